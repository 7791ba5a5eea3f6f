"""Celsius batch lines read from bytes and claims judged, at kernel speed (C2.1, C2.2, C4.1,
C5.2-C5.3).

`read` takes the raw bytes of a chunk of JSON lines and, for every line written in the plain
form a program writes (`{"cold": 10, "hot": [22, 40], "hand": ["+1", "x?"]}`, keys in any
order, JSON whitespace anywhere, canonical card tokens, whole numbers without sign or
leading zero, values in range), the position's numbers, and for a claim its play (a string of
played cards `+1 x?=7` separated by spaces or one comma, or a list of them; an empty item
between commas is the model's to refuse) and its target (a
whole number or null). A line it does not take for sure (any other spelling, a missing or
extra key, a value out of range, anything a message must be given for) is marked SLOW: the
model reads it (batch.read, model.parse_claimed_play), so every answer and every message
stays the model's. Blank lines (ASCII whitespace only) are marked BLANK.

`judge` judges the claims of the lines read (C5.2-C5.3), as check.judge does: each played
card takes the first unused hand card it may use (a written `x7` a fixed x7, then a wildcard
x?; `x?=7` a wildcard only), then the step must be legal (C3.2); the value reached must be a
hot value and the target's. A value that could pass 10**17 sends the line to the model (its
numbers are Python's, unbounded).

Glossary of the arrays (n lines of a chunk, row i is line i):
  buf              uint8, the chunk's bytes; starts[i]..ends[i] line i without its newline
  status[i]        FAST (read here), BLANK or SLOW
  cold[i], hot[i, :nhot[i]], ops[i, :nhand[i]], operands[i, :nhand[i]]: the position, hand
                   in its order; ops are kernel codes (index in OPERATORS), operand 0 a wildcard
  play_op[i, :nplay[i]], play_value[i, :], play_wild[i, :]: a claim's played cards (C2.2)
  target[i]        the claimed hot value, -1 when none is named
  reason[i]        VALID or the C5.3 code (check.REASONS order, from 1); step[i] 1-based, 0
                   none; value[i] the value reached, -1 none; played[i] cards played
  took_wild[i, s]  1 when card s of the play took a wildcard; after[i, s] the value after it
                   (-1: the illegal step)
Every kernel has its plain-Python twin in lines_reference.py; tests/celsius/test_lines.py
holds them together on random and hostile lines.
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.numba_cache import lock_caches

FAST, BLANK, SLOW = 0, 1, 2
"""A line's status after `read`."""

VALID, NOT_IN_HAND, ILLEGAL_STEP, NOT_HOT, WRONG_TARGET = range(5)
"""`judge`'s reasons: valid, then check.REASONS in order (C5.3)."""

HOT_WIDTH = 24
"""Hot values a row holds (model.HOT_COUNT_MAX, C1.2)."""

CARDS_WIDTH = 20
"""Cards a hand or a play holds (model.HAND_CARDS_MAX, C4.1)."""

VALUE_LIMIT = 10**17
"""`judge` hands a line to the model when a value could pass this (int64 stays exact)."""

_COLD_MAX = np.int64(12)
_HOT_MAX = np.int64(100_000)
_OPERAND_MAX = np.int64(10)
"""Bounds `_number` reads within. The constants kernels pass are numpy integers, not Python
ones: numba types a Python int constant as its own literal type and compiles the callee once
per value (`_put` was compiled 12 times, once per text), where an int64 compiles it once."""

_COLD, _HOT, _HAND, _PLAY, _TARGET = range(5)


@njit(cache=True)
def _space(buf, i, end):
    """The first index at or after i that is not JSON whitespace (space, tab, CR)."""
    while i < end and (buf[i] == 32 or buf[i] == 9 or buf[i] == 13):
        i += 1
    return i


@njit(cache=True)
def _number(buf, i, end, most):
    """A whole number written canonically at i (no sign, no leading zero, at most 6 digits)
    and at most `most`: (value, index after it), or (-1, i)."""
    j = i
    value = 0
    while j < end and 48 <= buf[j] <= 57 and j - i < 7:
        value = value * 10 + (buf[j] - 48)
        j += 1
    if j == i or j - i > 6 or (buf[i] == 48 and j - i > 1) or value > most:
        return -1, i
    return value, j


