"""The Totaux programme (T3, T5) on numpy arrays, for one small table without numba.

A player at the table asks about one 6-card deal: importing numba and loading the cached kernels
takes longer than the answer (issue 8). This engine runs kernel.programme's counting programme
with numpy alone: the states of a mask (values reached by some order of its cards) are a sorted
array, each predecessor's states are stepped by every writing of the added card at once, and
duplicates merge by sorting. Work is in the kernel's order, and `np.unique(return_index=True)`
keeps each new state's first-found parent, so reach, counts and witnesses are the kernel's
(tests/totaux/test_vectorized.py). The pruning is the twin's (reference.bound, ending_values).

Used for tables of up to VECTOR_MAX cards (solve.py, engine "auto"); Overflow or Budget hands
the table back to the kernel, which saturates counts past int64 and has a fallback mode.
"""
from __future__ import annotations

import numpy as np

from deckmath.solvers.totaux.model import face_orders, faces, finish_values, inner_values
from deckmath.solvers.totaux.reference import CHAIN, _witness, bound, ending_values

VECTOR_MAX = 6
"""Largest table this engine takes: a deal (T7.1). It answers 6 cards in about 0.1 s, 7 in
about 0.4 s, when the kernel's whole process takes about 0.7 s (benchmarks/README.md)."""

COUNT_LIMIT = 1 << 56
"""Counts above this could overflow int64 in a later product: the kernel takes over."""


class Overflow(Exception):
    """A count grew past COUNT_LIMIT, or the states past the budget: use the kernel."""


def _steps(v: np.ndarray, x: int, out: np.ndarray, ok: np.ndarray) -> None:
    """Writes v op x for the four operators along the last axis of `out` (code order 0 + 1 - 2
    x 3 /) and in `ok` whether the step is valid: a whole number >= 0 (T3.6)."""
    out[..., 0] = v + x
    ok[..., 0] = True
    out[..., 1] = v - x
    ok[..., 1] = v >= x
    out[..., 2] = v * x
    ok[..., 2] = True
    if x == 0:
        out[..., 3] = 0
        ok[..., 3] = False
    else:
        out[..., 3] = v // x
        ok[..., 3] = v % x == 0


def _moves(variant: int, v: np.ndarray, a: int, b: int):
    """(values, valid, writings) of shape (len(v), moves): reference.moves for every v at once,
    the moves in the kernel's order along the second axis."""
    n = len(v)
    if variant == CHAIN:
        orders = face_orders(a, b)
        values = np.empty((n, len(orders), 4, 4), np.int64)
        valid = np.empty((n, len(orders), 4, 4), bool)
        w = np.empty((n, 4), np.int64)
        ok_w = np.empty((n, 4), bool)
        for k, (x, y) in enumerate(orders):
            _steps(v, x, w, ok_w)
            _steps(w, y, values[:, k], valid[:, k])
            valid[:, k] &= ok_w[:, :, None]
        writings = np.ones(16 * len(orders), np.int64)
    else:
        inner = inner_values(a, b)
        values = np.empty((n, len(inner), 4), np.int64)
        valid = np.empty((n, len(inner), 4), bool)
        for k, x in enumerate(inner):
            _steps(v, x, values[:, k], valid[:, k])
        writings = np.repeat(np.array(list(inner.values()), np.int64), 4)
    return values.reshape(n, -1), valid.reshape(n, -1), writings


class _Mask:
    """The states of one mask: sorted values, their writings, first parent (mask, value, card)."""

    __slots__ = ("vals", "counts", "prev", "prev_val", "card")

    def __init__(self, vals, counts, prev=None, prev_val=None, card=None) -> None:
        self.vals, self.counts = vals, counts
        self.prev, self.prev_val, self.card = prev, prev_val, card

    def index(self, v: int) -> int | None:
        i = int(np.searchsorted(self.vals, v))
        return i if i < len(self.vals) and self.vals[i] == v else None


def _first_layer(cards, variant: int) -> dict[int, _Mask]:
    """One card's distinct faces that pass the pruning (T3.2), one writing each."""
    n = len(cards)
    out = {}
    for c, (a, b, _) in enumerate(cards):
        rest = [i for i in range(n) if i != c]
        ends = ending_values(cards, variant, 1, rest)
        limit = bound(cards, rest, variant)
        kept = [f for f in faces(a, b) if f <= limit and (ends is None or f in ends)]
        if kept:
            out[1 << c] = _Mask(np.array(kept, np.int64), np.ones(len(kept), np.int64))
    return out


def _grow(cards, variant: int, masks: dict[int, _Mask], mask: int) -> _Mask | None:
    """The states of `mask`, in the kernel's order (card added, then predecessor value, then
    writing), each with its first parent; None when none passes the pruning."""
    n = len(cards)
    rest = [i for i in range(n) if not (mask >> i) & 1]
    ends = ending_values(cards, variant, n - len(rest), rest)
    limit = bound(cards, rest, variant)
    parts = []
    for c in range(n):
        prev = mask ^ (1 << c)
        if not (mask >> c) & 1 or prev not in masks:
            continue
        before = masks[prev]
        values, valid, writings = _moves(variant, before.vals, *cards[c][:2])
        valid &= values <= limit
        rows, cols = np.nonzero(valid)
        if ends is not None:
            wanted = np.fromiter(sorted(ends), np.int64, len(ends))
            found = values[rows, cols]
            at = np.minimum(np.searchsorted(wanted, found), len(wanted) - 1)
            keep = wanted[at] == found if len(wanted) else np.zeros(len(found), bool)
            rows, cols = rows[keep], cols[keep]
        if len(rows):
            parts.append((values[rows, cols], before.counts[rows] * writings[cols],
                          before.vals[rows], c, prev))
    if not parts:
        return None
    values = np.concatenate([p[0] for p in parts])
    counts = np.concatenate([p[1] for p in parts])
    vals, first, inverse = np.unique(values, return_index=True, return_inverse=True)
    merged = np.zeros(len(vals), np.int64)
    np.add.at(merged, inverse, counts)
    if len(merged) and int(merged.max()) > COUNT_LIMIT:
        raise Overflow
    prev_val = np.concatenate([p[2] for p in parts])[first]
    card = np.concatenate([np.full(len(p[0]), p[3], np.int64) for p in parts])[first]
    prev = np.concatenate([np.full(len(p[0]), p[4], np.int64) for p in parts])[first]
    return _Mask(vals, merged, prev, prev_val, card)


def solve_table(cards: list[tuple[int, int, int]], variant: int, max_states: int):
    """(reach, counts, witness rows) per card as the last card, like kernel.solve_table and
    reference.solve_table; Overflow when a count or the states pass their limits."""
    n = len(cards)
    masks = _first_layer(cards, variant)
    kept = sum(len(m.vals) for m in masks.values())
    reach = [-1] * n
    counts = [0] * n
    wit_state: list[tuple[int, int] | None] = [None] * n
    for size in range(2, n):
        for mask in (m for m in range(1 << n) if bin(m).count("1") == size):
            grown = _grow(cards, variant, masks, mask)
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
                 _witness(cards, variant, link_of, wit_state[last], last) for last in range(n)]
    return reach, counts, witnesses
