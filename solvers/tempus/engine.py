"""Whole games of Professor Tempus (rules P2-P6) as the game's PlayState (solvers/game.py):
`start` deals a game from a seed, `TempusGame.apply` plays one move, and the rounds, the
draws, the second pass of five players and the end follow by themselves.

The state holds what a position does not: the draw pile (top first), the score piles, the
first player of the round, the cards each seat buried, and with five players the hourglasses
counted when the pile first ran out (P6.5). Every move is checked (rules.move_reason) and played
(rules.apply_move) by the rules code. All chance is the deal's own `random.Random(seed)`: the
first shuffle and, with five players, the second (P6.5).

Events (recorded when `record` is on), seats from 1, cards in P1.4 notation:
  {"type": "deal", "round": 1, "first": 1, "hands": [[...], ...], "pile": [...]}        P6.1
  {"seat": 1, "action": "open + R12", "type": "open", "holder": 1}                      P3.1
  {"seat": 2, "action": "capture 1 R14", "type": "capture", "holder": 1, "from": 1}      P3.2
  {"seat": 1, "action": "dump 1 M4", "type": "dump", "holder": 1, "owner": 2}            P3.3
  {"seat": 1, "action": "bury M4", "type": "bury", "pile": 31}                           P3.4, P6.2
  {"type": "round", "round": 1, "scored": [...], "hourglasses": [...], "drawn": [[...], ...],
   "first": 2}                                                                            P4.2, P6.3
  {"type": "reshuffle", "counted": [...], "round": 6, "first": 2, "hands": [...],
   "pile": [...]}                                                                         P6.5
  {"type": "end", "rounds": 5, "hourglasses": [...]}                                     P5.1, P6.4
A round's "drawn" is null when nobody draws (P6.4); "hourglasses" are each seat's totals so far.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import compress
from operator import attrgetter
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove, Outcome
from deckmath.solvers.tempus.deck import Deck
from deckmath.solvers.tempus.model import (
    ALL_CARDS, HOLDERS, PLAYERS_MAX, PLAYERS_MIN, Card, Move, Position, Series, deal_size,
    parse_move,
)
from deckmath.solvers.tempus.rules import (
    apply_move, free_holder, legal_moves, move_reason, series_at,
)
from deckmath.solvers.tempus.words import ERRORS, WORDS, said_move

KIND_RULES = {"open": "P3.1", "capture": "P3.2", "dump": "P3.3", "bury": "P3.4"}
"""The rule of each kind of move."""

REASON_RULES = {"round-over": "P4.1", "must-bury": "P3.4", "no-free-holder": "P3.1",
                "wrong-direction": "P3.2", "wrong-colour": "P3.2", "cannot-bury": "P3.4"}
"""The rule a refused move breaks, by reason code (rules.REASONS); the others (not-in-hand,
no-such-series, own-series) break the rule of the move's own kind (KIND_RULES)."""

_INDEX = attrgetter("index")


def draw_size(players: int) -> int:
    """Cards each player draws at the end of a round: 5 with 2 players, 4 otherwise (P4.2)."""
    return 5 if players == 2 else 4


def passes(players: int) -> int:
    """Passes through the deck in a game: one, two with five players (P5.3, P6.5)."""
    return 2 if players == 5 else 1


def shuffled(rng: random.Random) -> list[Card]:
    """The 63 cards in the order `rng` shuffles them, top first (P6.1)."""
    order = list(ALL_CARDS)
    rng.shuffle(order)
    return order


def deal(order: list[Card], players: int, first: int) -> tuple[Position, list[Card]]:
    """Deal from a shuffled deck (P2.1, P6.1): seat 1 takes the first 7 (or 6) cards, then
    seat 2, ...; the round's position, `first` to move, and the draw pile (top first)."""
    size = deal_size(players)
    hands = tuple(tuple(sorted(order[i * size:(i + 1) * size], key=_INDEX))
                  for i in range(players))
    return Position.trusted(players, first, hands, (None,) * HOLDERS), order[players * size:]