@njit(cache=True)
def _key(buf, i, end):
    """The key written at i (`"cold"`...): (its code, index after its colon), or (-1, i)."""
    if i >= end or buf[i] != 34:
        return -1, i
    j = i + 1
    while j < end and buf[j] != 34:
        j += 1
    if j >= end:
        return -1, i
    length = j - i - 1
    code = -1
    if length == 4 and buf[i + 1] == 99 and buf[i + 2] == 111 and buf[i + 3] == 108 \
            and buf[i + 4] == 100:
        code = _COLD
    elif length == 3 and buf[i + 1] == 104 and buf[i + 2] == 111 and buf[i + 3] == 116:
        code = _HOT
    elif length == 4 and buf[i + 1] == 104 and buf[i + 2] == 97 and buf[i + 3] == 110 \
            and buf[i + 4] == 100:
        code = _HAND
    elif length == 4 and buf[i + 1] == 112 and buf[i + 2] == 108 and buf[i + 3] == 97 \
            and buf[i + 4] == 121:
        code = _PLAY
    elif length == 6 and buf[i + 1] == 116 and buf[i + 2] == 97 and buf[i + 3] == 114 \
            and buf[i + 4] == 103 and buf[i + 5] == 101 and buf[i + 6] == 116:
        code = _TARGET
    k = _space(buf, j + 1, end)
    if code < 0 or k >= end or buf[k] != 58:
        return -1, i
    return code, k + 1


@njit(cache=True)
def _operator(byte):
    """The kernel code of a canonical operator byte (+ - x /), or -1."""
    if byte == 43:
        return 0
    if byte == 45:
        return 1
    if byte == 120:
        return 2
    if byte == 47:
        return 3
    return -1


@njit(cache=True)
def _card(buf, i, end):
    """A card token at i, `+3` or `x?` (C2.1): (op code, operand or 0 for ?, index after it),
    or (-1, 0, i). The token must end at a quote, a space or a comma."""
    if i + 1 >= end:
        return -1, 0, i
    op = _operator(buf[i])
    if op < 0:
        return -1, 0, i
    if buf[i + 1] == 63:
        return op, 0, i + 2
    operand, j = _number(buf, i + 1, end, _OPERAND_MAX)
    if operand < 1:
        return -1, 0, i
    return op, operand, j


@njit(cache=True)
def _played(buf, i, end):
    """A played card at i, `+3` or `x?=7` (C2.2): (op code, value, wild, index after it), or
    (-1, 0, 0, i)."""
    op, operand, j = _card(buf, i, end)
    if op < 0:
        return -1, 0, 0, i
    if operand > 0:
        return op, operand, 0, j
    if j >= end or buf[j] != 61:
        return -1, 0, 0, i
    value, k = _number(buf, j + 1, end, _OPERAND_MAX)
    if value < 1:
        return -1, 0, 0, i
    return op, value, 1, k


@njit(cache=True)
def _ends_token(buf, j, end):
    return j < end and (buf[j] == 34 or buf[j] == 32 or buf[j] == 44)


