"""The batch lines' kernels (solvers/celsius/lines.py) against their plain-Python twin
(lines_reference.py) and against the model, on thousands of seeded random and hostile lines:
read (C4.1, C5.1), judge (C5.2-C5.3) and write_solutions (C4.3-C4.5) give the twin's numbers
and bytes, and every line read as FAST is one the model reads to the same numbers."""
from __future__ import annotations

import random

import numpy as np
import orjson
import pytest

from deckmath.solvers.celsius import (
    batch, lines, lines_reference, parse_claimed_play, position_from_json,
)
from deckmath.solvers.celsius.check import REASONS, judge
from deckmath.solvers.celsius.model import PLAYS_MAX
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import OPERATORS, field


def _chunk(texts: list[bytes], claims: bool) -> tuple[bytes, dict]:
    data = b"".join(t + b"\n" for t in texts)
    got, n = lines.read_chunk(data, claims)
    assert n == len(texts)
    return data, got


def _kernel_line(got: dict, i: int) -> lines_reference.Line:
    """Row i of read's arrays as the twin's Line."""
    if got["status"][i] != lines.FAST:
        return lines_reference.Line(int(got["status"][i]))
    hand = tuple(zip(got["ops"][i, :got["nhand"][i]].tolist(),
                     got["operands"][i, :got["nhand"][i]].tolist()))
    play = tuple(zip(got["play_op"][i, :got["nplay"][i]].tolist(),
                     got["play_value"][i, :got["nplay"][i]].tolist(),
                     got["play_wild"][i, :got["nplay"][i]].tolist()))
    return lines_reference.Line(lines.FAST, int(got["cold"][i]),
                                tuple(got["hot"][i, :got["nhot"][i]].tolist()), hand, play,
                                int(got["target"][i]))


def _model(text: bytes, claims: bool) -> lines_reference.Line | None:
    """The model's reading of a line, as a FAST Line, or None when it refuses the line."""
    try:
        obj = orjson.loads(text)
        position = position_from_json(obj)
        play, target = (parse_claimed_play(field(obj, "play"), field(obj, "target", None))
                        if claims else ((), None))
    except (InputError, orjson.JSONDecodeError, TypeError, AttributeError):
        return None
    return lines_reference.Line(
        lines.FAST, position.cold, position.hot,
        tuple((OPERATORS.index(c.op), c.operand or 0) for c in position.hand),
        tuple((OPERATORS.index(t.op), t.value, int(t.wild)) for t in play),
        -1 if target is None else target)


@pytest.mark.parametrize("claims", [False, True])
@pytest.mark.parametrize("seed", range(3))
def test_read_is_its_twin_and_fast_lines_are_the_models(deck, batch_line, claims, seed):
    """Kernel and twin read 2,000 random lines alike; a FAST line is read as the model reads
    it (position_from_json, parse_claimed_play); many lines are FAST, many are not."""
    rng = random.Random(seed)
    texts = [batch_line(rng, deck, claims) for _ in range(2000)]
    _, got = _chunk(texts, claims)
    for i, text in enumerate(texts):
        twin = lines_reference.read_line(text, claims)
        assert _kernel_line(got, i) == twin, text
        if twin.status == lines.FAST:
            assert _model(text, claims) == twin, text
    counts = np.bincount(got["status"], minlength=3)
    assert counts[lines.FAST] > 500 and counts[lines.SLOW] > 200


def test_dealt_lines_are_all_fast(deck):
    """Lines as a program writes them (Position.to_json, orjson) never need the model."""
    rng = random.Random(4)
    texts = [orjson.dumps({**deck_position(deck, rng), "play": "+1 x?=2", "target": 22})
             for _ in range(500)]
    _, got = _chunk(texts, True)
    assert (got["status"] == lines.FAST).all()


def deck_position(deck, rng: random.Random) -> dict:
    return {"cold": rng.choice(deck.cold), "hot": rng.sample(deck.hot, rng.choice((2, 4))),
            "hand": [str(c) for c in rng.sample(deck.operators, rng.randint(1, 20))]}


