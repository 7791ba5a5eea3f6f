"""Celsius's PDF drawing hook (solvers/game.py): a position drawn as cards (C1)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import (
    COLD_FILL, COLD_INK, HOT_FILL, HOT_INK, SYMBOLS, card, mark, matched, spread,
)
from deckmath.solvers.celsius.puzzles import WORDS, FewestQuestion


TOP_H, HAND_H, GAP = 34.0, 26.0, 4.0
"""Heights of the cold and hot cards and of the hand's, and the gap between the two rows."""


def draw_question(pdf: Canvas, question: FewestQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None, answer: Any = None) -> float:
    """Cold card, hot cards, each named in words as well as by colour, then the hand
    (C1.1-C1.3), each row narrowed to `w` when it has many cards; with `answer` a Solution of
    this position, its best play marked: the hand's cards numbered in the order played, the hot
    card reached (C4.3). Returns the y below the drawing."""
    said = words or WORDS["en"]
    cards, target = _best(question, answer)
    cw = spread(1 + len(question.hot), 34.0, 6.0, w - 4.0)
    card(pdf, x, top - TOP_H, cw, TOP_H, COLD_FILL, COLD_INK, str(question.cold), 15, said["cold"])
    for i, hot in enumerate(question.hot):
        left = x + cw + 10 + i * (cw + 6)
        card(pdf, left, top - TOP_H, cw, TOP_H, HOT_FILL, HOT_INK, str(hot), 14, said["hot"])
        if hot == target:
            mark(pdf, left, top - TOP_H, cw, TOP_H, "")
    hand_top = top - TOP_H - GAP
    small = spread(len(question.hand), 30.0, 4.0, w)
    for i, held in enumerate(question.hand):
        text = SYMBOLS[held.op] + str(held)[1:]
        left = x + i * (small + 4)
        card(pdf, left, hand_top - HAND_H, small, HAND_H, colors.white, colors.black, text, 11)
        if i in cards:
            mark(pdf, left, hand_top - HAND_H, small, HAND_H, str(cards[i]))
    return hand_top - HAND_H


def _best(question: FewestQuestion, answer: Any) -> tuple[dict[int, int], int | None]:
    """The best play of a Solution: hand index -> its place in the play (from 1), and the hot
    value reached; nothing for another answer, or when no hot card is reached."""
    from deckmath.solvers.celsius.solve import Solution

    if not isinstance(answer, Solution) or answer.play is None:
        return {}, None
    where = matched([played.card for played in answer.play], list(question.hand))
    return {at: n for n, at in enumerate(where, 1) if at is not None}, answer.target
