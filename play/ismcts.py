"""Information-set Monte Carlo tree search for every game, through the play face alone
(Cowling, Powley and Whitehouse 2012, single observer; OpenSpiel's ismcts.py is the model).

One search decides one action of one seat. Each iteration deals a world at random from what the
seat may see (PlayState.determinize), walks the tree down that world, adds one node, plays the
rest of the game out with the game's own fast bot (PlayFace.playout_bot) and credits every
decision on its path with the result for the seat that made it. A node is an information set:
the seat to move and its view (the key OpenSpiel uses), so worlds that the mover cannot tell
apart share their statistics. Actions are picked by UCB over those available in the sampled
world only, each counted against how often it was available (the availability count of the
paper), so an action that exists in few worlds is not judged against visits it could not have.

What a seat may do: `legal_actions()` where the game lists them, else the game's candidates
(PlayFace.search_actions: a claim, a total, a calculation are free-form, so the game names the
few worth trying from the mover's view). The answer is the root's most visited action.

The bot never sees the true state: the driver (runner.choose) hands it a world already dealt
again from the seat's information set, and every iteration deals again from that one.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckmath.play.clock import Clock
from deckmath.solvers.game import Bot, BotKind, PlayFace, PlayState, seat_to_move

EXPLORATION = 0.7
"""UCB's exploration constant for rewards in [0, 1] (about sqrt(2) / 2)."""

ITERATIONS_MAX = 1_000_000
"""Most iterations `ismcts:N` takes."""

SECONDS_MAX = 600.0
"""Longest time budget `ismcts:Ns` takes, in seconds."""

NAME = "ismcts"
"""The kind's name in `--bots`: `ismcts:1000` (iterations) or `ismcts:2s` (seconds)."""


@dataclass
class Child:
    """An action's statistics at one node: visits, summed reward of the mover, and how many
    times it was available when the node was reached."""

    visits: int = 0
    reward: float = 0.0
    available: int = 0


@dataclass
class Node:
    """An information set of the tree: its actions by canonical text, in the order first met."""

    children: dict[str, Child] = field(default_factory=dict)


def rewards(state: PlayState) -> tuple[float, ...]:
    """Each seat's reward for a finished game: its share of the win (a first place shared by k
    credits each 1/k, as the tallies count it), 0 for the others."""
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("the game is not over: it has no rewards")
    winners = outcome.winners
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if seat in winners else 0.0 for seat in range(1, state.players + 1))


def actions_of(face: PlayFace, state: PlayState, seat: int) -> list[tuple[str, Any]]:
    """The actions a search considers for `seat`, the seat to move: the legal ones, or the game's
    candidates from the seat's view when its actions are free-form; each with its text."""
    actions = state.legal_actions()
    if actions is None:
        if face.search_actions is None:
            raise ValueError("the game's actions are free-form and its play face names no "
                             "candidates (search_actions)")
        actions = face.search_actions(state.view(seat))
    out: list[tuple[str, Any]] = []
    seen: set[str] = set()
    for action in actions:
        text = state.action_text(action)
        if text not in seen:
            seen.add(text)
            out.append((text, action))
    return out


