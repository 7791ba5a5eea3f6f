"""The Grauso census (solvers/grauso/census.py): the workers' function equals the public solver
question by question (every hand of small decks, samples), every distinct hand is enumerated
once with its ways to be dealt, the report is the same bytes whatever order chunks finish in,
the solver's answers it counts pass the checker, and bad keywords are one line naming
`name=value`."""
from __future__ import annotations

import itertools
import random
from collections import Counter
from math import comb

import orjson
import pytest

from deckmath.census.stats import merge
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import GAME, Position, check_sequence, load_deck, solve, solve_many
from deckmath.solvers.grauso import census as gc


@pytest.fixture(scope="module")
def small_deck(tmp_path_factory):
    """15 cards (+1..+6, -1..-6, three 0) and 2 penguins: every hand of 4 is quick to solve,
    and the third seat of three holds no penguin (G1.2)."""
    path = tmp_path_factory.mktemp("deck") / "small.toml"
    path.write_text('name = "small"\nheat = [1, 2, 3, 4, 5, 6]\ncold = [-1, -2, -3, -4, -5, -6]\n'
                    "neutral = 3\npenguins = 2\n")
    return load_deck(path)


def _check_sums(got: dict, plan: gc.Plan) -> None:
    """Histograms add up to the units; seat 1's first-out count is within the race."""
    n = got["units"]
    assert got["hands"] == plan.units
    for held in ("0", "1"):
        assert sum(got["fewest"][held].values()) == n
        assert got["out_alone"][int(held)] == n - got["fewest"][held].get("null", 0)
    assert sum(got["race"].values()) == n
    assert sum(got["excess"].values()) == n
    assert got["first_out_strict"] <= got["race"].get("1", 0)
    assert sum(got["sole"]) <= got["with_bottleneck"] <= sum(got["bottleneck"])
    assert all(b <= h for b, h in zip(got["bottleneck"], got["held"]))


@pytest.mark.parametrize("case", ["every-hand-of-4-small-deck", "every-hand-of-2",
                                  "sample-of-7", "sample-of-5-players-6"])
def test_chunk_tallies_equal_the_solver_question_by_question(case, small_deck):
    plan = {"every-hand-of-4-small-deck": lambda: gc.plan(small_deck, all_hands=True, players=3, hand_size=4,
                                                          seed=3, chunk_size=97),
            "every-hand-of-2": lambda: gc.plan(load_deck(), all_hands=True, players=3, hand_size=2,
                                               chunk_size=400),
            "sample-of-7": lambda: gc.plan(load_deck(), sample=120, seed=9, chunk_size=37),
            "sample-of-5-players-6": lambda: gc.plan(load_deck(), sample=80, seed=2,
                                                     players=6, chunk_size=30)}[case]()
    params = plan.params()
    chunks = plan.chunks()
    assert [c["index"] for c in chunks] == list(range(len(chunks)))
    assert sum(c["size"] for c in chunks) == plan.units
    got = merge(gc.tally_chunk(params, c) for c in chunks)
    assert got == gc.tally_direct(params, 0, plan.units)
    _check_sums(got, plan)
    if not plan.sampled:
        assert got["units"] == comb(len(plan.deck.cards), plan.hand_size)


@pytest.mark.parametrize("k", [2, 3])
def test_every_distinct_hand_once_weighted_by_its_ways_to_be_dealt(k, small_deck):
    """Against itertools over the deck's cards (copies of 0 told apart, G1.1): each multiset
    once, its weight how many k-card subsets make it; the other seats hold the rest."""
    for deck in (load_deck(), small_deck):
        plan = gc.plan(deck, all_hands=True, players=3, hand_size=k)
        seen: Counter = Counter()
        for hands, weight in gc.units_of(plan.params(), 0, plan.units):
            assert hands[0] not in seen
            seen[hands[0]] = weight
            assert len(hands) == 3 and all(len(h) == k for h in hands)
            left = Counter(deck.cards)
            left.subtract(Counter(v for h in hands for v in h))
            assert min(left.values()) >= 0
        ways = Counter(tuple(sorted(h)) for h in itertools.combinations(deck.cards, k))
        assert seen == ways
        assert sum(seen.values()) == comb(len(deck.cards), k)


