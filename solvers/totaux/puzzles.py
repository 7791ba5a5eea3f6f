"""Totaux puzzles on 6 dealt table cards (T7.1): "highest" (the best announcement, T5.2) and
"make" (reach a named card's total with the fewest cards, T5.1). The grade is the band (BANDS)
of the effort a person takes to find the answer, in the model of difficulty.py; what each
grade means is said in WORDS (`<kind>.grade.N`), which `deckmath totaux generate --help` and
the answer key print.
Tables where nothing is reachable, and "make" targets that cannot be reached, are no puzzles.
"""
from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Attempt, EffortBands, Puzzle, shown_as
from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux.words import ERRORS
from deckmath.solvers.notation import field
from deckmath.solvers.totaux import difficulty
from deckmath.solvers.totaux.deck import DEAL_SIZE, Deck, draw_table
from deckmath.solvers.totaux.model import (
    Calc, Card, format_table, parse_calc, parse_table, parse_variant,
)
from deckmath.solvers.totaux.solve import CardResult, Solution, combinations, solve_many

BANDS = {
    "highest": EffortBands((15.0, 28.0)),
    "make": EffortBands((3.0, 20.0, 28.0)),
}
"""Each kind's grades as bands of the person model's effort (difficulty.py): calibrated on
seeds apart from those of the evidence, docs/grades/totaux.md."""

WORDS = {
    "en": {
        "highest": "Totaux - highest announcement",
        "make": "Totaux - make the total",
        "highest.task": "Find the highest total you can announce (at least 3 cards).",
        "make.task": "Reach the total of the marked card with the fewest cards.",
        "highest.legend.question": "Each card: two dice faces and its total; #n is its place on the table; "
                                   "35:24 is faces 3 and 5, total 24 (T1.3).",
        "make.legend.question": "Each card: two dice faces and its total; #n is its place on the table (T1.3); "
                                "\u25c6 marks the card whose total to reach.",
        "highest.legend.answer": "Answer: the cards in play order (#4,3,2,1), then one face of the first, both "
                                 "faces of each middle card, one face of the last (T3, T4.1).",
        "make.legend.answer": "Answer: the cards in play order (#4,3,2,1), then one face of the first, both "
                              "faces of each middle card, one face of the last (T3, T4.1).",
        "table": "table", "variant": "variant", "target": "target", "total": "total",
        "combination": "combination", "combinations": "combinations",
        "feature.min_cards": "fewest cards", "feature.combinations": "combinations",
        "feature.effort": "chains tried (model)", "feature.greedy": "greedy player finds it",
        "highest.grade.1": "three cards make the highest total: fewer than 15 chains tried.",
        "highest.grade.2": "four cards make the highest total, and many chains of four work: 15 "
                           "to 28 chains tried.",
        "highest.grade.3": "few chains of four cards work, or five cards are needed: more than "
                           "28 chains tried.",
        "make.grade.1": "three cards make the total, and most chains of three work: at most 3 "
                        "chains tried.",
        "make.grade.2": "three cards make the total, but few chains of three work: 3 to 20 "
                        "chains tried.",
        "make.grade.3": "four cards are needed, and many chains of four work: 20 to 28 chains "
                        "tried.",
        "make.grade.4": "few chains of four cards work, or five cards are needed: more than 28 "
                        "chains tried.",
    },
    "fr": {
        "highest": "Totaux - la plus haute annonce",
        "make": "Totaux - atteindre le total",
        "highest.task": "Trouvez le plus grand total que vous pouvez annoncer (au moins 3 cartes).",
        "make.task": "Atteignez le total de la carte marquée avec le moins de cartes.",
        "highest.legend.question": "Chaque carte : deux faces de dé et son total ; #n est sa place sur la table ; "
                                   "35:24 signifie faces 3 et 5, total 24 (T1.3).",
        "make.legend.question": "Chaque carte : deux faces de dé et son total ; #n est sa place sur la table "
                                "(T1.3) ; \u25c6 marque la carte dont il faut atteindre le total.",
        "highest.legend.answer": "Réponse : les cartes dans l'ordre joué (#4,3,2,1), puis une face de la première, "
                                 "les deux de chaque carte du milieu, une de la dernière (T3, T4.1).",
        "make.legend.answer": "Réponse : les cartes dans l'ordre joué (#4,3,2,1), puis une face de la première, "
                              "les deux de chaque carte du milieu, une de la dernière (T3, T4.1).",
        "table": "table", "variant": "variante", "target": "cible", "total": "total",
        "combination": "combinaison", "combinations": "combinaisons",
        "feature.min_cards": "cartes au minimum", "feature.combinations": "combinaisons",
        "feature.effort": "chaînes essayées (modèle)",
        "feature.greedy": "trouvée par un joueur glouton",
        "highest.grade.1": "trois cartes font le plus haut total : moins de 15 chaînes essayées.",
        "highest.grade.2": "il faut quatre cartes pour le plus haut total, et beaucoup de "
                           "chaînes de quatre marchent : 15 à 28 chaînes essayées.",
        "highest.grade.3": "peu de chaînes de quatre cartes marchent, ou il en faut cinq : plus "
                           "de 28 chaînes essayées.",
        "make.grade.1": "trois cartes font le total, et la plupart des chaînes de trois "
                        "marchent : 3 chaînes essayées au plus.",
        "make.grade.2": "trois cartes font le total, mais peu de chaînes de trois marchent : 3 "
                        "à 20 chaînes essayées.",
        "make.grade.3": "il faut quatre cartes, et beaucoup de chaînes de quatre marchent : 20 "
                        "à 28 chaînes essayées.",
        "make.grade.4": "peu de chaînes de quatre cartes marchent, ou il en faut cinq : plus de "
                        "28 chaînes essayées.",
    },
}
"""Printed words of Totaux puzzles (generators/labels.py adds the shared ones)."""


