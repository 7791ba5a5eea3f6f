"""A model of a person solving a Professor Tempus "best move" puzzle, which the grades are
calibrated on. It uses the rules of a turn and a round's end (rules.py: P3, P4.1, P4.2) and the
immediate gains the greedy bot sees (bots.gains), and none of the solver's figures.

Search effort: a person reads the rest of the round ahead, depth first, trying moves in a
natural order: the move that puts the most hourglasses in front of the mover first, then the
one that gives the opponent the fewest (the greedy bot's order, ties in the rules' order), and
answering each of their own moves with the opponent's best reply in the same order. They drop
a line of play as soon as a reply shows it cannot beat the best move found so far (alpha-beta
cut-offs, as a player says "no: then they capture my series"). The effort is the number of
positions examined (moves imagined) until the best move is established; `search` runs the
same person breaking ties at random (a seeded `rng`) and returns the move it chose, which the
checker accepts.

The search reads positions in a compact form (`Compact`: hands as card indices, each series as
its owner, direction, top card and hourglasses) whose moves and their effects are those of
rules.py (legal_moves, apply_move, round_value) and of bots.gains, which the tests hold it to;
a position met again with the same bounds (two moves of a player in either order) is not
searched twice when ties keep the rules' order, and counts what it cost the first time: the
person reads it again, the same way.

Greedy player: plays a move of the best immediate gain (the greedy bot); `greedy` is the
probability, over its random choice among equal gains, that this is the best move.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from deckmath.solvers.tempus.bots import gains
from deckmath.solvers.tempus.model import (
    DIRECTIONS, Card, Move, Position, Series,
)
from deckmath.solvers.tempus.rules import capture_reason

INFINITY = 10**9

Holder = tuple[int, str, int, int] | None
"""A series as the search reads it: (owner, direction, top card index, hourglasses on it)."""
State = tuple[int, tuple[tuple[int, ...], ...], tuple[Holder, ...]]
"""(player to move, every hand as card indices, the three holders)."""
Compact = tuple[int, int, int, int]
"""A move: (kind: 0 open, 1 capture, 2 dump, 3 bury; card index; holder 1..3 or 0;
direction 0 for +, 1 for -)."""

KINDS = ("open", "capture", "dump", "bury")


@lru_cache(maxsize=None)
def _captures(card: int, top: int, direction: str) -> bool:
    """Whether `card` may be played on a series of that top card and direction (P3.2)."""
    return capture_reason(Card(card), Series(1, direction, (Card(top),))) is None


def compact(position: Position, hourglasses: tuple[int, ...]) -> State:
    holders = tuple(None if s is None else
                    (s.owner, s.direction, s.top.index, sum(hourglasses[c.index] for c in s.cards))
                    for s in position.holders)
    return (position.to_move, tuple(tuple(c.index for c in hand) for hand in position.hands),
            holders)


def _moves(state: State, hourglasses: tuple[int, ...]) -> list[tuple[Compact, int, int]]:
    """The mover's legal moves in the rules' order (rules.legal_moves), each with the
    hourglasses it adds in front of the mover and of the opponents (bots.gains)."""
    mover, hands, holders = state
    hand = hands[mover - 1]
    free = False
    theirs = []
    for i, h in enumerate(holders, start=1):
        if h is None:
            free = True
        elif h[0] != mover:
            theirs.append((i, h))
    if not free and not theirs:
        return [((3, c, 0, 0), 0, 0) for c in hand]
    out: list[tuple[Compact, int, int]] = []
    if free:
        for c in hand:
            g = hourglasses[c]
            out.append(((0, c, 0, 0), g, 0))
            out.append(((0, c, 0, 1), g, 0))
    for i, (_, direction, top, total) in theirs:
        out += [((1, c, i, 0), total + hourglasses[c], -total) for c in hand
                if _captures(c, top, direction)]
    for i, _ in theirs:
        out += [((2, c, i, 0), 0, hourglasses[c]) for c in hand]
    return out


def _after(state: State, move: Compact, hourglasses: tuple[int, ...]) -> State:
    """The state after a legal move (rules.apply_move)."""
    mover, hands, holders = state
    kind, card, target, direction = move
    hand = hands[mover - 1]
    at = hand.index(card)
    rest = hand[:at] + hand[at + 1:]
    new_hands = (rest, hands[1]) if mover == 1 else (hands[0], rest)
    if kind == 3:
        return (mover % 2 + 1, new_hands, holders)
    changed = list(holders)
    if kind == 0:
        free = holders.index(None)
        changed[free] = (mover, DIRECTIONS[direction], card, hourglasses[card])
    else:
        h = holders[target - 1]
        assert h is not None
        if kind == 1:
            changed[target - 1] = (mover, h[1], card, h[3] + hourglasses[card])
        else:
            changed[target - 1] = (h[0], h[1], h[2], h[3] + hourglasses[card])
    return (mover % 2 + 1, new_hands, tuple(changed))


def _value(state: State, root: int) -> int:
    """Hourglasses in front of `root` minus the opponent's (rules.round_value, 2 players)."""
    front = [0, 0]
    for h in state[2]:
        if h is not None:
            front[h[0] - 1] += h[3]
    return front[root - 1] - front[2 - root]


