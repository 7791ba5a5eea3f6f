"""The numba kernel against its plain-Python twin and against brute force (rules C3, C4.2-C4.5).

Every solution computed here also has its printed plays re-checked (`verify_witnesses`): a
solver may never print a wrong witness.
"""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.celsius import Position, parse_hand, position, solve, solve_many
from deckmath.solvers.celsius import reference
from deckmath.solvers.celsius.model import OperatorCard, hand_arrays

DECK_SEEDS = range(16)
POSITIONS_PER_SEED = 250
"""16 x 250 = 4000 random deck positions for kernel vs twin."""


def summary(solution) -> tuple:
    """What C4.3-C4.5 fix about a solution (witnesses may legitimately differ)."""
    return (solution.min_cards, solution.target, solution.optimal_plays,
            tuple((t.hot, t.min_cards) for t in solution.per_target))


def naive_summary(p: Position) -> tuple:
    """The same summary from reference.solve_by_permutations, the naive ground truth."""
    ops, operands = hand_arrays(p.hand)
    best, k, plays, per_min = reference.solve_by_permutations(
        p.cold, list(p.hot), ops.tolist(), operands.tolist())
    per_target = tuple((h, m if m >= 0 else None) for h, m in zip(p.hot, per_min))
    if best < 0:
        return None, None, 0, per_target
    return k, p.hot[best], plays, per_target


def expected_summary(expected, p: Position) -> tuple:
    """The summary from the tests' own brute force (conftest.brute_force)."""
    return (expected.min_cards, expected.target, expected.optimal_plays,
            tuple((h, expected.per_min[h]) for h in p.hot))


def solved(p: Position, verify_witnesses) -> tuple:
    """Kernel and twin solutions of `p`, both with their witnesses re-checked."""
    fast, slow = solve(p), solve(p, engine="reference")
    verify_witnesses(fast)
    verify_witnesses(slow)
    return fast, slow


def deck_positions(draw_position, seed: int, count: int) -> list[Position]:
    """`count` positions from the reference deck: 1..10 cards, 2 or 4 hot values (C4.1)."""
    rng = random.Random(seed)
    return [draw_position(rng, rng.randint(1, 10), rng.choice((2, 4))) for _ in range(count)]


@pytest.mark.parametrize("seed", DECK_SEEDS)
def test_c4_kernel_agrees_with_twin_on_deck_positions(seed, draw_position, describe,
                                                      verify_witnesses):
    """C4.3-C4.5: kernel and twin agree on min_cards, target, optimal_plays and every per-target
    min_cards, on random deals from the reference deck (wildcards included)."""
    positions = deck_positions(draw_position, seed, POSITIONS_PER_SEED)
    unreachable = wild = ten_cards = 0
    for p in positions:
        fast, slow = solved(p, verify_witnesses)
        assert summary(fast) == summary(slow), describe(p)
        unreachable += fast.target is None
        wild += any(c.is_wild for c in p.hand)
        ten_cards += len(p.hand) == 10
    assert unreachable and wild and ten_cards, "the random positions lost their variety"


def test_c4_solve_many_agrees_with_solve_one_by_one(draw_position):
    """solve_many (padded batch, parallel) gives exactly what solve gives position by position,
    with 2- and 4-hot positions and hands of every size mixed in one batch."""
    positions = deck_positions(draw_position, 1000, 400)
    batch = solve_many(positions)
    assert len(batch) == len(positions)
    for p, many in zip(positions, batch):
        assert many.position == p
        assert many.to_json() == solve(p).to_json()


def test_c4_solve_many_answers_alike_on_one_thread_and_on_two(draw_position):
    """kernel.solve_many shares chunks of positions among numba.get_num_threads() threads:
    one thread and two give the same answers, chunk boundaries and a short last chunk
    included (700 positions: chunks of 256, 256 and 188)."""
    import numba

    positions = deck_positions(draw_position, 1001, 700)
    before = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = [s.to_json() for s in solve_many(positions, engine="kernel")]
        numba.set_num_threads(min(2, numba.config.NUMBA_NUM_THREADS))
        two = [s.to_json() for s in solve_many(positions, engine="kernel")]
    finally:
        numba.set_num_threads(before)
    assert one == two


