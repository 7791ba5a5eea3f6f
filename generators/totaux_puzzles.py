"""Totaux puzzles on 6 dealt table cards (T7.1): "highest" (the best announcement, T5.2) and
"make" (reach a named card's total with the fewest cards, T5.1).

Difficulty models (measured by the solver on every candidate; see generators/README.md):
  scarcity = 6 - floor(log10(combinations reaching the answer's card)), at least 0:
             one point for every factor of ten fewer combinations below a million
  highest: points = 2 * (min_cards - 3) + scarcity + traps
           traps: cards on the table with a higher total than the answer (all unreachable,
           T5.2): each is a tempting announcement that cannot be made (counted up to 3)
  make:    points = 2 * (min_cards - 3) + scarcity
  grade    = from GRADE_FLOOR below.
Tables where nothing is reachable, and "make" targets that cannot be reached, are no puzzles.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from deckmath.generators.puzzle_set import Puzzle
from deckmath.solvers.totaux import CardResult, Deck, Solution, solve_many
from deckmath.solvers.totaux.deck import DEAL_SIZE

MAX_TRAPS = 3
GRADE_FLOOR = {
    "highest": ((12, 5), (6, 4), (4, 3), (3, 2), (0, 1)),
    "make": ((10, 5), (4, 4), (2, 3), (1, 2), (0, 1)),
}
"""(least points, grade), highest first, per kind."""


def scarcity(count: int | None) -> int:
    """6 for a single combination, one less for each factor of ten more, 0 from a million
    (and for None: past int64)."""
    if count is None:
        return 0
    return max(0, 6 - (len(str(count)) - 1))


def grade_of(kind: str, score: int) -> int:
    return next(grade for floor, grade in GRADE_FLOOR[kind] if score >= floor)


def _answer(result: CardResult) -> dict:
    return {"total": result.card.total, "position": result.position,
            "min_cards": result.min_cards, "combinations": result.count,
            "positions": list(result.example.positions), "calc": str(result.example.calc)}


@dataclass
class TotauxPuzzles:
    """A Totaux puzzle kind ("highest" or "make") dealing 6 cards from `deck`."""

    deck: Deck
    name: str = "highest"
    variant: str = "chain"
    game: str = "totaux"

    def deal(self, rng: random.Random) -> tuple:
        table = tuple(rng.sample(self.deck.cards, DEAL_SIZE))
        return table, rng.randrange(DEAL_SIZE) + 1

    def is_unique(self, puzzle: Puzzle) -> bool:
        """Exactly one combination reaches the answer's card (so one optimal answer)."""
        return puzzle.answer["combinations"] == 1

    def assess(self, candidates: list[tuple]) -> list[Puzzle | None]:
        solutions = solve_many([table for table, _ in candidates], self.variant)
        return [self._puzzle(table, target, solution)
                for (table, target), solution in zip(candidates, solutions)]

    def _puzzle(self, table, target: int, solution: Solution) -> Puzzle | None:
        question = {"table": [str(c) for c in table], "variant": self.variant}
        if self.name == "highest":
            best = solution.best_total
            if best is None:
                return None
            result = solution.example_for(best)
            traps = min(MAX_TRAPS, sum(1 for c in table if c.total > best))
            features = {"min_cards": result.min_cards, "combinations": result.count,
                        "traps": traps}
            score = 2 * (result.min_cards - 3) + scarcity(result.count) + traps
        else:
            result = solution.by_card[target - 1]
            if result.min_cards is None:
                return None
            question["target_position"] = target
            features = {"min_cards": result.min_cards, "combinations": result.count}
            score = 2 * (result.min_cards - 3) + scarcity(result.count)
        features["points"] = score
        return Puzzle(self.name, grade_of(self.name, score), features, question, _answer(result))
