"""The bounds the whole-game commands (simulate, ladder) check their options against and the
players a ladder seats by default, in a module of their own: building a game's commands reads
them and imports none of the machinery that runs the games."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckmath.solvers.game import PlayFace

SIMULATE_GAMES_MAX = 10_000_000
"""Most games one simulation may ask for."""

LADDER_GAMES_MAX = 1_000_000
"""Most games a ladder's pair may ask for."""

LADDER_CHUNK = 100
"""Most games of one pair in a ladder's task by default: seconds of the slowest bots, enough
that Dask's overhead is nothing; fewer when a pair has few games (ladder.default_chunk)."""


def default_players(face: PlayFace) -> int:
    """Two players where the game allows it, else its fewest (Grauso: 3)."""
    return max(2, face.players[0])
