"""click's own usage messages (an unknown option or command, a missing argument, a value its
type refuses) in the reader's language.

click builds these lines in English from its gettext-wrapped templates (click/exceptions.py,
core.py, parser.py, types.py, as of click 8.1 to 8.5). Installing a gettext catalogue would
change the process's global `messages` domain for every library; instead, the line click made is
read back against the table's English templates (each `{field}` matches any text, the longest
template tried first) and said again from the French template with the same facts. A fact that
is itself a message of click (`{message}` of "Invalid value for ...") is read back the same way;
an option's name, the value typed and click's range notation (`1<=x<=500`) stay as they are. A
line no template matches is left as click made it: a newer click's new message stays English
rather than wrong.

A refusal of deckmath's own in a click parameter type (conventions.FiniteFloat) carries its
words (SaidBadParameter), so that it is said in the reader's language too."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import click

from deckmath.solvers.words import Table

WORDS = Table("click", en={
    "no_option": "No such option {name}.",
    "no_option.guess": "No such option {name}. Did you mean {guess}?",
    "no_option.guesses": "No such option {name}. (Did you mean one of: {guesses}?)",
    "no_command": "No such command {name}.",
    "no_command.guess": "No such command {name}. Did you mean {guess}?",
    "no_command.guesses": "No such command {name}. (Did you mean one of: {guesses}?)",
    "missing_argument": "Missing argument {hint}.",
    "missing_argument.choices": "Missing argument {hint}. Choose from: {choices}",
    "missing_option": "Missing option {hint}.",
    "missing_option.choices": "Missing option {hint}. Choose from: {choices}",
    "missing_parameter": "Missing parameter {hint}.",
    "missing_command": "Missing command.",
    "needs_argument": "Option {name} requires an argument.",
    "needs_arguments": "Option {name} requires {n} arguments.",
    "takes_no_value": "Option {name} does not take a value.",
    "argument_values": "Argument {name} takes {n} values.",
    "extra_argument": "Got unexpected extra argument ({args})",
    "extra_arguments": "Got unexpected extra arguments ({args})",
    "invalid_for": "Invalid value for {hint}: {message}",
    "invalid": "Invalid value: {message}",
    "not_choice": "{value} is not {choice}.",
    "not_choices": "{value} is not one of {choices}.",
    "not_number": "{value} is not a valid {kind}.",
    "not_boolean": "{value} is not a valid boolean. Recognized values: {states}",
    "not_in_range": "{value} is not in the range {range}.",
    "file_missing": "File {name} does not exist.",
    "folder_missing": "Directory {name} does not exist.",
    "path_missing": "Path {name} does not exist.",
    "file_is_folder": "File {name} is a directory.",
    "path_is_folder": "Path {name} is a directory.",
    "folder_is_file": "Directory {name} is a file.",
    "unreadable": "{kind} {name} is not readable.",
    "unwritable": "{kind} {name} is not writable.",
    "cannot_open": "Could not open file {name}: {message}",
    "kind.File": "File",
    "kind.Directory": "Directory",
    "kind.Path": "Path",
    "kind.integer": "integer",
    "kind.integer range": "integer range",
    "kind.float": "float",
    "kind.float range": "float range",
}, fr={
    "no_option": "option inconnue {name}.",
    "no_option.guess": "option inconnue {name}. Vouliez-vous dire {guess} ?",
    "no_option.guesses": "option inconnue {name}. (Vouliez-vous dire l'une de {guesses} ?)",
    "no_command": "commande inconnue {name}.",
    "no_command.guess": "commande inconnue {name}. Vouliez-vous dire {guess} ?",
    "no_command.guesses": "commande inconnue {name}. (Vouliez-vous dire l'une de {guesses} ?)",
    "missing_argument": "il manque l'argument {hint}.",
    "missing_argument.choices": "il manque l'argument {hint}. Choisissez parmi : {choices}",
    "missing_option": "il manque l'option {hint}.",
    "missing_option.choices": "il manque l'option {hint}. Choisissez parmi : {choices}",
    "missing_parameter": "il manque le paramètre {hint}.",
    "missing_command": "il manque la commande.",
    "needs_argument": "l'option {name} attend une valeur.",
    "needs_arguments": "l'option {name} attend {n} valeurs.",
    "takes_no_value": "l'option {name} ne prend pas de valeur.",
    "argument_values": "l'argument {name} attend {n} valeurs.",
    "extra_argument": "argument en trop ({args})",
    "extra_arguments": "arguments en trop ({args})",
    "invalid_for": "valeur incorrecte pour {hint} : {message}",
    "invalid": "valeur incorrecte : {message}",
    "not_choice": "{value} n'est pas {choice}.",
    "not_choices": "{value} n'est pas l'une des valeurs {choices}.",
    "not_number": "{value} n'est pas {kind} valide.",
    "not_boolean": "{value} n'est pas une valeur booléenne. Valeurs reconnues : {states}",
    "not_in_range": "{value} est hors de l'intervalle {range}.",
    "file_missing": "le fichier {name} n'existe pas.",
    "folder_missing": "le dossier {name} n'existe pas.",
    "path_missing": "le chemin {name} n'existe pas.",
    "file_is_folder": "le fichier {name} est un dossier.",
    "path_is_folder": "le chemin {name} est un dossier.",
    "folder_is_file": "le dossier {name} est un fichier.",
    "unreadable": "{kind} {name} ne peut pas être lu.",
    "unwritable": "{kind} {name} ne peut pas être écrit.",
    "cannot_open": "impossible d'ouvrir le fichier {name} : {message}",
    "kind.File": "le fichier",
    "kind.Directory": "le dossier",
    "kind.Path": "le chemin",
    "kind.integer": "un nombre entier",
    "kind.integer range": "un nombre entier",
    "kind.float": "un nombre",
    "kind.float range": "un nombre",
})
"""click's templates (English, as click writes them, `!r` conversions left out: the quotes are
part of the fact read back) and what each says in French."""

NESTED = frozenset({"message"})
"""Facts that are themselves click's messages, read back in turn."""


