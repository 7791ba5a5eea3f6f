"""Plain-Python twin of the Grauso shedding kernel (rules G2, G3), slow and obvious.

`solve_one` searches, play by play, every state (cards left, top, penguins left) a player
reaches playing alone on the point pile, using the rules code itself (legal.legal_plays, the
engine's and the checker's move generator), until a play empties the hand (G3.6 forbids going
out with a neutral card or a penguin; legal_plays already leaves those out). The kernel
(kernel.py) is the same search over bit masks and must give the same answers, witness included:
both take states layer by layer in the order they were first reached, and plays in
legal.legal_plays's order (by value, then hand order).
"""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.solvers.grauso.legal import legal_plays, remove_cards, top_after
from deckmath.solvers.grauso.model import Play, Position

State = tuple[tuple[int, ...], int | None, int]
"""(cards left, sorted; top or None; penguins left)."""


@dataclass(frozen=True)
class Found:
    """What the search finds: the fewest plays to go out (None: impossible), how many distinct
    sequences do it in that many plays, one of them keeping the most penguins (the witness),
    and how many distinct first plays begin an optimal sequence."""

    fewest: int | None
    sequences: int
    witness: tuple[Play, ...] | None
    penguins_used: int | None
    good_first: int


def _moves(state: State) -> list[tuple[Play, State | None]]:
    """Each legal play from a state and the state it leads to (None: the hand is empty)."""
    cards, top, penguins = state
    out: list[tuple[Play, State | None]] = []
    for play in legal_plays(Position(top, cards, penguins)):
        left = remove_cards(cards, play)
        out.append((play, (left, top_after(play), penguins - play.uses_penguin) if left else None))
    return out


def solve_one(hand: tuple[int, ...], top: int | None, penguins: int) -> Found:
    """Go out in as few plays as possible from (top, hand, penguins), playing alone."""
    start: State = (tuple(sorted(hand)), top, penguins)
    depth: dict[State, int] = {start: 0}
    parent: dict[State, tuple[State, Play] | None] = {start: None}
    layers: list[dict[State, int]] = [{start: 1}]
    for k in range(1, len(hand) + 1):
        following: dict[State, int] = {}
        sequences = 0
        best: tuple[int, State, Play] | None = None
        for state, count in layers[-1].items():
            for play, new in _moves(state):
                if new is None:
                    sequences += count
                    if best is None or state[2] > best[0]:
                        best = (state[2], state, play)
                    continue
                seen = depth.get(new)
                if seen is not None and seen < k:
                    continue
                if seen is None:
                    depth[new] = k
                    parent[new] = (state, play)
                    following[new] = 0
                following[new] += count
        if best is not None:
            witness = [best[2]]
            state = best[1]
            link = parent[state]
            while link is not None:
                state, play = link
                witness.append(play)
                link = parent[state]
            return Found(k, sequences, tuple(reversed(witness)), penguins - best[0],
                         _good_first(layers, k))
        if not following:
            break
        layers.append(following)
    return Found(None, 0, None, None, 0)


def _good_first(layers: list[dict[State, int]], fewest: int) -> int:
    """Distinct first plays that begin an optimal sequence: from the last layer back, mark the
    states with a play out of the hand (last layer) or into a marked state of the next layer;
    then count the start's plays out of the hand (one play) or into a marked state."""
    start = next(iter(layers[0]))
    if fewest == 1:
        return sum(new is None for _, new in _moves(start))
    marked = {s for s in layers[fewest - 1] if any(new is None for _, new in _moves(s))}
    for k in range(fewest - 2, 0, -1):
        marked = {s for s in layers[k] if any(new in marked for _, new in _moves(s))}
    return sum(1 for _, new in _moves(start) if new in marked)
