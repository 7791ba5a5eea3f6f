"""Celsius bots (issue 12, item 3) over many seeded games: every claim a bot makes is re-checked
from the game log by the checker and by the independent evaluator (conftest), and each bot
plays as its policy says (solvers/celsius/bots.py)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from deckmath.solvers.celsius import Position, check, parse_hand, parse_play, solve, solve_many
from deckmath.solvers.celsius.bots import decide, random_play
from deckmath.solvers.celsius.simulate import game_record, play_games
from deckmath.solvers.simulation import BotSpec, parse_bots, seat_bots

LINEUPS = {2: "perfect,random", 3: "perfect,bounded:2,random", 4: "bounded:1,perfect,random,bounded:3"}
GAMES = 24


def _claims(players: int):
    """(bot, position, claim) for every claim of GAMES seeded games of `players`."""
    specs = parse_bots(LINEUPS[players], players)
    seeds = [1000 * players + i for i in range(GAMES)]
    lineups = [seat_bots(specs, i) for i in range(GAMES)]
    for (game, _), bots in zip(play_games(seeds, players, lineups, record=True), lineups):
        log = game_record(game, bots)
        for event in log["events"][:-1]:
            for claim in event["claims"]:
                seat = claim["player"] - 1
                position = Position(event["cold"], tuple(event["hot"]),
                                    parse_hand(event["hands"][seat]))
                yield bots[seat], position, claim


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_never_make_an_illegal_claim_and_play_their_policy(players, evaluate):
    rows = list(_claims(players))
    solutions = solve_many([position for _, position, _ in rows])
    seen: Counter = Counter()
    for (bot, position, claim), solution in zip(rows, solutions):
        seen[bot.kind, claim["play"] == "pass"] += 1
        reachable = solution.min_cards is not None
        if claim["play"] == "pass":
            expect_pass = (not reachable or bot.kind == "bounded" and solution.min_cards > bot.limit)
            assert expect_pass, (bot, position, solution.min_cards)
            continue
        play = parse_play(claim["play"])
        verdict = check(position, play, claim.get("target"), solution)
        assert verdict.valid, (bot, position, claim, verdict.reason, verdict.detail)
        taken = Counter(p.card for p in verdict.play)
        assert not taken - Counter(position.hand)
        end, _ = evaluate(position.cold, [(p.card.op, p.value) for p in verdict.play])
        assert end == claim["target"] == verdict.value
        if bot.kind != "random":
            assert verdict.optimal_overall, (bot, position, claim)
            assert verdict.value == solution.target
        if bot.kind == "bounded":
            assert len(play) <= bot.limit
        if claim["valid"] is False:
            assert claim["reason"] == "hot-card-taken"
    assert all(seen[kind, False] for kind in {b.kind for b in parse_bots(LINEUPS[players], players)})


def test_bounded_bot_passes_when_the_best_play_is_longer_than_its_limit():
    position = Position(10, (22, 97), parse_hand("+1 x2 +3 +4 +5 +6 +7"))
    solution = solve(position)
    assert solution.min_cards == 2
    assert decide(BotSpec("bounded", 1), solution, random.Random(1)) == (None, None)
    play, target = decide(BotSpec("bounded", 2), solution, random.Random(1))
    assert [str(t) for t in play] == ["+1", "x2"] and target == 22
    assert decide(BotSpec("perfect"), solution, random.Random(1))[1] == 22


def test_random_bot_passes_only_when_nothing_is_reachable():
    dead = solve(Position(0, (97, 98), parse_hand("+1 +2 +3 +4 /2 -1 x2")))
    assert dead.min_cards is None
    assert random_play(dead, random.Random(3)) == (None, None)


def test_random_bot_varies_its_plays_and_each_is_valid():
    position = Position(10, (22, 40), parse_hand("+1 x2 x? -3 /2 +5 x4"))
    solution = solve(position)
    rng = random.Random(5)
    plays = set()
    for _ in range(200):
        play, target = random_play(solution, rng)
        verdict = check(position, play, target, solution)
        assert verdict.valid, (play, verdict.reason)
        plays.add(" ".join(map(str, play)))
    assert len(plays) > 10
