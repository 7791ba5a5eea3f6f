"""Fixtures of the shared whole-game tests: the toy game Rise registered for the test that
asks, and each game with a play face in turn (playkit.play_games)."""
from __future__ import annotations

import sys

import pytest

from deckmath.solvers import registry

from playkit import HERE, TOY, play_games


@pytest.fixture
def toy_registered(monkeypatch):
    """The toy game Rise in the registry, as one package and one registry line."""
    monkeypatch.syspath_prepend(str(HERE))
    monkeypatch.setitem(registry.GAMES, TOY, TOY)
    yield
    for name in [m for m in sys.modules if m == TOY or m.startswith(TOY + ".")]:
        del sys.modules[name]


@pytest.fixture(params=play_games())
def game(request, toy_registered):
    """Each game with a play face in turn (its Game object)."""
    return registry.game(request.param)
