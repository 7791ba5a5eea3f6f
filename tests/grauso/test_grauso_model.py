"""Grauso notation (G1.4, G3.3, G3.5), one spelling in and out: cards, hands, tops,
penguins, plays and sequences read and written back, look-alike characters accepted, and every
malformed, out-of-range or hostile input refused with one line naming the bad part."""
from __future__ import annotations

import json
import random

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import (
    Play, Position, format_card, format_sequence, load_deck, parse_card, parse_hand, parse_penguins,
    parse_play, parse_sequence, parse_top, position, position_from_json,
)


@pytest.mark.parametrize("text, value", [
    ("+13", 13), ("13", 13), ("-7", -7), ("0", 0), ("+0", 0), ("+25", 25),
    ("-25", -25), (" 4 ", 4), ("\u22127", -7), ("\u20137", -7), ("\uff0b\uff11\uff13", 13),
    ("\uff0d\uff12", -2),
])
def test_cards_read_in_every_accepted_spelling(text, value):
    """G1.4: a card is its signed value (`+13`, `-7`, `0`; input also `13`, `+0`, `−7`);
    pasted minus signs, en dashes and full-width digits read as ASCII."""
    assert parse_card(text) == value


@pytest.mark.parametrize("value, text", [(13, "+13"), (-7, "-7"), (0, "0")])
def test_cards_print_canonically_and_read_back(value, text):
    assert format_card(value) == text and parse_card(text) == value


@pytest.mark.parametrize("text, fragment", [
    ("26", "-25 to +25"), ("-26", "-25 to +25"), ("x3", "'x3'"), ("1.5", "'1.5'"), ("", "empty card"),
    ("+", "'+'"), ("1e3", "'1e3'"), ("\u0663", "ARABIC-INDIC DIGIT THREE"), ("9" * 1000, "999"),
    ("+\u200b5", "ZERO WIDTH SPACE"), ("5\x00", "U+0000"), ("\u0445", "CYRILLIC"),
    ("-0", "written 0"), ("07", "leading zero, +7"), ("-007", "leading zero, -7"), ("+3,", "COMMA"),
])
def test_bad_cards_are_named(text, fragment):
    with pytest.raises(InputError, match=None) as err:
        parse_card(text)
    message = str(err.value)
    assert fragment in message and "\n" not in message and len(message) < 200


@pytest.mark.parametrize("text, cards, flips, printed", [
    ("-3&+5", (-3, 5), (False, False), "-3&+5"),
    ("+20~", (20,), (True,), "+20~"),
    ("-3~&+5", (-3, 5), (True, False), "-3~&+5"),
    (" -3~&+5~ ", (-3, 5), (True, True), "-3~&+5~"),
    ("3&13", (3, 13), (False, False), "+3&+13"),
    ("0", (0,), (False,), "0"),
    ("+0", (0,), (False,), "0"),
    ("\uff0d\uff13\uff06\uff0b\uff15", (-3, 5), (False, False), "-3&+5"),
    ("-3\uff5e", (-3,), (True,), "-3~"),
    ("+5&-3", (-3, 5), (False, False), "-3&+5"),
    ("+5~&-3", (-3, 5), (False, True), "-3&+5~"),
    ("-3 & +5", (-3, 5), (False, False), "-3&+5"),
    ("+5 ~ & -3", (-3, 5), (False, True), "-3&+5~"),
    ("-3 ~", (-3,), (True,), "-3~"),
    ("0&-1", (-1, 0), (False, False), "-1&0"),
])
def test_plays_read_and_print_canonically(text, cards, flips, printed):
    """G1.4, G3.3, G3.5: one card, or two joined by & in either order and however spaced, ~
    after a flipped card; printed in the one canonical spelling (a pair in ascending printed
    value), which reads back as the same play; full-width & and ~ read as ASCII. A pair
    holding a neutral card is read, and refused by G3.4 where it is played."""
    play = parse_play(text)
    assert (play.cards, play.flips, str(play)) == (cards, flips, printed)
    assert parse_play(str(play)) == play


