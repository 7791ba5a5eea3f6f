"""Shared fixtures for the deckmath tests.

Everything random here is seeded, so a failure names a position that can be replayed. The
helpers that compute expected results (`evaluate`, `brute_force`) are written from the rules
(C3, C4) and deliberately share no code with the library they check. They are handed to the
tests as fixtures.
"""
from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import orjson
import pytest
from hypothesis import settings

from deckmath.solvers.celsius import Position, check, load_deck, parse_play
from deckmath.solvers.celsius.model import OperatorCard
from deckmath.solvers.totaux.deck import draw_table as totaux_draw_table

settings.register_profile("deckmath", derandomize=True, deadline=None, database=None,
                          print_blob=True)
settings.load_profile("deckmath")


_RENTALS = (("deckmath.solvers.celsius.solve", "_TWIN_TIME"),
            ("deckmath.solvers.totaux.solve", "_NUMPY_TIME"),
            ("deckmath.solvers.grauso.solve", "_LAYERED_TIME"))
"""Where each game's `solve` keeps what its engine without numba has cost the process."""


@pytest.fixture(autouse=True)
def _engines_as_in_a_fresh_process(monkeypatch):
    """Each test starts with nothing spent on the engines without numba, as a fresh process
    does: a test asking which engine answers one position does not hear the answer that the
    tests run before it, in the same worker, have earned (solvers/engines.py)."""
    import importlib

    from deckmath.solvers.engines import Rental

    for module_name, name in _RENTALS:
        module = importlib.import_module(module_name)
        monkeypatch.setattr(module, name, Rental(getattr(module, name).kernel_module))


def machine() -> str:
    """The CPU the tests ran on, as LLVM names it, and whether it has AVX-512: the kernels are
    compiled for it, so a failure that one machine shows and another does not is told apart
    by this line."""
    import llvmlite.binding as llvm

    features = llvm.get_host_cpu_features()
    wide = "yes" if features.get("avx512f") else "no"
    return f"machine: {llvm.get_host_cpu_name()}, AVX-512 on the host: {wide}"


def pytest_terminal_summary(terminalreporter) -> None:
    """Say the machine last, where a CI log's tail shows it."""
    terminalreporter.write_line(machine())

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


_SPELLINGS = {"+": ["+", "\uff0b"], "-": ["-", "\u2212", "\u2013"], "x": ["x", "X", "*", "\u00d7"],
              "/": ["/", ":", "\u00f7"]}


def _token(rng: random.Random, op: str, text: str) -> object:
    """A card or played-card token as a user might write it: mostly canonical, sometimes in
    another spelling (C2.1), padded, with a leading zero, out of range or not a string."""
    roll = rng.random()
    if roll < 0.97:
        return op + text
    if roll < 0.98:
        return rng.choice(_SPELLINGS[op]) + text
    return rng.choice([f" {op}{text}", f"{op}0{text}", f"{op}11", f"{op}0", f"{op}", "", 7,
                       [op + text], f"{op}{text}x", f"{op}?", "\u04452", None])


def _number(rng: random.Random, value: int) -> object:
    """A whole number as JSON may carry it: mostly itself, sometimes a float, a string, a
    bool, or out of range."""
    roll = rng.random()
    if roll < 0.98:
        return value
    return rng.choice([float(value), str(value), True, -1, value + 100_000, None, 10**18])


