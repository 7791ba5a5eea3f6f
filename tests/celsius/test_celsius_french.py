"""Celsius says everything in French when asked (lang="fr"): solutions, verdicts and their
reasons, rounds, refusals, views and events of whole games; nothing of it in English."""
from __future__ import annotations

import random
import re

import pytest

from deckmath.solvers.celsius import GAME, adjudicate, check, parse_claim, parse_hand, position, solve
from deckmath.solvers.celsius.engine import start
from deckmath.solvers.game import IllegalMove
from vocabulary import assert_in_language

FACE = GAME.play
HAND = position(cold=10, hot=[22, 40], hand="+1 x2 x? -3 /2 +5 x4")


def test_a_solution_in_french():
    text = solve(HAND).to_text("fr")
    assert text.splitlines()[0] == "froide 10, chaudes 22 40, main +1 x2 x? -3 /2 +5 x4"
    assert "meilleur\u202f: 1 carte vers 40" in text
    assert_in_language(text, "fr")
    unreachable = solve(position(cold=0, hot=[97, 98], hand="+1")).to_text("fr")
    assert "aucun calcul n'atteint une carte chaude" in unreachable
    assert "inaccessible" in unreachable


@pytest.mark.parametrize("play, fragment", [
    ("+10", "plus de +10 dans la main"),
    ("-3 /2", "n'est pas un nombre entier (C3.2)"),
    ("+1", "finit sur 11, qui n'est pas une valeur chaude"),
    ("+1 x2 = 40", "annoncé 40"),
    ("+1 x2", "optimal pour 22"),
])
def test_every_verdict_in_french(play, fragment):
    from deckmath.solvers.celsius import parse_claimed_play

    verdict = check(HAND, *parse_claimed_play(play))
    text = verdict.to_text("fr")
    assert fragment in text.replace("\u202f", " ")
    assert_in_language(text, "fr")
    assert verdict.to_json("fr")["detail"] == verdict.detail_text("fr")
    assert verdict.to_text() == verdict.to_text("en")


def test_a_round_in_french():
    result = adjudicate(10, (22, 40), [parse_claim(c) for c in
                                       ("ana: x4", "bo: x4", "bo: x2 +2", "cy: +1 x2", "dan: pass")])
    text = result.to_text("fr")
    assert "bo (deuxième annonce)\u202f: invalide" in text
    assert "gagnant\u202f: ana prend la carte froide 10" in text
    assert_in_language(text, "fr")


def test_a_whole_game_seen_in_french():
    """Every event and view of seeded games with every bot, as seat 1 reads them, and the
    refusals a person meets, all in French."""
    game = start(GAME.load_deck(), 3, 11, {}, True)
    bots = [FACE.bots[k].make(2 if k == "bounded" else None, random.Random(s), {})
            for s, k in enumerate(["perfect", "random", "bounded"])]
    seen = []
    while not game.over:
        seat = game.to_move()
        seen.append(FACE.describe(game.view(seat), "fr"))
        if seat == 1 and game.view(1).asked_again is False and not seen[-2:-1]:
            with pytest.raises(IllegalMove) as refused:
                game.apply(game.parse_action("+10 +10 +10 +10 +10 +10 +10 +10"))
            seen.append(refused.value.text("fr"))
        game.apply(bots[seat - 1].decide(game.view(seat)))
    seen += [FACE.describe_event(e, 1, "fr") or "" for e in game.events]
    assert any("deuxième annonce" in text or "une fois encore" in text for text in seen)
    for text in seen:
        assert_in_language(text, "fr")
        assert not re.search(r"[\w)][;:] ", text), text


def test_the_help_for_typing_a_claim_in_french():
    from deckmath.solvers.celsius.words import WORDS

    assert_in_language(WORDS("fr")("action_help"), "fr")
