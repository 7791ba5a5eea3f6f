"""deckmath command line: the conventions every command follows, and the games' command groups.

This module holds only what all games share (ARCHITECTURE.md): exit codes, one-line errors,
JSON output, the JSON Lines batch runner, seeds, atomic writes, progress, and the options and
runner of every `generate` command. Each game's commands live beside the game
(`deckmath.solvers.<game>.commands`) and are found through the registry, loaded only when
used, so that `deckmath --help` imports no numba. Exit codes: 0 success or valid claim,
1 invalid claim, 2 bad input or usage, with one line on stderr.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import Any, Callable, Iterable

import click

from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

EXIT_INVALID = 1
EXIT_USAGE = 2
SEED_MAX = 2**63 - 1

__all__ = [
    "EXIT_INVALID", "EXIT_USAGE", "DeckmathGroup", "Failure", "emit", "emit_json", "fail",
    "fresh_seed", "generate_options", "json_option", "main", "run_batch", "run_generate",
    "seed_option", "write_atomically",
]


class Failure(click.ClickException):
    """Bad input: printed as one line on stderr, exit 2."""

    exit_code = EXIT_USAGE


def fail(message: str) -> None:
    raise Failure(message)


def emit_json(obj: dict) -> None:
    """Print one JSON object on one line. A value that is an iterator (not a list) is written as
    a JSON array item by item as it comes, so a long listing is never held in memory."""
    if not any(isinstance(value, Iterator) for value in obj.values()):
        click.echo(json.dumps(obj, ensure_ascii=False))
        return
    click.echo("{", nl=False)
    for i, (key, value) in enumerate(obj.items()):
        click.echo((", " if i else "") + json.dumps(key) + ": ", nl=False)
        if not isinstance(value, Iterator):
            click.echo(json.dumps(value, ensure_ascii=False), nl=False)
            continue
        click.echo("[", nl=False)
        for j, item in enumerate(value):
            click.echo((", " if j else "") + json.dumps(item, ensure_ascii=False), nl=False)
        click.echo("]", nl=False)
    click.echo("}")


def emit(result: Any, as_json: bool) -> None:
    """Print a result (anything with to_json() and to_text()) as one JSON line or as text."""
    if as_json:
        emit_json(result.to_json())
    else:
        click.echo(result.to_text())


def open_lines(source: str) -> Iterator[bytes]:
    """Raw lines of a JSON Lines file, or of stdin for '-'; each is decoded on its own, so one
    line that is not UTF-8 is one bad line, not a bad file."""
    if source == "-":
        yield from sys.stdin.buffer
        return
    try:
        with open(source, "rb") as handle:
            yield from handle
    except OSError as err:
        fail(f"cannot read {source}: {err.strerror}")


def parse_json_line(line: bytes) -> dict:
    """One JSON object from a batch line, or InputError naming what is wrong with it."""
    try:
        text = line.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise InputError("line is not UTF-8 text") from None
    if not text:
        raise InputError("empty line")
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError(f"not JSON: {err.msg} at column {err.colno}") from None
    except ValueError as err:
        raise InputError(f"not usable JSON: {str(err).split(';')[0]}") from None
    if not isinstance(obj, dict):
        raise InputError("each line must be a JSON object")
    return obj


def run_batch(source: str, parse: Callable[[dict], object],
              answer: Callable[[list], Iterable[dict | InputError]],
              chunk: int = 4096) -> tuple[int, int]:
    """Batch mode: one JSON line out per line in, in order; a bad line gives
    {"line": N, "error": ...} and the rest still run. `answer` yields a JSON object per item, or
    the InputError that item raised (it becomes that line's error object). Lines are answered in
    chunks, so memory does not grow with the file. Returns (bad lines, answers)."""
    bad = 0
    done = 0
    pending: list[tuple[int, object]] = []

    def flush() -> None:
        nonlocal done, bad
        items = [item for _, item in pending if not isinstance(item, str)]
        answers = iter(answer(items))
        for number, item in pending:
            if isinstance(item, str):
                emit_json({"line": number, "error": item})
                continue
            out = next(answers)
            if isinstance(out, InputError):
                emit_json({"line": number, "error": str(out)})
                bad += 1
            else:
                emit_json(out)
                done += 1
        pending.clear()

    for number, line in enumerate(open_lines(source), start=1):
        try:
            pending.append((number, parse(parse_json_line(line))))
        except InputError as err:
            pending.append((number, str(err)))
            bad += 1
        if len(pending) >= chunk:
            flush()
            if sys.stderr.isatty():
                click.echo(f"\r{number} lines answered", err=True, nl=False)
    flush()
    if sys.stderr.isatty() and done + bad > chunk:
        click.echo(f"\r{done + bad} lines answered", err=True)
    return bad, done


class DeckmathGroup(click.Group):
    """A click group whose usage errors and bad input end in one line on stderr and exit 2."""

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        try:
            return super().main(*args, **kwargs)
        except click.exceptions.Exit as done:
            sys.exit(done.exit_code)
        except click.exceptions.Abort:
            click.echo("deckmath: interrupted", err=True)
            sys.exit(130)
        except click.ClickException as err:
            name = "error" if isinstance(err, Failure) else "usage"
            click.echo(f"deckmath: {name}: {_one_line(err.format_message())}", err=True)
            sys.exit(EXIT_USAGE)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except InputError as err:
            raise Failure(str(err)) from None


def _one_line(text: str) -> str:
    return " ".join(text.split())


class GamesGroup(DeckmathGroup):
    """The top-level group: each registered game's command group, imported when it is used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return registry.names() + super().list_commands(ctx)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in registry.GAMES:
            return registry.commands(name)
        return super().get_command(ctx, name)


@click.group(cls=GamesGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="deckmath")
def main() -> None:
    """Solve, check and generate puzzles for arithmetic card games.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      deckmath celsius deal --players 3 --seed 7
    """


def json_option(func):
    """--json, for every command that prints results."""
    return click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")(func)


def seed_option(func):
    """--seed for commands that deal: the same seed replays the same deal."""
    return click.option("--seed", type=click.IntRange(0, SEED_MAX),
                        help="Random seed; printed so the deal can be replayed. Default: a fresh one.")(func)


def fresh_seed(seed: int | None) -> int:
    """The seed given, or a fresh one (which the output then records)."""
    import random

    return random.SystemRandom().randrange(2**32) if seed is None else seed


FORMATS = ("text", "markdown", "json", "pdf")


def generate_options(func):
    """Options shared by every game's `generate` command (issue 4)."""
    options = [
        click.option("--count", type=click.IntRange(1, 500), default=12, show_default=True,
                     help="How many puzzles."),
        click.option("--grade", type=click.IntRange(1, 5), default=3, show_default=True,
                     help="Difficulty, 1 (warm-up) to 5 (expert); see generators/README.md."),
        click.option("--seed", type=click.IntRange(0, SEED_MAX), default=1, show_default=True,
                     help="Random seed: the same seed and options give the same puzzles."),
        click.option("--unique", is_flag=True, help="Keep only puzzles with exactly one optimal answer."),
        click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True),
        click.option("-o", "--output", type=click.Path(dir_okay=False),
                     help="Write to this file (needed for pdf); written whole or not at all."),
        click.option("--paper", type=click.Choice(["a4", "letter"]), default="a4", show_default=True),
        click.option("--lang", type=click.Choice(["en", "fr"]), default="en", show_default=True),
        click.option("--deck", type=click.Path(dir_okay=False), help="A deck TOML file (default: reference deck)."),
        click.option("--max-deals", type=click.IntRange(1, 10_000_000), default=200_000, show_default=True,
                     help="Give up after dealing this many candidates."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def run_generate(kind: Any, deck_name: str, options: dict, count: int, grade: int, seed: int,
                 unique: bool, fmt: str, output: str | None, paper: str, lang: str,
                 max_deals: int) -> None:
    """Generate a graded set of a game's puzzle kind with progress on stderr, then print it or
    write it atomically."""
    from deckmath.generators.labels import labels
    from deckmath.generators.puzzle_set import generate

    if fmt == "pdf" and not output:
        fail("--format pdf needs -o FILE")
    words = labels(lang, kind.game)
    with click.progressbar(length=count, label="generating", file=sys.stderr) as bar:
        def progress(kept: int, deals: int) -> None:
            bar.update(kept - bar.pos)

        puzzles = generate(kind, count, grade, seed, unique=unique, deck=deck_name,
                           options=options, max_deals=max_deals, progress=progress)
    if fmt == "pdf":
        from deckmath.generators.render_pdf import write_pdf

        write_atomically(output, lambda path: write_pdf(puzzles, path, words, paper))
        return
    from deckmath.generators import render_text

    text = {"json": render_text.to_json, "text": lambda p: render_text.to_plain(p, words),
            "markdown": lambda p: render_text.to_markdown(p, words)}[fmt](puzzles)
    if output:
        def save(path: str) -> None:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)

        write_atomically(output, save)
    else:
        click.echo(text, nl=False)


def write_atomically(target: str, write: Callable[[str], None]) -> None:
    """Write through a temporary file beside `target`, renamed into place only when complete, so
    an interrupted run (Ctrl-C) leaves no half-written file."""
    import os
    import tempfile

    folder = os.path.dirname(os.path.abspath(target))
    try:
        handle, temporary = tempfile.mkstemp(prefix=".deckmath-", dir=folder)
    except OSError as err:
        fail(f"cannot write {target}: {err.strerror}")
    os.close(handle)
    umask = os.umask(0)
    os.umask(umask)
    try:
        write(temporary)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, target)
    except OSError as err:
        fail(f"cannot write {target}: {err.strerror}")
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


if __name__ == "__main__":
    main()
