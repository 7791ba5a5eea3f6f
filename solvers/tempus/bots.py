"""The bots of whole games (engine.py), weakest first: `random`, `greedy`, `solver` and
`sampler:S`.

Each decides from its seat's view alone (engine.TempusView: its own hand, the series on the
table, the score piles, the hand sizes and the cards it buried itself); legal moves depend on
nothing else (P3).

- random: a legal move drawn uniformly.
- greedy: the move with the best immediate hourglass gain (P4.2): the most hourglasses added in
  front of itself; among equals, the fewest added in front of the opponents (a capture takes
  theirs away, a dump gives them the card's); then a random one among the rest.
- solver: deals the cards it cannot see at random into the opponents' hands (their sizes are
  known), `samples` times, solves each sample with open hands (solve.solve, every move's value)
  and plays the move with the best total over the samples (canonical order breaks ties). Its
  work is bounded so that whole games stay quick: each sample's search stops after `nodes`
  nodes (iterative deepening keeps the deepest depth completed), so a decision costs at most
  samples x nodes nodes plus the first, 1- or 2-ply, iteration; a sample whose search reaches
  the end of the round within the budget is solved exactly.
- sampler:S: the solver's method on S samples of SAMPLER_NODES nodes each, within a clock that
  counts the samples (the `hard` level, docs/strength).
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import BotKind, DecisionClock as Clock
from deckmath.solvers.tempus.engine import TempusView
from deckmath.solvers.tempus.model import Move, Position
from deckmath.solvers.tempus.rules import legal_moves, series_at

SOLVER_SAMPLES = 4
"""Samples of the unseen cards per decision of the solver bot."""

SOLVER_NODES = 3_000
"""Node budget of each sample's search (see the module docstring)."""

SAMPLER_NODES = 20_000
"""Node budget of each sample's search for the sampler bot, whose samples are its budget:
enough to solve most rounds exactly from the third move on (docs/strength, the levels)."""

SAMPLES_MAX = 256
"""Most samples `sampler:S` takes."""


def gains(position: Position, hourglasses: tuple[int, ...]) -> list[tuple[Move, int, int]]:
    """Every legal move with the hourglasses it adds in front of the mover and in front of the
    opponents (negative when it takes them away), P4.2: opening puts the card in front of the
    mover (P3.1), a capture moves the series and the card to the mover (P3.2), a dump adds the
    card to the series' owner (P3.3), a bury changes nothing in front of anyone (P3.4). The
    same as applying each move and counting (tests/tempus/test_tempus_bots.py holds them equal),
    without making the positions: the greedy bot plays every playout of a search."""
    out = []
    for move in legal_moves(position):
        kind = move.kind
        if kind == "open":
            out.append((move, hourglasses[move.card.index], 0))
        elif kind == "capture":
            series = series_at(position, move.target)
            taken = sum([hourglasses[c.index] for c in series.cards])
            out.append((move, taken + hourglasses[move.card.index], -taken))
        elif kind == "dump":
            out.append((move, 0, hourglasses[move.card.index]))
        else:
            out.append((move, 0, 0))
    return out


def greedy_move(position: Position, hourglasses: tuple[int, ...], rng: random.Random) -> Move:
    """The greedy bot's choice (module docstring)."""
    scored = gains(position, hourglasses)
    best = max((mine, -theirs) for _, mine, theirs in scored)
    return rng.choice([m for m, mine, theirs in scored if (mine, -theirs) == best])


def solver_move(view: TempusView, rng: random.Random, samples: int = SOLVER_SAMPLES,
                nodes: int = SOLVER_NODES, clock: Clock | None = None) -> Move:
    """The solver bot's choice (module docstring): `samples` samples, each searched `nodes`
    nodes; `clock` (play/clock.py), when given, counts the samples and may stop after any."""
    from deckmath.solvers.tempus.solve import solve

    moves = legal_moves(view.position())
    if len(moves) == 1:
        return moves[0]
    totals = {m: 0 for m in moves}
    if clock is not None:
        clock.begin(samples)
    for done in range(1, samples + 1):
        solution = solve(view.position(rng), view.deck, all_moves=True, max_nodes=nodes)
        if solution.moves is None:
            raise ValueError("the solver gave no value per move")
        for move, value in solution.moves:
            totals[move] += value
        if clock is not None and not clock.more(done):
            break
    return max(moves, key=lambda m: totals[m])



