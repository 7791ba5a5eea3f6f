"""Totaux bots of graded strength (issue 12, item 3), and the loop that plays one round with
them through the engine (game.py), which has the checker judge every shown combination.

What a bot sees of the round's table (reach.TableReach, exact):
- `perfect`: every combination (the solver: every reachable total, with a fewest-card witness);
- `bounded:K`: only combinations of at most K cards (K from 3, a combination's least, T3.1,
  to 6, a deal's size): a total needing more cards is not seen;
- `random`: sees like perfect but announces a total chosen at random among those it saw.
On its turn in the auction a bot announces the highest total it saw that outbids the bid and
that it may still announce (T7.3: a 5th combination must be prime if none was), the random bot
a random one of those; otherwise it passes, or, with probability `bluff`, announces the lowest
table total above the bid that it did not see (a bluff). Asked to show, a bot shows the
fewest-card combination of a card with the announced total that it saw; after a bluff it has
time to calculate, and shows one if the solver finds any (any number of cards), else nothing:
the bid fails (T7.2). After a failed bid it gives back game.default_give_back's trick.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from deckmath.solvers.errors import InputError
from deckmath.solvers.simulation import BotSpec, parse_bots
from deckmath.solvers.totaux.engine import TotauxGame, default_give_back
from deckmath.solvers.totaux.model import Calc, is_prime
from deckmath.solvers.totaux.reach import TableReach

LIMIT_MIN, LIMIT_MAX = 3, 6
"""bounded:K: a combination has at least 3 cards (T3.1) and a deal 6 (T7.1)."""


def parse_totaux_bots(text: str, players: int) -> tuple[BotSpec, ...]:
    """--bots for Totaux: the shared parser, K of bounded:K from 3 to 6."""
    specs = parse_bots(text, players, LIMIT_MAX)
    for spec in specs:
        if spec.kind == "bounded" and spec.limit < LIMIT_MIN:
            raise InputError(f"--bots: bounded:{spec.limit} would see nothing: a combination has "
                             f"at least {LIMIT_MIN} cards (T3.1), so K goes from {LIMIT_MIN} to "
                             f"{LIMIT_MAX}")
    return specs


def bot_rng(seed: int, seat: int) -> random.Random:
    """A bot's own generator, apart from the deal's (a replay deals alike without it)."""
    return random.Random(f"totaux-bot-{seed}-{seat}")


class Bot:
    """One seat's bot: its spec, its bluff probability and its generator."""

    def __init__(self, spec: BotSpec, seat: int, rng: random.Random, bluff: float = 0.0) -> None:
        self.spec = spec
        self.seat = seat
        self.rng = rng
        self.bluff = bluff
        self.limit = spec.limit if spec.kind == "bounded" else None
        self.bluffed: int | None = None

    def announce(self, game: TotauxGame, reach: TableReach) -> int | None:
        """The total this bot announces now, or None to pass (module docstring)."""
        if not game.may_announce(self.seat):
            return None
        bid = game.round.bid
        floor = 0 if bid is None else bid[1]
        prime_only = game.must_be_prime(self.seat)
        allowed = [t for t in reach.totals if t > floor and (not prime_only or is_prime(t))]
        if prime_only and any(t > floor and not is_prime(t) for t in reach.totals):
            game.prime_pressed = True
        if not allowed:
            return None
        if self.spec.kind == "random":
            seen = [t for t in allowed if reach.sees(t, None)]
            if seen:
                self.bluffed = None
                return self.rng.choice(seen)
        else:
            for t in allowed:
                if reach.sees(t, self.limit):
                    self.bluffed = None
                    return t
        if self.bluff > 0 and self.rng.random() < self.bluff:
            self.bluffed = allowed[-1]
            return self.bluffed
        return None

    def show(self, reach: TableReach, total: int) -> tuple[Calc | None, tuple[int, ...] | None]:
        """The combination this bot shows for its bid (module docstring), or (None, None)."""
        limit = None if self.bluffed == total else self.limit
        best = None
        for i in reach.by_total.get(total, ()):
            if reach.within(i, limit):
                key = (reach.fewest(i), i)
                best = key if best is None or key < best else best
        if best is None:
            return None, None
        combination = reach.combination(best[1])
        return combination.calc, combination.positions


def make_bots(specs: Sequence[BotSpec], seed: int, bluff: float = 0.0) -> list[Bot]:
    return [Bot(spec, seat, bot_rng(seed, seat), bluff) for seat, spec in enumerate(specs)]


def run_auction(game: TotauxGame, reach: TableReach, speakers: dict[int, object]) -> None:
    """The auction of the round just dealt (T7.1, game.py docstring): from the dealer's left,
    seat by seat, until every player who may announce has passed since the last bid.
    `speakers[seat].announce(game, reach)` gives a total or None."""
    eligible = [s for s in game.order() if game.may_announce(s)]
    quiet = 0
    turn = 0
    while eligible and quiet < len(eligible):
        seat = eligible[turn % len(eligible)]
        turn += 1
        bid = game.round.bid
        if bid is not None and bid[0] == seat:
            quiet += 1
            continue
        total = speakers[seat].announce(game, reach)
        if total is None:
            quiet += 1
        else:
            game.announce(seat, total)
            quiet = 1


def play_round(game: TotauxGame, bots: Sequence[Bot]) -> TableReach:
    """Deal, auction, show and settle one round with bots only."""
    game.deal()
    reach = TableReach(game.table_cards(), game.variant, arrays=game.table_arrays())
    for bot in bots:
        bot.bluffed = None
    run_auction(game, reach, dict(enumerate(bots)))
    bid = game.round.bid
    if bid is None:
        game.no_announcement()
        return reach
    seat, total = bid
    calc, positions = bots[seat].show(reach, total)
    game.show(seat, calc, positions)
    if game.round.phase == "give-back":
        game.give_back(seat, default_give_back(game.tricks[seat]))
    return reach
