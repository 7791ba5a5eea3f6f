"""Whole games of Grauso through the play face (engine.py; rules G1.3, G3-G7 by number): each
rule's situation built by hand, the action applied, the event or the IllegalMove and its rule
asserted, and a refused action leaving the game as it was; then seeded games watched decision
by decision (every card in one place, penguins kept, every action legal and written back as it
reads) and replayed by the shared replay."""
from __future__ import annotations

import random
from collections import Counter

import orjson
import pytest

from deckmath.play.log import envelope
from deckmath.play.replay import replay
from deckmath.play.seats import bot_rng
from deckmath.play.tally import Tally
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Outcome
from deckmath.solvers.grauso import GAME, load_deck
from deckmath.solvers.grauso.actions import (
    COLLECT_ACTION, PlayAction, action_text, parse_action,
)
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.engine import PILE_EMPTY, WENT_OUT, hand_size, start
from deckmath.solvers.grauso.model import parse_play
from deckmath.solvers.grauso.score import ROUNDS, RoundSigns

from game_tables import act, refused, sign_all, table


@pytest.fixture(scope="module")
def deck():
    return load_deck()


# -- G1.3, G7.1, G7.2: the deal ------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_g7_1_g7_2_deal(deck, players):
    """G7.1 seat 1 starts the first round; G7.2 the whole deck dealt in seat order, G1.3's hand
    size each (7 with 3-4 players, 5 with 5-6), the rest the draw pile; seats from 1."""
    game = start(deck, players, 11, {}, True)
    dealt = game.events[0]
    assert dealt["type"] == "deal" and dealt["round"] == 1 and dealt["starter"] == 1
    assert game.to_move() == 1 and game.view(1).to_move == 1
    size = 7 if players <= 4 else 5
    assert hand_size(players) == size and [len(h) for h in dealt["hands"]] == [size] * players
    cards = Counter(c for h in dealt["hands"] for c in h) + Counter(dealt["draw_pile"])
    assert cards == Counter(f"{v:+d}" if v else "0" for v in deck.cards)
    assert dealt["penguins"] == [1] * players and dealt["centre"] == 0  # G1.2, G7.3


def test_the_deal_comes_from_the_seed_only(deck):
    one, same, other = (start(deck, 4, s, {}, True) for s in (5, 5, 6))
    assert one.events == same.events and one.events[0]["hands"] != other.events[0]["hands"]


@pytest.mark.parametrize("players, deck_, fragment", [
    (2, None, "3 to 6"), (7, None, "3 to 6"),
    (4, Deck("three", tuple(range(1, 30)), 3), "G1.2"),
    (3, Deck("bare", tuple(range(1, 22)), 3), "G1.3"),
])
def test_a_table_that_cannot_be_dealt(deck, players, deck_, fragment):
    """3-6 players, a penguin each (G1.2), the hands and at least one card to draw (G1.3)."""
    with pytest.raises(InputError, match=fragment):
        start(deck_ or deck, players, 1, {}, True)


# -- G3: plays -----------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, top, penguins, play, rule", [
    ([5, 9], 3, 1, "+5", "G3.1, G3.2"),            # neither lower than 3 nor -3
    ([-3, 5], -5, 1, "-3&+5", "G3.3"),              # a pair worth 2 on -5
    ([0, 5, 9], 3, 1, "0&+5", "G3.4"),              # a neutral card is played alone
    ([5, 9], -3, 0, "+5~", "G3.5"),                 # a flip needs a penguin
    ([0], 4, 1, "0", "G3.6"),                       # going out on a neutral card
    ([9], 4, 1, "+9~", "G3.6"),                     # going out with a flip
    ([5, 9], 12, 1, "+7", "G3"),                    # a card not in the hand
])
def test_g3_illegal_plays_are_refused_with_their_rule(hand, top, penguins, play, rule):
    game = table([hand, [1, 2], [3, 4]], [20, 21], top=top, penguins=[penguins, 1, 1])
    assert refused(game, play).rule == rule


def test_g3_a_legal_play_and_its_event():
    """G3.2 +13 on -13; G2.1 the top is the play's value; the next seat is to move."""
    game = table([[13, 2], [1, 2], [3, 4]], [20], top=-13)
    event = act(game, "+13")
    assert event == {"seat": 1, "action": "+13", "type": "play", "value": 13, "rule": "G3.2",
                     "drawn": None, "went_out": False}
    assert (game.top, game.to_move(), game.hands[0]) == (13, 2, [2])


