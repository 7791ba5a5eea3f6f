"""Grauso says everything in French when asked (lang="fr"), in the words of the French rules
(rules.fr.md): solutions, legal plays, verdicts and every reason, scores, the deck, the
engine's refusals, views and events of whole games with every bot; nothing of it in English,
French spacing before : and ;, and the English unchanged."""
from __future__ import annotations

import itertools
import random
import re

import pytest

from deckmath.solvers.grauso import (
    GAME, REASONS, check, check_collect, check_sequence, load_deck, parse_play, parse_sequence,
    position, solve,
)
from deckmath.solvers.grauso import score as scoring
from deckmath.solvers.grauso.deck import Deck
from deckmath.solvers.grauso.engine import GrausoGame, start
from deckmath.solvers.grauso.moves import moves
from deckmath.solvers.grauso.words import WORDS
from deckmath.solvers.game import IllegalMove
from vocabulary import assert_in_language

FACE = GAME.play
HAND = position(-5, "+20 -3 7 0 -14 +14", 1)
"""The position of docs/grauso.md's examples: every reason of a play can be met on it or a
neighbour."""

_UNSPACED = re.compile(r"[\w)~][;:?!]")
"""A French double punctuation mark without the (narrow) space before it."""


def french(text: str) -> None:
    """French words only, and French spacing before : ; ? ! (solvers/words.py)."""
    assert_in_language(text, "fr")
    assert not _UNSPACED.search(text), text
    assert " :" not in text and " ;" not in text, text


def test_a_solution_in_french():
    solution = solve(position(12, "+20 -3 7 0 -14 +14", 1))
    text = solution.to_text("fr")
    assert text.splitlines()[0] == "sommet 12, main +20 -3 +7 0 -14 +14, pingouins 1"
    assert "sortir en 4 coups\u202f: +14&+20~ -14&+7 0 -3" in text
    assert "1. +14&+20~ = -6 sur 12 (G3.3, pingouin G3.5)" in text
    assert "bons premiers coups\u202f: 10 sur 33 permis" in text
    french(text)
    assert solution.to_text() == solution.to_text("en") != text
    stuck = solve(position(-25, "+3 +12", 0)).to_text("fr")
    assert "impossible de sortir en jouant seul (G3, G3.6)\u202f; 0 premier coup permis" in stuck
    french(stuck)
    empty = solve(position(None, "+3 -5 +9", 1)).to_text("fr")
    assert "sur la pile vide (G2.2)" in empty and "sommet vide" in empty
    french(empty)


def test_a_count_in_the_thousands_is_grouped_in_french_and_kept_as_it_was_in_english():
    solution = next(s for s in (solve(position(None, hand, 2)) for hand in (
        "-12 -3 -11 -20 -14 +11 +4", "-1 -2 -3 -4 -5 -6 -7 -8")) if s.sequences >= 1000)
    grouped = f"{solution.sequences:,}".replace(",", "\u202f")
    assert f"({grouped} suites optimales" in solution.to_text("fr")
    assert f"({solution.sequences} optimal sequences" in solution.to_text()


def test_the_legal_plays_in_french():
    listing = moves(HAND)
    text = listing.to_text("fr")
    assert "19 coups permis\u202f; ramasser la pile est toujours permis (G4.2)" in text
    assert "  +20~         sommet -20   G3.1, pingouin" in text.splitlines()
    french(text)
    out = moves(position(5, "+3", 0)).to_text("fr")
    assert "G3.1, sort" in out
    french(out)


PLAYS = [
    # one case per reason code (legal.REASONS), in CHECK_ORDER, then the valid kinds
    (HAND, "+25", "not-in-hand", "la main ne contient pas +25 pour ce coup"),
    (HAND, "-3&0", "neutral-in-pair", "une carte neutre se joue seule, jamais dans une paire"),
    (HAND, "0~", "neutral-flipped", "une carte neutre ne peut pas changer de signe (G3.5)"),
    (position(-5, "+20 -3", 0), "+20~", "no-penguin", "changer un signe demande un pingouin"),
    (position(5, "+20 +14", 0), "+14&+20", "pair-out-of-range", "la paire vaut 34, hors de -25..25"),
    (HAND, "+7&+14", "not-lower", "la paire vaut 21, ce qui n'est pas inférieur à -5 (G3.3)"),
    (HAND, "+7", "not-lower", "7 n'est ni inférieur à -5 (G3.1) ni son opposé (G3.2)"),
    (position(5, "0", 1), "0", "cannot-go-out", "sortir avec une carte neutre n'est pas permis"),
    (position(5, "+8", 1), "+8~", "cannot-go-out", "sortir avec le changement de signe d'un pingouin"),
    (HAND, "+20~", None, "valide : +20~ = -20 sur -5 (G3.1, pingouin G3.5)"),
    (position(5, "+3", 0), "+3", None, "sort : la main est vide (G5.1)"),
    (HAND, "collect", None, "valide : ramasser (G4.2) : piocher jusqu'au nombre initial"),
]


