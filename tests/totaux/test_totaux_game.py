"""Whole games of Totaux through the play face (rules T7, T8): each rule exercised by number
(the situation built, the action applied, the event or the IllegalMove and its rule checked),
the bots checked action by action over seeded games, the figures, and replays of logs tampered
where a bot's check cannot hide the change (a person's seat)."""
from __future__ import annotations

import copy
import random

import orjson
import pytest

from deckmath.play.log import envelope
from deckmath.play.replay import replay
from deckmath.play.runner import new_match, play_out
from deckmath.play.seats import BotSpec, make_bot
from deckmath.solvers.game import IllegalMove
from deckmath.solvers.totaux import GAME, check_calc, is_prime, load_deck, parse_calc, parse_card
from deckmath.solvers.totaux.bots import AuctionBot
from deckmath.solvers.totaux.deck import Deck
from deckmath.solvers.totaux.engine import (
    END_FIVE, END_PILE, END_STALLED, GIVE_BACK, GIVE_UP, PASS, SHOW, STALL_ROUNDS, GiveBack,
    Show, TotauxGame, Trick, default_give_back, start,
)
from deckmath.solvers.totaux.model import Card
from deckmath.solvers.totaux.reach import TableReach

DECK = load_deck()
FACE = GAME.play
PERFECT = BotSpec("perfect")


def _game(seed: int = 7, players: int = 3, variant: str = "chain",
          deck: Deck = DECK) -> TotauxGame:
    return start(deck, players, seed, {"variant": variant, "bluff": 0.0}, True)


def _best(game: TotauxGame) -> tuple[int, Show]:
    """The highest reachable total on the table and a calculation that shows it."""
    reach = TableReach(game.table_cards(), game.variant)
    for total in reach.totals:
        for i in reach.by_total[total]:
            if reach.fewest(i) is not None:
                combination = reach.combination(i)
                return total, Show(combination.calc, combination.positions)
    raise AssertionError("nothing reachable")


def _to_bid(game: TotauxGame, seat: int, total: int) -> None:
    """Everyone before `seat` passes, then `seat` announces `total`."""
    while game.to_move() != seat:
        game.apply(PASS)
    game.apply(total)


def _close(game: TotauxGame) -> None:
    """Every other player passes: the high bidder is to show."""
    while game.phase != SHOW:
        game.apply(PASS)


def _win(game: TotauxGame, seat: int) -> Show:
    total, shown = _best(game)
    _to_bid(game, seat, total)
    _close(game)
    game.apply(shown)
    return shown


def _fail(game: TotauxGame, seat: int) -> None:
    _to_bid(game, seat, 99_999)
    _close(game)
    game.apply(GIVE_UP)


def _hold(game: TotauxGame, seat: int, totals: list[int]) -> None:
    """Give `seat` tricks of these totals, of cards taken from the bottom of the pile."""
    calc = parse_calc("1 +1 +1 +1 = 4")
    tricks = []
    for total in totals:
        indices = tuple(game.pile.pop(0) for _ in range(3))
        tricks.append(Trick(tuple(DECK.cards[i] for i in indices), indices, total, calc))
    game.tricks[seat - 1] = tricks
    game._tricks_seen = None


def _cards_in_play(game: TotauxGame) -> list[int]:
    return sorted(game.pile + game.table + [i for held in game.tricks for t in held
                                            for i in t.indices])


def _last(game: TotauxGame, kind: str) -> dict:
    return next(e for e in reversed(game.events) if e["type"] == kind)


def _refused(game: TotauxGame, action, rule: str) -> IllegalMove:
    """`action` raises IllegalMove citing `rule` and changes nothing."""
    before = (len(game.events), [game.view(s) for s in range(1, game.players + 1)])
    with pytest.raises(IllegalMove) as err:
        game.apply(action)
    assert err.value.rule == rule, err.value
    assert (len(game.events), [game.view(s) for s in range(1, game.players + 1)]) == before
    return err.value


# T8.1 dealing -----------------------------------------------------------------------------------

