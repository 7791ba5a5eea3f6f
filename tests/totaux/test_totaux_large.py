"""Fallback mode (12 cards finish in bounded memory): tables past the exact
programme's budget are answered by the layered search. Its claims are checked against the
exact solver on tables small enough for both (the fallback forced by a tiny budget), the
kernel against its plain-Python twin, and a 12-card reference deal end to end via the CLI."""
from __future__ import annotations

import functools
import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from deckmath import cli
import deckmath.solvers.totaux
from deckmath.solvers.totaux import (
    Card, TooLarge, check_announce, check_calc, deal, load_deck, parse_calc, parse_table, search,
    solve, solve_many,
)
from deckmath.solvers.totaux import is_prime

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = parse_table("35:24 16:7 22:13 44:50 15:31 26:12")
BUDGETS = st.sampled_from([1, 20, 60, 300, 2000, 10**9])


@st.composite
def cards(draw):
    """A card, doubles over-represented (T1.1; they test T3.7)."""
    a = draw(st.integers(1, 6))
    b = a if draw(st.booleans()) else draw(st.integers(1, 6))
    return Card(min(a, b), max(a, b), draw(st.integers(1, 400)))


def tables():
    """Tables of 3 to 7 cards, totals 1..400."""
    return st.lists(cards(), min_size=3, max_size=7).map(tuple)


def forced(table, variant, budget):
    """The fallback answer on a table the exact programme could count (max_states=1)."""
    return solve(table, variant, max_states=1, search_states=budget)


def assert_honest(fallback, exact):
    """Every claim of the fallback agrees with the exact solve (T5.1, T5.2), every example
    passes the checker at its positions (T6.2), and `searched_up_to` K is honest: no card
    whose fewest cards are <= K is reported unreached."""
    k = fallback.searched_up_to
    assert 2 <= k <= len(exact.table)
    for f, e in zip(fallback.by_card, exact.by_card):
        assert f.count is None and f.count_exact is False
        if f.min_cards is None:
            assert f.searched_up_to == k and f.example is None
            assert e.min_cards is None or e.min_cards > k
            continue
        assert f.min_cards == e.min_cards and f.searched_up_to is None
        ex = f.example
        assert len(ex.positions) == f.min_cards and ex.positions[-1] == f.position
        assert check_calc(exact.table, parse_calc(str(ex.calc)), ex.positions).valid
    if k == len(exact.table):
        assert [f.min_cards for f in fallback.by_card] == [e.min_cards for e in exact.by_card]
    if fallback.best_total_certain:
        assert fallback.best_total == exact.best_total
    elif fallback.best_total is not None:
        assert fallback.best_total < exact.best_total or any(
            f.min_cards is None for f in fallback.by_card)
    assert not fallback.prime_possible or exact.prime_possible
    if fallback.prime_possible_certain:
        assert fallback.prime_possible == exact.prime_possible


@settings(max_examples=60, deadline=None)
@given(tables(), st.sampled_from(["chain", "pair"]), BUDGETS)
def test_forced_fallback_claims_only_what_the_exact_solver_confirms(table, variant, budget):
    exact = solve(table, variant)
    fallback = forced(table, variant, budget)
    if fallback.complete:
        assert fallback == exact
        return
    assert_honest(fallback, exact)


@settings(max_examples=60, deadline=None)
@given(tables(), st.sampled_from(["chain", "pair"]), BUDGETS)
def test_search_kernel_matches_twin(table, variant, budget):
    """The project rule: the numba kernel and its plain-Python twin agree on every field
    (same order of work: same fewest cards, witnesses, budget stops and K)."""
    assert search(table, variant, max_states=budget) == search(table, variant, "reference",
                                                               max_states=budget)


def test_search_stops_when_every_card_is_reached():
    """All six cards of the example are reached with 3 or 4 cards: the search stops there,
    before trying longer combinations (K = 3: every combination of up to 3 cards)."""
    found = search(EXAMPLE)
    assert found.searched_up_to == 3
    assert [r.min_cards for r in found.by_card] == [r.min_cards for r in solve(EXAMPLE).by_card]


