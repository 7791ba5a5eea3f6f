"""`solve` and `solve_many` (library) answer with the kernel once this process has it loaded,
and with the twin for small hands before that (solve.engine_for): the answers are the same."""
from __future__ import annotations

import importlib
import random

import pytest

from deckmath.solvers.celsius import Position, parse_hand, solve, solve_many
solving = importlib.import_module("deckmath.solvers.celsius.solve")


def test_small_hands_go_to_the_twin_until_the_kernel_is_loaded(monkeypatch):
    """Before the kernel is loaded a 7-card hand goes to the twin; a 11-card hand loads the
    kernel, and from then on the 7-card hand goes to the kernel too."""
    small = Position(10, (22, 40), parse_hand("+1 x2 x? -3 /2 +5 x4"))
    big = Position(10, (22, 40), parse_hand("+1 x2 x? -3 /2 +5 x4 +3 x3 -1 +2"))
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    assert solving.engine_for(small) == "reference"
    assert solving.engine_for(big) == "kernel"
    solve(big)
    assert solving.kernel_loaded()
    assert solving.engine_for(small) == "kernel"


@pytest.mark.parametrize("seed", range(4))
def test_kernel_and_twin_answer_alike_on_small_hands(seed, draw_position, describe,
                                                     verify_witnesses):
    """C4.3-C4.5: with the kernel loaded, `solve` (now the kernel) and the twin give the same
    solutions, witnesses included, on 1 to 10 cards; solve_many of a few hands too."""
    solve(Position(10, (22, 40), parse_hand("+1 x2 x? -3 /2 +5 x4 +3 x3 -1 +2")))
    assert solving.kernel_loaded()
    rng = random.Random(9600 + seed)
    positions = [draw_position(rng, rng.randint(1, 10), rng.choice((2, 4))) for _ in range(200)]
    for p in positions:
        s = solve(p)
        verify_witnesses(s)
        assert s == solve(p, engine="reference"), describe(p)
    assert solve_many(positions[:5]) == [solve(p, engine="reference") for p in positions[:5]]
