"""Grauso games set to a situation by hand, for the tests of the rules (G3-G7): the table,
an action typed as a person types it, and a refused action checked to change nothing."""
from __future__ import annotations

import pytest

from deckmath.solvers.game import IllegalMove
from deckmath.solvers.grauso import load_deck
from deckmath.solvers.grauso.actions import parse_action
from deckmath.solvers.grauso.engine import GrausoGame, start


def table(hands, draw, *, top=None, point=None, penguins=None, centre=0, turn=1, starter=1,
          round_=1, size=None) -> GrausoGame:
    """A game set to a situation: the hands (seat 1 first), the draw pile (front first), the
    point pile's top and cards, the penguins held and in the centre, whose turn, the round's
    starter and number."""
    game = start(load_deck(), len(hands), 0, {}, True)
    game.hands = [sorted(h) for h in hands]
    game.draw = list(draw)
    game.top = top
    game.point = list(point if point is not None else ([] if top is None else [top]))
    game.penguins = list(penguins if penguins is not None else [1] * len(hands))
    game.centre = centre
    game.turn, game.starter, game.round = turn, starter, round_
    if size is not None:
        game.size = size
    game.events.clear()
    return game


def act(game: GrausoGame, text: str) -> dict | None:
    """Apply an action written as a person types it; the event it made, if recorded."""
    before = len(game.events)
    game.apply(parse_action(text))
    return game.events[before] if len(game.events) > before else None


def snapshot(game: GrausoGame):
    return (tuple(game.view(seat) for seat in range(1, game.players + 1)), game.to_move(),
            [list(h) for h in game.hands], [list(p) for p in game.piles], list(game.draw),
            list(game.point), game.top, list(game.penguins), game.centre, list(game.totals),
            len(game.events), game.moves, game.scoring)


def refused(game: GrausoGame, text: str) -> IllegalMove:
    """The action is refused and the game is as it was."""
    before = snapshot(game)
    with pytest.raises(IllegalMove) as err:
        game.apply(parse_action(text))
    assert snapshot(game) == before
    return err.value


def sign_all(game: GrausoGame) -> None:
    """Every seat to sign signs its first choice."""
    while game.scoring:
        game.apply(game.legal_actions()[0])
