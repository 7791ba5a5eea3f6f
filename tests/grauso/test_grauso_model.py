"""Grauso notation (G1.4, G3.3, G3.5): cards, hands, tops, penguins, plays and sequences read
and written back, look-alike characters accepted, and every malformed, out-of-range or hostile
input refused with one line naming the bad part."""
from __future__ import annotations

import json
import random

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import (
    Play, Position, format_card, format_sequence, parse_card, parse_hand, parse_penguins,
    parse_play, parse_sequence, parse_top, position, position_from_json,
)


@pytest.mark.parametrize("text, value", [
    ("+13", 13), ("13", 13), ("-7", -7), ("0", 0), ("+0", 0), ("-0", 0), ("+25", 25),
    ("-25", -25), (" 4 ", 4), ("\u22127", -7), ("\u20137", -7), ("\uff0b\uff11\uff13", 13),
    ("\uff0d\uff12", -2),
])
def test_cards_read_in_every_accepted_spelling(text, value):
    """G1.4: a card is its signed value; pasted minus signs, en dashes and full-width digits
    read as ASCII."""
    assert parse_card(text) == value


@pytest.mark.parametrize("value, text", [(13, "+13"), (-7, "-7"), (0, "0")])
def test_cards_print_canonically_and_read_back(value, text):
    assert format_card(value) == text and parse_card(text) == value


@pytest.mark.parametrize("text, fragment", [
    ("26", "-25 to +25"), ("-26", "-25 to +25"), ("x3", "'x3'"), ("1.5", "'1.5'"), ("", "empty card"),
    ("+", "'+'"), ("1e3", "'1e3'"), ("\u0663", "ARABIC-INDIC DIGIT THREE"), ("9" * 1000, "999"),
    ("+\u200b5", "ZERO WIDTH SPACE"), ("5\x00", "U+0000"), ("\u0445", "CYRILLIC"),
])
def test_bad_cards_are_named(text, fragment):
    with pytest.raises(InputError, match=None) as err:
        parse_card(text)
    message = str(err.value)
    assert fragment in message and "\n" not in message and len(message) < 200


@pytest.mark.parametrize("text, cards, flips", [
    ("-3&+5", (-3, 5), (False, False)),
    ("+5&-3", (-3, 5), (False, False)),
    ("+20~", (20,), (True,)),
    ("-3~&+5", (-3, 5), (True, False)),
    ("+5&-3~", (-3, 5), (True, False)),
    (" -3 ~ & +5~ ", (-3, 5), (True, True)),
    ("+5&+5~", (5, 5), (True, False)),
    ("0", (0,), (False,)),
    ("\uff0d\uff13\uff06\uff0b\uff15", (-3, 5), (False, False)),
    ("-3\uff5e", (-3,), (True,)),
])
def test_plays_read_in_canonical_order(text, cards, flips):
    """G3.3, G3.5: a pair's cards sorted by value (a flipped copy first), so two spellings of
    one play are one play; full-width & and ~ read as ASCII."""
    play = parse_play(text)
    assert (play.cards, play.flips) == (cards, flips)
    assert parse_play(str(play)) == play


@pytest.mark.parametrize("text, fragment", [
    ("+1&+2&+3", "3 cards"), ("&+5", "missing"), ("+5&", "missing"), ("+5~~", "one ~"),
    ("~+5", "one ~"), ("", "empty play"), ("+5|3", "VERTICAL LINE"), ("+5 x", "LATIN SMALL LETTER X"),
    ("+26", "-25 to +25"), ("&" * 5000, "cards"),
])
def test_bad_plays_are_named(text, fragment):
    with pytest.raises(InputError) as err:
        parse_play(text)
    assert fragment in str(err.value) and "\n" not in str(err.value)


def test_play_values_follow_the_flips():
    """G3.5: a flipped card counts with the other sign; a pair counts its sum (G3.3)."""
    assert parse_play("+20~").value == -20
    assert parse_play("-3~&+5").value == 8
    assert parse_play("-3~&+5~").value == -2
    assert parse_play("+14&-14").value == 0 and not parse_play("+14&-14").is_neutral
    assert parse_play("0").is_neutral


