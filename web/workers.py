"""The page's heavy work in processes of their own: a solve of a big table or a sheet of many
puzzles holds a core for seconds, and in a process it neither takes the server's interpreter
from the event loop nor, when its client goes away or asks to stop, needs to be waited for:
the process is stopped and a fresh one takes its place. A few processes are kept started
(one per core by default); a request waits its turn for one, a bounded time."""
from __future__ import annotations

import importlib
import multiprocessing
import os
import queue
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.web.words import WORDS, Texts

WAIT_SECONDS = 120.0
"""Longest a request waits for a free process before it is refused as busy."""

POLL_SECONDS = 0.05
"""How often a waiting request looks for its answer, and whether it was cancelled."""


class Cancelled(Exception):
    """The work was stopped: its client went away or asked to cancel."""


class Busy(Exception):
    """Every process stayed busy for WAIT_SECONDS."""


def _serve(conn: Connection) -> None:
    """A worker's loop: run each task `(module, function, args)` and send back
    ("ok", value), ("input", message) for bad input (its words when it has them, to be said
    in the page's language), or ("error", message); `progress` reports go back as
    ("progress", value) while it works."""
    def progress(value: Any) -> None:
        conn.send(("progress", value))

    while True:
        try:
            module, name, args = conn.recv()
        except EOFError:
            return
        try:
            function = getattr(importlib.import_module(module), name)
            conn.send(("ok", function(*args, progress=progress)))
        except InputError as err:
            conn.send(("input", Texts.of(err).texts))
        except Exception as err:
            conn.send(("error", f"{type(err).__name__}: {err}"))


class Worker:
    """One started process and our end of its pipe."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs,), daemon=True,
                                       name="deckmath-worker")
        self.process.start()
        theirs.close()

    def stop(self) -> None:
        self.process.kill()
        self.process.join(5)
        self.conn.close()


class Workers:
    """A pool of worker processes, started on first use."""

    def __init__(self, size: int | None = None) -> None:
        self.size = max(1, size or os.cpu_count() or 1)
        self._idle: queue.Queue[Worker] = queue.Queue()
        self._started = 0
        self._lock = threading.Lock()
        self._closed = False

    def run(self, task: tuple[str, str, tuple[Any, ...]],
            progress: Callable[[Any], None] | None = None,
            cancelled: Callable[[], bool] = lambda: False) -> Any:
        """Run `module.function(*args, progress=...)` in a worker and return its value
        (blocking: call it from a thread). InputError is raised again as itself, Cancelled
        once `cancelled()` turns true (the worker is stopped and replaced), Busy when no
        worker comes free in time."""
        worker = self._take(cancelled)
        try:
            worker.conn.send(task)
            kind, value = self._answer(worker, progress, cancelled)
        except BaseException:
            self._replace(worker)
            raise
        self._idle.put(worker)
        if kind == "ok":
            return value
        if kind == "input":
            raise InputError(Texts(value))
        raise RuntimeError(value)

    @staticmethod
    def _answer(worker: Worker, progress: Callable[[Any], None] | None,
                cancelled: Callable[[], bool]) -> tuple[str, Any]:
        """The worker's answer to its task, its progress reports passed on meanwhile."""
        while True:
            if worker.conn.poll(POLL_SECONDS):
                try:
                    kind, value = worker.conn.recv()
                except (EOFError, OSError) as err:
                    raise RuntimeError(f"the work stopped its process: {err}") from None
                if kind != "progress":
                    return kind, value
                if progress is not None:
                    progress(value)
            elif cancelled():
                raise Cancelled
            elif not worker.process.is_alive():
                raise RuntimeError("the work stopped its process (out of memory?)")

    def close(self) -> None:
        """Stop every idle worker (a busy one is stopped when its work ends)."""
        self._closed = True
        while True:
            try:
                self._idle.get_nowait().stop()
            except queue.Empty:
                return

    def _take(self, cancelled: Callable[[], bool]) -> Worker:
        with self._lock:
            if self._idle.empty() and self._started < self.size:
                self._started += 1
                return Worker()
        waited = 0.0
        while True:
            try:
                return self._idle.get(timeout=POLL_SECONDS * 4)
            except queue.Empty:
                waited += POLL_SECONDS * 4
                if cancelled():
                    raise Cancelled from None
                if waited >= WAIT_SECONDS:
                    raise Busy(WORDS.said("workers.busy", seconds=WAIT_SECONDS)) from None

    def _replace(self, worker: Worker) -> None:
        """A worker whose work was stopped or broke: kill it, start a fresh one in its place."""
        worker.stop()
        if not self._closed:
            self._idle.put(Worker())
