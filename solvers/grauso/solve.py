"""The shedding solver (rules G2, G3): go out in the fewest plays from a position, playing alone.

Model objects in, kernel (or its plain-Python twin) in the middle, results out. numpy and numba
are imported only where arrays are built, so importing the game stays light."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckmath.generators.notebook import Printed
from deckmath.solvers.grauso.legal import describe_play, legal_plays, top_after
from deckmath.solvers.grauso.model import (
    HAND_MAX, Play, Position, format_sequence, format_top, make_play,
)
from deckmath.solvers.engines import Rental
from deckmath.solvers.grauso.words import WORDS
from deckmath.solvers.words import Words

if TYPE_CHECKING:
    import numpy as np


@dataclass(frozen=True, repr=False)
class Solution(Printed):
    """Going out from a position: the fewest plays (None: the hand cannot be emptied), one
    optimal sequence keeping the most penguins, the number of distinct optimal sequences, the
    penguins that sequence uses, and how many of the legal first plays begin an optimal one."""

    position: Position
    fewest: int | None
    sequence: tuple[Play, ...] | None
    sequences: int
    penguins_used: int | None
    good_first: int
    legal_first: int

    def trace(self, lang: str | None = None) -> list[str]:
        """The witness play by play, each with the top it is played on and the rule allowing it."""
        if self.sequence is None:
            return []
        lines = []
        top = self.position.top
        for play in self.sequence:
            lines.append(describe_play(top, play, lang))
            top = top_after(play)
        return lines

    def to_json(self) -> dict:
        """Issue 9's `{"plays": int|null, "sequence": [str]|null}` (the fewest plays and one
        optimal sequence, null when the hand cannot be emptied), after the position as read and
        before the counts the text also shows."""
        return {
            **self.position.to_json(),
            "plays": self.fewest,
            "sequence": None if self.sequence is None else format_sequence(self.sequence).split(),
            "sequences": self.sequences,
            "penguins_used": self.penguins_used,
            "good_first": self.good_first,
            "legal_first": self.legal_first,
        }

    def to_text(self, lang: str | None = None) -> str:
        return "\n".join([self.position.to_text(lang), *self.answer_lines(lang)])

    def answer_lines(self, lang: str | None = None) -> list[str]:
        say = WORDS(lang)
        if self.fewest is None:
            return [say("cannot_go_out", legal=say.count(self.legal_first, "legal_first"))]
        if self.sequence is None or self.penguins_used is None:
            raise ValueError("a way out without its sequence")
        lines = [say("go_out", plays=say.count(self.fewest, "plays"),
                     sequence=format_sequence(self.sequence),
                     sequences=_sequences(self.sequences, say),
                     penguins=say.count(self.penguins_used, "penguins_used"))]
        lines += [say("step", number=i, step=step) for i, step in enumerate(self.trace(lang), 1)]
        lines.append(say("good_first", good=self.good_first, legal=self.legal_first))
        return lines


def _sequences(n: int, say: Words) -> str:
    """`2183 optimal sequences` as the English answer has always written it (ungrouped, as
    scripts read it), `2 183 suites optimales` in French."""
    if say.lang == "en":
        return say(f"sequences.{'one' if n == 1 else 'many'}", n=n)
    return say.count(n, "sequences")


def calculation(top: int | None, sequence: tuple[Play, ...]) -> str:
    """A way out as players say it, from the top: `5: +3&+12~ = -9, 0, -7` (a pair's or a
    flipped card's value follows it)."""
    parts = [f"{play} = {play.value}" if play.is_pair or play.uses_penguin else str(play)
             for play in sequence]
    return f"{format_top(top)}: " + ", ".join(parts)


def search_hand(position: Position) -> tuple[int, ...]:
    """The hand as the search sees it: sorted ascending (the kernel's and the twin's order)."""
    return tuple(sorted(position.hand))


def top_code(top: int | None) -> int:
    """The kernel's code for a top (G2.1) or an empty pile (G2.2)."""
    kernel = _kernel()
    return kernel.EMPTY_TOP if top is None else top + kernel.OFFSET


def _play(hand: tuple[int, ...], i: int, j: int, flips: int) -> Play:
    if j < 0:
        return make_play((hand[i],), (bool(flips & 1),))
    return make_play((hand[i], hand[j]), (bool(flips & 1), bool(flips & 2)))


def _sequence(position: Position, fewest, out_i, out_j, out_flips) -> tuple[Play, ...]:
    """The kernel's witness (indices into search_hand) as plays."""
    hand = search_hand(position)
    return tuple(_play(hand, int(out_i[k]), int(out_j[k]), int(out_flips[k]))
                 for k in range(int(fewest)))


def _solution(position: Position, fewest, sequences, used, good, out_i, out_j, out_flips) -> Solution:
    """Model objects from the kernel's numbers (witness as indices into search_hand)."""
    legal = len(legal_plays(position))
    if fewest < 0:
        return Solution(position, None, None, 0, None, 0, legal)
    hand = search_hand(position)
    sequence = tuple(_play(hand, int(out_i[k]), int(out_j[k]), int(out_flips[k]))
                     for k in range(int(fewest)))
    return Solution(position, int(fewest), sequence, int(sequences), int(used), int(good), legal)


ENGINES = ("auto", "layered", "kernel", "reference")
"""The engines `solve` knows: the kernel's search in plain Python ("layered", layered.py), the
numba kernel, the plain-Python twin, or "auto" (engine_for)."""


_LAYERED_TIME = Rental("deckmath.solvers.grauso.kernel")
"""What the layered search has cost this process through `solve`'s "auto"
(solvers/engines.py)."""


def engine_for(position: Position) -> str:
    """The engine `solve` uses by default for one position: "layered", the kernel's search in
    plain Python, until the kernel is loaded or the layered search has cost this process what
    loading it would (a loop over many positions). numba's import and cache load take about
    0.5 s, while the layered search takes medians of 1 ms (8 cards), 4 ms (9) and 10 ms (10
    cards, the most a hand holds, G1.3 and model.HAND_MAX), the slowest of 300 random 10-card
    hands 0.2 s (benchmarks/README.md); the kernel is for batches (solve_many), the bots and
    such loops. All three engines answer alike (tests/grauso/test_grauso_solve.py)."""
    if _KERNEL_AT_HAND or _LAYERED_TIME.due():
        return "kernel"
    return "layered"


def solve(position: Position, engine: str = "auto") -> Solution:
    """Solve one position with the kernel's search in plain Python ("layered"), the numba
    kernel ("kernel"), the plain-Python twin ("reference"), or by engine_for ("auto")."""
    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}: one of {', '.join(ENGINES)}")
    chosen = engine == "auto"
    if chosen:
        engine = engine_for(position)
    if engine == "reference":
        from deckmath.solvers.grauso import reference

        found = reference.solve_one(position.hand, position.top, position.penguins)
        return Solution(position, found.fewest, found.witness, found.sequences,
                        found.penguins_used, found.good_first, len(legal_plays(position)))
    if engine == "layered":
        from deckmath.solvers.grauso import layered

        top = layered.EMPTY_TOP if position.top is None else position.top + layered.OFFSET

        def answer() -> tuple:
            return layered.solve_one(search_hand(position), top, position.penguins)

        return _solution(position, *(_LAYERED_TIME.timed(answer) if chosen else answer()))
    import numpy as np

    kernel = _kernel()
    result = kernel.solve_one(np.array(search_hand(position), np.int64),
                              np.int64(top_code(position.top)), np.int64(position.penguins))
    return _solution(position, *result)


