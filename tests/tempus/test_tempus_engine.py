"""Whole games of Professor Tempus through the play face (engine.py): each whole-game rule by its
number (P2.1, P3.1-P3.4 refused with their rule, P4.1-P4.3, P5.1-P5.3 and the choices P6.1-P6.6),
the 63 cards each in one place through whole games, the view and determinize."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from deckmath.solvers.game import IllegalMove
from deckmath.solvers.tempus import ALL_CARDS, GAME, parse_card, parse_move, position_from_json
from deckmath.solvers.tempus.engine import TempusGame, draw_size, start
from deckmath.solvers.tempus.rules import legal_moves


def _cards(text: str) -> list:
    return [parse_card(token) for token in text.split()]


def game_at(deck, players: int, hands: list[str], holders: list, to_move: int = 1,
            pile: str | None = None, seed: int = 0) -> TempusGame:
    """A game dealt from `seed`, then set to a round in play: the hands and holders given (as a
    position file writes them), `to_move` its first player, and the pile given (top first), by
    default every other card in card order."""
    game = start(deck, players, seed, {}, True)
    game.position = position_from_json({"players": players, "to_move": to_move,
                                        "hands": [h.split() for h in hands], "holders": holders})
    game.first = to_move
    used = {c for h in game.position.hands for c in h}
    used.update(c for s in game.position.holders if s for c in s.cards)
    game.pile = ([c for c in ALL_CARDS if c not in used] if pile is None else _cards(pile))
    game.events.clear()
    return game


def _places(game: TempusGame) -> Counter:
    """Every card where it is: hands, holders, pile and score piles."""
    found = Counter(c for h in game.position.hands for c in h)
    found.update(c for s in game.position.holders if s for c in s.cards)
    found.update(game.pile)
    found.update(c for pile in game.piles for c in pile)
    return found


# -- P2.1, P6.1: the deal -----------------------------------------------------------------------

@pytest.mark.parametrize("players,size", [(2, 7), (3, 6), (4, 6), (5, 6)])
def test_p2_1_p6_1_the_deal_is_the_seeds_shuffle_dealt_from_the_top(tdeck, players, size):
    """P2.1: 7 cards each with 2 players, 6 otherwise; P6.1: the shuffled pile's top card is
    dealt first, seat 1 taking the first cards, then seat 2, ...; seat 1 starts."""
    order = list(ALL_CARDS)
    random.Random(42).shuffle(order)
    game = start(tdeck, players, 42, {}, True)
    for seat in range(1, players + 1):
        assert set(game.position.hands[seat - 1]) == set(order[(seat - 1) * size:seat * size])
    assert game.pile == order[players * size:]
    assert game.to_move() == 1 and game.first == 1
    deal = game.events[0]
    assert deal == {"type": "deal", "round": 1, "first": 1,
                    "hands": [[str(c) for c in h] for h in game.position.hands],
                    "pile": [str(c) for c in order[players * size:]]}


def test_start_refuses_a_player_count_the_game_does_not_have(tdeck):
    from deckmath.solvers.errors import InputError

    for players in (1, 6):
        with pytest.raises(InputError, match="2 to 5 .P2.1."):
            start(tdeck, players, 1, {}, False)


# -- P3: every refused move names its rule and changes nothing ---------------------------------

SERIES = {"owner": 2, "direction": "+", "cards": ["R2", "R5"]}
MINE = {"owner": 1, "direction": "-", "cards": ["M20"]}


@pytest.mark.parametrize("move,holders,rule,words", [
    ("open + R3", [SERIES, MINE, {"owner": 2, "direction": "+", "cards": ["J1"]}], "P3.1",
     "needs a free holder"),
    ("open + R9", [SERIES, None, None], "P3.1", "from the hand"),
    ("capture 1 M7", [SERIES, None, None], "P3.2", "colour"),
    ("capture 1 R3", [SERIES, None, None], "P3.2", "direction"),
    ("capture 2 R20", [SERIES, MINE, None], "P3.2", "never on a series in front of yourself"),
    ("capture 3 R20", [SERIES, None, None], "P3.2", "holder is free"),
    ("dump 2 R3", [SERIES, MINE, None], "P3.3", "never on a series in front of yourself"),
    ("dump 3 R3", [SERIES, None, None], "P3.3", "holder is free"),
    ("dump 1 R9", [SERIES, None, None], "P3.3", "from the hand"),
    ("bury R3", [SERIES, None, None], "P3.4", "only when every series is in front"),
    ("open + R3", [MINE, {"owner": 1, "direction": "+", "cards": ["R2"]},
                   {"owner": 1, "direction": "+", "cards": ["R5"]}], "P3.4", "must bury"),
])
def test_p3_a_refused_move_names_its_rule_and_changes_nothing(tdeck, move, holders, rule, words):
    game = game_at(tdeck, 2, ["R3 M7 J9 R20", "M1 R25 M12 J5"], holders)
    views = [game.view(seat) for seat in (1, 2)]
    pile = list(game.pile)
    with pytest.raises(IllegalMove) as refused:
        game.apply(parse_move(move))
    assert refused.value.rule == rule and words in refused.value.reason, refused.value
    assert f"seat 1 cannot play {move}" in refused.value.reason
    assert [game.view(seat) for seat in (1, 2)] == views and game.pile == pile
    assert game.events == []


def test_p3_2_p3_3_capture_takes_the_series_and_dump_leaves_it(tdeck):
    game = game_at(tdeck, 2, ["R3 M7 J9 R20", "M1 R25 M12 J5"], [SERIES, None, None])
    game.apply(parse_move("capture 1 R20"))
    assert game.events[-1] == {"seat": 1, "action": "capture 1 R20", "type": "capture",
                               "holder": 1, "from": 2}
    series = game.position.holders[0]
    assert series.owner == 1 and [str(c) for c in series.cards] == ["R2", "R5", "R20"]
    game.apply(parse_move("open - M12"))
    assert game.events[-1] == {"seat": 2, "action": "open - M12", "type": "open", "holder": 2}
    game.apply(parse_move("dump 2 M7"))
    assert game.events[-1] == {"seat": 1, "action": "dump 2 M7", "type": "dump", "holder": 2,
                               "owner": 2}
    series = game.position.holders[1]
    assert series.owner == 2 and [str(c) for c in series.cards] == ["M7", "M12"]


# -- P3.4, P6.2: a buried card goes under the pile ---------------------------------------------

ALL_MINE = [{"owner": 1, "direction": "+", "cards": ["R2"]},
            {"owner": 1, "direction": "+", "cards": ["R4"]},
            {"owner": 1, "direction": "-", "cards": ["R22", "M24", "J19"]}]


def test_p3_4_p6_2_a_buried_card_goes_under_the_pile_and_is_drawn_last(tdeck):
    game = game_at(tdeck, 2, ["R3 M7 J9 R20", "M1 R25 M12"], ALL_MINE)
    assert [str(m) for m in game.legal_actions()] == ["bury R3", "bury R20", "bury M7", "bury J9"]
    size = len(game.pile)
    game.apply(parse_move("bury J9"))
    assert str(game.pile[-1]) == "J9" and len(game.pile) == size + 1
    assert game.events[-1] == {"seat": 1, "action": "bury J9", "type": "bury", "pile": size + 1}
    assert [str(c) for c in game.view(1).buried] == ["J9"] and game.view(2).buried == ()
    assert parse_card("J9") not in game.view(1).unseen()
    assert parse_card("J9") in game.view(2).unseen()


# -- P4: the end of a round --------------------------------------------------------------------

def test_p4_1_p4_2_p4_3_p6_3_a_round_ends_at_two_cards_each_and_players_draw_in_turn(tdeck):
    """P4.1: the round ends when every hand holds 2 cards; P4.2: each series goes to the score
    pile of the seat it is in front of, and everyone draws 4 (with 3 players); P4.3: the seat
    left of the round's first player starts the next; P6.3: they draw in turn from it."""
    game = game_at(tdeck, 3, ["R3 M7 J9", "M1 R25 M12", "J5 J7 M2"],
                   [{"owner": 2, "direction": "+", "cards": ["R2", "R5", "R9"]},
                    {"owner": 3, "direction": "-", "cards": ["M20", "M13"]},
                    {"owner": 1, "direction": "-", "cards": ["J11", "M8"]}])
    top = list(game.pile[:12])
    for move in ("dump 1 R3", "dump 3 M1", "dump 1 J5"):
        game.apply(parse_move(move))
    hg = tdeck.hourglasses
    worth = lambda names: sum(hg[parse_card(n).index] for n in names)  # noqa: E731
    settled = game.events[-1]
    assert settled["type"] == "round" and settled["round"] == 1
    assert settled["scored"] == [worth("M1 J11 M8".split()), worth("J5 R3 R2 R5 R9".split()),
                                 worth("M20 M13".split())]
    assert settled["hourglasses"] == settled["scored"]
    assert settled["first"] == 2 and game.to_move() == 2 and game.first == 2
    assert settled["drawn"] == [[str(c) for c in top[8:12]], [str(c) for c in top[0:4]],
                                [str(c) for c in top[4:8]]]
    assert [len(h) for h in game.position.hands] == [6, 6, 6]
    assert game.position.holders == (None, None, None)
    assert {str(c) for c in game.view(2).piles[1]} == {"J5", "R3", "R2", "R5", "R9"}
    assert game.length() == 1 and not game.over


