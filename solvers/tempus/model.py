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

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Pictured
from deckmath.solvers.notation import (
    describe, field, normalize, parse_int, show, split_items,
)
from deckmath.solvers.tempus.words import WORDS
from deckmath.solvers.words import LANGS

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


def _card_and_hourglasses(token: object, what: str) -> tuple[Card, int | None]:
    if not isinstance(token, str):
        raise InputError(f"{what} {show(token)} must be a string like R12 (P1.4)")
    text = normalize(token).strip()
    if not text:
        raise InputError(f"empty {what}: write a colour letter and a value, e.g. R12 (P1.4)")
    for char in text:
        if not (char.isascii() and (char.isalnum() or char in "[] ")):
            raise InputError(f"{what} {show(token)}: cannot read {describe(char)}")
    found = _CARD.fullmatch(text)
    if not found:
        raise InputError(f"unknown {what} {show(token)}: write a colour letter R, M or J and a value, "
                         "e.g. R12 (P1.4)")
    letter, value = found.group(1).upper(), int(found.group(2))
    if letter not in COLOURS:
        raise InputError(f"unknown {what} {show(token)}: the colour is R (red), M (mauve) or J "
                         "(Joker) (P1.1)")
    colour = COLOURS.index(letter)
    if colour == JOKER and not (1 <= value <= VALUE_MAX and value % 2 == 1):
        raise InputError(f"unknown {what} {show(token)}: Jokers have the odd values 1..25 (P1.1)")
    if not 1 <= value <= VALUE_MAX:
        raise InputError(f"unknown {what} {show(token)}: red and mauve cards are 1..25 (P1.1)")
    hourglasses = None if found.group(3) is None else int(found.group(3))
    if hourglasses is not None and hourglasses > HOURGLASS_MAX:
        raise InputError(f"{what} {show(token)}: a card shows 0 to 3 hourglasses (P1.1)")
    return Card(card_index(colour, value)), hourglasses


def parse_card(token: object) -> Card:
    """Read one card (P1.4): `R12`, `m7`, `J9`. Hourglasses in brackets are refused here."""
    if not isinstance(token, str):
        raise InputError(f"card {show(token)} must be a string like R12 (P1.4)")
    return _parse_card(token)


@lru_cache(maxsize=1024)
def _parse_card(token: str) -> Card:
    card, hourglasses = _card_and_hourglasses(token, "card")
    if hourglasses is not None:
        raise InputError(f"card {show(token)}: hourglasses in brackets belong in deck files only (P1.4)")
    return card


def parse_deck_card(token: str) -> tuple[Card, int | None]:
    """Read a card as a deck file may write it (P1.4): `R12` or `R12[2]` (hourglasses or None)."""
    return _card_and_hourglasses(token, "card")


def format_cards(cards: tuple[Card, ...], hourglasses: tuple[int, ...] | None = None) -> str:
    """Cards separated by spaces; with a deck's hourglasses, `R12[2]` (P1.4)."""
    if hourglasses is None:
        return " ".join(str(c) for c in cards)
    return " ".join(f"{c}[{hourglasses[c.index]}]" for c in cards)


