"""The C yardstick: build celsius.c and totaux.c with gcc -O3, check that they give
the numba kernels' answers on the same inputs, and time C, the kernel (one numba thread) and
the plain-Python twin (on a sample), in interleaved rounds.

Run from the repository root:
    .venv/bin/python benchmarks/yardstick/compare.py            # every set, 5 rounds
    .venv/bin/python benchmarks/yardstick/compare.py --rounds 3 --sets celsius7 totaux6

Sets (reference decks, fixed seeds):
  celsius7   20,000 Celsius positions, 7-card hands, 2 hot cards (benchmarks' deal, seed 2026)
  celsius10  3,000 positions, 10-card hands, 4 hot cards (seed 2027)
  totaux6    200 Totaux deals of 6 cards (seed 2026 as in test_totaux_bench.py), both variants
  totaux8    20 deals of 8 cards, both variants
Celsius figures are per position over the whole batch (`kernel.solve_many`, one thread);
Totaux figures are the median per table of `kernel.build` (the exact programme with counts),
the same work the C program does. Times are CPU time (C: the thread's clock; Python: the
process's, numba on one thread): the machine is shared, and wall time measures the neighbours
too. Each round runs C once (it repeats the set 3 times and the best is kept) and the kernel
once; the minimum over rounds of each is kept. Answers are compared field by field before timing: a
mismatch stops the script with exit code 1.

Where the independent C of ../shared/anchor sits beside the checkout, the Celsius sets time it
too, in the same rounds on the same positions (its own answers checked against the kernel's
first: best, fewest cards, plays and each hot value's fewest cards; its program built in a
temporary copy with its Makefile).
"""
from __future__ import annotations

import argparse
import random
import statistics
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numba
import numpy as np

from deckmath.solvers.celsius import Position, load_deck as celsius_deck
from deckmath.solvers.celsius import kernel as ckernel, reference as creference
from deckmath.solvers.celsius.solve import batch_arrays
from deckmath.solvers.totaux import deal, load_deck as totaux_deck
from deckmath.solvers.totaux import kernel as tkernel, reference as treference
from deckmath.solvers.totaux.model import table_arrays

HERE = Path(__file__).resolve().parent
BUILD = HERE / "build"
CFLAGS = ["-O3", "-march=native"]
"""numba compiles for the host CPU; the C yardstick is allowed the same instructions."""

MAX_STATES = 1 << 25

ANCHOR = HERE.parents[2] / "shared" / "anchor"
"""The independent C (not in the repository), beside the checkout."""

ANCHOR_BEST = re.compile(r"\(min ([0-9.]+) us")
"""The anchor's best time of its runs, in microseconds a position."""


def build(name: str) -> Path:
    """Compile <name>.c into build/<name> (again only when the source is newer)."""
    BUILD.mkdir(exist_ok=True)
    src = HERE / f"{name}.c"
    exe = BUILD / name
    if not exe.exists() or exe.stat().st_mtime < src.stat().st_mtime:
        subprocess.run(["gcc", *CFLAGS, "-o", str(exe), str(src)], check=True)
    return exe


def celsius_positions(count: int, hand: int, nhot: int, seed: int) -> list[Position]:
    """Hands dealt from the reference deck (C1.3) with a cold card and nhot hot cards."""
    deck = celsius_deck()
    rng = random.Random(seed)
    return [Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, nhot)),
                     tuple(rng.sample(deck.operators, hand))) for _ in range(count)]


def celsius_input(arrays, rounds: int) -> str:
    cold, hot, nhot, ops, operands, nhand = arrays
    lines = [f"{rounds} {len(cold)}"]
    for p in range(len(cold)):
        n = nhand[p]
        lines.append(" ".join(map(str, [cold[p], nhot[p], *hot[p, :nhot[p]], n, *ops[p, :n],
                                        *operands[p, :n]])))
    return "\n".join(lines) + "\n"


def celsius_kernel_lines(arrays) -> list[str]:
    best, min_cards, plays, per_min, card, value = ckernel.solve_many(*arrays)
    out = []
    for p in range(len(best)):
        nh = arrays[2][p]
        head = [best[p], min_cards[p], plays[p], *per_min[p, :nh]]
        wit = [x for h in range(nh) for k in range(per_min[p, h])
               for x in (card[p, h, k], value[p, h, k])]
        out.append(" ".join(map(str, head)) + " |" + "".join(f" {x}" for x in wit))
    return out


