"""The `deckmath celsius` commands (cli.py): outputs, exit codes 0/1/2, one-line errors, batch
mode, deals (ARCHITECTURE.md conventions; rules C1-C7)."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.celsius import check, parse_play, position, solve

EXAMPLE = ["--cold", "10", "--hot", "22,40", "--hand", "+1 x2 x? -3 /2 +5 x4"]
"""The rule book's example position: 40 in one card (x4), 22 in two (+1 x2)."""


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def assert_usage_error(result, fragment: str) -> None:
    """ARCHITECTURE: bad input exits 2 with exactly one line on stderr naming what was wrong,
    never a traceback, and prints nothing on stdout."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_solve_text_output():
    """C4.3-C4.4 as text: best play and one line per hot value, as worked by hand."""
    result = run("celsius", "solve", *EXAMPLE)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[1].startswith("best: 1 card to 40: 10 x4 = 40")
    assert "(2 optimal plays)" in lines[1]
    assert lines[2].split() == ["22:", "2", "cards", "10", "+1", "=", "11,", "x2", "=", "22"]
    assert lines[3].split()[:3] == ["40:", "1", "card"]


def test_solve_text_output_when_nothing_is_reachable():
    """C4.3: nothing reachable is said plainly, and per hot value."""
    result = run("celsius", "solve", "--cold", "0", "--hot", "20,21", "--hand", "+1")
    assert result.exit_code == 0
    assert "no play reaches a hot card" in result.stdout
    assert result.stdout.count("unreachable") == 2


def test_solve_json_matches_the_library_and_its_play_checks_valid():
    """--json carries the library's solution; the printed best play, fed back to `check`,
    is valid and optimal (C4.3, C5.3)."""
    result = run("celsius", "solve", *EXAMPLE, "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    p = position(10, "22,40", "+1 x2 x? -3 /2 +5 x4")
    assert data == solve(p).to_json()
    assert (data["min_cards"], data["target"], data["optimal_plays"]) == (1, 40, 2)
    verdict = check(p, parse_play(data["play"]), data["target"])
    assert verdict.valid and verdict.optimal and verdict.optimal_overall
    for hot, entry in data["per_target"].items():
        assert check(p, parse_play(entry["play"]), int(hot)).optimal


def test_check_json_of_the_solvers_own_play_is_valid():
    """C5 through the CLI: the solver's best play checked by `check --json` exits 0, valid and
    optimal overall."""
    solved = json.loads(run("celsius", "solve", *EXAMPLE, "--json").stdout)
    result = run("celsius", "check", *EXAMPLE, "--play", " ".join(solved["play"]),
                 "--target", str(solved["target"]), "--json")
    assert result.exit_code == 0
    verdict = json.loads(result.stdout)
    assert (verdict["valid"], verdict["value"], verdict["optimal"], verdict["optimal_overall"]) == (
        True, 40, True, True)


def test_check_valid_claim_exits_0():
    """Exit code 0: a checked claim is valid (text output)."""
    result = run("celsius", "check", *EXAMPLE, "--play", "+1 x2", "--target", "22")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "valid"
    assert lines[1] == "10 +1 = 11, x2 = 22"
    assert "optimal for 22: yes" in lines[2] and "overall: no" in lines[2]


@pytest.mark.parametrize("play, target, reason, step", [
    ("+1 +1", None, "card-not-in-hand", 2),
    ("/2 /2 /2", None, "card-not-in-hand", 2),
    ("-3 /2", None, "illegal-step", 2),
    ("+1", None, "not-a-hot-card", None),
    ("+1 x2", "40", "wrong-target", None),
])
def test_check_invalid_claim_exits_1(play, target, reason, step):
    """Exit code 1: a checked claim is invalid; the JSON names the reason and step (C5.3)."""
    args = ["celsius", "check", *EXAMPLE, "--play", play, "--json"]
    result = run(*args, *(["--target", target] if target else []))
    assert result.exit_code == 1
    verdict = json.loads(result.stdout)
    assert (verdict["valid"], verdict["reason"], verdict["step"]) == (False, reason, step)
    text = run(*args[:-1], *(["--target", target] if target else []))
    assert text.exit_code == 1
    assert text.stdout.startswith(f"invalid: {reason}")


def test_round_json():
    """C6 through the CLI: a taken hot card, a pass, the winner and the extra cards."""
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40", "--claim", "ana: +1 x2",
                 "--claim", "bo: x2 +2 = 22", "--claim", "cy: pass", "--claim", "dan: x2 x2",
                 "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(c["player"], c["valid"], c["reason"]) for c in data["claims"]] == [
        ("ana", True, None), ("bo", False, "hot-card-taken"), ("cy", False, "pass"),
        ("dan", True, None)]
    assert data["winner"] == "dan"
    assert data["draw_extra"] == ["bo", "cy"]


def test_round_text_with_hands_checks_availability():
    """C5.2 in a round: with --hand, ana's x2 is not in her hand; bo wins with one card."""
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40",
                 "--claim", "ana: +1 x2", "--claim", "bo: x?=4",
                 "--hand", "ana: +1 x3", "--hand", "bo: x? +2")
    assert result.exit_code == 0
    assert "ana: invalid (card-not-in-hand)" in result.stdout
    assert "winner: bo takes the cold card 10" in result.stdout


