"""The Professor Tempus census: seeded samples of first rounds (P2.1, P3, P4.1, P4.2), each
solved exactly and tallied as whole numbers, so that a designer can see what a deck's
hourglass distribution (P1.2, `--deck`) does to the first player's chances.

Round i of a census with seed S is dealt by deck.deal_round with random.Random(f"{S}:{i}"):
the 63 cards shuffled, 7 to each of 2 players (P2.1), every holder free, seat 1 to open (P3.1,
P6.1). Dealing does not depend on the hourglasses, so two decks with the same seed are censused
on the same deals, and round i is the same whatever the sample size or the chunks.

Figures of one round (2 players; the solver's model: both play perfectly with open hands):
- value: the exact value of the round for seat 1 (solve.py): the hourglasses in front of seat 1
  minus those in front of seat 2 when the round ends (P4.1, P4.2). It is seat 1's margin; seat 1
  wins the round when it is above 0, ties at 0 and loses below.
- principal variation: from the deal, at every turn the solver's best move (exact, the first in
  canonical order among the best, P3), played through rules.apply_move to the round's end. The
  margin at its end equals the value; every round is checked (RuntimeError otherwise).
- standing with two moves left: seat 1's margin of the hourglasses in front (P4.2) in the
  principal variation's position with two moves left in the round (P4.1): after 8 of the 10
  moves, before seat 1's last move and seat 2's.
- decided in the last two moves: the result for seat 1 (win, tie or loss) as the standing with
  two moves left has it differs from the final result. The swing is the final margin minus that
  standing; `margin changes in the last two moves` counts the rounds whose swing is not 0.
- dealt edge: the hourglasses on seat 1's 7 dealt cards minus those on seat 2's.

3 to 5 players (P2.1) are refused: measured on one core of this machine, the exact search of
one 3-player first round (12 plies, paranoid value) takes 2.8 to more than 30 s (median 7.5 s
over 5 deals), and at 4 and 5 players it did not finish 8 of the 16 or 20 plies in 15 s; a
2-player round takes 0.01 to 0.13 s (mean 0.03 s over 100 deals).

The tally is exact: counts, the sum of margins and of their squares (the mean's 95% interval,
normal approximation), histograms. Shares of the sample get 95% Wilson intervals. Everything
here but `tally_chunk` (which runs on the Dask workers and imports numpy) is plain Python.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from deckmath.census import stats
from deckmath.solvers.decks import sha256 as deck_sha256
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import SEED_MAX, CensusFace, CensusOption, CensusPlan, Planned
from deckmath.solvers.notation import parse_int, show
from deckmath.solvers.stats import Z95
from deckmath.solvers.words import Said, Words, grouped
from deckmath.solvers.tempus.census_words import WORDS
from deckmath.solvers.tempus.deck import Deck, deal_round
from deckmath.solvers.tempus.model import (
    ALL_CARDS, HOURGLASS_MAX, PLAYERS_MAX, PLAYERS_MIN, Move, Position,
)
from deckmath.solvers.tempus.rules import apply_move, hourglasses_in_front
from deckmath.solvers.tempus.words import ERRORS

FORMAT = 1
"""Version of the tally's layout, in the manifest: a store of another layout is refused."""

PLAYERS = (2,)
"""Player counts whose first round the exact search solves in well under a second (module
docstring)."""

SAMPLE_DEFAULT = 2000
"""Rounds when no sample size is given: about a minute on one core."""

SAMPLE_MAX = 10**7
"""Most rounds one census samples: about 4 days on one core, 22 minutes on 256."""

CHUNK_SIZE = 100
"""Rounds per chunk by default: about 3 s on one core (30 rounds/s, principal variation
included)."""

CHUNK_MAX = 10**4

LAST_MOVES = 2
"""`decided in the last two moves` looks this many moves before the round's end (P4.1)."""

RESULTS = ("win", "tie", "loss")
"""Seat 1's result of a round, by the sign of its margin."""

COLOUR_NAMES = ("red", "mauve", "joker")

SHARE_NAMES = {
    "seat1_wins": "seat 1 wins the round (P4.2)",
    "ties": "the round is a tie",
    "seat1_loses": "seat 1 loses the round",
    "decided_last_two": "decided in the last two moves",
    "margin_changes_last_two": "the margin changes in the last two moves",
}
"""The report's shares and how people read them."""