@pytest.mark.parametrize("text, fragment", [
    ("+1&+2&+3", "3 cards"), ("&+5", "missing"), ("+5&", "missing"), ("+5~~", "one ~"),
    ("~+5", "one ~"), ("", "empty play"), ("+5|3", "VERTICAL LINE"), ("+5 x", "LATIN SMALL LETTER X"),
    ("+26", "-25 to +25"), ("&" * 5000, "cards"),
    ("-3 +5", "no space"), ("+5,-3", "COMMA"),
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
    assert parse_play("-14&+14").value == 0 and not parse_play("-14&+14").is_neutral
    assert parse_play("0").is_neutral


def test_sequences_read_and_print():
    plays = parse_sequence("-7 0  -3&+5 +20~")
    assert format_sequence(plays) == "-7 0 -3&+5 +20~"
    assert parse_sequence(["-7", "0", "-3&+5"]) == plays[:3]
    assert parse_sequence("-7, 0, -3&+5") == plays[:3]


@pytest.mark.parametrize("value, fragment", [
    ("", "empty sequence"), ([], "empty sequence"), ([1, 2], "list of plays"), (5, "string or a list"),
    (" ".join(["-1"] * 11), "at most 10"), ("-7 +1&+2&+3", "3 cards"), ("-7,,0", "empty item"),
    ("-3 &", "missing"),
])
def test_bad_sequences(value, fragment):
    with pytest.raises(InputError) as err:
        parse_sequence(value)
    assert fragment in str(err.value)


@pytest.mark.parametrize("value, top", [
    (None, None), ("5", 5), ("-25", -25), ("+3", 3), (0, 0), ("+0", 0), ("\u221212", -12),
])
def test_tops(value, top):
    """G2.1, G2.2: a top is -25..25 (a card's or a pair's value), or None (--top left out,
    JSON null) for an empty pile."""
    assert parse_top(value) == top


@pytest.mark.parametrize("value, fragment", [
    ("26", "outside -25..25"), (-26, "outside"), ("abc", "'abc'"), (True, "true"), (2.5, "2.5"),
    ("1" * 500, "must be"), ("5\u0445", "CYRILLIC"), ("empty", "left out for an empty pile"),
    ("null", "'null'"), ("-0", "write 0"), ("", "''"),
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
    ("", "empty hand"), (" ".join(f"+{v}" for v in range(1, 12)), "at most 10"),
    ("+1 " * 20_000, "20000"),
    (["+1", None], "string or a list"), ({"+1": 1}, "string or a list"), ("+1 +30", "+30"),
    ([True], "string or a list"), ("+1,,+2", "empty item"),
    ("+5 -3 +5", "card +5 twice in the hand: only 0 may repeat (G1.1)"),
    ("13 +13", "card +13 twice"), (["-7", -7], "card -7 twice"),
    ("0 0 0 0 0 0 +1", "6 neutral cards (0) in the hand: there are 5 (G1.1)"),
])
def test_bad_hands(value, fragment):
    with pytest.raises(InputError) as err:
        parse_hand(value)
    assert fragment in str(err.value)


def test_hands_may_hold_up_to_five_neutral_cards():
    """G1.1: five 0 exist, and 0 is the only card a hand holds more than once."""
    assert parse_hand("0 0 0 0 0 -7") == (0, 0, 0, 0, 0, -7)
    assert parse_hand("+7 -7") == (7, -7)


def test_positions_round_trip_through_json(scratch):
    rng = random.Random(4)
    for _ in range(300):
        hand = scratch.hand(rng, rng.randint(1, 10))
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


def test_reference_deck_is_g1_1():
    """G1.1, G1.2: +1..+25, -1..-25, five 0, six penguins."""
    deck = load_deck()
    assert sorted(deck.cards) == sorted([0] * 5 + [v for v in range(-25, 26) if v])
    assert deck.penguins == 6


@pytest.mark.parametrize("text, fragment", [
    ("heat = [1, 2, 5, 5]\n", "card +5 twice in deck"),
    ("cold = [-3, -3]\n", "card -3 twice in deck"),
    ("heat = [1]\nneutral = 6\n", "'neutral' must be a whole number 0..5"),
    ("heat = [26]\n", "26"),
])
def test_user_decks_hold_each_card_once(tmp_path, text, fragment):
    """A user's deck follows G1.1 too, so that every hand dealt from it is a hand: a card at
    most once, 0 at most five times."""
    path = tmp_path / "deck.toml"
    path.write_text(text)
    with pytest.raises(InputError) as err:
        load_deck(path)
    assert fragment in str(err.value)


def test_deck_summary_says_what_a_deck_holds(tmp_path):
    """`deckmath grauso deck --check` (conventions.deck_command): each pile counted from the cards
    themselves, a one-card pile and an empty one said plainly (G1.1, G1.2)."""
    path = tmp_path / "odd.toml"
    path.write_text('name = "odd"\nheat = [7, 3, 9]\ncold = [-4]\nneutral = 0\npenguins = 1\n')
    summary = load_deck(path).summary()
    assert summary.to_json() == {"name": "odd", "heat": [3, 7, 9], "cold": [-4], "neutral": 0,
                                 "penguins": 1}
    assert summary.to_text() == ("deck odd: 3 heat cards (+3..+9), 1 cold card (-4), 0 neutral "
                                 "cards (0), 1 penguin (G1.1, G1.2)")
    path.write_text('name = "cold"\ncold = [-1, -2]\nneutral = 1\npenguins = 0\n')
    assert load_deck(path).summary().to_text() == (
        "deck cold: 0 heat cards, 2 cold cards (-2..-1), 1 neutral card (0), 0 penguins (G1.1, G1.2)")