def test_p4_2_two_players_draw_five(tdeck):
    game = game_at(tdeck, 2, ["R3 M7 J9", "M1 R25 M12"], [SERIES, None, None])
    for move in ("open + R3", "open + M1"):
        game.apply(parse_move(move))
    assert draw_size(2) == 5 and [len(h) for h in game.position.hands] == [7, 7]


# -- P5.1, P6.4: the pile cannot refill every hand -------------------------------------------

@pytest.mark.parametrize("size,goes_on", [(9, False), (10, True)])
def test_p5_1_p6_4_the_game_ends_when_the_pile_cannot_refill_every_hand(tdeck, size, goes_on):
    """With 2 players a round's end needs 10 cards in the pile (P4.2): with 9 nobody draws and
    the game ends (P6.4), the cards in hand not counting (P5.1)."""
    game = game_at(tdeck, 2, ["R3 M7 J9", "M1 R25 M12"], [SERIES, None, None],
                   pile="R10 R11 R12 R13 R14 R15 R16 R17 R18 R19"[:size * 4 - 1])
    assert len(game.pile) == size
    for move in ("open + R3", "open + M1"):
        game.apply(parse_move(move))
    assert game.over is not goes_on
    settled = [e for e in game.events if e["type"] == "round"][-1]
    if goes_on:
        assert game.pile == [] and settled["drawn"] is not None
        return
    assert settled["drawn"] is None and len(game.pile) == 9
    assert game.events[-1] == {"type": "end", "rounds": 1, "hourglasses": game.scores()}
    assert [len(h) for h in game.position.hands] == [2, 2]
    assert game.to_move() is None and game.legal_actions() == []
    with pytest.raises(IllegalMove) as refused:
        game.apply(parse_move("open + J9"))
    assert refused.value.rule == "P5.1"


