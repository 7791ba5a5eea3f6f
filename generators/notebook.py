"""The notebook side of answers and positions: a verdict or a solution prints as the command
line prints it and a notebook shows it (`Printed`); a position draws itself as a sheet draws it
(`Pictured`). Games' answer and position classes take these mixins; the drawing itself is
generators/svg.py, imported only when a notebook asks for a picture, so that the solvers' ground
floor (solvers/game.py) imports nothing of the printing side."""
from __future__ import annotations

from typing import Any, ClassVar


class Printed:
    """An answer or a verdict as a person reads it: str() is the text the command line prints
    (to_text), repr() one short line of it, and a notebook shows the text (_repr_html_).
    Dataclasses that use it say repr=False, so that theirs does not replace this one."""

    REPR_WIDTH = 110

    def to_text(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        import textwrap

        line = "; ".join(part.strip() for part in self.to_text().splitlines()[:2])
        return f"<{type(self).__name__}: {textwrap.shorten(line, self.REPR_WIDTH)}>"

    def _repr_html_(self) -> str:
        """The text in <pre>; after the drawing of the position it answers, when it holds one
        (a `position` that is Pictured, drawn with its `deck` if it has one), where a solver's
        Solution has its best play marked (the game's draw_question, `answer`)."""
        import html

        position = getattr(self, "position", None)
        if isinstance(position, Pictured):
            from deckmath.generators import svg

            return svg.answer_html(position.GAME, position, self.to_text(),
                                   getattr(self, "deck", None), answer=self)
        return f"<pre>{html.escape(self.to_text())}</pre>"

    def to_svg(self, **options: Any) -> str:
        """The drawing of the position it answers, as a sheet draws it, with the best play of a
        solver's Solution marked (generators/svg.py position_svg: `width`, `zoom`);
        ValueError when it holds no position to draw."""
        position = getattr(self, "position", None)
        if not isinstance(position, Pictured):
            raise ValueError(f"a {type(self).__name__} holds no position to draw")
        from deckmath.generators import svg

        return svg.position_svg(position.GAME, position, getattr(self, "deck", None),
                                answer=self, **options)


class Pictured:
    """A position as a person sees it: repr() is one short line of its notation, the line a
    sheet prints under it, and a notebook draws it as the sheet does, that line under the
    drawing (_repr_html_; generators/svg.py). `GAME` names its game in the registry, whose
    `question` face builds what the sheet shows. Dataclasses that use it say repr=False."""

    GAME: ClassVar[str]
    REPR_WIDTH = 110

    def notation(self, deck: Any = None) -> str:
        """The position on one line, as a sheet prints it under the drawing (English words;
        `deck` gives the cards' faces where the game's cards differ by deck)."""
        from deckmath.generators import svg

        return svg.notation(self.GAME, self, deck)

    def to_svg(self, deck: Any = None, **options: Any) -> str:
        """The position drawn as a sheet draws it, an SVG document (generators/svg.py:
        position_svg, whose `width` and `zoom` are the options)."""
        from deckmath.generators import svg

        return svg.position_svg(self.GAME, self, deck, **options)

    def __repr__(self) -> str:
        import textwrap

        head = f"<{self.GAME} {type(self).__name__}: "
        room = self.REPR_WIDTH - len(head) - 1
        return f"{head}{textwrap.shorten(self.notation(), room, placeholder=' ...')}>"

    def _repr_html_(self) -> str:
        from deckmath.generators import svg

        return svg.position_html(self.GAME, self)
