"""Issue 8's hostile-input sweep, one regression test per finding (and the same care for the
inputs it did not try): crashes and lost work, resource limits, wrong or misleading answers,
confusing messages. Real processes where the finding is about one (signals, pipes, a full
disk, devices); click's runner elsewhere."""
from __future__ import annotations

import dataclasses

import importlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import registry

from slow_work import SLOW_TEMPUS

TABLE = "35:24 16:7 22:13 44:50 15:31 26:12"
EXAMPLE = ["--cold", "10", "--hot", "22,40", "--hand", "+1 x2 x? -3 /2 +5 x4"]
HARD_12 = " ".join(f"{1 + i % 3}3:{99991 - 2 * i}" for i in range(12))
"""12 cards whose totals need 8 or 9 cards: the search fills its budget before reaching them."""

SLOW_SOLVE = ["tempus", "solve", "--position", json.dumps(SLOW_TEMPUS)]
"""A solve whose search, in the kernel, runs for hours, so that a Ctrl-C lands in it."""


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def one_line_error(result, fragment: str, code: int = 2) -> str:
    assert result.exit_code == code, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    return lines[0]


def deckmath(*args: str, **kwargs) -> subprocess.Popen:
    """The CLI in a process of its own, with Ctrl-C at its default even when the tests run in a
    background job (which starts with SIGINT ignored, and a child inherits that)."""
    return subprocess.Popen([sys.executable, "-m", "deckmath.cli", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                            **kwargs)


# Crashes and lost work ---------------------------------------------------------------------


@pytest.mark.parametrize("args", [
    SLOW_SOLVE,
    # 4 hot cards: about 27 s of generation, so that the Ctrl-C at 4 s lands in it (with 2 hot
    # cards, 400 puzzles are done and being written by then).
    ["celsius", "generate", "--count", "500", "--grade", "5", "--unique", "--hot-cards", "4",
     "--max-deals", "10000000", "--format", "pdf", "-o", "out.pdf"],
    # whole games between planner bots, each solving in the kernel, with their log
    ["grauso", "simulate", "--games", "1000000", "--bots", "planner", "--players", "4",
     "--seed", "1", "--log", "games.jsonl"],
])
def test_ctrl_c_stops_promptly_with_exit_130_and_nothing_half_written(args, tmp_path):
    """Ctrl-C during a long search (inside a numba kernel) or a generation: the process stops
    within a second or two, says so in one line, exits 130 and leaves no file behind."""
    process = deckmath(*args, cwd=tmp_path)
    time.sleep(4)
    start = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert time.monotonic() - start < 5
    assert process.returncode == 130, err
    assert err.decode().strip().splitlines()[-1] == "deckmath: interrupted"
    assert b"Traceback" not in err and out == b""
    assert list(tmp_path.iterdir()) == []


def _generate(tmp_path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckmath.cli", "celsius", "generate",
                           "--count", "2", "--grade", "2", *extra], cwd=tmp_path,
                          capture_output=True, timeout=300)


def test_output_onto_a_device_streams_into_it(tmp_path):
    """-o /dev/null writes into the device; the device stays a device."""
    done = _generate(tmp_path, "-o", os.devnull)
    assert done.returncode == 0, done.stderr
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_output_follows_a_symbolic_link_and_keeps_the_mode(tmp_path):
    """A symbolic link stays a link and its target gets the sheet; a 0600 file stays 0600."""
    target = tmp_path / "private.txt"
    target.write_text("old")
    target.chmod(0o600)
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    done = _generate(tmp_path, "-o", str(link))
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and target.read_text().startswith("Celsius - fewest cards")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_output_into_a_pipe_and_pdf_onto_stdout(tmp_path):
    """-o - writes the PDF to stdout; -o /dev/fd/N (a pipe, as bash's >(...)) streams into it."""
    done = _generate(tmp_path, "--format", "pdf", "-o", "-")
    assert done.returncode == 0 and done.stdout.startswith(b"%PDF")
    read, write = os.pipe()
    piped = subprocess.Popen([sys.executable, "-m", "deckmath.cli", "celsius", "generate",
                              "--count", "2", "--format", "pdf", "-o", f"/dev/fd/{write}"],
                             pass_fds=(write,), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, cwd=tmp_path)
    os.close(write)
    data = b""
    while chunk := os.read(read, 65536):
        data += chunk
    os.close(read)
    assert piped.wait(timeout=300) == 0 and data.startswith(b"%PDF")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("target, fragment", [
    ("/nonexistent/folder/sheet.pdf", "no folder"), (".", "folder"),
])
def test_output_path_is_checked_before_the_work(target, fragment):
    """A path that cannot be written is refused at once, not after a long generation."""
    start = time.monotonic()
    result = run("totaux", "generate", "--count", "500", "--grade", "5", "--max-deals",
                 "10000000", "--format", "pdf", "-o", target)
    one_line_error(result, fragment)
    assert time.monotonic() - start < 5


def test_one_bad_batch_line_is_one_error_object():
    """Deep nesting, a calculation that disagrees with its variant, a calculation too long for
    any table: each is that line's error; the lines around it are answered."""
    good = json.dumps({"table": TABLE.split(), "announce": 31})
    lines = [good, "[" * 1000 + "]" * 1000, good,
             json.dumps({"table": TABLE.split(), "calc": "5 x(1x6) +1 = 36", "variant": "chain"}),
             json.dumps({"table": TABLE.split(), "calc": "6 " + "x6 x6 " * 3000 + "x6 = 1"}),
             good]
    result = run("totaux", "check", "--batch", "-", input="\n".join(lines) + "\n")
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o.get("valid") for o in out] == [True, None, True, None, None, True]
    assert [o.get("line") for o in out] == [None, 2, None, 4, 5, None]
    assert "pair notation" in out[3]["error"] and "faces" in out[4]["error"]
    assert result.exit_code == 2


@pytest.mark.parametrize("value", ["99999999999999999999999", "\u00b2", "-3", "0", "1.5"])
def test_list_count_is_checked(value):
    one_line_error(run("totaux", "solve", "--table", TABLE, "--list", value), "--list")


def test_a_full_disk_is_one_line_exit_74():
    """Output that cannot be written (> /dev/full) is one line, exit 74: not a traceback, not a
    verdict."""
    with open("/dev/full", "wb") as full:
        done = subprocess.run([sys.executable, "-m", "deckmath.cli", "celsius", "deal",
                               "--players", "3", "--seed", "1"], stdout=full,
                              stderr=subprocess.PIPE, timeout=300)
    assert done.returncode == 74
    assert done.stderr.decode().strip().splitlines() == [
        "deckmath: error: cannot write the output: No space left on device"]


