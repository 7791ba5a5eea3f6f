"""The census for Python callers (a notebook, a script), for every game with a census face:
`plan` a census, `run` it on Dask (a `Client` the caller has, or the cluster Dask's
configuration names, or a LocalCluster), get a `Report`; `versus` runs two decks on the same
deals or samples and compares them figure by figure.

    from deckmath import census
    job = census.plan("totaux", sample=2000, seed=1)
    report = census.run(job, client=client)      # client: a distributed.Client, or None
    report.tables()["best_total"][:3]
    census.versus(job, "my-deck.toml", client=client).to_text()

Bad input raises InputError (a ValueError) naming the keyword (`sample=0: give 1 to ...`).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckmath.census.cluster import Counted, Job, Progress
from deckmath.census.cluster import run as run_chunks
from deckmath.generators.notebook import Printed
from deckmath.solvers import registry
from deckmath.solvers.game import CensusPlan, Game

if TYPE_CHECKING:
    from deckmath.census.plots import Png


def plan(game: str, deck: Any = None, sample: int | str | None = None,
         seed: int | str | None = None, chunk_size: int | str | None = None,
         **options: Any) -> Job:
    """A census of `game` (a registered name) over `deck` (a deck object, a deck file, or None
    for the reference deck): every unit, or a seeded `sample`; the game's own options as
    keywords (`hand_size=8`, `variant="pair"`, `players=3`)."""
    found = registry.game(game)
    face = found.census_face()
    chosen = deck if _is_deck(deck) else found.load_deck(deck)
    made = face.plan(chosen, sample=sample, seed=seed, chunk_size=chunk_size, **options)
    return job_of(found, made, _file_of(deck))


def _is_deck(deck: Any) -> bool:
    return deck is not None and not isinstance(deck, (str, Path))


def _file_of(deck: Any) -> str | None:
    """The deck file given, as given; None for a deck object or the reference deck."""
    return str(deck) if isinstance(deck, (str, Path)) else None


def job_of(game: Game, made: CensusPlan, deck_file: str | None = None) -> Job:
    """The Dask job of a game's census plan: its chunks, the tally its workers run, its
    kernels, and the deck file it was asked for."""
    face = game.census_face()
    return Job(game=game.name, title=made.title, unit=made.unit, manifest=made.manifest(),
               chunks=made.chunks(), tally=face.tally, params=made.params(),
               kernels=game.kernels, plan=made, deck_file=deck_file,
               said_title=made.said_title)


@dataclass(frozen=True, repr=False)
class Report(Printed):
    """A finished census: `data` is the report (what `--json` prints); text, tables for a
    spreadsheet, the figure (PNG) and the shares come from the game's census face."""

    game: str
    data: dict[str, Any]
    sampled: bool = False
    """Whether the units were a seeded sample (shares then have intervals)."""

    @property
    def face(self) -> Any:
        return registry.game(self.game).census_face()

    def to_json(self) -> dict[str, Any]:
        return self.data

    def to_text(self, lang: str | None = None) -> str:
        """The report for people, in `lang` (English where the game's census face says its
        text in English only)."""
        return str(text_in(self.face.text, self.data, lang))

    def tables(self) -> dict[str, list[dict[str, Any]]]:
        return dict(self.face.tables(self.data))

    def shares(self) -> dict[str, tuple[int, int]]:
        return dict(self.face.shares(self.data))

    @property
    def figure_name(self) -> str:
        """The figure's file name in a census folder: `<game>-census.png`."""
        return f"{self.game}-census.png"

    def figure(self, lang: str | None = None) -> Png:
        """The report's figure (matplotlib, Agg): PNG bytes a notebook shows as the picture
        (census/plots.py Png; bytes(fig) are the file's bytes), its words in `lang` where the
        game's census face draws them in more than English."""
        from deckmath.census.plots import Png

        return Png(text_in(self.face.figure, self.data, lang))

    def write_csv(self, folder: str | Path, lang: str = "en") -> list[Path]:
        """Each table as `<folder>/<name>.csv` with a header row, as a spreadsheet in `lang`
        reads it (French: `;` between fields, decimal commas, a byte-order mark); the files
        written."""
        from deckmath.census.tables import write_tables

        return write_tables(self.tables(), Path(folder), lang)