def celsius_batch_line(rng: random.Random, deck, claims: bool) -> bytes:
    """One seeded random batch line for `celsius solve --batch` (or `check --batch` with a
    claim, C5.1): most of them plain and valid, many hostile in one way or another (spellings,
    whitespace, key order, missing or extra keys, values out of range, broken JSON), so that
    both the fast reader and the model's messages are exercised."""
    roll = rng.random()
    if roll < 0.02:
        return rng.choice([b"", b"   ", b"\t", b"\x0c", b"{", b"[1, 2]", b"\xff\xfe{}", b"null",
                           b'{"cold": 10, "hot": [22], "hand": ["+1"]} x', b"{}"])
    hand = rng.sample(deck.operators, rng.choice([rng.randint(1, 10), rng.randint(1, 20), 21, 0]
                                                 if rng.random() < 0.1 else [rng.randint(1, 9)]))
    hot = rng.sample(range(0, 120), rng.choice([1, 2, 2, 4, 25] if rng.random() < 0.1 else [2, 4]))
    if rng.random() < 0.05 and hot:
        hot.append(hot[0])
    obj: dict = {"cold": _number(rng, rng.randint(0, 12) if rng.random() < 0.95 else 13),
                 "hot": [_number(rng, h) for h in hot],
                 "hand": [_token(rng, c.op, "?" if c.is_wild else str(c.operand)) for c in hand]}
    if rng.random() < 0.03:
        obj["hand"] = " ".join(str(c) for c in hand)
    if claims:
        chosen = rng.sample(hand, rng.randint(0, len(hand))) if hand else []
        if rng.random() < 0.2:
            chosen.append(rng.choice(deck.operators))
        words = []
        for c in chosen:
            value = c.operand if c.operand is not None else rng.randint(1, 10)
            text = (f"?={value}" if c.is_wild and rng.random() < 0.7 else str(value))
            if rng.random() < 0.05:
                text = rng.choice(["?", "?=0", "?=11", "=3", "?= 3"])
            words.append(_token(rng, c.op, text))
        if rng.random() < 0.3:
            obj["play"] = words
        else:
            sep = rng.choice([" ", " ", ", ", ",", "  "])
            play = sep.join(str(w) for w in words)
            if rng.random() < 0.1:
                play += rng.choice([" = 22", f" = {rng.choice(hot or [5])}", "=", " = x"])
            obj["play"] = play
        if rng.random() < 0.3:
            obj["target"] = rng.choice([None, rng.choice(hot or [5]), 7, "22", 22.5, 100_001])
        if rng.random() < 0.02:
            del obj["play"]
    for key in ("cold", "hot", "hand"):
        if rng.random() < 0.01:
            del obj[key]
    if rng.random() < 0.03:
        obj["extra"] = 1
    keys = list(obj)
    if rng.random() < 0.3:
        rng.shuffle(keys)
    obj = {k: obj[k] for k in keys}
    style = rng.random()
    if style < 0.6:
        text = orjson.dumps(obj)
    elif style < 0.8:
        text = json.dumps(obj).encode()
    elif style < 0.9:
        text = json.dumps(obj, ensure_ascii=False, separators=(" ,\t", " :  ")).encode()
    else:
        text = orjson.dumps(obj)
        if rng.random() < 0.5:
            text = text.replace(b'"cold"', b'"cold":3,"cold"', 1)
        else:
            text = b" \t" + text + rng.choice([b" ", b"\r", b"\t \r", b" ,"])
    return text


@pytest.fixture(scope="session")
def batch_line():
    """celsius_batch_line, for tests that make random batch lines."""
    return celsius_batch_line


def totaux_batch_line_text(rng: random.Random, deck) -> bytes:
    """A seeded random `totaux solve --batch` line: mostly dealt tables of 3 to 8 cards in
    either variant, some hostile (other spellings, bad cards, sizes out of 3..12, bad
    variants, broken JSON, blank)."""
    roll = rng.random()
    if roll < 0.03:
        return rng.choice([b"", b"  ", b"{", b"[]", b"\xff", b'{"table": "35:24 16:7 22:13"}',
                           b'{"variant": "pair"}'])
    size = rng.choice([3, 4, 5, 6, 6, 7, 2, 13] if rng.random() < 0.1 else [3, 4, 5, 6])
    cards: list[object] = [str(c) for c in totaux_draw_table(deck, rng, size)] if size <= 12 else \
        [str(c) for c in totaux_draw_table(deck, rng, 12)] + ["35:24"]
    if rng.random() < 0.08:
        cards[rng.randrange(len(cards))] = rng.choice(
            ["53:24", " 35:24", "35 : 24", "77:1", "35:0", "35", 35, None, "\uff13\uff15:24"])
    obj: dict = {"table": cards}
    if rng.random() < 0.5:
        obj["variant"] = rng.choice(["chain", "pair", "pair", " pair", "PAIR", 1])
    return orjson.dumps(obj)


@pytest.fixture(scope="session")
def totaux_batch_line():
    """totaux_batch_line_text, for tests that make random Totaux batch lines."""
    return totaux_batch_line_text


@pytest.fixture(scope="module")
def client():
    """The page's API in-process (starlette's TestClient), JSON by default; its worker
    processes and jobs closed after the module. Test modules that need another app define
    their own `client`."""
    from starlette.testclient import TestClient

    from deckmath.web.app import make_app

    app = make_app()
    with TestClient(app, raise_server_exceptions=False,
                    headers={"Content-Type": "application/json"}) as made:
        yield made
    app.state.jobs.shutdown()
    app.state.workers.close()
