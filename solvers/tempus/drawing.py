"""Professor Tempus's PDF drawing hook (solvers/game.py): a position drawn as cards with their
hourglasses, the three holders with their direction and owner, and both hands (P1).

Colour decides which captures are legal (P3.2), so it is never shown by colour alone: each card
carries its colour's letter (P1.4) and a pattern (red plain, mauve striped, Joker dotted), and
the three fills are far apart in lightness, so that a black-and-white print reads the same."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators.drawing import BOLD, CAPTION_SIZE, CARD_EDGE, FONT, mark
from deckmath.solvers.tempus.model import COLOURS, JOKER, MAUVE, RED, Card
from deckmath.solvers.tempus.puzzles import WORDS, BestQuestion

FILLS = {RED: colors.HexColor("#b3122b"), MAUVE: colors.HexColor("#a77cc9"),
         JOKER: colors.HexColor("#d9d9d9")}
"""Card fills, dark, middle and light in grey: red, mauve, Joker grey."""
INKS = {RED: colors.white, MAUVE: colors.black, JOKER: colors.black}
MAUVE_STRIPE = colors.HexColor("#6a3f8c")
JOKER_DOT = colors.HexColor("#7a7a7a")
SAND = colors.HexColor("#f2c14e")
CARD_W, CARD_H = 21.0, 26.0
ROW = 29.0


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


def _stripes(pdf: Canvas, x: float, y: float) -> None:
    """Mauve's pattern: diagonal stripes across the card, kept inside its rounded corners."""
    pdf.setStrokeColor(MAUVE_STRIPE)
    pdf.setLineWidth(1.1)
    inset = 1.5
    left, right, bottom, top = x + inset, x + CARD_W - inset, y + inset, y + CARD_H - inset
    start = left - (top - bottom)
    while start < right:
        x0, y0 = max(start, left), bottom + max(left - start, 0)
        x1 = min(start + (top - bottom), right)
        y1 = bottom + (x1 - start)
        pdf.line(x0, y0, x1, y1)
        start += 4.5


def _dots(pdf: Canvas, x: float, y: float) -> None:
    """The Joker's pattern: a grid of small dots."""
    pdf.setFillColor(JOKER_DOT)
    for i in range(4):
        for j in range(6):
            pdf.circle(x + 3 + i * 5, y + 2.5 + j * 4.2, 0.6, stroke=0, fill=1)


def draw_card(pdf: Canvas, card: Card, hourglasses: int, x: float, y: float) -> None:
    """One card (P1.1, P1.4): its colour as fill, pattern and letter, its value, and one
    hourglass drawn per hourglass."""
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setLineWidth(0.6)
    pdf.setFillColor(FILLS[card.colour])
    pdf.roundRect(x, y, CARD_W, CARD_H, 2.5, stroke=1, fill=1)
    if card.colour == MAUVE:
        _stripes(pdf, x, y)
    elif card.colour == JOKER:
        _dots(pdf, x, y)
    ink = INKS[card.colour]
    pdf.setFillColor(FILLS[card.colour])
    pdf.roundRect(x + 2, y + 7.5, CARD_W - 4, CARD_H - 9, 2, stroke=0, fill=1)
    pdf.setFillColor(ink)
    pdf.setFont(BOLD, CAPTION_SIZE)
    pdf.drawString(x + 2.5, y + CARD_H - 7.5, COLOURS[card.colour])
    pdf.setFont(BOLD, 9 if card.value < 10 else 8.5)
    pdf.drawCentredString(x + CARD_W / 2, y + 9.5, str(card.value))
    size = 3.0
    left = x + (CARD_W - hourglasses * (size + 1.2) + 1.2) / 2
    for i in range(hourglasses):
        _hourglass(pdf, left + i * (size + 1.2), y + 2.2, size)