def test_g3_5_the_penguin_goes_to_the_centre():
    game = table([[5, 9], [1, 2], [3, 4]], [20], top=-3)
    act(game, "+5~")
    assert (game.top, game.penguins, game.centre) == (-5, [0, 1, 1], 1)


# -- G4: after a play, or instead of one -----------------------------------------------------------

def test_g4_1_the_optional_draw_takes_the_front_card():
    game = table([[5, 9], [1, 2], [3, 4]], [11, 12])
    event = act(game, "+9 draw")
    assert event["drawn"] == "+11" and game.hands[0] == [5, 11] and game.draw == [12]
    assert act(game, "+2")["drawn"] is None


def test_g7_5_no_draw_from_an_empty_pile_nor_after_going_out():
    game = table([[5, 9], [1, 2], [3, 4]], [])
    assert refused(game, "+9 draw").rule == "G7.5"
    going_out = table([[5, 9], [1, 2], [3, 4]], [11])
    assert refused(going_out, "+5&+9 draw").rule == "G7.5"
    actions = [action_text(a) for a in going_out.legal_actions()]
    assert "+5&+9" in actions and "+5&+9 draw" not in actions and "+9 draw" in actions


def test_g4_2_collect_draws_back_takes_the_pile_and_the_penguins():
    """G4.2 (G7.4: the draw first): back to the initial hand size, the point pile into the
    collected pile, the centre's penguins; the next seat starts an empty pile. A player who
    cannot play must; here seat 2 cannot (nothing of +1 +2 +3 goes on -5 without a penguin)."""
    game = table([[5, 9], [1, 2, 3], [10, 14]], [11, 12, 13, 15, 16, 17], penguins=[1, 0, 1])
    act(game, "+5~")
    assert [action_text(a) for a in game.legal_actions()] == ["collect"]
    event = act(game, "collect")
    assert event == {"seat": 2, "action": "collect", "type": "collect", "forced": True,
                     "drawn": ["+11", "+12", "+13", "+15"], "took": ["+5"], "penguins": 1,
                     "round_ends": False}
    assert game.piles[1] == [5] and game.penguins == [0, 1, 1] and game.centre == 0
    assert len(game.hands[1]) == 7 and game.top is None and game.to_move() == 3


def test_g4_2_a_player_who_can_play_may_collect():
    game = table([[5, 9], [1, 2], [3, 4]], [11, 12, 13, 14, 15, 16], top=12)
    assert game.legal_actions()[-1] == COLLECT_ACTION
    event = act(game, "collect")
    assert event["forced"] is False and event["took"] == ["+12"] and game.piles[0] == [12]


def test_g7_4_a_collect_that_meets_the_empty_pile_ends_the_round():
    """G7.4, G5.1: the cards drawn are kept; the point pile and the centre's penguins stay on
    the table and count for nobody."""
    game = table([[5, 9], [1, 2], [3, 4]], [11], top=-5, point=[-5], centre=1,
                 penguins=[0, 1, 1])
    event = act(game, "collect")
    assert event["drawn"] == ["+11"] and event["took"] == [] and event["penguins"] == 0
    assert event["round_ends"] is True and game.scoring
    end = game.events[-1]
    assert end["type"] == "round_end" and (end["by"], end["how"]) == (1, PILE_EMPTY)
    assert end["held"][0] == {"hand": ["+5", "+9", "+11"], "pile": []}
    assert end["centre"] == 1 and game.point == [-5]


def test_g7_4_a_full_hand_collects_without_drawing():
    game = table([[5, 9], [1, 2], [3, 4]], [], top=-20, size=2)
    event = act(game, "collect")
    assert event["drawn"] == [] and event["took"] == ["-20"] and not game.scoring


# -- G5: the end of a round ----------------------------------------------------------------------

def test_g5_1_going_out_ends_the_round_at_once():
    game = table([[5, 9], [1, 2], [3, 4]], [11, 12])
    event = act(game, "+5&+9")
    assert event["went_out"] is True and game.scoring
    end = game.events[-1]
    assert (end["type"], end["by"], end["how"], end["next_starter"]) == ("round_end", 1, WENT_OUT, 2)
    assert refused(game, "+1").rule == "G6.5"  # the round is being scored


def test_g5_2_the_next_round_starts_left_of_who_took_the_last_card():
    """Seat 1 takes the last card with the optional draw (G4.1); the round goes on until seat 2
    must draw from the empty pile (G7.4). G5.2: seat 2 starts the next round, left of seat 1,
    not seat 3, left of the player whose collect met the empty pile."""
    game = table([[5, 9], [-25, 1, 2], [3, 4]], [11], top=6, point=[6])
    act(game, "+5 draw")
    act(game, "collect")
    end = game.events[-1]
    assert (end["by"], end["how"], end["last_card"], end["next_starter"]) == (2, PILE_EMPTY, 1, 2)
    sign_all(game)
    deal = game.events[-1]
    assert (deal["type"], deal["round"], deal["starter"]) == ("deal", 2, 2)
    assert game.to_move() == 2


