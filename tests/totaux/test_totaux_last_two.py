"""The last two layers counted without their states (kernel._last_two, reference._last_two):
kernel against twin on seeded random tables, every field and every witness, each witness
re-verified by the checker (T6.2); both the chain path (factored through the second face) and
the pair path (rows of the exact set) run here."""
from __future__ import annotations

import random

import numpy as np
import pytest

from deckmath.solvers.totaux import Card, check_calc, kernel, parse_calc, reference, solve
from deckmath.solvers.totaux.model import table_arrays


def assert_witnesses_check(solution):
    """Each witness passes the checker at its positions, with the fewest cards (T5.1, T6.2)."""
    for r in solution.by_card:
        if r.min_cards is None:
            assert r.example is None and r.count == 0
            continue
        ex = r.example
        assert len(ex.positions) == r.min_cards and ex.positions[-1] == r.position
        assert check_calc(solution.table, parse_calc(str(ex.calc)), ex.positions).valid


def _table(rng: random.Random, n: int, total_max: int) -> tuple[Card, ...]:
    out = []
    for _ in range(n):
        a = rng.randint(1, 6)
        b = a if rng.random() < 0.25 else rng.randint(1, 6)
        out.append(Card(min(a, b), max(a, b), rng.randint(1, total_max)))
    return tuple(out)


@pytest.mark.parametrize("variant", ["chain", "pair"])
@pytest.mark.parametrize("n, tables", [(4, 600), (5, 400), (6, 150), (7, 12)])
def test_kernel_matches_twin_on_seeded_tables(variant, n, tables):
    rng = random.Random(1000 * n + (variant == "pair"))
    for _ in range(tables):
        table = _table(rng, n, rng.choice([12, 40, 120, 400]))
        fast = solve(table, variant, engine="kernel")
        slow = solve(table, variant, engine="reference")
        assert fast == slow, table
        assert_witnesses_check(fast)


def test_eight_cards_against_twin():
    """Two 8-card tables (the twin takes seconds each): the three-left exact set, then the
    last two layers."""
    rng = random.Random(8)
    for variant in ("chain", "pair"):
        table = _table(rng, 8, 99)
        fast = solve(table, variant, engine="kernel")
        assert fast == solve(table, variant, engine="reference")
        assert_witnesses_check(fast)


def test_last_two_layers_are_marked_virtual():
    """The masks of n - 2 and n - 1 cards keep no states (seg_lo = VIRTUAL) and every
    witness state is appended after the kept ones, outside every segment."""
    table = _table(random.Random(5), 6, 60)
    vals, _, _, seg_lo, seg_hi, reach, _, wit_state, complete = kernel.build(
        *table_arrays(table), kernel.CHAIN, 1 << 25)
    assert complete
    sizes = np.array([bin(m).count("1") for m in range(64)])
    assert (seg_lo[(sizes >= 4) & (sizes <= 5)] == kernel.VIRTUAL).all()
    kept = max(int(h) for h in seg_hi if h >= 0)
    for last, s in enumerate(wit_state):
        if reach[last] >= 5:
            assert s >= kept


def _complete(kind, cards, table, m):
    if kind == "twin":
        return reference.programme(cards, 0, True, m)[4]
    return bool(kernel.build(*table_arrays(table), kernel.CHAIN, m)[8])


@pytest.mark.parametrize("seed", range(6))
def test_budget_counts_the_states_not_kept(seed):
    """complete exactly when the states of every layer, kept or not, fit max_states, as in the
    twin and the forward programme; when complete, the answers are those without a budget."""
    rng = random.Random(seed)
    table = _table(rng, 5 + seed % 2, 60)
    cards = [(c.low, c.high, c.total) for c in table]
    lo, hi = 1, 1 << 20
    while lo < hi:
        mid = (lo + hi) // 2
        if _complete("twin", cards, table, mid):
            hi = mid
        else:
            lo = mid + 1
    for m in range(max(1, lo - 3), lo + 4):
        assert _complete("kernel", cards, table, m) == _complete("twin", cards, table, m) == (m >= lo)
    # Near the budget every layer is kept (the forward programme): the same answers and the
    # same witnesses as the last two layers counted without states.
    fa, fb, tot = table_arrays(table)
    far = kernel.solve_table(fa, fb, tot, kernel.CHAIN, 1 << 25)
    near = kernel.solve_table(fa, fb, tot, kernel.CHAIN, lo)
    assert near[4] and far[4] and near[3] > far[3]
    for i in range(3):
        assert np.array_equal(far[i], near[i])
