"""A census worker against the same work in one process: the Totaux census's chunks (a seeded
sample of the reference deck, reachability only) tallied here, then on a LocalCluster of one
worker with the census's heap setting (cluster.keep_heap) and without it (Dask's nanny
default, MALLOC_TRIM_THRESHOLD_=65536). The figure is CPU time of the thread doing the work (time.thread_time), here and on the
worker (its "cpu_seconds" over the same chunks), so that other load on the machine does not
enter it; page faults and cache misses, which are what Dask's setting costs, do.

    .venv/bin/python -m pytest benchmarks/test_census_worker_bench.py --benchmark-only -s
"""
from __future__ import annotations

import logging
import time

import pytest
from distributed import Client, LocalCluster

from deckmath.census.cluster import WarmKernels, timed
from deckmath.solvers.totaux import load_deck
from deckmath.solvers.totaux import census as tc

DEALS = 12_000
PLAN = tc.Plan(load_deck(), "chain", sample=DEALS, seed=13, chunk_size=2000)


def in_process_seconds() -> float:
    """The chunks tallied in this process, best of 3 (CPU seconds)."""
    from deckmath.solvers import compiling

    compiling.kernels("deckmath.solvers.totaux.kernel", "Totaux")
    best = float("inf")
    for _ in range(3):
        start = time.thread_time()
        for chunk in PLAN.chunks():
            tc.tally_chunk(PLAN.params(), chunk)
        best = min(best, time.thread_time() - start)
    return best


@pytest.mark.parametrize("heap", [True, False], ids=["keep-heap", "dask-default"])
def test_worker_rate_against_in_process(benchmark, heap):
    here = in_process_seconds()
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                      dashboard_address=":0", silence_logs=logging.CRITICAL) as cluster, \
            Client(cluster) as client:
        client.register_plugin(WarmKernels(("deckmath.solvers.totaux.kernel",), "Totaux",
                                           heap=heap))
        client.wait_for_workers(1)

        def census() -> float:
            futures = [client.submit(timed, tc.tally_chunk, PLAN.params(), c, pure=False)
                       for c in PLAN.chunks()]
            return sum(r["cpu_seconds"] for r in client.gather(futures))

        census()
        worker = min(census() for _ in range(2))
        worker = min(worker, benchmark.pedantic(census, rounds=1, iterations=1))
    ratio = here / worker
    benchmark.extra_info.update({"deals": DEALS, "in_process_s": round(here, 3),
                                 "worker_s": round(worker, 3), "worker_rate_x": round(ratio, 3)})
    print(f"\nheap={heap}: in process {DEALS / here:,.0f} deals/s, worker "
          f"{DEALS / worker:,.0f} deals/s: worker at {ratio:.2f}x the in-process rate")
