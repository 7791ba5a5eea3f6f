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
"""
from __future__ import annotations

import numpy as np
from numba import njit, prange

ADD, SUB, MUL, DIV = 0, 1, 2, 3
WILD_LOW, WILD_HIGH = 1, 10
"""A wildcard operand stands for 1..10 (C1.3); operand 0 in the arrays marks a wildcard."""

MAX_HAND = 10
_HASH = np.uint64(0x9E3779B97F4A7C15)
_MASK_BITS = 1024
"""Keys are value * 1024 + mask; values stay below 12 * 10**10 (C1.1, C1.3), so keys fit int64."""


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
            x = operands[i] if operands[i] > 0 else WILD_HIGH
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


@njit(cache=True, inline="always")
def _step(op, v, a):
    """C3.1-C3.2: the value after one card, or -1 if the step is illegal."""
    if op == ADD:
        return v + a
    if op == SUB:
        return v - a if v >= a else -1
    if op == MUL:
        return v * a
    return v // a if v % a == 0 else -1


@njit(cache=True)
def _finishes(v, last_bit, ops, operands, hot, nhot):
    """Can the one card left (its bit is `last_bit`) take value v onto a hot value (C3.1, C4.2)?"""
    i = 0
    while (1 << i) != last_bit:
        i += 1
    a_lo = operands[i]
    a_hi = operands[i]
    if a_lo == 0:
        a_lo = WILD_LOW
        a_hi = WILD_HIGH
    for a in range(a_lo, a_hi + 1):
        w = _step(ops[i], v, a)
        if w >= 0:
            for h in range(nhot):
                if hot[h] == w:
                    return True
    return False


@njit(cache=True, inline="always")
def _slot(key, bits):
    return np.int64((np.uint64(key) * _HASH) >> np.uint64(64 - bits))


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
    if operand == 0:
        return WILD_LOW, WILD_HIGH
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
def _insert(st, count, t_idx, t_gen, bits, layer, first, nmask, nv, paths, parent, step):
    """Add `paths` plays reaching state (nmask, nv) of this layer, creating the state if new.
    st rows are (mask, value, plays, parent, step); the hash table holds this layer's states,
    marked by t_gen == layer. Returns the possibly grown (st, count, t_idx, t_gen, bits)."""
    tmask = (1 << bits) - 1
    slot = _slot(nv * _MASK_BITS + nmask, bits)
    while t_gen[slot] == layer:
        j = t_idx[slot]
        if st[j, 1] == nv and st[j, 0] == nmask:
            st[j, 2] += paths
            return st, count, t_idx, t_gen, bits
        slot = (slot + 1) & tmask
    if count == st.shape[0]:
        grown = np.empty((2 * count, 5), np.int64)
        grown[:count] = st
        st = grown
    st[count, 0] = nmask
    st[count, 1] = nv
    st[count, 2] = paths
    st[count, 3] = parent
    st[count, 4] = step
    t_gen[slot] = layer
    t_idx[slot] = count
    count += 1
    if 2 * (count - first) > (1 << bits):
        bits += 1
        t_idx = np.empty(1 << bits, np.int64)
        t_gen = np.full(1 << bits, -1, np.int64)
        tmask = (1 << bits) - 1
        for j in range(first, count):
            s = _slot(st[j, 1] * _MASK_BITS + st[j, 0], bits)
            while t_gen[s] == layer:
                s = (s + 1) & tmask
            t_gen[s] = layer
            t_idx[s] = j
    return st, count, t_idx, t_gen, bits


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
    prev_same = np.full(n, -1, np.int64)
    for i in range(n):
        for j in range(i - 1, -1, -1):
            if ops[j] == ops[i] and operands[j] == operands[i]:
                prev_same[i] = j
                break

    st = np.empty((256, 5), np.int64)
    bits = 9
    t_idx = np.empty(1 << bits, np.int64)
    t_gen = np.full(1 << bits, -1, np.int64)
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
                    for h in range(nhot):
                        if out_min[h] >= 0:
                            continue
                        first, final = _hit_range(op, v, hot[h], a_lo, a_hi)
                        for a in range(first, final + 1):
                            st, count, t_idx, t_gen, bits = _insert(
                                st, count, t_idx, t_gen, bits, layer, hi,
                                nmask, hot[h], paths, si, i * 16 + a,
                            )
                    continue
                for a in range(a_lo, a_hi + 1):
                    nv = _step(op, v, a)
                    if nv < 0:
                        continue
                    is_hot = False
                    if hmin <= nv <= hmax:
                        for h in range(nhot):
                            if hot[h] == nv:
                                is_hot = True
                                break
                    if not is_hot:
                        if nmask == full:
                            continue
                        if nv > (hmax + sub[nmask]) * div[nmask]:
                            continue
                        if nv + add[nmask] < hmin and (nv + add[nmask]) * mul[nmask] < hmin:
                            continue
                        if layer == n - 1 and not _finishes(nv, full ^ nmask, ops, operands, hot, nhot):
                            continue
                    st, count, t_idx, t_gen, bits = _insert(
                        st, count, t_idx, t_gen, bits, layer, hi, nmask, nv, paths, si, i * 16 + a
                    )
        lo = hi
        hi = count
        last_layer = layer
        for si in range(lo, hi):
            for h in range(nhot):
                if hot[h] == st[si, 1] and out_min[h] < 0:
                    out_min[h] = layer
                    found += 1
                    k = layer
                    s = si
                    while s > 0:
                        k -= 1
                        out_card[h, k] = st[s, 4] // 16
                        out_value[h, k] = st[s, 4] % 16
                        s = st[s, 3]
        if found == nhot or lo == hi:
            break
    layer_lo[last_layer + 1] = count

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


@njit(cache=True)
def solve_one(cold, hot, ops, operands):
    """Solve one position (C4.3-C4.5). Returns (best, min_cards, optimal_plays, per_min, play_card,
    play_value) where per_min[h] is the fewest cards reaching hot[h] (-1 if none) and
    play_card[h, :per_min[h]] / play_value[h, :per_min[h]] one such play."""
    nhot = hot.shape[0]
    per_min = np.empty(nhot, np.int64)
    play_card = np.full((nhot, MAX_HAND), -1, np.int64)
    play_value = np.zeros((nhot, MAX_HAND), np.int64)
    best, k, plays = _solve_core(
        cold, hot, nhot, ops, operands, ops.shape[0], per_min, play_card, play_value
    )
    return best, k, plays, per_min, play_card, play_value


@njit(cache=True, parallel=True)
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
    play_card = np.full((npos, hcap, MAX_HAND), -1, np.int64)
    play_value = np.zeros((npos, hcap, MAX_HAND), np.int64)
    for p in prange(npos):
        b, k, c = _solve_core(
            cold[p], hot[p], nhot[p], ops[p], operands[p], nhand[p],
            per_min[p], play_card[p], play_value[p],
        )
        best[p] = b
        min_cards[p] = k
        plays[p] = c
    return best, min_cards, plays, per_min, play_card, play_value
