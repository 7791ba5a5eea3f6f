"""The model of a person solving a Grauso "go out" puzzle (solvers/grauso/difficulty.py): one
play examined on a hand that one pair empties, its exact expected effort what seeded searches
take on average, every way out a search finds legal and shortest by the checker (G3, G3.6),
and the greedy player's chance what its rule gives, 0 on a constructed trap."""
from __future__ import annotations

import random
import statistics

import pytest

from deckmath.solvers.grauso import check_sequence, difficulty, load_deck, solve
from deckmath.solvers.grauso.deck import deal_position
from deckmath.solvers.grauso.model import Position


def _dealt(count: int, seed: int, cards: int = 6):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        dealt = deal_position(load_deck(), rng, cards)
        p = Position(dealt.top, dealt.hand, rng.randint(0, 1))
        s = solve(p)
        if s.fewest is not None:
            found.append((p, s))
    return found


def test_a_hand_one_pair_empties_costs_one_play():
    easy = Position(10, (5, 3), 0)
    assert solve(easy).fewest == 1
    assert difficulty.effort(easy) == 1.0
    assert difficulty.search(easy, random.Random(1)).effort == 1


def test_the_ideal_counts_a_play_per_neutral_card_and_per_two_others():
    assert difficulty.ideal((0, 0, 5, -3, 7)) == 4
    assert difficulty.ideal((5, -3, 7, 1)) == 2


@pytest.mark.parametrize("seed", [1, 2])
def test_the_exact_expectation_agrees_with_seeded_searches(seed):
    for p, _ in _dealt(8, seed):
        rng = random.Random(seed)
        runs = [difficulty.search(p, rng).effort for _ in range(400)]
        spread = statistics.stdev(runs) / 20 if len(set(runs)) > 1 else 0.0
        assert abs(statistics.fmean(runs) - difficulty.effort(p)) <= 4 * spread + 1e-9, p


def test_every_way_out_a_search_finds_is_legal_and_shortest():
    rng = random.Random(3)
    for p, s in _dealt(40, 4):
        run = difficulty.search(p, rng)
        verdict = check_sequence(p, run.sequence, s.fewest)
        assert verdict.valid and verdict.optimal, (p, run.sequence)
        assert len(run.sequence) == s.fewest <= run.effort <= difficulty.effort(p) * 50


def test_a_longer_way_out_costs_the_whole_shorter_pass_first():
    """Where going out needs a play more than pairs alone, the person has first tried every
    way within the ideal number of plays: more plays than the answer's own."""
    longer = [(p, s) for p, s in _dealt(60, 5) if s.fewest > difficulty.ideal(p.hand)]
    assert longer
    for p, s in longer:
        assert difficulty.effort(p) > s.fewest + 1


def test_the_greedy_player_falls_into_a_pair_that_leaves_no_way_on():
    """From 10 with 9, 8 and -20: either pair (-11 or -12) leaves a card that cannot follow;
    the way out is 9, then 8&-20. The greedy player sheds a pair first and never goes out."""
    trap = Position(10, (9, 8, -20), 0)
    assert solve(trap).fewest == 2
    assert difficulty.greedy(trap, 2) == 0.0
    assert difficulty.greedy(Position(10, (5, 3), 0), 1) == 1.0
    for p, s in _dealt(30, 6):
        assert 0.0 <= difficulty.greedy(p, s.fewest) <= 1.0


def test_a_big_hand_is_measured_by_seeded_searches_the_same_every_time():
    """Hands of more than EXACT_CARDS cards: the effort is the mean of SAMPLES searches seeded
    by the position, so the same puzzle gets the same figure, near the exact expectation."""
    for p, s in _dealt(3, 7, cards=difficulty.EXACT_CARDS + 1):
        first = difficulty.effort(p, fewest=s.fewest)
        assert first == difficulty.effort(p, fewest=s.fewest)
        exact = difficulty.exact(p, fewest=s.fewest)
        assert s.fewest <= first and 0.25 * exact <= first <= 4 * exact
        assert difficulty.effort(p, 2.0) == 2.0 or first < 2.0
