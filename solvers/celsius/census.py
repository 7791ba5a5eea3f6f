"""The Celsius census: positions (a cold value, two hot values, a hand of K
operator cards, C4.1) solved (C4.3-C4.5) and tallied as exact whole numbers: how often a hot
card can be reached, the fewest cards (C4.3) and the number of optimal plays (C4.5), broken
down by cold value and by the number of wildcards in the hand (C1.3).

Two ways to choose positions:
- `--sample N --seed S`: position i is dealt with random.Random(f"{S}:{i}") like a round
  (C4.1): a cold card, two distinct hot cards, K cards from the operator pile (every copy a
  card), so shares are those of dealt positions; chunks are ranges of i.
- `--all-hands`: every distinct K-card hand of the operator pile once (a multiset: a kind at
  most as often as the deck has copies; 23,787,145 hands of 7 from the reference deck, 648,908
  of 5), when there are at most ALL_HANDS_MAX of them (118,140,996 hands of 8; 9 cards give
  525,516,647, so larger hands of the reference deck are sampled). Every cold value with every hot pair would multiply that by 13 x 276, so each hand
  gets one cold card and two hot cards dealt with random.Random(f"{S}:{rank}"). Each hand
  is counted with its weight, the number of ways to deal it from the pile (the product of
  C(copies, taken) over its kinds), so the weighted shares are exact dealt-hand frequencies;
  `hands` counts distinct hands unweighted.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from math import comb

from typing import Any

from deckmath.census import ranks, stats
from deckmath.solvers.celsius.deck import HAND_SIZE, Deck
from deckmath.solvers.celsius.model import HAND_CARDS_MAX, OperatorCard, counted
from deckmath.solvers.decks import sha256 as deck_sha256
from deckmath.solvers.celsius.words import ERRORS, count_of
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import CensusFace, CensusOption, Planned
from deckmath.solvers.words import Said, Words

CHUNK_SIZE = 20_000
"""Positions per chunk by default (about a second on a worker)."""

CHUNK_MAX = 10**6
ALL_HANDS_MAX = 2 * 10**8
"""Most distinct hands `--all-hands` visits: every hand of 8 from the reference deck (about 1.5
hours on the 2 cores at the 20,900 positions/s of the 7-card run, benchmarks/README.md)."""
HOT_CARDS = 2
"""Hot cards on the table (C4.1, two to three players)."""

FORMAT = 1


def kinds(deck: Deck) -> tuple[list[OperatorCard], list[int]]:
    """The operator pile's distinct cards in deck order and their copies."""
    copies = Counter(deck.operators)
    order = list(dict.fromkeys(deck.operators))
    return order, [copies[c] for c in order]


