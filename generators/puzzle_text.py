"""The words of a puzzle set and of its puzzles, shared by every output format; a puzzle's
question and answer say themselves (their `text`, in the kind's module)."""
from __future__ import annotations

from collections.abc import Mapping

from deckmath.generators.labels import grouped
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet


def title(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    return f"{words[puzzles.kind]} - {words['grade']} {puzzles.grade} - {words['seed']} {puzzles.seed}"


def task(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    return words[f"{puzzles.kind}.task"]


def legend(puzzles: PuzzleSet, words: Mapping[str, str]) -> tuple[str, str]:
    """The kind's notation in two lines: how to read a question, how to read an answer."""
    return (words[f"{puzzles.kind}.legend.question"], words[f"{puzzles.kind}.legend.answer"])


def grade_inputs(puzzle: Puzzle, words: Mapping[str, str]) -> str:
    """The measures a puzzle's grade came from, named in the chosen language (a kind's WORDS
    name its features as `feature.<name>`); JSON keeps the English keys."""
    def shown(name: str, v: object) -> str:
        named = words.get("feature." + name, name)
        if isinstance(v, bool):
            return f"{named}{words['colon']} {words['yes' if v else 'no']}"
        return f"{named} {grouped(v, words) if isinstance(v, int) else v}"

    inputs = ", ".join(shown(k, v) for k, v in puzzle.features.items())
    return f"[{words['grade']} {puzzle.grade}{words['semicolon']} {words['why']}{words['colon']} {inputs}]"
