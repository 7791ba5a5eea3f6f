"""Grauso's PDF drawing hook (solvers/game.py): the top of the pile, the penguins held and the
hand, as cards with signed values (G1.1, G1.2)."""
from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import (
    CARD_EDGE, COLD_FILL, FONT, COLD_INK, HOT_FILL, HOT_INK, PAPER_FILL, SYMBOLS, card,
)
from deckmath.solvers.grauso.puzzles import WORDS, GoOutQuestion

BEAK = colors.HexColor("#f2a516")


def _face(value: int) -> tuple[object, object, str]:
    """Fill, ink and printed value of a card: heat cards warm, cold cards cold, neutral plain."""
    if value > 0:
        return HOT_FILL, HOT_INK, f"+{value}"
    if value < 0:
        return COLD_FILL, COLD_INK, f"{SYMBOLS['-']}{-value}"
    return PAPER_FILL, colors.black, "0"


def _penguin(pdf: Canvas, x: float, y: float, h: float) -> None:
    """A penguin marker (G1.2) standing at (x, y), `h` high."""
    w = h * 0.62
    pdf.setStrokeColor(colors.black)
    pdf.setFillColor(colors.black)
    pdf.ellipse(x, y, x + w, y + h * 0.85, stroke=0, fill=1)
    pdf.circle(x + w / 2, y + h * 0.82, w * 0.36, stroke=0, fill=1)
    pdf.setFillColor(colors.white)
    pdf.ellipse(x + w * 0.2, y + h * 0.06, x + w * 0.8, y + h * 0.66, stroke=0, fill=1)
    pdf.circle(x + w * 0.4, y + h * 0.86, w * 0.07, stroke=0, fill=1)
    pdf.circle(x + w * 0.6, y + h * 0.86, w * 0.07, stroke=0, fill=1)
    pdf.setFillColor(BEAK)
    path = pdf.beginPath()
    path.moveTo(x + w * 0.4, y + h * 0.76)
    path.lineTo(x + w * 0.6, y + h * 0.76)
    path.lineTo(x + w * 0.5, y + h * 0.66)
    path.close()
    pdf.drawPath(path, stroke=0, fill=1)


def _empty_pile(pdf: Canvas, x: float, y: float, w: float, h: float, said: str) -> None:
    """An empty point pile (G2.2): a dashed outline, named in words."""
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setDash(3, 3)
    pdf.roundRect(x, y, w, h, 4, stroke=1, fill=0)
    pdf.setDash()
    pdf.setFillColor(CARD_EDGE)
    pdf.setFont(FONT, 6)
    pdf.drawCentredString(x + w / 2, y + h / 2 - 2, said)


def draw_question(pdf: Canvas, question: GoOutQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None) -> float:
    """The top card (or an empty pile), named in the sheet's words, with the penguins held
    beside it, then the hand; returns the y below the drawing."""
    said = words or WORDS["en"]
    cw, ch = 34, 46
    if question.top is None:
        _empty_pile(pdf, x, top - ch, cw, ch, said["empty"])
    else:
        fill, ink, text = _face(question.top)
        card(pdf, x, top - ch, cw, ch, fill, ink, text, 15, said["top"])
    for i in range(question.penguins):
        _penguin(pdf, x + cw + 14 + i * 20, top - ch + 4, 26)
    hand_top = top - ch - 10
    count = max(len(question.hand), 7)
    small = min(30.0, (w - (count - 1) * 4) / count)
    for i, value in enumerate(question.hand):
        fill, ink, text = _face(value)
        card(pdf, x + i * (small + 4), hand_top - 38, small, 38, fill, ink, text, 10)
    return hand_top - 38
