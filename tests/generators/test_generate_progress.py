"""Generating a set tells its progress puzzle by puzzle (the command line's bar on stderr, the
page's job, a notebook's callback), not once per batch of 512 candidates; and grading the
candidates in slices keeps the very same set, held over the registry."""
from __future__ import annotations

import pytest

from deckmath.generators import puzzle_set
from deckmath.solvers import registry
from deckmath.solvers.library import GameLibrary

KINDS = [(game, kind) for game in registry.names() for kind in registry.game(game).puzzle_kinds]


@pytest.mark.parametrize("game,kind", KINDS)
def test_progress_is_told_for_every_puzzle_kept(game, kind):
    told: list[int] = []
    sheet = GameLibrary(game).generate(kind=kind, count=5, grade=2, seed=3, progress=told.append)
    assert len(sheet) == 5
    assert told == sorted(told) and told[-1] == 5
    assert set(range(1, 6)) <= set(told), told


@pytest.mark.parametrize("game,kind", KINDS)
def test_grading_in_slices_keeps_the_same_set(game, kind, monkeypatch):
    """The same puzzles and the same count of deals as grading a whole batch at once."""
    made = GameLibrary(game).generate(kind=kind, count=4, grade=3, seed=8)
    monkeypatch.setattr(puzzle_set, "SLICE", puzzle_set.BATCH)
    whole = GameLibrary(game).generate(kind=kind, count=4, grade=3, seed=8)
    assert made.to_json() == whole.to_json()
