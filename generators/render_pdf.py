"""Printable PDF of a puzzle set (reportlab): puzzles drawn as cards, space to write, answer key last.

Every puzzle also carries its one-line notation in small print, so that the sheet can be read back
(and is, by the tests, with pypdf). `invariant=1` makes the same set give the same bytes.

Nothing printed leaves its place: the title shrinks, then wraps, to stay on the page beside the
page number; a question's drawing is scaled to its box (width and height), never below the size
at which its smallest text prints at MIN_TEXT points; its notation wraps inside the box. A page
of more puzzles than a game's cards can be printed legibly is refused, naming how many fit. The
same page drawing runs on generators/svg.SvgCanvas, which is how a notebook previews a sheet.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from deckmath.generators import puzzle_text as say
from deckmath.generators.drawing import BOLD, FONT
from deckmath.generators.input_words import WORDS
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

PAPERS = {"a4": A4, "letter": letter}
MARGIN = 40

PER_PAGE_MAX = 12
"""Most puzzles a page (--per-page): beyond that a box has no room to draw cards and write. A
game whose cards cannot print legibly that small declares fewer (Game.per_page_max)."""

KEYS = ("end", "separate", "none")
"""Where the answer key goes: after the puzzles, in a file of its own, or nowhere."""

MIN_TEXT = 7.0
"""Smallest type, in points, a question's drawing may print at (its cards' values and labels,
about 2.5 mm tall): a drawing is never scaled below it; a page that would need to is refused."""

GUTTER, ROW_GAP, PAD = 20.0, 16.0, 8.0
"""Points between two columns of boxes, between two rows, and inside a box's edge."""

TITLE_SIZE, TITLE_MIN = 15.0, 11.0
"""The sheet's title size, and the smallest it shrinks to before it wraps."""

HEADER_LINE = 24
"""Height of the line for a pupil's name, class and date."""

LEGEND_LINES = 22
"""Height of the two-line legend of the game's notation under the task."""

LEGEND_SIZE = 7.5
"""Type size of the legend: it shrinks (to 5.5) rather than wrap, so that it stays two lines."""

NUMBER_SIZE, NUMBER_BAND = 10.0, 20.0
"""A box's "Puzzle N" (bold) and the band it takes at the box's top."""

NOTATION_SIZE, NOTATION_LEADING = 6.5, 8.0
"""Type size and line height of a question's notation under its drawing."""

WRITING_ROOM = 16
"""Height between two of the lines to write on, at least one of which every box keeps."""

NOTATION_GAP, FIRST_LINE, BOTTOM_GAP = 10.0, 22.0, 10.0
"""From the drawing's bottom to the notation's first baseline, from the notation's last
baseline to the first line to write on, and from the last line to the box's bottom edge."""


def per_page_max(game: str) -> int:
    """Most puzzles of a game a page holds with its cards legible (Game.per_page_max)."""
    return min(PER_PAGE_MAX, registry.game(game).per_page_max)


def check_per_page(game: str, per_page: int) -> None:
    """InputError, before any work, for a number of puzzles a page the game cannot print."""
    most = per_page_max(game)
    if not 1 <= per_page <= most:
        why: Any = "" if most == PER_PAGE_MAX else WORDS.said(
            "per_page_why", title=registry.game(game).title, most=most)
        raise InputError(WORDS.said("per_page", per_page=per_page, most=most, why=why))


@dataclass(frozen=True)
class Box:
    """One puzzle's box on a page: left edge, top edge (PDF y, up), width and height."""

    x: float
    top: float
    w: float
    h: float

    @property
    def inner(self) -> float:
        """The width a drawing and its notation get inside the box."""
        return self.w - 2 * PAD


@dataclass(frozen=True)
class Header:
    """What a puzzle page prints above its boxes, laid out: the title (one or two lines at
    `title_size`), the task (wrapped), the legend, the pupil's line; `height` is the room it
    takes under the top margin."""

    title: tuple[str, ...]
    title_size: float
    task: tuple[str, ...]
    legend: tuple[str, str]
    pupil: bool

    @property
    def title_leading(self) -> float:
        return self.title_size * 1.2

    @property
    def height(self) -> float:
        extra = (len(self.title) - 1) * self.title_leading + (len(self.task) - 1) * 12
        return 60 + LEGEND_LINES + extra + (HEADER_LINE if self.pupil else 0)


