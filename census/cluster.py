"""Running a census on Dask distributed: each chunk of a game's plan is one task. The cluster
is the caller's `Client` when given; otherwise the scheduler Dask's configuration names (the
`DASK_SCHEDULER_ADDRESS` variable, `scheduler-address` in dask.config), else a LocalCluster
of single-threaded worker processes on this machine's cores. Finished chunks go to the store
as they arrive (any order); a chunk lost with its worker is redone by the scheduler on another
worker; an interrupted census resumes from the chunks in the store. Results come back in chunk
order whatever the order of arrival, so the report made from them is byte-identical.

Workers load the game's numba kernels (`Game.kernels`) once each (a worker plugin, which a
restarted worker runs again), so compiling or loading them is in no chunk's time. Messages
name the library's keywords (`store=...`, `resume=True`), never a command-line flag; the
command line says them in its own words (census/commands.py)."""
from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from distributed import WorkerPlugin

from deckmath.census.store import Store
from deckmath.census.words import WORDS, system_reason
from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Said

CHUNK_SLEEP = "DECKMATH_CENSUS_CHUNK_SLEEP"
"""For tests only: seconds each chunk sleeps on its worker, so that a test can kill a worker
and interrupt the client part way through a small census."""

RETRIES = 2
"""A chunk whose work raises is retried this many times (a worker that dies is not an error:
the scheduler reschedules its chunks by itself)."""

WORKERS_WAIT = 120
"""Seconds a census waits for the first worker of a given scheduler."""

IN_FLIGHT = 4
"""Chunks submitted ahead per worker: the client holds at most this many futures (and their
results) per worker, however many chunks the census has."""

TRIMMED = "MALLOC_TRIM_THRESHOLD_"
"""Dask's nannies start workers with this glibc setting (65536). Setting any malloc threshold
also stops glibc from raising its mmap threshold as a program frees big blocks, so every work
array of 128 KiB or more a search allocates is a fresh mmap whose pages fault in again: a
census worker ran 1.5x slower than the same code in one process (18x the page faults).
`keep_heap` undoes it in a census worker."""

MMAP_THRESHOLD = 32 << 20
"""Blocks below 32 MiB (glibc's most) come from the heap, as glibc's adaptive threshold would
give a program that frees and allocates the same arrays again and again."""

TRIM_THRESHOLD = 64 << 20
"""Free memory at the top of the heap kept for the next allocation, up to 64 MiB."""


def keep_heap() -> bool:
    """In a worker that Dask's nanny started with TRIMMED, set glibc's mmap and trim
    thresholds (mallopt) so the searches' work arrays are reused from the heap; whether it
    did (not glibc, or not a nanny's worker: nothing to undo)."""
    import ctypes

    if TRIMMED not in os.environ:
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return False
    m_trim_threshold, m_mmap_threshold = -1, -3  # glibc's malloc.h
    return bool(libc.mallopt(m_mmap_threshold, MMAP_THRESHOLD)) and \
        bool(libc.mallopt(m_trim_threshold, TRIM_THRESHOLD))


@dataclass(repr=False)
class Job:
    """A census to run: the game's plan, its chunks, and the function every worker runs on one
    chunk, tally(params, chunk) -> exact whole numbers."""

    game: str
    title: str
    unit: str
    manifest: dict
    chunks: list[dict]
    tally: Callable[[dict, dict], dict]
    params: dict
    kernels: tuple[str, ...] = ()
    plan: Any = None
    sizes: list[int] = field(default_factory=list)
    """Units (deals, positions) in each chunk, for progress."""
    deck_file: str | None = None
    """The deck file the census counts, as given (None: a deck object or the reference
    deck): what a comparison calls a deck whose name another shares."""
    said_title: Any = None
    """The title in the reader's language (a words.Said) where the job has one: what the
    progress says instead of `title` (None: `title`)."""

    def __post_init__(self) -> None:
        if not self.sizes:
            self.sizes = [int(chunk.get("size", 1)) for chunk in self.chunks]

    def __repr__(self) -> str:
        """One line: what the census counts and in how many chunks, never the chunks."""
        from deckmath.solvers.game import census_line

        chunks = len(self.chunks)
        sampled = bool(getattr(self.plan, "sampled", False))
        line = census_line(self.title, self.unit, sampled, self.manifest, sum(self.sizes))
        return f"<{line}; {chunks:,} chunk{'s' if chunks != 1 else ''}>"


