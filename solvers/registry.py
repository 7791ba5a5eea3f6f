"""The game registry (Simon Tatham's `gamelist[]`): one line per game. The CLI, the generators,
the printers and the grade report find games here and never name one.

A line maps the game's name to its package and its one-line summary (what `deckmath --help`
lists, so that the help imports no game; tests/test_games.py holds it equal to the Game's title
and summary); the package exposes `GAME` (solvers/game.py) and, for verbs of its own,
`commands.group`. A line may give the package alone: the summary is then read from the Game.
Importing this module imports no game.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game
from deckmath.solvers.notation import show

GAMES: dict[str, str | tuple[str, str]] = {
    "celsius": ("deckmath.solvers.celsius", "Celsius: reach a hot card from the cold card with "
                "the fewest operator cards (rules C1-C7)"),
    "totaux": ("deckmath.solvers.totaux", "Totaux: reach a card's total from other table cards' "
               "faces (rules T1-T8)"),
    "grauso": ("deckmath.solvers.grauso", "Grauso: shed your hand onto the point pile: legal "
               "plays, going out in the fewest plays, scoring, whole games (rules G1-G7)"),
    "tempus": ("deckmath.solvers.tempus", "Professor Tempus: legal moves, checker, exact round "
               "solver, whole games with bots (rules P1-P6)"),
}


def names() -> list[str]:
    """The registered games, in registry order."""
    return list(GAMES)


def game(name: str) -> Game:
    """The Game object of a registered game; InputError for an unknown name."""
    return importlib.import_module(package(name)).GAME


def commands(name: str) -> Any:
    """The click group of a registered game's own commands (`group` of its commands module,
    imported alone), or None for a game without a verb of its own, whose commands are all
    shared (its group is made from its face)."""
    module = package(name) + ".commands"
    if importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), "group", None)


RULES_LANGS = ("en", "fr")
"""The languages a game's rules are written in: rules.md (the specification, a copy of
../shared/rules/<name>.md) and rules.fr.md (the same numbered rules in French, for players)."""


def rules(name: str, lang: str = "en") -> str:
    """The numbered rules of a registered game as this project implements them, in `lang`;
    InputError for an unknown game or language."""
    from importlib import resources

    folder = package(name)
    if lang not in RULES_LANGS:
        from deckmath.solvers.words import WORDS

        raise InputError(WORDS.said("lang.choose", value=show(lang),
                                    choices=", ".join(RULES_LANGS)))
    file = "rules.md" if lang == "en" else f"rules.{lang}.md"
    return resources.files(folder).joinpath(file).read_text(encoding="utf-8")


def summary(name: str) -> str:
    """"Title: summary" of a registered game, from its registry line when it has one."""
    entry = GAMES[name]
    if isinstance(entry, tuple):
        return entry[1]
    found = game(name)
    return f"{found.title}: {found.summary}"


def package(name: str) -> str:
    """The package of a registered game (`deckmath.solvers.celsius`); InputError for an
    unknown name."""
    if name not in GAMES:
        from deckmath.solvers.shared_words import WORDS

        raise InputError(WORDS.said("game.unknown", name=repr(name), games=", ".join(GAMES)))
    entry = GAMES[name]
    return entry if isinstance(entry, str) else entry[0]
