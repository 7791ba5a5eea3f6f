"""A model of a person solving a Celsius "fewest cards" puzzle (C4.3), which the grades are
calibrated on. It uses the rules (C3) and the puzzle's answer (the target hot card and the
fewest cards, to know when the person has succeeded), and none of the solver's counts.

Search effort: a person who looks for the shortest play tries every single card first, then
every play of two cards, then of three..., in no set order: iterative deepening over the hand,
depth first, the next card taken at random among those not yet tried at that point (equal cards
are one card; a wildcard in the middle of a play is tried value by value, 1 to 10 (C1.3), and
as the play's last card in one look: "can some value land on the hot card?"). A partial play
is examined when its value is worked out; a step that breaks C3.2 (below 0, an inexact
division) is seen at a glance and not counted. The effort is the number of partial plays
examined, over every pass, until the first play reaching the target with the fewest cards
(C4.3): 1 when every card of the hand lands on the target. Its expectation over the random
orders is exact (`effort`): in a depth-first search whose children come in random order, the
failing children examined before the first child that leads to success are, on average,
their total size divided by the number of succeeding children plus one. `search` runs one
such person with a seeded order and returns the play found, which the checker accepts.

Greedy player: plays, one card at a time, the card that lands on a hot card if one does (the
highest such), else the card (and wildcard value) that brings the value nearest to a hot card,
ties broken at random. `greedy` is the exact probability that the play it ends with is an
optimal one (C4.3).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from deckmath.solvers.celsius.model import (
    OPERAND_MAX, OPERAND_MIN, OperatorCard, PlayedCard, Position,
)
from deckmath.solvers.notation import apply_step

WILD_VALUES = tuple(range(OPERAND_MIN, OPERAND_MAX + 1))
"""The values a wildcard may stand for (C1.3)."""

Hand = tuple[OperatorCard, ...]
Child = tuple[int, int, int | None]
"""A partial play one card longer: (index of the card in the ordered hand, the value it is
played as (0 for a wildcard judged in one look), the value after, None for that one look)."""


def ordered(hand: Hand) -> Hand:
    """The hand in a fixed order, equal cards side by side (fixed cards before wildcards of the
    same operator), so that equal cards are tried once and equal hands share their subtrees."""
    return tuple(sorted(hand, key=lambda c: (c.op, c.operand is None, c.operand or 0)))


class _Hand:
    """One puzzle's hand as the searches read it: cards by index, and the partial plays one
    card longer from a value and the cards left (a bit mask), remembered."""

    def __init__(self, hand: Hand) -> None:
        self.cards = ordered(hand)
        self.repeat = [i > 0 and self.cards[i] == self.cards[i - 1]
                       for i in range(len(self.cards))]
        self._children: dict[tuple[int, int, bool], list[Child]] = {}

    def children(self, value: int, left: int, last: bool) -> list[Child]:
        """The partial plays one card longer (module docstring): a card equal to the one
        before it in the hand is tried only once that one is played; a wildcard in the middle
        is tried value by value, as the last card in one look (`after` None)."""
        key = (value, left, last)
        found = self._children.get(key)
        if found is not None:
            return found
        out: list[Child] = []
        for i, card in enumerate(self.cards):
            if not left >> i & 1 or (self.repeat[i] and left >> (i - 1) & 1):
                continue
            if card.operand is not None:
                after = apply_step(card.op, value, card.operand)
                if after is not None:
                    out.append((i, card.operand, after))
            elif last:
                if any(apply_step(card.op, value, w) is not None for w in WILD_VALUES):
                    out.append((i, 0, None))
            else:
                for w in WILD_VALUES:
                    after = apply_step(card.op, value, w)
                    if after is not None:
                        out.append((i, w, after))
        self._children[key] = out
        return out

    def landing(self, index: int, value: int, target: int) -> int | None:
        """The wildcard value by which card `index` takes `value` to `target`, or None."""
        op = self.cards[index].op
        return next((w for w in WILD_VALUES if apply_step(op, value, w) == target), None)

    def played(self, index: int, value: int) -> PlayedCard:
        return PlayedCard(self.cards[index], value)

    @property
    def full(self) -> int:
        return (1 << len(self.cards)) - 1


@dataclass(frozen=True)
class Subtree:
    """What lies below a partial play in one pass: how many partial plays (`size`), whether
    one reaches the target (`hit`), and the expected number examined until it is found."""

    size: int
    hit: bool
    expected: float


def effort(position: Position, target: int, ceiling: float = math.inf) -> float:
    """The expected number of partial plays examined until the first optimal play (module
    docstring); ValueError if no play reaches `target`. Once the passes already made reach
    `ceiling`, what they cost is returned (at least `ceiling`, short of the whole effort)."""
    hand = _Hand(position.hand)
    memo: dict[tuple[int, int, int], Subtree] = {}

    def below(value: int, left: int, depth: int) -> Subtree:
        key = (value, left, depth)
        found = memo.get(key)
        if found is not None:
            return found
        size = 0
        failing = 0
        succeeding: list[float] = []
        for index, _, after in hand.children(value, left, depth == 1):
            if depth == 1:
                hit = (hand.landing(index, value, target) is not None if after is None
                       else after == target)
                child_size, child_expected = 1, 1.0
            else:
                assert after is not None
                inner = below(after, left & ~(1 << index), depth - 1)
                child_size, hit, child_expected = 1 + inner.size, inner.hit, 1 + inner.expected
            size += child_size
            if hit:
                succeeding.append(child_expected)
            else:
                failing += child_size
        expected = (failing / (len(succeeding) + 1) + sum(succeeding) / len(succeeding)
                    if succeeding else float(size))
        made = Subtree(size, bool(succeeding), expected)
        memo[key] = made
        return made

    total = 0.0
    for depth in range(1, len(position.hand) + 1):
        found = below(position.cold, hand.full, depth)
        if found.hit:
            return total + found.expected
        total += found.size
        if total >= ceiling:
            return total
    raise ValueError(f"no play reaches {target}")


@dataclass(frozen=True)
class Run:
    """One person's search: partial plays examined and the optimal play found."""

    effort: int
    play: tuple[PlayedCard, ...]


