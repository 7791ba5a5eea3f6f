"""deckmath totaux deal / simulate / replay / play, the shared whole-game commands on Totaux's
play face: Totaux's options (T7.1 variant, bluff) and figures, one-line errors, tampered logs
exit 1 with their rule, and scripted `play` sessions over stdin to the end of a game."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.runner import new_match
from deckmath.play.seats import BotSpec, make_bot
from deckmath.solvers.totaux import GAME, load_deck
from deckmath.solvers.totaux.engine import SHOW

FACE = GAME.play
FIGURES = {"failed_bids", "ended_stalled", "held_to_a_prime_total", "prime_trick_changed_winner"}


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["totaux", *args], input=input)


def assert_usage_error(result, fragment: str):
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_deal_shows_the_first_table_and_solves_it():
    first = run("deal", "--seed", "7")
    assert first.exit_code == 0, first.output
    assert "seed 7" in first.stdout and "best announcement: 86" in first.stdout
    assert run("deal", "--seed", "7").stdout == first.stdout
    data = json.loads(run("deal", "--seed", "7", "--variant", "pair", "--json").stdout)
    assert data["seed"] == 7 and data["options"] == {"variant": "pair", "bluff": 0.0}
    (table,) = data["positions"]
    assert table["label"] == "round 1" and table["position"]["variant"] == "pair"
    assert table["position"]["table"] == data["events"][1]["table"]
    assert table["solution"]["best_total"] is not None


def test_simulate_reports_totauxs_figures_and_options():
    args = ["simulate", "--players", "3", "--bots", "perfect,bounded:3,random", "--games", "12",
            "--seed", "4", "--bluff", "0.2"]
    text = run(*args)
    assert text.exit_code == 0, text.output
    for words in ("failed bids", "ended stalled", "held to a prime total",
                  "prime trick changed winner"):
        assert words in text.stdout
    first, second = run(*args, "--json"), run(*args, "--json")
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["options"] == {"variant": "chain", "bluff": 0.2}
    assert set(data["figures"]) == FIGURES
    assert data["figures"]["held_to_a_prime_total"]["of"] == 12
    assert set(data["by_bot"]) == {"perfect", "bounded:3", "random"}
    pair = json.loads(run(*args, "--json", "--variant", "pair").stdout)
    assert pair["options"]["variant"] == "pair" and pair != data


@pytest.mark.parametrize("args,fragment", [
    (["--bots", "bounded:2"], "from 3 to 6"),
    (["--bots", "bounded:7"], "from 3 to 6"),
    (["--bots", "bounded"], "bounded:K"),
    (["--bots", "perfect,random"], "2 bots for 3 seats"),
    (["--bluff", "2"], "--bluff"),
    (["--bluff", "-0.1"], "--bluff"),
    (["--variant", "loop"], "--variant"),
    (["--players", "7"], "--players"),
])
def test_simulate_bad_options_are_one_line(args, fragment):
    assert_usage_error(run("simulate", "--games", "2", *args), fragment)


def test_a_simulated_log_replays_and_a_tampered_one_exits_1(tmp_path):
    path = tmp_path / "games.jsonl"
    made = run("simulate", "--games", "2", "--seed", "9", "--variant", "pair", "--bluff", "0.5",
               "--bots", "random", "--log", str(path))
    assert made.exit_code == 0, made.output
    assert run("replay", str(path)).exit_code == 0
    log = json.loads(path.read_text().splitlines()[0])
    assert log["options"] == {"variant": "pair", "bluff": 0.5}
    assert log["events"][0]["options"] == log["options"]
    shows = [i for i, e in enumerate(log["events"]) if e["type"] == "show" and e["valid"]]
    tampered = json.loads(json.dumps(log))
    tampered["events"][shows[0]]["positions"] = tampered["events"][shows[0]]["positions"][::-1]
    path.write_text(json.dumps(tampered) + "\n")
    bad = run("replay", str(path))
    assert bad.exit_code == 1 and f"event {shows[0] + 1}: 'positions'" in bad.stdout
    assert "(T7.2)" in bad.stdout
    tampered = json.loads(json.dumps(log))
    tampered["options"]["variant"] = "chain"
    path.write_text(json.dumps(tampered) + "\n")
    assert "event 1: 'options'" in run("replay", str(path)).stdout


def _script(seed: int, players: int, policy) -> list[str]:
    """What a person in seat 1 types in the game dealt from `seed` against perfect bots, each
    line chosen by `policy(state)` (a list of lines: the last is the action taken)."""
    options = {"variant": "chain", "bluff": 0.0}
    match = new_match(FACE, "totaux", load_deck(), seed, ["human"] + [BotSpec("perfect")] *
                      (players - 1), options, True)
    state = match.state
    typed: list[str] = []
    while not state.over:
        seat = state.to_move()
        if seat == 1:
            lines = policy(state)
            typed += lines
            state.apply(state.parse_action(lines[-1]))
        else:
            state.apply(match.bots[seat - 1].decide(state.view(seat)))
    return typed


def test_play_passing_to_the_end_writes_a_log_that_replays(tmp_path):
    typed = _script(7, 3, lambda state: ["pass"])
    log = tmp_path / "played.jsonl"
    done = run("play", "--bots", "perfect", "--seed", "7", "--log", str(log),
               input="\n".join(typed) + "\n")
    assert done.exit_code == 0, done.output
    assert "final ranking" in done.stdout and "announces" in done.stdout
    assert run("replay", str(log)).exit_code == 0
    assert json.loads(log.read_text())["seats"][0] == {"seat": 1, "player": "human"}


def test_play_a_person_who_bids_shows_and_fails_is_told_each_rule(tmp_path):
    """Seat 1 bids the best total when it may and shows the calculation a perfect bot would,
    after a calculation in the wrong notation, one of the wrong kind for the moment and one
    unreadable; once it bids a total nobody reaches and gives up, then gives back a trick."""
    adviser = make_bot(FACE, "totaux", BotSpec("perfect"), 0, 1, {})
    state_of = {"failed": False}

    def policy(state):
        view = state.view(1)
        if state.phase == SHOW:
            if view.bid[1] == 99_999:
                return ["pass", "give up"]
            shown = state.action_text(adviser.decide(view))
            return ["30x", "pass", "4 x(6+2) -3 = 29", shown]
        if state.phase == "give-back":
            return ["trick 9", "trick 1"]
        if view.own_tricks and not state_of["failed"]:
            state_of["failed"] = True
            return ["99999"]
        choice = adviser.decide(view)
        return [state.action_text(choice)]

    typed = _script(7, 2, policy)
    log = tmp_path / "played.jsonl"
    done = run("play", "--players", "2", "--bots", "perfect", "--seed", "7", "--log",
               str(log),
               input="\n".join(typed) + "\n")
    assert done.exit_code == 0, done.output
    out = done.stdout
    assert "not understood: '30x' is not an action" in out
    assert "refused: seat 1 made the highest bid" in out and "(T7.1)" in out
    assert "pair notation (T4.2): this game is played in the chain variant (T3.3)" in out
    assert "and takes the trick (T7.2)" in out
    assert "seat 1 gives up: the bid of 99999 fails (T7.2)" in out
    assert "refused: seat 1 has no trick 9" in out and "gives back its trick 1" in out
    assert "seat 1 may not announce (T7.2)" in out and "final ranking" in out
    assert run("replay", str(log)).exit_code == 0
