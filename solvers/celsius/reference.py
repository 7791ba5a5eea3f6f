"""Plain-Python twins of the Celsius kernels (rules C3, C4), slow and obvious, for tests and benchmarks.

`solve_one` is the twin of kernel.solve_one: a layer-by-layer search where a state is
(which cards of the hand are used, equal cards in hand order so a set of them is a multiset,
and the current value), in the kernel's order of work, so the same witnesses. `solve_by_permutations`
is the naive search the benchmarks compare against: it tries every ordered selection of hand
cards and every wildcard value, and is the ground truth the twin is tested against on small hands.
"""
from __future__ import annotations

import itertools

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
    """Twin of kernel.solve_one (C4.3-C4.5): (best, min_cards, optimal_plays, per_min, plays)
    where plays[h] is a list of (hand index, operand played) reaching hot[h] in per_min[h]
    cards. The same order of work as the kernel (states of a layer in the order they were
    made, cards in hand order, operands rising; a state keeps the first step that made it),
    so the same witnesses: the two answer identically, and either may serve."""
    cards = list(zip(ops, operands))
    n = len(cards)
    full = (1 << n) - 1
    prev_same = [max((j for j in range(i) if cards[j] == cards[i]), default=-1) for i in range(n)]
    layers: list[dict] = [{(0, cold): [1, None, None]}]
    per_min = [-1] * len(hot)
    witness: list[list[tuple[int, int]] | None] = [None] * len(hot)
    for k in range(1, n + 1):
        # The targets: the hot values not yet reached (a later layer cannot do better for the
        # others, C4.3, C4.4).
        missing = [target for h, target in enumerate(hot) if per_min[h] < 0]
        low, high = min(missing), max(missing)
        following: dict = {}
        for (mask, value), (paths, _, _) in layers[-1].items():
            for i, (op, operand) in enumerate(cards):
                if (mask >> i) & 1 or (prev_same[i] >= 0 and not (mask >> prev_same[i]) & 1):
                    continue
                now = mask | (1 << i)
                left = [cards[j] for j in range(n) if not (now >> j) & 1]
                for played in _operands(operand):
                    new_value = apply_code(op, value, played)
                    if new_value is None:
                        continue
                    if new_value not in missing and (
                        now == full or not _can_still_reach(new_value, left, low, high)
                    ):
                        continue
                    state = following.get((now, new_value))
                    if state is None:
                        following[(now, new_value)] = [paths, (mask, value), (i, played)]
                    else:
                        state[0] += paths
        layers.append(following)
        for h, target in enumerate(hot):
            if per_min[h] < 0:
                first = next((key for key in following if key[1] == target), None)
                if first is not None:
                    per_min[h] = k
                    witness[h] = _backtrack(layers, first)
        if all(m >= 0 for m in per_min) or not following:
            break

    reached = [h for h in range(len(hot)) if per_min[h] >= 0]
    if not reached:
        return -1, -1, 0, per_min, witness
    best = min(reached, key=lambda h: (per_min[h], -hot[h]))
    k = per_min[best]
    plays = sum(paths for (_, v), (paths, _, _) in layers[k].items() if v == hot[best])
    return best, k, plays, per_min, witness


def _backtrack(layers: list[dict], state) -> list[tuple[int, int]]:
    """The steps (hand index, operand) from the cold card to `state`, a state of the last layer."""
    steps = []
    for layer in reversed(layers[1:]):
        _, parent, move = layer[state]
        steps.append(move)
        state = parent
    return steps[::-1]


def _reached(cold: int, ops: list[int], operands: tuple[int, ...]) -> int | None:
    """The value the cards `ops` with `operands` reach from `cold`, in order; None at the
    first illegal step (C3.2)."""
    value = cold
    for op, operand in zip(ops, operands):
        after = apply_code(op, value, operand)
        if after is None:
            return None
        value = after
    return value


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
                value = _reached(cold, [op for op, _ in kinds], values)
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
