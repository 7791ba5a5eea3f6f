"""Graded puzzle sets: deal candidates, grade each with a model of a person solving, keep
those of the asked grades.

The pattern is that of Simon Tatham's collection (ARCHITECTURE.md): a puzzle kind deals a
candidate from its deck, the solver answers it, the kind's model of a person solving it (the
game's `difficulty` module) measures the effort of finding that answer, and bands of that
effort (`EffortBands`, calibrated in docs/grades/) give the grade, 1 (warm-up) up to the
kind's `levels` (at most 5). The generator keeps candidates of the asked grade, or climbs from
a first grade to a last (generators/ladder.py), until it has enough or its bounded search runs
out.
"""
from __future__ import annotations

import bisect
import math
import random
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, TypeVar

from deckmath.generators.input_words import WORDS
from deckmath.generators.ladder import GRADE_MAX, parse_grades, spread
from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Said

GRADES = range(1, GRADE_MAX + 1)
BATCH = 512
"""Candidates dealt together (the seeded order of deals, and the count a set records)."""
SLICE = 32
"""Candidates graded together at first: few, so that progress is told puzzle by puzzle and
grading stops soon after the last puzzle kept. A slice graded in less than TICK seconds
doubles the next (up to BATCH: a batch kernel call has its cost), one taking over 4 TICKs
halves it (down to SLICE_MIN); the set is the same whatever the slices."""
SLICE_MIN = 4
TICK = 0.25
DEFAULT_MAX_DEALS = 200_000


@dataclass(frozen=True)
class EffortBands:
    """A kind's grades as bands of its model's effort: `floors[i]` is the least effort of grade
    i + 2, so grade 1 is below floors[0] and the last grade from floors[-1] up."""

    floors: tuple[float, ...]
    cap: float = math.inf
    """Where the model stops counting (at least the last floor): a kind whose hardest puzzles
    cost too much to measure whole records efforts from there as the cap itself."""

    def __post_init__(self) -> None:
        if list(self.floors) != sorted(set(self.floors)) or len(self.floors) >= GRADE_MAX:
            raise ValueError(f"effort floors {self.floors} must rise, at most {GRADE_MAX - 1}")

    @property
    def levels(self) -> int:
        """How many grades the kind offers."""
        return len(self.floors) + 1

    def grade(self, effort: float) -> int:
        return 1 + bisect.bisect_right(self.floors, effort)

    def band(self, grade: int) -> tuple[float, float]:
        """The efforts of a grade: from the first (included) to the second (excluded)."""
        low = 0.0 if grade == 1 else self.floors[grade - 2]
        high = math.inf if grade == self.levels else self.floors[grade - 1]
        return low, high

    def ceiling(self, grades: tuple[int, int]) -> float:
        """The effort past which a candidate is above every grade of `grades`, or the cap: a
        model may stop measuring there."""
        return min(self.band(min(grades[1], self.levels))[1], self.cap)


class Shown(Protocol):
    """A puzzle's question or answer: a frozen dataclass of its kind (in the game's puzzles
    module) with one JSON mapping and its words for the printers."""

    def to_json(self) -> dict:
        """The JSON object of it; the kind's `from_json` reads it back."""

    def text(self, words: Mapping[str, str]) -> str:
        """It on one line, in the game's notation and the chosen language."""


ShownT = TypeVar("ShownT")


def shown_as(shown: Shown, cls: type[ShownT]) -> ShownT:
    """A puzzle's question or answer as the class its kind made it of, for the kind's own
    methods; TypeError if it is another kind's (a puzzle handed to the wrong kind)."""
    if not isinstance(shown, cls):
        raise TypeError(f"{type(shown).__name__} is not a {cls.__name__}")
    return shown


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: what is shown, the answer, its grade and the measures the grade came from.
    The PDF printer draws the question through its game's `draw_question` hook."""

    kind: str
    grade: int
    features: dict
    question: Shown
    answer: Shown

    def to_json(self) -> dict:
        return {"kind": self.kind, "grade": self.grade, "features": self.features,
                "question": self.question.to_json(), "answer": self.answer.to_json()}


@dataclass(frozen=True)
class Attempt:
    """One person's search of a puzzle, as the kind's model runs it with a seeded order: the
    effort it took (in the model's unit) and the answer found, a claim in the game's notation
    that the game's checker accepts."""

    effort: int
    answer: str


class Kind(Protocol):
    """What a puzzle kind provides to the generator and to the printers."""

    game: str
    name: str

    @property
    def bands(self) -> EffortBands:
        """The kind's grades as bands of its model's effort; `bands.levels` grades."""

    def deal(self, rng: random.Random) -> Any:
        """One candidate from the kind's deck."""

    def assess(self, candidates: list, within: tuple[int, int] = (1, GRADE_MAX)
               ) -> Iterable[Puzzle | None]:
        """Solve candidates in one batch, then measure and grade them one at a time as they
        are asked for (an iterator: a generator that has enough stops the work); None for a
        candidate that is no puzzle, or whose grade the model finds outside `within` before
        measuring it whole."""

    def is_unique(self, puzzle: Puzzle) -> bool:
        """Exactly one optimal answer."""

    def attempt(self, puzzle: Puzzle, rng: random.Random) -> Attempt:
        """One person's search of the puzzle (the model's), its order drawn from `rng`."""

    def candidate_of(self, question: Mapping[str, Any]) -> Any:
        """The candidate a question's JSON shows, as `deal` gives it: a sheet made elsewhere
        (by an older grading) is measured again through `assess`."""


