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


from deckmath.generators.notebook import Pictured
from deckmath.solvers.celsius.words import ERRORS
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import (
    OPERATOR_SPELLINGS, OPERATORS, apply_step, attach_operators, describe, field, normalize,
    parse_int, show, split_items,
)
from deckmath.solvers.words import Said

if TYPE_CHECKING:
    import numpy as np

OPERAND_MIN, OPERAND_MAX = 1, 10
"""Operands printed on operator cards, and the values a wildcard may stand for (C1.3)."""

COLD_MIN, COLD_MAX = 0, 12
"""Cold card values (C1.1)."""

HOT_MIN, HOT_MAX = 0, 100_000
"""Hot values this tool accepts: the reference set is 20..100 (C1.2); user decks may go wider."""

HAND_CARDS_MAX = 20
"""Most cards a position's hand may hold (C4.1: 7 are dealt; a player who could not play holds
more, C6.4)."""

PLAYS_MAX = (1 << 63) - 1
"""Where the kernel's counts of plays saturate (C4.5): a count this large means at least this
many, and is refused (`counted`) rather than printed wrong. 10 cards cannot get there (fewer
than 10! * 10**10 plays, below 2**63); 20 cards could in principle (no such hand has been found)."""

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


@dataclass(frozen=True, repr=False)
class Position(Pictured):
    """A dealt position (C4.1): cold value, hot values on the table (distinct), and a hand."""

    GAME = "celsius"

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


HOT_COUNT_MAX = 24
"""Most hot values a position may have: the whole hot pile of the reference deck (C1.2)."""


def _tokens(value: object, what: Said, cards: bool = True) -> list:
    """Tokens of a hand, play or hot list given as one string or as a JSON list (whose items
    the caller's parser checks one by one); in cards, an operator typed apart from its operand
    is joined to it (`+ 1` is `+1`, notation.attach_operators)."""
    if isinstance(value, str):
        items = split_items(normalize(value), what)
        return attach_operators(items) if cards else items
    if isinstance(value, (list, tuple)):
        return list(value)
    raise InputError(ERRORS.said("not_text_or_list", what=what, value=show(value)))


def _token(item: object, what: Said) -> str:
    """One card token from a list item: a string, normalized (C2.1 input spellings)."""
    if not isinstance(item, str):
        raise InputError(ERRORS.said("not_card_text", what=what, value=show(item), wild=WILD))
    return normalize(item).strip()


def _operator(token: str, what: Said) -> tuple[str, str]:
    if not token:
        raise InputError(ERRORS.said("empty", what=what))
    op = OPERATOR_SPELLINGS.get(token[0])
    if op is None:
        raise InputError(ERRORS.said("unknown_op", what=what, token=show(token),
                                     char=_first_char(token)))
    return op, token[1:]


def _first_char(token: str) -> str:
    """The first character named: plainly if ASCII, with its Unicode name if not (a look-alike
    pasted from elsewhere)."""
    return repr(token[0]) if token[0].isascii() else describe(token[0])


def _operand(text: str, token: str, what: Said) -> int:
    if not re.fullmatch(r"[0-9]{1,3}", text):
        bad = next((c for c in text if not c.isascii()), None)
        why = ERRORS.said("why.not_digit", char=describe(bad)) if bad else ERRORS.said(
            "why.operand", wild=WILD)
        raise InputError(ERRORS.said("unknown", what=what, token=show(token), why=why))
    value = int(text)
    if not OPERAND_MIN <= value <= OPERAND_MAX:
        raise InputError(ERRORS.said("unknown", what=what, token=show(token),
                                     why=ERRORS.said("why.operand_range", value=value)))
    return value


def parse_card(token: str) -> OperatorCard:
    """Read one operator card (C2.1): `+3`, `x?`, `×4`, `÷2`, `−1`."""
    return _card(_token(token, ERRORS.said("what.card")))


@lru_cache(maxsize=4096)
def _card(token: str) -> OperatorCard:
    op, rest = _operator(token, ERRORS.said("what.card"))
    if rest == WILD:
        return OperatorCard(op, None)
    return OperatorCard(op, _operand(rest, token, ERRORS.said("what.card")))


def parse_hand(text: str | list[str] | tuple[str, ...]) -> tuple[OperatorCard, ...]:
    """Read a hand (C2.3): cards separated by spaces or commas, or a list of card strings."""
    tokens = _tokens(text, ERRORS.said("what.hand"))
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


def parse_play_token(token: str) -> PlayToken:
    """Read one played card: `+1`, `x?=7` (C2.2). A bare `x?` has no value and is refused."""
    return _play_token(_token(token, ERRORS.said("what.played_card")))


@lru_cache(maxsize=4096)
def _play_token(token: str) -> PlayToken:
    what = ERRORS.said("what.played_card")
    op, rest = _operator(token, what)
    if rest.startswith(WILD):
        if not rest.startswith(WILD + "="):
            raise InputError(ERRORS.said("wild_value", token=show(token), example=f"{op}?=7"))
        return PlayToken(op, _operand(rest[2:], token, what), True, token)
    return PlayToken(op, _operand(rest, token, what), False, token)


def parse_play(text: str | list[str] | tuple[str, ...]) -> tuple[PlayToken, ...]:
    """Read a claimed play: played cards in play order, separated by spaces or commas."""
    tokens = _tokens(text, ERRORS.said("what.play"))
    if not tokens:
        raise InputError(ERRORS.said("empty_play"))
    if len(tokens) > HAND_CARDS_MAX:
        raise InputError(ERRORS.said("play_too_long", n=len(tokens), most=HAND_CARDS_MAX))
    return tuple(parse_play_token(t) for t in tokens)