@pytest.mark.parametrize("where, play, reason, fragment", PLAYS)
def test_every_verdict_and_reason_in_french(where, play, reason, fragment):
    verdict = check_collect(where) if play == "collect" else check(where, parse_play(play))
    assert verdict.reason == reason
    text = verdict.to_text("fr")
    assert fragment in text.replace("\u202f", " ")
    french(text)
    assert verdict.to_json("fr")["detail"] == verdict.detail_text("fr")
    assert verdict.to_text() == verdict.to_text("en") != text
    assert verdict.to_json() == verdict.to_json("en")
    if reason is not None:
        assert verdict.detail_text("fr") != verdict.detail and verdict.detail_text() == verdict.detail


def test_every_reason_code_is_said_in_french():
    """The cases above meet every reason of a play (a new reason fails here until it has its
    French), and each code has its own French words."""
    assert {reason for _, _, reason, _ in PLAYS} - {None} == set(REASONS)
    said = [WORDS("fr")(f"reason.{reason}") for reason in (*REASONS, "hand-not-empty")]
    assert len(set(said)) == len(said)
    for text in said:
        french(text)


@pytest.mark.parametrize("top, hand, sequence, fragment", [
    (12, "+20 -3 7 0 -14 +14", "+14&+20~ -14&+7 0 -3", "valide : sort en 4 coups"),
    (12, "+20 -3 7 0 -14 +14", "-14&+7 +14&+20~ 0 -3",
     "invalide : pas inférieur au sommet, au coup 2 (la paire vaut -6"),
    (12, "+20 -3 7 0 -14 +14", "-14&+7 0", "invalide : main non vide (reste en main : +20 -3 +14 "
                                          "sur le sommet 0)"),
    (5, "+3", "+3 -1", "la main est déjà vide : la manche s'est terminée (G5.1)"),
])
def test_every_way_out_verdict_in_french(top, hand, sequence, fragment):
    verdict = check_sequence(position(top, hand, 1), parse_sequence(sequence))
    text = verdict.to_text("fr")
    assert fragment in text.replace("\u202f", " ")
    french(text)
    answer = verdict.to_json("fr")
    assert answer["detail"] == verdict.detail_text("fr")
    for line in answer["trace"]:
        french(line)
    assert verdict.to_text() == verdict.to_text("en") != text
    if verdict.valid:
        assert "coups au minimum\u202f: 4\u202f; optimal\u202f: oui" in text


def test_scores_in_french():
    rounds = tuple(scoring.parse_round(r) for r in (
        "hand: +3 -5 0; pile: +12 -7", "hand: ; pile: ", "hand: -2; pile: -7", "hand: ; pile: +4 0"))
    hindsight = scoring.best_score(rounds, 2)
    text = hindsight.to_text("fr")
    assert text.splitlines()[0].startswith("après coup, pour 4 manches données")
    assert "manche 2 (sorti, sans pile ramassée)\u202f: bonus +10 = +10" in text
    assert "pingouins (dernière manche, G6.3)\u202f: -1 -1" in text
    assert "total 0\u202f: exactement 0 (G6.4)\u202f; points de Froid 14" in text
    french(text)
    last = scoring.best_score((scoring.parse_round("hand: +3 -5 0; pile: +12"),), 2, -4)
    said = last.to_text("fr")
    assert said.startswith("la dernière manche, signée à partir du total cumulé -4 (G6.5)")
    assert "dernière manche (main et pile ramassée)\u202f: bonus 0, cartes de Chaleur +2, cartes " \
           "de Froid -1, neutres +1 = +2" in said
    french(said)
    far = scoring.best_score((scoring.parse_round("hand: +1"),)).to_text("fr")
    assert "0 est hors d'atteinte\u202f: le plus loin de 0" in far and "seulement une main" in far
    french(far)
    assert [r["how"] for r in hindsight.to_json("fr")["rounds"]] == [
        "main et pile ramassée", "sorti, sans pile ramassée", "main et pile ramassée",
        "sorti avec une pile ramassée"]
    assert hindsight.to_json() == hindsight.to_json("en")
    assert hindsight.to_text() == hindsight.to_text("en") != text


def test_the_deck_in_french():
    deck = load_deck()
    text = deck.summary().to_text("fr")
    assert text == f"paquet {deck.name}\u202f: 25 cartes de Chaleur (+1..+25), 25 cartes de Froid " \
                   "(-25..-1), 5 cartes neutres (0), 6 pingouins (G1.1, G1.2)"
    french(text.replace(deck.name, "N"))  # the deck's name is its file's, in its own language
    small = Deck("petit", (3, -3, 0), 1).summary().to_text("fr")
    assert small == "paquet petit\u202f: 1 carte de Chaleur (+3), 1 carte de Froid (-3), " \
                    "1 carte neutre (0), 1 pingouin (G1.1, G1.2)"


