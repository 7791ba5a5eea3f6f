"""The work a worker process runs for the page (web/workers.py): each task names its game and
takes the request's checked values, and reports progress through `progress`."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from deckmath.web import api


def solve(game: str, body: Mapping[str, Any], progress: Callable[[Any], None]) -> dict[str, Any]:
    """api.solve in a worker: a big table's search can then be stopped at once; its phases
    are told to `progress`."""
    return api.solve(api.game_of(game), body, progress)


def sheet(game: str, wanted: Mapping[str, Any], progress: Callable[[Any], None]) -> Any:
    """A sheet (web/sheets.py) in a worker, `progress(kept)` after each batch of candidates."""
    from deckmath.web.sheets import SheetRequest, make_sheet

    return make_sheet(api.game_of(game), SheetRequest(**wanted), progress)


def as_task(function: Callable[..., Any], *args: Any) -> tuple[str, str, tuple[Any, ...]]:
    """A task for Workers.run: a function of this module and its arguments."""
    return (__name__, function.__name__, args)

