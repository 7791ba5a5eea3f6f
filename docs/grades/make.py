"""Remake docs/grades/: for every game and puzzle kind of the registry, the table grade ->
each measure of the person model with 95% intervals, the probability that a puzzle of the next
grade takes more effort (each step), Spearman's correlation, and a plot; with `--before DIR`,
the same measures of the grades an older tree gives (DIR holds its `deckmath` package).

Run from a checkout with its virtual environment (about 15 minutes on one core):
    .venv/bin/python docs/grades/make.py
    .venv/bin/python docs/grades/make.py --before /tmp/old --games celsius
The puzzles are generated on seeds 101-105, apart from the seed the bands were calibrated on
(9001, `--calibration` prints those figures); each is searched once by a person of the model in
a fresh random order (seed 4242). Ties count half in every step probability.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from deckmath.generators import grade_evidence as ge
from deckmath.generators.labels import grade_meanings, labels
from deckmath.generators.puzzle_set import Kind, levels_of
from deckmath.solvers import registry

HERE = Path(__file__).resolve().parent
SEEDS = (101, 102, 103, 104, 105)
PERSON_SEED = 4242
CALIBRATION_SEED = 9001
CALIBRATION_DEALS = {"celsius": 6000, "totaux": 3000, "grauso": 4000, "tempus": 2000}
"""Candidates dealt for the calibration figures, per game (every grade as dealt)."""
OLD_GRADES = range(1, 6)


def before(directory: str, game: str, kind: str, per_grade: int) -> list[tuple[int, dict]]:
    """(grade, question JSON) of `per_grade` puzzles of each grade an older tree makes, run as
    `deckmath GAME generate` with PYTHONPATH=directory on the same seeds."""
    env = dict(os.environ, PYTHONPATH=directory)
    many = len(registry.game(game).puzzle_kinds) > 1
    out: list[tuple[int, dict]] = []
    for grade in OLD_GRADES:
        share, rest = divmod(per_grade, len(SEEDS))
        for i, seed in enumerate(SEEDS):
            count = share + (i < rest)
            args = [sys.executable, "-m", "deckmath.cli", game, "generate",
                    *(["--kind", kind] if many else []), "--count", str(count), "--grade",
                    str(grade), "--seed", str(seed), "--format", "json",
                    "--max-deals", "2000000"]
            done = subprocess.run(args, env=env, capture_output=True, text=True, cwd="/")
            if done.returncode != 0:
                raise SystemExit(f"the older tree failed: {' '.join(args[2:])}: {done.stderr}")
            out += [(grade, p["question"]) for p in json.loads(done.stdout)["puzzles"]]
    return out


def interval(mean: float, low: float, high: float, digits: int | None = None) -> str:
    """`mean [low, high]`, to `digits` decimals or as many as the mean's size calls for."""
    if digits is None:
        digits = 2 if mean < 10 else 1 if mean < 100 else 0
    return f"{mean:,.{digits}f} [{low:,.{digits}f}, {high:,.{digits}f}]"


def table(found: ge.Ladder, kind: Kind) -> list[str]:
    """The grade -> measures table in Markdown."""
    capped = kind.bands.cap < float("inf")
    extra = sorted({name for g in found.grades for name in found.feature_means(g)})
    head = ["grade", "puzzles", "model effort" + (" (counted up to the cap)" if capped else ""),
            "one person's effort", "median person", "greedy success", *extra]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for g in found.grades:
        persons = sorted(found.values(g, "person"))
        means = found.feature_means(g)
        row = [str(g), str(len(found.grades[g])),
               interval(*found.mean(g, "effort")),
               interval(*found.mean(g, "person")),
               f"{persons[len(persons) // 2]:,.0f}",
               interval(*found.mean(g, "greedy"), 2),
               *(f"{means[name]:,.2f}" if name in means else "-" for name in extra)]
        lines.append("| " + " | ".join(row) + " |")
    return lines


def steps(found: ge.Ladder) -> list[str]:
    levels = sorted(found.grades)
    lines = ["| step | P(model effort rises) | P(one person's effort rises) |",
             "| --- | --- | --- |"]
    for (g, model, person, m_ci, p_ci) in zip(
            levels, found.steps("effort"), found.steps("person"),
            found.step_intervals("effort"), found.step_intervals("person")):
        lines.append(f"| {g} -> {g + 1} | {model:.2f} [{m_ci[0]:.2f}, {m_ci[1]:.2f}] | "
                     f"{person:.2f} [{p_ci[0]:.2f}, {p_ci[1]:.2f}] |")
    s_model, s_person = found.spearman("effort"), found.spearman("person")
    lo_m, hi_m = found.spearman_interval("effort")
    lo_p, hi_p = found.spearman_interval("person")
    lines += ["", f"Spearman(grade, model effort) = {s_model:.3f} [{lo_m:.3f}, {hi_m:.3f}]; "
                  f"Spearman(grade, one person's effort) = {s_person:.3f} "
                  f"[{lo_p:.3f}, {hi_p:.3f}]."]
    return lines


