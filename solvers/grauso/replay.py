"""Replaying a game log (engine.py): every deal, move, round end, score and winner checked
again by the rules code, through the engine's own `Table`, and the first illegal thing reported.

A log that cannot be read (not JSON, keys missing, cards in bad notation) is bad input
(InputError); a log that reads but breaks a rule gives a `Problem` naming the round, the move
and the player. Besides the checker's reason codes (legal.REASONS) and the engine's
(engine.IllegalMove), a problem is one of: `bad-deal` (hands of the wrong size or cards not of
the deck, G1.3, E2), `wrong-starter` (G5.2, E1), `wrong-penguins` (G1.2, E3), `log-mismatch`
(the log's drawn or taken cards are not what the table gives), `round-not-ended` (moves stop
before the round ends, G5.1), `wrong-end`, `rounds` (a game is 4 rounds, G5.2), `bad-choice`,
`wrong-score` (G6), `wrong-winners` (G6.4).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from deckmath.solvers.decks import DECK_CARDS_MAX
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.engine import (
    PLAYERS_MAX, PLAYERS_MIN, IllegalMove, Seat, Table, hand_size, score_json,
)
from deckmath.solvers.grauso.model import format_card, parse_card, parse_play
from deckmath.solvers.grauso.score import ROUNDS, Choice, RoundCards, score_with, winners
from deckmath.solvers.notation import field, parse_int, show

FILE_MAX = 256 * 1024 * 1024
"""Largest log file read (a game's log is tens of kilobytes)."""


@dataclass(frozen=True)
class Problem:
    """The first illegal thing in a game: where (round, move, player; None when not a move) and
    why (a reason code and a sentence)."""

    round: int | None
    move: int | None
    player: int | None
    reason: str
    detail: str

    def to_json(self) -> dict:
        return {"round": self.round, "move": self.move, "player": self.player,
                "reason": self.reason, "detail": self.detail}

    def where(self) -> str:
        parts = []
        if self.round is not None:
            parts.append(f"round {self.round}")
        if self.move is not None:
            parts.append(f"move {self.move}")
        if self.player is not None:
            parts.append(f"player {self.player}")
        return ", ".join(parts) or "scores"


@dataclass(frozen=True)
class Report:
    """One game replayed: confirmed (problem None) or its first problem."""

    game: int
    seed: Any
    rounds: int
    moves: int
    winners: list[int]
    totals: list[int]
    problem: Problem | None

    @property
    def valid(self) -> bool:
        return self.problem is None

    def to_json(self) -> dict:
        return {"game": self.game, "seed": self.seed, "valid": self.valid,
                "rounds": self.rounds, "moves": self.moves, "winners": self.winners,
                "totals": self.totals, "problem": None if self.problem is None else self.problem.to_json()}

    def to_text(self) -> str:
        head = f"game {self.game} (seed {self.seed})"
        if self.problem is not None:
            p = self.problem
            return f"{head}: illegal at {p.where()}: {p.reason} ({p.detail})"
        won = ", ".join(f"player {w} ({format_card(self.totals[w])})" for w in self.winners)
        return f"{head}: confirmed: {self.rounds} rounds, {self.moves} moves; winners: {won}"


class _Found(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem


def _problem(reason: str, detail: str, round_: int | None = None, move: int | None = None,
             player: int | None = None) -> None:
    raise _Found(Problem(round_, move, player, reason, detail))


def _list(obj: Mapping, key: str, where: str) -> list:
    value = field(obj, key)
    if not isinstance(value, list):
        raise InputError(f"{where}: {key!r} must be a list")
    return value


def _cards(values: object, where: str) -> list[int]:
    if not isinstance(values, list) or not all(isinstance(v, (str, int)) and not isinstance(v, bool)
                                               for v in values):
        raise InputError(f"{where}: expected a list of cards")
    try:
        return [parse_card(str(v)) for v in values]
    except InputError as err:
        raise InputError(f"{where}: {err}") from None


def replay_game(log: Mapping[str, Any], number: int = 1) -> Report:
    """Check one game's log (G1-G6, E1-E6) and report the first problem, if any."""
    if not isinstance(log, Mapping):
        raise InputError(f"game {number}: a game log is a JSON object")
    where = f"game {number}"
    deck = field(log, "deck")
    if not isinstance(deck, Mapping):
        raise InputError(f"{where}: 'deck' must be an object with 'cards' and 'penguins'")
    deck_cards = _cards(field(deck, "cards"), f"{where}, deck")
    if len(deck_cards) > DECK_CARDS_MAX:
        raise InputError(f"{where}: a deck of {len(deck_cards)} cards; at most {DECK_CARDS_MAX}")
    deck_penguins = parse_int(field(deck, "penguins"), f"{where}, deck penguins")
    bots = _list(log, "bots", where)
    players = len(bots)
    rounds = _list(log, "rounds", where)
    moves = 0
    try:
        if not PLAYERS_MIN <= players <= PLAYERS_MAX:
            _problem("players", f"{players} players: Grauso is played by 3 to 6")
        if deck_penguins < players:
            _problem("wrong-penguins", f"{deck_penguins} penguins for {players} players (G1.2)")
        size = hand_size(players)
        if field(log, "hand_size") != size:
            _problem("bad-deal", f"hand size {show(field(log, 'hand_size'))}; G1.3 says {size}")
        penguins = [1] * players  # G1.2, E3
        centre = 0
        starter = 0  # E1
        held: list[list[RoundCards]] = []
        for index, record in enumerate(rounds, start=1):
            if not isinstance(record, Mapping):
                raise InputError(f"{where}, round {index}: a round is a JSON object")
            table, count = _replay_round(record, index, where, players, size, deck_cards,
                                         starter, penguins, centre)
            moves += count
            held.append(table.held())
            penguins = [s.penguins for s in table.seats]
            centre = table.centre
            starter = (table.ended_by + 1) % players  # G5.2
        if len(rounds) != ROUNDS:
            _problem("rounds", f"the log has {len(rounds)} rounds; a game is {ROUNDS} (G5.2)")
        totals, won = _replay_scores(log, where, players, held, penguins)
    except _Found as found:
        return Report(number, log.get("seed"), len(rounds), moves, [], [], found.problem)
    return Report(number, log.get("seed"), len(rounds), moves, won, totals, None)


def _replay_round(record: Mapping, number: int, where: str, players: int, size: int,
                  deck_cards: list[int], starter: int, penguins: list[int], centre: int):
    here = f"{where}, round {number}"
    if field(record, "round") != number:
        _problem("rounds", f"round {show(field(record, 'round'))} where round {number} was due", number)
    if field(record, "starter") != starter:
        _problem("wrong-starter", f"player {show(field(record, 'starter'))} starts; G5.2 says player {starter}", number)
    if field(record, "penguins") != penguins or field(record, "centre") != centre:
        _problem("wrong-penguins", f"penguins {show(field(record, 'penguins'))} and centre "
                 f"{show(field(record, 'centre'))}; carried over: {penguins} and {centre} (E3)", number)
    hands = _list(record, "hands", here)
    if len(hands) != players:
        _problem("bad-deal", f"{len(hands)} hands for {players} players", number)
    hands = [_cards(h, f"{here}, hand {i}") for i, h in enumerate(hands)]
    draw = _cards(field(record, "draw_pile"), f"{here}, draw pile")
    for i, hand in enumerate(hands):
        if len(hand) != size:
            _problem("bad-deal", f"player {i} is dealt {len(hand)} cards; G1.3 says {size}", number)
    if Counter(v for h in hands for v in h) + Counter(draw) != Counter(deck_cards):
        _problem("bad-deal", "the hands and the draw pile are not the deck's cards (E2)", number)
    table = Table([Seat(list(h), [], p) for h, p in zip(hands, penguins)], list(draw), size,
                  starter, centre)
    logged = _list(record, "moves", here)
    for count, move in enumerate(logged, start=1):
        at = f"{here}, move {count}"
        if not isinstance(move, Mapping):
            raise InputError(f"{at}: a move is a JSON object")
        player = parse_int(field(move, "player"), f"{at}: player")
        try:
            if move.get("collect"):
                entry = table.collect(player)
            else:
                try:
                    play = parse_play(field(move, "play"))
                except InputError as err:
                    raise InputError(f"{at}: {err}") from None
                draw_flag = field(move, "draw", False)
                if not isinstance(draw_flag, bool):
                    raise InputError(f"{at}: 'draw' must be true or false")
                entry = table.play(player, play, draw_flag)
        except IllegalMove as illegal:
            _problem(illegal.reason, illegal.detail, number, count, player)
        differs = [k for k in entry if k != "play" and move.get(k) != entry[k]]
        if differs:
            shown = ", ".join(f"{k} {show(entry[k])}" for k in differs)
            _problem("log-mismatch", f"the table gives {shown}", number, count, player)
    if not table.over:
        _problem("round-not-ended", "the moves stop before anyone went out or the draw pile "
                 "ran out (G5.1)", number)
    end = {"by": table.ended_by, "how": table.how}
    if field(record, "end") != end:
        _problem("wrong-end", f"the log says {show(field(record, 'end'))}; the table ended {end}", number)
    return table, len(logged)


def _replay_scores(log: Mapping, where: str, players: int, held: list[list[RoundCards]],
                   penguins: list[int]) -> tuple[list[int], list[int]]:
    scores = _list(log, "scores", where)
    if len(scores) != players:
        _problem("wrong-score", f"{len(scores)} scores for {players} players")
    computed = []
    for player, logged in enumerate(scores):
        if not isinstance(logged, Mapping):
            raise InputError(f"{where}, score {player}: a score is a JSON object")
        rounds = tuple(h[player] for h in held)
        try:
            choice = Choice(tuple(field(logged, "bonus_signs")), tuple(field(logged, "neutral_plus")),
                            field(logged, "penguins_plus"))
            score = score_with(rounds, penguins[player], choice)
        except (InputError, TypeError) as err:
            _problem("bad-choice", str(err), player=player)
        if score_json(score) != dict(logged):
            _problem("wrong-score", f"the choice gives total {score.total} and cold points "
                     f"{score.cold_points}; the log says {show(logged.get('total'))} and "
                     f"{show(logged.get('cold_points'))}", player=player)
        computed.append(score)
    if field(log, "penguins_at_end") != penguins:
        _problem("wrong-penguins", f"penguins at the end {show(field(log, 'penguins_at_end'))}; "
                 f"the game leaves {penguins} (G6.3)")
    won = winners(computed)
    if field(log, "winners") != won:
        _problem("wrong-winners", f"the log names {show(field(log, 'winners'))}; G6.4 gives {won}")
    if field(log, "won_at_zero") != any(computed[w].total == 0 for w in won):
        _problem("wrong-winners", "'won_at_zero' does not match the winners' totals (G6.4)")
    return [s.total for s in computed], won


def read_logs(path: str) -> Iterator[dict]:
    """The games of a log file: one JSON object, or JSON Lines (one game a line)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(FILE_MAX + 1)
    except OSError as err:
        raise InputError(f"cannot read {path}: {err.strerror}") from None
    if len(data) > FILE_MAX:
        raise InputError(f"{path} is larger than {FILE_MAX // 2**20} MB")
    try:
        text = data.decode("utf-8-sig")  # a byte order mark (an editor's) is not content
    except UnicodeDecodeError:
        raise InputError(f"{path} is not UTF-8 text") from None
    try:
        whole = orjson.loads(text)
    except orjson.JSONDecodeError:
        whole = None
    if isinstance(whole, Mapping):
        yield dict(whole)
        return
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise InputError(f"{path} holds no game")
    for number, line in enumerate(lines, start=1):
        try:
            game = orjson.loads(line)
        except orjson.JSONDecodeError as err:
            raise InputError(f"{path}, line {number}: not JSON ({str(err).split(':')[0]})") from None
        if not isinstance(game, Mapping):
            raise InputError(f"{path}, line {number}: a game log is a JSON object")
        yield dict(game)


def replay_file(path: str) -> Iterator[Report]:
    for number, game in enumerate(read_logs(path), start=1):
        yield replay_game(game, number)
