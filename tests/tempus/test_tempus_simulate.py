"""Simulations (issue 10): Wilson intervals, seat rotation, tallies that add up and games that
replay alone."""
from __future__ import annotations

import math
from collections import Counter

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus.bots import make_bot
from deckmath.solvers.tempus.engine import play
from deckmath.solvers.tempus.simulate import lineup, simulate, wilson


@pytest.mark.parametrize("wins,games,low,high", [
    (0, 10, 0.0, 3.8415 / 13.8415),
    (5, 10, 0.23659, 0.76341),
    (10, 10, 10 / 13.8415, 1.0),
])
def test_wilson_interval(wins, games, low, high):
    got = wilson(wins, games)
    assert math.isclose(got[0], low, abs_tol=1e-4) and math.isclose(got[1], high, abs_tol=1e-4)


def test_wilson_covers_the_rate_and_narrows():
    for n in (5, 50, 500):
        low, high = wilson(n // 5, n)
        assert low < 0.2 < high
    assert wilson(100, 500)[1] - wilson(100, 500)[0] < wilson(10, 50)[1] - wilson(10, 50)[0]
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("bots,players", [(["a", "b", "c"], 3), (["a", "b"], 4), (["a"], 5),
                                          (["a", "b"], 2)])
def test_seats_rotate_evenly(bots, players):
    seats = Counter()
    for g in range(players * 4):
        for s, bot in enumerate(lineup(bots, players, g)):
            seats[bot, s] += 1
    per_bot = Counter(bot for bot, _ in seats.elements())
    for (bot, s), count in seats.items():
        assert count == per_bot[bot] // players


def test_tallies_add_up_and_games_replay_alone(tdeck):
    result = simulate(tdeck, 3, ["greedy", "random"], 6, seed=40)
    assert sum(t.games for t in result.by_bot) == 18
    assert all(t.games == 6 for t in result.by_seat)
    assert sum(t.wins for t in result.by_bot) == sum(t.wins for t in result.by_seat) == sum(
        t.wins for t in result.by_bot_seat)
    hourglasses = Counter()
    wins = Counter()
    for g in range(6):
        seats = lineup(["greedy", "random"], 3, g)
        game = play(tdeck, 3, seats, 40 + g, make_bot)
        for s, bot in enumerate(seats, start=1):
            hourglasses[bot] += game.hourglasses[s - 1]
            wins[bot] += game.winners == (s,)
    for tally in result.by_bot:
        assert tally.hourglasses == hourglasses[tally.label]
        assert tally.wins == wins[tally.label]
    text = result.to_text()
    assert "by bot:" in text and "greedy @ seat 3" in text


@pytest.mark.parametrize("bots,games,fragment", [
    ([], 5, "give 1 to 3 bots"), (["greedy"] * 4, 5, "give 1 to 3 bots"),
    (["greedy"], 0, "games 0"),
])
def test_bad_simulations(tdeck, bots, games, fragment):
    with pytest.raises(InputError, match=fragment):
        simulate(tdeck, 3, bots, games, seed=1)
