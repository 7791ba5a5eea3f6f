"""Professor Tempus speed: the exact round solver on 2-player positions with 3, 4 and
5 cards left to play each (nodes per second, time per position, speed-up over the plain-Python
twin measured interleaved in one process), `--all`, the command end to end, and whole games per
second with greedy bots, through the play face (play/simulate.py).

Run: python -m pytest benchmarks/test_tempus_bench.py --benchmark-only
Target: a 2-player position with 5 cards left to play each solved exactly in under a
second on one core. Figures are recorded in benchmarks/README.md; nothing here asserts a
wall-clock time. The search is serial: it runs on one core whatever numba's thread count.
"""
from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.tempus import GAME, deal_round, load_deck, play_randomly, reference, solve

ROOT = Path(__file__).resolve().parent.parent
DECK = load_deck()
COUNT = 40
"""Positions per size."""


def positions(cards_left: int, count: int = COUNT, seed: int = 2026):
    """2-player rounds dealt from the 63 cards (P2.1) and played at random until every player
    has `cards_left` cards left to play (P4.1: 2 + cards_left in hand)."""
    rng = random.Random(seed * 10 + cards_left)
    return [play_randomly(deal_round(rng, 2, rng.randint(1, 2)), rng, 2 * (5 - cards_left))
            for _ in range(count)]


def _solve_all(found):
    return [solve(p, DECK) for p in found]


@pytest.mark.parametrize("cards_left", [3, 4, 5])
def test_exact_solver(benchmark, one_core, cards_left):
    """All COUNT positions solved exactly, one after the other; extra_info has the nodes per
    second and the median, 90th percentile and largest time of one position."""
    found = positions(cards_left)
    _solve_all(found[:2])
    solutions = benchmark.pedantic(_solve_all, args=(found,), rounds=3, iterations=1)
    assert all(s.proven for s in solutions)
    times = []
    for p in found:
        began = time.perf_counter()
        solve(p, DECK)
        times.append(time.perf_counter() - began)
    nodes = sum(s.nodes for s in solutions)
    info = benchmark.extra_info
    info["positions"] = len(found)
    info["nodes_per_position"] = nodes / len(found)
    info["nodes_per_second"] = nodes / benchmark.stats.stats.min
    info["seconds_per_position_mean"] = benchmark.stats.stats.min / len(found)
    info["seconds_per_position_median"] = statistics.median(times)
    info["seconds_per_position_p90"] = sorted(times)[int(0.9 * len(times))]
    info["seconds_per_position_max"] = max(times)


def test_exact_solver_all_moves(benchmark, one_core):
    """`--all` (every move's exact value) on the 5-cards-each positions."""
    found = positions(5, 20)
    solve(found[0], DECK, all_moves=True)
    benchmark.pedantic(lambda: [solve(p, DECK, all_moves=True) for p in found], rounds=2,
                       iterations=1)
    benchmark.extra_info["seconds_per_position_mean"] = benchmark.stats.stats.min / len(found)


@pytest.mark.parametrize("cards_left,sample,rounds", [(3, 20, 3), (4, 2, 1)])
def test_speed_up_over_the_twin(benchmark, one_core, cards_left, sample, rounds):
    """Kernel and twin on the same positions, alternating: the minimum of each over the rounds
    and their ratio go to extra_info. The twin takes about 1.4 s a position with 3 cards left
    each, 90 s with 4, and far longer with 5."""
    found = positions(cards_left)[:sample]
    _solve_all(found[:1])
    kernel_times, twin_times = [], []

    def interleaved():
        began = time.perf_counter()
        _solve_all(found)
        kernel_times.append(time.perf_counter() - began)
        began = time.perf_counter()
        for p in found:
            reference.solve(p, DECK.hourglasses)
        twin_times.append(time.perf_counter() - began)

    benchmark.pedantic(interleaved, rounds=rounds, iterations=1)
    info = benchmark.extra_info
    info["positions"] = len(found)
    info["kernel_seconds_per_position"] = min(kernel_times) / len(found)
    info["twin_seconds_per_position"] = min(twin_times) / len(found)
    info["speed_up"] = min(twin_times) / min(kernel_times)


def _cli(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "deckmath.cli", *args], check=True,
                   stdout=subprocess.DEVNULL, cwd=ROOT)


def test_cli_solve_whole_round(benchmark, tmp_path):
    """`deckmath tempus solve --position pos.json` on a fresh 2-player deal (5 cards to play
    each), end to end: process start, numba cache load, the exact search."""
    start = deal_round(random.Random(7), 2)
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(start.to_json()))
    _cli("tempus", "solve", "--position", str(path))
    benchmark.pedantic(_cli, args=("tempus", "solve", "--position", str(path)), rounds=5,
                       iterations=1)


def _simulate(players: int, bots: str, games: int, seed: int = 0) -> dict:
    """Whole games through the play face, as `deckmath tempus simulate` plays them (no log)."""
    return simulate(GAME, players, parse_bots(bots, GAME.play, players), games, seed, DECK)


@pytest.mark.parametrize("players", [2, 3])
def test_simulate_greedy(benchmark, one_core, players):
    """Whole games (P2-P6) between greedy bots, as `simulate` plays them; games per second in
    extra_info."""
    games = 100
    benchmark.pedantic(_simulate, args=(players, "greedy", games), rounds=3, iterations=1)
    benchmark.extra_info["games_per_second"] = games / benchmark.stats.stats.min


def test_simulate_solver_bot(benchmark, one_core):
    """3-player games with a solver bot against greedy and random bots (the issue's example
    line-up); games per second in extra_info."""
    games = 10
    _simulate(3, "solver,greedy,random", 1, seed=99)
    benchmark.pedantic(_simulate, args=(3, "solver,greedy,random", games), rounds=2,
                       iterations=1)
    benchmark.extra_info["games_per_second"] = games / benchmark.stats.stats.min