@dataclass(frozen=True)
class Layout:
    """Where a page's puzzles go: the header, the grid's columns and rows, each slot's box,
    and the scale every question's drawing is printed at (the same for all, at most 1)."""

    size: tuple[float, float]
    header: Header
    columns: int
    boxes: tuple[Box, ...]
    scale: float
    extents: tuple[Extent, ...]
    """Each question's drawing measured at the boxes' inner width, in the set's order."""


@dataclass(frozen=True)
class Extent:
    """A question's drawing at its natural size, measured on an SvgCanvas: how far its ink goes
    left, right, up and down of the point it is drawn from, and its smallest text (points)."""

    left: float
    right: float
    up: float
    down: float
    smallest: float | None

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.up + self.down


Draw = Callable[..., float]


def hook(game: str) -> Draw:
    """The game's drawing of its questions (Game.draw_question); ValueError if it has none."""
    found = registry.game(game)
    if found.draw_question is None:
        raise ValueError(f"{found.title} has no drawing of its questions (no draw_question)")
    return found.draw_question


def measure(draw: Draw, question: Any, words: Mapping[str, str], width: float) -> Extent:
    """The drawing of `question` by its game's hook at `width` points, measured."""
    from deckmath.generators.svg import SvgCanvas

    trial = SvgCanvas((width, 0.0))
    trial.setFont(FONT, 10)
    draw(trial, question, 0.0, 0.0, width, words=words)
    ink = trial.ink or (0.0, 0.0, 0.0, 0.0)
    return Extent(min(0.0, ink[0]), max(0.0, ink[2]), max(0.0, -ink[1]), max(0.0, ink[3]),
                  trial.smallest_text)


def wrapped(text: str, font: str, size: float, width: float) -> list[str]:
    """`text` in lines no wider than `width`, broken at ordinary spaces only: a no-break space
    (French before `:`, between digit groups) never ends a line nor turns into a space. A word
    wider than a line on its own is cut where it reaches the edge."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and stringWidth(trial, font, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
        while len(line) > 1 and stringWidth(line, font, size) > width:
            cut = _fitting(line, font, size, width)
            lines.append(line[:cut])
            line = line[cut:]
    return lines + [line] if line or not lines else lines


def _fitting(text: str, font: str, size: float, width: float) -> int:
    """How many of `text`'s first characters fit in `width` (at least one)."""
    count = 1
    while count < len(text) and stringWidth(text[:count + 1], font, size) <= width:
        count += 1
    return count


def fitted_title(text: str, width: float) -> tuple[tuple[str, ...], float]:
    """A title's lines and size: one line at TITLE_SIZE, or smaller down to TITLE_MIN, or
    wrapped at TITLE_MIN (a 19-digit seed, a long kind's name in French) between its parts
    (`Grade 3`, `seed 42` are never cut in two)."""
    size = TITLE_SIZE
    while size >= TITLE_MIN:
        if stringWidth(text, BOLD, size) <= width:
            return (text,), size
        size -= 0.5
    lines: list[str] = []
    for part in text.split(PART):
        joined = f"{lines[-1]}{PART}{part}" if lines else part
        if lines and stringWidth(joined, BOLD, TITLE_MIN) <= width:
            lines[-1] = joined
        else:
            lines += wrapped(part, BOLD, TITLE_MIN, width)
    return tuple(lines), TITLE_MIN


PART = " - "
"""What separates a title's parts (generators/puzzle_text.py title)."""


def _page_label(words: Mapping[str, str], page: int) -> str:
    return f"{words['page']} {page}"


def header_of(puzzles: PuzzleSet, words: Mapping[str, str], size: tuple[float, float],
              pupil: bool, pages: int) -> Header:
    """The header of a sheet's puzzle pages, laid out to stay within the margins beside the
    widest page number."""
    width = size[0] - 2 * MARGIN
    label = stringWidth(_page_label(words, pages), FONT, 10)
    title, title_size = fitted_title(say.title(puzzles, words), width - label - 12)
    task = tuple(wrapped(say.task(puzzles, words), FONT, 10, width))
    return Header(title, title_size, task, say.legend(puzzles, words), pupil)


def notation_lines(question: Any, words: Mapping[str, str], width: float) -> list[str]:
    return wrapped(question.text(words), FONT, NOTATION_SIZE, width)


