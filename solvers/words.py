"""The words a person reads, in English and French.

Every text a person reads (a solution, a verdict and its reason, an event of a game, a view, a
ranking) is a template in a table of words per language, looked up by key and filled with
facts: engines and solvers return facts, and whoever shows them says them in the reader's
language (`--lang` or the locale on the command line, the page's language, `lang=` in the
library). A module that says things declares one `Table` with the same keys in both languages;
every table is registered here, so that the tests hold each language free of the other's
words and every template's fields equal in both.

French typography: a template is written with an ordinary space before `:` `;` `?` `!`, and
the French table turns it into the narrow no-break space (U+202F) French print uses; the facts
filled in (card notation such as `x?=7`) are left as they are."""
from __future__ import annotations

import os
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.errors import InputError

LANGS = ("en", "fr")
"""The languages every text exists in."""

DEFAULT = "en"

NARROW_SPACE = "\u202f"
"""The narrow no-break space of French typography (before : ; ? ! and between digit groups)."""

FRENCH_PUNCTUATION = ":;?!"

TABLES: list[Table] = []
"""Every table declared (Table registers itself), for the vocabulary tests."""


def read_lang(value: object) -> str:
    """A language code as a person or a request gives it (`fr`, `FR`, `fr-FR`, `fr_CA.UTF-8`):
    one of LANGS, or InputError, one line (words: said in the reader's language)."""
    text = value.strip().lower() if isinstance(value, str) else ""
    code = text.replace("_", "-").split("-")[0].split(".")[0]
    if code in LANGS and len(text) <= 32:
        return code
    shown = repr(value)[:40] if isinstance(value, str) else type(value).__name__
    raise InputError(WORDS.said("lang.choose", value=shown, choices=", ".join(LANGS)))


def locale_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language of the user's locale (LC_ALL, LC_MESSAGES, LANG, as gettext reads them): fr
    for a French locale, else English."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            code = value.lower().replace("_", "-").split("-")[0].split(".")[0]
            return code if code in LANGS else DEFAULT
    return DEFAULT


def french(text: str) -> str:
    """French spacing: the space before `:` `;` `?` `!` becomes a narrow no-break space."""
    for mark in FRENCH_PUNCTUATION:
        text = text.replace(f" {mark}", f"{NARROW_SPACE}{mark}")
    return text


def fields_of(template: str) -> frozenset[str]:
    """The names a template fills in (`{seat}`, `{cards}`)."""
    return frozenset(name.split(".")[0].split("[")[0]
                     for _, name, _, _ in string.Formatter().parse(template) if name)


