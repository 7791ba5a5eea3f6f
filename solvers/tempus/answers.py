"""A claimed Professor Tempus move in every form it is given, read by one reader for the
library's `check` and the page (P3): as typed (`capture 3 J9`), as a batch line's field
(`{"move": "capture 3 J9"}`), or as a line of a sheet's answer key in any of its languages
(`dump 2 J25 (value +7; ...)`, `déposer 2 J25 (valeur +7 ; ...)`), its verb in the sheet's
words.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import key_answer, normalize, show
from deckmath.solvers.tempus.model import Move, parse_move
from deckmath.solvers.tempus.words import ERRORS


@cache
def _verbs() -> dict[str, str]:
    """Each language's verb of a move (`déposer`) -> the notation's (`dump`), P3."""
    from deckmath.generators.labels import labels

    verbs: dict[str, str] = {}
    for lang in ("en", "fr"):
        for key, said in labels(lang, "tempus").items():
            if key.startswith("move."):
                verbs[normalize(said).lower()] = key[len("move."):]
    return verbs


def read_answer(value: object) -> Move:
    """A move from any form it is given (module docstring); InputError naming what is wrong,
    in the command line's words, for anything else."""
    if isinstance(value, Move):
        return value
    if isinstance(value, Mapping):
        extra = [key for key in value if key != "move"]
        if extra or "move" not in value:
            raise InputError(ERRORS.said("answer.field", field=show(extra[0] if extra else "none")))
        value = value["move"]
    if not isinstance(value, str):
        raise InputError(ERRORS.said("answer.not_text", value=show(value)))
    verb, _, rest = key_answer(value).partition(" ")
    return parse_move(f"{_verbs().get(verb.lower(), verb)} {rest}")
