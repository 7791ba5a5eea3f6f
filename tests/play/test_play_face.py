"""The play face's contract (solvers/game.py: PlayFace, PlayState), held over every registered
game that has one and the toy game Rise, as tests/test_games.py holds the puzzle faces: random
legal playouts from many seeds never raise and keep the face's promises, every simulated log
replays, every recorded field of a log edited makes its replay fail, a bot's illegal action is
caught, and no bot decision depends on cards its seat cannot see."""
from __future__ import annotations

import copy
import random
from typing import Any

import orjson
import pytest

from deckmath.play import log as game_log
from deckmath.play.replay import replay
from deckmath.play.runner import BotError, bot_move, new_match, play_out
from deckmath.play.seats import HUMAN, BotSpec, make_bot
from deckmath.play.simulate import resolved_options, simulate
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove

from playkit import cheapest_bots, players_of, random_labels

SEEDS = 12
"""Games of random play per game (each a different seed and player count)."""


def _options(game) -> dict[str, Any]:
    return resolved_options(game, None)


def _random_options(game, rng: random.Random) -> dict[str, Any]:
    out = {}
    for option in game.play.options:
        if option.choices is not None:
            out[option.name] = rng.choice(option.choices)
        else:
            out[option.name] = option.default
    return out


def _json(value: Any) -> Any:
    return orjson.loads(orjson.dumps(value))


def test_random_playouts_keep_the_faces_promises(game):
    """From many seeds, every player count and every option choice, a game played by random
    legal actions (or the game's bots where actions are free-form) never raises and ends; every
    legal action applies, a refused one changes nothing, events are JSON with seats from 1, an
    action's text reads back as the action, and the outcome ranks every seat."""
    face = game.play
    deck = game.load_deck()
    for index in range(SEEDS):
        rng = random.Random(index)
        players = players_of(game, index)
        options = _random_options(game, rng)
        state = face.start(deck, players, 1000 + index, options, True)
        bots = {seat: make_bot(face, game.name, spec, index, seat, options)
                for seat, spec in enumerate(random_labels(game, players, rng), start=1)}
        steps = 0
        while not state.over:
            seat = state.to_move()
            assert 1 <= seat <= players
            before = len(state.events)
            actions = state.legal_actions()
            if actions is not None:
                assert actions, "a seat to move has at least one legal action"
                texts = [state.action_text(a) for a in actions]
                assert len(set(texts)) == len(texts), "legal actions are distinct"
                for a in rng.sample(actions, min(3, len(actions))):
                    assert state.parse_action(state.action_text(a)) == a
                action = rng.choice(actions)
            else:
                action = bots[seat].decide(state.view(seat))
                assert state.parse_action(state.action_text(action)) == action
            view = state.view(seat)
            assert view == state.clone().view(seat) and hash(view) == hash(state.clone().view(seat))
            state.apply(action)
            made = state.events[before:]
            assert made and list(made[0])[:2] == ["seat", "action"], made[:1]
            assert made[0]["seat"] == seat and made[0]["action"] == state.action_text(action)
            assert all("action" not in event for event in made[1:])
            assert _json(made) == made, "events are JSON values (lists, not tuples)"
            steps += 1
            assert steps < 200_000
        outcome = state.outcome()
        assert state.to_move() is None and outcome is not None
        assert len(outcome.ranks) == len(outcome.scores) == players
        assert min(outcome.ranks) == 1 and outcome.winners
        assert all(isinstance(score, (int, float)) for score in outcome.scores)
        assert _json(outcome.to_json()) == outcome.to_json()


