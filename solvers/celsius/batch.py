"""Celsius batches at kernel speed: JSON objects in, JSON lines out, without the
model's objects for every line.

`read` takes a batch line's object to the position's plain values, with the hand as card ids
from a table of card tokens seen so far; a line that is not plainly well formed (a hand given
as one string, an unseen token, a value out of range, a wrong type...) is read by
model.position_from_json instead, which names what is wrong, so every message is the model's.
`answer` solves a chunk of positions with the kernel (over threads) and writes each answer, already
encoded, exactly as orjson writes Solution.to_json: the hand's search order, the kernel's
arrays and the witnesses' card texts are worked on whole chunks with numpy, and each line is
joined from ready-made texts. tests/celsius/test_batch.py holds both to the model's path on
random and hostile lines.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from deckmath.solvers.celsius.model import (
    COLD_MAX, COLD_MIN, HAND_CARDS_MAX, HOT_COUNT_MAX, HOT_MAX, HOT_MIN, OPERAND_MAX, OPERATORS,
    PLAYS_MAX, OperatorCard, PlayedCard, Position, position_from_json, too_many_plays,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.json_lines import Answered, EncodedLine, first_bad

if TYPE_CHECKING:
    import numpy as np

Row = tuple[int, tuple[int, ...], tuple[int, ...]]
"""A position's plain values: cold, hot values, hand as card ids (C4.1)."""

_IDS: dict[str, int] = {}
"""Card tokens already read (raw text -> card id); only tokens the model accepted are here."""

_CARDS: list[OperatorCard] = []
"""Card id -> card; each distinct card has one id, whatever spellings of it were read."""

_ID_OF: dict[OperatorCard, int] = {}

_PLAYED: list[str] = []
"""Played text by `card id * (OPERAND_MAX + 1) + operand`: `x8`, or `x?=7` for a wildcard (C2.2)."""

_STRIDE = OPERAND_MAX + 1


def _card_id(card: OperatorCard) -> int:
    """The id of a card, registering it (and its played texts) the first time it is seen."""
    known = _ID_OF.get(card)
    if known is not None:
        return known
    _ID_OF[card] = len(_CARDS)
    _CARDS.append(card)
    _PLAYED.extend(str(PlayedCard(card, v)) if card.is_wild or v == card.operand else ""
                   for v in range(_STRIDE))
    return _ID_OF[card]


def read(obj: Mapping[str, Any]) -> Row:
    """The position of a batch line, as position_from_json reads it (InputError alike)."""
    try:
        cold, hot, hand = obj["cold"], obj["hot"], obj["hand"]
        if (type(cold) is int and COLD_MIN <= cold <= COLD_MAX and type(hot) is list
                and 0 < len(hot) <= HOT_COUNT_MAX and type(hand) is list
                and 0 < len(hand) <= HAND_CARDS_MAX
                and all(type(h) is int and HOT_MIN <= h <= HOT_MAX for h in hot)
                and len(set(hot)) == len(hot)):
            return cold, tuple(hot), tuple([_IDS[token] for token in hand])
    except (KeyError, TypeError):
        pass
    position = position_from_json(obj)
    ids = tuple(_card_id(card) for card in position.hand)
    if isinstance(obj.get("hand"), list):
        _IDS.update(zip(obj["hand"], ids))
    return position.cold, position.hot, ids


def position(row: Row) -> Position:
    """The model's Position of a row that `read` returned."""
    cold, hot, ids = row
    return Position(cold, hot, tuple(_CARDS[i] for i in ids))


def _solve(rows: list[Row]) -> tuple:
    """The kernel's arrays for a chunk of rows, plus each row's hand as card ids in search order
    (solve.search_order: fixed cards before wildcards, each group in hand order)."""
    import numpy as np

    from deckmath.solvers.celsius.solve import _kernel

    pad = len(_CARDS)
    width = max(len(hot) for _, hot, _ in rows)
    cards = max(len(hand) for _, _, hand in rows)
    ids = np.array([hand + (pad,) * (cards - len(hand)) for _, _, hand in rows], np.int64)
    table = np.array([(OPERATORS.index(c.op), c.operand or 0, c.is_wild) for c in _CARDS]
                     + [(0, 0, 2)], np.int64)
    ordered = np.take_along_axis(ids, np.argsort(table[ids, 2], axis=1, kind="stable"), axis=1)
    arrays = _kernel().solve_many(
        np.array([cold for cold, _, _ in rows], np.int64),
        np.array([hot + (0,) * (width - len(hot)) for _, hot, _ in rows], np.int64),
        np.array([len(hot) for _, hot, _ in rows], np.int64),
        table[ordered, 0], table[ordered, 1],
        np.array([len(hand) for _, _, hand in rows], np.int64))
    return ordered, arrays


