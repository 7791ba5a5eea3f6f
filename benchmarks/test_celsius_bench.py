"""Celsius speed: solve_many on one core, against the plain-Python twin and the naive
permutations search in the same run, and the CLI end to end.

Run: python -m pytest benchmarks/test_celsius_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numba
import pytest

from deckmath.solvers.celsius import Position, load_deck
from deckmath.solvers.celsius import reference
from deckmath.solvers.celsius.model import hand_arrays
from deckmath.solvers.celsius.solve import batch_arrays, search_order
from deckmath.solvers.celsius import kernel

ROOT = Path(__file__).resolve().parent.parent
BATCH = 20_000
SAMPLE = 200
TEN_CARDS = 3_000
TWENTY_CARDS = 2_000
"""The twin and the naive search are timed on the first SAMPLE positions of the same deal."""


def deal_positions(count: int, seed: int = 2026, cards: int = 7, hot: int = 2) -> list[Position]:
    """Hands of `cards` cards (7 by default) from the reference deck with a cold card and `hot`
    hot cards (C4.1)."""
    deck = load_deck()
    rng = random.Random(seed)
    return [
        Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, hot)),
                 tuple(rng.sample(deck.operators, cards)))
        for _ in range(count)
    ]


@pytest.fixture(scope="module")
def positions() -> list[Position]:
    return deal_positions(BATCH)


def _twin_args(p: Position):
    ops, operands = hand_arrays(search_order(p.hand))
    return p.cold, list(p.hot), ops.tolist(), operands.tolist()


def test_solve_many_one_core(benchmark, positions, one_core):
    """Throughput of the batch kernel pinned to one thread."""
    arrays = batch_arrays(positions)
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = len(positions)
    benchmark.extra_info["positions_per_second"] = len(positions) / benchmark.stats.stats.median


def test_solve_many_ten_cards_one_core(benchmark, one_core):
    """10-card hands with 4 hot cards (the yardstick's celsius10 set, seed 2027), one thread."""
    arrays = batch_arrays(deal_positions(TEN_CARDS, seed=2027, cards=10, hot=4))
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = TEN_CARDS
    benchmark.extra_info["positions_per_second"] = TEN_CARDS / benchmark.stats.stats.median


def test_solve_many_twenty_cards_one_core(benchmark, one_core):
    """20-card hands (C4.1: the most a player can hold) with 2 hot cards, one thread."""
    arrays = batch_arrays(deal_positions(TWENTY_CARDS, seed=2046, cards=20))
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = TWENTY_CARDS
    benchmark.extra_info["positions_per_second"] = TWENTY_CARDS / benchmark.stats.stats.median


def test_solve_many_all_cores(benchmark, positions):
    arrays = batch_arrays(positions)
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["threads"] = numba.get_num_threads()
    benchmark.extra_info["positions_per_second"] = len(positions) / benchmark.stats.stats.median


def test_kernel_sample(benchmark, positions, one_core):
    """The kernel on the sample the slow searches see, for a like-for-like ratio."""
    arrays = batch_arrays(positions[:SAMPLE])
    kernel.solve_many(*arrays)
    benchmark.pedantic(kernel.solve_many, args=arrays, rounds=20, iterations=1, warmup_rounds=1)
    benchmark.extra_info["positions"] = SAMPLE


def test_reference_twin_sample(benchmark, positions):
    sample = [_twin_args(p) for p in positions[:SAMPLE]]
    benchmark.pedantic(lambda: [reference.solve_one(*a) for a in sample], rounds=3, iterations=1)
    benchmark.extra_info["positions"] = SAMPLE


def test_naive_permutations_sample(benchmark, positions):
    sample = [_twin_args(p) for p in positions[:SAMPLE]]
    benchmark.pedantic(
        lambda: [reference.solve_by_permutations(*a) for a in sample], rounds=1, iterations=1
    )
    benchmark.extra_info["positions"] = SAMPLE


def _cli(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "deckmath.cli", *args], check=True,
                   stdout=subprocess.DEVNULL, cwd=ROOT)


def test_cli_solve_warm_cache(benchmark):
    """`deckmath celsius solve` for one position, end to end, numba cache warm."""
    args = ("celsius", "solve", "--cold", "10", "--hot", "22,40", "--hand", "+1 x2 x? -3 /2 +5 x4")
    _cli(*args)
    benchmark.pedantic(_cli, args=args, rounds=5, iterations=1)


def test_cli_help(benchmark):
    """`deckmath --help` must not import numba."""
    benchmark.pedantic(_cli, args=("--help",), rounds=10, iterations=1)
