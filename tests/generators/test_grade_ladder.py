"""Grades a teacher can trust, held over the registry (every game, every puzzle kind): each
grade is a band of the effort a model of a person takes, the kind's words say what each of its
grades means in both languages, seeded sheets climb (the model's effort and one person's effort
in a fresh random order rise at every step, docs/grades/), sheets that climb from a grade to
another do so evenly, and a grade or a climb that is not one is refused in one line."""
from __future__ import annotations

import json
import random
from functools import cache

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.generators import grade_evidence as ge
from deckmath.generators.labels import LABELS, labels, levels_in
from deckmath.generators.ladder import parse_grades, spread
from deckmath.generators.puzzle_set import generate
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.library import GameLibrary

KINDS = [(game, kind) for game in registry.names() for kind in registry.game(game).puzzle_kinds]
PER_GRADE = 16
"""Puzzles a grade in the seeded ladder: small enough for CI (about 15 s in all), a step over
256 pairs (one person's effort is noisy: with 16 a grade a step's standard error is about
0.05; docs/grades/ gives intervals on 100 a grade)."""
SEED, PERSON_SEED = 2024, 77


@cache
def kind_of(game: str, name: str):
    found = registry.game(game)
    return found.puzzle_kinds[name](found.load_deck())


def _cli(*args: str):
    return CliRunner().invoke(cli.main, list(args))


def _kind_args(game: str, name: str) -> list[str]:
    return ["--kind", name] if len(registry.game(game).puzzle_kinds) > 1 else []


@pytest.mark.parametrize("game,name", KINDS)
def test_the_words_say_what_every_grade_of_the_kind_means(game, name):
    """As many grade meanings as the kind has grades, in English and in French, and the help
    says how many."""
    levels = kind_of(game, name).bands.levels
    assert 2 <= levels <= 5
    for lang in LABELS:
        assert levels_in(labels(lang, game), name) == levels
    help_text = " ".join(_cli(game, "generate", "--help").stdout.split())
    assert f"{labels('en', game)[name]} ({levels} grades)" in help_text
    assert f"({levels} niveaux)" in help_text


@pytest.mark.parametrize("game,name", KINDS)
def test_seeded_sheets_climb_at_every_step(game, name):
    """Sheets of every grade on a seed the bands were not calibrated on: Spearman(grade, model
    effort) at least 0.85, and at every step g -> g + 1 a puzzle of the higher grade takes
    more effort than one of the lower in at least 70% of pairs (ties half), both by the
    model's effort and by one person's search in a fresh random order."""
    kind = kind_of(game, name)
    found = ge.ladder(ge.sheets(kind, PER_GRADE, (SEED,), PERSON_SEED))
    assert sorted(found.grades) == list(range(1, kind.bands.levels + 1))
    assert found.spearman("effort") >= 0.85
    assert min(found.steps("effort")) >= 0.70, found.steps("effort")
    assert min(found.steps("person")) >= 0.70, found.steps("person")


@pytest.mark.parametrize("game,name", KINDS)
def test_a_climbing_sheet_rises_from_the_first_grade_to_the_last(game, name):
    """12 puzzles from grade 1 to the kind's last: the grades spread evenly, in order, and the
    model's effort rises through the whole sheet; the key shows each puzzle's grade."""
    kind = kind_of(game, name)
    last = kind.bands.levels
    made = generate(kind, 12, (1, last), seed=5)
    grades = [p.grade for p in made.puzzles]
    assert grades == spread(1, last, 12)
    efforts = [p.features["effort"] for p in made.puzzles]
    assert efforts == sorted(efforts)
    assert made.grades == (1, last) and made.grade is None
    text = _cli(game, "generate", *_kind_args(game, name), "--count", "6", "--grades",
                f"2-{last}", "--seed", "5").stdout
    assert f"Grades 2-{last}" in text.splitlines()[0]
    key = text.split("\nAnswers\n", 1)[1]
    shown = [int(line.split("[Grade ")[1].split(";")[0]) for line in key.splitlines()
             if line.split(".")[0].isdigit()]
    assert shown == spread(2, last, 6)


def test_spread_keeps_both_ends_and_shares_the_rest_evenly():
    assert spread(1, 5, 12) == [1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5]
    assert spread(2, 4, 6) == [2, 2, 3, 3, 4, 4]
    assert spread(1, 5, 3) == [1, 3, 5]
    assert spread(3, 3, 4) == [3, 3, 3, 3]
    assert spread(1, 5, 1) == [1]


