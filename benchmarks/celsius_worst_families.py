"""Hunt the slowest Celsius hand families (C4.1: hands of up to 20 cards).

For each family named, COUNT seeded hands of N cards are solved alone by kernel.solve_one on
one thread; the median and largest CPU time are printed with the slowest hand, ready to replay
with `deckmath celsius solve`. The slowest hand of each family found so far is benchmarked in
test_celsius_worst_bench.py.

    .venv/bin/python benchmarks/celsius_worst_families.py 13 20 xplus_big anywildbig xdiv11
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

import numba
import numpy as np

from deckmath.solvers.celsius import Position, back_kernel, kernel
from deckmath.solvers.celsius.model import OperatorCard, hand_arrays
from deckmath.solvers.celsius.solve import search_order

OPERANDS = [None, *range(1, 11)]
"""A card's operand: a wildcard (None) or 1..10 (C1.3)."""

Family = Callable[[random.Random, int], tuple[int, tuple[int, ...], list[OperatorCard]]]


def cards(rng: random.Random, n: int, ops: str, operands=OPERANDS) -> list[OperatorCard]:
    """n cards of the operators `ops`, operands drawn from `operands`."""
    return [OperatorCard(rng.choice(ops), rng.choice(operands)) for _ in range(n)]


def near(rng: random.Random, low: int, high: int) -> tuple[int, ...]:
    """Four distinct hot values in low..high."""
    return tuple(rng.sample(range(low, high + 1), 4))


def parity(rng: random.Random, n: int, ops: str) -> list[OperatorCard]:
    """Cards that keep an odd value odd: + and - even operands, x and / odd ones."""
    out = []
    for _ in range(n):
        op = rng.choice(ops)
        out.append(OperatorCard(op, rng.choice([2, 4, 6, 8, 10] if op in "+-" else [3, 5, 7, 9])))
    return out


def out_of_reach(rng: random.Random, n: int) -> tuple[int, tuple[int, ...], list[OperatorCard]]:
    """+ and - cards whose hot values lie just past the sum of the + operands."""
    hand = cards(rng, n, "+-", range(1, 11))
    top = 12 + sum(c.operand or 0 for c in hand if c.op == "+")
    return 12, (top + 1, top + 2), hand


FAMILIES: dict[str, Family] = {
    "xdiv11": lambda rng, n: (11, (40, 48, 60, 64), cards(rng, n, "x/")),
    "xdiv11wild": lambda rng, n: (11, (40, 48, 60, 64),
                                  cards(rng, n, "x/", [None] * 9 + list(range(2, 11)))),
    "xdiv11plus1": lambda rng, n: (11, near(rng, 20, 100),
                                   cards(rng, n - 1, "x/") + cards(rng, 1, "+", range(1, 11))),
    "xdiv11minus1": lambda rng, n: (11, near(rng, 20, 100),
                                    cards(rng, n - 1, "x/") + cards(rng, 1, "-", range(1, 11))),
    "xdivpm1": lambda rng, n: (rng.randint(0, 12), near(rng, 20, 100),
                               cards(rng, n - 1, "x/") + cards(rng, 1, "+-")),
    "xdivprime": lambda rng, n: (rng.randint(1, 12), (22, 26, 34, 38), cards(rng, n, "x/")),
    "xdivbighot": lambda rng, n: (11, near(rng, 1000, 100000), cards(rng, n, "x/")),
    "parity": lambda rng, n: (rng.choice([1, 3, 5, 7, 9, 11]), (40, 48, 60, 64),
                              parity(rng, n, "+-x")),
    "parity_div": lambda rng, n: (rng.choice([1, 3, 5, 7, 9, 11]), (40, 48, 60, 64),
                                  parity(rng, n, "+-x/")),
    "plusminus": lambda rng, n: (rng.randint(0, 12), near(rng, 20, 100), cards(rng, n, "+-")),
    "pmhigh": out_of_reach,
    "divheavy": lambda rng, n: (11, (40, 48, 60, 64), cards(rng, n, "x//")),
    "anywild": lambda rng, n: (rng.randint(0, 12), near(rng, 20, 100),
                               cards(rng, n, "+-x/", [None])),
    "anywildbig": lambda rng, n: (rng.randint(0, 12), near(rng, 50000, 100000),
                                  cards(rng, n, "+-x/", [None])),
    "random_bighot": lambda rng, n: (rng.randint(0, 12), near(rng, 1000, 100000),
                                     cards(rng, n, "+-x/")),
    "xplus_big": lambda rng, n: (rng.randint(0, 12), near(rng, 50000, 100000),
                                 cards(rng, n, "+x")),
    "hot0": lambda rng, n: (rng.randint(1, 12), (0, 99991), cards(rng, n, "+-x/")),
}
"""Hand families by name: (cold, hot values, hand) for a seeded rng and a hand size."""


def timed(p: Position) -> tuple[float, int]:
    """CPU seconds of one kernel search of p, and its fewest cards."""
    ops, operands = hand_arrays(search_order(p.hand))
    start = time.process_time()
    result = kernel.solve_one(np.int64(p.cold), np.array(p.hot, np.int64), ops, operands)
    return time.process_time() - start, int(result[1])


def main(n: int, count: int, names: list[str]) -> None:
    """Print each family's median and largest time over `count` hands of n cards."""
    numba.set_num_threads(1)
    kernel.warm()
    back_kernel.warm()
    for name in names:
        rng = random.Random(sum(map(ord, name)) + n)
        runs = []
        for _ in range(count):
            cold, hot, hand = FAMILIES[name](rng, n)
            p = Position(cold, tuple(dict.fromkeys(hot)), tuple(hand))
            runs.append((*timed(p), p))
        seconds, k, worst = max(runs, key=lambda run: run[0])
        median = statistics.median(run[0] for run in runs)
        hand = " ".join(map(str, worst.hand))
        print(f"{name:14s} n={n} median {median * 1e3:8.1f} ms  max {seconds * 1e3:8.1f} ms  "
              f"k={k} --cold {worst.cold} --hot {','.join(map(str, worst.hot))} --hand '{hand}'",
              flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:])
