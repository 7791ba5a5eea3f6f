"""Totaux's refusals of what a person typed are said in the language asked: every parser of the
game (cards and tables, variants, calculations and their positions, announced totals, claims
and answers, decks, a game's actions and players, census keywords, the command line's options)
over a corpus of malformed, out-of-range and hostile inputs, through the command line (one line
on stderr, exit 2) in French and in English, and through the page's API (a 400 in the request's
language). English stays what it was (the English corpus keeps its fragments); the French line
holds no English word (tests/vocabulary.py)."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux import answers, census, engine, puzzles
from deckmath.solvers.totaux.deck import load_deck
from deckmath.solvers.totaux.model import Position, parse_table
from deckmath.solvers.totaux.solve import list_combinations, solve
from vocabulary import assert_in_language

TABLE = "35:24 16:7 22:13 44:50 15:31 26:12"

TABLES = [
    # (table, the English fragment the refusal keeps)
    ("35:24 16:7", "table of 2 cards: the solvers take 3 to 12 (T2.1)"),
    (" ".join([TABLE] * 3), "table of 18 cards: the solvers take 3 to 12 (T2.1)"),
    ("35 16:7 22:13", "card '35' has no total: write faces:total, e.g. 35:24 (T1.3)"),
    ("35: 16:7 22:13", "card '35:' has no total"),
    ("37:24 16:7 22:13", "card '37:24': the faces must be two digits 1..6 (T1.1)"),
    ("3\u00bd:24 16:7 22:13", "U+2044 FRACTION SLASH"),
    ("35:0 16:7 22:13", "card '35:0': the total must be a whole number 1..100000 (T1.1)"),
    ("35:x 16:7 22:13", "the total must be a whole number"),
]

CALCS = [
    # (calculation, fragment)
    ("5 x1 x6 +1", "calculation '5 x1 x6 +1' has no '= total' (T4.1)"),
    ("5 x1 x6 +1 = x", "after '=' comes the total, a whole number (T4.1)"),
    ("5 x7 = 35", "'7' is not a dice face 1..6 (T1.1, T4.1)"),
    ("5 x1 6 = 11", "an operator is missing before 6"),
    ("x5 +1 = 6", "operator 'x' has no face before it (T4.1)"),
    ("5 x1 x6 + = 31", "dangling operator '+' at the end"),
    ("5 %1 = 6", "'%' is not a dice face 1..6 or an operator (T4.1)"),
    ("5 \u04451 x6 +1 = 31", "U+0445 CYRILLIC SMALL LETTER HA"),
    ("= 31", "has no faces (T4.1)"),
    ("5 x1 x6 = 31", "has 3 faces: a calculation writes 2 + 2m"),
    ("5 x(1x6+1) = 31", "the pair variant writes first face"),
    ("6 " + "x6 " * 30 + "= 1", "writes 31 faces: a combination uses at most 12 cards"),
    ("5 x1 x6 +1 = 31 @ 1,2", "2 positions for a calculation of 3 cards"),
    ("5 x1 x6 +1 = 31 @ 1,2,9", "position 9 is outside the table's 1..6 (T2.1)"),
    ("5 x1 x6 +1 = 31 @ 1,1,2", "position 1 is given twice: cards are distinct (T3.1)"),
    ("5 x1 x6 +1 = 31 @ 1,2,3,4,5,6,1", "7 positions for a table of 6 cards (T3.1)"),
]

CHECKS = [
    # (check options, fragment)
    (["--announce", "0"], "announced total 0: a total is a whole number 1..100000 (T1.1)"),
    (["--announce", "100001"], "announced total 100001"),
    (["--announce", "31", "--calc", "5 x1 x6 +1 = 31"], "give exactly one of an announced total"),
    (["--announce", "31", "--positions", "1,2,5"], "positions go with a written calculation"),
    (["--calc", "5 x1 x6 +1 = 31 @ 1,2,5", "--positions", "1,2,5"],
     "the positions are given twice"),
    (["--calc", "4 x(6+2) -3 = 29", "--variant", "chain"],
     "the calculation is written in pair notation (T4.1, T4.2), not chain"),
]

DECKS = [
    ('name = "x"\n', "needs cards = [\"35:24\", ...] (T1.3)"),
    ('cards = ["35:24", "16:7"]\n', "has 2 cards; a deal turns 6 (T7.1)"),
    ('cards = ["35:24", "17:7", "22:13", "44:50", "15:31", "26:12"]\n',
     "card '17:7': the faces must be two digits 1..6"),
    ("cards = [" + ", ".join(['"35:24"'] * 10001) + "]\n", "at most 10000 (T1.2)"),
]

FRENCH_SPOT_CHECKS = [
    (["solve", "--table", "35:24 16:7"], "table de 2 cartes"),
    (["solve", "--table", "35:24"], r"table de 1 carte\s:"),
    (["check", "--table", TABLE, "--calc", "5 x1 x6 +1"], "calcul"),
]

_CODE = re.compile(r"""["'][a-z_]+["']|\b[a-z]+_[a-z_]+\b|\b[a-z_]+=\S*|--[a-z-]+""")
"""What a person types as code, not as words: keys ("calc", 'cards'), keywords (deals=all),
options (--no-counts)."""


def words_in(text: str, lang: str, where: str) -> None:
    """The vocabulary check of a message, the code it quotes and the game's name (a French
    word in English too) left out."""
    assert_in_language(_CODE.sub(" ", text).replace("Totaux", " "), lang, where)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["totaux", *args], input=input)


