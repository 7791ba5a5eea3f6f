"""Hands of 11 to 20 cards (C4.1 as corrected: 7 are dealt, a player who could not play holds
more): the kernel against its plain-Python twin on seeded random positions of every size up to
20, the twin against brute force where brute force can go, every printed play re-checked, the
limits of the kernel's arithmetic (bounds, keys, counts) at their extremes, and 21 cards
refused everywhere a position is read."""
from __future__ import annotations

import math
import random
from collections import Counter

import orjson
import pytest

from deckmath.solvers.celsius import (
    Claim, Position, adjudicate, batch, parse_hand, parse_play, position_from_json, solve,
    solve_many,
)
from deckmath.solvers.celsius.model import (
    COLD_MAX, HAND_CARDS_MAX, HOT_MAX, OPERAND_MAX, PLAYS_MAX, OperatorCard,
)
from deckmath.solvers.errors import InputError

from test_kernel import expected_summary, naive_summary, solved, summary

BIG = range(11, HAND_CARDS_MAX + 1)


def deck_hand(rng: random.Random, deck, cards: int, kinds: str = "+-x/") -> tuple:
    """`cards` operator cards dealt from the reference deck's cards of the given operators."""
    return tuple(rng.sample([c for c in deck.operators if c.op in kinds], cards))


@pytest.mark.parametrize("seed", range(16))
def test_c4_kernel_agrees_with_twin_on_big_deck_hands(seed, deck, describe, verify_witnesses):
    """C4.1, C4.3-C4.5: dealt hands of 11 to 20 cards from the reference deck, 2 or 4 hot
    cards: kernel and twin agree on every figure and both print checked witnesses."""
    rng = random.Random(7000 + seed)
    sizes = Counter()
    for _ in range(60):
        cards = rng.choice(BIG)
        p = Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, rng.choice((2, 4)))),
                     deck_hand(rng, deck, cards))
        fast, slow = solved(p, verify_witnesses)
        assert summary(fast) == summary(slow), describe(p)
        assert fast == slow, f"witnesses differ: {describe(p)}"
        sizes[cards] += 1
    assert len(sizes) >= 8, sizes


@pytest.mark.parametrize("seed", range(6))
def test_c4_kernel_agrees_with_twin_on_big_hands_of_few_operators(seed, deck, describe,
                                                                  verify_witnesses):
    """C3.2, C4.3-C4.5: hands of 11 to 14 cards of two or three operators only (no + cards,
    no x cards...), where hot cards are often out of reach and the search runs through every
    layer before saying so (C4.4: none)."""
    rng = random.Random(7100 + seed)
    unreachable = 0
    for _ in range(25):
        kinds = rng.choice(["-x/", "+-/", "+-", "x/", "-/", "+/"])
        p = Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, rng.choice((2, 4)))),
                     deck_hand(rng, deck, rng.randint(11, 14), kinds))
        fast, slow = solved(p, verify_witnesses)
        assert fast == slow, describe(p)
        unreachable += any(t.min_cards is None for t in fast.per_target)
    assert unreachable >= 5, "the few-operator hands lost their unreachable hot cards"


def free_hand(rng: random.Random, cards: int, pool: int) -> tuple[OperatorCard, ...]:
    """`cards` cards drawn with repetition from `pool` random kinds (wildcards among them), so
    that equal cards repeat (C3.3, C4.5)."""
    kinds = [OperatorCard(rng.choice("+-x/"), rng.choice([None, *range(1, OPERAND_MAX + 1)]))
             for _ in range(pool)]
    return tuple(rng.choice(kinds) for _ in range(cards))


@pytest.mark.parametrize("seed", range(8))
def test_c4_5_kernel_agrees_with_twin_on_big_hands_with_repeats(seed, describe,
                                                              verify_witnesses):
    """C3.3, C4.5: 11 to 20 cards of 3 to 6 kinds (wildcards, duplicates), 1, 2 or 4 hot values
    in 0..120: equal cards give one play string, on every layer up to 20 cards."""
    rng = random.Random(7200 + seed)
    for _ in range(25):
        p = Position(rng.randint(0, COLD_MAX),
                     tuple(rng.sample(range(121), rng.choice((1, 2, 4)))),
                     free_hand(rng, rng.choice(BIG), rng.randint(3, 6)))
        fast, slow = solved(p, verify_witnesses)
        assert fast == slow, describe(p)


