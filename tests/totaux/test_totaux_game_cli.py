"""deckmath totaux simulate / replay / play (issue 12): outputs, JSON, exit codes 0/1/2,
one-line errors for every bad option and log, and scripted sessions of `play`."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.totaux.reach import TableReach
from deckmath.solvers.totaux.session import Session
from deckmath.solvers.simulation import BotSpec


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["totaux", *args], input=input)


def assert_usage_error(result, fragment: str):
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_simulate_text_json_and_the_same_seed_the_same_run():
    args = ["simulate", "--players", "3", "--bots", "perfect,bounded:3,random", "--games", "12",
            "--seed", "4", "--bluff", "0.2"]
    text = run(*args)
    assert text.exit_code == 0, text.output
    assert "win rate by bot" in text.stdout and "failed bids" in text.stdout
    assert "prime rule changed winner" in text.stdout
    first, second = run(*args, "--json"), run(*args, "--json")
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["games"] == 12 and data["seed"] == 4 and data["bluff"] == 0.2
    assert set(data["by_bot"]) == {"perfect", "bounded:3", "random"}
    assert sum(r["games"] for r in data["by_bot"].values()) == 36
    assert {"failed_bids", "prime_rule_changed_winner"} <= set(data["shares"])
    assert data["shares"]["prime_rule_changed_winner"]["of"] == 12
    assert data["length"]["unit"] == "rounds" and data["length"]["min"] >= 1
    pair = json.loads(run(*args, "--json", "--variant", "pair").stdout)
    assert pair["variant"] == "pair"


def test_simulate_log_then_replay(tmp_path):
    log = tmp_path / "game.json"
    made = run("simulate", "--games", "1", "--seed", "9", "--bots", "random", "--log", str(log))
    assert made.exit_code == 0, made.output
    data = json.loads(log.read_text())
    assert data["game"] == "totaux" and data["events"][-1]["type"] == "end"
    replayed = run("replay", str(log))
    assert replayed.exit_code == 0 and "every announcement and combination is legal" in replayed.stdout
    as_json = json.loads(run("replay", str(log), "--json").stdout)
    assert as_json["legal"] and as_json["complete"]
    assert as_json["ranking"] == data["events"][-1]["ranking"]
    from_stdin = run("replay", "-", input=log.read_text())
    assert from_stdin.exit_code == 0
    shows = [i for i, e in enumerate(data["events"]) if e["type"] == "show"]
    data["events"][shows[0]]["positions"] = list(reversed(data["events"][shows[0]]["positions"]))
    log.write_text(json.dumps(data))
    bad = run("replay", str(log))
    assert bad.exit_code == 1 and f"illegal: event {shows[0] + 1}" in bad.stdout


@pytest.mark.parametrize("args,fragment", [
    (["--bots", ""], "--bots is empty"),
    (["--bots", "perfekt"], "unknown bot"),
    (["--bots", "bounded:2"], "K goes from 3 to 6"),
    (["--bots", "bounded:99999999999999999999"], "bounded"),
    (["--bots", "bounded:x"], "bounded"),
    (["--bots", "perfect,random"], "2 bots for 3 players"),
    (["--bots", "perfect\u0445"], "CYRILLIC"),
    (["--bluff", "2"], "--bluff"),
    (["--bluff", "-0.1"], "--bluff"),
    (["--bluff", "nan"], "--bluff"),
    (["--bluff", "inf"], "--bluff"),
    (["--bluff", "1e-3"], "--bluff"),
    (["--bluff", ""], "--bluff"),
    (["--players", "1"], "--players"),
    (["--players", "7"], "--players"),
    (["--games", "0"], "--games"),
    (["--games", "x"], "--games"),
    (["--seed", "-1"], "--seed"),
    (["--variant", "loop"], "--variant"),
    (["--log", "x.json"], "--games 1"),
])
def test_simulate_bad_input_is_one_line(args, fragment):
    assert_usage_error(run("simulate", "--games", "2", *args), fragment)


def test_simulate_log_to_a_folder_is_refused(tmp_path):
    assert_usage_error(run("simulate", "--games", "1", "--log", str(tmp_path)), "folder")


def test_full_width_bluff_is_read():
    result = run("simulate", "--games", "1", "--seed", "1", "--bluff", "\uff10.\uff15")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("content,fragment", [
    (None, "cannot read"),
    ("not json", "is not JSON"),
    ("[1, 2]", "JSON object was expected"),
    ('{"game": "celsius", "version": 1, "seed": 1, "players": 3, "bots": [], "events": []}',
     "not of 'totaux'"),
    ('{"game": "totaux", "version": 9, "seed": 1, "players": 3, "bots": [], "events": []}',
     "version"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 1, "bots": [], "events": []}',
     "players 1"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], "events": [],'
     ' "variant": "loop"}', "variant"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], "events": [],'
     ' "prime_rule": "yes"}', "prime_rule"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], "events": [],'
     ' "deck": "mine"}', "--deck"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], '
     '"events": [{"type": "give-back", "player": 0, "trick": "1"}]}',
     "'trick' must be a whole number"),
    ('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], '
     '"events": [{"type": "show", "player": 0, "calc": "1 +\u0445 = 3"}]}',
     "CYRILLIC"),
])
def test_replay_bad_files_are_one_line(tmp_path, content, fragment):
    path = tmp_path / "log.json"
    if content is not None:
        path.write_text(content)
    assert_usage_error(run("replay", str(path)), fragment)


def test_replay_with_a_deck_file_that_is_missing_is_one_line(tmp_path):
    log = tmp_path / "game.json"
    assert run("simulate", "--games", "1", "--seed", "2", "--log", str(log)).exit_code == 0
    assert_usage_error(run("replay", str(log), "--deck", str(tmp_path / "none.toml")), "none.toml")


def test_replay_a_move_the_rules_refuse_exits_1(tmp_path):
    path = tmp_path / "log.json"
    path.write_text('{"game": "totaux", "version": 1, "seed": 1, "players": 3, "bots": [], '
                    '"events": [{"type": "announce", "round": 1, "player": 0, "total": 5}]}')
    result = run("replay", str(path))
    assert result.exit_code == 1 and "no auction is open (T7.1)" in result.stdout


def test_play_a_scripted_session_to_the_end(tmp_path):
    log = tmp_path / "played.json"
    result = run("play", "--players", "3", "--seed", "7", "--bots", "bounded:3,random",
                 "--log", str(log), input="\n" + "  \npass\n" * 400)
    assert result.exit_code == 0, result.output
    assert "final ranking (T7.4" in result.stdout and "announces" in result.stdout
    assert run("replay", str(log)).exit_code == 0
    assert json.loads(log.read_text())["bots"] == ["human", "bounded:3", "random"]


def test_play_quit_and_end_of_input_end_cleanly():
    quit_ = run("play", "--seed", "7", input="quit\n")
    assert quit_.exit_code == 0 and "game ended in round 1" in quit_.stdout
    assert "ranking so far" in quit_.stdout
    eof = run("play", "--seed", "7", input="")
    assert eof.exit_code == 0 and "ranking so far" in eof.stdout


def test_play_bad_options_are_one_line():
    assert_usage_error(run("play", "--bots", "random,random,random"), "3 bots for 2 players")
    assert_usage_error(run("play", "--bluff", "x"), "--bluff")
    assert_usage_error(run("play", "--players", "9"), "--players")


def test_a_human_who_shows_wrong_then_right_takes_the_trick():
    """The human outbids with the highest reachable total, shows a wrong calculation (the
    checker's reason is shown), an unreadable one, one for another total, then the right one."""
    said: list[str] = []
    session: Session

    def read() -> str:
        game = session.game
        prompt = said[-1]
        if "your announcement" in prompt:
            if game.rounds > 1:
                return "quit\n"
            reach = TableReach(game.table_cards())
            return f"{reach.totals[0]}\n"
        if "show your combination" in prompt:
            reach = TableReach(game.table_cards())
            total = game.round.bid[1]
            index = reach.by_total[total][0]
            right = reach.combination(index)
            tries = sum("show your combination" in line for line in said)
            calc = right.calc
            wrong = str(calc).replace(f"= {calc.total}", f"= {calc.total + 1}")
            other = next((reach.combination(i) for i in range(len(reach.table))
                          if reach.table[i].total != total and reach.fewest(i)), None)
            script = [wrong, "4 x? = 3", str(other.calc) if other else wrong,
                      f"{calc} @ {','.join(map(str, right.positions))}"]
            return script[min(tries - 1, 3)] + "\n"
        return "pass\n"

    session = Session(7, 2, [BotSpec("bounded", 3)], read, said.append)
    session.run()
    text = "\n".join(said)
    assert "invalid: wrong-total" in text
    assert "not understood:" in text
    assert "you show" in text and "take the trick" in text
    assert len(session.game.tricks[0]) == 1


def test_play_a_failed_bid_is_said_and_bars_the_next_round():
    result = run("play", "--seed", "7", "--bots", "perfect",
                 input="30x\n-3\n99999\nnonsense\ngive up\n" + "pass\n" * 400)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "must be a whole number, not '30x'" in out
    assert "announced total -3: a total is a whole number 1..100000 (T1.1)" in out
    assert "calculation 'nonsense' has no '= total' (T4.1)" in out
    assert "you cannot show 99999: the bid fails (T7.2)" in out
    assert "you may not announce this round: you failed the last bid (T7.2)" in out
    assert "final ranking" in out
