"""The whole-game kernel (reach_kernel.py) against its twin (reference.reach_within_four) and
against the exact solver (T5.1 fewest cards), and every witness through the checker (T6.2)."""
from __future__ import annotations

import random

import numpy as np
import pytest

from deckmath.solvers.totaux import check_calc, load_deck, solve_many
from deckmath.solvers.totaux.model import VARIANT_CODE, Card, table_arrays
from deckmath.solvers.totaux.reach import TableReach
from deckmath.solvers.totaux import reach_kernel, reference


def _tables(seed: int, count: int) -> list[tuple[Card, ...]]:
    """Reference-deck deals (T7.1) and random tables of 3 to 7 cards with small totals, so that
    unreachable cards and cards needing 5 or more occur too."""
    rng = random.Random(seed)
    deck = load_deck()
    out = []
    for i in range(count):
        if i % 2:
            out.append(tuple(rng.sample(deck.cards, 6)))
        else:
            n = rng.randint(3, 7)
            out.append(tuple(Card(*sorted((rng.randint(1, 6), rng.randint(1, 6))),
                                  rng.randint(1, 150)) for _ in range(n)))
    return out


def _small_tables(seed: int, count: int) -> list[tuple[Card, ...]]:
    """Random tables of 3 to 5 cards, totals 1..60: the twin is quick on them."""
    rng = random.Random(seed)
    return [tuple(Card(*sorted((rng.randint(1, 6), rng.randint(1, 6))), rng.randint(1, 60))
                  for _ in range(rng.randint(3, 5))) for _ in range(count)]


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_kernel_equals_twin(variant):
    """Same reach and same witness rows: 40 mixed tables and 1,000 small ones per variant."""
    for table in _tables(11 + len(variant), 40) + _small_tables(len(variant), 1000):
        reach, wit = reach_kernel.reach_within_four(*table_arrays(table), VARIANT_CODE[variant])
        twin, twin_rows = reference.reach_within_four(
            [(c.low, c.high, c.total) for c in table], VARIANT_CODE[variant])
        assert reach.tolist() == twin, table
        for i, k in enumerate(twin):
            if k > 0:
                assert [tuple(r) for r in wit[i, :k].tolist()] == twin_rows[i], (table, i)


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_fewest_cards_equal_the_exact_solver_and_witnesses_check(variant):
    tables = _tables(3 + len(variant), 200)
    for table, exact in zip(tables, solve_many(tables, variant)):
        reach = TableReach(table, variant)
        for i, result in enumerate(exact.by_card):
            assert reach.fewest(i) == result.min_cards, (table, i)
            combination = reach.combination(i)
            if result.min_cards is None:
                assert combination is None
                continue
            assert len(combination.positions) == result.min_cards
            verdict = check_calc(table, combination.calc, combination.positions)
            assert verdict.valid, (table, combination.to_text(), verdict.to_text())
            assert combination.calc.total == table[i].total
            assert combination.positions[-1] == i + 1


def test_within_limits_follow_fewest():
    for table in _tables(5, 80):
        reach = TableReach(table, "chain")
        for i in range(len(table)):
            fewest = reach.fewest(i)
            for limit in (3, 4, 5, 6, None):
                assert reach.within(i, limit) == (
                    fewest is not None and (limit is None or fewest <= limit))


def test_reference_engine_gives_the_same_reach():
    for table in _tables(8, 20):
        fast, slow = TableReach(table, "pair"), TableReach(table, "pair", engine="reference")
        assert [fast.fewest(i) for i in range(len(table))] == [
            slow.fewest(i) for i in range(len(table))]


def test_tiny_tables_reach_nothing():
    two = (Card(1, 2, 3), Card(2, 2, 4))
    reach, _ = reach_kernel.reach_within_four(*table_arrays(two), 0)
    assert reach.tolist() == [-1, -1]
    assert TableReach(two).fewest(0) is None
    assert TableReach(()).totals == []


def test_warm_runs():
    reach_kernel.warm()
    assert reach_kernel.ENTRY_POINTS == ("reach_within_four",)
    assert np.int64(reach_kernel.VALUE_MAX) == 6 * 6 * 6
