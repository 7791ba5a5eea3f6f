"""Nothing a sheet prints leaves its place, at every number of puzzles a page a game offers, in
both languages, on both papers, over the registry. The PDF is read back with pypdf: the boxes
are the light grey frames its content stream strokes, the text is where its visitor finds it
(the same fonts' metrics give each piece's width, ascent and descent). Every piece of text lies
inside one box or, for the page's own title, task, legend and pupil's line, above the boxes
within the margins, clear of the page number; a drawing's text prints at MIN_TEXT points or
more (a box's small grey notation line aside); the answer key stays within the margins.

The seed has 19 digits, the most a seed has, so that titles are as long as they get."""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import cache

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

from deckmath.generators.drawing import BOLD, FONT
from deckmath.generators.render_pdf import MARGIN, MIN_TEXT, NOTATION_SIZE, PAPERS, per_page_max
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.library import GameLibrary

LANGS = ("en", "fr")
KINDS = [(game, kind) for game in registry.names() for kind in registry.game(game).puzzle_kinds]
SEED = 2**63 - 1
GREY = 0.827451
"""reportlab's lightgrey (211/255): the stroke of a puzzle's box."""
EDGE = 0.6
"""Points of slack in a comparison (a stroke's half width, rounding)."""


@dataclass(frozen=True)
class Placed:
    """A piece of text as the PDF places it: its left, baseline, width, and the extent of
    its font above and below the baseline, all in page points; `size` as printed."""

    text: str
    x: float
    y: float
    width: float
    up: float
    down: float
    size: float

    @property
    def right(self) -> float:
        return self.x + self.width


