"""A whole game of Totaux (rules T7, T8) as the play face's state (solvers/game.py PlayState):
the draw pile, the table, the auction, the shown calculation, tricks, failed bids and the end.

Every decision is one `apply`, which refuses an action the rules forbid (IllegalMove, with the
rule it breaks) and changes nothing then; a shown calculation is judged by the Totaux checker
(check.check_calc, T6.2). What the rules then do by themselves (closing the auction, the cards
shuffled back, the next deal, the end) follows inside the same `apply`. Chance comes from the
seed alone: the pile's shuffles and the first dealer are drawn from `random.Random(seed)`.

The decisions, in the order a round asks them:
- the auction (T8.2): from the dealer's left, seat by seat, round and round, each player who
  may announce (not the last round's failed bidder, T7.2; fewer than 5 tricks, T7.3) announces
  a total above the bid or passes. The high bidder is skipped: a player never outbids their
  own announcement (T7.1). It closes when every player who may announce has passed in a row;
  with no bid it is the sheet's "no announcement within a minute" (T7.2);
- the high bidder shows a calculation in the game's variant (T7.1: T3.3 chain or T3.4 pair, one
  for the whole game) or gives up. A calculation the checker refuses (T6.2) or that reaches
  another total fails the bid (T7.2), as giving up does;
- a failed bidder holding tricks gives back the one of their choice (T7.2, T8.3).
"""
from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove, Outcome, PlayOption
from deckmath.solvers.words import Said, read_word
from deckmath.solvers.notation import normalize, parse_int, show
from deckmath.solvers.totaux.check import check_calc
from deckmath.solvers.totaux.deck import DEAL_SIZE, Deck
from deckmath.solvers.totaux.model import (
    TABLE_MAX, TOTAL_MAX, TOTAL_MIN, Calc, Card, Show, is_prime, parse_announce,
    parse_placed_calc, parse_variant,
)
from deckmath.solvers.totaux.words import ERRORS, GAME_NAME, WORDS, count_of

if TYPE_CHECKING:
    from deckmath.solvers.totaux.reach import TableReach

PLAYERS_MIN, PLAYERS_MAX = 2, 6

BLUFF = PlayOption("bluff", "Probability 0..1 that a bot with nothing to outbid announces a "
                            "table total it did not see (a bluff; it fails unless a combination "
                            "exists, T7.2).", 0.0, bounds=(0.0, 1.0))
"""The bots' option of a whole game (face.py lists it), which `start` checks and records."""
"""Players in a game (the sheet gives no number; more than 6 leave a trick to few rounds)."""

MAX_COMBINATIONS = 5
"""T7.3: combinations a player may make; T7.4: the game ends when one has made them."""

STALL_ROUNDS = 30
"""T8.4: rounds in a row without a trick after which the game ends, "stalled"."""

END_PILE, END_FIVE, END_STALLED = "pile-turned", "five-combinations", "stalled"
"""Why a game ended (T7.4, T8.4)."""

AUCTION, SHOW, GIVE_BACK, OVER = "auction", "show", "give-back", "over"
"""The phases of a round: whose decision it is and of what kind."""

PASS, GIVE_UP, TRICK = "pass", "give up", "trick"
"""The auction's pass (T8.2) and the high bidder's giving up (nothing shown: the bid fails,
T7.2), as actions and as typed."""

VARIANT_RULE = {"chain": "T3.3", "pair": "T3.4"}
NOTATION_RULE = {"chain": "T4.1", "pair": "T4.2"}


@dataclass(frozen=True)
class GiveBack:
    """A failed bidder's choice of the trick they give back (T7.2, T8.3): its number, from 1,
    in the order the tricks were taken."""

    trick: int


Action = int | str | Show | GiveBack
"""An announced total (int), PASS, a Show, GIVE_UP or a GiveBack."""


@dataclass(frozen=True)
class Trick:
    """A combination made (T7.2): its cards in the order of the calculation (and their indices
    in the deck, which go back to the pile if the trick is given back), its total and its
    written calculation."""

    cards: tuple[Card, ...]
    indices: tuple[int, ...]
    total: int
    calc: Calc

    @property
    def prime(self) -> bool:
        return is_prime(self.total)