def _refusals(game: GrausoGame) -> dict[str, str]:
    """The refusals a person may meet at this decision, by the key of their words, in French:
    actions of the wrong kind, signs that do not fit, plays the rules refuse, a draw after going
    out or from an empty draw pile."""
    seat = game.to_move()
    view = game.view(seat)
    tries = [" ".join(part for part in signs if part) for signs in itertools.product(
        ("", "bonus +"), ("", "neutral -", "neutral --"), ("", "penguins +", "penguins ++"))]
    tries += ["-25&+25", "+25 draw", "0~", "collect"]
    tries += [f"{card}~" for card in view.hand] + [f"{card}" for card in view.hand]
    tries += [f"{a}&{b}" for a in view.hand for b in view.hand if a < b]
    tries += [f"{play} draw" for play in map(str, view.plays) if len(view.hand) <= 2]
    said: dict[str, str] = {}
    for text in tries:
        try:
            action = game.parse_action(text)
        except Exception:
            continue
        for emptied in (False, True) if getattr(action, "draw", False) else (False,):
            copy = game.clone()
            if emptied:
                copy.draw = []  # the same decision with the draw pile run out (G7.5)
            try:
                copy.apply(action)
            except IllegalMove as refused:
                assert refused.said is not None, refused.reason
                said.setdefault(refused.said.key, refused.text("fr"))
    try:
        game.clone().apply(42)  # type: ignore[arg-type]
    except IllegalMove as refused:
        said.setdefault(refused.said.key if refused.said else "", refused.text("fr"))
    return said


@pytest.fixture(scope="module")
def games() -> dict[str, list[str] | dict[str, str]]:
    """Seeded games with every bot at the table, played once for the tests below: as seat 1
    reads them in French, every view and event, and every refusal a person can meet along the
    way, by the key of its words."""
    deck = load_deck()
    refused: dict[str, str] = {}
    views: list[str] = []
    events: list[str] = []
    kinds = list(FACE.bots)
    for seed in range(3):
        game = start(deck, 3 + seed, 40 + seed, None, True)
        bots = [FACE.bots[kinds[(seed + s) % len(kinds)]].make(None, random.Random(s), {})
                for s in range(game.players)]
        while not game.over:
            seat = game.to_move()
            if seat == 1:
                views.append(FACE.describe(game.view(1), "fr"))
                assert FACE.describe(game.view(1)) == FACE.describe(game.view(1), "en")
            for key, text in _refusals(game).items():
                refused.setdefault(key, text)
            game.apply(bots[seat - 1].decide(game.view(seat)))
        try:
            game.apply(game.parse_action("collect"))
        except IllegalMove as over:
            refused.setdefault(over.said.key if over.said else "", over.text("fr"))
        events += [FACE.describe_event(e, 1, "fr") or "" for e in game.events]
        assert [FACE.describe_event(e, 1) for e in game.events] == [
            FACE.describe_event(e, 1, "en") for e in game.events]
    return {"refused": refused, "views": views, "events": events}


def test_every_refusal_of_the_engine_in_french(games):
    """Every kind of action the engine refuses, met in seeded games, said in French and ending
    on its rule (IllegalMove.text)."""
    refused = games["refused"]
    assert {"game_over", "sign_now", "not_scored_yet", "not_an_action", "no_draw_out",
            "draw_pile_empty", "bonus_needs_sign", "no_bonus", "neutral_signs",
            "penguins_last_round", "penguin_signs", "not_in_hand", "neutral_in_pair",
            "neutral_flipped", "no_penguin", "pair_out_of_range", "card_not_lower",
            "pair_not_lower"} <= set(refused), sorted(refused)
    for text in refused.values():
        french(text)
        assert re.search(r"\(G\d(\.\d)?(, G\d\.\d)*\)$", text), text


def test_whole_games_seen_in_french(games):
    """Every view and every event of the seeded games, as seat 1 reads them, in French."""
    seen = [*games["views"], *games["events"]]
    for fragment in ("décompte de la manche", "ramasse (G4.2)", "et pioche", "et sort (G5.1)",
                     "choisit ses signes", "la partie se termine après 4 manches",
                     "les cartes sont comptées face visible", "sommet vide", "pile ramassée de"):
        assert any(fragment in text for text in seen), fragment
    for text in seen:
        french(text)


def test_the_help_for_typing_an_action_in_french():
    text = WORDS("fr")("action_help")
    french(text)
    assert "`collect` pour ramasser" in text and "`bonus + neutral +- penguins -`" in text
    assert FACE.action_help == WORDS("en")("action_help")
