"""numba kernels for Celsius: a breadth-first search over (cards used, value) (rules C3, C4).

A state is (mask of hand cards used, current value). Every path to a state uses popcount(mask)
cards, so the states form layers by card count and one pass over the layers finds, for every hot
value, the fewest cards reaching it (C4.4) and counts the distinct plays reaching each state
(C4.5). Two equal hand cards give the same play string, so the later copy of a card may only be
used once the earlier one is (this makes a mask a multiset of cards, C3.3, C4.5).

Pruning (the proof). With the cards R not yet used, every `+ a` and `x a` only raises a value
and every `- a` and `/ a` lowers it by at most a (or a factor a), a wildcard counting as 10
(C1.3). So a state of value v ends at most at (v + A) * M and at least at v / D - S, where A and
S are the sums of the operands of R's additions and subtractions and M and D the products of
its multiplications' and divisions' operands (taking fewer cards, or other orders, stays inside
these bounds). A state can end on a target value t in [lo, hi] only if v <= (hi + S) * D and
(v + A) * M >= lo; the others are dropped. Every target passes both tests (A, S >= 0,
M, D >= 1), so they hold for targets too. With no card left only targets are kept; with one card
left, only the values that card takes onto a target, or targets (`_finishes`).
The targets are the hot values until the first layer where one is reached, then the hot values
still missing: once a hot value is found, its fewest cards, witness and (if it is the best,
C4.3) its plays are known, and later layers only serve the missing ones.

The bounds of a hand of up to 20 cards (C4.1). A, S, M and D of a set R are read from two tables
per position, one per half of the hand (cards 0..n0-1 and n0..n-1 with n0 = ceil(n / 2), at most
2**10 rows each, `_slack`; 16 and 8 rows for 7 cards, so a position's tables cost little): R's
halves r0 and r1 give A = A(r0) + A(r1), S likewise, M = M(r0) * M(r1), D likewise; a half's
product is at most 10**10. The products are never formed where they could overflow: the upper
test takes top = (hi + S) * D(r0) (below 2**51), then top * D(r1) if top <= 2**62 // D(r1), else
2**62, which drops nothing the exact bound keeps since no value made reaches 2**62 (below);
the lower test forms x = v + A, then x * M(r0) only if x < lo, then times M(r1) only if that is
still below lo (<= 10**5), each product below 2**51.

Values and keys. A state kept with the cards U used and R left has v <= (c + A_U) * M_U (the most
U can make of the cold value c <= 12, C1.1) and, R not empty, v <= (hi + S_R) * D_R (the upper
test, hi <= 10**5, model.HOT_MAX); with no card left it is a hot value. Each card gives a factor
of at most 10 to one of these two bounds (12 + 10a <= 12 * 10**a, 10**5 + 10s <= 10**5 * 10**s),
so their product is at most 1.2 * 10**6 * 10**20 and v <= sqrt(1.2 * 10**26) < 1.1 * 10**13 <
2**44, one step more below 2**48. A key is value * 2**19 + (mask mod 2**19), below 2**63: every
mask in a layer's table has popcount equal to the layer, so its bit 19 follows from the other
bits and the key is one to one there (value * 2**20 + mask would pass 2**63 at 20 cards). Up to
10 cards the key is value * 2**10 + mask (values below 1.2 * 10**11), as it always was there.

Why no answer depends on the pruning: a dropped state has no play through it that ends on a
target. So the states kept that can still end on a target, their order within their layer, their
first parent (a parent of such a state can end on a target too) and their numbers of plays are
those of the search without any pruning; every answer (fewest cards, witness, plays) is read
from such states. The plain-Python twin (reference.py) prunes less and gives the same answers.

The walk. Layer k + 1 is made from layer k in the order of work (state of layer k, then card in
hand order, then operand rising), and while it is made the walk notes, for every hot value still
missing: the first candidate that equals it and the plays of all of them (a hit in layer k + 1),
and the first candidate that one more playable card takes onto it and the plays of all such
pairs of steps (a hit in layer k + 2, the candidates' values looked up in `premask`: the cards
that take that value onto a hot value, from the preimages `pre`). The first hit in the order of
work is the first state the full search would make with that value, so it is the witness; plays
add up over the transitions (C4.5: each count is the parent's plays times the operands that
work, `_hit_range`), so no layer needs to be complete to count them. If every hot value still
missing is hit in layer k + 1 or k + 2, the search ends: layer k + 2 is never made and layer
k + 1 is never merged. Otherwise layer k + 1 is merged into states and the walk goes on from it.
A layer made from at most _RAW_PARENTS states is written as made, candidates in order, and
merged afterwards (`_merge`: the first of each (mask, value) kept, in order, so the states and
their order are those of merging through the hash table while making it); a larger layer is
merged through the hash table as it is made, since its candidates could outgrow the arrays.

Work arrays are made once per chunk of positions (`solve_chunk`) and reused from position to
position: the states, the hash table (emptied in O(1) by a new generation per layer) and its
spare, the bound tables, premask (10 times the chunk's largest hot value, emptied after each
position by `_unmark`). A position
that outgrows them reports NEED_SPACE and is solved again with arrays
twice as large, as often as it takes: a search stores every state it keeps, so the space grows
with the states of the position (up to hundreds of millions for 16 to 20 cards aiming at hot
values near 10**5, benchmarks/README.md). Plain-Python twin: reference.py (it builds every layer
in the same order of work, so the same witnesses).

Compiling (solvers/compiling.py). One entry point, solve_chunk, serves solve_one and solve_many
(Python: one row, or chunks over threads), so the search compiles once, for one signature:
every index passed is an int64 (a constant would be a literal type and compile a callee a
second time). The inner loop of `_solve_range` inlines only what runs per state (`_playable`,
`_finishes`, the table's probe); what runs per layer or per position is a function of its own,
compiled once and called (its arrays' reference counts cost per call, not per state), which
keeps the one big function small enough for numba to lower in seconds (benchmarks/README.md).

Glossary of the arrays:
  ops[i], operands[i]  hand card i: operator code (notation.ADD..DIV) and operand (0: wildcard)
  a_lo[i], a_hi[i]     the operands card i may be played with: its own, or 1..10 (wildcard)
  hot[h], nhot         the hot values on the table and how many
  prev_same[i], dups   the last card before i equal to it (-1: none; dups: the cards that have
                       one), for C4.5
  sub0/div0/add0/mul0[r]  S, D, A and M above for the set r of cards left among cards 0..n0-1
                       (bit i: card i); sub1/div1/add1/mul1[r] among cards n0..n-1 (bit i: card
                       n0 + i), and lim1[r] = 2**62 // div1[r]
  pre[i, h, :npre[i, h]]  the values from which card i reaches hot[h] in one step
  premask[u]           bit i set if card i takes value u onto a hot value in one step
  live[:nlive]         the hot values still missing (indices into hot)
  hit1_s/hit1_mv/hit1_plays[h]  the walk's first hit of hot[h] in layer k + 1: parent state,
                       step; the plays of every hit; hit2_s/hit2_mv/hit2_mv2/hit2_plays[h] the
                       same in layer k + 2 (two steps)
  plays_at[h]          the plays reaching hot[h] with per_min[p, h] cards
  st_val/st_mask/st_paths/st_parent/st_move[j]  state j: value, mask, plays reaching it,
                       parent state and step (card * 16 + operand played; operands are 1..10)
  tab_a                hash table (solvers/kernel.py) of the layer being merged, keyed as above;
                       doubled when half full (its first 2**bits rows are in use)
  tab_v                the scratch of tab_a's doubling
  gen[0]               the last generation used in the table
  per_min[p, h]        fewest cards reaching hot[h] (-1: unreachable); play_card/play_value[p,
                       h, :] one such play (hand index and operand per card), as wide as the
                       largest hand of the batch
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.celsius.model import (
    HAND_CARDS_MAX, OPERAND_MAX, OPERAND_MIN, PLAYS_MAX,
)
from deckmath.solvers.kernel import (
    GEN_MAX, TAG, divide, lowest_bit, quotient, table_find, table_new, table_put, table_rehash,
    table_slots,
)
from deckmath.solvers.notation import ADD, DIV, MUL, SUB

_KEY_BITS = HAND_CARDS_MAX - 1
"""Keys are value * 2**19 + (mask mod 2**19) past 10 cards, value * 2**10 + mask up to 10,
below 2**63 (module docstring)."""

_HALF = 10
_HALF_SIZE = 1 << _HALF
"""The bound tables cover a hand in two halves, cards 0..9 and 10..19 (2 * 2**10 rows)."""

_TOP_CAP = 1 << 62
"""Where the upper bound (hmax + S) * D saturates (module docstring)."""

_STEP_BITS = 16
"""A step is stored as card * 16 + operand (operands are 1..10)."""

_PLAYS_LIMIT = np.array([PLAYS_MAX // max(w, 1) for w in range(OPERAND_MAX + 1)], np.int64)
"""_PLAYS_LIMIT[w]: the largest count that times w stays below PLAYS_MAX."""

NEED_SPACE = -2
"""`_solve_core` ran out of work space: solve the position again with larger arrays."""

_RAW_PARENTS = 1024
"""A layer made from at most this many states is written as made and merged afterwards
(module docstring); a larger one is merged through the hash table as it is made."""

_PRE_OVER = OPERAND_MAX
"""premask covers every value from which one card reaches a hot value: at most 10 * the largest
hot value of the chunk (by a division), or that value + 10 (by a subtraction)."""

_STATES = 4096
_TABLE_BITS = 13
_MIN_BITS = 11
"""First sizes of the work arrays (states, table slots 2**bits; they double when a position
needs more), and the fewest slots a layer's table starts with (2**_MIN_BITS, 32 KB: a sparse
table probes faster and rarely needs doubling)."""


@njit(cache=True)
def _slack(ops, a_hi, first, count, sub, div, add, mul):
    """S, D, A and M (module docstring) for every set r of the cards first..first + count - 1
    left (bit j of r: card first + j), in O(2**count): the sets whose highest card is j are the
    sets below 2**j with card j added."""
    sub[0] = 0
    div[0] = 1
    add[0] = 0
    mul[0] = 1
    for j in range(count):
        x = a_hi[first + j]
        op = ops[first + j]
        b = 1 << j
        for r in range(b):
            sub[b | r] = sub[r]
            div[b | r] = div[r]
            add[b | r] = add[r]
            mul[b | r] = mul[r]
        if op == ADD:
            for r in range(b):
                add[b | r] += x
        elif op == SUB:
            for r in range(b):
                sub[b | r] += x
        elif op == MUL:
            for r in range(b):
                mul[b | r] *= x
        else:
            for r in range(b):
                div[b | r] *= x


@njit(cache=True)
def _limits(count, div, lim):
    """2**62 // D for every set r of a half's cards, where the upper test saturates (module
    docstring)."""
    for r in range(1 << count):
        lim[r] = _TOP_CAP // div[r]


@njit(cache=True)
def _add_plays(x, y):
    """x + y for counts 0..PLAYS_MAX, saturating at PLAYS_MAX (their sum wraps below 0 exactly
    when it passes it)."""
    z = x + y
    return z if z >= 0 else PLAYS_MAX


@njit(cache=True)
def _times_plays(x, w):
    """x * w for a count x and 1 <= w <= 10, saturating at PLAYS_MAX."""
    return x * w if x <= _PLAYS_LIMIT[w] else PLAYS_MAX


@njit(cache=True)
def _apply(op, v, a):
    """`step` (C3.2) for a Celsius operand a in 1..10, the division by one multiplication."""
    if op == ADD:
        return v + a
    if op == SUB:
        return v - a if v >= a else -1
    if op == MUL:
        return v * a
    return quotient(v, a)


@njit(cache=True)
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
        if h < v * a_lo or h > v * a_hi:
            return 1, 0
        a = divide(h, v)
    else:
        if h == 0:
            return (a_lo, a_hi) if v == 0 else (1, 0)
        if v < h * a_lo or v > h * a_hi:
            return 1, 0
        a = divide(v, h)
    if a_lo <= a <= a_hi:
        return a, a
    return 1, 0


@njit(cache=True, inline="always")
def _finishes(v, rest, ops, a_lo, a_hi, hot_w, live, nlive):
    """Can the one card left (rest has its bit only) take value v onto a target, a live hot
    value hot_w[live[t]] (C3.1, C4.2)?"""
    i = lowest_bit(rest)
    for t in range(nlive):
        first, last = _hit_range(ops[i], v, hot_w[live[t]], a_lo[i], a_hi[i])
        if first <= last:
            return True
    return False


@njit(cache=True, inline="always")
def _playable(mask, full, dups, prev_same):
    """The cards a state on `mask` may play next: unused (C3.3) and, if an equal card comes
    before it in the hand, that one used: equal cards make one play string (C4.5)."""
    avail = full & ~mask
    d = avail & dups
    while d:
        i = lowest_bit(d)
        d &= d - 1
        if not (mask >> prev_same[i]) & 1:
            avail &= ~(1 << i)
    return avail


@njit(cache=True)
def _preimages(ops, a_lo, a_hi, n, hot, nhot, pre, npre, premask):
    """pre[i, h, :npre[i, h]]: the distinct values v with `v op_i a == hot[h]` for an operand a
    card i may take (C3.2); premask[v] gets bit i for each of them."""
    for i in range(n):
        op = ops[i]
        for h in range(nhot):
            k = 0
            x = hot[h]
            for a in range(a_lo[i], a_hi[i] + 1):
                if op == ADD:
                    u = x - a if x >= a else -1
                elif op == SUB:
                    u = x + a
                elif op == MUL:
                    u = quotient(x, a)
                else:
                    u = x * a
                if u < 0:
                    continue
                seen = False
                for t in range(k):
                    if pre[i, h, t] == u:
                        seen = True
                if not seen:
                    pre[i, h, k] = u
                    premask[u] |= 1 << i
                    k += 1
            npre[i, h] = k


@njit(cache=True)
def _unmark(n, nhot, pre, npre, premask):
    """Clear what `_preimages` set in premask, leaving it empty for the next position."""
    for i in range(n):
        for h in range(nhot):
            for t in range(npre[i, h]):
                premask[pre[i, h, t]] = 0


@njit(cache=True)
def _witness(p, h, layer, s, st_parent, st_move, play_card, play_value):
    """Write the play ending with state s (of `layer` cards) as hot value h's witness of
    position p."""
    k = layer
    while s > 0:
        k -= 1
        play_card[p, h, k] = st_move[s] >> 4
        play_value[p, h, k] = st_move[s] & (_STEP_BITS - 1)
        s = st_parent[s]


@njit(cache=True)
def _record(p, k, nlive, live, found, hit1_s, hit1_mv, hit1_plays, hit2_s, hit2_mv, hit2_mv2,
            hit2_plays, st_parent, st_move, per_min, plays_at, play_card, play_value):
    """After the walk out of layer k (module docstring): the hot values hit in layer k + 1
    take k + 1 cards (C4.4); if every other live one is hit in layer k + 2, they take k + 2
    and the search is over. Their witnesses are the first hits in the order of work, their
    plays the sums of the walk (C4.5). The live values not yet reached move to the front of
    `live`; returns (how many, found, whether the search is over)."""
    left = 0
    done = True
    for t in range(nlive):
        h = live[t]
        if hit1_s[h] >= 0:
            per_min[p, h] = k + 1
            plays_at[h] = hit1_plays[h]
            play_card[p, h, k] = hit1_mv[h] >> 4
            play_value[p, h, k] = hit1_mv[h] & (_STEP_BITS - 1)
            _witness(p, h, k, hit1_s[h], st_parent, st_move, play_card, play_value)
            found += 1
        else:
            live[left] = h
            left += 1
            if hit2_s[h] < 0:
                done = False
    if left == 0:
        return left, found, True
    if done:
        for t in range(left):
            h = live[t]
            per_min[p, h] = k + 2
            plays_at[h] = hit2_plays[h]
            play_card[p, h, k + 1] = hit2_mv2[h] >> 4
            play_value[p, h, k + 1] = hit2_mv2[h] & (_STEP_BITS - 1)
            play_card[p, h, k] = hit2_mv[h] >> 4
            play_value[p, h, k] = hit2_mv[h] & (_STEP_BITS - 1)
            _witness(p, h, k, hit2_s[h], st_parent, st_move, play_card, play_value)
            found += 1
        return 0, found, True
    return left, found, False


@njit(cache=True)
def _grow(tab_a, tab_v, g, bits):
    """Double the table of the layer being built (half full), the spare table as its scratch
    (solvers/kernel.py table_double, the copy written as a loop: a slice assignment adds
    seconds of compiling). Rare, so called, not inlined."""
    for s in range(2 << bits):
        tab_v[s] = tab_a[s]
    table_rehash(tab_v, g, bits, tab_a, g + 1, bits + 1)


@njit(cache=True)
def _merge(hi, end, key_bits, key_mask, st_val, st_mask, st_paths, st_parent, st_move, tab_a,
           tab_v, gen, max_bits):
    """Merge a layer written as made (candidates hi..end-1, module docstring) into states
    hi..: the first candidate of each (mask, value) stays, moved down to the place the layer's
    hash table would have given it, and the later ones add their plays to it. Returns the
    layer's new end, or -1 if the work arrays are too small."""
    g = gen[0]
    bits = np.int64(4)
    while (1 << bits) < 4 * (end - hi) and bits < max_bits:
        bits += 1
    room = (1 << bits) >> 1
    count = hi
    for r in range(hi, end):
        key = (st_val[r] << key_bits) | (st_mask[r] & key_mask)
        slot, j = table_find(tab_a, g, bits, key)
        if j >= 0:
            st_paths[j] = _add_plays(st_paths[j], st_paths[r])
            continue
        st_val[count] = st_val[r]
        st_mask[count] = st_mask[r]
        st_paths[count] = st_paths[r]
        st_parent[count] = st_parent[r]
        st_move[count] = st_move[r]
        table_put(tab_a, g, slot, key, count)
        count += 1
        if count - hi > room:
            if bits == max_bits or g + 1 > GEN_MAX:
                return -1
            _grow(tab_a, tab_v, g, bits)
            g += 1
            gen[0] = g
            bits += 1
            room = (1 << bits) >> 1
    return count


