"""Batches by chunks (conventions.run_chunks; solvers/celsius/batch.py solve_lines and check_lines,
solvers/totaux/batch.py) answer byte for byte as the line-by-line runner did (conventions.run_batch
with the model's path, the previous implementation) and as the one-line path does (solve,
check, to_json), error lines included, on random, mixed valid and invalid, and hostile lines,
over many small chunks answered side by side."""
from __future__ import annotations

import random

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli, conventions
from deckmath.solvers import celsius
from deckmath.solvers.celsius import batch
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field


def _by_lines(monkeypatch, source: str, parse, answer) -> bytes:
    """What conventions.run_batch writes for a file, line by line."""
    written: list[bytes] = []
    monkeypatch.setattr(conventions, "write_bytes", written.append)
    conventions.run_batch(source, parse, answer)
    monkeypatch.undo()
    return b"".join(written)


def _old_check(monkeypatch, source: str, lang: str | None = None) -> bytes:
    """The check batch as it was written line by line (the model's path for every line), its
    sentences in `lang`."""
    def parse(obj: dict):
        row = batch.read(obj)
        claimed, aim = celsius.parse_claimed_play(field(obj, "play"), field(obj, "target", None))
        return row, claimed, aim

    def answer(items):
        for (row, claimed, aim), fewest in zip(items, batch.shortest([i[0] for i in items])):
            yield celsius.check(batch.position(row), claimed, aim, fewest).to_json(lang)

    return _by_lines(monkeypatch, source, parse, answer)


def _one_line(data: bytes, claims: bool) -> bytes:
    """Each line through the one-line path: the model's position, solve or check, to_json."""
    out = []
    numbered = [(n, line) for n, line in enumerate(data.split(b"\n"), start=1)]
    if numbered and numbered[-1][1] == b"":
        numbered.pop()
    good, objs = [], []
    for number, line in numbered:
        if number == 1 and line.startswith(conventions.BOM):
            line = line[3:]
        if not line.strip():
            continue
        try:
            obj = conventions.parse_json_line(line + b"\n")
            position = celsius.position_from_json(obj)
            claim = (celsius.parse_claimed_play(field(obj, "play"), field(obj, "target", None))
                     if claims else None)
        except InputError as err:
            out.append((number, {"line": number, "error": str(err)}))
            continue
        good.append((number, position, claim))
    solutions = celsius.solve_many([p for _, p, _ in good], engine="kernel") if good else []
    for (number, position, claim), solution in zip(good, solutions):
        if claims:
            out.append((number, celsius.check(position, *claim, solution).to_json()))
            continue
        try:
            out.append((number, solution.to_json()))
        except InputError as err:
            out.append((number, {"line": number, "error": str(err)}))
    return b"".join(orjson.dumps(obj) + b"\n" for _, obj in sorted(out, key=lambda o: o[0]))


def _invoke(*args: str, input: bytes | None = None):
    return CliRunner().invoke(cli.main, list(args), input=input)


def _lines(deck, batch_line, seed: int, claims: bool, count: int) -> bytes:
    rng = random.Random(seed)
    texts = [batch_line(rng, deck, claims) for _ in range(count)]
    data = b"\n".join(texts)
    if seed % 2:
        data = conventions.BOM + data + b"\n"
    return data


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("command", ["solve", "check"])
def test_celsius_batch_is_byte_identical(deck, batch_line, tmp_path, monkeypatch, seed, command):
    """2,500 random lines (most valid, many hostile, blank lines, a byte order mark or a last
    line without its newline) in chunks of about 4 kB: the output is the line-by-line
    runner's and the one-line path's, byte for byte, and so is the exit code."""
    claims = command == "check"
    data = _lines(deck, batch_line, seed, claims, 2500)
    path = tmp_path / "lines.jsonl"
    path.write_bytes(data)
    old = (_old_check(monkeypatch, str(path)) if claims else
           _by_lines(monkeypatch, str(path), batch.read, batch.answer))
    assert old == _one_line(data, claims)
    monkeypatch.setattr(conventions, "CHUNK_BYTES", 4096)
    result = _invoke("celsius", command, "--batch", str(path))
    assert result.stdout_bytes == old
    answers = [orjson.loads(line) for line in old.splitlines()]
    bad = any("error" in a for a in answers)
    invalid = any(a.get("valid") is False for a in answers)
    assert result.exit_code == (2 if bad else 1 if invalid else 0)
    piped = _invoke("celsius", command, "--batch", "-", input=data)
    assert piped.stdout_bytes == old


