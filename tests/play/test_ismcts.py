"""The search bot (play/ismcts.py) over every game with a play face and the toy game Rise: it
never chooses an action the rules refuse, every action it considers is legal, it is reproducible
from its seed (a replay re-derives its choices), it decides from its seat's information set
alone, and it finds a forced win the toy's greedy bot misses."""
from __future__ import annotations

import random
from typing import Any

import pytest

from deckmath.play import ismcts
from deckmath.play.log import envelope
from deckmath.play.replay import replay
from deckmath.play.runner import choose, new_match, play_out
from deckmath.play.seats import BotSpec, bot_kinds, make_bot, parse_bot, parse_bots
from deckmath.play.simulate import resolved_options
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove

from playkit import play_games, players_of

BUDGET = 6
"""Iterations a decision in the whole-game tests: enough to grow a tree, cheap enough to play
every game of the registry to its end."""


def _game(name: str):
    from deckmath.solvers import registry

    if name == "toyplay":
        import toyplay

        return toyplay.GAME
    return registry.game(name)


GAMES = play_games()


@pytest.fixture(params=GAMES)
def game(request):
    return _game(request.param)


def _seated(game, players: int) -> list[BotSpec]:
    """The search bot in seat 1, the game's playout bot elsewhere."""
    face = game.play
    return [BotSpec(ismcts.NAME, BUDGET)] + [BotSpec(face.playout_bot)] * (players - 1)


def test_every_game_offers_the_search_bot(game):
    face = game.play
    assert face.playout_bot in face.bots
    kinds = bot_kinds(face)
    assert ismcts.NAME in kinds and list(kinds)[:len(face.bots)] == list(face.bots)
    assert parse_bot("ismcts:100", face) == BotSpec(ismcts.NAME, 100)
    assert parse_bot("ISMCTS:0.5s", face) == BotSpec(ismcts.NAME, seconds=0.5)
    assert parse_bot("ismcts:0.5s", face).label == "ismcts:0.5s"
    assert parse_bots("ismcts:3", face, 2) == (BotSpec(ismcts.NAME, 3),) * 2


@pytest.mark.parametrize("text", ["ismcts", "ismcts:", "ismcts:0", "ismcts:-3", "ismcts:1.5",
                                  "ismcts:s", "ismcts:0s", "ismcts:.s", "ismcts:1.2.3s",
                                  "ismcts:601s", "ismcts:99999999999999999999", "ismcts:2ss",
                                  "ismcts:1e3", "ismcts:1e3s", "ismcts:2 s x"])
def test_a_bad_budget_is_one_line(text):
    face = _game("toyplay").play
    with pytest.raises(InputError) as err:
        parse_bot(text, face)
    assert "\n" not in str(err.value) and "ismcts" in str(err.value)


def test_it_plays_whole_games_by_the_rules(game):
    """Two games a game (each player count in turn), the search in seat 1: the runner's
    BotError would say an action was refused."""
    face = game.play
    options = resolved_options(game, None)
    for index in range(2):
        players = players_of(game, index)
        match = new_match(face, game.name, game.load_deck(), 40 + index,
                          _seated(game, players), options, record=False)
        play_out(face, [match])
        assert match.state.over and match.state.outcome() is not None


def test_every_action_it_considers_is_legal(game):
    """At decisions along a seeded game, each action the search may try, applied to a copy of
    the state, is accepted by the rules."""
    face = game.play
    options = resolved_options(game, None)
    players = face.players[0]
    state = face.start(game.load_deck(), players, 7, options, False)
    bots = [make_bot(face, game.name, BotSpec(face.playout_bot), 7, seat, options)
            for seat in range(1, players + 1)]
    tried = 0
    while not state.over and tried < 300:
        seat = state.to_move()
        for text, action in ismcts.actions_of(face, state, seat):
            copy = state.clone()
            try:
                copy.apply(action)
            except IllegalMove as err:  # pragma: no cover - the failure this test looks for
                pytest.fail(f"seat {seat} would try {text!r}, which the rules refuse: {err}")
            tried += 1
        state.apply(bots[seat - 1].decide(state.view(seat)))
    assert tried


