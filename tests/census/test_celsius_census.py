"""`deckmath celsius census`: the workers' function equals the solver
position by position (sample and every hand), every distinct hand is enumerated once with its
ways to be dealt (they add up to C(80, K)), and the command through a LocalCluster of 2
workers gives the report computed here without Dask. Bad input: one line, exit 2."""
from __future__ import annotations

import itertools
import subprocess
import sys
from collections import Counter
from math import comb

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.census.stats import merge
from deckmath.solvers.celsius import load_deck
from deckmath.solvers.celsius import census as cc


@pytest.mark.parametrize("plan", [cc.Plan(load_deck(), 3, None, 4, 1000),
                                  cc.Plan(load_deck(), 7, 300, 9, 70),
                                  cc.Plan(load_deck(), 13, 100, 2, 40),
                                  cc.Plan(load_deck(), 20, 100, 3, 30)],
                         ids=["every-hand-of-3", "sample-of-7", "sample-of-13", "sample-of-20"])
def test_chunk_tallies_equal_the_solver_position_by_position(plan):
    params = plan.params()
    got = merge(cc.tally_chunk(params, c) for c in plan.chunks())
    assert got == cc.tally_direct(params, 0, plan.positions)
    assert got["hands"] == plan.positions
    assert sum(got["min_cards"].values()) == got["positions"]
    assert sum(r[0] for r in got["by_wildcards"].values()) == got["positions"]


@pytest.mark.parametrize("k", [1, 2, 3])
def test_every_distinct_hand_once_weighted_by_its_ways_to_be_dealt(k):
    """Against itertools over the 80 cards: each multiset of the pile once, and its weight is
    how many k-card subsets of the pile (copies told apart) make it (C1.3)."""
    deck = load_deck()
    plan = cc.Plan(deck, k, None, 1, 10**6)
    params = plan.params()
    seen = Counter()
    for position, weight in cc.positions_of(params, 0, plan.positions):
        key = tuple(sorted(map(str, position.hand)))
        assert key not in seen
        seen[key] = weight
    ways = Counter(tuple(sorted(map(str, h))) for h in itertools.combinations(deck.operators, k))
    assert seen == ways
    assert sum(seen.values()) == comb(80, k)


def test_the_command_on_a_local_cluster_gives_the_report_made_without_dask(tmp_path):
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "celsius", "census",
                           "--all-hands", "--hand-size", "2", "--seed", "3", "--chunk-size",
                           "100", "--workers", "2", "--out", str(out), "--json"],
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    got = orjson.loads(done.stdout)
    plan = cc.Plan(load_deck(), 2, None, 3, 100)
    want = cc.report(plan, cc.tally_direct(plan.params(), 0, plan.positions), 7)
    assert got == want
    assert got["hands"] == 693 and got["positions"] == comb(80, 2)
    assert (out / "report.json").read_bytes() == done.stdout
    assert (out / "celsius-census.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize("args,fragment", [
    ([], "give either --sample N or --all-hands"),
    (["--sample", "5", "--all-hands"], "give either --sample N or --all-hands"),
    (["--sample", "0"], "--sample 0: give 1 to"),
    (["--sample", "x5"], "--sample must be a whole number"),
    (["--all-hands", "--hand-size", "21"], "--hand-size 21: give 1 to 20 cards (C4.1)"),
    (["--sample", "5", "--hand-size", "21"], "--hand-size 21: give 1 to 20 cards (C4.1)"),
    (["--all-hands", "--hand-size", "-1"], "--hand-size -1: give 1 to 20"),
    (["--all-hands", "--hand-size", "9"], "has 525,516,647 distinct hands of 9, more than the "
                                           "200,000,000 an all-hands census visits; use --sample"),
    (["--all-hands", "--hand-size", "20"], "distinct hands of 20"),
    (["--sample", "5", "--chunk-size", "2000000"], "--chunk-size 2000000: give 1 to"),
    (["--sample", "5", "--resume"], "--resume continues the census in --out DIR"),
    (["--sample", "5", "--workers", "many"], "--workers must be a whole number"),
    (["--sample", "5", "--seed", "-3"], "-3 is not in the range"),
])
def test_bad_input_is_one_line_and_exit_2(args, fragment):
    result = CliRunner().invoke(cli.main, ["celsius", "census", *args])
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
