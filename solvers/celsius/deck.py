"""Celsius decks (C1): the three piles, read from TOML and checked, and dealing from them (C4.1, C6.5)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from deckmath.solvers.celsius.model import (
    COLD_MAX, COLD_MIN, HOT_MAX, HOT_MIN, OperatorCard, Position, parse_card,
)
from deckmath.solvers.decks import DECK_CARDS_MAX, read_deck, toml_string
from deckmath.solvers.celsius.words import ERRORS, count_of
from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Said

HAND_SIZE = 7
"""Cards dealt to each player (C4.1, C6.5)."""


@dataclass(frozen=True)
class Deck:
    """The cold, hot and operator piles (C1.1-C1.3); `operators` lists every copy."""

    name: str
    cold: tuple[int, ...]
    hot: tuple[int, ...]
    operators: tuple[OperatorCard, ...]

    def summary(self) -> DeckSummary:
        return DeckSummary(self)

    def to_toml(self) -> str:
        """The deck as a canonical TOML file (load_deck reads it back as this deck): the same
        deck always gives the same text, whose sha256 game logs record."""
        copies: dict[str, int] = {}
        for card in self.operators:
            copies[str(card)] = copies.get(str(card), 0) + 1
        lines = [f"name = {toml_string(self.name)}", f"cold = {list(self.cold)}",
                 f"hot = {list(self.hot)}", "", "[operators]"]
        lines += [f'"{card}" = {count}' for card, count in copies.items()]
        return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class DeckSummary:
    """What a deck holds, as `deckmath celsius deck --check` says it."""

    deck: Deck

    def to_json(self) -> dict:
        d = self.deck
        return {"name": d.name, "cold": list(d.cold), "hot": list(d.hot),
                "operators": len(d.operators),
                "wildcards": sum(c.is_wild for c in d.operators)}

    def to_text(self) -> str:
        d = self.deck
        return (f"deck {d.name}: {len(d.cold)} cold cards ({min(d.cold)}..{max(d.cold)}), "
                f"{len(d.hot)} hot cards ({min(d.hot)}..{max(d.hot)}), {len(d.operators)} "
                f"operator cards of which {sum(c.is_wild for c in d.operators)} wildcards (C1)")


def load_deck(path: str | Path | None = None) -> Deck:
    """The reference deck (C1.1-C1.3), or the user's deck file (C1.4), validated."""
    data = read_deck("celsius", path)
    where: str | Said = ERRORS.said("what.reference_deck") if path is None else str(path)
    try:
        cold = tuple(_ints(data["cold"], "cold", where))
        hot = tuple(_ints(data["hot"], "hot", where))
        table = data["operators"]
    except KeyError as err:
        raise InputError(ERRORS.said("deck.no_entry", where=where, key=repr(err.args[0]))
                         ) from None
    if not isinstance(table, dict) or not table:
        raise InputError(ERRORS.said("deck.operators", where=where, key="'operators'"))
    if len(cold) + len(hot) > DECK_CARDS_MAX:
        raise InputError(ERRORS.said("deck.too_many", where=where, most=DECK_CARDS_MAX))
    for c in cold:
        if not COLD_MIN <= c <= COLD_MAX:
            raise InputError(ERRORS.said("deck.cold_range", where=where, value=c, low=COLD_MIN,
                                         high=COLD_MAX))
    for h in hot:
        if not HOT_MIN <= h <= HOT_MAX:
            raise InputError(ERRORS.said("deck.hot_range", where=where, value=h, low=HOT_MIN,
                                         high=HOT_MAX))
    if len(set(hot)) != len(hot):
        raise InputError(ERRORS.said("deck.hot_distinct", where=where))
    operators: list[OperatorCard] = []
    for token, copies in table.items():
        try:
            card = parse_card(token)
        except InputError as err:
            raise InputError(ERRORS.said("deck.card", where=where, error=err.said or str(err))
                             ) from None
        if isinstance(copies, bool) or not isinstance(copies, int) or copies < 1:
            raise InputError(ERRORS.said("deck.copies", where=where, token=repr(token)))
        if len(operators) + copies > DECK_CARDS_MAX:
            raise InputError(ERRORS.said("deck.too_many_operators", where=where,
                                         most=DECK_CARDS_MAX, token=repr(token), copies=copies))
        operators += [card] * copies
    return Deck(str(data.get("name", str(where))), cold, hot, tuple(operators))


def _ints(values, key: str, where: str | Said) -> list[int]:
    if not isinstance(values, list) or not values or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in values
    ):
        raise InputError(ERRORS.said("deck.not_list", where=where, key=repr(key)))
    return values


@dataclass(frozen=True)
class Deal:
    """One dealt round: the cold card, the hot cards and each player's hand, with its seed and
    the deck's name."""

    seed: int
    deck: str
    cold: int
    hot: tuple[int, ...]
    hands: tuple[tuple[OperatorCard, ...], ...]

    def position(self, player: int) -> Position:
        return Position(self.cold, self.hot, self.hands[player])


def hot_count(players: int) -> int:
    """Hot cards on the table: 2, or 4 with four players (C4.1)."""
    return 4 if players == 4 else 2


def _table(deck: Deck, rng: random.Random, n_hot: int) -> tuple[int, tuple[int, ...]]:
    """A cold card and `n_hot` hot cards (sorted) drawn from the deck (C4.1)."""
    if len(deck.hot) < n_hot:
        raise InputError(ERRORS.said("deck.few_hot", name=deck.name,
                                     hot=count_of("hot_cards", len(deck.hot)), needed=n_hot))
    return rng.choice(deck.cold), tuple(sorted(rng.sample(deck.hot, n_hot)))


def deal(deck: Deck, players: int, seed: int) -> Deal:
    """Deal a round (C4.1): one cold card, 2 hot cards (4 with four players), 7 cards a player."""
    if not 2 <= players <= 4:
        raise InputError(ERRORS.said("players", players=count_of("players", players)))
    if len(deck.operators) < players * HAND_SIZE:
        raise InputError(ERRORS.said("deck.few_operators", name=deck.name, players=players))
    rng = random.Random(seed)
    cold, hot = _table(deck, rng, hot_count(players))
    pile = list(deck.operators)
    rng.shuffle(pile)
    hands = tuple(tuple(pile[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(players))
    return Deal(seed, deck.name, cold, hot, hands)


def deal_position(deck: Deck, rng: random.Random, n_hot: int = 2) -> Position:
    """One player's position drawn with `rng` (C4.1): a cold card, `n_hot` hot cards and a
    7-card hand; what a puzzle kind deals."""
    cold, hot = _table(deck, rng, n_hot)
    return Position(cold, hot, tuple(rng.sample(deck.operators, HAND_SIZE)))