def test_round_nobody_valid():
    """C6.4 as text: nobody valid, the cold card is discarded."""
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40",
                 "--claim", "ana: pass", "--claim", "bo: +1")
    assert result.exit_code == 0
    assert "cold card 10 is discarded" in result.stdout


@pytest.mark.parametrize("extra, fragment", [
    (["--claim", "ana: +1 x2", "--claim", "ana: x4"], "ana"),
    (["--claim", "ana: +1 x2", "--hand", "zed: +1 x2"], "zed"),
    (["--claim", "ana: +1 x2 = 2x3"], "2x3"),
    (["--claim", "ana: x11"], "x11"),
    (["--claim", "ana +1 x2"], "ana +1 x2"),
])
def test_round_bad_input_exits_2(extra, fragment):
    """C5.4, C6: duplicate players, hands of unknown players and malformed claims (a named
    value that is no number included) are usage errors."""
    assert_usage_error(run("celsius", "round", "--cold", "10", "--hot", "22,40", *extra), fragment)


def test_round_hand_given_twice_for_one_player_exits_2():
    """C5.4, C6: two --hand options for the same player are ambiguous; the round must refuse
    them rather than silently keep one (here the kept hand decides whether ana's claim is valid)."""
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40", "--claim", "ana: +1 x2",
                 "--hand", "ana: x4", "--hand", "ana: +1 x2")
    assert_usage_error(result, "ana")


HOSTILE_HAND = [
    ("x" + "9" * 100_000, "x999"),
    ("+1 " * 20_000, "20000"),
    ("+1\x00x2", "\\x00"),
    ("+1; rm -rf / $(touch pwned) `id` | cat && echo >x", "+1;"),
    ("+1 \U0001F0A1", "\U0001F0A1"),
    ("+1 \u202ex2", "\\u202e"),
    ("+1 x2\u2028x11", "x11"),
    ("\ufeff+1", "\\ufeff"),
]


@pytest.mark.parametrize("command", ["solve", "check"])
@pytest.mark.parametrize("option, value, fragment", [
    ("--hand", "+1 x11", "x11"),
    ("--hand", "%3", "%3"),
    ("--hand", "+", "'+'"),
    ("--hand", "x0", "x0"),
    ("--hand", "", "empty hand"),
    ("--hand", " ".join(["+1"] * 21), "hand of 21 cards: a hand holds at most 20 (C4.1)"),
    ("--cold", "13", "13"),
    ("--cold", "-1", "-1"),
    ("--cold", "10.5", "10.5"),
    ("--cold", "abc", "abc"),
    ("--cold", "1" * 5000, "1111"),
    ("--hot", "", "no hot value"),
    ("--hot", "22,22", "twice"),
    ("--hot", "22,x", "'x'"),
    *[("--hand", hand, fragment) for hand, fragment in HOSTILE_HAND],
])
def test_bad_input_exits_2_with_one_line(command, option, value, fragment):
    """C5.4 and ARCHITECTURE: bad input in any position option is one line on stderr naming the
    bad token, exit 2; hostile strings (huge, NUL, shell metacharacters, unicode junk) included."""
    options = {**dict(zip(EXAMPLE[::2], EXAMPLE[1::2])), option: value}
    args = [f"{name}={text}" for name, text in options.items()]
    extra = ["--play", "+1 x2"] if command == "check" else []
    assert_usage_error(run("celsius", command, *args, *extra), fragment)


