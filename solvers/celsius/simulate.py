"""Many Celsius games between bots (issue 12, item 4), advanced in lockstep: each round, the
positions of every game still running are solved in one solve_many call (the parallel kernel),
then each game's bots claim and the round is settled through the rules (game.py)."""
from __future__ import annotations

import contextlib
import gc
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from deckmath.solvers.celsius.bots import decide
from deckmath.solvers.celsius.deck import Deck, load_deck
from deckmath.solvers.celsius.engine import LOG_VERSION, CelsiusGame
from deckmath.solvers.celsius.solve import solve_many
from deckmath.solvers.simulation import BotSpec, GameOutcome, Tally, game_log, seat_bots

GAMES_MAX = 10_000_000
"""Most games one simulation may ask for."""

CHUNK = 1024
"""Games advanced together: one kernel call per round solves all their positions."""

SEED_MODULUS = 2**63


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` (from 0) of a simulation run with `seed`: seed + index, so any
    game of a run can be played again alone with its own seed."""
    return (seed + index) % SEED_MODULUS


def bot_rng(seed: int) -> random.Random:
    """The random bots' generator for a game, apart from the deal's (a replay deals alike
    without them)."""
    return random.Random(f"celsius-bots-{seed}")


class Counters:
    """The game-specific counts the summary reports as shares."""

    def __init__(self) -> None:
        self.rounds = 0
        self.nobody_could_play = 0
        self.nobody_played = 0
        self.claims = 0
        self.hot_card_taken = 0

    def outcome(self) -> dict[str, tuple[int, int]]:
        return {"nobody_could_play": (self.nobody_could_play, self.rounds),
                "nobody_played": (self.nobody_played, self.rounds),
                "hot_card_taken": (self.hot_card_taken, self.claims)}


def play_games(seeds: Sequence[int], players: int, bots: Sequence[Sequence[BotSpec]],
               deck: Deck | None = None, record: bool = False, engine: str = "auto",
               ) -> list[tuple[CelsiusGame, Counters]]:
    """Play one game per seed to the end, `bots[i]` by seat in game i, in lockstep."""
    deck = deck or load_deck()
    games = [CelsiusGame(seed, players, deck, record=record) for seed in seeds]
    rngs = [bot_rng(seed) for seed in seeds]
    counters = [Counters() for _ in seeds]
    live = list(range(len(games)))
    while live:
        for i in live:
            games[i].deal_table()
        solutions = solve_many([p for i in live for p in games[i].positions()], engine)
        for j, i in enumerate(live):
            game, count = games[i], counters[i]
            solved = solutions[j * players:(j + 1) * players]
            claims = [game.claim(seat, *decide(bot, solved[seat], rngs[i]))
                      for seat, bot in enumerate(bots[i])]
            result = game.settle(claims, solved)
            count.rounds += 1
            count.nobody_could_play += all(s.play is None for s in solved)
            count.nobody_played += result.winner is None
            for claimed in result.claims:
                if claimed.claim.play is not None:
                    count.claims += 1
                    count.hot_card_taken += claimed.reason == "hot-card-taken"
        live = [i for i in live if not games[i].finished]
    return list(zip(games, counters))


def simulate(players: int, specs: Sequence[BotSpec], games: int, seed: int,
             progress: Callable[[int], None] | None = None, engine: str = "auto",
             chunk: int = CHUNK) -> Tally:
    """`games` games between `specs` (rotated over the seats, seat_bots), game i dealt from
    game_seed(seed, i); the tally of their outcomes. `progress(n)` after each n games."""
    deck = load_deck()
    tally = Tally("celsius", players, unit="rounds")
    for start in range(0, games, chunk):
        indices = range(start, min(games, start + chunk))
        bots = [seat_bots(specs, i) for i in indices]
        with _collector_paused():
            played = play_games([game_seed(seed, i) for i in indices], players, bots, deck,
                                engine=engine)
        for seated, (game, count) in zip(bots, played):
            tally.record(GameOutcome(tuple(seated), game.winners(), game.round, count.outcome()))
        if progress is not None:
            progress(len(indices))
    return tally


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a chunk of games is played: the games make many
    small objects and no cycles, and the collector's passes over them took about a quarter of
    the time (measured: 3.75 s against 2.8 s for 1000 games on one core)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def simulation_summary(tally: Tally, specs: Sequence[BotSpec], seed: int) -> dict[str, Any]:
    """The tally's summary with what the run was (bots, seed) for the output."""
    return {**tally.summary(), "bots": [spec.label for spec in specs], "seed": seed,
            "seeds": "game i (from 0) is dealt from seed + i"}


def game_record(game: CelsiusGame, bots: Sequence[BotSpec]) -> dict[str, Any]:
    """A finished game's JSON log (solvers/simulation.py envelope)."""
    return game_log("celsius", LOG_VERSION, game.seed, game.players, bots,
                    [*game.events, game.end_event()])
