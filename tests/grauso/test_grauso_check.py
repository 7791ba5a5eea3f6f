"""The checker and the legal-move generator (rules G2, G3): each rule by number, every reason
code reached, the generator equal to the checker and to the scratch rules on thousands of
random positions, and claimed ways out checked play by play."""
from __future__ import annotations

import itertools
import random

import pytest

from deckmath.solvers.grauso import (
    REASONS, Play, Position, check, check_sequence, legal_plays, parse_play, parse_sequence,
    position,
)
from deckmath.solvers.grauso.legal import CHECK_ORDER

ISSUE_REASONS = ("not-in-hand", "not-lower", "pair-out-of-range", "neutral-in-pair", "no-penguin",
                 "cannot-go-out", "neutral-flipped")
"""Issue 9's reason codes, copied from the issue (not from the library)."""


@pytest.mark.parametrize("top, hand, penguins, play, reason, rule", [
    (5, "+3 -7", 0, "-8", "not-in-hand", "G3"),
    (5, "0 -7", 0, "0&0", "not-in-hand", "G3"),
    (20, "+5 +1", 0, "+5&+5", "not-in-hand", "G3"),
    (5, "+12 -7", 0, "+12", "not-lower", "G3.1, G3.2"),             # G3.1: 12 is not below 5
    (5, "+5 -7", 0, "+5", "not-lower", "G3.1, G3.2"),               # equal is not lower
    (0, "+3 -7", 0, "+3", "not-lower", "G3.1, G3.2"),               # G3.2 needs a top other than 0
    (-8, "+7 -25", 0, "+7", "not-lower", "G3.1, G3.2"),             # G3.2: only +8 goes on -8
    (5, "+3 +2 -7", 0, "+2&+3", "not-lower", "G3.3"),               # the pair is worth 5
    (0, "+14 -14 -1", 0, "-14&+14", "not-lower", "G3.3"),           # a pair worth 0 is no neutral
    (None, "+20 +10 -1", 0, "+10&+20", "pair-out-of-range", "G3.3"),
    (-10, "-20 -10 +1", 1, "-20&-10", "pair-out-of-range", "G3.3"),
    (5, "+20 +10 -1", 0, "+10&+20", "pair-out-of-range", "G3.3"),   # before not-lower
    (5, "0 -7 +3", 0, "-7&0", "neutral-in-pair", "G3.4"),
    (5, "0 +7 +3", 0, "0&+7", "neutral-in-pair", "G3.4"),           # form before value
    (5, "+12 -7", 0, "+12~", "no-penguin", "G3.5"),
    (0, "-3 -7", 0, "-3~", "no-penguin", "G3.5"),                   # form before value
    (5, "0", 0, "0", "cannot-go-out", "G3.6"),                      # last card a neutral card
    (5, "+12", 1, "+12~", "cannot-go-out", "G3.6"),                 # last card flipped
    (5, "+1 +2", 1, "+1~&+2", "cannot-go-out", "G3.6"),             # last pair with a flip
    (5, "0 -7", 1, "0~", "neutral-flipped", "G3.5"),
    (5, "0", 1, "0~", "neutral-flipped", "G3.5"),                   # form before going out
])
def test_every_reason_code_is_reached(top, hand, penguins, play, reason, rule):
    """Each of the checker's reason codes by the rule it enforces, with the order in which a play
    is examined (legal.CHECK_ORDER) where a play breaks two rules; JSON `{"valid": false,
    "reason": ..., "value": null}`."""
    verdict = check(position(top, hand, penguins), parse_play(play))
    assert (verdict.valid, verdict.reason, verdict.rule) == (False, reason, rule)
    data = verdict.to_json()
    assert (data["valid"], data["reason"], data["value"]) == (False, reason, None)
    assert isinstance(data["detail"], str) and data["detail"]
    assert verdict.to_text().startswith(f"invalid: {reason}")


def test_reason_list_is_the_issues():
    """The checker's codes are exactly legal.REASONS, and each is reached above."""
    assert tuple(REASONS) == ISSUE_REASONS
    assert set(CHECK_ORDER) == set(ISSUE_REASONS)


def test_verdict_json_shape():
    """check's JSON: `valid` bool, `reason` str or null, `value` the new top when
    valid (an int) or null; the other keys are extras."""
    valid = check(position(-5, "+20 -3 7 0 -14 +14", 1), parse_play("+20~")).to_json()
    assert (valid["valid"], valid["reason"], valid["value"]) == (True, None, -20)
    assert valid["hand_left"] == ["-3", "+7", "0", "-14", "+14"] and valid["penguins_left"] == 0
    neutral = check(position(-5, "+20 -3 7 0 -14 +14", 1), parse_play("0")).to_json()
    assert (neutral["valid"], neutral["value"]) == (True, 0)  # G2.3
    invalid = check(position(-5, "+20 -3 7 0 -14 +14", 1), parse_play("+20")).to_json()
    assert (invalid["valid"], invalid["reason"], invalid["value"]) == (False, "not-lower", None)
    for data in (valid, neutral, invalid):
        assert isinstance(data["valid"], bool)
        assert data["reason"] is None or data["reason"] in ISSUE_REASONS
        assert data["value"] is None or type(data["value"]) is int