@njit(cache=True)
def _line(buf, i, end, claims, row, cold, hot, nhot, ops, operands, nhand, play_op,
          play_value, play_wild, nplay, target):
    """Read one line (module docstring) into row `row`: its status."""
    i = _space(buf, i, end)
    if i >= end:
        return BLANK
    if buf[i] != 123:
        return SLOW
    seen = np.zeros(5, np.int64)
    target[row] = -1
    i = _space(buf, i + 1, end)
    while True:
        code, i = _key(buf, i, end)
        if code < 0 or seen[code] or (code >= _PLAY and not claims):
            return SLOW
        seen[code] = 1
        i = _space(buf, i, end)
        if i >= end:
            return SLOW
        if code == _COLD:
            number, i = _number(buf, i, end, _COLD_MAX)
            cold[row] = number
            if number < 0:
                return SLOW
        elif code == _TARGET:
            if i + 4 <= end and buf[i] == 110 and buf[i + 1] == 117 and buf[i + 2] == 108 \
                    and buf[i + 3] == 108:
                i += 4
            else:
                number, i = _number(buf, i, end, _HOT_MAX)
                target[row] = number
                if number < 0:
                    return SLOW
        elif code == _HOT:
            if buf[i] != 91:
                return SLOW
            count = 0
            i = _space(buf, i + 1, end)
            while True:
                value, i = _number(buf, i, end, _HOT_MAX)
                if value < 0 or count == HOT_WIDTH:
                    return SLOW
                for h in range(count):
                    if hot[row, h] == value:
                        return SLOW
                hot[row, count] = value
                count += 1
                i = _space(buf, i, end)
                if i < end and buf[i] == 93:
                    break
                if i >= end or buf[i] != 44:
                    return SLOW
                i = _space(buf, i + 1, end)
            nhot[row] = count
            i += 1
        elif code == _HAND or (code == _PLAY and buf[i] == 91):
            if buf[i] != 91:
                return SLOW
            count = 0
            i = _space(buf, i + 1, end)
            while True:
                if i >= end or buf[i] != 34 or count == CARDS_WIDTH:
                    return SLOW
                if code == _HAND:
                    op, operand, j = _card(buf, i + 1, end)
                    wild = 0
                else:
                    op, operand, wild, j = _played(buf, i + 1, end)
                if op < 0 or j >= end or buf[j] != 34:
                    return SLOW
                if code == _HAND:
                    ops[row, count] = op
                    operands[row, count] = operand
                else:
                    play_op[row, count] = op
                    play_value[row, count] = operand
                    play_wild[row, count] = wild
                count += 1
                i = _space(buf, j + 1, end)
                if i < end and buf[i] == 93:
                    break
                if i >= end or buf[i] != 44:
                    return SLOW
                i = _space(buf, i + 1, end)
            if code == _HAND:
                nhand[row] = count
            else:
                nplay[row] = count
            i += 1
        else:
            if buf[i] != 34:
                return SLOW
            count = 0
            i += 1
            while True:
                commas = 0
                while i < end and (buf[i] == 32 or buf[i] == 44):
                    commas += buf[i] == 44
                    i += 1
                if i < end and buf[i] == 34:
                    if commas:
                        return SLOW
                    break
                if commas > 1 or (commas and count == 0):
                    return SLOW
                op, value, wild, j = _played(buf, i, end)
                if op < 0 or count == CARDS_WIDTH or not _ends_token(buf, j, end):
                    return SLOW
                play_op[row, count] = op
                play_value[row, count] = value
                play_wild[row, count] = wild
                count += 1
                i = j
            if count == 0:
                return SLOW
            nplay[row] = count
            i += 1
        i = _space(buf, i, end)
        if i < end and buf[i] == 125:
            break
        if i >= end or buf[i] != 44:
            return SLOW
        i = _space(buf, i + 1, end)
    if not (seen[_COLD] and seen[_HOT] and seen[_HAND]) or (claims and not seen[_PLAY]):
        return SLOW
    return FAST if _space(buf, i + 1, end) == end else SLOW


@njit(cache=True, nogil=True)
def read(buf, starts, ends, claims, status, cold, hot, nhot, ops, operands, nhand, play_op,
         play_value, play_wild, nplay, target):
    """Read every line of a chunk (module docstring): status and numbers, row by row."""
    for row in range(starts.shape[0]):
        status[row] = _line(buf, starts[row], ends[row], claims, row, cold, hot, nhot, ops,
                            operands, nhand, play_op, play_value, play_wild, nplay, target)


@njit(cache=True)
def _step(op, value, operand):
    """`value op operand` as a legal step (C3.2), or -1."""
    if op == 0:
        return value + operand
    if op == 1:
        return value - operand if value >= operand else -1
    if op == 2:
        return value * operand
    return value // operand if value % operand == 0 else -1


