"""A whole game of Celsius (rule C6, issue 12): the piles, the hands, 13 rounds, the cold cards
won and the final ranking. Every round is settled by round.adjudicate, whose claims the checker
(check.py) judges; this module only moves cards as the verdicts say.

Choices where the rule sheet is silent (stated here, in the README and in --help):
- Announcement order (C6.1, C6.2): claims are announced fewer cards first (a shorter
  calculation is ready sooner), equal lengths in seat order starting from the round's first
  seat (seat 1 in round 1, moving one seat each round), passes last; C6.2 gives a hot card to
  the first valid claim on it in that order.
- Piles: when the operator or hot pile cannot supply a draw, its discards are shuffled and put
  under what remains (C6.5). The cold pile is never reshuffled: one round per cold card.
- A claim found invalid (C6.2, C6.4) is void: its cards go back to the hand; valid claims'
  cards are discarded, as the sheet says of "the other cards".
- Hands hold at most 10 cards (C4.1, HAND_MAX): a player who already holds 10 draws no extra
  card (C6.4).
- Final ranking: most cold cards first (C6.5); equal counts share a rank, and a shared first
  place is a tie, not a win.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from deckmath.solvers.celsius.deck import HAND_SIZE, Deck, hot_count, load_deck
from deckmath.solvers.celsius.model import HAND_MAX, OperatorCard, PlayToken, Position, parse_card
from deckmath.solvers.celsius.round import Claim, RoundResult, adjudicate
from deckmath.solvers.celsius.solve import Solution
from deckmath.solvers.errors import InputError

LOG_VERSION = 1
"""Version of the Celsius game log (solvers/simulation.py envelope)."""

PLAYERS_MIN, PLAYERS_MAX = 2, 4
"""Celsius is played by 2 to 4 (C4.1)."""


class Pile:
    """A face-down pile and its discards (C6.5). Cards are drawn from the front; when a draw
    asks for more than the pile holds, the discards are shuffled and put under it."""

    def __init__(self, cards: Sequence[Any], rng: random.Random) -> None:
        self.rng = rng
        self.cards = list(cards)
        rng.shuffle(self.cards)
        self.discards: list[Any] = []

    def draw(self, n: int = 1) -> list[Any]:
        """Up to `n` cards (fewer only if pile and discards together hold fewer)."""
        if len(self.cards) < n and self.discards:
            self.rng.shuffle(self.discards)
            self.cards += self.discards
            self.discards = []
        taken = self.cards[:n]
        del self.cards[:n]
        return taken

    def discard(self, cards: Sequence[Any]) -> None:
        self.discards.extend(cards)


def announcement_order(claims: Sequence[Claim], seats: dict[str, int], first: int = 0
                       ) -> list[Claim]:
    """The engine's announcement order (C6.1): fewer cards first; equal lengths in seat order
    from the round's first seat `first`; passes last. C6.2 hands each hot card to the first
    valid claim on it in this order."""
    n = len(seats)
    return sorted(claims, key=lambda c: (c.play is None, 0 if c.play is None else len(c.play),
                                         (seats[c.player] - first) % n))


@dataclass(frozen=True)
class Standing:
    """A player's place at the end (C6.5): rank 1 is first; equal counts share a rank."""

    seat: int
    name: str
    rank: int
    cold_cards: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"player": self.seat + 1, "rank": self.rank, "cold_cards": len(self.cold_cards),
                "won": list(self.cold_cards)}


_TOKENS: dict[Any, PlayToken] = {}
"""The token of each played card already seen (at most 40 x 10)."""


def played_tokens(play: Sequence[Any]) -> tuple[PlayToken, ...]:
    """A solver's witness (PlayedCards) as the claim a player writes (C2.2): a wildcard is
    written `x?=7`, so the checker takes that very wildcard (C5.2)."""
    out = []
    for p in play:
        key = (p.card.op, p.card.operand, p.value)
        token = _TOKENS.get(key)
        if token is None:
            token = _TOKENS[key] = PlayToken(p.card.op, p.value, p.card.is_wild, str(p))
        out.append(token)
    return tuple(out)


