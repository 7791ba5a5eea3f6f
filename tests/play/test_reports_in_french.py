"""The whole-game reports in the language asked, over the registry: what `simulate` sums up,
what `replay` finds in a valid, an incomplete and a tampered log, a ladder's report (a tiny
ladder, and every stored one in docs/strength) and the census's texts are French with
`--lang fr`, free of English words, and English with `--lang en`, in the English the tests of
each verb match. Their refusals (a bad `--bots`, `--level`, `--pairs`, a file that is not a
log) are one line on stderr, exit 2, in the language asked; the page's replay answers in the
request's `lang`, its 400 too."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import registry
from vocabulary import assert_in_language as checked_words

PLAYED = [name for name in registry.names() if registry.game(name).play is not None]
LANGS = ("en", "fr")
TITLES = [registry.game(name).title for name in registry.names()]
STRENGTH = [path for path in sorted((Path(__file__).parents[2] / "docs" / "strength").glob("*.json"))
            if "ratings" in json.loads(path.read_text())]
"""The ladders' reports stored in docs/strength (not the other measurements kept there)."""


DECKS = [registry.game(name).load_deck().name for name in PLAYED]


def assert_in_language(text: str, lang: str, where: str) -> None:
    """The vocabulary check; the games' names and titles (Totaux is a name), their decks'
    names and the files a line names (a test's folder is named after the test) left out."""
    for name in DECKS + TITLES + PLAYED:
        text = text.replace(name, " ")
    checked_words(re.sub(r"/\S+", " ", text), lang, where)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def one_line(result, lang: str, where: str) -> str:
    """The refusal: exit 2, one line on stderr, in `lang`."""
    assert result.exit_code == 2, (where, result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, (where, result.stderr)
    assert "Traceback" not in result.stderr
    assert_in_language(lines[0], lang, where)
    return lines[0]


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> dict[str, list[dict]]:
    """Two games of each game between its default bots, as `simulate --log` writes them."""
    out = {}
    for name in PLAYED:
        path = tmp_path_factory.mktemp(name) / "games.jsonl"
        done = run(name, "simulate", "--games", "2", "--seed", "1", "--log", str(path))
        assert done.exit_code == 0, done.output
        out[name] = [json.loads(line) for line in path.read_text().splitlines()]
    return out


def write(path: Path, logs: list[dict]) -> str:
    path.write_text("".join(json.dumps(log) + "\n" for log in logs))
    return str(path)


# -- simulate ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_simulate_sums_up_in_the_language_asked(name, lang):
    done = run(name, "simulate", "--games", "2", "--seed", "1", "--lang", lang)
    assert done.exit_code == 0, done.output
    assert_in_language(done.output, lang, f"{name} simulate")
    last = done.output.strip().splitlines()[-1]
    if lang == "en":
        assert done.output.startswith(f"2 games of {name}, ")
        assert "win rate by bot (95% interval; a first place shared by k counts 1/k):" in done.output
        assert last == "game n (from 1) was dealt from seed 1 + n - 1; bots rotate seats"
    else:
        assert done.output.startswith(f"2 parties de {name}, ")
        assert "(à partir de 1)" in last


def test_simulate_json_stays_english_for_programs():
    done = run("celsius", "simulate", "--games", "2", "--seed", "1", "--json", "--lang", "fr")
    data = json.loads(done.stdout)
    assert data["seeds"] == "game i (from 0) is dealt from seed + i"


def test_game_one_of_a_summary_is_the_first_game_dealt(logs):
    """Game n (from 1) is dealt from seed + n - 1: the first log is seed 1's."""
    for name, games in logs.items():
        assert [log["seed"] for log in games] == [1, 2], name


# -- replay --------------------------------------------------------------------------------------

def left_early(log: dict) -> dict:
    """The log of the game left after its first decision: marked incomplete, no result."""
    cut = next(i for i, event in enumerate(log["events"]) if "action" in event)
    return {**log, "events": log["events"][:cut], "complete": False, "result": None}


def tampered(log: dict) -> dict:
    """The log with its first event changed in one field the rules give."""
    first = dict(log["events"][0])
    key = next(k for k in first if k not in ("type",))
    first[key] = "tampered"
    return {**log, "events": [first, *log["events"][1:]]}


def wrong_seat(log: dict) -> dict:
    """The log where its first decision is said to be another seat's."""
    events = [dict(event) for event in log["events"]]
    i = next(i for i, event in enumerate(events) if "action" in event)
    events[i]["seat"] = events[i]["seat"] % log["players"] + 1
    return {**log, "events": events}


KINDS = {"valid": (lambda log: log, 0, "valid, all"), "incomplete": (left_early, 3, "incomplete"),
         "tampered": (tampered, 1, "invalid after"), "wrong seat": (wrong_seat, 1, "invalid after")}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", PLAYED)
def test_replay_says_its_verdict_in_the_language_asked(name, kind, lang, logs, tmp_path):
    change, code, english = KINDS[kind]
    path = write(tmp_path / "log.jsonl", [change(logs[name][0])])
    done = run(name, "replay", path, "--lang", lang)
    assert done.exit_code == code, done.output
    assert_in_language(done.output, lang, f"{name} replay {kind}")
    if lang == "en":
        assert f"{name} log line 1: seed 1, " in done.output and english in done.output
    else:
        assert f"journal de {name}, ligne 1" in done.output


@pytest.mark.parametrize("lang", LANGS)
def test_replay_of_many_logs_counts_them_in_the_language_asked(lang, logs, tmp_path):
    games = logs["celsius"]
    path = write(tmp_path / "logs.jsonl", [games[0], tampered(games[1]), left_early(games[0])])
    done = run("celsius", "replay", path, "--lang", lang)
    assert done.exit_code == 1
    last = done.output.strip().splitlines()[-1]
    assert_in_language(last, lang, "replay count")
    assert last == ("3 logs: 1 invalid, 1 incomplete" if lang == "en"
                    else "3 journaux\u202f: 1 invalide, 1 incomplet")


NOT_LOGS = {"not json": b"{nope\n", "not json, a comma": b"[1,]\n",
            "not json, too large": b'{"seed": 1e400}\n', "not json, cut": b'{"game": "\n',
            "not utf-8": b'{"game": "\xff"}\n', "a list": b"[1, 2]\n",
            "no field": b'{"game": "x"}\n', "empty": b""}
"""Files that are no log at all; the other kinds are a game's log with one field spoiled."""


def spoiled(log: dict, kind: str) -> dict:
    """The log with the envelope field `kind` names made wrong."""
    other = next(name for name in PLAYED if name != log["game"])
    return {"another game": {**log, "game": other}, "a field's type": {**log, "seed": "1"},
            "a version": {**log, "log_version": 99},
            "an event": {**log, "events": [1, *log["events"]]},
            "a cut": {**log, "cut": [0]}}[kind]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", [*NOT_LOGS, "another game", "a field's type", "a version",
                                  "an event", "a cut"])
