"""Celsius's refusals of what a person typed are said in the language asked: every parser of
the game (cold card, hot cards, hand, play, named hot card, claims of a round, answers, decks,
a game's players, census keywords) over a corpus of malformed, out-of-range and hostile inputs,
through the command line (one line on stderr, exit 2) in French and in English, and through the
page's API (a 400 in the request's language). English stays what it was (the English corpus
keeps its fragments); the French line holds no English word (tests/vocabulary.py)."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.celsius import census, engine
from deckmath.solvers.celsius import answers as celsius_answers
from deckmath.solvers.celsius.deck import load_deck
from deckmath.solvers.errors import InputError
from vocabulary import assert_in_language

COLD, HOT, HAND = "10", "22,40", "+1 x2 x? -3 /2 +5 x4"

POSITIONS = [
    # (cold, hot, hand, the English fragment the refusal keeps)
    ("13", HOT, HAND, "cold value 13 is outside 0..12 (C1.1)"),
    ("-1", HOT, HAND, "cold value -1 is outside 0..12"),
    (COLD, "22,22", HAND, "hot value 22 is given twice"),
    (COLD, "22,100001", HAND, "hot value 100001 is outside 0..100000"),
    (COLD, ",".join(map(str, range(30, 60))), HAND, "30 hot values: a table holds at most 24"),
    (COLD, HOT, "+1 %2", "unknown card '%2': '%' is not one of + - x /"),
    (COLD, HOT, "+1 x11", "unknown card 'x11': operand 11 is outside 1..10"),
    (COLD, HOT, "+1 xz", "unknown card 'xz': operand must be a whole number 1..10 or ?"),
    (COLD, HOT, "+1 \u04452", "U+0445 CYRILLIC SMALL LETTER HA"),
    (COLD, HOT, "+1 x\u0663", "is not a digit"),
    (COLD, HOT, " ".join(["+1"] * 21), "hand of 21 cards: a hand holds at most 20 (C4.1)"),
]

PLAYS = [
    # (play, target or None, fragment)
    ("x?", None, "played wildcard 'x?' needs its value, e.g. x?=7"),
    ("+1 %2", None, "unknown played card '%2'"),
    ("+1 x?=11", None, "unknown played card 'x?=11': operand 11 is outside 1..10"),
    (" ".join(["+1"] * 21), None, "play of 21 cards: a hand holds at most 20 (C4.1)"),
    ("+1 x2 = 22", "40", "the play names 22 but the target given is 40"),
    ("+1 x2", "100001", "target 100001 is outside 0..100000"),
]

ROUNDS = [
    # (claims, hands, fragment)
    (["ana +1 x2"], [], "claim 'ana +1 x2' must read 'player: cards' or 'player: pass'"),
    (["ana: pass", "ana: x4"], [], "player 'ana' has a second claim but passed"),
    (["ana: x4", "ana: +1 x2"], [], "player 'ana' has a second claim but made a valid claim"),
    (["ana: -3 /2", "ana: x4"], [], "made a claim that is invalid (illegal-step)"),
    (["ana: x4", "bo: x4", "bo: x4 +1", "bo: +1"], [], "player 'bo' has more than two claims"),
    (["ana: x4"], ["bo: +1 x2"], "hand given for 'bo', who has no claim"),
    (["ana: x4"], ["ana +1 x2"], "hand 'ana +1 x2' must read 'player: cards'"),
]

DECKS = [
    # (deck file, fragment)
    ('cold = [5]\nhot = [20, 30]\n', "has no 'operators' entry"),
    ('cold = [5]\nhot = [20, 30]\noperators = 3\n', "'operators' must be a table"),
    ('cold = [13]\nhot = [20, 30]\n[operators]\n"+1" = 20\n', "cold value 13 is outside 0..12"),
    ('cold = [5]\nhot = [20, 20]\n[operators]\n"+1" = 20\n', "hot values must be distinct"),
    ('cold = [5]\nhot = [20, 100001]\n[operators]\n"+1" = 20\n', "hot value 100001 is outside"),
    ('cold = []\nhot = [20, 30]\n[operators]\n"+1" = 20\n',
     "'cold' must be a non-empty list of whole numbers"),
    ('cold = [5]\nhot = [20, 30]\n[operators]\n"+1" = 0\n', "must be a whole number >= 1"),
    ('cold = [5]\nhot = [20, 30]\n[operators]\n"%1" = 20\n', "unknown card '%1'"),
    ('cold = [5]\nhot = [20, 30]\n[operators]\n"+1" = 1000000000\n', "more than 10000"),
    ('cold = [5]\nhot = [20, 30]\n[operators]\n"+1" = 3\n', "too few operator cards"),
    ('cold = [5]\nhot = [20]\n[operators]\n"+1" = 30\n', "a game of 2 needs 2 (C4.1)"),
]

FRENCH_EXTRA = [
    # Spot checks of the French a teacher reads.
    (["solve", "--cold", "13", "--hot", HOT, "--hand", HAND], "la carte froide 13"),
    (["check", "--cold", COLD, "--hot", HOT, "--hand", HAND, "--play", "x?"], "joker"),
    (["round", "--cold", COLD, "--hot", HOT, "--claim", "ana: x4", "--claim", "ana: +1 x2"],
     "sa première était valable"),
]

_CODE = re.compile(r"""["'][a-z_]+["']|\b[a-z]+_[a-z_]+\b|\b[a-z_]+=\S*""")
"""What a person types as code, not as words: keys ("cold", 'cold'), keywords (hand_size=0)."""


def words_in(text: str, lang: str, where: str) -> None:
    """The vocabulary check of a message, the code it quotes left out."""
    assert_in_language(_CODE.sub(" ", text), lang, where)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli.main, ["celsius", *args], input=input)