@njit(cache=True, nogil=True)
def judge(status, cold, hot, nhot, ops, operands, nhand, play_op, play_value, play_wild, nplay,
          target, reason, step, value, played, took_wild, after):
    """Judge the claim of every FAST line (C5.2-C5.3, module docstring); a line whose value
    could pass VALUE_LIMIT becomes SLOW."""
    used = np.zeros(CARDS_WIDTH, np.int64)
    for row in range(status.shape[0]):
        if status[row] != FAST:
            continue
        used[:] = 0
        v = cold[row]
        reason[row] = VALID
        step[row] = 0
        value[row] = -1
        played[row] = nplay[row]
        for s in range(nplay[row]):
            op, a = play_op[row, s], play_value[row, s]
            taken = -1
            if not play_wild[row, s]:
                for j in range(nhand[row]):
                    if not used[j] and ops[row, j] == op and operands[row, j] == a:
                        taken = j
                        break
            if taken < 0:
                for j in range(nhand[row]):
                    if not used[j] and ops[row, j] == op and operands[row, j] == 0:
                        taken = j
                        break
            if taken < 0:
                reason[row] = NOT_IN_HAND
                step[row] = s + 1
                played[row] = s
                break
            used[taken] = 1
            took_wild[row, s] = operands[row, taken] == 0
            if v > VALUE_LIMIT:
                status[row] = SLOW
                break
            v = _step(op, v, a)
            after[row, s] = v
            if v < 0:
                reason[row] = ILLEGAL_STEP
                step[row] = s + 1
                played[row] = s + 1
                break
        if status[row] != FAST or reason[row] != VALID:
            continue
        value[row] = v
        hit = False
        for h in range(nhot[row]):
            hit = hit or hot[row, h] == v
        if not hit:
            reason[row] = NOT_HOT
        elif target[row] >= 0 and v != target[row]:
            reason[row] = WRONG_TARGET


_TEXT = (b'{"cold":', b',"hot":[', b'],"hand":', b',"min_cards":', b',"target":',
         b',"play":', b',"optimal_plays":', b',"per_target":{', b"null", b"}}\n",
         b'":{"min_cards":', b"+-x/")
_V = len(_TEXT)
"""The first of write_verdicts' texts in `_PIECES`."""


def _cut(lang: str, key: str, *names: str, **fixed: str) -> tuple[bytes, ...]:
    """The words of `key` in `lang` (words.py, as Verdict.to_json says them) cut around its
    placeholders `names`, in that order: the fixed texts write_verdicts puts between them."""
    from deckmath.solvers.celsius.words import WORDS

    marks = {name: chr(1 + k) for k, name in enumerate(names)}
    text = WORDS(lang)(key, **marks, **fixed)
    pieces, at = [], 0
    for name in names:
        cut = text.index(marks[name], at)
        pieces.append(text[at:cut])
        at = cut + 1
    pieces.append(text[at:])
    return tuple(piece.encode() for piece in pieces)


def _sentences(lang: str) -> tuple[tuple[bytes, ...], ...]:
    """write_verdicts' words in `lang`: a step that leaves the whole numbers (C3.2), then each
    detail of C5.3 cut around its numbers and card."""
    return (_cut(lang, "not_whole"), _cut(lang, "not_in_hand", "card"),
            _cut(lang, "below_zero", "value", "card", cite=" (C3.2)"),
            _cut(lang, "not_whole_step", "value", "card", cite=" (C3.2)"),
            _cut(lang, "not_hot", "value"), _cut(lang, "wrong_target", "value", "target"),
            _cut(lang, "wrong_target_off", "value", "target"))


_SENTENCES = {lang: _sentences(lang) for lang in ("en", "fr")}
if len({tuple(map(len, groups)) for groups in _SENTENCES.values()}) != 1:
    raise ValueError("a Celsius verdict sentence has its numbers in another order in French")
_VERDICT_TEXT = (
    b'{"valid":true,"reason":null,"step":null,"value":', b',"optimal":',
    b',"optimal_overall":', b',"trace":"', b'","play":', b',"detail":null,"rule":"C5.3"}\n',
    b'{"valid":false,"reason":', b',"step":', b',"value":',
    b',"optimal":null,"optimal_overall":null,"trace":"', b',"detail":"', b'","rule":"',
    b'"}\n', b"true", b"false", b"null", b" = ", b", ",
    b'"card-not-in-hand"', b'"illegal-step"', b'"not-a-hot-card"', b'"wrong-target"',
    b"C5.2", b"C3.2", b"C5.3", b"C5.3",
    *(piece for lang in ("en", "fr") for group in _SENTENCES[lang] for piece in group))