def test_an_action_the_rules_refuse_changes_nothing(game):
    """Actions made elsewhere in a game, tried where the rules refuse them, raise IllegalMove
    with a rule number and leave the state as it was (its events and every seat's view)."""
    face = game.play
    deck = game.load_deck()
    refused = 0
    for index in range(4):
        players = players_of(game, index)
        options = _options(game)
        state = face.start(deck, players, 77 + index, options, True)
        bots = [make_bot(face, game.name, spec, 77 + index, seat, options)
                for seat, spec in enumerate(cheapest_bots(game, players), start=1)]
        seen: list[str] = []
        while not state.over:
            seat = state.to_move()
            for text in seen[-25:]:
                try:
                    action = state.parse_action(text)
                except InputError:
                    continue
                trial = state.clone()
                views = [trial.view(s) for s in range(1, players + 1)]
                events = len(trial.events)
                try:
                    trial.apply(action)
                except IllegalMove as err:
                    refused += 1
                    assert err.rule and err.rule[0].isupper() and err.reason, err
                    assert len(trial.events) == events
                    assert [trial.view(s) for s in range(1, players + 1)] == views
            action = bots[seat - 1].decide(state.view(seat))
            seen.append(state.action_text(action))
            state.apply(action)
    assert refused > 0


def test_every_simulated_log_replays(game):
    """Logs of simulated games (every player count, seats rotated) replay valid, field for
    field, with the bots' choices derived again; the replay's result is the game's."""
    logs: list[dict] = []
    for players in range(game.play.players[0], game.play.players[1] + 1):
        specs = random_labels(game, players, random.Random(players))
        simulate(game, players, specs, 2, seed=31 * players, sink=logs.append)
    for log in logs:
        log = game_log.checked_envelope(_json(log), game.name, "log")
        report = replay(game.play, game.name, game.load_deck, log)
        assert report.valid, report.to_text()
        assert report.events == len(log["events"])
        assert report.outcome.to_json() == log["result"]


def _short_log(game) -> dict:
    """The log of one game between the cheapest bots, the shortest of a few seeds."""
    logs: list[dict] = []
    players = game.play.players[0]
    simulate(game, players, cheapest_bots(game, players), 4, seed=5, sink=logs.append)
    return _json(min(logs, key=lambda log: len(orjson.dumps(log))))


def _mutations(value: Any) -> list[Any]:
    """Edits of a JSON value that keep its JSON type (so the envelope still reads)."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1]
    if isinstance(value, float):
        return [value + 0.5]
    if isinstance(value, str):
        return [value + "x", value[:-1]] if value else ["x"]
    if isinstance(value, list):
        return [value[:-1], value + value[-1:]] if value else [[0]]
    if isinstance(value, dict):
        return [{**value, "extra": 1}]
    return [0]


def _paths(log: dict) -> list[tuple]:
    """Every field of the log to edit: the envelope's (but the format's own: game, log_version,
    and deckmath, which is provenance, not a claim about the game), each field of the first
    event of each type, and the result's."""
    paths: list[tuple] = []
    for key in log:
        if key in ("game", "log_version", "deckmath", "events", "result"):
            continue
        if isinstance(log[key], dict) and log[key]:
            paths += [(key, inner) for inner in log[key]]
        elif key == "seats":
            paths += [("seats", i, field) for i in range(len(log["seats"]))
                      for field in log["seats"][i]]
        else:
            paths.append((key,))
    paths += [("options",), ("deck",), ("seats",)]
    seen: set[tuple] = set()
    for number, event in enumerate(log["events"]):
        for key in event:
            kind = (event.get("type"), key)
            if kind not in seen:
                seen.add(kind)
                paths.append(("events", number, key))
    paths += [("result", key) for key in log["result"]]
    paths += [("events",), ("result",)]
    return paths


def _get(obj: Any, path: tuple) -> Any:
    for step in path:
        obj = obj[step]
    return obj


def _set(obj: Any, path: tuple, value: Any) -> None:
    for step in path[:-1]:
        obj = obj[step]
    obj[path[-1]] = value


