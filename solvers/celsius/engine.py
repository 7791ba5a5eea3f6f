"""A whole game of Celsius (rules C6, C7) as the play face's state machine (solvers/game.py
PlayState): the piles, the hands by seat, 13 rounds, the cold cards won and the ranking.

C6.1's simultaneous claims become a sequence of decisions: each round every seat in turn from
the round's first seat (C7.1) commits a claim, seeing none of the others'. When all have, the
first claims are ordered as C6.1 says and the hot cards given out (C6.2). Each seat whose valid
claim lost its hot card is then asked again, once, if a hot card is left that no first claim
took: the seats asked commit their second claims, again seeing none of each other's, on such a
card only; second claims are settled after every first claim, among themselves in the order of
C6.1. Then the round is settled (C6.3-C6.5, C7.2). Every claim is judged by the checker
(check.py, C5); this module moves the cards as the verdicts say. Chance comes from the seed
only.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from deckmath.solvers.celsius import solutions
from deckmath.solvers.celsius.check import judge, remove_card
from deckmath.solvers.celsius.deck import HAND_SIZE, Deck, hot_count
from deckmath.solvers.celsius.model import (
    HAND_CARDS_MAX, OperatorCard, PlayToken, Position, parse_claimed_play, parse_play_token,
)
from deckmath.solvers.celsius.round import HOT_CARD_TAKEN, PASS
from deckmath.solvers.celsius.words import ERRORS, WORDS, count_of
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove, Outcome, final_outcome
from deckmath.solvers.words import Said, read_word
from deckmath.solvers.notation import normalize

PLAYERS_MIN, PLAYERS_MAX = 2, 4
"""Celsius is played by 2 to 4 (C4.1)."""

REASON_RULES = {"card-not-in-hand": "C5.2", "illegal-step": "C3.2",
                "not-a-hot-card": "C5.3", "wrong-target": "C5.3"}
"""The rule each of the checker's reasons (C5.3) follows: a claim refused for one of them is
not a claim the rules let a player make (IllegalMove)."""


@dataclass(frozen=True)
class ClaimAction:
    """A seat's claim (C6.1): the cards in play order as `celsius check --play` reads them
    (C2.1, C2.2), or None for a pass, and the hot value it names, if any (C5.1)."""

    play: tuple[PlayToken, ...] | None
    target: int | None = None

    def __str__(self) -> str:
        if self.play is None:
            return PASS
        text = " ".join(map(str, self.play))
        return text if self.target is None else f"{text} = {self.target}"


PASS_CLAIM = ClaimAction(None)


def parse_claim_action(text: str) -> ClaimAction:
    """A claim as a person types it: `+1 x2`, `x?=7`, `+1 x2 = 22` or `pass` (`passe` in
    French); InputError,
    naming the bad token, when malformed (C5.4)."""
    plain = normalize(text).strip()
    if read_word(WORDS, plain, (PASS,)) == PASS:
        return PASS_CLAIM
    play, target = parse_claimed_play(plain)
    return ClaimAction(tuple(parse_play_token(str(token)) for token in play), target)


OrderKey = tuple[bool, bool, int, int]
"""A claim's place in a round's settlement (order_key)."""


def order_key(seat: int, cards: int | None, first_seat: int, players: int, second: bool
              ) -> OrderKey:
    """A claim's place in a round's settlement: every first claim before every second claim
    (C6.2); each in the order of C6.1, fewer cards first, equal lengths in seat order from the
    round's first seat (C7.1), passes (cards None) last."""
    return (second, cards is None, cards or 0, (seat - first_seat) % players)


class Announced(NamedTuple):
    """A claim as every seat sees it once all have committed theirs (C6.1): the seat, the claim
    as written, its cards and the hot value it reaches (None for a pass), whether it is the
    seat's second claim (C6.2), whether it holds its hot card, and its place in the order of
    C6.1 (order_key)."""

    seat: int
    claim: str
    cards: int | None
    value: int | None
    second: bool
    holds: bool
    key: OrderKey


