"""The Bradley-Terry fit of the ladder (play/ratings.py): it maximizes the likelihood (checked
against a maximization written here another way), counts a tie as half a win each way, keeps
a bot that never loses finite, and recovers known strengths from synthetic results, the truth
inside the 95% intervals about as often as it should be, and outside them when it is not the
truth."""
from __future__ import annotations

import math

import numpy as np
import pytest

from deckmath.play import ratings
from deckmath.play.ratings import ELO, PRIOR, PairGames


def direct_fit(wins: np.ndarray, prior: float = PRIOR, sweeps: int = 2000) -> np.ndarray:
    """The maximum of sum_ij (w_ij + prior/2) ln(1 / (1 + exp(t_j - t_i))) by coordinate
    ascent: each t_i in turn set by bisection where its partial derivative, which falls as t_i
    rises, is zero (t_0 held at 0). Shares nothing with the MM or Newton code."""
    k = len(wins)
    w = np.array(wins, dtype=float) + prior / 2
    np.fill_diagonal(w, 0.0)
    t = np.zeros(k)
    for _ in range(sweeps):
        before = t.copy()
        for i in range(1, k):
            won = w[i].sum()

            def slope(x: float) -> float:
                return won - sum((w[i, j] + w[j, i]) / (1 + math.exp(t[j] - x))
                                 for j in range(k) if j != i)
            low, high = -60.0, 60.0
            for _ in range(200):
                mid = (low + high) / 2
                low, high = (mid, high) if slope(mid) > 0 else (low, mid)
            t[i] = (low + high) / 2
        if np.max(np.abs(t - before)) < 1e-12:
            break
    return t


@pytest.mark.parametrize("case", range(8))
def test_the_fit_is_the_maximum_likelihood(case):
    rng = np.random.default_rng(case)
    k = 2 + case % 4
    wins = rng.integers(0, 40, size=(k, k)).astype(float)
    if case % 3 == 0:
        wins[0, :] = 0  # the anchor never wins: only the prior keeps it on the board
    np.fill_diagonal(wins, 0)
    expected = direct_fit(wins)
    assert ratings.fit(wins) == pytest.approx(expected, abs=1e-7)
    assert ratings.fit(wins, polish=False) == pytest.approx(expected, abs=1e-6)
    nudged = expected + rng.normal(0, 0.01, k) * (np.arange(k) > 0)
    assert ratings.log_likelihood(wins, expected) > ratings.log_likelihood(wins, nudged)


def test_resamples_fit_together_as_one_at_a_time():
    rng = np.random.default_rng(5)
    stack = rng.integers(0, 30, size=(6, 4, 4)).astype(float)
    together = ratings.fit(stack)
    for one, fitted in zip(stack, together):
        assert ratings.fit(one) == pytest.approx(fitted, abs=1e-8)


def test_a_tie_is_half_a_win_each_way():
    tied = PairGames.from_outcomes(0, 1, {"1,0,0": 3, "0,1,0": 1, "0,0,1": 2})
    plain = PairGames.from_outcomes(0, 1, {"1,0,0": 4, "0,1,0": 2})
    assert ratings.wins_matrix(2, [tied]) == pytest.approx(ratings.wins_matrix(2, [plain]))
    only_ties = PairGames.from_outcomes(0, 1, {"0,0,1": 50})
    result = ratings.rate(2, [only_ties], seed=1, resamples=50)
    assert result.elo == pytest.approx([0, 0], abs=1e-9)
    assert result.low[1] == pytest.approx(0, abs=1e-9) and result.high[1] == pytest.approx(0)


def test_a_bot_that_never_loses_stays_finite():
    sweep = PairGames.from_outcomes(0, 1, {"0,1,0": 1000})
    result = ratings.rate(2, [sweep], seed=1, resamples=50)
    # two bots: the fit is the share itself, (1000 + 1/2) to 1/2 with the one drawn prior game
    assert result.elo[1] == pytest.approx(ELO * math.log(1000.5 / 0.5))
    assert np.all(np.isfinite(result.samples))
    chain = [PairGames.from_outcomes(0, 1, {"0,1,0": 500}),
             PairGames.from_outcomes(0, 2, {"0,1,0": 500}),
             PairGames.from_outcomes(1, 2, {"0,1,0": 500})]
    fitted = ratings.rate(3, chain, seed=1, resamples=50)
    assert np.all(np.isfinite(fitted.elo)) and fitted.elo[2] > fitted.elo[1] > 0


