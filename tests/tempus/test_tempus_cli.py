"""`deckmath tempus ...`: JSON shapes, batch mode, exit codes, one-line errors, and
the help examples, run as written."""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.tempus import (
    check, legal_moves, load_deck, parse_move, position_from_json, solve,
)

POSITION = {"players": 2, "to_move": 1,
            "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]],
            "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5"]}, None, None]}
"""The issue's position."""


def _run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=stdin)


def _one_error_line(result, fragment: str) -> None:
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert "Traceback" not in result.stderr


@pytest.fixture
def pos_file(tmp_path):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(POSITION))
    return str(path)


def test_moves_text_and_json(pos_file):
    expected = [str(m) for m in legal_moves(position_from_json(POSITION))]
    text = _run("tempus", "moves", "--position", pos_file)
    assert text.exit_code == 0
    assert text.stdout.splitlines() == [f"player 1 to move, {len(expected)} legal moves:", *expected]
    as_json = _run("tempus", "moves", "--position", pos_file, "--json")
    assert json.loads(as_json.stdout) == {"moves": expected}


def test_position_inline_and_from_stdin():
    inline = _run("tempus", "moves", "--position", json.dumps(POSITION), "--json")
    piped = _run("tempus", "moves", "--position", "-", "--json", stdin=json.dumps(POSITION))
    assert inline.exit_code == piped.exit_code == 0 and inline.stdout == piped.stdout


def test_check_valid_and_invalid(pos_file):
    ok = _run("tempus", "check", "--position", pos_file, "--move", "capture 1 R20", "--json")
    assert ok.exit_code == 0 and json.loads(ok.stdout) == {"valid": True, "reason": None}
    bad = _run("tempus", "check", "--position", pos_file, "--move", "capture 1 M7", "--json")
    assert bad.exit_code == 1 and json.loads(bad.stdout) == {"valid": False, "reason": "wrong-colour"}
    text = _run("tempus", "check", "--position", pos_file, "--move", "dump 2 R3")
    assert text.exit_code == 1 and text.stdout.startswith("invalid: no-such-series (P3.2/P3.3")


def test_solve_matches_the_library(pos_file, tdeck):
    position = position_from_json(POSITION)
    plain = _run("tempus", "solve", "--position", pos_file, "--json")
    assert plain.exit_code == 0
    assert json.loads(plain.stdout) == solve(position, tdeck).to_json()
    every = json.loads(_run("tempus", "solve", "--position", pos_file, "--all", "--json").stdout)
    from deckmath.solvers.tempus import reference

    value, best, values = reference.solve(position, tdeck.hourglasses)
    assert every["value"] == value and every["best_move"] == str(best)
    assert {m["move"]: m["value"] for m in every["moves"]} == {str(m): v for m, v in values.items()}
    assert check(position, parse_move(every["best_move"])).valid


def test_solve_text(pos_file):
    text = _run("tempus", "solve", "--position", pos_file, "--all").stdout.splitlines()
    assert text[0] == "player 1 to move, 4 moves left in the round"
    assert text[1].startswith("best move: ") and text[2].startswith("value: ")
    assert text[3].startswith("proven: yes")
    assert len(text) == 4 + len(legal_moves(position_from_json(POSITION)))


def test_solve_time_limit_reports_proof(tmp_path):
    start = {"players": 4, "to_move": 1,
             "hands": [["R1", "R2", "R3", "R4", "R5", "R6"], ["M1", "M2", "M3", "M4", "M5", "M6"],
                       ["J1", "J3", "J5", "J7", "J9", "J11"], ["R7", "R8", "R9", "M7", "M8", "M9"]],
             "holders": [None, None, None]}
    result = _run("tempus", "solve", "--position", json.dumps(start), "--time-limit", "0.2",
                  "--json")
    assert result.exit_code == 0
    answer = json.loads(result.stdout)
    assert answer["proven"] is False and answer["best_move"].startswith("open ")
    text = _run("tempus", "solve", "--position", json.dumps(start), "--time-limit", "0.2")
    assert "proven: no (searched" in text.stdout


