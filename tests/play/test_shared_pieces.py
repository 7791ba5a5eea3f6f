"""The shared whole-game pieces on their own: the one bot-spec parser (seats.py), seat rotation
and seeds, the intervals (solvers/stats.py), the tally (tally.py) and the log's envelope and
reader (log.py). Bot specs are read against the toy game's face (random, low, cap:K)."""
from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from collections import Counter

import pytest

from deckmath.play import log as game_log
from deckmath.play.seats import BotSpec, game_seed, parse_bots, rotated
from deckmath.play.tally import Tally, summary_text
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Outcome
from deckmath.solvers.stats import Z95, mean_interval, mean_interval_of_counts, wilson


@pytest.fixture
def face(toy_registered):
    from deckmath.solvers import registry

    return registry.game("toyplay").play


LOW, RANDOM = BotSpec("low"), BotSpec("random")


def test_one_spec_means_every_seat_and_a_list_one_per_seat(face):
    assert parse_bots("low", face, 3) == (LOW,) * 3
    assert parse_bots(" Cap:4 ", face, 2) == (BotSpec("cap", 4),) * 2
    assert parse_bots("low,cap:2,random", face, 3) == (LOW, BotSpec("cap", 2), RANDOM)
    assert parse_bots("ｃａｐ：３", face, 1) == (BotSpec("cap", 3),)


@pytest.mark.parametrize("text, fragment", [
    ("", "empty"), ("   ", "empty"), ("lwo", "unknown bot 'lwo'"), ("cap", "cap needs its K"),
    ("cap:", "cap needs its K"), ("cap:0", "out of range"), ("cap:13", "out of range"),
    ("cap:-1", "out of range"), ("cap:two", "must be a whole number"),
    ("cap:99999999999999999999999", "far too large"), ("low:3", "takes no K"),
    ("low,random", "2 bots for 3 seats"), ("low,random,low,low", "4 bots for 3 seats"),
    ("low,,random", "empty bot"), ("low;random", "';'"),
    ("lоw", "U+043E CYRILLIC SMALL LETTER O"), ("low\nrandom", "U+000A"),
    ("random," * 100, "too long"),
])
def test_bad_specs_are_refused_in_one_line(face, text, fragment):
    with pytest.raises(InputError) as err:
        parse_bots(text, face, 3)
    assert fragment in str(err.value) and "\n" not in str(err.value)


def test_labels_round_trip(face):
    for text in ("low", "cap:4", "random"):
        assert parse_bots(text, face, 1)[0].label == text


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rotation_puts_every_bot_in_every_seat_equally_often(players):
    specs = tuple(BotSpec("cap", k) for k in range(1, players + 1))
    seen = Counter((seat, bot) for game in range(3 * players)
                   for seat, bot in enumerate(rotated(specs, game)))
    assert set(seen.values()) == {3} and len(seen) == players * players
    assert rotated(specs, 0) == specs


def test_game_seeds_are_the_run_seed_plus_the_index():
    assert [game_seed(10, i) for i in range(3)] == [10, 11, 12]
    assert game_seed(2**63 - 1, 1) == 0


def _wilson_by_search(k: int, n: int, z: float = Z95) -> tuple[float, float]:
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


@pytest.mark.parametrize("k, n", [(0, 10), (10, 10), (5, 10), (1, 3), (512, 1000), (3, 10_000),
                                  (2.5, 7)])
def test_wilson_matches_its_definition(k, n):
    low, high = wilson(k, n)
    want_low, want_high = _wilson_by_search(k, n)
    assert low == pytest.approx(want_low, abs=1e-9)
    assert high == pytest.approx(want_high, abs=1e-9)
    assert 0 <= low <= k / n <= high <= 1


def test_wilson_of_nothing_is_everything_and_it_covers_95_percent():
    assert wilson(0, 0) == (0.0, 1.0)
    rng = random.Random(12)
    p, n, hits = 0.3, 200, 0
    for _ in range(2000):
        k = sum(rng.random() < p for _ in range(n))
        low, high = wilson(k, n)
        hits += low <= p <= high
    assert 0.93 <= hits / 2000 <= 0.97


def test_mean_intervals():
    values = [10, 12, 14, 16]
    mean, low, high = mean_interval(values)
    sd = math.sqrt(sum((v - 13) ** 2 for v in values) / 3)
    assert (mean, high - mean, mean - low) == pytest.approx((13, Z95 * sd / 2, Z95 * sd / 2))
    assert mean_interval([7]) == (7, 7, 7) and mean_interval([]) == (0.0, 0.0, 0.0)
    rng = random.Random(4)
    many = [rng.randint(10, 20) for _ in range(500)]
    assert mean_interval_of_counts(Counter(many)) == pytest.approx(mean_interval(many))


