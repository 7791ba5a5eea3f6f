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
    """The measures a puzzle's grade came from, named in the chosen language (a kind's WORDS
    name its features as `feature.<name>`); JSON keeps the English keys."""
    def value(v: object) -> str:
        return words["yes" if v else "no"] if isinstance(v, bool) else str(v)

    inputs = ", ".join(f"{words.get('feature.' + k, k)} {value(v)}"
                       for k, v in puzzle.features.items())
    return f"[{words['grade']} {puzzle.grade}; {words['why']}: {inputs}]"
