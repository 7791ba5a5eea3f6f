"""Totaux cards, tables, positions and written calculations, with their notation (rules T1-T4).

Plain Python: parse text into model objects, format them back (the canonical form round-trips
through parse), and turn tables into the int arrays the kernel reads. Every parse error is an
InputError naming the bad token (T6.4).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard


from deckmath.generators.notebook import Pictured
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import (
    OPERATOR_SPELLINGS, OPERATORS, apply_code, apply_step, describe, field, normalize, parse_int,
    show, split_items,
)
from deckmath.solvers.totaux.words import ERRORS, count_of
from deckmath.solvers.words import Said

if TYPE_CHECKING:
    import numpy as np

FACE_MIN, FACE_MAX = 1, 6
"""Dice faces (T1.1)."""

TOTAL_MIN, TOTAL_MAX = 1, 100_000
"""Totals: whole numbers >= 1 (T1.1); the upper limit is this tool's, like Celsius's hot values."""

TABLE_MIN, TABLE_MAX = 3, 12
"""Cards on a table the solvers accept (T2.1)."""

VARIANTS = ("chain", "pair")
"""T3.3 (default) and T3.4."""

VARIANT_CODE = {"chain": 0, "pair": 1}
"""Kernel codes of the variants (kernel.CHAIN, kernel.PAIR)."""

@dataclass(frozen=True)
class Card:
    """A card (T1.1): two dice faces, the smaller first (T1.3), and a total >= 1."""

    low: int
    high: int
    total: int

    def __str__(self) -> str:
        return f"{self.low}{self.high}:{self.total}"

    @property
    def faces(self) -> tuple[int, int]:
        return self.low, self.high


_CARD = re.compile(r"([^:]*):(.*)")


def _show(token: object) -> str:
    return show(token)


def _foreign(text: str) -> str | Said:
    """ ' (U+0445 CYRILLIC SMALL LETTER HA is not ASCII)' naming the first character that
    normalize() could not turn into ASCII, or '' when there is none."""
    bad = next((c for c in text if not c.isascii()), None)
    return "" if bad is None else ERRORS.said("foreign", char=describe(bad))


def parse_card(token: str) -> Card:
    """Read one card in the T1.3 notation `35:24` (faces in either order)."""
    if not isinstance(token, str):
        raise InputError(ERRORS.said("card_text", card=_show(token)))
    token = normalize(token).strip()
    found = _CARD.fullmatch(token)
    if not found:
        raise InputError(ERRORS.said("card_no_total", card=_show(token)))
    face_text, total_text = found.group(1).strip(), found.group(2).strip()
    if not re.fullmatch(r"[0-9]{2}", face_text) or not all(
        FACE_MIN <= int(d) <= FACE_MAX for d in face_text
    ):
        raise InputError(ERRORS.said("card_faces", card=_show(token),
                                     foreign=_foreign(face_text)))
    if not total_text:
        raise InputError(ERRORS.said("card_no_total", card=_show(token)))
    if not re.fullmatch(r"-?[0-9]{1,9}", total_text) or not (
        TOTAL_MIN <= int(total_text) <= TOTAL_MAX
    ):
        raise InputError(ERRORS.said("card_total", card=_show(token), low=TOTAL_MIN,
                                     high=TOTAL_MAX))
    a, b = int(face_text[0]), int(face_text[1])
    return Card(min(a, b), max(a, b), int(total_text))


def _tokens(value: object, what: Said) -> list:
    if isinstance(value, str):
        return split_items(normalize(value), what)
    if isinstance(value, (list, tuple)):
        return list(value)
    raise InputError(ERRORS.said("not_text_or_list", what=what, value=_show(value)))


def parse_table(value: str | list | tuple) -> tuple[Card, ...]:
    """A table (T2.1): 3 to 12 cards separated by spaces or commas, or a JSON list of cards."""
    tokens = _tokens(value, ERRORS.said("what.table"))
    if len(tokens) > TABLE_MAX:
        raise InputError(ERRORS.said("table_size", cards=count_of("cards", len(tokens)),
                                     low=TABLE_MIN, high=TABLE_MAX))
    cards = tuple(parse_card(t) for t in tokens)
    validate_table(cards)
    return cards


def validate_table(cards: tuple[Card, ...]) -> None:
    if not TABLE_MIN <= len(cards) <= TABLE_MAX:
        raise InputError(ERRORS.said("table_size", cards=count_of("cards", len(cards)),
                                     low=TABLE_MIN, high=TABLE_MAX))


def format_table(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def parse_variant(value: object) -> str:
    if isinstance(value, str):
        value = normalize(value).strip()
    if value not in VARIANTS:
        raise InputError(ERRORS.said("variant", value=_show(value)))
    return value


@dataclass(frozen=True, repr=False)
class Position(Pictured):
    """What the solvers answer (T2.1, T5): the cards on the table and the variant played."""

    GAME = "totaux"

    table: tuple[Card, ...]
    variant: str = "chain"

    def to_json(self) -> dict:
        return {"table": [str(c) for c in self.table], "variant": self.variant}


def position_from_json(obj: Mapping[str, Any]) -> Position:
    """A Position from its JSON object `{"table": [...], "variant": "pair"}` (variant optional,
    chain by default); parse(to_json()) round-trips."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("not_object", table='"table"'))
    return Position(parse_table(field(obj, "table")), parse_variant(field(obj, "variant", "chain")))


