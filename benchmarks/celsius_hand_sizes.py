"""Celsius solve time per position by hand size, 11 to 20 cards (C4.1), kernel on one thread.

For each size:
  deals    DEALS positions dealt from the reference deck (a cold card, 2 hot cards, seed 2026 +
           size): kernel.solve_many over the batch (the least CPU time of 3 runs / DEALS: the
           typical cost), then
           each alone with kernel.solve_one (median and largest CPU time of one position)
  hunt     HUNT hands dealt from the deck's cards of two or three operators only (no + cards,
           no x cards...), 2 or 4 hot cards: hands where hot cards are often out of reach and
           every layer is searched
  cold 11  HUNT hands of x and / cards only from cold 11, 4 hot cards: 11 is prime and no
           operand removes it, so every hot card of the deck is out of reach and the search
           runs through every state its bounds keep, the worst family found; the largest time
           is printed with its position, to replay (`deckmath celsius solve --cold ...`)

    .venv/bin/python benchmarks/celsius_hand_sizes.py                 # 11..20
    .venv/bin/python benchmarks/celsius_hand_sizes.py --sizes 7 10 20 --deals 500 --hunt 100

Times are CPU time of the process (one numba thread): the machine is shared, and wall time
measures the neighbours as much as the kernel.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import numba
import numpy as np

from deckmath.solvers.celsius import Position, kernel, load_deck
from deckmath.solvers.celsius.model import hand_arrays
from deckmath.solvers.celsius.solve import batch_arrays, search_order

KINDS = ("-x/", "+-/", "+/", "x/", "+x/", "-/", "+-x", "+-")
"""The operator mixes of the hunt (model.OPERATORS spelled as in C2.1)."""


def cpu(fn, args) -> float:
    """CPU seconds of fn(*args)."""
    start = time.process_time()
    fn(*args)
    return time.process_time() - start


def one(p: Position) -> float:
    """CPU seconds of kernel.solve_one on one position."""
    ops, operands = hand_arrays(search_order(p.hand))
    cold, hot = np.int64(p.cold), np.array(p.hot, np.int64)
    start = time.process_time()
    kernel.solve_one(cold, hot, ops, operands)
    return time.process_time() - start


def dealt(size: int, count: int, seed: int) -> list[Position]:
    """`count` positions of `size` cards dealt from the reference deck, 2 hot cards."""
    deck = load_deck()
    rng = random.Random(seed)
    return [Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, 2)),
                     tuple(rng.sample(deck.operators, size))) for _ in range(count)]


def hunted(size: int, count: int, seed: int) -> list[Position]:
    """`count` positions of `size` cards of two or three operators (KINDS), 2 or 4 hot cards."""
    deck = load_deck()
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        pool = [c for c in deck.operators if c.op in rng.choice(KINDS)]
        if len(pool) >= size:
            out.append(Position(rng.choice(deck.cold), tuple(rng.sample(deck.hot, rng.choice((2, 4)))),
                                tuple(rng.sample(pool, size))))
    return out


def cold_eleven(size: int, count: int, seed: int) -> list[Position]:
    """`count` positions of `size` x and / cards of the deck from cold 11, 4 hot cards."""
    deck = load_deck()
    rng = random.Random(seed)
    pool = [c for c in deck.operators if c.op in "x/"]
    return [Position(11, tuple(rng.sample(deck.hot, 4)), tuple(rng.sample(pool, size)))
            for _ in range(count)]


def replay(p: Position) -> str:
    return (f"--cold {p.cold} --hot {','.join(map(str, p.hot))} "
            f"--hand '{' '.join(map(str, p.hand))}'")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=list(range(11, 21)))
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--hunt", type=int, default=300)
    args = parser.parse_args()
    numba.set_num_threads(1)
    kernel.warm()
    print(f"{'cards':>5} {'batch us/pos':>12} {'median us':>10} {'max dealt ms':>12} "
          f"{'max hunt ms':>11} {'cold 11 median ms':>17} {'max ms':>9}  worst position",
          flush=True)
    for size in args.sizes:
        positions = dealt(size, args.deals, 2026 + size)
        arrays = batch_arrays(positions)
        kernel.solve_many(*arrays)
        batch = min(cpu(kernel.solve_many, arrays) for _ in range(3)) / len(positions)
        alone = [one(p) for p in positions]
        hunt = max(one(p) for p in hunted(size, args.hunt, 4052 + size))
        eleven = [(one(p), p) for p in cold_eleven(size, args.hunt, 6078 + size)]
        worst, where = max(eleven, key=lambda t: t[0])
        print(f"{size:>5} {batch * 1e6:>12.1f} {statistics.median(alone) * 1e6:>10.1f} "
              f"{max(alone) * 1e3:>12.1f} {hunt * 1e3:>11.1f} "
              f"{statistics.median(t for t, _ in eleven) * 1e3:>17.1f} {worst * 1e3:>9.1f}  "
              f"{replay(where)}", flush=True)


if __name__ == "__main__":
    main()
