"""The bots of whole games (bots.py), checked action by action over seeded games: each plays a
legal move chosen from its seat's view alone, the greedy one the best immediate gain (P4.2),
the solver one from samples of the cards its seat cannot see."""
from __future__ import annotations

import random

import pytest

from deckmath.play.seats import make_bot, parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.tempus import GAME, legal_moves
from deckmath.solvers.tempus.bots import BOTS, SAMPLES_MAX, gains, greedy_move
from deckmath.solvers.tempus.engine import start
from deckmath.solvers.tempus.rules import apply_move, hourglasses_in_front


def test_the_bots_are_listed_weakest_first():
    """The sampler (the solver on S samples, the hard level) last: at 16 samples it beats the
    solver (docs/strength/tempus-levels.md); only it takes a number."""
    assert list(GAME.play.bots) == list(BOTS) == ["random", "greedy", "solver", "sampler"]
    assert [kind.arg_range for kind in BOTS.values()] == [None, None, None, (1, SAMPLES_MAX)]


def _decisions(tdeck, players: int, seed: int, kind: str):
    """(state before, the bot's move) at every decision of a seeded game where every seat is
    the bot `kind`."""
    game = start(tdeck, players, seed, {}, False)
    bots = {seat: make_bot(GAME.play, "tempus", parse_bots(kind, GAME.play, 1)[0], seed, seat, {})
            for seat in range(1, players + 1)}
    while not game.over:
        seat = game.to_move()
        move = bots[seat].decide(game.view(seat))
        yield game.clone(), move
        game.apply(move)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_plays_a_legal_move_of_its_own_view(tdeck, players):
    seen = set()
    for before, move in _decisions(tdeck, players, 40 + players, "random"):
        legal = before.legal_actions()
        assert move in legal
        assert legal_moves(before.view(before.to_move()).position()) == legal, (
            "the seat's view gives the rules the same legal moves (P3)")
        seen.add(move.kind)
    assert {"open", "capture", "dump"} <= seen


@pytest.mark.parametrize("players", [2, 3, 5])
def test_greedy_plays_the_best_immediate_gain_move_by_move(tdeck, players):
    """At every decision of whole games the greedy move adds the most hourglasses in front of
    its seat, then the fewest in front of the others (P4.2), on the real table."""
    count = 0
    for before, move in _decisions(tdeck, players, 70 + players, "greedy"):
        scored = {m: (mine, -theirs) for m, mine, theirs in gains(before.position,
                                                                   tdeck.hourglasses)}
        assert scored[move] == max(scored.values())
        count += 1
    assert count > 20


def test_greedy_takes_the_best_immediate_gain(positions, tdeck):
    rng = random.Random(2)
    for position in positions(200, seed=30):
        if position.over:
            continue
        move = greedy_move(position, tdeck.hourglasses, rng)
        scored = {m: (mine, -theirs) for m, mine, theirs in gains(position, tdeck.hourglasses)}
        assert scored[move] == max(scored.values())


def _gains_by_the_rules(position, hourglasses):
    """Each legal move applied by the rules and the hourglasses in front counted (P4.2): what
    `gains` computes without making the positions."""
    me = position.to_move - 1
    before = hourglasses_in_front(position, hourglasses)
    out = []
    for move in legal_moves(position):
        after = hourglasses_in_front(apply_move(position, move), hourglasses)
        out.append((move, after[me] - before[me],
                    sum(after) - after[me] - (sum(before) - before[me])))
    return out


def test_gains_are_what_applying_each_move_counts(positions, tdeck):
    checked = 0
    for position in positions(400, seed=31):
        if position.over:
            continue
        assert gains(position, tdeck.hourglasses) == _gains_by_the_rules(position,
                                                                         tdeck.hourglasses)
        checked += 1
    for players in (2, 3, 5):
        for before, _ in _decisions(tdeck, players, 90 + players, "greedy"):
            assert gains(before.position, tdeck.hourglasses) == _gains_by_the_rules(
                before.position, tdeck.hourglasses)
            checked += 1
    assert checked > 400


def test_the_solver_bot_samples_only_what_its_seat_cannot_see(tdeck):
    """The positions the solver bot imagines keep its hand, the table and every hand's size,
    and deal the others' hands from the cards its seat cannot see."""
    game = start(tdeck, 3, 4, {}, False)
    rng = random.Random(1)
    for _ in range(4):
        game.apply(rng.choice(game.legal_actions()))
    me = game.to_move()
    view = game.view(me)
    unseen = set(view.unseen())
    real = {c for seat, hand in enumerate(game.position.hands, 1) if seat != me for c in hand}
    assert real <= unseen and not unseen & set(view.hand)
    for _ in range(20):
        sample = view.position(rng)
        assert sample.hands[me - 1] == game.position.hands[me - 1]
        assert sample.holders == game.position.holders
        for seat, hand in enumerate(sample.hands, 1):
            assert len(hand) == len(game.position.hands[seat - 1])
            if seat != me:
                assert set(hand) <= unseen
    bot = make_bot(GAME.play, "tempus", parse_bots("solver", GAME.play, 1)[0], 4, me, {})
    assert bot.decide(view) in game.legal_actions()


def test_the_solver_bot_plays_legal_moves_through_a_game(tdeck):
    for before, move in _decisions(tdeck, 2, 8, "solver"):
        assert move in before.legal_actions()


def test_the_solver_bot_beats_the_random_bot():
    """Not a proof of strength, a sanity check: over 12 seeded 2-player games, seats rotated,
    the solver bot wins most against the random bot."""
    summary = simulate(GAME, 2, parse_bots("solver,random", GAME.play, 2), 12, seed=100)
    assert summary["by_bot"]["solver"]["wins"] >= 10
