"""Flat Monte Carlo over worlds dealt again from a seat's information set, for every game through
the play face: each candidate action is played in the same sampled worlds, each world then played
to the end of the game by the game's own policy bot for every seat (perfect-information Monte
Carlo with rollouts; Ginsberg's GIB, and Long, Sturtevant, Buro and Furtak 2010 on why it works
in card games), and the candidates are narrowed by sequential halving (Karnin, Koren and Somekh
2013): each round gives every candidate left the same new worlds and keeps the better half, so
the budget goes to the actions worth telling apart.

Common random numbers: world j is dealt from the decision's seed and j alone, and its playout
bots are seeded from j, so that two candidates are compared on the same deals and the same
later luck; what differs between them is the action. That makes a difference of a few percent
visible in a few dozen worlds where independent samples would need hundreds.

The anchor's choice (the game's PlayFace.anchor_bot, else the policy's own) is a candidate that
is never dropped, and it is played unless another candidate beat it in the worlds both met by
more than MARGIN standard errors of their paired difference: early in a game, where a few long playouts cannot tell two good actions apart, the
search plays as its anchor does; late, where a few worlds settle it (a forced win), it switches.

The budget is in decisions simulated: each playout counts the decisions it plays (and one for
the action tried), which is work the game can count, so the decision is exact to re-derive from
the seed, and which fits the time a decision takes (a playout from a game's first round costs
many decisions, one from its last few). A clock (play/clock.py) may stop the search early, and
the best candidate so far is played. Each decision draws its worlds from its own generator,
derived from the bot's seed and the decision's number, so that a decision cut short changes
none of the later ones.
"""
from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from deckmath.play.clock import Clock
from deckmath.play.ismcts import actions_of, rewards
from deckmath.solvers.game import Bot, BotKind, PlayFace, PlayState, seat_to_move

MARGIN = 1.5
"""Standard errors by which a candidate must beat the policy's own choice, in the worlds both
were played in, to be played instead: the policy is kept where the sample cannot tell them
apart, so the search is never much weaker than its policy, and late in a game, where a few
worlds tell (a forced win), it switches."""

WIDTH = 12
"""Most candidate actions a decision weighs (the first the game lists: PlayFace.search_actions
orders them, the most promising first)."""

STEPS_MAX = 10_000_000
"""Most decisions a search `pimc:N` may simulate for one of its own."""

NAME = "pimc"
"""The kind's name in `--bots`: `pimc:N`, N decisions simulated (in playouts) a decision."""


