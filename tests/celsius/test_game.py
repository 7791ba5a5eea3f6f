"""The Celsius whole-game engine (solvers/celsius/engine.py) through the play face, rule by
rule: each test builds the situation, applies the claims and checks the events, the state or
the IllegalMove and its rule (C4.1, C5.2-C5.3, C6.1-C6.5, C7.1-C7.3)."""
from __future__ import annotations

import random
from collections import Counter

import orjson
import pytest

from deckmath.solvers.celsius import GAME, load_deck, parse_hand
from deckmath.solvers.celsius.deck import Deck
from deckmath.solvers.celsius.engine import (
    PASS_CLAIM, CelsiusGame, Pile, free_hot_cards, order_key, parse_claim_action, start,
)
from deckmath.solvers.celsius.model import Position
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove

DECK = load_deck()
FACE = GAME.play


def table(players: int, cold: int, hot: tuple[int, ...], hands: list[str], seed: int = 1,
          rounds: int = 1) -> CelsiusGame:
    """A game in round `rounds` (earlier rounds all passed) with a chosen table and hands."""
    game = start(DECK, players, seed, {}, True)
    for _ in range(rounds - 1):
        for _ in range(players):
            game.apply(PASS_CLAIM)
    game.cold, game.hot = cold, hot
    game.hands = [list(parse_hand(hand)) for hand in hands]
    game.positions = [Position(cold, hot, tuple(hand)) for hand in game.hands]
    game.hand_sizes = tuple(len(hand) for hand in game.hands)
    return game


def claim(game: CelsiusGame, *texts: str) -> None:
    """The seats to move commit these claims, one after the other."""
    for text in texts:
        game.apply(game.parse_action(text))


def last(game: CelsiusGame, kind: str) -> dict:
    return next(e for e in reversed(game.events) if e["type"] == kind)


def seats_order(game: CelsiusGame, rounds: int) -> list[list[int]]:
    """The seats asked, round by round, when every seat passes."""
    order = []
    for _ in range(rounds):
        asked = []
        for _ in range(game.players):
            asked.append(game.to_move())
            game.apply(PASS_CLAIM)
        order.append(asked)
    return order


# -- C4.1 the deal ----------------------------------------------------------------------------

@pytest.mark.parametrize("players, hot", [(2, 2), (3, 2), (4, 4)])
def test_c4_1_seven_cards_each_and_two_or_four_hot_cards(players, hot):
    game = start(DECK, players, 5, {}, True)
    deal, dealt = game.events[0], game.events[1]
    assert deal["type"] == "deal" and dealt["type"] == "table"
    assert [len(hand) for hand in deal["hands"]] == [7] * players
    assert len(dealt["hot"]) == hot == len(set(dealt["hot"]))
    assert set(dealt["hot"]) <= set(DECK.hot) and dealt["cold"] in DECK.cold
    assert Counter(deal["operator_pile"] + sum(deal["hands"], [])) == Counter(
        map(str, DECK.operators))
    assert sorted(deal["cold_pile"]) == sorted(DECK.cold)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_c4_1_two_to_four_players(players):
    with pytest.raises(InputError, match="2 to 4"):
        start(DECK, players, 1, {}, False)


def test_c4_1_a_deck_whose_games_outgrow_a_position_is_refused():
    """Seven cards and one more a round could leave 7 + 14 = 21 cards in a 15-round game:
    more than a position holds (C4.1, C6.4)."""
    long = Deck("long", tuple(range(13)) + (0, 1), DECK.hot, DECK.operators)
    with pytest.raises(InputError, match="21 cards"):
        start(long, 2, 1, {}, False)
    few = Deck("few", DECK.cold, DECK.hot[:1], DECK.operators)
    with pytest.raises(InputError, match="hot cards"):
        start(few, 2, 1, {}, False)
    with pytest.raises(InputError, match="operator cards"):
        start(Deck("thin", DECK.cold, DECK.hot, DECK.operators[:14]), 2, 1, {}, False)