def test_g5_2_a_collect_taking_the_last_card_and_ending_the_round():
    game = table([[5, 9], [1], [3, 4]], [11], top=-25, point=[-25], turn=2)
    act(game, "collect")
    end = game.events[-1]
    assert (end["by"], end["last_card"], end["next_starter"]) == (2, 2, 3)


def test_g5_2_going_out_after_the_last_card_was_taken():
    """Going out ends the round (G5.1): the next starts left of who went out (G5.2)."""
    game = table([[5, 9], [1, 2], [3, 4]], [11], top=20, point=[20])
    act(game, "+9 draw")
    act(game, "+1&+2")
    end = game.events[-1]
    assert (end["by"], end["how"], end["last_card"], end["next_starter"]) == (2, WENT_OUT, 1, 3)


def test_g5_2_a_game_is_four_rounds(deck):
    game = start(deck, 3, 2, {}, True)
    rng = random.Random(0)
    while not game.over:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    deals = [e for e in game.events if e["type"] == "deal"]
    ends = [e for e in game.events if e["type"] == "round_end"]
    assert [d["round"] for d in deals] == [1, 2, 3, 4] and len(ends) == ROUNDS
    assert [d["starter"] for d in deals[1:]] == [e["next_starter"] for e in ends[:-1]]
    assert ends[-1]["next_starter"] is None and game.events[-1]["type"] == "end"
    assert refused(game, "collect").rule == "G5.2"


def test_g5_2_in_seeded_games_the_last_card_decides_the_starter(deck):
    """Over seeded games, the rounds ended by the empty pile whose last card was taken by
    another player than the one who met it: the next round starts left of the taker."""
    seen = 0
    for seed in range(40):
        game = start(deck, 4, seed, {}, True)
        bots = {seat: GAME.play.bots["random"].make(None, random.Random(seed * 10 + seat), {})
                for seat in range(1, 5)}
        while not game.over:
            seat = game.to_move()
            game.apply(bots[seat].decide(game.view(seat)))
        ends = [e for e in game.events if e["type"] == "round_end"][:-1]
        deals = [e for e in game.events if e["type"] == "deal"][1:]
        for end, deal in zip(ends, deals):
            ender = end["by"] if end["how"] == WENT_OUT else end["last_card"]
            assert deal["starter"] == ender % 4 + 1
            seen += end["how"] == PILE_EMPTY and end["last_card"] != end["by"]
    assert seen >= 5


# -- G6: the signs, fixed as each round is scored ----------------------------------------------

def test_g6_5_seats_sign_in_turn_from_the_rounds_starter():
    """Seat 2 started the round; seat 3 goes out. Every seat holds something to sign, so seats
    2, 3 and 1 sign in that order, each seeing the totals fixed before it."""
    game = table([[5, 9], [-4, 0], [1, 2]], [11, 12], starter=2, turn=3)
    act(game, "+1&+2")
    assert game.events[-1]["to_sign"] == [2, 3, 1]
    assert game.to_move() == 2 and game.view(2).scoring
    event = act(game, "bonus - neutral -")
    assert event == {"seat": 2, "action": "bonus - neutral -", "type": "signs", "round": 1,
                     "points": -7, "total": -7}
    assert game.to_move() == 3 and game.view(3).totals == (0, -7, 0)
    assert act(game, "bonus +")["points"] == 10  # went out with no collected pile (G6.2)
    act(game, "bonus -")
    scored = next(e for e in game.events if e["type"] == "scored")
    assert scored["points"] == [-3, -7, 10] and scored["totals"] == [-3, -7, 10]
    assert game.events[-1]["type"] == "deal" and game.round == 2


def test_g6_5_a_seat_with_nothing_to_sign_is_scored_without_a_decision():
    """Seat 1 holds a hand and a collected pile (bonus 0, G6.2) and no neutral card: it is
    scored at once; seat 2 (a hand only: bonus 5) and seat 3 (went out) sign."""
    game = table([[5, 9], [-4, -6], [1, 2]], [11, 12], turn=3)
    game.piles[0] = [-7]
    act(game, "+1&+2")
    assert game.events[-1]["to_sign"] == [2, 3]
    assert game.round_points[0] == 1 and game.totals[0] == 1  # +5 +9 -7: one card +1 each


