"""Many games between bots (engine.py, bots.py), and what they show: win rates by bot and by
seat with 95% confidence intervals (Wilson's score interval), the share of games won at
exactly 0 (G6.4), the mean length of a round in moves.

Game g is played with seed `seed + g` (mod 2**63), so any one game replays from its seed, and
with `rotate` the bots move one seat along each game, so that a bot's rate does not carry a
seat's advantage. A shared win (G6.4) counts as a win for each player sharing it.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from deckmath.solvers.grauso.bots import make_bots
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.engine import GameResult, play_game

SEEDS = 2**63
Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def wilson(wins: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion: good at small counts and near 0 or 1, where
    the normal approximation is not."""
    if trials == 0:
        return 0.0, 1.0
    p = wins / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    wins: int
    trials: int

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0

    def to_json(self) -> dict:
        low, high = wilson(self.wins, self.trials)
        return {"wins": self.wins, "trials": self.trials, "rate": round(self.rate, 4),
                "ci95": [round(low, 4), round(high, 4)]}

    def to_text(self) -> str:
        low, high = wilson(self.wins, self.trials)
        return f"{100 * self.rate:5.1f}%  [{100 * low:5.1f}%, {100 * high:5.1f}%]  ({self.wins}/{self.trials})"


@dataclass(frozen=True)
class Simulation:
    """What `games` games between the bots show."""

    bots: tuple[str, ...]
    games: int
    seed: int
    rotate: bool
    deck: str
    by_bot: dict[str, Rate]
    by_seat: tuple[Rate, ...]
    won_at_zero: Rate
    shared: int
    rounds: int
    moves: int

    @property
    def mean_round_moves(self) -> float:
        return self.moves / self.rounds if self.rounds else 0.0

    def to_json(self) -> dict:
        return {
            "bots": list(self.bots), "games": self.games, "seed": self.seed,
            "rotate": self.rotate, "deck": self.deck,
            "by_bot": {name: rate.to_json() for name, rate in self.by_bot.items()},
            "by_seat": [rate.to_json() for rate in self.by_seat],
            "won_at_zero": self.won_at_zero.to_json(), "shared_wins": self.shared,
            "mean_round_moves": round(self.mean_round_moves, 2),
        }

    def to_text(self) -> str:
        lines = [f"{self.games} games, seed {self.seed}, bots {','.join(self.bots)}"
                 f"{' (rotated over the seats)' if self.rotate else ''}, deck {self.deck}",
                 "win rate by bot (95% CI, Wilson; shared wins count for each):"]
        lines += [f"  {name:8} {rate.to_text()}" for name, rate in self.by_bot.items()]
        lines.append("win rate by seat:")
        lines += [f"  seat {seat}   {rate.to_text()}" for seat, rate in enumerate(self.by_seat)]
        lines.append(f"games won at exactly 0: {self.won_at_zero.to_text()}")
        lines.append(f"shared wins: {self.shared}; mean round length: "
                     f"{self.mean_round_moves:.1f} moves")
        return "\n".join(lines)


def seating(bots: list[str], game: int, rotate: bool) -> list[str]:
    """The bots in seat order for game `game`: moved `game` seats along when rotating."""
    if not rotate:
        return list(bots)
    shift = game % len(bots)
    return bots[-shift:] + bots[:-shift] if shift else list(bots)


def simulate(deck: Deck, bots: list[str], games: int, seed: int, rotate: bool = True,
             progress: Callable[[int], None] | None = None,
             record: Callable[[GameResult], None] | None = None) -> Simulation:
    """Play `games` games; `progress(done)` after each, `record(result)` to keep its log."""
    wins = {name: 0 for name in bots}
    seats = {name: 0 for name in bots}
    seat_wins = [0] * len(bots)
    zero = shared = rounds = moves = 0
    for game in range(games):
        names = seating(bots, game, rotate)
        result = play_game(deck, make_bots(names), (seed + game) % SEEDS)
        for name in names:
            seats[name] += 1
        for w in result.winners:
            wins[names[w]] += 1
            seat_wins[w] += 1
        zero += result.log["won_at_zero"]
        shared += len(result.winners) > 1
        rounds += len(result.round_moves)
        moves += sum(result.round_moves)
        if record:
            record(result)
        if progress:
            progress(game + 1)
    return Simulation(tuple(bots), games, seed, rotate, deck.name,
                      {name: Rate(wins[name], seats[name]) for name in wins},
                      tuple(Rate(w, games) for w in seat_wins), Rate(zero, games), shared,
                      rounds, moves)