# -- C7.1 seats and the round's first seat ----------------------------------------------------

def test_c7_1_first_seat_is_seat_1_then_moves_one_seat_each_round():
    game = start(DECK, 3, 3, {}, True)
    order = seats_order(game, 13)
    assert order == [[(r + i) % 3 + 1 for i in range(3)] for r in range(13)]
    assert [e["first_seat"] for e in game.events if e["type"] == "table"] == [
        r % 3 + 1 for r in range(13)]
    assert game.over and game.to_move() is None


# -- C6.1 claims: hidden, then ordered --------------------------------------------------------

def test_c6_1_a_seat_sees_none_of_the_claims_committed_before_its_own():
    game = table(3, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "+1 x2 +3 +4 +5 +6 +7",
                                   "x2 +2 +3 +4 +5 +6 +7"])
    before = game.view(3)
    claim(game, "x4", "+1 x2")
    assert game.view(3) == before and game.view(3).announced == ()
    assert FACE.describe_event(game.events[-1], 3) == "seat 2 has made its claim"
    assert "+1 x2" not in FACE.describe(game.view(3))


def test_c6_1_claims_are_ordered_fewer_cards_first_then_seat_order_passes_last():
    """Round 2: seat 2 speaks first among equal lengths (C7.1). Seat 1's one card comes first;
    seat 2's and seat 3's two cards in seat order from seat 2; seat 4's pass last."""
    game = table(4, 10, (22, 40, 97, 98), ["x4 +1 +2 +3 +4 +5 +6", "+1 x2 +3 +4 +5 +6 +7",
                                           "x2 x2 +3 +4 +5 +6 +7", "+1 +2 +3 +4 +5 +6 +7"],
                 rounds=2)
    claim(game, "+1 x2", "x2 x2", "pass", "x4")
    announced = last(game, "announce")["claims"]
    assert [(c["seat"], c["cards"]) for c in announced] == [(1, 1), (2, 2), (3, 2), (4, None)]
    assert order_key(3, 2, 2, 4, False) < order_key(1, 2, 2, 4, False)
    assert order_key(1, 1, 1, 4, False) < order_key(2, 1, 1, 4, False) < order_key(1, 1, 1, 4, True)


# -- C6.2 hot cards taken once; asked again ---------------------------------------------------

def test_c6_2_the_first_valid_claim_in_the_order_takes_the_hot_card():
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 +3 +4 +5 +6 +7 +8"])
    claim(game, "x4", "x4")
    assert last(game, "announce")["claims"][0] == {
        "seat": 1, "claim": "x4", "cards": 1, "value": 40, "second": False, "holds": True}
    assert game.events[-1] == {"type": "asked_again", "round": 1, "seat": 2, "value": 40,
                               "taken_by": 1}
    assert game.to_move() == 2


def test_c6_2_a_player_whose_hot_card_is_taken_is_asked_again_and_takes_the_other():
    """Seat 2's x4 loses 40 to seat 1; asked again, seat 2 sees what was announced and which
    card is taken, and takes 22 with two cards: a valid claim, so no extra card (C6.4)."""
    game = table(2, 10, (22, 40), ["x4 +3 +4 +5 +6 +7 +8", "x4 +1 x2 +3 +4 +5 +6"])
    claim(game, "x4", "x4")
    view = game.view(2)
    assert view.asked_again and not game.view(1).asked_again
    assert [(a.seat, a.claim, a.holds) for a in view.announced] == [(1, "x4", True),
                                                                   (2, "x4", False)]
    assert view.taken == (40,) and free_hot_cards(view) == (22,)
    assert "40 is taken by seat 1 with 1 card" in FACE.describe(view)
    claim(game, "+1 x2 = 22")
    settled = last(game, "round")
    assert [(c["seat"], c["second"], c["valid"], c["reason"]) for c in settled["claims"]] == [
        (1, False, True, None), (2, False, False, "hot-card-taken"), (2, True, True, None)]
    assert settled["winner"] == 1 and settled["draw_extra"] == []
    assert len(game.hands[1]) == 7
    assert Counter(map(str, game.hands[1])) >= Counter(["x4", "+3", "+4", "+5", "+6"])


