"""Printable PDF of a puzzle set (reportlab): puzzles drawn as cards, space to write, answer key last.

Every puzzle also carries its one-line notation in small print, so that the sheet can be read back
(and is, by the tests, with pypdf). `invariant=1` makes the same set give the same bytes.
"""
from __future__ import annotations

import io
from collections.abc import Mapping
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators import puzzle_text as say
from deckmath.generators.drawing import BOLD, FONT
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

PAPERS = {"a4": A4, "letter": letter}
MARGIN = 40


PER_PAGE_MAX = 12
"""Most puzzles a page (--per-page): beyond that a box has no room to draw cards and write."""

KEYS = ("end", "separate", "none")
"""Where the answer key goes: after the puzzles, in a file of its own, or nowhere."""


def write_pdf(puzzles: PuzzleSet, path: str | BinaryIO, words: Mapping[str, str],
              paper: str = "a4", per_page: int = 6, key: str = "end", header: bool = False,
              key_path: str | BinaryIO | None = None) -> None:
    """Puzzle pages (a grid of `per_page` boxes with room to write, one or two columns) then,
    with key="end", answer-key pages; key="separate" writes the key to `key_path`. Each
    question is drawn by its game's `draw_question` hook (solvers/game.py). `header` adds a
    line for a pupil's name, class and date. `path` is a file name or an open binary file."""
    if paper not in PAPERS:
        raise InputError(f"paper {paper!r}: choose a4 or letter")
    if not 1 <= per_page <= PER_PAGE_MAX:
        raise InputError(f"{per_page} puzzles a page: choose 1 to {PER_PAGE_MAX}")
    if key not in KEYS:
        raise InputError(f"answer key {key!r}: choose one of {', '.join(KEYS)}")
    if key == "separate" and key_path is None:
        raise InputError("a separate answer key needs a file to go to")
    size = PAPERS[paper]
    pdf = _canvas(path, size, say.title(puzzles, words))
    columns = 1 if per_page <= 3 else 2
    rows = -(-per_page // columns)
    width, height = size
    top_space = 60 + LEGEND_LINES + (HEADER_LINE if header else 0)
    box_w = (width - 2 * MARGIN - 20 * (columns - 1)) / columns
    box_h = (height - 2 * MARGIN - top_space - (rows - 1) * 16) / rows
    numbered = list(enumerate(puzzles.puzzles, 1))
    draw = registry.game(puzzles.game).draw_question
    for start in range(0, len(numbered), per_page):
        _header(pdf, puzzles, words, size, start // per_page + 1, header)
        for slot, (number, puzzle) in enumerate(numbered[start:start + per_page]):
            x = MARGIN + (slot % columns) * (box_w + 20)
            top = height - MARGIN - top_space - (slot // columns) * (box_h + 16)
            _puzzle_box(pdf, draw, number, puzzle, words, x, top, box_w, box_h)
        pdf.showPage()
    if key == "end":
        _answer_pages(pdf, puzzles, words, size)
    pdf.save()
    if key == "separate":
        assert key_path is not None
        answers = _canvas(key_path, size, f"{words['answers']} - {say.title(puzzles, words)}")
        _answer_pages(answers, puzzles, words, size)
        answers.save()


HEADER_LINE = 24
"""Height of the line for a pupil's name, class and date."""

LEGEND_LINES = 22
"""Height of the two-line legend of the game's notation under the task."""

LEGEND_SIZE = 7.5
"""Type size of the legend: it shrinks (to 5.5) rather than wrap, so that it stays two lines."""


def _canvas(path: str | BinaryIO, size, title: str) -> Canvas:
    pdf = Canvas(path, pagesize=size, invariant=1)
    pdf.setTitle(title)
    pdf.setAuthor("deckmath")
    return pdf


def _header(pdf: Canvas, puzzles: PuzzleSet, words: Mapping[str, str], size, page: int,
            pupil: bool) -> None:
    width, height = size
    pdf.setFont(BOLD, 15)
    pdf.setFillColor(colors.black)
    pdf.drawString(MARGIN, height - MARGIN - 8, say.title(puzzles, words))
    pdf.setFont(FONT, 10)
    pdf.drawString(MARGIN, height - MARGIN - 26, say.task(puzzles, words))
    pdf.drawRightString(width - MARGIN, height - MARGIN - 8, f"{words['page']} {page}")
    _legend(pdf, say.legend(puzzles, words), MARGIN, width - MARGIN, height - MARGIN - 40)
    if pupil:
        _pupil_line(pdf, words, MARGIN, width - MARGIN,
                    height - MARGIN - 26 - LEGEND_LINES - HEADER_LINE)


def _legend(pdf: Canvas, lines: tuple[str, str], left: float, right: float, y: float) -> None:
    """The notation's two lines, in small grey type, each on one line of the page's width."""
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(lines):
        size = LEGEND_SIZE
        while size > 5.5 and pdf.stringWidth(line, FONT, size) > right - left:
            size -= 0.25
        pdf.setFont(FONT, size)
        pdf.drawString(left, y - 10 * i, line)
    pdf.setFillColor(colors.black)


GRADING_SIZE, GRADING_LEADING = 7.5, 9.5
"""Type size and line height of what the grades mean, above the first answer."""


def _grading(pdf: Canvas, lines: list[str], left: float, right: float, y: float) -> float:
    """What the sheet's grades mean, a line a grade (wrapped), in grey; returns the y below."""
    pdf.setFillColor(colors.dimgrey)
    pdf.setFont(FONT, GRADING_SIZE)
    for line in lines:
        for part in wrapped(line, FONT, GRADING_SIZE, right - left):
            pdf.drawString(left, y, part)
            y -= GRADING_LEADING
    pdf.setFillColor(colors.black)
    return y - 8


def _pupil_line(pdf: Canvas, words: Mapping[str, str], left: float, right: float, y: float
                ) -> None:
    """Name, class and date, each with a rule to write on: name half the width."""
    pdf.setFont(FONT, 10)
    pdf.setStrokeColor(colors.black)
    pdf.setLineWidth(0.6)
    span = right - left
    fields = ((words["name"], 0.0, 0.5), (words["class"], 0.52, 0.74), (words["date"], 0.76, 1.0))
    for label, start, end in fields:
        x = left + start * span
        shown = f"{label}{words['colon']}"
        pdf.drawString(x, y, shown)
        pdf.line(x + pdf.stringWidth(shown, FONT, 10) + 4, y - 2, left + end * span, y - 2)


def wrapped(text: str, font: str, size: float, width: float) -> list[str]:
    """`text` in lines no wider than `width`, broken at ordinary spaces only: a no-break space
    (French before `:`, between digit groups) never ends a line nor turns into a space."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and stringWidth(trial, font, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line] if line or not lines else lines


def _puzzle_box(pdf: Canvas, draw, number: int, puzzle: Puzzle, words: Mapping[str, str],
                x: float, top: float, w: float, h: float) -> None:
    pdf.setStrokeColor(colors.lightgrey)
    pdf.setLineWidth(0.8)
    pdf.roundRect(x, top - h, w, h, 8)
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD, 11)
    pdf.drawString(x + 8, top - 16, f"{words['puzzle']} {number}")
    notation = wrapped(puzzle.question.text(words), FONT, 6.5, w - 16)
    below = 12 + NOTATION_LEADING * len(notation) + WRITING_ROOM
    bottom = _drawn_to_fit(pdf, draw, puzzle.question, words, x + 8, top - 26, w - 16,
                           h - 26 - below)
    pdf.setFont(FONT, 6.5)
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(notation):
        pdf.drawString(x + 8, bottom - 10 - NOTATION_LEADING * i, line)
    bottom -= NOTATION_LEADING * (len(notation) - 1)
    pdf.setStrokeColor(colors.HexColor("#dddddd"))
    y = bottom - 34
    while y > top - h + 10:
        pdf.line(x + 8, y, x + w - 8, y)
        y -= 16


NOTATION_LEADING = 8
"""Line height of a question's notation under its drawing."""

WRITING_ROOM = 16
"""Height kept under a question's notation for at least one line to write on."""


def _drawn_to_fit(pdf: Canvas, draw, question, words: Mapping[str, str], x: float, top: float,
                  w: float, room: float) -> float:
    """Draw a question at its natural size, or smaller when the box (many puzzles a page) has
    less than `room` points of height for it; returns the drawing's bottom."""
    trial = Canvas(io.BytesIO())
    trial.setFont(FONT, 10)
    natural = top - draw(trial, question, x, top, w, words=words)
    scale = 1.0 if natural <= room else max(room / natural, 0.3)
    if scale == 1.0:
        return draw(pdf, question, x, top, w, words=words)
    pdf.saveState()
    pdf.translate(x, top)
    pdf.scale(scale, scale)
    draw(pdf, question, 0, 0, w / scale, words=words)
    pdf.restoreState()
    return top - natural * scale


def _answer_pages(pdf: Canvas, puzzles: PuzzleSet, words: Mapping[str, str], size) -> None:
    width, height = size
    y = height - MARGIN
    page_open = False
    for number, puzzle in enumerate(puzzles.puzzles, 1):
        answer = wrapped(f"{number}. {puzzle.answer.text(words)}", FONT, 10,
                             width - 2 * MARGIN)
        inputs = wrapped(say.grade_inputs(puzzle, words), FONT, 7, width - 2 * MARGIN - 14)
        if not page_open or y - (13 * len(answer) + 9 * len(inputs)) < MARGIN:
            if page_open:
                pdf.showPage()
            pdf.setFont(BOLD, 15)
            pdf.setFillColor(colors.black)
            pdf.drawString(MARGIN, height - MARGIN - 8, f"{words['answers']} - {say.title(puzzles, words)}")
            _legend(pdf, say.legend(puzzles, words), MARGIN, width - MARGIN, height - MARGIN - 24)
            y = height - MARGIN - 34 - LEGEND_LINES
            if not page_open:
                y = _grading(pdf, say.grading(puzzles, words), MARGIN, width - MARGIN, y)
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