def test_sequences_read_and_print():
    plays = parse_sequence("-7, 0  -3 & +5 +20~")
    assert format_sequence(plays) == "-7 0 -3&+5 +20~"
    assert parse_sequence(["-7", "0", "-3&+5"]) == plays[:3]


@pytest.mark.parametrize("value, fragment", [
    ("", "empty sequence"), ([], "empty sequence"), ([1, 2], "list of plays"), (5, "string or a list"),
    (" ".join(["-1"] * 11), "at most 10"), ("-7 +1&+2&+3", "3 cards"),
])
def test_bad_sequences(value, fragment):
    with pytest.raises(InputError) as err:
        parse_sequence(value)
    assert fragment in str(err.value)


@pytest.mark.parametrize("value, top", [
    (None, None), ("empty", None), ("EMPTY", None), ("none", None), ("5", 5), ("-25", -25),
    ("+3", 3), (0, 0), ("\u221212", -12),
])
def test_tops(value, top):
    """G2.1, G2.2: a top is -25..25 (a card's or a pair's value) or an empty pile."""
    assert parse_top(value) == top


@pytest.mark.parametrize("value, fragment", [
    ("26", "outside -25..25"), (-26, "outside"), ("abc", "'abc'"), (True, "true"), (2.5, "2.5"),
    ("1" * 500, "must be"), ("5\u0445", "CYRILLIC"),
])
def test_bad_tops(value, fragment):
    with pytest.raises(InputError) as err:
        parse_top(value)
    assert fragment in str(err.value)


@pytest.mark.parametrize("value, fragment", [
    ("7", "0..6"), (-1, "0..6"), ("one", "'one'"), (None, "null"), (1.5, "1.5"), (7.0, "0..6"),
])
def test_bad_penguins(value, fragment):
    """G1.2: six penguin markers, so 0..6."""
    with pytest.raises(InputError) as err:
        parse_penguins(value)
    assert fragment in str(err.value)


@pytest.mark.parametrize("value, fragment", [
    ("", "empty hand"), (" ".join(["+1"] * 11), "at most 10"), ("+1 " * 20_000, "20000"),
    (["+1", None], "string or a list"), ({"+1": 1}, "string or a list"), ("+1 +30", "+30"),
    ([True], "string or a list"),
])
def test_bad_hands(value, fragment):
    with pytest.raises(InputError) as err:
        parse_hand(value)
    assert fragment in str(err.value)


def test_positions_round_trip_through_json():
    rng = random.Random(4)
    for _ in range(300):
        hand = tuple(rng.randint(-25, 25) for _ in range(rng.randint(1, 10)))
        p = Position(None if rng.random() < 0.2 else rng.randint(-25, 25), hand, rng.randint(0, 6))
        assert position_from_json(json.loads(json.dumps(p.to_json()))) == p


def test_position_json_defaults_and_types():
    """A missing top is an empty pile and missing penguins are none; hands may be JSON ints."""
    assert position_from_json({"hand": [3, "-7", "0"]}) == Position(None, (3, -7, 0), 0)
    assert position(5, "+3 -7", "1") == Position(5, (3, -7), 1)


@pytest.mark.parametrize("obj, fragment", [
    ({"top": 5}, "hand"), ([5, "+3"], "JSON object"), ({"top": "x", "hand": "+1"}, "'x'"),
    ({"top": 5, "hand": "+1", "penguins": 9}, "0..6"), ({"top": 5, "hand": 7}, "hand"),
    ({"top": 30, "hand": "+1"}, "outside -25..25"),
])
def test_bad_positions(obj, fragment):
    with pytest.raises(InputError) as err:
        position_from_json(obj)
    assert fragment in str(err.value)


def test_play_is_one_or_two_cards():
    with pytest.raises(InputError):
        Play((1, 2, 3), (False, False, False))
