"""Many whole games between bots, for every game: game i of a run is dealt from seed + i with
the bots turned i seats (seats.rotated), played through the game's play face in chunks of games
advanced in step (runner.play_out), and tallied (tally.Tally)."""
from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from deckmath.play import log as game_log
from deckmath.play import rows as game_rows
from deckmath.play.runner import new_match, play_out
from deckmath.play.seats import BotSpec, game_seed, rotated
from deckmath.play.tally import ROTATION, SEEDS, Tally
from deckmath.solvers.game import Game, final_outcome

CHUNK = 512
"""Games advanced in step: each step hands the views of all of them to the game's prefetch. A
game without a prefetch has no batch to gain and plays one game at a time: in step, the many
games' states outgrow the processor's caches (a game measured 25% slower at 512 than at 1)."""


def simulate(game: Game, players: int, bots: Sequence[BotSpec], games: int, seed: int,
             deck: Any = None, options: Mapping[str, Any] | None = None,
             sink: Callable[[dict[str, Any]], None] | None = None,
             progress: Callable[[int], None] | None = None, chunk: int | None = None,
             rows: Callable[[list[Any]], None] | None = None) -> dict[str, Any]:
    """Play `games` games of `game` between `bots` (by seat of game 0) and return the summary
    (tally.py's JSON). `sink(log)` receives each game's log, in order, when given; `progress(n)`
    is told of every n games done; `chunk` games are advanced in step (None: CHUNK for a game
    with a prefetch, else 1); `rows(cells)` receives each game's CSV row (play/rows.py)."""
    face = game.play_face()
    if chunk is None:
        chunk = CHUNK if face.prefetch is not None else 1
    deck = game.load_deck() if deck is None else deck
    options = resolved_options(game, options)
    tally = Tally(game.name, players, face.unit)
    for start in range(0, games, chunk):
        indices = range(start, min(games, start + chunk))
        with collector_paused():
            matches = [new_match(face, game.name, deck, game_seed(seed, i), rotated(bots, i),
                                 options, record=sink is not None) for i in indices]
            play_out(face, matches)
        for index, match in zip(indices, matches):
            state = match.state
            outcome = final_outcome(state)
            tally.record(match.labels, outcome, state.length(), state.figures())
            if rows is not None:
                rows(game_rows.row(index + 1, state.seed, state.length(), match.labels, outcome))
            if sink is not None:
                sink(game_log.envelope(game.name, deck, state.seed, players, options,
                                       match.labels, state.events, outcome, match.cut))
        if progress is not None:
            progress(len(indices))
    return tally.summary(seed=seed, seeds=SEEDS, deck=game_log.deck_identity(deck),
                         options=options, bots=[spec.label for spec in bots], rotation=ROTATION)


def resolved_options(game: Game, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The game's options with the defaults of those not given, in the face's order."""
    given = dict(options or {})
    return {option.name: given.get(option.name, option.default)
            for option in game.play_face().options}


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a chunk of games is played: games make many small
    objects and few cycles, and the collector's passes over them cost about a quarter of a
    Celsius simulation's time (measured)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
