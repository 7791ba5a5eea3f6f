"""Adjudicating a round (rule C6): claims in announcement order, hot cards taken once, the winner."""
from __future__ import annotations

import re
from dataclasses import dataclass

from deckmath.solvers.celsius.check import Verdict, check
from deckmath.solvers.celsius.solve import Solution
from deckmath.solvers.celsius.model import (
    HAND_CARDS_MAX, OperatorCard, Position, PlayToken, parse_hand, parse_play, split_target,
)
from deckmath.solvers.celsius.words import ERRORS, WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import normalize, parse_int, show
from deckmath.solvers.words import Said, say

PASS = "pass"
HOT_CARD_TAKEN = "hot-card-taken"


@dataclass(frozen=True)
class Claim:
    """One player's announcement: a play (None for a pass), optionally the hot value named."""

    player: str
    play: tuple[PlayToken, ...] | None
    target: int | None = None


@dataclass(frozen=True)
class ClaimResult:
    claim: Claim
    valid: bool
    reason: str | None
    cards: int | None
    value: int | None
    verdict: Verdict | None
    said: Said | None = None
    """Why the claim is invalid, to say in the reader's language."""
    second: bool = False
    """Whether this is the player's second claim (C6.2)."""

    @property
    def detail(self) -> str | None:
        """Why the claim is invalid, in English."""
        return say(self.said)

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "player": self.claim.player,
            "second": self.second,
            "claim": PASS if self.claim.play is None else " ".join(map(str, self.claim.play)),
            "valid": self.valid,
            "reason": self.reason,
            "cards": self.cards,
            "value": self.value,
            "trace": None if self.verdict is None else self.verdict.trace_text(lang),
            "detail": say(self.said, lang),
        }


@dataclass(frozen=True)
class RoundResult:
    """C6.3-C6.4: the winner (None if nobody made a valid claim), who draws an extra card, and
    whether the cold card is discarded."""

    cold: int
    hot: tuple[int, ...]
    claims: tuple[ClaimResult, ...]
    winner: str | None
    draw_extra: tuple[str, ...]
    cold_discarded: bool

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "cold": self.cold,
            "hot": list(self.hot),
            "claims": [c.to_json(lang) for c in self.claims],
            "winner": self.winner,
            "takes_cold": self.winner,
            "draw_extra": list(self.draw_extra),
            "cold_discarded": self.cold_discarded,
        }

    def to_text(self, lang: str | None = None) -> str:
        words = WORDS(lang)
        lines = []
        for c in self.claims:
            who = words("second_claimant", player=c.claim.player) if c.second else c.claim.player
            if c.claim.play is None:
                lines.append(words("round.pass", player=who))
            elif c.valid:
                if c.verdict is None or c.cards is None:
                    raise ValueError(f"{c.claim.player}'s valid claim has no verdict")
                lines.append(words("round.valid", player=who, cards=words.count(c.cards, "cards"),
                                   value=c.value, trace=c.verdict.trace_text(lang)))
            else:
                lines.append(words("round.invalid", player=who,
                                   reason=words(f"reason.{c.reason}"),
                                   detail=say(c.said, lang)))
        if self.winner:
            lines.append(words("round.winner", player=self.winner, cold=self.cold))
        else:
            lines.append(words("round.nobody", cold=self.cold))
        if self.draw_extra:
            lines.append(words("round.draw_extra", players=", ".join(self.draw_extra)))
        return "\n".join(lines)


_NAME = re.compile(r"[^\s:][^:]{0,39}")


def parse_claim(text: str) -> Claim:
    """`ana: +1 x2`, `ana: +1 x2 = 22` (the hot value named) or `bo: pass` (C6.1)."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("claim_form", value=show(text), pass_=PASS))
    text = normalize(text)
    name, sep, rest = text.partition(":")
    name = name.strip()
    if not sep or not _NAME.fullmatch(name):
        raise InputError(ERRORS.said("claim_form", value=repr(text), pass_=PASS))
    rest = rest.strip()
    if rest.lower() == PASS:
        return Claim(name, None)
    play, named = split_target(rest)
    target = None if named is None else parse_int(named, ERRORS.said("what.named_by", name=name))
    return Claim(name, parse_play(play), target)


def parse_player_hand(text: str) -> tuple[str, tuple[OperatorCard, ...]]:
    """`ana: +1 x2 x? ...` -> the player's hand, used to check availability (C5.2)."""
    text = normalize(text)
    name, sep, rest = text.partition(":")
    if not sep or not _NAME.fullmatch(name.strip()):
        raise InputError(ERRORS.said("hand_form", value=repr(text)))
    return name.strip(), parse_hand(rest)