@pytest.mark.parametrize("text,grades", [
    ("1-5", (1, 5)), ("2-4", (2, 4)), (" 2 - 3 ", (2, 3)), ("3", (3, 3)),
    ("\uff11-\uff15", (1, 5)), ("1\u20135", (1, 5)), ((1, 5), (1, 5)), ([2, 4], (2, 4)), (4, (4, 4)),
])
def test_grades_are_read_as_typed(text, grades):
    assert parse_grades(text) == grades


HOSTILE = [
    ("5-1", "write the easier grade first, 1-5"), ("0-3", "grade 0 is outside 1..5"),
    ("1-", "both ends given"), ("a-b", "'a' (U+0061"), ("", "is empty"), ("   ", "is empty"),
    ("\u0661-\u0665", "ARABIC-INDIC DIGIT ONE"), ("l-5", "LATIN SMALL LETTER L"),
    ("1-5-", "both ends given"), ("9" * 5000, "grades run from 1 to 5"), ("1-9", "grade 9 is outside"),
    ("1.5", "'.' (U+002E"), ("-3", "both ends given"),
]


@pytest.mark.parametrize("text,fragment", HOSTILE)
def test_a_bad_climb_is_one_line_everywhere(text, fragment):
    """The command line (exit 2, one line), the library (InputError) and the page (400) say
    the same thing."""
    result = _cli("celsius", "generate", "--count", "2", "--grades", text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0] and "Traceback" not in result.stderr
    with pytest.raises(InputError, match="grade|empty|digit|ends"):
        GameLibrary("celsius").generate(count=2, grades=text)
    from deckmath.web.sheets import sheet_request

    with pytest.raises(InputError) as err:
        sheet_request(registry.game("celsius"), {"grades": text})
    assert fragment in str(err.value)


@pytest.mark.parametrize("value", [(5, 1), (0, 3), ("a", "b"), (1, 2, 3), (True, 2), (1.0, 2),
                                   None, {"from": 1}])
def test_the_library_refuses_a_pair_that_is_no_climb(value):
    with pytest.raises(InputError):
        GameLibrary("grauso").generate(count=2, grades=value if value is not None else [])


@pytest.mark.parametrize("game,name", KINDS)
def test_a_grade_the_kind_lacks_is_refused_saying_how_many_it_has(game, name):
    levels = kind_of(game, name).bands.levels
    if levels == 5:
        pytest.skip("this kind has every grade")
    result = _cli(game, "generate", *_kind_args(game, name), "--count", "2", "--grades",
                  f"1-{levels + 1}")
    assert result.exit_code == 2
    assert f"has {levels} grades" in result.stderr or f"have {levels} grades" in result.stderr
    with pytest.raises(InputError, match=f"have {levels} grades"):
        GameLibrary(game).generate(kind=name, count=2, grade=levels + 1)


def test_grade_and_grades_together_are_refused():
    with pytest.raises(InputError, match="not both"):
        GameLibrary("celsius").generate(count=2, grade=2, grades=(1, 3))
    from deckmath.web.sheets import sheet_request

    with pytest.raises(InputError, match="not both"):
        sheet_request(registry.game("celsius"), {"grade": 2, "grades": "1-3"})


def test_json_records_the_climb_and_each_grade():
    data = json.loads(_cli("tempus", "generate", "--count", "5", "--grades", "1-5",
                           "--format", "json").stdout)
    assert data["grade"] is None and data["grades"] == [1, 5]
    assert [p["grade"] for p in data["puzzles"]] == [1, 2, 3, 4, 5]


def test_the_key_says_what_each_grade_on_the_sheet_means_in_french():
    text = _cli("grauso", "generate", "--count", "4", "--grades", "1-4", "--lang", "fr").stdout
    key = text.split("Solutions", 1)[1].replace("\u202f", " ")
    for grade in range(1, 5):
        assert f"Niveau {grade} : " + labels("fr", "grauso")[f"goout.grade.{grade}"][:20] \
            in key.replace("\u202f", " ")


def test_a_person_search_answers_by_the_checker_in_every_game():
    """One puzzle a kind: the answer a person of the model finds is accepted by the game's
    checker (the games' own tests check many more)."""
    for game, name in KINDS:
        kind = kind_of(game, name)
        puzzle = generate(kind, 1, 1, seed=3).puzzles[0]
        attempt = kind.attempt(puzzle, random.Random(1))
        found = registry.game(game)
        answer = found.parse_answer(attempt.answer.split()[0] if game == "grauso"
                                    else attempt.answer)
        position = found.parse_position(puzzle.question.to_json()
                                        if game != "tempus" else
                                        puzzle.question.position.to_json())
        assert found.check(position, answer).valid, (game, name, attempt)
