"""The search bot at `play`'s default level (play/levels.py, `medium`) over whole games of every
game: the CPU time of each of seat 1's decisions against the game's playout bots, and the
slowest, which the 1-second target is about. CPU time (process_time), so that other work on a
shared machine slows the figures less than wall time would.

Run: NUMBA_NUM_THREADS=1 python benchmarks/slowest_decision.py [--games 15] [GAME ...]
"""
from __future__ import annotations

import argparse
import random
import time

from deckmath.play import ismcts
from deckmath.play.levels import DEFAULT, level_bots
from deckmath.play.runner import choose
from deckmath.play.seats import parse_bot
from deckmath.play.simulate import resolved_options
from deckmath.solvers import registry


def decisions(name: str, games: int) -> list[float]:
    """Seconds of CPU of every decision of seat 1 over `games` games from seeds 0, 1, ..."""
    game = registry.game(name)
    face = game.play_face()
    options = resolved_options(game, None)
    spec = parse_bot(level_bots(DEFAULT, face), face)
    players = face.default_players
    seconds = []
    for seed in range(games):
        state = face.start(game.load_deck(), players, seed, options, False)
        search = ismcts.IsmctsBot(face, random.Random(seed), options, iterations=spec.arg)
        others = [face.bots[str(face.playout_bot)].make(None, random.Random(seat), options)
                  for seat in range(2, players + 1)]
        while not state.over:
            seat = state.to_move()
            if seat == 1:
                start = time.process_time()
                action = choose(search, state, 1, state.view(1))
                seconds.append(time.process_time() - start)
            else:
                action = others[seat - 2].decide(state.view(seat))
            state.apply(action)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_named", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=15)
    args = parser.parse_args()
    for name in args.games_named or [n for n in registry.names()
                                     if registry.game(n).play is not None]:
        decisions(name, 1)
        seconds = sorted(decisions(name, args.games))
        players = registry.game(name).play_face().default_players
        print(f"{name} ({players} players, {args.games} games, {len(seconds)} decisions): "
              f"mean {1000 * sum(seconds) / len(seconds):.0f} ms, "
              f"p90 {1000 * seconds[int(0.9 * len(seconds))]:.0f} ms, "
              f"slowest {1000 * seconds[-1]:.0f} ms", flush=True)


if __name__ == "__main__":
    main()
