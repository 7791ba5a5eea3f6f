"""Grauso "go out" puzzles: a top (or an empty pile), a hand and the penguins held; the answer is
the fewest plays that empty the hand playing alone (G2, G3, G3.6), one way to do it, and how
many optimal ways there are.

Difficulty model (measured by the solver on every candidate; see generators/README.md):
  extra    = fewest - (neutral cards + half the other cards, rounded up)
             (plays beyond the ideal of every non-neutral card in a pair)
  scarcity = 3 for one optimal sequence, 2 for two or three, 1 for four to nine, else 0
  traps    = 2 when only one of two or more legal first plays begins an optimal way, 1 when
             at most a quarter of them do, else 0
  points   = 2 * extra + scarcity + traps + 2 if a penguin is needed (the hand without one
             needs more plays, or cannot go out)
  grade    = 1 for 0 points, 2 for 1-2, 3 for 3-4, 4 for 5-6, 5 for 7 or more.
Positions whose hand cannot be emptied are not puzzles.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Puzzle, shown_as
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.deck import Deck, deal_position
from deckmath.solvers.grauso.model import (
    HAND_MAX, Play, Position, format_hand, format_sequence, format_top, parse_sequence,
    position_from_json,
)
from deckmath.solvers.grauso.solve import calculation, solve_many
from deckmath.solvers.notation import field, parse_int

GRADE_FLOOR = ((7, 5), (5, 4), (3, 3), (1, 2), (0, 1))
"""(least points, grade), highest first."""

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
        "feature.fewest": "fewest plays", "feature.extra_plays": "plays beyond the ideal",
        "feature.sequences": "optimal sequences", "feature.good_first": "good first plays",
        "feature.legal_first": "legal first plays", "feature.needs_penguin": "needs a penguin",
        "feature.points": "points",
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
        "feature.fewest": "coups au minimum", "feature.extra_plays": "coups au-delà de l'idéal",
        "feature.sequences": "suites optimales", "feature.good_first": "bons premiers coups",
        "feature.legal_first": "premiers coups permis", "feature.needs_penguin": "pingouin nécessaire",
        "feature.points": "points",
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
            raise InputError("'calculation' must be text")
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


def ideal(hand: tuple[int, ...]) -> int:
    """The fewest plays any hand of these cards could take: a play per neutral card (G3.4), one
    per two other cards (G3.3)."""
    neutral = hand.count(0)
    return neutral + (len(hand) - neutral + 1) // 2


def points(extra: int, sequences: int, good_first: int, legal_first: int, needs_penguin: bool) -> int:
    """The difficulty points of the module's model."""
    scarcity = 3 if sequences == 1 else 2 if sequences <= 3 else 1 if sequences <= 9 else 0
    traps = 2 if good_first == 1 < legal_first else 1 if 4 * good_first <= legal_first else 0
    return 2 * extra + scarcity + traps + 2 * needs_penguin


def grade_of(score: int) -> int:
    return next(grade for floor, grade in GRADE_FLOOR if score >= floor)


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
            raise InputError(f"puzzle hands hold {CARDS_MIN} to {HAND_MAX} cards")

    def deal(self, rng: random.Random) -> Position:
        dealt = deal_position(self.deck, rng, self.cards)
        return Position(dealt.top, dealt.hand, rng.randint(0, min(1, self.deck.penguins)))

    def is_unique(self, puzzle: Puzzle) -> bool:
        return shown_as(puzzle.answer, GoOutAnswer).sequences == 1

    def assess(self, candidates: list[Position]) -> list[Puzzle | None]:
        solutions = solve_many(candidates)
        with_penguin = [(i, s.fewest) for i, (p, s) in enumerate(zip(candidates, solutions))
                        if s.fewest is not None and p.penguins]
        alone = solve_many([Position(candidates[i].top, candidates[i].hand, 0)
                            for i, _ in with_penguin])
        needs = {i for (i, fewest), s in zip(with_penguin, alone)
                 if s.fewest is None or s.fewest > fewest}
        puzzles: list[Puzzle | None] = []
        for i, (p, s) in enumerate(zip(candidates, solutions)):
            if s.fewest is None or s.sequence is None:
                puzzles.append(None)
                continue
            extra = s.fewest - ideal(p.hand)
            score = points(extra, s.sequences, s.good_first, s.legal_first, i in needs)
            features = {"fewest": s.fewest, "extra_plays": extra, "sequences": s.sequences,
                        "good_first": s.good_first, "legal_first": s.legal_first,
                        "needs_penguin": i in needs, "points": score}
            answer = GoOutAnswer(s.fewest, s.sequence, calculation(p.top, s.sequence),
                                 s.sequences, s.good_first, s.legal_first)
            puzzles.append(Puzzle(self.name, grade_of(score), features,
                                  GoOutQuestion(p.top, p.hand, p.penguins), answer))
        return puzzles


KINDS = {"goout": GoOut}
"""Grauso's puzzle kinds: name -> kind(deck, **options)."""
