"""numba kernels for Celsius: a breadth-first search over (cards used, value) (rules C3, C4).

A state is (mask of hand cards used, current value). Every path to a state uses popcount(mask)
cards, so the states form layers by card count and one pass over the layers finds, for every hot
value, the fewest cards reaching it (C4.4) and counts the distinct plays reaching each state
(C4.5). Two equal hand cards give the same play string, so the later copy of a card may only be
used once the earlier one is (this makes a mask a multiset of cards, C3.3, C4.5).

States that can no longer reach any hot value are dropped: with the cards left, a value v can
fall at most to v / D - S (D: product of the largest divisors left, S: sum of the largest
subtractions left) and rise at most to (v + A) * M; see `_slack`. Plain-Python twin:
reference.py.

Glossary of the arrays:
  ops[i], operands[i]  hand card i: operator code (notation.ADD..DIV) and operand (0: wildcard)
  hot[h], nhot         the hot values on the table and how many
  prev_same[i]         the last card before i equal to it (-1: none), for C4.5
  sub/div/add/mul[m]   slack of the cards not in mask m (see `_slack`)
  st[j]                state j: (mask, value, plays, parent state, step); step = card * 16 +
                       operand played (operands are 1..10, so 16 leaves room); states of one
                       layer are contiguous, layer_lo[k] is where layer k starts
  table                the shared hash table (solvers/kernel.py) of the layer being built, keyed
                       value * 1024 + mask, stamped with the layer number
  out_min[h]           fewest cards reaching hot[h] (-1: unreachable); out_card/out_value[h, :]
                       one such play (hand index and operand per card)
"""
from __future__ import annotations

import numpy as np
from numba import njit, prange

from deckmath.solvers.celsius.model import HAND_MAX, OPERAND_MAX, OPERAND_MIN
from deckmath.solvers.kernel import step, table_find, table_grown, table_new, table_put
from deckmath.solvers.notation import ADD, MUL, SUB

_MASK_BITS = 1024
"""Keys are value * 1024 + mask; values stay below 12 * 10**10 (C1.1, C1.3), so keys fit int64."""

_STEP_BITS = 16
"""A step is stored as card * 16 + operand (operands are 1..10)."""


@njit(cache=True)
def _slack(ops, operands, n):
    """For every mask: the largest subtraction sum, division product, addition sum and
    multiplication product the cards *not* in the mask could still apply."""
    size = 1 << n
    sub = np.zeros(size, np.int64)
    div = np.ones(size, np.int64)
    add = np.zeros(size, np.int64)
    mul = np.ones(size, np.int64)
    for mask in range(size):
        for i in range(n):
            if (mask >> i) & 1:
                continue
            x = operands[i] if operands[i] > 0 else OPERAND_MAX
            op = ops[i]
            if op == ADD:
                add[mask] += x
            elif op == SUB:
                sub[mask] += x
            elif op == MUL:
                mul[mask] *= x
            else:
                div[mask] *= x
    return sub, div, add, mul


@njit(cache=True)
def _finishes(v, last_bit, ops, operands, hot, nhot):
    """Can the one card left (its bit is `last_bit`) take value v onto a hot value (C3.1, C4.2)?"""
    i = 0
    while (1 << i) != last_bit:
        i += 1
    a_lo, a_hi = _operand_range(operands[i])
    for a in range(a_lo, a_hi + 1):
        w = step(ops[i], v, a)
        if w >= 0:
            for h in range(nhot):
                if hot[h] == w:
                    return True
    return False


@njit(cache=True, inline="always")
def _hit_range(op, v, h, a_lo, a_hi):
    """The operands a in a_lo..a_hi with step(v, a) == h (C3.2), as a range (first, last);
    (1, 0) if none. Only 0 x a = 0 and 0 / a = 0 give more than one."""
    if op == ADD:
        a = h - v
    elif op == SUB:
        a = v - h
    elif op == MUL:
        if v == 0:
            return (a_lo, a_hi) if h == 0 else (1, 0)
        a = h // v if h % v == 0 else -1
    else:
        if h == 0:
            return (a_lo, a_hi) if v == 0 else (1, 0)
        a = v // h if v % h == 0 else -1
    if a_lo <= a <= a_hi:
        return a, a
    return 1, 0


@njit(cache=True, inline="always")
def _operand_range(operand):
    """The operands a card may be played with: its own, or 1..10 for a wildcard (C1.3)."""
    if operand == 0:
        return OPERAND_MIN, OPERAND_MAX
    return operand, operand


@njit(cache=True, inline="always")
def _usable(mask, i, prev_same):
    """Card i is unused (C3.3) and, if an equal card comes before it in the hand, that one is
    used: equal cards make one play string (C4.5)."""
    if (mask >> i) & 1:
        return False
    ps = prev_same[i]
    return ps < 0 or (mask >> ps) & 1 == 1


