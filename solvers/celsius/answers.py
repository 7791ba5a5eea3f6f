"""A claimed Celsius answer in every form it is given (C2.2, C5.1), read by one reader for the
library's `check` and the page: a play as typed (`+1 x2`, `+ 1 x 2`, `+1 x2 = 22` naming its
hot value), as a JSON list or a batch line's fields (`{"play": [...], "target": 22}`), as the
calculation the tools print (`10 +1 = 11, x2 = 22`), or as a line of a sheet's answer key in
any of its languages (`2 cards to 22: 10 +1 = 11, x2 = 22 (1 optimal play)`).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from deckmath.solvers.celsius.check import Verdict, check
from deckmath.solvers.celsius.model import (
    PlayToken, Position, parse_claimed_play, parse_play, parse_target,
)
from deckmath.solvers.celsius.words import ERRORS
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import key_answer, normalize, show


@dataclass(frozen=True)
class NamedPlay:
    """A claimed play and the hot value it names (C5.1): `+1 x2 = 22`."""

    play: tuple[PlayToken, ...]
    target: int

    def __str__(self) -> str:
        return f"{' '.join(map(str, self.play))} = {self.target}"


Answer = tuple[PlayToken, ...] | NamedPlay

_BEST = re.compile(r"^\s*best\s*:\s*", re.I)
"""The head of the line `solve` prints for the best play (`best: 2 cards to 100: ...`)."""

_STEP_RESULT = re.compile(r"\s*=\s*[^=]*$")
"""What a step of a printed calculation ends with: its result (`= 11`, `= not a whole ...`)."""

_COLD = re.compile(r"^\s*[0-9]+\s+")


@cache
def _key_heads() -> re.Pattern[str]:
    """`2 cards to 54:` in every language of the sheets (their words, generators/labels.py):
    the fewest cards and the hot value the calculation after it reaches."""
    from deckmath.generators.labels import labels

    nouns: set[str] = set()
    tos: set[str] = set()
    for lang in ("en", "fr"):
        words = labels(lang, "celsius")
        nouns.update((words["card"], words["cards"]))
        tos.add(words["to"])
    either = "|".join(re.escape(w) for w in sorted(nouns | tos, key=len, reverse=True))
    return re.compile(rf"^\s*[0-9]+\s+(?:{either})\s+(?:{either})\s+([0-9]+)\s*:\s*(.*)$",
                      re.I | re.S)


def read_answer(value: object) -> Answer:
    """A claimed play from any form it is given (module docstring); InputError naming what is
    wrong, in the command line's words, for anything else (a number, null, ...)."""
    if isinstance(value, NamedPlay):
        return value
    if isinstance(value, tuple) and value and all(isinstance(t, PlayToken) for t in value):
        return value
    if isinstance(value, Mapping):
        return _from_fields(value)
    if isinstance(value, (list, tuple)):
        return parse_play(list(value))
    if not isinstance(value, str):
        raise InputError(ERRORS.said("answer_form", value=show(value)))
    text = _BEST.sub("", key_answer(value))
    head = _key_heads().fullmatch(text)
    target = None
    if head:
        target, text = parse_target(head.group(1)), head.group(2)
    if _COLD.match(text):
        play = _printed(text)
    else:
        play, named = parse_claimed_play(text)
        target = named if target is None else target
    return play if target is None else NamedPlay(play, target)


def _printed(text: str) -> tuple[PlayToken, ...]:
    """The play of a calculation as printed, `10 +1 = 11, x2 = 22`: each step's card without
    its result, the cold value first taken off."""
    steps = [_STEP_RESULT.sub("", step) for step in normalize(text).split(",")]
    steps[0] = _COLD.sub("", steps[0], count=1)
    return parse_play(" ".join(steps))


def _from_fields(fields: Mapping[str, Any]) -> Answer:
    """A batch line's answer fields: `{"play": ..., "target": 22}` (target optional)."""
    extra = [key for key in fields if key not in ("play", "target")]
    if extra or "play" not in fields:
        raise InputError(ERRORS.said("answer_fields", play="play", target="target",
                                     value=show(extra[0] if extra else "none")))
    play, named = parse_claimed_play(fields["play"], fields.get("target"))
    return play if named is None else NamedPlay(play, named)


def check_answer(position: Position, answer: Answer) -> Verdict:
    """The game interface's check: a claimed play, naming its hot value or not (C5)."""
    if isinstance(answer, NamedPlay):
        return check(position, answer.play, answer.target)
    return check(position, answer)


def format_answer(answer: Answer) -> str:
    """A claimed play in canonical notation (C2.1, C2.2), with the hot value it names."""
    if isinstance(answer, NamedPlay):
        return str(answer)
    return " ".join(map(str, answer))
