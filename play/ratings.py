"""Bradley-Terry ratings of bots from pairwise results, on the Elo scale, with 95% intervals by
bootstrap over games. Pure numpy, vectorized over the resamples.

The model: bot i beats bot j with probability g_i / (g_i + g_j). The fit is the maximum of the
likelihood by Hunter's MM algorithm (Hunter 2004, "MM algorithms for generalized Bradley-Terry
models", eq. 3): g_i <- W_i / sum_j n_ij / (g_i + g_j), where W_i counts i's wins and n_ij the
comparisons of i and j. A tie counts half a win each way. A tiny prior keeps every rating
finite, even a bot that never loses: PRIOR virtual games between every two bots, drawn (half a
win each way), which a round robin of hundreds of games a pair does not feel.

Ratings are on the Elo scale, ELO * ln g_i (400 points: 10 to 1 odds), anchored so that the
first bot listed has 0: a rating is the distance from that bot (the ladder lists `random`
first), and so is its interval; the anchor's own interval is [0, 0].

Intervals: each pair's games are drawn again with replacement (a multinomial over the kinds of
game it had, so that the comparisons of one game of three players stay together), the ratings
fitted again, RESAMPLES times from a seeded generator, and the 2.5th and 97.5th percentiles of
each rating (and of each difference of two ratings) taken."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

ELO = 400 / math.log(10)
"""Elo points per unit of natural log-strength."""

PRIOR = 1.0
"""Virtual drawn games between every two bots (half a win each way): keeps a bot that never
loses finite (about 400 * log10(2 n) above a bot it beat n times in n)."""

RESAMPLES = 1000
"""Bootstrap resamples of the games behind each interval."""

TOLERANCE = 1e-10
"""The MM iterations stop when no log-strength moves more than this."""

ITERATIONS = 100_000
"""Most MM iterations (a round robin converges in hundreds)."""


def fit(wins: np.ndarray, prior: float = PRIOR, tolerance: float = TOLERANCE,
        iterations: int = ITERATIONS, polish: bool = True) -> np.ndarray:
    """Natural log-strengths from `wins[..., i, j]` (i's wins over j, ties as halves), the
    first bot's 0; leading axes are independent fits (the resamples), done together.

    Hunter's MM iterations climb the likelihood every step but slowly where strengths are far
    apart (thousands of steps for a bot 1,400 Elo above another); once they have come within
    MM_CLOSE, Newton's method on the same (concave) likelihood finishes in a few steps
    (polish=False: MM alone, to the tolerance)."""
    w = np.asarray(wins, dtype=float)
    k = w.shape[-1]
    if w.shape[-2:] != (k, k) or k < 2:
        raise ValueError(f"wins must be k x k with k >= 2, not {w.shape}")
    off = ~np.eye(k, dtype=bool)
    w = np.where(off, w + prior / 2, 0.0)
    n = w + np.swapaxes(w, -1, -2)
    won = w.sum(axis=-1)
    if np.any(won <= 0):
        raise ValueError("every bot needs a win or a prior to have a rating")
    g = np.ones(w.shape[:-1])
    log_g = np.zeros_like(g)
    close = MM_CLOSE if polish else tolerance
    for _ in range(iterations):
        denominator = (n / (g[..., :, None] + g[..., None, :])).sum(axis=-1)
        g = won / denominator
        g = g / np.exp(np.log(g).mean(axis=-1, keepdims=True))  # keep the scale near 1
        new = np.log(g)
        moved = np.max(np.abs(new - log_g))
        log_g = new
        if moved < close:
            break
    log_g = log_g - log_g[..., :1]
    if polish:
        log_g = _newton(won, n, log_g, tolerance)
    return log_g


MM_CLOSE = 1e-3
"""How close (in log-strength per step) MM comes before Newton's method takes over."""


def _newton(won: np.ndarray, n: np.ndarray, log_g: np.ndarray, tolerance: float) -> np.ndarray:
    """Newton's method on the log-likelihood in the log-strengths, the first held at 0; a
    step that would lower the likelihood (it cannot near the maximum) is not taken."""
    theta = log_g.copy()
    for _ in range(NEWTON_STEPS):
        d = theta[..., :, None] - theta[..., None, :]
        p = 1 / (1 + np.exp(-d))
        gradient = won - (n * p).sum(axis=-1)
        curvature = n * p * (1 - p)
        hessian = curvature - np.eye(theta.shape[-1]) * curvature.sum(axis=-1)[..., None]
        step = np.linalg.solve(-hessian[..., 1:, 1:], gradient[..., 1:, None])[..., 0]
        trial = theta.copy()
        trial[..., 1:] += step
        better = _loglik(won, n, trial) >= _loglik(won, n, theta) - 1e-9
        theta = np.where(better[..., None], trial, theta)
        if np.max(np.abs(np.where(better[..., None], step, 0.0))) < tolerance:
            break
    return theta


NEWTON_STEPS = 50


def _loglik(won: np.ndarray, n: np.ndarray, theta: np.ndarray) -> np.ndarray:
    """The log-likelihood up to a constant: sum_ij w_ij ln p_ij = sum_i W_i theta_i - half of
    sum_ij n_ij ln(e^theta_i + e^theta_j)."""
    pairwise = np.logaddexp(theta[..., :, None], theta[..., None, :])
    k = theta.shape[-1]
    off = ~np.eye(k, dtype=bool)
    return (won * theta).sum(axis=-1) - 0.5 * np.where(off, n * pairwise, 0.0).sum(axis=(-1, -2))


def log_likelihood(wins: np.ndarray, log_g: np.ndarray, prior: float = PRIOR) -> float:
    """The log-likelihood of log-strengths under `wins` and the prior (what fit maximizes)."""
    w = np.asarray(wins, dtype=float)
    k = w.shape[-1]
    off = ~np.eye(k, dtype=bool)
    w = np.where(off, w + prior / 2, 0.0)
    d = log_g[:, None] - log_g[None, :]
    return float(np.sum(np.where(off, w * -np.logaddexp(0.0, -d), 0.0)))


@dataclass(frozen=True)
class PairGames:
    """The games of one pair (bots a and b, by index): each kind of game as (a's wins, b's
    wins, ties) among its comparisons of a with b, and how many games were of that kind."""

    a: int
    b: int
    kinds: tuple[tuple[float, float, float], ...]
    counts: tuple[int, ...]

    @classmethod
    def from_outcomes(cls, a: int, b: int, outcomes: Mapping[str, int]) -> PairGames:
        """From a tally's outcomes, {"a_wins,b_wins,ties": games}."""
        keys = sorted(outcomes)
        kinds = tuple(tuple(float(x) for x in key.split(",")) for key in keys)
        return cls(a, b, kinds, tuple(int(outcomes[key]) for key in keys))  # type: ignore[arg-type]

    @property
    def games(self) -> int:
        return sum(self.counts)

    def scores(self) -> tuple[np.ndarray, np.ndarray]:
        """a's and b's wins (ties as halves) in each kind of game."""
        kinds = np.array(self.kinds, dtype=float).reshape(-1, 3)
        return kinds[:, 0] + kinds[:, 2] / 2, kinds[:, 1] + kinds[:, 2] / 2


def wins_matrix(k: int, pairs: Sequence[PairGames]) -> np.ndarray:
    """wins[i, j] of the games as played."""
    wins = np.zeros((k, k))
    for pair in pairs:
        score_a, score_b = pair.scores()
        counts = np.array(pair.counts, dtype=float)
        wins[pair.a, pair.b] += counts @ score_a
        wins[pair.b, pair.a] += counts @ score_b
    return wins


def resampled_wins(k: int, pairs: Sequence[PairGames], resamples: int,
                   rng: np.random.Generator) -> np.ndarray:
    """wins[r, i, j] of `resamples` bootstrap resamples: each pair's games drawn again with
    replacement, as many as it had, pairs in order."""
    wins = np.zeros((resamples, k, k))
    for pair in pairs:
        games = pair.games
        if games == 0:
            continue
        counts = rng.multinomial(games, np.array(pair.counts, dtype=float) / games,
                                 size=resamples).astype(float)
        score_a, score_b = pair.scores()
        wins[:, pair.a, pair.b] += counts @ score_a
        wins[:, pair.b, pair.a] += counts @ score_b
    return wins


@dataclass(frozen=True)
class Ratings:
    """Elo-scale ratings of k bots (the first 0) with 95% intervals, and the resampled
    ratings behind them (resamples x k), from which any difference's interval is taken."""

    elo: np.ndarray
    low: np.ndarray
    high: np.ndarray
    samples: np.ndarray

    def difference(self, i: int, j: int) -> tuple[float, float, float]:
        """Rating of i minus rating of j, with its 95% bootstrap interval."""
        d = self.samples[:, i] - self.samples[:, j]
        low, high = np.percentile(d, [2.5, 97.5])
        return float(self.elo[i] - self.elo[j]), float(low), float(high)

    def expected(self, i: int, j: int) -> float:
        """The fitted chance that i beats j (a tie as half)."""
        return float(1 / (1 + math.exp(-(self.elo[i] - self.elo[j]) / ELO)))


def rate(k: int, pairs: Sequence[PairGames], seed: int, resamples: int = RESAMPLES,
         prior: float = PRIOR) -> Ratings:
    """Ratings of k bots from their pairs' games, the intervals from `resamples` bootstrap
    resamples drawn with numpy's generator seeded by `seed` (the same seed, the same bounds)."""
    elo = fit(wins_matrix(k, pairs), prior) * ELO
    rng = np.random.default_rng(np.random.SeedSequence([seed % 2**63, 21]))
    samples = fit(resampled_wins(k, pairs, resamples, rng), prior) * ELO
    low, high = np.percentile(samples, [2.5, 97.5], axis=0)
    return Ratings(elo, low, high, samples)
