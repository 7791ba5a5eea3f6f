"""Generated Grauso "go out" puzzle sets: answers re-solved by the reference twin and re-checked
by the checker (G2, G3, G3.6), grades recomputed from their recorded inputs, every format
faithful (the PDF read back with pypdf), runs reproducible."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.generators.grade_report import by_grade, sample
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import check_sequence, load_deck, position_from_json, solve
from deckmath.solvers.grauso import puzzles as goout
from deckmath.solvers.grauso.model import Position


@pytest.fixture(scope="module")
def kind():
    return goout.GoOut(load_deck())


@pytest.fixture(scope="module", params=[1, 3, 5])
def puzzle_set(request, kind):
    return generate(kind, 10, request.param, seed=request.param * 13)


def test_answers_agree_with_the_reference_twin(puzzle_set):
    """The printed answer (fewest plays, sequence, counts) is what the plain-Python twin finds."""
    for puzzle in puzzle_set.puzzles:
        twin = solve(puzzle.question.position, engine="reference")
        a = puzzle.answer
        assert (a.fewest, a.sequence, a.sequences, a.good_first, a.legal_first) == (
            twin.fewest, twin.sequence, twin.sequences, twin.good_first, twin.legal_first)


def test_printed_sequence_is_a_valid_optimal_way_out(puzzle_set):
    """The answer's sequence, read back from its JSON and checked as a claim, goes out legally
    in the fewest plays, play by play; its calculation names those plays in order."""
    for puzzle in puzzle_set.puzzles:
        q = position_from_json(puzzle.question.to_json())
        answer = type(puzzle.answer).from_json(json.loads(json.dumps(puzzle.answer.to_json())))
        verdict = check_sequence(q, answer.sequence)
        assert verdict.valid and verdict.optimal, verdict.to_json()
        assert [s.play for s in verdict.steps] == list(answer.sequence)
        shown = [part.split(" = ")[0] for part in answer.calculation.split(": ", 1)[1].split(", ")]
        assert shown == [str(p) for p in answer.sequence]


def test_grade_follows_from_recorded_inputs(puzzle_set):
    for puzzle in puzzle_set.puzzles:
        f = puzzle.features
        assert f["extra_plays"] == f["fewest"] - goout.ideal(puzzle.question.hand)
        assert f["points"] == goout.points(f["extra_plays"], f["sequences"], f["good_first"],
                                           f["legal_first"], f["needs_penguin"])
        assert puzzle.grade == goout.grade_of(f["points"]) == puzzle_set.grade


def test_needs_penguin_matches_a_search_without_it(puzzle_set):
    for puzzle in puzzle_set.puzzles:
        q = puzzle.question
        alone = solve(Position(q.top, q.hand, 0), engine="reference")
        expected = bool(q.penguins) and (alone.fewest is None or alone.fewest > puzzle.answer.fewest)
        assert puzzle.features["needs_penguin"] == expected


def test_unique_keeps_only_single_answer_puzzles(kind):
    puzzles = generate(kind, 5, 5, seed=3, unique=True)
    assert all(solve(p.question.position, engine="reference").sequences == 1 for p in puzzles.puzzles)


def test_same_seed_same_set_other_seed_other_set(kind):
    first = generate(kind, 8, 3, seed=42).to_json()
    assert first == generate(kind, 8, 3, seed=42).to_json()
    assert first["puzzles"] != generate(kind, 8, 3, seed=43).to_json()["puzzles"]


def test_impossible_request_fails_clearly(kind):
    with pytest.raises(InputError, match=r"found only \d+ of 60 grade 5 unique"):
        generate(kind, 60, 5, seed=1, unique=True, max_deals=1024)


def test_grades_move_features_monotonically(kind):
    """Over a sample, the plays beyond the ideal, the share needing a penguin and the points
    rise with the grade; the optimal sequences and good first plays fall (generators/README.md)."""
    table = by_grade(kind, sample(kind, 6000, seed=5))
    assert sorted(table) == [1, 2, 3, 4, 5]
    grades = sorted(table)
    for feature in ("extra_plays", "needs_penguin", "points"):
        means = [table[g][feature] for g in grades]
        assert means == sorted(means), feature
    for feature in ("sequences", "good_first"):
        means = [table[g][feature] for g in grades]
        assert means == sorted(means, reverse=True), feature


def test_hand_size_option(kind):
    small = generate(goout.GoOut(load_deck(), cards=4), 5, 2, seed=1)
    assert all(len(p.question.hand) == 4 for p in small.puzzles)
    with pytest.raises(InputError, match="3 to 10"):
        goout.GoOut(load_deck(), cards=11)


def _run(*args: str):
    return CliRunner().invoke(cli.main, list(args))


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


OPTIONS = ("grauso", "generate", "--count", "8", "--grade", "3", "--seed", "7")


def plays_of(calculation: str) -> str:
    """The plays of a calculation, after its top (`-6: ` or `empty: `), which a sheet says in
    words (`from -6: `, `from an empty pile: `)."""
    return calculation.split(": ", 1)[1]


def test_json_is_byte_identical_and_matches_text_and_markdown(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert _run(*OPTIONS, "--format", "json", "-o", str(a)).exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(b)).exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    data = json.loads(a.read_text())
    assert (data["game"], data["kind"], data["seed"], data["count"]) == ("grauso", "goout", 7, 8)
    for fmt in ("text", "markdown"):
        out = _run(*OPTIONS, "--format", fmt).stdout
        for puzzle in data["puzzles"]:
            assert " ".join(puzzle["question"]["hand"]) in out
            assert plays_of(puzzle["answer"]["calculation"]) in out


def test_pdf_contains_every_puzzle_and_answer(tmp_path):
    pdf, js = tmp_path / "set.pdf", tmp_path / "set.json"
    made = _run(*OPTIONS, "--format", "pdf", "-o", str(pdf), "--paper", "letter")
    assert made.exit_code == 0, made.stderr
    assert _run(*OPTIONS, "--format", "json", "-o", str(js)).exit_code == 0
    reader = PdfReader(io.BytesIO(pdf.read_bytes()))
    text = _squash("\n".join(page.extract_text() for page in reader.pages))
    assert round(float(reader.pages[0].mediabox.width)) == 612
    for puzzle in json.loads(js.read_text())["puzzles"]:
        q = puzzle["question"]
        assert _squash(f"hand {' '.join(q['hand'])} | penguins {q['penguins']}") in text
        assert _squash(plays_of(puzzle["answer"]["calculation"])) in text


def test_french_pdf_and_text(tmp_path):
    out = _run(*OPTIONS, "--lang", "fr").stdout
    assert "Niveau 3" in out and "Solutions" in out and "sommet" in out and "coups" in out
    pdf = tmp_path / "fr.pdf"
    assert _run(*OPTIONS, "--lang", "fr", "--format", "pdf", "-o", str(pdf)).exit_code == 0
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "vider sa main" in text and "pingouins" in text


def test_pdf_is_reproducible(tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    _run(*OPTIONS, "--format", "pdf", "-o", str(a))
    _run(*OPTIONS, "--format", "pdf", "-o", str(b))
    assert a.read_bytes() == b.read_bytes()


@pytest.mark.parametrize("args", [
    ("--grade", "6"), ("--count", "0"), ("--format", "pdf"), ("--lang", "de"),
    ("--cards", "11"), ("--cards", "two"), ("--deck", "/nonexistent/deck.toml"),
])
def test_bad_generate_options_exit_2(args):
    result = _run(*OPTIONS, *args)
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
