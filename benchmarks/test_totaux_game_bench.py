"""Whole games of Totaux: games per second on one core with perfect and with bounded bots, as
`deckmath totaux simulate` plays them (the shared simulate through Totaux's play face); and the
game kernel
(reach_kernel.reach_within_four) against its twin and against the exact layered search it
replaces on 6-card deals (T7.1). Figures in benchmarks/README.md.

    .venv/bin/python -m pytest benchmarks/test_totaux_game_bench.py --benchmark-only
"""
from __future__ import annotations

import random

import pytest

from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.totaux import GAME, load_deck
from deckmath.solvers.totaux import reference
from deckmath.solvers.totaux.model import table_arrays
from deckmath.solvers.totaux.reach import _kernel as reach_kernel
from deckmath.solvers.totaux.solve import _kernel as solve_kernel

GAMES = 300
DECK = load_deck()
_RNG = random.Random(2026)
DEALS = [tuple(_RNG.sample(DECK.cards, 6)) for _ in range(1000)]


@pytest.mark.parametrize("bots", ["perfect", "bounded:3", "bounded:4", "random"])
def test_games_per_second(benchmark, one_core, bots):
    """GAMES games of 3 players, the summary and its figures included, as simulate reports it."""
    specs = parse_bots(bots, GAME.play, 3)
    simulate(GAME, 3, specs, 5, 1)
    summary = benchmark.pedantic(simulate, args=(GAME, 3, specs, GAMES, 1), rounds=3,
                                 iterations=1)
    assert summary["games"] == GAMES


def test_reach_kernel_on_deals(benchmark, one_core):
    """The game kernel on 1,000 deals."""
    kernel = reach_kernel()
    arrays = [table_arrays(t) for t in DEALS]
    benchmark(lambda: [kernel.reach_within_four(*a, 0) for a in arrays])


def test_exact_search_on_deals(benchmark, one_core):
    """The exact layered search (kernel.search_table) on the same 1,000 deals."""
    kernel = solve_kernel()
    arrays = [table_arrays(t) for t in DEALS]
    benchmark.pedantic(lambda: [kernel.search_table(*a, 0, 1 << 25) for a in arrays],
                       rounds=5, iterations=1)


def test_reach_twin_on_deals(benchmark):
    """The plain-Python twin on the first 50 of those deals."""
    cards = [[(c.low, c.high, c.total) for c in t] for t in DEALS[:50]]
    benchmark.pedantic(lambda: [reference.reach_within_four(c, 0) for c in cards],
                       rounds=3, iterations=1)
