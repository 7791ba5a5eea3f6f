"""Grauso speed: the shedding kernel on one core against its plain-Python twin in the
same run, on 7-card hands dealt from the reference deck; whole games per second with greedy and
planner bots through the play face (the shared simulate); the census's chunk tally (deals and
hands per second, one core); the commands end to end.

Run: python -m pytest benchmarks/test_grauso_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.grauso import GAME, kernel, load_deck, reference
from deckmath.solvers.grauso import census as gc
from deckmath.solvers.grauso.deck import deal_position
from deckmath.solvers.grauso.legal import legal_plays_of
from deckmath.solvers.grauso.solve import batch_arrays

ROOT = Path(__file__).resolve().parent.parent
BATCH = 5_000
SAMPLE = 200
"""The twin is timed on the first SAMPLE positions of the same deal."""
GAMES = 50


@pytest.fixture(scope="module")
def positions():
    """7-card hands (G1.3), a card of the deck on top or an empty pile, the starting penguin."""
    deck = load_deck()
    rng = random.Random(2026)
    return [deal_position(deck, rng) for _ in range(BATCH)]


def test_kernel_one_core(benchmark, positions, one_core):
    arrays = batch_arrays(positions)
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = len(positions)
    benchmark.extra_info["positions_per_second"] = len(positions) / benchmark.stats.stats.median


def test_kernel_all_cores(benchmark, positions):
    arrays = batch_arrays(positions)
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions_per_second"] = len(positions) / benchmark.stats.stats.median


def test_kernel_sample_one_core(benchmark, positions, one_core):
    """The kernel on the sample the twin sees, for a like-for-like ratio."""
    arrays = batch_arrays(positions[:SAMPLE])
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=20, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = SAMPLE


@pytest.mark.parametrize("mode", ["sample-4-players", "every-hand-of-5"])
def test_census_chunk_one_core(benchmark, one_core, mode):
    """census.tally_chunk in process, one thread: 2,000 sampled 4-player deals (hands of 7,
    G1.3), or 2,000 distinct hands of 5 (5 players) from the middle of the ranks, weighted."""
    plan = (gc.plan(load_deck(), sample=2000, seed=1, chunk_size=2000) if mode.startswith("s")
            else gc.plan(load_deck(), players=5, chunk_size=2000))
    chunk, params = plan.chunks()[len(plan.chunks()) // 2], plan.params()
    gc.tally_chunk(params, {**chunk, "hi": chunk["lo"] + 10, "size": 10})
    benchmark.pedantic(gc.tally_chunk, args=(params, chunk), rounds=3, iterations=1,
                       warmup_rounds=0)
    benchmark.extra_info["units_per_second"] = chunk["size"] / benchmark.stats.stats.median


def test_twin_sample(benchmark, positions):
    """The plain-Python twin on the same sample, its legal-move cache emptied before each round
    (a cache warmed on the very positions timed would flatter it)."""
    sample = positions[:SAMPLE]

    def run():
        legal_plays_of.cache_clear()
        return [reference.solve_one(p.hand, p.top, p.penguins) for p in sample]

    benchmark.pedantic(run, rounds=3, iterations=1)
    benchmark.extra_info["positions"] = SAMPLE


@pytest.mark.parametrize("bots", ["greedy", "planner", "planner,greedy,greedy,random"],
                         ids=["greedy4", "planner4", "mixed4"])
def test_games_per_second(benchmark, bots, one_core):
    """Whole games (four rounds, G5.2) through the play face, every decision checked by the
    rules code. Each round plays games of fresh seeds: the engine's and the bots' caches never
    see a game twice."""
    specs = parse_bots(bots, GAME.play, 4)
    simulate(GAME, 4, specs, 2, 0)
    rounds = iter(range(1, 100))

    def run():
        simulate(GAME, 4, specs, GAMES, 1000 * next(rounds))

    benchmark.pedantic(run, rounds=3, iterations=1)
    benchmark.extra_info["games_per_second"] = GAMES / benchmark.stats.stats.median


def _cli(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "deckmath.cli", *args], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)


def test_cli_solve(benchmark):
    args = ("grauso", "solve", "--top", "12", "--hand", "+20 -3 7 0 -14 +14 -25", "--penguins", "1")
    _cli(*args)
    benchmark.pedantic(_cli, args=args, rounds=5, iterations=1)


def test_cli_generate_pdf(benchmark, tmp_path):
    args = ("grauso", "generate", "--count", "12", "--grade", "4", "--seed", "7", "--format", "pdf",
            "-o", str(tmp_path / "g5.pdf"))
    _cli(*args)
    benchmark.pedantic(_cli, args=args, rounds=3, iterations=1)


def test_cli_simulate(benchmark):
    args = ("grauso", "simulate", "--players", "4", "--bots", "planner,greedy,greedy,random", "--games",
            "200", "--seed", "1")
    _cli(*args)
    benchmark.pedantic(_cli, args=args, rounds=3, iterations=1)
