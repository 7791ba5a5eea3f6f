"""Grauso's refusals of bad input in the reader's language: every parser of the game (cards,
plays, claims, ways out, hands, tops, penguins, positions, actions typed in a game, answers,
rounds and score lines, decks, census options, tables) refuses a corpus of malformed,
out-of-range and hostile input in one line, in French with `--lang fr` (the command line),
`"lang": "fr"` (the page) or `text("fr")` (the library), and in English exactly as before.

Where a refusal comes from the shared parsers (notation.parse_int, split_items), the game
names what was read in the reader's language."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import (
    load_deck, parse_claim, parse_hand, parse_play, parse_sequence, position_from_json,
)
from deckmath.solvers.grauso import census, model
from deckmath.solvers.grauso import score as scoring
from deckmath.solvers.grauso.actions import parse_action
from deckmath.solvers.grauso.answers import read_answer
from deckmath.solvers.grauso.deck import Deck, deal_position
from deckmath.solvers.grauso.engine import check_table
from deckmath.solvers.grauso.puzzles import GoOut, GoOutAnswer
from vocabulary import assert_in_language



def shared(*values):
    """A case whose refusal is the shared parsers' (module docstring)."""
    return pytest.param(*values)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["grauso", *args], input=input)


def one_line(result) -> str:
    """The one line on stderr of a refused command (exit 2, nothing on stdout)."""
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    return lines[0]


_TYPED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\(U\+[0-9A-F]{4,6} [A-Z0-9 -]+\)"
                    r"|(?<!\S)--[\w-]+|\S*[=_]\S*")
"""What a refusal shows as typed, not words of either language: the typed text it quotes, a
character's Unicode name, an option, a keyword and its value (`hand_size=1`)."""


def in_french(english: str, french: str, where: str, *facts: str) -> None:
    """A French refusal: not the English line, and free of English words once what the person
    typed and the other facts (a file's path, a deck's name) are left out."""
    assert french != english, where
    for fact in facts:
        english, french = english.replace(fact, " "), french.replace(fact, " ")
    assert_in_language(_TYPED.sub(" ", french), "fr", f"{where}: {french}")
    assert_in_language(_TYPED.sub(" ", english), "en", f"{where}: {english}")


HAND = ["--top", "5", "--hand", "+1 -3"]

COMMANDS = [
    (["solve", "--top", "5", "--hand", "+1 x"], "unknown card 'x'"),
    (["solve", "--top", "5", "--hand", "+01"], "without a leading zero"),
    (["solve", "--top", "5", "--hand", "-0"], "the neutral card is written 0"),
    (["solve", "--top", "5", "--hand", "+1 +99"], "values run from -25 to +25"),
    (["solve", "--top", "5", "--hand", "+1 \u04453"], "U+0445 CYRILLIC SMALL LETTER HA"),
    (["solve", "--top", "5", "--hand", "+1 +1"], "twice in the hand"),
    (["solve", "--top", "5", "--hand", "0 0 0 0 0 0"], "neutral cards (0) in the hand"),
    (["solve", "--top", "5", "--hand", " ".join(f"+{v}" for v in range(1, 12))], "at most 10"),
    (["solve", "--top", "5", "--hand", "  "], "empty hand"),
    (["solve", "--top", "abc", "--hand", "+1"], "top 'abc' must be a value"),
    (["solve", "--top", "-0", "--hand", "+1"], "write 0"),
    (["solve", "--top", "99", "--hand", "+1"], "top 99 is outside -25..25"),
    (["solve", *HAND, "--penguins", "9"], "penguins 9 is outside 0..6"),
    (["solve", *HAND, "--penguins", "x"], "it holds 'x'"),
    (["solve", *HAND, "--penguins", "1.5"], "it holds '.'"),
    shared(["solve", *HAND, "--penguins", "9" * 40], "far too large"),
    shared(["solve", "--top", "5", "--hand", "+1,,+2"], "an empty item"),
    (["solve"], "give --hand"),
    (["moves", "--top", "5", "--hand", "+1 +30"], "values run from -25 to +25"),
    (["check", *HAND, "--play", " "], "empty play"),
    (["check", *HAND, "--play", "+1&-3&+2"], "has 3 cards"),
    (["check", *HAND, "--play", "+1 -3"], "no space inside a play"),
    (["check", *HAND, "--play", "+1~~"], "write one ~"),
    (["check", *HAND, "--play", "&+1"], "a card is missing around '&'"),
    (["check", *HAND, "--play", "+1?"], "it holds '?'"),
    (["check", *HAND, "--play", "COLLECT"], "the G4.2 action is written collect"),
    (["check", *HAND, "--sequence", "+1 collect"], "a way out is played alone"),
    (["check", *HAND, "--sequence", " "], "empty sequence"),
    (["check", *HAND, "--sequence", " ".join(["+1"] * 30)], "sequence of 30 items"),
    (["check", *HAND], "give --play (one play) or --sequence"),
    (["score", "--round", "bogus"], "is not 'hand: CARDS'"),
    (["score", "--round", "hand: +1; hand: +2"], "'hand' given twice"),
    (["score", "--round", ";"], "write 'hand: CARDS; pile: CARDS'"),
    (["score", "--round", "hand: +1; pile: +1"], "twice in a round's hand and pile"),
    (["score", "--round", "hand: +1", "--round", "hand: +2", "--penguins", "1"],
     "penguins count in the last round only"),
    (["score", *[x for v in range(1, 6) for x in ("--round", f"hand: +{v}")]],
     "5 rounds: give 1 to 4"),
    (["score", "--round", "hand: +1", "--round", "hand: +2", "--total", "3"],
     "2 rounds with a running total"),
    (["score", "--round", "hand: +1", "--total", "9999"], "running total 9999"),
    (["score", "--round", "pile: " + "+1 " * 60], "collected pile of 60 items: at most 55"),
    (["score", "--round", "hand: " + "+1 " * 30 + "; pile: " + "+1 " * 30],
     "a round of 60 cards: at most 55"),
    (["score"], "give --round"),
    shared(["score", "--round", "hand: +1", "--total", "x"], "--total must be a whole number"),
]