class Progress(Protocol):
    """What a census tells whoever watches it: where it runs, each finished chunk, the end."""

    def start(self, job: Job, todo: int, already: int, chunks: int, where: str | Said,
              dashboard: str | None) -> None: ...

    def chunk_done(self, units: int) -> None: ...

    def finish(self) -> None: ...


class WarmKernels(WorkerPlugin):
    """Load (or compile) the game's numba kernels once when a worker starts, and keep the
    heap its searches allocate from (keep_heap, unless heap=False)."""

    name = "deckmath-warm-kernels"

    def __init__(self, kernels: tuple[str, ...], title: str, heap: bool = True) -> None:
        self.kernels = kernels
        self.title = title
        self.heap = heap

    def setup(self, worker: Any) -> None:
        from deckmath.solvers import compiling

        if self.heap:
            keep_heap()
        for module in self.kernels:
            compiling.kernels(module, self.title)


def timed(tally: Callable[[dict, dict], dict], params: dict, chunk: dict) -> dict:
    """What a worker runs for one chunk: the tally, the seconds its work took and the CPU
    seconds of the thread that did it (what a loaded machine does not inflate)."""
    start, cpu = time.perf_counter(), time.thread_time()
    counted = tally(params, chunk)
    seconds, cpu = time.perf_counter() - start, time.thread_time() - cpu
    sleep = os.environ.get(CHUNK_SLEEP)
    if sleep:
        time.sleep(float(sleep))
    return {"index": chunk["index"], "tally": counted, "seconds": round(seconds, 6),
            "cpu_seconds": round(cpu, 6)}


def job_key(manifest: dict) -> str:
    """A short digest of a census's parameters, naming its tasks on the cluster."""
    import orjson

    return hashlib.sha256(orjson.dumps(manifest, option=orjson.OPT_SORT_KEYS)).hexdigest()[:12]


@dataclass
class Counted:
    """A finished census: the merged tally of every chunk (merged in chunk order, so its JSON
    is byte-identical however the chunks arrived), how many chunks, and the seconds the
    workers spent counting."""

    tally: dict
    chunks: int
    seconds: float


class OrderedMerge:
    """Chunk results merged in chunk order as they arrive: a result that comes early waits
    until those before it are in, so the client holds at most the chunks in flight (`peak`
    says how many it held), never one result per chunk of the census."""

    def __init__(self, store: Store | None, stored: set[int]) -> None:
        self.store = store
        self.stored = stored
        self.waiting: dict[int, dict] = {}
        self.next = 0
        self.tally: dict = {}
        self.seconds = 0.0
        self.peak = 0

    def add(self, result: dict) -> None:
        self.waiting[result["index"]] = result
        self.peak = max(self.peak, len(self.waiting))
        self.drain()

    def drain(self) -> None:
        """Merge every result that is next in order (from memory or from the store)."""
        from deckmath.census.stats import merge

        while True:
            result = self.waiting.pop(self.next, None)
            if result is None and self.next in self.stored and self.store is not None:
                result = self.store.get(self.next)
            if result is None:
                return
            self.tally = merge([self.tally, result["tally"]])
            self.seconds += result.get("seconds", 0.0)
            self.next += 1


def run(job: Job, client: Any = None, store: str | Path | None = None,
        progress: Progress | None = None, resume: bool = True, workers: int | None = None,
        scheduler: str | None = None, scheduler_file: str | None = None) -> Counted:
    """Count every chunk not yet in `store` on `client` (or the cluster the module docstring
    says) and merge them all. `store` keeps finished chunks (a folder); with resume=False a
    folder that already holds this census is refused."""
    kept = Store.open(store, job.manifest, resume) if store is not None else None
    stored = kept.finished() if kept else set()
    stored &= set(range(len(job.chunks)))
    merged = OrderedMerge(kept, stored)
    todo = [chunk for chunk in job.chunks if chunk["index"] not in stored]
    merged.drain()
    if todo:
        with connected(job, client, workers, scheduler, scheduler_file) as (dask, where):
            _run_chunks(job, dask, todo, stored, kept, progress, where, merged)
    if merged.next != len(job.chunks):
        raise RuntimeError(f"census merged {merged.next} of {len(job.chunks)} chunks")
    return Counted(merged.tally, len(job.chunks), round(merged.seconds, 6))


