"""Hostile input to the Grauso commands, in the style of tests/test_hostile_input.py: pasted
look-alike characters read as what they look like or named (notation.normalize, describe), huge
numbers refused by their size, wrong JSON types in batch lines answered by that line's error
while the other lines are still answered; always one line on stderr and exit 2, never a
traceback."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.grauso import position, solve


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def one_line_error(result, fragment: str) -> str:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert result.stdout == "" and "Traceback" not in result.stderr
    return lines[0]


@pytest.mark.parametrize("args, same_as", [
    (["solve", "--top", "\uff15", "--hand", "\uff0b\uff12\uff10 \u2212\uff13 \uff17 \uff10"],
     ["solve", "--top", "5", "--hand", "+20 -3 +7 0"]),
    (["solve", "--top", "\u20135", "--hand", "+20 \u20133 \u22127", "--penguins", "\uff11"],
     ["solve", "--top", "-5", "--hand", "+20 -3 -7", "--penguins", "1"]),
    (["check", "--top", "5", "--hand", "+1 +2", "--penguins", "1", "--play", "+1\uff06+2\u02dc"],
     ["check", "--top", "5", "--hand", "+1 +2", "--penguins", "1", "--play", "+1&+2~"]),
    (["check", "--top", "5", "--hand", "+1 +9", "--penguins", "1", "--play", "+9\u223c"],
     ["check", "--top", "5", "--hand", "+1 +9", "--penguins", "1", "--play", "+9~"]),
    (["check", "--top", "12", "--hand", "+20 -3 7 0 -14 +14", "--penguins", "1",
      "--sequence", "+14&+20\u02dc -14&+7 0 -3"],
     ["check", "--top", "12", "--hand", "+20 -3 7 0 -14 +14", "--penguins", "1",
      "--sequence", "+14&+20~ -14&+7 0 -3"]),
    (["score", "--round", "hand: +3 \u22125 0\uff1b pile: +12 \u20137", "--penguins", "\uff10"],
     ["score", "--round", "hand: +3 -5 0; pile: +12 -7", "--penguins", "0"]),
])
def test_pasted_look_alikes_are_read(args, same_as):
    """Full-width digits and signs, en dashes, minus signs, a full-width & and semicolon, and
    the tildes pasted for a flip (a small tilde, which NFKC alone would split into a space and a
    combining mark, and the tilde operator): the same answer as the ASCII spelling."""
    pasted, plain = run("grauso", *args, "--json"), run("grauso", *same_as, "--json")
    assert pasted.exit_code == plain.exit_code and pasted.exit_code in (0, 1), pasted.stderr
    assert json.loads(pasted.stdout) == json.loads(plain.stdout)


@pytest.mark.parametrize("args, fragment", [
    (["solve", "--top", "5", "--hand", "+1 \u04453"], "U+0445 CYRILLIC SMALL LETTER HA"),
    (["solve", "--top", "\u0663", "--hand", "+1"], "U+0663 ARABIC-INDIC DIGIT THREE"),
    (["solve", "--top", "5", "--hand", "+1", "--penguins", "\u0661"],
     "U+0661 ARABIC-INDIC DIGIT ONE"),
    (["moves", "--top", "5", "--hand", "+1 \u0391"], "U+0391 GREEK CAPITAL LETTER ALPHA"),
    (["check", "--top", "5", "--hand", "+1", "--play", "\u0441ollect"],
     "U+0441 CYRILLIC SMALL LETTER ES"),
    (["check", "--top", "5", "--hand", "+1", "--play", "+1\u0303"], "U+0303 COMBINING TILDE"),
    (["score", "--round", "hand: +3 \u0445; pile: "], "U+0445 CYRILLIC SMALL LETTER HA"),
    (["score", "--round", "hand: +3", "--penguins", "\u0663"], "U+0663 ARABIC-INDIC DIGIT THREE"),
    (["simulate", "--bots", "greedy,gr\u0435edy,random,random", "--games", "1"],
     "U+0435 CYRILLIC SMALL LETTER IE"),
    (["play", "--bots", "pl\u0430nner", "--seed", "1"], "U+0430 CYRILLIC SMALL LETTER A"),
])
def test_look_alikes_that_cannot_be_read_are_named(args, fragment):
    one_line_error(run("grauso", *args), fragment)


@pytest.mark.parametrize("args, fragment", [
    (["solve", "--top", "5", "--hand", "+" + "9" * 100_000], "values run from -25 to +25"),
    (["solve", "--top", "-" + "9" * 100_000, "--hand", "+1"], "values run from -25 to +25"),
    (["solve", "--top", "5", "--hand", "+1", "--penguins", "9" * 100_000], "far too large"),
    (["check", "--top", "5", "--hand", "+1", "--play", "+1&+" + "9" * 5000], "-25 to +25"),
    (["score", "--round", "hand: ; pile: +" + "9" * 5000], "-25 to +25"),
    (["solve", "--top", "5", "--hand", " ".join(["+1"] * 100_000)], "at most 10"),
    (["check", "--top", "5", "--hand", "+1", "--sequence", "+1 " * 100_000], "at most 10"),
    (["simulate", "--games", "9" * 40], "9999"),
    (["simulate", "--bots", "greedy," * 200, "--games", "1"], "too long"),
])
def test_huge_input_is_refused_by_its_size(args, fragment):
    one_line_error(run("grauso", *args), fragment)


WRONG_TYPES = [
    ({"top": True, "hand": "+1"}, "not true"), ({"top": [], "hand": "+1"}, "not []"),
    ({"top": {"a": 1}, "hand": "+1"}, "not {...}"), ({"top": 1.5, "hand": "+1"}, "1.5"),
    ({"top": 10**30, "hand": "+1"}, "top"), ({"top": 5, "hand": 5}, "not 5"),
    ({"top": 5, "hand": {"a": 1}}, "not {...}"), ({"top": 5, "hand": [True]}, "[true]"),
    ({"top": 5, "hand": [None]}, "[null]"), ({"top": 5, "hand": [1.5]}, "[1.5]"),
    ({"top": 5, "hand": ["+1"] * 100_000}, "at most 10"),
    ({"top": 5, "hand": "+1", "penguins": None}, "null"),
    ({"top": 5, "hand": "+1", "penguins": 1e30}, "penguins"),
    ({"top": 5, "hand": "+1", "penguins": "x"}, "U+0078"),
]


@pytest.mark.parametrize("command", ["solve", "moves", "check"])
def test_wrong_json_types_are_that_lines_error(command):
    """Each bad line answers {"line": N, "error": ...} naming the value in JSON spelling; the
    good lines around them (integral floats such as 5.0 are whole numbers) are still answered,
    in order; exit 2."""
    good = {"top": 5.0, "hand": [3.0, "-7"], "penguins": 1.0}
    extra = {"play": "-7"} if command == "check" else {}
    lines = []
    for bad, _ in WRONG_TYPES:
        lines += [json.dumps({**good, **extra}), json.dumps({**bad, **extra})]
    result = run("grauso", command, "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"deckmath: error: {len(WRONG_TYPES)} bad lines of {len(lines)}; the first, line 2: "
        "top must be a whole number, not true"]
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(lines)
    for k, (_, fragment) in enumerate(WRONG_TYPES):
        answer, error = answers[2 * k], answers[2 * k + 1]
        assert error["line"] == 2 * k + 2 and fragment in error["error"], error
        assert "True" not in error["error"] and "None" not in error["error"]
        assert "line" not in answer
        if command == "solve":
            assert answer == json.loads(json.dumps(solve(position(5, "+3 -7", 1)).to_json()))


@pytest.mark.parametrize("line, fragment", [
    ({"play": 5}, "not 5"), ({"play": ["-7"]}, "['-7']"), ({"sequence": 5}, "not 5"),
    ({"sequence": [None]}, "[null]"), ({"play": None}, "null"),
])
def test_wrong_json_types_in_claims(line, fragment):
    base = {"top": 5, "hand": "+3 -7"}
    text = json.dumps({**base, **line}) + "\n" + json.dumps({**base, "play": "-7"}) + "\n"
    result = run("grauso", "check", "--batch", "-", input=text)
    first, second = [json.loads(x) for x in result.stdout.splitlines()]
    assert first["line"] == 1 and fragment in first["error"], first
    assert second["valid"] is True and result.exit_code == 2


@pytest.mark.parametrize("content, fragment", [
    ("[" * 5000 + "]" * 5000, "not JSON"), ('{"game": "grauso", "seed": NaN}', "not JSON"),
    ('{"game": "grauso", "seed": Infinity}', "not JSON"), ("{" * 5000, "not JSON"),
    ('{"game": "totaux"}', "no field"),
])
def test_replay_of_a_hostile_file_is_one_line(tmp_path, content, fragment):
    """Deeply nested JSON, NaN, Infinity, a log of no game: not a Grauso log, one line."""
    path = tmp_path / "games.jsonl"
    path.write_text(content, encoding="utf-8")
    one_line_error(run("grauso", "replay", str(path)), fragment)