@dataclass(frozen=True)
class Frame:
    x0: float
    y0: float
    x1: float
    y1: float

    def holds(self, piece: Placed) -> bool:
        return (piece.x >= self.x0 - EDGE and piece.right <= self.x1 + EDGE
                and piece.y - piece.down >= self.y0 - EDGE and piece.y + piece.up <= self.y1 + EDGE)

    def has_point(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1


def _times(m: list[float], n: list[float]) -> list[float]:
    """The map doing m, then n (PDF's row-vector convention)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return [a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            e * p + f * r + t, e * q + f * s + u]


def texts(page) -> list[Placed]:
    """Every piece of text on a page, placed."""
    found: list[Placed] = []

    def visit(text, cm, tm, font, size):
        shown = text.rstrip("\n")
        if not shown.strip() or font is None:
            return
        m = _times(list(tm), list(cm))
        scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        name = BOLD if "Bold" in str(font.get("/BaseFont")) else FONT
        ascent, descent = getAscentDescent(name, size)
        found.append(Placed(shown, m[4], m[5], stringWidth(shown, name, size) * scale,
                            ascent * scale, -descent * scale, size * scale))

    page.extract_text(visitor_text=visit)
    return found


def frames(page, reader) -> list[Frame]:
    """The puzzles' boxes: paths stroked light grey, wider and taller than any card."""
    ctm = [1.0, 0, 0, 1.0, 0, 0]
    stroke: tuple = (0.0,)
    saved: list = []
    points: list[tuple[float, float]] = []
    out = []
    for operands, op in ContentStream(page.get_contents(), reader).operations:
        if op == b"q":
            saved.append((ctm, stroke))
        elif op == b"Q":
            ctm, stroke = saved.pop()
        elif op == b"cm":
            ctm = _times([float(v) for v in operands], ctm)
        elif op in (b"RG", b"G"):
            stroke = tuple(round(float(v), 6) for v in operands)
        elif op in (b"m", b"l", b"c", b"v", b"y"):
            for i in range(0, len(operands), 2):
                x, y = float(operands[i]), float(operands[i + 1])
                points.append((ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]))
        elif op == b"re":
            x, y, w, h = (float(v) for v in operands)
            points += [(x, y), (x + w, y + h)]
        elif op in (b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*", b"n"):
            if op in (b"S", b"s") and points and all(abs(v - GREY) < 1e-3 for v in stroke):
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                if max(xs) - min(xs) > 100 and max(ys) - min(ys) > 50:
                    out.append(Frame(min(xs), min(ys), max(xs), max(ys)))
            points = []
    return out


@cache
def sheet(game: str, kind: str, lang: str):
    return GameLibrary(game).generate(kind=kind, count=per_page_max(game), grade=2, seed=SEED,
                                      lang=lang)


def printed(game: str, kind: str, lang: str, per_page: int, paper: str, key: str) -> bytes:
    out = io.BytesIO()
    sheet(game, kind, lang).to_pdf(out, paper=paper, per_page=per_page, header=True, key=key)
    return out.getvalue()


def within_margins(number: int, pieces: list[Placed], paper: str) -> None:
    width, height = PAPERS[paper]
    margins = Frame(MARGIN, MARGIN / 2, width - MARGIN, height - MARGIN / 2)
    outside = [p.text for p in pieces if not margins.holds(p)]
    assert not outside, f"page {number}: past the margins: {outside}"


def _notation(piece: Placed, made) -> bool:
    """Whether a small piece is a line of a question's notation (6.5 pt grey type)."""
    shown = [p.question.text(made.words) for p in made.puzzles.puzzles]
    return abs(piece.size - NOTATION_SIZE) < 0.01 and any(piece.text in q for q in shown)


def sizes():
    for game, kind in KINDS:
        for per_page in range(1, per_page_max(game) + 1):
            yield pytest.param(game, kind, per_page, id=f"{game}-{kind}-{per_page}")


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind,per_page", list(sizes()))
def test_every_text_stays_in_its_box_and_on_the_page(game, kind, per_page, lang, paper):
    made = sheet(game, kind, lang)
    count = len(made)
    reader = PdfReader(io.BytesIO(printed(game, kind, lang, per_page, paper, "none")))
    assert len(reader.pages) == -(-count // per_page)
    for number, page in enumerate(reader.pages, 1):
        pieces = texts(page)
        assert pieces, f"page {number} has no text"
        within_margins(number, pieces, paper)
        boxes = frames(page, reader)
        expected = min(per_page, count - (number - 1) * per_page)
        assert len(boxes) == expected, f"page {number}: {len(boxes)} boxes"
        top = max(b.y1 for b in boxes)
        head = [p for p in pieces if p.y - p.down > top]
        for piece in pieces:
            if piece in head:
                continue
            home = [b for b in boxes if b.has_point(piece.x + 0.1, piece.y)]
            assert home, f"page {number}: {piece.text!r} at ({piece.x:.1f}, {piece.y:.1f}) " \
                         f"is in no box and not above them"
            assert home[0].holds(piece), f"page {number}: {piece.text!r} leaves its box"
            if piece.size < MIN_TEXT - 1e-6:
                assert _notation(piece, made), \
                    f"page {number}: {piece.text!r} prints at {piece.size:.2f} pt"
        for a in head:
            for b in head:
                if a is not b and abs(a.y - b.y) < 1:
                    assert a.right <= b.x + EDGE or b.right <= a.x + EDGE, \
                        f"page {number}: {a.text!r} runs into {b.text!r}"


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,kind", KINDS)
def test_the_answer_key_stays_within_the_margins(game, kind, lang, paper):
    per_page = min(6, per_page_max(game))
    reader = PdfReader(io.BytesIO(printed(game, kind, lang, per_page, paper, "end")))
    first = -(-len(sheet(game, kind, lang)) // per_page)
    for number, page in enumerate(reader.pages[first:], first + 1):
        within_margins(number, texts(page), paper)


@pytest.mark.parametrize("game,kind", KINDS)
def test_a_long_seed_title_is_printed_whole(game, kind):
    """The title, key's title included, keeps every digit of a 19-digit seed, on the page."""
    made = sheet(game, kind, "fr")
    out = io.BytesIO()
    made.to_pdf(out, paper="a4", header=True)
    for page in PdfReader(io.BytesIO(out.getvalue())).pages:
        assert str(SEED) in page.extract_text().replace("\n", " ")


@pytest.mark.parametrize("game", registry.names())
def test_more_puzzles_a_page_than_a_game_offers_is_refused_in_one_line(game):
    """Beyond its per_page_max a game's page is refused before any drawing; and the most it
    offers is the most that prints legibly: one more does not, on one paper at least."""
    most = per_page_max(game)
    kind = next(iter(registry.game(game).puzzle_kinds))
    made = sheet(game, kind, "en")
    if most < 12:
        with pytest.raises(InputError, match=f"choose 1 to {most}"):
            made.to_pdf(io.BytesIO(), per_page=most + 1)
        from deckmath.generators.render_pdf import layout

        refused = []
        for paper in PAPERS:
            try:
                layout(made.puzzles, made.words, paper, most + 1, True)
            except InputError:
                refused.append(paper)
        assert refused, f"{game} prints {most + 1} a page legibly: offer it"


@pytest.mark.parametrize("game", registry.names())
def test_the_command_line_refuses_too_many_a_page_before_the_work(game, tmp_path):
    """One line, exit 2, and no file: the refusal comes before any puzzle is generated."""
    from click.testing import CliRunner

    from deckmath import cli

    most = per_page_max(game)
    if most == 12:
        pytest.skip(f"{game} prints 12 a page")
    out = tmp_path / "s.pdf"
    done = CliRunner().invoke(cli.main, [game, "generate", "--count", "500", "--grade", "5",
                                         "--per-page", str(most + 1), "-o", str(out)])
    assert done.exit_code == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert f"choose 1 to {most}" in done.stderr and not out.exists()


def test_a_french_sheet_is_a4_by_default(tmp_path):
    """From the command line and from the library, unless Letter is asked for."""
    from click.testing import CliRunner

    from deckmath import cli

    game = registry.names()[0]
    out = tmp_path / "s.pdf"
    done = CliRunner().invoke(cli.main, [game, "generate", "--count", "1", "--grade", "1",
                                         "--lang", "fr", "-o", str(out)])
    assert done.exit_code == 0, done.stderr
    made = GameLibrary(game).generate(count=1, grade=1, lang="fr")
    library = io.BytesIO()
    made.to_pdf(library)
    letter = io.BytesIO()
    made.to_pdf(letter, paper="letter")
    widths = [round(float(PdfReader(f).pages[0].mediabox.width))
              for f in (str(out), io.BytesIO(library.getvalue()), io.BytesIO(letter.getvalue()))]
    assert widths == [595, 595, 612]
