"""Counts as bounds (solvers/totaux/solve.py, fallback mode): when the exact count passes its
budget, each card's count is a lower bound (the combinations of at most K cards counted, then
some), said as a bound in the text and in JSON, in both languages; fewest cards and examples
stay exact and pass the checker. Counts given exactly are those of the old budget's path."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from deckmath.solvers.totaux import (
    Card, check_calc, deal, load_deck, parse_calc, parse_table, solve, solve_many,
)
from deckmath.solvers.totaux.solve import COUNT_STATES, FEWEST_STATES, MAX_STATES, combinations

EXAMPLE = parse_table("35:24 16:7 22:13 44:50 15:31 26:12")
DEAL_12 = "24:95 33:52 46:11 23:89 16:46 24:77 46:73 12:39 55:94 14:61 56:6 34:62"
"""Reference deal 1 of 12 cards: far past the count's budget."""


@st.composite
def cards(draw):
    """A card, doubles over-represented (T1.1; they test T3.7)."""
    a = draw(st.integers(1, 6))
    b = a if draw(st.booleans()) else draw(st.integers(1, 6))
    return Card(min(a, b), max(a, b), draw(st.integers(1, 200)))


def counted_by_listing(table, variant, k_max):
    """Per card position, the combinations of at most k_max cards ending on it, listed one by
    one (the streamed listing, T3.7)."""
    per_card = Counter()
    for k in range(3, min(k_max, len(table)) + 1):
        for combo in combinations(table, variant, cards=k):
            per_card[combo.positions[-1]] += 1
    return per_card


def assert_examples_check(solution):
    """Every example has the card's fewest cards, ends on it and passes the checker (T6.2)."""
    for r in solution.by_card:
        if r.min_cards is None:
            continue
        ex = r.example
        assert len(ex.positions) == r.min_cards and ex.positions[-1] == r.position
        assert check_calc(solution.table, parse_calc(str(ex.calc)), ex.positions).valid


@settings(max_examples=80, deadline=None)
@given(st.lists(cards(), min_size=3, max_size=6).map(tuple), st.sampled_from(["chain", "pair"]),
       st.sampled_from([1, 8, 30, 100, 400, 2000]))
def test_a_bound_is_a_true_bound(table, variant, budget):
    """A count stopped by its budget: each card's bound is at most its exact count and at
    least the combinations of at most K cards ending on it (K = counted_up_to), listed one by
    one; the table's bound is at most its exact total; fewest cards are the exact ones."""
    exact = solve(table, variant)
    bounded = solve(table, variant, max_states=budget)
    if bounded.complete:
        assert bounded == exact
        return
    k = bounded.counted_up_to
    assert 2 <= k <= len(table)
    listed = counted_by_listing(table, variant, k)
    for b, e in zip(bounded.by_card, exact.by_card):
        assert b.count is None and b.count_exact is False
        assert listed[b.position] <= b.count_at_least <= e.count
        assert b.min_cards in (None, e.min_cards)
        if b.count_at_least > 0:
            assert b.min_cards == e.min_cards
    assert bounded.combinations_at_least <= exact.combinations
    assert_examples_check(bounded)


@pytest.mark.parametrize("variant", ["chain", "pair"])
@pytest.mark.parametrize("budget", [COUNT_STATES, 5000])
def test_counts_given_exactly_are_the_old_budgets_counts(variant, budget):
    """Deals the old path (budget 2**25 states) counts: today's answer is the same where it
    is exact, and a true bound with the same fewest cards where it is not."""
    deck = load_deck()
    tables = [deal(deck, seed, size) for size in (6, 7, 8) for seed in range(1, 4)]
    kinds = set()
    for table in tables:
        old = solve(table, variant, "kernel", MAX_STATES, fallback=False)
        now = solve(table, variant, "kernel", budget)
        kinds.add(now.complete)
        if now.complete:
            assert now == old
            continue
        assert [r.min_cards for r in now.by_card] == [r.min_cards for r in old.by_card]
        for n, o in zip(now.by_card, old.by_card):
            assert n.count_at_least <= (2**63 if o.count is None else o.count)
        assert_examples_check(now)
    assert kinds == ({True} if budget == COUNT_STATES else {True, False})


