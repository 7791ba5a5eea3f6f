"""deckmath's command line, the entry point only: the top-level group and each registered game's
command group (its own commands, `deckmath.solvers.<game>.commands`, found through the
registry and loaded only when used, so that `deckmath --help` imports no numba, plus the shared
whole-game and census commands), and `warmup`, `serve` and `rules`. The conventions every
command follows (exit codes, errors, JSON, batches, writing files) are conventions.py's.
"""
from __future__ import annotations

import importlib
import os
import sys
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import click

from deckmath.solvers import registry

if TYPE_CHECKING:
    from deckmath.solvers.words import Said

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
"""No command does linear algebra: numpy's BLAS need not start a thread per core on import
(about half of numpy's import time in CPU, measured)."""
from deckmath.conventions import (  # noqa: E402
    DeckmathGroup, Ticker, fail, lang_option,
)

_GROUPS: dict[str, click.Group] = {}


def game_group(name: str) -> click.Group:
    """A registered game's command group: its own commands (none for a game that has no
    commands module), the core verbs it has not written (solve, check, moves, generate, deck:
    core/commands.py), the shared whole-game ones (deal, play, simulate, replay:
    play/commands.py) when the game has a play face, and `census` (census/commands.py) when it
    has a census face."""
    if name not in _GROUPS:
        from deckmath.census.commands import attach as attach_census
        from deckmath.core.commands import attach as attach_core, group_of
        from deckmath.play.commands import attach

        game = registry.game(name)
        group = registry.commands(name)
        if group is None:
            group = group_of(game)
        else:
            attach_core(group, game)
        attach(group, game)
        attach_census(group, game)
        _GROUPS[name] = group
    return _GROUPS[name]


