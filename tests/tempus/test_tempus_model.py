"""Tempus notation (P1.4, P3) and positions: every parse round-trips, every bad input
is refused with one line naming it."""
from __future__ import annotations

import json

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus import (
    ALL_CARDS, Move, parse_card, parse_move, position_from_json,
)
from deckmath.solvers.tempus.model import parse_deck_card

EXAMPLE = {"players": 2, "to_move": 1,
           "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]],
           "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5"]}, None, None]}
"""The position of the issue."""


def test_the_63_cards_of_p1_1():
    names = [str(c) for c in ALL_CARDS]
    assert len(names) == len(set(names)) == 63
    assert names[:3] == ["R1", "R2", "R3"] and names[25] == "M1" and names[50:52] == ["J1", "J3"]
    assert sum(n[0] == "J" for n in names) == 13
    assert all(int(n[1:]) % 2 == 1 for n in names if n[0] == "J")
    for card in ALL_CARDS:
        assert parse_card(str(card)) == card
        assert parse_card(str(card).lower()) == card


@pytest.mark.parametrize("token,expected", [
    ("R12", "R12"), (" m7 ", "M7"), ("J25", "J25"), ("\uff32\uff11\uff12", "R12"), ("R 3", "R3"),
])
def test_card_spellings(token, expected):
    assert str(parse_card(token)) == expected


@pytest.mark.parametrize("token,fragment", [
    ("R26", "1..25"), ("M0", "1..25"), ("J8", "odd values"), ("J27", "odd values"),
    ("X3", "R (red), M (mauve) or J"), ("", "empty card"), ("R", "colour letter"),
    ("12", "colour letter"), ("R12[2]", "deck files only"), ("R99999999999999", "colour letter"),
    ("\u041c7", "CYRILLIC CAPITAL LETTER EM"), ("R1\u00bd", "FRACTION SLASH"),
    ("R-3", "cannot read"),
])
def test_bad_cards_are_named(token, fragment):
    with pytest.raises(InputError, match=None) as err:
        parse_card(token)
    assert fragment in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("value", [12, None, ["R3"], {"c": 1}, 3.5, True])
def test_cards_must_be_strings(value):
    with pytest.raises(InputError, match="must be a string"):
        parse_card(value)


def test_deck_card_brackets():
    assert parse_deck_card("R12[2]") == (parse_card("R12"), 2)
    assert parse_deck_card("J9") == (parse_card("J9"), None)
    with pytest.raises(InputError, match="0 to 3 hourglasses"):
        parse_deck_card("R12[4]")


@pytest.mark.parametrize("text", [
    "open + R12", "open - J9", "capture 3 J9", "dump 1 M4", "bury M4",
])
def test_moves_round_trip(text):
    assert str(parse_move(text)) == text


@pytest.mark.parametrize("text,expected", [
    ("OPEN +R12", "open + R12"), ("Capture 3 j9", "capture 3 J9"), ("dump  1  m4", "dump 1 M4"),
    ("open \u2212 R3", "open - R3"), ("open \u2013 R3", "open - R3"),
    ("capture \uff13 J9", "capture 3 J9"),
])
def test_move_spellings(text, expected):
    assert str(parse_move(text)) == expected


@pytest.mark.parametrize("text,fragment", [
    ("take 3 J9", "unknown move word 'take'"), ("", "empty move"), ("open R12", "direction"),
    ("open * R12", "direction"), ("capture J9", "holder 1..3"), ("capture 4 J9", "outside 1..3"),
    ("capture 0 J9", "outside 1..3"), ("dump x M4", "whole number"), ("bury", "one card"),
    ("bury M4 M5", "one card"), ("capture 3 J8", "odd values"), ("open + R26", "1..25"),
    ("capture 99999999999 J9", "outside 1..3"),
    ("capture 9999999999999999999999 J9", "far too large"),
    ("open + " + "R1" * 40, "too long"),
])
def test_bad_moves_are_named(text, fragment):
    with pytest.raises(InputError) as err:
        parse_move(text)
    assert fragment in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("value", [None, 3, ["open", "+", "R3"], {"move": "bury M4"}])
def test_moves_must_be_strings(value):
    with pytest.raises(InputError, match="must be a string"):
        parse_move(value)


def test_move_order_is_canonical():
    texts = ["bury R1", "dump 1 R1", "capture 2 R1", "capture 1 M1", "open - R1", "open + R2",
             "open + R1"]
    ordered = sorted((parse_move(t) for t in texts), key=lambda m: m.order)
    assert [str(m) for m in ordered] == ["open + R1", "open - R1", "open + R2", "capture 1 M1",
                                         "capture 2 R1", "dump 1 R1", "bury R1"]


def test_example_position_round_trips():
    """Hands come back in canonical card order (red, mauve, Joker; by value)."""
    position = position_from_json(EXAMPLE)
    expected = dict(json.loads(json.dumps(EXAMPLE)),
                    hands=[["R3", "R20", "M7", "J9"], ["R25", "M1", "M12", "J5"]])
    assert position.to_json() == expected
    assert position_from_json(position.to_json()) == position
    assert position.holders[0].top == parse_card("R5") and position.holders[0].owner == 2
    assert position.played == 6 and position.plies_left == 4 and not position.over