def _names(cards) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True)
class TempusView:
    """What one seat may see (its information set): its hand, the table (the series in the
    holders), everyone's score piles and hand sizes, the pile's size, the cards it buried itself
    that are still in the pile (P3.4, P6.2: face down, under it) and the deck's hourglasses."""

    seat: int
    players: int
    to_move: int | None
    round: int
    first: int
    deck_pass: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    holders: tuple[Series | None, ...]
    piles: tuple[tuple[Card, ...], ...]
    hourglasses: tuple[int, ...]
    """Each seat's hourglasses so far: its score pile, plus the first count with five (P6.5)."""
    buried: tuple[Card, ...]
    pile_size: int
    deck: Deck

    def unseen(self) -> list[Card]:
        """The cards this seat cannot see, in card order: the other hands and the pile, less the
        cards it buried itself."""
        hidden = bytearray(b"\x01") * len(ALL_CARDS)
        for card in self.hand:
            hidden[card.index] = 0
        for series in self.holders:
            if series is not None:
                for card in series.cards:
                    hidden[card.index] = 0
        for pile in self.piles:
            for card in pile:
                hidden[card.index] = 0
        for card in self.buried:
            hidden[card.index] = 0
        return list(compress(ALL_CARDS, hidden))

    def position(self, rng: random.Random | None = None) -> Position:
        """The round as this seat may imagine it: its hand, the table, and the cards it cannot
        see dealt into the other hands, each keeping its size, shuffled by `rng` (in card order
        without one). The seat's legal moves and what they do depend on its hand and the table
        alone (P3), so any such position gives them."""
        unseen = self.unseen()
        if rng is not None:
            rng.shuffle(unseen)
        hands, taken = [], 0
        for seat, size in enumerate(self.hand_sizes, start=1):
            if seat == self.seat:
                hands.append(self.hand)
            else:
                dealt = unseen[taken:taken + size]
                hands.append(tuple(dealt if rng is None else sorted(dealt, key=_INDEX)))
                taken += size
        to_move = self.seat if self.to_move is None else self.to_move
        return Position.trusted(self.players, to_move, tuple(hands), self.holders)


