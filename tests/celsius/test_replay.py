"""Replaying Celsius logs through the shared replay (play/replay.py): a simulated game replays
valid, event for event; a log tampered with is caught at its first difference with the rule
(an illegal claim, a second claim that is not allowed, a changed seed, deal, draw, winner or
result, a cut log) and `deckmath celsius replay` exits 1; a file that is not a Celsius log is
bad input (exit 2, one line)."""
from __future__ import annotations

import copy
import json

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.log import checked_envelope, encode
from deckmath.play.replay import replay
from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.celsius import GAME

FACE = GAME.play


def logs(games: int = 3, players: int = 3, bots: str = "perfect,bounded:2,random",
         seed: int = 21) -> list[dict]:
    out: list[dict] = []
    simulate(GAME, players, parse_bots(bots, FACE, players), games, seed, sink=out.append)
    return [orjson.loads(orjson.dumps(log)) for log in out]


@pytest.fixture(scope="module")
def log() -> dict:
    """A game with a claim lost to a taken hot card and a second claim (C6.2)."""
    return next(g for g in logs(6) if any(e["type"] == "second_claim" for e in g["events"]))


def check(log: dict):
    return replay(FACE, "celsius", GAME.load_deck, checked_envelope(log, "celsius", "log"))


def where(log: dict, kind: str, test=lambda e: True) -> int:
    """The index of the first event of `kind` passing `test`."""
    return next(i for i, e in enumerate(log["events"]) if e["type"] == kind and test(e))


def test_simulated_games_replay_event_for_event():
    for game in logs(4, 4, "random,perfect,bounded:1,bounded:3"):
        report = check(game)
        assert report.valid, report.to_text()
        assert report.events == len(game["events"]) and report.outcome.to_json() == game["result"]


def test_a_claim_the_checker_refuses_is_caught_with_its_rule(log):
    """A logged claim changed to cards the seat does not hold (C5.2), from a bot's seat and from
    a person's: the bot's is not that bot's move; the person's is illegal by the checker."""
    index = where(log, "claim", lambda e: e["value"] is not None)
    event = log["events"][index]
    bad = copy.deepcopy(log)
    bad["events"][index]["action"] = "+10 +10 +10 +10 +10 +10 +10"
    report = check(bad)
    assert not report.valid and report.difference.event == index + 1
    assert "which plays" in report.difference.message
    bad["seats"][event["seat"] - 1]["player"] = "human"
    report = check(bad)
    assert report.difference.rule == "C5.2" and "card-not-in-hand" in report.difference.message


def test_a_second_claim_on_a_taken_hot_card_is_caught(log):
    """A person's second claim changed to the claim that lost its hot card (C6.2)."""
    index = where(log, "second_claim")
    seat = log["events"][index]["seat"]
    lost = next(e for e in log["events"][:index] if e["type"] == "claim" and e["seat"] == seat
                and e["round"] == log["events"][index]["round"])
    bad = copy.deepcopy(log)
    bad["seats"][seat - 1]["player"] = "human"
    bad["events"][index]["action"] = lost["action"]
    report = check(bad)
    assert not report.valid and report.difference.event == index + 1
    assert report.difference.rule == "C6.2" and "hot-card-taken" in report.difference.message


@pytest.mark.parametrize("path, value", [
    (("seed",), 22),
    (("events", 0, "hands", 0, 0), "+1"),
    (("events", 1, "cold"), 99),
    (("result", "scores"), [13, 0, 0]),
    (("result", "winners"), [1, 2, 3]),
])
def test_a_changed_deal_seed_or_result_is_caught(log, path, value):
    bad = copy.deepcopy(log)
    target = bad
    for step in path[:-1]:
        target = target[step]
    if target[path[-1]] == value:
        value = 23 if path == ("seed",) else "-1"
    target[path[-1]] = value
    report = check(bad)
    assert not report.valid, path
    if path[0] == "result":
        assert report.difference.field == "result"
    else:
        assert report.difference.event == (path[1] + 1 if path[0] == "events" else 1)


def test_a_changed_draw_or_winner_is_caught_at_the_round_with_its_rule(log):
    index = where(log, "round", lambda e: e["winner"] is not None)
    bad = copy.deepcopy(log)
    bad["events"][index]["winner"] = bad["events"][index]["winner"] % 3 + 1
    report = check(bad)
    assert report.difference.event == index + 1 and report.difference.field == "winner"
    assert report.difference.rule == "C6.3"
    bad = copy.deepcopy(log)
    bad["events"][index]["drawn"] = [[], [], []]
    assert check(bad).difference.field == "drawn"


def test_a_cut_log_is_incomplete(log):
    for keep in (0, 3, len(log["events"]) // 2, len(log["events"]) - 1):
        report = check({**log, "events": log["events"][:keep]})
        assert report.difference.message.startswith(f"incomplete after event {keep}:")


def test_replay_command_exit_codes(tmp_path, log):
    path = tmp_path / "games.jsonl"
    path.write_bytes(encode(log))
    result = CliRunner().invoke(cli.main, ["celsius", "replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "valid, all" in result.stdout
    bad = copy.deepcopy(log)
    bad["result"]["scores"] = [s + 1 for s in bad["result"]["scores"]]
    path.write_bytes(encode(bad))
    result = CliRunner().invoke(cli.main, ["celsius", "replay", "--json", str(path)])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["difference"]["field"] == "result"


@pytest.mark.parametrize("data, fragment", [
    (b"not json", "not JSON"),
    (b"[]", "JSON object was expected"),
    (b'{"game": "celsius"}', "no field"),
])
def test_a_file_that_is_not_a_celsius_log_is_bad_input(tmp_path, data, fragment):
    path = tmp_path / "game.jsonl"
    path.write_bytes(data)
    result = CliRunner().invoke(cli.main, ["celsius", "replay", str(path)])
    assert result.exit_code == 2 and fragment in result.stderr
    assert len(result.stderr.splitlines()) == 1
