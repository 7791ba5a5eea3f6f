"""Graded puzzle sets: deal candidates, grade each with the solver, keep those of the asked grade.

The pattern is that of Simon Tatham's collection (ARCHITECTURE.md): a puzzle kind deals a
candidate from its deck, the solver measures it, a documented model turns the measures into a
grade 1..5, and the generator keeps candidates of the asked grade until it has enough or its
bounded search runs out.
"""
from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, TypeVar

from deckmath.solvers.errors import InputError

GRADES = range(1, 6)
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


def grade_bands(floors: tuple[tuple[int, int], ...]) -> str:
    """A grading model's bands in words, from its (least points, grade) pairs, highest first:
    `grade 1 for points 0-2, 2 for 3, ..., 5 for 12 or more`."""
    bands = []
    ordered = sorted(floors, key=lambda pair: pair[1])
    for (low, grade), following in zip(ordered, ordered[1:] + [None]):
        if following is None:
            bands.append(f"{grade} for {low} or more")
        elif following[0] - 1 == low:
            bands.append(f"{grade} for {low}")
        else:
            bands.append(f"{grade} for {low}-{following[0] - 1}")
    return "grade " + ", ".join(bands)


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


class Kind(Protocol):
    """What a puzzle kind provides to the generator and to the printers."""

    game: str
    name: str

    def deal(self, rng: random.Random) -> Any:
        """One candidate from the kind's deck."""

    def assess(self, candidates: list) -> list[Puzzle | None]:
        """Solve and grade candidates in one batch; None for a candidate that is no puzzle."""

    def is_unique(self, puzzle: Puzzle) -> bool:
        """Exactly one optimal answer."""


@dataclass(frozen=True)
class PuzzleSet:
    """A generated set: everything needed to reproduce it, and the puzzles in order."""

    game: str
    kind: str
    grade: int
    seed: int
    unique: bool
    deck: str
    options: dict
    puzzles: tuple[Puzzle, ...]
    deals: int = field(default=0, compare=False)

    def to_json(self) -> dict:
        return {
            "game": self.game, "kind": self.kind, "grade": self.grade, "seed": self.seed,
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


def generate(kind: Kind, count: int, grade: int, seed: int, *, unique: bool = False,
             deck: str = "reference", options: dict | None = None,
             max_deals: int = DEFAULT_MAX_DEALS,
             progress: Callable[[int, int], None] | None = None) -> PuzzleSet:
    """Deal candidates from `seed` in a fixed order and keep the first `count` of `grade`
    (with exactly one optimal answer if `unique`). `progress(kept, deals)` is told of every
    puzzle kept, and after every slice of candidates graded (an exception it raises stops the
    work). Fails with InputError naming what could not be met once `max_deals` candidates have
    been dealt."""
    if grade not in GRADES:
        raise InputError(f"grade {grade} is outside 1..5")
    if count < 1:
        raise InputError(f"count {count}: ask for at least one puzzle")
    rng = random.Random(seed)
    size = SLICE
    kept: list[Puzzle] = []
    seen: set[Shown] = set()
    deals = 0
    while len(kept) < count and deals < max_deals:
        batch = [kind.deal(rng) for _ in range(min(BATCH, max_deals - deals))]
        deals += len(batch)
        start = 0
        while start < len(batch):
            began = time.perf_counter()
            graded = kind.assess(batch[start:start + size])
            start += size
            size = _next_slice(size, time.perf_counter() - began)
            for puzzle in graded:
                if puzzle is None or puzzle.grade != grade or (
                        unique and not kind.is_unique(puzzle)):
                    continue
                if puzzle.question in seen:
                    continue
                seen.add(puzzle.question)
                kept.append(puzzle)
                if progress:
                    progress(len(kept), deals)
                if len(kept) == count:
                    break
            if len(kept) == count:
                break
            if progress:
                progress(len(kept), deals)
    if len(kept) < count:
        what = f"grade {grade}{' unique' if unique else ''} {kind.game} {kind.name} puzzles"
        raise InputError(
            f"found only {len(kept)} of {count} {what} in {deals} deals from deck {deck}; "
            f"ask for another grade, fewer puzzles{', or without --unique' if unique else ''}"
            f"{', or a larger --max-deals' if deals >= max_deals else ''}"
        )
    return PuzzleSet(kind.game, kind.name, grade, seed, unique, deck, dict(options or {}),
                     tuple(kept), deals)