def test_T8_1_the_pile_is_shuffled_from_the_seed_and_the_dealer_turns_six():
    a, b, c = _game(5), _game(5), _game(6)
    assert a.events == b.events and a.events[0] != c.events[0]
    opening, deal = a.events[:2]
    assert opening["type"] == "start" and len(opening["pile"]) == len(DECK.cards)
    assert opening["options"] == {"variant": "chain", "bluff": 0.0}
    assert 1 <= opening["dealer"] <= 3 and deal["dealer"] == opening["dealer"]
    assert deal["type"] == "deal" and deal["round"] == 1 and deal["excluded"] is None
    assert deal["table"] == opening["pile"][:6], "the table is turned from the top of the pile"
    assert len(a.pile) == len(DECK.cards) - 6


def test_T8_1_after_a_trick_the_dealer_refills_the_table_from_the_top():
    game = _game()
    before = list(game.table)
    shown = _win(game, 2)
    kept = [c for i, c in enumerate(before, start=1) if i not in shown.positions]
    assert game.table[:len(kept)] == kept and len(game.table) == 6
    assert game.dealer == 2 and game.events[-1]["dealer"] == 2
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


# T8.2 the auction ---------------------------------------------------------------------------------

def test_T8_2_the_auction_runs_from_the_dealers_left_seat_by_seat():
    game = _game()
    dealer = game.dealer
    order = [dealer % 3 + 1, (dealer + 1) % 3 + 1, dealer]
    seen = []
    for _ in range(2):
        seen.append(game.to_move())
        game.apply(PASS)
    seen.append(game.to_move())
    assert seen == order


def test_T8_2_round_and_round_a_player_who_passed_may_announce_again():
    game = _game()
    first = game.to_move()
    game.apply(PASS)
    second = game.to_move()
    game.apply(10)
    game.apply(PASS)
    assert game.to_move() == first, "the auction comes round again"
    game.apply(12)
    assert game.bid == (first, 12) and game.events[-1]["seat"] == first
    assert game.to_move() == second, "and the one outbid may answer"


def test_T8_2_every_player_passing_in_a_row_is_no_announcement():
    game = _game()
    dealer = game.dealer
    for _ in range(3):
        game.apply(PASS)
    kinds = [e["type"] for e in game.events[-5:]]
    assert kinds == ["pass", "pass", "pass", "no-announcement", "deal"]
    assert game.round == 2 and game.dealer == dealer and len(game.table) == 6
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


def test_T8_2_the_others_passing_after_a_bid_closes_the_auction():
    game = _game()
    bidder = game.to_move()
    game.apply(30)
    game.apply(PASS)
    assert game.phase != SHOW
    game.apply(PASS)
    assert game.phase == SHOW and game.to_move() == bidder


# T7.1 announcing and showing -------------------------------------------------------------------

def test_T7_1_an_announcement_must_outbid_the_bid():
    game = _game()
    game.apply(30)
    for total in (30, 12):
        err = _refused(game, total, "T7.1")
        assert "does not outbid" in err.reason
    game.apply(31)
    assert game.bid[1] == 31
    for total in (0, 10**6):
        _refused(game, total, "T1.1")


def test_T7_1_a_player_never_outbids_their_own_announcement():
    """The high bidder is never asked in the auction: after A's bid come B and C; after B
    outbids A, C and A, never B."""
    game = _game()
    a = game.to_move()
    game.apply(20)
    b = game.to_move()
    asked = [b]
    game.apply(25)
    while game.phase != SHOW:
        asked.append(game.to_move())
        game.apply(PASS)
    assert b != a and asked.count(b) == 1 and a in asked
    assert game.to_move() == b


def test_T7_1_the_high_bidder_shows_a_calculation_or_gives_up():
    game = _game()
    total, shown = _best(game)
    _to_bid(game, game.to_move(), total)
    _close(game)
    for action in (PASS, total + 1, GiveBack(1)):
        _refused(game, action, "T7.1")
    game.apply(shown)
    assert _last(game, "show")["valid"] and _last(game, "show")["seat"] == game.dealer


