"""Whole games of Totaux (rules T7, issue 12): each rule exercised by number through the engine,
bots that never make an illegal move, replays that reproduce logged games exactly, and the
prime-rule measure."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.simulation import BotSpec, log_bytes, parse_log
from deckmath.solvers.totaux import check_calc, is_prime, load_deck, parse_calc
from deckmath.solvers.totaux.bots import Bot, bot_rng, make_bots, parse_totaux_bots, play_round
from deckmath.solvers.totaux.deck import Deck
from deckmath.solvers.totaux.engine import (
    END_FIVE, END_PILE, END_STALLED, MAX_COMBINATIONS, STALL_ROUNDS, Illegal, TotauxGame, Trick,
    default_give_back, standings,
)
from deckmath.solvers.totaux.model import Card
from deckmath.solvers.totaux.reach import TableReach
from deckmath.solvers.totaux.replay import replay_bytes, replay_log
from deckmath.solvers.totaux.simulate import game_record, outcome, play_game, prime_changed

DECK = load_deck()
PERFECT = BotSpec("perfect")


def _game(seed: int = 7, players: int = 3, **options) -> TotauxGame:
    return TotauxGame(seed, players, DECK, **options)


def _best(game: TotauxGame) -> tuple[int, object]:
    """The highest reachable total on the table and a combination for it."""
    reach = TableReach(game.table_cards(), game.variant)
    for total in reach.totals:
        for i in reach.by_total[total]:
            if reach.fewest(i) is not None:
                return total, reach.combination(i)
    raise AssertionError("nothing reachable")


def _cards_in_play(game: TotauxGame) -> list[int]:
    return sorted(game.pile + game.table + [c for held in game.tricks for t in held
                                            for c in t.cards])


def _win_round(game: TotauxGame, seat: int) -> None:
    game.deal()
    total, combination = _best(game)
    game.announce(seat, total)
    assert game.show(seat, combination.calc, combination.positions)["valid"]


def _fail_round(game: TotauxGame, seat: int) -> None:
    game.deal()
    game.announce(seat, 99_999)
    assert not game.show(seat, None, None)["valid"]


# T7.1 ---------------------------------------------------------------------------------------

def test_T7_1_the_dealer_turns_six_cards_from_the_seed():
    a, b, c = _game(5), _game(5), _game(6)
    for game in (a, b, c):
        game.deal()
    assert len(a.table) == 6 and len(a.pile) == len(DECK.cards) - 6
    assert a.table_cards() == b.table_cards() and a.dealer == b.dealer
    assert a.table_cards() != c.table_cards()
    assert a.events[0]["table"] == [str(card) for card in a.table_cards()]


def test_T7_1_an_announcement_is_outbid_only_by_a_higher_one():
    game = _game()
    game.deal()
    game.announce(0, 30)
    for seat, total in ((1, 30), (2, 12)):
        with pytest.raises(Illegal) as err:
            game.announce(seat, total)
        assert err.value.rule == "T7.1" and "outbid" in str(err.value)
    game.announce(1, 31)
    assert game.round.bid == (1, 31)
    for total in (0, -5, 10**6):
        with pytest.raises(Illegal, match="is not a total"):
            game.announce(2, total)


def test_T7_1_the_highest_bidder_shows_and_nobody_else():
    game = _game()
    game.deal()
    with pytest.raises(Illegal, match="no bid"):
        game.show(0, None, None)
    total, combination = _best(game)
    game.announce(2, total)
    with pytest.raises(Illegal, match="player 3 made the highest bid"):
        game.show(0, combination.calc, combination.positions)
    assert game.show(2, combination.calc, combination.positions)["valid"]


def test_T7_1_the_auction_runs_from_the_dealers_left():
    game = _game()
    game.deal()
    assert game.order()[0] == (game.dealer + 1) % 3


def test_T7_1_a_combination_must_reach_the_announced_total():
    game = _game()
    game.deal()
    total, combination = _best(game)
    other = next(t for t in sorted({c.total for c in game.table_cards()}) if t < total)
    game.announce(0, other)
    result = game.show(0, combination.calc, combination.positions)
    assert not result["valid"] and f"not the {other} announced" in result["reason"]


# T7.2 ---------------------------------------------------------------------------------------

def test_T7_2_success_takes_the_trick_deals_next_and_refills_to_six():
    game = _game()
    game.deal()
    before = list(game.table)
    total, combination = _best(game)
    game.announce(1, total)
    game.show(1, combination.calc, combination.positions)
    trick = game.tricks[1][0]
    assert trick.cards == tuple(before[p - 1] for p in combination.positions)
    assert trick.total == total and game.dealer == 1
    kept = [c for c in before if c not in trick.cards]
    game.deal()
    assert game.table[:len(kept)] == kept and len(game.table) == 6
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


def test_T7_2_a_failed_bid_returns_a_trick_and_excludes_the_bidder_next_round():
    game = _game()
    _win_round(game, 0)
    dealer = game.dealer
    game.deal()
    game.announce(0, 99_999)
    result = game.show(0, None, None)
    assert not result["valid"] and result["reason"] == "nothing shown"
    assert game.round.phase == "give-back"
    with pytest.raises(Illegal):
        game.deal()
    with pytest.raises(Illegal, match="no trick 2"):
        game.give_back(0, 1)
    returned = game.tricks[0][0].cards
    game.give_back(0, 0)
    assert game.tricks[0] == [] and game.table == []
    assert set(returned) <= set(game.pile) and game.dealer == dealer
    game.deal()
    assert len(game.table) == 6 and game.round.excluded == 0
    assert not game.may_announce(0)
    with pytest.raises(Illegal) as err:
        game.announce(0, 40)
    assert err.value.rule == "T7.2"
    game.no_announcement()
    game.deal()
    assert game.may_announce(0)
    assert _cards_in_play(game) == list(range(len(DECK.cards)))


def test_T7_2_a_failed_bid_without_tricks_reshuffles_at_once():
    game = _game()
    _fail_round(game, 1)
    assert game.round.phase == "over" and game.table == []
    assert len(game.pile) == len(DECK.cards) and game.failed_bids == 1


def test_T7_2_no_announcement_shuffles_the_cards_back():
    game = _game()
    game.deal()
    game.no_announcement()
    assert game.table == [] and len(game.pile) == len(DECK.cards)
    assert game.events[-1] == {"type": "no-announcement", "round": 1}
    game.deal()
    game.announce(0, 40)
    with pytest.raises(Illegal, match="must show"):
        game.no_announcement()


def test_T7_2_a_deck_with_nothing_reachable_stalls_instead_of_looping():
    deck = Deck("nothing", tuple(Card(1, 1, 99_999) for _ in range(12)))
    game = play_game(3, 3, [PERFECT] * 3, deck, record=True)
    assert game.end_reason == END_STALLED and game.rounds == STALL_ROUNDS
    assert all(e["type"] in ("deal", "no-announcement") for e in game.events)


def test_T7_2_bots_give_back_the_cheapest_trick_keeping_a_prime():
    calc = parse_calc("1 +1 +1 +1 = 4")
    tricks = [Trick((1, 2, 3), 7, calc), Trick((4, 5, 6), 8, calc), Trick((7, 8, 9, 10), 9, calc)]
    assert default_give_back(tricks) == 1
    assert default_give_back(tricks[1:]) == 0
    assert default_give_back([Trick((1, 2, 3), 7, calc)]) == 0


# T7.3 ---------------------------------------------------------------------------------------

def _holding(game: TotauxGame, seat: int, totals: list[int]) -> None:
    """Give a player tricks of these totals, made of cards from the bottom of the pile."""
    calc = parse_calc("1 +1 +1 +1 = 4")
    game.tricks[seat] = [Trick(tuple(game.pile.pop(0) for _ in range(3)), t, calc)
                         for t in totals]


def test_T7_3_a_fifth_combination_must_be_prime_when_none_was():
    game = _game()
    _holding(game, 0, [4, 6, 8, 9])
    game.deal()
    assert game.must_be_prime(0)
    with pytest.raises(Illegal) as err:
        game.announce(0, 40)
    assert err.value.rule == "T7.3" and "prime" in str(err.value)
    game.announce(0, 41)
    _holding(game, 1, [4, 6, 8, 11])
    assert not game.must_be_prime(1)


def test_T7_3_without_the_prime_rule_any_total_may_be_fifth():
    game = _game(prime_rule=False)
    _holding(game, 0, [4, 6, 8, 9])
    game.deal()
    game.announce(0, 40)


def test_T7_3_at_most_five_combinations_and_a_returned_one_does_not_count():
    game = _game()
    _holding(game, 0, [4, 6, 8, 9, 11])
    game.deal()
    assert not game.may_announce(0)
    with pytest.raises(Illegal) as err:
        game.announce(0, 90)
    assert err.value.rule == "T7.3"
    game = _game()
    _holding(game, 0, [4, 6, 8, 11])
    _fail_round(game, 0)
    game.give_back(0, default_give_back(game.tricks[0]))
    assert [t.total for t in game.tricks[0]] == [4, 6, 11]
    assert not game.finished


def test_T7_3_players_without_a_prime_trick_rank_below():
    calc = parse_calc("1 +1 +1 +1 = 4")
    tricks = [[Trick((1, 2, 3, 4, 5), 8, calc)], [Trick((6, 7, 8), 7, calc)], []]
    ranked = standings(tricks)
    assert [(s.rank, s.cards, s.prime) for s in ranked] == [(2, 5, False), (1, 3, True),
                                                           (3, 0, False)]
    assert [s.rank for s in standings(tricks, prime_rule=False)] == [1, 2, 3]


def test_T7_3_bots_announce_only_a_prime_fifth():
    for seed in range(40):
        game = _game(seed)
        _holding(game, 0, [4, 6, 8, 9])
        game.deal()
        reach = TableReach(game.table_cards())
        total = Bot(PERFECT, 0, bot_rng(seed, 0)).announce(game, reach)
        primes = [t for t in reach.totals if is_prime(t) and reach.sees(t, None)]
        assert total == (max(primes) if primes else None)
        assert game.prime_pressed == any(not is_prime(t) for t in reach.totals)


# T7.4 ---------------------------------------------------------------------------------------

def test_T7_4_the_game_ends_after_the_round_that_turned_the_last_card():
    game = play_game(7, 3, [PERFECT] * 3, DECK, record=True)
    assert game.finished and game.end_reason in (END_PILE, END_FIVE)
    deals = [e for e in game.events if e["type"] == "deal"]
    assert len(deals) == game.rounds
    if game.end_reason == END_PILE:
        assert game.last_turned
    with pytest.raises(Illegal) as err:
        game.deal()
    assert err.value.rule == "T7.4"


def test_T7_4_the_game_ends_when_a_player_has_made_five_combinations():
    game = _game()
    _holding(game, 2, [4, 6, 8, 11])
    _win_round(game, 2)
    assert game.finished and game.end_reason == END_FIVE
    assert len(game.tricks[2]) == MAX_COMBINATIONS
    assert game.end_event()["ranking"][2]["rank"] == 1


def test_T7_4_pile_end_is_reached_by_repeated_success():
    game = _game(3, players=6)
    seat = 0
    while not game.finished:
        _win_round(game, seat % 6)
        seat += 1
    assert game.end_reason in (END_PILE, END_FIVE)
    if game.end_reason == END_PILE:
        assert game.last_turned


# Bots and replays ---------------------------------------------------------------------------

MIXES = ["perfect,bounded:3,random", "bounded:4,perfect", "random", "bounded:3"]


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_bots_never_make_an_illegal_move_and_replays_reproduce_the_games(variant):
    rng = random.Random(variant)
    for k in range(40):
        mix = MIXES[k % len(MIXES)]
        players = rng.randint(2, 5)
        specs = parse_totaux_bots(mix, players) if mix.count(",") + 1 in (1, players) else \
            parse_totaux_bots(mix.split(",")[0], players)
        seed = rng.randrange(10**6)
        game = play_game(seed, players, specs, DECK, variant, bluff=0.3, record=True)
        log = game_record(game, specs, 0.3)
        for event, deal in _shows_with_tables(log["events"]):
            if event["valid"]:
                table = tuple(parse_card(c) for c in deal["table"])
                verdict = check_calc(table, parse_calc(event["calc"]), tuple(event["positions"]))
                assert verdict.valid and parse_calc(event["calc"]).total == event["total"]
        report = replay_bytes(log_bytes(log))
        assert report.legal and report.finished, report.to_text()
        assert report.standings == game.standings()
        assert log["events"][-1]["ranking"] == [s.to_json() for s in report.standings]


def parse_card(text):
    from deckmath.solvers.totaux import parse_card as parse

    return parse(text)


def _shows_with_tables(events):
    deal = None
    for event in events:
        if event["type"] == "deal":
            deal = event
        elif event["type"] == "show":
            yield event, deal


def test_a_replayed_log_gives_the_same_events():
    game = play_game(11, 3, [PERFECT, BotSpec("bounded", 3), BotSpec("random")], DECK,
                     bluff=0.5, record=True)
    log = game_record(game, ["perfect", "bounded:3", "random"])
    again = TotauxGame(11, 3, DECK)
    report = replay_log(parse_log(log_bytes(log), "totaux", 1))
    assert report.legal and report.rounds == game.rounds
    assert again.events == [] and report.events == len(log["events"])


def _log(seed=7):
    return game_record(play_game(seed, 3, [PERFECT] * 3, DECK, record=True), [PERFECT] * 3)


def test_replay_reports_the_first_illegal_move():
    log = _log()
    shows = [i for i, e in enumerate(log["events"]) if e["type"] == "show"]
    bad = dict(log, events=[dict(e) for e in log["events"]])
    calc = parse_calc(bad["events"][shows[1]]["calc"])
    bad["events"][shows[1]]["calc"] = str(calc).replace(f"= {calc.total}", f"= {calc.total + 1}")
    report = replay_log(bad)
    assert not report.legal
    assert report.first_illegal["event"] == shows[1] + 1
    assert "checker says invalid" in report.first_illegal["why"]
    announce = shows[2] - 1
    low = dict(log, events=[dict(e) for e in log["events"]])
    low["events"].insert(announce + 1, {**low["events"][announce], "total": 1,
                                        "player": (low["events"][announce]["player"] + 1) % 3})
    report = replay_log(low)
    assert report.first_illegal["event"] == announce + 2 and "(T7.1)" in report.first_illegal["why"]
    ranked = dict(log, events=[dict(e) for e in log["events"]])
    ranked["events"][-1] = {**ranked["events"][-1], "ranking": []}
    assert "ranking" in replay_log(ranked).first_illegal["why"]
    table = dict(log, events=[dict(e) for e in log["events"]])
    table["events"][0] = {**table["events"][0], "table": ["11:2"] * 6}
    assert replay_log(table).first_illegal["event"] == 1


@pytest.mark.parametrize("event,message", [
    ({"type": "dance"}, "unknown event type"),
    ({"type": "announce", "round": 1, "player": "0", "total": 5}, "'player' must be a whole"),
    ({"type": "announce", "round": 1, "player": 9, "total": 5}, "not a seat"),
    ({"type": "announce", "round": 1, "player": True, "total": 5}, "'player' must be a whole"),
    ({"type": "show", "round": 1, "player": 0, "calc": "2 +", "positions": None}, "calculation"),
])
def test_replay_bad_events_are_input_errors(event, message):
    log = _log()
    first = log["events"][0]
    bad = dict(log, events=[first, event])
    with pytest.raises(InputError, match=message):
        replay_log(bad)


def test_a_log_cut_short_is_legal_but_incomplete():
    log = _log()
    report = replay_log(dict(log, events=log["events"][:5]))
    assert report.legal and not report.finished and "before the game's end" in report.to_text()


# The prime rule's measure ------------------------------------------------------------------

def test_prime_changed_equals_playing_again_without_the_rule():
    specs = [PERFECT, BotSpec("bounded", 3), BotSpec("random")]
    seen = set()
    for seed in range(30):
        game = play_game(seed, 3, specs, DECK)
        other = play_game(seed, 3, specs, DECK, prime_rule=False)
        assert prime_changed(game, specs, 0.0) == (other.winners() != game.winners())
        seen.add(prime_changed(game, specs, 0.0))
        counters = outcome(game, specs, 0.0).counters
        assert counters["failed_bids"] == (game.failed_bids, game.shows)
    assert seen == {True, False}


def test_bots_rotate_and_random_bots_use_their_own_generator():
    a = make_bots([BotSpec("random")] * 3, 5)
    b = make_bots([BotSpec("random")] * 3, 5)
    assert [bot.rng.random() for bot in a] == [bot.rng.random() for bot in b]
    game = _game(5)
    bots = make_bots([PERFECT] * 3, 5)
    play_round(game, bots)
    assert game.round.phase == "over"


def test_bounded_limits_must_be_useful():
    with pytest.raises(InputError, match="K goes from 3 to 6"):
        parse_totaux_bots("bounded:2", 3)
    with pytest.raises(InputError):
        parse_totaux_bots("bounded:7", 3)
    assert parse_totaux_bots("bounded:3,perfect", 2)[0].limit == 3