def test_c6_2_a_second_claim_on_a_hot_card_taken_by_a_first_claim_is_refused():
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 x2 x2 +1 +4 +5 +6"])
    claim(game, "x4", "x4")
    events, hands = list(game.events), [list(h) for h in game.hands]
    with pytest.raises(IllegalMove) as refused:
        claim(game, "x2 x2")
    assert refused.value.rule == "C6.2" and refused.value.reason.startswith("hot-card-taken")
    assert game.events == events and game.hands == hands and game.to_move() == 2
    claim(game, "pass")
    assert last(game, "round")["draw_extra"] == [2]


def test_c6_2_a_second_claim_cannot_retake_the_card_its_own_first_claim_lost():
    """Seats 1 and 2 claim 40 with two cards each; seat 1 comes first in seat order (C6.1) and
    takes it. Seat 2, asked again, may not claim 40 again with one card: a first claim took
    it, and a second claim never takes a first claim's card, whatever its length (C6.2)."""
    game = table(2, 10, (22, 40), ["x2 x2 +1 +3 +4 +5 +6", "x2 x2 x4 +3 +4 +5 +6"])
    claim(game, "x2 x2", "x2 x2")
    assert game.to_move() == 2 and game.view(2).taken == (40,)
    with pytest.raises(IllegalMove, match="hot-card-taken") as refused:
        claim(game, "x4")
    assert refused.value.rule == "C6.2"
    claim(game, "pass")
    assert last(game, "round")["winner"] == 1


def test_c6_2_a_short_second_claim_never_takes_a_card_from_a_longer_first_claim():
    """Four players, hot 22 40 97 98. Seats 1 and 2 claim 40 with one card, seat 3 claims 22
    with three, seat 4 passes. Seat 2, asked again (97 and 98 are left), may not take 22 with
    two cards: seat 3's first claim took it, and second claims are settled after every first
    claim (C6.2). Seat 3 keeps 22 and is never asked again."""
    game = table(4, 10, (22, 40, 97, 98), ["x4 +3 +4 +5 +6 +7 +8", "x4 +1 x2 +3 +5 +6 +7",
                                           "+5 +6 +1 +3 +4 +7 +8", "+1 +2 +3 +4 +5 +6 +7"])
    claim(game, "x4", "x4", "+5 +6 +1 = 22", "pass")
    assert game.to_move() == 2 and free_hot_cards(game.view(2)) == (97, 98)
    with pytest.raises(IllegalMove, match="hot-card-taken") as refused:
        claim(game, "+1 x2")
    assert refused.value.rule == "C6.2"
    claim(game, "pass")
    settled = last(game, "round")
    assert [(c["seat"], c["cards"], c["valid"]) for c in settled["claims"]] == [
        (1, 1, True), (2, 1, False), (3, 3, True), (4, None, False), (2, None, False)]
    assert settled["draw_extra"] == [2, 4] and settled["winner"] == 1
    assert [e["seat"] for e in game.events if e["type"] == "asked_again"] == [2]


def test_c6_2_nobody_is_asked_again_when_first_claims_took_every_hot_card():
    """Seat 1 takes 40, seat 2 takes 22, seat 3 lost 40: no hot card is left for a second
    claim (C6.2), so the round is settled at once and seat 3 draws (C6.4)."""
    game = table(3, 10, (22, 40), ["x4 +3 +4 +5 +6 +7 +8", "+1 x2 +3 +4 +5 +6 +7",
                                   "x2 x2 +3 +4 +5 +6 +7"])
    claim(game, "x4", "+1 x2", "x2 x2")
    assert not any(e["type"] == "asked_again" for e in game.events)
    assert last(game, "round")["draw_extra"] == [3] and game.round == 2


