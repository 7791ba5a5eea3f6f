"""numba kernels for Celsius: a breadth-first search over (cards used, value) (rules C3, C4).

A state is (mask of hand cards used, current value). Every path to a state uses popcount(mask)
cards, so the states form layers by card count and one pass over the layers finds, for every hot
value, the fewest cards reaching it (C4.4) and counts the distinct plays reaching each state
(C4.5). Two equal hand cards give the same play string, so the later copy of a card may only be
used once the earlier one is (this makes a mask a multiset of cards, C3.3, C4.5).

Pruning (the proof). With the cards R not yet used, every `+ a` and `x a` only raises a value
and every `- a` and `/ a` lowers it by at most a (or a factor a), a wildcard counting as 10
(C1.3). So a state of value v ends at most at (v + A) * M and at least at v / D - S, where A and
S are the sums of the operands of R's additions and subtractions and M and D the products of
its multiplications' and divisions' operands (taking fewer cards, or other orders, stays inside
these bounds). A state can end on a target value t in [lo, hi] only if v <= (hi + S) * D and
(v + A) * M >= lo; the others are dropped. Every target passes both tests (A, S >= 0,
M, D >= 1), so they hold for targets too. With no card left only targets are kept; with one card
left, only the values that card takes onto a target, or targets (`_finishes`).
The targets are the hot values until the first layer where one is reached, then the hot values
still missing: once a hot value is found, its fewest cards, witness and (if it is the best,
C4.3) its plays are known, and later layers only serve the missing ones.

Divisibility (the second pruning, for the x and / cards). An operand is 1..10, so x a and / a
(C3.2: exact) never change the part of a value made of primes above 7, its rough part, and
raise or lower its power of each of 2, 3, 5, 7 by at most the power the operand holds (8, 9, 5,
7 for a wildcard): from v, cards R of x and / only end on v * X / D with X and D products of
operands of R, so on a value of v's rough part whose power of p lies between v's minus the
powers of R's / cards and plus those of R's x cards (`_may_end`; 0 stays 0). Only + and -
cards change the rough part. So a hand without + or - card keeps from the start only the hot
values the cold value passes this test for, and a state made by the last + or - card of its
play (no + or - card left) is kept only if it passes it for a live hot value; its descendants
by x and / are not tested again. Like the bounds, the test drops no state that can still end
on a target. Without it, x and / cards from cold 11 (11 is prime, above every operand) search
every state the bounds keep before finding nothing (benchmarks/README.md).

Hot values out of reach from the start (hands of 11 cards or more, C4.4). Both searches drop
those the hand's residues rule out (`_residue_sets`, `_residues_hold`). When exactly one card
is a + or - card, the search from both ends also drops those that rough parts and powers rule
out (`_one_sum_reach`, which with `_splits` decides reach on such hands), asked of
`rough_reach` before it starts: a module of its own (rough_kernel.py), so that neither search
compiles that test and only such a hand compiles it. A hand it helps outgrows the forward
search's first room in a few ms and goes to the search from both ends.

Backward, meeting in the middle (`_solve_back`), for hands of 11 cards or more whose forward
search outgrows _FORWARD_TRY states. Per hot value t, layers of states (cards W played last,
value u) from (nothing, t), a card added in front of the play at each layer (u' op a == u,
C3.2); and, shared by the hot values, forward layers 0..A of states (cards U used, value v)
from (nothing, cold), each sorted by key. A play of k cards is a forward state of layer A
followed by a backward state of layer k - A on the same value and disjoint cards, so the
fewest cards reaching t (C4.4) are the first backward layer b that meets layer A, plus A (or
the first forward layer j <= A holding t itself), and its plays (C4.5) are the sum over the
meeting pairs of the forward plays times the backward plays. The side whose last layer is the
smaller grows next (the forward one while it fits): the two halves are each about half the
play long, where one direction alone stores every state of the middle layers (at 20 cards and
hot values near 10**5, hundreds of millions). Each new layer meets the other side's last layer
only, since every shorter play was looked for before. Equal cards are used first copy first
forward and added last copy first backward, so U and W are multisets, a forward and a
backward state are disjoint exactly when their copies fit in the hand, and the plays counted
are distinct play strings (C4.5). A backward state is kept only if the cold value can be taken
onto u by the cards left (the bounds of the cards left, and divisibility when none of them is
a + or - card), a forward one only if the bounds let it end in the hot values' range:
necessary conditions, so no play is lost. The witness (the first play of the fewest cards in
the forward search's order of work, card in hand order then operand rising: the forward
search's layers are made in that order and keep a state's first step) is walked forward: the
forward states of the meeting layer that met are marked, and every forward state with a step
onto a marked one is marked, layer by layer down (`_mark_down`); from the cold value the walk
takes the first step onto a marked state (`_walk_forward`), then, past layer A, the first step
after which a state of the right backward layer, on cards disjoint from those played, holds
the value (`_back_witness`). Neither the forward search nor this one is always the cheaper,
so the two take turns with growing room: forward with room for s states, then from both ends
with 4 s (_MIDDLE_ROOM), then forward with 4 s, both ends with 16 s, ... (_ROOM_GROWTH): the
first to finish answers, and the work thrown away is at most a few times that of the cheaper
one.

The bounds of a hand of up to 20 cards (C4.1). A, S, M and D of a set R are read from two tables
per position, one per half of the hand (cards 0..n0-1 and n0..n-1 with n0 = ceil(n / 2), at most
2**10 rows each, `_slack`; 16 and 8 rows for 7 cards, so a position's tables cost little): R's
halves r0 and r1 give A = A(r0) + A(r1), S likewise, M = M(r0) * M(r1), D likewise; a half's
product is at most 10**10. The products are never formed where they could overflow: the upper
test takes top = (hi + S) * D(r0) (below 2**51), then top * D(r1) if top <= 2**62 // D(r1), else
2**62, which drops nothing the exact bound keeps since no value made reaches 2**62 (below);
the lower test forms x = v + A, then x * M(r0) only if x < lo, then times M(r1) only if that is
still below lo (<= 10**5), each product below 2**51.

Values and keys. A state kept with the cards U used and R left has v <= (c + A_U) * M_U (the most
U can make of the cold value c <= 12, C1.1) and, R not empty, v <= (hi + S_R) * D_R (the upper
test, hi <= 10**5, model.HOT_MAX); with no card left it is a hot value. Each card gives a factor
of at most 10 to one of these two bounds (12 + 10a <= 12 * 10**a, 10**5 + 10s <= 10**5 * 10**s),
so their product is at most 1.2 * 10**6 * 10**20 and v <= sqrt(1.2 * 10**26) < 1.1 * 10**13 <
2**44, one step more below 2**48. A key is value * 2**19 + (mask mod 2**19), below 2**63: every
mask in a layer's table has popcount equal to the layer, so its bit 19 follows from the other
bits and the key is one to one there (value * 2**20 + mask would pass 2**63 at 20 cards). Up to
10 cards the key is value * 2**10 + mask (values below 1.2 * 10**11), as it always was there.

Why no answer depends on the pruning: a dropped state has no play through it that ends on a
target. So the states kept that can still end on a target, their order within their layer, their
first parent (a parent of such a state can end on a target too) and their numbers of plays are
those of the search without any pruning; every answer (fewest cards, witness, plays) is read
from such states. The plain-Python twin (reference.py) prunes less and gives the same answers.

The walk: a hit pass, then the next layer. Before layer k + 1 is made, the hit pass
(`_hit_pass`) looks up each state of layer k in `premask`: row u holds, per hot value, the
cards that take value u onto it in one step (from the preimages `pre`), so the playable cards
of a state that reach a hot value still missing are one load away. For each such hot value it
notes the first state in the layer's order with such a card, that card (the first in hand
order) and its operand, and the plays of every such step (C4.5: the state's plays times the
operands that work, one unless the value is 0, `_hit_range`). States are stored in the order
of work (state of layer k, then card in hand order, then operand rising; a state keeps the
first step that made it), so the first hit is the first play of k + 1 cards in that order: the
witness. The hot values hit take k + 1 cards (C4.4); if none is left the search ends without
making layer k + 1, else layer k + 1 is made, for the hot values still missing only, merged
through the hash table as it is made, and the walk goes on from it. A candidate equal to a hot
value still missing cannot occur (the hit pass would have found it), so a candidate with one
card left is kept only if that card takes it onto one (`_finishes`, a premask look-up too) and
one with no card left is never kept. Each state is looked up once, after its layer is merged,
rather than each candidate as it is made: about half the candidates merge into a state made
before them (benchmarks/README.md).

Work arrays are made once per chunk of positions (`solve_chunk`) and reused from position to
position: the states, the hash table (emptied in O(1) by a new generation per layer) and its
spare, the bound tables, premask (a row per value up to 10 times the chunk's largest hot
value, emptied after each position by `_unmark`). A position
that outgrows them reports NEED_SPACE and is solved again with arrays
twice as large, as often as it takes: a search stores every state it keeps, so the space grows
with the states of the position (up to hundreds of millions for 16 to 20 cards aiming at hot
values near 10**5, benchmarks/README.md). Plain-Python twin: reference.py (it builds every layer
in the same order of work, so the same witnesses).

Compiling (solvers/compiling.py). Two entry points, one per direction: solve_chunk (forward)
serves solve_one and solve_many (Python: one row, or chunks over threads, through
`solve_span`), so the search compiles once, for one signature; solve_back (both ends) is warmed
by back_kernel.py, a module of its own, so that a command compiles it only when a hand outgrows
the forward search's first room (11 cards or more, no dealt hand of the reference deck), which
takes about a third off the first command's compile (benchmarks/README.md). Every index passed
is an int64 (a constant would be a literal type and compile a callee a
second time). The inner loop of `_solve_range` inlines only what runs per state (`_playable`,
`_finishes`, the table's probe); what runs per layer or per position is a function of its own,
compiled once and called (its arrays' reference counts cost per call, not per state), which
keeps the one big function small enough for numba to lower in seconds (benchmarks/README.md).

Memory layout, as a C programmer would lay out a struct. The walk reads few arrays, each of
fixed-width rows (the states 4 words, the cards 4, the hot values 8, the bound tables 4 and 8),
indexed by unsigned row offsets (`_row4`, `_row8`) plus a field constant. Each numba array
costs the big function a data pointer and a shape that must stay live across the loop, and a
signed index costs a compare-and-add for negative indices; with dozens of separate arrays the
loop ran out of registers and reloaded both from the stack at every access, which ate most of
what the walk saves (benchmarks/README.md, "Issue 19 item 2, second pass").

Glossary of the arrays (row fields: the constants after the imports):
  ops[p, i], operands[p, i]  hand card i: operator code (notation.ADD..DIV) and operand (0:
                       wildcard)
  cards[4 i + f]       card i: f = _OP its operator, _LO.._HI the operands it may be played
                       with (its own, or 1..10 for a wildcard), _SAME the last card before i
                       equal to it (-1: none; dups: the cards that have one), for C4.5
  hot_w[h], nh         the hot values on the table and how many
  bounds[4 r + f]      S, D, A, M (f = _S, _D, _A, _M) above for the set r of cards left among
                       cards 0..n0-1 (bit i: card i); bounds[_BOUNDS1 + 8 r + f] the same among
                       cards n0..n-1 (bit i: card n0 + i), and f = _LIM: 2**62 // D
  pre[i, h, :npre[i, h]]  the values from which card i reaches hot[h] in one step
  premask[w u + f]     (w = hot.shape[1] + 1) f = 0: bit i set if card i takes value u onto a
                       hot value in one step; f = 1 + h: the same onto hot[h]
  live[:nlive]         the hot values still missing (indices into hot_w, unsigned)
  hits[4 h + f]        hot value h: f = _HV the value; _HS, _HMV, _HP the hit pass's first
                       hit of it (state of layer k, step) and the plays of every hit
  plays_at[h]          the plays reaching hot[h] with per_min[p, h] cards
  st[4 j + f]          state j: f = _VAL its value, _MASK its mask, _PATHS the plays reaching
                       it, _LINKED parent state * 2**9 + step (card * 16 + operand played;
                       operands are 1..10; the parent of state 0 is never read)
  tab_a                hash table (solvers/kernel.py) of the layer being merged, keyed as above;
                       doubled when half full (its first 2**bits rows are in use)
  tab_v                the scratch of tab_a's doubling
  gen[0]               the last generation used in the table
  per_min[p, h]        fewest cards reaching hot[h] (-1: unreachable); play_card/play_value[p,
                       h, :] one such play (hand index and operand per card), as wide as the
                       largest hand of the batch
"""
from __future__ import annotations

