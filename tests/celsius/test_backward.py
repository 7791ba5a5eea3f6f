"""The kernel's search from both ends (solvers/celsius/kernel.py, "Backward"), run on its own
with forward halves of every depth (0: backward alone), against the plain-Python twin on hands
the twin can finish, and against the kernel's forward search alone on hands of 11 to 13 cards
aiming at hot values up to 10**5 (C4.1, C4.3-C4.5): the same fewest cards, best target, plays
and witnesses, every witness re-checked."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import numpy as np
import pytest

from deckmath.solvers.celsius import Position, kernel, solve
from deckmath.solvers.celsius.model import (
    HOT_MAX, OPERAND_MAX, OperatorCard, hand_arrays, parse_hand,
)
from deckmath.solvers.celsius.solve import _solution, search_order

from test_kernel import summary

ROOM = 1 << 21
"""Backward states allowed in these tests: more than any position here needs."""


DEPTHS = (0, 1, 2, 3, 5, 20)
"""Forward layers the meet in the middle may make: 0 is the backward search alone, 20 as many
as its room holds (every layer of these hands)."""


def _arrays(p: Position) -> tuple[tuple, tuple]:
    """A one-position batch of p for the kernel's entry points: (the position's arrays, the
    result arrays)."""
    ops, operands = hand_arrays(search_order(p.hand))
    n, nh = len(p.hand), len(p.hot)
    position = (np.array([p.cold], np.int64), np.array([p.hot], np.int64),
                np.array([nh], np.int64), ops.reshape(1, -1), operands.reshape(1, -1),
                np.array([n], np.int64))
    results = (np.full((1, nh), -1, np.int64), np.full((1, nh, n), -1, np.int64),
               np.zeros((1, nh, n), np.int64), *(np.zeros(1, np.int64) for _ in range(3)))
    return position, results


def _answer(p: Position, results: tuple):
    """The Solution the result arrays hold."""
    per_min, play_card, play_value, best, min_cards, plays = results
    witnesses = [list(zip(play_card[0, h], play_value[0, h])) for h in range(len(p.hot))]
    return _solution(p, best[0], min_cards[0], plays[0], per_min[0], witnesses)


def backward(p: Position, depth: int = 0):
    """Solve p with the search from both ends (kernel.solve_back), its forward half at most
    `depth` cards deep, the hot values rough parts and powers rule out left out as solve_span
    leaves them (kernel.ruled_out), as a Solution."""
    position, results = _arrays(p)
    ruled = np.zeros(len(p.hot), np.int64)
    kernel.ruled_out(0, position, ruled)
    assert kernel.solve_back(np.int64(0), *position, *results, np.int64(ROOM), np.int64(depth),
                             ruled), \
        "the search from both ends ran out of room"
    return _answer(p, results)


def forward(p: Position):
    """Solve p with the forward search alone (kernel.solve_chunk given room until it fits), as
    a Solution: the answer the search from both ends is held to."""
    position, results = _arrays(p)
    room = np.full(1, 1 << 16, np.int64)
    while kernel.solve_chunk(*position, np.int64(0), np.int64(1), *results, room) != 1:
        room[0] *= 2
    return _answer(p, results)


def free_hand(rng: random.Random, cards: int, kinds: str, wild: float) -> tuple:
    return tuple(OperatorCard(rng.choice(kinds),
                              None if rng.random() < wild else rng.randint(1, OPERAND_MAX))
                 for _ in range(cards))


@pytest.mark.parametrize("seed", range(10))
def test_backward_agrees_with_twin(seed, describe, verify_witnesses):
    """C3, C4.3-C4.5 on 1 to 9 cards of every kind (wildcards, equal cards, hot values 0..120
    and a few far above): the backward search gives the twin's answer, witnesses included."""
    rng = random.Random(9400 + seed)
    for _ in range(150):
        hot = set(rng.sample(range(121), rng.choice((1, 2, 4))))
        if rng.random() < 0.2:
            hot.add(rng.randint(121, 5000))
        kinds = rng.choice(["+-x/", "+x", "x/", "+-", "-/", "+-x"])
        pool = free_hand(rng, rng.randint(2, 6), kinds, 0.25)
        p = Position(rng.randint(0, 12), tuple(hot),
                     tuple(rng.choice(pool) for _ in range(rng.randint(1, 9))))
        twin = solve(p, engine="reference")
        verify_witnesses(twin)
        for depth in DEPTHS:
            # Equal Solutions hold equal witnesses: the checker's verdict on the twin's holds.
            assert backward(p, depth) == twin, f"forward depth {depth}: {describe(p)}"


