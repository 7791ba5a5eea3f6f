"""The exact round solver (P3, P4.1, P4.2): the numba kernel against its plain-Python twin on
thousands of seeded random positions (every move's value), the twin against a brute force
written from the rules (conftest.py), and every best move re-checked and its value re-derived."""
from __future__ import annotations

import random

import pytest

from deckmath.solvers.tempus import (
    Deck, apply_move, check, legal_moves, position_from_json, round_value, solve,
)
from deckmath.solvers.tempus import reference


def _small(positions, count, seed, plies_max):
    """Positions of 2 to 5 players with 1..plies_max moves left."""
    rng = random.Random(seed)
    found = []
    for i in range(count):
        n = rng.choice((2, 2, 3, 4, 5))
        found += positions(1, seed * 100_000 + i, players=n,
                           plies_left=rng.randint(1, plies_max if n == 2 else plies_max - 1))
    return found


def test_twin_matches_brute_force(positions, tdeck, hourglass_map, rules_again):
    """The memoised minimax twin against plain minimax on the rules written again."""
    for position in _small(positions, 300, seed=1, plies_max=3):
        expected = rules_again.brute_moves(position.to_json(), hourglass_map)
        got = reference.move_values(position, tdeck.hourglasses)
        assert {str(m): v for m, v in got.items()} == expected, position.to_json()


def test_kernel_matches_twin_on_every_move(positions, tdeck):
    """--all: every legal move's exact value, the value and the best move (first in canonical
    order among the best) agree with the twin on 2,000 positions, 2 to 5 players, 1 to 4 moves
    left (2 players with 4 moves left, a fifth of them, cost half the twin's time)."""
    checked = 0
    for seed in range(4):
        for position in _small(positions, 500, seed=10 + seed, plies_max=4):
            got = solve(position, tdeck, all_moves=True)
            value, best, values = reference.solve(position, tdeck.hourglasses)
            assert dict(got.moves) == values, position.to_json()
            assert (got.value, got.best_move, got.proven) == (value, best, True), position.to_json()
            plain = solve(position, tdeck)
            assert (plain.value, plain.best_move) == (value, best), position.to_json()
            checked += 1
    assert checked == 2000


def test_kernel_matches_twin_deeper(positions, tdeck):
    """2 players with 5 moves left, 3 players with 4 (the twin takes about a second each)."""
    for i in range(12):
        n, plies = (2, 5) if i % 2 else (3, 4)
        position = positions(1, 700 + i, players=n, plies_left=plies)[0]
        got = solve(position, tdeck, all_moves=True)
        value, best, values = reference.solve(position, tdeck.hourglasses)
        assert dict(got.moves) == values and (got.value, got.best_move) == (value, best)


def test_best_moves_are_legal_and_their_values_rederived(positions, tdeck, hourglass_map,
                                                         rules_again):
    """A solver may never print a wrong witness: the best move is valid for the checker, and
    playing it leaves a position whose value gives back the solver's (2 players: the opponent's
    value negated; 3-5: the brute force from the root player's side)."""
    rng = random.Random(8)
    for i in range(200):
        n = 2 if i % 2 else rng.choice((3, 4, 5))
        position = positions(1, 900 + i, players=n,
                             plies_left=rng.randint(2, 10 if n == 2 else 4))[0]
        solution = solve(position, tdeck)
        assert check(position, solution.best_move).valid
        child = apply_move(position, solution.best_move)
        if n == 2:
            assert -solve(child, tdeck).value == solution.value, position.to_json()
        else:
            assert rules_again.brute_value(child.to_json(), hourglass_map,
                                           position.to_move) == solution.value


def test_a_whole_two_player_round_is_exact(tdeck):
    """5 cards to play each (10 moves, P2.1, P4.1): proven, and the best move's value holds
    after playing it."""
    from deckmath.solvers.tempus import deal_round

    rng = random.Random(2026)
    for _ in range(3):
        position = deal_round(rng, 2, rng.randint(1, 2))
        solution = solve(position, tdeck)
        assert solution.proven and solution.depth == 10
        assert -solve(apply_move(position, solution.best_move), tdeck).value == solution.value


def test_node_budget_gives_an_unproven_legal_move(tdeck):
    """Iterative deepening stopped by a budget keeps the deepest depth completed."""
    from deckmath.solvers.tempus import deal_round

    position = deal_round(random.Random(4), 2)
    bounded = solve(position, tdeck, max_nodes=500)
    assert not bounded.proven and bounded.depth < 10
    assert check(position, bounded.best_move).valid
    generous = solve(position, tdeck, max_nodes=10**9)
    exact = solve(position, tdeck)
    assert generous.proven and (generous.value, generous.best_move) == (exact.value, exact.best_move)


