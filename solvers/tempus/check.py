"""Checking a claimed move against a position (P3, P4.1): legal, or the first rule it breaks."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.solvers.game import Printed
from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import REASONS, move_reason

RULES = {
    "round-over": "P4.1: every player holds 2 cards, the round is over",
    "not-in-hand": "P3: the card must come from the hand of the player to move",
    "must-bury": "P3.4: every series is in front of the player to move, who must bury a card",
    "no-free-holder": "P3.1: opening needs a free holder",
    "no-such-series": "P3.2/P3.3: that holder is free, there is no series to play on",
    "own-series": "P3.2/P3.3: never on a series in front of yourself",
    "wrong-direction": "P3.2: the card must follow the series' direction strictly",
    "wrong-colour": "P3.2: the card must match the series' colour (a Joker goes on any)",
    "cannot-bury": "P3.4: a card is buried only when every series is in front of the mover",
}
"""What each reason code (rules.REASONS) means, with its rule."""

assert set(RULES) == set(REASONS)


@dataclass(frozen=True, repr=False)
class Verdict(Printed):
    """Whether `move` is legal in the position (P3), and if not the first reason it fails."""

    move: Move
    valid: bool
    reason: str | None

    def to_json(self) -> dict:
        return {"valid": self.valid, "reason": self.reason}

    def to_text(self) -> str:
        if self.valid:
            return f"valid: {self.move}"
        if self.reason is None:
            raise ValueError(f"{self.move} is invalid without a reason")
        return f"invalid: {self.reason} ({RULES[self.reason]})"


def check(position: Position, move: Move) -> Verdict:
    """Check a claimed move (P3): the reasons are examined in the order of rules.REASONS."""
    reason = move_reason(position, move)
    return Verdict(move, reason is None, reason)
