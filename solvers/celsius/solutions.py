"""The solver's answers (C4.3-C4.4) for the positions whole games meet, kept by position: the
bots read them, the engine hands them to the checker and counts the rounds nobody could play.
`prefetch` (PlayFace.prefetch) solves the positions of many games' views in one solve_many
kernel call, so that games advanced in step cost one batch a decision, not one solve a seat.

The kernel and the plain-Python twin give the same answers, witnesses included
(tests/celsius/test_kernel.py), so a game replayed position by position meets the same
solutions as the batch that played it."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from deckmath.solvers.celsius.model import Position
from deckmath.solvers.celsius.solve import Solution, solve, solve_many

GENERATION_MAX = 1 << 15
"""Positions kept in one generation of the cache: when the newer one is full it becomes the
older and the oldest is dropped, so a position solved in this or the last generation is found
(a round of 512 games of 4 players meets 2,048)."""

ENGINE = "kernel"
"""The solver engine used (solve.py: "auto", "kernel" or "reference"): a whole game solves
dozens of positions, a replay or a session one at a time, so the kernel, whose numba load
is paid once, beats the twin's milliseconds a position; a benchmark sets "reference" to time
games whose positions the twin solves."""

_newer: dict[int, tuple[Position, Solution]] = {}
_older: dict[int, tuple[Position, Solution]] = {}
"""Solutions by the id of their Position object, which each entry keeps alive: a game makes one
Position a seat and a round and hands that same object to the view, the bots and the checker,
so the cache finds it without hashing its cards (which cost more than the rest of a look-up)."""


def solution(position: Position) -> Solution:
    """The solution of `position`, solved now unless kept."""
    kept = _newer.get(id(position)) or _older.get(id(position))
    if kept is not None and kept[0] is position:
        return kept[1]
    solved = solve(position, ENGINE)
    _keep(position, solved)
    return solved


def prefetch(views: Iterable[Any]) -> None:
    """Solve the positions of `views` (each with a `position`) not kept yet, all in one
    solve_many call."""
    missing = {}
    for view in views:
        position = view.position
        kept = _newer.get(id(position)) or _older.get(id(position))
        if kept is None or kept[0] is not position:
            missing[id(position)] = position
    if not missing:
        return
    if len(_newer) + len(missing) > GENERATION_MAX:
        _turn()
    positions = list(missing.values())
    for position, solved in zip(positions, _one_thread(positions)):
        _newer[id(position)] = (position, solved)


def _one_thread(positions: list[Position]) -> list[Solution]:
    """solve_many on one numba thread: a step's batch is a few hundred positions (one a game
    in step), which a second thread solves no sooner than it costs to start and to spin
    waiting for the next (measured: 10,000 games in 52.8 s on one thread, 56.9 s and 70 s of
    CPU on two)."""
    if ENGINE == "reference":
        return solve_many(positions, ENGINE)
    import numba

    before = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        return solve_many(positions, ENGINE)
    finally:
        numba.set_num_threads(before)


def clear() -> None:
    """Forget every kept solution (a benchmark times solving, not the cache)."""
    _newer.clear()
    _older.clear()


def _keep(position: Position, solved: Solution) -> None:
    if len(_newer) >= GENERATION_MAX:
        _turn()
    _newer[id(position)] = (position, solved)


def _turn() -> None:
    global _newer, _older
    _older, _newer = _newer, {}
