"""What a table offers in a whole game (T5.1 for the round's cards): the fewest cards reaching
each card, exactly, and one combination with that many cards.

The game kernel (reach_kernel.py) answers every card reached with 3 or 4 cards in tens of
microseconds; a card it leaves open (5 cards or more, or unreachable) is settled by the exact
layered search (solve.search, complete on a deal), asked at most once per table and only when
a bot needs that card. So every answer is exact, and most tables never run the long search.
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from deckmath.solvers.notation import OPERATORS
from deckmath.solvers.totaux.model import VARIANT_CODE, Calc, Card, Step
from deckmath.solvers.totaux.solve import Combination, Solution

if TYPE_CHECKING:
    import numpy as np


@functools.cache
def _kernel():
    """The game kernel's module, compiled or loaded on the first call (a game asks every round)."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.totaux.reach_kernel", compiling.title("totaux_game"))


class TableReach:
    """Fewest cards and a fewest-card combination for each card of a table as the last card."""

    def __init__(self, table: tuple[Card, ...], variant: str = "chain",
                 engine: str = "kernel", arrays: Sequence[np.ndarray] | None = None) -> None:
        """`arrays`: the table's faces and totals as the kernel reads them (model.table_arrays),
        when the caller has them already."""
        self.table = table
        self.variant = variant
        self._exact: Solution | None = None
        self.by_total: dict[int, list[int]] = {}
        """Each total on the table -> the positions (0-based) of its cards."""
        for i, card in enumerate(table):
            self.by_total.setdefault(card.total, []).append(i)
        self.totals = sorted(self.by_total, reverse=True)
        """The table's totals, highest first."""
        if engine == "reference":
            from deckmath.solvers.totaux import reference

            self._fast, self._rows = reference.reach_within_four(
                [(c.low, c.high, c.total) for c in table], VARIANT_CODE[variant])
            return
        if arrays is None:
            from deckmath.solvers.totaux.model import table_arrays

            arrays = table_arrays(table)
        reach, self._rows = _kernel().reach_within_four(*arrays, VARIANT_CODE[variant])
        self._fast = reach.tolist()

    def _solution(self) -> Solution:
        if self._exact is None:
            from deckmath.solvers.totaux.solve import search

            self._exact = search(self.table, self.variant)
        return self._exact

    def fewest(self, index: int) -> int | None:
        """The fewest cards of a combination ending on card `index` (0-based), None when no
        combination does (T5.1); exact."""
        fast = self._fast[index]
        if fast > 0:
            return fast
        if len(self.table) <= 4:
            return None
        return self._solution().by_card[index].min_cards

    def within(self, index: int, limit: int | None) -> bool:
        """Whether a combination of at most `limit` cards (None: any) ends on card `index`."""
        fast = self._fast[index]
        if fast > 0:
            return limit is None or fast <= limit
        if limit is not None and limit <= 4:
            return False
        fewest = self.fewest(index)
        return fewest is not None and (limit is None or fewest <= limit)

    def sees(self, total: int, limit: int | None) -> bool:
        """Whether some card with this total is reached with at most `limit` cards (None: any)."""
        return any(self.within(i, limit) for i in self.by_total.get(total, ()))

    def combination(self, index: int) -> Combination | None:
        """A combination with the fewest cards ending on card `index`, or None. Its witness rows
        are the kernel's array (made Python ints at once) or the twin's lists."""
        fast = self._fast[index]
        card = self.table[index]
        if fast > 0:
            rows = self._rows[index][:fast]
            if not isinstance(rows, list):
                rows = rows.tolist()
            steps = tuple(Step(OPERATORS[o1], x, OPERATORS[o2], y) for _, x, o1, o2, y in rows[1:-1])
            calc = Calc(self.variant, rows[0][1], steps, (OPERATORS[rows[-1][2]], rows[-1][1]),
                        card.total)
            return Combination(tuple(row[0] + 1 for row in rows), calc)
        if self.fewest(index) is None:
            return None
        return self._solution().by_card[index].example