_NAMED_TARGET = re.compile(r"(.*?)(?:^|\s)=\s*(\S+)\s*")


def split_target(text: str | list | tuple) -> tuple[str | list | tuple, str | None]:
    """A claimed play that may end with the hot value it names, `+1 x2 = 22` (C5.1): the play
    and the named value's text (None when not named). A JSON list is a play alone."""
    if not isinstance(text, str):
        return text, None
    found = _NAMED_TARGET.fullmatch(normalize(text))
    return (found.group(1), found.group(2)) if found else (text, None)


def parse_claimed_play(text: str | list | tuple, target: object = None
                       ) -> tuple[tuple[PlayToken, ...], int | None]:
    """A claimed play and the hot value it names (C5.1): from `+1 x2 = 22`, or from the play
    and a separate target; naming two different values is bad input."""
    play, named = split_target(text)
    named_value = parse_target(named)
    given = parse_target(target)
    if named_value is not None and given is not None and named_value != given:
        raise InputError(ERRORS.said("two_targets", named=named_value, given=given))
    return parse_play(play), given if given is not None else named_value


def format_play(play: tuple[PlayedCard, ...] | list[PlayedCard]) -> str:
    return " ".join(str(p) for p in play)


def validate_cold(cold: int) -> None:
    if not COLD_MIN <= cold <= COLD_MAX:
        raise InputError(ERRORS.said("cold_range", value=cold, low=COLD_MIN, high=COLD_MAX))


def validate_hot(hot: tuple[int, ...]) -> None:
    if not hot:
        raise InputError(ERRORS.said("no_hot"))
    _check_hot_count(len(hot))
    seen: set[int] = set()
    for h in hot:
        if not HOT_MIN <= h <= HOT_MAX:
            raise InputError(ERRORS.said("hot_range", value=h, low=HOT_MIN, high=HOT_MAX))
        if h in seen:
            raise InputError(ERRORS.said("hot_twice", value=h))
        seen.add(h)


def validate_hand(hand: tuple[OperatorCard, ...]) -> None:
    if not hand:
        raise InputError(ERRORS.said("empty_hand", most=HAND_CARDS_MAX))
    if len(hand) > HAND_CARDS_MAX:
        raise InputError(ERRORS.said("hand_too_big", n=len(hand), most=HAND_CARDS_MAX))


def parse_cold(text: str | int) -> int:
    cold = parse_int(text, ERRORS.said("what.cold"))
    validate_cold(cold)
    return cold


def _check_hot_count(count: int) -> None:
    if count > HOT_COUNT_MAX:
        raise InputError(ERRORS.said("hot_too_many", n=count, most=HOT_COUNT_MAX))


def parse_hot(text: str | list | tuple) -> tuple[int, ...]:
    """Hot values as `22,40` / `22 40` or a JSON list."""
    items = [text] if isinstance(text, int) and not isinstance(text, bool) else _tokens(
        text, ERRORS.said("what.hot_values"), cards=False)
    _check_hot_count(len(items))
    what = ERRORS.said("what.hot")
    hot = tuple(parse_int(h, what) for h in items)
    validate_hot(hot)
    return hot


def position(cold: str | int, hot: str | list, hand: str | list) -> Position:
    """Build a Position from text or JSON values, raising InputError naming the bad part."""
    return Position(parse_cold(cold), parse_hot(hot), parse_hand(hand))


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from its JSON object `{"cold": 10, "hot": [22, 40], "hand": [...]}` (C4.1)."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("not_object", cold='"cold"', hot='"hot"', hand='"hand"'))
    return position(field(obj, "cold"), field(obj, "hot"), field(obj, "hand"))


def parse_target(value: object) -> int | None:
    """The hot value a claim names (C5.1), None when not given. A value that is not on the
    table is not bad input: the claim is then invalid (C5.3, C6.2)."""
    if value is None:
        return None
    target = parse_int(value, ERRORS.said("what.target"))
    if not HOT_MIN <= target <= HOT_MAX:
        raise InputError(ERRORS.said("target_range", value=target, low=HOT_MIN, high=HOT_MAX))
    return target


def too_many_plays() -> InputError:
    """The error of a count of plays that saturated (PLAYS_MAX, C4.5): such a position is
    beyond what deckmath counts, and is refused rather than answered wrong."""
    return InputError(ERRORS.said("too_many_plays", n=PLAYS_MAX))


def counted(plays: int) -> int:
    """An exact count of optimal plays (C4.5), or too_many_plays() raised."""
    if plays >= PLAYS_MAX:
        raise too_many_plays()
    return plays


def hand_arrays(hand: tuple[OperatorCard, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Kernel form of a hand: operator codes (index in OPERATORS) and operands (0 = wildcard)."""
    import numpy as np

    ops = np.array([OPERATORS.index(c.op) for c in hand], dtype=np.int64)
    operands = np.array([0 if c.operand is None else c.operand for c in hand], dtype=np.int64)
    return ops, operands


NOT_WHOLE = "not a whole number >= 0"
"""What trace shows for a step that leaves the whole numbers (C3.2), in English."""


def trace(cold: int, play: tuple[PlayedCard, ...] | list[PlayedCard],
          not_whole: str = NOT_WHOLE) -> str:
    """The calculation as players say it: `10 +1 = 11, x2 = 22` (C3.1); a step that is not a
    whole number >= 0 shown as `not_whole` (the reader's words for it)."""
    parts: list[str] = []
    value: int | None = cold
    for step in play:
        if value is None:
            break
        value = apply_step(step.card.op, value, step.value)
        shown = not_whole if value is None else str(value)
        parts.append(f"{step} = {shown}")
    return f"{cold} " + ", ".join(parts)
