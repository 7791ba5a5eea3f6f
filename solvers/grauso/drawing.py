"""Grauso's PDF drawing hook (solvers/game.py): the top of the pile, the penguins held and the
hand, as cards with signed values (G1.1, G1.2)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import (
    CAPTION_SIZE, CARD_EDGE, COLD_FILL, COLD_INK, FONT, HOT_FILL, HOT_INK, PAPER_FILL, SYMBOLS,
    card, mark, matched, spread,
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
    pdf.setFont(FONT, CAPTION_SIZE)
    pdf.drawCentredString(x + w / 2, y + h / 2 - 2, said)


TOP_H, HAND_H, GAP = 34.0, 26.0, 4.0
"""Heights of the top card and of the hand's cards, and the gap between the two rows."""


def draw_question(pdf: Canvas, question: GoOutQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None, answer: Any = None) -> float:
    """The top card (or an empty pile), named in the sheet's words, with the penguins held
    beside it, then the hand, narrowed to `w` when it has many cards; with `answer` a Solution
    of this position, each hand card is marked with the number of the play of the best way out
    that plays it (G3). Returns the y below the drawing."""
    said = words or WORDS["en"]
    plays = _best(question, answer)
    cw = 36.0
    if question.top is None:
        _empty_pile(pdf, x, top - TOP_H, cw, TOP_H, said["empty"])
    else:
        fill, ink, text = _face(question.top)
        card(pdf, x, top - TOP_H, cw, TOP_H, fill, ink, text, 15, said["top"])
    for i in range(question.penguins):
        _penguin(pdf, x + cw + 14 + i * 20, top - TOP_H + 3, 24)
    hand_top = top - TOP_H - GAP
    small = spread(len(question.hand), 30.0, 4.0, w)
    for i, value in enumerate(question.hand):
        fill, ink, text = _face(value)
        card(pdf, x + i * (small + 4), hand_top - HAND_H, small, HAND_H, fill, ink, text, 10)
        if i in plays:
            mark(pdf, x + i * (small + 4), hand_top - HAND_H, small, HAND_H, str(plays[i]))
    return hand_top - HAND_H


def _best(question: GoOutQuestion, answer: Any) -> dict[int, int]:
    """The way out of a Solution: hand index -> the number of the play (from 1) that plays
    it; nothing for another answer, or when the hand cannot be emptied."""
    from deckmath.solvers.grauso.solve import Solution

    if not isinstance(answer, Solution) or answer.sequence is None:
        return {}
    played = [(n, value) for n, play in enumerate(answer.sequence, 1) for value in play.cards]
    where = matched([value for _, value in played], list(question.hand))
    return {at: n for (n, _), at in zip(played, where) if at is not None}