class SamplerBot:
    """`sampler:S`: the solver on S samples of the unseen cards, SAMPLER_NODES nodes each, within
    a clock that counts the samples solved (play/clock.py). Each decision draws its samples from
    a generator of its own, so that a decision its clock stopped early (the CPU cap, a person's
    "play now") changes none of the later ones."""

    def __init__(self, samples: int | None, rng: random.Random, options: Mapping[str, Any]
                 ) -> None:
        self.samples = samples or 1
        self.seed = rng.getrandbits(64)
        self.decisions = 0

    def decide(self, view: TempusView) -> Move:
        return self.decide_within(view, None)

    def decide_within(self, view: TempusView, clock: Clock | None) -> Move:
        rng = random.Random(f"{self.seed}:{self.decisions}")
        self.decisions += 1
        return solver_move(view, rng, self.samples, SAMPLER_NODES, clock)

    def forgo(self) -> None:
        """A decision made without searching (a replay of one a clock cut)."""
        self.decisions += 1


class RandomBot:
    """A legal move drawn uniformly (P3)."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.rng = rng

    def decide(self, view: TempusView) -> Move:
        return self.rng.choice(legal_moves(view.position()))


class GreedyBot:
    """The best immediate hourglass gain (module docstring)."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.rng = rng

    def decide(self, view: TempusView) -> Move:
        return greedy_move(view.position(), view.deck.hourglasses, self.rng)


class SolverBot:
    """The solver on samples of the unseen cards (module docstring)."""

    def __init__(self, arg: int | None, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.rng = rng

    def decide(self, view: TempusView) -> Move:
        return solver_move(view, self.rng)


BOTS = {
    "random": BotKind("random", "a legal move drawn uniformly (P3)", RandomBot),
    "greedy": BotKind("greedy", "the best immediate hourglass gain (P4.2)", GreedyBot),
    "solver": BotKind("solver", f"the exact solver on {SOLVER_SAMPLES} samples of the unseen "
                                f"cards, {SOLVER_NODES:,} nodes each", SolverBot),
    "sampler": BotKind("sampler", f"the exact solver on S samples of the unseen cards, "
                                  f"{SAMPLER_NODES:,} nodes each, within a clock", SamplerBot,
                       (1, SAMPLES_MAX), "S"),
}
"""The bots by name, weakest first."""

LEVELS = {"easy": "greedy", "medium": "solver", "hard": "sampler:16"}
"""The bot of each level a person picks (PlayFace.levels), ordered by measured strength: the
levels' ladder in docs/strength."""

WORDS = {
    "en": {
        "bot.random": "Random",
        "bot.random.about": "plays a legal move drawn at random",
        "bot.greedy": "Greedy",
        "bot.greedy.about": "plays the move that puts the most hourglasses in front of it now",
        "bot.solver": "Solver",
        "bot.solver.about": "solves the round exactly in 4 deals of the cards it cannot see",
        "bot.sampler": "Deep solver",
        "bot.sampler.about": "solves the round exactly in {arg} deals of the cards it cannot "
                             "see, 20,000 positions each",
        "level.easy.about": "plays the move that puts the most hourglasses in front of it now; "
                            "answers at once",
        "level.medium.about": "solves the round exactly in 4 deals of the cards it cannot see; "
                              "answers at once",
        "level.hard.about": "solves the round exactly in 16 deals of the cards it cannot see; "
                            "a tenth of a second a move, 2 s at most",
    },
    "fr": {
        "bot.random": "Hasard",
        "bot.random.about": "joue un coup permis tiré au hasard",
        "bot.greedy": "Glouton",
        "bot.greedy.about": "joue le coup qui place aussitôt le plus de sabliers devant lui",
        "bot.solver": "Solveur",
        "bot.solver.about": "résout la manche exactement dans 4 donnes des cartes qu'il ne "
                            "voit pas",
        "bot.sampler": "Solveur approfondi",
        "bot.sampler.about": "résout la manche exactement dans {arg} donnes des cartes qu'il ne "
                             "voit pas, 20\u202f000 positions chacune",
        "level.easy.about": "joue le coup qui place aussitôt le plus de sabliers devant lui ; "
                            "répond aussitôt",
        "level.medium.about": "résout la manche exactement dans 4 donnes des cartes qu'il ne "
                              "voit pas ; répond aussitôt",
        "level.hard.about": "résout la manche exactement dans 16 donnes des cartes qu'il ne "
                            "voit pas ; un dixième de seconde par coup, 2 s au plus",
    },
}
"""What a person reads of the bots and levels, per language (PlayFace.words)."""
