"""Solving tables (T5): model objects in, kernel or twin in the middle, results out; and the
streamed listing of every combination, fewest cards first.

numpy (and numba, with the kernel) is imported only where arrays are built, so that importing
the game stays light.

Overflow (T5.1: counts are exact): a count past int64 is reported as `"count": null` with
`"count_overflow": true` (and `"combinations": null`, `"combinations_overflow": true` for the
total); these keys appear only when it happens, so the usual JSON shape is the issue's.

Fallback mode (tables too large to count: most reference-deck deals of 10 to 12 cards). When
the exact programme would pass its budget (COUNT_STATES by default: about half a second and
50 MB at most), `solve` answers from the layered search
(search_kernel.search_table): every combination of at most K cards is tried, fewest cards first, until
every card is reached or the search's own budget is full. What it claims is exact; what it
cannot know is said so. Keys added only in this mode:
- top level: `"complete": false`, `"searched_up_to": K` (every combination of at most K cards
  was searched), `"search_ended"`: why the search stopped (`every-card-reached`: during the
  combinations of K + 1 cards, once the last card was reached, so every min_cards is exact;
  `memory-budget`: during those of K + 1 cards, the budget full; `every-combination`: K is the
  table's size), `"combinations": null` (not computed), `"best_total_certain"` and
  `"prime_possible_certain"` (below);
- per card: `"count": null` with `"count_exact": false` (never a guessed number); a card
  reached has its exact `min_cards` and a genuine example (T5.1); a card not reached has
  `"min_cards": null` and `"searched_up_to": K`: no combination of at most K cards reaches
  it, beyond K it is unknown.
- counts as bounds, when the exact programme was tried first (`solve`, not `search`): top level
  `"counted_up_to": K'` (every combination of at most K' cards was counted before the budget
  was full) and `"combinations_at_least"`; per card `"count_at_least"`: the combinations of at
  most K' cards ending on it and some of K' + 1 cards, a true lower bound (2**63 when that
  passes int64). The text says "at least N" and why.
- `best_total` is the highest total found reachable; `"best_total_certain": false` when a card
  not reached has a higher total (the best announcement, T5.2, may then be higher).
  `prime_possible` is true only when a prime total was found reachable;
  `"prime_possible_certain": false` when it is false but a card not reached has a prime total.
"""
from __future__ import annotations

import bisect
import dataclasses
import itertools
from dataclasses import dataclass
from typing import Callable, Iterator


from deckmath.generators.notebook import Printed
from deckmath.solvers.engines import Rental
from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Words
from deckmath.solvers.notation import OPERATORS, apply_code, inverse_code
from deckmath.solvers.totaux.model import (
    VARIANT_CODE, Calc, Card, Position, Step, face_orders, finish_values, format_table,
    is_prime, last_writings, table_arrays,
)
from deckmath.solvers.totaux.words import ERRORS, WORDS, number, plain_count

MAX_STATES = 1 << 25
"""The largest budget of the exact programme, in states kept (24 bytes each, about 0.8 GB):
what the census (which needs every count exact) and the listing of combinations allow."""

COUNT_STATES = 1 << 20
"""Budget of the exact count `solve` tries first, in states (24 bytes each, 24 MB; about
0.2 s of CPU when it fills). Past it the counts are given as lower bounds and the fewest cards
come from the layered search (fallback mode, module docstring): an answer within about a
second and 300 MB of peak memory whatever the table (figures in benchmarks/README.md)."""

FEWEST_STATES = 3 << 20
"""Budget of the layered search, in states (16 bytes each, 48 MB; about 0.5 s of CPU when it
fills): at least COUNT_STATES, so every card the count attempt reached is reached by the
search. Reference deals stop long before it (every card reached with 3 to 6 cards); a table
with a total far above the others (about 100,000) may fill it, and that card is then said
not reached with up to K cards (benchmarks/totaux_worst.py)."""

