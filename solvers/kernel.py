"""numba pieces shared by the games' kernels: one legal step and its inverse (C3.2, T3.6), and
the one hash table every search uses to merge equal states.

The hash table is one int64 array `table` of 2**bits rows, one row per slot (so a probe reads
one cache line):
  table[s, STAMP]  the generation the slot belongs to: a slot whose stamp is not the caller's
                   current generation `gen` is empty, so a new layer (or mask) empties the
                   table in O(1) by taking a new generation
  table[s, KEY]    the key stored (a key is >= 0; its meaning is the caller's)
  table[s, INDEX]  the caller's state index for that key
Open addressing, linear probing, Fibonacci hashing on the high bits; the caller doubles the
table (`table_grown`) once it is half full. Plain-Python twins: notation.apply_code and
notation.inverse_code for the steps, a dict for the table (tests/test_shared_kernels.py).
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.notation import ADD, MUL, SUB

_FIBONACCI = np.uint64(0x9E3779B97F4A7C15)

STAMP, KEY, INDEX = 0, 1, 2
"""Columns of a hash table row."""


@njit(cache=True, inline="always")
def step(op, v, a):
    """`v op a` (C3.1-C3.2, T3.3-T3.6): the whole result >= 0, or -1 when the step is illegal
    (below 0, inexact division, division by 0)."""
    if op == ADD:
        return v + a
    if op == SUB:
        return v - a if v >= a else -1
    if op == MUL:
        return v * a
    if a == 0 or v % a != 0:
        return -1
    return v // a


@njit(cache=True)
def inverse(op, w, x, out, k):
    """Append to out[k:] every value p with `p op x == w` as a legal step (T3.6); returns the
    new k, or -1 when every p works (`p x 0 == 0`). Twin: notation.inverse_code."""
    if op == ADD:
        if w >= x:
            out[k] = w - x
            k += 1
    elif op == SUB:
        out[k] = w + x
        k += 1
    elif op == MUL:
        if x == 0:
            return -1 if w == 0 else k
        if w % x == 0:
            out[k] = w // x
            k += 1
    elif x > 0:
        out[k] = w * x
        k += 1
    return k


@njit(cache=True)
def table_new(bits):
    """An empty table of 2**bits slots, every slot's stamp -1 (empty)."""
    table = np.empty((1 << bits, 3), np.int64)
    table[:, STAMP] = -1
    return table


@njit(cache=True, inline="always")
def table_slot(key, bits):
    """The home slot of a key (Fibonacci hashing: the high bits of key * 2**64/phi)."""
    return np.int64((np.uint64(key) * _FIBONACCI) >> np.uint64(64 - bits))


@njit(cache=True, inline="always")
def table_find(table, gen, bits, key):
    """(slot, state index) of `key` in generation `gen`; the index is -1 when the key is absent,
    and the slot is then where to put it."""
    wrap = (1 << bits) - 1
    s = table_slot(key, bits)
    while table[s, STAMP] == gen:
        if table[s, KEY] == key:
            return s, table[s, INDEX]
        s = (s + 1) & wrap
    return s, -1


@njit(cache=True, inline="always")
def table_put(table, gen, slot, key, value):
    """Store key -> value in the empty slot `table_find` returned."""
    table[slot, STAMP] = gen
    table[slot, KEY] = key
    table[slot, INDEX] = value


@njit(cache=True)
def table_grown(table, gen, bits):
    """The table doubled, holding this generation's entries: (table, bits)."""
    bits += 1
    grown = table_new(bits)
    wrap = (1 << bits) - 1
    for s in range(table.shape[0]):
        if table[s, STAMP] != gen:
            continue
        t = table_slot(table[s, KEY], bits)
        while grown[t, STAMP] == gen:
            t = (t + 1) & wrap
        grown[t, STAMP] = gen
        grown[t, KEY] = table[s, KEY]
        grown[t, INDEX] = table[s, INDEX]
    return grown, bits
