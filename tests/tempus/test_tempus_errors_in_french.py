"""Professor Tempus's refusals of bad input in the reader's language: every parser of the game
(cards, deck cards, moves, positions and their holders, answers, position files, deck files,
census options, whole games, dealt rounds, puzzle questions) refuses a corpus of malformed,
out-of-range and hostile input in one line, in French with `--lang fr` (the command line),
`"lang": "fr"` (the page) or `text("fr")` (the library), and in English exactly as before.
A player is "joueur N" in French, never J1 (the Joker 1).

Where a refusal comes from the shared parsers (notation.parse_int, split_items,
parse_number), the game names what was read in the reader's language."""
from __future__ import annotations

import json
import random
import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus import (
    BestQuestion, Position, load_deck, parse_card, parse_move, position_from_json,
    random_position, read_answer, solve,
)
from deckmath.solvers.tempus import census, model
from deckmath.solvers.tempus.engine import start
from deckmath.solvers.tempus.model import parse_deck_card, validate
from vocabulary import assert_in_language



def shared(*values):
    """A case whose refusal is the shared parsers' (module docstring)."""
    return pytest.param(*values)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["tempus", *args], input=input)


def one_line(result) -> str:
    """The one line on stderr of a refused command (exit 2, nothing on stdout)."""
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    return lines[0]


_PLAYER_AS_J = re.compile(r"\bJ\d+\b")

_TYPED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\(U\+[0-9A-F]{4,6} [A-Z0-9 -]+\)"
                    r"|(?<!\S)--[\w-]+|\S*[=_]\S*")
"""What a refusal shows as typed, not words of either language: the typed text it quotes, a
character's Unicode name, an option, a keyword and its value (`chunk_size=0`)."""


def in_french(english: str, french: str, where: str, *facts: str) -> None:
    """A French refusal: not the English line, free of English words once what the person
    typed and the other facts (a file's path) are left out, and naming no player J1 (a J and a
    number in the French line are cards the English line names too)."""
    assert french != english, where
    assert sorted(_PLAYER_AS_J.findall(french)) == sorted(_PLAYER_AS_J.findall(english)), french
    for fact in facts:
        english, french = english.replace(fact, " "), french.replace(fact, " ")
    assert_in_language(_TYPED.sub(" ", french), "fr", f"{where}: {french}")
    assert_in_language(_TYPED.sub(" ", english), "en", f"{where}: {english}")


GOOD = {"players": 2, "to_move": 2,
        "hands": [["R11", "R13", "R20", "R21", "J1"], ["R1", "R2", "R22", "M21", "J13"]],
        "holders": [{"owner": 2, "direction": "-", "cards": ["R17"]},
                    {"owner": 1, "direction": "-", "cards": ["M7"]},
                    {"owner": 1, "direction": "-", "cards": ["M19", "J11"]}]}
"""A position of `tempus position --seed 7 --moves-left 6`."""


def spoiled(**changes) -> dict:
    """GOOD with some keys replaced; `hand1`, `holder1` replace the first hand or holder."""
    obj = json.loads(json.dumps(GOOD))
    if "hand1" in changes:
        obj["hands"][0] = changes.pop("hand1")
    if "holder1" in changes:
        obj["holders"][0] = changes.pop("holder1")
    obj.update(changes)
    return obj


def holder(**changes) -> dict:
    return {**GOOD["holders"][0], **changes}


