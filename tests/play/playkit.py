"""Helpers of the shared whole-game tests (named apart from conftest.py, which other test
folders have too): the games the suites run over (every registered game with a play face, and
the toy game Rise, tests/play/toyplay) and bot choices made from seeded generators."""
from __future__ import annotations

import random
from typing import Any
from pathlib import Path

from deckmath.solvers import registry

HERE = Path(__file__).resolve().parent
TOY = "toyplay"


def play_games() -> list[str]:
    """The games the shared suites run over: the registry's with a play face, and the toy."""
    return [name for name in registry.names() if registry.game(name).play is not None] + [TOY]


def random_labels(game, players: int, rng: random.Random) -> tuple:
    """Bot specs for every seat, each a kind of the game chosen at random (its argument too)."""
    from deckmath.play.seats import BotSpec

    specs = []
    for _ in range(players):
        kind = rng.choice(list(game.play.bots.values()))
        arg = None if kind.arg_range is None else rng.randint(*kind.arg_range)
        specs.append(BotSpec(kind.name, arg))
    return tuple(specs)


def cheapest_bots(game, players: int) -> tuple:
    """Every seat the game's first (weakest, quickest) bot kind."""
    from deckmath.play.seats import BotSpec

    kind = next(iter(game.play.bots.values()))
    arg = None if kind.arg_range is None else kind.arg_range[1]
    return (BotSpec(kind.name, arg),) * players


def players_of(game, index: int) -> int:
    """Players for the index-th game of a loop: every count the game allows, in turn."""
    low, high = game.play.players
    return low + index % (high - low + 1)


def play_face(name: str) -> Any:
    """The play face of a registered game."""
    face = registry.game(name).play
    assert face is not None
    return face


def exact_value(face: Any, state: Any, seat: int) -> float:
    """Seat's exact reward from `state` with every card as it truly lies, every other seat
    playing against it (paranoid minimax over the actions the search considers,
    ismcts.actions_of: the legal ones, or the game's candidates where actions are free-form).
    A node stops at the first action reaching its mover's bound (1 for `seat`, 0 for the
    others): rewards lie in [0, 1], so the value stays exact."""
    from deckmath.play import ismcts
    from deckmath.solvers.game import seat_to_move

    if state.over:
        return ismcts.rewards(state)[seat - 1]
    mover = seat_to_move(state)
    mine = mover == seat
    bound = 1.0 if mine else 0.0
    best = 1.0 - bound
    for _, action in ismcts.actions_of(face, state, mover):
        child = state.clone()
        child.apply(action)
        value = exact_value(face, child, seat)
        best = max(best, value) if mine else min(best, value)
        if best == bound:
            break
    return best
