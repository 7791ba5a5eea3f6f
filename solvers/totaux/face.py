"""Totaux's play face (solvers/game.py PlayFace): whole games (rules T7, T8) dealt, played,
simulated and replayed by the shared layer (play/). The rules are engine.py's, the bots
bots.py's; this module says how a person reads a view and an event, and how to type an action."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace, PlayOption
from deckmath.solvers.totaux.bots import BOTS, LEVELS, search_actions
from deckmath.solvers.totaux.bots import WORDS as BOT_WORDS
from deckmath.solvers.totaux.check import calc_said
from deckmath.solvers.totaux.engine import (
    AUCTION, BLUFF, GIVE_BACK, GIVE_UP, OVER, PASS, PLAYERS_MAX, PLAYERS_MIN, SHOW, TotauxGame,
    TotauxView, Trick, not_the_bid, start,
)
from deckmath.solvers.totaux.model import Position, parse_calc
from deckmath.solvers.totaux.words import WORDS, plain_count
from deckmath.solvers.words import Said, Words

OPTIONS = (
    PlayOption("variant", "The game's variant, fixed for the whole game (T7.1): chain (T3.3) or "
                          "pair (T3.4); every shown calculation is written in it.",
               "chain", choices=("chain", "pair")),
    BLUFF,
)

EVENT_RULES = {
    "start": "T8.1", "deal": "T8.1", "announce": "T7.1", "pass": "T8.2", "no-announcement": "T8.2",
    "show": "T7.2", "give-back": "T8.3", "end": "T7.4",
}

ACTION_HELP = WORDS("en")("action_help")
"""How to type an action, in English (PlayFace.action_help; the words table says it in any
language)."""


def table_text(table: tuple, lang: str | None = None) -> str:
    return "  ".join(f"{i}) {card}" for i, card in enumerate(table, start=1)) or \
        WORDS(lang)("view.empty")


def _tricks_text(tricks: tuple[Trick, ...], say: Words) -> str:
    if not tricks:
        return say("view.no_tricks")
    cards = sum(len(t.cards) for t in tricks)
    prime = say("view.prime_trick") if any(t.prime for t in tricks) else ""
    return say("view.held", tricks=plain_count(say, len(tricks), "tricks"),
               cards=plain_count(say, cards, "cards"), prime=prime)


def describe(view: TotauxView, lang: str | None = None) -> str:
    """The round, the table, the bid, everyone's tricks and what the seat is asked."""
    say = WORDS(lang)
    lines = [say("view.round", round=view.round, dealer=view.dealer,
                 pile=plain_count(say, view.pile, "pile"), variant=say(f"variant.{view.variant}")),
             say("view.table", table=table_text(view.table, lang)),
             say("view.tricks", tricks=say.items(
                 say("view.seat_tricks_you" if seat == view.seat else "view.seat_tricks",
                     seat=seat, tricks=_tricks_text(held, say))
                 for seat, held in enumerate(view.tricks, start=1)))]
    bid = say("view.no_bid") if view.bid is None else \
        say("view.bid", total=view.bid[1], seat=view.bid[0])
    mine = view.to_move == view.seat
    if view.phase == AUCTION:
        above = "" if view.bid is None else say("view.above", total=view.bid[1])
        prime = say("view.prime_only") if view.prime_only else ""
        ask = (say("view.announce", above=above, prime=prime) if mine else
               say("view.to_announce", seat=view.to_move))
        lines.append(say.items([bid, ask]))
    elif view.phase == SHOW:
        lines.append(say.items([bid, say("view.show") if mine else
                                say("view.to_show", seat=view.to_move)]))
    elif view.phase == GIVE_BACK:
        if mine:
            held = "  ".join(say("view.trick", trick=n, calc=t.calc,
                                 cards=plain_count(say, len(t.cards), "cards"))
                             for n, t in enumerate(view.own_tricks, start=1))
            lines.append(say("view.give_back", tricks=held))
        else:
            lines.append(say("view.gives_back", seat=view.to_move))
    elif view.phase == OVER:
        lines.append(say("view.over"))
    return "\n".join(lines)


def describe_event(event: Mapping[str, Any], seat: int, lang: str | None = None) -> str | None:
    """An event in words; everything in a Totaux event is public but the pile's order."""
    say = WORDS(lang)
    kind = event.get("type")
    if kind == "start":
        return say("event.start", variant=say(f"variant.{event['options']['variant']}"),
                   dealer=event["dealer"])
    if kind == "deal":
        barred = "" if event["excluded"] is None else \
            say("event.barred", seat=event["excluded"])
        return say("event.deal", round=event["round"], dealer=event["dealer"],
                   table=table_text(tuple(event["table"]), lang), barred=barred)
    if kind == "announce":
        return say("event.announce", seat=event["seat"], total=event["total"])
    if kind == "pass":
        return say("event.pass", seat=event["seat"])
    if kind == "no-announcement":
        return say("event.no_announcement")
    if kind == "show":
        if event["valid"]:
            return say("event.takes", seat=event["seat"], calc=event["calc"],
                       cards=",".join(map(str, event["positions"])))
        if event["calc"] is None:
            return say("event.gives_up", seat=event["seat"], total=event["total"])
        return say("event.fails", seat=event["seat"], calc=event["calc"],
                   reason=say(f"reason.{event['reason']}"),
                   detail=shown_detail(event).text(lang), total=event["total"])
    if kind == "give-back":
        return say("event.give_back", seat=event["seat"], trick=event["trick"],
                   cards=" ".join(event["cards"]))
    if kind == "end":
        ranking = ", ".join(
            say("event.rank", rank=row["rank"], seat=row["seat"],
                cards=plain_count(say, row["cards"], "cards"),
                prime="" if row["prime"] else say("event.no_prime"))
            for row in sorted(event["ranking"], key=lambda row: (row["rank"], row["seat"])))
        return say("event.end", rounds=plain_count(say, event["rounds"], "rounds"),
                   why=say(f"end.{event['reason']}"), ranking=ranking)
    return None


def shown_detail(event: Mapping[str, Any]) -> Said:
    """Why a show failed the bid (a failed show event's `detail`), from the event's facts: the
    calculation shown, whether its positions were given (`@` in the action) and the bid; the
    checker's reason (T6.3), another total than the bid's or nothing shown (T7.2)."""
    if event["calc"] is None:
        return WORDS.said("nothing_shown")
    calc = parse_calc(event["calc"])
    if event["reason"] == "not-the-bid":
        return not_the_bid(calc, event["total"])
    return calc_said(event["reason"], calc, "@" in event["action"])


def dealt_positions(state: TotauxGame, lang: str | None = None
                    ) -> list[tuple[str, Position]]:
    """The table of the first round, in the game's variant: what `deal` solves."""
    return [(WORDS(lang)("dealt.round", round=state.round),
             Position(state.table_cards(), state.variant))]


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
    words=BOT_WORDS,
    texts=WORDS,
    action_words=(PASS, GIVE_UP, "trick"),
)
