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
from deckmath.solvers.errors import InputError

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
    own = registry.commands(game.name)
    assert own is None or own.name == game.name
    assert cli.game_group(game.name).name == game.name
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


@pytest.mark.parametrize("name", GAMES)
def test_a_games_commands_import_no_other_game(name):
    """Every command of a game builds that game's command group first; building it imports no
    other game's package (a Totaux solve does not pay for loading Grauso, and the start-up of
    one game's commands stays the same as games are added)."""
    import subprocess

    script = ("import sys\nfrom deckmath import cli\nfrom deckmath.solvers import registry\n"
              f"cli.game_group({name!r})\n"
              f"print(sorted(o for o in registry.names() if o != {name!r} "
              "and registry.package(o) in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


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
from deckmath.solvers.game import CensusFace, FieldOption, Game, Planned
from deckmath.solvers.notation import field, parse_int


@dataclass(frozen=True)
class Deck:
    """The toy's deck: numbered cards (X1)."""

    cards: tuple = tuple(range(1, 50))
    name: str = "toy deck"

    def to_toml(self):
        return f'name = "{self.name}"\\ncards = {list(self.cards)}\\n'

    def summary(self):
        return DeckSummary(self.name, len(self.cards))

    def __iter__(self):
        return iter(self.cards)

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, at):
        return self.cards[at]


@dataclass(frozen=True)
class DeckSummary:
    name: str
    cards: int

    def to_json(self):
        return {"name": self.name, "cards": self.cards}

    def to_text(self, lang=None):
        return f"{self.name}: {self.cards} cards"


def load_deck(path=None):
    if path is not None:
        raise InputError(f"the toy game has only its reference deck, not {path}")
    return Deck()


@dataclass(frozen=True, repr=False)
class Plan(Planned):
    """Every card of the deck, or a seeded sample of them: how many double past 50 (X1)."""

    deck: Deck
    sample: object = None
    seed: object = None
    title: str = "Toy census"
    unit: str = "cards"

    said_title = None

    @property
    def sampled(self):
        return self.sample is not None

    def manifest(self):
        return {"game": "toy", "deck": self.deck.name, "sample": self.sample, "seed": self.seed}

    def chunks(self):
        return [{"index": 0, "size": len(self.deck.cards)}]

    def params(self):
        return {"cards": list(self.deck.cards)}

    def keywords(self):
        return {"sample": self.sample, "seed": self.seed}


def tally(params, chunk):
    return {"cards": len(params["cards"]), "past_50": sum(2 * n > 50 for n in params["cards"])}


def report(plan, merged, chunks):
    return {**plan.manifest(), "cards": merged["cards"], "past_50": merged["past_50"]}


CENSUS = CensusFace(
    plan=lambda deck, sample=None, seed=None, chunk_size=None: Plan(deck, sample, seed),
    tally=tally, report=report,
    text=lambda r: f"{r['past_50']} of {r['cards']} cards double past 50",
    figure=lambda r: b"\\x89PNG\\r\\n\\x1a\\n", tables=lambda r: {"cards": [r]},
    shares=lambda r: {"past_50": (r["past_50"], r["cards"])},
    examples=("--workers 0",), help="How many cards double past 50 (X1).",
)


@dataclass(frozen=True)
class Solution:
    n: int

    def to_json(self):
        return {"n": self.n, "double": 2 * self.n}

    def to_text(self, lang=None):
        return f"{self.n} doubled is {2 * self.n}"


@dataclass(frozen=True)
class Verdict:
    valid: bool

    def to_json(self):
        return {"valid": self.valid}

    def to_text(self, lang=None):
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
    load_deck=load_deck,
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
    position_options=(FieldOption("n", "The number on the card (X1).", required=True),),
    census=CENSUS,
)
'''

Deck_TOML = 'name = "toy deck"\ncards = [1, 2, 3]\n'
"""The toy's reference deck file, as `deck` prints it."""


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """A new game as one package (toygame/) plus one registry line."""
    package = tmp_path / "toygame"
    package.mkdir()
    (package / "__init__.py").write_text(textwrap.dedent(TOY_INIT))
    (package / "deck.toml").write_text(Deck_TOML)
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


def test_the_toy_gets_every_verb_from_its_registry_line(toy, tmp_path):
    """No commands module, no line outside its package: the toy game answers solve, check,
    their batches, deck, generate and census on the command line and solve and check on the
    page, each read through the parts its core face declares and its one-line text."""
    from deckmath.solvers.requests import line_of, position_from_line
    from deckmath.web import api

    runner = CliRunner()
    listing = runner.invoke(cli.main, ["toy", "--help"])
    assert listing.exit_code == 0, listing.stderr
    offered = {line.split()[0] for line in listing.stdout.split("Commands:")[1].splitlines()
               if line.strip()}
    assert offered == {"solve", "check", "generate", "deck", "census"}
    game = registry.game("toy")
    assert line_of(game, 21) == "21" and position_from_line(game, line_of(game, 21)) == 21

    def run(*args, input=None):
        return runner.invoke(cli.main, ["toy", *args], input=input)

    by_part, by_line = run("solve", "--n", "21", "--json"), run("solve", "--position", "21", "--json")
    assert by_part.exit_code == by_line.exit_code == 0 and by_part.stdout == by_line.stdout
    assert run("check", "--n", "21", "--answer", "42").stdout.strip() == "valid"
    wrong = run("check", "--position", "21", "--answer", "41")
    assert wrong.exit_code == 1 and wrong.stdout.strip() == "invalid"
    assert run("check", "--n", "21").exit_code == 2
    both = run("solve", "--n", "2", "--position", "3")
    assert both.exit_code == 2 and "not both" in both.stderr
    lines = run("solve", "--batch", "-", input='{"n": 3}\n{"n": -1}\n')
    assert lines.exit_code == 2
    assert [json.loads(line) for line in lines.stdout.splitlines()] == [
        {"n": 3, "double": 6}, {"line": 2, "error": "n -1 is below 0 (X1)"}]
    claims = run("check", "--batch", "-", input='{"n": 3, "answer": "6"}\n{"n": 4, "answer": "9"}\n')
    assert claims.exit_code == 1
    assert [json.loads(line)["valid"] for line in claims.stdout.splitlines()] == [True, False]
    assert run("check", "--batch", "-", "--answer", "6").exit_code == 2
    deck = run("deck")
    assert deck.exit_code == 0 and deck.stdout == Deck_TOML
    assert json.loads(run("deck", "--json").stdout) == {"name": "toy deck", "cards": 49}
    census = run("census", "--workers", "1", "--json")
    assert census.exit_code == 0, census.stderr
    assert json.loads(census.stdout)["past_50"] == sum(2 * n > 50 for n in range(1, 50))
    assert api.solve(api.game_of("toy"), {"position": "21"})["solution"] == {"n": 21, "double": 42}
    assert api.check(api.game_of("toy"), {"position": {"n": 21}, "answer": "42"})["valid"]
    with pytest.raises(InputError, match="below 0"):
        api.solve(api.game_of("toy"), {"position": "-4"})
