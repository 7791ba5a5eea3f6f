"""Professor Tempus's play face (solvers/game.py: PlayFace): whole games through the shared
layer (play/: deal, play, simulate, replay), the engine (engine.py) and the bots (bots.py),
with what a person at the table reads of a view and of each event."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace
from deckmath.solvers.tempus.bots import BOTS, LEVELS, WORDS as BOT_WORDS
from deckmath.solvers.tempus.deck import load_deck
from deckmath.solvers.tempus.engine import TempusGame, TempusView, start
from deckmath.solvers.tempus.model import PLAYERS_MAX, PLAYERS_MIN, Card, Position
from deckmath.solvers.tempus.words import WORDS
from deckmath.solvers.words import Words

ACTION_HELP = WORDS("en")("action_help")
"""How to type a move, in English (PlayFace.action_help; the table says it in French)."""

EVENT_RULES = {"deal": "P6.1", "open": "P3.1", "capture": "P3.2", "dump": "P3.3", "bury": "P3.4",
               "round": "P4.2", "reshuffle": "P6.5", "end": "P5.1"}
"""The rule each event follows."""


def _cards(cards: tuple[Card, ...], hourglasses: tuple[int, ...], say: Words) -> str:
    return " ".join(f"{c}[{hourglasses[c.index]}]" for c in cards) or say("view.none")


def describe(view: TempusView, lang: str | None = None) -> str:
    """The view as the person in its seat reads it: hand first, cards with their hourglasses
    (P1.4), then the series in the holders, every seat's cards in hand and hourglasses, and the
    pile."""
    say = WORDS(lang)
    hg = view.deck.hourglasses
    lines = [say("view.hand", cards=_cards(view.hand, hg, say), seat=view.seat,
                 round=view.round, first=view.first)]
    free = [str(n) for n, series in enumerate(view.holders, start=1) if series is None]
    for number, series in enumerate(view.holders, start=1):
        if series is not None:
            worth = sum(hg[c.index] for c in series.cards)
            lines.append(say("view.series", number=number, owner=series.owner,
                             direction=series.direction, cards=_cards(series.cards, hg, say),
                             worth=say.count(worth, "hourglasses")))
    if free:
        lines.append(say("view.free.one" if len(free) == 1 else "view.free.many",
                         numbers=", ".join(free)))
    lines.append(say("view.seats", players=view.players,
                     sizes=" ".join(map(str, view.hand_sizes)),
                     hourglasses=" ".join(map(str, view.hourglasses)),
                     pile=say.count(view.pile_size, "cards")))
    if view.buried:
        lines.append(say("view.buried", cards=_cards(view.buried, hg, say)))
    return "\n".join(lines)


def describe_event(event: Mapping[str, Any], seat: int, lang: str | None = None) -> str | None:
    """An event as the person in `seat` may see it: other seats' hands, draws and buried cards
    stay hidden."""
    say = WORDS(lang)
    kind = event.get("type")
    if kind in ("deal", "reshuffle"):
        head = (say("event.dealt") if kind == "deal" else
                say("event.reshuffle", counted=", ".join(map(str, event["counted"]))))
        return say("event.hands", head=head, cards=" ".join(event["hands"][seat - 1]),
                   first=event["first"], round=event["round"])
    if kind == "open":
        _, direction, card = event["action"].split()
        return say("event.open", seat=event["seat"], holder=event["holder"],
                   direction=direction, card=card)
    if kind in ("capture", "dump"):
        return say(f"event.{kind}", seat=event["seat"], holder=event["holder"],
                   owner=event["from" if kind == "capture" else "owner"],
                   card=event["action"].split()[-1])
    if kind == "bury":
        what = event["action"].split()[-1] if event["seat"] == seat else say("event.a_card")
        return say("event.bury", seat=event["seat"], card=what)
    if kind == "round":
        scored = ", ".join(say("event.scored", seat=s, n=n)
                           for s, n in enumerate(event["scored"], start=1))
        line = say("event.round", round=event["round"], scored=scored)
        if event["drawn"] is not None:
            line += say("event.drawn", cards=" ".join(event["drawn"][seat - 1]),
                        first=event["first"], next=event["round"] + 1)
        return line
    if kind == "end":
        return say("event.end", rounds=say.count(event["rounds"], "rounds"))
    return None


def dealt_positions(state: TempusGame, lang: str | None = None
                    ) -> list[tuple[str, Position]]:
    """The first round's position, hands open, when the exact solver answers it at once and
    right: with 2 players (a whole round is 10 moves, a fraction of a second; one of 3 to 5
    players takes the exact search from half a minute to hours) and the reference deck (the
    core solver counts its hourglasses: a position does not carry them). Otherwise none:
    `tempus position --seed S --json | tempus solve --position - --deck FILE --time-limit T`
    solves the same round."""
    if state.players != 2 or state.deck != load_deck():
        return []
    return [(WORDS(lang)("dealt.round", round=state.round), state.position)]


def view_position(view: TempusView) -> Position:
    """The table as the seat sees it, drawn as a sheet draws a position: the holders, and its
    own hand as the hand to move; the other hands are left empty, their cards unseen (their
    sizes are in the view's words)."""
    hands = tuple(view.hand if seat == view.seat else () for seat in range(1, view.players + 1))
    return Position.trusted(view.players, view.seat, hands, view.holders)


PLAY = PlayFace(
    players=(PLAYERS_MIN, PLAYERS_MAX),
    default_players=2,
    start=start,
    bots=BOTS,
    default_bots="solver",
    describe=describe,
    describe_event=describe_event,
    action_help=ACTION_HELP,
    unit="rounds",
    rules="P2-P6",
    event_rules=EVENT_RULES,
    dealt_positions=dealt_positions,
    playout_bot="greedy",
    levels=LEVELS,
    words=BOT_WORDS,
    texts=WORDS,
    view_position=view_position,
)
