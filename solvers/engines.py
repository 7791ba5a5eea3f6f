"""When a game's kernel takes over from its engine without numba, in one process.

One position is answered fastest by an engine that needs no numba (the plain-Python twin, the
layered search, the numpy programme): importing numba and loading a cached kernel take about
LOAD_SECONDS, more than such an answer. A loop over thousands of positions (a notebook, a
script) is answered fastest by the kernel. `Rental` keeps the CPU time a process has spent on
the engine without numba and says the kernel is due once that time would have paid for
loading it, the ski-rental rule: whatever the number of positions still to come, the total
is at most about twice that of the better choice made knowing it. A kernel not yet compiled
costs its compile on top (the module's COMPILE_SECONDS), so the rule waits for that too.
"""
from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

LOAD_SECONDS = 0.6
"""About what importing numba and loading a game's cached kernel take (benchmarks/README.md,
"One position")."""


class Rental:
    """The time one process has spent on a game's engine without numba, set against what
    loading its kernel module would cost."""

    def __init__(self, kernel_module: str, load_seconds: float = LOAD_SECONDS) -> None:
        self.kernel_module = kernel_module
        self.load_seconds = load_seconds
        self.spent = 0.0
        self._compile_counted = False

    def timed(self, answer: Callable[[], T]) -> T:
        """answer(), its CPU time added to what the engine without numba has cost."""
        start = time.process_time()
        try:
            return answer()
        finally:
            self.spent += time.process_time() - start

    def due(self) -> bool:
        """Whether the kernel should answer from now on: the time spent has paid for loading
        it (and for compiling it, when numba's cache does not hold it)."""
        if self.spent < self.load_seconds:
            return False
        if not self._compile_counted:
            from deckmath.solvers import compiling

            self._compile_counted = True
            module = importlib.import_module(self.kernel_module)
            if not compiling.cached(module):
                self.load_seconds += getattr(module, "COMPILE_SECONDS", 30)
                return self.spent >= self.load_seconds
        return True
