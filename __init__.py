"""deckmath: solve, check and generate puzzles for four arithmetic card games, and play them.

The games are modules of this package, loaded when first used so that `import deckmath` stays
quick: `deckmath.celsius`, `deckmath.totaux`, `deckmath.grauso`, `deckmath.tempus`, each with
the same verbs (`position`, `solve`, `check`, `generate`) beside the game's own API.
`python -m deckmath` is the command line.
"""
from __future__ import annotations

import importlib
from importlib import metadata
from types import ModuleType
from typing import TYPE_CHECKING

try:
    __version__: str = metadata.version("deckmath")
except metadata.PackageNotFoundError:
    __version__ = "0+unknown"

GAMES = ("celsius", "totaux", "grauso", "tempus")
"""The games, by the names the command line and the registry use."""

__all__ = ["GAMES", "__version__", *GAMES]

if TYPE_CHECKING:
    from deckmath import celsius, grauso, tempus, totaux


def __getattr__(name: str) -> ModuleType:
    """`deckmath.celsius` and the other games, imported on first use."""
    if name in GAMES:
        module = importlib.import_module(f"deckmath.{name}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'deckmath' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
