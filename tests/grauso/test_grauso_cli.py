"""The `deckmath grauso` commands: outputs against the library, exit codes 0/1/2, one-line
errors on hostile input, batch mode, simulate and replay (the help pages' examples are run by
tests/test_help_examples.py, for every game)."""
from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.grauso import (
    check, check_sequence, legal_plays, parse_play, parse_sequence, position, solve,
)
from deckmath.solvers.grauso.score import best_score, parse_round

EXAMPLE = ["--top", "5", "--hand", "+3 -7 0 +12", "--penguins", "1"]
"""Hand-worked: +12 needs a pair or a flip; 0 must be alone; three plays at least."""


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def assert_usage_error(result, fragment: str) -> None:
    """Bad input: exit 2, exactly one line on stderr naming it, nothing on stdout."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert result.stdout == ""


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_solve_text_and_json_match_the_library(scratch):
    """solve --json (issue 9): "plays" (int) and "sequence" (canonical plays), the sequence a
    valid way out for the checker and the scratch rules, as short as the brute force finds."""
    p = position(12, "+20 -3 7 0 -14 +14", 1)
    args = ["--top", "12", "--hand", "+20 -3 7 0 -14 +14", "--penguins", "1"]
    data = json.loads(run("grauso", "solve", *args, "--json").stdout)
    assert data == json.loads(json.dumps(solve(p).to_json()))
    assert type(data["plays"]) is int and all(isinstance(t, str) for t in data["sequence"])
    assert data["plays"] == len(data["sequence"]) == scratch.brute_force(p.top, p.hand, 1).fewest
    verdict = check_sequence(p, parse_sequence(data["sequence"]))
    assert verdict.valid and verdict.optimal
    assert scratch.replay(p.top, p.hand, p.penguins, data["sequence"]) == []
    text = run("grauso", "solve", *args)
    assert text.exit_code == 0
    assert text.stdout.splitlines()[1].startswith(
        f"go out in {data['plays']} plays: {' '.join(data['sequence'])}")


def test_solve_says_when_the_hand_cannot_go_out():
    """G3.6: +12 on 5 needs a flip, and going out on a flip is not allowed; a lone 0 can never
    go out: "plays" and "sequence" are null."""
    result = run("grauso", "solve", "--top", "5", "--hand", "+12", "--penguins", "1")
    assert result.exit_code == 0 and "cannot go out" in result.stdout
    data = json.loads(run("grauso", "solve", "--hand", "0", "--json").stdout)
    assert (data["plays"], data["sequence"]) == (None, None)


ISSUE_HAND = "+20 -3 7 0 -14 +14"
"""The issue's example hand."""