def drawing_room(box: Box, lines: int) -> float:
    """The height a box leaves its drawing, below its number and above `lines` lines of
    notation and one line to write on."""
    below = NOTATION_GAP + NOTATION_LEADING * (lines - 1) + FIRST_LINE + BOTTOM_GAP
    return box.h - NUMBER_BAND - below


def grid(size: tuple[float, float], per_page: int, header: Header, columns: int) -> list[Box]:
    """The boxes of a page of `per_page` puzzles in `columns` columns, row by row."""
    width, height = size
    rows = -(-per_page // columns)
    box_w = (width - 2 * MARGIN - GUTTER * (columns - 1)) / columns
    box_h = (height - 2 * MARGIN - header.height - (rows - 1) * ROW_GAP) / rows
    return [Box(MARGIN + (slot % columns) * (box_w + GUTTER),
                height - MARGIN - header.height - (slot // columns) * (box_h + ROW_GAP),
                box_w, box_h) for slot in range(per_page)]


class Measures:
    """Every question of a set measured at a box's inner width, once per width."""

    def __init__(self, puzzles: PuzzleSet, words: Mapping[str, str]) -> None:
        self.draw = hook(puzzles.game)
        self.questions = [p.question for p in puzzles.puzzles]
        self.words = words
        self._cache: dict[float, list[tuple[Extent, int]]] = {}

    def at(self, width: float) -> list[tuple[Extent, int]]:
        """Each question's extent and notation lines at `width`."""
        key = round(width, 3)
        if key not in self._cache:
            self._cache[key] = [(measure(self.draw, q, self.words, width),
                                 len(notation_lines(q, self.words, width)))
                                for q in self.questions]
        return self._cache[key]

    def scale(self, boxes: Sequence[Box]) -> tuple[float, float]:
        """The scale every question gets in boxes like these (the worst question's, at most
        1) and the size its smallest text then prints at (inf when none has text)."""
        box = boxes[0]
        scale, smallest = 1.0, math.inf
        for extent, lines in self.at(box.inner):
            room = drawing_room(box, lines)
            fit = min(1.0, box.inner / extent.width if extent.width else 1.0,
                      room / extent.height if extent.height else 1.0)
            scale = min(scale, max(fit, 0.0))
        for extent, _ in self.at(box.inner):
            if extent.smallest is not None:
                smallest = min(smallest, extent.smallest * scale)
        return scale, smallest


def layout(puzzles: PuzzleSet, words: Mapping[str, str], paper: str, per_page: int,
           header: bool) -> Layout:
    """The page layout of a set: the usual columns (one up to 3 a page, then two) when every
    drawing prints legibly in them, else the columns (up to three) that print it largest;
    InputError naming how many a page fit when none does."""
    measures = Measures(puzzles, words)
    laid = _arranged(puzzles, words, paper, per_page, header, measures)
    if laid is None:
        most = next((p for p in range(per_page - 1, 0, -1)
                     if _arranged(puzzles, words, paper, p, header, measures)), 0)
        title = registry.game(puzzles.game).title
        raise InputError(WORDS.said("per_page_small", per_page=per_page, title=title,
                                    points=f"{MIN_TEXT:g}", paper=paper, most=most))
    return laid


def _arranged(puzzles: PuzzleSet, words: Mapping[str, str], paper: str, per_page: int,
              header: bool, measures: Measures) -> Layout | None:
    """layout's choice of columns, or None when no grid prints every drawing legibly."""
    size = PAPERS[paper]
    pages = max(1, -(-len(puzzles.puzzles) // per_page))
    head = header_of(puzzles, words, size, header, pages)
    usual = 1 if per_page <= 3 else 2
    fits = []
    for columns in [usual] + [c for c in (1, 2, 3) if c != usual and c <= per_page]:
        boxes = grid(size, per_page, head, columns)
        scale, smallest = measures.scale(boxes)
        if smallest < MIN_TEXT - 1e-6 or scale <= 0:
            continue
        extents = tuple(extent for extent, _ in measures.at(boxes[0].inner))
        if columns == usual:
            return Layout(size, head, columns, tuple(boxes), scale, extents)
        fits.append((scale, columns, boxes, extents))
    if not fits:
        return None
    scale, columns, boxes, extents = max(fits, key=lambda fit: fit[0])
    return Layout(size, head, columns, tuple(boxes), scale, extents)


def write_pdf(puzzles: PuzzleSet, path: str | BinaryIO, words: Mapping[str, str],
              paper: str = "a4", per_page: int = 6, key: str = "end", header: bool = False,
              key_path: str | BinaryIO | None = None) -> None:
    """Puzzle pages (a grid of `per_page` boxes with room to write, one to three columns)
    then, with key="end", answer-key pages; key="separate" writes the key to `key_path`. Each
    question is drawn by its game's `draw_question` hook (solvers/game.py). `header` adds a
    line for a pupil's name, class and date. `path` is a file name or an open binary file."""
    if paper not in PAPERS:
        raise InputError(WORDS.said("paper", paper=repr(paper)))
    check_per_page(puzzles.game, per_page)
    if key not in KEYS:
        raise InputError(WORDS.said("key", key=repr(key), keys=", ".join(KEYS)))
    if key == "separate" and key_path is None:
        raise InputError(WORDS.said("key_file"))
    laid = layout(puzzles, words, paper, per_page, header)
    pdf = _canvas(path, laid.size, say.title(puzzles, words))
    for start in range(0, len(puzzles.puzzles), per_page):
        draw_page(pdf, puzzles, words, laid, start // per_page + 1)
        pdf.showPage()
    if key == "end":
        _answer_pages(pdf, puzzles, words, laid.size)
    pdf.save()
    if key == "separate":
        assert key_path is not None
        answers = _canvas(key_path, laid.size, f"{words['answers']} - {say.title(puzzles, words)}")
        _answer_pages(answers, puzzles, words, laid.size)
        answers.save()


def first_page_svg(puzzles: PuzzleSet, words: Mapping[str, str], paper: str = "a4",
                   per_page: int = 6, header: bool = False, zoom: float = 1.0) -> str:
    """The sheet's first page as the PDF prints it, an SVG document (a notebook's preview)."""
    from deckmath.generators.svg import SvgCanvas

    if paper not in PAPERS:
        raise InputError(WORDS.said("paper", paper=repr(paper)))
    check_per_page(puzzles.game, per_page)
    laid = layout(puzzles, words, paper, per_page, header)
    page = SvgCanvas(laid.size)
    page.setTitle(say.title(puzzles, words))
    page.setFillColor(colors.white)
    page.rect(0, 0, *laid.size, stroke=0, fill=1)
    draw_page(page, puzzles, words, laid, 1)
    return page.to_svg(None, zoom)


def _canvas(path: str | BinaryIO, size, title: str) -> Canvas:
    pdf = Canvas(path, pagesize=size, invariant=1)
    pdf.setTitle(title)
    pdf.setAuthor("deckmath")
    return pdf


def draw_page(pdf: Any, puzzles: PuzzleSet, words: Mapping[str, str], laid: Layout,
              page: int) -> None:
    """One page of puzzles (the `page`th, from 1) on a reportlab Canvas or an SvgCanvas."""
    _header(pdf, laid.header, words, laid.size, page)
    draw = hook(puzzles.game)
    per_page = len(laid.boxes)
    start = (page - 1) * per_page
    for box, number in zip(laid.boxes, range(start + 1, len(puzzles.puzzles) + 1)):
        _puzzle_box(pdf, draw, number, puzzles.puzzles[number - 1], words, box, laid.scale,
                    laid.extents[number - 1])


def _header(pdf: Any, head: Header, words: Mapping[str, str], size, page: int) -> None:
    width, height = size
    top = height - MARGIN
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD, head.title_size)
    for i, line in enumerate(head.title):
        pdf.drawString(MARGIN, top - 8 - i * head.title_leading, line)
    pdf.setFont(FONT, 10)
    pdf.drawRightString(width - MARGIN, top - 8, _page_label(words, page))
    y = top - 26 - (len(head.title) - 1) * head.title_leading
    for i, line in enumerate(head.task):
        pdf.drawString(MARGIN, y - 12 * i, line)
    y -= 12 * (len(head.task) - 1) + 14
    _legend(pdf, head.legend, MARGIN, width - MARGIN, y)
    if head.pupil:
        _pupil_line(pdf, words, MARGIN, width - MARGIN, y - 32)


def _legend(pdf: Any, lines: tuple[str, str], left: float, right: float, y: float) -> None:
    """The notation's two lines, in small grey type, each on one line of the page's width."""
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(lines):
        size = LEGEND_SIZE
        while size > 5.5 and stringWidth(line, FONT, size) > right - left:
            size -= 0.25
        pdf.setFont(FONT, size)
        pdf.drawString(left, y - 10 * i, line)
    pdf.setFillColor(colors.black)


GRADING_SIZE, GRADING_LEADING = 7.5, 9.5
"""Type size and line height of what the grades mean, above the first answer."""


def _grading(pdf: Any, lines: list[str], left: float, right: float, y: float) -> float:
    """What the sheet's grades mean, a line a grade (wrapped), in grey; returns the y below."""
    pdf.setFillColor(colors.dimgrey)
    pdf.setFont(FONT, GRADING_SIZE)
    for line in lines:
        for part in wrapped(line, FONT, GRADING_SIZE, right - left):
            pdf.drawString(left, y, part)
            y -= GRADING_LEADING
    pdf.setFillColor(colors.black)
    return y - 8


def _pupil_line(pdf: Any, words: Mapping[str, str], left: float, right: float, y: float
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
        pdf.line(x + stringWidth(shown, FONT, 10) + 4, y - 2, left + end * span, y - 2)


def _puzzle_box(pdf: Any, draw: Draw, number: int, puzzle: Puzzle, words: Mapping[str, str],
                box: Box, scale: float, extent: Extent) -> None:
    """A puzzle's box: its number, its question drawn at `scale` (its `extent` measured at the
    box's inner width, so within the box), the question's notation wrapped under it, then
    lines to write on down to the bottom."""
    x, top, w, h = box.x, box.top, box.w, box.h
    pdf.setStrokeColor(colors.lightgrey)
    pdf.setLineWidth(0.8)
    pdf.roundRect(x, top - h, w, h, 8)
    pdf.setFillColor(colors.black)
    pdf.setFont(BOLD, NUMBER_SIZE)
    pdf.drawString(x + PAD, top - 14, f"{words['puzzle']} {number}")
    notation = notation_lines(puzzle.question, words, box.inner)
    drawn_top = top - NUMBER_BAND
    pdf.saveState()
    pdf.translate(x + PAD - extent.left * scale, drawn_top - extent.up * scale)
    pdf.scale(scale, scale)
    draw(pdf, puzzle.question, 0.0, 0.0, box.inner, words=words)
    pdf.restoreState()
    bottom = drawn_top - extent.height * scale
    pdf.setFont(FONT, NOTATION_SIZE)
    pdf.setFillColor(colors.dimgrey)
    for i, line in enumerate(notation):
        pdf.drawString(x + PAD, bottom - NOTATION_GAP - NOTATION_LEADING * i, line)
    pdf.setFillColor(colors.black)
    last = bottom - NOTATION_GAP - NOTATION_LEADING * (len(notation) - 1)
    pdf.setStrokeColor(colors.HexColor("#dddddd"))
    y = last - FIRST_LINE
    while y >= top - h + BOTTOM_GAP - 1e-6:
        pdf.line(x + PAD, y, x + w - PAD, y)
        y -= WRITING_ROOM


def _answer_pages(pdf: Canvas, puzzles: PuzzleSet, words: Mapping[str, str], size) -> None:
    width, height = size
    line_width = width - 2 * MARGIN
    title, title_size = fitted_title(f"{words['answers']} - {say.title(puzzles, words)}",
                                     line_width)
    title_room = (len(title) - 1) * title_size * 1.2
    y = height - MARGIN
    page_open = False
    for number, puzzle in enumerate(puzzles.puzzles, 1):
        answer = wrapped(f"{number}. {puzzle.answer.text(words)}", FONT, 10, line_width)
        inputs = wrapped(say.grade_inputs(puzzle, words), FONT, 7, line_width - 14)
        if not page_open or y - (13 * len(answer) + 9 * len(inputs)) < MARGIN:
            if page_open:
                pdf.showPage()
            pdf.setFont(BOLD, title_size)
            pdf.setFillColor(colors.black)
            for i, line in enumerate(title):
                pdf.drawString(MARGIN, height - MARGIN - 8 - i * title_size * 1.2, line)
            _legend(pdf, say.legend(puzzles, words), MARGIN, width - MARGIN,
                    height - MARGIN - 24 - title_room)
            y = height - MARGIN - 34 - LEGEND_LINES - title_room
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
