"""Players for whole games (engine.py): `random`, `greedy` and `solver` (issue 10).

Each bot sees what its player may see: its own hand, the series on the table, the score piles,
the hand sizes and the cards it buried itself; legal moves depend on nothing else (P3).

- random: a legal move drawn uniformly.
- greedy: the move with the best immediate hourglass gain (P4.2): the most hourglasses added in
  front of itself; among equals, the fewest added in front of the opponents (a capture takes
  theirs away, a dump gives them the card's); then a random one among the rest.
- solver: deals the cards it cannot see at random into the opponents' hands (their sizes are
  known), `samples` times, solves each sample with open hands (solve.solve, every move's value)
  and plays the move with the best total over the samples (canonical order breaks ties). Its
  work is bounded so that whole games stay quick: each sample's search stops after `nodes`
  nodes (iterative deepening keeps the deepest depth completed), so a decision costs at most
  samples x nodes nodes plus the first, 1- or 2-ply, iteration; a sample whose search reaches
  the end of the round within the budget is solved exactly.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import normalize, show
from deckmath.solvers.tempus.engine import Table
from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import apply_move, hourglasses_in_front, legal_moves

BOTS = ("random", "greedy", "solver")

SOLVER_SAMPLES = 4
"""Samples of the unseen cards per decision of the solver bot."""

SOLVER_NODES = 3_000
"""Node budget of each sample's search (see the module docstring)."""


def random_bot(rng: random.Random) -> Callable[[Table], Move]:
    def choose(table: Table) -> Move:
        return rng.choice(legal_moves(table.position))

    return choose


def gains(position: Position, hourglasses: tuple[int, ...]) -> list[tuple[Move, int, int]]:
    """Every legal move with the hourglasses it adds in front of the mover and in front of the
    opponents (negative when it takes them away), through the rules code (P3, P4.2)."""
    me = position.to_move - 1
    before = hourglasses_in_front(position, hourglasses)
    out = []
    for move in legal_moves(position):
        after = hourglasses_in_front(apply_move(position, move), hourglasses)
        mine = after[me] - before[me]
        theirs = sum(after) - after[me] - (sum(before) - before[me])
        out.append((move, mine, theirs))
    return out


def greedy_move(position: Position, hourglasses: tuple[int, ...], rng: random.Random) -> Move:
    """The greedy bot's choice (module docstring)."""
    scored = gains(position, hourglasses)
    best = max((mine, -theirs) for _, mine, theirs in scored)
    return rng.choice([m for m, mine, theirs in scored if (mine, -theirs) == best])


def greedy_bot(rng: random.Random) -> Callable[[Table], Move]:
    def choose(table: Table) -> Move:
        return greedy_move(table.position, table.deck.hourglasses, rng)

    return choose


def sample_position(table: Table, rng: random.Random) -> Position:
    """The table as the player to move might imagine it: the unseen cards dealt at random into
    the opponents' hands, each keeping its size."""
    p = table.position
    me = p.to_move
    unseen = table.unseen_by(me)
    rng.shuffle(unseen)
    hands = []
    for player, hand in enumerate(p.hands, start=1):
        if player == me:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(unseen[:len(hand)])))
            del unseen[:len(hand)]
    return Position(p.players, me, tuple(hands), p.holders)


def solver_move(table: Table, rng: random.Random, samples: int = SOLVER_SAMPLES,
                nodes: int = SOLVER_NODES) -> Move:
    """The solver bot's choice (module docstring)."""
    from deckmath.solvers.tempus.solve import solve

    moves = legal_moves(table.position)
    if len(moves) == 1:
        return moves[0]
    totals = {m: 0 for m in moves}
    for _ in range(samples):
        solution = solve(sample_position(table, rng), table.deck, all_moves=True, max_nodes=nodes)
        for move, value in solution.moves:
            totals[move] += value
    return max(moves, key=lambda m: totals[m])


def solver_bot(rng: random.Random) -> Callable[[Table], Move]:
    def choose(table: Table) -> Move:
        return solver_move(table, rng)

    return choose


MAKERS = {"random": random_bot, "greedy": greedy_bot, "solver": solver_bot}


def make_bot(name: str, rng: random.Random) -> Callable[[Table], Move]:
    """A bot by name (BOTS), drawing from `rng`."""
    if name not in MAKERS:
        raise InputError(f"unknown bot {show(name)}: choose from {', '.join(BOTS)}")
    return MAKERS[name](rng)


def parse_bots(text: str) -> list[str]:
    """A comma-separated list of bot names: `solver,greedy,random`."""
    names = [t.strip().lower() for t in normalize(text).split(",") if t.strip()]
    if not names:
        raise InputError("give at least one bot: random, greedy or solver")
    for name in names:
        if name not in MAKERS:
            raise InputError(f"unknown bot {show(name)}: choose from {', '.join(BOTS)}")
    return names