@pytest.mark.parametrize("seed", range(4))
def test_backward_agrees_with_forward_on_big_hot_values(seed, describe, verify_witnesses):
    """C4.1: 11 to 13 cards, + and x cards or every kind, hot values up to 10**5: the search
    from both ends, whatever the depth of its forward half, and the forward search alone
    agree."""
    rng = random.Random(9500 + seed)
    for _ in range(12):
        kinds = rng.choice(["+x", "+-x/", "+x/"])
        p = Position(rng.randint(0, 12), tuple(rng.sample(range(20, HOT_MAX + 1), 4)),
                     free_hand(rng, rng.randint(11, 13), kinds, 0.15))
        fast = forward(p)
        verify_witnesses(fast)
        for depth in DEPTHS:
            back = backward(p, depth)
            assert summary(back) == summary(fast), f"forward depth {depth}: {describe(p)}"
            assert back == fast, f"witnesses differ, forward depth {depth}: {describe(p)}"


_DIRECTIONS = """
import json, sys
from deckmath.solvers.celsius import Position, solve
from deckmath.solvers.celsius.model import OperatorCard
hand = tuple(OperatorCard(t[0], None if t[1:] == "?" else int(t[1:])) for t in sys.argv[3].split())
p = Position(int(sys.argv[1]), tuple(int(v) for v in sys.argv[2].split(",")), hand)
found = solve(p, engine="kernel")
print(json.dumps([found.min_cards, "deckmath.solvers.celsius.back_kernel" in sys.modules]))
"""


@pytest.mark.parametrize("cold, hot, hand, backward_used", [
    (4, "30,45", "+1 x2 -3 /2 +5 x4 +7 x3 -2 +6 x?", False),
    (4, "87921,76170,54582,50340",
     "x2 +9 +7 +6 x7 +10 +8 x1 x2 +7 x5 +8 +3 x10", True),
])
def test_the_backward_kernel_is_loaded_only_for_a_hand_that_needs_it(cold, hot, hand,
                                                                    backward_used):
    """The backward search is an entry point of its own (back_kernel.py), so that a process
    whose hands stay within the forward search's room (every dealt hand) neither compiles nor
    loads it: the first command after an install compiles the forward search alone. A hand
    aiming at hot values near 10**5 (C4.1) does go backward, and is answered."""
    done = subprocess.run([sys.executable, "-c", _DIRECTIONS, str(cold), hot, hand],
                          capture_output=True, text=True, check=True)
    min_cards, loaded = json.loads(done.stdout)
    assert min_cards > 0
    assert loaded is backward_used


@pytest.mark.parametrize("cold, hot, hand", [
    (2, (91088, 82723, 72182, 61804), "+7 x8 x1 x9 +4 x8 x7 x4 x10 +9 +7 x5 x7 x8"),
    (4, (51498, 99138, 73438, 76495), "+8 x5 x9 +7 +2 +1 +7 x8 x8 x7 +9 x4 +6 +3 x8"),
    (4, (95277, 96922, 69257, 72287), "+9 +7 x5 x7 x8 x5 x10 x6 x2 x5 x8 +8 +3 x7 x1 x2"),
    (12, (55124, 91078, 59756, 97260), "x? -? +? +? x? /? -? +? x? -? /? -? x? +? x?"),
    (6, (51184, 85983, 77448, 73998), "/? /? -? +? /? x? /? x? +? +? x? -? x? x? x?"),
    (0, (56134, 39641, 19507, 60395), "-8 /7 x7 x4 /6 -1 /8 -10 /5 -1 /4 x1 x9 +4 x8 x7"),
])
def test_a_hand_that_outgrows_the_forward_search_is_answered_as_it_would(
        cold, hot, hand, describe, verify_witnesses):
    """C4.1, C4.3-C4.5: hands of 14 to 16 cards aiming near 10**5, whose forward search
    outgrows its first room, so that `solve` answers them from both ends: the same answer,
    witnesses and plays included, as the forward search alone given all the room it needs."""
    p = Position(cold, hot, tuple(OperatorCard(t[0], None if t[1:] == "?" else int(t[1:]))
                                  for t in hand.split()))
    found = solve(p, engine="kernel")
    verify_witnesses(found)
    assert found == forward(p), describe(p)


def residues_reach(cold: int, hot: int, hand, cards: np.ndarray) -> bool:
    """Whether the hot value passes the kernel's residues test (`_residue_sets`, then
    `_residues_hold`) for a hand laid out in `cards`."""
    sets = np.empty(8, np.int64)
    kernel._residue_sets(np.int64(cold), np.int64(len(hand)), cards, sets)
    return bool(kernel._residues_hold(np.int64(hot), sets))


