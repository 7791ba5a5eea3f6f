"""The tally of many whole games, the same for every game: win rates by bot and by seat with
95% Wilson intervals, shared first places, game length, and the game's own figures.

A shared first place among k players credits each of them 1/k of a win (C7.3, T8.5, G7.6,
P6.6) and is also counted apart (`shared_first`), so that win rates of a run add up to one game
a game whatever the ties.

The summary's JSON (`Tally.summary`):

    {"game": "celsius", "games": 1000, "players": 3, "seed": 1,
     "seeds": "game i (from 0) is dealt from seed + i", "deck": {"name": ..., "sha256": ...},
     "options": {}, "bots": ["perfect", "random", "random"],
     "rotation": "game i seats the bots turned i seats: each bot sits in each seat in turn",
     "by_bot": {"perfect": {"seats": 1000, "wins": 612.5, "sole_wins": 600, "shared_first": 25,
                            "win_rate": {"share": 0.6125, "low": 0.5821, "high": 0.642}}, ...},
     "by_seat": [{"seat": 1, "seats": 1000, "wins": ..., ...}, ...],
     "shared_first": {"count": 40, "of": 1000, "share": 0.04, "low": ..., "high": ...},
     "length": {"unit": "rounds", "mean": 13.0, "low": 13.0, "high": 13.0, "min": 13, "max": 13},
     "figures": {"nobody_could_play": {"count": ..., "of": ..., "share": ..., ...}, ...}}
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deckmath.play.report_words import WORDS, counted, decimal, percent
from deckmath.solvers.game import Outcome
from deckmath.solvers.stats import mean_interval_of_counts, share_json
from deckmath.solvers.words import Words

ROTATION = "game i seats the bots turned i seats: each bot sits in each seat in turn"
SEEDS = "game i (from 0) is dealt from seed + i"


@dataclass
class Record:
    """Games played from a seat (or by a bot over its seats), wins credited, sole wins and
    shared first places."""

    seats: int = 0
    wins: float = 0.0
    sole_wins: int = 0
    shared_first: int = 0

    def add(self, winners: Sequence[int], seat: int) -> None:
        self.seats += 1
        if seat in winners:
            self.wins += 1 / len(winners)
            if len(winners) == 1:
                self.sole_wins += 1
            else:
                self.shared_first += 1

    def to_json(self) -> dict[str, Any]:
        share = share_json(self.wins, self.seats)
        return {"seats": self.seats, "wins": round(self.wins, 4), "sole_wins": self.sole_wins,
                "shared_first": self.shared_first,
                "win_rate": {key: share[key] for key in ("share", "low", "high")}}


class Tally:
    """Outcomes of many games of one game between the same bots."""

    def __init__(self, game: str, players: int, unit: str) -> None:
        self.game = game
        self.players = players
        self.unit = unit
        self.games = 0
        self.shared = 0
        self.lengths: Counter[int] = Counter()
        self.by_bot: dict[str, Record] = {}
        self.by_seat = [Record() for _ in range(players)]
        self.figures: dict[str, list[int]] = {}

    def record(self, labels: Sequence[str], outcome: Outcome, length: int,
               figures: Mapping[str, tuple[int, int]]) -> None:
        """Add one game: `labels` are its players by seat."""
        winners = outcome.winners
        self.games += 1
        self.shared += len(winners) > 1
        self.lengths[length] += 1
        for seat, label in enumerate(labels, start=1):
            self.by_bot.setdefault(label, Record()).add(winners, seat)
            self.by_seat[seat - 1].add(winners, seat)
        for name, (count, of) in figures.items():
            total = self.figures.setdefault(name, [0, 0])
            total[0] += count
            total[1] += of

    def summary(self, **run: Any) -> dict[str, Any]:
        """The JSON summary (module docstring); `run` says what the run was (seed, deck,
        options, bots), placed after the game's name."""
        mean, low, high = mean_interval_of_counts(self.lengths)
        return {
            "game": self.game, "games": self.games, "players": self.players, **run,
            "by_bot": {label: record.to_json() for label, record in sorted(self.by_bot.items())},
            "by_seat": [{"seat": seat, **record.to_json()}
                        for seat, record in enumerate(self.by_seat, start=1)],
            "shared_first": share_json(self.shared, self.games),
            "length": {"unit": self.unit, "mean": round(mean, 3), "low": round(low, 3),
                       "high": round(high, 3), "min": min(self.lengths, default=0),
                       "max": max(self.lengths, default=0)},
            "figures": {name: share_json(count, of) for name, (count, of) in self.figures.items()},
        }


def summary_text(summary: Mapping[str, Any], lang: str = "en") -> str:
    """A summary as a few plain lines for the terminal, in `lang`. Games are numbered from 1
    where a person reads them: game n was dealt from seed + n - 1 (the JSON's `seeds` keeps
    the programs' game i from 0, dealt from seed + i)."""
    say = WORDS(lang)

    def interval(share: Mapping[str, Any]) -> dict[str, str]:
        return {key: percent(say, share[key]) for key in ("share", "low", "high")}

    def rate(record: Mapping[str, Any]) -> str:
        shared = (say("tally.rate.shared", n=record["shared_first"])
                  if record["shared_first"] else "")
        return say("tally.rate", **interval(record["win_rate"]),
                   wins=counted(say, record["wins"], "tally.wins"), seats=record["seats"],
                   shared=shared)

    lines = [say("tally.head", games=counted(say, summary["games"], "tally.games"),
                 game=summary["game"], players=summary["players"], seed=summary["seed"])]
    lines.append(say("tally.by_bot"))
    lines += [f"  {label}{say('colon')} {rate(record)}"
              for label, record in summary["by_bot"].items()]
    lines.append(say("tally.by_seat"))
    lines += [f"  {say('tally.seat', seat=record['seat'])}{say('colon')} {rate(record)}"
              for record in summary["by_seat"]]
    lines.append(say("tally.shared", **interval(summary["shared_first"])))
    length = summary["length"]
    lines.append(say("tally.length", mean=decimal(say, length["mean"], 2),
                     unit=unit_name(say, length["unit"]), low=decimal(say, length["low"], 2),
                     high=decimal(say, length["high"], 2), min=length["min"],
                     max=length["max"]))
    for name, share in summary["figures"].items():
        lines.append(say("tally.figure", name=figure_name(say, name), **interval(share),
                         count=share["count"], of=share["of"]))
    lines.append(say("tally.seeds", seed=summary["seed"]))
    return "\n".join(lines)


def unit_name(say: Words, unit: str) -> str:
    """What a game's length is counted in (`rounds`, `moves`), in the words' language."""
    key = f"unit.{unit}"
    return say(key) if key in say.templates else unit


def figure_name(say: Words, name: str) -> str:
    """A game's figure (`nobody_could_play`) as words (`nobody could play`)."""
    key = f"figure.{name}"
    return say(key) if key in say.templates else name.replace("_", " ")
