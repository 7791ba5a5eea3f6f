"""The game interface (solvers/game.py) and the registry (solvers/registry.py).

Every registered game is held to the same contract: its notation round-trips, its batch solver
agrees with its single solver, the answer its solver gives is valid for its own checker, its
puzzle kinds' questions and answers round-trip through their JSON, print, and are drawn by its
PDF hook. Then a toy game, written here as one package plus one registry line, shows that the
CLI, the generators, the labels and the PDF printer take a new game without any change.
"""
from __future__ import annotations

import io
import json
import random
import sys
import textwrap

import pytest
from click.testing import CliRunner
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from deckmath import cli
from deckmath.generators import grade_report
from deckmath.generators.labels import LABELS, labels
from deckmath.solvers import registry

GAMES = registry.names()


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    return registry.game(request.param)


def _positions(game, count: int, seed: int = 7) -> list:
    deck = game.load_deck()
    rng = random.Random(seed)
    return [game.random_position(deck, rng) for _ in range(count)]


def test_registry_names_match_the_games_and_their_command_groups(game):
    assert game.name in registry.GAMES
    assert registry.commands(game.name).name == game.name
    assert game.rules and game.rules.isupper() and game.title


def test_registry_summary_is_the_games_and_the_help_imports_no_game():
    """`deckmath --help` lists every game from its registry line, word for word the Game's
    title and summary, without importing a game package (help stays light as games are added)."""
    import subprocess

    for name in GAMES:
        found = registry.game(name)
        assert registry.summary(name) == f"{found.title}: {found.summary}"
    script = ("import sys\nfrom click.testing import CliRunner\nfrom deckmath import cli\n"
              "out = CliRunner().invoke(cli.main, ['--help']).output\n"
              "print(out)\nprint(sorted(m for m in sys.modules if m.startswith('deckmath.solvers.')"
              f" and m.split('.')[2] in {sorted(GAMES)!r}))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    *help_lines, imported = done.stdout.rstrip().splitlines()
    assert imported == "[]", imported
    for name in GAMES:
        assert any(line.split()[:2] == [name, registry.summary(name).split()[0]]
                   for line in help_lines if line.strip()), name


def test_position_notation_round_trips(game):
    """A position printed as JSON reads back as the same position (python-chess's rule)."""
    for position in _positions(game, 40):
        as_json = json.loads(json.dumps(game.format_position(position)))
        assert game.parse_position(as_json) == position


def test_solve_many_agrees_with_solve(game):
    positions = _positions(game, 24, seed=3)
    assert [s.to_json() for s in game.solve_many(positions)] == [
        game.solve(p).to_json() for p in positions]


def test_deck_command_prints_a_file_that_reads_back_and_checks_others(game, tmp_path):
    """`deckmath GAME deck` is the reference deck's file: loaded again it is the same deck;
    `--check` says what a deck holds, and refuses a broken file in one line (exit 2)."""
    runner = CliRunner()
    printed = runner.invoke(cli.main, [game.name, "deck"])
    assert printed.exit_code == 0
    copy = tmp_path / "copy.toml"
    copy.write_text(printed.output.replace('name = "', 'name = "copy of ', 1))
    assert game.load_deck(copy).summary().to_json() | {"name": None} == (
        game.load_deck().summary().to_json() | {"name": None})
    checked = runner.invoke(cli.main, [game.name, "deck", "--check", str(copy), "--json"])
    assert checked.exit_code == 0 and json.loads(checked.output)["name"].startswith("copy of")
    broken = tmp_path / "broken.toml"
    broken.write_text(printed.output[: len(printed.output) // 2] + "\n= [")
    refused = runner.invoke(cli.main, [game.name, "deck", "--check", str(broken)])
    assert refused.exit_code == 2 and len(refused.output.strip().splitlines()) == 1


def test_solver_answers_are_valid_claims(game):
    """A solver may never print a wrong witness: its best answer, written in the game's notation
    and read back, is valid for the game's checker."""
    checked = 0
    for position, solution in zip(positions := _positions(game, 40, seed=11),
                                  game.solve_many(positions)):
        answer = game.best_answer(solution)
        if answer is None:
            continue
        text = game.format_answer(answer)
        assert game.format_answer(game.parse_answer(text)) == text
        verdict = game.check(position, game.parse_answer(text))
        assert verdict.valid, (game.format_position(position), text, verdict.to_json())
        checked += 1
    assert checked >= 10


def test_puzzle_kinds_round_trip_print_and_draw(game):
    """Each kind's typed question and answer round-trip through their one JSON mapping, say
    themselves in every language, and the game's hook draws the question on a PDF page."""
    assert game.puzzle_kinds
    for name, make in game.puzzle_kinds.items():
        kind = make(game.load_deck())
        assert (kind.game, kind.name) == (game.name, name)
        puzzles = grade_report.sample(kind, 64, seed=5)
        assert puzzles
        for lang in LABELS:
            words = labels(lang, game.name)
            assert words[name] and words[f"{name}.task"]
        for puzzle in puzzles[:8]:
            question, answer = puzzle.question, puzzle.answer
            assert type(question).from_json(json.loads(json.dumps(question.to_json()))) == question
            assert type(answer).from_json(json.loads(json.dumps(answer.to_json()))) == answer
            for lang in LABELS:
                assert question.text(labels(lang, game.name))
                assert answer.text(labels(lang, game.name))
            page = Canvas(io.BytesIO())
            assert game.draw_question(page, question, 40, 700, 250) < 700


TOY_INIT = '''
"""Toy: double the number on the card (a test game, rules X1)."""
import random
from dataclasses import dataclass

from deckmath.generators.drawing import COLD_FILL, COLD_INK, card
from deckmath.generators.puzzle_set import Attempt, EffortBands, Puzzle
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game
from deckmath.solvers.notation import field, parse_int


@dataclass(frozen=True)
class Solution:
    n: int

    def to_json(self):
        return {"n": self.n, "double": 2 * self.n}

    def to_text(self):
        return f"{self.n} doubled is {2 * self.n}"


@dataclass(frozen=True)
class Verdict:
    valid: bool

    def to_json(self):
        return {"valid": self.valid}

    def to_text(self):
        return "valid" if self.valid else "invalid"


@dataclass(frozen=True)
class Question:
    n: int

    def to_json(self):
        return {"n": self.n}

    @classmethod
    def from_json(cls, obj):
        return cls(obj["n"])

    def text(self, words):
        return f"{words['double']} {self.n}"


@dataclass(frozen=True)
class Answer:
    double: int

    def to_json(self):
        return {"double": self.double}

    @classmethod
    def from_json(cls, obj):
        return cls(obj["double"])

    def text(self, words):
        return f"= {self.double}"


@dataclass
class Doubles:
    deck: tuple
    game: str = "toy"
    name: str = "doubles"

    def deal(self, rng):
        return rng.choice(self.deck)

    bands = EffortBands((1, 2, 3, 4))

    def is_unique(self, puzzle):
        return True

    def assess(self, candidates, within=(1, 5)):
        for n in candidates:
            effort = n % 5
            yield Puzzle(self.name, self.bands.grade(effort), {"n": n, "effort": effort},
                         Question(n), Answer(2 * n))

    def attempt(self, puzzle, rng):
        return Attempt(puzzle.features["effort"], str(2 * puzzle.question.n))


def parse_position(obj):
    n = parse_int(field(obj, "n"), "n")
    if n < 0:
        raise InputError(f"n {n} is below 0 (X1)")
    return n


def draw(pdf, question, x, top, w, words=None):
    card(pdf, x, top - 40, 30, 40, COLD_FILL, COLD_INK, str(question.n), 14)
    return top - 40


GAME = Game(
    name="toy", title="Toy", rules="X", summary="double a number (rules X1)",
    load_deck=lambda path=None: tuple(range(1, 50)),
    random_position=lambda deck, rng: rng.choice(deck),
    parse_position=parse_position, format_position=lambda n: {"n": n},
    parse_answer=lambda text: parse_int(text, "answer"), format_answer=str,
    solve=Solution, solve_many=lambda ns: [Solution(n) for n in ns],
    best_answer=lambda s: 2 * s.n, check=lambda n, a: Verdict(a == 2 * n),
    puzzle_kinds={"doubles": Doubles}, draw_question=draw,
    words={"en": {"doubles": "Toy - doubles", "doubles.task": "Double it.", "double": "double",
                  "doubles.legend.question": "A number.", "doubles.legend.answer": "Twice it.",
                  **{f"doubles.grade.{g}": f"{g} steps." for g in range(1, 6)}},
           "fr": {"doubles": "Toy - doubles", "doubles.task": "Doublez.", "double": "doublez",
                  "doubles.legend.question": "Un nombre.", "doubles.legend.answer": "Son double.",
                  **{f"doubles.grade.{g}": f"{g} étapes." for g in range(1, 6)}}},
)
'''

TOY_COMMANDS = '''
import click

from deckmath.conventions import DeckmathGroup, emit_json, generate_options, json_option, run_generate
from deckmath.generators.labels import grading_help


@click.group(name="toy", cls=DeckmathGroup)
def group():
    """Toy: double a number (rules X1)."""


@group.command("solve")
@click.option("--n", required=True)
@json_option
def solve(n, as_json):
    from toygame import GAME

    solution = GAME.solve(GAME.parse_position({"n": n}))
    if as_json:
        emit_json(solution.to_json())
    else:
        click.echo(solution.to_text())


@group.command("generate", epilog=grading_help("toy"))
@generate_options
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals,
             per_page, key, header):
    from toygame import GAME

    run_generate(GAME.puzzle_kinds["doubles"](GAME.load_deck()), "toy deck", {}, count, grade,
                 seed, unique, fmt, output, paper, lang, max_deals,
                 per_page, key, header)
'''


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """A new game as one package (toygame/) plus one registry line."""
    package = tmp_path / "toygame"
    package.mkdir()
    (package / "__init__.py").write_text(textwrap.dedent(TOY_INIT))
    (package / "commands.py").write_text(textwrap.dedent(TOY_COMMANDS))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry.GAMES, "toy", "toygame")
    yield tmp_path
    for name in [m for m in sys.modules if m == "toygame" or m.startswith("toygame.")]:
        del sys.modules[name]


def test_a_new_game_plugs_in_with_one_registry_line(toy):
    """The CLI lists and runs the toy game; its generate command prints text and a PDF drawn
    by its own hook, with its own words: nothing outside its package names it."""
    runner = CliRunner()
    listing = runner.invoke(cli.main, ["--help"])
    assert "toy" in listing.stdout and "double a number" in listing.stdout
    solved = runner.invoke(cli.main, ["toy", "solve", "--n", "21", "--json"])
    assert solved.exit_code == 0 and json.loads(solved.stdout) == {"n": 21, "double": 42}
    bad = runner.invoke(cli.main, ["toy", "solve", "--n", "-3"])
    assert bad.exit_code == 2 and "below 0 (X1)" in bad.stderr
    text = runner.invoke(cli.main, ["toy", "generate", "--count", "3", "--grade", "2"])
    assert text.exit_code == 0, text.stderr
    assert text.stdout.startswith("Toy - doubles - Grade 2") and "Double it." in text.stdout
    assert "Grade 2: 2 steps." in text.stdout
    climb = runner.invoke(cli.main, ["toy", "generate", "--count", "5", "--grades", "1-5"])
    assert climb.exit_code == 0, climb.stderr
    assert [line.split("Grade ")[-1][0] for line in climb.stdout.splitlines()
            if line[:2] in {f"{i}." for i in range(1, 6)}] == list("12345")
    assert "Grade 5: 5 steps." in runner.invoke(cli.main, ["toy", "generate", "--help"]).stdout
    french = runner.invoke(cli.main, ["toy", "generate", "--count", "2", "--lang", "fr"])
    assert "doublez" in french.stdout and "Niveau" in french.stdout
    pdf = toy / "toy.pdf"
    made = runner.invoke(cli.main, ["toy", "generate", "--count", "4", "--grade", "3",
                                    "--format", "pdf", "-o", str(pdf)])
    assert made.exit_code == 0, made.stderr
    words = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Toy - doubles" in words and "= " in words
    assert grade_report.kind_of("toy").name == "doubles"