@njit(cache=True, inline="always")
def _insert(st, count, table, bits, layer, first, nmask, nv, paths, parent, move):
    """Add `paths` plays reaching state (nmask, nv) of this layer, creating the state if new
    (the layer's states start at st[first]). Returns the possibly grown
    (st, count, table, bits)."""
    key = nv * _MASK_BITS + nmask
    slot, j = table_find(table, layer, bits, key)
    if j >= 0:
        st[j, 2] += paths
        return st, count, table, bits
    if count == st.shape[0]:
        grown = np.empty((2 * count, 5), np.int64)
        grown[:count] = st
        st = grown
    st[count, 0] = nmask
    st[count, 1] = nv
    st[count, 2] = paths
    st[count, 3] = parent
    st[count, 4] = move
    table_put(table, layer, slot, key, count)
    count += 1
    if 2 * (count - first) > table.shape[0]:
        table, bits = table_grown(table, layer, bits)
    return st, count, table, bits


@njit(cache=True)
def _finds_all_left(st, lo, hi, n, ops, operands, prev_same, hot, nhot, found_at):
    """Does the next layer reach every hot value not reached yet? (Then it is the last layer
    searched, and only its hot-valued states need storing.)"""
    for h in range(nhot):
        if found_at[h] >= 0:
            continue
        hit = False
        for si in range(lo, hi):
            for i in range(n):
                if not _usable(st[si, 0], i, prev_same):
                    continue
                a_lo, a_hi = _operand_range(operands[i])
                first, last = _hit_range(ops[i], st[si, 1], hot[h], a_lo, a_hi)
                if first <= last:
                    hit = True
                    break
            if hit:
                break
        if not hit:
            return False
    return True


@njit(cache=True)
def _solve_core(cold, hot, nhot, ops, operands, n, out_min, out_card, out_value):
    """Solve one position (C4.3-C4.5). Fills, per hot value h, out_min[h] (-1: unreachable) and
    one witness play in out_card[h, :k] (hand indices) / out_value[h, :k] (operands played).
    Returns (index of the best hot value or -1, min_cards or -1, optimal_plays)."""
    hmin = hot[0]
    hmax = hot[0]
    for h in range(nhot):
        out_min[h] = -1
        hmin = min(hmin, hot[h])
        hmax = max(hmax, hot[h])
    full = (1 << n) - 1
    sub, div, add, mul = _slack(ops, operands, n)
    # C4.5: equal cards are used in hand order, so a mask is a multiset of cards.
    prev_same = np.full(n, -1, np.int64)
    for i in range(n):
        for j in range(i - 1, -1, -1):
            if ops[j] == ops[i] and operands[j] == operands[i]:
                prev_same[i] = j
                break

    # Layer 0 is the cold card alone (C3.1): no card used, one play (the empty one).
    st = np.empty((256, 5), np.int64)
    bits = 9
    table = table_new(bits)
    layer_lo = np.zeros(n + 2, np.int64)
    st[0, 0] = 0
    st[0, 1] = cold
    st[0, 2] = 1
    st[0, 3] = -1
    st[0, 4] = -1
    count = 1
    lo = 0
    hi = 1
    found = 0
    last_layer = 0
    for layer in range(1, n + 1):
        # Layer `layer` holds the states reached with `layer` cards, built from layer - 1
        # (states lo..hi); if it will reach every hot value still missing, it is the last one
        # searched and only its hot-valued states are stored.
        layer_lo[layer] = hi
        last = _finds_all_left(st, lo, hi, n, ops, operands, prev_same, hot, nhot, out_min)
        for si in range(lo, hi):
            mask = st[si, 0]
            v = st[si, 1]
            paths = st[si, 2]
            for i in range(n):
                if not _usable(mask, i, prev_same):
                    continue
                nmask = mask | (1 << i)
                op = ops[i]
                a_lo, a_hi = _operand_range(operands[i])
                if last:
                    # Last layer: solve `v op a == hot` for a instead of trying every operand.
                    for h in range(nhot):
                        if out_min[h] >= 0:
                            continue
                        first, final = _hit_range(op, v, hot[h], a_lo, a_hi)
                        for a in range(first, final + 1):
                            st, count, table, bits = _insert(
                                st, count, table, bits, layer, hi,
                                nmask, hot[h], paths, si, i * _STEP_BITS + a,
                            )
                    continue
                for a in range(a_lo, a_hi + 1):
                    nv = step(op, v, a)
                    if nv < 0:
                        continue
                    is_hot = False
                    if hmin <= nv <= hmax:
                        for h in range(nhot):
                            if hot[h] == nv:
                                is_hot = True
                                break
                    if not is_hot:
                        # Pruning (module docstring): drop states that cannot end on a hot value.
                        if nmask == full:
                            continue
                        if nv > (hmax + sub[nmask]) * div[nmask]:
                            continue
                        if nv + add[nmask] < hmin and (nv + add[nmask]) * mul[nmask] < hmin:
                            continue
                        if layer == n - 1 and not _finishes(nv, full ^ nmask, ops, operands, hot, nhot):
                            continue
                    st, count, table, bits = _insert(
                        st, count, table, bits, layer, hi, nmask, nv, paths, si,
                        i * _STEP_BITS + a,
                    )
        lo = hi
        hi = count
        last_layer = layer
        # The first layer where a hot value appears gives its fewest cards (C4.4); its witness
        # is read back along the parent links.
        for si in range(lo, hi):
            for h in range(nhot):
                if hot[h] == st[si, 1] and out_min[h] < 0:
                    out_min[h] = layer
                    found += 1
                    k = layer
                    s = si
                    while s > 0:
                        k -= 1
                        out_card[h, k] = st[s, 4] // _STEP_BITS
                        out_value[h, k] = st[s, 4] % _STEP_BITS
                        s = st[s, 3]
        if found == nhot or lo == hi:
            break
    layer_lo[last_layer + 1] = count

    # C4.3: fewest cards, then the higher hot value; C4.5: plays reaching it in that layer.
    best = -1
    for h in range(nhot):
        if out_min[h] < 0:
            continue
        if best < 0 or out_min[h] < out_min[best] or (
            out_min[h] == out_min[best] and hot[h] > hot[best]
        ):
            best = h
    if best < 0:
        return -1, -1, 0
    k = out_min[best]
    plays = 0
    for si in range(layer_lo[k], layer_lo[k + 1]):
        if st[si, 1] == hot[best]:
            plays += st[si, 2]
    return best, k, plays


