"""Reference decks (each game's `deck.toml`, package data of the game) and reading a user's own
deck file (C1.4, T1.2)."""
from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path
from typing import Protocol

from deckmath.solvers.errors import InputError
from deckmath.solvers.shared_words import WORDS, reason
from deckmath.solvers.words import Said


DECK_BYTES_MAX = 1 << 20
"""A deck file is a few kilobytes; anything past a megabyte is not a deck."""

DECK_CARDS_MAX = 10_000
"""Most cards a deck may hold: real boxes hold about a hundred (C1.3, T1.2, G1.1, P1.1)."""


def toml_string(text: str) -> str:
    """`text` as a TOML basic string (a deck's canonical file, `to_toml`)."""
    import json

    return json.dumps(text, ensure_ascii=False)


class CanonicalDeck(Protocol):
    """Any game's deck: it writes itself as its canonical TOML file."""

    def to_toml(self) -> str: ...


def sha256(deck: CanonicalDeck) -> str:
    """The sha256 of a deck's canonical TOML file (its `to_toml()`): what a game log records
    so that a replay knows it is dealing from the same deck."""
    import hashlib

    return hashlib.sha256(deck.to_toml().encode("utf-8")).hexdigest()


REFERENCE_FILE = "deck.toml"
"""A game's reference deck: this file in the game's package."""


def reference_text(game: str) -> str:
    """The reference deck file of a registered game, as shipped in its package (TOML text)."""
    from deckmath.solvers import registry

    return resources.files(registry.package(game)).joinpath(REFERENCE_FILE).read_text(
        encoding="utf-8")


def read_deck(game: str, path: str | Path | None = None) -> dict:
    """The TOML table of a deck: the user's file if `path` is given, else the reference deck."""
    if path is None:
        text = reference_text(game)
        where: str | Said = WORDS.said("deck.reference", game=game)
    else:
        where = str(path)
        try:
            with open(path, "rb") as handle:
                raw = handle.read(DECK_BYTES_MAX + 1)
        except OSError as err:
            raise InputError(WORDS.said("deck.unreadable", where=where,
                                        why=reason(err))) from None
        if len(raw) > DECK_BYTES_MAX:
            raise InputError(WORDS.said("deck.large", where=where))
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError(WORDS.said("deck.utf8", where=where)) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise InputError(WORDS.said("deck.toml", where=where, detail=err)) from None