class GamesGroup(DeckmathGroup):
    """The top-level group: each registered game's command group, imported when it is used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return registry.names() + super().list_commands(ctx)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in registry.GAMES:
            return game_group(name)
        return super().get_command(ctx, name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list of `deckmath --help`, the games' lines from the registry's
        summaries: listing them imports no game (about 0.15 s of imports for four)."""
        from deckmath.help_language import FrenchFormatter, short_help

        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = []
        for name in names:
            command = (click.Command(name, help=registry.summary(name)) if name in registry.GAMES
                       else super().get_command(ctx, name))
            if command is not None and not command.hidden:
                rows.append((name, short_help(command, limit)
                             if isinstance(formatter, FrenchFormatter)
                             else command.get_short_help_str(limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=GamesGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="deckmath")
def main() -> None:
    """Solve, check and generate puzzles for arithmetic card games.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      deckmath celsius deal --players 3 --seed 7
      deckmath rules totaux

    \b
    Exit codes: 0 done (a checked claim is valid), 1 a checked claim is invalid,
    2 bad input or usage, 3 a replayed log is valid up to where its game was left,
    70 a bug, 74 the output could not be written, 130 interrupted, 141 stdout was closed.
    Shell completion (bash): eval "$(_DECKMATH_COMPLETE=bash_source deckmath)"
    """
    from deckmath.solvers import compiling

    compiling.set_listener(_CompileNotice())


class _CompileNotice:
    """What the CLI says while kernels compile (solvers/compiling.py)."""

    def __init__(self) -> None:
        self.ticker = Ticker()

    def __call__(self, title: Said | str, estimate: int, taken: float | None) -> None:
        from deckmath.cli_words import WORDS
        from deckmath.conventions import output_lang
        from deckmath.solvers.compiling import compiling_line

        words = WORDS(output_lang())
        if taken is None:
            self.ticker.begin(compiling_line(title, estimate, words.lang))
        else:
            self.ticker.end(words("compiled"))


@main.command("warmup")
def warmup() -> None:
    """Compile every game's search kernels now (numba caches them), so that no later command
    waits for it; run it once after installing. Games not yet cached compile side by side, one
    per core.

    \b
    Example:
      deckmath warmup
    """
    from deckmath.cli_words import WORDS, decimal
    from deckmath.conventions import output_lang
    from deckmath.solvers import compiling

    words = WORDS(output_lang())
    compiling.set_listener(None)
    todo: list[tuple[int, str, list[str]]] = []
    for name in registry.names():
        uncached: list[str] = []
        estimate = 0
        for module_name in registry.game(name).kernels:
            module = importlib.import_module(module_name)
            if compiling.cached(module):
                [taken] = compiling.compile_modules([module_name])
                click.echo(words("warmup.cached", game=name, module=module_name,
                                 seconds=decimal(taken, words.lang)))
            else:
                uncached.append(module_name)
                seconds = getattr(module, "COMPILE_SECONDS", 30)
                estimate += seconds
                click.echo(words("warmup.compiling", game=name, module=module_name,
                                 estimate=seconds), err=True)
        if uncached:
            todo.append((estimate, name, uncached))
    todo.sort(reverse=True)
    for name, module_name, taken in _compiled(todo):
        click.echo(words("warmup.compiled", game=name, module=module_name,
                         seconds=decimal(taken, words.lang)))


def _compiled(todo: list[tuple[int, str, list[str]]]) -> Iterator[tuple[str, str, float]]:
    """Compile each game's uncached kernel modules, the longest game first, one process per
    core, a game's modules in one process (they share helpers, compiled once into numba's
    on-disk cache); yields (game, module, seconds) as each game is done."""
    from deckmath.solvers import compiling

    workers = min(len(todo), os.cpu_count() or 1)
    if workers <= 1:
        for _, name, module_names in todo:
            for module_name, taken in zip(module_names,
                                          compiling.compile_modules(module_names)):
                yield name, module_name, taken
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {pool.submit(compiling.compile_modules, module_names): (name, module_names)
                   for _, name, module_names in todo}
        for future in as_completed(futures):
            name, module_names = futures[future]
            for module_name, taken in zip(module_names, future.result()):
                yield name, module_name, taken


@main.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to serve on; another than 127.0.0.1 lets other machines reach the "
                   "page (said on stderr).")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--open", "open_page", is_flag=True, help="Open the page in the web browser.")
def serve(host: str, port: int, open_page: bool) -> None:
    """Serve the page in the browser: solve a position, play the bots, print a sheet and read
    the rules of every game, with its JSON API under /api/ (docs/page.md).

    \b
    Examples:
      deckmath serve
      deckmath serve --port 8080 --open
    """
    from deckmath.web.server import serve as run

    run(host, port, open_page)


RULES_WORDS = {
    "en": {"listing": "{name:<8} {title}: {summary}",
           "footer": "\n`deckmath rules GAME` prints a game's rules."},
    "fr": {"listing": "{name:<8} {title}\u202f: règles {first} à {last}",
           "footer": "\n`deckmath rules JEU --lang fr` affiche la règle d'un jeu."},
}
@main.command("rules")
@click.argument("game", required=False)
@lang_option
def rules(game: str | None, lang: str) -> None:
    """Print a game's numbered rules, the ones every answer and message cites (C3.2, T5.1...),
    in English or French (the same numbers in both).

    \b
    Examples:
      deckmath rules
      deckmath rules celsius
      deckmath rules totaux --lang fr
    """
    import re

    words = RULES_WORDS[lang]
    if game is None:
        for name in registry.names():
            found = registry.game(name)
            sections = re.findall(r"^## ([A-Z]\d+) ", registry.rules(name, lang), re.M)
            click.echo(words["listing"].format(name=name, title=found.title, summary=found.summary,
                                               first=sections[0], last=sections[-1]))
        click.echo(words["footer"])
        return
    if game not in registry.GAMES:
        from deckmath.cli_words import WORDS

        fail(WORDS.said("unknown_game", game=repr(game), games=", ".join(registry.names())))
    click.echo(registry.rules(game, lang), nl=False)




if __name__ == "__main__":
    main()
