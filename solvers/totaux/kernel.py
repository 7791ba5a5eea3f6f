"""numba kernels for Totaux: a dynamic programme over (cards used, value) (rules T3, T5).

A prefix of a combination is its first card (one face, T3.2) followed by intermediate cards
(both faces, T3.3 chain or T3.4 pair). The states of prefixes of j cards are grouped by mask
(which table cards they use) into *segments*: one segment per mask, its values sorted, each
state carrying the exact number of distinct written prefixes reaching it (T3.7) and a link to
the first predecessor found (for the witness). A prefix of j >= 2 cards ends as a combination
of j + 1 cards with any unused card L whose face d gives `v o d == total(L)` (T3.5).

Distinctness (T3.7): a card's equal faces are taken once (the first face of a double, the
order of a double's two faces, the last face of a double), so every transition is one distinct
piece of writing and counts add up without double counting.

Value bounds (the proof behind the pruning). Lemma: if one step `w o x = w'` with o in + - x /
and x >= 1 is legal (T3.6), then w <= x * (w' + 1): w = w' - x, w' + x, w' / x or x * w'.
- Last card L with faces up to dL: a value can finish only if v <= F_L = dL * (total_L + 1).
- Chain card {a, b} (two steps, either order): v <= a*b*(B + 1) + max(a, b) <= a*b*(B + 2)
  whenever the card's result is <= B.
- Pair card {a, b} with a non-zero inner value x <= X = max(a + b, a * b): v <= X * (B + 1).
  A double's inner `d - d = 0` allows `v x 0 = 0` from any v: no bound while a double is left.
Composing over a set S of cards that may still cross (in any order, any subset, since every
bound is >= B): v <= P_S * (B + 2|S|) (chain; P_S the product of a*b) or P_S * (B + |S|) (pair;
P_S the product of X), by induction (c*(P*(B+s) + k) <= c*P*(B + s + k) as P >= 1). A state of
mask M can only be finished by some unused L, crossing a subset of the other unused cards, so
states above bound[M] = max over unused L of that expression can never end on a total: they
are dropped, and counts stay exact.

Exact sets (the other pruning). With one, two or three cards left the values a prefix may
hold and still end a combination are listed exactly, by inverting the last steps (`inverse`,
T3.6): the finishing values of each card left (a prefix of at least 2 cards may end on it now),
the values from which one card c left then a last card L finish (`pre[c, L]`, two cards left),
and the values from which c1 then c2 then L finish (c1's inverse images of pre[c2, L], three
cards left; only on tables of THREE_LEFT or more cards, where it pays: on 8-card deals about
12% of the prefixes with three cards left can still end, and they would cause about 95% of the
work). A prefix not in the set cannot end (every way to end is one of those listed), so it is
dropped and counts stay exact. In the pair variant a double's inner `d - d = 0` takes every
value to 0 (`v x 0`): when 0 is in the set it inverts, every value is allowed and only the
bound applies. The set of the mask being grown is loaded into its hash table first, each value
marked RESERVED: a new prefix value then costs one probe, which says at once whether it is
allowed and whether it is already a state.

The last two layers (counting, `_last_two`). The states of masks of n - 2 and n - 1 cards are
not kept: they only finish. A mask M of n - 2 cards (cards a, b left) has an exact set E_M
(its rows, `_rows_of`), and every combination through M is a state u of M followed by
`o d` of a or b (n - 1 cards) or by the other card crossed then a face of the last (n cards).
So counts[L] gains sum over u of cnt_M(u) * weight_L(u), weight_L(u) the writings finishing on L
from u directly or through the other card (T3.7; inverting the last card and the crossed one,
as for E_M). This is exact: cnt_M(u) is what the forward growth would store (the same parents,
writings and pruning), and the n-card combinations ending on L are exactly those whose prefix
of n - 1 cards is a state of all-but-L, itself a state of some M crossed by c; summing over u
first or over the states of all-but-L first is the same sum (saturation to OVER too: every
partial sum is part of the total, or carries an OVER). A crossing card c takes v to
`(v o1 x) o2 y` (chain), so the writings of the states of M - {c} are first summed by
w = v o1 x into a table (per second face y, indexed by value: four look-ups per state and face
order instead of sixteen values), and each row u then takes the sums of the four w with
`w o2 y == u` (`_factored_mask`). Fewest cards and
witnesses follow the forward order: the first mask in order with a finishing state, its
smallest finishing value, and that state's link, re-derived by inverting (`_first_parent`:
first card ascending, first parent in the sorted segment), so witnesses are the forward
programme's; witness states are appended after the kept ones, outside every segment (seg_lo =
VIRTUAL on the masks not kept). The budget counts the states those layers would hold: they
are counted without states only when their exact sets fit the budget beside the kept states
(`_within`), so `complete` cannot change; nearer the budget every layer is grown and kept.
Used for the chain variant when no exact set is `every` and their values stay below
DENSE_MAX; the pair variant (one step per card: nothing to factor; counting its rows without
states measured 10% slower than keeping them) and the search keep every layer.

Values never overflow int64: a chain card maps v to at most 36 * v + 252 and a pair card to
at most 36 * v + 36, so after 10 intermediate cards (12 on the table) v < 13.2 * 36**10 < 5e16.
Counts can exceed int64 on big tables: they saturate to OVER (-1), which propagates, and the
caller reports an overflow instead of a wrapped number (T5.1).

Tables too large to count (`build` passes its budget: most reference-deck deals of 10 to 12
cards) are answered by `search`, the same programme without counts, that stops once every card
is reached (see `_programme` and solve.py). The hot loop `_grow` is one function per mode
(`_grow_counting`, `_grow_searching`), `counting` a constant of each, so the switch costs nothing.

Compiling (solvers/compiling.py). Each family has one nogil entry point over a chunk of tables:
`count_chunk` (the exact programme: `build`, `solve_table`, `solve_many` are Python around
it, the batch as Python threads over chunks) and `search_chunk` (the layered search: `search`,
`search_table`; warmed by search_kernel.py, so that a command needing one family compiles only
that one). `_programme` is inlined into one function per family with `counting` a constant, so
each family compiles only its own `_grow`; `_grow` itself is made once per mode by a closure
(`_grow_mode`), not inlined into a wrapper: numba's inline pass took ~12 s on a callee that
large. Every index passed to a called function is an int64
(a constant would be a literal type and compile the callee a second time); what runs per mask
(`_reserve`, `_filter_fill`, `_sort_segment`, `_finish`, the doubling `table_double`) is
called, not inlined, and only what runs per state or per value is inlined; copies are loops,
not slices (benchmarks/README.md).

No answer depends on the order of work inside a state's transitions, only on the order of
the states: a state's link is the first (card c ascending, then parent in its sorted segment)
that makes it, and segments are sorted by value. Plain-Python twin: reference.py, same order
of work and same pruning, so the same witnesses and the same budget stops.

Speed (numba): the hot function never rebinds an array and calls no function with array
arguments that is not inlined, so its loops do no reference counting; arrays that must grow
make it return to its caller (`programme`), which grows them and resumes at the mask.

Glossary of the arrays:
  fa[c], fb[c], totals[c]   table card c: its two faces and its total (T1.1)
  variant                   CHAIN (T3.3) or PAIR (T3.4)
  vals[s], cnts[s], links[s]  state s: a prefix's value, its number of distinct writings (T3.7,
                            counting mode only) and its first parent: links[s] = parent * 16 +
                            card added (parent -1 for a first card: links = -16 + card)
  seg_lo[M], seg_hi[M]      the states of mask M are s in seg_lo[M]..seg_hi[M] (values sorted);
                            seg_lo[M] = -1: no state
  order[k]                  the masks of 2 to n - 1 cards, by number of cards then by value
  bound[M]                  the largest value a prefix on mask M may hold and still finish
  in_vals/in_mult/in_num    pair variant: each card's inner values `a o b`, writings of each
  fin_vals/fin_mult/fin_num each card L as the last card: the values v with `v o d == total(L)`
                            (sorted) and the writings `o d` of each (T3.5)
  pre[c, L, :pre_num[c, L]] the values from which card c then card L finish (two cards left);
                            every[c, L]: any value does (pair variant, a double's `x (d-d)`)
  table, spare              the shared hash table (solvers/kernel.py) of the mask being grown,
                            keyed by value, a generation per mask; spare is its scratch to double
  ctl[...]                  the programme's counters between calls of `_grow` (COUNT, GEN,
                            MISSING, NEXT, SEARCHED)
  reach[L], counts[L], wit_state[L]  per card L as the last card: fewest cards, distinct
                            combinations (OVER past int64), the prefix state of one witness
  rv, rf, rw, rm, rj        rows of a two-left exact set (`_rows_of`); idx[value] -> row
  hidx, hc, hv, hr          w -> entry, the writings of the states reaching each entry's w,
                            its w, and per row the entries of its four w (`_factored_mask`)
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.kernel import (
    GEN_MAX, KEY, TAG, lowest_bit, quotient, step, table_double, table_find, table_new,
    table_put, table_slots,
)
from deckmath.solvers.notation import ADD, MUL, SUB
from deckmath.solvers.numba_cache import lock_caches
from deckmath.solvers.totaux.model import TABLE_MAX

CHAIN, PAIR = 0, 1
"""Variant codes (T3.3, T3.4)."""

OVER = -1
"""A count that no longer fits in int64."""

BIG = np.int64(1) << np.int64(62)
"""Bound meaning 'no bound': above every value a table can produce (< 5e16, see above)."""

THREE_LEFT = 7
"""Tables of at least this many cards use the exact set with three cards left (module
docstring); on smaller ones building it costs more than it saves (benchmarks/README.md)."""

_CARD_BITS = 16
"""links[s] = parent * 16 + card: a table has at most 12 cards (T2.1)."""

_MAXC = np.int64(0x7FFFFFFFFFFFFFFF)
_SMALL = np.int64(1) << np.int64(59)

RESERVED = np.int64(0xFFFFFFFF)
"""Index of a hash table entry that is an allowed value, not yet a state (module docstring)."""

_STATES_MAX = (1 << 32) - 2
"""State indices must stay below RESERVED (the table keeps 32 bits of index)."""

_FILTER_BITS = 22
"""The largest bit filter of an exact set: 2**22 bits, 512 KB."""

_FIBONACCI = np.uint64(0x9E3779B97F4A7C15)

COUNT, GEN, MISSING, NEXT, SEARCHED, END = range(6)
"""Slots of `ctl`, the programme's counters between calls of `_grow` (END: grow the masks
order[:END] only)."""

VIRTUAL = -2
"""seg_lo[M] of a mask of the last two layers when they are counted without states (module
docstring, "The last two layers"): its states exist but are not kept."""

DENSE_MAX = 1 << 20
"""The largest value the last two layers may need to look up (exact sets of two cards left):
above it the table is counted with every layer kept (a dense index of DENSE_MAX int32s)."""

UNCHECKED_MAX = 9
"""Tables of at most this many cards make no count past int64, so the last two layers add
counts without saturating: a combination of j <= 9 cards is one of 8!/(9 - j)! orders of the
cards before a given last card, 2 first faces, at most 32 writings per intermediate card (two
face orders, 16 operator pairs) and 8 last writings, 2.2e16 at most for j = 9 and less than
2.3e16 over every j, far below 2**63; every partial sum is part of such a count."""

_ROWS = 544
"""Room for an exact set of two cards left: 8 + 8 finishing values, 256 + 256 preimages."""

_DONE, _BUDGET, _NEED_STATES, _NEED_TABLE = 0, 1, 2, 3
"""What `_grow` returns: finished, stopped by the budget, or needs larger arrays."""


@njit(cache=True, inline="always")
def add_count(a, b):
    """a + b for counts, saturating to OVER."""
    if a == OVER or b == OVER or a > _MAXC - b:
        return OVER
    return a + b


@njit(cache=True, inline="always")
def mul_count(a, m):
    """a * m for a count a and a small multiplicity m >= 1, saturating to OVER (no division
    while a * m cannot overflow: m <= 16, a < 2**59)."""
    if a == OVER:
        return OVER
    if m <= 16 and a < _SMALL:
        return a * m
    if a > _MAXC // m:
        return OVER
    return a * m


@njit(cache=True)
def _sat_mul(p, q):
    """p * q for positive bounds, capped at BIG (min(p * q, BIG) whatever the order)."""
    if p > BIG // q:
        return BIG
    return min(p * q, BIG)


@njit(cache=True)
def inner_values(fa, fb):
    """Pair variant (T3.4): per card, the distinct inner results `x o2 y` ({x, y} its faces,
    either order, a double's order once) with how many distinct writings give each.
    Returns (values[n, 16], multiplicity[n, 16], number[n])."""
    n = fa.shape[0]
    vals = np.zeros((n, 16), np.int64)
    mult = np.zeros((n, 16), np.int64)
    num = np.zeros(n, np.int64)
    for c in range(n):
        orders = 1 if fa[c] == fb[c] else 2
        for o in range(orders):
            x = fa[c] if o == 0 else fb[c]
            y = fb[c] if o == 0 else fa[c]
            for op in range(4):
                r = step(op, x, y)
                if r < 0:
                    continue
                k = 0
                while k < num[c] and vals[c, k] != r:
                    k += 1
                if k == num[c]:
                    vals[c, k] = r
                    num[c] += 1
                mult[c, k] += 1
    return vals, mult, num


@njit(cache=True)
def finish_values(fa, fb, totals):
    """Per card L as the last card (T3.5): the values v with `v o d == total` for a face d (a
    double's face once), sorted, and how many distinct writings `o d` finish from each.
    Returns (values[n, 8], multiplicity[n, 8], number[n])."""
    n = fa.shape[0]
    vals = np.zeros((n, 8), np.int64)
    mult = np.zeros((n, 8), np.int64)
    num = np.zeros(n, np.int64)
    for c in range(n):
        faces = 1 if fa[c] == fb[c] else 2
        t = totals[c]
        for f in range(faces):
            d = fa[c] if f == 0 else fb[c]
            for op in range(4):
                if op == ADD:
                    v = t - d
                elif op == SUB:
                    v = t + d
                elif op == MUL:
                    v = quotient(t, d)
                else:
                    v = t * d
                if v < 0:
                    continue
                k = 0
                while k < num[c] and vals[c, k] != v:
                    k += 1
                if k == num[c]:
                    vals[c, k] = v
                    num[c] += 1
                mult[c, k] += 1
        # Sorted by value (insertion sort: at most 8).
        for i in range(1, num[c]):
            v = vals[c, i]
            m = mult[c, i]
            j = i - 1
            while j >= 0 and vals[c, j] > v:
                vals[c, j + 1] = vals[c, j]
                mult[c, j + 1] = mult[c, j]
                j -= 1
            vals[c, j + 1] = v
            mult[c, j + 1] = m
    return vals, mult, num


@njit(cache=True)
def bounds(fa, fb, totals, variant):
    """bound[mask]: the largest value a prefix using `mask` may hold and still end on a total
    (module docstring); -1 when no card is left to end on. O(2**n * n): the products over every
    set of crossing cards first, by the highest card of the set."""
    n = fa.shape[0]
    full = (1 << n) - 1
    factor = np.empty(n, np.int64)
    finish = np.empty(n, np.int64)
    double = 0
    for c in range(n):
        finish[c] = max(fa[c], fb[c]) * (totals[c] + 1)
        if variant == CHAIN:
            factor[c] = fa[c] * fb[c]
        else:
            factor[c] = max(fa[c] + fb[c], fa[c] * fb[c])
            if fa[c] == fb[c]:
                double |= 1 << c
    slack = 2 if variant == CHAIN else 1
    product = np.empty(1 << n, np.int64)
    product[0] = 1
    for i in range(n):
        b = 1 << i
        for r in range(b):
            product[b | r] = _sat_mul(product[r], factor[i])
    out = np.full(1 << n, -1, np.int64)
    for mask in range(full):
        rest = full ^ mask
        best = np.int64(-1)
        left = rest
        while left:
            last = lowest_bit(left)
            left &= left - 1
            cross = rest ^ (1 << last)
            if cross & double:
                best = BIG
                break
            s = 0
            c = cross
            while c:
                c &= c - 1
                s += 1
            best = max(best, _sat_mul(product[cross], finish[last] + slack * s))
        out[mask] = best
    return out


@njit(cache=True, inline="always")
def _apply(op, v, x):
    """`step` (T3.6) for x < DIVISORS, the division by one multiplication."""
    if op == ADD:
        return v + x
    if op == SUB:
        return v - x if v >= x else -1
    if op == MUL:
        return v * x
    if x == 0:
        return -1
    return quotient(v, x)


@njit(cache=True, inline="always")
def _unstep(op, w, x):
    """The value p with `p op x == w` as a legal step (T3.6), or -1 (none; `p x 0 == 0` for
    every p is excluded by the caller)."""
    if op == ADD:
        return w - x if w >= x else -1
    if op == SUB:
        return w + x
    if op == MUL:
        if x == 0:
            return -1
        return quotient(w, x)
    return w * x if x > 0 else -1


@njit(cache=True)
def _preimages(variant, c, w, fa, fb, in_vals, in_num, out, k):
    """Append to out[k:] every value from which card c, as an intermediate card (T3.3 /
    T3.4), reaches w (duplicates possible); returns the new k."""
    if variant == CHAIN:
        for o in range(1 if fa[c] == fb[c] else 2):
            x = fa[c] if o == 0 else fb[c]
            y = fb[c] if o == 0 else fa[c]
            for o2 in range(4):
                m = _unstep(o2, w, y)
                if m < 0:
                    continue
                for o1 in range(4):
                    p = _unstep(o1, m, x)
                    if p >= 0:
                        out[k] = p
                        k += 1
    else:
        for i in range(in_num[c]):
            for o1 in range(4):
                p = _unstep(o1, w, in_vals[c, i])
                if p >= 0:
                    out[k] = p
                    k += 1
    return k


@njit(cache=True)
def before_last(fa, fb, variant, in_vals, in_num, fin_vals, fin_num):
    """Exact test for two cards left (pruning): pre[c, L, :num[c, L]] (distinct, in the order
    found: no use needs them sorted) are the values from which card c as an intermediate card
    (T3.3/T3.4) reaches a value that L finishes on (T3.5); every[c, L] is True when every value
    does (pair variant, a double's `x (d-d)` when L finishes from 0)."""
    n = fa.shape[0]
    pre = np.empty((n, n, 256), np.int64)
    num = np.zeros((n, n), np.int64)
    every = np.zeros((n, n), np.bool_)
    seen = table_new(np.int64(9))
    gen = np.int64(0)
    for c in range(n):
        for last in range(n):
            if c == last:
                continue
            k = np.int64(0)
            for f in range(fin_num[last]):
                w = fin_vals[last, f]
                if variant == PAIR and fa[c] == fb[c] and w == 0:
                    every[c, last] = True
                k = _preimages(variant, c, w, fa, fb, in_vals, in_num, pre[c, last], k)
            # Each value once (a hash table, a generation per pair).
            gen += 1
            u = 0
            for i in range(k):
                v = pre[c, last, i]
                slot, j = table_find(seen, gen, 9, v)
                if j < 0:
                    table_put(seen, gen, slot, v, 0)
                    pre[c, last, u] = v
                    u += 1
            num[c, last] = u
    return pre, num, every


@njit(cache=True)
def _sort_values(a, k, spare, filled):
    """Sort a[:k] in place, each value once; returns how many distinct values it holds. By
    rank: a value's place is the number of values below it, counted by a loop without
    branches that the compiler vectorizes (k is at most a few hundred: quadratic, but several
    times faster than a comparison sort's unpredictable branches, and far less to compile than
    numpy's sort); equal values take the same place. spare and filled: scratch of k entries."""
    for i in range(k):
        filled[i] = 0
    for i in range(k):
        v = a[i]
        r = 0
        for j in range(k):
            r += np.int64(a[j] < v)
        spare[r] = v
        filled[r] = 1
    u = 0
    for i in range(k):
        a[u] = spare[i]
        u += filled[i]
    return u


@njit(cache=True)
def _popcount(mask):
    """The number of cards in a mask."""
    size = 0
    while mask:
        mask &= mask - 1
        size += 1
    return size


@njit(cache=True)
def _masks_by_size(n):
    """The masks of 2 to n - 1 of the n cards, ordered by number of cards, then by value
    (Gosper's next-combination step), with their sizes."""
    total = (1 << n) - n - 2
    out = np.empty(max(total, 0), np.int64)
    sizes = np.empty(max(total, 0), np.int64)
    k = 0
    for size in range(2, n):
        mask = (1 << size) - 1
        while mask < (1 << n):
            out[k] = mask
            sizes[k] = size
            k += 1
            low = mask & -mask
            ripple = mask + low
            mask = (((ripple ^ mask) >> 2) >> lowest_bit(low)) | ripple
    return out, sizes


@njit(cache=True)
def _reserve(mask, full, size, n, variant, fa, fb, in_vals, in_num, fin_vals, fin_num, pre,
             pre_num, every, table, gen, bits, spare, buf):
    """Load the exact set of what a prefix of `size` cards on `mask` may hold and still end a
    combination (module docstring) into the mask's table, as RESERVED entries. Returns
    (exact, top, held, gen, bits): exact False when only the bound applies (more cards left, or
    every value allowed); top the largest value in the set and held its size; bits -1 when the
    table is too small."""
    rest = full ^ mask
    left = _popcount(rest)
    if left > 3 or (left == 3 and n < THREE_LEFT):
        return False, np.int64(0), 0, gen, bits
    r = rest
    while r:
        last = lowest_bit(r)
        r &= r - 1
        c = rest ^ (1 << last)
        while c:
            first = lowest_bit(c)
            c &= c - 1
            if every[first, last]:
                return False, np.int64(0), 0, gen, bits
            if left == 3 and variant == PAIR and fa[first] == fb[first]:
                # first may be crossed before the third card and the last: `v x (d-d)`
                # reaches 0 from every value.
                third = lowest_bit(rest ^ (1 << last) ^ (1 << first))
                for i in range(pre_num[third, last]):
                    if pre[third, last, i] == 0:
                        return False, np.int64(0), 0, gen, bits
    held = 0
    top = np.int64(-1)
    r = rest
    while r:
        last = lowest_bit(r)
        r &= r - 1
        # Sources: L's finishing values (kind 0), then for each other card c left the values
        # c then L finish from (kind 1) and, three left, those c then the third card then L
        # finish from (kind 2).
        others = rest ^ (1 << last)
        for kind in range(3):
            c = others if kind > 0 else 1
            while c:
                first = lowest_bit(c) if kind > 0 else 0
                c &= c - 1
                k = np.int64(0)
                if kind == 0:
                    if size >= 2:
                        for i in range(fin_num[last]):
                            buf[k] = fin_vals[last, i]
                            k += 1
                elif kind == 1:
                    for i in range(pre_num[first, last]):
                        buf[k] = pre[first, last, i]
                        k += 1
                elif left == 3:
                    second = lowest_bit(others ^ (1 << first))
                    for i in range(pre_num[second, last]):
                        k = _preimages(variant, first, pre[second, last, i], fa, fb, in_vals,
                                       in_num, buf, k)
                for i in range(k):
                    v = buf[i]
                    slot, j = table_find(table, gen, bits, v)
                    if j >= 0:
                        continue
                    table_put(table, gen, slot, v, RESERVED)
                    held += 1
                    top = max(top, v)
                    if 2 * held > (1 << bits):
                        if (2 << bits) > table_slots(table):
                            return True, top, held, gen, np.int64(-1)
                        table_double(table, spare, gen, bits)
                        gen += 1
                        bits += 1
    return True, top, held, gen, bits


@njit(cache=True)
def _filter_fill(table, gen, bits, filt, fbits):
    """Set the filter bit of every value of generation gen in the table (the exact set)."""
    shift = np.uint64(64 - fbits)
    for s in range(1 << bits):
        if (table[2 * s + TAG] >> 32) == gen:
            h = (np.uint64(table[2 * s + KEY]) * _FIBONACCI) >> shift
            filt[h >> np.uint64(6)] |= np.uint64(1) << (h & np.uint64(63))


@njit(cache=True)
def _sort_segment(vals, cnts, links, lo, hi, counting, stack):
    """Sort states lo..hi by value, their counts and links along (quicksort, insertion sort
    below 16; values are distinct)."""
    stack[0] = lo
    stack[1] = hi - 1
    top = 2
    while top > 0:
        top -= 2
        a = stack[top]
        b = stack[top + 1]
        while b - a >= 16:
            m = (a + b) >> 1
            pivot = vals[m]
            i = a
            j = b
            while i <= j:
                while vals[i] < pivot:
                    i += 1
                while vals[j] > pivot:
                    j -= 1
                if i <= j:
                    tv = vals[i]
                    vals[i] = vals[j]
                    vals[j] = tv
                    tl = links[i]
                    links[i] = links[j]
                    links[j] = tl
                    if counting:
                        tc = cnts[i]
                        cnts[i] = cnts[j]
                        cnts[j] = tc
                    i += 1
                    j -= 1
            # Push the larger side, loop on the smaller (the stack stays logarithmic).
            if j - a > b - i:
                stack[top] = a
                stack[top + 1] = j
                top += 2
                a = i
            else:
                stack[top] = i
                stack[top + 1] = b
                top += 2
                b = j
        for i in range(a + 1, b + 1):
            v = vals[i]
            ln = links[i]
            cn = cnts[i] if counting else 0
            k = i - 1
            while k >= a and vals[k] > v:
                vals[k + 1] = vals[k]
                links[k + 1] = links[k]
                if counting:
                    cnts[k + 1] = cnts[k]
                k -= 1
            vals[k + 1] = v
            links[k + 1] = ln
            if counting:
                cnts[k + 1] = cn


@njit(cache=True, inline="always")
def _find(vals, lo, hi, v):
    """The index of v among the sorted vals[lo:hi], or -1."""
    a = lo
    b = hi
    while a < b:
        m = (a + b) >> 1
        if vals[m] < v:
            a = m + 1
        else:
            b = m
    if a < hi and vals[a] == v:
        return a
    return -1


@njit(cache=True)
def _finish(counting, mask, full, size, lo, hi, vals, cnts, reach, counts, wit_state, fin_vals,
            fin_mult, fin_num, missing):
    """Finish (T3.5): a prefix on `mask` (its sorted segment lo..hi) ends on an unused card L
    when one of L's finishing values is in the segment; counts, fewest cards and the first
    witness state per card. Returns how many cards are still not reached."""
    r = full ^ mask
    while r:
        last = lowest_bit(r)
        r &= r - 1
        if not counting and reach[last] >= 0:
            continue
        for k in range(fin_num[last]):
            s = _find(vals, lo, hi, fin_vals[last, k])
            if s < 0:
                continue
            if counting:
                counts[last] = add_count(counts[last], mul_count(cnts[s], fin_mult[last, k]))
            if reach[last] < 0:
                reach[last] = size + 1
                wit_state[last] = s
                missing -= 1
                if not counting:
                    break
    return missing


@njit(cache=True, inline="always")
def _save(ctl, next_mask, count, gen, missing):
    """Where `_grow` stopped, to resume at mask order[next_mask] once arrays are grown."""
    ctl[NEXT] = next_mask
    ctl[COUNT] = count
    ctl[GEN] = gen
    ctl[MISSING] = missing


def _grow_mode(counting, name):
    """`_grow` with `counting` a constant of the closure: numba prunes the other mode's
    branches, and the one function per mode compiles without inlining a large callee. The
    function is given its own `name`: numba names a compiled function's symbol and its cache
    files by the qualified name, so two closures sharing one name could, compiled in two
    processes (warmup's, side by side), share a symbol, and a process that loads both
    families would run one mode's code for the other (wrong counts, or a crash)."""

    def grow(fa, fb, variant, max_states, order, sizes, vals, cnts, links, seg_lo,
             seg_hi, reach, counts, wit_state, ctl, table, spare, facts, work):
        """Grow the masks order[ctl[NEXT]:] (T3.3 / T3.4): every prefix on a mask is a prefix on
        mask - {c} with card c crossed last; equal values merge in the mask's hash table, adding
        their writings (T3.7). Then sort the mask's segment and finish on every unused card
        (T3.5). Returns _DONE, _BUDGET (ctl[SEARCHED] = the size of the mask left unfinished, its
        states dropped) or _NEED_STATES / _NEED_TABLE (ctl[NEXT] = the mask to grow again)."""
        bound, fin_vals, fin_mult, fin_num, in_vals, in_mult, in_num, pre, pre_num, every = facts
        buf, stack, filt, cand, cadd = work
        n = fa.shape[0]
        full = (1 << n) - 1
        cap = vals.shape[0]
        max_bits = 0
        while (2 << max_bits) <= table_slots(table):
            max_bits += 1
        count = ctl[COUNT]
        gen = ctl[GEN]
        missing = ctl[MISSING]
        for oi in range(ctl[NEXT], ctl[END]):
            mask = order[oi]
            size = sizes[oi]
            lo = count
            gen += 1
            if gen + 2 * max_bits > GEN_MAX:
                for t in range(table_slots(table)):
                    table[2 * t + TAG] = 0
                gen = 1
            # The mask's table: its exact set first (RESERVED entries), room for the states.
            parents = 0
            c = mask
            while c:
                prev = mask ^ (1 << lowest_bit(c))
                c &= c - 1
                if seg_lo[prev] >= 0:
                    parents += seg_hi[prev] - seg_lo[prev]
            if parents == 0:
                continue
            bits = 10
            while (1 << bits) < 2 * parents and bits < max_bits:
                bits += 1
            exact, top, held, gen, bits = _reserve(mask, full, size, n, variant, fa, fb, in_vals,
                                                   in_num, fin_vals, fin_num, pre, pre_num, every,
                                                   table, gen, bits, spare, buf)
            if bits < 0:
                _save(ctl, oi, lo, gen, missing)
                return _NEED_TABLE
            fbits = 0
            if exact:
                # The bit filter of the exact set: at least 16 bits per value, so that nearly
                # every value not in the set is turned away without probing the table.
                fbits = 12
                while (1 << fbits) < 16 * held and (2 << fbits) <= 64 * filt.shape[0]:
                    fbits += 1
                _filter_fill(table, gen, bits, filt, fbits)
            limit = min(top, bound[mask]) if exact else bound[mask]
            ulimit = np.uint64(limit)
            fshift = np.uint64(64 - fbits)
            for c in range(n):
                if limit < 0:
                    break
                if not (mask >> c) & 1:
                    continue
                prev = mask ^ (1 << c)
                if seg_lo[prev] < 0:
                    continue
                x0 = fa[c]
                y0 = fb[c]
                double = x0 == y0
                for s in range(seg_lo[prev], seg_hi[prev]):
                    v = vals[s]
                    paths = cnts[s] if counting else 0
                    link = s * _CARD_BITS + c
                    before = count
                    # Pass 1, nearly branch-free: the values the card takes v to (chain, T3.3:
                    # `(v o1 x) o2 y`, faces in either order, a double's once; pair, T3.4:
                    # `v o1 (x o2 y)` with the writings of each inner value) that are within the
                    # limit go to cand[:k] (a value below 0 is huge as unsigned: out of range).
                    k = 0
                    if variant == CHAIN:
                        for o in range(1 if double else 2):
                            x = x0 if o == 0 else y0
                            y = y0 if o == 0 else x0
                            for o1 in range(4):
                                if o1 == ADD:
                                    w = v + x
                                elif o1 == SUB:
                                    w = v - x
                                elif o1 == MUL:
                                    w = v * x
                                else:
                                    w = quotient(v, x)
                                if w < 0:
                                    continue
                                cand[k] = w + y
                                k += np.uint64(w + y) <= ulimit
                                cand[k] = w - y
                                k += np.uint64(w - y) <= ulimit
                                cand[k] = w * y
                                k += np.uint64(w * y) <= ulimit
                                u = quotient(w, y)
                                cand[k] = u
                                k += np.uint64(u) <= ulimit
                    else:
                        for i in range(in_num[c]):
                            x = in_vals[c, i]
                            add = 0
                            if counting:
                                add = mul_count(paths, in_mult[c, i])
                            u = v + x
                            cand[k] = u
                            cadd[k] = add
                            k += np.uint64(u) <= ulimit
                            u = v - x
                            cand[k] = u
                            cadd[k] = add
                            k += np.uint64(u) <= ulimit
                            u = v * x
                            cand[k] = u
                            cadd[k] = add
                            k += np.uint64(u) <= ulimit
                            if x > 0:
                                u = quotient(v, x)
                                cand[k] = u
                                cadd[k] = add
                                k += np.uint64(u) <= ulimit
                    if exact:
                        # Keep the values whose bit is set in the exact set's filter (branch-free).
                        kept = 0
                        for t in range(k):
                            u = cand[t]
                            h = (np.uint64(u) * _FIBONACCI) >> fshift
                            cand[kept] = u
                            cadd[kept] = cadd[t]
                            bit = (filt[h >> np.uint64(6)] >> (h & np.uint64(63))) & np.uint64(1)
                            kept += np.int64(bit)
                        k = kept
                    # Pass 2: each value through the table: merged into its state (adding its
                    # writings, T3.7), made a state, or dropped.
                    for t in range(k):
                        u = cand[t]
                        add = 0
                        if counting:
                            add = paths if variant == CHAIN else cadd[t]
                        slot, j = table_find(table, gen, bits, u)
                        if j >= 0 and j != RESERVED:
                            if counting:
                                cnts[j] = add_count(cnts[j], add)
                            continue
                        if j < 0 and exact:
                            continue
                        if count >= max_states:
                            # The budget is full: drop this mask's states and stop (complete
                            # False).
                            ctl[COUNT] = lo
                            ctl[SEARCHED] = size
                            return _BUDGET
                        if count == cap:
                            _save(ctl, oi, lo, gen, missing)
                            return _NEED_STATES
                        vals[count] = u
                        if counting:
                            cnts[count] = add
                        links[count] = link
                        table_put(table, gen, slot, u, count)
                        count += 1
                    if not exact and count > before and 2 * (count - lo) > (1 << bits):
                        # Half full: double the table in place.
                        if bits == max_bits:
                            _save(ctl, oi, lo, gen, missing)
                            return _NEED_TABLE
                        table_double(table, spare, gen, bits)
                        gen += 1
                        bits += 1
            if exact:
                for t in range((1 << fbits) >> 6):
                    filt[t] = np.uint64(0)
            if count == lo:
                continue
            # Sort the mask's segment by value: finishing, `witness` and the listing search it.
            _sort_segment(vals, cnts, links, lo, count, counting, stack)
            seg_lo[mask] = lo
            seg_hi[mask] = count
            missing = _finish(counting, mask, full, size, lo, count, vals, cnts, reach, counts,
                              wit_state, fin_vals, fin_mult, fin_num, missing)
            if not counting and missing == 0:
                ctl[COUNT] = count
                ctl[SEARCHED] = size
                return _DONE
        ctl[COUNT] = count
        ctl[GEN] = gen
        ctl[SEARCHED] = n
        return _DONE
    grow.__name__ = grow.__qualname__ = name
    return grow


_grow_counting = njit(cache=True)(_grow_mode(True, "_grow_counting"))
"""`_grow` counting (the exact programme, T5.1)."""

_grow_searching = njit(cache=True)(_grow_mode(False, "_grow_searching"))
"""`_grow` without counts (the layered search)."""


@njit(cache=True)
def _grown(a, cap):
    """a copied into a new array of cap entries (a loop: a slice copy costs seconds to
    compile)."""
    b = np.empty(cap, a.dtype)
    for i in range(a.shape[0]):
        b[i] = a[i]
    return b


@njit(cache=True)
def _weighted_preimages(variant, c, w, fa, fb, in_vals, in_mult, in_num, out, outm):
    """Every value from which card c, as an intermediate card (T3.3 / T3.4), reaches w, into
    out[:k], with outm[:k] the number of distinct writings of each entry (1 for chain: one entry
    per writing; pair: the inner value's writings). Returns k (`v x 0` excluded: `every`)."""
    k = 0
    if variant == CHAIN:
        for o in range(1 if fa[c] == fb[c] else 2):
            x = fa[c] if o == 0 else fb[c]
            y = fb[c] if o == 0 else fa[c]
            for o2 in range(4):
                m = _unstep(o2, w, y)
                if m < 0:
                    continue
                for o1 in range(4):
                    p = _unstep(o1, m, x)
                    if p >= 0:
                        out[k] = p
                        outm[k] = 1
                        k += 1
    else:
        for i in range(in_num[c]):
            for o1 in range(4):
                p = _unstep(o1, w, in_vals[c, i])
                if p >= 0:
                    out[k] = p
                    outm[k] = in_mult[c, i]
                    k += 1
    return k


@njit(cache=True)
def _dense_top(n, fin_vals, fin_num, pre, pre_num, every):
    """The largest value of any exact set of two cards left (what the last two layers look up
    by value), or -1 when some set is not exact (`every`): then every layer is kept."""
    top = np.int64(0)
    for c in range(n):
        for i in range(fin_num[c]):
            top = max(top, fin_vals[c, i])
        for last in range(n):
            if c == last:
                continue
            if every[c, last]:
                return np.int64(-1)
            for i in range(pre_num[c, last]):
                top = max(top, pre[c, last, i])
    return top


@njit(cache=True)
def _rows_of(a, b, full, fa, fb, variant, bound, in_vals, in_mult, in_num, fin_vals, fin_mult,
             fin_num, pre, pre_num, idx, rv, rf, rw, rm, rj, buf, bufm, spare, filled):
    """The exact set of a mask whose two cards left are a and b (sorted, as `_reserve` loads it)
    as rows r < R: rv[r] its values (idx[rv[r]] = r), rf[r, i] the writings by which the card
    left i (0: a, 1: b) finishes from it (T3.5), rw[r, i] the writings by which the other card
    left is crossed and then card i finishes (its combinations through both cards left), rm[r, i]
    the bits of card i's finishing values reached that way, rj[r, i] the bit of rv[r] among
    card i's finishing values (0: none). Returns R."""
    r = np.int64(0)
    for i in range(2):
        last = a if i == 0 else b
        other = b if i == 0 else a
        for kind in range(2):
            num = fin_num[last] if kind == 0 else pre_num[other, last]
            for j in range(num):
                v = fin_vals[last, j] if kind == 0 else pre[other, last, j]
                if idx[v] >= 0:
                    continue
                idx[v] = r
                rv[r] = v
                r += 1
    _sort_values(rv, r, spare, filled)
    for t in range(r):
        idx[rv[t]] = t
        for i in range(2):
            rf[t, i] = 0
            rw[t, i] = 0
            rm[t, i] = 0
            rj[t, i] = 0
    for i in range(2):
        last = a if i == 0 else b
        other = b if i == 0 else a
        top = bound[full ^ (1 << last)]
        for j in range(fin_num[last]):
            w = fin_vals[last, j]
            rf[idx[w], i] = fin_mult[last, j]
            rj[idx[w], i] = 1 << j
            if w > top:
                continue
            k = _weighted_preimages(variant, other, w, fa, fb, in_vals, in_mult, in_num, buf,
                                    bufm)
            for t in range(k):
                q = idx[buf[t]]
                rw[q, i] += fin_mult[last, j] * bufm[t]
                rm[q, i] |= 1 << j
    return r


@njit(cache=True)
def _first_parent(mask, u, fa, fb, variant, in_vals, in_mult, in_num, vals, seg_lo, seg_hi,
                  buf, bufm):
    """The link of the state u on `mask` as the forward growth makes it (module docstring):
    the first card c crossed last (ascending), then the first parent in its sorted segment
    that c takes to u (T3.3 / T3.4); -1 if none (u is not a state)."""
    c = mask
    while c:
        card = lowest_bit(c)
        c &= c - 1
        prev = mask ^ (1 << card)
        lo = seg_lo[prev]
        if lo < 0:
            continue
        hi = seg_hi[prev]
        k = _weighted_preimages(variant, card, u, fa, fb, in_vals, in_mult, in_num, buf, bufm)
        best = np.int64(-1)
        for t in range(k):
            s = _find(vals, lo, hi, buf[t])
            if s >= 0 and (best < 0 or s < best):
                best = s
        if best >= 0:
            return best * _CARD_BITS + card
    return np.int64(-1)


@njit(cache=True)
def _factored_mask(mask, a, b, n, fa, fb, bound, nrows, rv, rf, rw, rm, rj, vals, cnts,
                   seg_lo, seg_hi, counts, hidx, hc, hv, hr, checked):
    """Chain (T3.3): the combinations through a mask M of n - 2 cards (cards a, b left) from
    the states of the masks M - {c}, without M's states. A card c crosses v as
    `(v o1 x) o2 y`: the writings of the states are first summed by w = v o1 x into a table
    (`hidx`: w -> entry, `hc`: the sums, per second face y), so each state costs four look-ups
    per face order instead of sixteen values; each row u then takes the sums of the four w
    with `w o2 y == u` (`hr`: their entries) times its weights (finishing on a or b directly,
    or through the other). Adds to counts[a], counts[b] (saturating when `checked`, else
    plainly: no count of the table can pass int64, UNCHECKED_MAX); returns the bits of what
    M's states reach (`_last_two`).

    Branch-free where it is hot: hidx[w] = 0 sends a state's value that no row needs to entry
    0, a sink never read; a row's illegal step (below 0, an inexact division) goes to entry 1,
    never added to; the last slot of hidx is a guard, always 0, that every value out of range
    is clamped to. Every entry is back to 0 when the mask is done."""
    bits = np.int64(0)
    if nrows == 0:
        return bits
    guard = np.uint64(hidx.shape[0] - 1)
    top = bound[mask]
    # Rows are sorted by value: those up to the bound can be reached.
    live = 0
    while live < nrows and rv[live] <= top:
        live += 1
    for y in range(1, 7):
        uses = False
        for c in range(n):
            if (mask >> c) & 1 and seg_lo[mask ^ (1 << c)] >= 0 and (fa[c] == y or fb[c] == y):
                uses = True
        if not uses:
            continue
        # The entries of the w from which `w o2 y` is a row.
        nh = 2
        for r in range(live):
            u = rv[r]
            for o2 in range(4):
                uw = min(np.uint64(_unstep(o2, u, y)), guard)
                h = hidx[uw]
                if h == 0:
                    if uw == guard:
                        h = 1
                    else:
                        h = nh
                        hidx[uw] = nh
                        hv[nh] = uw
                        nh += 1
                hr[r, o2] = h
        for c in range(n):
            if not (mask >> c) & 1:
                continue
            prev = mask ^ (1 << c)
            if seg_lo[prev] < 0:
                continue
            for o in range(1 if fa[c] == fb[c] else 2):
                x = fa[c] if o == 0 else fb[c]
                if (fb[c] if o == 0 else fa[c]) != y:
                    continue
                for s in range(seg_lo[prev], seg_hi[prev]):
                    v = vals[s]
                    paths = cnts[s]
                    for o1 in range(4):
                        if o1 == ADD:
                            w = v + x
                        elif o1 == SUB:
                            w = v - x
                        elif o1 == MUL:
                            w = v * x
                        else:
                            w = quotient(v, x)
                        h = np.uint64(hidx[min(np.uint64(w), guard)])
                        if checked:
                            hc[h] = add_count(hc[h], paths)
                        else:
                            hc[h] += paths
        for r in range(live):
            rbits = rj[r, 0] | rj[r, 1] << 8 | rm[r, 0] << 16 | rm[r, 1] << 24
            w0 = rf[r, 0] + rw[r, 0]
            w1 = rf[r, 1] + rw[r, 1]
            h0 = np.uint64(hr[r, 0])
            h1 = np.uint64(hr[r, 1])
            h2 = np.uint64(hr[r, 2])
            h3 = np.uint64(hr[r, 3])
            if checked:
                got = add_count(add_count(hc[h0], hc[h1]), add_count(hc[h2], hc[h3]))
                if got != 0:
                    bits |= rbits
                    if w0 > 0:
                        counts[a] = add_count(counts[a], mul_count(got, w0))
                    if w1 > 0:
                        counts[b] = add_count(counts[b], mul_count(got, w1))
            else:
                got = hc[h0] + hc[h1] + hc[h2] + hc[h3]
                bits |= rbits * (got != 0)
                counts[a] += got * w0
                counts[b] += got * w1
        hc[0] = 0
        for h in range(2, nh):
            hidx[hv[h]] = 0
            hc[h] = 0
    return bits


@njit(cache=True)
def _last_two(n, fa, fb, order, sizes, first, vals, cnts, links, seg_lo, seg_hi, reach, counts,
              wit_state, count, facts, idx):
    """Chain: count the combinations of n - 1 and n cards (T3.5, T5.1) without the states of
    the last two layers (module docstring): each mask M of n - 2 cards (order[first:], in
    order) sums, from the states of the masks M - {c}, the writings by which they finish on a
    card left directly (n - 1 cards) or through the other one (n cards), factored through the
    crossing card's second face (`_factored_mask`). Fewest cards as the forward order finds
    them; witness states re-derived (`_first_parent`) and appended to vals at count. Returns
    the new count."""
    bound, fin_vals, fin_mult, fin_num, in_vals, in_mult, in_num, pre, pre_num, every = facts
    full = (1 << n) - 1
    rv = np.empty(_ROWS, np.int64)
    rf = np.empty((_ROWS, 2), np.int64)
    rw = np.empty((_ROWS, 2), np.int64)
    rm = np.empty((_ROWS, 2), np.int64)
    rj = np.empty((_ROWS, 2), np.int64)
    buf = np.empty(256, np.int64)
    bufm = np.empty(256, np.int64)
    spare = np.empty(_ROWS, np.int64)
    filled = np.empty(_ROWS, np.int64)
    # Through both cards left, per last card L and card c crossed before it: the bits of L's
    # finishing values that the states of the mask without c and L reach through c.
    seen = np.zeros((n, n), np.int64)
    # `_factored_mask`'s table: w < 6 * (top + 1) (w = u x y, u a row, y <= 6) and its guard.
    hidx = np.zeros(6 * (idx.shape[0] + 1) + 1, np.int32)
    hc = np.zeros(4 * _ROWS + 2, np.int64)
    hv = np.empty(4 * _ROWS + 2, np.int64)
    hr = np.empty((_ROWS, 4), np.int64)
    checked = n > UNCHECKED_MAX
    for oi in range(first, order.shape[0]):
        mask = order[oi]
        if sizes[oi] != n - 2:
            break
        seg_lo[mask] = VIRTUAL
        rest = full ^ mask
        a = lowest_bit(rest)
        b = lowest_bit(rest ^ (1 << a))
        nrows = _rows_of(a, b, full, fa, fb, CHAIN, bound, in_vals, in_mult, in_num, fin_vals,
                         fin_mult, fin_num, pre, pre_num, idx, rv, rf, rw, rm, rj, buf, bufm,
                         spare, filled)
        for r in range(nrows):
            idx[rv[r]] = -1
        bits = _factored_mask(mask, a, b, n, fa, fb, bound, nrows, rv, rf, rw, rm, rj, vals,
                              cnts, seg_lo, seg_hi, counts, hidx, hc, hv, hr, checked)
        for i in range(2):
            last = a if i == 0 else b
            other = b if i == 0 else a
            direct = (bits >> (8 * i)) & 0xFF
            if direct and reach[last] < 0:
                # The first mask in order to finish on L, its smallest finishing value.
                reach[last] = n - 1
                vals[count] = fin_vals[last, lowest_bit(direct)]
                links[count] = _first_parent(mask, vals[count], fa, fb, CHAIN, in_vals,
                                             in_mult, in_num, vals, seg_lo, seg_hi, buf, bufm)
                wit_state[last] = count
                count += 1
            seen[last, other] |= (bits >> (16 + 8 * i)) & 0xFF
    # The layer of n - 1 cards: all cards but L, reached through some c.
    for last in range(n):
        union = 0
        for c in range(n):
            union |= seen[last, c]
        seg_lo[full ^ (1 << last)] = VIRTUAL
        if union == 0 or reach[last] >= 0:
            continue
        # Its smallest finishing value j, reached first through the lowest card c, from the
        # first state (by value) of the mask without c and L that c takes there.
        j = lowest_bit(union)
        c = 0
        while not (seen[last, c] >> j) & 1:
            c += 1
        reach[last] = n
        mask = full ^ (1 << last) ^ (1 << c)
        a = min(c, last)
        nrows = _rows_of(a, max(c, last), full, fa, fb, CHAIN, bound, in_vals, in_mult, in_num,
                         fin_vals, fin_mult, fin_num, pre, pre_num, idx, rv, rf, rw, rm, rj, buf,
                         bufm, spare, filled)
        i = 0 if last == a else 1
        for r in range(nrows):
            idx[rv[r]] = -1
        for r in range(nrows):
            if (rm[r, i] >> j) & 1 and rv[r] <= bound[mask]:
                link = _first_parent(mask, rv[r], fa, fb, CHAIN, in_vals, in_mult, in_num,
                                     vals, seg_lo, seg_hi, buf, bufm)
                if link >= 0:
                    vals[count] = rv[r]
                    links[count] = link
                    break
        vals[count + 1] = fin_vals[last, j]
        links[count + 1] = count * _CARD_BITS + c
        wit_state[last] = count + 1
        count += 2
    return count


@njit(cache=True)
def _within(n, kept, fin_num, pre_num, max_states):
    """Whether the states the last two layers can hold (at most their exact sets) fit the
    budget beside the `kept` ones, so that counting them without states cannot change
    `complete` (module docstring)."""
    most = kept
    for c in range(n):
        most += n * fin_num[c]
        for last in range(n):
            if c != last:
                most += pre_num[c, last]
    return most <= max_states


@njit(cache=True, inline="always")
def _programme(counting, fa, fb, totals, variant, max_states):
    """The forward programme (T3, T5.1), one for the exact solve and the layered search.

    Prefixes of j cards are made from prefixes of j - 1 cards (masks in order of size), one
    state per (mask, value) with its first parent link, pruned by the proven bounds and exact
    sets (module docstring). The first mask size at which a card L ends a combination gives its
    fewest cards, and the first state found there its witness.
    - counting=True (`build`): each state also counts its distinct writings (T3.7) and every
      card L sums the combinations ending on it; all masks are done.
    - counting=False (`search`): no counts; it stops as soon as every card has been reached.
    When one more state would pass `max_states` (the memory budget) the unfinished mask's
    states are dropped and the work stops: complete = False.

    Returns (vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete, searched):
    the glossary's arrays (cnts empty when not counting); searched = K means every
    combination of at most K cards was tried (n: every combination)."""
    n = fa.shape[0]
    full = (1 << n) - 1
    max_states = min(max_states, _STATES_MAX)
    bound = bounds(fa, fb, totals, variant)
    in_vals, in_mult, in_num = inner_values(fa, fb)
    fin_vals, fin_mult, fin_num = finish_values(fa, fb, totals)
    pre, pre_num, every = before_last(fa, fb, variant, in_vals, in_num, fin_vals, fin_num)
    buf = np.empty(256 * 32, np.int64)
    stack = np.empty(128, np.int64)
    # Exact sets hold at most a few hundred values below THREE_LEFT cards: a 2 KB filter.
    filt = np.zeros(1 << ((_FILTER_BITS if n >= THREE_LEFT else 14) - 6), np.uint64)

    cap = 1024
    vals = np.empty(cap, np.int64)
    cnts = np.empty(cap if counting else 0, np.int64)
    links = np.empty(cap, np.int64)
    seg_lo = np.full(1 << n, -1, np.int64)
    seg_hi = np.full(1 << n, -1, np.int64)
    reach = np.full(n, -1, np.int64)
    counts = np.zeros(n, np.int64)
    wit_state = np.full(n, -1, np.int64)
    table_bits = np.int64(12)
    table = table_new(table_bits)
    spare = table_new(table_bits)
    gen = np.int64(0)

    # First cards (T3.2): one face of one card, a double's face once (T3.7).
    count = 0
    for c in range(n):
        mask = 1 << c
        lo = count
        while True:
            gen += 1
            exact, top, _, gen, bits = _reserve(mask, full, np.int64(1), n, variant, fa, fb,
                                                in_vals, in_num, fin_vals, fin_num, pre,
                                                pre_num, every, table, gen, np.int64(10),
                                                spare, buf)
            if bits >= 0:
                break
            table_bits += 1
            table = table_new(table_bits)
            spare = table_new(table_bits)
            gen = np.int64(0)
        limit = min(top, bound[mask]) if exact else bound[mask]
        for f in range(1 if fa[c] == fb[c] else 2):
            v = min(fa[c], fb[c]) if f == 0 else max(fa[c], fb[c])
            if v > limit or (exact and table_find(table, gen, bits, v)[1] < 0):
                continue
            vals[count] = v
            if counting:
                cnts[count] = 1
            links[count] = -_CARD_BITS + c
            count += 1
        if count > lo:
            seg_lo[mask] = lo
            seg_hi[mask] = count

    order, sizes = _masks_by_size(n)
    facts = (bound, fin_vals, fin_mult, fin_num, in_vals, in_mult, in_num, pre, pre_num, every)
    work = (buf, stack, filt, np.empty(64, np.int64), np.empty(64, np.int64))
    ctl = np.zeros(8, np.int64)
    ctl[COUNT] = count
    ctl[GEN] = gen
    ctl[MISSING] = n
    # Counting, the last two layers are counted without their states when every exact set of
    # two cards left is small enough to index by value (module docstring).
    top = (_dense_top(n, fin_vals, fin_num, pre, pre_num, every)
           if counting and variant == CHAIN and n >= 4 else -1)
    last_two = 0 <= top <= DENSE_MAX
    first = order.shape[0]
    if last_two:
        first = 0
        while sizes[first] < n - 2:
            first += 1
    ctl[END] = first
    while True:
        if counting:
            status = _grow_counting(fa, fb, variant, max_states, order, sizes, vals, cnts,
                                    links, seg_lo, seg_hi, reach, counts, wit_state, ctl,
                                    table, spare, facts, work)
        else:
            status = _grow_searching(fa, fb, variant, max_states, order, sizes, vals, cnts,
                                     links, seg_lo, seg_hi, reach, counts, wit_state, ctl,
                                     table, spare, facts, work)
        if status == _NEED_STATES:
            cap = min(2 * vals.shape[0], max_states)
            vals = _grown(vals, cap)
            links = _grown(links, cap)
            if counting:
                cnts = _grown(cnts, cap)
        elif status == _NEED_TABLE:
            table_bits += 1
            table = table_new(table_bits)
            spare = table_new(table_bits)
            ctl[GEN] = 0
        elif status == _DONE and last_two and not _within(n, ctl[COUNT], fin_num, pre_num,
                                                          max_states):
            # Near the budget: the last two layers are grown and kept as every other, so
            # that the states are counted exactly.
            last_two = False
            ctl[NEXT] = first
            ctl[END] = order.shape[0]
        else:
            break
    count = ctl[COUNT]
    complete = status == _DONE
    if last_two and complete:
        if count + 2 * n > vals.shape[0]:
            vals = _grown(vals, count + 2 * n)
            links = _grown(links, count + 2 * n)
            cnts = _grown(cnts, count + 2 * n)
        idx = np.full(top + 1, np.int32(-1), np.int32)
        kept = count
        count = _last_two(n, fa, fb, order, sizes, first, vals, cnts, links, seg_lo, seg_hi,
                          reach, counts, wit_state, count, facts, idx)
        for s in range(kept, count):
            cnts[s] = 0
    return (vals[:count], cnts[:count if counting else 0], links[:count], seg_lo, seg_hi,
            reach, counts, wit_state, complete, ctl[SEARCHED])


@njit(cache=True, inline="always")
def _count_programme(fa, fb, totals, variant, max_states):
    """`_programme` counting (the exact programme, T5.1): compiles `_grow_counting` only.
    Inlined into its one caller, count_chunk: as a function of its own, LLVM optimized and
    emitted everything under it once for it and once more for count_chunk (0.9 s of the
    family's compile)."""
    return _programme(True, fa, fb, totals, variant, max_states)


@njit(cache=True, inline="always")
def _search_programme(fa, fb, totals, variant, max_states):
    """`_programme` without counts (the layered search): compiles `_grow_searching` only;
    inlined into search_chunk, as `_count_programme` is into count_chunk."""
    return _programme(False, fa, fb, totals, variant, max_states)


@njit(cache=True)
def spell_step(variant, u, v, x0, y0):
    """The first writing (order, o1, o2) by which a card with faces x0, y0 takes u to v as an
    intermediate card (T3.3 / T3.4), as (x, o1, o2, y); (-1, -1, -1, -1) if none."""
    orders = 1 if x0 == y0 else 2
    for o in range(orders):
        x = x0 if o == 0 else y0
        y = y0 if o == 0 else x0
        for o1 in range(4):
            for o2 in range(4):
                if variant == CHAIN:
                    w = step(o1, u, x)
                    if w >= 0 and step(o2, w, y) == v:
                        return x, o1, o2, y
                else:
                    inner = step(o2, x, y)
                    if inner >= 0 and step(o1, u, inner) == v:
                        return x, o1, o2, y
    return -1, -1, -1, -1


@njit(cache=True)
def spell_last(v, x0, y0, total):
    """The first writing `o d` by which a last card (faces x0, y0) takes v to its total (T3.5),
    as (o, d); (-1, -1) if none."""
    faces = 1 if x0 == y0 else 2
    for f in range(faces):
        d = x0 if f == 0 else y0
        for o in range(4):
            if step(o, v, d) == total:
                return o, d
    return -1, -1


@njit(cache=True)
def witness(variant, fa, fb, totals, vals, links, state, last, out):
    """Write the combination ending with the prefix `state` and the card `last` into out[k, 5]
    rows (card, x, o1, o2, y): the first card's row holds its face in x, an intermediate card
    its writing, the last card (o, d) in o1 and x. Returns k, the number of cards."""
    k = 0
    s = state
    while s >= 0:
        out[k, 0] = links[s] & (_CARD_BITS - 1)
        out[k, 1] = s
        k += 1
        s = links[s] // _CARD_BITS
    for i in range(k // 2):
        for col in range(2):
            tmp = out[i, col]
            out[i, col] = out[k - 1 - i, col]
            out[k - 1 - i, col] = tmp
    for i in range(k - 1, -1, -1):
        c = out[i, 0]
        s = out[i, 1]
        if i == 0:
            out[i, 1] = vals[s]
            out[i, 2] = -1
            out[i, 3] = -1
            out[i, 4] = -1
            continue
        x, o1, o2, y = spell_step(variant, vals[out[i - 1, 1]], vals[s], fa[c], fb[c])
        out[i, 1] = x
        out[i, 2] = o1
        out[i, 3] = o2
        out[i, 4] = y
    o, d = spell_last(vals[state], fa[last], fb[last], totals[last])
    out[k, 0] = last
    out[k, 1] = d
    out[k, 2] = o
    out[k, 3] = -1
    out[k, 4] = -1
    return k + 1


@njit(cache=True)
def _row(a, p, n):
    """Row p of a 2-D input, its first n entries, as a contiguous array of its own."""
    out = np.empty(n, np.int64)
    for i in range(n):
        out[i] = a[p, i]
    return out


@njit(cache=True, nogil=True)
def count_chunk(fa, fb, totals, sizes, variant, max_states, first, end, reach, counts, wit,
                complete, states, counted):
    """Count tables first..end-1 exactly (T3, T5.1; row p holds table p padded to sizes[p]
    cards) into reach[p, L], counts[p, L], witness rows wit[p, L, :reach, 5] (as in `witness`,
    filled with -1 beforehand), complete[p], states[p] (states kept) and counted[p] = K: every
    combination of at most K cards is in counts[p] (sizes[p] when complete). Stopped by the
    budget, counts[p, L] is a lower bound: the combinations of at most K cards ending on L and
    some of K + 1 cards (masks are grown by size, each finished once grown), and reach[p, L]
    is exact where it is set (the first size at which L ends); returns the last
    table's (vals, cnts, links, seg_lo, seg_hi, wit_state) for `build`. The one entry point of
    the counting family, nogil for threads: `build`, `solve_table` and `solve_many` are Python
    around it, so the programme compiles once, for one signature."""
    vals = np.empty(0, np.int64)
    cnts = np.empty(0, np.int64)
    links = np.empty(0, np.int64)
    seg_lo = np.empty(0, np.int64)
    seg_hi = np.empty(0, np.int64)
    wit_state = np.empty(0, np.int64)
    for p in range(first, end):
        n = sizes[p]
        a = _row(fa, p, n)
        b = _row(fb, p, n)
        t = _row(totals, p, n)
        vals, cnts, links, seg_lo, seg_hi, r, c, wit_state, ok, done = _count_programme(
            a, b, t, variant, max_states)
        for last in range(n):
            reach[p, last] = r[last]
            counts[p, last] = c[last]
        complete[p] = ok
        states[p] = vals.shape[0]
        counted[p] = done
        if ok:
            for last in range(n):
                if wit_state[last] >= 0:
                    witness(variant, a, b, t, vals, links, wit_state[last], last, wit[p, last])
    return vals, cnts, links, seg_lo, seg_hi, wit_state


@njit(cache=True, nogil=True)
def search_chunk(fa, fb, totals, sizes, variant, max_states, first, end, reach, wit, searched,
                 states):
    """The layered search (fallback mode: T5.1 but the counts) on tables first..end-1, as
    `count_chunk`: reach[p, L] (-1: no combination of at most searched[p] cards ends on L),
    witness rows wit[p, L], searched[p], states[p]; returns the last table's (vals, links,
    wit_state). The one entry point of the searching family (search_kernel.py)."""
    vals = np.empty(0, np.int64)
    links = np.empty(0, np.int64)
    wit_state = np.empty(0, np.int64)
    for p in range(first, end):
        n = sizes[p]
        a = _row(fa, p, n)
        b = _row(fb, p, n)
        t = _row(totals, p, n)
        vals, _, links, _, _, r, _, wit_state, _, done = _search_programme(
            a, b, t, variant, max_states)
        for last in range(n):
            reach[p, last] = r[last]
            if wit_state[last] >= 0:
                witness(variant, a, b, t, vals, links, wit_state[last], last, wit[p, last])
        searched[p] = done
        states[p] = vals.shape[0]
    return vals, links, wit_state


def _one(a: np.ndarray) -> np.ndarray:
    """One table's array as the single row of a batch."""
    return np.ascontiguousarray(a, np.int64).reshape(1, -1)


def _count_one(fa, fb, totals, variant, max_states):
    """count_chunk on one table: its result arrays (row 0) and the arrays it returns."""
    n = fa.shape[0]
    reach = np.empty((1, n), np.int64)
    counts = np.empty((1, n), np.int64)
    wit = np.full((1, n, TABLE_MAX, 5), -1, np.int64)
    complete = np.zeros(1, np.bool_)
    states = np.zeros(1, np.int64)
    counted = np.zeros(1, np.int64)
    kept = count_chunk(_one(fa), _one(fb), _one(totals), np.full(1, n, np.int64), variant,
                       max_states, 0, 1, reach, counts, wit, complete, states, counted)
    return reach[0], counts[0], wit[0], bool(complete[0]), int(states[0]), kept, int(counted[0])


def build(fa, fb, totals, variant, max_states):
    """The exact programme with counts (T3, T5.1) on one table. Returns (vals, cnts, links,
    seg_lo, seg_hi, reach, counts, wit_state, complete); when complete is False the per-card
    results are not to be used."""
    reach, counts, _, complete, _, kept, _ = _count_one(fa, fb, totals, variant, max_states)
    vals, cnts, links, seg_lo, seg_hi, wit_state = kept
    return vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete


def solve_table(fa, fb, totals, variant, max_states):
    """Solve one table (T5.1): per card as the last card, (reach, counts, witness rows
    wit[L, :reach[L], 5] as in `witness`, states used, complete)."""
    reach, counts, wit, complete, states, _, _ = _count_one(fa, fb, totals, variant, max_states)
    return reach, counts, wit, states, complete


def count_table(fa, fb, totals, variant, max_states):
    """`solve_table` that also says how far a count stopped by the budget went: (reach,
    counts, wit, complete, counted), counted = K as in `count_chunk` (counts then lower bounds,
    reach exact where set; wit is filled only when complete)."""
    reach, counts, wit, complete, _, _, counted = _count_one(fa, fb, totals, variant,
                                                             max_states)
    return reach, counts, wit, complete, counted


_CHUNK = 8
"""Tables per call of count_chunk in `solve_many` (one task of its threads)."""


def solve_many(fa, fb, totals, sizes, variant, max_states):
    """Solve many tables (T5.1); row p holds table p padded to sizes[p] cards, in chunks of
    _CHUNK tables shared among numba.get_num_threads() threads (the caller's setting). Returns
    reach[p, :], counts[p, :], wit[p, :, :, :], complete[p], counted[p] (as in `count_chunk`:
    counts are lower bounds where complete is False). Python threads over the nogil
    count_chunk rather than numba's parallel=True: a prange loop compiles the programme again
    (about 35 s, benchmarks/README.md) for the same throughput."""
    import numba

    npos = fa.shape[0]
    reach = np.full((npos, TABLE_MAX), -1, np.int64)
    counts = np.zeros((npos, TABLE_MAX), np.int64)
    wit = np.full((npos, TABLE_MAX, TABLE_MAX, 5), -1, np.int64)
    complete = np.zeros(npos, np.bool_)
    states = np.zeros(npos, np.int64)
    counted = np.zeros(npos, np.int64)
    args = (np.ascontiguousarray(fa, np.int64), np.ascontiguousarray(fb, np.int64),
            np.ascontiguousarray(totals, np.int64), np.ascontiguousarray(sizes, np.int64),
            variant, max_states)
    out = (reach, counts, wit, complete, states, counted)
    threads = min(numba.get_num_threads(), (npos + _CHUNK - 1) // _CHUNK)
    if threads <= 1:
        count_chunk(*args, 0, npos, *out)
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(threads) as pool:
            for done in [pool.submit(count_chunk, *args, lo, min(npos, lo + _CHUNK), *out)
                         for lo in range(0, npos, _CHUNK)]:
                done.result()
    return reach, counts, wit, complete, counted


def _search_one(fa, fb, totals, variant, max_states):
    """search_chunk on one table: its result arrays (row 0) and the arrays it returns."""
    n = fa.shape[0]
    reach = np.empty((1, n), np.int64)
    wit = np.full((1, n, TABLE_MAX, 5), -1, np.int64)
    searched = np.zeros(1, np.int64)
    states = np.zeros(1, np.int64)
    kept = search_chunk(_one(fa), _one(fb), _one(totals), np.full(1, n, np.int64), variant,
                        max_states, 0, 1, reach, wit, searched, states)
    return reach[0], wit[0], int(searched[0]), int(states[0]), kept


def search(fa, fb, totals, variant, max_states):
    """The layered search, for tables whose exact counts do not fit the memory budget (T5.1
    but the counts). Returns (vals, links, reach, wit_state, searched): reach[L] = -1 means no
    combination of at most `searched` cards ends on L."""
    reach, _, searched, _, (vals, links, wit_state) = _search_one(fa, fb, totals, variant,
                                                                  max_states)
    return vals, links, reach, wit_state, searched


def search_table(fa, fb, totals, variant, max_states):
    """The layered search on one table, with witnesses: (reach, witness rows wit[L, :reach[L],
    5] as in `witness`, searched, states kept)."""
    reach, wit, searched, states, _ = _search_one(fa, fb, totals, variant, max_states)
    return reach, wit, searched, states


ENTRY_POINTS = ("count_chunk",)
"""The kernel of the counting family (solvers/compiling.py); the searching family's,
search_chunk, is warmed by search_kernel.py, so that a command needing one compiles one."""

COMPILE_SECONDS = 20
"""About how long compiling it takes on the reference machine (18.7 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run the counting family's entry point once on a tiny table, in both variants, compiling
    it (or loading it from cache)."""
    fa = np.array([3, 1, 2], np.int64)
    fb = np.array([5, 6, 2], np.int64)
    totals = np.array([24, 7, 13], np.int64)
    for variant in (CHAIN, PAIR):
        solve_table(fa, fb, totals, variant, 1 << 20)


lock_caches(globals())