def test_it_is_reproducible_and_its_logs_replay(game):
    """The same seed gives the same game, event for event, and a replay re-derives every choice
    of the search bot (a changed choice would be a difference)."""
    face = game.play
    options = resolved_options(game, None)
    players = face.players[0]
    runs = []
    for _ in range(2):
        match = new_match(face, game.name, game.load_deck(), 11, _seated(game, players),
                          options, record=True)
        play_out(face, [match])
        runs.append(match)
    assert runs[0].state.events == runs[1].state.events
    log = envelope(game.name, game.load_deck(), 11, players, options, runs[0].labels,
                   runs[0].state.events, runs[0].state.outcome())
    report = replay(face, game.name, game.load_deck, log)
    assert report.difference is None, report.difference


def test_it_decides_from_its_information_set_alone(game):
    """At decisions along seeded games, a state and a world dealt again from the mover's view
    (what it cannot see changed) get the same choice from two search bots of the same seed."""
    face = game.play
    options = resolved_options(game, None)
    compared = 0
    for index in range(2):
        players = players_of(game, index)
        state = face.start(game.load_deck(), players, 90 + index, options, False)
        driver = [make_bot(face, game.name, BotSpec(face.playout_bot), 90, seat, options)
                  for seat in range(1, players + 1)]
        rng = random.Random(index)
        step = 0
        while not state.over and compared < 12 * (index + 1):
            seat = state.to_move()
            if step % 4 == 0 and len(ismcts.actions_of(face, state, seat)) > 1:
                world = state.determinize(seat, rng)
                assert world.view(seat) == state.view(seat)
                here = make_bot(face, game.name, BotSpec(ismcts.NAME, 12), step, seat, options)
                there = make_bot(face, game.name, BotSpec(ismcts.NAME, 12), step, seat, options)
                assert state.action_text(choose(here, state, seat, state.view(seat))) == \
                    world.action_text(choose(there, world, seat, world.view(seat)))
                compared += 1
            state.apply(driver[seat - 1].decide(state.view(seat)))
            step += 1
    assert compared


def test_a_time_budget_is_kept_and_its_logs_replay_but_for_its_choices():
    """`ismcts:Ns` decides within about its budget; its choices depend on the machine, so a
    replay checks its actions' legality but not that it would choose them again."""
    game = _game("toyplay")
    face = game.play
    spec = parse_bot("ismcts:0.01s", face)
    match = new_match(face, game.name, game.load_deck(), 3, [spec, BotSpec("low")], {}, True)
    play_out(face, [match])
    bot = match.bots[0]
    assert not bot.reproducible and bot.playouts > 0
    log = envelope(game.name, game.load_deck(), 3, 2, {}, match.labels, match.state.events,
                   match.state.outcome())
    assert replay(face, game.name, game.load_deck, log).difference is None


def _minimax(state, seat: int) -> float:
    """Seat's best reward with every card known (the toy with an empty pile and hands dealt):
    the exact value the forced-win test compares with."""
    if state.over:
        return ismcts.rewards(state)[seat - 1]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(_minimax(child, seat))
    return max(values) if state.to_move() == seat else min(values)


def _forced_wins(limit: int, tries: int = 3000) -> list[Any]:
    """Toy positions, 2 players, 4 cards against 3, empty pile, where seat 1 to move wins by
    force (exact search) and the greedy bot's move (its lowest card) loses or draws: about one
    deal in thirty."""
    import toyplay

    found = []
    rng = random.Random(5)
    for _ in range(tries):
        if len(found) == limit:
            break
        cards = rng.sample(range(1, 13), 7)
        state = toyplay.Rise(2, 0, False, [cards[:4], cards[4:]], [], points=[0, 0])
        if _minimax(state, 1) < 1.0:
            continue
        low = toyplay.LowBot(None, random.Random(0), {}).decide(state.view(1))
        after = state.clone()
        after.apply(low)
        if _minimax(after, 1) < 1.0:
            found.append(state)
    return found


def test_it_finds_a_forced_win_the_greedy_bot_misses():
    game = _game("toyplay")
    face = game.play
    positions = _forced_wins(5)
    assert len(positions) == 5
    for index, state in enumerate(positions):
        bot = ismcts.IsmctsBot(face, random.Random(index), {}, iterations=400)
        action = choose(bot, state, 1, state.view(1))
        after = state.clone()
        after.apply(action)
        assert _minimax(after, 1) == 1.0, (state.hands, action)
