"""Checking an announced total or a written calculation against a table (rule T6)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.solvers.game import Printed
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field
from deckmath.solvers.totaux.model import (
    Calc, Card, evaluate, parse_announce, parse_placed_calc, parse_positions,
    parse_table, parse_variant,
)
from deckmath.solvers.totaux.solve import Combination, Solution, solve

REASONS = ("unreachable", "too-few-cards", "illegal-step", "wrong-total", "no-such-cards")

RULES = {"unreachable": "T6.1", "too-few-cards": "T3.1", "illegal-step": "T3.6",
         "wrong-total": "T6.2", "no-such-cards": "T6.2"}
"""The rule each reason code enforces (T6.3), which a verdict cites."""
"""T6.3. A calculation is examined in the order too-few-cards, illegal-step, wrong-total,
no-such-cards (the issue's order); `unreachable` is for announcements."""


@dataclass(frozen=True, repr=False)
class Verdict(Printed):
    """T6: valid with an example (positions and calculation), or the reason it is not."""

    valid: bool
    reason: str | None
    example: Combination | None
    detail: str | None = None

    def to_json(self) -> dict:
        return {"valid": self.valid, "reason": self.reason,
                "example": None if self.example is None else self.example.to_json(),
                "detail": self.detail, "rule": self.rule}

    @property
    def rule(self) -> str | None:
        """The rule an invalid verdict applies (the one its reason enforces); None if valid."""
        return RULES[self.reason] if self.reason else None

    def to_text(self) -> str:
        if self.valid:
            if self.example is None:
                raise ValueError("a valid verdict without its example")
            return f"valid: {self.example.to_text()}"
        rule = self.rule or ""
        cited = "" if rule in (self.detail or "") else f" ({rule})"
        return f"invalid: {self.reason}{cited}" + (f" ({self.detail})" if self.detail else "")


def check_announce(table: tuple[Card, ...], total: int, variant: str = "chain",
                   solution: Solution | None = None) -> Verdict:
    """T6.1: an announced total is valid if a card with that total can be reached."""
    solution = solution or solve(table, variant)
    hit = solution.example_for(total)
    if hit is None:
        cards = [r.position for r in solution.by_card if r.card.total == total]
        why = (f"no card on the table has the total {total}" if not cards else
               f"no combination reaches the card{'s' if len(cards) > 1 else ''} at "
               f"position {', '.join(map(str, cards))}")
        return Verdict(False, "unreachable", None, why)
    return Verdict(True, None, hit.example)


def check_calc(table: tuple[Card, ...], calc: Calc,
               positions: tuple[int, ...] | None = None) -> Verdict:
    """T6.2: too few cards, then each step (T3.6), then the stated total, then whether distinct
    table cards fit (pinned by `positions` if given)."""
    if positions is not None and len(positions) != calc.cards:
        raise InputError(f"{len(positions)} positions given for a calculation of {calc.cards} "
                         f"cards: give one position per card, in order")
    if calc.cards < 3:
        return Verdict(False, "too-few-cards", None,
                       f"{calc.cards} card{'s' if calc.cards > 1 else ''}: a combination uses at least 3 (T3.1)")
    value, broken = evaluate(calc)
    if value is None:
        return Verdict(False, "illegal-step", None,
                       f"card {broken} gives a result that is not a whole number >= 0 (T3.6)")
    if value != calc.total:
        return Verdict(False, "wrong-total", None, f"the calculation gives {value}, not {calc.total}")
    slots = _slots(table, calc)
    found = _pinned(slots, positions) if positions is not None else _match(slots, len(table))
    if found is None:
        why = "the cards at the given positions do not show these faces and total" if positions \
            else "no distinct table cards show these faces and this total (T6.2)"
        return Verdict(False, "no-such-cards", None, why)
    return Verdict(True, None, Combination(tuple(p + 1 for p in found), calc))


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
        raise InputError('a claim must be a JSON object with a "table"')
    table = parse_table(field(obj, "table"))
    variant = field(obj, "variant", None)
    variant = None if variant is None else parse_variant(variant)
    if ("announce" in obj) == ("calc" in obj):
        raise InputError("give exactly one of an announced total (announce) and a written "
                         "calculation (calc) (T6)")
    if "announce" in obj:
        if field(obj, "positions", None) is not None:
            raise InputError("positions go with a written calculation, not an announcement")
        return Claim(table, variant or "chain", announce=parse_announce(obj["announce"]))
    calc, placed = parse_placed_calc(obj["calc"], len(table))
    positions = field(obj, "positions", None)
    if positions is not None and placed is not None:
        raise InputError("the positions are given twice: in the calculation (@ 1,2,5) and "
                         "as positions; give them once")
    positions = placed if positions is None else parse_positions(positions, len(table))
    if calc.steps:
        if variant is not None and variant != calc.variant:
            raise InputError(f"the calculation is written in {calc.variant} notation (T4.1, "
                             f"T4.2), not {variant}")
        variant = calc.variant
    return Claim(table, variant or "chain", calc=calc, positions=positions)


def check_claim(claim: Claim) -> Verdict:
    """Check a claim (T6): an announcement (T6.1) or a written calculation (T6.2)."""
    if claim.calc is not None:
        return check_calc(claim.table, claim.calc, claim.positions)
    if claim.announce is None:
        raise ValueError("a claim holds an announced total or a calculation")
    return check_announce(claim.table, claim.announce, claim.variant)
