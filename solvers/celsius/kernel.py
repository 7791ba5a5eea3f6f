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
per position, one per half of the hand (cards 0..9 and 10..19, 2**10 rows each, `_slack`): R's
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

The last layer. Each layer is indexed by value (`_index_layer`). If the next layer reaches every
hot value still missing, it is the last one searched and is not built: for each missing hot
value h and each card i, the values from which card i reaches h (`pre[i, h]`, at most ten) are
looked up in the index; the plays reaching h add up over those transitions (each state's plays
times the number of operands that work, `_hit_range`), and the first transition in the order of
work (parent state, then card, then operand) gives the witness, as the first state built with
value h would.

Work arrays are made once per chunk of positions (`solve_chunk`) and reused from position to
position: the states, two hash tables (emptied in O(1) by a new generation per layer), the
bound tables. A position that outgrows them reports NEED_SPACE and is solved again with arrays
twice as large, as often as it takes: a search stores every state it keeps, so the space grows
with the states of the position (up to hundreds of millions for 16 to 20 cards aiming at hot
values near 10**5, benchmarks/README.md). Plain-Python twin: reference.py.

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
  sub0/div0/add0/mul0[r]  S, D, A and M above for the set r of cards left among cards 0..9
                       (bit i: card i); sub1/div1/add1/mul1[r] among cards 10..19 (bit i: card
                       10 + i), and lim1[r] = 2**62 // div1[r]
  pre[i, h, :npre[i, h]]  the values from which card i reaches hot[h] in one step
  st_val/st_mask/st_paths/st_parent/st_move[j]  state j: value, mask, plays reaching it,
                       parent state and step (card * 16 + operand played; operands are 1..10);
                       the states of layer k are st_*[layer_lo[k]:layer_lo[k + 1]]
  st_next[j]           the next state of j's layer with the same value (-1: none)
  tab_a                hash table (solvers/kernel.py) of the layer being built, keyed as above;
                       doubled when half full (its first 2**bits rows are in use)
  tab_v                the value index of the layer searched: value -> its first state; the
                       scratch of tab_a's doubling while a layer is built
  gen[0]               the last generation used in the tables
  per_min[p, h]        fewest cards reaching hot[h] (-1: unreachable); play_card/play_value[p,
                       h, :] one such play (hand index and operand per card), as wide as the
                       largest hand of the batch
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.celsius.model import HAND_CARDS_MAX, OPERAND_MAX, OPERAND_MIN, PLAYS_MAX
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
def _finishes(v, rest, ops, a_lo, a_hi, live, nlive):
    """Can the one card left (rest has its bit only) take value v onto a target (C3.1, C4.2)?"""
    i = lowest_bit(rest)
    for h in range(nlive):
        first, last = _hit_range(ops[i], v, live[h], a_lo[i], a_hi[i])
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
def _index_layer(st_val, st_next, lo, hi, tab_v, gen, bits):
    """Index the states lo..hi by value: tab_v maps a value to its first state, st_next chains
    the states of equal value in order."""
    for s in range(hi - 1, lo - 1, -1):
        v = st_val[s]
        slot, j = table_find(tab_v, gen, bits, v)
        st_next[s] = j
        table_put(tab_v, gen, slot, v, s)


@njit(cache=True)
def _preimages(ops, a_lo, a_hi, n, hot, nhot, pre, npre):
    """pre[i, h, :npre[i, h]]: the distinct values v with `v op_i a == hot[h]` for an operand a
    card i may take (C3.2)."""
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
                    k += 1
            npre[i, h] = k