def _label(pdf: Canvas, lines: tuple[str, str], x: float, y: float, bold: bool = False) -> None:
    """A row's name in two lines beside its cards (`y` is the row's bottom)."""
    pdf.setFillColor(colors.black)
    for i, line in enumerate(lines):
        pdf.setFont(BOLD if bold or i == 0 else FONT, CAPTION_SIZE)
        pdf.drawString(x, y + CARD_H / 2 + 1.5 - 9 * i, line)


def _label_width(said: Mapping[str, str], players: int) -> float:
    """The width of the column of row names: the widest of them, and room for an arrow."""
    names = [f"{said['player']} {n}" for n in range(1, players + 1)] + [said["to_move"]]
    return max(stringWidth(name, BOLD, CAPTION_SIZE) for name in names) + 6


def _direction(pdf: Canvas, up: bool, x: float, y: float) -> None:
    """A small arrow: up for an ascending series (+), down for a descending one (-) (P3.1)."""
    pdf.setFillColor(colors.black)
    path = pdf.beginPath()
    mid = y + CARD_H / 2 + 4
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


def draw_question(pdf: Canvas, question: BestQuestion, x: float, top: float, w: float,
                  words: Mapping[str, str] | None = None, answer: Any = None) -> float:
    """The three holders (number, direction, owner, cards bottom to top) then both hands, the
    player to move first, players named in words ("player 1", "joueur 1": never `J1`, which is
    a Joker's name, P1.4), cards narrowed to `w`; with `answer` a Solution of this position,
    its best move marked: the card played and the holder it goes to (P3). Returns the y below
    the drawing."""
    said = words or WORDS["en"]
    p = question.position
    count = dict(question.hourglasses)
    played, onto = _best(question, answer)
    label_w = _label_width(said, p.players)
    room = w - label_w - CARD_W
    y = top - CARD_H
    for number, series in enumerate(p.holders, start=1):
        if series is None:
            _label(pdf, (f"{number}", said["free"]), x, y)
            pdf.setStrokeColor(colors.lightgrey)
            pdf.setDash(2, 2)
            pdf.roundRect(x + label_w, y, CARD_W, CARD_H, 2.5, stroke=1, fill=0)
            pdf.setDash()
            last = x + label_w
        else:
            _label(pdf, (f"{number}", f"{said['player']} {series.owner}"), x, y)
            _direction(pdf, series.direction == "+", x + stringWidth(f"{number}", BOLD,
                                                                      CAPTION_SIZE) + 4, y)
            step = min(CARD_W + 2, room / max(len(series.cards) - 1, 1))
            for i, card in enumerate(series.cards):
                draw_card(pdf, card, count[card], x + label_w + i * step, y)
            last = x + label_w + (len(series.cards) - 1) * step
        if number == onto:
            mark(pdf, last, y, CARD_W, CARD_H, "")
        y -= ROW
    y -= 4
    order = [p.to_move] + [i for i in range(1, p.players + 1) if i != p.to_move]
    for player in order:
        moving = player == p.to_move
        _label(pdf, (f"{said['player']} {player}", said["to_move"] if moving else ""), x, y,
               bold=moving)
        hand = p.hands[player - 1]
        step = min(CARD_W + 3, room / max(len(hand) - 1, 1))
        for i, card in enumerate(hand):
            draw_card(pdf, card, count[card], x + label_w + i * step, y)
            if moving and card == played:
                mark(pdf, x + label_w + i * step, y, CARD_W, CARD_H, "1")
        y -= ROW
    return y + ROW


def _best(question: BestQuestion, answer: Any) -> tuple[Card | None, int | None]:
    """The best move of a Solution: the card played and the holder it goes to (an open takes
    the lowest-numbered free holder, P3.1; a bury none); nothing for another answer."""
    from deckmath.solvers.tempus.solve import Solution

    if not isinstance(answer, Solution) or answer.best_move is None:
        return None, None
    move = answer.best_move
    if move.kind == "open":
        free = [n for n, s in enumerate(question.position.holders, 1) if s is None]
        return move.card, free[0] if free else None
    return move.card, move.holder
