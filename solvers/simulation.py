"""What every game's whole-game simulation shares (issue 12): bot specifications and their seats,
confidence intervals, the tally of many games and its JSON summary, and the versioned JSON game
log. Game-agnostic and light: no numpy or numba here, so any command may import it."""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import describe, normalize, parse_int, show
from deckmath.solvers.stats import mean_interval, mean_interval_of_counts, share_json, wilson

BOT_KINDS = ("perfect", "bounded", "random")
"""The bots of graded strength (issue 12, item 3). What a bounded bot's limit means is the game's
business (Celsius: it sees only plays of at most K cards)."""

BOTS_HELP = ("perfect, bounded:K or random; one for every seat, or one per player separated by "
             "commas; the bots change seats from game to game so that each sits in each seat "
             "equally often")
"""The --bots option's help, the same for every game."""

_BOTS_MAX_CHARS = 200


@dataclass(frozen=True)
class BotSpec:
    """One bot: its kind and, for `bounded`, its limit K."""

    kind: str
    limit: int | None = None

    @property
    def label(self) -> str:
        """The spec as written on input: `perfect`, `bounded:2`, `random`."""
        return self.kind if self.limit is None else f"{self.kind}:{self.limit}"

    def __str__(self) -> str:
        return self.label


def parse_bots(text: str, players: int, limit_max: int = 10) -> tuple[BotSpec, ...]:
    """The bots of a game, one per seat, from `perfect,bounded:2,random`: one spec means every
    seat, otherwise exactly one per player. `limit_max` bounds K (the game's largest useful
    limit). InputError, one line, for anything else."""
    if not isinstance(text, str):
        raise InputError(f"--bots must be text, not {show(text)}")
    plain = normalize(text).strip().lower()
    if not plain:
        raise InputError("--bots is empty: give perfect, bounded:K or random")
    if len(plain) > _BOTS_MAX_CHARS:
        raise InputError(f"--bots is too long ({len(plain)} characters; at most {_BOTS_MAX_CHARS})")
    for char in plain:
        if not (char.isascii() and (char.isalnum() or char in ":, +-")):
            raise InputError(f"--bots: unexpected character {describe(char)}")
    specs = tuple(_parse_bot(token.strip(), limit_max) for token in plain.split(","))
    if len(specs) == 1:
        return specs * players
    if len(specs) != players:
        raise InputError(f"--bots gives {len(specs)} bots for {players} players: give one for "
                         f"every seat or exactly {players}")
    return specs


def _parse_bot(token: str, limit_max: int) -> BotSpec:
    if not token:
        raise InputError("--bots has an empty bot between commas")
    kind, colon, limit_text = token.partition(":")
    kind = kind.strip()
    if kind not in BOT_KINDS:
        raise InputError(f"--bots: unknown bot {show(kind)}: choose perfect, bounded:K or random")
    if kind != "bounded":
        if colon:
            raise InputError(f"--bots: {kind} takes no limit (only bounded:K does)")
        return BotSpec(kind)
    if not colon or not limit_text.strip():
        raise InputError(f"--bots: bounded needs its limit, as bounded:K with K from 1 to {limit_max}")
    limit = parse_int(limit_text, "--bots: the limit of bounded")
    if not 1 <= limit <= limit_max:
        raise InputError(f"--bots: bounded:{limit} is out of range: K goes from 1 to {limit_max}")
    return BotSpec(kind, limit)


def seat_bots(specs: Sequence[BotSpec], game_index: int) -> tuple[BotSpec, ...]:
    """The bots by seat in game `game_index`: the specs rotated by one seat per game, so that
    over any run of len(specs) games each bot sits in each seat once."""
    n = len(specs)
    shift = game_index % n
    return tuple(specs[(seat - shift) % n] for seat in range(n))


@dataclass(frozen=True)
class GameOutcome:
    """One finished game: the bots by seat, the winning seats (more than one: a tie for first
    place, counted as a tie and not as a win), the game's length (rounds, tricks: the game's
    unit), and counters (name: (successes, trials)) the game adds to the summary as shares."""

    bots: tuple[BotSpec, ...]
    winners: tuple[int, ...]
    length: int
    counters: Mapping[str, tuple[int, int]] = field(default_factory=dict)


@dataclass
class _Record:
    seats: int = 0
    wins: int = 0
    ties: int = 0

    def to_json(self) -> dict[str, Any]:
        out = share_json(self.wins, self.seats)
        return {"games": self.seats, "wins": self.wins,
                "win_rate": {"share": out["share"], "low": out["low"], "high": out["high"]},
                "tied_first": self.ties}


class Tally:
    """Outcomes of many games, summarised as win rates by bot and by seat (95% intervals), ties,
    game length and the game's extra shares. A bot that holds several seats counts once per
    seat it held."""

    def __init__(self, game: str, players: int, unit: str = "rounds") -> None:
        self.game = game
        self.players = players
        self.unit = unit
        self.games = 0
        self.tied_games = 0
        self.lengths: Counter[int] = Counter()
        self.by_bot: dict[str, _Record] = {}
        self.by_seat = [_Record() for _ in range(players)]
        self.counters: dict[str, list[int]] = {}

    def record(self, outcome: GameOutcome) -> None:
        """Add one game."""
        if len(outcome.bots) != self.players:
            raise ValueError(f"{len(outcome.bots)} bots for {self.players} seats")
        self.games += 1
        self.lengths[outcome.length] += 1
        tie = len(outcome.winners) > 1
        self.tied_games += tie
        for seat, bot in enumerate(outcome.bots):
            for record in (self.by_bot.setdefault(bot.label, _Record()), self.by_seat[seat]):
                record.seats += 1
                if seat in outcome.winners:
                    if tie:
                        record.ties += 1
                    else:
                        record.wins += 1
        for name, (successes, trials) in outcome.counters.items():
            total = self.counters.setdefault(name, [0, 0])
            total[0] += successes
            total[1] += trials

    def summary(self) -> dict[str, Any]:
        """The JSON summary: win rates by bot and by seat (a win is sole first place; ties for
        first place are counted apart), tied games, mean length, and the extra shares."""
        mean, low, high = mean_interval_of_counts(self.lengths)
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "by_bot": {label: record.to_json() for label, record in sorted(self.by_bot.items())},
            "by_seat": [record.to_json() for record in self.by_seat],
            "tied_games": share_json(self.tied_games, self.games),
            "length": {"unit": self.unit, "mean": round(mean, 3), "low": round(low, 3),
                       "high": round(high, 3), "min": min(self.lengths, default=0),
                       "max": max(self.lengths, default=0)},
            "shares": {name: share_json(s, n) for name, (s, n) in self.counters.items()},
        }


