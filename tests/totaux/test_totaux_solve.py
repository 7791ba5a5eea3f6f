"""Solver (T3, T5): numba kernel vs plain-Python twin vs brute force, every field; every witness
and every listed combination re-verified by the checker (T6.2)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from deckmath.solvers.totaux import (
    Card, TooLarge, check_calc, combinations, parse_calc, parse_table, solve, solve_many,
)
from deckmath.solvers.totaux import kernel, reference
from deckmath.solvers.totaux import is_prime

EXAMPLE = parse_table("35:24 16:7 22:13 44:50 15:31 26:12")


@st.composite
def cards(draw, total_max=400):
    """A card with doubles over-represented (T1.1 allows them; they test T3.7)."""
    a = draw(st.integers(1, 6))
    b = a if draw(st.booleans()) and draw(st.booleans()) else draw(st.integers(1, 6))
    return Card(min(a, b), max(a, b), draw(st.integers(1, total_max)))


def tables(low=3, high=7, total_max=400):
    return st.lists(cards(total_max), min_size=low, max_size=high).map(tuple)


def assert_witnesses_check(solution):
    """A solver may never print a wrong witness: each one passes the checker, pinned to its
    positions, with the fewest cards and ending on its own card (T5.1, T6.2)."""
    for r in solution.by_card:
        if r.min_cards is None:
            assert r.example is None and r.count == 0
            continue
        ex = r.example
        assert len(ex.positions) == r.min_cards == ex.calc.cards
        assert ex.positions[-1] == r.position
        assert ex.calc.total == r.card.total
        assert ex.calc.variant == solution.variant
        verdict = check_calc(solution.table, parse_calc(str(ex.calc)), ex.positions)
        assert verdict.valid, (str(ex.calc), ex.positions, verdict)
        assert r.count >= 1


@settings(max_examples=60)
@given(tables(), st.sampled_from(["chain", "pair"]))
def test_kernel_matches_twin_on_every_field(table, variant):
    """Issue 3 item 5: random tables of 3 to 7 cards, totals 1..400, doubles included."""
    fast = solve(table, variant, engine="kernel")
    slow = solve(table, variant, engine="reference")
    assert fast == slow
    assert fast.to_json() == slow.to_json()
    assert_witnesses_check(fast)


@settings(max_examples=40)
@given(tables(3, 4, total_max=60), st.sampled_from(["chain", "pair"]))
def test_counts_match_brute_force(table, variant):
    """T3.7 ground truth: every combination written out as a string, distinct ones counted."""
    code = 0 if variant == "chain" else 1
    truth = reference.brute_force([(c.low, c.high, c.total) for c in table], code)
    solution = solve(table, variant)
    for r, found in zip(solution.by_card, truth):
        assert r.count == len(found)
        assert r.min_cards == (min(len(p) for p, _ in found) if found else None)
    listed = set((c.positions, str(c.calc)) for c in combinations(table, variant))
    assert listed == {(tuple(i + 1 for i in p), text) for found in truth for p, text in found}


@settings(max_examples=30)
@given(tables(3, 4, total_max=60), st.sampled_from(["chain", "pair"]), st.data())
def test_listing_filtered_by_last_card_and_size(table, variant, data):
    """The filters behind `generate --unique` (one shortest combination): the combinations
    ending on one card with exactly k cards, against the brute force's."""
    code = 0 if variant == "chain" else 1
    truth = reference.brute_force([(c.low, c.high, c.total) for c in table], code)
    last = data.draw(st.integers(1, len(table)))
    k = data.draw(st.integers(3, len(table)))
    listed = {(c.positions, str(c.calc))
              for c in combinations(table, variant, last_position=last, cards=k)}
    assert listed == {(tuple(i + 1 for i in p), text) for p, text in truth[last - 1]
                      if len(p) == k}


@settings(max_examples=25)
@given(tables(3, 5, total_max=100), st.sampled_from(["chain", "pair"]))
def test_listing_is_complete_ordered_and_checked(table, variant):
    """--list all: as many as counted, fewest cards first, all distinct, and
    each one valid for the checker at its positions."""
    solution = solve(table, variant)
    listed = list(combinations(table, variant))
    assert len(listed) == solution.combinations
    sizes = [len(c.positions) for c in listed]
    assert sizes == sorted(sizes)
    assert len({(c.positions, str(c.calc)) for c in listed}) == len(listed)
    for combo in listed:
        assert check_calc(table, combo.calc, combo.positions).valid, combo


@pytest.mark.parametrize("text", ["11:1 11:1 11:1", "11:3 22:4 33:9", "66:36 12:6 66:1 23:5"])
def test_doubles_are_not_double_counted(text):
    """T3.7: the brute force enumerates both faces and both orders of every card and counts
    distinct strings; the solver, which takes a double's face once, must agree."""
    table = parse_table(text)
    for code, variant in enumerate(("chain", "pair")):
        truth = reference.brute_force([(c.low, c.high, c.total) for c in table], code)
        assert [len(f) for f in truth] == [r.count for r in solve(table, variant).by_card]


