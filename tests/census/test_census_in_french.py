"""The census's texts in the language asked, over the registry: a small census's report and two
decks compared (census/versus.py) in French free of English words and in English free of
French ones, and the command line's refusals of the census's options, folders and cluster one
line on stderr, exit 2, in the language asked. The census is tallied here without Dask, as
tests/census/test_census_face.py does, so that it costs a few seconds."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.census import cluster, library
from deckmath.census.commands import Printer
from deckmath.census.words import WORDS as CENSUS_WORDS
from deckmath.census.stats import merge
from deckmath.census.versus import compare
from deckmath.solvers import registry
from vocabulary import assert_in_language as checked_words

GAMES = [name for name in registry.names() if registry.game(name).census is not None]
LANGS = ("en", "fr")
SMALL = {"sample": 24, "seed": 3, "chunk_size": 5}
NAMES = [registry.game(name).title for name in GAMES] + GAMES


def assert_in_language(text: str, lang: str, where: str, deck: str = "") -> None:
    """The vocabulary check, the games' names and the deck's name left out."""
    for name in [deck, *NAMES]:
        text = text.replace(name, " ") if name else text
    checked_words(text, lang, where)


@pytest.fixture(scope="module")
def reports() -> dict[str, library.Report]:
    out = {}
    for game in GAMES:
        job = library.plan(game, **SMALL)
        tally = merge(job.tally(job.params, chunk) for chunk in job.chunks)
        out[game] = library.report_of(job, cluster.Counted(tally, len(job.chunks), 0.0))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_census_report_reads_in_the_language_asked(game, lang, reports):
    report = reports[game]
    assert_in_language(report.to_text(lang), lang, f"{game} census", str(report.data["deck"]))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_census_figure_reads_in_the_language_asked(game, lang, reports, monkeypatch):
    """Every text drawn on the figure (titles, axes' labels, ticks' names), which the command
    writes in its --lang."""
    from matplotlib.text import Text

    from deckmath.census import plots

    drawn: list[str] = []

    def picture(fig, fmt):
        drawn.extend(text.get_text() for text in fig.findobj(Text))
        plots.pyplot().close(fig)
        return b"\x89PNG"

    monkeypatch.setattr(plots, "picture", picture)
    report = reports[game]
    report.figure(lang)
    assert drawn, game
    assert_in_language("\n".join(drawn), lang, f"{game} figure", str(report.data["deck"]))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_two_decks_compared_read_in_the_language_asked(game, lang, reports):
    """The comparison's words; each row's figure is the name of a share of the game's census
    face (its words), left out."""
    report = reports[game]
    compared = compare(report, report, ("first deck", "second deck"))
    text = compared.to_text(lang).replace("first deck", " ").replace("second deck", " ")
    for row in sorted(compared.rows, key=lambda row: -len(row["figure"])):
        text = text.replace(row["figure"], " ")
    assert_in_language(text, lang, f"{game} versus")
    if lang == "en":
        assert text.startswith(f"{game} census,   against   (difference: second minus first")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_census_progress_names_the_census_in_the_language_asked(game, lang, monkeypatch,
                                                                  capsys):
    """The progress's first line on stderr (commands.Printer) names the census by the title its
    game's plan gives, in the command's language (the locale's here, as with no --lang); the
    English line keeps the plan's English title."""
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8" if lang == "fr" else "C")
    job = library.plan(game, **SMALL)
    Printer().start(job, sum(job.sizes), 0, len(job.chunks), CENSUS_WORDS.said("where.here"),
                    None)
    line = capsys.readouterr().err.strip().splitlines()[0]
    assert_in_language(line, lang, f"{game} census progress")
    assert (job.title in line) == (lang == "en"), line


REFUSED = [["--resume"], ["--workers", "0"], ["--workers", "1", "--scheduler", "tcp://x:1"],
           ["--scheduler", "tcp://x"], ["--scheduler", "tcp://127.0.0.1:99999"],
           ["--scheduler-file", "{tmp}/none.json"], ["--scheduler-file", "{tmp}/bad.json"],
           ["--out", "{tmp}/bad.json"], ["--csv", "{tmp}/bad.json"],
           ["--out", "{tmp}/spoiled", "--resume"], ["--out", "{tmp}/unreadable", "--resume"]]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("args", REFUSED, ids=[" ".join(args) for args in REFUSED])
def test_a_refused_census_is_one_line_in_the_language_asked(args, lang, tmp_path):
    (tmp_path / "bad.json").write_text("not json\n")
    (tmp_path / "spoiled").mkdir()
    (tmp_path / "spoiled" / "manifest.json").write_text('{"census": "celsius",')
    (tmp_path / "unreadable" / "manifest.json").mkdir(parents=True)
    given = [arg.replace("{tmp}", str(tmp_path)) for arg in args]
    done = CliRunner().invoke(cli.main, ["celsius", "census", "--sample", "2", *given,
                                         "--lang", lang])
    assert done.exit_code == 2, done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert_in_language(lines[0].replace(str(tmp_path), " "), lang, " ".join(args))


@pytest.fixture
def notebook(monkeypatch) -> list[str]:
    """A Jupyter kernel as far as the census can tell: in_notebook is true and IPython.display
    records each HTML the bar shows or updates."""
    import sys
    import types

    from deckmath.census import progress

    shown: list[str] = []

    class Handle:
        def update(self, html: str) -> None:
            shown.append(str(html))

    def display(html: str, display_id: bool = False) -> Handle:
        shown.append(str(html))
        return Handle()

    module = types.ModuleType("IPython.display")
    module.HTML, module.display = str, display
    monkeypatch.setitem(sys.modules, "IPython", types.ModuleType("IPython"))
    monkeypatch.setitem(sys.modules, "IPython.display", module)
    monkeypatch.setattr(progress, "in_notebook", lambda: True)
    return shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_census_in_a_notebook_shows_its_bar_in_the_language_asked(game, lang, notebook,
                                                                      monkeypatch):
    """library.run(lang=...) with no progress given, in a notebook: the bar's figures, where
    it runs, its dashboard's link and its end are said in `lang` (the chunks are driven here
    without Dask)."""
    import html
    import re

    def chunks(job, client, store, told, *rest):
        told.start(job, sum(job.sizes), 0, len(job.chunks),
                   CENSUS_WORDS.said("where.local", n=2), "http://127.0.0.1:8787/status")
        for size in job.sizes:
            told.chunk_done(size)
        told.finish()

    monkeypatch.setattr(library, "run_chunks", chunks)
    monkeypatch.setattr(library, "report_of", lambda job, counted: None)
    library.run(library.plan(game, **SMALL), lang=lang)
    assert len(notebook) >= 2
    text = html.unescape(re.sub(r"<[^>]*>", " ", " ".join(notebook)))
    assert_in_language(text.replace("http://127.0.0.1:8787/status", " "), lang,
                       f"{game} notebook bar")
    if lang == "fr":
        assert "fini en" in text and "tableau de bord Dask" in text


def test_a_census_in_a_notebook_follows_the_locale_without_lang(notebook, monkeypatch):
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    monkeypatch.setattr(library, "run_chunks", lambda job, client, store, told, *rest: (
        told.start(job, 1, 0, 1, CENSUS_WORDS.said("where.here"), None), told.finish()))
    monkeypatch.setattr(library, "report_of", lambda job, counted: None)
    library.run(library.plan(GAMES[0], **SMALL))
    assert "fini en" in notebook[-1]
