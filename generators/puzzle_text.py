"""The words of a puzzle and of its answer, shared by every output format."""
from __future__ import annotations

from deckmath.generators.labels import count_phrase
from deckmath.generators.puzzle_set import Puzzle, PuzzleSet


def title(puzzles: PuzzleSet, words: dict[str, str]) -> str:
    return (f"{words[f'{puzzles.game}.{puzzles.kind}']} - {words['grade']} {puzzles.grade}"
            f" - {words['seed']} {puzzles.seed}")


def task(puzzles: PuzzleSet, words: dict[str, str]) -> str:
    return words[f"{puzzles.game}.{puzzles.kind}.task"]


def question(game: str, puzzle: Puzzle, words: dict[str, str]) -> str:
    """The puzzle in the games' notation (C2, T1.3), on one line."""
    q = puzzle.question
    if game == "celsius":
        return (f"{words['cold']} {q['cold']} | {words['hot']} {' '.join(map(str, q['hot']))}"
                f" | {words['hand']} {' '.join(q['hand'])}")
    line = f"{words['table']} {' '.join(q['table'])}"
    if "target_position" in q:
        line += f" | {words['target']}: #{q['target_position']} ({q['table'][q['target_position'] - 1]})"
    if q.get("variant", "chain") != "chain":
        line += f" | {words['variant']} {q['variant']}"
    return line


def answer(game: str, puzzle: Puzzle, words: dict[str, str]) -> str:
    """The answer with its full calculation (C4.3/C4.5, T4.1)."""
    a = puzzle.answer
    if game == "celsius":
        return (f"{count_phrase(a['min_cards'], 'card', 'cards', words)} {words['to']} "
                f"{a['target']}: {a['calculation']} "
                f"({count_phrase(a['optimal_plays'], 'optimal_play', 'optimal_plays', words)})")
    return (f"{words['total']} {a['total']}, {count_phrase(a['min_cards'], 'card', 'cards', words)}"
            f" #{','.join(map(str, a['positions']))}: {a['calc']} "
            f"({count_phrase(a['combinations'], 'combination', 'combinations', words)})")


def grade_inputs(puzzle: Puzzle, words: dict[str, str]) -> str:
    inputs = ", ".join(f"{k} {str(v).lower()}" for k, v in puzzle.features.items())
    return f"[{words['grade']} {puzzle.grade}; {words['why']}: {inputs}]"