def test_solve_many_of_nothing_and_of_one(draw_position):
    """Edge sizes of a batch: empty, and a single position."""
    assert solve_many([]) == []
    p = position(10, "22,40", "+1 x2 x? -3 /2 +5 x4")
    assert [s.to_json() for s in solve_many([p])] == [solve(p).to_json()]


@pytest.mark.parametrize("seed", range(6))
def test_c4_naive_agrees_with_twin_and_kernel_on_free_hands(seed, draw_free_position, describe,
                                                             verify_witnesses):
    """C4.2-C4.5: on small hands of arbitrary cards (operands 1..10, wildcards) and hot values in
    0..60, the naive search over every ordered selection equals the twin and the kernel. This is
    what shows that the search's pruning and merging of states are sound."""
    rng = random.Random(seed)
    for _ in range(150):
        cards = rng.randint(1, 6)
        p = draw_free_position(rng, cards, max_wild=1 if cards == 6 else 2)
        fast, slow = solved(p, verify_witnesses)
        truth = naive_summary(p)
        assert summary(slow) == truth, describe(p)
        assert summary(fast) == truth, describe(p)


@pytest.mark.parametrize("seed", range(3))
def test_c4_naive_agrees_on_small_values(seed, draw_free_position, describe, verify_witnesses):
    """C3, C4.2-C4.5 near zero: cold 0..3 and hot values in 0..15 are reached in few cards,
    often all in the same layer, and 0 x n = 0 / 0 / n = 0 give many plays at once."""
    rng = random.Random(400 + seed)
    for _ in range(150):
        p = draw_free_position(rng, rng.randint(1, 5), max_wild=2, hot_top=15, cold_top=3)
        fast, slow = solved(p, verify_witnesses)
        truth = naive_summary(p)
        assert summary(slow) == truth, describe(p)
        assert summary(fast) == truth, describe(p)


@pytest.mark.parametrize("seed", range(3))
def test_c4_naive_agrees_with_kernel_on_small_deck_hands(seed, draw_position, describe):
    """C4.3-C4.5 on deals of up to 6 cards from the reference deck: naive search = kernel."""
    rng = random.Random(500 + seed)
    for _ in range(150):
        p = draw_position(rng, rng.randint(1, 5), rng.choice((2, 4)))
        assert summary(solve(p)) == naive_summary(p), describe(p)


@pytest.mark.parametrize("seed", range(3))
def test_c4_5_brute_force_of_play_strings_agrees(seed, draw_free_position, brute_force, describe):
    """C4.5 read literally: optimal_plays counts distinct canonical play strings. The tests' own
    brute force collects the strings; kernel, twin and the naive reference must match it."""
    rng = random.Random(100 + seed)
    for _ in range(80):
        p = draw_free_position(rng, rng.randint(1, 5), max_wild=2)
        truth = expected_summary(brute_force(p), p)
        assert naive_summary(p) == truth, describe(p)
        assert summary(solve(p, engine="reference")) == truth, describe(p)
        assert summary(solve(p)) == truth, describe(p)


def duplicate_hand(rng: random.Random) -> tuple[OperatorCard, ...]:
    """A hand of 2..6 cards drawn with repetition from a pool of three, so cards repeat."""
    pool = [OperatorCard(rng.choice("+-x/"), rng.choice([None, *range(1, 11)])) for _ in range(3)]
    return tuple(rng.choice(pool) for _ in range(rng.randint(2, 6)))


@pytest.mark.parametrize("seed", range(3))
def test_c4_5_equal_cards_count_once_on_random_duplicate_hands(seed, brute_force, describe,
                                                               verify_witnesses):
    """C3.3, C4.5: equal cards may each be used once, and give the same play string once."""
    rng = random.Random(200 + seed)
    checked = 0
    while checked < 60:
        hand = duplicate_hand(rng)
        if sum(c.is_wild for c in hand) > 3:
            continue
        p = Position(rng.randint(0, 12), tuple(rng.sample(range(61), rng.choice((2, 4)))), hand)
        truth = expected_summary(brute_force(p), p)
        fast, slow = solved(p, verify_witnesses)
        assert summary(fast) == truth, describe(p)
        assert summary(slow) == truth, describe(p)
        assert naive_summary(p) == truth, describe(p)
        checked += 1


