"""Checking a claimed play, or a claimed way to go out, against a position (rules G2, G3).

A play is examined in the order of legal.CHECK_ORDER: its cards are in the hand, its form (a
neutral card alone and never flipped, G3.4-G3.5; a flip needs a penguin, G3.5), a pair's size
limit (G3.3), the play against the top (G3.1-G3.3), going out (G3.6). The first failure is the
reason, one of the checker's codes (legal.REASONS). JSON: `{"valid", "reason", "value"}` (value:
the new top when valid, else null) with the rule, a sentence, and what the play leaves.

A sequence (a claimed way out, played alone) is checked play by play, each on the top the
previous one left; besides a play's reason it has one outcome of its own, `hand-not-empty`:
every play is legal but cards are left. A play after the hand is empty is `not-in-hand`."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.generators.notebook import Printed
from deckmath.solvers.grauso.legal import (
    describe_play, missing_cards, refusal, remove_cards, rule_used, top_after,
)
from deckmath.solvers.grauso.model import (
    COLLECT, Play, Position, format_card, format_hand, format_sequence,
)
from deckmath.solvers.grauso.words import WORDS
from deckmath.solvers.words import Explained, Said


@dataclass(frozen=True, repr=False)
class Verdict(Printed, Explained):
    """One play checked on a position: valid or the first reason it fails; when valid, the rule
    that allows it and what it leaves (top, hand, penguins), and whether it goes out."""

    position: Position
    play: Play | None
    valid: bool
    reason: str | None
    rule: str | None
    said: Said | None
    """Why the play fails, to say in the reader's language (detail_text)."""
    after: Position | None
    goes_out: bool


    @property
    def value(self) -> int | None:
        """The new top when valid (G2.1, G2.3), else None; None after a collect too: the next
        player starts a new, empty pile (G4.2)."""
        return top_after(self.play) if self.valid and self.play is not None else None

    @property
    def shown(self) -> str:
        return COLLECT if self.play is None else str(self.play)

    def to_json(self, lang: str | None = None) -> dict:
        """`{"valid", "reason", "value"}` then the rule (allowing or broken),
        a sentence when invalid (in `lang`), the play as read, and what a valid play leaves: the
        hand (empty when it goes out) and the penguins."""
        return {
            "valid": self.valid, "reason": self.reason, "value": self.value, "rule": self.rule,
            "detail": self.detail_text(lang), "play": self.shown,
            "hand_left": None if not self.valid or self.play is None else (
                [] if self.after is None else [format_card(v) for v in self.after.hand]),
            "penguins_left": None if not self.valid else self.penguins_left,
            "goes_out": self.goes_out,
        }

    @property
    def penguins_left(self) -> int | None:
        """Penguins held after a valid play; None after a collect (it takes the centre's)."""
        if self.play is None:
            return None
        return self.position.penguins - self.play.uses_penguin

    def to_text(self, lang: str | None = None) -> str:
        words = WORDS(lang)
        if not self.valid:
            return words("invalid", reason=words(f"reason.{self.reason}"),
                         detail=self.detail_text(lang))
        if self.play is None:
            return words("valid_collect")
        lines = [words("valid", play=describe_play(self.position.top, self.play, lang))]
        if self.goes_out:
            lines.append(words("goes_out"))
        elif self.after is None:
            raise ValueError("a valid play that does not go out leaves no hand")
        else:
            lines.append(self.after.to_text(lang))
        return "\n".join(lines)


def check_collect(position: Position) -> Verdict:
    """`collect` claimed (G4.2): always allowed, whatever the position."""
    return Verdict(position, None, True, None, "G4.2", None, None, False)


def check(position: Position, play: Play) -> Verdict:
    """Check one claimed play on a position (G2, G3)."""
    missing = missing_cards(position.hand, play)
    if missing:
        shown = " ".join(format_card(v) for v in missing)
        return Verdict(position, play, False, "not-in-hand", "G3",
                       WORDS.said("not_in_hand", cards=shown), None, False)
    why = refusal(position.top, position.penguins, len(position.hand), play)
    if why is not None:
        return Verdict(position, play, False, why.reason, why.rule, why.said, None, False)
    left = remove_cards(position.hand, play)
    goes_out = not left
    after = None if goes_out else Position(top_after(play), left,
                                           position.penguins - play.uses_penguin)
    return Verdict(position, play, True, None, rule_used(position.top, play), None, after,
                   goes_out)


