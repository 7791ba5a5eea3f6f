"""One language all the way down, over the registry: what the command line prints (deal, a game
at the prompt, solve and check through the library) and what the page's API answers (a solve's
text, a verdict, a table's view, events, action help and ranking) is in the language asked,
French free of English words and English free of French ones. Text a person types (the game's
notation, the parsers' refusals of it) is not checked here."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli, conventions
from deckmath.solvers import registry
from vocabulary import assert_in_language

PLAYED = [name for name in registry.names() if registry.game(name).play is not None]
LANGS = ("en", "fr")


def run(*args: str, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input, env=env)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_deal_speaks_the_language_asked(name, lang):
    """`deal --lang`: the header, each seat's view and the dealt positions' solutions."""
    result = run(name, "deal", "--seed", "3", "--lang", lang)
    assert result.exit_code == 0, result.output
    assert_in_language(result.output, lang, f"{name} deal")


@pytest.mark.parametrize("name", PLAYED)
def test_the_locale_chooses_the_language_when_lang_is_not_given(name):
    """LANG=fr_FR.UTF-8 prints as --lang fr does; an English or unknown locale as English."""
    french = run(name, "deal", "--seed", "3", "--lang", "fr").output
    assert run(name, "deal", "--seed", "3", env={"LC_ALL": "", "LC_MESSAGES": "",
                                                "LANG": "fr_FR.UTF-8"}).output == french
    english = run(name, "deal", "--seed", "3", "--lang", "en").output
    assert english != french
    assert run(name, "deal", "--seed", "3", env={"LC_ALL": "", "LC_MESSAGES": "",
                                                "LANG": "C.UTF-8"}).output == english


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_a_game_at_the_prompt_speaks_the_language_asked(name, lang):
    """`play --lang`: the greeting, the players, the view and events, `help`, a refusal to
    read what was typed (its prefix, the game's reason and its invitation), the game left
    early."""
    result = run(name, "play", "--seed", "7", "--lang", lang, input="help\n\nqq\nquit\n")
    assert result.exit_code == 0, result.output
    assert_in_language(result.output, lang, f"{name} play")
    left = result.output.strip().splitlines()[-1]
    assert left.startswith("partie quittée" if lang == "fr" else "game left early"), left


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", registry.names())
def test_a_solution_and_a_verdict_speak_the_language_asked(name, lang):
    """The library's solve and check of dealt positions, through the command line's emit:
    the best answer is valid, another deal's best answer is checked too (valid or not), and
    both are said in the language asked."""
    game = registry.game(name)
    deck = game.load_deck()
    positions = [game.random_position(deck, random.Random(seed)) for seed in range(1, 4)]
    solutions = [game.solve(p) for p in positions]
    for i, (position, solution) in enumerate(zip(positions, solutions)):
        assert_in_language(conventions.text_in(solution, lang), lang, f"{name} solution")
        for other in (solution, solutions[(i + 1) % len(solutions)]):
            best = game.best_answer(other)
            if best is None:
                continue
            try:
                verdict = game.check(position, best)
            except Exception:  # another deal's answer may not even fit this position
                continue
            assert_in_language(conventions.text_in(verdict, lang), lang, f"{name} verdict")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", registry.names())
def test_a_verdicts_json_says_its_sentences_in_the_output_language(name, lang, monkeypatch):
    """`check --json` writes a verdict's sentences (its detail) in the output's language, as
    docs/schemas.md says; keys and codes stay the same: what the command line's emit prints is
    the verdict's to_json in that language."""
    from deckmath.solvers.words import json_in

    game = registry.game(name)
    deck = game.load_deck()
    positions = [game.random_position(deck, random.Random(seed)) for seed in range(1, 9)]
    answers = [game.best_answer(game.solve(p)) for p in positions]
    checked = []
    for position in positions:
        for answer in answers:
            try:
                checked.append(game.check(position, answer))
            except Exception:  # another deal's answer may not even fit this position
                continue
    if "detail" not in json_in(checked[0], "en"):
        pytest.skip(f"{name}'s verdict JSON holds no sentence, only codes")
    verdicts = [v for v in checked if not v.valid and json_in(v, "en")["detail"]]
    assert len(verdicts) >= 10
    written: list[bytes] = []
    monkeypatch.setattr(conventions, "write_bytes", written.append)
    monkeypatch.setitem(conventions._ASKED, "lang", lang)
    for verdict in verdicts:
        conventions.emit(verdict, True)
        said = orjson.loads(written.pop())
        assert said == json_in(verdict, lang)
        assert said.keys() == json_in(verdict, "en").keys()
        assert_in_language(said["detail"], lang, f"{name} verdict's detail")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", registry.names())
def test_the_pages_solve_and_check_answer_in_the_pages_language(client, name, lang):
    """The page sends its language: the solve's text and the check's verdict come back in it;
    a wrong answer's verdict too."""
    deal = client.post(f"/api/games/{name}/deal", json={"seed": 2, "lang": lang}).json()
    solved = client.post(f"/api/games/{name}/solve",
                         json={"position": deal["position"], "lang": lang})
    assert solved.status_code == 200, solved.text
    assert_in_language(solved.json()["text"], lang, f"{name} solve")
    best = solved.json()["best"]
    if best is not None:
        checked = client.post(f"/api/games/{name}/check",
                              json={"position": deal["position"], "answer": best, "lang": lang})
        assert checked.status_code == 200, checked.text
        assert checked.json()["valid"]
        assert_in_language(checked.json()["text"], lang, f"{name} check")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PLAYED)
