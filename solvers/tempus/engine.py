"""Whole games of Professor Tempus (P1-P5), seeded, with a JSON log that replays.

The engine holds what a position does not: the draw pile, the score piles, the first player of
the round and, with 5 players, the hourglasses counted when the pile first ran out (P5.3). Every
move is checked (rules.move_reason) and played (rules.apply_move) by the rules code; a player
is anything that picks a move from what it may see (bots.py, or the moves of a log).

Our reading of what the rules leave open, by number:
- P2.1: the pile's top card is dealt first, player 1 taking the first 7 (or 6) cards, then
  player 2, ...; player 1 starts the first round.
- P3.4: a buried card goes under the draw pile, so it is drawn last.
- P4.2: players draw in turn order from the next round's first player (P4.3), 5 cards each with
  2 players and 4 otherwise.
- P5.1: if the pile cannot give every player their cards, nobody draws and the game ends.
- P5.3: with 5 players, at the first such end every player's hourglasses are counted and kept,
  then all 63 cards (hands, score piles and pile) are shuffled and dealt as at the start (P2.1),
  the next round being started by the player left of the last first player (P4.3); the game ends
  at the second such end, each player scoring both counts.
- P5.2: the player with the most hourglasses wins; equal first places are a shared win.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field as key_of
from deckmath.solvers.notation import parse_int
from deckmath.solvers.tempus.deck import Deck
from deckmath.solvers.tempus.model import (
    ALL_CARDS, DECK_SIZE, HOLDERS, PLAYERS_MAX, PLAYERS_MIN, Card, Move, Position, deal_size,
    parse_card, parse_move,
)
from deckmath.solvers.tempus.rules import apply_move, move_reason

LOG_VERSION = 1


def draw_size(players: int) -> int:
    """Cards each player draws at the end of a round: 5 with 2 players, 4 otherwise (P4.2)."""
    return 5 if players == 2 else 4


def shuffles_needed(players: int) -> int:
    """Shuffles of the whole deck in a game: one, and a second with 5 players (P5.3)."""
    return 2 if players == 5 else 1


@dataclass
class Table:
    """Everything on the table during a game (P1-P5); `position` is the round in play."""

    deck: Deck
    players: int
    position: Position
    pile: list[Card]
    piles: list[list[Card]]
    banked: list[int]
    first: int
    round: int = 1
    phase: int = 1
    buried: list[list[Card]] = field(default_factory=list)

    def hourglasses(self) -> list[int]:
        """Each player's hourglasses so far: score piles plus what P5.3 counted (P5.2)."""
        return [self.banked[p] + sum(self.deck.of(c) for c in self.piles[p])
                for p in range(self.players)]

    def unseen_by(self, player: int) -> list[Card]:
        """Cards `player` (1-based) cannot see: the other hands and the draw pile, less the
        cards they buried themselves (P3.4) since the last shuffle."""
        seen = set(self.position.hands[player - 1])
        seen.update(c for s in self.position.holders if s is not None for c in s.cards)
        seen.update(c for pile in self.piles for c in pile)
        seen.update(self.buried[player - 1])
        return [c for c in ALL_CARDS if c not in seen]


Chooser = Callable[[Table], Move]
"""A player: picks the move of the player to move, seeing the table (bots look only at what
their player may see, Table.unseen_by)."""


def deal(order: list[Card], players: int, first: int) -> tuple[Position, list[Card]]:
    """Deal from a shuffled deck (P2.1): the round's position and the draw pile (top first)."""
    size = deal_size(players)
    hands = tuple(tuple(sorted(order[i * size:(i + 1) * size])) for i in range(players))
    return Position(players, first, hands, (None,) * HOLDERS), list(order[players * size:])


def new_table(deck: Deck, players: int, order: list[Card]) -> Table:
    position, pile = deal(order, players, 1)
    return Table(deck, players, position, pile, [[] for _ in range(players)], [0] * players, 1,
                 buried=[[] for _ in range(players)])


def play_turn(table: Table, move: Move) -> None:
    """One move through the rules code (P3): checked, then played; a buried card goes under
    the draw pile (P3.4). An illegal move raises IllegalMove."""
    reason = move_reason(table.position, move)
    if reason is not None:
        raise IllegalMove(table.position.to_move, move, reason)
    if move.kind == "bury":
        table.pile.append(move.card)
        table.buried[table.position.to_move - 1].append(move.card)
    table.position = apply_move(table.position, move)


class IllegalMove(Exception):
    """A player chose a move the rules refuse."""

    def __init__(self, player: int, move: Move, reason: str) -> None:
        super().__init__(f"player {player}: {move} is illegal ({reason})")
        self.player, self.move, self.reason = player, move, reason


