"""Every game's sheets speak one language each, with that language's typography, say what their
notation means, and do not rest on colour alone; held over the registry, every kind, both
languages (the PDF read back with pypdf)."""
from __future__ import annotations

import io
import re
from functools import cache

import pytest
from pypdf import PdfReader

from deckmath.generators.labels import LABELS, NARROW_SPACE, grouped, labels
from deckmath.solvers import registry
from deckmath.solvers.library import GameLibrary

LANGS = tuple(LABELS)
KINDS = [(game, kind) for game in registry.names() for kind in registry.game(game).puzzle_kinds]
WORD = re.compile(r"[^\W\d_]{3,}")


def _other(lang: str) -> str:
    return next(other for other in LANGS if other != lang)


def vocabulary(lang: str, game: str) -> set[str]:
    """The words (three letters or more, lower case) a game's sheets use in a language."""
    return {w.lower() for text in labels(lang, game).values() for w in WORD.findall(text)}


@cache
def sheet(game: str, kind: str, lang: str):
    return GameLibrary(game).generate(kind=kind, count=3, grade=2, seed=4, lang=lang)


@cache
def sheet_text(game: str, kind: str, lang: str) -> str:
    """The text of a whole sheet, puzzles and answer key, as pypdf reads it."""
    out = io.BytesIO()
    sheet(game, kind, lang).to_pdf(out, header=True)
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind", KINDS)
def test_the_pdf_prints_each_question_and_answer_as_their_text_says(game, kind, lang):
    """Character for character, no-break spaces included (a line may break at a space)."""
    printed = sheet_text(game, kind, lang).replace("\n", " ")
    made = sheet(game, kind, lang)
    for puzzle in made.puzzles.puzzles:
        assert puzzle.question.text(made.words) in printed
        assert puzzle.answer.text(made.words) in printed


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind", KINDS)
def test_a_sheet_has_no_word_of_the_other_language(game, kind, lang):
    foreign = vocabulary(_other(lang), game) - vocabulary(lang, game)
    found = {w.lower() for w in WORD.findall(sheet_text(game, kind, lang))} & foreign
    assert not found, f"{game} {kind} in {lang} prints {sorted(found)}"


@pytest.mark.parametrize("game,kind", KINDS)
def test_french_spacing_before_double_marks(game, kind):
    """French puts a narrow no-break space before : ; ? ! (a word glued to one is wrong; the
    notation's own marks, `x?`, `35:24`, are not punctuation)."""
    text = sheet_text(game, kind, "fr")
    glued = [t for t in text.split() if len(t) > 1 and t[-1] in ":;!"]
    glued += [t for t in text.split() if re.fullmatch(r".*[^\W\d_]{2,}\?", t)]
    assert not glued, f"{game} {kind}: {glued[:5]}"
    assert f"{NARROW_SPACE}:" in text
    assert " :" not in text and " ;" not in text and " ?" not in text


@pytest.mark.parametrize("game,kind", KINDS)
def test_english_spacing(game, kind):
    text = sheet_text(game, kind, "en")
    assert NARROW_SPACE not in text
    assert not [t for t in text.split() if t in (":", ";", "?", "!")]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind", KINDS)
def test_quantities_have_their_digits_grouped(game, kind, lang):
    """No run of five digits or more (the seed, an identifier, is 4 here); Totaux counts its
    combinations in the hundreds of thousands."""
    assert not re.findall(r"\d{5,}", sheet_text(game, kind, lang))


def test_grouping_in_each_language():
    assert grouped(1234567, labels("en")) == "1,234,567"
    assert grouped(1234567, labels("fr")) == f"1{NARROW_SPACE}234{NARROW_SPACE}567"
    assert grouped(999, labels("fr")) == "999"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind", KINDS)
def test_the_sheet_starts_with_its_legend(game, kind, lang):
    """Both legend lines, in the sheet's words, on the first page and above the answer key."""
    words = labels(lang, game)
    legend = (words[f"{kind}.legend.question"], words[f"{kind}.legend.answer"])
    squashed = "".join(sheet_text(game, kind, lang).split())
    for line in legend:
        assert squashed.count("".join(line.split())) >= 2
    first_page = squashed.split("".join(words["puzzle"].split()) + "1", 1)[0]
    assert all("".join(line.split()) in first_page for line in legend)


@pytest.mark.parametrize("game", registry.names())
def test_every_kind_has_a_legend_in_every_language(game):
    for lang in LANGS:
        words = registry.game(game).words[lang]
        for kind in registry.game(game).puzzle_kinds:
            for part in ("question", "answer"):
                assert words.get(f"{kind}.legend.{part}", "").strip(), (game, kind, lang, part)
