"""Input files for the batch benchmarks: dealt Celsius positions, Celsius claims and Totaux
tables as JSON Lines, seeded, so that every run (and every branch) reads the same lines.

    .venv/bin/python benchmarks/batch_lines.py /tmp/batch 200000

writes positions.jsonl (dealt 7-card hands, 2 hot values, C4.1), claims.jsonl (the same
positions with a claimed play each: the best play on even lines, the first card alone on odd
ones, C5.1) and tables.jsonl (400 dealt 6-card reference deals, T2.1) into the folder.

    .venv/bin/python benchmarks/batch_lines.py --before celsius solve /tmp/batch/positions.jsonl

runs a batch as it ran before batches went by chunks (run_before), for a comparison in the
same run.
"""
from __future__ import annotations

import argparse
import random
from pathlib import Path

import orjson

SEED = 2026
TABLES = 400


def celsius_positions(count: int, seed: int = SEED) -> list[dict]:
    """`count` dealt positions of the reference deck (7 cards, 2 hot values, C4.1) as JSON
    objects."""
    from deckmath.solvers.celsius import GAME, load_deck

    deck, rng = load_deck(), random.Random(seed)
    return [GAME.random_position(deck, rng).to_json() for _ in range(count)]


def celsius_claims(positions: list[dict]) -> list[dict]:
    """A claim per position (C5.1): its best play on even lines, its first card alone on odd
    ones (a wildcard played as 1), so that about half are invalid."""
    from deckmath.solvers.celsius import GAME, solve_many

    solutions = solve_many([GAME.parse_position(obj) for obj in positions])
    out = []
    for i, (obj, solution) in enumerate(zip(positions, solutions)):
        best = GAME.best_answer(solution)
        first = obj["hand"][0] + ("=1" if obj["hand"][0].endswith("?") else "")
        play = GAME.format_answer(best) if best and i % 2 == 0 else first
        out.append({**obj, "play": play})
    return out


def totaux_tables(count: int = TABLES, seed: int = SEED) -> list[dict]:
    """`count` dealt 6-card tables of the reference deck (T2.1) as JSON objects."""
    from deckmath.solvers.totaux import load_deck
    from deckmath.solvers.totaux.deck import draw_table

    deck, rng = load_deck(), random.Random(seed)
    return [{"table": [str(c) for c in draw_table(deck, rng)]} for _ in range(count)]


def write_lines(path: Path, objs: list[dict]) -> Path:
    """One compact JSON line per object."""
    path.write_bytes(b"".join(orjson.dumps(obj) + b"\n" for obj in objs))
    return path


def write_all(folder: Path, lines: int) -> dict[str, Path]:
    """The three files of the module docstring in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    positions = celsius_positions(lines)
    return {"positions": write_lines(folder / "positions.jsonl", positions),
            "claims": write_lines(folder / "claims.jsonl", celsius_claims(positions)),
            "tables": write_lines(folder / "tables.jsonl", totaux_tables())}


def main() -> None:
    """Write the files for a folder and a count of Celsius lines given on the command line, or
    with --before GAME COMMAND FILE run a batch the way it ran before (run_before)."""
    import sys

    if sys.argv[1:2] == ["--before"]:
        sys.exit(run_before(*sys.argv[2:5]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("lines", type=int, nargs="?", default=200_000)
    args = parser.parse_args()
    for name, path in write_all(args.folder, args.lines).items():
        print(f"{name}: {path}")


def run_before(game: str, command: str, source: str) -> int:
    """`deckmath GAME COMMAND --batch SOURCE` as it ran before batches went by chunks: the
    line-by-line runner (conventions.run_batch) over the model's path, the code still in place
    (celsius batch.read/answer/shortest, totaux position_from_json/solve_positions); the exit
    code. For benchmarks side by side with today's command, in the same run."""
    from deckmath.conventions import run_batch

    if game == "totaux":
        from deckmath.solvers import totaux

        bad, _ = run_batch(source, totaux.position_from_json,
                           lambda ps: (s.to_json() for s in totaux.solve_positions(ps)))
        return 2 if bad else 0
    from deckmath.solvers import celsius
    from deckmath.solvers.celsius import batch
    from deckmath.solvers.notation import field

    if command == "solve":
        bad, _ = run_batch(source, batch.read, batch.answer)
        return 2 if bad else 0
    invalid = 0

    def parse(obj: dict):
        row = batch.read(obj)
        return (row, *celsius.parse_claimed_play(field(obj, "play"), field(obj, "target", None)))

    def answer(items):
        nonlocal invalid
        for (row, claimed, aim), fewest in zip(items, batch.shortest([i[0] for i in items])):
            verdict = celsius.check(batch.position(row), claimed, aim, fewest)
            invalid += not verdict.valid
            yield verdict.to_json()

    bad, _ = run_batch(source, parse, answer)
    return 2 if bad else 1 if invalid else 0


if __name__ == "__main__":
    main()