def hourglass_distribution(deck: Deck) -> dict[str, Any]:
    """The deck's hourglasses (P1.1, P1.2): their total, by colour, and how many cards of each
    colour show 0 to 3."""
    by_count = {str(k): {"cards": 0, **{name: 0 for name in COLOUR_NAMES}}
                for k in range(HOURGLASS_MAX + 1)}
    by_colour = {name: 0 for name in COLOUR_NAMES}
    for card in ALL_CARDS:
        count = deck.of(card)
        by_count[str(count)]["cards"] += 1
        by_count[str(count)][COLOUR_NAMES[card.colour]] += 1
        by_colour[COLOUR_NAMES[card.colour]] += count
    return {"total": sum(deck.hourglasses), "by_colour": by_colour, "cards_showing": by_count}


def _shown(value: object) -> str:
    """A keyword's value as a message shows it after `name=`: short plain text as typed, else
    its quoted or described form (one line whatever it holds)."""
    if isinstance(value, str) and value.isprintable() and " " not in value and len(value) <= 20:
        return value
    return show(value)


def _whole(name: str, value: object, low: int, high: int, unit: str, rule: str = "") -> int:
    """A whole-number keyword read from text or a number and checked to be in low..high;
    InputError naming it as `name=value`; `unit` is the key of its unit in ERRORS."""
    bounds = {"low": grouped(low), "high": grouped(high), "unit": ERRORS.said(unit), "rule": rule}
    try:
        number = parse_int(value, name)
    except InputError:
        raise InputError(ERRORS.said("census.not_whole", named=f"{name}={_shown(value)}",
                                     **bounds)) from None
    if not low <= number <= high:
        raise InputError(ERRORS.said("census.range", named=f"{name}={number}", **bounds))
    return number


def _players(value: object) -> int:
    """The `players` keyword: 2 to 5 is the game (P2.1); 2 is what the exact search allows."""
    if value is None:
        return PLAYERS[0]
    count = _whole("players", value, PLAYERS_MIN, PLAYERS_MAX, "census.players", " (P2.1)")
    if count not in PLAYERS:
        raise InputError(ERRORS.said("census.two_players", count=count))
    return count


def _seed(value: object) -> int:
    """The seed given (0 .. 2**63 - 1), or a fresh one, which the manifest records."""
    if value is None:
        return random.SystemRandom().randrange(2**32)
    return _whole("seed", value, 0, SEED_MAX, "census.none")


@dataclass(repr=False)
class Plan(Planned):
    """What a Tempus census counts (module docstring): the deck, the players, `sample` rounds
    dealt with `seed`, cut in chunks of `chunk_size`. `title` is a field, not a property,
    because CensusPlan declares it a plain attribute, which a read-only property does not
    satisfy for mypy."""

    deck: Deck
    sample: int = SAMPLE_DEFAULT
    seed: int = 0
    players: int = 2
    chunk_size: int = CHUNK_SIZE
    title: str = field(init=False, compare=False, repr=False)

    unit = "rounds"
    sampled = True

    def __post_init__(self) -> None:
        self.title = self.said_title.text()

    @property
    def said_title(self) -> Said:
        """The title in the reader's language (CensusPlan)."""
        return WORDS.said("title", players=self.players)

    def manifest(self) -> dict[str, Any]:
        """The run's parameters, as the store's manifest keeps them."""
        return {"census": "tempus", "format": FORMAT, "deck": self.deck.name,
                "deck_sha256": deck_sha256(self.deck), "players": self.players,
                "round": "first", "sample": self.sample, "seed": self.seed,
                "dealing": "round i dealt with random.Random(f'{seed}:{i}') (P2.1)",
                "chunk_size": self.chunk_size}

    def chunks(self) -> list[dict[str, Any]]:
        """Ranges of round numbers: [{"index": i, "size": n, "lo": lo, "hi": hi}]."""
        return [{"index": i, "size": min(lo + self.chunk_size, self.sample) - lo, "lo": lo,
                 "hi": min(lo + self.chunk_size, self.sample)}
                for i, lo in enumerate(range(0, self.sample, self.chunk_size))]

    def params(self) -> dict[str, Any]:
        """What a worker needs: the deck's hourglasses by card index, the players, the seed."""
        return {"hourglasses": list(self.deck.hourglasses), "players": self.players,
                "seed": self.seed}

    def keywords(self) -> dict[str, Any]:
        """The keywords of `plan` that make this census again, of any deck."""
        return {"sample": self.sample, "seed": self.seed, "chunk_size": self.chunk_size,
                "players": self.players}


