"""Totaux batches by chunks (solvers/totaux/batch.py): the fast reader takes a line as the
model does or leaves it to the model, and each answer written from the kernel's arrays is
Solution.to_json, byte for byte once encoded (T5.1, T5.2), counts and witnesses included."""
from __future__ import annotations

import random

import orjson
import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.totaux import batch, load_deck, position_from_json, solve_many


def _model(obj: dict) -> dict | str:
    try:
        position = position_from_json(obj)
    except InputError as err:
        return str(err)
    return solve_many([position.table], position.variant)[0].to_json()


@pytest.mark.parametrize("seed", range(2))
def test_lines_read_and_answer_as_the_model_does(totaux_batch_line, seed):
    """300 random lines: batch.read and batch._solved give position_from_json's table and
    message and Solution.to_json's object, byte for byte once encoded."""
    deck, rng = load_deck(), random.Random(seed)
    objs = []
    for _ in range(300):
        try:
            objs.append(orjson.loads(totaux_batch_line(rng, deck)))
        except orjson.JSONDecodeError:
            continue
    objs = [o for o in objs if isinstance(o, dict)]
    fast: list[dict | str] = []
    read = []
    for obj in objs:
        try:
            read.append(batch.read(obj))
            fast.append("")
        except InputError as err:
            fast.append(str(err))
    solved: dict[int, dict] = {}
    for variant in ("chain", "pair"):
        index = [i for i, r in enumerate(read) if r[1] == variant]
        solved.update(zip(index, batch._solved([read[i][0] for i in index], variant)))
    answers = iter(solved[i] for i in range(len(read)))
    got = [next(answers) if f == "" else f for f in fast]
    expected = [_model(obj) for obj in objs]
    assert [orjson.dumps(g) for g in got] == [orjson.dumps(e) for e in expected]


def test_a_table_past_the_budget_is_answered_by_the_model(monkeypatch):
    """A table the kernel's exact programme could not count within its budget goes to
    solve.solve_many (the model's path), and its answer is the model's."""
    import importlib

    from deckmath.solvers.totaux import parse_table

    solving = importlib.import_module("deckmath.solvers.totaux.solve")

    tables = [parse_table("35:24 16:7 22:13 44:50 15:31 26:12 33:13"),
              parse_table("35:24 16:7 22:13")]
    expected = [orjson.dumps(s.to_json()) for s in solve_many(tables, "pair")]
    monkeypatch.setattr(solving, "COUNT_STATES", 64)
    calls = []
    monkeypatch.setattr(solving, "solve_many", lambda ts, v: calls.append(len(ts)) or
                        solve_many(ts, v))
    got = batch._solved(tables, "pair")
    assert calls == [1]
    assert [orjson.dumps(g) for g in got] == expected
