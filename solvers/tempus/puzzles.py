"""Professor Tempus "best move" puzzles: a 2-player position late in a round, hands open; find
the move that ends the round (P4.1) with the most hourglasses in front of you compared with the
opponent (P4.2), when it beats every other move by a margin of hourglasses.

A candidate is dealt from the 63 cards (P2.1) and played at random until 2 to 6 moves are left
in the round; the exact solver values every legal move. Candidates whose best move does not beat
every other by at least one hourglass are not puzzles.

Difficulty model (measured by the solver on every candidate; see generators/README.md):
  points = moves left - 2                (depth: 0..4)
         + 3 if the greedy move is wrong  (no move of the best immediate gain, bots.gains, is best)
         + 2 if the margin is 1, 1 if it is 2
         + 1 if there are 12 legal moves or more
  grade  = 1 for points <= 1, 2 for 2-4, 3 for 5-6, 4 for 7-8, 5 for 9 or more.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.puzzle_set import Puzzle, shown_as
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field, parse_int
from deckmath.solvers.tempus.bots import gains
from deckmath.solvers.tempus.deck import Deck, random_position
from deckmath.solvers.tempus.model import (
    ALL_CARDS, DECK_SIZE, HOURGLASS_MAX, Card, Move, Position, parse_card, parse_move,
    position_from_json,
)
from deckmath.solvers.tempus.solve import solve

PLIES_MIN, PLIES_MAX = 2, 6
"""Moves left in the round in a puzzle (1 to 3 cards to play each)."""

MANY_MOVES = 12
"""Legal moves from which a position counts as having many choices."""

GRADE_FLOOR = ((9, 5), (7, 4), (5, 3), (2, 2), (0, 1))
"""(least points, grade), highest first."""

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
        "feature.margin": "margin", "feature.greedy_wrong": "greedy move loses",
        "feature.points": "points",
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
        "feature.margin": "écart", "feature.greedy_wrong": "le coup glouton perd",
        "feature.points": "points",
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
            raise InputError("question hourglasses must be an object {\"R3\": 1, ...}")
        counts = {}
        for token, count in table.items():
            value = parse_int(count, f"hourglasses of {token}")
            if not 0 <= value <= HOURGLASS_MAX:
                raise InputError(f"hourglasses of {token} must be 0..{HOURGLASS_MAX} (P1.1)")
            counts[parse_card(token)] = value
        full = [counts.get(c, 0) for c in ALL_CARDS]
        question = cls.of(position, tuple(full))
        if dict(question.hourglasses).keys() != counts.keys():
            raise InputError("question hourglasses must list exactly the cards of the position")
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


def points(plies: int, greedy_wrong: bool, margin: int, moves: int) -> int:
    """The difficulty points of the module's model."""
    closeness = 2 if margin == 1 else 1 if margin == 2 else 0
    return plies - PLIES_MIN + 3 * greedy_wrong + closeness + (moves >= MANY_MOVES)


def grade_of(score: int) -> int:
    return next(grade for floor, grade in GRADE_FLOOR if score >= floor)


def greedy_wrong(position: Position, hourglasses: tuple[int, ...], best: Move) -> bool:
    """No move of the best immediate gain (bots.gains: hourglasses added in front of the mover,
    then the fewest added in front of the opponent) is the best move."""
    scored = gains(position, hourglasses)
    top = max((mine, -theirs) for _, mine, theirs in scored)
    return best not in [m for m, mine, theirs in scored if (mine, -theirs) == top]


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

    def assess(self, candidates: list[Position]) -> list[Puzzle | None]:
        return [self.assess_one(p) for p in candidates]

    def assess_one(self, position: Position) -> Puzzle | None:
        hourglasses = self.deck.hourglasses
        solution = solve(position, self.deck, all_moves=True)
        if solution.moves is None or len(solution.moves) < 2:
            return None
        (best, value), (_, second) = solution.moves[0], solution.moves[1]
        margin = value - second
        if margin < 1:
            return None
        wrong = greedy_wrong(position, hourglasses, best)
        plies = position.plies_left
        score = points(plies, wrong, margin, len(solution.moves))
        features = {"moves_left": plies, "legal_moves": len(solution.moves), "margin": margin,
                    "greedy_wrong": wrong, "points": score}
        return Puzzle(self.name, grade_of(score), features,
                      BestQuestion.of(position, hourglasses), BestAnswer(best, value, margin))


KINDS = {"best": Best}
"""Tempus's puzzle kinds: name -> kind(deck, **options)."""
