"""The Celsius rough-part and powers test (kernel.py's `rough_reach`, module docstring "Hot
values out of reach from the start"): a module of its own for solvers/compiling.py, so that a
command compiles it only when a hand with exactly one + or - card outgrows the forward
search's first room (the code lives in kernel.py, where numba's cache follows its source)."""
from __future__ import annotations

import numpy as np

from deckmath.solvers.celsius.kernel import rough_reach

ENTRY_POINTS = ("rough_reach",)
"""The kernel `kernel.ruled_out` calls before the search from both ends."""

COMPILE_SECONDS = 4
"""About how long compiling it takes on the reference machine (3.6 s of CPU measured cold,
benchmarks/README.md)."""

__all__ = ["ENTRY_POINTS", "COMPILE_SECONDS", "rough_reach", "warm"]


def warm() -> None:
    """Run the entry point once on a tiny position, compiling it (or loading it from cache)."""
    ruled = np.zeros(2, np.int64)
    rough_reach(np.int64(0), np.full(1, 11, np.int64), np.array([[22, 40]], np.int64),
                np.full(1, 2, np.int64), np.array([[0, 2, 3]], np.int64),
                np.array([[1, 2, 2]], np.int64), np.full(1, 3, np.int64), ruled)
