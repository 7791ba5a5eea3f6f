"""The Totaux deck census: every 6-card deal of a deck (T7.1), or a seeded
sample of them, solved (T5) and tallied as exact whole numbers.

Per deal: each card's reachability and fewest cards (T5.1), the best announcement (T5.2),
whether a prime total is reachable (T5.2, T7.3), and with --counts each card's number of
distinct combinations (T3.7). Reachability alone runs the kernel's layered search
(kernel.search: exact fewest cards, no counts, about 7 times faster than counting); --counts
runs the exact programme (kernel.build). A deal is a rank in the lexicographic order of the
deck's 6-card subsets, cards in deck order (census/ranks.py), so chunks are rank ranges.

Counts of combinations (T3.7) run into the millions per card on the reference deck (4.3
million per deal on average): their histogram `count_log2` is binned by powers of two, key b
counting the cards with 2**b <= count < 2**(b + 1) and "null" those with none (unreachable);
`combinations` is the exact sum over every card of every deal.

Everything here but `tally_chunk` (which runs on the Dask workers) is plain Python."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from deckmath.census import ranks, stats
from deckmath.solvers.decks import sha256 as deck_sha256
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import CensusFace, CensusOption, Planned
from deckmath.solvers.words import Said
from deckmath.solvers.totaux.deck import DEAL_SIZE, Deck
from deckmath.solvers.totaux.model import VARIANT_CODE, is_prime
from deckmath.solvers.totaux.words import (
    ERRORS, GAME_NAME, WORDS, decimal, percent, plain_count,
)

CHUNK_SIZE = 2000
"""Deals per chunk by default: about a second of work for the layered search (benchmarks)."""

CHUNK_SIZE_COUNTS = 250
"""Deals per chunk by default with --counts: about two seconds of counting."""

CHUNK_MAX = 10**6
FORMAT = 1
"""Version of the chunk files' layout, in the manifest: a folder of another layout is refused."""


@dataclass(frozen=True, repr=False)
class Plan(Planned):
    """What a census counts: the deck, the variant, every deal or a sample of `sample` deals
    drawn with `seed` (without replacement), the chunk size, counts or not."""

    deck: Deck
    variant: str = "chain"
    sample: int | None = None
    seed: int | None = None
    counts: bool = False
    chunk_size: int = CHUNK_SIZE

    unit = "deals"

    @property
    def sampled(self) -> bool:
        return self.sample is not None

    @property
    def title(self) -> str:
        return self.said_title.text()

    @property
    def said_title(self) -> Said:
        """The title in the reader's language (CensusPlan): the variant in its words."""
        return WORDS.said("census.title", game=GAME_NAME,
                          variant=WORDS.said(f"variant.{self.variant}"))

    @property
    def population(self) -> int:
        return ranks.deal_count(len(self.deck.cards), DEAL_SIZE)

    def check(self) -> None:
        if not 1 <= self.chunk_size <= CHUNK_MAX:
            raise InputError(ERRORS.said("census.chunk_size", most=CHUNK_MAX,
                                         keyword=f"chunk_size={self.chunk_size}"))
        if self.sample is not None:
            most = min(self.population, ranks.SAMPLE_MAX)
            if not 1 <= self.sample <= most:
                raise InputError(ERRORS.said("census.sample", keyword=f"sample={self.sample}",
                                             most=most, population=self.population,
                                             size=DEAL_SIZE))

    def manifest(self) -> dict:
        """The run's parameters, as the store's manifest.json keeps them."""
        return {"census": "totaux", "format": FORMAT, "deck": self.deck.name,
                "deck_sha256": deck_sha256(self.deck), "deck_cards": len(self.deck.cards),
                "variant": self.variant, "deal_size": DEAL_SIZE,
                "mode": "all" if self.sample is None else "sample", "sample": self.sample,
                "seed": self.seed, "sampling": None if self.sample is None else
                "without replacement", "chunk_size": self.chunk_size, "counts": self.counts}

    def chunks(self) -> list[dict]:
        if self.sample is None:
            return [dict(c, size=c["hi"] - c["lo"])
                    for c in ranks.range_chunks(self.population, self.chunk_size)]
        if self.seed is None:
            raise ValueError("a sample is drawn with a seed: give one")
        return [dict(c, size=len(c["ranks"])) for c in ranks.list_chunks(
            ranks.sample_ranks(self.population, self.sample, self.seed), self.chunk_size)]

    def keywords(self) -> dict[str, Any]:
        """The keywords of `plan` that make this census again (of any deck)."""
        return {"sample": self.sample, "seed": self.seed, "chunk_size": self.chunk_size,
                "deals": None if self.sample is not None else "all", "variant": self.variant,
                "counts": self.counts}

    def params(self) -> dict:
        """What every worker needs: the cards (low, high, total), variant code, counts."""
        return {"cards": [[c.low, c.high, c.total] for c in self.deck.cards],
                "variant": VARIANT_CODE[self.variant], "counts": self.counts, "k": DEAL_SIZE}