import numpy as np
from numba import njit

from deckmath.solvers.celsius.model import (
    HAND_CARDS_MAX, OPERAND_MAX, OPERAND_MIN, PLAYS_MAX,
)
from deckmath.solvers.kernel import (
    GEN_MAX, TAG, divide, lowest_bit, quotient, table_double, table_find, table_grown, table_new,
    table_put, table_slots,
)
from deckmath.solvers.notation import ADD, DIV, MUL, SUB
from deckmath.solvers.numba_cache import lock_caches

_KEY_BITS = HAND_CARDS_MAX - 1
"""Keys are value * 2**19 + (mask mod 2**19) past 10 cards, value * 2**10 + mask up to 10,
below 2**63 (module docstring)."""

_HALF = 10
_HALF_SIZE = 1 << _HALF
"""The bound tables cover a hand in two halves, cards 0..9 and 10..19 (2 * 2**10 rows)."""

_TOP_CAP = 1 << 62
"""Where the upper bound (hmax + S) * D saturates (module docstring)."""

_STEP_BITS = 16
"""A step is stored as card * 16 + operand (operands are 1..10)."""

_LINK = 9
_MOVE_MASK = (1 << _LINK) - 1
"""A state's link is parent * 2**9 + step (a step is below 20 * 16)."""

_VAL, _MASK, _PATHS, _LINKED = (np.uint64(f) for f in range(4))
"""The fields of a state's row in `st` (4 words a state)."""

_OP, _LO, _HI, _SAME = (np.uint64(f) for f in range(4))
"""The fields of a card's row in `cards` (4 words a card)."""

_S, _D, _A, _M, _LIM = (np.uint64(f) for f in range(5))
"""The fields of a row of `bounds`: S, D, A, M of a set of cards left, and (second half)
2**62 // D."""

_BOUNDS1 = np.uint64(4 * _HALF_SIZE)
"""Where the second half's rows (8 words each) start in `bounds`; the first half's have 4."""

_HS, _HMV, _HP, _HV = (np.uint64(f) for f in range(4))
"""The fields of a hot value's row in `hits` (4 words): the hit pass's notes (glossary) and the
hot value."""