@njit(cache=True)
def _best(p, nh, per_min, hot_w, plays_at, best, min_cards, plays):
    """C4.3: fewest cards, then the higher hot value; C4.5: the plays reaching it with that
    many cards (plays_at, summed by the walk that found it)."""
    b = -1
    for h in range(nh):
        if per_min[p, h] < 0:
            continue
        if b < 0 or per_min[p, h] < per_min[p, b] or (
            per_min[p, h] == per_min[p, b] and hot_w[h] > hot_w[b]
        ):
            b = h
    best[p] = b
    if b < 0:
        min_cards[p] = -1
        plays[p] = 0
        return
    min_cards[p] = per_min[p, b]
    plays[p] = plays_at[b]


@njit(cache=True)
def _solve_range(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
                 play_value, best, min_cards, plays, st_val, st_mask, st_paths, st_parent,
                 st_move, tab_a, tab_v, gen, sub0, div0, add0, mul0, sub1, div1,
                 add1, mul1, lim1, c_op, prev_same, a_lo, a_hi, hot_w, pre, npre, premask,
                 live, plays_at, hit1_s, hit1_mv, hit1_plays, hit2_s, hit2_mv, hit2_mv2,
                 hit2_plays):
    """Solve positions first..end-1 of a batch (C4.3-C4.5) in the given work arrays: fills
    best[p] (index of the best hot value, -1: none), min_cards[p] (-1: none), plays[p], and
    per hot value h per_min[p, h] (-1: unreachable) with one witness play in
    play_card[p, h, :k] (hand indices) / play_value[p, h, :k] (operands played). Returns end,
    or the position that needs larger work arrays. (No array is rebound here and the
    per-state helpers are inlined: the inner loop costs no reference counting.)"""
    cap = st_val.shape[0]
    max_bits = 0
    while (2 << max_bits) <= table_slots(tab_a):
        max_bits += 1
    for p in range(first, end):
        n = nhand[p]
        nh = nhot[p]
        hmin = hot[p, 0]
        hmax = hot[p, 0]
        for h in range(nh):
            hot_w[h] = hot[p, h]
            per_min[p, h] = -1
            plays_at[h] = 0
            live[h] = h
            hmin = min(hmin, hot_w[h])
            hmax = max(hmax, hot_w[h])
        nlive = nh
        full = (1 << n) - 1
        dups = np.int64(0)
        for i in range(n):
            c_op[i] = ops[p, i]
            a_lo[i] = operands[p, i] if operands[p, i] > 0 else OPERAND_MIN
            a_hi[i] = operands[p, i] if operands[p, i] > 0 else OPERAND_MAX
            # C4.5: equal cards are used in hand order, so a mask is a multiset of cards.
            prev_same[i] = -1
            for j in range(i - 1, -1, -1):
                if ops[p, j] == ops[p, i] and operands[p, j] == operands[p, i]:
                    prev_same[i] = j
                    dups |= 1 << i
                    break
        # The bound tables, one per half of the hand (module docstring).
        n0 = (n + 1) >> 1
        half = (1 << n0) - 1
        _slack(c_op, a_hi, np.int64(0), n0, sub0, div0, add0, mul0)
        _slack(c_op, a_hi, n0, n - n0, sub1, div1, add1, mul1)
        _limits(n - n0, div1, lim1)
        key_bits = _KEY_BITS if n > _HALF else _HALF
        key_mask = (1 << key_bits) - 1
        _preimages(c_op, a_lo, a_hi, n, hot_w, nh, pre, npre, premask)

        # Layer 0 is the cold card alone (C3.1): no card used, one play (the empty one).
        st_val[0] = cold[p]
        st_mask[0] = 0
        st_paths[0] = 1
        st_parent[0] = -1
        st_move[0] = -1
        count = np.int64(1)
        lo = np.int64(0)
        hi = np.int64(1)
        found = np.int64(0)
        for k in range(n):
            # The walk out of layer k (states lo..hi, module docstring): layer k + 1 made,
            # written as made (a small layer k) or merged through the hash table, and the hot
            # values hit in layers k + 1 and k + 2 noted.
            for t in range(nlive):
                h = live[t]
                hit1_s[h] = -1
                hit1_plays[h] = 0
                hit2_s[h] = -1
                hit2_plays[h] = 0
            g = gen[0] + 1
            if g > GEN_MAX:
                tab_a[TAG::2] = 0
                g = 1
            gen[0] = g
            raw = hi - lo <= _RAW_PARENTS
            bits = np.int64(_MIN_BITS)
            while (1 << bits) < 8 * (hi - lo) and bits < max_bits:
                bits += 1
            room = (1 << bits) >> 1
            for si in range(lo, hi):
                mask = st_mask[si]
                v = st_val[si]
                paths = st_paths[si]
                avail = _playable(mask, full, dups, prev_same)
                while avail:
                    i = lowest_bit(avail)
                    avail &= avail - 1
                    nmask = mask | (1 << i)
                    rest = full ^ nmask
                    op = c_op[i]
                    # The bounds of the cards left (module docstring), written out here:
                    # an inlined helper taking the tables would count references to them.
                    r0 = rest & half
                    r1 = rest >> n0
                    top = (hmax + sub0[r0] + sub1[r1]) * div0[r0]
                    top = _TOP_CAP if top > lim1[r1] else top * div1[r1]
                    plus = add0[r0] + add1[r1]
                    times0 = mul0[r0]
                    times1 = mul1[r1]
                    one_left = rest & (rest - 1) == 0
                    for a in range(a_lo[i], a_hi[i] + 1):
                        nv = _apply(op, v, a)
                        if nv < 0:
                            continue
                        # Pruning (module docstring): drop states that cannot end on a target.
                        if rest != 0:
                            if nv > top:
                                continue
                            x = nv + plus
                            if x < hmin:
                                x *= times0
                                if x < hmin and x * times1 < hmin:
                                    continue
                        # A live hot value hit in layer k + 1: the first hit is its witness.
                        is_live = False
                        if hmin <= nv <= hmax:
                            for t in range(nlive):
                                h = live[t]
                                if hot_w[h] == nv:
                                    is_live = True
                                    if hit1_s[h] < 0:
                                        hit1_s[h] = si
                                        hit1_mv[h] = i * _STEP_BITS + a
                                    hit1_plays[h] = _add_plays(hit1_plays[h], paths)
                        if one_left and not is_live and (
                            rest == 0 or not _finishes(nv, rest, c_op, a_lo, a_hi, hot_w, live,
                                                       nlive)
                        ):
                            continue
                        # One card more onto a live hot value: a hit in layer k + 2.
                        if rest != 0 and nv < premask.shape[0] and premask[nv] & rest:
                            cm = premask[nv] & _playable(nmask, full, dups, prev_same)
                            while cm:
                                i2 = lowest_bit(cm)
                                cm &= cm - 1
                                for t in range(nlive):
                                    h = live[t]
                                    first_a, final_a = _hit_range(c_op[i2], nv, hot_w[h],
                                                                  a_lo[i2], a_hi[i2])
                                    if first_a > final_a:
                                        continue
                                    if hit2_s[h] < 0:
                                        hit2_s[h] = si
                                        hit2_mv[h] = i * _STEP_BITS + a
                                        hit2_mv2[h] = i2 * _STEP_BITS + first_a
                                    hit2_plays[h] = _add_plays(
                                        hit2_plays[h], _times_plays(paths, final_a - first_a + 1))
                        if count == cap:
                            _unmark(n, nh, pre, npre, premask)
                            return p
                        if raw:
                            st_val[count] = nv
                            st_mask[count] = nmask
                            st_paths[count] = paths
                            st_parent[count] = si
                            st_move[count] = i * _STEP_BITS + a
                            count += 1
                            continue
                        key = (nv << key_bits) | (nmask & key_mask)
                        slot, j = table_find(tab_a, g, bits, key)
                        if j >= 0:
                            st_paths[j] = _add_plays(st_paths[j], paths)
                            continue
                        st_val[count] = nv
                        st_mask[count] = nmask
                        st_paths[count] = paths
                        st_parent[count] = si
                        st_move[count] = i * _STEP_BITS + a
                        table_put(tab_a, g, slot, key, count)
                        count += 1
                        if count - hi > room:
                            # Half full: double the table, the spare one as its scratch.
                            if bits == max_bits or g + 1 > GEN_MAX:
                                _unmark(n, nh, pre, npre, premask)
                                return p
                            _grow(tab_a, tab_v, g, bits)
                            g += 1
                            gen[0] = g
                            bits += 1
                            room = (1 << bits) >> 1
            nlive, found, over = _record(p, k, nlive, live, found, hit1_s, hit1_mv, hit1_plays,
                                         hit2_s, hit2_mv, hit2_mv2, hit2_plays, st_parent,
                                         st_move, per_min, plays_at, play_card, play_value)
            if over:
                break
            if raw:
                count = _merge(hi, count, key_bits, key_mask, st_val, st_mask, st_paths,
                               st_parent, st_move, tab_a, tab_v, gen, max_bits)
                if count < 0:
                    _unmark(n, nh, pre, npre, premask)
                    return p
            lo = hi
            hi = count
            if lo == hi:
                break
            if found > 0:
                # Later layers serve the hot values still missing (module docstring).
                hmin = hot_w[live[0]]
                hmax = hot_w[live[0]]
                for t in range(nlive):
                    hmin = min(hmin, hot_w[live[t]])
                    hmax = max(hmax, hot_w[live[t]])

        _unmark(n, nh, pre, npre, premask)
        _best(p, nh, per_min, hot_w, plays_at, best, min_cards, plays)
    return end