def plan(deck: Deck, sample: int | str | None = None, seed: int | str | None = None,
         chunk_size: int | str | None = None, deals: str | None = None,
         variant: str | None = None, counts: bool = False) -> Plan:
    """The census asked for, checked: every deal (deals='all') or a seeded sample;
    InputError naming the bad keyword."""
    from deckmath.solvers.notation import parse_int

    if (deals is None) == (sample is None):
        raise InputError(ERRORS.said("census.either", deals="deals=all", sample="sample=N"))
    if deals is not None and deals != "all":
        raise InputError(ERRORS.said("census.deals", keyword=f"deals={deals}", all="all"))
    if deals and seed is not None:
        raise InputError(ERRORS.said("census.seed", seed="seed", sample="sample=N",
                                     deals="deals=all"))
    if variant not in (None, "chain", "pair"):
        raise InputError(ERRORS.said("census.variant", keyword=f"variant={variant}"))
    count = None if sample is None else parse_int(sample, "sample")
    size = (CHUNK_SIZE_COUNTS if counts else CHUNK_SIZE) if chunk_size is None \
        else parse_int(chunk_size, "chunk_size")
    chosen = Plan(deck, variant or "chain", count,
                  None if sample is None else stats.seed_of(seed), bool(counts), size)
    chosen.check()
    return chosen


class Tally:
    """Exact counts over deals; `add` takes one solved deal."""

    def __init__(self, deck_cards: int, counts: bool) -> None:
        self.deals = 0
        self.any_reachable = 0
        self.highest_reachable = 0
        self.prime_reachable = 0
        self.best_total: Counter = Counter()
        self.best_min_cards: Counter = Counter()
        self.min_cards: Counter = Counter()
        self.reachable_cards: Counter = Counter()
        self.dealt = [0] * deck_cards
        self.reached = [0] * deck_cards
        self.fewest = [0] * deck_cards
        self.counts: Counter | None = Counter() if counts else None
        self.combinations = 0

    def add(self, deal: tuple[int, ...], totals: list[int], reach: list[int],
            counts: list[int] | None = None) -> None:
        """One deal: deck indexes, the table's totals, fewest cards per card (-1: unreachable,
        T5.1) and, when counting, combinations per card (T3.7)."""
        self.deals += 1
        best = None
        reached = 0
        for i, card in enumerate(deal):
            k = reach[i]
            self.dealt[card] += 1
            self.min_cards["null" if k < 0 else str(k)] += 1
            if k < 0:
                continue
            reached += 1
            self.reached[card] += 1
            self.fewest[card] += k
            if best is None or totals[i] > totals[best] or (
                    totals[i] == totals[best] and k < reach[best]):
                best = i
        self.reachable_cards[str(reached)] += 1
        if best is None:
            self.best_total["null"] += 1
            self.best_min_cards["null"] += 1
        else:
            self.any_reachable += 1
            self.best_total[str(totals[best])] += 1  # T5.2
            self.best_min_cards[str(reach[best])] += 1
            self.highest_reachable += totals[best] == max(totals)
            self.prime_reachable += any(reach[i] >= 0 and is_prime(totals[i])
                                        for i in range(len(deal)))
        if self.counts is not None:
            if counts is None:
                raise ValueError("a tally with counts needs the deal's combinations per card")
            for c in counts:
                self.counts[str(c.bit_length() - 1) if c else "null"] += 1
                self.combinations += c

    def to_json(self) -> dict:
        out = {"deals": self.deals, "any_reachable": self.any_reachable,
               "highest_reachable": self.highest_reachable,
               "prime_reachable": self.prime_reachable, "best_total": dict(self.best_total),
               "best_min_cards": dict(self.best_min_cards), "min_cards": dict(self.min_cards),
               "reachable_cards": dict(self.reachable_cards), "dealt": self.dealt,
               "reached": self.reached, "fewest": self.fewest}
        if self.counts is not None:
            out["count_log2"] = dict(self.counts)
            out["combinations"] = self.combinations
        return out


