"""The Grauso kernel's search (kernel.py) in plain Python, for one position (rules G2, G3).

The same bounded, deepened layered search over bit masks as the kernel, state for state and
play for play (its module docstring holds the proof), written with Python ints, tuples and a
dict: one position answers without numba's import and cache load, which cost more than the
search itself on hands of up to 10 cards. Answers equal the kernel's and the twin's, witness
included (tests/grauso/test_grauso_solve.py).
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right

from deckmath.solvers.grauso.model import PAIR_MAX, PAIR_MIN

OFFSET = 25
"""Top code of value v: v + OFFSET (tops are -25..25, G2.1, G3.3), as in the kernel."""
EMPTY_TOP = 51
"""Top code of an empty pile (G2.2), as in the kernel."""
IMPOSSIBLE = 1 << 20
"""The need of a hand that can never go out (neutral cards only, G3.6)."""

Candidate = tuple[int, int, int, int, int, int]
"""(move code, value, cards' bits, earlier equal cards' bits, flips a card, lone neutral)."""

Found = tuple[int, int, int, int, list[int]]
"""(fewest or -1 / -2, optimal sequences, penguins used, good first plays, witness codes)."""


def candidates(values: tuple[int, ...]) -> list[Candidate]:
    """Every play the hand could make (G3.3-G3.5), sorted by value, ties in hand order: each
    card alone, then flipped, then its pairs with later cards (four flips); a copy of a card
    only once no earlier equal card is left, no flip of a neutral card, no pair with one, no
    pair beyond -25..25. The kernel's `_candidates`."""
    n = len(values)
    raw: list[Candidate] = []
    for i, v in enumerate(values):
        block_i = sum(1 << k for k in range(i) if values[k] == v)
        for flip in range(2 if v != 0 else 1):
            raw.append((i + 256 * flip, -v if flip else v, 1 << i, block_i, flip, int(v == 0)))
        if v == 0:
            continue
        for j in range(i + 1, n):
            u = values[j]
            if u == 0:
                continue
            block_j = sum(1 << k for k in range(j) if k != i and values[k] == u)
            for flips in range(4):
                if flips == 2 and u == v:
                    continue
                total = (-v if flips & 1 else v) + (-u if flips & 2 else u)
                if not PAIR_MIN <= total <= PAIR_MAX:
                    continue
                raw.append((i + 16 * (j + 1) + 256 * flips, total, (1 << i) | (1 << j),
                            block_i | block_j, int(flips > 0), 0))
    raw.sort(key=lambda c: c[1])
    return raw


def available(cands: list[Candidate], left: int) -> tuple[list[Candidate], list[int]]:
    """The candidates whose cards are all left and first copies (their BLOCK gone), still by
    value, with their values for bisection: the plays a hand `left` could make on some top."""
    kept = [c for c in cands if left & c[2] == c[2] and not left & c[3]]
    return kept, [c[1] for c in kept]


def offered(kept: list[Candidate], values: list[int], top: int) -> list[Candidate]:
    """The kernel's `_moves` order on a top code: on an empty pile every candidate (G2.2);
    else those lower than the top (G3.1, G3.3), then a lone neutral card if the top is not
    above 0 (G3.4), then a single card of value -top if the top is below 0 (G3.2)."""
    if top == EMPTY_TOP:
        return kept
    t = top - OFFSET
    out = kept[:bisect_left(values, t)]
    if t <= 0:
        out += [c for c in kept[bisect_left(values, 0):bisect_right(values, 0)] if c[5]]
    if t < 0:
        out += [c for c in kept[bisect_left(values, -t):bisect_right(values, -t)]
                if c[2] & (c[2] - 1) == 0]
    return out


