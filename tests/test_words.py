"""The tables of words (solvers/words.py): every table has both languages, each free of the
other's words, and the texts a game says are said in the reader's language."""
from __future__ import annotations

import importlib
import pkgutil

import pytest

import deckmath
from deckmath.solvers import words
from deckmath.solvers.errors import InputError
from vocabulary import assert_in_language


def _load_every_module() -> None:
    """Import every deckmath module that declares words (`words`, `<area>_words`), so that
    TABLES holds them all."""
    for info in pkgutil.walk_packages(deckmath.__path__, "deckmath."):
        if info.name.endswith("words") or info.name == "deckmath.generators.labels":
            importlib.import_module(info.name)


_load_every_module()
TABLES = list(words.TABLES)


def test_every_game_says_its_things_in_a_table():
    assert {"celsius", "tempus"} <= {table.name for table in TABLES}


@pytest.mark.parametrize("table", TABLES, ids=[t.name for t in TABLES])
@pytest.mark.parametrize("lang", words.LANGS)
def test_each_language_is_free_of_the_others_words(table, lang):
    for key, template in table.templates(lang).items():
        assert_in_language(template, lang, f"{table.name}[{key}]")


@pytest.mark.parametrize("table", TABLES, ids=[t.name for t in TABLES])
def test_french_typography_narrow_space_before_double_punctuation(table):
    for key, text in table("fr").templates.items():
        for mark in words.FRENCH_PUNCTUATION:
            assert f" {mark}" not in text, (table.name, key)


def test_a_table_missing_a_translation_or_a_field_is_refused_when_declared():
    with pytest.raises(ValueError, match="not in both"):
        words.Table("broken", en={"a": "x"}, fr={})
    with pytest.raises(ValueError, match="other fields"):
        words.Table("broken", en={"a": "{n} card"}, fr={"a": "carte"})


@pytest.mark.parametrize("given, code", [("fr", "fr"), ("FR", "fr"), ("fr-FR", "fr"),
                                         ("fr_CA.UTF-8", "fr"), (" en ", "en")])
def test_languages_are_read_as_people_write_them(given, code):
    assert words.read_lang(given) == code


@pytest.mark.parametrize("given", ["", "de", "english", "f" * 100, None, 3, "ｆｒ\x00", "fr\u202e"])
def test_any_other_language_is_bad_input_in_one_line(given):
    with pytest.raises(InputError) as refused:
        words.read_lang(given)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 120


@pytest.mark.parametrize("env, code", [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "C"}, "en"),
                                       ({"LC_ALL": "en_US", "LANG": "fr_FR"}, "en"), ({}, "en")])
def test_the_locale_chooses_the_language(env, code):
    assert words.locale_lang(env) == code


def test_numbers_and_counts_are_written_as_each_language_writes_them():
    table = words.Table("test-counts", en={"cards.one": "{n} card", "cards.many": "{n} cards"},
                        fr={"cards.one": "{n} carte", "cards.many": "{n} cartes"})
    words.TABLES.remove(table)
    assert table("en").count(198516, "cards") == "198,516 cards"
    assert table("fr").count(198516, "cards") == "198\u202f516 cartes"
    assert table("fr").count(1, "cards") == "1 carte"
    assert table("fr").count(0, "cards") == "0 carte"
    assert table("en").count(0, "cards") == "0 cards"
