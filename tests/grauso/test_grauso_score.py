"""Scoring (rules G6): a round's points under its signs and every choice of them (G6.1-G6.3,
G6.5), the helper's choice the best of every individual sign assignment (brute force over each
neutral card, bonus and penguin) in hindsight or for the last round from a running total (G6.5),
its totals add up, G6.2's four bonuses, G6.3's last-round penguins, and G6.4's ranks and
tie-breaks."""
from __future__ import annotations

import itertools
import random

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.score import (
    NO_SIGNS, RoundCards, RoundSigns, best_score, has_choice, parse_round, ranks, round_from_json,
    round_points, rounds_from_json, sign_choices, zero_in_reach,
)


def _brute_best(rounds: list[RoundCards], penguins: int) -> tuple[bool, int, int]:
    """(reaches 0, |total|, cold points) of the best assignment, each sign tried on its own
    (G6.1-G6.3), ranked as G6.4 ranks players."""
    items = []  # (value when +, counts cold when -)
    fixed = cold = 0
    for r in rounds:
        for v in r.hand + r.pile:
            if v > 0:
                fixed += 1
            elif v < 0:
                fixed -= 1
                cold += 1
            else:
                items.append(1)
        if r.bonus:
            items.append(r.bonus)
    items += [1] * penguins
    best = None
    for signs in itertools.product((1, -1), repeat=len(items)):
        total = fixed + sum(s * v for s, v in zip(signs, items))
        points = cold + sum(v for s, v in zip(signs, items) if s < 0)
        rank = (total == 0, abs(total), points)
        best = rank if best is None or rank > best else best
    return best


