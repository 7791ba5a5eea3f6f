"""Simulations of many games (engine.py): Wilson intervals against known values, tallies that
add up, seats rotated, and the same seed giving the same report."""
from __future__ import annotations

import pytest

from deckmath.solvers.grauso import load_deck
from deckmath.solvers.grauso.simulate import seating, simulate, wilson


@pytest.mark.parametrize("wins, trials, low, high", [
    (5, 10, 0.2366, 0.7634), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (81, 263, 0.2553, 0.3662),
])
def test_wilson_interval_known_values(wins, trials, low, high):
    """Wilson's score interval at 95% (published values for these counts)."""
    got = wilson(wins, trials)
    assert got == pytest.approx((low, high), abs=6e-5)


def test_wilson_contains_the_rate_and_narrows():
    for wins, trials in [(1, 3), (30, 100), (300, 1000)]:
        low, high = wilson(wins, trials)
        assert low <= wins / trials <= high
    assert wilson(300, 1000)[1] - wilson(300, 1000)[0] < wilson(30, 100)[1] - wilson(30, 100)[0]


def test_seating_rotates():
    bots = ["a", "b", "c"]
    assert [seating(bots, g, True) for g in range(4)] == [
        ["a", "b", "c"], ["c", "a", "b"], ["b", "c", "a"], ["a", "b", "c"]]
    assert seating(bots, 5, False) == bots


def test_tallies_add_up_and_replay_from_the_seed():
    deck = load_deck()
    bots = ["greedy", "random", "planner", "random"]
    logs = []
    report = simulate(deck, bots, 24, 9, record=lambda game: logs.append(game.log))
    assert [log["seed"] for log in logs] == list(range(9, 33))
    assert report.by_bot["random"].trials == 48 and report.by_bot["greedy"].trials == 24
    wins = sum(len(log["winners"]) for log in logs)
    assert sum(r.wins for r in report.by_bot.values()) == wins == sum(r.wins for r in report.by_seat)
    assert report.won_at_zero.wins == sum(log["won_at_zero"] for log in logs)
    moves = [len(r["moves"]) for log in logs for r in log["rounds"]]
    assert report.mean_round_moves == pytest.approx(sum(moves) / len(moves))
    for log in logs[:4]:
        assert log["bots"] == seating(bots, log["seed"] - 9, True)
    assert simulate(deck, bots, 24, 9).to_json() == report.to_json()
    text = report.to_text()
    assert "win rate by bot" in text and "seat 3" in text and "exactly 0" in text
