"""numba kernel for whole games of Totaux: which cards of a table a combination of 3 or 4
cards reaches (rules T3, T5.1), with one witness each, in tens of microseconds.

A game solves a fresh table every round (T7.1, T7.2); the exact programme (kernel.py) spends
about half a millisecond on a 6-card deal, most of it on prefixes of three cards. On the
reference deck nearly every card of a deal is reached with 3 or 4 cards (benchmarks/README.md),
so a game first asks this kernel, which meets in the middle:
- forward, every prefix of two cards (T3.2 first face, T3.3/T3.4 one intermediate card): its
  value is at most 6 x 6 x 6 = 216 (chain) or 6 x (6 x 6) (pair), so the values of each ordered
  pair of cards fit a small array;
- backward, the values a card L finishes from (T3.5: `v o d == total(L)`) and the values from
  which one more intermediate card c then L finish (`pre[c, L]`), by inverting c's writings
  (`_unstep`, T3.6).
A card is reached with 3 cards when a two-card prefix finishes on it, with 4 when a two-card
prefix lies in some pre[c, L]. Anything else (5 cards or more, or unreachable) is answered -1,
"not within 4", and the caller asks the exact programme (totaux/reach.py).

Order of work (the twin, reference.reach_within_four, follows it, so the witnesses agree): a
two-card prefix is the first found for its value (first card ascending, its faces low then high,
second card ascending, its writings in `_writings` order); a card's witness is the first found
scanning ordered pairs (a, b) ascending, their values in order of discovery, then (for 4 cards)
c ascending, then L ascending.

Glossary:
  fa[c], fb[c], totals[c]   table card c (T1.1)
  wx, wy, wo1, wo2[c, k]    writing k of card c as an intermediate card: chain
                            v <- (v wo1 wx) wo2 wy (T3.3); pair v <- v wo1 (wx wo2 wy) (T3.4)
  link[a, b, v]             first face f * 64 + writing k of the first prefix "a (face f) then
                            b (writing k)" reaching v; -1: none
  seen[a, b, :nseen[a, b]]  the values reached by a then b, in order of discovery
  fin[L, v]                 v finishes on L (T3.5), for v <= VALUE_MAX
  pre[c, L, v], every[c, L] v then c then L finishes; every: any v does (pair, `v x (d-d)`)
  reach[L], wit[L, :reach[L], 5]  fewest cards (3 or 4; -1 not within 4) and witness rows
                            (card, x, o1, o2, y) as in kernel.witness
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.kernel import divide, step
from deckmath.solvers.notation import ADD, MUL, SUB
from deckmath.solvers.numba_cache import lock_caches

CHAIN, PAIR = 0, 1
"""Variant codes (T3.3, T3.4), as in kernel.py."""

VALUE_MAX = 216
"""The largest value of a two-card prefix: a first face (<= 6) through one intermediate card
(chain: (v x 6) x 6; pair: v x (6 x 6))."""

WITHIN = 4
"""The most cards this kernel looks at; beyond, the exact programme answers."""


@njit(cache=True)
def _writings(fa, fb, variant):
    """Every writing of each card as an intermediate card: its face order (a double's once,
    T3.7), then o1, then o2 (codes 0 + 1 - 2 x 3 /)."""
    n = fa.shape[0]
    wx = np.zeros((n, 32), np.int64)
    wy = np.zeros((n, 32), np.int64)
    wo1 = np.zeros((n, 32), np.int64)
    wo2 = np.zeros((n, 32), np.int64)
    nw = np.zeros(n, np.int64)
    for c in range(n):
        k = 0
        for order in range(1 if fa[c] == fb[c] else 2):
            x = fa[c] if order == 0 else fb[c]
            y = fb[c] if order == 0 else fa[c]
            for o1 in range(4):
                for o2 in range(4):
                    wx[c, k] = x
                    wy[c, k] = y
                    wo1[c, k] = o1
                    wo2[c, k] = o2
                    k += 1
        nw[c] = k
    return wx, wy, wo1, wo2, nw


@njit(cache=True, inline="always")
def _cross(variant, v, x, o1, o2, y):
    """v through an intermediate card written (x, o1, o2, y): the new value, or -1 (T3.6)."""
    if variant == CHAIN:
        m = step(o1, v, x)
        return -1 if m < 0 else step(o2, m, y)
    inner = step(o2, x, y)
    return -1 if inner < 0 else step(o1, v, inner)


EVERY = -2
"""`_unstep`'s answer when every value works (`p x 0 == 0`)."""


@njit(cache=True, inline="always")
def _unstep(op, w, x):
    """The value p with `p op x == w` as a legal step (T3.6), -1 when there is none, EVERY when
    every p works; for w >= 0, x >= 0 a single p at most (twin: notation.inverse_code)."""
    if op == ADD:
        return w - x if w >= x else -1
    if op == SUB:
        return w + x
    if op == MUL:
        if x == 0:
            return EVERY if w == 0 else -1
        return divide(w, x)
    return w * x if x > 0 else -1


@njit(cache=True, inline="always")
def _finish_row(v, a, b, total, row):
    """Write the last card's row (face d, operator o with `v o d == total`, low face first);
    False when v does not finish."""
    for f in range(1 if a == b else 2):
        d = min(a, b) if f == 0 else max(a, b)
        for o in range(4):
            if step(o, v, d) == total:
                row[1] = d
                row[2] = o
                return True
    return False