def test_c6_2_second_claims_are_hidden_from_each_other_then_settled_in_the_order():
    """Seats 2 and 3 lose 40 to seat 1 and are asked again. Seat 3 does not see seat 2's
    second claim (C6.1: all play at once). Both claim 22 with two cards; among second claims
    the order of C6.1 puts seat 2 first (seat order from the round's first seat): seat 2 takes
    22, seat 3's second claim is hot-card-taken and seat 3 draws (C6.4)."""
    game = table(3, 10, (22, 40), ["x4 +3 +4 +5 +6 +7 +8", "x4 +1 x2 +3 +5 +6 +7",
                                   "x4 x2 +2 +3 +5 +6 +7"])
    claim(game, "x4", "x4", "x4")
    assert game.to_move() == 2
    before = game.view(3)
    claim(game, "+1 x2")
    assert game.to_move() == 3 and game.view(3) == before
    assert FACE.describe_event(game.events[-1], 3) == "seat 2 has made its second claim"
    claim(game, "x2 +2")
    assert [e["seat"] for e in game.events if e["type"] == "asked_again"] == [2, 3]
    settled = last(game, "round")
    assert [(c["seat"], c["second"], c["valid"], c["reason"]) for c in settled["claims"]] == [
        (1, False, True, None), (2, False, False, "hot-card-taken"),
        (3, False, False, "hot-card-taken"), (2, True, True, None),
        (3, True, False, "hot-card-taken")]
    assert settled["draw_extra"] == [3]


def test_c6_2_each_player_gets_at_most_one_more_claim():
    """Seats 2 and 3 lose 40 to seat 1. Seat 2's second claim reaches 22 with three cards;
    seat 3's, with two, comes before it among second claims and takes 22; seat 2 has claimed
    twice and is not asked a third time: it draws one extra card (C6.4)."""
    game = table(3, 10, (22, 40), ["x4 +3 +4 +5 +6 +7 +8", "x4 +5 +6 +1 +3 +7 +8",
                                   "x4 +1 x2 +3 +5 +6 +7"])
    claim(game, "x4", "x4", "x4", "+5 +6 +1", "+1 x2")
    assert [e["seat"] for e in game.events if e["type"] == "asked_again"] == [2, 3]
    settled = last(game, "round")
    assert [(c["seat"], c["second"], c["valid"]) for c in settled["claims"]] == [
        (1, False, True), (2, False, False), (3, False, False), (3, True, True),
        (2, True, False)]
    assert settled["draw_extra"] == [2] and game.round == 2


def _lost_first_claims(settled: dict) -> dict[int, int]:
    return {c["seat"]: c["value"] for c in settled["claims"]
            if not c["second"] and c["reason"] == "hot-card-taken"}


@pytest.mark.parametrize("players, bots", [
    (2, "perfect,random"), (3, "bounded:3,perfect,random"), (4, "random,perfect,bounded:2,random"),
    (3, "random,random,random")])