def synthetic(true_elo: np.ndarray, games: int, rng: np.random.Generator) -> list[PairGames]:
    """Games of every pair drawn from Bradley-Terry with the given ratings (no ties)."""
    pairs = []
    k = len(true_elo)
    for a in range(k):
        for b in range(a + 1, k):
            p = 1 / (1 + math.exp(-(true_elo[a] - true_elo[b]) / ELO))
            won = int(rng.binomial(games, p))
            pairs.append(PairGames.from_outcomes(a, b, {"1,0,0": won, "0,1,0": games - won}))
    return pairs


TRUE = np.array([0.0, 60.0, 180.0, 420.0])


def _coverage(truth: np.ndarray, seeds: range) -> tuple[float, float, float]:
    """Over seeds: the share of non-anchor ratings whose interval holds `truth`, the share of
    seeds whose fitted order is the true one, and the mean absolute error (Elo)."""
    inside = ordered = 0
    error = 0.0
    for seed in seeds:
        rng = np.random.default_rng(seed)
        fitted = ratings.rate(len(TRUE), synthetic(TRUE, 400, rng), seed=seed, resamples=300)
        inside += int(np.sum((fitted.low[1:] <= truth[1:]) & (truth[1:] <= fitted.high[1:])))
        ordered += list(np.argsort(fitted.elo)) == list(np.argsort(truth))
        error += float(np.mean(np.abs(fitted.elo[1:] - TRUE[1:])))
    n = len(seeds)
    return inside / (n * (len(TRUE) - 1)), ordered / n, error / n


def test_known_strengths_are_recovered_with_honest_intervals():
    coverage, ordered, error = _coverage(TRUE, range(40))
    assert 0.85 <= coverage <= 1.0, coverage  # 95% intervals: about 0.95
    assert ordered >= 0.9, ordered
    assert error < 25, error


def test_the_intervals_exclude_what_is_not_the_truth():
    """The same check fails for ratings 80 Elo off: it can fail."""
    coverage, _, _ = _coverage(TRUE + np.array([0, 80, -80, 80]), range(20))
    assert coverage < 0.3, coverage


def test_three_player_games_are_resampled_whole():
    """A game of three gives two comparisons; the bootstrap draws games, so a pair whose games
    are all 'both comparisons won' or 'both lost' varies twice as much per game as the same
    comparisons drawn apart."""
    whole = PairGames.from_outcomes(0, 1, {"2,0,0": 300, "0,2,0": 300})
    apart = PairGames.from_outcomes(0, 1, {"1,0,0": 600, "0,1,0": 600})
    assert ratings.wins_matrix(2, [whole]) == pytest.approx(ratings.wins_matrix(2, [apart]))
    spread_whole = np.std(ratings.rate(2, [whole], seed=3, resamples=2000).samples[:, 1])
    spread_apart = np.std(ratings.rate(2, [apart], seed=3, resamples=2000).samples[:, 1])
    assert spread_whole == pytest.approx(spread_apart * math.sqrt(2), rel=0.12)


def test_the_same_seed_gives_the_same_intervals():
    pairs = synthetic(TRUE, 200, np.random.default_rng(9))
    one, two = (ratings.rate(4, pairs, seed=11, resamples=200) for _ in range(2))
    assert np.array_equal(one.low, two.low) and np.array_equal(one.high, two.high)
    other = ratings.rate(4, pairs, seed=12, resamples=200)
    assert not np.array_equal(one.low, other.low)


def test_differences_have_their_own_intervals():
    pairs = synthetic(TRUE, 400, np.random.default_rng(2))
    fitted = ratings.rate(4, pairs, seed=2, resamples=500)
    gap, low, high = fitted.difference(3, 2)
    assert gap == pytest.approx(fitted.elo[3] - fitted.elo[2])
    assert low < gap < high
    assert 0.5 < fitted.expected(3, 2) < 1 and fitted.expected(2, 3) == pytest.approx(
        1 - fitted.expected(3, 2))
