"""Whether grades track the effort of a person, measured: samples of graded puzzles with the
model's measures and one person's search of each (a fresh random order, apart from the one
the grade was computed from), and the statistics the docs/grades pages and the ladder test
report: Spearman's rank correlation, the probability that a puzzle of the next grade takes
more effort (ties count half), means with 95% intervals.

Run: python -m deckmath.generators.grade_evidence celsius --per-grade 60 --seeds 101,102
prints each kind's table (the figures of docs/grades/, which docs/grades/make.py writes).
"""
from __future__ import annotations

import argparse
import bisect
import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from deckmath.generators.puzzle_set import BATCH, Kind, Puzzle, generate, levels_of
from deckmath.solvers import registry

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True)
class Measured:
    """One graded puzzle with the model's measures: its grade, the expected effort the grade
    comes from, one person's effort (a fresh random order) and the greedy player's chance."""

    grade: int
    effort: float
    person: int
    greedy: float
    features: dict


def measured(kind: Kind, puzzle: Puzzle, rng: random.Random) -> Measured:
    return Measured(puzzle.grade, float(puzzle.features["effort"]),
                    kind.attempt(puzzle, rng).effort, float(puzzle.features["greedy"]),
                    dict(puzzle.features))


def dealt(kind: Kind, size: int, seed: int, person_seed: int) -> list[Measured]:
    """Every puzzle among `size` candidates dealt from `seed` (grades as they come)."""
    rng = random.Random(seed)
    people = random.Random(person_seed)
    out: list[Measured] = []
    for start in range(0, size, BATCH):
        batch = [kind.deal(rng) for _ in range(min(BATCH, size - start))]
        out += [measured(kind, p, people) for p in kind.assess(batch) if p is not None]
    return out


def sheets(kind: Kind, per_grade: int, seeds: Sequence[int], person_seed: int
           ) -> list[Measured]:
    """`per_grade` puzzles of every grade of the kind, as sheets generated from each seed in
    turn (what a teacher is given), each searched once by a person."""
    people = random.Random(person_seed)
    out: list[Measured] = []
    for grade in range(1, levels_of(kind) + 1):
        share, rest = divmod(per_grade, len(seeds))
        for i, seed in enumerate(seeds):
            count = share + (i < rest)
            if count:
                made = generate(kind, count, grade, seed, max_deals=2_000_000)
                out += [measured(kind, p, people) for p in made.puzzles]
    return out


def ranks(values: Sequence[float]) -> list[float]:
    """Ranks from 1, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's on mid-ranks, so ties are handled)."""
    rx, ry = ranks(x), ranks(y)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def step_probability(lower: Sequence[float], upper: Sequence[float]) -> float:
    """P(a puzzle of `upper` takes more effort than one of `lower`) over every pair, a tie
    counting half: the common-language effect size (Mann-Whitney U / n m)."""
    ordered = sorted(lower)
    wins = 0.0
    for u in upper:
        below = bisect.bisect_left(ordered, u)
        ties = bisect.bisect_right(ordered, u) - below
        wins += below + ties / 2
    return wins / (len(lower) * len(upper))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation; n of at least 30 here)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def bootstrap(values: Sequence[Sequence[float]], statistic: Callable[..., float],
              rounds: int = 400, seed: int = 7) -> tuple[float, float]:
    """A 95% percentile interval of `statistic(*samples)`, resampling each sample apart."""
    rng = random.Random(seed)
    found = sorted(statistic(*[rng.choices(v, k=len(v)) for v in values])
                   for _ in range(rounds))
    return found[int(0.025 * rounds)], found[int(0.975 * rounds) - 1]


@dataclass(frozen=True)
class Ladder:
    """The figures of one kind: per grade the measures, and per step the probabilities."""

    grades: dict[int, list[Measured]]

    def efforts(self, grade: int, which: str) -> list[float]:
        return [float(getattr(m, which)) for m in self.grades[grade]]

    def steps(self, which: str) -> list[float]:
        """P(effort of grade g + 1 > effort of grade g), for each step g -> g + 1."""
        levels = sorted(self.grades)
        return [step_probability(self.efforts(g, which), self.efforts(g + 1, which))
                for g in levels[:-1]]

    def spearman(self, which: str) -> float:
        pairs = [(g, float(getattr(m, which))) for g, ms in self.grades.items() for m in ms]
        return spearman([g for g, _ in pairs], [e for _, e in pairs])


def ladder(found: list[Measured]) -> Ladder:
    grades: dict[int, list[Measured]] = {}
    for m in found:
        grades.setdefault(m.grade, []).append(m)
    return Ladder(dict(sorted(grades.items())))


def kinds() -> list[tuple[str, str, Kind]]:
    """Every (game, kind name, kind on the reference deck) of the registry."""
    out = []
    for name in registry.names():
        game = registry.game(name)
        for kind, make in game.puzzle_kinds.items():
            out.append((name, kind, make(game.load_deck())))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--per-grade", type=int, default=60)
    parser.add_argument("--seeds", default="101,102,103")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    for game, name, kind in kinds():
        if game != args.game:
            continue
        found = ladder(sheets(kind, args.per_grade, seeds, seeds[0] * 7919))
        print(f"{game} {name}: spearman effort {found.spearman('effort'):.3f}, "
              f"person {found.spearman('person'):.3f}")
        for which in ("effort", "person"):
            print(f"  steps ({which}): " + ", ".join(f"{p:.2f}" for p in found.steps(which)))
        for grade, ms in found.grades.items():
            mean, low, high = mean_interval([m.person for m in ms])
            print(f"  grade {grade}: person {mean:.1f} [{low:.1f}, {high:.1f}], greedy "
                  f"{statistics.fmean(m.greedy for m in ms):.2f}")


if __name__ == "__main__":
    main()
