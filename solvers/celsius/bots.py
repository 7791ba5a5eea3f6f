"""Celsius bots of graded strength, weakest first. Each decides from its seat's view alone
(engine.View) and turns the solver's answer for its position (C4.3-C4.4, solutions.py) into a
claim, which the engine has the checker judge like anyone's (C5).

- `random`: a random legal play if the hand has one, else a pass. It shuffles its hand (each
  wildcard given a random value 1..10) and claims the first run of cards, from the first, that
  ends on a hot card; after RANDOM_TRIES orders without one (the hand can reach a hot card only
  in a few ways), it plays the solver's shortest play to a hot card chosen at random.
- `bounded:K`: sees only plays of at most K cards: the best play if it needs at most K cards,
  else a pass.
- `perfect`: the solver's best play (C4.3): fewest cards, then the highest hot card.

Asked again after its claim lost its hot card (C6.2), each plays as it would, on the hot cards
no first claim took (engine.free_hot_cards), or passes.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from deckmath.solvers.celsius import solutions
from deckmath.solvers.celsius.engine import PASS_CLAIM, ClaimAction, View, free_hot_cards
from deckmath.solvers.celsius.model import (
    HAND_CARDS_MAX, OPERAND_MAX, OPERAND_MIN, PlayedCard, PlayToken, Position,
)
from deckmath.solvers.celsius.solve import Solution, TargetResult
from deckmath.solvers.game import BotKind
from deckmath.solvers.notation import apply_step

RANDOM_TRIES = 32
"""Orders of its hand a random bot tries before falling back on the solver's plays."""

_TOKENS: dict[Any, PlayToken] = {}
"""The token of each played card already seen (at most 40 x 10)."""


def played_tokens(play: Sequence[PlayedCard]) -> tuple[PlayToken, ...]:
    """A solver's witness as the claim a player writes (C2.2): a wildcard is written `x?=7`,
    so the checker takes that very wildcard (C5.2)."""
    out = []
    for p in play:
        key = (p.card.op, p.card.operand, p.value)
        token = _TOKENS.get(key)
        if token is None:
            token = _TOKENS[key] = PlayToken(p.card.op, p.value, p.card.is_wild, str(p))
        out.append(token)
    return tuple(out)


def claim_of(target: TargetResult | Solution) -> ClaimAction:
    """The claim of a solver's play, naming the hot value it reaches."""
    hot = target.hot if isinstance(target, TargetResult) else target.target
    if target.play is None:
        raise ValueError("no play reaches a hot card: there is nothing to claim")
    return ClaimAction(played_tokens(target.play), hot)


Allowed = Callable[[int], bool]
"""Whether a claim ending on a hot value may be made."""


def allowed_for(view: View) -> Allowed:
    """A first claim may end on any hot card; a second only on one no first claim took
    (C6.2)."""
    if not view.asked_again:
        return lambda value: True
    return set(free_hot_cards(view)).__contains__


class SolverBot:
    """`perfect` (no limit) and `bounded:K` (plays of at most K cards): the fewest cards, then
    the highest hot card, among the plays it sees and may make."""

    def __init__(self, limit: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.limit = limit

    def decide(self, view: View) -> ClaimAction:
        solution = solutions.solution(view.position)
        if solution.play is None or solution.min_cards is None:
            return PASS_CLAIM
        if not view.asked_again:
            if self.limit is not None and solution.min_cards > self.limit:
                return PASS_CLAIM
            return claim_of(solution)
        allowed = allowed_for(view)
        seen = [t for t in solution.per_target if t.min_cards is not None
                and (self.limit is None or t.min_cards <= self.limit)
                and allowed(t.hot)]
        if not seen:
            return PASS_CLAIM
        return claim_of(min(seen, key=lambda t: (t.min_cards, -t.hot)))


class RandomBot:
    """`random` (module docstring)."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.rng = rng

    def decide(self, view: View) -> ClaimAction:
        solution = solutions.solution(view.position)
        allowed = allowed_for(view)
        reachable = [t for t in solution.per_target
                     if t.min_cards is not None and allowed(t.hot)]
        if not reachable:
            return PASS_CLAIM
        for _ in range(RANDOM_TRIES):
            found = random_run(view.position, self.rng, allowed)
            if found is not None:
                played, value = found
                return ClaimAction(played_tokens(played), value)
        return claim_of(self.rng.choice(reachable))


def random_run(position: Position, rng: random.Random, allowed: Allowed
               ) -> tuple[Sequence[PlayedCard], int] | None:
    """The hand in a random order, wildcards given random values: the first run of cards from
    the start that ends on a hot card (C4.2) it may claim, and that hot value, or None."""
    order = list(position.hand)
    rng.shuffle(order)
    value = position.cold
    played: list[PlayedCard] = []
    for card in order:
        operand = card.operand if card.operand is not None else rng.randint(OPERAND_MIN,
                                                                            OPERAND_MAX)
        after = apply_step(card.op, value, operand)
        if after is None:  # C3.2: this order goes no further
            return None
        value = after
        played.append(PlayedCard(card, operand))
        if value in position.hot and allowed(value):
            return played, value
    return None


def search_claims(view: View) -> list[ClaimAction]:
    """The claims a search tries (PlayFace.search_actions): for every hot card the seat may
    claim (C6.2 when asked again), the solver's fewest-card play to it (C4.4), fewest cards
    first, then a pass, which draws a card when nobody else's claim fails (C6.4)."""
    solution = solutions.solution(view.position)
    allowed = allowed_for(view)
    seen = sorted((t for t in solution.per_target if t.min_cards is not None
                   and t.play is not None and allowed(t.hot)),
                  key=lambda t: (t.min_cards, -t.hot))
    return [claim_of(t) for t in seen] + [PASS_CLAIM]


KINDS = {
    "random": BotKind("random", "a random legal play, or a pass when nothing is reachable",
                      RandomBot),
    "bounded": BotKind("bounded", "sees only plays of at most K cards: the best of those, "
                       "else a pass", SolverBot, (1, HAND_CARDS_MAX)),
    "perfect": BotKind("perfect", "the solver's best play: fewest cards, then the highest hot "
                       "card (C4.3)", SolverBot),
}
"""The bots by name, weakest first (PlayFace.bots)."""
