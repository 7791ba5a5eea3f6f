"""How the measured features move with the grade, over a large sample of dealt candidates.

Run: python -m deckmath.generators.grade_report celsius --sample 20000 --seed 1
     python -m deckmath.generators.grade_report totaux --kind highest --sample 4000 --seed 1
Prints a Markdown table (the one in generators/README.md): per grade, how many candidates got
it and the mean of each numeric feature / share of each yes-no feature. Games and their kinds
come from the registry.
"""
from __future__ import annotations

import argparse
import random
from collections import defaultdict

from deckmath.generators.puzzle_set import BATCH, Kind, Puzzle
from deckmath.solvers import registry


def sample(kind: Kind, size: int, seed: int) -> list[Puzzle]:
    """Graded puzzles from `size` candidates dealt from `seed` (unsolvable deals dropped)."""
    rng = random.Random(seed)
    graded: list[Puzzle] = []
    for start in range(0, size, BATCH):
        batch = [kind.deal(rng) for _ in range(min(BATCH, size - start))]
        graded += [p for p in kind.assess(batch) if p is not None]
    return graded


def by_grade(kind: Kind, puzzles: list[Puzzle]) -> dict[int, dict[str, float]]:
    """Per grade: count, the mean of every feature (yes-no features as shares) and the share of
    puzzles with exactly one optimal answer."""
    sums: dict[int, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for puzzle in puzzles:
        row = sums[puzzle.grade]
        row["count"] += 1
        for name, value in puzzle.features.items():
            row[name] += float(value)
        row["unique"] += kind.is_unique(puzzle)
    return {
        grade: {name: (v if name == "count" else v / row["count"]) for name, v in row.items()}
        for grade, row in sorted(sums.items())
    }


def markdown(table: dict[int, dict[str, float]]) -> str:
    names = [n for n in next(iter(table.values())) if n != "count"]
    lines = ["| grade | count | " + " | ".join(names) + " |",
             "| --- | --- | " + " | ".join("---" for _ in names) + " |"]
    for grade, row in table.items():
        lines.append(f"| {grade} | {int(row['count'])} | "
                     + " | ".join(f"{row[n]:.2f}" for n in names) + " |")
    return "\n".join(lines)


def kind_of(game: str, kind: str | None = None) -> Kind:
    """A registered game's puzzle kind (its first kind by default) on the reference deck."""
    found = registry.game(game)
    name = kind or next(iter(found.puzzle_kinds))
    if name not in found.puzzle_kinds:
        raise SystemExit(f"{game} has no puzzle kind {name!r}: {', '.join(found.puzzle_kinds)}")
    return found.puzzle_kinds[name](found.load_deck())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--kind", help="the game's puzzle kind (default: its first)")
    parser.add_argument("--sample", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    kind = kind_of(args.game, args.kind)
    print(markdown(by_grade(kind, sample(kind, args.sample, args.seed))))


if __name__ == "__main__":
    main()