@pytest.mark.parametrize("signs, rule", [
    ("neutral -", "G6.2"),                  # the bonus of 5 needs its sign
    ("bonus + bonus -", None),              # not even an action: malformed
    ("bonus +", "G6.1"),                    # one sign per neutral card
    ("bonus + neutral +-", "G6.1"),
    ("bonus + neutral + penguins +", "G6.3"),  # penguins are signed in the last round only
    ("-4", "G6.5"),                         # a play while the round is scored
])
def test_g6_signs_that_do_not_fit_are_refused(signs, rule):
    game = table([[5, 9], [-4, 0], [1, 2]], [11, 12], starter=2, turn=3)
    act(game, "+1&+2")
    if rule is None:
        with pytest.raises(InputError, match="twice"):
            parse_action(signs)
        return
    assert refused(game, signs).rule == rule


def test_g6_2_no_bonus_to_sign():
    game = table([[5, 9], [-4, 0], [1, 2]], [11, 12], turn=3)
    game.piles[1] = [-8]
    act(game, "+1&+2")
    act(game, "bonus +")  # seat 1: a hand only, bonus 5
    assert refused(game, "bonus + neutral +").rule == "G6.2"
    assert act(game, "neutral +")["points"] == -1  # -8 -4 +1


def test_g6_3_penguins_are_signed_in_the_last_round():
    game = table([[5, 9], [-4, 1], [1, 2]], [11, 12], turn=3, round_=ROUNDS,
                 penguins=[2, 0, 1])
    act(game, "+1&+2")
    assert game.events[-1]["to_sign"] == [1, 2, 3]
    assert refused(game, "bonus +").rule == "G6.3"
    assert act(game, "bonus - penguins +-")["points"] == -3  # 2 - 5 + 1 - 1
    act(game, "bonus +")
    act(game, "bonus - penguins -")
    assert game.over and game.to_move() is None and game.legal_actions() == []


def test_g6_5_signs_once_chosen_never_change_and_g6_4_ranks(deck):
    """Each seat's signs add that round's points to the running total it saw (G6.5); the game's
    totals are the sums of the rounds' points as each was scored; the outcome ranks by G6.4 and
    says whether the game was won at exactly 0."""
    game = start(deck, 4, 9, {}, True)
    rng = random.Random(3)
    while not game.over:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    running = [0] * 4
    rounds = []
    for event in game.events:
        if event["type"] == "signs":
            assert event["total"] == running[event["seat"] - 1] + event["points"]
        if event["type"] == "scored":
            running = [total + points for total, points in zip(running, event["points"])]
            assert event["totals"] == running
            rounds.append(event["points"])
    outcome = game.outcome()
    assert outcome.details["round_points"] == rounds and list(outcome.scores) == running
    assert outcome.details["won_at_zero"] == any(
        rank == 1 and total == 0 for rank, total in zip(outcome.ranks, outcome.scores))
    assert game.events[-1] == {"type": "end", "totals": running,
                               "cold_points": outcome.details["cold_points"],
                               "ranks": list(outcome.ranks),
                               "won_at_zero": outcome.details["won_at_zero"]}


def test_g7_6_a_shared_first_place_is_a_tie():
    """Two players at exactly 0 with equal cold points share the first place (G6.4); the tally
    credits each half a win (G7.6)."""
    game = table([[5], [1, 2], [3, 4]], [11])
    game.totals, game.cold = [0, 0, 7], [4, 4, 9]
    game.finished = True
    outcome = game.outcome()
    assert outcome.ranks == (1, 1, 3) and outcome.winners == (1, 2)
    tally = Tally("grauso", 3, "moves")
    tally.record(["greedy", "planner", "random"], outcome, 0, {})
    rates = tally.summary()["by_bot"]
    assert rates["greedy"]["wins"] == rates["planner"]["wins"] == 0.5
    assert rates["random"]["wins"] == 0


# -- the face: views, copies, notation, whole games ----------------------------------------------

def test_determinize_deals_again_only_what_the_seat_cannot_see(deck):
    game = start(deck, 4, 21, {}, True)
    act(game, action_text(game.legal_actions()[0]))
    changed = 0
    for k in range(20):
        world = game.determinize(2, random.Random(k))
        assert world.view(2) == game.view(2) and world.hands[1] == game.hands[1]
        assert Counter(c for h in world.hands for c in h) + Counter(world.draw) == \
            Counter(c for h in game.hands for c in h) + Counter(game.draw)
        assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
        changed += world.hands[0] != game.hands[0]
        assert world.rng.getstate() != game.rng.getstate()  # the rounds to come are unknown
    assert changed > 15


