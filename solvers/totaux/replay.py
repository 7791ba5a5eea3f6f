"""Replaying a Totaux game log (issue 12, item 2): the game is dealt again from the log's seed
and every logged move is made again through the engine (game.py), which checks each
announcement (T7.1-T7.3) and has the checker judge each shown combination (T6.2). The first
move the rules refuse, or the first event that differs from what the rules give (a table the
seed does not deal, a combination logged as made that the checker refuses, another ranking),
is reported. A log that stops before the end event (a game left early) is checked as far as it
goes and said to be incomplete. A log that is not a Totaux game log, or an event that cannot be read, is bad
input (InputError)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import show
from deckmath.solvers.simulation import parse_log, read_log
from deckmath.solvers.totaux.deck import Deck, load_deck
from deckmath.solvers.totaux.engine import (
    LOG_VERSION, PLAYERS_MAX, PLAYERS_MIN, Illegal, Standing, TotauxGame,
)
from deckmath.solvers.totaux.model import parse_calc, parse_positions, parse_variant

EVENT_TYPES = ("deal", "announce", "no-announcement", "show", "give-back", "end")


@dataclass
class ReplayReport:
    """What a replay found: moves checked, the first illegal one, and the ranking."""

    seed: int
    players: int
    variant: str
    events: int = 0
    rounds: int = 0
    announcements: int = 0
    combinations: int = 0
    first_illegal: dict[str, Any] | None = None
    finished: bool = False
    standings: list[Standing] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return self.first_illegal is None

    def to_json(self) -> dict[str, Any]:
        return {"legal": self.legal, "seed": self.seed, "players": self.players,
                "variant": self.variant, "events": self.events, "rounds": self.rounds,
                "announcements_checked": self.announcements,
                "combinations_checked": self.combinations, "complete": self.finished,
                "first_illegal": self.first_illegal,
                "ranking": [s.to_json() for s in self.standings]}

    def to_text(self) -> str:
        lines = [f"{self.players} players, seed {self.seed}, {self.variant}: "
                 f"{_count(self.events, 'event')}, {_count(self.rounds, 'round')}, "
                 f"{_count(self.announcements, 'announcement')} and "
                 f"{_count(self.combinations, 'combination')} checked"]
        if self.first_illegal is not None:
            bad = self.first_illegal
            lines.append(f"illegal: event {bad['event']} (round {bad['round']}): {bad['why']}")
            return "\n".join(lines)
        lines.append("every announcement and combination is legal; "
                     + ("ranking:" if self.finished else
                        f"the log stops in round {self.rounds}, before the game's end; ranking "
                        f"so far:"))
        for s in sorted(self.standings, key=lambda s: (s.rank, s.seat)):
            lines.append(f"  {s.rank}. player {s.seat + 1}: {s.cards} cards in {s.tricks} tricks"
                         + ("" if s.prime else ", no prime trick (T7.3)"))
        return "\n".join(lines)


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _int(event: Mapping[str, Any], key: str, where: str) -> int:
    value = event.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(f"{where}: {key!r} must be a whole number, not {show(value)}")
    return value


def _player(event: Mapping[str, Any], where: str, players: int) -> int:
    seat = _int(event, "player", where)
    if not 0 <= seat < players:
        raise InputError(f"{where}: player {seat} is not a seat 0..{players - 1}")
    return seat


def _replay_event(game: TotauxGame, event: Mapping[str, Any], where: str) -> str | None:
    """Make the logged move; the reason it differs from what the rules give, or None."""
    kind = event.get("type")
    if kind not in EVENT_TYPES:
        raise InputError(f"{where}: unknown event type {show(kind)} "
                         f"(one of {', '.join(EVENT_TYPES)})")
    if kind == "end":
        if not game.finished:
            return "the log ends the game before the rules do (T7.4)"
        expected = game.end_event()
        if dict(event) != expected:
            return (f"the log's end ({show(event.get('reason'))}, ranking "
                    f"{_ranks(event.get('ranking'))}) is not the rules' ({expected['reason']}, "
                    f"ranking {_ranks(expected['ranking'])})")
        return None
    if kind == "deal":
        game.deal()
    elif kind == "announce":
        game.announce(_player(event, where, game.players), _int(event, "total", where))
    elif kind == "no-announcement":
        game.no_announcement()
    elif kind == "give-back":
        game.give_back(_player(event, where, game.players), _int(event, "trick", where))
    else:
        seat = _player(event, where, game.players)
        text = event.get("calc")
        calc = None if text is None else parse_calc(text)
        given = event.get("positions")
        positions = None if given is None or calc is None else parse_positions(
            given, len(game.table))
        result = game.show(seat, calc, positions)
        if event.get("valid") is True and not result["valid"]:
            return (f"player {seat + 1} shows {text} for {result['total']}: the checker says "
                    f"invalid, {result['reason']} (T6.2, T7.2)")
    made = game.events[-1]
    if dict(event) != made:
        diff = next(k for k in sorted(set(made) | set(event)) if made.get(k) != event.get(k))
        return f"the log has {diff} {show(event.get(diff))} where the rules give {show(made.get(diff))}"
    return None


def _ranks(ranking: object) -> str:
    if not isinstance(ranking, list):
        return show(ranking)
    return " ".join(f"{r.get('seat', '?') + 1 if isinstance(r.get('seat'), int) else '?'}:"
                    f"{r.get('rank')}" for r in ranking if isinstance(r, dict))


def replay_log(log: Mapping[str, Any], deck: Deck | None = None) -> ReplayReport:
    """Replay a game log read by simulation.parse_log (module docstring)."""
    players = log["players"]
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"the log's players {players}: a game takes {PLAYERS_MIN} to {PLAYERS_MAX}")
    variant = parse_variant(log.get("variant", "chain"))
    prime_rule = log.get("prime_rule", True)
    if not isinstance(prime_rule, bool):
        raise InputError(f"the log's prime_rule must be true or false, not {show(prime_rule)}")
    deck = deck or load_deck()
    if "deck" in log and log["deck"] != deck.name:
        raise InputError(f"the log was played with the deck {show(log['deck'])}: give it with "
                         f"--deck (this is {deck.name!r})")
    game = TotauxGame(log["seed"], players, deck, variant, prime_rule, record=True)
    report = ReplayReport(log["seed"], players, variant)
    events = log["events"]
    for number, event in enumerate(events, start=1):
        where = f"event {number}"
        report.events = number
        try:
            why = _replay_event(game, event, where)
        except Illegal as err:
            why = str(err)
        if event.get("type") == "announce":
            report.announcements += 1
        elif event.get("type") == "show":
            report.combinations += event.get("calc") is not None
        report.rounds = game.rounds
        if why is not None:
            report.first_illegal = {"event": number, "round": game.rounds,
                                    "type": event.get("type"), "why": why}
            return report
        if event.get("type") == "end":
            if number != len(events):
                report.first_illegal = {"event": number + 1, "round": game.rounds,
                                        "type": events[number].get("type"),
                                        "why": "an event after the end of the game (T7.4)"}
                return report
            report.finished = True
    report.standings = game.standings()
    return report


def replay_file(path: str, deck: Deck | None = None) -> ReplayReport:
    """Read a log file (`-` for stdin) and replay it."""
    return replay_log(read_log(path, "totaux", LOG_VERSION), deck)


def replay_bytes(data: bytes, deck: Deck | None = None) -> ReplayReport:
    return replay_log(parse_log(data, "totaux", LOG_VERSION), deck)
