"""Grauso cards, hands, positions and plays, with their notation (rules G1, G2.1, G3.3, G3.5).

Everything here is plain Python: parse text or JSON into model objects, format them back (the
canonical form round-trips through parse). One spelling in and out (G1.4):
- a card is its signed value: `+13`, `-7`, `0`; input also takes `13`, `+0` and pasted minus
  signs (notation.normalize, `read`), nothing else (no `-0`, no leading zero);
- a play is one card, or two joined by `&` (G3.3): `-3&+5`, written in ascending printed
  value, read in either order and with spaces around `&`; a card flipped by a penguin carries
  `~` after it (G3.5): `+20~`, `-3~&+5`;
- a hand is a list of cards separated by spaces or commas, in which only `0` repeats, up to
  five times (G1.1); a sequence of plays is separated the same way;
- an empty point pile has no top: `--top` omitted, JSON null (G2.2).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dc_field
from functools import lru_cache
from typing import Any

from deckmath.generators.notebook import Pictured
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.words import ERRORS, WORDS
from deckmath.solvers.notation import (
    describe, field, normalize, parse_int, show, split_items,
)
from deckmath.solvers.words import Said

CARD_MIN, CARD_MAX = -25, 25
"""Card values (G1.1): cold -25..-1, neutral 0, heat 1..25."""

PAIR_MIN, PAIR_MAX = -25, 25
"""The combined value of a pair must stay within these (G3.3)."""

HAND_MAX = 10
"""Most cards a position's hand may hold here: a dealt hand never exceeds 7 (G1.3, G4)."""

PENGUINS_MAX = 6
"""There are six penguin markers (G1.2): nobody can hold more."""

SEQUENCE_MAX = HAND_MAX
"""A sequence has at most one play per card of the hand."""

FLIP, JOIN = "~", "&"
"""A flipped card's mark (G3.5) and the join of a pair's two cards (G3.3)."""

COLLECT = "collect"
"""The G4.2 action as written: always allowed, never listed among the plays."""

NEUTRAL_MAX = 5
"""Five neutral cards (G1.1): the only card a hand may hold more than once."""

EMPTY = "empty"
"""How text output names an empty point pile (G2.2); input omits the top (JSON null)."""

_CARD = re.compile(r"[+-]?(?:0|[1-9][0-9]?)")
_ALLOWED = set("+-0123456789")
_TILDES = str.maketrans({"\u02dc": FLIP, "\u223c": FLIP, "\u301c": FLIP})
"""Tildes pasted for the flip mark (small tilde, tilde operator, wave dash): NFKC would turn
the small tilde into a space and a combining tilde, so they are read before normalize."""


def read(text: str) -> str:
    """Text as typed or pasted, made plain before parsing: look-alike flip marks become `~`,
    then notation.normalize (full-width signs and digits, dashes)."""
    return normalize(text.translate(_TILDES))


def format_card(value: int) -> str:
    """A card in canonical notation (G1.4): `+13`, `-7`, `0`; also how scores are signed."""
    return f"{value:+d}" if value else "0"


def _unreadable(token: str, allowed: set[str]) -> str | None:
    """The first character of `token` outside `allowed`, named for an error message."""
    for char in token:
        if char not in allowed:
            return describe(char)
    return None


def parse_card(token: object) -> int:
    """One card (G1.4): `+13`, `13`, `-7`, `0` (`+0` and `-0` also mean the neutral card)."""
    if not isinstance(token, str):
        raise InputError(ERRORS.said("card.not_text", value=show(token)))
    return _parse_card(token)


@lru_cache(maxsize=4096)
def _parse_card(token: str) -> int:
    text = read(token).strip()
    shown = text if len(text) <= 20 else text[:17] + "..."
    if not text:
        raise InputError(ERRORS.said("card.empty"))
    if not _CARD.fullmatch(text):
        raise InputError(ERRORS.said("card.unknown", card=repr(shown), why=_why_not_a_card(text)))
    if text == "-0":
        raise InputError(ERRORS.said("card.minus_zero"))
    value = int(text)
    if not CARD_MIN <= value <= CARD_MAX:
        raise InputError(ERRORS.said("card.unknown", card=repr(shown),
                                     why=ERRORS.said("why.range")))
    return value


