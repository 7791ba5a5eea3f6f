"""numba kernel for Professor Tempus: alpha-beta search over the rest of a round (P3, P4.1, P4.2)
with a transposition table. Plain-Python twin: reference.py (memoised minimax on model objects).

Cards only leave hands during a round (P3), so which cards are still in hands (one 63-bit mask)
says each player's hand and how many moves were made, hence whose turn it is. A series matters
only through its owner, direction, top card (its colour and value, P3.2) and the hourglasses it
holds (P4.2); holders are interchangeable but for their numbers, so the transposition key sorts
them. The value is scored for the root player (the player to move at the root): with 2 players
their hourglasses minus the opponent's, with 3 to 5 their hourglasses against opponents who
minimise them (paranoid search). The root player maximises, every other player minimises.

A search to `depth` plies scores the positions it stops at as if the round ended there (the
hourglasses in front of each player now); a depth at least the plies left in the round (every
player down to 2 cards, P4.1) is exact.

Glossary of the arrays:
  hg[c]            hourglasses on card c (c: model card index, R1..R25 0..24, M1..M25 25..49,
                   J1..J25 50..62)
  cards[p, i]      the cards player p holds at the root (i < ncards[p]); -1 pads
  live             bit c set while card c is still in some hand
  hold[h, F]       holder h (0..2): OWNER (player 0..n-1, -1 free), DIR (0 `+`, 1 `-`), TOP (the
                   card on top), SUM (hourglasses in the series)
  moves[ply, i]    moves generated at ply (kind | card << 2 | holder << 8 | direction << 10);
                   gain[ply, i] their ordering scores
  killers[ply, k]  ids of the last two moves that cut the search off at ply (-1: none)
  history[m]       how much moves of kind and card m (kind | card << 2) cut searches off
  table            the shared hash table (solvers/kernel.py), keyed by a hash of (live, sorted
                   holders) and stamped with the solve's generation; INDEX is a row of `ent`
  ent[e]           transposition entry e: LIVE and HOLDERS (the full key, checked on every hit)
                   and DATA = lower + 512 | upper + 512 << 10 | depth << 20 | best move id << 25
                   (lower <= value <= upper, found searching depth plies; -512, 511: no bound)
  st[F]            NODES visited, BUDGET (stop when NODES reaches it), ABORT (1: stopped),
                   GEN (generation of the table), BITS (log2 of its size), COUNT (entries used)
A move id names a move whatever the holders' numbers: kind | card << 2 | arg << 8, arg being
the direction for an open and the series' top card for a capture or a dump.
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.kernel import GEN_MAX, table_find, table_put
from deckmath.solvers.numba_cache import lock_caches

OPEN, CAPTURE, DUMP, BURY = 0, 1, 2, 3
"""Move kinds, in canonical order (model.MOVE_KINDS)."""

OWNER, DIR, TOP, SUM = 0, 1, 2, 3
"""Columns of `hold`."""

NODES, BUDGET, ABORT, GEN, BITS, COUNT = range(6)
"""Fields of `st`."""

LIVE, HOLDERS, DATA = 0, 1, 2
"""Columns of `ent`."""

INF = 1 << 20
MAX_PLIES = 21
"""A round has at most 5 players x 4 moves = 20 plies left (P2.1, P4.1)."""
MAX_MOVES = 64
"""Moves in one position: at most 7 opens x 2 directions + 3 x 7 captures + 3 x 7 dumps."""
_OFFSET = 512
SHALLOW = 2
"""Positions this few plies from the end of the search are not stored: re-searching them costs
about what a table probe does."""
ASPIRATION = 2
"""Half-width of the window the first root move is searched with, around the value the previous
(shallower) iteration found."""


@njit(cache=True, inline="always")
def _value(c):
    return c % 25 + 1 if c < 50 else 2 * (c - 50) + 1


@njit(cache=True, inline="always")
def _colour(c):
    return 0 if c < 25 else 1 if c < 50 else 2


@njit(cache=True)
def can_capture(c, top, down):
    """P3.2: card c may go on a series with `top` on top, descending if `down`: strictly following
    the direction in the series colour; a Joker on any colour; a Joker on a red or mauve card of
    its value and a red or mauve card on a Joker of its value; anything following on a Joker."""
    v, t = _value(c), _value(top)
    joker, on_joker = c >= 50, top >= 50
    if v == t:
        return joker != on_joker
    if (v < t) if down == 0 else (v > t):
        return False
    return joker or on_joker or _colour(c) == _colour(top)


@njit(cache=True)
def generate(hg, cards, ncards, mover, hold, live, out, ply, distinct):
    """Write every legal move of `mover` (P3.1-P3.4) to out[ply, :]; returns how many. With
    `distinct`, a card without hourglasses is dumped on one series only: under any other it
    leads to the same position (P3.3 changes only the series' hourglasses)."""
    free = -1
    mine = 0
    for h in range(3):
        if hold[h, OWNER] < 0:
            if free < 0:
                free = h
        elif hold[h, OWNER] == mover:
            mine += 1
    k = 0
    for i in range(ncards[mover]):
        c = cards[mover, i]
        if (live >> c) & 1 == 0:
            continue
        dumped = False
        if mine == 3:
            out[ply, k] = BURY | c << 2
            k += 1
            continue
        if free >= 0:
            out[ply, k] = OPEN | c << 2 | free << 8
            out[ply, k + 1] = OPEN | c << 2 | free << 8 | 1 << 10
            k += 2
        for h in range(3):
            owner = hold[h, OWNER]
            if owner < 0 or owner == mover:
                continue
            if can_capture(c, hold[h, TOP], hold[h, DIR]):
                out[ply, k] = CAPTURE | c << 2 | h << 8
                k += 1
            if not (distinct and dumped and hg[c] == 0):
                out[ply, k] = DUMP | c << 2 | h << 8
                k += 1
                dumped = True
    return k


@njit(cache=True, inline="always")
def _weight(owner, root, n):
    """How the root player's score counts a player's hourglasses: +1 their own, -1 the
    opponent's with 2 players, 0 otherwise (paranoid)."""
    if owner == root:
        return 1
    return -1 if n == 2 else 0


@njit(cache=True)
def score(hold, n, root):
    """The root player's score if the round ended now (P4.2)."""
    total = 0
    for h in range(3):
        if hold[h, OWNER] >= 0:
            total += _weight(hold[h, OWNER], root, n) * hold[h, SUM]
    return total


@njit(cache=True, inline="always")
def _gain(m, hg, hold, mover, n, root):
    """How much a move changes the root player's score at once (for move ordering)."""
    kind, c, h = m & 3, (m >> 2) & 63, (m >> 8) & 3
    if kind == OPEN:
        return _weight(mover, root, n) * hg[c]
    if kind == CAPTURE:
        return ((_weight(mover, root, n) - _weight(hold[h, OWNER], root, n)) * hold[h, SUM]
                + _weight(mover, root, n) * hg[c])
    if kind == DUMP:
        return _weight(hold[h, OWNER], root, n) * hg[c]
    return 0


@njit(cache=True)
def _best_gain(cards, ncards, mover, hold, live, hg, n, root, maximizing):
    """The best immediate gain of the side to move (P3): the last ply of a search needs no
    move list, since a move changes the score by exactly its gain."""
    free = -1
    mine = 0
    for h in range(3):
        if hold[h, OWNER] < 0:
            if free < 0:
                free = h
        elif hold[h, OWNER] == mover:
            mine += 1
    if mine == 3:
        return 0
    sign = 1 if maximizing else -1
    wm = _weight(mover, root, n) * sign
    best = -INF
    for i in range(ncards[mover]):
        c = cards[mover, i]
        if (live >> c) & 1 == 0:
            continue
        if free >= 0:
            best = max(best, wm * hg[c])
        for h in range(3):
            owner = hold[h, OWNER]
            if owner < 0 or owner == mover:
                continue
            wo = _weight(owner, root, n) * sign
            best = max(best, wo * hg[c])
            if can_capture(c, hold[h, TOP], hold[h, DIR]):
                best = max(best, (wm - wo) * hold[h, SUM] + wm * hg[c])
    return best * sign


@njit(cache=True, inline="always")
def move_id(m, hold):
    """The id of move m (glossary): independent of the holders' numbers."""
    kind, c = m & 3, (m >> 2) & 63
    if kind == OPEN:
        return kind | c << 2 | ((m >> 10) & 1) << 8
    if kind == BURY:
        return kind | c << 2
    return kind | c << 2 | hold[(m >> 8) & 3, TOP] << 8


@njit(cache=True, inline="always")
def canonical_key(m):
    """Sort key of move m in canonical order (model.Move.order): kind, holder, card, direction."""
    kind = m & 3
    holder = 0 if kind == OPEN or kind == BURY else ((m >> 8) & 3) + 1
    return kind << 12 | holder << 9 | ((m >> 2) & 63) << 1 | ((m >> 10) & 1)


@njit(cache=True)
def pack_holders(hold):
    """The holders as one number, sorted so that renumbering them gives the same key."""
    p0, p1, p2 = 0, 0, 0
    for h in range(3):
        p = 0
        if hold[h, OWNER] >= 0:
            p = 1 + (hold[h, OWNER] | hold[h, DIR] << 3 | hold[h, TOP] << 4 | hold[h, SUM] << 10)
        if p > p0:
            p0, p1, p2 = p, p0, p1
        elif p > p1:
            p1, p2 = p, p1
        elif p > p2:
            p2 = p
    return p0 | p1 << 19 | p2 << 38


@njit(cache=True, inline="always")
def _key(live, packed):
    k = np.uint64(live) * np.uint64(0x9E3779B97F4A7C15) ^ np.uint64(packed) * np.uint64(0xC2B2AE3D27D4EB4F)
    k ^= k >> np.uint64(29)
    return np.int64(k >> np.uint64(1))


@njit(cache=True, inline="always")
def _make(m, hg, hold, mover):
    """Play move m (P3): returns what unmaking needs (the captured series' owner and top)."""
    kind, c, h = m & 3, (m >> 2) & 63, (m >> 8) & 3
    if kind == OPEN:
        hold[h, OWNER] = mover
        hold[h, DIR] = (m >> 10) & 1
        hold[h, TOP] = c
        hold[h, SUM] = hg[c]
        return 0
    if kind == CAPTURE:
        saved = hold[h, OWNER] | hold[h, TOP] << 8
        hold[h, OWNER] = mover
        hold[h, TOP] = c
        hold[h, SUM] += hg[c]
        return saved
    if kind == DUMP:
        hold[h, SUM] += hg[c]
    return 0


@njit(cache=True, inline="always")
def _unmake(m, hg, hold, saved):
    kind, c, h = m & 3, (m >> 2) & 63, (m >> 8) & 3
    if kind == OPEN:
        hold[h, OWNER] = -1
    elif kind == CAPTURE:
        hold[h, OWNER] = saved & 255
        hold[h, TOP] = saved >> 8
        hold[h, SUM] -= hg[c]
    elif kind == DUMP:
        hold[h, SUM] -= hg[c]


@njit(cache=True)
def _order(moves, gain, ply, count, hg, hold, mover, n, root, maximizing, first_id, killers,
           history):
    """Ordering scores: the transposition table's best move first, then the two moves that last
    cut off at this ply (killers), then by how much a move (kind and card) cut off anywhere
    (history), then by immediate gain for the side to move. Measured on 60 whole 2-player rounds:
    history before gain takes a third of the nodes that gain before history does."""
    for i in range(count):
        m = moves[ply, i]
        g = _gain(m, hg, hold, mover, n, root)
        this = move_id(m, hold)
        bonus = 2 if this == first_id else 1 if (this == killers[ply, 0] or
                                                 this == killers[ply, 1]) else 0
        gain[ply, i] = (bonus << 60) + (min(history[m & 255], 1 << 49) << 10) + (
            g if maximizing else -g)


@njit(cache=True, inline="always")
def _pick(moves, gain, ply, i, count):
    """Swap the best-scored move of moves[ply, i:count] into place i (lazy selection sort)."""
    best = i
    for j in range(i + 1, count):
        if gain[ply, j] > gain[ply, best]:
            best = j
    if best != i:
        moves[ply, i], moves[ply, best] = moves[ply, best], moves[ply, i]
        gain[ply, i], gain[ply, best] = gain[ply, best], gain[ply, i]


@njit(cache=True, inline="always")
def _probe(table, ent, st, live, packed):
    """Index of the entry of (live, packed), -1 when absent, -2 on a hash collision."""
    slot, idx = table_find(table, st[GEN], st[BITS], _key(live, packed))
    if idx >= 0 and (ent[idx, LIVE] != live or ent[idx, HOLDERS] != packed):
        return -2
    return idx


@njit(cache=True)
def _store(table, ent, st, live, packed, idx, lower, upper, depth, best_id):
    """Record bounds lower <= value <= upper found `depth` plies deep (-512 and 511: none);
    bounds of the same depth are merged, a deeper entry is kept."""
    if idx >= 0:
        data = ent[idx, DATA]
        old = (data >> 20) & 31
        if old > depth:
            return
        if old == depth:
            lower = max(lower, (data & 1023) - _OFFSET)
            upper = min(upper, ((data >> 10) & 1023) - _OFFSET)
        ent[idx, DATA] = _data(lower, upper, depth, best_id)
        return
    if idx == -2 or st[COUNT] >= ent.shape[0]:
        return
    key = _key(live, packed)
    slot, found = table_find(table, st[GEN], st[BITS], key)
    if found >= 0:
        return
    e = st[COUNT]
    st[COUNT] += 1
    ent[e, LIVE] = live
    ent[e, HOLDERS] = packed
    ent[e, DATA] = _data(lower, upper, depth, best_id)
    table_put(table, st[GEN], slot, key, e)


@njit(cache=True, inline="always")
def _data(lower, upper, depth, best_id):
    return (lower + _OFFSET) | (upper + _OFFSET) << 10 | depth << 20 | best_id << 25


@njit(cache=True)
def search(hg, cards, ncards, n, root, hold, live, left, ply, depth, alpha, beta,
           moves, gain, killers, history, table, ent, st):
    """Alpha-beta (fail-soft) value for the root player of the position `ply` plies below the
    root, searched `depth` plies deep, within (alpha, beta)."""
    st[NODES] += 1
    if st[NODES] >= st[BUDGET]:
        st[ABORT] = 1
        return 0
    remaining = left - 2 * n
    if remaining == 0 or depth == 0:
        return score(hold, n, root)
    mover = (root + ply) % n
    maximizing = mover == root
    if remaining == 1 or depth == 1:
        return score(hold, n, root) + _best_gain(cards, ncards, mover, hold, live, hg, n, root,
                                                 maximizing)
    need = min(depth, remaining)
    packed = pack_holders(hold)
    idx = _probe(table, ent, st, live, packed) if need > SHALLOW else -2
    first_id = -1
    if idx >= 0:
        data = ent[idx, DATA]
        first_id = data >> 25
        if (data >> 20) & 31 >= need:
            lower, upper = (data & 1023) - _OFFSET, ((data >> 10) & 1023) - _OFFSET
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha, beta = max(alpha, lower), min(beta, upper)
    count = generate(hg, cards, ncards, mover, hold, live, moves, ply, True)
    _order(moves, gain, ply, count, hg, hold, mover, n, root, maximizing, first_id, killers,
           history)
    best = -INF if maximizing else INF
    best_id = 0
    a, b = alpha, beta
    for i in range(count):
        _pick(moves, gain, ply, i, count)
        m = moves[ply, i]
        c = (m >> 2) & 63
        this_id = move_id(m, hold)
        saved = _make(m, hg, hold, mover)
        child = live ^ (1 << c)
        if need == 2:
            st[NODES] += 1
            v = score(hold, n, root) + _best_gain(cards, ncards, (mover + 1) % n, hold, child,
                                                  hg, n, root, (mover + 1) % n == root)
        elif i == 0:
            v = search(hg, cards, ncards, n, root, hold, child, left - 1, ply + 1, depth - 1,
                       a, b, moves, gain, killers, history, table, ent, st)
        else:
            lo, hi = (a, a + 1) if maximizing else (b - 1, b)
            v = search(hg, cards, ncards, n, root, hold, child, left - 1, ply + 1, depth - 1,
                       lo, hi, moves, gain, killers, history, table, ent, st)
            if a < v < b and not st[ABORT]:
                v = search(hg, cards, ncards, n, root, hold, child, left - 1, ply + 1,
                           depth - 1, a, b, moves, gain, killers, history, table, ent, st)
        _unmake(m, hg, hold, saved)
        if st[ABORT]:
            return 0
        if maximizing:
            if v > best:
                best, best_id = v, this_id
                if best > a:
                    a = best
        elif v < best:
            best, best_id = v, this_id
            if best < b:
                b = best
        if a >= b:
            if killers[ply, 0] != this_id:
                killers[ply, 1] = killers[ply, 0]
                killers[ply, 0] = this_id
            history[m & 255] += 1 << remaining
            break
    lower = best if best > alpha else -_OFFSET
    upper = best if best < beta else _OFFSET - 1
    _store(table, ent, st, live, packed, idx, lower, upper, need, best_id)
    return best


@njit(cache=True, nogil=True)
def solve_root(hg, cards, ncards, n, root, hold, live, left, depth, all_moves, budget,
               table, ent, st):
    """The root player's moves and their values searched `depth` plies deep.

    Returns (moves, values, count, best): moves[:count] as generated, values[i] exact for every
    move when `all_moves`, else exact for the best and an upper bound for the others; best is
    the index of the best move, the first in canonical order among equal values. st[ABORT] is 1
    when the node budget ran out first (the answer is then unusable). It runs without the GIL:
    another thread may stop it by setting st[BUDGET] to 0 (solve.py, a time limit), and the
    command line's main thread stays free to answer Ctrl-C."""
    st[BUDGET] = st[NODES] + budget
    st[ABORT] = 0
    # Typed, not literal, so that the recursive search is compiled for one signature only:
    # numba's cache cannot reload a recursive function compiled for several (literal ints among
    # them), numba issues 6061 and 6713.
    first_ply, unbounded = np.int64(1), np.int64(INF)
    # The same for what this root passes to _order and _store (the ply, the side, the best
    # move's id), which search passes as variables: a literal 0 or True would compile each of
    # them a second time.
    root_ply, at_root = np.int64(0), np.bool_(True)
    moves = np.zeros((MAX_PLIES + 1, MAX_MOVES), np.int64)
    gain = np.zeros((MAX_PLIES + 1, MAX_MOVES), np.int64)
    killers = np.full((MAX_PLIES + 1, 2), -1, np.int64)
    history = np.zeros(256, np.int64)
    values = np.zeros(MAX_MOVES, np.int64)
    count = generate(hg, cards, ncards, root, hold, live, moves, 0, False)
    packed = pack_holders(hold)
    idx = _probe(table, ent, st, live, packed)
    first_id = ent[idx, DATA] >> 25 if idx >= 0 else -1
    guess = (ent[idx, DATA] & 1023) - _OFFSET if idx >= 0 else -INF
    _order(moves, gain, root_ply, count, hg, hold, root, n, root, at_root, first_id, killers,
           history)
    for i in range(count):
        _pick(moves, gain, 0, i, count)
    best, best_value, best_key, best_id = -1, -INF, 0, np.int64(0)
    for i in range(count):
        m = moves[0, i]
        c = (m >> 2) & 63
        key = canonical_key(m)
        this_id = move_id(m, hold)
        saved = _make(m, hg, hold, root)
        child = live ^ (1 << c)
        if all_moves or best < 0:
            low, high = -INF, INF
            if not all_moves and guess > -INF:
                low, high = guess - ASPIRATION, guess + ASPIRATION
        else:
            low = best_value - 1 if key < best_key else best_value
            high = low + 1
        v = search(hg, cards, ncards, n, root, hold, child, left - 1, first_ply, depth - 1,
                   low, high, moves, gain, killers, history, table, ent, st)
        first_missed = best < 0 and low > -INF and (v <= low or v >= high)
        if not st[ABORT] and (first_missed or (best >= 0 and not all_moves and v >= high)):
            if best < 0:
                low = -INF
            v = search(hg, cards, ncards, n, root, hold, child, left - 1, first_ply, depth - 1,
                       low, unbounded, moves, gain, killers, history, table, ent, st)
        _unmake(m, hg, hold, saved)
        if st[ABORT]:
            break
        values[i] = v
        if v > best_value or (v == best_value and key < best_key):
            best, best_value, best_key, best_id = i, v, key, this_id
    if not st[ABORT] and count > 0:
        _store(table, ent, st, live, packed, _probe(table, ent, st, live, packed), best_value,
               best_value, min(depth, left - 2 * n), best_id)
    return moves[0, :count].copy(), values[:count].copy(), count, best


def new_table(bits: int) -> tuple[np.ndarray, np.ndarray]:
    """An empty transposition table of 2**bits slots (solvers/kernel.py's layout, every slot of
    generation 0) and 2**(bits-1) entries. Plain numpy, not a kernel: numpy's zeros come from
    calloc, so the pages of a 48 MiB table are touched only as the search uses them (zeroed
    in numba they cost 25 ms before the search starts), and no cached kernel is loaded."""
    return np.zeros(2 << bits, np.int64), np.zeros((1 << (bits - 1), 3), np.int64)


@njit(cache=True, nogil=True)
def moves_of(hg, cards, ncards, mover, hold, live):
    """Every legal move of `mover` (for tests against rules.legal_moves)."""
    out = np.zeros((1, MAX_MOVES), np.int64)
    count = generate(hg, cards, ncards, mover, hold, live, out, 0, False)
    return out[0, :count].copy()


ENTRY_POINTS = ("solve_root", "moves_of")
"""The kernels the game calls (solve.py; moves_of in tests), solvers/compiling.py."""

COMPILE_SECONDS = 9
"""About how long compiling them takes on the reference machine (7.8 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run every entry point once on a tiny 2-player position (3 cards each, nothing played),
    compiling it (or loading it from cache)."""
    hg = np.ones(63, np.int64)
    cards = np.full((2, 7), -1, np.int64)
    cards[0, :3] = (0, 30, 50)
    cards[1, :3] = (5, 40, 60)
    ncards = np.array([3, 3], np.int64)
    hold = np.full((3, 4), 0, np.int64)
    hold[:, OWNER] = -1
    live = 0
    for c in (0, 30, 50, 5, 40, 60):
        live |= 1 << c
    table, ent = new_table(6)
    st = np.zeros(6, np.int64)
    st[GEN], st[BITS] = 1, 6
    solve_root(hg, cards, ncards, 2, 0, hold, live, 6, 2, True, 1 << 40, table, ent, st)
    moves_of(hg, cards, ncards, 0, hold, live)


lock_caches(globals())
