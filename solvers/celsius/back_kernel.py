"""The Celsius kernel's search from both ends (kernel.py's `solve_back`, module docstring
"Backward"): a module of its own for solvers/compiling.py, so that a command compiles it only
when a hand outgrows the forward search's first room (the code lives in kernel.py, where
numba's cache follows its source)."""
from __future__ import annotations

import numpy as np

from deckmath.solvers.celsius.kernel import solve_back

ENTRY_POINTS = ("solve_back",)
"""The kernel `kernel.solve_span` calls when a hand outgrows the forward search's room."""

COMPILE_SECONDS = 10
"""About how long compiling it takes on the reference machine (10.2 s of CPU measured cold,
benchmarks/README.md)."""

__all__ = ["ENTRY_POINTS", "COMPILE_SECONDS", "solve_back", "warm"]


def warm() -> None:
    """Run the entry point once on a tiny position, compiling it (or loading it from cache)."""
    per_min = np.full((1, 2), -1, np.int64)
    play_card = np.full((1, 2, 3), -1, np.int64)
    play_value = np.zeros((1, 2, 3), np.int64)
    best, min_cards, plays = (np.zeros(1, np.int64) for _ in range(3))
    solve_back(np.int64(0), np.full(1, 10, np.int64), np.array([[22, 40]], np.int64),
               np.full(1, 2, np.int64), np.array([[0, 2, 2]], np.int64),
               np.array([[1, 2, 0]], np.int64), np.full(1, 3, np.int64), per_min, play_card,
               play_value, best, min_cards, plays, np.int64(1 << 10), np.int64(1),
               np.zeros(2, np.int64))
