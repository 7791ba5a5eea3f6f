"""Games a person plays in the page against the bots, through the play face alone (as the
terminal's play/session.py does): one seat is the person's, the others are bots at a ladder
level; an action is read in the game's notation and the rules refuse a wrong one with its
reason and rule; the bots then play until it is the person's turn again. Tables are kept in
memory, bounded in number, and forgotten when idle."""
from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from deckmath.play import log as game_log
from deckmath.play.ismcts import NAME as ISMCTS
from deckmath.play.runner import Match, bot_move, new_match
from deckmath.play.seats import HUMAN
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Game, IllegalMove, seat_to_move
from deckmath.solvers.notation import show
from deckmath.web.api import lang_of, mapping_of, only, seed_of, text_of, whole
from deckmath.web.words import WORDS

TABLES_MAX = 200
"""Games kept at once; starting one more forgets the one idle longest."""

IDLE_SECONDS = 6 * 3600
"""A game nobody has touched for this long is forgotten."""

ACTION_MAX = 200
"""Longest action text read, in characters."""

MOVES_MAX = 400
"""Most legal actions listed for the page to offer as buttons."""

SEARCH_MAX = 1000
"""Most search iterations a decision of a bot the page seats (the `hard` level): the command
line takes more on a person's own machine, the server keeps a request's work bounded."""

SEARCH_SECONDS_MAX = 2.0
"""Longest time budget a decision of a bot the page seats (`ismcts:2s`)."""

THINKING_MAX = 2
"""Bots' decisions worked on at once over every table (one per core of a small machine); the
others wait their turn."""


@dataclass
class Thinking:
    """A bot's decision under way: its seat, the work its clock counts (done of `work`, None
    for a bot without a clock), and the stop a person presses to take the best move so far."""

    seat: int
    stop: threading.Event = field(default_factory=threading.Event)
    done: int = 0
    work: int | None = None
    started: float = field(default_factory=time.monotonic)

    def progress(self, done: int, work: int) -> None:
        self.done, self.work = done, work

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "done": self.done, "work": self.work,
                "seconds": round(time.monotonic() - self.started, 2),
                "stopping": self.stop.is_set()}