def test_a_closed_stdout_ends_quietly(tmp_path):
    """`... --batch f | head -1`: exit 141, nothing on stderr."""
    path = tmp_path / "lines.jsonl"
    path.write_text("".join(json.dumps({"cold": c % 13, "hot": [22, 40], "hand": ["+1", "x2"]})
                            + "\n" for c in range(20_000)))
    process = deckmath("celsius", "solve", "--batch", str(path))
    process.stdout.readline()
    process.stdout.close()
    assert process.wait(timeout=300) == 141
    assert process.stderr.read() == b""


def test_a_bug_is_said_to_be_one(monkeypatch):
    """An unexpected exception is exit 70 with one line, never exit 1 (a verdict)."""
    from deckmath.solvers import celsius

    def broken(*_):
        raise ZeroDivisionError("simulated bug")

    monkeypatch.setattr(celsius, "GAME", dataclasses.replace(celsius.GAME, solve=broken))
    line = one_line_error(run("celsius", "solve", *EXAMPLE), "internal error", code=70)
    assert "ZeroDivisionError" in line


# Resource limits ---------------------------------------------------------------------------


def test_a_deck_asking_for_a_billion_cards_is_refused_at_once(tmp_path):
    deck = tmp_path / "huge.toml"
    deck.write_text('cold = [5]\nhot = [20, 30]\n[operators]\n"+1" = 1000000000\n')
    start = time.monotonic()
    one_line_error(run("celsius", "deal", "--deck", str(deck)), "more than 10000")
    assert time.monotonic() - start < 2


def test_a_hundred_thousand_hot_values_are_refused_at_once():
    start = time.monotonic()
    hot = ",".join(str(v) for v in range(100_001))
    one_line_error(run("celsius", "solve", "--cold", "3", "--hot", hot, "--hand", "+1"),
                   "at most 24")
    assert time.monotonic() - start < 2


def test_large_tables_in_a_batch_are_solved_one_at_a_time(monkeypatch):
    """Tables of 10 cards or more each may fill a memory budget: a batch solves them one after
    the other, whatever the number of cores (solve_many never hands two to the kernel)."""
    from deckmath.solvers.totaux import deal, load_deck

    solving = importlib.import_module("deckmath.solvers.totaux.solve")

    handed: list[int] = []
    kernel = solving._kernel()
    real = kernel.solve_many

    def watched(fa, *rest):
        handed.append(fa.shape[1])
        return real(fa, *rest)

    monkeypatch.setattr(kernel, "solve_many", watched)
    large = [deal(load_deck(), seed, 10) for seed in (1, 2)]
    small = [deal(load_deck(), seed, 6) for seed in (3, 4)]
    solutions = solving.solve_many([large[0], small[0], large[1], small[1]],
                                   max_states=1 << 16, search_states=1 << 16)
    assert all(width < solving.SEQUENTIAL_FROM for width in handed)
    assert [s.table for s in solutions] == [large[0], small[0], large[1], small[1]]


# Wrong or misleading -----------------------------------------------------------------------


def test_a_named_value_off_the_table_invalidates_only_that_claim():
    """The issue's round: ana names 23 (not on the table): her claim is invalid, bo wins."""
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40", "--claim",
                 "ana: +1 x2 = 23", "--claim", "bo: x4", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["winner"] == "bo" and data["draw_extra"] == ["ana"]
    assert data["claims"][0]["reason"] == "wrong-target" and "23" in data["claims"][0]["detail"]


def test_round_text_gives_the_detail_of_an_invalid_claim():
    result = run("celsius", "round", "--cold", "10", "--hot", "22,40", "--claim", "ana: -3 /2")
    assert "ana: invalid (illegal-step) at card 2: 7 /2 is not a whole number" in result.stdout


def test_totaux_check_json_gives_the_detail():
    result = run("totaux", "check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 30", "--json")
    assert result.exit_code == 1
    assert json.loads(result.stdout)["detail"] == "the calculation gives 31, not 30"


def test_check_reads_a_play_that_names_its_value():
    """`--play "+1 x2 = 22"` as round reads it; naming another value than --target is refused."""
    ok = run("celsius", "check", *EXAMPLE, "--play", "+1 x2 = 22", "--json")
    assert ok.exit_code == 0 and json.loads(ok.stdout)["value"] == 22
    wrong = run("celsius", "check", *EXAMPLE, "--play", "+1 x2 = 40", "--json")
    assert wrong.exit_code == 1 and json.loads(wrong.stdout)["reason"] == "wrong-target"
    one_line_error(run("celsius", "check", *EXAMPLE, "--play", "+1 x2 = 22", "--target", "40"),
                   "names 22")


@pytest.mark.parametrize("args, option", [
    (["celsius", "solve", "--batch", "-", "--cold", "3"], "--cold"),
    (["celsius", "check", "--batch", "-", "--play", "+1"], "--play"),
    (["totaux", "solve", "--batch", "-", "--table", TABLE], "--table"),
    (["totaux", "check", "--batch", "-", "--announce", "3"], "--announce"),
])
def test_batch_refuses_options_it_would_ignore(args, option):
    one_line_error(run(*args, input=""), option)


def test_bare_deckmath_prints_its_help():
    for args in ([], ["celsius"], ["totaux"]):
        result = run(*args)
        assert result.exit_code == 0 and result.stdout.startswith("Usage:"), args


def test_no_counts_help_says_what_is_true():
    text = run("totaux", "solve", "--help").stdout
    assert "well under a second even for 12 cards" not in " ".join(text.split())


def test_unique_is_not_suggested_when_it_was_not_asked():
    result = run("celsius", "generate", "--count", "5", "--grade", "5", "--max-deals", "3")
    line = one_line_error(result, "found only")
    assert "--unique" not in line and "--max-deals" in line


# Confusing messages ------------------------------------------------------------------------


@pytest.mark.parametrize("hot, fragment", [
    ([22.5], "22.5"), ([True], "not true"), (["x"], "'x'"), ([100001000000], "outside 0..100000"),
    ([{"a": 1}], "{...}"),
])
def test_hot_values_are_named_in_json_spelling(hot, fragment):
    line = {"cold": 10, "hot": hot, "hand": ["+1"]}
    result = run("celsius", "solve", "--batch", "-", input=json.dumps(line) + "\n")
    error = json.loads(result.stdout)["error"]
    assert fragment in error and "True" not in error and "{'a'" not in error


def test_integral_json_numbers_are_whole_numbers():
    line = {"cold": 10.0, "hot": [22.0, 40], "hand": ["+1", "x2"]}
    result = run("celsius", "solve", "--batch", "-", input=json.dumps(line) + "\n")
    assert result.exit_code == 0 and json.loads(result.stdout)["target"] == 22


def test_infinity_is_not_json():
    result = run("celsius", "solve", "--batch", "-",
                 input='{"cold": 10, "hot": [Infinity], "hand": ["+1"]}\n')
    assert "not JSON" in json.loads(result.stdout)["error"]


