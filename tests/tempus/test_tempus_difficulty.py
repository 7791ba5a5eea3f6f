"""The model of a person solving a Tempus "best move" puzzle (solvers/tempus/difficulty.py):
its compact search reads exactly what an alpha-beta written plainly over rules.py reads
(positions, move, value), its move is the solver's best move and legal by the checker (P3),
the positions read grow with the moves left, and the greedy player's chance is what
bots.gains gives."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.tempus import check, difficulty, load_deck, solve
from deckmath.solvers.tempus.bots import gains
from deckmath.solvers.tempus.deck import random_position
from deckmath.solvers.tempus.rules import apply_move, round_value

HOURGLASSES = load_deck().hourglasses


def _positions(count: int, seed: int, plies: tuple[int, int] = (2, 5)):
    rng = random.Random(seed)
    return [random_position(load_deck(), rng, 2, rng.randint(*plies)) for _ in range(count)]


def plain(position, rng=None):
    """Alpha-beta over the rules' own positions (rules.apply_move, round_value), moves in the
    greedy bot's order of gains (bots.gains): (positions examined, best move, its value)."""
    root = position.to_move
    examined = 0

    def order(at):
        scored = gains(at, HOURGLASSES)
        if rng is not None:
            rng.shuffle(scored)
        return [m for m, _, _ in sorted(scored, key=lambda s: (-s[1], s[2]))]

    def value(at, alpha, beta):
        nonlocal examined
        if at.over:
            return round_value(at, HOURGLASSES, root)
        maximising = at.to_move == root
        best = -10**9 if maximising else 10**9
        for move in order(at):
            examined += 1
            found = value(apply_move(at, move), alpha, beta)
            if maximising:
                best, alpha = max(best, found), max(alpha, found)
            else:
                best, beta = min(best, found), min(beta, found)
            if alpha >= beta:
                break
        return best

    alpha, chosen = -10**9, None
    for move in order(position):
        examined += 1
        found = value(apply_move(position, move), alpha, 10**9)
        if found > alpha:
            alpha, chosen = found, move
    return examined, chosen, alpha


def test_the_compact_search_reads_what_a_plain_alpha_beta_reads():
    for position in _positions(40, 1):
        run = difficulty.search(position, HOURGLASSES)
        assert (run.effort, run.move, run.value) == plain(position), position


def test_with_ties_broken_at_random_it_reads_what_the_plain_search_reads_in_that_order():
    for seed, position in enumerate(_positions(15, 2)):
        run = difficulty.search(position, HOURGLASSES, random.Random(seed))
        assert (run.effort, run.move, run.value) == plain(position, random.Random(seed))


def test_its_move_is_the_solvers_best_and_legal():
    for position in _positions(30, 3):
        solution = solve(position, load_deck(), all_moves=True)
        (best, value), (_, second) = solution.moves[0], solution.moves[1]
        run = difficulty.search(position, HOURGLASSES)
        assert run.value == value and check(position, run.move).valid
        if value > second:
            assert run.move == best


def test_more_moves_left_more_positions_to_read():
    """Two moves left are read in fewer positions than the fewest of five moves left."""
    short = max(difficulty.effort(p, HOURGLASSES) for p in _positions(20, 4, (2, 2)))
    deep = min(difficulty.effort(p, HOURGLASSES) for p in _positions(20, 5, (5, 5)))
    assert short < deep


def test_the_cap_stops_the_count():
    for position in _positions(10, 6, (5, 6)):
        whole = difficulty.effort(position, HOURGLASSES)
        assert difficulty.effort(position, HOURGLASSES, 500) == min(whole, 500)


@pytest.mark.parametrize("seed", [7, 8])
def test_the_greedy_chance_is_the_share_of_best_gains_that_are_the_best_move(seed):
    for position in _positions(20, seed):
        best = difficulty.search(position, HOURGLASSES).move
        scored = gains(position, HOURGLASSES)
        top = max((mine, -theirs) for _, mine, theirs in scored)
        ties = [m for m, mine, theirs in scored if (mine, -theirs) == top]
        assert difficulty.greedy(position, HOURGLASSES, best) == ties.count(best) / len(ties)