@pytest.mark.parametrize("name", PLAYED)
def test_a_file_that_is_no_log_is_one_line_in_the_language_asked(name, kind, lang, logs,
                                                                 tmp_path):
    path = tmp_path / "bad.jsonl"
    if kind in NOT_LOGS:
        path.write_bytes(NOT_LOGS[kind])
    else:
        write(path, [spoiled(logs[name][0], kind)])
    one_line(run(name, "replay", str(path), "--lang", lang), lang, f"{name} replay {kind}")


# -- bots, levels, pairs -------------------------------------------------------------------------

BAD_BOTS = ["", "zorglub", "perfect:3", "ismcts", "ismcts:0", "ismcts:xs", "ismcts:99999s",
            "perfect,perfect,perfect,perfect,perfect,perfect,perfect", "perfect;rm", "x" * 300]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bots", BAD_BOTS)
@pytest.mark.parametrize("name", PLAYED)
def test_a_bad_bots_is_one_line_in_the_language_asked(name, bots, lang):
    one_line(run(name, "simulate", "--games", "1", "--bots", bots, "--lang", lang), lang,
             f"{name} --bots {bots!r}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("level", ["impossible", "0", "x" * 40])
def test_a_bad_level_is_one_line_in_the_language_asked(level, lang):
    one_line(run("celsius", "play", "--level", level, "--lang", lang, input="quit\n"), lang,
             f"--level {level!r}")


LADDER_ARGS = [("--bots", "random"), ("--bots", "random,random"), ("--pairs", "random"),
               ("--pairs", "random/zorglub"),
               ("--pairs", "random/random"), ("--pairs", "random/perfect,perfect/random"),
               ("--workers", "-1"), ("--plot", "-"), ("--plot", "x.gif")]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("flag,value", LADDER_ARGS)
def test_a_bad_ladder_is_one_line_in_the_language_asked(flag, value, lang, tmp_path):
    args = {"--bots": "random,perfect,bounded:2", "--games": "2", "--workers": "0"}
    args[flag] = value
    if flag == "--plot":
        args[flag] = value if value == "-" else str(tmp_path / value)
    flat = [part for pair in args.items() for part in pair]
    one_line(run("celsius", "ladder", *flat, "--lang", lang), lang, f"ladder {flag} {value}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("args", [["--seat", "4", "--players", "3"], ["--log", "-"],
                                  ["--level", "easy", "--bots", "random"]])
