"""Generated Tempus "best move" puzzles: answers re-solved by the reference twin and
re-checked (P3, P4), grades recomputed from the person model's effort, every format faithful
(the PDF read back), runs reproducible."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckmath import cli
from deckmath.generators.grade_report import by_grade, sample
from deckmath.generators.labels import labels
from deckmath.generators.puzzle_set import generate
from deckmath.solvers.tempus import check, difficulty, legal_moves, load_deck, reference
from deckmath.solvers.tempus import puzzles as best
from deckmath.solvers.tempus.bots import gains


@pytest.fixture(scope="module")
def kind():
    return best.Best(load_deck())


@pytest.fixture(scope="module", params=[1, 3, 5])
def puzzle_set(request, kind):
    """8 puzzles of grades 1 and 3, 4 of grade 5 (up to 6 moves deep: the twin takes a second or
    two each)."""
    return generate(kind, 4 if request.param == 5 else 8, request.param, seed=request.param * 13)


def test_answers_agree_with_the_reference_twin(puzzle_set):
    """The best move, its value and its margin are what the plain-Python twin finds, with the
    hourglasses the question prints."""
    for puzzle in puzzle_set.puzzles:
        q = puzzle.question
        value, move, values = reference.solve(q.position, q.deck_hourglasses())
        ranked = sorted(values.values(), reverse=True)
        assert puzzle.answer.best_move == move and puzzle.answer.value == value
        assert puzzle.answer.margin == ranked[0] - ranked[1] >= 1


def test_best_move_is_legal(puzzle_set):
    for puzzle in puzzle_set.puzzles:
        assert check(puzzle.question.position, puzzle.answer.best_move).valid


def test_question_shows_the_decks_hourglasses(puzzle_set):
    deck = load_deck()
    for puzzle in puzzle_set.puzzles:
        for card, count in puzzle.question.hourglasses:
            assert count == deck.of(card)
        text = puzzle.question.text(labels("en", "tempus"))
        for card, count in puzzle.question.hourglasses:
            assert f"{card}[{count}]" in text


def test_grade_is_the_band_of_the_models_effort(puzzle_set):
    """Each puzzle's grade is the band of the positions the person model reads (counted up to
    the cap), recomputed here, and the asked grade; the other measures are what they say."""
    deck = load_deck()
    for puzzle in puzzle_set.puzzles:
        f = puzzle.features
        position = puzzle.question.position
        assert f["moves_left"] == position.plies_left
        assert f["legal_moves"] == len(legal_moves(position))
        assert f["margin"] == puzzle.answer.margin
        effort = difficulty.effort(position, deck.hourglasses, best.BANDS.cap)
        assert f["effort"] == effort
        assert puzzle.grade == best.BANDS.grade(effort) == puzzle_set.grade
        scored = gains(position, deck.hourglasses)
        top = max((mine, -theirs) for _, mine, theirs in scored)
        greedy = [m for m, mine, theirs in scored if (mine, -theirs) == top]
        assert f["greedy"] == round(greedy.count(puzzle.answer.best_move) / len(greedy), 2)


def test_question_and_answer_round_trip(puzzle_set):
    for puzzle in puzzle_set.puzzles:
        q, a = puzzle.question, puzzle.answer
        assert best.BestQuestion.from_json(json.loads(json.dumps(q.to_json()))) == q
        assert best.BestAnswer.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_unique_keeps_every_best_move_puzzle(kind):
    assert generate(kind, 5, 2, seed=3, unique=True).to_json() == generate(
        kind, 5, 2, seed=3).to_json() | {"unique": True}


def test_same_seed_same_set_other_seed_other_set(kind):
    first = generate(kind, 6, 3, seed=42).to_json()
    assert first == generate(kind, 6, 3, seed=42).to_json()
    assert first["puzzles"] != generate(kind, 6, 3, seed=43).to_json()["puzzles"]


def test_grades_rise_with_the_moves_left(kind):
    """Over a sample, the mean number of moves left rises with the grade (the grades' words
    name it)."""
    table = by_grade(kind, sample(kind, 1500, seed=5))
    assert sorted(table) == [1, 2, 3, 4, 5]
    means = [table[g]["moves_left"] for g in sorted(table)]
    assert means == sorted(means), means


def _run(*args: str):
    return CliRunner().invoke(cli.main, list(args))


OPTIONS = ("tempus", "generate", "--count", "6", "--grade", "3", "--seed", "7")


def test_formats_agree(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert _run(*OPTIONS, "--format", "json", "-o", str(a)).exit_code == 0
    assert _run(*OPTIONS, "--format", "json", "-o", str(b)).exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    data = json.loads(a.read_text())
    assert data["game"] == "tempus" and data["kind"] == "best" and data["count"] == 6
    text = _run(*OPTIONS).stdout
    markdown = _run(*OPTIONS, "--format", "markdown").stdout
    words = labels("en", "tempus")
    for entry in data["puzzles"]:
        question = best.BestQuestion.from_json(entry["question"]).text(words)
        answer = best.BestAnswer.from_json(entry["answer"]).text(words)
        assert question in text and question in markdown
        assert answer in text and answer in markdown
    assert text.startswith("Professor Tempus - best move - Grade 3 - seed 7")


def test_french(tmp_path):
    text = _run("tempus", "generate", "--count", "2", "--grade", "2", "--lang", "fr").stdout
    assert "meilleur coup" in text and "Niveau 2" in text and "joue" in text


def test_pdf_reads_back(tmp_path):
    """The PDF holds the title, each question's notation and each answer (pypdf)."""
    pdf = tmp_path / "tempus.pdf"
    assert _run(*OPTIONS, "--format", "pdf", "-o", str(pdf)).exit_code == 0
    data = json.loads(_run(*OPTIONS, "--format", "json").stdout)
    pages = PdfReader(str(pdf)).pages
    assert len(pages) >= 2
    words = re.sub(r"\s+", "", " ".join(page.extract_text() for page in pages))
    assert "ProfessorTempus-bestmove" in words
    for entry in data["puzzles"]:
        assert re.sub(r"\s+", "", entry["answer"]["best_move"]) in words
        for card, count in entry["question"]["hourglasses"].items():
            assert f"{card}[{count}]" in words


