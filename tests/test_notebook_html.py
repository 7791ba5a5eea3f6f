"""Positions and answers in a notebook, held over the registry: a position's repr is one short
line of its notation naming its game; its _repr_html_ draws it as the sheet does (the game's
draw_question hook on generators/svg.SvgCanvas) with that line under the drawing; an answer's
shows the drawing of its position, then its text. The SVG is well-formed, self-contained,
deterministic and shows the cards the notation names."""
from __future__ import annotations

import html
import importlib
import random
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from deckmath.generators.drawing import SYMBOLS
from deckmath.generators.labels import labels
from deckmath.generators.notebook import Printed
from deckmath.generators.svg import SVG_NS, SvgCanvas, SvgPath, escape_text, svg_of
from deckmath.solvers import registry

GAMES = registry.names()
NS = f"{{{SVG_NS}}}"


def _signed(value: int) -> tuple[str, str]:
    written = f"+{value}" if value > 0 else str(value)
    drawn = f"+{value}" if value > 0 else f"{SYMBOLS['-']}{-value}" if value < 0 else "0"
    return written, drawn


def _celsius(p: Any) -> list[tuple[str, str]]:
    return ([(str(p.cold), str(p.cold))] + [(str(h), str(h)) for h in p.hot]
            + [(str(c), SYMBOLS[c.op] + str(c)[1:]) for c in p.hand])


def _totaux(p: Any) -> list[tuple[str, str]]:
    return [(str(c), str(c.total)) for c in p.table] + [("", f"#{i}") for i in range(1, len(p.table) + 1)]


def _grauso(p: Any) -> list[tuple[str, str]]:
    top = [] if p.top is None else [(str(p.top), _signed(p.top)[1])]
    return top + [_signed(v) for v in p.hand]


def _tempus(p: Any) -> list[tuple[str, str]]:
    cards = [c for hand in p.hands for c in hand]
    cards += [c for s in p.holders if s is not None for c in s.cards]
    return [(str(c), str(c.value)) for c in cards]


SHOWN: dict[str, Callable[[Any], list[tuple[str, str]]]] = {
    "celsius": _celsius, "totaux": _totaux, "grauso": _grauso, "tempus": _tempus}
"""Per game, the cards of a position as its notation writes them and as its drawing prints
them (a text of the SVG). A new game says here what its drawing must show."""


def library(name: str):
    return importlib.import_module(f"deckmath.{name}")


def positions(name: str, count: int = 4) -> list[Any]:
    game = registry.game(name)
    deck = game.load_deck(None)
    rng = random.Random(f"notebook:{name}")
    return [game.random_position(deck, rng) for _ in range(count)]