@pytest.mark.parametrize("variant,foreign", [("pair", "chain"), ("chain", "pair")])
def test_T7_1_a_calculation_in_the_other_variant_is_refused(variant, foreign):
    game = _game(11, variant=variant)
    other = _game(11, variant=foreign)
    total, shown = _best(other)
    bidder = game.to_move()
    _to_bid(game, bidder, total)
    _close(game)
    err = _refused(game, shown, "T7.1")
    assert f"{foreign} notation" in err.reason and f"played in the {variant} variant" in err.reason
    _refused(game, game.parse_action(game.action_text(shown)), "T7.1")


def test_T7_1_in_a_pair_game_a_pair_calculation_takes_the_trick():
    game = _game(11, variant="pair")
    shown = _win(game, 1)
    assert shown.calc.variant == "pair" and len(game.tricks[0]) == 1


# T7.2 success and failure -----------------------------------------------------------------------

def test_T7_2_success_takes_the_trick_and_the_bidder_deals():
    game = _game()
    before = game.table_cards()
    shown = _win(game, 3)
    show = _last(game, "show")
    assert show["valid"] and show["positions"] == list(shown.positions)
    assert game.tricks[2][0].cards == tuple(before[p - 1] for p in shown.positions)
    assert game.dealer == 3


@pytest.mark.parametrize("how,reason", [
    ("another total", "not-the-bid"), ("wrong arithmetic", "wrong-total"),
    ("no such cards", "no-such-cards"), ("too few cards", "too-few-cards"),
    ("nothing", "nothing-shown")])
def test_T7_2_a_failed_show_is_a_legal_action_that_fails_the_bid(how, reason):
    game = _game()
    total, shown = _best(game)
    calc = shown.calc
    lower = next(t for t in sorted({c.total for c in game.table_cards()}) if t < total)
    bidder = game.to_move()
    _to_bid(game, bidder, lower if how == "another total" else total)
    _close(game)
    game.apply({
        "another total": shown,
        "wrong arithmetic": Show(parse_calc(f"{calc} ".replace(f"= {calc.total} ",
                                                               f"= {calc.total + 1}"))),
        "no such cards": Show(parse_calc("6 x6 x6 +6 = 222")),
        "too few cards": Show(parse_calc(f"{calc.first} +1 = {calc.first + 1}")),
        "nothing": GIVE_UP,
    }[how])
    show = next(e for e in game.events if e["type"] == "show")
    assert not show["valid"] and show["reason"] == reason and show["positions"] is None
    assert show["detail"]
    assert game.failed_bids == 1 and game.shows == 1
    assert game.round == 2 and len(game.table) == 6 and game.excluded == bidder
    assert game.events[-1] == {"type": "deal", "round": 2, "dealer": game.dealer,
                               "table": [str(c) for c in game.table_cards()],
                               "excluded": bidder}
    assert bidder not in game.speakers, "the failed bidder may not announce in the new round"
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


def test_T7_2_the_failed_bidder_may_announce_again_the_round_after():
    game = _game()
    bidder = game.to_move()
    _fail(game, bidder)
    assert bidder not in game.speakers
    for _ in game.speakers:
        game.apply(PASS)
    assert game.round == 3 and bidder in game.speakers and game.excluded is None


# T8.3 the give-back -------------------------------------------------------------------------------

def test_T8_3_a_failed_bidder_gives_back_the_trick_of_their_choice():
    game = _game()
    _win(game, 1)
    _win(game, 1)
    dealer = game.dealer
    held = list(game.tricks[0])
    _fail(game, 1)
    assert game.phase == GIVE_BACK and game.to_move() == 1
    assert game.legal_actions() == [GiveBack(1), GiveBack(2)]
    for action in (GiveBack(3), GiveBack(0), PASS, 40):
        _refused(game, action, "T7.2")
    game.apply(game.parse_action("trick 1"))
    back = _last(game, "give-back")
    assert back["seat"] == 1 and back["trick"] == 1
    assert back["cards"] == [str(c) for c in held[0].cards]
    assert game.tricks[0] == held[1:] and game.dealer == dealer
    assert set(held[0].indices) <= set(game.pile + game.table) and game.excluded == 1
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


