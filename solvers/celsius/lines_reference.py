"""Plain-Python twin of lines.py (C2.1, C2.2, C4.1, C5.2-C5.3): one line read, one claim
judged, slow and obvious, with the same rules and the same numbers out; the kernels' arrays
are filled from these by tests/celsius/test_lines.py, which compares the two."""
from __future__ import annotations

import re
from typing import Any, NamedTuple

from deckmath.solvers.celsius.lines import (
    BLANK, CARDS_WIDTH, FAST, HOT_WIDTH, ILLEGAL_STEP, NOT_HOT, NOT_IN_HAND, SLOW, VALID,
    VALUE_LIMIT, WRONG_TARGET,
)

_SPACE = re.compile(rb"[ \t\r]*")
_NUMBER = re.compile(rb"0|[1-9][0-9]{0,5}")
_OPERAND = rb"(?:10|[1-9])"
_CARD = re.compile(rb"([-+x/])(\?|" + _OPERAND + rb")")
_PLAYED = re.compile(rb"([-+x/])(?:\?=(" + _OPERAND + rb")|(" + _OPERAND + rb"))")
_KEY = re.compile(rb'"(cold|hot|hand|play|target)"[ \t\r]*:')
_CODES = {b"+": 0, b"-": 1, b"x": 2, b"/": 3}


class Line(NamedTuple):
    """A line as `read` reads it: its status and, when FAST, its numbers."""

    status: int
    cold: int = -1
    hot: tuple[int, ...] = ()
    hand: tuple[tuple[int, int], ...] = ()
    play: tuple[tuple[int, int, int], ...] = ()
    target: int = -1


class _Slow(Exception):
    """The line is not one `read` takes for sure."""


class _Reader:
    """A cursor over one line's bytes, with the grammar of lines.py's module docstring."""

    def __init__(self, text: bytes) -> None:
        self.text = text
        self.at = 0

    def space(self) -> None:
        self.at = _SPACE.match(self.text, self.at).end()  # type: ignore[union-attr]

    def expect(self, byte: bytes) -> None:
        if self.text[self.at:self.at + 1] != byte:
            raise _Slow
        self.at += 1

    def peek(self) -> bytes:
        return self.text[self.at:self.at + 1]

    def match(self, pattern: re.Pattern[bytes]) -> re.Match[bytes]:
        found = pattern.match(self.text, self.at)
        if found is None:
            raise _Slow
        self.at = found.end()
        return found

    def number(self, most: int) -> int:
        found = self.match(_NUMBER)
        if self.text[self.at:self.at + 1].isdigit() or int(found.group()) > most:
            raise _Slow
        return int(found.group())

    def items(self, item):
        """A JSON list of items read by item(): at least one."""
        self.expect(b"[")
        out = []
        self.space()
        while True:
            out.append(item())
            self.space()
            if self.peek() == b"]":
                self.at += 1
                return out
            self.expect(b",")
            self.space()

    def quoted(self, pattern: re.Pattern[bytes]) -> re.Match[bytes]:
        self.expect(b'"')
        found = self.match(pattern)
        self.expect(b'"')
        return found


def _card(found: re.Match[bytes]) -> tuple[int, int]:
    op, rest = found.groups()
    return _CODES[op], 0 if rest == b"?" else int(rest)


def _played(found: re.Match[bytes]) -> tuple[int, int, int]:
    op, wild, fixed = found.groups()
    return (_CODES[op], int(wild), 1) if wild else (_CODES[op], int(fixed), 0)


def _play_text(text: bytes) -> list[tuple[int, int, int]]:
    """A play written as one string: played cards between spaces and commas; an empty item
    between commas, or a comma at either end, is the model's to refuse."""
    if re.search(rb"^ *,|, *,|, *$", text):
        raise _Slow
    tokens = [t for t in re.split(rb"[ ,]+", text) if t]
    out = []
    for token in tokens:
        found = _PLAYED.fullmatch(token)
        if found is None:
            raise _Slow
        out.append(_played(found))
    return out