class SampledSearch:
    """`steps` decisions simulated a decision, rollouts by the game's `policy` bot (a kind of
    PlayFace.bots), at most `width` candidates."""

    def __init__(self, face: PlayFace, rng: random.Random, options: Mapping[str, Any],
                 steps: int, policy: str, anchor: str | None = None, width: int = WIDTH
                 ) -> None:
        if steps < 1:
            raise ValueError(f"a search needs at least 1 step a decision, not {steps}")
        self.face = face
        self.options = dict(options)
        self.steps = steps
        self.kind: BotKind = face.bots[policy]
        self.anchor: BotKind = face.bots[anchor or policy]
        """The bot whose choice is played unless another candidate beats it (module
        docstring): the policy itself, or a stronger, slower bot of the game."""
        self.width = width
        self.seed = rng.getrandbits(64)
        self.rng = rng
        self.decisions = 0
        """Decisions made (or forgone, play/replay.py), which seeds the next one's generator."""
        self.reproducible = True
        """Its choices depend on the seed alone, unless a clock cuts one (play/clock.py)."""

    # -- what the driver calls ------------------------------------------------------------------

    def decide(self, view: Any) -> Any:
        raise TypeError("a sampling bot decides in a world dealt from its seat's view: call "
                        "search(world, seat) (runner.choose does)")

    def world_rng(self) -> random.Random:
        """The generator the driver deals this decision's root world with."""
        return random.Random(f"{self.seed}:{self.decisions}:root")

    def forgo(self) -> None:
        """A decision made without searching (a replay of one a clock cut): the next decision
        still draws from its own generator."""
        self.decisions += 1

    def search(self, world: PlayState, seat: int, clock: Clock | None = None) -> Any:
        """The policy's own choice, unless another candidate did better in the same worlds by
        more than chance (module docstring), within `clock` (None: the bot's budget alone);
        `clock.cut` says whether the clock stopped it before its budget was spent."""
        clock = clock or Clock(None, None)
        clock.begin(self.steps)
        number = self.decisions
        self.decisions += 1
        base = f"{self.seed}:{number}"
        prior = self.anchor.make(None, random.Random(f"{base}:prior"), self.options).decide(
            world.view(seat))
        options = self._candidates(world, seat, prior)
        if len(options) == 1:
            return options[0][1]
        results: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        rounds = max(1, math.ceil(math.log2(len(options))))
        spent = worlds = 0
        for round_number in range(1, rounds + 1):
            target = self.steps * round_number // rounds
            while True:
                sampled = world.determinize(seat, random.Random(f"{base}:world:{worlds}"))
                for index in alive:
                    value, steps = self._playout(sampled, options[index][1], seat,
                                                 f"{base}:playout:{worlds}")
                    results[index].append(value)
                    spent += steps + 1
                    if not clock.more(min(spent, self.steps)):
                        return options[_choice(alive, results)][1]
                worlds += 1
                if spent >= target:
                    break
            alive = _halved(alive, results)
            if len(alive) == 1:
                break
        return options[_choice(alive, results)][1]

    # -- the pieces -----------------------------------------------------------------------------

    def _candidates(self, world: PlayState, seat: int, prior: Any) -> list[tuple[str, Any]]:
        """The policy's own choice, then the game's candidates (PlayFace.search_actions, the
        most promising first) or else its legal actions, `width` in all."""
        if self.face.search_actions is not None:
            listed = self.face.search_actions(world.view(seat))
        else:
            listed = [action for _, action in actions_of(self.face, world, seat)]
        out: list[tuple[str, Any]] = []
        seen: set[str] = set()
        for action in [prior, *listed]:
            text = world.action_text(action)
            if text not in seen:
                seen.add(text)
                out.append((text, action))
            if len(out) == self.width:
                break
        return out

    def _policy(self, players: int, seed: str) -> tuple[Bot, ...]:
        return tuple(self.kind.make(None, random.Random(f"{seed}:{seat}"), self.options)
                     for seat in range(1, players + 1))

    def _playout(self, sampled: PlayState, action: Any, seat: int, seed: str
                 ) -> tuple[float, int]:
        """The seat's share of the win once `action` is played in a copy of the sampled world
        and the game played to its end by the policy bots (seeded alike for every action), and
        the decisions that took."""
        world = sampled.clone()
        world.apply(action)
        bots = self._policy(world.players, seed)
        steps = 0
        while not world.over:
            mover = seat_to_move(world)
            world.apply(bots[mover - 1].decide(world.view(mover)))
            steps += 1
        return rewards(world)[seat - 1], steps


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _halved(alive: Sequence[int], results: Sequence[Sequence[float]]) -> list[int]:
    """The better half of the candidates left, by their mean over the worlds they all met; the
    policy's choice (index 0) always stays, so that the last comparison is with it."""
    ranked = sorted(alive, key=lambda i: (-_mean(results[i]), i))
    kept = ranked[:math.ceil(len(ranked) / 2)]
    if 0 not in kept:
        kept[-1] = 0
    return sorted(kept)


def _choice(alive: Sequence[int], results: Sequence[Sequence[float]]) -> int:
    """The best candidate left if it beat the anchor's choice (index 0, played first in each
    world) in the worlds both met by more than MARGIN standard errors of the paired difference;
    else the anchor's choice. A candidate the budget or the clock left without a world does not
    count."""
    met = [i for i in alive if results[i]]
    best = min(met, key=lambda i: (-_mean(results[i]) + _mean(results[0][:len(results[i])]),
                                   i))
    if best == 0:
        return 0
    n = len(results[best])
    differences = [results[best][w] - results[0][w] for w in range(n)]
    mean = _mean(differences)
    if mean <= 0:
        return 0
    if n == 1:
        return best if mean >= 1.0 else 0
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return best if mean > MARGIN * math.sqrt(variance / n) else 0


def kind(face: PlayFace) -> BotKind:
    """The sampling search as one of the game's bot kinds, `pimc:N` (N decisions simulated a
    decision), rollouts by the game's PlayFace.rollout_bot."""
    policy = face.rollout_bot
    if policy is None:
        raise ValueError("the game's play face names no rollout bot")

    def make(arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> SampledSearch:
        return SampledSearch(face, rng, options, steps=arg or 1, policy=str(policy),
                             anchor=face.anchor_bot)

    return BotKind(NAME, "the best of a few actions played in the same deals sampled from what "
                         f"the seat sees, each deal played out by the game's {policy} bot: N "
                         "decisions simulated a decision, within a clock", make, (1, STEPS_MAX),
                   "N")
