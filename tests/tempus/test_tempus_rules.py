"""Tempus legal moves, checker and move application (P3, P4.1), against the rules written out
again in conftest.py, on thousands of seeded random positions and on one position per rule."""
from __future__ import annotations

import json
import random

import pytest

from deckmath.solvers.tempus import (
    REASONS, apply_move, check, legal_moves, parse_move, position_from_json,
)
from deckmath.solvers.tempus.solve import arrays, decode


def _pos(hands, holders, to_move=1, players=2):
    return position_from_json({"players": players, "to_move": to_move, "hands": hands,
                               "holders": holders})


def _series(owner, direction, *cards):
    return {"owner": owner, "direction": direction, "cards": list(cards)}


@pytest.fixture(scope="module")
def many(positions):
    """2,000 positions: 2 to 5 players, anywhere in a round."""
    rng = random.Random(17)
    found = []
    for seed in range(2000):
        n = rng.choice((2, 3, 4, 5))
        found += positions(1, seed, players=n, plies_left=rng.randint(0, 4 * n))
    return found


def test_legal_moves_match_the_rules_written_again(many, rules_again):
    for position in many:
        moves = [str(m) for m in legal_moves(position)]
        assert len(moves) == len(set(moves)), position.to_json()
        assert sorted(moves) == sorted(rules_again.moves_of(position.to_json())), position.to_json()
        assert [m.order for m in legal_moves(position)] == sorted(m.order for m in legal_moves(position))


def test_kernel_move_generation_matches_the_rules(many):
    from deckmath.solvers.tempus import kernel

    hourglasses = tuple(range(63))
    for position in many:
        hg, cards, ncards, hold, live, left = arrays(position, hourglasses)
        if position.over:
            continue
        codes = kernel.moves_of(hg, cards, ncards, position.to_move - 1, hold, live)
        assert sorted(str(decode(int(c))) for c in codes) == sorted(
            str(m) for m in legal_moves(position)), position.to_json()


def test_apply_move_matches_the_rules_written_again(many, rules_again):
    rng = random.Random(3)
    for position in many:
        moves = legal_moves(position)
        if not moves:
            continue
        move = rng.choice(moves)
        expected = position_from_json(rules_again.play(position.to_json(), str(move)))
        after = apply_move(position, move)
        assert after == expected, (position.to_json(), str(move))
        assert position_from_json(json.loads(json.dumps(after.to_json()))) == after


def _every_claim(position):
    cards = sorted({c for h in position.hands for c in h}
                   | {c for s in position.holders if s for c in s.cards})
    for card in cards:
        yield f"bury {card}"
        for d in "+-":
            yield f"open {d} {card}"
        for h in (1, 2, 3):
            yield f"capture {h} {card}"
            yield f"dump {h} {card}"


def test_checker_accepts_exactly_the_legal_moves(many, rules_again):
    """Every claim on a card of the position is valid exactly when the rules written again list
    it; an invalid claim has a reason code."""
    for position in many[:600]:
        legal = set(rules_again.moves_of(position.to_json()))
        for text in _every_claim(position):
            verdict = check(position, parse_move(text))
            assert verdict.valid == (text in legal), (position.to_json(), text, verdict)
            assert (verdict.reason is None) == verdict.valid
            assert verdict.reason is None or verdict.reason in REASONS


BASE_HOLDERS = [_series(2, "+", "R2", "R5"), _series(1, "-", "M20"), None]
BASE_HANDS = [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]]


REASON_CASES = [
    (BASE_HANDS, BASE_HOLDERS, 1, "open + M1", "not-in-hand"),
    ([["R3", "M7", "J9", "R20"], ["M1", "R25", "M12"]],
     [_series(1, "+", "R2"), _series(1, "+", "R4"), _series(1, "-", "R22", "M24", "J19")], 1,
     "open + R3", "must-bury"),
    (BASE_HANDS, [_series(2, "+", "R2", "R5"), _series(1, "-", "M20"), _series(2, "+", "J1")], 1,
     "open + R3", "no-free-holder"),
    (BASE_HANDS, BASE_HOLDERS, 1, "capture 3 R20", "no-such-series"),
    (BASE_HANDS, BASE_HOLDERS, 1, "dump 3 R20", "no-such-series"),
    (BASE_HANDS, BASE_HOLDERS, 1, "capture 2 M7", "own-series"),
    (BASE_HANDS, BASE_HOLDERS, 1, "dump 2 M7", "own-series"),
    (BASE_HANDS, BASE_HOLDERS, 1, "capture 1 R3", "wrong-direction"),
    (BASE_HANDS, BASE_HOLDERS, 1, "capture 1 M7", "wrong-colour"),
    (BASE_HANDS, BASE_HOLDERS, 1, "bury R3", "cannot-bury"),
    ([["R3", "M7"], ["M1", "R25"]], [_series(1, "+", "R2", "R5", "R9")] + [None, None], 1,
     "open + R3", "round-over"),
]
"""One claim per reason code (rules.REASONS)."""