@dataclass(frozen=True, repr=False)
class SequenceVerdict(Printed, Explained):
    """A claimed way to go out, checked play by play: valid when every play is legal on the top
    the previous one left and the last empties the hand (G3.6 included). `step` is the 1-based
    play that failed; `optimal` compares the length with the solver's fewest plays."""

    position: Position
    plays: tuple[Play, ...]
    valid: bool
    reason: str | None
    step: int | None
    said: Said | None
    """Why the way out fails, to say in the reader's language (detail_text)."""
    steps: tuple[Verdict, ...]
    fewest: int | None
    optimal: bool | None


    def to_json(self, lang: str | None = None) -> dict:
        """As a play's verdict (`valid`, `reason`, `value`: the last play's top when valid),
        then the failing play's number, the sequence and its length, the solver's fewest plays
        (solve's "plays"), whether it is optimal, and the legal plays traced (in `lang`)."""
        return {
            "valid": self.valid, "reason": self.reason,
            "value": top_after(self.plays[-1]) if self.valid else None, "step": self.step,
            "detail": self.detail_text(lang), "sequence": format_sequence(self.plays).split(),
            "length": len(self.plays), "fewest": self.fewest, "optimal": self.optimal,
            "trace": self.trace(lang),
        }

    def trace(self, lang: str | None = None) -> list[str]:
        """Each legal play as checked, with the top it was played on."""
        return [describe_play(v.position.top, v.play, lang) for v in self.steps
                if v.valid and v.play is not None]

    def to_text(self, lang: str | None = None) -> str:
        words = WORDS(lang)
        if self.valid:
            head = words("valid_sequence", plays=words.count(len(self.plays), "plays"))
        else:
            head = words("invalid_sequence", reason=words(f"reason.{self.reason}"),
                         at=words("at_play", step=self.step) if self.step else "",
                         detail=self.detail_text(lang))
        lines = [head] + [words("step", number=i, step=t)
                          for i, t in enumerate(self.trace(lang), 1)]
        if self.valid:
            lines.append(words("fewest", fewest=self.fewest,
                               optimal=words("yes" if self.optimal else "no")))
        return "\n".join(lines)


def check_sequence(position: Position, plays: tuple[Play, ...], fewest: int | None = None) -> SequenceVerdict:
    """Check a claimed way to go out (G3, G3.6): each play on the previous play's top; the hand
    must be empty after the last play (reason `hand-not-empty`), and a play after going out
    holds cards the empty hand does not (`not-in-hand`, G5.1). `fewest` (the solver's answer)
    is computed if not given."""
    steps: list[Verdict] = []
    here: Position | None = position
    for number, play in enumerate(plays, start=1):
        if here is None:
            return _sequence(position, plays, False, "not-in-hand", number,
                             WORDS.said("already_empty"), steps, fewest)
        verdict = check(here, play)
        steps.append(verdict)
        if not verdict.valid:
            return _sequence(position, plays, False, verdict.reason, number,
                             verdict.said, steps, fewest)
        here = verdict.after
    if here is not None:
        return _sequence(position, plays, False, "hand-not-empty", None,
                         WORDS.said("left_in_hand", hand=format_hand(here.hand),
                                    top=here.top if here.top is not None else WORDS.said("empty")),
                         steps, fewest)
    return _sequence(position, plays, True, None, None, None, steps, fewest)


def _sequence(position, plays, valid, reason, step, said, steps, fewest) -> SequenceVerdict:
    if fewest is None:
        from deckmath.solvers.grauso.solve import solve

        fewest = solve(position).fewest
    optimal = None if not valid else len(plays) == fewest
    return SequenceVerdict(position, tuple(plays), valid, reason, step, said, tuple(steps),
                           fewest, optimal)