SEQUENTIAL_FROM = 10
"""Tables of this many cards or more may each fill a memory budget (COUNT_STATES): a batch solves
them one at a time, never one per core at once."""


class TooLarge(InputError):
    """The table needs more states than the memory budget allows (exit 2, one line)."""


@dataclass(frozen=True)
class Combination:
    """One combination (T3.1): table positions (1-based) and its written calculation (T4)."""

    positions: tuple[int, ...]
    calc: Calc

    def to_json(self) -> dict:
        return {"positions": list(self.positions), "calc": str(self.calc)}

    def to_text(self, lang: str | None = None) -> str:
        return WORDS(lang)("combination", positions=",".join(map(str, self.positions)),
                           calc=self.calc)


@dataclass(frozen=True)
class CardResult:
    """T5.1 for one card as the last card: fewest cards (None: unreachable), the number of
    distinct combinations (None: past int64, or not computed), one combination with the
    fewest cards. In fallback mode `count_exact` is False and, for a card not reached,
    `searched_up_to` = K: no combination of at most K cards reaches it (module docstring)."""

    position: int
    card: Card
    min_cards: int | None
    count: int | None
    example: Combination | None
    count_exact: bool = True
    searched_up_to: int | None = None
    count_at_least: int | None = None

    @property
    def resolved(self) -> bool:
        """Whether reachability is known: always in exact mode; when reached in fallback mode."""
        return self.count_exact or self.min_cards is not None

    def to_json(self) -> dict:
        out = {
            "position": self.position, "card": str(self.card), "total": self.card.total,
            "min_cards": self.min_cards, "count": self.count,
            "example": None if self.example is None else self.example.to_json(),
        }
        if not self.count_exact:
            out["count_exact"] = False
            if self.count_at_least is not None:
                out["count_at_least"] = self.count_at_least
            if self.searched_up_to is not None:
                out["searched_up_to"] = self.searched_up_to
        elif self.count is None:
            out["count_overflow"] = True
        return out

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        head = f"  {self.position:>2}  {str(self.card):<9}"
        if self.min_cards is None:
            if self.searched_up_to is not None:
                return say("card.not_reached", head=head, k=self.searched_up_to)
            return say("card.unreachable", head=head)
        if self.example is None:
            raise ValueError(f"card {self.position} is reached without an example")
        example = self.example.to_text(lang)
        if not self.count_exact:
            if self.count_at_least is not None:
                return say("card.bounded", head=head, min_cards=self.min_cards, example=example,
                           count=plain_count(say, self.count_at_least, "combinations"))
            return say("card.searched", head=head, min_cards=self.min_cards, example=example)
        count = (say("combinations.many", n=say("more_than_int64")) if self.count is None
                 else plain_count(say, self.count, "combinations"))
        return say("card.counted", head=head, min_cards=self.min_cards, count=count,
                   example=example)