def needs(values: tuple[int, ...]) -> list[int]:
    """Per mask of cards left, the fewest plays that could empty it (each neutral card alone,
    the others two at a time; neutral cards only: IMPOSSIBLE, G3.6)."""
    n = len(values)
    neutral_bits = sum(1 << i for i, v in enumerate(values) if v == 0)
    out = [0] * (1 << n)
    for mask in range(1, 1 << n):
        cards = mask.bit_count()
        neutral = (mask & neutral_bits).bit_count()
        out[mask] = IMPOSSIBLE if cards == neutral else neutral + (cards - neutral + 1) // 2
    return out


def _search(cands: list[Candidate], need: list[int], full: int, top: int, peng: int,
            bound: int) -> Found:
    """The kernel's `_search` with at most `bound` plays: (fewest, sequences, penguins used,
    good first plays, witness move codes); fewest -1 when nothing was left out and no way out
    exists, -2 when `bound` plays are not enough. States of a layer are contiguous, so a state
    of index >= the layer's end was made in this layer (the kernel's DEPTH == k)."""
    keys = [(full, top, peng)]
    counts = [1]
    links = [(-1, -1)]
    index = {keys[0]: 0}
    edges: list[tuple[int, int]] = []
    marked: set[int] = set()
    by_left: dict[int, tuple[list[Candidate], list[int]]] = {}
    lo, hi = 0, 1
    left_out = False
    root_out = 0
    sequences = 0
    best_state = best_move = -1
    best_peng = -1
    fewest = -1
    for k in range(1, bound + 1):
        spare = bound - k
        for s in range(lo, hi):
            left, t, p = keys[s]
            count = counts[s]
            plays = by_left.get(left)
            if plays is None:
                plays = by_left[left] = available(cands, left)
            for code, value, bits, _, flip, neutral in offered(plays[0], plays[1], t):
                if flip and not p:
                    continue
                rest = left & ~bits
                if rest == 0:
                    if flip or neutral:
                        continue
                    sequences += count
                    marked.add(s)
                    root_out += s == 0
                    if best_state < 0 or p > best_peng:
                        best_state, best_move, best_peng = s, code, p
                    continue
                wanted = need[rest]
                if wanted > spare:
                    if wanted < IMPOSSIBLE:
                        left_out = True
                    continue
                key = (rest, value + OFFSET, p - flip)
                c = index.get(key)
                if c is not None:
                    if c >= hi:
                        counts[c] += count
                        edges.append((s, c))
                    continue
                c = len(keys)
                edges.append((s, c))
                index[key] = c
                keys.append(key)
                counts.append(count)
                links.append((s, code))
        if best_state >= 0:
            fewest = k
            break
        lo, hi = hi, len(keys)
        if lo == hi:
            break
    if fewest < 0:
        return (-2 if left_out else -1), 0, -1, 0, []
    moves = [best_move]
    s = best_state
    while links[s][0] >= 0:
        s, code = links[s]
        moves.append(code)
    moves.reverse()
    used = peng - best_peng
    if fewest == 1:
        return fewest, sequences, used, root_out, moves
    good = 0
    for parent, child in reversed(edges):
        if child in marked:
            marked.add(parent)
            if parent == 0:
                good += 1
    return fewest, sequences, used, good, moves


def solve_one(values: tuple[int, ...], top: int,
              peng: int) -> tuple[int, int, int, int, list[int], list[int], list[int]]:
    """Solve one position as kernel.solve_one does: hand `values` sorted ascending, top code,
    penguins. Returns (fewest or -1, optimal sequences, penguins used, good first plays, out_i,
    out_j, out_flips), the witness's plays as card indices and flips."""
    cands = candidates(values)
    need = needs(values)
    full = (1 << len(values)) - 1
    nothing: Found = (-1, 0, -1, 0, [])
    result = nothing
    bound = need[full]
    while bound <= len(values):
        result = _search(cands, need, full, top, peng, bound)
        if result[0] != -2:
            break
        bound += 1
        result = nothing
    fewest, sequences, used, good, moves = result
    out_i = [code % 16 for code in moves]
    out_j = [(code // 16) % 16 - 1 for code in moves]
    out_flips = [code // 256 for code in moves]
    return fewest, sequences, used, good, out_i, out_j, out_flips