def test_sampled_deals_are_disjoint_hands_in_seat_order():
    plan = gc.plan(load_deck(), sample=50, seed=4, players=5)
    for i, (hands, weight) in enumerate(gc.units_of(plan.params(), 0, 50)):
        dealt = random.Random(f"4:{i}").sample(list(load_deck().cards), 25)
        assert hands == tuple(tuple(sorted(dealt[s * 5:(s + 1) * 5])) for s in range(5))
        assert weight == 1


def test_report_is_the_same_bytes_whatever_the_chunk_order(small_deck):
    for plan in (gc.plan(small_deck, all_hands=True, players=3, hand_size=3, chunk_size=20),
                 gc.plan(load_deck(), sample=90, seed=1, chunk_size=10)):
        results = [gc.tally_chunk(plan.params(), c) for c in plan.chunks()]
        want = orjson.dumps(gc.report(plan, merge(results), len(results)))
        for seed in range(3):
            random.Random(seed).shuffle(results)
            assert orjson.dumps(gc.report(plan, merge(results), len(results))) == want


def test_the_solver_answers_the_census_counts_pass_the_checker(small_deck):
    """Every question of 40 dealt deals and of every hand of 3 of a small deck, seat 1's shorter
    hands included, solved by the kernel batch the workers run: a way out is a legal sequence
    of that length (G3, G3.6), and a hand the kernel says cannot go out cannot by the
    plain-Python twin either."""
    asked = []
    for plan in (gc.plan(load_deck(), sample=40, seed=11),
                 gc.plan(small_deck, all_hands=True, players=3, hand_size=3)):
        for unit in gc.units_of(plan.params(), 0, plan.units):
            asked += gc.questions(unit, plan.deck.penguins)
            asked += [(gc.without(unit[0][0], v), 1) for v in gc.removals(unit[0][0])]
    positions = [Position(None, hand, held) for hand, held in asked]
    solutions = solve_many(positions)
    for position, s in zip(positions, solutions):
        if s.fewest is None:
            assert solve(position, "reference").fewest is None
            continue
        verdict = check_sequence(position, s.sequence, s.fewest)
        assert verdict.valid and len(s.sequence) == s.fewest and verdict.optimal
    assert sum(s.fewest is None for s in solutions) > 50


