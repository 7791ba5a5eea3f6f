"""Celsius whole games through the play face (solvers/game.py PlayFace): the engine, the bots,
what a person at the table reads of a view and of each event, and the positions a deal holds.
The shared layer (play/) runs deal, play, simulate and replay from it."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.celsius import solutions
from deckmath.solvers.celsius.bots import KINDS, LEVELS, WORDS as BOT_WORDS, search_claims
from deckmath.solvers.celsius.engine import (
    PLAYERS_MAX, PLAYERS_MIN, CelsiusGame, View, start,
)
from deckmath.solvers.celsius.round import PASS
from deckmath.solvers.celsius.model import Position, format_hand
from deckmath.solvers.celsius.words import WORDS
from deckmath.solvers.game import PlayFace
from deckmath.solvers.words import Words


def describe(view: View, lang: str | None = None) -> str:
    """The seat's view as the person in it reads it: the round, the table, the hand, the cold
    cards won, and, asked again, the hot cards the first claims took and those left (C6.2)."""
    say = WORDS(lang)
    p = view.position
    scores = ", ".join(say("view.score_you" if seat == view.seat else "view.score", seat=seat,
                           won=won) for seat, won in enumerate(view.scores, start=1))
    lines = [say("view.round", round=view.round, rounds=view.rounds, first=view.first_seat,
                 cold=p.cold, hot=" ".join(map(str, p.hot))),
             say("view.hand", hand=format_hand(p.hand)),
             say("view.won", scores=scores)]
    if view.asked_again:
        lines.append(say("view.asked_again", cards=say.items(_free(view, hot, say)
                                                              for hot in p.hot)))
    return "\n".join(lines)


def _free(view: View, hot: int, say: Words) -> str:
    """Whether a second claim may name `hot` (C6.2): free, or taken by a first claim."""
    holder = next((a for a in view.announced if a.holds and a.value == hot), None)
    if holder is None or holder.cards is None:
        return say("view.free", hot=hot)
    return say("view.taken", hot=hot, seat=holder.seat, cards=say.count(holder.cards, "cards"))


def describe_event(event: Mapping[str, Any], seat: int, lang: str | None = None) -> str | None:
    """An event as the person in `seat` may see it: another seat's claim is hidden until every
    seat has committed one (C6.1), another seat's drawn cards are not shown."""
    say = WORDS(lang)
    kind = event.get("type")
    if kind == "deal":
        return say("event.dealt", hand=" ".join(event["hands"][seat - 1]))
    if kind == "table":
        return say("event.table", round=event["round"], cold=event["cold"],
                   hot=" ".join(map(str, event["hot"])))
    if kind == "claim":
        if event["seat"] == seat:
            return say("event.you_claim", action=event["action"])
        return say("event.claimed", seat=event["seat"])
    if kind == "announce":
        return say("event.announce", claims=say.items(_announced(c, seat, say)
                                                      for c in event["claims"]))
    if kind == "asked_again":
        mine = event["seat"] == seat
        return say("event.asked_you" if mine else "event.asked_seat", seat=event["seat"],
                   value=event["value"], taken_by=event["taken_by"])
    if kind == "second_claim":
        if event["seat"] == seat:
            return say("event.you_claim_again", action=event["action"])
        return say("event.claimed_again", seat=event["seat"])
    if kind == "round":
        return _round(event, seat, say)
    return None


def _announced(claim: Mapping[str, Any], seat: int, say: Words) -> str:
    mine = claim["seat"] == seat
    if claim["value"] is None:
        return say("announced.you_pass" if mine else "announced.seat_pass", seat=claim["seat"])
    return say("announced.you" if mine else "announced.seat", seat=claim["seat"],
               claim=claim["claim"], cards=say.count(claim["cards"], "cards"),
               value=claim["value"],
               state=say("announced.takes" if claim["holds"] else "announced.taken"))


def _round(event: Mapping[str, Any], seat: int, say: Words) -> str:
    winner = event["winner"]
    facts = {"round": event["round"], "cold": event["cold"], "seat": winner}
    lines = [say("settled.nobody" if winner is None else
                 "settled.you_win" if winner == seat else "settled.seat_wins", **facts)]
    for claim in event["claims"]:
        if claim["reason"] == "hot-card-taken":
            key = (f"settled.{'you' if claim['seat'] == seat else 'seat'}_lost"
                   f"{'_second' if claim['second'] else ''}")
            lines.append(say(key, seat=claim["seat"], claim=claim["claim"], value=claim["value"]))
    if event["draw_extra"]:
        lines.append(say("settled.extra", players=", ".join(
            say("settled.you") if s == seat else say("settled.seat", seat=s)
            for s in event["draw_extra"])))
    mine = event["drawn"][seat - 1]
    if mine:
        lines.append(say("settled.drawn", cards=" ".join(mine)))
    lines.append(say("settled.won", scores=", ".join(
        say("settled.score", seat=s, won=n) for s, n in enumerate(event["cold_cards"], start=1))))
    return "\n".join(lines)


def dealt_positions(state: CelsiusGame, lang: str | None = None
                    ) -> list[tuple[str, Position]]:
    """Each seat's position in the first round (C4.1), labelled by seat."""
    return [(WORDS(lang)("dealt.seat", seat=seat), state.view(seat).position)
            for seat in range(1, state.players + 1)]


ACTION_HELP = WORDS("en")("action_help")
"""How to type a claim, in English (PlayFace.action_help; help_text says it in any language)."""

EVENT_RULES = {"deal": "C4.1", "table": "C6.5", "claim": "C6.1", "announce": "C6.1",
               "asked_again": "C6.2", "second_claim": "C6.2", "round": "C6.3", "end": "C7.3"}
"""The rule each event follows (a replay cites it at a difference)."""

PLAY = PlayFace(
    players=(PLAYERS_MIN, PLAYERS_MAX), default_players=3, start=start, bots=KINDS,
    default_bots="perfect", describe=describe, describe_event=describe_event,
    action_help=ACTION_HELP, unit="rounds", rules="C6, C7", event_rules=EVENT_RULES,
    prefetch=solutions.prefetch, dealt_positions=dealt_positions,
    playout_bot="perfect", search_actions=search_claims,
    view_position=lambda view: view.position, levels=LEVELS, words=BOT_WORDS,
    rollout_bot="perfect", anchor_bot="unloader",
    texts=WORDS,
    action_words=(PASS,),
)
