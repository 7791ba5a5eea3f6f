"""Whole games of Grauso through the shared commands (deal, play, simulate, replay): a person's
game played to its end over stdin, simulations and their logs, replays that trust nothing a log
says (every recorded field edited, one at a time, is caught), and bad input in one line."""
from __future__ import annotations

import copy
import json
import os
import stat

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.replay import replay
from deckmath.play.runner import new_match, play_out
from deckmath.play.seats import parse_bots
from deckmath.play.words import player_line
from deckmath.solvers.grauso import GAME


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, ["grauso", *args], input=input)


def assert_usage_error(result, fragment: str) -> None:
    """Bad input: exit 2, exactly one line on stderr naming it, nothing on stdout."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert result.stdout == ""


def logs_of(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.fixture(scope="module")
def game_log(tmp_path_factory) -> dict:
    """One logged game of 3 players (planner, greedy, random), seed 5."""
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    result = run("simulate", "--players", "3", "--bots", "planner,greedy,random", "--games", "1",
                 "--seed", "5", "--log", str(path))
    assert result.exit_code == 0, result.stderr
    return logs_of(path)[0]


def check(log: dict):
    return replay(GAME.play, "grauso", GAME.load_deck, orjson.loads(orjson.dumps(log)))


# -- simulate ------------------------------------------------------------------------------------

def test_simulate_json_the_logs_and_their_replay(tmp_path):
    """Win rates by bot and by seat (seats from 1), the game's figures (G6.4's games won at
    exactly 0), one JSON line a game in the log, seeds seed + i; the same seed gives the same
    summary; every log replays (exit 0), from a file or from stdin."""
    log = tmp_path / "games.jsonl"
    result = run("simulate", "--players", "4", "--bots", "planner,greedy,greedy,random",
                 "--games", "8", "--seed", "3", "--log", str(log), "--json")
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 8 and summary["bots"] == ["planner", "greedy", "greedy", "random"]
    assert summary["by_bot"]["greedy"]["seats"] == 16 and summary["by_bot"]["planner"]["seats"] == 8
    assert [s["seat"] for s in summary["by_seat"]] == [1, 2, 3, 4]
    assert sum(r["wins"] for r in summary["by_seat"]) == pytest.approx(8)
    assert set(summary["figures"]) == {"won_at_zero", "players_at_zero", "rounds_gone_out"}
    assert summary["figures"]["won_at_zero"]["of"] == 8
    assert summary["figures"]["rounds_gone_out"]["of"] == 32
    assert summary["length"]["unit"] == "moves" and summary["length"]["min"] > 0
    logs = logs_of(log)
    assert [g["seed"] for g in logs] == list(range(3, 11))
    assert [s["seat"] for s in logs[0]["seats"]] == [1, 2, 3, 4]
    zero = sum(g["result"]["won_at_zero"] for g in logs)
    assert summary["figures"]["won_at_zero"]["count"] == zero
    again = run("simulate", "--players", "4", "--bots", "planner,greedy,greedy,random",
                "--games", "8", "--seed", "3", "--json")
    assert json.loads(again.stdout) == summary
    replayed = run("replay", str(log))
    assert replayed.exit_code == 0, replayed.stdout
    assert replayed.stdout.count(": valid, all ") == 8 and "every one valid" in replayed.stdout
    piped = run("replay", "--json", "-", input=log.read_bytes())
    assert piped.exit_code == 0 and len(piped.stdout.splitlines()) == 8
    assert all(json.loads(line)["valid"] for line in piped.stdout.splitlines())


@pytest.mark.parametrize("players", [3, 5, 6])
def test_simulate_every_table_size(players, tmp_path):
    log = tmp_path / "games.jsonl"
    result = run("simulate", "--players", str(players), "--bots", "random", "--games", "3",
                 "--seed", "1", "--log", str(log), "--json")
    assert result.exit_code == 0, result.stderr
    deal = logs_of(log)[0]["events"][0]
    assert [len(h) for h in deal["hands"]] == [7 if players <= 4 else 5] * players  # G1.3
    assert run("replay", str(log)).exit_code == 0


@pytest.mark.parametrize("args, fragment", [
    (["simulate", "--bots", "greedy,wizard,random,random"], "wizard"),
    (["simulate", "--bots", "greedy,greedy"], "names 2 bots for 4 seats"),
    (["simulate", "--players", "5", "--bots", "greedy,random"], "for 5 seats"),
    (["simulate", "--bots", "greedy:2"], "takes no"),
    (["simulate", "--players", "7"], "7"),
    (["simulate", "--players", "2"], "2"),
    (["simulate", "--games", "0"], "0"),
    (["simulate", "--seed", "-1"], "-1"),
    (["simulate", "--games", "2", "--deck", "/nonexistent/deck.toml"], "/nonexistent"),
    (["simulate", "--games", "1", "--log", "-"], "give a file"),
    (["replay", "/nonexistent/games.jsonl"], "/nonexistent"),
    (["play", "--seat", "5"], "--seat 5"),
    (["play", "--bots", "greedy,random"], "names 2 bots for 3 seats"),
    (["deal", "--players", "9"], "9"),
])
def test_usage_errors_exit_2(args, fragment):
    assert_usage_error(run(*args), fragment)


def test_user_deck(tmp_path):
    """A deck of 26 cards and 3 penguins: three players (G1.2, G1.3); a fourth has no penguin;
    the log names the deck and replays only with it."""
    deck = tmp_path / "small.toml"
    deck.write_text('name = "small"\nheat = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]\n'
                    'cold = [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12]\nneutral = 2\n'
                    'penguins = 3\n')
    log = tmp_path / "small.jsonl"
    result = run("simulate", "--players", "3", "--bots", "greedy,random,planner", "--games", "3",
                 "--deck", str(deck), "--log", str(log), "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["deck"]["name"] == "small"
    assert run("replay", str(log), "--deck", str(deck)).exit_code == 0
    other = run("replay", str(log))
    assert other.exit_code == 1 and "--deck" in other.stdout
    assert_usage_error(run("simulate", "--deck", str(deck)), "penguins")
    deck.write_text("heat = [30]\n")
    assert_usage_error(run("simulate", "--deck", str(deck)), "30")


def test_simulate_log_onto_a_device_a_folder_or_a_link(tmp_path):
    """A device is written into and stays a device; a folder or a missing folder is refused in
    one line; a symbolic link is written through, and stays a link."""
    assert run("simulate", "--games", "1", "--log", os.devnull).exit_code == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    assert_usage_error(run("simulate", "--games", "1", "--log", str(tmp_path)), "it is a folder")
    assert_usage_error(run("simulate", "--games", "1", "--log", str(tmp_path / "no" / "x.jsonl")),
                       "cannot write")
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert run("simulate", "--games", "1", "--seed", "2", "--log", str(link)).exit_code == 0
    assert link.is_symlink() and json.loads(real.read_text())["seed"] == 2


def test_interrupted_simulation_leaves_no_log(tmp_path, monkeypatch):
    """Ctrl-C mid-run: exit 130, 'deckmath: interrupted', and no half-written log."""
    import deckmath.play.simulate as simulation

    def interrupted(face, matches):
        raise KeyboardInterrupt

    monkeypatch.setattr(simulation, "play_out", interrupted)
    result = run("simulate", "--games", "10", "--seed", "1", "--log", str(tmp_path / "g.jsonl"))
    assert result.exit_code == 130 and "interrupted" in result.stderr
    assert list(tmp_path.iterdir()) == []


# -- deal and play -------------------------------------------------------------------------------

def test_deal_shows_each_seat_and_solves_its_hand():
    result = run("deal", "--players", "3", "--seed", "7", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    deal = data["events"][0]
    assert deal["type"] == "deal" and deal["starter"] == 1  # G7.1
    assert [p["label"] for p in data["positions"]] == ["seat 1", "seat 2", "seat 3"]
    assert [p["position"]["hand"] for p in data["positions"]] == deal["hands"]
    assert all(p["position"]["top"] is None and p["position"]["penguins"] == 1
               for p in data["positions"])
    text = run("deal", "--players", "3", "--seed", "7").stdout
    assert text.startswith("Grauso, 3 players, seed 7:") and "go out in" in text


def _bot_actions(seat: int, seed: int, bots: str) -> list[str]:
    """The actions of `seat` in the game `simulate` plays from `seed` with these bots."""
    face = GAME.play
    specs = parse_bots(bots, face, len(bots.split(",")))
    match = new_match(face, "grauso", GAME.load_deck(), seed, specs, {}, True)
    play_out(face, [match])
    return [e["action"] for e in match.state.events if e.get("seat") == seat and "action" in e]


def test_a_person_plays_a_whole_game_over_stdin(tmp_path):
    """Seat 1 types, against three planners, what a greedy bot would play there: the game runs
    to its end, `help` and `moves` answer at the prompt, a malformed action is explained and
    an illegal one refused with its rule; the log, its seat 1 a person, replays (exit 0)."""
    actions = _bot_actions(1, 7, "greedy,planner,planner,planner")
    assert any(a.startswith("bonus") or a.startswith("neutral") for a in actions)  # G6.5
    typed = ["help", "moves", "+99", "+24&+25", *actions]
    log = tmp_path / "game.jsonl"
    result = run("play", "--players", "4", "--bots", "planner", "--seed", "7", "--log", str(log),
                 input="\n".join(typed) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("Grauso, 4 players, seed 7: you are seat 1.\n")
    line = player_line(GAME.play, "planner", "en")
    for seat in (2, 3, 4):  # each bot by its line a person reads, never its spec
        assert f"  seat {seat}: {line}" in out.splitlines()
    assert "bonus + neutral +- penguins -" in out  # help
    assert " legal: " in out  # moves
    assert "not understood: unknown card '+99'" in out
    assert "refused: " in out and "(G3" in out
    assert "is scored: your hand" in out and "Choose your signs (G6.5)" in out
    assert "final ranking: " in out and "(you)" in out
    saved = logs_of(log)[0]
    assert saved["complete"] is True and saved["seats"][0] == {"seat": 1, "player": "human"}
    assert [e["action"] for e in saved["events"] if e.get("seat") == 1 and "action" in e] == actions
    assert run("replay", str(log)).exit_code == 0


def test_a_person_leaving_early_keeps_the_log_marked_incomplete(tmp_path):
    """End of input mid-game: the log so far is written, marked incomplete; replay says it is
    valid up to where it stops (exit 3)."""
    log = tmp_path / "left.jsonl"
    actions = _bot_actions(2, 3, "planner,greedy,random")
    result = run("play", "--players", "3", "--seat", "2", "--bots", "planner,random",
                 "--seed", "3", "--log", str(log), input="\n".join(actions[:4]) + "\n")
    assert result.exit_code == 0 and "game left early" in result.stdout
    saved = logs_of(log)[0]
    assert saved["complete"] is False and saved["result"] is None
    replayed = run("replay", str(log))
    assert replayed.exit_code == 3 and "incomplete: valid up to event" in replayed.stdout


def test_the_person_sees_only_their_own_cards():
    """The deal shows the person's hand only; another seat's draw is "a card"."""
    result = run("play", "--players", "3", "--seed", "4", "--bots", "random", input="quit\n")
    deal = json.loads(run("deal", "--players", "3", "--seed", "4", "--json").stdout)
    hands = deal["events"][0]["hands"]
    first = next(line for line in result.stdout.splitlines() if "is dealt" in line)
    assert first.endswith("your hand " + " ".join(hands[0]))
    assert " ".join(hands[1]) not in result.stdout and " ".join(hands[2]) not in result.stdout


# -- replay trusts nothing -----------------------------------------------------------------------

def test_a_simulated_log_replays(game_log):
    report = check(game_log)
    assert report.valid and report.events == len(game_log["events"])


def _first(log, kind, **where):
    return next(i for i, e in enumerate(log["events"])
                if e["type"] == kind and all(e.get(k) == v for k, v in where.items()))


@pytest.mark.parametrize("change, rule", [
    # a card another seat holds (G3)
    (lambda log: _play_another_seats_card(log), "G3"),
    # round 2 started by another seat (G5.2): the deal the rules give differs
    (lambda log: log["events"][_first(log, "deal", round=2)].update(
        starter=log["events"][_first(log, "deal", round=2)]["starter"] % 3 + 1), "G7.2"),
    # the next starter said at a round's end (G5.2)
    (lambda log: log["events"][_first(log, "round_end", round=1)].update(next_starter=None),
     "G5.1"),
    # a bonus signed the other way: not what the bot plays, or its points
    (lambda log: _flip_a_sign(log), None),
])
def test_tampered_logs_are_caught_with_their_event(game_log, change, rule):
    log = copy.deepcopy(game_log)
    change(log)
    report = check(log)
    assert not report.valid, report.to_text()
    assert report.difference.event is not None
    if rule is not None:
        assert report.difference.rule == rule, report.to_text()


def _play_another_seats_card(log):
    deal = log["events"][0]
    k = _first(log, "play")
    seat = log["events"][k]["seat"]
    log["events"][k]["action"] = next(c for c in deal["hands"][seat % 3] if c != "0")
    log["seats"][seat - 1]["player"] = "human"  # a person's move: judged by the rules alone


def _flip_a_sign(log):
    k = _first(log, "signs")
    event = log["events"][k]
    event["action"] = event["action"].replace("bonus +", "bonus @").replace(
        "bonus -", "bonus +").replace("bonus @", "bonus -")
    if "bonus" not in event["action"]:
        event["points"] += 2


def test_a_changed_seed_a_changed_result_a_cut_log(game_log):
    seed = copy.deepcopy(game_log)
    seed["seed"] += 1
    report = check(seed)
    assert not report.valid and report.difference.event == 1  # the deal differs at once
    result = copy.deepcopy(game_log)
    result["result"]["scores"][0] += 1
    assert not check(result).valid and check(result).difference.field == "result"
    winners = copy.deepcopy(game_log)
    winners["result"]["winners"] = [w % 3 + 1 for w in winners["result"]["winners"]]
    assert not check(winners).valid
    cut = copy.deepcopy(game_log)
    del cut["events"][len(cut["events"]) // 3:]
    report = check(cut)
    assert not report.valid and "incomplete after event" in report.difference.message
    empty = copy.deepcopy(game_log)
    empty["events"] = []
    assert not check(empty).valid


def _edited(value):
    """Another value of the same kind: a number moved by one, text changed, a flag flipped, a
    list shortened or given one more item, null made 0."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "0" if value else "+1"
    if value is None:
        return 0
    if isinstance(value, list):
        return value[:-1] if value else ["+1"]
    if isinstance(value, dict):
        key = next(iter(value))
        return {**value, key: _edited(value[key])}
    raise AssertionError(value)