def test_unreadable_files_are_named_by_their_problem_not_a_class():
    for args in (["celsius", "deal", "--deck", "/nonexistent/deck.toml"],
                 ["celsius", "solve", "--batch", "/nonexistent/lines.jsonl"]):
        line = one_line_error(run(*args), "No such file or directory")
        assert "Error" not in line


def test_a_byte_order_mark_and_blank_lines_are_fine(tmp_path):
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"table": TABLE.split()}).encode()
                     + b"\n\n  \n" + json.dumps({"table": TABLE.split()[:3]}).encode() + b"\n\n")
    result = run("totaux", "solve", "--batch", str(path))
    assert result.exit_code == 0
    assert [len(json.loads(line)["table"]) for line in result.stdout.splitlines()] == [6, 3]
    deck = tmp_path / "deck.toml"
    deck.write_bytes(b"\xef\xbb\xbf" + run("totaux", "deck").stdout.encode())
    assert run("totaux", "deck", "--check", str(deck)).exit_code == 0


@pytest.mark.parametrize("hand", ["+1 \u2013?", "\uff0b1 x\uff12", "+1 \u2212?"])
def test_pasted_look_alikes_are_read(hand):
    """An en dash, full-width signs and digits, a minus sign: read as the ASCII they look like."""
    result = run("celsius", "solve", "--cold", "10", "--hot", "22,40", "--hand", hand, "--json")
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize("args, fragment", [
    (["celsius", "solve", "--cold", "10", "--hot", "22", "--hand", "\u04452"],
     "U+0445 CYRILLIC SMALL LETTER HA"),
    (["totaux", "check", "--table", TABLE, "--calc", "5 \u04451 x6 +1 = 31"],
     "U+0445 CYRILLIC SMALL LETTER HA"),
    (["totaux", "solve", "--table", "3\u00bd:24 16:7 22:13"], "U+2044 FRACTION SLASH"),
])
def test_look_alikes_that_cannot_be_read_are_named(args, fragment):
    one_line_error(run(*args), fragment)


def test_french_answer_key_names_the_grade_inputs_in_french():
    text = run("celsius", "generate", "--count", "2", "--grade", "3", "--lang", "fr").stdout
    key = text.split("Solutions", 1)[1]
    assert "cartes au minimum" in key and "min_cards" not in key and "true" not in key


def test_generate_counts_hot_cards_with_hot_cards():
    ok = run("celsius", "generate", "--count", "2", "--hot-cards", "4", "--format", "json")
    assert ok.exit_code == 0
    assert all(len(p["question"]["hot"]) == 4 for p in json.loads(ok.stdout)["puzzles"])


# Missing -----------------------------------------------------------------------------------


def test_rules_prints_each_games_numbered_rules():
    listing = run("rules")
    assert listing.exit_code == 0
    for name in registry.names():
        game = registry.game(name)
        text = run("rules", name).stdout
        assert f"{game.rules}1.1" in text, name
        assert name in listing.stdout
    one_line_error(run("rules", "chess"), "unknown game")


@pytest.mark.parametrize("name", registry.names())
def test_shipped_rules_are_the_shared_specification(name):
    shared = Path(__file__).resolve().parents[2] / "shared" / "rules" / f"{name}.md"
    if not shared.exists():
        pytest.skip("the shared rules folder is not beside this checkout")
    assert registry.rules(name) == shared.read_text(encoding="utf-8")