@njit(cache=True)
def _halves():
    """The bound tables of the two halves of a hand: S, D, A, M of the first, S, D, A, M and
    2**62 // D of the second (module docstring)."""
    return (np.empty(_HALF_SIZE, np.int64), np.empty(_HALF_SIZE, np.int64),
            np.empty(_HALF_SIZE, np.int64), np.empty(_HALF_SIZE, np.int64),
            np.empty(_HALF_SIZE, np.int64), np.empty(_HALF_SIZE, np.int64),
            np.empty(_HALF_SIZE, np.int64), np.empty(_HALF_SIZE, np.int64),
            np.empty(_HALF_SIZE, np.int64))


@njit(cache=True)
def _hits(size):
    """The walk's notes per hot value (module docstring): first hit in layer k + 1 (parent
    state, step) and its plays; first hit in layer k + 2 (parent state, two steps) and its
    plays."""
    return (np.empty(size, np.int64), np.empty(size, np.int64), np.empty(size, np.int64),
            np.empty(size, np.int64), np.empty(size, np.int64), np.empty(size, np.int64),
            np.empty(size, np.int64))


@njit(cache=True)
def _states(size):
    """The state arrays: value, mask, plays, parent, step."""
    return (np.empty(size, np.int64), np.empty(size, np.int64), np.empty(size, np.int64),
            np.empty(size, np.int64), np.empty(size, np.int64))