def test_c6_2_no_second_claim_ever_takes_a_first_claims_card(players, bots):
    """C6.2 over many seeded games, the seeds of the outside re-check among them: every round
    settles first claims before second ones; a second claim comes only from a seat whose first
    claim lost its card, only once, and never holds a card a first claim took (its own lost card
    included); the winner is the fewest cards, then the higher hot card (C6.3)."""
    kinds = bots.split(",")
    second_claims = 0
    for seed in [900405, 900801, 900802, *range(60)]:
        game = start(DECK, players, seed, {}, True)
        seated = [FACE.bots[k.split(":")[0]].make(
            int(k.split(":")[1]) if ":" in k else None, random.Random(seed * 7 + s), {})
            for s, k in enumerate(kinds)]
        while not game.over:
            seat = game.to_move()
            game.apply(seated[seat - 1].decide(game.view(seat)))
        for settled in (e for e in game.events if e["type"] == "round"):
            claims = settled["claims"]
            seconds = [c for c in claims if c["second"]]
            firsts = [c for c in claims if not c["second"]]
            assert claims == firsts + seconds
            assert sorted(c["seat"] for c in firsts) == list(range(1, players + 1))
            first_held = {c["value"] for c in firsts if c["valid"]}
            lost = _lost_first_claims(settled)
            assert set(c["seat"] for c in seconds) <= set(lost)
            assert len({c["seat"] for c in seconds}) == len(seconds)
            for c in seconds:
                second_claims += 1
                assert c["value"] is None or c["value"] not in first_held, (seed, settled)
                assert c["value"] != lost[c["seat"]], (seed, settled)
            valid = [c for c in claims if c["valid"]]
            assert len({c["value"] for c in valid}) == len(valid)
            best = min(valid, key=lambda c: (c["cards"], -c["value"]), default=None)
            assert settled["winner"] == (None if best is None else best["seat"])
    assert second_claims > 0


@pytest.mark.parametrize("text, reason, rule", [
    ("+10", "card-not-in-hand", "C5.2"),
    ("-3 /2", "illegal-step", "C3.2"),
    ("+1", "not-a-hot-card", "C5.3"),
    ("+1 x2 = 40", "wrong-target", "C5.3"),
    ("+1 x2 = 41", "wrong-target", "C5.3"),
])
def test_c5_a_claim_the_checker_refuses_is_an_illegal_move_and_changes_nothing(text, reason,
                                                                                rule):
    game = table(2, 10, (22, 40), ["+1 x2 -3 /2 +4 +5 +6", "x4 +1 +2 +3 +4 +5 +6"])
    events = list(game.events)
    with pytest.raises(IllegalMove) as refused:
        claim(game, text)
    assert refused.value.rule == rule and refused.value.reason.startswith(reason)
    assert f"({rule}) ({rule})" not in str(refused.value)
    assert game.events == events and game.to_move() == 1 and game.claims == []


@pytest.mark.parametrize("text", ["+11", "x?", "", "+1 x2 = many", "hello"])
def test_c5_4_a_malformed_claim_is_bad_input_not_a_move(text):
    with pytest.raises(InputError):
        start(DECK, 2, 1, {}, False).parse_action(text)


def test_claims_round_trip_through_their_canonical_text():
    for text, canonical in [("+1 X2", "+1 x2"), ("x?=7", "x?=7"), ("+1 ×2 = 22", "+1 x2 = 22"),
                            ("PASS", "pass"), ("−3 ÷2", "-3 /2")]:
        action = parse_claim_action(text)
        assert str(action) == canonical
        assert parse_claim_action(str(action)) == action


# -- C6.3 the winner --------------------------------------------------------------------------

def test_c6_3_fewest_cards_win_then_the_higher_hot_card():
    game = table(3, 10, (22, 40), ["+1 x2 +3 +4 +5 +6 +7", "x4 +1 +2 +3 +4 +5 +7",
                                   "+2 +3 +4 +5 +6 +7 +8"])
    claim(game, "+1 x2", "x4", "pass")
    assert last(game, "round")["winner"] == 2
    game = table(2, 10, (20, 40), ["x2 +1 +3 +4 +5 +6 +7", "x4 +1 +2 +3 +4 +5 +7"])
    claim(game, "x2", "x4")
    assert last(game, "round")["winner"] == 2 and game.won == [[], [10]]


# -- C6.4 the cold card and the extra card ----------------------------------------------------

