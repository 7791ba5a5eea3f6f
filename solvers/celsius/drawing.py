"""Celsius's PDF drawing hook (solvers/game.py): a position drawn as cards (C1)."""
from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import (
    COLD_FILL, COLD_INK, HOT_FILL, HOT_INK, SYMBOLS, card, spread,
)
from deckmath.solvers.celsius.puzzles import WORDS, FewestQuestion


TOP_H, HAND_H, GAP = 34.0, 26.0, 4.0
"""Heights of the cold and hot cards and of the hand's, and the gap between the two rows."""


def draw_question(pdf: Canvas, question: FewestQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None) -> float:
    """Cold card, hot cards, each named in words as well as by colour, then the hand
    (C1.1-C1.3), each row narrowed to `w` when it has many cards; returns the y below the
    drawing."""
    said = words or WORDS["en"]
    cw = spread(1 + len(question.hot), 34.0, 6.0, w - 4.0)
    card(pdf, x, top - TOP_H, cw, TOP_H, COLD_FILL, COLD_INK, str(question.cold), 15, said["cold"])
    for i, hot in enumerate(question.hot):
        card(pdf, x + cw + 10 + i * (cw + 6), top - TOP_H, cw, TOP_H, HOT_FILL, HOT_INK, str(hot),
             14, said["hot"])
    hand_top = top - TOP_H - GAP
    small = spread(len(question.hand), 30.0, 4.0, w)
    for i, held in enumerate(question.hand):
        text = SYMBOLS[held.op] + str(held)[1:]
        card(pdf, x + i * (small + 4), hand_top - HAND_H, small, HAND_H, colors.white,
             colors.black, text, 11)
    return hand_top - HAND_H
