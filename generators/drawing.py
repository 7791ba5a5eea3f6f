"""Shapes the games' PDF drawing hooks share (reportlab): the palette and a card with centred
text. A game draws its own questions with these (its `draw_question` hook, solvers/game.py)."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

FONT, BOLD = "Helvetica", "Helvetica-Bold"
COLD_FILL, COLD_INK = colors.HexColor("#d6ecff"), colors.HexColor("#0b4f8a")
HOT_FILL, HOT_INK = colors.HexColor("#ffd9cc"), colors.HexColor("#a3260b")
PAPER_FILL = colors.HexColor("#f4f1e8")
CARD_EDGE = colors.HexColor("#555555")
SYMBOLS = {"+": "+", "-": "\u2013", "x": "\u00d7", "/": "\u00f7"}
"""Operator symbols as printed on cards (all in the PDF base fonts' WinAnsi encoding)."""


def card(pdf: Canvas, x: float, y: float, w: float, h: float, fill, ink, text: str,
         size: float) -> None:
    """A rounded card at (x, y) (bottom-left), filled, with `text` centred in bold."""
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setFillColor(fill)
    pdf.roundRect(x, y, w, h, 4, stroke=1, fill=1)
    pdf.setFillColor(ink)
    pdf.setFont(BOLD, size)
    pdf.drawCentredString(x + w / 2, y + h / 2 - size / 3, text)
