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

Values never overflow int64: a chain card maps v to at most 36 * v + 252 and a pair card to
at most 36 * v + 36, so after 10 intermediate cards (12 on the table) v < 13.2 * 36**10 < 5e16.
Counts can exceed int64 on big tables: they saturate to OVER (-1), which propagates, and the
caller reports an overflow instead of a wrapped number (T5.1).

Tables too large to count (`build` passes its budget: most reference-deck deals of 10 to 12
cards, 70 to 136 M states measured for 10) are answered by `search`, the same programme
without counts, that stops once every card is reached (see `programme` and solve.py). Both are
one function, `programme`, with a `counting` switch: a loop-invariant branch, measured at no
cost (benchmarks/README.md, issue 7).

Plain-Python twin: reference.py, same order of work, so the same witnesses.

Glossary of the arrays:
  fa[c], fb[c], totals[c]   table card c: its two faces and its total (T1.1)
  variant                   CHAIN (T3.3) or PAIR (T3.4)
  vals[s], cnts[s], links[s]  state s: a prefix's value, its number of distinct writings (T3.7,
                            counting mode only) and its first parent: links[s] = parent * 16 +
                            card added (parent -1 for a first card: links = -16 + card)
  seg_lo[M], seg_hi[M]      the states of mask M are s in seg_lo[M]..seg_hi[M] (values sorted);
                            seg_lo[M] = -1: no state
  bound[M]                  the largest value a prefix on mask M may hold and still finish
  in_vals/in_mult/in_num    pair variant: each card's inner values `a o b`, writings of each
  fin_vals/fin_mult/fin_num each card L as the last card: the values v with `v o d == total(L)`
                            (sorted) and the writings `o d` of each (T3.5)
  pre[c, L], pre_num, every the values from which card c then card L finish (two cards left);
                            every[c, L]: any value does (pair variant, a double's `x (d-d)`)
  allow[:na], flag[v]       the exact values a mask's prefixes may hold when one or two cards
                            are left (na = -1: only the bound applies), as a list and as flags
  st_op/st_x/st_inv/st_mult the writings of one intermediate card (`_steps`)
  cand_u[:k], cand_m[:k]    the values one card takes a state to, with their writings (`_moves`)
  table                     the shared hash table (solvers/kernel.py) of the mask being grown,
                            keyed by value, stamped with a generation per mask
  reach[L], counts[L], wit_state[L]  per card L as the last card: fewest cards, distinct
                            combinations (OVER past int64), the prefix state of one witness
"""
from __future__ import annotations

import numpy as np
from numba import njit, prange

from deckmath.solvers.kernel import (
    inverse, step, table_find, table_grown, table_new, table_put,
)
from deckmath.solvers.notation import ADD, MUL, SUB
from deckmath.solvers.totaux.model import TABLE_MAX

CHAIN, PAIR = 0, 1
"""Variant codes (T3.3, T3.4)."""

OVER = -1
"""A count that no longer fits in int64."""

BIG = np.int64(1) << np.int64(62)
"""Bound meaning 'no bound': above every value a table can produce (< 5e16, see above)."""

_CARD_BITS = 16
"""links[s] = parent * 16 + card: a table has at most 12 cards (T2.1)."""

_MAXC = np.int64(0x7FFFFFFFFFFFFFFF)


_EXACT = np.int64(1) << np.int64(50)
"""Below this, a float product v * (1/x) rounds to v // x exactly (relative error < 2**-51)."""


@njit(cache=True)
def apply_fast(op, v, x, inv):
    """`step` with the division done by a float reciprocal `inv` = 1/x (exact below _EXACT):
    integer division is the slowest step of the kernel's inner loop."""
    if op == ADD:
        return v + x
    if op == SUB:
        return v - x if v >= x else -1
    if op == MUL:
        return v * x
    if x == 0:
        return -1
    if v < _EXACT:
        q = np.int64(v * inv + 0.5)
        return q if q * x == v else -1
    return v // x if v % x == 0 else -1


@njit(cache=True)
def add_count(a, b):
    """a + b for counts, saturating to OVER."""
    if a == OVER or b == OVER or a > _MAXC - b:
        return OVER
    return a + b


@njit(cache=True)
def mul_count(a, m):
    """a * m for a count a and a small multiplicity m >= 1, saturating to OVER."""
    if a == OVER or a > _MAXC // m:
        return OVER
    return a * m


@njit(cache=True)
def _sat_mul(p, q):
    """p * q for positive bounds, capped at BIG."""
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
                    v = t // d if t % d == 0 else -1
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
        perm = np.argsort(vals[c, : num[c]])
        vals[c, : num[c]] = vals[c, : num[c]][perm]
        mult[c, : num[c]] = mult[c, : num[c]][perm]
    return vals, mult, num


@njit(cache=True)
def bounds(fa, fb, totals, variant):
    """bound[mask]: the largest value a prefix using `mask` may hold and still end on a total
    (module docstring); -1 when no card is left to end on."""
    n = fa.shape[0]
    full = (1 << n) - 1
    factor = np.empty(n, np.int64)
    finish = np.empty(n, np.int64)
    double = np.zeros(n, np.bool_)
    for c in range(n):
        finish[c] = max(fa[c], fb[c]) * (totals[c] + 1)
        if variant == CHAIN:
            factor[c] = fa[c] * fb[c]
        else:
            factor[c] = max(fa[c] + fb[c], fa[c] * fb[c])
            double[c] = fa[c] == fb[c]
    slack = 2 if variant == CHAIN else 1
    out = np.full(1 << n, -1, np.int64)
    for mask in range(full):
        rest = full ^ mask
        best = np.int64(-1)
        for last in range(n):
            if not (rest >> last) & 1:
                continue
            p = np.int64(1)
            s = 0
            unbounded = False
            for c in range(n):
                if c == last or not (rest >> c) & 1:
                    continue
                if double[c]:
                    unbounded = True
                p = _sat_mul(p, factor[c])
                s += 1
            if unbounded:
                b = BIG
            else:
                b = _sat_mul(p, finish[last] + slack * s)
            best = max(best, b)
        out[mask] = best
    return out


@njit(cache=True)
def before_last(fa, fb, variant, in_vals, in_num, fin_vals, fin_num):
    """Exact test for two cards left (pruning): pre[c, L, :num[c, L]] (sorted) are the values
    from which card c as an intermediate card (T3.3/T3.4) reaches a value that L finishes on
    (T3.5); every[c, L] is True when every value does (pair variant, a double's `x (d-d)`)."""
    n = fa.shape[0]
    pre = np.zeros((n, n, 512), np.int64)
    num = np.zeros((n, n), np.int64)
    every = np.zeros((n, n), np.bool_)
    mid = np.empty(8, np.int64)
    for c in range(n):
        for last in range(n):
            if c == last:
                continue
            k = 0
            row = pre[c, last]
            for f in range(fin_num[last]):
                w = fin_vals[last, f]
                if variant == CHAIN:
                    orders = 1 if fa[c] == fb[c] else 2
                    for o in range(orders):
                        x = fa[c] if o == 0 else fb[c]
                        y = fb[c] if o == 0 else fa[c]
                        for o2 in range(4):
                            m = inverse(o2, w, y, mid, 0)
                            for i in range(m):
                                for o1 in range(4):
                                    k = inverse(o1, mid[i], x, row, k)
                else:
                    for i in range(in_num[c]):
                        for o1 in range(4):
                            r = inverse(o1, w, in_vals[c, i], row, k)
                            if r < 0:
                                every[c, last] = True
                            else:
                                k = r
            srt = np.sort(row[:k])
            u = 0
            for i in range(k):
                if i == 0 or srt[i] != srt[i - 1]:
                    row[u] = srt[i]
                    u += 1
            num[c, last] = u
    return pre, num, every


@njit(cache=True)
def _two_left(rest):
    """The one or two cards of `rest`, as (first, second) (-1 when absent), or (-2, -2) when
    more than two are left."""
    first = -1
    second = -1
    i = 0
    while rest:
        if rest & 1:
            if first < 0:
                first = i
            elif second < 0:
                second = i
            else:
                return -2, -2
        rest >>= 1
        i += 1
    return first, second


@njit(cache=True)
def allowed(mask, full, size, bound, fin_vals, fin_num, pre, pre_num, every, out):
    """What a prefix of `size` cards on `mask` may hold and still end a combination. With one
    or two cards left the test is exact: the values written to out[:k] (sorted); returns
    (k, limit) with k = -1 when only the bound `limit` applies (module docstring)."""
    first, second = _two_left(full ^ mask)
    if first == -2:
        return -1, bound[mask]
    k = 0
    for pick in range(2 if second >= 0 else 1):
        last = first if pick == 0 else second
        if size >= 2:
            for i in range(fin_num[last]):
                out[k] = fin_vals[last, i]
                k += 1
        if second >= 0:
            c = second if pick == 0 else first
            if every[c, last]:
                return -1, bound[mask]
            for i in range(pre_num[c, last]):
                out[k] = pre[c, last, i]
                k += 1
    srt = np.sort(out[:k])
    u = 0
    for i in range(k):
        if i == 0 or srt[i] != srt[i - 1]:
            out[u] = srt[i]
            u += 1
    return u, out[u - 1] if u > 0 else -1


@njit(cache=True)
def _member(row, num, v):
    lo = 0
    hi = num
    while lo < hi:
        mid = (lo + hi) >> 1
        if row[mid] < v:
            lo = mid + 1
        else:
            hi = mid
    return lo < num and row[lo] == v


@njit(cache=True)
def _grown(a, cap):
    b = np.empty(cap, a.dtype)
    b[: a.shape[0]] = a
    return b


@njit(cache=True)
def _popcount(mask):
    """The number of cards in a mask."""
    size = 0
    while mask:
        size += mask & 1
        mask >>= 1
    return size


@njit(cache=True)
def _masks_by_size(n):
    """All masks of the n cards, ordered by number of cards, then by value."""
    out = np.empty(1 << n, np.int64)
    k = 0
    for size in range(n + 1):
        for mask in range(1 << n):
            if _popcount(mask) == size:
                out[k] = mask
                k += 1
    return out


@njit(cache=True)
def _steps(variant, a, b, in_vals, in_mult, in_num, st_op, st_x, st_inv, st_mult):
    """The writings of one intermediate card, for the inner loop. Chain (T3.3): rows
    (o1, x | -, y) for each face order (a double's once) and o1, the o2 loop left to the caller.
    Pair (T3.4): rows (o1, inner value) with the number of writings giving that inner value.
    Returns the number of rows."""
    k = 0
    if variant == CHAIN:
        for o in range(1 if a == b else 2):
            x = a if o == 0 else b
            y = b if o == 0 else a
            for o1 in range(4):
                st_op[k, 0] = o1
                st_x[k, 0] = x
                st_inv[k, 0] = 1.0 / x
                st_x[k, 1] = y
                st_inv[k, 1] = 1.0 / y
                k += 1
    else:
        for i in range(in_num):
            x = in_vals[i]
            for o1 in range(4):
                st_op[k, 0] = o1
                st_x[k, 0] = x
                st_inv[k, 0] = 1.0 / x if x > 0 else 0.0
                st_mult[k] = in_mult[i]
                k += 1
    return k


@njit(cache=True)
def _moves(variant, v, nsteps, st_op, st_x, st_inv, st_mult, limit, na, flag, cand_u, cand_m):
    """The values one intermediate card (its writings from `_steps`) takes v to, that may still
    end a combination (below `limit`, and flagged in `flag` when na >= 0: see `allowed`), into
    cand_u with their number of writings in cand_m."""
    k = 0
    for t in range(nsteps):
        w = apply_fast(st_op[t, 0], v, st_x[t, 0], st_inv[t, 0])
        if w < 0:
            continue
        if variant == CHAIN:
            for o2 in range(4):
                u = apply_fast(o2, w, st_x[t, 1], st_inv[t, 1])
                if u < 0 or u > limit or (na >= 0 and not flag[u]):
                    continue
                cand_u[k] = u
                cand_m[k] = 1
                k += 1
        elif w <= limit and (na < 0 or flag[w]):
            cand_u[k] = w
            cand_m[k] = st_mult[t]
            k += 1
    return k


@njit(cache=True)
def _table_facts(fa, fb, totals, variant):
    """What `build` and `search` precompute for a table: value bounds per mask, each card's
    inner and finishing values, the values that can precede each last card, and a flag array
    sized to the largest of them."""
    n = fa.shape[0]
    bound = bounds(fa, fb, totals, variant)
    in_vals, in_mult, in_num = inner_values(fa, fb)
    fin_vals, fin_mult, fin_num = finish_values(fa, fb, totals)
    pre, pre_num, every = before_last(fa, fb, variant, in_vals, in_num, fin_vals, fin_num)
    top = 0
    for c in range(n):
        top = max(top, fin_vals[c, fin_num[c] - 1])
        for last in range(n):
            if pre_num[c, last] > 0:
                top = max(top, pre[c, last, pre_num[c, last] - 1])
    flag = np.zeros(top + 1, np.bool_)
    return (bound, in_vals, in_mult, in_num, fin_vals, fin_mult, fin_num, pre, pre_num, every,
            flag)


@njit(cache=True)
def _scratch():
    """Work arrays of the transitions: allowed steps, and per card the steps' operators,
    operands, inverses and multiplicities, and candidate values."""
    allow = np.empty(2 * 8 + 2 * 512, np.int64)
    st_op = np.zeros((64, 2), np.int64)
    st_x = np.zeros((64, 2), np.int64)
    st_inv = np.zeros((64, 2), np.float64)
    st_mult = np.zeros(64, np.int64)
    cand_u = np.empty(64, np.int64)
    cand_m = np.empty(64, np.int64)
    return allow, st_op, st_x, st_inv, st_mult, cand_u, cand_m


@njit(cache=True, inline="always")
def programme(fa, fb, totals, variant, max_states, counting):
    """The forward programme (T3, T5.1), one for the exact solve and the layered search.

    Prefixes of j cards are made from prefixes of j - 1 cards (masks in order of size), one
    state per (mask, value) with its first parent link, pruned by the proven bounds (module
    docstring). The first mask size at which a card L ends a combination gives its fewest
    cards, and the first state found there its witness.
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
    (bound, in_vals, in_mult, in_num, fin_vals, fin_mult, fin_num, pre, pre_num, every,
     flag) = _table_facts(fa, fb, totals, variant)
    allow, st_op, st_x, st_inv, st_mult, cand_u, cand_m = _scratch()

    cap = 1024
    vals = np.empty(cap, np.int64)
    cnts = np.empty(cap if counting else 0, np.int64)
    links = np.empty(cap, np.int64)
    seg_lo = np.full(1 << n, -1, np.int64)
    seg_hi = np.full(1 << n, -1, np.int64)
    reach = np.full(n, -1, np.int64)
    counts = np.zeros(n, np.int64)
    wit_state = np.full(n, -1, np.int64)
    missing = n

    # First cards (T3.2): one face of one card, a double's face once (T3.7).
    count = 0
    for c in range(n):
        mask = 1 << c
        lo = count
        na, limit = allowed(mask, full, 1, bound, fin_vals, fin_num, pre, pre_num, every, allow)
        for f in range(1 if fa[c] == fb[c] else 2):
            v = min(fa[c], fb[c]) if f == 0 else max(fa[c], fb[c])
            if v > limit or (na >= 0 and not _member(allow, na, v)):
                continue
            vals[count] = v
            if counting:
                cnts[count] = 1
            links[count] = -_CARD_BITS + c
            count += 1
        if count > lo:
            seg_lo[mask] = lo
            seg_hi[mask] = count

    bits = 10
    table = table_new(bits)
    gen = 0
    order = _masks_by_size(n)
    for oi in range(order.shape[0]):
        mask = order[oi]
        size = _popcount(mask)
        if size < 2 or mask == full:
            continue
        # What this mask's prefixes may hold and still end a combination (module docstring).
        na, limit = allowed(mask, full, size, bound, fin_vals, fin_num, pre, pre_num, every,
                            allow)
        for i in range(na):
            flag[allow[i]] = True
        gen += 1
        lo = count
        # Grow the mask: every prefix on it is a prefix on mask - {c} with card c crossed
        # last (T3.3 / T3.4); equal values merge in the hash table, adding their writings.
        for c in range(n):
            if not (mask >> c) & 1:
                continue
            prev = mask ^ (1 << c)
            if seg_lo[prev] < 0:
                continue
            nsteps = _steps(variant, fa[c], fb[c], in_vals[c], in_mult[c], in_num[c], st_op,
                            st_x, st_inv, st_mult)
            for s in range(seg_lo[prev], seg_hi[prev]):
                paths = cnts[s] if counting else 0
                ncand = _moves(variant, vals[s], nsteps, st_op, st_x, st_inv, st_mult, limit,
                               na, flag, cand_u, cand_m)
                for ci in range(ncand):
                    u = cand_u[ci]
                    add = 0
                    if counting:
                        add = paths if cand_m[ci] == 1 else mul_count(paths, cand_m[ci])
                    slot, j = table_find(table, gen, bits, u)
                    if j >= 0:
                        if counting:
                            cnts[j] = add_count(cnts[j], add)
                        continue
                    if count >= max_states:
                        for i in range(na):
                            flag[allow[i]] = False
                        return (vals[:lo], cnts[:lo if counting else 0], links[:lo], seg_lo,
                                seg_hi, reach, counts, wit_state, False, size)
                    if count == vals.shape[0]:
                        cap = min(2 * vals.shape[0], max_states)
                        vals = _grown(vals, cap)
                        links = _grown(links, cap)
                        if counting:
                            cnts = _grown(cnts, cap)
                    vals[count] = u
                    if counting:
                        cnts[count] = add
                    links[count] = s * _CARD_BITS + c
                    table_put(table, gen, slot, u, count)
                    count += 1
                    if 2 * (count - lo) > table.shape[0]:
                        table, bits = table_grown(table, gen, bits)
        for i in range(na):
            flag[allow[i]] = False
        if count == lo:
            continue
        # Sort the mask's segment by value: finishing, `witness` and the listing search it.
        perm = np.argsort(vals[lo:count])
        vals[lo:count] = vals[lo:count][perm]
        links[lo:count] = links[lo:count][perm]
        if counting:
            cnts[lo:count] = cnts[lo:count][perm]
        seg_lo[mask] = lo
        seg_hi[mask] = count
        seg = vals[lo:count]
        # Finish (T3.5): a prefix on `mask` ends on an unused card L when one of L's finishing
        # values is in the segment.
        for last in range(n):
            if (mask >> last) & 1 or (not counting and reach[last] >= 0):
                continue
            for k in range(fin_num[last]):
                i = np.searchsorted(seg, fin_vals[last, k])
                if i == count - lo or seg[i] != fin_vals[last, k]:
                    continue
                s = lo + i
                if counting:
                    counts[last] = add_count(counts[last], mul_count(cnts[s], fin_mult[last, k]))
                if reach[last] < 0:
                    reach[last] = size + 1
                    wit_state[last] = s
                    missing -= 1
                    if not counting:
                        break
        if not counting and missing == 0:
            return (vals[:count], cnts, links[:count], seg_lo, seg_hi, reach, counts, wit_state,
                    True, size)
    return (vals[:count], cnts[:count if counting else 0], links[:count], seg_lo, seg_hi, reach,
            counts, wit_state, True, n)


@njit(cache=True, nogil=True)
def build(fa, fb, totals, variant, max_states):
    """The exact programme with counts (T3, T5.1): `programme` counting. Returns
    (vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete); when complete is
    False the per-card results are not to be used."""
    vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete, _ = programme(
        fa, fb, totals, variant, max_states, True)
    return vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete


@njit(cache=True, nogil=True)
def search(fa, fb, totals, variant, max_states):
    """The layered search, for tables whose exact counts do not fit the memory budget (T5.1
    but the counts): `programme` without counting. Returns (vals, links, reach, wit_state,
    searched): reach[L] = -1 means no combination of at most `searched` cards ends on L."""
    vals, _, links, _, _, reach, _, wit_state, _, searched = programme(
        fa, fb, totals, variant, max_states, False)
    return vals, links, reach, wit_state, searched


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


@njit(cache=True, nogil=True)
def solve_table(fa, fb, totals, variant, max_states):
    """Solve one table (T5.1): per card as the last card, (reach, counts, witness rows
    wit[L, :reach[L], 5] as in `witness`, states used, complete)."""
    n = fa.shape[0]
    vals, cnts, links, seg_lo, seg_hi, reach, counts, wit_state, complete = build(
        fa, fb, totals, variant, max_states)
    wit = np.full((n, TABLE_MAX, 5), -1, np.int64)
    if complete:
        for last in range(n):
            if wit_state[last] >= 0:
                witness(variant, fa, fb, totals, vals, links, wit_state[last], last, wit[last])
    return reach, counts, wit, vals.shape[0], complete


@njit(cache=True, parallel=True, nogil=True)
def solve_many(fa, fb, totals, sizes, variant, max_states):
    """Solve many tables at once (prange over tables); row p holds table p padded to
    sizes[p] cards. Returns reach[p, :], counts[p, :], wit[p, :, :, :], complete[p]."""
    npos = fa.shape[0]
    reach = np.full((npos, TABLE_MAX), -1, np.int64)
    counts = np.zeros((npos, TABLE_MAX), np.int64)
    wit = np.full((npos, TABLE_MAX, TABLE_MAX, 5), -1, np.int64)
    complete = np.zeros(npos, np.bool_)
    for p in prange(npos):
        n = sizes[p]
        r, c, w, _, ok = solve_table(fa[p, :n], fb[p, :n], totals[p, :n], variant, max_states)
        reach[p, :n] = r
        counts[p, :n] = c
        wit[p, :n] = w
        complete[p] = ok
    return reach, counts, wit, complete


@njit(cache=True, nogil=True)
def search_table(fa, fb, totals, variant, max_states):
    """The layered search on one table, with witnesses: (reach, witness rows wit[L, :reach[L],
    5] as in `witness`, searched, states kept)."""
    n = fa.shape[0]
    vals, links, reach, wit_state, searched = search(fa, fb, totals, variant, max_states)
    wit = np.full((n, TABLE_MAX, 5), -1, np.int64)
    for last in range(n):
        if wit_state[last] >= 0:
            witness(variant, fa, fb, totals, vals, links, wit_state[last], last, wit[last])
    return reach, wit, searched, vals.shape[0]


ENTRY_POINTS = ("build", "solve_table", "solve_many", "search_table")
"""The kernels solve.py calls (solvers/compiling.py)."""

COMPILE_SECONDS = 40
"""About how long compiling them takes on the reference machine (benchmarks/README.md)."""


def warm() -> None:
    """Run every entry point once on a tiny table, in both variants, compiling each (or loading
    it from cache)."""
    fa = np.array([3, 1, 2], np.int64)
    fb = np.array([5, 6, 2], np.int64)
    totals = np.array([24, 7, 13], np.int64)
    for variant in (CHAIN, PAIR):
        build(fa, fb, totals, variant, 1 << 20)
        solve_table(fa, fb, totals, variant, 1 << 20)
        search_table(fa, fb, totals, variant, 1 << 20)
        solve_many(fa.reshape(1, 3), fb.reshape(1, 3), totals.reshape(1, 3),
                   np.array([3], np.int64), variant, 1 << 20)