class TableSight:
    """The round's table as the bots' solver reads it (reach.TableReach): built on first use and
    shared by every view of the round, so that a table is solved once whoever asks."""

    __slots__ = ("cards", "variant", "_arrays", "_reach")

    def __init__(self, cards: tuple[Card, ...], variant: str, arrays: Any) -> None:
        self.cards, self.variant, self._arrays = cards, variant, arrays
        self._reach: TableReach | None = None

    def reach(self) -> TableReach:
        if self._reach is None:
            from deckmath.solvers.totaux.reach import TableReach

            self._reach = TableReach(self.cards, self.variant, arrays=self._arrays)
        return self._reach


@dataclass(frozen=True)
class TotauxView:
    """What a seat sees (everything but the order of the face-down pile, which nobody sees):
    the table, the bid, every player's tricks (shown when taken) and whose decision it is."""

    seat: int
    variant: str
    round: int
    phase: str
    to_move: int | None
    dealer: int
    table: tuple[Card, ...]
    bid: tuple[int, int] | None
    """(seat, total) of the highest announcement, or None."""
    excluded: int | None
    """The seat barred from this round's auction by its failed bid (T7.2), or None."""
    tricks: tuple[tuple[Trick, ...], ...]
    """Every seat's tricks, seat 1 first."""
    pile: int
    """Cards left face down."""
    sight: TableSight = field(compare=False, hash=False, repr=False)

    @classmethod
    def make(cls, seat: int, variant: str, round: int, phase: str, to_move: int | None,
             dealer: int, table: tuple[Card, ...], bid: tuple[int, int] | None,
             excluded: int | None, tricks: tuple[tuple[Trick, ...], ...], pile: int,
             sight: TableSight) -> TotauxView:
        """The view built by one update of its fields, past the frozen class's checks in
        __init__: a game builds one at every decision, and those checks cost most of it."""
        view = object.__new__(cls)
        view.__dict__.update(seat=seat, variant=variant, round=round, phase=phase,
                             to_move=to_move, dealer=dealer, table=table, bid=bid,
                             excluded=excluded, tricks=tricks, pile=pile, sight=sight)
        return view

    @property
    def reach(self) -> TableReach:
        """The table solved (T5.1), as bots read it: derived from the table alone."""
        return self.sight.reach()

    @property
    def own_tricks(self) -> tuple[Trick, ...]:
        return self.tricks[self.seat - 1]

    @property
    def prime_only(self) -> bool:
        """T7.3: this seat's 4 tricks have no prime total, so it may announce only a prime one."""
        return must_be_prime(self.own_tricks)


def must_be_prime(tricks: tuple[Trick, ...] | list[Trick]) -> bool:
    """T7.3: a player whose 4 tricks have no prime total may announce only a prime total."""
    return len(tricks) == MAX_COMBINATIONS - 1 and not any(t.prime for t in tricks)


def default_give_back(tricks: tuple[Trick, ...] | list[Trick]) -> int:
    """The trick (from 1) a bot gives back after a failed bid (T8.3): keep a prime trick if it
    has just one (T7.3), and otherwise lose the fewest cards; the latest of equals."""
    keep_prime = sum(t.prime for t in tricks) == 1
    best = None
    for number, trick in enumerate(tricks, start=1):
        key = (keep_prime and trick.prime, len(trick.cards))
        if best is None or key <= best[0]:
            best = (key, number)
    if best is None:
        raise ValueError("no trick to give back")
    return best[1]