"""write_verdicts' fixed texts: Verdict.to_json's keys as orjson writes them, the reasons and
rules of C5.3 (check.REASONS, check.RULES) by reason code, then its sentences in English and
in French (VERDICT_LANGS); `_put` writes them, numbered from _V on, after write_solutions'
(_TEXT)."""
(_V_VALID, _V_OPTIMAL, _V_OVERALL, _V_TRACE, _V_PLAY, _V_VALID_END, _V_INVALID, _V_STEP,
 _V_VALUE, _V_INVALID_TRACE, _V_DETAIL, _V_RULE, _V_END, _V_TRUE, _V_FALSE, _V_NULL, _V_IS,
 _V_COMMA) = np.arange(_V, _V + 18, dtype=np.int64)
_V_REASON = np.int64(_V + 18 - NOT_IN_HAND)
"""_V_REASON + reason: the reason's JSON text; + 4 its rule."""
(_V_NOT_WHOLE, _V_NOT_IN_HAND, _V_BELOW_ZERO, _V_NOT_WHOLE_STEP, _V_NOT_HOT, _V_WRONG_TARGET,
 _V_WRONG_TARGET_OFF) = np.int64(_V + 26) + np.cumsum(
    [0] + [len(group) for group in _SENTENCES["en"]][:-1]).astype(np.int64)
"""The English sentences' first pieces; + VERDICT_LANGS[lang], the same in `lang`."""

VERDICT_LANGS = {"en": np.int64(0),
                 "fr": np.int64(sum(len(group) for group in _SENTENCES["en"]))}
"""write_verdicts' `lang` for each language of the output."""


_PIECES = np.frombuffer(b"".join(_TEXT + _VERDICT_TEXT), np.uint8).copy()
_AT = np.cumsum([0] + [len(t) for t in _TEXT + _VERDICT_TEXT]).astype(np.int64)
_START = np.int64(0)
"""Where a writer starts (an int64: a Python 0 would compile its first text's `_put` again, for
the literal 0)."""
(_OPEN, _HOT_KEY, _HAND_KEY, _MIN_KEY, _TARGET_KEY, _PLAY_KEY, _PLAYS_KEY, _PER_KEY, _NULL,
 _CLOSE, _PER_MIN_KEY, _OPS) = np.arange(len(_TEXT), dtype=np.int64)


@njit(cache=True)
def _put(out, at, piece):
    """Write one of the fixed texts at `at`; the index after it."""
    for k in range(_AT[piece], _AT[piece + 1]):
        out[at] = _PIECES[k]
        at += 1
    return at


@njit(cache=True)
def _digits(out, at, value):
    """Write a whole number >= 0 in decimal at `at`; the index after it."""
    size = 1
    rest = value // 10
    while rest > 0:
        size += 1
        rest //= 10
    for k in range(size):
        out[at + size - 1 - k] = 48 + value % 10
        value //= 10
    return at + size


@njit(cache=True)
def _cards(out, at, ops, operands, values, count):
    """Write a JSON list of card texts (C2.1): `["+1","x?"]`, or, with values, cards as
    played (C2.2): a wildcard with its value, `"x?=7"`."""
    out[at] = 91
    at += 1
    for c in range(count):
        if c:
            out[at] = 44
            at += 1
        out[at] = 34
        out[at + 1] = _PIECES[_AT[_OPS] + ops[c]]
        at += 2
        if operands[c] == 0:
            out[at] = 63
            at += 1
            if values.shape[0]:
                out[at] = 61
                at = _digits(out, at + 1, values[c])
        else:
            at = _digits(out, at, operands[c])
        out[at] = 34
        at += 1
    out[at] = 93
    return at + 1


@njit(cache=True)
def _play(out, at, ops, operands, card, value, count, play_ops, play_operands):
    """Write the witness play of `count` cards (indices into the searched hand)."""
    for c in range(count):
        play_ops[c] = ops[card[c]]
        play_operands[c] = operands[card[c]]
    return _cards(out, at, play_ops, play_operands, value, count)


