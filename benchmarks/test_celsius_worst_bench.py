"""Celsius: the slowest hand families found (C4.1: hands of up to 20 cards), one position each,
kernel.solve_one on one thread, CPU time of the search alone (the numba cache warm).

Families (benchmarks/celsius_worst_families.py hunts them):
  x and / from cold 11    11 is prime, no operand removes it: every hot card out of reach
  + and x, hot ~10**5     the forward search keeps every value below the hot values in every
                          middle layer (the search from both ends meets in the middle)
  wildcards, hot ~10**5   every card a wildcard: both directions branch
  hot 0 and a prime       0 is reached at once, 99991 (prime) only by + and - cards
  x and / with one + or - from cold 11, a hot value out of reach that rough parts and
                          powers let through: every 7-smooth multiple of 11 the cards make,
                          on every set of cards (the slowest found)

Run: python -m pytest benchmarks/test_celsius_worst_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a time.
"""
from __future__ import annotations

import time

import numpy as np
import pytest

from deckmath.solvers.celsius import kernel
from deckmath.solvers.celsius.model import hand_arrays, parse_hand
from deckmath.solvers.celsius.solve import search_order

WORST = {
    "x and / from cold 11, 19 cards": (
        11, (40, 48, 60, 64), "x4 /? x10 /5 /5 /2 x3 /4 x6 x5 x7 /3 x? /? x2 x10 x? x? x9"),
    "x and / from cold 11, 20 cards": (
        11, (54, 80, 40, 27),
        "/? /4 /4 x7 x6 /2 x? x? /3 /? x3 /5 x2 x10 x3 x8 x5 x2 x9 x?"),
    "+ and x, hot ~10**5, 13 cards": (
        12, (89986, 81011, 82360, 93691), "+? +? x6 +5 +8 +6 x9 +1 +10 x5 x3 +10 x10"),
    "+ and x, hot ~10**5, 20 cards": (
        4, (87921, 76170, 54582, 50340),
        "x2 +9 +7 +6 x7 +10 +8 x1 x2 +7 x5 +8 +3 x10 +1 +9 x? x2 x4 +6"),
    "wildcards, hot ~10**5, 13 cards": (
        7, (91947, 84699, 57345, 73514), "+? x? +? x? x? -? -? /? -? x? x? /? /?"),
    "+ and x, four hot values ~10**5 far apart, 20 cards": (
        4, (57044, 84750, 91974, 94008),
        "+8 +5 x2 +? +4 +? +7 +1 +3 x7 x10 +3 +10 +6 x3 +7 +9 +2 +4 x5"),
    "hot 0 out of reach and 99991, 17 cards": (
        5, (0, 99991), "+2 /1 x7 /? +6 /9 +10 +2 x9 -4 /5 /10 x5 x7 -6 +2 x9"),
    "hot 0 and 99991, 13 cards": (
        3, (0, 99991), "x? +7 x8 /10 /5 x7 +3 x? x? x1 x4 -4 /7"),
    "x and / from cold 11 with one +, 20 cards": (
        11, (72, 61, 94, 45), "/9 /10 x10 x4 x7 x7 /1 /? /4 x4 /? /? /10 x7 x? /8 /? x5 x2 +1"),
    "x and / from cold 11 with one +10, a hot value that passes the rough parts, 20 cards": (
        11, (77, 37, 61, 51), "/4 x7 /9 /6 x3 /5 x6 x4 x7 /3 x4 x2 /7 x6 /? /? /? x7 x9 +10"),
    "x and / from cold 11 with one +, four hot values out of reach, 20 cards": (
        11, (61, 67, 71, 73), "/9 /8 x10 x4 x7 x9 /1 /? /4 x6 /? /? /10 x7 x? /8 /? x5 x2 +1"),
    "x and / from cold 11 with one +4, a hot value of the cold value's rough part, 20 cards": (
        11, (70, 36, 77, 54), "x6 /9 /5 x4 /1 x1 x9 x3 x2 /6 /? x10 /2 /10 x4 /4 x5 /5 /? +4"),
    "x and / from cold 11 with one +8, powers the cards cannot share out, 20 cards": (
        11, (62, 82, 87, 73), "x? /? x5 /4 /? /9 x2 x4 x6 /1 x8 /? x10 /1 x1 /4 x2 /6 /8 +8"),
    "x and / from cold 11 with one -7, 20 cards": (
        11, (85, 69, 91, 41), "/6 x4 x4 /9 /9 x? x4 /2 x1 /10 /? /7 /? /3 /2 /8 /? x? /4 -7"),
    "every kind, hot up to 10**5, 20 cards": (
        4, (99769, 40541, 68806, 13808),
        "/? -5 /9 +? x3 x2 +5 -5 x? x9 +1 x8 -3 -? x5 /2 -8 -6 /7 x3"),
    "every kind, hot up to 10**5, 13 cards": (
        8, (13658, 1499, 28140, 75199), "-? +9 x2 x? +6 -4 x? x10 -4 /3 +3 /8 +?"),
}
"""The slowest hand found of each family (cold, hot values, hand)."""


def arrays(cold: int, hot: tuple[int, ...], hand: str) -> tuple:
    ops, operands = hand_arrays(search_order(parse_hand(hand)))
    return np.int64(cold), np.array(hot, np.int64), ops, operands


@pytest.mark.parametrize("name", list(WORST))
def test_worst_family(benchmark, name, one_core):
    """One position of a worst family, solved alone (kernel.solve_one), CPU seconds."""
    args = arrays(*WORST[name])
    kernel.solve_one(*args)
    start = time.process_time()
    benchmark.pedantic(kernel.solve_one, args=args, rounds=3, iterations=1)
    benchmark.extra_info["cpu_seconds_per_round"] = (time.process_time() - start) / 3