def test_twelve_cards_within_the_budgets_bound_said_as_a_bound():
    """A 12-card reference deal: counts as bounds (K, the sum), every card reached with its
    exact fewest cards and a checked example; JSON keys a program can read."""
    table = parse_table(DEAL_12)
    solution = solve(table)
    assert not solution.complete and solution.search_ended == "every-card-reached"
    assert_examples_check(solution)
    data = solution.to_json()
    k = data["counted_up_to"]
    assert 3 <= k < 12
    assert data["combinations"] is None
    assert data["combinations_at_least"] == sum(c["count_at_least"] for c in data["by_card"])
    for c in data["by_card"]:
        assert c["count"] is None and c["count_exact"] is False
        assert c["count_at_least"] > 0 and c["min_cards"] <= k
    exact_search = solve(table, max_states=1, search_states=FEWEST_STATES)
    assert [r.min_cards for r in exact_search.by_card] == [r.min_cards for r in solution.by_card]


def test_bounds_said_in_both_languages():
    """The text says "at least" for each card and for the table, with how far the count
    went, in English and in French (solvers/totaux/words.py)."""
    bounded = solve(EXAMPLE, max_states=30)
    assert not bounded.complete
    k = bounded.counted_up_to
    en, fr = bounded.to_text("en"), bounded.to_text("fr").replace("\u202f", " ")
    assert f"combinations: at least {bounded.combinations_at_least} (a bound: every " \
           f"combination of up to {k} cards counted" in en
    assert "combinaisons : au moins" in fr and f"d'au plus {k} cartes comptées" in fr
    reached = [r for r in bounded.by_card if r.min_cards is not None]
    assert reached
    for r in reached:
        assert f"{r.min_cards} cards min, at least {r.count_at_least} combination" in en
        assert f"{r.min_cards} cartes au minimum, au moins" in fr


def test_search_alone_has_no_bound_keys():
    """--no-counts (the search alone) computes no count: no bound is claimed."""
    from deckmath.solvers.totaux import search

    data = search(EXAMPLE).to_json()
    assert "counted_up_to" not in data and "combinations_at_least" not in data
    assert all("count_at_least" not in c for c in data["by_card"])


def test_solve_many_gives_the_same_bounds_as_solve():
    tables = [EXAMPLE, parse_table(DEAL_12)[:9], parse_table("12:3 34:11 55:9")]
    assert solve_many(tables, max_states=200) == [solve(t, max_states=200) for t in tables]


def test_overflowing_partial_count_is_a_bound_of_2_63():
    """A partial count past int64 (the kernel's OVER) is the bound 2**63, never negative."""
    from deckmath.solvers.totaux.solve import _bounded

    bounded = _bounded(EXAMPLE, "chain", FEWEST_STATES, [-1, 0, 5, 0, 0, 0], 4)
    assert [r.count_at_least for r in bounded.by_card] == [2**63, 0, 5, 0, 0, 0]
    assert bounded.combinations_at_least == 2**63


PEAK = """
import sys
from deckmath import cli


def run():
    try:
        cli.main(["totaux", "solve", "--table", sys.argv[1], "--json"])
    except SystemExit:
        pass


run()
with open("/proc/self/clear_refs", "w") as refs:
    refs.write("5")
run()
with open("/proc/self/status") as status:
    peak = next(line for line in status if line.startswith("VmHWM:"))
print(int(peak.split()[1]) // 1024, file=sys.stderr)
"""
"""The command twice in one process, the peak resident memory reset between (Linux's
clear_refs): the second run's peak, with the kernels loaded, whatever the first had to compile
when the cache lacked a kernel (compiling alone can pass 500 MB)."""


def test_cli_12_cards_peak_memory_under_300_mb():
    """The whole command, in a child process, peaks under 300 MB (interpreter, numba and
    numpy included; figures in benchmarks/README.md), its kernels loaded (PEAK). Memory, not
    time, is asserted."""
    done = subprocess.run([sys.executable, "-c", PEAK, DEAL_12], capture_output=True,
                          text=True, timeout=600)
    data = json.loads(done.stdout.splitlines()[-1])
    assert data["counted_up_to"] >= 3
    assert int(done.stderr.strip().splitlines()[-1]) < 300
    assert COUNT_STATES <= FEWEST_STATES
