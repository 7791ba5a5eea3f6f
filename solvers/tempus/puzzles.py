"""Professor Tempus "best move" puzzles: a 2-player position late in a round, hands open; find
the move that ends the round (P4.1) with the most hourglasses in front of you compared with the
opponent (P4.2), when it beats every other move by a margin of hourglasses.

A candidate is dealt from the 63 cards (P2.1) and played at random until 2 to 6 moves are left
in the round; the exact solver values every legal move. Candidates whose best move does not beat
every other by at least one hourglass are not puzzles.

The grade is the band (BANDS) of the effort a person takes to find the best move, in the
model of difficulty.py; what each grade means is said in WORDS (`best.grade.N`), which
`deckmath tempus generate --help` and the answer key print.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.puzzle_set import Attempt, EffortBands, Puzzle, shown_as
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field, parse_int
from deckmath.solvers.tempus import difficulty
from deckmath.solvers.tempus.deck import Deck, random_position
from deckmath.solvers.tempus.model import (
    ALL_CARDS, DECK_SIZE, HOURGLASS_MAX, Card, Move, Position, parse_card, parse_move,
    position_from_json,
)
from deckmath.solvers.tempus.solve import solve
from deckmath.solvers.tempus.words import ERRORS

PLIES_MIN, PLIES_MAX = 2, 6
"""Moves left in the round in a puzzle (1 to 3 cards to play each)."""

BANDS = EffortBands((40.0, 150.0, 600.0, 1200.0), cap=1200.0)
"""The grades as bands of the person model's effort (difficulty.py): calibrated on seeds apart
from those of the evidence, docs/grades/tempus.md. The model stops counting at the last floor:
a grade-5 puzzle takes 1,200 positions or more (reading further in plain Python would make a
grade-5 sheet slower than the solver alone)."""

WORDS = {
    "en": {
        "best": "Professor Tempus - best move",
        "best.task": "Two players, hands open: find the move that ends the round furthest ahead in hourglasses.",
        "best.legend.question": "Cards: R red (plain), M mauve (striped), J Joker (dotted), the value, its "
                                "hourglasses below (P1.4); holders: owner, + up or - down (P3.1).",
        "best.legend.answer": "Answer: open + R5 (a free holder, going up), capture 2 M7 (on holder 2, taking "
                              "it), dump 1 M12 (under holder 1) (P3.1-P3.3).",
        "player": "player", "to_move": "to move", "hand": "hand", "holder": "holder", "seat": "P",
        "free": "free", "value": "value", "margin": "beats every other move by",
        "hourglass": "hourglass", "hourglasses": "hourglasses",
        "move.open": "open", "move.capture": "capture", "move.dump": "dump", "move.bury": "bury",
        "feature.moves_left": "moves left", "feature.legal_moves": "legal moves",
        "feature.margin": "margin", "feature.effort": "positions read (model, up to 1,200)",
        "feature.greedy": "greedy move is best",
        "best.grade.1": "two moves left, one each: fewer than 40 positions to read; the greedy "
                        "move is often right.",
        "best.grade.2": "three moves left: 40 to 150 positions to read.",
        "best.grade.3": "three or four moves left: 150 to 600 positions to read.",
        "best.grade.4": "four moves left and many choices: 600 to 1,200 positions to read.",
        "best.grade.5": "five or six moves left: 1,200 positions to read or more.",
    },
    "fr": {
        "best": "Professor Tempus - meilleur coup",
        "best.task": "Deux joueurs, mains visibles : quel coup finit la manche avec le plus d'avance en sabliers ?",
        "best.legend.question": "Cartes : R rouge (unie), M mauve (rayée), J joker (à points), la valeur, ses "
                                "sabliers dessous (P1.4) ; porte-cartes : joueur, + monte, - descend (P3.1).",
        "best.legend.answer": "Réponse : ouvrir + R5 (porte-cartes libre, montant), prendre 2 M7 (sur le 2, qu'on "
                              "prend), déposer 1 M12 (sous le 1) (P3.1-P3.3).",
        "player": "joueur", "to_move": "joue", "hand": "main", "holder": "porte-cartes", "seat": "J",
        "free": "libre", "value": "valeur", "margin": "bat tout autre coup de",
        "hourglass": "sablier", "hourglasses": "sabliers",
        "move.open": "ouvrir", "move.capture": "prendre", "move.dump": "déposer",
        "move.bury": "enterrer",
        "feature.moves_left": "coups restants", "feature.legal_moves": "coups possibles",
        "feature.margin": "écart", "feature.effort": "positions lues (modèle, jusqu'à 1 200)",
        "feature.greedy": "le coup glouton est le meilleur",
        "best.grade.1": "deux coups restants, un chacun : moins de 40 positions à lire ; le "
                        "coup glouton est souvent le bon.",
        "best.grade.2": "trois coups restants : 40 à 150 positions à lire.",
        "best.grade.3": "trois ou quatre coups restants : 150 à 600 positions à lire.",
        "best.grade.4": "quatre coups restants et beaucoup de choix : 600 à 1 200 positions à "
                        "lire.",
        "best.grade.5": "cinq ou six coups restants : 1 200 positions à lire ou plus.",
    },
}
"""Printed words of Tempus puzzles (generators/labels.py adds the shared ones)."""


def _hourglass_table(position: Position, hourglasses: tuple[int, ...]) -> tuple[tuple[Card, int], ...]:
    cards = [c for hand in position.hands for c in hand]
    cards += [c for s in position.holders if s is not None for c in s.cards]
    return tuple((c, hourglasses[c.index]) for c in sorted(cards))


@dataclass(frozen=True)
class BestQuestion:
    """What the puzzle shows: the position and the hourglasses of the cards in it (P1.2)."""

    position: Position
    hourglasses: tuple[tuple[Card, int], ...]

    @classmethod
    def of(cls, position: Position, hourglasses: tuple[int, ...]) -> BestQuestion:
        return cls(position, _hourglass_table(position, hourglasses))

    def deck_hourglasses(self) -> tuple[int, ...]:
        """The 63 cards' hourglasses as a solver reads them (cards not in the puzzle: 0)."""
        counts = [0] * DECK_SIZE
        for card, count in self.hourglasses:
            counts[card.index] = count
        return tuple(counts)

    def count(self, card: Card) -> int:
        return dict(self.hourglasses)[card]

    def to_json(self) -> dict:
        return {"position": self.position.to_json(),
                "hourglasses": {str(c): h for c, h in self.hourglasses}}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> BestQuestion:
        position = position_from_json(field(obj, "position"))
        table = field(obj, "hourglasses")
        if not isinstance(table, Mapping):
            raise InputError(ERRORS.said("question.not_object"))
        counts = {}
        for token, count in table.items():
            value = parse_int(count, ERRORS.said("what.hourglasses_of", card=token))
            if not 0 <= value <= HOURGLASS_MAX:
                raise InputError(ERRORS.said("question.count", card=token, limit=HOURGLASS_MAX))
            counts[parse_card(token)] = value
        full = [counts.get(c, 0) for c in ALL_CARDS]
        question = cls.of(position, tuple(full))
        if dict(question.hourglasses).keys() != counts.keys():
            raise InputError(ERRORS.said("question.cards"))
        return question

    def text(self, words: Mapping[str, str]) -> str:
        """The position on one line: who is to move, both hands and the three holders, every
        card with its hourglasses in brackets (P1.4)."""
        p = self.position
        count = dict(self.hourglasses)

        def cards(seq: tuple[Card, ...]) -> str:
            return " ".join(f"{c}[{count[c]}]" for c in seq)

        colon = words["colon"]
        parts = [f"{words['player']} {p.to_move} {words['to_move']}"]
        parts += [f"{words['hand']} {i}{colon} {cards(h)}" for i, h in enumerate(p.hands, start=1)]
        for i, s in enumerate(p.holders, start=1):
            shown = words["free"] if s is None else (
                f"{words['player']} {s.owner} {s.direction} {cards(s.cards)}")
            parts.append(f"{words['holder']} {i}{colon} {shown}")
        return " | ".join(parts)