def plan(deck: Deck, sample: int | str | None = None, seed: int | str | None = None,
         chunk_size: int | str | None = None, players: int | str | None = None,
         **unknown: Any) -> Plan:
    """The census asked for, checked; InputError naming the bad keyword as `name=value`."""
    if unknown:
        name, value = next(iter(unknown.items()))
        raise InputError(ERRORS.said("census.unknown", named=f"{name}={_shown(value)}"))
    count = _players(players)
    rounds = SAMPLE_DEFAULT if sample is None else _whole("sample", sample, 1, SAMPLE_MAX,
                                                          "census.rounds")
    size = CHUNK_SIZE if chunk_size is None else _whole("chunk_size", chunk_size, 1, CHUNK_MAX,
                                                        "census.rounds")
    return Plan(deck, rounds, _seed(seed), count, size)


def deal(params: dict[str, Any], index: int) -> Position:
    """Round `index` of the census (module docstring): the same whatever the chunks."""
    return deal_round(random.Random(f"{params['seed']}:{index}"), params["players"], 1)


Best = Callable[[Position], tuple[int, Move]]
"""A solver of one position: its exact value for the player to move and the best move."""


def line(position: Position, best: Best) -> list[tuple[Position, int, Move]]:
    """The principal variation from `position` to the round's end (P4.1): each position with
    its exact value for the player to move and the best move played there (rules.apply_move)."""
    out = []
    while not position.over:
        value, move = best(position)
        out.append((position, value, move))
        position = apply_move(position, move)
    return out


def margin(position: Position, hourglasses: tuple[int, ...]) -> int:
    """Seat 1's hourglasses in front minus seat 2's, as the round stands (P4.2)."""
    front = hourglasses_in_front(position, hourglasses)
    return front[0] - front[1]


def figures(position: Position, hourglasses: tuple[int, ...], best: Best) -> tuple[int, int, int]:
    """One dealt round's (value for seat 1, seat 1's margin with two moves left, dealt edge)
    along its principal variation; RuntimeError if the line does not end on the value or a
    move's value disagrees with the one before (2 players: each is the other's negation)."""
    moves = line(position, best)
    value = moves[0][1]
    for (before, v, _), (_, w, _) in zip(moves, moves[1:]):
        if w != -v:
            raise RuntimeError(f"the solver's values {v} and then {w} disagree along the line "
                               f"of {before.to_json()}")
    final = apply_move(moves[-1][0], moves[-1][2])
    if margin(final, hourglasses) != value:
        raise RuntimeError(f"the line of {position.to_json()} ends on margin "
                           f"{margin(final, hourglasses)}, not on its value {value}")
    late = next(p for p, _, _ in moves if p.plies_left == LAST_MOVES)
    edge = sum(hourglasses[c.index] for c in position.hands[0]) - sum(
        hourglasses[c.index] for c in position.hands[1])
    return value, margin(late, hourglasses), edge


def result(margin_: int) -> str:
    """Seat 1's result by its margin: win, tie or loss."""
    return RESULTS[0] if margin_ > 0 else RESULTS[1] if margin_ == 0 else RESULTS[2]


class Tally:
    """Exact counts over rounds (module docstring); `add` takes one round's figures."""

    def __init__(self) -> None:
        self.rounds = 0
        self.margin_sum = 0
        self.margin_squares = 0
        self.margins: Counter[str] = Counter()
        self.swing: Counter[str] = Counter()
        self.standing: dict[str, Counter[str]] = {}
        self.by_edge: dict[str, list[int]] = {}

    def add(self, value: int, late: int, edge: int) -> None:
        """One round: its value for seat 1, the margin with two moves left, the dealt edge."""
        self.rounds += 1
        self.margin_sum += value
        self.margin_squares += value * value
        self.margins[str(value)] += 1
        self.swing[str(value - late)] += 1
        self.standing.setdefault(result(late), Counter())[result(value)] += 1
        row = self.by_edge.setdefault(str(edge), [0, 0, 0, 0])  # rounds, wins, ties, margins
        row[0] += 1
        row[1] += value > 0
        row[2] += value == 0
        row[3] += value

    def to_json(self) -> dict[str, Any]:
        return {"rounds": self.rounds, "margin_sum": self.margin_sum,
                "margin_squares": self.margin_squares, "margins": dict(self.margins),
                "swing": dict(self.swing),
                "standing": {k: dict(v) for k, v in self.standing.items()},
                "by_edge": self.by_edge}


