"""The pieces a Totaux calculation is built from by clicking (Game.answer_pieces): each table
card's two dice faces, in table order, and `= total` to end on it (T1.3, T4.1); the keypad
gives the operators (and the parentheses of the pair variant, T4.2). Digits the cards do not
show are not offered: a calculation uses faces only."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def answer_pieces(position: Mapping[str, Any]) -> dict[str, Any]:
    """Rows of pieces, one per table card (`#n`, its notation as the note), from the
    position's JSON: [face, face, "= total"]."""
    rows = []
    for number, token in enumerate(position.get("table") or [], start=1):
        faces, _, total = str(token).partition(":")
        rows.append({"name": "card", "number": number, "note": token,
                     "pieces": [{"text": face, "kind": "face"} for face in faces]
                     + [{"text": f"= {total}", "kind": "total"}]})
    keys = "+-x/()" if position.get("variant") == "pair" else "+-x/"
    return {"rows": rows, "keys": keys}
