"""The library face (solvers/library.py), held over the registry: every game is imported as
`deckmath.<game>` and answers the same verbs, `position`, `solve`, `check` and `generate`,
with the answers the game's own face gives; bad input raises InputError with one line."""
from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys

import pytest

import deckmath
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

GAMES = registry.names()


def library(name: str):
    return importlib.import_module(f"deckmath.{name}")


def test_the_package_root_names_its_version_and_every_registered_game():
    from importlib import metadata

    assert deckmath.__version__ == metadata.version("deckmath")
    assert set(deckmath.GAMES) == set(GAMES)
    for name in GAMES:
        assert getattr(deckmath, name) is library(name)
        assert library(name).GAME is registry.game(name)


def test_import_deckmath_loads_no_game_and_no_numba():
    code = ("import sys, deckmath; print(sorted(m for m in sys.modules "
            "if m.startswith(('deckmath.', 'numba', 'numpy'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_python_dash_m_deckmath_is_the_command_line():
    done = subprocess.run([sys.executable, "-m", "deckmath", "rules"], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    for name in GAMES:
        assert name in done.stdout
    bad = subprocess.run([sys.executable, "-m", "deckmath", "nonsense"], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    assert "nonsense" in bad.stderr
    helped = subprocess.run([sys.executable, "-m", "deckmath", "--help"], capture_output=True,
                            text=True)
    assert helped.returncode == 0 and helped.stdout.startswith("Usage: deckmath ")


@pytest.mark.parametrize("name", GAMES)
def test_the_verbs_answer_as_the_games_own_face(name):
    """A position given as its JSON mapping, as keyword fields or as the object solves to the
    game's own solution; the best answer, as an object and as text, is valid by the checker."""
    lib, game = library(name), registry.game(name)
    deck = game.load_deck(None)
    rng = random.Random(f"library:{name}")
    for _ in range(5):
        position = game.random_position(deck, rng)
        fields = json.loads(json.dumps(game.format_position(position)))
        assert lib.position(fields) == position
        assert lib.position(**fields) == position
        assert lib.position(position) is position
        solution = lib.solve(fields)
        assert solution == game.solve(position)
        _reads_well(solution)
        best = game.best_answer(solution)
        if best is None:
            continue
        assert lib.check(fields, best).valid
        verdict = lib.check(position, game.format_answer(best))
        assert verdict.valid
        _reads_well(verdict)


def _reads_well(answer) -> None:
    """str() is the command line's text, repr() one short line, a notebook gets that text,
    under the drawing of the position when the answer holds it (tests/test_notebook_html.py)."""
    import html

    text = answer.to_text()
    assert str(answer) == text and text
    shown = repr(answer)
    assert "\n" not in shown and len(shown) <= 140 and shown.startswith(f"<{type(answer).__name__}: ")
    said = f"<pre>{html.escape(text)}</pre>"
    if getattr(answer, "position", None) is None:
        assert answer._repr_html_() == said
    else:
        assert answer._repr_html_().endswith(f"{said}</div>") and "<svg" in answer._repr_html_()


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("answer", ["", "x" * 5000, "{]", "\x00", "9" * 400, "🃏"])
def test_hostile_answers_raise_one_line_input_errors(name, answer):
    lib, game = library(name), registry.game(name)
    position = game.random_position(game.load_deck(None), random.Random(1))
    try:
        verdict = lib.check(position, answer)
    except InputError as err:
        assert "\n" not in str(err) and str(err)
    else:
        assert not verdict.valid


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bad", ["cold=2", b"{}"])
def test_a_position_as_text_or_both_ways_at_once_is_refused(name, bad):
    lib = library(name)
    with pytest.raises(InputError):
        lib.position(bad)
    with pytest.raises(InputError):
        lib.position({"cold": 2}, hot=[1])


@pytest.mark.parametrize("name", GAMES)
def test_generate_records_the_decks_real_name_and_prints(name, tmp_path):
    """A sheet from a deck file records that deck's name (the reference deck's cards under
    another name), prints as text and JSON, and writes a PDF."""
    lib, game = library(name), registry.game(name)
    reference = game.load_deck(None)
    toml = reference.to_toml().replace(f'name = "{reference.name}"', 'name = "club deck"', 1)
    assert 'name = "club deck"' in toml
    path = tmp_path / "club.toml"
    path.write_text(toml, encoding="utf-8")
    sheet = lib.generate(count=2, grade=1, seed=3, deck=path)
    data = sheet.to_json()
    assert data["deck"] == "club deck" and data["game"] == name and data["count"] == 2
    assert len(sheet) == 2 and str(sheet) == sheet.to_text()
    assert "club deck" in repr(sheet) and len(repr(sheet)) < 200
    sheet.to_pdf(tmp_path / "sheet.pdf")
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    assert lib.generate(count=2, grade=1, seed=3).to_json() != sheet.to_json()


@pytest.mark.parametrize("name", GAMES)
def test_generate_refuses_unknown_kinds_options_and_languages(name):
    lib = library(name)
    for call in (lambda: lib.generate(kind="nope"), lambda: lib.generate(lang="de"),
                 lambda: lib.generate(count=1, colour="red"),
                 lambda: lib.generate(count=1).to_pdf("x.pdf", paper="a3")):
        with pytest.raises(InputError):
            call()


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_csv_has_a_row_a_puzzle_that_reads_back(name, lang):
    """`generate --format csv` and `to_csv()`: a header in the sheet's language, then number,
    question, answer and grade of each puzzle, read back by the csv module as written."""
    import csv
    import io

    from click.testing import CliRunner

    from deckmath import cli
    from deckmath.generators.labels import labels

    sheet = library(name).generate(count=3, grade=1, seed=5, lang=lang)
    words = labels(lang, name)
    text = sheet.to_csv()
    if lang == "fr":
        assert text.startswith("\ufeff")
        text = text[1:]
    rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=";" if lang == "fr" else ","))
    assert rows[0] == [words["number"], words["question"], words["answer"],
                       words["grade"].lower()]
    assert rows[1:] == [[str(i), p.question.text(words), p.answer.text(words), str(p.grade)]
                        for i, p in enumerate(sheet, 1)]
    done = CliRunner().invoke(cli.main, [name, "generate", "--count", "3", "--grade", "1",
                                         "--seed", "5", "--lang", lang, "--format", "csv"])
    assert done.exit_code == 0, done.output
    assert done.stdout == sheet.to_csv()


@pytest.mark.parametrize("name", GAMES)
def test_a_french_csv_is_what_a_french_spreadsheet_reads(name, tmp_path):
    """French: a UTF-8 byte-order mark, then fields separated by `;` (the decimal comma's
    spreadsheet); English: neither, fields separated by `,`; the same rows either way. The
    command line writes the same bytes."""
    import csv
    import io

    from click.testing import CliRunner

    from deckmath import cli

    rows = {}
    for lang, separator in (("en", ","), ("fr", ";")):
        text = library(name).generate(count=3, grade=1, seed=5, lang=lang).to_csv()
        assert text.startswith("\ufeff") == (lang == "fr")
        header = text.lstrip("\ufeff").splitlines()[0]
        assert header.count(separator) == 3 and header.count(";" if lang == "en" else ",") == 0
        rows[lang] = list(csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=separator))
        out = tmp_path / f"{lang}.csv"
        done = CliRunner().invoke(cli.main, [name, "generate", "--count", "3", "--grade", "1",
                                             "--seed", "5", "--lang", lang, "-o", str(out)])
        assert done.exit_code == 0, done.output
        assert out.read_bytes() == text.encode("utf-8")
    assert [len(r) for r in rows["en"]] == [len(r) for r in rows["fr"]]
    assert [r[0] for r in rows["en"][1:]] == [r[0] for r in rows["fr"][1:]]