class SaidBadParameter(click.BadParameter):
    """A parameter type's refusal with words: click says its English, `said` any language."""

    def __init__(self, said: Any, ctx: click.Context | None = None,
                 param: click.Parameter | None = None) -> None:
        super().__init__(str(said), ctx, param)
        self.said = said


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each key with its English template as a pattern: those opening with words before those
    opening with a fact ("Invalid value for {hint}: {message}" before "{value} is not in the
    range {range}.", which would read the whole line as its value), the longest first (so
    that "No such option X. Did you mean Y?" is not read as "No such option {X. Did...}.")."""
    out = []
    for key, template in WORDS.en.items():
        if key.startswith("kind."):
            continue
        pattern, at = "", 0
        for found in re.finditer(r"\{(\w+)\}", template):
            pattern += re.escape(template[at:found.start()]) + f"(?P<{found.group(1)}>.+?)"
            at = found.end()
        pattern += re.escape(template[at:])
        out.append((key, re.compile(pattern, re.S)))
    out.sort(key=lambda item: (WORDS.en[item[0]].startswith("{"), -len(WORDS.en[item[0]])))
    return tuple(out)


def said_again(text: str, lang: str, overrides: dict[str, str] | None = None) -> str:
    """click's line `text` in `lang` (as it is for English, or when no template matches)."""
    if lang == "en":
        return text
    for key, pattern in _patterns():
        found = pattern.fullmatch(text)
        if found is None:
            continue
        facts = found.groupdict()
        for name in NESTED & facts.keys():
            facts[name] = (overrides or {}).get(name) or said_again(facts[name], lang)
        if f"kind.{facts.get('kind')}" in WORDS.en:
            facts["kind"] = WORDS(lang)(f"kind.{facts['kind']}")
        return WORDS(lang)(key, **facts)
    return text


def usage_message(err: click.ClickException, lang: str) -> str:
    """A click exception's message in `lang`, on one line: click's English line said again,
    the words of a SaidBadParameter said in `lang` where click puts its message."""
    text = " ".join(err.format_message().split())
    said = getattr(err, "said", None)
    if lang == "en" or said is None:
        return said_again(text, lang)
    own = said.text(lang) if callable(getattr(said, "text", None)) else str(said)
    return said_again(text, lang, {"message": own})