def test_shell_completion_lists_the_games():
    env = {**os.environ, "_DECKMATH_COMPLETE": "bash_complete", "COMP_WORDS": "deckmath ",
           "COMP_CWORD": "1"}
    done = subprocess.run([sys.executable, "-c", "from deckmath.cli import main; "
                           "main(prog_name='deckmath')"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert all(name in done.stdout for name in registry.names()), done.stdout + done.stderr


# The strength ladder, every game ----------------------------------------------------


def _ladder_bots(name: str) -> list[str]:
    from deckmath.play.ladder_commands import default_bots

    return default_bots(registry.game(name).play_face()).split(",")


LADDER_CASES = [
    (lambda b: ["--bots", b[0]], "needs two or more"),
    (lambda b: ["--bots", f"{b[0]},{b[0]}"], "twice"),
    (lambda b: ["--bots", f"{b[0]},nobody"], "unknown bot"),
    (lambda b: ["--bots", f"{b[0]},"], "empty bot"),
    (lambda b: ["--bots", f"{b[0]};{b[1]}"], "unexpected character"),
    (lambda b: ["--bots", "x" * 500], "too long"),
    (lambda b: ["--games", "0"], "--games"),
    (lambda b: ["--games", "99999999999"], "--games"),
    (lambda b: ["--players", "99"], "--players"),
    (lambda b: ["--workers", "-1"], "--workers"),
    (lambda b: ["--workers", "lots"], "--workers"),
    (lambda b: ["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "does not go with"),
    (lambda b: ["--scheduler", "tcp://127.0.0.1:1"], "--scheduler tcp://127.0.0.1:1: cannot "
                                                     "connect"),
    (lambda b: ["--scheduler", "nonsense://"], "--scheduler"),
    (lambda b: ["--plot", "-"], "--plot -"),
    (lambda b: ["--plot", "."], "folder"),
    (lambda b: ["--plot", "/nonexistent/folder/ladder.png"], "no folder"),
    (lambda b: ["--plot", "ladder.txt"], ".png, .svg or .pdf"),
    (lambda b: ["--plot", "ladder"], ".png, .svg or .pdf"),
    (lambda b: ["--deck", "/nonexistent/deck.toml"], "deck"),
    (lambda b: ["--chunk-size", "0"], "--chunk-size"),
]


@pytest.mark.parametrize("case", range(len(LADDER_CASES)))
@pytest.mark.parametrize("name", [n for n in registry.names() if registry.game(n).play])
def test_ladder_refuses_bad_input_in_one_line_before_playing(name, case):
    """Every bad flag of `ladder` is one line on stderr and exit 2, said before a game is
    played (quickly: no cluster is started for a bad one)."""
    make, fragment = LADDER_CASES[case]
    bots = _ladder_bots(name)
    args = [name, "ladder", "--games", "4", "--seed", "1", "--bots", f"{bots[0]},{bots[1]}",
            *make(bots)]
    start = time.monotonic()
    one_line_error(run(*args), fragment)
    assert time.monotonic() - start < 30


# The outside sweep: closed streams -------------------------------------------------------------


def _command_paths() -> list[tuple[str, ...]]:
    """Every command of the tree, games included (each reached through the registry)."""
    import click

    def walk(group: click.Group, ctx: click.Context, path: tuple[str, ...]):
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            yield path + (name,)
            if isinstance(command, click.Group):
                yield from walk(command, ctx, path + (name,))

    with click.Context(cli.main) as root:
        return [()] + list(walk(cli.main, root, ()))


CLOSED_STDOUT_SCRIPT = """
import json, os, sys
from deckmath import cli
codes = {}
for path in json.loads(sys.argv[1]):
    try:
        os.close(1)
    except OSError:
        pass
    sys.stdout = None
    try:
        cli.main([*path, "--help"], prog_name="deckmath")
    except SystemExit as end:
        codes[" ".join(path)] = end.code
with open(sys.argv[2], "w") as out:
    json.dump(codes, out)
"""


def test_help_of_every_command_onto_a_closed_stdout_is_the_closed_output_case(tmp_path):
    """`deckmath ... --help >&-` on every command: exit 141 as documented, nothing on stderr,
    never "internal error" (Python gives a closed stdout as sys.stdout None)."""
    paths = _command_paths()
    result = tmp_path / "codes.json"
    done = subprocess.run([sys.executable, "-c", CLOSED_STDOUT_SCRIPT, json.dumps(paths),
                           str(result)], capture_output=True, text=True, timeout=600)
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    codes = json.loads(result.read_text())
    assert len(codes) == len(paths)
    assert {path: code for path, code in codes.items() if code != 141} == {}


@pytest.mark.parametrize("args", [
    ["--help"],
    ["celsius", "solve", *EXAMPLE],
    ["totaux", "solve", "--table", TABLE, "--json"],
    ["grauso", "deal", "--seed", "1"],
    ["rules", "tempus"],
])
def test_a_command_run_with_stdout_closed_exits_141_quietly(args):
    """The shell's `>&-`: the process starts with no fd 1."""
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", *args], stdin=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1), timeout=300)
    assert done.returncode == 141, done.stderr
    assert done.stderr == b""


@pytest.mark.parametrize("args", [
    ["celsius", "solve", "--batch", "-"],
    ["grauso", "play", "--seed", "1", "--level", "easy", "--log", "game.jsonl"],
])
def test_a_closed_stdin_is_bad_input_not_a_bug(args, tmp_path):
    """`deckmath celsius solve --batch - <&-`, `play <&-`: one line, exit 2; a game's log is
    still kept."""
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", *args], capture_output=True,
                          preexec_fn=lambda: os.close(0), timeout=300, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.decode().strip().splitlines()
    assert lines == ["deckmath: error: cannot read stdin: it is closed"]
    if "--log" in args:
        assert json.loads((tmp_path / "game.jsonl").read_text())["complete"] is False


def test_a_closed_stderr_keeps_the_exit_code():
    """`2>&-`: the one-line message has nowhere to go, the exit code still says what happened."""
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "celsius", "solve", "--cold",
                           "99", "--hot", "22", "--hand", "+1"], capture_output=False,
                          stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(2), timeout=300)
    assert done.returncode == 2


# The outside sweep: NaN and infinities in every float option -------------------------------------


def _float_options() -> list[tuple[tuple[str, ...], str]]:
    """(command path, flag) of every option of the tree that takes a number with a fraction."""
    import click

    found = []
    with click.Context(cli.main) as root:
        for path in _command_paths():
            command = cli.main
            ctx = root
            for name in path:
                command = command.get_command(ctx, name)
            for param in command.params:
                kind = getattr(param.type, "name", "")
                if isinstance(param, click.Option) and kind in ("float", "float range",
                                                                 "number"):
                    found.append((path, param.opts[0]))
    return found


FLOAT_OPTIONS = _float_options()


def test_the_float_options_are_found():
    """The sweep below is not vacuous: Totaux's --bluff on every whole-game command that deals,
    Tempus's --time-limit."""
    flags = {(" ".join(path), flag) for path, flag in FLOAT_OPTIONS}
    assert {("totaux simulate", "--bluff"), ("totaux deal", "--bluff"), ("totaux play", "--bluff"),
            ("totaux ladder", "--bluff"), ("tempus solve", "--time-limit")} <= flags


@pytest.mark.parametrize("path, flag", FLOAT_OPTIONS, ids=[" ".join(p) + " " + f
                                                          for p, f in FLOAT_OPTIONS])
@pytest.mark.parametrize("value", ["nan", "NaN", "-nan", "inf", "-inf", "Infinity", "1e999"])
def test_every_float_option_refuses_nan_and_infinities(path, flag, value):
    """`--bluff nan` was taken and logged as null; every float option says no, exit 2."""
    line = one_line_error(run(*path, flag, value), flag)
    assert "finite" in line, line


def test_the_library_refuses_nan_and_infinities_in_float_arguments():
    """A game's play options (Totaux's bluff) at the start of a game, a drawing's width and zoom,
    Tempus's time limit: InputError, never a game that logs null or an SVG of width nan."""
    import math
    import random

    from deckmath.solvers import tempus as deckmath_tempus
    from deckmath.solvers.errors import InputError

    totaux = registry.game("totaux")
    for value in (math.nan, math.inf, -math.inf):
        with pytest.raises(InputError, match="bluff"):
            totaux.play_face().start(totaux.load_deck(), 3, 1, {"bluff": value}, True)
        for name in registry.names():
            game = registry.game(name)
            position = game.random_position(game.load_deck(), random.Random(1))
            for keyword in ("width", "zoom"):
                with pytest.raises(InputError, match=keyword):
                    position.to_svg(**{keyword: value})
        tempus = registry.game("tempus")
        position = tempus.random_position(tempus.load_deck(), random.Random(1))
        with pytest.raises(InputError, match="time limit"):
            deckmath_tempus.solve(position, time_limit=value)


# The outside sweep: a batch with bad lines says so on stderr ------------------------------------


def _batch_commands() -> list[tuple[str, ...]]:
    import click

    found = []
    with click.Context(cli.main) as root:
        for path in _command_paths():
            command = cli.main
            for name in path:
                command = command.get_command(root, name)
            if any(isinstance(p, click.Option) and "--batch" in p.opts for p in command.params):
                found.append(path)
    return found


BATCH_COMMANDS = _batch_commands()


def test_every_game_has_batch_commands():
    assert {path[0] for path in BATCH_COMMANDS} == set(registry.names())
    assert len(BATCH_COMMANDS) >= 9


@pytest.mark.parametrize("path", BATCH_COMMANDS, ids=[" ".join(p) for p in BATCH_COMMANDS])
def test_a_batch_with_bad_lines_says_how_many_and_the_first_on_stderr(path, tmp_path):
    """Exit 2 promises one line on stderr: how many lines were bad and the first one's
    message; the per-line errors stay on stdout, one object a line."""
    source = tmp_path / "garbage.bin"
    source.write_bytes(b"garbage\n\n{}\n\xff\xfe\n")
    result = run(*path, "--batch", str(source))
    assert result.exit_code == 2, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["line"] for o in out] == [1, 3, 4]
    line = one_line_error(result, "3 bad lines of 3")
    assert "line 1: not JSON" in line, line


def test_a_batch_with_one_bad_line_among_good_ones_names_it():
    good = json.dumps({"cold": 10, "hot": [22, 40], "hand": ["+1", "x2"]})
    result = run("celsius", "solve", "--batch", "-", input=f"{good}\n{good}\n[1]\n{good}\n")
    line = one_line_error(result, "1 bad line of 4")
    assert "line 3: each line must be a JSON object" in line, line


# The outside sweep: an empty item in a list is a typo, not nothing ------------------------------

EMPTY_ITEM_CASES = {
    "celsius": [["solve", "--cold", "10", "--hot", "{22,,40}", "--hand", "+1 x2"],
                ["solve", "--cold", "10", "--hot", "22,40", "--hand", "{+1,,x2}"],
                ["check", "--cold", "10", "--hot", "22,40", "--hand", "+1 x2", "--play",
                 "{+1,,x2}"],
                ["round", "--cold", "10", "--hot", "{22,,40}", "--claim", "ana: +1 x2"]],
    "totaux": [["solve", "--table", "{35:24,,16:7,22:13}"],
               ["check", "--table", TABLE, "--calc", "5 x1 x6 +1 = 31", "--positions",
                "{2,,5,1}"]],
    "grauso": [["moves", "--top", "5", "--hand", "{+20,,-3}"],
               ["check", "--top", "12", "--hand", "+20 -3 7 0 -14 +14", "--penguins", "1",
                "--sequence", "{+14&+20~,,-14&+7 0 -3}"]],
    "tempus": [],
}
"""Per game, commands with a list option whose value {a,,b} holds an empty item; each game's
whole-game commands are added below with --bots."""


def _empty_item_cases() -> list[tuple[str, list[str]]]:
    cases = []
    for name in registry.names():
        for args in EMPTY_ITEM_CASES[name]:
            cases.append((name, args))
        if registry.game(name).play is not None:
            bots = _ladder_bots(name)
            cases.append((name, ["simulate", "--games", "1", "--bots", f"{{{bots[0]},,}}"]))
            cases.append((name, ["ladder", "--games", "1", "--bots",
                                 f"{{{bots[0]},,{bots[1]}}}"]))
    return cases


@pytest.mark.parametrize("name, args", _empty_item_cases(),
                         ids=[f"{n} {' '.join(a)}" for n, a in _empty_item_cases()])
@pytest.mark.parametrize("where", ["middle", "start", "end"])
def test_an_empty_item_in_any_list_option_is_an_error(name, args, where):
    """`--hot 22,,40` was read as 22,40: an empty item (two commas in a row, or a comma at
    either end) is refused in one line, exit 2, naming it."""
    def spoil(arg: str) -> str:
        if not arg.startswith("{"):
            return arg
        body = arg[1:-1]
        return {"middle": body, "start": "," + body.replace(",,", ","),
                "end": body.replace(",,", ",") + ","}[where]

    line = one_line_error(run(name, *[spoil(a) for a in args]), "empty")
    assert "Traceback" not in line


@pytest.mark.parametrize("args", [
    ["celsius", "solve", "--cold", "10", "--hot", "22, 40", "--hand", "+1, x2"],
    ["celsius", "solve", "--cold", "10", "--hot", "22 ,40", "--hand", "+1 ,x2"],
    ["totaux", "solve", "--table", "35:24, 16:7, 22:13"],
    ["grauso", "moves", "--top", "5", "--hand", "+20, -3"],
])
def test_commas_with_spaces_around_them_still_separate(args):
    assert run(*args).exit_code == 0


@pytest.mark.parametrize("line", [
    {"cold": 10, "hot": "22,,40", "hand": "+1 x2"},
    {"cold": 10, "hot": [22, 40], "hand": "+1,,x2"},
])
def test_an_empty_item_in_a_batch_lines_list_text_is_that_lines_error(line):
    result = run("celsius", "solve", "--batch", "-", input=json.dumps(line) + "\n")
    assert "empty" in json.loads(result.stdout)["error"]


@pytest.mark.parametrize("name", registry.names())
def test_an_empty_item_in_a_positions_list_written_as_text_is_refused(name):
    """Every game: a list field of a position's JSON (hot values, a hand, a table, each hand
    of a Tempus round) written as one text with an empty item is refused, naming it."""
    import random

    from deckmath.solvers.errors import InputError

    game = registry.game(name)
    data = game.format_position(game.random_position(game.load_deck(), random.Random(3)))
    spoiled = 0
    for key, value in data.items():
        if isinstance(value, list) and len(value) >= 2 and all(isinstance(v, str) for v in value):
            changed = {**data, key: value[0] + ",," + ",".join(value[1:])}
        elif isinstance(value, list) and value and all(isinstance(v, list) for v in value):
            changed = {**data, key: [",,".join(value[0]), *value[1:]]}
        else:
            continue
        with pytest.raises(InputError, match="empty"):
            game.parse_position(changed)
        spoiled += 1
    assert spoiled, data


# The outside sweep: Totaux's --no-counts says what it searched -----------------------------------

NO_COUNTS_TABLE = "16:82 36:76 15:78 25:26 24:95 26:71"
"""Every card is reached, five of them with 4 cards at least: the search stops in the middle
of the 4-card combinations, once the last card is reached."""


def test_no_counts_says_the_search_went_on_into_the_next_layer_until_every_card_was_reached():
    text = run("totaux", "solve", "--table", NO_COUNTS_TABLE, "--no-counts").stdout
    data = json.loads(run("totaux", "solve", "--table", NO_COUNTS_TABLE, "--no-counts",
                          "--json").stdout)
    most = max(card["min_cards"] for card in data["by_card"])
    assert most == 4
    assert data["searched_up_to"] == most - 1 and data["search_ended"] == "every-card-reached"
    assert (f"every combination of up to {most - 1} cards searched, then {most}-card ones until "
            "every card was reached") in text


@pytest.mark.parametrize("engine", ["kernel", "reference"])
def test_no_counts_says_when_the_memory_budget_ended_the_search(engine):
    """A budget too small to finish: the search ended there, and says so."""
    from deckmath.solvers import totaux

    table = totaux.parse_table(HARD_12)
    found = totaux.search(table, engine=engine, max_states=1 << 10)
    assert found.search_ended == "memory-budget"
    assert found.to_json()["search_ended"] == "memory-budget"
    assert "then the memory budget was full" in found.to_text()
    small = totaux.search(totaux.parse_table("11:99990 11:99991 11:99992"), engine=engine)
    assert small.search_ended == "every-combination"
    assert "every combination searched" in small.to_text()


# The outside sweep: a game left early replays as incomplete, not invalid ---------------------------

PLAY_GAMES = [name for name in registry.names() if registry.game(name).play is not None]

EXIT_INCOMPLETE = 3
"""replay's exit status for logs that are valid as far as they go, their writer having marked
the game left early (README: exit codes)."""


def _quit_log(name: str, tmp_path: Path) -> tuple[Path, dict]:
    path = tmp_path / "left.jsonl"
    played = run(name, "play", "--seed", "5", "--level", "easy", "--log", str(path),
                 input="quit\n")
    assert played.exit_code == 0, played.output
    return path, json.loads(path.read_text())


def _simulated_log(name: str, tmp_path: Path) -> dict:
    path = tmp_path / "whole.jsonl"
    bots = _ladder_bots(name)[0]
    done = run(name, "simulate", "--games", "1", "--seed", "5", "--bots", bots, "--log",
               str(path))
    assert done.exit_code == 0, done.output
    return json.loads(path.read_text())


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_a_game_the_player_quit_replays_as_incomplete_with_its_own_exit(name, tmp_path):
    """`play` then `quit`: the log (marked incomplete) replays as "incomplete: valid up to
    event N, the game was left there", exit 3, in text and JSON alike."""
    path, log = _quit_log(name, tmp_path)
    assert log["complete"] is False and log["result"] is None
    text = run(name, "replay", str(path))
    assert text.exit_code == EXIT_INCOMPLETE, text.output
    n = len(log["events"])
    assert (f"incomplete: valid up to event {n}, the game was left there"
            in text.stdout.splitlines()[0]), text.stdout
    assert "invalid" not in text.stdout
    data = json.loads(run(name, "replay", str(path), "--json").stdout)
    assert data["verdict"] == "incomplete" and data["complete"] is False
    assert data["events_checked"] == n and data["difference"] is None


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_a_log_marked_complete_but_cut_stays_invalid(name, tmp_path):
    log = _simulated_log(name, tmp_path)
    cut = {**log, "events": log["events"][:len(log["events"]) // 2]}
    path = tmp_path / "cut.jsonl"
    path.write_text(json.dumps(cut) + "\n")
    result = run(name, "replay", str(path))
    assert result.exit_code == 1 and "invalid" in result.stdout


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_a_log_marked_incomplete_cut_in_the_middle_of_a_step_is_invalid(name, tmp_path):
    """Its writer writes whole steps: an action kept without what the rules then did, or a
    result in a log said to be left early, is not a game left there."""
    log = _simulated_log(name, tmp_path)
    events = log["events"]
    at = next((i for i in range(len(events) - 1)
               if "action" in events[i] and "action" not in events[i + 1]), None)
    assert at is not None
    left = {**log, "events": events[:at + 1], "complete": False, "result": None}
    with_result = {**log, "events": events[:at + 2], "complete": False}
    for spoiled in (left, with_result):
        path = tmp_path / "spoiled.jsonl"
        path.write_text(json.dumps(spoiled) + "\n")
        result = run(name, "replay", str(path))
        assert result.exit_code == 1 and "invalid" in result.stdout, result.stdout


def test_several_logs_say_how_many_are_incomplete(tmp_path):
    path, log = _quit_log("totaux", tmp_path)
    whole = _simulated_log("totaux", tmp_path)
    both = tmp_path / "both.jsonl"
    both.write_text(json.dumps(whole) + "\n" + json.dumps(log) + "\n")
    result = run("totaux", "replay", str(both))
    assert result.exit_code == EXIT_INCOMPLETE
    assert result.stdout.splitlines()[-1] == "2 logs: 1 incomplete"


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_replay_names_the_first_differing_item_of_a_dealt_list_and_its_index(name, tmp_path):
    """An edited card deep in a dealt list (a hand, the pile): replay names the field, the
    index of the first item that differs and both items, so the difference can be seen."""
    log = _simulated_log(name, tmp_path)

    def leaves(value, path=()):
        if isinstance(value, list):
            for i, item in enumerate(value):
                yield from leaves(item, path + (i,))
        elif isinstance(value, (str, int)) and not isinstance(value, bool):
            yield path, value

    number, key, path, leaf = next(
        (n, key, path, leaf) for n, event in enumerate(log["events"]) for key, value in
        event.items() if isinstance(value, list) for path, leaf in list(leaves(value))[-1:]
        if len(list(leaves(value))) >= 6)
    changed = json.loads(json.dumps(log))
    target = changed["events"][number][key]
    for i in path[:-1]:
        target = target[i]
    target[path[-1]] = leaf + 1 if isinstance(leaf, int) else leaf + "X"
    spoiled = tmp_path / "spoiled.jsonl"
    spoiled.write_text(json.dumps(changed) + "\n")
    result = run(name, "replay", str(spoiled))
    assert result.exit_code == 1
    index = "".join(f"[{i}]" for i in path)
    shown = (lambda v: json.dumps(v).replace('"', "'"))
    assert (f"{key!r}{index} is {shown(target[path[-1]])} in the log; the rules give "
            f"{shown(leaf)}") in result.stdout, result.stdout
    data = json.loads(run(name, "replay", str(spoiled), "--json").stdout)
    assert data["difference"]["at"] == list(path) and data["difference"]["field"] == key
    del target[path[-1]]
    spoiled.write_text(json.dumps(changed) + "\n")
    inner = "".join(f"[{i}]" for i in path[:-1])
    assert (f"{key!r}{inner} has {len(target)} items in the log; the rules give "
            f"{len(target) + 1}") in run(name, "replay", str(spoiled)).stdout


# The outside sweep: no rule cited twice ---------------------------------------------------------

_RULE = __import__("re").compile(r"\b[A-Z][0-9]+(?:\.[0-9]+)?\b")


def _cited_twice(line: str) -> list[str]:
    cited = _RULE.findall(line)
    return sorted({rule for rule in cited if cited.count(rule) > 1})


def _refusals_and_verdicts(name: str, seeds: range) -> list[str]:
    """What a person reads of every game's refusals (as the terminal and the page word them:
    reason, then rule) and checker verdicts, over random games: every candidate action tried
    at every decision, legal or not, and every listed action checked as an answer."""
    import random

    from deckmath.play.session import refusal_text
    from deckmath.solvers.errors import InputError
    from deckmath.solvers.game import IllegalMove

    game = registry.game(name)
    face = game.play_face()
    deck = game.load_deck()
    said: list[str] = []
    for seed in seeds:
        state = face.start(deck, face.default_players, seed, {}, True)
        rng = random.Random(seed)
        pool: set[str] = {"pass", "collect", "+1 x2", "trick 1", "0&-1", "+4&-21~"}
        for _ in range(300):
            if state.over:
                break
            legal = state.legal_actions()
            listed = legal if legal is not None else face.search_actions(
                state.view(state.to_move()))
            pool.update(state.action_text(a) for a in list(listed)[:40])
            for text in rng.sample(sorted(pool), min(30, len(pool))):
                try:
                    state.clone().apply(state.parse_action(text))
                except IllegalMove as err:
                    said.append(refusal_text(err))
                except InputError as err:
                    said.append(str(err))
            state.apply(rng.choice(listed))
    position_rng = random.Random(1)
    positions = [game.random_position(deck, position_rng) for _ in range(30)]
    answers = [game.best_answer(game.solve(position)) for position in positions]
    for i, position in enumerate(positions):
        for answer in (answers[i], answers[(i + 1) % len(answers)]):
            if answer is None:
                continue
            try:
                said.extend(game.check(position, answer).to_text().splitlines())
            except InputError as err:
                said.append(str(err))
    return said


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_no_refusal_or_verdict_cites_a_rule_twice(name):
    """"(G3.5) (G3.5)": a refusal whose reason already cites its rule had it cited again."""
    doubled = {line for line in _refusals_and_verdicts(name, range(4)) if _cited_twice(line)}
    assert not doubled, sorted(doubled)[:5]


# The outside sweep: the prompt reads obvious spellings, and lists every move on request ----------


@pytest.mark.parametrize("typed, read", [
    ("+4&-21", "-21&+4"), ("-21&+4", "-21&+4"), ("-1 & +4", "-1&+4"), ("+4 &-1", "-1&+4"),
    ("+4~ & -21", "-21&+4~"), ("+4&-21 draw", "-21&+4 draw"), ("-1 & +4 draw", "-1&+4 draw"),
])
def test_grauso_reads_a_pair_in_either_order_and_with_spaces(typed, read):
    """A pair is one play whichever card comes first and however it is spaced; it is written
    back in canonical order (G1.4)."""
    from deckmath.solvers.grauso.actions import action_text, parse_action

    assert action_text(parse_action(typed)) == read


def test_grauso_a_pair_with_a_neutral_card_is_refused_by_the_neutral_card_rule():
    """`0&-1` is not an ordering slip: G3.4 refuses it (a neutral card is played alone)."""
    from deckmath.solvers import grauso

    verdict = grauso.check(grauso.position(5, "-1 0 +4", 0), grauso.parse_play("0&-1"))
    assert verdict.reason == "neutral-in-pair" and verdict.rule == "G3.4"
    session = run("grauso", "play", "--seed", "7", "--bots", "greedy", input="0&-1\nquit\n")
    refusal = [line for line in session.stdout.splitlines() if "0&-1" in line or "refused" in
               line]
    assert any("refused" in line and "(G3.4)" in line and "neutral" in line for line in refusal), \
        refusal


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_moves_all_lists_every_legal_move(name):
    """`moves` lists MOVES_SHOWN and says how many more; `moves all` lists every one (it is
    not read as a play)."""
    from deckmath.play.session import MOVES_SHOWN

    typed = run(name, "play", "--seed", "7", "--level", "easy", input="moves\nmoves all\nquit\n")
    listings = [line for line in typed.stdout.splitlines() if " legal: " in line or
                line.startswith("no list here")]
    assert len(listings) == 2, typed.stdout
    short, every = listings
    if short.startswith("no list here"):
        assert every == short
        return
    total = int(short.split(" legal")[0].split()[-1])
    assert every.count(", ") + 1 == total and "more" not in every
    if total > MOVES_SHOWN:
        assert short.endswith(f"and {total - MOVES_SHOWN} more (`moves all` lists every one)")


# The outside sweep: one reader per notation, at every entry point ----------------------------------


@pytest.mark.parametrize("spaced, plain", [
    ("+ 1 x 2", "+1 x2"), ("+ 1, x 2", "+1 x2"), ("x ? - 3", "x? -3"), ("× 4 ÷ 2", "x4 /2"),
])
def test_celsius_reads_an_operator_spaced_from_its_operand_as_totaux_does(spaced, plain):
    """Totaux reads `2 × 3 × 5 + 2 = 32`; Celsius read `+ 1 x 2` as a card `+` and a card `1`.
    One reader: spaces between an operator and its operand are allowed in a hand, a play and
    a claim alike."""
    base = ["--cold", "10", "--hot", "22,40"]
    for command, extra in (("solve", []), ("check", ["--play", "+1 x2"])):
        spaced_run = run("celsius", command, *base, "--hand", spaced + " +1 x2", *extra, "--json")
        plain_run = run("celsius", command, *base, "--hand", plain + " +1 x2", *extra, "--json")
        assert spaced_run.exit_code == plain_run.exit_code, spaced_run.output
        assert json.loads(spaced_run.stdout) == json.loads(plain_run.stdout)
    played = run("celsius", "check", *base, "--hand", "+1 x2 x? -3", "--play", "+ 1 x 2", "--json")
    assert played.exit_code == 0 and json.loads(played.stdout)["play"] == ["+1", "x2"]
    claimed = run("celsius", "round", *base, "--claim", "ana: + 1 x 2 = 22", "--json")
    assert claimed.exit_code == 0 and json.loads(claimed.stdout)["winner"] == "ana"


@pytest.mark.parametrize("calc", [
    "5 x1 x6 +1 = 31 @ 1,2,5", "5 x1 x6 +1 = 31 @1, 2, 5", "#1,2,5: 5 x1 x6 +1 = 31",
    "cards 1,2,5: 5 x1 x6 +1 = 31",
])
def test_totaux_check_calc_reads_the_positions_play_reads_and_the_answers_print(calc):
    """`play` takes `... = 31 @ 1,2,5` and says it reads calculations as `check --calc`
    does: check --calc reads it too, and the forms the answers print (`#1,2,5: ...` in a
    key, `cards 1,2,5: ...` in solve's text); the positions are checked (T6.2)."""
    result = run("totaux", "check", "--table", TABLE, "--calc", calc, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["example"]["positions"] == [1, 2, 5]
    wrong = run("totaux", "check", "--table", TABLE, "--calc", calc.replace("1,2,5", "1,2,6")
                .replace("1, 2, 5", "1, 2, 6"), "--json")
    assert wrong.exit_code == 1 and json.loads(wrong.stdout)["reason"] == "no-such-cards"
    twice = run("totaux", "check", "--table", TABLE, "--calc", calc, "--positions", "1,2,5")
    one_line_error(twice, "positions")



# The outside sweep: what a plot, a prompt, a listing and a tally say -----------------------------


@pytest.mark.parametrize("suffix, magic", [(".png", b"\x89PNG"), (".svg", b"<?xml"),
                                           (".pdf", b"%PDF"), (".PDF", b"%PDF")])
def test_ladder_plot_writes_the_format_its_suffix_names(suffix, magic, tmp_path):
    """`--plot x.txt` wrote a PNG into a .txt file: the suffix names the format (matplotlib's
    PNG, SVG or PDF), and another suffix is refused before any game is played (above)."""
    bots = _ladder_bots("celsius")
    target = tmp_path / f"ladder{suffix}"
    result = run("celsius", "ladder", "--bots", f"{bots[0]},{bots[1]}", "--games", "2",
                 "--seed", "1", "--workers", "0", "--plot", str(target))
    assert result.exit_code == 0, result.output
    assert target.read_bytes().startswith(magic)


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_play_does_not_echo_control_bytes_from_piped_input(name):
    """A piped line holding ESC sequences or other control bytes is shown with them escaped,
    never sent raw to the terminal (it could recolour or retitle it), nor in a message."""
    typed = "\x1b[31mred\x1b]0;title\x07 \x9b2J\r\x00\nquit\n"
    result = run(name, "play", "--seed", "3", "--level", "easy", input=typed)
    assert result.exit_code == 0, result.output
    shown = result.stdout
    assert not any(c in shown for c in "\x1b\x07\x9b\r\x00"), repr(shown[-400:])
    assert "\\x1b[31mred" in shown


def test_an_unreachable_table_lists_no_empty_header():
    result = run("totaux", "solve", "--table", "11:99990 11:99991 11:99992", "--list", "5")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "combinations, fewest cards first:" not in lines
    assert lines[-1] == "no combination to list: no card's total can be reached"


@pytest.mark.parametrize("wins, said", [(1, "1 win of"), (0, "0 wins of"), (2, "2 wins of"),
                                        (0.5, "0.50 wins of"), (1.5, "1.50 wins of")])
def test_simulate_counts_wins_in_good_english(wins, said):
    from deckmath.play.tally import summary_text

    summary = json.loads(run("tempus", "simulate", "--games", "1", "--seed", "1", "--bots",
                             "greedy", "--json").stdout)
    for record in [*summary["by_bot"].values(), *summary["by_seat"]]:
        record["wins"] = wins
    text = summary_text(summary)
    assert said in text and "1 wins" not in text and "1 games" not in text
    assert text.splitlines()[0].startswith("1 game of tempus")


# The outside sweep: the library's check reads every answer type, or says no in one line -----------

WRONG_ANSWER_TYPES = [42, None, 4.5, True, b"+1", object(), {"nope": 1}, [1, 2], [None], {},
                      (), [], {"play": 5}, {"calc": None}, {"move": []}, [["+1"]]]


def _library_position(name: str, seed: int = 2):
    import random

    from deckmath.solvers.library import GameLibrary

    game = registry.game(name)
    position = game.random_position(game.load_deck(), random.Random(seed))
    return GameLibrary(name), game, position


@pytest.mark.parametrize("answer", WRONG_ANSWER_TYPES,
                         ids=[f"{i}-{type(v).__name__}" for i, v in enumerate(WRONG_ANSWER_TYPES)])
@pytest.mark.parametrize("name", registry.names())
def test_library_check_reads_every_answer_type_or_raises_one_line_input_error(name, answer):
    """`totaux.check(table, 60)` raised AttributeError, `celsius.check(hand, 42)` TypeError:
    whatever the type, the library's check gives a verdict or InputError in one line, never
    another exception."""
    from deckmath.solvers.errors import InputError

    library, _, position = _library_position(name)
    try:
        verdict = library.check(position, answer)
    except InputError as err:
        assert str(err) and "\n" not in str(err) and len(str(err)) < 300, str(err)
        assert "object at 0x" not in str(err), str(err)
    else:
        assert verdict.valid in (True, False) and verdict.to_text()


def _batch_answers(name: str, game, position, best) -> list:
    """The answer fields of the game's `check --batch` line for its best answer."""
    text = game.format_answer(best)
    if name == "grauso":
        return [{"play": text}, {"sequence": [str(p) for p in game.solve(position).sequence]}]
    return {
        "celsius": [{"play": text.split()}, {"play": text}],
        "totaux": [{"calc": text}, {"calc": text.split(" @ ")[0]}],
        "tempus": [{"move": text}],
    }[name]


@pytest.mark.parametrize("name", registry.names())
def test_library_check_reads_the_batch_answer_shape_and_the_games_own_answer_spellings(name):
    """The --batch line's answer fields ({"calc": ..., "positions": [...]}, {"play": ...}) are
    read; so are the text and the object of the best answer."""
    import random

    library, game, _ = _library_position(name)
    rng = random.Random(5)
    checked = 0
    for _ in range(8):
        position = game.random_position(game.load_deck(), rng)
        best = game.best_answer(game.solve(position))
        if best is None:
            continue
        for answer in [best, game.format_answer(best), *_batch_answers(name, game, position,
                                                                       best)]:
            assert library.check(position, answer).valid, (answer, position)
        checked += 1
    assert checked


def test_totaux_announced_totals_are_checked_from_python_as_with_announce():
    """validating an announced total is one of deckmath's three jobs: `check(table, 60)`,
    `check(table, "60")` and `check(table, {"announce": 60})` are what `check --announce 60`
    says, valid or not; a calculation with its positions ({"calc": ..., "positions": [...]},
    or `... @ 1,2,5`) is checked at those positions."""
    from deckmath import totaux

    table = totaux.position(table=TABLE.split())
    for total, valid in ((31, True), (99, False)):
        cli_said = run("totaux", "check", "--table", TABLE, "--announce", str(total), "--json")
        for answer in (total, str(total), {"announce": total}, f" {total} "):
            verdict = totaux.check(table, answer)
            assert verdict.valid is valid and verdict.to_json() == json.loads(cli_said.stdout)
    placed = {"calc": "5 x1 x6 +1 = 31", "positions": [1, 2, 5]}
    assert totaux.check(table, placed).valid
    assert not totaux.check(table, {**placed, "positions": [1, 2, 6]}).valid
    assert not totaux.check(table, "5 x1 x6 +1 = 31 @ 1,2,6").valid


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", registry.names())
def test_library_check_reads_a_line_of_the_answer_key_as_printed(name, lang):
    """A teacher pastes a line of a sheet's key (`1. total 93, 4 cards #3,2,1,5: ... [Grade
    ...]`, in English or French): check gives its verdict on the puzzle's position."""
    from deckmath.solvers.library import GameLibrary

    library = GameLibrary(name)
    game = registry.game(name)
    for kind in game.puzzle_kinds:
        sheet = library.generate(kind=kind, count=3, grade=2, seed=4, lang=lang)
        text = sheet.to_text()
        heading = "Solutions" if lang == "fr" else "Answers"
        key = [line for line in text.split(f"\n{heading}\n", 1)[1].splitlines()
               if line.split(". ", 1)[0].isdigit()]
        assert len(key) == len(sheet)
        for line, puzzle in zip(key, sheet):
            question = puzzle.question.to_json()
            fields = question.get("position", question)
            position = game.parse_position({k: v for k, v in fields.items()
                                            if k != "target_position"})
            verdict = library.check(position, line)
            assert verdict.valid, (line, verdict.to_text())
            assert library.check(position, line.split(". ", 1)[1]).valid
