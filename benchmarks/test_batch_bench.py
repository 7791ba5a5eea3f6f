"""Batches end to end, whole commands as a user runs them: `celsius solve --batch` and
`celsius check --batch` on 200,000 lines, `totaux solve --batch` on 400 deals, each beside a
one-line batch of the same command (the fixed start-up: interpreter, imports, numba's load)
and beside the same batch run the way it ran before batches went by chunks
(benchmarks/batch_lines.py --before: cli.run_batch over the model's path), in the same run.

Run: python -m pytest benchmarks/test_batch_bench.py --benchmark-only
Each round is a fresh process, stdout to a file, numba's cache warm. extra_info: lines per
second (wall), the process's CPU seconds (user + system, from the children's rusage), and for
Totaux the share of the time outside the kernel once the one-line batch is taken off, with
the kernel (kernel.solve_many on the same tables) timed in the same round. The machine is
shared: CPU time and figures side by side in one run compare best.
"""
from __future__ import annotations

import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from batch_lines import write_all  # noqa: E402

LINES = 200_000
ROUNDS = 3


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    """The benchmark inputs (batch_lines.py) and one-line files of each."""
    folder = tmp_path_factory.mktemp("batch")
    paths = write_all(folder, LINES)
    for name in list(paths):
        one = folder / f"one-{name}.jsonl"
        one.write_bytes(paths[name].read_bytes().split(b"\n", 1)[0] + b"\n")
        paths[f"one-{name}"] = one
    return paths


def _run(args: list[str], out: Path, cpu: list[float]) -> None:
    """One fresh process, stdout to `out`; its CPU time appended to `cpu`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out, "wb") as stdout:
        done = subprocess.run(args, cwd=ROOT, stdout=stdout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    assert done.returncode in (0, 1), (args, done.returncode)


def _command(game: str, command: str, path: Path, before: bool) -> list[str]:
    if before:
        return [sys.executable, str(ROOT / "benchmarks" / "batch_lines.py"), "--before", game,
                command, str(path)]
    return [sys.executable, "-m", "deckmath.cli", game, command, "--batch", str(path)]


CASES = {
    "celsius solve": ("celsius", "solve", "positions", LINES),
    "celsius check": ("celsius", "check", "claims", LINES),
    "celsius solve, one line": ("celsius", "solve", "one-positions", 1),
    "celsius check, one line": ("celsius", "check", "one-claims", 1),
    "totaux solve, one line": ("totaux", "solve", "one-tables", 1),
}


@pytest.mark.parametrize("before", [False, True], ids=["now", "before"])
@pytest.mark.parametrize("case", CASES)
def test_batch(benchmark, files, tmp_path, case, before):
    game, command, name, lines = CASES[case]
    cpu: list[float] = []
    benchmark.pedantic(_run, args=(_command(game, command, files[name], before),
                                   tmp_path / "out.jsonl", cpu),
                       rounds=ROUNDS, iterations=1, warmup_rounds=1)
    benchmark.extra_info["lines"] = lines
    benchmark.extra_info["lines_per_second"] = round(lines / benchmark.stats.stats.min)
    benchmark.extra_info["cpu_seconds_min"] = round(min(cpu[1:]), 3)


@pytest.mark.parametrize("before", [False, True], ids=["now", "before"])
def test_totaux_share_outside_kernel(benchmark, files, tmp_path, before):
    """400 deals end to end, a one-line batch and the kernel alone on the same tables, each
    round; share outside the kernel = 1 - kernel / (batch - one-line batch), by wall and by
    CPU time."""
    import numpy as np
    import orjson

    from deckmath.solvers.totaux import parse_table
    from deckmath.solvers.totaux.model import table_arrays
    from deckmath.solvers.totaux.solve import MAX_STATES, _kernel

    tables = [parse_table(orjson.loads(line)["table"])
              for line in files["tables"].read_bytes().splitlines()]
    arrays = [np.array([table_arrays(t)[k] for t in tables]) for k in range(3)]
    sizes = np.array([len(t) for t in tables], np.int64)
    kernel = _kernel()
    kernel.solve_many(*arrays, sizes, 0, MAX_STATES)
    out = tmp_path / "out.jsonl"
    rows: list[tuple[float, float, float, float, float, float]] = []

    def round_() -> None:
        cpu: list[float] = []
        start = time.perf_counter()
        _run(_command("totaux", "solve", files["one-tables"], before), out, cpu)
        one = time.perf_counter() - start
        start = time.perf_counter()
        _run(_command("totaux", "solve", files["tables"], before), out, cpu)
        whole = time.perf_counter() - start
        start, cpu_start = time.perf_counter(), time.process_time()
        kernel.solve_many(*arrays, sizes, 0, MAX_STATES)
        rows.append((whole, one, time.perf_counter() - start, cpu[1], cpu[0],
                     time.process_time() - cpu_start))

    benchmark.pedantic(round_, rounds=5, iterations=1, warmup_rounds=1)
    whole, one, alone, cpu_whole, cpu_one, cpu_alone = (sorted(c)[len(c) // 2]
                                                         for c in zip(*rows[1:]))
    benchmark.extra_info.update({
        "batch_seconds": round(whole, 3), "one_line_seconds": round(one, 3),
        "kernel_seconds": round(alone, 3),
        "share_outside_kernel_wall": round(1 - alone / (whole - one), 3),
        "batch_cpu": round(cpu_whole, 3), "one_line_cpu": round(cpu_one, 3),
        "kernel_cpu": round(cpu_alone, 3),
        "share_outside_kernel_cpu": round(1 - cpu_alone / (cpu_whole - cpu_one), 3)})