@dataclass(frozen=True, repr=False)
class Solution(Printed):
    """T5 for a table: per card, the best announcement and whether a prime total is possible.
    `searched_up_to` is None for an exact solve; in fallback mode it is K, every combination
    of at most K cards searched (module docstring)."""

    table: tuple[Card, ...]
    variant: str
    by_card: tuple[CardResult, ...]
    searched_up_to: int | None = None
    counted_up_to: int | None = None

    @property
    def position(self) -> Position:
        """The position solved: the table in its variant (what a notebook draws above the
        answer, solvers/game.Printed)."""
        return Position(self.table, self.variant)

    @property
    def complete(self) -> bool:
        """Whether this is the exact solve (counts and every card resolved)."""
        return self.searched_up_to is None

    @property
    def search_ended(self) -> str | None:
        """Why the fallback's search stopped (module docstring); None for an exact solve."""
        if self.searched_up_to is None:
            return None
        if self.searched_up_to >= len(self.table):
            return "every-combination"
        if all(r.min_cards is not None for r in self.by_card):
            return "every-card-reached"
        return "memory-budget"

    @property
    def best_total(self) -> int | None:
        """T5.2: the highest reachable total (in fallback mode: the highest found reachable)."""
        reached = [r.card.total for r in self.by_card if r.min_cards is not None]
        return max(reached) if reached else None

    @property
    def best_total_certain(self) -> bool:
        """Whether best_total is the best announcement: no card left unresolved has a higher
        total (always true in exact mode)."""
        best = self.best_total
        return all(r.resolved or (best is not None and r.card.total <= best)
                   for r in self.by_card)

    @property
    def prime_possible(self) -> bool:
        """T5.2 (and T7.3): some reachable total is prime (in fallback mode: found reachable)."""
        return any(r.min_cards is not None and is_prime(r.card.total) for r in self.by_card)

    @property
    def prime_possible_certain(self) -> bool:
        """Whether prime_possible is known: true, or false with no unresolved prime total."""
        return self.prime_possible or not any(
            not r.resolved and is_prime(r.card.total) for r in self.by_card)

    @property
    def combinations(self) -> int | None:
        """All distinct combinations of the table (T3.7); None past int64 or not computed."""
        total = 0
        for r in self.by_card:
            if r.count is None:
                return None
            total += r.count
        return total if total < 2**63 else None

    @property
    def combinations_at_least(self) -> int | None:
        """In fallback mode after a count stopped by its budget: a lower bound of all the
        combinations of the table (the cards' bounds summed, at most 2**63); else None."""
        if self.counted_up_to is None:
            return None
        return min(sum(r.count_at_least or 0 for r in self.by_card), 2**63)

    def example_for(self, total: int) -> CardResult | None:
        """The reachable card with this total needing the fewest cards (then the first); None
        when no card with this total is reachable (T6.1). In fallback mode, when none was
        found but a card with this total is unresolved, the answer is unknown: TooLarge."""
        fits = [r for r in self.by_card if r.card.total == total and r.min_cards is not None]
        if fits:
            return min(fits, key=lambda r: (r.min_cards, r.position))
        if any(r.card.total == total and not r.resolved for r in self.by_card):
            raise TooLarge(ERRORS.said("too_large.total", total=total,
                                       cards=self.searched_up_to, n=len(self.table)))
        return None

    def to_json(self) -> dict:
        out = {
            "table": [str(c) for c in self.table], "variant": self.variant,
            "best_total": self.best_total, "prime_possible": self.prime_possible,
            "combinations": self.combinations,
            "by_card": [r.to_json() for r in self.by_card],
        }
        if not self.complete:
            out.update({"complete": False, "searched_up_to": self.searched_up_to,
                        "search_ended": self.search_ended,
                        "best_total_certain": self.best_total_certain,
                        "prime_possible_certain": self.prime_possible_certain})
            if self.counted_up_to is not None:
                out.update({"combinations_at_least": self.combinations_at_least,
                            "counted_up_to": self.counted_up_to})
        elif self.combinations is None:
            out["combinations_overflow"] = True
        return out

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        return "\n".join([say("solution.table", table=format_table(self.table),
                              variant=say(f"variant.{self.variant}")),
                          self._best_line(say), self._count_line(say)]
                         + [r.to_text(lang) for r in self.by_card])

    def _best_line(self, say: Words) -> str:
        best = self.best_total
        if best is None:
            shown = say("solution.none_found" if not self.best_total_certain else
                        "solution.none")
        else:
            shown = str(best) if self.best_total_certain else \
                say("solution.best_uncertain", best=best)
        prime = say("yes" if self.prime_possible else "no" if self.prime_possible_certain
                    else "unknown")
        return say("solution.best", best=shown, prime=prime)

    def _count_line(self, say: Words) -> str:
        if self.searched_up_to is not None:
            k = self.searched_up_to
            ended = say(f"search.{self.search_ended}", k=k, k1=k + 1)
            at_least = self.combinations_at_least
            if at_least is not None:
                return say("solution.at_least", count=number(say, at_least),
                           k=self.counted_up_to, ended=ended)
            return say("solution.not_counted", ended=ended)
        count = self.combinations
        return say("solution.counted", count=say("more_than_int64") if count is None
                   else number(say, count))


