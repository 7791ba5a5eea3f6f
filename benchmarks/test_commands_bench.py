"""Whole commands as a user runs them: one position from the command line, and
batches of 20,000 lines end to end, next to the kernel alone on the same input.

Run: python -m pytest benchmarks/test_commands_bench.py --benchmark-only
Each round is a fresh process (`deckmath ...`), numba cache warm. extra_info holds lines per
second end to end; benchmarks/README.md records the figures. The first run after a fresh
install is measured by benchmarks/first_run.sh (it needs a new virtual environment).
"""
from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import orjson
import pytest

from deckmath.solvers.celsius import GAME as CELSIUS
from deckmath.solvers.celsius import load_deck as celsius_deck
from deckmath.solvers.totaux import load_deck as totaux_deck
from deckmath.solvers.totaux.deck import draw_table

ROOT = Path(__file__).resolve().parent.parent
LINES = 20_000
TABLE = "33:13 45:55 56:79 25:26 16:82 34:62"
HAND = ("celsius", "solve", "--cold", "10", "--hot", "22,40", "--hand", "+1 x2 x? -3 /2 +5 x4")


def _run(*args: str, out: Path | None = None, exits: tuple[int, ...] = (0,)) -> None:
    """`deckmath ARGS` in a fresh process, stdout to `out` (a file, as a user redirects it);
    an exit code outside `exits` fails the benchmark (a batch of checks exits 1 when a claim
    is invalid)."""
    with open(out or "/dev/null", "wb") as stdout:
        done = subprocess.run([sys.executable, "-m", "deckmath.cli", *args], cwd=ROOT,
                              stdout=stdout)
    assert done.returncode in exits, (args, done.returncode)


@pytest.fixture(scope="module")
def celsius_lines(tmp_path_factory) -> Path:
    """20,000 dealt positions (7 cards, 2 hot values), one JSON line each."""
    deck, rng = celsius_deck(), random.Random(2026)
    path = tmp_path_factory.mktemp("batch") / "positions.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(CELSIUS.random_position(deck, rng).to_json())
                                for _ in range(LINES)) + b"\n")
    return path


@pytest.fixture(scope="module")
def celsius_claims(celsius_lines, tmp_path_factory) -> Path:
    """A claim per position: its best play on even lines, its first card alone on odd ones (a
    wildcard played as 1), mostly invalid."""
    from deckmath.solvers.celsius import solve_many

    lines = [orjson.loads(line) for line in celsius_lines.read_bytes().splitlines()]
    solutions = solve_many([CELSIUS.parse_position(obj) for obj in lines])
    out = []
    for i, (obj, solution) in enumerate(zip(lines, solutions)):
        best = CELSIUS.best_answer(solution)
        first = obj["hand"][0] + ("=1" if obj["hand"][0].endswith("?") else "")
        play = CELSIUS.format_answer(best) if best and i % 2 == 0 else first
        out.append(orjson.dumps({**obj, "play": play}))
    path = tmp_path_factory.mktemp("claims") / "claims.jsonl"
    path.write_bytes(b"\n".join(out) + b"\n")
    return path


@pytest.fixture(scope="module")
def totaux_tables(tmp_path_factory) -> Path:
    """400 dealt 6-card tables of the reference deck."""
    deck, rng = totaux_deck(), random.Random(2026)
    path = tmp_path_factory.mktemp("tables") / "tables.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps({"table": [str(c) for c in draw_table(deck, rng)]})
                                for _ in range(400)) + b"\n")
    return path


def test_python_start(benchmark):
    """The floor of any command: the interpreter starting and exiting."""
    benchmark.pedantic(subprocess.run, args=([sys.executable, "-c", "pass"],), rounds=10)


def test_help(benchmark):
    benchmark.pedantic(_run, args=("--help",), rounds=10, iterations=1)


def test_celsius_solve_one(benchmark):
    """One 7-card hand: the plain-Python twin answers, numba is not imported."""
    benchmark.pedantic(_run, args=HAND, rounds=10, iterations=1, warmup_rounds=1)


def test_totaux_solve_one(benchmark):
    """One 6-card table, every field and exact counts: the numpy engine answers."""
    benchmark.pedantic(_run, args=("totaux", "solve", "--table", TABLE), rounds=10,
                       iterations=1, warmup_rounds=1)


def test_totaux_solve_one_kernel_for_comparison(benchmark):
    """The same table through the kernel in a fresh process: numba's import and cache load."""
    code = ("from deckmath.solvers.totaux import parse_table, solve\n"
            f"solve(parse_table({TABLE!r}), engine='kernel')")
    benchmark.pedantic(subprocess.run, args=([sys.executable, "-c", code],), kwargs={"check": True},
                       rounds=10, iterations=1, warmup_rounds=1)


def _lines_per_second(benchmark, lines: int) -> None:
    benchmark.extra_info["lines"] = lines
    benchmark.extra_info["lines_per_second"] = round(lines / benchmark.stats.stats.median)


def test_celsius_solve_batch(benchmark, celsius_lines, tmp_path):
    out = tmp_path / "out.jsonl"
    benchmark.pedantic(_run, args=("celsius", "solve", "--batch", str(celsius_lines)),
                       kwargs={"out": out}, rounds=5, iterations=1, warmup_rounds=1)
    _lines_per_second(benchmark, LINES)


