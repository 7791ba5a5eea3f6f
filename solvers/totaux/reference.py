"""Plain-Python twins of the Totaux kernels (rules T3, T5), slow and obvious, for tests and benchmarks.

`programme` is the twin of kernel.programme: the same programme over (cards used, value) with
dicts, the same pruning and the same order of work, so it finds the same witnesses; like the
kernel's it counts (`solve_table`, twin of kernel.solve_table) or searches without counts,
stopping once every card is reached or when the budget is full (`search`, twin of
kernel.search_table), so the same reach, witnesses and `searched`. Counting, the masks of
n - 2 cards are grown as every other mask but not kept (`_last_two`): each state finishes on a
card left, or crosses the other card left and finishes on it (the forward moves, where the
kernel sums inverted weights), and the witnesses of n - 1 and n cards are the first ones found
in that order, as the kernel re-derives them.
`brute_force` is the ground truth for counts on small tables: it writes out every combination
(T3.1-T3.6) as a string and counts the distinct ones (T3.7). Operator codes: 0 + 1 - 2 x 3 /.
"""
from __future__ import annotations

import itertools
from collections.abc import Sequence

from deckmath.solvers.notation import OPERATORS, apply_code, inverse_code
from deckmath.solvers.totaux.model import face_orders, faces, finish_values, inner_values

CHAIN, PAIR = 0, 1

THREE_LEFT = 7
"""Tables of at least this many cards use the exact set with three cards left (kernel.py)."""


def moves(variant: int, v: int, a: int, b: int) -> list[tuple[int, int]]:
    """(value, writings) an intermediate card {a, b} takes v to, in the kernel's order."""
    out = []
    if variant == CHAIN:
        for x, y in face_orders(a, b):
            for o1 in range(4):
                w = apply_code(o1, v, x)
                if w is None:
                    continue
                for o2 in range(4):
                    u = apply_code(o2, w, y)
                    if u is not None:
                        out.append((u, 1))
    else:
        for x, m in inner_values(a, b).items():
            for o1 in range(4):
                u = apply_code(o1, v, x)
                if u is not None:
                    out.append((u, m))
    return out


def bound(cards: list[tuple[int, int, int]], rest: list[int], variant: int) -> int | float:
    """The bound of kernel.bounds for the unused cards `rest`: above it no value can end on a
    total (the proof is in kernel.py's docstring)."""
    best: int | float = -1
    for last in rest:
        a, b, t = cards[last]
        others = [c for c in rest if c != last]
        if variant == PAIR and any(cards[c][0] == cards[c][1] for c in others):
            return float("inf")
        product = 1
        for c in others:
            x, y, _ = cards[c]
            product *= x * y if variant == CHAIN else max(x + y, x * y)
        best = max(best, product * (max(a, b) * (t + 1) + (2 if variant == CHAIN else 1) * len(others)))
    return best


def ending_values(cards, variant: int, size: int, rest: list[int]) -> set[int] | None:
    """With one or two cards left, and three on tables of THREE_LEFT or more cards, exactly the
    values from which a prefix of `size` cards can still end a combination (inverting the last
    cards, as kernel._reserve); None when more are left, or every value can (a double's
    `x (d-d)` reaching 0), and only the bound applies."""
    left = len(rest)
    if left > 3 or (left == 3 and len(cards) < THREE_LEFT):
        return None
    ends = {last: set(finish_values(*cards[last])) for last in rest}
    before = {}
    for last in rest:
        for c in rest:
            if c == last:
                continue
            a, b = cards[c][:2]
            if variant == PAIR and a == b and 0 in ends[last]:
                return None
            before[c, last] = _preimages(variant, a, b, ends[last])
    if left == 3:
        for (first, last) in before:
            (second,) = set(rest) - {first, last}
            a, b = cards[first][:2]
            if variant == PAIR and a == b and 0 in before[second, last]:
                return None
    out: set[int] = set()
    for last in rest:
        if size >= 2:
            out |= ends[last]
        for c in rest:
            if c == last:
                continue
            out |= before[c, last]
            if left == 3:
                (second,) = set(rest) - {c, last}
                a, b = cards[c][:2]
                out |= _preimages(variant, a, b, before[second, last])
    return out