@pytest.mark.parametrize("top, hand, penguins, play, rule, new_top", [
    (None, "+25 -1", 0, "+25", "G2.2", 25),
    (None, "+20 +5 -1", 0, "+5&+20", "G2.2", 25),
    (5, "-7 +1", 0, "-7", "G3.1", -7),
    (13, "-13 +1", 0, "-13", "G3.2", -13),
    (-13, "+13 +1", 0, "+13", "G3.2", 13),
    (5, "+3 -7 +1", 0, "-7&+3", "G3.3", -4),
    (1, "+14 -14 +1", 0, "-14&+14", "G3.3", 0),
    (-25, "0 +1", 0, "0", "G3.4", 0),
    (5, "+20 +1", 1, "+20~", "G3.1", -20),
    (-8, "-8 +1", 1, "-8~", "G3.2", 8),
    (10, "-3 +5 +1", 1, "-3~&+5", "G3.3", 8),
])
def test_legal_plays_name_their_rule_and_leave_their_top(top, hand, penguins, play, rule, new_top):
    """G2.1-G2.3 and G3.1-G3.5 by example: the rule that allows the play and the new top; a
    flip spends the penguin (it goes to the centre, G3.5)."""
    p = position(top, hand, penguins)
    verdict = check(p, parse_play(play))
    assert verdict.valid and verdict.rule == rule, verdict.to_json()
    assert verdict.after.top == new_top
    assert verdict.after.penguins == penguins - parse_play(play).uses_penguin
    assert len(verdict.after.hand) == len(p.hand) - len(parse_play(play).cards)


def test_going_out_is_reported():
    verdict = check(position(5, "-7", 0), parse_play("-7"))
    assert verdict.valid and verdict.goes_out and verdict.after is None
    assert verdict.to_json()["hand_left"] == [] and verdict.to_json()["value"] == -7
    assert "goes out" in verdict.to_text()


def _every_play(hand: tuple[int, ...]) -> set[Play]:
    """Every one- or two-card play of the hand with every flip, legal or not."""
    plays = set()
    for size in (1, 2):
        for chosen in itertools.combinations(hand, size):
            for flips in itertools.product((False, True), repeat=size):
                plays.add(Play(chosen, flips))
    return plays


def test_generator_equals_checker_and_scratch_rules(scratch):
    """On 3,000 random positions, the legal-move generator lists exactly the plays the checker
    accepts, each once, and exactly the plays the scratch rules allow."""
    rng = random.Random(11)
    total = 0
    for k in range(3000):
        p = Position(scratch.top(rng), scratch.hand(rng, rng.randint(1, 7), spread=6 if k % 2 else 25),
                     rng.choice((0, 1, 3)))
        generated = legal_plays(p)
        assert len(generated) == len(set(generated))
        accepted = {play for play in _every_play(p.hand) if check(p, play).valid}
        assert set(generated) == accepted, p.to_json()
        assert {str(play) for play in generated} == set(scratch.plays(p.top, p.hand, p.penguins))
        total += len(generated)
    assert total > 20_000


def test_a_card_is_played_once():
    """A pair of +5 needs two +5, and no hand holds two (G1.1); two 0 are never a pair (G3.4)."""
    assert check(position(20, "+5 +1", 0), parse_play("+5&+5")).reason == "not-in-hand"
    assert check(position(20, "0 0 +1", 0), parse_play("0&0")).reason == "neutral-in-pair"


def test_sequence_valid_and_optimal():
    p = position(5, "+3 -7 0 +12", 1)
    verdict = check_sequence(p, parse_sequence("+3&+12~ 0 -7"))
    assert verdict.valid and verdict.optimal and verdict.fewest == 3
    longer = check_sequence(position(10, "+5 +3 +2", 0), parse_sequence("+5 +3 +2"))
    assert longer.valid and longer.fewest == 2 and longer.optimal is False
    assert "optimal: no" in longer.to_text()


@pytest.mark.parametrize("sequence, reason, step", [
    ("-7 0", "hand-not-empty", None),
    ("-7 +3", "not-lower", 2),
    ("-7 +3&+12~ 0", "cannot-go-out", 3),
    ("0 -7 +3&+12~", "cannot-go-out", 3),
    ("0 -7 +3&+12", "not-lower", 3),
    ("+3&+12~ 0 -7 -7", "not-in-hand", 4),
    ("+3&+12~ +3", "not-in-hand", 2),
])
def test_sequence_reasons(sequence, reason, step):
    """A claimed way out is checked play by play on the previous top (G2.1); it must end with
    the hand empty (G5.1), and nothing may follow going out."""
    verdict = check_sequence(position(5, "+3 -7 0 +12", 1), parse_sequence(sequence))
    assert (verdict.valid, verdict.reason, verdict.step) == (False, reason, step)
    assert verdict.optimal is None


def test_second_flip_needs_a_second_penguin():
    """G3.5: the penguin goes to the centre after a flip; a second flip needs another one."""
    p = position(5, "+8 +9 -25", 1)
    verdict = check_sequence(p, parse_sequence("+8~ +9~ -25"))
    assert (verdict.valid, verdict.reason, verdict.step) == (False, "no-penguin", 2)
    two = check_sequence(position(5, "+8 +9 -25", 2), parse_sequence("+8~ +9~ -25"))
    assert two.valid, two.to_json()
