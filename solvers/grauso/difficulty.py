"""A model of a person solving a Grauso "go out" puzzle, which the grades are calibrated on. It
uses the rules of a play (legal.legal_plays_of: G2.2, G3.1-G3.6) and nothing of the solver.

Search effort: a person looking for the shortest way out first tries to go out in the fewest
plays any hand of these cards could take (a play per neutral card, one per two other cards,
puzzles.ideal), then in one play more, and so on: iterative deepening over plays. Within a
pass they play forward depth first, and never a play that leaves more cards than the plays
left could shed (seen at a glance, not counted). They try plays in a natural order: without
the penguin before with it (a flip is the last resort, G3.5), two cards before one, and in no
set order among equals (random). A play is examined when it is put on the pile in the mind's
eye. The effort is the number of plays examined, over every pass, until the first sequence
that goes out in the fewest plays; its expectation over the random orders is exact (`effort`):
children of an earlier class are all examined first, and within the class holding the first
success the failing children examined before it are, on average, their total size divided by
the number of succeeding children plus one. `search` runs one such person with a seeded order
and returns the sequence found, which the checker accepts.

Hands of more than EXACT_CARDS cards are measured by the mean of SAMPLES such searches in
orders seeded by the position (`estimate`): counting their passes whole takes too long.

Greedy player: sheds as many cards as it can at each play (a pair before a single card), keeps
its penguin when it can, and otherwise plays at random among those plays: it does not think of
keeping the pile high for later. `greedy` is the exact probability that it goes out in the
fewest plays.
"""
from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass

from deckmath.solvers.grauso.legal import legal_plays_of, remove_cards, top_after
from deckmath.solvers.grauso.model import Play, Position

State = tuple[tuple[int, ...], int | None, int]
"""(cards left, sorted; top or None for an empty pile; penguins held)."""


def _moves(state: State) -> list[tuple[Play, State | None]]:
    """Each legal play from a state and the state it leads to (None: the hand is empty)."""
    cards, top, penguins = state
    out: list[tuple[Play, State | None]] = []
    for play in legal_plays_of(top, cards, penguins > 0):
        left = remove_cards(cards, play)
        out.append((play, (left, top_after(play), penguins - play.uses_penguin) if left else None))
    return out


def ideal(cards: tuple[int, ...]) -> int:
    """The fewest plays any hand of these cards could take: one per neutral card (G3.4), one
    per two other cards (G3.3)."""
    neutral = cards.count(0)
    return neutral + (len(cards) - neutral + 1) // 2


def natural_class(play: Play) -> int:
    """A play's place in the natural order: unflipped pairs, unflipped single cards, flipped
    pairs, flipped single cards."""
    return 2 * play.uses_penguin + (len(play.cards) == 1)


def _tried(state: State, left: int, known: dict[State, list] | None = None
           ) -> list[tuple[Play, State | None]]:
    """The plays a person tries from `state` with `left` plays to go: those that could still
    go out in time, in the natural order (classes; equals in the rules' order). `known`
    remembers each state's plays so ordered, with the plays each leaves at the least."""
    moves = known.get(state) if known is not None else None
    if moves is None:
        moves = sorted(((play, after, 0 if after is None else ideal(after[0]))
                        for play, after in _moves(state)),
                       key=lambda move: natural_class(move[0]))
        if known is not None:
            known[state] = moves
    return [(play, after) for play, after, needs in moves if needs <= left - 1]


def start(position: Position) -> State:
    return tuple(sorted(position.hand)), position.top, position.penguins


@dataclass(frozen=True)
class Subtree:
    """Below a state in one pass: how many plays (`size`), whether a way out is among them
    (`hit`), and the expected number examined until it is found."""

    size: int
    hit: bool
    expected: float


EXACT_CARDS = 8
"""Hands of up to this many cards are measured exactly; bigger ones (puzzles take up to 10)
have too many partial sequences to count whole in plain Python, and are measured by
SAMPLES searches in seeded random orders (`estimate`)."""

SAMPLES = 16


def effort(position: Position, ceiling: float = math.inf, fewest: int | None = None) -> float:
    """The expected number of plays examined until the first way out in the fewest plays
    (module docstring): exact for hands of up to EXACT_CARDS cards, else `estimate`;
    ValueError if the hand cannot be emptied. Past `ceiling` the count stops: what is
    returned is then at least `ceiling`, short of the whole effort. `fewest`, the solver's
    answer when known, spares finding out which passes fail: those are only counted, and no
    further than the ceiling."""
    if len(position.hand) > EXACT_CARDS:
        return estimate(position, ceiling)
    return exact(position, ceiling, fewest)


def estimate(position: Position, ceiling: float = math.inf, samples: int = SAMPLES) -> float:
    """The mean effort of `samples` searches (`search`) in random orders seeded by the
    position itself, so that the same position always gets the same figure; at least
    `ceiling` once the searches made so far pass it on average over all the samples."""
    rng = random.Random(zlib.crc32(repr(start(position)).encode()))
    known: dict[State, list] = {}
    total = 0
    for _ in range(samples):
        total += search(position, rng, known, ceiling * samples - total).effort
        if total >= ceiling * samples:
            return ceiling
    return total / samples


