"""Generated Celsius puzzle sets: answers re-solved by the reference twin and re-checked (C4.3,
C4.5, C5), grades recomputed from the person model's effort, every format faithful, runs
reproducible."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.solvers.celsius import difficulty
from deckmath.solvers.celsius import puzzles as fewest
from deckmath.generators.grade_report import by_grade, sample
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.celsius import check, load_deck, parse_play, position, solve
from deckmath.solvers.errors import InputError


@pytest.fixture(scope="module")
def kind():
    return fewest.Fewest(load_deck())


@pytest.fixture(scope="module", params=[1, 3, 5])
def puzzle_set(request, kind):
    return generate(kind, 10, request.param, seed=request.param * 11)


def _position(puzzle):
    q = puzzle.question
    return position(q.cold, list(q.hot), [str(c) for c in q.hand])


def test_answers_agree_with_the_reference_twin(puzzle_set):
    """C4.3/C4.5: the printed answer is what the plain-Python twin finds."""
    for puzzle in puzzle_set.puzzles:
        twin = solve(_position(puzzle), engine="reference")
        assert puzzle.answer.min_cards == twin.min_cards
        assert puzzle.answer.target == twin.target
        assert puzzle.answer.optimal_plays == twin.optimal_plays


def test_printed_play_is_a_valid_optimal_claim(puzzle_set):
    """C5: the answer's play, checked as a player's claim, is valid, reaches the target and is
    optimal; its calculation is the checker's trace."""
    for puzzle in puzzle_set.puzzles:
        verdict = check(_position(puzzle), parse_play(puzzle.answer.to_json()["play"]), puzzle.answer.target)
        assert verdict.valid and verdict.optimal and verdict.optimal_overall
        assert verdict.trace == puzzle.answer.calculation


def test_grade_is_the_band_of_the_models_effort(puzzle_set):
    """Each puzzle's grade is the band (BANDS) of the effort the person model takes, recomputed
    here from the question alone, and the asked grade."""
    for puzzle in puzzle_set.puzzles:
        effort = difficulty.effort(_position(puzzle), puzzle.answer.target)
        assert puzzle.features["effort"] == round(effort, 1)
        assert puzzle.grade == fewest.BANDS.grade(effort) == puzzle_set.grade
        assert 0 <= puzzle.features["greedy"] <= 1


def test_unique_keeps_only_single_answer_puzzles(kind):
    puzzles = generate(kind, 6, 4, seed=3, unique=True)
    assert all(solve(_position(p), engine="reference").optimal_plays == 1 for p in puzzles.puzzles)


def test_same_seed_same_set_other_seed_other_set(kind):
    first = generate(kind, 8, 3, seed=42).to_json()
    assert first == generate(kind, 8, 3, seed=42).to_json()
    assert first["puzzles"] != generate(kind, 8, 3, seed=43).to_json()["puzzles"]


def test_impossible_request_fails_clearly(kind):
    """A bounded search that cannot meet the request names what it could not find."""
    with pytest.raises(InputError, match=r"found only \d+ of 50 grade 5 unique"):
        generate(kind, 50, 5, seed=1, unique=True, max_deals=1024)


def test_grades_rise_with_the_best_plays_length(kind):
    """Over a sample, the mean best-play length rises with the grade, and grade 1 is exactly
    the one-card plays (the grade's words say so)."""
    table = by_grade(kind, sample(kind, 3000, seed=5))
    assert sorted(table) == [1, 2, 3, 4, 5]
    means = [table[g]["min_cards"] for g in sorted(table)]
    assert means == sorted(means) and table[1]["min_cards"] == 1 < table[2]["min_cards"]


def _run(*args: str, **kwargs):
    return CliRunner().invoke(cli.main, list(args), **kwargs)


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


OPTIONS = ("celsius", "generate", "--count", "8", "--grade", "3", "--seed", "7")


def test_json_is_byte_identical_and_matches_text_and_markdown(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert _run(*OPTIONS, "--format", "json", "-o", str(a)).exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(b)).exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    data = json.loads(a.read_text())
    assert data["seed"] == 7 and data["grade"] == 3 and data["count"] == 8
    for fmt in ("text", "markdown"):
        out = _run(*OPTIONS, "--format", fmt).stdout
        for puzzle in data["puzzles"]:
            assert " ".join(puzzle["question"]["hand"]) in out
            assert puzzle["answer"]["calculation"] in out


def test_pdf_contains_every_puzzle_and_answer(tmp_path):
    pdf, js = tmp_path / "set.pdf", tmp_path / "set.json"
    assert _run(*OPTIONS, "--format", "pdf", "-o", str(pdf), "--paper", "letter").exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(js)).exit_code == 0
    reader = PdfReader(io.BytesIO(pdf.read_bytes()))
    text = _squash("\n".join(page.extract_text() for page in reader.pages))
    assert round(float(reader.pages[0].mediabox.width)) == 612
    for puzzle in json.loads(js.read_text())["puzzles"]:
        q = puzzle["question"]
        assert _squash(f"hand {' '.join(q['hand'])}") in text
        assert _squash(puzzle["answer"]["calculation"]) in text


def test_french_labels(tmp_path):
    out = _run(*OPTIONS, "--lang", "fr").stdout
    assert "Niveau 3" in out and "Solutions" in out


def test_pdf_is_reproducible(tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    _run(*OPTIONS, "--format", "pdf", "-o", str(a))
    _run(*OPTIONS, "--format", "pdf", "-o", str(b))
    assert a.read_bytes() == b.read_bytes()


def test_interrupted_write_leaves_no_file(tmp_path, monkeypatch):
    """Ctrl-C during writing leaves neither the target nor a temporary file behind."""
    import deckmath.generators.render_pdf as render_pdf

    def interrupted(puzzles, handle, words, paper):
        handle.write(b"%PDF-half")
        handle.flush()
        raise KeyboardInterrupt

    monkeypatch.setattr(render_pdf, "write_pdf", interrupted)
    target = tmp_path / "out.pdf"
    result = _run(*OPTIONS, "--format", "pdf", "-o", str(target))
    assert result.exit_code != 0
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args", [
    ("--grade", "6"), ("--grades", "5-1"), ("--grades", "1-"), ("--count", "0"), ("--format", "pdf"), ("--lang", "de"),
    ("--paper", "a3"), ("--hot-cards", "3"), ("--deck", "/nonexistent/deck.toml"),
])
def test_bad_generate_options_exit_2(args):
    result = _run(*OPTIONS, *args)
    assert result.exit_code == 2