@njit(cache=True, nogil=True)
def solve_chunk(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
                play_value, best, min_cards, plays):
    """Solve positions first..end-1 of a batch (C4.3-C4.5) into the given result arrays
    (solve_many: per_min filled with -1, play_card with -1, play_value with 0 beforehand), with
    one set of work arrays, doubled when a position needs more. Releases the GIL, so that
    threads solve chunks side by side. The one entry point: solve_one and solve_many call it,
    so the search compiles once, for one signature (every index an int64)."""
    hcap = hot.shape[1]
    sub0, div0, add0, mul0, sub1, div1, add1, mul1, lim1 = _halves()
    c_op = np.empty(HAND_CARDS_MAX, np.int64)
    prev_same = np.empty(HAND_CARDS_MAX, np.int64)
    a_lo = np.empty(HAND_CARDS_MAX, np.int64)
    a_hi = np.empty(HAND_CARDS_MAX, np.int64)
    hot_w = np.empty(hcap, np.int64)
    pre = np.empty((HAND_CARDS_MAX, hcap, OPERAND_MAX), np.int64)
    npre = np.empty((HAND_CARDS_MAX, hcap), np.int64)
    top = np.int64(0)
    for p in range(first, end):
        for h in range(nhot[p]):
            top = max(top, hot[p, h])
    premask = np.zeros(_PRE_OVER * top + OPERAND_MAX + 1, np.int32)
    live = np.empty(hcap, np.int64)
    plays_at = np.empty(hcap, np.int64)
    hit1_s, hit1_mv, hit1_plays, hit2_s, hit2_mv, hit2_mv2, hit2_plays = _hits(hcap)
    states = np.int64(_STATES)
    bits = np.int64(_TABLE_BITS)
    p = first
    while p < end:
        gen = np.zeros(1, np.int64)
        st_val, st_mask, st_paths, st_parent, st_move = _states(states)
        tab_a = table_new(bits)
        tab_v = table_new(bits)
        p = _solve_range(cold, hot, nhot, ops, operands, nhand, p, end, per_min, play_card,
                         play_value, best, min_cards, plays, st_val, st_mask, st_paths,
                         st_parent, st_move, tab_a, tab_v, gen, sub0, div0, add0,
                         mul0, sub1, div1, add1, mul1, lim1,
                         c_op, prev_same, a_lo, a_hi, hot_w, pre, npre, premask, live,
                         plays_at, hit1_s, hit1_mv, hit1_plays, hit2_s, hit2_mv, hit2_mv2,
                         hit2_plays)
        states *= 2
        bits += 1


