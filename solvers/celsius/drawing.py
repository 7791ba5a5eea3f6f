"""Celsius's PDF drawing hook (solvers/game.py): a position drawn as cards (C1)."""
from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import COLD_FILL, COLD_INK, HOT_FILL, HOT_INK, SYMBOLS, card
from deckmath.solvers.celsius.puzzles import WORDS, FewestQuestion


def draw_question(pdf: Canvas, question: FewestQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None) -> float:
    """Cold card, hot cards, each named in words as well as by colour, then the hand
    (C1.1-C1.3); returns the y below the drawing."""
    said = words or WORDS["en"]
    cw, ch = 34, 46
    card(pdf, x, top - ch, cw, ch, COLD_FILL, COLD_INK, str(question.cold), 16, said["cold"])
    for i, hot in enumerate(question.hot):
        card(pdf, x + (cw + 8) * (i + 1) + 10, top - ch, cw, ch, HOT_FILL, HOT_INK, str(hot), 14,
             said["hot"])
    hand_top = top - ch - 8
    small = min(30.0, (w - 6 * 4) / 7)
    for i, held in enumerate(question.hand):
        text = SYMBOLS[held.op] + str(held)[1:]
        card(pdf, x + i * (small + 4), hand_top - 38, small, 38, colors.white, colors.black, text, 11)
    return hand_top - 38
