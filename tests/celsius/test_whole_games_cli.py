"""`deckmath celsius deal`, `simulate` and `play` (the shared commands over the Celsius play
face): outputs, reproducibility from the seed, a designer's question the tally answers, scripted
sessions at the prompt to the end of a game, and bad input (exit 2, one line)."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.celsius import GAME, load_deck, solve
from deckmath.solvers.celsius.bots import claim_of
from deckmath.solvers.celsius.engine import start

FACE = GAME.play


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def assert_usage_error(result, fragment: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.stderr and result.stdout == ""


SIM = ["celsius", "simulate", "--players", "3", "--bots", "perfect,bounded:1,random",
       "--games", "30", "--seed", "5"]


def test_simulate_json_summary_is_consistent_and_reproducible():
    first = run(*SIM, "--json")
    assert first.exit_code == 0, first.output
    summary = json.loads(first.stdout)
    assert summary == json.loads(run(*SIM, "--json").stdout)
    assert summary["games"] == 30 and summary["seed"] == 5
    assert set(summary["by_bot"]) == {"perfect", "bounded:1", "random"}
    assert all(record["seats"] == 30 for record in summary["by_bot"].values())
    assert sum(r["wins"] for r in summary["by_seat"]) == pytest.approx(30)
    assert summary["length"] == {"unit": "rounds", "mean": 13.0, "low": 13.0, "high": 13.0,
                                 "min": 13, "max": 13}
    figures = summary["figures"]
    assert list(figures) == ["nobody_could_play", "nobody_played", "hot_card_taken",
                             "second_claim_took_a_card"]
    assert figures["nobody_could_play"]["of"] == 30 * 13
    assert figures["nobody_played"]["count"] >= figures["nobody_could_play"]["count"]
    assert figures["second_claim_took_a_card"]["of"] <= figures["hot_card_taken"]["of"]
    text = run(*SIM)
    assert "win rate by bot" in text.stdout and "nobody could play" in text.stdout
    assert "second claim took a card" in text.stdout


def test_simulate_a_perfect_bot_beats_a_one_card_bot():
    """A designer's question the tally answers: perfect against bounded:1, 200 games."""
    summary = simulate(GAME, 2, parse_bots("perfect,bounded:1", FACE, 2), 200, 9)
    perfect, bounded = summary["by_bot"]["perfect"], summary["by_bot"]["bounded:1"]
    assert perfect["win_rate"]["low"] > bounded["win_rate"]["high"]


def test_simulate_games_are_independent_of_the_chunking():
    specs = parse_bots("perfect,random", FACE, 2)
    assert simulate(GAME, 2, specs, 9, 3, chunk=4) == simulate(GAME, 2, specs, 9, 3)


def test_simulate_log_replays(tmp_path):
    path = tmp_path / "games.jsonl"
    result = run("celsius", "simulate", "--players", "4", "--games", "2", "--seed", "3",
                 "--log", str(path))
    assert result.exit_code == 0, result.output
    games = [json.loads(line) for line in path.read_text().splitlines()]
    assert [g["seed"] for g in games] == [3, 4] and {g["players"] for g in games} == {4}
    assert all(sum(e["type"] == "table" for e in g["events"]) == 13 for g in games)
    replayed = run("celsius", "replay", str(path), "--json")
    assert replayed.exit_code == 0, replayed.output
    assert all(json.loads(line)["valid"] for line in replayed.stdout.splitlines())


@pytest.mark.parametrize("args, fragment", [
    (["--players", "5"], "--players"),
    (["--games", "0"], "--games"),
    (["--seed", "-1"], "--seed"),
    (["--bots", "perfect,random"], "2 bots for 3 seats"),
    (["--bots", "bounded:0"], "out of range"),
    (["--bots", "bounded:21"], "out of range"),
    (["--bots", "genius"], "unknown bot 'genius'"),
    (["--bots", "random:2"], "takes no"),
    (["--log", "/no/such/folder/games.jsonl"], "/no/such/folder"),
])
def test_simulate_bad_input_is_one_line(args, fragment):
    assert_usage_error(run("celsius", "simulate", "--players", "3", *args), fragment)


def test_deal_shows_each_seat_and_its_solution():
    """The text of `deal`: each seat's view as the person in it reads it, then each seat's
    position solved; the same seed deals alike."""
    text = run("celsius", "deal", "--players", "3", "--seed", "7")
    assert text.exit_code == 0, text.output
    assert text.stdout == run("celsius", "deal", "--players", "3", "--seed", "7").stdout
    assert text.stdout.count("your hand:") == 3
    assert all(f"seat {seat}: cold" in text.stdout for seat in (1, 2, 3))