def solve_one(cold, hot, ops, operands):
    """Solve one position (C4.3-C4.5). Returns (best, min_cards, optimal_plays, per_min, play_card,
    play_value) where per_min[h] is the fewest cards reaching hot[h] (-1 if none) and
    play_card[h, :per_min[h]] / play_value[h, :per_min[h]] one such play."""
    best, min_cards, plays, per_min, play_card, play_value = solve_many(
        np.full(1, cold, np.int64), hot.reshape(1, -1), np.full(1, hot.shape[0], np.int64),
        ops.reshape(1, -1), operands.reshape(1, -1), np.full(1, ops.shape[0], np.int64))
    return best[0], min_cards[0], plays[0], per_min[0], play_card[0], play_value[0]


_CHUNK = 256
"""Positions solved with one set of work arrays in `solve_many` (one task of its threads)."""


def solve_many(cold, hot, nhot, ops, operands, nhand):
    """Solve a batch of positions (C4.3-C4.5), in chunks of _CHUNK positions shared among
    numba.get_num_threads() threads (the caller's setting: numba.set_num_threads(1) solves on
    the calling thread alone). Row p of the 2-D inputs holds position p, padded:
    hot[p, :nhot[p]], ops[p, :nhand[p]], operands[p, :nhand[p]]. Returns arrays best[p],
    min_cards[p], optimal_plays[p], per_min[p, h], play_card[p, h, :], play_value[p, h, :].
    Threads over a nogil function rather than numba's parallel=True: a prange loop would add
    about 12 s of compiling (benchmarks/README.md) for the same throughput."""
    import numba

    npos = cold.shape[0]
    hcap = hot.shape[1]
    width = ops.shape[1]
    best = np.empty(npos, np.int64)
    min_cards = np.empty(npos, np.int64)
    plays = np.empty(npos, np.int64)
    per_min = np.full((npos, hcap), -1, np.int64)
    play_card = np.full((npos, hcap, width), -1, np.int64)
    play_value = np.zeros((npos, hcap, width), np.int64)
    out = (per_min, play_card, play_value, best, min_cards, plays)
    args = (cold, hot, nhot, ops, operands, nhand)
    threads = min(numba.get_num_threads(), (npos + _CHUNK - 1) // _CHUNK)
    if threads <= 1:
        solve_chunk(*args, 0, npos, *out)
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(threads) as pool:
            for done in [pool.submit(solve_chunk, *args, lo, min(npos, lo + _CHUNK), *out)
                         for lo in range(0, npos, _CHUNK)]:
                done.result()
    return best, min_cards, plays, per_min, play_card, play_value


ENTRY_POINTS = ("solve_chunk",)
"""The kernel solve_one and solve_many call (solvers/compiling.py)."""

COMPILE_SECONDS = 20
"""About how long compiling it takes on the reference machine (14-17 s of CPU measured cold,
benchmarks/README.md, issue 19)."""


def warm() -> None:
    """Run the entry point once on a tiny position, compiling it (or loading it from cache)."""
    solve_one(np.int64(10), np.array([22, 40], np.int64), np.array([0, 2, 2], np.int64),
              np.array([1, 2, 0], np.int64))
