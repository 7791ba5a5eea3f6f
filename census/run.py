"""Running a census on Dask distributed (issue 13 item 3). Each chunk is one task; the default
cluster is a LocalCluster of single-threaded worker processes on this machine's cores, and
`--scheduler tcp://host:8786` uses a running cluster whose workers have deckmath installed.
Finished chunks are written to the store as they arrive (any order); a chunk lost with its
worker is redone by the scheduler on another worker; an interrupted census resumes from the
chunks on disk. The results come back in chunk order whatever the order of arrival, so the
report made from them is byte-identical.

Workers warm the game's numba kernels once each (a worker plugin, which a restarted worker
runs again), so compiling or loading them is not counted in any chunk's time."""
from __future__ import annotations

import hashlib
import logging
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import click
from distributed import WorkerPlugin

from deckmath.census.store import Store
from deckmath.solvers.errors import InputError

CHUNK_SLEEP = "DECKMATH_CENSUS_CHUNK_SLEEP"
"""For tests only: seconds each chunk sleeps on its worker, so that a test can kill a worker
and interrupt the client part way through a small census."""

RETRIES = 2

WORKERS_WAIT = 120
"""Seconds a census waits for the first worker of a given scheduler."""
"""A chunk whose work raises is retried this many times (a worker that dies is not an error:
the scheduler reschedules its chunks by itself)."""


@dataclass
class Job:
    """A census to run: its parameters (the manifest), its chunks, and the function every
    worker runs on one chunk, work(params, chunk) -> tally (exact whole numbers)."""

    title: str
    manifest: dict
    chunks: list[dict]
    work: Callable[[dict, dict], dict]
    params: dict
    kernels: tuple[tuple[str, str], ...] = ()
    unit: str = "deals"
    sizes: list[int] = field(default_factory=list)
    """Units (deals, positions) in each chunk, for progress."""


class WarmKernels(WorkerPlugin):
    """Load (or compile) the game's numba kernels once when a worker starts."""

    name = "deckmath-warm-kernels"

    def __init__(self, kernels: tuple[tuple[str, str], ...]) -> None:
        self.kernels = kernels

    def setup(self, worker) -> None:
        from deckmath.solvers import compiling

        for module, title in self.kernels:
            compiling.kernels(module, title)


def timed(work: Callable[[dict, dict], dict], params: dict, chunk: dict) -> dict:
    """What a worker runs for one chunk: the tally and the seconds its work took."""
    start = time.perf_counter()
    tally = work(params, chunk)
    seconds = time.perf_counter() - start
    sleep = os.environ.get(CHUNK_SLEEP)
    if sleep:
        time.sleep(float(sleep))
    return {"index": chunk["index"], "tally": tally, "seconds": round(seconds, 6)}


def job_key(manifest: dict) -> str:
    """A short digest of a census's parameters, naming its tasks on the cluster."""
    import orjson

    return hashlib.sha256(orjson.dumps(manifest, option=orjson.OPT_SORT_KEYS)).hexdigest()[:12]


def run(job: Job, out: str | None = None, resume: bool = False, scheduler: str | None = None,
        workers: int | None = None) -> list[dict]:
    """Run every chunk not yet in the store; the chunk results (index, tally, seconds), in
    chunk order."""
    store = Store.open(out, job.manifest, resume) if out else None
    done = store.done(range(len(job.chunks))) if store else {}
    todo = [chunk for chunk in job.chunks if chunk["index"] not in done]
    sizes = job.sizes or [1] * len(job.chunks)
    if done:
        click.echo(f"deckmath: resuming: {len(done)} of {len(job.chunks)} chunks already in "
                   f"{out}", err=True)
    if todo:
        _on_cluster(job, todo, done, store, scheduler, workers, sizes)
    return [done[i] for i in range(len(job.chunks))]


