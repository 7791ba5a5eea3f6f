"""Grauso decks (G1.1, G1.2): read from TOML and checked, and dealing a position from them."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from deckmath.solvers.decks import DECK_CARDS_MAX, read_deck, toml_string
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.model import (
    CARD_MAX, NEUTRAL_MAX, PENGUINS_MAX, Position, format_card, validate_copies,
)
from deckmath.solvers.grauso.words import ERRORS, WORDS
from deckmath.solvers.words import Said, Words

@dataclass(frozen=True)
class Deck:
    """The cards (every copy: heat, cold, then neutral) and the penguin markers (G1.1, G1.2)."""

    name: str
    cards: tuple[int, ...]
    penguins: int

    def summary(self) -> DeckSummary:
        return DeckSummary(self)

    def to_toml(self) -> str:
        """The deck as a canonical TOML file (load_deck reads it back as this deck), whose
        sha256 game logs record."""
        heat = sorted(v for v in self.cards if v > 0)
        cold = sorted((v for v in self.cards if v < 0), reverse=True)
        return (f"name = {toml_string(self.name)}\nheat = {heat}\ncold = {cold}\n"
                f"neutral = {self.cards.count(0)}\npenguins = {self.penguins}\n")


@dataclass(frozen=True)
class DeckSummary:
    """What a deck holds, as `deckmath grauso deck --check` says it (G1.1, G1.2)."""

    deck: Deck

    def to_json(self) -> dict:
        cards = self.deck.cards
        return {"name": self.deck.name, "heat": sorted(v for v in cards if v > 0),
                "cold": sorted((v for v in cards if v < 0), reverse=True),
                "neutral": cards.count(0), "penguins": self.deck.penguins}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        data = self.to_json()
        return say("deck", name=data["name"], heat=_pile(data["heat"], "heat_cards", say),
                   cold=_pile(data["cold"], "cold_cards", say),
                   neutral=say.count(data["neutral"], "neutral_cards"),
                   penguins=say.count(data["penguins"], "penguins"))


def _pile(values: list[int], what: str, say: Words) -> str:
    """`25 heat cards (+1..+25)`, `1 cold card (-3)`, `0 heat cards`."""
    count = say.count(len(values), what)
    if not values:
        return count
    low, high = format_card(min(values)), format_card(max(values))
    return f"{count} ({low})" if low == high else f"{count} ({low}..{high})"


def load_deck(path: str | Path | None = None) -> Deck:
    """The reference deck (G1.1: +1..+25, -1..-25, five 0; G1.2: six penguins), or a user's
    deck file with the same keys, validated: a card at most once but 0, at most five 0 (G1.1),
    so that every hand dealt from it is a hand the notation accepts."""
    data = read_deck("grauso", path)
    where = ERRORS.said("where.reference") if path is None else str(path)
    heat = _values(data, "heat", where, 1, CARD_MAX)
    cold = _values(data, "cold", where, -CARD_MAX, -1)
    neutral = _count(data, "neutral", where, 0, NEUTRAL_MAX, NEUTRAL_MAX)
    penguins = _count(data, "penguins", where, 0, PENGUINS_MAX, PENGUINS_MAX)
    cards = tuple(sorted(heat) + sorted(cold, reverse=True) + [0] * neutral)  # canonical order: to_toml
    validate_copies(cards, ERRORS.said("where.deck", where=where))
    if len(cards) > DECK_CARDS_MAX:
        raise InputError(ERRORS.said("deck.too_many", where=where, n=len(cards),
                                     limit=DECK_CARDS_MAX))
    if len(cards) < 2:
        raise InputError(ERRORS.said("deck.too_few", where=where, n=len(cards)))
    name = data.get("name", str(where))
    return Deck(name if isinstance(name, str) else str(where), cards, penguins)


def _values(data: dict, key: str, where: str | Said, low: int, high: int) -> list[int]:
    values = data.get(key, [])
    if not isinstance(values, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in values
    ):
        raise InputError(ERRORS.said("deck.not_list", where=where, key=key))
    if len(values) > DECK_CARDS_MAX:
        raise InputError(ERRORS.said("deck.lists", where=where, key=key, n=len(values),
                                     limit=DECK_CARDS_MAX))
    for v in values:
        if not low <= v <= high:
            raise InputError(ERRORS.said("deck.value", where=where, key=key, value=v, low=low,
                                         high=high))
    return values


def _count(data: dict, key: str, where: str | Said, low: int, high: int, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InputError(ERRORS.said("deck.count", where=where, key=key, low=low, high=high))
    return value


def deal_position(deck: Deck, rng: random.Random, cards: int = 7) -> Position:
    """One player's turn drawn with `rng`, as in play: a hand of `cards` cards (7 with 3-4
    players, G1.3), the top of the pile another card of the deck, or an empty pile one time in
    five (G2.2), and the starting penguin (G1.2)."""
    if len(deck.cards) < cards + 1:
        raise InputError(ERRORS.said("deal.too_few", deck=deck.name, n=len(deck.cards),
                                     need=cards + 1))
    drawn = rng.sample(deck.cards, cards + 1)
    top = None if rng.random() < 0.2 else drawn[-1]
    return Position(top, tuple(drawn[:cards]), min(1, deck.penguins))
