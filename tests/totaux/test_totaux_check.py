"""Checker (T6): announcements, calculations, reasons in order, exact card assignment."""
from __future__ import annotations

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux import check_announce, check_calc, parse_calc, parse_table, solve

EXAMPLE = parse_table("35:24 16:7 22:13 44:50 15:31 26:12")


def test_announce_valid_with_witness_and_unreachable():
    """T6.1: valid if a card with that total can be reached, with an example."""
    verdict = check_announce(EXAMPLE, 31)
    assert verdict.valid and verdict.reason is None
    assert verdict.example.positions[-1] == 5 and verdict.example.calc.total == 31
    assert check_calc(EXAMPLE, verdict.example.calc, verdict.example.positions).valid
    assert list(verdict.to_json()) == ["valid", "reason", "example", "detail", "rule"]
    missing = check_announce(EXAMPLE, 32)
    assert missing.to_json() == {"valid": False, "reason": "unreachable", "example": None,
                                 "detail": "no card on the table has the total 32",
                                 "rule": "T6.1"}
    dead = parse_table("11:99999 11:7 11:3")
    assert check_announce(dead, 99999).reason == "unreachable"
    assert "position 1" in check_announce(dead, 99999).detail


def test_calc_valid_gives_positions():
    verdict = check_calc(EXAMPLE, parse_calc("5 x1 x6 +1 = 31"))
    assert verdict.valid
    assert verdict.to_json()["example"] == {"positions": [1, 2, 5], "calc": "5 x1 x6 +1 = 31"}


@pytest.mark.parametrize("calc, reason", [
    ("5 +3 = 8", "too-few-cards"),                 # 2 cards (T3.1)
    ("5 = 5", "too-few-cards"),
    ("5 /2 +1 +1 = 5", "illegal-step"),            # 5 / 2 is not whole (T3.6)
    ("1 -6 +1 +1 = 5", "illegal-step"),            # 1 - 6 < 0 (T3.6)
    ("5 x1 x6 +1 = 30", "wrong-total"),            # gives 31
    ("5 x1 x6 +2 = 32", "no-such-cards"),          # right arithmetic, no card 32
    ("5 x1 x5 +6 = 31", "no-such-cards"),          # 15:31 shows no 6
    ("5 x(1+6) +1 = 36", "no-such-cards"),         # pair notation (T4.2); no 36 card
])
def test_calc_reasons(calc, reason):
    verdict = check_calc(EXAMPLE, parse_calc(calc))
    assert not verdict.valid and verdict.reason == reason and verdict.example is None


def test_reasons_are_checked_in_order():
    """too-few-cards, then illegal-step, then wrong-total, then no-such-cards (T6.3)."""
    assert check_calc(EXAMPLE, parse_calc("5 /2 = 9")).reason == "too-few-cards"
    assert check_calc(EXAMPLE, parse_calc("5 /2 +1 +1 = 9")).reason == "illegal-step"
    assert check_calc(EXAMPLE, parse_calc("6 x6 +6 +6 = 9")).reason == "wrong-total"


def test_assignment_is_exact_not_greedy():
    """A first face 1 fits cards 1 and 2; greedy first-fit would take card 1 for the first
    slot and find no 11 pair left for the middle; the matching moves it (T6.2)."""
    table = parse_table("11:5 12:5 36:5 34:7")
    # slots: first face 1 -> {1, 2}; middle pair (1,1) -> {1}; last face 4, total 7 -> {4}
    verdict = check_calc(table, parse_calc("1 +1 +1 +4 = 7"))
    assert verdict.valid and verdict.example.positions == (2, 1, 4)


def test_positions_pin_the_cards():
    calc = parse_calc("5 x1 x6 +1 = 31")
    assert check_calc(EXAMPLE, calc, (1, 2, 5)).valid
    assert check_calc(EXAMPLE, calc, (5, 2, 1)).reason == "no-such-cards"
    with pytest.raises(InputError, match="positions given"):
        check_calc(EXAMPLE, calc, (1, 2))


def test_every_solver_witness_is_checked_for_the_deck_deals():
    """All witnesses of a few dozen reference-deck deals pass the checker, both variants."""
    from deckmath.solvers.totaux import deal, load_deck

    deck = load_deck()
    for seed in range(30):
        table = deal(deck, seed)
        for variant in ("chain", "pair"):
            for r in solve(table, variant).by_card:
                if r.example:
                    assert check_calc(table, r.example.calc, r.example.positions).valid
