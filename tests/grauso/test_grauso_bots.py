"""The bots (bots.py), each deciding from its seat's view alone: greedy's and planner's plays on
hand-worked positions, their signs as a round is scored (G6.5), and every bot's decision the same
whatever the cards its seat cannot see."""
from __future__ import annotations

import itertools
import random

import pytest

from deckmath.solvers.grauso import GAME, load_deck
from deckmath.solvers.grauso.actions import COLLECT_ACTION, PlayAction, action_text
from deckmath.solvers.grauso.bots import BOTS, nearest_zero, planner_signs
from deckmath.solvers.grauso.engine import start
from deckmath.solvers.grauso.score import round_points, sign_choices

from game_tables import act, table


def bot(name: str, seed: int = 0):
    return BOTS[name].make(None, random.Random(seed), {})


def test_the_bots_weakest_first():
    assert list(BOTS) == ["random", "greedy", "planner"] and GAME.play.bots is BOTS
    assert GAME.play.default_bots in BOTS


@pytest.mark.parametrize("top, hand, penguins, expected", [
    # -7, +3 and -7&+3 (-4) keep both options; -7 leaves the lowest top (G3.1).
    (5, [3, -7, 0, 12], 1, "-7"),
    # On an empty pile the lowest pair within -25..25 (G2.2, G3.3): -20&-5 = -25.
    (None, [-20, -5, -1, 0, 7], 1, "-20&-5"),
    # Only 0 (G3.4) and +12~ (-12, G3.5) can go on -10: the neutral card is spent first.
    (-10, [0, 12], 1, "0"),
    # Only flips go on -10: +12~ (-12); +3~&+12~ would go out with a flip (G3.6).
    (-10, [12, 3], 1, "+12~"),
    # Without a penguin the flips are not legal at all: -12 is the lowest (G3.1).
    (-10, [12, -12, 3], 0, "-12"),
])
def test_greedy_plays_the_lowest_play_keeping_its_options(top, hand, penguins, expected):
    """greedy: among the plays spending neither a penguin nor a neutral card, the one leaving
    the lowest top; a neutral card before a penguin when every play spends one; never draws."""
    game = table([hand, [1, 2], [3, 4]], [20, 21], top=top, penguins=[penguins, 1, 1])
    assert bot("greedy").decide(game.view(1)) == PlayAction(_play(expected))


def _play(text):
    from deckmath.solvers.grauso.model import parse_play

    return parse_play(text)


@pytest.mark.parametrize("name", list(BOTS))
def test_bots_collect_only_when_they_cannot_play(name):
    game = table([[3, 12], [1, 2], [4, 5]], [20], top=-25, penguins=[0, 1, 1])
    assert bot(name).decide(game.view(1)) == COLLECT_ACTION
    playable = table([[3, 12], [1, 2], [4, 5]], [20], top=4, penguins=[0, 1, 1])
    assert bot(name).decide(playable.view(1)) != COLLECT_ACTION


def test_random_draws_about_half_the_time():
    game = table([[3, -7, 12, -15], [1, 2], [4, 5]], [20, 21], top=None)
    rng_bot = bot("random", 4)
    draws = sum(rng_bot.decide(game.view(1)).draw for _ in range(400))
    assert 150 < draws < 250


def test_planner_goes_out_first(scratch):
    """planner plays the first play of a fastest way out (the brute force's optimal first
    plays, written from the rules), where greedy plays -7 (its lowest play keeping options)."""
    hand = (3, -7, 0, 12)
    game = table([list(hand), [1, 2], [4, 5]], [20, 21], top=5, penguins=[1, 1, 1])
    action = bot("planner").decide(game.view(1))
    assert action_text(action) in scratch.brute_force(5, hand, 1).first_plays
    assert action_text(action) != "-7" and action.draw is False


def test_planner_draws_only_when_it_could_no_longer_go_out():
    """-3 +9 on 5, no penguin: -3 is the only play and leaves +9, which cannot go on -3: the
    planner draws (G4.1). With -5 -3 +20 on an empty pile it can still go out after its first
    play: no draw."""
    stuck = table([[-3, 9], [1, 2], [4, 5]], [11], top=5, penguins=[0, 1, 1])
    assert bot("planner").decide(stuck.view(1)) == PlayAction(_play("-3"), True)
    free = table([[-5, -3, 20], [1, 2], [4, 5]], [11], top=None, penguins=[0, 1, 1])
    assert bot("planner").decide(free.view(1)).draw is False


