"""`deckmath GAME census`, the same command for every game with a census face: the shared
options (deck, sample and seed, the store, the cluster, CSV, a second deck to compare), then
the game's own (CensusFace.options). cli.py attaches it to each game's group (attach); it
reaches the game through the registry and its faces only, and says the library's messages in
its own words (`sample=0` becomes `--sample 0`)."""
from __future__ import annotations

import re
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from deckmath.conventions import LangCommand, json_option, seed_option
from deckmath.census.words import WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import CensusOption, Game

SHARED_FLAGS = {"sample": "--sample", "seed": "--seed", "chunk_size": "--chunk-size",
                "store": "--out", "resume": "--resume", "scheduler": "--scheduler",
                "scheduler_file": "--scheduler-file", "csv": "--csv", "workers": "--workers"}
"""The library's keywords and the command line's flags for them."""


def attach(group: click.Group, game: Game) -> None:
    """Add `census` to a game's group, unless the game has no census face."""
    if game.census is None:
        return
    group.add_command(_census(game))


def flags_of(game: Game) -> dict[str, str]:
    """Every keyword of the census and its flag, the game's own options included."""
    own = {o.name: "--" + o.name.replace("_", "-") for o in game.census_face().options}
    return {**SHARED_FLAGS, **own}


@dataclass(frozen=True)
class InFlags:
    """A library's refusal in the command line's words (in_flags), said in the reader's
    language: what an InputError carries instead of its English line."""

    error: InputError
    flags: Mapping[str, str]

    def text(self, lang: str | None = None) -> str:
        return in_flags(self.error.text(lang), dict(self.flags))

    def __str__(self) -> str:
        return self.text()


def in_flags(message: str, flags: dict[str, str]) -> str:
    """A library message in the command line's words: `sample=0` -> `--sample 0`,
    `all_hands=True` -> `--all-hands`, and a message that opens with a keyword
    (`sample must be ...`) opens with its flag."""
    names = "|".join(sorted(map(re.escape, flags), key=len, reverse=True))

    def flag(found: re.Match) -> str:
        name, value = found.group(1), found.group(2)
        return flags[name] if value == "True" else f"{flags[name]} {value}"

    text = re.sub(rf"(?<![\w-])({names})=(True\b|\S*)", flag, message)
    return re.sub(rf"^({names})(?= )", lambda m: flags[m.group(1)], text)


def _option(option: CensusOption):
    flag = "--" + option.name.replace("_", "-")
    if option.flag:
        return click.option(flag, option.name, is_flag=True, help=option.help)
    kind: Any = click.Choice(option.choices) if option.choices else None
    return click.option(flag, option.name, type=kind, default=None,
                        metavar=None if option.choices else option.metavar, help=option.help)


def _census(game: Game) -> click.Command:
    face = game.census_face()
    examples = "\n".join([f"  deckmath {game.name} census {line}" for line in face.examples]
                         + [f"  deckmath {game.name} deck > my-deck.toml   # a copy to edit",
                            f"  deckmath {game.name} census --sample 200 --seed 1 --versus "
                            f"my-deck.toml --csv tables"])

    def census(deck, sample, seed, out, resume, scheduler, scheduler_file, workers, chunk_size,
               versus, csv, as_json, **options) -> None:
        flags = flags_of(game)
        try:
            _run(game, deck, sample, seed, out, resume, scheduler, scheduler_file, workers,
                 chunk_size, versus, csv, as_json, options)
        except InputError as err:
            raise InputError(InFlags(err, flags)) from None

    census.__doc__ = (f"{face.help}\n\nExact counts; 95% intervals for a sample. Finished chunks "
                      f"are written under --out as they arrive: an interrupted census (Ctrl-C, a "
                      f"killed worker, a lost scheduler) continues with --resume, and its report "
                      f"is the same, byte for byte. The cluster: --scheduler ADDRESS, "
                      f"--scheduler-file FILE or DASK_SCHEDULER_ADDRESS, else a LocalCluster "
                      f"on this machine's cores.\n\n\b\nExamples:\n{examples}")
    for option in reversed(face.options):
        census = _option(option)(census)
    decorators = [
        click.option("--deck", type=click.Path(dir_okay=False),
                     help="A deck TOML file (default: the reference deck)."),
        click.option("--sample", metavar="N", help="N units drawn with --seed."),
        seed_option,
        click.option("--out", metavar="DIR",
                     help="Folder for the finished chunks (as they arrive), report.json and "
                          "the figure."),
        click.option("--resume", is_flag=True,
                     help="Continue the census in --out DIR where it stopped."),
        click.option("--scheduler", metavar="ADDRESS",
                     help="A running Dask scheduler, e.g. tcp://host:8786 (default: "
                          "DASK_SCHEDULER_ADDRESS, else a LocalCluster)."),
        click.option("--scheduler-file", metavar="FILE", type=click.Path(dir_okay=False),
                     help="The scheduler file of a running cluster (dask scheduler "
                          "--scheduler-file FILE)."),
        click.option("--workers", metavar="N",
                     help="Worker processes of the LocalCluster (default: one per core)."),
        click.option("--chunk-size", metavar="N", help=face.chunk_help),
        click.option("--versus", metavar="DECK", type=click.Path(dir_okay=False),
                     help="A second deck file: the same census of it, on the same deals or "
                          "sample, each figure's difference with its 95% interval."),
        click.option("--csv", metavar="DIR", help="Also write the report's tables as CSV "
                                                  "files into DIR, with a header row."),
        json_option,
    ]
    for decorate in reversed(decorators):
        census = decorate(census)
    return click.command("census", cls=LangCommand)(census)