def parse_positions(value: str | list | tuple, size: int) -> tuple[int, ...]:
    """Table positions, 1-based (T2.1): `2,5,1` or a JSON list; in range and not repeated."""
    tokens = _tokens(value, ERRORS.said("what.positions"))
    if not tokens:
        raise InputError(ERRORS.said("positions_empty"))
    if len(tokens) > size:
        raise InputError(ERRORS.said("positions_too_many", n=len(tokens), size=size))
    out = []
    what = ERRORS.said("what.position")
    for t in tokens:
        p = parse_int(t, what)
        if not 1 <= p <= size:
            raise InputError(ERRORS.said("position_range", value=p, size=size))
        if p in out:
            raise InputError(ERRORS.said("position_twice", value=p))
        out.append(p)
    return tuple(out)


def parse_announce(value: str | int) -> int:
    """An announced total (T6.1): a whole number >= 1."""
    total = parse_int(value, ERRORS.said("what.announce"))
    if not TOTAL_MIN <= total <= TOTAL_MAX:
        raise InputError(ERRORS.said("announce_range", total=total, low=TOTAL_MIN,
                                     high=TOTAL_MAX))
    return total


@dataclass(frozen=True)
class Step:
    """An intermediate card as written (T3.3 / T3.4): faces x then y, operators o1 and o2.
    Chain: v <- (v o1 x) o2 y. Pair: v <- v o1 (x o2 y)."""

    o1: str
    x: int
    o2: str
    y: int


@dataclass(frozen=True)
class Calc:
    """A written calculation (T4.1, T4.2): first face, intermediate steps, last operator and
    face, stated total. `last` is None for a one-card calculation (too few cards)."""

    variant: str
    first: int
    steps: tuple[Step, ...]
    last: tuple[str, int] | None
    total: int

    @property
    def cards(self) -> int:
        return 1 + len(self.steps) + (self.last is not None)

    def __str__(self) -> str:
        parts = [str(self.first)]
        for s in self.steps:
            if self.variant == "chain":
                parts.append(f"{s.o1}{s.x} {s.o2}{s.y}")
            else:
                parts.append(f"{s.o1}({s.x}{s.o2}{s.y})")
        if self.last is not None:
            parts.append(f"{self.last[0]}{self.last[1]}")
        return " ".join(parts) + f" = {self.total}"