def test_T8_3_bots_give_back_the_cheapest_trick_keeping_a_prime():
    calc = parse_calc("1 +1 +1 +1 = 4")
    card = Card(1, 1, 1)

    def trick(size: int, total: int) -> Trick:
        return Trick((card,) * size, tuple(range(size)), total, calc)

    tricks = [trick(3, 7), trick(3, 8), trick(4, 9)]
    assert default_give_back(tricks) == 2
    assert default_give_back(tricks[1:]) == 1
    assert default_give_back([trick(3, 7)]) == 1


# T7.3 at most 5 combinations, a prime one -------------------------------------------------------

def test_T7_3_a_player_whose_4_tricks_have_no_prime_may_announce_only_a_prime():
    game = _game()
    seat = game.speakers[1]
    _hold(game, seat, [4, 6, 8, 9])
    game.apply(PASS)
    assert game.to_move() == seat
    err = _refused(game, 40, "T7.3")
    assert "not prime" in err.reason
    game.apply(41)
    assert game.bid == (seat, 41) and game.held_to_prime
    assert game.figures()["held_to_a_prime_total"] == (1, 1)
    other = _game()
    _hold(other, other.to_move(), [4, 6, 8, 11])
    other.apply(40)


def test_T7_3_bots_held_to_a_prime_announce_the_highest_prime_they_see():
    for seed in range(30):
        game = _game(seed)
        seat = game.to_move()
        _hold(game, seat, [4, 6, 8, 9])
        reach = TableReach(game.table_cards())
        total = make_bot(FACE, "totaux", PERFECT, seed, seat, {}).decide(game.view(seat))
        primes = [t for t in reach.totals if is_prime(t) and reach.sees(t, None)]
        assert total == (max(primes) if primes else PASS)


def test_T7_3_a_trick_given_back_does_not_count_and_5_tricks_end_the_game():
    game = _game()
    seat = game.to_move()
    _hold(game, seat, [4, 6, 8, 11])
    _fail(game, seat)
    game.apply(GiveBack(default_give_back(game.tricks[seat - 1])))
    assert [t.total for t in game.tricks[seat - 1]] == [4, 6, 11] and not game.over
    game = _game()
    _hold(game, 2, [4, 6, 8, 11])
    _win(game, 2)
    assert game.over and game.end_reason == END_FIVE
    end = game.events[-1]
    assert end["type"] == "end" and end["reason"] == END_FIVE
    assert game.outcome().ranks[1] == 1


# T7.4 and T8.4 the end ------------------------------------------------------------------------------

def test_T7_4_the_game_ends_after_the_round_that_turned_the_last_card():
    match = new_match(FACE, "totaux", DECK, 7, [PERFECT] * 3, {"variant": "chain", "bluff": 0.0},
                      True)
    play_out(FACE, [match])
    game = match.state
    assert game.over and game.end_reason == END_PILE and game.last_turned
    deals = [e for e in game.events if e["type"] == "deal"]
    assert len(deals) == game.round and game.events[-1]["type"] == "end"
    assert game.to_move() is None and game.legal_actions() == []
    _refused(game, PASS, "T7.4")


def test_T8_4_thirty_rounds_without_a_trick_end_the_game_stalled():
    deck = Deck("nothing", tuple(Card(1, 1, 99_999) for _ in range(12)))
    match = new_match(FACE, "totaux", deck, 3, [PERFECT] * 3, {"variant": "chain", "bluff": 0.0},
                      True)
    play_out(FACE, [match])
    game = match.state
    assert game.end_reason == END_STALLED and game.round == STALL_ROUNDS
    assert {e["type"] for e in game.events} == {"start", "deal", "pass", "no-announcement", "end"}
    assert game.figures()["ended_stalled"] == (1, 1)


# T8.5 the ranking -----------------------------------------------------------------------------------