@pytest.mark.parametrize("seed", range(3))
def test_c4_naive_agrees_with_twin_on_hands_of_7_and_8(seed, draw_free_position, describe):
    """C4.2-C4.5: the naive search over every ordered selection equals the twin on the largest
    hands it can afford (7 and 8 cards, at most one wildcard), the sizes past a dealt hand."""
    rng = random.Random(7300 + seed)
    for _ in range(4):
        p = draw_free_position(rng, rng.choice((7, 8)), max_wild=1, hot_top=40)
        assert summary(solve(p, engine="reference")) == naive_summary(p), describe(p)


@pytest.mark.parametrize("seed", range(2))
def test_c4_5_brute_force_on_hands_of_7(seed, draw_free_position, brute_force, describe):
    """C4.5 read literally on 7-card hands: the tests' own brute force of play strings."""
    rng = random.Random(7400 + seed)
    for _ in range(3):
        p = draw_free_position(rng, 7, max_wild=1, hot_top=40)
        assert summary(solve(p, engine="reference")) == expected_summary(brute_force(p), p), \
            describe(p)


def test_solve_many_mixes_every_size_from_1_to_20(deck):
    """A batch holding hands of 1 to 20 cards (padded to the widest) answers each position as
    solve does alone, witnesses included."""
    rng = random.Random(7500)
    positions = [Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, rng.choice((2, 4)))),
                          deck_hand(rng, deck, 1 + i % HAND_CARDS_MAX)) for i in range(300)]
    assert solve_many(positions) == [solve(p) for p in positions]