@pytest.mark.parametrize("args, english", COMMANDS)
def test_the_command_line_refuses_in_the_language_asked(args, english):
    """Each bad input: one line, exit 2, with `--lang en` as without it (the English line
    containing its fragment), with `--lang fr` French."""
    plain = one_line(run(*args))
    assert english in plain, plain
    assert one_line(run(*args, "--lang", "en")) == plain
    in_french(plain, one_line(run(*args, "--lang", "fr")), " ".join(args)[:60])


@pytest.mark.parametrize("command", ["solve", "moves", "check"])
@pytest.mark.parametrize("bad", [{"top": 5, "hand": "+1 +1", "play": "+1"},
                                 {"top": 40, "hand": "+1", "play": "+1"}])
def test_a_batch_names_its_first_bad_line_in_the_language_asked(command, bad):
    """The summary line of a batch with a bad line ends with that line's refusal in the
    language asked (its words: the command line's one line spaces them itself); the line's
    JSON error stays English for programs."""
    good = {"top": 5, "hand": "+1", "play": "+1"}
    lines = json.dumps(good) + "\n" + json.dumps(bad) + "\n"
    with pytest.raises(InputError) as raised:
        position_from_json(bad)
    for lang, said in (("en", str(raised.value)), ("fr", raised.value.text("fr"))):
        result = run(command, "--batch", "-", "--lang", lang, input=lines)
        assert result.exit_code == 2
        assert result.stderr.split()[-len(said.split()):] == said.split(), result.stderr
        assert json.loads(result.stdout.splitlines()[1])["error"] == str(raised.value)


def test_the_command_line_keeps_french_spacing():
    """A French refusal on the command line is the library's, its narrow no-break space before
    the colon included."""
    with pytest.raises(InputError) as raised:
        parse_hand("+1 +1")
    line = one_line(run("solve", "--top", "5", "--hand", "+1 +1", "--lang", "fr"))
    assert line.endswith(raised.value.text("fr")), line


def _deck_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "deck.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


DECKS = [
    ('heat = "x"', "'heat' must be a list of whole numbers"),
    ("heat = [1, 99]", "heat value 99 is outside 1..25"),
    ("cold = [-1, 5]", "cold value 5 is outside -25..-1"),
    (f"heat = [{', '.join(['1'] * 10_001)}]", "'heat' lists 10001 cards"),
    ("neutral = 9", "'neutral' must be a whole number 0..5"),
    ("penguins = true", "'penguins' must be a whole number 0..6"),
    ("heat = [1, 1]", "card +1 twice in deck"),
    ("heat = [1]\nneutral = 0", "1 card(s): a deal needs at least 2"),
]


@pytest.mark.parametrize("text, english", DECKS)
def test_a_bad_deck_file_is_refused_in_the_language_asked(tmp_path, text, english):
    path = _deck_file(tmp_path, text)
    plain = one_line(run("deck", "--check", path))
    assert english in plain, plain
    in_french(plain, one_line(run("deck", "--check", path, "--lang", "fr")), text[:40], path)


