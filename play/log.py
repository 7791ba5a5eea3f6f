"""The game log every game writes and reads: one versioned envelope around a game's events,
one JSON object a line (JSON Lines), so that a log of one game and of ten thousand read alike.

    {"game": "celsius", "log_version": 2, "deckmath": "0.1.0",
     "deck": {"name": "...", "sha256": "..."}, "seed": 7, "players": 3, "options": {},
     "seats": [{"seat": 1, "player": "human"}, {"seat": 2, "player": "perfect"}, ...],
     "events": [{"type": "deal", ...}, {"seat": 1, "action": "+1 x2", "type": "claim", ...}, ...],
     "result": {"scores": [...], "ranks": [...], "winners": [2], ...}, "complete": true}

`deck.sha256` is that of the deck's canonical TOML (solvers/decks.sha256); `result` is null and
`complete` false for a game left before its end (a person's Ctrl-C or end of input). A replay
(replay.py) trusts none of it: it deals again from the seed and derives every field.

One field is there only when a bot's clock stopped a decision before its budget was spent (its
CPU cap, or a person's "play now": play/clock.py): `cut`, the numbers (from 1) of the events of
those actions. Such a choice depends on the machine or on a person, so the replay cannot derive
it again; it checks that the rules allow it, as for a person's action.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, BinaryIO

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Outcome
from deckmath.solvers.notation import show

LOG_VERSION = 2
"""Version of the envelope; a log of another version is refused, not guessed at."""

FIELDS: dict[str, tuple[type, ...]] = {
    "game": (str,), "log_version": (int,), "deckmath": (str,), "deck": (dict,), "seed": (int,),
    "players": (int,), "options": (dict,), "seats": (list,), "events": (list,),
    "result": (dict, type(None)), "complete": (bool,),
}
"""Every field of the envelope and its JSON type(s): a log lacking one, or with another type,
is not a log (bad input, exit 2); values are the replay's to judge (exit 1)."""

_TYPE_NAMES = {str: "text", int: "a whole number", dict: "a JSON object", list: "a list",
               bool: "true or false", type(None): "null"}


def deckmath_version() -> str:
    """The installed deckmath's version, recorded in each log (provenance, not checked)."""
    from importlib import metadata

    try:
        return metadata.version("deckmath")
    except metadata.PackageNotFoundError:
        return "unknown"


def deck_identity(deck: Any) -> dict[str, str]:
    """A deck as a log names it: its name and the sha256 of its canonical TOML."""
    from deckmath.solvers.decks import sha256

    return {"name": deck.name, "sha256": sha256(deck)}


def envelope(game: str, deck: Any, seed: int, players: int, options: Mapping[str, Any],
             seated: Sequence[str], events: list[dict[str, Any]], outcome: Outcome | None,
             cut: Sequence[int] = ()) -> dict[str, Any]:
    """A game's log: `seated` are the players' labels by seat (a bot spec or `human`), `cut`
    the events of the bots' actions a clock stopped (module docstring)."""
    log = {
        "game": game, "log_version": LOG_VERSION, "deckmath": deckmath_version(),
        "deck": deck_identity(deck), "seed": seed, "players": players, "options": dict(options),
        "seats": [{"seat": seat, "player": label} for seat, label in enumerate(seated, start=1)],
        "events": events, "result": None if outcome is None else outcome.to_json(),
        "complete": outcome is not None,
    }
    if cut:
        log["cut"] = list(cut)
    return log


def encode(log: Mapping[str, Any]) -> bytes:
    """A log as one JSON line (orjson: compact UTF-8), newline included."""
    import orjson

    return orjson.dumps(log) + b"\n"


def write_logs(path: str, logs: Iterable[Mapping[str, Any]]) -> None:
    """Write logs, one a line, through conventions.write_output: atomic for a regular file, `-` is
    stdout. `logs` may be a generator: each log is written as it comes."""
    from deckmath import conventions

    def write(handle: BinaryIO) -> None:
        for log in logs:
            handle.write(encode(log))

    conventions.write_output(path, write)


def read_logs(path: str, game: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """The logs of a file (`-` for stdin), as (line number, envelope checked): JSON Lines, one
    game a line, read through the shared bounded reader (conventions.open_lines); a UTF-8 byte order
    mark is skipped. A file whose first
    line is not a whole JSON value holds one log spread over lines (pretty-printed) and is read
    whole. InputError, one line, for anything that is not a log of `game` (checked_envelope)."""
    import orjson

    from deckmath import conventions

    lines = conventions.open_lines(path)
    for number, line in enumerate(lines, start=1):
        if number == 1 and line.startswith(b"\xef\xbb\xbf"):
            line = line[3:]
        if not line.strip():
            continue
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            if number > 1 or line.strip()[:1] != b"{":
                raise InputError(_not_json(line, path, number)) from None
            yield 1, checked_envelope(_whole(line, lines, path), game, _name(path))
            return
        yield number, checked_envelope(obj, game, f"{_name(path)} line {number}")


def _whole(first: bytes, rest: Iterator[bytes], path: str) -> object:
    """One JSON document spread over the lines from `first` on, at most conventions.LINE_MAX bytes."""
    import orjson

    from deckmath import conventions

    parts, size = [first], len(first)
    for line in rest:
        size += len(line)
        if size > conventions.LINE_MAX:
            raise InputError(f"{_name(path)}: a log is at most {conventions.LINE_MAX // 2**20} MB")
        parts.append(line)
    data = b"".join(parts)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        raise InputError(_not_json(data, path, 1)) from None


def _name(path: str) -> str:
    return "stdin" if path == "-" else path


def _not_json(line: bytes, path: str, number: int) -> str:
    import orjson

    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return f"{_name(path)} line {number} is not UTF-8 text"
    try:
        orjson.loads(line)
    except orjson.JSONDecodeError as err:
        where = f"line {err.lineno}" if number == 1 and b"\n" in line.rstrip() else f"line {number}"
        return f"{_name(path)} is not JSON: {str(err).split(':')[0]} at {where}, column {err.colno}"
    return f"{_name(path)} line {number} is not a game log"


def checked_envelope(obj: object, game: str, where: str) -> dict[str, Any]:
    """A log whose envelope has every field with its JSON type, of `game` and of this log
    version; InputError, one line naming the field, otherwise (the file is not such a log)."""
    if not isinstance(obj, dict):
        raise InputError(f"{where} is not a game log: a JSON object was expected")
    for key, kinds in FIELDS.items():
        if key not in obj:
            raise InputError(f"{where} is not a game log: it has no field {key!r}")
        value = obj[key]
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            wanted = " or ".join(_TYPE_NAMES[k] for k in kinds)
            raise InputError(f"{where}: field {key!r} must be {wanted}, not {show(value)}")
    if obj["game"] != game:
        raise InputError(f"{where} is a log of {show(obj['game'])}, not of {game!r}")
    if obj["log_version"] != LOG_VERSION:
        raise InputError(f"{where} is a version {show(obj['log_version'])} log; this deckmath "
                         f"reads version {LOG_VERSION}")
    for index, event in enumerate(obj["events"], start=1):
        if not isinstance(event, dict):
            raise InputError(f"{where}: event {index} must be a JSON object, not {show(event)}")
    for index, seat in enumerate(obj["seats"], start=1):
        if not isinstance(seat, dict):
            raise InputError(f"{where}: seat entry {index} must be a JSON object, not {show(seat)}")
    cut = obj.get("cut", [])
    if not isinstance(cut, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in cut):
        raise InputError(f"{where}: field 'cut' must be a list of event numbers (from 1), not "
                         f"{show(cut)}")
    return obj