@njit(cache=True)
def _reaches(h, n, pre, npre, tab_v, gen, bits, st_mask, st_next, full, dups, prev_same):
    """Does some state of the indexed layer reach hot[h] with one more card?"""
    for i in range(n):
        for t in range(npre[i, h]):
            _, s = table_find(tab_v, gen, bits, pre[i, h, t])
            while s >= 0:
                if (_playable(st_mask[s], full, dups, prev_same) >> i) & 1:
                    return True
                s = st_next[s]
    return False


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
def _last_hit(p, h, layer, found, n, c_op, a_lo, a_hi, hot_w, pre, npre, tab_v, vgen, vbits,
              st_val, st_mask, st_paths, st_parent, st_move, st_next, full, dups, prev_same,
              plays_at, per_min, play_card, play_value):
    """Hot value h of position p, missing so far, reached in the last layer (module
    docstring): every transition into it from the indexed layer, the first one in the order of
    work (state, card, operand) as its witness; its plays (C4.5) only if no hot value was
    found before (`found`), since only then can it be the best."""
    best_s = np.int64(-1)
    best_i = np.int64(-1)
    best_a = np.int64(-1)
    total = np.int64(0)
    for i in range(n):
        for t in range(npre[i, h]):
            _, s = table_find(tab_v, vgen, vbits, pre[i, h, t])
            while s >= 0:
                if (_playable(st_mask[s], full, dups, prev_same) >> i) & 1:
                    first_a, final_a = _hit_range(c_op[i], st_val[s], hot_w[h], a_lo[i], a_hi[i])
                    if best_s < 0 or s < best_s:
                        best_s = s
                        best_i = i
                        best_a = first_a
                    if found > 0:
                        break
                    total = _add_plays(total, _times_plays(st_paths[s], final_a - first_a + 1))
                s = st_next[s]
    per_min[p, h] = layer
    if found == 0:
        plays_at[h] = total
    play_card[p, h, layer - 1] = best_i
    play_value[p, h, layer - 1] = best_a
    _witness(p, h, layer - 1, best_s, st_parent, st_move, play_card, play_value)


@njit(cache=True)
def _grow(tab_a, tab_v, g, bits):
    """Double the table of the layer being built (half full), the value index (not used while
    a layer is built) as its scratch (solvers/kernel.py table_double, the copy written as a
    loop: a slice assignment adds seconds of compiling). Rare, so called, not inlined."""
    for s in range(2 << bits):
        tab_v[s] = tab_a[s]
    table_rehash(tab_v, g, bits, tab_a, g + 1, bits + 1)


@njit(cache=True)
def _best(p, nh, per_min, hot_w, plays_at, layer_lo, st_val, st_paths, best, min_cards, plays):
    """C4.3: fewest cards, then the higher hot value; C4.5: the plays reaching it in that layer
    (plays_at[h], or the states of value hot[h] in layer per_min[p, h] added up)."""
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
    k = per_min[p, b]
    min_cards[p] = k
    c = plays_at[b]
    if c < 0:
        c = np.int64(0)
        for si in range(layer_lo[k], layer_lo[k + 1]):
            if st_val[si] == hot_w[b]:
                c = _add_plays(c, st_paths[si])
    plays[p] = c


