"""Every `--help` in the reader's language: the French of the commands' help texts, looked up
from the English click renders, and click's own headings.

The commands keep their English where it is declared (docstrings, `help=` of each option, the
shared drivers' f-strings); each area declares beside its commands a `help_words.py` with a
`HelpTable` of the French of its texts, keyed by the English. When the output's language
(conventions.output_lang: `--lang` typed anywhere on the line, read before click parses it,
else the locale) is French, the context's formatter (conventions.HelpContext) is a
FrenchFormatter: every text it is given is looked up and said in French, so one mechanism
covers the command's description, its examples' prose, every option's help, the metavars that
are words, the `[default: ...]` notes and click's headings. English is click's own rendering,
untouched.

A help text is read a paragraph at a time, and inside a paragraph click must not rewrap (`\\b`)
a run of lines at a time: a line that is a command (`deckmath ...`, `echo ...`, `printf ...`)
stays as typed and the prose between them is looked up, its spacing folded. An English key may
have `{fields}`: each matches any text, and the fact found is said again in French when it is
itself a text of the tables (a help built by a shared driver from a game's words), else kept
(a game's title, rule numbers, a count). A text no table knows is left as it is: the
registry-wide test (tests/test_help_french.py) names it."""
from __future__ import annotations

import importlib
import re
import textwrap
from collections.abc import Iterable, Mapping
from functools import lru_cache

import click

from deckmath.solvers.words import NARROW_SPACE, french

AREAS = ("deckmath.help_words", "deckmath.play.help_words", "deckmath.census.help_words",
         "deckmath.generators.help_words")
"""The modules holding help tables beside the game packages' own `help_words`."""

TABLES: list[HelpTable] = []
"""Every help table declared (HelpTable registers itself)."""

COMMAND_LINE = re.compile(r"\s*(deckmath|echo|printf) ")
"""A line of an example that is a command: it stays as typed."""

HEADING = re.compile(r"\w+:")
"""A line that is a heading of its own (`Examples:`), said apart from the prose around it."""

_FIELD = re.compile(r"\{(\w+)\}")


def folded(text: str) -> str:
    """A text with its runs of white space folded into one space: how keys are compared."""
    return " ".join(text.split())


class HelpTable:
    """An area's help texts in French, keyed by the English click renders (spacing folded, so
    a key may be wrapped as is convenient). French typography is applied to the French (the
    space before `: ; ? !` becomes the narrow no-break space), as a words Table does."""

    def __init__(self, area: str, texts: Mapping[str, str]) -> None:
        self.area = area
        self.exact: dict[str, str] = {}
        self.patterns: list[tuple[re.Pattern[str], str, int]] = []
        for english, french_text in texts.items():
            key = folded(english)
            fields = _FIELD.findall(key)
            if set(fields) != set(_FIELD.findall(french_text)):
                raise ValueError(f"help {area}: {key[:60]!r} fills other fields in French")
            said = french(french_text.strip("\n"))
            if not fields:
                self.exact[key] = said
                continue
            pattern, at = "", 0
            for found in _FIELD.finditer(key):
                pattern += re.escape(key[at:found.start()]) + f"(?P<{found.group(1)}>.*?)"
                at = found.end()
            pattern += re.escape(key[at:])
            self.patterns.append((re.compile(pattern, re.S), said, len(_FIELD.sub("", key))))
        TABLES.append(self)


@lru_cache(maxsize=1)
def _loaded() -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str, int], ...]]:
    """Every area's table, and each registered game's (`<game package>.help_words`), merged:
    the exact keys, then the patterns, the longest literal text first."""
    from deckmath.solvers import registry

    for module in AREAS + tuple(f"{registry.package(name)}.help_words"
                                for name in registry.names()):
        importlib.import_module(module)
    exact: dict[str, str] = {}
    patterns: list[tuple[re.Pattern[str], str, int]] = []
    for table in TABLES:
        exact.update(table.exact)
        patterns += table.patterns
    patterns.sort(key=lambda item: -item[2])
    return exact, tuple(patterns)


def known(text: str) -> str | None:
    """The French of one help text (its spacing folded), or None when no table has it."""
    key = folded(text)
    exact, patterns = _loaded()
    if key in exact:
        return exact[key]
    for pattern, said, _ in patterns:
        found = pattern.fullmatch(key)
        if found is None:
            continue
        out = said
        for name, fact in found.groupdict().items():
            out = out.replace("{" + name + "}", known(fact) or fact)
        return out
    return None


def help_text(text: str, width: int = 88) -> str:
    """A command's help text or epilog (click's, after cleandoc) in French: each paragraph
    looked up whole, else a run of lines at a time (commands kept); a `\\b` paragraph keeps
    click from rewrapping it, so its French prose is wrapped here, at the indent of the
    English it replaces."""
    out = []
    for paragraph in text.split("\n\n"):
        whole = known(paragraph.removeprefix("\b\n"))
        if whole is not None and paragraph.startswith("\b\n"):
            out.append("\n".join(["\b", *_wrapped(whole, "", width)]))
            continue
        if whole is not None:
            out.append(whole)
            continue
        out.append("\n".join(_lines(paragraph.split("\n"), width)))
    return "\n\n".join(out)


