"""Playing whole games between bots through a game's play face: one game, or many advanced in
step so that a game can solve the positions of all of them in one kernel call (PlayFace.prefetch)
before each bot decides alone, from its seat's view."""
from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any

from deckmath.play.clock import Clock
from deckmath.play.seats import HUMAN, BotSpec, make_bot
from deckmath.solvers.game import Bot, IllegalMove, PlayFace, PlayState, seat_to_move

DECISIONS_MAX = 1_000_000
"""Most decisions one game may take: every game's rules end it long before (a round is bounded
by its cards, a game by its rounds); a game past this is a bug, said as one."""


class BotError(RuntimeError):
    """A bot chose an action the rules refuse: a bug in that bot, never a verdict on a log."""


@dataclass
class Match:
    """One game being played: its state and who sits where (a bot, or None for a person)."""

    state: PlayState
    labels: tuple[str, ...]
    bots: tuple[Bot | None, ...]
    decisions: int = 0
    cut: list[int] = field(default_factory=list)
    """The events (numbered from 1) of the bots' actions whose search a clock stopped before its
    budget was spent (play/clock.py): the log lists them, and a replay checks only that the
    rules allow them."""


def new_match(face: PlayFace, game: str, deck: Any, seed: int, seated: Sequence[BotSpec | str],
              options: Mapping[str, Any], record: bool) -> Match:
    """A game dealt from `seed` with `seated[i]` in seat i + 1: a bot spec, or HUMAN."""
    state = face.start(deck, len(seated), seed, options, record)
    bots = tuple(_seat_bot(face, game, spec, seed, seat, options)
                 for seat, spec in enumerate(seated, start=1))
    return Match(state, tuple(str(spec) for spec in seated), bots)


def _seat_bot(face: PlayFace, game: str, spec: BotSpec | str, seed: int, seat: int,
              options: Mapping[str, Any]) -> Bot | None:
    """The bot of `seat`, or None for a person's seat (HUMAN)."""
    if isinstance(spec, BotSpec):
        return make_bot(face, game, spec, seed, seat, options)
    if spec != HUMAN:
        raise ValueError(f"seat {seat}: {spec!r} is neither a bot spec nor {HUMAN!r}")
    return None


def bot_move(match: Match, seat: int, view: Any, clock: Clock | None = None,
             lock: AbstractContextManager[Any] | None = None) -> None:
    """The bot of `seat` decides from `view` (within `clock`, for a bot that keeps one) and its
    action is applied, holding `lock` if given (a reader in another thread sees the state
    before the move or after it); BotError if the rules refuse it."""
    state = match.state
    bot = match.bots[seat - 1]
    if bot is None:
        raise ValueError(f"seat {seat} is a person's: no bot decides for it")
    number = len(state.events) + 1
    clock = clock or Clock(None)
    action = choose(bot, state, seat, view, clock)
    if clock.cut:
        match.cut.append(number)
    try:
        with lock or contextlib.nullcontext():
            state.apply(action)
    except IllegalMove as err:
        raise BotError(f"the bot {match.labels[seat - 1]} in seat {seat} chose "
                       f"{_text(state, action)}, which the rules refuse: {err}") from None
    match.decisions += 1
    if match.decisions > DECISIONS_MAX:
        raise RuntimeError(f"a game of {match.labels} took over {DECISIONS_MAX} decisions "
                           f"(seed {state.seed}): a bug")


def choose(bot: Bot, state: PlayState, seat: int, view: Any, clock: Clock | None = None) -> Any:
    """The bot's action for `seat` (to move): a search bot (one with `search` and its own `rng`,
    play/ismcts.py) is handed a world dealt again from the seat's information set
    (PlayState.determinize), never the true state; any other bot decides from the view.

    A bot that keeps a clock (play/clock.py) decides within `clock`, by default its own budget
    and the CPU cap: one with `decide_within(view, clock)` from the view, one with `world_rng`
    (play/sampling.py) in a world dealt from the decision's own generator. `clock.cut` then
    says whether the clock stopped it early."""
    timed = getattr(bot, "decide_within", None)
    if timed is not None:
        return timed(view, clock or Clock(None))
    search = getattr(bot, "search", None)
    if search is None:
        return bot.decide(view)
    world_rng = getattr(bot, "world_rng", None)
    if world_rng is None:
        return search(state.determinize(seat, getattr(bot, "rng")), seat)
    return search(state.determinize(seat, world_rng()), seat, clock or Clock(None))


def play_out(face: PlayFace, matches: Sequence[Match],
             timed: Callable[[Match, int, float], None] | None = None) -> None:
    """Play every match to its end, bots only, all of them in step: each step every game still
    going makes one decision, the views first handed together to the game's prefetch.
    `timed(match, seat, seconds)`, when given, is told the CPU seconds of each decision."""
    live = [m for m in matches if not m.state.over]
    while live:
        seats = [seat_to_move(m.state) for m in live]
        views = [m.state.view(seat) for m, seat in zip(live, seats)]
        if face.prefetch is not None:
            face.prefetch(views)
        for match, seat, view in zip(live, seats, views):
            if timed is None:
                bot_move(match, seat, view)
                continue
            start = time.thread_time()
            bot_move(match, seat, view)
            timed(match, seat, time.thread_time() - start)
        live = [m for m in live if not m.state.over]


def _text(state: PlayState, action: Any) -> str:
    try:
        return repr(state.action_text(action))
    except Exception:  # the action is not even one the notation writes
        return repr(action)
