"""A strength ladder of bots, the same for every game with a play face:
a round robin between the bots listed, Bradley-Terry ratings on the Elo scale with 95%
intervals (play/ratings.py), and what a designer reads as skill against luck.

The round robin. Every two bots A and B (A listed first) play `games` games. Game i (from 0)
of a pair is dealt from seats.game_seed(seed, i), the same deals for every pair. With two
players the seats alternate: A in seat 1 in even games, B in odd ones. With n > 2 players (a
game that needs three, Grauso) one bot sits alone against n - 1 of the other: game i seats A
alone when i is even and B alone when it is odd, in seat (i // 2) % n + 1; over every 2n games
each of the 2n seatings comes once. Games run in chunks of consecutive games of one pair, each a
task on Dask (census/cluster.py: a LocalCluster of this machine's cores by default, or a given
scheduler), or all in this process (workers=0).

What a game counts (exact whole numbers, so that chunks merge by addition, census/stats.merge):
- the comparisons of A's seats with B's, rank against rank: A ahead, B ahead, or level (a tie).
  With two players that is the game's result; with three, the lone bot against each of the two
  others. The ratings are fitted to these, a tie as half a win each way, and their intervals
  resample whole games (play/ratings.py), keeping a game's comparisons together;
- a bot's games alone at the table (every game with two players) and how many of them it ended
  first, by how many shared first place: its win rate, a shared first place among k crediting
  1/k (C7.3, T8.5, G7.6, P6.6), against the fair share 1/n;
- the seats each bot held, which show the rotation.

Skill against luck, once the ratings are known: the strongest bot (highest rating) plays
`games` more games against itself, the same deals, so that the seats' win rates say what the
seat is worth between equals (its "seats swapped": each game's seats are alike, and the
strongest bot holds every seat in turn); its win rate against `random` comes from the round
robin; and each step of the ladder (two bots next to each other by rating) gives the share of
games the better one wins, and the gap in Elo with its interval.

The report's JSON (`run`):

    {"game": "tempus", "players": 2, "games_per_pair": 2000, "seed": 1,
     "seeds": "...", "seating": "...", "deck": {"name", "sha256"}, "options": {},
     "bots": ["random", "greedy", "solver"],
     "scale": "...", "anchor": "random", "prior": "...", "resamples": 1000,
     "ratings": [{"rank": 1, "bot": "solver", "rating": 512.3, "low": ..., "high": ...,
                  "games": 4000}, ...],                      # strongest first
     "pairs": [{"a": "random", "b": "greedy", "games": 2000,
                "comparisons": {"a_ahead": .., "b_ahead": .., "level": ..},
                "score": {"share": .., "low": .., "high": ..},   # a's, ties as halves
                "expected": ..,                              # a's score as the fit predicts
                "win_rate": {"a": {"wins", "of", "share", "low", "high", "fair"}, "b": ...},
                "seats": {"a": [games in seat 1, ...], "b": [...]},
                "sweep": None,              # or "a" / "b": ahead in every comparison
                "outcomes": {"1,0,0": games a ahead, "0,1,0": .., "0,0,1": ..}}, ...],
     "skill_luck": {"strongest": "solver",
                    "vs_random": {"bot": "solver", "win_rate": {...}, "random_win_rate": {...}},
                    "mirror": {"bot": "solver", "games": 2000, "fair": 0.5,
                               "by_seat": [{"seat": 1, share_json...}, ...],
                               "shared_first": share_json},
                    "steps": [{"better": "solver", "worse": "greedy",
                               "elo": {"gap": .., "low": .., "high": ..},
                               "score": {...}, "win_rate": {...}}, ...]},
     "decision_times": {"solver": {"decisions": .., "mean": .., "median": .., "p99": ..,
                                   "max": ..}, ...}}

`decision_times` is each bot's CPU seconds a decision over the games of its pairs
(thread_time around each decision; median, 99th percentile and slowest read from buckets 2%
wide): a measurement of the machine, the one part of the report that is not the same from run
to run. A ladder may play only some pairs (`pairs`, `a/b,c/d`) and skip the mirror games; a
step between two bots that did not meet then has no shares, and `mirror` is None.
"""
from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deckmath.play.input_words import WORDS as INPUT
from deckmath.play.limits import LADDER_CHUNK, LADDER_GAMES_MAX, default_players
from deckmath.play.report_words import WORDS, decimal, percent
from deckmath.play.seats import BotSpec, game_seed, parse_bot
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game, PlayFace
from deckmath.solvers.words import Said, Words

