"""The reference deck (T1.2, issue 3 item 2) and its designer."""
from __future__ import annotations

from importlib import resources

import pytest

from deckmath.solvers.totaux import designer as totaux_deck
from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux import deal, load_deck
from deckmath.solvers.totaux import is_prime


def test_reference_deck_shape():
    deck = load_deck()
    assert len(deck.cards) == 48
    pairs = {(a, b) for a in range(1, 7) for b in range(a, 7)}
    assert {c.faces for c in deck.cards} == pairs                 # every unordered pair
    assert sum(is_prime(c.total) for c in deck.cards) == 16       # a third prime
    assert len({c.total for c in deck.cards}) == 48


def test_designer_reproduces_the_shipped_file_byte_for_byte():
    """Rerunning the designer with the same seed writes the same bytes (issue 3 item 2)."""
    shipped = resources.files("deckmath.solvers.decks").joinpath("totaux.toml").read_text("utf-8")
    high = int(next(line for line in shipped.splitlines()
                    if line.startswith("highest_total")).split("=")[1])
    deck = totaux_deck.design(2024, high)
    assert tuple(str(c) for c in deck) == tuple(str(c) for c in load_deck().cards)
    chain = totaux_deck.measure(deck, totaux_deck.REPORT_DEALS, 2024)
    pair = totaux_deck.measure(deck, totaux_deck.REPORT_DEALS, 2024, "pair")
    assert totaux_deck.to_toml(deck, 2024, high, chain, pair) == shipped
    assert chain.any_reachable >= 0.95 and 0.35 <= chain.top_reachable <= 0.65


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