class Table:
    """One game in the page: the match, the person's seat, and a lock (one request at a time).
    The bots think in a thread of their own (`think`), one decision at a time, each within its
    clock (play/clock.py), which reports its progress and which a person may stop ("play
    now"); `state_lock` keeps a reader from seeing a move half applied."""

    def __init__(self, game: Game, match: Match, human: int, options: dict[str, Any]) -> None:
        self.id = secrets.token_urlsafe(12)
        self.game = game
        self.match = match
        self.human = human
        self.options = options
        self.lock = threading.Lock()
        self.state_lock = threading.Lock()
        self.touched = time.monotonic()
        self.lang = "en"
        """The language of the table's drawing (the page's)."""
        self.thinking: Thinking | None = None
        """The bot's decision under way, if any."""
        self.idle = threading.Event()
        """Set while no bot is thinking."""
        self.idle.set()
        self.failure: str | None = None
        """What went wrong in the bots' thread, said by the next request."""

    @property
    def face(self) -> Any:
        return self.game.play

    def bots_play(self) -> None:
        """The bots move until the person is to move or the game is over, each decision within
        a clock a person may stop."""
        from deckmath.play.clock import Clock

        state = self.match.state
        while not state.over and state.to_move() != self.human:
            seat = seat_to_move(state)
            thinking = Thinking(seat)
            self.thinking = thinking
            clock = Clock(None, stop=thinking.stop, progress=thinking.progress)
            bot_move(self.match, seat, state.view(seat), clock, self.state_lock)
            self.thinking = None

    def think(self, pool: ThreadPoolExecutor | None) -> None:
        """Let the bots play: in `pool` (the request returns while they think), or here. With
        no bot to move (the person's turn, or the game over) nothing starts, so the table stays
        idle and its answer lists the person's moves."""
        state = self.match.state
        if state.over or state.to_move() == self.human:
            return
        if pool is None:
            self.bots_play()
            return
        self.idle.clear()

        def run() -> None:
            try:
                self.bots_play()
            except Exception as err:  # said by the next request; the server goes on
                self.failure = WORDS(self.lang)("internal", kind=type(err).__name__,
                                                detail=err)
            finally:
                self.thinking = None
                self.idle.set()

        pool.submit(run)

    def play_now(self) -> None:
        """Ask the bot thinking to play the best move it has found (nothing if none thinks)."""
        thinking = self.thinking
        if thinking is not None:
            thinking.stop.set()

    def act(self, text: str, pool: ThreadPoolExecutor | None = None) -> None:
        """The person's action: InputError when it cannot be read, IllegalMove when the rules
        refuse it (then nothing changes); then the bots answer (in `pool` when given)."""
        state = self.match.state
        if not self.idle.is_set():
            raise InputError(WORDS.said("thinking"))
        if state.over:
            raise InputError(WORDS.said("over"))
        if state.to_move() != self.human:
            raise InputError(WORDS.said("not_yours", seat=state.to_move()))
        action = state.parse_action(text)
        with self.state_lock:
            try:
                state.apply(action)
            except IllegalMove as err:
                err.lang = self.lang
                raise
        self.think(pool)

    def to_json(self) -> dict[str, Any]:
        """What the person's seat may see: its view in words, every event as that seat is
        shown it, the legal actions when the game lists them, and the result at the end."""
        with self.state_lock:
            return self._to_json()

    def _to_json(self) -> dict[str, Any]:
        from deckmath.play.session import outcome_text
        from deckmath.play.words import player_about, player_name

        state, face = self.match.state, self.face
        lines: list[str] = []
        for event in state.events:
            line = face.describe_event(event, self.human, self.lang)
            if line:
                lines.append(line)
        out: dict[str, Any] = {
            "id": self.id, "game": self.game.name, "title": self.game.title,
            "seed": state.seed, "players": state.players, "seat": self.human,
            "labels": list(self.match.labels), "to_move": state.to_move(), "over": state.over,
            "length": state.length(), "unit": face.unit, "events": lines,
            "view": face.describe(state.view(self.human), self.lang),
            "action_help": face.help_text(self.lang),
            "names": [player_name(face, label, self.lang) for label in self.match.labels],
            "abouts": [player_about(face, label, self.lang) for label in self.match.labels],
            "cut": list(self.match.cut)}
        thinking = self.thinking
        out["thinking"] = None if thinking is None else thinking.to_json()
        if self.failure is not None:
            out["failure"] = self.failure
        drawn = face.view_position(state.view(self.human)) if face.view_position else None
        if drawn is not None:
            from deckmath.web.api import pictured

            out["table"] = pictured(self.game, drawn, self.lang)
        moves = None
        if not state.over and state.to_move() == self.human and self.idle.is_set():
            actions = state.legal_actions()
            if actions is not None:
                moves = [state.action_text(a) for a in actions[:MOVES_MAX]]
                out["moves_total"] = len(actions)
        out["moves"] = moves
        outcome = state.outcome()
        out["outcome"] = None if outcome is None else {**outcome.to_json(),
                                                        "text": outcome_text(outcome, self.human,
                                                                            self.lang)}
        return out

    def log(self) -> dict[str, Any]:
        """The game's log, as `play --log` writes it: `replay` checks it."""
        state = self.match.state
        return game_log.envelope(self.game.name, self.game.load_deck(), state.seed,
                                 state.players, self.options, self.match.labels,
                                 list(state.events), state.outcome(), self.match.cut)


