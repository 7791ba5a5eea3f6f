"""Cards, notation and positions (rules C1, C2, C3, C4.1, C5.4)."""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckmath.solvers.celsius import parse_hand, parse_play, position, position_from_json
from deckmath.solvers.celsius.model import OperatorCard, apply_step, format_hand, parse_card
from deckmath.solvers.errors import InputError

OPERATOR_SPELLINGS = {
    "+": ["+"],
    "-": ["-", "\u2212"],
    "x": ["x", "*", "\u00d7"],
    "/": ["/", ":", "\u00f7"],
}
"""C2.1: every accepted input spelling of each canonical ASCII operator."""

operands = st.one_of(st.none(), st.integers(1, 10))
cards = st.builds(OperatorCard, st.sampled_from("+-x/"), operands)
hands = st.lists(cards, min_size=1, max_size=10).map(tuple)
separators = st.sampled_from([" ", ",", ", ", " ,", "  ", "\t", " , ", " \n "])
"""Spaces, one comma, or both: two commas in a row leave an empty item, refused (below)."""


def operand_text(operand: int | None) -> str:
    return "?" if operand is None else str(operand)


def assert_names(err: pytest.ExceptionInfo, fragment: str) -> None:
    """C5.4 / ARCHITECTURE: the error is one line and names the bad token."""
    message = str(err.value)
    assert fragment in message, f"{fragment!r} not named in {message!r}"
    assert "\n" not in message


@given(cards)
def test_c2_1_card_round_trips_through_canonical_text(card):
    """C2.1: str(card) is canonical ASCII (operator then operand, no space) and parses back."""
    text = str(card)
    assert text == card.op + operand_text(card.operand)
    assert parse_card(text) == card


@given(st.sampled_from("+-x/"), operands, st.data())
def test_c2_1_input_aliases_map_to_canonical_ascii(op, operand, data):
    """C2.1: x may be written × or *, / as ÷ or :, - as U+2212; output is always ASCII."""
    spelling = data.draw(st.sampled_from(OPERATOR_SPELLINGS[op]))
    card = parse_card(spelling + operand_text(operand))
    assert card == OperatorCard(op, operand)
    assert str(card) == op + operand_text(operand)
    assert str(card).isascii()


@given(hands, separators)
def test_c2_3_hand_round_trips_with_spaces_or_commas(hand, separator):
    """C2.3: a hand is its cards separated by spaces or commas; formatting gives it back."""
    parsed = parse_hand(separator.join(str(c) for c in hand))
    assert parsed == hand
    assert format_hand(parsed) == " ".join(str(c) for c in hand)
    assert parse_hand(format_hand(parsed)) == hand


def test_c2_3_an_empty_item_between_commas_is_refused():
    for text in ("+1,,x2", ",+1 x2", "+1 x2,", "+1, ,x2"):
        with pytest.raises(InputError, match="empty item"):
            parse_hand(text)


def test_c2_3_hand_as_list_of_strings():
    """C2.3 / batch input: a hand may be a JSON list of card strings."""
    assert parse_hand(["+1", "x?", "\u00f72"]) == (
        OperatorCard("+", 1), OperatorCard("x", None), OperatorCard("/", 2))


def test_c2_3_example_hand():
    """C2.3: the rule's own example hand, with commas as well as spaces."""
    expected = tuple(OperatorCard(op, n) for op, n in
                     [("+", 1), ("x", 2), ("x", None), ("-", 3), ("/", 2), ("+", 5), ("x", 4)])
    assert parse_hand("+1 x2 x? -3 /2 +5 x4") == expected
    assert parse_hand("+1,x2,x?, -3 ,/2 +5,x4") == expected


@given(st.sampled_from("+-x/"), st.integers(1, 10))
def test_c2_2_played_wildcard_with_value(op, value):
    """C2.2: `x?=7` plays the wildcard as 7 and prints back the same way."""
    (token,) = parse_play(f"{op}?={value}")
    assert (token.op, token.value, token.wild) == (op, value, True)
    assert str(token) == f"{op}?={value}"


@given(st.lists(st.tuples(st.sampled_from("+-x/"), st.integers(1, 10), st.booleans()),
                min_size=1, max_size=10), separators)
def test_c2_2_play_round_trips(steps, separator):
    """C2.2: a play of fixed cards and valued wildcards parses and prints back, in play order."""
    texts = [f"{op}?={v}" if wild else f"{op}{v}" for op, v, wild in steps]
    play = parse_play(separator.join(texts))
    assert [str(t) for t in play] == texts
    assert [(t.op, t.value, t.wild) for t in play] == steps