def test_time_limit_answers_and_says_if_proven(tdeck):
    from deckmath.solvers.tempus import deal_round

    position = deal_round(random.Random(6), 4)
    quick = solve(position, tdeck, time_limit=0.05)
    assert check(position, quick.best_move).valid
    assert quick.proven == (quick.depth >= position.plies_left)
    small = deal_round(random.Random(6), 2)
    small = apply_move(small, legal_moves(small)[0])
    assert solve(small, tdeck, time_limit=30).proven


def test_all_moves_with_a_budget_gives_every_move(tdeck):
    from deckmath.solvers.tempus import deal_round

    position = deal_round(random.Random(9), 3)
    bounded = solve(position, tdeck, all_moves=True, max_nodes=2_000)
    assert sorted(str(m) for m, _ in bounded.moves) == sorted(str(m) for m in legal_moves(position))
    assert bounded.moves[0] == (bounded.best_move, bounded.value)


def test_finished_round_has_no_move(tdeck):
    position = position_from_json({
        "players": 2, "to_move": 2, "hands": [["R3", "M7"], ["M1", "R25"]],
        "holders": [{"owner": 1, "direction": "+", "cards": ["R2", "R5", "R9"]}, None, None]})
    solution = solve(position, tdeck, all_moves=True)
    assert solution.best_move is None and solution.proven and solution.moves == ()
    assert solution.value == -(tdeck.hourglasses[1] + tdeck.hourglasses[4] + tdeck.hourglasses[8])
    assert solution.to_json() == {"value": solution.value, "best_move": None, "proven": True,
                                  "nodes": 0, "moves": []}


def test_hourglasses_come_from_the_deck(positions):
    """P1.2: with a deck whose cards carry no hourglasses every move is worth 0."""
    blank = Deck("blank", (0,) * 63)
    for position in positions(30, seed=12, players=2, plies_left=4):
        assert {v for _, v in solve(position, blank, all_moves=True).moves} == {0}


def test_json_shape(positions, tdeck):
    position = positions(1, seed=3, players=2, plies_left=4)[0]
    plain = solve(position, tdeck).to_json()
    assert list(plain) == ["value", "best_move", "proven", "nodes"]
    every = solve(position, tdeck, all_moves=True).to_json()
    assert list(every) == ["value", "best_move", "proven", "nodes", "moves"]
    assert every["moves"][0] == {"move": plain["best_move"], "value": plain["value"]}
    assert isinstance(plain["nodes"], int) and plain["nodes"] > 0


def test_value_of_the_round_end_is_p4_2(tdeck):
    """The terminal score: 2 players, mine minus theirs; 3-5 players, mine (paranoid)."""
    position = position_from_json({
        "players": 3, "to_move": 1, "hands": [["R3", "M7"], ["M1", "R25"], ["J1", "J3"]],
        "holders": [{"owner": 1, "direction": "+", "cards": ["R2", "R6"]},
                    {"owner": 2, "direction": "-", "cards": ["M20", "M3"]}, None]})
    h = tdeck.hourglasses
    assert round_value(position, h, 1) == h[1] + h[5]
    assert solve(position, tdeck).value == h[1] + h[5]


@pytest.mark.parametrize("limit", [0, -1, 10**9])
def test_bad_time_limits(tdeck, limit, positions):
    from deckmath.solvers.errors import InputError

    with pytest.raises(InputError, match="time limit"):
        solve(positions(1, seed=1, players=2, plies_left=2)[0], tdeck, time_limit=limit)


def test_kernel_module_follows_the_compiling_contract():
    """`deckmath warmup` compiles Tempus (GAME.kernels), every entry point releases the GIL (the
    CLI's worker thread and the --time-limit watcher rely on it), and warm() runs them all."""
    import importlib

    from deckmath.solvers import compiling
    from deckmath.solvers.tempus import GAME

    assert GAME.kernels == ("deckmath.solvers.tempus.kernel",)
    kernel = importlib.import_module(GAME.kernels[0])
    assert kernel.COMPILE_SECONDS > 0 and kernel.ENTRY_POINTS
    for name in kernel.ENTRY_POINTS:
        assert getattr(kernel, name).targetoptions.get("nogil"), name
    kernel.warm()
    assert compiling.cached(kernel)