def exact(position: Position, ceiling: float = math.inf, fewest: int | None = None) -> float:
    """`effort` worked out exactly (module docstring), whatever the hand's size."""
    memo: dict[tuple[State, int], Subtree] = {}
    beyond: dict[tuple[State, int], float] = {}
    sizes: dict[tuple[State, int], int] = {}
    known: dict[State, list] = {}

    def below(state: State, left: int, cap: float) -> Subtree | None:
        """The subtree below `state` with `left` plays to go, or None when the expected effort
        from `state` (or its size, if no way out lies below) is at least `cap`. Where a way out
        lies below, the classes after the first holding one are never reached, so neither they
        nor the size are worked out (a parent only adds up the sizes of children without a way
        out). A child's bound is the parent's room times its children and one: a child past it
        puts the parent past `cap` whether it holds a way out or not."""
        key = (state, left)
        found = memo.get(key)
        if found is not None:
            return found
        if key in beyond and beyond[key] <= cap:
            return None
        spent = 0
        made = None
        tried = _tried(state, left, known)
        at = 0
        while at < len(tried):
            kind = natural_class(tried[at][0])
            succeeding: list[float] = []
            failing = 0
            while at < len(tried) and natural_class(tried[at][0]) == kind:
                after = tried[at][1]
                at += 1
                if after is None:
                    succeeding.append(1.0)
                elif left == 1:
                    failing += 1
                else:
                    room = (cap - spent - failing / (len(tried) + 1)) * (len(tried) + 1)
                    inner = below(after, left - 1, room)
                    if inner is None:
                        beyond[key] = min(cap, beyond.get(key, math.inf))
                        return None
                    if inner.hit:
                        succeeding.append(1 + inner.expected)
                    else:
                        failing += 1 + inner.size
                if spent + failing / (len(tried) + 1) >= cap:
                    beyond[key] = min(cap, beyond.get(key, math.inf))
                    return None
            if succeeding:
                made = Subtree(0, True, spent + failing / (len(succeeding) + 1)
                               + sum(succeeding) / len(succeeding))
                break
            spent += failing
        if made is None:
            made = Subtree(spent, False, float(spent))
        memo[key] = made
        return made

    def size(state: State, left: int, cap: float) -> int:
        """Plays in a pass without a way out below `state`, counted up to `cap`."""
        key = (state, left)
        known = sizes.get(key)
        if known is not None:
            return known
        count = 0
        for _, after in _tried(state, left, known):
            count += 1
            if after is not None and left > 1:
                count += size(after, left - 1, cap - count)
            if count >= cap:
                return count
        sizes[key] = count
        return count

    total = 0.0
    root = start(position)
    for depth in range(ideal(root[0]), len(position.hand) + 1):
        if fewest is not None and depth < fewest:
            total += size(root, depth, ceiling - total)
        else:
            found = below(root, depth, ceiling - total)
            if found is None:
                return ceiling
            if found.hit:
                return total + found.expected
            total += found.size
        if total >= ceiling:
            return total
    raise ValueError("the hand cannot be emptied: not a puzzle")


@dataclass(frozen=True)
class Run:
    """One person's search: plays examined and the way out found."""

    effort: int
    sequence: tuple[Play, ...]


def search(position: Position, rng: random.Random,
           known: dict[State, list] | None = None, budget: float = math.inf) -> Run:
    """One person's iterative deepening, equals in a random order drawn from `rng`; `known`
    remembers the plays of states already met (searches of one position may share it). Past
    `budget` plays the search stops, its sequence empty and its effort the plays so far."""
    examined = 0

    def dive(state: State, left: int) -> tuple[Play, ...] | None:
        nonlocal examined
        moves = _tried(state, left, known)
        rng.shuffle(moves)
        moves.sort(key=lambda move: natural_class(move[0]))
        for play, after in moves:
            examined += 1
            if examined >= budget:
                raise _Spent
            if after is None:
                return (play,)
            if left > 1:
                found = dive(after, left - 1)
                if found is not None:
                    return (play, *found)
        return None

    root = start(position)
    try:
        for depth in range(ideal(root[0]), len(position.hand) + 1):
            found = dive(root, depth)
            if found is not None:
                return Run(examined, found)
    except _Spent:
        return Run(examined, ())
    raise ValueError("the hand cannot be emptied: not a puzzle")


class _Spent(Exception):
    """A search has examined as many plays as it was allowed."""


def greedy(position: Position, fewest: int) -> float:
    """The probability that the greedy player (module docstring) goes out in `fewest` plays."""
    memo: dict[tuple[State, int], float] = {}

    def chance(state: State, played: int) -> float:
        key = (state, played)
        if key in memo:
            return memo[key]
        moves = _moves(state)
        if not moves or played >= fewest:
            result = 0.0
        else:
            most = max(len(play.cards) for play, _ in moves)
            shedding = [m for m in moves if len(m[0].cards) == most]
            keeping = [m for m in shedding if not m[0].uses_penguin] or shedding
            result = sum(1.0 if after is None else chance(after, played + 1)
                         for _, after in keeping) / len(keeping)
        memo[key] = result
        return result

    return chance(start(position), 0)
