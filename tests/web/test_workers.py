"""The page's worker processes (web/workers.py): a task's value and progress come back, bad
input stays bad input, a cancelled task's process is stopped and replaced, a process that dies
is replaced, and a request that finds every process busy waits or is refused."""
from __future__ import annotations

import threading
import time

import pytest

from deckmath.solvers.errors import InputError
from deckmath.web import workers
from deckmath.web.workers import Busy, Cancelled, Workers

TASKS = "worker_tasks"


@pytest.fixture
def pool():
    made = Workers(1)
    yield made
    made.close()


def test_a_task_answers_with_its_progress(pool):
    seen: list[int] = []
    pid = pool.run((TASKS, "counts", (3, 0.0)), seen.append)
    assert seen == [1, 2, 3]
    assert pool.run((TASKS, "counts", (1, 0.0))) == pid  # the same process serves again


def test_bad_input_is_raised_as_itself_and_the_process_kept(pool):
    pid = pool.run((TASKS, "counts", (0, 0.0)))
    with pytest.raises(InputError, match="^no such card$"):
        pool.run((TASKS, "refuses", ("no such card",)))
    assert pool.run((TASKS, "counts", (0, 0.0))) == pid


def test_cancelling_stops_the_process_and_a_fresh_one_serves(pool):
    pid = pool.run((TASKS, "counts", (0, 0.0)))
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        pool.run((TASKS, "counts", (1000, 0.05)), None, stop.is_set)
    assert time.monotonic() - started < 5  # not the 50 s the task would take
    assert pool.run((TASKS, "counts", (0, 0.0))) != pid


def test_a_process_that_dies_is_replaced(pool):
    with pytest.raises(RuntimeError, match="stopped its process"):
        pool.run((TASKS, "dies", ()))
    assert pool.run((TASKS, "counts", (1, 0.0))) > 0


def test_a_request_that_finds_every_process_busy_is_refused_in_time(pool, monkeypatch):
    monkeypatch.setattr(workers, "WAIT_SECONDS", 0.4)
    pool.run((TASKS, "counts", (0, 0.0)))
    worker = threading.Thread(target=pool.run, args=((TASKS, "counts", (20, 0.05)),))
    worker.start()
    time.sleep(0.2)
    with pytest.raises(Busy):
        pool.run((TASKS, "counts", (0, 0.0)))
    worker.join()
    assert pool.run((TASKS, "counts", (0, 0.0))) > 0