_PLAYS_LIMIT = np.array([PLAYS_MAX // max(w, 1) for w in range(OPERAND_MAX + 1)], np.int64)
"""_PLAYS_LIMIT[w]: the largest count that times w stays below PLAYS_MAX."""


@njit(cache=True, inline="always")
def _row4(j):
    """Where row j of an array of 4-word rows starts, unsigned: numba indexes an unsigned
    index without the fix-up for negative ones (the walk's arrays are all indexed so)."""
    return np.uint64(j) << np.uint64(2)


@njit(cache=True, inline="always")
def _row8(j):
    """Where row j of an array of 8-word rows starts, unsigned (`_row4`)."""
    return np.uint64(j) << np.uint64(3)

NEED_SPACE = -2
"""`_solve_core` ran out of work space: solve the position again with larger arrays."""

_PRE_OVER = OPERAND_MAX
"""premask covers every value from which one card reaches a hot value: at most 10 * the largest
hot value of the chunk (by a division), or that value + 10 (by a subtraction)."""

_STATES = 4096
_TABLE_BITS = 13
_MIN_BITS = 12
_SLOTS_PER_PARENT = 64
"""First sizes of the work arrays (states, table slots 2**bits; they double when a position
needs more), and the slots a layer's table starts with: 64 per state of the layer before, at
least 2**_MIN_BITS (64 KB), within the table's size: a sparse table probes fewer slots a
candidate and rarely needs doubling (5-7% less time a position than 16 per state from 4 KB,
benchmarks/README.md)."""


@njit(cache=True)
def _slack(cards, first, count, bounds, base, wide):
    """S, D, A and M (module docstring) for every set r of the cards first..first + count - 1
    left (bit j of r: card first + j), in the row of bounds starting at base + r * 4 (wide:
    r * 8, with 2**62 // D after them), in O(2**count): the sets whose highest card is j are
    the sets below 2**j with card j added."""
    bounds[base + _S] = 0
    bounds[base + _D] = 1
    bounds[base + _A] = 0
    bounds[base + _M] = 1
    for j in range(count):
        c = _row4(first + j)
        x = cards[c + _HI]
        op = cards[c + _OP]
        f = _S if op == SUB else _D if op == DIV else _A if op == ADD else _M
        b = 1 << j
        for r in range(b):
            src = base + (_row8(r) if wide else _row4(r))
            dst = base + (_row8(b | r) if wide else _row4(b | r))
            bounds[dst + _S] = bounds[src + _S]
            bounds[dst + _D] = bounds[src + _D]
            bounds[dst + _A] = bounds[src + _A]
            bounds[dst + _M] = bounds[src + _M]
            if f == _D or f == _M:
                bounds[dst + f] *= x
            else:
                bounds[dst + f] += x
    if wide:
        for r in range(1 << count):
            bounds[base + _row8(r) + _LIM] = _TOP_CAP // bounds[base + _row8(r) + _D]


@njit(cache=True)
def _add_plays(x, y):
    """x + y for counts 0..PLAYS_MAX, saturating at PLAYS_MAX (their sum wraps below 0 exactly
    when it passes it)."""
    z = x + y
    return z if z >= 0 else PLAYS_MAX


@njit(cache=True)
def _times_plays(x, w):
    """x * w for a count x and 1 <= w <= 10, saturating at PLAYS_MAX."""
    return x * w if x <= _PLAYS_LIMIT[w] else PLAYS_MAX


@njit(cache=True)
def _apply(op, v, a):
    """`step` (C3.2) for a Celsius operand a in 1..10, the division by one multiplication."""
    if op == ADD:
        return v + a
    if op == SUB:
        return v - a if v >= a else -1
    if op == MUL:
        return v * a
    return quotient(v, a)


@njit(cache=True, inline="always")
def _undo(op, u, a):
    """The value v with `v op a == u` for a Celsius operand a in 1..10 (C3.2: legal steps
    only), or -1 when there is none: `_apply` read backward."""
    if op == ADD:
        return u - a if u >= a else -1
    if op == SUB:
        return u + a
    if op == MUL:
        return quotient(u, a)
    return u * a


@njit(cache=True)
def _hit_range(op, v, h, a_lo, a_hi):
    """The operands a in a_lo..a_hi with step(v, a) == h (C3.2), as a range (first, last);
    (1, 0) if none. Only 0 x a = 0 and 0 / a = 0 give more than one."""
    if op == ADD:
        a = h - v
    elif op == SUB:
        a = v - h
    elif op == MUL:
        if v == 0:
            return (a_lo, a_hi) if h == 0 else (1, 0)
        if h < v * a_lo or h > v * a_hi:
            return 1, 0
        a = divide(h, v)
    else:
        if h == 0:
            return (a_lo, a_hi) if v == 0 else (1, 0)
        if v < h * a_lo or v > h * a_hi:
            return 1, 0
        a = divide(v, h)
    if a_lo <= a <= a_hi:
        return a, a
    return 1, 0


@njit(cache=True, inline="always")
def _finishes(v, rest, premask, wide, pre_top, live, nlive):
    """Can the one card left (rest has its bit only) take value v onto a target, a live hot
    value hot_w[live[t]] (C3.1, C4.2)?"""
    if v >= pre_top:
        return False
    row = np.uint64(v) * np.uint64(wide) + np.uint64(1)
    for t in range(nlive):
        if premask[row + live[t]] & rest:
            return True
    return False


@njit(cache=True)
def _hit_pass(lo, hi, st, full, dups, cards, premask, wide, pre_top, live, nlive, hits):
    """The live hot values one card from a state of the layer lo..hi (module docstring): for
    each, the first state in the layer's order with a card taking it there, that card (the
    first in hand order) and operand, and the plays of every such step (C4.5)."""
    for si in range(lo, hi):
        us = _row4(si)
        v = st[us + _VAL]
        if v >= pre_top:
            continue
        row = np.uint64(v) * np.uint64(wide)
        if premask[row] == 0:
            continue
        play = _playable(st[us + _MASK], full, dups, cards)
        if premask[row] & play == 0:
            continue
        paths = st[us + _PATHS]
        for t in range(nlive):
            uh = _row4(live[t])
            cm = premask[row + np.uint64(1) + live[t]] & play
            if cm == 0:
                continue
            if hits[uh + _HS] < 0:
                i = lowest_bit(cm)
                c = _row4(i)
                first_a, final_a = _hit_range(cards[c + _OP], v, hits[uh + _HV], cards[c + _LO],
                                              cards[c + _HI])
                hits[uh + _HS] = si
                hits[uh + _HMV] = i * _STEP_BITS + first_a
            while cm:
                c = _row4(lowest_bit(cm))
                cm &= cm - 1
                ways = np.int64(1)
                if v == 0:
                    first_a, final_a = _hit_range(cards[c + _OP], v, hits[uh + _HV],
                                                  cards[c + _LO], cards[c + _HI])
                    ways = final_a - first_a + 1
                hits[uh + _HP] = _add_plays(hits[uh + _HP], _times_plays(paths, ways))


@njit(cache=True, inline="always")
def _playable(mask, full, dups, cards):
    """The cards a state on `mask` may play next: unused (C3.3) and, if an equal card comes
    before it in the hand, that one used: equal cards make one play string (C4.5)."""
    avail = full & ~mask
    d = avail & dups
    while d:
        i = lowest_bit(d)
        d &= d - 1
        if not (mask >> cards[_row4(i) + _SAME]) & 1:
            avail &= ~(1 << i)
    return avail


_SMALL_PRIMES = (2, 3, 5, 7)
"""The primes an operand (1..10) can hold."""


def _powers_of(operand: int) -> list[int]:
    """How many times each of 2, 3, 5, 7 divides an operand 1..10; for a wildcard (0) the most
    any operand holds (8, 9, 5, 7)."""
    if operand == 0:
        return [max(_powers_of(a)[j] for a in range(OPERAND_MIN, OPERAND_MAX + 1))
                for j in range(4)]
    out = []
    for prime in _SMALL_PRIMES:
        e = 0
        while operand % (prime ** (e + 1)) == 0:
            e += 1
        out.append(e)
    return out


_OPERAND_POWERS = np.array([e for a in range(OPERAND_MAX + 1) for e in _powers_of(a)], np.int64)
"""Row a (4 words): how many times 2, 3, 5 and 7 divide operand a (row 0: a wildcard's most),
read by `_card_powers` instead of dividing."""


@njit(cache=True)
def _smooth_split(v, out, base):
    """out[base] = v's rough part (v without its factors 2, 3, 5 and 7; 0 for 0), and
    out[base + 1 + j] = how many times the j-th of 2, 3, 5, 7 divides v (0 for 0)."""
    e2 = 0
    e3 = 0
    e5 = 0
    e7 = 0
    if v > 0:
        while v & 1 == 0:
            v >>= 1
            e2 += 1
        while v % 3 == 0:
            v //= 3
            e3 += 1
        while v % 5 == 0:
            v //= 5
            e5 += 1
        while v % 7 == 0:
            v //= 7
            e7 += 1
    out[base] = v
    out[base + 1] = e2
    out[base + 2] = e3
    out[base + 3] = e5
    out[base + 4] = e7


@njit(cache=True)
def _card_powers(op, operand, out, base):
    """out[base + j]: the most the card can raise (x) or lower (/) the power of the j-th of 2, 3,
    5, 7 in a value; 0 for + and - cards."""
    x_or_d = op == MUL or op == DIV
    for j in range(4):
        out[base + j] = _OPERAND_POWERS[4 * operand + j] if x_or_d else 0


@njit(cache=True, inline="always")
def _fill_cards(p, n, ops, operands, cards, powers):
    """Position p's cards into `cards` (operator, operand range, the previous equal card) and
    their prime powers into `powers`; returns (adds, dups): the masks of its + and - cards and
    of the cards with an equal card before them (C4.5: equal cards are used in hand order, so
    a mask is a multiset of cards)."""
    adds = np.int64(0)
    dups = np.int64(0)
    for i in range(n):
        c = _row4(i)
        if ops[p, i] == ADD or ops[p, i] == SUB:
            adds |= 1 << i
        _card_powers(ops[p, i], operands[p, i], powers, 4 * i)
        cards[c + _OP] = ops[p, i]
        cards[c + _LO] = operands[p, i] if operands[p, i] > 0 else OPERAND_MIN
        cards[c + _HI] = operands[p, i] if operands[p, i] > 0 else OPERAND_MAX
        cards[c + _SAME] = -1
        for j in range(i - 1, -1, -1):
            if ops[p, j] == ops[p, i] and operands[p, j] == operands[p, i]:
                cards[c + _SAME] = j
                dups |= 1 << i
                break
    return adds, dups


@njit(cache=True)
def _rest_powers(rest, cards, powers, work):
    """work[5 + j], work[9 + j]: the most the x cards, and the / cards, of the set rest can raise
    and lower the power of the j-th of 2, 3, 5, 7 in a value."""
    for j in range(4):
        work[5 + j] = 0
        work[9 + j] = 0
    r = rest
    while r:
        i = lowest_bit(r)
        r &= r - 1
        at = 5 if cards[_row4(i) + _OP] == MUL else 9
        for j in range(4):
            work[at + j] += powers[4 * i + j]


@njit(cache=True)
def _fits(work, hot_e, h):
    """Can the value split in work[0..4] (`_smooth_split`) end on hot value h by the x and /
    cards whose powers are in work[5..12] (`_rest_powers`)? Only if h has the same rough part
    and each power of 2, 3, 5, 7 lies in reach (module docstring, divisibility)."""
    b = 5 * h
    if hot_e[b] != work[0]:
        return False
    if work[0] == 0:
        return True
    for j in range(4):
        d = hot_e[b + 1 + j] - work[1 + j]
        if d > work[5 + j] or d < -work[9 + j]:
            return False
    return True


@njit(cache=True)
def _residue_sets(c, n, cards, sets):
    """sets[m - 2], for each modulus m of 2..9: the residues mod m (bit r: r) that the cards
    can take c onto (C3.1, C3.2), as far as residues tell (a necessary condition: a hot value
    whose residue is missing for some m is out of reach, C4.4). For an m under which every
    card's step is a function of the residue (+ and x always, - too since residues wrap, / a
    when a is prime to m: an exact quotient is then v times the inverse of a), the residues
    reached from c's by any number of steps of the hand's cards (cards used once, and steps
    only when legal, make fewer); for another m, every residue. For a prime m, / a with m
    dividing a is followed too: a value that is not a multiple of m has no exact quotient by
    a, and a multiple of m may have any (m is prime, so every other operand is prime to it).
    It answers at once the hands whose cards keep a residue that the hot values lack (every
    + and - operand even and every x operand odd, from an odd cold value, whatever their /
    cards), which every search direction would otherwise exhaust."""
    for m in range(2, 10):
        prime = m == 2 or m == 3 or m == 5 or m == 7
        fits = True
        for i in range(n):
            cu = _row4(i)
            if cards[cu + _OP] == DIV and not prime:
                for a in range(cards[cu + _LO], cards[cu + _HI] + 1):
                    g = a
                    b = m
                    while b:
                        g, b = b, g % b
                    if g != 1:
                        fits = False
        if not fits:
            sets[m - 2] = (np.int64(1) << m) - 1
            continue
        reach = np.int64(1) << (c % m)
        grown = True
        while grown:
            grown = False
            for r in range(m):
                if not (reach >> r) & 1:
                    continue
                for i in range(n):
                    cu = _row4(i)
                    op = cards[cu + _OP]
                    for a in range(cards[cu + _LO], cards[cu + _HI] + 1):
                        if op == ADD:
                            q = (r + a) % m
                        elif op == SUB:
                            q = (r - a) % m
                        elif op == MUL:
                            q = (r * a) % m
                        elif a % m == 0:
                            # m prime divides a: no exact quotient off the multiples of m, any
                            # residue from them.
                            if r == 0 and reach != (np.int64(1) << m) - 1:
                                reach = (np.int64(1) << m) - 1
                                grown = True
                            continue
                        else:
                            q = 0
                            while (q * a) % m != r:
                                q += 1
                        if not (reach >> q) & 1:
                            reach |= np.int64(1) << q
                            grown = True
        sets[m - 2] = reach


@njit(cache=True)
def _residues_hold(t, sets):
    """Does t's residue lie in every set of `_residue_sets` (else t is out of reach, C4.4)?"""
    for m in range(2, 10):
        if not (sets[m - 2] >> (t % m)) & 1:
            return False
    return True


_SPLIT_STATES = 1 << 12
_SPLIT_BITS = np.int64(13)
"""The most pairs of needs `_splits` keeps from one card to the next (past it, it cannot tell:
True, which keeps it a necessary condition and its cost bounded), and its hash table's size,
2**13 slots: twice as many."""

_NEED_BITS = 7
_NEED_ZERO = 1 << (_NEED_BITS - 1)
"""A pair of needs is packed as 8 fields of 7 bits, each a power + 64 (the hand's capacity,
at most 3 x 19 for the power of 2, is checked first)."""


@njit(cache=True)
def _split_room(n, skip, cards, powers):
    """room[8 i + j] and room[8 i + 4 + j]: the most the x cards, and the / cards, among cards
    i..n-1 of the hand (every card but `skip`) can raise and lower the power of the j-th of 2,
    3, 5, 7 (`_fill_cards`' powers: a wildcard at the most any operand holds)."""
    room = np.zeros(8 * (n + 1), np.int64)
    for i in range(n - 1, -1, -1):
        for j in range(8):
            room[8 * i + j] = room[8 * i + 8 + j]
        if i != skip:
            at = 8 * i + (0 if cards[_row4(i) + _OP] == MUL else 4)
            for j in range(4):
                room[at + j] += powers[4 * i + j]
    return room


@njit(cache=True, inline="always")
def _room_for(need, room, i):
    """Can the cards from i on still meet both stretches' needs, as far as their powers tell
    (each card in one stretch only)?"""
    for j in range(4):
        b = need[2 * j]
        w = need[2 * j + 1]
        if (max(b, 0) + max(w, 0) > room[8 * i + j]
                or max(-b, 0) + max(-w, 0) > room[8 * i + 4 + j]):
            return False
    return True


@njit(cache=True)
def _splits(need, n, skip, cards, powers, cur, nxt, seen, gen):
    """Can the x and / cards of the hand (every card but `skip`) be shared between the stretch
    before the + or - card and the one after it, each card in one stretch or in none, so that
    the first raises the powers of 2, 3, 5, 7 by exactly need[0], need[2], need[4], need[6]
    (lowers when negative) and the second by need[1], need[3], need[5], need[7] (C3.2: x
    multiplies, / divides exactly; a wildcard plays one operand)? A stretch's cards played x
    first are legal whatever their values, so this decides whether such a play exists, values
    aside. Card by card, the pairs of needs still to meet that the cards left can meet
    (`_room_for`), each once (the hash table `seen`, a generation a card, gen[0] the last);
    cur and nxt are its scratch (True, cannot tell, past _SPLIT_STATES pairs)."""
    room = _split_room(n, skip, cards, powers)
    if not _room_for(need, room, 0):
        return False
    left = np.empty(8, np.int64)
    key = np.int64(0)
    done = np.int64(0)
    for f in range(8):
        key = (key << _NEED_BITS) | (need[f] + _NEED_ZERO)
        done = (done << _NEED_BITS) | _NEED_ZERO
    if key == done:
        return True
    cur[0] = key
    ncur = 1
    for i in range(n):
        cu = _row4(i)
        op = cards[cu + _OP]
        if i == skip or not (op == MUL or op == DIV):
            continue
        sign = 1 if op == MUL else -1
        lo = cards[cu + _LO]
        options = 1 + 2 * (cards[cu + _HI] - lo + 1)
        g = gen[0] + 1
        gen[0] = g
        nnxt = 0
        for q in range(ncur):
            for o in range(options):
                key = cur[q]
                for f in range(7, -1, -1):
                    left[f] = (key & ((1 << _NEED_BITS) - 1)) - _NEED_ZERO
                    key >>= _NEED_BITS
                if o > 0:
                    a = lo + (o - 1) // 2
                    side = (o - 1) % 2
                    for j in range(4):
                        left[2 * j + side] -= sign * _OPERAND_POWERS[4 * a + j]
                if not _room_for(left, room, i + 1):
                    continue
                key = np.int64(0)
                for f in range(8):
                    key = (key << _NEED_BITS) | (left[f] + _NEED_ZERO)
                if key == done:
                    return True
                slot, j = table_find(seen, g, _SPLIT_BITS, key)
                if j >= 0:
                    continue
                if nnxt == _SPLIT_STATES:
                    return True
                table_put(seen, g, slot, key, nnxt)
                nxt[nnxt] = key
                nnxt += 1
        if nnxt == 0:
            return False
        ncur = nnxt
        for q in range(ncur):
            cur[q] = nxt[q]
    return False


_VALUE_TOP = 1 << 44
"""Every state on a play that ends on a hot value is below this (module docstring, "Values and
keys")."""


@njit(cache=True)
def _one_sum_reach(c, t, n, cards, powers, work):
    """Can the cards take c onto t at all (C3.1, C3.2; C4.4: else t is unreachable), as far as
    rough parts and powers tell, when exactly one card is a + or - card? x and / keep a value's
    rough part and move its power of each of 2, 3, 5, 7 (module docstring, divisibility). A
    play without that card goes from c to t by x and / alone: the same rough part, and t's
    powers less c's within what the x cards raise and the / cards lower. A play with it goes
    from c to v by x and / (c's rough part; 0 when c is 0), to w = v + a or v - a, then to t by
    x and / (t's rough part, below _VALUE_TOP): w's powers lie in a box around t's, and for
    each prime the raising (lowering) the two stretches need together is at most what all the
    x (/) cards hold, each card being played once. This enumerates those w and every operand
    a, and looks for such a v: a necessary condition, True whenever it cannot tell (other
    hands, t = 0). It answers at once hands of x and / cards and one + card from cold 11 (or
    aiming past what their powers allow), which every search direction would otherwise
    exhaust. Rough parts and powers are `_smooth_split`'s, through work[0..4]; the cards'
    powers `_rest_powers`', in work[5..12] (a + or - card's are 0)."""
    one = np.int64(-1)
    for i in range(n):
        op = cards[_row4(i) + _OP]
        if op == ADD or op == SUB:
            if one >= 0:
                return True
            one = i
    if one < 0 or t == 0:
        return True
    # pw: the hot value's powers of 2, 3, 5, 7, then the cold value's.
    pw = np.empty(8, np.int64)
    _smooth_split(c, work, np.int64(0))
    rc = work[0]
    for j in range(4):
        pw[4 + j] = work[1 + j]
    _smooth_split(t, work, np.int64(0))
    rt = work[0]
    for j in range(4):
        pw[j] = work[1 + j]
    _rest_powers((1 << n) - 1, cards, powers, work)
    need = np.zeros(8, np.int64)
    cur = np.empty(_SPLIT_STATES, np.int64)
    nxt = np.empty(_SPLIT_STATES, np.int64)
    seen = table_new(_SPLIT_BITS)
    gen = np.zeros(1, np.int64)
    if rc == rt:
        for j in range(4):
            need[2 * j] = pw[j] - pw[4 + j]
        if _splits(need, n, one, cards, powers, cur, nxt, seen, gen):
            return True
    cu = _row4(one)
    op = cards[cu + _OP]
    a_lo = cards[cu + _LO]
    a_hi = cards[cu + _HI]
    top = _VALUE_TOP // rt
    # w's powers: at least the hot value's less what the x cards raise, at most plus what the
    # / cards lower.
    p7 = np.int64(1)
    for e7 in range(pw[3] + work[12] + 1):
        p5 = p7
        for e5 in range(pw[2] + work[11] + 1):
            p3 = p5
            for e3 in range(pw[1] + work[10] + 1):
                s = p3
                for e2 in range(pw[0] + work[9] + 1):
                    if s > top:
                        break
                    if (e2 >= pw[0] - work[5] and e3 >= pw[1] - work[6]
                            and e5 >= pw[2] - work[7] and e7 >= pw[3] - work[8]):
                        for a in range(a_lo, a_hi + 1):
                            v = rt * s - a if op == ADD else rt * s + a
                            if v < 0:
                                continue
                            _smooth_split(v, work, np.int64(0))
                            if work[0] != rc:
                                continue
                            for j in range(4):
                                need[2 * j] = work[1 + j] - pw[4 + j]
                            need[1] = pw[0] - e2
                            need[3] = pw[1] - e3
                            need[5] = pw[2] - e5
                            need[7] = pw[3] - e7
                            if _splits(need, n, one, cards, powers, cur, nxt, seen, gen):
                                return True
                    s <<= 1
                p3 *= 3
                if p3 > top:
                    break
            p5 *= 5
            if p5 > top:
                break
        p7 *= 7
        if p7 > top:
            break
    return False


@njit(cache=True)
def _live_range(hot_w, live, nlive):
    """The least and the greatest of the live hot values (live[0..nlive-1], at least one): the
    interval the bounds prune against."""
    hmin = hot_w[live[0]]
    hmax = hot_w[live[0]]
    for t in range(nlive):
        hmin = min(hmin, hot_w[live[t]])
        hmax = max(hmax, hot_w[live[t]])
    return hmin, hmax


@njit(cache=True)
def _may_end(v, rest, cards, powers, live, nlive, hot_e, work):
    """Divisibility (module docstring): can value v end on a live hot value when the cards left
    (rest) are all x and / cards?"""
    _smooth_split(v, work, np.int64(0))
    _rest_powers(rest, cards, powers, work)
    for t in range(nlive):
        if _fits(work, hot_e, np.int64(live[t])):
            return True
    return False


@njit(cache=True)
def _preimages(cards, n, hot, nhot, pre, npre, premask, wide):
    """pre[i, h, :npre[i, h]]: the distinct values v with `v op_i a == hot[h]` for an operand a
    card i may take (C3.2); premask[v] gets bit i for each of them."""
    for i in range(n):
        c = _row4(i)
        op = cards[c + _OP]
        for h in range(nhot):
            k = 0
            x = hot[h]
            for a in range(cards[c + _LO], cards[c + _HI] + 1):
                u = _undo(op, x, a)
                if u < 0 or (x == 0 and k > 0 and (op == MUL or op == DIV)):
                    continue
                pre[i, h, k] = u
                row = np.uint64(u) * np.uint64(wide)
                premask[row] |= 1 << i
                premask[row + np.uint64(1 + h)] |= 1 << i
                k += 1
            npre[i, h] = k


@njit(cache=True)
def _unmark(n, nhot, pre, npre, premask, wide):
    """Clear what `_preimages` set in premask, leaving it empty for the next position."""
    for i in range(n):
        for h in range(nhot):
            for t in range(npre[i, h]):
                row = np.uint64(pre[i, h, t]) * np.uint64(wide)
                premask[row] = 0
                premask[row + np.uint64(1 + h)] = 0


@njit(cache=True)
def _witness(p, h, layer, s, st, play_card, play_value):
    """Write the play ending with state s (of `layer` cards) as hot value h's witness of
    position p."""
    k = layer
    while s > 0:
        k -= 1
        link = st[_row4(s) + _LINKED]
        play_card[p, h, k] = (link & _MOVE_MASK) >> 4
        play_value[p, h, k] = link & (_STEP_BITS - 1)
        s = link >> _LINK


@njit(cache=True)
def _record(p, k, nlive, live, found, hits, st, per_min, plays_at, play_card, play_value):
    """After the hit pass out of layer k (module docstring): the hot values hit in layer k + 1
    take k + 1 cards (C4.4), their witnesses the first hits in the order of work and their plays
    the sums of the pass (C4.5). The live values not yet reached move to the front of `live`;
    returns (how many, found, whether none is left)."""
    left = 0
    for t in range(nlive):
        h = live[t]
        uh = _row4(h)
        if hits[uh + _HS] >= 0:
            per_min[p, h] = k + 1
            plays_at[h] = hits[uh + _HP]
            play_card[p, h, k] = hits[uh + _HMV] >> 4
            play_value[p, h, k] = hits[uh + _HMV] & (_STEP_BITS - 1)
            _witness(p, h, k, hits[uh + _HS], st, play_card, play_value)
            found += 1
        else:
            live[left] = h
            left += 1
    return left, found, left == 0


@njit(cache=True)
def _best(p, nh, per_min, hot_w, plays_at, best, min_cards, plays):
    """C4.3: fewest cards, then the higher hot value; C4.5: the plays reaching it with that
    many cards (plays_at, summed by the walk that found it)."""
    b = -1
    for h in range(nh):
        if per_min[p, h] < 0:
            continue
        if b < 0 or per_min[p, h] < per_min[p, b] or (
            per_min[p, h] == per_min[p, b] and hot_w[h] > hot_w[b]
        ):
            b = h
    best[p] = b
    if b < 0:
        min_cards[p] = -1
        plays[p] = 0
        return
    min_cards[p] = per_min[p, b]
    plays[p] = plays_at[b]


@njit(cache=True)
def _solve_range(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
                 play_value, best, min_cards, plays, st, tab_a, tab_v, gen, bounds, cards, hot_w,
                 pre, npre, premask, live, plays_at, hits, powers, hot_e, work):
    """Solve positions first..end-1 of a batch (C4.3-C4.5) in the given work arrays: fills
    best[p] (index of the best hot value, -1: none), min_cards[p] (-1: none), plays[p], and
    per hot value h per_min[p, h] (-1: unreachable) with one witness play in
    play_card[p, h, :k] (hand indices) / play_value[p, h, :k] (operands played). Returns end,
    or the position that needs larger work arrays. (No array is rebound here and the
    per-state helpers are inlined: the inner loop costs no reference counting.)"""
    cap = st.shape[0] >> 2
    max_bits = 0
    while (2 << max_bits) <= table_slots(tab_a):
        max_bits += 1
    wide = hot.shape[1] + 1
    pre_top = premask.shape[0] // wide
    for p in range(first, end):
        n = nhand[p]
        nh = nhot[p]
        hmin = hot[p, 0]
        hmax = hot[p, 0]
        for h in range(nh):
            hot_w[h] = hot[p, h]
            hits[_row4(h) + _HV] = hot[p, h]
            per_min[p, h] = -1
            plays_at[h] = 0
            live[h] = h
            hmin = min(hmin, hot_w[h])
            hmax = max(hmax, hot_w[h])
        nlive = nh
        full = (1 << n) - 1
        adds, dups = _fill_cards(p, n, ops, operands, cards, powers)
        # The bound tables, one per half of the hand (module docstring).
        n0 = (n + 1) >> 1
        half = (1 << n0) - 1
        _slack(cards, np.int64(0), n0, bounds, np.uint64(0), False)
        _slack(cards, n0, n - n0, bounds, _BOUNDS1, True)
        un0 = np.uint64(n0)
        key_bits = _KEY_BITS if n > _HALF else _HALF
        key_mask = (1 << key_bits) - 1
        _preimages(cards, n, hot_w, nh, pre, npre, premask, wide)
        for h in range(nh):
            _smooth_split(hot_w[h], hot_e, 5 * h)
        if adds == 0:
            # No + or - card at all: the hot values the cold value cannot reach by x and / alone
            # (divisibility, module docstring) are out of reach from the start.
            _smooth_split(cold[p], work, np.int64(0))
            _rest_powers(full, cards, powers, work)
            nlive = np.int64(0)
            for h in range(nh):
                if _fits(work, hot_e, h):
                    live[nlive] = h
                    nlive += 1
            if nlive > 0:
                hmin, hmax = _live_range(hot_w, live, nlive)
        if n >= _BACK_FROM:
            # Large hands: the hot values whose residues the cards cannot reach are out of
            # reach from the start. Rough parts and powers (`_one_sum_reach`) are left to the
            # search from both ends, which a hand they rule a hot value out of outgrows this
            # search's first room into (a few ms): this kernel compiles without them.
            _residue_sets(cold[p], n, cards, work)
            kept = np.int64(0)
            for t in range(nlive):
                if _residues_hold(hot_w[live[t]], work):
                    live[kept] = live[t]
                    kept += 1
            nlive = kept
            if nlive > 0:
                hmin, hmax = _live_range(hot_w, live, nlive)

        # Layer 0 is the cold card alone (C3.1): no card used, one play (the empty one).
        st[_VAL] = cold[p]
        st[_MASK] = 0
        st[_PATHS] = 1
        st[_LINKED] = 0
        count = np.int64(1)
        lo = np.int64(0)
        hi = np.int64(1)
        found = np.int64(0)
        for k in range(n if nlive > 0 else 0):
            # The hit pass: the live hot values one card from layer k (module docstring).
            for t in range(nlive):
                uh = _row4(live[t])
                hits[uh + _HS] = -1
                hits[uh + _HP] = 0
            _hit_pass(lo, hi, st, full, dups, cards, premask, wide, pre_top, live, nlive, hits)
            before = found
            nlive, found, over = _record(p, k, nlive, live, found, hits, st, per_min, plays_at,
                                         play_card, play_value)
            if over or k + 1 == n:
                break
            if found > before:
                # Later layers serve the hot values still missing (module docstring).
                hmin, hmax = _live_range(hot_w, live, nlive)
            # Layer k + 1, for the hot values still missing, merged through the hash table as made.
            g = gen[0] + 1
            if g > GEN_MAX:
                tab_a[TAG::2] = 0
                g = 1
            gen[0] = g
            bits = np.int64(_MIN_BITS)
            while (1 << bits) < _SLOTS_PER_PARENT * (hi - lo) and bits < max_bits:
                bits += 1
            room = (1 << bits) >> 1
            for si in range(lo, hi):
                us = _row4(si)
                v = st[us + _VAL]
                mask = st[us + _MASK]
                paths = st[us + _PATHS]
                link = si << _LINK
                avail = _playable(mask, full, dups, cards)
                while avail:
                    i = lowest_bit(avail)
                    c = _row4(i)
                    avail &= avail - 1
                    nmask = mask | (1 << i)
                    rest = full ^ nmask
                    op = cards[c + _OP]
                    # The bounds of the cards left (module docstring): one row of each half.
                    q0 = _row4(rest & half)
                    q1 = _BOUNDS1 + _row8(np.uint64(rest) >> un0)
                    top = (hmax + bounds[q0 + _S] + bounds[q1 + _S]) * bounds[q0 + _D]
                    top = _TOP_CAP if top > bounds[q1 + _LIM] else top * bounds[q1 + _D]
                    plus = bounds[q0 + _A] + bounds[q1 + _A]
                    times0 = bounds[q0 + _M]
                    times1 = bounds[q1 + _M]
                    one_left = rest & (rest - 1) == 0
                    last_add = (op == ADD or op == SUB) and rest & adds == 0
                    for a in range(cards[c + _LO], cards[c + _HI] + 1):
                        nv = _apply(op, v, a)
                        if nv < 0:
                            continue
                        # Divisibility (module docstring): the last + or - card played.
                        if last_add and not _may_end(nv, rest, cards, powers, live, nlive,
                                                     hot_e, work):
                            continue
                        # Pruning (module docstring): drop states that cannot end on a target.
                        if rest != 0:
                            if nv > top:
                                continue
                            x = nv + plus
                            if x < hmin:
                                x *= times0
                                if x < hmin and x * times1 < hmin:
                                    continue
                        # One card left: kept only if it takes the value onto a live hot value.
                        if one_left and (
                            rest == 0 or not _finishes(nv, rest, premask, wide, pre_top, live,
                                                       nlive)
                        ):
                            continue
                        if count == cap:
                            _unmark(n, nh, pre, npre, premask, wide)
                            return p
                        key = (nv << key_bits) | (nmask & key_mask)
                        slot, j = table_find(tab_a, g, bits, key)
                        if j >= 0:
                            uj = _row4(j) + _PATHS
                            st[uj] = _add_plays(st[uj], paths)
                            continue
                        uc = _row4(count)
                        st[uc + _VAL] = nv
                        st[uc + _MASK] = nmask
                        st[uc + _PATHS] = paths
                        st[uc + _LINKED] = link | (i * _STEP_BITS + a)
                        table_put(tab_a, g, slot, key, count)
                        count += 1
                        if count - hi > room:
                            # Half full: double the table, the spare one as its scratch.
                            if bits == max_bits or g + 1 > GEN_MAX:
                                _unmark(n, nh, pre, npre, premask, wide)
                                return p
                            table_double(tab_a, tab_v, g, bits)
                            g += 1
                            gen[0] = g
                            bits += 1
                            room = (1 << bits) >> 1
            lo = hi
            hi = count
            if lo == hi:
                break

        _unmark(n, nh, pre, npre, premask, wide)
        _best(p, nh, per_min, hot_w, plays_at, best, min_cards, plays)
    return end


_BACK_FROM = 11
"""Hands of at least this many cards may be searched from both ends (`_solve_back`)."""

_FORWARD_TRY = 1 << 16
"""A hand of _BACK_FROM cards or more is searched forward with up to this many states first;
past them, from both ends (module docstring, "Backward")."""

_MIDDLE_ROOM = 4
"""A turn from both ends may store this many times the states the forward attempt before it
had room for (its backward layers that many, its forward half half as many): it meets in the
middle, so it needs far fewer states than the forward search for the hands that outgrow it."""

_ROOM_GROWTH = 4
"""How much more room each turn has than the one before. Growing it twofold, a 20-card hand of
+ and x cards aiming at four hot values near 10**5 failed from both ends at two rooms before
the third held it (0.60-0.95 s); fourfold it takes 0.40-0.43 s, and the slowest of 1,000 hands
of five families at 20 cards stayed within 0.41 s (benchmarks/README.md)."""



@njit(cache=True, inline="always")
def _reachable_from(c, u, rest, half, un0, bounds, adds, cards, powers, work, ue):
    """Can cold value c be taken onto u by cards of `rest` (C3.1, C3.2)? Only if u lies in
    [c / D - S, (c + A) * M] (the bounds of rest, module docstring), and, when rest holds no +
    or - card, only if u is c times what rest's x and / cards can make (divisibility; work[0..4]
    holds c's split). Both tests are necessary conditions only, like the forward pruning."""
    q0 = _row4(rest & half)
    q1 = _BOUNDS1 + _row8(np.uint64(rest) >> un0)
    x = c + bounds[q0 + _A] + bounds[q1 + _A]
    if x < u:
        x *= bounds[q0 + _M]
        if x < u and x < (u + bounds[q1 + _M] - 1) // bounds[q1 + _M]:
            return False
    y = u + bounds[q0 + _S] + bounds[q1 + _S]
    if y < c:
        y *= bounds[q0 + _D]
        if y < c and y * bounds[q1 + _D] < c:
            return False
    if rest & adds == 0:
        return _divides_to(u, rest, cards, powers, work, ue)
    return True


@njit(cache=True)
def _divides_to(u, rest, cards, powers, work, ue):
    """Divisibility backward: can the x and / cards of rest take the value split in work[0..4]
    onto u?"""
    _smooth_split(u, ue, np.int64(0))
    _rest_powers(rest, cards, powers, work)
    return _fits(work, ue, np.int64(0))


@njit(cache=True)
def _mul_plays(x, y):
    """x * y for counts 0..PLAYS_MAX, saturating at PLAYS_MAX."""
    if x == 0 or y == 0:
        return np.int64(0)
    return x * y if x <= PLAYS_MAX // y else PLAYS_MAX


@njit(cache=True)
def _sort_layer(key, mask, paths, lo, hi):
    """States lo..hi-1 in order of key (value, then mask), so that a state or a value is found
    by bisection."""
    idx = np.argsort(key[lo:hi])
    k2 = key[lo:hi].copy()
    m2 = mask[lo:hi].copy()
    p2 = paths[lo:hi].copy()
    for r in range(hi - lo):
        key[lo + r] = k2[idx[r]]
        mask[lo + r] = m2[idx[r]]
        paths[lo + r] = p2[idx[r]]


@njit(cache=True)
def _forward_layer(a, c, n, full, dups, cards, bounds, half, un0, hmin, hmax, fkey, fmask,
                   fpaths, fstarts):
    """Layer a + 1 of the forward half of the meet in the middle (module docstring,
    "Backward") from layer a: states (cards used, value) with their plays (C4.5), pruned by
    the bounds of the cards left (module docstring) to the hot values' range [hmin, hmax], in
    order of key (value * 2**19 + mask mod 2**19) for `_find`. Layer 0 is (nothing, c). Returns
    False, layer a + 1 not made, when it does not fit in the arrays."""
    key_mask = (1 << _KEY_BITS) - 1
    if a < 0:
        fkey[0] = c << _KEY_BITS
        fmask[0] = 0
        fpaths[0] = 1
        fstarts[0] = 0
        fstarts[1] = 1
        return True
    lo = fstarts[a]
    hi = fstarts[a + 1]
    count = hi
    cap = fkey.shape[0]
    tbits = np.int64(12)
    table = table_new(tbits)
    g = np.int64(1)
    room = (1 << tbits) >> 1
    for si in range(lo, hi):
        mask = fmask[si]
        v = fkey[si] >> _KEY_BITS
        paths = fpaths[si]
        avail = _playable(mask, full, dups, cards)
        while avail:
            i = lowest_bit(avail)
            avail &= avail - 1
            nmask = mask | (1 << i)
            rest = full ^ nmask
            cu = _row4(i)
            op = cards[cu + _OP]
            q0 = _row4(rest & half)
            q1 = _BOUNDS1 + _row8(np.uint64(rest) >> un0)
            top = (hmax + bounds[q0 + _S] + bounds[q1 + _S]) * bounds[q0 + _D]
            top = _TOP_CAP if top > bounds[q1 + _LIM] else top * bounds[q1 + _D]
            plus = bounds[q0 + _A] + bounds[q1 + _A]
            for x in range(cards[cu + _LO], cards[cu + _HI] + 1):
                nv = _apply(op, v, x)
                if nv < 0 or nv > top:
                    continue
                y = nv + plus
                if y < hmin:
                    y *= bounds[q0 + _M]
                    if y < hmin and y * bounds[q1 + _M] < hmin:
                        continue
                key = (nv << _KEY_BITS) | (nmask & key_mask)
                slot, at = table_find(table, g, tbits, key)
                if at >= 0:
                    fpaths[at] = _add_plays(fpaths[at], paths)
                    continue
                if count == cap:
                    return False
                fkey[count] = key
                fmask[count] = nmask
                fpaths[count] = paths
                table_put(table, g, slot, key, count)
                count += 1
                if count - hi > room:
                    table, tbits = table_grown(table, g, tbits)
                    room = (1 << tbits) >> 1
    _sort_layer(fkey, fmask, fpaths, hi, count)
    fstarts[a + 2] = count
    return True


@njit(cache=True)
def _meet(flo, fhi, fkey, fmask, fpaths, blo, bhi, bval, bmask, bpaths, good):
    """Backward states blo..bhi-1 met with forward states flo..fhi-1 (in order of key) on the
    same value and disjoint cards: the plays through them (C4.5: forward plays times backward
    plays, summed), and the forward states met marked good; 0 if none meet."""
    found = np.int64(0)
    met = False
    for si in range(blo, bhi):
        u = bval[si]
        r = _find(fkey, flo, fhi, u << _KEY_BITS)
        while r < fhi and fkey[r] >> _KEY_BITS == u:
            if fmask[r] & bmask[si] == 0:
                found = _add_plays(found, _mul_plays(fpaths[r], bpaths[si]))
                good[r] = 1
                met = True
            r += 1
    return found, met


@njit(cache=True)
def _find(key, lo, hi, k):
    """The first of rows lo..hi-1 (in order of key) whose key is at least k."""
    return lo + np.searchsorted(key[lo:hi], k)


@njit(cache=True)
def _mark_down(a, n, full, cards, later, fkey, fmask, fstarts, good):
    """Layers a - 1 .. 0 of the forward half: a state is good when one more card takes it to a
    good state of the next layer (C3.1, C3.2; C4.5: of equal cards, the last of them used is
    the one taken back). Layer a's good states are set by the caller."""
    key_mask = (1 << _KEY_BITS) - 1
    for j in range(a - 1, -1, -1):
        lo = fstarts[j]
        hi = fstarts[j + 1]
        for s in range(fstarts[j + 1], fstarts[j + 2]):
            if not good[s]:
                continue
            mask = fmask[s]
            u = fkey[s] >> _KEY_BITS
            m = mask
            while m:
                i = lowest_bit(m)
                m &= m - 1
                if later[i] >= 0 and (mask >> later[i]) & 1:
                    continue
                pmask = mask ^ (1 << i)
                cu = _row4(i)
                op = cards[cu + _OP]
                for x in range(cards[cu + _LO], cards[cu + _HI] + 1):
                    v = _undo(op, u, x)
                    if v < 0 or _apply(op, v, x) != u:
                        continue
                    k = (v << _KEY_BITS) | (pmask & key_mask)
                    r = _find(fkey, lo, hi, k)
                    if r < hi and fkey[r] == k:
                        good[r] = 1


@njit(cache=True)
def _walk_forward(p, h, a, c, n, full, dups, cards, fkey, fstarts, good, play_card,
                  play_value):
    """The witness's first a steps: from (nothing, c), the first step in the forward search's
    order of work (card in hand order, operand rising) onto a good state of the next layer, a
    steps long (the good states are those that finish a play of the fewest cards, so such a
    step always exists). Returns (cards used, value) at the end."""
    key_mask = (1 << _KEY_BITS) - 1
    used = np.int64(0)
    v = c
    for step in range(a):
        lo = fstarts[step + 1]
        hi = fstarts[step + 2]
        avail = _playable(used, full, dups, cards)
        done = False
        while avail and not done:
            i = lowest_bit(avail)
            avail &= avail - 1
            nu = used | (1 << i)
            cu = _row4(i)
            for x in range(cards[cu + _LO], cards[cu + _HI] + 1):
                nv = _apply(cards[cu + _OP], v, x)
                if nv < 0:
                    continue
                k = (nv << _KEY_BITS) | (nu & key_mask)
                r = _find(fkey, lo, hi, k)
                if r < hi and fkey[r] == k and good[r]:
                    play_card[p, h, step] = i
                    play_value[p, h, step] = x
                    used = nu
                    v = nv
                    done = True
                    break
    return used, v


@njit(cache=True)
def _solve_back(p, cold, hot, nhot, ops, operands, nhand, per_min, play_card, play_value, best,
                min_cards, plays, bounds, cards, hot_w, plays_at, powers, work, ue, bval, bmask,
                bpaths, budget, fkey, fmask, fpaths, depth, ruled):
    """Position p searched from both ends (module docstring, "Backward"): per hot value, layers
    of (cards W played last, value u) from the hot value back, and forward layers 0..A from the
    cold value (shared by the hot values), the side with the smaller last layer grown first
    (the forward one while it fits in fkey and A < depth), until the last layers of the two
    meet on the same value and disjoint cards: the fewest cards are A plus the backward
    layer's (a hot value in a forward layer is reached with that layer's number). Then the
    witness: forward through the states that finish such a play, backward layers for the rest.
    With depth 0 this is the backward search alone. The hot values h with ruled[h] set
    (`rough_reach`) and those whose residues the cards cannot reach are out of reach from the
    start. Returns False, leaving the results untouched, when the backward states of a hot
    value pass `budget`."""
    n = nhand[p]
    nh = nhot[p]
    c = cold[p]
    full = (1 << n) - 1
    later = np.empty(HAND_CARDS_MAX, np.int64)
    adds, dups = _fill_cards(p, n, ops, operands, cards, powers)
    # C4.5 from the end: of equal cards, the last in hand order is played last, so a card may
    # be added in front only once every later equal card is in.
    for i in range(n):
        later[i] = -1
    for i in range(n):
        s = cards[_row4(i) + _SAME]
        if s >= 0:
            later[s] = i
    n0 = (n + 1) >> 1
    half = (1 << n0) - 1
    _slack(cards, np.int64(0), n0, bounds, np.uint64(0), False)
    _slack(cards, n0, n - n0, bounds, _BOUNDS1, True)
    un0 = np.uint64(n0)
    hmin = hot[p, 0]
    hmax = hot[p, 0]
    for h in range(nh):
        hmin = min(hmin, hot[p, h])
        hmax = max(hmax, hot[p, h])
    fstarts = np.zeros(HAND_CARDS_MAX + 2, np.int64)
    _forward_layer(np.int64(-1), c, n, full, dups, cards, bounds, half, un0, hmin, hmax, fkey,
                   fmask, fpaths, fstarts)
    a = np.int64(0)
    grows = depth > 0
    good = np.zeros(fkey.shape[0], np.uint8)
    reach = np.full(nh, -1, np.int64)
    counted = np.zeros(nh, np.int64)
    key_mask = (1 << _KEY_BITS) - 1
    starts = np.empty(HAND_CARDS_MAX + 2, np.int64)
    tbits = np.int64(12)
    table = table_new(tbits)
    g = np.int64(0)
    residues = np.empty(8, np.int64)
    _residue_sets(c, n, cards, residues)
    for h in range(nh):
        t = hot[p, h]
        hot_w[h] = t
        if ruled[h] != 0 or not _residues_hold(t, residues):
            continue
        good[:fstarts[a + 1]] = 0
        # A forward layer holding t: its fewest cards (C4.4, at least one: C4.2), its plays
        # summed (C4.5).
        k = -1
        meet = -1
        for j in range(1, a + 1):
            lo = fstarts[j]
            hi = fstarts[j + 1]
            r = _find(fkey, lo, hi, t << _KEY_BITS)
            while r < hi and fkey[r] >> _KEY_BITS == t:
                counted[h] = _add_plays(counted[h], fpaths[r])
                good[r] = 1
                k = j
                r += 1
            if k >= 0:
                meet = j
                break
        b = 0
        if k < 0 and fstarts[a + 1] > fstarts[a]:
            _smooth_split(c, work, np.int64(0))
            bval[0] = t
            bmask[0] = 0
            bpaths[0] = 1
            starts[0] = 0
            starts[1] = 1
            count = np.int64(1)
            total = np.int64(0)
            # Layer b + 1 holds plays of b + 1 cards; past n - a cards none meets layer a.
            while a + b < n:
                lo = starts[b]
                hi = starts[b + 1]
                g += 1
                room = (1 << tbits) >> 1
                first_new = count
                for si in range(lo, hi):
                    u = bval[si]
                    w = bmask[si]
                    paths = bpaths[si]
                    avail = full & ~w
                    while avail:
                        i = lowest_bit(avail)
                        avail &= avail - 1
                        if later[i] >= 0 and not (w >> later[i]) & 1:
                            continue
                        nw = w | (1 << i)
                        rest = full ^ nw
                        cu = _row4(i)
                        op = cards[cu + _OP]
                        for x in range(cards[cu + _LO], cards[cu + _HI] + 1):
                            v = _undo(op, u, x)
                            if v < 0:
                                continue
                            if not _reachable_from(c, v, rest, half, un0, bounds, adds, cards,
                                                   powers, work, ue):
                                continue
                            key = (v << _KEY_BITS) | (nw & key_mask)
                            slot, at = table_find(table, g, tbits, key)
                            if at >= 0:
                                bpaths[at] = _add_plays(bpaths[at], paths)
                                continue
                            if count == bval.shape[0]:
                                return False
                            bval[count] = v
                            bmask[count] = nw
                            bpaths[count] = paths
                            table_put(table, g, slot, key, count)
                            count += 1
                            if count - first_new > room:
                                table, tbits = table_grown(table, g, tbits)
                                room = (1 << tbits) >> 1
                total += count - first_new
                if total > budget:
                    return False
                b += 1
                starts[b + 1] = count
                found, met = _meet(fstarts[a], fstarts[a + 1], fkey, fmask, fpaths, first_new,
                                   count, bval, bmask, bpaths, good)
                # The smaller side grows: the forward layers, while they fit, once the
                # backward layer outgrows the last of them; the new layer a meets layer b
                # (every shorter play was looked for before).
                while (not met and grows and count > first_new and a < depth and a + b < n
                       and count - first_new > fstarts[a + 1] - fstarts[a]):
                    if not _forward_layer(a, c, n, full, dups, cards, bounds, half, un0, hmin,
                                          hmax, fkey, fmask, fpaths, fstarts):
                        grows = False
                        break
                    a += 1
                    good[fstarts[a]:fstarts[a + 1]] = 0
                    found, met = _meet(fstarts[a], fstarts[a + 1], fkey, fmask, fpaths,
                                       first_new, count, bval, bmask, bpaths, good)
                    if fstarts[a + 1] == fstarts[a]:
                        break
                if met:
                    counted[h] = found
                    k = a + b
                    meet = a
                    break
                if count == first_new or fstarts[a + 1] == fstarts[a]:
                    break
        if k < 0:
            reach[h] = -1
            continue
        reach[h] = k
        _mark_down(meet, n, full, cards, later, fkey, fmask, fstarts, good)
        used, v = _walk_forward(p, h, meet, c, n, full, dups, cards, fkey, fstarts, good,
                                play_card, play_value)
        if b > 0:
            _back_witness(p, h, meet, k, used, v, n, cards, bval, bmask, starts, play_card,
                          play_value)
    for h in range(nh):
        per_min[p, h] = reach[h]
        plays_at[h] = counted[h]
    _best(p, nh, per_min, hot_w, plays_at, best, min_cards, plays)
    return True


@njit(cache=True)
def _back_witness(p, h, step0, k, used, v, n, cards, bval, bmask, starts, play_card,
                  play_value):
    """The witness's steps step0..k-1 of hot value h reached in k cards, from the cards used
    and the value after step0 steps: the first step in the forward search's order of work
    (card in hand order, equal cards in hand order, operand rising) after which the cards not
    yet used still finish the play in the remaining steps, as the backward layers say; such a
    step always exists, so the walk never turns back, and the play it writes is the first
    play of k cards in that order, the forward search's. Each backward layer is looked up by
    value, sorted in any order among equal values: the scan asks only whether one of them
    fits (so one sort compiles for the module: a stable one was a second, 1 s of compiling)."""
    b = k - step0
    order = np.empty(starts[b] - starts[0], np.int64)
    vals = np.empty(starts[b] - starts[0], np.int64)
    for j in range(b):
        lo = starts[j]
        hi = starts[j + 1]
        idx = np.argsort(bval[lo:hi])
        for r in range(hi - lo):
            order[lo + r] = lo + idx[r]
            vals[lo + r] = bval[lo + idx[r]]
    for step in range(step0, k):
        j = k - 1 - step
        lo = starts[j]
        hi = starts[j + 1]
        done = False
        for i in range(n):
            if (used >> i) & 1:
                continue
            same = cards[_row4(i) + _SAME]
            if same >= 0 and not (used >> same) & 1:
                continue
            nu = used | (1 << i)
            cu = _row4(i)
            for a in range(cards[cu + _LO], cards[cu + _HI] + 1):
                nv = _apply(cards[cu + _OP], v, a)
                if nv < 0:
                    continue
                r = lo + np.searchsorted(vals[lo:hi], nv)
                while r < hi and vals[r] == nv:
                    if bmask[order[r]] & nu == 0:
                        done = True
                        break
                    r += 1
                if done:
                    play_card[p, h, step] = i
                    play_value[p, h, step] = a
                    used = nu
                    v = nv
                    break
            if done:
                break


@njit(cache=True, nogil=True)
def solve_chunk(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
                play_value, best, min_cards, plays, room):
    """Solve positions first..end-1 of a batch (C4.3-C4.5) forward into the given result arrays
    (solve_many: per_min filled with -1, play_card with -1, play_value with 0 beforehand), with
    one set of work arrays of room[0] states, doubled when a position needs more. Returns end,
    or the first position whose turn it is to be searched from both ends (module docstring,
    "Backward"), with room[0] the states the forward search had room for. Releases the GIL, so
    that threads solve chunks side by side. The forward entry point: `solve_span` calls it, so
    the search compiles once, for one signature (every index an int64)."""
    hcap = hot.shape[1]
    bounds = np.empty(12 * _HALF_SIZE, np.int64)
    cards = np.empty(4 * HAND_CARDS_MAX, np.int64)
    hot_w = np.empty(hcap, np.int64)
    pre = np.empty((HAND_CARDS_MAX, hcap, OPERAND_MAX), np.int64)
    npre = np.empty((HAND_CARDS_MAX, hcap), np.int64)
    top = np.int64(0)
    for p in range(first, end):
        for h in range(nhot[p]):
            top = max(top, hot[p, h])
    premask = np.zeros((_PRE_OVER * top + OPERAND_MAX + 1) * (hcap + 1), np.int32)
    live = np.empty(hcap, np.uint64)
    plays_at = np.empty(hcap, np.int64)
    hits = np.empty(4 * hcap, np.int64)
    powers = np.empty(4 * HAND_CARDS_MAX, np.int64)
    hot_e = np.empty(5 * hcap, np.int64)
    work = np.empty(13, np.int64)
    states = np.int64(_STATES)
    bits = np.int64(_TABLE_BITS)
    while states < room[0]:
        states *= 2
        bits += 1
    gen = np.zeros(1, np.int64)
    st = np.empty(4 * states, np.int64)
    tab_a = table_new(bits)
    tab_v = table_new(bits)
    p = first
    while p < end:
        q = _solve_range(cold, hot, nhot, ops, operands, nhand, p, end, per_min, play_card,
                         play_value, best, min_cards, plays, st, tab_a, tab_v, gen, bounds,
                         cards, hot_w, pre, npre, premask, live, plays_at, hits, powers,
                         hot_e, work)
        if q == end:
            break
        p = q
        if nhand[p] >= _BACK_FROM and states >= _FORWARD_TRY:
            room[0] = states
            return p
        states *= 2
        bits += 1
        gen = np.zeros(1, np.int64)
        st = np.empty(4 * states, np.int64)
        tab_a = table_new(bits)
        tab_v = table_new(bits)
    room[0] = states
    return end


@njit(cache=True, nogil=True)
def solve_back(p, cold, hot, nhot, ops, operands, nhand, per_min, play_card, play_value, best,
               min_cards, plays, room, depth, ruled):
    """Position p searched from both ends (module docstring, "Backward") into the result
    arrays: forward layers of up to `depth` cards within room / 2 states, backward ones with
    room for `room` states, the hot values h with ruled[h] set left out (`rough_reach`);
    False, the results untouched, when that is not enough. The
    entry point from both ends, warmed by back_kernel.py: a hand that never outgrows the forward
    search's first room (every dealt hand) never compiles it."""
    hcap = hot.shape[1]
    front = (room >> 1) + 1
    return _solve_back(p, cold, hot, nhot, ops, operands, nhand, per_min, play_card,
                       play_value, best, min_cards, plays, np.empty(12 * _HALF_SIZE, np.int64),
                       np.empty(4 * HAND_CARDS_MAX, np.int64), np.empty(hcap, np.int64),
                       np.empty(hcap, np.int64), np.empty(4 * HAND_CARDS_MAX, np.int64),
                       np.empty(13, np.int64), np.empty(5, np.int64),
                       np.empty(room + 1, np.int64), np.empty(room + 1, np.int64),
                       np.empty(room + 1, np.int64), room, np.empty(front, np.int64),
                       np.empty(front, np.int64), np.empty(front, np.int64), depth, ruled)


@njit(cache=True, nogil=True)
def rough_reach(p, cold, hot, nhot, ops, operands, nhand, ruled):
    """ruled[h] = 1 for each hot value h of position p that rough parts and powers rule out
    (`_one_sum_reach`: hands with exactly one + or - card, C4.4), else 0, for the search from
    both ends. The entry point of rough_kernel.py, compiled only when such a hand first needs
    that search."""
    n = nhand[p]
    cards = np.empty(4 * HAND_CARDS_MAX, np.int64)
    powers = np.empty(4 * HAND_CARDS_MAX, np.int64)
    work = np.empty(13, np.int64)
    _fill_cards(p, n, ops, operands, cards, powers)
    for h in range(nhot[p]):
        ruled[h] = 0 if _one_sum_reach(cold[p], hot[p, h], n, cards, powers, work) else 1


def solve_span(cold, hot, nhot, ops, operands, nhand, first, end, per_min, play_card,
               play_value, best, min_cards, plays) -> None:
    """Solve positions first..end-1 of a batch (C4.3-C4.5) into the result arrays: forward
    (`solve_chunk`), and where a position outgrows the forward search's room, from both ends
    with _MIDDLE_ROOM times that room, then forward again with _ROOM_GROWTH times as much if
    that was not enough, and so on (module docstring, "Backward"); the first search to finish
    answers."""
    room = np.full(1, _STATES, np.int64)
    args = (cold, hot, nhot, ops, operands, nhand)
    out = (per_min, play_card, play_value, best, min_cards, plays)
    ruled = np.zeros(hot.shape[1], np.int64)
    ruled_for = -1
    while first < end:
        p = solve_chunk(*args, np.int64(first), np.int64(end), *out, room)
        if p == end:
            return
        if p != ruled_for:
            ruled_out(p, args, ruled)
            ruled_for = p
        if _backward().solve_back(np.int64(p), *args, *out, np.int64(room[0] * _MIDDLE_ROOM),
                                  np.int64(HAND_CARDS_MAX), ruled):
            first = p + 1
        else:
            first = p
            room[0] *= _ROOM_GROWTH


def ruled_out(p: int, args: tuple, ruled: np.ndarray) -> None:
    """ruled[h] = 1 for the hot values of position p of the batch `args` that rough parts and
    powers rule out (`rough_reach`), 0 for the others: a hand with exactly one + or - card asks
    rough_kernel.py, and no other hand can be told anything by it, so no other compiles it."""
    ops, nhand = args[3], args[5]
    ruled[:] = 0
    row = ops[p, :nhand[p]]
    if np.count_nonzero((row == ADD) | (row == SUB)) == 1:
        _rough().rough_reach(np.int64(p), *args, ruled)


def _backward():
    """The module of the entry point from both ends, compiled first if numba's cache does not
    hold it (said aloud, solvers/compiling.py)."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.celsius.back_kernel",
                             compiling.title("celsius_back"))


def _rough():
    """The module of `rough_reach`, compiled first if numba's cache does not hold it."""
    from deckmath.solvers import compiling

    return compiling.kernels("deckmath.solvers.celsius.rough_kernel",
                             compiling.title("celsius_rough"))


def solve_one(cold, hot, ops, operands):
    """Solve one position (C4.3-C4.5). Returns (best, min_cards, optimal_plays, per_min, play_card,
    play_value) where per_min[h] is the fewest cards reaching hot[h] (-1 if none) and
    play_card[h, :per_min[h]] / play_value[h, :per_min[h]] one such play."""
    best, min_cards, plays, per_min, play_card, play_value = solve_many(
        np.full(1, cold, np.int64), hot.reshape(1, -1), np.full(1, hot.shape[0], np.int64),
        ops.reshape(1, -1), operands.reshape(1, -1), np.full(1, ops.shape[0], np.int64))
    return best[0], min_cards[0], plays[0], per_min[0], play_card[0], play_value[0]


_CHUNK = 256
"""Positions solved with one set of work arrays in `solve_many` (one task of its threads)."""


def solve_many(cold, hot, nhot, ops, operands, nhand):
    """Solve a batch of positions (C4.3-C4.5), in chunks of _CHUNK positions shared among
    numba.get_num_threads() threads (the caller's setting: numba.set_num_threads(1) solves on
    the calling thread alone). Row p of the 2-D inputs holds position p, padded:
    hot[p, :nhot[p]], ops[p, :nhand[p]], operands[p, :nhand[p]]. Returns arrays best[p],
    min_cards[p], optimal_plays[p], per_min[p, h], play_card[p, h, :], play_value[p, h, :].
    Threads over a nogil function rather than numba's parallel=True: a prange loop would add
    about 12 s of compiling (benchmarks/README.md) for the same throughput."""
    import numba

    npos = cold.shape[0]
    hcap = hot.shape[1]
    width = ops.shape[1]
    best = np.empty(npos, np.int64)
    min_cards = np.empty(npos, np.int64)
    plays = np.empty(npos, np.int64)
    per_min = np.full((npos, hcap), -1, np.int64)
    play_card = np.full((npos, hcap, width), -1, np.int64)
    play_value = np.zeros((npos, hcap, width), np.int64)
    out = (per_min, play_card, play_value, best, min_cards, plays)
    args = (cold, hot, nhot, ops, operands, nhand)
    threads = min(numba.get_num_threads(), (npos + _CHUNK - 1) // _CHUNK)
    if threads <= 1:
        solve_span(*args, 0, npos, *out)
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(threads) as pool:
            for done in [pool.submit(solve_span, *args, lo, min(npos, lo + _CHUNK), *out)
                         for lo in range(0, npos, _CHUNK)]:
                done.result()
    return best, min_cards, plays, per_min, play_card, play_value


ENTRY_POINTS = ("solve_chunk",)
"""The forward kernel solve_one and solve_many call (solvers/compiling.py); the one from both ends,
solve_back, is back_kernel.py's."""

COMPILE_SECONDS = 9
"""About how long compiling it takes on the reference machine (8.3 s of CPU measured cold,
benchmarks/README.md)."""


def warm() -> None:
    """Run the entry point once on a tiny position, compiling it (or loading it from cache)."""
    solve_one(np.int64(10), np.array([22, 40], np.int64), np.array([0, 2, 2], np.int64),
              np.array([1, 2, 0], np.int64))


lock_caches(globals())
