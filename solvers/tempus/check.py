"""Checking a claimed move against a position (P3, P4.1): legal, or the first rule it breaks."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.generators.notebook import Printed
from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import REASONS, move_reason
from deckmath.solvers.tempus.words import WORDS, move_words

RULE_NUMBERS = {
    "round-over": "P4.1", "not-in-hand": "P3", "must-bury": "P3.4", "no-free-holder": "P3.1",
    "no-such-series": "P3.2/P3.3", "own-series": "P3.2/P3.3", "wrong-direction": "P3.2",
    "wrong-colour": "P3.2", "cannot-bury": "P3.4",
}
"""The rule each reason code (rules.REASONS) enforces."""


def rule_text(reason: str, lang: str | None = None) -> str:
    """What a reason code means, with its rule: `P3.1: opening needs a free holder`."""
    say = WORDS(lang)
    return say("rule", number=RULE_NUMBERS[reason], why=say(f"why.{reason}"))


RULES = {reason: rule_text(reason) for reason in REASONS}
"""What each reason code (rules.REASONS) means, with its rule, in English (rule_text says it
in any language)."""

assert set(RULES) == set(REASONS)


@dataclass(frozen=True, repr=False)
class Verdict(Printed):
    """Whether `move` is legal in the position (P3), and if not the first reason it fails."""

    move: Move
    valid: bool
    reason: str | None

    def to_json(self) -> dict:
        return {"valid": self.valid, "reason": self.reason}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        if self.valid:
            return say("valid", move=move_words(self.move, say))
        if self.reason is None:
            raise ValueError(f"{self.move} is invalid without a reason")
        return say("invalid", reason=say(f"reason.{self.reason}"),
                   rule=rule_text(self.reason, lang))


def check(position: Position, move: Move) -> Verdict:
    """Check a claimed move (P3): the reasons are examined in the order of rules.REASONS."""
    reason = move_reason(position, move)
    return Verdict(move, reason is None, reason)