def tally_chunk(params: dict[str, Any], chunk: dict[str, Any]) -> dict[str, Any]:
    """One chunk on a worker: its rounds solved by the kernel's search (solve.py's iterative
    deepening, its transposition tables kept between positions) along each principal
    variation, tallied (Tally.to_json)."""
    from deckmath.solvers.tempus.solve import _search

    hourglasses = tuple(params["hourglasses"])

    def best(position: Position) -> tuple[int, Move]:
        found = _search(position, hourglasses, False, None, None, None)
        if not found.proven or found.best_move is None:
            raise RuntimeError(f"the search of {position.to_json()} is not exact")
        return found.value, found.best_move

    tally = Tally()
    for index in range(chunk["lo"], chunk["hi"]):
        tally.add(*figures(deal(params, index), hourglasses, best))
    return tally.to_json()


def tally_direct(deck: Deck, params: dict[str, Any], lo: int, hi: int,
                 engine: str = "kernel") -> dict[str, Any]:
    """The same tally from the public solver (solve.solve with `engine`), one position at a
    time, without Dask: what tests compare the census with."""
    from deckmath.solvers.tempus.solve import solve

    def best(position: Position) -> tuple[int, Move]:
        found = solve(position, deck, engine=engine)
        if found.best_move is None:
            raise RuntimeError(f"{position.to_json()} has no move")
        return found.value, found.best_move

    tally = Tally()
    for index in range(lo, hi):
        tally.add(*figures(deal(params, index), deck.hourglasses, best))
    return tally.to_json()


def _mean(total: int, squares: int, n: int) -> dict[str, Any]:
    """The mean margin, its sample standard deviation and 95% interval (normal approximation)
    from exact sums."""
    if n == 0:
        return {"mean": None, "sd": None, "ci95": None}
    mean = total / n
    variance = (n * squares - total * total) / (n * (n - 1)) if n > 1 else 0.0
    half = Z95 * math.sqrt(variance / n)
    digits = stats.DIGITS
    return {"mean": round(mean, digits), "sd": round(math.sqrt(variance), digits),
            "ci95": [round(mean - half, digits), round(mean + half, digits)]}


def _quantile(hist: dict[str, int], q: float) -> int:
    """The smallest margin at or below which a share q of the rounds fall."""
    n, seen = sum(hist.values()), 0
    for key, count in hist.items():
        seen += count
        if seen >= q * n:
            return int(key)
    raise ValueError("an empty histogram has no quantile")


def report(plan: CensusPlan, tally: dict[str, Any], chunks: int) -> dict[str, Any]:
    """The census report: the manifest's fields, then every figure, from the merged tally;
    every key in a fixed order, so equal tallies give the same bytes. `plan` is one this
    module's `plan` made (the face is called with its own plans)."""
    if not isinstance(plan, Plan):
        raise TypeError(f"a Professor Tempus report needs a Professor Tempus plan, not {plan!r}")
    n = tally.get("rounds", 0)
    margins = stats.histogram(tally.get("margins", {}))
    swing = stats.histogram(tally.get("swing", {}))
    standing = tally.get("standing", {})
    out = plan.manifest()
    del out["format"]
    out["chunks"] = chunks
    out["rounds"] = n
    out["deck_hourglasses"] = hourglass_distribution(plan.deck)
    out["value"] = {"what": "seat 1's hourglasses in front minus seat 2's at the round's end, "
                            "both playing perfectly with open hands (P4.2)",
                    "sum": tally.get("margin_sum", 0), "squares": tally.get("margin_squares", 0),
                    **_mean(tally.get("margin_sum", 0), tally.get("margin_squares", 0), n)}
    if n:
        out["value"]["quantiles"] = {str(q): _quantile(margins, q / 100)
                                     for q in (10, 25, 50, 75, 90)}
    results = {r: sum(int(margins[k]) for k in margins if result(int(k)) == r) for r in RESULTS}
    decided = sum(count for late, row in standing.items() for final, count in row.items()
                  if late != final)
    counts = {"seat1_wins": results["win"], "ties": results["tie"],
              "seat1_loses": results["loss"], "decided_last_two": decided,
              "margin_changes_last_two": n - swing.get("0", 0)}
    out["shares"] = {key: stats.share(count, n, True) for key, count in counts.items()}
    out["margins"] = margins
    out["standing_two_left"] = {late: {final: standing.get(late, {}).get(final, 0)
                                       for final in RESULTS} for late in RESULTS}
    out["swing_last_two"] = swing
    out["by_dealt_edge"] = {
        edge: {"rounds": r, "seat1_wins": w, "ties": t, "seat1_loses": r - w - t,
               "mean_margin": round(total / r, 4)}
        for edge, (r, w, t, total) in ((k, tally["by_edge"][k]) for k in
                                       sorted(tally.get("by_edge", {}), key=int))}
    return out


