"""The shared whole-game simulation module (issue 12): bot specs, seats, intervals, the tally's
summary and the game-log envelope, independent of any game."""
from __future__ import annotations

import json
import math
import random
import subprocess
import sys

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.simulation import (
    BotSpec, GameOutcome, Tally, game_log, log_bytes, mean_interval, mean_interval_of_counts,
    parse_bots, parse_log,
    read_log, seat_bots, summary_text, wilson, write_log,
)

P, R = BotSpec("perfect"), BotSpec("random")


def test_parse_bots_one_spec_means_every_seat():
    assert parse_bots("perfect", 3) == (P, P, P)
    assert parse_bots(" Bounded:2 ", 2) == (BotSpec("bounded", 2),) * 2


def test_parse_bots_one_per_player_in_seat_order():
    assert parse_bots("perfect,bounded:2,random", 3) == (P, BotSpec("bounded", 2), R)
    assert parse_bots("perfect, random", 2) == (P, R)


def test_parse_bots_reads_normalized_text():
    """Full-width letters and digits are read as ASCII (notation.normalize)."""
    assert parse_bots("ｂｏｕｎｄｅｄ：３", 2) == (BotSpec("bounded", 3),) * 2


@pytest.mark.parametrize("text, fragment", [
    ("", "empty"),
    ("   ", "empty"),
    ("perfcet", "unknown bot 'perfcet'"),
    ("bounded", "bounded needs its limit"),
    ("bounded:", "bounded needs its limit"),
    ("bounded:0", "out of range"),
    ("bounded:11", "out of range"),
    ("bounded:-1", "out of range"),
    ("bounded:two", "must be a whole number"),
    ("bounded:99999999999999999999999", "far too large"),
    ("perfect:3", "takes no limit"),
    ("perfect,random", "2 bots for 3 players"),
    ("perfect,random,random,random", "4 bots for 3 players"),
    ("perfect,,random", "empty bot"),
    ("perfect;random", "';'"),
    ("pеrfect", "U+0435 CYRILLIC SMALL LETTER IE"),
    ("perfect\nrandom", "U+000A"),
    ("random," * 100, "too long"),
])
def test_parse_bots_refuses_bad_text_in_one_line(text, fragment):
    with pytest.raises(InputError) as err:
        parse_bots(text, 3)
    message = str(err.value)
    assert fragment in message
    assert "\n" not in message


def test_parse_bots_limit_bound_is_the_games():
    assert parse_bots("bounded:20", 2, limit_max=30)[0].limit == 20
    with pytest.raises(InputError, match="from 1 to 5"):
        parse_bots("bounded:6", 2, limit_max=5)


def test_bot_label_round_trips():
    for text in ("perfect", "bounded:4", "random"):
        assert parse_bots(text, 1)[0].label == text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seat_bots_puts_every_bot_in_every_seat_equally_often(players):
    specs = tuple(BotSpec("bounded", k) for k in range(1, players + 1))
    seen = {(seat, bot) for game in range(players)
            for seat, bot in enumerate(seat_bots(specs, game))}
    assert len(seen) == players * players
    assert seat_bots(specs, 0) == specs
    for game in range(10):
        assert sorted(seat_bots(specs, game), key=lambda b: b.limit) == list(specs)


