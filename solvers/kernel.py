"""numba pieces shared by the games' kernels: one legal step and its inverse (C3.2, T3.6), the
exact division by a small divisor that the inner loops use, and the one hash table every
search uses to merge equal states.

The hash table is one flat int64 array `table` of 2**bits slots of two words (16 bytes: four
slots to a cache line, a probe reads one); slot s is
  table[2 * s + KEY]  the key stored (a key is >= 0; its meaning is the caller's)
  table[2 * s + TAG]  generation * 2**32 + the caller's state index for that key: a slot whose
                      generation is not the caller's current one `gen` is empty, so a new layer
                      (or mask, or position) empties the table in O(1) by taking a new
                      generation
Slots are unsigned (np.uint64) inside: numba then indexes without the negative-index fix-up.
Generations run from 1 to GEN_MAX (a fresh table's slots hold generation 0); indices are below
2**32. A caller may use the first 2**bits rows of a larger array, so one allocation serves a
whole batch. Open addressing, linear probing, Fibonacci hashing on the high bits; the caller
doubles the table (`table_grown`, or into a second buffer with `table_rehash`) once it is half
full. Plain-Python twins: notation.apply_code and notation.inverse_code for the steps, a dict
for the table (tests/test_shared_kernels.py).
"""
from __future__ import annotations

import numpy as np
from numba import njit
from numba.cpython.unsafe.numbers import trailing_zeros

from deckmath.solvers.notation import ADD, MUL, SUB
from deckmath.solvers.numba_cache import lock_caches

_FIBONACCI = np.uint64(0x9E3779B97F4A7C15)

KEY, TAG = 0, 1
"""The two words of a hash table slot."""

GEN_MAX = (1 << 31) - 1
"""The last generation a table can tell apart (TAG holds generation * 2**32 + index)."""

_LOW32 = np.int64(0xFFFFFFFF)


