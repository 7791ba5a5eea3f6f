"""Checking a claimed play (rule C5): availability, arithmetic, table, target, optimality."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from deckmath.solvers.celsius import Position, check, parse_play, position
from deckmath.solvers.celsius.model import OperatorCard
from deckmath.solvers.errors import InputError

EXAMPLE = ("10", "22,40", "+1 x2 x? -3 /2 +5 x4")
"""The CLI example position: cold 10, hot 22 and 40."""


def verdict_of(cold, hot, hand, play, target=None):
    return check(position(cold, hot, hand), parse_play(play), target)


def reason(verdict) -> tuple:
    return verdict.valid, verdict.reason, verdict.step


@pytest.mark.parametrize("cold, hand, play, step", [
    (10, "+1 x2", "+1 x3", 2),
    (10, "+1 x2", "x4", 1),
    (10, "+1 x2", "+1 +1", 2),
    (10, "+1 +1 x2", "+1 +1 +1", 3),
    (10, "x? x2", "x?=2 x?=2", 2),
    (10, "x2", "x?=2", 1),
    (10, "+1 x2", "+1 x2 x2", 3),
])
def test_c5_2_card_not_in_hand_names_the_step(cold, hand, play, step):
    """C5.2, C5.3: cards are taken from the hand counting multiplicity; the first card that is not
    left is reported with its 1-based step."""
    v = verdict_of(cold, "22,40", hand, play)
    assert reason(v) == (False, "card-not-in-hand", step)
    assert v.optimal is None and v.optimal_overall is None


@pytest.mark.parametrize("cold, hand, play, step", [
    (3, "+1 -5 x2", "+1 -5", 2),
    (0, "-1", "-1", 1),
    (7, "/2 +1", "/2", 1),
    (10, "+1 /2", "+1 /2", 2),
    (7, "/?", "/?=2", 1),
    (4, "-? +1", "-?=5", 1),
])
def test_c3_2_illegal_step_names_the_step(cold, hand, play, step):
    """C3.2, C5.3: a subtraction below 0 or an inexact division makes the play illegal at that
    step."""
    v = verdict_of(cold, "22,40", hand, play)
    assert reason(v) == (False, "illegal-step", step)


def test_c3_2_subtraction_to_exactly_zero_is_legal():
    """C3.2: the result must be >= 0, so 5 -5 = 0 is a legal step (here ending off the table)."""
    v = verdict_of(5, "22,40", "-5", "-5")
    assert (v.reason, v.value) == ("not-a-hot-card", 0)


def test_c5_3_not_a_hot_card():
    """C5.3: a complete legal play that ends off the table; the value it ends on is given."""
    v = verdict_of(*EXAMPLE, "+1")
    assert (v.valid, v.reason, v.value) == (False, "not-a-hot-card", 11)


def test_c5_3_wrong_target():
    """C5.3: the play ends on hot value 22 but the player claimed 40."""
    v = verdict_of(*EXAMPLE, "+1 x2", target=40)
    assert (v.valid, v.reason, v.value) == (False, "wrong-target", 22)


def test_c5_3_not_a_hot_card_comes_before_wrong_target():
    """C5.3: a play ending off the table is not-a-hot-card even with a claimed target."""
    v = verdict_of(*EXAMPLE, "+1", target=22)
    assert v.reason == "not-a-hot-card"


@pytest.mark.parametrize("cold, hand, play, target, expected", [
    (3, "-5 x2", "+1 -5", None, ("card-not-in-hand", 1)),
    (3, "-5", "-5 +1", None, ("illegal-step", 1)),
    (3, "+1", "-5", None, ("card-not-in-hand", 1)),
    (3, "-5 +1", "-5", 40, ("illegal-step", 1)),
    (10, "+1", "+1 x2", 22, ("card-not-in-hand", 2)),
    (10, "+1 x2 /3", "+1 x2 /3", 22, ("illegal-step", 3)),
    (10, "+1 -5", "+1 -5 +9", 22, ("card-not-in-hand", 3)),
])
def test_c5_first_failure_wins(cold, hand, play, target, expected):
    """C5: the play is processed card by card, availability then arithmetic; the first failure
    wins, and a play that does not get through all its cards is never not-a-hot-card or
    wrong-target (even when a prefix or the claimed target would look fine)."""
    v = verdict_of(cold, "22,40", hand, play, target)
    assert (v.valid, v.reason, v.step) == (False, *expected)


def test_c5_2_written_fixed_card_prefers_the_fixed_card():
    """C5.2: a written `x7` uses a fixed x7 when the hand has one, leaving the wildcard."""
    v = verdict_of(1, "7,49", "x? x7", "x7")
    assert v.valid and [str(c) for c in v.play] == ["x7"]
    v = verdict_of(1, "7,49", "x? x7", "x7 x?=7")
    assert v.valid and [str(c) for c in v.play] == ["x7", "x?=7"]


def test_c5_2_written_fixed_card_falls_back_to_a_wildcard():
    """C5.2: without a fixed x7 left, a written `x7` uses a wildcard x?."""
    v = verdict_of(1, "7,49", "x?", "x7")
    assert v.valid and [str(c) for c in v.play] == ["x?=7"]
    v = verdict_of(1, "7,49", "x7 x?", "x7 x7")
    assert v.valid and [str(c) for c in v.play] == ["x7", "x?=7"]
    assert reason(verdict_of(1, "7,49", "x7", "x7 x7")) == (False, "card-not-in-hand", 2)


def test_c5_2_played_wildcard_only_uses_a_wildcard():
    """C2.2, C5.2: `x?=7` needs a wildcard; a fixed x7 does not stand in for it."""
    assert reason(verdict_of(1, "7,49", "x7", "x?=7")) == (False, "card-not-in-hand", 1)
    assert reason(verdict_of(1, "7,49", "x7 x?", "x?=7 x?=7")) == (False, "card-not-in-hand", 2)
    assert verdict_of(1, "7,49", "x7 x?", "x?=7 x7").valid


def test_c5_2_wildcards_are_typed_by_operator():
    """C1.3: a `+?` is not an `x?`: `x3` cannot use it."""
    assert reason(verdict_of(1, "3,49", "+?", "x3")) == (False, "card-not-in-hand", 1)
    assert verdict_of(1, "3,49", "+?", "+2").valid


@pytest.mark.parametrize("play, target, value, optimal, overall", [
    ("+1 x2", None, 22, True, False),
    ("+1 x2", 22, 22, True, False),
    ("x4", 40, 40, True, True),
    ("x?=4", None, 40, True, True),
    ("x4", None, 40, True, True),
    ("/2 x?=8", 40, 40, False, False),
    ("+1 x?=2", 22, 22, True, False),
])
def test_c5_3_optimal_flags_on_the_rule_example(play, target, value, optimal, overall):
    """C5.3 on the example (40 in one card, 22 in two, both worked by hand): `optimal` is the
    fewest cards for the play's own hot value, `optimal_overall` the fewest for any."""
    v = verdict_of(*EXAMPLE, play, target)
    assert (v.valid, v.value, v.optimal, v.optimal_overall) == (True, value, optimal, overall)
    assert v.reason is None and v.step is None