def test_batch_answers_each_line_in_order(tmp_path, tdeck):
    other = dict(POSITION, to_move=2, hands=[["R3", "M7", "J9"], ["M1", "R25", "M12", "J5"]])
    lines = [json.dumps(POSITION), "not json", json.dumps(dict(POSITION, players=7)),
             json.dumps(other), "[1]", "", json.dumps({"players": "7"})]
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(lines) + "\n")
    solved = _run("tempus", "solve", "--batch", str(path), "--json")
    assert solved.exit_code == 2
    out = [json.loads(line) for line in solved.stdout.splitlines()]
    assert out[0] == solve(position_from_json(POSITION), tdeck).to_json()
    assert out[1]["line"] == 2 and out[1]["error"].startswith("not JSON")
    assert out[2] == {"line": 3, "error": "players 7 is outside 2..5 (P2.1)"}
    assert out[3] == solve(position_from_json(other), tdeck).to_json()
    assert out[4] == {"line": 5, "error": "each line must be a JSON object"}
    assert out[5]["line"] == 7 and len(out) == 6, "a blank line is skipped, but counted"
    moves = _run("tempus", "moves", "--batch", str(path))
    assert json.loads(moves.stdout.splitlines()[3]) == {
        "moves": [str(m) for m in legal_moves(position_from_json(other))]}


def test_check_batch(tmp_path):
    lines = [dict(POSITION, move="capture 1 R20"), dict(POSITION, move="capture 1 M7"),
             dict(POSITION, move="fly 1 M7"), dict(POSITION)]
    path = tmp_path / "claims.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    result = _run("tempus", "check", "--batch", str(path), "--json")
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert out[0] == {"valid": True, "reason": None}
    assert out[1] == {"valid": False, "reason": "wrong-colour"}
    assert out[2]["line"] == 3 and "unknown move word 'fly'" in out[2]["error"]
    assert out[3] == {"line": 4, "error": "missing key 'move'"}
    assert result.exit_code == 2
    path.write_text("\n".join(json.dumps(line) for line in lines[:2]) + "\n")
    assert _run("tempus", "check", "--batch", str(path)).exit_code == 1


def _hands(first, second):
    return dict(POSITION, hands=[first, second])


@pytest.mark.parametrize("position,fragment", [
    (_hands(["R3", "M7", "J9", "R26"], ["M1", "R25", "M12", "J5"]), "'R26'"),
    (_hands(["R3", "M7", "J9", "J8"], ["M1", "R25", "M12", "J5"]), "'J8'"),
    (_hands(["R3", "M7", "J9", "X3"], ["M1", "R25", "M12", "J5"]), "'X3'"),
    (_hands(["R3", "M7", "J9", "R5"], ["M1", "R25", "M12", "J5"]), "card R5 appears"),
    (dict(POSITION, holders=[{"owner": 3, "direction": "+", "cards": ["R2"]}, None, None]),
     "owner 3 is outside 1..2"),
    (dict(POSITION, to_move=5), "to_move 5 is outside"),
    (_hands(["R3", "M7"], ["M1", "R25", "M12", "J5"]), "impossible"),
])
def test_bad_positions_exit_2_with_one_line(position, fragment):
    _one_error_line(_run("tempus", "solve", "--position", json.dumps(position)), fragment)
    _one_error_line(_run("tempus", "moves", "--position", json.dumps(position)), fragment)


@pytest.mark.parametrize("args,fragment", [
    (["tempus", "check", "--move", "take 3 J9"], "unknown move word 'take'"),
    (["tempus", "check", "--move", "capture 7 J9"], "outside 1..3"),
    (["tempus", "check"], "give --move"),
    (["tempus", "solve", "--time-limit", "0"], "time-limit"),
    (["tempus", "solve", "--time-limit", "abc"], "time-limit"),
])
def test_bad_options_exit_2(pos_file, args, fragment):
    _one_error_line(_run(*args, "--position", pos_file), fragment)


