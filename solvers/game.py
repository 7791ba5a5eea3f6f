"""The face every game shows the rest of deckmath, after Simon Tatham's `struct game` and
python-chess's variants: the CLI, the generators, the printers and the generic tests reach a
game through this object (found in the registry) and never by its name.

A game package `deckmath.solvers.<name>` exposes `GAME`, a `Game`, from its `__init__.py`,
and its click group as `group` in `<package>.commands` (loaded lazily, so that
`deckmath --help` imports no numba). The registry line is in `registry.py`.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Game:
    """One game's faces. Positions and answers are the game's own model objects; what is said
    of each field is the contract the generic tests (tests/test_games.py) hold every game to."""

    name: str
    """Registry key, CLI group name and the `game` of a puzzle set: `celsius`."""
    title: str
    """The game's name as printed: `Celsius`."""
    rules: str
    """Prefix of the game's numbered rules in ../shared/rules/: `C` for C1..C6."""
    summary: str
    """One line saying what the toolkit does for this game."""
    load_deck: Callable[[str | Path | None], Any]
    """The reference deck (None) or a user's deck file, validated; InputError if bad."""
    random_position: Callable[[Any, random.Random], Any]
    """A position dealt from a deck with a seeded random.Random, as in play."""
    parse_position: Callable[[Mapping[str, Any]], Any]
    """A position from its JSON object (a batch line); InputError naming the bad part."""
    format_position: Callable[[Any], dict]
    """A position as its JSON object: parse_position(format_position(p)) == p."""
    parse_answer: Callable[[Any], Any]
    """A claimed answer (a play, a calculation, a move) from text or JSON."""
    format_answer: Callable[[Any], str]
    """An answer in canonical notation: parse_answer(format_answer(a)) == a."""
    solve: Callable[[Any], Any]
    """Solve one position; the solution has to_json() and to_text()."""
    solve_many: Callable[[list], list]
    """Solve many positions at once (the batch kernel), in order."""
    best_answer: Callable[[Any], Any]
    """The solver's own answer in a solution, as a claim `check` accepts; None if none."""
    check: Callable[[Any, Any], Any]
    """Check a claimed answer on a position: a verdict with `valid`, to_json() and to_text()."""
    puzzle_kinds: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    """Puzzle kinds by name: kind(deck, **options) -> a generators.puzzle_set.Kind."""
    draw_question: Callable[..., float] | None = None
    """PDF hook: draw_question(canvas, question, x, top, width) draws a puzzle's question in a
    box whose top-left corner is (x, top) and returns the y below the drawing."""
    words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Printed words of this game's puzzles per language (`en`, `fr`): each kind's title
    (key: the kind's name) and task (`<kind>.task`), and the words its questions use."""
    kernels: tuple[str, ...] = ()
    """Module names of the game's numba kernels (solvers/compiling.py: ENTRY_POINTS,
    COMPILE_SECONDS, warm()), which `deckmath warmup` compiles ahead of time."""


def lazy(module: str, name: str) -> Callable[..., Any]:
    """A function that imports `module` on its first call and calls its `name`: keeps heavy
    imports (numba, reportlab) out of a game's `__init__`."""
    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__name__ = name
    call.__qualname__ = f"lazy({module}.{name})"
    return call
