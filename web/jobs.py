"""Long work of the page (a sheet of many puzzles) off the event loop: a job runs in a worker
thread, reports its progress, and stops at its next progress report once cancelled. Jobs are
bounded: a few run at once, the rest wait their turn, and only the latest are kept."""
from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import show
from deckmath.web.words import WORDS
from deckmath.web.workers import Busy, Cancelled

RUNNING_MAX = 2
"""Jobs worked on at once (the others wait): one per core of a small machine."""

KEPT_MAX = 64
"""Jobs remembered, finished or not; the oldest finished one is forgotten first."""

WAITING_MAX = 16
"""Jobs accepted but not started; more is refused (429) rather than queued without end."""


@dataclass
class Job:
    """One piece of long work: `done` of `total` steps, then its result or its error."""

    id: str
    what: str
    total: int
    done: int = 0
    state: str = "waiting"
    """waiting, running, done, failed or cancelled."""
    error: str | None = None
    phase: str | None = None
    """What the work is doing now, where it says (a big table's counting, then its search)."""
    result: Any = None
    lang: str = "en"
    """The language of the request that started it, which its error is said in."""
    started: float = field(default_factory=time.monotonic)
    cancel: threading.Event = field(default_factory=threading.Event)

    def progress(self, done: int | str) -> None:
        """Called by the work as it goes, with the steps done or the phase it is in: records
        it, and stops the work (Cancelled) once cancelled."""
        if isinstance(done, str):
            self.phase = done
        else:
            self.done = min(done, self.total)
        if self.cancel.is_set():
            raise Cancelled

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "what": self.what, "state": self.state, "done": self.done,
                "total": self.total, "phase": self.phase, "error": self.error,
                "seconds": round(time.monotonic() - self.started, 3)}


class Jobs:
    """The server's jobs by id, run by a small pool of threads."""

    def __init__(self, running: int = RUNNING_MAX) -> None:
        self._pool = ThreadPoolExecutor(max_workers=running, thread_name_prefix="deckmath-job")
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._lock = threading.Lock()

    def submit(self, what: str, total: int, work: Callable[[Job], Any],
               lang: str = "en") -> Job:
        """Start `work(job)` when a thread is free; its return value is the job's result, its
        bad input the job's error, said in `lang`."""
        with self._lock:
            waiting = sum(1 for job in self._jobs.values() if job.state == "waiting")
            if waiting >= WAITING_MAX:
                raise Busy(WORDS.said("job.waiting", n=waiting))
            job = Job(secrets.token_urlsafe(12), what, total, lang=lang)
            self._jobs[job.id] = job
            self._forget_old()
        self._pool.submit(self._run, job, work)
        return job

    def get(self, job_id: str) -> Job:
        """The job of that id; InputError (a 404 at the API) when there is none."""
        with self._lock:
            job = self._jobs.get(job_id)
        if job is None:
            raise LookupError(WORDS.said("job.none", id=show(job_id)))
        return job

    def cancel(self, job_id: str) -> Job:
        """Ask the job to stop: a waiting job never starts, a running one stops at its next
        progress report."""
        job = self.get(job_id)
        job.cancel.set()
        if job.state == "waiting":
            job.state = "cancelled"
        return job

    def shutdown(self) -> None:
        """Cancel every job and stop the threads (the server is stopping)."""
        with self._lock:
            jobs = list(self._jobs.values())
        for job in jobs:
            job.cancel.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _run(self, job: Job, work: Callable[[Job], Any]) -> None:
        if job.cancel.is_set():
            job.state = "cancelled"
            return
        job.state = "running"
        job.started = time.monotonic()
        try:
            job.result = work(job)
        except Cancelled:
            job.state = "cancelled"
            return
        except InputError as err:
            job.error, job.state = err.text(job.lang), "failed"
            return
        except Exception as err:  # the page shows it; the server goes on
            job.error = WORDS(job.lang)("internal", kind=type(err).__name__, detail=err)
            job.state = "failed"
            return
        job.done = job.total
        job.state = "done"

    def _forget_old(self) -> None:
        while len(self._jobs) > KEPT_MAX:
            for job_id, job in self._jobs.items():
                if job.state in ("done", "failed", "cancelled"):
                    del self._jobs[job_id]
                    break
            else:
                return
