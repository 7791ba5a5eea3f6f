"""A whole game of Totaux (rules T7): the draw pile, the table, the auction, the shown
combination, tricks, failed bids and the end, as a state machine whose every step is checked
and logged.

Every change of state goes through one method, which refuses an illegal move (Illegal, with
the rule it breaks) and appends one event to `events`; the shown combination is judged by the
Totaux checker (check.check_calc, T6.2). Bots (bots.py) and a human (session.py) drive the same
methods, and a replay (replay.py) drives them from a log's events, so a log is checked by the
very code that played it.

Choices where the sheet (seeds/totaux-fr.txt) is silent or leaves a decision to the players:
- T7.1 dealing: the draw pile is shuffled from the game's seed and the first dealer drawn from
  it; each round the dealer refills the table to 6 cards from the top of the pile. The
  auction runs from the dealer's left, seat by seat, round and round: on its turn a player
  announces a total above the current bid or passes, and the auction closes when every player
  who may announce has passed in a row. This is the sheet's "first to speak" race with speed
  replaced by seat order: an equal total cannot outbid, so the earlier seat keeps it.
- T7.2 no announcement: an auction that closes with no bid is the sheet's "no announcement
  within a minute": the round's cards go back, the pile is shuffled, 6 new cards are turned.
  A game could deal such tables for ever (a deck with few reachable totals): after
  STALL_ROUNDS rounds in a row without a trick taken the game ends, reason "stalled".
- T7.2 failure: the failed bidder gives back one trick of their choice (give_back; bots give
  back default_give_back's), then the round's cards go back, the pile is shuffled and 6 new
  cards are turned; the dealer does not change.
- T7.3: a player holding 5 tricks may not announce; a player whose 4 tricks have no prime total
  may announce only a prime total (their 5th combination must be the prime one). A game may
  end before a player has a prime trick: such a player has not met T7.3 and ranks below every
  player who has (`standings`). With prime_rule=False both parts of the prime requirement are
  off, the limit of 5 stays (for measuring what the prime rule changes).
- T7.4: the game ends at the end of the round in which the last card of the pile was turned
  (the sheet: "à la fin du tour"), or when a player has made 5 combinations ("réalisé 5
  annonces": announcements carried out).
- Ranking: the sheet names no winner. A player scores the cards of their tricks (what the
  sheet has them take); players who met T7.3 rank first, then by cards; equal players share a
  rank. The winners are the players ranked first.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from deckmath.solvers.totaux.check import check_calc
from deckmath.solvers.totaux.deck import DEAL_SIZE, Deck
from deckmath.solvers.totaux.model import TOTAL_MAX, TOTAL_MIN, Calc, Card, is_prime, table_arrays

LOG_VERSION = 1
"""Version of the Totaux game log (solvers/simulation.py envelope)."""

PLAYERS_MIN, PLAYERS_MAX = 2, 6
"""Players in a game (the sheet gives no number; more than 6 leave a trick to few rounds)."""

MAX_COMBINATIONS = 5
"""T7.3: combinations a player may make; T7.4: the game ends when one has made them."""

STALL_ROUNDS = 30
"""Rounds in a row without a trick after which a game ends, reason "stalled" (module docstring)."""

END_PILE, END_FIVE, END_STALLED = "pile turned", "five combinations", "stalled"
"""Why a game ended (T7.4, and the stall guard)."""


class Illegal(Exception):
    """A move the rules refuse: `rule` names the rule (T7.1, T7.2, T7.3), `args[0]` says why."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True)
class Trick:
    """A combination made (T7.2): its cards (deck indices) in the order of the combination,
    its total and its written calculation."""

    cards: tuple[int, ...]
    total: int
    calc: Calc

    @property
    def prime(self) -> bool:
        return is_prime(self.total)


@dataclass(frozen=True)
class Standing:
    """A player's place at the end: rank (1 is first), cards won, tricks and whether they met
    T7.3 (a prime trick)."""

    seat: int
    rank: int
    cards: int
    tricks: int
    prime: bool

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "rank": self.rank, "cards": self.cards,
                "tricks": self.tricks, "prime": self.prime}