def calc_from_rows(variant: str, rows, total: int) -> tuple[tuple[int, ...], Calc]:
    """Positions and calculation from witness rows (card, x, o1, o2, y) (kernel.witness)."""
    rows = rows.tolist() if hasattr(rows, "tolist") else [[int(v) for v in r] for r in rows]
    positions = tuple(r[0] + 1 for r in rows)
    steps = tuple(Step(OPERATORS[o1], x, OPERATORS[o2], y) for _, x, o1, o2, y in rows[1:-1])
    _, d, o, _, _ = rows[-1]
    return positions, Calc(variant, rows[0][1], steps, (OPERATORS[o], d), total)


def _solution(table, variant, reach, counts, witnesses) -> Solution:
    results = []
    for i, card in enumerate(table):
        k = int(reach[i])
        count = int(counts[i])
        if k < 0:
            results.append(CardResult(i + 1, card, None, count, None))
            continue
        positions, calc = calc_from_rows(variant, witnesses[i][:k], card.total)
        results.append(CardResult(i + 1, card, k, None if count < 0 else count,
                                  Combination(positions, calc)))
    return Solution(tuple(table), variant, tuple(results))


def _searched(table, variant, reach, witnesses, searched: int) -> Solution:
    """A fallback-mode Solution from the layered search (module docstring): exact min_cards
    and examples where found, no counts, and how far the search went."""
    results = []
    for i, card in enumerate(table):
        k = int(reach[i])
        if k < 0:
            results.append(CardResult(i + 1, card, None, None, None, False, searched))
            continue
        positions, calc = calc_from_rows(variant, witnesses[i][:k], card.total)
        results.append(CardResult(i + 1, card, k, None, Combination(positions, calc), False))
    return Solution(tuple(table), variant, tuple(results), searched)


def _bounded(table, variant, search_states: int, counts, counted: int) -> Solution:
    """The fallback-mode answer after a count stopped by its budget: the layered search's,
    each card carrying its partial count as a lower bound (`count_at_least`, 2**63 for a count
    past int64) and the solution how far the count went (module docstring)."""
    found = search(table, variant, max_states=search_states)
    floors = [2**63 if int(c) < 0 else int(c) for c in counts[: len(table)]]
    by_card = tuple(dataclasses.replace(r, count_at_least=f)
                    for r, f in zip(found.by_card, floors))
    return dataclasses.replace(found, by_card=by_card, counted_up_to=int(counted))


def search(table: tuple[Card, ...], variant: str = "chain", engine: str = "kernel",
           max_states: int = FEWEST_STATES) -> Solution:
    """The fallback-mode answer (module docstring) from the layered search alone, with the
    numba kernel or its plain-Python twin (engine="reference"), whatever the table's size."""
    code = VARIANT_CODE[variant]
    if engine == "reference":
        from deckmath.solvers.totaux import reference

        reach, witnesses, searched = reference.search(
            [(c.low, c.high, c.total) for c in table], code, max_states)
        return _searched(table, variant, reach, witnesses, searched)
    kernel = _search_kernel()

    reach, wit, searched, _ = kernel.search_table(*table_arrays(table), code, max_states)
    return _searched(table, variant, reach, wit, int(searched))


def _too_large(table, max_states: int) -> TooLarge:
    return TooLarge(ERRORS.said("too_large.count", n=len(table), states=max_states,
                                mb=max_states * 24 >> 20))


Phase = Callable[[str], None]
"""progress(what) is told, before each long phase of a solve, what is being done (in the
language the solve was given)."""


_KERNEL_AT_HAND = False
"""Set once `_kernel` has loaded the exact programme's kernel in this process (compiled, or read
from numba's cache)."""


