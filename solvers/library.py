"""The same verbs for every game, for Python callers (a notebook, a script): `position`,
`solve`, `check`, `generate` and `line`, built on the game's `Game` face alone, so that
`deckmath.celsius` and `deckmath.tempus` are used the same way.

Positions are given as the game's Position object, a JSON-shaped mapping (what `--json`
prints and `--batch` reads), its one-line text (what `--position` reads) or keyword fields; answers as the game's answer object, its
text in the game's notation, a line of a sheet's answer key or a batch line's answer fields. Bad input raises InputError (a ValueError) with the one-line
message the command line prints.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, BinaryIO

from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.shared_words import WORDS
from deckmath.solvers.game import Game

DEFAULT_MAX_DEALS = 200_000
"""Candidates dealt before `generate` gives up, as the command line's --max-deals."""


@dataclass(frozen=True)
class PuzzleSheet:
    """A generated puzzle set in one language, ready to print (`to_pdf`) or to read."""

    puzzles: Any
    lang: str

    @property
    def words(self) -> Mapping[str, str]:
        from deckmath.generators.labels import labels

        return labels(self.lang, self.puzzles.game)

    def to_pdf(self, path: str | Path | BinaryIO, paper: str = "a4", per_page: int = 6,
               key: str = "end", header: bool = False,
               key_path: str | Path | BinaryIO | None = None) -> None:
        """Write the sheet as a PDF to a path or a binary file: `per_page` puzzles a page (1 to
        12), the answer key at the end, in its own file (key="separate": `key_path`, or
        NAME-key.pdf beside a path) or not at all (key="none"), and with `header` a line for
        a pupil's name, class and date."""
        from deckmath.conventions import key_file
        from deckmath.generators.render_pdf import write_pdf

        if key == "separate" and key_path is None:
            if not isinstance(path, (str, Path)):
                raise InputError(WORDS.said("library.key_path"))
            key_path = key_file(str(path))
        write_pdf(self.puzzles, str(path) if isinstance(path, Path) else path, self.words,
                  paper, per_page, key, header,
                  str(key_path) if isinstance(key_path, Path) else key_path)

    def to_json(self) -> dict[str, Any]:
        """The set as a JSON object, what `generate --format json` prints (as every to_json
        of the library: a dict ready for json.dumps)."""
        return self.puzzles.to_json()

    def to_svg(self, paper: str = "a4", per_page: int | None = None, header: bool = False,
               zoom: float = 1.0) -> str:
        """The sheet's first page as `to_pdf` prints it, an SVG document: `per_page` puzzles
        (6, or the game's most if fewer), `zoom` screen pixels a point."""
        from deckmath.generators.render_pdf import first_page_svg, per_page_max

        shown = min(6, per_page_max(self.puzzles.game)) if per_page is None else per_page
        return first_page_svg(self.puzzles, self.words, paper, shown, header, zoom)

    def _repr_html_(self) -> str:
        """A notebook's preview: the first page as printed, under the sheet's one-line repr."""
        import html

        return (f'<div class="deckmath-sheet"><p>{html.escape(repr(self))}</p>'
                f"{self.to_svg()}</div>")

    def to_csv(self) -> str:
        """The set as CSV, a row a puzzle: number, question, answer, grade, as a spreadsheet
        in the sheet's language reads it (French: `;` between fields, after a byte-order
        mark)."""
        from deckmath.generators import render_text

        return render_text.to_csv(self.puzzles, self.words, self.lang)

    def to_text(self) -> str:
        """The set as plain text, questions then answers."""
        from deckmath.generators import render_text

        return render_text.to_plain(self.puzzles, self.words)

    def __len__(self) -> int:
        return len(self.puzzles.puzzles)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.puzzles.puzzles)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        p = self.puzzles
        first, last = p.grades
        grades = f"grade {first}" if first == last else f"grades {first}-{last}"
        return (f"<{registry.game(p.game).title} puzzle sheet: {len(self)} {p.kind} puzzles, "
                f"{grades}, seed {p.seed}, deck {p.deck}, {self.lang}>")


