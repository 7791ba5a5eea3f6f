"""Totaux speed: full solves (every field, counts, witnesses) of 6-, 8- and 12-card
tables on one core, the plain-Python twin in the same run, and solve_many on all cores.

Run: python -m pytest benchmarks/test_totaux_bench.py --benchmark-only
Targets: 6 cards median <= 5 ms, 8 cards <= 0.5 s, 12 cards finishes in bounded
memory. Peak memory of the 11- and 12-card runs is measured in a child process (ru_maxrss) and
stored in the benchmark's extra_info. Reference-deck deals of 10 cards or more do not fit the
exact programme's budget: they are answered in fallback mode (solvers/totaux/solve.py), after
the exact attempt gives up. Nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import numba
import pytest

from deckmath.solvers.totaux import deal, load_deck, solve, solve_many

ROOT = Path(__file__).resolve().parent.parent
SMALL_12 = "11:1 12:2 13:3 14:4 15:5 16:6 22:7 23:8 24:9 25:10 26:11 33:12"
"""A 12-card table whose totals are all small, so that exact counting fits the budget."""


def deals(size: int, count: int, seed: int = 2026):
    deck = load_deck()
    return [deal(deck, seed * 100_000 + i, size) for i in range(count)]


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
def test_solve_6_cards_vectorized(benchmark, variant):
    """The numpy engine `solve` picks for a deal, on the same deals: no numba."""
    tables = deals(6, 200)
    benchmark.pedantic(_cycle(tables, variant, "vectorized"), rounds=40, iterations=1)


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
    """Throughput of the batch kernel (threads over chunks of tables), 2,000 deals a round."""
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
    code = ("from deckmath.solvers.totaux import parse_table, solve\n"
            f"s = solve(parse_table({SMALL_12!r}))\n"
            "print(s.combinations, s.best_total)")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]


LARGE_CODE = """\
import time
from deckmath.solvers.totaux import deal, load_deck, search, solve
t = deal(load_deck(), {seed}, {size})
start = time.perf_counter()
s = {call}
print(f"{{time.perf_counter() - start:.1f}} s; complete={{s.complete}}, K={{s.searched_up_to}}, "
      f"min_cards={{[r.min_cards for r in s.by_card]}}, best={{s.best_total}} "
      f"certain={{s.best_total_certain}}")"""


@pytest.mark.parametrize("size,seed", [(11, 1), (11, 2), (12, 1), (12, 2), (12, 3)])
def test_solve_large_reference_deal(benchmark, size, seed):
    """11- and 12-card reference-deck deals through `solve`: the exact attempt up to its budget
    (solve.COUNT_STATES), then the layered search (fallback mode, counts as lower bounds). Time in the child (numba cache
    loaded) and its peak memory."""
    code = LARGE_CODE.format(seed=seed, size=size, call="solve(t)")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]


@pytest.mark.parametrize("size,seed", [(11, 1), (12, 1), (12, 3)])
def test_search_large_reference_deal(benchmark, size, seed):
    """The layered search alone on the same deals: what the fallback itself costs."""
    code = LARGE_CODE.format(seed=seed, size=size, call="search(t)")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]


HARD_12 = "tuple(Card(1 + i % 3, 3, 99991 - 2 * i) for i in range(12))"
"""12 cards with faces 1..3 and totals near 100,000: values grow slowly, so the cards need 8 or
9 cards and the layered search fills its whole budget (solve.FEWEST_STATES) before stopping."""


@pytest.mark.parametrize("call", ["search", "solve"])
def test_12_cards_search_budget_full(benchmark, call):
    """Worst case of the fallback: the search stops on its budget, not because every card was
    reached; `solve` adds the exact attempt before it."""
    code = LARGE_CODE.format(seed=1, size=12, call=f"{call}({HARD_12})").replace(
        "import deal,", "import Card, deal,")
    out = benchmark.pedantic(lambda: _child(code), rounds=1, iterations=1)
    benchmark.extra_info["result"] = out[0]
    benchmark.extra_info["peak_rss_mb"] = out[1]
