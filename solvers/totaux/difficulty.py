"""A model of a person solving a Totaux puzzle ("highest" and "make"), which the grades are
calibrated on. It uses the rules (T3) and which cards the solver says can be reached with how
few cards (a person would find that out by trying), and none of its counts of combinations.

Search effort: a person tries chains, an ordered choice of cards ending on the card whose
total they aim at, working out for each whether some calculation of its faces (T3.2-T3.6)
makes the total: a chain tried is one unit of effort, whatever its length. They try every
chain of three cards first, then of four, and so on (the fewest cards first, T5.1), in no set
order. For "make" they aim at the marked card; for "highest" at the highest total on the table
first, then the next highest... (cards of equal total together), and a total out of reach costs
every chain ending on it before they move on. The effort is the number of chains tried until
the first that works for the answer's total with the fewest cards; its expectation over the
random orders is exact (`effort`): among N chains of which S work, the first that works is, on
average, number (N + 1) / (S + 1). `search` runs one such person with a seeded order and
returns the chain found with a calculation, which the checker accepts.

Greedy player: picks the aimed-at card (for "highest", among the cards of the best total),
then a first card and face at random, and adds one card at a time, choosing the card and
calculation that leave the value nearest to one the last card can finish on, ties at random,
finishing as soon as the last card can; `greedy` is the exact probability that it makes the
answer's total (for "make": with the fewest cards).
"""
from __future__ import annotations

import bisect
import itertools
import math
import random
from dataclasses import dataclass

from deckmath.solvers.notation import OPERATORS, apply_code, inverse_code
from deckmath.solvers.totaux.model import (
    Calc, Card, Step, face_orders, faces, finish_values, inner_values, last_writings,
)

Chain = tuple[int, ...]
"""Table indices (0-based) in play order, the aimed-at card last."""

MIN_CARDS = 3
"""A combination uses at least three cards (T3.1)."""


def chains(size: int, length: int) -> int:
    """How many chains of `length` cards end on one given card of a table of `size`."""
    return math.perm(size - 1, length - 1)


