"""The levels a person picks and the bots behind them, over every game with a play face and the
toy game Rise: each level is a bot of its game; the new bots (the sampling search `pimc:N`,
Celsius's `unloader:K`, Tempus's `sampler:S`) make only legal moves over seeded whole games and
are reproducible from the seed (a replay re-derives them); their clocks count the work the game
knows (never wall time in a test) and stop it when asked, a cut decision is listed in the log
and replayed for its legality only."""
from __future__ import annotations

import random
import threading

import pytest

from deckmath.play import sampling
from deckmath.play.clock import Clock
from deckmath.play.levels import NAMES, level_bots, levels_of
from deckmath.play.log import envelope
from deckmath.play.replay import replay
from deckmath.play.runner import bot_move, choose, new_match, play_out
from deckmath.play.seats import BotSpec, make_bot, parse_bot
from deckmath.play.simulate import resolved_options
from deckmath.solvers import registry
from deckmath.solvers.game import seat_to_move

from playkit import play_games, players_of

SMALL = {"pimc": 60, "sampler": 2, "unloader": 2, "ismcts": 6}
"""Budgets small enough to play every game of the registry to its end in a test."""


def _game(name: str):
    if name == "toyplay":
        import toyplay

        return toyplay.GAME
    return registry.game(name)


GAMES = play_games()
REGISTERED = [name for name in GAMES if name != "toyplay"]


@pytest.fixture(params=GAMES)
def game(request):
    return _game(request.param)


def _small(spec: BotSpec) -> BotSpec:
    """The same kind of bot at a test's budget."""
    return BotSpec(spec.kind, SMALL.get(spec.kind, spec.arg)) if spec.arg is not None else spec


def _new_kinds(game) -> list[BotSpec]:
    """The bots the levels brought, each at a small budget: the sampling search where the
    game has a rollout bot, and every level's bot."""
    face = game.play
    specs = [_small(parse_bot(spec, face)) for spec in levels_of(face).values()]
    if face.rollout_bot is not None:
        specs.append(BotSpec(sampling.NAME, SMALL["pimc"]))
    out: list[BotSpec] = []
    for spec in specs:
        if spec not in out:
            out.append(spec)
    return out


@pytest.mark.parametrize("name", REGISTERED)
def test_each_game_names_three_levels_of_its_own_bots(name):
    face = registry.game(name).play
    levels = levels_of(face)
    assert list(levels) == list(NAMES)
    assert len(set(levels.values())) == 3, "three different bots"
    for level, spec in levels.items():
        assert level_bots(level, face) == spec
        assert parse_bot(spec, face).label == spec, "written as --bots writes it"
    assert face.rollout_bot is None or face.rollout_bot in face.bots
    assert face.anchor_bot is None or face.anchor_bot in face.bots


def test_the_new_bots_play_whole_games_by_the_rules(game):
    """Each new bot in seat 1 against the game's playout bot, each player count in turn: the
    runner's BotError would say an action was refused."""
    face = game.play
    options = resolved_options(game, None)
    for number, spec in enumerate(_new_kinds(game)):
        players = players_of(game, number)
        seated = [spec] + [BotSpec(face.playout_bot)] * (players - 1)
        match = new_match(face, game.name, game.load_deck(), 60 + number, seated, options,
                          record=False)
        play_out(face, [match])
        assert match.state.over and match.state.outcome() is not None
        assert match.cut == [], "a small budget never meets the CPU cap"


def test_the_new_bots_are_reproducible_and_their_logs_replay(game):
    """Two runs from one seed give the same game, event for event, and a replay derives every
    choice of every bot again."""
    face = game.play
    options = resolved_options(game, None)
    players = face.players[0]
    specs = _new_kinds(game)
    seated = [specs[i % len(specs)] for i in range(players)]
    runs = []
    for _ in range(2):
        match = new_match(face, game.name, game.load_deck(), 17, seated, options, record=True)
        play_out(face, [match])
        runs.append(match)
    assert runs[0].state.events == runs[1].state.events
    log = envelope(game.name, game.load_deck(), 17, players, options, runs[0].labels,
                   runs[0].state.events, runs[0].state.outcome())
    report = replay(face, game.name, game.load_deck, log)
    assert report.valid, report.difference
    assert report.legality_only == 0


def _first_choice(game, spec: BotSpec, seed: int = 5):
    """A state dealt from `seed`, played on by the playout bot to the first decision where
    the bot weighs more than one action, and the bot for the seat to move."""
    from deckmath.play.ismcts import actions_of

    face = game.play
    options = resolved_options(game, None)
    players = face.players[0]
    state = face.start(game.load_deck(), players, seed, options, False)
    playout = face.bots[face.playout_bot].make(None, random.Random(seed), options)
    while len(actions_of(face, state, seat_to_move(state))) < 2:
        seat = seat_to_move(state)
        state.apply(playout.decide(state.view(seat)))
    seat = seat_to_move(state)
    return state, seat, make_bot(face, game.name, spec, seed, seat, options)


