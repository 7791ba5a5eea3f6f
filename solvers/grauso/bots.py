"""The bots of whole games (engine.py), weakest first; each decides from its seat's view alone.
In a round each picks among the legal plays the rules code generates and collects only when it
has none (G4.2); when a round is scored each fixes its signs (G6.5) knowing the running totals
and nothing of the rounds to come.

  random   a legal play chosen uniformly; draws after it half the time (G4.1). Signs: a legal
           choice chosen uniformly.
  greedy   the lowest legal play that keeps its options. A play keeps its options when it
           spends neither of the two things that let a player play on any top later: a
           penguin (a flip, G3.5) and a neutral card (playable on anything, G3.4). Among the
           plays that keep both, greedy plays the lowest: the one leaving the lowest top, the
           hardest for the next player (G3.1, G3.3); equal tops, the one shedding more cards,
           then the first in canonical text. Only when every legal play spends an option does
           it spend one: a neutral card before a penguin (greedy_key). Never draws. Signs: the
           running total nearest 0 (exactly 0 if it can), then the most cold points (G6.4's
           tie-break); in the last round, exactly 0 or else the farthest from 0 (G6.4).
  planner  uses the shedding solver to go out first: it solves its position as if playing
           alone (solve.py) and plays the first play of the fastest way out (the one keeping
           the most penguins). When its hand cannot be emptied, it steers toward 0: it prefers
           the plays after which this round's signs could bring its running total to exactly 0
           if the round ended there (its hand after the play and its collected pile, its
           penguins in the last round), then greedy's order. It draws only when, after its
           play, it could no longer go out alone. Signs: as greedy in the last round; before
           it, the most cold points (every sign -): G6.4 breaks ties by cold points, and when
           nobody ends on 0 the farthest from 0 wins, so a total driven far below 0 wins those
           games (measured: over 1,200 games against greedy, greedy and random it wins 53%,
           signing as greedy does 32%).
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from deckmath.solvers.game import BotKind
from deckmath.solvers.grauso.actions import COLLECT_ACTION, Action, PlayAction
from deckmath.solvers.grauso.engine import View
from deckmath.solvers.grauso.legal import legal_plays_of, remove_cards, top_after
from deckmath.solvers.grauso.model import Play, Position
from deckmath.solvers.grauso.score import (
    RoundCards, RoundSigns, round_points, sign_choices, zero_in_reach,
)

class RandomBot:
    """A legal play at random, drawing half the time; random signs."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.rng = rng

    def decide(self, view: View) -> Action:
        if view.scoring:
            choices = sign_choices(view.cards, view.penguins_counted)
            return choices[self.rng.randrange(len(choices))]
        plays = view.plays
        if not plays:
            return COLLECT_ACTION
        play = plays[self.rng.randrange(len(plays))]
        can_draw = view.draw_pile > 0 and len(play.cards) < len(view.hand)
        return PlayAction(play, can_draw and self.rng.random() < 0.5)


def keeps_options(play: Play) -> bool:
    """A play spending no penguin (G3.5) and no neutral card (G3.4)."""
    return not play.uses_penguin and not play.is_neutral


def greedy_key(play: Play) -> tuple[bool, bool, int, int, str]:
    """Greedy's order, best first: keeps its penguin, then keeps its neutral cards, then the
    lowest top left (G2.1), then more cards shed, then the canonical text."""
    return play.uses_penguin, play.is_neutral, top_after(play), -len(play.cards), play.text


@lru_cache(maxsize=1 << 16)
def greedy_play(top: int | None, hand: tuple[int, ...], penguin: bool) -> Play:
    """The first legal play in greedy's order (there is one)."""
    return min(legal_plays_of(top, hand, penguin), key=greedy_key)


def nearest_zero(view: View) -> RoundSigns:
    """Greedy's signs: the running total nearest 0, then the most cold points; in the last
    round exactly 0, else the farthest from 0 (G6.4), then the most cold points."""
    total = view.total
    last = view.last_round

    def key(signs: RoundSigns) -> tuple[bool, int, int]:
        points, cold = round_points(view.cards, signs)
        after = abs(total + points)
        return (after != 0, -after if last else after, -cold)

    return min(sign_choices(view.cards, view.penguins_counted), key=key)


