"""SVG drawing for notebooks and the browser: `SvgCanvas` takes the calls of reportlab's
`Canvas` that the games' drawing hooks make (solvers/game.py: `draw_question`; the shared
`card` of generators/drawing.py) and gives an SVG document, so that the same code draws a
position on a printed sheet and on a screen.

PDF user space has y up, SVG y down: a canvas of `pagesize` (width, height) puts the page's
point (x, y) at SVG (x, height - y), through every translate, scale, rotate or transform the
drawing makes. Text is drawn with the sheets' metrics (reportlab's `stringWidth`) and named by
CSS font families that show the sheets' fonts (DeckSans is DejaVu Sans) or their nearest
stand-in; centred and right-aligned strings are anchored, so a stand-in font stays centred.

The document is self-contained (no script, no link out, no font file) and deterministic: the
same drawing gives the same bytes. Its viewBox is the box the caller gives joined to
everything drawn (a stroke's half width included, a clip obeyed), so nothing is cut off.

`svg_of(game, question)` draws a puzzle's question with its game's hook; `position_svg` and
`position_html` draw a position as a sheet would (the game's `question` face builds the
question), which is how positions and answers show themselves in a notebook (solvers/game.py:
Pictured, Printed).
"""
from __future__ import annotations

import hashlib
import html
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.pathobject import PDFPathObject

from deckmath.generators.drawing import BOLD, FONT

SVG_NS = "http://www.w3.org/2000/svg"

SANS = "'DejaVu Sans', Verdana, Arial, sans-serif"
"""CSS fonts of the sheets' FONT and BOLD (DeckSans is DejaVu Sans cut down,
generators/fonts/README.md), then look-alikes a screen is likely to have."""

WIDTH = (A4[0] - 2 * 40 - 20) / 2 - 16
"""Points a question is drawn in by default: its width in a box of a sheet of six puzzles a
page, two columns on A4 (generators/render_pdf.py), so that it is drawn as printed."""

MARGIN = 4.0
"""Points of paper left around a drawing."""

ZOOM = 1.5
"""Screen pixels a point: the sheet's 8-point card text reads at 12 px."""

WIDTH_MAX, ZOOM_MAX = 10_000.0, 100.0
"""Largest width (points) and zoom (pixels a point) a drawing is asked for."""

STYLE = "background: #fff"
"""The document's own CSS: white paper behind the drawing, as printed (a notebook's dark theme
would hide its black labels)."""

Matrix = tuple[float, float, float, float, float, float]
"""An affine map as PDF and SVG write it: (a, b, c, d, e, f) takes (x, y) to
(a x + c y + e, b x + d y + f)."""

IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

CAPS = ("butt", "round", "square")
JOINS = ("miter", "round", "bevel")

_XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
"""Characters XML 1.0 cannot hold: text showing them gets U+FFFD instead."""

_ID = re.compile("\x01([0-9]+)\x01")
"""Where a clip's id goes before the document's digest is known (U+0001 cannot be in text:
_XML_BAD replaces it)."""


