"""Printable PDF of a puzzle set (reportlab): puzzles drawn as cards, space to write, answer key last.

Every puzzle also carries its one-line notation in small print, so that the sheet can be read back
(and is, by the tests, with pypdf). `invariant=1` makes the same set give the same bytes.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators import puzzle_text as say
from deckmath.generators.drawing import BOLD, FONT
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

PAPERS = {"a4": A4, "letter": letter}
MARGIN = 40


def write_pdf(puzzles: PuzzleSet, path: str | BinaryIO, words: Mapping[str, str],
              paper: str = "a4") -> None:
    """Puzzle pages (a grid of boxes with room to write) then answer-key pages; each question is
    drawn by its game's `draw_question` hook (solvers/game.py). `path` is a file name or an
    open binary file."""
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
    draw = registry.game(puzzles.game).draw_question
    for start in range(0, len(numbered), per_page):
        _header(pdf, puzzles, words, size, start // per_page + 1)
        for slot, (number, puzzle) in enumerate(numbered[start:start + per_page]):
            x = MARGIN + (slot % 2) * (box_w + 20)
            top = height - MARGIN - 60 - (slot // 2) * (box_h + 16)
            _puzzle_box(pdf, draw, number, puzzle, words, x, top, box_w, box_h)
        pdf.showPage()
    _answer_pages(pdf, puzzles, words, size)
    pdf.save()


def _header(pdf: Canvas, puzzles: PuzzleSet, words: Mapping[str, str], size, page: int) -> None:
    width, height = size
    pdf.setFont(BOLD, 15)
    pdf.setFillColor(colors.black)
    pdf.drawString(MARGIN, height - MARGIN - 8, say.title(puzzles, words))
    pdf.setFont(FONT, 10)
    pdf.drawString(MARGIN, height - MARGIN - 26, say.task(puzzles, words))
    pdf.drawRightString(width - MARGIN, height - MARGIN - 8, f"{words['page']} {page}")


def _puzzle_box(pdf: Canvas, draw, number: int, puzzle: Puzzle, words: Mapping[str, str],
                x: float, top: float, w: float, h: float) -> None:
    pdf.setStrokeColor(colors.lightgrey)
    pdf.setLineWidth(0.8)
    pdf.roundRect(x, top - h, w, h, 8)
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD, 11)
    pdf.drawString(x + 8, top - 16, f"{words['puzzle']} {number}")
    bottom = draw(pdf, puzzle.question, x + 8, top - 26, w - 16)
    pdf.setFont(FONT, 6.5)
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(simpleSplit(puzzle.question.text(words), FONT, 6.5, w - 16)):
        pdf.drawString(x + 8, bottom - 10 - 8 * i, line)
    pdf.setStrokeColor(colors.HexColor("#dddddd"))
    y = bottom - 34
    while y > top - h + 10:
        pdf.line(x + 8, y, x + w - 8, y)
        y -= 16


def _answer_pages(pdf: Canvas, puzzles: PuzzleSet, words: Mapping[str, str], size) -> None:
    width, height = size
    y = height - MARGIN
    page_open = False
    for number, puzzle in enumerate(puzzles.puzzles, 1):
        answer = simpleSplit(f"{number}. {puzzle.answer.text(words)}", FONT, 10,
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
