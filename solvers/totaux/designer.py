"""The Totaux reference deck designer (rule T1.2): 48 cards, seeded, reproducible byte for byte.

The box's real card list is not published, so the project designs its own deck for play.

Constraints (what a publisher would print):
- faces: every unordered pair of faces 1..6 (21 pairs, doubles included) appears twice, and
  6 pairs drawn by the seed a third time (48 cards);
- totals: 48 distinct whole numbers 1..99, 3 to 7 of them in each tenth of the range
  (1-10, 11-20, ..., 91-99), 16 of them prime (a third).

Objective (a dealt table of 6 cards, T7.1, should make a good round), measured with the exact
solver (chain variant, T3.3) on fixed random deals:
- `any_reachable`: some total can be announced (the round is not dead): at least 99%;
- `three_card_cards`: how many of the 6 cards can be reached with 3 cards, on average: a few,
  1.5 to 3, so that every player finds something;
- `best_needs_four`: the best announcement (T5.2) needs 4 cards or more: at least 60%;
- `top_trivial`: the table's highest total is reachable with 3 cards, which makes the best
  announcement obvious: as rare as possible.
score = top_trivial + 2 * shortfall of best_needs_four below 0.6 + distance of
        three_card_cards from [1.5, 3] + 10 * shortfall of any_reachable below 0.99 (lower is
        better).

Search: the faces are drawn from the seed; the totals start as a random draw meeting the
constraints, then a seeded hill climb proposes STEPS changes (swap two cards' totals, or
replace a total by an unused one of the same primality), keeps every one that does not worsen
the score on TUNE_DEALS deals, and the figures written into the deck file's header are measured
on REPORT_DEALS other deals (held out), for both variants.

Run: python -m deckmath.solvers.totaux.designer --seed 2026 --out solvers/totaux/deck.toml
Rerunning with the same seed and options writes the same bytes (about 10 minutes on 2 cores);
`--lang fr` writes the file's header comments and the progress line in French.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from deckmath.solvers.totaux.model import Card, is_prime
from deckmath.solvers.totaux.solve import solve_many
from deckmath.solvers.totaux.words import GAME_NAME, WORDS, decimal, percent
from deckmath.solvers.words import LANGS

DECK_SIZE = 48
TABLE = 6
"""Cards the dealer turns (T7.1)."""
TOTAL_LOW, TOTAL_HIGH = 1, 99
PRIMES = 16
"""A third of the 48 totals are prime."""
PER_TENTH = (3, 7)
"""Least and most totals in each tenth of 1..99."""
STEPS = 500
TUNE_DEALS = 600
REPORT_DEALS = 2000


@dataclass(frozen=True)
class Figures:
    """What a deck gives on random 6-card deals (module docstring)."""

    deals: int
    any_reachable: float
    three_card_cards: float
    best_needs_four: float
    top_trivial: float

    @property
    def score(self) -> float:
        """The objective: lower is better (module docstring)."""
        return (self.top_trivial + 2 * max(0.0, 0.6 - self.best_needs_four)
                + max(0.0, 1.5 - self.three_card_cards) + max(0.0, self.three_card_cards - 3)
                + 10 * max(0.0, 0.99 - self.any_reachable))


def face_pairs(rng: random.Random) -> list[tuple[int, int]]:
    """Every unordered pair of faces 1..6 twice, plus 6 distinct pairs a third time, shuffled."""
    pairs = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    chosen = pairs * 2 + rng.sample(pairs, DECK_SIZE - 2 * len(pairs))
    rng.shuffle(chosen)
    return chosen


def allowed(totals: Sequence[int]) -> bool:
    """The totals constraints: distinct, 1..99, 3 to 7 per tenth, a third prime."""
    tenths = [0] * 10
    for t in totals:
        if not TOTAL_LOW <= t <= TOTAL_HIGH:
            return False
        tenths[min((t - 1) // 10, 9)] += 1
    return (len(set(totals)) == len(totals) == DECK_SIZE
            and all(PER_TENTH[0] <= n <= PER_TENTH[1] for n in tenths)
            and sum(map(is_prime, totals)) == PRIMES)


def _kinds() -> tuple[list[int], list[int]]:
    values = range(TOTAL_LOW, TOTAL_HIGH + 1)
    return [t for t in values if is_prime(t)], [t for t in values if not is_prime(t)]


def first_totals(rng: random.Random) -> list[int]:
    """A random draw of totals meeting the constraints."""
    primes, others = _kinds()
    while True:
        totals = rng.sample(primes, PRIMES) + rng.sample(others, DECK_SIZE - PRIMES)
        rng.shuffle(totals)
        if allowed(totals):
            return totals


def deals(count: int, name: str) -> list[list[int]]:
    """`count` fixed deals of 6 card positions out of 48, drawn from their own seed."""
    rng = random.Random(f"totaux-deals-{name}")
    return [rng.sample(range(DECK_SIZE), TABLE) for _ in range(count)]


def cards_of(pairs: Sequence[tuple[int, int]], totals: Sequence[int]) -> tuple[Card, ...]:
    return tuple(Card(a, b, t) for (a, b), t in zip(pairs, totals))


def measure(deck: Sequence[Card], dealt: list[list[int]], variant: str = "chain") -> Figures:
    """Solve the deals (T5.1) and take the objective's four figures."""
    tables = [tuple(deck[i] for i in idx) for idx in dealt]
    any_hits = three = needs_four = trivial = 0
    for start in range(0, len(tables), 500):
        for solution in solve_many(tables[start:start + 500], variant):
            reached = [(r.card.total, r.min_cards) for r in solution.by_card
                       if r.min_cards is not None]
            any_hits += bool(reached)
            three += sum(cards == 3 for _, cards in reached)
            if reached:
                best = solution.best_total
                needs_four += min(cards for total, cards in reached if total == best) >= 4
            top = max(c.total for c in solution.table)
            trivial += any(total == top and cards == 3 for total, cards in reached)
    n = len(tables)
    return Figures(n, any_hits / n, three / n, needs_four / n, trivial / n)


