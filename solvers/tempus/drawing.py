"""Professor Tempus's PDF drawing hook (solvers/game.py): a position drawn as coloured cards with
their hourglasses, the three holders with their direction and owner, and both hands (P1)."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import BOLD, CARD_EDGE, FONT
from deckmath.solvers.tempus.model import JOKER, RED, Card
from deckmath.solvers.tempus.puzzles import BestQuestion

FILLS = {RED: colors.HexColor("#c8102e"), JOKER: colors.HexColor("#8a8d8f")}
MAUVE_FILL = colors.HexColor("#7b3f98")
SAND = colors.HexColor("#f2c14e")
CARD_W, CARD_H = 17.0, 24.0
ROW = 28.0
LABEL_W = 46.0


def _hourglass(pdf: Canvas, x: float, y: float, size: float) -> None:
    """A small hourglass (two triangles meeting at their tips) with its bottom-left at (x, y)."""
    path = pdf.beginPath()
    path.moveTo(x, y)
    path.lineTo(x + size, y)
    path.lineTo(x, y + size * 1.4)
    path.lineTo(x + size, y + size * 1.4)
    path.close()
    pdf.setFillColor(SAND)
    pdf.setStrokeColor(colors.black)
    pdf.setLineWidth(0.3)
    pdf.drawPath(path, stroke=1, fill=1)


def draw_card(pdf: Canvas, card: Card, hourglasses: int, x: float, y: float) -> None:
    """One card (P1.1): its colour, its value and one hourglass drawn per hourglass (P1.1)."""
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setLineWidth(0.6)
    pdf.setFillColor(FILLS.get(card.colour, MAUVE_FILL))
    pdf.roundRect(x, y, CARD_W, CARD_H, 2.5, stroke=1, fill=1)
    pdf.setFillColor(colors.white)
    pdf.setFont(BOLD, 8 if card.value < 10 else 7.5)
    label = ("J" if card.colour == JOKER else "") + str(card.value)
    pdf.drawCentredString(x + CARD_W / 2, y + CARD_H - 10, label)
    size = 3.2
    left = x + (CARD_W - hourglasses * (size + 1.2) + 1.2) / 2
    for i in range(hourglasses):
        _hourglass(pdf, left + i * (size + 1.2), y + 2.5, size)


def _label(pdf: Canvas, text: str, x: float, y: float, bold: bool = False) -> None:
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD if bold else FONT, 7.5)
    pdf.drawString(x, y + CARD_H / 2 - 2.5, text)


def _direction(pdf: Canvas, up: bool, x: float, y: float) -> None:
    """A small arrow: up for an ascending series (+), down for a descending one (-) (P3.1)."""
    pdf.setFillColor(colors.black)
    path = pdf.beginPath()
    mid = y + CARD_H / 2
    if up:
        path.moveTo(x, mid - 3)
        path.lineTo(x + 6, mid - 3)
        path.lineTo(x + 3, mid + 3)
    else:
        path.moveTo(x, mid + 3)
        path.lineTo(x + 6, mid + 3)
        path.lineTo(x + 3, mid - 3)
    path.close()
    pdf.drawPath(path, stroke=0, fill=1)


def draw_question(pdf: Canvas, question: BestQuestion, x: float, top: float, w: float) -> float:
    """The three holders (number, owner, direction, cards bottom to top) then both hands, the
    player to move first; returns the y below the drawing."""
    p = question.position
    count = dict(question.hourglasses)
    y = top - CARD_H
    for number, series in enumerate(p.holders, start=1):
        if series is None:
            _label(pdf, f"{number}", x, y, bold=True)
            pdf.setStrokeColor(colors.lightgrey)
            pdf.setDash(2, 2)
            pdf.roundRect(x + LABEL_W, y, CARD_W, CARD_H, 2.5, stroke=1, fill=0)
            pdf.setDash()
        else:
            _label(pdf, f"{number}   P{series.owner}  {series.direction}", x, y, bold=True)
            _direction(pdf, series.direction == "+", x + LABEL_W - 10, y)
            room = w - LABEL_W - CARD_W
            step = min(CARD_W + 2, room / max(len(series.cards) - 1, 1))
            for i, card in enumerate(series.cards):
                draw_card(pdf, card, count[card], x + LABEL_W + i * step, y)
        y -= ROW
    y -= 4
    order = [p.to_move] + [i for i in range(1, p.players + 1) if i != p.to_move]
    for player in order:
        _label(pdf, f"P{player}" + (" >" if player == p.to_move else ""), x, y,
               bold=player == p.to_move)
        for i, card in enumerate(p.hands[player - 1]):
            draw_card(pdf, card, count[card], x + LABEL_W + i * (CARD_W + 3), y)
        y -= ROW
    return y + ROW - 2
