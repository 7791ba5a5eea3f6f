"""Checking an announced total or a written calculation against a table (rule T6)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.generators.notebook import Printed
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field
from deckmath.solvers.totaux.model import (
    Calc, Card, evaluate, parse_announce, parse_placed_calc, parse_positions,
    parse_table, parse_variant,
)
from deckmath.solvers.totaux.solve import Combination, Solution, solve
from deckmath.solvers.totaux.words import ERRORS, WORDS, count_of
from deckmath.solvers.words import Explained, Said

REASONS = ("unreachable", "too-few-cards", "illegal-step", "wrong-total", "no-such-cards")

RULES = {"unreachable": "T6.1", "too-few-cards": "T3.1", "illegal-step": "T3.6",
         "wrong-total": "T6.2", "no-such-cards": "T6.2"}
"""The rule each reason code enforces (T6.3), which a verdict cites."""
"""T6.3. A calculation is examined in the order too-few-cards, illegal-step, wrong-total,
no-such-cards (the issue's order); `unreachable` is for announcements."""


@dataclass(frozen=True, repr=False)
class Verdict(Printed, Explained):
    """T6: valid with an example (positions and calculation), or the reason it is not."""

    valid: bool
    reason: str | None
    example: Combination | None
    said: Said | None = None
    """Why the claim fails, to say in the reader's language (detail_text)."""


    def to_json(self, lang: str | None = None) -> dict:
        return {"valid": self.valid, "reason": self.reason,
                "example": None if self.example is None else self.example.to_json(),
                "detail": self.detail_text(lang), "rule": self.rule}

    @property
    def rule(self) -> str | None:
        """The rule an invalid verdict applies (the one its reason enforces); None if valid."""
        return RULES[self.reason] if self.reason else None

    def to_text(self, lang: str | None = None) -> str:
        words = WORDS(lang)
        if self.valid:
            if self.example is None:
                raise ValueError("a valid verdict without its example")
            return words("valid", example=self.example.to_text(lang))
        rule = self.rule or ""
        detail = self.detail_text(lang)
        head = words("invalid", reason=words(f"reason.{self.reason}"))
        cited = "" if rule in (detail or "") else words("rule", rule=rule)
        return head + cited + (words("detail", detail=detail) if detail else "")


def check_announce(table: tuple[Card, ...], total: int, variant: str = "chain",
                   solution: Solution | None = None) -> Verdict:
    """T6.1: an announced total is valid if a card with that total can be reached."""
    solution = solution or solve(table, variant)
    hit = solution.example_for(total)
    if hit is None:
        cards = [r.position for r in solution.by_card if r.card.total == total]
        why = (WORDS.said("no_card_total", total=total) if not cards else
               WORDS.said("unreached.many" if len(cards) > 1 else "unreached.one",
                          positions=", ".join(map(str, cards))))
        return Verdict(False, "unreachable", None, why)
    return Verdict(True, None, hit.example)


def check_calc(table: tuple[Card, ...], calc: Calc,
               positions: tuple[int, ...] | None = None) -> Verdict:
    """T6.2: too few cards, then each step (T3.6), then the stated total, then whether distinct
    table cards fit (pinned by `positions` if given)."""
    if positions is not None and len(positions) != calc.cards:
        raise InputError(ERRORS.said("check_positions",
                                     positions=count_of("positions", len(positions)),
                                     cards=count_of("cards", calc.cards)))
    reason = calc_fault(calc)
    if reason is None:
        slots = _slots(table, calc)
        found = _pinned(slots, positions) if positions is not None else _match(slots, len(table))
        if found is not None:
            return Verdict(True, None, Combination(tuple(p + 1 for p in found), calc))
        reason = "no-such-cards"
    return Verdict(False, reason, None, calc_said(reason, calc, positions is not None))


def calc_fault(calc: Calc) -> str | None:
    """What is wrong with a calculation whatever the table (T6.2, in the order T6.3 examines
    it): too-few-cards, illegal-step or wrong-total; None when it holds."""
    if calc.cards < 3:
        return "too-few-cards"
    value, _ = evaluate(calc)
    if value is None:
        return "illegal-step"
    return "wrong-total" if value != calc.total else None


def calc_said(reason: str, calc: Calc, pinned: bool) -> Said:
    """Why check_calc refuses a calculation for `reason` (T6.3), from the calculation alone
    and whether its positions were given: what a verdict, and a game event that recorded the
    reason, say in the reader's language."""
    if reason == "too-few-cards":
        return WORDS.said("too_few", cards=WORDS.said(
            f"cards.{'one' if calc.cards == 1 else 'many'}", n=calc.cards))
    value, broken = evaluate(calc)
    if reason == "illegal-step":
        return WORDS.said("illegal_step", card=broken)
    if reason == "wrong-total":
        return WORDS.said("wrong_total", value=value, total=calc.total)
    if reason == "no-such-cards":
        return WORDS.said("not_pinned" if pinned else "no_cards")
    raise ValueError(f"{reason!r} is not a reason of a written calculation")


def _slots(table: tuple[Card, ...], calc: Calc) -> list[list[int]]:
    """For each card of the calculation, the table indices that fit it (T6.2): the first card
    shows the first face, an intermediate card's faces are exactly the pair written, the last
    card shows the last face and carries the total."""
    first = calc.first
    slots = [[i for i, c in enumerate(table) if c.low == first or c.high == first]]
    for s in calc.steps:
        low, high = (s.x, s.y) if s.x <= s.y else (s.y, s.x)
        slots.append([i for i, c in enumerate(table) if c.low == low and c.high == high])
    if calc.last is None:
        raise ValueError("a one-card calculation has no last card to fit")
    face, total = calc.last[1], calc.total
    slots.append([i for i, c in enumerate(table)
                  if c.total == total and (c.low == face or c.high == face)])
    return slots


def _pinned(slots: list[list[int]], positions: tuple[int, ...]) -> list[int] | None:
    chosen = [p - 1 for p in positions]
    return chosen if all(c in fits for c, fits in zip(chosen, slots)) else None


def _match(slots: list[list[int]], size: int) -> list[int] | None:
    """Distinct table cards for every slot, or None: bipartite matching by augmenting paths
    (exact, whatever the number of cards a face fits)."""
    owner = [-1] * size

    def place(slot: int, seen: set[int]) -> bool:
        for card in slots[slot]:
            if card in seen:
                continue
            seen.add(card)
            if owner[card] < 0 or place(owner[card], seen):
                owner[card] = slot
                return True
        return False

    for slot in range(len(slots)):
        if not place(slot, set()):
            return None
    chosen = [0] * len(slots)
    for card, slot in enumerate(owner):
        if slot >= 0:
            chosen[slot] = card
    return chosen


@dataclass(frozen=True)
class Claim:
    """What a player claims on a table (T6): an announced total, or a written calculation
    with the table positions it uses (optional), judged in `variant`."""

    table: tuple[Card, ...]
    variant: str
    announce: int | None = None
    calc: Calc | None = None
    positions: tuple[int, ...] | None = None


def claim_from_json(obj: Mapping[str, Any]) -> Claim:
    """A Claim from `{"table": [...], "announce": 31}` or `{"table": [...], "calc": "...",
    "positions": [1, 2, 5]}`, with an optional "variant". Exactly one of announce and calc;
    positions only with a calculation; a calculation's variant is read from its notation
    (T4.2) and must agree with a variant given."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("claim_object", table='"table"'))
    table = parse_table(field(obj, "table"))
    variant = field(obj, "variant", None)
    variant = None if variant is None else parse_variant(variant)
    if ("announce" in obj) == ("calc" in obj):
        raise InputError(ERRORS.said("one_of", announce="announce", calc="calc"))
    if "announce" in obj:
        if field(obj, "positions", None) is not None:
            raise InputError(ERRORS.said("positions_with_calc"))
        return Claim(table, variant or "chain", announce=parse_announce(obj["announce"]))
    calc, placed = parse_placed_calc(obj["calc"], len(table))
    positions = field(obj, "positions", None)
    if positions is not None and placed is not None:
        raise InputError(ERRORS.said("positions_twice", positions="positions"))
    positions = placed if positions is None else parse_positions(positions, len(table))
    if calc.steps:
        if variant is not None and variant != calc.variant:
            raise InputError(ERRORS.said("notation", written=WORDS.said(f"variant.{calc.variant}"),
                                         variant=WORDS.said(f"variant.{variant}")))
        variant = calc.variant
    return Claim(table, variant or "chain", calc=calc, positions=positions)


def check_claim(claim: Claim) -> Verdict:
    """Check a claim (T6): an announcement (T6.1) or a written calculation (T6.2)."""
    if claim.calc is not None:
        return check_calc(claim.table, claim.calc, claim.positions)
    if claim.announce is None:
        raise ValueError("a claim holds an announced total or a calculation")
    return check_announce(claim.table, claim.announce, claim.variant)
