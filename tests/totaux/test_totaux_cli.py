"""deckmath totaux solve / check: outputs, JSON shapes, exit codes 0/1/2,
one-line errors, batch mode."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.totaux import parse_table, reference, solve

TABLE = "35:24 16:7 22:13 44:50 15:31 26:12"
ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["totaux", *args], input=input)


def assert_usage_error(result, fragment: str):
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def _brute_force(table: str, variant: int = 0) -> list[set[tuple]]:
    """Every combination of a small table, enumerated independently of the solver (T3), as
    (0-based positions, written calculation) per last card."""
    cards = parse_table(table)
    return reference.brute_force([(c.low, c.high, c.total) for c in cards], variant)


def test_solve_text_and_json():
    """T5.2: the best announcement and prime_possible are the plain-Python twin's."""
    twin = solve(parse_table(TABLE), engine="reference")
    text = run("solve", "--table", TABLE)
    assert text.exit_code == 0 and f"best announcement: {twin.best_total}" in text.stdout
    data = json.loads(run("solve", "--table", TABLE, "--json").stdout)
    assert data["table"] == TABLE.split() and data["variant"] == "chain"
    assert data["best_total"] == twin.best_total
    assert data["prime_possible"] is twin.prime_possible
    assert [c["position"] for c in data["by_card"]] == [1, 2, 3, 4, 5, 6]
    pair = json.loads(run("solve", "--table", TABLE, "--variant", "pair", "--json").stdout)
    assert pair["variant"] == "pair" and "(" in pair["by_card"][0]["example"]["calc"]


def test_solve_list_streams_json_and_text():
    data = json.loads(run("solve", "--table", TABLE, "--list", "7", "--json").stdout)
    assert len(data["list"]) == 7 and set(data["list"][0]) == {"positions", "calc"}
    small = "35:24 16:7 22:13"
    listed = json.loads(run("solve", "--table", small, "--list", "all", "--json").stdout)["list"]
    every = {(tuple(p + 1 for p in order), calc) for order, calc in set().union(*_brute_force(small))}
    assert {(tuple(c["positions"]), c["calc"]) for c in listed} == every
    assert len(listed) == len(every)
    text = run("solve", "--table", small, "--list", "all").stdout
    assert text.split("fewest cards first:\n")[1].count("  cards ") == len(every)


def test_check_announce_and_calc_exit_codes():
    ok = run("check", "--table", TABLE, "--announce", "31", "--json")
    assert ok.exit_code == 0 and json.loads(ok.stdout)["valid"] is True
    bad = run("check", "--table", TABLE, "--announce", "32", "--json")
    assert bad.exit_code == 1
    assert json.loads(bad.stdout) == {"valid": False, "reason": "unreachable", "example": None,
                                      "detail": "no card on the table has the total 32",
                                      "rule": "T6.1"}
    calc = run("check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 31", "--positions", "1,2,5",
               "--json")
    assert calc.exit_code == 0
    assert json.loads(calc.stdout)["example"] == {"positions": [1, 2, 5],
                                                   "calc": "5 x1 x6 +1 = 31"}
    wrong = run("check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 30")
    assert wrong.exit_code == 1 and wrong.stdout.startswith("invalid: wrong-total")


@pytest.mark.parametrize("args, fragment", [
    (["solve", "--table", "37:24 16:7 22:13"], "faces must be two digits 1..6"),
    (["solve", "--table", "35 16:7 22:13"], "has no total"),
    (["solve", "--table", "35:0 16:7 22:13"], "whole number 1..100000"),
    (["solve", "--table", "35:-2 16:7 22:13"], "whole number 1..100000"),
    (["solve", "--table", "35:24 16:7"], "table of 2 cards"),
    (["solve", "--table", " ".join(["11:1"] * 13)], "table of 13 cards"),
    (["solve", "--table", TABLE, "--list", "-3"], "--list"),
    (["solve", "--table", TABLE, "--variant", "tree"], "variant"),
    (["solve"], "give --table"),
    (["check", "--table", TABLE, "--calc", "5 xq x6 +1 = 31"], "'q' is not a dice face"),
    (["check", "--table", TABLE, "--calc", "5 x1 x6 + = 31"], "dangling operator"),
    (["check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 31", "--positions", "1,2,9"],
     "position 9 is outside"),
    (["check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 31", "--positions", "1,1,5"],
     "given twice"),
    (["check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 31", "--positions", "1,2"],
     "2 positions given"),
    (["check", "--table", TABLE, "--announce", "0"], "announced total 0"),
    (["check", "--table", TABLE, "--announce", "x"], "whole number"),
    (["check", "--table", TABLE], "exactly one of"),
    (["check", "--table", TABLE, "--calc", "5 x(1+6) +1 = 36", "--variant", "chain"],
     "pair notation"),
    (["check", "--table", "\u202e" + "3" * 500, "--announce", "3"], "has no total"),
    (["deal", "--deck", "/nonexistent/deck.toml"], "cannot read deck file"),
])
def test_bad_input_is_one_line_exit_2(args, fragment):
    assert_usage_error(run(*args), fragment)


def test_solve_batch_answers_good_lines_and_flags_bad_ones():
    lines = "\n".join([
        '{"table": ["35:24", "16:7", "22:13"]}',
        'not json',
        '{"table": "35:24 16:7 22:13", "variant": "pair"}',
        '{"table": ["37:24", "16:7", "22:13"]}',
        '{"table": ["35:24", "16:7", "22:13"], "variant": "tree"}',
        '{"table": 5}',
    ]) + "\n"
    result = run("solve", "--batch", "-", input=lines)
    assert result.exit_code == 2
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert len(out) == 6
    assert out[0]["combinations"] == sum(map(len, _brute_force("35:24 16:7 22:13")))
    assert out[2]["combinations"] == sum(map(len, _brute_force("35:24 16:7 22:13", 1)))
    assert out[2]["variant"] == "pair"
    assert [o.get("line") for o in out] == [None, 2, None, 4, 5, 6]
    assert "faces must be two digits" in out[3]["error"]


def test_check_batch():
    lines = "\n".join([
        '{"table": ["35:24", "16:7", "22:13"], "announce": 13}',
        '{"table": ["35:24", "16:7", "22:13"], "calc": "5 x1 +6 +2 = 13", "positions": [1, 2, 3]}',
        '{"table": ["35:24", "16:7", "22:13"], "announce": 14}',
    ]) + "\n"
    result = run("check", "--batch", "-", input=lines)
    assert result.exit_code == 1
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert [o["valid"] for o in out] == [True, True, False]
    bad = run("check", "--batch", "-", input='{"table": ["35:24", "16:7", "22:13"]}\n')
    assert bad.exit_code == 2 and "exactly one" in json.loads(bad.stdout)["error"]


def test_help_has_examples_and_does_not_import_numba():
    for command in ("solve", "check", "deal"):
        assert "Example" in run(command, "--help").stdout
    done = subprocess.run([sys.executable, "-c", "import sys\nfrom deckmath import cli\n"
                           "from click.testing import CliRunner\n"
                           "CliRunner().invoke(cli.main, ['totaux', '--help'])\n"
                           "import deckmath.solvers.totaux\n"
                           "print('numba' in sys.modules)"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.strip() == "False", done.stderr