@dataclass(frozen=True, repr=False)
class Plan(Planned):
    """What a Celsius census counts (module docstring)."""

    deck: Deck
    hand_size: int = HAND_SIZE
    sample: int | None = None
    seed: int = 0
    chunk_size: int = CHUNK_SIZE

    unit = "positions"

    @property
    def all_hands(self) -> bool:
        return self.sample is None

    @property
    def sampled(self) -> bool:
        return self.sample is not None

    @property
    def title(self) -> str:
        return self.said_title.text()

    @property
    def said_title(self) -> Said:
        """The title in the reader's language (CensusPlan)."""
        from deckmath.solvers.celsius.census_words import WORDS

        return WORDS.said("title", size=self.hand_size)

    def hands(self) -> ranks.Multisets:
        return ranks.Multisets(kinds(self.deck)[1], self.hand_size)

    @property
    def positions(self) -> int:
        return self.hands().count if self.sample is None else self.sample

    def check(self) -> None:
        if not 1 <= self.hand_size <= HAND_CARDS_MAX:
            raise InputError(ERRORS.said("census.hand_size", keyword=f"hand_size={self.hand_size}",
                                         most=HAND_CARDS_MAX))
        if self.hand_size > len(self.deck.operators):
            raise InputError(ERRORS.said("census.hand_deck", keyword=f"hand_size={self.hand_size}",
                                         operators=count_of("operator_cards",
                                                           len(self.deck.operators))))
        self._check_all_hands()
        if len(self.deck.hot) < HOT_CARDS:
            raise InputError(ERRORS.said("deck.few_hot_rule", name=self.deck.name,
                                         hot=count_of("hot_cards", len(self.deck.hot)),
                                         needed=HOT_CARDS))
        if not 1 <= self.chunk_size <= CHUNK_MAX:
            raise InputError(ERRORS.said("census.chunk_size", most=CHUNK_MAX,
                                         keyword=f"chunk_size={self.chunk_size}"))
        if self.sample is not None and not 1 <= self.sample <= ranks.SAMPLE_MAX:
            raise InputError(ERRORS.said("census.sample", keyword=f"sample={self.sample}",
                                         most=ranks.SAMPLE_MAX))

    def _check_all_hands(self) -> None:
        """Every hand only where every hand can be visited (ALL_HANDS_MAX)."""
        if self.all_hands and self.positions > ALL_HANDS_MAX:
            raise InputError(ERRORS.said(
                "census.all_hands", keywords=f"all_hands=True hand_size={self.hand_size}",
                n=self.positions, k=self.hand_size, most=ALL_HANDS_MAX, sample="sample=N"))

    def manifest(self) -> dict:
        return {"census": "celsius", "format": FORMAT, "deck": self.deck.name,
                "deck_sha256": deck_sha256(self.deck), "hand_size": self.hand_size,
                "hot_cards": HOT_CARDS, "mode": "all-hands" if self.all_hands else "sample",
                "sample": self.sample, "seed": self.seed, "chunk_size": self.chunk_size}

    def params(self) -> dict:
        order, caps = kinds(self.deck)
        return {"cold": list(self.deck.cold), "hot": list(self.deck.hot),
                "operators": [str(c) for c in self.deck.operators],
                "kinds": [str(c) for c in order], "caps": caps, "k": self.hand_size,
                "seed": self.seed, "all_hands": self.all_hands}

    def chunks(self) -> list[dict]:
        return [dict(c, size=c["hi"] - c["lo"])
                for c in ranks.range_chunks(self.positions, self.chunk_size)]

    def keywords(self) -> dict[str, Any]:
        """The keywords of `plan` that make this census again (of any deck)."""
        return {"sample": self.sample, "seed": self.seed, "chunk_size": self.chunk_size,
                "all_hands": self.all_hands, "hand_size": self.hand_size}


def plan(deck: Deck, sample: int | str | None = None, seed: int | None = None,
         chunk_size: int | str | None = None, all_hands: bool = False,
         hand_size: int | str | None = None) -> Plan:
    """The census asked for, checked: a sample of dealt positions, or every distinct hand
    (all_hands=True); InputError naming the bad keyword."""
    from deckmath.solvers.notation import parse_int

    if all_hands == (sample is not None):
        raise InputError(ERRORS.said("census.either", sample="sample=N",
                                     all_hands="all_hands=True"))
    k = HAND_SIZE if hand_size is None else parse_int(hand_size, "hand_size")
    size = CHUNK_SIZE if chunk_size is None else parse_int(chunk_size, "chunk_size")
    count = None if sample is None else parse_int(sample, "sample")
    chosen = Plan(deck, k, count, stats.seed_of(seed), size)
    chosen.check()
    return chosen


