"""The pieces a Professor Tempus move is built from by clicking (Game.answer_pieces): the four
move words, the two directions of an open series, the three holders and the cards of the
hand of the player to move (P3.1-P3.4): `open + R5`, `capture 2 M7`, `dump 1 M12`, `bury M4`.
A move word is said in each language the sheets print (the reader takes either, P3)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MOVES = ("open", "capture", "dump", "bury")
"""The move words of the notation, in rule order (P3.1-P3.4)."""

HOLDERS = 3
"""Holders on the table (P1.3)."""


def answer_pieces(position: Mapping[str, Any]) -> dict[str, Any]:
    """Rows of pieces from the position's JSON: move words, directions, holders (with their
    owner, direction and top card, or free) and the mover's hand; no keypad."""
    from deckmath.generators.labels import labels

    said = {lang: labels(lang, "tempus") for lang in ("en", "fr")}
    holders = list(position.get("holders") or [])
    holders += [None] * (HOLDERS - len(holders))
    hands = position.get("hands") or []
    to_move = position.get("to_move") or 1
    hand = hands[to_move - 1] if 0 < to_move <= len(hands) else []
    holder_pieces = []
    for number, series in enumerate(holders, start=1):
        piece: dict[str, Any] = {"text": str(number), "kind": "holder", "free": series is None}
        if series is not None:
            cards = series.get("cards") or []
            piece.update(owner=series.get("owner"), direction=series.get("direction"),
                         top=cards[-1] if cards else None)
        holder_pieces.append(piece)
    return {"rows": [
        {"name": "move", "pieces": [{"text": word, "kind": "word",
                                     "said": {lang: words.get(f"move.{word}", word)
                                              for lang, words in said.items()}}
                                    for word in MOVES]},
        {"name": "direction", "pieces": [{"text": "+", "kind": "word"}, {"text": "-", "kind": "word"}]},
        {"name": "holder", "pieces": holder_pieces},
        {"name": "hand", "number": to_move, "pieces": [{"text": card, "kind": "card"} for card in hand]},
    ], "keys": ""}


def card_svg(token: str) -> str:
    """One card drawn as a sheet draws it (drawing.draw_card: colour, pattern, value and its
    hourglasses in the reference deck), an SVG document for a card a person clicks."""
    from deckmath.generators.svg import ZOOM, SvgCanvas
    from deckmath.solvers.tempus.deck import load_deck
    from deckmath.solvers.tempus.drawing import CARD_H, CARD_W, draw_card
    from deckmath.solvers.tempus.model import parse_card

    card = parse_card(token)
    canvas = SvgCanvas((CARD_W + 2, CARD_H + 2))
    canvas.setTitle(token)
    draw_card(canvas, card, load_deck().hourglasses[card.index], 1, 1)
    return canvas.to_svg((0.0, 0.0, CARD_W + 2, CARD_H + 2), ZOOM * 30 / CARD_W)