def run_c(exe: Path, text: str) -> tuple[list[str], list[int]]:
    done = subprocess.run([str(exe)], input=text, capture_output=True, text=True, check=True)
    lines = done.stdout.strip().splitlines()
    answers = [line for line in lines if not line.startswith("time_ns")]
    times = [int(t) for line in lines if line.startswith("time_ns") for t in line.split()[1:]]
    return answers, times


def anchor_celsius(arrays, work: Path) -> Path | None:
    """The independent C built in `work` with the positions written in its format (the hand
    in the kernel's order, operand 0 a wildcard), its answers checked against the kernel's;
    None where the anchor is not beside the checkout."""
    if not (ANCHOR / "celsius.c").exists():
        return None
    copy = work / "anchor"
    shutil.copytree(ANCHOR, copy, ignore=shutil.ignore_patterns("*.out", "data", "celsius",
                                                                 "totaux"))
    subprocess.run(["make", "-s", "celsius"], cwd=copy, check=True, capture_output=True)
    cold, hot, nhot, ops, operands, nhand = arrays
    lines = []
    for p in range(len(cold)):
        cards = [x for i in range(nhand[p]) for x in (ops[p, i], operands[p, i])]
        lines.append(" ".join(map(str, [cold[p], nhot[p], *hot[p, :nhot[p]], nhand[p], *cards])))
    (copy / "positions.txt").write_text("\n".join(lines) + "\n")
    subprocess.run([str(copy / "celsius"), str(copy / "positions.txt"), "-o",
                    str(copy / "answers.txt"), "-r", "1", "-q"], check=True)
    best, min_cards, plays, per_min, _, _ = ckernel.solve_many(*arrays)
    ours = [" ".join(map(str, [best[p], min_cards[p], plays[p], *per_min[p, :nhot[p]]]))
            for p in range(len(cold))]
    if (copy / "answers.txt").read_text().splitlines() != ours:
        sys.exit("the independent C and the kernel differ")
    return copy


def anchor_time(copy: Path) -> float:
    """The anchor's best of 3 runs over the positions, in nanoseconds a position."""
    done = subprocess.run([str(copy / "celsius"), str(copy / "positions.txt"), "-r", "3"],
                          check=True, capture_output=True, text=True)
    return float(ANCHOR_BEST.search(done.stdout).group(1)) * 1e3


def celsius_set(name: str, positions: list[Position], rounds: int, twin_sample: int) -> dict:
    exe = build("celsius")
    arrays = batch_arrays(positions)
    c_lines, _ = run_c(exe, celsius_input(arrays, 1))
    k_lines = celsius_kernel_lines(arrays)
    bad = [p for p, (a, b) in enumerate(zip(c_lines, k_lines)) if a != b]
    if len(c_lines) != len(k_lines) or bad:
        sys.exit(f"{name}: C and kernel differ on {len(bad)} positions, first {bad[:3]}")
    text = celsius_input(arrays, 3)
    c_best, k_best, a_best = [], [], []
    with tempfile.TemporaryDirectory() as work:
        anchor = anchor_celsius(arrays, Path(work))
        for _ in range(rounds):
            _, times = run_c(exe, text)
            c_best.append(min(times) / len(positions))
            start = time.process_time_ns()
            ckernel.solve_many(*arrays)
            k_best.append((time.process_time_ns() - start) / len(positions))
            if anchor is not None:
                a_best.append(anchor_time(anchor))
    twin = []
    for p in positions[:twin_sample]:
        hand = [c for c in sorted(p.hand, key=lambda card: card.is_wild)]
        args = (p.cold, list(p.hot), [["+", "-", "x", "/"].index(c.op) for c in hand],
                [c.operand or 0 for c in hand])
        start = time.process_time_ns()
        creference.solve_one(*args)
        twin.append((time.process_time_ns() - start))
    return {"set": name, "unit": "us/position", "c": min(c_best) / 1e3,
            "kernel": min(k_best) / 1e3, "twin": sum(twin) / len(twin) / 1e3,
            "rate": 1e9 / min(k_best), **({"anchor": min(a_best) / 1e3} if a_best else {})}