def positions_of(params: dict, lo: int, hi: int):
    """The positions of indexes lo .. hi - 1 as (Position, weight, wildcards) (module
    docstring: dealt, or every distinct hand with its number of ways)."""
    from deckmath.solvers.celsius.model import Position, parse_card

    cold, hot, k, seed = params["cold"], params["hot"], params["k"], params["seed"]
    if params["all_hands"]:
        kinds_ = [parse_card(c) for c in params["kinds"]]
        caps = params["caps"]
        hands = ranks.Multisets(caps, k)
        for rank in range(lo, hi):
            taken = hands.unrank(rank)
            hand = tuple(card for card, m in zip(kinds_, taken) for _ in range(m))
            weight = 1
            for cap, m in zip(caps, taken):
                if m:
                    weight *= comb(cap, m)
            rng = random.Random(f"{seed}:{rank}")
            yield (Position(rng.choice(cold), tuple(sorted(rng.sample(hot, HOT_CARDS))), hand),
                   weight)
        return
    pile = [parse_card(c) for c in params["operators"]]
    for i in range(lo, hi):
        rng = random.Random(f"{seed}:{i}")
        yield (Position(rng.choice(cold), tuple(sorted(rng.sample(hot, HOT_CARDS))),
                        tuple(rng.sample(pile, k))), 1)


class Tally:
    """Exact counts over positions, each counted with its weight (module docstring)."""

    def __init__(self) -> None:
        self.hands = 0
        self.hands_reachable = 0
        self.positions = 0
        self.reachable = 0
        self.min_cards: Counter = Counter()
        self.optimal_plays: Counter = Counter()
        self.by_cold: dict[str, list[int]] = {}
        self.by_wildcards: dict[str, list[int]] = {}

    def add(self, cold: int, wildcards: int, min_cards: int | None, plays: int,
            weight: int) -> None:
        """One position: its fewest cards to a hot card (None: none reachable, C4.3) and its
        number of optimal plays (C4.5)."""
        hit = min_cards is not None
        self.hands += 1
        self.hands_reachable += hit
        self.positions += weight
        self.reachable += weight * hit
        self.min_cards["null" if not hit else str(min_cards)] += weight
        self.optimal_plays[str(plays)] += weight
        for table, key in ((self.by_cold, str(cold)), (self.by_wildcards, str(wildcards))):
            row = table.setdefault(key, [0, 0, 0])  # positions, reachable, sum of min_cards
            row[0] += weight
            row[1] += weight * hit
            row[2] += weight * (min_cards or 0)

    def to_json(self) -> dict:
        return {"hands": self.hands, "hands_reachable": self.hands_reachable,
                "positions": self.positions, "reachable": self.reachable,
                "min_cards": dict(self.min_cards), "optimal_plays": dict(self.optimal_plays),
                "by_cold": self.by_cold, "by_wildcards": self.by_wildcards}


def tally_chunk(params: dict, chunk: dict) -> dict:
    """One chunk on a worker: its positions solved with the numba kernel (one thread: the
    cluster's workers are the parallelism), tallied (Tally.to_json)."""
    import numba

    from deckmath.solvers.celsius.solve import _kernel, batch_arrays

    kernel = _kernel()
    numba.set_num_threads(1)
    tally = Tally()
    batch: list = []

    def flush() -> None:
        positions = [p for p, _ in batch]
        best, k, plays, _, _, _ = kernel.solve_many(*batch_arrays(positions))
        for (p, weight), b, kk, n in zip(batch, best, k, plays):
            tally.add(p.cold, sum(c.is_wild for c in p.hand), None if b < 0 else int(kk),
                      counted(int(n)), weight)
        batch.clear()

    for item in positions_of(params, chunk["lo"], chunk["hi"]):
        batch.append(item)
        if len(batch) == 4096:
            flush()
    if batch:
        flush()
    return tally.to_json()


def tally_direct(params: dict, lo: int, hi: int) -> dict:
    """The same tally from the public solver (solve.solve, its default engine), position by
    position, without Dask: what tests compare the census with."""
    from deckmath.solvers.celsius.solve import solve

    tally = Tally()
    for p, weight in positions_of(params, lo, hi):
        s = solve(p)
        tally.add(p.cold, sum(c.is_wild for c in p.hand), s.min_cards, s.optimal_plays, weight)
    return tally.to_json()


PLAY_BINS = (0, 1, 2, 3, 5, 10, 20, 50, 100, 1000)
"""Lower ends of the bins of optimal plays in the plot."""