def _reaches_zero(total: int, hand: tuple[int, ...], pile: tuple[int, ...], penguins: int) -> bool:
    """G6.1-G6.3 by brute force over every sign: can this round bring `total` to exactly 0?"""
    fixed, items = total, [1] * penguins
    for v in hand + pile:
        if v:
            fixed += 1 if v > 0 else -1
        else:
            items.append(1)
    bonus = (7 if pile else 10) if not hand else (0 if pile else 5)
    if bonus:
        items.append(bonus)
    return any(fixed + sum(s * v for s, v in zip(signs, items)) == 0
               for signs in itertools.product((1, -1), repeat=len(items)))


def test_planner_steers_toward_zero_when_it_cannot_go_out():
    """Last round, running total +6. Top -8, hand -16 +11 -9 -18, no penguin: no way out (+11
    never goes down). Greedy plays -16&-9 (-25), leaving +11 -18: 6 + 0 +- 5 is never 0. The
    planner keeps 0 in reach: -18 leaves -16 +11 -9, 6 - 1 - 5 = 0."""
    hand, top = [-16, 11, -9, -18], -8
    game = table([hand, [1, 2], [4, 5]], [20, 21], top=top, penguins=[0, 1, 1], round_=4)
    game.totals = [6, 0, 0]
    view = game.view(1)
    assert bot("greedy").decide(view) == PlayAction(_play("-16&-9"))
    reach = {action_text(p) for p in view.plays
             if _reaches_zero(6, tuple(v for v in hand if v not in p.cards), (), 0)}
    assert reach == {"-18", "-16", "-9"}
    assert bot("planner").decide(view).play == _play("-18")  # the lowest, in greedy's order


def _scoring_view(totals, round_=1, penguins=(1, 1, 1)):
    """Seat 2 signs a round: it holds -4 0 (a hand only: bonus 5, one neutral card); seat 3
    went out."""
    game = table([[5, 9], [-4, 0], [1, 2]], [11, 12], starter=2, turn=3, round_=round_,
                 penguins=list(penguins))
    game.totals = list(totals)
    act(game, "+1&+2")
    assert game.to_move() == 2
    return game.view(2)


@pytest.mark.parametrize("total, expected", [(6, "bonus - neutral -"), (-4, "bonus + neutral -"),
                                             (0, "bonus + neutral -"), (30, "bonus - neutral -")])
def test_greedy_signs_toward_zero(total, expected):
    """The round is worth -1 (the cold card), +-1 (the neutral card), +-5 (the bonus): 5, 3,
    -5 or -7. Greedy brings the total nearest 0, then takes the most cold points: from 6, 1 and
    -1 are equally near and -1 is the colder; from -4, 1 and -1 again; from 0, 3; from 30, 23."""
    view = _scoring_view([0, total, 0])
    chosen = bot("greedy").decide(view)
    assert action_text(chosen) == expected
    best = min(abs(total + round_points(view.cards, s)[0]) for s in sign_choices(view.cards))
    assert abs(total + round_points(view.cards, chosen)[0]) == best
    assert chosen == nearest_zero(view)
    near = [s for s in sign_choices(view.cards)
            if abs(total + round_points(view.cards, s)[0]) == best]
    assert round_points(view.cards, chosen)[1] == max(round_points(view.cards, s)[1] for s in near)


def test_in_the_last_round_the_signs_aim_at_exactly_zero_else_the_farthest():
    """G6.4: from +4 the round (-1 +- 1 +- 5, one penguin +- 1) reaches 0; from +30 it cannot
    (at most 7 down): the farthest is +30 - 1 + 1 + 5 + 1 = 36."""
    for name in ("greedy", "planner"):
        view = _scoring_view([0, 4, 0], round_=4)
        chosen = bot(name).decide(view)
        assert 4 + round_points(view.cards, chosen)[0] == 0
        far = _scoring_view([0, 30, 0], round_=4)
        assert 30 + round_points(far.cards, bot(name).decide(far))[0] == 36


def test_planner_signs_for_cold_points_before_the_last_round():
    view = _scoring_view([0, 0, 0])
    assert action_text(planner_signs(view)) == "bonus - neutral -"
    assert bot("planner").decide(view) == planner_signs(view)


@pytest.mark.parametrize("name", list(BOTS))
def test_a_bots_decision_ignores_what_its_seat_cannot_see(name):
    """Seeded games: at each decision, worlds with the other hands and the draw pile dealt
    again give the bot the same view, and the bot (a fresh copy with the same generator
    state) the same decision."""
    deck = load_deck()
    for seed in range(3):
        game = start(deck, 4, seed, {}, False)
        players = {seat: bot(name, seed * 7 + seat) for seat in range(1, 5)}
        step = 0
        while not game.over:
            seat = game.to_move()
            view = game.view(seat)
            if step % 9 == 0:
                world = game.determinize(seat, random.Random(step))
                assert world.view(seat) == view
                twin, again = bot(name, 99), bot(name, 99)
                assert twin.decide(world.view(seat)) == again.decide(view)
            game.apply(players[seat].decide(view))
            step += 1
