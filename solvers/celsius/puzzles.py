"""Celsius "fewest cards" puzzles: a cold card, 2 or 4 hot cards and a 7-card hand (C4.1);
the answer is the best play (C4.3) and how many optimal plays exist (C4.5). The grade is the
band (BANDS) of the effort a person takes to find the answer, in the model of difficulty.py;
what each grade means is said in WORDS (`fewest.grade.N`), which `deckmath celsius generate
--help` and the answer key print. Positions where no hot card can be reached are not puzzles.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Attempt, EffortBands, Puzzle, shown_as
from deckmath.solvers.celsius import difficulty
from deckmath.solvers.celsius.deck import Deck, deal_position
from deckmath.solvers.celsius.model import (
    OperatorCard, PlayedCard, Position, format_hand, format_play, parse_hand, parse_play, trace,
)
from deckmath.solvers.celsius.solve import solve_many
from deckmath.solvers.notation import field

BANDS = EffortBands((5.0, 40.0, 150.0, 500.0))
"""The grades as bands of the person model's effort (difficulty.py): calibrated on seeds apart
from those of the evidence, docs/grades/celsius.md."""

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
        "feature.effort": "plays tried (model)", "feature.greedy": "greedy player finds it",
        "fewest.grade.1": "one card takes the cold card to a hot card.",
        "fewest.grade.2": "two cards, and many pairs work: found in fewer than 40 tries.",
        "fewest.grade.3": "two cards that few pairs reach, or three cards that many ways reach: "
                          "40 to 150 tries.",
        "fewest.grade.4": "three or four cards: 150 to 500 tries.",
        "fewest.grade.5": "four cards or more, or three that few ways reach: more than 500 "
                          "tries.",
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
        "solutions optimales", "feature.effort": "essais (modèle)",
        "feature.greedy": "trouvée par un joueur glouton",
        "fewest.grade.1": "une seule carte mène de la carte froide à une carte chaude.",
        "fewest.grade.2": "deux cartes, et beaucoup de paires marchent : trouvé en moins de "
                          "40 essais.",
        "fewest.grade.3": "deux cartes que peu de paires atteignent, ou trois cartes par "
                          "beaucoup de chemins : 40 à 150 essais.",
        "fewest.grade.4": "trois ou quatre cartes : 150 à 500 essais.",
        "fewest.grade.5": "quatre cartes ou plus, ou trois par peu de chemins : plus de 500 "
                          "essais.",
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

    @property
    def bands(self) -> EffortBands:
        return BANDS

    def assess(self, candidates: list[Position], within: tuple[int, int] = (1, 5)
               ) -> Iterator[Puzzle | None]:
        solutions = solve_many(candidates)
        ceiling = BANDS.ceiling(within)
        for position, solution in zip(candidates, solutions):
            if solution.min_cards is None or solution.target is None or solution.play is None:
                yield None
                continue
            effort = difficulty.effort(position, solution.target, ceiling)
            grade = BANDS.grade(effort)
            if not within[0] <= grade <= within[1]:
                yield None
                continue
            greedy = difficulty.greedy(position, solution.target, solution.min_cards)
            features = {"min_cards": solution.min_cards, "optimal_plays": solution.optimal_plays,
                        "effort": round(effort, 1), "greedy": round(greedy, 2)}
            question = FewestQuestion(position.cold, position.hot, position.hand)
            answer = FewestAnswer(solution.min_cards, solution.target, solution.play,
                                  trace(position.cold, solution.play), solution.optimal_plays)
            yield Puzzle(self.name, grade, features, question, answer)

    def candidate_of(self, question: Mapping[str, Any]) -> Position:
        return FewestQuestion.from_json(question).position

    def attempt(self, puzzle: Puzzle, rng: random.Random) -> Attempt:
        question = shown_as(puzzle.question, FewestQuestion)
        run = difficulty.search(question.position, shown_as(puzzle.answer, FewestAnswer).target,
                                rng)
        return Attempt(run.effort, format_play(run.play))


KINDS = {"fewest": Fewest}
"""Celsius's puzzle kinds: name -> kind(deck, **options)."""
