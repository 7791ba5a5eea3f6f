"""The Totaux programme (T3, T5) on numpy arrays, for one small table without numba.

A player at the table asks about one 6-card deal: importing numba and loading the cached kernels
takes longer than the answer. This engine runs kernel.programme's counting programme
with numpy alone: the states of a mask (values reached by some order of its cards) are a sorted
array, each predecessor's states are stepped by every writing of the added card at once, and
duplicates merge by sorting. Work is in the kernel's order, and `np.unique(return_index=True)`
keeps each new state's first-found parent, so reach, counts and witnesses are the kernel's
(tests/totaux/test_vectorized.py). The pruning is the model's (model.search_bound) and the
kernel's exact ending values (_Endings, on arrays).

Used for tables of up to VECTOR_MAX cards until the kernel is loaded (solve.py, engine "auto");
Overflow or Budget hands the table back to the kernel, which saturates counts past int64 and
has a fallback mode.
"""
from __future__ import annotations

import numpy as np

from deckmath.solvers.totaux.model import (
    CHAIN, face_orders, faces, finish_values, inner_values, search_bound, witness_rows,
)

VECTOR_MAX = 7
"""Largest table this engine takes while the kernel is not loaded: a deal (T7.1) and one card
more. It answers 6 cards in about 0.05 s and 7 in about 0.3 s of CPU, when importing numba and
loading the kernel takes about 0.6 s, and compiling it (the first time) half a minute; 8 cards
take it 1.3-5 s (benchmarks/README.md)."""

COUNT_LIMIT = 1 << 56
"""Counts above this could overflow int64 in a later product: the kernel takes over."""


class Overflow(Exception):
    """A count grew past COUNT_LIMIT, or the states past the budget: use the kernel."""