def adjudicate(cold: int, hot: tuple[int, ...], claims: list[Claim],
               hands: dict[str, tuple[OperatorCard, ...]] | None = None,
               solutions: dict[str, Solution] | None = None) -> RoundResult:
    """Settle a round (C6), claims in the order announced (C6.1). A player whose claim lost its
    hot card (hot-card-taken) may announce one more claim, once (C6.2): second claims are
    settled after every first claim, in the order announced, and only on a hot card that no
    first claim took; any other repeated claim is bad input. The results list first claims,
    then second claims, in the order they are settled. Without a player's hand, only the
    arithmetic and the table are checked: the claim's own cards stand in for the hand.
    `solutions` (by player, of the position with their hand) spares the checker solving
    positions already solved."""
    hands = hands or {}
    solutions = solutions or {}
    names = {c.player for c in claims}
    for name in hands:
        if name not in names:
            raise InputError(ERRORS.said("hand_no_claim", name=repr(name)))
    firsts: dict[str, Claim] = {}
    seconds: list[Claim] = []
    for claim in claims:
        if claim.player not in firsts:
            firsts[claim.player] = claim
        elif any(c.player == claim.player for c in seconds):
            raise InputError(ERRORS.said("three_claims", name=repr(claim.player)))
        else:
            seconds.append(claim)
    taken: dict[int, str] = {}
    results = [_settle(claim, cold, hot, hands, solutions, taken, None)
               for claim in firsts.values()]
    first_taken = dict(taken)
    by_player = {r.claim.player: r for r in results}
    for claim in seconds:
        _check_second(by_player[claim.player])
        results.append(_settle(claim, cold, hot, hands, solutions, taken, first_taken))
    valid = [r for r in results if r.valid]
    # C6.2 gives every valid claim its own hot card, so (cards, hot value) never ties (C6.3).
    winner = min(valid, key=_rank).claim.player if valid else None
    played = {r.claim.player for r in valid}
    draw_extra = tuple(dict.fromkeys(r.claim.player for r in results
                                     if r.claim.player not in played))  # C6.4
    return RoundResult(cold, hot, tuple(results), winner, draw_extra, winner is None)


def _settle(claim: Claim, cold: int, hot: tuple[int, ...],
            hands: dict[str, tuple[OperatorCard, ...]], solutions: dict[str, Solution],
            taken: dict[int, str], first_taken: dict[int, str] | None) -> ClaimResult:
    """One claim judged (C5) and given its hot card if no claim settled before it took it
    (C6.2); `taken` gains the card. `first_taken` is None for a first claim; for a second, the
    cards the first claims took, which it may not name (C6.2)."""
    second = first_taken is not None
    if claim.play is None:
        return ClaimResult(claim, False, PASS, None, None, None, second=second)
    hand = hands.get(claim.player) or tuple(
        OperatorCard(t.op, None if t.wild else t.value) for t in claim.play
    )
    if len(hand) > HAND_CARDS_MAX:
        raise InputError(ERRORS.said("claim_hand_big", player=claim.player,
                                     most=HAND_CARDS_MAX))
    verdict = check(Position(cold, hot, hand), claim.play, claim.target,
                    solutions.get(claim.player) if claim.player in hands else None)
    if verdict.valid:
        value = verdict.value
        if value is None:
            raise ValueError(f"{claim.player}'s valid claim reached no value")
        if value in taken:
            by_first = first_taken is not None and value in first_taken
            why = WORDS.said("taken_by_first" if by_first else "taken_before", value=value,
                             player=taken[value])
            return ClaimResult(claim, False, HOT_CARD_TAKEN, len(claim.play), value, verdict,
                               why, second)
        taken[value] = claim.player
    detail = None if verdict.valid or verdict.said is None else (
        WORDS.said("round.at_card", step=verdict.step, detail=verdict.said) if verdict.step
        else verdict.said)
    return ClaimResult(claim, verdict.valid, verdict.reason, len(claim.play), verdict.value,
                       verdict, detail, second)


def _rank(result: ClaimResult) -> tuple[int, int]:
    """C6.3: a valid claim's place, fewest cards first, then the highest hot value."""
    if result.cards is None or result.value is None:
        raise ValueError(f"{result.claim.player}'s claim is not a valid one")
    return result.cards, -result.value


def _check_second(first: ClaimResult) -> None:
    """InputError unless the player's first claim lost its hot card (C6.2: only such a player
    may announce one more)."""
    if first.reason == HOT_CARD_TAKEN:
        return
    player = first.claim.player
    why = ERRORS.said("why.passed") if first.reason == PASS else (
        ERRORS.said("why.was_valid") if first.valid else
        ERRORS.said("why.was_invalid", reason=WORDS.said(f"reason.{first.reason}")))
    raise InputError(ERRORS.said("second_claim", name=repr(player), why=why))
