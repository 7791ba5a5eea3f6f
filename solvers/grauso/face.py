"""Grauso's play face (solvers/game.py: PlayFace): whole games (engine.py) and their bots
(bots.py) as the shared layer (play/) deals, plays, simulates and replays them, and what a
person at the table reads: a seat's view, the events as that seat may see them, how to type a
decision."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace
from deckmath.solvers.grauso import bots, engine
from deckmath.solvers.grauso.model import Position, format_card, format_hand
from deckmath.solvers.grauso.score import ROUNDS
from deckmath.solvers.grauso.words import WORDS
from deckmath.solvers.words import Words

ACTION_HELP = WORDS("en")("action_help")
"""How to type an action, in English (PlayFace.action_help; the words' `action_help` says it in
French)."""

EVENT_RULES = {"deal": "G7.2", "play": "G3", "collect": "G4.2", "round_end": "G5.1",
               "signs": "G6.5", "scored": "G6.1", "end": "G6.4"}
"""The rule each event follows."""


def describe(view: engine.View, lang: str | None = None) -> str:
    """A seat's view as a person reads it at the table, in `lang`."""
    say = WORDS(lang)
    totals = ", ".join(say("view.total", seat=seat, total=format_card(total))
                       for seat, total in enumerate(view.totals, start=1))
    if view.scoring:
        cards = view.cards
        how = cards.how_text(lang)
        what = [say("view.bonus", bonus=cards.bonus, how=how) if cards.bonus else
                say("view.no_bonus", how=how)]
        if cards.neutral:
            what.append(say("view.neutral", cards=say.count(cards.neutral, "neutral_cards")))
        if view.penguins_counted:
            what.append(say("view.penguins",
                            penguins=say.count(view.penguins_counted, "penguins")))
        return say("view.scoring", round=view.round, hand=_cards(view.hand, say),
                   pile=_cards(view.pile, say), fixed=format_card(cards.heat - cards.cold),
                   what=", ".join(what), totals=totals)
    hands = ", ".join(say("view.in_hand", seat=seat, cards=n)
                      for seat, n in enumerate(view.hands, start=1))
    return say("view.play", round=view.round,
               top=say("empty") if view.top is None else view.top,
               point=f" ({format_hand(view.point)})" if view.point else "",
               hand=format_hand(view.hand), penguins=view.penguins, centre=view.centre,
               collected=say.count(len(view.pile), "cards"), draw=view.draw_pile, hands=hands,
               totals=totals)


def _cards(cards: tuple[int, ...] | list[str], say: Words) -> str:
    """Cards as the notation writes them, or `(empty)`."""
    shown = " ".join(cards) if isinstance(cards, list) else format_hand(cards)
    return shown or say("view.empty")


def describe_event(event: Mapping[str, Any], seat: int, lang: str | None = None) -> str | None:
    """An event as the person in `seat` may see it, in `lang`: never another seat's hidden
    cards."""
    say = WORDS(lang)
    kind = event.get("type")
    if kind == "deal":
        return say("event.deal", round=event["round"], rounds=ROUNDS, starter=event["starter"],
                   hand=" ".join(event["hands"][seat - 1]))
    if kind == "play":
        drawn = event["drawn"]
        said = say("event.play", seat=event["seat"], play=event["action"].split()[0],
                   value=event["value"], rule=event["rule"])
        if drawn is not None:
            said += (say("event.draws", card=drawn) if event["seat"] == seat
                     else say("event.draws_card"))
        return said + (say("event.goes_out") if event["went_out"] else "")
    if kind == "collect":
        drawn = event["drawn"]
        shown = " ".join(drawn) if event["seat"] == seat else say.count(len(drawn), "cards")
        said = say("event.collect", seat=event["seat"], drawn=shown or say("event.nothing"))
        if event["round_ends"]:
            return said + say("event.collect_ends")
        return said + say("event.collect_takes", cards=say.count(len(event["took"]), "cards"),
                          penguins=say.count(event["penguins"], "penguins"))
    if kind == "round_end":
        how = say("event.went_out" if event["how"] == engine.WENT_OUT else "event.pile_empty")
        lines = [say("event.round_end", round=event["round"], seat=event["by"], how=how)]
        for number, held in enumerate(event["held"], start=1):
            lines.append(say("event.held", seat=number, hand=_cards(held["hand"], say),
                             pile=_cards(held["pile"], say)))
        return "\n".join(lines)
    if kind == "signs":
        return say("event.signs", seat=event["seat"], signs=event["action"],
                   points=format_card(event["points"]), total=format_card(event["total"]))
    if kind == "scored":
        totals = ", ".join(say("view.total", seat=s, total=format_card(t))
                           for s, t in enumerate(event["totals"], start=1))
        return say("event.scored", round=event["round"], totals=totals)
    if kind == "end":
        return say("event.end_zero" if event["won_at_zero"] else "event.end", rounds=ROUNDS)
    return None


def dealt_positions(state: engine.GrausoGame, lang: str | None = None
                    ) -> list[tuple[str, Position]]:
    """Each seat's first turn as the solver sees it: its hand on an empty pile (G2.2) and its
    penguin (G1.2)."""
    return [(WORDS(lang)("dealt.seat", seat=seat), Position(None, tuple(hand), penguins))
            for seat, (hand, penguins) in enumerate(zip(state.hands, state.penguins), start=1)]


PLAY = PlayFace(
    players=(engine.PLAYERS_MIN, engine.PLAYERS_MAX),
    default_players=4,
    start=engine.start,
    bots=bots.BOTS,
    default_bots=bots.DEFAULT_BOTS,
    describe=describe,
    describe_event=describe_event,
    action_help=ACTION_HELP,
    unit="moves",
    rules="G3-G7",
    event_rules=EVENT_RULES,
    dealt_positions=dealt_positions,
    playout_bot="greedy",
    view_position=lambda view: view.position if view.hand else None,
    search_actions=bots.search_actions,
    rollout_bot="planner",
    levels=bots.LEVELS,
    words=bots.WORDS,
    texts=WORDS,
)
