"""The search bot (play/ismcts.py) finds a forced win that the greedy bot misses, in one
hand-built position of the last round of Grauso and one of Professor Tempus: exact search over
the play face gives seat 1's winning move the value 1 and greedy's move a loss, and the search
bot, deciding from seat 1's information set through runner.choose, plays a winning move, as
does the bot of the `hard` level (play/levels.py) at its own budget."""
from __future__ import annotations

import random
from collections import Counter

from deckmath.play import ismcts
from deckmath.play.levels import levels_of
from deckmath.play.runner import choose
from deckmath.play.seats import make_bot, parse_bot
from deckmath.solvers import registry
from deckmath.solvers.game import PlayState
from deckmath.solvers.grauso import engine as grauso
from deckmath.solvers.tempus import engine as tempus
from deckmath.solvers.tempus.model import HOLDERS, Card, Position, parse_card

from playkit import exact_value, play_face

ITERATIONS = 200
"""Iterations a decision of the search bot: both positions are found from 20 on (40 seeds
measured), so 200 leaves a wide margin."""

SEEDS = range(5)
"""The search bot's generators tried on each position."""

WORLDS = 8
"""Worlds dealt again from seat 1's view in which the winning move is checked to win as well."""




def _after(state: PlayState, text: str) -> PlayState:
    """A copy of `state` after the action written `text`."""
    child = state.clone()
    child.apply(child.parse_action(text))
    return child


def _played(state: PlayState, moves: list[str]) -> None:
    """Plays `moves` on `state`, each judged legal by the engine (a refused one raises)."""
    for text in moves:
        state.apply(state.parse_action(text))


def _grauso() -> grauso.GrausoGame:
    """Grauso, 3 players, round 4 of 4 (G5.2), totals -10, +30, -30 after three rounds; seat 1
    starts it (G5.2: seat 3 went out in round 3). The deal (G1.3, 7 cards each; 34 in the draw
    pile) and nine plays on one point pile, nobody drawing (G4.1) or collecting; seat 1 flips
    -16 with its penguin, which goes to the centre (G3.5). Top 10; seat 1 holds -3 +5, seat 2
    -20, seat 3 -24, none a collected pile.

    Greedy plays -3, the lowest top: seat 2 goes out with -20 (G3.1, G5.1), seat 1 is left with
    +5 and scores 1 +- 5 (G6.1, G6.2), not 0, and seat 2 (+30 +- 11) is farther from 0 (G6.4).
    The pair -3&+5 = +2 (G3.3) goes out (G3.6): its bonus 10 (G6.2) signed + puts seat 1 on
    exactly 0, which wins (G6.4); seats 2 and 3 move at most 7 from +-30 (a bonus of 5, one
    card, one penguin: G6.1-G6.3), so neither reaches 0 whatever they hold: the worlds the
    search deals again from seat 1's view (the other hands, the draw pile) cannot change it."""
    game = registry.game("grauso")
    deck = game.load_deck()
    state = grauso.start(deck, 3, 0, record=False)
    hands = [[-16, -3, -1, 5, 6, 15, 25], [-20, 2, 3, 7, 11, 13, 20], [-24, 1, 4, 8, 9, 10, 18]]
    state.round = 4
    state.totals = [-10, 30, -30]
    state.points = [[-4, 7, -13], [12, 9, 9], [-10, -11, -9]]
    state.cold = [20, 8, 36]
    state.ends = ["went-out"] * 3
    state.hands = hands
    state.draw = sorted((Counter(deck.cards) - Counter(sum(hands, []))).elements())
    state.starter = state.turn = 1
    _played(state, ["-1&+25", "+3&+20", "+4&+18", "+6&+15", "+7&+13", "+8&+10", "-16~",
                    "+2&+11", "+1&+9"])
    return state