class IsmctsBot:
    """`ismcts:N` (N iterations a decision) or `ismcts:Ns` (a time budget of N seconds)."""

    def __init__(self, face: PlayFace, rng: random.Random, options: Mapping[str, Any],
                 iterations: int | None = None, seconds: float | None = None,
                 exploration: float = EXPLORATION) -> None:
        if (iterations is None) == (seconds is None):
            raise ValueError("give either iterations or seconds")
        if face.playout_bot is None:
            raise ValueError("the game's play face names no playout bot")
        self.face = face
        self.rng = rng
        self.seed = rng.getrandbits(64)
        self.decisions = 0
        """Decisions made (or forgone, play/replay.py), which seeds the next one's generator."""
        self.options = dict(options)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.reproducible = seconds is None
        """A time budget's choices depend on the machine's speed: a replay cannot re-derive them."""
        self.playouts = 0
        """Iterations run over the bot's life (benchmarks read it)."""

    def decide(self, view: Any) -> Any:
        raise TypeError("an ismcts bot decides in a world dealt from its seat's view: call "
                        "search(world, seat) (runner.choose does)")

    def world_rng(self) -> random.Random:
        """The generator the driver deals this decision's root world with."""
        return random.Random(f"{self.seed}:{self.decisions}:root")

    def forgo(self) -> None:
        """A decision made without searching (a replay of one a clock cut): the next decision
        still draws from its own generator."""
        self.decisions += 1

    def search(self, world: PlayState, seat: int, clock: Clock | None = None) -> Any:
        """The root's most visited action for `seat` (to move in `world`) after the budget:
        its iterations, counted by `clock` (play/clock.py), which may stop it sooner, or its
        seconds. Each decision draws from a generator of its own, so that one cut short
        changes none of the later ones."""
        self.rng = random.Random(f"{self.seed}:{self.decisions}")
        self.decisions += 1
        root = actions_of(self.face, world, seat)
        if not root:
            raise ValueError(f"seat {seat} has no action to choose from")
        if len(root) == 1:
            return root[0][1]
        tree: dict[Any, Node] = {}
        playout = self._playout_bots(world.players)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        if clock is not None and self.iterations is not None:
            clock.begin(self.iterations)
        done = 0
        while True:
            self._iterate(world.determinize(seat, self.rng), tree, playout)
            done += 1
            if deadline is None:
                if clock is not None:
                    if not clock.more(done):
                        break
                elif done >= (self.iterations or 0):
                    break
            elif time.perf_counter() >= deadline:
                break
        self.playouts += done
        node = tree[(seat, world.view(seat))]
        best = max(root, key=lambda item: _visits(node, item[0]))
        return best[1]

    def _playout_bots(self, players: int) -> tuple[Bot, ...]:
        kind: BotKind = self.face.bots[str(self.face.playout_bot)]
        return tuple(kind.make(None, random.Random(self.rng.getrandbits(64)), self.options)
                     for _ in range(players))

    def _iterate(self, world: PlayState, tree: dict[Any, Node], playout: Sequence[Bot]) -> None:
        """One iteration on one sampled world: select and expand, play out, back up."""
        path: list[tuple[Child, int]] = []
        while not world.over:
            mover = seat_to_move(world)
            key = (mover, world.view(mover))
            node = tree.get(key)
            if node is None:
                node = tree[key] = Node()
            actions = actions_of(self.face, world, mover)
            untried = []
            for text, action in actions:
                child = node.children.get(text)
                if child is None:
                    untried.append((text, action))
                else:
                    child.available += 1
            if untried:
                text, action = self._expansion(world, mover, untried, playout)
                child = node.children[text] = Child(available=1)
                world.apply(action)
                path.append((child, mover))
                break
            text, action = self._select(node, actions)
            world.apply(action)
            path.append((node.children[text], mover))
        _play_out(world, playout)
        result = rewards(world)
        for child, mover in path:
            child.visits += 1
            child.reward += result[mover - 1]

    def _expansion(self, world: PlayState, mover: int, untried: list[tuple[str, Any]],
                   playout: Sequence[Bot]) -> tuple[str, Any]:
        """The action a node grows by: the playout bot's own choice while it is untried, else
        one at random. A node of another seat is nearly always new (its hand is dealt again in
        every world), so this is what that seat plays in the tree: as the playout bot would,
        not at random, which would make every opponent look weak."""
        choice = world.action_text(playout[mover - 1].decide(world.view(mover)))
        for item in untried:
            if item[0] == choice:
                return item
        return untried[self.rng.randrange(len(untried))]

    def _select(self, node: Node, actions: list[tuple[str, Any]]) -> tuple[str, Any]:
        """UCB over the actions available here (every one already tried)."""
        best, best_value = actions[0], -math.inf
        for item in actions:
            child = node.children[item[0]]
            value = child.reward / child.visits + self.exploration * math.sqrt(
                math.log(child.available) / child.visits)
            if value > best_value:
                best, best_value = item, value
        return best


def _visits(node: Node, text: str) -> tuple[int, float]:
    child = node.children.get(text)
    if child is None or child.visits == 0:
        return (0, 0.0)
    return (child.visits, child.reward / child.visits)


def _play_out(world: PlayState, playout: Sequence[Bot]) -> None:
    """The game played to its end by the playout bots, each from its own seat's view."""
    while not world.over:
        seat = seat_to_move(world)
        world.apply(playout[seat - 1].decide(world.view(seat)))


def kind(face: PlayFace) -> BotKind:
    """The search bot as one of the game's bot kinds: `ismcts:N` iterations a decision
    (seats.parse_bot reads `ismcts:Ns` as a time budget)."""
    def make(arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> IsmctsBot:
        return IsmctsBot(face, rng, options, iterations=arg)

    return BotKind(NAME, "information-set Monte Carlo tree search: N iterations a decision "
                         "(ismcts:N) or N seconds (ismcts:Ns), playouts by the game's "
                         f"{face.playout_bot} bot", make, (1, ITERATIONS_MAX), "N")


def timed(face: PlayFace, rng: random.Random, options: Mapping[str, Any],
          seconds: float) -> IsmctsBot:
    """`ismcts:Ns`: a time budget of `seconds` a decision."""
    return IsmctsBot(face, rng, options, seconds=seconds)