@pytest.mark.parametrize("play, fragment", [
    ("x?", "x?"), ("+?=11", "+?=11"), ("", "empty play"), ("x 3 +", "'+'"),
    (" ".join(["+1"] * 21), "play of 21 cards"),
])
def test_check_bad_play_exits_2(play, fragment):
    """C5.4: a malformed play is a usage error, not a verdict."""
    assert_usage_error(run("celsius", "check", *EXAMPLE, "--play", play), fragment)


@pytest.mark.parametrize("args, fragment", [
    (["celsius", "check", *EXAMPLE, "--play", "+1 x2", "--target", "100001"], "100001"),
    (["celsius", "check", *EXAMPLE, "--play", "+1 x2 = 22", "--target", "40"], "names 22"),
    (["celsius", "check", *EXAMPLE, "--play", "+1 x2", "--target", "x"], "'x'"),
    (["celsius", "check", *EXAMPLE], "--play"),
    (["celsius", "solve", "--cold", "10", "--hot", "22"], "--hand"),
    (["celsius", "deal", "--players", "5"], "5"),
    (["celsius", "deal", "--seed", "-1"], "-1"),
    (["celsius", "solve", "--batch", "/nonexistent/positions.jsonl"], "/nonexistent"),
    (["celsius", "frobnicate"], "frobnicate"),
])
def test_usage_errors_exit_2(args, fragment):
    """ARCHITECTURE: usage errors (missing options, out-of-range options, unknown commands,
    unreadable files) are one line on stderr and exit 2."""
    assert_usage_error(run(*args), fragment)


GOOD_LINES = [
    {"cold": 10, "hot": [22, 40], "hand": ["+1", "x2", "x?", "-3", "/2", "+5", "x4"]},
    {"cold": "3", "hot": "20, 21", "hand": "+1 x?"},
    {"cold": 0, "hot": [20, 21], "hand": "+1"},
    {"cold": 12, "hot": [24, 36, 48, 60], "hand": "x2 x3 x4 x5 /2 /? +?"},
    {"cold": 7, "hot": [97, 61], "hand": ["+1", "-2", "x?", "/3", "+?"] * 4},
]


def expected_solve_line(obj: dict) -> dict:
    return json.loads(json.dumps(solve(position(obj["cold"], obj["hot"], obj["hand"])).to_json()))


BAD_LINES = [
    ("{not json", "JSON"),
    (json.dumps({"cold": 7, "hot": [97, 61], "hand": ["+1"] * 21}),
     "hand of 21 cards: a hand holds at most 20 (C4.1)"),
    ('{"cold": 10, "hot": [22, 40]}', "hand"),
    ('{"hot": [22, 40], "hand": "+1"}', "cold"),
    ('{"cold": 10.5, "hot": [22, 40], "hand": "+1"}', "10.5"),
    ('{"cold": 10, "hot": "abc", "hand": "+1"}', "abc"),
    ('{"cold": 10, "hot": [22, 40], "hand": 5}', "hand"),
    ('{"cold": 10, "hot": [22, 40], "hand": null}', "hand"),
    ('{"cold": 10, "hot": [22, 40], "hand": {"+1": 1}}', "hand"),
    ('{"cold": 10, "hot": [22, 40], "hand": "+1 x11"}', "x11"),
    ('{"cold": true, "hot": [22, 40], "hand": "+1"}', "not true"),
    ('[10, [22, 40], "+1"]', "object"),
    ('"just a string"', "object"),
    ('{"cold": 13, "hot": [22], "hand": "+1"}', "13"),
    ('{"cold": 10, "hot": [22, 22], "hand": "+1"}', "twice"),
    ('{"cold": 10, "hot": [], "hand": "+1"}', "hot"),
]


def mixed_batch() -> tuple[list[str], list[object]]:
    """Good and bad lines interleaved: (lines, per line the good object or the error fragment)."""
    lines, expected = [], []
    for i, (bad, fragment) in enumerate(BAD_LINES):
        good = GOOD_LINES[i % len(GOOD_LINES)]
        lines += [json.dumps(good), bad]
        expected += [good, fragment]
    return lines, expected


def assert_batch_answers(output: str, expected: list[object]) -> None:
    """One output line per input line, in order; bad lines give {"line": N, "error": ...}."""
    answers = json_lines(output)
    assert len(answers) == len(expected)
    for number, (answer, want) in enumerate(zip(answers, expected), start=1):
        if isinstance(want, str):
            assert set(answer) == {"line", "error"} and answer["line"] == number, answer
            assert want in answer["error"], (number, answer)
        else:
            assert answer == expected_solve_line(want), number