def way_out(position: Position) -> tuple[Play, ...] | None:
    """The solver's optimal way out of a position (as `solve` gives it, keeping the most
    penguins), or None when the hand cannot be emptied: the kernel's answer without the counts,
    for the bots, which ask on every turn."""
    import numpy as np

    fewest, _, _, _, out_i, out_j, out_flips = _kernel().solve_one(
        np.array(search_hand(position), np.int64), np.int64(top_code(position.top)),
        np.int64(position.penguins))
    return None if fewest < 0 else _sequence(position, fewest, out_i, out_j, out_flips)


def batch_arrays(positions: list[Position]) -> tuple[np.ndarray, ...]:
    """Padded arrays for kernel.solve_many: values, nhand, top codes, penguins."""
    import numpy as np

    values = np.zeros((len(positions), HAND_MAX), np.int64)
    for row, p in enumerate(positions):
        hand = search_hand(p)
        values[row, :len(hand)] = hand
    return (values, np.array([len(p.hand) for p in positions], np.int64),
            np.array([top_code(p.top) for p in positions], np.int64),
            np.array([p.penguins for p in positions], np.int64))


def solve_many(positions: list[Position]) -> list[Solution]:
    """Solve many positions at once with the kernel, on numba.get_num_threads() threads."""
    if not positions:
        return []
    kernel = _kernel()
    fewest, sequences, used, good, out_i, out_j, out_flips = kernel.solve_many(*batch_arrays(positions))
    return [_solution(p, fewest[r], sequences[r], used[r], good[r], out_i[r], out_j[r], out_flips[r])
            for r, p in enumerate(positions)]


_KERNEL_AT_HAND = False
"""Set once `_kernel` has loaded the kernel in this process (compiled, or read from numba's
cache)."""


def _kernel():
    """The numba kernel module, compiled first if numba's cache does not hold it (said aloud,
    solvers/compiling.py)."""
    global _KERNEL_AT_HAND
    from deckmath.solvers import compiling

    module = compiling.kernels("deckmath.solvers.grauso.kernel", compiling.title("grauso"))
    _KERNEL_AT_HAND = True
    return module
