"""Whole games of Grauso (rules G1.2, G1.3, G4, G5, G6): the state machine of a round, the game
of four rounds between bots, and its JSON log.

Every change of state goes through `Table`: a play is judged by the checker (check.py, the
rules code the legal-move generator shares) before it is applied, a collect follows G4.2, and
the round ends as G5.1 says. The replay (replay.py) feeds a log's moves through the same
`Table`, so a log is confirmed by the very code that made it, move by move.

Where the rules are silent the engine chooses, and says so by these numbers:
  E1  Seat 0 starts the first round (the sheet's "most unlucky" player); later rounds follow
      G5.2. `simulate` rotates the bots over the seats from game to game.
  E2  Each round the whole deck is shuffled and dealt again, in seat order, G1.3's hand size
      each; the rest is the draw pile, drawn from its front.
  E3  Penguins are handed out once, one per player, at the start of the game (G1.2); those
      held and those in the centre stay where they are from one round to the next.
  E4  A collect (G4.2) draws first; when the player must draw and the draw pile is empty the
      round ends at once (G5.1): cards already drawn are kept, and the point pile and the
      centre's penguins stay on the table (they count for nobody). A player whose hand is
      already full draws nothing and collects.
  E5  The optional draw after a play (G4.1) is not possible from an empty draw pile, nor after
      going out (the round has ended, G5.1).
  E6  At the end of the game each player's signs are the scoring helper's choice (G6.5):
      exactly 0 if possible, else the farthest from 0, then the most cold points.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.check import check
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.legal import legal_plays, remove_cards
from deckmath.solvers.grauso.model import Play, Position, format_card
from deckmath.solvers.grauso.score import ROUNDS, RoundCards, Score, best_score, winners

PLAYERS_MIN, PLAYERS_MAX = 3, 6
"""Grauso is for 3 to 6 players (the sheet's box)."""

def move_bound(cards: int) -> int:
    """Most moves a round between the bots can take: every play puts a card of a hand on the
    point pile and hands are only refilled from the draw pile, so there are at most `cards`
    plays; a collect either draws (at most `cards` of those) or draws nothing, and two of those
    never follow each other when the bots collect only when they must (after one, the pile is
    empty and a full hand always has a play on it). A round past this bound is a bug."""
    return 4 * cards + 1

LOG_VERSION = 1


def hand_size(players: int) -> int:
    """G1.3: 7 cards each with 3-4 players, 5 with 5-6."""
    return 7 if players <= 4 else 5


class IllegalMove(Exception):
    """A move the rules do not allow here: `reason` is a checker reason code (legal.REASONS)
    or one of the engine's (`not-your-turn`, `round-over`, `draw-pile-empty`,
    `draw-after-going-out`)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


@dataclass
class Seat:
    """A player's cards during a round: hand, collected pile (G4.2), penguins held (G1.2)."""

    hand: list[int]
    pile: list[int] = field(default_factory=list)
    penguins: int = 1


@dataclass
class Table:
    """One round in progress (G2, G4, G5): the seats, the draw pile (drawn from its front, E2),
    the point pile and its top, the penguins in the centre, whose turn it is, and what each
    player held at the end of the earlier rounds (for bots that steer their score, G6)."""

    seats: list[Seat]
    draw: list[int]
    size: int
    turn: int
    centre: int = 0
    earlier: tuple[tuple[RoundCards, ...], ...] = ()
    point: list[int] = field(default_factory=list)
    top: int | None = None
    ended_by: int | None = None
    how: str | None = None
    moves: int = 0

    @property
    def over(self) -> bool:
        return self.ended_by is not None

    def position(self, player: int) -> Position:
        seat = self.seats[player]
        return Position(self.top, tuple(seat.hand), seat.penguins)

    def legal_plays(self, player: int) -> list[Play]:
        """The player's legal plays now (the legal-move generator)."""
        return legal_plays(self.position(player))

    def _turn_of(self, player: int) -> None:
        if self.over:
            raise IllegalMove("round-over", f"the round has ended (G5.1); player {player} cannot move")
        if player != self.turn:
            raise IllegalMove("not-your-turn", f"it is player {self.turn}'s turn, not player {player}'s")
        self.moves += 1

    def play(self, player: int, play: Play, draw: bool) -> dict:
        """A play (G3), checked by the checker, then the optional draw (G4.1, E5). Returns the
        log entry."""
        self._turn_of(player)
        seat = self.seats[player]
        verdict = check(self.position(player), play)
        if not verdict.valid:
            raise IllegalMove(verdict.reason, verdict.detail)
        if draw and verdict.goes_out:
            raise IllegalMove("draw-after-going-out", "going out ends the round at once (G5.1, E5)")
        if draw and not self.draw:
            raise IllegalMove("draw-pile-empty", "there is no card to draw (G4.1, E5)")
        seat.hand = list(remove_cards(tuple(seat.hand), play))
        self.point.extend(play.cards)
        self.top = play.value
        if play.uses_penguin:
            seat.penguins -= 1
            self.centre += 1  # G3.5: the penguin goes to the centre
        drawn = None
        if verdict.goes_out:
            self.ended_by, self.how = player, "went-out"  # G5.1
        elif draw:
            drawn = self.draw.pop(0)
            seat.hand.append(drawn)
        self.turn = (player + 1) % len(self.seats)
        return {"player": player, "play": str(play), "draw": draw,
                "drawn": None if drawn is None else format_card(drawn)}

    def collect(self, player: int) -> dict:
        """G4.2: draw back to the initial hand size, take the point pile and the centre's
        penguins; the next player starts a new, empty pile. E4 when the draw pile runs out."""
        self._turn_of(player)
        seat = self.seats[player]
        forced = not self.legal_plays(player)
        drawn: list[int] = []
        while len(seat.hand) < self.size:
            if not self.draw:
                self.ended_by, self.how = player, "draw-pile-empty"  # G5.1, E4
                return {"player": player, "collect": True, "forced": forced,
                        "drawn": [format_card(v) for v in drawn], "took": [], "penguins": 0}
            card = self.draw.pop(0)
            drawn.append(card)
            seat.hand.append(card)
        took = list(self.point)
        seat.pile.extend(took)
        penguins, self.centre = self.centre, 0
        seat.penguins += penguins
        self.point, self.top = [], None
        self.turn = (player + 1) % len(self.seats)
        return {"player": player, "collect": True, "forced": forced,
                "drawn": [format_card(v) for v in drawn], "took": [format_card(v) for v in took],
                "penguins": penguins}

    def held(self) -> list[RoundCards]:
        """What each player holds at the end of the round, for scoring (G6.1, G6.2)."""
        return [RoundCards(tuple(s.hand), tuple(s.pile)) for s in self.seats]


def check_table(deck: Deck, players: int) -> None:
    """A game can be dealt: 3 to 6 players, a penguin each (G1.2), a hand each (G1.3)."""
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"{players} players: Grauso is played by {PLAYERS_MIN} to {PLAYERS_MAX}")
    if deck.penguins < players:
        raise InputError(f"deck {deck.name} has {deck.penguins} penguins: {players} players need "
                         "one each (G1.2)")
    size = hand_size(players)
    if len(deck.cards) < players * size:
        raise InputError(f"deck {deck.name} has {len(deck.cards)} cards: {players} hands of "
                         f"{size} need more (G1.3)")


