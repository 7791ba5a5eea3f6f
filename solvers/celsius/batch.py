"""Celsius batches at kernel speed (issue 8): JSON objects in, JSON objects out, without the
model's objects for every line.

`read` takes a batch line's object to the position's plain values through a cache of card
tokens; a line that is not plainly well formed (a hand given as one string, an unseen token, a
value out of range, a wrong type...) is read by model.position_from_json instead, which names
what is wrong, so every message is the model's. `answer` solves a chunk of positions with the
parallel kernel and writes each answer exactly as Solution.to_json does, from the kernel's
arrays. tests/celsius/test_batch.py holds both to the model's path on random and hostile lines.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.celsius.model import (
    COLD_MAX, COLD_MIN, HAND_MAX, HOT_COUNT_MAX, HOT_MAX, HOT_MIN, OPERATORS, OperatorCard,
    PlayedCard, position_from_json,
)

Row = tuple[int, tuple[int, ...], tuple[OperatorCard, ...]]
"""A position's plain values: cold, hot values, hand (C4.1)."""

_CARDS: dict[str, OperatorCard] = {}
"""Card tokens already read (raw text -> card); only tokens the model accepted are here."""

_PLAYED: dict[tuple[OperatorCard, int], str] = {}
"""The canonical text of a card as played with an operand (C2.2)."""


def read(obj: Mapping[str, Any]) -> Row:
    """The position of a batch line, as position_from_json reads it (InputError alike)."""
    try:
        cold, hot, hand = obj["cold"], obj["hot"], obj["hand"]
        if (type(cold) is int and COLD_MIN <= cold <= COLD_MAX and type(hot) is list
                and 0 < len(hot) <= HOT_COUNT_MAX and type(hand) is list
                and 0 < len(hand) <= HAND_MAX
                and all(type(h) is int and HOT_MIN <= h <= HOT_MAX for h in hot)
                and len(set(hot)) == len(hot)):
            return cold, tuple(hot), tuple(_CARDS[token] for token in hand)
    except (KeyError, TypeError):
        pass
    position = position_from_json(obj)
    if isinstance(obj.get("hand"), list):
        _CARDS.update(zip(obj["hand"], position.hand))
    return position.cold, position.hot, position.hand


def _search_order(hand: tuple[OperatorCard, ...]) -> list[OperatorCard]:
    """solve.search_order: fixed cards before wildcards, each group in hand order."""
    return [c for c in hand if c.operand is not None] + [c for c in hand if c.operand is None]


def _played(card: OperatorCard, value: int) -> str:
    text = _PLAYED.get((card, value))
    if text is None:
        text = _PLAYED[(card, value)] = str(PlayedCard(card, value))
    return text


def answer(rows: list[Row]) -> list[dict]:
    """Solve positions with the parallel kernel; each answer is Solution.to_json's object."""
    import numpy as np

    from deckmath.solvers.celsius.solve import _kernel

    if not rows:
        return []
    width = max(len(hot) for _, hot, _ in rows)
    ordered = [_search_order(hand) for _, _, hand in rows]
    ops = [[OPERATORS.index(c.op) for c in hand] + [0] * (HAND_MAX - len(hand))
           for hand in ordered]
    operands = [[c.operand or 0 for c in hand] + [0] * (HAND_MAX - len(hand))
                for hand in ordered]
    arrays = (np.array([cold for cold, _, _ in rows], np.int64),
              np.array([list(hot) + [0] * (width - len(hot)) for _, hot, _ in rows], np.int64),
              np.array([len(hot) for _, hot, _ in rows], np.int64),
              np.array(ops, np.int64), np.array(operands, np.int64),
              np.array([len(hand) for _, _, hand in rows], np.int64))
    best, k, plays, per_min, cards, values = (a.tolist() for a in _kernel().solve_many(*arrays))
    out = []
    for i, (cold, hot, hand) in enumerate(rows):
        order = ordered[i]
        shown = []
        for h in range(len(hot)):
            m = per_min[i][h]
            shown.append(None if m < 0 else
                         [_played(order[c], v) for c, v in zip(cards[i][h][:m], values[i][h][:m])])
        b = best[i]
        out.append({
            "cold": cold, "hot": list(hot), "hand": [str(c) for c in hand],
            "min_cards": None if b < 0 else k[i], "target": None if b < 0 else hot[b],
            "play": None if b < 0 else shown[b], "optimal_plays": plays[i],
            "per_target": {str(h): {"min_cards": None if per_min[i][j] < 0 else per_min[i][j],
                                    "play": shown[j]} for j, h in enumerate(hot)},
        })
    return out
