"""The Grauso census: how dealt hands go out, counted exactly over every distinct hand of a
deck or over a seeded sample of deals, for a designer trying a deck.

Every figure is the shedding solver's (solve.py, kernel.solve_many): the fewest plays that empty
a hand played alone, here always from the empty pile a round starts on (G2.2, G7.1), with the
penguins the seat holds (G1.2, G3.5; going out never uses one, G3.6).

What one unit counts (a dealt hand of seat 1, with the other seats' hands):
- `out_alone`, by penguins held: whether the hand can go out at all with 0 and with 1 penguin,
  and `fewest`, the histogram of its fewest plays ("null": it cannot, e.g. neutral cards and no
  card below 0 to finish on, G3.4, G3.6). `penguin_saves`: the penguin makes it go out in fewer
  plays, or at all.
- `first_out`, the first player's race: every seat's fewest plays playing alone from the empty
  pile with its own penguin. Seat s makes its k-th play at turn s + (k - 1) * players (G7.1:
  seat 1 starts, turns in seat order), so the seat needing the fewest plays would go out first,
  a tie going to the seat that plays earlier. `race` says which seat that is ("null": none can
  go out alone); `first_out` is race["1"], and `first_out_strict` the deals where seat 1 needs
  strictly fewer plays than every other seat: the difference is the advantage of playing first.
  Why this and not "before anyone collects": a player may collect whenever they choose (G4.2),
  and whether one is forced to depends on what the others play on the shared pile, a
  many-player game with strategies, not a question with one exact answer. The race of
  solitary ways out is exact and strategy-free; it is a measure of the deal, not a prediction of
  a game.
- `bottleneck`, per card value: a hand needs at least one play per neutral card (G3.4) and one
  per two other cards (G3.3), its `need` (kernel._needs); the plays beyond are its `excess`
  ("null": cannot go out). The hand's bottleneck values are those whose one copy removed brings
  the excess lowest, when that is below the hand's own excess: the card that forces the extra
  plays (or stops the hand going out at all). Removing a card lowers the fewest plays anyway
  when it is a lone single, so fewest plays alone would blame every unpaired card; the excess
  over the bound does not. Ties: each tied value counts (`bottleneck`), and `sole` counts the
  hands where one value alone is it. Hands with excess 0 have none.

Two ways to choose units:
- every distinct hand (sample None): each multiset of `hand_size` cards of the deck once (only
  0 repeats, G1.1), counted with its weight, its number of ways to be dealt (the product of
  C(copies, taken) over its values, census/ranks.py Multisets), so the shares are exact dealt-
  hand frequencies and `hands` counts distinct hands unweighted. The other seats' hands for the
  race are dealt once per hand from the rest of the deck with random.Random(f"{seed}:{rank}"):
  exact counts of that construction, without an interval (their sampling error over millions of
  hands is far below the figures' precision).
- a sample of `sample` deals: deal i is random.Random(f"{seed}:{i}").sample of players *
  hand_size cards of the deck, seat s taking the s-th run of hand_size (G7.2); every share gets
  its 95% Wilson interval.

Seats hold one penguin each while the deck's markers last (G1.2, G7.3: a deck of fewer penguins
than players leaves the last seats without). Everything here but `tally_chunk` (which runs on
the Dask workers) is plain Python and imports no numpy, numba or Dask."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

from deckmath.census import ranks, stats
from deckmath.solvers.decks import sha256 as deck_sha256
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import CensusFace, CensusOption, CensusPlan, Planned
from deckmath.solvers.grauso.census_words import WORDS, percent
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.engine import PLAYERS_MAX, PLAYERS_MIN, hand_size as dealt_size
from deckmath.solvers.grauso.model import HAND_MAX, format_card
from deckmath.solvers.grauso.words import ERRORS
from deckmath.solvers.words import grouped
from deckmath.solvers.notation import normalize, parse_int, show
from deckmath.solvers.words import Said, Spoken, Words

FORMAT = 1
"""Version of the tallies' layout, in the manifest: a store of another layout is refused."""

PLAYERS = 4
"""Players by default: a table of 3-4 deals hands of 7 (G1.3)."""

HAND_MIN = 2
"""Smallest hand counted: a bottleneck removes a card and leaves at least one (model.HAND_MAX
is the largest)."""

