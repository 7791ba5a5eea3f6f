"""deckmath: solve, check and generate puzzles for four arithmetic card games, and play them.

The games are modules of this package, loaded when first used so that `import deckmath` stays
quick: `deckmath.celsius`, `deckmath.totaux`, `deckmath.grauso`, `deckmath.tempus`, each with
the same verbs (`position`, `solve`, `check`, `generate`) beside the game's own API.
`python -m deckmath` is the command line.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

GAMES = ("celsius", "totaux", "grauso", "tempus")
"""The games, by the names the command line and the registry use."""

__all__ = ["GAMES", "__version__", *GAMES]

if TYPE_CHECKING:
    from deckmath import celsius, grauso, tempus, totaux


def _version() -> str:
    """The installed distribution's version (importlib.metadata costs about 20 ms of start-up,
    so it is read only when asked for)."""
    from importlib import metadata

    try:
        return metadata.version("deckmath")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> ModuleType | str:
    """`deckmath.celsius` and the other games, imported on first use; `__version__` read on
    first use."""
    if name == "__version__":
        version = _version()
        globals()[name] = version
        return version
    if name in GAMES:
        module = importlib.import_module(f"deckmath.{name}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'deckmath' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
