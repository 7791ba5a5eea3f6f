"""Exact tallies and their shares: a chunk's result is a tree of whole
numbers (dicts of counts keyed by strings, lists of counts); merging adds them; a share of a
sample gets its 95% Wilson interval."""
from __future__ import annotations

from collections.abc import Iterable

from deckmath.census.words import WORDS
from deckmath.solvers import stats
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import SEED_MAX

DIGITS = 6
"""Shares and intervals are rounded to 6 decimals in reports (byte-identical output)."""


def merge(tallies: Iterable[dict]) -> dict:
    """The sum of tallies of the same shape: numbers add, dicts add key by key, lists element
    by element; other values (labels) must agree."""
    total: dict = {}
    for tally in tallies:
        total = _add(total, tally)
    return total


def _add(a, b):
    if isinstance(b, bool) or isinstance(b, (str, type(None))):
        if a not in ({}, None) and a != b:
            raise ValueError(f"cannot merge {a!r} with {b!r}")
        return b
    if isinstance(b, int):
        return (a if isinstance(a, int) and a != {} else 0) + b
    if isinstance(b, dict):
        out = dict(a) if isinstance(a, dict) else {}
        for key, value in b.items():
            out[key] = _add(out.get(key, {}), value)
        return out
    if isinstance(b, list):
        if not isinstance(a, list) or not a:
            return list(b)
        if len(a) != len(b):
            raise ValueError("cannot merge lists of different lengths")
        return [_add(x, y) for x, y in zip(a, b)]
    raise TypeError(f"not a tally value: {b!r}")


def wilson(hits: int, n: int) -> list[float]:
    """The 95% Wilson score interval of a share hits / n (n > 0), rounded for the report."""
    return [round(bound, DIGITS) for bound in stats.wilson(hits, n)]


def share(hits: int, n: int, sampled: bool) -> dict:
    """{"count": hits, "share": hits / n} and, for a sample, "ci95": [low, high]."""
    out: dict = {"count": hits, "share": round(hits / n, DIGITS) if n else None}
    if sampled and n:
        out["ci95"] = wilson(hits, n)
    return out


def histogram(counts: dict[str, int]) -> dict[str, int]:
    """A histogram keyed by whole numbers as strings, in numeric order, "null" last."""
    keys = sorted((k for k in counts if k != "null"), key=int)
    out = {k: counts[k] for k in keys}
    if "null" in counts:
        out["null"] = counts["null"]
    return out



def seed_of(seed: int | str | None) -> int:
    """The seed given (a whole number 0 .. 2**63 - 1), or a fresh one, which the report then
    records so that the census can be run again."""
    import random

    from deckmath.solvers.notation import parse_int

    if seed is None:
        return random.SystemRandom().randrange(2**32)
    value = parse_int(seed, "seed")
    if not 0 <= value <= SEED_MAX:
        raise InputError(WORDS.said("seed_range", value=value, most=SEED_MAX))
    return value
