"""The legal moves of a position as a person reads them (`deckmath tempus moves`, P3): who is
to move and every legal move once, in canonical order, its verb in the reader's language."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.generators.notebook import Printed
from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import legal_moves
from deckmath.solvers.tempus.words import WORDS, move_words


@dataclass(frozen=True, repr=False)
class LegalMoves(Printed):
    """A position's legal moves (rules.legal_moves): none when the round is over (P4.1)."""

    position: Position
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, position: Position) -> LegalMoves:
        return cls(position, tuple(legal_moves(position)))

    def to_json(self) -> dict:
        return {"moves": [str(m) for m in self.moves]}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        if not self.moves:
            return say("moves.over")
        head = say("moves.head", seat=self.position.to_move,
                   legal=say.count(len(self.moves), "legal"))
        return "\n".join([head, *(move_words(m, say) for m in self.moves)])
