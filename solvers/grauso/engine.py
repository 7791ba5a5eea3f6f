"""Whole games of Grauso through the play face (solvers/game.py: PlayState): four rounds
(G5.2), each dealt again (G7.2), played until a player goes out or must draw from an empty draw
pile (G5.1, G7.4), then signed seat by seat and scored (G6.5); the winner by G6.4.

Every decision is one `apply`: a play with or without the optional draw (G3, G4.1, G7.5), a
collect (G4.2, G7.4), or a seat's signs as the round is scored (G6.1-G6.3, G6.5). Plays are
judged by the rules code the checker and the solver share (legal.py); a refused action raises
IllegalMove(reason, rule) and changes nothing. Seats count from 1 (G7.1).

At a round's end the cards are counted face up (G6.1): every seat's hand and collected pile are
shown in the `round_end` event. The seats then choose their signs one after another, in seat
order from the round's starter, each knowing every running total and the signs chosen before
it; a seat with nothing to sign (no bonus, no neutral card, no penguin to count) is scored
without a decision. The next round starts left of the player who went out, or of the one who
took the last card of the draw pile (G5.2).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove, Outcome, seat_to_move
from deckmath.solvers.grauso.actions import (
    COLLECT_ACTION, Action, CollectAction, PlayAction, action_text, parse_action,
)
from deckmath.solvers.grauso.check import check
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.legal import legal_plays_of, rule_used
from deckmath.solvers.grauso.model import Play, Position, format_card
from deckmath.solvers.grauso.score import (
    NO_SIGNS, ROUNDS, RoundCards, RoundSigns, has_choice, ranks, round_points, sign_choices,
)
from deckmath.solvers.grauso.words import ERRORS, WORDS

PLAYERS_MIN, PLAYERS_MAX = 3, 6
"""Grauso is for 3 to 6 players (the sheet's box)."""

WENT_OUT, PILE_EMPTY = "went-out", "draw-pile-empty"
"""How a round ends (G5.1)."""


def hand_size(players: int) -> int:
    """G1.3: 7 cards each with 3-4 players, 5 with 5-6."""
    return 7 if players <= 4 else 5


def check_table(deck: Deck, players: int) -> None:
    """A game can be dealt: 3 to 6 players, a penguin each (G1.2, G7.3), a hand each (G1.3)
    and a draw pile of one card at least, whose last card G5.2 may need."""
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(ERRORS.said("table.players", players=players, low=PLAYERS_MIN,
                                     high=PLAYERS_MAX))
    if deck.penguins < players:
        raise InputError(ERRORS.said("table.penguins", deck=deck.name, have=deck.penguins,
                                     players=players))
    size = hand_size(players)
    if len(deck.cards) <= players * size:
        raise InputError(ERRORS.said("table.cards", deck=deck.name, n=len(deck.cards),
                                     players=players, size=size))


@lru_cache(maxsize=1 << 16)
def play_actions(top: int | None, hand: tuple[int, ...], penguin: bool,
                 can_draw: bool) -> tuple[Action, ...]:
    """The legal decisions of a player to move in a round, in canonical order: each legal play
    (legal.py's order), followed by the same play with the optional draw when there is a card
    to draw and the play does not go out (G4.1, G7.5); then collect, always allowed (G4.2)."""
    actions: list[Action] = []
    for play in legal_plays_of(top, hand, penguin):
        actions.append(PlayAction(play))
        if can_draw and len(play.cards) < len(hand):
            actions.append(PlayAction(play, True))
    actions.append(COLLECT_ACTION)
    return tuple(actions)


@dataclass(frozen=True)
class View:
    """What one seat sees (its information set): its own hand, collected pile and penguins; the
    table (the point pile, face up, G2.1; the penguins in the centre; how many cards are left
    to draw and in each hand); every seat's collected pile (taken face up, G4.2); every running
    total and cold points (signs are fixed in the open, G6.5). While a round is being scored (`scoring`), its hand and pile are the cards it
    signs."""

    seat: int
    players: int
    round: int
    to_move: int | None
    scoring: bool
    hand: tuple[int, ...]
    pile: tuple[int, ...]
    penguins: int
    top: int | None
    point: tuple[int, ...]
    centre: int
    draw_pile: int
    hand_size: int
    hands: tuple[int, ...]
    held_penguins: tuple[int, ...]
    totals: tuple[int, ...]
    cold_points: tuple[int, ...]
    collected: tuple[tuple[int, ...], ...]
    """Every seat's collected pile, seat 1 first: each was a point pile taken face up (G4.2)."""

    @property
    def last_round(self) -> bool:
        return self.round == ROUNDS

    @property
    def cards(self) -> RoundCards:
        """The seat's cards as a round's end counts them (G6.1, G6.2)."""
        return RoundCards(self.hand, self.pile)

    @property
    def penguins_counted(self) -> int:
        """Penguins the seat's signs count: those held, in the last round only (G6.3)."""
        return self.penguins if self.last_round else 0

    @property
    def total(self) -> int:
        return self.totals[self.seat - 1]

    @property
    def position(self) -> Position:
        """The seat's turn as the solver and the checker see it."""
        return Position(self.top, self.hand, self.penguins)

    @property
    def plays(self) -> tuple[Play, ...]:
        """The seat's legal plays (the legal-move generator, G2.2, G3)."""
        return legal_plays_of(self.top, self.hand, self.penguins > 0)

    def legal_actions(self) -> list[Action]:
        """The seat's legal decisions, as the engine lists them (it is to move)."""
        if self.scoring:
            return list(sign_choices(self.cards, self.penguins_counted))
        return list(play_actions(self.top, self.hand, self.penguins > 0, self.draw_pile > 0))


class GrausoGame:
    """One game in progress (PlayState). Hands are kept sorted; the draw pile is drawn from its
    front (G7.2). `start` makes one."""

    def __init__(self, deck: Deck, players: int, seed: int, record: bool) -> None:
        check_table(deck, players)
        self.deck = deck
        self.players = players
        self.seed = seed
        self.record = record
        self.events: list[dict[str, Any]] = []
        self.rng = random.Random(f"grauso:deal:{seed}")
        self.size = hand_size(players)
        self.penguins = [1] * players  # G1.2, G7.3
        self.centre = 0
        self.totals = [0] * players
        self.cold = [0] * players
        self.points: list[list[int]] = []
        """Each round's points by seat, once scored."""
        self.ends: list[str] = []
        """How each round ended (G5.1)."""
        self.moves = 0
        self.round = 0
        self.finished = False
        self._deal(1)  # G7.1: seat 1 starts the first round

    # -- the PlayState protocol ------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.finished

    def to_move(self) -> int | None:
        if self.finished:
            return None
        return self.signing[0] if self.scoring else self.turn

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        i = seat - 1
        if self.scoring:
            return list(sign_choices(self.held[i], self._penguins_counted(i)))
        return list(play_actions(self.top, tuple(self.hands[i]), self.penguins[i] > 0,
                                 bool(self.draw)))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_text(self, action: Action) -> str:
        return action_text(action)

    def apply(self, action: Action) -> None:
        if self.finished:
            raise IllegalMove(WORDS.said("game_over"), "G5.2")
        seat = seat_to_move(self)
        if self.scoring:
            if not isinstance(action, RoundSigns):
                raise IllegalMove(WORDS.said("sign_now", round=self.round, seat=seat), "G6.5")
            self._sign(seat, action)
        elif isinstance(action, PlayAction):
            self._play(seat, action)
        elif isinstance(action, CollectAction):
            self._collect(seat)
        elif isinstance(action, RoundSigns):
            raise IllegalMove(WORDS.said("not_scored_yet", round=self.round), "G6.5")
        else:
            raise IllegalMove(WORDS.said("not_an_action", action=repr(action)), "G3")

    def view(self, seat: int) -> View:
        i = seat - 1
        return View(seat, self.players, self.round, self.to_move(), self.scoring,
                    tuple(self.hands[i]), tuple(self.piles[i]), self.penguins[i], self.top,
                    tuple(self.point), self.centre, len(self.draw), self.size,
                    tuple(len(h) for h in self.hands), tuple(self.penguins), tuple(self.totals),
                    tuple(self.cold), tuple(tuple(p) for p in self.piles))

    def clone(self) -> GrausoGame:
        copy = object.__new__(GrausoGame)
        copy.__dict__.update(self.__dict__)
        copy.events = list(self.events)
        copy.rng = random.Random()
        copy.rng.setstate(self.rng.getstate())
        for name in ("penguins", "totals", "cold", "ends", "draw", "point", "signing", "held",
                     "round_points"):
            setattr(copy, name, list(getattr(self, name)))
        copy.points = [list(p) for p in self.points]
        copy.hands = [list(h) for h in self.hands]
        copy.piles = [list(p) for p in self.piles]
        return copy

    def determinize(self, seat: int, rng: random.Random) -> GrausoGame:
        """Other hands and the draw pile's order dealt again from what `seat` has not seen, and
        the deals of the rounds to come made unknown (a new deal generator). The unseen cards are
        sorted before they are shuffled, so two states `seat` cannot tell apart give the same
        copy from the same rng."""
        world = self.clone()
        world.rng = random.Random(rng.getrandbits(64))
        if self.scoring:
            return world  # the round's cards are face up (G6.1)
        others = [i for i in range(self.players) if i != seat - 1]
        unseen = sorted([card for i in others for card in world.hands[i]] + world.draw)
        rng.shuffle(unseen)
        for i in others:
            size = len(world.hands[i])
            world.hands[i] = sorted(unseen[:size])
            del unseen[:size]
        world.draw = unseen
        return world

    def outcome(self) -> Outcome | None:
        if not self.finished:
            return None
        order = ranks(self.totals, self.cold)
        return Outcome(tuple(self.totals), order,
                       {"cold_points": list(self.cold), "won_at_zero": self._won_at_zero(order),
                        "round_points": [list(p) for p in self.points], "ends": list(self.ends)})

    def length(self) -> int:
        """Plays and collects so far (sign choices are not counted)."""
        return self.moves

    def figures(self) -> dict[str, tuple[int, int]]:
        """Games won at exactly 0 (G6.4), players ending on 0, rounds ended by going out."""
        order = ranks(self.totals, self.cold)
        return {"won_at_zero": (int(self._won_at_zero(order)), 1),
                "players_at_zero": (self.totals.count(0), self.players),
                "rounds_gone_out": (self.ends.count(WENT_OUT), len(self.ends))}

    # -- a round ---------------------------------------------------------------------------------

    def _deal(self, starter: int) -> None:
        """G7.2: the whole deck shuffled and dealt in seat order; G7.3: penguins stay put."""
        self.round += 1
        cards = list(self.deck.cards)
        self.rng.shuffle(cards)
        size = self.size
        self.hands = [sorted(cards[i * size:(i + 1) * size]) for i in range(self.players)]
        self.draw = cards[self.players * size:]
        self.piles: list[list[int]] = [[] for _ in range(self.players)]
        self.point: list[int] = []
        self.top: int | None = None
        self.starter = starter
        self.turn = starter
        self.last_taker: int | None = None
        self.scoring = False
        self.signing: list[int] = []
        self.held: list[RoundCards] = []
        self.round_points: list[int] = []
        if self.record:
            self.events.append({
                "type": "deal", "round": self.round, "starter": starter,
                "hands": [[format_card(v) for v in h] for h in self.hands],
                "draw_pile": [format_card(v) for v in self.draw],
                "penguins": list(self.penguins), "centre": self.centre})

    def _next(self, seat: int) -> int:
        """The seat left of `seat` (the next in seat order)."""
        return seat % self.players + 1

    def _play(self, seat: int, action: PlayAction) -> None:
        i = seat - 1
        hand = self.hands[i]
        play = action.play
        held = tuple(hand)
        if play not in legal_plays_of(self.top, held, self.penguins[i] > 0):
            verdict = check(Position(self.top, held, self.penguins[i]), play)
            if verdict.rule is None:
                raise ValueError(f"the checker names no rule that {play} breaks")
            raise IllegalMove(verdict.said or WORDS.said("not_legal_here", play=str(play)),
                              verdict.rule)
        goes_out = len(play.cards) == len(hand)
        if action.draw and goes_out:
            raise IllegalMove(WORDS.said("no_draw_out", play=str(play)), "G7.5")
        if action.draw and not self.draw:
            raise IllegalMove(WORDS.said("draw_pile_empty"), "G7.5")
        top = self.top
        self.moves += 1
        for card in play.cards:
            hand.remove(card)
        self.point.extend(play.cards)
        self.top = play.value
        if play.uses_penguin:
            self.penguins[i] -= 1
            self.centre += 1  # G3.5: the penguin goes to the centre
        drawn = None
        if action.draw:
            drawn = self._take(seat)
            _insert(hand, drawn)
        if self.record:
            self.events.append({
                "seat": seat, "action": str(action), "type": "play", "value": play.value,
                "rule": rule_used(top, play), "drawn": None if drawn is None else format_card(drawn),
                "went_out": goes_out})
        if goes_out:
            self._end_round(seat, WENT_OUT)  # G5.1
        else:
            self.turn = self._next(seat)

    def _take(self, seat: int) -> int:
        """The front card of the draw pile, noting who took its last card (G5.2)."""
        card = self.draw.pop(0)
        if not self.draw:
            self.last_taker = seat
        return card

    def _collect(self, seat: int) -> None:
        """G4.2, G7.4: draw back to the initial hand size first (the round ends when a card is
        needed and the draw pile is empty), then take the point pile and the centre's
        penguins; the next player starts a new, empty pile."""
        i = seat - 1
        hand = self.hands[i]
        self.moves += 1
        forced = self.record and not legal_plays_of(self.top, tuple(hand), self.penguins[i] > 0)
        drawn: list[int] = []
        while len(hand) < self.size and self.draw:
            card = self._take(seat)
            drawn.append(card)
            _insert(hand, card)
        ends = len(hand) < self.size
        took, penguins = ([], 0) if ends else (self.point, self.centre)
        if self.record:
            self.events.append({
                "seat": seat, "action": "collect", "type": "collect", "forced": forced,
                "drawn": [format_card(v) for v in drawn], "took": [format_card(v) for v in took],
                "penguins": penguins, "round_ends": ends})
        if ends:
            self._end_round(seat, PILE_EMPTY)  # G5.1, G7.4: the pile stays on the table
            return
        self.piles[i].extend(took)
        self.penguins[i] += penguins
        self.centre = 0
        self.point = []
        self.top = None
        self.turn = self._next(seat)

    def _end_round(self, by: int, how: str) -> None:
        """G5.1: the cards counted face up; the seats with a sign to choose sign in seat order
        from the round's starter (G6.5); the next starter by G5.2."""
        self.scoring = True
        self.ends.append(how)
        self.held = [RoundCards(tuple(h), tuple(p)) for h, p in zip(self.hands, self.piles)]
        before = by if how == WENT_OUT else self.last_taker
        if before is None:
            raise ValueError("the draw pile ran out with nobody taking its last card")
        self.next_starter = self._next(before)  # G5.2
        order = [(self.starter - 1 + k) % self.players + 1 for k in range(self.players)]
        self.signing = [seat for seat in order
                        if has_choice(self.held[seat - 1], self._penguins_counted(seat - 1))]
        self.round_points = [0] * self.players
        for seat in order:
            if seat not in self.signing:
                self._score_seat(seat, NO_SIGNS)
        if self.record:
            self.events.append({
                "type": "round_end", "round": self.round, "by": by, "how": how,
                "last_card": self.last_taker, "next_starter":
                    self.next_starter if self.round < ROUNDS else None,
                "held": [cards.to_json() for cards in self.held],
                "penguins": list(self.penguins), "centre": self.centre,
                "to_sign": list(self.signing)})
        if not self.signing:
            self._scored()

    def _penguins_counted(self, i: int) -> int:
        """Penguins a seat signs with this round's signs: in the last round only (G6.3)."""
        return self.penguins[i] if self.round == ROUNDS else 0

    def _sign(self, seat: int, signs: RoundSigns) -> None:
        i = seat - 1
        cards = self.held[i]
        penguins = self._penguins_counted(i)
        if cards.bonus and signs.bonus is None:
            raise IllegalMove(WORDS.said("bonus_needs_sign", bonus=cards.bonus,
                                         how=WORDS.said(cards.how_key)), "G6.2")
        if not cards.bonus and signs.bonus is not None:
            raise IllegalMove(WORDS.said("no_bonus", how=WORDS.said(cards.how_key)), "G6.2")
        if signs.neutral_plus + signs.neutral_minus != cards.neutral:
            raise IllegalMove(WORDS.said("neutral_signs", seat=seat, held=cards.neutral,
                                         given=signs.neutral_plus + signs.neutral_minus), "G6.1")
        if signs.penguin_plus + signs.penguin_minus != penguins:
            if self.round < ROUNDS:
                raise IllegalMove(WORDS.said("penguins_last_round"), "G6.3")
            raise IllegalMove(WORDS.said("penguin_signs", seat=seat, held=penguins,
                                         given=signs.penguin_plus + signs.penguin_minus), "G6.3")
        points = self._score_seat(seat, signs)
        self.signing.pop(0)
        if self.record:
            self.events.append({"seat": seat, "action": action_text(signs), "type": "signs",
                                "round": self.round, "points": points,
                                "total": self.totals[i]})
        if not self.signing:
            self._scored()

    def _score_seat(self, seat: int, signs: RoundSigns) -> int:
        points, cold = round_points(self.held[seat - 1], signs)
        self.round_points[seat - 1] = points
        self.totals[seat - 1] += points
        self.cold[seat - 1] += cold
        return points

    def _scored(self) -> None:
        """Every seat has signed: the round is scored; the next is dealt, or the game ends."""
        self.points.append(self.round_points)
        self.scoring = False
        last = self.round == ROUNDS
        if self.record:
            self.events.append({"type": "scored", "round": self.round,
                                "points": list(self.round_points), "totals": list(self.totals),
                                "cold_points": list(self.cold)})
        if not last:
            self._deal(self.next_starter)
            return
        self.finished = True
        if self.record:
            order = ranks(self.totals, self.cold)
            self.events.append({"type": "end", "totals": list(self.totals),
                                "cold_points": list(self.cold), "ranks": list(order),
                                "won_at_zero": self._won_at_zero(order)})

    def _won_at_zero(self, order: tuple[int, ...]) -> bool:
        """Whether the game was won at exactly 0 (G6.4)."""
        return any(rank == 1 and total == 0 for rank, total in zip(order, self.totals))


def _insert(hand: list[int], card: int) -> None:
    """A card into a sorted hand, kept sorted."""
    k = 0
    while k < len(hand) and hand[k] < card:
        k += 1
    hand.insert(k, card)


def start(deck: Deck, players: int, seed: int, options: Any = None,
          record: bool = True) -> GrausoGame:
    """A new game of `players` dealt from `seed` (PlayFace.start); InputError if the deck cannot
    serve that many players (check_table)."""
    return GrausoGame(deck, players, seed, record)