def _outcome(ranks: tuple[int, ...]) -> Outcome:
    return Outcome(tuple(10 - r for r in ranks), ranks)


def test_a_shared_first_place_credits_each_one_kth_and_is_counted_apart():
    tally = Tally("toyplay", 3, "moves")
    tally.record(("low", "low", "random"), _outcome((1, 2, 3)), 10, {"x": (1, 2)})
    tally.record(("random", "low", "low"), _outcome((1, 1, 3)), 12, {"x": (0, 2)})
    tally.record(("low", "random", "low"), _outcome((1, 1, 1)), 14, {})
    summary = tally.summary(seed=1)
    low, rnd = summary["by_bot"]["low"], summary["by_bot"]["random"]
    assert low["seats"] == 6 and rnd["seats"] == 3
    assert low["wins"] == round(1 + 0.5 + 2 / 3, 4)
    assert rnd["wins"] == round(0.5 + 1 / 3, 4)
    assert (low["sole_wins"], low["shared_first"]) == (1, 3)
    assert sum(row["wins"] for row in summary["by_seat"]) == pytest.approx(3, abs=1e-3)
    assert [row["seat"] for row in summary["by_seat"]] == [1, 2, 3]
    assert summary["shared_first"]["count"] == 2
    assert summary["length"]["mean"] == 12 and summary["figures"]["x"]["of"] == 4
    credited = 1 + 0.5 + 2 / 3
    share, bound_low, bound_high = credited / 6, *wilson(credited, 6)
    assert low["win_rate"] == {"share": round(share, 4), "low": round(bound_low, 4),
                               "high": round(bound_high, 4)}
    text = summary_text(summary)
    assert "low: 36.1%" in text and "shared first place: 66.7%" in text


def test_a_log_reads_back_as_json_lines_or_pretty_printed(tmp_path, face):
    from deckmath.solvers import registry

    game = registry.game("toyplay")
    state = face.start(game.load_deck(), 2, 3, {}, True)
    log = game_log.envelope("toyplay", game.load_deck(), 3, 2, {}, ["low", "human"],
                            state.events, None)
    path = tmp_path / "logs.jsonl"
    game_log.write_logs(str(path), [log, log])
    assert [n for n, _ in game_log.read_logs(str(path), "toyplay")] == [1, 2]
    assert next(game_log.read_logs(str(path), "toyplay"))[1] == json.loads(json.dumps(log))
    path.write_text(json.dumps(log, indent=2))
    assert [n for n, _ in game_log.read_logs(str(path), "toyplay")] == [1]
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(log).encode() + b"\n")
    assert [n for n, _ in game_log.read_logs(str(path), "toyplay")] == [1]
    path.write_text(json.dumps(log) + "\n{broken\n")
    with pytest.raises(InputError, match="is not JSON: .* at line 2, column"):
        list(game_log.read_logs(str(path), "toyplay"))


@pytest.mark.parametrize("change, fragment", [
    ({"game": "totaux"}, "log of 'totaux'"), ({"log_version": 1}, "version 1 log"),
    ({"log_version": "2"}, "'log_version' must be a whole number"),
    ({"seed": True}, "'seed' must be a whole number"), ({"seed": ...}, "no field 'seed'"),
    ({"events": {}}, "'events' must be a list"), ({"events": [1]}, "event 1 must be"),
    ({"seats": [[]]}, "seat entry 1 must be"), ({"result": []}, "'result' must be"),
    ({"complete": 1}, "'complete' must be true or false"),
])
def test_a_malformed_envelope_is_one_line(change, fragment):
    log = {"game": "toyplay", "log_version": game_log.LOG_VERSION, "deckmath": "0", "deck": {},
           "seed": 1, "players": 2, "options": {}, "seats": [], "events": [], "result": None,
           "complete": False, **change}
    log = {key: value for key, value in log.items() if value is not ...}
    with pytest.raises(InputError) as err:
        game_log.checked_envelope(log, "toyplay", "game.jsonl")
    assert fragment in str(err.value) and "\n" not in str(err.value)


def test_a_line_past_the_bound_is_refused(tmp_path, monkeypatch):
    from deckmath import conventions

    path = tmp_path / "big.jsonl"
    path.write_bytes(b"{" + b" " * 5000 + b"}\n")
    with pytest.raises(InputError, match="line 1 is longer than"):
        list(conventions.open_lines(str(path), limit=1000))


def test_the_shared_layer_imports_no_numpy_or_numba():
    code = ("import sys, deckmath.play.seats, deckmath.play.log, deckmath.play.replay, "
            "deckmath.play.tally, deckmath.play.simulate, deckmath.play.session; "
            "print(any(m in sys.modules for m in ('numpy', 'numba')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
