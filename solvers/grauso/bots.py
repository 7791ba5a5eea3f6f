"""The bots that play whole games (engine.py): each picks among the legal plays the rules code
generates, or collects when it has none (G4.2), and says whether to draw after playing (G4.1).

  random   a legal play chosen uniformly; draws after it half the time
  greedy   sheds the most cards at once (a pair before a card, G3.3), keeps its penguins
           (no flip when it can help it, G3.5), leaves the lowest top for the next player
           (G3.1); never draws
  planner  asks the shedding solver how to go out in the fewest plays from its turn, as if it
           played alone (solve.py), and plays that way's first play; when its hand cannot be
           emptied it plays as greedy does; it draws only when, after its play, it could no
           longer go out alone
None of them collects by choice; all of them must when they cannot play.
"""
from __future__ import annotations

import random

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.engine import Action, Table
from deckmath.solvers.grauso.legal import remove_cards
from deckmath.solvers.grauso.model import Play, Position


class RandomBot:
    name = "random"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        play = plays[rng.randrange(len(plays))]
        goes_out = len(play.cards) == len(table.seats[player].hand)
        return Action(play, draw=bool(table.draw) and not goes_out and rng.random() < 0.5)


def greedy_key(play: Play) -> tuple[int, bool, int]:
    """Greedy's order: the most cards, then no penguin, then the lowest top."""
    return (-len(play.cards), play.uses_penguin, play.value)


class GreedyBot:
    name = "greedy"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        return Action(min(plays, key=greedy_key))


class PlannerBot:
    name = "planner"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        from deckmath.solvers.grauso.solve import solve

        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        here = table.position(player)
        way = solve(here).sequence
        play = way[0] if way else min(plays, key=greedy_key)
        left = len(here.hand) - len(play.cards)
        if not left or not table.draw:
            return Action(play)
        after = Position(play.value, remove_cards(here.hand, play), here.penguins - play.uses_penguin)
        return Action(play, draw=solve(after).fewest is None)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "planner": PlannerBot}
"""The bots by name."""


def parse_bots(text: str) -> list[str]:
    """Bot names for the seats, comma-separated: `greedy,planner,random` (3 to 6 of them)."""
    from deckmath.solvers.grauso.engine import PLAYERS_MAX, PLAYERS_MIN
    from deckmath.solvers.notation import normalize

    names = [n.strip().lower() for n in normalize(text).split(",")]
    for name in names:
        if name not in BOTS:
            raise InputError(f"unknown bot {name[:30]!r}: choose among {', '.join(BOTS)}")
    if not PLAYERS_MIN <= len(names) <= PLAYERS_MAX:
        raise InputError(f"{len(names)} bots: Grauso is played by {PLAYERS_MIN} to {PLAYERS_MAX} (one bot a seat)")
    return names


def make_bots(names: list[str]) -> list:
    return [BOTS[name]() for name in names]