@pytest.mark.parametrize("name", GAMES)
def test_every_to_json_of_the_library_is_a_json_object(name):
    """One shape for every to_json: a dict ready for json.dumps (a sheet's included); the
    sheet's, dumped as `generate --format json` dumps it, is what that command prints."""
    from deckmath.generators import render_text

    lib, game = library(name), registry.game(name)
    deck = game.load_deck(None)
    rng = random.Random(f"to_json:{name}")
    position = game.random_position(deck, rng)
    solution = lib.solve(position)
    sheet = lib.generate(count=2, grade=1, seed=3)
    made = [solution, sheet, sheet.puzzles, *sheet, *(p.question for p in sheet),
            *(p.answer for p in sheet)]
    best = game.best_answer(solution)
    if best is not None:
        made.append(lib.check(position, best))
    for thing in made:
        data = thing.to_json()
        assert isinstance(data, dict), type(thing)
        json.dumps(data)
    printed = render_text.to_json(sheet.puzzles)
    assert printed == json.dumps(sheet.to_json(), ensure_ascii=False, indent=1) + "\n"


def _pages(path) -> list[str]:
    from pypdf import PdfReader

    return [page.extract_text() for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("name", GAMES)
def test_sheet_layout_key_and_header_options(name, tmp_path):
    """per_page puzzles a page, the key at the end, in its own file or nowhere, and the pupil's
    line on every puzzle page when asked for."""
    from deckmath.generators.labels import labels
    from deckmath.generators.render_pdf import per_page_max

    sheet = library(name).generate(count=5, grade=1, seed=2, lang="fr")
    words = labels("fr", name)
    answers = words["answers"]
    for per_page in (1, 2, 4, per_page_max(name)):
        path = tmp_path / f"n{per_page}.pdf"
        sheet.to_pdf(path, per_page=per_page, key="none", header=True)
        pages = _pages(path)
        assert len(pages) == -(-5 // per_page)
        assert all(words["name"] in text and words["class"] in text for text in pages)
        assert not any(answers in text for text in pages)
    sheet.to_pdf(tmp_path / "end.pdf")
    ended = _pages(tmp_path / "end.pdf")
    assert answers in ended[-1] and words["name"] not in ended[0]
    sheet.to_pdf(tmp_path / "apart.pdf", key="separate")
    assert not any(answers in text for text in _pages(tmp_path / "apart.pdf"))
    assert answers in _pages(tmp_path / "apart-key.pdf")[0]
    for bad in (dict(per_page=0), dict(per_page=13), dict(key="middle")):
        with pytest.raises(InputError):
            sheet.to_pdf(tmp_path / "bad.pdf", **bad)


def test_generate_key_separate_names_both_files_and_needs_a_file(tmp_path):
    from click.testing import CliRunner

    from deckmath import cli

    out = tmp_path / "sheet.pdf"
    done = CliRunner().invoke(cli.main, ["totaux", "generate", "--count", "2", "--grade", "1",
                                         "--format", "pdf", "-o", str(out), "--key", "separate"])
    assert done.exit_code == 0, done.output
    assert done.stdout.splitlines() == [f"puzzles: {out}",
                                        f"answer key: {tmp_path / 'sheet-key.pdf'}"]
    assert (tmp_path / "sheet-key.pdf").read_bytes().startswith(b"%PDF")
    bad = CliRunner().invoke(cli.main, ["totaux", "generate", "--count", "2", "--format", "pdf",
                                        "-o", "-", "--key", "separate"])
    assert bad.exit_code == 2 and "--key separate needs -o FILE" in bad.stderr


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("args,fragment", [
    (["--per-page", "13"], "--per-page"), (["--per-page", "0"], "--per-page"),
    (["--per-page", "9" * 400], "--per-page"),
    (["--key", "middle"], "--key"), (["--key", "ＥＮＤ"], "--key"),
    (["--format", "csv\u200b"], "--format")])
def test_sheet_options_refuse_bad_values_in_one_line(name, args, fragment):
    from click.testing import CliRunner

    from deckmath import cli

    done = CliRunner().invoke(cli.main, [name, "generate", "--count", "1", *args])
    assert done.exit_code == 2, done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0] and "Traceback" not in done.stderr


@pytest.mark.parametrize("name", GAMES)
def test_generate_takes_its_format_from_the_output_suffix(name, tmp_path):
    """`-o sheet.pdf` writes a PDF without --format pdf (and .json JSON, .csv CSV); --format,
    when given, wins; other names and stdout get text."""
    from click.testing import CliRunner

    from deckmath import cli

    def made(*args: str) -> bytes:
        done = CliRunner().invoke(cli.main, [name, "generate", "--count", "1", "--grade", "1",
                                             *args])
        assert done.exit_code == 0, done.output
        return done.stdout_bytes

    made("-o", str(tmp_path / "sheet.PDF"))
    assert (tmp_path / "sheet.PDF").read_bytes().startswith(b"%PDF-")
    made("-o", str(tmp_path / "set.json"))
    assert json.loads((tmp_path / "set.json").read_text())["game"] == name
    made("-o", str(tmp_path / "set.csv"))
    assert (tmp_path / "set.csv").read_text().splitlines()[0] == "number,question,answer,grade"
    made("--format", "text", "-o", str(tmp_path / "forced.pdf"))
    assert not (tmp_path / "forced.pdf").read_bytes().startswith(b"%PDF")
    made("-o", str(tmp_path / "notes.txt"))
    assert (tmp_path / "notes.txt").read_text() == made().decode()


@pytest.mark.parametrize("name", GAMES)
def test_a_position_reads_its_own_line_back(name):
    """`line` writes a position as the one line `--position` reads; `position` reads it."""
    lib = library(name)
    game = registry.game(name)
    for seed in range(10):
        dealt = game.random_position(game.load_deck(), random.Random(seed))
        assert lib.position(lib.line(dealt)) == dealt
        assert lib.solve(lib.line(dealt)).to_json() == lib.solve(dealt).to_json()