def tally_chunk(params: dict, chunk: dict) -> dict:
    """One chunk on a worker: its deals (a rank range, or listed ranks) solved with the numba
    kernel, tallied (Tally.to_json)."""
    import numpy as np

    from deckmath.solvers.totaux.solve import MAX_STATES, _kernel, _search_kernel

    kernel = _kernel() if params["counts"] else _search_kernel()
    cards = np.array(params["cards"], np.int64)
    low, high, total = (np.ascontiguousarray(cards[:, j]) for j in range(3))
    n, k, variant, counting = len(cards), params["k"], params["variant"], params["counts"]
    deals = (ranks.deals_between(chunk["lo"], chunk["hi"], n, k) if "lo" in chunk
             else (ranks.unrank(r, n, k) for r in chunk["ranks"]))
    tally = Tally(n, counting)
    for deal in deals:
        index = np.array(deal, np.int64)
        fa, fb, tot = low[index], high[index], total[index]
        if counting:
            out = kernel.build(fa, fb, tot, variant, MAX_STATES)
            reach, counts, complete = out[5], out[6], out[8]
            if not complete or (counts < 0).any():
                raise RuntimeError(f"deal {deal}: counting did not complete")
            tally.add(deal, tot.tolist(), reach.tolist(), counts.tolist())
        else:
            _, _, reach, _, searched = kernel.search(fa, fb, tot, variant, MAX_STATES)
            if searched < k and (reach < 0).any():
                raise RuntimeError(f"deal {deal}: the search stopped at {searched} cards")
            tally.add(deal, tot.tolist(), reach.tolist())
    return tally.to_json()


def tally_direct(deck: Deck, variant: str, deals, counts: bool = False,
                 engine: str = "auto") -> dict:
    """The same tally from the public solver (solve.solve with `engine`), one deal at a time,
    without Dask: what tests compare the census with."""
    from deckmath.solvers.totaux.solve import solve

    tally = Tally(len(deck.cards), counts)
    for deal in deals:
        table = tuple(deck.cards[i] for i in deal)
        solution = solve(table, variant, engine)
        tally.add(deal, [c.total for c in table],
                  [-1 if r.min_cards is None else r.min_cards for r in solution.by_card],
                  _combinations([r.count for r in solution.by_card]) if counts else None)
    return tally.to_json()


def _combinations(found: list[int | None]) -> list[int]:
    """A solved deal's combinations per card (T3.7); ValueError for a count past int64 (None),
    which a deal of 6 cards never reaches."""
    if None in found:
        raise ValueError("a card's count of combinations is past int64")
    return [c for c in found if c is not None]