CHUNK_SIZE = 1000
"""Units per chunk by default: about a second on a worker for hands of 7 (module docstring: a
unit is 8 to 14 solves)."""

CHUNK_MAX = 10**6
SAMPLE_MAX = ranks.SAMPLE_MAX
ALL_HANDS_MAX = 2 * 10**8
"""Most distinct hands an every-hand census visits: the reference deck's 118,144,985 hands of 7
(G1.3, 3-4 players) fit; larger hands of a larger deck are sampled."""

BATCH = 8192
"""Most positions per kernel call on a worker (one set of arrays, reused)."""


def kinds(cards: Sequence[int]) -> tuple[list[int], list[int]]:
    """The deck's distinct values in deck order and their copies (only 0 repeats, G1.1)."""
    copies = Counter(cards)
    order = list(dict.fromkeys(cards))
    return order, [copies[v] for v in order]


def need(hand: Sequence[int]) -> int | None:
    """The fewest plays that could empty `hand`: one per neutral card (G3.4), one per two other
    cards (G3.3); None for neutral cards only, which never go out (G3.6). As kernel._needs."""
    neutral = sum(1 for v in hand if v == 0)
    if neutral == len(hand):
        return None
    return neutral + (len(hand) - neutral + 1) // 2


def seat_penguins(deck_penguins: int, seat: int) -> int:
    """The penguins seat `seat` (from 1) starts with: one while the deck's last (G1.2, G7.3)."""
    return 1 if seat <= deck_penguins else 0


@dataclass(repr=False)
class Plan(Planned):
    """What a Grauso census counts (module docstring): the deck, the table, every distinct
    hand (sample None) or `sample` seeded deals, and the chunk size. Not frozen: CensusPlan's
    title, unit and sampled are plain attributes, which a frozen dataclass cannot offer."""

    deck: Deck
    players: int = PLAYERS
    hand_size: int = 7
    sample: int | None = None
    seed: int = 0
    chunk_size: int = CHUNK_SIZE
    title: str = field(init=False)
    unit: str = field(init=False)
    sampled: bool = field(init=False)

    def __post_init__(self) -> None:
        self.title = self.said_title.text()
        self.sampled = self.sample is not None
        self.unit = "deals" if self.sampled else "hands"

    @property
    def said_title(self) -> Said:
        """The title in the reader's language (CensusPlan)."""
        return WORDS.said("title", size=self.hand_size)

    def hands(self) -> ranks.Multisets:
        """The deck's distinct hands, numbered (census/ranks.py)."""
        return ranks.Multisets(kinds(self.deck.cards)[1], self.hand_size)

    @property
    def units(self) -> int:
        """How many units the run counts: distinct hands, or sampled deals."""
        return self.hands().count if self.sample is None else self.sample

    def manifest(self) -> dict[str, Any]:
        return {"census": "grauso", "format": FORMAT, "deck": self.deck.name,
                "deck_sha256": deck_sha256(self.deck), "deck_cards": len(self.deck.cards),
                "deck_penguins": self.deck.penguins, "players": self.players,
                "hand_size": self.hand_size, "start": "empty pile (G2.2)",
                "mode": "sample" if self.sampled else "all-hands", "sample": self.sample,
                "seed": self.seed, "chunk_size": self.chunk_size}

    def chunks(self) -> list[dict[str, Any]]:
        return [{**c, "size": c["hi"] - c["lo"]}
                for c in ranks.range_chunks(self.units, self.chunk_size)]

    def keywords(self) -> dict[str, Any]:
        """The keywords of `plan` that make this census again (of any deck)."""
        return {"sample": self.sample, "seed": self.seed, "chunk_size": self.chunk_size,
                "all_hands": not self.sampled, "players": self.players,
                "hand_size": self.hand_size}

    def params(self) -> dict[str, Any]:
        order, caps = kinds(self.deck.cards)
        return {"cards": list(self.deck.cards), "kinds": order, "caps": caps,
                "penguins": self.deck.penguins, "players": self.players, "k": self.hand_size,
                "seed": self.seed, "all_hands": not self.sampled}


def _named(name: str, value: object) -> str:
    """`name=value` for a message, the value as typed (quoted when it would not read plainly)."""
    if isinstance(value, str) and value.isprintable() and len(value) <= 30 and value.strip():
        return f"{name}={value}"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**20:
        return f"{name}={value}"
    return Spoken(WORDS.said("named", name=name, value=show(value, 30)))


