"""Celsius cards, hands, positions and plays, with their notation (rules C1, C2, C4.1).

Everything here is plain Python: parse text into model objects, format them back (the
canonical form round-trips through parse), and turn them into the int arrays the kernel reads.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any


from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import OPERATOR_SPELLINGS, OPERATORS, apply_step, field, parse_int

if TYPE_CHECKING:
    import numpy as np

OPERAND_MIN, OPERAND_MAX = 1, 10
"""Operands printed on operator cards, and the values a wildcard may stand for (C1.3)."""

COLD_MIN, COLD_MAX = 0, 12
"""Cold card values (C1.1)."""

HOT_MIN, HOT_MAX = 0, 100_000
"""Hot values this tool accepts: the reference set is 20..100 (C1.2); user decks may go wider."""

HAND_MAX = 10
"""Most cards a hand may hold (C4.1)."""

WILD = "?"


@dataclass(frozen=True, order=True)
class OperatorCard:
    """One operator card (C1.3): `op` is one of + - x /, `operand` 1..10 or None for the wildcard `?`."""

    op: str
    operand: int | None

    @property
    def is_wild(self) -> bool:
        return self.operand is None

    def __str__(self) -> str:
        return f"{self.op}{WILD if self.operand is None else self.operand}"


@dataclass(frozen=True)
class PlayedCard:
    """A card as played (C2.2): the hand card used and the operand it stands for in this play."""

    card: OperatorCard
    value: int

    def __str__(self) -> str:
        return f"{self.card}={self.value}" if self.card.is_wild else str(self.card)


@dataclass(frozen=True)
class Position:
    """A dealt position (C4.1): cold value, hot values on the table (distinct), and a hand."""

    cold: int
    hot: tuple[int, ...]
    hand: tuple[OperatorCard, ...]

    def __post_init__(self) -> None:
        validate_cold(self.cold)
        validate_hot(self.hot)
        validate_hand(self.hand)

    def to_json(self) -> dict:
        """The position as a batch line reads it: position_from_json(p.to_json()) == p."""
        return {"cold": self.cold, "hot": list(self.hot), "hand": [str(c) for c in self.hand]}


def _split(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,]+", text.strip()) if t]


def _tokens(value: object, what: str) -> list[str]:
    """Tokens of a hand, play or hot list given as one string or as a JSON list of strings."""
    if isinstance(value, str):
        return _split(value)
    if isinstance(value, (list, tuple)) and all(isinstance(t, (str, int)) and not isinstance(t, bool) for t in value):
        return [str(t).strip() for t in value]
    raise InputError(f"{what} must be a string or a list, not {value!r:.40}")


def _operator(token: str, what: str) -> tuple[str, str]:
    if not token:
        raise InputError(f"empty {what}")
    op = OPERATOR_SPELLINGS.get(token[0])
    if op is None:
        raise InputError(f"unknown {what} {token!r}: it must start with one of + - x /")
    return op, token[1:]


def _operand(text: str, token: str, what: str) -> int:
    if not re.fullmatch(r"[0-9]{1,3}", text):
        raise InputError(f"unknown {what} {token!r}: operand must be a whole number 1..10 or ?")
    value = int(text)
    if not OPERAND_MIN <= value <= OPERAND_MAX:
        raise InputError(f"unknown {what} {token!r}: operand {value} is outside 1..10")
    return value


@lru_cache(maxsize=4096)
def parse_card(token: str) -> OperatorCard:
    """Read one operator card (C2.1): `+3`, `x?`, `×4`, `÷2`, `−1`."""
    op, rest = _operator(token, "card")
    if rest == WILD:
        return OperatorCard(op, None)
    return OperatorCard(op, _operand(rest, token, "card"))


def parse_hand(text: str | list[str] | tuple[str, ...]) -> tuple[OperatorCard, ...]:
    """Read a hand (C2.3): cards separated by spaces or commas, or a list of card strings."""
    tokens = _tokens(text, "hand")
    hand = tuple(parse_card(t) for t in tokens)
    validate_hand(hand)
    return hand


def format_hand(hand: tuple[OperatorCard, ...]) -> str:
    return " ".join(str(c) for c in hand)


@dataclass(frozen=True)
class PlayToken:
    """A card written in a claimed play, before it is matched to the hand (C2.2, C5.2).

    `wild` is True for `x?=7` (the wildcard must be used); False for `x7` (a fixed x7 first,
    else a wildcard x?).
    """

    op: str
    value: int
    wild: bool
    text: str

    def __str__(self) -> str:
        return f"{self.op}?={self.value}" if self.wild else f"{self.op}{self.value}"


@lru_cache(maxsize=4096)
def parse_play_token(token: str) -> PlayToken:
    """Read one played card: `+1`, `x?=7` (C2.2). A bare `x?` has no value and is refused."""
    op, rest = _operator(token, "played card")
    if rest.startswith(WILD):
        if not rest.startswith(WILD + "="):
            raise InputError(f"played wildcard {token!r} needs its value, e.g. {op}?=7")
        return PlayToken(op, _operand(rest[2:], token, "played card"), True, token)
    return PlayToken(op, _operand(rest, token, "played card"), False, token)


def parse_play(text: str | list[str] | tuple[str, ...]) -> tuple[PlayToken, ...]:
    """Read a claimed play: played cards in play order, separated by spaces or commas."""
    tokens = _tokens(text, "play")
    if not tokens:
        raise InputError("empty play: a play uses at least one card (C4.2)")
    if len(tokens) > HAND_MAX:
        raise InputError(f"play of {len(tokens)} cards: a hand holds at most {HAND_MAX}")
    return tuple(parse_play_token(t) for t in tokens)


def format_play(play: tuple[PlayedCard, ...] | list[PlayedCard]) -> str:
    return " ".join(str(p) for p in play)


def validate_cold(cold: int) -> None:
    if not COLD_MIN <= cold <= COLD_MAX:
        raise InputError(f"cold value {cold} is outside {COLD_MIN}..{COLD_MAX} (C1.1)")


def validate_hot(hot: tuple[int, ...]) -> None:
    if not hot:
        raise InputError("no hot value: give at least one (C4.1)")
    seen: set[int] = set()
    for h in hot:
        if not HOT_MIN <= h <= HOT_MAX:
            raise InputError(f"hot value {h} is outside {HOT_MIN}..{HOT_MAX}")
        if h in seen:
            raise InputError(f"hot value {h} is given twice")
        seen.add(h)


def validate_hand(hand: tuple[OperatorCard, ...]) -> None:
    if not hand:
        raise InputError("empty hand: a hand holds 1 to 10 operator cards (C4.1)")
    if len(hand) > HAND_MAX:
        raise InputError(f"hand of {len(hand)} cards: a hand holds at most {HAND_MAX} (C4.1)")


def parse_cold(text: str | int) -> int:
    cold = parse_int(text, "cold value")
    validate_cold(cold)
    return cold


def parse_hot(text: str | list | tuple) -> tuple[int, ...]:
    """Hot values as `22,40` / `22 40` or a JSON list."""
    items = [text] if isinstance(text, int) and not isinstance(text, bool) else _tokens(text, "hot values")
    hot = tuple(parse_int(h, "hot value") for h in items)
    validate_hot(hot)
    return hot


def position(cold: str | int, hot: str | list, hand: str | list) -> Position:
    """Build a Position from text or JSON values, raising InputError naming the bad part."""
    return Position(parse_cold(cold), parse_hot(hot), parse_hand(hand))


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from its JSON object `{"cold": 10, "hot": [22, 40], "hand": [...]}` (C4.1)."""
    if not isinstance(obj, Mapping):
        raise InputError('a position must be a JSON object with "cold", "hot" and "hand"')
    return position(field(obj, "cold"), field(obj, "hot"), field(obj, "hand"))


def parse_target(value: object, position: Position) -> int | None:
    """The hot value a claim names (C5.1): None when not given; it must be a hot value of the
    position, else bad input."""
    if value is None:
        return None
    target = parse_int(value, "target")
    if target not in position.hot:
        raise InputError(f"claimed target {target} is not a hot value of the position")
    return target


def hand_arrays(hand: tuple[OperatorCard, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Kernel form of a hand: operator codes (index in OPERATORS) and operands (0 = wildcard)."""
    import numpy as np

    ops = np.array([OPERATORS.index(c.op) for c in hand], dtype=np.int64)
    operands = np.array([0 if c.operand is None else c.operand for c in hand], dtype=np.int64)
    return ops, operands


def trace(cold: int, play: tuple[PlayedCard, ...] | list[PlayedCard]) -> str:
    """The calculation as players say it: `10 +1 = 11, x2 = 22` (C3.1)."""
    parts: list[str] = []
    value: int | None = cold
    for step in play:
        if value is None:
            break
        value = apply_step(step.card.op, value, step.value)
        shown = "not a whole number >= 0" if value is None else str(value)
        parts.append(f"{step} = {shown}")
    return f"{cold} " + ", ".join(parts)