@dataclass(frozen=True)
class Words:
    """One language's words of one table: `say(key, **facts)` fills the key's template."""

    lang: str
    templates: Mapping[str, str]

    def __call__(self, key: str, /, **facts: Any) -> str:
        return self.templates[key].format(**facts)

    def count(self, n: int, key: str, **facts: Any) -> str:
        """A count with its noun: the template `<key>.one` for one (in French for 0 and 1, as
        French writes `0 carte`), `<key>.many` otherwise, given the number as `n` (grouped by
        threes as the language writes it)."""
        one = n in (0, 1) if self.lang == "fr" else n == 1
        return self(f"{key}.{'one' if one else 'many'}", n=self.number(n), **facts)

    def number(self, n: int) -> str:
        """A whole number with its digits grouped by threes: `198,516`, `198 516`."""
        grouped = f"{n:,}"
        return grouped.replace(",", NARROW_SPACE) if self.lang == "fr" else grouped

    def items(self, items: Iterable[str]) -> str:
        """Parts of a line separated by semicolons: `a; b`, `a ; b` (French spacing)."""
        return self("_sep").join(items)

    def join(self, items: Iterable[str]) -> str:
        """A list in running text: `a, b and c`, `a, b et c`."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])}{self('_and')}{items[-1]}"


COMMON = {
    "en": {"_and": " and ", "_sep": "; "},
    "fr": {"_and": " et ", "_sep": " ; "},
}
"""What every table has: the words Words itself uses."""


@dataclass(eq=False)
class Table:
    """A module's words in every language, the same keys in each, each template's fields the
    same in each (checked when declared, so a missing translation fails at import)."""

    name: str
    en: Mapping[str, str]
    fr: Mapping[str, str]
    _words: dict[str, Words] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if set(self.en) != set(self.fr):
            missing = sorted(set(self.en) ^ set(self.fr))
            raise ValueError(f"words {self.name}: keys not in both languages: {missing[:5]}")
        for key, template in self.en.items():
            if fields_of(template) != fields_of(self.fr[key]):
                raise ValueError(f"words {self.name}: {key!r} fills other fields in French")
        for lang, templates in (("en", self.en), ("fr", self.fr)):
            table = {**COMMON[lang], **templates}
            if lang == "fr":
                table = {key: french(text) for key, text in table.items()}
            self._words[lang] = Words(lang, table)
        TABLES.append(self)

    def __call__(self, lang: str | None = None) -> Words:
        """The words of a language (checked: InputError for one deckmath does not speak)."""
        if lang is None:
            return self._words[DEFAULT]
        return self._words.get(lang) or self._words[read_lang(lang)]

    def templates(self, lang: str) -> Mapping[str, str]:
        return self.en if lang == "en" else self.fr

    def said(self, key: str, /, **facts: Any) -> Said:
        """A text to say later, in whichever language the reader has (Said)."""
        if key not in self.en:
            raise KeyError(f"words {self.name}: no {key!r}")
        return Said(self, key, facts)


@dataclass(frozen=True)
class Said:
    """A text decided where the facts are (an engine refusing a move, a checker's reason) and
    said where the reader is: `text(lang)` fills the table's template in that language; a fact
    that is itself a Said is said in the same language. `str()` is the English text."""

    table: Table
    key: str
    facts: Mapping[str, Any]

    def text(self, lang: str | None = None) -> str:
        facts = {name: value.text(lang) if isinstance(value, (Said, Spoken)) else value
                 for name, value in self.facts.items()}
        return self.table(lang)(self.key, **facts)

    def __str__(self) -> str:
        return self.text()


class Spoken(str):
    """Text a helper returns as a plain str (notation.show, notation.describe) that has words
    in it: it is the English text wherever it is used as a str, and a Said filled with it as a
    fact says it in the Said's language (`a 25-digit number`, `un nombre de 25 chiffres`)."""

    said: Said

    def __new__(cls, said: Said) -> Spoken:
        made = super().__new__(cls, said.text())
        made.said = said
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return Spoken, (self.said,)

    def text(self, lang: str | None = None) -> str:
        """The text in `lang`."""
        return self.said.text(lang)


WORDS = Table("languages", en={
    "lang.choose": "language {value}: choose one of {choices}",
}, fr={
    "lang.choose": "langue {value} : choisissez parmi {choices}",
})
"""This module's own words: a language deckmath does not speak (read_lang, the rules)."""


@dataclass(frozen=True)
class Grouped(Said):
    """A whole number as a fact of words said later, its digits grouped as the reader's
    language writes them (`100,000,000`, `100 000 000`)."""

    def text(self, lang: str | None = None) -> str:
        return self.table(lang).number(self.facts["n"])


def grouped(n: int) -> Grouped:
    """`n` as a fact that groups its digits in the language it is said in (Grouped)."""
    return Grouped(NUMBERS, "n", {"n": n})


def read_word(table: Table, typed: str, words: Iterable[str]) -> str:
    """The notation's word (`pass`) a person typed in any language (`passe`), by the table's
    `word.<word>` keys, case blind; what was typed, lowered, when it is none of them."""
    plain = typed.strip().lower()
    for word in words:
        if any(table(lang).templates.get(f"word.{word}", word).lower() == plain
               for lang in LANGS):
            return word
    return plain


class Explained:
    """A verdict whose `said` field tells why it fails: `detail_text(lang)` says it in the
    reader's language, `detail` in English (the verdicts of every game share this)."""

    said: Said | None

    @property
    def detail(self) -> str | None:
        """Why it fails, in English."""
        return self.detail_text()

    def detail_text(self, lang: str | None = None) -> str | None:
        return say(self.said, lang)


def json_in(result: Any, lang: str | None) -> dict:
    """A result's JSON object with its sentences (a verdict's `detail` and `trace`) in `lang`,
    where its to_json takes a language, else its one object: keys, reason codes, rule numbers
    and card notation are the same in every language (docs/schemas.md)."""
    import inspect

    if "lang" in inspect.signature(result.to_json).parameters:
        return result.to_json(lang)
    return result.to_json()


def say(text: str | Said | None, lang: str | None = None) -> str | None:
    """A text that may be a Said (or Spoken), in `lang`; plain text and None as they are."""
    return text.text(lang) if isinstance(text, (Said, Spoken)) else text


NUMBERS = Table("numbers", en={"n": "{n}"}, fr={"n": "{n}"})
"""The table a grouped number is said with (Words.number)."""