@njit(cache=True, nogil=True)
def solve_one(cold, hot, ops, operands):
    """Solve one position (C4.3-C4.5). Returns (best, min_cards, optimal_plays, per_min, play_card,
    play_value) where per_min[h] is the fewest cards reaching hot[h] (-1 if none) and
    play_card[h, :per_min[h]] / play_value[h, :per_min[h]] one such play."""
    nhot = hot.shape[0]
    per_min = np.empty(nhot, np.int64)
    play_card = np.full((nhot, HAND_MAX), -1, np.int64)
    play_value = np.zeros((nhot, HAND_MAX), np.int64)
    best, k, plays = _solve_core(
        cold, hot, nhot, ops, operands, ops.shape[0], per_min, play_card, play_value
    )
    return best, k, plays, per_min, play_card, play_value


@njit(cache=True, parallel=True, nogil=True)
def solve_many(cold, hot, nhot, ops, operands, nhand):
    """Solve a batch of positions in parallel (prange, C4.3-C4.5). Row p of the 2-D inputs holds position
    p, padded: hot[p, :nhot[p]], ops[p, :nhand[p]], operands[p, :nhand[p]]. Returns arrays
    best[p], min_cards[p], optimal_plays[p], per_min[p, h], play_card[p, h, :], play_value[p, h, :]."""
    npos = cold.shape[0]
    hcap = hot.shape[1]
    best = np.empty(npos, np.int64)
    min_cards = np.empty(npos, np.int64)
    plays = np.empty(npos, np.int64)
    per_min = np.full((npos, hcap), -1, np.int64)
    play_card = np.full((npos, hcap, HAND_MAX), -1, np.int64)
    play_value = np.zeros((npos, hcap, HAND_MAX), np.int64)
    for p in prange(npos):
        b, k, c = _solve_core(
            cold[p], hot[p], nhot[p], ops[p], operands[p], nhand[p],
            per_min[p], play_card[p], play_value[p],
        )
        best[p] = b
        min_cards[p] = k
        plays[p] = c
    return best, min_cards, plays, per_min, play_card, play_value


ENTRY_POINTS = ("solve_one", "solve_many")
"""The kernels solve.py calls (solvers/compiling.py)."""

COMPILE_SECONDS = 20
"""About how long compiling them takes on the reference machine (benchmarks/README.md)."""


def warm() -> None:
    """Run every entry point once on a tiny position, compiling it (or loading it from cache)."""
    hot = np.array([22, 40], np.int64)
    ops = np.array([0, 2, 2], np.int64)
    operands = np.array([1, 2, 0], np.int64)
    solve_one(np.int64(10), hot, ops, operands)
    solve_many(np.array([10], np.int64), hot.reshape(1, 2), np.array([2], np.int64),
               np.zeros((1, HAND_MAX), np.int64), np.ones((1, HAND_MAX), np.int64),
               np.array([3], np.int64))