def _why_not_a_card(text: str) -> Said:
    """Why `text` is not a card (G1.1, G1.4), to be said in the reader's language."""
    odd = _unreadable(text, _ALLOWED)
    if odd:
        return ERRORS.said("why.holds", char=odd)
    if re.fullmatch(r"[+-]?0[0-9]{1,18}", text):
        return ERRORS.said("why.leading_zero", card=format_card(int(text)))
    if re.fullmatch(r"[+-]?[0-9]+", text):
        return ERRORS.said("why.range")
    return ERRORS.said("why.not_signed")


def tokens(value: object, what: Said, limit: int) -> list[str]:
    """Tokens of a hand, a pile or a sequence, given as one space-separated string or as a JSON
    list; at most `limit`."""
    if isinstance(value, str):
        tokens = split_items(joined(read(value)), what)
    elif isinstance(value, (list, tuple)) and all(_is_token(t) for t in value):
        tokens = [t.strip() if isinstance(t, str) else format_card(int(t)) for t in value]
    else:
        raise InputError(ERRORS.said("items.not_list", what=what, value=show(value)))
    if len(tokens) > limit:
        raise InputError(ERRORS.said("items.too_many", what=what, n=len(tokens), limit=limit))
    return tokens


def _is_token(item: object) -> bool:
    """A JSON list item that can be a card: text, or a whole number (`-7`, `-7.0`)."""
    if isinstance(item, float):
        return item.is_integer() and abs(item) < 2**53
    return isinstance(item, (str, int)) and not isinstance(item, bool)


def parse_cards(value: object, what: Said, limit: int) -> tuple[int, ...]:
    """Cards (G1.4) as `tokens` reads them: `"+3 -7 0"` or `["+3", -7, "0"]`."""
    return tuple(parse_card(t) for t in tokens(value, what, limit))


def parse_hand(value: object) -> tuple[int, ...]:
    """A hand: space-separated cards (`"+3 -7 0"`), or a JSON list (`["+3", -7, "0"]`)."""
    hand = parse_cards(value, ERRORS.said("what.hand"), HAND_MAX)
    validate_hand(hand)
    return hand


def format_hand(hand: tuple[int, ...]) -> str:
    return " ".join(format_card(v) for v in hand)


def validate_hand(hand: tuple[int, ...]) -> None:
    """1 to HAND_MAX cards of -25..25, none twice but 0, at most five 0 (G1.1)."""
    if not hand:
        raise InputError(ERRORS.said("hand.empty", limit=HAND_MAX))
    if len(hand) > HAND_MAX:
        raise InputError(ERRORS.said("hand.too_many", n=len(hand), limit=HAND_MAX))
    for v in hand:
        if not CARD_MIN <= v <= CARD_MAX:
            raise InputError(ERRORS.said("card.outside", value=v))
    validate_copies(hand, ERRORS.said("where.hand"))


def validate_copies(cards: tuple[int, ...], where: Said) -> None:
    """G1.1: every card but the neutral 0 exists once, and there are five 0."""
    seen: set[int] = set()
    for v in cards:
        if v and v in seen:
            raise InputError(ERRORS.said("copies.twice", card=format_card(v), where=where))
        seen.add(v)
    zeros = cards.count(0)
    if zeros > NEUTRAL_MAX:
        raise InputError(ERRORS.said("copies.zeros", n=zeros, where=where, limit=NEUTRAL_MAX))


def parse_top(value: object) -> int | None:
    """The top of the point pile (G2.1): a value -25..25 written as a card is (`-5`, `+12`,
    `12`, `0`), or None for an empty pile (G2.2): `--top` omitted, JSON null."""
    if value is None:
        return None
    if isinstance(value, str):
        text = read(value).strip()
        shown = text if len(text) <= 20 else text[:17] + "..."
        if not _CARD.fullmatch(text) or text == "-0":
            why = ERRORS.said("why.write_zero") if text == "-0" else _why_not_a_card(text)
            raise InputError(ERRORS.said("top.unreadable", top=repr(shown), why=why))
        value = int(text)
    top = parse_int(value, ERRORS.said("what.top"))
    validate_top(top)
    return top