_NUMPY_TIME = Rental("deckmath.solvers.totaux.kernel")
"""What the numpy engine has cost this process through `solve`'s "auto" (solvers/engines.py)."""


def engine_for(table: tuple[Card, ...]) -> str:
    """The engine `solve` uses by default for a table: the kernel once it is loaded, or once
    the numpy engine has cost this process what loading it would (a loop over many tables);
    before that numpy alone ("vectorized") up to vectorized.VECTOR_MAX cards, where it answers before numba
    could be imported and loaded (and before a kernel not yet compiled could be), and the
    kernel above. Both give identical answers (tests/totaux/test_vectorized.py): speed only."""
    from deckmath.solvers.totaux.vectorized import VECTOR_MAX

    if len(table) <= VECTOR_MAX and not _KERNEL_AT_HAND and not _NUMPY_TIME.due():
        return "vectorized"
    return "kernel"


def solve(table: tuple[Card, ...], variant: str = "chain", engine: str = "auto",
          max_states: int = COUNT_STATES, fallback: bool = True,
          search_states: int = FEWEST_STATES, progress: Phase | None = None,
          lang: str | None = None) -> Solution:
    """Solve a table (T5) with the numba kernel ("kernel"), the plain-Python twin
    ("reference", no budget), the numpy engine ("vectorized", handing over to the kernel if a
    count or the states pass its limits) or the fastest for its size ("auto", engine_for).
    When the exact programme would pass `max_states`, the answer comes from the layered search
    within `search_states` with the counts as lower bounds (fallback mode, module docstring),
    or TooLarge is raised if `fallback` is False. `progress` hears of each phase, in `lang`."""
    code = VARIANT_CODE[variant]
    cards = [(c.low, c.high, c.total) for c in table]
    chosen = engine == "auto"
    if chosen:
        engine = engine_for(table)
    if engine == "reference":
        from deckmath.solvers.totaux import reference

        reach, counts, witnesses = reference.solve_table(cards, code)
        return _solution(table, variant, reach, counts, witnesses)
    if engine == "vectorized":
        from deckmath.solvers.totaux import vectorized

        def answer() -> tuple:
            return vectorized.solve_table(cards, code, max_states)

        try:
            return _solution(table, variant, *(_NUMPY_TIME.timed(answer) if chosen
                                               else answer()))
        except vectorized.Overflow:
            pass
    kernel = _kernel()

    if progress:
        progress(WORDS(lang)("phase.counting", n=len(table)))
    reach, counts, wit, complete, counted = kernel.count_table(*table_arrays(table), code,
                                                               max_states)
    if complete:
        return _solution(table, variant, reach, counts, wit)
    if not fallback:
        raise _too_large(table, max_states)
    if progress:
        progress(WORDS(lang)("phase.bounded"))
    return _bounded(table, variant, search_states, counts, counted)


def solve_many(tables: list[tuple[Card, ...]], variant: str = "chain",
               max_states: int = COUNT_STATES, fallback: bool = True,
               search_states: int = FEWEST_STATES) -> list[Solution]:
    """Solve many tables at once with the kernel (threads over chunks of tables); a table past
    the budget is answered like `solve` does (fallback mode, or TooLarge). Tables of
    SEQUENTIAL_FROM cards or more are solved one after the other, so that memory is one
    table's budget whatever the number of cores."""
    import numpy as np

    if not tables:
        return []
    if any(len(t) >= SEQUENTIAL_FROM for t in tables):
        small = [i for i, t in enumerate(tables) if len(t) < SEQUENTIAL_FROM]
        by_index = dict(zip(small, solve_many([tables[i] for i in small], variant, max_states,
                                              fallback, search_states)))
        for i, t in enumerate(tables):
            if i not in by_index:
                by_index[i] = solve(t, variant, "kernel", max_states, fallback, search_states)
        return [by_index[i] for i in range(len(tables))]
    kernel = _kernel()

    width = max(len(t) for t in tables)
    fa = np.ones((len(tables), width), np.int64)
    fb = np.ones((len(tables), width), np.int64)
    tot = np.ones((len(tables), width), np.int64)
    for p, t in enumerate(tables):
        fa[p, : len(t)], fb[p, : len(t)], tot[p, : len(t)] = table_arrays(t)
    sizes = np.array([len(t) for t in tables], np.int64)
    reach, counts, wit, complete, counted = kernel.solve_many(
        fa, fb, tot, sizes, VARIANT_CODE[variant], max_states)
    out = []
    for p, t in enumerate(tables):
        if complete[p]:
            out.append(_solution(t, variant, reach[p], counts[p], wit[p]))
        elif fallback:
            out.append(_bounded(t, variant, search_states, counts[p], counted[p]))
        else:
            raise _too_large(t, max_states)
    return out