class GreedyBot:
    """The lowest legal play keeping its options; signs toward exactly 0."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        pass

    def decide(self, view: View) -> Action:
        if view.scoring:
            return nearest_zero(view)
        if not view.plays:
            return COLLECT_ACTION
        return PlayAction(greedy_play(view.top, view.hand, view.penguins > 0))


def zero_after(view: View, play: Play) -> bool:
    """Whether the signs of this round could bring the seat's running total to exactly 0 if
    the round ended right after `play` (G6.1-G6.4): the hand after the play, the collected
    pile, and in the last round the penguins it would hold (G6.3)."""
    cards = RoundCards(remove_cards(view.hand, play), view.pile)
    penguins = view.penguins - play.uses_penguin if view.last_round else 0
    return zero_in_reach(cards, penguins, view.total)


def planner_signs(view: View) -> RoundSigns:
    """The planner's signs: greedy's in the last round; before it, every sign - (the most cold
    points, the last of sign_choices' canonical order)."""
    if view.last_round:
        return nearest_zero(view)
    return sign_choices(view.cards)[-1]


class PlannerBot:
    """Goes out first with the solver, else steers toward 0; signs for cold points until the
    last round."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        pass

    def decide(self, view: View) -> Action:
        if view.scoring:
            return planner_signs(view)
        plays = view.plays
        if not plays:
            return COLLECT_ACTION
        way = fastest_way(view.top, view.hand, view.penguins)
        if way:
            play = way[0]
        else:
            play = min(plays, key=lambda p: (not zero_after(view, p), greedy_key(p)))
        left = remove_cards(view.hand, play)
        if not left or not view.draw_pile:
            return PlayAction(play)
        stuck = fastest_way(top_after(play), left, view.penguins - play.uses_penguin) is None
        return PlayAction(play, stuck)


@lru_cache(maxsize=1 << 14)
def fastest_way(top: int | None, hand: tuple[int, ...], penguins: int) -> tuple[Play, ...] | None:
    """The solver's way out of a position played alone (solve.py), remembered: None when the
    hand cannot be emptied."""
    from deckmath.solvers.grauso.solve import way_out

    return way_out(Position(top, hand, penguins))


SEARCH_PLAYS = 8
"""Plays a sampling search tries beside the planner's and greedy's choices: the first in the
order search_actions gives."""


def search_actions(view: View) -> list[Action]:
    """The decisions worth a sampling search's trying, the most promising first
    (PlayFace.search_actions): the planner's and greedy's choices, then every play that empties
    the hand, then the others in greedy's order (greedy_key), each first without the optional
    draw and then with it (G4.1), SEARCH_PLAYS of them in all, and collect (G4.2). When a round
    is scored, every choice of signs (G6.5), the planner's and greedy's first."""
    planner = PlannerBot(None, random.Random(0), {}).decide(view)
    greedy = GreedyBot(None, random.Random(0), {}).decide(view)
    if view.scoring:
        rest: list[Action] = list(sign_choices(view.cards, view.penguins_counted))
    else:
        plays = sorted(view.plays, key=lambda p: (len(p.cards) < len(view.hand), greedy_key(p)))
        can_draw = view.draw_pile > 0
        rest = [PlayAction(p, draw) for p in plays[:SEARCH_PLAYS]
                for draw in ((False, True) if can_draw and len(p.cards) < len(view.hand)
                             else (False,))]
        rest.append(COLLECT_ACTION)
    out: list[Action] = []
    for action in [planner, greedy, *rest]:
        if action not in out:
            out.append(action)
    return out


BOTS = {
    "random": BotKind("random", "a legal play at random, drawing half the time; random signs",
                      RandomBot),
    "greedy": BotKind("greedy", "the lowest legal play spending no penguin and no neutral card "
                                "when it can; signs toward exactly 0", GreedyBot),
    "planner": BotKind("planner", "goes out first with the solver, else steers toward 0; signs "
                                  "for cold points until the last round", PlannerBot),
}
"""The bots by name, weakest first."""

DEFAULT_BOTS = "planner"
"""The bots of every seat when none are named: the strongest."""

LEVELS = {"easy": "greedy", "medium": "planner", "hard": "pimc:2000"}
"""The bot of each level a person picks (PlayFace.levels), ordered by measured strength: the
levels' ladder in docs/strength."""

WORDS = {
    "en": {
        "bot.random": "Random",
        "bot.random.about": "plays a legal play drawn at random, draws half the time, signs "
                            "at random",
        "bot.greedy": "Greedy",
        "bot.greedy.about": "plays its lowest play that keeps its penguin and neutral cards; "
                            "signs toward exactly 0",
        "bot.planner": "Planner",
        "bot.planner.about": "goes out first with the exact solver, else steers toward 0",
        "level.easy.about": "plays its lowest play that keeps its penguin and neutral cards; "
                            "answers at once",
        "level.medium.about": "goes out first with the exact solver, else steers toward 0; "
                              "answers at once",
        "level.hard.about": "plays as Medium unless another of its best plays does better "
                            "in deals sampled from what it sees, each played to the end by the "
                            "planner (2,000 moves simulated); under a second a move",
    },
    "fr": {
        "bot.random": "Hasard",
        "bot.random.about": "joue un coup permis tiré au hasard, pioche une fois sur deux, "
                            "choisit ses signes au hasard",
        "bot.greedy": "Glouton",
        "bot.greedy.about": "joue son coup le plus bas qui garde son pingouin et ses cartes "
                            "neutres ; vise exactement 0 avec ses signes",
        "bot.planner": "Stratège",
        "bot.planner.about": "sort le premier grâce au solveur exact, sinon se rapproche de 0",
        "level.easy.about": "joue son coup le plus bas qui garde son pingouin et ses cartes "
                            "neutres ; répond aussitôt",
        "level.medium.about": "sort le premier grâce au solveur exact, sinon se rapproche de "
                              "0 ; répond aussitôt",
        "level.hard.about": "joue comme Moyen, sauf si un autre de ses meilleurs coups fait "
                            "mieux dans des donnes tirées de ce qu'il voit, chacune jouée "
                            "jusqu'au bout par le stratège (2\u202f000 coups simulés) ; moins d'une "
                            "seconde par coup",
    },
}
"""What a person reads of the bots and levels, per language (PlayFace.words)."""