@pytest.mark.parametrize("hands,holders,to_move,claim,reason", REASON_CASES)
def test_each_reason_code(hands, holders, to_move, claim, reason):
    verdict = check(_pos(hands, holders, to_move), parse_move(claim))
    assert not verdict.valid and verdict.reason == reason
    assert reason in verdict.to_text()


def test_every_reason_code_has_a_test():
    assert {case[-1] for case in REASON_CASES} == set(REASONS)


def test_p3_1_open_takes_the_lowest_free_holder():
    position = _pos(BASE_HANDS, [None, _series(2, "+", "R2", "R5"), None])
    after = apply_move(position, parse_move("open - R20"))
    assert after.holders[0].to_json() == _series(1, "-", "R20")
    assert after.holders[1] == position.holders[1] and after.holders[2] is None
    assert after.to_move == 2 and parse_move("open - R20").card not in after.hands[0]


def test_p3_1_first_move_of_a_round_is_an_open():
    position = _pos([["R3", "M7", "J9", "R20", "R1", "R4", "R6"],
                     ["M1", "R25", "M12", "J5", "J1", "J3", "J7"]], [None, None, None])
    assert {m.kind for m in legal_moves(position)} == {"open"}
    assert len(legal_moves(position)) == 14


@pytest.mark.parametrize("top,direction,card,ok", [
    ("R5", "+", "R7", True), ("R5", "+", "R4", False), ("R5", "-", "R4", True),
    ("R5", "+", "M5", False), ("R5", "-", "M5", False), ("R5", "+", "M7", False),
    ("R5", "+", "J7", True), ("M5", "-", "J3", True), ("R5", "+", "J3", False),
    ("R5", "+", "J5", True), ("M5", "-", "J5", True),
    ("J5", "+", "R5", True), ("J5", "-", "M5", True),
    ("J5", "+", "M9", True), ("J5", "+", "R3", False), ("J5", "-", "R3", True),
    ("J5", "+", "J7", True), ("J5", "-", "J7", False),
])
def test_p3_2_capture(top, direction, card, ok):
    """P3.2: strictly following, same colour; Joker on any colour; Joker and red/mauve of the same
    value on each other; after a Joker, any colour following."""
    position = _pos([["R23", "M24", card], ["R25", "M25"]],
                    [_series(2, direction, top), None, None])
    assert check(position, parse_move(f"capture 1 {card}")).valid == ok


def test_p3_2_colour_returns_after_a_joker():
    position = _pos([["R1", "M9", "R11"], ["R25", "M25"]],
                    [_series(2, "+", "R3", "J5", "R7"), None, None])
    assert check(position, parse_move("capture 1 R11")).valid
    assert check(position, parse_move("capture 1 M9")).reason == "wrong-colour"
    after = apply_move(position, parse_move("capture 1 R11"))
    assert after.holders[0].owner == 1 and after.holders[0].top.value == 11


def test_p3_3_dump_goes_under_and_the_owner_keeps_it():
    position = _pos(BASE_HANDS, BASE_HOLDERS)
    after = apply_move(position, parse_move("dump 1 M7"))
    assert after.holders[0].to_json() == _series(2, "+", "M7", "R2", "R5")


def test_p3_4_bury_is_forced_and_only_then():
    hands = [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12"]]
    holders = [_series(1, "+", "R2"), _series(1, "+", "R4"), _series(1, "-", "R22", "M24", "J19")]
    position = _pos(hands, holders)
    assert [str(m) for m in legal_moves(position)] == ["bury R3", "bury R20", "bury M7", "bury J9"]
    after = apply_move(position, parse_move("bury J9"))
    assert after.holders == position.holders and after.to_move == 2
    assert all(c.value != 9 for c in after.hands[0])


def test_p4_1_no_move_when_every_player_holds_two():
    position = _pos([["R3", "M7"], ["M1", "R25"]], [_series(1, "+", "R2", "R5", "R9"), None, None])
    assert legal_moves(position) == []