def test_T8_5_a_prime_trick_ranks_first_then_cards_and_equals_share():
    game = _game()
    calc = parse_calc("1 +1 +1 +1 = 4")
    card = Card(1, 1, 1)
    game.tricks = [[Trick((card,) * 5, tuple(range(5)), 8, calc)],
                   [Trick((card,) * 3, tuple(range(3)), 7, calc)],
                   [Trick((card,) * 3, tuple(range(3)), 11, calc)]]
    game.phase, game.end_reason = "over", END_PILE
    outcome = game.outcome()
    assert outcome.scores == (5, 3, 3) and outcome.ranks == (3, 1, 1)
    assert outcome.winners == (2, 3) and outcome.details["prime_trick"] == [False, True, True]
    assert game.figures()["prime_trick_changed_winner"] == (1, 1)


# Bots, action by action ----------------------------------------------------------------------------

MIXES = ["perfect,bounded:3,random", "bounded:4,perfect", "random", "bounded:3"]


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_bots_act_legally_and_every_trick_is_a_checked_calculation(variant):
    """Seeded games of every mix with bluffing bots: every action a bot takes is legal (the
    runner raises BotError otherwise), every trick's calculation is valid on its table in the
    game's variant, and every log replays valid."""
    from deckmath.play.seats import parse_bots

    rng = random.Random(variant)
    options = {"variant": variant, "bluff": 0.3}
    for k in range(24):
        players = rng.randint(2, 5)
        mix = MIXES[k % len(MIXES)]
        specs = parse_bots(mix if mix.count(",") + 1 in (1, players) else mix.split(",")[0],
                           FACE, players)
        match = new_match(FACE, "totaux", DECK, rng.randrange(10**6), specs, options, True)
        play_out(FACE, [match])
        table = None
        for event in match.state.events:
            if event["type"] == "deal":
                table = tuple(parse_card(c) for c in event["table"])
            elif event["type"] == "show" and event["valid"]:
                calc = parse_calc(event["calc"])
                assert calc.variant == variant or not calc.steps
                assert calc.total == event["total"]
                assert check_calc(table, calc, tuple(event["positions"])).valid
        log = orjson.loads(orjson.dumps(envelope(
            "totaux", DECK, match.state.seed, players, options, match.labels,
            match.state.events, match.state.outcome())))
        report = replay(FACE, "totaux", GAME.load_deck, log)
        assert report.valid, report.to_text()


def test_a_bounded_bot_sees_only_combinations_of_at_most_k_cards():
    checked = 0
    for seed in range(60):
        game = _game(seed)
        reach = TableReach(game.table_cards())
        view = game.view(game.to_move())
        for limit in (3, 4):
            total = AuctionBot(limit, random.Random(0), {}).decide(view)
            seen = [t for t in reach.totals if reach.sees(t, limit)]
            assert total == (seen[0] if seen else PASS)
            checked += seen[:1] != [t for t in reach.totals if reach.sees(t, None)][:1]
    assert checked, "some table's best total needs more cards than a bounded bot sees"


def test_a_bluffing_bot_announces_the_lowest_table_total_it_did_not_see():
    for seed in range(40):
        game = _game(seed)
        view = game.view(game.to_move())
        reach = view.reach
        if all(reach.sees(t, 3) for t in reach.totals):
            continue
        honest = AuctionBot(3, random.Random(1), {"bluff": 0.0}).decide(view)
        bluffer = AuctionBot(3, random.Random(1), {"bluff": 1.0}).decide(view)
        if honest == PASS:
            assert bluffer == reach.totals[-1]
            return
    pytest.fail("no table left a bounded:3 bot without a total to announce")


def test_a_bot_shows_a_fewest_card_combination_or_gives_up():
    for seed in range(20):
        game = _game(seed)
        total, _ = _best(game)
        bidder = game.to_move()
        _to_bid(game, bidder, total)
        _close(game)
        reach = TableReach(game.table_cards())
        shown = make_bot(FACE, "totaux", PERFECT, 0, bidder, {}).decide(game.view(bidder))
        fewest = min(reach.fewest(i) for i in reach.by_total[total] if reach.fewest(i))
        assert shown.calc.cards == fewest and shown.calc.total == total
        game = _game(seed)
        _to_bid(game, game.to_move(), 99_999)
        _close(game)
        assert make_bot(FACE, "totaux", PERFECT, 0, game.to_move(), {}).decide(
            game.view(game.to_move())) == GIVE_UP


