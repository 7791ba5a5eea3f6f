"""Every game's answer pieces (Game.answer_pieces, or the default of web/pieces.py) are
enough to build the solver's best answer of every dealt position by clicks alone: the answer
splits into piece texts and keypad symbols, each card used once, a word never run into
another. The browser tests click a few of them; this holds it over many deals."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers import registry
from deckmath.web import api

KEYS = "1234567890+-x/()=&~?"
"""The page's keypad (web/static/builder.js KEYS, space aside)."""

DEALS = range(1, 26)


def click_plan(answer: str, offered: list[tuple[str, str, bool]], keys: str,
               type_words: bool = False) -> list[tuple[str, object]] | None:
    """The clicks that build `answer` from the pieces offered ((text, kind, disabled), in
    page order) and the keys: ("piece", index) or ("key", symbol), longest piece first, each
    card once, a word never run into another; with `type_words` a word nothing gives is
    ("type", (word, spaced)) (the browser types it, after a space where the answer has one),
    else the plan is None."""
    used: set[int] = set()
    out: list[tuple[str, object]] = []
    i = 0
    while i < len(answer):
        if answer[i] == " ":
            i += 1
            continue
        best = None
        for index, (text, kind, disabled) in enumerate(offered):
            if disabled or (kind == "card" and index in used) or not answer.startswith(text, i):
                continue
            end = i + len(text)
            if kind in ("card", "word", "holder") and (
                    (i and answer[i - 1] not in " &(") or (end < len(answer) and answer[end].isalnum())):
                continue
            if best is None or len(text) > len(offered[best][0]):
                best = index
        if best is not None:
            if offered[best][1] == "card":
                used.add(best)
            out.append(("piece", best))
            i += len(offered[best][0])
        elif answer[i] in keys:
            out.append(("key", answer[i]))
            i += 1
        elif type_words:
            word = answer[i:].split(" ", 1)[0]
            out.append(("type", (word, i > 0 and answer[i - 1] == " ")))
            i += len(word)
        else:
            return None
    return out


def clicks(answer: str, pieces: dict) -> list[tuple[str, object]] | None:
    """The clicks that build `answer` from a drawn position's pieces, or None."""
    offered = [(p["text"], p["kind"], False) for row in pieces["rows"] for p in row["pieces"]]
    return click_plan(answer, offered, KEYS if pieces["keys"] is None else pieces["keys"])


@pytest.mark.parametrize("name", registry.names())
def test_every_best_answer_is_built_from_the_pieces(name):
    game = registry.game(name)
    deck = game.load_deck()
    built = 0
    for seed in DEALS:
        position = game.random_position(deck, random.Random(seed))
        best = game.best_answer(game.solve(position))
        if best is None:
            continue
        text = game.format_answer(best)
        dealt = api.deal(game, {"seed": seed})
        assert clicks(text, dealt["pieces"]) is not None, (seed, text, dealt["pieces"])
        built += 1
    assert built >= len(DEALS) // 3


def test_totaux_offers_faces_not_digits_and_tempus_no_keypad():
    """Totaux's answer is its cards' faces and totals with the operator keys (no digit a card
    does not show); Tempus's is all pieces: words, holders, the mover's hand."""
    totaux = api.deal(registry.game("totaux"), {"seed": 1})
    assert not any(ch.isdigit() for ch in totaux["pieces"]["keys"])
    faces = [p["text"] for row in totaux["pieces"]["rows"] for p in row["pieces"] if p["kind"] == "face"]
    assert sorted(faces) == sorted(ch for card in totaux["position"]["table"] for ch in card.split(":")[0])
    tempus = api.deal(registry.game("tempus"), {"seed": 1})
    assert tempus["pieces"]["keys"] == ""
    rows = {row["name"]: row for row in tempus["pieces"]["rows"]}
    position = tempus["position"]
    assert [p["text"] for p in rows["hand"]["pieces"]] == position["hands"][position["to_move"] - 1]
    assert [p["text"] for p in rows["holder"]["pieces"]] == ["1", "2", "3"]
    assert all(token in tempus["cards"] for token in position["hands"][position["to_move"] - 1])
