"""Replaying a game log through the rules, the same way for every game: the game is dealt again
from the log's seed, deck and options, every logged action is applied again through the game's
play face (its rules), every bot's choice is derived again from its seat's view, and every
event the rules make is compared with the log's, field for field, the result included.

A log is valid only if the rules give it, field for field: the first difference (an action the
rules refuse, a deal the seed does not give, a changed score or winner, a bot's move that is not
that bot's, a log cut before the end) is reported with its event number and rule, and the
replay exits 1. A log its writer marked incomplete (`"complete": false`, no result: a game
left early, or downloaded from the page mid-game) whose every event is what the rules give,
ending where a seat was to decide, is neither: it is incomplete, valid up to its last event
(exit 3). A file that is not a log of this game at all is bad input (exit 2, log.py).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from deckmath.play.log import deck_identity
from deckmath.play.clock import Clock
from deckmath.play.runner import choose
from deckmath.play.seats import HUMAN, BotSpec, make_bot, parse_bot
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import (
    Bot, IllegalMove, Outcome, PlayFace, PlayState, final_outcome, seat_to_move,
)
from deckmath.solvers.notation import show

_MISSING = object()


@dataclass(frozen=True)
class Difference:
    """Where a log and the rules part: the event (numbered from 1; None for the envelope or
    the result), the field, what the log says and what the rules give, and the rule."""

    event: int | None
    message: str
    rule: str | None = None
    field: str | None = None
    logged: Any = None
    derived: Any = None
    at: tuple[int, ...] | None = None
    """In a list field (a dealt hand, the pile), the index of the first item that differs
    (one index a level of nesting, from 0 as in the JSON)."""

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "field": self.field, "logged": self.logged,
                "derived": self.derived, "at": None if self.at is None else list(self.at),
                "rule": self.rule, "message": self.message}

    def to_text(self) -> str:
        where = "the log" if self.event is None else f"event {self.event}"
        rule = f" ({self.rule})" if self.rule else ""
        return f"{where}: {self.message}{rule}"


@dataclass
class Report:
    """What a replay found in one log."""

    game: str
    line: int
    seed: Any
    players: Any
    events: int = 0
    """Events checked and found as the rules give them."""
    legality_only: int = 0
    """Bots' actions the log says a clock stopped (its `cut`), checked for legality only: the
    choice of a search stopped early cannot be derived again."""
    difference: Difference | None = None
    outcome: Outcome | None = None
    left_to: int | None = None
    """In a log marked incomplete whose every event is right: the seat that was to move when
    the game was left (the log is then incomplete, not invalid)."""

    @property
    def valid(self) -> bool:
        """No difference: every event is what the rules give (the game may have been left)."""
        return self.difference is None

    @property
    def complete(self) -> bool:
        return self.left_to is None

    @property
    def verdict(self) -> str:
        """`valid`, `invalid` or `incomplete` (valid up to where its writer left the game)."""
        return "invalid" if not self.valid else "valid" if self.complete else "incomplete"

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "line": self.line, "seed": self.seed, "players": self.players,
                "verdict": self.verdict, "valid": self.valid, "complete": self.complete,
                "events_checked": self.events, "legality_only": self.legality_only,
                "to_move": self.left_to,
                "difference": None if self.difference is None else self.difference.to_json(),
                "result": None if self.outcome is None else self.outcome.to_json()}

    def to_text(self) -> str:
        head = f"{self.game} log line {self.line}: seed {show(self.seed)}, {show(self.players)} players"
        if self.difference is not None:
            return (f"{head}: invalid after {self.events} events as the rules give them\n"
                    f"  {self.difference.to_text()}")
        if self.left_to is not None:
            return (f"{head}: incomplete: valid up to event {self.events}, the game was left "
                    f"there\n  seat {self.left_to} was to move; the log says the game was "
                    "left early")
        if self.outcome is None:
            raise ValueError("a replay still under way has no result to show")
        ranking = ", ".join(f"{rank}. seat {seat} ({_number(score)})" for seat, rank, score in
                            sorted(zip(range(1, len(self.outcome.ranks) + 1), self.outcome.ranks,
                                       self.outcome.scores), key=lambda row: (row[1], row[0])))
        cut = (f"\n  {self.legality_only} bot decision{'s' if self.legality_only != 1 else ''} "
               "stopped early by a clock (the log's `cut`): checked as legal, not derived again"
               if self.legality_only else "")
        return (f"{head}: valid, all {self.events} events are what the rules give\n"
                f"  result: {ranking}{cut}")


class _Found(Exception):
    def __init__(self, difference: Difference) -> None:
        super().__init__(difference.message)
        self.difference = difference


class _Left(Exception):
    """The log ends where its writer left the game: `seat` was to decide."""

    def __init__(self, seat: int) -> None:
        super().__init__(f"left with seat {seat} to move")
        self.seat = seat


def replay(face: PlayFace, game: str, load_deck: Callable[[Any], Any], log: Mapping[str, Any],
           line: int = 1, deck_path: str | None = None) -> Report:
    """Replay one log whose envelope is checked (log.checked_envelope). `load_deck(deck_path)`
    gives the deck to deal from (None: the reference deck); an unreadable deck file is bad
    input (InputError), a deck other than the log's is a difference."""
    report = Report(game, line, log["seed"], log["players"])
    try:
        _Replay(face, game, load_deck(deck_path), log, report, deck_path).run()
    except _Found as found:
        report.difference = found.difference
    except _Left as left:
        report.left_to = left.seat
    return report