def search(position: Position, target: int, rng: random.Random) -> Run:
    """One person's iterative deepening in a random order drawn from `rng` (module docstring)."""
    hand = _Hand(position.hand)
    examined = 0

    def dive(value: int, left: int, depth: int) -> tuple[PlayedCard, ...] | None:
        nonlocal examined
        children = list(hand.children(value, left, depth == 1))
        rng.shuffle(children)
        for index, operand, after in children:
            examined += 1
            if depth == 1:
                if after is None:
                    landing = hand.landing(index, value, target)
                    if landing is not None:
                        return (hand.played(index, landing),)
                elif after == target:
                    return (hand.played(index, operand),)
                continue
            assert after is not None
            found = dive(after, left & ~(1 << index), depth - 1)
            if found is not None:
                return (hand.played(index, operand), *found)
        return None

    for depth in range(1, len(position.hand) + 1):
        found = dive(position.cold, hand.full, depth)
        if found is not None:
            return Run(examined, found)
    raise ValueError(f"no play reaches {target}")


def greedy(position: Position, target: int, min_cards: int) -> float:
    """The probability that the greedy player (module docstring) ends on an optimal play: the
    target hot card with `min_cards` cards."""
    hand = _Hand(position.hand)
    hot = position.hot
    memo: dict[tuple[int, int, int], float] = {}

    def distance(value: int) -> int:
        return min(abs(value - h) for h in hot)

    def chance(value: int, left: int, played: int) -> float:
        key = (value, left, played)
        if key in memo:
            return memo[key]
        options = [(index, after) for index, _, after in hand.children(value, left, False)
                   if after is not None]
        landing = [after for _, after in options if after in hot]
        if landing:
            result = float(max(landing) == target and played + 1 == min_cards)
        elif not options:
            result = 0.0
        else:
            nearest = min(distance(after) for _, after in options)
            best = {(index, after) for index, after in options if distance(after) == nearest}
            result = sum(chance(after, left & ~(1 << index), played + 1)
                         for index, after in best) / len(best)
        memo[key] = result
        return result

    return chance(position.cold, hand.full, 0)