@pytest.mark.parametrize("seed", range(2))
def test_a_french_check_batch_says_its_sentences_in_french(deck, batch_line, tmp_path,
                                                           monkeypatch, seed):
    """`check --batch --lang fr`: every line's detail and trace are the ones `check --json
    --lang fr` writes (docs/schemas.md), on the kernel's lines and the model's alike."""
    data = _lines(deck, batch_line, 10 + seed, True, 2500)
    path = tmp_path / "lines.jsonl"
    path.write_bytes(data)
    old = _old_check(monkeypatch, str(path), "fr")
    assert "finit sur" in old.decode()
    monkeypatch.setattr(conventions, "CHUNK_BYTES", 4096)
    assert _invoke("celsius", "check", "--batch", str(path), "--lang", "fr").stdout_bytes == old


@pytest.mark.parametrize("command", ["solve", "check"])
def test_celsius_dealt_batch_is_byte_identical(deck, tmp_path, monkeypatch, command):
    """Dealt positions as a program writes them (the benchmarks' lines), every one on the fast
    path, with claims valid and invalid: the line-by-line runner's output."""
    rng = random.Random(31)
    positions = [celsius.deal_position(deck, rng) for _ in range(3000)]
    objs = [p.to_json() for p in positions]
    if command == "check":
        solutions = celsius.solve_many(positions)
        for i, (obj, solution) in enumerate(zip(objs, solutions)):
            best = celsius.best_answer(solution)
            obj["play"] = (celsius.format_answer(best) if best and i % 3 else
                           " ".join(rng.sample(obj["hand"], 2)).replace("?", "?=3"))
    path = tmp_path / "dealt.jsonl"
    path.write_bytes(b"".join(orjson.dumps(o) + b"\n" for o in objs))
    old = (_old_check(monkeypatch, str(path)) if command == "check" else
           _by_lines(monkeypatch, str(path), batch.read, batch.answer))
    monkeypatch.setattr(conventions, "CHUNK_BYTES", 20_000)
    assert _invoke("celsius", command, "--batch", str(path)).stdout_bytes == old


def test_read_chunks_gives_the_lines_before_a_line_too_long(tmp_path):
    """A line past the bound is bad input with open_lines' message, after the whole lines
    before it; chunks hold whole lines and number them from 1."""
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"{}\n" * 700 + b"{" + b" " * 5000 + b"}\n{}\n")
    got = []
    with pytest.raises(InputError, match="line 701 is longer than") as err:
        for first, data in conventions.read_chunks(str(path), size=512, limit=1000):
            got.append((first, data))
    with pytest.raises(InputError) as old:
        list(conventions.open_lines(str(path), limit=1000))
    assert str(err.value) == str(old.value)
    assert b"".join(data for _, data in got) == b"{}\n" * 700
    assert [first for first, _ in got] == [1 + sum(d.count(b"\n") for _, d in got[:k])
                                           for k in range(len(got))]


def test_totaux_batch_is_byte_identical(totaux_batch_line, tmp_path, monkeypatch):
    """500 random Totaux lines (both variants, hostile ones, blank lines) in chunks of about
    2 kB: the line-by-line runner's output (position_from_json, solve_positions, to_json) and
    the one-line path's (solve, to_json), byte for byte, exit code included."""
    from deckmath.solvers import totaux

    deck, rng = totaux.load_deck(), random.Random(19)
    data = b"\n".join(totaux_batch_line(rng, deck) for _ in range(500)) + b"\n"
    path = tmp_path / "tables.jsonl"
    path.write_bytes(data)
    old = _by_lines(monkeypatch, str(path), totaux.position_from_json,
                    lambda ps: (s.to_json() for s in totaux.solve_positions(ps)))
    expected = []
    for number, line in enumerate(data.split(b"\n")[:-1], start=1):
        if not line.strip():
            continue
        try:
            position = totaux.position_from_json(conventions.parse_json_line(line + b"\n"))
        except InputError as err:
            expected.append({"line": number, "error": str(err)})
            continue
        expected.append(totaux.solve(position.table, position.variant).to_json())
    assert old == b"".join(orjson.dumps(e) + b"\n" for e in expected)
    monkeypatch.setattr(conventions, "CHUNK_BYTES", 2048)
    result = _invoke("totaux", "solve", "--batch", str(path))
    assert result.stdout_bytes == old
    assert result.exit_code == (2 if any("error" in e for e in expected) else 0)