def summary_text(summary: Mapping[str, Any]) -> str:
    """The summary as a few plain lines for the terminal."""

    def rate(record: Mapping[str, Any]) -> str:
        r = record["win_rate"]
        return (f"{r['share']:.1%} [{r['low']:.1%}, {r['high']:.1%}] ({record['wins']} wins, "
                f"{record['tied_first']} tied first, of {record['games']})")

    lines = [f"{summary['games']} games of {summary['game']}, {summary['players']} players"]
    lines.append("win rate by bot (95% interval):")
    lines += [f"  {label}: {rate(record)}" for label, record in summary["by_bot"].items()]
    lines.append("win rate by seat:")
    lines += [f"  seat {seat + 1}: {rate(record)}" for seat, record in enumerate(summary["by_seat"])]
    tied = summary["tied_games"]
    lines.append(f"tied games: {tied['share']:.1%} [{tied['low']:.1%}, {tied['high']:.1%}]")
    length = summary["length"]
    lines.append(f"length: {length['mean']:.2f} {length['unit']} [{length['low']:.2f}, "
                 f"{length['high']:.2f}], from {length['min']} to {length['max']}")
    for name, share in summary["shares"].items():
        lines.append(f"{name.replace('_', ' ')}: {share['share']:.1%} [{share['low']:.1%}, "
                     f"{share['high']:.1%}] ({share['count']} of {share['of']})")
    return "\n".join(lines)


LOG_FIELDS = {"game": str, "version": int, "seed": int, "players": int, "bots": list,
              "events": list}
"""The envelope of every game log, with the JSON type of each field."""

_KIND_NAMES = {str: "text", int: "a whole number", list: "a list"}


def game_log(game: str, version: int, seed: int, players: int, bots: Iterable[BotSpec | str],
             events: list[dict[str, Any]]) -> dict[str, Any]:
    """A game log's versioned envelope around the game's events."""
    return {"game": game, "version": version, "seed": seed, "players": players,
            "bots": [str(bot) for bot in bots], "events": events}


def log_bytes(log: Mapping[str, Any]) -> bytes:
    """A log as JSON text, one event per line, so it reads and diffs well."""
    import orjson

    head = {key: value for key, value in log.items() if key != "events"}
    events = log.get("events", [])
    text = orjson.dumps(head)[:-1] + b',"events":[\n'
    text += b",\n".join(orjson.dumps(event) for event in events)
    return text + b"\n]}\n"


def write_log(path: str, log: Mapping[str, Any]) -> None:
    """Write a game log with cli.write_output (atomic for a regular file, `-` is stdout)."""
    from deckmath import cli

    data = log_bytes(log)
    cli.write_output(path, lambda handle: handle.write(data))


def read_log(path: str, game: str, version: int) -> dict[str, Any]:
    """A game log read back and its envelope checked (`-` is stdin): InputError, one line, if it
    cannot be read, is not JSON, is another game's or version's, or lacks a field. The events
    themselves are the game's to check."""
    import sys

    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                data = handle.read(64 * 1024 * 1024 + 1)
    except OSError as err:
        raise InputError(f"cannot read {path}: {err.strerror}") from None
    if len(data) > 64 * 1024 * 1024:
        raise InputError(f"{path}: a game log is at most 64 MB")
    return parse_log(data, game, version, path)


def parse_log(data: bytes, game: str, version: int, name: str = "the log") -> dict[str, Any]:
    """The envelope of a game log in `data`, checked as read_log says."""
    import orjson

    try:
        log = orjson.loads(data)
    except orjson.JSONDecodeError as err:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(f"{name} is not UTF-8 text") from None
        raise InputError(f"{name} is not JSON: {str(err).split(':')[0]} at line {err.lineno}, "
                         f"column {err.colno}") from None
    if not isinstance(log, dict):
        raise InputError(f"{name} is not a game log: a JSON object was expected")
    for key, kind in LOG_FIELDS.items():
        if key not in log:
            raise InputError(f"{name} is not a game log: missing field {key!r}")
        value = log[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise InputError(f"{name}: field {key!r} must be {_KIND_NAMES[kind]}, "
                             f"not {show(value)}")
    if log["game"] != game:
        raise InputError(f"{name} is a log of {show(log['game'])}, not of {game!r}")
    if log["version"] != version:
        raise InputError(f"{name} is a version {show(log['version'])} log; this deckmath reads "
                         f"version {version}")
    if not 0 <= log["seed"] < 2**63:
        raise InputError(f"{name}: seed {show(log['seed'])} is out of range")
    if not all(isinstance(bot, str) for bot in log["bots"]):
        raise InputError(f"{name}: field 'bots' must be a list of texts")
    if not all(isinstance(event, dict) for event in log["events"]):
        raise InputError(f"{name}: every event must be a JSON object")
    return log
