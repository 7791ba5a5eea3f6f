"""Tasks for the worker-process tests (tests/web/test_workers.py): importable by a spawned
worker, which inherits the test's sys.path."""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from deckmath.solvers.errors import InputError


def counts(steps: int, pause: float, progress: Callable[[Any], None]) -> int:
    """Reports 1..steps, `pause` seconds apart, and returns its process id."""
    for step in range(1, steps + 1):
        time.sleep(pause)
        progress(step)
    return os.getpid()


def refuses(message: str, progress: Callable[[Any], None]) -> None:
    raise InputError(message)


def dies(progress: Callable[[Any], None]) -> None:
    os._exit(3)