@dataclass(frozen=True, slots=True)
class View:
    """What one seat sees (its information set): its hand and the table as a Position (C4.1),
    the round, the cold cards won and hand sizes by seat (index 0 is seat 1), and, once every
    seat has committed, the first claims announced in the order of C6.1 and the hot values
    they took (C6.2). `asked_again` is True when the seat's claim lost its hot card and it may
    claim once more, on a hot value not in `taken` (C6.2)."""

    seat: int
    players: int
    round: int
    rounds: int
    first_seat: int
    position: Position
    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    announced: tuple[Announced, ...] = ()
    asked_again: bool = False
    taken: tuple[int, ...] = ()


def free_hot_cards(view: View) -> tuple[int, ...]:
    """The hot values a second claim may name: those no first claim took (C6.2)."""
    return tuple(h for h in view.position.hot if h not in view.taken)


class Pile:
    """A face-down pile and its discards (C7.2). Cards are drawn from the front; when a draw
    asks for more than the pile holds, the discards are shuffled and put under it."""

    def __init__(self, cards: Sequence[Any], rng: random.Random, shuffle: bool = True) -> None:
        self.rng = rng
        self.cards = list(cards)
        if shuffle:
            rng.shuffle(self.cards)
        self.discards: list[Any] = []

    def draw(self, n: int = 1) -> list[Any]:
        """Up to `n` cards (fewer only if pile and discards together hold fewer)."""
        if len(self.cards) < n and self.discards:
            self.rng.shuffle(self.discards)
            self.cards += self.discards
            self.discards = []
        taken = self.cards[:n]
        del self.cards[:n]
        return taken

    def discard(self, cards: Iterable[Any]) -> None:
        self.discards.extend(cards)

    def copy(self, rng: random.Random) -> Pile:
        pile = Pile(self.cards, rng, shuffle=False)
        pile.discards = list(self.discards)
        return pile


@dataclass
class Entry:
    """A claim committed this round: the seat, the action, its cards and the hot value it
    reaches (both None for a pass), the hand cards it uses (C5.2), its place in the order of
    C6.1 and whether it is the seat's second claim (C6.2)."""

    seat: int
    action: ClaimAction
    cards: int | None
    value: int | None
    used: tuple[OperatorCard, ...]
    key: OrderKey
    second: bool
    _text: str | None = None

    @property
    def text(self) -> str:
        """The claim as written (canonical notation), made once when first asked for."""
        if self._text is None:
            self._text = str(self.action)
        return self._text


def _rank(entry: Entry) -> tuple[int, int]:
    """C6.3: a claim holding a hot card, placed by fewest cards, then the highest hot value."""
    if entry.cards is None or entry.value is None:
        raise ValueError(f"seat {entry.seat}'s pass holds no hot card")
    return entry.cards, -entry.value


