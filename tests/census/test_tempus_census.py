"""The Professor Tempus census (solvers/tempus/census.py): the workers' tally equals the public
solver round by round, a round is the same in any chunk, the report is the same bytes whatever
order the chunks are merged in, the solver's values are re-derived by the plain-Python twin and
by the rules written out again (conftest.py), and bad keywords are one InputError line naming
`name=value`."""
from __future__ import annotations

import importlib.util
import itertools
import random
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from deckmath.census.stats import merge
from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus import GAME, Deck, load_deck, reference
from deckmath.solvers.tempus import census as tc
from deckmath.solvers.tempus.solve import solve
ROUNDS = 12
SEED = 5


def _rules_again():
    """tests/tempus/conftest.py, the rules written out again on JSON positions, as a module."""
    path = Path(__file__).resolve().parent.parent / "tempus" / "conftest.py"
    spec = importlib.util.spec_from_file_location("tempus_rules_again", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


AGAIN = _rules_again()


def kernel_best(deck: Deck):
    """The public solver as census.figures takes it: (value, best move)."""
    def best(position):
        found = solve(position, deck)
        return found.value, found.best_move

    return best


@pytest.fixture(scope="module")
def tdeck() -> Deck:
    return load_deck()


@pytest.fixture(scope="module")
def census_plan(tdeck) -> tc.Plan:
    return tc.plan(tdeck, sample=ROUNDS, seed=SEED, chunk_size=5)


@pytest.fixture(scope="module")
def single_rounds(census_plan) -> list[dict]:
    """Each round of the plan tallied alone, as a chunk of one round."""
    params = census_plan.params()
    return [tc.tally_chunk(params, {"index": i, "size": 1, "lo": i, "hi": i + 1})
            for i in range(ROUNDS)]


@pytest.fixture(scope="module")
def chunk_tallies(census_plan) -> list[dict]:
    return [tc.tally_chunk(census_plan.params(), c) for c in census_plan.chunks()]


def test_chunk_tallies_equal_the_public_solver_round_by_round(census_plan, chunk_tallies):
    got = merge(chunk_tallies)
    assert got == tc.tally_direct(census_plan.deck, census_plan.params(), 0, ROUNDS)
    assert got["rounds"] == ROUNDS
    for key in ("margins", "swing"):
        assert sum(got[key].values()) == ROUNDS
    assert sum(row[0] for row in got["by_edge"].values()) == ROUNDS
    assert sum(sum(row.values()) for row in got["standing"].values()) == ROUNDS
    assert got["margin_sum"] == sum(int(k) * v for k, v in got["margins"].items())
    assert got["margin_squares"] == sum(int(k) ** 2 * v for k, v in got["margins"].items())


def test_a_designers_deck_is_censused_on_the_same_deals(tmp_path, tdeck):
    """A count rule of one's own (every card 1 hourglass but the Jokers 3, P1.2) read from a
    deck file: the kernel's tally equals the solver's, and the deals are those of the
    reference deck (dealing does not look at hourglasses)."""
    hourglasses = tuple(3 if i >= 50 else 1 for i in range(63))
    path = tmp_path / "flat.toml"
    path.write_text(Deck("flat", hourglasses).to_toml())
    deck = load_deck(path)
    mine = tc.plan(deck, sample=4, seed=SEED, chunk_size=2)
    got = merge(tc.tally_chunk(mine.params(), c) for c in mine.chunks())
    assert got == tc.tally_direct(deck, mine.params(), 0, 4)
    theirs = tc.plan(tdeck, sample=4, seed=SEED).params()
    assert [tc.deal(mine.params(), i) for i in range(4)] == [tc.deal(theirs, i) for i in range(4)]
    assert tc.report(mine, got, 2)["deck_hourglasses"]["cards_showing"]["3"]["joker"] == 13
    assert tc.report(mine, got, 2)["deck_sha256"] != tc.plan(tdeck).manifest()["deck_sha256"]


def test_any_chunk_alone_equals_its_rounds_inside_a_bigger_run(census_plan, single_rounds,
                                                              chunk_tallies):
    for chunk, tally in zip(census_plan.chunks(), chunk_tallies):
        assert tally == merge(single_rounds[chunk["lo"]:chunk["hi"]])
    bigger = tc.plan(census_plan.deck, sample=10 * ROUNDS, seed=SEED, chunk_size=3)
    inside = bigger.chunks()[2]
    assert (inside["lo"], inside["hi"]) == (6, 9)
    assert tc.tally_chunk(bigger.params(), inside) == merge(single_rounds[6:9])
    assert [tc.deal(bigger.params(), i) for i in range(ROUNDS)] == [
        tc.deal(census_plan.params(), i) for i in range(ROUNDS)]


def test_the_report_is_the_same_bytes_whatever_the_chunk_order(census_plan, single_rounds):
    reports = set()
    rng = random.Random(1)
    for _ in range(6):
        order = single_rounds[:]
        rng.shuffle(order)
        rep = tc.report(census_plan, merge(order), ROUNDS)
        reports.add((orjson.dumps(rep), tc.report_text(rep), orjson.dumps(tc.tables(rep))))
    assert len(reports) == 1


def test_the_report_names_its_figures(census_plan, chunk_tallies):
    rep = tc.report(census_plan, merge(chunk_tallies), 3)
    assert rep["census"] == "tempus" and rep["rounds"] == ROUNDS and rep["chunks"] == 3
    assert sum(rep["margins"].values()) == ROUNDS
    s = rep["shares"]
    assert s["seat1_wins"]["count"] + s["ties"]["count"] + s["seat1_loses"]["count"] == ROUNDS
    for share in s.values():
        assert share["ci95"][0] <= share["share"] <= share["ci95"][1]
    low, high = rep["value"]["ci95"]
    assert low <= rep["value"]["mean"] <= high
    assert rep["value"]["mean"] == pytest.approx(rep["value"]["sum"] / ROUNDS)
    assert rep["deck_hourglasses"]["total"] == sum(census_plan.deck.hourglasses)
    text = tc.report_text(rep)
    assert "seat 1 wins" in text and "decided in the last two moves" in text
    assert "\n" not in text.splitlines()[0] and f"{ROUNDS} rounds sampled (seed {SEED})" in text
    assert tc.plot(rep)[:4] == b"\x89PNG"


def test_tables_have_equal_keys_and_shares_are_counts_of_rounds(census_plan, chunk_tallies):
    rep = tc.report(census_plan, merge(chunk_tallies), 3)
    found = tc.tables(rep)
    assert {"shares", "margins", "swing_last_two", "standing_two_left", "by_dealt_edge",
            "deck"} <= set(found)
    for name, rows in found.items():
        assert rows, name
        assert all(row.keys() == rows[0].keys() for row in rows), name
    assert sum(row["rounds"] for row in found["standing_two_left"]) == ROUNDS
    assert sum(row["cards"] for row in found["deck"]) == 63
    for name, (count, of) in tc.shares(rep).items():
        assert 0 <= count <= of == ROUNDS, name


def test_the_solvers_line_is_replayed_by_the_rules_written_again(tdeck):
    """Each sampled round's principal variation, played by conftest's own rules on JSON: every
    move is legal, the final score (P4.2) equals the solver's value, and near the end (four
    moves or fewer left) the twin (reference.py) and conftest's brute force give the same values
    and the twin the same best move."""
    params = tc.plan(tdeck, sample=3, seed=SEED + 1).params()
    hg = AGAIN.counts(tdeck)
    for index in range(3):
        start = tc.deal(params, index)
        moves = tc.line(start, kernel_best(tdeck))
        pos = start.to_json()
        for position, value, move in moves:
            assert str(move) in AGAIN.moves_of(pos)
            if position.plies_left <= 4:
                twin_value, twin_move, _ = reference.solve(position, tdeck.hourglasses)
                assert (twin_value, twin_move) == (value, move)
            if position.plies_left <= 3:
                assert AGAIN.brute_value(pos, hg, pos["to_move"]) == value
            pos = AGAIN.play(pos, str(move))
        assert not AGAIN.moves_of(pos)
        assert AGAIN.final_score(pos, hg, 1) == moves[0][1]
        assert tc.figures(start, tdeck.hourglasses, kernel_best(tdeck))[0] == moves[0][1]


def test_a_line_that_misses_its_value_is_refused(tdeck):
    """figures() checks the solver's value against the line's end (a lying solver)."""
    honest = kernel_best(tdeck)

    def lying(position):
        value, move = honest(position)
        return value + 1, move

    with pytest.raises(RuntimeError, match="ends on margin|disagree"):
        tc.figures(tc.deal({"seed": 0, "players": 2}, 0), tdeck.hourglasses, lying)


def test_plan_reads_text_and_numbers_and_records_them(tdeck):
    made = tc.plan(tdeck, sample="30", seed="7", chunk_size=" 8 ", players="2")
    assert (made.sample, made.seed, made.chunk_size, made.players) == (30, 7, 8, 2)
    assert [c["size"] for c in made.chunks()] == [8, 8, 8, 6]
    assert [c["index"] for c in made.chunks()] == [0, 1, 2, 3]
    manifest = made.manifest()
    assert {"census": "tempus", "format": tc.FORMAT, "deck": tdeck.name, "players": 2,
            "sample": 30, "seed": 7, "chunk_size": 8}.items() <= manifest.items()
    assert len(manifest["deck_sha256"]) == 64
    assert orjson.loads(orjson.dumps(made.params())) == made.params()
    assert tc.plan(tdeck, **made.keywords()) == made
    assert made.sampled and made.unit == "rounds" and "2 players" in made.title
    fresh = tc.plan(tdeck)
    assert fresh.sample == tc.SAMPLE_DEFAULT and 0 <= fresh.seed < 2**32


@pytest.mark.parametrize("keywords,message", [
    ({"players": "7"}, "players=7: give 2 to 5 players (P2.1)"),
    ({"players": 1}, "players=1: give 2 to 5 players (P2.1)"),
    ({"players": "3"}, "players=3: this census takes 2 players only"),
    ({"players": "5"}, "players=5: this census takes 2 players only"),
    ({"players": "x"}, "players=x: give a whole number, 2 to 5 players (P2.1)"),
    ({"players": "１０"}, "players=10: give 2 to 5 players"),
    ({"players": True}, "players=true: give a whole number"),
    ({"sample": "0"}, "sample=0: give 1 to 10,000,000 rounds"),
    ({"sample": "-1"}, "sample=-1: give 1 to 10,000,000 rounds"),
    ({"sample": "1e9"}, "sample=1e9: give a whole number, 1 to 10,000,000 rounds"),
    ({"sample": 10**40}, "sample=a 41-digit number: give a whole number"),
    ({"sample": "9" * 40}, "sample='9999999999"),
    ({"sample": 2.5}, "sample=2.5: give a whole number"),
    ({"sample": "1\n2"}, "sample='1\\n2': give a whole number"),
    ({"chunk_size": "0"}, "chunk_size=0: give 1 to 10,000 rounds"),
    ({"chunk_size": "10001"}, "chunk_size=10001: give 1 to 10,000 rounds"),
    ({"seed": "-1"}, "seed=-1: give 0 to 9,223,372,036,854,775,807"),
    ({"seed": "s"}, "seed=s: give a whole number, 0 to"),
    ({"hand_size": "8"}, "hand_size=8: the Professor Tempus census takes sample, seed"),
])
def test_bad_keywords_are_one_line_naming_name_equals_value(tdeck, keywords, message):
    with pytest.raises(InputError) as err:
        tc.plan(tdeck, **keywords)
    text = str(err.value)
    assert len(text.splitlines()) == 1 and text.startswith(message), text
    assert "--" not in text


def test_the_game_shows_its_census_and_stays_light():
    assert GAME.census_face() is tc.CENSUS
    assert [o.name for o in tc.CENSUS.options] == ["players"]
    assert tc.CENSUS.tally is tc.tally_chunk and tc.tally_chunk.__module__ == tc.__name__
    code = ("import sys, deckmath.solvers.tempus as t; t.GAME.census_face().plan(t.load_deck(), "
            "sample=3, seed=1).chunks(); heavy = [m for m in sys.modules if m.split('.')[0] in "
            "('numpy', 'numba', 'dask', 'distributed', 'matplotlib')]; print(heavy)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"


def test_merge_keeps_every_count_exact_over_permutations(single_rounds):
    """Merging is associative and commutative on these tallies (whole numbers only)."""
    first = merge(single_rounds[:4])
    for order in itertools.permutations(single_rounds[:4]):
        assert merge(order) == first
