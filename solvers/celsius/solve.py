"""Solving positions (C4.3-C4.5): model objects in, kernel or twin in the middle, results out.

numpy (and numba, with the kernel) is imported only where arrays are built, so that importing
the game, for `deckmath --help` or the plain-Python twin, stays light."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckmath.generators.notebook import Printed
from deckmath.solvers.celsius.words import WORDS
from deckmath.solvers.celsius.model import (
    OPERATORS, OperatorCard, PlayedCard, Position, counted, format_hand, format_play,
    hand_arrays, trace,
)
from deckmath.solvers.engines import Rental

if TYPE_CHECKING:
    import numpy as np


@dataclass(frozen=True)
class TargetResult:
    """C4.4 for one hot value: fewest cards reaching it (None if unreachable) and one such play."""

    hot: int
    min_cards: int | None
    play: tuple[PlayedCard, ...] | None


@dataclass(frozen=True, repr=False)
class Solution(Printed):
    """C4.3-C4.5 for a position: the best play and, per hot value, its shortest play."""

    position: Position
    min_cards: int | None
    target: int | None
    play: tuple[PlayedCard, ...] | None
    optimal_plays: int
    per_target: tuple[TargetResult, ...]

    def to_json(self) -> dict:
        p = self.position
        return {
            "cold": p.cold,
            "hot": list(p.hot),
            "hand": [str(c) for c in p.hand],
            "min_cards": self.min_cards,
            "target": self.target,
            "play": _play_json(self.play),
            "optimal_plays": self.optimal_plays,
            "per_target": {
                str(t.hot): {"min_cards": t.min_cards, "play": _play_json(t.play)}
                for t in self.per_target
            },
        }

    def min_cards_for(self, hot: int) -> int | None:
        """Fewest cards reaching one of the position's hot values (C4.4)."""
        return next(t.min_cards for t in self.per_target if t.hot == hot)

    def to_text(self, lang: str | None = None) -> str:
        p = self.position
        head = WORDS(lang)("position", cold=p.cold, hot=" ".join(map(str, p.hot)),
                           hand=format_hand(p.hand))
        return "\n".join([head, *self.answer_lines(lang)])

    def answer_lines(self, lang: str | None = None) -> list[str]:
        """The answer as text, without the position: the best play (C4.3, C4.5), then the
        shortest play per hot value (C4.4)."""
        say = WORDS(lang)
        p = self.position
        lines = []
        if self.play is None or self.min_cards is None:
            lines.append(say("no_play"))
        else:
            lines.append(say("best", cards=say.count(self.min_cards, "cards"), target=self.target,
                             trace=trace(p.cold, self.play, say("not_whole")),
                             plays=say.count(self.optimal_plays, "plays")))
        for t in self.per_target:
            if t.play is None or t.min_cards is None:
                lines.append(say("unreachable", hot=t.hot))
            else:
                lines.append(say("per_target", hot=t.hot, cards=say.count(t.min_cards, "cards"),
                                 trace=trace(p.cold, t.play, say("not_whole"))))
        return lines


def cards_phrase(n: int, lang: str | None = None) -> str:
    """`1 card`, `3 cards`, `3 cartes`."""
    return WORDS(lang).count(n, "cards")


def _play_json(play: tuple[PlayedCard, ...] | None) -> list[str] | None:
    return None if play is None else format_play(play).split()


def search_order(hand: tuple[OperatorCard, ...]) -> tuple[OperatorCard, ...]:
    """The hand as the search sees it: fixed cards before wildcards, so that a witness names a
    fixed `x4` rather than `x?=4` when both would do (each group in hand order)."""
    return tuple([c for c in hand if c.operand is not None] + [c for c in hand if c.operand is None])


_PLAYED: dict[tuple[str, int | None, int], PlayedCard] = {}
"""Played cards already made, by operator, operand and value played: at most 40 x 10."""


def played_card(card: OperatorCard, value: int) -> PlayedCard:
    """The PlayedCard of `card` played as `value`, made once (frozen, so it can be shared):
    solve_many builds a witness per hot value of every position. The key is plain values,
    whose hash is computed in C."""
    key = (card.op, card.operand, value)
    found = _PLAYED.get(key)
    if found is None:
        found = _PLAYED[key] = PlayedCard(card, value)
    return found


def _solution(position: Position, best, min_cards, plays, per_min, witnesses,
              hand: tuple[OperatorCard, ...] | None = None) -> Solution:
    """Model objects from the kernel's (or twin's) numbers; witnesses[h] is [(index in
    search_order(hand), operand)]; `hand` is search_order(position.hand) when already known."""
    hand = search_order(position.hand) if hand is None else hand
    per_target = []
    for h, hot in enumerate(position.hot):
        k = int(per_min[h])
        if k < 0:
            per_target.append(TargetResult(hot, None, None))
            continue
        play = tuple(played_card(hand[int(c)], int(v)) for c, v in witnesses[h][:k])
        per_target.append(TargetResult(hot, k, play))
    if best < 0:
        return Solution(position, None, None, None, 0, tuple(per_target))
    chosen = per_target[int(best)]
    return Solution(position, int(min_cards), chosen.hot, chosen.play, counted(int(plays)),
                    tuple(per_target))


TWIN_HAND_MAX = 10
"""Until this process has the kernel at hand (`kernel_loaded`), `solve` answers hands of up to
10 cards with the plain-Python twin, larger hands (C4.1 allows 20) with the kernel: the kernel
needs numba, whose import and cache loading take about 0.5 s, while the twin takes a few ms a
hand (CPU medians measured at 8-10 cards: 3-6 ms for
dealt and few-operator hands, 17-57 ms for the worst family known, x and / cards from cold 11;
the slowest of 990 hands 465 ms, benchmarks/README.md). Both give identical answers
(tests/celsius/test_kernel.py checks it), so the choice is speed only."""