@njit(cache=True, nogil=True)
def write_solutions(cold, hot, nhot, hand_ops, hand_operands, nhand, ops, operands, best,
                    min_cards, plays, per_min, play_card, play_value, saturated, out, ends):
    """Write each solved position's answer line (C4.3-C4.5), as orjson writes
    Solution.to_json and a newline, one after the other into `out`; ends[p] is where line p
    ends. ops/operands hold the hand in search order (the kernel's), hand_ops/hand_operands in
    the position's; a position whose count of plays reached `saturated` (model.PLAYS_MAX) is
    written as nothing (the caller writes its error)."""
    at = _START
    none = np.empty(0, np.int64)
    play_ops = np.empty(CARDS_WIDTH, np.int64)
    play_operands = np.empty(CARDS_WIDTH, np.int64)
    for p in range(cold.shape[0]):
        if plays[p] >= saturated:
            ends[p] = at
            continue
        at = _put(out, at, _OPEN)
        at = _digits(out, at, cold[p])
        at = _put(out, at, _HOT_KEY)
        for h in range(nhot[p]):
            if h:
                out[at] = 44
                at += 1
            at = _digits(out, at, hot[p, h])
        at = _put(out, at, _HAND_KEY)
        at = _cards(out, at, hand_ops[p], hand_operands[p], none, nhand[p])
        at = _put(out, at, _MIN_KEY)
        b = best[p]
        if b < 0:
            at = _put(out, at, _NULL)
            at = _put(out, at, _TARGET_KEY)
            at = _put(out, at, _NULL)
            at = _put(out, at, _PLAY_KEY)
            at = _put(out, at, _NULL)
        else:
            at = _digits(out, at, min_cards[p])
            at = _put(out, at, _TARGET_KEY)
            at = _digits(out, at, hot[p, b])
            at = _put(out, at, _PLAY_KEY)
            at = _play(out, at, ops[p], operands[p], play_card[p, b], play_value[p, b],
                       per_min[p, b], play_ops, play_operands)
        at = _put(out, at, _PLAYS_KEY)
        at = _digits(out, at, plays[p])
        at = _put(out, at, _PER_KEY)
        for h in range(nhot[p]):
            if h:
                out[at] = 44
                at += 1
            out[at] = 34
            at = _digits(out, at + 1, hot[p, h])
            at = _put(out, at, _PER_MIN_KEY)
            m = per_min[p, h]
            if m < 0:
                at = _put(out, at, _NULL)
                at = _put(out, at, _PLAY_KEY)
                at = _put(out, at, _NULL)
            else:
                at = _digits(out, at, m)
                at = _put(out, at, _PLAY_KEY)
                at = _play(out, at, ops[p], operands[p], play_card[p, h], play_value[p, h], m,
                           play_ops, play_operands)
            out[at] = 125
            at += 1
        at = _put(out, at, _CLOSE)
        ends[p] = at


def line_bound(nhot: np.ndarray, nhand: np.ndarray) -> int:
    """Bytes enough for write_solutions' lines of positions of these sizes."""
    return int((160 + nhot * (26 + 10 * nhand) + 16 * nhand).sum())


_FIXED = np.int64(0)
"""`_played_card`'s wild flag for a card written without `?=`."""


@njit(cache=True)
def _played_card(out, at, op, value, wild):
    """Write a played card (C2.2): `x7`, or `x?=7` when it is (or took) a wildcard."""
    out[at] = _PIECES[_AT[_OPS] + op]
    at += 1
    if wild:
        out[at] = 63
        out[at + 1] = 61
        at += 2
    return _digits(out, at, value)


