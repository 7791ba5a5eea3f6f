"""Celsius batches at kernel speed (solvers/celsius/batch.py): the fast reader and
writer answer exactly as the model's path does (position_from_json, solve_many, to_json), on
random dealt lines and on hostile ones; and the engine choice (twin for small work, kernel for
the rest) never changes an answer."""
from __future__ import annotations

import json
import random

import orjson
import pytest

from deckmath.solvers.celsius import (
    Position, batch, check, parse_claimed_play, position_from_json, solve, solve_many,
)
from deckmath.solvers.errors import InputError


def _model(obj: dict) -> dict | str:
    try:
        position = position_from_json(obj)
    except InputError as err:
        return str(err)
    return json.loads(json.dumps(solve_many([position], engine="kernel")[0].to_json()))


def _fast(objs: list[dict]) -> list[dict | str]:
    rows, out = [], []
    for obj in objs:
        try:
            rows.append(batch.read(obj))
            out.append(None)
        except InputError as err:
            out.append(str(err))
    answers = iter(orjson.loads(bytes(line)) for line in batch.answer(rows))
    return [next(answers) if o is None else o for o in out]


HOSTILE = [
    {"cold": 10, "hot": [22, 40], "hand": "+1 x2 x?"},
    {"cold": 10, "hot": [22, 40], "hand": ["+1", "x11"]},
    {"cold": 10, "hot": [22, 40], "hand": ["+1", 7]},
    {"cold": 10, "hot": [22, 40], "hand": [["+1"]]},
    {"cold": 10, "hot": [22, 22], "hand": ["+1"]},
    {"cold": 10, "hot": [22.0, 40], "hand": ["+1"]},
    {"cold": True, "hot": [22], "hand": ["+1"]},
    {"cold": 13, "hot": [22], "hand": ["+1"]},
    {"cold": 10, "hot": [], "hand": ["+1"]},
    {"cold": 10, "hot": list(range(20, 50)), "hand": ["+1"]},
    {"cold": 10, "hot": [22], "hand": []},
    {"cold": 10, "hot": [22], "hand": ["+1"] * 20},
    {"cold": 10, "hot": [22], "hand": ["+1"] * 21},
    {"cold": 10, "hot": [100001], "hand": ["+1"]},
    {"cold": 10, "hot": [22], "hand": ["\uff0b1", "\u2013?"]},
    {"cold": 10, "hot": [22], "hand": ["\u04452"]},
    {"cold": 10, "hot": [22]},
    {"hot": [22], "hand": ["+1"]},
    {"cold": "10", "hot": "22 40", "hand": ["+1", "x2"]},
]


def test_hostile_lines_read_and_answer_as_the_model_does():
    """Every line the fast reader takes is the model's position; every line it refuses is
    refused with the model's message."""
    assert _fast(HOSTILE) == [_model(obj) for obj in HOSTILE]


@pytest.mark.parametrize("seed", range(3))
def test_random_dealt_lines_answer_as_the_model_does(deck, seed):
    """Thousands of dealt positions (2 or 4 hot values, 1 to 20 cards, C4.1): the fast path's
    JSON is Solution.to_json's, witnesses included."""
    rng = random.Random(seed)
    objs = []
    for _ in range(800):
        hand = rng.sample(deck.operators, rng.randint(1, 20))
        objs.append({"cold": rng.choice(deck.cold), "hot": rng.sample(deck.hot, rng.choice((2, 4))),
                     "hand": [str(c) for c in hand]})
    assert _fast(objs) == [_model(obj) for obj in objs]


def test_twin_and_kernel_give_identical_solutions(deck):
    """The engine choice is speed only: the twin (used for hands of up to 7 cards and small
    batches) and the kernel answer every position identically, the witness plays included."""
    rng = random.Random(11)
    positions = [Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, rng.choice((1, 2, 4)))),
                          tuple(rng.sample(deck.operators, rng.randint(1, 7))))
                 for _ in range(1500)]
    kernel = solve_many(positions, engine="kernel")
    twin = [solve(p, engine="reference") for p in positions]
    assert twin == kernel
    assert [solve(p) for p in positions[:200]] == kernel[:200]
    assert solve_many(positions[:5]) == kernel[:5]


def test_check_with_the_kernels_fewest_cards_judges_as_with_a_solution(deck):
    """The check batch judges each claim (C5.3) with batch.shortest's fewest cards instead of a
    whole Solution: on thousands of claims, valid, invalid, optimal or not, every verdict is the
    one the model's path gives."""
    rng = random.Random(5)
    rows, claims = [], []
    for _ in range(1500):
        hand = rng.sample(deck.operators, rng.randint(1, 10))
        obj = {"cold": rng.choice(deck.cold), "hot": rng.sample(deck.hot, rng.choice((2, 4))),
               "hand": [str(c) for c in hand]}
        row = batch.read(obj)
        position = batch.position(row)
        solution = solve(position, engine="reference")
        if solution.play is not None and rng.random() < 0.5:
            played = rng.choice([t.play for t in solution.per_target if t.play])
            text = " ".join(str(p) for p in played)
        else:
            text = " ".join(f"{c}={rng.randint(1, 10)}" if c.is_wild else str(c)
                            for c in rng.sample(hand, rng.randint(1, len(hand))))
        claims.append((row, parse_claimed_play(text), solution))
        rows.append(row)
    shortest = batch.shortest(rows)
    verdicts = [check(batch.position(row), play, aim, fewest)
                for (row, (play, aim), _), fewest in zip(claims, shortest)]
    expected = [check(batch.position(row), play, aim, solution)
                for row, (play, aim), solution in claims]
    assert verdicts == expected
    assert sum(v.valid for v in verdicts) > 300
    assert sum(v.valid and not v.optimal_overall for v in verdicts) > 0