def report(plan: Plan, t: dict, chunks: int) -> dict:
    """The census report: the parameters, then every figure, from the merged tally (merged in
    chunk order: byte-identical whatever order the chunks finished in)."""
    n = t["deals"]
    sampled = plan.sample is not None
    out = plan.manifest()
    del out["format"]
    out.update({"population": plan.population, "chunks": chunks})
    out.update({key: t[key] for key in ("deals", "any_reachable", "highest_reachable",
                                        "prime_reachable")})
    out["shares"] = {key: stats.share(t[key], n, sampled)
                     for key in ("any_reachable", "highest_reachable", "prime_reachable")}
    for key in ("best_total", "best_min_cards", "min_cards", "reachable_cards"):
        out[key] = stats.histogram(t[key])
    out["by_card"] = [{"card": str(card), "dealt": d, "reached": r,
                       "share": round(r / d, stats.DIGITS) if d else None,
                       "mean_min_cards": round(f / r, 4) if r else None}
                      for card, d, r, f in zip(plan.deck.cards, t["dealt"], t["reached"],
                                               t["fewest"])]
    if plan.counts:
        out["count_log2"] = stats.histogram(t["count_log2"])
        out["combinations"] = t["combinations"]
    return out


def report_text(rep: dict, lang: str | None = None) -> str:
    """The headline figures of a report, for people, in `lang`."""
    say = WORDS(lang)
    what = (say("census.all", size=rep["deal_size"], population=say.number(rep["population"]))
            if rep["mode"] == "all" else
            say("census.sample", sample=say.number(rep["sample"]),
                population=say.number(rep["population"]), seed=rep["seed"]))
    lines = [say("census.head", game=GAME_NAME, deck=rep["deck"],
                 cards=plain_count(say, rep["deck_cards"], "cards"),
                 variant=say(f"variant.{rep['variant']}"), what=what)]
    for key in ("any_reachable", "highest_reachable", "prime_reachable"):
        s = rep["shares"][key]
        ci = say("census.ci", low=percent(say, s["ci95"][0], 3),
                 high=percent(say, s["ci95"][1], 3)) if "ci95" in s else ""
        lines.append(say("census.share", name=say(f"census.{key}"), count=say.number(s["count"]),
                         deals=say.number(rep["deals"]), share=percent(say, s["share"], 3),
                         ci=ci))
    cards = rep["deals"] * rep["deal_size"]
    lines.append(say("census.fewest", shares=", ".join(
        say("census.unreachable", share=percent(say, v / cards, 1)) if k == "null" else
        say("census.in_cards", k=k, share=percent(say, v / cards, 1))
        for k, v in rep["min_cards"].items())))
    lines.append(say("census.best_needs", shares=", ".join(
        say("census.best_none", share=percent(say, v / rep["deals"], 1)) if k == "null" else
        say("census.in_cards", k=k, share=percent(say, v / rep["deals"], 1))
        for k, v in rep["best_min_cards"].items())))
    if "combinations" in rep:
        lines.append(say("census.combinations",
                         mean=decimal(say, rep["combinations"] / rep["deals"], 1)))
    return "\n".join(lines)


