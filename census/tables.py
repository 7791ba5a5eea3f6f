"""A report's tables as CSV files, one per table with a header row, for a spreadsheet: the
census's and a simulation's (`--csv DIR`). Files are written atomically, so a reader never
sees half a table."""
from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from deckmath.solvers.csv_style import CsvStyle, csv_style
from deckmath.census.words import WORDS, system_reason
from deckmath.solvers.errors import InputError


def csv_text(rows: Sequence[Mapping[str, Any]], lang: str = "en") -> str:
    """Rows with the same keys as CSV: the keys as the header, then one line per row (lists
    and dicts written as JSON, None as an empty field), as a spreadsheet in `lang` reads it
    (solvers/csv_style.py: in French `;` between fields, decimal commas, a byte-order mark)."""
    import orjson

    style = csv_style(lang)
    out = io.StringIO()
    out.write(style.start)
    header = list(rows[0]) if rows else []
    writer = csv.writer(out, lineterminator="\n", delimiter=style.separator)
    writer.writerow(header)
    for row in rows:
        if list(row) != header:
            raise ValueError(f"a table's rows differ in their columns: {list(row)} != {header}")
        writer.writerow([_field(v, style) for v in row.values()])
    return out.getvalue()


def _field(value: Any, style: CsvStyle) -> Any:
    import orjson

    if value is None:
        return ""
    if isinstance(value, (list, dict)):
        return orjson.dumps(value).decode()
    if isinstance(value, float):
        return style.number(value)
    return value


def ready(folder: Path) -> None:
    """Make the folder the tables go to, or refuse it (a file, a symlink to one, a device, a
    place that cannot be written) in one line: checked before a census runs, not after."""
    import os

    if folder.exists() and not folder.is_dir():
        raise InputError(WORDS.said("csv_file", folder=folder))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(WORDS.said("csv_write", folder=folder,
                                    error=system_reason(err))) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(WORDS.said("csv_write", folder=folder,
                                    error=WORDS.said("permission")))


def write_tables(tables: Mapping[str, Sequence[Mapping[str, Any]]], folder: Path,
                 lang: str = "en") -> list[Path]:
    """Each table as `<folder>/<name>.csv`, as a spreadsheet in `lang` reads it (csv_text);
    the folder is made when missing."""
    from deckmath.census.store import write_atomic

    csv_style(lang)
    ready(folder)
    try:
        written = []
        for name, rows in tables.items():
            path = folder / f"{name}.csv"
            write_atomic(path, csv_text(rows, lang).encode())
            written.append(path)
    except OSError as err:
        raise InputError(WORDS.said("csv_write", folder=folder,
                                    error=system_reason(err))) from None
    return written