def _whole(name: str, value: object, low: int | None, high: int | None, unit: str) -> int:
    """A keyword's whole number, given as a number or as typed text, within low..high; `unit`
    is the key of its unit in ERRORS."""
    bounds = (ERRORS.said("census.range", low=grouped(low), high=grouped(high),
                          unit=ERRORS.said(unit)) if low is not None and high is not None
              else ERRORS.said("census.from", low=grouped(low)) if low is not None
              else ERRORS.said("census.whole"))
    if isinstance(value, str):
        value = normalize(value)
    try:
        number = parse_int(value, name)
    except InputError as error:
        key = "census.too_large" if "large" in str(error) else "census.bad"
        raise InputError(ERRORS.said(key, named=_named(name, value), bounds=bounds)) from None
    if (low is not None and number < low) or (high is not None and number > high):
        raise InputError(ERRORS.said("census.bad", named=_named(name, value), bounds=bounds))
    return number


def plan(deck: Deck, sample: object = None, seed: object = None, chunk_size: object = None,
         all_hands: bool = False, players: object = None, hand_size: object = None,
         **unknown: object) -> Plan:
    """The census asked for, checked (the face's `plan`): a seeded sample of deals, or every
    distinct hand (all_hands=True); InputError naming the bad keyword as `name=value`.
    players 3-6 (G1.3), hand_size 2-10 (default G1.3's for the players)."""
    if bool(all_hands) == (sample is not None):
        raise InputError(ERRORS.said("census.either"))
    if unknown:
        name, value = next(iter(unknown.items()))
        raise InputError(ERRORS.said("census.unknown", named=_named(name, value)))
    table = PLAYERS if players is None else _whole("players", players, PLAYERS_MIN, PLAYERS_MAX,
                                                   "census.players")
    size = (dealt_size(table) if hand_size is None
            else _whole("hand_size", hand_size, HAND_MIN, HAND_MAX, "census.cards"))
    if table * size > len(deck.cards):
        named = _named("players", table) if hand_size is None else _named("hand_size", size)
        raise InputError(ERRORS.said("census.too_few", named=named, players=table, size=size,
                                     need=table * size, deck=deck.name, have=len(deck.cards)))
    chunk = CHUNK_SIZE if chunk_size is None else _whole("chunk_size", chunk_size, 1, CHUNK_MAX,
                                                         "census.chunk")
    count = None if sample is None else _whole("sample", sample, 1, SAMPLE_MAX, "census.deals")
    start = stats.seed_of(seed if seed is None or isinstance(seed, (int, str)) else str(seed))
    out = Plan(deck, table, size, count, start, chunk)
    if count is None and out.units > ALL_HANDS_MAX:
        raise InputError(ERRORS.said("census.all_hands", deck=deck.name, units=grouped(out.units),
                                     size=size, limit=grouped(ALL_HANDS_MAX)))
    return out


Unit = tuple[tuple[tuple[int, ...], ...], int]
"""One unit: every seat's hand (seat 1 first, each sorted ascending) and its weight."""


def units_of(params: dict[str, Any], lo: int, hi: int) -> Iterator[Unit]:
    """The units of indexes lo .. hi - 1 (module docstring: every distinct hand with its ways
    to be dealt and the others dealt from the rest, or seeded deals)."""
    players, k, seed, cards = params["players"], params["k"], params["seed"], params["cards"]
    if params["all_hands"]:
        values, caps = params["kinds"], params["caps"]
        hands = ranks.Multisets(caps, k)
        for rank in range(lo, hi):
            taken = hands.unrank(rank)
            first = tuple(sorted(v for v, m in zip(values, taken) for _ in range(m)))
            weight = 1
            for cap, m in zip(caps, taken):
                weight *= comb(cap, m)
            rest = list(cards)
            for v in first:
                rest.remove(v)
            dealt = random.Random(f"{seed}:{rank}").sample(rest, (players - 1) * k)
            yield (first, *(tuple(sorted(dealt[s * k:(s + 1) * k]))
                            for s in range(players - 1))), weight
        return
    for i in range(lo, hi):
        dealt = random.Random(f"{seed}:{i}").sample(cards, players * k)
        yield tuple(tuple(sorted(dealt[s * k:(s + 1) * k])) for s in range(players)), 1