def _preimages(variant: int, a: int, b: int, ends) -> set[int]:
    """Values an intermediate card {a, b} takes to one of `ends`, by inverting its steps."""
    def back(op: int, w: int, x: int) -> list[int]:
        return inverse_code(op, w, x) or []
    out: set[int] = set()
    for w in ends:
        if variant == CHAIN:
            for x, y in face_orders(a, b):
                for o2 in range(4):
                    for mid in back(o2, w, y):
                        for o1 in range(4):
                            out.update(back(o1, mid, x))
        else:
            for x in inner_values(a, b):
                for o1 in range(4):
                    out.update(back(o1, w, x))
    return out


def can_end(cards, variant: int, size: int, rest: list[int], v: int,
            ends: set[int] | None = None) -> bool:
    """Whether a prefix of `size` cards with value v can still end a combination (the kernel's
    `allowed`): the exact set when one or two cards are left, else the bound."""
    if v > bound(cards, rest, variant):
        return False
    return ends is None or v in ends


def spell_step(variant: int, u: int, v: int, a: int, b: int) -> tuple[int, int, int, int]:
    """The first writing (x, o1, o2, y) of an intermediate card taking u to v."""
    for x, y in face_orders(a, b):
        for o1 in range(4):
            for o2 in range(4):
                if variant == CHAIN:
                    w = apply_code(o1, u, x)
                    if w is not None and apply_code(o2, w, y) == v:
                        return x, o1, o2, y
                else:
                    inner = apply_code(o2, x, y)
                    if inner is not None and apply_code(o1, u, inner) == v:
                        return x, o1, o2, y
    raise AssertionError("no writing")


def spell_last(v: int, a: int, b: int, total: int) -> tuple[int, int]:
    """The first writing (o, d) of a last card taking v to its total."""
    for d in ([a] if a == b else [a, b]):
        for o in range(4):
            if apply_code(o, v, d) == total:
                return o, d
    raise AssertionError("no writing")


OVER = -1
LIMIT = 2**63 - 1


def _add(a: int, b: int) -> int:
    return OVER if a == OVER or b == OVER or a + b > LIMIT else a + b


def _first_layer(cards, variant: int, counting: bool) -> dict[int, dict[int, list]]:
    """The states of one card (T3.2): its distinct faces that pass the pruning, each
    [writings, parent link] (one writing, no parent)."""
    n = len(cards)
    out = {}
    for c, (a, b, _) in enumerate(cards):
        rest = [i for i in range(n) if i != c]
        ends = ending_values(cards, variant, 1, rest)
        seg = {f: [1 if counting else 0, None] for f in faces(a, b)
               if can_end(cards, variant, 1, rest, f, ends)}
        if seg:
            out[1 << c] = seg
    return out


class _Budget(Exception):
    """One more state would pass the budget."""


def _grow(cards, variant: int, segments: dict, mask: int, kept: int, max_states: float,
          counting: bool) -> dict:
    """The states of `mask` in the kernel's order, each [writings, first parent link (prev
    mask, value, card)]; raises _Budget when a new state would make more than max_states."""
    n = len(cards)
    rest = [i for i in range(n) if not (mask >> i) & 1]
    size = n - len(rest)
    ends = ending_values(cards, variant, size, rest)
    limit = bound(cards, rest, variant)
    seg: dict[int, list] = {}
    for c in range(n):
        prev = mask ^ (1 << c)
        if not (mask >> c) & 1 or prev not in segments:
            continue
        for v, (paths, _) in segments[prev].items():
            for u, m in moves(variant, v, cards[c][0], cards[c][1]):
                if u > limit or (ends is not None and u not in ends):
                    continue
                add = (OVER if paths == OVER or paths * m > LIMIT else paths * m) if counting else 0
                if u in seg:
                    seg[u][0] = _add(seg[u][0], add) if counting else 0
                    continue
                if kept + len(seg) >= max_states:
                    raise _Budget
                seg[u] = [add, (prev, v, c)]
    return dict(sorted(seg.items()))