@dataclass(frozen=True)
class TableQuestion:
    """What the puzzle shows: the table (T2.1), the variant (T3.3/T3.4) and, for "make", the
    position of the card whose total is to be reached."""

    table: tuple[Card, ...]
    variant: str
    target_position: int | None = None

    def to_json(self) -> dict:
        out: dict[str, Any] = {"table": [str(c) for c in self.table], "variant": self.variant}
        if self.target_position is not None:
            out["target_position"] = self.target_position
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> TableQuestion:
        table = parse_table(field(obj, "table"))
        target = field(obj, "target_position", None)
        if target is not None and not (isinstance(target, int) and 1 <= target <= len(table)):
            raise InputError(ERRORS.said("target_position", key="target_position",
                                         value=repr(target)))
        return cls(table, parse_variant(field(obj, "variant", "chain")), target)

    def text(self, words: Mapping[str, str]) -> str:
        """The table in the game's notation (T1.3), on one line."""
        line = f"{words['table']} {format_table(self.table)}"
        if self.target_position is not None:
            line += (f" | {words['target']}{words['colon']} #{self.target_position} "
                     f"({self.table[self.target_position - 1]})")
        if self.variant != "chain":
            line += f" | {words['variant']} {self.variant}"
        return line


@dataclass(frozen=True)
class TotalAnswer:
    """The card reached (its total and position), the fewest cards, how many combinations
    reach it (T3.7) and one of them: its positions and written calculation (T4)."""

    total: int
    position: int
    min_cards: int
    combinations: int | None
    positions: tuple[int, ...]
    calc: Calc

    def to_json(self) -> dict:
        return {"total": self.total, "position": self.position, "min_cards": self.min_cards,
                "combinations": self.combinations, "positions": list(self.positions),
                "calc": str(self.calc)}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> TotalAnswer:
        return cls(field(obj, "total"), field(obj, "position"), field(obj, "min_cards"),
                   field(obj, "combinations"), tuple(field(obj, "positions")),
                   parse_calc(field(obj, "calc")))

    @classmethod
    def of(cls, result: CardResult) -> TotalAnswer:
        if result.min_cards is None or result.example is None:
            raise ValueError(f"card {result.position} is not reached: no answer")
        return cls(result.card.total, result.position, result.min_cards, result.count,
                   result.example.positions, result.example.calc)

    def text(self, words: Mapping[str, str]) -> str:
        """The answer with its full calculation (T4.1)."""
        if self.combinations is None:
            raise ValueError("combinations past int64 have no words")
        return (f"{words['total']} {self.total}, "
                f"{count_phrase(self.min_cards, 'card', 'cards', words)}"
                f" #{','.join(map(str, self.positions))}{words['colon']} {self.calc} "
                f"({count_phrase(self.combinations, 'combination', 'combinations', words)})")


