"""Totaux's play face (solvers/game.py PlayFace): whole games (rules T7, T8) dealt, played,
simulated and replayed by the shared layer (play/). The rules are engine.py's, the bots
bots.py's; this module says how a person reads a view and an event, and how to type an action."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace, PlayOption
from deckmath.solvers.totaux.bots import BOTS, LEVELS, WORDS, search_actions
from deckmath.solvers.totaux.engine import (
    AUCTION, GIVE_BACK, OVER, PLAYERS_MAX, PLAYERS_MIN, SHOW, TotauxGame, TotauxView, Trick,
    start,
)
from deckmath.solvers.totaux.model import Position

OPTIONS = (
    PlayOption("variant", "The game's variant, fixed for the whole game (T7.1): chain (T3.3) or "
                          "pair (T3.4); every shown calculation is written in it.",
               "chain", choices=("chain", "pair")),
    PlayOption("bluff", "Probability 0..1 that a bot with nothing to outbid announces a table "
                        "total it did not see (a bluff; it fails unless a combination exists, "
                        "T7.2).", 0.0, bounds=(0.0, 1.0)),
)

EVENT_RULES = {
    "start": "T8.1", "deal": "T8.1", "announce": "T7.1", "pass": "T8.2", "no-announcement": "T8.2",
    "show": "T7.2", "give-back": "T8.3", "end": "T7.4",
}

ACTION_HELP = (
    "In the auction (T8.2) type a total above the bid to announce it, e.g. 31, or pass; the "
    "high bidder is not asked again: a player never outbids their own announcement (T7.1), and "
    "a player whose 4 tricks have no prime total may announce only a prime total (T7.3).\n"
    "As the high bidder type your calculation, written in the game's variant as `deckmath "
    "totaux check --calc` reads it: 5 x1 x6 +1 = 31 (chain, T4.1) or 4 x(6+2) -3 = 29 (pair, "
    "T4.2), optionally with the cards' table positions in order: 5 x1 x6 +1 = 31 @ 1,2,5 "
    "(T6.2); or give up. A calculation the checker refuses or that does not reach your bid "
    "fails it (T7.2).\n"
    "After a failed bid type trick N to give back your trick N (T7.2, T8.3).")


def table_text(table: tuple) -> str:
    return "  ".join(f"{i}) {card}" for i, card in enumerate(table, start=1)) or "(empty)"


def _tricks_text(tricks: tuple[Trick, ...]) -> str:
    if not tricks:
        return "none"
    cards = sum(len(t.cards) for t in tricks)
    prime = ", a prime one" if any(t.prime for t in tricks) else ""
    return f"{len(tricks)} ({cards} cards{prime})"


def describe(view: TotauxView) -> str:
    """The round, the table, the bid, everyone's tricks and what the seat is asked."""
    lines = [f"round {view.round}, seat {view.dealer} dealt, {view.pile} cards face down, "
             f"{view.variant} variant",
             f"table: {table_text(view.table)}",
             "tricks: " + "; ".join(f"seat {seat} {_tricks_text(held)}"
                                    for seat, held in enumerate(view.tricks, start=1))]
    bid = "no bid yet" if view.bid is None else f"bid: {view.bid[1]} by seat {view.bid[0]}"
    mine = view.to_move == view.seat
    if view.phase == AUCTION:
        floor = "" if view.bid is None else f" above {view.bid[1]}"
        prime = "; you may announce only a prime total (T7.3)" if view.prime_only else ""
        ask = (f"your turn: announce a total{floor} or pass (T8.2){prime}" if mine else
               f"seat {view.to_move} to announce")
        lines.append(f"{bid}; {ask}")
    elif view.phase == SHOW:
        lines.append(f"{bid}; " + ("show your calculation or give up (T7.1)" if mine else
                                   f"seat {view.to_move} to show a calculation"))
    elif view.phase == GIVE_BACK:
        if mine:
            held = "  ".join(f"trick {n}: {t.calc} ({len(t.cards)} cards)"
                             for n, t in enumerate(view.own_tricks, start=1))
            lines.append(f"your bid failed: give back one of your tricks, as trick N "
                         f"(T7.2, T8.3): {held}")
        else:
            lines.append(f"seat {view.to_move} gives back a trick (T7.2)")
    elif view.phase == OVER:
        lines.append("the game is over (T7.4)")
    return "\n".join(lines)


_END = {"pile-turned": "the pile's last card was turned (T7.4)",
        "five-combinations": "a player has made 5 combinations (T7.4)",
        "stalled": "30 rounds in a row without a trick (T8.4)"}


def describe_event(event: Mapping[str, Any], seat: int) -> str | None:
    """An event in words; everything in a Totaux event is public but the pile's order."""
    kind = event.get("type")
    if kind == "start":
        return (f"{event['options']['variant']} variant (T7.1); the pile is shuffled and seat "
                f"{event['dealer']} deals first (T8.1)")
    if kind == "deal":
        barred = "" if event["excluded"] is None else \
            f"; seat {event['excluded']} may not announce (T7.2)"
        return (f"round {event['round']}: seat {event['dealer']} deals "
                f"{table_text(tuple(event['table']))}{barred}")
    if kind == "announce":
        return f"seat {event['seat']} announces {event['total']}"
    if kind == "pass":
        return f"seat {event['seat']} passes"
    if kind == "no-announcement":
        return "no announcement: the cards go back and the pile is shuffled (T7.2)"
    if kind == "show":
        who = f"seat {event['seat']}"
        if event["valid"]:
            cards = ",".join(map(str, event["positions"]))
            return f"{who} shows {event['calc']} (cards {cards}) and takes the trick (T7.2)"
        shown = "gives up" if event["calc"] is None else \
            f"shows {event['calc']}: {event['reason']}, {event['detail']}"
        return f"{who} {shown}: the bid of {event['total']} fails (T7.2)"
    if kind == "give-back":
        return (f"seat {event['seat']} gives back its trick {event['trick']} "
                f"({' '.join(event['cards'])}) (T8.3)")
    if kind == "end":
        ranking = ", ".join(f"{row['rank']}. seat {row['seat']} {row['cards']} cards"
                            + ("" if row["prime"] else ", no prime trick")
                            for row in sorted(event["ranking"],
                                              key=lambda row: (row["rank"], row["seat"])))
        return f"game over after {event['rounds']} rounds: {_END[event['reason']]}; {ranking}"
    return None


def dealt_positions(state: TotauxGame) -> list[tuple[str, Position]]:
    """The table of the first round, in the game's variant: what `deal` solves."""
    return [(f"round {state.round}", Position(state.table_cards(), state.variant))]


def view_position(view: Any) -> Position | None:
    """The table the seat sees, in the game's variant, while it holds a round's cards."""
    return Position(tuple(view.table), view.variant) if view.table else None


PLAY = PlayFace(
    players=(PLAYERS_MIN, PLAYERS_MAX),
    default_players=3,
    start=start,
    bots=BOTS,
    default_bots="perfect",
    describe=describe,
    describe_event=describe_event,
    action_help=ACTION_HELP,
    unit="rounds",
    rules="T7, T8",
    options=OPTIONS,
    event_rules=EVENT_RULES,
    dealt_positions=dealt_positions,
    playout_bot="perfect",
    search_actions=search_actions,
    view_position=view_position,
    rollout_bot="perfect",
    levels=LEVELS,
    words=WORDS,
)
