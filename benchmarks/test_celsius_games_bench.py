"""Celsius whole games through the play face: games per second on one core with perfect and with
bounded bots, played by the shared simulate (play/simulate.py), games advanced in step and each
step's positions solved in one solve_many call (PlayFace.prefetch), next to the same games with
every position solved one at a time by the plain-Python twin.

Run: python -m pytest benchmarks/test_celsius_games_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import pytest

from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.celsius import GAME, solutions

GAMES = 1000
"""Games per timed run (3 players, 13 rounds: 39,000 positions)."""

TWIN_GAMES = 20
"""Games played with the twin (milliseconds a position): enough for a rate."""


def _games(bots, games: int) -> None:
    solutions.clear()
    simulate(GAME, 3, bots, games, 1)


@pytest.mark.parametrize("bots", ["perfect", "bounded:2"])
def test_games_per_second_one_core(benchmark, one_core, bots):
    specs = parse_bots(bots, GAME.play, 3)
    _games(specs, 20)
    benchmark.pedantic(_games, args=(specs, GAMES), rounds=3, iterations=1)
    benchmark.extra_info["games"] = GAMES
    benchmark.extra_info["games_per_second"] = GAMES / benchmark.stats.stats.min


@pytest.mark.parametrize("bots", ["perfect"])
def test_games_per_second_with_the_twin(benchmark, monkeypatch, bots):
    """The same games with every position solved by reference.py, one at a time."""
    monkeypatch.setattr(solutions, "ENGINE", "reference")
    specs = parse_bots(bots, GAME.play, 3)
    benchmark.pedantic(_games, args=(specs, TWIN_GAMES), rounds=1, iterations=1)
    benchmark.extra_info["games"] = TWIN_GAMES
    benchmark.extra_info["games_per_second"] = TWIN_GAMES / benchmark.stats.stats.min
