"""A bot's clock for one decision: a budget of work the game knows how to count (worlds sampled,
playouts, positions solved), which makes the decision exact to re-derive from the seed, with a
cap in CPU seconds as a safety net, and a stop a person may press (the page's "play now").

A search asks `clock.more(done)` after each unit of work: False once the work is done, the CPU
cap is reached, or a stop was asked; in the last two cases the decision is `cut` and the search
plays the best it has found. A cut decision depends on the machine or on a person, so a replay
cannot derive it again: the log lists it (play/log.py `cut`) and the replay checks only that
the rules allow it (play/replay.py)."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable

CPU_CAP = 2.0
"""CPU seconds a decision of a level bot may take before its clock stops it: the levels' work
budgets are sized to stay well under it (docs/strength), so it is a safety net, not the budget."""


class Clock:
    """One decision's budget: `work` units (None: the bot's own, given by `begin`), at most
    `cpu_seconds` of this thread's CPU, and `stop` (an Event a person sets to take the best move
    found so far). `progress(done, work)` is told of the work done as it goes."""

    def __init__(self, work: int | None, cpu_seconds: float | None = CPU_CAP,
                 stop: threading.Event | None = None,
                 progress: Callable[[int, int], None] | None = None) -> None:
        self.work = 0
        if work is not None:
            self.begin(work)
        self.cpu_seconds = cpu_seconds
        self.stop = stop
        self.progress = progress
        self.start = time.thread_time()
        self.done = 0
        self.cut = False
        """Whether the decision was stopped before its work was done (CPU cap or a person)."""

    def begin(self, work: int) -> None:
        """The budget of the decision, when the clock was made without one (the bot's own:
        the page makes a clock before it knows which bot will decide)."""
        if work < 1:
            raise ValueError(f"a clock needs at least 1 unit of work, not {work}")
        if not self.work:
            self.work = work
            self.start = time.thread_time()

    def more(self, done: int) -> bool:
        """Whether to go on after `done` units of work (at least one is always done)."""
        self.done = done
        if self.progress is not None:
            self.progress(done, self.work)
        if done >= self.work:
            return False
        if done < 1:
            return True
        if (self.stop is not None and self.stop.is_set()) or (
                self.cpu_seconds is not None and
                time.thread_time() - self.start >= self.cpu_seconds):
            self.cut = True
            return False
        return True

    @property
    def seconds(self) -> float:
        """CPU seconds this thread has spent since the clock started."""
        return time.thread_time() - self.start
