"""The census of every deal of a 24-card Totaux deck (the reference deck's first 24 cards,
C(24, 6) = 134,596 deals, reachability, chunks of 2,000) on a LocalCluster of 1 and of 2
workers and on a scheduler and two workers started as separate processes (`dask scheduler`,
`dask worker`, each with its nanny): wall time of the census with the cluster already up and
warm, the workers' CPU per deal, and the client's own CPU per chunk, from which the time on
32 and 256 cores is projected (benchmarks/README.md).

    .venv/bin/python benchmarks/census_scale.py
"""
from __future__ import annotations

import logging
import socket
import subprocess
import sys
import time

from distributed import Client, LocalCluster

from deckmath.census import library
from deckmath.census.cluster import WarmKernels
from deckmath.solvers.totaux import Deck, load_deck

DECK = Deck("first 24", load_deck().cards[:24])


def measure(client: Client, label: str) -> dict:
    job = library.plan("totaux", DECK, deals="all", chunk_size=2000)
    client.register_plugin(WarmKernels(job.kernels, job.title))
    library.run(library.plan("totaux", DECK, sample=200, seed=1, chunk_size=100), client=client)
    cpu, wall = time.process_time(), time.perf_counter()
    counted = library.run_chunks(job, client)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    deals = counted.tally["deals"]
    row = {"where": label, "deals": deals, "chunks": counted.chunks, "wall_s": round(wall, 2),
           "deals_per_s": round(deals / wall), "worker_s": round(counted.seconds, 2),
           "client_cpu_ms_per_chunk": round(1000 * cpu / counted.chunks, 2)}
    print(row, flush=True)
    return row


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> None:
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=":0",
                          silence_logs=logging.CRITICAL) as cluster, Client(cluster) as client:
            measure(client, f"LocalCluster, {workers} worker(s)")
    port = free_port()
    started = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler",
                                 "--host", "127.0.0.1", "--port", str(port),
                                 "--dashboard-address", ":0", "--no-show"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    time.sleep(3)
    for _ in range(2):
        started.append(subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker",
                                         f"tcp://127.0.0.1:{port}", "--nthreads", "1",
                                         "--no-dashboard"], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
    try:
        with Client(f"tcp://127.0.0.1:{port}") as client:
            client.wait_for_workers(2, timeout=60)
            measure(client, "scheduler + 2 workers, separate processes")
    finally:
        for process in started:
            process.kill()


if __name__ == "__main__":
    main()