def _run(game: Game, deck: str | None, sample: str | None, seed: int | None, out: str | None,
         resume: bool, scheduler: str | None, scheduler_file: str | None, workers: str | None,
         chunk_size: str | None, versus: str | None, csv: str | None, as_json: bool,
         options: dict[str, Any]) -> None:
    from deckmath.census import library, outputs
    from deckmath.census.cluster import scoped_dask_logs
    from deckmath.census.tables import ready

    job = library.plan(game.name, deck, sample, seed, chunk_size, **options)
    if csv:
        ready(Path(csv))
    size = outputs.check_cluster(workers, scheduler or scheduler_file, resume, out)
    if scheduler and scheduler_file:
        raise InputError(WORDS.said("both_schedulers"))
    with scoped_dask_logs():
        if versus is None:
            report = library.run(job, None, out, Printer(), resume, size, scheduler,
                                 scheduler_file)
            outputs.finish(report, out, csv, as_json)
            return
        compared = library.versus(job, versus, None, out, Printer(), resume, size, scheduler,
                                  scheduler_file)
    outputs.finish(compared, out, csv, as_json)


class Printer:
    """Progress on stderr with rate and ETA: on a terminal one line rewritten twice a second,
    otherwise a line every PLAIN_EVERY seconds; the dashboard's link first. The rate counts
    from the first task submitted, after the cluster started (its start-up is not in it)."""

    PLAIN_EVERY = 10.0

    def start(self, job: Any, todo: int, already: int, chunks: int, where: Any,
              dashboard: str | None) -> None:
        from deckmath.census.progress import Counter
        from deckmath.census.words import unit_name
        from deckmath.conventions import output_lang
        from deckmath.solvers.words import say as said

        self.say = say = WORDS(output_lang())
        self.counter = Counter()
        self.counter.begin(job.unit, todo, already)
        self.last = 0.0
        self.tty = sys.stderr.isatty()
        self.said = -1
        if already:
            total = len(job.chunks)
            self._line("progress.resuming", done=total - chunks, total=total)
        count = say(f"progress.chunks.{'one' if chunks == 1 else 'many'}", n=say.number(chunks))
        title = said(getattr(job, "said_title", None), say.lang) or job.title
        self._line("progress.start", title=title, todo=say.number(todo),
                   unit=unit_name(say, job.unit), chunks=count, where=said(where, say.lang))
        if dashboard:
            self._line("progress.dashboard", link=dashboard)

    def _line(self, key: str, **facts: Any) -> None:
        """One line of the census's words on stderr after the command line's `deckmath:`
        (`deckmath :` in French)."""
        from deckmath.cli_words import WORDS as CLI_WORDS

        click.echo(CLI_WORDS(self.say.lang)("prefix.plain", message=self.say(key, **facts)),
                   err=True)

    def chunk_done(self, units: int) -> None:
        self.counter.add(units)
        now = time.monotonic()
        if now - self.last >= (0.5 if self.tty else self.PLAIN_EVERY):
            self.last = now
            self._say(now, end="\r" if self.tty else "\n")

    def _say(self, now: float, end: str) -> None:
        self.said = self.counter.count
        click.echo(f"  {self.counter.figures(now, self.say.lang)}   ", err=True, nl=False)
        click.echo(end, err=True, nl=False)

    def finish(self) -> None:
        from deckmath.census.progress import clock

        now = time.monotonic()
        if self.said != self.counter.count or self.tty:
            self._say(now, end="\n")
        click.echo("  " + self.say("progress.done", time=clock(now - self.counter.begun)),
                   err=True)