def plot(rep: dict, lang: str | None = None) -> bytes:
    """The census figure: the best announcement, fewest cards per card and
    for the best announcement, and each deck card's mean fewest cards, by its total."""
    from deckmath.census import plots

    say = WORDS(lang)
    plt = plots.pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    deals = rep["deals"]
    what = (say("census.figure_all", population=say.number(rep["population"]))
            if rep["mode"] == "all" else
            say("census.figure_sample", deals=say.number(rep["deals"]), seed=rep["seed"]))
    fig.suptitle(say("census.figure", game=GAME_NAME, deck=rep["deck"],
                     variant=say(f"variant.{rep['variant']}"), what=what), fontsize=11)
    best = {k: v for k, v in rep["best_total"].items() if k != "null"}
    ax = axes[0][0]
    ax.bar([int(k) for k in best], [100 * v / deals for v in best.values()], color="#4477aa")
    ax.set_title(say("census.figure_best"), fontsize=10)
    ax.set_xlabel(say("census.figure_total"), fontsize=9)
    ax.set_ylabel(say("census.figure_share"), fontsize=9)
    plots.bars(axes[0][1], rep["min_cards"], deals * rep["deal_size"],
               say("census.figure_fewest"), say("census.figure_cards"),
               say("census.figure_unreachable"))
    plots.bars(axes[1][0], rep["best_min_cards"], deals,
               say("census.figure_best_fewest"), say("census.figure_cards"),
               say("census.figure_none"))
    ax = axes[1][1]
    cards = [c for c in rep["by_card"] if c["reached"]]
    ax.scatter([int(c["card"].split(":")[1]) for c in cards],
               [c["mean_min_cards"] for c in cards], s=14, color="#aa3377")
    ax.ticklabel_format(useOffset=False)
    ax.set_title(say("census.figure_by_card"), fontsize=10)
    ax.set_xlabel(say("census.figure_card_total"), fontsize=9)
    ax.set_ylabel(say("census.figure_cards"), fontsize=9)
    fig.tight_layout()
    return plots.png(fig)


def tables(rep: dict) -> dict[str, list[dict[str, Any]]]:
    """The report's tables for a spreadsheet: the best announcement, fewest cards, and each
    deck card's figures."""
    deals, cards = rep["deals"], rep["deals"] * rep["deal_size"]

    def rows(key: str, label: str, of: int) -> list[dict[str, Any]]:
        return [{label: "none" if k == "null" else k, "count": v,
                 "share": round(v / of, stats.DIGITS)} for k, v in rep[key].items()]

    out = {"best_total": rows("best_total", "total", deals),
           "best_min_cards": rows("best_min_cards", "min_cards", deals),
           "min_cards": rows("min_cards", "min_cards", cards),
           "reachable_cards": rows("reachable_cards", "cards_reachable", deals),
           "by_card": [dict(row) for row in rep["by_card"]]}
    if "count_log2" in rep:
        out["count_log2"] = rows("count_log2", "log2_count", cards)
    return out


def shares(rep: dict) -> dict[str, tuple[int, int]]:
    """The shares two decks are compared on (T5.2, T7.3) and fewest cards per card (T5.1)."""
    deals, cards = rep["deals"], rep["deals"] * rep["deal_size"]
    out = {"some total reachable (T5.2)": (rep["any_reachable"], deals),
           "highest total reachable": (rep["highest_reachable"], deals),
           "prime total reachable (T7.3)": (rep["prime_reachable"], deals)}
    for k, v in rep["min_cards"].items():
        out[f"card {'unreachable' if k == 'null' else 'in ' + k + ' cards'} (T5.1)"] = (v, cards)
    return out


CENSUS = CensusFace(
    plan=plan, tally=tally_chunk, report=report, text=report_text, figure=plot, tables=tables,
    shares=shares,
    options=(CensusOption("deals", "all: every 6-card deal of the deck exactly once "
                          "(combinatorial unranking).", choices=("all",)),
             CensusOption("variant", "chain (T3.3) or pair (T3.4); default chain.",
                          choices=("chain", "pair")),
             CensusOption("counts", "Also count each card's combinations (T3.7): about 7 "
                          "times slower.", flag=True)),
    examples=("--sample 2000 --seed 1", "--sample 400 --seed 1 --counts --out census-400 --json",
              "--sample 400 --seed 1 --counts --out census-400 --resume"),
    help="Census of a deck's 6-card deals (T5, T7.1): how often some total, the highest total, "
         "a prime total can be announced; the best announcement; the fewest cards per card "
         "(and combinations with --counts). Every deal of the reference deck, --deals all, "
         "takes 0.5 to 2 h on 2 cores.",
    chunk_help=f"Deals per task (default {CHUNK_SIZE}; {CHUNK_SIZE_COUNTS} with --counts).")
