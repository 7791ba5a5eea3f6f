"""Two decks' censuses side by side: for every share the game's census face names, each
deck's figure, the difference (versus minus base) and its 95% interval, and a mark where the
interval leaves out zero. Both runs count the same units (the same deals or the same seeded
sample), so a difference is the decks', not the draw's. The interval is Newcombe's hybrid
score interval for two independent shares (solvers/stats.py): conservative here, where the
samples are the same draws; for a census of every unit the figures are exact and so is the
difference."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckmath.census.stats import DIGITS
from deckmath.census.words import WORDS
from deckmath.generators.notebook import Printed
from deckmath.solvers.stats import difference_interval


@dataclass(frozen=True, repr=False)
class Comparison(Printed):
    """Two reports of the same census on two decks, and their figures compared."""

    base: Any
    versus: Any
    rows: tuple[dict[str, Any], ...]
    names: tuple[str, str] | None = None
    """What the text and the figure call the two decks (names_of); their decks' own names
    when None."""

    @property
    def labels(self) -> tuple[str, str]:
        return self.names or (str(self.base.data["deck"]), str(self.versus.data["deck"]))

    def to_json(self) -> dict[str, Any]:
        return {"base": self.base.to_json(), "versus": self.versus.to_json(),
                "compared": list(self.rows)}

    def to_text(self, lang: str = "en") -> str:
        """The comparison for people, in `lang`: a line a figure, each deck's share, the
        difference and its interval (figures keep the names of the report's JSON)."""
        say = WORDS(lang)
        first, second = self.labels
        lines = [say("versus.head", game=self.base.game, first=first, second=second)]
        width = max((len(r["figure"]) for r in self.rows), default=10)

        def pct(value: float, sign: str = "") -> str:
            text = f"{value:{sign}.2%}"
            return text[:-1].replace(".", ",") + "\u202f%" if lang == "fr" else text

        for r in self.rows:
            ci = (say("versus.exact") if r["exact"]
                  else f"[{pct(r['ci95'][0], '+')} .. {pct(r['ci95'][1], '+')}]")
            lines.append(f"  {r['figure']:<{width}}  {pct(r['base']):>7}  {pct(r['versus']):>7}  "
                         f"{pct(r['difference'], '+'):>7}  {ci}{' *' if r['significant'] else ''}")
        return "\n".join(lines)

    def tables(self) -> dict[str, list[dict[str, Any]]]:
        """The comparison as one table, then each deck's own tables prefixed `base_`/`versus_`."""
        out: dict[str, list[dict[str, Any]]] = {
            "versus": [{k: (v if k != "ci95" else None) for k, v in r.items() if k != "ci95"}
                       | {"low": r["ci95"][0], "high": r["ci95"][1]} for r in self.rows]}
        for prefix, report in (("base", self.base), ("versus", self.versus)):
            out.update({f"{prefix}_{name}": rows for name, rows in report.tables().items()})
        return out

    @property
    def figure_name(self) -> str:
        """The figure's file name in a census folder: `<game>-versus.png`."""
        return f"{self.base.game}-versus.png"

    def figure(self, lang: str = "en") -> Any:
        """One plot with both decks: each share as two bars, the versus deck's with its
        interval; PNG bytes a notebook shows as the picture (census/plots.py Png), its words
        in `lang` (each share keeps its name in the reports)."""
        from deckmath.census import plots

        say = WORDS(lang)
        plt = plots.pyplot()
        rows = self.rows
        fig, ax = plt.subplots(figsize=(10, 0.45 * len(rows) + 1.6))
        ys = range(len(rows))
        ax.barh([y + 0.2 for y in ys], [100 * r["base"] for r in rows], 0.4,
                color="#4477aa", label=self.labels[0])
        ax.barh([y - 0.2 for y in ys], [100 * r["versus"] for r in rows], 0.4,
                color="#ee6677", label=self.labels[1])
        ax.set_yticks(list(ys), [r["figure"] + (" *" if r["significant"] else "") for r in rows],
                      fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel(say("versus.axis"), fontsize=9)
        mode = str(self.base.data.get("mode", "units"))
        ax.set_title(say("versus.title", game=self.base.game,
                         mode=say(f"mode.{mode}") if f"mode.{mode}" in say.templates else mode),
                     fontsize=10)
        ax.legend(fontsize=8, loc="lower right")
        fig.tight_layout()
        return plots.png(fig)


def names_of(base: str, versus: str, base_file: str | None = None,
             versus_file: str | None = None) -> tuple[str, str]:
    """What to call two decks: their own names, or where both have the same name (a copy of
    the reference deck, edited), each by its file's name (its path when the two files' names
    are the same too), and a deck without a file by its name and its side."""
    if base != versus:
        return base, versus
    if base_file and versus_file and Path(base_file).name == Path(versus_file).name:
        return base_file, versus_file
    first = Path(base_file).name if base_file else None
    second = Path(versus_file).name if versus_file else None
    if first is None and second is None:
        return f"{base} (first)", f"{versus} (second)"
    return first or base, second or versus


def compare(base: Any, versus: Any, names: tuple[str, str] | None = None) -> Comparison:
    """Every share both reports have, compared (module docstring)."""
    a, b = base.shares(), versus.shares()
    sampled = base.sampled or versus.sampled
    rows = []
    for name in [n for n in a if n in b]:
        (ca, na), (cb, nb) = a[name], b[name]
        if not na or not nb:
            continue
        d, low, high = difference_interval(ca, na, cb, nb)
        if not sampled:
            low = high = d
        rows.append({"figure": name, "base": round(ca / na, DIGITS),
                     "versus": round(cb / nb, DIGITS), "difference": round(d, DIGITS),
                     "ci95": [round(low, DIGITS), round(high, DIGITS)], "exact": not sampled,
                     "significant": bool(low > 0 or high < 0) if sampled else d != 0,
                     "base_count": ca, "base_of": na, "versus_count": cb, "versus_of": nb})
    return Comparison(base, versus, tuple(rows), names)