def test_celsius_check_batch(benchmark, celsius_claims, tmp_path):
    out = tmp_path / "out.jsonl"
    benchmark.pedantic(_run, args=("celsius", "check", "--batch", str(celsius_claims)),
                       kwargs={"out": out, "exits": (0, 1)}, rounds=5, iterations=1,
                       warmup_rounds=1)
    _lines_per_second(benchmark, LINES)


def test_celsius_kernel_alone_on_the_batch(benchmark, celsius_lines):
    """The kernel's share: kernel.solve_many on the same 20,000 positions' arrays, already
    built, all cores (no answer objects)."""
    from deckmath.solvers.celsius.solve import _kernel, batch_arrays

    positions = [CELSIUS.parse_position(orjson.loads(line))
                 for line in celsius_lines.read_bytes().splitlines()]
    arrays = batch_arrays(positions)
    benchmark.pedantic(_kernel().solve_many, args=arrays, rounds=5, iterations=1,
                       warmup_rounds=1)
    _lines_per_second(benchmark, LINES)


def test_totaux_solve_batch_share_outside_kernel(benchmark, totaux_tables, tmp_path):
    """400 tables end to end; extra_info has the kernel's time on the same tables, measured in
    the same round, and the share of the process spent outside it."""
    from deckmath.solvers.totaux import parse_table, solve_many

    tables = [parse_table(orjson.loads(line)["table"])
              for line in totaux_tables.read_bytes().splitlines()]
    solve_many(tables[:2])
    out = tmp_path / "out.jsonl"
    kernel_times = []

    def round_() -> None:
        start = time.perf_counter()
        solve_many(tables)
        kernel_times.append(time.perf_counter() - start)
        _run("totaux", "solve", "--batch", str(totaux_tables), out=out)

    benchmark.pedantic(round_, rounds=5, iterations=1, warmup_rounds=1)
    whole = benchmark.stats.stats.median - sorted(kernel_times)[len(kernel_times) // 2]
    kernel = sorted(kernel_times)[len(kernel_times) // 2]
    benchmark.extra_info["process_seconds"] = round(whole, 3)
    benchmark.extra_info["solve_many_seconds"] = round(kernel, 3)
    benchmark.extra_info["share_outside_kernel"] = round(1 - kernel / whole, 3)


BLINK = {
    "celsius solve 10 cards": ("celsius", "solve", "--cold", "10", "--hot", "22,40,17,33",
                               "--hand", "+1 x2 x? -3 /2 +5 x4 +3 x3 -1"),
    "celsius check 10 cards": ("celsius", "check", "--cold", "10", "--hot", "22,40,17,33",
                               "--hand", "+1 x2 x? -3 /2 +5 x4 +3 x3 -1", "--play", "+1 x2",
                               "--target", "22"),
    "totaux solve 6 cards": ("totaux", "solve", "--table", TABLE),
    "grauso solve 8 cards": ("grauso", "solve", "--top", "12", "--hand",
                             "+20 -3 7 0 -14 +14 -9 +2", "--penguins", "1"),
    "grauso solve 10 cards": ("grauso", "solve", "--top", "12", "--hand",
                              "+20 -3 7 0 -14 +14 -9 +2 +5 -6", "--penguins", "1"),
    "grauso moves 10 cards": ("grauso", "moves", "--top", "12", "--hand",
                              "+20 -3 7 0 -14 +14 -9 +2 +5 -6", "--penguins", "1"),
    "grauso check 10 cards": ("grauso", "check", "--top", "-5", "--hand",
                              "+20 -3 7 0 -14 +14 -9 +2 +5 -6", "--penguins", "1",
                              "--play", "+20~"),
    "grauso score": ("grauso", "score", "--total", "-4", "--round", "hand: +3 -5 0; pile: +12",
                     "--penguins", "2"),
    "tempus moves": ("tempus", "moves", "--position", "{late}"),
    "tempus check": ("tempus", "check", "--position", "{late}", "--move", "capture 1 M7"),
    "tempus solve 2-player round": ("tempus", "solve", "--position", "{round}"),
}
"""One position from the command line in every game (item 3), each in a fresh
process with numba's cache warm; extra_info compares it with `python -c "import numba"`
timed in the same run."""


@pytest.fixture(scope="module")
def import_numba_seconds() -> float:
    """Median wall time of `python -c "import numba"`, the yardstick of one-position commands."""
    times = []
    for _ in range(7):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import numba"], check=True)
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


@pytest.fixture(scope="module")
def tempus_positions(tmp_path_factory) -> dict[str, str]:
    """A late position (the README's) and a whole 2-player round's start, as files."""
    from deckmath.solvers.tempus.deck import deal_round

    folder = tmp_path_factory.mktemp("tempus")
    late = {"players": 2, "to_move": 1,
            "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]],
            "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5"]}, None, None]}
    (folder / "late.json").write_bytes(orjson.dumps(late))
    (folder / "round.json").write_bytes(orjson.dumps(deal_round(random.Random(2026), 2).to_json()))
    return {"late": str(folder / "late.json"), "round": str(folder / "round.json")}


@pytest.mark.parametrize("name", BLINK)
def test_one_position(benchmark, name, import_numba_seconds, tempus_positions):
    args = tuple(a.format(**tempus_positions) for a in BLINK[name])
    benchmark.pedantic(_run, args=args, kwargs={"exits": (0, 1)}, rounds=7, iterations=1,
                       warmup_rounds=1)
    median = benchmark.stats.stats.median
    benchmark.extra_info["import_numba_seconds"] = round(import_numba_seconds, 3)
    benchmark.extra_info["x_import_numba"] = round(median / import_numba_seconds, 2)
