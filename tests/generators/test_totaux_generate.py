"""Generated Totaux puzzle sets: answers re-solved by the reference twin and re-checked (T5.1,
T5.2, T6.2), grades recomputed from the person model's effort, PDF faithful to the JSON set."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.solvers.totaux import difficulty
from deckmath.solvers.totaux import puzzles as tp
from deckmath.generators.grade_report import by_grade, sample
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.totaux import check_calc, combinations, load_deck, parse_calc, parse_table, solve


@pytest.fixture(scope="module")
def deck():
    return load_deck()


@pytest.fixture(scope="module", params=[("highest", 1), ("highest", 3), ("make", 2), ("make", 4)])
def puzzle_set(request, deck):
    kind, grade = request.param
    return generate(tp.TotalPuzzles(deck, kind), 6, grade, seed=grade * 7)


def test_answers_agree_with_the_reference_twin(puzzle_set):
    """T5.1/T5.2: the printed total, fewest cards and count are what the twin finds."""
    for puzzle in puzzle_set.puzzles:
        table = parse_table([str(c) for c in puzzle.question.table])
        twin = solve(table, puzzle.question.variant, engine="reference")
        answer = puzzle.answer
        if puzzle.kind == "highest":
            assert answer.total == twin.best_total
            assert answer.min_cards == min(
                r.min_cards for r in twin.by_card
                if r.card.total == twin.best_total and r.min_cards is not None)
        else:
            assert answer.position == puzzle.question.target_position
        card = twin.by_card[answer.position - 1]
        assert (card.card.total, card.min_cards, card.count) == (
            answer.total, answer.min_cards, answer.combinations)


def test_printed_calculation_is_a_valid_combination(puzzle_set):
    """T6.2: the answer's calculation on the answer's positions is valid and has min_cards cards."""
    for puzzle in puzzle_set.puzzles:
        table = parse_table([str(c) for c in puzzle.question.table])
        calc = parse_calc(str(puzzle.answer.calc))
        verdict = check_calc(table, calc, tuple(puzzle.answer.positions))
        assert verdict.valid, (puzzle.question, puzzle.answer)
        assert calc.cards == puzzle.answer.min_cards == len(puzzle.answer.positions)
        assert puzzle.answer.positions[-1] == puzzle.answer.position


def test_grade_is_the_band_of_the_models_effort(puzzle_set, deck):
    """Each puzzle's grade is the band of the effort the person model takes (chains tried),
    recomputed here from the table and the solver's fewest cards, and the asked grade."""
    for puzzle in puzzle_set.puzzles:
        table = puzzle.question.table
        fewest = [r.min_cards for r in solve(table, puzzle.question.variant).by_card]
        plan = difficulty.plan(table, puzzle.question.variant, puzzle.kind,
                               puzzle.question.target_position, fewest)
        effort = difficulty.effort(plan)
        assert puzzle.features["effort"] == round(effort, 1)
        assert puzzle.grade == tp.BANDS[puzzle.kind].grade(effort) == puzzle_set.grade


def test_unique_keeps_puzzles_with_one_shortest_combination(deck):
    """--unique: exactly one combination of the fewest cards (the twin's) ends on the answer's
    card, and it is the printed answer."""
    puzzles = generate(tp.TotalPuzzles(deck, "make"), 3, 2, seed=2, unique=True)
    for puzzle in puzzles.puzzles:
        table = parse_table([str(c) for c in puzzle.question.table])
        twin = solve(table, engine="reference").by_card[puzzle.answer.position - 1]
        shortest = list(combinations(table, last_position=puzzle.answer.position,
                                     cards=twin.min_cards))
        assert [(c.positions, str(c.calc)) for c in shortest] == [
            (tuple(puzzle.answer.positions), str(puzzle.answer.calc))]


@pytest.mark.parametrize("kind,levels", [("highest", 3), ("make", 4)])
def test_grades_rise_with_the_answers_length(deck, kind, levels):
    """Over a sample, every grade the kind offers is dealt and the mean length of the answer
    does not fall with the grade; "highest" offers three grades and "make" four (their words
    say so, docs/grades/totaux.md says why)."""
    generator = tp.TotalPuzzles(deck, kind)
    assert generator.bands.levels == levels
    table = by_grade(generator, sample(generator, 1500, seed=5))
    assert sorted(table) == list(range(1, levels + 1))
    means = [table[g]["min_cards"] for g in sorted(table)]
    assert means == sorted(means)


def _run(*args: str):
    return CliRunner().invoke(cli.main, list(args))


OPTIONS = ("totaux", "generate", "--kind", "make", "--count", "6", "--grade", "3", "--seed", "4")


def test_same_options_same_json_in_every_run(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert _run(*OPTIONS, "--format", "json", "-o", str(a)).exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(b)).exit_code == 0
    assert a.read_bytes() == b.read_bytes()


def test_pdf_contains_every_puzzle_and_answer(tmp_path):
    pdf, js = tmp_path / "set.pdf", tmp_path / "set.json"
    assert _run(*OPTIONS, "--format", "pdf", "-o", str(pdf), "--lang", "fr").exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(js)).exit_code == 0
    reader = PdfReader(io.BytesIO(pdf.read_bytes()))
    text = re.sub(r"\s+", "", "\n".join(page.extract_text() for page in reader.pages))
    assert "Niveau3" in text
    for puzzle in json.loads(js.read_text())["puzzles"]:
        assert re.sub(r"\s+", "", " ".join(puzzle["question"]["table"])) in text
        assert re.sub(r"\s+", "", puzzle["answer"]["calc"]) in text


def test_text_and_markdown_match_json():
    data = json.loads(_run(*OPTIONS, "--format", "json").stdout)
    for fmt in ("text", "markdown"):
        out = _run(*OPTIONS, "--format", fmt).stdout
        for puzzle in data["puzzles"]:
            assert " ".join(puzzle["question"]["table"]) in out
            assert puzzle["answer"]["calc"] in out


def test_bad_kind_exits_2():
    assert _run("totaux", "generate", "--kind", "lowest").exit_code == 2