def test_clone_is_independent(deck):
    game = start(deck, 3, 4, {}, True)
    copy = game.clone()
    copy.apply(copy.legal_actions()[0])
    assert game.moves == 0 and copy.moves == 1 and game.hands != copy.hands
    assert len(game.events) == 1


def _watched_game(deck, players, seed, kinds):
    """A game between bots of `kinds`, every decision checked: the action is among the legal
    ones and reads back from its text; every card in exactly one place (G7.2); as many
    penguins as players (G1.2, G3.5, G7.3); hands within the initial size (G1.3, G4)."""
    game = start(deck, players, seed, {}, True)
    bots = {seat: GAME.play.bots[kinds[(seat - 1) % len(kinds)]].make(
        None, bot_rng("grauso", seed, seat), {}) for seat in range(1, players + 1)}
    whole = Counter(deck.cards)
    while not game.over:
        seat = game.to_move()
        view = game.view(seat)
        action = bots[seat].decide(view)
        assert action in game.legal_actions() and action in view.legal_actions()
        assert parse_action(action_text(action)) == action
        if not game.scoring:
            where = Counter(game.draw) + Counter(game.point)
            for hand, pile in zip(game.hands, game.piles):
                where += Counter(hand) + Counter(pile)
                assert len(hand) <= game.size
            assert where == whole
            assert sum(game.penguins) + game.centre == players
            if action == COLLECT_ACTION:
                assert not view.plays, "the bots collect only when they cannot play"
        game.apply(action)
    return game


@pytest.mark.parametrize("players, kinds", [
    (3, ["random"]), (4, ["greedy", "planner", "random"]), (5, ["planner", "greedy"]),
    (6, ["random", "greedy"]),
])
def test_bots_play_legal_games_that_replay(deck, players, kinds):
    for seed in range(4):
        game = _watched_game(deck, players, seed, kinds)
        for event in game.events:
            assert orjson.loads(orjson.dumps(event)) == event  # JSON-native
            if "seat" in event:
                assert 1 <= event["seat"] <= players
        labels = [kinds[(seat - 1) % len(kinds)] for seat in range(1, players + 1)]
        log = orjson.loads(orjson.dumps(envelope("grauso", deck, seed, players, {}, labels,
                                                 game.events, game.outcome())))
        report = replay(GAME.play, "grauso", GAME.load_deck, log)
        assert report.valid, report.to_text()


def test_random_legal_playouts_never_raise(deck):
    for seed in range(60):
        players = 3 + seed % 4
        game = start(deck, players, seed, {}, seed % 2 == 0)
        rng = random.Random(seed)
        while not game.over:
            actions = game.legal_actions()
            assert actions and all(parse_action(action_text(a)) == a for a in actions)
            game.apply(actions[rng.randrange(len(actions))])
        outcome = game.outcome()
        assert isinstance(outcome, Outcome) and len(outcome.scores) == players
        assert game.length() == game.moves > 0
        figures = game.figures()
        assert figures["rounds_gone_out"][1] == ROUNDS and figures["won_at_zero"][1] == 1


def test_events_are_recorded_only_when_asked(deck):
    quiet, loud = start(deck, 4, 8, {}, False), start(deck, 4, 8, {}, True)
    for game in (quiet, loud):
        while not game.over:
            game.apply(game.legal_actions()[0])
    assert quiet.events == [] and quiet.outcome() == loud.outcome()


def test_signs_text_round_trips():
    for text in ("bonus +", "bonus - neutral ++-", "neutral -", "bonus + penguins +-",
                 "bonus - neutral + penguins --"):
        assert action_text(parse_action(text)) == text
    assert parse_action("neutral -+ BONUS −") == RoundSigns(-1, 1, 1)
    assert action_text(parse_action("-3&+5 draw")) == "-3&+5 draw"
    assert parse_action("-3&+5") == PlayAction(parse_play("-3&+5"))


@pytest.mark.parametrize("text, fragment", [
    ("", "empty action"), ("collect now", "after collect"), ("-3&+5 twice", "draw"),
    ("bonus", "no signs"), ("bonus ++", "one bonus"), ("neutral +x", "+ and - signs"),
    ("bonus + sign -", "not bonus, neutral or penguins"), ("x" * 300, "at most"),
    ("+30", "-25 to +25"), (5, "text"),
])
def test_malformed_actions(text, fragment):
    with pytest.raises(InputError) as err:
        parse_action(text)
    assert fragment in str(err.value) and "\n" not in str(err.value)