def test_example_table_and_best_announcement():
    """T5.2: best = highest reachable total; prime_possible from the reachable ones."""
    solution = solve(EXAMPLE)
    assert solution.best_total == max(r.card.total for r in solution.by_card if r.min_cards)
    assert solution.prime_possible == any(is_prime(r.card.total) for r in solution.by_card
                                          if r.min_cards)
    data = solution.to_json()
    assert list(data) == ["table", "variant", "best_total", "prime_possible", "combinations",
                          "by_card"]
    assert list(data["by_card"][0]) == ["position", "card", "total", "min_cards", "count",
                                        "example"]
    assert [r["position"] for r in data["by_card"]] == [1, 2, 3, 4, 5, 6]
    assert data["combinations"] == sum(r["count"] for r in data["by_card"])
    assert_witnesses_check(solution)
    assert_witnesses_check(solve(EXAMPLE, "pair"))


def test_unreachable_cards():
    """A total no combination reaches: min_cards null, count 0, no example; best null."""
    table = parse_table("11:99999 11:99998 11:99997")
    solution = solve(table)
    assert solution.best_total is None and solution.prime_possible is False
    assert solution.combinations == 0
    assert all(r.to_json()["min_cards"] is None and r.example is None for r in solution.by_card)


def test_solve_many_matches_solve():
    tables = [EXAMPLE, parse_table("12:3 34:11 55:9"), parse_table("66:36 11:1 23:5 45:20")]
    for variant in ("chain", "pair"):
        assert solve_many(tables, variant) == [solve(t, variant) for t in tables]


def test_count_saturation_helpers():
    """Counts past int64 saturate to OVER (-1) instead of wrapping (T5.1)."""
    big = 2**63 - 1
    assert kernel.add_count(big, 1) == kernel.OVER
    assert kernel.add_count(big - 1, 1) == big
    assert kernel.add_count(kernel.OVER, 0) == kernel.OVER
    assert kernel.mul_count(2**62, 2) == kernel.OVER
    assert kernel.mul_count(2**61, 2) == 2**62


def test_overflowed_counts_are_reported_not_wrapped():
    """The JSON says count null + count_overflow (and for the total) when a count is OVER."""
    from deckmath.solvers.totaux.solve import _solution

    reach = np.array([3, 3, -1])
    counts = np.array([kernel.OVER, 5, 0])
    rows = np.full((3, 12, 5), -1)
    rows[0, :3] = [[1, 2, -1, -1, -1], [2, 1, 0, 0, 1], [0, 1, 0, -1, -1]]
    rows[1, :3] = [[0, 1, -1, -1, -1], [2, 1, 0, 0, 1], [1, 1, 0, -1, -1]]
    table = parse_table("11:5 22:5 11:9")
    data = _solution(table, "chain", reach, counts, rows).to_json()
    assert data["combinations"] is None and data["combinations_overflow"] is True
    assert data["by_card"][0]["count"] is None and data["by_card"][0]["count_overflow"] is True
    assert "count_overflow" not in data["by_card"][1]


def test_memory_budget_refuses_cleanly():
    """Past the budget, without the fallback (test_totaux_large.py), solve raises TooLarge
    (exit 2), not MemoryError; the listing, which needs every state, always does."""
    with pytest.raises(TooLarge, match="states"):
        solve(EXAMPLE, max_states=100, fallback=False)
    with pytest.raises(TooLarge):
        next(combinations(EXAMPLE, max_states=100))


def test_listing_streams():
    """The listing is a generator: the first items come without building the list."""
    first = list(itertools.islice(combinations(EXAMPLE), 5))
    assert len(first) == 5 and all(len(c.positions) == 3 for c in first)


def test_pruning_bound_is_never_violated_by_a_counted_state():
    """The kernel's bound (proof in kernel.py) only drops states that cannot end: a run
    without pruning (huge bounds) gives the same counts on small tables."""
    for text in ("35:24 16:7 22:13 44:50", "66:200 11:1 23:5 45:20", "12:3 34:11 55:9 66:1"):
        table = parse_table(text)
        cards_ = [(c.low, c.high, c.total) for c in table]
        for code in (0, 1):
            truth = reference.brute_force(cards_, code)
            assert [len(f) for f in truth] == reference.solve_table(cards_, code)[1]


@pytest.mark.parametrize("size, seed, total_max", [(7, 0, 60), (7, 1, 60), (7, 2, 99)])
def test_three_cards_left_set_drops_only_states_that_cannot_end(size, seed, total_max,
                                                                monkeypatch):
    """The exact set with three cards left (tables of reference.THREE_LEFT cards or more,
    proof in kernel.py): the kernel agrees with the twin on every field, and the twin's counts,
    fewest cards and witnesses are those of a run without that set (one and two cards left
    only, themselves checked against the brute force above). Seeded random tables, doubles
    over-represented, both variants."""
    import random

    rng = random.Random(seed)
    table = []
    for _ in range(size):
        a = rng.randint(1, 6)
        b = a if rng.random() < 0.3 else rng.randint(1, 6)
        table.append(Card(min(a, b), max(a, b), rng.randint(1, total_max)))
    table = tuple(table)
    cards_ = [(c.low, c.high, c.total) for c in table]
    for variant, code in (("chain", 0), ("pair", 1)):
        fast = solve(table, variant, engine="kernel")
        slow = solve(table, variant, engine="reference")
        assert fast == slow
        assert_witnesses_check(fast)
        with_set = reference.solve_table(cards_, code)
        monkeypatch.setattr(reference, "THREE_LEFT", size + 1)
        without = reference.solve_table(cards_, code)
        monkeypatch.undo()
        assert with_set == without