def test_solve_batch_file_mixed_lines(tmp_path):
    """ARCHITECTURE batch: good lines are answered like the library, bad lines give
    {"line": N, "error": ...}, the order is kept, and any bad line makes the exit code 2."""
    lines, expected = mixed_batch()
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("celsius", "solve", "--batch", str(path))
    assert result.exit_code == 2
    assert_batch_answers(result.stdout, expected)


def test_solve_batch_stdin_all_good():
    """Batch from stdin ('-'): all lines good, exit 0, answers in order."""
    text = "".join(json.dumps(obj) + "\n" for obj in GOOD_LINES * 3)
    result = run("celsius", "solve", "--batch", "-", input=text)
    assert result.exit_code == 0
    assert_batch_answers(result.stdout, GOOD_LINES * 3)


def test_solve_batch_stdin_mixed_lines():
    """Batch from stdin with bad lines: the same answers as from a file."""
    lines, expected = mixed_batch()
    result = run("celsius", "solve", "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 2
    assert_batch_answers(result.stdout, expected)


def test_solve_batch_larger_than_one_chunk(draw_position):
    """Batches are answered in chunks: order and line numbers survive across chunk borders."""
    rng = random.Random(5)
    objs = []
    for i in range(4500):
        if i % 997 == 0:
            objs.append("{oops")
            continue
        p = draw_position(rng, 7, 2)
        objs.append({"cold": p.cold, "hot": list(p.hot), "hand": [str(c) for c in p.hand]})
    text = "".join((o if isinstance(o, str) else json.dumps(o)) + "\n" for o in objs)
    result = run("celsius", "solve", "--batch", "-", input=text)
    assert result.exit_code == 2
    answers = json_lines(result.stdout)
    assert len(answers) == len(objs)
    for number, (obj, answer) in enumerate(zip(objs, answers), start=1):
        if isinstance(obj, str):
            assert answer["line"] == number and "error" in answer
        else:
            assert answer == expected_solve_line(obj), number


def test_solve_batch_huge_integer_is_a_bad_line():
    """Hostile batch input: an integer of 5000 digits is one bad line, not a crash."""
    lines = ['{"cold": 1' + "0" * 5000 + ', "hot": [22], "hand": "+1"}', json.dumps(GOOD_LINES[0])]
    result = run("celsius", "solve", "--batch", "-", input="\n".join(lines) + "\n")
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 2
    answers = json_lines(result.stdout)
    assert len(answers) == 2 and answers[0]["line"] == 1 and "error" in answers[0]
    assert answers[1] == expected_solve_line(GOOD_LINES[0])


def test_solve_batch_line_that_is_not_utf8_is_a_bad_line(tmp_path):
    """Hostile batch input: a line of non-UTF-8 bytes is one bad line; the others are answered."""
    path = tmp_path / "positions.jsonl"
    good = json.dumps(GOOD_LINES[0]).encode()
    path.write_bytes(good + b"\n\xff\xfe junk\n" + good + b"\n")
    result = run("celsius", "solve", "--batch", str(path))
    assert result.exit_code == 2
    answers = json_lines(result.stdout)
    assert len(answers) == 3
    assert answers[1]["line"] == 2 and "error" in answers[1]
    assert answers[0] == answers[2] == expected_solve_line(GOOD_LINES[0])


CLAIMS = [
    ({"play": ["+1", "x2"], "target": 22}, (True, None)),
    ({"play": "x4"}, (True, None)),
    ({"play": "+1 +1"}, (False, "card-not-in-hand")),
    ({"play": "x?=4", "target": "40"}, (True, None)),
    ({"play": "+1"}, (False, "not-a-hot-card")),
]


def claim_line(claim: dict) -> str:
    return json.dumps({"cold": 10, "hot": [22, 40], "hand": "+1 x2 x? -3 /2 +5 x4", **claim})


def test_check_batch_all_valid_exits_0():
    """check --batch: every claim valid, exit 0."""
    lines = [claim_line(c) for c, (ok, _) in CLAIMS if ok]
    result = run("celsius", "check", "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 0
    assert [a["valid"] for a in json_lines(result.stdout)] == [True] * len(lines)


def test_check_batch_any_invalid_exits_1():
    """check --batch: one answer per claim in order; an invalid claim makes the exit code 1."""
    lines = [claim_line(c) for c, _ in CLAIMS]
    result = run("celsius", "check", "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 1
    answers = json_lines(result.stdout)
    assert [(a["valid"], a["reason"]) for a in answers] == [want for _, want in CLAIMS]


@pytest.mark.parametrize("bad, fragment", [
    ('{"cold": 10, "hot": [22, 40], "hand": "+1"}', "play"),
    ('{"cold": 10, "hot": [22, 40], "hand": "+1", "play": "x?"}', "x?"),
    ('{"cold": 10, "hot": [22, 40], "hand": "+1", "play": 7}', "play"),
    ('{"cold": 10, "hot": [22, 40], "hand": "+1", "play": "+1", "target": 22.5}', "22.5"),
    ('{"cold": 10, "hot": [22, 40], "hand": "+1", "play": "+1", "target": -1}', "-1"),
])
def test_check_batch_bad_line_exits_2_and_the_rest_run(bad, fragment):
    """check --batch: a bad line (missing play, bad card, wrong type, target off the table)
    gives {"line": N, "error": ...}; the lines after it are still answered; exit 2."""
    lines = [claim_line(CLAIMS[0][0]), bad, claim_line(CLAIMS[2][0])]
    result = run("celsius", "check", "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 2, (result.stdout, result.stderr)
    answers = json_lines(result.stdout)
    assert len(answers) == 3, result.stdout
    assert answers[0]["valid"] is True
    assert answers[1]["line"] == 2 and fragment in answers[1]["error"]
    assert (answers[2]["valid"], answers[2]["reason"]) == (False, "card-not-in-hand")


def deal_json(*options: str) -> dict:
    result = run("celsius", "deal", *options, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_deal_is_replayable_from_its_seed():
    """ARCHITECTURE: the same --seed gives the same output, and the output records the seed."""
    first = run("celsius", "deal", "--players", "3", "--seed", "7")
    second = run("celsius", "deal", "--players", "3", "--seed", "7")
    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout
    assert "seed 7" in first.stdout
    assert deal_json("--seed", "7") == deal_json("--seed", "7")
    assert deal_json("--seed", "7")["seed"] == 7


def test_deal_different_seeds_differ():
    """Different seeds give different deals (the chance of a repeat is negligible)."""
    deals = [json.dumps(deal_json("--seed", str(seed))) for seed in range(5)]
    assert len(set(deals)) == 5


def test_deal_without_seed_records_the_seed_it_used():
    """ARCHITECTURE: without --seed a fresh one is drawn and printed, so the deal replays."""
    data = deal_json()
    assert deal_json("--seed", str(data["seed"])) == data


@pytest.mark.parametrize("players, hot_count", [(2, 2), (3, 2), (4, 4)])
def test_deal_follows_the_deck_and_solves_every_hand(players, hot_count, deck):
    """C4.1: one cold card, 2 hot cards (4 with four players), 7 cards a player, all from the
    deck, as `play` and game 0 of `simulate` deal them; every seat's position with the
    library's solution."""
    data = deal_json("--players", str(players), "--seed", "11")
    assert data["players"] == players
    dealt, table = data["events"][0], data["events"][1]
    assert table["cold"] in deck.cold
    assert len(table["hot"]) == hot_count == len(set(table["hot"]))
    assert set(table["hot"]) <= set(deck.hot)
    assert [entry["label"] for entry in data["positions"]] == [
        f"seat {seat}" for seat in range(1, players + 1)]
    cards = Counter()
    for seat, entry in enumerate(data["positions"], start=1):
        hand = dealt["hands"][seat - 1]
        assert len(hand) == 7
        cards.update(hand)
        assert entry["position"] == {"cold": table["cold"], "hot": table["hot"], "hand": hand}
        p = position(table["cold"], table["hot"], hand)
        assert entry["solution"] == json.loads(json.dumps(solve(p).to_json()))
    assert not cards - Counter(str(c) for c in deck.operators)


def test_deal_from_a_user_deck(tmp_path):
    """C1.4: a deck file replaces the reference deck. With only +1 cards, cold 5 and hot 6, 7:
    6 takes one card, 7 two; the best play is one card to 6."""
    path = tmp_path / "tiny.toml"
    path.write_text('name = "tiny"\ncold = [5]\nhot = [6, 7]\n[operators]\n"+1" = 20\n')
    data = deal_json("--deck", str(path), "--seed", "1", "--players", "2")
    assert data["deck"]["name"] == "tiny"
    assert (data["events"][1]["cold"], data["events"][1]["hot"]) == (5, [6, 7])
    for entry in data["positions"]:
        solution = entry["solution"]
        assert (solution["min_cards"], solution["target"], solution["optimal_plays"]) == (1, 6, 1)
        assert solution["per_target"]["7"]["min_cards"] == 2


def test_deal_from_a_broken_deck_exits_2(tmp_path):
    """C1.4, C5.4: a deck file that is not valid is a usage error naming the file."""
    path = tmp_path / "broken.toml"
    path.write_text('cold = [5]\nhot = [6, 7]\n[operators]\n"x11" = 20\n')
    assert_usage_error(run("celsius", "deal", "--deck", str(path)), "x11")


def subprocess_cli(repo_root, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckmath.cli", *args], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("args, fragment", [
    (["celsius", "solve", "--cold", "13", "--hot", "22,40", "--hand", "+1"], "13"),
    (["celsius", "check", "--cold", "10", "--hot", "22,40", "--hand", "+1 x11", "--play", "+1"],
     "x11"),
])
def test_real_process_bad_input_is_one_line_exit_2(repo_root, args, fragment):
    """ARCHITECTURE, in a real process: exit 2, exactly one line on stderr, no traceback."""
    done = subprocess_cli(repo_root, *args)
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1, done.stderr
    assert fragment in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_real_process_solve(repo_root):
    """The documented example runs as a real process and prints the library's answer."""
    done = subprocess_cli(repo_root, "celsius", "solve", *EXAMPLE, "--json")
    assert done.returncode == 0, done.stderr
    p = position(10, "22,40", "+1 x2 x? -3 /2 +5 x4")
    assert json.loads(done.stdout) == json.loads(json.dumps(solve(p).to_json()))


def test_help_does_not_import_numba(repo_root):
    """ARCHITECTURE: `deckmath --help` (and the celsius help pages) never import numba, nor
    numpy: help stays instant."""
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        "for args in (['--help'], ['celsius', '--help'], ['celsius', 'solve', '--help'],\n"
        "             ['celsius', 'deal', '--help']):\n"
        "    result = CliRunner().invoke(cli.main, args)\n"
        "    assert result.exit_code == 0, (args, result.output)\n"
        "    assert 'Usage' in result.output\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
        "assert 'numpy' not in sys.modules, 'numpy was imported'\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_c4_1_solve_and_check_take_a_hand_of_20_cards():
    """C4.1: `solve` and `check` read a hand of 20 cards (exit 0: the claim is valid) and
    answer as the library does."""
    hand = " ".join(["+1", "-2", "x?", "/3", "+?"] * 4)
    args = ["--cold", "7", "--hot", "97,61", "--hand", hand]
    result = run("celsius", "solve", *args, "--json")
    assert result.exit_code == 0, result.output
    expected = solve(position(7, "97,61", hand))
    assert json.loads(result.stdout) == json.loads(json.dumps(expected.to_json()))
    play = " ".join(str(c) for c in expected.play)
    assert run("celsius", "check", *args, "--play", play).exit_code == 0


def test_a_hand_of_up_to_10_cards_is_answered_without_numba(repo_root, monkeypatch):
    """`solve` and `check` of a 10-card hand, in a process that has not loaded the kernel, use
    the twin (solve.TWIN_HAND_MAX): no numba load, and the answer is the kernel's."""
    import importlib

    from deckmath.solvers.celsius.solve import TWIN_HAND_MAX, engine_for

    solving = importlib.import_module("deckmath.solvers.celsius.solve")

    hand = "+1 x2 x? -3 /2 +5 x4 +3 x3 -1"
    p = position(10, "22,40,17,33", hand)
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    assert len(p.hand) == TWIN_HAND_MAX and engine_for(p) == "reference"
    assert engine_for(position(10, "22,40", hand + " +2")) == "kernel"
    assert solve(p, "reference") == solve(p, "kernel")
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from deckmath import cli\n"
        f"base = ['--cold', '10', '--hot', '22,40,17,33', '--hand', {hand!r}]\n"
        "solved = CliRunner().invoke(cli.main, ['celsius', 'solve', *base, '--json'])\n"
        "checked = CliRunner().invoke(cli.main, ['celsius', 'check', *base, '--play', '+1 x2',"
        " '--target', '22', '--json'])\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
        "print(solved.stdout.strip()); print(checked.exit_code)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=repo_root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    solved, checked = done.stdout.strip().splitlines()
    assert json.loads(solved) == json.loads(json.dumps(solve(p, "kernel").to_json()))
    assert checked == "0"