class CelsiusGame:
    """One game in progress (solvers/game.py PlayState). Seats count from 1; `hands[s - 1]` is
    seat s's hand. Deterministic from its seed: the same seed and the same claims give the same
    game, event for event. Events are kept only with `record`."""

    def __init__(self, deck: Deck, players: int, seed: int, record: bool = True) -> None:
        check_deck(deck, players)
        self.deck = deck
        self.players = players
        self.seed = seed
        self.record = record
        self.events: list[dict[str, Any]] = []
        rng = random.Random(seed)
        cold = list(deck.cold)
        rng.shuffle(cold)
        self.cold_pile = cold[::-1]
        """The cold cards in the order the rounds take them: one round per card (C6.5)."""
        self.rounds = len(self.cold_pile)
        self.n_hot = hot_count(players)
        self.hot_pile = Pile(deck.hot, rng)
        self.operator_pile = Pile(deck.operators, rng)
        self.hands: list[list[OperatorCard]] = [self.operator_pile.draw(HAND_SIZE)
                                                for _ in range(players)]
        self.won: list[list[int]] = [[] for _ in range(players)]
        self.round = 0
        self.first_seat = 1
        """The round's first seat: seat 1 in round 1, then one seat on each round (C7.1)."""
        self.cold = 0
        self.hot: tuple[int, ...] = ()
        self.positions: list[Position] = []
        """Each seat's position this round (C4.1): the object its view, its bot and the
        solutions cache share."""
        self.scores: tuple[int, ...] = ()
        self.hand_sizes: tuple[int, ...] = ()
        self.claims: list[Entry] = []
        """This round's claims as committed."""
        self.ordered: list[Entry] = []
        """This round's claims in the order of C6.1, once every seat has committed one."""
        self.taken: dict[int, Entry] = {}
        """Each hot value taken, by the first valid claim on it in that order (C6.2): while
        second claims are asked for, by first claims only."""
        self._announced: tuple[Announced, ...] | None = None
        self.waiting: list[int] = []
        """Seats still to commit their first claim this round, in turn (C6.1)."""
        self.asked: list[int] = []
        """Seats asked again still to commit their second claim, in turn (C6.2)."""
        self.finished = False
        self.counts = {"nobody_could_play": 0, "nobody_played": 0, "claims": 0,
                       "hot_card_taken": 0, "asked_again": 0, "second_claim_took_a_card": 0}
        if record:
            self.events.append({"type": "deal", "cold_pile": list(self.cold_pile),
                                "hot_pile": list(self.hot_pile.cards),
                                "operator_pile": [str(c) for c in self.operator_pile.cards],
                                "hands": [[str(c) for c in hand] for hand in self.hands]})
        self._deal_table()

    # -- the face ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.finished

    def to_move(self) -> int | None:
        if self.finished:
            return None
        return self.waiting[0] if self.waiting else self.asked[0]

    def legal_actions(self) -> None:
        """None: a claim is free-form, judged by the checker in `apply` (C5)."""
        return None

    def parse_action(self, text: str) -> ClaimAction:
        return parse_claim_action(text)

    def action_text(self, action: ClaimAction) -> str:
        return str(action)

    def apply(self, action: ClaimAction) -> None:
        """The seat to move commits `action`: its first claim of the round (C6.1), or, asked
        again, its second (C6.2). IllegalMove, changing nothing, for a claim the checker
        refuses (C5.3) or a second claim on a hot card a first claim took (C6.2)."""
        seat = self.to_move()
        if seat is None:
            raise IllegalMove(WORDS.said("game_over", rounds=self.rounds), "C6.5")
        if not isinstance(action, ClaimAction):
            raise IllegalMove(WORDS.said("not_a_claim", action=repr(action)), "C6.1")
        second = not self.waiting
        entry = self._entry(seat, action, second)
        if second:
            self._check_free(entry)
            self.asked.pop(0)
        else:
            self.waiting.pop(0)
        self.claims.append(entry)
        if self.record:
            self.events.append({"seat": seat, "action": entry.text,
                                "type": "second_claim" if second else "claim",
                                "round": self.round, "cards": entry.cards, "value": entry.value})
        if self.waiting or self.asked:
            return
        self._rank()
        if second:
            self._settle()
            return
        if self.record:
            self.events.append({"type": "announce", "round": self.round,
                                "claims": [self._claim_json(e) for e in self.ordered]})
        self._ask_again()

    def view(self, seat: int) -> View:
        announced = self._announcement()
        return View(seat, self.players, self.round, self.rounds, self.first_seat,
                    self.positions[seat - 1], self.scores, self.hand_sizes, announced,
                    seat in self.asked, tuple(sorted(
                        a.value for a in announced if a.holds and a.value is not None)))

    def _announcement(self) -> tuple[Announced, ...]:
        """The first claims as announced once every seat has committed one (C6.1), each
        saying whether it took its hot card (C6.2); () before. Second claims stay unseen until
        the round is settled."""
        if self.waiting or self.finished:
            return ()
        if self._announced is None:
            taken = self.taken
            self._announced = tuple(
                Announced(e.seat, e.text, e.cards, e.value, e.second,
                          e.value is not None and taken[e.value] is e, e.key)
                for e in self.ordered if not e.second)
        return self._announced

    def clone(self) -> CelsiusGame:
        twin = object.__new__(CelsiusGame)
        twin.__dict__.update(self.__dict__)
        rng = random.Random()
        rng.setstate(self.hot_pile.rng.getstate())
        twin.hot_pile = self.hot_pile.copy(rng)
        twin.operator_pile = self.operator_pile.copy(rng)
        twin.cold_pile = list(self.cold_pile)
        twin.hands = [list(hand) for hand in self.hands]
        twin.won = [list(w) for w in self.won]
        twin.positions = list(self.positions)
        twin.claims = list(self.claims)
        twin.ordered = list(self.ordered)
        twin.taken = dict(self.taken)
        twin.waiting = list(self.waiting)
        twin.asked = list(self.asked)
        twin.counts = dict(self.counts)
        twin.events = list(self.events)
        return twin

    def determinize(self, seat: int, rng: random.Random) -> CelsiusGame:
        """A copy in which what `seat` cannot see is dealt again: the other hands, the operator
        pile, and the order of the hot and cold cards still face down. view(seat) is unchanged,
        and the copy depends on nothing else: what is dealt again is sorted before it is
        shuffled, so two states `seat` cannot tell apart give the same copy from the same rng.
        The others' first claims stay where `seat` has seen them (once every seat has
        committed, C6.1); a claim committed unseen, first or second, is taken back, and its
        seat, dealt a new hand, claims again after those still to claim: the order of C6.1 does
        not depend on who committed first, so the round ends as it would have."""
        world = self.clone()
        unseen_phase = [e for e in self.claims if e.second] if self.asked else self.claims
        hidden = [e for e in unseen_phase if e.seat != seat] if self.waiting or self.asked \
            else []
        if hidden:
            world.claims = [e for e in self.claims if all(e is not h for h in hidden)]
            if self.waiting:
                world.waiting = list(self.waiting) + [e.seat for e in hidden]
            else:
                world.asked = list(self.asked) + [e.seat for e in hidden]
        kept: dict[int, Counter[OperatorCard]] = {}
        for e in world.claims:
            if e.seat != seat:
                kept[e.seat] = kept.get(e.seat, Counter()) | Counter(e.used)
        unseen = list(world.operator_pile.cards)
        for other in range(1, self.players + 1):
            if other != seat:
                unseen += (Counter(self.hands[other - 1]) - kept.get(other, Counter())).elements()
        unseen.sort(key=str)
        rng.shuffle(unseen)
        for other in range(1, self.players + 1):
            if other == seat:
                continue
            hand = list(kept.get(other, Counter()).elements())
            size = len(self.hands[other - 1]) - len(hand)
            hand += unseen[:size]
            del unseen[:size]
            world.hands[other - 1] = hand
            world.positions[other - 1] = Position(self.cold, self.hot, tuple(hand))
        world.operator_pile.cards = unseen
        face_down = sorted(world.cold_pile[self.round:])
        rng.shuffle(face_down)
        world.cold_pile[self.round:] = face_down
        world.hot_pile.cards.sort()
        rng.shuffle(world.hot_pile.cards)
        world.hot_pile.rng = world.operator_pile.rng = random.Random(rng.getrandbits(64))
        return world

    def outcome(self) -> Outcome | None:
        """Most cold cards won first; equal counts share a rank (C7.3)."""
        if not self.finished:
            return None
        scores = tuple(len(w) for w in self.won)
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        return Outcome(scores, ranks, {"cold_cards": [list(w) for w in self.won]})

    def length(self) -> int:
        """Rounds settled."""
        return self.round if self.finished else self.round - 1

    def figures(self) -> dict[str, tuple[int, int]]:
        """Shares the simulate summary reports: rounds in which no hand could reach a hot card
        and rounds nobody won, of the rounds; claims that lost their hot card (C6.2), of the
        claims made; second claims that took a hot card, of the seats asked again."""
        c = self.counts
        rounds = self.length()
        return {"nobody_could_play": (c["nobody_could_play"], rounds),
                "nobody_played": (c["nobody_played"], rounds),
                "hot_card_taken": (c["hot_card_taken"], c["claims"]),
                "second_claim_took_a_card": (c["second_claim_took_a_card"], c["asked_again"])}

    # -- the rules --------------------------------------------------------------------------

    def _entry(self, seat: int, action: ClaimAction, second: bool) -> Entry:
        """The claim judged by the checker (C5.2-C5.3): IllegalMove for any of its reasons."""
        key = order_key(seat, None if action.play is None else len(action.play),
                        self.first_seat, self.players, second)
        if action.play is None:
            return Entry(seat, action, None, None, (), key, second)
        verdict = judge(self.positions[seat - 1], action.play, action.target)
        if not verdict.valid:
            if verdict.reason is None or verdict.said is None:
                raise ValueError("a claim judged invalid without its reason")
            rule = REASON_RULES[verdict.reason]
            where = WORDS.said("refused_at", step=verdict.step) if verdict.step else ""
            raise IllegalMove(WORDS.said("refused", reason=WORDS.said(f"reason.{verdict.reason}"),
                                         where=where, detail=_without_rule(verdict.said)),
                              rule)
        return Entry(seat, action, len(action.play), verdict.value,
                     tuple([p.card for p in verdict.played]), key, second)

    def _check_free(self, entry: Entry) -> None:
        """A second claim may only name a hot card that no first claim took (C6.2)."""
        if entry.value is None:
            return
        holder = self.taken.get(entry.value)
        if holder is not None:
            raise IllegalMove(WORDS.said("second_on_taken", value=entry.value, seat=holder.seat),
                              "C6.2")

    def _rank(self) -> None:
        """Order this round's claims, first claims before second ones, each as C6.1 says
        (order_key), and give each hot value to the first valid claim on it (C6.2)."""
        self.ordered = sorted(self.claims, key=lambda e: e.key)
        taken: dict[int, Entry] = {}
        for e in self.ordered:
            if e.value is not None and e.value not in taken:
                taken[e.value] = e
        self.taken = taken
        self._announced = None

    def _ask_again(self) -> None:
        """Once every first claim is settled: ask again, in the order of C6.1, every seat whose
        claim lost its hot card, if a hot card is left that no first claim took (C6.2); with
        no such seat or no such card, settle the round."""
        taken = self.taken
        if len(taken) < len(self.hot):
            for e in self.ordered:
                if e.value is not None and taken[e.value] is not e:
                    self.asked.append(e.seat)
                    self.counts["asked_again"] += 1
                    if self.record:
                        self.events.append({"type": "asked_again", "round": self.round,
                                            "seat": e.seat, "value": e.value,
                                            "taken_by": taken[e.value].seat})
        if not self.asked:
            self._settle()

    def _settle(self) -> None:
        """C6.3-C6.5 and C7.2: the winner takes the cold card; the cards of claims holding a hot
        card are discarded, those of the others go back to the hand (they never left it);
        players with no claim holding a hot card draw one extra card; every hand is refilled
        to 7; the hot cards are discarded."""
        valid = list(self.taken.values())
        # C6.2 gives each hot card to one claim, so (cards, hot value) never ties (C6.3).
        winner = min(valid, key=_rank) if valid else None
        if winner is not None:
            self.won[winner.seat - 1].append(self.cold)  # C6.4; else the cold card is discarded
        for e in valid:
            hand = self.hands[e.seat - 1]
            for card in e.used:
                remove_card(hand, card)
            self.operator_pile.discard(e.used)
        holding = {e.seat for e in valid}
        turn = [(self.first_seat - 1 + i) % self.players + 1 for i in range(self.players)]
        drawn: list[list[OperatorCard]] = [[] for _ in range(self.players)]
        extra = [seat for seat in turn if seat not in holding]
        for seat in extra:  # C6.4: no hand size limit
            drawn[seat - 1] += self.operator_pile.draw(1)
            self.hands[seat - 1] += drawn[seat - 1]
        for seat in turn:  # C6.5: a hand of 7 or more draws nothing
            hand = self.hands[seat - 1]
            if len(hand) < HAND_SIZE:
                cards = self.operator_pile.draw(HAND_SIZE - len(hand))
                drawn[seat - 1] += cards
                hand += cards
        self.hot_pile.discard(self.hot)
        self._count(winner)
        if self.record:
            self.events.append({"type": "round", "round": self.round, "cold": self.cold,
                                "hot": list(self.hot),
                                "claims": [self._claim_json(e, verdict=True)
                                           for e in self.ordered],
                                "winner": None if winner is None else winner.seat,
                                "draw_extra": sorted(extra),
                                "drawn": [[str(c) for c in cards] for cards in drawn],
                                "cold_cards": [len(w) for w in self.won]})
        if self.round == self.rounds:
            self.finished = True
            outcome = final_outcome(self)
            if self.record:
                self.events.append({"type": "end", "cold_cards": list(outcome.scores),
                                    "ranks": list(outcome.ranks)})
            return
        self._deal_table()

    def _count(self, winner: Entry | None) -> None:
        c, holders = self.counts, self.taken
        c["nobody_could_play"] += all(solutions.solution(p).play is None for p in self.positions)
        c["nobody_played"] += winner is None
        for e in self.claims:
            if e.value is not None:
                c["claims"] += 1
                c["hot_card_taken"] += holders[e.value] is not e
                c["second_claim_took_a_card"] += e.second and holders[e.value] is e

    def _deal_table(self) -> None:
        """The next round (C6.5): its cold card and 2 hot cards (4 with four players)."""
        self.round += 1
        self.cold = self.cold_pile[self.round - 1]
        self.hot = tuple(sorted(self.hot_pile.draw(self.n_hot)))
        self.positions = [Position(self.cold, self.hot, tuple(hand)) for hand in self.hands]
        self.scores = tuple(len(w) for w in self.won)
        self.hand_sizes = tuple(len(h) for h in self.hands)
        self.claims, self.ordered, self.taken, self._announced = [], [], {}, None
        self.asked = []
        first = self.first_seat = (self.round - 1) % self.players + 1
        self.waiting = [(first - 1 + i) % self.players + 1 for i in range(self.players)]
        if self.record:
            self.events.append({"type": "table", "round": self.round, "first_seat": first,
                                "cold": self.cold, "hot": list(self.hot)})

    def _claim_json(self, e: Entry, verdict: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": e.seat, "claim": e.text, "cards": e.cards,
                               "value": e.value, "second": e.second}
        holds = e.value is not None and self.taken[e.value] is e
        if verdict:
            out["valid"] = holds
            out["reason"] = None if holds else PASS if e.value is None else HOT_CARD_TAKEN
        else:
            out["holds"] = holds
        return out