def test_c6_4_the_winner_takes_the_cold_card_and_players_without_a_valid_claim_draw_one():
    game = table(3, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "+1 +2 +3 +4 +5 +6 +8",
                                   "+1 +2 +3 +4 +5 +6 +7"])
    claim(game, "x4", "pass", "pass")
    settled = last(game, "round")
    assert settled["winner"] == 1 and game.won[0] == [10]
    assert settled["draw_extra"] == [2, 3]
    assert [len(d) for d in settled["drawn"]] == [1, 1, 1]
    assert [len(hand) for hand in game.hands] == [7, 8, 8]


def test_c6_4_nobody_valid_the_cold_card_is_discarded_and_everyone_draws():
    game = table(2, 0, (97, 98), ["+1 +2 +3 +4 +5 +6 +7", "+1 +2 +3 +4 +5 +6 +8"])
    claim(game, "pass", "pass")
    settled = last(game, "round")
    assert settled["winner"] is None and game.won == [[], []]
    assert [len(hand) for hand in game.hands] == [8, 8]
    assert game.figures()["nobody_played"] == (1, 1)


def test_c6_4_a_hand_has_no_size_limit():
    full = "+1 +2 +3 +4 +5 +6 +7 +8 +9 +10"
    game = table(2, 0, (97, 98), [full, full])
    claim(game, "pass", "pass")
    assert [len(hand) for hand in game.hands] == [11, 11]


# -- C6.5 refill, new table, 13 rounds --------------------------------------------------------

def test_c6_5_hands_refilled_to_seven_a_hand_of_seven_or_more_draws_nothing():
    game = table(2, 10, (22, 40), ["+1 x2 +3 +4 +5 +6 +7 +8 +9", "x4 +1 +2 +3 +4 +5 +7"])
    claim(game, "+1 x2", "x4")
    assert [len(d) for d in last(game, "round")["drawn"]] == [0, 1]
    assert [len(hand) for hand in game.hands] == [7, 7]


def test_c6_5_thirteen_rounds_one_per_cold_card_a_new_table_each():
    game = start(DECK, 3, 11, {}, True)
    seats_order(game, 13)
    tables = [e for e in game.events if e["type"] == "table"]
    assert len(tables) == 13 == game.length()
    assert sorted(t["cold"] for t in tables) == sorted(DECK.cold)
    assert game.events[-1] == {"type": "end", "cold_cards": [0, 0, 0], "ranks": [1, 1, 1]}
    with pytest.raises(IllegalMove) as over:
        game.apply(PASS_CLAIM)
    assert over.value.rule == "C6.5"


# -- C7.2 cards and piles ---------------------------------------------------------------------

def test_c7_2_valid_claims_are_discarded_a_lost_claim_goes_back_to_the_hand():
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 +3 +4 +5 +6 +7 +8"])
    discards = len(game.operator_pile.discards)
    claim(game, "x4", "x4", "pass")
    assert "x4" not in map(str, game.hands[0])
    assert Counter(map(str, game.hands[1])) >= Counter("x4 +3 +4 +5 +6 +7 +8".split())
    assert len(game.hands[1]) == 8
    assert len(game.operator_pile.discards) == discards + 1


def test_c7_2_a_pile_reshuffles_its_discards_under_what_remains():
    pile = Pile([1, 2, 3], random.Random(1))
    first = pile.draw(2)
    pile.discard([7, 8])
    rest = pile.draw(2)
    assert len(first) == 2 and len(rest) == 2
    assert rest[0] not in first and rest[0] in {1, 2, 3}
    assert rest[1] in {7, 8}
    assert pile.draw(5) == [({7, 8} - {rest[1]}).pop()]


def _operator_cards(game: CelsiusGame) -> Counter:
    pile = game.operator_pile
    return Counter([*pile.cards, *pile.discards, *(c for hand in game.hands for c in hand)])