class _Replay:
    def __init__(self, face: PlayFace, game: str, deck: Any, log: Mapping[str, Any],
                 report: Report, deck_path: str | None) -> None:
        self.face, self.game, self.deck, self.log, self.report = face, game, deck, log, report
        self.deck_path = deck_path
        self.logged: list[dict[str, Any]] = log["events"]
        self.cut = set(log.get("cut", []))
        """The events of bots' actions a clock stopped: only their legality can be checked."""
        self.next = 0
        """Index in the log's events of the next one to check."""
        self.seen = 0
        """How many of the state's events have been compared."""

    def run(self) -> None:
        players = self._players()
        labels = self._seats(players)
        options = self._options()
        self._deck()
        seed = self.log["seed"]
        if not 0 <= seed < 2**63:
            raise _Found(Difference(None, f"seed {show(seed)} is not a seed (0 to 2**63 - 1)",
                                    field="seed", logged=seed))
        try:
            state = self.face.start(self.deck, players, seed, options, True)
        except InputError as err:
            raise _Found(Difference(None, f"the game cannot be dealt: {err}")) from None
        bots: dict[int, Bot] = {seat: make_bot(self.face, self.game, spec, seed, seat, options)
                                for seat, spec in labels.items() if spec is not None}
        self._compare_new(state)
        while not state.over:
            self._decision(state, bots)
            self._compare_new(state)
        if self.next < len(self.logged):
            raise _Found(Difference(self.next + 1, "the game is over; the log goes on",
                                    rule=self._rule(self.logged[self.next]),
                                    logged=self.logged[self.next].get("type")))
        self._result(state)

    # -- the envelope ----------------------------------------------------------------------------

    def _players(self) -> int:
        players = self.log["players"]
        low, high = self.face.players
        if not low <= players <= high:
            raise _Found(Difference(None, f"{players} players: the game takes {low} to {high}",
                                    field="players", logged=players))
        return players

    def _seats(self, players: int) -> dict[int, BotSpec | None]:
        seats = self.log["seats"]
        if len(seats) != players:
            raise _Found(Difference(None, f"the log seats {len(seats)} players, not its "
                                          f"{players}", field="seats"))
        labels: dict[int, BotSpec | None] = {}
        for number, entry in enumerate(seats, start=1):
            if entry.get("seat") != number:
                raise _Found(Difference(None, f"seat entry {number} is numbered "
                                              f"{show(entry.get('seat'))}", field="seats"))
            label = entry.get("player")
            if label == HUMAN:
                labels[number] = None
                continue
            try:
                spec = parse_bot(label, self.face, f"seat {number}'s player")
            except InputError as err:
                raise _Found(Difference(None, str(err), field="seats", logged=label)) from None
            labels[number] = spec
            if spec.label != label:
                raise _Found(Difference(None, f"seat {number}'s player {show(label)} is not "
                                              f"written as the game writes it "
                                              f"({spec.label!r})", field="seats"))
        return labels

    def _options(self) -> dict[str, Any]:
        given = self.log["options"]
        names = [option.name for option in self.face.options]
        for key in given:
            if key not in names:
                raise _Found(Difference(None, f"option {show(key)} is not an option of this "
                                              "game", field="options", logged=key))
        options = {}
        for option in self.face.options:
            if option.name not in given:
                raise _Found(Difference(None, f"the log gives no {option.name!r} option",
                                        field="options"))
            value = given[option.name]
            try:
                option.read(value)
            except InputError:
                raise _Found(Difference(None, f"option {option.name} {show(value)} is not one "
                                              "the game allows", field="options",
                                        logged=value)) from None
            options[option.name] = value
        return options

    def _deck(self) -> None:
        derived = deck_identity(self.deck)
        if self.log["deck"] != derived:
            given = "the reference deck" if self.deck_path is None else f"the deck {self.deck_path}"
            raise _Found(Difference(
                None, f"the log's deck {show(self.log['deck'].get('name'))} (sha256 "
                      f"{show(self.log['deck'].get('sha256'), 20)}) is not {given} "
                      f"({derived['name']!r}, sha256 {derived['sha256'][:16]}...): give the "
                      f"game's deck file with --deck", field="deck", logged=self.log["deck"],
                derived=derived))

    # -- the events ------------------------------------------------------------------------------

    def _decision(self, state: PlayState, bots: Mapping[int, Bot]) -> None:
        seat = seat_to_move(state)
        number = self.next + 1
        if self.next >= len(self.logged):
            if not self.log["complete"]:
                if self.log["result"] is not None:
                    raise _Found(Difference(None, "the log says the game was left early, yet "
                                                  "gives a result", field="result",
                                            logged=self.log["result"]))
                raise _Left(seat)
            raise _Found(Difference(None, f"incomplete after event {self.next}: the game goes "
                                          f"on, seat {seat} to move (the log says the game is "
                                          "complete)", field="events"))
        event = self.logged[self.next]
        rule = self._rule(event)
        if "action" not in event:
            raise _Found(Difference(number, f"a {show(event.get('type'))} event where the rules "
                                            f"wait for seat {seat}'s decision", rule=rule))
        if event.get("seat") != seat:
            raise _Found(Difference(number, f"the log says seat {show(event.get('seat'))} "
                                            f"acts; it is seat {seat}'s turn", rule=rule,
                                    field="seat", logged=event.get("seat"), derived=seat))
        text = event["action"]
        try:
            if not isinstance(text, str):
                raise InputError(f"an action is text, not {show(text)}")
            action = state.parse_action(text)
        except InputError as err:
            raise _Found(Difference(number, f"seat {seat}'s action {show(text)} is not one: "
                                            f"{err}", rule=rule, field="action")) from None
        bot = bots.get(seat)
        if bot is not None and number in self.cut:
            forgo = getattr(bot, "forgo", None)
            if forgo is not None:
                forgo()
            self.report.legality_only += 1
        elif bot is not None and getattr(bot, "reproducible", True):
            # derived again in full, however slow this machine: no CPU cap
            chosen = state.action_text(choose(bot, state, seat, state.view(seat),
                                              Clock(None, None)))
            if chosen != state.action_text(action):
                raise _Found(Difference(
                    number, f"seat {seat} is the bot {self.log['seats'][seat - 1]['player']}, "
                            f"which plays {chosen!r} here, not {text!r}", field="action",
                    logged=text, derived=chosen))
        try:
            state.apply(action)
        except IllegalMove as err:
            raise _Found(Difference(number, f"seat {seat}'s action {text!r} is illegal: "
                                            f"{err.reason}", rule=err.rule,
                                    field="action")) from None

    def _compare_new(self, state: PlayState) -> None:
        """The events the state made since the last call, each against the log's next."""
        import orjson

        while self.seen < len(state.events):
            made = orjson.loads(orjson.dumps(state.events[self.seen]))
            self.seen += 1
            number = self.next + 1
            if self.next >= len(self.logged):
                raise _Found(Difference(None, f"incomplete after event {self.next}: the rules "
                                              f"give a {made.get('type')!r} event next",
                                        field="events"))
            logged = self.logged[self.next]
            if logged != made:
                raise _Found(_field_difference(number, logged, made, self._rule(made)))
            self.next += 1
            self.report.events += 1

    def _rule(self, event: Mapping[str, Any]) -> str | None:
        kind = event.get("type")
        return self.face.event_rules.get(kind) if isinstance(kind, str) else None

    def _result(self, state: PlayState) -> None:
        outcome = final_outcome(state)
        derived = orjson_normal(outcome.to_json())
        if self.log["result"] != derived:
            found = _field_difference(None, self.log["result"] or {}, derived, None)
            raise _Found(Difference(None, f"result: {found.message}", field="result",
                                    logged=self.log["result"], derived=derived))
        if not self.log["complete"]:
            raise _Found(Difference(None, "the log says the game was not complete; it is",
                                    field="complete", logged=False, derived=True))
        self.report.outcome = outcome