def test_a_game_at_the_prompt_refused_is_one_line_in_the_language_asked(args, lang):
    one_line(run("celsius", "play", *args, "--lang", lang, input="quit\n"), lang,
             f"play {' '.join(args)}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("flag", ["--log", "--csv"])
def test_simulate_onto_stdout_is_one_line_in_the_language_asked(flag, lang):
    one_line(run("celsius", "simulate", "--games", "1", flag, "-", "--lang", lang), lang,
             f"simulate {flag} -")


# -- ladder --------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_a_tiny_ladder_reports_in_the_language_asked(name, lang):
    from deckmath.play.ladder_commands import default_bots

    bots = ",".join(default_bots(registry.game(name).play_face()).split(",")[:2])
    done = run(name, "ladder", "--bots", bots, "--games", "2", "--seed", "5", "--workers", "0",
               "--lang", lang)
    assert done.exit_code == 0, done.output
    assert_in_language(done.output, lang, f"{name} ladder")
    if lang == "en":
        assert " ladder: 2 bots, " in done.output and "skill against luck:" in done.output


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", STRENGTH, ids=[path.stem for path in STRENGTH])
def test_every_stored_ladder_reads_in_the_language_asked(path, lang):
    """docs/strength's reports: every line of the text (sweeps, steps, mirror, times)."""
    from deckmath.play.ladder import text

    data = json.loads(path.read_text())
    said = text(data, lang)
    assert_in_language(said, lang, path.name)
    if lang == "en":
        assert said.splitlines()[-1] == (f"game i (from 0) of every pair was dealt from seed "
                                         f"{data['seed']} + i; {data['seating']}")


# -- the page ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_the_pages_replay_answers_in_the_requests_language(name, lang, logs, client):
    for kind, (change, _, _) in KINDS.items():
        answer = client.post(f"/api/games/{name}/replay",
                             json={"log": change(logs[name][0]), "lang": lang})
        assert answer.status_code == 200, answer.text
        data = answer.json()
        assert_in_language(data["text"], lang, f"{name} page replay {kind}")
        assert data["report"]["difference"] is None or data["report"]["difference"]["message"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_replay_refuses_a_non_log_in_the_requests_language(lang, client):
    for log in ([1], {"game": "celsius"}, "text"):
        answer = client.post("/api/games/celsius/replay", json={"log": log, "lang": lang})
        assert answer.status_code == 400, answer.text
        assert_in_language(answer.json()["error"], lang, f"page replay {log!r}")
