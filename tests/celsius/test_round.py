"""Settling a round (rule C6): claims in order, hot cards taken once, the winner, extra cards."""
from __future__ import annotations

import random
import re

import pytest

from deckmath.solvers.celsius import adjudicate, deal, parse_claim, parse_hand, solve
from deckmath.solvers.errors import InputError

COLD, HOT = 10, (22, 40)
"""From cold 10: `+1 x2` and `x2 +2` reach 22 in two cards, `x4` reaches 40 in one,
`x2 x2` reaches 40 in two, `+1` ends on 11 (not hot)."""


def settle(*claims: str, hands: dict[str, str] | None = None, cold=COLD, hot=HOT):
    given = {name: parse_hand(text) for name, text in (hands or {}).items()}
    return adjudicate(cold, hot, [parse_claim(c) for c in claims], given)


def outcomes(result) -> list[tuple]:
    return [(r.claim.player, r.valid, r.reason, r.value) for r in result.claims]


def test_c6_2_second_valid_claim_on_a_hot_card_is_taken():
    """C6.2: once 22 is reached by a valid claim, a later valid claim on 22 is hot-card-taken."""
    result = settle("ana: +1 x2", "bo: x2 +2")
    assert outcomes(result) == [("ana", True, None, 22), ("bo", False, "hot-card-taken", 22)]
    assert result.winner == "ana"
    assert result.draw_extra == ("bo",)


def test_c6_2_announcement_order_decides_who_takes_the_card():
    """C6.1-C6.2: the same two claims announced the other way round: bo takes 22."""
    result = settle("bo: x2 +2", "ana: +1 x2")
    assert outcomes(result) == [("bo", True, None, 22), ("ana", False, "hot-card-taken", 22)]
    assert result.winner == "bo"


def test_c6_2_an_invalid_claim_does_not_take_the_hot_card():
    """C6.2: only a valid claim takes a hot card; ana's claim fails on her hand, bo's stands."""
    result = settle("ana: +1 x2", "bo: +1 x2", hands={"ana": "+1 x3", "bo": "+1 x2"})
    assert outcomes(result) == [("ana", False, "card-not-in-hand", None), ("bo", True, None, 22)]
    assert result.winner == "bo"


def test_c6_2_the_other_hot_card_stays_free():
    """C6.2: the other player plays on the other hot card and both claims are valid."""
    result = settle("ana: +1 x2", "bo: x2 x2")
    assert [r.valid for r in result.claims] == [True, True]
    assert result.draw_extra == ()


def test_c6_3_fewest_cards_win():
    """C6.3: one card to 40 beats two cards to 22, whatever the announcement order."""
    assert settle("ana: +1 x2", "bo: x4").winner == "bo"
    assert settle("bo: x4", "ana: +1 x2").winner == "bo"


def test_c6_3_fewest_cards_beat_the_higher_hot_card():
    """C6.3: the card count decides before the hot value: 22 in two beats 40 in three."""
    result = settle("ana: x2 +10 +10", "bo: +1 x2")
    assert (result.claims[0].value, result.claims[0].cards) == (40, 3)
    assert result.winner == "bo"


def test_c6_3_tie_on_cards_goes_to_the_higher_hot_card():
    """C6.3: two cards each; 40 is higher than 22, in either announcement order."""
    assert settle("ana: +1 x2", "bo: x2 x2").winner == "bo"
    assert settle("bo: x2 x2", "ana: +1 x2").winner == "bo"


def test_c6_4_passes_and_invalid_claims_draw_an_extra_card():
    """C6.4: ana passes, bo ends off the table, cy claims 22 but reaches it: ana and bo draw."""
    result = settle("ana: pass", "bo: +1", "cy: +1 x2 = 22")
    assert outcomes(result) == [("ana", False, "pass", None), ("bo", False, "not-a-hot-card", 11),
                                ("cy", True, None, 22)]
    assert result.winner == "cy"
    assert result.draw_extra == ("ana", "bo")
    assert result.cold_discarded is False


def test_c6_4_nobody_valid_discards_the_cold_card():
    """C6.4: with no valid claim there is no winner, the cold card is discarded, all draw."""
    result = settle("ana: pass", "bo: +1", "cy: -5 /3")
    assert result.winner is None
    assert result.cold_discarded is True
    assert result.draw_extra == ("ana", "bo", "cy")
    assert outcomes(result)[2] == ("cy", False, "illegal-step", None)


def test_c6_4_json_names_who_takes_the_cold_card():
    """C6.4: the JSON form says who takes the cold card and who draws."""
    data = settle("ana: pass", "bo: x4").to_json()
    assert (data["winner"], data["takes_cold"], data["draw_extra"], data["cold_discarded"]) == (
        "bo", "bo", ["ana"], False)
    assert [c["claim"] for c in data["claims"]] == ["pass", "x4"]


