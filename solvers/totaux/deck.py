"""Totaux decks (T1.2): the reference deck or a user's deck file, and dealing a table (T7.1)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from deckmath.solvers.decks import DECK_CARDS_MAX, read_deck, toml_string
from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux.model import Card, is_prime, parse_card
from deckmath.solvers.totaux.words import ERRORS, WORDS, count_of
from deckmath.solvers.words import Said

DEAL_SIZE = 6
"""Cards the dealer turns (T7.1)."""


@dataclass(frozen=True)
class Deck:
    """A named list of cards (T1.2); the reference deck has 48."""

    name: str
    cards: tuple[Card, ...]

    def summary(self) -> DeckSummary:
        return DeckSummary(self)

    def to_toml(self) -> str:
        """The deck as a canonical TOML file (load_deck reads it back as this deck), whose
        sha256 game logs record."""
        cards = ", ".join(f'"{card}"' for card in self.cards)
        return f"name = {toml_string(self.name)}\ncards = [{cards}]\n"


@dataclass(frozen=True)
class DeckSummary:
    """What a deck holds, as `deckmath totaux deck --check` says it."""

    deck: Deck

    def to_json(self) -> dict:
        totals = [c.total for c in self.deck.cards]
        return {"name": self.deck.name, "cards": len(totals), "lowest_total": min(totals),
                "highest_total": max(totals), "prime_totals": sum(map(is_prime, totals)),
                "face_pairs": len({c.faces for c in self.deck.cards})}

    def to_text(self, lang: str | None = None) -> str:
        s = self.to_json()
        return WORDS(lang)("deck.summary", name=s["name"], cards=s["cards"],
                           low=s["lowest_total"], high=s["highest_total"],
                           primes=s["prime_totals"], pairs=s["face_pairs"])


def load_deck(path: str | Path | None = None) -> Deck:
    """The reference deck, or the user's TOML file with `cards = ["35:24", ...]` (T1.2)."""
    data = read_deck("totaux", path)
    where: str | Said = ERRORS.said("what.reference_deck") if path is None else str(path)
    cards = data.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise InputError(ERRORS.said("deck.cards", where=where, cards='cards = ["35:24", ...]'))
    if len(cards) > DECK_CARDS_MAX:
        raise InputError(ERRORS.said("deck.too_many", where=where, n=len(cards),
                                     most=DECK_CARDS_MAX))
    try:
        parsed = tuple(parse_card(c) for c in cards)
    except InputError as err:
        raise InputError(ERRORS.said("deck.card", where=where, error=err.said or str(err))
                         ) from None
    if len(parsed) < DEAL_SIZE:
        raise InputError(ERRORS.said("deck.few", where=where, cards=count_of("cards", len(parsed)),
                                     size=DEAL_SIZE))
    return Deck(str(data.get("name", str(where))), parsed)


def draw_table(deck: Deck, rng: random.Random, size: int = DEAL_SIZE) -> tuple[Card, ...]:
    """Turn `size` cards of the deck, drawn with `rng` (T7.1)."""
    return tuple(rng.sample(deck.cards, size))


def deal(deck: Deck, seed: int, size: int = DEAL_SIZE) -> tuple[Card, ...]:
    """Shuffle with `seed` and turn `size` cards (T7.1)."""
    return draw_table(deck, random.Random(seed), size)
