"""What the census commands share: the cluster options checked, and the report written into
the --out folder (report.json, the PNG plots) and printed (JSON or text)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from deckmath.solvers.errors import InputError

WORKERS_MAX = 256


def check_cluster(workers: str | None, scheduler: str | None, resume: bool,
                  out: str | None) -> int | None:
    """--workers N (LocalCluster size), --scheduler, --resume with --out: the worker count."""
    from deckmath.solvers.notation import parse_int

    if resume and not out:
        raise InputError("--resume continues the census in --out DIR: give --out")
    if workers is None:
        return None
    if scheduler:
        raise InputError("--workers sizes the LocalCluster: it does not go with --scheduler")
    size = parse_int(workers, "--workers")
    if not 1 <= size <= WORKERS_MAX:
        raise InputError(f"--workers {size}: give 1 to {WORKERS_MAX} worker processes")
    return size


def finish(rep: dict, out: str | None, game: str, as_json: bool,
           text: Callable[[dict], str], plot: Callable[[dict], bytes]) -> None:
    """report.json and the game's plot (`<game>-census.png`) into --out (when given), then the
    report on stdout."""
    import orjson

    from deckmath.census.store import Store
    from deckmath.cli import emit_json

    if out:
        store = Store(Path(out))
        store.write("report.json", orjson.dumps(rep) + b"\n")
        store.write(f"{game}-census.png", plot(rep))
    if as_json:
        emit_json(rep)
    else:
        click.echo(text(rep))