SMALL = Deck("small", (1, 2, 3, -1, -2, 0), 1)

LIBRARY = {
    "parse_card": [5, None, "", "+1x", "+007", "-0", "+26", "--3"],
    "parse_play": [5, "", "+1&+2&+3", "+1 +2", "+1~~", "+1&", "+1#", "+77"],
    "parse_claim": ["Collect", ["+1"]],
    "parse_sequence": [[1, 2], "", "+1 collect", " ".join(["+1"] * 12)],
    "parse_hand": [5, {"a": 1}, [True], "", "+1 +1", "0 0 0 0 0 0", ["+1"] * 11],
    "parse_top": ["abc", "-0", "+0x", 99, "+30"],
    "parse_penguins": ["x", 7, -1],
    "position_from_json": [[1], "top", {"top": 5, "hand": "+1 +1"}, {"top": 40, "hand": "+1"},
                           {"top": 5, "hand": "+1", "penguins": 9}],
    "parse_action": [5, "x" * 300, "  ", "collect now", "-3 bonus", "bonus", "bonus + fire +",
                     "bonus + bonus -", "neutral x", "bonus +-", "+1&+2&+3 draw"],
    "read_answer": [5, None, {"play": "-3", "sequence": "-3"}, {}, {"answer": "-3"}, "+1&+2&+3"],
    "parse_round": [5, "hand", "hand: +1; hand: +2", " ; ", "hand: +1; pile: +1",
                    "hand: " + "+1 " * 30 + "; pile: " + "+1 " * 30],
    "round_from_json": ["hand", {"hand": "+1 +1"}, {"pile": 5}],
    "rounds_from_json": [[], {"rounds": 5}, {"rounds": [{"hand": "+1"}] * 5},
                         {"rounds": [{"hand": "+1"}, {"hand": "+2"}], "penguins": 1},
                         {"rounds": [{"hand": "+1"}, {"hand": "+2"}], "total": 1},
                         {"rounds": [{"hand": "+1"}], "total": 10_000}],
    "score_with": [((), (1,), 0), ((3,), (0,), 0), ((1,), (5,), 0), ((1,), (0,), 3)],
    "census_plan": [{}, {"sample": 5, "all_hands": True}, {"sample": 5, "colour": 1},
                    {"sample": "x"}, {"sample": 0}, {"sample": 10**40},
                    {"sample": 5, "players": 9}, {"sample": 5, "hand_size": "1"},
                    {"sample": 5, "chunk_size": -1}, {"sample": 5, "players": 6,
                                                     "hand_size": 10},
                    {"all_hands": True, "hand_size": 10}],
    "check_table": [2, 7, ("small", 1), ("small", 3)],
    "deal_position": [12],
    "go_out": [1, 11],
    "go_out_answer": [{"fewest": 1, "sequence": "-3", "calculation": 5, "sequences": 1,
                       "good_first": 1, "legal_first": 1}],
}


def _refusal(parser: str, value) -> InputError:
    """The InputError `parser` raises for `value`."""
    deck = load_deck()
    calls = {
        "parse_card": lambda: model.parse_card(value),
        "parse_play": lambda: parse_play(value),
        "parse_claim": lambda: parse_claim(value),
        "parse_sequence": lambda: parse_sequence(value),
        "parse_hand": lambda: parse_hand(value),
        "parse_top": lambda: model.parse_top(value),
        "parse_penguins": lambda: model.parse_penguins(value),
        "position_from_json": lambda: position_from_json(value),
        "parse_action": lambda: parse_action(value),
        "read_answer": lambda: read_answer(value),
        "parse_round": lambda: scoring.parse_round(value),
        "round_from_json": lambda: scoring.round_from_json(value),
        "rounds_from_json": lambda: scoring.rounds_from_json(value),
        "score_with": lambda: _score_with(*value),
        "census_plan": lambda: census.plan(deck, **value),
        "check_table": lambda: (check_table(SMALL, value[1]) if isinstance(value, tuple)
                                else check_table(deck, value)),
        "deal_position": lambda: deal_position(SMALL, __import__("random").Random(1), value),
        "go_out": lambda: GoOut(deck, value),
        "go_out_answer": lambda: GoOutAnswer.from_json(value),
    }
    with pytest.raises(InputError) as raised:
        calls[parser]()
    return raised.value


