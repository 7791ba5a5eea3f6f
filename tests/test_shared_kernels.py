"""The numba pieces every game's kernel shares (solvers/kernel.py) against their plain-Python
twins: the legal step and its inverse (C3.2, T3.6) against notation.py, and the hash table
against a dict, on thousands of seeded random operations."""
from __future__ import annotations

import random

import numpy as np
import pytest

from deckmath.solvers import kernel
from deckmath.solvers.notation import apply_code, inverse_code


def test_step_agrees_with_the_twin_on_every_small_case():
    """C3.2, T3.6: the kernel's step is notation.apply_code (None <-> -1), divisions by 0
    included."""
    for op in range(4):
        for v in range(0, 60):
            for a in range(0, 13):
                want = apply_code(op, v, a)
                assert kernel.step(op, v, a) == (-1 if want is None else want), (op, v, a)


def test_inverse_finds_exactly_the_legal_predecessors():
    """Every p with `p op x == w` (a legal step) and nothing else; -1 means every p works."""
    out = np.empty(4, np.int64)
    for op in range(4):
        for w in range(0, 80):
            for x in range(0, 8):
                k = kernel.inverse(op, w, x, out, 0)
                twin = inverse_code(op, w, x)
                brute = {p for p in range(0, 700) if apply_code(op, p, x) == w}
                if twin is None:
                    assert k == -1 and brute == set(range(700)), (op, w, x)
                    continue
                assert sorted(out[:k]) == sorted(twin), (op, w, x)
                assert set(twin) == brute, (op, w, x)


@pytest.mark.parametrize("seed", range(6))
def test_hash_table_behaves_like_a_dict_across_generations(seed):
    """Random inserts and lookups over several generations: what the table finds is what a dict
    (cleared at each new generation) holds, through every doubling of the table."""
    rng = random.Random(seed)
    bits = 3
    table = kernel.table_new(bits)
    for gen in range(1, 6):
        twin: dict[int, int] = {}
        span = rng.choice([10, 1000, 10**12])
        for _ in range(rng.randrange(1, 3000)):
            key = rng.randrange(span)
            slot, found = kernel.table_find(table, gen, bits, key)
            assert found == twin.get(key, -1), (gen, key)
            if found < 0:
                value = len(twin)
                kernel.table_put(table, gen, slot, key, value)
                twin[key] = value
                if 2 * len(twin) > kernel.table_slots(table):
                    table, bits = kernel.table_grown(table, gen, bits)
        for key, value in twin.items():
            assert kernel.table_find(table, gen, bits, key)[1] == value
        assert kernel.table_find(table, gen + 1, bits, next(iter(twin)))[1] == -1


def test_quotient_is_exact_division_for_every_small_divisor():
    """`quotient` (one multiplication) is `step`'s division (T3.6, C3.2) for every divisor
    1..DIVISORS-1, on small values, multiples near 2**62 and their neighbours."""
    rng = random.Random(11)
    values = list(range(0, 400)) + [rng.randrange(1 << 62) for _ in range(300)]
    for d in range(1, kernel.DIVISORS):
        near = [m * d + e for m in (rng.randrange((1 << 62) // d) for _ in range(20))
                for e in (-1, 0, 1) if m * d + e >= 0]
        for v in values + near:
            want = v // d if v % d == 0 else -1
            assert kernel.quotient(v, d) == want == kernel.step(3, v, d), (v, d)


def test_table_double_keeps_every_entry():
    """Doubling in place (with a scratch array) moves a generation's entries to the next one,
    every key still found with its value, in the larger table."""
    rng = random.Random(5)
    bits = 4
    table = kernel.table_new(8)
    spare = kernel.table_new(8)
    twin: dict[int, int] = {}
    gen = 1
    while bits < 8:
        key = rng.randrange(10**9)
        slot, found = kernel.table_find(table, gen, bits, key)
        assert found == twin.get(key, -1)
        if found < 0:
            kernel.table_put(table, gen, slot, key, len(twin))
            twin[key] = len(twin)
            if 2 * len(twin) > (1 << bits):
                kernel.table_double(table, spare, gen, bits)
                gen += 1
                bits += 1
                assert all(kernel.table_find(table, gen, bits, k)[1] == v for k, v in twin.items())