class TotauxGame:
    """One game (T7, T8) from its seed: the module docstring says how a round runs."""

    def __init__(self, deck: Deck, players: int, seed: int, variant: str, record: bool) -> None:
        self.deck = deck
        self.players = players
        self.seed = seed
        self.variant = variant
        self.record = record
        self.events: list[dict[str, Any]] = []
        self.rng = random.Random(seed)
        self.pile = list(range(len(deck.cards)))
        """The face-down pile as deck indices, its top last (T8.1)."""
        self.rng.shuffle(self.pile)
        self.dealer = self.rng.randrange(players) + 1
        self.tricks: list[list[Trick]] = [[] for _ in range(players)]
        self.table: list[int] = []
        self.round = 0
        self.phase = AUCTION
        self.bid: tuple[int, int] | None = None
        self.excluded: int | None = None
        self.next_excluded: int | None = None
        self.speakers: list[int] = []
        """The seats that may announce this round, from the dealer's left (T8.2)."""
        self.cursor = 0
        """Index in `speakers` of the seat to speak."""
        self.passes = 0
        """Passes in a row since the last bid (or the auction's start)."""
        self.dry_rounds = 0
        self.last_turned = False
        self.end_reason: str | None = None
        self.failed_bids = 0
        self.shows = 0
        self.held_to_prime = False
        """Whether T7.3 held some seat to a prime total at one of its auction turns."""
        self._deck_arrays: Any = None
        self._table_cards: tuple[Card, ...] = ()
        self._tricks_seen: tuple[tuple[Trick, ...], ...] | None = None
        self._sight: TableSight | None = None

    def _standing_bid(self) -> tuple[int, int]:
        """The highest bid (seat, total), which the show and the give-back follow."""
        if self.bid is None:
            raise ValueError("no bid stands: the auction is not over")
        return self.bid

    # -- the protocol ------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def to_move(self) -> int | None:
        if self.phase == AUCTION:
            return self.speakers[self.cursor]
        if self.phase == OVER:
            return None
        return self._standing_bid()[0]

    def legal_actions(self) -> list[Action] | None:
        """None in the auction and at the show (a total, a calculation: free-form); the tricks
        the failed bidder may give back (T7.2, T8.3); none once the game is over."""
        if self.phase == GIVE_BACK:
            held = self.tricks[self._standing_bid()[0] - 1]
            return [GiveBack(n) for n in range(1, len(held) + 1)]
        if self.phase == OVER:
            return []
        return None

    def parse_action(self, text: str) -> Action:
        """An action as typed, whatever the phase (whether it is one for now is `apply`'s): a
        total or `pass` (the auction), a calculation (`5 x1 x6 +1 = 31`, optionally `@ 1,2,5`)
        or `give up` (the show), `trick N` (the give-back), each word also as French writes it
        (`passe`, `abandon`, `pli N`: the words table's `word.*`). InputError, naming the bad token,
        for anything else."""
        if not isinstance(text, str):
            raise InputError(ERRORS.said("action_text", value=show(text)))
        plain = " ".join(normalize(text).split())
        word = read_word(WORDS, plain, (PASS, GIVE_UP))
        if word in (PASS, GIVE_UP):
            return word
        first, _, number = word.partition(" ")
        if read_word(WORDS, first, (TRICK,)) == TRICK:
            return GiveBack(parse_int(number, ERRORS.said("what.trick")))
        if word.startswith(TRICK):
            return GiveBack(parse_int(word[len(TRICK):], ERRORS.said("what.trick")))
        if "=" in plain:
            return parse_show(plain)
        if _NUMBER.fullmatch(plain):
            return parse_announce(plain)
        raise InputError(ERRORS.said("not_action", value=show(plain), pass_=PASS,
                                     give_up=GIVE_UP, trick="trick"))

    def action_text(self, action: Action) -> str:
        if isinstance(action, Show):
            return str(action)
        if isinstance(action, GiveBack):
            return f"trick {action.trick}"
        return str(action)

    def apply(self, action: Action) -> None:
        if self.phase == AUCTION:
            self._auction(action)
        elif self.phase == SHOW:
            self._show(action)
        elif self.phase == GIVE_BACK:
            self._give_back(action)
        else:
            raise IllegalMove(WORDS.said("refused.over"), "T7.4")

    def view(self, seat: int) -> TotauxView:
        if self._tricks_seen is None:
            self._tricks_seen = tuple(tuple(held) for held in self.tricks)
        if self._sight is None:
            raise ValueError("no table is dealt yet")
        return TotauxView.make(seat, self.variant, self.round, self.phase, self.to_move(),
                               self.dealer, self._table_cards, self.bid, self.excluded,
                               self._tricks_seen, len(self.pile), self._sight)

    def clone(self) -> TotauxGame:
        other = object.__new__(TotauxGame)
        other.__dict__.update(self.__dict__)
        other.events = list(self.events)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.pile = list(self.pile)
        other.tricks = [list(held) for held in self.tricks]
        other.table = list(self.table)
        other.speakers = list(self.speakers)
        return other

    def determinize(self, seat: int, rng: random.Random) -> TotauxGame:
        """A copy whose face-down pile is shuffled again, and whose later shuffles are drawn
        from another generator: nothing else is hidden from any seat. The pile is sorted before
        it is shuffled, so two states no seat can tell apart give the same copy."""
        world = self.clone()
        world.pile.sort()
        rng.shuffle(world.pile)
        world.rng = random.Random(rng.getrandbits(64))
        return world

    def outcome(self) -> Outcome | None:
        """Scores: the cards won in tricks; ranks by T8.5 (a prime trick first, then cards)."""
        if not self.over:
            return None
        ranking = self.ranking()
        return Outcome(tuple(row["cards"] for row in ranking),
                       tuple(row["rank"] for row in ranking),
                       {"reason": self.end_reason, "rounds": self.round,
                        "tricks": [row["tricks"] for row in ranking],
                        "prime_trick": [row["prime"] for row in ranking]})

    def length(self) -> int:
        return self.round

    def figures(self) -> Mapping[str, tuple[int, int]]:
        """Failed bids among the bids shown or given up (T7.2); games ended stalled (T8.4);
        games in which T7.3 held some seat to a prime total at one of its auction turns; games
        whose winners by T8.5 differ from the winners by cards alone (the prime trick's part
        in the ranking)."""
        return {
            "failed_bids": (self.failed_bids, self.shows),
            "ended_stalled": (int(self.end_reason == END_STALLED), 1),
            "held_to_a_prime_total": (int(self.held_to_prime), 1),
            "prime_trick_changed_winner": (int(self._winners(True) != self._winners(False)), 1),
        }

    # -- reading the state -------------------------------------------------------------------

    def table_cards(self) -> tuple[Card, ...]:
        return self._table_cards

    def ranking(self) -> list[dict[str, Any]]:
        """T8.5 by seat: players with a prime trick first, then the most cards; equals share."""
        keys = [(any(t.prime for t in held), sum(len(t.cards) for t in held))
                for held in self.tricks]
        return [{"seat": seat, "rank": 1 + sum(other > key for other in keys), "cards": key[1],
                 "tricks": len(held), "prime": key[0]}
                for seat, (key, held) in enumerate(zip(keys, self.tricks), start=1)]

    def _winners(self, prime_first: bool) -> list[int]:
        keys = [(prime_first and any(t.prime for t in held), sum(len(t.cards) for t in held))
                for held in self.tricks]
        best = max(keys)
        return [seat for seat, key in enumerate(keys, start=1) if key == best]

    # -- the auction (T8.2, T7.1, T7.3) --------------------------------------------------------

    def _auction(self, action: Action) -> None:
        seat = self.speakers[self.cursor]
        if action == PASS:
            self.passes += 1
            if self.record:
                self.events.append({"seat": seat, "action": PASS, "type": "pass",
                                    "round": self.round})
        elif isinstance(action, int) and not isinstance(action, bool):
            self._check_announcement(seat, action)
            self.bid = (seat, action)
            self.passes = 0
            if self.record:
                self.events.append({"seat": seat, "action": str(action), "type": "announce",
                                    "round": self.round, "total": action})
        else:
            raise IllegalMove(WORDS.said("refused.auction", seat=seat), "T8.2")
        self._next_speaker()

    def _check_announcement(self, seat: int, total: int) -> None:
        if not TOTAL_MIN <= total <= TOTAL_MAX:
            raise IllegalMove(WORDS.said("refused.not_a_total", total=total, low=TOTAL_MIN,
                                         high=TOTAL_MAX), "T1.1")
        if self.bid is not None and total <= self.bid[1]:
            raise IllegalMove(WORDS.said("refused.not_higher", total=total, seat=self.bid[0],
                                         bid=self.bid[1]), "T7.1")
        if must_be_prime(self.tricks[seat - 1]) and not is_prime(total):
            raise IllegalMove(WORDS.said("refused.not_prime", total=total, seat=seat), "T7.3")

    def _open_auction(self) -> None:
        """Who may announce this round, from the dealer's left (T8.2, T7.2, T7.3)."""
        order = [(self.dealer + k - 1) % self.players + 1 for k in range(1, self.players + 1)]
        self.speakers = [s for s in order
                         if s != self.excluded and len(self.tricks[s - 1]) < MAX_COMBINATIONS]
        self.cursor = 0
        self.passes = 0
        self.bid = None
        self.phase = AUCTION
        if not self.speakers:
            self._close_auction()
        else:
            self._note_prime(self.speakers[0])

    def _next_speaker(self) -> None:
        """The next seat to speak, the high bidder skipped (T7.1); or the auction closes once
        every player who may announce has passed in a row (T8.2)."""
        if self.passes >= len(self.speakers) - (self.bid is not None):
            self._close_auction()
            return
        n = len(self.speakers)
        cursor = (self.cursor + 1) % n
        if self.bid is not None and self.speakers[cursor] == self.bid[0]:
            cursor = (cursor + 1) % n
        self.cursor = cursor
        self._note_prime(self.speakers[cursor])

    def _note_prime(self, seat: int) -> None:
        if not self.held_to_prime and must_be_prime(self.tricks[seat - 1]):
            self.held_to_prime = True

    def _close_auction(self) -> None:
        if self.bid is not None:
            self.phase = SHOW
            return
        if self.record:
            self.events.append({"type": "no-announcement", "round": self.round})
        self._shuffle_back()
        self._end_round(took=False)

    # -- the show (T7.1, T7.2, T6.2) ----------------------------------------------------------

    def _show(self, action: Action) -> None:
        seat, total = self._standing_bid()
        calc: Calc | None
        reason: str | None
        detail: str | None
        taken: tuple[int, ...] | None
        if action == GIVE_UP:
            calc, valid, reason, detail, taken = None, False, "nothing-shown", \
                str(WORDS.said("nothing_shown")), None
        elif isinstance(action, Show):
            calc = action.calc
            self._check_show(seat, action)
            verdict = check_calc(self._table_cards, calc, action.positions)
            valid, reason, detail = verdict.valid, verdict.reason, verdict.detail
            taken = verdict.example.positions if valid and verdict.example is not None else None
            if valid and calc.total != total:
                valid, reason, taken = False, "not-the-bid", None
                detail = str(not_the_bid(calc, total))
        else:
            raise IllegalMove(WORDS.said("refused.show", seat=seat, total=total), "T7.1")
        self.shows += 1
        if self.record:
            self.events.append({"seat": seat, "action": self.action_text(action), "type": "show",
                                "round": self.round, "total": total,
                                "calc": None if calc is None else str(calc),
                                "positions": None if taken is None else list(taken),
                                "valid": valid, "reason": reason, "detail": detail})
        if valid:
            if calc is None or taken is None:
                raise ValueError(f"seat {seat}'s valid show without its calculation")
            self._take(seat, total, calc, taken)
            return
        self.failed_bids += 1
        self.next_excluded = seat
        if self.tricks[seat - 1]:
            self.phase = GIVE_BACK
        else:
            self._shuffle_back()
            self._end_round(took=False)

    def _check_show(self, seat: int, action: Show) -> None:
        """A calculation in the game's variant (T7.1) and positions that name table cards, one
        per card (T2.1, T6.2): anything else is refused, not judged."""
        calc = action.calc
        if calc.steps and calc.variant != self.variant:
            raise IllegalMove(WORDS.said(
                "refused.variant", calc=str(calc), written=WORDS.said(f"variant.{calc.variant}"),
                notation_rule=NOTATION_RULE[calc.variant],
                variant=WORDS.said(f"variant.{self.variant}"),
                variant_rule=VARIANT_RULE[self.variant]), "T7.1")
        positions = action.positions
        if positions is None:
            return
        if len(positions) != calc.cards:
            raise IllegalMove(WORDS.said("refused.positions_count", given=len(positions),
                                         cards=calc.cards), "T6.2")
        if len(set(positions)) != len(positions) or not all(
                isinstance(p, int) and 1 <= p <= len(self.table) for p in positions):
            raise IllegalMove(WORDS.said("refused.positions", positions=str(list(positions)),
                                         size=len(self.table)), "T2.1")

    def _take(self, seat: int, total: int, calc: Calc, positions: tuple[int, ...]) -> None:
        """Success (T7.2): the cards are the bidder's trick and the bidder deals next."""
        indices = tuple(self.table[p - 1] for p in positions)
        cards = tuple(self._table_cards[p - 1] for p in positions)
        self.tricks[seat - 1].append(Trick(cards, indices, total, calc))
        self._tricks_seen = None
        self.table = [c for c in self.table if c not in indices]
        self.dealer = seat
        self._end_round(took=True)

    # -- the give-back (T7.2, T8.3) ------------------------------------------------------------

    def _give_back(self, action: Action) -> None:
        seat = self._standing_bid()[0]
        held = self.tricks[seat - 1]
        if not isinstance(action, GiveBack):
            raise IllegalMove(WORDS.said("refused.give_back", seat=seat), "T7.2")
        if not (isinstance(action.trick, int) and 1 <= action.trick <= len(held)):
            raise IllegalMove(WORDS.said("refused.no_trick", seat=seat, trick=show(action.trick),
                                         held=len(held)), "T7.2")
        trick = held.pop(action.trick - 1)
        self._tricks_seen = None
        self.pile.extend(trick.indices)
        if self.record:
            self.events.append({"seat": seat, "action": self.action_text(action),
                                "type": "give-back", "round": self.round,
                                "trick": action.trick, "cards": [str(c) for c in trick.cards]})
        self._shuffle_back()
        self._end_round(took=False)

    # -- rounds (T8.1, T7.2, T7.4, T8.4) -------------------------------------------------------

    def _deal(self) -> None:
        """A round: the dealer refills the table to 6 cards from the top of the pile (T8.1);
        turning the pile's last card makes it the last round (T7.4); the auction opens."""
        while len(self.table) < DEAL_SIZE and self.pile:
            self.table.append(self.pile.pop())
            if not self.pile:
                self.last_turned = True
        cards = self.deck.cards
        self._table_cards = tuple(cards[i] for i in self.table)
        self._sight = TableSight(self._table_cards, self.variant, self._arrays())
        self.round += 1
        self.excluded, self.next_excluded = self.next_excluded, None
        if self.record:
            self.events.append({"type": "deal", "round": self.round, "dealer": self.dealer,
                                "table": [str(c) for c in self._table_cards],
                                "excluded": self.excluded})
        self._open_auction()

    def _arrays(self) -> Any:
        """The table's faces and totals as the kernels read them (model.table_arrays: low
        faces, high faces, totals), cut from the deck's in one step."""
        if self._deck_arrays is None:
            self._deck_arrays = deck_arrays(self.deck)
        return self._deck_arrays.take(self.table, axis=1)

    def _shuffle_back(self) -> None:
        """The round's cards go back into the pile, which is shuffled (T7.2)."""
        self.pile.extend(self.table)
        self.table = []
        self._table_cards = ()
        self.rng.shuffle(self.pile)

    def _end_round(self, took: bool) -> None:
        self.dry_rounds = 0 if took else self.dry_rounds + 1
        if any(len(held) >= MAX_COMBINATIONS for held in self.tricks):
            self.end_reason = END_FIVE
        elif self.last_turned:
            self.end_reason = END_PILE
        elif self.dry_rounds >= STALL_ROUNDS:
            self.end_reason = END_STALLED
        if self.end_reason is None:
            self._deal()
            return
        self.phase = OVER
        if self.record:
            self.events.append({"type": "end", "reason": self.end_reason, "rounds": self.round,
                                "ranking": self.ranking()})


