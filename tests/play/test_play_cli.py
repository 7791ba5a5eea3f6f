"""The whole-game commands every game with a play face gets (play/commands.py: deal, play,
simulate, replay), held over the registry and the toy game Rise: the same options, output shapes
and exit codes in every game, and the hostile-input suite (malformed, huge and look-alike input,
a log of another game, deep nesting, a full device, a closed stdout, Ctrl-C during play)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.log import LOG_VERSION

from playkit import HERE, TOY, cheapest_bots

SUMMARY_KEYS = ["game", "games", "players", "seed", "seeds", "deck", "options", "bots",
                "rotation", "by_bot", "by_seat", "shared_first", "length", "figures"]


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def one_line(result, fragment: str = "", code: int = 2) -> str:
    assert result.exit_code == code, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    return lines[0]


def bots_of(game) -> str:
    return cheapest_bots(game, 1)[0].label


def simulate_log(game, path: Path, games: int = 3, seed: int = 4) -> None:
    done = run(game.name, "simulate", "--games", str(games), "--seed", str(seed), "--bots",
               bots_of(game), "--log", str(path))
    assert done.exit_code == 0, done.output
    assert len(path.read_text().splitlines()) == games


def process(game, *args: str, **kwargs) -> subprocess.Popen:
    """The CLI as a process of its own, Ctrl-C at its default (the toy through tests/play)."""
    head = ([str(HERE / "toy_cli.py")] if game.name == TOY else ["-m", "deckmath.cli"])
    return subprocess.Popen([sys.executable, *head, game.name, *args],
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                            **kwargs)


def test_simulate_summary_has_one_shape_in_every_game(game):
    done = run(game.name, "simulate", "--games", "4", "--seed", "2", "--bots", bots_of(game),
               "--json")
    assert done.exit_code == 0, done.output
    summary = json.loads(done.stdout)
    assert list(summary) == SUMMARY_KEYS
    assert summary["game"] == game.name and summary["games"] == 4
    assert [row["seat"] for row in summary["by_seat"]] == list(
        range(1, summary["players"] + 1))
    credited = sum(row["wins"] for row in summary["by_seat"])
    assert credited == pytest.approx(4, abs=1e-3), \
        "a shared first place credits 1/k: one win a game (wins are written to 4 places)"
    text = run(game.name, "simulate", "--games", "4", "--seed", "2", "--bots", bots_of(game))
    assert text.exit_code == 0 and "win rate by seat" in text.stdout and "seat 1:" in text.stdout


def test_simulate_log_replays_from_a_file_and_from_stdin(game, tmp_path):
    path = tmp_path / "games.jsonl"
    simulate_log(game, path)
    assert run(game.name, "replay", str(path)).exit_code == 0
    piped = run(game.name, "replay", "--json", "-", input=path.read_bytes())
    assert piped.exit_code == 0, piped.output
    reports = [json.loads(line) for line in piped.stdout.splitlines()]
    assert [r["line"] for r in reports] == [1, 2, 3] and all(r["valid"] for r in reports)
    logs = [json.loads(line) for line in path.read_text().splitlines()]
    assert all(log["log_version"] == LOG_VERSION and log["seats"][0]["seat"] == 1
               for log in logs)


def test_a_tampered_log_exits_1_naming_the_event(game, tmp_path):
    path = tmp_path / "games.jsonl"
    simulate_log(game, path, games=1)
    log = json.loads(path.read_text())
    log["result"]["winners"] = [log["players"] + 1]
    path.write_text(json.dumps(log) + "\n")
    done = run(game.name, "replay", str(path))
    assert done.exit_code == 1 and "invalid" in done.stdout and "winners" in done.stdout
    log["result"] = None
    log["events"] = log["events"][:2]
    path.write_text(json.dumps(log) + "\n")
    cut = run(game.name, "replay", "--json", str(path))
    assert cut.exit_code == 1, "a log marked complete but cut is invalid"
    assert json.loads(cut.stdout)["difference"]["message"].startswith("incomplete after event 2")


def test_deal_prints_every_seat_and_its_json(game):
    text = run(game.name, "deal", "--seed", "7")
    assert text.exit_code == 0, text.output
    assert "seat 1" in text.stdout and "seed 7" in text.stdout
    low, high = game.play.players
    dealt = run(game.name, "deal", "--players", str(high), "--seed", "7", "--json")
    assert dealt.exit_code == 0, dealt.output
    obj = json.loads(dealt.stdout)
    assert obj["game"] == game.name and obj["players"] == high and obj["events"]
    first = run(game.name, "simulate", "--games", "1", "--players", str(high), "--seed", "7",
                "--bots", bots_of(game), "--log", "-")
    assert first.exit_code == 2, "--log - would mix logs and summary"


@pytest.mark.parametrize("bots, fragment", [
    ("", "--bots is empty"),
    ("x" * 300, "too long"),
    ("nobody", "unknown bot"),
    ("\u0440andom", "unexpected character"),
    ("{spec},,{spec}", "empty bot"),
    ("{spec}:", "bot"),
    ("\x00", "unexpected character"),
])
def test_hostile_bot_specs_are_one_line(game, bots, fragment):
    bots = bots.replace("{spec}", bots_of(game))
    one_line(run(game.name, "simulate", "--games", "1", "--bots", bots), fragment)


def test_bot_spec_counts_and_arguments_are_checked(game):
    low, high = game.play.players
    spec = bots_of(game)
    one_line(run(game.name, "simulate", "--players", str(low), "--bots",
                 ",".join([spec] * (low + 1))), "bots for")
    one_line(run(game.name, "simulate", "--players", str(high + 1)), "--players")
    for kind in game.play.bots.values():
        if kind.arg_range is None:
            one_line(run(game.name, "simulate", "--bots", f"{kind.name}:3"), "takes no")
        else:
            one_line(run(game.name, "simulate", "--bots", kind.name), "needs its")
            one_line(run(game.name, "simulate", "--bots", f"{kind.name}:{kind.arg_range[1] + 1}"),
                     "out of range")
    one_line(run(game.name, "play", "--players", str(low), "--seat", str(high + 1)), "--seat")


@pytest.mark.parametrize("content, fragment", [
    (b"", "holds no game log"),
    (b"not json\n", "not JSON"),
    (b"[" * 100_000 + b"]" * 100_000 + b"\n", "not JSON"),
    (b"[1, 2]\n", "not a game log"),
    (b"\xff\xfe\x00\n", "not UTF-8"),
    (b'{"game": 1}\n', "field 'game' must be text"),
    (b'{"game": "x"}\n', "not a game log"),
])
def test_replay_of_what_is_not_a_log_is_bad_input(game, tmp_path, content, fragment):
    path = tmp_path / "log.jsonl"
    path.write_bytes(content)
    one_line(run(game.name, "replay", str(path)), fragment)


def test_replay_refuses_another_games_or_versions_log_and_missing_files(game, tmp_path):
    path = tmp_path / "games.jsonl"
    simulate_log(game, path, games=1)
    log = json.loads(path.read_text())
    other = {**log, "game": "celsius" if game.name != "celsius" else "totaux"}
    path.write_text(json.dumps(other))
    one_line(run(game.name, "replay", str(path)), "is a log of")
    path.write_text(json.dumps({**log, "log_version": 1}))
    one_line(run(game.name, "replay", str(path)), "version 1")
    path.write_text(json.dumps({**log, "events": [1, 2]}))
    one_line(run(game.name, "replay", str(path)), "event 1 must be a JSON object")
    one_line(run(game.name, "replay", str(tmp_path / "missing.jsonl")), "cannot read")
    one_line(run(game.name, "replay", str(tmp_path)), "cannot read")


def test_a_full_device_is_exit_74(game, tmp_path):
    for args in (["simulate", "--games", "1", "--bots", bots_of(game), "--log", "/dev/full"],
                 ["simulate", "--games", "1", "--bots", bots_of(game), "--csv", "/dev/full"],
                 ["play", "--log", "/dev/full"]):
        done = process(game, *args, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, cwd=tmp_path)
        _, err = done.communicate(b"quit\n", timeout=600)
        assert done.returncode == 74, (args, err)
        assert err.decode().strip().splitlines()[-1].startswith("deckmath: error: cannot write "
                                                               "/dev/full")


def test_a_closed_stdout_ends_quietly(game, tmp_path):
    done = process(game, "replay", "--json", "-", stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE)
    path = tmp_path / "games.jsonl"
    simulate_log(game, path, games=2)
    feeder = threading.Thread(target=_feed, args=(done.stdin, path.read_bytes() * 200))
    feeder.start()
    done.stdout.readline()
    done.stdout.close()
    assert done.wait(timeout=600) == 141
    feeder.join()
    assert done.stderr.read() == b""


def _feed(pipe, data: bytes) -> None:
    """Write to a process's stdin from a thread of its own: a game whose logs outgrow the pipes
    would otherwise block the test on stdin while the process blocks on its stdout."""
    try:
        pipe.write(data)
        pipe.close()
    except BrokenPipeError:
        pass


def test_end_of_input_and_ctrl_c_during_play_keep_the_log(game, tmp_path):
    """End of input ends the game (exit 0) and Ctrl-C too (exit 130): either way the log so
    far is written, marked incomplete, and its replay says so."""
    ended = tmp_path / "ended.jsonl"
    done = run(game.name, "play", "--seed", "5", "--log", str(ended), input="")
    assert done.exit_code == 0, done.output
    log = json.loads(ended.read_text())
    assert log["complete"] is False and log["result"] is None
    assert log["seats"][0] == {"seat": 1, "player": "human"}
    replayed = run(game.name, "replay", str(ended))
    assert replayed.exit_code == 3 and "incomplete: valid up to event" in replayed.stdout
    stopped = tmp_path / "stopped.jsonl"
    live = process(game, "play", "--seed", "5", "--log", str(stopped), stdin=subprocess.PIPE,
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)
    os.set_blocking(live.stdout.fileno(), False)
    waited, seen = 0.0, b""
    while b"> " not in seen and waited < 600:
        time.sleep(0.2)
        waited += 0.2
        seen += live.stdout.read() or b""
    live.send_signal(signal.SIGINT)
    assert live.wait(timeout=60) == 130
    err = live.stderr.read()
    live.stdin.close()
    assert err.decode().strip().splitlines()[-1] == "deckmath: interrupted"
    log = json.loads(stopped.read_text())
    assert log["complete"] is False and log["events"]


def test_a_whole_game_typed_over_stdin(game, tmp_path):
    """A game played at the prompt from stdin to its end: the person types, in seat 2, what the
    bot in that seat of a simulated game chose (the other bots' generators are the same), so the
    game is that game, and its log is the simulated log but for the person's seat."""
    low, high = game.play.players
    spec = bots_of(game)
    simulated = tmp_path / "simulated.jsonl"
    done = run(game.name, "simulate", "--games", "1", "--players", str(high), "--seed", "11",
               "--bots", spec, "--log", str(simulated))
    assert done.exit_code == 0, done.output
    log = json.loads(simulated.read_text())
    typed = [e["action"] for e in log["events"] if e.get("seat") == 2 and "action" in e]
    played = tmp_path / "played.jsonl"
    session = run(game.name, "play", "--players", str(high), "--seat", "2", "--seed", "11",
                  "--bots", spec, "--log", str(played), input="\n".join(["help", *typed]) + "\n")
    assert session.exit_code == 0, session.output
    assert "final ranking" in session.stdout and "refused" not in session.stdout
    mine = json.loads(played.read_text())
    assert mine["complete"] and mine["events"] == log["events"]
    assert mine["seats"][1] == {"seat": 2, "player": "human"}
    assert run(game.name, "replay", str(played)).exit_code == 0


def test_simulate_csv_has_a_row_a_game_that_agrees_with_its_log(game, tmp_path):
    """`simulate --csv`: a header, then one row a game whose seed, length, bots, scores, ranks
    and winners are those its log records; the same file for --log and --csv, or `-`, is one
    line of bad input."""
    import csv

    table, logs = tmp_path / "games.csv", tmp_path / "games.jsonl"
    done = run(game.name, "simulate", "--games", "3", "--seed", "4", "--bots", bots_of(game),
               "--log", str(logs), "--csv", str(table))
    assert done.exit_code == 0, done.output
    rows = list(csv.reader(table.open(encoding="utf-8", newline="")))
    players = len(json.loads(logs.read_text().splitlines()[0])["seats"])
    assert rows[0] == (["game", "seed", game.play.unit]
                       + [f"seat {s} {w}" for s in range(1, players + 1)
                          for w in ("bot", "score", "rank")] + ["winners"])
    assert len(rows) == 4
    for number, (cells, line) in enumerate(zip(rows[1:], logs.read_text().splitlines()), 1):
        log = json.loads(line)
        assert cells[:2] == [str(number), str(log["seed"])]
        result = log["result"]
        for seat in range(players):
            bot, score, rank = cells[3 + 3 * seat: 6 + 3 * seat]
            assert bot == log["seats"][seat]["player"]
            assert rank == str(result["ranks"][seat])
            assert score == str(result["scores"][seat])
        winners = [s for s, r in enumerate(result["ranks"], 1) if r == 1]
        assert cells[-1] == " ".join(map(str, winners))
    one_line(run(game.name, "simulate", "--games", "2", "--csv", "-"), "--csv -")
    one_line(run(game.name, "simulate", "--games", "2", "--csv", str(table), "--log",
                 str(table)), "same file")


def test_simulate_csv_follows_a_symlink_and_refuses_a_folder(game, tmp_path):
    """`--csv` onto a symlink writes the file it points to (the link stays); onto a folder or
    into a missing one it is one line of bad input."""
    target = tmp_path / "real.csv"
    target.write_text("old\n")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    done = run(game.name, "simulate", "--games", "2", "--bots", bots_of(game), "--csv", str(link))
    assert done.exit_code == 0, done.output
    assert link.is_symlink() and target.read_text().startswith("game,seed,")
    one_line(run(game.name, "simulate", "--games", "1", "--csv", str(tmp_path)), "folder")
    one_line(run(game.name, "simulate", "--games", "1", "--csv",
                 str(tmp_path / "no" / "x.csv")), "no folder")


@pytest.mark.parametrize("level, fragment", [
    ("x", "--level: choose easy, medium, hard"), ("0", "--level"), ("-5", "--level"),
    ("1000001", "--level"), ("9" * 30, "--level is too long"), ("hard\x00", "--level"),
    ("\u0661\u0662", "--level"), ("medium hard", "--level"), ("", "--level"),
])
def test_play_level_refuses_bad_levels_in_one_line(game, level, fragment):
    """`play --level`: a malformed, out-of-range, huge or look-alike level (Arabic-Indic
    digits) is one line, exit 2, before any game is dealt; --level with --bots too."""
    one_line(run(game.name, "play", "--level", level, input="quit\n"), fragment)


def test_play_level_and_bots_together_is_one_line(game):
    one_line(run(game.name, "play", "--level", "easy", "--bots", bots_of(game),
                 input="quit\n"), "--level and --bots")


@pytest.mark.parametrize("level", ["easy", "EASY", " easy "])
def test_play_level_easy_seats_the_easy_bot(game, level):
    """`play --level easy` (any case, spaces around) seats the game's easy bot, which the head
    of the game names by its line in English, never by its spec."""
    from deckmath.play.levels import levels_of
    from deckmath.play.words import player_line

    done = run(game.name, "play", "--level", level, "--seed", "3", input="quit\n")
    assert done.exit_code == 0, done.output
    easy = levels_of(game.play)["easy"]
    assert f"  seat 2: {player_line(game.play, easy, 'en')}" in done.stdout.splitlines()[:4]


@pytest.mark.parametrize("lang, typed", [("en", ("help", "moves", "moves all", "quit")),
                                         ("fr", ("aide", "coups", "coups tous", "quitter")),
                                         ("fr", ("help", "moves", "moves all", "quit"))])
def test_the_prompt_takes_its_words_in_the_players_language(game, lang, typed):
    """At the prompt a French player types `aide`, `coups` and `quitter` (the invitation shows
    them); the English words still work, in either language."""
    from deckmath.play.session_words import WORDS

    say = WORDS(lang)
    done = run(game.name, "play", "--seed", "3", "--lang", lang, input="\n".join(typed) + "\n")
    assert done.exit_code == 0, done.output
    out = done.stdout
    assert say("invite", help=say("word.help"), moves=say("word.moves"),
               quit=say("word.quit")) in out
    assert game.play.help_text(lang).splitlines()[0] in out
    assert say("not_understood", error="", help="").split(":")[0] not in out
    assert say("left_early", where="").split(";")[0] in out
