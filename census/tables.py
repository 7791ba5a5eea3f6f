"""A report's tables as CSV files, one per table with a header row, for a spreadsheet: the
census's and a simulation's (`--csv DIR`). Files are written atomically, so a reader never
sees half a table."""
from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from deckmath.solvers.errors import InputError


def csv_text(rows: Sequence[Mapping[str, Any]]) -> str:
    """Rows with the same keys as CSV: the keys as the header, then one line per row (lists
    and dicts written as JSON, None as an empty field)."""
    import orjson

    out = io.StringIO()
    header = list(rows[0]) if rows else []
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        if list(row) != header:
            raise ValueError(f"a table's rows differ in their columns: {list(row)} != {header}")
        writer.writerow(["" if v is None else orjson.dumps(v).decode()
                         if isinstance(v, (list, dict)) else v for v in row.values()])
    return out.getvalue()


def ready(folder: Path) -> None:
    """Make the folder the tables go to, or refuse it (a file, a symlink to one, a device, a
    place that cannot be written) in one line: checked before a census runs, not after."""
    import os

    if folder.exists() and not folder.is_dir():
        raise InputError(f"csv={folder} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(f"csv={folder}: cannot write there ({err.strerror})") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(f"csv={folder}: cannot write there (permission denied)")


def write_tables(tables: Mapping[str, Sequence[Mapping[str, Any]]], folder: Path) -> list[Path]:
    """Each table as `<folder>/<name>.csv`; the folder is made when missing."""
    from deckmath.census.store import write_atomic

    ready(folder)
    try:
        written = []
        for name, rows in tables.items():
            path = folder / f"{name}.csv"
            write_atomic(path, csv_text(rows).encode())
            written.append(path)
    except OSError as err:
        raise InputError(f"csv={folder}: cannot write there ({err.strerror})") from None
    return written