def programme(cards: list[tuple[int, int, int]], variant: int, counting: bool,
              max_states: float = float("inf")):
    """Twin of kernel._programme: (segments, reach, counts, wit_state, complete, searched,
    links), with segments[mask][value] = [writings, first parent link] and links[mask, value]
    the first parent link of a witness state not kept. Masks in order of size; counting, every
    mask is done (the last two layers by `_last_two` when `counts_last_two` and `_within` the
    budget, their states not kept); not counting, it stops when every card is reached (searched = the size
    of the mask just done); one more state past max_states stops it (complete False, searched
    = the size of the unfinished mask, whose states are dropped)."""
    n = len(cards)
    segments = _first_layer(cards, variant, counting)
    kept = sum(len(seg) for seg in segments.values())
    reach = [-1] * n
    counts = [0] * n
    wit_state: list[tuple[int, int] | None] = [None] * n
    links: dict[tuple[int, int], tuple] = {}
    for size in range(2, n):
        if (counting and size == n - 2 and counts_last_two(cards, variant)
                and _within(cards, variant, kept, max_states)):
            _last_two(cards, variant, segments, kept, reach, counts, wit_state, links)
            return segments, reach, counts, wit_state, True, n, links
        for mask in (m for m in range(1 << n) if bin(m).count("1") == size):
            try:
                seg = _grow(cards, variant, segments, mask, kept, max_states, counting)
            except _Budget:
                return segments, reach, counts, wit_state, False, size, links
            if not seg:
                continue
            segments[mask] = seg
            kept += len(seg)
            for last in (i for i in range(n) if not (mask >> i) & 1):
                if not counting and reach[last] >= 0:
                    continue
                for v, m in finish_values(*cards[last]).items():
                    if v not in seg:
                        continue
                    if counting:
                        paths = seg[v][0]
                        add = OVER if paths == OVER or paths * m > LIMIT else paths * m
                        counts[last] = _add(counts[last], add)
                    if reach[last] < 0:
                        reach[last] = size + 1
                        wit_state[last] = (mask, v)
                        if not counting:
                            break
            if not counting and all(r >= 0 for r in reach):
                return segments, reach, counts, wit_state, True, size, links
    return segments, reach, counts, wit_state, True, n, links


DENSE_MAX = 1 << 20
"""kernel.DENSE_MAX: the largest value of an exact set of two cards left counted without states."""


def counts_last_two(cards, variant: int) -> bool:
    """Whether the counting programme counts the last two layers without their states, as
    kernel._programme decides: the chain variant, 4 cards or more, and every exact set of two
    cards left exact (no `every`) with values at most DENSE_MAX."""
    n = len(cards)
    if n < 4 or variant != CHAIN:
        return False
    for mask in range(1 << n):
        if bin(mask).count("1") == n - 2:
            rest = [i for i in range(n) if not (mask >> i) & 1]
            ends = ending_values(cards, variant, n - 2, rest)
            if ends is None or (ends and max(ends) > DENSE_MAX):
                return False
    return True


def _within(cards, variant: int, kept: int, max_states: float) -> bool:
    """Twin of kernel._within: the kept states and the exact sets of the last two layers (n
    times each card's finishing values, and the values before each card then another) fit."""
    n = len(cards)
    ends = [finish_values(*card) for card in cards]
    most = kept + n * sum(len(e) for e in ends)
    for c in range(n):
        for last in range(n):
            if c != last:
                most += len(_preimages(variant, cards[c][0], cards[c][1], ends[last]))
    return most <= max_states


def _last_two(cards, variant: int, segments: dict, kept: int, reach: list, counts: list,
              wit_state: list, links: dict) -> None:
    """Twin of kernel._last_two: the combinations of n - 1 and n cards counted from the states
    of each mask of n - 2 cards (grown as `_grow`, not kept): each state finishes on a card
    left, or crosses the other card left and then finishes on it (T3.5). The states used by
    witnesses go to `links` ((mask, value) -> first parent link). Returns the number of states
    the last two layers hold."""
    n = len(cards)
    full = (1 << n) - 1
    # (last, crossed) -> {finishing value: (state value on the mask, its first parent link)}
    through: dict[tuple[int, int], dict[int, tuple]] = {}
    for mask in (m for m in range(1 << n) if bin(m).count("1") == n - 2):
        seg = _grow(cards, variant, segments, mask, kept, float("inf"), True)
        rest = [i for i in range(n) if not (mask >> i) & 1]
        for u, (paths, link) in seg.items():
            for last in rest:
                (other,) = set(rest) - {last}
                ends = finish_values(*cards[last])
                if u in ends:
                    counts[last] = _add(counts[last], _times(paths, ends[u]))
                    if reach[last] < 0:
                        reach[last] = n - 1
                        wit_state[last] = (mask, u)
                        links[mask, u] = link
                limit = bound(cards, [last], variant)
                for w, m in moves(variant, u, cards[other][0], cards[other][1]):
                    if w in ends and w <= limit:
                        counts[last] = _add(counts[last], _times(paths, m * ends[w]))
                        through.setdefault((last, other), {}).setdefault(w, (u, link))
    for last in range(n):
        reached = {w for (l, _), found in through.items() if l == last for w in found}
        if reach[last] >= 0 or not reached:
            continue
        w = min(reached)
        c = min(c for (l, c), found in through.items() if l == last and w in found)
        u, link = through[last, c][w]
        mask = full ^ (1 << last) ^ (1 << c)
        links[mask, u] = link
        links[mask | (1 << c), w] = (mask, u, c)
        reach[last] = n
        wit_state[last] = (mask | (1 << c), w)


