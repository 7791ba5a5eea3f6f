"""The kernel's divisibility pruning (solvers/celsius/kernel.py, C3.2: x and / cards never change
the primes above 7 of a value, and change the powers of 2, 3, 5, 7 by at most what their
operands hold) against the plain-Python twin, which does not use it, on hands where it cuts:
x and / cards with at most two + or - cards, hot values built from the cold value's primes so
that some are in reach and some only just out of it. Every witness is re-checked."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.celsius import Position, parse_hand, solve
from deckmath.solvers.celsius.model import COLD_MAX, HOT_MAX, OPERAND_MAX, OperatorCard

from test_kernel import solved, summary

WILD_CHANCE = 0.2


def muldiv_hand(rng: random.Random, cards: int, additive: int) -> tuple[OperatorCard, ...]:
    """`cards` cards: x and / cards (wildcards among them), then `additive` + or - cards, in a
    random order."""
    hand = [OperatorCard(rng.choice("x/"),
                         None if rng.random() < WILD_CHANCE else rng.randint(1, OPERAND_MAX))
            for _ in range(cards - additive)]
    hand += [OperatorCard(rng.choice("+-"), rng.randint(1, OPERAND_MAX)) for _ in range(additive)]
    rng.shuffle(hand)
    return tuple(hand)


def near_hot(rng: random.Random, cold: int, count: int) -> tuple[int, ...]:
    """`count` distinct hot values, most of them the cold value (or 1, 11 or 13) times powers of
    2, 3, 5 and 7, so that x and / alone reach some and miss others by one power."""
    hot: set[int] = set()
    while len(hot) < count:
        base = rng.choice([max(cold, 1), max(cold, 1), 1, 11, 13])
        value = base * 2 ** rng.randint(0, 6) * 3 ** rng.randint(0, 3) * 5 ** rng.randint(0, 2) \
            * 7 ** rng.randint(0, 1)
        if rng.random() < 0.2:
            value = rng.randint(0, 200)
        if value <= HOT_MAX:
            hot.add(value)
    return tuple(sorted(hot, key=lambda _: rng.random()))


@pytest.mark.parametrize("seed", range(12))
def test_kernel_agrees_with_twin_on_x_and_divide_hands(seed, describe, verify_witnesses):
    """C3.2, C4.3-C4.5: 4 to 11 x and / cards with none, one or two + or - cards, cold 0..12
    (11 prime and out of every operand's reach), 1 to 4 hot values near the cold value's
    multiples: kernel and twin give the same fewest cards, best target, plays and witnesses."""
    rng = random.Random(9100 + seed)
    unreachable = reached = 0
    for _ in range(120):
        cold = rng.randint(0, COLD_MAX)
        p = Position(cold, near_hot(rng, cold, rng.choice((1, 2, 4))),
                     muldiv_hand(rng, rng.randint(4, 11), rng.choice((0, 0, 1, 2))))
        fast, slow = solved(p, verify_witnesses)
        assert summary(fast) == summary(slow), describe(p)
        assert fast == slow, f"witnesses differ: {describe(p)}"
        unreachable += sum(t.min_cards is None for t in fast.per_target)
        reached += sum(t.min_cards is not None for t in fast.per_target)
    assert unreachable >= 20 and reached >= 20, (unreachable, reached)


@pytest.mark.parametrize("seed", range(4))
def test_kernel_agrees_with_twin_on_big_x_and_divide_hands(seed, describe, verify_witnesses):
    """The same on 12 to 14 cards (C4.1), where the twin can still finish: the pruning keeps
    every state that can end on a hot value, on every layer."""
    rng = random.Random(9200 + seed)
    for _ in range(3):
        cold = rng.randint(1, COLD_MAX)
        p = Position(cold, near_hot(rng, cold, rng.choice((2, 4))),
                     muldiv_hand(rng, rng.randint(12, 14), rng.choice((0, 1))))
        fast, slow = solved(p, verify_witnesses)
        assert fast == slow, describe(p)


@pytest.mark.parametrize("cold, hot, hand, fewest", [
    (11, (40, 48, 60, 64), "x4 /? x10 /5 /5 /2 x3 /4 x6 x5 x7 /3 x? /? x2 x10 x? x? x9",
     (None, None, None, None)),
    (11, (44, 77, 143, 11 * 7**4), "x4 /? x10 /5 /5 /2 x3 /4 x6 x5 /3 x? /? x2 x10 x? x? x9",
     (1, 1, None, None)),
    (0, (0, 5), "x? /? x3 /2 x7 /5 x9 /3 x2 x4 /? x? /6 x8 x5 /7 x10 /9 x6 /4", (1, None)),
    (7, (49, 35, 1), "x7 /7 x5 /5 x? /? x2 /2 x3 /3 x4 /4 x6 /6 x8 /8 x9 /9 x10 /10", (1, 1, 1)),
    (11, (12, 60, 66), "x4 /? x10 /5 /5 /2 x3 /4 x6 x5 x7 /3 x? /? x2 x10 x? x? +1", (1, 2, 1)),
])
def test_twenty_card_x_and_divide_hands(cold, hot, hand, fewest, verify_witnesses):
    """C4.1, C4.4 on 19 and 20 cards of x and /, where the answers follow from arithmetic alone:
    11 is prime, so from cold 11 x and / reach only multiples of 11 (11 x4 = 44, 11 x?=7 = 77;
    143 needs a 13, 11 * 7**4 four sevens where the hand has three x? and no x7); 0 stays 0;
    7 x7 = 49, 7 x5 = 35, 7 /7 = 1; with +1: 11 +1 = 12, 12 x5 = 60, 11 x6 = 66."""
    s = solve(Position(cold, hot, parse_hand(hand)), engine="kernel")
    verify_witnesses(s)
    assert tuple(t.min_cards for t in s.per_target) == fewest
