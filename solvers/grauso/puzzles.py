"""Grauso "go out" puzzles: a top (or an empty pile), a hand and the penguins held; the answer is
the fewest plays that empty the hand playing alone (G2, G3, G3.6), one way to do it, and how
many optimal ways there are. The grade is the band (BANDS) of the effort a person takes to
find the answer, in the model of difficulty.py; what each grade means is said in WORDS
(`goout.grade.N`), which `deckmath grauso generate --help` and the answer key print.
Positions whose hand cannot be emptied are not puzzles.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Attempt, EffortBands, Puzzle, shown_as
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import difficulty
from deckmath.solvers.grauso.deck import Deck, deal_position
from deckmath.solvers.grauso.model import (
    HAND_MAX, Play, Position, format_hand, format_sequence, format_top, parse_sequence,
    position_from_json,
)
from deckmath.solvers.grauso.solve import calculation, solve_many
from deckmath.solvers.grauso.words import ERRORS
from deckmath.solvers.notation import field, parse_int

BANDS = EffortBands((5.5, 11.0, 25.0))
"""The grades as bands of the person model's effort (difficulty.py) for hands of 6 cards:
calibrated on seeds apart from those of the evidence, docs/grades/grauso.md."""

BANDS_CARDS = 6
"""The hand size BANDS are calibrated on; other sizes scale them by the plays such a hand
needs at the least (bands_for): a bigger hand is harder, and its grade 1 is its easiest."""


def bands_for(cards: int) -> EffortBands:
    """BANDS for hands of `cards` cards, scaled by the fewest plays they could take."""
    scale = ((cards + 1) // 2) / ((BANDS_CARDS + 1) // 2)
    return EffortBands(tuple(round(f * scale, 2) for f in BANDS.floors))

CARDS_MIN = 3
"""Fewest cards a puzzle hand holds (fewer leave nothing to think about)."""

WORDS = {
    "en": {
        "goout": "Grauso - go out",
        "goout.task": "Empty the hand in the fewest plays, alone on the pile; never go out on a 0 "
                      "or a penguin (G3.6).",
        "goout.legend.question": "The top of the pile (or an empty pile), the penguins held, then the hand; a card "
                                 "is its signed value, 0 is neutral (G1.1, G1.4).",
        "goout.legend.answer": "Answer: the plays from the top: -3&+5 is two cards played together (their value "
                               "after =), +20~ a card flipped by a penguin (G3.3, G3.5).",
        "top": "top", "empty": "empty", "hand": "hand", "penguins": "penguins",
        "from": "from", "from_empty": "from an empty pile",
        "play": "play", "plays": "plays", "optimal_sequence": "optimal sequence",
        "optimal_sequences": "optimal sequences", "good_first": "good first plays", "of": "of",
        "feature.fewest": "fewest plays", "feature.sequences": "optimal sequences",
        "feature.legal_first": "legal first plays", "feature.effort": "plays tried (model)",
        "feature.greedy": "greedy player goes out",
        "goout.grade.1": "pairs go out in almost any order: at most 5 plays tried (with 6 "
                         "cards; more with a bigger hand).",
        "goout.grade.2": "pairs go out if played in a good order: 6 to 11 plays tried.",
        "goout.grade.3": "few orders go out, or one play more than pairs alone, or the penguin "
                         "is needed: 11 to 25 plays tried.",
        "goout.grade.4": "one or two plays more than pairs alone, often with the penguin: more "
                         "than 25 plays tried.",
    },
    "fr": {
        "goout": "Grauso - vider sa main",
        "goout.task": "Videz la main en un minimum de coups, seul sur la pile ; pas de sortie sur "
                      "un 0 ni avec un pingouin (G3.6).",
        "goout.legend.question": "Le sommet de la pile (ou une pile vide), les pingouins en main, puis la main ; une "
                                 "carte est sa valeur signée, 0 est neutre (G1.1, G1.4).",
        "goout.legend.answer": "Réponse : les coups depuis le sommet : -3&+5 est deux cartes jouées ensemble (valeur "
                               "après =), +20~ une carte retournée par un pingouin (G3.3, G3.5).",
        "top": "sommet", "empty": "vide", "hand": "main", "penguins": "pingouins",
        "from": "depuis", "from_empty": "depuis une pile vide",
        "play": "coup", "plays": "coups", "optimal_sequence": "suite optimale",
        "optimal_sequences": "suites optimales", "good_first": "bons premiers coups", "of": "sur",
        "feature.fewest": "coups au minimum", "feature.sequences": "suites optimales",
        "feature.legal_first": "premiers coups permis", "feature.effort": "coups essayés (modèle)",
        "feature.greedy": "un joueur glouton vide sa main",
        "goout.grade.1": "des paires jouées presque dans n'importe quel ordre vident la main : 5 "
                         "coups essayés au plus (avec 6 cartes ; plus avec une main plus "
                         "grande).",
        "goout.grade.2": "des paires vident la main si on les joue dans un bon ordre : 6 à 11 "
                         "coups essayés.",
        "goout.grade.3": "peu d'ordres marchent, ou il faut un coup de plus que les paires, ou "
                         "le pingouin : 11 à 25 coups essayés.",
        "goout.grade.4": "un ou deux coups de plus que les paires, souvent avec le pingouin : "
                         "plus de 25 coups essayés.",
    },
}
"""Printed words of Grauso puzzles (generators/labels.py adds the shared ones)."""


@dataclass(frozen=True)
class GoOutQuestion:
    """What the puzzle shows: the top (None: an empty pile, G2.2), the hand, the penguins."""

    top: int | None
    hand: tuple[int, ...]
    penguins: int

    @property
    def position(self) -> Position:
        return Position(self.top, self.hand, self.penguins)

    def to_json(self) -> dict:
        return self.position.to_json()

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> GoOutQuestion:
        p = position_from_json(obj)
        return cls(p.top, p.hand, p.penguins)

    def text(self, words: Mapping[str, str]) -> str:
        top = words["empty"] if self.top is None else str(self.top)
        return (f"{words['top']} {top} | {words['hand']} {format_hand(self.hand)}"
                f" | {words['penguins']} {self.penguins}")


@dataclass(frozen=True)
class GoOutAnswer:
    """The fewest plays, one optimal sequence (keeping the most penguins) with its calculation,
    the number of optimal sequences, and the good first plays among the legal ones."""

    fewest: int
    sequence: tuple[Play, ...]
    calculation: str
    sequences: int
    good_first: int
    legal_first: int

    def to_json(self) -> dict:
        return {"fewest": self.fewest, "sequence": format_sequence(self.sequence).split(),
                "calculation": self.calculation, "sequences": self.sequences,
                "good_first": self.good_first, "legal_first": self.legal_first}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> GoOutAnswer:
        calc = field(obj, "calculation")
        if not isinstance(calc, str):
            raise InputError(ERRORS.said("puzzle.calculation"))
        return cls(parse_int(field(obj, "fewest"), "fewest"), parse_sequence(field(obj, "sequence")),
                   calc, parse_int(field(obj, "sequences"), "sequences"),
                   parse_int(field(obj, "good_first"), "good_first"),
                   parse_int(field(obj, "legal_first"), "legal_first"))

    def text(self, words: Mapping[str, str]) -> str:
        return (f"{count_phrase(self.fewest, 'play', 'plays', words)}, "
                f"{self.said_calculation(words)} "
                f"({count_phrase(self.sequences, 'optimal_sequence', 'optimal_sequences', words)}"
                f"{words['semicolon']} "
                f"{words['good_first']} {self.good_first} {words['of']} {self.legal_first})")


    def said_calculation(self, words: Mapping[str, str]) -> str:
        """The calculation (`-6: +20~ -3&+5`) with its top said in the sheet's words (`from -6:
        ...`, `depuis une pile vide : ...`); the plays stay in the game's notation (G1.4, G3.3,
        G3.5)."""
        top, plays = self.calculation.split(": ", 1)
        said = words["from_empty"] if top == format_top(None) else f"{words['from']} {top}"
        return f"{said}{words['colon']} {plays}"


@dataclass
class GoOut:
    """The puzzle kind: hands of `cards` cards dealt from `deck`, a card of the deck on top (an
    empty pile one time in five), no penguin or one."""

    deck: Deck
    cards: int = 6
    game: str = "grauso"
    name: str = "goout"

    def __post_init__(self) -> None:
        if not CARDS_MIN <= self.cards <= HAND_MAX:
            raise InputError(ERRORS.said("puzzle.cards", low=CARDS_MIN, high=HAND_MAX))

    def deal(self, rng: random.Random) -> Position:
        dealt = deal_position(self.deck, rng, self.cards)
        return Position(dealt.top, dealt.hand, rng.randint(0, min(1, self.deck.penguins)))

    def is_unique(self, puzzle: Puzzle) -> bool:
        return shown_as(puzzle.answer, GoOutAnswer).sequences == 1

    @property
    def bands(self) -> EffortBands:
        return bands_for(self.cards)

    def assess(self, candidates: list[Position], within: tuple[int, int] = (1, 5)
               ) -> Iterator[Puzzle | None]:
        solutions = solve_many(candidates)
        bands = self.bands
        ceiling = bands.ceiling(within)
        for p, s in zip(candidates, solutions):
            if s.fewest is None or s.sequence is None:
                yield None
                continue
            effort = difficulty.effort(p, ceiling, s.fewest)
            grade = bands.grade(effort)
            if not within[0] <= grade <= within[1]:
                yield None
                continue
            features = {"fewest": s.fewest, "sequences": s.sequences,
                        "legal_first": s.legal_first, "effort": round(effort, 1),
                        "greedy": round(difficulty.greedy(p, s.fewest), 2)}
            answer = GoOutAnswer(s.fewest, s.sequence, calculation(p.top, s.sequence),
                                 s.sequences, s.good_first, s.legal_first)
            yield Puzzle(self.name, grade, features, GoOutQuestion(p.top, p.hand, p.penguins),
                         answer)

    def candidate_of(self, question: Mapping[str, Any]) -> Position:
        return GoOutQuestion.from_json(question).position

    def attempt(self, puzzle: Puzzle, rng: random.Random) -> Attempt:
        run = difficulty.search(shown_as(puzzle.question, GoOutQuestion).position, rng)
        return Attempt(run.effort, format_sequence(run.sequence))


KINDS = {"goout": GoOut}
"""Grauso's puzzle kinds: name -> kind(deck, **options)."""
