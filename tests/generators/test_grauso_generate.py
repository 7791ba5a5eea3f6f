"""Generated Grauso "go out" puzzle sets: answers re-solved by the reference twin and re-checked
by the checker (G2, G3, G3.6), every format
faithful (the PDF read back with pypdf), runs reproducible; grades recomputed from the person
model's effort."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.generators.grade_report import sample
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import check_sequence, difficulty, load_deck, position_from_json, solve
from deckmath.solvers.grauso import puzzles as goout
from deckmath.solvers.grauso.model import Position


@pytest.fixture(scope="module")
def kind():
    return goout.GoOut(load_deck())


@pytest.fixture(scope="module", params=[1, 2, 4])
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


def test_grade_is_the_band_of_the_models_effort(puzzle_set):
    """Each puzzle's grade is the band of the effort the person model takes (plays tried),
    recomputed here from the question alone, and the asked grade."""
    for puzzle in puzzle_set.puzzles:
        effort = difficulty.effort(puzzle.question.position)
        assert puzzle.features["effort"] == round(effort, 1)
        assert puzzle.grade == goout.BANDS.grade(effort) == puzzle_set.grade
        assert goout.bands_for(6) == goout.BANDS
        assert puzzle.features["greedy"] == round(
            difficulty.greedy(puzzle.question.position, puzzle.answer.fewest), 2)


def test_unique_keeps_only_single_answer_puzzles(kind):
    puzzles = generate(kind, 5, 4, seed=3, unique=True)
    assert all(solve(p.question.position, engine="reference").sequences == 1 for p in puzzles.puzzles)


def test_same_seed_same_set_other_seed_other_set(kind):
    first = generate(kind, 8, 3, seed=42).to_json()
    assert first == generate(kind, 8, 3, seed=42).to_json()
    assert first["puzzles"] != generate(kind, 8, 3, seed=43).to_json()["puzzles"]


def test_impossible_request_fails_clearly(kind):
    with pytest.raises(InputError, match=r"found only \d+ of 60 grade 4 unique"):
        generate(kind, 60, 4, seed=1, unique=True, max_deals=1024)


def test_grades_follow_what_their_words_say(kind):
    """Over a sample, the plays beyond pairs alone and the share needing the penguin rise with
    the grade and the greedy player's chance falls: the grades' words name them."""
    rows = [p for p in sample(kind, 3000, seed=5)]
    assert {p.grade for p in rows} == {1, 2, 3, 4}
    beyond, penguin, greedy = {}, {}, {}
    for p in rows:
        q = p.question
        beyond.setdefault(p.grade, []).append(p.answer.fewest - difficulty.ideal(tuple(q.hand)))
        greedy.setdefault(p.grade, []).append(p.features["greedy"])
        if q.penguins:
            alone = solve(Position(q.top, q.hand, 0))
            penguin.setdefault(p.grade, []).append(
                alone.fewest is None or alone.fewest > p.answer.fewest)
    for table, rising in ((beyond, True), (penguin, True), (greedy, False)):
        means = [sum(table[g]) / len(table[g]) for g in sorted(table)]
        assert means == sorted(means, reverse=not rising), means


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
