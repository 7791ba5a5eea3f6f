"""The legal plays of a position as the `moves` command shows them (G2.2, G3.1-G3.6, G4.2)."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.solvers.grauso.legal import legal_plays, rule_used
from deckmath.solvers.grauso.model import Play, Position


@dataclass(frozen=True)
class Moves:
    """Every legal play of a position, in the generator's order, each with the top it leaves,
    the rule allowing it, and whether it uses a penguin or goes out. Collecting the point pile
    is always allowed besides (G4.2)."""

    position: Position
    plays: tuple[Play, ...]

    def _row(self, play: Play) -> dict:
        return {"play": str(play), "top": play.value, "rule": rule_used(self.position.top, play),
                "penguin": play.uses_penguin,
                "goes_out": len(play.cards) == len(self.position.hand)}

    def to_json(self) -> dict:
        return {**self.position.to_json(), "count": len(self.plays),
                "plays": [self._row(p) for p in self.plays]}

    def to_text(self) -> str:
        lines = [self.position.to_text(),
                 f"{len(self.plays)} legal play{'s' if len(self.plays) != 1 else ''}; "
                 "collecting the pile is always allowed (G4.2)"]
        for play in self.plays:
            row = self._row(play)
            notes = [row["rule"]] + (["penguin"] if row["penguin"] else []) + (
                ["goes out"] if row["goes_out"] else [])
            lines.append(f"  {row['play']:<12} top {row['top']:>3}   {', '.join(notes)}")
        return "\n".join(lines)


def moves(position: Position) -> Moves:
    return Moves(position, tuple(legal_plays(position)))
