"""Generated Totaux puzzle sets (issue 4): answers re-solved by the reference twin and re-checked
(T5.1, T5.2, T6.2), grades recomputed from their inputs, PDF faithful to the JSON set."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.solvers.totaux import puzzles as tp
from deckmath.generators.grade_report import by_grade, sample
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.totaux import check_calc, combinations, load_deck, parse_calc, parse_table, solve


@pytest.fixture(scope="module")
def deck():
    return load_deck()


@pytest.fixture(scope="module", params=[("highest", 1), ("highest", 4), ("make", 2), ("make", 5)])
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


def test_grade_follows_from_recorded_inputs(puzzle_set):
    for puzzle in puzzle_set.puzzles:
        f = puzzle.features
        traps = f.get("traps", 0)
        if puzzle.kind == "highest":
            higher = sum(c.total > puzzle.answer.total for c in puzzle.question.table)
            assert traps == min(tp.MAX_TRAPS, higher)
        expected = 2 * (f["min_cards"] - 3) + tp.scarcity(f["combinations"]) + traps
        assert f["points"] == expected
        assert puzzle.grade == tp.grade_of(puzzle.kind, expected) == puzzle_set.grade


@pytest.mark.parametrize("count,points", [
    (1, 13), (2, 12), (3, 12), (4, 11), (10, 11), (31, 10), (32, 9), (100, 9),
    (316_227, 2), (316_228, 1), (10**6, 1), (10**6 + 1, 0), (2**63 - 1, 0), (None, 0)])
def test_scarcity_steps_by_half_factors_of_ten(count, points):
    """13 - ceil(2 log10 count): sqrt(10) = 3.1623 sits between 3 and 4 combinations."""
    assert tp.scarcity(count) == points


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


@pytest.mark.parametrize("kind", ["highest", "make"])
def test_grades_move_features_monotonically(deck, kind):
    """Over a sample, the answer's length and points rise and its combinations fall with the
    grade (the tables in generators/README.md)."""
    generator = tp.TotalPuzzles(deck, kind)
    table = by_grade(generator, sample(generator, 1500, seed=5))
    assert sorted(table) == [1, 2, 3, 4, 5]
    grades = sorted(table)
    for feature in ("min_cards", "points"):
        means = [table[g][feature] for g in grades]
        assert means == sorted(means), feature
    falling = [table[g]["combinations"] for g in grades]
    assert falling == sorted(falling, reverse=True)


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