def test_hands_are_sorted_and_strings_accepted():
    obj = dict(EXAMPLE, hands=["R20 J9, M7 R3", ["J5", "M12", "R25", "M1"]])
    position = position_from_json(obj)
    assert position.to_json()["hands"] == [["R3", "R20", "M7", "J9"], ["R25", "M1", "M12", "J5"]]
    assert position_from_json(position.to_json()) == position


def test_random_positions_round_trip(positions):
    for position in positions(300, seed=4):
        assert position_from_json(json.loads(json.dumps(position.to_json()))) == position


def _with(**changes):
    obj = json.loads(json.dumps(EXAMPLE))
    obj.update(changes)
    return obj


def _holder(**changes):
    holder = dict(EXAMPLE["holders"][0], **changes)
    return _with(holders=[holder, None, None])


@pytest.mark.parametrize("obj,fragment", [
    ([1, 2], "must be a JSON object"),
    ({"players": 2}, "missing key 'to_move'"),
    (_with(players=6), "players 6 is outside 2..5"),
    (_with(players=1), "players 1 is outside 2..5"),
    (_with(players="two"), "players must be a whole number"),
    (_with(players=True), "players must be a whole number"),
    (_with(players=10**30), "players"),
    (_with(to_move=3), "to_move 3 is outside 1..2"),
    (_with(to_move=0), "to_move 0 is outside 1..2"),
    (_with(hands=[["R3"]]), "list of 2 hands"),
    (_with(hands="R3 M7"), "list of 2 hands"),
    (_with(hands=[["R3", "M7", "J9", "R26"], ["M1", "R25", "M12", "J5"]]), "R26"),
    (_with(hands=[["R3", "M7", "J9", "J8"], ["M1", "R25", "M12", "J5"]]), "J8"),
    (_with(hands=[["R3", "M7", "J9", "X3"], ["M1", "R25", "M12", "J5"]]), "X3"),
    (_with(hands=[["R3", "M7", "J9", 20], ["M1", "R25", "M12", "J5"]]), "must be a string"),
    (_with(hands=[["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "R3"]]),
     "card R3 appears in the hand of player 1 and in the hand of player 2"),
    (_with(hands=[["R3", "M7", "J9", "R2"], ["M1", "R25", "M12", "J5"]]),
     "card R2 appears in the hand of player 1 and in holder 1"),
    (_with(hands=[["R3", "R3", "J9", "R20"], ["M1", "R25", "M12", "J5"]]), "appears twice"),
    (_with(holders=[None, None]), "list of 3 entries"),
    (_with(holders="free"), "list of 3 entries"),
    (_with(holders=[5, None, None]), "holder 1 must be null"),
    (_holder(owner=3), "holder 1 owner 3 is outside 1..2"),
    (_holder(owner=0), "holder 1 owner 0 is outside 1..2"),
    (_holder(direction="up"), "direction 'up' must be"),
    (_holder(cards=[]), "holder 1 has no cards"),
    (_holder(cards=["R2", "R26"]), "R26"),
    (_with(hands=[["R3", "M7", "J9", "R20", "R1", "R4", "R6", "R8"],
                  ["M1", "R25", "M12", "J5"]]), "at most 7 with 2 players"),
    (_with(hands=[["R3"], ["M1", "R25"]]), "holds 1 cards"),
    (_with(hands=[["R3", "M7", "J9"], ["M1", "R25", "M12", "J5"]]), "hand sizes 3, 4 are impossible"),
    (_with(to_move=2, hands=[["R3", "M7", "J9", "R20"], ["M1", "R25", "M12"]]),
     "hand sizes 4, 3 are impossible"),
    (_with(hands=[["R3", "M7"], ["M1", "R25", "M12"]]), "impossible"),
    (_with(players=3, hands=[["R3", "M7", "J9"], ["M1", "R25", "M12"], ["J5", "J7", "J11", "J13"]]),
     "impossible"),
    (_with(hands=[["R3", "M7", "J9", "R20", "R1", "R4", "R6"],
                  ["M1", "R25", "M12", "J5", "J1", "J3", "J7"]]), "the holders hold 2 cards but only 0"),
])
def test_bad_positions_are_named(obj, fragment):
    with pytest.raises(InputError) as err:
        position_from_json(obj)
    assert fragment in str(err.value), str(err.value)
    assert "\n" not in str(err.value)


def test_possible_hand_sizes_in_turn_order():
    """P4.1: from the player to move, some hold s and the rest s - 1."""
    three = {"players": 3, "holders": [{"owner": 1, "direction": "+", "cards": ["R1", "R2", "R4"]},
                                       None, None]}
    hands = [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12"], ["J5", "J7", "J11"]]
    assert position_from_json(dict(three, to_move=1, hands=hands)).to_move == 1
    with pytest.raises(InputError, match="impossible"):
        position_from_json(dict(three, to_move=2, hands=hands))
    with pytest.raises(InputError, match="impossible"):
        position_from_json(dict(three, to_move=3, hands=hands))


def test_a_finished_round():
    obj = {"players": 2, "to_move": 1, "hands": [["R3", "M7"], ["M1", "R25"]],
           "holders": [{"owner": 1, "direction": "+", "cards": ["R2", "R5", "R9"]}, None, None]}
    position = position_from_json(obj)
    assert position.over and position.plies_left == 0


def test_move_objects():
    move = Move("capture", parse_card("J9"), 3)
    assert parse_move(str(move)) == move
