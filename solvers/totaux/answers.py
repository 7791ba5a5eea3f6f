"""A claimed Totaux answer in every form it is given, read by one reader for the library's
`check` and the page (T6): an announced total (`31`, the number 31, `{"announce": 31}`, as
`check --announce` reads it), a written calculation as typed or as the answers print it,
with or without its cards' table positions (`5 x1 x6 +1 = 31 @ 1,2,5`, `#1,2,5: ...`,
`{"calc": "...", "positions": [1, 2, 5]}`, a batch line's fields), or a line of a sheet's
answer key in any of its languages (`total 31, 3 cards #1,2,5: 5 x1 x6 +1 = 31 (...)`).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux.words import ERRORS, GAME_NAME, WORDS
from deckmath.solvers.notation import field, key_answer, show
from deckmath.solvers.totaux.check import Verdict, check_announce, check_calc
from deckmath.solvers.totaux.model import (
    TABLE_MAX, Calc, Position, Show, parse_announce, parse_placed_calc, parse_positions,
)


Answer = int | Calc | Show

_WHOLE = re.compile(r"\s*[+-]?[0-9]+\s*")


@cache
def _key_head() -> re.Pattern[str]:
    """`total 93, 4 cards ` before the placed calculation of a key line, in every language
    of the sheets (their words, generators/labels.py)."""
    from deckmath.generators.labels import labels

    totals: set[str] = set()
    nouns: set[str] = set()
    for lang in ("en", "fr"):
        words = labels(lang, "totaux")
        totals.add(words["total"])
        nouns.update((words["card"], words["cards"]))
    said = "|".join(re.escape(w) for w in sorted(nouns, key=len, reverse=True))
    total = "|".join(re.escape(w) for w in sorted(totals, key=len, reverse=True))
    return re.compile(rf"^\s*(?:{total})\s+[0-9]+\s*,\s*[0-9]+\s+(?:{said})\s+", re.I)


def read_answer(value: object) -> Answer:
    """An announced total or a calculation from any form it is given (module docstring);
    InputError naming what is wrong, in the command line's words, for anything else."""
    if isinstance(value, (Calc, Show)):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return parse_announce(value)
    if isinstance(value, Mapping):
        return _from_fields(value)
    if not isinstance(value, str):
        raise InputError(ERRORS.said("answer_form", game=GAME_NAME, value=show(value)))
    text = _key_head().sub("", key_answer(value), count=1)
    if _WHOLE.fullmatch(text):
        return parse_announce(text)
    calc, positions = parse_placed_calc(text)
    return calc if positions is None else Show(calc, positions)


def _from_fields(fields: Mapping[str, Any]) -> Answer:
    """A batch line's answer fields: `{"announce": 31}` or `{"calc": "...", "positions":
    [1, 2, 5]}` (positions optional)."""
    extra = [key for key in fields if key not in ("announce", "calc", "positions")]
    if extra:
        raise InputError(ERRORS.said("answer_fields", game=GAME_NAME, announce="announce",
                                     calc="calc", positions="positions", value=show(extra[0])))
    if ("announce" in fields) == ("calc" in fields):
        raise InputError(ERRORS.said("one_of", announce="announce", calc="calc"))
    if "announce" in fields:
        if "positions" in fields:
            raise InputError(ERRORS.said("positions_with_calc"))
        return parse_announce(fields["announce"])
    calc, placed = parse_placed_calc(fields["calc"])
    given = field(fields, "positions", None)
    if given is not None and placed is not None:
        raise InputError(ERRORS.said("positions_twice", positions="positions"))
    positions = placed if given is None else parse_positions(given, TABLE_MAX)
    return calc if positions is None else Show(calc, positions)


def check_answer(position: Position, answer: Answer) -> Verdict:
    """The game interface's check (T6): an announced total (T6.1) or a written calculation,
    at its positions when given (T6.2), in the position's variant."""
    if isinstance(answer, int):
        return check_announce(position.table, answer, position.variant)
    calc, positions = (answer.calc, answer.positions) if isinstance(answer, Show) else (
        answer, None)
    if calc.steps and calc.variant != position.variant:
        raise InputError(ERRORS.said("notation", written=WORDS.said(f"variant.{calc.variant}"),
                                     variant=WORDS.said(f"variant.{position.variant}")))
    if positions is not None and max(positions) > len(position.table):
        raise InputError(ERRORS.said("position_range", value=max(positions),
                                     size=len(position.table)))
    return check_calc(position.table, calc, positions)


def format_answer(answer: Answer) -> str:
    """An answer in canonical notation: a total, or a calculation with `@ positions`."""
    return str(answer)
