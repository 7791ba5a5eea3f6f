"""Plain-Python twins of the Celsius kernels (rules C3, C4), slow and obvious, for tests and benchmarks.

`solve_one` is the twin of kernel.solve_one: a layer-by-layer search where a state is
(which cards of the hand are used, as a multiset, and the current value). `solve_by_permutations`
is the naive search the benchmarks compare against: it tries every ordered selection of hand
cards and every wildcard value, and is the ground truth the twin is tested against on small hands.
"""
from __future__ import annotations

import itertools
from collections import Counter

from deckmath.solvers.notation import apply_code

WILD_VALUES = range(1, 11)
"""A wildcard stands for 1..10 (C1.3); operand 0 marks a wildcard in the kernel's arrays."""


def _operands(operand: int) -> range:
    return WILD_VALUES if operand == 0 else range(operand, operand + 1)


def _can_still_reach(value: int, left: list[tuple[int, int]], low: int, high: int) -> bool:
    """Could `value` still end in [low, high] with the cards `left`? Every + and x only raise a
    value and every - and / lower it by at most its operand (or factor), so the end value lies in
    [value / D - S, (value + A) * M]."""
    sub = sum(max(_operands(o)) for op, o in left if op == 1)
    div = 1
    for op, o in left:
        if op == 3:
            div *= max(_operands(o))
    add = sum(max(_operands(o)) for op, o in left if op == 0)
    mul = 1
    for op, o in left:
        if op == 2:
            mul *= max(_operands(o))
    return value <= (high + sub) * div and (value + add) * mul >= low


def solve_one(cold: int, hot: list[int], ops: list[int], operands: list[int]):
    """Twin of kernel.solve_one (C4.3-C4.5): (best, min_cards, optimal_plays, per_min, plays) where
    plays[h] is a list of (hand index, operand played) reaching hot[h] in per_min[h] cards."""
    cards = list(zip(ops, operands))
    kinds = sorted(set(cards))
    stock = Counter(cards)
    first_index = {kind: [i for i, c in enumerate(cards) if c == kind] for kind in kinds}
    low, high = min(hot), max(hot)

    start = (tuple(0 for _ in kinds), cold)
    layer = {start: 1}
    parent: dict = {start: None}
    per_min = [-1] * len(hot)
    witness: list[list[tuple[int, int]] | None] = [None] * len(hot)
    best_layer_counts: dict[int, dict] = {}
    for k in range(1, len(cards) + 1):
        following: dict = {}
        for (used, value), paths in layer.items():
            for t, kind in enumerate(kinds):
                if used[t] == stock[kind]:
                    continue
                now_used = used[:t] + (used[t] + 1,) + used[t + 1:]
                left = [kd for u, kd in zip(now_used, kinds) for _ in range(stock[kd] - u)]
                for operand in _operands(kind[1]):
                    new_value = apply_code(kind[0], value, operand)
                    if new_value is None:
                        continue
                    if new_value not in hot and (
                        not left or not _can_still_reach(new_value, left, low, high)
                    ):
                        continue
                    state = (now_used, new_value)
                    if state not in following:
                        following[state] = 0
                        parent[state] = ((used, value), first_index[kind][used[t]], operand)
                    following[state] += paths
        best_layer_counts[k] = following
        for h, target in enumerate(hot):
            if per_min[h] >= 0:
                continue
            for state in following:
                if state[1] == target:
                    per_min[h] = k
                    witness[h] = _backtrack(parent, state)
                    break
        layer = following
        if all(m >= 0 for m in per_min) or not layer:
            break

    reached = [h for h in range(len(hot)) if per_min[h] >= 0]
    if not reached:
        return -1, -1, 0, per_min, witness
    best = min(reached, key=lambda h: (per_min[h], -hot[h]))
    k = per_min[best]
    plays = sum(n for (_, v), n in best_layer_counts[k].items() if v == hot[best])
    return best, k, plays, per_min, witness


def _backtrack(parent: dict, state) -> list[tuple[int, int]]:
    steps = []
    while parent[state] is not None:
        state, card, operand = parent[state]
        steps.append((card, operand))
    return steps[::-1]


def solve_by_permutations(cold: int, hot: list[int], ops: list[int], operands: list[int]):
    """Naive search (C3, C4): every ordered selection of hand cards, every wildcard value. Returns
    (best, min_cards, optimal_plays, per_min) with optimal_plays counting distinct play strings."""
    cards = list(zip(ops, operands))
    per_min = [-1] * len(hot)
    strings: dict[tuple[int, int], set] = {}
    for k in range(1, len(cards) + 1):
        if all(m >= 0 for m in per_min):
            break
        for chosen in itertools.permutations(range(len(cards)), k):
            kinds = [cards[i] for i in chosen]
            for values in itertools.product(*(_operands(o) for _, o in kinds)):
                value: int | None = cold
                for (op, _), operand in zip(kinds, values):
                    value = apply_code(op, value, operand)
                    if value is None:
                        break
                if value is None or value not in hot:
                    continue
                h = hot.index(value)
                if per_min[h] < 0 or per_min[h] == k:
                    per_min[h] = k
                    strings.setdefault((h, k), set()).add(
                        tuple((kd[0], kd[1], v) for kd, v in zip(kinds, values))
                    )
    reached = [h for h in range(len(hot)) if per_min[h] >= 0]
    if not reached:
        return -1, -1, 0, per_min
    best = min(reached, key=lambda h: (per_min[h], -hot[h]))
    return best, per_min[best], len(strings[(best, per_min[best])]), per_min
