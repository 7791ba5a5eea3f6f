"""`deckmath totaux census`: the census equals a direct loop with the solver; a
LocalCluster of 2 workers and a scheduler with two workers started as separate processes give
identical JSON; a run with a worker killed and the client interrupted, then resumed, equals
an uninterrupted one; bad input is one line and exit 2.

The deck is the first 10 cards of the reference deck (rule T1.2): its 210 six-card deals
(T7.1) are solved in well under a second; the cluster's start-up is the cost of each run."""
from __future__ import annotations

import itertools
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import orjson
import psutil
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.census import ranks
from deckmath.census.cluster import CHUNK_SLEEP
from deckmath.census.stats import merge
from deckmath.solvers.totaux import Deck, load_deck
from deckmath.solvers.totaux import census as tc

TEN = load_deck().cards[:10]
CENSUS = ["totaux", "census", "--deals", "all", "--counts", "--chunk-size", "5", "--json"]
"""210 deals in 42 chunks of 5, with counts (T3.7)."""


def deck_file(folder: Path) -> str:
    path = folder / "ten.toml"
    path.write_text('name = "ten"\ncards = [' + ", ".join(f'"{c}"' for c in TEN) + "]\n")
    return str(path)


def deckmath(*args: str, env: dict | None = None, **kwargs) -> subprocess.Popen:
    """The CLI in a process of its own, Ctrl-C at its default even under a background job."""
    return subprocess.Popen([sys.executable, "-m", "deckmath.cli", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, **(env or {})},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                            **kwargs)


def finished(process: subprocess.Popen, timeout: float = 120) -> bytes:
    return finished_with_stderr(process, timeout)[0]


def finished_with_stderr(process: subprocess.Popen, timeout: float = 120) -> tuple[bytes, str]:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err.decode()
    assert b"Traceback" not in err
    return out, err.decode()


@pytest.fixture(scope="module")
def local_run(tmp_path_factory) -> tuple[bytes, Path]:
    """The census through a LocalCluster of 2 worker processes, uninterrupted: (stdout, out)."""
    folder = tmp_path_factory.mktemp("census")
    deck = deck_file(folder)
    out = folder / "out"
    stdout, err = finished_with_stderr(deckmath(*CENSUS, "--deck", deck, "--workers", "2",
                                                "--out", str(out)))
    said = [line for line in err.replace("\r", "\n").splitlines() if line.strip()]
    assert said[0].startswith("deckmath: Totaux census (chain): 210 deals to do in 42 chunks")
    assert said[1].startswith("deckmath: Dask dashboard: http://127.0.0.1:"), err
    assert all(line.startswith("  ") for line in said[2:]), err  # progress only, no warnings
    return stdout, out


def test_census_of_every_deal_equals_a_direct_loop_with_the_solver(local_run):
    """Every deal of the 10-card deck exactly once, each counted as solve() answers it (T5):
    reachability, fewest cards, best announcement, prime, counts. (The solver's kernel engine
    here, for speed; the next test holds the workers' function to the default engine.)"""
    stdout, out = local_run
    got = orjson.loads(stdout)
    deck = Deck("ten", TEN)
    every = list(itertools.combinations(range(10), 6))
    plan = tc.Plan(deck, "chain", counts=True, chunk_size=5)
    want = tc.report(plan, tc.tally_direct(deck, "chain", every, True, "kernel"), 42)
    assert got == want
    assert got["deals"] == 210 == len(every)
    assert sum(got["min_cards"].values()) == 6 * 210
    assert sum(got["best_total"].values()) == 210
    assert (out / "report.json").read_bytes() == stdout
    assert (out / "totaux-census.png").read_bytes()[:4] == b"\x89PNG"
    assert len(list((out / "chunks").iterdir())) == 42


