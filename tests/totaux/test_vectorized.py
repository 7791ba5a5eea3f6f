"""The numpy engine (solvers/totaux/vectorized.py) answers exactly as the kernel: reach, counts
and witnesses (T5.1, T3.7), so `solve` may pick it by size (a deal in a blink)."""
from __future__ import annotations

import random
import sys

import pytest
from hypothesis import given, settings, strategies as st

from deckmath.solvers.totaux import load_deck, solve, vectorized
from deckmath.solvers.totaux.deck import draw_table
from deckmath.solvers.totaux.solve import engine_for

from test_totaux_solve import assert_witnesses_check, tables


@settings(max_examples=150, deadline=None)
@given(tables(3, 6, total_max=400), st.sampled_from(["chain", "pair"]))
def test_vectorized_equals_kernel_on_random_tables(table, variant):
    """Totals 1..400, doubles and repeated cards included."""
    fast = solve(table, variant, engine="vectorized")
    assert fast == solve(table, variant, engine="kernel")
    assert_witnesses_check(fast)


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_vectorized_equals_kernel_on_reference_deals(variant):
    """Deals as players get them (T7.1): 40 seeded 6-card tables of the reference deck."""
    deck, rng = load_deck(), random.Random(8)
    for _ in range(40):
        table = draw_table(deck, rng)
        assert solve(table, variant, engine="vectorized") == solve(table, variant, engine="kernel")


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_vectorized_equals_kernel_on_the_largest_tables_it_takes(variant):
    """Tables of VECTOR_MAX cards (a deal and one card more), dealt from the reference deck:
    the engine a first command of that size uses answers as the kernel does."""
    deck, rng = load_deck(), random.Random(18)
    for _ in range(6):
        table = draw_table(deck, rng, vectorized.VECTOR_MAX)
        fast = solve(table, variant, engine="vectorized")
        assert fast == solve(table, variant, engine="kernel")
        assert_witnesses_check(fast)


def test_vectorized_hands_over_to_the_kernel_past_its_budget():
    """Past max_states the kernel answers (its fallback mode), not a truncated count."""
    table = draw_table(load_deck(), random.Random(3))
    small = solve(table, engine="vectorized", max_states=50)
    assert small == solve(table, engine="kernel", max_states=50)
    assert not small.complete


def test_auto_picks_numpy_up_to_7_cards_until_the_kernel_is_loaded(monkeypatch):
    """A first command on a deal or a 7-card table neither imports numba nor compiles a kernel;
    once a process holds the kernel (a larger table, a batch, a census), the kernel answers
    every table, at a few milliseconds instead of numpy's tenths of a second."""
    solving = sys.modules[engine_for.__module__]
    deck = load_deck()
    seven = draw_table(deck, random.Random(1), 7)
    eight = draw_table(deck, random.Random(1), 8)
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    assert engine_for(seven) == "vectorized"
    assert engine_for(eight) == "kernel"
    solving._kernel()
    assert solving._KERNEL_AT_HAND
    assert engine_for(seven) == engine_for(draw_table(deck, random.Random(1))) == "kernel"