def deal(deck: Deck, players: int, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """E2: the shuffled deck dealt in seat order, G1.3's hand size each; the rest is the draw pile."""
    size = hand_size(players)
    cards = list(deck.cards)
    rng.shuffle(cards)
    return [cards[i * size:(i + 1) * size] for i in range(players)], cards[players * size:]


@dataclass(frozen=True)
class Action:
    """A bot's decision: a play and whether to draw after it (G4.1), or a collect (G4.2)."""

    play: Play | None
    draw: bool = False

    @classmethod
    def collect(cls) -> Action:
        return cls(None)


@dataclass
class GameResult:
    """A finished game: its log (a JSON object) and the scores of the players by seat."""

    log: dict
    scores: list[Score]
    winners: list[int]
    round_moves: list[int]


def play_game(deck: Deck, bots: list, seed: int) -> GameResult:
    """A game of four rounds (G5.2) between `bots` (one per seat, 3-6), reproducible from
    `seed`: the deals and the bots' random choices come from two streams seeded by it."""
    players = len(bots)
    check_table(deck, players)
    deal_rng = random.Random(f"grauso-deal:{seed}")
    bot_rng = random.Random(f"grauso-bots:{seed}")
    size = hand_size(players)
    penguins = [1] * players  # G1.2, E3
    centre = 0  # the markers beyond one per player stay in the box
    starter = 0  # E1
    rounds: list[dict] = []
    held: list[list[RoundCards]] = []
    round_moves: list[int] = []
    for number in range(1, ROUNDS + 1):
        hands, draw = deal(deck, players, deal_rng)
        record = {"round": number, "starter": starter, "penguins": list(penguins), "centre": centre,
                  "hands": [[format_card(v) for v in h] for h in hands],
                  "draw_pile": [format_card(v) for v in draw], "moves": []}
        table = Table([Seat(list(h), [], p) for h, p in zip(hands, penguins)], list(draw), size,
                      starter, centre, tuple(tuple(h) for h in held))
        while not table.over:
            if table.moves > move_bound(len(deck.cards)):
                raise RuntimeError("a Grauso round between bots did not end: a bug")
            player = table.turn
            action = bots[player].choose(table, player, bot_rng)
            if action.play is None:
                record["moves"].append(table.collect(player))
            else:
                record["moves"].append(table.play(player, action.play, action.draw))
        record["end"] = {"by": table.ended_by, "how": table.how}
        record["held"] = [r.to_json() for r in table.held()]
        rounds.append(record)
        held.append(table.held())
        round_moves.append(len(record["moves"]))
        penguins = [s.penguins for s in table.seats]
        centre = table.centre
        starter = (table.ended_by + 1) % players  # G5.2
    scores = [best_score(tuple(h[p] for h in held), penguins[p]) for p in range(players)]
    won = winners(scores)
    log = {
        "game": "grauso", "log_version": LOG_VERSION, "seed": seed,
        "deck": {"name": deck.name, "cards": [format_card(v) for v in deck.cards],
                 "penguins": deck.penguins},
        "bots": [bot.name for bot in bots], "hand_size": size, "rounds": rounds,
        "penguins_at_end": penguins,
        "scores": [score_json(s) for s in scores], "winners": won,
        "won_at_zero": any(scores[w].total == 0 for w in won),
    }
    return GameResult(log, scores, won, round_moves)


def score_json(score: Score) -> dict:
    """A player's score in the log: the choice (so that replay can re-add it) and the totals."""
    c = score.choice
    return {"total": score.total, "cold_points": score.cold_points,
            "round_points": list(score.round_points), "bonus_signs": list(c.bonus_signs),
            "neutral_plus": list(c.neutral_plus), "penguins_plus": c.penguin_plus}
