"""Celsius game logs and `deckmath celsius replay` (issue 12, item 1): a logged game replays to
the same ranking; an illegal claim is found with its round, player and the checker's reason
(exit 1); a log that is not a Celsius log is bad input (exit 2, one line)."""
from __future__ import annotations

import copy
import json

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.celsius.replay import replay
from deckmath.solvers.celsius.simulate import game_record, play_games
from deckmath.solvers.simulation import BotSpec, log_bytes, parse_log

BOTS = (BotSpec("perfect"), BotSpec("bounded", 2), BotSpec("random"))


def logged_game(seed: int = 21, players: int = 3):
    bots = (BOTS * 2)[:players]
    (game, _), = play_games([seed], players, [bots], record=True)
    return game, game_record(game, bots)


def run(*args: str, input: bytes | str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def assert_usage_error(result, fragment: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert result.stdout == ""


@pytest.mark.parametrize("seed, players", [(21, 3), (22, 2), (23, 4), (24, 3)])
def test_replay_reproduces_the_logged_game_exactly(seed, players):
    game, log = logged_game(seed, players)
    again = parse_log(log_bytes(log), "celsius", 1)
    report = replay(again)
    assert report.legal, report.to_text()
    assert report.rounds == 13 and report.claims == sum(
        c["play"] != "pass" for e in log["events"][:-1] for c in e["claims"])
    assert report.standings == game.standings()
    assert [s.to_json() for s in report.standings] == log["events"][-1]["ranking"]


def _tamper(log: dict, round_index: int, play: str) -> dict:
    """The log with the first non-pass claim of a round replaced."""
    bad = copy.deepcopy(log)
    event = bad["events"][round_index]
    claim = next(c for c in event["claims"] if c["play"] != "pass")
    claim["play"] = play
    claim.pop("target", None)
    event.pop("winner", None)
    bad["events"].pop()  # the logged ranking no longer holds
    return bad, claim["player"]


@pytest.mark.parametrize("play, reason", [("+10 +10 +10 +10 +10 +10 +10", "card-not-in-hand")])
def test_replay_reports_the_first_illegal_claim(play, reason):
    _, log = logged_game()
    round_index = next(i for i, e in enumerate(log["events"][:-1])
                       if any(c["play"] != "pass" for c in e["claims"]))
    bad, player = _tamper(log, round_index, play)
    report = replay(bad)
    assert not report.legal
    first = report.illegal[0]
    assert (first["round"], first["player"], first["reason"]) == (round_index + 1, player, reason)


def test_replay_reports_an_illegal_step_by_the_checkers_reason():
    """A claim from the player's own hand whose subtraction goes below 0 (C3.2)."""
    for seed in range(21, 60):
        _, log = logged_game(seed)
        event = log["events"][0]
        found = [(seat, card) for seat, hand in enumerate(event["hands"]) for card in hand
                 if card[0] == "-" and card != "-?" and int(card[1:]) > event["cold"]]
        if found:
            break
    seat, card = found[0]
    bad = copy.deepcopy(log)
    claim = next(c for c in bad["events"][0]["claims"] if c["player"] == seat + 1)
    claim["play"] = card
    claim.pop("target", None)
    bad["events"][0].pop("winner", None)
    bad["events"].pop()
    report = replay(bad)
    assert report.illegal[0]["reason"] == "illegal-step"
    assert report.illegal[0]["player"] == seat + 1
    assert report.illegal[0]["round"] == 1


def test_replay_finds_a_table_the_seed_does_not_deal():
    _, log = logged_game()
    bad = copy.deepcopy(log)
    bad["events"][2]["cold"] = (bad["events"][2]["cold"] + 1) % 13
    report = replay(bad)
    assert not report.legal and "round 3" in report.mismatch


def test_replay_finds_a_wrong_winner_and_a_wrong_ranking():
    _, log = logged_game()
    bad = copy.deepcopy(log)
    event = next(e for e in bad["events"][:-1] if e["winner"] is not None)
    event["winner"] = event["winner"] % 3 + 1
    assert "won" in replay(bad).mismatch
    bad = copy.deepcopy(log)
    bad["events"][-1]["ranking"].reverse()
    assert "ranking" in replay(bad).mismatch


def test_replay_command_legal_and_illegal(tmp_path):
    _, log = logged_game()
    path = tmp_path / "game.json"
    path.write_bytes(log_bytes(log))
    result = run("celsius", "replay", str(path))
    assert result.exit_code == 0, result.output
    assert "every claim is legal" in result.stdout
    result = run("celsius", "replay", "-", "--json", input=log_bytes(log))
    out = json.loads(result.stdout)
    assert out["legal"] and out["rounds"] == 13 and out["ranking"] == log["events"][-1]["ranking"]
    bad, player = _tamper(log, 0, "+10 +10 +10 +10 +10 +10 +10")
    path.write_bytes(log_bytes(bad))
    result = run("celsius", "replay", str(path))
    assert result.exit_code == 1
    assert f"round 1, player {player}" in result.stdout and "card-not-in-hand" in result.stdout


def _variant(change) -> bytes:
    _, log = logged_game()
    bad = copy.deepcopy(log)
    change(bad)
    return json.dumps(bad).encode()


def _set(path, value):
    def change(log):
        target = log
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


@pytest.mark.parametrize("data, fragment", [
    (b"not json", "not JSON"),
    (b"[]", "JSON object was expected"),
    (b'{"game": "celsius"}', "missing field 'version'"),
    (_variant(_set(["game"], "totaux")), "log of 'totaux'"),
    (_variant(_set(["version"], 9)), "version 9 log"),
    (_variant(_set(["players"], 7)), "7 players"),
    (_variant(_set(["events", 0, "type"], "dance")), "'type' must be"),
    (_variant(_set(["events", 0, "claims"], "x4")), "'claims' must be a list"),
    (_variant(_set(["events", 0, "claims", 0, "player"], 9)), "claim player 9"),
    (_variant(_set(["events", 0, "claims", 0, "play"], "+ü")), "U+00FC"),
    (_variant(_set(["events", 0, "claims", 0, "play"], 12)), "claim of player"),
    (_variant(_set(["events", 0, "hands"], [["x4"]])), "'hands' must list 3 hands"),
    (_variant(_set(["events", 0, "hands", 0, 0], "x11")), "outside 1..10"),
    (_variant(lambda log: log["events"][0]["claims"].pop()), "exactly one claim"),
    (_variant(lambda log: log["events"].insert(0, log["events"][-1])), "must come last"),
    (_variant(lambda log: log["events"].insert(13, dict(log["events"][0], round=14))),
     "after the last"),
])
def test_replay_refuses_malformed_logs_in_one_line(tmp_path, data, fragment):
    path = tmp_path / "game.json"
    path.write_bytes(data)
    assert_usage_error(run("celsius", "replay", str(path)), fragment)


def test_replay_names_a_missing_file(tmp_path):
    assert_usage_error(run("celsius", "replay", str(tmp_path / "none.json")), "cannot read")