# -- P5.2, P6.6: the winner, and a shared first place ------------------------------------------

def test_p5_2_p6_6_most_hourglasses_win_and_equal_first_places_share_rank_one(tdeck):
    game = start(tdeck, 3, 1, {}, False)
    game.finished = True
    game.totals = [20, 31, 31]
    outcome = game.outcome()
    assert outcome.scores == (20, 31, 31) and outcome.ranks == (3, 1, 1)
    assert outcome.winners == (2, 3)
    game.totals = [40, 31, 31]
    assert game.outcome().ranks == (1, 2, 2) and game.outcome().winners == (1,)


def test_p6_6_a_shared_first_place_credits_each_tied_seat_1_over_k(tdeck):
    """Over simulated games, the wins credited add up to one a game, ties included."""
    from deckmath.play.seats import parse_bots
    from deckmath.play.simulate import simulate

    summary = simulate(GAME, 2, parse_bots("greedy", GAME.play, 2), 200, seed=3)
    assert summary["shared_first"]["count"] > 0
    assert sum(row["wins"] for row in summary["by_seat"]) == pytest.approx(200)


# -- P5.3, P6.5: five players go through the deck twice ----------------------------------------

def test_p5_3_p6_5_five_players_count_reshuffle_and_play_on(tdeck):
    game = start(tdeck, 5, 9, {}, True)
    rng = random.Random(9)
    rng.shuffle(list(ALL_CARDS))
    second = list(ALL_CARDS)
    rng.shuffle(second)
    bot = random.Random(1)
    while not game.over:
        game.apply(bot.choice(game.legal_actions()))
    kinds = [e["type"] for e in game.events]
    assert kinds.count("reshuffle") == 1 and kinds[-1] == "end"
    at = kinds.index("reshuffle")
    before, again = game.events[at - 1], game.events[at]
    assert before["type"] == "round" and before["drawn"] is None, "P6.4: nobody draws"
    assert again["counted"] == before["hourglasses"]
    assert again["first"] == before["first"] == before["round"] % 5 + 1, "P4.3 goes on"
    assert again["round"] == before["round"] + 1
    assert again["hands"] == [sorted((str(c) for c in second[6 * s:6 * s + 6]),
                                     key=lambda n: parse_card(n).index) for s in range(5)]
    assert again["pile"] == [str(c) for c in second[30:]], "all 63 cards, dealt as at the start"
    total = game.outcome().scores
    assert all(t >= c for t, c in zip(total, again["counted"])), "both counts are scored"
    rounds = [e for e in game.events if e["type"] == "round"]
    later = sum(e["scored"][s] for e in rounds[before["round"]:] for s in range(5))
    assert sum(total) == sum(again["counted"]) + later
    assert game.outcome().details["rounds"] == len(rounds) == game.length()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_p6_5_fewer_than_five_players_go_through_the_deck_once(tdeck, players):
    game = start(tdeck, players, 9, {}, True)
    bot = random.Random(1)
    while not game.over:
        game.apply(bot.choice(game.legal_actions()))
    assert not [e for e in game.events if e["type"] == "reshuffle"]
    assert len(game.pile) < players * draw_size(players)