def text_in(say: Any, data: Any, lang: str | None) -> Any:
    """`say(data, lang)` where the census face's function takes a language, else `say(data)`."""
    import inspect

    try:
        takes_lang = "lang" in inspect.signature(say).parameters
    except (TypeError, ValueError):
        takes_lang = False
    return say(data, lang) if takes_lang else say(data)


def report_of(job: Job, counted: Counted) -> Report:
    """The report of a job from its merged tally."""
    face = registry.game(job.game).census_face()
    return Report(job.game, face.report(job.plan, counted.tally, counted.chunks),
                  bool(job.plan.sampled))


def run(job: Job, client: Any = None, store: str | Path | None = None,
        progress: Progress | bool | None = None, resume: bool = True,
        workers: int | None = None, scheduler: str | None = None,
        scheduler_file: str | None = None, lang: str | None = None) -> Report:
    """Run a census and report it. `client`: a distributed.Client (left open); otherwise the
    scheduler at `scheduler` or in `scheduler_file`, or Dask's configured one
    (DASK_SCHEDULER_ADDRESS), else a LocalCluster of `workers` processes (default: one per
    core). `store`: a folder keeping finished chunks, so that a run resumes where one stopped.
    `progress`: what hears of each chunk (census/cluster.py Progress); None shows a progress
    bar in a notebook and nothing elsewhere (census/progress.py), False nothing. `lang`: the
    language of that bar (en or fr; default the locale's)."""
    from deckmath.census import progress as shown
    from deckmath.solvers.words import locale_lang, read_lang

    told: Progress | None
    if progress is None or isinstance(progress, bool):
        shown_in = locale_lang() if lang is None else read_lang(lang)
        told = shown.default(shown_in) if progress is not False else None
    else:
        told = progress
    counted = run_chunks(job, client, store, told, resume, workers, scheduler,
                         scheduler_file)
    return report_of(job, counted)


def versus(job: Job, deck: Any, client: Any = None, store: str | Path | None = None,
           progress: Progress | bool | None = None, resume: bool = True,
           workers: int | None = None,
           scheduler: str | None = None, scheduler_file: str | None = None,
           lang: str | None = None) -> Any:
    """The census of `job` and the same census (same units, sample and seed) of another deck,
    compared figure by figure (census/versus.py). `store` keeps both: `<store>/base` and
    `<store>/versus`; `lang`, the language of the progress bar a notebook shows (run)."""
    from deckmath.census.cluster import connected
    from deckmath.census.versus import compare, names_of

    other = same_census_of(job, deck)
    with connected(job, client, workers, scheduler, scheduler_file) as (dask, _):
        first = run(job, dask, _sub(store, "base"), progress, resume, lang=lang)
        second = run(other, dask, _sub(store, "versus"), progress, resume, lang=lang)
    names = names_of(str(first.data["deck"]), str(second.data["deck"]), job.deck_file,
                     other.deck_file)
    return compare(first, second, names)


def same_census_of(job: Job, deck: Any) -> Job:
    """The census `job` asks for, of another deck: the same options, seed and chunks."""
    found = registry.game(job.game)
    chosen = deck if _is_deck(deck) else found.load_deck(deck)
    made = found.census_face().plan(chosen, **_keywords(job.plan))
    return job_of(found, made, _file_of(deck))


def _keywords(made: Any) -> Mapping[str, Any]:
    """The keywords that rebuild a plan (its own `keywords()`)."""
    return dict(made.keywords())


def _sub(store: str | Path | None, name: str) -> Path | None:
    return None if store is None else Path(store) / name
