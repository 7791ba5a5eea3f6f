"""The searching family of the Totaux kernels (fallback mode, kernel.py's `search_chunk`): a
module of its own for solvers/compiling.py, so that a command needing only the exact
programme, or only the search, compiles only that one (the code lives in kernel.py, where
numba's cache follows its source)."""
from __future__ import annotations

import numpy as np

from deckmath.solvers.totaux.kernel import CHAIN, PAIR, search, search_chunk, search_table

ENTRY_POINTS = ("search_chunk",)
"""The kernel `search` and `search_table` call (solvers/compiling.py)."""

COMPILE_SECONDS = 18
"""About how long compiling it takes on the reference machine (16.6 s of CPU measured cold,
6.2 s after the counting family, whose helpers it shares: benchmarks/README.md)."""

__all__ = ["ENTRY_POINTS", "COMPILE_SECONDS", "search", "search_chunk", "search_table", "warm"]


def warm() -> None:
    """Run the entry point once on a tiny table, in both variants, compiling it (or loading it
    from cache)."""
    fa = np.array([3, 1, 2], np.int64)
    fb = np.array([5, 6, 2], np.int64)
    totals = np.array([24, 7, 13], np.int64)
    for variant in (CHAIN, PAIR):
        search_table(fa, fb, totals, variant, 1 << 20)
