"""Professor Tempus's play face (solvers/game.py: PlayFace): whole games through the shared
layer (play/: deal, play, simulate, replay), the engine (engine.py) and the bots (bots.py),
with what a person at the table reads of a view and of each event."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace
from deckmath.solvers.tempus.bots import BOTS, LEVELS, WORDS
from deckmath.solvers.tempus.deck import load_deck
from deckmath.solvers.tempus.engine import TempusGame, TempusView, start
from deckmath.solvers.tempus.model import PLAYERS_MAX, PLAYERS_MIN, Card, Position

ACTION_HELP = (
    "type one move (P3): `open + R12` puts R12 in the lowest-numbered free holder, ascending "
    "(+) or descending (-), in front of you (P3.1); `capture 3 J9` plays J9 on the series in "
    "holder 3, in front of an opponent, and takes it (P3.2: higher on +, lower on -, same "
    "colour; a Joker goes on any colour and on a card of its value); `dump 1 M4` puts M4 under "
    "an opponent's series in holder 1, which they keep (P3.3); `bury M4` puts M4 under the draw "
    "pile, only when all three series are in front of you (P3.4). The round ends when every "
    "hand holds 2 cards (P4.1)."
)

EVENT_RULES = {"deal": "P6.1", "open": "P3.1", "capture": "P3.2", "dump": "P3.3", "bury": "P3.4",
               "round": "P4.2", "reshuffle": "P6.5", "end": "P5.1"}
"""The rule each event follows."""


def _cards(cards: tuple[Card, ...], hourglasses: tuple[int, ...]) -> str:
    return " ".join(f"{c}[{hourglasses[c.index]}]" for c in cards) or "(none)"


def describe(view: TempusView) -> str:
    """The view as the person in its seat reads it: hand first, cards with their hourglasses
    (P1.4), then the series in the holders, every seat's cards in hand and hourglasses, and the
    pile."""
    hg = view.deck.hourglasses
    lines = [f"hand: {_cards(view.hand, hg)} (seat {view.seat}; round {view.round}, seat "
             f"{view.first} started it)"]
    free = [str(n) for n, series in enumerate(view.holders, start=1) if series is None]
    for number, series in enumerate(view.holders, start=1):
        if series is not None:
            worth = sum(hg[c.index] for c in series.cards)
            lines.append(f"  holder {number}: seat {series.owner}'s, {series.direction}, "
                         f"{_cards(series.cards, hg)} ({worth} hourglasses)")
    if free:
        lines.append(f"  {'holder' if len(free) == 1 else 'holders'} {', '.join(free)}: free")
    lines.append(f"  seats 1-{view.players}: cards in hand {' '.join(map(str, view.hand_sizes))}, "
                 f"hourglasses {' '.join(map(str, view.hourglasses))}; draw pile "
                 f"{view.pile_size} cards")
    if view.buried:
        lines.append(f"  you buried: {_cards(view.buried, hg)}")
    return "\n".join(lines)


def describe_event(event: Mapping[str, Any], seat: int) -> str | None:
    """An event as the person in `seat` may see it: other seats' hands, draws and buried cards
    stay hidden."""
    kind = event.get("type")
    if kind in ("deal", "reshuffle"):
        mine = " ".join(event["hands"][seat - 1])
        head = ("the cards are dealt (P2.1, P6.1)" if kind == "deal" else
                "the pile cannot refill every hand: hourglasses counted "
                f"{', '.join(map(str, event['counted']))}; all 63 cards are shuffled and dealt "
                "again (P6.5)")
        return f"{head}: you hold {mine}; seat {event['first']} starts round {event['round']}"
    if kind == "open":
        _, direction, card = event["action"].split()
        return f"seat {event['seat']} opens holder {event['holder']}, {direction}, with {card} (P3.1)"
    if kind == "capture":
        card = event["action"].split()[-1]
        return (f"seat {event['seat']} captures holder {event['holder']} from seat "
                f"{event['from']} with {card} (P3.2)")
    if kind == "dump":
        card = event["action"].split()[-1]
        return (f"seat {event['seat']} dumps {card} under holder {event['holder']}, which seat "
                f"{event['owner']} keeps (P3.3)")
    if kind == "bury":
        what = event["action"].split()[-1] if event["seat"] == seat else "a card"
        return f"seat {event['seat']} buries {what} under the draw pile (P3.4, P6.2)"
    if kind == "round":
        scored = ", ".join(f"seat {s} {n}" for s, n in enumerate(event["scored"], start=1))
        line = f"round {event['round']} ends: hourglasses taken {scored} (P4.2)"
        if event["drawn"] is not None:
            line += (f"; you draw {' '.join(event['drawn'][seat - 1])} (P6.3); seat "
                     f"{event['first']} starts round {event['round'] + 1} (P4.3)")
        return line
    if kind == "end":
        return (f"the pile cannot refill every hand: the game ends after {event['rounds']} "
                "rounds (P5.1, P6.4)")
    return None


def dealt_positions(state: TempusGame) -> list[tuple[str, Position]]:
    """The first round's position, hands open, when the exact solver answers it at once and
    right: with 2 players (a whole round is 10 moves, a fraction of a second; one of 3 to 5
    players takes the exact search from half a minute to hours) and the reference deck (the
    core solver counts its hourglasses: a position does not carry them). Otherwise none:
    `tempus position --seed S --json | tempus solve --position - --deck FILE --time-limit T`
    solves the same round."""
    if state.players != 2 or state.deck != load_deck():
        return []
    return [(f"round {state.round}, hands open", state.position)]


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
    words=WORDS,
)
