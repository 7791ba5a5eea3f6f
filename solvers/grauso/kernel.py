"""numba kernel for Grauso: go out in the fewest plays, playing alone on the pile (rules G2, G3).

A state is (cards left as a bit mask, top, penguins left). From a state, a legal play (G2.2,
G3.1-G3.5) leads to the state with its cards gone, its value as the top (G2.1, G2.3) and one
penguin fewer if it flipped a card; a play that empties the hand may not be a neutral card nor
use a penguin (G3.6). Every play removes a card, so the states form layers by the number of
plays made; a breadth-first pass finds the first layer where a play empties the hand: the
fewest plays. A state already reached in fewer plays is not taken again (a way through it
cannot be optimal), and the sequences reaching each state are counted, so the number of
distinct optimal sequences is exact. The witness is the optimal sequence keeping the most
penguins (the first found among equals). The search keeps its edges (a play from a state to
a state one play deeper); going back over them from the last layer marks the states that begin
an optimal way out, and counts the first plays that do.

The search is bounded and deepened: a hand needs at least one play per neutral card and one per
two other cards (`_needs`), and one play lowers that need by at most one, so with a bound of B
plays a state reached in k plays whose need exceeds B - k cannot be on a way out in B plays
and is not stored. The bound starts at the whole hand's need and grows by one until a way out is
found, or until a search leaves no state out (then none exists). The states kept are exactly
those of the unbounded search that can still finish in B plays, in the same order, with the same
parents and counts: the answers are the twin's.

Counts fit int64: a sequence is a permutation of at most 10 cards cut into plays of one or two
cards, each card flipped or not, so there are fewer than 10! * 2**9 * 2**10 < 2 * 10**12.

Plain-Python twin: reference.py (same states, same order of states and plays, same answers).

Glossary of the arrays:
  values[i]      card i of the hand, sorted ascending (-25..25)
  n              cards in the hand (1..10)
  cand[q, :]     candidate play q (see `_candidates`), sorted by value: C_CODE (move code),
                 C_VALUE (the play's value, G3.3, G3.5), C_NEED (its cards' bits), C_BLOCK
                 (earlier equal cards that must be gone: equal cards are taken in hand order,
                 so a mask is a multiset and equal cards make one play), C_FLIP (uses a
                 penguin), C_NEUTRAL (a lone neutral card)
  first[c]       the first candidate whose value code (value + OFFSET) is >= c
  moves[q, :]    the legal plays from one state (see `_moves`): MOVE code, the state it leads
                 to (NEW_LEFT, NEW_TOP, NEW_PENG) and OUT (1: it empties the hand)
  st[s, :]       state s: LEFT mask of cards left, TOP code, PENG penguins left, COUNT distinct
                 sequences reaching it in DEPTH plays, PARENT state, MOVE from the parent,
                 DEPTH, MARK (1: begins an optimal way out); states of one layer are contiguous
  edges[e, :]    a play from state edges[e, 0] to state edges[e, 1], one play deeper, in the
                 order the search made them
  need[m]        the fewest plays that could empty the cards of mask m (IMPOSSIBLE: none)
  table          the shared hash table (solvers/kernel.py): key (left * TOPS + top) * 8 + peng
                 -> state index, one generation for the whole search
  out_i[k], out_j[k], out_flips[k]  play k of the witness: its card(s) (out_j = -1 for a single
                 card) and flips (bit 1: card i flipped, bit 2: card j)
Top codes: value + OFFSET for a top -25..25, EMPTY_TOP for an empty pile (G2.2).
Move codes: i + 16 * (j + 1) + 256 * flips.
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.grauso.model import HAND_MAX, PAIR_MAX, PAIR_MIN
from deckmath.solvers.kernel import table_find, table_grown, table_new, table_put, table_slots
from deckmath.solvers.numba_cache import lock_caches

OFFSET = 25
"""Top code of value v: v + OFFSET (tops are -25..25, G2.1, G3.3)."""
EMPTY_TOP = 51
"""Top code of an empty pile (G2.2)."""
TOPS = 52
MOVE_CAP = 2 * HAND_MAX + 4 * HAND_MAX * (HAND_MAX - 1) // 2
"""Most plays from one state: each card alone (flipped or not) and each pair (four flips)."""

C_CODE, C_VALUE, C_NEED, C_BLOCK, C_FLIP, C_NEUTRAL = range(6)
C_COLUMNS = 6
"""Columns of the candidate plays (see `_candidates`)."""

IMPOSSIBLE = 1 << 20
"""The need of a hand that can never go out (neutral cards only, G3.6)."""

MOVE, NEW_LEFT, NEW_TOP, NEW_PENG, OUT = range(5)
LEFT, TOP, PENG, COUNT, PARENT, STEP, DEPTH, MARK = range(8)


GEN = np.int64(1)
"""The hash table's generation (solvers/kernel.py): one table per search, so one generation;
a fresh table's slots hold generation 0, which therefore means empty. A numpy integer: numba
would compile table_grown once more for a Python 1, as its own literal type."""


@njit(cache=True)
def _candidates(values, n):
    """Every play the hand could make (G3.3-G3.5), in the order of legal.legal_plays: by value,
    ties in hand order (each card alone, then flipped, then its pairs with later cards,
    unflipped, first flipped, second flipped, both flipped). A copy of a card is only taken
    when no earlier equal card is left (its BLOCK mask), so a mask is a multiset and equal
    cards make one play. Pairs beyond -25..25 (G3.3) are left out, as are flips of a neutral
    card (G3.5) and pairs with one (G3.4). Returns (cand, count, first) where first[v + OFFSET]
    is the first candidate of value >= v."""
    raw = np.empty((MOVE_CAP, C_COLUMNS), np.int64)
    c = 0
    for i in range(n):
        v = values[i]
        block_i = 0
        for k in range(i):
            if values[k] == v:
                block_i |= 1 << k
        for flip in range(2 if v != 0 else 1):
            raw[c, C_CODE] = i + 256 * flip
            raw[c, C_VALUE] = -v if flip else v
            raw[c, C_NEED] = 1 << i
            raw[c, C_BLOCK] = block_i
            raw[c, C_FLIP] = flip
            raw[c, C_NEUTRAL] = 1 if v == 0 else 0
            c += 1
        if v == 0:
            continue
        for j in range(i + 1, n):
            u = values[j]
            if u == 0:
                continue
            block_j = 0
            for k in range(j):
                if k != i and values[k] == u:
                    block_j |= 1 << k
            for flips in range(4):
                if flips == 2 and u == v:
                    continue  # the same play as flipping the first of two equal cards
                total = (-v if flips & 1 else v) + (-u if flips & 2 else u)
                if total < PAIR_MIN or total > PAIR_MAX:
                    continue
                raw[c, C_CODE] = i + 16 * (j + 1) + 256 * flips
                raw[c, C_VALUE] = total
                raw[c, C_NEED] = (1 << i) | (1 << j)
                raw[c, C_BLOCK] = block_i | block_j
                raw[c, C_FLIP] = 1 if flips > 0 else 0
                raw[c, C_NEUTRAL] = 0
                c += 1
    keys = np.empty(c, np.int64)
    for q in range(c):
        keys[q] = (raw[q, C_VALUE] + OFFSET) * MOVE_CAP + q
    order = np.argsort(keys)
    cand = np.empty((c, C_COLUMNS), np.int64)
    for q in range(c):
        for col in range(C_COLUMNS):
            cand[q, col] = raw[order[q], col]
    first = np.empty(TOPS, np.int64)
    q = 0
    for code in range(TOPS):
        while q < c and cand[q, C_VALUE] + OFFSET < code:
            q += 1
        first[code] = q
    return cand, c, first


@njit(cache=True, inline="always")
def _offer(cand, q, left, peng, moves, k):
    """Add candidate q to moves[k] if its cards are left (first copies) and a penguin is held
    for its flip (G3.5), and it does not go out on a neutral card or a flip (G3.6)."""
    need = cand[q, C_NEED]
    if (left & need) != need or (left & cand[q, C_BLOCK]) != 0:
        return k
    flip = cand[q, C_FLIP]
    if flip == 1 and peng == 0:
        return k
    rest = left & ~need
    if rest == 0 and (flip == 1 or cand[q, C_NEUTRAL] == 1):
        return k
    moves[k, MOVE] = cand[q, C_CODE]
    moves[k, NEW_LEFT] = rest
    moves[k, NEW_TOP] = cand[q, C_VALUE] + OFFSET
    moves[k, NEW_PENG] = peng - flip
    moves[k, OUT] = 1 if rest == 0 else 0
    return k + 1


@njit(cache=True)
def _moves(cand, count, first, left, top, peng, moves):
    """Fill moves[:k] with the legal plays from state (left, top, peng), by value: on an empty
    pile every candidate (G2.2); else those lower than the top (G3.1, G3.3), then a neutral
    card if the top is not above 0 (G3.4), then a card of value -top if the top is below 0
    (G3.2; for a top above 0, -top is lower and already offered). Returns k."""
    k = 0
    if top == EMPTY_TOP:
        for q in range(count):
            k = _offer(cand, q, left, peng, moves, k)
        return k
    for q in range(first[top]):
        k = _offer(cand, q, left, peng, moves, k)
    t = top - OFFSET
    if t <= 0:
        for q in range(first[OFFSET], first[OFFSET + 1]):
            if cand[q, C_NEUTRAL] == 1:
                k = _offer(cand, q, left, peng, moves, k)
    if t < 0:
        for q in range(first[OFFSET - t], first[OFFSET - t + 1]):
            if (cand[q, C_NEED] & (cand[q, C_NEED] - 1)) == 0:  # a single card
                k = _offer(cand, q, left, peng, moves, k)
    return k


@njit(cache=True, inline="always")
def _key(left, top, peng):
    return (left * TOPS + top) * 8 + peng


@njit(cache=True)
def _needs(values, n):
    """For every mask of cards left, the fewest plays that could still empty it: each neutral
    card alone (G3.4), the other cards two at a time (G3.3); a hand of neutral cards only can
    never go out (G3.6): IMPOSSIBLE. One play lowers this by at most one."""
    size = 1 << n
    need = np.zeros(size, np.int64)
    for mask in range(1, size):
        cards = 0
        neutral = 0
        for i in range(n):
            if (mask >> i) & 1:
                cards += 1
                if values[i] == 0:
                    neutral += 1
        need[mask] = IMPOSSIBLE if cards == neutral else neutral + (cards - neutral + 1) // 2
    return need


@njit(cache=True)
def _doubled(rows):
    """A table of twice as many rows, the first ones `rows`'. Rows are copied by loops here
    and in `_candidates`: an array assignment brings in numba's shape-mismatch message, whose
    string machinery took 2 s of this module's compile."""
    grown = np.empty((2 * rows.shape[0], rows.shape[1]), np.int64)
    for r in range(rows.shape[0]):
        for c in range(rows.shape[1]):
            grown[r, c] = rows[r, c]
    return grown


