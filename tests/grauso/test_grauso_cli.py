"""The `deckmath grauso` commands of positions and scores: outputs against the library, exit
codes 0/1/2, one-line errors on hostile input, batch mode (the whole-game commands are tested in
test_grauso_games_cli.py; the help pages' examples are run by tests/test_help_examples.py, for
every game)."""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.grauso import (
    check_sequence, legal_plays, parse_play, parse_sequence, position, solve,
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
    """solve --json: "plays" (int) and "sequence" (canonical plays), the sequence a
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
    """moves --json: the position as read plus "moves", canonical plays sorted by the
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
    """score --round "hand: ...; pile: ..." with --penguins: the helper's choice,
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
    ("+1&", "missing"), ("+1&+2&+3", "3 cards"), ("+2 +1", "no space"),
    ("+1~~", "one ~"), ("~+1", "one ~"), ("+1,+2", "COMMA"), ("", "empty play"),
    ("+1x", "LATIN SMALL LETTER X"), ("Collect", "written collect"), ("+30", "-25 to +25"),
])
def test_malformed_plays_exit_2(play, fragment):
    """A malformed play: one line naming it, exit 2."""
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
    (["score", "--total", "x", "--round", "hand: +1"], "--total"),
    (["score", "--total", "3", "--round", "hand: +1", "--round", "hand: -1"], "last round alone"),
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
    assert [a["line"] for a in answers[3:9]] == [4, 5, 6, 7, 8, 9]
    assert answers[9]["play"] == "+3&+12" and "error" not in answers[9]  # either order
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


def test_score_the_last_round_from_the_running_total():
    """G6.5: with --total the one round given is the last, signed from that total (its
    penguins count, G6.3); JSON says from which total."""
    args = ["--total", "-8", "--round", "hand: +1 +2", "--penguins", "1"]
    data = json.loads(run("grauso", "score", *args, "--json").stdout)
    assert (data["before"], data["total"], data["penguins_plus"]) == (-8, 0, 1)
    text = run("grauso", "score", *args).stdout.splitlines()
    assert text[0] == "the last round, signed from the running total -8 (G6.5):"
    assert text[-1].startswith("total 0: exactly 0")
    batch = run("grauso", "score", "--batch", "-", input=json.dumps(
        {"rounds": [{"hand": ["+1", "+2"]}], "penguins": 1, "total": -8}) + "\n")
    assert json.loads(batch.stdout) == data


def test_help_does_not_import_numba(repo_root):
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        "for args in (['--help'], ['grauso', '--help'], ['grauso', 'solve', '--help'],\n"
        "             ['grauso', 'simulate', '--help'], ['grauso', 'play', '--help'],\n"
        "             ['grauso', 'replay', '--help'], ['grauso', 'generate', '--help']):\n"
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


def test_one_position_of_up_to_10_cards_needs_no_numba(repo_root):
    """solve, moves, check and score of a hand of 10 cards (the most a hand holds) answer
    without loading numba (the layered search, solve.engine_for; the rules code for the
    others), as the kernel would."""
    hand = "+20 -3 7 0 -14 +14 -9 +2 +5 -6"
    base = f"['--top', '12', '--hand', {hand!r}, '--penguins', '1']"
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        f"base = {base}\n"
        "out = []\n"
        "for args in (['solve', *base, '--json'], ['moves', *base], ['check', *base, '--play',"
        " '+20~'], ['score', '--total', '-4', '--round', 'hand: +3 -5 0; pile: +12']):\n"
        "    result = CliRunner().invoke(cli.main, ['grauso', *args])\n"
        "    assert result.exit_code in (0, 1), (args, result.output)\n"
        "    out.append(result.stdout)\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
        "print(out[0].strip())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    from deckmath.solvers.grauso import position as grauso_position
    from deckmath.solvers.grauso.solve import solve as grauso_solve

    kernel = grauso_solve(grauso_position(top=12, hand=hand, penguins=1), engine="kernel")
    assert json.loads(done.stdout) == json.loads(json.dumps(kernel.to_json()))
