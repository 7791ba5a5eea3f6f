"""Deck censuses: exact statistics over every deal of a deck, or a seeded sample, for every
game with a census face (solvers/game.py CensusFace), run as independent chunks on Dask
distributed, each finished chunk kept on disk so an interrupted census resumes where it
stopped. For Python callers: `plan`, `run`, `versus` (library.py; the module docstring there
has an example).

- library.py: plan a census of any game, run it (a caller's Client, or Dask's configured
  scheduler, or a LocalCluster), the Report, two decks compared;
- cluster.py: the Dask execution (connecting, kernel warm-up per worker, chunks in flight,
  results merged in chunk order, errors in one line);
- commands.py: `deckmath GAME census`, built from the face for every game;
- ranks.py: combinatorial unranking of k-card deals and seeded samples of ranks, cut in chunks;
- store.py: the store folder (manifest of the run's parameters, one file per finished chunk);
- stats.py: merging exact tallies, shares with 95% intervals, seeds;
- versus.py: two decks' reports compared share by share, with 95% intervals of differences;
- tables.py: a report's tables as CSV files;
- outputs.py: what the command writes (report.json, the figure, CSV) and prints;
- plots.py: what the PNG figures are drawn with (matplotlib, Agg, imported only there).

What one chunk computes, the report and the figure are each game's own
(solvers/<game>/census.py). Importing this package imports neither numpy, numba nor dask.
"""
from __future__ import annotations

from typing import Any

__all__ = ["plan", "run", "versus"]


def plan(game: str, deck: Any = None, sample: int | str | None = None,
         seed: int | str | None = None, chunk_size: int | str | None = None,
         **options: Any) -> Any:
    """A census of a registered game (library.plan)."""
    from deckmath.census import library

    return library.plan(game, deck, sample, seed, chunk_size, **options)


def run(job: Any, client: Any = None, store: Any = None, progress: Any = None,
        **more: Any) -> Any:
    """Run a census on Dask and report it (library.run)."""
    from deckmath.census import library

    return library.run(job, client, store, progress, **more)


def versus(job: Any, deck: Any, client: Any = None, **more: Any) -> Any:
    """A census and the same census of another deck, compared (library.versus)."""
    from deckmath.census import library

    return library.versus(job, deck, client, **more)
