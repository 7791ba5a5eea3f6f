"""Professor Tempus decks (P1.1, P1.2): the hourglasses of the 63 cards, read from TOML and
checked, and dealing positions from them with a seeded random.Random (P2.1)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from deckmath.solvers.decks import read_deck, toml_string
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import show
from deckmath.solvers.tempus.model import (
    ALL_CARDS, DECK_SIZE, HOLDERS, HOURGLASS_MAX, JOKER, MAUVE, Card, Position, deal_size,
    parse_deck_card,
)
from deckmath.solvers.tempus.rules import apply_move, legal_moves
from deckmath.solvers.tempus.words import ERRORS, WORDS


@dataclass(frozen=True)
class Deck:
    """A named deck: `hourglasses[c]` for every card index c (P1.1, P1.2)."""

    name: str
    hourglasses: tuple[int, ...]

    def of(self, card: Card) -> int:
        return self.hourglasses[card.index]

    def summary(self) -> DeckSummary:
        return DeckSummary(self)

    def to_toml(self) -> str:
        lines = [f"name = {toml_string(self.name)}", "", "[hourglasses]"]
        lines += [f"{card} = {self.of(card)}" for card in ALL_CARDS]
        return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class DeckSummary:
    """What a deck holds, as `deckmath tempus deck --check` says it (P1.1, P1.2)."""

    deck: Deck

    def _by_colour(self) -> dict[str, int]:
        totals = {"red": 0, "mauve": 0, "joker": 0}
        for card in ALL_CARDS:
            totals[("red", "mauve", "joker")[card.colour]] += self.deck.of(card)
        return totals

    def to_json(self) -> dict:
        counts = [sum(1 for h in self.deck.hourglasses if h == k) for k in range(HOURGLASS_MAX + 1)]
        return {"name": self.deck.name, "cards": DECK_SIZE,
                "hourglasses": sum(self.deck.hourglasses), "by_colour": self._by_colour(),
                "cards_showing": {str(k): n for k, n in enumerate(counts)}}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        out = self.to_json()
        colours = ", ".join(say("deck.colour", colour=say(f"deck.{k}"), n=v)
                            for k, v in out["by_colour"].items())
        showing = ", ".join(say("deck.showing", cards=n, n=k)
                            for k, n in out["cards_showing"].items())
        return say("deck.summary", name=self.deck.name, cards=say.count(DECK_SIZE, "cards"),
                   hourglasses=say.count(out["hourglasses"], "hourglasses"), colours=colours,
                   showing=showing)


def reference_hourglasses(card: Card) -> int:
    """The reference deck's rule (P1.2): red v has v mod 4 hourglasses, mauve v has
    (v + 2) mod 4, and Joker v has ((v + 1) / 2) mod 3; equal values of the two colours differ,
    and the Jokers, which go anywhere, carry at most 2."""
    if card.colour == JOKER:
        return ((card.value + 1) // 2) % 3
    return (card.value + (2 if card.colour == MAUVE else 0)) % 4


def load_deck(path: str | Path | None = None) -> Deck:
    """The reference deck, or a user's TOML file with `name` and an `[hourglasses]` table giving
    every one of the 63 cards 0 to 3 hourglasses (`R12 = 2`, P1.2); keys may also be written
    with brackets, `"R12[2]" = 2`, which must agree."""
    data = read_deck("tempus", path)
    where = ERRORS.said("where.reference") if path is None else str(path)
    table = data.get("hourglasses")
    if not isinstance(table, dict):
        raise InputError(ERRORS.said("deck.no_table", where=where))
    counts: dict[int, int] = {}
    for key, count in table.items():
        try:
            card, bracketed = parse_deck_card(key)
        except InputError as err:
            raise InputError(ERRORS.said("deck.in", where=where,
                                         error=err.said or str(err))) from None
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= HOURGLASS_MAX:
            raise InputError(ERRORS.said("deck.count", where=where, key=key, limit=HOURGLASS_MAX,
                                         value=show(count)))
        if bracketed is not None and bracketed != count:
            raise InputError(ERRORS.said("deck.disagree", where=where, key=key,
                                         bracketed=bracketed, count=count))
        if card.index in counts:
            raise InputError(ERRORS.said("deck.twice", where=where, card=str(card)))
        counts[card.index] = count
    missing = [str(c) for c in ALL_CARDS if c.index not in counts]
    if missing:
        raise InputError(ERRORS.said("deck.missing", where=where, card=missing[0],
                                     n=len(missing) - 1, total=DECK_SIZE) if len(missing) > 1
                         else ERRORS.said("deck.missing_one", where=where, card=missing[0],
                                          total=DECK_SIZE))
    name = data.get("name", str(where))
    if not isinstance(name, str):
        raise InputError(ERRORS.said("deck.name", where=where))
    return Deck(name, tuple(counts[i] for i in range(DECK_SIZE)))


def deal_round(rng: random.Random, players: int, to_move: int = 1) -> Position:
    """A round's start (P2.1): the 63 cards shuffled, 7 each with 2 players and 6 otherwise,
    every holder free."""
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    size = deal_size(players)
    hands = tuple(tuple(sorted(cards[i * size:(i + 1) * size])) for i in range(players))
    return Position(players, to_move, hands, (None,) * HOLDERS)


@dataclass(frozen=True)
class Dealt:
    """A dealt position (`deckmath tempus position`): its seed, the position and the deck's
    hourglasses of its cards (P1.4 notation in the text form)."""

    seed: int
    position: Position
    deck: Deck

    def to_json(self) -> dict:
        """The position as --position reads it, plus the seed that deals it again."""
        return {"seed": self.seed, **self.position.to_json()}

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        p, hg = self.position, self.deck.hourglasses

        def cards(seq: tuple[Card, ...]) -> str:
            return " ".join(f"{c}[{hg[c.index]}]" for c in seq)

        lines = [say("dealt.head", seed=self.seed, players=p.players, seat=p.to_move,
                     left=say.count(p.plies_left, "moves_left"))]
        lines += [say("dealt.hand", number=i, cards=cards(h))
                  for i, h in enumerate(p.hands, start=1)]
        for i, s in enumerate(p.holders, start=1):
            lines.append(say("dealt.free", number=i) if s is None else
                         say("dealt.holder", number=i, owner=s.owner, direction=s.direction,
                             cards=cards(s.cards)))
        return "\n".join(lines)


def play_randomly(position: Position, rng: random.Random, plies: int) -> Position:
    """The position after `plies` uniformly random legal moves (through the rules code, P3)."""
    for _ in range(plies):
        moves = legal_moves(position)
        if not moves:
            break
        position = apply_move(position, rng.choice(moves))
    return position


def random_position(deck: Deck, rng: random.Random, players: int | None = None,
                    plies_left: int | None = None) -> Position:
    """A legal position dealt from the 63 cards (P2.1) and played at random until `plies_left`
    moves remain in the round (P4.1): by default 2 to 5 players (2 most often) and a few moves
    left, small enough to solve exactly in milliseconds. The deck's hourglasses do not change
    which positions can arise."""
    n = players or rng.choice((2, 2, 2, 3, 4, 5))
    start = deal_round(rng, n, rng.randint(1, n))
    total = start.plies_left
    left = plies_left if plies_left is not None else rng.randint(1, min(total, 6 if n == 2 else 5))
    if not 0 <= left <= total:
        raise InputError(ERRORS.said("moves_left", left=left, n=n, total=total))
    return play_randomly(start, rng, total - left)
