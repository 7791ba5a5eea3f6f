"""Totaux notation (T1.3, T2.1, T4.1, T4.2): parse <-> format round-trips and bad input (T6.4)."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux.model import (
    Calc, Card, Step, evaluate, parse_announce, parse_calc, parse_card, parse_positions,
    parse_table,
)

faces = st.integers(1, 6)
ops = st.sampled_from("+-x/")


@given(faces, faces, st.integers(1, 100_000))
def test_card_round_trip_and_canonical_order(a, b, total):
    """T1.3: face order does not matter; the canonical form puts the smaller face first."""
    card = parse_card(f"{a}{b}:{total}")
    assert card == Card(min(a, b), max(a, b), total)
    assert str(card) == f"{min(a, b)}{max(a, b)}:{total}"
    assert parse_card(str(card)) == card


@st.composite
def calcs(draw):
    variant = draw(st.sampled_from(["chain", "pair"]))
    steps = tuple(Step(draw(ops), draw(faces), draw(ops), draw(faces))
                  for _ in range(draw(st.integers(1, 10))))
    return Calc(variant, draw(faces), steps, (draw(ops), draw(faces)), draw(st.integers(0, 10**6)))


@given(calcs())
def test_calc_round_trip(calc):
    """T4.1/T4.2: whatever str() prints, parse_calc reads back."""
    assert parse_calc(str(calc)) == calc


@pytest.mark.parametrize("text, canonical, value", [
    ("4 x6 +2 -3 = 23", "4 x6 +2 -3 = 23", 23),            # T4.1's example
    ("4x6+2-3=23", "4 x6 +2 -3 = 23", 23),                 # spaces optional
    ("4 ×6 + 2 − 3 = 23", "4 x6 +2 -3 = 23", 23),          # × and − accepted
    ("4 *6 +2 -3 = 23", "4 x6 +2 -3 = 23", 23),
    ("6 ÷2 :3 +1 = 2", "6 /2 /3 +1 = 2", 2),               # ÷ and : are division
    ("4 x(6+2) -3 = 29", "4 x(6+2) -3 = 29", 29),          # T4.2's example
    ("4x(6+2)x(1-1)+5=5", "4 x(6+2) x(1-1) +5 = 5", 5),    # pair inner 0 is legal
])
def test_calc_spellings(text, canonical, value):
    calc = parse_calc(text)
    assert str(calc) == canonical
    assert evaluate(calc) == (value, None)


def test_evaluate_reports_the_broken_card():
    """T3.6: below 0 or inexact division is illegal; the card number is given."""
    assert evaluate(parse_calc("4 x6 +2 /5 = 5")) == (None, 3)          # 26 / 5, last card
    assert evaluate(parse_calc("4 /3 +2 -3 = 5")) == (None, 2)
    assert evaluate(parse_calc("1 -2 +6 +1 = 5")) == (None, 2)
    assert evaluate(parse_calc("1 x(3-3) /(2-2) +1 = 1")) == (None, 3)   # division by 0
    assert evaluate(parse_calc("1 +1 x1 -6 = 0")) == (None, 3)          # last step below 0


@pytest.mark.parametrize("text, fragment", [
    ("4 x7 +2 -3 = 1", "'7' is not a dice face"),
    ("4 x0 +2 -3 = 1", "'0' is not a dice face"),
    ("4 x12 +2 -3 = 1", "'12' is not a dice face"),
    ("4 xa +2 -3 = 1", "'a' is not a dice face"),
    ("4 x6 +2 - = 3", "dangling operator '-'"),
    ("4 x6 +2 -3 +", "no '= total'"),
    ("4 x +6 -3 = 3", "operator '+' has no face before it"),
    ("x4 +6 -3 = 3", "operator 'x' has no face before it"),
    ("4 6 +2 -3 = 3", "operator is missing"),
    ("5 x3+1 /2 +3 = 31", "has 5 faces"),                   # 2 + 2m faces (T4.1)
    ("4 x6 +2 -3 = -1", "whole number"),
    ("4 x6 +2 -3 = ", "whole number"),
    ("4 x(6+2 -3 = 1", "pair variant"),
    ("(4+2) x1 -3 = 1", "pair variant"),
    ("4 x(6+2) x1 +2 -3 = 1", "pair variant"),              # chain and pair mixed
    ("", "no '= total'"),
    ("= 3", "no faces"),
    ("4 x6 +2 -3 = 23; rm -rf /", "whole number"),
])
def test_bad_calculations(text, fragment):
    with pytest.raises(InputError, match=None) as err:
        parse_calc(text)
    assert fragment in str(err.value)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("table, fragment", [
    ("37:24 11:2 11:3", "faces must be two digits 1..6"),
    ("05:24 11:2 11:3", "faces must be two digits 1..6"),
    ("3:24 11:2 11:3", "faces must be two digits 1..6"),
    ("35 11:2 11:3", "has no total"),
    ("35: 11:2 11:3", "has no total"),
    ("35:0 11:2 11:3", "whole number 1..100000"),
    ("35:-4 11:2 11:3", "whole number 1..100000"),
    ("35:4.5 11:2 11:3", "whole number 1..100000"),
    ("35:24 11:2", "table of 2 cards"),
    (" ".join(["11:2"] * 13), "table of 13 cards"),
    ("", "table of 0 cards"),
    ("\x00\x1b[31m:1 11:2 11:3", "faces must be two digits"),
    ("A" * 10_000, "has no total"),
])
def test_bad_tables(table, fragment):
    with pytest.raises(InputError) as err:
        parse_table(table)
    assert fragment in str(err.value)
    message = str(err.value)
    assert "\n" not in message and len(message) < 200


def test_table_from_json_list_and_wrong_types():
    assert parse_table(["35:24", "16:7", "22:13"]) == parse_table("35:24,16:7 22:13")
    for bad in (42, None, {"a": 1}, ["35:24", 7, "22:13"]):
        with pytest.raises(InputError):
            parse_table(bad)


def test_positions():
    assert parse_positions("2,5,1", 6) == (2, 5, 1)
    assert parse_positions([2, 5, 1], 6) == (2, 5, 1)
    for bad, fragment in (("2,7,1", "outside the table's 1..6"), ("0,1,2", "outside"),
                          ("2,2,1", "given twice"), ("a,b", "whole number"), ("", "empty")):
        with pytest.raises(InputError) as err:
            parse_positions(bad, 6)
        assert fragment in str(err.value)


def test_announce():
    assert parse_announce("31") == 31
    for bad in ("0", "-3", "x", "1e3", True, 3.5):
        with pytest.raises(InputError):
            parse_announce(bad)