POSITIONS = [
    (spoiled(players=9), "players 9 is outside 2..5"),
    (spoiled(to_move=3), "to_move 3 is outside 1..2"),
    (spoiled(hands=5), "hands must be a list of 2 hands"),
    (spoiled(hands=[[]]), "hands must be a list of 2 hands"),
    (spoiled(holders=[None]), "holders must be a list of 3 entries"),
    (spoiled(holders="x"), "holders must be a list of 3 entries"),
    (spoiled(holder1=5), "holder 1 must be null (free) or an object"),
    (spoiled(holder1=holder(owner=3)), "holder 1 owner 3 is outside 1..2"),
    (spoiled(holder1=holder(direction="x")), "holder 1 direction 'x' must be"),
    (spoiled(holder1=holder(cards=[])), "holder 1 has no cards"),
    (spoiled(holder1=holder(cards=5)), "holder 1 cards must be a list of cards"),
    (spoiled(hand1=["X5", "R13", "R20", "R21", "J1"]), "the colour is R (red)"),
    (spoiled(hand1=["J2", "R13", "R20", "R21", "J1"]), "Jokers have the odd values"),
    (spoiled(hand1=["R30", "R13", "R20", "R21", "J1"]), "red and mauve cards are 1..25"),
    (spoiled(hand1=["R11[2]", "R13", "R20", "R21", "J1"]), "belong in deck files only"),
    (spoiled(hand1=["", "R13", "R20", "R21", "J1"]), "empty card"),
    (spoiled(hand1=["12", "R13", "R20", "R21", "J1"]), "write a colour letter R, M or J"),
    (spoiled(hand1=["R\u04451", "R13", "R20", "R21", "J1"]), "cannot read"),
    (spoiled(hand1=[5, "R13", "R20", "R21", "J1"]), "must be a string like R12"),
    (spoiled(hand1=5), "hand of player 1 must be a list of cards"),
    (spoiled(hand1=["R1", "R13", "R20", "R21", "J1"]), "card R1 appears in"),
    (spoiled(hand1=["R17", "R13", "R20", "R21", "J1"]), "each card exists once"),
    (spoiled(hand1=["R13", "R13", "R20", "R21", "J1"]), "twice in the hand of player 1"),
    (spoiled(hand1=["R11", "R13", "R20", "R21", "J1", "J3"]), "hand sizes 6, 5 are impossible"),
    (spoiled(hand1=["R11"]), "a round ends when every player holds 2"),
    (spoiled(hand1=[f"R{v}" for v in range(3, 12)] + ["R12"]), "at most 7 with 2 players"),
    (spoiled(hand1=["M1"] * 64), "hand of player 1 lists 64 cards"),
    (spoiled(holders=[holder(cards=["R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R12"]),
                      None, None]), "only 4 have been played"),
    shared(spoiled(players="x"), "players must be a whole number"),
    shared(spoiled(holder1=holder(owner="x")), "holder 1 owner must be a whole number"),
    shared(spoiled(hand1="R11,,R13"), "an empty item"),
]


@pytest.mark.parametrize("position, english", POSITIONS)
def test_a_bad_position_is_refused_in_the_language_asked(position, english):
    """An inline position to `moves`: one line, exit 2, with `--lang en` as without it, with
    `--lang fr` in French."""
    text = json.dumps(position)
    plain = one_line(run("moves", "--position", text))
    assert english in plain, plain
    assert one_line(run("moves", "--position", text, "--lang", "en")) == plain
    in_french(plain, one_line(run("moves", "--position", text, "--lang", "fr")), text[:60])


COMMANDS = [
    (["moves"], "give --position FILE"),
    (["moves", "--position", "/nonexistent/pos.json"], "cannot read position file"),
    (["moves", "--position", "{bad"], "position is not JSON"),
    (["moves", "--position", '{"players": 2,}'], "position is not JSON: trailing comma is not"),
    (["moves", "--position", "[1, 2]"], "cannot read position file"),
    (["check", "--position", json.dumps(GOOD)], "give --move"),
    (["check", "--position", json.dumps(GOOD), "--move", " "], "empty move"),
    (["check", "--position", json.dumps(GOOD), "--move", "fly 1 R13"], "unknown move word 'fly'"),
    (["check", "--position", json.dumps(GOOD), "--move", "open R13"], "open takes a direction"),
    (["check", "--position", json.dumps(GOOD), "--move", "capture R13"],
     "capture takes a holder 1..3"),
    (["check", "--position", json.dumps(GOOD), "--move", "capture 9 R13"],
     "holder 9 in move 'capture 9 R13' is outside 1..3"),
    (["check", "--position", json.dumps(GOOD), "--move", "bury"], "bury takes one card"),
    (["check", "--position", json.dumps(GOOD), "--move", "x" * 70], "too long"),
    (["check", "--position", json.dumps(GOOD), "--move", "bury R13[1]"],
     "hourglasses in brackets"),
    shared(["check", "--position", json.dumps(GOOD), "--move", "capture x R13"],
           "holder in move 'capture x R13' must be a whole number"),
]


@pytest.mark.parametrize("args, english", COMMANDS)
def test_the_command_line_refuses_in_the_language_asked(args, english):
    plain = one_line(run(*args))
    assert english in plain, plain
    assert one_line(run(*args, "--lang", "en")) == plain
    in_french(plain, one_line(run(*args, "--lang", "fr")), " ".join(args)[:60])