def as_move(move: Compact) -> Move:
    kind, card, target, direction = move
    if kind == 0:
        return Move("open", Card(card), None, DIRECTIONS[direction])
    if kind == 3:
        return Move("bury", Card(card))
    return Move(KINDS[kind], Card(card), target)


@dataclass(frozen=True)
class Run:
    """One person's reading: positions examined, and the move found best with its value."""

    effort: int
    move: Move
    value: int


class _Spent(Exception):
    """The search has examined more positions than it was allowed."""


def search(position: Position, hourglasses: tuple[int, ...],
           rng: random.Random | None = None, budget: float = math.inf) -> Run:
    """Alpha-beta over the rest of the round in the natural order (module docstring): the
    positions examined and the best move, for the player to move. Past `budget` positions it
    stops: _Spent (effort() turns it into the budget). A move that ends the round is valued
    from its gains, without making the position it leads to."""
    root = position.to_move
    examined = 0
    memo: dict[tuple[State, int, int], tuple[int, int]] = {}
    orders: dict[State, list[tuple[Compact, int, int]]] = {}

    def ordered(at: State) -> list[tuple[Compact, int, int]]:
        order = orders.get(at) if rng is None else None
        if order is None:
            moves = _moves(at, hourglasses)
            if rng is not None:
                rng.shuffle(moves)
            order = orders[at] = sorted(moves, key=lambda m: (-m[1], m[2]))
        return order

    def value(at: State, alpha: int, beta: int, left: int, now: int) -> tuple[int, int]:
        """(minimax value within the bounds, positions examined below `at`), `left` moves
        to go and `now` the value for the root if the round ended here."""
        nonlocal examined
        key = (at, alpha, beta)
        known = memo.get(key) if rng is None else None
        if known is not None:
            examined += known[1]
            if examined > budget:
                raise _Spent
            return known
        maximising = at[0] == root
        sign = 1 if maximising else -1
        best = -INFINITY if maximising else INFINITY
        spent = 0
        for move, mine, theirs in ordered(at):
            spent += 1
            examined += 1
            if examined > budget:
                raise _Spent
            after = now + sign * (mine - theirs)
            if left == 1:
                found = after
            else:
                found, below = value(_after(at, move, hourglasses), alpha, beta, left - 1,
                                     after)
                spent += below
            if maximising:
                best = max(best, found)
                alpha = max(alpha, found)
            else:
                best = min(best, found)
                beta = min(beta, found)
            if alpha >= beta:
                break
        memo[key] = (best, spent)
        return best, spent

    start = compact(position, hourglasses)
    left = position.plies_left
    now = _value(start, root)
    chosen: Compact | None = None
    alpha = -INFINITY
    for move, mine, theirs in ordered(start):
        examined += 1
        after = now + mine - theirs
        found = after if left == 1 else value(_after(start, move, hourglasses), alpha, INFINITY,
                                              left - 1, after)[0]
        if found > alpha:
            alpha, chosen = found, move
    if chosen is None:
        raise ValueError("no legal move: not a puzzle")
    return Run(examined, as_move(chosen), alpha)


def effort(position: Position, hourglasses: tuple[int, ...], ceiling: float = math.inf
           ) -> float:
    """Positions examined by the person of the module docstring, ties in the rules' order;
    `ceiling` (at least it, short of the whole effort) once the search passes it."""
    try:
        return search(position, hourglasses, budget=ceiling).effort
    except _Spent:
        return ceiling


def greedy(position: Position, hourglasses: tuple[int, ...], best: Move) -> float:
    """The probability that the greedy player's move is `best`."""
    scored = gains(position, hourglasses)
    top = max((mine, -theirs) for _, mine, theirs in scored)
    choices = [move for move, mine, theirs in scored if (mine, -theirs) == top]
    return choices.count(best) / len(choices)
