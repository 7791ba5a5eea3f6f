"""Whole games of Professor Tempus through the shared commands (deal, play, simulate, replay
over the play face): a person's game typed over stdin to its end, what the person is shown of
the others' cards, and replays that catch tampered Tempus logs by event and rule."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.play.seats import parse_bots
from deckmath.play.simulate import simulate
from deckmath.solvers.tempus import GAME, load_deck
from deckmath.solvers.tempus.face import describe, describe_event
from deckmath.solvers.tempus.engine import start

CARD = re.compile(r"\b[RMJ][0-9]{1,2}\b")


def _run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=stdin)


def _log(tmp_path, *args: str) -> dict:
    path = tmp_path / "game.jsonl"
    done = _run("tempus", "simulate", "--games", "1", "--log", str(path), *args)
    assert done.exit_code == 0, done.output
    return json.loads(path.read_text())


def _replay(tmp_path, log: dict, *args: str):
    path = tmp_path / "edited.jsonl"
    path.write_text(json.dumps(log) + "\n")
    return _run("tempus", "replay", "--json", str(path), *args)


def _difference(result) -> dict:
    assert result.exit_code == 1, result.output
    return json.loads(result.stdout)["difference"]


def _person_moves(seed: int, players: int, bots: str, pick) -> list[str]:
    """Seat 1's moves of the game `play --seed seed` deals, when seat 1 plays `pick(legal)`
    and the other seats are the bots `play` seats there."""
    from deckmath.play.seats import make_bot

    face = GAME.play
    game = start(load_deck(), players, seed, {}, False)
    specs = parse_bots(bots, face, players - 1)
    others = {seat: make_bot(face, "tempus", specs[seat - 2], seed, seat, {})
              for seat in range(2, players + 1)}
    typed = []
    while not game.over:
        seat = game.to_move()
        if seat == 1:
            move = pick(game.legal_actions())
            typed.append(str(move))
        else:
            move = others[seat].decide(game.view(seat))
        game.apply(move)
    return typed


def test_a_person_plays_a_whole_game_typed_over_stdin(tmp_path):
    """Seat 1 asks for help and the moves, types a move it cannot read and two the rules refuse
    (each explained with its rule), then plays to the end; the log replays valid."""
    typed = _person_moves(5, 3, "greedy,random", lambda legal: legal[-1])
    card = typed[0].split()[-1]
    script = ["help", "moves", "capture 7 R1", f"bury {card}", f"capture 1 {card}", *typed]
    log = tmp_path / "mine.jsonl"
    done = _run("tempus", "play", "--players", "3", "--seed", "5", "--bots", "greedy,random",
                "--log", str(log), stdin="\n".join(script) + "\n")
    assert done.exit_code == 0, done.output
    out = done.stdout
    assert "open + R12" in out and "(P3.4)" in out, "help: how to type a move"
    assert re.search(r"\d+ legal: open \+ ", out), "moves: the legal moves"
    assert "not understood: holder 7 in move 'capture 7 R1' is outside 1..3 (P1.3)" in out
    assert f"refused: seat 1 cannot play bury {card}: a card is buried only when" in out
    assert "(P3.4); try again" in out
    assert f"refused: seat 1 cannot play capture 1 {card}: that holder is free" in out
    assert "(P3.2); try again" in out
    assert "hand: " in out and "final ranking: " in out
    assert "seat 2 opens holder" in out or "seat 2 captures" in out or "seat 2 dumps" in out
    saved = json.loads(log.read_text())
    assert saved["complete"] and saved["seats"][0] == {"seat": 1, "player": "human"}
    assert saved["seats"][1:] == [{"seat": 2, "player": "greedy"},
                                  {"seat": 3, "player": "random"}]
    assert _run("tempus", "replay", str(log)).exit_code == 0


def test_the_person_sees_no_other_seats_hidden_cards():
    """describe_event shows a seat its own dealt and drawn cards and its own buried ones, never
    another seat's: over simulated games with buries, of 3 and 5 players (P6.5's new deal)."""
    logs: list[dict] = []
    simulate(GAME, 5, parse_bots("random", GAME.play, 5), 2, seed=2, sink=logs.append)
    simulate(GAME, 3, parse_bots("random", GAME.play, 3), 3, seed=2, sink=logs.append)
    kinds = set()
    for log in logs:
        players = log["players"]
        for event in log["events"]:
            kinds.add(event["type"])
            for seat in range(1, players + 1):
                text = describe_event(event, seat) or ""
                shown = set(CARD.findall(text))
                if event["type"] in ("deal", "reshuffle"):
                    assert shown == set(event["hands"][seat - 1])
                elif event["type"] == "round" and event["drawn"] is not None:
                    assert shown == set(event["drawn"][seat - 1])
                elif event["type"] == "bury" and event["seat"] != seat:
                    assert not shown and "a card" in text
                elif "action" in event:
                    assert shown <= set(CARD.findall(event["action"]))
    assert {"deal", "reshuffle", "bury", "round", "end", "open", "capture", "dump"} <= kinds


def test_describe_shows_the_seats_hand_with_hourglasses_and_the_table():
    game = start(load_deck(), 2, 7, {}, True)
    game.apply(game.legal_actions()[0])
    text = describe(game.view(2))
    first = text.splitlines()[0]
    hg = load_deck().hourglasses
    assert first.startswith("hand: " + " ".join(f"{c}[{hg[c.index]}]"
                                                for c in game.position.hands[1]))
    assert "holder 1: seat 1's, +" in text and "holders 2, 3: free" in text
    assert not set(CARD.findall(text)) & {str(c) for c in game.position.hands[0]}


def test_simulate_summary_and_a_game_of_the_run_dealt_again_alone(tmp_path):
    """A 3-player run's summary by bot and by seat; game i of the run is dealt from seed + i,
    so `deal --seed S+i` deals what its log says (P6.1)."""
    path = tmp_path / "run.jsonl"
    done = _run("tempus", "simulate", "--players", "3", "--games", "6", "--bots",
                "solver,greedy,random", "--seed", "5", "--log", str(path), "--json")
    assert done.exit_code == 0, done.output
    summary = json.loads(done.stdout)
    assert sorted(summary["by_bot"]) == ["greedy", "random", "solver"]
    assert all(row["seats"] == 6 for row in summary["by_bot"].values())
    assert summary["length"]["unit"] == "rounds" and summary["length"]["min"] >= 4
    assert summary["figures"] == {}
    logs = [json.loads(line) for line in path.read_text().splitlines()]
    assert [log["seed"] for log in logs] == list(range(5, 11))
    dealt = json.loads(_run("tempus", "deal", "--players", "3", "--seed", "8", "--json").stdout)
    assert dealt["events"] == logs[3]["events"][:1] and dealt["positions"] == []
    assert _run("tempus", "replay", str(path)).exit_code == 0


def test_deal_solves_a_two_player_first_round_of_the_reference_deck(tmp_path):
    dealt = json.loads(_run("tempus", "deal", "--seed", "7", "--json").stdout)
    (only,) = dealt["positions"]
    assert only["label"] == "round 1, hands open" and only["solution"]["proven"]
    assert only["position"]["hands"] == dealt["events"][0]["hands"]
    deck = tmp_path / "zero.toml"
    deck.write_text(load_deck().to_toml().replace(" = 1\n", " = 0\n"))
    other = json.loads(_run("tempus", "deal", "--seed", "7", "--deck", str(deck),
                            "--json").stdout)
    assert other["positions"] == [], "the core solver counts the reference deck's hourglasses"
    assert other["events"] == dealt["events"]


# -- replays catch tampered Tempus logs ----------------------------------------------------------

def test_replay_catches_a_changed_seed_at_the_deal(tmp_path):
    log = _log(tmp_path, "--seed", "3", "--bots", "greedy")
    found = _difference(_replay(tmp_path, {**log, "seed": 4}))
    assert found["event"] == 1 and found["field"] == "hands" and found["rule"] == "P6.1"


def test_replay_catches_a_changed_winner_and_changed_hourglasses(tmp_path):
    log = _log(tmp_path, "--seed", "3", "--bots", "greedy")
    loser = next(seat for seat in (1, 2) if seat not in log["result"]["winners"])
    found = _difference(_replay(tmp_path, {**log, "result": {**log["result"],
                                                             "winners": [loser]}}))
    assert found["field"] == "result" and "winners" in found["message"]
    scores = [s + 1 for s in log["result"]["scores"]]
    found = _difference(_replay(tmp_path, {**log, "result": {**log["result"], "scores": scores}}))
    assert "scores" in found["message"]
    end = len(log["events"])
    events = [dict(e) for e in log["events"]]
    events[-1]["hourglasses"] = scores
    found = _difference(_replay(tmp_path, {**log, "events": events}))
    assert found["event"] == end and found["field"] == "hourglasses" and found["rule"] == "P5.1"


def test_replay_catches_changed_draws_and_a_cut_log(tmp_path):
    log = _log(tmp_path, "--seed", "3", "--bots", "random")
    number, event = next((i, e) for i, e in enumerate(log["events"], start=1)
                         if e["type"] == "round")
    events = [dict(e) for e in log["events"]]
    drawn = [list(d) for d in event["drawn"]]
    drawn[0], drawn[1] = drawn[1], drawn[0]
    events[number - 1]["drawn"] = drawn
    found = _difference(_replay(tmp_path, {**log, "events": events}))
    assert found["event"] == number and found["field"] == "drawn" and found["rule"] == "P4.2"
    cut = {**log, "events": log["events"][:number]}
    found = _difference(_replay(tmp_path, cut))
    assert found["message"].startswith(f"incomplete after event {number}: the game goes on")


def test_replay_names_the_rule_a_persons_logged_move_breaks(tmp_path):
    """A person's move (no bot to derive it again) changed to one the rules refuse."""
    typed = _person_moves(6, 2, "greedy", lambda legal: legal[0])
    path = tmp_path / "mine.jsonl"
    done = _run("tempus", "play", "--seed", "6", "--bots", "greedy", "--log", str(path),
                stdin="\n".join(typed) + "\n")
    assert done.exit_code == 0, done.output
    log = json.loads(path.read_text())
    number, event = next((i, e) for i, e in enumerate(log["events"], start=1)
                         if e.get("seat") == 1 and e["type"] == "open")
    events = [dict(e) for e in log["events"]]
    events[number - 1]["action"] = "bury " + event["action"].split()[-1]
    found = _difference(_replay(tmp_path, {**log, "events": events}))
    assert found["event"] == number and found["rule"] == "P3.4"
    assert "is illegal: seat 1 cannot play bury" in found["message"]


def test_replay_needs_the_deck_the_game_was_played_with(tmp_path):
    deck = tmp_path / "zero.toml"
    deck.write_text(load_deck().to_toml().replace(" = 1\n", " = 0\n"))
    path = tmp_path / "game.jsonl"
    done = _run("tempus", "simulate", "--games", "2", "--bots", "greedy", "--seed", "2",
                "--deck", str(deck), "--log", str(path))
    assert done.exit_code == 0, done.output
    assert _run("tempus", "replay", str(path), "--deck", str(deck)).exit_code == 0
    plain = _run("tempus", "replay", "--json", str(path))
    assert plain.exit_code == 1
    assert json.loads(plain.stdout.splitlines()[0])["difference"]["field"] == "deck"


@pytest.mark.parametrize("players", [2, 5])
def test_every_logged_game_replays(tmp_path, players):
    path = tmp_path / "run.jsonl"
    done = _run("tempus", "simulate", "--players", str(players), "--games", "3", "--bots",
                "random,greedy" if players == 2 else "random", "--seed", "1", "--log", str(path))
    assert done.exit_code == 0, done.output
    replayed = _run("tempus", "replay", str(path))
    assert replayed.exit_code == 0 and replayed.stdout.endswith("3 logs: every one valid\n")
