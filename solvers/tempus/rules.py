"""The rules of a turn (P3) and of a round's end (P4.1, P4.2) on model positions: which moves are
legal, why a move is not, what a move does, and the hourglasses in front of each player.

Every state change of the checker, the reference twin, the engine and the bots goes through
`apply_move`; the numba kernel implements the same rules on arrays and is tested against this
module through the twin (reference.py).
"""
from __future__ import annotations

from operator import attrgetter

from deckmath.solvers.tempus.model import DIRECTIONS, Card, Move, Position, Series

_INDEX = attrgetter("index")

REASONS = ("round-over", "not-in-hand", "must-bury", "no-free-holder", "no-such-series",
           "own-series", "wrong-direction", "wrong-colour", "cannot-bury")
"""Reason codes of the checker, in the order a move is examined: the round is over (P4.1), the
card is not in the mover's hand, a bury is forced (P3.4), opening needs a free holder (P3.1), a
capture or dump needs a series (P3.2, P3.3) in front of an opponent, a capture follows the
direction strictly and the colour (P3.2), and a bury is only allowed when forced (P3.4)."""


def mover(position: Position) -> int:
    """The player to move, 1-based."""
    return position.to_move


def free_holder(position: Position) -> int | None:
    """The lowest-numbered free holder, 1-based (P3.1), or None."""
    return next((i for i, s in enumerate(position.holders, start=1) if s is None), None)


def must_bury(position: Position) -> bool:
    """P3.4: no holder is free and all three series are in front of the player to move."""
    return all(s is not None and s.owner == position.to_move for s in position.holders)


def capture_reason(card: Card, series: Series) -> str | None:
    """Why `card` may not be played on `series` (P3.2), or None when it may: it follows the
    direction strictly and matches the series colour, except that a Joker goes on any colour, a
    Joker goes on a red or mauve card of its value, a red or mauve card goes on a Joker of its
    value, and on a Joker (colourless) any card following the direction goes."""
    top = series.top
    if card.value == top.value:
        return None if card.is_joker != top.is_joker else "wrong-direction"
    follows = card.value > top.value if series.direction == "+" else card.value < top.value
    if not follows:
        return "wrong-direction"
    if card.is_joker or top.is_joker or card.colour == top.colour:
        return None
    return "wrong-colour"


def move_reason(position: Position, move: Move) -> str | None:
    """The first rule `move` breaks in `position` (REASONS, in that order), or None if legal."""
    if position.over:
        return "round-over"
    if move.card not in position.hand:
        return "not-in-hand"
    forced = must_bury(position)
    if forced and move.kind != "bury":
        return "must-bury"
    if move.kind == "open":
        return None if free_holder(position) is not None else "no-free-holder"
    if move.kind == "bury":
        return None if forced else "cannot-bury"
    series = position.holders[move.target - 1]
    if series is None:
        return "no-such-series"
    if series.owner == position.to_move:
        return "own-series"
    return capture_reason(move.card, series) if move.kind == "capture" else None


def series_at(position: Position, holder: int) -> Series:
    """The series on `holder` (1..3), which a capture or dump plays on; ValueError if none."""
    series = position.holders[holder - 1]
    if series is None:
        raise ValueError(f"holder {holder} holds no series")
    return series


def legal_moves(position: Position) -> list[Move]:
    """Every legal move once (P3), in canonical order (Move.order)."""
    if position.over:
        return []
    hand = position.hand
    if must_bury(position):
        return [Move("bury", card) for card in hand]
    moves: list[Move] = []
    if free_holder(position) is not None:
        moves += [Move("open", card, None, d) for card in hand for d in DIRECTIONS]
    theirs = [(i, s) for i, s in enumerate(position.holders, start=1)
              if s is not None and s.owner != position.to_move]
    moves += [Move("capture", card, i) for i, s in theirs for card in hand
              if capture_reason(card, s) is None]
    moves += [Move("dump", card, i) for i, s in theirs for card in hand]
    return moves


def apply_move(position: Position, move: Move) -> Position:
    """The position after a legal move (P3): the card leaves the mover's hand and the turn
    passes on. Open takes the lowest free holder in front of the mover (P3.1); capture puts the
    card on top and the series in front of the mover (P3.2); dump puts it under the series, whose
    owner keeps it (P3.3); bury puts it under the draw pile (P3.4), which a position does not
    hold (the engine does)."""
    who = position.to_move
    hands = list(position.hands)
    hand = hands[who - 1]
    at = hand.index(move.card)
    hands[who - 1] = hand[:at] + hand[at + 1:]
    holders = list(position.holders)
    if move.kind == "open":
        free = free_holder(position)
        if free is None or move.direction is None:
            raise ValueError(f"{move} opens no series here: no free holder or no direction")
        holders[free - 1] = Series(who, move.direction, (move.card,))
    elif move.kind == "capture":
        s = series_at(position, move.target)
        holders[move.target - 1] = Series(who, s.direction, s.cards + (move.card,))
    elif move.kind == "dump":
        s = series_at(position, move.target)
        holders[move.target - 1] = Series(s.owner, s.direction, (move.card,) + s.cards)
    return Position.trusted(position.players, who % position.players + 1, tuple(hands),
                            tuple(holders))


def hourglasses_in_front(position: Position, hourglasses: tuple[int, ...]) -> list[int]:
    """Hourglasses on the cards of the series in front of each player (P4.2), player 1 first."""
    front = [0] * position.players
    count = hourglasses.__getitem__
    for s in position.holders:
        if s is not None:
            front[s.owner - 1] += sum(map(count, map(_INDEX, s.cards)))
    return front


def round_value(position: Position, hourglasses: tuple[int, ...], root: int) -> int:
    """What the solver scores for player `root` (1-based) when the round ends (P4.1, P4.2):
    with 2 players, the hourglasses in front of `root` minus those in front of the opponent;
    with 3 to 5, the hourglasses in front of `root` (paranoid search)."""
    front = hourglasses_in_front(position, hourglasses)
    if position.players == 2:
        return front[root - 1] - front[2 - root]
    return front[root - 1]