def test_residues_never_rule_out_a_hot_value_a_play_reaches(describe):
    """`_residue_sets` (kernel.py) drops a hot value only when no play reaches it: on 3,000
    small hands of every kind (C3.2: legal steps only), every hot value the twin reaches passes
    it, and it does rule out some that are not reached."""
    from deckmath.solvers.celsius.model import OPERATORS

    rng = random.Random(9700)
    ruled_out = 0
    for _ in range(3000):
        kinds = rng.choice(["+-x/", "+x", "+-x", "-/", "x/"])
        hand = free_hand(rng, rng.randint(1, 6), kinds, 0.2)
        p = Position(rng.randint(0, 12), tuple(rng.sample(range(121), 3)), hand)
        cards = np.zeros(4 * 20, np.int64)
        for i, card in enumerate(hand):
            cards[4 * i] = OPERATORS.index(card.op)
            cards[4 * i + 1] = card.operand or 1
            cards[4 * i + 2] = card.operand or OPERAND_MAX
        twin = solve(p, engine="reference")
        for target in twin.per_target:
            passes = residues_reach(p.cold, target.hot, hand, cards)
            if target.min_cards is not None:
                assert passes, describe(p)
            ruled_out += not passes
    assert ruled_out > 0


def test_residues_modulo_a_prime_follow_a_division_by_its_multiples(verify_witnesses):
    """`_residue_sets` modulo a prime p with / cards whose operand p divides: a value not a
    multiple of p has no exact quotient by them (C3.2), so from cold 5 the hand below, whose +
    and - operands are even and x operands odd, keeps every value odd though it holds /? and
    /10, and its 0 (reached only by -4 on 4 or -6 on 6) is out of reach; the search from both
    ends needed 2**22 states to say so. 99,991 (odd) passes and is reached with 8 cards."""
    hand = parse_hand("+2 /1 x7 /? +6 /9 +10 +2 x9 -4 /5 /10 x5 x7 -6 +2 x9")
    cards = kernel_cards(search_order(hand))
    ruled = [residues_reach(5, t, hand, cards) for t in (0, 99991)]
    assert ruled == [False, True]
    answer = solve(Position(5, (0, 99991), hand), engine="kernel")
    verify_witnesses(answer)
    assert [t.min_cards for t in answer.per_target] == [None, 8]


def kernel_cards(hand) -> np.ndarray:
    """A hand's rows of the kernel's `cards` (operator, least and greatest operand)."""
    from deckmath.solvers.celsius.model import OPERATORS

    cards = np.zeros(4 * 20, np.int64)
    for i, card in enumerate(hand):
        cards[4 * i] = OPERATORS.index(card.op)
        cards[4 * i + 1] = card.operand or 1
        cards[4 * i + 2] = card.operand or OPERAND_MAX
    return cards


def one_sum_reach(cold: int, hot: int, hand) -> bool:
    """kernel._one_sum_reach on a hand: its `cards` rows and their prime powers, as
    `_fill_cards` lays them out."""
    from deckmath.solvers.celsius.model import OPERATORS

    powers = np.zeros(4 * 20, np.int64)
    for i, card in enumerate(hand):
        kernel._card_powers(np.int64(OPERATORS.index(card.op)), np.int64(card.operand or 0),
                            powers, np.int64(4 * i))
    return bool(kernel._one_sum_reach(np.int64(cold), np.int64(hot), np.int64(len(hand)),
                                      kernel_cards(hand), powers, np.empty(13, np.int64)))


def test_rough_parts_never_rule_out_a_hot_value_a_play_reaches(describe):
    """`_one_sum_reach` (kernel.py) drops a hot value only when no play reaches it: on 3,000
    small hands of x and / cards and one + or - card (C3.2: legal steps only; a cold value 0 or
    with a factor above 7 among them), every hot value the twin reaches passes it, and it does
    rule out some that are not reached."""
    rng = random.Random(9750)
    ruled_out = 0
    for _ in range(3000):
        hand = list(free_hand(rng, rng.randint(0, 6), "x/", 0.25))
        hand.insert(rng.randint(0, len(hand)), OperatorCard(
            rng.choice("+-"), None if rng.random() < 0.2 else rng.randint(1, OPERAND_MAX)))
        cold = rng.choice([0, 11, rng.randint(1, 12)])
        p = Position(cold, tuple(rng.sample(range(1, 200), 3)), tuple(hand))
        twin = solve(p, engine="reference")
        for target in twin.per_target:
            passes = one_sum_reach(cold, target.hot, hand)
            if target.min_cards is not None:
                assert passes, describe(p)
            ruled_out += not passes
    assert ruled_out > 0