@pytest.mark.parametrize("name", [n for n in GAMES if _game(n).play.rollout_bot])
def test_the_sampling_search_spends_exactly_its_budget(name):
    """The clock counts decisions simulated: the search stops when its budget is spent, never
    before, and says it was not cut; the progress it reports goes up to the budget."""
    game = _game(name)
    budget = 50
    state, seat, bot = _first_choice(game, BotSpec(sampling.NAME, budget))
    seen: list[tuple[int, int]] = []
    clock = Clock(None, None, progress=lambda done, work: seen.append((done, work)))
    action = choose(bot, state, seat, state.view(seat), clock)
    state.clone().apply(action)
    assert clock.work == budget and clock.done == budget and not clock.cut
    assert seen[-1] == (budget, budget) and all(d <= w for d, w in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


@pytest.mark.parametrize("name,spec,units", [("tempus", "sampler:5", 5),
                                             ("celsius", "pimc:40", 40),
                                             ("toyplay", "ismcts:9", 9)])
def test_each_clock_counts_the_work_of_its_bot(name, spec, units):
    """Tempus's sampler counts samples solved, the sampling search decisions simulated, the
    tree search iterations: each its own budget exactly."""
    game = _game(name)
    state, seat, bot = _first_choice(game, parse_bot(spec, game.play))
    clock = Clock(None, None)
    choose(bot, state, seat, state.view(seat), clock)
    assert (clock.work, clock.done, clock.cut) == (units, units, False)


@pytest.mark.parametrize("name,spec", [("tempus", "sampler:5"), ("celsius", "pimc:400"),
                                       ("grauso", "pimc:400"), ("totaux", "pimc:400"),
                                       ("toyplay", "ismcts:50")])
def test_play_now_stops_a_search_at_once_with_a_legal_move(name, spec):
    """A stop pressed before the search starts: one unit of work is done, the clock says it was
    cut, and the move is one the rules allow."""
    game = _game(name)
    state, seat, bot = _first_choice(game, parse_bot(spec, game.play))
    stop = threading.Event()
    stop.set()
    clock = Clock(None, None, stop=stop)
    action = choose(bot, state, seat, state.view(seat), clock)
    assert clock.cut and clock.done >= 1 and clock.done < clock.work
    state.clone().apply(action)


def _cut_game(game, spec: BotSpec, seed: int):
    """A game with `spec` in seat 1, every one of its decisions stopped at once (as a person
    pressing "play now" would), the playout bot elsewhere; its log."""
    face = game.play
    options = resolved_options(game, None)
    players = face.players[0]
    seated = [spec] + [BotSpec(face.playout_bot)] * (players - 1)
    match = new_match(face, game.name, game.load_deck(), seed, seated, options, record=True)
    stop = threading.Event()
    stop.set()
    while not match.state.over:
        seat = seat_to_move(match.state)
        clock = Clock(None, None, stop=stop) if seat == 1 else None
        bot_move(match, seat, match.state.view(seat), clock)
    return match, envelope(game.name, game.load_deck(), seed, players, options, match.labels,
                           match.state.events, match.state.outcome(), match.cut)


@pytest.mark.parametrize("name,spec", [("tempus", "sampler:6"), ("celsius", "pimc:300"),
                                       ("toyplay", "ismcts:40")])
def test_a_log_lists_its_cut_decisions_and_a_replay_checks_them_for_legality(name, spec):
    """Cut decisions are listed in the log (`cut`), the replay counts them as checked for
    legality only and finds the log valid; the same log without its `cut` is invalid (the
    bot would choose otherwise with its whole budget), and a cut decision changed to an action
    the rules refuse is invalid too."""
    game = _game(name)
    match, log = _cut_game(game, parse_bot(spec, game.play), 21)
    assert match.cut and log["cut"] == match.cut
    for number in match.cut:
        assert log["events"][number - 1]["seat"] == 1 and "action" in log["events"][number - 1]
    report = replay(game.play, game.name, game.load_deck, log)
    assert report.valid, report.difference
    assert report.legality_only == len(match.cut)
    assert "checked as legal" in report.to_text()
    if name == "tempus":  # one sample instead of six: some choice differs over a game
        whole = {key: value for key, value in log.items() if key != "cut"}
        assert not replay(game.play, game.name, game.load_deck, whole).valid
    event = dict(log["events"][match.cut[0] - 1])
    event["action"] = {"tempus": "bury R1", "celsius": "x10 x10 x10 = 20",
                       "toyplay": "99"}[name]
    tampered = dict(log, events=[*log["events"][:match.cut[0] - 1], event,
                                 *log["events"][match.cut[0]:]])
    assert not replay(game.play, game.name, game.load_deck, tampered).valid


@pytest.mark.parametrize("cut", [[0], [-1], ["3"], [True], "1", {"a": 1}, [1.5]])
def test_a_log_whose_cut_is_not_a_list_of_event_numbers_is_not_a_log(cut):
    from deckmath.play.log import checked_envelope
    from deckmath.solvers.errors import InputError

    game = _game("toyplay")
    match = new_match(game.play, game.name, game.load_deck(), 1,
                      [BotSpec("low"), BotSpec("low")], {}, record=True)
    play_out(game.play, [match])
    log = envelope(game.name, game.load_deck(), 1, 2, {}, match.labels, match.state.events,
                   match.state.outcome())
    with pytest.raises(InputError) as err:
        checked_envelope({**log, "cut": cut}, game.name, "the log")
    assert "'cut'" in str(err.value) and "\n" not in str(err.value)


def test_the_cpu_cap_cuts_a_search_that_outlasts_it():
    """A cap of 0 seconds: the first unit is always done, then the clock stops the search
    (the CPU cap is the only clock a test may not read as wall time; 0 needs no reading)."""
    game = _game("celsius")
    state, seat, bot = _first_choice(game, BotSpec(sampling.NAME, 10_000))
    clock = Clock(None, 0.0)
    choose(bot, state, seat, state.view(seat), clock)
    assert clock.cut and 1 <= clock.done < 10_000
