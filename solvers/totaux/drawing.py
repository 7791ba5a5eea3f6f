"""Totaux's PDF drawing hook (solvers/game.py): a table drawn as cards with dice (T1.1-T1.3)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import (
    BOLD, CAPTION_SIZE, CARD_EDGE, FONT, HOT_FILL, HOT_INK, PAPER_FILL, mark, spread,
)
from deckmath.solvers.totaux.puzzles import TableQuestion

PIPS = {
    1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)],
    4: [(-1, 1), (1, 1), (-1, -1), (1, -1)], 5: [(-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)],
    6: [(-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)],
}
"""Dice pip positions on a 3x3 grid, for faces 1..6 (T1.1)."""


def _die(pdf: Canvas, cx: float, cy: float, size: float, face: int) -> None:
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setFillColor(colors.white)
    pdf.roundRect(cx - size / 2, cy - size / 2, size, size, size / 6, stroke=1, fill=1)
    pdf.setFillColor(colors.black)
    for dx, dy in PIPS[face]:
        pdf.circle(cx + dx * size * 0.28, cy + dy * size * 0.28, size * 0.09, stroke=0, fill=1)


TARGET_MARK = "\u25c6"
"""Printed beside the target card's place (#n) so that the target does not rest on colour."""


def draw_question(pdf: Canvas, question: TableQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None, answer: Any = None) -> float:
    """Table cards with their two faces as dice and the total (T1.1-T1.3); the target card of a
    "make" puzzle is drawn hot, with a thick edge and a mark by its place. With `answer` a
    Solution of this table, the cards of its best announcement (T5.2) are marked and numbered
    in the order played, the last the card announced. Returns the y below the drawing."""
    best = _best(answer)
    per_row = 6
    cw = spread(per_row, 38.0, 4.0, w)
    ch, die = 54.0, 14.0
    bottom = top
    for i, card in enumerate(question.table):
        cx = x + (i % per_row) * (cw + 4)
        cy = top - (i // per_row) * (ch + 14) - ch
        marked = question.target_position == i + 1
        pdf.setStrokeColor(colors.black if marked else CARD_EDGE)
        pdf.setLineWidth(2.2 if marked else 1)
        pdf.setFillColor(HOT_FILL if marked else PAPER_FILL)
        pdf.roundRect(cx, cy, cw, ch, 4, stroke=1, fill=1)
        pdf.setLineWidth(1)
        _die(pdf, cx + cw / 2, cy + ch - 10, die, card.low)
        _die(pdf, cx + cw / 2, cy + ch - 27, die, card.high)
        pdf.setFillColor(HOT_INK if marked else colors.black)
        pdf.setFont(BOLD, 11)
        pdf.drawCentredString(cx + cw / 2, cy + 5, str(card.total))
        pdf.setFont(BOLD if marked else FONT, CAPTION_SIZE)
        pdf.setFillColor(colors.black if marked else colors.dimgrey)
        place = f"{TARGET_MARK} #{i + 1}" if marked else f"#{i + 1}"
        pdf.drawCentredString(cx + cw / 2, cy - 9, place)
        bottom = min(bottom, cy - 9)
        if i + 1 in best:
            mark(pdf, cx, cy, cw, ch, str(best[i + 1]))
    return bottom


def _best(answer: Any) -> dict[int, int]:
    """The best announcement of a Solution with the fewest cards: table place -> its place in
    the calculation (from 1); nothing for another answer, or when nothing is reachable."""
    from deckmath.solvers.totaux.solve import Solution

    if not isinstance(answer, Solution) or answer.best_total is None:
        return {}
    found = answer.example_for(answer.best_total)
    if found is None or found.example is None:
        return {}
    return {place: n for n, place in enumerate(found.example.positions, 1)}
