"""The Celsius engine, rule by rule (C4.1, C6.1-C6.5) and in the choices it states
(solvers/celsius/engine.py): dealing, announcement order, hot cards taken once, the winner, the
extra card, the refill, the piles, 13 rounds and the ranking."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from deckmath.solvers.celsius import load_deck, parse_hand, parse_play
from deckmath.solvers.celsius.bots import decide
from deckmath.solvers.celsius.engine import CelsiusGame, Pile, announcement_order
from deckmath.solvers.celsius.model import HAND_MAX
from deckmath.solvers.celsius.round import Claim
from deckmath.solvers.celsius.simulate import play_games
from deckmath.solvers.celsius.solve import solve_many
from deckmath.solvers.errors import InputError
from deckmath.solvers.simulation import BotSpec

DECK = load_deck()


def table(players: int, cold: int, hot: tuple[int, ...], hands: list[str],
          round_number: int = 1) -> CelsiusGame:
    """A game with a chosen round on the table and chosen hands (the piles as dealt)."""
    game = CelsiusGame(1, players)
    for _ in range(round_number):
        if game.table is not None:
            game.table = None
        game.deal_table()
    game.table = (cold, hot)
    game.hands = [list(parse_hand(hand)) for hand in hands]
    return game


def claims(game: CelsiusGame, *plays: str | None) -> list[Claim]:
    return [game.claim(seat, None if play is None else parse_play(play))
            for seat, play in enumerate(plays)]


@pytest.mark.parametrize("players, hot", [(2, 2), (3, 2), (4, 4)])
def test_c4_1_deal_seven_cards_and_two_or_four_hot_cards(players, hot):
    game = CelsiusGame(5, players)
    cold, hot_cards = game.deal_table()
    assert all(len(hand) == 7 for hand in game.hands)
    assert len(hot_cards) == hot == len(set(hot_cards))
    assert cold in DECK.cold and set(hot_cards) <= set(DECK.hot)


@pytest.mark.parametrize("players", [1, 5, 0])
def test_c4_1_two_to_four_players(players):
    with pytest.raises(InputError, match="2 to 4"):
        CelsiusGame(1, players)


def test_c6_1_announcement_order_fewer_cards_then_seat_from_the_first_then_passes():
    seats = {"a": 0, "b": 1, "c": 2}
    one, two = parse_play("x4"), parse_play("+1 x2")
    given = [Claim("a", two), Claim("b", None), Claim("c", one)]
    assert [c.player for c in announcement_order(given, seats)] == ["c", "a", "b"]
    tied = [Claim("a", one), Claim("b", one), Claim("c", one)]
    assert [c.player for c in announcement_order(tied, seats, first=0)] == ["a", "b", "c"]
    assert [c.player for c in announcement_order(tied, seats, first=2)] == ["c", "a", "b"]


def test_c6_1_first_seat_moves_one_seat_each_round():
    game = CelsiusGame(3, 3)
    firsts = []
    while not game.finished:
        game.deal_table()
        firsts.append(game.first_seat)
        game.settle(claims(game, None, None, None))
    assert firsts == [r % 3 for r in range(13)]


def test_c6_2_a_hot_card_is_taken_by_the_first_valid_claim_in_the_engines_order():
    """Both players reach 40 with one card: seat 1 speaks first in round 1 and takes it; seat 2's
    claim is hot-card-taken, void (cards kept) and it draws an extra card (C6.4)."""
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 +1 +2 +3 +4 +5 +7"])
    result = game.settle(claims(game, "x4", "x4"))
    assert [(c.claim.player, c.valid, c.reason) for c in result.claims] == [
        ("player 1", True, None), ("player 2", False, "hot-card-taken")]
    assert result.winner == "player 1"
    assert game.won == [[10], []]
    assert Counter(map(str, game.hands[1])) == Counter("x4 +1 +2 +3 +4 +5 +7".split() + [
        str(game.hands[1][-1])])
    assert len(game.hands[1]) == 8


def test_c6_2_the_shorter_claim_is_announced_first_whatever_the_seat():
    """Seat 1 needs two cards for 40, seat 2 one: seat 2 announces first and takes 40."""
    game = table(2, 10, (22, 40), ["+10 x2 +1 +2 +3 +4 +5", "x4 +1 +2 +3 +4 +5 +7"])
    result = game.settle(claims(game, "+10 x2", "x4"))
    assert [c.claim.player for c in result.claims] == ["player 2", "player 1"]
    assert result.claims[1].reason == "hot-card-taken"


def test_c6_2_in_round_2_the_second_seat_speaks_first():
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 +1 +2 +3 +4 +5 +7"],
                 round_number=2)
    result = game.settle(claims(game, "x4", "x4"))
    assert result.winner == "player 2"


def test_c6_3_fewest_cards_wins_then_the_higher_hot_card():
    game = table(3, 10, (22, 40), ["+1 x2 +3 +4 +5 +6 +7", "x4 +1 +2 +3 +4 +5 +7",
                                   "+2 +3 +4 +5 +6 +7 +8"])
    result = game.settle(claims(game, "+1 x2", "x4", None))
    assert result.winner == "player 2"
    game = table(2, 10, (20, 40), ["x2 +1 +3 +4 +5 +6 +7", "x4 +1 +2 +3 +4 +5 +7"])
    result = game.settle(claims(game, "x2", "x4"))
    assert result.winner == "player 2"
    assert game.won == [[], [10]]


def test_c6_4_players_without_a_valid_claim_draw_one_extra_card():
    """A pass and an invalid claim (C5.3 illegal-step) both draw; the invalid claim's cards stay
    in the hand; the winner's played card is discarded and the hand refilled to 7 (C6.5)."""
    game = table(3, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "-3 /2 +1 +2 +4 +5 +6",
                                   "+1 +2 +3 +4 +5 +6 +7"])
    discards = len(game.operator_pile.discards)
    result = game.settle(claims(game, "x4", "-3 /2", None))
    assert result.claims[1].reason == "illegal-step"
    assert set(result.draw_extra) == {"player 2", "player 3"}
    assert [len(hand) for hand in game.hands] == [7, 8, 8]
    assert "-3" in map(str, game.hands[1]) and "/2" in map(str, game.hands[1])
    assert "x4" not in map(str, game.hands[0])
    assert len(game.operator_pile.discards) == discards + 1