@pytest.mark.parametrize("players, bots", [(2, "perfect"), (3, "random"), (4, "bounded")])
def test_c7_2_no_card_is_lost_or_made_over_whole_games(players, bots):
    kind = FACE.bots[bots]
    for seed in range(4):
        game = start(DECK, players, seed, {}, False)
        seated = [kind.make(2 if bots == "bounded" else None, random.Random(seat), {})
                  for seat in range(players)]
        while not game.over:
            assert _operator_cards(game) == Counter(DECK.operators)
            assert Counter([*game.hot_pile.cards, *game.hot_pile.discards, *game.hot]) == \
                Counter(DECK.hot)
            seat = game.to_move()
            game.apply(seated[seat - 1].decide(game.view(seat)))
        assert _operator_cards(game) == Counter(DECK.operators)
        assert sum(map(len, game.won)) <= 13


# -- C7.3 ranking -----------------------------------------------------------------------------

def test_c7_3_most_cold_cards_first_equal_counts_share_a_rank():
    game = start(DECK, 4, 1, {}, True)
    seats_order(game, 13)
    game.won = [[1, 2], [3, 4, 5], [6, 7], []]
    outcome = game.outcome()
    assert outcome.scores == (2, 3, 2, 0) and outcome.ranks == (2, 1, 2, 4)
    assert outcome.winners == (2,)
    game.won = [[1], [2], [], []]
    assert game.outcome().winners == (1, 2)


# -- the face: determinism, events, views -----------------------------------------------------

def _played(seed: int, players: int = 3) -> CelsiusGame:
    game = start(DECK, players, seed, {}, True)
    seated = [FACE.bots[k].make(None if k != "bounded" else 2, random.Random(seat), {})
              for seat, k in enumerate(["perfect", "random", "bounded", "perfect"][:players])]
    while not game.over:
        seat = game.to_move()
        game.apply(seated[seat - 1].decide(game.view(seat)))
    return game


def test_the_same_seed_gives_the_same_game_and_another_seed_another_deal():
    a, b, c = _played(42), _played(42), _played(43)
    assert a.events == b.events and a.outcome() == b.outcome()
    assert a.events[0] != c.events[0]


def test_events_are_json_with_seats_from_1_and_actions_first():
    game = _played(7, 4)
    assert orjson.loads(orjson.dumps(game.events)) == game.events
    for event in game.events:
        if "action" in event:
            assert list(event)[:3] == ["seat", "action", "type"]
            assert 1 <= event["seat"] <= 4
        assert event["type"] in FACE.event_rules
    assert game.events[-1]["type"] == "end"


def test_views_are_comparable_values_and_determinize_keeps_them():
    game = _played(5)
    fresh = start(DECK, 3, 5, {}, True)
    claim(fresh, "pass")
    for seat in (1, 2, 3):
        view = fresh.view(seat)
        assert hash(view) == hash(fresh.view(seat)) and view == fresh.view(seat)
        world = fresh.determinize(seat, random.Random(seat))
        assert world.view(seat) == view and world.to_move() == fresh.to_move()
        assert Counter(c for h in world.hands for c in h) + Counter(world.operator_pile.cards) \
            == Counter(c for h in fresh.hands for c in h) + Counter(fresh.operator_pile.cards)
    assert game.over and game.outcome() is not None


def test_clone_is_independent():
    game = start(DECK, 2, 9, {}, True)
    twin = game.clone()
    claim(twin, "pass", "pass")
    assert game.round == 1 and twin.round == 2 and len(game.events) == 2


def test_figures_count_rounds_and_claims():
    game = _played(3)
    figures = game.figures()
    assert set(figures) == {"nobody_could_play", "nobody_played", "hot_card_taken",
                            "second_claim_took_a_card"}
    assert figures["nobody_played"][1] == 13 and figures["nobody_could_play"][1] == 13
    claims = [e for e in game.events if e.get("type") in ("claim", "second_claim")
              and e["value"] is not None]
    assert figures["hot_card_taken"][1] == len(claims)
    asked = sum(e["type"] == "asked_again" for e in game.events)
    assert figures["second_claim_took_a_card"][1] == asked
