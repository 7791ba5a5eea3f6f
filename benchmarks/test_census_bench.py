"""Totaux census throughput on Dask distributed, deals per second on one worker and
on two (reachability only, and with counts), the cluster's start-up left out: the cluster is
started and every worker has loaded the kernels before any timing. The deals are a seeded
sample of the reference deck's C(48, 6) = 12,271,512 (seed 13), in chunks of 500, so each
timed round is the census's own path (submit, solve on the workers, gather tallies).

    .venv/bin/python -m pytest benchmarks/test_census_bench.py --benchmark-only -s
"""
from __future__ import annotations

import logging

import pytest
from distributed import Client, LocalCluster, wait

from deckmath.census.cluster import WarmKernels, timed
from deckmath.solvers.totaux import load_deck
from deckmath.solvers.totaux import census as tc

DEALS = {False: 6000, True: 1000}
"""Deals per timed round: reachability only, with counts (about 3 s of work on one core)."""


@pytest.fixture(scope="module", params=[1, 2], ids=["1-worker", "2-workers"])
def client(request):
    cluster = LocalCluster(n_workers=request.param, threads_per_worker=1, processes=True,
                           dashboard_address=":0", silence_logs=logging.CRITICAL)
    client = Client(cluster)
    client.register_plugin(WarmKernels(("deckmath.solvers.totaux.kernel",), "Totaux"))
    client.wait_for_workers(request.param)
    yield client, request.param
    client.close()
    cluster.close()


@pytest.mark.parametrize("counts", [False, True], ids=["reach", "counts"])
def test_census_deals_per_second(benchmark, client, counts):
    cl, workers = client
    plan = tc.Plan(load_deck(), "chain", sample=DEALS[counts], seed=13, counts=counts,
                   chunk_size=500)
    chunks, params = plan.chunks(), plan.params()

    def census() -> list[dict]:
        futures = [cl.submit(timed, tc.tally_chunk, params, c, pure=False) for c in chunks]
        wait(futures)
        return cl.gather(futures)

    results = benchmark.pedantic(census, rounds=3, warmup_rounds=1)
    seconds = benchmark.stats.stats.min
    worker_seconds = sum(r["tally"]["deals"] and r["seconds"] for r in results)
    rate = DEALS[counts] / seconds
    benchmark.extra_info.update({"workers": workers, "deals": DEALS[counts],
                                 "deals_per_s": round(rate),
                                 "deals_per_worker_s": round(DEALS[counts] / worker_seconds)})
    print(f"\n{workers} worker(s), counts={counts}: {rate:,.0f} deals/s end to end "
          f"(best of 3), {DEALS[counts] / worker_seconds:,.0f} deals/s per worker busy")