def test_c6_4_nobody_valid_the_cold_card_is_discarded_and_everyone_draws():
    game = table(2, 0, (97, 98), ["+1 +2 +3 +4 +5 +6 +7", "+1 +2 +3 +4 +5 +6 +8"])
    result = game.settle(claims(game, None, "+1"))
    assert result.winner is None and result.cold_discarded
    assert game.won == [[], []]
    assert [len(hand) for hand in game.hands] == [8, 8]


def test_c6_4_a_hand_of_ten_draws_no_extra_card():
    """The engine's stated choice: a hand holds at most 10 cards (C4.1)."""
    full = "+1 +2 +3 +4 +5 +6 +7 +8 +9 +10"
    game = table(2, 0, (97, 98), [full, "+1 +2 +3 +4 +5 +6 +8 +9 +10"])
    game.settle(claims(game, None, None))
    assert [len(hand) for hand in game.hands] == [HAND_MAX, HAND_MAX]


def test_c6_5_thirteen_rounds_new_table_each_round_hands_refilled():
    game = CelsiusGame(11, 3)
    tables = []
    while not game.finished:
        tables.append(game.deal_table())
        game.settle(claims(game, None, None, None))
        assert all(7 <= len(hand) <= HAND_MAX for hand in game.hands)
    assert len(tables) == 13 == game.rounds
    assert sorted(cold for cold, _ in tables) == sorted(DECK.cold)
    with pytest.raises(RuntimeError):
        game.deal_table()


def test_c6_5_ranking_most_cold_cards_first_equal_counts_share_a_rank():
    game = CelsiusGame(1, 4)
    game.won = [[1, 2], [3, 4, 5], [6, 7], []]
    standings = game.standings()
    assert [(s.seat, s.rank) for s in standings] == [(1, 1), (0, 2), (2, 2), (3, 4)]
    assert game.winners() == (1,)
    game.won = [[1], [2], [], []]
    assert game.winners() == (0, 1)


def _operator_cards(game: CelsiusGame) -> Counter:
    pile = game.operator_pile
    return Counter([*pile.cards, *pile.discards, *(c for hand in game.hands for c in hand)])


def _hot_cards(game: CelsiusGame) -> Counter:
    on_table = [] if game.table is None else list(game.table[1])
    return Counter([*game.hot_pile.cards, *game.hot_pile.discards, *on_table])


@pytest.mark.parametrize("players, bots", [(2, "perfect"), (3, "random"), (4, "bounded")])
def test_no_card_is_lost_or_made_over_whole_games(players, bots):
    """Operator and hot piles reshuffled from their discards (the stated choice): at every
    moment the deck's cards are all somewhere, each once."""
    spec = BotSpec(bots, 2 if bots == "bounded" else None)
    for seed in range(5):
        game = CelsiusGame(seed, players)
        rng = random.Random(seed)
        while not game.finished:
            game.deal_table()
            assert _operator_cards(game) == Counter(DECK.operators)
            assert _hot_cards(game) == Counter(DECK.hot)
            solved = solve_many(game.positions())
            game.settle([game.claim(seat, *decide(spec, solved[seat], rng))
                         for seat in range(players)], solved)
        assert _operator_cards(game) == Counter(DECK.operators)
        assert sum(map(len, game.won)) <= 13


def test_pile_reshuffles_its_discards_under_what_remains():
    pile = Pile([1, 2, 3], random.Random(1))
    first = pile.draw(2)
    pile.discard([7, 8])
    rest = pile.draw(2)
    assert len(first) == 2 and len(rest) == 2
    assert rest[0] not in first and rest[0] in {1, 2, 3}
    assert rest[1] in {7, 8}
    assert pile.draw(5) == [({7, 8} - {rest[1]}).pop()]


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    bots = [(BotSpec("perfect"), BotSpec("random"), BotSpec("bounded", 2))]
    (a, _), = play_games([42], 3, bots, record=True)
    (b, _), = play_games([42], 3, bots, record=True)
    (c, _), = play_games([43], 3, bots, record=True)
    assert a.events == b.events
    assert a.events != c.events
    assert a.standings() == b.standings()


def test_settle_wants_one_claim_per_player():
    game = table(2, 10, (22, 40), ["x4 +1 +2 +3 +4 +5 +6", "x4 +1 +2 +3 +4 +5 +7"])
    with pytest.raises(InputError, match="exactly one claim"):
        game.settle(claims(game, "x4"))