def test_x_and_divide_cards_with_one_plus_card_from_cold_11(verify_witnesses):
    """C4.1, C4.4: 20 cards, x and / and one +1, from cold 11. 61, 71 and 73 are out of reach:
    61 s = 11 r + 1 has no solution in 7-smooth numbers r, s below the values a play can hold,
    and likewise for 71 and 73; 67 = 11 x 6 + 1 is reached. Rough parts say so without a search
    (until they did, this hand cost about 10 s of CPU), and the answer is the twin's on the
    reachable value's witness, which the checker verifies."""
    hand = parse_hand("/9 /8 x10 x4 x7 x9 /1 /? /4 x6 /? /? /10 x7 x? /8 /? x5 x2 +1")
    ruled = [one_sum_reach(11, t, search_order(hand)) for t in (61, 67, 71, 73)]
    assert ruled == [False, True, False, False]
    answer = solve(Position(11, (61, 67, 71, 73), hand), engine="kernel")
    verify_witnesses(answer)
    assert [t.min_cards for t in answer.per_target] == [None, 2, None, None]
    assert answer.optimal_plays == 2


def test_rough_parts_and_powers_decide_reach_with_one_plus_or_minus_card(describe):
    """`_one_sum_reach` decides whether a hand of x and / cards and one + or - card reaches a
    hot value (C3.2, C4.4), when the values stay below 2**44 (on small hands they do): a play
    without that card is x and / cards realizing the powers of 2, 3, 5, 7 the hot value needs;
    a play with it is v (the cold value's rough part), w = v + a or v - a (the hot value's),
    and the x and / cards shared between the two stretches so that each realizes exactly its
    powers (`_splits`). On 3,000 small hands aiming at hot values of the cold value's rough
    part (11 x a 7-smooth number from cold 11, C1.1's one cold value with a rough part above
    1; a 7-smooth number from the others) and at any value, it says "reachable" exactly when
    the twin reaches the hot value (but for a hot value equal to the cold one)."""
    rng = random.Random(9760)
    told = {True: 0, False: 0}
    smooth = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 25, 27, 35, 49, 63, 80)
    for _ in range(3000):
        hand = list(free_hand(rng, rng.randint(0, 6), "x/", 0.25))
        hand.insert(rng.randint(0, len(hand)), OperatorCard(
            rng.choice("+-"), None if rng.random() < 0.2 else rng.randint(1, OPERAND_MAX)))
        cold = rng.choice([11, rng.randint(0, 12)])
        hot = tuple((11 if cold == 11 else 1) * s for s in rng.sample(smooth, 2))
        hot += tuple(t for t in [rng.randint(1, 400)] if t not in hot)
        p = Position(cold, hot, tuple(hand))
        twin = solve(p, engine="reference")
        for target in twin.per_target:
            reached = target.min_cards is not None
            passes = one_sum_reach(cold, target.hot, hand)
            # A hot value equal to the cold value needs a card all the same (C4.2): only the
            # necessary direction holds there.
            assert passes == reached or (passes and target.hot == cold), describe(p)
            told[reached] += 1
    assert told[True] > 1000 and told[False] > 1000


def test_x_and_divide_cards_with_one_plus_card_aiming_at_the_cold_values_rough_part(
        verify_witnesses):
    """C4.1, C4.4: 20 cards from cold 11, x and / cards and +4, hot 77: 77 is 11 x 7, and no
    card raises a power of 7 (no x7, no x?), while 11 m + 4 is never a multiple of 11, so no
    play reaches it. Rough parts say so without a search (until they did, this hand cost
    about a second of CPU); 70 = 11 x 6 + 4 is reached with 2 cards."""
    hand = parse_hand("x6 /9 /5 x4 /1 x1 x9 x3 x2 /6 /? x10 /2 /10 x4 /4 x5 /5 /? +4")
    ruled = [one_sum_reach(11, t, search_order(hand)) for t in (70, 77, 11 * 8 * 9)]
    assert ruled == [True, False, True]
    answer = solve(Position(11, (70, 77), hand), engine="kernel")
    verify_witnesses(answer)
    assert [t.min_cards for t in answer.per_target] == [2, None]


@pytest.mark.parametrize("seed", range(3))
def test_a_large_hand_whose_residues_miss_every_hot_value_is_answered(seed, describe):
    """C4.1: 11 and 12 cards that keep an odd value odd (+ and - even operands, x odd ones)
    from an odd cold value: no even hot value is reached, as the twin finds by searching every
    state; the kernel says so without searching."""
    rng = random.Random(9800 + seed)
    for _ in range(3):
        hand = tuple(OperatorCard(op, rng.choice([2, 4, 6, 8, 10] if op in "+-" else [3, 5, 7]))
                     for op in (rng.choice("+-x") for _ in range(rng.randint(11, 12))))
        p = Position(rng.choice([1, 3, 5, 7, 9, 11]), (40, 48, 60, 64), hand)
        assert solve(p, engine="kernel") == solve(p, engine="reference"), describe(p)