def removals(hand: tuple[int, ...]) -> list[int]:
    """The distinct values of a hand, ascending: the hands one card shorter a bottleneck tries."""
    return sorted(set(hand))


def without(hand: tuple[int, ...], value: int) -> tuple[int, ...]:
    """The hand with one copy of `value` taken out."""
    i = hand.index(value)
    return hand[:i] + hand[i + 1:]


def questions(unit: Unit, deck_penguins: int) -> list[tuple[tuple[int, ...], int]]:
    """The (hand, penguins) a unit asks the solver first, from the empty pile (G2.2): seat 1
    with 0 and with 1 penguin, then seats 2.. with theirs."""
    hands, _ = unit
    return [(hands[0], 0), (hands[0], 1)] + [
        (hand, seat_penguins(deck_penguins, seat)) for seat, hand in enumerate(hands[1:], 2)]


def seat_one(answers: Sequence[int | None], deck_penguins: int) -> int | None:
    """Seat 1's fewest plays with the penguins it holds, among the first answers."""
    return answers[seat_penguins(deck_penguins, 1)]


def shorter_questions(unit: Unit, fewest: int | None,
                      deck_penguins: int) -> list[tuple[tuple[int, ...], int]]:
    """What the bottleneck asks next: seat 1's hand less each distinct value, with seat 1's
    penguins; nothing for a hand already at its bound (excess 0 has no bottleneck)."""
    first = unit[0][0]
    if _excess(fewest, first) == 0:
        return []
    mine = seat_penguins(deck_penguins, 1)
    return [(without(first, v), mine) for v in removals(first)]


def _excess(fewest: int | None, hand: tuple[int, ...]) -> int | None:
    """Plays beyond need (module docstring), None when the hand cannot go out."""
    bound = need(hand)
    return None if fewest is None or bound is None else fewest - bound


class Tally:
    """Exact counts over units, each counted with its weight (module docstring)."""

    def __init__(self, values: list[int], players: int, deck_penguins: int) -> None:
        self.index = {v: i for i, v in enumerate(values)}
        self.players = players
        self.deck_penguins = deck_penguins
        self.hands = 0
        self.units = 0
        self.out_alone = [0, 0]
        self.fewest: dict[str, Counter[str]] = {"0": Counter(), "1": Counter()}
        self.penguin_saves = 0
        self.race: Counter[str] = Counter()
        self.first_out_strict = 0
        self.excess: Counter[str] = Counter()
        self.with_bottleneck = 0
        self.held = [0] * len(values)
        self.bottleneck = [0] * len(values)
        self.sole = [0] * len(values)

    def add(self, unit: Unit, answers: Sequence[int | None],
            shorter: Sequence[int | None]) -> None:
        """One unit and the solver's fewest plays (None: cannot go out) for its `questions`
        and its `shorter_questions`, in their order."""
        hands, weight = unit
        first = hands[0]
        self.hands += 1
        self.units += weight
        for held in (0, 1):
            f = answers[held]
            self.out_alone[held] += weight * (f is not None)
            self.fewest[str(held)]["null" if f is None else str(f)] += weight
        f0, f1 = answers[0], answers[1]
        if f1 is not None and (f0 is None or f1 < f0):
            self.penguin_saves += weight
        mine = seat_one(answers, self.deck_penguins)
        self._race([mine, *answers[2:]], weight)
        self._bottleneck(first, mine, shorter, weight)

    def _race(self, seats: list[int | None], weight: int) -> None:
        """Which seat goes out first playing alone: fewest plays, ties to the earlier seat."""
        done = [(f, seat) for seat, f in enumerate(seats, 1) if f is not None]
        winner = min(done) if done else None
        self.race["null" if winner is None else str(winner[1])] += weight
        if seats[0] is not None and all(f is None or f > seats[0] for f in seats[1:]):
            self.first_out_strict += weight

    def _bottleneck(self, hand: tuple[int, ...], fewest: int | None,
                    shorter: Sequence[int | None], weight: int) -> None:
        """The values whose removal brings the excess lowest, below the hand's own."""
        never = HAND_MAX + 1
        values = removals(hand)
        own = _excess(fewest, hand)
        self.excess["null" if own is None else str(own)] += weight
        blamed: list[int] = []
        if own != 0:
            scores = [never if e is None else e
                      for e in (_excess(f, without(hand, v)) for v, f in zip(values, shorter))]
            best = min(scores)
            if best < (never if own is None else own):
                blamed = [v for v, score in zip(values, scores) if score == best]
        for v in values:
            self.held[self.index[v]] += weight
        for v in blamed:
            self.bottleneck[self.index[v]] += weight
        if blamed:
            self.with_bottleneck += weight
        if len(blamed) == 1:
            self.sole[self.index[blamed[0]]] += weight

    def to_json(self) -> dict[str, Any]:
        return {"hands": self.hands, "units": self.units, "out_alone": self.out_alone,
                "fewest": {k: dict(v) for k, v in self.fewest.items()},
                "penguin_saves": self.penguin_saves, "race": dict(self.race),
                "first_out_strict": self.first_out_strict, "excess": dict(self.excess),
                "with_bottleneck": self.with_bottleneck, "held": self.held,
                "bottleneck": self.bottleneck, "sole": self.sole}