def totaux_input(tables, variant: int, rounds: int) -> str:
    lines = [f"{rounds} {len(tables)}"]
    for t in tables:
        fa, fb, tot = table_arrays(t)
        lines.append(" ".join(map(str, [variant, len(t), *fa, *fb, *tot])))
    return "\n".join(lines) + "\n"


def totaux_kernel_line(table, variant: int) -> str:
    vals, _, _, _, _, reach, counts, wit_state, complete = tkernel.build(
        *table_arrays(table), variant, MAX_STATES)
    assert complete
    return (f"{vals.shape[0]} |" + "".join(f" {x}" for x in reach) + " |"
            + "".join(f" {x}" for x in counts) + " |" + "".join(f" {x}" for x in wit_state))


def totaux_set(name: str, tables, variant: int, rounds: int, twin_sample: int) -> dict:
    exe = build("totaux")
    c_lines, _ = run_c(exe, totaux_input(tables, variant, 1))
    k_lines = [totaux_kernel_line(t, variant) for t in tables]
    bad = [p for p, (a, b) in enumerate(zip(c_lines, k_lines)) if a != b]
    if len(c_lines) != len(k_lines) or bad:
        sys.exit(f"{name}: C and kernel differ on {len(bad)} tables, first {bad[:3]}")
    text = totaux_input(tables, variant, 3)
    arrays = [table_arrays(t) for t in tables]
    c_med, k_med = [], []
    for _ in range(rounds):
        _, times = run_c(exe, text)
        per_table = np.array(times).reshape(3, len(tables)).min(axis=0)
        c_med.append(statistics.median(per_table))
        ks = []
        for fa, fb, tot in arrays:
            start = time.process_time_ns()
            tkernel.build(fa, fb, tot, variant, MAX_STATES)
            ks.append((time.process_time_ns() - start))
        k_med.append(statistics.median(ks))
    twin = []
    for t in tables[:twin_sample]:
        cards = [(c.low, c.high, c.total) for c in t]
        start = time.process_time_ns()
        treference.solve_table(cards, variant)
        twin.append((time.process_time_ns() - start))
    return {"set": name, "unit": "ms/table (median)", "c": min(c_med) / 1e6,
            "kernel": min(k_med) / 1e6, "twin": statistics.median(twin) / 1e6}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sets", nargs="*", default=["celsius7", "celsius10", "totaux6",
                                                       "totaux8"])
    parser.add_argument("--twin-sample", type=int, default=20)
    args = parser.parse_args()
    numba.set_num_threads(1)
    results = []
    for name in args.sets:
        if name == "celsius7":
            results.append(celsius_set(name, celsius_positions(20_000, 7, 2, 2026), args.rounds,
                                       args.twin_sample * 10))
        elif name == "celsius10":
            results.append(celsius_set(name, celsius_positions(3_000, 10, 4, 2027), args.rounds,
                                       args.twin_sample))
        elif name in ("totaux6", "totaux8"):
            size, count = (6, 200) if name == "totaux6" else (8, 20)
            tables = [deal(totaux_deck(), 2026 * 100_000 + i, size) for i in range(count)]
            for variant, label in ((0, "chain"), (1, "pair")):
                sample = args.twin_sample if size == 6 else 2
                results.append(totaux_set(f"{name} {label}", tables, variant, args.rounds,
                                          sample))
        else:
            sys.exit(f"unknown set {name!r}")
    for r in results:
        print(f"{r['set']:16} {r['unit']:18} C {r['c']:9.3f}  kernel {r['kernel']:9.3f}  "
              f"kernel/C {r['kernel'] / r['c']:5.2f}  twin {r['twin']:10.3f}  "
              f"twin/kernel {r['twin'] / r['kernel']:6.0f}"
              + (f"  ({r['rate']:,.0f} positions/s)" if "rate" in r else "")
              + (f"  independent C {r['anchor']:.3f}, kernel/it {r['kernel'] / r['anchor']:.2f}"
                 if "anchor" in r else ""), flush=True)


if __name__ == "__main__":
    main()
