"""`deckmath celsius simulate` and `deckmath celsius play` (issue 12, items 4 and 5): outputs,
reproducibility from the seed, a scripted human game to the end, and bad input (exit 2, one
line)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.celsius import solve
from deckmath.solvers.celsius.engine import CelsiusGame
from deckmath.solvers.celsius.simulate import simulate
from deckmath.solvers.simulation import parse_bots, wilson


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def assert_usage_error(result, fragment: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


SIM = ["celsius", "simulate", "--players", "3", "--bots", "perfect,bounded:1,random",
       "--games", "60", "--seed", "5"]


def test_simulate_json_summary_is_consistent_and_reproducible():
    first = run(*SIM, "--json")
    assert first.exit_code == 0, first.output
    summary = json.loads(first.stdout)
    assert summary == json.loads(run(*SIM, "--json").stdout)
    assert summary["games"] == 60 and summary["seed"] == 5
    assert set(summary["by_bot"]) == {"perfect", "bounded:1", "random"}
    assert all(record["games"] == 60 for record in summary["by_bot"].values())
    assert all(record["games"] == 60 for record in summary["by_seat"])
    wins = sum(r["wins"] for r in summary["by_bot"].values())
    assert wins + summary["tied_games"]["count"] == 60
    perfect = summary["by_bot"]["perfect"]
    low, high = wilson(perfect["wins"], 60)
    assert perfect["win_rate"]["low"] == round(low, 4) and perfect["win_rate"]["high"] == round(high, 4)
    assert summary["length"]["mean"] == 13
    nobody = summary["shares"]["nobody_could_play"]
    assert nobody["of"] == 60 * 13 and 0 <= nobody["count"] <= nobody["of"]
    assert summary["shares"]["nobody_played"]["count"] >= nobody["count"]
    text = run(*SIM)
    assert "win rate by bot" in text.stdout and "nobody could play" in text.stdout


def test_simulate_a_perfect_bot_beats_a_one_card_bot():
    """A designer's question the tally answers: perfect against bounded:1, 300 games."""
    tally = simulate(2, parse_bots("perfect,bounded:1", 2), 300, 9).summary()
    perfect, bounded = tally["by_bot"]["perfect"], tally["by_bot"]["bounded:1"]
    assert perfect["win_rate"]["low"] > bounded["win_rate"]["high"]


def test_simulate_games_are_independent_of_the_chunking():
    specs = parse_bots("perfect,random", 2)
    assert simulate(2, specs, 9, 3, chunk=4).summary() == simulate(2, specs, 9, 3).summary()


def test_simulate_log_replays(tmp_path):
    path = tmp_path / "game.json"
    result = run("celsius", "simulate", "--players", "4", "--games", "1", "--seed", "3",
                 "--log", str(path))
    assert result.exit_code == 0, result.output
    log = json.loads(path.read_text())
    assert log["game"] == "celsius" and log["seed"] == 3 and log["players"] == 4
    assert len(log["events"]) == 14
    replayed = run("celsius", "replay", str(path), "--json")
    assert replayed.exit_code == 0 and json.loads(replayed.stdout)["legal"]


@pytest.mark.parametrize("args, fragment", [
    (["--players", "5"], "--players"),
    (["--players", "x"], "--players"),
    (["--games", "0"], "--games"),
    (["--games", "99999999999"], "--games"),
    (["--seed", "-1"], "--seed"),
    (["--bots", "perfect,random"], "2 bots for 3 players"),
    (["--bots", "bounded:0"], "out of range"),
    (["--bots", "genius"], "unknown bot 'genius'"),
    (["--bots", "pеrfect"], "CYRILLIC"),
    (["--bots", ""], "empty"),
    (["--games", "2", "--log", "game.json"], "--games 1"),
    (["--games", "1", "--log", "/no/such/folder/game.json"], "cannot write"),
])
def test_simulate_bad_input_is_one_line(args, fragment):
    assert_usage_error(run("celsius", "simulate", "--players", "3", *args), fragment)


def _best_first_play(seed: int, players: int) -> str:
    """The solver's best play for seat 1 in round 1 of the game dealt from `seed`."""
    game = CelsiusGame(seed, players)
    game.deal_table()
    solution = solve(game.position(0))
    return " ".join(map(str, solution.play)) if solution.play else "pass"


def test_play_scripted_session_to_the_end(tmp_path):
    """A human who makes a mistake, is told the checker's reason, plays the best play, then
    passes to the end: the game runs all 13 rounds, and its log replays legal."""
    seed = next(s for s in range(1, 50) if _best_first_play(s, 3) != "pass")
    best = _best_first_play(seed, 3)
    script = "+10 +10 +10 +10 +10 +10 +10\nfoo\n" + best + "\n" + "pass\n" * 12
    log = tmp_path / "game.json"
    result = run("celsius", "play", "--players", "3", "--seed", str(seed), "--bots",
                 "random,bounded:2", "--log", str(log), input=script)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "card-not-in-hand" in out and "try again" in out
    assert "not understood" in out
    assert "you: valid" in out or "you: invalid (hot-card-taken)" in out
    assert "round 13 of 13" in out and "final ranking (C6.5)" in out
    assert "bot 2 (random), bot 3 (bounded:2)" in out
    replayed = run("celsius", "replay", str(log), "--json")
    assert replayed.exit_code == 0, replayed.output
    report = json.loads(replayed.stdout)
    assert report["legal"] and report["rounds"] == 13
    assert json.loads(log.read_text())["bots"] == ["human", "random", "bounded:2"]


def test_play_shows_bots_calculations():
    result = run("celsius", "play", "--players", "2", "--seed", "4", input="pass\n" * 13)
    assert result.exit_code == 0
    assert " = " in result.stdout.split("bot 2: valid", 1)[1].splitlines()[0]


def test_play_end_of_input_ends_cleanly():
    result = run("celsius", "play", "--seed", "7", input="pass\n")
    assert result.exit_code == 0, result.output
    assert "game ended in round 2 of 13" in result.stdout
    assert "ranking so far" in result.stdout
    result = run("celsius", "play", "--seed", "7", input="quit\n")
    assert "game ended in round 1 of 13" in result.stdout


@pytest.mark.parametrize("args, fragment", [
    (["--players", "1"], "--players"),
    (["--bots", "perfect,random,random"], "3 bots for 2 players"),
    (["--bots", "bounded"], "bounded needs its limit"),
    (["--log", "/no/such/folder/game.json"], "cannot write"),
])
def test_play_bad_input_is_one_line(args, fragment):
    assert_usage_error(run("celsius", "play", "--players", "3", *args), fragment)
