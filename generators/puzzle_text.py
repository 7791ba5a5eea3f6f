"""The words of a puzzle set and of its puzzles, shared by every output format; a puzzle's
question and answer say themselves (their `text`, in the kind's module)."""
from __future__ import annotations

from collections.abc import Mapping

from deckmath.generators.puzzle_set import Puzzle, PuzzleSet


def title(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    return f"{words[puzzles.kind]} - {words['grade']} {puzzles.grade} - {words['seed']} {puzzles.seed}"


def task(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    return words[f"{puzzles.kind}.task"]


def grade_inputs(puzzle: Puzzle, words: Mapping[str, str]) -> str:
    inputs = ", ".join(f"{k} {str(v).lower()}" for k, v in puzzle.features.items())
    return f"[{words['grade']} {puzzle.grade}; {words['why']}: {inputs}]"