def not_the_bid(calc: Calc, total: int) -> Said:
    """Why a valid calculation that reaches another total than the bid fails it (T7.1, T7.2)."""
    return WORDS.said("not_the_bid", reached=calc.total, total=total)


_DECK_ARRAYS: dict[int, tuple[Deck, Any]] = {}
"""The decks' kernel arrays by id(deck), the deck kept beside them (a deck is a value: hashing
its 48 cards at every game would cost more than cutting a table from them)."""


def deck_arrays(deck: Deck) -> Any:
    """A deck's low faces, high faces and totals as the rows of one int64 array."""
    entry = _DECK_ARRAYS.get(id(deck))
    if entry is None or entry[0] is not deck:
        import numpy as np

        from deckmath.solvers.totaux.model import table_arrays

        if len(_DECK_ARRAYS) > 64:
            _DECK_ARRAYS.clear()
        entry = _DECK_ARRAYS[id(deck)] = (deck, np.stack(table_arrays(deck.cards)))
    return entry[1]


_NUMBER = re.compile(r"[+-]?[0-9]+")


def parse_show(text: str) -> Show:
    """A shown calculation (T4.1, T4.2) with, after `@`, the table positions of its cards in
    order (T6.2): `5 x1 x6 +1 = 31 @ 1,2,5`. Positions are read up to the largest table
    (T2.1); whether they are on this table is `apply`'s."""
    return Show(*parse_placed_calc(text, TABLE_MAX))


def start(deck: Deck, players: int, seed: int, options: Mapping[str, Any],
          record: bool) -> TotauxGame:
    """A new game dealt from `seed` (T8.1) in the variant `options["variant"]` (T7.1, default
    chain): the first round is dealt and its auction open. Its first event records the options
    (the bots' `bluff` too, which the rules do not read: a log whose options were edited then
    differs at once), the first dealer and the shuffled pile, top first."""
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(ERRORS.said("players", players=count_of("players", players),
                                     game=GAME_NAME, low=PLAYERS_MIN, high=PLAYERS_MAX))
    chosen = {"variant": parse_variant(options.get("variant", "chain")),
              "bluff": BLUFF.read(options.get("bluff", 0.0))}
    game = TotauxGame(deck, players, seed, chosen["variant"], record)
    if record:
        game.events.append({"type": "start", "options": chosen, "dealer": game.dealer,
                            "pile": [str(deck.cards[i]) for i in reversed(game.pile)]})
    game._deal()
    return game