@contextlib.contextmanager
def connected(job: Job, client: Any, workers: int | None, scheduler: str | None,
              scheduler_file: str | None) -> Iterator[tuple[Any, Said]]:
    """The Dask client a census runs on and a phrase saying where that is; a cluster or client
    made here is closed on the way out, a caller's is left as it was."""
    from distributed import Client

    from deckmath.solvers.notation import normalize

    if client is not None:
        yield client, _where(client, WORDS.said("where.callers"))
        return
    address = _configured_address() if scheduler is None else scheduler
    if address is None and scheduler_file is None:
        with _local_cluster(job, workers) as local:
            count = len(local.scheduler_info()["workers"])
            yield local, WORDS.said("where.local.one" if count == 1 else "where.local", n=count)
        return
    if scheduler_file is not None:
        address = _address_in(scheduler_file)
    address = normalize(str(address)).strip()
    if not address:
        raise InputError(WORDS.said("no_address", address=address))
    _reachable(address)
    try:
        made = Client(address, timeout="15s")
    except Exception as err:  # whatever the address or the cluster, one line
        raise InputError(WORDS.said("cannot_connect", address=address,
                                    error=_one_line(err))) from None
    where = WORDS.said("where.cluster", address=address)
    try:
        yield made, where
    finally:
        made.close()


def _address_in(scheduler_file: str) -> str:
    """The scheduler's address from its scheduler file (what `dask scheduler --scheduler-file`
    writes: JSON with an "address"), read at once: a missing or stale file is one line, not
    the Dask client's wait for the file to appear."""
    import orjson

    try:
        found = orjson.loads(Path(scheduler_file).read_bytes())
    except OSError as err:
        raise InputError(WORDS.said("file_unread", file=scheduler_file,
                                    error=system_reason(err))) from None
    except orjson.JSONDecodeError:
        raise InputError(WORDS.said("file_not_json", file=scheduler_file)) from None
    if not isinstance(found, dict) or not isinstance(found.get("address"), str):
        raise InputError(WORDS.said("file_no_address", file=scheduler_file))
    return found["address"]


def _configured_address() -> str | None:
    """The scheduler Dask's configuration names (DASK_SCHEDULER_ADDRESS), if any."""
    import dask

    return dask.config.get("scheduler-address", None) or None


@contextlib.contextmanager
def _local_cluster(job: Job, workers: int | None) -> Iterator[Any]:
    from distributed import Client, LocalCluster

    from deckmath.solvers import compiling

    for module in job.kernels:  # said aloud here, once, if it must compile
        compiling.kernels(module, job.title)
    # Ctrl-C ends the process at once (cli.interrupted); multiprocessing's resource tracker
    # would then warn about the cluster's semaphores after the census's one line.
    os.environ["PYTHONWARNINGS"] = "ignore::UserWarning:multiprocessing.resource_tracker"
    with scoped_dask_logs():
        # The dashboard on a free port (on :8787 a second census would warn it is taken);
        # silence_logs holds the workers' logs at CRITICAL, and the cluster gives this
        # process's loggers their levels back when it closes.
        cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                               processes=True, dashboard_address="127.0.0.1:0",
                               silence_logs=logging.CRITICAL)
        client = Client(cluster)
        try:
            yield client
        finally:
            client.close()
            cluster.close()


@contextlib.contextmanager
def scoped_dask_logs(level: int = logging.CRITICAL + 1) -> Iterator[None]:
    """Dask's and its servers' loggers (distributed, tornado, bokeh, asyncio) held at `level`
    inside the block and given back their own levels after it: a command's stderr keeps to its
    one line, and a notebook's logging is left as it was."""
    roots = ("distributed", "tornado", "bokeh", "asyncio")
    names = [name for name in logging.root.manager.loggerDict
             if name.split(".")[0] in roots] + list(roots)
    before = {name: logging.getLogger(name).level for name in names}
    for name in names:
        logging.getLogger(name).setLevel(level)
    try:
        yield
    finally:
        for name, old in before.items():
            logging.getLogger(name).setLevel(old)


def _where(client: Any, fallback: Said) -> Said:
    """Where a census runs, said in the reader's language."""
    address = getattr(getattr(client, "scheduler", None), "address", None)
    return WORDS.said("where.cluster", address=address) if address else fallback