def refused(result, lang: str, where: str) -> str:
    """The one line of a refusal (exit 2), checked to be in `lang`."""
    assert result.exit_code == 2, (where, result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    words_in(lines[0], lang, where)
    return lines[0]


def both(args: list[str], fragment: str, where: str) -> None:
    """The refusal in English keeps `fragment`; in French it is another line, in French."""
    english = refused(run(*args, "--lang", "en"), "en", where)
    assert fragment in english
    assert refused(run(*args, "--lang", "fr"), "fr", where) != english


@pytest.mark.parametrize("table, fragment", TABLES)
@pytest.mark.parametrize("command", ["solve", "check"])
def test_a_bad_table_is_refused_in_the_language_asked(command, table, fragment):
    extra = ["--announce", "31"] if command == "check" else []
    both([command, "--table", table, *extra], fragment, table)


@pytest.mark.parametrize("calc, fragment", CALCS)
def test_a_bad_calculation_is_refused_in_the_language_asked(calc, fragment):
    both(["check", "--table", TABLE, "--calc", calc], fragment, calc)


@pytest.mark.parametrize("options, fragment", CHECKS)
def test_a_bad_claim_is_refused_in_the_language_asked(options, fragment):
    both(["check", "--table", TABLE, *options], fragment, str(options))


@pytest.mark.parametrize("args, fragment", [
    (["solve"], "give --table (or --batch FILE)"),
    (["check", "--announce", "31"], "give --table (or --batch FILE)"),
    (["solve", "--table", TABLE, "--list", "0"], "--list '0': give a number of combinations"),
    (["solve", "--table", TABLE, "--list", "3", "--no-counts"], "--no-counts goes with one"),
    (["solve", "--batch", "-", "--list", "3"], "it does not go with --batch"),
    (["solve", "--batch", "-", "--variant", "pair"], "--variant does not go with --batch"),
])
def test_the_command_lines_own_refusals_are_in_the_language_asked(args, fragment):
    both(args, fragment, str(args))


@pytest.mark.parametrize("text, fragment", DECKS)
def test_a_bad_deck_is_refused_in_the_language_asked(tmp_path, text, fragment):
    path = tmp_path / "deck.toml"
    path.write_text(text)
    english = run("deck", "--check", str(path), "--lang", "en")
    french = run("deck", "--check", str(path), "--lang", "fr")
    for result in (english, french):  # the file's name is the user's, not words
        result.stderr_bytes = result.stderr_bytes.replace(str(path).encode(), b"FILE")
    assert fragment in refused(english, "en", text)
    assert refused(french, "fr", text) != refused(english, "en", text)


@pytest.mark.parametrize("args, fragment", FRENCH_SPOT_CHECKS)
def test_spot_checks_of_the_french(args, fragment):
    """A few lines as a French reader reads them (a pattern of the line)."""
    assert re.search(fragment, refused(run(*args, "--lang", "fr"), "fr", str(args)))


def said_in_both(call) -> None:
    """An InputError raised by `call`: its English is str(), its French is French."""
    with pytest.raises(InputError) as caught:
        call()
    err = caught.value
    assert err.text("en") == str(err)
    words_in(err.text("en"), "en", str(err))
    words_in(err.text("fr"), "fr", str(err))
    assert err.text("fr") != str(err), str(err)


@pytest.mark.parametrize("value", [
    None, 2.5, {"calcul": "5 x1 x6 +1 = 31"}, {}, {"announce": 31, "positions": [1, 2]},
    {"calc": "5 x1 x6 +1 = 31 @ 1,2,5", "positions": [1, 2, 5]}, "5 x1 x6 +1",
])
def test_an_answer_that_is_not_one_is_refused_in_both_languages(value):
    said_in_both(lambda: answers.read_answer(value))


@pytest.mark.parametrize("answer", ["4 x(6+2) -3 = 29", "5 x1 x6 +1 = 31 @ 1,2,12"])
def test_an_answer_that_does_not_fit_the_position_is_refused_in_both_languages(answer):
    position = Position(parse_table(TABLE), "chain")
    said_in_both(lambda: answers.check_answer(position, answers.read_answer(answer)))


@pytest.mark.parametrize("text", [7, "fold", "31 31", "0", "5 x1 x6 +1"])
def test_an_action_that_is_not_one_is_refused_in_both_languages(text):
    game = engine.start(load_deck(), 3, 1, {}, False)
    said_in_both(lambda: game.parse_action(text))


@pytest.mark.parametrize("players", [1, 7])
def test_a_game_of_the_wrong_size_is_refused_in_both_languages(players):
    said_in_both(lambda: engine.start(load_deck(), players, 1, {}, False))


@pytest.mark.parametrize("keywords", [
    {}, {"deals": "all", "sample": 3}, {"deals": "some"}, {"deals": "all", "seed": 3},
    {"deals": "all", "variant": "triple"}, {"sample": 0, "seed": 1},
    {"deals": "all", "chunk_size": 0},
])
def test_a_bad_census_is_refused_in_both_languages(keywords):
    said_in_both(lambda: census.plan(load_deck(), **keywords))


@pytest.mark.parametrize("obj", [
    {"table": TABLE.split(), "target_position": 9},
    {"table": TABLE.split(), "variant": "triple"},
])
def test_a_bad_puzzle_question_is_refused_in_both_languages(obj):
    said_in_both(lambda: puzzles.TableQuestion.from_json(obj))


def test_a_table_too_large_for_the_memory_budget_is_refused_in_both_languages():
    """The three refusals of a table beyond the budget: counting it, listing its combinations,
    and a total the layered search did not settle (TooLarge)."""
    table = parse_table(TABLE)
    said_in_both(lambda: solve(table, max_states=100, fallback=False))
    fallback = solve(table, "chain", max_states=1, search_states=60)
    said_in_both(lambda: list_combinations(fallback))
    missing = next(r for r in fallback.by_card if r.min_cards is None)
    said_in_both(lambda: fallback.example_for(missing.card.total))


API_POSITIONS = [{"table": table} for table, _ in TABLES] + [
    {"table": TABLE, "variant": "triple"},
    {"table": 7},
    {"table": [35, 16]},
]


@pytest.mark.parametrize("position", API_POSITIONS, ids=json.dumps)
def test_the_page_refuses_a_bad_position_in_the_pages_language(client, position):
    said = {}
    for lang in ("en", "fr"):
        reply = client.post("/api/games/totaux/solve", json={"position": position, "lang": lang})
        assert reply.status_code == 400, reply.text
        said[lang] = reply.json()["error"]
        words_in(said[lang], lang, json.dumps(position))
    assert said["fr"] != said["en"]


@pytest.mark.parametrize("answer", [calc for calc, _ in CALCS[:12]] + [
    "4 x(6+2) -3 = 29", "5 x1 x6 +1 = 31 @ 1,2,12",
])
def test_the_page_refuses_a_bad_answer_in_the_pages_language(client, answer):
    position = {"table": TABLE.split(), "variant": "chain"}
    said = {}
    for lang in ("en", "fr"):
        reply = client.post("/api/games/totaux/check",
                            json={"position": position, "answer": answer, "lang": lang})
        assert reply.status_code == 400, reply.text
        said[lang] = reply.json()["error"]
        words_in(said[lang], lang, answer)
    assert said["fr"] != said["en"]