@njit(cache=True, nogil=True)
def reach_within_four(fa, fb, totals, variant):
    """For each card L as the last card: 3 or 4, the fewest cards of a combination ending on it
    when that is at most 4, else -1; and one witness of that many cards (module docstring)."""
    n = fa.shape[0]
    size = VALUE_MAX + 1
    reach = np.full(n, -1, np.int64)
    wit = np.full((n, WITHIN, 5), -1, np.int64)
    if n < 3:
        return reach, wit
    wx, wy, wo1, wo2, nw = _writings(fa, fb, variant)
    link = np.full((n, n, size), -1, np.int64)
    seen = np.empty((n, n, 2 * 32), np.int64)
    nseen = np.zeros((n, n), np.int64)
    for a in range(n):
        for f in range(1 if fa[a] == fb[a] else 2):
            v = min(fa[a], fb[a]) if f == 0 else max(fa[a], fb[a])
            for b in range(n):
                if b == a:
                    continue
                for k in range(nw[b]):
                    u = _cross(variant, v, wx[b, k], wo1[b, k], wo2[b, k], wy[b, k])
                    if 0 <= u <= VALUE_MAX and link[a, b, u] < 0:
                        link[a, b, u] = f * 64 + k
                        seen[a, b, nseen[a, b]] = u
                        nseen[a, b] += 1
    fin = np.zeros((n, size), np.bool_)
    ends = np.empty((n, 8), np.int64)
    nends = np.zeros(n, np.int64)
    for last in range(n):
        t = totals[last]
        for f in range(1 if fa[last] == fb[last] else 2):
            d = min(fa[last], fb[last]) if f == 0 else max(fa[last], fb[last])
            for o in range(4):
                p = _unstep(o, t, d)
                if p >= 0:
                    ends[last, nends[last]] = p
                    nends[last] += 1
                    if p <= VALUE_MAX:
                        fin[last, p] = True
    # Three cards: a two-card prefix that finishes on L.
    for a in range(n):
        for b in range(n):
            for i in range(nseen[a, b]):
                v = seen[a, b, i]
                for last in range(n):
                    if last == a or last == b or reach[last] >= 0 or not fin[last, v]:
                        continue
                    reach[last] = 3
                    _prefix_rows(fa, fb, wx, wy, wo1, wo2, link[a, b, v], a, b, wit[last])
                    wit[last, 2, 0] = last
                    _finish_row(v, fa[last], fb[last], totals[last], wit[last, 2])
    if n < 4:
        return reach, wit
    # Four cards: a two-card prefix from which c then L finish.
    pre = np.zeros((n, n, size), np.bool_)
    every = np.zeros((n, n), np.bool_)
    for c in range(n):
        for last in range(n):
            if c == last or reach[last] >= 0:
                continue
            for i in range(nends[last]):
                u = ends[last, i]
                for k in range(nw[c]):
                    x, y, o1, o2 = wx[c, k], wy[c, k], wo1[c, k], wo2[c, k]
                    if variant == CHAIN:
                        m = _unstep(o2, u, y)
                        p = -1 if m < 0 else _unstep(o1, m, x)
                    else:
                        inner = step(o2, x, y)
                        p = -1 if inner < 0 else _unstep(o1, u, inner)
                    if p == EVERY:
                        every[c, last] = True
                    elif 0 <= p <= VALUE_MAX:
                        pre[c, last, p] = True
    missing = 0
    for last in range(n):
        missing += reach[last] < 0
    for a in range(n):
        for b in range(n):
            if missing == 0:
                return reach, wit
            for i in range(nseen[a, b]):
                v = seen[a, b, i]
                for c in range(n):
                    if c == a or c == b:
                        continue
                    for last in range(n):
                        if (last == a or last == b or last == c or reach[last] >= 0
                                or not (every[c, last] or pre[c, last, v])):
                            continue
                        reach[last] = 4
                        missing -= 1
                        _prefix_rows(fa, fb, wx, wy, wo1, wo2, link[a, b, v], a, b, wit[last])
                        _through(variant, v, c, wx, wy, wo1, wo2, nw, fa[last], fb[last],
                                 totals[last], wit[last])
                        wit[last, 3, 0] = last
    return reach, wit


@njit(cache=True, inline="always")
def _prefix_rows(fa, fb, wx, wy, wo1, wo2, code, a, b, rows):
    """Rows 0 and 1 of a witness: first card a with its face, card b with its writing."""
    f, k = code // 64, code % 64
    rows[0, 0] = a
    rows[0, 1] = min(fa[a], fb[a]) if f == 0 else max(fa[a], fb[a])
    rows[1, 0] = b
    rows[1, 1] = wx[b, k]
    rows[1, 2] = wo1[b, k]
    rows[1, 3] = wo2[b, k]
    rows[1, 4] = wy[b, k]


@njit(cache=True)
def _through(variant, v, c, wx, wy, wo1, wo2, nw, la, lb, total, rows):
    """Rows 2 and 3 of a four-card witness: the first writing of c after which the last card
    (faces la, lb) finishes, and that last card's face and operator."""
    for k in range(nw[c]):
        u = _cross(variant, v, wx[c, k], wo1[c, k], wo2[c, k], wy[c, k])
        if u >= 0 and _finish_row(u, la, lb, total, rows[3]):
            rows[2, 0] = c
            rows[2, 1] = wx[c, k]
            rows[2, 2] = wo1[c, k]
            rows[2, 3] = wo2[c, k]
            rows[2, 4] = wy[c, k]
            return


ENTRY_POINTS = ("reach_within_four",)
"""The kernel totaux/reach.py calls (solvers/compiling.py)."""

COMPILE_SECONDS = 6
"""About how long compiling it takes on the reference machine (4.8 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run the entry point once on a tiny table in both variants (compile, or load the cache)."""
    fa = np.array([3, 1, 2, 4], np.int64)
    fb = np.array([5, 6, 2, 4], np.int64)
    totals = np.array([24, 7, 13, 30], np.int64)
    for variant in (CHAIN, PAIR):
        reach_within_four(fa, fb, totals, variant)


lock_caches(globals())