@pytest.mark.parametrize("command", ["solve", "moves", "check"])
@pytest.mark.parametrize("bad", [spoiled(players=9), spoiled(hand1=["J2"])])
def test_a_batch_names_its_first_bad_line_in_the_language_asked(command, bad):
    """The summary line of a batch with a bad line ends with that line's refusal in the
    language asked (its words: the command line's one line spaces them itself); the line's
    JSON error stays English for programs."""
    lines = json.dumps({**GOOD, "move": "bury R11"}) + "\n" + json.dumps(
        {**bad, "move": "bury R11"}) + "\n"
    with pytest.raises(InputError) as raised:
        position_from_json(bad)
    for lang, said in (("en", str(raised.value)), ("fr", raised.value.text("fr"))):
        result = run(command, "--batch", "-", "--lang", lang, input=lines)
        assert result.exit_code == 2
        assert result.stderr.split()[-len(said.split()):] == said.split(), result.stderr
        assert json.loads(result.stdout.splitlines()[1])["error"] == str(raised.value)


def test_a_long_search_is_announced_in_the_language_asked(monkeypatch):
    """`solve` of a 4-player first round without a time limit says first that it may take hours
    (the search itself is stopped here by a Ctrl-C)."""
    import deckmath.solvers.tempus as tempus

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tempus, "solve", interrupted)
    dealt = json.dumps(tempus.deal_round(random.Random(1), 4).to_json())
    notes = {}
    for lang in ("en", "fr"):
        result = run("solve", "--position", dealt, "--lang", lang)
        assert result.exit_code == 130, result.output
        notes[lang] = result.stderr.splitlines()[0]
    assert notes["en"].startswith("deckmath: note: an exact search of ")
    in_french(notes["en"], notes["fr"], "long search")


def _reference_table() -> str:
    deck = load_deck()
    from deckmath.solvers.tempus import ALL_CARDS
    return "\n".join(f"{card} = {deck.hourglasses[card.index]}" for card in ALL_CARDS)


DECKS = [
    ('name = "x"', "needs an [hourglasses] table"),
    ("[hourglasses]\nX1 = 1", "deck "),
    ("[hourglasses]\nR1 = 7", "hourglasses of R1 must be a whole number 0..3"),
    ('[hourglasses]\n"R1[2]" = 1', "R1[2] says 2 hourglasses but is given 1"),
    ('[hourglasses]\nR1 = 1\nr1 = 1', "card R1 is given twice"),
    ("[hourglasses]\nR1 = 1", "no hourglasses for R2 (and 61 more)"),
    ("name = 5\n[hourglasses]\n" + "{table}", "name must be a string"),
]


@pytest.mark.parametrize("text, english", DECKS)
def test_a_bad_deck_file_is_refused_in_the_language_asked(tmp_path, text, english):
    path = tmp_path / "deck.toml"
    path.write_text(text.replace("{table}", _reference_table()), encoding="utf-8")
    plain = one_line(run("deck", "--check", str(path)))
    assert english in plain, plain
    in_french(plain, one_line(run("deck", "--check", str(path), "--lang", "fr")), text[:40],
              str(path))


LIBRARY = {
    "parse_card": [5, "", "R", "Z3", "J4", "M26", "R3[1]", "R\u00e93"],
    "parse_deck_card": ["R3[4]", "Q1"],
    "parse_move": [5, "", "x" * 61, "open", "capture 1", "dump 4 R3", "bury", "jump R3"],
    "position_from_json": [[1], spoiled(to_move=0), spoiled(players=1)],
    "read_answer": [5, {"move": "bury R3", "why": 1}, {}, "jump 3 R3"],
    "validate": ["players", "to_move", "hands", "owner"],
    "census_plan": [{"colour": 1}, {"sample": "x"}, {"sample": 0}, {"players": 3},
                    {"players": 9}, {"chunk_size": 10**30}],
    "start": [1, 6, True],
    "random_position": [99],
    "question": [{"position": GOOD, "hourglasses": 5},
                 {"position": GOOD, "hourglasses": {"R11": 9}},
                 {"position": GOOD, "hourglasses": {"R11": 1}}],
}


def _invalid(part: str) -> Position:
    """A Position built past the parser with one part wrong, for validate."""
    good = position_from_json(GOOD)
    if part == "players":
        return Position(7, 1, good.hands, good.holders)
    if part == "to_move":
        return Position(2, 5, good.hands, good.holders)
    if part == "hands":
        return Position(2, 1, good.hands[:1], good.holders)
    series = model.Series(4, "+", good.holders[0].cards)
    return Position(2, 2, good.hands, (series,) + good.holders[1:])


