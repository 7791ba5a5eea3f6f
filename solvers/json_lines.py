"""A JSON line already encoded, for batch writers that format whole chunks themselves, and a
chunk of lines answered."""
from __future__ import annotations

from typing import NamedTuple

from deckmath.solvers.errors import InputError


class EncodedLine(bytes):
    """One JSON object's compact UTF-8 encoding (as orjson writes it), without the newline:
    cli.json_line writes it as it is instead of encoding a dict."""

    __slots__ = ()


class Answered(NamedTuple):
    """A chunk of batch lines answered (conventions.run_chunks): its output lines, its counts
    (bad lines, answers, ...), and its first bad line's number and refusal (None: no bad line),
    which the batch's summary line says in the reader's language while the error objects of
    the output stay English."""

    out: bytes
    counts: list[int]
    first_bad: tuple[int, InputError] | None = None


def first_bad(first: int, errors: dict[int, InputError]) -> tuple[int, InputError] | None:
    """The first of a chunk's refusals, by their lines' index in the chunk, as (line number,
    refusal), the chunk's first line numbered `first`; None for none."""
    if not errors:
        return None
    index = min(errors)
    return first + index, errors[index]