def design(seed: int, steps: int = STEPS, tune_deals: int = TUNE_DEALS,
           progress: Callable[[int, Figures], None] | None = None) -> tuple[Card, ...]:
    """The deck for a seed: faces and first totals drawn from the seed, then the hill climb
    (module docstring)."""
    pairs = face_pairs(random.Random(f"totaux-faces-{seed}"))
    rng = random.Random(f"totaux-totals-{seed}")
    totals = first_totals(rng)
    dealt = deals(tune_deals, f"tune-{seed}")
    best = measure(cards_of(pairs, totals), dealt)
    primes, others = _kinds()
    for step in range(steps):
        proposal = list(totals)
        if rng.random() < 0.5:
            i, j = rng.sample(range(DECK_SIZE), 2)
            proposal[i], proposal[j] = proposal[j], proposal[i]
        else:
            i = rng.randrange(DECK_SIZE)
            pool = [t for t in (primes if is_prime(totals[i]) else others) if t not in totals]
            proposal[i] = rng.choice(pool)
        if not allowed(proposal):
            continue
        figures = measure(cards_of(pairs, proposal), dealt)
        if figures.score <= best.score:
            totals, best = proposal, figures
        if progress:
            progress(step, best)
    return cards_of(pairs, totals)


def to_toml(deck: Sequence[Card], seed: int, steps: int, chain: Figures, pair: Figures,
            lang: str | None = None) -> str:
    """The deck file: a header saying how it was made and what it measures (in `lang`), then
    the cards."""
    say = WORDS(lang)

    def row(f: Figures) -> str:
        return say("designer.figures", any=percent(say, f.any_reachable, 1),
                   three=decimal(say, f.three_card_cards, 2),
                   four=percent(say, f.best_needs_four, 1), top=percent(say, f.top_trivial, 1))

    totals = [c.total for c in deck]
    lines = [
        say("designer.written", game=GAME_NAME, module="solvers/totaux/designer.py"),
        say("designer.rebuild", command=f"python -m deckmath.solvers.totaux.designer --seed "
                                        f"{seed} --steps {steps} --out solvers/totaux/deck.toml"),
        say("designer.made", cards=len(deck), low=min(totals), high=max(totals),
            primes=sum(map(is_prime, totals))),
        say("designer.objective", source="designer.py", deals=chain.deals),
        say("designer.chain", figures=row(chain)),
        say("designer.pair", figures=row(pair)),
        say("designer.user", cards="`cards`", option="--deck FILE"),
        'name = "deckmath reference Totaux deck"',
        f"seed = {seed}",
        "cards = [",
    ]
    for start in range(0, len(deck), 8):
        lines.append("    " + ", ".join(f'"{c}"' for c in deck[start:start + 8]) + ",")
    lines.append("]")
    return "\n".join(lines) + "\n"


def report(deck: Sequence[Card], seed: int, count: int = REPORT_DEALS) -> tuple[Figures, Figures]:
    """The held-out figures of a deck, chain and pair."""
    dealt = deals(count, f"report-{seed}")
    return measure(deck, dealt, "chain"), measure(deck, dealt, "pair")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--steps", type=int, default=STEPS)
    parser.add_argument("--out", help="Write the TOML here (default: stdout).")
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help="The language of the file's header and of the progress line.")
    args = parser.parse_args(argv)
    say = WORDS(args.lang)

    def progress(step: int, best: Figures) -> None:
        print("\r" + say("designer.progress", step=step + 1, steps=args.steps,
                         score=decimal(say, best.score, 3)), end="", file=sys.stderr)

    deck = design(args.seed, args.steps, progress=progress)
    chain, pair = report(deck, args.seed)
    text = to_toml(deck, args.seed, args.steps, chain, pair, args.lang)
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    print(f"\nchain: {chain}\npair: {pair}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