@pytest.mark.parametrize("kwargs,fragment", [
    ({"sample": 0}, "sample=0: give 1 to 100,000,000 deals"),
    ({"sample": "-1"}, "sample=-1: give 1 to"),
    ({"sample": "1e9"}, "sample=1e9: give 1 to"),
    ({"sample": "x"}, "sample=x: give 1 to"),
    ({"sample": 10**40}, "sample=a 41-digit number: give 1 to"),
    ({"sample": str(10**40)}, "sample='1000000000"),
    ({"sample": 5.5}, "sample=5.5: give 1 to"),
    ({"sample": True}, "sample=true: give 1 to"),
    ({"sample": 5, "players": "１０"}, "players=10: give 3 to 6 players (G1.3)"),
    ({"sample": 5, "players": "2"}, "players=2: give 3 to 6 players (G1.3)"),
    ({"sample": 5, "players": "x"}, "players=x: give 3 to 6"),
    ({"sample": 5, "players": "1e9"}, "players=1e9: give 3 to 6"),
    ({"sample": 5, "players": "-1"}, "players=-1: give 3 to 6"),
    ({"sample": 5, "players": str(10**40)}, "players="),
    ({"sample": 5, "hand_size": "11"}, "hand_size=11: give 2 to 10 cards"),
    ({"sample": 5, "hand_size": "1"}, "hand_size=1: give 2 to 10 cards"),
    ({"sample": 5, "players": "6", "hand_size": "10"},
     "hand_size=10: 6 hands of 10 need 60 cards; deck "),
    ({"sample": 5, "chunk_size": "0"}, "chunk_size=0: give 1 to 1,000,000 hands or deals"),
    ({"sample": 5, "chunk_size": "1\x00"}, "chunk_size="),
    ({"sample": 5, "seed": "x"}, "seed must be a whole number"),
    ({"sample": 5, "seed": 10**40}, "far too large"),
    ({"all_hands": True, "hand_size": "8"}, "all_hands=True: deck "),
    ({}, "give either sample=N or all_hands=True"),
    ({"sample": 5, "colour": "red"}, "colour=red: not an option of the Grauso census"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_bad_keywords_are_one_line_naming_the_keyword(kwargs, fragment):
    with pytest.raises(InputError) as caught:
        gc.plan(load_deck(), **kwargs)
    message = str(caught.value)
    assert fragment in message
    assert "\n" not in message and "--" not in message


def test_the_face_reads_its_options_as_typed():
    plan = GAME.census_face().plan(load_deck(), sample="２０", seed="7", chunk_size="6",
                                   players="5", hand_size=None)
    assert (plan.sample, plan.seed, plan.chunk_size, plan.players, plan.hand_size) == (
        20, 7, 6, 5, 5)
    assert plan.title == "Grauso census (hands of 5)" and plan.unit == "deals" and plan.sampled
    every = gc.plan(load_deck(), all_hands=True)
    assert every.hand_size == 7 and every.unit == "hands" and not every.sampled
    assert every.units == 118_144_985
    manifest = plan.manifest()
    assert manifest["census"] == "grauso" and manifest["format"] == gc.FORMAT
    assert len(manifest["deck_sha256"]) == 64
    assert orjson.loads(orjson.dumps(plan.params())) == plan.params()
    assert [o.name for o in GAME.census_face().options] == ["all_hands", "players", "hand_size"]


def test_tables_have_equal_keys_and_shares_are_counts_of_the_units(small_deck):
    for plan in (gc.plan(small_deck, all_hands=True, players=3, hand_size=4, chunk_size=500,
                         seed=5),
                 gc.plan(load_deck(), sample=60, seed=3)):
        tally = merge(gc.tally_chunk(plan.params(), c) for c in plan.chunks())
        rep = gc.report(plan, tally, len(plan.chunks()))
        tables = gc.tables(rep)
        assert set(tables) == {"shares", "fewest", "race", "excess", "by_value"}
        for rows in tables.values():
            assert rows and all(list(r) == list(rows[0]) for r in rows)
        for name, (count, of) in gc.shares(rep).items():
            assert 0 <= count <= of == rep["units"], name
        assert sum(r[plan.unit] for r in tables["race"]) == rep["units"]
        text = gc.report_text(rep)
        assert text.startswith("Grauso census: ") and "seat 1 goes out first" in text
        # An interval reads "[95%: low .. high]"; an exact share may itself end in 95%.
        assert ("[95%:" in text) == plan.sampled


def test_the_figure_is_a_png(small_deck):
    plan = gc.plan(small_deck, all_hands=True, players=3, hand_size=2)
    tally = gc.tally_chunk(plan.params(), plan.chunks()[0])
    assert gc.plot(gc.report(plan, tally, 1))[:4] == b"\x89PNG"


def test_a_table_too_large_for_the_deck_names_the_players_when_the_hand_size_is_g13s(tmp_path):
    path = tmp_path / "tiny.toml"
    path.write_text('name = "tiny"\nheat = [1, 2, 3, 4, 5, 6, 7, 8]\n'
                    "cold = [-1, -2, -3, -4, -5, -6, -7, -8]\nneutral = 5\npenguins = 6\n")
    with pytest.raises(InputError, match=r"^players=4: 4 hands of 7 need 28 cards; deck tiny "
                                         r"has 21 \(G1.3\)$"):
        gc.plan(load_deck(path), sample=5)
