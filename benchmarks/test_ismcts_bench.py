"""The search bot (play/ismcts.py) in every game: iterations (playouts) a second from a dealt
position, and decisions a second at each budget of the ladder (ismcts:10, :100), one core.
Celsius also runs with its positions solved by the plain-Python twin instead of the kernel
(solutions.ENGINE), the Python path beside the kernel one.

Run: python -m pytest benchmarks/test_ismcts_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import random

import pytest

from deckmath.play import ismcts
from deckmath.play.runner import choose
from deckmath.play.simulate import resolved_options
from deckmath.solvers import registry

GAMES = [name for name in registry.names() if registry.game(name).play is not None]

ITERATIONS = 100
"""Iterations of one timed search."""


def _position(name: str):
    """A game dealt from seed 3, played by its playout bots for three decisions and on to the
    first where the seat to move has more than one action to weigh."""
    game = registry.game(name)
    face = game.play
    options = resolved_options(game, None)
    players = max(face.players[0], 2)
    state = face.start(game.load_deck(), players, 3, options, False)
    bots = [face.bots[face.playout_bot].make(None, random.Random(seat), options)
            for seat in range(1, players + 1)]
    for step in range(200):
        seat = state.to_move()
        if step >= 3 and len(ismcts.actions_of(face, state, seat)) > 1:
            break
        state.apply(bots[seat - 1].decide(state.view(seat)))
    return game, state


def _search(game, state, iterations: int, seed: int) -> None:
    face = game.play
    bot = ismcts.IsmctsBot(face, random.Random(seed), resolved_options(game, None),
                           iterations=iterations)
    seat = state.to_move()
    choose(bot, state, seat, state.view(seat))


@pytest.mark.parametrize("name", GAMES)
def test_iterations_per_second(benchmark, one_core, name):
    game, state = _position(name)
    _search(game, state, 5, 0)
    benchmark.pedantic(_search, args=(game, state, ITERATIONS, 1), rounds=3, iterations=1)
    benchmark.extra_info["iterations_per_second"] = ITERATIONS / benchmark.stats.stats.min


def test_celsius_iterations_per_second_with_the_twin(benchmark, monkeypatch):
    """Celsius with every position of the search solved by reference.py."""
    from deckmath.solvers.celsius import solutions

    monkeypatch.setattr(solutions, "ENGINE", "reference")
    solutions.clear()
    game, state = _position("celsius")
    benchmark.pedantic(_search, args=(game, state, 20, 1), rounds=1, iterations=1)
    benchmark.extra_info["iterations_per_second"] = 20 / benchmark.stats.stats.min


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("budget", [10, 100])
def test_decisions_per_second(benchmark, one_core, name, budget):
    """Whole decisions at a ladder budget, from the same position."""
    game, state = _position(name)
    _search(game, state, 2, 0)
    benchmark.pedantic(_search, args=(game, state, budget, 2), rounds=3, iterations=1)
    benchmark.extra_info["decisions_per_second"] = 1 / benchmark.stats.stats.min