def test_c4_5_all_twenty_cards_and_every_order_counted():
    """C4.3-C4.5 at 20 cards: +1 +1 +2 +2 ... +10 +10 from cold 0 reach 110 only with every
    card, in 20! / 2**10 distinct play strings (equal cards swapped give the same string);
    109 and 111 take 19 cards and none."""
    hand = parse_hand(" ".join(f"+{v} +{v}" for v in range(1, 11)))
    s = solve(Position(0, (110, 111), hand))
    assert (s.min_cards, s.target, s.optimal_plays) == (20, 110, math.factorial(20) // 2**10)
    assert s.per_target[1].min_cards is None
    s = solve(Position(0, (109,), hand))
    assert (s.min_cards, s.optimal_plays) == (19, math.factorial(19) // 2**9)


def test_c4_5_twin_counts_all_cards_and_every_order_on_ten():
    """The same count on 10 cards (10! / 2**5), by the kernel and by the twin."""
    hand = parse_hand(" ".join(f"+{v} +{v}" for v in range(1, 6)))
    for engine in ("kernel", "reference"):
        s = solve(Position(2, (32,), hand), engine=engine)
        assert (s.min_cards, s.optimal_plays) == (10, math.factorial(10) // 2**5), engine


def most_kept_value(cards: int) -> int:
    """The kernel docstring's bound on a kept state's value, computed over every split of
    `cards` cards between used (a additions, m x10) and left (s subtractions, d /10): the
    larger of min((c + 10a) * 10**m, (hot + 10s) * 10**d)."""
    best = 0
    for a in range(cards + 1):
        for m in range(cards + 1 - a):
            for s in range(cards + 1 - a - m):
                d = cards - a - m - s
                best = max(best, min((COLD_MAX + OPERAND_MAX * a) * OPERAND_MAX**m,
                                     (HOT_MAX + OPERAND_MAX * s) * OPERAND_MAX**d))
    return best


def test_kernel_values_and_keys_fit_int64():
    """The kernel's arithmetic (module docstring): a kept value is below 2**44, one step more
    below 2**48, and a key value * 2**19 + (mask mod 2**19) below 2**63; value * 2**20 + mask
    would not fit."""
    most = most_kept_value(HAND_CARDS_MAX)
    assert most < 2**44 and most * OPERAND_MAX < 2**48
    assert most * 2**(HAND_CARDS_MAX - 1) + 2**(HAND_CARDS_MAX - 1) < 2**63
    assert most * 2**HAND_CARDS_MAX >= 2**63


@pytest.mark.parametrize("hot, fewest", [((99999,), (None,)), ((100000, 99999), (4, None)),
                                         ((90000, 7), (4, None)), ((900,), (2,))])
def test_values_near_the_bound_are_searched_exactly(hot, fewest, verify_witnesses):
    """C4.3, C4.4 at the kernel's largest values: x9, eleven x10 and eight /10 from cold 10,
    with 99999 out of reach, keep states of value 9 * 10**12 (their key passes 2**63 with the
    whole mask in it) to the last layers, where the eight /10 could still bring it to 90000.
    Kernel and twin agree."""
    p = Position(10, hot, parse_hand(" ".join(["x9"] + ["x10"] * 11 + ["/10"] * 8)))
    fast, slow = solved(p, verify_witnesses)
    assert fast == slow
    assert tuple(t.min_cards for t in fast.per_target) == fewest


def test_c4_1_a_round_with_hands_of_20_cards():
    """C6 with hands of 20 cards (C4.1): the claims are checked against them; a 21st card is
    refused in one line."""
    hand = parse_hand(" ".join(["+1"] * 19 + ["x2"]))
    result = adjudicate(10, (22, 40), [Claim("ana", parse_play("+1 x2"))], {"ana": hand})
    assert result.winner == "ana" and result.claims[0].valid
    with pytest.raises(InputError, match="more than 20 cards"):
        adjudicate(10, (22, 40), [Claim("ana", parse_play("+1 x2"))],
                   {"ana": tuple(hand) + hand[:1]})


@pytest.mark.parametrize("hand", [
    ["+1"] * 21,
    ["+1"] * 20 + ["x11"],
    ["+1"] * 20 + [["x2"]],
    " ".join(["+1"] * 21),
    " ".join(["x?"] * 10_000),
])
def test_c4_1_hostile_big_hands_are_refused_in_one_line(hand):
    """C4.1, C5.4: a hand past 20 cards, or 20 good cards and one bad, is one line naming what
    is wrong, from the model and from the batch reader alike."""
    obj = {"cold": 3, "hot": [20, 30], "hand": hand}
    with pytest.raises(InputError) as model_err:
        position_from_json(obj)
    with pytest.raises(InputError) as batch_err:
        batch.read(obj)
    assert str(model_err.value) == str(batch_err.value)
    assert "\n" not in str(model_err.value)


def test_batch_answers_twenty_card_lines_as_the_model_does(deck):
    """The batch writer (batch.answer) on lines of 11 to 20 cards: Solution.to_json's JSON."""
    rng = random.Random(7600)
    objs = [{"cold": rng.choice(deck.cold), "hot": rng.sample(deck.hot, rng.choice((2, 4))),
             "hand": [str(c) for c in deck_hand(rng, deck, rng.choice(BIG))]} for _ in range(200)]
    got = [orjson.loads(bytes(line)) for line in batch.answer([batch.read(o) for o in objs])]
    want = [orjson.loads(orjson.dumps(s.to_json()))
            for s in solve_many([position_from_json(o) for o in objs], engine="kernel")]
    assert got == want


def test_c4_5_a_saturated_count_is_refused_not_printed(monkeypatch):
    """C4.5: the kernel's counts saturate at PLAYS_MAX; a position that reaches it is refused
    in one line by solve and by the batch writer (that line only), never printed wrong."""
    from deckmath.solvers.celsius import kernel

    real_one, real_many = kernel.solve_one, kernel.solve_many

    def saturated_one(*args):
        best, k, plays, *rest = real_one(*args)
        return (best, k, PLAYS_MAX, *rest)

    def saturated_many(*args):
        best, k, plays, *rest = real_many(*args)
        plays[0] = PLAYS_MAX
        return (best, k, plays, *rest)

    monkeypatch.setattr(kernel, "solve_one", saturated_one)
    monkeypatch.setattr(kernel, "solve_many", saturated_many)
    p = Position(10, (22, 40), parse_hand("+1 x2 x? -3 /2 +5 x4 +1"))
    with pytest.raises(InputError, match="beyond what deckmath counts"):
        solve(p, engine="kernel")
    out = batch.answer([batch.read(p.to_json()), batch.read(p.to_json())])
    assert isinstance(out[0], InputError) and "C4.5" in str(out[0])
    assert orjson.loads(bytes(out[1]))["optimal_plays"] == solve(p, "reference").optimal_plays