def test_search_to_the_end_decides_every_card():
    """With no card reachable, the search goes through every mask (K = n) and the unreached
    cards are then certainly unreachable with any number of cards."""
    table = parse_table("11:99999 11:99998 11:99997 11:99989")
    found = search(table)
    assert found.searched_up_to == 4 and all(r.min_cards is None for r in found.by_card)
    assert found.best_total is None


def test_fallback_json_shape():
    """Keys added only in fallback mode (solve.py docstring); the normal shape is kept."""
    data = forced(EXAMPLE, "chain", 60).to_json()
    assert list(data)[:6] == ["table", "variant", "best_total", "prime_possible",
                              "combinations", "by_card"]
    assert data["complete"] is False and data["combinations"] is None
    assert "combinations_overflow" not in data
    k = data["searched_up_to"]
    assert isinstance(data["best_total_certain"], bool)
    assert isinstance(data["prime_possible_certain"], bool)
    unreached = [c for c in data["by_card"] if c["min_cards"] is None]
    assert unreached, "a budget of 60 states stops before every card is reached"
    for c in data["by_card"]:
        assert c["count"] is None and c["count_exact"] is False and "count_overflow" not in c
        assert c.get("searched_up_to") == (k if c["min_cards"] is None else None)
    exact = solve(EXAMPLE).to_json()
    assert "complete" not in exact and "searched_up_to" not in exact


def test_best_total_uncertain_when_a_higher_card_is_unresolved():
    fallback = forced(EXAMPLE, "chain", 60)
    best = fallback.best_total
    higher = [r for r in fallback.by_card if r.min_cards is None and r.card.total > (best or 0)]
    assert fallback.best_total_certain is (not higher)
    text = fallback.to_text()
    k = fallback.searched_up_to
    assert (f"(a bound: every combination of up to {fallback.counted_up_to} cards counted, "
            "then the counting budget was full); fewest cards: every combination of up to "
            f"{k} cards searched") in text
    assert f"not reached with up to {k} cards (unknown beyond {k})" in text
    if higher:
        assert "highest found" in text


def test_announcement_of_an_unresolved_card_is_not_called_unreachable():
    """T6.1 on a fallback answer: found is valid, absent from the table is unreachable, but an
    unresolved card's total is unknown: TooLarge (exit 2), never a false `unreachable`."""
    fallback = forced(EXAMPLE, "chain", 60)
    found = next(r for r in fallback.by_card if r.min_cards is not None)
    assert check_announce(EXAMPLE, found.card.total, solution=fallback).valid
    assert check_announce(EXAMPLE, 9999, solution=fallback).reason == "unreachable"
    missing = next(r for r in fallback.by_card if r.min_cards is None)
    with pytest.raises(TooLarge, match="unknown"):
        check_announce(EXAMPLE, missing.card.total, solution=fallback)


def test_fallback_false_still_refuses():
    with pytest.raises(TooLarge, match="states"):
        solve(EXAMPLE, max_states=100, fallback=False)
    with pytest.raises(TooLarge):
        solve_many([EXAMPLE], max_states=100, fallback=False)


def test_solve_many_falls_back_per_table():
    small = parse_table("12:3 34:11 55:9")
    many = solve_many([EXAMPLE, small], max_states=100, search_states=10**6)
    assert many == [solve(EXAMPLE, max_states=100, search_states=10**6), solve(small)]
    assert many[0].complete is False and many[1].complete is True


