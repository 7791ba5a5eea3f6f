"""Shared fixtures for the deckmath tests.

Everything random here is seeded, so a failure names a position that can be replayed. The
helpers that compute expected results (`evaluate`, `brute_force`) are written from the rules
(C3, C4) and deliberately share no code with the library they check. They are handed to the
tests as fixtures.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import settings

from deckmath.solvers.celsius import Position, check, load_deck, parse_play
from deckmath.solvers.celsius.model import OperatorCard

settings.register_profile("deckmath", derandomize=True, deadline=None, database=None,
                          print_blob=True)
settings.load_profile("deckmath")

WILD_VALUES = range(1, 11)
"""C1.3: a wildcard stands for any whole number 1..10."""


def _step(op: str, value: int, operand: int) -> int | None:
    """C3.1-C3.2 written out again: the new value, or None for an illegal step."""
    if op == "+":
        return value + operand
    if op == "-":
        return value - operand if value - operand >= 0 else None
    if op == "x":
        return value * operand
    if op == "/":
        return value // operand if value % operand == 0 else None
    raise AssertionError(f"unknown operator {op!r}")


def _evaluate(cold: int, steps: list[tuple[str, int]]) -> tuple[int | None, int | None]:
    """(end value, None) for a legal sequence of (operator, operand); (None, failing 1-based
    step) for an illegal one (C3.2)."""
    value = cold
    for number, (op, operand) in enumerate(steps, start=1):
        value = _step(op, value, operand)
        if value is None:
            return None, number
    return value, None


def _card_text(card: OperatorCard, value: int) -> str:
    """Canonical played-card text (C2.1, C2.2): `x4` for a fixed card, `x?=4` for a wildcard."""
    return f"{card.op}?={value}" if card.operand is None else f"{card.op}{card.operand}"


@dataclass(frozen=True)
class Expected:
    """C4.3-C4.5 computed by brute force: per hot value the fewest cards and the set of distinct
    canonical play strings of that length; the best hot value by the tie-break rule."""

    per_min: dict[int, int | None]
    per_plays: dict[int, set[str]]

    @property
    def target(self) -> int | None:
        reached = [h for h, k in self.per_min.items() if k is not None]
        return min(reached, key=lambda h: (self.per_min[h], -h)) if reached else None

    @property
    def min_cards(self) -> int | None:
        return None if self.target is None else self.per_min[self.target]

    @property
    def optimal_plays(self) -> int:
        return 0 if self.target is None else len(self.per_plays[self.target])


def _brute_force(position: Position) -> Expected:
    """Every ordered selection of hand cards and every wildcard value, shortest first (C3, C4).
    Plays are collected as canonical strings, so equal hand cards count once (C4.5)."""
    per_min: dict[int, int | None] = {h: None for h in position.hot}
    per_plays: dict[int, set[str]] = {h: set() for h in position.hot}
    hand = position.hand
    for k in range(1, len(hand) + 1):
        if all(m is not None for m in per_min.values()):
            break
        for chosen in itertools.permutations(range(len(hand)), k):
            cards = [hand[i] for i in chosen]
            choices = [WILD_VALUES if c.operand is None else (c.operand,) for c in cards]
            for values in itertools.product(*choices):
                end, _ = _evaluate(position.cold, [(c.op, v) for c, v in zip(cards, values)])
                if end not in per_min or per_min[end] not in (None, k):
                    continue
                per_min[end] = k
                per_plays[end].add(" ".join(_card_text(c, v) for c, v in zip(cards, values)))
    return Expected(per_min, per_plays)


def _describe(position: Position) -> str:
    """A position as CLI arguments, for failure messages that can be replayed."""
    hot = ",".join(map(str, position.hot))
    hand = " ".join(map(str, position.hand))
    return f'--cold {position.cold} --hot {hot} --hand "{hand}"'


def _verify_witnesses(solution) -> None:
    """C4.3, C4.4, C5: every play a solution prints is re-checked by the checker and by the
    independent evaluator: it uses hand cards only, reaches its hot value with exactly the
    reported number of cards, and is optimal."""
    position = solution.position
    where = _describe(position)
    plays = [(t.hot, t.min_cards, t.play, False) for t in solution.per_target if t.play is not None]
    if solution.play is not None:
        plays.append((solution.target, solution.min_cards, solution.play, True))
    for target, cards, play, best in plays:
        text = " ".join(str(c) for c in play)
        assert len(play) == cards, f"{where}: witness {text!r} for {target} has not {cards} cards"
        assert not Counter(p.card for p in play) - Counter(position.hand), (
            f"{where}: witness {text!r} uses cards not in the hand")
        end, failed = _evaluate(position.cold, [(p.card.op, p.value) for p in play])
        assert end == target, f"{where}: witness {text!r} ends on {end} (step {failed}), not {target}"
        verdict = check(position, parse_play(text), target)
        assert verdict.valid, f"{where}: witness {text!r} for {target}: {verdict.reason}"
        assert verdict.value == target
        assert verdict.optimal, f"{where}: witness {text!r} for {target} is not optimal"
        if best:
            assert verdict.optimal_overall, f"{where}: best play {text!r} not optimal overall"
    for t in solution.per_target:
        assert (t.play is None) == (t.min_cards is None), f"{where}: per_target {t.hot} inconsistent"


@pytest.fixture(scope="session")
def evaluate():
    """evaluate(cold, [(op, operand), ...]) -> (end value, None) or (None, failing step) (C3)."""
    return _evaluate


@pytest.fixture(scope="session")
def brute_force():
    """brute_force(position) -> Expected: C4.3-C4.5 by trying every play (small hands only)."""
    return _brute_force


@pytest.fixture(scope="session")
def describe():
    """describe(position) -> the position as replayable CLI arguments."""
    return _describe


@pytest.fixture(scope="session")
def verify_witnesses():
    """verify_witnesses(solution): every printed play is re-checked (C4.3, C4.4, C5)."""
    return _verify_witnesses


@pytest.fixture(scope="session")
def deck():
    """The reference deck (C1.1-C1.3)."""
    return load_deck()


@pytest.fixture(scope="session")
def draw_position(deck):
    """draw(rng, cards, hot_count) -> a Position dealt from the reference deck: `cards` operator
    cards drawn without replacement, `hot_count` distinct hot values from the deck's hot list and
    a cold value 0..12 (C4.1)."""

    def draw(rng: random.Random, cards: int, hot_count: int = 2) -> Position:
        hand = tuple(rng.sample(deck.operators, cards))
        hot = tuple(rng.sample(deck.hot, hot_count))
        return Position(rng.randint(0, 12), hot, hand)

    return draw


def _random_card(rng: random.Random, wild_chance: float) -> OperatorCard:
    """Any operator card (C1.3), not only the reference deck's: operands 1..10 or `?`."""
    op = rng.choice("+-x/")
    return OperatorCard(op, None if rng.random() < wild_chance else rng.randint(1, 10))


@pytest.fixture(scope="session")
def draw_free_position():
    """draw(rng, cards, max_wild, hot_top, cold_top) -> a Position with arbitrary operator cards
    (at most `max_wild` wildcards, to keep brute force cheap), 2 or 4 hot values in 0..hot_top
    (by default 0..60, a range that is hit often) and a cold value in 0..cold_top (C4.1)."""

    def draw(rng: random.Random, cards: int, max_wild: int = 2, hot_top: int = 60,
             cold_top: int = 12) -> Position:
        hand: list[OperatorCard] = []
        while len(hand) < cards:
            card = _random_card(rng, wild_chance=0.15)
            if card.operand is None and sum(c.operand is None for c in hand) >= max_wild:
                continue
            hand.append(card)
        hot = tuple(rng.sample(range(0, hot_top + 1), rng.choice((2, 4))))
        return Position(rng.randint(0, cold_top), hot, tuple(hand))

    return draw


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root, where cli.py lives."""
    return Path(__file__).resolve().parent.parent