@given(st.sampled_from("+-x/"), st.integers(1, 10), st.data())
def test_c2_1_aliases_in_plays(op, value, data):
    """C2.1 applies to plays too: `×?=7` is `x?=7`, `−3` is `-3`."""
    spelling = data.draw(st.sampled_from(OPERATOR_SPELLINGS[op]))
    fixed, wild = parse_play(f"{spelling}{value} {spelling}?={value}")
    assert str(fixed) == f"{op}{value}" and not fixed.wild
    assert str(wild) == f"{op}?={value}" and wild.wild


@pytest.mark.parametrize("hand, token", [
    ("+1 x11", "x11"),
    ("%3", "%3"),
    ("+", "+"),
    ("x0", "x0"),
    ("+1 x 3 -", "-"),
    ("+1 +3.5", "+3.5"),
    ("x-2", "x-2"),
    ("+?=3", "+?=3"),
    ("abc", "abc"),
])
def test_c5_4_unknown_card_in_hand_is_named(hand, token):
    """C2.1, C5.4: an unknown card is a usage error naming the token."""
    with pytest.raises(InputError) as err:
        parse_hand(hand)
    assert_names(err, repr(token))


def test_c2_1_an_operator_may_be_typed_apart_from_its_operand():
    """As a Totaux calculation reads `2 × 3 + 2`: `+ 1 x 2` is the hand or play +1 x2."""
    assert parse_hand("+ 1 x 2 x ?") == parse_hand("+1 x2 x?")
    assert parse_play("+ 1, x ?=3") == parse_play("+1 x?=3")


@pytest.mark.parametrize("play, token", [
    ("+1 x11", "x11"),
    ("%3", "%3"),
    ("+", "+"),
    ("x0", "x0"),
    ("+?=11", "+?=11"),
    ("+?=0", "+?=0"),
    ("+1 x?", "x?"),
    ("x?=", "x?="),
    ("x?7", "x?7"),
    ("x 3 +", "+"),
    ("x 33", "x33"),
])
def test_c5_4_bad_played_card_is_named(play, token):
    """C2.2, C5.4: a bare wildcard, an operand outside 1..10 or junk in a play is named."""
    with pytest.raises(InputError) as err:
        parse_play(play)
    assert_names(err, repr(token))


@pytest.mark.parametrize("text", ["", "   ", " , ,"])
def test_c4_1_empty_hand_and_empty_play_are_refused(text):
    """C4.1: a hand holds 1 to 20 cards; C4.2/C5.4: a play uses at least one card."""
    with pytest.raises(InputError, match="empty"):
        parse_hand(text)
    with pytest.raises(InputError, match="empty"):
        parse_play(text)


@pytest.mark.parametrize("cards", [1, 7, 10, 11, 19, 20])
def test_c4_1_hands_of_1_to_20_cards_are_read(cards):
    """C4.1: a hand holds 1 to 20 cards (7 dealt, more after rounds without a play, C6.4),
    as text and as a JSON list."""
    tokens = [["+1", "x?", "-3", "/2", "x10"][i % 5] for i in range(cards)]
    assert len(parse_hand(" ".join(tokens))) == cards
    assert len(position_from_json({"cold": 1, "hot": [22, 40], "hand": tokens}).hand) == cards


@pytest.mark.parametrize("cards", [21, 40, 20_000])
def test_c4_1_more_than_20_cards_are_refused(cards):
    """C4.1: at most 20 cards in a hand: one line naming the count and the rule."""
    for hand in (" ".join(["+1"] * cards), ["+1"] * cards):
        with pytest.raises(InputError) as err:
            parse_hand(hand)
        assert_names(err, str(cards))
        assert "at most 20" in str(err.value) and "C4.1" in str(err.value)


@pytest.mark.parametrize("cold", [13, -1, 100, "13", "-1"])
def test_c1_1_cold_outside_0_to_12_is_refused(cold):
    """C1.1: cold values are 0..12."""
    with pytest.raises(InputError) as err:
        position(cold, "22,40", "+1")
    assert_names(err, str(cold))


@pytest.mark.parametrize("cold", [0, 12, "0", " 12 "])
def test_c1_1_cold_bounds_are_accepted(cold):
    """C1.1: 0 and 12 are cold values."""
    assert position(cold, "22,40", "+1").cold == int(cold)


@pytest.mark.parametrize("cold, shown", [(10.5, "10.5"), ("10.5", "10.5"), ("abc", "abc"),
                                          (True, "true"), (None, "null"), ("", "''")])