def new_tally(params: dict[str, Any]) -> Tally:
    return Tally(params["kinds"], params["players"], params["penguins"])


def tally_chunk(params: dict[str, Any], chunk: dict[str, Any]) -> dict[str, Any]:
    """One chunk on a worker: its units' questions solved by the numba kernel in batches that
    reuse one set of arrays, one thread (the cluster's workers are the parallelism), tallied
    (Tally.to_json); the bottleneck's shorter hands only where a hand has plays to spare."""
    import numba
    import numpy as np

    from deckmath.solvers.grauso.solve import _kernel

    kernel = _kernel()
    numba.set_num_threads(1)
    penguins = params["penguins"]
    values = np.zeros((BATCH, HAND_MAX), np.int64)
    nhand = np.zeros(BATCH, np.int64)
    top = np.full(BATCH, kernel.EMPTY_TOP, np.int64)
    peng = np.zeros(BATCH, np.int64)

    def solve(asked: list[tuple[tuple[int, ...], int]]) -> list[int | None]:
        """Fewest plays of every (hand, penguins), BATCH rows per kernel call."""
        out: list[int | None] = []
        for lo in range(0, len(asked), BATCH):
            rows = asked[lo:lo + BATCH]
            values[:len(rows)] = 0
            for r, (hand, held) in enumerate(rows):
                values[r, :len(hand)] = hand
                nhand[r] = len(hand)
                peng[r] = held
            n = len(rows)
            fewest = kernel.solve_many(values[:n], nhand[:n], top[:n], peng[:n])[0]
            out += [None if f < 0 else f for f in fewest.tolist()]
        return out

    units = list(units_of(params, chunk["lo"], chunk["hi"]))
    first = [questions(u, penguins) for u in units]
    answers = _split(solve([q for qs in first for q in qs]), first)
    second = [shorter_questions(u, seat_one(a, penguins), penguins)
              for u, a in zip(units, answers)]
    shorter = _split(solve([q for qs in second for q in qs]), second)
    tally = new_tally(params)
    for unit, a, b in zip(units, answers, shorter):
        tally.add(unit, a, b)
    return tally.to_json()


def _split(flat: list[int | None], asked: list[list[Any]]) -> list[list[int | None]]:
    """Flat answers cut back into one list per unit, as the questions were asked."""
    out = []
    at = 0
    for qs in asked:
        out.append(flat[at:at + len(qs)])
        at += len(qs)
    return out


def tally_direct(params: dict[str, Any], lo: int, hi: int) -> dict[str, Any]:
    """The same tally from the public solver (solve.solve, its default engine), one question at
    a time, without Dask or the batch: what tests compare the census with."""
    from deckmath.solvers.grauso.model import Position
    from deckmath.solvers.grauso.solve import solve

    def fewest(asked: list[tuple[tuple[int, ...], int]]) -> list[int | None]:
        return [solve(Position(None, hand, held)).fewest for hand, held in asked]

    penguins = params["penguins"]
    tally = new_tally(params)
    for unit in units_of(params, lo, hi):
        answers = fewest(questions(unit, penguins))
        tally.add(unit, answers, fewest(shorter_questions(unit, seat_one(answers, penguins),
                                                          penguins)))
    return tally.to_json()