def end_round(table: Table, reshuffle: Callable[[], list[Card]]) -> bool:
    """P4.2 then P4.3/P5: series go to their owners' score piles, players draw, and the next
    round is set up. Returns False when the game is over (P5.1, P5.3)."""
    p = table.position
    for s in p.holders:
        if s is not None:
            table.piles[s.owner - 1].extend(s.cards)
    n = table.players
    first = table.first % n + 1
    need = draw_size(n)
    table.round += 1
    table.first = first
    if len(table.pile) >= n * need:
        hands = [list(h) for h in p.hands]
        for k in range(n):
            who = (first - 1 + k) % n
            hands[who] += table.pile[:need]
            del table.pile[:need]
        table.position = Position(n, first, tuple(tuple(sorted(h)) for h in hands),
                                  (None,) * HOLDERS)
        return True
    if table.phase < shuffles_needed(n):
        table.banked = table.hourglasses()
        table.piles = [[] for _ in range(n)]
        table.buried = [[] for _ in range(n)]
        table.phase += 1
        table.position, table.pile = deal(reshuffle(), n, first)
        return True
    table.position = Position.trusted(n, first, p.hands, (None,) * HOLDERS)
    return False


@dataclass(frozen=True)
class GameResult:
    """A finished game: hourglasses per player (P5.2), the winners (1-based, several on a
    tie), and the log that replays it."""

    hourglasses: tuple[int, ...]
    winners: tuple[int, ...]
    log: dict

    def to_json(self) -> dict:
        return {"seed": self.log["seed"], "players": self.log["players"],
                "bots": self.log["bots"], "rounds": self.log["rounds"],
                "moves": len(self.log["moves"]), "hourglasses": list(self.hourglasses),
                "winners": list(self.winners)}

    def to_text(self) -> str:
        log = self.log
        lines = [f"{log['players']} players, seed {log['seed']}, deck {log['deck']['name']}: "
                 f"{log['rounds']} rounds, {len(log['moves'])} moves"]
        for p, (bot, h) in enumerate(zip(log["bots"], self.hourglasses), start=1):
            mark = "  winner" if p in self.winners else ""
            lines.append(f"  player {p} ({bot}): {h} hourglasses{mark}")
        return "\n".join(lines)


def run(deck: Deck, players: int, shuffles: Callable[[], list[Card]],
        choose: Callable[[Table], Move], on_move: Callable[[Table, Move], None] | None = None,
        ) -> Table:
    """Play a whole game (P1-P5): `shuffles()` gives each shuffled deck in turn (P2.1, P5.3),
    `choose(table)` the move of the player to move."""
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"{players} players: Professor Tempus is played by 2 to 5 (P2.1)")
    table = new_table(deck, players, shuffles())
    while True:
        while not table.position.over:
            move = choose(table)
            if on_move:
                on_move(table, move)
            play_turn(table, move)
        if not end_round(table, shuffles):
            return table


def winners(hourglasses: list[int]) -> tuple[int, ...]:
    """Players (1-based) with the most hourglasses (P5.2)."""
    top = max(hourglasses)
    return tuple(p for p, h in enumerate(hourglasses, start=1) if h == top)


def play(deck: Deck, players: int, bots: list[str], seed: int,
         make_bot: Callable[[str, random.Random], Chooser]) -> GameResult:
    """One seeded game: bots[p] plays seat p + 1. The deck is shuffled with random.Random(seed);
    the bots draw from their own seeded generator."""
    if len(bots) != players:
        raise InputError(f"{len(bots)} bots for {players} players")
    shuffle_rng = random.Random(seed)
    bot_rng = random.Random(f"tempus-bots-{seed}")
    seats = [make_bot(name, bot_rng) for name in bots]
    orders: list[list[str]] = []
    moves: list[dict] = []

    def shuffles() -> list[Card]:
        order = list(ALL_CARDS)
        shuffle_rng.shuffle(order)
        orders.append([str(c) for c in order])
        return order

    def record(table: Table, move: Move) -> None:
        moves.append({"round": table.round, "player": table.position.to_move, "move": str(move)})

    table = run(deck, players, shuffles, lambda t: seats[t.position.to_move - 1](t), record)
    scores = table.hourglasses()
    log = {
        "game": "tempus", "version": LOG_VERSION, "seed": seed, "players": players,
        "bots": list(bots),
        "deck": {"name": deck.name, "hourglasses": {str(c): deck.of(c) for c in ALL_CARDS}},
        "shuffles": orders, "rounds": table.round - 1, "moves": moves,
        "hourglasses": scores, "winners": list(winners(scores)),
    }
    return GameResult(tuple(scores), winners(scores), log)


