"""The legal plays of a position as the `moves` command shows them (G2.2, G3.1-G3.6, G4.2).

JSON: the position as read, `{"top": int|null, "hand": [str], "penguins": int}`, plus
`"moves": [str]`: every legal play once, canonical, sorted by the value it leaves on top, then
by its text. Collecting the pile (G4.2) is always legal and is not listed."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.solvers.grauso.legal import legal_plays, rule_used, top_after
from deckmath.solvers.grauso.model import Play, Position
from deckmath.solvers.grauso.words import WORDS


def listing_key(play: Play) -> tuple[int, str]:
    """The listing's order: the top the play leaves (G2.1, G2.3), then the canonical text."""
    return top_after(play), str(play)


@dataclass(frozen=True)
class Moves:
    """Every legal play of a position in the listing's order; the text shows for each the top
    it leaves, the rule allowing it, and whether it uses a penguin or goes out."""

    position: Position
    plays: tuple[Play, ...]

    def to_json(self) -> dict:
        return {**self.position.to_json(), "moves": [str(p) for p in self.plays]}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        lines = [self.position.to_text(lang),
                 say("moves.head", plays=say.count(len(self.plays), "legal_plays"))]
        for play in self.plays:
            notes = [rule_used(self.position.top, play)]
            if play.uses_penguin:
                notes.append(say("moves.penguin"))
            if len(play.cards) == len(self.position.hand):
                notes.append(say("moves.goes_out"))
            lines.append(say("moves.play", play=str(play), value=top_after(play),
                             notes=", ".join(notes)))
        return "\n".join(lines)


def moves(position: Position) -> Moves:
    return Moves(position, tuple(sorted(legal_plays(position), key=listing_key)))
