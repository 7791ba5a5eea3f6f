"""Grauso's play face (solvers/game.py: PlayFace): whole games (engine.py) and their bots
(bots.py) as the shared layer (play/) deals, plays, simulates and replays them, and what a
person at the table reads: a seat's view, the events as that seat may see them, how to type a
decision."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckmath.solvers.game import PlayFace
from deckmath.solvers.grauso import bots, engine
from deckmath.solvers.grauso.model import Position, format_card, format_hand, format_top
from deckmath.solvers.grauso.score import ROUNDS

ACTION_HELP = """\
In a round, on your turn (G3, G4):
  a play: one card, or two joined by & in ascending order, a flipped card marked ~ (G1.4, G3.3,
    G3.5): -7, -3&+5, +20~; add `draw` to take the optional card after it (G4.1; not from an
    empty draw pile, nor after going out, G7.5): -3&+5 draw
  collect: draw back to your hand size, take the point pile and the centre's penguins (G4.2;
    you must when you cannot play, G7.4 when the draw pile runs out)
When a round is scored, your signs (G6.1-G6.3, G6.5): the bonus's sign, one sign per neutral
card, and in the last round one per penguin held, leaving out what you do not have:
  bonus + neutral +- penguins -
`moves` lists every legal action."""

EVENT_RULES = {"deal": "G7.2", "play": "G3", "collect": "G4.2", "round_end": "G5.1",
               "signs": "G6.5", "scored": "G6.1", "end": "G6.4"}
"""The rule each event follows."""


def describe(view: engine.View) -> str:
    """A seat's view as a person reads it at the table."""
    totals = ", ".join(f"seat {seat} {format_card(total)}" for seat, total in
                       enumerate(view.totals, start=1))
    if view.scoring:
        cards = view.cards
        what = [f"bonus {cards.bonus} ({cards.how}, G6.2)" if cards.bonus else
                f"no bonus ({cards.how})"]
        if cards.neutral:
            what.append(f"{cards.neutral} neutral card{'s' if cards.neutral != 1 else ''} (G6.1)")
        if view.penguins_counted:
            what.append(f"{view.penguins_counted} penguin{'s' if view.penguins > 1 else ''} "
                        "(G6.3)")
        fixed = cards.heat - cards.cold
        return (f"round {view.round} is scored: your hand {format_hand(view.hand) or '(empty)'}, "
                f"collected pile {format_hand(view.pile) or '(empty)'}: heat and cold cards "
                f"{format_card(fixed)}; to sign: {', '.join(what)}. Running totals: {totals}. "
                "Choose your signs (G6.5), e.g. bonus + neutral +-")
    hands = ", ".join(f"seat {seat} {n}" for seat, n in enumerate(view.hands, start=1))
    point = f" ({format_hand(view.point)})" if view.point else ""
    return (f"round {view.round}: top {format_top(view.top)}{point}; your hand "
            f"{format_hand(view.hand)}; penguins {view.penguins} (centre {view.centre}); "
            f"collected {len(view.pile)} card{'s' if len(view.pile) != 1 else ''}; draw pile "
            f"{view.draw_pile}; cards in hand: {hands}; running totals: {totals}")


def describe_event(event: Mapping[str, Any], seat: int) -> str | None:
    """An event as the person in `seat` may see it: never another seat's hidden cards."""
    kind = event.get("type")
    if kind == "deal":
        return (f"round {event['round']} of {ROUNDS} is dealt (G7.2); seat {event['starter']} "
                f"starts (G5.2, G7.1); your hand {' '.join(event['hands'][seat - 1])}")
    if kind == "play":
        drawn = event["drawn"]
        said = f"seat {event['seat']} plays {event['action'].split()[0]} (= {event['value']}, " \
               f"{event['rule']})"
        if drawn is not None:
            said += f" and draws {drawn if event['seat'] == seat else 'a card'} (G4.1)"
        return said + (" and goes out (G5.1)" if event["went_out"] else "")
    if kind == "collect":
        drawn = event["drawn"]
        shown = " ".join(drawn) if event["seat"] == seat else f"{len(drawn)} card" + (
            "s" if len(drawn) != 1 else "")
        said = f"seat {event['seat']} collects (G4.2): draws {shown or 'nothing'}"
        if event["round_ends"]:
            return said + "; the draw pile is empty: the round ends (G5.1, G7.4)"
        return (said + f", takes {len(event['took'])} card{'s' if len(event['took']) != 1 else ''}"
                f" and {event['penguins']} penguin{'s' if event['penguins'] != 1 else ''}")
    if kind == "round_end":
        how = "went out" if event["how"] == engine.WENT_OUT else "had to draw from the empty pile"
        lines = [f"round {event['round']} ends: seat {event['by']} {how} (G5.1); the cards are "
                 "counted face up:"]
        for number, held in enumerate(event["held"], start=1):
            lines.append(f"  seat {number}: hand {' '.join(held['hand']) or '(empty)'}; "
                         f"collected {' '.join(held['pile']) or '(empty)'}")
        return "\n".join(lines)
    if kind == "signs":
        return (f"seat {event['seat']} signs {event['action']}: round {format_card(event['points'])}"
                f", total {format_card(event['total'])} (G6.5)")
    if kind == "scored":
        totals = ", ".join(f"seat {s} {format_card(t)}" for s, t in
                           enumerate(event["totals"], start=1))
        return f"round {event['round']} scored: {totals}"
    if kind == "end":
        zero = " at exactly 0" if event["won_at_zero"] else ""
        return f"the game ends after {ROUNDS} rounds, won{zero} (G6.4)"
    return None


def dealt_positions(state: engine.GrausoGame) -> list[tuple[str, Position]]:
    """Each seat's first turn as the solver sees it: its hand on an empty pile (G2.2) and its
    penguin (G1.2)."""
    return [(f"seat {seat}", Position(None, tuple(hand), penguins)) for seat, (hand, penguins) in
            enumerate(zip(state.hands, state.penguins), start=1)]


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
)