def test_pdf_needs_an_output():
    result = _run(*OPTIONS, "--format", "pdf")
    assert result.exit_code == 2 and "needs -o FILE" in result.stderr


def test_french_answer_keys_name_the_grade_inputs_in_french():
    text = _run("tempus", "generate", "--count", "2", "--grade", "4", "--seed", "2",
                "--lang", "fr").stdout
    assert "coups restants" in text and "le coup glouton est le meilleur" in text
    assert "moves_left" not in text and "Niveau 4 : quatre coups restants" in text.replace("\u202f", " ")


def _grey(colour) -> float:
    """Lightness as a black-and-white printer prints it (ITU-R 601 luma, 0..255)."""
    return 255 * (0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue)


def test_colours_stay_apart_in_grayscale():
    """Red, mauve and Joker grey print as three greys at least 50 levels apart (P3.2 hangs on
    colour), each with its own pattern."""
    from deckmath.solvers.tempus import drawing

    greys = sorted(_grey(fill) for fill in drawing.FILLS.values())
    assert len(greys) == 3 and min(b - a for a, b in zip(greys, greys[1:])) >= 50


def test_each_card_shows_its_colour_letter():
    """One puzzle a page: the letters drawn on its cards are the letters of its cards (P1.4),
    beside the legend's one mention of each."""
    from deckmath.solvers.library import GameLibrary

    sheet = GameLibrary("tempus").generate(count=1, grade=2, seed=5)
    out = io.BytesIO()
    sheet.to_pdf(out, per_page=1, key="none")
    tokens = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text().split()
    position = sheet.puzzles.puzzles[0].question.position
    cards = [c for h in position.hands for c in h]
    cards += [c for s in position.holders if s is not None for c in s.cards]
    for letter in "RMJ":
        drawn = sum(1 for c in cards if str(c)[0] == letter)
        assert tokens.count(letter) == drawn + 1, letter


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_players_are_named_in_words_never_as_a_jokers_name(lang):
    """`J1` is the Joker 1 card (P1.4): the drawing names players "joueur 1" / "player 1", in
    the sheet's words, beside the holders they own and over their hands; no label reads J1."""
    import xml.etree.ElementTree as ET

    from deckmath.generators.svg import SVG_NS, svg_of
    from deckmath.solvers.library import GameLibrary

    sheet = GameLibrary("tempus").generate(count=3, grade=3, seed=21, lang=lang)
    player = labels(lang, "tempus")["player"]
    for puzzle in sheet:
        root = ET.fromstring(svg_of("tempus", puzzle.question, words=sheet.words))
        drawn = [t.text or "" for t in root.iter(f"{{{SVG_NS}}}text")]
        position = puzzle.question.position
        owners = {s.owner for s in position.holders if s is not None}
        for seat in {1, 2} | owners:
            assert f"{player} {seat}" in drawn
        named = sum(1 for t in drawn if t.startswith(f"{player} "))
        assert named == 2 + sum(1 for s in position.holders if s is not None)
        assert not [t for t in drawn if re.fullmatch(r"[JPM]\d+.*", t)], drawn
