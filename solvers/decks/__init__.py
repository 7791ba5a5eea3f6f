"""Reference decks shipped as TOML package data, and reading a user's own deck file (C1.4, T1.2)."""
from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path

from deckmath.solvers.errors import InputError


def read_deck(game: str, path: str | Path | None = None) -> dict:
    """The TOML table of a deck: the user's file if `path` is given, else the reference deck."""
    if path is None:
        text = resources.files(__name__).joinpath(f"{game}.toml").read_text(encoding="utf-8")
        where = f"reference {game} deck"
    else:
        where = str(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise InputError(f"cannot read deck file {where}: {err.__class__.__name__}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise InputError(f"deck file {where} is not valid TOML: {err}") from None
