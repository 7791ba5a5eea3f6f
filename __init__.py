"""deckmath: solve, check and generate puzzles for four arithmetic card games, and play them.

The games are modules of this package, loaded when first used so that `import deckmath` stays
quick: `deckmath.celsius`, `deckmath.totaux`, `deckmath.grauso`, `deckmath.tempus`, each with
the same verbs (`position`, `solve`, `check`, `generate`) beside the game's own API. They are
made from the registry (solvers/registry.py) by `GameModules`, so a new game's one registry
line gives it its module too. `python -m deckmath` is the command line.
"""
from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any, cast


def _games() -> tuple[str, ...]:
    """The registered games, read from the registry when first needed (importing the registry
    costs start-up time that `import deckmath` does not pay)."""
    from deckmath.solvers.registry import names

    return tuple(names())


class GameModules:
    """The import system's finder and loader of `deckmath.<game>` for every registered game
    (consulted only for names no file provides): the module is filled from the game's package
    and the shared verbs (solvers/library.py fill_game_module) when first imported."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        parent, _, name = fullname.rpartition(".")
        if parent == __name__ and name in _games():
            from importlib.util import spec_from_loader

            return spec_from_loader(fullname, cast(Any, self))
        return None

    def create_module(self, spec: Any) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        from deckmath.solvers.library import fill_game_module

        fill_game_module(module, module.__name__.rpartition(".")[2])


if not any(isinstance(finder, GameModules) for finder in sys.meta_path):
    sys.meta_path.append(GameModules())


def _version() -> str:
    """The installed distribution's version (importlib.metadata costs about 20 ms of start-up,
    so it is read only when asked for)."""
    from importlib import metadata

    try:
        return metadata.version("deckmath")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> Any:
    """`deckmath.celsius` and the other games, imported on first use; `GAMES` (the registered
    games, by the names the command line and the registry use) and `__version__` read on first
    use."""
    if name == "__version__":
        version = _version()
        globals()[name] = version
        return version
    if name == "GAMES":
        games = _games()
        globals()[name] = games
        return games
    if name == "__all__":
        return ["GAMES", "__version__", *_games()]
    if name in _games():
        module = importlib.import_module(f"deckmath.{name}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'deckmath' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(["GAMES", "__version__", *_games()])
