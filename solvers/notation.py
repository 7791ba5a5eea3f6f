"""Notation and arithmetic shared by the games: operator symbols, their kernel codes and accepted
spellings (C2.1, T4.1), one legal step and its inverse (C3.2, T3.6), whole numbers and keys read
from text or JSON."""
from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.shared_words import WORDS
from deckmath.solvers.words import Said, Spoken

What = str | Said
"""What a parser reads, named in its refusal: a plain English text (`"--workers"`) or words
said in the reader's language (a Said: "the hand", "la main")."""

OPERATORS = "+-x/"
"""Canonical operator symbols, in kernel code order: 0 is +, 1 is -, 2 is x, 3 is /."""

ADD, SUB, MUL, DIV = range(4)
"""Kernel operator codes (index in OPERATORS); the numba kernels read these as constants."""

OPERATOR_SPELLINGS = {
    "+": "+", "-": "-", "\u2212": "-", "x": "x", "X": "x", "*": "x", "\u00d7": "x",
    "/": "/", ":": "/", "\u00f7": "/",
}
"""Accepted spellings of each operator on input; output is always the canonical ASCII symbol."""


_DASHES = str.maketrans({c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"})


def normalize(text: str) -> str:
    """Text as typed or pasted, made plain before any parsing: Unicode NFKC (full-width digits
    and signs become ASCII, `＋１` is `+1`) and every dash-like character (en dash, minus sign,
    ...) a hyphen-minus. Look-alikes NFKC keeps (a Cyrillic `х` for x) stay, and are refused by
    name (`describe`)."""
    return unicodedata.normalize("NFKC", text).translate(_DASHES)


def describe(char: str) -> str:
    """A character named for an error message: `'х' (U+0445 CYRILLIC SMALL LETTER HA)`, its
    Unicode name given as code in French (Spoken)."""
    name = unicodedata.name(char, None)
    if name is None:
        return Spoken(WORDS.said("char.unnamed", char=repr(char), code=f"{ord(char):04X}"))
    return Spoken(WORDS.said("char.named", char=repr(char), code=f"{ord(char):04X}", name=name))


def apply_step(op: str, value: int, operand: int) -> int | None:
    """`value op operand` if the result is a whole number >= 0 (C3.2, T3.6), else None
    (below 0, an inexact division or a division by 0)."""
    if op == "+":
        return value + operand
    if op == "-":
        return value - operand if value >= operand else None
    if op == "x":
        return value * operand
    if operand == 0 or value % operand != 0:
        return None
    return value // operand


def apply_code(code: int, value: int, operand: int) -> int | None:
    """apply_step for a kernel operator code (index in OPERATORS)."""
    return apply_step(OPERATORS[code], value, operand)


def inverse_code(code: int, result: int, operand: int) -> list[int] | None:
    """Every value p with `p op operand == result` as a legal step (C3.2, T3.6), for a kernel
    operator code; None when every p works (`p x 0 == 0`). Twin of solvers.kernel.inverse."""
    if code == ADD:
        return [result - operand] if result >= operand else []
    if code == SUB:
        return [result + operand]
    if code == MUL:
        if operand == 0:
            return None if result == 0 else []
        return [result // operand] if result % operand == 0 else []
    return [result * operand] if operand else []


def show(value: object, limit: int = 40) -> str:
    """A value as the user wrote it, for a message: a string quoted, anything else in JSON
    spelling (true, null, 22.0, [1, 2]), cut to `limit` characters; never a Python repr."""
    text = _shown(value, 2)
    return text if len(text) <= limit or isinstance(text, Spoken) else text[:limit - 3] + "..."


def _shown(value: object, depth: int) -> str:
    if isinstance(value, str):
        return repr(value[:60] + ("..." if len(value) > 60 else ""))
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, float):
        return "NaN" if value != value else "Infinity" if value == float("inf") else \
            "-Infinity" if value == float("-inf") else repr(value)
    if isinstance(value, int):
        if abs(value) >= 10**20:
            if value.bit_length() > 10_000:
                return Spoken(WORDS.said("shown.over"))
            return Spoken(WORDS.said("shown.digits", n=len(str(abs(value)))))
        return str(value)
    if isinstance(value, (list, tuple)):
        if depth == 0:
            return "[...]"
        inner = ", ".join(_shown(v, depth - 1) for v in value[:4])
        return "[" + inner + (", ...]" if len(value) > 4 else "]")
    if isinstance(value, dict):
        return "{...}" if value else "{}"
    return type(value).__name__


_WHOLE = re.compile(r"\s*([+-]?)([0-9]+)\s*")


def parse_int(text: object, what: What) -> int:
    """A whole number from text or JSON (`12`, `"12"`, `12.0`), refusing bools, fractions,
    infinities and anything else with a message naming the value; huge numbers are refused by
    their size, before any conversion. The caller checks the range its rule allows."""
    if isinstance(text, bool):
        raise InputError(WORDS.said("whole.not", what=what, value=show(text)))
    if isinstance(text, int):
        if abs(text) >= 10**18:
            raise InputError(WORDS.said("whole.huge", what=what, value=show(text)))
        return text
    if isinstance(text, float) and text.is_integer() and abs(text) < 2**53:
        return int(text)
    if isinstance(text, str):
        found = _WHOLE.fullmatch(normalize(text))
        if found:
            sign, digits = found.groups()
            if len(digits.lstrip("0")) > 18:
                raise InputError(WORDS.said("whole.huge_digits", what=what, value=show(text),
                                            digits=len(digits)))
            return int(sign + digits)
    raise InputError(WORDS.said("whole.not", what=what, value=show(text)))


def attach_operators(tokens: list[str]) -> list[str]:
    """Tokens of operator cards in which an operator typed apart from its operand is joined to
    it (`+ 1 x 2` is `+1 x2`), as a Totaux calculation reads `2 × 3 + 2`: one reading of the
    operators' notation (C2.1, T4.1) wherever a person types them."""
    out: list[str] = []
    pending: str | None = None
    for token in tokens:
        if pending is not None:
            out.append(pending + token)
            pending = None
        elif token in OPERATOR_SPELLINGS:
            pending = token
        else:
            out.append(token)
    if pending is not None:
        out.append(pending)
    return out


_KEY_NUMBER = re.compile(r"^\s*[0-9]+\.\s+")
_KEY_GRADE = re.compile(r"\s*\[[^\[\]]*\]\s*$")
_KEY_COUNTS = re.compile(r"\s*\((?=[^()]*[^\W\d_]{2})[^()]*\)\s*$")


def key_answer(text: str) -> str:
    """The answer in a line of a sheet's answer key as the sheet prints it (generators/
    render_text.py), in any language: without the puzzle's number (`3. `), its grade in
    brackets (`[Grade 2; ...]`) and the counts in words in parentheses after the answer
    (`(2 optimal plays)`, `(value +7; ...)`); other text is only stripped. Each game reads the
    rest (its answer's words before the play: `2 cards to 54: ...`)."""
    return _KEY_COUNTS.sub("", _KEY_GRADE.sub("", _KEY_NUMBER.sub("", normalize(text)))).strip()


def split_items(text: str, what: What) -> list[str]:
    """The items of a list typed as one string (already normalized): separated by spaces,
    commas or both (`22,40`, `22, 40`, `22 40`). An empty item between commas (`22,,40`, or a
    comma at either end) is refused naming `what`: it is a typo, not nothing to read."""
    pieces = text.strip().split(",")
    if len(pieces) > 1:
        for number, piece in enumerate(pieces, start=1):
            if not piece.strip():
                where = (WORDS.said("items.first") if number == 1 else
                         WORDS.said("items.last") if number == len(pieces) else
                         WORDS.said("items.between", before=number - 1, after=number))
                raise InputError(WORDS.said("items.empty", what=what, value=show(text),
                                            where=where))
    return [token for piece in pieces for token in piece.split()]


def parse_number(value: object, what: What | None, low: float, high: float,
                 low_open: bool = False) -> float:
    """A finite number in low..high (above `low` when `low_open`) from text or JSON (`0.25`,
    `"0.25"`, `1`); NaN, the infinities (`nan`, `inf`, `1e999`), bools and anything else are
    refused with a message naming `what` (None: the message names only the value, for a caller
    that names what it is before it, as click does an option)."""
    number: float | None = None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value) if abs(value) < 1e308 or isinstance(value, float) else math.inf
    elif isinstance(value, str) and len(value) <= 40:
        try:
            number = float(normalize(value).strip())
        except ValueError:
            number = None
    span = WORDS.said("span.above" if low_open else "span.from", low=f"{low:g}", high=f"{high:g}")
    named = {"value": show(value), "span": span}
    prefix = "value" if what is None else "number"
    if what is not None:
        named["what"] = what
    if number is None:
        raise InputError(WORDS.said(f"{prefix}.not", **named))
    if not math.isfinite(number):
        raise InputError(WORDS.said(f"{prefix}.infinite", **named))
    if number > high or number < low or (low_open and number == low):
        raise InputError(WORDS.said(f"{prefix}.range", **named))
    return number


def field(obj: Mapping[str, Any], name: str, default: Any = ...) -> Any:
    """A key of a JSON object (a batch line, a position); a missing required key is bad input
    naming it."""
    if name in obj:
        return obj[name]
    if default is ...:
        raise InputError(WORDS.said("key.missing", name=repr(name)))
    return default
