"""The Totaux reference deck designer (rule T1.2): 48 cards, seeded, reproducible byte for byte.

The box's real card list is not published, so the project designs its own deck for play:
- faces: every unordered pair of faces 1..6 (21 pairs, doubles included) appears twice, and
  6 pairs drawn by the seed a third time (48 cards);
- totals, all distinct: 36 everyday totals in 2..99 and 12 high ones in H/2..H; 16 of the 48
  (a third) are prime (12 everyday, 4 high). Six cards reach almost any total below a few
  thousand, so a uniform spread cannot make the highest total risky without making whole deals
  dead; two tiers can: a deal without a high card (18% of deals) has a reachable top, and the
  high cards are reachable about half the time;
- H is the one tuning knob: the designer measures random 6-card deals (T7.1) with the solver
  (chain variant, T3.3) and bisects H until the highest total on the table is reachable in
  about half of the deals (bidding high is a real risk), while some total stays reachable in
  nearly every deal.

Measured figures for the shipped deck (seed 2024; the bisection gives H = 17379, high totals
8689..17379), on 2000 seeded 6-card deals:
  chain variant (T3.3): some total reachable in 100.0% of deals; the highest total on the
  table reachable in 46.6%;
  pair variant (T3.4): 100.0% and 22.9%.
The run takes about 10 s on 2 cores. The same figures head the TOML file and
generators/README.md ("Totaux reference deck").

Run: python -m deckmath.solvers.totaux.designer --seed 2024 --out solvers/decks/totaux.toml
Rerunning with the same seed and deal counts writes the same bytes.
"""
from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass

from deckmath.solvers.totaux.model import Card, is_prime
from deckmath.solvers.totaux.solve import solve_many

DECK_SIZE = 48
PRIME_SHARE = 16
"""A third of the 48 totals are prime."""

TUNE_DEALS = 400
"""Deals measured at each step of the bisection on H."""

REPORT_DEALS = 2000
"""Deals measured for the figures written into the deck file."""

TARGET_TOP = 0.5
"""Aim: the highest total on the table reachable in about half of the deals."""

SMALL_MAX = 99
"""Everyday totals are 2..99; the 12 high ones lie in H/2..H."""

H_RANGE = (200, 100_000)


@dataclass(frozen=True)
class Figures:
    """What a deck gives on random deals: share of deals with some reachable total, and with
    the table's highest total reachable."""

    deals: int
    any_reachable: float
    top_reachable: float


def face_pairs(rng: random.Random) -> list[tuple[int, int]]:
    """Every unordered pair of faces 1..6 twice, plus 6 distinct pairs a third time, shuffled."""
    pairs = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    chosen = pairs * 2 + rng.sample(pairs, DECK_SIZE - 2 * len(pairs))
    rng.shuffle(chosen)
    return chosen


def totals(rng: random.Random, high: int) -> list[int]:
    """36 everyday totals in 2..99 (12 primes) and 12 high totals in high/2..high (4 primes),
    all distinct, shuffled: 16 primes in all."""
    def pick(lo: int, hi: int, n_prime: int, n_other: int) -> list[int]:
        primes = [t for t in range(lo, hi + 1) if is_prime(t)]
        others = [t for t in range(lo, hi + 1) if not is_prime(t)]
        return rng.sample(primes, n_prime) + rng.sample(others, n_other)

    chosen = pick(2, SMALL_MAX, 12, 24) + pick(high // 2, high, PRIME_SHARE - 12,
                                               DECK_SIZE - 36 - (PRIME_SHARE - 12))
    rng.shuffle(chosen)
    return chosen


def design(seed: int, high: int) -> tuple[Card, ...]:
    """The deck for a seed and a highest total H: faces and totals drawn from their own
    streams of the seed, so changing H keeps the faces."""
    pairs = face_pairs(random.Random(f"totaux-faces-{seed}"))
    values = totals(random.Random(f"totaux-totals-{seed}-{high}"), high)
    return tuple(Card(a, b, t) for (a, b), t in zip(pairs, values))


def measure(deck: tuple[Card, ...], deals: int, seed: int, variant: str = "chain") -> Figures:
    """Solve `deals` seeded 6-card deals (T7.1) and count how often some total, and the
    table's highest total, can be reached (T5.1)."""
    rng = random.Random(f"totaux-deals-{seed}")
    tables = [tuple(rng.sample(deck, 6)) for _ in range(deals)]
    any_hits = top_hits = 0
    for start in range(0, deals, 500):
        for solution in solve_many(tables[start:start + 500], variant):
            reached = [r for r in solution.by_card if r.min_cards is not None]
            any_hits += bool(reached)
            top = max(c.total for c in solution.table)
            top_hits += any(r.card.total == top for r in reached)
    return Figures(deals, any_hits / deals, top_hits / deals)


def tune(seed: int, deals: int = TUNE_DEALS) -> int:
    """Bisect H (higher H: rarer top totals) to the first H whose top share is <= TARGET_TOP."""
    low, high = H_RANGE
    while high - low > 5:
        mid = (low + high) // 2
        if measure(design(seed, mid), deals, seed).top_reachable > TARGET_TOP:
            low = mid
        else:
            high = mid
    return high


def to_toml(deck: tuple[Card, ...], seed: int, high: int, chain: Figures, pair: Figures) -> str:
    """The deck file: a header with how it was made and what it measures, then the cards."""
    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    primes = sum(is_prime(c.total) for c in deck)
    lines = [
        "# The reference Totaux deck (rule T1.2), written by solvers/totaux/designer.py.",
        f"# Rebuild: python -m deckmath.solvers.totaux.designer --seed {seed} "
        f"--out solvers/decks/totaux.toml (same bytes).",
        "# Faces: every unordered pair of faces 1..6 appears 2 or 3 times. "
        f"Totals: {primes} of {len(deck)} prime; 36 in 2..{SMALL_MAX}, 12 in {high // 2}..{high}.",
        f"# Measured on {chain.deals} seeded 6-card deals (T7.1): some total reachable in "
        f"{pct(chain.any_reachable)} (chain) / {pct(pair.any_reachable)} (pair);",
        f"# the highest total on the table reachable in {pct(chain.top_reachable)} (chain) / "
        f"{pct(pair.top_reachable)} (pair).",
        "# A user deck needs only `cards`; give it with --deck FILE.",
        'name = "deckmath reference Totaux deck"',
        f"seed = {seed}",
        f"highest_total = {high}",
        "cards = [",
    ]
    for row in _rows(deck):
        lines.append("    " + ", ".join(f'"{c}"' for c in row) + ",")
    lines.append("]")
    return "\n".join(lines) + "\n"


def _rows(deck):
    return [deck[i:i + 8] for i in range(0, len(deck), 8)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--out", help="Write the TOML here (default: stdout).")
    parser.add_argument("--deals", type=int, default=REPORT_DEALS,
                        help="Deals measured for the figures in the file.")
    args = parser.parse_args(argv)
    high = tune(args.seed)
    deck = design(args.seed, high)
    chain = measure(deck, args.deals, args.seed)
    pair = measure(deck, args.deals, args.seed, "pair")
    text = to_toml(deck, args.seed, high, chain, pair)
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    print(f"H = {high}; chain: any {chain.any_reachable:.3f}, top {chain.top_reachable:.3f}; "
          f"pair: any {pair.any_reachable:.3f}, top {pair.top_reachable:.3f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