@pytest.mark.parametrize("seed", range(3))
def test_judge_is_its_twin_and_the_models(deck, batch_line, seed):
    """On the FAST claims of 2,000 random lines, judge gives the twin's numbers and
    check.judge's verdict: reason, step, value, the cards played and which took a wildcard."""
    rng = random.Random(100 + seed)
    texts = [batch_line(rng, deck, True) for _ in range(2000)]
    _, got = _chunk(texts, True)
    lines.judge_chunk(got)
    judged = 0
    for i, text in enumerate(texts):
        line = lines_reference.read_line(text, True)
        if line.status != lines.FAST:
            continue
        twin = lines_reference.judge_line(line)
        assert got["status"][i] == twin.status, text
        if twin.status != lines.FAST:
            continue
        count = twin.played
        assert (got["reason"][i], got["step"][i], got["value"][i], got["played"][i]) == (
            twin.reason, twin.step, twin.value, count), text
        assert tuple(got["took_wild"][i, :count].tolist()) == twin.took_wild, text
        assert tuple(got["after"][i, :count].tolist()) == twin.after, text
        obj = orjson.loads(text)
        play, target = parse_claimed_play(field(obj, "play"), field(obj, "target", None))
        model = judge(position_from_json(obj), play, target)
        assert (twin.reason == lines.VALID) == model.valid
        assert (None if twin.reason == lines.VALID else REASONS[twin.reason - 1]) == model.reason
        assert (twin.step or None, None if twin.value < 0 else twin.value) == (
            model.step, model.value), text
        assert [int(p.card.is_wild) for p in model.played] == list(twin.took_wild), text
        judged += 1
    assert judged > 500


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", range(3))
def test_write_verdicts_is_its_twin(deck, batch_line, seed, lang):
    """write_verdicts writes, for the FAST claims of 2,000 random lines (every reason of C5.3,
    wildcards played and taken, steps that leave the whole numbers), the twin's bytes: the
    Verdict.to_json object encoded by orjson."""
    rng = random.Random(300 + seed)
    texts = [batch_line(rng, deck, True) for _ in range(2000)]
    for i in range(0, len(texts), 4):
        try:
            obj = orjson.loads(texts[i])
            obj["target"] = rng.choice([*obj["hot"], 7777])
            texts[i] = orjson.dumps(obj)
        except (orjson.JSONDecodeError, TypeError, KeyError):
            continue
    _, got = _chunk(texts, True)
    lines.judge_chunk(got)
    fast = np.flatnonzero(got["status"] == lines.FAST)
    written, ends, found, solved = batch.written_verdicts(got, fast, lang)
    ends_list = [0] + ends.tolist()
    seen = set()
    for k, i in enumerate(fast.tolist()):
        line = lines_reference.read_line(texts[i], True)
        judged = lines_reference.judge_line(line)
        fewest = overall = None
        if judged.reason == lines.VALID:
            row = int(solved[k])
            fewest = int(found["per_min"][row, line.hot.index(judged.value)])
            overall = int(found["min_cards"][row]) if found["best"][row] >= 0 else None
        twin = lines_reference.write_verdict(line, judged, fewest, overall, lang)
        assert written[ends_list[k]:ends_list[k + 1]].tobytes() == twin, texts[i]
        seen.add(judged.reason)
    assert seen == {lines.VALID, lines.NOT_IN_HAND, lines.ILLEGAL_STEP, lines.NOT_HOT,
                    lines.WRONG_TARGET}


def test_a_value_past_the_limit_goes_to_the_model():
    """Twenty x10 from cold 12 would pass int64: the line is left to the model's integers."""
    text = orjson.dumps({"cold": 12, "hot": [5], "hand": ["x10"] * 20, "play": ["x10"] * 20})
    _, got = _chunk([text], True)
    lines.judge_chunk(got)
    assert got["status"][0] == lines.SLOW
    assert lines_reference.judge_line(lines_reference.read_line(text, True)).status == lines.SLOW


@pytest.mark.parametrize("seed", range(2))
def test_write_solutions_is_its_twin(deck, seed):
    """write_solutions writes, for 1,500 solved positions of 1 to 20 cards and 1 to 6 hot
    values, the twin's bytes (a dict encoded by orjson); a saturated count writes nothing."""
    rng = random.Random(200 + seed)
    texts = [orjson.dumps({"cold": rng.randint(0, 12), "hot": rng.sample(range(0, 150),
                                                                         rng.randint(1, 6)),
                           "hand": [str(c) for c in rng.sample(deck.operators,
                                                               rng.randint(1, 20))]})
             for _ in range(1500)]
    _, got = _chunk(texts, False)
    rows = np.flatnonzero(got["status"] == lines.FAST)
    assert rows.shape[0] == len(texts)
    found = batch._searched(got, rows)
    found["plays"][7] = PLAYS_MAX
    names = ("cold", "hot", "nhot", "hand_ops", "hand_operands", "nhand", "ops", "operands",
             "best", "min_cards", "plays", "per_min", "play_card", "play_value")
    written = np.empty(lines.line_bound(found["nhot"], found["nhand"]), np.uint8)
    ends = np.zeros(rows.shape[0], np.int64)
    lines.write_solutions(*(found[k] for k in names), PLAYS_MAX, written, ends)
    ends_list = [0] + ends.tolist()
    listed = {k: found[k].tolist() for k in names}
    for p in range(rows.shape[0]):
        mine = written[ends_list[p]:ends_list[p + 1]].tobytes()
        if p == 7:
            assert mine == b""
            continue
        n, k = listed["nhot"][p], listed["nhand"][p]
        twin = lines_reference.write_solution(
            listed["cold"][p], listed["hot"][p][:n],
            list(zip(listed["hand_ops"][p][:k], listed["hand_operands"][p][:k])),
            list(zip(listed["ops"][p][:k], listed["operands"][p][:k])), listed["best"][p],
            listed["min_cards"][p], listed["plays"][p], listed["per_min"][p][:n],
            listed["play_card"][p], listed["play_value"][p])
        assert mine == twin, texts[p]