# -- whole games: the cards, the firsts, the events ---------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_card_is_in_one_place_through_a_whole_game(tdeck, players):
    """P1.1: through a whole game of random legal moves the 63 cards are each in one place;
    every round starts with full hands (P2.1, P4.2) from the seat left of the last first
    player (P4.3)."""
    game = start(tdeck, players, players, {}, True)
    bot = random.Random(players)
    full = 7 if players == 2 else 6
    firsts = [1]
    while not game.over:
        assert _places(game) == Counter(ALL_CARDS)
        if game.position.played == 0:
            assert [len(h) for h in game.position.hands] == [full] * players
        game.apply(bot.choice(game.legal_actions()))
        if game.events[-1]["type"] in ("round", "reshuffle") and not game.over:
            firsts.append(game.first)
    assert firsts == [(k % players) + 1 for k in range(len(firsts))]


def test_p3_4_p6_2_a_seat_sees_its_buried_cards_only_while_they_are_in_the_pile(tdeck):
    """Through whole games of random legal moves, every seat's buried cards are in the pile and
    its view deals every other hand at its size (TempusView.position): a buried card drawn back
    (P6.2: it is drawn last) is in a hand, not hidden in the pile, and the seat's moves there
    are those of the game."""
    drawn_back = 0
    for players in (2, 3, 4):
        for seed in range(30):
            game = start(tdeck, players, 300 + seed, {}, False)
            bot = random.Random(seed)
            while not game.over:
                for seat in range(1, players + 1):
                    view = game.view(seat)
                    assert set(view.buried) <= set(game.pile)
                    sizes = [len(h) for h in view.position().hands]
                    assert sizes == [len(h) for h in game.position.hands]
                seat = game.to_move()
                assert {str(m) for m in legal_moves(game.view(seat).position())} == \
                    {str(m) for m in game.legal_actions()}
                before = {c for cards in game.buried for c in cards}
                game.apply(bot.choice(game.legal_actions()))
                held = {c for hand in game.position.hands for c in hand}
                drawn_back += len(before & held)
    assert drawn_back, "no buried card was drawn again: the test saw nothing"