def parsed(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def self_contained(document: str) -> None:
    assert "<script" not in document.lower() and "href" not in document.lower()
    assert re.findall(r"https?://[^\"']*", document) == [SVG_NS] * document.count(SVG_NS)
    assert "url(" not in re.sub(r"url\(#deckmath-[0-9a-f]{10}-[0-9]+\)", "", document)


def test_every_registered_game_says_what_its_drawing_shows():
    assert sorted(SHOWN) == sorted(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_a_position_draws_its_cards_as_the_notation_names_them(name):
    """Every card the notation line writes is printed in the drawing (a <text>, as many times
    as it is held); the SVG parses, has a viewBox the size it says, links nothing out, and is
    the same bytes for the same position, however it was made."""
    game = registry.game(name)
    for position in positions(name):
        svg = position.to_svg()
        root = parsed(svg)
        x, y, w, h = (float(v) for v in root.get("viewBox", "").split())
        assert w > 50 and h > 20
        assert float(root.get("width", "0")) / w == pytest.approx(float(root.get("height", "0")) / h)
        self_contained(svg)
        line = position.notation()
        assert "\n" not in line
        shown = SHOWN[name](position)
        assert shown, "a position with no card shown"
        for written, _ in shown:
            assert written in line, f"{written!r} is not in the notation {line!r}"
        missing = Counter(drawn for _, drawn in shown) - Counter(texts(root))
        assert not missing, f"not drawn: {sorted(missing.elements())} in {texts(root)}"
        again = game.parse_position(game.format_position(position))
        assert again is not position and again.to_svg() == svg
        assert root.find(f"{NS}title") is not None and root.find(f"{NS}title").text == line


@pytest.mark.parametrize("name", GAMES)
def test_a_position_repr_is_one_short_line_naming_its_game(name):
    for position in positions(name):
        shown = repr(position)
        assert "\n" not in shown and len(shown) <= 110
        assert shown.startswith(f"<{name} Position: ") and shown.endswith(">")
        words = position.notation().split()
        assert " ".join(words[:2]) in shown
        if len(position.notation()) > 110:
            assert shown.endswith(" ...>")


@pytest.mark.parametrize("name", GAMES)
def test_a_position_in_a_notebook_is_its_drawing_over_its_line(name):
    position = positions(name, 1)[0]
    page = position._repr_html_()
    root = ET.fromstring(page)
    assert root.tag == "div" and [child.tag for child in root] == [f"{NS}svg", "pre"]
    assert root[1].text == position.notation()
    assert ET.tostring(root[0], encoding="unicode") == ET.tostring(parsed(position.to_svg()),
                                                                   encoding="unicode")
    self_contained(page)


@pytest.mark.parametrize("name", GAMES)
def test_an_answer_in_a_notebook_is_its_positions_drawing_then_its_text(name):
    """A solution shows the drawing of the position it answers, then its text as the command
    line prints it; a verdict its text, after the drawing only when it holds its position."""
    lib, game = library(name), registry.game(name)
    for position in positions(name, 2):
        solution = lib.solve(position)
        text = solution.to_text()
        page = solution._repr_html_()
        assert f"<pre>{html.escape(text)}</pre>" in page
        root = ET.fromstring(page)
        assert [child.tag for child in root] == [f"{NS}svg", "pre"]
        assert root[1].text == text
        assert page.count("<svg") == 1 and solution.to_svg() in page
        self_contained(page)
        best = game.best_answer(solution)
        if best is not None:
            verdict = lib.check(position, best)
            said = f"<pre>{html.escape(verdict.to_text())}</pre>"
            if getattr(verdict, "position", None) is None:
                assert verdict._repr_html_() == said
            else:
                assert verdict._repr_html_().endswith(said + "</div>")
                assert verdict.position.to_svg() in verdict._repr_html_()


def _marked_celsius(s: Any) -> int:
    return 0 if s.play is None else len(s.play) + 1


def _marked_totaux(s: Any) -> int:
    found = None if s.best_total is None else s.example_for(s.best_total)
    return 0 if found is None or found.example is None else len(found.example.positions)


def _marked_grauso(s: Any) -> int:
    return 0 if s.sequence is None else sum(len(play.cards) for play in s.sequence)


def _marked_tempus(s: Any) -> int:
    move = s.best_move
    if move is None:
        return 0
    free = any(h is None for h in s.position.holders)
    return 1 + (move.kind in ("capture", "dump") or (move.kind == "open" and free))


MARKED: dict[str, Callable[[Any], int]] = {
    "celsius": _marked_celsius, "totaux": _marked_totaux, "grauso": _marked_grauso,
    "tempus": _marked_tempus}
"""Per game, how many cards (and holders) a solution's drawing marks: the best play's cards
and the card or holder it reaches. A new game says here what its best play marks."""


def test_every_registered_game_says_what_its_best_play_marks():
    assert sorted(MARKED) == sorted(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_a_solutions_drawing_marks_its_best_play(name):
    """A solution's drawing outlines each card of its best play in the marking colour, with
    its place in the play as a number; the position alone, and a verdict, mark nothing."""
    from deckmath.generators.drawing import BEST_EDGE
    from deckmath.generators.svg import hex_colour

    edge = hex_colour(BEST_EDGE)[0]
    lib, game = library(name), registry.game(name)
    seen = 0
    for position in positions(name, 6):
        solution = lib.solve(position)
        drawn = solution.to_svg()
        outlines = drawn.count(f'stroke="{edge}"')
        assert outlines == MARKED[name](solution), solution.to_text()
        seen += outlines
        assert f'stroke="{edge}"' not in position.to_svg(getattr(solution, "deck", None))
        best = game.best_answer(solution)
        if best is not None:
            assert f'stroke="{edge}"' not in lib.check(position, best)._repr_html_()
    assert seen, f"no {name} position of the sample had a best play"


def test_answer_text_is_escaped_under_the_drawing():
    name = GAMES[0]
    position = positions(name, 1)[0]

    class Said(Printed):
        def __init__(self) -> None:
            self.position = position

        def to_text(self) -> str:
            return "</pre><script>alert('x') & more</script>"

    page = Said()._repr_html_()
    assert "<script" not in page and "&lt;/pre&gt;&lt;script&gt;" in page and "&amp; more" in page
    assert ET.fromstring(page)[1].text == Said().to_text()


@pytest.mark.parametrize("name", GAMES)
def test_the_question_face_rebuilds_what_the_sheet_shows(name):
    """A generated puzzle's position, given to the game's `question` face, gives the puzzle's
    own question back: the same line and the same drawing as the sheet's."""
    game, words = registry.game(name), labels("en", name)
    sheet = library(name).generate(count=2, seed=11)
    for puzzle in sheet:
        shown = puzzle.question
        position = getattr(shown, "position", None) or game.parse_position(shown.to_json())
        rebuilt = game.question(position, None)
        assert rebuilt.text(words) == shown.text(words)
        assert svg_of(name, shown, title=shown.text(words)) == position.to_svg()


def test_a_tempus_answer_draws_the_hourglasses_of_its_deck():
    """Hourglasses differ by deck (P1.2): a solution solved with a deck draws that deck's."""
    from deckmath.solvers.tempus import Deck, solve

    position = positions("tempus", 1)[0]
    reference = registry.game("tempus").load_deck(None)
    bare = Deck("no hourglasses", (0,) * len(reference.hourglasses))
    with_ref, with_bare = solve(position, reference), solve(position, bare)
    assert with_ref == with_bare or with_ref.value != with_bare.value
    drawn_ref, drawn_bare = with_ref._repr_html_(), with_bare._repr_html_()
    assert drawn_ref.count("<path") > drawn_bare.count("<path")
    assert "[0]" in position.notation(bare) and with_bare.to_svg() in drawn_bare


def test_the_canvas_turns_pdf_y_up_into_svg_y_down_and_escapes_text():
    canvas = SvgCanvas((100, 200))
    canvas.rect(10, 180, 20, 15, stroke=0, fill=1)
    canvas.rect(10, 5, 20, 15, stroke=0, fill=1)
    canvas.saveState()
    canvas.translate(50, 100)
    canvas.scale(2, 2)
    canvas.roundRect(0, 0, 10, 10, 2, stroke=1, fill=0)
    canvas.setFont("Helvetica", 10)
    canvas.drawCentredString(5, 0, "a<b & c>\"d'")
    canvas.restoreState()
    canvas.drawString(0, 0, "\x00ok")
    canvas.drawString(0, 100, "1   P1  +")
    svg = canvas.to_svg()
    root = parsed(svg)
    top, bottom, scaled = root.iter(f"{NS}rect")
    assert float(top.get("y")) + float(top.get("height")) == 20
    assert float(bottom.get("y")) == 180
    assert [float(scaled.get(k)) for k in ("x", "y", "width", "height", "rx")] == [50, 80, 20, 20, 4]
    assert float(scaled.get("stroke-width")) == 2
    said, ok, spaced = root.iter(f"{NS}text")
    assert spaced.text == "1   P1  +" and spaced.get("{http://www.w3.org/XML/1998/namespace}space") == "preserve"
    assert said.get("{http://www.w3.org/XML/1998/namespace}space") is None
    assert said.text == "a<b & c>\"d'" and said.get("text-anchor") == "middle"
    assert (float(said.get("x")), float(said.get("y")), float(said.get("font-size"))) == (60, 100, 20)
    assert "a&lt;b &amp; c&gt;" in svg and ok.text == "\ufffdok"
    assert escape_text("<&>") == "&lt;&amp;&gt;"
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert (x, y) == (0, 0) and w > 100 and h > 200, "the text past the page is in view"
    inside = SvgCanvas((100, 200))
    inside.rect(10, 10, 20, 20)
    assert parsed(inside.to_svg()).get("viewBox") == "0 0 100 200"


def test_a_clip_bounds_what_it_clips_and_its_id_is_its_own():
    """Hatching clipped to a card (as the Tempus cards' stripes may be) grows the drawing no
    further than the card; two different drawings never share a clip id."""
    def hatched(shift: float) -> str:
        canvas = SvgCanvas((0, 0))
        canvas.saveState()
        path = canvas.beginPath()
        path.roundRect(0, -30, 20, 30, 3)
        canvas.clipPath(path, stroke=0, fill=0)
        canvas.lines([(i * 4 - 40 + shift, -60, i * 4 + shift, 20) for i in range(30)])
        canvas.restoreState()
        canvas.rect(0, -30, 20, 30)
        return canvas.to_svg((0, 0, 20, 30))

    one, two = hatched(0), hatched(1)
    root = parsed(one)
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert x >= -0.5 and y >= -0.5 and x + w <= 20.5 and y + h <= 30.5
    (clip,) = root.iter(f"{NS}clipPath")
    group = root.find(f"{NS}g")
    assert group is not None and group.get("clip-path") == f"url(#{clip.get('id')})"
    assert len(group.findall(f"{NS}path")) == 1 and root.find(f"{NS}rect") is not None
    assert clip.get("id") not in two and hatched(0) == one


def test_the_canvas_takes_every_call_the_drawing_hooks_make():
    """Each method the drawing modules call on a canvas or on a path exists on SvgCanvas or
    SvgPath (the hooks are drawn once first, so that every game's module is loaded)."""
    for name in GAMES:
        positions(name, 1)[0].to_svg()
    modules = [m for n, m in sorted(sys.modules.items())
               if n.startswith("deckmath.") and n.endswith(".drawing") and m is not None]
    assert len(modules) >= len(GAMES)
    for module in modules:
        source = open(module.__file__, encoding="utf-8").read()
        for method in set(re.findall(r"\bpdf\.(\w+)\(", source)):
            assert hasattr(SvgCanvas, method), f"{module.__name__} calls pdf.{method}"
        for method in set(re.findall(r"\bpath\.(\w+)\(", source)):
            assert hasattr(SvgPath, method), f"{module.__name__} calls path.{method}"


@pytest.mark.parametrize("name", [g for g in GAMES if registry.game(g).puzzle_kinds])
def test_a_sheet_in_a_notebook_previews_its_first_page(name):
    """The first page as the PDF prints it, inline SVG: the title, the puzzles of the page
    numbered, each question's cards as the sheet draws them; self-contained, well-formed."""
    from deckmath.generators.render_pdf import per_page_max

    sheet = library(name).generate(count=8, grade=2, seed=5, lang="fr")
    page = sheet._repr_html_()
    root = ET.fromstring(page)
    assert root[0].text == repr(sheet) and root[1].tag == f"{NS}svg"
    shown = texts(root[1])
    words = sheet.words
    first = min(6, per_page_max(name))
    assert any(t.startswith(words[sheet.puzzles.kind]) for t in shown)
    numbered = [t for t in shown if t.startswith(words["puzzle"] + " ")]
    assert numbered == [f"{words['puzzle']} {n}" for n in range(1, first + 1)]
    for puzzle in list(sheet)[:first]:
        drawn = texts(ET.fromstring(svg_of(name, puzzle.question, words=words)))
        assert not Counter(drawn) - Counter(shown)
    assert page.count("<svg") == 1 and sheet.to_svg() in page
    self_contained(page)