@dataclass(frozen=True)
class PuzzleSet:
    """A generated set: everything needed to reproduce it, and the puzzles in order. `grades`
    is the first and the last grade asked (equal for a sheet of one grade)."""

    game: str
    kind: str
    grades: tuple[int, int]
    seed: int
    unique: bool
    deck: str
    options: dict
    puzzles: tuple[Puzzle, ...]
    deals: int = field(default=0, compare=False)

    @property
    def grade(self) -> int | None:
        """The sheet's one grade; None for a sheet that climbs."""
        return self.grades[0] if self.grades[0] == self.grades[1] else None

    def to_json(self) -> dict:
        return {
            "game": self.game, "kind": self.kind, "grade": self.grade,
            "grades": list(self.grades), "seed": self.seed,
            "unique": self.unique, "deck": self.deck, "options": self.options,
            "count": len(self.puzzles), "deals": self.deals,
            "puzzles": [dict(number=i, **p.to_json()) for i, p in enumerate(self.puzzles, 1)],
        }


def _next_slice(size: int, seconds: float) -> int:
    """The next slice's size after one of `size` graded in `seconds` (SLICE)."""
    if seconds < TICK:
        return min(2 * size, BATCH)
    if seconds > 4 * TICK:
        return max(size // 2, SLICE_MIN)
    return size


def levels_of(kind: Kind) -> int:
    """How many grades a kind offers."""
    return kind.bands.levels


def generate(kind: Kind, count: int, grade: int | tuple[int, int] | str, seed: int, *,
             unique: bool = False, deck: str = "reference", options: dict | None = None,
             max_deals: int = DEFAULT_MAX_DEALS,
             progress: Callable[[int, int], None] | None = None) -> PuzzleSet:
    """Deal candidates from `seed` in a fixed order and keep the first of each grade asked
    (with exactly one optimal answer if `unique`): `count` of one grade, or, for a pair of
    grades (`(1, 5)`, `"1-5"`), a sheet climbing from the first to the last (ladder.spread).
    Within a grade the puzzles come in the order of the model's effort, so that the sheet
    rises throughout. `progress(kept, deals)` is told of every puzzle kept, and after every
    slice of candidates graded (an exception it raises stops the work). Fails with InputError
    naming what could not be met once `max_deals` candidates have been dealt, or when a grade
    is one the kind does not offer."""
    grades = parse_grades(grade, levels_of(kind), "grade" if isinstance(grade, int) else "grades",
                          WORDS.said("grade_who", game=kind.game, kind=kind.name))
    if count < 1:
        raise InputError(WORDS.said("count", count=count))
    wanted: dict[int, int] = {}
    for g in spread(*grades, count):
        wanted[g] = wanted.get(g, 0) + 1
    rng = random.Random(seed)
    size = SLICE
    kept: dict[int, list[Puzzle]] = {g: [] for g in wanted}
    seen: set[Shown] = set()
    deals = 0

    def missing() -> int:
        return sum(need - len(kept[g]) for g, need in wanted.items())

    while missing() and deals < max_deals:
        batch = [kind.deal(rng) for _ in range(min(BATCH, max_deals - deals))]
        deals += len(batch)
        start = 0
        while start < len(batch) and missing():
            began = time.perf_counter()
            graded = kind.assess(batch[start:start + size], grades)
            start += size
            size = _next_slice(size, time.perf_counter() - began)
            for puzzle in graded:
                if (puzzle is None
                        or len(kept.get(puzzle.grade, ())) >= wanted.get(puzzle.grade, 0)
                        or (unique and not kind.is_unique(puzzle))
                        or puzzle.question in seen):
                    continue
                seen.add(puzzle.question)
                kept[puzzle.grade].append(puzzle)
                if progress:
                    progress(count - missing(), deals)
                if not missing():
                    break
            if progress and missing():
                progress(count - missing(), deals)
    if missing():
        short = [g for g in sorted(wanted) if len(kept[g]) < wanted[g]]
        found = _Joined(WORDS, "found_grade", {}, tuple(
            WORDS.said("found_grade", count=len(kept[g]), wanted=wanted[g], grade=g)
            for g in short))
        what = WORDS.said("found_what_unique" if unique else "found_what", game=kind.game,
                          kind=kind.name)
        raise InputError(WORDS.said(
            "found", found=found, what=what, deals=deals, deck=deck,
            unique=WORDS.said("found_unique") if unique else "",
            larger=WORDS.said("found_larger") if deals >= max_deals else ""))
    ordered = tuple(p for g in sorted(kept)
                    for p in sorted(kept[g], key=lambda p: p.features.get("effort", 0)))
    return PuzzleSet(kind.game, kind.name, grades, seed, unique, deck, dict(options or {}),
                     ordered, deals)


@dataclass(frozen=True)
class _Joined(Said):
    """Parts of a message said in the reader's language and joined by commas (a Said, so that
    the message it fills says it in the same language)."""

    parts: tuple[Said, ...] = ()

    def text(self, lang: str | None = None) -> str:
        return ", ".join(part.text(lang) for part in self.parts)
