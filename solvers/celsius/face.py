"""Celsius whole games through the play face (solvers/game.py PlayFace): the engine, the bots,
what a person at the table reads of a view and of each event, and the positions a deal holds.
The shared layer (play/) runs deal, play, simulate and replay from it."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.celsius import solutions
from deckmath.solvers.celsius.bots import KINDS, LEVELS, WORDS, search_claims
from deckmath.solvers.celsius.engine import (
    PLAYERS_MAX, PLAYERS_MIN, CelsiusGame, View, start,
)
from deckmath.solvers.celsius.model import Position, format_hand
from deckmath.solvers.game import PlayFace


def describe(view: View) -> str:
    """The seat's view as the person in it reads it: the round, the table, the hand, the cold
    cards won, and, asked again, the hot cards the first claims took and those left (C6.2)."""
    p = view.position
    scores = ", ".join(f"seat {seat}{' (you)' if seat == view.seat else ''} {won}"
                       for seat, won in enumerate(view.scores, start=1))
    lines = [f"round {view.round} of {view.rounds} (seat {view.first_seat} first, C7.1): cold "
             f"{p.cold}, hot {' '.join(map(str, p.hot))}",
             f"your hand: {format_hand(p.hand)}",
             f"cold cards won: {scores}"]
    if view.asked_again:
        lines.append("your claim lost its hot card: claim once more, only on a hot card no "
                     "first claim took, or pass (C6.2); " + "; ".join(
                         _free(view, hot) for hot in p.hot))
    return "\n".join(lines)


def _free(view: View, hot: int) -> str:
    """Whether a second claim may name `hot` (C6.2): free, or taken by a first claim."""
    holder = next((a for a in view.announced if a.holds and a.value == hot), None)
    if holder is None:
        return f"{hot} is free"
    return f"{hot} is taken by seat {holder.seat} with {_cards(holder.cards)}"


def describe_event(event: Mapping[str, Any], seat: int) -> str | None:
    """An event as the person in `seat` may see it: another seat's claim is hidden until every
    seat has committed one (C6.1), another seat's drawn cards are not shown."""
    kind = event.get("type")
    if kind == "deal":
        return f"dealt: your hand {' '.join(event['hands'][seat - 1])} (C4.1)"
    if kind == "table":
        return (f"\nround {event['round']}: cold {event['cold']}, hot "
                f"{' '.join(map(str, event['hot']))} (C6.5)")
    if kind == "claim":
        if event["seat"] == seat:
            return f"you claim: {event['action']}"
        return f"seat {event['seat']} has made its claim"
    if kind == "announce":
        return "claims, fewer cards first (C6.1): " + "; ".join(
            _announced(c, seat) for c in event["claims"])
    if kind == "asked_again":
        who = "your" if event["seat"] == seat else f"seat {event['seat']}'s"
        return (f"{who} claim on {event['value']} is hot-card-taken: seat {event['taken_by']} "
                f"took it first; {'you claim' if event['seat'] == seat else 'it claims'} once "
                f"more (C6.2)")
    if kind == "second_claim":
        if event["seat"] == seat:
            return f"you claim again: {event['action']}"
        return f"seat {event['seat']} has made its second claim"
    if kind == "round":
        return _round(event, seat)
    return None


def _announced(claim: Mapping[str, Any], seat: int) -> str:
    who = "you" if claim["seat"] == seat else f"seat {claim['seat']}"
    if claim["value"] is None:
        return f"{who} pass"
    state = "takes it" if claim["holds"] else "hot-card-taken"
    return f"{who} {claim['claim']} ({_cards(claim['cards'])} to {claim['value']}, {state})"


def _round(event: Mapping[str, Any], seat: int) -> str:
    winner = event["winner"]
    lines = [f"round {event['round']}: " + (
        f"nobody has a valid claim: the cold card {event['cold']} is discarded (C6.4)"
        if winner is None else
        f"{'you take' if winner == seat else f'seat {winner} takes'} the cold card "
        f"{event['cold']} (C6.3)")]
    for claim in event["claims"]:
        if claim["reason"] == "hot-card-taken":
            who = "your" if claim["seat"] == seat else f"seat {claim['seat']}'s"
            again = "second claim " if claim["second"] else ""
            lines.append(f"  {who} {again}{claim['claim']} lost {claim['value']} (hot-card-taken, "
                         f"C6.2): its cards go back to the hand (C7.2)")
    if event["draw_extra"]:
        lines.append("  one extra card (C6.4) for " + ", ".join(
            "you" if s == seat else f"seat {s}" for s in event["draw_extra"]))
    mine = event["drawn"][seat - 1]
    if mine:
        lines.append(f"  you draw {' '.join(mine)}")
    lines.append("  cold cards won: " + ", ".join(
        f"seat {s} {n}" for s, n in enumerate(event["cold_cards"], start=1)))
    return "\n".join(lines)


def _cards(n: int | None) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def dealt_positions(state: CelsiusGame) -> list[tuple[str, Position]]:
    """Each seat's position in the first round (C4.1), labelled by seat."""
    return [(f"seat {seat}", state.view(seat).position) for seat in range(1, state.players + 1)]


ACTION_HELP = """\
Type your claim as `deckmath celsius check --play` reads it: the cards of your hand in play
order, from the cold card, left to right (C3.1): `+1 x2`; a wildcard with the value you give
it: `x?=7` (C2.2); optionally the hot card you reach: `+1 x2 = 22` (C5.1). Or `pass`.
Every seat claims without seeing the others' claims (C6.1); the claims are then ordered fewer
cards first, equal lengths in seat order from the round's first seat (C6.1, C7.1), and each
hot card goes to the first valid claim on it (C6.2). A claim that lost its hot card is asked
again once, if a hot card is left that no first claim took: a claim on such a card, or pass;
second claims are settled after every first claim, among themselves in the same order, and
never take a card from a first claim (C6.2).
Refused: cards not in your hand (card-not-in-hand, C5.2), a step below 0 or an inexact
division (illegal-step, C3.2), a play that does not end on a hot card or on the one named
(not-a-hot-card, wrong-target, C5.3)."""

EVENT_RULES = {"deal": "C4.1", "table": "C6.5", "claim": "C6.1", "announce": "C6.1",
               "asked_again": "C6.2", "second_claim": "C6.2", "round": "C6.3", "end": "C7.3"}
"""The rule each event follows (a replay cites it at a difference)."""

PLAY = PlayFace(
    players=(PLAYERS_MIN, PLAYERS_MAX), default_players=3, start=start, bots=KINDS,
    default_bots="perfect", describe=describe, describe_event=describe_event,
    action_help=ACTION_HELP, unit="rounds", rules="C6, C7", event_rules=EVENT_RULES,
    prefetch=solutions.prefetch, dealt_positions=dealt_positions,
    playout_bot="perfect", search_actions=search_claims,
    view_position=lambda view: view.position, levels=LEVELS, words=WORDS,
    rollout_bot="perfect", anchor_bot="unloader",
)