def refused(result, lang: str, where: str) -> str:
    """The one line of a refusal (exit 2), checked to be in `lang`."""
    assert result.exit_code == 2, (where, result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    words_in(lines[0], lang, where)
    return lines[0]


def position_args(cold: str, hot: str, hand: str) -> list[str]:
    return ["--cold", cold, "--hot", hot, "--hand", hand]


@pytest.mark.parametrize("cold, hot, hand, fragment", POSITIONS)
@pytest.mark.parametrize("command", ["solve", "check"])
def test_a_bad_position_is_refused_in_the_language_asked(command, cold, hot, hand, fragment):
    args = [command, *position_args(cold, hot, hand)] + (["--play", "+1"] if command == "check"
                                                        else [])
    english = refused(run(*args, "--lang", "en"), "en", f"{command} {hand}")
    assert fragment in english
    french = refused(run(*args, "--lang", "fr"), "fr", f"{command} {hand}")
    assert french != english


@pytest.mark.parametrize("play, target, fragment", PLAYS)
def test_a_bad_play_is_refused_in_the_language_asked(play, target, fragment):
    args = ["check", *position_args(COLD, HOT, HAND), "--play", play]
    args += [] if target is None else ["--target", target]
    english = refused(run(*args, "--lang", "en"), "en", play)
    assert fragment in english
    assert refused(run(*args, "--lang", "fr"), "fr", play) != english


@pytest.mark.parametrize("claims, hands, fragment", ROUNDS)
def test_a_bad_round_is_refused_in_the_language_asked(claims, hands, fragment):
    args = ["round", "--cold", COLD, "--hot", HOT]
    args += [a for claim in claims for a in ("--claim", claim)]
    args += [a for hand in hands for a in ("--hand", hand)]
    english = refused(run(*args, "--lang", "en"), "en", str(claims))
    assert fragment in english
    assert refused(run(*args, "--lang", "fr"), "fr", str(claims)) != english


@pytest.mark.parametrize("text, fragment", DECKS)
def test_a_bad_deck_is_refused_in_the_language_asked(tmp_path, text, fragment):
    path = tmp_path / "deck.toml"
    path.write_text(text)
    args = ["deal", "--deck", str(path), "--players", "2"]
    english = run(*args, "--lang", "en")
    french = run(*args, "--lang", "fr")
    for result in (english, french):  # the file's name is the user's, not words
        result.stderr_bytes = result.stderr_bytes.replace(str(path).encode(), b"FILE")
    assert fragment in refused(english, "en", text)
    assert refused(french, "fr", text) != refused(english, "en", text)


@pytest.mark.parametrize("args, fragment", FRENCH_EXTRA)
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
    7, None, {"plai": "+1"}, {"play": "+1", "cible": 3}, "+1 %1", "x?",
])
def test_an_answer_that_is_not_a_play_is_refused_in_both_languages(value):
    said_in_both(lambda: celsius_answers.read_answer(value))


@pytest.mark.parametrize("players", [1, 5])
def test_a_game_of_the_wrong_size_is_refused_in_both_languages(players):
    said_in_both(lambda: engine.check_deck(load_deck(), players))


@pytest.mark.parametrize("keywords", [
    {}, {"sample": 10, "all_hands": True}, {"sample": 0}, {"sample": 10, "hand_size": 0},
    {"sample": 10, "chunk_size": 0},
    {"all_hands": True, "hand_size": 12},
])
def test_a_bad_census_is_refused_in_both_languages(keywords):
    said_in_both(lambda: census.plan(load_deck(), **keywords))


API_POSITIONS = [
    {"cold": cold, "hot": hot.split(","), "hand": hand} for cold, hot, hand, _ in POSITIONS
] + [
    {"cold": 10, "hot": [22, 40], "hand": 7},
    {"cold": 10, "hot": [22, 40], "hand": [7]},
    {"cold": 10, "hot": [], "hand": ["+1"]},
    {"cold": 10, "hot": [22], "hand": []},
    {"cold": 10, "hot": [22], "hand": [""]},
]


@pytest.mark.parametrize("position", API_POSITIONS, ids=json.dumps)
def test_the_page_refuses_a_bad_position_in_the_pages_language(client, position):
    answers = {}
    for lang in ("en", "fr"):
        reply = client.post("/api/games/celsius/solve", json={"position": position, "lang": lang})
        assert reply.status_code == 400, reply.text
        answers[lang] = reply.json()["error"]
        words_in(answers[lang], lang, json.dumps(position))
    assert answers["fr"] != answers["en"]


@pytest.mark.parametrize("answer", ["x?", "+1 x?=11", "+1 x2 = 100001", "x4 %2"])
def test_the_page_refuses_a_bad_answer_in_the_pages_language(client, answer):
    position = {"cold": 10, "hot": [22, 40], "hand": HAND.split()}
    answers = {}
    for lang in ("en", "fr"):
        reply = client.post("/api/games/celsius/check",
                            json={"position": position, "answer": answer, "lang": lang})
        assert reply.status_code == 400, reply.text
        answers[lang] = reply.json()["error"]
        words_in(answers[lang], lang, json.dumps(answer))
    assert answers["fr"] != answers["en"]