def test_c6_1_claim_naming_its_hot_value():
    """C6.1, C5.1: `ana: +1 x2 = 22` names the target; naming the wrong one is wrong-target."""
    claim = parse_claim("ana: +1 x?=2 = 22")
    assert claim.target == 22 and [str(t) for t in claim.play] == ["+1", "x?=2"]
    assert parse_claim("ana: +1 x2 =22").target == 22
    assert parse_claim("ana: +1 x2").target is None
    result = settle("ana: +1 x2 = 40")
    assert outcomes(result) == [("ana", False, "wrong-target", 22)]


def test_c6_1_pass():
    """C6.1: a player may pass."""
    assert parse_claim("bo: pass").play is None
    assert parse_claim("bo:PASS").play is None


def test_c6_hands_check_availability():
    """C5.2 inside a round: with the players' hands given, claimed cards must be in them,
    counting multiplicity."""
    result = settle("ana: +1 +1 x2", "bo: x4", hands={"ana": "+1 x2 x3", "bo": "x? +3"})
    assert outcomes(result) == [("ana", False, "card-not-in-hand", None), ("bo", True, None, 40)]
    assert [str(c) for c in result.claims[1].verdict.play] == ["x?=4"]


def test_c6_without_hands_only_arithmetic_is_checked():
    """C6 without hands: the claim's own cards stand in for the hand, so any play is available."""
    result = settle("ana: +1 +1 x2 -2", "bo: x?=4")
    assert [r.valid for r in result.claims] == [True, True]


@pytest.mark.parametrize("claims, why", [
    (("ana: +1 x2", "ana: x4"), "made a valid claim"),
    (("ana: pass", "bo: x4", "ana: x4"), "passed"),
    (("ana: +1", "ana: x4"), "invalid (not-a-hot-card)"),
    (("bo: x4", "ana: x4", "ana: x2 x2", "ana: +1 x2"), "more than two claims"),
])
def test_c6_2_a_repeated_claim_other_than_after_hot_card_taken_is_a_usage_error(claims, why):
    """C6.2, C5.4: only a claim that lost its hot card may be followed by one more, once; any
    other repeated claim is a usage error naming the player and why."""
    with pytest.raises(InputError, match=f"ana.*{re.escape(why)}"):
        settle(*claims)


def test_c6_2_a_player_whose_hot_card_was_taken_claims_again_on_the_other():
    """C6.2: bo's x4 loses 40 to ana; bo's second claim, later in the order, takes 22; bo has
    a valid claim, so draws no extra card (C6.4); ana still wins with one card (C6.3)."""
    result = settle("ana: x4", "bo: x4", "bo: +1 x2")
    assert outcomes(result) == [("ana", True, None, 40), ("bo", False, "hot-card-taken", 40),
                                ("bo", True, None, 22)]
    assert result.winner == "ana"
    assert result.draw_extra == ()


def test_c6_2_second_claims_are_settled_after_every_first_claim():
    """C6.2: bo's second claim is announced before cy's first, yet settled after it: cy's first
    claim takes 22, bo's second claim on 22 is hot-card-taken and bo, with no valid claim,
    draws one extra card (C6.4), listed once. The results list first claims, then seconds."""
    result = settle("ana: x4", "bo: x4", "bo: x2 +2", "cy: +1 x2")
    assert outcomes(result) == [("ana", True, None, 40), ("bo", False, "hot-card-taken", 40),
                                ("cy", True, None, 22), ("bo", False, "hot-card-taken", 22)]
    assert [r.second for r in result.claims] == [False, False, False, True]
    assert "first claim" in result.claims[3].detail
    assert result.draw_extra == ("bo",)


def test_c6_2_a_second_claim_never_retakes_the_card_its_player_lost():
    """C6.2: bo's first claim x2 x2 on 40 comes after ana's of equal length; bo's second claim,
    x4 on 40 with one card, may not take 40 from ana's first claim."""
    result = settle("ana: x2 x2", "bo: x2 x2", "bo: x4")
    assert outcomes(result) == [("ana", True, None, 40), ("bo", False, "hot-card-taken", 40),
                                ("bo", False, "hot-card-taken", 40)]
    assert result.winner == "ana" and result.draw_extra == ("bo",)


def test_c6_2_second_claims_among_themselves_in_the_order_announced():
    """C6.2: bo and cy both lose 40 to ana; their second claims on 22 are settled in the order
    announced among themselves: cy's comes first and takes 22."""
    result = settle("ana: x4", "bo: x4", "cy: x4", "cy: +1 x2", "bo: x2 +2")
    assert outcomes(result)[3:] == [("cy", True, None, 22), ("bo", False, "hot-card-taken", 22)]
    assert result.draw_extra == ("bo",)


def test_c6_2_second_claim_through_the_round_command():
    """`celsius round` accepts the second claim and refuses any other repeat in one line."""
    from click.testing import CliRunner

    from deckmath import cli

    base = ["celsius", "round", "--cold", "10", "--hot", "22,40", "--claim", "ana: x4"]
    ok = CliRunner().invoke(cli.main, base + ["--claim", "bo: x4", "--claim", "bo: +1 x2"])
    assert ok.exit_code == 0, ok.output
    assert ok.stdout.splitlines()[2] == ("bo (second claim): valid, 2 cards to 22: "
                                         "10 +1 = 11, x2 = 22")
    bad = CliRunner().invoke(cli.main, base + ["--claim", "ana: +1 x2"])
    assert bad.exit_code == 2 and bad.stdout == ""
    assert len(bad.stderr.splitlines()) == 1 and "(C6.2)" in bad.stderr