def _results(value: int, operand: int) -> list[int]:
    """`value o operand` for each operator that T3.6 allows (whole, at least 0; an exact
    division, never by 0)."""
    out = [value + operand, value * operand]
    if value >= operand:
        out.append(value - operand)
    if operand and value % operand == 0:
        out.append(value // operand)
    return out


class Reach:
    """Which chains of one table work, with value sets worked out once per prefix and suffix
    (meeting in the middle: forward from the first card, backward from the total)."""

    def __init__(self, table: tuple[Card, ...], variant: str) -> None:
        self.table = table
        self.variant = variant
        self._forward: dict[Chain, frozenset[int]] = {}
        self._backward: dict[Chain, frozenset[int] | None] = {}
        self._after: dict[tuple[int, int], frozenset[int]] = {}

    def forward(self, prefix: Chain) -> frozenset[int]:
        """Values reachable after the first card and the middle cards of `prefix`."""
        found = self._forward.get(prefix)
        if found is not None:
            return found
        if len(prefix) == 1:
            card = self.table[prefix[0]]
            made = frozenset(faces(card.low, card.high))
        else:
            made = frozenset(v for start in self.forward(prefix[:-1])
                             for v in self.after(start, prefix[-1]))
        self._forward[prefix] = made
        return made

    def after(self, value: int, index: int) -> frozenset[int]:
        """Every value middle card `index` takes `value` to (T3.3, T3.4, T3.6), remembered."""
        key = (value, index)
        found = self._after.get(key)
        if found is None:
            card = self.table[index]
            out: set[int] = set()
            if self.variant == "chain":
                for x, y in face_orders(card.low, card.high):
                    for mid in _results(value, x):
                        out.update(_results(mid, y))
            else:
                for inner in inner_values(card.low, card.high):
                    out.update(_results(value, inner))
            found = self._after[key] = frozenset(out)
        return found

    def step(self, value: int, card: Card) -> list[tuple[int, Step]]:
        """Every value a middle card takes `value` to, with the step written (T3.3, T3.4)."""
        out = []
        if self.variant == "chain":
            for x, y in face_orders(card.low, card.high):
                for o1 in range(4):
                    mid = apply_code(o1, value, x)
                    if mid is None:
                        continue
                    for o2 in range(4):
                        after = apply_code(o2, mid, y)
                        if after is not None:
                            out.append((after, Step(OPERATORS[o1], x, OPERATORS[o2], y)))
        else:
            for x, y in face_orders(card.low, card.high):
                for o2 in range(4):
                    inner = apply_code(o2, x, y)
                    if inner is None:
                        continue
                    for o1 in range(4):
                        after = apply_code(o1, value, inner)
                        if after is not None:
                            out.append((after, Step(OPERATORS[o1], x, OPERATORS[o2], y)))
        return out

    def backward(self, suffix: Chain) -> frozenset[int] | None:
        """Values from which the middle cards of `suffix` and then its last card make the last
        card's total; None when every value does (a pair worth 0 multiplied, T3.4)."""
        if suffix in self._backward:
            return self._backward[suffix]
        if len(suffix) == 1:
            card = self.table[suffix[0]]
            made: frozenset[int] | None = frozenset(finish_values(card.low, card.high,
                                                                  card.total))
        else:
            after = self.backward(suffix[1:])
            made = None if after is None else self._before(after, self.table[suffix[0]])
        self._backward[suffix] = made
        return made

    def _before(self, targets: frozenset[int], card: Card) -> frozenset[int] | None:
        out: set[int] = set()
        for w in targets:
            if self.variant == "chain":
                for x, y in face_orders(card.low, card.high):
                    for o2 in range(4):
                        for mid in inverse_code(o2, w, y) or ():
                            for o1 in range(4):
                                out.update(inverse_code(o1, mid, x) or ())
            else:
                for inner in inner_values(card.low, card.high):
                    for o1 in range(4):
                        values = inverse_code(o1, w, inner)
                        if values is None:
                            return None
                        out.update(values)
        return frozenset(out)

    def works(self, chain: Chain) -> bool:
        """Whether some calculation of `chain` makes its last card's total."""
        middle = len(chain) - 2
        split = 1 + (middle + 1) // 2
        after = self.backward(chain[split:])
        ahead = self.forward(chain[:split])
        return bool(ahead) if after is None else not ahead.isdisjoint(after)

    def working(self, last: int, length: int) -> list[Chain]:
        """The chains of `length` cards ending on card `last` that work, in a fixed order."""
        others = [i for i in range(len(self.table)) if i != last]
        return [(*chain, last) for chain in itertools.permutations(others, length - 1)
                if self.works((*chain, last))]

    def calculation(self, chain: Chain) -> Calc:
        """One calculation of a chain that works (T4.1), found forward with the steps kept."""
        first = self.table[chain[0]]
        last = self.table[chain[-1]]
        paths: dict[int, tuple[int, tuple[Step, ...]]] = {
            v: (v, ()) for v in faces(first.low, first.high)}
        for index in chain[1:-1]:
            following: dict[int, tuple[int, tuple[Step, ...]]] = {}
            for value, (start, steps) in paths.items():
                for after, step in self.step(value, self.table[index]):
                    following.setdefault(after, (start, steps + (step,)))
            paths = following
        for value, (start, steps) in sorted(paths.items()):
            for code, face in last_writings(value, last):
                return Calc(self.variant, start, steps, (OPERATORS[code], face), last.total)
        raise ValueError(f"chain {chain} makes no total")


def aimed(table: tuple[Card, ...], kind: str, target: int | None,
          min_cards: list[int | None]) -> list[list[int]]:
    """The groups of cards a person aims at in turn (indices): for "make" the marked card
    (`target`, 1-based); for "highest" every total from the highest down, equal totals
    together, up to the first that can be reached (`min_cards` per card, None: never)."""
    if kind == "make":
        assert target is not None
        return [[target - 1]]
    groups = []
    for total in sorted({c.total for c in table}, reverse=True):
        group = [i for i, c in enumerate(table) if c.total == total]
        groups.append(group)
        if any(min_cards[i] is not None for i in group):
            break
    return groups


@dataclass(frozen=True)
class Plan:
    """The chains a person meets on the way to the answer: per group of aimed-at cards and
    length, how many chains there are and which of them work."""

    group: tuple[int, ...]
    """The cards of the answer's total (indices): the last group aimed at."""
    steps: tuple[tuple[int, tuple[Chain, ...], int], ...]
    """(length, working chains, chains in all), in the order tried, ending at the first length
    with a working chain of the last group."""


def plan(table: tuple[Card, ...], variant: str, kind: str, target: int | None,
         min_cards: list[int | None], reach: Reach | None = None,
         ceiling: float = math.inf) -> Plan:
    """The search a person goes through (module docstring); the solver's `min_cards` tells
    which lengths fail, so that only the deciding length is worked out chain by chain. Once
    the failing chains reach `ceiling`, the plan stops there (`effort` is then the chains
    tried so far, at least `ceiling`)."""
    reach = reach or Reach(table, variant)
    size = len(table)
    steps: list[tuple[int, tuple[Chain, ...], int]] = []
    spent = 0
    for group in aimed(table, kind, target, min_cards):
        reached = [m for i in group if (m := min_cards[i]) is not None]
        fewest = min(reached) if reached else None
        for length in range(MIN_CARDS, size + 1):
            total = len(group) * chains(size, length)
            if fewest is None or length < fewest:
                steps.append((length, (), total))
                spent += total
                continue
            if spent >= ceiling:
                return Plan(tuple(group), tuple(steps))
            working = tuple(c for i in group if min_cards[i] == length
                            for c in reach.working(i, length))
            steps.append((length, working, total))
            return Plan(tuple(group), tuple(steps))
    raise ValueError("no card can be reached: not a puzzle")


def effort(found: Plan) -> float:
    """The expected number of chains tried until the first that works (module docstring); for
    a plan stopped at a ceiling, the chains tried until then."""
    spent = 0.0
    for _, working, total in found.steps:
        if working:
            return spent + (total + 1) / (len(working) + 1)
        spent += total
    return spent


@dataclass(frozen=True)
class Run:
    """One person's search: chains tried, and the chain found with a calculation."""

    effort: int
    chain: Chain
    calc: Calc


def search(found: Plan, reach: Reach, rng: random.Random) -> Run:
    """One person's search, the order of each length's chains drawn from `rng`."""
    spent = 0
    for _, working, total in found.steps:
        if not working:
            spent += total
            continue
        failing = total - len(working)
        order = [True] * len(working) + [False] * failing
        rng.shuffle(order)
        position = order.index(True)
        chain = working[rng.randrange(len(working))]
        return Run(spent + position + 1, chain, reach.calculation(chain))
    raise ValueError("the plan ends on no working chain")


def _gap(value: int, ends: list[int]) -> int:
    """How far `value` is from the nearest of `ends` (sorted)."""
    at = bisect.bisect_left(ends, value)
    return min(abs(value - ends[j]) for j in (at - 1, at) if 0 <= j < len(ends))


def greedy(table: tuple[Card, ...], variant: str, group: tuple[int, ...], fewest: int | None,
           reach: Reach | None = None) -> float:
    """The probability that the greedy player (module docstring) makes the total of the cards
    in `group`; with `fewest`, only with that many cards."""
    reach = reach or Reach(table, variant)
    chance = 0.0
    for last in group:
        card = table[last]
        finish = frozenset(finish_values(card.low, card.high, card.total))
        ends = sorted(finish)
        memo: dict[tuple[int, frozenset[int]], float] = {}

        def onward(value: int, used: frozenset[int]) -> float:
            key = (value, used)
            if key in memo:
                return memo[key]
            cards = len(used) + 1
            if cards >= MIN_CARDS and value in finish:
                result = float(fewest is None or cards == fewest)
            else:
                best: list[tuple[int, int]] = []
                nearest = math.inf
                for i in range(len(table)):
                    if i in used or i == last:
                        continue
                    for after in reach.after(value, i):
                        gap = _gap(after, ends)
                        if gap < nearest:
                            nearest, best = gap, [(i, after)]
                        elif gap == nearest:
                            best.append((i, after))
                result = (sum(onward(after, used | {i}) for i, after in best) / len(best)
                          if best else 0.0)
            memo[key] = result
            return result

        starts = [(i, face) for i in range(len(table)) if i != last
                  for face in faces(table[i].low, table[i].high)]
        chance += sum(onward(face, frozenset((i,))) for i, face in starts) / len(starts)
    return chance / len(group)
