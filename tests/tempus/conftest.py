"""Fixtures for the Tempus tests: the rules written out again from ../shared/rules/tempus.md on
plain JSON positions (strings and lists), sharing no code with deckmath, and a brute force
minimax on top of them. They are the ground truth the library is checked against.
"""
from __future__ import annotations

import json
import random

import pytest

from deckmath.solvers.tempus import ALL_CARDS, load_deck, random_position

def _colour(card: str) -> str:
    return card[0]


def _value(card: str) -> int:
    return int(card[1:])


def playable(card: str, top: str, direction: str) -> bool:
    """P3.2 as the rule sheet says it: follow the direction strictly in the series colour; a
    Joker on any colour; a Joker on a red or mauve card of its value and back; after a Joker the
    series is colourless."""
    if _value(card) == _value(top):
        return (_colour(card) == "J") != (_colour(top) == "J")
    if direction == "+" and _value(card) < _value(top):
        return False
    if direction == "-" and _value(card) > _value(top):
        return False
    return "J" in (_colour(card), _colour(top)) or _colour(card) == _colour(top)


def moves_of(pos: dict) -> list[str]:
    """Every legal move of a JSON position as canonical strings (P3.1-P3.4), unordered."""
    me = pos["to_move"]
    hand = pos["hands"][me - 1]
    if all(len(h) == 2 for h in pos["hands"]):
        return []
    holders = pos["holders"]
    if all(h is not None and h["owner"] == me for h in holders):
        return [f"bury {c}" for c in hand]
    out = []
    if any(h is None for h in holders):
        out += [f"open {d} {c}" for c in hand for d in "+-"]
    for number, h in enumerate(holders, start=1):
        if h is None or h["owner"] == me:
            continue
        for c in hand:
            if playable(c, h["cards"][-1], h["direction"]):
                out.append(f"capture {number} {c}")
            out.append(f"dump {number} {c}")
    return out


def play(pos: dict, move: str) -> dict:
    """The JSON position after a move (P3), computed on copies."""
    new = json.loads(json.dumps(pos))
    me = new["to_move"]
    words = move.split()
    card = words[-1]
    new["hands"][me - 1].remove(card)
    if words[0] == "open":
        free = next(i for i, h in enumerate(new["holders"]) if h is None)
        new["holders"][free] = {"owner": me, "direction": words[1], "cards": [card]}
    elif words[0] == "capture":
        h = new["holders"][int(words[1]) - 1]
        h["cards"].append(card)
        h["owner"] = me
    elif words[0] == "dump":
        new["holders"][int(words[1]) - 1]["cards"].insert(0, card)
    new["to_move"] = me % new["players"] + 1
    return new


def counts(deck) -> dict[str, int]:
    """Hourglasses by card name."""
    return {str(c): deck.hourglasses[c.index] for c in ALL_CARDS}


def final_score(pos: dict, hourglasses: dict[str, int], root: int) -> int:
    """P4.2 scored for `root`: 2 players, theirs minus the opponent's; 3-5, theirs."""
    front = [0] * pos["players"]
    for h in pos["holders"]:
        if h is not None:
            front[h["owner"] - 1] += sum(hourglasses[c] for c in h["cards"])
    if pos["players"] == 2:
        return front[root - 1] - front[2 - root]
    return front[root - 1]


def brute_value(pos: dict, hourglasses: dict[str, int], root: int) -> int:
    """Minimax without memory or pruning: root maximises, everyone else minimises."""
    moves = moves_of(pos)
    if not moves:
        return final_score(pos, hourglasses, root)
    values = [brute_value(play(pos, m), hourglasses, root) for m in moves]
    return max(values) if pos["to_move"] == root else min(values)


def brute_moves(pos: dict, hourglasses: dict[str, int]) -> dict[str, int]:
    """Every legal move's exact value for the player to move."""
    return {m: brute_value(play(pos, m), hourglasses, pos["to_move"]) for m in moves_of(pos)}


@pytest.fixture(scope="session")
def tdeck():
    """The reference Tempus deck."""
    return load_deck()


@pytest.fixture(scope="session")
def hourglass_map(tdeck):
    return counts(tdeck)


@pytest.fixture(scope="session")
def rules_again():
    """The rules written out again: moves_of, play, brute_value, brute_moves, final_score."""
    class Rules:
        pass

    for f in (moves_of, play, brute_value, brute_moves, final_score, playable):
        setattr(Rules, f.__name__, staticmethod(f))
    return Rules


@pytest.fixture(scope="session")
def positions(tdeck):
    """positions(count, seed, **options) -> seeded random positions (deck.random_position)."""
    def make(count: int, seed: int, **options):
        rng = random.Random(seed)
        return [random_position(tdeck, rng, **options) for _ in range(count)]

    return make