@dataclass(frozen=True)
class Shortest:
    """What checking a claim needs of a solution (C5.3): fewest cards overall and per hot value."""

    min_cards: int | None
    per_hot: dict[int, int | None]

    def min_cards_for(self, hot: int) -> int | None:
        return self.per_hot[hot]


def shortest(rows: list[Row]) -> list[Shortest]:
    """Fewest cards per row, overall and per hot value, from one kernel call."""
    if not rows:
        return []
    _, (best, k, _, per_min, _, _) = _solve(rows)
    best, k, per_min = best.tolist(), k.tolist(), per_min.tolist()
    return [Shortest(None if best[i] < 0 else k[i],
                     {h: (None if m < 0 else m) for h, m in zip(hot, per_min[i])})
            for i, (_, hot, _) in enumerate(rows)]


def answer(rows: list[Row]) -> list[EncodedLine | InputError]:
    """Solve positions with the kernel; each answer is Solution.to_json's object as
    orjson encodes it, or the InputError of a count of plays beyond PLAYS_MAX (C4.5)."""
    import numpy as np

    if not rows:
        return []
    n = len(rows)
    ordered, (best, k, plays, per_min, cards, values) = _solve(rows)
    played_ids = np.take_along_axis(ordered[:, None, :], np.maximum(cards, 0), axis=2)
    shown_cards = np.arange(cards.shape[2]) < per_min[:, :, None]
    played = np.array([f'"{t}"' for t in _PLAYED], dtype=object)
    flat = played[(played_ids * _STRIDE + values)[shown_cards]].tolist()
    best, k, plays, per_min = best.tolist(), k.tolist(), plays.tolist(), per_min.tolist()
    texts = [f'"{c}"' for c in _CARDS]
    out: list[EncodedLine | InputError] = []
    at = 0
    for i in range(n):
        cold, hot, hand = rows[i]
        mins = per_min[i]
        shown = []
        per = []
        for h, v in enumerate(hot):
            m = mins[h]
            if m < 0:
                shown.append("null")
                per.append(f'"{v}":{{"min_cards":null,"play":null}}')
            else:
                play = "[" + ",".join(flat[at:at + m]) + "]"
                at += m
                shown.append(play)
                per.append(f'"{v}":{{"min_cards":{m},"play":{play}}}')
        b = best[i]
        if plays[i] >= PLAYS_MAX:
            out.append(too_many_plays())
            continue
        head = (f'{{"cold":{cold},"hot":[{",".join(map(str, hot))}],'
                f'"hand":[{",".join([texts[c] for c in hand])}],')
        if b < 0:
            tail = f'"min_cards":null,"target":null,"play":null,"optimal_plays":{plays[i]}'
        else:
            tail = (f'"min_cards":{k[i]},"target":{hot[b]},"play":{shown[b]},'
                    f'"optimal_plays":{plays[i]}')
        out.append(EncodedLine(f'{head}{tail},"per_target":{{{",".join(per)}}}}}'.encode()))
    return out


_SLOW_LOCK = threading.Lock()
"""Held while lines go through the model's path (`read`, `answer`): their tables of cards
(_IDS, _CARDS, _PLAYED) grow as tokens are seen, and chunks are answered on two threads."""


