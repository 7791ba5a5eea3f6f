"""The exact round solver (P3, P4.1, P4.2): model objects in, the numba kernel (or the twin) in
the middle, a Solution out.

With 2 players the value is the hourglasses in front of the player to move minus those in front
of the opponent when the round ends, both playing perfectly with open hands; with 3 to 5, the
hourglasses in front of the player to move against opponents who minimise them (paranoid). A
time limit or a node budget makes the search iterative deepening: depth 1, 2, ... plies, each
depth scoring where it stops as if the round ended there; the answer is that of the deepest
depth completed, and it is proven only when that depth reaches the end of the round.

numpy and numba are imported inside the functions, so that importing the game stays light.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from deckmath.generators.notebook import Printed
from deckmath.solvers.notation import parse_number
from deckmath.solvers.tempus.deck import Deck, load_deck
from deckmath.solvers.tempus.model import DIRECTIONS, MOVE_KINDS, Card, Move, Position
from deckmath.solvers.tempus.rules import hourglasses_in_front, round_value
from deckmath.solvers.tempus.words import ERRORS, WORDS, count_nodes, move_words

UNLIMITED = 1 << 62
TIME_LIMIT_MAX = 86_400.0
"""Longest --time-limit accepted, in seconds."""
WATCH_EVERY = 0.02
"""Seconds between two looks at the clock while the kernel searches against a time limit."""


@dataclass(frozen=True, repr=False)
class Solution(Printed):
    """A solved position: its value for the player to move, the best move (None when the round
    is over), whether the value is proven (searched to the end of the round), the nodes visited,
    the depth searched, and with `--all` every legal move's value. `deck` is the deck solved
    with, whose hourglasses a notebook draws on the cards (solvers/game.Printed); it is no part
    of the answer's text, JSON or equality."""

    position: Position
    value: int
    best_move: Move | None
    proven: bool
    nodes: int
    depth: int
    moves: tuple[tuple[Move, int], ...] | None = None
    deck: Deck | None = field(default=None, compare=False)

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "value": self.value,
            "best_move": None if self.best_move is None else str(self.best_move),
            "proven": self.proven,
            "nodes": self.nodes,
        }
        if self.moves is not None:
            out["moves"] = [{"move": str(m), "value": v} for m, v in self.moves]
        return out

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        p = self.position
        two = p.players == 2
        what = say("what.two" if two else "what.more", seat=p.to_move)
        lines = [say("to_move", seat=p.to_move, left=say.count(p.plies_left, "moves_left"))]
        if self.best_move is None:
            lines.append(say("over", value=f"{self.value:+d}", what=what))
        else:
            lines.append(say("best", move=move_words(self.best_move, say)))
            lines.append(say("value.two", value=f"{self.value:+d}", what=what) if two else
                         say("value.more", value=self.value, what=what))
        nodes = count_nodes(self.nodes, say)
        lines.append(say("proven.yes", nodes=nodes) if self.proven else
                     say("proven.no", depth=self.depth, nodes=nodes))
        if self.moves:
            shown = [(move_words(m, say), v) for m, v in self.moves]
            width = max(len(m) for m, _ in shown)
            lines += [f"  {m:<{width}}  {v:+d}" for m, v in shown]
        return "\n".join(lines)


def _holder_row(series, hourglasses) -> list[int]:
    if series is None:
        return [-1, 0, 0, 0]
    return [series.owner - 1, DIRECTIONS.index(series.direction), series.top.index,
            sum(hourglasses[c.index] for c in series.cards)]


def arrays(position: Position, hourglasses: tuple[int, ...]) -> tuple[Any, ...]:
    """Kernel arrays of a position (kernel glossary): hg, cards, ncards, hold, live, left."""
    import numpy as np

    n = position.players
    cards = np.full((n, 7), -1, np.int64)
    for p, hand in enumerate(position.hands):
        cards[p, :len(hand)] = [c.index for c in hand]
    live = 0
    for hand in position.hands:
        for c in hand:
            live |= 1 << c.index
    hold = np.array([_holder_row(s, hourglasses) for s in position.holders], np.int64)
    return (np.array(hourglasses, np.int64), cards,
            np.array([len(h) for h in position.hands], np.int64), hold, live,
            sum(len(h) for h in position.hands))


def decode(code: int) -> Move:
    """A kernel move (kernel glossary) as a model Move."""
    kind, card = MOVE_KINDS[code & 3], Card((code >> 2) & 63)
    if kind == "open":
        return Move(kind, card, None, DIRECTIONS[(code >> 10) & 1])
    if kind == "bury":
        return Move(kind, card)
    return Move(kind, card, ((code >> 8) & 3) + 1)


