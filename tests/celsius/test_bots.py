"""Celsius bots (solvers/celsius/bots.py) over many seeded games, decision by decision: every
claim a bot makes is checked again by the checker and the independent evaluator (conftest)
against a fresh solve of its position, and is the one its policy says; a bot decides from its
seat's view alone (a world re-dealt by determinize gives the same decision)."""
from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from deckmath.solvers.celsius import GAME, Position, check, load_deck, parse_hand, solve
from deckmath.solvers.celsius.bots import RandomBot, SolverBot, random_run
from deckmath.solvers.celsius.engine import PASS_CLAIM, free_hot_cards, start
from deckmath.play.seats import parse_bots, rotated

DECK = load_deck()
FACE = GAME.play
LINEUPS = {2: "perfect,random", 3: "perfect,bounded:2,random",
           4: "bounded:1,perfect,random,bounded:3"}
GAMES = 12


def decisions(players: int):
    """(bot spec, view, claim) for every decision of GAMES seeded games of `players`, the bot's
    decision also taken on a world re-dealt from what the seat cannot see."""
    specs = parse_bots(LINEUPS[players], FACE, players)
    for index in range(GAMES):
        seed = 1000 * players + index
        seated = rotated(specs, index)
        game = start(DECK, players, seed, {}, False)
        bots = [FACE.bots[s.kind].make(s.arg, random.Random(f"{seed}:{seat}"), {})
                for seat, s in enumerate(seated, start=1)]
        while not game.over:
            seat = game.to_move()
            view = game.view(seat)
            bot = bots[seat - 1]
            world = game.determinize(seat, random.Random(index))
            twin = copy.deepcopy(bot)
            action = bot.decide(view)
            assert twin.decide(world.view(seat)) == action, (seed, seat)
            yield seated[seat - 1], view, action
            game.apply(action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_make_only_legal_claims_and_play_their_policy(players, evaluate):
    seen: Counter = Counter()
    for spec, view, action in decisions(players):
        solution = solve(view.position)
        free = free_hot_cards(view) if view.asked_again else view.position.hot
        reachable = [t for t in solution.per_target if t.play is not None and t.hot in free]
        if spec.kind == "bounded":
            reachable = [t for t in reachable if t.min_cards <= spec.arg]
        seen[spec.kind, view.asked_again, action.play is None] += 1
        if action.play is None:
            assert not reachable, (spec, view)
            continue
        verdict = check(view.position, action.play, action.target, solution)
        assert verdict.valid, (spec, view, action, verdict.reason)
        assert not Counter(p.card for p in verdict.play) - Counter(view.position.hand)
        end, _ = evaluate(view.position.cold, [(p.card.op, p.value) for p in verdict.play])
        assert end == action.target == verdict.value
        assert verdict.value in free, (spec, view, action)
        if spec.kind != "random":
            best = min(reachable, key=lambda t: (t.min_cards, -t.hot))
            assert (len(action.play), verdict.value) == (best.min_cards, best.hot)
        if spec.kind == "bounded":
            assert len(action.play) <= spec.arg
    kinds = {s.kind for s in parse_bots(LINEUPS[players], FACE, players)}
    assert all(seen[kind, False, False] for kind in kinds), seen
    assert any(seen[kind, True, False] for kind in kinds), seen


def _view(cold: int, hot: tuple[int, ...], hand: str):
    game = start(DECK, 2, 1, {}, False)
    game.positions[0] = Position(cold, hot, parse_hand(hand))
    return game.view(1)


def test_bounded_bot_passes_when_the_best_play_is_longer_than_its_limit():
    view = _view(10, (22, 97), "+1 x2 +3 +4 +5 +6 +7")
    assert SolverBot(1, random.Random(1), {}).decide(view) == PASS_CLAIM
    claim = SolverBot(2, random.Random(1), {}).decide(view)
    assert str(claim) == "+1 x2 = 22"
    assert SolverBot(None, random.Random(1), {}).decide(view) == claim


def test_random_bot_passes_only_when_nothing_is_reachable():
    view = _view(0, (97, 98), "+1 +2 +3 +4 /2 -1 x2")
    assert solve(view.position).min_cards is None
    assert RandomBot(None, random.Random(3), {}).decide(view) == PASS_CLAIM


def test_random_bot_varies_its_plays_and_each_is_valid():
    view = _view(10, (22, 40), "+1 x2 x? -3 /2 +5 x4")
    bot = RandomBot(None, random.Random(5), {})
    plays = set()
    for _ in range(200):
        claim = bot.decide(view)
        verdict = check(view.position, claim.play, claim.target)
        assert verdict.valid, (claim, verdict.reason)
        plays.add(str(claim))
    assert len(plays) > 10


def test_random_run_stops_only_on_a_hot_card_it_may_claim():
    position = Position(10, (22, 40), parse_hand("x4 +1 x2 +3"))
    rng = random.Random(2)
    runs = [random_run(position, rng, lambda value: value == 22) for _ in range(100)]
    assert {value for _, value in filter(None, runs)} == {22}
