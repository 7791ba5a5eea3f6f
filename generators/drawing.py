"""Shapes the games' PDF drawing hooks share (reportlab): the palette and a card with centred
text. A game draws its own questions with these (its `draw_question` hook, solvers/game.py)."""
from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONT, BOLD = "DeckSans", "DeckSans-Bold"
"""The sheets' fonts, embedded TrueType (generators/fonts/README.md): unlike the PDF base fonts
they print the narrow no-break space of French typography (U+202F)."""

FONT_FILES = {FONT: "DeckSans.ttf", BOLD: "DeckSans-Bold.ttf"}


def _register_fonts() -> None:
    folder = Path(__file__).parent / "fonts"
    for name, file in FONT_FILES.items():
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(folder / file)))


_register_fonts()
COLD_FILL, COLD_INK = colors.HexColor("#d6ecff"), colors.HexColor("#0b4f8a")
HOT_FILL, HOT_INK = colors.HexColor("#ffd9cc"), colors.HexColor("#a3260b")
PAPER_FILL = colors.HexColor("#f4f1e8")
CARD_EDGE = colors.HexColor("#555555")
SYMBOLS = {"+": "+", "-": "\u2013", "x": "\u00d7", "/": "\u00f7"}
"""Operator symbols as printed on cards."""

CAPTION_SIZE = 7.5
"""Type size of a card's caption and of the words beside cards: the smallest a drawing
prints at its natural size, so that a sheet may shrink it a little and keep it at 7 points
(generators/render_pdf.py MIN_TEXT)."""


def spread(count: int, widest: float, gap: float, width: float) -> float:
    """The width of each of `count` cards `gap` apart in a row `width` wide, at most
    `widest`: a row of many cards narrows them rather than run past its box."""
    return min(widest, (width - gap * (count - 1)) / max(count, 1))


def card(pdf: Canvas, x: float, y: float, w: float, h: float, fill, ink, text: str,
         size: float, caption: str = "") -> None:
    """A rounded card at (x, y) (bottom-left), filled, with `text` centred in bold (smaller than
    `size` where a narrow card needs it) and an optional small `caption` under it (what the
    card is, in words: colour is never the only sign of it)."""
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setFillColor(fill)
    pdf.roundRect(x, y, w, h, 4, stroke=1, fill=1)
    pdf.setFillColor(ink)
    size = min(size, size * (w - 2) / max(pdfmetrics.stringWidth(text, BOLD, size), 1e-9))
    pdf.setFont(BOLD, size)
    middle = y + h / 2 + (3 if caption else 0)
    pdf.drawCentredString(x + w / 2, middle - size / 3, text)
    if caption:
        pdf.setFont(FONT, CAPTION_SIZE)
        pdf.drawCentredString(x + w / 2, y + 4, caption)


BEST_EDGE = colors.HexColor("#1b7f3b")
"""The outline and badge of a card of the best play: a dark green, distinct in grey from the
cards' fills; the badge's number says it in another way than colour."""


def mark(pdf: Canvas, x: float, y: float, w: float, h: float, label: str) -> None:
    """A card of the best play, at (x, y) (bottom-left) `w` by `h`: a thick outline around it
    and, at its top right corner, a disc with `label` (its place in the play: 1, 2, ...)."""
    pdf.saveState()
    pdf.setStrokeColor(BEST_EDGE)
    pdf.setLineWidth(2)
    pdf.roundRect(x - 2, y - 2, w + 4, h + 4, 5, stroke=1, fill=0)
    if label:
        radius = 5.5
        pdf.setFillColor(BEST_EDGE)
        pdf.circle(x + w, y + h, radius, stroke=0, fill=1)
        pdf.setFillColor(colors.white)
        pdf.setFont(BOLD, CAPTION_SIZE)
        pdf.drawCentredString(x + w, y + h - CAPTION_SIZE / 3, label)
    pdf.restoreState()


def matched(wanted: list, held: list) -> list[int | None]:
    """Where each wanted card is in `held` (index), each held card used once, in order; None
    for a card not held."""
    free = list(range(len(held)))
    out: list[int | None] = []
    for card in wanted:
        at = next((i for i in free if held[i] == card), None)
        if at is not None:
            free.remove(at)
        out.append(at)
    return out