def evaluate(calc: Calc) -> tuple[int | None, int | None]:
    """Compute a calculation (T3.2-T3.6): (value, None), or (None, k) when the step at card k
    (1-based) breaks T3.6."""
    value = calc.first
    for k, s in enumerate(calc.steps, start=2):
        if calc.variant == "chain":
            mid = apply_step(s.o1, value, s.x)
            after = None if mid is None else apply_step(s.o2, mid, s.y)
        else:
            inner = apply_step(s.o2, s.x, s.y)
            after = None if inner is None else apply_step(s.o1, value, inner)
        if after is None:
            return None, k
        value = after
    if calc.last is not None:
        ended = apply_step(calc.last[0], value, calc.last[1])
        if ended is None:
            return None, calc.cards
        value = ended
    return value, None


_TOKEN = re.compile(r"\s*(?:(\d+)|(\S))")


def parse_calc(text: str) -> Calc:
    """Read a calculation (T4.1, T4.2): `4 x6 +2 -3 = 23` (chain) or `4 x(6+2) -3 = 29` (pair);
    spaces optional, `× * ÷ : −` accepted. The faces are 2 + 2m single digits 1..6."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("calc_text", calc=_show(text)))
    text = normalize(text)
    left, eq, right = text.partition("=")
    if not eq:
        raise InputError(ERRORS.said("calc_no_equals", calc=_show(text)))
    if not re.fullmatch(r"\s*[0-9]{1,9}\s*", right):
        raise InputError(ERRORS.said("calc_after_equals", calc=_show(text)))
    items = _calc_items(left, text)
    faces = sum(isinstance(i, int) for i in items)
    if faces > 2 * TABLE_MAX - 2:
        raise InputError(ERRORS.said("calc_too_long", calc=_show(text), faces=faces,
                                     most=TABLE_MAX, most_faces=2 * TABLE_MAX - 2))
    return _group(items, int(right), text)


@dataclass(frozen=True)
class Show:
    """A calculation (T4.1, T4.2) with the table positions of its cards in order when they are
    given (T6.2): what the high bidder shows in a game, and a placed answer to check."""

    calc: Calc
    positions: tuple[int, ...] | None = None

    def __str__(self) -> str:
        where = "" if self.positions is None else " @ " + ",".join(map(str, self.positions))
        return f"{self.calc}{where}"


_PLACED_BEFORE = re.compile(r"\s*(?:#|cards?\s+)([0-9,\s]+):(.*)", re.S | re.I)
"""Positions before a calculation, as the answers print them: `#1,2,5: ...` (a sheet's key),
`cards 1,2,5: ...` (solve's text)."""


def parse_placed_calc(text: object, size: int = TABLE_MAX
                      ) -> tuple[Calc, tuple[int, ...] | None]:
    """A calculation (parse_calc) with, optionally, its cards' table positions in order
    (T6.2): after `@` as a person types it at the table (`5 x1 x6 +1 = 31 @ 1,2,5`), or
    before a colon as the answers print it (`#1,2,5: ...`, `cards 1,2,5: ...`). Positions
    are read up to `size` (whether they are this table's is the checker's), one per card.
    The one reader of a shown calculation: `check --calc`, a batch line's calc, `play`'s
    prompt and the library's check."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("calc_text", calc=_show(text)))
    plain = normalize(text)
    calc_text, at, where = plain.partition("@")
    placed: str | None = where if at else None
    if not at:
        found = _PLACED_BEFORE.fullmatch(plain)
        if found:
            placed, calc_text = found.group(1), found.group(2)
    calc = parse_calc(calc_text)
    if placed is None:
        return calc, None
    positions = parse_positions(placed, size)
    if len(positions) != calc.cards:
        raise InputError(ERRORS.said("calc_positions",
                                     positions=count_of("positions", len(positions)),
                                     cards=count_of("cards", calc.cards)))
    return calc, positions


def _is_op(item: str | int) -> TypeGuard[str]:
    return isinstance(item, str) and item in OPERATORS


def _calc_items(left: str, text: str) -> list[str | int]:
    """Faces (ints), operators and parentheses of the left side, checked token by token."""
    items: list[str | int] = []
    pos = 0
    while pos < len(left):
        found = _TOKEN.match(left, pos)
        if not found:
            break
        pos = found.end()
        digits, other = found.groups()
        if digits is not None:
            if len(digits) != 1 or not FACE_MIN <= int(digits) <= FACE_MAX:
                raise InputError(ERRORS.said("calc_not_face", calc=_show(text),
                                             digits=repr(digits)))
            if items and isinstance(items[-1], int):
                raise InputError(ERRORS.said("calc_missing_op", calc=_show(text),
                                             digits=digits))
            items.append(int(digits))
        elif other in OPERATOR_SPELLINGS:
            if not items or _is_op(items[-1]) or items[-1] == "(":
                raise InputError(ERRORS.said("calc_op_first", calc=_show(text),
                                             op=repr(other)))
            items.append(OPERATOR_SPELLINGS[other])
        elif other in "()":
            items.append(other)
        else:
            shown = repr(other) if other.isascii() else describe(other)
            raise InputError(ERRORS.said("calc_bad_char", calc=_show(text), char=shown))
    if not items:
        raise InputError(ERRORS.said("calc_no_faces", calc=_show(text)))
    if _is_op(items[-1]):
        raise InputError(ERRORS.said("calc_dangling", calc=_show(text), op=repr(items[-1])))
    return items


def _group(items: list[str | int], total: int, text: str) -> Calc:
    """Split the faces into first | intermediate pairs | last (T4.1); parentheses mark the
    pair variant (T4.2) and must wrap exactly each intermediate pair."""
    if "(" in items or ")" in items:
        return _group_pair(items, total, text)
    faces = [i for i in items if isinstance(i, int)]
    ops = [i for i in items if isinstance(i, str)]
    if len(faces) == 1:
        return Calc("chain", faces[0], (), None, total)
    if len(faces) % 2:
        raise InputError(ERRORS.said("calc_odd", calc=_show(text), n=len(faces)))
    steps = tuple(
        Step(ops[2 * i], faces[1 + 2 * i], ops[2 * i + 1], faces[2 + 2 * i])
        for i in range((len(faces) - 2) // 2)
    )
    return Calc("chain", faces[0], steps, (ops[-1], faces[-1]), total)


def _group_pair(items: list[str | int], total: int, text: str) -> Calc:
    bad = InputError(ERRORS.said("calc_pair", calc=_show(text)))
    if not isinstance(items[0], int):
        raise bad
    steps = []
    i = 1
    while i + 6 <= len(items) and items[i + 1] == "(":
        o1, _, x, o2, y, close = items[i:i + 6]
        if not (_is_op(o1) and isinstance(x, int) and _is_op(o2) and isinstance(y, int)
                and close == ")"):
            raise bad
        steps.append(Step(o1, x, o2, y))
        i += 6
    rest = items[i:]
    if len(rest) != 2 or not _is_op(rest[0]) or not isinstance(rest[1], int) or not steps:
        raise bad
    return Calc("pair", items[0], tuple(steps), (rest[0], rest[1]), total)


def table_arrays(cards: tuple[Card, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Kernel form of a table: low faces, high faces, totals (int64)."""
    import numpy as np

    return (np.array([c.low for c in cards], np.int64), np.array([c.high for c in cards], np.int64),
            np.array([c.total for c in cards], np.int64))


# Card arithmetic (T3.2-T3.7), in plain Python: the listing (solve.py) and the reference twin use
# it; the kernel has its numba counterparts (kernel.inner_values, kernel.finish_values).


def face_orders(a: int, b: int) -> list[tuple[int, int]]:
    """An intermediate card's two faces in either order; a double's once (T3.3, T3.7)."""
    return [(a, b)] if a == b else [(a, b), (b, a)]


def faces(a: int, b: int) -> list[int]:
    """The distinct faces of a first or last card (T3.2, T3.5, T3.7), smaller first."""
    return sorted({a, b})


@functools.lru_cache(maxsize=None)
def inner_values(a: int, b: int) -> dict[int, int]:
    """Pair variant (T3.4): inner result -> number of distinct writings `(x o2 y)`."""
    out: dict[int, int] = {}
    for x, y in face_orders(a, b):
        for o2 in range(4):
            r = apply_code(o2, x, y)
            if r is not None:
                out[r] = out.get(r, 0) + 1
    return out


@functools.lru_cache(maxsize=None)
def finish_values(a: int, b: int, total: int) -> dict[int, int]:
    """Values v with `v o d == total` for a face d (T3.5) -> number of writings `o d`, sorted."""
    out: dict[int, int] = {}
    for d in faces(a, b):
        for v in (total - d, total + d, total // d if total % d == 0 else -1, total * d):
            if v >= 0:
                out[v] = out.get(v, 0) + 1
    return dict(sorted(out.items()))


def last_writings(v: int, card: Card) -> list[tuple[int, int]]:
    """Every writing (operator code, face) by which `card`, as the last card, takes v to its
    total (T3.5), a double's face once."""
    return [(o, d) for d in faces(card.low, card.high) for o in range(4)
            if apply_code(o, v, d) == card.total]


def is_prime(n: int) -> bool:
    """Whether a total is prime (T5.2, T7.3)."""
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


CHAIN, PAIR = VARIANT_CODE["chain"], VARIANT_CODE["pair"]
"""The variants as the engines code them."""


def search_bound(cards: list[tuple[int, int, int]], rest: list[int], variant: int
                 ) -> int | float:
    """Above this value no prefix can still end on a total with the unused cards `rest` (the
    proof is in kernel.py's docstring): the pruning every engine of the programme applies."""
    best: int | float = -1
    for last in rest:
        a, b, t = cards[last]
        others = [c for c in rest if c != last]
        if variant == PAIR and any(cards[c][0] == cards[c][1] for c in others):
            return float("inf")
        product = 1
        for c in others:
            x, y, _ = cards[c]
            product *= x * y if variant == CHAIN else max(x + y, x * y)
        step = 2 if variant == CHAIN else 1
        best = max(best, product * (max(a, b) * (t + 1) + step * len(others)))
    return best


def step_writing(variant: int, u: int, v: int, a: int, b: int) -> tuple[int, int, int, int]:
    """The first writing (x, o1, o2, y) of an intermediate card {a, b} taking u to v (T3.3,
    T3.4), in the engines' order of faces and operators."""
    for x, y in face_orders(a, b):
        for o1 in range(4):
            for o2 in range(4):
                if variant == CHAIN:
                    w = apply_code(o1, u, x)
                    if w is not None and apply_code(o2, w, y) == v:
                        return x, o1, o2, y
                else:
                    inner = apply_code(o2, x, y)
                    if inner is not None and apply_code(o1, u, inner) == v:
                        return x, o1, o2, y
    raise ValueError(f"no writing of {a}:{b} takes {u} to {v}")


def last_writing(v: int, a: int, b: int, total: int) -> tuple[int, int]:
    """The first writing (o, d) of a last card taking v to its total (T3.5)."""
    for d in ([a] if a == b else [a, b]):
        for o in range(4):
            if apply_code(o, v, d) == total:
                return o, d
    raise ValueError(f"no writing of {a}:{b} takes {v} to {total}")


def witness_rows(cards, variant: int, link_of, state, last: int
                 ) -> list[tuple[int, int, int, int, int]]:
    """A combination's rows (card, x, o1, o2, y), as kernel.witness gives them, from its last
    state, following the first-found links (`link_of(mask, value)`: (prev mask, prev value,
    card), or None for a first card)."""
    path = []
    mask, v = state
    while True:
        link = link_of(mask, v)
        if link is None:
            path.append((mask.bit_length() - 1, v))
            break
        prev, u, c = link
        path.append((c, v))
        mask, v = prev, u
    path.reverse()
    rows = [(path[0][0], path[0][1], -1, -1, -1)]
    for (_, u), (c, v) in zip(path, path[1:]):
        x, o1, o2, y = step_writing(variant, u, v, cards[c][0], cards[c][1])
        rows.append((c, x, o1, o2, y))
    a, b, t = cards[last]
    o, d = last_writing(state[1], a, b, t)
    rows.append((last, d, o, -1, -1))
    return rows

