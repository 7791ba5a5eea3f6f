"""How a request reaches a game's core face, read one way wherever it comes from: a position
from its parts as the command line spells them (`--cold 10 --hot 22,40`), from its one-line
text (`--position "10 | 22,40 | +1 x2"`, as FEN is for chess), from a file or stdin, or from
its JSON object (a batch line, the page). Each way builds the JSON object that the game's
parse_position reads, so that a bad part gets the same one line wherever it was given."""
from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import FieldOption, Game
from deckmath.solvers.notation import show
from deckmath.solvers.shared_words import WORDS, reason

SEPARATOR = " | "
"""Between the parts of a position's one-line text."""

ABSENT = "-"
"""A part left out of a one-line text (an empty pile's top): the JSON goes without it."""

FILE_MAX = 64 * 1024 * 1024
"""Largest position file read, as the JSON Lines reader's longest line."""


def line_of(game: Game, position: Any) -> str:
    """A position as its one-line text: the game's own form, else the parts of its
    position_options in order, a list's items joined by the part's separator."""
    if game.position_line is not None:
        return game.position_line(position)
    obj = game.format_position(position)
    return SEPARATOR.join(_part_text(obj.get(option.json_key), option)
                          for option in game.position_options)


def _part_text(value: Any, option: FieldOption) -> str:
    if value is None:
        return ABSENT
    if isinstance(value, list):
        return option.separator.join(str(item) for item in value)
    return str(value)


def position_from_line(game: Game, text: str) -> Any:
    """The position a one-line text gives (line_of's inverse); InputError naming the bad part,
    as parse_position says it."""
    if game.read_position_line is not None:
        return game.read_position_line(text)
    options = game.position_options
    parts = [part.strip() for part in text.split("|")]
    names = ", ".join(option.name for option in options)
    if not text.strip():
        raise InputError(WORDS.said("line.empty", parts=names))
    needed = max((at + 1 for at, option in enumerate(options) if option.required), default=1)
    if not needed <= len(parts) <= len(options):
        raise InputError(WORDS.said("line.parts", n=len(options), parts=names,
                                    value=show(text), found=len(parts)))
    return game.parse_position({option.json_key: part for option, part in zip(options, parts)
                                if part != ABSENT})


def position_from_parts(game: Game, parts: Mapping[str, Any], line: str | None) -> Any:
    """The position of a command line: its --position (a one-line text, inline JSON, a file
    or `-` for stdin) or its parts spelt as options (`parts` by option name, None where not
    given), never both; the game's refusal when a required part is missing."""
    given = {name: value for name, value in parts.items() if value is not None}
    options = ", ".join(f"--{option.name}" for option in game.position_options)
    if line is not None:
        if given:
            raise InputError(WORDS.said("position.twice", options=options))
        return position_from_source(game, line)
    missing = [option for option in game.position_options
               if option.required and option.name not in given]
    if missing or not game.position_options:
        if game.position_missing is not None:
            raise InputError(game.position_missing())
        raise InputError(WORDS.said("position.give", options=options or "--position"))
    return game.parse_position({option.json_key: given[option.name]
                                for option in game.position_options if option.name in given})


def position_from_source(game: Game, source: str) -> Any:
    """--position's value: the JSON object itself (it starts with `{`), a one-line text (it
    holds a `|`, or it names no file and one part is all a line needs), or else a file (`-`:
    stdin) holding either."""
    text = source.lstrip()
    if text.startswith("{"):
        return position_from(game, _json(source.encode("utf-8", "replace"), source))
    required = sum(option.required for option in game.position_options)
    if "|" in source or (source != "-" and not os.path.exists(source) and required == 1):
        return position_from_line(game, source)
    data = _read(source)
    if not _is_line(data, required):
        return position_from(game, _json(data, source))
    try:
        return position_from_line(game, data.decode("utf-8").strip())
    except UnicodeDecodeError:
        raise InputError(WORDS.said("position.utf8", source=source)) from None


def _is_line(data: bytes, required: int) -> bool:
    """Whether a position file holds a one-line text rather than JSON: it does not open a JSON
    object or array, and holds a `|` (or one part is all a line needs), or nothing at all (an
    empty line, refused as one)."""
    if data.lstrip()[:1] in (b"{", b"["):
        return False
    return b"|" in data or required == 1 or not data.strip()


def position_from(game: Game, value: Any) -> Any:
    """A position from a request's field: its JSON object, or its one-line text."""
    if isinstance(value, str):
        return position_from_line(game, value)
    return game.parse_position(value)


def _read(source: str) -> bytes:
    try:
        if source == "-":
            data = sys.stdin.buffer.read(FILE_MAX + 1)
        else:
            with open(source, "rb") as handle:
                data = handle.read(FILE_MAX + 1)
    except OSError as err:
        raise InputError(WORDS.said("position.file", source=source, why=reason(err))) from None
    except ValueError:
        raise InputError(WORDS.said("position.name", source=show(source))) from None
    if len(data) > FILE_MAX:
        raise InputError(WORDS.said("position.large", source=source, mb=FILE_MAX // 2**20))
    return data


def _json(data: bytes, source: str) -> Any:
    """The JSON a position file or --position holds, read by orjson (no recursion error on
    deeply nested input)."""
    import orjson

    from deckmath.solvers.shared_words import json_reason

    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as err:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(WORDS.said("position.utf8", source=source)) from None
        raise InputError(WORDS.said("position.json", what=json_reason(err),
                                    line=err.lineno, column=err.colno)) from None