def _steps(v: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(v op x, valid) for the four operators along a new last axis (code order 0 + 1 - 2 x 3 /),
    x broadcast against v; a step is valid when its result is a whole number >= 0 (T3.6)."""
    safe = np.maximum(x, 1)
    out = np.stack(np.broadcast_arrays(v + x, v - x, v * x, v // safe), -1)
    ok = np.stack(np.broadcast_arrays(np.True_, v >= x, np.True_, (v % safe == 0) & (x > 0)), -1)
    return out, ok


def _moves(variant: int, v: np.ndarray, faces_of_row: np.ndarray):
    """(values, valid, writings) of shape (len(v), moves): reference.moves for every state v at
    once, each row with its own card (faces_of_row[i] = (a, b)), the moves in the kernel's order
    along the second axis (a double's missing second face order, or a pair card's missing inner
    values, are padding marked invalid)."""
    n = len(v)
    if variant == CHAIN:
        a, b = faces_of_row[:, 0], faces_of_row[:, 1]
        values, valid = [], []
        for x, y, real in ((a, b, np.ones(n, bool)), (b, a, a != b)):
            w, ok_w = _steps(v, x)
            u, ok_u = _steps(w, y[:, None])
            values.append(u.reshape(n, 16))
            valid.append((ok_w[:, :, None] & ok_u).reshape(n, 16) & real[:, None])
        return np.concatenate(values, 1), np.concatenate(valid, 1), np.ones((n, 32), np.int64)
    kinds, kind_of_row = np.unique(faces_of_row, axis=0, return_inverse=True)
    inner = [list(inner_values(int(a), int(b)).items()) for a, b in kinds]
    width = max(len(i) for i in inner)
    table = np.zeros((len(inner), width, 2), np.int64)
    for k, items in enumerate(inner):
        table[k, :len(items)] = items
    x, m = table[kind_of_row.reshape(-1), :, 0], table[kind_of_row.reshape(-1), :, 1]
    u, ok = _steps(v[:, None], x)
    ok &= (m > 0)[:, :, None]
    return (u.reshape(n, 4 * width), ok.reshape(n, 4 * width),
            np.repeat(m, 4, axis=1))


def _inverse(op: int, r: np.ndarray, x: int) -> np.ndarray | None:
    """Every p with `p op x` in r as a legal step (notation.inverse_code for a whole array);
    None when every p works (x 0 with 0 in r)."""
    if op == 0:
        return r[r >= x] - x
    if op == 1:
        return r + x
    if op == 2:
        if x == 0:
            return None if (r == 0).any() else r[:0]
        return r[r % x == 0] // x
    return r * x if x else r[:0]


def _preimages(variant: int, a: int, b: int, ends: np.ndarray) -> np.ndarray | None:
    """Values an intermediate card {a, b} takes into `ends` (reference._preimages on arrays);
    None when that is every value."""
    parts = []
    if variant == CHAIN:
        for x, y in face_orders(a, b):
            for o2 in range(4):
                mids = _inverse(o2, ends, y)
                if mids is None:
                    return None
                for o1 in range(4):
                    us = _inverse(o1, mids, x)
                    if us is None:
                        return None
                    parts.append(us)
    else:
        for x in inner_values(a, b):
            for o1 in range(4):
                us = _inverse(o1, ends, x)
                if us is None:
                    return None
                parts.append(us)
    return _distinct(np.concatenate(parts))


class _Endings:
    """reference.ending_values on arrays, remembered per set of cards left for one table: the
    values from which a prefix can still end a combination, exact when one or two cards are
    left (the kernel's `allowed`). With `size` = n - len(rest) cards used, the last card can
    end it now (when size >= 2), or some card c of rest is played next and the prefix, one card
    longer, must then hold a value of the set for rest - {c}: the union of those sets'
    preimages through c. None: every value may (a pair double's inner 0 under x), or more than
    two cards are left (the bound alone prunes: an exact three-card set was measured, and on
    6-card tables it keeps nearly every state while costing more than it saves)."""

    def __init__(self, cards, variant: int) -> None:
        self.cards, self.variant = cards, variant
        self.known: dict[frozenset, np.ndarray | None] = {}

    def __call__(self, rest: list[int]) -> np.ndarray | None:
        key = frozenset(rest)
        if key not in self.known:
            self.known[key] = self._compute(rest) if 1 <= len(rest) <= 2 else None
        return self.known[key]

    def _compute(self, rest: list[int]) -> np.ndarray | None:
        size = len(self.cards) - len(rest)
        parts = [np.fromiter(finish_values(*self.cards[last]), np.int64)
                 for last in rest] if size >= 2 else []
        for c in rest if len(rest) > 1 else ():
            after = self([r for r in rest if r != c])
            if after is None:
                return None
            before = _preimages(self.variant, self.cards[c][0], self.cards[c][1], after)
            if before is None:
                return None
            parts.append(before)
        return _distinct(np.concatenate(parts)) if parts else np.zeros(0, np.int64)



def _distinct(values: np.ndarray) -> np.ndarray:
    """np.unique of a 1-D array, without its check for masked arrays, which imports numpy.ma
    (about 11 ms of a 0.3 s command)."""
    ordered = np.sort(values)
    keep = np.empty(len(ordered), bool)
    keep[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]

class _Mask:
    """The states of one mask: sorted values, their writings, first parent (mask, value, card)."""

    __slots__ = ("vals", "counts", "prev", "prev_val", "card")

    def __init__(self, vals, counts, prev=None, prev_val=None, card=None) -> None:
        self.vals, self.counts = vals, counts
        self.prev, self.prev_val, self.card = prev, prev_val, card

    def index(self, v: int) -> int | None:
        i = int(np.searchsorted(self.vals, v))
        return i if i < len(self.vals) and self.vals[i] == v else None


def _first_layer(cards, variant: int, endings: _Endings) -> dict[int, _Mask]:
    """One card's distinct faces that pass the pruning (T3.2), one writing each."""
    n = len(cards)
    out = {}
    for c, (a, b, _) in enumerate(cards):
        rest = [i for i in range(n) if i != c]
        ends = endings(rest)
        limit = search_bound(cards, rest, variant)
        kept = [f for f in faces(a, b) if f <= limit and (ends is None or f in set(ends.tolist()))]
        if kept:
            out[1 << c] = _Mask(np.array(kept, np.int64), np.ones(len(kept), np.int64))
    return out


def _grow(cards, variant: int, masks: dict[int, _Mask], mask: int,
          endings: _Endings) -> _Mask | None:
    """The states of `mask`, in the kernel's order (card added, then predecessor value, then
    writing), each with its first parent; None when none passes the pruning. Every
    predecessor's states are stepped in one pass, each row by its own card."""
    n = len(cards)
    rest = [i for i in range(n) if not (mask >> i) & 1]
    added = [c for c in range(n) if (mask >> c) & 1 and mask ^ (1 << c) in masks]
    if not added:
        return None
    before = [masks[mask ^ (1 << c)] for c in added]
    sizes = [len(b.vals) for b in before]
    v = np.concatenate([b.vals for b in before])
    card_of_row = np.repeat(np.array(added, np.int64), sizes)
    faces_of_row = np.array([cards[c][:2] for c in range(n)], np.int64)[card_of_row]
    values, valid, writings = _moves(variant, v, faces_of_row)
    valid &= values <= search_bound(cards, rest, variant)
    rows, cols = np.nonzero(valid)
    found = values[rows, cols]
    ends = endings(rest)
    if ends is not None:
        wanted = ends
        if not len(wanted):
            return None
        keep = wanted[np.minimum(np.searchsorted(wanted, found), len(wanted) - 1)] == found
        rows, cols, found = rows[keep], cols[keep], found[keep]
    if not len(rows):
        return None
    counts = np.concatenate([b.counts for b in before])[rows] * writings[rows, cols]
    vals, first, inverse = np.unique(found, return_index=True, return_inverse=True)
    merged = np.zeros(len(vals), np.int64)
    np.add.at(merged, inverse, counts)
    if int(merged.max()) > COUNT_LIMIT:
        raise Overflow
    chosen = rows[first]
    card = card_of_row[chosen]
    return _Mask(vals, merged, mask ^ (1 << card), v[chosen], card)


def solve_table(cards: list[tuple[int, int, int]], variant: int, max_states: int):
    """(reach, counts, witness rows) per card as the last card, like kernel.solve_table and
    reference.solve_table; Overflow when a count or the states pass their limits."""
    n = len(cards)
    endings = _Endings(cards, variant)
    masks = _first_layer(cards, variant, endings)
    kept = sum(len(m.vals) for m in masks.values())
    reach = [-1] * n
    counts = [0] * n
    wit_state: list[tuple[int, int] | None] = [None] * n
    for size in range(2, n):
        for mask in (m for m in range(1 << n) if bin(m).count("1") == size):
            grown = _grow(cards, variant, masks, mask, endings)
            if grown is None:
                continue
            masks[mask] = grown
            kept += len(grown.vals)
            if kept > max_states:
                raise Overflow
            for last in (i for i in range(n) if not (mask >> i) & 1):
                for v, m in finish_values(*cards[last]).items():
                    i = grown.index(v)
                    if i is None:
                        continue
                    counts[last] += int(grown.counts[i]) * m
                    if reach[last] < 0:
                        reach[last] = size + 1
                        wit_state[last] = (mask, v)
    if max(counts, default=0) > COUNT_LIMIT:
        raise Overflow

    def link_of(mask: int, v: int):
        state = masks[mask]
        if state.prev is None:
            return None
        i = state.index(v)
        return int(state.prev[i]), int(state.prev_val[i]), int(state.card[i])

    witnesses = [None if wit_state[last] is None else
                 witness_rows(cards, variant, link_of, wit_state[last], last) for last in range(n)]
    return reach, counts, witnesses
