"""Whole games (P1-P5): every state change through the rules code, rounds and game end as the
rules say, seeded and replayable from the JSON log; the bots play legal moves."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus import ALL_CARDS, legal_moves
from deckmath.solvers.tempus.bots import (
    gains, greedy_move, make_bot, parse_bots, sample_position, solver_move,
)
from deckmath.solvers.tempus.engine import (
    Table, draw_size, end_round, new_table, play, play_turn, replay, run,
)


def _cards_on_table(table: Table) -> Counter:
    p = table.position
    found = Counter(c for h in p.hands for c in h)
    found.update(c for s in p.holders if s for c in s.cards)
    found.update(table.pile)
    found.update(c for pile in table.piles for c in pile)
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_card_is_somewhere_once_and_moves_are_legal(tdeck, players):
    """Through a whole game of random moves: every move was legal for the rules, the 63 cards
    are each in exactly one place, and rounds start with full hands (P2.1, P4.2)."""
    rng = random.Random(players)
    seen_rounds = []

    def choose(table: Table):
        assert _cards_on_table(table) == Counter(ALL_CARDS)
        if table.position.played == 0:
            seen_rounds.append((table.round, table.first, [len(h) for h in table.position.hands]))
        return rng.choice(legal_moves(table.position))

    def shuffles():
        order = list(ALL_CARDS)
        rng.shuffle(order)
        return order

    table = run(tdeck, players, shuffles, choose)
    full = 7 if players == 2 else 6
    assert all(sizes == [full] * players for _, _, sizes in seen_rounds)
    firsts = [first for _, first, _ in seen_rounds]
    assert firsts == [(k % players) + 1 for k in range(len(firsts))], "P4.3"
    assert len(table.pile) < players * draw_size(players), "P5.1: the pile could not refill"


def test_p4_2_series_go_to_their_owners_and_hands_refill(tdeck):
    rng = random.Random(5)
    order = list(ALL_CARDS)
    rng.shuffle(order)
    table = new_table(tdeck, 3, order)
    while not table.position.over:
        play_turn(table, rng.choice(legal_moves(table.position)))
    owned = {p: [c for s in table.position.holders if s and s.owner == p for c in s.cards]
             for p in (1, 2, 3)}
    pile_top = table.pile[:12]
    hands = table.position.hands
    assert end_round(table, lambda: [])
    for p in (1, 2, 3):
        assert sorted(table.piles[p - 1]) == sorted(owned[p])
    assert table.first == 2 and table.position.to_move == 2
    assert table.position.holders == (None, None, None)
    drawn = {2: pile_top[0:4], 3: pile_top[4:8], 1: pile_top[8:12]}
    for p in (1, 2, 3):
        assert sorted(table.position.hands[p - 1]) == sorted(hands[p - 1] + tuple(drawn[p]))


def test_p3_4_buried_cards_go_under_the_pile(tdeck):
    order = list(ALL_CARDS)
    table = new_table(tdeck, 2, order)
    from deckmath.solvers.tempus import parse_move, position_from_json

    table.position = position_from_json({
        "players": 2, "to_move": 1, "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12"]],
        "holders": [{"owner": 1, "direction": "+", "cards": ["R2"]},
                    {"owner": 1, "direction": "+", "cards": ["R4"]},
                    {"owner": 1, "direction": "-", "cards": ["R22", "M24", "J19"]}]})
    table.pile = [c for c in ALL_CARDS if c not in {c for h in table.position.hands for c in h}
                  and str(c) not in ("R2", "R4", "R22", "M24", "J19")]
    play_turn(table, parse_move("bury J9"))
    assert str(table.pile[-1]) == "J9" and "J9" in map(str, table.unseen_by(2))
    assert "J9" not in map(str, table.unseen_by(1))


def test_p5_3_five_players_use_the_pile_twice(tdeck):
    result = play(tdeck, 5, ["greedy"] * 5, 3, make_bot)
    assert len(result.log["shuffles"]) == 2
    four = play(tdeck, 4, ["greedy"] * 4, 3, make_bot)
    assert len(four.log["shuffles"]) == 1
    assert result.log["rounds"] > four.log["rounds"]


def test_p5_3_hourglasses_of_both_counts_add_up(tdeck):
    """The first count is kept across the reshuffle: each player's final total is at least
    what was banked."""
    rng = random.Random(1)
    banked = []

    def choose(table):
        if table.phase == 2 and not banked:
            banked.extend(table.banked)
        return rng.choice(legal_moves(table.position))

    def shuffles():
        order = list(ALL_CARDS)
        rng.shuffle(order)
        return order

    table = run(tdeck, 5, shuffles, choose)
    assert banked and sum(banked) > 0
    assert all(t >= b for t, b in zip(table.hourglasses(), banked))


@pytest.mark.parametrize("players,bots", [
    (2, ["greedy", "random"]), (3, ["solver", "greedy", "random"]), (5, ["random"] * 5),
    (4, ["solver", "random", "greedy", "random"]),
])
def test_games_are_seeded_and_replay(tdeck, players, bots):
    first = play(tdeck, players, bots, 21, make_bot)
    again = play(tdeck, players, bots, 21, make_bot)
    assert first.log == again.log
    log = json.loads(json.dumps(first.log))
    checked = replay(log)
    assert checked.valid and checked.moves == len(log["moves"])
    assert list(checked.hourglasses) == log["hourglasses"] == list(first.hourglasses)
    assert list(first.winners) == log["winners"]
    assert max(first.hourglasses) == first.hourglasses[first.winners[0] - 1]


def test_replay_finds_an_illegal_move(tdeck):
    log = json.loads(json.dumps(play(tdeck, 3, ["greedy"] * 3, 8, make_bot).log))
    log["moves"][5]["move"] = "bury " + log["moves"][5]["move"].split()[-1]
    checked = replay(log)
    assert not checked.valid and checked.problem.startswith("move 6 (bury")


def test_replay_finds_tampered_scores_and_truncation(tdeck):
    log = play(tdeck, 2, ["greedy", "random"], 8, make_bot).log
    changed = json.loads(json.dumps(log))
    changed["hourglasses"][0] += 1
    assert "the log says hourglasses" in replay(changed).problem
    short = json.loads(json.dumps(log))
    short["moves"] = short["moves"][:-3]
    assert "before the game does" in replay(short).problem
    wrong_player = json.loads(json.dumps(log))
    wrong_player["moves"][0]["player"] = 2
    assert "player 1 is to move" in replay(wrong_player).problem
    extra = json.loads(json.dumps(log))
    extra["moves"].append(dict(extra["moves"][-1]))
    assert "the log has" in replay(extra).problem


@pytest.mark.parametrize("change,fragment", [
    (lambda log: log.update(game="chess"), "not a Tempus game log"),
    (lambda log: log.update(players=7), "outside 2..5"),
    (lambda log: log.update(shuffles=[]), "shuffles"),
    (lambda log: log["shuffles"][0].__setitem__(3, log["shuffles"][0][4]), "twice"),
    (lambda log: log["shuffles"][0].__setitem__(3, "R26"), "R26"),
    (lambda log: log["moves"][0].update(move="take R3"), "unknown move word"),
    (lambda log: log.update(moves="none"), "must be a list"),
    (lambda log: log["deck"]["hourglasses"].pop("R3"), "not 63"),
    (lambda log: log["deck"]["hourglasses"].update(R3=7), "0..3"),
])
def test_malformed_logs_are_input_errors(tdeck, change, fragment):
    log = json.loads(json.dumps(play(tdeck, 2, ["random", "random"], 1, make_bot).log))
    change(log)
    with pytest.raises(InputError) as err:
        replay(log)
    assert fragment in str(err.value)


def test_greedy_takes_the_best_immediate_gain(positions, tdeck):
    rng = random.Random(2)
    for position in positions(200, seed=30):
        if position.over:
            continue
        move = greedy_move(position, tdeck.hourglasses, rng)
        scored = {m: (mine, -theirs) for m, mine, theirs in gains(position, tdeck.hourglasses)}
        assert scored[move] == max(scored.values())


def test_solver_bot_sees_only_what_its_player_sees(tdeck):
    """The sampled opponents' hands are drawn from the unseen cards with the right sizes; the
    player's own hand and the table are kept."""
    order = list(ALL_CARDS)
    random.Random(4).shuffle(order)
    table = new_table(tdeck, 3, order)
    rng = random.Random(1)
    for _ in range(4):
        play_turn(table, rng.choice(legal_moves(table.position)))
    me = table.position.to_move
    unseen = set(table.unseen_by(me))
    real = {c for p, h in enumerate(table.position.hands, 1) if p != me for c in h}
    assert real <= unseen
    for _ in range(20):
        sample = sample_position(table, rng)
        assert sample.hands[me - 1] == table.position.hands[me - 1]
        assert sample.holders == table.position.holders
        for p, hand in enumerate(sample.hands, 1):
            assert len(hand) == len(table.position.hands[p - 1])
            if p != me:
                assert set(hand) <= unseen
    move = solver_move(table, rng)
    assert move in legal_moves(table.position)


def test_solver_bot_beats_random_bots(tdeck):
    """Not a proof of strength, a sanity check: over 12 seeded 2-player games the solver bot
    wins most against the random bot."""
    wins = 0
    for g in range(12):
        bots = ["solver", "random"] if g % 2 == 0 else ["random", "solver"]
        result = play(tdeck, 2, bots, 100 + g, make_bot)
        seat = bots.index("solver") + 1
        wins += result.winners == (seat,)
    assert wins >= 9


@pytest.mark.parametrize("text,fragment", [
    ("", "at least one bot"), ("solver,chess", "unknown bot 'chess'"), (",,", "at least one"),
])
def test_bad_bot_lists(text, fragment):
    with pytest.raises(InputError, match=fragment):
        parse_bots(text)


def test_bot_names_are_read():
    assert parse_bots(" Solver, greedy ,random") == ["solver", "greedy", "random"]