@pytest.mark.parametrize("cold, hot, hand, min_cards, target, plays", [
    (10, (24, 99), "+1 +1 x2", 3, 24, 1),
    (0, (2, 50), "+2 +2", 1, 2, 1),
    (1, (6, 99), "x? x?", 1, 6, 1),
    (1, (6, 99), "x? x6", 1, 6, 2),
    (1, (6, 99), "x6 x6 x? x?", 1, 6, 2),
    (0, (2, 50), "+1 +1 +1", 2, 2, 1),
])
def test_c4_5_duplicate_cards_examples(cold, hot, hand, min_cards, target, plays):
    """C4.5 worked by hand: `+1 +1 x2` is one play, not two; `x6` and `x?=6` are two strings;
    two equal wildcards valued 6 give `x?=6` once."""
    for engine in ("kernel", "reference"):
        s = solve(Position(cold, hot, parse_hand(hand)), engine=engine)
        assert (s.min_cards, s.target, s.optimal_plays) == (min_cards, target, plays), engine


@pytest.mark.parametrize("cold, hot, hand", [
    (0, (20, 21), "+1"),
    (0, (20, 21, 24, 25), "-1 -5 -? /2 /?"),
    (7, (20, 30), "/2"),
    (12, (20, 100), "-3 /2 /3 -1"),
    (5, (5, 50), "+1"),
])
def test_c4_3_nothing_reachable(cold, hot, hand, verify_witnesses):
    """C4.2-C4.4: no play reaches a hot value: min_cards and target are none, every per-target
    entry is none and there are 0 optimal plays (a cold value equal to a hot value does not
    count: a play uses at least one card)."""
    p = Position(cold, hot, parse_hand(hand))
    assert naive_summary(p)[:3] == (None, None, 0)
    for engine in ("kernel", "reference"):
        s = solve(p, engine=engine)
        verify_witnesses(s)
        assert (s.min_cards, s.target, s.play, s.optimal_plays) == (None, None, None, 0), engine
        assert all(t.min_cards is None and t.play is None for t in s.per_target), engine


@pytest.mark.parametrize("hot, hand, expected", [
    ((0,), "x? x2 /3 +1", (1, 0, 12)),
    ((0, 5), "x? +5", (1, 5, 1)),
    ((0, 5), "/? +5", (1, 5, 1)),
    ((5, 0), "x3 +5", (1, 5, 1)),
    ((0, 10), "-? +5 x2", (1, 0, 1)),
])
def test_c3_zero_stays_zero_under_x_and_divide(hot, hand, expected):
    """C3.1-C3.2 from cold 0: 0 x n = 0 and 0 / n = 0 for every n, so from cold 0 such a card
    reaches hot 0 in one card (a wildcard with each of its 10 values: 10 strings, C4.5), and
    fewer cards beat the higher hot card (C4.3); 0 -? is illegal."""
    p = Position(0, hot, parse_hand(hand))
    assert naive_summary(p)[:3] == expected
    for engine in ("kernel", "reference"):
        s = solve(p, engine=engine)
        assert (s.min_cards, s.target, s.optimal_plays) == expected, engine
        assert s.per_target[hot.index(0)].min_cards == 1, engine


def test_c4_3_cold_equal_to_hot_needs_a_card():
    """C4.2: a play uses at least one card: cold 5 with hot 5 is reached by `+1 -1` or `-1 +1`
    (two strings), not by playing nothing."""
    s = solve(position(5, [5, 50], "+1 -1"))
    assert (s.min_cards, s.target, s.optimal_plays) == (2, 5, 2)


