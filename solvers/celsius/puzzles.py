"""Celsius "fewest cards" puzzles: a cold card, 2 or 4 hot cards and a 7-card hand (C4.1);
the answer is the best play (C4.3) and how many optimal plays exist (C4.5). The grading model
is MODEL below (also printed by `deckmath celsius generate --help`; tables in
generators/README.md). Positions where no hot card can be reached are not puzzles.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Puzzle, grade_bands, shown_as
from deckmath.solvers.celsius.deck import Deck, deal_position
from deckmath.solvers.celsius.model import (
    OperatorCard, PlayedCard, Position, format_hand, format_play, parse_hand, parse_play, trace,
)
from deckmath.solvers.celsius.solve import solve_many
from deckmath.solvers.notation import field

NEEDS = {
    "wildcard": lambda card: card.is_wild,
    "division": lambda card: card.op == "/",
    "subtraction": lambda card: card.op == "-",
}
"""Card classes whose need makes a puzzle harder, and how to recognise their cards."""

GRADE_FLOOR = ((9, 5), (6, 4), (4, 3), (2, 2), (0, 1))
"""(least points, grade), highest first."""

MODEL = f"""Grading model (measured by the solver on every dealt candidate):
  points = 2 x (fewest cards - 1)                        (length of the best play)
         + 2 if exactly one optimal play, 1 if two or three   (scarcity, C4.5)
         + 2 if every optimal play needs a division, + 2 if one needs a subtraction
           (the hand without those cards needs more cards, or reaches nothing)
         + 1 if every optimal play needs a wildcard and uses 2 cards or more
  {grade_bands(GRADE_FLOOR)}"""

WORDS = {
    "en": {
        "fewest": "Celsius - fewest cards",
        "fewest.task": "Start from the cold card and reach a hot card with the fewest operator cards.",
        "fewest.legend.question": "The cold card, the hot cards, then the hand's operator cards (C2.1); in a "
                                  "wildcard such as x? the player chooses the number (C2.2).",
        "fewest.legend.answer": "Answer: the cards played left to right from the cold value, each result after = "
                                "(C3.1); +?=6 is the wildcard +? played as +6 (C2.2).",
        "cold": "cold", "hot": "hot", "hand": "hand", "to": "to",
        "optimal_play": "optimal play", "optimal_plays": "optimal plays",
        "feature.min_cards": "fewest cards", "feature.optimal_plays": "optimal plays",
        "feature.needs_wildcard": "needs a wildcard", "feature.needs_division":
        "needs a division", "feature.needs_subtraction": "needs a subtraction",
        "feature.points": "points",
    },
    "fr": {
        "fewest": "Celsius - le moins de cartes",
        "fewest.task": "Partez de la carte froide et atteignez une carte chaude avec le moins de cartes opérateurs.",
        "fewest.legend.question": "La carte froide, les cartes chaudes, puis les cartes opérateurs de la main (C2.1) ; "
                                  "dans un joker comme x? on choisit le nombre (C2.2).",
        "fewest.legend.answer": "Réponse : les cartes jouées de gauche à droite depuis la valeur froide, chaque "
                                "résultat après = (C3.1) ; +?=6 est le joker +? joué comme +6 (C2.2).",
        "cold": "froide", "hot": "chaude", "hand": "main", "to": "vers",
        "optimal_play": "solution optimale", "optimal_plays": "solutions optimales",
        "feature.min_cards": "cartes au minimum", "feature.optimal_plays":
        "solutions optimales", "feature.needs_wildcard": "joker nécessaire",
        "feature.needs_division": "division nécessaire", "feature.needs_subtraction":
        "soustraction nécessaire", "feature.points": "points",
    },
}
"""Printed words of Celsius puzzles (generators/labels.py adds the shared ones)."""


@dataclass(frozen=True)
class FewestQuestion:
    """What the puzzle shows (C4.1): the cold value, the hot values and the hand."""

    cold: int
    hot: tuple[int, ...]
    hand: tuple[OperatorCard, ...]

    @property
    def position(self) -> Position:
        return Position(self.cold, self.hot, self.hand)

    def to_json(self) -> dict:
        return {"cold": self.cold, "hot": list(self.hot), "hand": [str(c) for c in self.hand]}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> FewestQuestion:
        position = Position(field(obj, "cold"), tuple(field(obj, "hot")),
                            parse_hand(field(obj, "hand")))
        return cls(position.cold, position.hot, position.hand)

    def text(self, words: Mapping[str, str]) -> str:
        """The position in the game's notation (C2), on one line."""
        return (f"{words['cold']} {self.cold} | {words['hot']} {' '.join(map(str, self.hot))}"
                f" | {words['hand']} {format_hand(self.hand)}")