@njit(cache=True)
def _solve_range(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
                 play_value, best, min_cards, plays, st_val, st_mask, st_paths, st_parent,
                 st_move, st_next, tab_a, tab_v, gen, sub0, div0, add0, mul0, sub1, div1,
                 add1, mul1, lim1, c_op, prev_same, a_lo, a_hi, hot_w, pre, npre, live,
                 plays_at, layer_lo):
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
            plays_at[h] = -1
            live[h] = hot_w[h]
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
        n0 = min(n, _HALF)
        _slack(c_op, a_hi, np.int64(0), n0, sub0, div0, add0, mul0)
        _slack(c_op, a_hi, n0, n - n0, sub1, div1, add1, mul1)
        _limits(n - n0, div1, lim1)
        two = n > _HALF
        key_bits = _KEY_BITS if two else _HALF
        key_mask = (1 << key_bits) - 1
        _preimages(c_op, a_lo, a_hi, n, hot_w, nh, pre, npre)

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
        layer_lo[0] = 0
        for layer in range(1, n + 1):
            layer_lo[layer] = hi
            # Index the layer lo..hi by value; does the next layer reach every missing hot
            # value?
            vbits = np.int64(4)
            while (1 << vbits) < 2 * (hi - lo):
                vbits += 1
            if vbits > max_bits:
                return p
            g = gen[0] + 2
            if g > GEN_MAX:
                tab_a[TAG::2] = 0
                tab_v[TAG::2] = 0
                g = 2
            gen[0] = g
            vgen = g - 1
            _index_layer(st_val, st_next, lo, hi, tab_v, vgen, vbits)
            last = True
            for h in range(nh):
                if per_min[p, h] < 0 and not _reaches(h, n, pre, npre, tab_v, vgen, vbits,
                                                      st_mask, st_next, full, dups, prev_same):
                    last = False
                    break
            if last:
                # The last layer (module docstring): every transition into each missing hot
                # value, the first one in the order of work as its witness.
                for h in range(nh):
                    if per_min[p, h] < 0:
                        _last_hit(p, h, layer, found, n, c_op, a_lo, a_hi, hot_w, pre, npre,
                                  tab_v, vgen, vbits, st_val, st_mask, st_paths, st_parent,
                                  st_move, st_next, full, dups, prev_same, plays_at, per_min,
                                  play_card, play_value)
                found = nh
                break
            if found > 0:
                # Later layers serve the hot values still missing (module docstring).
                nlive = 0
                for h in range(nh):
                    if per_min[p, h] < 0:
                        live[nlive] = hot_w[h]
                        nlive += 1
                hmin = live[0]
                hmax = live[0]
                for h in range(nlive):
                    hmin = min(hmin, live[h])
                    hmax = max(hmax, live[h])
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
                    if two:
                        r0 = rest & (_HALF_SIZE - 1)
                        r1 = rest >> _HALF
                        top = (hmax + sub0[r0] + sub1[r1]) * div0[r0]
                        top = _TOP_CAP if top > lim1[r1] else top * div1[r1]
                        plus = add0[r0] + add1[r1]
                        times0 = mul0[r0]
                        times1 = mul1[r1]
                    else:
                        top = (hmax + sub0[rest]) * div0[rest]
                        plus = add0[rest]
                        times0 = mul0[rest]
                        times1 = 1
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
                        if one_left:
                            is_live = False
                            if hmin <= nv <= hmax:
                                for h in range(nlive):
                                    if live[h] == nv:
                                        is_live = True
                                        break
                            if not is_live and (
                                rest == 0 or not _finishes(nv, rest, c_op, a_lo, a_hi, live,
                                                           nlive)
                            ):
                                continue
                        key = (nv << key_bits) | (nmask & key_mask)
                        slot, j = table_find(tab_a, g, bits, key)
                        if j >= 0:
                            st_paths[j] = _add_plays(st_paths[j], paths)
                            continue
                        if count == cap:
                            return p
                        st_val[count] = nv
                        st_mask[count] = nmask
                        st_paths[count] = paths
                        st_parent[count] = si
                        st_move[count] = i * _STEP_BITS + a
                        table_put(tab_a, g, slot, key, count)
                        count += 1
                        if count - hi > room:
                            # Half full: double the table; the value index, not used while a
                            # layer is built, is its scratch.
                            if bits == max_bits or g + 1 > GEN_MAX:
                                return p
                            _grow(tab_a, tab_v, g, bits)
                            g += 1
                            gen[0] = g
                            bits += 1
                            room = (1 << bits) >> 1
            lo = hi
            hi = count
            layer_lo[layer + 1] = count
            # The first layer where a hot value appears gives its fewest cards (C4.4); its
            # witness is read back along the parent links.
            for si in range(lo, hi):
                for h in range(nh):
                    if hot_w[h] == st_val[si] and per_min[p, h] < 0:
                        per_min[p, h] = layer
                        found += 1
                        _witness(p, h, layer, si, st_parent, st_move, play_card, play_value)
            if found == nh or lo == hi:
                break

        _best(p, nh, per_min, hot_w, plays_at, layer_lo, st_val, st_paths, best, min_cards,
              plays)
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
def _states(size):
    """The state arrays: value, mask, plays, parent, step, next of equal value."""
    return (np.empty(size, np.int64), np.empty(size, np.int64), np.empty(size, np.int64),
            np.empty(size, np.int64), np.empty(size, np.int64), np.empty(size, np.int64))


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
    live = np.empty(hcap, np.int64)
    plays_at = np.empty(hcap, np.int64)
    layer_lo = np.empty(HAND_CARDS_MAX + 2, np.int64)
    states = np.int64(_STATES)
    bits = np.int64(_TABLE_BITS)
    p = first
    while p < end:
        gen = np.zeros(1, np.int64)
        st_val, st_mask, st_paths, st_parent, st_move, st_next = _states(states)
        tab_a = table_new(bits)
        tab_v = table_new(bits)
        p = _solve_range(cold, hot, nhot, ops, operands, nhand, p, end, per_min, play_card,
                         play_value, best, min_cards, plays, st_val, st_mask, st_paths,
                         st_parent, st_move, st_next, tab_a, tab_v, gen, sub0, div0, add0,
                         mul0, sub1, div1, add1, mul1, lim1,
                         c_op, prev_same, a_lo, a_hi, hot_w, pre, npre, live, plays_at,
                         layer_lo)
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