def test_c6_hand_of_an_unknown_player_is_a_usage_error():
    """C5.4: a hand given for someone with no claim is a usage error naming the player."""
    with pytest.raises(InputError, match="zed"):
        settle("ana: +1 x2", hands={"zed": "+1"})


@pytest.mark.parametrize("text", ["+1 x2", ": +1", "ana +1 x2", "ana: ", "ana: x11", "ana: x?",
                                  "ana: +1 = abc", "ana: = 22"])
def test_c5_4_malformed_claim_is_a_usage_error(text):
    """C5.4: a claim that is not `player: cards`, `player: cards = hot` or `player: pass`."""
    with pytest.raises(InputError):
        parse_claim(text)


def test_c5_1_named_target_off_the_table_is_an_invalid_claim():
    """C5.1, C5.3, C6.2: naming a hot value that is not on the table makes that claim
    invalid (wrong-target), and the round is still settled for the others."""
    result = settle("ana: +1 x2 = 23", "bo: x4")
    ana, bo = result.claims
    assert (ana.valid, ana.reason) == (False, "wrong-target") and "23" in ana.detail
    assert bo.valid and result.winner == "bo" and result.draw_extra == ("ana",)


def expected_round(announced: list[tuple[str, str | None, int | None, bool]]):
    """C6 from the rule text, for claims whose validity before C6.2 is known:
    announced = [(player, play or None, hot value reached, valid on its own)], a player's
    second entry being their second claim. First claims take their hot cards in order; second
    claims after all of them, only on a card no first claim took (C6.2); fewest cards, then
    the higher hot card wins (C6.3). Returns ((player, valid) in settlement order, the winner,
    the players who draw an extra card)."""
    seen: set[str] = set()
    firsts, seconds = [], []
    for entry in announced:
        (seconds if entry[0] in seen else firsts).append(entry)
        seen.add(entry[0])
    taken: set[int] = set()
    valid: list[tuple[int, int, str]] = []
    statuses = []
    for player, play, value, ok in firsts + seconds:
        fine = play is not None and ok and value not in taken
        if fine:
            taken.add(value)
            valid.append((len(play.split()), -value, player))
        statuses.append((player, fine))
    winner = min(valid)[2] if valid else None
    winners = {p for _, _, p in valid}
    return statuses, winner, tuple(dict.fromkeys(p for p, _ in statuses if p not in winners))


@pytest.mark.parametrize("seed", range(60))
def test_c6_random_rounds_follow_the_rules(seed, deck):
    """C6.1-C6.4 on dealt rounds: each player passes, claims a shortest play for some hot value
    (verified elsewhere to be valid), or names the wrong hot value for it; a player whose valid
    claim lost its card may claim once more, anywhere later in the list (C6.2)."""
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    dealt = deal(deck, players, seed)
    names = [f"p{i}" for i in range(players)]
    announced, texts = [], []
    for i, name in enumerate(names):
        reachable = [t for t in solve(dealt.position(i)).per_target if t.play is not None]
        if not reachable or rng.random() < 0.2:
            announced.append((name, None, None, False))
            texts.append(f"{name}: pass")
            continue
        aim = rng.choice(reachable)
        play = " ".join(map(str, aim.play))
        named = rng.choice([None, aim.hot, aim.hot, rng.choice(dealt.hot)])
        announced.append((name, play, aim.hot, named in (None, aim.hot)))
        texts.append(f"{name}: {play}" + ("" if named is None else f" = {named}"))
    order = rng.sample(range(players), players)
    announced = [announced[i] for i in order]
    texts = [texts[i] for i in order]
    firsts, _, _ = expected_round(announced)
    for (name, play, value, ok), (_, fine) in zip(list(announced), firsts):
        if play is None or not ok or fine:
            continue
        i = names.index(name)
        again = [t for t in solve(dealt.position(i)).per_target if t.play is not None]
        if again and rng.random() < 0.8:
            aim = rng.choice(again)
            at = rng.randint(announced.index((name, play, value, ok)) + 1, len(announced))
            announced.insert(at, (name, " ".join(map(str, aim.play)), aim.hot, True))
            texts.insert(at, f"{name}: {' '.join(map(str, aim.play))}")
    result = adjudicate(dealt.cold, dealt.hot, [parse_claim(t) for t in texts],
                        {names[i]: dealt.hands[i] for i in order})
    statuses, winner, draw = expected_round(announced)
    assert [(r.claim.player, r.valid) for r in result.claims] == statuses, texts
    assert result.winner == winner
    assert result.draw_extra == draw
    assert result.cold_discarded == (winner is None)