def _lines() -> ModuleType:
    """The batch lines' kernels (lines.py), compiled first if numba's cache does not hold them
    (said aloud, solvers/compiling.py)."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.celsius.lines", compiling.title("celsius_lines"))


def _slow_lines(data: bytes, got: dict, slow: list[int], first: int, read_line: Callable,
                answer_rows: Callable, errors: dict[int, InputError]
                ) -> tuple[dict[int, bytes], int, list]:
    """The lines lines.read left to the model, answered as run_batch answers them: each line's
    output by its index in the chunk (blank lines have none), the bad lines, and what
    answer_rows answered; each bad line's refusal goes into `errors` by its index."""
    from deckmath.conventions import json_line, parse_json_line

    out: dict[int, bytes] = {}
    bad = 0
    items, where = [], []
    starts, ends = got["starts"].tolist(), got["ends"].tolist()
    for i in slow:
        raw = data[starts[i]:ends[i] + 1]
        if not raw.strip():
            continue
        try:
            items.append(read_line(parse_json_line(raw)))
            where.append(i)
        except InputError as err:
            out[i] = json_line({"line": first + i, "error": str(err)})
            errors[i] = err
            bad += 1
    answered = list(answer_rows(items)) if items else []
    for i, line in zip(where, answered):
        if isinstance(line, InputError):
            out[i] = json_line({"line": first + i, "error": str(line)})
            errors[i] = line
            bad += 1
        else:
            out[i] = json_line(line)
    return out, bad, answered


def _searched(got: dict, rows: np.ndarray) -> dict[str, np.ndarray]:
    """The kernel's answers for some rows of a chunk lines.read read (one call, this thread):
    the positions' arrays (hand in its order and in search order: fixed cards before wildcards,
    solve.search_order) and the kernel's arrays, by name."""
    import numpy as np

    from deckmath.solvers.celsius.solve import _kernel

    nhot, nhand = got["nhot"][rows], got["nhand"][rows]
    hcap, width = int(nhot.max(initial=1)), int(nhand.max(initial=1))
    pad = np.arange(width) >= nhand[:, None]
    ops = np.where(pad, 0, got["ops"][rows, :width])
    operands = np.where(pad, 0, got["operands"][rows, :width])
    order = np.argsort(np.where(pad, 2, operands == 0), axis=1, kind="stable")
    n = rows.shape[0]
    out = {"cold": got["cold"][rows], "hot": np.ascontiguousarray(got["hot"][rows, :hcap]),
           "nhot": nhot, "hand_ops": ops, "hand_operands": operands, "nhand": nhand,
           "ops": np.take_along_axis(ops, order, axis=1),
           "operands": np.take_along_axis(operands, order, axis=1),
           "best": np.empty(n, np.int64), "min_cards": np.empty(n, np.int64),
           "plays": np.empty(n, np.int64), "per_min": np.full((n, hcap), -1, np.int64),
           "play_card": np.full((n, hcap, width), -1, np.int64),
           "play_value": np.zeros((n, hcap, width), np.int64)}
    if n:
        _kernel().solve_span(*(out[k] for k in ("cold", "hot", "nhot", "ops", "operands",
                                                  "nhand")), 0, n,
                             *(out[k] for k in ("per_min", "play_card", "play_value", "best",
                                                "min_cards", "plays")))
    return out


def _joined(fast: np.ndarray, written: bytes, ends: list[int], special: dict[int, bytes]
            ) -> bytes:
    """A chunk's output: the fast lines' written bytes (line fast[k] ends at ends[k]) with
    the other lines' outputs (`special`, by line index) in their places."""
    import numpy as np

    if not special:
        return written
    lines = sorted(special)
    before = np.searchsorted(fast, lines).tolist()
    pieces, done = [], 0
    for line, count in zip(lines, before):
        upto = ends[count - 1] if count else 0
        pieces.append(written[done:upto])
        pieces.append(special[line])
        done = upto
    pieces.append(written[done:])
    return b"".join(pieces)


