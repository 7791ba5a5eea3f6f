"""The worst Totaux tables of 10 to 12 cards: CPU and peak memory of a full `solve` (counts,
fewest cards, witnesses), with today's budgets and with the old ones (2**25 states each).

Two steps:
- `hunt`: in this process, `solve` with today's budgets on random reference-deck deals of 10,
  11 and 12 cards and on adversarial tables (a total far from the others, doubles only,
  ones and sixes only, small totals only, huge totals only), both variants; prints the
  slowest, CPU of the solve alone (the kernels loaded and warm beforehand).
- `measure`: each named table in a fresh process, the old budgets and today's in turn
  (interleaved, `--rounds` times), CPU of the solve alone and of the whole process, and the
  process's peak RSS (ru_maxrss, which includes numba and numpy, about 150 MB).

    nice -n 5 .venv/bin/python benchmarks/totaux_worst.py hunt --deals 40
    nice -n 5 .venv/bin/python benchmarks/totaux_worst.py measure --rounds 2

Say the machine's load (`uptime`) with the figures (benchmarks/README.md). Nothing here asserts
a time.
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import time

OLD = (1 << 25, 1 << 25)
"""The budgets (exact count, layered search) before counts could be given as bounds."""

WORST = {
    "12 cards, reference deal 1": "24:95 33:52 46:11 23:89 16:46 24:77 46:73 12:39 55:94 14:61 "
                                  "56:6 34:62",
    "12 cards, one total far": "24:95 33:52 46:11 23:89 16:46 24:77 46:73 12:39 55:94 14:61 "
                               "56:6 34:99991",
    "12 cards, faces 1..3, totals ~100,000": "13:99991 23:99989 33:99987 13:99985 23:99983 "
                                             "33:99981 13:99979 23:99977 33:99975 13:99973 "
                                             "23:99971 33:99969",
    "10 cards, one total far (found by hunt)": "11:59 35:54 23:98 36:13 16:77 12:57 14:3 46:8 "
                                               "44:53 24:99991",
    "12 cards, doubles only": "11:7 22:31 33:59 44:97 55:83 66:89 11:43 22:61 33:71 44:53 55:79 "
                              "66:67",
    "12 cards, small totals": "11:1 12:2 13:3 14:4 15:5 16:6 22:7 23:8 24:9 25:10 26:11 33:12",
    "11 cards, reference deal 1": "24:95 33:52 46:11 23:89 16:46 24:77 46:73 12:39 55:94 14:61 "
                                  "56:6",
    "10 cards, reference deal 1": "24:95 33:52 46:11 23:89 16:46 24:77 46:73 12:39 55:94 14:61",
}
"""Tables measured by `measure` (the slowest `hunt` found are added with --table)."""


def adversarial(rng: random.Random, size: int) -> str:
    """One adversarial table of `size` cards, of a kind drawn at random."""
    kind = rng.randrange(5)
    cards = []
    for _ in range(size):
        if kind == 0:
            a = b = rng.randint(1, 6)
        elif kind == 1:
            a, b = rng.choice([1, 6]), rng.choice([1, 6])
        else:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
        total = {0: rng.randint(1, 400), 1: rng.randint(1, 400), 2: rng.randint(1, 12),
                 3: rng.randint(10**4, 10**5), 4: rng.randint(1, 100)}[kind]
        cards.append(f"{min(a, b)}{max(a, b)}:{total}")
    if kind == 4:
        cards[-1] = cards[-1].split(":")[0] + ":99991"
    return " ".join(cards)


def hunt(deals: int, top: int) -> None:
    from deckmath.solvers.totaux import deal, load_deck, parse_table, solve

    deck = load_deck()
    rng = random.Random(2026)
    tables = [" ".join(map(str, deal(deck, seed, size)))
              for size in (10, 11, 12) for seed in range(deals)]
    tables += [adversarial(rng, rng.choice((10, 11, 12))) for _ in range(3 * deals)]
    solve(parse_table(tables[0]))
    solve(parse_table(tables[0]), "pair")
    rows = []
    for text in tables:
        for variant in ("chain", "pair"):
            table = parse_table(text)
            cpu = time.process_time()
            s = solve(table, variant)
            rows.append((time.process_time() - cpu, variant, text, s.complete,
                         s.search_ended))
    rows.sort(reverse=True)
    for cpu, variant, text, complete, ended in rows[:top]:
        print(f"{cpu:6.3f} s  {variant:<5}  {'exact' if complete else 'bound'}  "
              f"{ended or ''}  {text}")
    print(f"{len(rows)} solves; median {rows[len(rows) // 2][0]:.3f} s")


CHILD = """
import json, resource, sys, time
from deckmath.solvers.totaux import parse_table, solve
table, variant = parse_table(sys.argv[1]), sys.argv[2]
states, search_states = int(sys.argv[3]), int(sys.argv[4])
solve(parse_table("35:24 16:7 22:13 44:50 15:31 26:12 11:3 12:5 13:7 14:9"), variant)
cpu = time.process_time()
s = solve(table, variant, "kernel", states, search_states=search_states)
cpu = time.process_time() - cpu
use = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"solve_s": cpu, "process_s": use.ru_utime + use.ru_stime,
                  "peak_mb": use.ru_maxrss / 1024, "exact": s.complete}))
"""


def child(text: str, variant: str, budgets: tuple[int, int]) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, text, variant, *map(str, budgets)],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def measure(tables: dict[str, str], rounds: int, variants: list[str],
            after_only: bool = False) -> None:
    from deckmath.solvers.totaux.solve import COUNT_STATES, FEWEST_STATES

    new = (COUNT_STATES, FEWEST_STATES)
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print("| table | variant | before: solve CPU | before: peak RSS | after: solve CPU | "
          "after: peak RSS | after |")
    print("|---|---|---|---|---|---|---|")
    for name, text in tables.items():
        for variant in variants:
            runs = {"old": [], "new": []}
            for _ in range(rounds):
                runs["old"].append({"solve_s": float("nan"), "peak_mb": float("nan")}
                                   if after_only else child(text, variant, OLD))
                runs["new"].append(child(text, variant, new))
            old = min(runs["old"], key=lambda r: r["solve_s"])
            now = min(runs["new"], key=lambda r: r["solve_s"])
            print(f"| {name} | {variant} | {old['solve_s']:.2f} s | {old['peak_mb']:.0f} MB | "
                  f"{now['solve_s']:.3f} s | {now['peak_mb']:.0f} MB | "
                  f"{'exact' if now['exact'] else 'bound'} |", flush=True)
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="step", required=True)
    h = sub.add_parser("hunt")
    h.add_argument("--deals", type=int, default=40)
    h.add_argument("--top", type=int, default=10)
    m = sub.add_parser("measure")
    m.add_argument("--rounds", type=int, default=1)
    m.add_argument("--table", action="append", default=[], help="more tables to measure")
    m.add_argument("--only", help="measure only the tables whose name contains this")
    m.add_argument("--after-only", action="store_true", help="today's budgets only")
    m.add_argument("--variant", action="append", choices=["chain", "pair"])
    args = parser.parse_args()
    if args.step == "hunt":
        hunt(args.deals, args.top)
    else:
        tables = {name: t for name, t in WORST.items() if args.only is None or args.only in name}
        tables.update({f"found {i + 1}": t for i, t in enumerate(args.table)})
        measure(tables, args.rounds, args.variant or ["chain", "pair"], args.after_only)


if __name__ == "__main__":
    main()