@dataclass(frozen=True)
class Replay:
    """A log replayed: every move re-checked by the rules (P3) and the result recomputed."""

    moves: int
    valid: bool
    problem: str | None
    hourglasses: tuple[int, ...] | None

    def to_json(self) -> dict:
        return {"valid": self.valid, "moves": self.moves, "problem": self.problem,
                "hourglasses": None if self.hourglasses is None else list(self.hourglasses)}

    def to_text(self) -> str:
        if not self.valid:
            return f"invalid: {self.problem}"
        return (f"valid: {self.moves} moves replayed, every one legal; hourglasses "
                f"{' '.join(map(str, self.hourglasses))} as the log says")


def _log_deck(log: Mapping[str, Any]) -> Deck:
    data = key_of(log, "deck")
    table = key_of(data, "hourglasses") if isinstance(data, Mapping) else None
    if not isinstance(table, Mapping):
        raise InputError("log: \"deck\" must hold a \"name\" and an \"hourglasses\" table")
    counts = {}
    for token, count in table.items():
        card = parse_card(token)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 3:
            raise InputError(f"log: hourglasses of {token} must be 0..3 (P1.1)")
        counts[card.index] = count
    if len(counts) != DECK_SIZE:
        raise InputError(f"log: the deck gives {len(counts)} cards, not {DECK_SIZE} (P1.1)")
    return Deck(str(data.get("name", "log deck")), tuple(counts[i] for i in range(DECK_SIZE)))


def _log_order(order: object, number: int) -> list[Card]:
    if not isinstance(order, list) or len(order) != DECK_SIZE:
        raise InputError(f"log: shuffle {number} must list the {DECK_SIZE} cards")
    cards = [parse_card(c) for c in order]
    if len(set(cards)) != DECK_SIZE:
        raise InputError(f"log: shuffle {number} lists a card twice")
    return cards


def replay(log: Mapping[str, Any]) -> Replay:
    """Replay a game log (`play`'s): deal the logged shuffles, re-check every move with the
    rules in order, and compare the hourglasses with the log's. Malformed logs are InputError."""
    if not isinstance(log, Mapping) or log.get("game") != "tempus":
        raise InputError('not a Tempus game log: expected a JSON object with "game": "tempus"')
    players = parse_int(key_of(log, "players"), "log: players")
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"log: players {players} is outside 2..5 (P2.1)")
    deck = _log_deck(log)
    orders = key_of(log, "shuffles")
    if not isinstance(orders, list) or not 1 <= len(orders) <= shuffles_needed(players):
        raise InputError(f"log: \"shuffles\" must list {shuffles_needed(players)} deck order(s)")
    decks = [_log_order(o, i) for i, o in enumerate(orders, start=1)]
    entries = key_of(log, "moves")
    if not isinstance(entries, list):
        raise InputError("log: \"moves\" must be a list")
    moves = []
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, Mapping):
            raise InputError(f"log: move {number} must be an object with \"player\" and \"move\"")
        moves.append((parse_int(key_of(entry, "player"), f"log: move {number} player"),
                      parse_move(key_of(entry, "move"))))
    claimed = key_of(log, "hourglasses")
    step = 0

    def shuffles() -> list[Card]:
        if not decks:
            raise _Stop(f"the game needs shuffle {len(orders) + 1}, the log has {len(orders)}")
        return decks.pop(0)

    def choose(table: Table) -> Move:
        nonlocal step
        if step == len(moves):
            raise _Stop(f"the log ends after move {step}, before the game does")
        player, move = moves[step]
        step += 1
        if player != table.position.to_move:
            raise _Stop(f"move {step}: the log says player {player}, but player "
                        f"{table.position.to_move} is to move")
        return move

    try:
        table = run(deck, players, shuffles, choose)
    except IllegalMove as err:
        return Replay(step, False, f"move {step} ({err.move}, player {err.player}): "
                                   f"{err.reason}", None)
    except _Stop as err:
        return Replay(step, False, str(err), None)
    scores = tuple(table.hourglasses())
    if step != len(moves):
        return Replay(step, False, f"the game ends after move {step}, the log has {len(moves)}",
                      scores)
    if decks:
        return Replay(step, False, "the log has more shuffles than the game used", scores)
    if claimed != list(scores):
        return Replay(step, False, f"the log says hourglasses {claimed}, the replay gives "
                                   f"{list(scores)}", scores)
    return Replay(step, True, None, scores)


class _Stop(Exception):
    """The log and the game disagree."""