def _random_round(rng: random.Random) -> RoundCards:
    """A round's end as G1.1 allows: distinct cards but 0, at most five 0, hand and pile."""
    cards = rng.sample([-4, -3, -1, 1, 2, 5, 7, 0, 0, 0], rng.randint(0, 7))
    cut = rng.choice((0, 0, len(cards) // 2, len(cards)))
    return RoundCards(tuple(cards[:cut]), tuple(cards[cut:]))


def test_helper_matches_brute_force_over_every_sign():
    rng = random.Random(6)
    zero = far = 0
    for _ in range(400):
        rounds = tuple(_random_round(rng) for _ in range(rng.randint(1, 4)))
        penguins = rng.randint(0, 2) if len(rounds) == 4 else 0
        score = best_score(rounds, penguins)
        expected = _brute_best(list(rounds), penguins)
        assert (score.reaches_zero, abs(score.total), score.cold_points) == expected, rounds
        c = score.choice
        assert score.total == sum(score.round_points) + 2 * c.penguin_plus - penguins
        for r, sign, plus in zip(rounds, c.bonus_signs, c.neutral_plus):
            assert sign in (1, -1) and 0 <= plus <= r.neutral
        zero += score.reaches_zero
        far += not score.reaches_zero
    assert zero > 50 and far > 50


@pytest.mark.parametrize("text, bonus, how", [
    ("hand: ; pile: ", 10, "went out, no collected pile"),
    ("hand: ; pile: -7 +2", 7, "went out with a collected pile"),
    ("hand: +3 -5 0", 5, "only a hand"),
    ("hand: +3 -5 0; pile: ", 5, "only a hand"),
    ("hand: +3 -5 0; pile: -7 +2", 0, "hand and collected pile"),
    ("pile: -7 +2; hand: +3 -5 0", 0, "hand and collected pile"),
    ("HAND:+3 -5 0 ;PILE: -7 +2;", 0, "hand and collected pile"),
])
def test_g6_2_bonus_by_how_the_round_ended(text, bonus, how):
    r = parse_round(text)
    assert (r.bonus, r.how) == (bonus, how)


def test_worked_example_reaches_zero_or_not_by_parity():
    """Rounds: went out clean (+-10); hand +3 -5 0 (+1 -1, neutral +-1, bonus +-5); hand -2 with
    pile -7 -8 (-3, bonus 0); went out with pile +4 0 (+1, neutral +-1, bonus +-7). Fixed part
    -2; -10 +5 +7 and neutrals +1 -1 make 0. With one penguin (G6.3) the number of odd terms is
    odd, so 0 is out of reach and the farthest is -2 -10 -5 -7 -1 -1 -1 = -27."""
    rounds = tuple(parse_round(t) for t in ("hand: ; pile: ", "hand: +3 -5 0",
                                            "hand: -2; pile: -7 -8", "hand: ; pile: +4 0"))
    score = best_score(rounds, 0)
    assert score.total == 0 and score.reaches_zero
    assert score.choice.bonus_signs[:2] == (-1, 1) and score.choice.bonus_signs[3] == 1
    assert "exactly 0" in score.to_text() and score.to_json()["total"] == 0
    odd = best_score(rounds, 1)
    assert (odd.total, odd.reaches_zero) == (-27, False)


def test_penguins_only_in_the_last_round():
    """G6.3: penguins count in the last round only, so they need all four rounds."""
    with pytest.raises(InputError, match="G6.3"):
        best_score((parse_round("hand: ; pile: "),), 1)
    score = best_score(tuple(parse_round("hand: ; pile: ") for _ in range(4)), 2)
    # 4 bonuses of 10 and two penguins: +-10 four times gives 0 already; penguins +1 -1.
    assert score.total == 0 and score.choice.penguin_plus == 1


def test_farthest_from_zero_when_zero_is_impossible():
    """A single round with only a hand of +1 +2: 5 +- 5 and +2 cannot make 0; the farthest is
    +7 (cold points 0) against -3: +7."""
    score = best_score((parse_round("hand: +1 +2"),))
    assert (score.total, score.reaches_zero) == (7, False)
    assert "farthest from 0" in score.to_text()


def test_cold_points_break_ties_in_the_choice():
    """Round: went out clean (bonus 10) and... with one neutral in the pile: 7 +- 1 +- 7: 0 is
    impossible, |total| 8 either way; -8 has more cold points (7 + 1) than +8 (0)."""
    score = best_score((parse_round("hand: ; pile: 0"),))
    assert (score.total, score.cold_points) == (-8, 8)


@pytest.mark.parametrize("totals_cold, expected", [
    ([(0, 3), (5, 9), (0, 4)], (2, 3, 1)),
    ([(0, 3), (0, 3)], (1, 1)),
    ([(4, 1), (-7, 2), (7, 5)], (3, 2, 1)),
    ([(4, 1), (-7, 5), (7, 5)], (3, 1, 1)),
])
def test_g6_4_ranks(totals_cold, expected):
    """Exactly 0 first; else the farthest from 0; ties by the most cold points, then shared
    (G7.6)."""
    assert ranks([t for t, _ in totals_cold], [c for _, c in totals_cold]) == expected


def _brute_round(cards: RoundCards, penguins: int) -> set[tuple[int, int]]:
    """Every (points, cold points) a round's signs can give, each item signed on its own."""
    fixed = cards.heat - cards.cold
    items = [1] * (cards.neutral + penguins) + ([cards.bonus] if cards.bonus else [])
    found = set()
    for signs in itertools.product((1, -1), repeat=len(items)):
        found.add((fixed + sum(s * v for s, v in zip(signs, items)),
                   cards.cold + sum(v for s, v in zip(signs, items) if s < 0)))
    return found


def test_sign_choices_give_every_signing_once_in_canonical_order():
    """G6.1-G6.3, G6.5: a choice per bonus sign, count of + neutral cards, count of + penguins;
    together they give exactly what signing each item on its own gives; + first."""
    rng = random.Random(8)
    for _ in range(300):
        cards = _random_round(rng)
        penguins = rng.randint(0, 3)
        choices = sign_choices(cards, penguins)
        assert len(choices) == len(set(choices)) == (
            (2 if cards.bonus else 1) * (cards.neutral + 1) * (penguins + 1))
        assert {round_points(cards, c) for c in choices} == _brute_round(cards, penguins)
        assert choices[0].bonus in (None, 1) and choices[0].neutral_plus == cards.neutral
        assert choices[0].penguin_plus == penguins
        assert has_choice(cards, penguins) == (len(choices) > 1)
        for total in (-12, -1, 0, 3):
            assert zero_in_reach(cards, penguins, total) == any(
                total + points == 0 for points, _ in _brute_round(cards, penguins))


def test_round_points_by_hand():
    """Went out with a pile +4 0 (bonus 7): bonus -, neutral -: 1 - 1 - 7 = -7, cold 1 + 7;
    a hand of +1 +2 (two heat cards, bonus 5) signed +: 7, cold 0; nothing to sign: only the
    cards (G6.1: a card counts +1 or -1 whatever its value)."""
    cards = parse_round("hand: ; pile: +4 0")
    assert round_points(cards, RoundSigns(-1, 0, 1)) == (-7, 8)
    assert round_points(parse_round("hand: +1 +2"), RoundSigns(1)) == (7, 0)
    assert round_points(parse_round("hand: -3; pile: +5 -2"), NO_SIGNS) == (-1, 2)
    assert sign_choices(parse_round("hand: -3; pile: +5 -2")) == [NO_SIGNS]


def test_last_round_from_the_running_total():
    """G6.5: the last round alone, signed from the running total: -8 before, a hand of +1 +2
    (bonus 5) and one penguin: -8 + 2 + 5 + 1 = 0. From +9 the same cards cannot reach 0:
    the farthest is 9 + 2 + 5 + 1 = 17."""
    cards = (parse_round("hand: +1 +2"),)
    score = best_score(cards, 1, before=-8)
    assert (score.total, score.choice.bonus_signs, score.choice.penguin_plus) == (0, (1,), 1)
    assert score.to_json()["before"] == -8 and "running total -8" in score.to_text()
    far = best_score(cards, 1, before=9)
    assert (far.total, far.reaches_zero) == (17, False)
    assert best_score(cards).to_json()["before"] is None
    assert "in hindsight" in best_score(cards).to_text()
    with pytest.raises(InputError, match="last round alone"):
        best_score(cards * 2, 0, before=3)


@pytest.mark.parametrize("text, fragment", [
    ("+3 -5", "'+3 -5' is not 'hand: CARDS'"), ("hand: +3 / -7", "SOLIDUS"), ("hand: +3 x", "'x'"),
    (5, "text"), ("hand: " + "+3 " * 56, "at most 55"), ("", "write 'hand: CARDS; pile: CARDS'"),
    ("hand: +3; hand: -2", "'hand' given twice"), ("hand: +3; pile: +3", "card +3 twice"),
    ("hand: 0 0 0; pile: 0 0 0", "6 neutral cards"), ("deck: +3", "'deck: +3' is not"),
    ("hand: +3,, -2", "empty item"), ("hand: +26", "-25 to +25"),
])
def test_bad_rounds(text, fragment):
    with pytest.raises(InputError) as err:
        parse_round(text)
    assert fragment in str(err.value)


@pytest.mark.parametrize("obj, fragment", [
    ({"rounds": []}, "0 rounds"), ({"rounds": [{}] * 5}, "5 rounds"), ({"penguins": 1}, "rounds"),
    ({"rounds": "x"}, "list"), ({"rounds": [5]}, "JSON object"),
    ({"rounds": [{"hand": ["+30"]}]}, "+30"), ({"rounds": [{}], "penguins": 1}, "G6.3"),
    ({"rounds": [{}] * 4, "penguins": 7}, "0..6"), ({"rounds": [{}] * 4, "penguins": -1}, "0..6"),
    ({"rounds": [{"hand": ["+4"], "pile": [4]}]}, "card +4 twice"),
])
def test_bad_score_lines(obj, fragment):
    with pytest.raises(InputError) as err:
        rounds_from_json(obj)
    assert fragment in str(err.value)


def test_round_json_round_trips():
    r = parse_round("hand: +3 -5 0; pile: -7 +2")
    assert round_from_json(r.to_json()) == r