@njit(cache=True, nogil=True)
def write_verdicts(rows, cold, hot, nhot, play_op, play_value, play_wild, target, reason, step,
                   value, played, took_wild, after, solved, best, min_cards, per_min, lang, out,
                   ends):
    """Write the verdict of each judged claim of `rows` (C5.2-C5.3), as orjson writes
    Verdict.to_json and a newline, one after the other into `out`; ends[k] is where line k
    ends. solved[k] is the row of the kernel's answers (best, min_cards, per_min) for the
    position of a valid claim, whose optimality it gives (C5.3). `lang` (VERDICT_LANGS) is
    the language of its sentences, `detail` and a `trace` that leaves the whole numbers, as
    Verdict.to_json(lang) says them."""
    at = _START
    operands = np.empty(CARDS_WIDTH, np.int64)
    for k in range(rows.shape[0]):
        i = rows[k]
        r = reason[i]
        count = played[i]
        if r == VALID:
            at = _put(out, at, _V_VALID)
            at = _digits(out, at, value[i])
            at = _put(out, at, _V_OPTIMAL)
            row = solved[k]
            fewest = -1
            for h in range(nhot[i]):
                if hot[i, h] == value[i]:
                    fewest = per_min[row, h]
                    break
            at = _put(out, at, _V_TRUE if count == fewest else _V_FALSE)
            at = _put(out, at, _V_OVERALL)
            overall = count == min_cards[row] and best[row] >= 0
            at = _put(out, at, _V_TRUE if overall else _V_FALSE)
            at = _put(out, at, _V_TRACE)
        else:
            at = _put(out, at, _V_INVALID)
            at = _put(out, at, _V_REASON + r)
            at = _put(out, at, _V_STEP)
            at = _put(out, at, _V_NULL) if r >= NOT_HOT else _digits(out, at, step[i])
            at = _put(out, at, _V_VALUE)
            at = _put(out, at, _V_NULL) if r < NOT_HOT else _digits(out, at, value[i])
            at = _put(out, at, _V_INVALID_TRACE)
        at = _digits(out, at, cold[i])
        for s in range(count):
            if s:
                at = _put(out, at, _V_COMMA)
            else:
                out[at] = 32
                at += 1
            at = _played_card(out, at, play_op[i, s], play_value[i, s], took_wild[i, s])
            at = _put(out, at, _V_IS)
            at = _put(out, at, _V_NOT_WHOLE + lang) if after[i, s] < 0 else _digits(out, at,
                                                                                after[i, s])
        at = _put(out, at, _V_PLAY)
        for s in range(count):
            operands[s] = 0 if took_wild[i, s] else play_value[i, s]
        at = _cards(out, at, play_op[i], operands, play_value[i], count)
        if r == VALID:
            at = _put(out, at, _V_VALID_END)
            ends[k] = at
            continue
        at = _put(out, at, _V_DETAIL)
        s = step[i] - 1
        if r == NOT_IN_HAND:
            at = _put(out, at, _V_NOT_IN_HAND + lang)
            at = _played_card(out, at, play_op[i, s], play_value[i, s], play_wild[i, s])
            at = _put(out, at, _V_NOT_IN_HAND + lang + 1)
        elif r == ILLEGAL_STEP:
            words = lang + (_V_BELOW_ZERO if play_op[i, s] == 1 else _V_NOT_WHOLE_STEP)
            at = _put(out, at, words)
            at = _digits(out, at, after[i, s - 1] if s else cold[i])
            at = _put(out, at, words + 1)
            at = _played_card(out, at, play_op[i, s], play_value[i, s], _FIXED)
            at = _put(out, at, words + 2)
        else:
            words = lang + _V_NOT_HOT
            if r == WRONG_TARGET:
                words = lang + _V_WRONG_TARGET_OFF
                for h in range(nhot[i]):
                    if hot[i, h] == target[i]:
                        words = lang + _V_WRONG_TARGET
            at = _put(out, at, words)
            at = _digits(out, at, value[i])
            at = _put(out, at, words + 1)
            if r == WRONG_TARGET:
                at = _digits(out, at, target[i])
                at = _put(out, at, words + 2)
        at = _put(out, at, _V_RULE)
        at = _put(out, at, _V_REASON + 4 + r)
        at = _put(out, at, _V_END)
        ends[k] = at


def verdict_bound(nplay: np.ndarray) -> int:
    """Bytes enough for write_verdicts' lines of claims of these lengths."""
    return int((480 + 64 * nplay).sum())