@pytest.mark.parametrize("target", [23, 0, 100])
def test_c5_1_a_claimed_target_off_the_table_makes_the_claim_invalid(target, evaluate):
    """C5.1, C5.3, C6.2: naming a hot value that is not on the table is not bad input
    but a wrong claim: a play ending on a hot value is `wrong-target`, one ending anywhere else
    `not-a-hot-card`; never valid."""
    for play, steps in (("+1 x2", [("+", 1), ("x", 2)]), ("+5", [("+", 5)]),
                        ("-3 +5", [("-", 3), ("+", 5)]), ("x4", [("x", 4)])):
        end, _ = evaluate(10, steps)
        v = verdict_of(*EXAMPLE, play, target)
        assert not v.valid
        assert v.reason == ("wrong-target" if end in (22, 40) else "not-a-hot-card"), play
        assert v.value == end


def test_c5_4_play_longer_than_a_hand_is_a_usage_error():
    """C5.4, C4.1: a play of 21 cards cannot come from a hand of at most 20; 20 can."""
    assert len(parse_play(" ".join(["+1"] * 20))) == 20
    with pytest.raises(InputError, match="21"):
        parse_play(" ".join(["+1"] * 21))


def test_verdict_json_matches_the_verdict():
    """The JSON form carries the same verdict (used by the CLI's --json)."""
    v = verdict_of(*EXAMPLE, "+1 x?=2", 22)
    assert v.to_json() == {
        "valid": True, "reason": None, "step": None, "value": 22, "optimal": True,
        "optimal_overall": False, "trace": v.trace, "play": ["+1", "x?=2"], "detail": None,
        "rule": "C5.3",
    }


@pytest.mark.parametrize("play, target, reason, rule", [
    ("+5 +5", None, "card-not-in-hand", "C5.2"), ("-3 /2", None, "illegal-step", "C3.2"),
    ("+1 x2", 40, "wrong-target", "C5.3"), ("+1", None, "not-a-hot-card", "C5.3"),
])
def test_an_invalid_verdict_cites_the_rule_its_reason_enforces(play, target, reason, rule):
    """C5.3: each reason names the rule broken, in the JSON and in the text a person reads."""
    v = verdict_of(*EXAMPLE, play, target)
    assert (v.reason, v.to_json()["rule"]) == (reason, rule)
    assert v.to_text().startswith(f"invalid: {reason}") and rule in v.to_text().splitlines()[0]
