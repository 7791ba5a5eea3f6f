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
from deckmath.play.input_words import WORDS as INPUT
from deckmath.play.report_words import WORDS
from deckmath.play.runner import choose
from deckmath.play.seats import HUMAN, BotSpec, make_bot, parse_bot
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import (
    Bot, IllegalMove, Outcome, PlayFace, PlayState, final_outcome, seat_to_move,
)
from deckmath.solvers.notation import show
from deckmath.solvers.words import Said

_MISSING = object()


@dataclass(frozen=True)
class Difference:
    """Where a log and the rules part: the event (numbered from 1; None for the envelope or
    the result), the field, what the log says and what the rules give, and the rule."""

    event: int | None
    said: Said
    """What differs, said in the reader's language (its English text is the JSON's
    `message`)."""
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

    @property
    def message(self) -> str:
        """What differs, in English."""
        return str(self.said)

    def to_text(self, lang: str = "en") -> str:
        say = WORDS(lang)
        where = (say("replay.where.log") if self.event is None
                 else say("replay.where.event", event=self.event))
        rule = f" ({self.rule})" if self.rule else ""
        return say("replay.difference", where=where, message=self.said.text(lang), rule=rule)


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

    def to_text(self, lang: str = "en") -> str:
        """The verdict for people, in `lang`: valid with the result, incomplete with the seat
        that was to move, or invalid with the first difference."""
        say = WORDS(lang)
        head = say("replay.head", game=self.game, line=self.line, seed=show(self.seed),
                   players=show(self.players))
        if self.difference is not None:
            one = self.events < 2 if lang == "fr" else self.events == 1
            return say(f"replay.invalid.{'one' if one else 'many'}", head=head, events=self.events,
                       difference=self.difference.to_text(lang))
        if self.left_to is not None:
            return say("replay.incomplete", head=head, events=self.events, seat=self.left_to)
        if self.outcome is None:
            raise ValueError("a replay still under way has no result to show")
        ranking = ", ".join(say("replay.rank", rank=rank, seat=seat, score=_number(score))
                            for seat, rank, score in
                            sorted(zip(range(1, len(self.outcome.ranks) + 1), self.outcome.ranks,
                                       self.outcome.scores), key=lambda row: (row[1], row[0])))
        cut = (say(f"replay.cut.{'one' if self.legality_only == 1 else 'many'}",
                   n=self.legality_only) if self.legality_only else "")
        return say("replay.valid", head=head, events=self.events, ranking=ranking, cut=cut)