def arrays(n: int) -> dict[str, np.ndarray]:
    """Empty arrays for `read` and `judge` over n lines (glossary), by name."""
    wide = (n, CARDS_WIDTH)
    return {"status": np.empty(n, np.int64), "cold": np.empty(n, np.int64),
            "hot": np.empty((n, HOT_WIDTH), np.int64), "nhot": np.zeros(n, np.int64),
            "ops": np.empty(wide, np.int64), "operands": np.empty(wide, np.int64),
            "nhand": np.zeros(n, np.int64), "play_op": np.empty(wide, np.int64),
            "play_value": np.empty(wide, np.int64), "play_wild": np.empty(wide, np.int64),
            "nplay": np.zeros(n, np.int64), "target": np.full(n, -1, np.int64),
            "reason": np.zeros(n, np.int64), "step": np.zeros(n, np.int64),
            "value": np.full(n, -1, np.int64), "played": np.zeros(n, np.int64),
            "took_wild": np.zeros(wide, np.int64), "after": np.zeros(wide, np.int64)}


READ = ("status", "cold", "hot", "nhot", "ops", "operands", "nhand", "play_op", "play_value",
        "play_wild", "nplay", "target")
"""`read`'s output arrays, in its argument order."""

JUDGE = READ + ("reason", "step", "value", "played", "took_wild", "after")
"""`judge`'s arrays, in its argument order."""

VERDICT = ("cold", "hot", "nhot", "play_op", "play_value", "play_wild", "target", "reason",
           "step", "value", "played", "took_wild", "after")
"""The arrays of `read` and `judge` that write_verdicts takes, in its argument order."""


def line_bounds(buf: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end (newline excluded) of each line of a chunk's bytes; a last line without
    a newline counts, an empty tail after the last newline does not."""
    newlines = np.flatnonzero(buf == 10)
    starts = np.concatenate(([0], newlines + 1))
    ends = np.concatenate((newlines, [buf.shape[0]]))
    if starts[-1] == buf.shape[0]:
        starts, ends = starts[:-1], ends[:-1]
    return starts.astype(np.int64), ends.astype(np.int64)


def read_chunk(data: bytes, claims: bool) -> tuple[dict[str, np.ndarray], int]:
    """`read` over a chunk's bytes: the arrays by name, and the number of lines."""
    buf = np.frombuffer(data, np.uint8)
    starts, ends = line_bounds(buf)
    n = starts.shape[0]
    out = arrays(n)
    read(buf, starts, ends, claims, *(out[name] for name in READ))
    out["starts"], out["ends"] = starts, ends
    return out, n


def judge_chunk(out: dict[str, np.ndarray]) -> None:
    """`judge` over a chunk that read_chunk read (claims)."""
    judge(*(out[name] for name in JUDGE))


ENTRY_POINTS = ("read", "judge", "write_solutions", "write_verdicts")
"""The kernels the batch commands call (solvers/compiling.py)."""

COMPILE_SECONDS = 6
"""About how long compiling them takes on the reference machine (4.9 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run every entry point once on a tiny chunk, compiling them (or loading them from cache),
    with the argument types the batch commands pass."""
    out, _ = read_chunk(b'{"cold":10,"hot":[22,40],"hand":["+1","x?"],"play":"+1 x?=2"}\n', True)
    judge_chunk(out)
    one = np.ones(1, np.int64)
    pair = np.array([[22, 40]], np.int64)
    hand = np.array([[0, 2]], np.int64)
    card = np.array([[[0, 1], [-1, -1]]], np.int64)
    written = np.empty(line_bound(one * 2, one * 2), np.uint8)
    write_solutions(one * 10, pair, one * 2, hand, np.array([[1, 0]], np.int64), one * 2, hand,
                    np.array([[1, 0]], np.int64), one * 0, one * 2, one, np.array([[2, -1]], np.int64),
                    card, np.array([[[1, 2], [0, 0]]], np.int64), (1 << 63) - 1, written,
                    np.zeros(1, np.int64))
    rows = np.zeros(1, np.int64)
    verdicts = np.empty(verdict_bound(out["nplay"]), np.uint8)
    write_verdicts(rows, out["cold"], out["hot"], out["nhot"], out["play_op"], out["play_value"],
                   out["play_wild"], out["target"], out["reason"], out["step"], out["value"],
                   out["played"], out["took_wild"], out["after"], rows, one * 0, one * 2,
                   np.array([[2, -1]], np.int64), VERDICT_LANGS["fr"], verdicts,
                   np.zeros(1, np.int64))


lock_caches(globals())