def _rows(table: dict, order) -> dict:
    out = {}
    for key in order:
        if key in table:
            n, hit, cards = table[key]
            out[key] = {"positions": n, "reachable": hit,
                        "share": round(hit / n, stats.DIGITS) if n else None,
                        "mean_min_cards": round(cards / hit, 4) if hit else None}
    return out


def report(plan: Plan, t: dict, chunks: int) -> dict:
    """The census report: parameters, then every figure, from the merged tally."""
    out = plan.manifest()
    del out["format"]
    out["chunks"] = chunks
    out["weighting"] = ("each distinct hand counted with its number of ways to be dealt"
                        if plan.all_hands else "dealt positions, each once")
    out["mode_text"] = (f"every distinct hand ({t['hands']:,}), seed {plan.seed} for cold/hot"
                        if plan.all_hands else f"{t['hands']:,} dealt positions, seed {plan.seed}")
    for key in ("hands", "hands_reachable", "positions", "reachable"):
        out[key] = t[key]
    out["shares"] = {"reachable": stats.share(t["reachable"], t["positions"], not plan.all_hands)}
    if plan.all_hands:
        out["shares"]["hands_reachable"] = stats.share(t["hands_reachable"], t["hands"], False)
    out["min_cards"] = stats.histogram(t["min_cards"])
    out["optimal_plays"] = stats.histogram(t["optimal_plays"])
    bins: Counter = Counter()
    for plays, n in out["optimal_plays"].items():
        low = max(b for b in PLAY_BINS if b <= int(plays))
        bins[str(low)] += n
    out["optimal_plays_bins"] = _play_bins(bins)
    out["by_cold"] = _rows(t["by_cold"], sorted(t["by_cold"], key=int))
    out["by_wildcards"] = _rows(t["by_wildcards"], sorted(t["by_wildcards"], key=int))
    return out


def _play_bins(bins: Counter) -> dict:
    out = {}
    for b, nxt in zip(PLAY_BINS, PLAY_BINS[1:] + (None,)):
        label = f"{b}+" if nxt is None else str(b) if nxt == b + 1 else f"{b}-{nxt - 1}"
        if bins[str(b)]:
            out[label] = bins[str(b)]
    return out


def _mode(rep: dict, say: Words) -> str:
    """Which positions the census counted: the report's own English `mode_text`, said again
    from its figures in another language."""
    if say.lang == "en":
        return rep["mode_text"]
    key = "mode.all" if rep.get("mode") == "all-hands" else "mode.sample"
    return say(key, hands=say.number(rep["hands"]), seed=rep["seed"])


def report_text(rep: dict, lang: str | None = None) -> str:
    """The headline figures of a report, for people, in `lang`."""
    from deckmath.solvers.celsius.census_words import WORDS

    say = WORDS(lang)

    def pct(share: float, digits: int) -> str:
        text = f"{share:.{digits}%}"
        return text[:-1].replace(".", ",") + "\u202f%" if say.lang == "fr" else text

    lines = [say("head", deck=rep["deck"], size=rep["hand_size"], mode=_mode(rep, say))]
    s = rep["shares"]["reachable"]
    ci = (say("ci", low=pct(s["ci95"][0], 2), high=pct(s["ci95"][1], 2)) if "ci95" in s
          else "")
    lines.append(say("reachable", share=pct(s["share"], 2), ci=ci))
    n = rep["positions"]
    lines.append(say("fewest", items=", ".join(
        say("fewest.item", k=say("none") if k == "null" else k, share=pct(v / n, 1))
        for k, v in rep["min_cards"].items())))
    lines.append(say("wildcards", items=", ".join(
        say("item", k=k, share=pct(r["share"], 1)) for k, r in rep["by_wildcards"].items())))
    lines.append(say("cold", items=", ".join(
        say("item", k=k, share=pct(r["share"], 1)) for k, r in rep["by_cold"].items())))
    return "\n".join(lines)


