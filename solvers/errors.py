"""The one error type every parser raises: a usage error that names the bad token."""
from __future__ import annotations

from typing import Any


class InputError(ValueError):
    """Bad user input (C5.4, T6.4): the message is one line that names what was wrong and where.

    The message is a plain line or a words.Said (a key of a table of words and its facts), which
    `text(lang)` says in the reader's language; `str()` is the English line."""

    def __init__(self, message: Any = "") -> None:
        super().__init__(str(message))
        self.said = message if callable(getattr(message, "text", None)) else None

    def text(self, lang: str | None = None) -> str:
        """The message in `lang` (English for None, or where the message is plain text)."""
        return self.said.text(lang) if self.said is not None else str(self)