def test_the_same_seed_and_moves_give_the_same_game(tdeck):
    one, two = start(tdeck, 3, 5, {}, True), start(tdeck, 3, 5, {}, True)
    bot = random.Random(2)
    while not one.over:
        move = bot.choice(one.legal_actions())
        one.apply(move)
        two.apply(parse_move(str(move)))
    assert one.events == two.events and one.outcome() == two.outcome()
    assert start(tdeck, 3, 6, {}, True).events[0] != start(tdeck, 3, 5, {}, True).events[0]


def test_without_record_a_game_makes_no_events(tdeck):
    game = start(tdeck, 2, 5, {}, False)
    bot = random.Random(2)
    while not game.over:
        game.apply(bot.choice(game.legal_actions()))
    assert game.events == [] and game.outcome() is not None


# -- the view and determinize -------------------------------------------------------------------

def test_a_view_shows_the_seats_hand_and_the_table_only(tdeck):
    game = game_at(tdeck, 3, ["R3 M7 J9", "M1 R25 M12", "J5 J7 M2"],
                   [{"owner": 2, "direction": "+", "cards": ["R2", "R5", "R9"]}, None, None])
    view = game.view(1)
    assert [str(c) for c in view.hand] == ["R3", "M7", "J9"]
    assert view.hand_sizes == (3, 3, 3) and view.pile_size == len(game.pile)
    unseen = {str(c) for c in view.unseen()}
    assert {"M1", "R25", "M12", "J5", "J7", "M2"} <= unseen
    assert not {"R3", "M7", "J9", "R2", "R5", "R9"} & unseen
    other = game.clone()
    other.position = position_from_json({
        "players": 3, "to_move": 1, "hands": [["R3", "M7", "J9"], ["J5", "R25", "M12"],
                                              ["M1", "J7", "M2"]],
        "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5", "R9"]}, None, None]})
    assert other.view(1) == view and other.view(2) != game.view(2)


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest_again(tdeck):
    """The seat's view and the cards it buried stay put; the other hands keep their sizes and
    the pile its length, together holding the same cards as before."""
    game = game_at(tdeck, 2, ["R3 M7 J9 R20", "M1 R25 M12"], ALL_MINE)
    game.apply(parse_move("bury J9"))
    rng = random.Random(3)
    moved = 0
    for _ in range(20):
        world = game.determinize(1, rng)
        assert world.view(1) == game.view(1)
        assert str(world.pile[-1]) == "J9", "the seat knows where its buried card is"
        assert len(world.pile) == len(game.pile)
        assert Counter(world.pile + list(world.position.hands[1])) == Counter(
            game.pile + list(game.position.hands[1]))
        assert _places(world) == Counter(ALL_CARDS)
        moved += world.position.hands[1] != game.position.hands[1]
        assert world.events == [] and not world.record
    assert moved > 15
    other = game.determinize(2, rng)
    assert other.view(2) == game.view(2)
    assert [str(c) for c in other.view(1).buried] == [str(other.pile[-1])], (
        "seat 1's buried card, dealt again, is still the one under the pile")


def test_clone_is_independent_and_plays_on_alike(tdeck):
    game = start(tdeck, 5, 12, {}, True)
    bot = random.Random(4)
    for _ in range(30):
        game.apply(bot.choice(game.legal_actions()))
    copy = game.clone()
    moves = []
    while not game.over:
        moves.append(bot.choice(game.legal_actions()))
        game.apply(moves[-1])
    assert not copy.over
    for move in moves:
        copy.apply(move)
    assert copy.events == game.events, "the reshuffle (P6.5) comes from the same generator"