def test_every_recorded_field_edited_is_caught(game_log):
    """Each field of each event and of the result, edited alone: replay finds a difference."""
    missed = []
    places = [("events", i, key) for i, event in enumerate(game_log["events"]) for key in event]
    places += [("result", None, key) for key in game_log["result"]]
    for where, index, key in places:
        log = copy.deepcopy(game_log)
        holder = log["events"][index] if where == "events" else log["result"]
        holder[key] = _edited(holder[key])
        if check(log).valid:
            missed.append((index, key))
    assert len(places) > 300 and missed == []


def test_replay_reports_in_text_and_json(tmp_path, game_log):
    log = copy.deepcopy(game_log)
    _play_another_seats_card(log)
    path = tmp_path / "bad.jsonl"
    path.write_bytes(orjson.dumps(log) + b"\n")
    text = run("replay", str(path))
    assert text.exit_code == 1 and "is illegal" in text.stdout and "(G3)" in text.stdout
    data = json.loads(run("replay", str(path), "--json").stdout)
    assert data["valid"] is False and data["difference"]["rule"] == "G3"


@pytest.mark.parametrize("content, fragment", [
    ("{not json", "not JSON"), ("[1, 2]\n", "not a game log"), ("", "holds no game log"),
    ('{"game": "grauso"}', "no field"), (b"\xff\xfe", "UTF-8"),
])
def test_replay_malformed_files_exit_2(tmp_path, content, fragment):
    path = tmp_path / "log.jsonl"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert_usage_error(run("replay", str(path)), fragment)
