"""The model of a person solving a Celsius puzzle (solvers/celsius/difficulty.py): its exact
expected effort agrees with many seeded searches, it is 1 on a hand where every card lands on
the target and large on a constructed hard hand, every play a search finds is an optimal one
by the checker (C5), and the greedy player's chance is what its rule gives."""
from __future__ import annotations

import random
import statistics

import pytest

from deckmath.solvers.celsius import check, difficulty, load_deck, parse_play, position, solve
from deckmath.solvers.celsius.deck import deal_position
from deckmath.solvers.celsius.model import format_play
from deckmath.solvers.notation import apply_step


def _dealt(count: int, seed: int):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        p = deal_position(load_deck(), rng, 2)
        s = solve(p)
        if s.target is not None:
            found.append((p, s))
    return found


def test_every_card_landing_on_the_target_costs_one_try():
    easy = position(10, [20, 30], ["+10", "+10", "x2", "x2", "+10", "x2", "x2"])
    assert difficulty.effort(easy, 20) == 1.0
    assert difficulty.search(easy, 20, random.Random(1)).effort == 1


def test_a_single_card_among_seven_costs_four_tries_on_average():
    """One card of seven lands: its place in a random order is 4 on average ((7 + 1) / 2)."""
    one = position(10, [20, 90], ["+10", "+1", "+2", "+3", "+4", "+5", "+6"])
    assert solve(one).min_cards == 1
    assert difficulty.effort(one, 20) == pytest.approx(4.0)


def _pass_size(cold: int, hand, depth: int) -> int:
    """Partial plays of at most `depth` cards, counted the slow way: every ordering of the hand's
    cards (equal cards alike), each wildcard in the middle as each value that keeps C3.2, as the
    last card of the pass once if some value does."""
    import itertools

    seen = set()
    for order in itertools.permutations(hand, depth):
        for length in range(1, depth + 1):
            prefixes = [((), cold)]
            for i, card in enumerate(order[:length]):
                last = i == depth - 1
                grown = []
                for shown, value in prefixes:
                    values = ([card.operand] if card.operand is not None else
                              [None] if last else list(difficulty.WILD_VALUES))
                    for w in values:
                        if w is None:
                            if any(apply_step(card.op, value, v) is not None
                                   for v in difficulty.WILD_VALUES):
                                grown.append((shown + ((str(card), "?"),), value))
                            continue
                        after = apply_step(card.op, value, w)
                        if after is not None:
                            grown.append((shown + ((str(card), w),), after))
                prefixes = grown
            seen.update(shown for shown, _ in prefixes)
    return len(seen)


def test_the_passes_before_the_last_are_worked_out_whole():
    """The effort is every partial play of the shorter passes (counted here the slow way),
    then, in the last pass, at least the plays on the way to the answer and at most all."""
    checked = 0
    for p, s in _dealt(60, 8):
        if not 2 <= s.min_cards <= 3:
            continue
        before = sum(_pass_size(p.cold, p.hand, k) for k in range(1, s.min_cards))
        last = _pass_size(p.cold, p.hand, s.min_cards)
        assert s.min_cards <= difficulty.effort(p, s.target) - before <= last, p
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("seed", [1, 2])
def test_the_exact_expectation_agrees_with_seeded_searches(seed):
    """The mean of 400 searches in random orders falls within 4 standard errors of the exact
    expected effort, on dealt puzzles."""
    for p, s in _dealt(6, seed):
        expected = difficulty.effort(p, s.target)
        rng = random.Random(seed)
        runs = [difficulty.search(p, s.target, rng).effort for _ in range(400)]
        spread = statistics.stdev(runs) / 20 if len(set(runs)) > 1 else 0.0
        assert abs(statistics.fmean(runs) - expected) <= 4 * spread + 1e-9, (p, expected)


def test_every_play_a_search_finds_is_optimal_by_the_checker():
    rng = random.Random(5)
    for p, s in _dealt(40, 3):
        run = difficulty.search(p, s.target, rng)
        verdict = check(p, parse_play(format_play(run.play)), s.target)
        assert verdict.valid and verdict.optimal_overall, (p, run.play)
        assert len(run.play) == s.min_cards and run.effort >= 1


def test_the_ceiling_stops_the_count_short_of_the_whole_effort():
    for p, s in _dealt(20, 4):
        whole = difficulty.effort(p, s.target)
        capped = difficulty.effort(p, s.target, ceiling=10)
        assert capped == whole or whole > capped >= 10


def test_the_greedy_player_succeeds_when_its_rule_leads_there_and_fails_on_a_trap():
    """Greedy plays a card that lands when one does, else the one nearest to a hot card: from
    10, x5 leaves 50 (10 from 40) rather than x2's 20, and then no card lands; the best play
    is x2 x2."""
    sure = position(10, [20], ["x2", "+3"])
    assert difficulty.greedy(sure, 20, 1) == 1.0
    trap = position(10, [40], ["x5", "x2", "x2"])
    best = solve(trap)
    assert (best.min_cards, best.target) == (2, 40)
    assert difficulty.greedy(trap, 40, 2) == 0.0
    for p, s in _dealt(30, 6):
        assert 0.0 <= difficulty.greedy(p, s.target, s.min_cards) <= 1.0
