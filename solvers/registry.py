"""The game registry (Simon Tatham's `gamelist[]`): one line per game. The CLI, the generators,
the printers and the grade report find games here and never name one.

A line maps the game's name to its package; the package exposes `GAME` (solvers/game.py) and
`commands.group`. Importing this module imports no game.
"""
from __future__ import annotations

import importlib
from importlib import resources
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game

GAMES: dict[str, str] = {
    "celsius": "deckmath.solvers.celsius",
    "totaux": "deckmath.solvers.totaux",
}


def names() -> list[str]:
    """The registered games, in registry order."""
    return list(GAMES)


def game(name: str) -> Game:
    """The Game object of a registered game; InputError for an unknown name."""
    return importlib.import_module(_package(name)).GAME


def commands(name: str) -> Any:
    """The click group of a registered game (imports only its commands module)."""
    return importlib.import_module(_package(name) + ".commands").group


def rules(name: str) -> str:
    """The numbered rules of a registered game as this project implements them (the
    package's rules.md, a copy of ../shared/rules/<name>.md)."""
    return resources.files(_package(name)).joinpath("rules.md").read_text(encoding="utf-8")


def _package(name: str) -> str:
    if name not in GAMES:
        raise InputError(f"unknown game {name!r}: choose one of {', '.join(GAMES)}")
    return GAMES[name]