def _kernel():
    """The kernel module, compiled first if numba's cache does not hold it (said on stderr,
    solvers/compiling.py)."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.tempus.kernel", compiling.title("tempus"))


_TABLES: dict[int, list] = {}
"""Transposition tables kept between solves, by size: [table, entries, generation]. A new
generation empties a table in O(1) (solvers/kernel.py)."""


def _table(bits: int) -> tuple[Any, Any, int]:
    """A table of 2**bits slots emptied by a new generation: 1, 2, ... (a fresh table's slots
    hold generation 0, which means empty; solvers/kernel.py)."""
    kernel = _kernel()
    if bits not in _TABLES or _TABLES[bits][2] >= kernel.GEN_MAX:
        _TABLES[bits] = [*kernel.new_table(bits), 0]
    slot = _TABLES[bits]
    slot[2] += 1
    return slot[0], slot[1], slot[2]


def table_bits(plies: int) -> int:
    """Transposition table size for a search of `plies` plies: 2**16 slots for short ones up to
    2**21 (48 MiB with its entries) for a whole 2-player round or more."""
    return 16 if plies <= 6 else 19 if plies <= 8 else 21


def _ordered(moves: list[tuple[Move, int]]) -> tuple[tuple[Move, int], ...]:
    """Best first, canonical order among equal values."""
    return tuple(sorted(moves, key=lambda mv: (-mv[1], mv[0].order)))


def solve(position: Position, deck: Deck | None = None, all_moves: bool = False,
          time_limit: float | None = None, max_nodes: int | None = None,
          engine: str = "kernel",
          progress: Callable[[int, int, int], None] | None = None) -> Solution:
    """Solve a position (module docstring). Exact unless `time_limit` (seconds) or `max_nodes`
    stops the iterative deepening first; engine="reference" is the plain-Python twin (exact).
    `progress` is told (depth done, plies left, nodes) after each depth."""
    deck = deck or load_deck()
    hourglasses = deck.hourglasses
    if time_limit is not None:
        time_limit = parse_number(time_limit, ERRORS.said("what.time_limit"), 0, TIME_LIMIT_MAX,
                                  low_open=True)
    if position.over:
        value = round_value(position, hourglasses, position.to_move)
        return Solution(position, value, None, True, 0, 0, () if all_moves else None, deck)
    if engine == "reference":
        from deckmath.solvers.tempus import reference

        value, best, values = reference.solve(position, hourglasses)
        moves = _ordered(list(values.items())) if all_moves else None
        return Solution(position, value, best, True, 0, position.plies_left, moves, deck)
    found = _search(position, hourglasses, all_moves, time_limit, max_nodes, progress)
    return replace(found, deck=deck)


def _watched(kernel: Any, args: tuple, st: Any, deadline: float) -> tuple:
    """kernel.solve_root(*args) in a worker thread (it runs without the GIL) while this thread
    watches the clock, and stops the search at its next node (st[BUDGET] = 0) at `deadline`."""
    import threading

    out: list = []
    worker = threading.Thread(target=lambda: out.append(kernel.solve_root(*args)), daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(WATCH_EVERY)
        if time.perf_counter() >= deadline:
            st[kernel.BUDGET] = 0
    return out[0]


def _search(position: Position, hourglasses: tuple[int, ...], all_moves: bool,
            time_limit: float | None, max_nodes: int | None,
            progress: Callable[[int, int, int], None] | None) -> Solution:
    import numpy as np

    kernel = _kernel()
    hg, cards, ncards, hold, live, left = arrays(position, hourglasses)
    plies = position.plies_left
    bits = table_bits(plies)
    table, ent, gen = _table(bits)
    st = np.zeros(6, np.int64)
    st[kernel.GEN], st[kernel.BITS] = gen, bits
    root, n = position.to_move - 1, position.players
    bounded = time_limit is not None or max_nodes is not None
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    done = None
    depth = 2 - plies % 2
    while depth <= plies:
        budget = UNLIMITED
        if done is not None and max_nodes is not None:
            budget = max(max_nodes - int(st[kernel.NODES]), 1)
        every = all_moves and (bounded or depth + 2 > plies)
        args = (hg, cards, ncards, n, root, hold, live, left, depth, every, budget, table, ent, st)
        if deadline is None or done is None:
            result = kernel.solve_root(*args)
        else:
            result = _watched(kernel, args, st, deadline)
        if st[kernel.ABORT]:
            break
        done = (depth, *result)
        if progress:
            progress(depth, plies, int(st[kernel.NODES]))
        depth += 2
        if deadline is not None and time.perf_counter() >= deadline:
            break
    if done is None:
        raise ValueError("the search finished no depth")
    depth, codes, values, count, best = done
    moves = [(decode(int(c)), int(v)) for c, v in zip(codes[:count], values[:count])]
    proven = depth >= plies
    best_move, value = moves[best]
    return Solution(position, value, best_move, proven, int(st[kernel.NODES]), depth,
                    _ordered(moves) if all_moves else None)


def solve_many(positions: list[Position], deck: Deck | None = None) -> list[Solution]:
    """Solve positions one after the other (the search is serial)."""
    deck = deck or load_deck()
    return [solve(p, deck) for p in positions]


def scores(position: Position, deck: Deck | None = None) -> list[int]:
    """Hourglasses in front of each player now (P4.2)."""
    return hourglasses_in_front(position, (deck or load_deck()).hourglasses)