def test_moves_json_is_the_issues_shape_and_lists_exactly_the_legal_plays(scratch):
    """moves --json (issue 9): the position as read plus "moves", canonical plays sorted by the
    value they leave on top, then text; exactly the plays the scratch rules allow, each once,
    penguin variants included; collect is not listed."""
    result = run("grauso", "moves", "--top", "-5", "--hand", ISSUE_HAND, "--penguins", "1", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert list(data) == ["top", "hand", "penguins", "moves"]
    assert (data["top"], data["hand"], data["penguins"]) == (
        -5, ["+20", "-3", "+7", "0", "-14", "+14"], 1)
    expected = scratch.plays(-5, (20, -3, 7, 0, -14, 14), 1)
    assert sorted(data["moves"]) == sorted(expected) and len(set(data["moves"])) == len(data["moves"])
    assert data["moves"] == sorted(expected, key=lambda text: (expected[text].top, text))
    assert "collect" not in data["moves"] and any("~" in m for m in data["moves"])
    for text in data["moves"]:
        assert str(parse_play(text)) == text  # canonical
    empty = json.loads(run("grauso", "moves", "--hand", "+20 +10 -1", "--json").stdout)
    assert empty["top"] is None and "+10&+20" not in empty["moves"]  # G2.2 with G3.3's limit
    none = json.loads(run("grauso", "moves", "--top", "-25", "--hand", "+3", "--json").stdout)
    assert none["moves"] == []
    text = run("grauso", "moves", "--top", "-5", "--hand", ISSUE_HAND, "--penguins", "1").stdout
    assert f"{len(data['moves'])} legal plays" in text and "G4.2" in text
    assert [line.split()[0] for line in text.splitlines()[2:]] == data["moves"]


def test_check_exit_codes_and_json():
    good = run("grauso", "check", *EXAMPLE, "--play", "+3&+12~", "--json")
    assert good.exit_code == 0 and json.loads(good.stdout)["value"] == -9
    bad = run("grauso", "check", *EXAMPLE, "--play", "+12", "--json")
    assert bad.exit_code == 1
    assert json.loads(bad.stdout)["reason"] == "not-lower"
    text = run("grauso", "check", *EXAMPLE, "--play", "-7&0")
    assert text.exit_code == 1 and text.stdout.startswith("invalid: neutral-in-pair")


def test_collect_is_always_legal_and_never_listed():
    """`collect` (G4.2) is always legal: check says valid with no top left (the next player
    starts an empty pile), even when no play is; moves never lists it; a way out played alone
    holds none."""
    args = ["--top", "-25", "--hand", "+3 +12"]
    assert json.loads(run("grauso", "moves", *args, "--json").stdout)["moves"] == []
    result = run("grauso", "check", *args, "--play", "collect", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["valid"], data["reason"], data["value"], data["rule"]) == (True, None, None, "G4.2")
    lines = [{"top": 5, "hand": "+3", "play": "collect"}, {"hand": "+3", "sequence": "collect +3"}]
    answers = json_lines(run("grauso", "check", "--batch", "-",
                             input="".join(json.dumps(x) + "\n" for x in lines)).stdout)
    assert answers[0]["valid"] is True and "played alone" in answers[1]["error"]


def test_check_sequence():
    ok = run("grauso", "check", *EXAMPLE, "--sequence", "+3&+12~ 0 -7")
    assert ok.exit_code == 0 and "fewest plays: 3; optimal: yes" in ok.stdout
    short = run("grauso", "check", *EXAMPLE, "--sequence", "+3&+12~ 0", "--json")
    assert short.exit_code == 1 and json.loads(short.stdout)["reason"] == "hand-not-empty"


SCORE_ROUNDS = ["hand: +3 -5 0; pile: +12 -7", "hand: ; pile: ", "hand: -2; pile: -7",
                "hand: ; pile: +4 0"]
"""Worked by hand: cards +2 -2, -2, +1 leave -1; bonuses 0, +-10, 0, +-7; two neutral cards and
two penguins +-1 each. -1 + 10 - 7 - 1 - 1 - 1 + 1 = 0: the game can end on exactly 0."""


def test_score_round_syntax_text_and_json():
    """score --round "hand: ...; pile: ..." (issue 9) with --penguins: the helper's choice,
    shown; the JSON is the library's."""
    args = [a for r in SCORE_ROUNDS for a in ("--round", r)] + ["--penguins", "2"]
    result = run("grauso", "score", *args, "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    expected = best_score(tuple(parse_round(r) for r in SCORE_ROUNDS), 2)
    assert data == json.loads(json.dumps(expected.to_json()))
    assert (data["total"], data["reaches_zero"]) == (0, True)
    assert [r["how"] for r in data["rounds"]] == [
        "hand and collected pile", "went out, no collected pile", "hand and collected pile",
        "went out with a collected pile"]
    assert data["penguins_plus"] + data["penguins_minus"] == 2
    text = run("grauso", "score", *args).stdout
    assert text.splitlines()[-1].startswith("total 0: exactly 0")
    assert "penguins (last round, G6.3)" in text


HOSTILE = [
    ("+1 " * 20_000, "20000"), ("+1\x00+2", "U+0000"), ("+1; rm -rf / $(id)", "'+1;'"),
    ("+1 \U0001F427", "PENGUIN"), ("+1 \u202e+2", "U+202E"), ("\ufeff+1", "U+FEFF"),
    ("9" * 5000, "999"), ("+1 +26", "+26"),
]


@pytest.mark.parametrize("command", ["solve", "moves", "check"])
@pytest.mark.parametrize("option, value, fragment", [
    ("--hand", "", "empty hand"), ("--hand", " ".join(["+1"] * 11), "at most 10"),
    ("--top", "26", "outside -25..25"), ("--top", "x", "'x'"), ("--top", "1" * 400, "111"),
    ("--penguins", "7", "0..6"), ("--penguins", "-1", "0..6"), ("--penguins", "1.5", "1.5"),
    ("--penguins", "1" * 30, "far too large"),
    *[("--hand", hand, fragment) for hand, fragment in HOSTILE],
])
def test_bad_position_input_exits_2(command, option, value, fragment):
    options = {**dict(zip(EXAMPLE[::2], EXAMPLE[1::2])), option: value}
    args = [f"{name}={text}" for name, text in options.items()]
    extra = ["--play", "-7"] if command == "check" else []
    assert_usage_error(run("grauso", command, *args, *extra), fragment)


ISSUE_BAD_INPUT = [
    (["--top", "-26", "--hand", "+1"], "-26"),                       # values outside -25..25
    (["--top", "3", "--hand", "+1 +26"], "+26"),
    (["--top", "3", "--hand", "+7 -2 7"], "card +7 twice"),           # a non-zero card twice
    (["--top", "3", "--hand", "0 0 0 0 0 0"], "6 neutral cards"),     # more than five 0
    (["--top", "3", "--hand", "+1", "--penguins", "-1"], "penguins -1"),  # negative penguins
    (["--top", "3", "--hand", "+1", "--penguins", "7"], "penguins 7"),    # more than 6
    (["--top", "3", "--hand", ""], "empty hand"),                      # an empty hand
    (["--top", "3", "--hand", "   "], "empty hand"),
]


@pytest.mark.parametrize("command", ["moves", "check", "solve"])
@pytest.mark.parametrize("args, fragment", ISSUE_BAD_INPUT)
def test_issue_bad_input_is_one_line_exit_2(command, args, fragment):
    """Issue 9's bad input, written as the issue writes commands (`--top -5`): one line on
    stderr naming the bad token, exit 2, for every position command."""
    extra = ["--play", "+1"] if command == "check" else []
    assert_usage_error(run("grauso", command, *args, *extra), fragment)


@pytest.mark.parametrize("play, fragment", [
    ("+1&", "missing"), ("+1&+2&+3", "3 cards"), ("+2&+1", "ascending printed value, +1&+2"),
    ("+1~~", "one ~"), ("~+1", "one ~"), ("+1 & +2", "no space"), ("+1,+2", "COMMA"), ("", "empty play"),
    ("+1x", "LATIN SMALL LETTER X"), ("Collect", "written collect"), ("+30", "-25 to +25"),
])
def test_malformed_plays_exit_2(play, fragment):
    """A malformed play (issue 9): one line naming it, exit 2."""
    assert_usage_error(run("grauso", "check", "--top", "5", "--hand", "+1 +2", "--play", play), fragment)


@pytest.mark.parametrize("args, fragment", [
    (["check", *EXAMPLE], "--play"),
    (["check", *EXAMPLE, "--play", "-7", "--sequence", "-7"], "one of them"),
    (["check", *EXAMPLE, "--play", "+1&+2&+3"], "3 cards"),
    (["check", *EXAMPLE, "--play", "+5~~"], "one ~"),
    (["check", *EXAMPLE, "--sequence", ""], "empty sequence"),
    (["solve", "--top", "5"], "--hand"),
    (["solve", "--batch", "-", "--hand", "+1"], "drop --hand"),
    (["check", "--batch", "-", "--play", "-7"], "drop --play"),
    (["score", "--batch", "-", "--round", "hand: "], "drop --round"),
    (["score"], "--round"),
    (["score", "--round", "hand: ; pile: ", "--penguins", "1"], "G6.3"),
    (["score", "--round", "+3 / -2"], "is not 'hand: CARDS'"),
    (["score", "--round", "hand: +3 +3"], "card +3 twice"),
    (["score"] + ["--round", "hand: ; pile: "] * 5, "5 rounds"),
    (["score"] + ["--round", "hand: ; pile: "] * 4 + ["--penguins", "7"], "0..6"),
    (["score"] + ["--round", "hand: ; pile: "] * 4 + ["--penguins=-1"], "0..6"),
    (["simulate", "--bots", "greedy,wizard,random"], "wizard"),
    (["simulate", "--bots", "greedy,greedy"], "2 bots"),
    (["simulate", "--bots", "greedy"], "1 bot:"),
    (["simulate", "--players", "5", "--bots", "greedy,random"], "2 bots for 5 players"),
    (["simulate", "--players", "7"], "7"),
    (["simulate", "--players", "2", "--bots", "greedy"], "2"),
    (["simulate", "--games", "0"], "0"),
    (["simulate", "--seed", "-1"], "-1"),
    (["simulate", "--games", "2", "--deck", "/nonexistent/deck.toml"], "/nonexistent"),
    (["replay", "/nonexistent/games.jsonl"], "/nonexistent"),
    (["frobnicate"], "frobnicate"),
])
def test_usage_errors_exit_2(args, fragment):
    assert_usage_error(run("grauso", *args), fragment)


GOOD_LINES = [
    {"top": 5, "hand": ["+3", "-7", "0", "+12"], "penguins": 1},
    {"top": None, "hand": "+20 +10 -1"},
    {"hand": [3, -3], "penguins": 0},
]
BAD_LINES = [
    ("{not json", "JSON"), ('{"top": 5}', "hand"), ('{"top": 5, "hand": "+1", "penguins": 9}', "0..6"),
    ('{"top": "x", "hand": "+1"}', "'x'"), ('[5, "+1"]', "JSON object"),
    ('{"top": 1' + "0" * 5000 + ', "hand": "+1"}', "JSON"), ('{"top": 5, "hand": "+1 +30"}', "+30"),
    ('{"top": 5, "hand": ["+4", "-2", "+4"]}', "card +4 twice"),
    ('{"top": 5, "hand": ["0", "0", "0", "0", "0", "0"]}', "6 neutral cards"),
    ('{"top": 5, "hand": [], "penguins": 1}', "empty hand"), ('{"top": "empty", "hand": "+1"}', "'empty'"),
    ('{"top": 5, "hand": "+1", "penguins": -1}', "0..6"),
]


@pytest.mark.parametrize("command, expected", [
    ("solve", lambda obj: solve(position(obj.get("top"), obj["hand"], obj.get("penguins", 0))).to_json()),
    ("moves", None),
])
def test_batch_mixed_lines(command, expected):
    """One answer per line in order; bad lines give {"line": N, "error": ...}; exit 2."""
    lines, want = [], []
    for i, (bad, fragment) in enumerate(BAD_LINES):
        good = GOOD_LINES[i % len(GOOD_LINES)]
        lines += [json.dumps(good), bad]
        want += [good, fragment]
    result = run("grauso", command, "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 2
    answers = json_lines(result.stdout)
    assert len(answers) == len(want)
    for number, (answer, w) in enumerate(zip(answers, want), 1):
        if isinstance(w, str):
            assert set(answer) == {"line", "error"} and answer["line"] == number
            assert w in answer["error"], (number, answer)
        elif expected:
            assert answer == json.loads(json.dumps(expected(w)))
        else:
            assert answer == {**position(w.get("top"), w["hand"], w.get("penguins", 0)).to_json(),
                              "moves": answer["moves"]}
            assert len(answer["moves"]) == len(legal_plays(position(w.get("top"), w["hand"],
                                                                    w.get("penguins", 0))))


def test_check_batch_plays_and_sequences():
    base = {"top": 5, "hand": "+3 -7 0 +12", "penguins": 1}
    lines = [{**base, "play": "+3&+12~"}, {**base, "sequence": "+3&+12~ 0 -7"}, {**base, "play": "+12"},
             {**base}, {**base, "play": "-7", "sequence": "-7"}, {**base, "sequence": ["+3&+12~", 5]},
             {**base, "play": ["-7"]}, {**base, "play": None}, {**base, "hand": [["+3"]], "play": "+3"},
             {**base, "play": "+12&+3"}]
    result = run("grauso", "check", "--batch", "-", input="".join(json.dumps(x) + "\n" for x in lines))
    assert result.exit_code == 2
    answers = json_lines(result.stdout)
    assert [a.get("valid") for a in answers[:3]] == [True, True, False]
    assert answers[1]["optimal"] is True and answers[2]["reason"] == "not-lower"
    assert [a["value"] for a in answers[:3]] == [-9, -7, None]  # 3 - 12; the last play's top
    assert [a["line"] for a in answers[3:]] == [4, 5, 6, 7, 8, 9, 10]
    assert "ascending" in answers[9]["error"]
    assert "a play must be a string" in answers[6]["error"] and "null" in answers[7]["error"]
    valid_only = run("grauso", "check", "--batch", "-", input=json.dumps(lines[0]) + "\n")
    assert valid_only.exit_code == 0
    invalid = run("grauso", "check", "--batch", "-", input=json.dumps(lines[2]) + "\n")
    assert invalid.exit_code == 1


def test_score_batch():
    lines = [json.dumps({"rounds": [{"hand": ["+1", "+2"]}]}), '{"rounds": "x"}',
             json.dumps({"rounds": [{"hand": [], "pile": []}] * 4, "penguins": 2})]
    answers = json_lines(run("grauso", "score", "--batch", "-", input="\n".join(lines) + "\n").stdout)
    assert answers[0]["total"] == 7 and answers[1]["line"] == 2 and answers[2]["total"] == 0


def test_simulate_json_and_log_replay(tmp_path):
    log = tmp_path / "games.jsonl"
    result = run("grauso", "simulate", "--bots", "random,greedy,planner", "--games", "6", "--seed",
                 "3", "--log", str(log), "--json")
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["games"] == 6 and set(report["by_bot"]) == {"random", "greedy", "planner"}
    assert sum(r["trials"] for r in report["by_seat"]) == 18
    games = log.read_text().splitlines()
    assert len(games) == 6 and [json.loads(g)["seed"] for g in games] == list(range(3, 9))
    replayed = run("grauso", "replay", str(log))
    assert replayed.exit_code == 0 and replayed.stdout.count("confirmed") == 6
    again = run("grauso", "simulate", "--bots", "random,greedy,planner", "--games", "6", "--seed", "3",
                "--json")
    assert json.loads(again.stdout) == report


def test_simulate_the_issues_command_json_shape(monkeypatch):
    """simulate --players 4 --bots planner,greedy,greedy,random --seed S --json (issue 9): win
    rates by bot and by seat, each with a 95% interval holding the rate, the share of games won
    at exactly 0, the mean round length; JSON alone on stdout, progress through cli.progress_bar
    (shown on stderr when it is a terminal) up to the last game."""
    import deckmath.solvers.grauso.commands as commands

    shown = []

    def progress_bar(length, label):
        bar = cli._Silent()
        shown.append((length, label, bar))
        return bar

    monkeypatch.setattr(commands, "progress_bar", progress_bar)
    result = run("grauso", "simulate", "--players", "4", "--games", "8", "--bots",
                 "planner,greedy,greedy,random", "--seed", "5", "--json")
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["bots"], report["games"], report["seed"]) == (
        ["planner", "greedy", "greedy", "random"], 8, 5)
    assert set(report["by_bot"]) == {"planner", "greedy", "random"} and len(report["by_seat"]) == 4
    assert report["by_bot"]["greedy"]["trials"] == 16 and report["by_bot"]["planner"]["trials"] == 8
    for rate in [*report["by_bot"].values(), *report["by_seat"], report["won_at_zero"]]:
        low, high = rate["ci95"]
        assert 0 <= low <= rate["rate"] <= high <= 1 and rate["rate"] == round(rate["wins"] / rate["trials"], 4)
    assert report["won_at_zero"]["trials"] == 8 and report["mean_round_moves"] > 0
    assert [(length, label, bar.pos) for length, label, bar in shown] == [(8, "simulating", 8)]
    assert result.stderr == ""


@pytest.mark.parametrize("args, bots", [
    (["--players", "5", "--bots", "greedy"], ["greedy"] * 5),
    (["--players", "3"], ["planner", "greedy", "random"]),
    (["--players", "6"], ["planner", "greedy", "greedy", "greedy", "greedy", "random"]),
    ([], ["planner", "greedy", "greedy", "random"]),
    (["--bots", "random,greedy,random"], ["random", "greedy", "random"]),
])
def test_simulate_players_and_bots(args, bots):
    result = run("grauso", "simulate", *args, "--games", "1", "--seed", "3", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["bots"] == bots


def test_replay_reports_the_first_illegal_move(tmp_path):
    """A play of a card another player was dealt is the first illegal move (not-in-hand);
    replay names its round, move and player and exits 1."""
    log = tmp_path / "game.json"
    assert run("grauso", "simulate", "--games", "1", "--seed", "4", "--log", str(log)).exit_code == 0
    game = json.loads(log.read_text())
    record = game["rounds"][0]
    k = next(i for i, m in enumerate(record["moves"]) if "play" in m)
    player = record["moves"][k]["player"]
    other = record["hands"][(player + 1) % len(game["bots"])]
    record["moves"][k]["play"] = next(card for card in other if card != "0")
    log.write_text(json.dumps(game, indent=1))
    result = run("grauso", "replay", str(log), "--json")
    assert result.exit_code == 1
    problem = json.loads(result.stdout)["problem"]
    assert problem == {**problem, "reason": "not-in-hand", "round": 1, "move": k + 1,
                       "player": player}
    text = run("grauso", "replay", str(log))
    assert text.exit_code == 1
    assert f"illegal at round 1, move {k + 1}, player {player}: not-in-hand" in text.stdout


@pytest.mark.parametrize("content, fragment", [
    ("{not json", "not JSON"), ("[1, 2]\n", "JSON object"), ("", "no game"),
    ('{"game": "grauso"}', "deck"), (b"\xff\xfe", "UTF-8"),
])
def test_replay_malformed_files_exit_2(tmp_path, content, fragment):
    path = tmp_path / "log.jsonl"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert_usage_error(run("grauso", "replay", str(path)), fragment)


def test_simulate_log_into_a_missing_folder_exits_2(tmp_path):
    assert_usage_error(run("grauso", "simulate", "--games", "1", "--log", str(tmp_path / "no" / "x.jsonl")),
                       "cannot write")


def test_simulate_log_onto_a_device_a_folder_or_a_link(tmp_path):
    """A device is written into and stays a device (cli.write_output); a folder, or `-` (the
    report's stdout), is refused in one line; a symbolic link is written through, and stays a
    link."""
    import os
    import stat

    assert run("grauso", "simulate", "--games", "1", "--log", os.devnull).exit_code == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    assert_usage_error(run("grauso", "simulate", "--games", "1", "--log", str(tmp_path)), "is a directory")
    assert_usage_error(run("grauso", "simulate", "--games", "1", "--log", "-"), "give a file")
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert run("grauso", "simulate", "--games", "1", "--seed", "2", "--log", str(link)).exit_code == 0
    assert link.is_symlink() and json.loads(real.read_text())["seed"] == 2


def test_interrupted_simulation_leaves_no_log(tmp_path, monkeypatch):
    """Ctrl-C mid-run: exit 130, 'deckmath: interrupted', and no half-written log."""
    import deckmath.solvers.grauso.simulate as simulation

    real = simulation.play_game
    calls = []

    def interrupted(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(simulation, "play_game", interrupted)
    result = run("grauso", "simulate", "--games", "10", "--seed", "1", "--log", str(tmp_path / "g.jsonl"))
    assert result.exit_code == 130 and "interrupted" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_stops_a_real_simulation_at_once(tmp_path, repo_root):
    """A real process: Ctrl-C during a long simulation (planner bots solving in the kernel) stops
    within seconds, says so in one line, exits 130 and leaves no log behind (cli.py runs the
    command in a worker thread; the kernel releases the GIL)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "deckmath.cli", "grauso", "simulate", "--games", "1000000",
         "--bots", "planner", "--players", "4", "--seed", "1", "--log", "games.jsonl"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(4)
    start = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert time.monotonic() - start < 5
    assert process.returncode == 130, err
    assert err.decode().strip().splitlines()[-1] == "deckmath: interrupted"
    assert b"Traceback" not in err and out == b""
    assert list(tmp_path.iterdir()) == []


def test_user_deck_for_simulate(tmp_path):
    deck = tmp_path / "small.toml"
    deck.write_text('name = "small"\nheat = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]\n'
                    'cold = [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12]\nneutral = 2\npenguins = 3\n')
    result = run("grauso", "simulate", "--bots", "greedy,random,planner", "--games", "3", "--deck",
                 str(deck), "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["deck"] == "small"
    four = run("grauso", "simulate", "--bots", "greedy,random,planner,random", "--deck", str(deck))
    assert_usage_error(four, "penguins")
    deck.write_text('heat = [30]\n')
    assert_usage_error(run("grauso", "simulate", "--deck", str(deck)), "30")


def test_help_does_not_import_numba(repo_root):
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        "for args in (['--help'], ['grauso', '--help'], ['grauso', 'solve', '--help'],\n"
        "             ['grauso', 'simulate', '--help'], ['grauso', 'generate', '--help']):\n"
        "    result = CliRunner().invoke(cli.main, args)\n"
        "    assert result.exit_code == 0, (args, result.output)\n"
        "assert 'numba' not in sys.modules and 'numpy' not in sys.modules\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_real_process_bad_input_is_one_line(repo_root):
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "grauso", "solve", "--hand", "+1 x"],
                          cwd=repo_root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert re.search(r"'x'|LATIN SMALL LETTER X", done.stderr) and "Traceback" not in done.stderr
