"""A claimed Grauso answer in every form it is given, read by one reader for the library's
`check` and the page (G3, G4.2): one play (`-3&+5`, `+5 & -3`, `{"play": "-3&+5"}`), `collect`
(G4.2), or a way out of the hand, played alone: several plays (`-7 0 -3&+5`, a JSON list,
`{"sequence": [...]}`), the calculation the tools print (`-12&+23 = 11, -8&-5 = -13, 0, -1`)
or a line of a sheet's answer key in any of its languages (`4 plays, from 18: ...`), which is
always a way out.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.actions import COLLECT_ACTION, CollectAction
from deckmath.solvers.grauso.check import (
    SequenceVerdict, Verdict, check, check_collect, check_sequence,
)
from deckmath.solvers.grauso.model import (
    COLLECT, Play, Position, format_sequence, parse_claim, parse_sequence, read,
)
from deckmath.solvers.grauso.words import ERRORS
from deckmath.solvers.notation import key_answer, show

Answer = Play | tuple[Play, ...] | CollectAction

_PLAY_RESULT = re.compile(r"\s*=\s*[+-]?[0-9]+\s*$")
"""What a play of a printed calculation ends with: the top it leaves (`= -13`)."""


@cache
def _key_head() -> re.Pattern[str]:
    """`4 plays, from 18: ` (or from an empty pile) before a key line's plays, in every
    language of the sheets (their words, generators/labels.py)."""
    from deckmath.generators.labels import labels

    nouns: set[str] = set()
    froms: set[str] = set()
    empties: set[str] = set()
    for lang in ("en", "fr"):
        words = labels(lang, "grauso")
        nouns.update((words["play"], words["plays"]))
        froms.add(words["from"])
        empties.add(words["from_empty"])

    def one_of(words: set[str]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    return re.compile(rf"^\s*[0-9]+\s+(?:{one_of(nouns)})\s*,\s*(?:{one_of(empties)}|"
                      rf"(?:{one_of(froms)})\s+[+-]?[0-9]+)\s*:\s*(.*)$", re.I | re.S)


def read_answer(value: object) -> Answer:
    """One play, `collect` or a way out from any form it is given (module docstring);
    InputError naming what is wrong, in the command line's words, for anything else."""
    if isinstance(value, (Play, CollectAction)):
        return value
    if isinstance(value, tuple) and value and all(isinstance(p, Play) for p in value):
        return value
    if isinstance(value, Mapping):
        return _from_fields(value)
    if isinstance(value, (list, tuple)):
        return parse_sequence(list(value))
    if not isinstance(value, str):
        raise InputError(ERRORS.said("answer.not_text", value=show(value)))
    text = key_answer(value)
    head = _key_head().fullmatch(text)
    if head:
        return _printed(head.group(1))
    if "," in text and "=" in text:
        return _printed(text)
    if read(text).strip().lower() == COLLECT:
        return _claim(text)
    plays = parse_sequence(text)
    return plays[0] if len(plays) == 1 else plays


def _printed(text: str) -> tuple[Play, ...]:
    """The way out of a calculation as printed, `-12&+23 = 11, -8&-5 = -13, 0, -1`: each play
    without the top it leaves."""
    return parse_sequence([_PLAY_RESULT.sub("", item) for item in text.split(",")])


def _claim(text: object) -> Play | CollectAction:
    played = parse_claim(text)
    return COLLECT_ACTION if played is None else played


def _from_fields(fields: Mapping[str, Any]) -> Answer:
    """A batch line's answer fields: `{"play": ...}` (or collect) or `{"sequence": ...}`."""
    extra = [key for key in fields if key not in ("play", "sequence")]
    if extra or ("play" in fields) == ("sequence" in fields):
        raise InputError(ERRORS.said("answer.one_of") if not extra else
                         ERRORS.said("answer.field", field=show(extra[0])))
    if "play" in fields:
        return _claim(fields["play"])
    return parse_sequence(fields["sequence"])


def check_answer(position: Position, answer: Answer) -> Verdict | SequenceVerdict:
    """The game interface's check: one play (G2, G3), collect (G4.2) or a way out (G3.6)."""
    if isinstance(answer, CollectAction):
        return check_collect(position)
    if isinstance(answer, tuple):
        return check_sequence(position, answer)
    return check(position, answer)


def format_answer(answer: Answer) -> str:
    """An answer in canonical notation (G1.4, G3.3, G3.5): `-3&+5`, `collect`, `-7 0 -3&+5`
    (a way out of one play reads back as that play)."""
    if isinstance(answer, tuple):
        return format_sequence(answer)
    return str(answer)