def validate_top(top: int | None) -> None:
    if top is not None and not PAIR_MIN <= top <= PAIR_MAX:
        raise InputError(ERRORS.said("top.outside", top=top))


def parse_penguins(value: object) -> int:
    """Penguins held, 0..6 (G1.2)."""
    if isinstance(value, str):
        text = read(value).strip()
        odd = _unreadable(text, _ALLOWED)
        if odd:
            raise InputError(ERRORS.said("penguins.unreadable", value=show(text),
                                         limit=PENGUINS_MAX, char=odd))
        value = text
    penguins = parse_int(value, ERRORS.said("what.penguins"))
    validate_penguins(penguins)
    return penguins


def validate_penguins(penguins: int) -> None:
    if not 0 <= penguins <= PENGUINS_MAX:
        raise InputError(ERRORS.said("penguins.outside", n=penguins, limit=PENGUINS_MAX))


def format_top(top: int | None) -> str:
    return EMPTY if top is None else str(top)


@dataclass(frozen=True, repr=False)
class Position(Pictured):
    """A player's turn: the point pile's top (None: empty pile, G2.2), their hand and the
    penguins they hold (G1.2, G3.5)."""

    GAME = "grauso"

    top: int | None
    hand: tuple[int, ...]
    penguins: int = 0

    def __post_init__(self) -> None:
        validate_top(self.top)
        validate_hand(self.hand)
        validate_penguins(self.penguins)

    def to_json(self) -> dict:
        """The position as a batch line reads it: position_from_json(p.to_json()) == p."""
        return {"top": self.top, "hand": [format_card(v) for v in self.hand],
                "penguins": self.penguins}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        return say("position", top=say("empty") if self.top is None else self.top,
                   hand=format_hand(self.hand), penguins=self.penguins)


def position(top: object, hand: object, penguins: object = 0) -> Position:
    """A Position from text or JSON values, raising InputError naming the bad part."""
    return Position(parse_top(top), parse_hand(hand), parse_penguins(penguins))


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from `{"top": 5, "hand": ["+3", "-7"], "penguins": 1}`; "top" null (or
    absent) is an empty pile, "penguins" defaults to 0."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("position.not_object"))
    return position(field(obj, "top", None), field(obj, "hand"), field(obj, "penguins", 0))


@dataclass(frozen=True)
class Play:
    """One play (G3): one card or a pair (G3.3), each card flipped by a penguin or not (G3.5).
    Canonical order: a pair's cards by value, a flipped copy before an unflipped equal one, so
    that two ways of writing the same play compare equal. `value` is the play's value: a card's
    (flipped) value, or the pair's sum (G2.1, G3.3). `text` is its canonical notation (G1.4),
    written once: bots order plays by it."""

    cards: tuple[int, ...]
    flips: tuple[bool, ...]
    value: int = dc_field(init=False, compare=False, repr=False)
    uses_penguin: bool = dc_field(init=False, compare=False, repr=False)
    text: str = dc_field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.cards) not in (1, 2) or len(self.flips) != len(self.cards):
            raise InputError(ERRORS.said("play.one_or_two"))
        if len(self.cards) == 2 and (self.cards[1], not self.flips[1]) < (self.cards[0], not self.flips[0]):
            object.__setattr__(self, "cards", self.cards[::-1])
            object.__setattr__(self, "flips", self.flips[::-1])
        object.__setattr__(self, "flips", tuple(bool(f) for f in self.flips))
        object.__setattr__(self, "value", sum(self.values))
        object.__setattr__(self, "uses_penguin", any(self.flips))
        object.__setattr__(self, "text", JOIN.join(
            format_card(c) + (FLIP if f else "") for c, f in zip(self.cards, self.flips)))

    @property
    def values(self) -> tuple[int, ...]:
        """The cards' values after the penguin's flip (G3.5)."""
        return tuple(-c if f else c for c, f in zip(self.cards, self.flips))

    @property
    def is_pair(self) -> bool:
        return len(self.cards) == 2

    @property
    def is_neutral(self) -> bool:
        """A single neutral card (G3.4); a pair summing to 0 is not one (G3.3)."""
        return self.cards == (0,)

    def __str__(self) -> str:
        return self.text


