"""The puzzle sheets' refusals in the language asked, over the registry: a bad `--grades` on the
command line (one line on stderr, exit 2, French with `--lang fr`, English with `--lang en`),
and the library's refusals of a page size, a paper, an answer key and a language, said in
French free of English words and in English free of French ones."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.generators.labels import labels
from deckmath.generators.ladder import parse_grades
from deckmath.generators.render_pdf import check_per_page, per_page_max, write_pdf
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from vocabulary import assert_in_language

LANGS = ("en", "fr")
GAMES = registry.names()
TITLES = [registry.game(name).title for name in GAMES]
BAD_GRADES = ["9-1", "7", "0", "x", "1-", "1 - 2 - 3", "", "١", "1234", "5-2"]


def said(err: InputError, lang: str) -> str:
    """The refusal in `lang`, the games' titles (Totaux is a name) left out."""
    text = err.text(lang)
    for title in TITLES:
        text = text.replace(title, " ")
    return text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("grades", BAD_GRADES)
@pytest.mark.parametrize("name", GAMES)
def test_a_bad_grades_is_one_line_in_the_language_asked(name, grades, lang):
    done = CliRunner().invoke(cli.main, [name, "generate", "--grades", grades, "--lang", lang])
    assert done.exit_code == 2, done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert_in_language(lines[0].replace(registry.game(name).title, " "), lang,
                       f"{name} --grades {grades!r}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("value", [True, (1, 2, 3), (5, 1), 3.5, "9-1", (0, 2)])
def test_the_librarys_grades_are_refused_in_the_language_asked(value, lang):
    with pytest.raises(InputError) as caught:
        parse_grades(value, 4)
    assert_in_language(said(caught.value, lang), lang, f"grades {value!r}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_a_page_too_full_is_refused_in_the_language_asked(name, lang):
    with pytest.raises(InputError) as caught:
        check_per_page(name, per_page_max(name) + 1)
    assert_in_language(said(caught.value, lang), lang, f"{name} per page")


REFUSED = {"paper": {"paper": "a3"}, "key": {"key": "elsewhere"},
           "separate key": {"key": "separate"}}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("what", REFUSED)
def test_a_paper_or_key_is_refused_in_the_language_asked(what, lang, tmp_path):
    with pytest.raises(InputError) as caught:
        write_pdf(SimpleNamespace(game="celsius"), str(tmp_path / "x.pdf"), {}, **REFUSED[what])
    assert_in_language(said(caught.value, lang), lang, what)


@pytest.mark.parametrize("lang", LANGS)
def test_a_language_the_sheets_do_not_speak_is_refused_in_the_language_asked(lang):
    with pytest.raises(InputError) as caught:
        labels("de")
    assert_in_language(said(caught.value, lang), lang, "language")