@pytest.mark.parametrize("variant", ["chain", "pair"])
def test_chunk_tallies_equal_the_solver_on_a_sample_in_both_variants(variant):
    """The workers' function, run here without a cluster, on a seeded sample of deals of the
    reference deck, against solve() deal by deal (its default engine, numpy alone, shares no
    code with the kernel); the sample report carries 95% intervals."""
    plan = tc.Plan(load_deck(), variant, sample=40, seed=5, chunk_size=15)
    chunks = plan.chunks()
    results = merge(tc.tally_chunk(plan.params(), c) for c in chunks)
    deals = [ranks.unrank(r, 48, 6) for c in chunks for r in c["ranks"]]
    direct = tc.tally_direct(plan.deck, variant, deals)
    got, want = tc.report(plan, results, len(chunks)), tc.report(plan, direct, len(chunks))
    assert got == want
    assert got["deals"] == 40 and got["sampling"] == "without replacement"
    share = got["shares"]["prime_reachable"]
    assert share["ci95"][0] <= share["share"] <= share["ci95"][1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """A scheduler and workers started as separate processes on 127.0.0.1 (free port), each
    in its own session, all killed on exit whatever happened."""

    def __init__(self, workers: int) -> None:
        self.port = free_port()
        self.address = f"tcp://127.0.0.1:{self.port}"
        self.workers = workers
        self.started: list[subprocess.Popen] = []

    def _start(self, *args: str) -> subprocess.Popen:
        process = subprocess.Popen([sys.executable, "-m", *args], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
        self.started.append(process)
        return process

    def __enter__(self) -> Cluster:
        self.scheduler = self._start("distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                     "--port", str(self.port), "--dashboard-address", ":0",
                                     "--no-show")
        deadline = time.monotonic() + 60
        while True:  # the scheduler listens before the workers (and the census) come
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the scheduler did not start"
                time.sleep(0.1)
        for _ in range(self.workers):
            self._start("distributed.cli.dask_worker", self.address, "--host", "127.0.0.1",
                        "--nthreads", "1", "--no-dashboard")
        return self

    def kill(self, process: subprocess.Popen) -> None:
        with _suppress():
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)

    def __exit__(self, *exc) -> None:
        for process in self.started:
            self.kill(process)


def test_a_scheduler_and_two_workers_as_separate_processes_give_identical_json(local_run,
                                                                              tmp_path):
    with Cluster(2) as cluster:
        deck = deck_file(tmp_path)
        stdout = finished(deckmath(*CENSUS, "--deck", deck, "--scheduler", cluster.address))
    assert stdout == local_run[0]


def test_a_lost_scheduler_is_one_line_and_the_census_resumes_elsewhere(local_run, tmp_path):
    """The scheduler killed mid-run: one line, exit 2, whole chunks kept; --resume on a
    LocalCluster finishes with the same bytes (the cluster is not part of the census)."""
    deck = deck_file(tmp_path)
    out = tmp_path / "out"
    with Cluster(1) as cluster:
        process = deckmath(*CENSUS, "--deck", deck, "--scheduler", cluster.address, "--out",
                           str(out), env={CHUNK_SLEEP: "0.2"})
        _wait_for_chunks(out, 3, process)
        cluster.kill(cluster.scheduler)
        _, err = process.communicate(timeout=60)
    assert process.returncode == 2, err.decode()
    lines = err.decode().strip().splitlines()
    assert lines[-1].startswith("deckmath: error: lost the connection to the Dask scheduler")
    assert "continue with --resume" in lines[-1] and "Traceback" not in err.decode()
    assert 3 <= _chunks(out) < 42
    stdout = finished(deckmath(*CENSUS, "--deck", deck, "--workers", "2", "--out", str(out),
                               "--resume"))
    assert stdout == local_run[0]


class _suppress:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        return kind is not None and issubclass(kind, ProcessLookupError)


def _chunks(out: Path) -> int:
    folder = out / "chunks"
    return len(list(folder.glob("*.json"))) if folder.is_dir() else 0


def _wait_for_chunks(out: Path, count: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while _chunks(out) < count:
        assert process.poll() is None, process.communicate()[1].decode()
        assert time.monotonic() < deadline, "no chunks arrived"
        time.sleep(0.02)


def test_killed_worker_then_interrupted_client_then_resume_equals_an_uninterrupted_run(
        local_run, tmp_path):
    """A worker process killed mid-run (its chunk is redone), then Ctrl-C on the client (exit
    130, whole chunks only on disk), then --resume: the same JSON, byte for byte."""
    deck = deck_file(tmp_path)
    out = tmp_path / "out"
    args = [*CENSUS, "--deck", deck, "--workers", "2", "--out", str(out)]
    process = deckmath(*args, env={CHUNK_SLEEP: "0.15"})
    _wait_for_chunks(out, 4, process)
    workers = [p for p in psutil.Process(process.pid).children()
               if "spawn_main" in " ".join(p.cmdline())]
    assert len(workers) == 2
    workers[0].kill()
    before = _chunks(out)
    _wait_for_chunks(out, before + 6, process)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130, err.decode()
    assert err.decode().strip().splitlines()[-1] == "deckmath: interrupted"
    kept = _chunks(out)
    assert 10 <= kept < 42
    assert not list((out / "chunks").glob(".part-*"))
    stdout, err = finished_with_stderr(deckmath(*args, "--resume"))
    assert stdout == local_run[0]
    assert f"resuming: {kept} of 42 chunks already counted" in err


def run(*args: str):
    return CliRunner().invoke(cli.main, list(args))


def one_line(result, fragment: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr


@pytest.mark.parametrize("args,fragment", [
    ([], "give either --deals all or --sample N"),
    (["--deals", "all", "--sample", "5"], "give either --deals all or --sample N"),
    (["--deals", "every"], "'every' is not 'all'"),
    (["--sample", "0"], "--sample 0: give 1 to 12,271,512 deals"),
    (["--sample", "99999999999"], "--sample 99999999999: give 1 to 12,271,512"),
    (["--sample", "1" + "0" * 40], "far too large"),
    (["--sample", "12.5"], "--sample must be a whole number"),
    (["--sample", "１０", "--chunk-size", "0"], "--chunk-size 0: give 1 to"),
    (["--sample", "ten"], "--sample must be a whole number"),
    (["--deals", "all", "--seed", "3"], "--seed goes with --sample"),
    (["--deals", "all", "--resume"], "--resume continues the census in --out DIR"),
    (["--deals", "all", "--workers", "0"], "--workers 0: give 1 to 256"),
    (["--deals", "all", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"],
     "--workers sizes the LocalCluster"),
    (["--deals", "all", "--variant", "triple"], "'triple' is not one of"),
    (["--deals", "all", "--deck", "/nonexistent/deck.toml"], "cannot read deck file"),
])
def test_bad_input_is_one_line_and_exit_2(args, fragment):
    one_line(run("totaux", "census", *args), fragment)


def test_resume_refuses_a_folder_of_another_census(local_run):
    _, out = local_run
    deck = str(out.parent / "ten.toml")
    one_line(run("totaux", "census", "--deck", deck, "--deals", "all", "--chunk-size", "5",
                 "--out", str(out), "--resume"), "counts is True there, False here")
    one_line(run("totaux", "census", "--deck", deck, "--deals", "all", "--counts",
                 "--chunk-size", "5", "--out", str(out)), "already holds a census")


def test_an_unreachable_scheduler_is_one_line(tmp_path):
    result = run("totaux", "census", "--deck", deck_file(tmp_path), "--deals", "all",
                 "--scheduler", f"tcp://127.0.0.1:{free_port()}")
    one_line(result, "cannot connect (Connection refused)")
    one_line(run("totaux", "census", "--deals", "all", "--scheduler", "tcp://host"),
             "write tcp://host:port")
    one_line(run("totaux", "census", "--deals", "all", "--scheduler", "tcp://127.0.0.1:99999"),
             "port 99999 is outside 1..65535")
    for address in ("", "foo", "tls://127.0.0.1:1", "inproc://x"):
        one_line(run("totaux", "census", "--deals", "all", "--scheduler", address),
                 f"--scheduler {address}: cannot connect")


def test_help_imports_neither_numpy_numba_dask_nor_matplotlib():
    code = ("import sys\nfrom deckmath.cli import main\n"
            "for args in (['--help'], ['totaux', 'census', '--help']):\n"
            "    try:\n        main(args)\n    except SystemExit:\n        pass\n"
            "heavy = [m for m in ('numpy', 'numba', 'dask', 'distributed', 'matplotlib')"
            " if m in sys.modules]\nassert not heavy, heavy\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()


def test_a_scheduler_without_workers_is_one_line(tmp_path, monkeypatch):
    from deckmath.census import cluster as census_cluster

    monkeypatch.setattr(census_cluster, "WORKERS_WAIT", 2)
    with Cluster(0) as cluster:
        result = run("totaux", "census", "--deck", deck_file(tmp_path), "--deals", "all",
                     "--scheduler", cluster.address)
    one_line(result, "no worker joined the scheduler within")


def test_the_text_report_names_every_deal_or_the_sample():
    deck = Deck("ten", TEN)
    every = tc.Plan(deck, chunk_size=100)
    rep = tc.report(every, merge(tc.tally_chunk(every.params(), c) for c in every.chunks()), 3)
    assert rep["mode"] == "all" and rep["deals"] == 210 and rep["seed"] is None
    text = tc.report_text(rep)
    assert text.splitlines()[0] == ("Totaux census: ten (10 cards), chain variant, every 6-card "
                                    "deal (210)")
    assert "95%" not in text
    sample = tc.Plan(deck, sample=20, seed=4, chunk_size=100)
    rep = tc.report(sample, merge(tc.tally_chunk(sample.params(), c) for c in sample.chunks()),
                    1)
    assert "20 deals sampled from 210 (seed 4)" in tc.report_text(rep)
    assert "[95%: " in tc.report_text(rep)
