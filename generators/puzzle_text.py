"""The words of a puzzle set and of its puzzles, shared by every output format; a puzzle's
question and answer say themselves (their `text`, in the kind's module)."""
from __future__ import annotations

from collections.abc import Mapping

from deckmath.generators.labels import decimal, grade_meanings, grouped
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet


def title(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    first, last = puzzles.grades
    grades = (f"{words['grade']} {first}" if first == last
              else f"{words['grades']} {first}-{last}")
    return f"{words[puzzles.kind]} - {grades} - {words['seed']} {puzzles.seed}"


def grading(puzzles: PuzzleSet, words: Mapping[str, str]) -> list[str]:
    """What the grades of the sheet's puzzles mean for a person, a line a grade, for the
    answer key."""
    present = {puzzle.grade for puzzle in puzzles.puzzles}
    return [line for grade, line in zip(range(puzzles.grades[0], puzzles.grades[1] + 1),
                                        grade_meanings(words, puzzles.kind, puzzles.grades))
            if grade in present]


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
        if isinstance(v, float):
            return f"{named} {decimal(v, words)}"
        return f"{named} {grouped(v, words) if isinstance(v, int) else v}"

    inputs = ", ".join(shown(k, v) for k, v in puzzle.features.items())
    return f"[{words['grade']} {puzzle.grade}{words['semicolon']} {words['why']}{words['colon']} {inputs}]"
