"""Celsius bots of graded strength (issue 12, item 3). Each turns the solver's answer for its
position (C4.3-C4.4) into a claim; the engine has the checker judge it like anyone's.

- `perfect`: the solver's best play (C4.3): fewest cards, then the highest hot card.
- `bounded:K`: sees only plays of at most K cards: the best play if it needs at most K cards,
  else a pass.
- `random`: a random legal play if the hand has one, else a pass. It shuffles its hand (each
  wildcard given a random value 1..10) and claims the first run of cards, from the first, that
  ends on a hot card; after RANDOM_TRIES orders without one (the hand can reach a hot card only
  in a few ways), it plays the solver's shortest play to a hot card chosen at random.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from deckmath.solvers.celsius.engine import played_tokens
from deckmath.solvers.celsius.model import OPERAND_MAX, OPERAND_MIN, PlayedCard, PlayToken, Position
from deckmath.solvers.celsius.solve import Solution
from deckmath.solvers.notation import apply_step
from deckmath.solvers.simulation import BotSpec

RANDOM_TRIES = 32
"""Orders of its hand a random bot tries before falling back on the solver's plays."""

Decision = tuple[tuple[PlayToken, ...] | None, int | None]
"""A bot's claim: the cards in play order (None for a pass) and the hot value it names."""


def decide(bot: BotSpec, solution: Solution, rng: random.Random) -> Decision:
    """The claim `bot` makes on the position `solution` solves."""
    if bot.kind == "random":
        return random_play(solution, rng)
    if solution.play is None or (bot.kind == "bounded" and solution.min_cards > bot.limit):
        return None, None
    return played_tokens(solution.play), solution.target


def random_play(solution: Solution, rng: random.Random) -> Decision:
    """The random bot's claim (module docstring)."""
    reachable = [t for t in solution.per_target if t.play is not None]
    if not reachable:
        return None, None
    position = solution.position
    for _ in range(RANDOM_TRIES):
        found = _random_run(position, rng)
        if found is not None:
            played, value = found
            return played_tokens(played), value
    chosen = rng.choice(reachable)
    return played_tokens(chosen.play), chosen.hot


def _random_run(position: Position, rng: random.Random
                ) -> tuple[Sequence[PlayedCard], int] | None:
    """The hand in a random order, wildcards given random values: the first run of cards from
    the start that ends on a hot card (C4.2) and that hot value, or None."""
    order = list(position.hand)
    rng.shuffle(order)
    value = position.cold
    played: list[PlayedCard] = []
    for card in order:
        operand = card.operand if card.operand is not None else rng.randint(OPERAND_MIN, OPERAND_MAX)
        value = apply_step(card.op, value, operand)
        if value is None:  # C3.2: this order goes no further
            return None
        played.append(PlayedCard(card, operand))
        if value in position.hot:
            return played, value
    return None
