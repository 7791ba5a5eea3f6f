"""Totaux bots of graded strength, each deciding from its seat's view alone (engine.TotauxView).

What a bot sees of the round's table (the view's reach.TableReach, exact):
- `bounded:K`: only combinations of at most K cards (K from 3, a combination's least, T3.1,
  to 6, a deal's size): a total needing more cards is not seen;
- `random`: sees every combination but announces a total chosen at random among those it saw;
- `perfect`: every combination (the solver: every reachable total, with a fewest-card witness).
In the auction (T8.2) a bot announces the highest total it saw that outbids the bid and that
it may announce (T7.3: only a prime total when its 4 tricks have none), the random bot a random
one of those; otherwise it passes, or, with the game's `bluff` probability (a game option, read
from the options every bot is made with), announces the lowest table total above the bid that
it may announce (a bluff). As the high bidder it shows the fewest-card combination the solver
finds for a card with the announced total (the one it saw, or after a bluff any at all), and
gives up when there is none: the bid fails (T7.2). After a failed bid it gives back
engine.default_give_back's trick (T8.3).
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import BotKind
from deckmath.solvers.totaux.engine import (
    AUCTION, GIVE_UP, PASS, SHOW, Action, GiveBack, Show, TotauxView, default_give_back,
)
from deckmath.solvers.totaux.model import is_prime

LIMIT_MIN, LIMIT_MAX = 3, 6
"""bounded:K: a combination has at least 3 cards (T3.1) and a deal 6 (T8.1)."""

NEAR = 4
"""Cards the game kernel settles without the exact search (reach.py): a card reached within
NEAR cards has fewer than any card that is not, so the search is asked only when none is."""


class AuctionBot:
    """A bot that sees combinations of at most `limit` cards (None: all) and announces the
    highest total it saw, or a random one of them (`at_random`)."""

    def __init__(self, limit: int | None, rng: random.Random, options: Mapping[str, Any],
                 at_random: bool = False) -> None:
        self.limit = limit
        self.rng = rng
        self.bluff = float(options.get("bluff", 0.0))
        self.at_random = at_random

    def decide(self, view: TotauxView) -> Action:
        if view.phase == AUCTION:
            return self.announce(view)
        if view.phase == SHOW:
            return self.show(view)
        return GiveBack(default_give_back(view.own_tricks))

    def announce(self, view: TotauxView) -> int | str:
        """A total to announce, or PASS (module docstring)."""
        reach = view.reach
        floor = 0 if view.bid is None else view.bid[1]
        prime_only = view.prime_only
        allowed = [t for t in reach.totals if t > floor and (not prime_only or is_prime(t))]
        if not allowed:
            return PASS
        if self.at_random:
            seen = [t for t in allowed if reach.sees(t, None)]
            if seen:
                return self.rng.choice(seen)
        else:
            for total in allowed:
                if reach.sees(total, self.limit):
                    return total
        if self.bluff > 0 and self.rng.random() < self.bluff:
            return allowed[-1]
        return PASS

    def show(self, view: TotauxView) -> Show | str:
        """The fewest-card combination of a card with the bid's total (the first such card of
        the table among equals), or GIVE_UP when no combination reaches one."""
        reach = view.reach
        if view.bid is None:
            raise ValueError("no bid stands: there is nothing to show")
        cards = reach.by_total.get(view.bid[1], ())
        near = [i for i in cards if reach.within(i, NEAR)]
        reached = near or [i for i in cards if reach.fewest(i) is not None]
        if not reached:
            return GIVE_UP
        combination = reach.combination(min(reached, key=lambda i: (reach.fewest(i), i)))
        if combination is None:
            raise ValueError("a card reached without a combination")
        return Show(combination.calc, combination.positions)


SEARCH_TOTALS = 4
"""The highest reachable totals a search tries in the auction, beside the lowest one and a pass."""


def search_actions(view: TotauxView) -> list[Action]:
    """What a search tries (PlayFace.search_actions). In the auction (T8.2): the highest
    SEARCH_TOTALS reachable totals above the bid that the seat may announce (T7.3), the lowest
    such total, the lowest table total above the bid (a bluff, if it is not among them), and a
    pass. At the show: the perfect bot's combination, or giving up (T7.2)."""
    if view.phase == SHOW:
        return [AuctionBot(None, random.Random(0), {}).show(view)]
    reach = view.reach
    floor = 0 if view.bid is None else view.bid[1]
    allowed = [t for t in reach.totals if t > floor and (not view.prime_only or is_prime(t))]
    seen = [t for t in allowed if reach.sees(t, None)]
    tried = seen[:SEARCH_TOTALS]
    for extra in (seen[-1:] + allowed[-1:]):
        if extra not in tried:
            tried.append(extra)
    return [*tried, PASS]


BOTS = {
    "bounded": BotKind("bounded", "sees only combinations of at most K cards, K 3..6",
                       lambda limit, rng, options: AuctionBot(limit, rng, options),
                       arg_range=(LIMIT_MIN, LIMIT_MAX)),
    "random": BotKind("random", "announces a random total among those it sees",
                      lambda _, rng, options: AuctionBot(None, rng, options, at_random=True)),
    "perfect": BotKind("perfect", "sees every combination (the solver)",
                       lambda _, rng, options: AuctionBot(None, rng, options)),
}
"""The bots by name, weakest first (bounded:3 wins least; bounded:6 sees what perfect sees on a
table of 6)."""

LEVELS = {"easy": "perfect", "medium": "ismcts:100", "hard": "ismcts:400"}
"""The bot of each level a person picks (PlayFace.levels), ordered by measured strength: the
levels' ladder in docs/strength."""

WORDS = {
    "en": {
        "bot.bounded": "Short-sighted",
        "bot.bounded.about": "sees only combinations of at most {arg} cards and announces the "
                             "highest total among them",
        "bot.random": "Random",
        "bot.random.about": "announces a total drawn at random among those it sees",
        "bot.perfect": "Highest",
        "bot.perfect.about": "announces the highest total it can show, as the solver finds it",
        "level.easy.about": "announces the highest total it can show; answers at once",
        "level.medium.about": "tries its announcements 100 times in deals sampled from what it "
                              "sees (Monte Carlo tree search); a tenth of a second a move",
        "level.hard.about": "tries its announcements 400 times in deals sampled from what it "
                            "sees (Monte Carlo tree search); under a second a move",
    },
    "fr": {
        "bot.bounded": "Myope",
        "bot.bounded.about": "ne voit que les combinaisons d'au plus {arg} cartes et annonce le "
                             "plus grand total parmi elles",
        "bot.random": "Hasard",
        "bot.random.about": "annonce un total tiré au hasard parmi ceux qu'il voit",
        "bot.perfect": "Plus haut",
        "bot.perfect.about": "annonce le plus grand total qu'il peut montrer, celui du solveur",
        "level.easy.about": "annonce le plus grand total qu'il peut montrer ; répond aussitôt",
        "level.medium.about": "essaie ses annonces 100 fois dans des donnes tirées de ce qu'il "
                              "voit (recherche arborescente Monte-Carlo) ; un dixième de "
                              "seconde par coup",
        "level.hard.about": "essaie ses annonces 400 fois dans des donnes tirées de ce qu'il "
                            "voit (recherche arborescente Monte-Carlo) ; moins d'une seconde "
                            "par coup",
    },
}
"""What a person reads of the bots and levels, per language (PlayFace.words)."""
