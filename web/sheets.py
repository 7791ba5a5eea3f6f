"""A printed sheet from the page: the `generate` options read from a request with the command
line's bounds, the set generated as a job (progress and cancel: web/jobs.py), then the PDF (and
its separate key) and a preview of the first page's questions drawn as the sheet draws them."""
from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.render_pdf import per_page_max
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game
from deckmath.solvers.notation import show
from deckmath.web.api import choice_of, only, seed_of, whole
from deckmath.web.words import WORDS

COUNT_MAX = 500
"""Most puzzles a sheet, as `generate --count`."""

OPTIONS = ("kind", "count", "grade", "grades", "per_page", "key", "header", "lang", "paper",
           "seed", "unique")
"""The fields a sheet request may hold: `grade` one grade, or `grades` a climb ("1-5" or
[1, 5]), not both."""


@dataclass(frozen=True)
class SheetRequest:
    """A sheet's options, each within the command line's bounds."""

    kind: str
    count: int
    grades: tuple[int, int]
    """The first and the last grade (equal for a sheet of one grade)."""
    per_page: int
    key: str
    header: bool
    lang: str
    paper: str
    seed: int
    unique: bool


def sheet_request(game: Game, body: Mapping[str, Any]) -> SheetRequest:
    """The options of a sheet request, defaults as `deckmath GAME generate` has them; InputError
    naming the first field out of bounds (or one the sheet does not take)."""
    only(body, OPTIONS, WORDS.said("request.sheet"))
    kinds = tuple(game.puzzle_kinds)
    if not kinds:
        raise InputError(WORDS.said("no_puzzles", title=game.title))
    flags = {}
    for name in ("header", "unique"):
        value = body.get(name, False)
        if not isinstance(value, bool):
            raise InputError(WORDS.said("field.flag", what=name, value=show(value)))
        flags[name] = value
    kind = choice_of(body.get("kind", kinds[0]), "kind", kinds)
    return SheetRequest(
        kind=kind,
        count=whole(body.get("count", 12), "count", 1, COUNT_MAX),
        grades=grades_of(game, kind, body),
        per_page=whole(body.get("per_page", min(6, per_page_max(game.name))), "per_page", 1,
                       per_page_max(game.name)),
        key=choice_of(body.get("key", "end"), "key", ("end", "separate", "none")),
        lang=choice_of(body.get("lang", "en"), "lang", ("en", "fr")),
        paper=choice_of(body.get("paper", "a4"), "paper", ("a4", "letter")),
        seed=seed_of(body.get("seed", 1)),
        **flags)


def grades_of(game: Game, kind: str, body: Mapping[str, Any]) -> tuple[int, int]:
    """The grades a sheet request asks for, `grade` (3 by default) or `grades`, within those the
    kind offers (as many as its words describe, the help's count); InputError otherwise."""
    from deckmath.generators.labels import levels_in
    from deckmath.generators.ladder import parse_grades

    if "grade" in body and "grades" in body:
        raise InputError(WORDS.said("grade_or_grades"))
    levels = levels_in(game.words["en"], kind)
    who = f"{game.title} {kind} puzzles"
    if "grades" in body:
        return parse_grades(body["grades"], levels, "grades", who)
    grade = whole(body.get("grade", 3), "grade", 1, 5)
    return parse_grades(grade, levels, "grade", who)


@dataclass(frozen=True)
class Sheet:
    """A finished sheet: the PDF, the key's own PDF when asked apart, and the preview."""

    pdf: bytes
    key_pdf: bytes | None
    preview: list[str]
    """SVG drawings of the first page's questions, in order."""
    numbers: dict[str, Any]


def make_sheet(game: Game, request: SheetRequest, progress: Any) -> Sheet:
    """Generate the set (progress(kept) after every batch of candidates), then print it."""
    from deckmath.generators import svg
    from deckmath.generators.render_pdf import write_pdf
    from deckmath.solvers.library import GameLibrary

    sheet = GameLibrary(game.name).generate(
        request.kind, request.count, seed=request.seed, grades=request.grades,
        lang=request.lang, unique=request.unique, progress=progress)
    words = sheet.words
    pdf, key_pdf = io.BytesIO(), io.BytesIO() if request.key == "separate" else None
    write_pdf(sheet.puzzles, pdf, words, request.paper, request.per_page, request.key,
              request.header, key_pdf)
    preview = [svg.svg_of(game.name, puzzle.question, title=f"{number}.", words=words)
               for number, puzzle in enumerate(sheet.puzzles.puzzles[:request.per_page], 1)]
    return Sheet(pdf.getvalue(), None if key_pdf is None else key_pdf.getvalue(), preview,
                 {"puzzles": len(sheet), "deals": sheet.puzzles.deals, "seed": request.seed})