def read_line(text: bytes, claims: bool) -> Line:
    """One line (without its newline) as lines.read reads it."""
    if not text.strip(b" \t\r"):
        return Line(BLANK)
    reader = _Reader(text)
    values: dict[bytes, Any] = {}
    try:
        reader.space()
        reader.expect(b"{")
        reader.space()
        while True:
            key = reader.match(_KEY).group(1)
            if key in values or (key in (b"play", b"target") and not claims):
                raise _Slow
            reader.space()
            if key == b"cold":
                values[key] = reader.number(12)
            elif key == b"target":
                if reader.text.startswith(b"null", reader.at):
                    reader.at += 4
                    values[key] = -1
                else:
                    values[key] = reader.number(100_000)
            elif key == b"hot":
                values[key] = reader.items(lambda: reader.number(100_000))
            elif key == b"hand":
                values[key] = [_card(found) for found in reader.items(lambda: reader.quoted(_CARD))]
            elif reader.peek() == b"[":
                values[key] = [_played(f) for f in reader.items(lambda: reader.quoted(_PLAYED))]
            else:
                reader.expect(b'"')
                end = reader.text.find(b'"', reader.at)
                if end < 0:
                    raise _Slow
                values[key] = _play_text(reader.text[reader.at:end])
                reader.at = end + 1
            reader.space()
            if reader.peek() == b"}":
                reader.at += 1
                break
            reader.expect(b",")
            reader.space()
        reader.space()
        if reader.at != len(text):
            raise _Slow
    except _Slow:
        return Line(SLOW)
    hot, hand, play = values.get(b"hot", []), values.get(b"hand", []), values.get(b"play", [])
    if (b"cold" not in values or not hot or not hand or (claims and not play)
            or len(hot) > HOT_WIDTH or len(set(hot)) != len(hot)
            or len(hand) > CARDS_WIDTH or len(play) > CARDS_WIDTH):
        return Line(SLOW)
    return Line(FAST, values[b"cold"], tuple(hot), tuple(hand), tuple(play),
                values.get(b"target", -1))


class Judged(NamedTuple):
    """A claim as `judge` judges it (lines.py glossary); status SLOW past VALUE_LIMIT."""

    status: int
    reason: int = VALID
    step: int = 0
    value: int = -1
    played: int = 0
    took_wild: tuple[int, ...] = ()
    after: tuple[int, ...] = ()


def _apply(op: int, value: int, operand: int) -> int:
    """A legal step's value (C3.2), or -1."""
    if op == 0:
        return value + operand
    if op == 1:
        return value - operand if value >= operand else -1
    if op == 2:
        return value * operand
    return value // operand if value % operand == 0 else -1


def judge_line(line: Line) -> Judged:
    """A FAST line's claim judged (C5.2-C5.3) as lines.judge judges it."""
    left = list(enumerate(line.hand))
    value = line.cold
    took: list[int] = []
    after: list[int] = []
    for s, (op, a, wild) in enumerate(line.play):
        wanted = [(op, 0)] if wild else [(op, a), (op, 0)]
        card = next((c for want in wanted for c in left if c[1] == want), None)
        if card is None:
            return Judged(FAST, NOT_IN_HAND, s + 1, -1, s, tuple(took), tuple(after))
        left.remove(card)
        took.append(int(card[1][1] == 0))
        if value > VALUE_LIMIT:
            return Judged(SLOW)
        value = _apply(op, value, a)
        after.append(value)
        if value < 0:
            return Judged(FAST, ILLEGAL_STEP, s + 1, -1, s + 1, tuple(took), tuple(after))
    reason = (NOT_HOT if value not in line.hot else
              WRONG_TARGET if line.target >= 0 and value != line.target else VALID)
    return Judged(FAST, reason, 0, value, len(line.play), tuple(took), tuple(after))