def test_every_field_of_a_log_edited_makes_its_replay_fail(game):
    """A mutation loop over the fields of a log (every envelope field, every field of each kind
    of event, the result): each edit, keeping the log readable, is a difference (exit 1), never
    a valid replay and never bad input."""
    log = _short_log(game)
    assert replay(game.play, game.name, game.load_deck, log).valid
    paths = _paths(log)
    assert len(paths) > 12
    for path in paths:
        for edited_value in _mutations(_get(log, path)):
            edited = copy.deepcopy(log)
            _set(edited, path, edited_value)
            if edited == log:
                continue
            edited = game_log.checked_envelope(edited, game.name, "edited log")
            report = replay(game.play, game.name, game.load_deck, edited)
            assert not report.valid, (path, edited_value)
            assert report.difference.message


def test_a_log_cut_short_is_incomplete(game):
    """A log cut after any event, or with no events, is `incomplete after event N`."""
    log = _short_log(game)
    events = log["events"]
    for keep in sorted({0, 1, len(events) // 2, len(events) - 1}):
        cut = {**log, "events": events[:keep]}
        report = replay(game.play, game.name, game.load_deck, cut)
        assert not report.valid
        assert report.difference.message.startswith(f"incomplete after event {keep}:"), (
            report.difference.message)


def test_a_log_whose_seed_was_changed_differs_at_the_deal(game):
    log = _short_log(game)
    report = replay(game.play, game.name, game.load_deck, {**log, "seed": log["seed"] + 1})
    assert not report.valid and report.difference.event == 1, report.to_text()


def test_a_bot_returning_an_illegal_action_is_caught(game):
    """The runner refuses a bot's illegal action with BotError naming the bot and the rule,
    never applying it: a bot that replays another game's actions."""
    face = game.play
    deck = game.load_deck()
    players = face.players[0]
    donor = new_match(face, game.name, deck, 1, cheapest_bots(game, players), _options(game), True)
    play_out(face, [donor])
    texts = [event["action"] for event in donor.state.events if "action" in event]

    class Cheat:
        def __init__(self) -> None:
            self.index = 0

        def decide(self, view: Any) -> Any:
            self.index += 1
            return state.parse_action(texts[(self.index * 7) % len(texts)])

    caught = 0
    for seed in range(2, 12):
        match = new_match(face, game.name, deck, seed, cheapest_bots(game, players),
                          _options(game), True)
        state = match.state
        match.bots = tuple(Cheat() for _ in range(players))
        while not state.over:
            seat = state.to_move()
            events = len(state.events)
            try:
                bot_move(match, seat, state.view(seat))
            except InputError:
                break
            except BotError as err:
                caught += 1
                assert f"seat {seat}" in str(err) and "(" in str(err)
                assert len(state.events) == events
                break
    assert caught > 0


def test_no_bot_decision_depends_on_what_its_seat_cannot_see(game):
    """At decisions along seeded games, the world dealt again for the seat to move
    (determinize) shows it the same view, changes what it cannot see, and every bot of the game
    decides the same there."""
    face = game.play
    deck = game.load_deck()
    changed_hidden = 0
    checked = 0
    for index in range(3):
        players = players_of(game, index)
        options = _options(game)
        specs = [BotSpec(kind.name, None if kind.arg_range is None else kind.arg_range[0])
                 for kind in face.bots.values()]
        state = face.start(deck, players, 500 + index, options, False)
        driver = [make_bot(face, game.name, cheapest_bots(game, 1)[0], 500 + index, s, options)
                  for s in range(1, players + 1)]
        rng = random.Random(index)
        step = 0
        while not state.over:
            seat = state.to_move()
            if step % 5 == 0:
                world = state.determinize(seat, rng)
                assert world.view(seat) == state.view(seat)
                assert world.to_move() == seat
                changed_hidden += any(world.view(other) != state.view(other)
                                      for other in range(1, players + 1) if other != seat) or (
                    not changed_hidden and _plays_on_differently(game, state, world, options))
                for spec in specs:
                    here = make_bot(face, game.name, spec, step, seat, options)
                    there = make_bot(face, game.name, spec, step, seat, options)
                    assert state.action_text(here.decide(state.view(seat))) == \
                        world.action_text(there.decide(world.view(seat))), spec
                    checked += 1
            state.apply(driver[seat - 1].decide(state.view(seat)))
            step += 1
    assert checked and changed_hidden, "some world dealt again hid a change from the seat"


def _plays_on_differently(game, state, world, options, decisions: int = 60) -> bool:
    """Whether a state and a world dealt again from it, played on by the same bots, come to a
    decision where some seat's view differs: what was dealt again is hidden from every seat (a
    face-down pile) and shows only later."""
    face = game.play
    spec = cheapest_bots(game, 1)[0]
    games = [state.clone(), world.clone()]
    bots = [[make_bot(face, game.name, spec, 0, seat, options)
             for seat in range(1, state.players + 1)] for _ in games]
    for _ in range(decisions):
        if any(g.over for g in games):
            return not all(g.over for g in games)
        views = [[g.view(seat) for seat in range(1, g.players + 1)] for g in games]
        if views[0] != views[1]:
            return True
        for g, seated, seen in zip(games, bots, views):
            seat = g.to_move()
            g.apply(seated[seat - 1].decide(seen[seat - 1]))
    return False


def test_a_person_at_the_prompt_plays_a_whole_game(game):
    """The session, with a person who asks for help and the moves, types nonsense and an action
    of another game first, then the action a bot would choose: it plays to the end, the person
    is told why each refused action was refused, and the log replays valid."""
    from deckmath.play.session import Session

    face = game.play
    deck = game.load_deck()
    players = face.players[0]
    donor = new_match(face, game.name, deck, 3, cheapest_bots(game, players), _options(game), True)
    play_out(face, [donor])
    foreign = [e["action"] for e in donor.state.events if "action" in e]
    said: list[str] = []
    adviser = {}
    script: list[str] = ["help", "moves", "%%%"]

    def ask(prompt: str) -> str:
        if script:
            return script.pop(0) + "\n"
        state = session.state
        seat = state.to_move()
        if seat not in adviser:
            adviser[seat] = make_bot(face, game.name, cheapest_bots(game, 1)[0], 9, seat,
                                     _options(game))
        if foreign:
            script.append(state.action_text(adviser[seat].decide(state.view(seat))))
            return foreign.pop() + "\n"
        return state.action_text(adviser[seat].decide(state.view(seat))) + "\n"

    seated = [HUMAN] + list(cheapest_bots(game, players - 1))
    session = Session(face, game.name, game.title, deck, 3, seated, _options(game), ask,
                      said.append)
    assert session.run() is True
    text = "\n".join(said)
    assert face.action_help in text and "final ranking" in text and "not understood" in text
    log = _json(session.log())
    assert log["complete"] and log["seats"][0]["player"] == HUMAN
    report = replay(face, game.name, game.load_deck, log)
    assert report.valid, report.to_text()


def test_a_bots_move_changed_to_another_legal_move_is_caught(game):
    """A log where one bot's action was replaced by another action the rules allow there: the
    replay derives the bot's own choice again and names the difference at that event."""
    log = _short_log(game)
    face = game.play
    state = face.start(game.load_deck(), log["players"], log["seed"], log["options"], True)
    texts = list(dict.fromkeys(e["action"] for e in log["events"] if "action" in e))
    for number, event in enumerate(log["events"]):
        if "action" not in event or state.over:
            continue
        actions = state.legal_actions()
        candidates = texts + ([state.action_text(a) for a in actions] if actions else [])
        for text in candidates:
            if text == event["action"]:
                continue
            try:
                trial = state.clone()
                trial.apply(trial.parse_action(text))
            except (InputError, IllegalMove):
                continue
            edited = copy.deepcopy(log)
            edited["events"][number]["action"] = text
            report = replay(face, game.name, game.load_deck, edited)
            assert not report.valid and report.difference.event == number + 1
            assert report.difference.field == "action" and "which plays" in report.difference.message
            return
        state.apply(state.parse_action(event["action"]))
    pytest.fail("no bot decision of the log had another legal action")