def _times(paths: int, m: int) -> int:
    return OVER if paths == OVER or paths * m > LIMIT else paths * m


def _witnesses(cards, variant: int, segments: dict, wit_state: list, virtual: dict) -> list:
    """Witness rows per card; `virtual` holds the links of witness states not kept."""
    def link_of(mask: int, v: int):
        return virtual[mask, v] if (mask, v) in virtual else segments[mask][v][1]
    return [None if wit_state[last] is None else
            _witness(cards, variant, link_of, wit_state[last], last)
            for last in range(len(cards))]


def solve_table(cards: list[tuple[int, int, int]], variant: int):
    """Twin of kernel.solve_table: (reach, counts, witness rows) per card as the last card;
    counts saturate to OVER (-1) past int64 like the kernel's. No budget."""
    segments, reach, counts, wit_state, _, _, links = programme(cards, variant, True)
    return reach, counts, _witnesses(cards, variant, segments, wit_state, links)


def search(cards: list[tuple[int, int, int]], variant: int, max_states: int):
    """Twin of kernel.search_table: (reach, witness rows, searched)."""
    segments, reach, _, wit_state, _, searched, links = programme(cards, variant, False,
                                                                  max_states)
    return reach, _witnesses(cards, variant, segments, wit_state, links), searched


def _witness(cards, variant, link_of, state, last) -> list[tuple[int, int, int, int, int]]:
    """Rows (card, x, o1, o2, y) like kernel.witness, following the first-found links
    (`link_of(mask, value)`: (prev mask, prev value, card), or None for a first card)."""
    path = []
    mask, v = state
    while True:
        link = link_of(mask, v)
        if link is None:
            path.append((mask.bit_length() - 1, v))
            break
        prev, u, c = link
        path.append((c, v))
        mask, v = prev, u
    path.reverse()
    rows = [(path[0][0], path[0][1], -1, -1, -1)]
    for (_, u), (c, v) in zip(path, path[1:]):
        x, o1, o2, y = spell_step(variant, u, v, cards[c][0], cards[c][1])
        rows.append((c, x, o1, o2, y))
    a, b, t = cards[last]
    o, d = spell_last(state[1], a, b, t)
    rows.append((last, d, o, -1, -1))
    return rows


def write(variant: int, first: int, middle: list[tuple[int, int, int, int]], last: tuple[int, int],
          total: int) -> str:
    """A calculation written as T4.1 / T4.2: `4 x6 +2 -3 = 23` or `4 x(6+2) -3 = 29`."""
    parts = [str(first)]
    for x, o1, o2, y in middle:
        if variant == CHAIN:
            parts.append(f"{OPERATORS[o1]}{x} {OPERATORS[o2]}{y}")
        else:
            parts.append(f"{OPERATORS[o1]}({x}{OPERATORS[o2]}{y})")
    parts.append(f"{OPERATORS[last[0]]}{last[1]}")
    return " ".join(parts) + f" = {total}"


def brute_force(cards: list[tuple[int, int, int]], variant: int) -> list[set[tuple]]:
    """Every combination (T3.1-T3.6) ending on each card, as a set of (positions, written
    calculation) pairs (T3.7). Exponential: for tables of 3 or 4 cards."""
    n = len(cards)
    found: list[set[tuple]] = [set() for _ in range(n)]
    for k in range(3, n + 1):
        for order in itertools.permutations(range(n), k):
            first, *middle, last = order
            a, b, t = cards[last]
            # Raw choices, equal faces not merged: the set of written strings merges them (T3.7).
            choices = [[cards[c][:2], cards[c][1::-1]] for c in middle]
            ops = list(itertools.product(range(4), repeat=2))
            for f in cards[first][:2]:
                for pairs in itertools.product(*choices):
                    for opset in itertools.product(ops, repeat=len(middle)):
                        v = _middle_value(variant, f, pairs, opset)
                        if v is None:
                            continue
                        for d in (a, b):
                            for o in range(4):
                                if apply_code(o, v, d) == t:
                                    steps = [(x, o1, o2, y) for (x, y), (o1, o2) in zip(pairs, opset)]
                                    text = write(variant, f, steps, (o, d), t)
                                    found[last].add((order, text))
    return found