class CelsiusGame:
    """One game's state: the piles, the hands by seat, the table and the cold cards won.
    Deterministic from its seed: the same seed and the same claims give the same game.
    `record` keeps each round's result and log event (off for simulations)."""

    def __init__(self, seed: int, players: int, deck: Deck | None = None,
                 names: Sequence[str] | None = None, record: bool = True) -> None:
        if not PLAYERS_MIN <= players <= PLAYERS_MAX:
            raise InputError(f"{players} players: Celsius is played by {PLAYERS_MIN} to "
                             f"{PLAYERS_MAX} (C4.1)")
        self.deck = deck or load_deck()
        self.seed = seed
        self.record = record
        self.players = players
        self.names = tuple(names or (f"player {seat + 1}" for seat in range(players)))
        self.seats = {name: seat for seat, name in enumerate(self.names)}
        self.n_hot = hot_count(players)
        if len(self.deck.hot) < self.n_hot:
            raise InputError(f"deck {self.deck.name} has {len(self.deck.hot)} hot cards; a game "
                             f"of {players} needs {self.n_hot}")
        if len(self.deck.operators) < players * HAND_MAX + 1:
            raise InputError(f"deck {self.deck.name} has too few operator cards for {players} "
                             f"players ({players * HAND_MAX + 1} at least)")
        rng = random.Random(seed)
        self.cold_pile = list(self.deck.cold)
        rng.shuffle(self.cold_pile)
        self.rounds = len(self.cold_pile)
        self.hot_pile = Pile(self.deck.hot, rng)
        self.operator_pile = Pile(self.deck.operators, rng)
        self.hands: list[list[OperatorCard]] = [self.operator_pile.draw(HAND_SIZE)
                                                for _ in range(players)]
        self.won: list[list[int]] = [[] for _ in range(players)]
        self.round = 0
        self.table: tuple[int, tuple[int, ...]] | None = None
        self.results: list[RoundResult] = []
        self.events: list[dict[str, Any]] = []

    @property
    def finished(self) -> bool:
        return self.round == self.rounds and self.table is None

    def deal_table(self) -> tuple[int, tuple[int, ...]]:
        """Start the next round (C6.5): a cold card and 2 hot cards (4 with four players)."""
        if self.table is not None:
            raise RuntimeError("the round on the table is not settled")
        if self.round == self.rounds:
            raise RuntimeError("the game is over: the cold pile is empty (C6.5)")
        self.round += 1
        cold = self.cold_pile.pop()
        self.table = (cold, tuple(sorted(self.hot_pile.draw(self.n_hot))))
        return self.table

    @property
    def first_seat(self) -> int:
        """The seat that speaks first among equal claims this round: seat 1 in round 1, then
        the next seat each round, so no seat keeps the advantage of C6.2."""
        return (self.round - 1) % self.players

    def position(self, seat: int) -> Position:
        """What a player sees this round: the table and their hand (C4.1)."""
        cold, hot = self._table()
        return Position(cold, hot, tuple(self.hands[seat]))

    def positions(self) -> list[Position]:
        return [self.position(seat) for seat in range(self.players)]

    def claim(self, seat: int, play: Sequence[PlayToken] | None, target: int | None = None
              ) -> Claim:
        """A seat's claim (None: a pass), under the seat's name."""
        return Claim(self.names[seat], None if play is None else tuple(play), target)

    def settle(self, claims: Sequence[Claim], solutions: Sequence[Solution] | None = None,
               ordered: bool = False) -> RoundResult:
        """Settle the round on the table with one claim per seat (C6.1-C6.4), in the engine's
        announcement order unless `ordered` (a replayed log keeps its own), then move the cards:
        the winner takes the cold card, valid claims' cards are discarded, players without a
        valid claim draw one extra card, hands are refilled to 7 (C6.5). `solutions[seat]`, of
        this round's positions, spares the checker solving them again."""
        cold, hot = self._table()
        if sorted(self.seats[c.player] for c in claims) != list(range(self.players)):
            raise InputError(f"round {self.round}: give exactly one claim for each of the "
                             f"{self.players} players")
        if not ordered:
            claims = announcement_order(claims, self.seats, self.first_seat)
        hands = {self.names[seat]: tuple(hand) for seat, hand in enumerate(self.hands)}
        solved = None if solutions is None else {
            self.names[seat]: solution for seat, solution in enumerate(solutions)}
        result = adjudicate(cold, hot, list(claims), hands, solved)
        if self.record:
            self.events.append(self._event(cold, hot, result))
            self.results.append(result)
        self._apply(result)
        return result

    def _table(self) -> tuple[int, tuple[int, ...]]:
        if self.table is None:
            raise RuntimeError("no round on the table: deal_table() first")
        return self.table

    def _apply(self, result: RoundResult) -> None:
        cold, hot = self._table()
        if result.winner is not None:
            self.won[self.seats[result.winner]].append(cold)  # C6.4
        for claimed in result.claims:
            if claimed.valid:
                hand = self.hands[self.seats[claimed.claim.player]]
                used = [played.card for played in claimed.verdict.play]
                for card in used:
                    hand.remove(card)
                self.operator_pile.discard(used)
        for name in result.draw_extra:  # C6.4, seat order of the announcement
            hand = self.hands[self.seats[name]]
            if len(hand) < HAND_MAX:
                hand += self.operator_pile.draw(1)
        for hand in self.hands:  # C6.5
            if len(hand) < HAND_SIZE:
                hand += self.operator_pile.draw(HAND_SIZE - len(hand))
        self.hot_pile.discard(hot)
        self.table = None

    def _event(self, cold: int, hot: tuple[int, ...], result: RoundResult) -> dict[str, Any]:
        return {
            "type": "round", "round": self.round, "cold": cold, "hot": list(hot),
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "claims": [_claim_json(self.seats[c.claim.player], c) for c in result.claims],
            "winner": None if result.winner is None else self.seats[result.winner] + 1,
            "draw_extra": sorted(self.seats[name] + 1 for name in result.draw_extra),
        }

    def standings(self) -> list[Standing]:
        """The final ranking (C6.5): most cold cards first, equal counts share a rank."""
        order = sorted(range(self.players), key=lambda seat: (-len(self.won[seat]), seat))
        out: list[Standing] = []
        for seat in order:
            rank = len(out) + 1
            if out and len(self.won[out[-1].seat]) == len(self.won[seat]):
                rank = out[-1].rank
            out.append(Standing(seat, self.names[seat], rank, tuple(self.won[seat])))
        return out

    def winners(self) -> tuple[int, ...]:
        """Seats in first place (more than one: a tie)."""
        return tuple(sorted(s.seat for s in self.standings() if s.rank == 1))

    def end_event(self) -> dict[str, Any]:
        return {"type": "end", "ranking": [s.to_json() for s in self.standings()]}


def _claim_json(seat: int, claimed: Any) -> dict[str, Any]:
    claim = claimed.claim
    out: dict[str, Any] = {"player": seat + 1,
                           "play": "pass" if claim.play is None else " ".join(map(str, claim.play))}
    if claim.target is not None:
        out["target"] = claim.target
    out["valid"] = claimed.valid
    if not claimed.valid and claim.play is not None:
        out["reason"] = claimed.reason
    return out


def hand_from_json(cards: Any) -> tuple[OperatorCard, ...]:
    """A logged hand: a list of card strings (C2.1)."""
    if not isinstance(cards, list):
        raise InputError("a hand must be a list of cards")
    return tuple(parse_card(card) for card in cards)
