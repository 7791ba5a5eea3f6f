"""Plain-Python twin of the Tempus kernel (rules P3, P4.1, P4.2): minimax on model positions,
slow and obvious, for tests and benchmarks.

Every move comes from rules.legal_moves and every state change from rules.apply_move; a
position's value is scored for the root player as rules.round_value says (2 players: their
hourglasses minus the opponent's; 3 to 5: theirs, against opponents who minimise them). No
pruning: each position's exact value is remembered (a dict keyed by the position) so that the
same position reached in another order is not searched twice.
"""
from __future__ import annotations

from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import apply_move, legal_moves, round_value


def move_values(position: Position, hourglasses: tuple[int, ...]) -> dict[Move, int]:
    """The exact value of every legal move for the player to move (the root player)."""
    root = position.to_move
    memo: dict[tuple, int] = {}

    def value(p: Position) -> int:
        if p.over:
            return round_value(p, hourglasses, root)
        key = state(p, hourglasses)
        if key not in memo:
            children = [value(apply_move(p, m)) for m in legal_moves(p)]
            memo[key] = max(children) if p.to_move == root else min(children)
        return memo[key]

    return {m: value(apply_move(position, m)) for m in legal_moves(position)}


def state(position: Position, hourglasses: tuple[int, ...]) -> tuple:
    """What the rest of the round depends on (module docstring)."""
    series = tuple(None if s is None else (
        s.owner, s.direction, s.top, sum(hourglasses[c.index] for c in s.cards))
        for s in position.holders)
    return position.to_move, position.hands, series


def solve(position: Position, hourglasses: tuple[int, ...]) -> tuple[int, Move | None, dict[Move, int]]:
    """(value, best move, every move's value): the best move is the first in canonical order
    among those of the highest value; a finished round has no move and its value as it stands."""
    values = move_values(position, hourglasses)
    if not values:
        return round_value(position, hourglasses, position.to_move), None, {}
    best = max(sorted(values, key=lambda m: m.order), key=lambda m: values[m])
    return values[best], best, values
