"""Kernels before and after a change, measured side by side in one process.

The kernel modules of an older commit (`git show REV:solvers/...`) are written to
benchmarks/yardstick/build/before_REV/ as a package of their own (their import of the shared
solvers/kernel.py pointed at that commit's copy), compiled there with numba's cache, and run on
the same inputs as the current kernels, in alternating rounds. Answers are compared first (the
two must agree on every field but the witness choice; witnesses too for Celsius). Times are CPU
time of the process (one numba thread): this machine is shared, and wall time there measures
the neighbours as much as the kernels. The minimum over rounds is kept.

    .venv/bin/python benchmarks/before_after.py --before a5f664c --rounds 5
    .venv/bin/python benchmarks/before_after.py --sets totaux_fallback

Sets: celsius7, celsius10, totaux6, totaux8 (as in yardstick/compare.py) and totaux_fallback
(the layered search, kernel.search_table, on reference deals of 10, 11 and 12 cards: the
fallback of tables too large to count).
"""
from __future__ import annotations

import argparse
import importlib
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numba
import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE / "yardstick"))

from compare import MAX_STATES, celsius_positions  # noqa: E402

from deckmath.solvers.celsius import kernel as ckernel  # noqa: E402
from deckmath.solvers.celsius.solve import batch_arrays  # noqa: E402
from deckmath.solvers.totaux import deal, load_deck  # noqa: E402
from deckmath.solvers.totaux import kernel as tkernel  # noqa: E402
from deckmath.solvers.totaux.model import table_arrays  # noqa: E402

FILES = {"shared": "solvers/kernel.py", "celsius": "solvers/celsius/kernel.py",
         "celsius_model": "solvers/celsius/model.py", "totaux": "solvers/totaux/kernel.py"}
"""The files of a commit imported side by side with today's: the kernels, the shared kernel
pieces and the Celsius model (whose constants, such as the largest hand, the kernel reads)."""


def before_modules(rev: str):
    """(celsius kernel, totaux kernel) of commit `rev`, importable side by side with today's."""
    name = f"before_{rev}"
    where = HERE / "yardstick" / "build"
    package = where / name
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text("")
    for module, path in FILES.items():
        text = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout
        text = text.replace("deckmath.solvers.kernel import", f"{name}.shared import")
        text = text.replace("deckmath.solvers.celsius.model import", f"{name}.celsius_model import")
        target = package / f"{module}.py"
        if not target.exists() or target.read_text() != text:
            target.write_text(text)
    sys.path.insert(0, str(where))
    return (importlib.import_module(f"{name}.celsius"),
            importlib.import_module(f"{name}.totaux"))


def cpu_ns(fn) -> int:
    start = time.process_time_ns()
    fn()
    return time.process_time_ns() - start


def same_answers(a, b) -> bool:
    """Whether two kernels' solve_many answers are equal; the witness arrays may be padded to
    different widths (one kernel's largest hand, or the batch's), the padding being -1 / 0."""
    for x, y in zip(a, b):
        if x.ndim == 3:
            w = min(x.shape[2], y.shape[2])
            pads = [z[:, :, w:] for z in (x, y)]
            if any(np.any(pad != pad.flat[0]) for pad in pads if pad.size) or not np.array_equal(
                    x[:, :, :w], y[:, :, :w]):
                return False
        elif not np.array_equal(x, y):
            return False
    return True


def celsius(name, positions, old, rounds):
    arrays = batch_arrays(positions)
    if not same_answers(old.solve_many(*arrays), ckernel.solve_many(*arrays)):
        sys.exit(f"{name}: before and after differ")
    t_old, t_new = [], []
    for _ in range(rounds):
        t_old.append(cpu_ns(lambda: old.solve_many(*arrays)) / len(positions) / 1e3)
        t_new.append(cpu_ns(lambda: ckernel.solve_many(*arrays)) / len(positions) / 1e3)
    return name, "us/position", min(t_old), min(t_new)


def totaux(name, tables, variant, old, rounds, fallback=False):
    arrays = [table_arrays(t) for t in tables]
    if fallback:
        run_old = [lambda a=a: old.search_table(*a, variant, MAX_STATES) for a in arrays]
        run_new = [lambda a=a: tkernel.search_table(*a, variant, MAX_STATES) for a in arrays]
        for a in arrays:
            r1, _, s1, _ = old.search_table(*a, variant, MAX_STATES)
            r2, _, s2, _ = tkernel.search_table(*a, variant, MAX_STATES)
            if not (np.array_equal(r1, r2) and s1 == s2):
                sys.exit(f"{name}: before and after differ")
    else:
        run_old = [lambda a=a: old.build(*a, variant, MAX_STATES) for a in arrays]
        run_new = [lambda a=a: tkernel.build(*a, variant, MAX_STATES) for a in arrays]
        for a in arrays:
            r1 = old.build(*a, variant, MAX_STATES)
            r2 = tkernel.build(*a, variant, MAX_STATES)
            if not (np.array_equal(r1[5], r2[5]) and np.array_equal(r1[6], r2[6]) and r1[8]
                    and r2[8]):
                sys.exit(f"{name}: before and after differ")
    t_old, t_new = [], []
    for _ in range(rounds):
        t_old.append(statistics.median(cpu_ns(f) for f in run_old) / 1e6)
        t_new.append(statistics.median(cpu_ns(f) for f in run_new) / 1e6)
    return name, "ms/table (median)", min(t_old), min(t_new)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="a5f664c")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sets", nargs="*", default=["celsius7", "celsius10", "totaux6",
                                                       "totaux8", "totaux_fallback"])
    args = parser.parse_args()
    numba.set_num_threads(1)
    old_c, old_t = before_modules(args.before)
    for name in args.sets:
        rows = []
        if name == "celsius7":
            rows.append(celsius(name, celsius_positions(20_000, 7, 2, 2026), old_c, args.rounds))
        elif name == "celsius10":
            rows.append(celsius(name, celsius_positions(3_000, 10, 4, 2027), old_c, args.rounds))
        elif name in ("totaux6", "totaux8"):
            size, count = (6, 200) if name == "totaux6" else (8, 20)
            tables = [deal(load_deck(), 2026 * 100_000 + i, size) for i in range(count)]
            for variant, label in ((0, "chain"), (1, "pair")):
                rows.append(totaux(f"{name} {label}", tables, variant, old_t, args.rounds))
        elif name == "totaux_fallback":
            tables = [deal(load_deck(), seed, size) for size in (10, 11, 12) for seed in (1, 2, 3)]
            for variant, label in ((0, "chain"), (1, "pair")):
                rows.append(totaux(f"{name} {label}", tables, variant, old_t, args.rounds,
                                   fallback=True))
        else:
            sys.exit(f"unknown set {name!r}")
        for label, unit, before, after in rows:
            print(f"{label:22} {unit:18} before {before:9.3f}  after {after:9.3f}  "
                  f"after/before {after / before:5.2f}", flush=True)


if __name__ == "__main__":
    main()
