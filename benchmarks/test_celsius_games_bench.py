"""Celsius whole games (issue 12): games per second on one core with perfect and with bounded
bots, games advanced in lockstep (one solve_many call per round for every game), next to the
same games solved position by position with the plain-Python twin.

Run: python -m pytest benchmarks/test_celsius_games_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import pytest

from deckmath.solvers.celsius.simulate import simulate
from deckmath.solvers.simulation import parse_bots

GAMES = 1000
"""Games per timed run (3 players, 13 rounds: 39,000 positions)."""

TWIN_GAMES = 20
"""Games played with the twin (about 2 ms a position): enough for a rate."""


@pytest.mark.parametrize("bots", ["perfect", "bounded:2"])
def test_games_per_second_one_core(benchmark, one_core, bots):
    specs = parse_bots(bots, 3)
    simulate(3, specs, 20, 1)
    benchmark.pedantic(simulate, args=(3, specs, GAMES, 1), rounds=3, iterations=1)
    benchmark.extra_info["games"] = GAMES
    benchmark.extra_info["games_per_second"] = GAMES / benchmark.stats.stats.min


@pytest.mark.parametrize("bots", ["perfect"])
def test_games_per_second_with_the_twin(benchmark, bots):
    """The same games with every position solved by reference.py, one at a time."""
    specs = parse_bots(bots, 3)
    benchmark.pedantic(simulate, args=(3, specs, TWIN_GAMES, 1),
                       kwargs={"engine": "reference"}, rounds=1, iterations=1)
    benchmark.extra_info["games"] = TWIN_GAMES
    benchmark.extra_info["games_per_second"] = TWIN_GAMES / benchmark.stats.stats.min
