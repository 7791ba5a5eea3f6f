"""A notebook's loop: N dealt positions of a game solved one by one with the library's solve(),
in this process, CPU time including whatever engine loading the loop causes.

`rental` is what the library does (solvers/engines.py: the engine without numba until it has
cost what loading the kernel would, then the kernel); `never` keeps the engine without numba
for every position, as before that rule.

    .venv/bin/python benchmarks/library_loop.py celsius 2000 rental
    .venv/bin/python benchmarks/library_loop.py celsius 2000 never
"""
from __future__ import annotations

import importlib
import random
import sys
import time

from deckmath.solvers import registry

RENTALS = ("_TWIN_TIME", "_NUMPY_TIME", "_LAYERED_TIME")
"""Where each game's solve module keeps its Rental."""


def main(name: str, count: int, mode: str) -> None:
    game = registry.game(name)
    solving = importlib.import_module(f"deckmath.solvers.{name}.solve")
    rng = random.Random(11)
    deck = game.load_deck()
    positions = [game.random_position(deck, rng) for _ in range(count)]
    if mode == "never":
        for attr in RENTALS:
            if hasattr(solving, attr):
                getattr(solving, attr).load_seconds = float("inf")
    start = time.process_time()
    for p in positions:
        if name == "totaux":
            solving.solve(p.table, p.variant)
        else:
            solving.solve(p)
    print(f"{name}, {count} positions, {mode}: {time.process_time() - start:.2f} s of CPU")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