def _wilson_by_search(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson interval from its definition: the p whose normal test does not reject k/n,
    found by bisection (no formula shared with the library)."""

    def inside(p: float) -> bool:
        return (k / n - p) ** 2 <= z * z * p * (1 - p) / n

    def edge(lo: float, hi: float, lo_inside: bool) -> float:
        for _ in range(200):
            mid = (lo + hi) / 2
            if inside(mid) == lo_inside:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    centre = k / n
    low = 0.0 if inside(0.0) else edge(0.0, centre, False)
    high = 1.0 if inside(1.0) else edge(centre, 1.0, True)
    return low, high


@pytest.mark.parametrize("k, n", [(0, 10), (10, 10), (5, 10), (1, 3), (512, 1000), (3, 10_000)])
def test_wilson_matches_its_definition(k, n):
    low, high = wilson(k, n)
    want_low, want_high = _wilson_by_search(k, n)
    assert low == pytest.approx(want_low, abs=1e-9)
    assert high == pytest.approx(want_high, abs=1e-9)
    assert 0 <= low <= k / n <= high <= 1


def test_wilson_of_nothing_is_everything():
    assert wilson(0, 0) == (0.0, 1.0)


def test_wilson_covers_about_95_percent():
    """A coverage check: the interval holds the true share in about 95% of seeded samples."""
    rng = random.Random(12)
    p, n, hits = 0.3, 200, 0
    for _ in range(2000):
        k = sum(rng.random() < p for _ in range(n))
        low, high = wilson(k, n)
        hits += low <= p <= high
    assert 0.93 <= hits / 2000 <= 0.97


def test_mean_interval():
    values = [10, 12, 14, 16]
    mean, low, high = mean_interval(values)
    sd = math.sqrt(sum((v - 13) ** 2 for v in values) / 3)
    assert mean == 13
    assert high - mean == pytest.approx(1.959963984540054 * sd / 2)
    assert mean - low == pytest.approx(1.959963984540054 * sd / 2)
    assert mean_interval([7]) == (7, 7, 7)
    assert mean_interval([]) == (0.0, 0.0, 0.0)


def test_mean_interval_of_counts_equals_the_list_form():
    rng = random.Random(4)
    values = [rng.randint(10, 20) for _ in range(500)]
    from collections import Counter

    got = mean_interval_of_counts(Counter(values))
    assert got == pytest.approx(mean_interval(values))
    assert mean_interval_of_counts({}) == (0.0, 0.0, 0.0)
    assert mean_interval_of_counts({5: 1}) == (5, 5, 5)


def test_tally_counts_wins_ties_seats_and_shares():
    tally = Tally("celsius", 2)
    tally.record(GameOutcome((P, R), (0,), 13, {"nobody_could_play": (2, 13)}))
    tally.record(GameOutcome((R, P), (1,), 13, {"nobody_could_play": (0, 13)}))
    tally.record(GameOutcome((P, R), (0, 1), 12, {"nobody_could_play": (1, 12)}))
    summary = tally.summary()
    assert summary["games"] == 3
    perfect, rnd = summary["by_bot"]["perfect"], summary["by_bot"]["random"]
    assert (perfect["games"], perfect["wins"], perfect["tied_first"]) == (3, 2, 1)
    assert (rnd["games"], rnd["wins"], rnd["tied_first"]) == (3, 0, 1)
    low, high = wilson(2, 3)
    assert perfect["win_rate"] == {"share": round(2 / 3, 4), "low": round(low, 4),
                                   "high": round(high, 4)}
    assert [s["wins"] for s in summary["by_seat"]] == [1, 1]
    assert summary["tied_games"]["count"] == 1
    assert summary["length"]["mean"] == round(38 / 3, 3)
    assert (summary["length"]["min"], summary["length"]["max"]) == (12, 13)
    assert summary["shares"]["nobody_could_play"]["count"] == 3
    assert summary["shares"]["nobody_could_play"]["of"] == 38
    text = summary_text(summary)
    assert "perfect: 66.7%" in text
    assert "nobody could play: 7.9%" in text


def test_tally_counts_a_bot_once_per_seat_it_holds():
    tally = Tally("celsius", 3)
    tally.record(GameOutcome((P, P, R), (2,), 13))
    assert tally.summary()["by_bot"]["perfect"]["games"] == 2
    with pytest.raises(ValueError):
        tally.record(GameOutcome((P, R), (0,), 13))


LOG = game_log("celsius", 1, 7, 2, [P, BotSpec("bounded", 2)],
               [{"round": 1, "claims": []}, {"round": 2, "claims": [{"seat": 0}]}])


def test_log_round_trips_through_a_file(tmp_path):
    path = tmp_path / "game.json"
    write_log(str(path), LOG)
    assert json.loads(path.read_bytes()) == LOG
    assert read_log(str(path), "celsius", 1) == LOG
    assert LOG["bots"] == ["perfect", "bounded:2"]


def _bad(**change) -> bytes:
    log = dict(LOG, **change)
    return json.dumps({k: v for k, v in log.items() if v is not ...}).encode()


@pytest.mark.parametrize("data, fragment", [
    (b"", "not JSON"),
    (b"{\"game\": ", "not JSON"),
    (b"\xff\xfe", "not UTF-8"),
    (b"[1, 2]", "JSON object was expected"),
    (_bad(game="totaux"), "log of 'totaux'"),
    (_bad(version=2), "version 2 log"),
    (_bad(version="1"), "'version' must be a whole number"),
    (_bad(version=True), "'version' must be a whole number"),
    (_bad(seed=...), "missing field 'seed'"),
    (_bad(events=...), "missing field 'events'"),
    (_bad(seed=-1), "seed -1 is out of range"),
    (_bad(seed=2**63), "out of range"),
    (_bad(seed=2**64), "must be a whole number"),
    (_bad(bots=[1]), "list of texts"),
    (_bad(events={}), "'events' must be a list"),
    (_bad(events=[1]), "every event"),
])
def test_parse_log_refuses_bad_logs_in_one_line(data, fragment):
    with pytest.raises(InputError) as err:
        parse_log(data, "celsius", 1, "game.json")
    assert fragment in str(err.value)
    assert "\n" not in str(err.value)


def test_read_log_names_a_missing_file(tmp_path):
    with pytest.raises(InputError, match="cannot read .*missing.json"):
        read_log(str(tmp_path / "missing.json"), "celsius", 1)


def test_log_bytes_is_one_event_per_line():
    lines = log_bytes(LOG).decode().splitlines()
    assert len(lines) == 2 + len(LOG["events"])


def test_module_imports_no_numpy_or_numba():
    code = ("import sys, deckmath.solvers.simulation; "
            "print(any(m in sys.modules for m in ('numpy', 'numba')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