def _pct(say: Words, share: float) -> str:
    text = f"{share:.1%}"
    return text[:-1].replace(".", ",") + "\u202f%" if say.lang == "fr" else text


def _signed(say: Words, value: float, digits: int) -> str:
    text = f"{value:+.{digits}f}"
    return text.replace(".", ",") if say.lang == "fr" else text


def _share_text(s: dict[str, Any], say: Words | None = None) -> str:
    say = say or WORDS()
    low, high = s["ci95"] if "ci95" in s else (s["share"], s["share"])
    return say("share", share=_pct(say, s["share"]), low=_pct(say, low), high=_pct(say, high))


def _deck_text(rep: dict[str, Any], say: Words | None = None) -> str:
    say = say or WORDS()
    d = rep["deck_hourglasses"]
    showing = ", ".join(say("showing", cards=row["cards"], k=k)
                        for k, row in d["cards_showing"].items())
    colours = ", ".join(f"{say(f'colour.{k}') if f'colour.{k}' in say.templates else k} {v}"
                        for k, v in d["by_colour"].items())
    return say("deck", total=d["total"], colours=colours, showing=showing)


def report_text(rep: dict[str, Any], lang: str | None = None) -> str:
    """The headline figures of a report, for people, in `lang`."""
    say = WORDS(lang)
    v, s = rep["value"], rep["shares"]
    lines = [say("head", deck=rep["deck"], players=rep["players"],
                 rounds=say.number(rep["rounds"]), seed=rep["seed"]),
             _deck_text(rep, say)]
    if not rep["rounds"]:
        return "\n".join(lines)
    low, high = v["ci95"]
    q = v["quantiles"]
    sd = f"{v['sd']:.2f}"
    lines += [
        say("margin", mean=_signed(say, v["mean"], 2), low=_signed(say, low, 2),
            high=_signed(say, high, 2), sd=sd.replace(".", ",") if say.lang == "fr" else sd,
            median=f"{q['50']:+d}", q1=f"{q['25']:+d}", q3=f"{q['75']:+d}"),
        say("results", wins=_share_text(s["seat1_wins"], say), ties=_share_text(s["ties"], say),
            loses=_share_text(s["seat1_loses"], say)),
        say("last_two", decided=_share_text(s["decided_last_two"], say),
            changes=_share_text(s["margin_changes_last_two"], say)),
    ]
    edges = [(int(k), row) for k, row in rep["by_dealt_edge"].items()]
    busy = [(k, row) for k, row in edges if row["rounds"] * 20 >= rep["rounds"]]
    if busy:
        lines.append(say("by_edge", items=", ".join(
            f"{k:+d}{chr(0x202F) + ':' if say.lang == 'fr' else ':'} "
            f"{_signed(say, row['mean_margin'], 1)}"
            for k, row in busy)))
    return "\n".join(lines)


def _numeric_bars(ax: Any, hist: dict[str, int], n: int, title: str, say: Words) -> None:
    """A histogram of hourglasses as % of rounds, on a numeric axis (gaps stay gaps)."""
    ax.bar([int(k) for k in hist], [100 * v / n for v in hist.values()], width=0.8,
           color="#4477aa")
    ax.axvline(0, color="#999999", linewidth=0.8)
    ax.set_title(title, fontsize=10)
    ax.set_xlabel(say("figure.hourglasses"), fontsize=9)
    ax.set_ylabel(say("figure.of_rounds"), fontsize=9)