SHARES = {
    "out_alone_0": "goes out alone from an empty pile, no penguin (G2.2, G3)",
    "out_alone_1": "goes out alone from an empty pile, one penguin (G3.5)",
    "penguin_saves": "the penguin saves a play or more (G3.5)",
    "first_out": "seat 1 goes out first playing alone (G7.1)",
    "first_out_strict": "seat 1 needs strictly fewer plays than every other seat",
    "with_bottleneck": "a bottleneck card forces extra plays",
}
"""The report's shares, named for people (module docstring)."""


def report(plan: CensusPlan, tally: dict[str, Any], chunks: int) -> dict[str, Any]:
    """The census report: the manifest's fields, then every figure, from the merged tally
    (byte-identical for equal tallies); `plan` is one this module's `plan` made."""
    if not isinstance(plan, Plan):
        raise TypeError(f"a Grauso census report needs a Grauso plan, not {type(plan).__name__}")
    out = plan.manifest()
    del out["format"]
    out["chunks"] = chunks
    out["unit"] = plan.unit
    out["weighting"] = ("each distinct hand counted with its number of ways to be dealt; the "
                        "other seats dealt once per hand" if not plan.sampled
                        else "dealt deals, each once")
    out["hands"] = tally["hands"]
    out["units"] = n = tally["units"]
    race = tally["race"]
    counts = {"out_alone_0": tally["out_alone"][0], "out_alone_1": tally["out_alone"][1],
              "penguin_saves": tally["penguin_saves"], "first_out": race.get("1", 0),
              "first_out_strict": tally["first_out_strict"],
              "with_bottleneck": tally["with_bottleneck"]}
    out["shares"] = {key: stats.share(c, n, plan.sampled) for key, c in counts.items()}
    out["fewest"] = {held: stats.histogram(tally["fewest"].get(held, {})) for held in ("0", "1")}
    out["race"] = stats.histogram(race)
    out["excess"] = stats.histogram(tally["excess"])
    out["by_value"] = [{"value": format_card(v), "held": h, "bottleneck": b, "sole": s,
                        "share": round(b / h, stats.DIGITS) if h else None}
                       for v, h, b, s in zip(kinds(plan.deck.cards)[0], tally["held"],
                                             tally["bottleneck"], tally["sole"])]
    return out


def _mode(rep: dict[str, Any], say: Words | None = None) -> str:
    """Which units the census counted, in the words' language (English by default)."""
    say = say or WORDS()
    if rep["mode"] == "sample":
        return say("mode.sample", n=say.number(rep["sample"]), seed=rep["seed"])
    return say("mode.all", n=say.number(rep["hands"]), seed=rep["seed"])


def _ci(s: dict[str, Any], say: Words) -> str:
    if "ci95" not in s:
        return ""
    return say("ci", low=percent(say, s["ci95"][0], 2), high=percent(say, s["ci95"][1], 2))


def _plays(key: str) -> str:
    return "cannot" if key == "null" else key


def report_text(rep: dict[str, Any], lang: str | None = None) -> str:
    """The report's headline figures, for people, in `lang`."""
    say = WORDS(lang)
    n = rep["units"]
    lines = [say("head", deck=rep["deck"], players=rep["players"], size=rep["hand_size"],
                 mode=_mode(rep, say))]
    for key in SHARES:
        s = rep["shares"][key]
        even = (say("even", share=percent(say, 1 / rep["players"], 2)) if key == "first_out"
                else "")
        lines.append(say("share", name=say(f"share.{key}"), share=percent(say, s["share"], 2),
                         ci=_ci(s, say), even=even))
    for held in ("0", "1"):
        lines.append(say(f"fewest.{held}", items=", ".join(
            say("item", k=say("cannot") if k == "null" else k, share=percent(say, v / n, 1))
            for k, v in rep["fewest"][held].items())))
    lines.append(say("race", items=", ".join(
        say("item", k=say("none") if k == "null" else k, share=percent(say, v / n, 1))
        for k, v in rep["race"].items())))
    top = sorted((r for r in rep["by_value"] if r["held"]),
                 key=lambda r: (-r["bottleneck"] / r["held"], r["value"]))[:5]
    lines.append(say("bottleneck", items=", ".join(
        say("item", k=r["value"], share=percent(say, r["share"], 1)) for r in top)))
    return "\n".join(lines)


