"""deckmath's levels against OpenSpiel's ISMCTSBot (open_spiel.python.algorithms.ismcts) at equal
CPU time a decision: the outside yardstick of docs/strength. The game is exposed to OpenSpiel
through the play face (openspiel_game.py); open_spiel is a benchmark-only dependency
(`pip install open-spiel` in a venv of your own).

Game i (from 0) is dealt from seed + i, the level in seat i % players + 1, OpenSpiel's bot in
every other seat (with 3 players the level is alone against two). Equal CPU time: each decision of OpenSpiel's bot runs simulations until it has
spent, in CPU seconds of its thread, the mean CPU time of the level's decisions so far (a first
game of the level against itself, not counted, sets it); every decision is timed with
time.thread_time. OpenSpiel's bot is its own, as its authors configure it: UCT with c = 2, the
most visited action, world samples drawn fresh each simulation, and rollouts by its
RandomRolloutEvaluator (uniform random actions, one rollout), or, with --rollout playout, by
the game's own playout bot (PlayFace.playout_bot), which gives it deckmath's knowledge of the
game. The level's win share (a shared first place credits 1/k) has a 95% Wilson interval
against the fair share.

Run (NUMBA_NUM_THREADS=1 on a shared machine):
    python benchmarks/openspiel_match.py tempus --level medium --games 60 --seed 1 --json out.json
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from typing import Any

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import openspiel_game  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from deckmath.play.levels import level_bots  # noqa: E402
from deckmath.play.runner import choose  # noqa: E402
from deckmath.play.seats import game_seed, make_bot, parse_bot  # noqa: E402
from deckmath.solvers import registry  # noqa: E402
from deckmath.solvers.stats import wilson  # noqa: E402

UCT_C = 2.0
"""OpenSpiel's exploration constant for ISMCTSBot in its own examples (returns in [-1, 1]
there; here in [0, 1], so a larger constant than deckmath's 0.7 explores more)."""


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTSBot, its search run until a CPU budget (this thread's) is spent instead
    of a number of simulations; at least two simulations, as its first only expands the root
    (whose visits its final policy reads). The rest is its own code."""

    def __init__(self, game: Any, evaluator: Any, seconds: float, rng: np.random.RandomState
                 ) -> None:
        super().__init__(game, evaluator, UCT_C, max_simulations=1, random_state=rng)
        self.seconds = seconds
        self.simulations = 0

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.thread_time() + self.seconds
        done = 0
        while True:
            self.run_simulation(self.sample_root_state(state))
            done += 1
            if done >= 2 and time.thread_time() >= deadline:
                break
        self.simulations += done
        return self.get_final_policy(state, self._root_node)


class PlayoutEvaluator(mcts.Evaluator):
    """Rollouts by the game's playout bot (deckmath's greedy or solver bot), each seat from its
    own view: OpenSpiel's search with deckmath's knowledge of the game."""

    def __init__(self, face: Any, rng: random.Random) -> None:
        self.face, self.rng = face, rng

    def evaluate(self, state: Any) -> np.ndarray:
        inner = state.inner.clone()
        kind = self.face.bots[self.face.playout_bot]
        bots = [kind.make(None, random.Random(self.rng.getrandbits(64)), {})
                for _ in range(inner.players)]
        while not inner.over:
            seat = inner.to_move()
            inner.apply(bots[seat - 1].decide(inner.view(seat)))
        from deckmath.play.ismcts import rewards

        return np.array(rewards(inner))

    def prior(self, state: Any) -> list[tuple[int, float]]:
        actions = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(actions)) for action in actions]


def seating(players: int, index: int) -> tuple[bool, ...]:
    """Whether each seat holds the level in game `index`: one seat, seat index % players + 1
    (module docstring)."""
    return tuple(s == index % players for s in range(players))


def play(name: str, spec_text: str, players: int, seed: int, index: int, budget: float,
         rollout: str, level_times: list[float], open_times: list[float],
         counted: bool = True) -> tuple[float, int]:
    """One game; the level's win share and OpenSpiel's simulations. Appends each decision's
    CPU seconds to the level's and OpenSpiel's lists."""
    game = registry.game(name)
    face = game.play_face()
    deal = game_seed(seed, index)
    os_game = openspiel_game.load(name, players, deal)
    state = os_game.new_initial_state()
    options = state._game.options
    spec = parse_bot(spec_text, face)
    mine = seating(players, index) if counted else (True,) * players
    bots = {seat: make_bot(face, name, spec, deal, seat, options)
            for seat in range(1, players + 1) if mine[seat - 1]}
    rng = random.Random(f"openspiel:{deal}")
    evaluator = (PlayoutEvaluator(face, rng) if rollout == "playout" else
                 mcts.RandomRolloutEvaluator(1, np.random.RandomState(rng.getrandbits(32))))
    theirs: dict[int, TimedISMCTSBot] = {}
    for seat in range(1, players + 1):
        if not mine[seat - 1]:
            bot = TimedISMCTSBot(os_game, evaluator, budget,
                                 np.random.RandomState(rng.getrandbits(32)))
            bot.set_resampler(lambda s, p, r=random.Random(rng.getrandbits(64)): s.resampled(p, r))
            theirs[seat] = bot
    while not state.is_terminal():
        seat = state.current_player() + 1
        start = time.thread_time()
        if seat in bots:
            inner = state.inner
            action = state.action_of(choose(bots[seat], inner, seat, inner.view(seat)))
            level_times.append(time.thread_time() - start)
        else:
            theirs[seat].seconds = budget if not level_times else max(
                0.001, sum(level_times) / len(level_times))
            action = theirs[seat].step(state)
            open_times.append(time.thread_time() - start)
        state.apply_action(action)
    returns = state.returns()
    share = sum(r for s, r in enumerate(returns, start=1) if mine[s - 1])
    return share, sum(b.simulations for b in theirs.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--level", default="medium", help="easy, medium, hard or a bot spec")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--rollout", choices=("random", "playout"), default="random")
    parser.add_argument("--json", dest="json_path", default=None)
    args = parser.parse_args()
    game = registry.game(args.game)
    face = game.play_face()
    players = args.players or max(2, face.players[0])
    spec = level_bots(args.level, face) if args.level in ("easy", "medium", "hard") else args.level
    level_times: list[float] = []
    open_times: list[float] = []
    play(args.game, spec, players, args.seed + 10**6, 0, 0.1, args.rollout, level_times, [],
         counted=False)
    calibration = sum(level_times) / len(level_times)
    wins = 0.0
    simulations = 0
    start = time.process_time()
    for index in range(args.games):
        share, sims = play(args.game, spec, players, args.seed, index, calibration,
                           args.rollout, level_times, open_times)
        wins += share
        simulations += sims
        print(f"  game {index + 1}: level {share:.2f}, total {wins:.1f}", file=sys.stderr,
              flush=True)
    low, high = wilson(wins, args.games)
    fair = 1 / players
    report = {
        "game": args.game, "level": args.level, "bot": spec, "players": players,
        "games": args.games, "seed": args.seed, "rollout": args.rollout, "uct_c": UCT_C,
        "wins": round(wins, 2), "share": round(wins / args.games, 4), "low": round(low, 4),
        "high": round(high, 4), "fair": round(fair, 4),
        "level_cpu_per_decision": round(sum(level_times) / len(level_times), 4),
        "level_decisions": len(level_times),
        "openspiel_cpu_per_decision": round(sum(open_times) / max(1, len(open_times)), 4),
        "openspiel_decisions": len(open_times),
        "openspiel_simulations_per_decision": round(simulations / max(1, len(open_times)), 1),
        "cpu_seconds": round(time.process_time() - start, 1),
        "load": os.getloadavg()[0],
    }
    text = (f"{game.title} {args.level} ({spec}) vs OpenSpiel ISMCTSBot ({args.rollout} "
            f"rollouts), {players} players, {args.games} games: the level wins "
            f"{wins / args.games:.1%} [{low:.1%}, {high:.1%}] (fair {fair:.1%}); CPU a decision "
            f"{report['level_cpu_per_decision'] * 1000:.0f} ms against "
            f"{report['openspiel_cpu_per_decision'] * 1000:.0f} ms "
            f"({report['openspiel_simulations_per_decision']:.0f} simulations)")
    print(text, flush=True)
    if args.json_path:
        with open(args.json_path, "w") as handle:
            json.dump(report, handle, indent=1)
            handle.write("\n")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)  # pyspiel's Python games fail at interpreter shutdown (a GIL error)


if __name__ == "__main__":
    main()