def compose(m: Matrix, t: Matrix) -> Matrix:
    """The map doing `t` first, then `m` (reportlab's Canvas.transform: m is the current
    matrix)."""
    a0, b0, c0, d0, e0, f0 = m
    a, b, c, d, e, f = t
    return (a0 * a + c0 * b, b0 * a + d0 * b, a0 * c + c0 * d, b0 * c + d0 * d,
            a0 * e + c0 * f + e0, b0 * e + d0 * f + f0)


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def num(value: float) -> str:
    """A coordinate as written: at most 3 decimals, no trailing zeros, never `-0`."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def escape_text(text: str) -> str:
    """Text for an XML element or attribute: `<&>"'` escaped, characters XML cannot hold
    replaced by U+FFFD."""
    return html.escape(_XML_BAD.sub("\ufffd", text), quote=True)


def hex_colour(colour: Any) -> tuple[str, float | None]:
    """A reportlab colour (a Color, CMYKColor, name, hex text or tuple) as `#rrggbb` and its
    alpha (None when it gives none: a tuple keeps the alpha set before, as in reportlab)."""
    alpha = None
    if isinstance(colour, (tuple, list)):
        if len(colour) not in (3, 4):
            raise ValueError(f"Unknown color {colour!r}")
        colour = colors.Color(*colour) if len(colour) == 3 else colors.CMYKColor(*colour)
    else:
        if not isinstance(colour, colors.Color):
            colour = colors.toColor(colour)
        alpha = getattr(colour, "alpha", None)
    r, g, b = colour.rgb()
    channels = (max(0, min(255, round(v * 255))) for v in (r, g, b))
    return "#" + "".join(f"{v:02x}" for v in channels), alpha


def font_css(name: str) -> tuple[str, str, str]:
    """CSS font family, weight and style showing a reportlab font name: the sheets' FONT and
    BOLD as SANS; the PDF base fonts as their usual screen look-alikes; any other registered
    font by its own name, then SANS."""
    if name in (FONT, BOLD):
        return SANS, "bold" if name == BOLD else "normal", "normal"
    lower = name.lower()
    weight = "bold" if "bold" in lower else "normal"
    style = "italic" if "italic" in lower or "oblique" in lower else "normal"
    if lower.startswith(("helvetica", "arial")):
        family = "Helvetica, Arial, sans-serif"
    elif lower.startswith("times"):
        family = "'Times New Roman', Times, serif"
    elif lower.startswith("courier"):
        family = "'Courier New', Courier, monospace"
    else:
        family = f"'{name.split('-')[0]}', {SANS}"
    return family, weight, style


class SvgPath(PDFPathObject):
    """A path as `SvgCanvas.beginPath()` gives it: reportlab's path object, whose arcs,
    ellipses, circles and rounded rectangles are made of these moves, lines and curves (the
    PDF's own geometry), kept in user space until the canvas draws it."""

    def __init__(self) -> None:
        super().__init__()
        self.ops: list[tuple[Any, ...]] = []

    def moveTo(self, x: float, y: float) -> None:
        self.ops.append(("M", x, y))

    def lineTo(self, x: float, y: float) -> None:
        self.ops.append(("L", x, y))

    def curveTo(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> None:
        self.ops.append(("C", x1, y1, x2, y2, x3, y3))

    def rect(self, x: float, y: float, width: float, height: float) -> None:
        self.ops += [("M", x, y), ("L", x + width, y), ("L", x + width, y + height),
                     ("L", x, y + height), ("Z",)]

    def close(self) -> None:
        self.ops.append(("Z",))

    def getCode(self) -> str:
        raise TypeError("an SvgPath is drawn by an SvgCanvas, not by a PDF canvas")

    def points(self) -> list[tuple[float, float]]:
        return [(op[i], op[i + 1]) for op in self.ops for i in range(1, len(op), 2)]

    def data(self, m: Matrix) -> str:
        """The path's SVG `d` under the map `m`."""
        parts = []
        for op in self.ops:
            coords = [num(v) for i in range(1, len(op), 2) for v in apply(m, op[i], op[i + 1])]
            parts.append(op[0] + " ".join(coords))
        return " ".join(parts)


@dataclass(frozen=True)
class _State:
    """The graphics state that saveState keeps and restoreState brings back (as PDF's q/Q)."""

    matrix: Matrix
    fill: str = "#000000"
    fill_alpha: float = 1.0
    stroke: str = "#000000"
    stroke_alpha: float = 1.0
    line_width: float = 1.0
    dash: tuple[tuple[float, ...], float] = ((), 0.0)
    cap: int = 0
    join: int = 0
    miter: float = 10.0
    font: str = "Helvetica"
    size: float = 12.0
    leading: float = 14.4
    clip: tuple[float, float, float, float] | None = None
    groups: int = 0
    """Clip groups opened since the matching saveState: restoreState closes them."""


class SvgCanvas:
    """The calls of reportlab's `Canvas` that the games' drawing hooks make, drawing SVG:
    colours, line width, caps, joins and dashes; rect, roundRect, circle, ellipse, line,
    lines, bezier, arc, wedge and paths (beginPath ... drawPath, clipPath); setFont,
    drawString, drawCentredString, drawRightString and stringWidth; saveState and
    restoreState; translate, scale, rotate, skew and transform. `to_svg()` gives the
    document. As on a reportlab Canvas, the fill colour paints text, closed shapes draw their
    outline only unless told `fill=1`, and paths fill even-odd."""

    def __init__(self, pagesize: tuple[float, float] = A4) -> None:
        self.pagesize = (float(pagesize[0]), float(pagesize[1]))
        self._state = _State(matrix=IDENTITY)
        self._saved: list[_State] = []
        self._body: list[str] = []
        self._clips = 0
        self._ink: list[float] | None = None
        self._smallest: float | None = None
        self._title: str | None = None

    # -- the state -------------------------------------------------------------------------

    def _set(self, **changes: Any) -> None:
        self._state = replace(self._state, **changes)

    def saveState(self) -> None:
        self._saved.append(self._state)
        self._set(groups=0)

    def restoreState(self) -> None:
        if not self._saved:
            raise ValueError("restoreState without a saveState")
        self._body.append("</g>" * self._state.groups)
        self._state = self._saved.pop()

    def setFillColor(self, aColor: Any, alpha: float | None = None) -> None:
        colour, own = hex_colour(aColor)
        shown = alpha if alpha is not None else own
        self._set(fill=colour, **({} if shown is None else {"fill_alpha": float(shown)}))

    def setStrokeColor(self, aColor: Any, alpha: float | None = None) -> None:
        colour, own = hex_colour(aColor)
        shown = alpha if alpha is not None else own
        self._set(stroke=colour, **({} if shown is None else {"stroke_alpha": float(shown)}))

    def setFillColorRGB(self, r: float, g: float, b: float, alpha: float | None = None) -> None:
        self.setFillColor(colors.Color(r, g, b), alpha)

    def setStrokeColorRGB(self, r: float, g: float, b: float, alpha: float | None = None) -> None:
        self.setStrokeColor(colors.Color(r, g, b), alpha)

    def setFillColorCMYK(self, c: float, m: float, y: float, k: float,
                         alpha: float | None = None) -> None:
        self.setFillColor(colors.CMYKColor(c, m, y, k), alpha)

    def setStrokeColorCMYK(self, c: float, m: float, y: float, k: float,
                           alpha: float | None = None) -> None:
        self.setStrokeColor(colors.CMYKColor(c, m, y, k), alpha)

    def setFillGray(self, gray: float, alpha: float | None = None) -> None:
        self.setFillColor(colors.Color(gray, gray, gray), alpha)

    def setStrokeGray(self, gray: float, alpha: float | None = None) -> None:
        self.setStrokeColor(colors.Color(gray, gray, gray), alpha)

    def setFillAlpha(self, alpha: float) -> None:
        self._set(fill_alpha=float(alpha))

    def setStrokeAlpha(self, alpha: float) -> None:
        self._set(stroke_alpha=float(alpha))

    def setLineWidth(self, width: float) -> None:
        self._set(line_width=float(width))

    def setLineCap(self, mode: int) -> None:
        if mode not in (0, 1, 2):
            raise ValueError("Line caps allowed: 0=butt,1=round,2=square")
        self._set(cap=mode)

    def setLineJoin(self, mode: int) -> None:
        if mode not in (0, 1, 2):
            raise ValueError("Line Joins allowed: 0=mitre, 1=round, 2=bevel")
        self._set(join=mode)

    def setMiterLimit(self, limit: float) -> None:
        self._set(miter=float(limit))

    def setDash(self, array: float | Sequence[float] = (), phase: float = 0) -> None:
        """As reportlab's: two numbers (on, off), or an array and a phase; none is solid."""
        if isinstance(array, (int, float)):
            array, phase = (array, phase), 0
        pattern = tuple(float(v) for v in array)
        if any(v < 0 for v in pattern) or phase < 0 or (pattern and sum(pattern) <= 0):
            raise ValueError(f"setDash: array={array!r} phase={phase!r}")
        self._set(dash=(pattern, float(phase)))

    def setFont(self, psfontname: str, size: float, leading: float | None = None) -> None:
        pdfmetrics.getFont(psfontname)
        self._set(font=psfontname, size=float(size),
                  leading=float(size * 1.2 if leading is None else leading))

    def setFontSize(self, size: float | None = None, leading: float | None = None) -> None:
        self.setFont(self._state.font, self._state.size if size is None else size,
                     self._state.leading if leading is None else leading)

    def stringWidth(self, text: str, fontName: str | None = None,
                    fontSize: float | None = None) -> float:
        return pdfmetrics.stringWidth(text, fontName or self._state.font,
                                      self._state.size if fontSize is None else fontSize)

    def setTitle(self, title: str | None) -> None:
        """The document's <title> (a screen shows it on hovering; a reader speaks it)."""
        self._title = title

    def setAuthor(self, author: str) -> None:
        """Accepted for a PDF canvas's callers; an SVG keeps no author."""

    # -- transforms ------------------------------------------------------------------------

    def transform(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:
        self._set(matrix=compose(self._state.matrix, (a, b, c, d, e, f)))

    def translate(self, dx: float, dy: float) -> None:
        self.transform(1, 0, 0, 1, dx, dy)

    def scale(self, x: float, y: float) -> None:
        self.transform(x, 0, 0, y, 0, 0)

    def rotate(self, theta: float) -> None:
        c, s = math.cos(math.radians(theta)), math.sin(math.radians(theta))
        self.transform(c, s, -s, c, 0, 0)

    def skew(self, alpha: float, beta: float) -> None:
        self.transform(1, math.tan(math.radians(alpha)), math.tan(math.radians(beta)), 1, 0, 0)

    def _device(self) -> Matrix:
        """User space to SVG: the current matrix, then the page turned over (y down)."""
        return compose((1.0, 0.0, 0.0, -1.0, 0.0, self.pagesize[1]), self._state.matrix)

    def absolutePosition(self, x: float, y: float) -> tuple[float, float]:
        """(x, y) of user space in the page's default space (y up), as reportlab's."""
        return apply(self._state.matrix, x, y)

    # -- shapes ----------------------------------------------------------------------------

    def beginPath(self) -> SvgPath:
        return SvgPath()

    def drawPath(self, aPath: SvgPath, stroke: int = 1, fill: int = 0,
                 fillMode: int | None = None) -> None:
        self._paint(aPath, stroke, fill, fillMode)

    def clipPath(self, aPath: SvgPath, stroke: int = 1, fill: int = 0,
                 fillMode: int | None = None) -> None:
        """Paint the path as told (as reportlab's, stroked by default), then clip everything
        drawn after it to its inside until the matching restoreState."""
        self._paint(aPath, stroke, fill, fillMode)
        m = self._device()
        rule = "nonzero" if fillMode == 0 else "evenodd"
        self._clips += 1
        self._body.append(f'<clipPath id="\x01{self._clips}\x01"><path d="{aPath.data(m)}" '
                          f'clip-rule="{rule}"/></clipPath><g clip-path="url(#\x01{self._clips}'
                          f'\x01)">')
        box = _bounds(apply(m, x, y) for x, y in aPath.points())
        clip = self._state.clip
        if box is not None and clip is not None:
            box = (max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]),
                   min(box[3], clip[3]))
        self._set(clip=box or (0.0, 0.0, 0.0, 0.0), groups=self._state.groups + 1)

    def rect(self, x: float, y: float, width: float, height: float, stroke: int = 1,
             fill: int = 0) -> None:
        self.roundRect(x, y, width, height, 0, stroke, fill)

    def roundRect(self, x: float, y: float, width: float, height: float, radius: float,
                  stroke: int = 1, fill: int = 0) -> None:
        m = self._device()
        if not _straight(m) or isinstance(radius, (list, tuple)):
            path = self.beginPath()
            if radius:
                path.roundRect(x, y, width, height, radius)
            else:
                path.rect(x, y, width, height)
            self._paint(path, stroke, fill, None)
            return
        (x0, y0), (x1, y1) = apply(m, x, y), apply(m, x + width, y + height)
        left, top = min(x0, x1), min(y0, y1)
        corner = ""
        if radius:
            corner = f' rx="{num(abs(radius * m[0]))}" ry="{num(abs(radius * m[3]))}"'
        self._shape(f'<rect x="{num(left)}" y="{num(top)}" width="{num(abs(x1 - x0))}" '
                    f'height="{num(abs(y1 - y0))}"{corner}', stroke, fill,
                    (left, top, max(x0, x1), max(y0, y1)))

    def ellipse(self, x1: float, y1: float, x2: float, y2: float, stroke: int = 1,
                fill: int = 0) -> None:
        m = self._device()
        if not _straight(m):
            path = self.beginPath()
            path.ellipse(x1, y1, x2 - x1, y2 - y1)
            self._paint(path, stroke, fill, None)
            return
        cx, cy = apply(m, (x1 + x2) / 2, (y1 + y2) / 2)
        rx, ry = abs((x2 - x1) / 2 * m[0]), abs((y2 - y1) / 2 * m[3])
        box = (cx - rx, cy - ry, cx + rx, cy + ry)
        if num(rx) == num(ry):
            self._shape(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(rx)}"', stroke, fill, box)
        else:
            self._shape(f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"',
                        stroke, fill, box)

    def circle(self, x_cen: float, y_cen: float, r: float, stroke: int = 1,
               fill: int = 0) -> None:
        self.ellipse(x_cen - r, y_cen - r, x_cen + r, y_cen + r, stroke, fill)

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.lines([(x1, y1, x2, y2)])

    def lines(self, linelist: Iterable[Sequence[float]]) -> None:
        """Line segments (x1, y1, x2, y2), stroked."""
        path = self.beginPath()
        for x1, y1, x2, y2 in linelist:
            path.moveTo(x1, y1)
            path.lineTo(x2, y2)
        if path.ops:
            self._paint(path, 1, 0, None)

    def grid(self, xlist: Sequence[float], ylist: Sequence[float]) -> None:
        lines = [(x, ylist[0], x, ylist[-1]) for x in xlist]
        self.lines(lines + [(xlist[0], y, xlist[-1], y) for y in ylist])

    def bezier(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float,
               x4: float, y4: float) -> None:
        path = self.beginPath()
        path.moveTo(x1, y1)
        path.curveTo(x2, y2, x3, y3, x4, y4)
        self._paint(path, 1, 0, None)

    def arc(self, x1: float, y1: float, x2: float, y2: float, startAng: float = 0,
            extent: float = 90) -> None:
        path = self.beginPath()
        path.arc(x1, y1, x2, y2, startAng, extent)
        self._paint(path, 1, 0, None)

    def wedge(self, x1: float, y1: float, x2: float, y2: float, startAng: float,
              extent: float, stroke: int = 1, fill: int = 0) -> None:
        path = self.beginPath()
        path.moveTo((x1 + x2) / 2, (y1 + y2) / 2)
        path.arcTo(x1, y1, x2, y2, startAng, extent)
        path.close()
        self._paint(path, stroke, fill, None)

    # -- text ------------------------------------------------------------------------------

    def drawString(self, x: float, y: float, text: str, mode: int | None = None,
                   charSpace: float = 0, direction: Any = None, wordSpace: float | None = None,
                   shaping: bool = False) -> None:
        self._text(x, y, text, "start", mode, charSpace, wordSpace or 0)

    def drawCentredString(self, x: float, y: float, text: str, mode: int | None = None,
                          charSpace: float = 0, direction: Any = None,
                          wordSpace: float | None = None, shaping: bool = False) -> None:
        self._text(x, y, text, "middle", mode, charSpace, wordSpace or 0)

    def drawRightString(self, x: float, y: float, text: str, mode: int | None = None,
                        charSpace: float = 0, direction: Any = None,
                        wordSpace: float | None = None, shaping: bool = False) -> None:
        self._text(x, y, text, "end", mode, charSpace, wordSpace or 0)

    def _text(self, x: float, y: float, text: str, anchor: str, mode: int | None,
              char_space: float, word_space: float) -> None:
        s = self._state
        render = 0 if mode is None else mode % 4
        if render == 3 or not text:
            return
        width = self.stringWidth(text) + char_space * (len(text) - 1) + \
            word_space * (text.count(" ") + text.count("\xa0"))
        left = x - {"start": 0.0, "middle": width / 2, "end": width}[anchor]
        ascent, descent = pdfmetrics.getAscentDescent(s.font, s.size)
        m = self._device()
        placed = compose(m, (1.0, 0.0, 0.0, -1.0, x, y))
        a, b, c, d, e, f = placed
        if b == 0 and c == 0 and a > 0 and num(a) == num(d):
            where = f'x="{num(e)}" y="{num(f)}" font-size="{num(s.size * a)}"'
        else:
            where = (f'transform="matrix({" ".join(num(v) for v in placed)})" '
                     f'font-size="{num(s.size)}"')
        family, weight, style = font_css(s.font)
        attrs = [where]
        if family != SANS:
            attrs.append(f'font-family="{family}"')
        if weight != "normal":
            attrs.append(f'font-weight="{weight}"')
        if style != "normal":
            attrs.append(f'font-style="{style}"')
        if anchor != "start":
            attrs.append(f'text-anchor="{anchor}"')
        if char_space:
            attrs.append(f'letter-spacing="{num(char_space)}"')
        if word_space:
            attrs.append(f'word-spacing="{num(word_space)}"')
        if "  " in text or text != text.strip(" "):
            # SVG collapses spaces, PDF draws each; Chromium keeps them for xml:space on the
            # <text> itself (not inherited from the <svg>), as every other viewer does.
            attrs.append('xml:space="preserve"')
        attrs.append(self._paint_attrs(stroke=render in (1, 2), fill=render in (0, 2),
                                       rule=None))
        self._body.append(f"<text {' '.join(attrs)}>{escape_text(text)}</text>")
        corners = [(left, y + descent), (left + width, y + descent), (left, y + ascent),
                   (left + width, y + ascent)]
        shown = s.size * self._scale()
        self._smallest = shown if self._smallest is None else min(self._smallest, shown)
        self._inked(_bounds(apply(m, px, py) for px, py in corners), render in (1, 2))

    # -- painting --------------------------------------------------------------------------

    def _scale(self) -> float:
        """How much the device map stretches lengths (exact when it scales evenly)."""
        a, b, c, d, _, _ = self._device()
        return math.sqrt(abs(a * d - b * c))

    def _paint_attrs(self, stroke: bool, fill: bool, rule: str | None) -> str:
        s = self._state
        out = [f'fill="{s.fill}"' if fill else 'fill="none"']
        if fill and s.fill_alpha < 1:
            out.append(f'fill-opacity="{num(s.fill_alpha)}"')
        if fill and rule:
            out.append(f'fill-rule="{rule}"')
        if stroke:
            k = self._scale()
            # PDF draws a zero width as the thinnest line a device can; SVG would draw none.
            out.append(f'stroke="{s.stroke}" stroke-width="{num(s.line_width * k or 0.25)}"')
            if s.stroke_alpha < 1:
                out.append(f'stroke-opacity="{num(s.stroke_alpha)}"')
            pattern, phase = s.dash
            if pattern:
                out.append(f'stroke-dasharray="{" ".join(num(v * k) for v in pattern)}"')
                if phase:
                    out.append(f'stroke-dashoffset="{num(phase * k)}"')
            if s.cap:
                out.append(f'stroke-linecap="{CAPS[s.cap]}"')
            if s.join:
                out.append(f'stroke-linejoin="{JOINS[s.join]}"')
            if s.miter != 10.0:
                out.append(f'stroke-miterlimit="{num(s.miter)}"')
        return " ".join(out)

    def _shape(self, head: str, stroke: int, fill: int,
               box: tuple[float, float, float, float]) -> None:
        if not (stroke or fill):
            return
        self._body.append(f"{head} {self._paint_attrs(bool(stroke), bool(fill), None)}/>")
        self._inked(box, bool(stroke))

    def _paint(self, path: SvgPath, stroke: int, fill: int, fill_mode: int | None) -> None:
        if not (stroke or fill) or not path.ops:
            return
        m = self._device()
        rule = "nonzero" if fill_mode == 0 else "evenodd"
        self._body.append(f'<path d="{path.data(m)}" '
                          f'{self._paint_attrs(bool(stroke), bool(fill), rule)}/>')
        self._inked(_bounds(apply(m, x, y) for x, y in path.points()), bool(stroke))

    def _inked(self, box: tuple[float, float, float, float] | None, stroked: bool) -> None:
        """Grow the drawing's extent by `box` (a stroke's half width around it), within the
        clip."""
        if box is None:
            return
        half = self._state.line_width * self._scale() / 2 if stroked else 0.0
        x0, y0, x1, y1 = box[0] - half, box[1] - half, box[2] + half, box[3] + half
        clip = self._state.clip
        if clip is not None:
            x0, y0, x1, y1 = max(x0, clip[0]), max(y0, clip[1]), min(x1, clip[2]), min(y1, clip[3])
            if x0 > x1 or y0 > y1:
                return
        if self._ink is None:
            self._ink = [x0, y0, x1, y1]
        else:
            ink = self._ink
            ink[0], ink[1] = min(ink[0], x0), min(ink[1], y0)
            ink[2], ink[3] = max(ink[2], x1), max(ink[3], y1)

    # -- the document ----------------------------------------------------------------------

    @property
    def ink(self) -> tuple[float, float, float, float] | None:
        """The box of everything drawn so far in SVG coordinates (x0, y0, x1, y1), or None."""
        return None if self._ink is None else (self._ink[0], self._ink[1], self._ink[2],
                                               self._ink[3])

    @property
    def smallest_text(self) -> float | None:
        """The size in points of the smallest text drawn so far, as printed (through every
        scale), or None: how a printer judges whether a drawing stays legible."""
        return self._smallest

    def to_svg(self, box: tuple[float, float, float, float] | None = None,
               zoom: float = 1.0) -> str:
        """The SVG document: its viewBox is `box` (x, y, width, height in SVG coordinates;
        the whole page when None) joined to everything drawn, rounded out to 1/100 point;
        `zoom` screen pixels a point give its width and height."""
        x, y, w, h = box if box is not None else (0.0, 0.0, *self.pagesize)
        x0, y0, x1, y1 = x, y, x + w, y + h
        if self._ink is not None:
            x0, y0 = min(x0, self._ink[0]), min(y0, self._ink[1])
            x1, y1 = max(x1, self._ink[2]), max(y1, self._ink[3])
        x0, y0 = math.floor(round(x0 * 100, 6)) / 100, math.floor(round(y0 * 100, 6)) / 100
        x1, y1 = math.ceil(round(x1 * 100, 6)) / 100, math.ceil(round(y1 * 100, 6)) / 100
        closing = "</g>" * (self._state.groups + sum(s.groups for s in self._saved))
        body = "".join(self._body) + closing
        if self._title:
            body = f"<title>{escape_text(self._title)}</title>" + body
        digest = hashlib.sha1(body.encode("utf-8")).hexdigest()[:10]
        body = _ID.sub(lambda found: f"deckmath-{digest}-{found.group(1)}", body)
        view = " ".join(num(v) for v in (x0, y0, x1 - x0, y1 - y0))
        return (f'<svg xmlns="{SVG_NS}" viewBox="{view}" width="{num((x1 - x0) * zoom)}" '
                f'height="{num((y1 - y0) * zoom)}" font-family="{SANS}" style="{STYLE}">'
                f"{body}</svg>")


def _straight(m: Matrix) -> bool:
    """Whether the map keeps a rectangle's sides horizontal and vertical (no turn, no skew)."""
    return m[1] == 0 and m[2] == 0


def _bounds(points: Iterable[tuple[float, float]]) -> tuple[float, float, float, float] | None:
    xs, ys = [], []
    for px, py in points:
        xs.append(px)
        ys.append(py)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


# -- the games' drawings ---------------------------------------------------------------------

def svg_of(game: str, question: Any, width: float = WIDTH, zoom: float = ZOOM,
           title: str | None = None, words: Mapping[str, str] | None = None,
           answer: Any = None) -> str:
    """A puzzle's question drawn as its game's sheet draws it (the game's `draw_question`
    hook), `width` points wide, as an SVG document; `title` names it, `words` (a sheet's
    language, generators/labels.py) names what the drawing names, English when None;
    `answer` (a solver's Solution of the question's position) has its best play marked.

    The page has no height: the drawing hangs from its top edge, y = 0, and the hook's
    bottom gives the document's height (so that SVG y is the depth below the top)."""
    from deckmath.solvers import registry

    found = registry.game(game)
    if found.draw_question is None:
        raise ValueError(f"{found.title} has no drawing of its questions (no draw_question)")
    canvas = SvgCanvas((width + 2 * MARGIN, 0.0))
    canvas.setTitle(title)
    said: dict[str, Any] = {} if words is None else {"words": words}
    if answer is not None:
        said["answer"] = answer
    bottom = found.draw_question(canvas, question, MARGIN, -MARGIN, width, **said)
    return canvas.to_svg((0.0, 0.0, width + 2 * MARGIN, MARGIN - bottom), zoom)


CARD_W, CARD_H = 30.0, 38.0
"""A card token's size in points: a sheet's hand card (Celsius's, drawing.card's vocabulary)."""


def card_svg(token: str, zoom: float = ZOOM) -> str:
    """One card token drawn as a sheet draws a hand card (the shared drawing.card, white, the
    operator as printed: `x2` as ×2), an SVG document for a card a person clicks."""
    from reportlab.lib import colors as shades

    from deckmath.generators.drawing import SYMBOLS, card

    text = SYMBOLS.get(token[:1], token[:1]) + token[1:] if token else token
    size = 11.0 if len(text) <= 4 else max(6.0, 11.0 * 4 / len(text))
    canvas = SvgCanvas((CARD_W + 2, CARD_H + 2))
    canvas.setTitle(token)
    card(canvas, 1, 1, CARD_W, CARD_H, shades.white, shades.black, text, size)
    return canvas.to_svg((0.0, 0.0, CARD_W + 2, CARD_H + 2), zoom)


def question_of(game: str, position: Any, deck: Any = None) -> Any:
    """The question a sheet of `game` shows for `position` (the game's `question` face),
    with the hourglasses or other card faces of `deck` (the reference deck when None)."""
    from deckmath.solvers import registry

    found = registry.game(game)
    if found.question is None:
        raise ValueError(f"{found.title} does not show its positions as questions")
    return found.question(position, deck)


def notation(game: str, position: Any, deck: Any = None, lang: str = "en") -> str:
    """The one line a sheet prints under a position's drawing (its question's text)."""
    from deckmath.generators.labels import labels

    return question_of(game, position, deck).text(labels(lang, game))


def position_svg(game: str, position: Any, deck: Any = None, width: float = WIDTH,
                 zoom: float = ZOOM, answer: Any = None) -> str:
    """A position drawn as a sheet of `game` draws it, titled with its notation; `answer` (a
    solver's Solution of it) has its best play marked. `width` in points (above 0, at most
    WIDTH_MAX) and `zoom` in pixels a point (above 0, at most ZOOM_MAX) are finite numbers,
    else InputError."""
    from deckmath.generators.labels import labels
    from deckmath.solvers.notation import parse_number

    width = parse_number(width, "width", 0, WIDTH_MAX, low_open=True)
    zoom = parse_number(zoom, "zoom", 0, ZOOM_MAX, low_open=True)
    question = question_of(game, position, deck)
    return svg_of(game, question, width, zoom, question.text(labels("en", game)), answer=answer)


PRE = '<pre style="white-space: pre-wrap; margin: 0.3em 0">'
"""A text block under a drawing: the notebook's <pre>, wrapping a line wider than it."""


def position_html(game: str, position: Any, deck: Any = None) -> str:
    """A position for a notebook: its drawing, then its notation line."""
    line = notation(game, position, deck)
    return (f'<div class="deckmath-position">{position_svg(game, position, deck)}'
            f"{PRE}{html.escape(line)}</pre></div>")


def answer_html(game: str, position: Any, text: str, deck: Any = None,
                answer: Any = None) -> str:
    """An answer for a notebook: the drawing of the position it answers (the best play marked
    when `answer` is the solver's Solution), then its text."""
    drawn = position_svg(game, position, deck, answer=answer)
    return f'<div class="deckmath-answer">{drawn}<pre>{html.escape(text)}</pre></div>'