def _score_with(bonus: tuple, neutral: tuple, penguins_plus: int) -> None:
    rounds = (scoring.parse_round("hand: +3 0; pile: -7"),)
    choice = scoring.Choice(bonus, neutral, penguins_plus)
    scoring.score_with(rounds, 0, choice)


@pytest.mark.parametrize("parser, value",
                         [(parser, value) for parser, values in LIBRARY.items()
                          for value in values])
def test_every_parser_refuses_in_the_language_asked(parser, value):
    """The library's refusal: English as str() says it, French with text("fr")."""
    err = _refusal(parser, value)
    assert err.text("en") == str(err) and err.text() == str(err)
    in_french(str(err), err.text("fr"), f"{parser}({str(value)[:40]})", load_deck().name)


def test_the_census_names_its_options_in_both_languages():
    """Spot check: the keyword as typed and the rule stay, the words around them change."""
    err = _refusal("census_plan", {"sample": 5, "players": 9})
    assert str(err) == "players=9: give 3 to 6 players (G1.3)"
    assert err.text("fr") == "players=9\u202f: donnez de 3 à 6 joueurs (G1.3)"


def test_a_card_refusal_reads_as_a_teacher_writes_it():
    """Spot check of the French of the most common refusal."""
    err = _refusal("parse_card", "+26")
    assert str(err) == "unknown card '+26': values run from -25 to +25 (G1.1)"
    assert err.text("fr") == ("carte inconnue '+26'\u202f: les valeurs vont de -25 à +25 "
                              "(G1.1)")


POSITIONS = [
    {"top": "abc", "hand": "+1"}, {"top": 5, "hand": "+1 +1"}, {"top": 5, "hand": "+1 x"},
    {"top": 5, "hand": ""}, {"top": 5, "hand": "+1", "penguins": 9},
    {"top": 5, "hand": "+1", "penguins": "x"}, {"top": 60, "hand": "+1"},
    {"top": 5, "hand": 5}, {"top": 5, "hand": "0 0 0 0 0 0"},
]

ANSWERS = ["", "+1&+2&+3", "+1 collect", "Collect", "+1~~", "&+1", "+1#", "+99"]


def _page_refusals(client, route: str, body: dict) -> tuple[str, str]:
    """The English and French lines of a refused request (400 in both languages)."""
    lines = []
    for lang in ("en", "fr"):
        answered = client.post(f"/api/games/grauso/{route}", json={**body, "lang": lang})
        assert answered.status_code == 400, answered.text
        lines.append(answered.json()["error"])
    return lines[0], lines[1]


@pytest.mark.parametrize("position", POSITIONS)
def test_the_page_refuses_a_position_in_its_language(client, position):
    """A check and a drawing of a bad position: 400 with the library's line in the request's
    language."""
    with pytest.raises(InputError) as raised:
        position_from_json(position)
    for route, body in (("check", {"position": position, "answer": "-3"}),
                        ("draw", {"position": position})):
        english, french = _page_refusals(client, route, body)
        assert english == str(raised.value) and french == raised.value.text("fr")
        in_french(english, french, json.dumps(position))


@pytest.mark.parametrize("position", POSITIONS[:3])
def test_the_pages_solve_refuses_a_position_in_its_language(client, position):
    """A solve runs in a worker process: its refusal comes back in the request's language too."""
    english, french = _page_refusals(client, "solve", {"position": position})
    in_french(english, french, json.dumps(position))


@pytest.mark.parametrize("answer", ANSWERS)
def test_the_page_refuses_an_answer_in_its_language(client, answer):
    """A check of a malformed answer: 400 with the line in the request's language."""
    shown = {"top": 5, "hand": ["+1", "-3"], "penguins": 1}
    in_french(*_page_refusals(client, "check", {"position": shown, "answer": answer}), answer)


@pytest.mark.parametrize("action", ["collect now", "-3 bonus", "bonus", "bonus + fire +",
                                    "+1&+2&+3", "+1 +2 +3 draw"])
def test_a_table_of_the_page_refuses_an_action_in_its_language(client, action):
    """An action that cannot be read, typed at a table of the page: 400 with the line in the
    action's language, the table's game going on."""
    made = client.post("/api/games/grauso/tables",
                       json={"level": "easy", "seed": 5, "wait": True})
    assert made.status_code == 200, made.text
    url = f"/api/tables/{made.json()['id']}/actions"
    lines = []
    for lang in ("en", "fr"):
        answered = client.post(url, json={"action": action, "lang": lang})
        assert answered.status_code == 400, answered.text
        lines.append(answered.json()["error"])
    in_french(*lines, action)