def plot(rep: dict[str, Any], lang: str | None = None) -> bytes:
    """The census figure, its words in `lang`: the margins, the results and their 95%
    intervals, the swing of the last two moves, and the mean margin by dealt edge."""
    from deckmath.census import plots

    say = WORDS(lang)
    plt = plots.pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    n = max(rep["rounds"], 1)
    fig.suptitle(say("figure.head", deck=rep["deck"], players=rep["players"],
                     rounds=say.number(rep["rounds"]), seed=rep["seed"]), fontsize=11)
    _numeric_bars(axes[0][0], rep["margins"], n, say("figure.margins"), say)
    ax = axes[0][1]
    keys = list(SHARE_NAMES)
    shares = [rep["shares"][k] for k in keys]
    heights = [100 * (s["share"] or 0) for s in shares]
    errors = [[100 * ((s["share"] or 0) - s.get("ci95", [0, 0])[0]) for s in shares],
              [100 * (s.get("ci95", [0, 0])[1] - (s["share"] or 0)) for s in shares]]
    ax.bar(range(len(keys)), heights, yerr=errors, color="#228833", capsize=3)
    ax.set_xticks(range(len(keys)), [say(f"figure.{k}") for k in
                                     ("wins", "tie", "loses", "decided", "moves")], fontsize=8)
    ax.set_ylim(0, 100)
    ax.set_title(say("figure.shares"), fontsize=10)
    _numeric_bars(axes[1][0], rep["swing_last_two"], n, say("figure.swing"), say)
    ax = axes[1][1]
    rows = rep["by_dealt_edge"]
    ax.scatter([int(k) for k in rows], [r["mean_margin"] for r in rows.values()],
               s=[max(4, 400 * r["rounds"] / n) for r in rows.values()], color="#aa3377")
    ax.axhline(0, color="#999999", linewidth=0.8)
    ax.set_title(say("figure.by_edge"), fontsize=10)
    ax.set_xlabel(say("figure.edge_axis"), fontsize=9)
    ax.set_ylabel(say("figure.hourglasses"), fontsize=9)
    fig.tight_layout()
    return plots.png(fig)


def tables(rep: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The report's tables for a spreadsheet: the shares, the margins, the swing of the last
    two moves, the standing before them against the result, by dealt edge, and the deck."""
    n = rep["rounds"]

    def hist(key: str, label: str) -> list[dict[str, Any]]:
        return [{label: int(k), "rounds": v, "share": round(v / n, stats.DIGITS)}
                for k, v in rep[key].items()]

    return {
        "shares": [{"figure": SHARE_NAMES[k], "count": s["count"], "of": n, "share": s["share"],
                    "low": s["ci95"][0] if "ci95" in s else None,
                    "high": s["ci95"][1] if "ci95" in s else None}
                   for k, s in rep["shares"].items()],
        "margins": hist("margins", "margin"),
        "swing_last_two": hist("swing_last_two", "swing"),
        "standing_two_left": [{"standing_two_left": late, "result": final, "rounds": count}
                              for late, row in rep["standing_two_left"].items()
                              for final, count in row.items()],
        "by_dealt_edge": [{"edge": int(k), **row} for k, row in rep["by_dealt_edge"].items()],
        "deck": [{"hourglasses": int(k), **row}
                 for k, row in rep["deck_hourglasses"]["cards_showing"].items()],
    }


def shares(rep: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """The shares two decks are compared on, as (count, of)."""
    return {SHARE_NAMES[k]: (s["count"], rep["rounds"]) for k, s in rep["shares"].items()}


CENSUS = CensusFace(
    plan=plan, tally=tally_chunk, report=report, text=report_text, figure=plot, tables=tables,
    shares=shares,
    options=(CensusOption("players", "Players: 2 (P2.1). 3 to 5 are refused: the exact search "
                          "of one 3-player round takes 3 to over 30 s."),),
    examples=("--sample 200 --seed 1", "--sample 200 --seed 1 --out tempus-200 --json",
              "--sample 200 --seed 1 --out tempus-200 --resume"),
    help="Census of first rounds of 2-player deals (P2.1-P4.2), each solved exactly: seat 1's "
         "margin under perfect play with open hands, its mean with a 95% interval, how often "
         "seat 1 wins, ties and loses, how often the last two moves decide the round, and the "
         "margin by the hourglasses dealt, for the deck's hourglass distribution (--deck, "
         f"P1.2). About 30 rounds/s per core; {SAMPLE_DEFAULT:,} rounds by default.",
    chunk_help=f"Rounds per task (default {CHUNK_SIZE}: about 3 s on one core).",
)