def _refusal(parser: str, value) -> InputError:
    """The InputError `parser` raises for `value`."""
    calls = {
        "parse_card": lambda: parse_card(value),
        "parse_deck_card": lambda: parse_deck_card(value),
        "parse_move": lambda: parse_move(value),
        "position_from_json": lambda: position_from_json(value),
        "read_answer": lambda: read_answer(value),
        "validate": lambda: validate(_invalid(value)),
        "census_plan": lambda: census.plan(load_deck(), **value),
        "start": lambda: start(load_deck(), value, 1),
        "random_position": lambda: random_position(load_deck(), random.Random(1), 2, value),
        "question": lambda: BestQuestion.from_json(value),
    }
    with pytest.raises(InputError) as raised:
        calls[parser]()
    return raised.value


@pytest.mark.parametrize("parser, value",
                         [(parser, value) for parser, values in LIBRARY.items()
                          for value in values])
def test_every_parser_refuses_in_the_language_asked(parser, value):
    """The library's refusal: English as str() says it, French with text("fr")."""
    err = _refusal(parser, value)
    assert err.text("en") == str(err) and err.text() == str(err)
    in_french(str(err), err.text("fr"), f"{parser}({str(value)[:40]})")


def test_a_time_limit_is_refused_in_the_language_asked():
    with pytest.raises(InputError) as raised:
        solve(position_from_json(GOOD), time_limit="soon")
    assert str(raised.value).startswith("time limit (seconds) must be a number")
    in_french(str(raised.value), raised.value.text("fr"), "time_limit")


def test_a_player_is_a_joueur_never_j1():
    """Spot check: a hand that is too large names its player as the French rules do."""
    big = spoiled(hand1=[f"R{v}" for v in range(3, 12)] + ["R12"])
    with pytest.raises(InputError) as raised:
        position_from_json(big)
    assert str(raised.value).startswith("hand of player 1 holds 10 cards: at most 7")
    assert raised.value.text("fr").startswith("la main du joueur 1 contient 10 cartes\u202f: "
                                              "7 au plus")


def _page_refusals(client, route: str, body: dict) -> tuple[str, str]:
    """The English and French lines of a refused request (400 in both languages)."""
    lines = []
    for lang in ("en", "fr"):
        answered = client.post(f"/api/games/tempus/{route}", json={**body, "lang": lang})
        assert answered.status_code == 400, answered.text
        lines.append(answered.json()["error"])
    return lines[0], lines[1]


PAGE_POSITIONS = [case[0] for case in POSITIONS if not hasattr(case, "marks")]


@pytest.mark.parametrize("position", PAGE_POSITIONS)
def test_the_page_refuses_a_position_in_its_language(client, position):
    """A check and a drawing of a bad position: 400 with the library's line in the request's
    language."""
    with pytest.raises(InputError) as raised:
        position_from_json(position)
    for route, body in (("check", {"position": position, "answer": "bury R11"}),
                        ("draw", {"position": position})):
        english, french = _page_refusals(client, route, body)
        assert english == str(raised.value) and french == raised.value.text("fr")
        in_french(english, french, json.dumps(position)[:60])


@pytest.mark.parametrize("position", PAGE_POSITIONS[:3])
def test_the_pages_solve_refuses_a_position_in_its_language(client, position):
    """A solve runs in a worker process: its refusal comes back in the request's language too."""
    english, french = _page_refusals(client, "solve", {"position": position})
    in_french(english, french, json.dumps(position)[:60])


@pytest.mark.parametrize("answer", ["", "fly 1 R13", "open R13", "capture 9 R13", "bury",
                                    "dump R13", "bury J2", "bury Z3"])
def test_the_page_refuses_an_answer_in_its_language(client, answer):
    """A check of a malformed move: 400 with the line in the request's language."""
    in_french(*_page_refusals(client, "check", {"position": GOOD, "answer": answer}), answer)


@pytest.mark.parametrize("action", ["fly 1 R13", "open R13", "capture 9 R13", "bury", "bury J2",
                                    "x" * 70])
def test_a_table_of_the_page_refuses_an_action_in_its_language(client, action):
    """An action that cannot be read, typed at a table of the page: 400 with the line in the
    action's language, the table's game going on."""
    made = client.post("/api/games/tempus/tables",
                       json={"level": "easy", "seed": 5, "wait": True})
    assert made.status_code == 200, made.text
    url = f"/api/tables/{made.json()['id']}/actions"
    lines = []
    for lang in ("en", "fr"):
        answered = client.post(url, json={"action": action, "lang": lang})
        assert answered.status_code == 400, answered.text
        lines.append(answered.json()["error"])
    in_french(*lines, action)
