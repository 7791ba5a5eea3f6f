"""Professor Tempus cards, positions and moves, with their notation (rules P1, P3, P4.1).

Plain Python: parse text and JSON into model objects, format them back (the canonical form
round-trips through parse), and validate what a position may hold. Every parse error is an
InputError naming the bad token or part.

Card indices (what kernels and decks use): R1..R25 are 0..24, M1..M25 are 25..49 and the Jokers
J1, J3, ..., J25 are 50..62 (P1.1). Canonical order of cards is index order.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from deckmath.generators.notebook import Pictured
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import (
    describe, field, normalize, parse_int, show, split_items,
)
from deckmath.solvers.tempus.words import ERRORS, WORDS
from deckmath.solvers.words import LANGS, Said

COLOURS = "RMJ"
"""Colour letters (P1.4): red, mauve, grey Joker."""

RED, MAUVE, JOKER = range(3)
"""Colour codes (index in COLOURS); the kernels read these."""

VALUE_MAX = 25
"""Red and mauve cards are 1..25; Jokers the odd values 1..25 (P1.1)."""

DECK_SIZE = 63
"""Number cards in the game (P1.1)."""

HOURGLASS_MAX = 3
"""Hourglasses on one card: 0 to 3 (P1.1)."""

PLAYERS_MIN, PLAYERS_MAX = 2, 5
"""Players (P2.1)."""

HOLDERS = 3
"""Card holders, numbered 1..3 (P1.3)."""

END_HAND = 2
"""The round ends when every player holds this many cards (P4.1)."""

DIRECTIONS = "+-"
"""Series directions (P3.1): `+` ascending, `-` descending."""

MOVE_KINDS = ("open", "capture", "dump", "bury")
"""Move words, in canonical order (P3.1, P3.2, P3.3, P3.4)."""


def _unaccented(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


MOVE_WORDS = {spelling: kind for kind in MOVE_KINDS for lang in LANGS
              for word in [WORDS(lang)(f"move.{kind}")] for spelling in (word, _unaccented(word))}
"""The verbs a move may start with, in every language the game speaks (`capture`, `prendre`;
`déposer` also without its accent, as a keyboard may type it), by move kind."""


def deal_size(players: int) -> int:
    """Cards dealt to each player: 7 with 2 players, 6 otherwise (P2.1, P4.2)."""
    return 7 if players == 2 else 6


@dataclass(frozen=True, order=True)
class Card:
    """One number card (P1.1): colour letter R, M or J and value; ordered by index."""

    index: int

    @property
    def colour(self) -> int:
        return RED if self.index < 25 else MAUVE if self.index < 50 else JOKER

    @property
    def value(self) -> int:
        if self.index < 50:
            return self.index % 25 + 1
        return 2 * (self.index - 50) + 1

    @property
    def is_joker(self) -> bool:
        return self.index >= 50

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]}{self.value}"

    def __repr__(self) -> str:
        return f"Card({self})"

    def __hash__(self) -> int:
        return self.index


def card_index(colour: int, value: int) -> int:
    """Index of a card (module docstring); the caller has checked it exists."""
    if colour == JOKER:
        return 50 + (value - 1) // 2
    return colour * 25 + value - 1


ALL_CARDS = tuple(Card(i) for i in range(DECK_SIZE))
"""The 63 cards (P1.1) in canonical order."""

_CARD = re.compile(r"([A-Za-z])\s*([0-9]{1,9})(?:\[([0-9]{1,9})\])?")


def _card_and_hourglasses(token: object) -> tuple[Card, int | None]:
    """A card as a deck file may write it, and its hourglasses in brackets (or None)."""
    if not isinstance(token, str):
        raise InputError(ERRORS.said("card.not_text", card=show(token)))
    text = normalize(token).strip()
    if not text:
        raise InputError(ERRORS.said("card.empty"))
    for char in text:
        if not (char.isascii() and (char.isalnum() or char in "[] ")):
            raise InputError(ERRORS.said("card.unreadable", card=show(token), char=describe(char)))
    found = _CARD.fullmatch(text)
    if not found:
        raise InputError(_unknown(token, "why.letter"))
    letter, value = found.group(1).upper(), int(found.group(2))
    if letter not in COLOURS:
        raise InputError(_unknown(token, "why.colour"))
    colour = COLOURS.index(letter)
    if colour == JOKER and not (1 <= value <= VALUE_MAX and value % 2 == 1):
        raise InputError(_unknown(token, "why.joker"))
    if not 1 <= value <= VALUE_MAX:
        raise InputError(_unknown(token, "why.value"))
    hourglasses = None if found.group(3) is None else int(found.group(3))
    if hourglasses is not None and hourglasses > HOURGLASS_MAX:
        raise InputError(ERRORS.said("card.hourglasses", card=show(token)))
    return Card(card_index(colour, value)), hourglasses


def _unknown(token: str, why: str) -> Said:
    """`unknown card 'X5': ...`, with the reason of key `why` (P1.1, P1.4)."""
    return ERRORS.said("card.unknown", card=show(token), why=ERRORS.said(why))


def parse_card(token: object) -> Card:
    """Read one card (P1.4): `R12`, `m7`, `J9`. Hourglasses in brackets are refused here."""
    if not isinstance(token, str):
        raise InputError(ERRORS.said("card.not_text", card=show(token)))
    return _parse_card(token)


@lru_cache(maxsize=1024)
def _parse_card(token: str) -> Card:
    card, hourglasses = _card_and_hourglasses(token)
    if hourglasses is not None:
        raise InputError(ERRORS.said("card.brackets", card=show(token)))
    return card


def parse_deck_card(token: str) -> tuple[Card, int | None]:
    """Read a card as a deck file may write it (P1.4): `R12` or `R12[2]` (hourglasses or None)."""
    return _card_and_hourglasses(token)


def format_cards(cards: tuple[Card, ...], hourglasses: tuple[int, ...] | None = None) -> str:
    """Cards separated by spaces; with a deck's hourglasses, `R12[2]` (P1.4)."""
    if hourglasses is None:
        return " ".join(str(c) for c in cards)
    return " ".join(f"{c}[{hourglasses[c.index]}]" for c in cards)