def solve_position(position: Position) -> Solution:
    """Solve a position: its table in its variant (T5)."""
    return solve(position.table, position.variant)


def solve_telling(position: Position, progress: Phase, lang: str | None = None) -> Solution:
    """solve_position, telling `progress` each phase of a long search (as the command line's
    stderr does)."""
    return solve(position.table, position.variant, progress=progress, lang=lang)


def solve_positions(positions: list[Position]) -> list[Solution]:
    """Solve positions of either variant at once, in order: one parallel batch per variant
    (what a batch file of mixed lines needs)."""
    out: dict[int, Solution] = {}
    for variant in sorted({p.variant for p in positions}):
        index = [i for i, p in enumerate(positions) if p.variant == variant]
        out.update(zip(index, solve_many([positions[i].table for i in index], variant)))
    return [out[i] for i in range(len(positions))]


def list_combinations(solution: Solution, limit: int | None = None) -> Iterator[Combination]:
    """The combinations of a solved table, fewest cards first, at most `limit` (None: all),
    streamed (`combinations`). A solution in fallback mode cannot list them: TooLarge, said
    before any is listed."""
    if not solution.complete:
        raise TooLarge(ERRORS.said("too_large.list", n=len(solution.table),
                                   cards=solution.searched_up_to))
    listed = combinations(solution.table, solution.variant)
    return listed if limit is None else itertools.islice(listed, limit)


def combinations(table: tuple[Card, ...], variant: str = "chain",
                 max_states: int = MAX_STATES, *, last_position: int | None = None,
                 cards: int | None = None) -> Iterator[Combination]:
    """Every combination of the table (T3), fewest cards first, streamed: each one is rebuilt
    backwards from a finishing state through the kept states, so memory stays that of one
    solve whatever the number listed. `last_position` (1-based) keeps those ending on that
    card, `cards` those of exactly that many cards."""
    kernel = _kernel()

    fa, fb, tot = table_arrays(table)
    code = VARIANT_CODE[variant]
    vals, _, _, seg_lo, seg_hi, _, _, _, complete = kernel.build(fa, fb, tot, code, max_states)
    if not complete:
        raise _too_large(table, max_states)
    n = len(table)
    walker = _Walker(table, variant, vals, seg_lo, seg_hi)
    for k in range(3, n + 1) if cards is None else (cards,):
        for mask in range(1 << n):
            if bin(mask).count("1") != k - 1 or seg_lo[mask] == NO_STATE:
                continue
            for last in range(n):
                if (mask >> last) & 1 or last_position not in (None, last + 1):
                    continue
                card = table[last]
                for v in finish_values(card.low, card.high, card.total):
                    if walker.find(mask, v) is None:
                        continue
                    for o, d in last_writings(v, card):
                        for rows in walker.paths(mask, v):
                            positions = tuple(r[0] + 1 for r in rows) + (last + 1,)
                            first = rows[0][1]
                            steps = tuple(Step(OPERATORS[o1], x, OPERATORS[o2], y) for _, x, o1, o2, y in rows[1:])
                            yield Combination(positions, Calc(variant, first, steps, (OPERATORS[o], d),
                                                              card.total))


