"""Deals as ranks (census/ranks.py), merging tallies and intervals (census/stats.py), the
census folder (census/store.py): plain Python, no cluster."""
from __future__ import annotations

import itertools
import random
from math import comb

import orjson
import pytest

from deckmath.census import ranks, stats
from deckmath.census.store import Store
from deckmath.solvers.errors import InputError


@pytest.mark.parametrize("n,k", [(6, 6), (10, 6), (12, 3), (9, 1)])
def test_unranking_enumerates_every_deal_once_in_lexicographic_order(n, k):
    every = list(itertools.combinations(range(n), k))
    assert [ranks.unrank(r, n, k) for r in range(comb(n, k))] == every
    assert list(ranks.deals_between(0, comb(n, k), n, k)) == every
    assert [ranks.rank_of(d, n) for d in every] == list(range(len(every)))


def test_rank_ranges_on_the_reference_deck_size_join_up():
    """Seeded ranges of C(48, 6): the successor walk agrees with unranking each rank, and the
    ranges of the chunks cover every rank once."""
    n, k = 48, 6
    total = comb(n, k)
    rng = random.Random(13)
    for _ in range(20):
        lo = rng.randrange(total - 300)
        walked = list(ranks.deals_between(lo, lo + 300, n, k))
        assert walked == [ranks.unrank(r, n, k) for r in range(lo, lo + 300)]
    assert ranks.unrank(total - 1, n, k) == tuple(range(42, 48))
    chunks = ranks.range_chunks(total, 5000)
    assert chunks[0]["lo"] == 0 and chunks[-1]["hi"] == total
    assert all(a["hi"] == b["lo"] for a, b in zip(chunks, chunks[1:]))
    with pytest.raises(ValueError):
        ranks.unrank(total, n, k)


def test_a_sample_is_seeded_distinct_and_sorted():
    a = ranks.sample_ranks(comb(48, 6), 1000, 7)
    assert a == ranks.sample_ranks(comb(48, 6), 1000, 7)
    assert a != ranks.sample_ranks(comb(48, 6), 1000, 8)
    assert a == sorted(set(a)) and len(a) == 1000
    chunks = ranks.list_chunks(a, 300)
    assert [len(c["ranks"]) for c in chunks] == [300, 300, 300, 100]
    assert sum((c["ranks"] for c in chunks), []) == a


def test_merge_adds_counts_histograms_and_lists():
    a = {"deals": 2, "h": {"3": 1, "null": 1}, "v": [1, 0]}
    b = {"deals": 5, "h": {"3": 2, "4": 3}, "v": [2, 2]}
    assert stats.merge([a, b]) == {"deals": 7, "h": {"3": 3, "null": 1, "4": 3}, "v": [3, 2]}
    assert stats.histogram({"10": 1, "9": 2, "null": 3}) == {"9": 2, "10": 1, "null": 3}
    assert list(stats.histogram({"10": 1, "null": 3, "9": 2})) == ["9", "10", "null"]


def test_wilson_interval_holds_the_share_and_narrows_with_n():
    for hits, n in [(0, 10), (10, 10), (37, 100), (3700, 10000)]:
        low, high = stats.wilson(hits, n)
        assert 0 <= low <= hits / n <= high <= 1
    assert stats.wilson(3700, 10000)[1] - stats.wilson(3700, 10000)[0] < \
        stats.wilson(37, 100)[1] - stats.wilson(37, 100)[0]
    low, high = stats.wilson(50, 100)  # textbook value: 0.4038 .. 0.5962
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)


MANIFEST = {"census": "totaux", "variant": "chain", "chunk_size": 10}


def test_store_keeps_whole_chunks_and_refuses_another_census(tmp_path):
    folder = tmp_path / "run"
    store = Store.open(folder, MANIFEST, resume=False)
    store.put(3, {"index": 3, "tally": {"deals": 1}})
    (store.chunks / "0000004.json").write_bytes(b'{"index": 4, "tal')  # torn by hand
    assert store.finished() == {3} and store.get(4) is None
    assert not [p for p in store.chunks.iterdir() if p.name.startswith(".part")]
    assert orjson.loads((folder / "manifest.json").read_bytes()) == MANIFEST
    with pytest.raises(InputError, match="already holds a census: give resume=True"):
        Store.open(folder, MANIFEST, resume=False)
    assert Store.open(folder, MANIFEST, resume=True).finished() == {3}
    with pytest.raises(InputError, match="variant is chain there, pair here"):
        Store.open(folder, {**MANIFEST, "variant": "pair"}, resume=True)
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    with pytest.raises(InputError, match="not empty and holds no census"):
        Store.open(tmp_path / "other", MANIFEST, resume=True)
    (tmp_path / "file").write_text("x")
    with pytest.raises(InputError, match="is a file"):
        Store.open(tmp_path / "file", MANIFEST, resume=False)
