"""The shedding solver (rules G2, G3): the numba kernel against its plain-Python twin on
thousands of seeded random hands of 1 to 10 cards, the twin against a brute force written from
the rules on small hands, and every sequence the solver returns replayed play by play through
the checker and through the scratch rules."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.grauso import check_sequence, load_deck, position, solve, solve_many
from deckmath.solvers.grauso.deck import deal_position
from deckmath.solvers.grauso.model import Position, format_sequence

SIZES = {1: 250, 2: 350, 3: 450, 4: 500, 5: 500, 6: 400, 7: 300, 8: 140, 9: 30, 10: 12}
"""Random hands per hand size for the kernel-twin comparison: 2,932 in all. The twin's time
about triples with each card (0.3 s a 9-card hand, 0.9 s a 10-card one on the loaded 2-core
machine), so the largest hands are few: the kernel's growing state and edge arrays (256 and
512 rows at first) are already exercised from 7 cards on."""


def _positions(scratch, seed: int, sizes: dict[int, int]) -> list[Position]:
    """Seeded positions, hands as G1.1 allows (a card once, up to five 0): half with close
    values and many exact opposites (values within -6..6), half over the full range; penguins
    0, 1 or 2; one pile in seven empty (G2.2)."""
    rng = random.Random(seed)
    out = []
    for size, count in sizes.items():
        for k in range(count):
            hand = scratch.hand(rng, size, spread=6 if k % 2 else 25)
            out.append(Position(scratch.top(rng), hand, rng.choice((0, 0, 1, 1, 2))))
    return out


@pytest.fixture(scope="module")
def solved(scratch):
    positions = _positions(scratch, 2026, SIZES)
    return list(zip(positions, solve_many(positions)))


def test_kernel_agrees_with_twin(solved):
    """Every answer of the kernel (fewest plays, optimal sequences, witness, penguins used, good
    first plays) is the twin's, on hands of 1 to 10 cards, with and without penguins, on empty
    and non-empty piles."""
    kinds = {"solvable": 0, "impossible": 0, "penguins used": 0, "empty pile": 0, "several 0": 0}
    for p, kernel_answer in solved:
        twin = solve(p, engine="reference")
        assert kernel_answer == twin, p.to_json()
        kinds["solvable" if twin.fewest else "impossible"] += 1
        kinds["penguins used"] += bool(twin.penguins_used)
        kinds["empty pile"] += p.top is None
        kinds["several 0"] += p.hand.count(0) >= 2  # equal cards: only 0 repeats (G1.1)
    assert min(kinds.values()) >= 100, kinds


def test_single_kernel_agrees_with_batch_kernel(solved):
    for p, batch in solved[::7]:
        assert solve(p) == batch


def test_every_witness_replays(solved, scratch):
    """Each returned sequence, played card by card: legal on the previous top for the library's
    checker and for the scratch rules, the hand emptied, one penguin per flipping play, G3.6 on
    the last play; its length is the fewest plays."""
    checked = 0
    for p, s in solved:
        if s.sequence is None:
            assert s.fewest is None and s.sequences == 0
            continue
        verdict = check_sequence(p, s.sequence, s.fewest)
        assert verdict.valid and verdict.optimal, (p.to_json(), verdict.to_json())
        texts = format_sequence(s.sequence).split()
        assert scratch.replay(p.top, p.hand, p.penguins, texts) == [], (p.to_json(), texts)
        assert len(s.sequence) == s.fewest
        assert s.penguins_used == sum(play.uses_penguin for play in s.sequence)
        assert not s.sequence[-1].uses_penguin and not s.sequence[-1].is_neutral
        assert 1 <= s.good_first <= s.legal_first and s.sequences >= s.good_first
        checked += 1
    assert checked >= 1500


def test_twin_agrees_with_brute_force(scratch):
    """On small hands (1 to 5 cards) the twin's fewest plays, number of optimal sequences,
    good first plays and witness match an exhaustive search written from the rules, and the
    witness uses the fewest penguins any optimal sequence uses."""
    rng = random.Random(7)
    compared = impossible = 0
    for k in range(700):
        size = 1 + k % 5
        p = Position(scratch.top(rng), scratch.hand(rng, size, spread=5 if k % 3 else 25),
                     rng.choice((0, 1, 2)))
        expected = scratch.brute_force(p.top, p.hand, p.penguins)
        twin = solve(p, engine="reference")
        assert twin.fewest == expected.fewest, p.to_json()
        assert twin.sequences == len(expected.optimal), p.to_json()
        if expected.fewest is None:
            impossible += 1
            continue
        assert tuple(format_sequence(twin.sequence).split()) in expected.optimal
        assert twin.good_first == len(expected.first_plays), p.to_json()
        assert twin.penguins_used == expected.fewest_penguins(p.penguins)
        compared += 1
    assert compared >= 300 and impossible >= 50


def test_reference_deals_are_solved_alike():
    """7-card hands as dealt from the reference deck (G1.3), a card or an empty pile on top and
    the starting penguin (G1.2)."""
    deck = load_deck()
    rng = random.Random(3)
    positions = [deal_position(deck, rng) for _ in range(150)]
    for p, s in zip(positions, solve_many(positions)):
        assert s == solve(p, engine="reference")


# Hand-worked positions, one per rule; the expected answers come from the rules, not the solver.

def test_g3_6_no_going_out_with_a_neutral_card():
    """A hand of one neutral card can never go out (G3.6), though it is playable (G3.4)."""
    assert solve(position(3, "0", 2)).fewest is None
    assert solve(position(None, "0 0", 0)).fewest is None


def test_g3_6_no_going_out_with_a_penguin():
    """+12 on 5 needs a flip (G3.5), and going out with one is not allowed (G3.6)."""
    assert solve(position(5, "+12", 1)).fewest is None


def test_g3_6_last_card_neutral_forces_another_order():
    """top 3, hand 0 +5: 0 then +5 fails (5 not below 0, G3.2 needs a non-zero top); +5 first
    is not lower than 3; with a penguin +5~ then 0 goes out on a neutral card: impossible."""
    assert solve(position(3, "0 +5", 1)).fewest is None
    s = solve(position(3, "0 -5", 0))
    assert (s.fewest, format_sequence(s.sequence)) == (2, "0 -5")


def test_g3_4_neutral_on_anything():
    """A neutral card goes on -25 (G3.4), and -3 then goes on 0 (G3.1)."""
    s = solve(position(-25, "0 -3", 0))
    assert (s.fewest, format_sequence(s.sequence), s.sequences) == (2, "0 -3", 1)


def test_g3_2_exact_opposite_but_not_on_zero():
    assert solve(position(13, "-13", 0)).fewest == 1
    assert solve(position(-13, "+13", 0)).fewest == 1
    assert solve(position(0, "+5", 0)).fewest is None


def test_g3_3_pair_summing_to_zero_is_a_pair_not_a_neutral_card():
    """-14&+14 is worth 0: lower than 1, so it goes out in one play (a neutral card could not,
    G3.6); on a top of 0 it is not lower, so the cards go one by one (-14, then +14 by G3.2)."""
    assert solve(position(1, "+14 -14", 0)).fewest == 1
    s = solve(position(0, "+14 -14", 0))
    assert (s.fewest, format_sequence(s.sequence)) == (2, "-14 +14")


def test_g3_3_size_limit_on_an_empty_pile():
    """On an empty pile +20&+10 (30) is beyond the limit (G2.2, G3.3): two plays."""
    s = solve(position(None, "+20 +10", 0))
    assert (s.fewest, format_sequence(s.sequence)) == (2, "+20 +10")


def test_g3_5_penguin_flip_then_opposite(scratch):
    """top 5, hand -12 -3 +9: without a penguin -12 or -3 go down but +9 never follows (not
    lower, nor the opposite of -12, -3 or -15; -12&+9 leaves -3, -3&+9 is 6): no way out. With
    one, -12&-3~ (-12 + 3 = -9, G3.3, G3.5) then +9 on -9 (G3.2): two plays, one penguin."""
    assert solve(position(5, "-12 -3 +9", 0)).fewest is None
    s = solve(position(5, "-12 -3 +9", 1))
    assert (s.fewest, s.penguins_used) == (2, 1)
    optimal = scratch.brute_force(5, (-12, -3, 9), 1).optimal
    assert ("-12&-3~", "+9") in optimal and tuple(format_sequence(s.sequence).split()) in optimal


def test_g3_5_flip_both_cards_of_a_pair():
    """top -12, hand +10 +3 -25, one penguin: only +3~&+10~ (-13) then -25 goes out."""
    s = solve(position(-12, "+10 +3 -25", 1))
    assert (s.fewest, format_sequence(s.sequence), s.sequences) == (2, "+3~&+10~ -25", 1)


def test_witness_keeps_penguins_when_it_can(scratch):
    """top 10, hand +5 +3 +2, one penguin: +2&+5 (7) then +3 goes out in two without a penguin,
    and so does +2&+5~ (-3) then +3 (G3.2) with one; the witness keeps the penguin."""
    s = solve(position(10, "+5 +3 +2", 1))
    assert s.fewest == 2 and s.penguins_used == 0
    optimal = scratch.brute_force(10, (5, 3, 2), 1).optimal
    assert ("+2&+5~", "+3") in optimal and tuple(format_sequence(s.sequence).split()) in optimal


def test_solve_takes_the_layered_search_and_answers_as_the_kernel(scratch, monkeypatch):
    """solve's default engine (solve.engine_for) is the layered search in plain Python at every
    hand size while the kernel is not loaded, and its answer is the kernel's."""
    import importlib

    solving = importlib.import_module("deckmath.solvers.grauso.solve")
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    positions = _positions(scratch, 7, {1: 3, 5: 3, 8: 3, 9: 3, 10: 6})
    assert {solving.engine_for(p) for p in positions} == {"layered"}
    layered = [solve(p) for p in positions]
    assert layered == [solve(p, engine="kernel") for p in positions]


def test_layered_search_agrees_with_kernel(solved):
    """Every answer of the layered search (fewest plays, optimal sequences, witness, penguins
    used, good first plays) is the kernel's, on the 2,932 positions the twin is held to."""
    for p, kernel_answer in solved:
        assert solve(p, engine="layered") == kernel_answer, p.to_json()


def test_layered_search_agrees_with_kernel_on_big_hands(scratch):
    """The same on 600 hands of 9 and 10 cards, where the deepened bound and the edges back
    from the last layer do the most work (too slow for the twin, quick for the search)."""
    positions = _positions(scratch, 2031, {9: 200, 10: 400})
    for p, kernel_answer in zip(positions, solve_many(positions)):
        assert solve(p, engine="layered") == kernel_answer, p.to_json()


def test_solve_refuses_an_unknown_engine():
    with pytest.raises(ValueError, match="unknown engine 'numpy'"):
        solve(position(10, "+5 +3 +2", 1), engine="numpy")
