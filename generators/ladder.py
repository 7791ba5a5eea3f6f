"""Grades asked of a sheet: one grade, or a climb from a first grade to a last (`1-5`), read
from text (the command line's `--grades`, the page), a pair (the library) or a whole number,
and the grade of each puzzle of a climbing sheet, spread evenly from the first to the last."""
from __future__ import annotations

import re
from typing import Any

from deckmath.generators.input_words import WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import describe, normalize, show
from deckmath.solvers.words import Said

GRADE_MIN, GRADE_MAX = 1, 5
"""Grades run from 1 (warm-up) to 5 (expert); a kind may offer fewer (its `levels`)."""

_RANGE = re.compile(r"\s*([0-9]+)\s*(?:-\s*([0-9]+)\s*)?")


def parse_grades(value: object, levels: int = GRADE_MAX, what: str = "grades",
                 who: str | Said | None = None) -> tuple[int, int]:
    """(first, last) grades from `3`, `"2-4"`, `"1 - 5"` (full-width digits and dashes as
    typed are read as such, notation.normalize), `(1, 5)` or `[1, 5]`; InputError, one line,
    for anything else: a descending range, a grade outside 1..levels, a missing end, a letter
    or a look-alike digit (named)."""
    if isinstance(value, bool):
        raise InputError(WORDS.said("grade_form", what=what, value=show(value)))
    if isinstance(value, int):
        first = last = value
    elif isinstance(value, (tuple, list)):
        if len(value) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                      for v in value):
            raise InputError(WORDS.said("grade_pair", what=what, value=show(value)))
        first, last = value
    elif isinstance(value, str):
        first, last = _parsed(value, what)
    else:
        raise InputError(WORDS.said("grade_form", what=what, value=show(value)))
    if first > last:
        raise InputError(WORDS.said("grade_down", what=what, given=_said(first, last),
                                    instead=_said(last, first)))
    for grade in (first, last):
        if not GRADE_MIN <= grade <= levels:
            asked: Any = ("" if first == last
                          else WORDS.said("grade_asked", what=what, first=first, last=last))
            fewer: Any = ("" if levels == GRADE_MAX else WORDS.said(
                "grade_fewer", who=WORDS.said("grade_these") if who is None else who,
                levels=levels))
            raise InputError(WORDS.said("grade_range", asked=asked, grade=grade, low=GRADE_MIN,
                                        high=levels, fewer=fewer))
    return first, last


def _said(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


def _parsed(text: str, what: str) -> tuple[int, int]:
    plain = normalize(text)
    shown = plain.strip() if len(plain.strip()) <= 20 else plain.strip()[:17] + "..."
    if not plain.strip():
        raise InputError(WORDS.said("grade_empty", what=what))
    odd = next((c for c in plain if not (c.isascii() and (c.isdigit() or c in " -"))), None)
    if odd is not None:
        raise InputError(WORDS.said("grade_digit", what=what, shown=repr(shown),
                                    char=describe(odd)))
    found = _RANGE.fullmatch(plain)
    if not found:
        raise InputError(WORDS.said("grade_ends", what=what, shown=repr(shown)))
    if any(part is not None and len(part) > 3 for part in found.groups()):
        raise InputError(WORDS.said("grade_run", what=what, shown=repr(shown), low=GRADE_MIN,
                                    high=GRADE_MAX))
    first = int(found.group(1))
    return first, first if found.group(2) is None else int(found.group(2))


def spread(first: int, last: int, count: int) -> list[int]:
    """The grade of each of `count` puzzles climbing from `first` to `last`, ascending: as many
    of each grade as can be (the extra ones spread along the climb), and, with fewer puzzles
    than grades, evenly spaced grades that keep both ends."""
    grades = last - first + 1
    if count >= grades:
        return [first + i * grades // count for i in range(count)]
    if count == 1:
        return [first]
    return [first + round(i * (grades - 1) / (count - 1)) for i in range(count)]
