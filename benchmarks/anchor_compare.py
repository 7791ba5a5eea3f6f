"""deckmath's kernels beside the independent C of ../shared/anchor, on the anchor's own inputs:
build the anchor (its Makefile, gcc -O3 -march=native) in a temporary copy, deal its inputs with
its gen.py, check that both give the same answers, then time both in interleaved rounds, CPU
time, one thread (run with NUMBA_NUM_THREADS=1).

Sets (the anchor's gen.py, seed 7):
  celsius7   20,000 Celsius positions, 7-card hands, 2 hot cards (its celsius20k)
  celsius10  500 positions, 10-card hands, 4 hot cards (its celsius4)
  totaux6    200 Totaux tables of 6 cards, chain variant
  totaux8    20 tables of 8 cards, chain variant
Celsius figures are per position over the whole set (`kernel.solve_many`); Totaux figures per
table over the set (`kernel.solve_table`, the exact count with its witnesses), the work the
anchor does. Each round runs the anchor once (it repeats the set 3 times and prints its best)
and the kernel once (a small Celsius set repeated to 20,000 positions); the best of the rounds
of each is kept, and the ratio is kernel / anchor.

    NUMBA_NUM_THREADS=1 .venv/bin/python benchmarks/anchor_compare.py --rounds 5
    NUMBA_NUM_THREADS=1 .venv/bin/python benchmarks/anchor_compare.py --sets celsius7 totaux6
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
ANCHOR = ROOT.parent / "shared" / "anchor"

SETS = {"celsius7": ("celsius", "celsius20k"), "celsius10": ("celsius", "celsius4"),
        "totaux6": ("totaux", "totaux6"), "totaux8": ("totaux", "totaux8")}
"""Each set: the anchor's program and the stem of the input its gen.py writes."""

CELSIUS_ITEMS = 20_000
"""A Celsius set of fewer positions is solved this many positions' worth of times a round, so
that a round of the kernel lasts about as long as the anchor's runs."""

BEST = re.compile(r"\(min ([0-9.]+) us")
"""The anchor's best time of its runs, in microseconds a position or a table."""


def build(anchor: Path, work: Path) -> Path:
    """A copy of the anchor, built, with its inputs dealt by its gen.py."""
    copy = work / "anchor"
    shutil.copytree(anchor, copy, ignore=shutil.ignore_patterns("*.out", "data", "celsius",
                                                                 "totaux"))
    subprocess.run(["make", "-s"], cwd=copy, check=True, capture_output=True)
    (copy / "data").mkdir()
    subprocess.run([sys.executable, "gen.py", "--out", "data"], cwd=copy, check=True)
    return copy


def read_lines(path: Path) -> list[list[int]]:
    return [list(map(int, line.split())) for line in path.read_text().splitlines() if line]


def celsius_arrays(rows: list[list[int]]):
    """The kernel's batch arrays of the anchor's Celsius lines (the hand already in the
    kernel's search order)."""
    count = len(rows)
    nhot_max = max(r[1] for r in rows)
    hand_max = max(r[2 + r[1]] for r in rows)
    cold = np.zeros(count, np.int64)
    hot = np.zeros((count, nhot_max), np.int64)
    nhot = np.zeros(count, np.int64)
    ops = np.zeros((count, hand_max), np.int64)
    operands = np.zeros((count, hand_max), np.int64)
    nhand = np.zeros(count, np.int64)
    for p, r in enumerate(rows):
        cold[p], nhot[p] = r[0], r[1]
        hot[p, :r[1]] = r[2:2 + r[1]]
        n = r[2 + r[1]]
        nhand[p] = n
        cards = r[3 + r[1]:]
        ops[p, :n] = cards[0::2]
        operands[p, :n] = cards[1::2]
    return cold, hot, nhot, ops, operands, nhand


def celsius_answers(arrays) -> list[str]:
    from deckmath.solvers.celsius import kernel

    best, min_cards, plays, per_min, _, _ = kernel.solve_many(*arrays)
    return [" ".join(map(str, [best[p], min_cards[p], plays[p], *per_min[p, :arrays[2][p]]]))
            for p in range(len(best))]