def check_deck(deck: Deck, players: int) -> None:
    """InputError, one line, unless the deck can serve a game of `players` (C4.1): 2 to 4
    players, enough hot cards for the table, enough operator cards to deal every hand, and few
    enough rounds that no hand outgrows what the solver takes (7 + one a round, C6.4)."""
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(ERRORS.said("game.players", players=count_of("players", players),
                                     low=PLAYERS_MIN, high=PLAYERS_MAX))
    n_hot = hot_count(players)
    if len(deck.hot) < n_hot:
        raise InputError(ERRORS.said("game.few_hot", name=deck.name,
                                     hot=count_of("hot_cards", len(deck.hot)), players=players,
                                     needed=n_hot))
    if len(deck.operators) < players * HAND_SIZE + 1:
        raise InputError(ERRORS.said("game.few_operators", name=deck.name, players=players,
                                     needed=players * HAND_SIZE + 1))
    largest = HAND_SIZE + len(deck.cold) - 1
    if largest > HAND_CARDS_MAX:
        raise InputError(ERRORS.said("game.cold_rounds", name=deck.name, n=len(deck.cold),
                                     largest=largest, most=HAND_CARDS_MAX))


def start(deck: Deck, players: int, seed: int, options: Any = None, record: bool = True
          ) -> CelsiusGame:
    """A new game dealt from `seed` (PlayFace.start): the first round's table is on it."""
    return CelsiusGame(deck, players, seed, record)



def _without_rule(detail: Said) -> Said:
    """A checker's reason without its own citation of the rule, which the refusal adds once."""
    if "cite" not in detail.facts:
        return detail
    return replace(detail, facts={**detail.facts, "cite": ""})