@dataclass(frozen=True)
class BestAnswer:
    """The best move, its value (P4.2: hourglasses in front of the mover minus the opponent's at
    the end of the round) and by how much it beats every other move."""

    best_move: Move
    value: int
    margin: int

    def to_json(self) -> dict:
        return {"best_move": str(self.best_move), "value": self.value, "margin": self.margin}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> BestAnswer:
        return cls(parse_move(field(obj, "best_move")), parse_int(field(obj, "value"), "value"),
                   parse_int(field(obj, "margin"), "margin"))

    def text(self, words: Mapping[str, str]) -> str:
        unit = words["hourglass"] if self.margin == 1 else words["hourglasses"]
        return (f"{move_text(self.best_move, words)} ({words['value']} {self.value:+d}"
                f"{words['semicolon']} {words['margin']} {self.margin} {unit})")


def move_text(move: Move, words: Mapping[str, str]) -> str:
    """A move in the notation of P3 with its verb in the sheet's language (`dump 1 M12`,
    `déposer 1 M12`)."""
    verb, rest = str(move).split(" ", 1)
    return f"{words['move.' + verb]} {rest}"


@dataclass
class Best:
    """The puzzle kind: 2-player positions dealt from the 63 cards, graded with `deck`'s
    hourglasses."""

    deck: Deck
    game: str = "tempus"
    name: str = "best"

    def deal(self, rng: random.Random) -> Position:
        return random_position(self.deck, rng, 2, rng.randint(PLIES_MIN, PLIES_MAX))

    def is_unique(self, puzzle: Puzzle) -> bool:
        """Every best-move puzzle has exactly one best move (its margin is at least 1)."""
        return shown_as(puzzle.answer, BestAnswer).margin >= 1

    @property
    def bands(self) -> EffortBands:
        return BANDS

    def assess(self, candidates: list[Position], within: tuple[int, int] = (1, 5)
               ) -> Iterator[Puzzle | None]:
        for p in candidates:
            yield self.assess_one(p, within)

    def assess_one(self, position: Position, within: tuple[int, int] = (1, 5)
                   ) -> Puzzle | None:
        hourglasses = self.deck.hourglasses
        solution = solve(position, self.deck, all_moves=True)
        if solution.moves is None or len(solution.moves) < 2:
            return None
        (best, value), (_, second) = solution.moves[0], solution.moves[1]
        margin = value - second
        if margin < 1:
            return None
        effort = difficulty.effort(position, hourglasses, BANDS.ceiling(within))
        grade = BANDS.grade(effort)
        if not within[0] <= grade <= within[1]:
            return None
        features = {"moves_left": position.plies_left, "legal_moves": len(solution.moves),
                    "margin": margin, "effort": int(effort),
                    "greedy": round(difficulty.greedy(position, hourglasses, best), 2)}
        return Puzzle(self.name, grade, features,
                      BestQuestion.of(position, hourglasses), BestAnswer(best, value, margin))

    def candidate_of(self, question: Mapping[str, Any]) -> Position:
        return BestQuestion.from_json(question).position

    def attempt(self, puzzle: Puzzle, rng: random.Random) -> Attempt:
        question = shown_as(puzzle.question, BestQuestion)
        run = difficulty.search(question.position, question.deck_hourglasses(), rng)
        return Attempt(run.effort, str(run.move))


KINDS = {"best": Best}
"""Tempus's puzzle kinds: name -> kind(deck, **options)."""
