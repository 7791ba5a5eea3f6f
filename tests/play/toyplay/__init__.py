"""Rise, a toy game written for the tests of the play face (rules X1-X3): nothing outside this
package names it, and it gets deal, play, simulate and replay from its face alone.

X1 A deck of cards 1..12; each player is dealt 3 cards, hidden; the rest is the draw pile.
X2 In turn each player plays a card higher than the top card, and draws one from the pile if
   it has one (X2.1); a player with no higher card passes (X2.2): passing with a higher card
   is illegal. When every other player has passed since the last card, its player takes the
   trick, 1 point, and leads from an empty top (X2.3).
X3 The game ends when every hand is empty; most points first, equal points share a rank.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import BotKind, Game, IllegalMove, Outcome, PlayFace
from deckmath.solvers.notation import parse_int

PASS = "pass"


@dataclass(frozen=True)
class Deck:
    name: str = "toy deck"
    cards: tuple[int, ...] = tuple(range(1, 13))

    def to_toml(self) -> str:
        return f'name = "{self.name}"\ncards = {list(self.cards)}\n'


def load_deck(path=None) -> Deck:
    if path is not None:
        raise InputError(f"the toy game has only its reference deck, not {path}")
    return Deck()


@dataclass(frozen=True)
class View:
    seat: int
    hand: tuple[int, ...]
    top: int
    points: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    pile: int


@dataclass
class Rise:
    players: int
    seed: int
    record: bool
    hands: list[list[int]]
    pile: list[int]
    turn: int = 1
    top: int = 0
    leader: int | None = None
    passes: int = 0
    points: list[int] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0

    @property
    def over(self) -> bool:
        return not any(self.hands)

    def to_move(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[int | str]:
        hand = self.hands[self.turn - 1]
        higher = sorted(c for c in set(hand) if c > self.top)
        return higher or [PASS]

    def parse_action(self, text: str) -> int | str:
        if text.strip().lower() == PASS:
            return PASS
        card = parse_int(text, "a card")
        if not 1 <= card <= 12:
            raise InputError(f"card {card} is not a card 1..12 (X1)")
        return card

    def action_text(self, action: int | str) -> str:
        return str(action)

    def apply(self, action: int | str) -> None:
        seat = self.turn
        hand = self.hands[seat - 1]
        higher = [c for c in hand if c > self.top]
        if action == PASS:
            if higher:
                raise IllegalMove(f"seat {seat} holds {max(higher)}, higher than {self.top}: "
                                  "passing is not allowed", "X2.2")
        elif action not in hand:
            raise IllegalMove(f"seat {seat} holds no {action}", "X2.1")
        elif action <= self.top:
            raise IllegalMove(f"{action} is not higher than the top {self.top}", "X2.1")
        self.moves += 1
        if action == PASS:
            self.passes += 1
            self._log({"seat": seat, "action": PASS, "type": "pass"})
        else:
            hand.remove(action)
            drawn = self.pile.pop(0) if self.pile else None
            if drawn is not None:
                hand.append(drawn)
            self.top, self.leader, self.passes = action, seat, 0
            self._log({"seat": seat, "action": str(action), "type": "play", "drawn": drawn})
        self.turn = seat % self.players + 1
        if self.leader is not None and self.passes >= self.players - 1 or (
                self.over and self.leader is not None):
            self.points[self.leader - 1] += 1
            self._log({"type": "trick", "seat": self.leader, "points": list(self.points)})
            self.turn, self.top, self.leader, self.passes = self.leader, 0, None, 0
        while not self.over and not self.hands[self.turn - 1]:
            self.turn = self.turn % self.players + 1
        if self.over:
            self._log({"type": "end", "points": list(self.points)})

    def _log(self, event: dict[str, Any]) -> None:
        if self.record:
            self.events.append(event)

    def view(self, seat: int) -> View:
        return View(seat, tuple(sorted(self.hands[seat - 1])), self.top, tuple(self.points),
                    tuple(len(h) for h in self.hands), len(self.pile))

    def clone(self) -> Rise:
        return replace(self, hands=[list(h) for h in self.hands], pile=list(self.pile),
                       points=list(self.points), events=list(self.events))

    def determinize(self, seat: int, rng: random.Random) -> Rise:
        world = self.clone()
        unseen = [c for s, h in enumerate(world.hands, start=1) if s != seat for c in h]
        unseen += world.pile
        unseen.sort()
        rng.shuffle(unseen)
        for s, hand in enumerate(world.hands, start=1):
            if s != seat:
                size = len(hand)
                world.hands[s - 1] = unseen[:size]
                del unseen[:size]
        world.pile = unseen
        return world

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        ranks = tuple(1 + sum(other > mine for other in self.points) for mine in self.points)
        return Outcome(tuple(self.points), ranks, {"tricks": sum(self.points)})

    def length(self) -> int:
        return self.moves

    def figures(self) -> dict[str, tuple[int, int]]:
        return {"all_tricks_to_one_seat": (int(max(self.points) == sum(self.points)), 1)}


def start(deck: Deck, players: int, seed: int, options, record: bool) -> Rise:
    cards = list(deck.cards)
    random.Random(seed).shuffle(cards)
    hands = [cards[3 * i:3 * i + 3] for i in range(players)]
    game = Rise(players, seed, record, hands, cards[3 * players:], points=[0] * players)
    game._log({"type": "deal", "hands": [sorted(h) for h in hands], "pile": list(game.pile)})
    return game


class LowBot:
    """Plays its lowest legal card (or caps it: the lowest above the top, at most `cap`)."""

    def __init__(self, cap: int | None, rng: random.Random, options) -> None:
        self.cap = cap

    def decide(self, view: View) -> int | str:
        higher = sorted(c for c in view.hand if c > view.top)
        if not higher:
            return PASS
        if self.cap is not None:
            within = [c for c in higher if c <= self.cap]
            return within[0] if within else higher[-1]
        return higher[0]


class RandomBot:
    def __init__(self, arg: int | None, rng: random.Random, options) -> None:
        self.rng = rng

    def decide(self, view: View) -> int | str:
        higher = sorted(set(c for c in view.hand if c > view.top))
        return self.rng.choice(higher) if higher else PASS


def describe(view: View, lang: str | None = None) -> str:
    """The view (the toy game speaks English whatever `lang`: the face's contract takes it)."""
    return (f"your hand {' '.join(map(str, view.hand)) or '(empty)'}; top {view.top}; "
            f"points {list(view.points)}")


def describe_event(event: dict[str, Any], seat: int, lang: str | None = None) -> str | None:
    if event["type"] == "play":
        drawn = event["drawn"] if event["seat"] == seat else "a card"
        return f"seat {event['seat']} plays {event['action']}" + (
            f" and draws {drawn}" if event["drawn"] is not None else "")
    if event["type"] == "pass":
        return f"seat {event['seat']} passes"
    if event["type"] == "trick":
        return f"seat {event['seat']} takes the trick (X2.3)"
    return None


PLAY = PlayFace(
    players=(2, 3), default_players=2, start=start,
    bots={"random": BotKind("random", "a random legal card", RandomBot),
          "low": BotKind("low", "its lowest legal card", LowBot),
          "cap": BotKind("cap", "the lowest legal card up to K", LowBot, (1, 12))},
    default_bots="low", playout_bot="low", rollout_bot="low", describe=describe,
    describe_event=describe_event,
    action_help="type a card of your hand higher than the top (X2.1), or pass (X2.2)",
    unit="moves", rules="X2, X3", event_rules={"play": "X2.1", "pass": "X2.2", "trick": "X2.3", "deal": "X1",
                               "end": "X3"},
)

GAME = Game(
    name="toyplay", title="Rise", rules="X", summary="a toy game of whole games (rules X1-X3)",
    load_deck=load_deck, random_position=lambda deck, rng: rng.choice(deck.cards),
    parse_position=lambda obj: obj["n"], format_position=lambda n: {"n": n},
    parse_answer=str, format_answer=str, solve=lambda n: None, solve_many=lambda ns: [],
    best_answer=lambda s: None, check=lambda p, a: None, play=PLAY,
)
