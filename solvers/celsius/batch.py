"""Celsius batches at kernel speed (issue 8): JSON objects in, JSON lines out, without the
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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.solvers.celsius.model import (
    COLD_MAX, COLD_MIN, HAND_CARDS_MAX, HOT_COUNT_MAX, HOT_MAX, HOT_MIN, OPERAND_MAX, OPERATORS,
    PLAYS_MAX, OperatorCard, PlayedCard, Position, position_from_json, too_many_plays,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.json_lines import EncodedLine

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