@njit(cache=True)
def _search(cand, ncand, first, n, need, top, peng, bound, moves, out_i, out_j, out_flips):
    """The layered search with at most `bound` plays: a state whose `need` exceeds the plays
    left is not stored. Returns (fewest, optimal sequences, penguins used, good first plays);
    fewest is -1 when the search was complete without going out (no state was left out for
    the bound: the hand can never be emptied), -2 when `bound` plays are not enough."""
    st = np.empty((256, 8), np.int64)
    bits = np.int64(9)
    table = table_new(bits)
    full = (1 << n) - 1
    st[0, LEFT] = full
    st[0, TOP] = top
    st[0, PENG] = peng
    st[0, COUNT] = 1
    st[0, PARENT] = -1
    st[0, STEP] = -1
    st[0, DEPTH] = 0
    st[0, MARK] = 0
    slot, _ = table_find(table, GEN, bits, _key(full, top, peng))
    table_put(table, GEN, slot, _key(full, top, peng), 0)
    count = 1
    lo = 0
    hi = 1
    left_out = False
    edges = np.empty((512, 2), np.int64)
    ne = 0
    root_out = 0
    sequences = 0
    best_state = -1
    best_move = -1
    fewest = -1
    for k in range(1, bound + 1):
        for s in range(lo, hi):
            m = _moves(cand, ncand, first, st[s, LEFT], st[s, TOP], st[s, PENG], moves)
            for q in range(m):
                if moves[q, OUT] == 1:
                    sequences += st[s, COUNT]
                    st[s, MARK] = 1
                    root_out += s == 0
                    if best_state < 0 or st[s, PENG] > st[best_state, PENG]:
                        best_state = s
                        best_move = moves[q, MOVE]
                    continue
                wanted = need[moves[q, NEW_LEFT]]
                if wanted > bound - k:
                    if wanted < IMPOSSIBLE:
                        left_out = True
                    continue
                if ne == edges.shape[0]:
                    edges = _doubled(edges)
                key = _key(moves[q, NEW_LEFT], moves[q, NEW_TOP], moves[q, NEW_PENG])
                slot, c = table_find(table, GEN, bits, key)
                if c >= 0:
                    if st[c, DEPTH] == k:
                        st[c, COUNT] += st[s, COUNT]
                        edges[ne, 0] = s
                        edges[ne, 1] = c
                        ne += 1
                    continue  # reached in fewer plays: not on an optimal way
                edges[ne, 0] = s
                edges[ne, 1] = count
                ne += 1
                if count == st.shape[0]:
                    st = _doubled(st)
                st[count, LEFT] = moves[q, NEW_LEFT]
                st[count, TOP] = moves[q, NEW_TOP]
                st[count, PENG] = moves[q, NEW_PENG]
                st[count, COUNT] = st[s, COUNT]
                st[count, PARENT] = s
                st[count, STEP] = moves[q, MOVE]
                st[count, DEPTH] = k
                st[count, MARK] = 0
                table_put(table, GEN, slot, key, count)
                count += 1
                if 2 * count > table_slots(table):
                    table, bits = table_grown(table, GEN, bits)
        if best_state >= 0:
            fewest = k
            break
        lo = hi
        hi = count
        if lo == hi:
            break
    if fewest < 0:
        return (-2 if left_out else -1), 0, -1, 0

    # The witness, read back along the parent links.
    code = best_move
    s = best_state
    for idx in range(fewest - 1, -1, -1):
        out_i[idx] = code % 16
        out_j[idx] = (code // 16) % 16 - 1
        out_flips[idx] = code // 256
        code = st[s, STEP]
        s = st[s, PARENT]
    used = peng - st[best_state, PENG]

    # Good first plays: the states of the last layer with a play out of the hand are marked;
    # going back over the edges (parent, child one play deeper), latest first, a parent of a
    # marked child is marked; the start's edges into marked states are the good first plays.
    if fewest == 1:
        return fewest, sequences, used, root_out
    good = 0
    for e in range(ne - 1, -1, -1):
        if st[edges[e, 1], MARK] == 1:
            st[edges[e, 0], MARK] = 1
            if edges[e, 0] == 0:
                good += 1
    return fewest, sequences, used, good


@njit(cache=True)
def _solve_core(values, n, top, peng, out_i, out_j, out_flips):
    """Solve one position: deepen the bound from the fewest plays the hand could need (`_needs`)
    until a way out is found or a search leaves nothing out. Fills the witness
    (out_*[:fewest]); returns (fewest or -1, optimal sequences, penguins used, good first plays)."""
    cand, ncand, first = _candidates(values, n)
    need = _needs(values, n)
    moves = np.empty((MOVE_CAP, 5), np.int64)
    bound = need[(1 << n) - 1]
    while bound <= n:
        fewest, sequences, used, good = _search(cand, ncand, first, n, need, top, peng, bound,
                                                moves, out_i, out_j, out_flips)
        if fewest != -2:
            return fewest, sequences, used, good
        bound += 1
    return -1, 0, -1, 0


@njit(cache=True, nogil=True)
def solve_one(values, top, peng):
    """Solve one position: hand `values` (sorted ascending), top code, penguins. Returns
    (fewest or -1, optimal sequences, penguins used, good first plays, out_i, out_j, out_flips)."""
    out_i = np.full(HAND_MAX, -1, np.int64)
    out_j = np.full(HAND_MAX, -1, np.int64)
    out_flips = np.zeros(HAND_MAX, np.int64)
    fewest, sequences, used, good = _solve_core(values, values.shape[0], top, peng,
                                                out_i, out_j, out_flips)
    return fewest, sequences, used, good, out_i, out_j, out_flips


@njit(cache=True, nogil=True)
def solve_span(values, nhand, top, peng, lo, hi, fewest, sequences, used, good, out_i, out_j,
               out_flips):
    """Solve positions lo..hi-1 of a batch into its output rows (solve_many), without the
    GIL, so that threads share a batch."""
    for p in range(lo, hi):
        f, c, u, g = _solve_core(values[p, :nhand[p]], nhand[p], top[p], peng[p],
                                 out_i[p], out_j[p], out_flips[p])
        fewest[p] = f
        sequences[p] = c
        used[p] = u
        good[p] = g


_CHUNK = 64
"""Positions one task of solve_many's threads solves."""


def solve_many(values: np.ndarray, nhand: np.ndarray, top: np.ndarray, peng: np.ndarray
               ) -> tuple[np.ndarray, ...]:
    """Solve a batch of positions, in chunks of _CHUNK shared among numba.get_num_threads()
    threads. Row p holds position p: values[p, :nhand[p]] (sorted ascending), top[p] (top
    code), peng[p]. Returns arrays fewest[p], sequences[p], used[p], good[p], out_i[p, :],
    out_j[p, :], out_flips[p, :]. Threads over a nogil function rather than numba's
    parallel=True, whose prange loop took 3 of the 14 s this module took to compile."""
    import numba

    npos = values.shape[0]
    out = (np.empty(npos, np.int64), np.empty(npos, np.int64), np.empty(npos, np.int64),
           np.empty(npos, np.int64), np.full((npos, HAND_MAX), -1, np.int64),
           np.full((npos, HAND_MAX), -1, np.int64), np.zeros((npos, HAND_MAX), np.int64))
    threads = min(numba.get_num_threads(), (npos + _CHUNK - 1) // _CHUNK)
    if threads <= 1:
        solve_span(values, nhand, top, peng, 0, npos, *out)
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(threads) as pool:
            for done in [pool.submit(solve_span, values, nhand, top, peng, lo,
                                     min(npos, lo + _CHUNK), *out)
                         for lo in range(0, npos, _CHUNK)]:
                done.result()
    return out


ENTRY_POINTS = ("solve_one", "solve_span")
"""The kernels solve.py calls (solvers/compiling.py)."""

COMPILE_SECONDS = 8
"""About how long compiling them takes on the reference machine (6.7 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run every entry point once on a tiny position, compiling it (or loading it from cache)."""
    values = np.array([-3, 0, 5], np.int64)
    solve_one(values, np.int64(EMPTY_TOP), np.int64(1))
    solve_many(np.zeros((1, HAND_MAX), np.int64), np.array([1], np.int64),
               np.array([OFFSET + 5], np.int64), np.array([0], np.int64))


lock_caches(globals())