@dataclass
class TotalPuzzles:
    """A Totaux puzzle kind ("highest" or "make") dealing 6 cards from `deck`."""

    deck: Deck
    name: str = "highest"
    variant: str = "chain"
    game: str = "totaux"

    def deal(self, rng: random.Random) -> tuple:
        table = draw_table(self.deck, rng)
        return table, rng.randrange(DEAL_SIZE) + 1

    def is_unique(self, puzzle: Puzzle) -> bool:
        """Exactly one combination with the fewest cards reaches the answer's card, so the
        answer is the one optimal answer (longer combinations are not answers, T5.1)."""
        answer = shown_as(puzzle.answer, TotalAnswer)
        shortest = combinations(shown_as(puzzle.question, TableQuestion).table, self.variant,
                                last_position=answer.position, cards=answer.min_cards)
        return sum(1 for _ in itertools.islice(shortest, 2)) == 1

    @property
    def bands(self) -> EffortBands:
        return BANDS[self.name]

    def assess(self, candidates: list[tuple], within: tuple[int, int] = (1, 5)
               ) -> Iterator[Puzzle | None]:
        solutions = solve_many([table for table, _ in candidates], self.variant)
        for (table, target), solution in zip(candidates, solutions):
            yield self._puzzle(table, target, solution, within)

    def _puzzle(self, table, target: int, solution: Solution, within: tuple[int, int]
                ) -> Puzzle | None:
        if self.name == "highest":
            best = solution.best_total
            if best is None:
                return None
            result = solution.example_for(best)
            if result is None or result.min_cards is None:
                raise ValueError(f"the best total {best} is reached by no card")
            question = TableQuestion(tuple(table), self.variant)
        else:
            result = solution.by_card[target - 1]
            if result.min_cards is None:
                return None
            question = TableQuestion(tuple(table), self.variant, target)
        reach = difficulty.Reach(question.table, self.variant)
        plan = self._plan(question, solution, reach, self.bands.ceiling(within))
        effort = difficulty.effort(plan)
        grade = self.bands.grade(effort)
        if not within[0] <= grade <= within[1]:
            return None
        aimed = plan.group
        fewest = result.min_cards if self.name == "make" else None
        greedy = difficulty.greedy(question.table, self.variant, aimed, fewest, reach)
        features = {"min_cards": result.min_cards, "combinations": result.count,
                    "effort": round(effort, 1), "greedy": round(greedy, 2)}
        return Puzzle(self.name, grade, features, question, TotalAnswer.of(result))

    def _plan(self, question: TableQuestion, solution: Solution, reach: difficulty.Reach,
              ceiling: float = math.inf) -> difficulty.Plan:
        fewest = [r.min_cards for r in solution.by_card]
        return difficulty.plan(question.table, self.variant, self.name,
                               question.target_position, fewest, reach, ceiling)

    def candidate_of(self, question: Mapping[str, Any]) -> tuple:
        shown = TableQuestion.from_json(question)
        return shown.table, shown.target_position or 1

    def attempt(self, puzzle: Puzzle, rng: random.Random) -> Attempt:
        question = shown_as(puzzle.question, TableQuestion)
        reach = difficulty.Reach(question.table, self.variant)
        solution = solve_many([question.table], self.variant)[0]
        run = difficulty.search(self._plan(question, solution, reach), reach, rng)
        return Attempt(run.effort, str(run.calc))


def highest(deck: Deck, variant: str = "chain") -> TotalPuzzles:
    """The "highest" kind: the best announcement of 6 dealt cards (T5.2)."""
    return TotalPuzzles(deck, "highest", variant)


def make(deck: Deck, variant: str = "chain") -> TotalPuzzles:
    """The "make" kind: reach a marked card's total with the fewest cards (T5.1)."""
    return TotalPuzzles(deck, "make", variant)


KINDS = {"highest": highest, "make": make}
"""Totaux's puzzle kinds: name -> kind(deck, **options)."""
