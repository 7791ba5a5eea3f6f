"""The ladder's round robin (play/ladder.py), over every game with a play face and the toy: the
seats rotate (each bot in each seat equally often), a pair's counts add up to its games, the
report is reproducible from its seed and the same however the games are cut into tasks and
wherever they run (in this process or on Dask workers)."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from deckmath.play import ladder
from deckmath.play.seats import BotSpec
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

A, B = BotSpec("a"), BotSpec("b")


def quick(game) -> str:
    """Two cheap bots of the game (the first two of the default ladder)."""
    from deckmath.play.ladder_commands import default_bots

    return ",".join(default_bots(game.play_face()).split(",")[:2])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_seating_comes_equally_often(players):
    cycle = 2 if players == 2 else 2 * players
    for offset in (0, cycle, 5 * cycle):
        seatings = Counter(ladder.seated(A, B, players, i)
                           for i in range(offset, offset + cycle))
        assert len(seatings) == cycle and set(seatings.values()) == {1}
    for i in range(4 * cycle):
        seats = ladder.seated(A, B, players, i)
        assert len(seats) == players
        if players > 2:
            lone = A if i % 2 == 0 else B
            assert seats.count(lone) == 1
    by_seat = Counter((seat, spec) for i in range(cycle)
                      for seat, spec in enumerate(ladder.seated(A, B, players, i)))
    assert len(set(by_seat.values())) == 1, "each bot in each seat equally often"


def _run(game, bots, games, seed=3, **keywords):
    """The ladder's report without its decision times (a measurement of the machine, the one
    part that differs from run to run)."""
    made = ladder.plan(game, bots, games, seed, **{k: v for k, v in keywords.items()
                                                   if k in ("players", "chunk", "pairs",
                                                            "mirror")})
    report = ladder.run(made, workers=keywords.get("workers", 0))
    assert set(report.pop("decision_times")) == {spec.label for spec in made.bots}
    return report


def test_counts_add_up_and_seats_rotate(game):
    players = ladder.default_players(game.play_face())
    games = 2 * players * 2
    data = _run(game, quick(game), games)
    assert data["players"] == players and data["games_per_pair"] == games
    for pair in data["pairs"]:
        assert pair["games"] == games == sum(pair["outcomes"].values())
        compared = sum(pair["comparisons"].values())
        assert compared == games * (1 if players == 2 else players - 1)
        for side in ("a", "b"):
            seats = pair["seats"][side]
            assert len(set(seats)) == 1, seats  # every seat equally often
            alone = pair["win_rate"][side]["of"]
            assert alone == (games if players == 2 else games // 2)
            assert 0 <= pair["win_rate"][side]["wins"] <= alone
        if players == 2:
            total = pair["win_rate"]["a"]["wins"] + pair["win_rate"]["b"]["wins"]
            assert total == pytest.approx(games), "a shared first credits 1/2 each"
    mirror = data["skill_luck"]["mirror"]
    assert sum(row["wins"] for row in mirror["by_seat"]) == pytest.approx(games, abs=1e-3)
    assert [row["bot"] for row in data["ratings"]] and data["ratings"][0]["rank"] == 1
    assert {row["bot"] for row in data["ratings"]} == set(data["bots"])
    anchor = next(row for row in data["ratings"] if row["bot"] == data["bots"][0])
    assert anchor["rating"] == anchor["low"] == anchor["high"] == 0


def test_the_report_is_reproducible_and_independent_of_chunking(game):
    bots = quick(game)
    one = json.dumps(_run(game, bots, 12, chunk=12))
    assert json.dumps(_run(game, bots, 12, chunk=12)) == one
    assert json.dumps(_run(game, bots, 12, chunk=5)) == one
    assert json.dumps(_run(game, bots, 12, seed=4, chunk=12)) != one


def test_workers_on_dask_give_the_same_report():
    """A LocalCluster of one worker process (Dask pickles the tally by name) gives the bytes
    the in-process run gives."""
    game = registry.game("tempus")
    here = _run(game, "random,greedy", 24, chunk=7)
    there = _run(game, "random,greedy", 24, chunk=5, workers=1)
    assert json.dumps(there) == json.dumps(here)


def test_three_players_seat_one_bot_alone():
    game = registry.game("grauso")
    data = _run(game, "random,greedy", 12)
    assert data["players"] == 3
    pair = data["pairs"][0]
    assert pair["win_rate"]["a"]["of"] == pair["win_rate"]["b"]["of"] == 6
    assert pair["win_rate"]["a"]["fair"] == pytest.approx(1 / 3, abs=1e-4)
    assert all(sum(map(int, key.split(","))) == 2 for key in pair["outcomes"])


@pytest.mark.parametrize("bots, fragment", [
    ("random", "needs two or more"),
    ("random,random", "twice"),
    ("random,bounded:1,bounded:1", "twice"),
    ("random,nobody", "unknown bot"),
    ("random,", "empty bot"),
    ("random;perfect", "unexpected character"),
    (",".join(["random"] * 13), "at most"),
])
def test_bad_bot_lists_are_one_line(bots, fragment):
    with pytest.raises(InputError, match=fragment):
        ladder.plan(registry.game("celsius"), bots, 10, 1)


def test_games_and_players_are_checked():
    game = registry.game("grauso")
    with pytest.raises(InputError, match="--games 0"):
        ladder.plan(game, "random,greedy", 0, 1)
    with pytest.raises(InputError, match="--players 2: Grauso takes 3 to 6"):
        ladder.plan(game, "random,greedy", 10, 1, players=2)