def test_a_table_of_the_page_speaks_the_pages_language(client, name, lang):
    """A table made in a language: its view, events and action help are in it, and so is the
    ranking once the bots have played a whole game among themselves around the person."""
    made = client.post(f"/api/games/{name}/tables",
                       json={"level": "easy", "seed": 5, "lang": lang, "wait": True})
    assert made.status_code == 200, made.text
    table = made.json()
    for part in ("view", "action_help"):
        assert_in_language(table[part], lang, f"{name} table {part}")
    assert_in_language("\n".join(table["events"]), lang, f"{name} table events")


def _read(state, text: str):
    """What the game's parser makes of `text`, or of `text 1` where the word takes a number
    (`trick 1`)."""
    from deckmath.solvers.errors import InputError

    try:
        return state.parse_action(text)
    except InputError:
        return state.parse_action(f"{text} 1")


@pytest.mark.parametrize("name", PLAYED)
def test_the_action_words_are_offered_and_read_in_each_language(client, name):
    """Each word a free-form action may be (`pass`, `give up`, `trick`) is offered to click in
    the page's language, and the game's parser reads it as the reader's language writes it
    (`passe`, `abandon`, `pli`) to the same action as the notation's word."""
    game = registry.game(name)
    face = game.play
    state = face.start(game.load_deck(), face.default_players, 3, {o.name: o.default
                                                                 for o in face.options}, False)
    offered = {entry["name"]: entry["play"] for entry in client.get("/api/games").json()["games"]
               if "play" in entry}[name]
    for word in face.action_words:
        assert offered["word_sayings"][word] == {lang: face.word_in(word, lang)
                                                 for lang in LANGS}
        for lang in LANGS:
            written = face.word_in(word, lang)
            assert_in_language(written, lang, f"{name} action word {word!r}")
            assert _read(state, written) == _read(state, word), (word, lang, written)
            assert _read(state, written.upper()) == _read(state, word), (word, lang, written)


def _text(node: ast.AST) -> bool:
    """A plain or formatted string, or a choice or sum of them."""
    if isinstance(node, ast.IfExp):
        return _text(node.body) or _text(node.orelse)
    if isinstance(node, ast.BinOp):
        return _text(node.left) or _text(node.right)
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                               and isinstance(node.value, str))


def test_no_refusal_anywhere_is_english_only():
    """Every InputError the package raises, and every usage line it fails with, is said from
    a table of words (so in the reader's language), never given an English string: read from
    the source of every module of the package."""
    root = Path(__file__).resolve().parent.parent
    english_only = []
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] in ("tests", "benchmarks", "build", "docs", ".venv"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                    node.func.id in ("fail", "InputError")) and node.args and _text(node.args[0]):
                english_only.append(f"{path.relative_to(root)}:{node.lineno}")
    assert not english_only, english_only