@pytest.mark.parametrize("source,fragment", [
    ("missing.json", "cannot read position file missing.json"),
    ("{not json", "position is not JSON"),
    ("[1, 2]", "cannot read position file [1, 2]"),
])
def test_bad_position_sources(source, fragment, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _one_error_line(_run("tempus", "moves", "--position", source), fragment)


def test_array_file_is_not_a_position(tmp_path):
    path = tmp_path / "pos.json"
    path.write_text("[1, 2]")
    _one_error_line(_run("tempus", "moves", "--position", str(path)), "must be a JSON object")


def test_no_position_given():
    _one_error_line(_run("tempus", "solve"), "give --position FILE")


@pytest.mark.parametrize("text,fragment", [
    ('name = "x"\n', "needs an [hourglasses] table"),
    ('name = "x"\n[hourglasses]\nR1 = 1\n', "no hourglasses for R2 (and 61 more)"),
    ('[hourglasses]\nR26 = 1\n', "R26"),
    ('[hourglasses]\nR1 = 4\n', "0..3"),
    ('[hourglasses]\nR1 = true\n', "0..3"),
    ('[hourglasses]\nR1 = 1\n"R1[1]" = 1\n', "given twice"),
    ('[hourglasses]\n"R1[2]" = 1\n', "says 2 hourglasses but is given 1"),
    ("not = toml = here", "not valid TOML"),
])
def test_bad_deck_files(tmp_path, pos_file, text, fragment):
    deck = tmp_path / "deck.toml"
    deck.write_text(text)
    _one_error_line(_run("tempus", "solve", "--position", pos_file, "--deck", str(deck)), fragment)


def test_a_user_deck_changes_the_values(tmp_path, pos_file):
    deck = tmp_path / "zero.toml"
    deck.write_text(load_deck().to_toml().replace(" = 1\n", " = 0\n").replace(" = 2\n", " = 0\n")
                    .replace(" = 3\n", " = 0\n"))
    result = json.loads(_run("tempus", "solve", "--position", pos_file, "--all", "--deck",
                             str(deck), "--json").stdout)
    assert result["value"] == 0 and {m["value"] for m in result["moves"]} == {0}


def _help_examples() -> list[str]:
    from deckmath.solvers.tempus.commands import group

    found = []
    for command in group.commands.values():
        found += re.findall(r"^\s+(deckmath tempus .+)$", command.help or "", re.M)
    return found


def test_every_command_has_examples():
    from deckmath.solvers.tempus.commands import group

    from deckmath.play.commands import VERBS

    own = set(group.commands) - set(VERBS) - {"census"}
    assert own == {"moves", "check", "solve", "position", "deck", "generate"}
    assert len(_help_examples()) >= 12, "tests/test_help_examples.py runs them all"


def test_the_whole_game_commands_are_the_shared_ones():
    """deal, play, simulate and replay come from the shared layer (play/commands.py), over
    the game's play face."""
    group = cli.game_group("tempus")
    assert {"deal", "play", "simulate", "replay"} <= set(group.commands)
    assert "rules P2-P6" in group.commands["simulate"].help


def test_help_does_not_import_numba(repo_root):
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        "for args in (['--help'], ['tempus', '--help'], ['tempus', 'solve', '--help'],\n"
        "             ['tempus', 'simulate', '--help'], ['tempus', 'generate', '--help']):\n"
        "    result = CliRunner().invoke(cli.main, args)\n"
        "    assert result.exit_code == 0, (args, result.output)\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
        "assert 'numpy' not in sys.modules, 'numpy was imported'\n"
        "assert 'reportlab' not in sys.modules, 'reportlab was imported'\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_real_process_bad_input_is_one_line(repo_root):
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "tempus", "check", "--position",
                           json.dumps(POSITION), "--move", "capture 3 J8"],
                          cwd=repo_root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("deckmath: ")
    assert lines[0].endswith(": unknown card 'J8': Jokers have the odd values 1..25 (P1.1)")


