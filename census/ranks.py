"""Deals as ranks: the k-card deals of an n-card deck, cards in deck order,
numbered 0 .. C(n, k) - 1 in lexicographic order (the combinatorial number system), so that
work splits into independent rank ranges and a sample is a seeded set of ranks."""
from __future__ import annotations

import random
from collections.abc import Iterator
from math import comb

SAMPLE_MAX = 10**8
"""Most deals a --sample may ask for (a sample of ranks is held in memory)."""


def deal_count(n: int, k: int) -> int:
    """How many k-card deals an n-card deck has: C(n, k)."""
    return comb(n, k)


def unrank(rank: int, n: int, k: int) -> tuple[int, ...]:
    """The deal of this rank: k increasing card indexes into the deck, lexicographic order
    (rank 0 is (0, 1, ..., k - 1), the last rank (n - k, ..., n - 1))."""
    if not 0 <= rank < comb(n, k):
        raise ValueError(f"rank {rank} outside 0..C({n},{k})-1")
    out = []
    card = 0
    for left in range(k, 0, -1):
        while True:
            below = comb(n - card - 1, left - 1)
            if rank < below:
                break
            rank -= below
            card += 1
        out.append(card)
        card += 1
    return tuple(out)


def rank_of(deal: tuple[int, ...], n: int) -> int:
    """The inverse of unrank: the rank of increasing card indexes."""
    k = len(deal)
    rank = 0
    previous = -1
    for i, card in enumerate(deal):
        for skipped in range(previous + 1, card):
            rank += comb(n - skipped - 1, k - i - 1)
        previous = card
    return rank


def deals_between(lo: int, hi: int, n: int, k: int) -> Iterator[tuple[int, ...]]:
    """The deals of ranks lo .. hi - 1, in rank order: the first unranked, then each the
    successor of the one before (cheap)."""
    if lo >= hi:
        return
    deal = list(unrank(lo, n, k))
    for _ in range(hi - lo):
        yield tuple(deal)
        i = k - 1
        while i >= 0 and deal[i] == n - k + i:
            i -= 1
        if i < 0:
            return
        deal[i] += 1
        for j in range(i + 1, k):
            deal[j] = deal[j - 1] + 1


def sample_ranks(total: int, count: int, seed: int) -> list[int]:
    """`count` distinct ranks of 0 .. total - 1 drawn without replacement with `seed`
    (random.Random(seed).sample), sorted."""
    return sorted(random.Random(seed).sample(range(total), count))


def range_chunks(total: int, size: int) -> list[dict]:
    """Every rank, cut in chunks of `size`: [{"index": i, "lo": lo, "hi": hi}]."""
    return [{"index": i, "lo": lo, "hi": min(lo + size, total)}
            for i, lo in enumerate(range(0, total, size))]


def list_chunks(ranks: list[int], size: int) -> list[dict]:
    """Sampled ranks, cut in chunks of `size`: [{"index": i, "ranks": [...]}]."""
    return [{"index": i, "ranks": ranks[lo:lo + size]}
            for i, lo in enumerate(range(0, len(ranks), size))]


class Multisets:
    """The distinct k-card hands of a pile whose card kinds have `caps` copies each (a hand
    holds at most caps[i] of kind i), numbered 0 .. count - 1: a hand is the vector of copies
    of each kind, ranks in lexicographic order of that vector."""

    def __init__(self, caps: list[int], k: int) -> None:
        self.caps = list(caps)
        self.k = k
        kinds = len(caps)
        # ways[i][r]: hands of r cards from kinds i.. (ways[kinds][0] = 1)
        self.ways = [[0] * (k + 1) for _ in range(kinds + 1)]
        self.ways[kinds][0] = 1
        for i in range(kinds - 1, -1, -1):
            for r in range(k + 1):
                self.ways[i][r] = sum(self.ways[i + 1][r - m] for m in range(min(caps[i], r) + 1))

    @property
    def count(self) -> int:
        return self.ways[0][self.k]

    def unrank(self, rank: int) -> tuple[int, ...]:
        """Copies of each kind in the hand of this rank."""
        if not 0 <= rank < self.count:
            raise ValueError(f"rank {rank} outside 0..{self.count - 1}")
        out = []
        left = self.k
        for i, cap in enumerate(self.caps):
            m = 0
            while True:
                below = self.ways[i + 1][left - m]
                if rank < below:
                    break
                rank -= below
                m += 1
            out.append(m)
            left -= m
        return tuple(out)