def test_c5_4_cold_must_be_a_whole_number(cold, shown):
    """C5.4: a cold value that is not a whole number is a usage error naming it, in JSON
    spelling (true, null), never a Python repr."""
    with pytest.raises(InputError) as err:
        position(cold, "22,40", "+1")
    assert_names(err, shown)


@pytest.mark.parametrize("hot, shown", [("22,abc", "abc"), ([22, 10.5], "10.5"), ("22.5", "22.5"),
                                         (True, "true"), ([22, True], "true")])
def test_c5_4_hot_values_must_be_whole_numbers(hot, shown):
    """C5.4: hot values that are not whole numbers are named."""
    with pytest.raises(InputError) as err:
        position(10, hot, "+1")
    assert_names(err, shown)


@pytest.mark.parametrize("hot", ["22,22", "22 40 22", [40, 40]])
def test_c4_1_hot_value_given_twice_is_refused(hot):
    """C4.1: the hot values on the table are distinct cards."""
    with pytest.raises(InputError) as err:
        position(10, hot, "+1")
    assert_names(err, "twice")


@pytest.mark.parametrize("hot", ["", " , ", []])
def test_c4_1_no_hot_value_is_refused(hot):
    """C4.1: a position has one or more hot values."""
    with pytest.raises(InputError, match="hot"):
        position(10, hot, "+1")


def test_c4_1_position_from_text_and_from_json_values_agree():
    """C4.1, C2.3: text arguments and JSON lists give the same position."""
    from_text = position("10", "22,40", "+1 x2 x?")
    from_json = position(10, [22, 40], ["+1", "x2", "x?"])
    assert from_text == from_json
    assert (from_text.cold, from_text.hot) == (10, (22, 40))


@given(st.text(max_size=40))
def test_c5_4_any_text_is_a_hand_or_an_input_error(text):
    """C5.4: parsing never fails with anything but InputError; whatever parses round-trips."""
    try:
        hand = parse_hand(text)
    except InputError as err:
        assert "\n" not in str(err)
        return
    assert 1 <= len(hand) <= 10
    assert parse_hand(format_hand(hand)) == hand


@given(st.text(max_size=40))
def test_c5_4_any_text_is_a_play_or_an_input_error(text):
    """C5.4: the play parser fails only with one-line InputErrors."""
    try:
        play = parse_play(text)
    except InputError as err:
        assert "\n" not in str(err)
        return
    assert [str(t) for t in parse_play(" ".join(map(str, play)))] == [str(t) for t in play]


@given(st.one_of(st.text(max_size=12), st.integers(), st.floats(), st.booleans(), st.none()),
       st.one_of(st.text(max_size=20), st.lists(st.integers(-5, 200), max_size=5)))
def test_c5_4_any_cold_and_hot_are_a_position_or_an_input_error(cold, hot):
    """C5.4: numbers out of range or of the wrong type are usage errors, never a crash."""
    try:
        p = position(cold, hot, "+1")
    except InputError:
        return
    assert 0 <= p.cold <= 12
    assert p.hot and len(set(p.hot)) == len(p.hot)


@given(st.sampled_from("+-x/"), st.integers(0, 10**6), st.integers(1, 10))
def test_c3_2_one_step_is_a_whole_number_at_least_0(op, value, operand):
    """C3.1-C3.2: + and x always apply; - may not go below 0; / must be exact."""
    expected = {
        "+": value + operand,
        "-": value - operand if value >= operand else None,
        "x": value * operand,
        "/": value // operand if value % operand == 0 else None,
    }[op]
    assert apply_step(op, value, operand) == expected


def test_c1_reference_deck(deck):
    """C1.1-C1.3: 13 cold cards 0..12, the 24 listed hot values, and the 80 operator cards."""
    assert sorted(deck.cold) == list(range(13))
    assert list(deck.hot) == [20, 21, 24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 50, 54,
                              56, 60, 63, 64, 72, 80, 90, 100]
    expected = Counter()
    for n in range(1, 11):
        expected[OperatorCard("+", n)] = 3
        expected[OperatorCard("-", n)] = 1
    for n in range(2, 11):
        expected[OperatorCard("x", n)] = 2
    for n in range(2, 6):
        expected[OperatorCard("/", n)] = 2
    expected.update({OperatorCard("+", None): 5, OperatorCard("x", None): 5,
                     OperatorCard("-", None): 2, OperatorCard("/", None): 2})
    assert Counter(deck.operators) == expected
    assert len(deck.operators) == 80