def test_cli_list_on_a_table_too_large_is_refused_before_printing(monkeypatch):
    monkeypatch.setattr(deckmath.solvers.totaux, "solve",
                        functools.partial(deckmath.solvers.totaux.solve, max_states=100))
    result = CliRunner().invoke(cli.main, ["totaux", "solve", "--table", " ".join(
        str(c) for c in EXAMPLE), "--list", "3", "--json"])
    assert result.exit_code == 2 and result.stdout == ""
    assert "--list" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_cli_12_card_reference_deal_finishes_in_bounded_memory():
    """A 12-card reference-deck deal finishes (exit 0) via the CLI, in a child process
    whose peak RSS stays under a generous cap (figures in benchmarks/README.md)."""
    table = deal(load_deck(), 3, 12)
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "totaux", "solve", "--table",
                           " ".join(map(str, table)), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    assert done.returncode == 0, done.stderr
    assert peak_mb < 3000
    data = json.loads(done.stdout)
    assert data["complete"] is False and data["combinations"] is None
    for card in data["by_card"]:
        if card["min_cards"] is None:
            assert card["searched_up_to"] == data["searched_up_to"]
            continue
        ex = card["example"]
        assert check_calc(table, parse_calc(ex["calc"]), tuple(ex["positions"])).valid
    reached = [c["total"] for c in data["by_card"] if c["min_cards"] is not None]
    assert data["best_total"] == max(reached)
    assert data["prime_possible"] == any(is_prime(t) for t in reached)


def test_check_batch_unknown_announcement_is_one_bad_line(monkeypatch, tmp_path):
    """An announcement the fallback search cannot settle is that line's error object; the
    other lines are still answered (ARCHITECTURE.md batch rule) and the batch exits 2."""
    import functools
    import json

    from click.testing import CliRunner

    from deckmath import cli
    import deckmath.solvers.totaux.check as checking

    small = functools.partial(checking.solve, max_states=10, search_states=200)
    monkeypatch.setattr(checking, "solve", small)
    table = ["35:24", "16:7", "22:13", "44:50", "15:31", "26:12"]
    lines = [{"table": table, "announce": 24}, {"table": table, "announce": 50},
             {"table": table, "announce": 31}]
    path = tmp_path / "claims.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    result = CliRunner().invoke(cli.main, ["totaux", "check", "--batch", str(path)])
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o.get("valid") for o in out] == [True, None, True]
    assert out[1]["line"] == 2 and "50" in out[1]["error"]
    assert result.exit_code == 2


def test_no_counts_gives_the_exact_fewest_cards_without_counts():
    """--no-counts answers from the layered search: each card's fewest cards and example agree
    with the exact solve (T5.1), counts are reported as not computed, never guessed."""
    import json

    from click.testing import CliRunner

    from deckmath import cli
    from deckmath.solvers.totaux import check_calc, parse_calc, parse_table, solve

    text = "35:24 16:7 22:13 44:50 15:31 26:12"
    result = CliRunner().invoke(cli.main, ["totaux", "solve", "--table", text, "--no-counts", "--json"])
    assert result.exit_code == 0
    fast = json.loads(result.stdout)
    exact = solve(parse_table(text))
    assert fast["complete"] is False and fast["combinations"] is None
    for card, truth in zip(fast["by_card"], exact.by_card):
        assert card["min_cards"] == truth.min_cards
        assert card["count"] is None and card["count_exact"] is False
        if card["example"]:
            calc = parse_calc(card["example"]["calc"])
            assert check_calc(parse_table(text), calc, tuple(card["example"]["positions"])).valid


def test_no_counts_refuses_list_and_batch():
    from click.testing import CliRunner

    from deckmath import cli

    for extra in (["--list", "3"], ["--batch", "-"]):
        result = CliRunner().invoke(cli.main, ["totaux", "solve", "--table", "35:24 16:7 22:13",
                                               "--no-counts", *extra])
        assert result.exit_code == 2


@pytest.mark.parametrize("extra", [[], ["--no-counts"]])
def test_the_phases_of_a_large_table_are_said_in_the_readers_language(extra):
    """What a 10-card table's solve says it is doing on stderr (counting, then searching) is in
    the output's language, as every other line is."""
    from vocabulary import assert_in_language

    table = " ".join(map(str, deal(load_deck(), 3, 10)))
    for lang in ("fr", "en"):
        done = CliRunner().invoke(cli.main, ["totaux", "solve", "--table", table, "--lang", lang,
                                             *extra])
        assert done.exit_code == 0, done.output
        phases = [line for line in done.stderr.splitlines() if line.strip()]
        assert phases
        for line in phases:
            assert_in_language(line, lang, "totaux solve's phases")
