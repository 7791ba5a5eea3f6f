"""Intervals for shares and means, as every tally prints them (simulations, censuses,
ladders): one z, 95%, everywhere."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share (95% for z = Z95): sound near 0 and 1 and for small
    n, unlike the normal approximation. (0, 1) when nothing was observed. `successes` may be
    fractional (a shared first place credits 1/k of a win)."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"{successes} successes out of {n}")
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of `values` and its 95% interval (normal approximation, sample standard
    deviation); the interval is the mean itself for fewer than two values."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def mean_interval_of_counts(counts: Mapping[int, int], z: float = Z95
                            ) -> tuple[float, float, float]:
    """mean_interval of values given as {value: how many times}, without the list: a tally of
    millions of games keeps only the few distinct game lengths."""
    n = sum(counts.values())
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(value * times for value, times in counts.items()) / n
    if n < 2:
        return mean, mean, mean
    variance = sum(times * (value - mean) ** 2 for value, times in counts.items()) / (n - 1)
    half = z * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def share_json(successes: float, n: int) -> dict[str, Any]:
    """A share with its count and 95% Wilson interval, as the summaries print it."""
    low, high = wilson(successes, n)
    return {"count": successes, "of": n, "share": round(successes / n, 4) if n else 0.0,
            "low": round(low, 4), "high": round(high, 4)}


def difference_interval(count_a: float, n_a: int, count_b: float, n_b: int,
                        z: float = Z95) -> tuple[float, float, float]:
    """The difference of two independent shares, b - a, and its 95% interval by Newcombe's
    hybrid score method (his method 10: each share's Wilson interval, combined), which keeps
    its coverage near 0 and 1 where the normal approximation fails."""
    p_a, p_b = count_a / n_a, count_b / n_b
    low_a, high_a = wilson(count_a, n_a, z)
    low_b, high_b = wilson(count_b, n_b, z)
    d = p_b - p_a
    return (d, d - math.sqrt((p_b - low_b) ** 2 + (high_a - p_a) ** 2),
            d + math.sqrt((high_b - p_b) ** 2 + (p_a - low_a) ** 2))