def totaux_tables(rows: list[list[int]]):
    return [(np.array(r[1::3], np.int64), np.array(r[2::3], np.int64),
             np.array(r[3::3], np.int64)) for r in rows]


def totaux_answers(tables) -> list[str]:
    from deckmath.solvers.totaux import kernel
    from deckmath.solvers.totaux.solve import MAX_STATES

    out = []
    for fa, fb, totals in tables:
        reach, counts, _, _, complete = kernel.solve_table(fa, fb, totals, 0, MAX_STATES)
        assert complete
        out.append(" ".join(f"{reach[c] if reach[c] > 0 else -1}:{counts[c]}"
                            for c in range(len(totals))))
    return out


def anchor_run(copy: Path, program: str, stem: str, reps: int, out: Path | None = None) -> float:
    """The anchor's best time of `reps` runs over the set, in microseconds an item."""
    args = [str(copy / program), str(copy / "data" / f"{stem}.txt"), "-r", str(reps)]
    if out is not None:
        args += ["-o", str(out)]
    done = subprocess.run(args, check=True, capture_output=True, text=True)
    found = BEST.search(done.stdout)
    if found is None:
        raise SystemExit(f"anchor {program}: no time in {done.stdout!r}")
    return float(found.group(1))


def compare(copy: Path, name: str, rounds: int) -> dict:
    program, stem = SETS[name]
    rows = read_lines(copy / "data" / f"{stem}.txt")
    items = len(rows)
    if program == "celsius":
        from deckmath.solvers.celsius import kernel as ckernel

        data = celsius_arrays(rows)
        answers = celsius_answers
        repeat = max(1, CELSIUS_ITEMS // items)

        def timed() -> None:
            for _ in range(repeat):
                ckernel.solve_many(*data)
    else:
        from deckmath.solvers.totaux import kernel as tkernel
        from deckmath.solvers.totaux.solve import MAX_STATES

        data = totaux_tables(rows)
        answers = totaux_answers

        repeat = 1

        def timed() -> None:
            for fa, fb, totals in data:
                tkernel.solve_table(fa, fb, totals, 0, MAX_STATES)
    out = copy / f"{stem}.out"
    anchor_run(copy, program, stem, 1, out)
    theirs = out.read_text().splitlines()
    ours = answers(data)
    bad = [i for i, (a, b) in enumerate(zip(theirs, ours)) if a.split() != b.split()]
    if len(theirs) != len(ours) or bad:
        raise SystemExit(f"{name}: the anchor and the kernel differ on {len(bad)} items, first "
                         f"{bad[:3]}: {theirs[bad[0]] if bad else ''} / {ours[bad[0]] if bad else ''}")
    c_best, k_best = [], []
    for _ in range(rounds):
        c_best.append(anchor_run(copy, program, stem, 3 * repeat))
        start = time.process_time_ns()
        timed()
        k_best.append((time.process_time_ns() - start) / items / repeat / 1e3)
    c, k = min(c_best), min(k_best)
    return {"set": name, "items": items, "anchor_us": c, "kernel_us": k, "ratio": k / c}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sets", nargs="*", default=list(SETS), choices=list(SETS))
    parser.add_argument("--anchor", type=Path, default=ANCHOR)
    args = parser.parse_args()
    if os.environ.get("NUMBA_NUM_THREADS") != "1":
        print("note: NUMBA_NUM_THREADS is not 1; the anchor runs one thread", file=sys.stderr)
    with tempfile.TemporaryDirectory() as work:
        copy = build(args.anchor, Path(work))
        load = os.getloadavg()[0]
        print(f"load average {load:.1f}; CPU time, one thread, best of {args.rounds} rounds")
        print("| set | items | anchor C | kernel | kernel / anchor |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name in args.sets:
            r = compare(copy, name, args.rounds)
            unit = "us"
            c, k = r["anchor_us"], r["kernel_us"]
            if c > 100:
                unit, c, k = "ms", c / 1e3, k / 1e3
            print(f"| {name} | {r['items']:,} | {c:.3f} {unit} | {k:.3f} {unit} | "
                  f"{r['ratio']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