class _Found(Exception):
    def __init__(self, difference: Difference) -> None:
        super().__init__(str(difference.said))
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
            raise _Found(Difference(None, WORDS.said("diff.seed", seed=show(seed)),
                                    field="seed", logged=seed))
        try:
            state = self.face.start(self.deck, players, seed, options, True)
        except InputError as err:
            raise _Found(Difference(None, WORDS.said("diff.deal", error=_error(err)))) from None
        bots: dict[int, Bot] = {seat: make_bot(self.face, self.game, spec, seed, seat, options)
                                for seat, spec in labels.items() if spec is not None}
        self._compare_new(state)
        while not state.over:
            self._decision(state, bots)
            self._compare_new(state)
        if self.next < len(self.logged):
            raise _Found(Difference(self.next + 1, WORDS.said("diff.over"),
                                    rule=self._rule(self.logged[self.next]),
                                    logged=self.logged[self.next].get("type")))
        self._result(state)

    # -- the envelope ----------------------------------------------------------------------------

    def _players(self) -> int:
        players = self.log["players"]
        low, high = self.face.players
        if not low <= players <= high:
            raise _Found(Difference(None, WORDS.said("diff.players", players=players, low=low,
                                                     high=high),
                                    field="players", logged=players))
        return players

    def _seats(self, players: int) -> dict[int, BotSpec | None]:
        seats = self.log["seats"]
        if len(seats) != players:
            raise _Found(Difference(None, WORDS.said("diff.seats", count=len(seats),
                                                     players=players), field="seats"))
        labels: dict[int, BotSpec | None] = {}
        for number, entry in enumerate(seats, start=1):
            if entry.get("seat") != number:
                raise _Found(Difference(None, WORDS.said("diff.seat_number", number=number,
                                                         given=show(entry.get("seat"))),
                                        field="seats"))
            label = entry.get("player")
            if label == HUMAN:
                labels[number] = None
                continue
            try:
                spec = parse_bot(label, self.face, INPUT.said("seat_player", number=number))
            except InputError as err:
                raise _Found(Difference(None, WORDS.said("diff.player", error=_error(err)),
                                        field="seats", logged=label)) from None
            labels[number] = spec
            if spec.label != label:
                raise _Found(Difference(None, WORDS.said(
                    "diff.player_written", number=number, label=show(label),
                    written=repr(spec.label)), field="seats"))
        return labels

    def _options(self) -> dict[str, Any]:
        given = self.log["options"]
        names = [option.name for option in self.face.options]
        for key in given:
            if key not in names:
                raise _Found(Difference(None, WORDS.said("diff.option_unknown", key=show(key)),
                                        field="options", logged=key))
        options = {}
        for option in self.face.options:
            if option.name not in given:
                raise _Found(Difference(None, WORDS.said("diff.option_missing",
                                                         name=repr(option.name)),
                                        field="options"))
            value = given[option.name]
            try:
                option.read(value)
            except InputError:
                raise _Found(Difference(None, WORDS.said("diff.option_value", name=option.name,
                                                         value=show(value)),
                                        field="options", logged=value)) from None
            options[option.name] = value
        return options

    def _deck(self) -> None:
        derived = deck_identity(self.deck)
        if self.log["deck"] != derived:
            given = (WORDS.said("diff.deck.reference") if self.deck_path is None
                     else WORDS.said("diff.deck.file", path=self.deck_path))
            raise _Found(Difference(
                None, WORDS.said("diff.deck", name=show(self.log["deck"].get("name")),
                                 sha=show(self.log["deck"].get("sha256"), 20), given=given,
                                 derived=repr(derived["name"]),
                                 derived_sha=derived["sha256"][:16]),
                field="deck", logged=self.log["deck"], derived=derived))

    # -- the events ------------------------------------------------------------------------------

    def _decision(self, state: PlayState, bots: Mapping[int, Bot]) -> None:
        seat = seat_to_move(state)
        number = self.next + 1
        if self.next >= len(self.logged):
            if not self.log["complete"]:
                if self.log["result"] is not None:
                    raise _Found(Difference(None, WORDS.said("diff.left_with_result"),
                                            field="result",
                                            logged=self.log["result"]))
                raise _Left(seat)
            raise _Found(Difference(None, WORDS.said("diff.goes_on", event=self.next, seat=seat),
                                    field="events"))
        event = self.logged[self.next]
        rule = self._rule(event)
        if "action" not in event:
            raise _Found(Difference(number, WORDS.said("diff.not_decision",
                                                       kind=show(event.get("type")), seat=seat),
                                    rule=rule))
        if event.get("seat") != seat:
            raise _Found(Difference(number, WORDS.said("diff.wrong_seat",
                                                       logged=show(event.get("seat")), seat=seat),
                                    rule=rule,
                                    field="seat", logged=event.get("seat"), derived=seat))
        text = event["action"]
        try:
            if not isinstance(text, str):
                raise InputError(WORDS.said("diff.action_text", value=show(text)))
            action = state.parse_action(text)
        except InputError as err:
            raise _Found(Difference(number, WORDS.said("diff.not_action", seat=seat,
                                                       action=show(text), error=_error(err)),
                                    rule=rule, field="action")) from None
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
                    number, WORDS.said("diff.bot_choice", seat=seat,
                                       bot=self.log["seats"][seat - 1]["player"],
                                       chosen=repr(chosen), action=repr(text)),
                    field="action", logged=text, derived=chosen))
        try:
            state.apply(action)
        except IllegalMove as err:
            raise _Found(Difference(number, WORDS.said("diff.illegal", seat=seat,
                                                       action=repr(text), reason=_reason(err)),
                                    rule=err.rule, field="action")) from None

    def _compare_new(self, state: PlayState) -> None:
        """The events the state made since the last call, each against the log's next."""
        import orjson

        while self.seen < len(state.events):
            made = orjson.loads(orjson.dumps(state.events[self.seen]))
            self.seen += 1
            number = self.next + 1
            if self.next >= len(self.logged):
                raise _Found(Difference(None, WORDS.said("diff.rules_next", event=self.next,
                                                         kind=repr(made.get("type"))),
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
            raise _Found(Difference(None, WORDS.said("diff.result", found=found.said),
                                    field="result",
                                    logged=self.log["result"], derived=derived))
        if not self.log["complete"]:
            raise _Found(Difference(None, WORDS.said("diff.not_complete"),
                                    field="complete", logged=False, derived=True))
        self.report.outcome = outcome


def _field_difference(number: int | None, logged: Mapping[str, Any], made: Mapping[str, Any],
                      rule: str | None) -> Difference:
    """The first field where a logged event (or result) and the one the rules make part."""
    for key, value in made.items():
        said = logged.get(key, _MISSING)
        if said is _MISSING:
            return Difference(number, WORDS.said("diff.no_field", key=repr(key),
                                                 value=show(value)), rule, key, None, value)
        if said != value:
            at, said_item, item = _first_difference(said, value)
            where = "".join(f"[{i}]" for i in at)
            if said_item is _MISSING or item is _MISSING:
                count = len(_inside(said, at[:-1]))
                rules_count = len(_inside(value, at[:-1]))
                return Difference(number, WORDS.said("diff.items", key=repr(key),
                                                     where=where[:where.rfind("[")], count=count,
                                                     rules_count=rules_count),
                                  rule, key, said, value, at[:-1])
            return Difference(number, WORDS.said("diff.value", key=repr(key), where=where,
                                                 logged=show(said_item), value=show(item)),
                              rule, key, said, value, at or None)
    extra = next(key for key in logged if key not in made)
    return Difference(number, WORDS.said("diff.extra", key=repr(extra)), rule, extra,
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


def _error(err: InputError) -> Any:
    """An InputError as a fact of a Said: its words when it has them (said in the reader's
    language), else its one line."""
    return err.said if err.said is not None else str(err)


@dataclass(frozen=True)
class _Reason(Said):
    """An illegal move's reason as a fact of a Said (a Said itself, so that it is said in the
    reader's language), without its rule: the difference cites the rule once after it."""

    err: IllegalMove | None = None

    def text(self, lang: str | None = None) -> str:
        return self.err.reason_in(lang) if self.err is not None else ""


def _reason(err: IllegalMove) -> _Reason:
    return _Reason(WORDS, "diff.player", {}, err)


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
