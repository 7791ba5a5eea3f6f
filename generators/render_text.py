"""Plain text, Markdown, CSV and JSON output of a puzzle set (JSON is byte-identical for the same
options)."""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping

from deckmath.generators import puzzle_text as say
from deckmath.generators.puzzle_set import PuzzleSet
from deckmath.solvers.csv_style import csv_style


def to_json(puzzles: PuzzleSet) -> str:
    return json.dumps(puzzles.to_json(), ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def to_plain(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    lines = [say.title(puzzles, words), say.task(puzzles, words), *say.legend(puzzles, words), ""]
    for i, puzzle in enumerate(puzzles.puzzles, 1):
        lines.append(f"{words['puzzle']} {i}{words['colon']} {puzzle.question.text(words)}")
    lines += ["", words["answers"], *say.grading(puzzles, words)]
    for i, puzzle in enumerate(puzzles.puzzles, 1):
        lines.append(f"{i}. {puzzle.answer.text(words)} {say.grade_inputs(puzzle, words)}")
    return "\n".join(lines) + "\n"


def to_markdown(puzzles: PuzzleSet, words: Mapping[str, str]) -> str:
    lines = [f"# {say.title(puzzles, words)}", "", say.task(puzzles, words), "",
             *(f"> {line}  " for line in say.legend(puzzles, words)), ""]
    for i, puzzle in enumerate(puzzles.puzzles, 1):
        lines.append(f"{i}. `{puzzle.question.text(words)}`")
    lines += ["", f"## {words['answers']}", "", *(f"> {line}  " for line in say.grading(puzzles, words)), ""]
    for i, puzzle in enumerate(puzzles.puzzles, 1):
        lines.append(f"{i}. {puzzle.answer.text(words)} {say.grade_inputs(puzzle, words)}")
    return "\n".join(lines) + "\n"


def to_csv(puzzles: PuzzleSet, words: Mapping[str, str], lang: str = "en") -> str:
    """One row a puzzle, number, question, answer and grade, under a header row in the
    sheet's language: a spreadsheet or a flashcard program imports it as it is (in French
    `;`-separated after a byte-order mark, as a French spreadsheet reads it:
    solvers/csv_style.py)."""
    style = csv_style(lang)
    out = io.StringIO()
    out.write(style.start)
    rows = csv.writer(out, lineterminator="\n", delimiter=style.separator)
    rows.writerow([words["number"], words["question"], words["answer"], words["grade"].lower()])
    for i, puzzle in enumerate(puzzles.puzzles, 1):
        rows.writerow([i, puzzle.question.text(words), puzzle.answer.text(words), puzzle.grade])
    return out.getvalue()
