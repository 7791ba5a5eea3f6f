"""The search bot (play/ismcts.py) finds a forced win that the greedy bot misses, in one
hand-built position of the last rounds of Celsius and one of Totaux. In both games the greedy
bot is `perfect`, the game's own playout bot: it plays each round exactly as the solver says
(Celsius: fewest cards, then the highest hot card, C4.3; Totaux: the highest total it reaches,
shown with the fewest cards) and plans nothing past it. Exact search over the play face gives
seat 1's winning move the value 1 and greedy's move less, and the search bot, deciding from
seat 1's information set through runner.choose, plays a winning move, as does the bot of the
`hard` level (play/levels.py) at its own budget where that level is a search.

Both games take free-form actions, so exact search here walks the actions the search bot
considers (ismcts.actions_of: the face's search_actions). Each position's docstring says why
neither the cards hidden from seat 1 nor the actions the rules allow beyond those change the
values compared."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

from deckmath.play import ismcts
from deckmath.play.levels import levels_of
from deckmath.play.runner import choose
from deckmath.play.seats import make_bot, parse_bot
from deckmath.solvers import registry
from deckmath.solvers.celsius import engine as celsius
from deckmath.solvers.celsius.deck import load_deck as celsius_deck
from deckmath.solvers.celsius.model import parse_hand
from deckmath.solvers.game import PlayState
from deckmath.solvers.totaux import engine as totaux
from deckmath.solvers.totaux.check import check_calc
from deckmath.solvers.totaux.deck import Deck as TotauxDeck
from deckmath.solvers.totaux.deck import load_deck as totaux_deck
from deckmath.solvers.totaux.model import is_prime, parse_calc, parse_card

from playkit import exact_value, play_face

ITERATIONS = 50
"""Iterations a decision of the search bot: the Celsius position is found from 3 on, the Totaux
one from 5 (40 seeds measured: once each root action is tried, the playouts tell them apart), so
50 leaves a wide margin."""

SEARCHES = ("ismcts", "pimc", "sampler")
"""The bot kinds that look past the round: a `hard` level of one of them must find the win too.
Celsius's hard level is `unloader:2`, a rule of thumb that the levels' ladder measured stronger
over whole games than the searches (docs/strength/celsius-levels.md), and that plays each
round on its own."""

SEEDS = range(5)
"""The search bot's generators tried on each position."""

WORLDS = 8
"""Worlds dealt again from seat 1's view in which the winning move is checked to win as well."""






def _after(state: PlayState, action: Any) -> PlayState:
    """A copy of `state` after `action`."""
    child = state.clone()
    child.apply(action)
    return child


def _celsius() -> celsius.CelsiusGame:
    """Celsius, 2 players, the reference deck without its cold 12 (a deck file, C1.4), so the
    game lasts 12 rounds (C6.5) and its 24 hot cards last exactly to the end: rounds 1-11
    leave 2 face down for round 12 (C7.2, no reshuffle), and seat 1 knows round 12's table,
    cold 10 (the last cold card) and hot 90 100. Round 11 of 12, seat 1 first (C7.1): cold 5,
    hot 20 50; cold cards won 4 to seat 1, 5 to seat 2 (C7.3). Seat 1 holds x10 x4 and seven
    - and / cards (9 cards: it could not play in two rounds, C6.4); seat 2 and the 3 cards of
    the operator pile hold only - and / cards, which never raise the value (C1.3, C3.1), so
    from a cold card of at most 11 no hand dealt from them reaches a hot card of 20 or more:
    seat 2 passes in every world the search deals.

    Greedy claims x10 = 50: one card, like x4 = 20, and the higher hot card (C4.3, C6.3). That
    wins round 11 (5 to 5), but without x10 its hand reaches at most 10 x4 = 40: nobody takes
    round 12's cold card (C6.4) and the game is a tie (C7.3). Claiming x4 = 20 also wins round
    11 (seat 2 passes) and keeps x10 for 10 x10 = 100 in round 12: 6 to 5. Seat 1 draws nothing
    (its hand keeps 7 or more, C6.5). Longer claims than the search's change nothing: the win
    is worth 1 already, and after greedy's claim no claim at all reaches 90 or 100."""
    reference = celsius_deck()
    deck = replace(reference, name="the reference Celsius deck without its cold 12",
                   cold=tuple(range(12)))
    state = celsius.CelsiusGame(deck, 2, 0, record=False)
    hands = [list(parse_hand("x10 x4 -6 -7 -8 -9 -10 /5 /5")),
             list(parse_hand("-1 -2 -3 /2 /3 -? /?"))]
    pile = list(parse_hand("-4 -5 /4"))
    state.hands = hands
    state.operator_pile.cards = pile
    held = Counter(hands[0] + hands[1] + pile)
    assert Counter(deck.operators) >= held
    state.operator_pile.discards = sorted((Counter(deck.operators) - held).elements(), key=str)
    state.cold_pile = [0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 5, 10]
    state.won = [[1, 3, 7, 9], [0, 2, 4, 6, 11]]
    state.hot_pile.cards = [20, 50, 90, 100]
    state.hot_pile.discards = sorted(set(deck.hot) - set(state.hot_pile.cards))
    state.round = 10
    state._deal_table()
    return state


TOTAUX_TABLE = ("15:78", "23:31", "45:83", "24:95")
"""The last round's table (T7.4): 95 78 83 31 reachable with 4 cards (31 with 3 too)."""