def solve_lines(first: int, data: bytes) -> Answered:
    """`celsius solve --batch` on a chunk of whole lines, the first numbered `first`: its
    output (run_batch's, byte for byte), [bad lines, answers] and its first bad line. Lines
    lines.read takes are solved by one kernel call and written by lines.write_solutions; the
    others take the model's path (read, answer)."""
    import numpy as np

    lines = _lines()
    got, n = lines.read_chunk(data, False)
    status = got["status"]
    fast = np.flatnonzero(status == lines.FAST)
    found = _searched(got, fast)
    written = np.empty(lines.line_bound(found["nhot"], found["nhand"]), np.uint8)
    ends = np.zeros(fast.shape[0], np.int64)
    lines.write_solutions(*(found[k] for k in (
        "cold", "hot", "nhot", "hand_ops", "hand_operands", "nhand", "ops", "operands", "best",
        "min_cards", "plays", "per_min", "play_card", "play_value")), PLAYS_MAX, written, ends)
    refused = np.flatnonzero(found["plays"] >= PLAYS_MAX).tolist()
    errors: dict[int, InputError] = {}
    with _SLOW_LOCK:
        special, bad, answered = _slow_lines(data, got,
                                             np.flatnonzero(status == lines.SLOW).tolist(),
                                             first, read, answer, errors)
    from deckmath.conventions import json_line

    too_many = too_many_plays()
    error = str(too_many)
    for k in refused:
        special[int(fast[k])] = json_line({"line": first + int(fast[k]), "error": error})
        errors[int(fast[k])] = too_many
    done = fast.shape[0] - len(refused) + sum(not isinstance(a, InputError) for a in answered)
    text = written[:int(ends[-1]) if ends.shape[0] else 0].tobytes()
    return Answered(_joined(fast, text, ends.tolist(), special),
                    [bad + len(refused), int(done)], first_bad(first, errors))


def written_verdicts(got: dict, fast: np.ndarray, lang: str
                     ) -> tuple[np.ndarray, np.ndarray, dict[str, np.ndarray], np.ndarray]:
    """The verdict lines of the judged claims `fast` of a chunk (lines.write_verdicts, C5.3),
    their sentences in `lang`: the bytes, where line k ends, the kernel's answers for the valid
    claims' positions (_searched) and, per claim, its row there (-1: not valid)."""
    import numpy as np

    lines = _lines()
    valid = got["reason"][fast] == lines.VALID
    found = _searched(got, fast[valid])
    solved = np.where(valid, np.cumsum(valid) - 1, -1)
    written = np.empty(lines.verdict_bound(got["nplay"][fast]), np.uint8)
    ends = np.zeros(fast.shape[0], np.int64)
    lines.write_verdicts(fast, *(got[k] for k in lines.VERDICT), solved, found["best"],
                         found["min_cards"], found["per_min"], lines.VERDICT_LANGS[lang],
                         written, ends)
    return written, ends, found, solved


def check_lines(first: int, data: bytes) -> Answered:
    """`celsius check --batch` on a chunk of whole lines, the first numbered `first`: its
    output (run_batch's, byte for byte), [bad lines, answers, invalid claims] and its first
    bad line. Lines
    lines.read takes are judged by lines.judge (C5.2-C5.3), the valid claims' positions solved
    by one kernel call for their optimality (C5.3); the others take the model's path. Its
    sentences are in the output's language, as `check --json` writes them."""
    import numpy as np

    from deckmath.conventions import output_lang
    from deckmath.solvers.celsius import check, parse_claimed_play
    from deckmath.solvers.notation import field

    lang = output_lang()
    lines = _lines()
    got, n = lines.read_chunk(data, True)
    lines.judge_chunk(got)
    status = got["status"]
    fast = np.flatnonzero(status == lines.FAST)
    valid = got["reason"][fast] == lines.VALID
    written, ends, _, _ = written_verdicts(got, fast, lang)

    def read_claim(obj: dict) -> tuple:
        row = read(obj)
        claimed, aim = parse_claimed_play(field(obj, "play"), field(obj, "target", None))
        return row, claimed, aim

    def judged(items: list) -> list[dict]:
        fewest = shortest([item[0] for item in items])
        return [check(position(row), claimed, aim, few).to_json(lang)
                for (row, claimed, aim), few in zip(items, fewest)]

    errors: dict[int, InputError] = {}
    with _SLOW_LOCK:
        special, bad, answered = _slow_lines(data, got,
                                             np.flatnonzero(status == lines.SLOW).tolist(),
                                             first, read_claim, judged, errors)
    invalid = int(fast.shape[0] - valid.sum()) + sum(not a["valid"] for a in answered)
    text = written[:int(ends[-1]) if ends.shape[0] else 0].tobytes()
    return Answered(_joined(fast, text, ends.tolist(), special),
                    [bad, int(fast.shape[0]) + len(answered), invalid],
                    first_bad(first, errors))