def test_c4_3_wildcard_zero_times_anything():
    """C1.3, C4.5: from cold 0, `x?` reaches hot 0 in one card with any of its 10 values, which
    are 10 distinct play strings `x?=1`..`x?=10`."""
    s = solve(position(0, [0, 100], "x?"))
    assert (s.min_cards, s.target, s.optimal_plays) == (1, 0, 10)


@pytest.mark.parametrize("seed", range(2))
def test_c3_nothing_reachable_above_every_sum(seed, deck, describe):
    """C3.1-C3.3: with only + and - cards, no value above cold + the sum of the + operands
    (a wildcard counting 10) can be reached; both engines must say so."""
    rng = random.Random(300 + seed)
    cards = [c for c in deck.operators if c.op in "+-"]
    for _ in range(60):
        hand = tuple(rng.sample(cards, rng.randint(1, 10)))
        cold = rng.randint(0, 12)
        ceiling = cold + sum(10 if c.is_wild else c.operand for c in hand if c.op == "+")
        hot = tuple(rng.sample(range(ceiling + 1, ceiling + 200), rng.choice((2, 4))))
        p = Position(cold, hot, hand)
        for engine in ("kernel", "reference"):
            s = solve(p, engine=engine)
            assert (s.target, s.optimal_plays) == (None, 0), f"{engine}: {describe(p)}"


def test_c4_3_fewest_cards_beat_a_higher_hot_card():
    """C4.3: 20 in one card (x2) beats 90 in two (x3 x3) although 90 is higher."""
    s = solve(position(10, [20, 90], "x3 x2 x3"))
    assert (s.min_cards, s.target, s.optimal_plays) == (1, 20, 1)
    assert [(t.hot, t.min_cards) for t in s.per_target] == [(20, 1), (90, 2)]


def test_c4_3_tie_goes_to_the_higher_hot_card():
    """C4.3: one card reaches 20 and one reaches 30: the best play targets 30."""
    for hot in ([20, 30], [30, 20]):
        s = solve(position(10, hot, "x2 x3"))
        assert (s.min_cards, s.target, s.optimal_plays) == (1, 30, 1)


def test_c3_1_left_to_right_without_precedence():
    """C3.1: `10 +1 x2` is (10 + 1) x 2 = 22, never 10 + 1 x 2 = 12."""
    s = solve(position(10, [22, 12], "+1 x2"))
    assert [(t.hot, t.min_cards) for t in s.per_target] == [(22, 2), (12, None)]
    assert [str(c) for c in s.play] == ["+1", "x2"]


@pytest.mark.parametrize("cold, hot, hand, play", [
    (3, (2, 50), "-5 +4", ["+4", "-5"]),
    (7, (3, 50), "/2 -1", ["-1", "/2"]),
])
def test_c3_2_only_legal_orders_count(cold, hot, hand, play):
    """C3.2: `3 -5` goes below 0 and `7 /2` is inexact, so only the other order counts."""
    s = solve(Position(cold, hot, parse_hand(hand)))
    assert (s.min_cards, s.target, s.optimal_plays) == (2, hot[0], 1)
    assert [str(c) for c in s.play] == play


def test_c4_large_hot_values():
    """C1.4: user decks may have large hot values: cold 10 then four x10 is 100000."""
    s = solve(position(10, [100000, 99999], "x10 x10 x10 x10 +1"))
    assert (s.min_cards, s.target) == (4, 100000)
    assert s.per_target[1].min_cards is None


def test_c4_rule_example(verify_witnesses):
    """The CLI example worked by hand: 10 x4 = 40 in one card, with x4 or x?=4 (2 strings);
    no single card reaches 22 (+? gives at most 20), two do (10 +1 x2)."""
    s = solve(position(10, "22,40", "+1 x2 x? -3 /2 +5 x4"))
    verify_witnesses(s)
    assert (s.min_cards, s.target, s.optimal_plays) == (1, 40, 2)
    assert [(t.hot, t.min_cards) for t in s.per_target] == [(22, 2), (40, 1)]
    assert [str(c) for c in s.play] == ["x4"]
