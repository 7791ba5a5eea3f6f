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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deckmath.generators.puzzle_set import BATCH, Kind, Puzzle, generate, levels_of
from deckmath.solvers import registry

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
    """`per_grade` puzzles of every grade of the kind, as sheets climbing from grade 1 to the
    last generated from each seed in turn (what a teacher is given, in one pass over the
    deals), each searched once by a person."""
    people = random.Random(person_seed)
    levels = levels_of(kind)
    out: list[Measured] = []
    share, rest = divmod(per_grade, len(seeds))
    for i, seed in enumerate(seeds):
        count = share + (i < rest)
        if count:
            made = generate(kind, count * levels, (1, levels), seed, max_deals=2_000_000)
            out += [measured(kind, p, people) for p in made.puzzles]
    return out


def remeasured(kind: Kind, graded: Sequence[tuple[int, Mapping[str, Any]]], person_seed: int
               ) -> list[Measured]:
    """Puzzles graded elsewhere, (grade, question JSON) each (an older grading's sheets),
    measured by the kind's model and searched once by a person; their own grades kept."""
    people = random.Random(person_seed)
    out: list[Measured] = []
    for grade, question in graded:
        puzzle = next(iter(kind.assess([kind.candidate_of(question)])))
        if puzzle is None:
            raise ValueError(f"a puzzle graded elsewhere is no puzzle here: {question}")
        found = measured(kind, puzzle, people)
        out.append(Measured(grade, found.effort, found.person, found.greedy, found.features))
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


def bootstrap(values: Sequence[Sequence[float]], statistic: Callable[..., float],
              rounds: int = 400, seed: int = 7) -> tuple[float, float]:
    """A 95% percentile interval of `statistic(*samples)`, resampling each sample apart."""
    rng = random.Random(seed)
    found = sorted(statistic(*[rng.choices(v, k=len(v)) for v in values])
                   for _ in range(rounds))
    return found[int(0.025 * rounds)], found[int(0.975 * rounds) - 1]


MEASURES = ("effort", "person", "greedy")
"""What is measured of each puzzle: the model's effort (the grade's), one person's effort in a
fresh random order, and the greedy player's chance of finding the answer."""


@dataclass(frozen=True)
class Ladder:
    """The figures of one kind: per grade the measures, and per step the probabilities."""

    grades: dict[int, list[Measured]]

    def values(self, grade: int, which: str) -> list[float]:
        return [float(getattr(m, which)) for m in self.grades[grade]]

    def steps(self, which: str) -> list[float]:
        """P(a grade g + 1 puzzle's measure > a grade g one's), ties half, for each step."""
        levels = sorted(self.grades)
        return [step_probability(self.values(g, which), self.values(g + 1, which))
                for g in levels[:-1]]

    def step_intervals(self, which: str) -> list[tuple[float, float]]:
        levels = sorted(self.grades)
        return [bootstrap([self.values(g, which), self.values(g + 1, which)], step_probability)
                for g in levels[:-1]]

    def spearman(self, which: str) -> float:
        pairs = [(g, float(getattr(m, which))) for g, ms in self.grades.items() for m in ms]
        return spearman([g for g, _ in pairs], [e for _, e in pairs])

    def spearman_interval(self, which: str) -> tuple[float, float]:
        levels = sorted(self.grades)

        def statistic(*samples: list[float]) -> float:
            return spearman([g for g, s in zip(levels, samples) for _ in s],
                            [v for s in samples for v in s])

        return bootstrap([self.values(g, which) for g in levels], statistic)

    def mean(self, grade: int, which: str) -> tuple[float, float, float]:
        """The mean of a measure over a grade's puzzles and its 95% bootstrap interval."""
        values = self.values(grade, which)
        low, high = bootstrap([values], statistics.fmean)
        return statistics.fmean(values), low, high

    def feature_means(self, grade: int) -> dict[str, float]:
        """The mean of every other numeric measure the puzzles record (yes-no as shares)."""
        sums: dict[str, list[float]] = {}
        for m in self.grades[grade]:
            for name, value in m.features.items():
                if name not in MEASURES and isinstance(value, (int, float)):
                    sums.setdefault(name, []).append(float(value))
        return {name: statistics.fmean(v) for name, v in sums.items()
                if len(v) == len(self.grades[grade])}


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
        for grade in found.grades:
            mean, low, high = found.mean(grade, "person")
            print(f"  grade {grade}: person {mean:.1f} [{low:.1f}, {high:.1f}], greedy "
                  f"{found.mean(grade, 'greedy')[0]:.2f}")


if __name__ == "__main__":
    main()