@dataclass(frozen=True)
class FewestAnswer:
    """The best play (C4.3) with its calculation (C3.1), and the number of optimal plays (C4.5)."""

    min_cards: int
    target: int
    play: tuple[PlayedCard, ...]
    calculation: str
    optimal_plays: int

    def to_json(self) -> dict:
        return {"min_cards": self.min_cards, "target": self.target,
                "play": format_play(self.play).split(), "calculation": self.calculation,
                "optimal_plays": self.optimal_plays}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> FewestAnswer:
        play = tuple(PlayedCard(OperatorCard(t.op, None if t.wild else t.value), t.value)
                     for t in parse_play(field(obj, "play")))
        return cls(field(obj, "min_cards"), field(obj, "target"), play,
                   field(obj, "calculation"), field(obj, "optimal_plays"))

    def text(self, words: Mapping[str, str]) -> str:
        return (f"{count_phrase(self.min_cards, 'card', 'cards', words)} {words['to']} "
                f"{self.target}{words['colon']} {self.calculation} "
                f"({count_phrase(self.optimal_plays, 'optimal_play', 'optimal_plays', words)})")


def points(min_cards: int, optimal_plays: int, needs: dict[str, bool]) -> int:
    """The difficulty points of the module's model."""
    scarcity = 2 if optimal_plays == 1 else 1 if optimal_plays <= 3 else 0
    wildcard = needs["wildcard"] and min_cards >= 2
    return (2 * (min_cards - 1) + scarcity + 2 * needs["division"] + 2 * needs["subtraction"]
            + wildcard)


def grade_of(score: int) -> int:
    return next(grade for floor, grade in GRADE_FLOOR if score >= floor)


@dataclass
class Fewest:
    """The puzzle kind: deals from `deck` with `hot` hot cards (2, or 4 as with four players)."""

    deck: Deck
    hot: int = 2
    game: str = "celsius"
    name: str = "fewest"

    def deal(self, rng: random.Random) -> Position:
        return deal_position(self.deck, rng, self.hot)

    def is_unique(self, puzzle: Puzzle) -> bool:
        return shown_as(puzzle.answer, FewestAnswer).optimal_plays == 1

    def assess(self, candidates: list[Position]) -> list[Puzzle | None]:
        solutions = solve_many(candidates)
        needs = {name: self._needed(candidates, solutions, test) for name, test in NEEDS.items()}
        puzzles: list[Puzzle | None] = []
        for i, (position, solution) in enumerate(zip(candidates, solutions)):
            if solution.min_cards is None or solution.target is None or solution.play is None:
                puzzles.append(None)
                continue
            need = {name: i in needed for name, needed in needs.items()}
            score = points(solution.min_cards, solution.optimal_plays, need)
            features = {"min_cards": solution.min_cards, "optimal_plays": solution.optimal_plays,
                        **{f"needs_{name}": flag for name, flag in need.items()}, "points": score}
            question = FewestQuestion(position.cold, position.hot, position.hand)
            answer = FewestAnswer(solution.min_cards, solution.target, solution.play,
                                  trace(position.cold, solution.play), solution.optimal_plays)
            puzzles.append(Puzzle(self.name, grade_of(score), features, question, answer))
        return puzzles

    @staticmethod
    def _needed(candidates, solutions, test) -> set[int]:
        """Indices of solvable candidates whose every optimal play uses a card passing `test`."""
        needed: set[int] = set()
        reduced: list[Position] = []
        owners: list[int] = []
        for i, (position, solution) in enumerate(zip(candidates, solutions)):
            if solution.min_cards is None:
                continue
            kept = tuple(c for c in position.hand if not test(c))
            if len(kept) == len(position.hand):
                continue
            if not kept:
                needed.add(i)
                continue
            reduced.append(Position(position.cold, position.hot, kept))
            owners.append(i)
        for i, solution in zip(owners, solve_many(reduced)):
            if solution.min_cards is None or solution.min_cards > solutions[i].min_cards:
                needed.add(i)
        return needed


KINDS = {"fewest": Fewest}
"""Celsius's puzzle kinds: name -> kind(deck, **options)."""
