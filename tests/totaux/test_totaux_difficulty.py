"""The model of a person solving a Totaux puzzle (solvers/totaux/difficulty.py): the chains it
finds working are exactly those the solver's listing holds (T3), its expected effort is what
seeded searches take on average, a total out of reach costs every chain ending on it, every
calculation a search finds passes the checker (T6.2), and the greedy player's chance is a
probability."""
from __future__ import annotations

import random
import statistics

import pytest

from deckmath.solvers.totaux import check_calc, combinations, load_deck, parse_table, solve
from deckmath.solvers.totaux import difficulty
from deckmath.solvers.totaux.deck import draw_table


def _tables(count: int, seed: int):
    rng = random.Random(seed)
    return [draw_table(load_deck(), rng) for _ in range(count)]


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_working_chains_are_those_the_solvers_listing_holds(variant):
    """Three-card chains on 12 dealt tables, every card as the last: the chains the model
    finds working are the positions of the solver's combinations of three cards (T3.7)."""
    for table in _tables(12, 3):
        reach = difficulty.Reach(table, variant)
        for last in range(len(table)):
            listed = {c.positions for c in combinations(table, variant, last_position=last + 1,
                                                        cards=3)}
            found = {tuple(i + 1 for i in chain) for chain in reach.working(last, 3)}
            assert found == listed, (table, last)


def test_four_card_chains_agree_with_the_listing_too():
    table = _tables(1, 9)[0]
    reach = difficulty.Reach(table, "chain")
    for last in (0, 5):
        listed = {c.positions for c in combinations(table, "chain", last_position=last + 1,
                                                    cards=4)}
        assert {tuple(i + 1 for i in c) for c in reach.working(last, 4)} == listed


def _plans(kind: str, count: int, seed: int):
    rng = random.Random(seed)
    for table in _tables(count, seed):
        solution = solve(table)
        fewest = [r.min_cards for r in solution.by_card]
        target = rng.randrange(len(table)) + 1
        if kind == "make" and fewest[target - 1] is None:
            continue
        if kind == "highest" and solution.best_total is None:
            continue
        yield table, solution, target, difficulty.plan(table, "chain", kind, target, fewest)


@pytest.mark.parametrize("kind", ["highest", "make"])
def test_the_expected_effort_is_the_mean_of_seeded_searches(kind):
    for table, _, _, plan in list(_plans(kind, 8, 4)):
        reach = difficulty.Reach(table, "chain")
        rng = random.Random(1)
        runs = [difficulty.search(plan, reach, rng).effort for _ in range(600)]
        spread = statistics.stdev(runs) / 600 ** 0.5 if len(set(runs)) > 1 else 0.0
        assert abs(statistics.fmean(runs) - difficulty.effort(plan)) <= 4 * spread + 1e-9


@pytest.mark.parametrize("kind", ["highest", "make"])
def test_every_calculation_a_search_finds_passes_the_checker(kind):
    rng = random.Random(2)
    for table, solution, target, plan in _plans(kind, 25, 5):
        run = difficulty.search(plan, difficulty.Reach(table, "chain"), rng)
        verdict = check_calc(table, run.calc, tuple(i + 1 for i in run.chain))
        assert verdict.valid, (table, run)
        aimed = solution.best_total if kind == "highest" else table[target - 1].total
        fewest = min(r.min_cards for r in solution.by_card
                     if r.card.total == aimed and r.min_cards is not None)
        assert run.calc.total == aimed and run.calc.cards == fewest


def test_a_total_out_of_reach_costs_every_chain_ending_on_it():
    """The table's highest total (99991) cannot be made: the person tries the 320 chains of 3 to
    6 cards ending on it before the next total, so "highest" costs 320 more than "make" on the
    next card."""
    table = parse_table("11:99991 12:20 13:11 11:9 12:30 11:7")
    solution = solve(table)
    fewest = [r.min_cards for r in solution.by_card]
    assert fewest[0] is None and solution.best_total is not None
    best = next(i for i, c in enumerate(table) if c.total == solution.best_total) + 1
    highest = difficulty.effort(difficulty.plan(table, "chain", "highest", None, fewest))
    make = difficulty.effort(difficulty.plan(table, "chain", "make", best, fewest))
    assert highest == pytest.approx(make + 320)


def test_the_greedy_players_chance_is_a_probability_and_it_can_fail():
    chances = []
    for table, solution, target, plan in _plans("make", 20, 6):
        chance = difficulty.greedy(table, "chain", plan.group, solution.by_card[target - 1]
                                   .min_cards)
        assert 0.0 <= chance <= 1.0
        chances.append(chance)
    assert min(chances) < 1.0 < max(chances) + 1e-9
