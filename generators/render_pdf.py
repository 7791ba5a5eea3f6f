"""Printable PDF of a puzzle set (reportlab): puzzles drawn as cards, space to write, answer key last.

Every puzzle also carries its one-line notation in small print, so that the sheet can be read back
(and is, by the tests, with pypdf). `invariant=1` makes the same set give the same bytes.
"""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators import puzzle_text as say
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet
from deckmath.solvers.errors import InputError

PAPERS = {"a4": A4, "letter": letter}
MARGIN = 40
FONT, BOLD = "Helvetica", "Helvetica-Bold"
COLD_FILL, COLD_INK = colors.HexColor("#d6ecff"), colors.HexColor("#0b4f8a")
HOT_FILL, HOT_INK = colors.HexColor("#ffd9cc"), colors.HexColor("#a3260b")
CARD_EDGE = colors.HexColor("#555555")
SYMBOLS = {"+": "+", "-": "\u2013", "x": "\u00d7", "/": "\u00f7"}
"""Operator symbols as printed on cards (all in the PDF base fonts' WinAnsi encoding)."""
PIPS = {
    1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)],
    4: [(-1, 1), (1, 1), (-1, -1), (1, -1)], 5: [(-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)],
    6: [(-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)],
}
"""Dice pip positions on a 3x3 grid, for faces 1..6 (T1.1)."""