class Tables:
    """The server's games by id."""

    def __init__(self) -> None:
        self._tables: OrderedDict[str, Table] = OrderedDict()
        self._lock = threading.Lock()
        self.pool = ThreadPoolExecutor(max_workers=THINKING_MAX,
                                       thread_name_prefix="deckmath-bots")
        """Where the bots of every table think, a few decisions at once."""

    def shutdown(self) -> None:
        """Stop every bot thinking and the threads (the server is stopping)."""
        with self._lock:
            tables = list(self._tables.values())
        for table in tables:
            table.play_now()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def start(self, game: Game, body: Mapping[str, Any]) -> Table:
        """A new game from a request: players, the person's seat, a level (or bots), seed and
        the game's options, each checked as `deckmath GAME play` checks them."""
        from deckmath.play.levels import seated
        from deckmath.play.simulate import resolved_options

        face = game.play
        if face is None:
            raise InputError(WORDS.said("no_play", title=game.title))
        only(body, ("players", "seat", "level", "bots", "seed", "options", "lang", "wait"),
             WORDS.said("request.game"))
        wait = flag_of(body.get("wait", True), "wait")
        low, high = face.players
        players = whole(body.get("players", face.default_players), "players", low, high)
        seat = whole(body.get("seat", 1), "seat", 1, players)
        bots = body.get("bots")
        seats = seated(face, players, seat, body.get("level"),
                       None if bots is None else text_of(bots, "bots", 400))
        for spec in seats:
            if spec != HUMAN and spec.kind == ISMCTS and ((spec.arg or 0) > SEARCH_MAX or
                                        (spec.seconds or 0) > SEARCH_SECONDS_MAX):
                raise InputError(WORDS.said("search_bots", label=spec.label,
                                            iterations=SEARCH_MAX,
                                            seconds=SEARCH_SECONDS_MAX))
        options = resolved_options(game, play_options(game, body.get("options", {})))
        match = new_match(face, game.name, game.load_deck(), seed_of(body.get("seed")), seats,
                          options, record=True)
        table = Table(game, match, seat, options)
        table.lang = lang_of(body)
        with table.lock:
            table.think(None if wait else self.pool)
        with self._lock:
            self._forget_idle()
            self._tables[table.id] = table
        return table

    def get(self, table_id: str) -> Table:
        """The game of that id; LookupError (404) when there is none (or it was forgotten)."""
        with self._lock:
            table = self._tables.get(table_id)
            if table is not None:
                self._tables.move_to_end(table_id)
                table.touched = time.monotonic()
        if table is None:
            raise LookupError(WORDS.said("table.none", id=show(table_id),
                                         hours=IDLE_SECONDS // 3600))
        return table

    def _forget_idle(self) -> None:
        now = time.monotonic()
        for table_id in [t.id for t in self._tables.values() if now - t.touched > IDLE_SECONDS]:
            del self._tables[table_id]
        while len(self._tables) >= TABLES_MAX:
            self._tables.popitem(last=False)


def flag_of(value: object, what: str) -> bool:
    """A request's true or false; InputError for anything else."""
    if not isinstance(value, bool):
        raise InputError(WORDS.said("field.flag", what=what, value=show(value)))
    return value


def play_options(game: Game, given: object) -> dict[str, Any]:
    """The game's play options from a request (`{"variant": "pair"}`), each one the face
    declares and within its choices or bounds; InputError naming the first wrong one."""
    values = mapping_of(given, "options")
    declared = {option.name: option for option in game.play_face().options}
    out: dict[str, Any] = {}
    for name, value in values.items():
        option = declared.get(name)
        if option is None:
            known = ", ".join(declared) or WORDS.said("no_options")
            raise InputError(WORDS.said("no_option", title=game.title, name=show(name),
                                        known=known))
        out[name] = option.read(value)
    return out


def refusal(err: IllegalMove) -> dict[str, Any]:
    """An action the rules refuse, as the page shows it: the reason and the rule it breaks,
    in the language of the table it was made at (English elsewhere)."""
    from deckmath.play.session import refusal_text

    text = refusal_text(err, err.lang)
    return {"error": text, "reason": err.reason_in(err.lang),
            "rule": err.rule}