def dashboard(client: Any) -> str | None:
    """The link to the cluster's dashboard, when it serves one (bokeh is installed)."""
    try:
        info = client.scheduler_info()
        if "dashboard" not in info.get("services", {}):
            return None
        return str(client.dashboard_link)
    except Exception:  # a dashboard is a courtesy: no link rather than a failed census
        return None


def _run_chunks(job: Job, client: Any, todo: list[dict], stored: set[int], store: Store | None,
                progress: Progress | None, where: str | Said, merged: OrderedMerge) -> None:
    """Submit the chunks a few per worker at a time (IN_FLIGHT), keeping each result as it
    arrives; errors become one line naming what to do."""
    from distributed import as_completed

    sizes = job.sizes
    finished = 0
    try:
        client.register_plugin(WarmKernels(job.kernels, job.title))
        client.wait_for_workers(1, timeout=WORKERS_WAIT)
        if progress is not None:
            progress.start(job, sum(sizes[c["index"]] for c in todo),
                           sum(sizes[i] for i in stored), len(todo), where, dashboard(client))
        key = job_key(job.manifest)
        pending = iter(todo)
        window = IN_FLIGHT * max(1, len(client.scheduler_info()["workers"]))

        def submit(chunk: dict) -> Any:
            return client.submit(timed, job.tally, job.params, chunk, pure=False,
                                 key=f"deckmath-census-{key}-{chunk['index']}",
                                 retries=RETRIES)

        first = [submit(chunk) for chunk in _take(pending, window)]
        running, in_flight = as_completed(first), len(first)
        for future in running:
            result = future.result()
            future.release()
            in_flight -= 1
            if store is not None:
                store.put(result["index"], result)
            finished += 1
            merged.add(result)
            # Results held for merging count against the window too: a slow chunk holds back
            # new submissions rather than letting later results pile up behind it.
            room = window - in_flight - len(merged.waiting)
            for chunk in _take(pending, room):
                running.add(submit(chunk))
                in_flight += 1
            if progress is not None:
                progress.chunk_done(sizes[result["index"]])
        if progress is not None:
            progress.finish()
    except Exception as err:
        raise _one_line_error(err, store, finished) from None


def _take(chunks: Iterator[dict], count: int) -> list[dict]:
    """The next `count` chunks (fewer at the end, none for count <= 0)."""
    out: list[dict] = []
    if count <= 0:
        return out
    for chunk in chunks:
        out.append(chunk)
        if len(out) == count:
            break
    return out


def _one_line_error(err: Exception, store: Store | None, finished: int) -> Exception:
    """What went wrong with the cluster, in one line that says what is kept."""
    from concurrent.futures import CancelledError

    if isinstance(err, InputError):
        return err
    kept = (WORDS.said("kept_in", folder=store.folder) if store
            else WORDS.said("kept_none"))
    if type(err).__name__ == "KilledWorker":
        return InputError(WORDS.said("killed", error=_one_line(err), kept=kept))
    if isinstance(err, ModuleNotFoundError):
        return InputError(WORDS.said("no_import", module=err.name))
    if isinstance(err, TimeoutError) and not finished:
        return InputError(WORDS.said("no_worker", seconds=WORKERS_WAIT))
    if isinstance(err, CancelledError):
        return InputError(WORDS.said("lost", kept=kept))
    if isinstance(err, (OSError, TimeoutError)):
        return InputError(WORDS.said("lost_because", error=type(err).__name__, kept=kept))
    return err


def _reachable(address: str) -> None:
    """A tcp:// scheduler address that refuses connections fails at once, in one line, rather
    than after the client's 15 s of retries."""
    import re
    import socket

    found = re.fullmatch(r"tcp://(\[[^\]]+\]|[^:/]+):([0-9]{1,5})", address.strip())
    if not found:
        if address.strip().startswith("tcp://"):
            raise InputError(WORDS.said("address_form", address=address))
        return
    host, port = found.group(1).strip("[]"), int(found.group(2))
    if not 1 <= port <= 65535:
        raise InputError(WORDS.said("port_range", address=address, port=port))
    try:
        socket.create_connection((host, port), timeout=10).close()
    except (OSError, ValueError) as err:
        raise InputError(WORDS.said("cannot_connect", address=address,
                                    error=getattr(err, "strerror", None) or err)) from None


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split())[:160] or type(err).__name__