def plot(rep: dict, lang: str | None = None) -> bytes:
    """The census figure, its words in `lang`: fewest cards and optimal plays of the best play,
    and the share of positions reaching a hot card by cold value and by wildcards in the hand."""
    from deckmath.census import plots
    from deckmath.solvers.celsius.census_words import WORDS

    say = WORDS(lang)
    plt = plots.pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    n = rep["positions"]
    fig.suptitle(say("head", deck=rep["deck"], size=rep["hand_size"], mode=_mode(rep, say)),
                 fontsize=11)
    plots.bars(axes[0][0], rep["min_cards"], n, say("figure.fewest"), say("figure.cards"),
               say("none"))
    plots.bars(axes[0][1], rep["optimal_plays_bins"], n, say("figure.plays"),
               say("figure.plays_axis"))
    for ax, key in ((axes[1][0], "by_cold"), (axes[1][1], "by_wildcards")):
        rows = rep[key]
        ax.bar(range(len(rows)), [100 * r["share"] for r in rows.values()], color="#228833")
        ax.set_xticks(range(len(rows)), list(rows), fontsize=8)
        ax.set_ylim(0, 100)
        ax.set_title(say(f"figure.{key}"), fontsize=10)
        ax.set_xlabel(say(f"figure.{key}.axis"), fontsize=9)
    fig.tight_layout()
    return plots.png(fig)


def tables(rep: dict) -> dict[str, list[dict[str, Any]]]:
    """The report's tables for a spreadsheet: fewest cards, optimal plays, by cold value, by
    wildcards in the hand."""
    n = rep["positions"]
    out: dict[str, list[dict[str, Any]]] = {
        "min_cards": [{"min_cards": "none" if k == "null" else k, "positions": v,
                       "share": round(v / n, stats.DIGITS)} for k, v in rep["min_cards"].items()],
        "optimal_plays": [{"optimal_plays": k, "positions": v,
                           "share": round(v / n, stats.DIGITS)}
                          for k, v in rep["optimal_plays"].items()]}
    for key, label in (("by_cold", "cold"), ("by_wildcards", "wildcards")):
        out[key] = [{label: k, **row} for k, row in rep[key].items()]
    return out


def shares(rep: dict) -> dict[str, tuple[int, int]]:
    """The shares two decks are compared on: a hot card reachable, overall, by fewest cards
    and by wildcards in the hand."""
    n = rep["positions"]
    out = {"reachable (C4.3)": (rep["reachable"], n)}
    for k, v in rep["min_cards"].items():
        if k != "null":
            out[f"fewest cards {k}"] = (v, n)
    for k, row in rep["by_wildcards"].items():
        out[f"reachable, {k} wildcards"] = (row["reachable"], row["positions"])
    return out


CENSUS = CensusFace(
    plan=plan, tally=tally_chunk, report=report, text=report_text, figure=plot, tables=tables,
    shares=shares,
    options=(CensusOption("all_hands", "Every distinct hand of the operator pile once, weighted "
                          "by its ways to be dealt; a cold card and two hot cards dealt per "
                          "hand with --seed.", flag=True),
             CensusOption("hand_size", f"Cards in a hand, 1 to {HAND_CARDS_MAX} (default "
                          f"{HAND_SIZE}, C4.1); --all-hands takes hands of at most 8 from the "
                          "reference deck.", metavar="K")),
    examples=("--sample 20000 --seed 1", "--all-hands --hand-size 3 --seed 1 --out hands-3 --json",
              "--all-hands --hand-size 3 --seed 1 --out hands-3 --resume"),
    help="Census of Celsius positions (C4.3-C4.5): the share reaching a hot card, the fewest "
         "cards and the optimal plays, by cold value and by wildcards in the hand. --sample N "
         "deals N positions with --seed; --all-hands visits every distinct hand (7 cards: "
         "23,787,145 hands, 19 minutes on 2 cores).",
    chunk_help=f"Positions per task (default {CHUNK_SIZE}).")