def _card_list(value: object, what: Said) -> tuple[Card, ...]:
    """Cards given as a JSON list of strings or as one string separated by spaces or commas."""
    if isinstance(value, str):
        tokens = split_items(normalize(value), what)
    elif isinstance(value, list):
        tokens = value
    else:
        raise InputError(ERRORS.said("cards.not_list", what=what, value=show(value)))
    if len(tokens) > DECK_SIZE:
        raise InputError(ERRORS.said("cards.too_many", what=what, n=len(tokens), total=DECK_SIZE))
    return tuple(parse_card(t) for t in tokens)


@dataclass(frozen=True)
class Series:
    """A series in a holder (P3.1-P3.3): in front of player `owner` (1-based), its direction and
    its cards bottom to top (a dumped card goes under, P3.3, so it comes first)."""

    owner: int
    direction: str
    cards: tuple[Card, ...]

    @property
    def top(self) -> Card:
        return self.cards[-1]

    @property
    def colour(self) -> int:
        """The series colour: the top card's; JOKER means colourless (P3.2)."""
        return self.top.colour

    def to_json(self) -> dict:
        return {"owner": self.owner, "direction": self.direction,
                "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True, repr=False)
class Position(Pictured):
    """A position within a round (P3, P4.1): players, whose turn it is (1-based), every hand
    (sorted in card order) and the three holders (None: free)."""

    GAME = "tempus"

    players: int
    to_move: int
    hands: tuple[tuple[Card, ...], ...]
    holders: tuple[Series | None, ...]

    def __post_init__(self) -> None:
        validate(self)

    @classmethod
    def trusted(cls, players: int, to_move: int, hands: tuple[tuple[Card, ...], ...],
                holders: tuple[Series | None, ...]) -> Position:
        """A position made by the rules code from a valid one (rules.apply_move): not
        re-validated, which keeps searches and whole games fast."""
        made = object.__new__(cls)
        made.__dict__.update(players=players, to_move=to_move, hands=hands, holders=holders)
        return made

    @property
    def played(self) -> int:
        """Cards played so far this round: every move takes one card from a hand (P3)."""
        return self.players * deal_size(self.players) - sum(len(h) for h in self.hands)

    @property
    def plies_left(self) -> int:
        """Moves left until every player holds 2 cards (P4.1)."""
        return sum(len(h) - END_HAND for h in self.hands)

    @property
    def over(self) -> bool:
        """The round is over: every player holds 2 cards (P4.1)."""
        return self.plies_left == 0

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the player to move."""
        return self.hands[self.to_move - 1]

    def to_json(self) -> dict:
        """The position as a batch line reads it: position_from_json(p.to_json()) == p."""
        return {
            "players": self.players,
            "to_move": self.to_move,
            "hands": [[str(c) for c in hand] for hand in self.hands],
            "holders": [None if s is None else s.to_json() for s in self.holders],
        }


def _series_from_json(obj: object, number: int, players: int) -> Series | None:
    if obj is None:
        return None
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("holder.not_object", number=number, value=show(obj)))
    owner = parse_int(field(obj, "owner"), ERRORS.said("what.owner", number=number))
    if not 1 <= owner <= players:
        raise InputError(ERRORS.said("holder.owner", number=number, owner=owner, players=players))
    direction = field(obj, "direction")
    if isinstance(direction, str):
        direction = normalize(direction).strip()
    if direction not in ("+", "-"):
        raise InputError(ERRORS.said("holder.direction", number=number, value=show(direction)))
    cards = _card_list(field(obj, "cards"), ERRORS.said("what.holder_cards", number=number))
    if not cards:
        raise InputError(ERRORS.said("holder.empty", number=number))
    return Series(owner, direction, cards)


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from its JSON object (module docstring of the game):
    `{"players": 2, "to_move": 1, "hands": [[...], [...]], "holders": [{...}, null, null]}`."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("position.not_object"))
    players = parse_int(field(obj, "players"), ERRORS.said("what.players"))
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(ERRORS.said("players.outside", n=players, low=PLAYERS_MIN,
                                     high=PLAYERS_MAX))
    to_move = parse_int(field(obj, "to_move"), ERRORS.said("what.to_move"))
    if not 1 <= to_move <= players:
        raise InputError(ERRORS.said("to_move.outside", n=to_move, players=players))
    hands = field(obj, "hands")
    if not isinstance(hands, list) or len(hands) != players:
        shown = f"{len(hands)}" if isinstance(hands, list) else show(hands)
        raise InputError(ERRORS.said("hands.not_list", players=players, shown=shown))
    parsed = tuple(tuple(sorted(_card_list(h, ERRORS.said("what.hand", seat=i))))
                   for i, h in enumerate(hands, start=1))
    holders = field(obj, "holders")
    if not isinstance(holders, list) or len(holders) != HOLDERS:
        entries = (ERRORS.said("holders.entries", n=len(holders)) if isinstance(holders, list)
                   else show(holders))
        raise InputError(ERRORS.said("holders.not_list", holders=HOLDERS, shown=entries))
    series = tuple(_series_from_json(s, i, players) for i, s in enumerate(holders, start=1))
    return Position(players, to_move, parsed, series)


LINE_PARTS = ("players", "to_move", "hands", "holders")
"""The parts of a position's one-line text, in order:
`2 | 1 | R3 M7 J9 R20 / M1 R25 M12 J5 | 2 + R2 R5 / - / -` (hands by seat and the three
holders separated by `/`; a holder `-` is free, else its owner, direction and cards)."""


def position_line(position: Position) -> str:
    """A position as its one-line text (LINE_PARTS): what `--position` reads."""
    hands = " / ".join(" ".join(str(c) for c in hand) for hand in position.hands)
    holders = " / ".join("-" if s is None else " ".join([str(s.owner), s.direction,
                                                         *(str(c) for c in s.cards)])
                         for s in position.holders)
    return f"{position.players} | {position.to_move} | {hands} | {holders}"


def position_from_line(text: str) -> Position:
    """The position of a one-line text (position_line's inverse), read by position_from_json
    so that a bad part is refused as in a position's JSON."""
    parts = [part.strip() for part in text.split("|")]
    if len(parts) != len(LINE_PARTS):
        raise InputError(ERRORS.said("line.parts", n=len(LINE_PARTS),
                                     parts=", ".join(LINE_PARTS), value=show(text),
                                     found=len(parts)))
    holders: list[Any] = []
    for entry in parts[3].split("/"):
        tokens = entry.split()
        holders.append(None if tokens in ([], ["-"]) else {
            "owner": tokens[0], "direction": tokens[1] if len(tokens) > 1 else "",
            "cards": " ".join(tokens[2:])})
    return position_from_json({"players": parts[0], "to_move": parts[1],
                               "hands": [hand.strip() for hand in parts[2].split("/")],
                               "holders": holders})


def validate(position: Position) -> None:
    """What a position within a round must satisfy: players and owners in range,
    every card once, hand sizes possible in turn order (P2.1, P4.1), no more cards in the holders
    than were played."""
    n = position.players
    if not PLAYERS_MIN <= n <= PLAYERS_MAX:
        raise InputError(ERRORS.said("players.outside", n=n, low=PLAYERS_MIN, high=PLAYERS_MAX))
    if not 1 <= position.to_move <= n:
        raise InputError(ERRORS.said("to_move.beyond", n=position.to_move, players=n))
    if len(position.hands) != n or len(position.holders) != HOLDERS:
        raise InputError(ERRORS.said("position.shape", n=n, holders=HOLDERS))
    seen: dict[Card, Said] = {}
    places = [(ERRORS.said("place.hand", seat=i), hand) for i, hand in enumerate(position.hands, 1)]
    places += [(ERRORS.said("place.holder", number=i), s.cards)
               for i, s in enumerate(position.holders, 1) if s]
    for place, cards in places:
        for card in cards:
            if card in seen:
                where = (ERRORS.said("card.twice_in", place=place) if seen[card] == place
                         else ERRORS.said("card.in_both", first=seen[card], second=place))
                raise InputError(ERRORS.said("card.twice", card=str(card), where=where))
            seen[card] = place
    for s in position.holders:
        if s is not None and not 1 <= s.owner <= n:
            raise InputError(ERRORS.said("holder.owner_beyond", owner=s.owner, players=n))
    _validate_hand_sizes(position)


def _validate_hand_sizes(position: Position) -> None:
    n, first = position.players, position.to_move - 1
    dealt = deal_size(n)
    sizes = [len(position.hands[(first + k) % n]) for k in range(n)]
    shown = ", ".join(str(len(h)) for h in position.hands)
    for i, hand in enumerate(position.hands, start=1):
        if len(hand) > dealt:
            raise InputError(ERRORS.said("hand.too_many", seat=i, n=len(hand), dealt=dealt,
                                         players=n))
        if len(hand) < END_HAND:
            raise InputError(ERRORS.said("hand.too_few", seat=i, n=len(hand), end=END_HAND))
    s = sizes[0]
    later = sizes[next((k for k, size in enumerate(sizes) if size != s), n):]
    if any(size != s - 1 for size in later) or (later and s - 1 < END_HAND):
        raise InputError(ERRORS.said("hand.sizes", shown=shown, seat=position.to_move,
                                     end=END_HAND))
    in_holders = sum(len(s.cards) for s in position.holders if s is not None)
    if in_holders > position.played:
        raise InputError(ERRORS.said("holders.played", n=in_holders, played=position.played,
                                     shown=shown, dealt=dealt))


@dataclass(frozen=True)
class Move:
    """One turn (P3): `open + R12` (P3.1: the lowest-numbered free holder), `capture 3 J9`
    (P3.2), `dump 1 M4` (P3.3) or `bury M4` (P3.4). `holder` is 1..3 for capture and dump,
    `direction` is + or - for open."""

    kind: str
    card: Card
    holder: int | None = None
    direction: str | None = None

    def __str__(self) -> str:
        if self.kind == "open":
            return f"open {self.direction} {self.card}"
        if self.kind == "bury":
            return f"bury {self.card}"
        return f"{self.kind} {self.holder} {self.card}"

    @property
    def target(self) -> int:
        """The holder a capture or dump plays on (1..3); ValueError for an open or a bury."""
        if self.holder is None:
            raise ValueError(f"{self.kind} {self.card} plays on no holder")
        return self.holder

    @property
    def order(self) -> tuple[int, int, int, int]:
        """Canonical order of moves: opens, captures, dumps, buries; then holder, card and
        direction (+ before -)."""
        return (MOVE_KINDS.index(self.kind), self.holder or 0, self.card.index,
                DIRECTIONS.index(self.direction) if self.direction else 0)


def parse_move(text: object) -> Move:
    """Read a move (P3): `open + R12`, `capture 3 J9`, `dump 1 M4`, `bury M4`, or with the
    French verbs a French text shows (`ouvrir + R12`, `prendre 3 J9`, `déposer 1 M4`,
    `enterrer M4`; MOVE_WORDS). Words are case blind; `open +R12` is read too."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("move.not_text", value=show(text)))
    plain = normalize(text).strip()
    if len(plain) > 60:
        raise InputError(ERRORS.said("move.too_long", move=show(text)))
    words = plain.split()
    if not words:
        raise InputError(ERRORS.said("move.empty"))
    typed = words[0].lower()
    kind = MOVE_WORDS.get(typed, typed)
    if kind == "open":
        rest = "".join(words[1:])
        if not rest or rest[0] not in DIRECTIONS:
            raise InputError(ERRORS.said("move.open", move=show(text)))
        return Move("open", parse_card(rest[1:]), None, rest[0])
    if kind in ("capture", "dump"):
        if len(words) != 3:
            raise InputError(ERRORS.said("move.holder", move=show(text), typed=typed))
        holder = parse_int(words[1], ERRORS.said("what.holder_in", move=show(text)))
        if not 1 <= holder <= HOLDERS:
            raise InputError(ERRORS.said("move.holder_outside", holder=holder, move=show(text),
                                         holders=HOLDERS))
        return Move(kind, parse_card(words[2]), holder)
    if kind == "bury":
        if len(words) != 2:
            raise InputError(ERRORS.said("move.bury", move=show(text)))
        return Move("bury", parse_card(words[1]))
    raise InputError(ERRORS.said("move.unknown", word=show(words[0])))


def format_move(move: Move) -> str:
    return str(move)