def standings(tricks: list[list[Trick]], prime_rule: bool = True) -> list[Standing]:
    """The final ranking (module docstring): met T7.3 first, then cards won; ties share a
    rank. In seat order."""
    keys = []
    for held in tricks:
        prime = any(t.prime for t in held)
        keys.append((prime or not prime_rule, sum(len(t.cards) for t in held)))
    return [Standing(seat, 1 + sum(other > key for other in keys), key[1], len(tricks[seat]),
                     any(t.prime for t in tricks[seat])) for seat, key in enumerate(keys)]


@dataclass
class Round:
    """The round being played: its number, the table (deck indices), who may not announce
    (T7.2), the bids so far and the phase: "auction", "give-back" or "over"."""

    number: int
    table: list[int]
    excluded: int | None
    bids: list[tuple[int, int]] = field(default_factory=list)
    phase: str = "auction"

    @property
    def bid(self) -> tuple[int, int] | None:
        """(seat, total) of the highest bid, or None."""
        return self.bids[-1] if self.bids else None


class TotauxGame:
    """One game (T7) from its seed: see the module docstring for the choices made."""

    def __init__(self, seed: int, players: int, deck: Deck, variant: str = "chain",
                 prime_rule: bool = True, record: bool = True) -> None:
        if not PLAYERS_MIN <= players <= PLAYERS_MAX:
            raise ValueError(f"{players} players: a game takes {PLAYERS_MIN} to {PLAYERS_MAX}")
        self.seed = seed
        self.players = players
        self.deck = deck
        self.variant = variant
        self.prime_rule = prime_rule
        self.record = record
        self.rng = random.Random(seed)
        self.pile = list(range(len(deck.cards)))
        self.rng.shuffle(self.pile)
        self.dealer = self.rng.randrange(players)
        self.tricks: list[list[Trick]] = [[] for _ in range(players)]
        self.table: list[int] = []
        self.round: Round | None = None
        self.rounds = 0
        self.dry_rounds = 0
        self.last_turned = False
        self.end_reason: str | None = None
        self.events: list[dict[str, Any]] = []
        self.failed_bids = 0
        self.shows = 0
        self.prime_pressed = False
        """Set by a player's decision that T7.3's prime requirement narrowed (a player with 4
        tricks and no prime one, facing a table with a non-prime total above the bid): when
        no decision was, the game without the rule is this game up to the ranking
        (simulate.py)."""
        self.next_excluded: int | None = None
        self._deck_arrays = None

    # -- reading the state ------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.end_reason is not None

    def cards(self, indices: list[int] | tuple[int, ...]) -> tuple[Card, ...]:
        return tuple(self.deck.cards[i] for i in indices)

    def table_cards(self) -> tuple[Card, ...]:
        return self.cards(self.table)

    def table_arrays(self) -> list:
        """The table's faces and totals as the kernels read them (model.table_arrays)."""
        import numpy as np

        if self._deck_arrays is None:
            self._deck_arrays = table_arrays(self.deck.cards)
        index = np.array(self.table, np.int64)
        return [column[index] for column in self._deck_arrays]

    def order(self) -> list[int]:
        """The auction's seat order: from the dealer's left (T7.1, module docstring)."""
        return [(self.dealer + 1 + k) % self.players for k in range(self.players)]

    def may_announce(self, seat: int) -> bool:
        """Whether a player may announce at all this round (T7.2 exclusion, T7.3 limit)."""
        return (self.round is not None and self.round.phase == "auction"
                and seat != self.round.excluded
                and len(self.tricks[seat]) < MAX_COMBINATIONS)

    def must_be_prime(self, seat: int) -> bool:
        """T7.3: the player's next combination is their 5th and none before was prime."""
        held = self.tricks[seat]
        return (self.prime_rule and len(held) == MAX_COMBINATIONS - 1
                and not any(t.prime for t in held))

    def allowed(self, seat: int, total: int) -> str | None:
        """Why the player may not announce `total` now (the reason, rule cited), or None."""
        current = self.round.bid if self.round is not None else None
        if self.round is None or self.round.phase != "auction":
            return "no auction is open (T7.1)"
        if seat == self.round.excluded:
            return f"player {seat + 1} failed the last bid and may not announce this round (T7.2)"
        if len(self.tricks[seat]) >= MAX_COMBINATIONS:
            return f"player {seat + 1} has made {MAX_COMBINATIONS} combinations (T7.3)"
        if not TOTAL_MIN <= total <= TOTAL_MAX:
            return f"{total} is not a total: a total is a whole number {TOTAL_MIN}..{TOTAL_MAX} (T1.1)"
        if current is not None and total <= current[1]:
            return f"{total} does not outbid {current[1]}: an announcement must be higher (T7.1)"
        if self.must_be_prime(seat) and not is_prime(total):
            return (f"{total} is not prime: player {seat + 1}'s 5th combination must have a "
                    f"prime total, none of their 4 has (T7.3)")
        return None

    # -- the moves ----------------------------------------------------------------------------

    def _log(self, make: Callable[[], dict[str, Any]]) -> None:
        """Append the event `make()` builds, when the game keeps its log."""
        if self.record:
            self.events.append(make())

    def deal(self) -> None:
        """Start a round: the dealer refills the table to 6 cards from the pile (T7.1, T7.2);
        turning the pile's last card makes this the last round (T7.4)."""
        if self.finished:
            raise Illegal("the game is over (T7.4)", "T7.4")
        if self.round is not None and self.round.phase != "over":
            raise Illegal("the round is not over", "T7.1")
        while len(self.table) < DEAL_SIZE and self.pile:
            self.table.append(self.pile.pop())
            if not self.pile:
                self.last_turned = True
        self.rounds += 1
        self.round = Round(self.rounds, list(self.table), self.next_excluded)
        self.next_excluded = None
        self._log(lambda: {"type": "deal", "round": self.rounds, "dealer": self.dealer,
                           "table": [str(c) for c in self.table_cards()],
                           "excluded": self.round.excluded})

    def announce(self, seat: int, total: int) -> None:
        """A player announces a total (T7.1): it must outbid the current bid, by a player who
        may announce (T7.2, T7.3)."""
        self._seat(seat)
        why = self.allowed(seat, total)
        if why is not None:
            rule = why[why.rindex("(T") + 1:-1]
            raise Illegal(why, rule)
        self.round.bids.append((seat, total))
        self._log(lambda: {"type": "announce", "round": self.rounds, "player": seat,
                           "total": total})

    def no_announcement(self) -> None:
        """The auction closed with no bid (T7.2): the cards go back, the pile is shuffled."""
        if self.round is None or self.round.phase != "auction":
            raise Illegal("no auction is open (T7.1)", "T7.1")
        if self.round.bids:
            raise Illegal(f"the auction has a bid of {self.round.bid[1]}: its bidder must show "
                          f"a combination (T7.1)", "T7.1")
        self._log(lambda: {"type": "no-announcement", "round": self.rounds})
        self._reshuffle()
        self._end_round(took=False)

    def show(self, seat: int, calc: Calc | None, positions: tuple[int, ...] | None
             ) -> dict[str, Any]:
        """The highest bidder shows a combination (T7.1), judged by the checker (T6.2): it
        succeeds when valid and reaching the announced total; the cards are then their trick
        and they deal next (T7.2). `calc` None: nothing shown, a failed bid. Returns the show
        event (valid, reason)."""
        self._seat(seat)
        if self.round is None or self.round.phase != "auction" or not self.round.bids:
            raise Illegal("there is no bid to show a combination for (T7.1)", "T7.1")
        bidder, total = self.round.bid
        if seat != bidder:
            raise Illegal(f"player {bidder + 1} made the highest bid: player {seat + 1} does not "
                          f"show (T7.1)", "T7.1")
        self.shows += 1
        if calc is None:
            valid, reason = False, "nothing shown"
        else:
            verdict = check_calc(self.table_cards(), calc, positions)
            valid, reason = verdict.valid, verdict.reason
            if valid and calc.total != total:
                valid, reason = False, f"reaches {calc.total}, not the {total} announced"
            if valid:
                positions = verdict.example.positions
        event = {"type": "show", "round": self.rounds, "player": seat, "total": total,
                 "calc": None if calc is None else str(calc),
                 "positions": None if positions is None else list(positions),
                 "valid": valid, "reason": reason} if self.record else {
                     "valid": valid, "reason": reason}
        self._log(lambda: event)
        if valid:
            taken = tuple(self.table[p - 1] for p in positions)
            self.tricks[seat].append(Trick(taken, total, calc))
            self.table = [c for c in self.table if c not in taken]
            self.dealer = seat
            self._end_round(took=True)
            return event
        self.failed_bids += 1
        self.next_excluded = seat
        if self.tricks[seat]:
            self.round.phase = "give-back"
        else:
            self._reshuffle()
            self._end_round(took=False)
        return event

    def give_back(self, seat: int, index: int) -> None:
        """After a failed bid, the bidder returns one of their tricks to the pile (T7.2); it no
        longer counts toward their 5 (T7.3). Then the round's cards go back and the pile is
        shuffled."""
        self._seat(seat)
        if self.round is None or self.round.phase != "give-back" or self.round.bid[0] != seat:
            raise Illegal(f"player {seat + 1} has no failed bid to pay for (T7.2)", "T7.2")
        held = self.tricks[seat]
        if not 0 <= index < len(held):
            raise Illegal(f"player {seat + 1} has no trick {index + 1} (they hold {len(held)}) "
                          f"(T7.2)", "T7.2")
        trick = held.pop(index)
        self.pile.extend(trick.cards)
        self._log(lambda: {"type": "give-back", "round": self.rounds, "player": seat,
                           "trick": index, "cards": [str(c) for c in self.cards(trick.cards)]})
        self._reshuffle()
        self._end_round(took=False)

    # -- inside ---------------------------------------------------------------------------------

    def _seat(self, seat: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.players):
            raise Illegal(f"there is no player {seat} in a game of {self.players}", "T7.1")

    def _reshuffle(self) -> None:
        """The round's cards go back into the pile, which is shuffled (T7.2)."""
        self.pile.extend(self.table)
        self.table = []
        self.rng.shuffle(self.pile)

    def _end_round(self, took: bool) -> None:
        self.round.phase = "over"
        self.dry_rounds = 0 if took else self.dry_rounds + 1
        if any(len(held) >= MAX_COMBINATIONS for held in self.tricks):
            self.end_reason = END_FIVE
        elif self.last_turned:
            self.end_reason = END_PILE
        elif self.dry_rounds >= STALL_ROUNDS:
            self.end_reason = END_STALLED

    # -- the end --------------------------------------------------------------------------------

    def standings(self, prime_rule: bool | None = None) -> list[Standing]:
        return standings(self.tricks, self.prime_rule if prime_rule is None else prime_rule)

    def winners(self, prime_rule: bool | None = None) -> tuple[int, ...]:
        return tuple(s.seat for s in self.standings(prime_rule) if s.rank == 1)

    def end_event(self) -> dict[str, Any]:
        """The last event of a finished game: why it ended and the ranking (T7.4)."""
        return {"type": "end", "reason": self.end_reason, "rounds": self.rounds,
                "ranking": [s.to_json() for s in self.standings()]}


def default_give_back(tricks: list[Trick]) -> int:
    """The trick a bot gives back after a failed bid (T7.2): keep a prime trick if it has one
    (T7.3), and otherwise lose the fewest cards; the latest of equals."""
    keep_prime = sum(t.prime for t in tricks) == 1
    best = None
    for i, t in enumerate(tricks):
        key = (keep_prime and t.prime, len(t.cards))
        if best is None or key <= best[0]:
            best = (key, i)
    return best[1]
