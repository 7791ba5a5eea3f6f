"""Many seeded games between bots (issue 10): win rates by bot and by seat with 95% confidence
intervals (Wilson score intervals).

Seats rotate: in game g, seat s (0-based) is played by lineup[(s + g) mod n], where the lineup
is the bots given, repeated to fill the n seats; over any n consecutive games each bot sits in
every seat equally often. Game g is played with seed + g, so any one game can be played again
alone (`deckmath tempus play --seed S+g --bots <its lineup>`). A win is a game where the
player has the most hourglasses alone (P5.2); a shared first place is counted apart, as a tie.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from deckmath.solvers.errors import InputError
from deckmath.solvers.tempus.bots import make_bot
from deckmath.solvers.tempus.deck import Deck
from deckmath.solvers.tempus.engine import play

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""

GAMES_MAX = 10_000_000


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion; (0, 1) when there are no trials."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


@dataclass
class Tally:
    """Games, outright wins, shared wins and hourglasses of one bot, seat or bot at a seat."""

    label: str
    games: int = 0
    wins: int = 0
    ties: int = 0
    hourglasses: int = 0

    def add(self, won: bool, tied: bool, hourglasses: int) -> None:
        self.games += 1
        self.wins += won
        self.ties += tied
        self.hourglasses += hourglasses

    def to_json(self) -> dict:
        low, high = wilson(self.wins, self.games)
        return {"games": self.games, "wins": self.wins, "ties": self.ties,
                "win_rate": round(self.wins / self.games, 4) if self.games else None,
                "ci95": [round(low, 4), round(high, 4)],
                "mean_hourglasses": round(self.hourglasses / self.games, 2) if self.games else None}

    def to_text(self) -> str:
        if not self.games:
            return f"  {self.label:<16} no games"
        low, high = wilson(self.wins, self.games)
        return (f"  {self.label:<16} {self.wins / self.games:6.1%}  [{low:6.1%}, {high:6.1%}]"
                f"  {self.wins:>6} of {self.games:<6} ties {self.ties:<5}"
                f" mean {self.hourglasses / self.games:5.1f} hourglasses")


@dataclass(frozen=True)
class Simulation:
    """The tallies of a simulation and what reproduces it."""

    seed: int
    players: int
    games: int
    bots: tuple[str, ...]
    deck: str
    by_bot: tuple[Tally, ...]
    by_seat: tuple[Tally, ...]
    by_bot_seat: tuple[Tally, ...]

    def to_json(self) -> dict:
        return {
            "seed": self.seed, "players": self.players, "games": self.games,
            "bots": list(self.bots), "deck": self.deck,
            "by_bot": [{"bot": t.label, **t.to_json()} for t in self.by_bot],
            "by_seat": [{"seat": int(t.label.split()[1]), **t.to_json()} for t in self.by_seat],
            "by_bot_seat": [{"bot": t.label.split(" @ ")[0],
                             "seat": int(t.label.split(" @ seat ")[1]), **t.to_json()}
                            for t in self.by_bot_seat],
        }

    def to_text(self) -> str:
        lines = [f"{self.games} games, {self.players} players, bots {','.join(self.bots)}, "
                 f"seed {self.seed}, deck {self.deck}",
                 "win rate (outright wins, P5.2) with its 95% confidence interval (Wilson)",
                 "by bot:"]
        lines += [t.to_text() for t in self.by_bot]
        lines.append("by seat:")
        lines += [t.to_text() for t in self.by_seat]
        lines.append("by bot and seat:")
        lines += [t.to_text() for t in self.by_bot_seat]
        return "\n".join(lines)


def lineup(bots: list[str], players: int, game: int) -> list[str]:
    """Who plays each seat in game `game` (module docstring)."""
    filled = [bots[s % len(bots)] for s in range(players)]
    return [filled[(s + game) % players] for s in range(players)]


def simulate(deck: Deck, players: int, bots: list[str], games: int, seed: int,
             progress: Callable[[int], None] | None = None) -> Simulation:
    """Play `games` seeded games (module docstring) and tally them."""
    if not 1 <= len(bots) <= players:
        raise InputError(f"give 1 to {players} bots for {players} players, not {len(bots)}")
    if not 1 <= games <= GAMES_MAX:
        raise InputError(f"games {games} is outside 1..{GAMES_MAX}")
    names = list(dict.fromkeys(bots))
    by_bot = {b: Tally(b) for b in names}
    by_seat = [Tally(f"seat {s}") for s in range(1, players + 1)]
    by_bot_seat = {(b, s): Tally(f"{b} @ seat {s}") for b in names for s in range(1, players + 1)}
    for g in range(games):
        seats = lineup(bots, players, g)
        result = play(deck, players, seats, seed + g, make_bot)
        alone = len(result.winners) == 1
        for s, bot in enumerate(seats, start=1):
            won = s in result.winners and alone
            tied = s in result.winners and not alone
            h = result.hourglasses[s - 1]
            by_bot[bot].add(won, tied, h)
            by_seat[s - 1].add(won, tied, h)
            by_bot_seat[bot, s].add(won, tied, h)
        if progress:
            progress(g + 1)
    return Simulation(seed, players, games, tuple(bots), deck.name, tuple(by_bot.values()),
                      tuple(by_seat), tuple(by_bot_seat.values()))
