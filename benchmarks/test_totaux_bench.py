"""Totaux speed (issue 3): full solves (every field, counts, witnesses) of 6-, 8- and 12-card
tables on one core, the plain-Python twin in the same run, and solve_many on all cores.

Run: python -m pytest benchmarks/test_totaux_bench.py --benchmark-only
Targets (issue 3): 6 cards median <= 5 ms, 8 cards <= 0.5 s, 12 cards finishes in bounded
memory. Peak memory of the 12-card runs is measured in a child process (ru_maxrss) and stored in
the benchmark's extra_info. Nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import numba
import pytest

from solvers.totaux import deal, load_deck, solve, solve_many

ROOT = Path(__file__).resolve().parent.parent
SMALL_12 = "11:1 12:2 13:3 14:4 15:5 16:6 22:7 23:8 24:9 25:10 26:11 33:12"
"""A 12-card table whose totals are all small, so that exact counting fits the budget."""


def deals(size: int, count: int, seed: int = 2026):
    deck = load_deck()
    return [deal(deck, seed * 100_000 + i, size) for i in range(count)]


@pytest.fixture
def one_core():
    before = numba.get_num_threads()
    numba.set_num_threads(1)
    yield
    numba.set_num_threads(before)


def _cycle(tables, variant="chain", engine="kernel"):
    source = itertools.cycle(tables)
    return lambda: solve(next(source), variant, engine)


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_solve_6_cards(benchmark, one_core, variant):
    """Target: median <= 5 ms. Cycles through 200 reference-deck deals."""
    tables = deals(6, 200)
    solve(tables[0], variant)
    benchmark.pedantic(_cycle(tables, variant), rounds=400, iterations=1, warmup_rounds=5)


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_solve_6_cards_reference_twin(benchmark, variant):
    """The plain-Python twin on the same deals: the speed-up is the ratio of the medians."""
    tables = deals(6, 200)
    benchmark.pedantic(_cycle(tables, variant, "reference"), rounds=20, iterations=1)


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_solve_8_cards(benchmark, one_core, variant):
    """Target: <= 0.5 s. Cycles through 10 reference-deck deals of 8 cards."""
    tables = deals(8, 10)
    solve(tables[0], variant)
    benchmark.pedantic(_cycle(tables, variant), rounds=10, iterations=1)


def test_solve_8_cards_reference_twin(benchmark):
    tables = deals(8, 10)
    benchmark.pedantic(_cycle(tables, "chain", "reference"), rounds=2, iterations=1)


def test_solve_many_6_cards_all_cores(benchmark):
    """Throughput of the parallel batch kernel (prange over tables), 2,000 deals a round."""
    tables = deals(6, 2000)
    solve_many(tables[:4])
    benchmark.extra_info["threads"] = numba.get_num_threads()
    benchmark.extra_info["tables_per_round"] = len(tables)
    benchmark.pedantic(lambda: solve_many(tables), rounds=3, iterations=1)


def _child(code: str) -> tuple[str, int]:
    """Run code in a fresh interpreter; its stdout and its peak resident memory in MB."""
    wrapped = code + "\nimport resource\nprint(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    done = subprocess.run([sys.executable, "-c", wrapped], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    *lines, peak = done.stdout.strip().splitlines()
    return "\n".join(lines), int(peak) // 1024


def test_solve_12_cards_small_totals(benchmark):
    """12 cards that fit the memory budget: the whole solve, peak memory of the process."""
    code = ("from solvers.totaux import parse_table, solve\n"
            f"s = solve(parse_table({SMALL_12!r}))\n"
            "print(s.combinations, s.best_total)")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]


def test_solve_12_cards_reference_deal(benchmark):
    """A 12-card reference-deck deal: refused at the memory budget (TooLarge, exit 2) once it
    needs more than 2**25 states; the time to refuse and the peak memory are recorded."""
    code = ("from solvers.totaux import TooLarge, deal, load_deck, solve\n"
            "t = deal(load_deck(), 1, 12)\n"
            "try:\n    s = solve(t)\n    print('solved', s.combinations)\n"
            "except TooLarge as err:\n    print('refused:', err)")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]