BATCH_TWIN_HAND_MAX = 7
"""A few positions at once (TWIN_BATCH_MAX) go to the twin only up to 7 cards (a hand in
play): eight slow 10-card hands cost the twin seconds and the kernel one load."""


_KERNEL_AT_HAND = False
"""Set once `_kernel` has loaded the kernel in this process (compiled, or read from numba's
cache)."""


def kernel_loaded() -> bool:
    """Whether this process already holds the compiled kernel (a search of a larger hand, a
    batch, a bot or a census loaded it): from then on it answers every hand, 60-140 times
    faster than the twin (benchmarks/README.md), at no loading cost."""
    return _KERNEL_AT_HAND


_TWIN_TIME = Rental("deckmath.solvers.celsius.kernel")
"""What the twin has cost this process through `solve`'s "auto" (solvers/engines.py)."""


def engine_for(position: Position) -> str:
    """The engine `solve` uses by default for a position: the kernel once it is loaded, or once
    the twin has cost this process what loading it would (a loop over many positions); before
    that the twin for hands of up to TWIN_HAND_MAX cards."""
    if _KERNEL_AT_HAND or len(position.hand) > TWIN_HAND_MAX or _TWIN_TIME.due():
        return "kernel"
    return "reference"


def solve(position: Position, engine: str = "auto") -> Solution:
    """Solve one position (C4.3-C4.5) with the numba kernel ("kernel"), the plain-Python twin
    ("reference"), or the faster of the two for its size ("auto", engine_for)."""
    chosen = engine == "auto"
    if chosen:
        engine = engine_for(position)
    hand = search_order(position.hand)
    if engine == "reference":
        from deckmath.solvers.celsius import reference

        def answer() -> tuple:
            return reference.solve_one(
                position.cold, list(position.hot), [OPERATORS.index(c.op) for c in hand],
                [c.operand or 0 for c in hand])

        best, k, plays, per_min, witnesses = _TWIN_TIME.timed(answer) if chosen else answer()
        return _solution(position, best, k, plays, per_min, witnesses)
    import numpy as np

    kernel = _kernel()

    ops, operands = hand_arrays(hand)
    best, k, plays, per_min, cards, values = kernel.solve_one(
        np.int64(position.cold), np.array(position.hot, np.int64), ops, operands
    )
    witnesses = [list(zip(cards[h], values[h])) for h in range(len(position.hot))]
    return _solution(position, best, k, plays, per_min, witnesses)


def batch_arrays(positions: list[Position], orders: list[tuple[OperatorCard, ...]] | None = None
                 ) -> tuple[np.ndarray, ...]:
    """Padded arrays for kernel.solve_many: cold, hot, nhot, ops, operands, nhand, the hands
    padded to the batch's largest (C4.1: 1 to 20 cards). `orders`: each position's
    search_order(hand), when already known."""
    import numpy as np

    hcap = max((len(p.hot) for p in positions), default=1)
    width = max((len(p.hand) for p in positions), default=1)
    ops: list[list[int]] = []
    operands: list[list[int]] = []
    codes = {op: OPERATORS.index(op) for op in OPERATORS}
    if orders is None:
        orders = [search_order(p.hand) for p in positions]
    for hand in orders:
        pad = [0] * (width - len(hand))
        ops.append([codes[c.op] for c in hand] + pad)
        operands.append([c.operand or 0 for c in hand] + pad)
    return (
        np.array([p.cold for p in positions], np.int64),
        np.array([list(p.hot) + [0] * (hcap - len(p.hot)) for p in positions], np.int64).reshape(-1, hcap),
        np.array([len(p.hot) for p in positions], np.int64),
        np.array(ops, np.int64).reshape(-1, width),
        np.array(operands, np.int64).reshape(-1, width),
        np.array([len(p.hand) for p in positions], np.int64),
    )


TWIN_BATCH_MAX = 8
"""`solve_many` answers up to 8 positions of hands of up to BATCH_TWIN_HAND_MAX cards with the
twin, one by one: a dealt round of 2 to 4 players is then solved without loading numba."""


def solve_many(positions: list[Position], engine: str = "auto") -> list[Solution]:
    """Solve many positions at once with the kernel (chunks of positions over numba's number of
    threads, kernel.solve_many), or, for a few small ones ("auto", TWIN_BATCH_MAX) or
    engine="reference", with the twin."""
    if not positions:
        return []
    if engine == "auto":
        few = len(positions) <= TWIN_BATCH_MAX
        small = all(len(p.hand) <= BATCH_TWIN_HAND_MAX for p in positions)
        engine = "reference" if few and small and not _KERNEL_AT_HAND else "kernel"
    if engine == "reference":
        return [solve(p, "reference") for p in positions]
    kernel = _kernel()

    orders = [search_order(p.hand) for p in positions]
    best, k, plays, per_min, cards, values = (
        a.tolist() for a in kernel.solve_many(*batch_arrays(positions, orders)))
    return [
        _solution(
            p, best[i], k[i], plays[i], per_min[i],
            [list(zip(cards[i][h][:per_min[i][h]], values[i][h][:per_min[i][h]]))
             for h in range(len(p.hot))], orders[i],
        )
        for i, p in enumerate(positions)
    ]


def _kernel():
    """The numba kernel module, compiled first if numba's cache does not hold it (said aloud,
    solvers/compiling.py)."""
    global _KERNEL_AT_HAND
    from deckmath.solvers import compiling

    module = compiling.kernels("deckmath.solvers.celsius.kernel", compiling.title("celsius"))
    _KERNEL_AT_HAND = True
    return module
