"""The reference deck (T1.2) and its designer."""
from __future__ import annotations

import pytest

from deckmath.solvers.totaux import designer as totaux_deck
from deckmath.solvers.decks import reference_text
from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux import deal, load_deck
from deckmath.solvers.totaux import is_prime


def test_reference_deck_shape():
    """T1.2: 48 cards a publisher would print: distinct totals 1..99 spread over the
    range (3 to 7 per tenth), a third of them prime, every pair of faces present."""
    deck = load_deck()
    totals = [c.total for c in deck.cards]
    assert len(deck.cards) == 48 and len(set(totals)) == 48
    assert all(1 <= t <= 99 for t in totals)
    assert all(3 <= sum((t - 1) // 10 == tenth or (tenth == 9 and t == 99) for t in totals) <= 7
               for tenth in range(10))
    pairs = {(a, b) for a in range(1, 7) for b in range(a, 7)}
    assert {c.faces for c in deck.cards} == pairs                 # every unordered pair
    assert sum(is_prime(t) for t in totals) == 16                 # a third prime
    assert totaux_deck.allowed(totals)


def _header_figures(shipped: str) -> list[str]:
    return [line for line in shipped.splitlines() if line.startswith(("#   chain", "#   pair"))]


def test_shipped_header_states_what_the_deck_measures():
    """The objective's figures in the deck file's header are what the deck gives, re-measured
    here on the same held-out deals, and they meet the objective: some total in every deal, a
    few totals reachable with 3 cards, the best announcement needing 4 cards or more in most
    deals, and the highest total rarely trivially the best."""
    shipped = reference_text("totaux")
    seed = int(next(line for line in shipped.splitlines()
                    if line.startswith("seed")).split("=")[1])
    steps = int(shipped.split("--steps ")[1].split()[0])
    deck = load_deck().cards
    chain, pair = totaux_deck.report(deck, seed)
    rebuilt = totaux_deck.to_toml(deck, seed, steps, chain, pair)
    assert _header_figures(rebuilt) == _header_figures(shipped)
    assert rebuilt == shipped
    for figures in (chain, pair):
        assert figures.any_reachable >= 0.99
        assert 1.5 <= figures.three_card_cards <= 3
        assert figures.best_needs_four >= 0.6
        assert figures.top_trivial <= 0.05


def test_designer_is_reproducible_and_keeps_its_constraints():
    """The same seed and budget design the same deck (so the shipped file can be rebuilt byte
    for byte with the command in its header); every deck it designs meets the constraints."""
    first = totaux_deck.design(7, steps=6, tune_deals=40)
    assert first == totaux_deck.design(7, steps=6, tune_deals=40)
    assert totaux_deck.allowed([c.total for c in first])
    assert first != totaux_deck.design(8, steps=6, tune_deals=40)
    pairs = sorted((c.low, c.high) for c in first)
    assert all(pairs.count((a, b)) in (2, 3) for a in range(1, 7) for b in range(a, 7))


def test_deal_is_seeded():
    deck = load_deck()
    assert deal(deck, 5) == deal(deck, 5) and len(set(deal(deck, 5))) <= 6


def test_user_deck_errors(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('cards = ["35:24", "77:3"]\n')
    with pytest.raises(InputError, match="faces must be two digits"):
        load_deck(bad)
    few = tmp_path / "few.toml"
    few.write_text('cards = ["35:24", "11:3"]\n')
    with pytest.raises(InputError, match="a deal turns 6"):
        load_deck(few)
    none = tmp_path / "none.toml"
    none.write_text('name = "x"\n')
    with pytest.raises(InputError, match="needs cards"):
        load_deck(none)
