"""Celsius "fewest cards" puzzles: a cold card, 2 or 4 hot cards and a 7-card hand (C4.1);
the answer is the best play (C4.3) and how many optimal plays exist (C4.5).

Difficulty model (measured by the solver on every candidate; see generators/README.md):
  points = 2 * (min_cards - 1)                                   (length of the best play)
         + 2 if exactly one optimal play, 1 if two or three      (scarcity, C4.5)
         + 2 if every optimal play needs a division, + 2 if one needs a subtraction
           (the hand without those cards needs more cards, or reaches nothing)
         + 1 if every optimal play needs a wildcard and uses 2 cards or more
           (a lone `x?` onto the hot card is the easiest play there is)
  grade  = 1 for points <= 1, 2 for 2-3, 3 for 4-5, 4 for 6-8, 5 for 9 or more.
Positions where no hot card can be reached are not puzzles.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from deckmath.generators.puzzle_set import Puzzle
from deckmath.solvers.celsius import Deck, Position, solve_many
from deckmath.solvers.celsius.deck import HAND_SIZE
from deckmath.solvers.celsius.model import format_play, trace

NEEDS = {
    "wildcard": lambda card: card.is_wild,
    "division": lambda card: card.op == "/",
    "subtraction": lambda card: card.op == "-",
}
"""Card classes whose need makes a puzzle harder, and how to recognise their cards."""

GRADE_FLOOR = ((9, 5), (6, 4), (4, 3), (2, 2), (0, 1))
"""(least points, grade), highest first."""


def points(min_cards: int, optimal_plays: int, needs: dict[str, bool]) -> int:
    """The difficulty points of the module's model."""
    scarcity = 2 if optimal_plays == 1 else 1 if optimal_plays <= 3 else 0
    wildcard = needs["wildcard"] and min_cards >= 2
    return (2 * (min_cards - 1) + scarcity + 2 * needs["division"] + 2 * needs["subtraction"]
            + wildcard)


def grade_of(score: int) -> int:
    return next(grade for floor, grade in GRADE_FLOOR if score >= floor)


@dataclass
class CelsiusFewest:
    """The puzzle kind: deals from `deck` with `hot_count` hot cards (2, or 4 as with four players)."""

    deck: Deck
    hot_count: int = 2
    game: str = "celsius"
    name: str = "fewest"

    def deal(self, rng: random.Random) -> Position:
        return Position(rng.choice(self.deck.cold), tuple(sorted(rng.sample(self.deck.hot, self.hot_count))),
                        tuple(rng.sample(self.deck.operators, HAND_SIZE)))

    def is_unique(self, puzzle: Puzzle) -> bool:
        return puzzle.answer["optimal_plays"] == 1

    def assess(self, candidates: list[Position]) -> list[Puzzle | None]:
        solutions = solve_many(candidates)
        needs = {name: self._needed(candidates, solutions, test) for name, test in NEEDS.items()}
        puzzles: list[Puzzle | None] = []
        for i, (position, solution) in enumerate(zip(candidates, solutions)):
            if solution.min_cards is None:
                puzzles.append(None)
                continue
            need = {name: i in needed for name, needed in needs.items()}
            score = points(solution.min_cards, solution.optimal_plays, need)
            features = {"min_cards": solution.min_cards, "optimal_plays": solution.optimal_plays,
                        **{f"needs_{name}": flag for name, flag in need.items()}, "points": score}
            question = {"cold": position.cold, "hot": list(position.hot),
                        "hand": [str(c) for c in position.hand]}
            answer = {"min_cards": solution.min_cards, "target": solution.target,
                      "play": format_play(solution.play).split(),
                      "calculation": trace(position.cold, solution.play),
                      "optimal_plays": solution.optimal_plays}
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
