"""The pieces the page offers to build an answer by clicking: the game's own (its
answer_pieces face), else the card tokens of each list in the position (a row per list, and per
inner list: `hands 1`) with the whole keypad."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import Game

TOKEN_MAX = 12
"""Longest string of a position's list taken as a card token."""


def pieces_of(game: Game, position: Mapping[str, Any]) -> dict[str, Any]:
    """{"rows": [{"name", "number"?, "pieces": [{"text", "kind"}]}], "keys": str | None}
    for a position's JSON; keys None is the whole keypad."""
    if game.answer_pieces is not None:
        return game.answer_pieces(position)
    rows: list[dict[str, Any]] = []
    for name, value in position.items():
        if not isinstance(value, list) or not value:
            continue
        if all(isinstance(v, str) for v in value):
            rows.append(_row(name, None, value))
        elif all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in value):
            rows.extend(_row(name, number, inner) for number, inner in enumerate(value, start=1))
    return {"rows": [row for row in rows if row["pieces"]], "keys": None}


def _row(name: str, number: int | None, tokens: list[str]) -> dict[str, Any]:
    row: dict[str, Any] = {"name": name,
                           "pieces": [{"text": t, "kind": "card"} for t in tokens if len(t) <= TOKEN_MAX]}
    if number is not None:
        row["number"] = number
    return row


def piece_cards(pieces: Mapping[str, Any]) -> list[str]:
    """The card tokens the pieces show as cards (a card piece, a holder's top card)."""
    found: dict[str, None] = {}
    for row in pieces.get("rows", []):
        for piece in row.get("pieces", []):
            token = piece.get("text") if piece.get("kind") == "card" else piece.get("top")
            if isinstance(token, str):
                found[token] = None
    return list(found)
