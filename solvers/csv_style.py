"""How a spreadsheet in each language reads CSV. English (and most software): `,` between
fields, `.` in decimals, plain UTF-8. French (Excel or LibreOffice set to French): `;` between
fields, `,` in decimals, and a UTF-8 byte-order mark first, without which Excel reads the
file as Windows-1252 (`é` shown as `Ã©`). The generators' and the census's CSV both follow it."""
from __future__ import annotations

from dataclasses import dataclass

from deckmath.solvers.words import read_lang


@dataclass(frozen=True)
class CsvStyle:
    """A language's CSV: the field separator, the decimal mark, what the file starts with."""

    separator: str
    decimal: str
    start: str

    def number(self, value: float) -> str:
        """A decimal number as this language writes it (Python's shortest form otherwise)."""
        return repr(float(value)).replace(".", self.decimal)


STYLES = {"en": CsvStyle(",", ".", ""), "fr": CsvStyle(";", ",", "\ufeff")}


def csv_style(lang: str) -> CsvStyle:
    """The CSV style of a language; InputError naming the languages for another."""
    return STYLES[lang] if lang in STYLES else STYLES[read_lang(lang)]
