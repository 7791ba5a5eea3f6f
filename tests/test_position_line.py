"""A position's one-line text (solvers/requests.py), which `--position` and the page read for
every registered game: it round-trips through the game's own parser, it answers as the
position's parts and its JSON do, and bad lines, files and mixtures are refused in one line
(exit 2 on the command line, InputError in the library and the page) in either language."""
from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.requests import line_of, position_from, position_from_line

GAMES = registry.names()


def _dealt(game, count: int = 40) -> list:
    deck = game.load_deck()
    return [game.random_position(deck, random.Random(seed)) for seed in range(count)]


def _run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input,
                              env={"LANG": "C.UTF-8", "LC_ALL": ""})


@pytest.mark.parametrize("name", GAMES)
def test_every_dealt_position_round_trips_through_its_line(name):
    game = registry.game(name)
    for position in _dealt(game):
        line = line_of(game, position)
        assert "\n" not in line
        assert position_from_line(game, line) == position
        assert position_from(game, game.format_position(position)) == position


@pytest.mark.parametrize("name", GAMES)
def test_solve_by_line_answers_as_its_json_line_does(name, tmp_path):
    """--position LINE, --position FILE (a line, or JSON) and a --batch line give one answer."""
    game = registry.game(name)
    position = _dealt(game, 3)[2]
    line = line_of(game, position)
    by_line = _run(name, "solve", "--position", line, "--json")
    assert by_line.exit_code == 0, by_line.stderr
    batch = _run(name, "solve", "--batch", "-", "--json",
                 input=json.dumps(game.format_position(position)) + "\n")
    assert batch.exit_code == 0, batch.stderr
    assert json.loads(by_line.stdout) == json.loads(batch.stdout)
    (tmp_path / "line.txt").write_text(line + "\n")
    (tmp_path / "pos.json").write_text(json.dumps(game.format_position(position)))
    for source in (str(tmp_path / "line.txt"), str(tmp_path / "pos.json")):
        assert _run(name, "solve", "--position", source, "--json").stdout == by_line.stdout
    assert _run(name, "solve", "--position", "-", "--json", input=line).stdout == by_line.stdout


HOSTILE = ["", " ", "|", "| | | | | | | |", "\x00", "x" * 5000, "1 | 2 | 3 | 4 | 5 | 6",
           "-", "\u202e | \u200b", "99999999999999999999 | 1 | 2 | 3", "[1]", '{"a": 1}']


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("line", HOSTILE, ids=range(len(HOSTILE)))
def test_a_bad_line_is_one_line_everywhere(name, line):
    """Malformed, out-of-range and hostile lines: exit 2 and one line on the command line, in
    French as in English; InputError from the library and the page's reader."""
    game = registry.game(name)
    for lang in ("en", "fr"):
        result = _run(name, "solve", "--position", line, "--lang", lang, input="")
        assert result.exit_code == 2, (line, result.stdout, result.stderr)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("deckmath"), result.stderr
        assert "Traceback" not in result.stderr
    if line.lstrip().startswith(("{", "[")):
        return
    with pytest.raises(InputError):
        position_from_line(game, line)
    from deckmath.web import api

    with pytest.raises(InputError):
        api.solve(game, {"position": line})


@pytest.mark.parametrize("name", [n for n in GAMES if registry.game(n).position_options])
def test_the_line_and_its_parts_are_not_both_given(name):
    game = registry.game(name)
    part = game.position_options[0]
    line = line_of(game, _dealt(game, 1)[0])
    result = _run(name, "solve", "--position", line, f"--{part.name}", "1")
    assert result.exit_code == 2 and "not both" in result.stderr, result.stderr
    french = _run(name, "solve", "--position", line, f"--{part.name}", "1", "--lang", "fr")
    assert french.exit_code == 2 and "pas les deux" in french.stderr, french.stderr


def test_a_line_of_too_many_parts_says_which_parts_a_line_has():
    result = _run("celsius", "solve", "--position", "10 | 22,40 | +1 | 4")
    assert result.exit_code == 2
    assert "has 3 parts, cold, hot, hand, separated by |" in result.stderr
    assert "has 4" in result.stderr


def test_a_missing_position_file_is_named():
    result = _run("grauso", "solve", "--position", "nofile.txt", "--lang", "fr")
    assert result.exit_code == 2, result.stderr
    result = _run("celsius", "solve", "--position", "nofile.txt")
    assert "cannot read position file nofile.txt" in result.stderr


def test_the_optional_parts_of_a_line_may_be_left_out():
    totaux, grauso = registry.game("totaux"), registry.game("grauso")
    assert position_from_line(totaux, "35:24 16:7 22:13").variant == "chain"
    assert position_from_line(totaux, "35:24 16:7 22:13 | pair").variant == "pair"
    assert position_from_line(grauso, "- | +3 -7").top is None
    assert position_from_line(grauso, "- | +3 -7") == position_from_line(grauso, "- | +3 -7 | 0")


@pytest.mark.parametrize("name", GAMES)
def test_an_empty_file_or_a_closed_stdin_is_one_line(name, tmp_path):
    """An empty position file is refused as an empty line, not as bad JSON; `--position -`
    with stdin closed (`<&-`) says so: one line each, exit 2."""
    import os
    import subprocess
    import sys

    empty = tmp_path / "empty.txt"
    empty.write_text("")
    result = _run(name, "solve", "--position", str(empty))
    assert result.exit_code == 2 and "JSON" not in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    closed = subprocess.run([sys.executable, "-m", "deckmath", name, "solve", "--position", "-"],
                            capture_output=True, text=True, preexec_fn=lambda: os.close(0))
    assert closed.returncode == 2, closed.stderr
    assert len(closed.stderr.strip().splitlines()) == 1 and "closed" in closed.stderr
