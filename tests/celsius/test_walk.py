"""The kernel's walk (solvers/celsius/kernel.py, module docstring "The walk"): the hit pass over
each layer finds the hot values one card past it, their witnesses (the first hit in the order of
work) and their plays summed step by step, before the next layer is made and merged. The kernel
(engine="kernel": `solve` itself answers small hands with the twin) must give exactly the
twin's solution, witnesses included, on thousands of seeded positions, and every witness is
re-checked by the checker (C4.3-C4.5, C5)."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.celsius import Position, solve, solve_many
from deckmath.solvers.celsius.model import OperatorCard

from test_kernel import expected_summary, summary

SEEDS = range(8)
PER_SEED = 300
"""8 x 300 = 2400 positions of 1 to 10 cards for kernel vs twin."""


def mixed_position(rng: random.Random, deck) -> Position:
    """A position of 1 to 10 cards: dealt from the reference deck, or (one in four) with
    repeated cards; 1, 2 or 4 hot values, from the deck or (one in five) anywhere in 0..500."""
    cards = rng.randint(1, 10)
    if rng.random() < 0.25:
        kinds = rng.sample(deck.operators, max(1, cards // 2))
        hand = tuple(rng.choice(kinds) for _ in range(cards))
    else:
        hand = tuple(rng.sample(deck.operators, cards))
    count = rng.choice((1, 2, 4))
    if rng.random() < 0.2:
        hot = tuple(rng.sample(range(0, 501), count))
    else:
        hot = tuple(rng.sample(deck.hot, count))
    return Position(rng.randint(0, 12), hot, hand)


@pytest.mark.parametrize("seed", SEEDS)
def test_walk_kernel_equals_twin_with_witnesses(seed, deck, describe, verify_witnesses):
    """C4.3-C4.5: the kernel's solution is the twin's, field by field and witness by witness,
    and its plays pass the checker; the positions cover every way the walk can end (the hit
    pass of layer 0, of layer 1, of a later layer, nothing reachable)."""
    rng = random.Random(19_200 + seed)
    ends = set()
    for _ in range(PER_SEED):
        p = mixed_position(rng, deck)
        fast = solve(p, engine="kernel")
        slow = solve(p, engine="reference")
        verify_witnesses(fast)
        assert summary(fast) == summary(slow), describe(p)
        assert fast == slow, f"witnesses differ: {describe(p)}"
        ends.add(fast.min_cards if fast.min_cards is None or fast.min_cards < 3 else 3)
    assert ends == {None, 1, 2, 3}, ends


@pytest.mark.parametrize("seed", range(4))
def test_walk_batches_equal_positions_one_by_one(seed, deck, describe):
    """Work arrays (the preimage marks among them) are reused from position to position of a
    batch: a batch's answers are each position's own answers, in any order of the batch."""
    rng = random.Random(19_300 + seed)
    positions = [mixed_position(rng, deck) for _ in range(200)]
    alone = [solve_many([p], engine="kernel")[0] for p in positions]
    together = solve_many(positions, engine="kernel")
    backwards = solve_many(positions[::-1], engine="kernel")[::-1]
    for p, a, b, c in zip(positions, alone, together, backwards):
        assert a == b == c, describe(p)


@pytest.mark.parametrize("seed", range(6))
def test_walk_plays_summed_step_by_step_against_brute_force(seed, brute_force, describe,
                                                            verify_witnesses):
    """C4.5: plays summed by the hit pass (each state's plays times the operands that take it
    onto the hot value) equal the distinct play strings brute force collects, up to two
    wildcards and zero included (0 x a = 0 and 0 / a = 0 work for every operand a, so one step
    counts ten plays)."""
    rng = random.Random(19_400 + seed)
    ops = "+-x/"
    checked = 0
    for _ in range(150):
        cards = rng.randint(2, 5)
        wild = rng.randint(0, min(2, cards))
        hand = tuple(OperatorCard(rng.choice(ops), None if j < wild else rng.randint(1, 10))
                     for j in range(cards))
        hot = tuple(rng.sample(range(0, 40), rng.choice((1, 2, 4))))
        p = Position(rng.choice((0, 0, rng.randint(0, 12))), hot, hand)
        fast = solve(p, engine="kernel")
        verify_witnesses(fast)
        assert summary(fast) == expected_summary(brute_force(p), p), describe(p)
        assert fast == solve(p, engine="reference"), describe(p)
        checked += fast.min_cards == 2
    assert checked >= 10, checked
