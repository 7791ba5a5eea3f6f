"""One CSV row a simulated game (`simulate --csv`), for a spreadsheet: the game's number and
seed, its length, each seat's bot, score and rank, and the winning seats."""
from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Any, Callable

from deckmath.solvers.game import Outcome


def header(players: int, unit: str) -> list[str]:
    """The column names: game, seed, length in the game's unit, then bot, score and rank of
    every seat (from 1), then winners."""
    seats = [f"seat {s} {what}" for s in range(1, players + 1) for what in ("bot", "score", "rank")]
    return ["game", "seed", unit, *seats, "winners"]


def row(number: int, seed: int, length: int, labels: tuple[str, ...], outcome: Outcome | None
        ) -> list[Any]:
    """A game's row; a game without an outcome (it cannot end) leaves scores, ranks and
    winners empty."""
    cells: list[Any] = [number, seed, length]
    for seat, label in enumerate(labels):
        if outcome is None:
            cells += [label, "", ""]
        else:
            cells += [label, _cell(outcome.scores[seat]), outcome.ranks[seat]]
    cells.append("" if outcome is None else " ".join(map(str, outcome.winners)))
    return cells


def _cell(score: Any) -> Any:
    """A score as one cell: a number as it is, anything else as its text."""
    return score if isinstance(score, (int, float)) else str(score)


@contextmanager
def writer(handle: IO[bytes], players: int, unit: str
           ) -> Iterator[Callable[[list[Any]], None]]:
    """Write UTF-8 CSV to a binary handle: the header now, then every row given."""
    text = io.TextIOWrapper(handle, encoding="utf-8", newline="")
    out = csv.writer(text, lineterminator="\n")
    out.writerow(header(players, unit))
    try:
        yield out.writerow
    finally:
        text.flush()
        text.detach()