def _card_list(value: object, what: str) -> tuple[Card, ...]:
    """Cards given as a JSON list of strings or as one string separated by spaces or commas."""
    if isinstance(value, str):
        tokens = split_items(normalize(value), what)
    elif isinstance(value, list):
        tokens = value
    else:
        raise InputError(f"{what} must be a list of cards like [\"R3\", \"J9\"], not {show(value)}")
    if len(tokens) > DECK_SIZE:
        raise InputError(f"{what} lists {len(tokens)} cards: the game has {DECK_SIZE} (P1.1)")
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
    where = f"holder {number}"
    if obj is None:
        return None
    if not isinstance(obj, Mapping):
        raise InputError(f"{where} must be null (free) or an object with \"owner\", \"direction\" "
                         f"and \"cards\", not {show(obj)}")
    owner = parse_int(field(obj, "owner"), f"{where} owner")
    if not 1 <= owner <= players:
        raise InputError(f"{where} owner {owner} is outside 1..{players} (players are 1-based)")
    direction = field(obj, "direction")
    if isinstance(direction, str):
        direction = normalize(direction).strip()
    if direction not in ("+", "-"):
        raise InputError(f"{where} direction {show(direction)} must be \"+\" or \"-\" (P3.1)")
    cards = _card_list(field(obj, "cards"), f"{where} cards")
    if not cards:
        raise InputError(f"{where} has no cards: a series holds at least its first card (P3.1)")
    return Series(owner, direction, cards)


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from its JSON object (module docstring of the game; issue 10):
    `{"players": 2, "to_move": 1, "hands": [[...], [...]], "holders": [{...}, null, null]}`."""
    if not isinstance(obj, Mapping):
        raise InputError('a position must be a JSON object with "players", "to_move", "hands" '
                         'and "holders"')
    players = parse_int(field(obj, "players"), "players")
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"players {players} is outside {PLAYERS_MIN}..{PLAYERS_MAX} (P2.1)")
    to_move = parse_int(field(obj, "to_move"), "to_move")
    if not 1 <= to_move <= players:
        raise InputError(f"to_move {to_move} is outside 1..{players} (players are 1-based)")
    hands = field(obj, "hands")
    if not isinstance(hands, list) or len(hands) != players:
        shown = f"{len(hands)}" if isinstance(hands, list) else show(hands)
        raise InputError(f"hands must be a list of {players} hands, one per player, not {shown}")
    parsed = tuple(tuple(sorted(_card_list(h, f"hand of player {i}")))
                   for i, h in enumerate(hands, start=1))
    holders = field(obj, "holders")
    if not isinstance(holders, list) or len(holders) != HOLDERS:
        shown = f"{len(holders)} entries" if isinstance(holders, list) else show(holders)
        raise InputError(f"holders must be a list of {HOLDERS} entries (null for a free holder), "
                         f"not {shown}")
    series = tuple(_series_from_json(s, i, players) for i, s in enumerate(holders, start=1))
    return Position(players, to_move, parsed, series)


def validate(position: Position) -> None:
    """What a position within a round must satisfy (issue 10): players and owners in range,
    every card once, hand sizes possible in turn order (P2.1, P4.1), no more cards in the holders
    than were played."""
    n = position.players
    if not PLAYERS_MIN <= n <= PLAYERS_MAX:
        raise InputError(f"players {n} is outside {PLAYERS_MIN}..{PLAYERS_MAX} (P2.1)")
    if not 1 <= position.to_move <= n:
        raise InputError(f"to_move {position.to_move} is outside 1..{n}")
    if len(position.hands) != n or len(position.holders) != HOLDERS:
        raise InputError(f"a position has {n} hands and {HOLDERS} holders")
    seen: dict[Card, str] = {}
    places = [(f"the hand of player {i}", hand) for i, hand in enumerate(position.hands, 1)]
    places += [(f"holder {i}", s.cards) for i, s in enumerate(position.holders, 1) if s]
    for place, cards in places:
        for card in cards:
            if card in seen:
                where = "twice in " + place if seen[card] == place else (
                    f"in {seen[card]} and in {place}")
                raise InputError(f"card {card} appears {where}: each card exists once (P1.1)")
            seen[card] = place
    for s in position.holders:
        if s is not None and not 1 <= s.owner <= n:
            raise InputError(f"holder owner {s.owner} is outside 1..{n}")
    _validate_hand_sizes(position)


def _validate_hand_sizes(position: Position) -> None:
    n, first = position.players, position.to_move - 1
    dealt = deal_size(n)
    sizes = [len(position.hands[(first + k) % n]) for k in range(n)]
    shown = ", ".join(str(len(h)) for h in position.hands)
    for i, hand in enumerate(position.hands, start=1):
        if len(hand) > dealt:
            raise InputError(f"hand of player {i} holds {len(hand)} cards: at most {dealt} with "
                             f"{n} players (P2.1)")
        if len(hand) < END_HAND:
            raise InputError(f"hand of player {i} holds {len(hand)} cards: a round ends when "
                             f"every player holds {END_HAND} (P4.1)")
    s = sizes[0]
    later = sizes[next((k for k, size in enumerate(sizes) if size != s), n):]
    if any(size != s - 1 for size in later) or (later and s - 1 < END_HAND):
        raise InputError(
            f"hand sizes {shown} are impossible: from player {position.to_move} (to move) in "
            f"turn order, some players hold s cards and the rest s - 1, and the round ends when "
            f"the player to move holds {END_HAND} (P4.1)")
    in_holders = sum(len(s.cards) for s in position.holders if s is not None)
    if in_holders > position.played:
        raise InputError(
            f"the holders hold {in_holders} cards but only {position.played} have been played "
            f"(hands {shown} of {dealt} dealt, P2.1)")


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
        raise InputError(f"a move must be a string like \"capture 3 J9\", not {show(text)}")
    plain = normalize(text).strip()
    if len(plain) > 60:
        raise InputError(f"move {show(text)} is too long: write e.g. \"capture 3 J9\" (P3)")
    words = plain.split()
    if not words:
        raise InputError("empty move: write open + R12, capture 3 J9, dump 1 M4 or bury M4 (P3)")
    typed = words[0].lower()
    kind = MOVE_WORDS.get(typed, typed)
    if kind == "open":
        rest = "".join(words[1:])
        if not rest or rest[0] not in DIRECTIONS:
            raise InputError(f"move {show(text)}: open takes a direction + or - and a card, "
                             "e.g. open + R12 (P3.1)")
        return Move("open", parse_card(rest[1:]), None, rest[0])
    if kind in ("capture", "dump"):
        if len(words) != 3:
            raise InputError(f"move {show(text)}: {typed} takes a holder 1..3 and a card, e.g. "
                             f"{typed} 3 J9 (P3.2, P3.3)")
        holder = parse_int(words[1], f"holder in move {show(text)}")
        if not 1 <= holder <= HOLDERS:
            raise InputError(f"holder {holder} in move {show(text)} is outside 1..{HOLDERS} (P1.3)")
        return Move(kind, parse_card(words[2]), holder)
    if kind == "bury":
        if len(words) != 2:
            raise InputError(f"move {show(text)}: bury takes one card, e.g. bury M4 (P3.4)")
        return Move("bury", parse_card(words[1]))
    raise InputError(f"unknown move word {show(words[0])}: a move is open, capture, dump or bury (P3)")


def format_move(move: Move) -> str:
    return str(move)