def _field_difference(number: int | None, logged: Mapping[str, Any], made: Mapping[str, Any],
                      rule: str | None) -> Difference:
    """The first field where a logged event (or result) and the one the rules make part."""
    for key, value in made.items():
        said = logged.get(key, _MISSING)
        if said is _MISSING:
            return Difference(number, f"the log has no {key!r}; the rules give {show(value)}",
                              rule, key, None, value)
        if said != value:
            at, said_item, item = _first_difference(said, value)
            where = "".join(f"[{i}]" for i in at)
            if said_item is _MISSING or item is _MISSING:
                count = len(_inside(said, at[:-1]))
                rules_count = len(_inside(value, at[:-1]))
                return Difference(number, f"{key!r}{where[:where.rfind('[')]} has {count} "
                                          f"items in the log; the rules give {rules_count}",
                                  rule, key, said, value, at[:-1])
            return Difference(number, f"{key!r}{where} is {show(said_item)} in the log; the "
                                      f"rules give {show(item)}", rule, key, said, value,
                              at or None)
    extra = next(key for key in logged if key not in made)
    return Difference(number, f"{extra!r} is not a field the rules give", rule, extra,
                      logged[extra], None)


def _first_difference(said: Any, value: Any, at: tuple[int, ...] = ()
                      ) -> tuple[tuple[int, ...], Any, Any]:
    """Where two values first differ, going into lists item by item: (index path, the log's
    item there, the rules' item there); _MISSING for an item one list lacks."""
    if isinstance(said, list) and isinstance(value, list):
        for i in range(max(len(said), len(value))):
            mine = said[i] if i < len(said) else _MISSING
            theirs = value[i] if i < len(value) else _MISSING
            if mine is _MISSING or theirs is _MISSING:
                return at + (i,), mine, theirs
            if mine != theirs:
                return _first_difference(mine, theirs, at + (i,))
    return at, said, value


def _inside(value: Any, at: tuple[int, ...]) -> Any:
    for i in at:
        value = value[i]
    return value


def orjson_normal(value: Any) -> Any:
    """`value` as JSON reads it back (tuples become lists)."""
    import orjson

    return orjson.loads(orjson.dumps(value))


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
