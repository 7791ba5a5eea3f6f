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
- `unloader:K`: the solver's best play when it takes at most K cards; otherwise it unloads, the
  longest play it finds, because the cards of a claim that holds a hot card are discarded and
  the hand filled again with fresh ones (C6.5, C7.2): a hand of leftovers seldom wins.

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


UNLOAD_TRIES = 64
"""Orders of its hand an unloading bot tries in search of its longest play."""


def unloading_claim(view: View, rng: random.Random) -> ClaimAction | None:
    """The play found to a hot card the seat may claim (C6.2 when asked again) that unloads the
    most cards, a wildcard counting for none (it is kept if it can be: C2.2's wildcards reach
    the most hot cards), over UNLOAD_TRIES random orders of its hand (random_run); None if no
    order reaches one. A claim that holds a hot card sends its cards to the discard and the
    hand is filled again to 7 (C6.5, C7.2), so a seat that cannot win the round unloads what
    it can and draws fresh cards."""
    allowed = allowed_for(view)
    best: tuple[Sequence[PlayedCard], int] | None = None
    best_score = 0
    for _ in range(UNLOAD_TRIES):
        found = random_run(view.position, rng, allowed)
        if found is None:
            continue
        score = sum(1 for p in found[0] if not p.card.is_wild) - sum(
            1 for p in found[0] if p.card.is_wild)
        if best is None or score > best_score:
            best, best_score = found, score
    return None if best is None else ClaimAction(played_tokens(best[0]), best[1])


def thrifty_claim(view: View, best: TargetResult | Solution) -> ClaimAction:
    """The claim of `best`, the seat's shortest play, made if it can be without a wildcard: the
    solver's shortest play to the same hot card from the hand without its wildcards, when it
    is as short (C4.4); else `best` itself."""
    position = view.position
    tame = tuple(card for card in position.hand if not card.is_wild)
    if not tame or len(tame) == len(position.hand):
        return claim_of(best)
    hot = best.hot if isinstance(best, TargetResult) else best.target
    kept = solutions.solution(Position(position.cold, position.hot, tame))
    for target in kept.per_target:
        if target.hot == hot and target.play is not None and target.min_cards is not None \
                and target.min_cards <= cards_of(best):
            return claim_of(target)
    return claim_of(best)


def shortest(view: View) -> TargetResult | Solution | None:
    """The solver's best play the seat may claim (C4.3; C6.2 when asked again), or None."""
    solution = solutions.solution(view.position)
    if solution.play is None or solution.min_cards is None:
        return None
    if not view.asked_again:
        return solution
    allowed = allowed_for(view)
    seen = [t for t in solution.per_target if t.min_cards is not None and t.play is not None
            and allowed(t.hot)]
    return min(seen, key=lambda t: (t.min_cards, -t.hot)) if seen else None


def cards_of(play: TargetResult | Solution) -> int:
    count = play.min_cards
    if count is None:
        raise ValueError("no play reaches a hot card")
    return count


class UnloaderBot:
    """`unloader:K`: claims its shortest play when it takes at most K cards (a play that short
    often wins the round, C6.3), without a wildcard if it can (thrifty_claim); otherwise unloads
    (unloading_claim), or passes when nothing is reachable."""

    def __init__(self, limit: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.limit = limit or UNLOADER_LIMIT
        self.rng = rng

    def decide(self, view: View) -> ClaimAction:
        best = shortest(view)
        if best is None:
            return PASS_CLAIM
        if cards_of(best) <= self.limit:
            return thrifty_claim(view, best)
        return unloading_claim(view, self.rng) or claim_of(best)


UNLOADER_LIMIT = 2
"""The longest play `unloader` claims without unloading, when not named (measured best of 1 to
3 against `perfect`: docs/strength)."""

KINDS = {
    "random": BotKind("random", "a random legal play, or a pass when nothing is reachable",
                      RandomBot),
    "bounded": BotKind("bounded", "sees only plays of at most K cards: the best of those, "
                       "else a pass", SolverBot, (1, HAND_CARDS_MAX)),
    "perfect": BotKind("perfect", "the solver's best play: fewest cards, then the highest hot "
                       "card (C4.3)", SolverBot),
    "unloader": BotKind("unloader", "claims its shortest play when it takes at most K cards, "
                        "else unloads its longest play to draw fresh cards (C6.5)", UnloaderBot,
                        (1, HAND_CARDS_MAX)),
}
"""The bots by name, weakest first (PlayFace.bots)."""

LEVELS = {"easy": "perfect", "medium": "unloader:3", "hard": "unloader:2"}
"""The bot of each level a person picks (PlayFace.levels), ordered by measured strength: the
levels' ladder in docs/strength."""

WORDS = {
    "en": {
        "bot.random": "Random",
        "bot.random.about": "claims a play drawn at random that reaches a hot card",
        "bot.bounded": "Short-sighted",
        "bot.bounded.about": "sees only plays of at most {arg} cards and claims the best of them",
        "bot.perfect": "Quickest",
        "bot.perfect.about": "claims its shortest play every round, as the solver finds it",
        "bot.unloader": "Unloader",
        "bot.unloader.about": "claims its shortest play when it takes {arg} cards or fewer, "
                              "else plays its longest to draw fresh cards",
        "level.easy.about": "claims its shortest play when it takes 3 cards or fewer, else "
                            "plays its longest to draw fresh cards; answers at once",
        "level.medium.about": "claims only its shortest plays of 2 cards or fewer, keeping its "
                              "wildcards, else unloads; answers at once",
        "level.hard.about": "plays as Medium, but first tries its claims in deals sampled "
                            "from what it sees, each played to the end with the exact solver; "
                            "under a second a move",
    },
    "fr": {
        "bot.random": "Hasard",
        "bot.random.about": "annonce un calcul tiré au hasard qui atteint une carte chaude",
        "bot.bounded": "Myope",
        "bot.bounded.about": "ne voit que les calculs d'au plus {arg} cartes et annonce le "
                             "meilleur d'entre eux",
        "bot.perfect": "Rapide",
        "bot.perfect.about": "annonce à chaque manche son calcul le plus court, celui du "
                             "solveur",
        "bot.unloader": "Délesteur",
        "bot.unloader.about": "annonce son calcul le plus court s'il tient en {arg} cartes ou "
                              "moins, sinon joue son plus long pour piocher des cartes neuves",
        "level.easy.about": "annonce son calcul le plus court s'il tient en 3 cartes ou moins, "
                            "sinon joue son plus long pour piocher des cartes neuves ; répond "
                            "aussitôt",
        "level.medium.about": "n'annonce que ses calculs les plus courts de 2 cartes ou moins, "
                              "en gardant ses jokers, sinon se déleste ; répond aussitôt",
        "level.hard.about": "joue comme Moyen, mais essaie d'abord ses annonces dans des "
                            "donnes tirées de ce qu'il voit, chacune jouée jusqu'au bout avec "
                            "le solveur exact ; moins d'une seconde par coup",
    },
}
"""What a person reads of the bots and levels, per language (PlayFace.words)."""
