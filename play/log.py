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
from dataclasses import dataclass
from typing import Any, BinaryIO

from deckmath.play.input_words import WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Outcome
from deckmath.solvers.notation import show
from deckmath.solvers.shared_words import json_reason
from deckmath.solvers.words import Said

LOG_VERSION = 2
"""Version of the envelope; a log of another version is refused, not guessed at."""

FIELDS: dict[str, tuple[type, ...]] = {
    "game": (str,), "log_version": (int,), "deckmath": (str,), "deck": (dict,), "seed": (int,),
    "players": (int,), "options": (dict,), "seats": (list,), "events": (list,),
    "result": (dict, type(None)), "complete": (bool,),
}
"""Every field of the envelope and its JSON type(s): a log lacking one, or with another type,
is not a log (bad input, exit 2); values are the replay's to judge (exit 1)."""

_TYPE_NAMES = {str: "str", int: "int", dict: "dict", list: "list", bool: "bool",
               type(None): "none"}
"""The key of each JSON type's name in the words (input_words.py `type.<name>`)."""


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
        yield number, checked_envelope(obj, game, WORDS.said("at_line", name=_name(path),
                                                             number=number))


def _whole(first: bytes, rest: Iterator[bytes], path: str) -> object:
    """One JSON document spread over the lines from `first` on, at most conventions.LINE_MAX bytes."""
    import orjson

    from deckmath import conventions

    parts, size = [first], len(first)
    for line in rest:
        size += len(line)
        if size > conventions.LINE_MAX:
            raise InputError(WORDS.said("log_size", name=_name(path),
                                        most=conventions.LINE_MAX // 2**20))
        parts.append(line)
    data = b"".join(parts)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        raise InputError(_not_json(data, path, 1)) from None


def _name(path: str) -> Any:
    """The file as a message names it: its path, or stdin (said in the reader's language)."""
    return WORDS.said("stdin") if path == "-" else path


def _not_json(line: bytes, path: str, number: int) -> Said:
    import orjson

    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return WORDS.said("not_utf8", name=_name(path), number=number)
    try:
        orjson.loads(line)
    except orjson.JSONDecodeError as err:
        where = err.lineno if number == 1 and b"\n" in line.rstrip() else number
        return WORDS.said("not_json", name=_name(path), error=json_reason(err), line=where,
                          column=err.colno)
    return WORDS.said("line_not_log", name=_name(path), number=number)


def checked_envelope(obj: object, game: str, where: str | Said | None = None
                     ) -> dict[str, Any]:
    """A log whose envelope has every field with its JSON type, of `game` and of this log
    version; InputError, one line naming the field, otherwise (the file is not such a log).
    `where` names the log in the message (a Said is said in the reader's language; None:
    `the log`)."""
    if where is None:
        where = WORDS.said("the_log")
    if not isinstance(obj, dict):
        raise InputError(WORDS.said("not_object", where=where))
    for key, kinds in FIELDS.items():
        if key not in obj:
            raise InputError(WORDS.said("no_field", where=where, key=repr(key)))
        value = obj[key]
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            raise InputError(WORDS.said("field_type", where=where, key=repr(key),
                                        wanted=_Wanted(WORDS, "or", {}, kinds),
                                        value=show(value)))
    if obj["game"] != game:
        raise InputError(WORDS.said("other_game", where=where, logged=show(obj["game"]),
                                    game=repr(game)))
    if obj["log_version"] != LOG_VERSION:
        raise InputError(WORDS.said("version", where=where, version=show(obj["log_version"]),
                                    reads=LOG_VERSION))
    for index, event in enumerate(obj["events"], start=1):
        if not isinstance(event, dict):
            raise InputError(WORDS.said("event_object", where=where, index=index,
                                        value=show(event)))
    for index, seat in enumerate(obj["seats"], start=1):
        if not isinstance(seat, dict):
            raise InputError(WORDS.said("seat_object", where=where, index=index,
                                        value=show(seat)))
    cut = obj.get("cut", [])
    if not isinstance(cut, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in cut):
        raise InputError(WORDS.said("cut", where=where, value=show(cut)))
    return obj


@dataclass(frozen=True)
class _Wanted(Said):
    """The JSON types a field may have, said in the reader's language (`text or null`)."""

    kinds: tuple[type, ...] = ()

    def text(self, lang: str | None = None) -> str:
        say = self.table(lang)
        return say("or").join(say(f"type.{_TYPE_NAMES[kind]}") for kind in self.kinds)