@pytest.mark.parametrize("deck_text, fragment", [
    ('cold = [5]\nhot = [6]\n[operators]\n"+1" = 20\n', "hot cards"),
    ('cold = [5]\nhot = [6, 7]\n[operators]\n"+1" = 14\n', "operator cards"),
    ('cold = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1]\nhot = [6, 7]\n'
     '[operators]\n"+1" = 40\n', "21 cards"),
])
def test_deal_from_a_deck_that_cannot_serve_a_game_exits_2(tmp_path, deck_text, fragment):
    path = tmp_path / "broken.toml"
    path.write_text(deck_text)
    assert_usage_error(run("celsius", "deal", "--deck", str(path)), fragment)


def _best_first_claim(seed: int, players: int) -> str:
    """The solver's best claim for seat 1 in round 1 of the game dealt from `seed`."""
    solution = solve(start(load_deck(), players, seed).view(1).position)
    return "pass" if solution.play is None else str(claim_of(solution))


def test_play_scripted_session_to_the_end(tmp_path):
    """A person who types a claim of cards they do not hold (refused, C5.2), a malformed one
    (not understood), asks for help, then plays the best claim and passes to the end: 13
    rounds are played, the person is shown only what their seat may see, and the log replays."""
    seed = next(s for s in range(1, 50) if _best_first_claim(s, 3) != "pass")
    script = "+10 +10 +10 +10 +10 +10 +10\nfoo\nhelp\n" + _best_first_claim(seed, 3) + "\n" + \
        "pass\n" * 40
    log = tmp_path / "game.jsonl"
    result = run("celsius", "play", "--players", "3", "--seed", str(seed), "--bots",
                 "random,bounded:2", "--log", str(log), input=script)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "refused: card-not-in-hand" in out and "(C5.2); try again" in out
    assert "not understood" in out and FACE.action_help in out
    assert "round 13 of 13" in out and "final ranking" in out
    assert "seat 2 has made its claim" in out or "seat 3 has made its claim" in out
    game = json.loads(log.read_text())
    assert game["complete"] and [s["player"] for s in game["seats"]] == [
        "human", "random", "bounded:2"]
    replayed = run("celsius", "replay", str(log), "--json")
    assert replayed.exit_code == 0, replayed.output


def test_play_asks_again_after_a_hot_card_taken():
    """Seat 2 (a person) plays what a perfect bot would; when the claim loses its hot card the
    prompt comes back with what was announced and the hot cards still free (C6.2)."""
    for seed in range(1, 40):
        game = start(load_deck(), 2, seed, {}, True)
        bot = FACE.bots["perfect"].make(None, None, {})
        script = []
        while not game.over and game.round <= 3:
            seat = game.to_move()
            action = bot.decide(game.view(seat))
            if seat == 2:
                script.append(str(action))
            game.apply(action)
        if any(e["type"] == "asked_again" and e["seat"] == 2 for e in game.events):
            break
    result = run("celsius", "play", "--players", "2", "--seat", "2", "--seed", str(seed),
                 "--bots", "perfect", input="\n".join(script) + "\nquit\n")
    assert result.exit_code == 0, result.output
    assert "your claim on" in result.stdout and "hot-card-taken" in result.stdout
    assert "claim once more" in result.stdout


def test_play_end_of_input_keeps_the_log_marked_incomplete(tmp_path):
    log = tmp_path / "left.jsonl"
    result = run("celsius", "play", "--seed", "7", "--log", str(log), input="pass\n")
    assert result.exit_code == 0, result.output
    assert "game left early" in result.stdout
    left = json.loads(log.read_text())
    assert left["complete"] is False and left["result"] is None
    replayed = run("celsius", "replay", str(log))
    assert replayed.exit_code == 3 and "incomplete: valid up to event" in replayed.stdout


@pytest.mark.parametrize("args, fragment", [
    (["--players", "1"], "--players"),
    (["--bots", "perfect,random,random"], "3 bots for 2 seats"),
    (["--bots", "bounded"], "bounded needs its K"),
    (["--seat", "4"], "--seat 4"),
])
def test_play_bad_input_is_one_line(args, fragment):
    assert_usage_error(run("celsius", "play", "--players", "3", *args), fragment)


def test_operator_cards_dealt_come_from_the_deck():
    data = json.loads(run("celsius", "deal", "--players", "4", "--seed", "2", "--json").stdout)
    dealt = Counter(card for entry in data["positions"] for card in entry["position"]["hand"])
    assert not dealt - Counter(str(c) for c in load_deck().operators)
    assert len(data["events"][1]["hot"]) == 4
