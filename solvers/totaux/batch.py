"""Totaux batches by chunks (T2.1, T5): a chunk's lines parsed together, solved by one kernel
call per variant, each answer written from the kernel's arrays without the model's objects.

`solve_lines` answers a chunk of `totaux solve --batch` lines exactly as the line-by-line
runner did with position_from_json, solve_positions and Solution.to_json: a table whose card
tokens were all seen before (and accepted by the model) is read from a table of tokens; any
other line is read by model.position_from_json, which names what is wrong. Tables the exact
programme cannot count within its budget, and tables of SEQUENTIAL_FROM cards or more, are
answered by solve.solve_many itself (fallback mode, one at a time). tests/totaux/
test_totaux_batch.py and tests/test_batch_identical.py hold the output to the model's, byte
for byte.
"""
from __future__ import annotations

import threading
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.json_lines import Answered
from deckmath.solvers.notation import OPERATORS
from deckmath.solvers.totaux.model import (
    TABLE_MAX, TABLE_MIN, VARIANT_CODE, VARIANTS, Card, is_prime, position_from_json,
)

_CARDS: dict[str, Card] = {}
"""Card tokens already read (raw text -> card); only tokens the model accepted are here."""

_LOCK = threading.Lock()
"""Held while _CARDS grows (chunks are answered on two threads)."""

_PRIME: dict[int, bool] = {}
"""is_prime by total, as totals are met (T5.2)."""


def read(obj: dict) -> tuple[tuple[Card, ...], str]:
    """A batch line's table and variant, as position_from_json reads them (InputError alike)."""
    table = obj.get("table")
    variant = obj.get("variant", "chain")
    if type(table) is list and TABLE_MIN <= len(table) <= TABLE_MAX and (
            type(variant) is str and variant in VARIANTS):
        try:
            return tuple([_CARDS[token] for token in table]), variant
        except (KeyError, TypeError):
            pass
    position = position_from_json(obj)
    if isinstance(table, list):
        with _LOCK:
            _CARDS.update(zip(table, position.table))
    return position.table, position.variant


def _prime(total: int) -> bool:
    found = _PRIME.get(total)
    if found is None:
        found = _PRIME[total] = is_prime(total)
    return found


def _calc(variant: str, rows: list[list[int]], total: int) -> str:
    """The written calculation of witness rows (card, x, o1, o2, y) (T4.1, T4.2), as
    str(solve.calc_from_rows(...)[1]) writes it."""
    parts = [str(rows[0][1])]
    for _, x, o1, o2, y in rows[1:-1]:
        parts.append(f"{OPERATORS[o1]}{x} {OPERATORS[o2]}{y}" if variant == "chain" else
                     f"{OPERATORS[o1]}({x}{OPERATORS[o2]}{y})")
    _, d, o, _, _ = rows[-1]
    parts.append(f"{OPERATORS[o]}{d}")
    return " ".join(parts) + f" = {total}"


def _answer(table: tuple[Card, ...], variant: str, reach: list[int], counts: list[int],
            wit: list[list[list[int]]]) -> dict[str, Any]:
    """Solution.to_json of an exact solve (T5.1, T5.2) from the kernel's rows for one table."""
    by_card = []
    best = None
    prime = False
    combinations: int | None = 0
    for i, card in enumerate(table):
        k, count = reach[i], counts[i]
        if k < 0:
            by_card.append({"position": i + 1, "card": str(card), "total": card.total,
                            "min_cards": None, "count": count, "example": None})
        else:
            rows = wit[i][:k]
            shown = None if count < 0 else count
            result = {"position": i + 1, "card": str(card), "total": card.total,
                      "min_cards": k, "count": shown,
                      "example": {"positions": [r[0] + 1 for r in rows],
                                  "calc": _calc(variant, rows, card.total)}}
            if shown is None:
                result["count_overflow"] = True
            by_card.append(result)
            best = card.total if best is None else max(best, card.total)
            prime = prime or _prime(card.total)
            count = shown  # type: ignore[assignment]
        if combinations is not None:
            combinations = None if count is None else combinations + count
    if combinations is not None and combinations >= 2**63:
        combinations = None
    out = {"table": [str(c) for c in table], "variant": variant, "best_total": best,
           "prime_possible": prime, "combinations": combinations, "by_card": by_card}
    if combinations is None:
        out["combinations_overflow"] = True
    return out


def _solved(tables: list[tuple[Card, ...]], variant: str) -> list[dict[str, Any]]:
    """Each table's Solution.to_json: one kernel call for the tables below SEQUENTIAL_FROM
    cards, solve.solve_many (the model's path) for the others and for any the exact programme
    could not count within its budget."""
    import numpy as np

    from deckmath.solvers.totaux.solve import (
        COUNT_STATES, SEQUENTIAL_FROM, _kernel, solve_many,
    )

    out: dict[int, dict[str, Any]] = {}
    small = [i for i, t in enumerate(tables) if len(t) < SEQUENTIAL_FROM]
    if small:
        width = max(len(tables[i]) for i in small)
        fa = np.ones((len(small), width), np.int64)
        fb = np.ones((len(small), width), np.int64)
        tot = np.ones((len(small), width), np.int64)
        sizes = np.array([len(tables[i]) for i in small], np.int64)
        for p, i in enumerate(small):
            n = len(tables[i])
            fa[p, :n] = [c.low for c in tables[i]]
            fb[p, :n] = [c.high for c in tables[i]]
            tot[p, :n] = [c.total for c in tables[i]]
        reach, counts, wit, complete, _ = (a.tolist() for a in _kernel().solve_many(
            fa, fb, tot, sizes, VARIANT_CODE[variant], COUNT_STATES))
        for p, i in enumerate(small):
            if complete[p]:
                out[i] = _answer(tables[i], variant, reach[p], counts[p], wit[p])
    rest = [i for i in range(len(tables)) if i not in out]
    for i, solution in zip(rest, solve_many([tables[i] for i in rest], variant)):
        out[i] = solution.to_json()
    return [out[i] for i in range(len(tables))]


def solve_lines(first: int, data: bytes) -> Answered:
    """`totaux solve --batch` on a chunk of whole lines, the first numbered `first`: its
    output (run_batch's with solve_positions, byte for byte), [bad lines, answers] and its
    first bad line."""
    import orjson

    from deckmath.conventions import parse_json_line

    out: list[bytes | None] = []
    where: dict[str, list[int]] = {}
    tables: dict[str, list[tuple[Card, ...]]] = {}
    bad = 0
    first_bad: tuple[int, InputError] | None = None
    pieces = data.split(b"\n")
    last = pieces.pop()
    lines = [piece + b"\n" for piece in pieces] + ([last] if last else [])
    for number, line in enumerate(lines, start=first):
        if not line.strip():
            continue
        try:
            table, variant = read(parse_json_line(line))
        except InputError as err:
            out.append(orjson.dumps({"line": number, "error": str(err)}) + b"\n")
            first_bad = first_bad or (number, err)
            bad += 1
            continue
        where.setdefault(variant, []).append(len(out))
        tables.setdefault(variant, []).append(table)
        out.append(None)
    for variant in sorted(tables):
        for index, answer in zip(where[variant], _solved(tables[variant], variant)):
            out[index] = orjson.dumps(answer) + b"\n"
    written = b"".join(out)  # type: ignore[arg-type]
    return Answered(written, [bad, sum(len(t) for t in tables.values())], first_bad)