def plot(rep: dict[str, Any], lang: str | None = None) -> bytes:
    """The census figure, its words in `lang`: fewest plays with 0 and 1 penguin, the first-out
    seat, and how often each value is the bottleneck of a hand holding it."""
    from deckmath.census import plots

    say = WORDS(lang)
    plt = plots.pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    n = rep["units"]
    fig.suptitle(say("head", deck=rep["deck"], players=rep["players"], size=rep["hand_size"],
                     mode=_mode(rep, say)), fontsize=11)
    plots.bars(axes[0][0], rep["fewest"]["0"], n, say("figure.fewest.0"), say("figure.plays"),
               say("cannot"))
    plots.bars(axes[0][1], rep["fewest"]["1"], n, say("figure.fewest.1"), say("figure.plays"),
               say("cannot"))
    plots.bars(axes[1][0], rep["race"], n, say("figure.race"), say("figure.seat"), say("none"))
    ax = axes[1][1]
    rows = [r for r in rep["by_value"] if r["held"]]
    ax.bar(range(len(rows)), [100 * (r["share"] or 0) for r in rows], color="#aa3377")
    ax.set_xticks(range(len(rows)), [r["value"] for r in rows], fontsize=6, rotation=90)
    ax.set_title(say("figure.bottleneck"), fontsize=10)
    ax.set_xlabel(say("figure.value"), fontsize=9)
    fig.tight_layout()
    return plots.png(fig)


def tables(rep: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The report's tables for a spreadsheet: shares, fewest plays by penguins, first out by
    seat, excess plays, and per value; every row of a table has the same keys."""
    shares = [{"share": key, "what": SHARES[key], "count": s["count"], "of": rep["units"],
               "fraction": s["share"], "ci95_low": s["ci95"][0] if "ci95" in s else None,
               "ci95_high": s["ci95"][1] if "ci95" in s else None}
              for key, s in rep["shares"].items()]
    keys = stats.histogram({k: 0 for held in ("0", "1") for k in rep["fewest"][held]})
    fewest = [{"plays": _plays(k), "penguins_0": rep["fewest"]["0"].get(k, 0),
               "penguins_1": rep["fewest"]["1"].get(k, 0)} for k in keys]
    race = [{"seat": "none" if k == "null" else k, rep["unit"]: v} for k, v in rep["race"].items()]
    excess = [{"extra_plays": _plays(k), rep["unit"]: v} for k, v in rep["excess"].items()]
    return {"shares": shares, "fewest": fewest, "race": race, "excess": excess,
            "by_value": [dict(r) for r in rep["by_value"]]}


def shares(rep: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """The report's headline shares as (count, of): what a comparison of two decks differences."""
    return {key: (s["count"], rep["units"]) for key, s in rep["shares"].items()}


CENSUS = CensusFace(
    plan=plan, tally=tally_chunk, report=report, text=report_text, figure=plot, tables=tables,
    shares=shares,
    options=(
        CensusOption("all_hands", "Every distinct hand of the deck once, weighted by its ways "
                                  "to be dealt; the other seats dealt from the rest with --seed.",
                     flag=True),
        CensusOption("players", f"Players at the table, {PLAYERS_MIN} to {PLAYERS_MAX} (G1.3; "
                                f"default {PLAYERS}): the hand size and the seats of the race."),
        CensusOption("hand_size", f"Cards in a hand, {HAND_MIN} to {HAND_MAX} (default G1.3's for "
                                  "the players: 7 with 3-4, 5 with 5-6)."),
    ),
    examples=("--sample 2000 --seed 1", "--sample 2000 --seed 7 --players 3 --json",
              "--all-hands --players 6 --hand-size 2 --seed 1 --out hands-2"),
    help="How dealt hands go out (G2.2, G3): over every distinct hand of the deck (each with "
         "its ways to be dealt) or a seeded sample of deals, the share that goes out alone from "
         "the empty pile with 0 and 1 penguin (G3.5) and its fewest plays; the share of deals "
         "where seat 1 needs no more plays than any other seat, so goes out first playing alone "
         "(G7.1); per card value, how often it is the bottleneck that forces plays beyond one "
         "per two cards and one per neutral card. Exact counts; 95% intervals for samples.",
    chunk_help=f"Hands or deals per task (default {CHUNK_SIZE:,}).",
)