NO_STATE, VIRTUAL = -1, -2
"""seg_lo of a mask with no state, and of one whose states were not kept (kernel.VIRTUAL)."""


class _Walker:
    """Backward walk through the kept states of kernel.build: every state there is reachable
    from a first card, so every branch ends in a full prefix (no dead ends)."""

    def __init__(self, table, variant, vals, seg_lo, seg_hi) -> None:
        self.table = table
        self.variant = variant
        self.vals = vals
        self.seg_lo = seg_lo
        self.seg_hi = seg_hi
        self.virtual: dict[tuple[int, int], bool] = {}

    def find(self, mask: int, v: int) -> int | None:
        """v's index among the kept states of `mask`, or None; on a mask whose states were not
        kept (kernel.VIRTUAL, the last two layers) 0 when v is a state there: some card of the
        mask takes a state of the mask without it to v. Asked only of values that finish, which
        are kept wherever reached (the pruning keeps every value that can still finish)."""
        lo, hi = int(self.seg_lo[mask]), int(self.seg_hi[mask])
        if lo == VIRTUAL:
            key = (mask, v)
            if key not in self.virtual:
                self.virtual[key] = any(
                    True for c in range(len(self.table)) if (mask >> c) & 1
                    and self.seg_lo[mask ^ (1 << c)] != NO_STATE
                    for _ in self._before(mask ^ (1 << c), v, self.table[c]))
            return 0 if self.virtual[key] else None
        if lo < 0:
            return None
        i = bisect.bisect_left(self.vals, v, lo, hi)
        return i if i < hi and self.vals[i] == v else None

    def _before(self, prev: int, v: int, card: Card) -> Iterator[tuple[int, tuple]]:
        """(u, writing) for every state u of `prev` that `card` takes to v."""
        for x, y in face_orders(card.low, card.high):
            for o1 in range(4):
                for o2 in range(4):
                    if self.variant == "chain":
                        mids = inverse_code(o2, v, y) or []
                        us = [u for w in mids for u in (inverse_code(o1, w, x) or [])]
                    else:
                        inner = apply_code(o2, x, y)
                        if inner is None:
                            continue
                        found = inverse_code(o1, v, inner)
                        if found is None:
                            lo, hi = int(self.seg_lo[prev]), int(self.seg_hi[prev])
                            found = [int(u) for u in self.vals[lo:hi]]
                        us = found
                    for u in us:
                        if self.find(prev, u) is not None:
                            yield u, (x, o1, o2, y)

    def paths(self, mask: int, v: int) -> Iterator[list[tuple]]:
        """Every written prefix on `mask` ending at v, as rows (card, x, o1, o2, y)."""
        if mask & (mask - 1) == 0:
            yield [(mask.bit_length() - 1, v, -1, -1, -1)]
            return
        for c in range(len(self.table)):
            prev = mask ^ (1 << c)
            if not (mask >> c) & 1 or self.seg_lo[prev] == NO_STATE:
                continue
            for u, (x, o1, o2, y) in self._before(prev, v, self.table[c]):
                for rows in self.paths(prev, u):
                    yield rows + [(c, x, o1, o2, y)]


def _kernel():
    """The numba kernel module, compiled first if numba's cache does not hold it (said aloud,
    solvers/compiling.py)."""
    global _KERNEL_AT_HAND
    from deckmath.solvers import compiling

    module = compiling.kernels("deckmath.solvers.totaux.kernel", compiling.title("totaux"))
    _KERNEL_AT_HAND = True
    return module


def _search_kernel():
    """The layered search's kernel module (fallback mode), compiled first if numba's cache
    does not hold it: a command that only searches does not compile the exact programme."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.totaux.search_kernel",
                             compiling.title("totaux_search"))
