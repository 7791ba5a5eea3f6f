"""Printed words in English and French (`--lang en|fr`): the words every puzzle sheet uses, and
each game's own words (its kinds' titles and tasks, the words of its questions, the legend of
its notation), looked up in the registry.

French typography: words are written with an ordinary space before `:` `;` `?` `!` and
`labels` makes it the narrow no-break space (U+202F) French print uses; text built from words
takes its colon from `words["colon"]` and its numbers from `grouped` (digit groups: `198,516`,
`198 516` with U+202F)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from deckmath.generators.input_words import WORDS
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

NARROW_SPACE = "\u202f"
"""The narrow no-break space of French typography (before : ; ? ! and between digit groups)."""

FRENCH_PUNCTUATION = ":;?!"

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "grade": "Grade",
        "grades": "Grades",
        "grade.lower": "grade",
        "levels": "grades",
        "grading.help": "Grades, by the effort a person takes to find the answer in a model of a "
                        "person solving (docs/grades/), for each kind:",
        "grading.key": "What the grades mean",
        "seed": "seed",
        "puzzle": "Puzzle",
        "answers": "Answers",
        "cards": "cards",
        "card": "card",
        "why": "measures",
        "page": "page",
        "yes": "yes",
        "no": "no",
        "number": "number",
        "question": "question",
        "answer": "answer",
        "name": "Name",
        "class": "Class",
        "date": "Date",
        "colon": ":",
        "semicolon": ";",
        "thousands": ",",
        "decimal": ".",
        "legend": "Notation",
    },
    "fr": {
        "grade": "Niveau",
        "grades": "Niveaux",
        "grade.lower": "niveau",
        "levels": "niveaux",
        "grading.help": "Niveaux (sur la feuille avec --lang fr), selon l'effort qu'il faut pour "
                        "trouver la réponse dans un modèle de joueur qui cherche (docs/grades/) :",
        "grading.key": "Ce que veulent dire les niveaux",
        "seed": "graine",
        "puzzle": "Défi",
        "answers": "Solutions",
        "cards": "cartes",
        "card": "carte",
        "why": "mesures",
        "page": "page",
        "yes": "oui",
        "no": "non",
        "number": "numéro",
        "question": "question",
        "answer": "réponse",
        "name": "Nom",
        "class": "Classe",
        "date": "Date",
        "colon": " :",
        "semicolon": " ;",
        "thousands": NARROW_SPACE,
        "decimal": ",",
        "legend": "Notation",
    },
}
"""Words shared by every game's sheets."""


def labels(lang: str, game: str | None = None) -> dict[str, str]:
    """The words of a language: the shared ones and, given a game, that game's own."""
    if lang not in LABELS:
        raise InputError(WORDS.said("language", lang=repr(lang), langs=", ".join(LABELS)))
    words = dict(LABELS[lang])
    if game is not None:
        words.update(registry.game(game).words[lang])
    if lang == "fr":
        words = {key: french(text) for key, text in words.items()}
    return words


def french(text: str) -> str:
    """French spacing: the space before `:` `;` `?` `!` becomes a narrow no-break space."""
    for mark in FRENCH_PUNCTUATION:
        text = text.replace(f" {mark}", f"{NARROW_SPACE}{mark}")
    return text


def grouped(n: int, words: Mapping[str, str]) -> str:
    """A whole number with its digits grouped by threes, as the language prints them."""
    return f"{n:,}".replace(",", words["thousands"])


def decimal(x: float, words: Mapping[str, str]) -> str:
    """A measure with a fractional part as the language writes it, digits grouped, at most
    two decimals, no trailing zeros: `1,476.1`, `0.33`, `1`; French `1 476,1`, `0,33`."""
    whole = round(x, 2)
    text = f"{whole:,.2f}".rstrip("0").rstrip(".")
    return text.replace(",", "\0").replace(".", words["decimal"]).replace("\0", words["thousands"])


def count_phrase(n: int, one: str, many: str, words: Mapping[str, str]) -> str:
    """`1 card` / `3 cards` / `198,516 combinations` in the chosen language."""
    return f"{grouped(n, words)} {words[one] if n == 1 else words[many]}"


def grade_meanings(words: Mapping[str, str], kind: str,
                   grades: tuple[int, int] | None = None) -> list[str]:
    """`Grade 1: ...` for each grade of a kind (its words `<kind>.grade.N` say what the grade
    means for a person), or for the grades from the first to the last of `grades`."""
    count = levels_in(words, kind)
    first, last = grades or (1, count)
    return [f"{words['grade']} {g}{words['colon']} {words[f'{kind}.grade.{g}']}"
            for g in range(first, last + 1)]


def levels_in(words: Mapping[str, str], kind: str) -> int:
    """How many grades a kind's words describe: its grades (tests hold them to its bands)."""
    count = 0
    while f"{kind}.grade.{count + 1}" in words:
        count += 1
    return count


def grading_help(game: str, langs: Iterable[str] = ("en", "fr")) -> str:
    """What `deckmath GAME generate --help` says of the grades: for each puzzle kind, how many
    grades it has and what each means for a person, in English and in French (the English
    help shows both, for a teacher printing French sheets; the French help, `langs` ("fr",),
    only the French)."""
    import textwrap

    lines = []
    for lang in langs:
        words = labels(lang, game)
        lines += textwrap.wrap(words["grading.help"], HELP_WIDTH, break_on_hyphens=False)
        for kind in registry.game(game).puzzle_kinds:
            lines.append(f"  {words[kind]} ({levels_in(words, kind)} {words['levels']})"
                         f"{words['colon']}")
            for line in grade_meanings(words, kind):
                lines += textwrap.wrap(line, HELP_WIDTH, initial_indent="    ",
                                       subsequent_indent="      ", break_on_hyphens=False)
    return "\b\n" + "\n".join(lines)


HELP_WIDTH = 88
"""Columns of the grading text in `generate --help` (click does not rewrap it)."""