def plot(path: Path, title: str, found: ge.Ladder, old: ge.Ladder | None) -> None:
    """Box plots of one person's effort per grade (log scale, the model's mean as a dot), and
    the greedy player's success per grade, with the older grades beside when given."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = 3 if old else 2
    fig, axes = plt.subplots(1, panels, figsize=(4.2 * panels, 3.6))
    ladders = [("grades now", found)] + ([("grades before", old)] if old else [])
    for ax, (name, ladder) in zip(axes, ladders):
        levels = sorted(ladder.grades)
        ax.boxplot([ladder.values(g, "person") for g in levels], positions=levels,
                   widths=0.5, showfliers=False)
        ax.plot(levels, [ladder.mean(g, "effort")[0] for g in levels], "o", color="tab:red",
                label="model effort (mean)")
        ax.set_yscale("log")
        ax.set_xlabel("grade")
        ax.set_ylabel("one person's effort")
        ax.set_title(f"{title}: {name}", fontsize=9)
        ax.legend(fontsize=7, loc="upper left")
    ax = axes[-1]
    for name, ladder, colour in [("now", found, "tab:blue")] + (
            [("before", old, "tab:grey")] if old else []):
        levels = sorted(ladder.grades)
        means = [ladder.mean(g, "greedy") for g in levels]
        ax.errorbar(levels, [m[0] for m in means],
                    yerr=[[m[0] - m[1] for m in means], [m[2] - m[0] for m in means]],
                    marker="o", capsize=3, color=colour, label=f"grades {name}")
    ax.set_ylim(0, 1.05)
    ax.set_xlabel("grade")
    ax.set_ylabel("greedy player's success")
    ax.set_title(f"{title}: greedy player, 95% intervals", fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(fig)


def calibration(game: str, name: str, kind: Kind) -> list[str]:
    """The bands' figures on the calibration seed: every candidate as dealt."""
    found = ge.ladder(ge.dealt(kind, CALIBRATION_DEALS[game], CALIBRATION_SEED,
                               CALIBRATION_SEED + 1))
    total = sum(len(ms) for ms in found.grades.values())
    lines = [f"Calibration ({CALIBRATION_DEALS[game]:,} deals from seed {CALIBRATION_SEED}, "
             f"{total:,} puzzles): share of puzzles per grade "
             + ", ".join(f"{g}: {len(ms) / total:.1%}" for g, ms in found.grades.items())
             + "; one person's effort rises at each step with probability "
             + ", ".join(f"{p:.2f}" for p in found.steps("person")) + "."]
    return lines


def page(game: str, per_grade: int, directory: str | None, calibrate: bool) -> None:
    found_game = registry.game(game)
    words = labels("en", game)
    lines = [f"# {found_game.title}: what the grades mean, measured", "",
             f"Remade by `docs/grades/make.py` ({per_grade} puzzles a grade and kind, sheets "
             f"generated on seeds {SEEDS[0]}-{SEEDS[-1]}, each searched once by a person of "
             f"the model in a fresh random order, seed {PERSON_SEED}). The model of a person "
             f"solving is `solvers/{game}/difficulty.py` (its docstring gives the reasoning); "
             f"the grade is the band of its effort (`BANDS` in `solvers/{game}/puzzles.py`). "
             "Intervals are 95% bootstrap intervals; a step probability is the chance that a "
             "puzzle of the next grade takes more effort than one of this grade, over every "
             "pair, a tie counting half.", ""]
    for name, make in found_game.puzzle_kinds.items():
        kind = make(found_game.load_deck())
        found = ge.ladder(ge.sheets(kind, per_grade, SEEDS, PERSON_SEED))
        old = (ge.ladder(ge.remeasured(kind, before(directory, game, name, per_grade),
                                       PERSON_SEED)) if directory else None)
        picture = f"{game}-{name}.png"
        plot(HERE / picture, f"{found_game.title} {name}", found, old)
        lines += [f"## {words[name]} ({levels_of(kind)} grades)", "",
                  *(f"- {line}" for line in grade_meanings(words, name)), "",
                  f"![{words[name]}: effort and greedy success per grade]({picture})", "",
                  *table(found, kind), "", *steps(found), ""]
        if calibrate:
            lines += calibration(game, name, kind) + [""]
        if old is not None:
            lines += ["### The grades before, measured by the same model", "",
                      *table(old, kind), "", *steps(old), ""]
        print(f"{game} {name}: done", file=sys.stderr, flush=True)
    (HERE / f"{game}.md").write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-grade", type=int, default=100)
    parser.add_argument("--before", metavar="DIR", help="folder holding an older deckmath")
    parser.add_argument("--games", default=",".join(registry.names()))
    parser.add_argument("--calibration", action="store_true",
                        help="add the bands' figures on the calibration seed")
    args = parser.parse_args()
    for game in args.games.split(","):
        page(game, args.per_grade, args.before, args.calibration)


if __name__ == "__main__":
    main()
