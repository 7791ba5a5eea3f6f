"""The words a person reads of the players (play/words.py and each game's PlayFace.words): every
bot and level of every game has a name and a line in English and in French, each language free
of the other's words, French with its narrow spaces; the prompt and the page show names, never
the spec, which stays in logs, JSON and `--bots`."""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.generators.labels import NARROW_SPACE
from deckmath.play.levels import levels_of
from deckmath.play.seats import bot_kinds
from deckmath.play.words import LANGS, SHARED, level_lines, missing, player_line, player_name
from deckmath.play.words import words as words_of
from deckmath.solvers import registry

GAMES = [name for name in registry.names() if registry.game(name).play is not None]
WORD = re.compile(r"[^\W\d_]{3,}")


def _vocabulary(name: str, lang: str) -> set[str]:
    face = registry.game(name).play
    return {w.lower() for text in words_of(face, lang).values() for w in WORD.findall(text)}


@pytest.mark.parametrize("name", GAMES)
def test_every_bot_and_level_has_its_words_in_both_languages(name):
    face = registry.game(name).play
    assert missing(face) == []
    assert set(face.words["en"]) == set(face.words["fr"])
    for lang in LANGS:
        lines = level_lines(face, lang)
        assert list(lines) == ["easy", "medium", "hard"]
        assert all(line["name"] and line["about"] for line in lines.values())
        for kind in bot_kinds(face):
            assert words_of(face, lang)[f"bot.{kind}"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_each_language_is_free_of_the_other_ones_words(name, lang):
    other = next(x for x in LANGS if x != lang)
    foreign = _vocabulary(name, other) - _vocabulary(name, lang)
    face = registry.game(name).play
    said = " ".join([*(line["about"] for line in level_lines(face, lang).values()),
                     *(player_line(face, label, lang) for label in
                       [*levels_of(face).values(), "random", "ismcts:250"])])
    found = {w.lower() for w in WORD.findall(said)} & foreign
    assert not found, f"{name} in {lang} says {sorted(found)}"


@pytest.mark.parametrize("name", GAMES)
def test_french_puts_a_narrow_space_before_double_marks(name):
    face = registry.game(name).play
    for text in words_of(face, "fr").values():
        assert not re.search(r" [:;?!]", text), text
    assert player_line(face, levels_of(face)["hard"], "fr").startswith(f"Difficile{NARROW_SPACE}:")


@pytest.mark.parametrize("name", GAMES)
def test_seats_are_named_not_specified(name):
    face = registry.game(name).play
    levels = levels_of(face)
    for lang, names in (("en", ("Easy", "Medium", "Hard")), ("fr", ("Facile", "Moyen",
                                                                   "Difficile"))):
        assert [player_name(face, spec, lang) for spec in levels.values()] == list(names)
        assert player_name(face, "human", lang) == SHARED[lang]["you"]
    assert player_name(face, "ismcts:250", "en") == "Search 250"
    assert player_name(face, "ismcts:0.5s", "fr") == "Recherche 0,5 s"


@pytest.mark.parametrize("lang,level,shown", [("en", "Hard:", "Medium:"),
                                              ("fr", f"Difficile{NARROW_SPACE}:",
                                               f"Moyen{NARROW_SPACE}:")])
@pytest.mark.parametrize("name", GAMES)
def test_the_prompt_names_the_bots_in_the_persons_language(name, lang, level, shown):
    """`play --level hard --players 3 --lang ...`: every other seat named with its line, the
    spec (`pimc:1000`, `sampler:16`) nowhere; --bots with a level's bot shows its level."""
    face = registry.game(name).play
    players = max(3, face.players[0]) if face.players[1] >= 3 else 2
    runner = CliRunner()
    done = runner.invoke(cli.main, [name, "play", "--level", "hard", "--players", str(players),
                                    "--seed", "3", "--lang", lang], input="quit\n")
    assert done.exit_code == 0, done.output
    head = done.output.split("Type your action")[0]
    assert head.count(level) == players - 1
    assert levels_of(face)["hard"] not in head
    bots = ",".join([levels_of(face)["medium"]] * (players - 1))
    done = runner.invoke(cli.main, [name, "play", "--bots", bots, "--players", str(players),
                                    "--seed", "3", "--lang", lang], input="quit\n")
    assert done.exit_code == 0, done.output
    assert shown in done.output.split("Type your action")[0]


def test_a_language_deckmath_does_not_speak_is_refused_in_one_line():
    done = CliRunner().invoke(cli.main, ["tempus", "play", "--lang", "de"], input="quit\n")
    assert done.exit_code == 2 and "--lang" in done.output
