"""Grauso test helpers written from the rules (G2, G3), sharing no code with the library they
check: the legal plays of a position, a brute-force search for the fewest plays to go out, and
an independent replay of a claimed way out. Everything random is seeded."""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache

import pytest


def card_text(value: int, flipped: bool = False) -> str:
    """G1.4 and G3.5 written out again: `+13`, `-7`, `0`, `+20~`."""
    return (f"{value:+d}" if value else "0") + ("~" if flipped else "")


def play_text(cards: list[int], flips: list[bool]) -> str:
    """A play as the notation writes it: a pair's cards by value, a flipped copy first."""
    order = sorted(zip(cards, flips), key=lambda cf: (cf[0], not cf[1]))
    return "&".join(card_text(c, f) for c, f in order)


@dataclass(frozen=True)
class Move:
    """A legal play found from scratch: its text, the hand left, the new top, penguins left."""

    text: str
    left: tuple[int, ...]
    top: int
    penguins: int
    flipped: bool
    neutral: bool


def scratch_plays(top: int | None, hand: tuple[int, ...], penguins: int) -> dict[str, Move]:
    """Every distinct legal play by the rules' text: one card lower than the top (G3.1), or its
    exact opposite on a non-zero top (G3.2); two cards whose sum is lower than the top and
    within -25..25 (G3.3); a lone neutral card on anything (G3.4); anything on an empty pile,
    pairs within the size limit (G2.2); a penguin flips one card or both of a pair, never a
    neutral one (G3.5); going out neither with a neutral card nor a flip (G3.6)."""
    found: dict[str, Move] = {}
    for size in (1, 2):
        for chosen in itertools.combinations(range(len(hand)), size):
            cards = [hand[i] for i in chosen]
            if size == 2 and 0 in cards:
                continue
            for flips in itertools.product((False, True), repeat=size):
                if any(flips) and (penguins == 0 or any(f and c == 0 for c, f in zip(cards, flips))):
                    continue
                values = [-c if f else c for c, f in zip(cards, flips)]
                total = sum(values)
                if size == 1:
                    ok = cards[0] == 0 or top is None or total < top or (top != 0 and total == -top)
                else:
                    ok = -25 <= total <= 25 and (top is None or total < top)
                out = size == len(hand)
                if not ok or (out and (cards == [0] or any(flips))):
                    continue
                left = tuple(sorted(v for i, v in enumerate(hand) if i not in chosen))
                text = play_text(cards, list(flips))
                found[text] = Move(text, left, total, penguins - any(flips), any(flips),
                                   cards == [0])
    return found


@dataclass(frozen=True)
class Expected:
    """Going out by brute force: fewest plays (None: impossible) and every optimal sequence."""

    fewest: int | None
    optimal: frozenset[tuple[str, ...]]

    @property
    def first_plays(self) -> set[str]:
        return {seq[0] for seq in self.optimal}

    def fewest_penguins(self, position_penguins: int) -> int | None:
        """The fewest penguins an optimal sequence uses (the solver's witness keeps the most)."""
        if not self.optimal:
            return None
        return min(sum("~" in play for play in seq) for seq in self.optimal)


def brute_force(top: int | None, hand: tuple[int, ...], penguins: int) -> Expected:
    """Every sequence of plays from the position, by exhaustive recursion (small hands)."""

    @lru_cache(maxsize=None)
    def best(top: int | None, hand: tuple[int, ...], penguins: int):
        shortest: int | None = None
        ways: set[tuple[str, ...]] = set()
        for move in scratch_plays(top, hand, penguins).values():
            if not move.left:
                length, tails = 1, {()}
            else:
                rest, rest_ways = best(move.top, move.left, move.penguins)
                if rest is None:
                    continue
                length, tails = rest + 1, rest_ways
            if shortest is None or length < shortest:
                shortest, ways = length, set()
            if length == shortest:
                ways |= {(move.text,) + tail for tail in tails}
        return shortest, frozenset(ways)

    fewest, optimal = best(top, tuple(sorted(hand)), penguins)
    return Expected(fewest, optimal)


def replay(top: int | None, hand: tuple[int, ...], penguins: int, sequence: list[str]) -> list[str]:
    """Problems found replaying a claimed way out with the scratch rules: each play legal on the
    previous top, penguins spent one per flipping play, the hand empty at the end, and the last
    play neither a neutral card nor a flip (G3.6). Empty when all is well."""
    problems = []
    here = (top, tuple(sorted(hand)), penguins)
    for number, text in enumerate(sequence, 1):
        if not here[1]:
            problems.append(f"play {number} {text} after the hand is empty")
            break
        moves = scratch_plays(*here)
        if text not in moves:
            problems.append(f"play {number} {text} is not legal on {here[0]}")
            break
        move = moves[text]
        if move.penguins != here[2] - move.flipped:
            problems.append(f"play {number} {text} spends penguins wrongly")
        if not move.left and (move.neutral or move.flipped):
            problems.append(f"play {number} {text} goes out against G3.6")
        here = (move.top, move.left, move.penguins)
    if here[1]:
        problems.append(f"hand not empty after the sequence: {here[1]}")
    return problems


def random_hand(rng: random.Random, size: int, spread: int = 25, zeros: float = 0.12) -> tuple[int, ...]:
    """A hand of `size` cards as G1.1 allows: neutral with probability `zeros` (at most five),
    else a value in -spread..spread other than 0 not yet in the hand; a small spread gives many
    exact opposites and close values."""
    hand: list[int] = []
    while len(hand) < size:
        if rng.random() < zeros and hand.count(0) < 5:
            hand.append(0)
        else:
            value = rng.randint(-spread, spread)
            if value and value not in hand:
                hand.append(value)
    return tuple(hand)


def random_top(rng: random.Random) -> int | None:
    return None if rng.random() < 0.15 else rng.randint(-25, 25)


@pytest.fixture(scope="session")
def scratch():
    """The scratch rules: plays(top, hand, penguins), brute_force(...), replay(...)."""
    return type("Scratch", (), {"plays": staticmethod(scratch_plays),
                                "brute_force": staticmethod(brute_force),
                                "replay": staticmethod(replay),
                                "hand": staticmethod(random_hand),
                                "top": staticmethod(random_top)})