def test_rules_ship_with_the_package(repo_root):
    """The numbered rules ship as package data, equal to the project's shared copy."""
    from importlib import resources

    shipped = resources.files("deckmath.solvers.tempus").joinpath("rules.md")
    shared = repo_root.parent / "shared" / "rules" / "tempus.md"
    if not shared.exists():
        pytest.skip("the shared rules folder is not on this machine")
    assert shipped.read_text(encoding="utf-8") == shared.read_text(encoding="utf-8")


def test_reference_deck_follows_its_documented_rule(tdeck):
    """P1.2: the reference deck's hourglasses are the rule its header states, written again."""
    from deckmath.solvers.tempus import ALL_CARDS

    rule = {"R": lambda v: v % 4, "M": lambda v: (v + 2) % 4, "J": lambda v: ((v + 1) // 2) % 3}
    for card in ALL_CARDS:
        text = str(card)
        assert tdeck.of(card) == rule[text[0]](int(text[1:])), text
    assert tdeck.name == "deckmath reference Tempus deck"
    assert sum(tdeck.hourglasses) == 89


START4 = {"players": 4, "to_move": 1,
          "hands": [["R1", "R4", "R9", "R16", "M2", "J7"], ["R3", "R8", "M11", "M20", "J1", "J19"],
                    ["R13", "R22", "M5", "M9", "M14", "J25"], ["R6", "R17", "M1", "M23", "J3", "J13"]],
          "holders": [None, None, None]}
"""A 4-player round's start: 16 moves, far too many to search exactly in a test."""


def test_ctrl_c_stops_a_long_search_at_once(repo_root):
    """ARCHITECTURE: long work can be interrupted; the search runs without the GIL and is
    stopped at its next node: exit 130 and one line, within a second. The signal is sent once
    the search has said it started (its note on stderr), however slowly the process starts on a
    loaded machine."""
    import signal
    import time

    proc = subprocess.Popen([sys.executable, "-c", "from deckmath.cli import main; main()",
                             "tempus", "solve", "--position", json.dumps(START4)],
                            cwd=repo_root, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                                        signal.SIG_DFL))
    told = [proc.stderr.readline() for _ in range(1)]
    while told[-1] and "can take hours" not in told[-1]:
        told.append(proc.stderr.readline())
    assert "can take hours" in told[-1], told
    time.sleep(1)
    asked = time.monotonic()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and out == ""
    assert "deckmath: interrupted" in err and "Traceback" not in err
    assert time.monotonic() - asked < 5


def test_progress_is_told_after_each_depth(tdeck):
    seen = []
    position = position_from_json(START4)
    solution = solve(position, tdeck, max_nodes=50_000, progress=lambda *a: seen.append(a))
    assert [d for d, _, _ in seen] == list(range(2, solution.depth + 1, 2))
    assert all(plies == 16 for _, plies, _ in seen)
    assert [n for _, _, n in seen] == sorted(n for _, _, n in seen)


def test_batch_takes_everything_from_its_file(tmp_path, pos_file):
    path = tmp_path / "positions.jsonl"
    path.write_text(json.dumps(POSITION) + "\n")
    _one_error_line(_run("tempus", "solve", "--batch", str(path), "--position", pos_file),
                    "drop --position")
    _one_error_line(_run("tempus", "check", "--batch", str(path), "--move", "bury R3"),
                    "drop --move")


def test_rules_command_prints_the_tempus_rules(repo_root):
    result = _run("rules", "tempus")
    assert result.exit_code == 0 and "P3.4" in result.stdout
    assert "tempus" in _run("rules").stdout


def test_position_json_is_a_position_the_other_commands_read(tdeck):
    import random

    from deckmath.solvers.tempus import random_position

    args = ("tempus", "position", "--players", "3", "--moves-left", "5", "--seed", "11", "--json")
    first, again = _run(*args), _run(*args)
    assert first.exit_code == 0 and first.stdout == again.stdout
    out = json.loads(first.stdout)
    assert out["seed"] == 11
    position = position_from_json(out)
    assert position.plies_left == 5
    assert position == random_position(tdeck, random.Random(11), 3, 5)
    solved = _run("tempus", "solve", "--position", "-", "--json", stdin=first.stdout)
    assert json.loads(solved.stdout) == solve(position, tdeck).to_json()


@pytest.mark.parametrize("players,size", [(2, 7), (3, 6), (5, 6)])
def test_position_without_moves_is_the_first_round_the_game_deals(players, size):
    """P2.1, P6.1: `position --seed S` is round 1 of the game `deal --seed S` deals."""
    out = json.loads(_run("tempus", "position", "--players", str(players), "--seed", "3",
                          "--json").stdout)
    position = position_from_json(out)
    assert [len(h) for h in position.hands] == [size] * players
    assert position.holders == (None, None, None) and position.to_move == 1
    dealt = json.loads(_run("tempus", "deal", "--players", str(players), "--seed", "3",
                            "--json").stdout)
    assert dealt["events"][0]["hands"] == out["hands"]
    text = _run("tempus", "position", "--players", str(players), "--seed", "3").stdout.splitlines()
    assert text[0].startswith("seed 3: ") and len(text) == 1 + players + 3


def test_position_refuses_more_moves_than_a_round_has():
    _one_error_line(_run("tempus", "position", "--players", "3", "--moves-left", "13"),
                    "a 3-player round has 0..12")


@pytest.mark.parametrize("command", ["moves", "solve", "check"])
def test_deeply_nested_position_files_are_bad_input(tmp_path, command):
    """orjson reads --position: nesting too deep is one line and exit 2, not a recursion error."""
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    extra = ["--move", "bury R3"] if command == "check" else []
    _one_error_line(_run("tempus", command, "--position", str(path), *extra), "position is not JSON")
    piped = _run("tempus", command, "--position", "-", *extra, stdin='{"a":' * 5000 + "1" + "}" * 5000)
    _one_error_line(piped, "position is not JSON")
    inline = _run("tempus", command, "--position", '{"players": ' + "[" * 3000 + "]" * 3000 + "}",
                  *extra)
    _one_error_line(inline, "position is not JSON")


def test_a_position_file_that_is_not_utf8_is_one_line(tmp_path):
    path = tmp_path / "pos.json"
    path.write_bytes(b'{"players": "\xff"}')
    _one_error_line(_run("tempus", "moves", "--position", str(path)), "not UTF-8")


def test_deck_prints_the_reference_file_and_checks_a_copy(tmp_path, tdeck):
    from deckmath.solvers.decks import reference_text

    printed = _run("tempus", "deck")
    assert printed.exit_code == 0 and printed.stdout == reference_text("tempus")
    copy = tmp_path / "my-deck.toml"
    copy.write_text(printed.stdout)
    summary = json.loads(_run("tempus", "deck", "--check", str(copy), "--json").stdout)
    assert summary["hourglasses"] == sum(tdeck.hourglasses)
    assert sum(summary["cards_showing"].values()) == 63
    assert sum(summary["by_colour"].values()) == summary["hourglasses"]
    copy.write_text(printed.stdout.replace("\nR1 = 1\n", "\nR1 = 4\n"))
    _one_error_line(_run("tempus", "deck", "--check", str(copy)), "R1")


def test_a_batch_solve_takes_the_options_that_apply_to_every_line():
    """--all and --time-limit say how every line is solved: they go with --batch (the
    position and the move are what a line gives instead, and only those are refused)."""
    line = json.dumps(POSITION) + "\n"
    every = CliRunner().invoke(cli.main, ["tempus", "solve", "--batch", "-", "--all",
                                          "--time-limit", "30"], input=line)
    assert every.exit_code == 0, every.stderr
    answer = json.loads(every.stdout)
    assert answer["moves"] and all(set(m) == {"move", "value"} for m in answer["moves"])
