"""The bots that play whole games (engine.py): each picks among the legal plays the rules code
generates, or collects when it has none (G4.2), and says whether to draw after playing (G4.1).

  random   a legal play chosen uniformly; draws after it half the time.
  greedy   the lowest legal play that keeps its options. A play keeps its options when it
           spends neither of the two things that let a player play on any top later: a
           penguin (a flip, G3.5) and a neutral card (playable on anything, G3.4). Among the
           plays that keep both, greedy plays the lowest: the one leaving the lowest top, the
           hardest for the next player (G3.1, G3.3); equal tops, the one shedding more cards,
           then the first in canonical text. Only when every legal play spends an option does
           it spend one: a neutral card before a penguin (greedy_key). Never draws.
  planner  uses the shedding solver to go out first: it solves its position as if playing
           alone (solve.py) and plays the first play of the fastest way out (the one keeping
           the most penguins). When its hand cannot be emptied, it uses the scoring helper to
           steer toward 0: for each legal play it asks the helper (score.best_score) whether
           its game could still end on exactly 0 (G6.4) if the round ended right after that
           play (earlier rounds as they ended, this round's hand and collected pile, and in
           the last round the penguins it would hold, G6.3), and plays the lowest such play in
           greedy's order, or greedy's play when none keeps 0 in reach. It draws only when,
           after its play, it could no longer go out alone.
None of them collects by choice; all of them must when they cannot play.
"""
from __future__ import annotations

import random

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.engine import Action, Table
from deckmath.solvers.grauso.legal import remove_cards, top_after
from deckmath.solvers.grauso.model import Play, Position
from deckmath.solvers.grauso.score import ROUNDS, RoundCards, best_score


class RandomBot:
    name = "random"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        play = plays[rng.randrange(len(plays))]
        goes_out = len(play.cards) == len(table.seats[player].hand)
        return Action(play, draw=bool(table.draw) and not goes_out and rng.random() < 0.5)


def keeps_options(play: Play) -> bool:
    """A play spending no penguin (G3.5) and no neutral card (G3.4)."""
    return not play.uses_penguin and not play.is_neutral


def greedy_key(play: Play) -> tuple[bool, bool, int, int, str]:
    """Greedy's order, best first: keeps its penguin, then keeps its neutral cards, then the
    lowest top left (G2.1), then more cards shed, then the canonical text."""
    return play.uses_penguin, play.is_neutral, top_after(play), -len(play.cards), play.text


class GreedyBot:
    name = "greedy"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        return Action(min(plays, key=greedy_key))


def zero_in_reach(table: Table, player: int, play: Play) -> bool:
    """Whether the scoring helper finds signs ending the player's game on exactly 0 (G6.4,
    G6.5) if the round ended right after `play`: the earlier rounds as they ended, this round's
    hand after the play and collected pile (G6.1, G6.2), and, in the last round, the penguins
    the player would hold (G6.3)."""
    seat = table.seats[player]
    rounds = tuple(ended[player] for ended in table.earlier)
    rounds += (RoundCards(remove_cards(tuple(seat.hand), play), tuple(seat.pile)),)
    penguins = seat.penguins - play.uses_penguin if len(rounds) == ROUNDS else 0
    return best_score(rounds[-ROUNDS:], penguins).reaches_zero


class PlannerBot:
    name = "planner"

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        from deckmath.solvers.grauso.solve import solve

        plays = table.legal_plays(player)
        if not plays:
            return Action.collect()
        here = table.position(player)
        way = solve(here).sequence
        if way:
            play = way[0]
        else:
            play = min(plays, key=lambda p: (not zero_in_reach(table, player, p), greedy_key(p)))
        left = len(here.hand) - len(play.cards)
        if not left or not table.draw:
            return Action(play)
        after = Position(top_after(play), remove_cards(here.hand, play),
                         here.penguins - play.uses_penguin)
        return Action(play, draw=solve(after).fewest is None)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "planner": PlannerBot}
"""The bots by name."""


def default_bots(players: int) -> list[str]:
    """The bots when none are named: a planner, greedy ones, a random one (for 4 players the
    issue's planner,greedy,greedy,random)."""
    return ["planner"] + ["greedy"] * (players - 2) + ["random"]


def parse_bots(text: str | None, players: int | None = None) -> list[str]:
    """Bot names for the seats, comma-separated: `planner,greedy,greedy,random`, one a seat (3
    to 6), or one name for every seat when `players` is given; `players` must match the names.
    None: default_bots(players, or 4)."""
    from deckmath.solvers.grauso.engine import PLAYERS_MAX, PLAYERS_MIN
    from deckmath.solvers.notation import normalize

    if players is not None and not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"{players} players: Grauso is played by {PLAYERS_MIN} to {PLAYERS_MAX}")
    if text is None:
        return default_bots(4 if players is None else players)
    names = [n.strip().lower() for n in normalize(text).split(",")]
    for name in names:
        if name not in BOTS:
            raise InputError(f"unknown bot {name[:30]!r}: choose among {', '.join(BOTS)}")
    if players is not None and len(names) == 1:
        names *= players
    if players is not None and len(names) != players:
        raise InputError(f"{len(names)} bots for {players} players: name one bot a seat, or one "
                         "bot for every seat")
    if not PLAYERS_MIN <= len(names) <= PLAYERS_MAX:
        raise InputError(f"{len(names)} bot{'s' if len(names) != 1 else ''}: Grauso is played by "
                         f"{PLAYERS_MIN} to {PLAYERS_MAX} (one bot a seat, or --players N with one "
                         "bot for all)")
    return names


def make_bots(names: list[str]) -> list:
    return [BOTS[name]() for name in names]