def _card_text(op: int, operand: int, value: int | None = None) -> str:
    """A card's text (C2.1), or as played (C2.2) when a wildcard's value is given."""
    symbol = "+-x/"[op]
    if operand:
        return f"{symbol}{operand}"
    return f"{symbol}?" if value is None else f"{symbol}?={value}"


def write_solution(cold: int, hot: list[int], hand: list[tuple[int, int]],
                   searched: list[tuple[int, int]], best: int, min_cards: int, plays: int,
                   per_min: list[int], play_card: list[list[int]], play_value: list[list[int]]
                   ) -> bytes:
    """One position's answer line as lines.write_solutions writes it (C4.3-C4.5): the
    Solution.to_json object, here built as a dict and encoded by orjson, and a newline;
    `searched` is the hand in search order, the kernel's card indices refer to it."""
    import orjson

    def play(h: int) -> list[str] | None:
        if per_min[h] < 0:
            return None
        return [_card_text(*searched[c], v) for c, v in
                zip(play_card[h][:per_min[h]], play_value[h][:per_min[h]])]

    obj = {"cold": cold, "hot": hot, "hand": [_card_text(op, a) for op, a in hand],
           "min_cards": None if best < 0 else min_cards,
           "target": None if best < 0 else hot[best],
           "play": None if best < 0 else play(best), "optimal_plays": plays,
           "per_target": {str(v): {"min_cards": None if per_min[h] < 0 else per_min[h],
                                   "play": play(h)} for h, v in enumerate(hot)}}
    return orjson.dumps(obj) + b"\n"


def write_verdict(line: Line, judged: Judged, fewest: int | None, overall: int | None,
                  lang: str = "en") -> bytes:
    """One judged claim's verdict line as lines.write_verdicts writes it (C5.2-C5.3): the
    Verdict.to_json object, built here as a dict in words.py's `lang` and encoded by orjson,
    and a newline. `fewest` and `overall` (asked of a valid claim only) are the fewest cards to
    the value it reached and to any hot value, None when none reaches one."""
    import orjson

    from deckmath.solvers.celsius.check import REASONS, RULES
    from deckmath.solvers.celsius.words import WORDS

    words = WORDS(lang)
    count = judged.played
    as_played = [_card_text(op, 0, value) if took else _card_text(op, value)
                 for (op, value, _), took in zip(line.play[:count], judged.took_wild)]
    steps = [f"{card} = {after if after >= 0 else words('not_whole')}"
             for card, after in zip(as_played, judged.after)]
    trace = f"{line.cold} " + ", ".join(steps) if count else str(line.cold)
    valid = judged.reason == VALID
    reason = None if valid else REASONS[judged.reason - 1]
    detail = None
    if judged.reason in (NOT_IN_HAND, ILLEGAL_STEP):
        op, value, wild = line.play[judged.step - 1]
        if judged.reason == NOT_IN_HAND:
            detail = words("not_in_hand", card=_card_text(op, 0, value) if wild else
                        _card_text(op, value))
        else:
            before = judged.after[judged.step - 2] if judged.step > 1 else line.cold
            detail = words("below_zero" if op == 1 else "not_whole_step", value=before,
                        card=_card_text(op, value), cite=" (C3.2)")
    elif judged.reason == NOT_HOT:
        detail = words("not_hot", value=judged.value)
    elif judged.reason == WRONG_TARGET:
        detail = words("wrong_target" if line.target in line.hot else "wrong_target_off",
                    value=judged.value, target=line.target)
    obj = {"valid": valid, "reason": reason,
           "step": judged.step if judged.reason in (NOT_IN_HAND, ILLEGAL_STEP) else None,
           "value": judged.value if judged.reason in (VALID, NOT_HOT, WRONG_TARGET) else None,
           "optimal": count == fewest if valid else None,
           "optimal_overall": count == overall if valid else None,
           "trace": trace, "play": as_played, "detail": detail,
           "rule": RULES[reason] if reason else "C5.3"}
    return orjson.dumps(obj) + b"\n"
