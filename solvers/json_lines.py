"""A JSON line already encoded, for batch writers that format whole chunks themselves."""
from __future__ import annotations


class EncodedLine(bytes):
    """One JSON object's compact UTF-8 encoding (as orjson writes it), without the newline:
    cli.json_line writes it as it is instead of encoding a dict."""

    __slots__ = ()