def _tempus() -> tempus.TempusGame:
    """Professor Tempus, 2 players, round 5: the draw pile of 49 (P2.1) gives 10 cards a round
    (P4.2), so the 9 left cannot refill the hands and round 5 is the last (P5.1, P6.4); seat 1
    starts it (P4.3, P6.1). The score piles hold rounds 1-4's 40 cards: 33 hourglasses to 30.
    After eight moves holder 1 is seat 2's, + R5 R9 R11 R15 (8 hourglasses), holder 2 seat 2's,
    - M9 M6 (3), holder 3 seat 1's, - R4 R1 (1); seat 1 holds R19 R25 M2 and seat 2 R8 R22 M14:
    seat 1's move and seat 2's end the round (P4.1).

    Greedy captures holder 1 with R19 (3 hourglasses, against R25's 1): seat 2 takes it back
    with R22 (P3.2) and wins 46 to 34. Captured with R25, the series can be taken by no card
    (P3.2: none is higher; J25, the Joker of its value, is in a score pile), nor can holder 3
    (J1 is too); no holder is free (P3.1) and seat 2 may not bury (P3.4), so it can only dump
    (P3.3): 43 or more to 33. That argument uses only cards seat 1 sees, so the worlds the
    search deals again (seat 2's hand, the pile) cannot change it; 8 of the 12 unseen cards
    take R19 back."""

    def cards(text: str) -> tuple[Card, ...]:
        return tuple(sorted((parse_card(t) for t in text.split()), key=lambda c: c.index))

    game = registry.game("tempus")
    deck = game.load_deck()
    state = tempus.start(deck, 2, 0)
    hands = (cards("R1 R5 R11 R19 R25 M2 M9"), cards("R4 R8 R9 R15 R22 M6 M14"))
    pile = list(cards("R16 R20 R21 R23 R24 M3 J19 J21 J23"))
    piles = [cards("R2 R3 R6 R7 R10 R12 R13 R14 R17 R18 M1 M4 J1 J3 J5 J7 J9 J11 J13 J15 J17 "
                   "J25"),
             cards("M5 M7 M8 M10 M11 M12 M13 M15 M16 M17 M18 M19 M20 M21 M22 M23 M24 M25")]
    placed = sorted(c.index for c in sum(hands + tuple(piles), tuple(pile)))
    assert placed == list(range(63))
    state.position = Position(2, 1, hands, (None,) * HOLDERS)
    state.pile = pile
    state.piles = piles
    state.totals = [sum(deck.of(c) for c in p) for p in piles]
    state.round = 5
    state.first = 1
    assert state.totals == [33, 30]
    _played(state, ["open + R5", "capture 1 R9", "open - M9", "capture 2 M6",
                    "capture 1 R11", "capture 1 R15", "open - R1", "dump 3 R4"])
    return state




def _finds_the_win(name: str, state: PlayState, win: str, trap: str) -> None:
    """`win` wins by force (in the true state and in worlds dealt again from seat 1's view),
    the greedy bot plays `trap`, which does not, and the search bot plays a winning move."""
    face = play_face(name)
    assert state.to_move() == 1
    assert exact_value(face, state, 1) == 1.0
    assert exact_value(face, _after(state, win), 1) == 1.0
    rng = random.Random(1)
    for _ in range(WORLDS):
        assert exact_value(face, _after(state.determinize(1, rng), win), 1) == 1.0
    greedy = face.bots["greedy"].make(None, random.Random(0), {})
    chosen = state.action_text(greedy.decide(state.view(1)))
    assert chosen == trap
    assert exact_value(face, _after(state, chosen), 1) < 1.0
    for seed in SEEDS:
        bot = ismcts.IsmctsBot(face, random.Random(seed), {}, iterations=ITERATIONS)
        action = choose(bot, state, 1, state.view(1))
        assert exact_value(face, _after(state, state.action_text(action)), 1) == 1.0, (
            seed, state.action_text(action))
    hard = levels_of(face)["hard"]
    for seed in SEEDS:  # the `hard` level, at its own budget, finds it as well
        bot = make_bot(face, name, parse_bot(hard, face), seed, 1, {})
        action = choose(bot, state, 1, state.view(1))
        assert exact_value(face, _after(state, state.action_text(action)), 1) == 1.0, (
            hard, seed, state.action_text(action))


def test_it_finds_a_grauso_win_the_greedy_bot_misses() -> None:
    _finds_the_win("grauso", _grauso(), "-3&+5", "-3")


def test_it_finds_a_tempus_win_the_greedy_bot_misses() -> None:
    _finds_the_win("tempus", _tempus(), "capture 1 R25", "capture 1 R19")