def _lines(lines: list[str], width: int) -> Iterable[str]:
    """The lines of a paragraph: commands as typed, each run of prose between them in French."""
    run: list[str] = []

    def prose() -> Iterable[str]:
        if not run:
            return
        said = known(" ".join(run))
        yield from run if said is None else _wrapped(said, _indent(run[0]), width)
        run.clear()

    for line in lines:
        if HEADING.fullmatch(line.strip()):
            yield from prose()
            said = known(line)
            yield line if said is None else _indent(line) + said
        elif line == "\b" or COMMAND_LINE.match(line):
            yield from prose()
            command, mark, comment = line.partition("   # ")
            yield f"{command}{mark}{known(comment) or comment}" if mark else line
        else:
            run.append(line)
    yield from prose()


def _indent(line: str) -> str:
    """The white space a line opens with."""
    return line[:len(line) - len(line.lstrip())]


def _wrapped(text: str, indent: str, width: int) -> list[str]:
    """French prose where click does not rewrap (`\\b`): each of its lines wrapped at `width`,
    at the indent of the English it replaces."""
    return [wrapped for line in text.split("\n")
            for wrapped in textwrap.wrap(line, width, initial_indent=indent,
                                         subsequent_indent=indent, break_on_hyphens=False,
                                         break_long_words=False) or [""]]


METAVARS = {"TEXT": "TEXTE", "INTEGER RANGE": "ENTIER", "INTEGER": "ENTIER",
            "FLOAT RANGE": "NOMBRE", "FLOAT": "NOMBRE", "NUMBER": "NOMBRE", "FILE": "FICHIER",
            "DIR": "DOSSIER", "DIRECTORY": "DOSSIER", "PATH": "CHEMIN", "ADDRESS": "ADRESSE",
            "LEVEL": "NIVEAU", "CARDS": "CARTES", "DECK": "PAQUET", "GRADES": "NIVEAUX",
            "COMMAND": "COMMANDE", "GAME": "JEU", "BOOLEAN": "BOOLÉEN", "LINE": "LIGNE"}
"""Metavars that are words, in French (the longest first when read); `N`, `K`, `JSON`, a
choice's values and `A/B,...` stay as typed."""

_METAVAR = re.compile(r"(?<![\w-])(" + "|".join(sorted(METAVARS, key=len, reverse=True))
                      + r")(?![\w-])")

HEADINGS = {"Options": "Options", "Commands": "Commandes",
            "Positional arguments": "Arguments"}
"""click's section headings."""

_EXTRA = re.compile(r"^(?P<help>.*?)\s*\[(?P<extra>[^\[\]]*)\]$", re.S)


def metavars(text: str) -> str:
    """An option's names and metavar, or a usage line's pieces, with word metavars in French."""
    return _METAVAR.sub(lambda found: METAVARS[found.group(1)], text)


def option_help(text: str) -> str:
    """An option's help as click renders it (its own help, then `[default: x; 1<=x<=9;
    required]`), in French."""
    found = _EXTRA.match(text)
    if found is None or not _is_extra(found.group("extra")):
        return known(text) or text
    own = found.group("help")
    extras = [_extra(item) for item in found.group("extra").split("; ")]
    said = (known(own) or own) if own else ""
    notes = "[" + "\u202f; ".join(extras) + "]"
    return f"{said}  {notes}" if said else notes


def _is_extra(extra: str) -> bool:
    """Whether a bracket closing an option's help is click's note (default, range, required)."""
    return all(item.startswith("default: ") or item == "required" or re.search(r"<=?x", item)
               or re.search(r"x<=?|x>=?", item) for item in extra.split("; "))


def _extra(item: str) -> str:
    if item.startswith("default: "):
        return f"par défaut{NARROW_SPACE}: {item[len('default: '):]}"
    if item == "required":
        return "obligatoire"
    return item


class FrenchFormatter(click.HelpFormatter):
    """click's help formatter saying every text it is given in French (help_text, option_help,
    metavars, HEADINGS) and click's own words: `Utilisation :` and the section headings."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, metavars(args),
                            f"Utilisation{NARROW_SPACE}: " if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        self.write(f"{'':>{self.current_indent}}{HEADINGS.get(heading, heading)}"
                   f"{NARROW_SPACE}:\n")

    def write_text(self, text: str) -> None:
        super().write_text(help_text(text))

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(metavars(first), option_help(second)) for first, second in rows],
                         col_max, col_spacing)


def short_help(command: click.Command, limit: int) -> str:
    """A command's line in its group's list, in French: its help said in French, then cut as
    click cuts it (the English line is cut first, which no table could read back)."""
    if command.short_help:
        return option_help(command.short_help)
    said = help_text(command.help or "").partition("\f")[0]
    return click.Command(command.name, help=said).get_short_help_str(limit)