def _middle_value(variant: int, first: int, pairs: Sequence[Sequence[int]],
                  opset: Sequence[Sequence[int]]) -> int | None:
    """The value after the middle cards `pairs`, with operators `opset`, from the first face
    (T3.2-T3.5); None at the first step that breaks T3.6."""
    value = first
    for (x, y), (o1, o2) in zip(pairs, opset):
        if variant == CHAIN:
            w = apply_code(o1, value, x)
            after = None if w is None else apply_code(o2, w, y)
        else:
            inner = apply_code(o2, x, y)
            after = None if inner is None else apply_code(o1, value, inner)
        if after is None:
            return None
        value = after
    return value


def _writings(a: int, b: int) -> list[tuple[int, int, int, int]]:
    """Twin of reach_kernel._writings: (x, o1, o2, y) for each face order (a double's once),
    then o1, then o2."""
    return [(x, o1, o2, y) for x, y in face_orders(a, b) for o1 in range(4) for o2 in range(4)]


def _cross(variant: int, v: int, x: int, o1: int, o2: int, y: int) -> int | None:
    """v through an intermediate card written (x, o1, o2, y) (T3.3, T3.4), or None (T3.6)."""
    if variant == CHAIN:
        m = apply_code(o1, v, x)
        return None if m is None else apply_code(o2, m, y)
    inner = apply_code(o2, x, y)
    return None if inner is None else apply_code(o1, v, inner)


def _finish(v: int, card: tuple[int, int, int]) -> tuple[int, int] | None:
    """(face, operator) by which the last card takes v to its total (T3.5), low face first."""
    a, b, total = card
    for d in faces(a, b):
        for o in range(4):
            if apply_code(o, v, d) == total:
                return d, o
    return None


def reach_within_four(cards: list[tuple[int, int, int]], variant: int
                      ) -> tuple[list[int], list[list[tuple[int, int, int, int, int]]]]:
    """Twin of reach_kernel.reach_within_four, in the same order of work: per card, 3 or 4
    (fewest cards when at most 4) or -1, and witness rows (card, x, o1, o2, y)."""
    n = len(cards)
    reach = [-1] * n
    wit: list[list[tuple[int, int, int, int, int]]] = [[] for _ in range(n)]
    if n < 3:
        return reach, wit
    prefixes: dict[tuple[int, int], dict[int, tuple]] = {}
    for a in range(n):
        for f in faces(cards[a][0], cards[a][1]):
            for b in range(n):
                if b == a:
                    continue
                found = prefixes.setdefault((a, b), {})
                for x, o1, o2, y in _writings(cards[b][0], cards[b][1]):
                    u = _cross(variant, f, x, o1, o2, y)
                    if u is not None and u not in found:
                        found[u] = ((a, f, -1, -1, -1), (b, x, o1, o2, y))
    for (a, b), found in sorted(prefixes.items()):
        for v, rows in found.items():
            for last in range(n):
                if last in (a, b) or reach[last] >= 0:
                    continue
                end = _finish(v, cards[last])
                if end is not None:
                    reach[last] = 3
                    wit[last] = [*rows, (last, end[0], end[1], -1, -1)]
    if n < 4:
        return reach, wit
    for (a, b), found in sorted(prefixes.items()):
        for v, rows in found.items():
            for c in range(n):
                if c in (a, b):
                    continue
                for last in range(n):
                    if last in (a, b, c) or reach[last] >= 0:
                        continue
                    for x, o1, o2, y in _writings(cards[c][0], cards[c][1]):
                        u = _cross(variant, v, x, o1, o2, y)
                        end = None if u is None else _finish(u, cards[last])
                        if end is not None:
                            reach[last] = 4
                            wit[last] = [*rows, (c, x, o1, o2, y), (last, end[0], end[1], -1, -1)]
                            break
    return reach, wit