TOTAUX_TRICKS = (
    ("6 x3 x3 /2 x3 +3 +5 +4 = 93", "6 +5 +6 x3 +4 +4 +5 +5 = 69",
     "3 +1 +1 +4 x4 +1 -1 +4 +6 +4 = 50"),
    ("2 +2 -3 +1 -2 +5 -5 +6 = 6", "2 /2 +6 +1 +4 +1 +3 x2 = 32",
     "2 +5 +5 +6 /6 +4 -4 +5 = 8", "3 +2 +4 +2 -5 +2 +2 +6 = 16"),
)
"""Each seat's tricks as shown (T4.1), none with a prime total."""

TOTAUX_TRICK_CARDS = (
    (("16:82", "33:13", "23:91", "35:92", "14:93"), ("16:46", "56:79", "34:62", "45:55", "25:69"),
     ("36:2", "11:68", "44:74", "11:44", "46:11", "34:50")),
    (("12:39", "23:89", "12:86", "55:94", "56:6"), ("25:43", "26:47", "14:61", "13:85", "22:32"),
     ("26:71", "55:29", "66:67", "44:81", "35:8"), ("36:64", "24:77", "25:26", "22:59", "56:16")),
)
"""The cards of each trick in the order of its calculation (T3.1)."""


def _totaux() -> totaux.TotauxGame:
    """Totaux, 2 players, chain variant (T3.3), a deck of 40 of the reference cards (T1.2):
    the 4 on the table and the 36 of the tricks, so the pile is empty. Seat 2 took its 4th trick
    with 5 cards, leaving 1 card, and turned the pile's last 3 (T8.1): the game ends after this
    round (T7.4), and nothing is hidden from anyone. Seat 1, left of the dealer, speaks first
    (T8.2). Seat 1 holds 3 tricks of 16 cards, seat 2 4 tricks of 5 cards each (20), none with
    a prime total (the tricks are checked combinations, T6.2), so seat 2 may announce only a
    prime total (T7.3).

    Greedy announces 95, the highest total reachable: it takes 4 cards (no combination on a
    table of 4 has more) and ties 20 to 20 (T8.5). Announcing 83, the highest prime reachable,
    wins: seat 2 may answer only with a prime (T7.3) and none above 83 is reachable, so either
    seat 1 shows 83 and its prime trick ranks it first whatever the cards (T8.5), or seat 2
    bids a prime it cannot reach, fails and gives back a trick of 5 cards (T7.2): 16 to 15."""
    reference = {str(card): card for card in totaux_deck().cards}
    flat = list(TOTAUX_TABLE) + [card for held in TOTAUX_TRICK_CARDS for trick in held
                                 for card in trick]
    deck = TotauxDeck("40 cards of the reference Totaux deck",
                      tuple(reference[text] for text in flat))
    state = totaux.start(deck, 2, 0, {"variant": "chain"}, False)
    index = {text: i for i, text in enumerate(flat)}
    tricks: list[list[totaux.Trick]] = []
    for calcs, held in zip(TOTAUX_TRICKS, TOTAUX_TRICK_CARDS):
        tricks.append([])
        for text, cards in zip(calcs, held):
            calc = parse_calc(text)
            faces = tuple(parse_card(card) for card in cards)
            assert check_calc(faces, calc, tuple(range(1, len(cards) + 1))).valid, text
            assert not is_prime(calc.total)
            tricks[-1].append(totaux.Trick(faces, tuple(index[c] for c in cards), calc.total,
                                           calc))
    state.tricks = tricks
    state.pile = []
    state.table = [index[text] for text in TOTAUX_TABLE]
    state.dealer = 2
    state.round = 11
    state.last_turned = True
    state._tricks_seen = None
    state._deal()
    return state


def _finds_the_win(name: str, state: PlayState, win: str, trap: str) -> None:
    """`win` wins by force (in the true state and in worlds dealt again from seat 1's view),
    the greedy bot plays `trap`, which does not, and the search bot plays a winning move."""
    face = play_face(name)
    assert state.to_move() == 1
    actions = dict(ismcts.actions_of(face, state, 1))
    assert exact_value(face, state, 1) == 1.0
    assert exact_value(face, _after(state, actions[win]), 1) == 1.0
    rng = random.Random(1)
    for _ in range(WORLDS):
        world = state.determinize(1, rng)
        assert exact_value(face, _after(world, actions[win]), 1) == 1.0
    greedy = face.bots["perfect"].make(None, random.Random(0), {})
    chosen = greedy.decide(state.view(1))
    assert state.action_text(chosen) == trap
    assert exact_value(face, _after(state, chosen), 1) < 1.0
    for seed in SEEDS:
        bot = ismcts.IsmctsBot(face, random.Random(seed), {}, iterations=ITERATIONS)
        action = choose(bot, state, 1, state.view(1))
        assert exact_value(face, _after(state, action), 1) == 1.0, (seed, state.action_text(action))
    hard = levels_of(face)["hard"]
    spec = parse_bot(hard, face)
    if spec.kind not in SEARCHES:
        return
    for seed in SEEDS:  # the `hard` level, where it searches, at its own budget finds it too
        bot = make_bot(face, name, spec, seed, 1, {})
        action = choose(bot, state, 1, state.view(1))
        assert exact_value(face, _after(state, action), 1) == 1.0, (
            hard, seed, state.action_text(action))


def test_it_finds_a_celsius_win_the_greedy_bot_misses() -> None:
    _finds_the_win("celsius", _celsius(), "x4 = 20", "x10 = 50")


def test_it_finds_a_totaux_win_the_greedy_bot_misses() -> None:
    _finds_the_win("totaux", _totaux(), "83", "95")