def write_pdf(puzzles: PuzzleSet, path: str, words: dict[str, str], paper: str = "a4") -> None:
    """Puzzle pages (a grid of boxes with room to write) then answer-key pages."""
    if paper not in PAPERS:
        raise InputError(f"paper {paper!r}: choose a4 or letter")
    size = PAPERS[paper]
    pdf = Canvas(path, pagesize=size, invariant=1)
    pdf.setTitle(say.title(puzzles, words))
    pdf.setAuthor("deckmath")
    rows = 3
    per_page = 2 * rows
    width, height = size
    box_w = (width - 2 * MARGIN - 20) / 2
    box_h = (height - 2 * MARGIN - 60 - (rows - 1) * 16) / rows
    numbered = list(enumerate(puzzles.puzzles, 1))
    for start in range(0, len(numbered), per_page):
        _header(pdf, puzzles, words, size, start // per_page + 1)
        for slot, (number, puzzle) in enumerate(numbered[start:start + per_page]):
            x = MARGIN + (slot % 2) * (box_w + 20)
            top = height - MARGIN - 60 - (slot // 2) * (box_h + 16)
            _puzzle_box(pdf, puzzles.game, number, puzzle, words, x, top, box_w, box_h)
        pdf.showPage()
    _answer_pages(pdf, puzzles, words, size)
    pdf.save()


def _header(pdf: Canvas, puzzles: PuzzleSet, words: dict[str, str], size, page: int) -> None:
    width, height = size
    pdf.setFont(BOLD, 15)
    pdf.setFillColor(colors.black)
    pdf.drawString(MARGIN, height - MARGIN - 8, say.title(puzzles, words))
    pdf.setFont(FONT, 10)
    pdf.drawString(MARGIN, height - MARGIN - 26, say.task(puzzles, words))
    pdf.drawRightString(width - MARGIN, height - MARGIN - 8, f"{words['page']} {page}")


def _puzzle_box(pdf: Canvas, game: str, number: int, puzzle: Puzzle, words: dict[str, str],
                x: float, top: float, w: float, h: float) -> None:
    pdf.setStrokeColor(colors.lightgrey)
    pdf.setLineWidth(0.8)
    pdf.roundRect(x, top - h, w, h, 8)
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD, 11)
    pdf.drawString(x + 8, top - 16, f"{words['puzzle']} {number}")
    if game == "celsius":
        bottom = _draw_celsius(pdf, puzzle, x + 8, top - 26, w - 16)
    else:
        bottom = _draw_totaux(pdf, puzzle, x + 8, top - 26, w - 16)
    pdf.setFont(FONT, 6.5)
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(simpleSplit(say.question(game, puzzle, words), FONT, 6.5, w - 16)):
        pdf.drawString(x + 8, bottom - 10 - 8 * i, line)
    pdf.setStrokeColor(colors.HexColor("#dddddd"))
    y = bottom - 34
    while y > top - h + 10:
        pdf.line(x + 8, y, x + w - 8, y)
        y -= 16


def _card(pdf: Canvas, x: float, y: float, w: float, h: float, fill, ink, text: str, size: float) -> None:
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setFillColor(fill)
    pdf.roundRect(x, y, w, h, 4, stroke=1, fill=1)
    pdf.setFillColor(ink)
    pdf.setFont(BOLD, size)
    pdf.drawCentredString(x + w / 2, y + h / 2 - size / 3, text)


def _draw_celsius(pdf: Canvas, puzzle: Puzzle, x: float, top: float, w: float) -> float:
    """Cold card, hot cards, then the hand (C1); returns the y below the drawing."""
    q = puzzle.question
    cw, ch = 34, 46
    _card(pdf, x, top - ch, cw, ch, COLD_FILL, COLD_INK, str(q["cold"]), 16)
    for i, hot in enumerate(q["hot"]):
        _card(pdf, x + (cw + 8) * (i + 1) + 10, top - ch, cw, ch, HOT_FILL, HOT_INK, str(hot), 14)
    hand_top = top - ch - 8
    small = min(30.0, (w - 6 * 4) / 7)
    for i, token in enumerate(q["hand"]):
        text = SYMBOLS[token[0]] + token[1:]
        _card(pdf, x + i * (small + 4), hand_top - 38, small, 38, colors.white, colors.black, text, 11)
    return hand_top - 38


def _die(pdf: Canvas, cx: float, cy: float, size: float, face: int) -> None:
    pdf.setStrokeColor(CARD_EDGE)
    pdf.setFillColor(colors.white)
    pdf.roundRect(cx - size / 2, cy - size / 2, size, size, size / 6, stroke=1, fill=1)
    pdf.setFillColor(colors.black)
    for dx, dy in PIPS[face]:
        pdf.circle(cx + dx * size * 0.28, cy + dy * size * 0.28, size * 0.09, stroke=0, fill=1)


def _draw_totaux(pdf: Canvas, puzzle: Puzzle, x: float, top: float, w: float) -> float:
    """Table cards with their two faces as dice and the total (T1.1-T1.3); the target card of a
    "make" puzzle is drawn hot. Returns the y below the drawing."""
    q = puzzle.question
    per_row = 6
    cw = min(38.0, (w - (per_row - 1) * 4) / per_row)
    ch = 62
    bottom = top
    for i, token in enumerate(q["table"]):
        faces, total = token.split(":")
        cx = x + (i % per_row) * (cw + 4)
        cy = top - (i // per_row) * (ch + 14) - ch
        marked = q.get("target_position") == i + 1
        pdf.setStrokeColor(CARD_EDGE)
        pdf.setFillColor(HOT_FILL if marked else colors.HexColor("#f4f1e8"))
        pdf.roundRect(cx, cy, cw, ch, 4, stroke=1, fill=1)
        _die(pdf, cx + cw / 2, cy + ch - 12, 16, int(faces[0]))
        _die(pdf, cx + cw / 2, cy + ch - 31, 16, int(faces[1]))
        pdf.setFillColor(HOT_INK if marked else colors.black)
        pdf.setFont(BOLD, 11)
        pdf.drawCentredString(cx + cw / 2, cy + 5, total)
        pdf.setFont(FONT, 6)
        pdf.setFillColor(colors.dimgrey)
        pdf.drawCentredString(cx + cw / 2, cy - 8, f"#{i + 1}")
        bottom = min(bottom, cy - 8)
    return bottom


def _answer_pages(pdf: Canvas, puzzles: PuzzleSet, words: dict[str, str], size) -> None:
    width, height = size
    y = height - MARGIN
    page_open = False
    for number, puzzle in enumerate(puzzles.puzzles, 1):
        answer = simpleSplit(f"{number}. {say.answer(puzzles.game, puzzle, words)}", FONT, 10,
                             width - 2 * MARGIN)
        inputs = simpleSplit(say.grade_inputs(puzzle, words), FONT, 7, width - 2 * MARGIN - 14)
        if not page_open or y - (13 * len(answer) + 9 * len(inputs)) < MARGIN:
            if page_open:
                pdf.showPage()
            pdf.setFont(BOLD, 15)
            pdf.setFillColor(colors.black)
            pdf.drawString(MARGIN, height - MARGIN - 8, f"{words['answers']} - {say.title(puzzles, words)}")
            y = height - MARGIN - 34
            page_open = True
        pdf.setFont(FONT, 10)
        pdf.setFillColor(colors.black)
        for line in answer:
            pdf.drawString(MARGIN, y, line)
            y -= 13
        pdf.setFont(FONT, 7)
        pdf.setFillColor(colors.dimgrey)
        for line in inputs:
            pdf.drawString(MARGIN + 14, y, line)
            y -= 9
        y -= 7
    if page_open:
        pdf.showPage()
