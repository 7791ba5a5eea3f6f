"""One process asked many positions one by one (a notebook's loop) moves from the engine
without numba to the kernel once the first has cost what loading the second would
(solvers/engines.py, the ski-rental rule), for every game whose `solve` has both; the answers
do not change."""
from __future__ import annotations

import importlib
import random

import pytest

from deckmath.solvers import registry
from deckmath.solvers.engines import Rental

GAMES = {
    "celsius": ("deckmath.solvers.celsius.solve", "_TWIN_TIME", lambda s, p: s.solve(p)),
    "totaux": ("deckmath.solvers.totaux.solve", "_NUMPY_TIME",
               lambda s, p: s.solve(p.table, p.variant)),
    "grauso": ("deckmath.solvers.grauso.solve", "_LAYERED_TIME", lambda s, p: s.solve(p)),
}
"""Each game's solve module, the Rental its `engine_for` reads, and one position's solve."""


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_loop_moves_to_the_kernel_once_the_engine_without_numba_has_paid_for_it(
        name, monkeypatch):
    module_name, rental_name, solve = GAMES[name]
    solving = importlib.import_module(module_name)
    game = registry.game(name)
    rental = Rental(getattr(solving, rental_name).kernel_module, load_seconds=0.05)
    importlib.import_module(rental.kernel_module).warm()
    monkeypatch.setattr(solving, rental_name, rental)
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    rng = random.Random(7)
    positions = [game.random_position(game.load_deck(), rng) for _ in range(400)]
    engines, answers = [], []
    for p in positions:
        engine = solving.engine_for(p if name != "totaux" else p.table)
        engines.append(engine)
        answers.append(solve(solving, p))
        if engine == "kernel" and len(engines) > 2 and engines[-2] == "kernel":
            break
    assert "kernel" in engines, f"{name}: {rental.spent:.3f} s spent, still without numba"
    first = engines.index("kernel")
    assert first > 0 and set(engines[first:]) == {"kernel"}
    assert rental.spent >= rental.load_seconds
    for p, answer in zip(positions, answers):
        assert answer == solve(solving, p)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_one_position_is_answered_without_numba(name, monkeypatch):
    """A fresh process's first position (a player at the table) goes to the engine without
    numba: nothing has been spent yet."""
    module_name, rental_name, _ = GAMES[name]
    solving = importlib.import_module(module_name)
    game = registry.game(name)
    monkeypatch.setattr(solving, rental_name, Rental(getattr(solving, rental_name).kernel_module))
    monkeypatch.setattr(solving, "_KERNEL_AT_HAND", False)
    p = game.random_position(game.load_deck(), random.Random(1))
    assert solving.engine_for(p if name != "totaux" else p.table) != "kernel"


def test_a_kernel_not_yet_compiled_waits_for_its_compile_to_be_paid_for_too(monkeypatch):
    """Where numba's cache does not hold the kernel, loading it means compiling it
    (COMPILE_SECONDS): the rule waits until the time spent covers that as well."""
    import sys
    import types

    from deckmath.solvers import compiling

    fake = types.ModuleType("deckmath_fake_rented_kernel")
    fake.COMPILE_SECONDS = 2
    monkeypatch.setitem(sys.modules, fake.__name__, fake)
    monkeypatch.setattr(compiling, "cached", lambda module: False)
    rental = Rental(fake.__name__, load_seconds=0.5)
    rental.spent = 0.4
    assert not rental.due()
    rental.spent = 0.6
    assert not rental.due() and rental.load_seconds == 2.5
    rental.spent = 2.5
    assert rental.due()