def test_random_bots_draw_from_their_own_generator():
    choices = set()
    for seed in range(8):
        game = _game(3)
        bot = make_bot(FACE, "totaux", BotSpec("random"), seed, game.to_move(), {})
        choices.add(bot.decide(game.view(game.to_move())))
    assert len(choices) > 1


# Replays of tampered logs, a person in seat 1 ------------------------------------------------------

def _person_log(seed: int = 7, variant: str = "chain") -> dict:
    """A whole game whose seat 1 is a person (its choices not derived again by the replay) who
    plays as a perfect bot would."""
    options = {"variant": variant, "bluff": 0.0}
    match = new_match(FACE, "totaux", DECK, seed, [PERFECT] * 3, options, True)
    play_out(FACE, [match])
    state = match.state
    return orjson.loads(orjson.dumps(envelope("totaux", DECK, seed, 3, options,
                                              ["human", "perfect", "perfect"], state.events,
                                              state.outcome())))


def _replayed(log: dict):
    return replay(FACE, "totaux", GAME.load_deck, log)


def test_replay_refuses_a_player_outbidding_their_own_announcement():
    for seed in range(7, 40):
        log = _person_log(seed)
        events = log["events"]
        index = next((i for i, e in enumerate(events) if e.get("seat") == 1
                      and e["type"] == "announce"), None)
        if index is None or events[index + 1].get("type") == "show":
            continue
        assert _replayed(log).valid
        outbid = copy.deepcopy(log)
        total = events[index]["total"] + 1
        outbid["events"].insert(index + 1, {"seat": 1, "action": str(total), "type": "announce",
                                            "round": events[index]["round"], "total": total})
        report = _replayed(outbid)
        assert not report.valid and report.difference.event == index + 2
        assert report.difference.rule == "T7.1" and report.difference.field == "seat"
        return
    pytest.fail("seat 1 never bid before another seat's turn")


def test_replay_refuses_a_chain_calculation_in_a_pair_game():
    for seed in range(7, 40):
        log = _person_log(seed, "pair")
        index = next((i for i, e in enumerate(log["events"])
                      if e.get("seat") == 1 and e["type"] == "show"), None)
        if index is None:
            continue
        deal = next(e for e in reversed(log["events"][:index]) if e["type"] == "deal")
        table = tuple(parse_card(c) for c in deal["table"])
        total = log["events"][index]["total"]
        reach = TableReach(table, "chain")
        card = next((i for i in reach.by_total[total] if reach.fewest(i)), None)
        if card is None:
            continue
        chain = reach.combination(card)
        tampered = copy.deepcopy(log)
        tampered["events"][index]["action"] = f"{chain.calc} @ " + ",".join(
            map(str, chain.positions))
        report = _replayed(tampered)
        assert not report.valid and report.difference.event == index + 1
        assert report.difference.rule == "T7.1" and "chain notation" in report.difference.message
        return
    pytest.fail("seat 1 never showed in a pair game")


def test_replay_catches_a_changed_seed_a_cut_log_and_a_changed_result():
    log = _person_log()
    assert _replayed(log).valid
    reseeded = _replayed({**log, "seed": log["seed"] + 1})
    assert not reseeded.valid and reseeded.difference.event == 1
    cut = _replayed({**log, "events": log["events"][:9]})
    assert cut.difference.message.startswith("incomplete after event 9")
    ranked = copy.deepcopy(log)
    ranked["result"]["winners"] = [3]
    assert _replayed(ranked).difference.field == "result"
    shows = [i for i, e in enumerate(log["events"]) if e["type"] == "show" and e["seat"] == 1]
    forged = copy.deepcopy(log)
    forged["events"][shows[0]]["valid"] = False
    report = _replayed(forged)
    assert report.difference.event == shows[0] + 1 and report.difference.field == "valid"