class GameLibrary:
    """One game's verbs (`position`, `solve`, `check`, `generate`) from its Game face."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def game(self) -> Game:
        return registry.game(self.name)

    def verbs(self) -> tuple[Callable[..., Any], Callable[[Any], Any],
                             Callable[[Any, Any], Any], Callable[..., PuzzleSheet],
                             Callable[[Any], str]]:
        """position, solve, check, generate and line, as a game module names them."""
        return self.position, self.solve, self.check, self.generate, self.line

    def position(self, data: Any = None, /, **fields: Any) -> Any:
        """The game's Position from a mapping (a position's JSON), its one-line text, keyword
        fields, or unchanged when it already is one."""
        if data is None:
            data = fields
        elif fields:
            raise InputError(WORDS.said("library.both"))
        if isinstance(data, Mapping):
            return self.game.parse_position(dict(data))
        if isinstance(data, str):
            from deckmath.solvers.requests import position_from_line

            return position_from_line(self.game, data)
        if isinstance(data, bytes):
            raise InputError(WORDS.said("library.text", title=self.game.title))
        return data

    def line(self, position: Any) -> str:
        """A position as its one-line text, what `--position` reads and `position` reads back:
        `10 | 22,40 | +1 x2 x? -3` for Celsius."""
        from deckmath.solvers.requests import line_of

        return line_of(self.game, self.position(position))

    def solve(self, position: Any) -> Any:
        """The best answers of a position (the game's Solution)."""
        return self.game.solve(self.position(position))

    def check(self, position: Any, answer: Any) -> Any:
        """The checker's verdict on an answer for a position, with its reason and rule. The
        answer is read by the game's one reader (Game.parse_answer): an answer object, its
        text in the game's notation, a line of a sheet's answer key as printed, or the
        answer fields of a `check --batch` line; anything else is InputError with the line
        the command line prints."""
        position = self.position(position)
        return self.game.check(position, self.game.parse_answer(answer))

    def generate(self, kind: str | None = None, count: int = 12, grade: int | None = None,
                 seed: int = 1, deck: Any = None, lang: str = "en", unique: bool = False,
                 max_deals: int = DEFAULT_MAX_DEALS,
                 progress: Callable[[int], None] | None = None,
                 grades: Any = None, **options: Any) -> PuzzleSheet:
        """A graded puzzle set, as `deckmath GAME generate` makes it: `kind` (the game's
        first kind by default), `grade` one grade (3 by default) or `grades` a climb from a
        first grade to a last, `(1, 5)` or `"1-5"`, spread evenly (not both), within the
        grades the kind offers; `deck` a deck object, a TOML path or None for the reference
        deck, `options` the kind's own (Celsius hot_cards, Totaux variant, Grauso cards);
        `progress(kept)` is called after each batch of candidates (an exception it raises
        stops the work)."""
        from deckmath.generators.ladder import parse_grades
        from deckmath.generators.puzzle_set import generate

        game = self.game
        kinds = game.puzzle_kinds
        chosen = next(iter(kinds)) if kind is None else kind
        if chosen not in kinds:
            raise InputError(WORDS.said("library.kind", title=game.title, kind=repr(chosen),
                                        kinds=", ".join(kinds)))
        if grade is not None and grades is not None:
            raise InputError(WORDS.said("library.grades"))
        asked = parse_grades(grades, what="grades") if grades is not None else (
            parse_grades(3 if grade is None else grade, what="grade"))
        if lang not in ("en", "fr"):
            raise InputError(WORDS.said("lang.library", value=repr(lang)))
        if deck is None or isinstance(deck, (str, Path)):
            deck = game.load_deck(None if deck is None else str(deck))
        try:
            made = kinds[chosen](deck, **options)
        except TypeError as err:
            raise InputError(WORDS.said("library.options", title=game.title, kind=chosen,
                                        detail=err)) from None
        puzzles = generate(made, count, asked, seed, unique=unique, deck=deck.name,
                           options=options, max_deals=max_deals,
                           progress=None if progress is None else
                           lambda kept, deals: progress(kept))
        return PuzzleSheet(puzzles, lang)


VERBS = ("position", "solve", "check", "generate", "line")
"""The verbs every game module has, the same way (GameLibrary)."""


def fill_game_module(module: ModuleType, name: str) -> None:
    """Make `deckmath.<name>` for Python callers out of the registry: the game package's public
    names (its `__all__`), the verbs every game shares in place of its own of the same name,
    and PuzzleSheet. No game has a module file of its own for this (deckmath/__init__.py)."""
    package = importlib.import_module(registry.package(name))
    names = {key: getattr(package, key) for key in getattr(package, "__all__")}
    names.update(zip(VERBS, GameLibrary(name).verbs()))
    names["PuzzleSheet"] = PuzzleSheet
    vars(module).update(names, __all__=sorted(names))
    module.__doc__ = (f"{package.GAME.title} for Python callers: the game's own API ({package.__name__}) "
                      f"with the verbs every game shares, {', '.join(VERBS)} "
                      "(deckmath.solvers.library).")