def _divisor_table(size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every divisor d in 1..size-1, d = q * 2**k with q odd: k, the inverse of q modulo
    2**64 and floor((2**64 - 1) / q) (see `quotient`)."""
    shift = np.zeros(size, np.uint64)
    inv = np.zeros(size, np.uint64)
    lim = np.zeros(size, np.uint64)
    for d in range(1, size):
        k = (d & -d).bit_length() - 1
        q = d >> k
        shift[d] = k
        inv[d] = pow(q, -1, 2**64)
        lim[d] = (2**64 - 1) // q
    return shift, inv, lim


DIVISORS = 64
"""`quotient` takes divisors 1..63: Celsius operands (1..10), Totaux faces (1..6) and a pair's
inner values (at most 6 * 6)."""
_DIV_SHIFT, _DIV_INV, _DIV_LIM = _divisor_table(DIVISORS)


@njit(cache=True, inline="always")
def quotient(v, d):
    """v / d when d divides v exactly, else -1, for v >= 0 and 1 <= d < DIVISORS, by one
    multiplication instead of a division (Granlund and Montgomery, exact division by an
    invariant integer): with d = q * 2**k, q odd, v is a multiple of d if and only if its k low
    bits are 0 and t = (v >> k) * q**-1 mod 2**64 is at most floor((2**64 - 1) / q), because
    multiplying by q**-1 maps the multiples m * q (m <= floor((2**64 - 1) / q)) onto m, one to
    one, and so every other number above that; t is then the quotient. Twin: `step`."""
    u = np.uint64(v)
    k = _DIV_SHIFT[d]
    w = u >> k
    if (w << k) != u:
        return -1
    t = w * _DIV_INV[d]
    if t > _DIV_LIM[d]:
        return -1
    return np.int64(t)


@njit(cache=True, inline="always")
def divide(v, d):
    """v / d when d divides v exactly, else -1, for any v >= 0 and d >= 1: unsigned hardware
    division, without Python's floor-division sign fix-ups (both are non-negative)."""
    u = np.uint64(v)
    e = np.uint64(d)
    q = u // e
    if q * e != u:
        return -1
    return np.int64(q)


@njit(cache=True, inline="always")
def lowest_bit(mask):
    """The index of the lowest set bit of a mask > 0 (one instruction, tzcnt)."""
    return np.int64(trailing_zeros(mask))


@njit(cache=True, inline="always")
def step(op, v, a):
    """`v op a` (C3.1-C3.2, T3.3-T3.6): the whole result >= 0, or -1 when the step is illegal
    (below 0, inexact division, division by 0). v >= 0 and a >= 0."""
    if op == ADD:
        return v + a
    if op == SUB:
        return v - a if v >= a else -1
    if op == MUL:
        return v * a
    if a == 0:
        return -1
    return divide(v, a)


@njit(cache=True)
def inverse(op, w, x, out, k):
    """Append to out[k:] every value p with `p op x == w` as a legal step (T3.6); returns the
    new k, or -1 when every p works (`p x 0 == 0`). w >= 0, x >= 0. Twin:
    notation.inverse_code."""
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
        p = divide(w, x)
        if p >= 0:
            out[k] = p
            k += 1
    elif x > 0:
        out[k] = w * x
        k += 1
    return k


@njit(cache=True)
def table_new(bits):
    """An empty table of 2**bits slots (every slot of generation 0)."""
    return np.zeros(2 << bits, np.int64)


@njit(cache=True, inline="always")
def table_slots(table):
    """How many slots the table's array holds."""
    return table.shape[0] >> 1


@njit(cache=True, inline="always")
def table_slot(key, bits):
    """The home slot of a key (Fibonacci hashing: the high bits of key * 2**64/phi)."""
    return (np.uint64(key) * _FIBONACCI) >> np.uint64(64 - bits)


@njit(cache=True, inline="always")
def table_find(table, gen, bits, key):
    """(slot, state index) of `key` in generation `gen`, among the first 2**bits slots; the
    index is -1 when the key is absent, and the slot is then where to put it."""
    wrap = np.uint64((1 << bits) - 1)
    s = table_slot(key, bits)
    one = np.uint64(1)
    while (table[(s << one) | one] >> 32) == gen:
        if table[s << one] == key:
            return s, table[(s << one) | one] & _LOW32
        s = (s + one) & wrap
    return s, np.int64(-1)


@njit(cache=True, inline="always")
def table_put(table, gen, slot, key, value):
    """Store key -> value (0 <= value < 2**32) in the empty slot `table_find` returned."""
    one = np.uint64(1)
    table[slot << one] = key
    table[(slot << one) | one] = (gen << 32) | value


@njit(cache=True, inline="always")
def table_rehash(src, src_gen, src_bits, dst, dst_gen, dst_bits):
    """Copy generation src_gen of the first 2**src_bits slots of `src` into the first
    2**dst_bits slots of `dst` as generation dst_gen (dst must hold no dst_gen entry)."""
    for s in range(1 << src_bits):
        tag = src[2 * s + TAG]
        if (tag >> 32) != src_gen:
            continue
        key = src[2 * s + KEY]
        t, _ = table_find(dst, dst_gen, dst_bits, key)
        table_put(dst, dst_gen, t, key, tag & _LOW32)


@njit(cache=True)
def table_double(table, spare, gen, bits):
    """Double a table in place, using `spare` (at least 2**bits slots) as scratch: its entries
    of generation gen move to generation gen + 1 in the first 2**(bits + 1) slots. A caller that
    keeps its table in one array variable (never rebound in a loop) spares numba's reference
    counting in its hot loop. Rare, so called, not inlined; the copy is a loop, as a slice
    assignment brings in numba's shape-mismatch message and seconds of compiling."""
    for s in range(2 << bits):
        spare[s] = table[s]
    table_rehash(spare, gen, bits, table, gen + 1, bits + 1)


@njit(cache=True)
def table_grown(table, gen, bits):
    """The table doubled, holding this generation's entries: (table, bits)."""
    grown = table_new(bits + 1)
    table_rehash(table, gen, bits, grown, gen, bits + 1)
    return grown, bits + 1


lock_caches(globals())
