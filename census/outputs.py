"""What the census commands share: the cluster options checked, and the report written into
the --out folder (report.json, the PNG plots) and printed (JSON or text)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from deckmath.census.words import WORDS
from deckmath.solvers.errors import InputError

WORKERS_MAX = 256


def check_cluster(workers: str | None, scheduler: str | None, resume: bool,
                  out: str | None) -> int | None:
    """--workers N (LocalCluster size), --scheduler, --resume with --out: the worker count."""
    from deckmath.solvers.notation import parse_int

    if resume and not out:
        raise InputError(WORDS.said("resume_out"))
    if workers is None:
        return None
    if scheduler:
        raise InputError(WORDS.said("workers_scheduler"))
    size = parse_int(workers, "--workers")
    if not 1 <= size <= WORKERS_MAX:
        raise InputError(WORDS.said("workers_range", size=size, most=WORKERS_MAX))
    return size


def finish(result: Any, out: str | None, csv: str | None, as_json: bool) -> None:
    """A census's report (or two decks compared) into --out when given (report.json and the
    figure, its `figure_name`), its tables into --csv DIR, then the
    report on stdout (JSON or text)."""
    import inspect

    import orjson

    from deckmath.census.store import Store
    from deckmath.census.tables import write_tables
    from deckmath.conventions import emit_json, output_lang, text_in

    if out:
        store = Store(Path(out))
        store.write("report.json", orjson.dumps(result.to_json()) + b"\n")
        figure = result.figure
        takes_lang = "lang" in inspect.signature(figure).parameters
        store.write(result.figure_name, figure(output_lang()) if takes_lang else figure())
    if csv:
        write_tables(result.tables(), Path(csv), output_lang())
    if as_json:
        emit_json(result.to_json())
    else:
        click.echo(text_in(result, output_lang()))