BOTS_MAX = 12
"""Most bots in one ladder (66 pairs)."""


def default_chunk(games: int) -> int:
    """Games a task when not given: a pair's games in at least four tasks (so that a ladder
    of two bots keeps several workers busy), 10 to LADDER_CHUNK of them."""
    return max(1, min(games, LADDER_CHUNK, max(10, -(-games // 4))))

STEP = 512
"""Games advanced in step inside a task for a game with a prefetch (its kernel batches the
positions of all of them), as play/simulate.py does."""

SEEDS = "game i (from 0) of every pair is dealt from seed + i: every pair plays the same deals"


def seating_text(players: int, lang: str = "en") -> str:
    """Who sits where in game i of a pair, in `lang` (the report's `seating`, in English)."""
    say = WORDS(lang)
    if players == 2:
        return say("ladder.seating.two")
    return say("ladder.seating.many", others=players - 1, players=players)


def seated(a: BotSpec, b: BotSpec, players: int, index: int) -> tuple[BotSpec, ...]:
    """The bots by seat in game `index` of the pair (a, b) (module docstring)."""
    if players == 2:
        return (a, b) if index % 2 == 0 else (b, a)
    lone, rest = (a, b) if index % 2 == 0 else (b, a)
    seat = (index // 2) % players
    return tuple(lone if s == seat else rest for s in range(players))


@dataclass(frozen=True)
class Series:
    """Games to play: a pair (a, b), or one bot against itself (mirror)."""

    a: BotSpec
    b: BotSpec
    mirror: bool = False

    @property
    def label(self) -> str:
        return f"{self.a} against itself" if self.mirror else f"{self.a} vs {self.b}"


@dataclass
class Plan:
    """A ladder to run, checked: its game, bots, games a pair, seed, deck and options."""

    game: Game
    bots: tuple[BotSpec, ...]
    games: int
    seed: int
    deck: Any
    options: dict[str, Any]
    players: int
    chunk: int = 0
    resamples: int = 1000
    pairing: tuple[tuple[int, int], ...] | None = None
    """The pairs to play, as indices into `bots` (None: every two bots)."""
    mirror: bool = True
    """Whether the strongest bot then plays `games` games against itself (skill against luck)."""

    @property
    def pairs(self) -> list[Series]:
        if self.pairing is not None:
            return [Series(self.bots[i], self.bots[j]) for i, j in self.pairing]
        return [Series(a, b) for i, a in enumerate(self.bots) for b in self.bots[i + 1:]]

    def manifest(self, series: Sequence[Series]) -> dict[str, Any]:
        from deckmath.play.log import deck_identity

        return {"ladder": self.game.name, "players": self.players, "games": self.games,
                "seed": self.seed, "deck": deck_identity(self.deck), "options": self.options,
                "series": [[s.a.label, s.b.label, s.mirror] for s in series]}

    def job(self, series: Sequence[Series], title: Said) -> Any:
        """The Dask job (census/cluster.Job) of some series: chunks of consecutive games."""
        from deckmath.census.cluster import Job

        chunks: list[dict[str, Any]] = []
        for number, _ in enumerate(series):
            for start in range(0, self.games, self.chunk):
                stop = min(self.games, start + self.chunk)
                chunks.append({"index": len(chunks), "series": number, "start": start,
                               "stop": stop, "size": stop - start})
        params = {"game": self.game.name, "players": self.players, "seed": self.seed,
                  "deck": self.deck, "options": self.options,
                  "series": [{"a": s.a.label, "b": s.b.label, "mirror": s.mirror}
                             for s in series]}
        return Job(game=self.game.name, title=str(title), said_title=title, unit="games",
                   manifest=self.manifest(series), chunks=chunks, tally=tally,
                   params=params, kernels=self.game.kernels)


def parse_ladder_bots(text: object, face: PlayFace) -> tuple[BotSpec, ...]:
    """`--bots` of a ladder: two or more distinct bot specs of the game, separated by commas;
    InputError, one line naming the bad part, else."""
    from deckmath.play.seats import SPEC_MAX_CHARS
    from deckmath.solvers.notation import describe, normalize, show

    if not isinstance(text, str):
        raise InputError(INPUT.said("not_text", what="--bots", value=show(text)))
    plain = normalize(text).strip()
    if len(plain) > SPEC_MAX_CHARS:
        raise InputError(INPUT.said("too_long", what="--bots", length=len(plain),
                                    most=SPEC_MAX_CHARS))
    for char in plain:
        if not (char.isascii() and (char.isalnum() or char in ":,. -_")):
            raise InputError(INPUT.said("bots_char", char=describe(char)))
    specs = tuple(parse_bot(token, face) for token in plain.split(","))
    if len(specs) < 2:
        raise InputError(INPUT.said("ladder_one", bot=specs[0]))
    if len(specs) > BOTS_MAX:
        raise InputError(INPUT.said("ladder_many", count=len(specs), most=BOTS_MAX))
    seen: set[str] = set()
    for spec in specs:
        if spec.label in seen:
            raise InputError(INPUT.said("ladder_twice", bot=spec.label))
        seen.add(spec.label)
    return specs


def plan(game: Game, bots: str | Sequence[BotSpec], games: int, seed: int, deck: Any = None,
         options: Mapping[str, Any] | None = None, players: int | None = None,
         chunk: int | None = None, resamples: int = 1000, pairs: str | None = None,
         mirror: bool = True) -> Plan:
    """A ladder of `game` between `bots` (a `--bots` text or specs), checked; InputError, one
    line, for anything the game cannot play. `pairs` (`a/b,c/d`, each bot as `--bots` writes
    it) plays only those pairs instead of every two bots; `mirror` False skips the strongest
    bot's games against itself."""
    from deckmath.play.simulate import resolved_options

    face = game.play_face()
    text = bots if isinstance(bots, str) else ",".join(spec.label for spec in bots)
    specs = parse_ladder_bots(text, face)  # specs given are checked as their text would be
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= LADDER_GAMES_MAX:
        raise InputError(INPUT.said("ladder_games", games=games, most=f"{LADDER_GAMES_MAX:,}"))
    low, high = face.players
    players = default_players(face) if players is None else players
    if not low <= players <= high:
        raise InputError(INPUT.said("ladder_players", players=players, title=game.title,
                                    low=low, high=high))
    chunk = default_chunk(games) if chunk is None else chunk
    if not 1 <= chunk <= LADDER_GAMES_MAX:
        raise InputError(INPUT.said("ladder_chunk", chunk=chunk, most=f"{LADDER_GAMES_MAX:,}"))
    if not 10 <= resamples <= 100_000:
        raise InputError(INPUT.said("ladder_resamples", resamples=resamples))
    chosen = game.load_deck() if deck is None else deck
    resolved = resolved_options(game, options)
    face.start(chosen, players, seed, resolved, False)  # the deck can serve that many players
    pairing = None if pairs is None else parse_pairs(pairs, specs)
    return Plan(game, specs, games, seed, chosen, resolved, players, chunk, resamples, pairing,
                mirror)


def parse_pairs(text: object, specs: Sequence[BotSpec]) -> tuple[tuple[int, int], ...]:
    """`--pairs`: pairs `a/b` of bots named in `--bots`, separated by commas, each pair once,
    every bot in one at least; InputError, one line naming the bad part, else."""
    from deckmath.solvers.notation import normalize, show

    if not isinstance(text, str):
        raise InputError(INPUT.said("not_text", what="--pairs", value=show(text)))
    plain = normalize(text).strip().lower()
    if not plain or len(plain) > 4 * 200:
        raise InputError(INPUT.said("pairs_empty"))
    index = {spec.label: i for i, spec in enumerate(specs)}
    out: list[tuple[int, int]] = []
    for token in plain.split(","):
        left, slash, right = token.partition("/")
        names = (left.strip(), right.strip())
        if not slash or not all(names):
            raise InputError(INPUT.said("pairs_not_pair", token=show(token.strip())))
        for name in names:
            if name not in index:
                raise InputError(INPUT.said("pairs_unknown", name=show(name)))
        i, j = index[names[0]], index[names[1]]
        if i == j:
            raise InputError(INPUT.said("pairs_self", token=show(token.strip())))
        if (i, j) in out or (j, i) in out:
            raise InputError(INPUT.said("pairs_twice", token=show(token.strip())))
        out.append((i, j))
    alone = [spec.label for k, spec in enumerate(specs) if not any(k in pair for pair in out)]
    if alone:
        raise InputError(INPUT.said("pairs_left_out", bots=", ".join(alone)))
    return tuple(out)


# -- a worker's tally -----------------------------------------------------------------------------

def tally(params: dict[str, Any], chunk: dict[str, Any]) -> dict[str, Any]:
    """The exact counts of one chunk: games start..stop of one series (what a worker runs)."""
    from deckmath.play.runner import new_match, play_out
    from deckmath.play.simulate import collector_paused
    from deckmath.solvers import registry
    from deckmath.solvers.game import final_outcome

    game = registry.game(params["game"])
    face = game.play_face()
    players = params["players"]
    series = params["series"][chunk["series"]]
    a, b = parse_bot(series["a"], face), parse_bot(series["b"], face)
    mirror = bool(series["mirror"])
    counts = _empty(players, mirror)
    step = STEP if face.prefetch is not None else 1
    for start in range(chunk["start"], chunk["stop"], step):
        indices = range(start, min(chunk["stop"], start + step))
        with collector_paused():
            matches = []
            for i in indices:
                seats = (a,) * players if mirror else seated(a, b, players, i)
                matches.append((seats, new_match(face, game.name, params["deck"],
                                                 game_seed(params["seed"], i), seats,
                                                 params["options"], record=False)))
            sides = {id(match): seats for seats, match in matches}

            def timed(match: Any, seat: int, seconds: float) -> None:
                side = "a" if mirror or sides[id(match)][seat - 1] == a else "b"
                _count_time(counts["times"][side], seconds)

            play_out(face, [match for _, match in matches], timed)
        for seats, match in matches:
            ranks = final_outcome(match.state).ranks
            if mirror:
                _count_mirror(counts, ranks)
            else:
                _count_pair(counts, [s == a for s in seats], ranks)
    return {"series": {str(chunk["series"]): counts}}


def _empty(players: int, mirror: bool) -> dict[str, Any]:
    times = {side: {"decisions": 0, "micros": 0, "buckets": {}} for side in ("a", "b")}
    if mirror:
        return {"games": 0, "shared_first": 0, "times": times,
                "seat_first": [[0] * players for _ in range(players)]}
    return {"games": 0, "outcomes": {}, "seats": {"a": [0] * players, "b": [0] * players},
            "lone": {side: {"games": 0, "first": [0] * players} for side in ("a", "b")},
            "times": times}


TIME_FLOOR = 1e-4
"""Decisions faster than this (0.1 ms of CPU) are counted in the first bucket."""

TIME_STEP = 1.02
"""Each bucket of the decision times is 2% wider than the one before: a median, a 99th
percentile and a maximum read from them are within 2% (the bucket's upper edge)."""


def _count_time(times: dict[str, Any], seconds: float) -> None:
    """Count one decision's CPU seconds: how many, their sum in microseconds, and its bucket."""
    times["decisions"] += 1
    times["micros"] += int(seconds * 1e6)
    bucket = 0 if seconds <= TIME_FLOOR else 1 + int(math.log(seconds / TIME_FLOOR) /
                                                     math.log(TIME_STEP))
    key = str(bucket)
    times["buckets"][key] = times["buckets"].get(key, 0) + 1


def time_summary(times: Mapping[str, Any]) -> dict[str, Any] | None:
    """A bot's decision times in CPU seconds: how many, the mean, and the median, 99th
    percentile and slowest as the upper edge of their bucket (within 2%); None for none."""
    n = times["decisions"]
    if not n:
        return None
    counts = sorted((int(key), count) for key, count in times["buckets"].items())

    def edge(bucket: int) -> float:
        return TIME_FLOOR * TIME_STEP ** bucket

    def quantile(q: float) -> float:
        rank = max(1, math.ceil(q * n))
        seen = 0
        for bucket, count in counts:
            seen += count
            if seen >= rank:
                return edge(bucket)
        return edge(counts[-1][0])

    return {"decisions": n, "mean": round(times["micros"] / n / 1e6, 4),
            "median": round(quantile(0.5), 4), "p99": round(quantile(0.99), 4),
            "max": round(edge(counts[-1][0]), 4)}


def _count_pair(counts: dict[str, Any], is_a: Sequence[bool], ranks: Sequence[int]) -> None:
    """Add one game of a pair: `is_a[s]` says whether seat s + 1 held a."""
    counts["games"] += 1
    a_seats = [s for s, mine in enumerate(is_a) if mine]
    b_seats = [s for s, mine in enumerate(is_a) if not mine]
    ahead = behind = level = 0
    for sa in a_seats:
        for sb in b_seats:
            if ranks[sa] < ranks[sb]:
                ahead += 1
            elif ranks[sa] > ranks[sb]:
                behind += 1
            else:
                level += 1
    key = f"{ahead},{behind},{level}"
    counts["outcomes"][key] = counts["outcomes"].get(key, 0) + 1
    first = [s for s, rank in enumerate(ranks) if rank == 1]
    for side, mine in (("a", a_seats), ("b", b_seats)):
        for s in mine:
            counts["seats"][side][s] += 1
        if len(mine) == 1:
            lone = counts["lone"][side]
            lone["games"] += 1
            if mine[0] in first:
                lone["first"][len(first) - 1] += 1


def _count_mirror(counts: dict[str, Any], ranks: Sequence[int]) -> None:
    counts["games"] += 1
    first = [s for s, rank in enumerate(ranks) if rank == 1]
    counts["shared_first"] += len(first) > 1
    for s in first:
        counts["seat_first"][s][len(first) - 1] += 1


# -- running -------------------------------------------------------------------------------------

class Quiet:
    """Progress that says nothing."""

    def start(self, *args: Any) -> None: ...

    def chunk_done(self, units: int) -> None: ...

    def finish(self) -> None: ...


def run(ladder: Plan, client: Any = None, workers: int | None = None,
        scheduler: str | None = None, progress: Any = None) -> dict[str, Any]:
    """Play the round robin, fit the ratings, play the strongest bot against itself, and
    report (module docstring). The cluster: `client` (a distributed.Client, left open), else
    `scheduler` (an address) or Dask's configured one, else a LocalCluster of `workers`
    processes (default: one per core); workers=0 plays every game in this process."""
    from deckmath.play.ratings import PairGames, rate

    progress = progress or Quiet()
    title = ladder.game.title
    pairs = ladder.pairs
    first = ladder.job(pairs, WORDS.said(f"ladder.job.{'one' if len(pairs) == 1 else 'many'}",
                                         title=title, bots=len(ladder.bots), pairs=len(pairs)))
    with _runner(first, client, workers, scheduler) as play:
        counted = play(first, progress)["series"]
        index = {spec.label: i for i, spec in enumerate(ladder.bots)}
        games = [PairGames.from_outcomes(index[s.a.label], index[s.b.label],
                                         counted[str(n)]["outcomes"])
                 for n, s in enumerate(pairs)]
        ratings = rate(len(ladder.bots), games, ladder.seed, ladder.resamples)
        strongest = ladder.bots[int(max(range(len(ladder.bots)),
                                        key=lambda i: (ratings.elo[i], -i)))]
        mirrored = None
        if ladder.mirror:
            mirror = Series(strongest, strongest, mirror=True)
            second = ladder.job([mirror], WORDS.said("ladder.job.mirror", title=title,
                                                     bot=strongest))
            mirrored = play(second, progress)["series"]["0"]
    return report(ladder, counted, ratings, strongest, mirrored)


@contextlib.contextmanager
def _runner(job: Any, client: Any, workers: int | None, scheduler: str | None
            ) -> Iterator[Callable[[Any, Any], dict]]:
    """A function that counts a job's chunks and merges them, on one cluster kept open for
    both of the ladder's jobs (or in this process for workers=0)."""
    if workers == 0 and client is None:
        if scheduler is not None:
            raise InputError(INPUT.said("workers_here"))
        yield _in_process
        return
    from deckmath.census.cluster import connected, run as run_chunks, scoped_dask_logs

    with scoped_dask_logs(), connected(job, client, workers, scheduler, None) as (dask, _):
        yield lambda todo, progress: run_chunks(todo, dask, None, progress).tally


def _in_process(job: Any, progress: Any) -> dict:
    from deckmath.census.stats import merge

    from deckmath.census.words import WORDS as CENSUS

    progress.start(job, sum(job.sizes), 0, len(job.chunks), CENSUS.said("where.here"), None)
    total: dict = {}
    for chunk in job.chunks:
        total = merge([total, job.tally(job.params, chunk)])
        progress.chunk_done(chunk["size"])
    progress.finish()
    return total


# -- the report ------------------------------------------------------------------------------------

def _share(credit: float, of: int, fair: float | None = None, what: str = "wins"
           ) -> dict[str, Any]:
    from deckmath.solvers.stats import wilson

    low, high = wilson(credit, of)
    out = {what: round(credit, 4), "of": of, "share": round(credit / of, 4) if of else 0.0,
           "low": round(low, 4), "high": round(high, 4)}
    if fair is not None:
        out["fair"] = round(fair, 4)
    return out


def _credit(first: Sequence[int]) -> float:
    """Wins credited from counts of first places shared by 1, 2, ... players."""
    return sum(count / k for k, count in enumerate(first, start=1))


def _score(outcomes: Mapping[str, int], players: int, flip: bool = False) -> dict[str, Any]:
    """a's score against b (ties as halves): with two players its share of the games, with a
    Wilson interval; with more, the mean of each game's share of its comparisons, with a normal
    interval over games (the games are the independent units)."""
    from deckmath.solvers.stats import mean_interval_of_counts

    per_game: dict[float, int] = {}
    for key, count in outcomes.items():
        ahead, behind, level = (int(x) for x in key.split(","))
        if flip:
            ahead, behind = behind, ahead
        value = (ahead + level / 2) / (ahead + behind + level)
        per_game[value] = per_game.get(value, 0) + count
    games = sum(per_game.values())
    if players == 2:
        out = _share(sum(v * c for v, c in per_game.items()), games)
        return {key: out[key] for key in ("share", "low", "high")}
    mean, low, high = mean_interval_of_counts(per_game)  # type: ignore[arg-type]
    return {"share": round(mean, 4), "low": round(max(0.0, low), 4),
            "high": round(min(1.0, high), 4)}


def report(ladder: Plan, counted: Mapping[str, Any], ratings: Any, strongest: BotSpec,
           mirrored: Mapping[str, Any] | None) -> dict[str, Any]:
    from deckmath.play.log import deck_identity
    from deckmath.play.ratings import PRIOR

    n = ladder.players
    fair = 1 / n
    labels = [spec.label for spec in ladder.bots]
    index = {label: i for i, label in enumerate(labels)}
    order = sorted(range(len(labels)), key=lambda i: (-ratings.elo[i], i))
    played = {label: 0 for label in labels}
    pairs = []
    for number, series in enumerate(ladder.pairs):
        c = counted[str(number)]
        outcomes = c["outcomes"]
        totals = [0, 0, 0]
        for key, count in outcomes.items():
            for t, x in enumerate(key.split(",")):
                totals[t] += int(x) * count
        played[series.a.label] += c["games"]
        played[series.b.label] += c["games"]
        a, b = index[series.a.label], index[series.b.label]
        pairs.append({
            "a": series.a.label, "b": series.b.label, "games": c["games"],
            "comparisons": {"a_ahead": totals[0], "b_ahead": totals[1], "level": totals[2]},
            "score": _score(outcomes, n),
            "expected": round(ratings.expected(a, b), 4),
            "win_rate": {side: _share(_credit(c["lone"][side]["first"]),
                                      c["lone"][side]["games"], fair) for side in ("a", "b")},
            "seats": c["seats"],
            "sweep": _sweep(totals),
            "outcomes": dict(sorted(outcomes.items())),
        })
    rows = [{"rank": rank, "bot": labels[i], "rating": round(float(ratings.elo[i]), 1),
             "low": round(float(ratings.low[i]), 1), "high": round(float(ratings.high[i]), 1),
             "games": played[labels[i]]} for rank, i in enumerate(order, start=1)]
    return {
        "game": ladder.game.name, "players": n, "games_per_pair": ladder.games,
        "seed": ladder.seed, "seeds": SEEDS, "seating": seating_text(n),
        "deck": deck_identity(ladder.deck), "options": ladder.options, "bots": labels,
        "scale": "Elo: 400 / ln 10 x the Bradley-Terry log-strength; the first bot listed is 0",
        "anchor": labels[0],
        "prior": f"{PRIOR:g} virtual drawn game between every two bots",
        "resamples": ladder.resamples,
        "ratings": rows, "pairs": pairs,
        "skill_luck": _skill_luck(ladder, pairs, ratings, order, strongest, mirrored),
        "decision_times": _decision_times(ladder, counted),
    }


def _decision_times(ladder: Plan, counted: Mapping[str, Any]) -> dict[str, Any]:
    """Each bot's decision times over every game of its pairs, in CPU seconds
    (time_summary)."""
    from deckmath.census.stats import merge

    by_bot: dict[str, list[dict[str, Any]]] = {spec.label: [] for spec in ladder.bots}
    for number, series in enumerate(ladder.pairs):
        times = counted[str(number)].get("times", {})
        for side, spec in (("a", series.a), ("b", series.b)):
            if side in times:
                by_bot[spec.label].append(times[side])
    out: dict[str, Any] = {}
    for label, parts in by_bot.items():
        if parts:
            out[label] = time_summary(merge(dict(part) for part in parts))
    return out


def _sweep(totals: Sequence[int]) -> str | None:
    """"a" or "b" when that bot was ahead in every comparison of the pair, else None: its
    rating gap then rests on the prior, and the bootstrap cannot widen it (every resample is
    the same sweep); the win rate's Wilson interval still holds."""
    ahead, behind, level = totals
    if ahead and not behind and not level:
        return "a"
    if behind and not ahead and not level:
        return "b"
    return None


def _pair_of(pairs: Sequence[dict], x: str, y: str) -> tuple[dict, bool]:
    """The pair of bots x and y, and whether x is its `a`."""
    for pair in pairs:
        if (pair["a"], pair["b"]) == (x, y):
            return pair, True
        if (pair["a"], pair["b"]) == (y, x):
            return pair, False
    raise KeyError((x, y))


def _skill_luck(ladder: Plan, pairs: Sequence[dict], ratings: Any, order: Sequence[int],
                strongest: BotSpec, mirrored: Mapping[str, Any] | None) -> dict[str, Any]:
    """Skill against luck; a pair the ladder did not play (its `pairing`) leaves its step's
    shares None, and a ladder without the mirror games leaves `mirror` None."""
    n = ladder.players
    labels = [spec.label for spec in ladder.bots]
    best = strongest.label
    vs_random = None
    if "random" in labels and best != "random":
        with contextlib.suppress(KeyError):
            pair, first = _pair_of(pairs, best, "random")
            mine, theirs = ("a", "b") if first else ("b", "a")
            vs_random = {"bot": best, "win_rate": pair["win_rate"][mine],
                         "random_win_rate": pair["win_rate"][theirs]}
    mirror = None
    if mirrored is not None:
        games = mirrored["games"]
        by_seat = [{"seat": s, **_share(_credit(first), games, 1 / n)}
                   for s, first in enumerate(mirrored["seat_first"], start=1)]
        mirror = {"bot": best, "games": games, "fair": round(1 / n, 4), "by_seat": by_seat,
                  "shared_first": _share(mirrored["shared_first"], games, what="count")}
    steps = []
    for upper, lower in zip(order, order[1:]):
        better, worse = labels[upper], labels[lower]
        gap, low, high = ratings.difference(upper, lower)
        step: dict[str, Any] = {"better": better, "worse": worse,
                                "elo": {"gap": round(gap, 1), "low": round(low, 1),
                                        "high": round(high, 1)},
                                "score": None, "win_rate": None}
        with contextlib.suppress(KeyError):
            pair, first = _pair_of(pairs, better, worse)
            step["score"] = _score(pair["outcomes"], n, flip=not first)
            step["win_rate"] = pair["win_rate"]["a" if first else "b"]
        steps.append(step)
    return {"strongest": best, "vs_random": vs_random, "mirror": mirror, "steps": steps}


# -- text and figure -------------------------------------------------------------------------------

def _ms(say: Words, seconds: float) -> str:
    ms = seconds * 1000
    return say("ladder.ms", ms=decimal(say, ms, 0 if seconds >= 0.001 else 2))


def _pct(say: Words, share: Mapping[str, Any]) -> str:
    low, high = percent(say, share["low"]), percent(say, share["high"])
    return f"{percent(say, share['share'])} [{low}{say('_sep') if say.lang == 'fr' else ', '}{high}]"


def _title(name: str) -> str:
    """A game's title from the registry (its name if it is not registered)."""
    from deckmath.solvers import registry

    try:
        return registry.game(name).title
    except Exception:  # a report of a game this installation does not have
        return name


def text(data: Mapping[str, Any], lang: str = "en") -> str:
    """The report for people, in `lang`: the ratings, the win-rate matrix, skill against
    luck."""
    from deckmath.play.ratings import PRIOR

    say = WORDS(lang)
    n = data["players"]
    fair = percent(say, 1 / n)
    lines = [say("ladder.head", title=_title(data["game"]), bots=len(data["bots"]), players=n,
                 games=data["games_per_pair"], seed=data["seed"], deck=data["deck"]["name"],
                 sha=data["deck"]["sha256"][:12])]
    lines.append(say("ladder.rating", anchor=data["anchor"], resamples=data["resamples"]))
    width = max(len(row["bot"]) for row in data["ratings"])
    for row in data["ratings"]:
        lines.append(f"  {row['rank']:>2}. {row['bot']:<{width}} "
                     f"{decimal(say, row['rating'], 1):>8}  [{decimal(say, row['low'], 1)}"
                     f"{say('_sep') if lang == 'fr' else ', '}{decimal(say, row['high'], 1)}]  "
                     f"{say('ladder.row', games=row['games'])}")
    what = (say("ladder.matrix.two") if n == 2 else say("ladder.matrix.many", others=n - 1))
    lines.append(say("ladder.matrix", what=what, fair=fair))
    order = [row["bot"] for row in data["ratings"]]
    cells = {}
    for pair in data["pairs"]:
        cells[pair["a"], pair["b"]] = pair["win_rate"]["a"]
        cells[pair["b"], pair["a"]] = pair["win_rate"]["b"]
    cell = 24
    lines.append(" " * (width + 2) + "".join(f"{bot:>{cell}}" for bot in order))
    for row in order:
        parts = []
        for column in order:
            share = cells.get((row, column))
            parts.append(f"{'-':>{cell}}" if share is None else f"{_pct(say, share):>{cell}}")
        lines.append(f"  {row:<{width}}" + "".join(parts))
    skill = data["skill_luck"]
    lines.append(say("ladder.skill"))
    if skill["vs_random"] is not None:
        vs = skill["vs_random"]
        key = "ladder.vs_random.two" if n == 2 else "ladder.vs_random.many"
        lines.append("  " + say(key, bot=vs["bot"], others=n - 1,
                                rate=_pct(say, vs["win_rate"]), fair=fair))
    mirror = skill["mirror"]
    if mirror is not None:
        seats = ", ".join(say("ladder.mirror.seat", seat=row["seat"], rate=_pct(say, row))
                          for row in mirror["by_seat"])
        lines.append("  " + say("ladder.mirror", bot=mirror["bot"], games=mirror["games"],
                                seats=seats, fair=fair,
                                shared=percent(say, mirror["shared_first"]["share"])))
    for step in skill["steps"]:
        elo = step["elo"]
        gap = "  " + say("ladder.step", better=step["better"], worse=step["worse"],
                         gap=_signed(say, elo["gap"]), low=_signed(say, elo["low"]),
                         high=_signed(say, elo["high"]))
        if step["win_rate"] is None:
            lines.append(say("ladder.step.unmet", gap=gap))
            continue
        rate = _pct(say, step["win_rate"])
        lines.append(say("ladder.step.two", gap=gap, rate=rate) if n == 2 else
                     say("ladder.step.many", gap=gap, rate=rate, score=_pct(say, step["score"])))
    for bot, times in data.get("decision_times", {}).items():
        if times is not None:
            lines.append("  " + say("ladder.times", bot=bot, decisions=times["decisions"],
                                    median=_ms(say, times["median"]),
                                    p99=_ms(say, times["p99"]), slowest=_ms(say, times["max"]),
                                    mean=_ms(say, times["mean"])))
    sweeps = [(pair[pair["sweep"]], pair["b" if pair["sweep"] == "a" else "a"])
              for pair in data["pairs"] if pair["sweep"]]
    prior = data["prior"] if lang == "en" else say("ladder.prior", prior=f"{PRIOR:g}")
    for winner, loser in sweeps:
        lines.append("  " + say("ladder.sweep", winner=winner, loser=loser, prior=prior))
    seating = data["seating"] if lang == "en" else seating_text(n, lang)
    lines.append(say("ladder.seeds", seed=data["seed"], seating=seating))
    return "\n".join(lines)


def _signed(say: Words, value: float) -> str:
    """An Elo gap with its sign, to a tenth: `+12.3`, `-4,0`."""
    text = f"{value:+.1f}"
    return text.replace(".", ",") if say.lang == "fr" else text


def figure(data: Mapping[str, Any], fmt: str = "png", lang: str = "en") -> bytes:
    """The ratings with their 95% intervals, strongest at the top, as bytes of `fmt` (png,
    svg or pdf: census.plots.FORMATS), its words in `lang`."""
    from deckmath.census.plots import picture, pyplot

    say = WORDS(lang)
    plt = pyplot()
    rows = data["ratings"][::-1]
    fig, ax = plt.subplots(figsize=(7, 1.2 + 0.45 * len(rows)))
    y = range(len(rows))
    ratings = [row["rating"] for row in rows]
    below = [row["rating"] - row["low"] for row in rows]
    above = [row["high"] - row["rating"] for row in rows]
    ax.errorbar(ratings, list(y), xerr=[below, above], fmt="o", color="#4477aa", capsize=4)
    for position, row in zip(y, rows):
        ax.annotate(f"{row['rating']:.0f}", (row["rating"], position), xytext=(0, 7),
                    textcoords="offset points", ha="center", fontsize=8)
    ax.set_yticks(list(y), [row["bot"] for row in rows])
    ax.set_ylim(-0.6, len(rows) - 0.4)
    ax.margins(x=0.08)
    ax.axvline(0, color="#999999", linewidth=0.8)
    ax.set_xlabel(say("ladder.plot.axis", anchor=data["anchor"]), fontsize=9)
    ax.set_title(say("ladder.plot.title", title=_title(data["game"]), players=data["players"],
                     games=data["games_per_pair"], seed=data["seed"]), fontsize=10)
    fig.tight_layout()
    return picture(fig, fmt)
