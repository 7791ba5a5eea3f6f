"""Checking a claimed play against a position (rule C5)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Protocol

from deckmath.generators.notebook import Printed
from deckmath.solvers.celsius.model import (
    OperatorCard, PlayedCard, PlayToken, Position, apply_step, format_play, parse_card, trace,
)
from deckmath.solvers.celsius.solve import played_card, solve
from deckmath.solvers.celsius.words import WORDS
from deckmath.solvers.words import Explained, Said

REASONS = ("card-not-in-hand", "illegal-step", "not-a-hot-card", "wrong-target")
"""The reason codes of C5.3, in the order a claim is examined."""

RULES = {"card-not-in-hand": "C5.2", "illegal-step": "C3.2", "not-a-hot-card": "C5.3",
         "wrong-target": "C5.3"}
"""The rule each reason code enforces, which a verdict cites."""


class Shortest(Protocol):
    """What checking needs of a solution (C5.3): fewest cards overall and for one hot value."""

    @property
    def min_cards(self) -> int | None: ...

    def min_cards_for(self, hot: int) -> int | None: ...


@dataclass(frozen=True, repr=False)
class Verdict(Printed, Explained):
    """C5.3: valid, or the first reason the claim fails and at which card (`step`, 1-based)."""

    valid: bool
    reason: str | None
    step: int | None
    value: int | None
    optimal: bool | None
    optimal_overall: bool | None
    trace: str
    play: tuple[PlayedCard, ...]
    said: Said | None = None
    """Why the claim fails, to say in the reader's language (detail_text)."""


    def trace_text(self, lang: str | None = None) -> str:
        """The calculation, a step that leaves the whole numbers said in `lang` (C3.2)."""
        if lang in (None, "en") or self.reason != "illegal-step":
            return self.trace
        return self.trace.replace(WORDS("en")("not_whole"), WORDS(lang)("not_whole"))

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "valid": self.valid,
            "reason": self.reason,
            "step": self.step,
            "value": self.value,
            "optimal": self.optimal,
            "optimal_overall": self.optimal_overall,
            "trace": self.trace_text(lang),
            "play": format_play(self.play).split(),
            "detail": self.detail_text(lang),
            "rule": self.rule,
        }

    @property
    def rule(self) -> str:
        """The rule the verdict applies: the one the reason enforces, C5.3 when valid."""
        return RULES[self.reason] if self.reason else "C5.3"

    def to_text(self, lang: str | None = None) -> str:
        words = WORDS(lang)
        detail = self.detail_text(lang)
        head = words("valid") if self.valid else words(
            "invalid", reason=words(f"reason.{self.reason}"))
        if not self.valid and self.rule not in (detail or ""):
            head += words("rule", rule=self.rule)
        if self.step is not None:
            head += words("at_card", step=self.step)
        if detail:
            head += words("detail", detail=detail)
        lines = [head, self.trace_text(lang)]
        if self.valid:
            lines.append(words("optimal", value=self.value,
                               optimal=words("yes" if self.optimal else "no"),
                               overall=words("yes" if self.optimal_overall else "no")))
        return "\n".join(lines)


_WANTED: dict[tuple[str, int, bool], tuple[OperatorCard, ...]] = {}
"""The hand cards a played token may use, in the order tried, by (op, value, wild): the cards
parse_card makes, the very objects a deck's hands hold."""


def take_card(hand_left: list[OperatorCard], token: PlayToken) -> OperatorCard | None:
    """C5.2: remove and return the hand card a played token uses, or None if none is left.
    A written `x7` takes a fixed x7 first, then a wildcard x?; `x?=7` takes only a wildcard."""
    key = (token.op, token.value, token.wild)
    wanted = _WANTED.get(key)
    if wanted is None:
        wild = parse_card(f"{token.op}?")
        wanted = _WANTED[key] = (wild,) if token.wild else (
            parse_card(f"{token.op}{token.value}"), wild)
    for card in wanted:
        if remove_card(hand_left, card):
            return card
    return None


def remove_card(cards: list[OperatorCard], card: OperatorCard) -> bool:
    """Remove one card equal to `card` from `cards`; False if there is none. Looks for the very
    object first: hands dealt from a deck hold the cards parse_card made, once each, and
    comparing by identity spares a comparison of fields per card passed."""
    for index, held in enumerate(cards):
        if held is card:
            del cards[index]
            return True
    try:
        cards.remove(card)
    except ValueError:
        return False
    return True


class Judgement(NamedTuple):
    """C5.2-C5.3 without the optimality flags: valid, or the first reason the claim fails and
    at which card (`step`, 1-based); the cards played so far and the value reached. A named
    tuple: a whole game makes one a claim."""

    valid: bool
    reason: str | None
    step: int | None
    value: int | None
    played: tuple[PlayedCard, ...]
    said: Said | None = None


def judge(position: Position, play: tuple[PlayToken, ...], target: int | None = None
          ) -> Judgement:
    """Judge a claimed play (C5.2-C5.3) card by card in play order, availability then
    arithmetic; only a play that gets through every card can be `not-a-hot-card` or
    `wrong-target` (a claimed target that is not on the table makes it `wrong-target`). What a
    whole game needs of every claim; `check` adds the trace and the optimality flags."""
    left = list(position.hand)
    played: list[PlayedCard] = []
    value = position.cold
    for step, token in enumerate(play, start=1):
        card = take_card(left, token)
        if card is None:
            return Judgement(False, "card-not-in-hand", step, None, tuple(played),
                             WORDS.said("not_in_hand", card=str(token)))
        played.append(played_card(card, token.value))
        after = apply_step(token.op, value, token.value)
        if after is None:
            why = "below_zero" if token.op == "-" else "not_whole_step"
            return Judgement(False, "illegal-step", step, None, tuple(played),
                             WORDS.said(why, value=value, card=f"{token.op}{token.value}",
                                        cite=" (C3.2)"))
        value = after
    if value not in position.hot:
        return Judgement(False, "not-a-hot-card", None, value, tuple(played),
                         WORDS.said("not_hot", value=value))
    if target is not None and value != target:
        off = "wrong_target" if target in position.hot else "wrong_target_off"
        return Judgement(False, "wrong-target", None, value, tuple(played),
                         WORDS.said(off, value=value, target=target))
    return Judgement(True, None, None, value, tuple(played))


def check(position: Position, play: tuple[PlayToken, ...], target: int | None = None,
          solution: Shortest | None = None) -> Verdict:
    """Check a claimed play (C5): judge it (C5.2-C5.3), then say with the calculation whether
    a valid play is optimal for its hot value and overall."""
    judged = judge(position, play, target)
    played = judged.played
    if not judged.valid:
        shown = trace(position.cold, played) if played else str(position.cold)
        return Verdict(False, judged.reason, judged.step, judged.value, None, None, shown,
                       played, judged.said)
    value = judged.value
    if value is None:
        raise ValueError("a valid judgement without the value it reached")
    solution = solution or solve(position)
    return Verdict(True, None, None, value, len(played) == solution.min_cards_for(value),
                   len(played) == solution.min_cards, trace(position.cold, played), played)