class TempusGame:
    """A whole game of Professor Tempus in progress (module docstring)."""

    def __init__(self, deck: Deck, players: int, seed: int, record: bool) -> None:
        self.deck = deck
        self.players = players
        self.seed = seed
        self.record = record
        self.events: list[dict[str, Any]] = []
        self.rng = random.Random(seed)
        self.position, self.pile = deal(shuffled(self.rng), players, 1)
        self.first = 1
        self.round = 1
        self.deck_pass = 1
        self.moves = 0
        self.finished = False
        self.piles: list[tuple[Card, ...]] = [()] * players
        self.totals = [0] * players
        """Each seat's hourglasses so far: its score pile, and the first count with five
        players (P5.2, P6.5)."""
        self.buried: list[tuple[Card, ...]] = [()] * players
        if record:
            self.events.append({"type": "deal", "round": 1, "first": 1,
                                "hands": [_names(h) for h in self.position.hands],
                                "pile": _names(self.pile)})

    # -- whose turn, what is legal ---------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.finished

    def to_move(self) -> int | None:
        return None if self.finished else self.position.to_move

    def legal_actions(self) -> list[Move]:
        """Every legal move of the seat to move, in canonical order (P3, Move.order)."""
        return [] if self.finished else legal_moves(self.position)

    def parse_action(self, text: str) -> Move:
        return parse_move(text)

    def action_text(self, action: Move) -> str:
        return str(action)

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: Move) -> None:
        """Play the move of the seat to move (P3); then, when every hand holds 2 cards, the
        round ends (P4), and the game may (P5.1, P6.4, P6.5)."""
        if self.finished:
            raise IllegalMove(WORDS.said("game_over"), "P5.1")
        if not isinstance(action, Move):
            raise IllegalMove(WORDS.said("not_a_move", action=repr(action)), "P3")
        position = self.position
        reason = move_reason(position, action)
        if reason is not None:
            rule = REASON_RULES.get(reason, KIND_RULES[action.kind])
            raise IllegalMove(WORDS.said("cannot_play", seat=position.to_move,
                                         move=said_move(action), why=WORDS.said(f"why.{reason}")),
                              rule)
        seat = position.to_move
        kind = action.kind
        if self.record:
            event: dict[str, Any] = {"seat": seat, "action": str(action), "type": kind}
            if kind == "open":
                event["holder"] = free_holder(position)
            elif kind == "capture":
                event["holder"] = action.holder
                event["from"] = series_at(position, action.target).owner
            elif kind == "dump":
                event["holder"] = action.holder
                event["owner"] = series_at(position, action.target).owner
            else:
                event["pile"] = len(self.pile) + 1
            self.events.append(event)
        if kind == "bury":  # P6.2: under the pile, so drawn last
            self.pile.append(action.card)
            self.buried[seat - 1] += (action.card,)
        self.position = apply_move(position, action)
        self.moves += 1
        if self.position.over:
            self._end_round()

    def _end_round(self) -> None:
        """P4.2: each series goes to the score pile of the seat it is in front of; P4.3: the
        seat left of this round's first player starts the next; P6.3: players draw in turn from
        it, unless the pile cannot give everyone their cards (P6.4): then the game ends, or with
        five players the first time, the deck is dealt again (P6.5)."""
        position = self.position
        n = self.players
        hourglasses = self.deck.hourglasses
        scored = [0] * n
        for series in position.holders:
            if series is not None:
                owner = series.owner - 1
                self.piles[owner] += series.cards
                scored[owner] += sum(hourglasses[c.index] for c in series.cards)
        for s in range(n):
            self.totals[s] += scored[s]
        finished = self.round
        first = self.first % n + 1
        self.first = first
        self.round += 1
        need = draw_size(n)
        if len(self.pile) >= n * need:  # P6.3: in turn from the next round's first player
            hands = list(position.hands)
            drawn: list[Any] = [None] * n
            for k in range(n):
                who = (first - 1 + k) % n
                taken = self.pile[:need]
                del self.pile[:need]
                hands[who] = tuple(sorted(hands[who] + tuple(taken), key=_INDEX))
                drawn[who] = taken
            if any(self.buried):  # a buried card drawn again (P6.2) is in a hand now
                left = set(self.pile)
                self.buried = [tuple(c for c in cards if c in left) for cards in self.buried]
            self.position = Position.trusted(n, first, tuple(hands), (None,) * HOLDERS)
            if self.record:
                self._round_event(finished, scored, [_names(d) for d in drawn], first)
            return
        if self.record:
            self._round_event(finished, scored, None, first)
        if self.deck_pass < passes(n):  # P6.5: counted, then all 63 cards dealt again
            self.piles = [()] * n
            self.buried = [()] * n
            self.deck_pass += 1
            self.position, self.pile = deal(shuffled(self.rng), n, first)
            if self.record:
                self.events.append({"type": "reshuffle", "counted": list(self.totals),
                                    "round": self.round, "first": first,
                                    "hands": [_names(h) for h in self.position.hands],
                                    "pile": _names(self.pile)})
            return
        self.finished = True  # P5.1, P6.4: nobody draws, the cards in hand do not count
        self.round = finished
        self.position = Position.trusted(n, first, position.hands, (None,) * HOLDERS)
        if self.record:
            self.events.append({"type": "end", "rounds": finished, "hourglasses": self.scores()})

    def _round_event(self, finished: int, scored: list[int], drawn: list | None,
                     first: int) -> None:
        self.events.append({"type": "round", "round": finished, "scored": scored,
                            "hourglasses": self.scores(), "drawn": drawn, "first": first})

    # -- what is seen ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        """Each seat's hourglasses so far (P5.2, P6.5)."""
        return list(self.totals)

    def view(self, seat: int) -> TempusView:
        position = self.position
        return TempusView(
            seat, self.players, self.to_move(), self.round, self.first, self.deck_pass,
            position.hands[seat - 1], tuple(len(h) for h in position.hands), position.holders,
            tuple(self.piles), tuple(self.totals), self.buried[seat - 1], len(self.pile),
            self.deck)

    def clone(self) -> TempusGame:
        copy = object.__new__(TempusGame)
        copy.__dict__.update(self.__dict__)
        copy.events = list(self.events)
        copy.pile = list(self.pile)
        copy.piles = list(self.piles)
        copy.totals = list(self.totals)
        copy.buried = list(self.buried)
        copy.rng = random.Random()
        copy.rng.setstate(self.rng.getstate())
        return copy

    def determinize(self, seat: int, rng: random.Random) -> TempusGame:
        """A copy in which the other hands and the pile hold the cards `seat` cannot see dealt
        again at random; the cards it buried stay where they are (it knows them), and the next
        shuffle (P6.5) is drawn again. The copy records no events. The cards dealt again are
        sorted before they are shuffled, so two states `seat` cannot tell apart give the same
        hands and pile from the same rng."""
        world = self.clone()
        world.record = False
        world.events = []
        known = set(self.buried[seat - 1])
        hands = self.position.hands
        unknown = [c for s, hand in enumerate(hands, start=1) if s != seat for c in hand
                   if c not in known]
        unknown += [c for c in self.pile if c not in known]
        dealt = sorted(unknown, key=_INDEX)
        rng.shuffle(dealt)
        swap = dict(zip(unknown, dealt))
        world.position = Position.trusted(
            self.players, self.position.to_move,
            tuple(hand if s == seat else tuple(sorted((swap.get(c, c) for c in hand), key=_INDEX))
                  for s, hand in enumerate(hands, start=1)),
            self.position.holders)
        world.pile = [swap.get(c, c) for c in self.pile]
        world.buried = [cards if s == seat else tuple(swap.get(c, c) for c in cards)
                        for s, cards in enumerate(self.buried, start=1)]
        world.rng = random.Random(rng.getrandbits(64))
        return world

    # -- the result ------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """Hourglasses by seat; the most wins (P5.2), a shared first place is a tie (P6.6)."""
        if not self.finished:
            return None
        scores = self.scores()
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        return Outcome(tuple(scores), ranks, {"rounds": self.round, "moves": self.moves})

    def length(self) -> int:
        """Rounds played to their end."""
        return self.round if self.finished else self.round - 1

    def figures(self) -> dict[str, tuple[int, int]]:
        return {}


def start(deck: Deck, players: int, seed: int, options: Any = None,
          record: bool = False) -> TempusGame:
    """A new game dealt from `seed` (P2.1, P6.1); InputError outside 2 to 5 players."""
    if isinstance(players, bool) or not isinstance(players, int) or not (
            PLAYERS_MIN <= players <= PLAYERS_MAX):
        raise InputError(ERRORS.said("table.players", players=players, low=PLAYERS_MIN,
                                     high=PLAYERS_MAX))
    return TempusGame(deck, players, seed, record)