@lru_cache(maxsize=None)
def make_play(cards: tuple[int, ...], flips: tuple[bool, ...]) -> Play:
    """A Play, built once per distinct (cards, flips): at most about 10,000 exist (G1.1, G3.3)."""
    return Play(cards, flips)


_PLAY_CHARS = _ALLOWED | {FLIP, JOIN}


def joined(text: str) -> str:
    """Text as typed with the spaces around `&` and before `~` taken out (`-1 & +4` is the one
    play -1&+4, `+20 ~` is +20~), so that spaces separate plays and words only."""
    return _JOINS.sub(lambda found: found.group(1), text)


_JOINS = re.compile(r"\s*(&)\s*|\s+(?=~)()")


def parse_play(text: object) -> Play:
    """One play (G3.3, G3.5): `-7`, `+20~`, `-3&+5`, `-3~&+5~`: a pair's cards in either order
    (written back in ascending printed value), `~` right after a flipped card, spaces around
    `&` allowed."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("play.not_text", value=show(text)))
    return _parse_play(text)


@lru_cache(maxsize=4096)
def _parse_play(text: str) -> Play:
    cleaned = joined(read(text).strip())
    shown = cleaned if len(cleaned) <= 24 else cleaned[:21] + "..."
    if not cleaned:
        raise InputError(ERRORS.said("play.empty"))
    odd = _unreadable(re.sub(r"\s", "", cleaned), _PLAY_CHARS)
    if odd:
        raise InputError(ERRORS.said("play.holds", play=repr(shown), char=odd))
    if re.search(r"\s", cleaned):
        raise InputError(ERRORS.said("play.space", play=repr(shown)))
    parts = cleaned.split(JOIN)
    if len(parts) > 2:
        raise InputError(ERRORS.said("play.cards", play=repr(shown), n=len(parts)))
    cards: list[int] = []
    flips: list[bool] = []
    for part in parts:
        flipped = part.endswith(FLIP)
        body = part[:-1] if flipped else part
        if FLIP in body:
            raise InputError(ERRORS.said("play.flip", play=repr(shown), flip=FLIP))
        if not body:
            raise InputError(ERRORS.said("play.missing", play=repr(shown), join=JOIN))
        cards.append(parse_card(body))
        flips.append(flipped)
    if len(cards) == 2 and cards[0] > cards[1]:
        cards.reverse()
        flips.reverse()
    return Play(tuple(cards), tuple(flips))


def parse_claim(text: object) -> Play | None:
    """What `check --play` reads: a play (parse_play), or `collect` (G4.2), returned as None."""
    if isinstance(text, str) and read(text).strip() == COLLECT:
        return None
    if isinstance(text, str) and read(text).strip().lower() == COLLECT:
        raise InputError(ERRORS.said("play.collect", play=repr(text.strip()), collect=COLLECT))
    return parse_play(text)


def parse_sequence(value: object) -> tuple[Play, ...]:
    """Plays in order, space-separated (`-7 0 -3&+5`), or a JSON list of plays."""
    if isinstance(value, (list, tuple)) and not all(isinstance(t, str) for t in value):
        raise InputError(ERRORS.said("sequence.not_list", value=show(value)))
    plays = tokens(value, ERRORS.said("what.sequence"), SEQUENCE_MAX)
    if not plays:
        raise InputError(ERRORS.said("sequence.empty"))
    if COLLECT in plays:
        raise InputError(ERRORS.said("sequence.collect", collect=COLLECT))
    return tuple(parse_play(t) for t in plays)


def format_sequence(plays: tuple[Play, ...] | list[Play]) -> str:
    return " ".join(str(p) for p in plays)