def _on_cluster(job: Job, todo: list[dict], done: dict, store: Store | None,
                scheduler: str | None, workers: int | None, sizes: list[int]) -> None:
    from distributed import Client, LocalCluster, as_completed

    # Dask's own log lines (a worker restarted, a scheduler lost) would break the rule of one
    # line on stderr; what matters is said by the census itself.
    _quiet_logs()
    cluster = None
    if scheduler is None:
        from deckmath.solvers import compiling

        for module, title in job.kernels:  # said aloud here, once, if it must compile
            compiling.kernels(module, title)
        workers = workers or os.cpu_count() or 1
        # Ctrl-C ends this process at once (cli.interrupted); multiprocessing's resource
        # tracker would then warn about the cluster's semaphores after our one line.
        os.environ["PYTHONWARNINGS"] = "ignore::UserWarning:multiprocessing.resource_tracker"
        # The scheduler's web server on a free port: on :8787 a second census (or any other
        # Dask cluster) would warn that the port is taken.
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=":0", silence_logs=logging.CRITICAL)
        client = Client(cluster)
    else:
        from deckmath.solvers.notation import normalize

        scheduler = normalize(scheduler).strip()
        _reachable(scheduler)
        try:
            client = Client(scheduler, timeout="15s")
        except Exception as err:  # whatever the address or the cluster, one line (exit 2)
            raise InputError(f"--scheduler {scheduler}: cannot connect ({_one_line(err)})") \
                from None
    try:
        client.register_plugin(WarmKernels(job.kernels))
        client.wait_for_workers(1, timeout=None if cluster else WORKERS_WAIT)
        where = (f"{len(client.scheduler_info()['workers'])} local worker processes"
                 if cluster else f"the cluster at {scheduler}")
        progress = Progress(job, sum(sizes[c["index"]] for c in todo),
                            sum(sizes[i] for i in done), len(todo), where)
        key = job_key(job.manifest)
        futures = [client.submit(timed, job.work, job.params, chunk, pure=False,
                                 key=f"deckmath-census-{key}-{chunk['index']}",
                                 retries=RETRIES) for chunk in todo]
        for future in as_completed(futures):
            result = future.result()
            future.release()
            if store is not None:
                store.put(result["index"], result)
            done[result["index"]] = result
            progress.chunk_done(sizes[result["index"]])
        progress.finish()
    except Exception as err:
        from concurrent.futures import CancelledError

        kept = "the chunks done are kept: continue with --resume" if store else \
            "give --out DIR to keep finished chunks"
        if type(err).__name__ == "KilledWorker":
            raise InputError(f"a chunk of the census killed its worker each time it was tried "
                             f"({_one_line(err)}); {kept}") from None
        if isinstance(err, ModuleNotFoundError):
            raise InputError(f"the cluster's workers cannot import {err.name}: install "
                             f"deckmath on every worker") from None
        if isinstance(err, TimeoutError) and not done_any(done, todo):
            raise InputError(f"no worker joined the scheduler at {scheduler} within "
                             f"{WORKERS_WAIT} s") from None
        if isinstance(err, CancelledError):
            raise InputError(f"lost the connection to the Dask scheduler; {kept}") from None
        if isinstance(err, (OSError, TimeoutError)):
            raise InputError(f"lost the connection to the Dask scheduler "
                             f"({type(err).__name__}); {kept}") from None
        raise
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def done_any(done: dict, todo: list[dict]) -> bool:
    """Whether a chunk of this run (not an earlier one) has finished."""
    return any(chunk["index"] in done for chunk in todo)


def _quiet_logs() -> None:
    """Dask's loggers (each of distributed's sets its own level) and asyncio's, silenced."""
    for name in list(logging.root.manager.loggerDict) + ["distributed", "asyncio", "tornado"]:
        if name.split(".")[0] in ("distributed", "asyncio", "tornado"):
            logging.getLogger(name).setLevel(logging.CRITICAL + 1)


def _reachable(address: str) -> None:
    """A tcp:// scheduler address that refuses connections fails at once, in one line, rather
    than after the client's 15 s of retries."""
    import re
    import socket

    found = re.fullmatch(r"tcp://(\[[^\]]+\]|[^:/]+):([0-9]{1,5})", address.strip())
    if not found:
        if address.strip().startswith("tcp://"):
            raise InputError(f"--scheduler {address}: write tcp://host:port, e.g. "
                             f"tcp://10.0.0.5:8786")
        return
    host, port = found.group(1).strip("[]"), int(found.group(2))
    if not 1 <= port <= 65535:
        raise InputError(f"--scheduler {address}: port {port} is outside 1..65535")
    try:
        socket.create_connection((host, port), timeout=10).close()
    except (OSError, ValueError) as err:
        raise InputError(f"--scheduler {address}: cannot connect "
                         f"({getattr(err, 'strerror', None) or err})") from None


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split())[:160] or type(err).__name__


class Progress:
    """Progress on stderr with rate and ETA: on a terminal one line rewritten twice a second,
    otherwise a line every PLAIN_EVERY seconds. The rate counts from the first task submitted,
    after the cluster started (its start-up is not in the figures)."""

    PLAIN_EVERY = 10.0

    def __init__(self, job: Job, todo: int, already: int, chunks: int, where: str) -> None:
        self.unit = job.unit
        self.todo = todo
        self.total = todo + already
        self.count = 0
        self.already = already
        self.start = time.monotonic()
        self.last = 0.0
        self.tty = sys.stderr.isatty()
        self.said = -1
        click.echo(f"deckmath: {job.title}: {todo:,} {self.unit} to do in {chunks:,} "
                   f"chunk{'s' if chunks != 1 else ''} on {where}", err=True)

    def chunk_done(self, units: int) -> None:
        self.count += units
        now = time.monotonic()
        if now - self.last >= (0.5 if self.tty else self.PLAIN_EVERY):
            self.last = now
            self._say(now, end="\r" if self.tty else "\n")

    def _say(self, now: float, end: str) -> None:
        self.said = self.count
        elapsed = max(now - self.start, 1e-9)
        rate = self.count / elapsed
        left = (self.todo - self.count) / rate if rate else 0
        done = self.already + self.count
        click.echo(f"  {done / self.total:6.1%} ({done:,} of {self.total:,} {self.unit}), "
                   f"{rate:,.0f} {self.unit}/s, ETA {_clock(left)}   ", err=True, nl=False)
        click.echo(end, err=True, nl=False)

    def finish(self) -> None:
        now = time.monotonic()
        if self.said != self.count or self.tty:
            self._say(now, end="\n")
        click.echo(f"  done in {_clock(now - self.start)}", err=True)


def _clock(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
