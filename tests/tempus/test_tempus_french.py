"""Professor Tempus says everything in French when asked (lang="fr"): solutions, legal moves,
verdicts and every reason, dealt positions and decks, the refusals of whole games, views and
events of seeded games with every bot; nothing of it in English, French spacing, a seat said
"joueur N" (never `J1`, the Joker 1), and the French verbs it shows read back as moves."""
from __future__ import annotations

import random
import re

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers.game import IllegalMove
from deckmath.solvers.tempus import (
    GAME, REASONS, LegalMoves, check, legal_moves, load_deck, parse_move, position_from_json,
    solve,
)
from deckmath.solvers.tempus.deck import Dealt, Deck
from deckmath.solvers.tempus.engine import start
from deckmath.solvers.tempus.model import MOVE_KINDS
from deckmath.solvers.tempus.puzzles import WORDS as SHEET_WORDS
from deckmath.solvers.tempus.words import WORDS
from vocabulary import assert_in_language

FACE = GAME.play
CARD = re.compile(r"\b[RMJ][0-9]{1,2}\b")
HANDS = [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]]
THEIRS = {"owner": 2, "direction": "+", "cards": ["R2", "R5"]}
MINE = {"owner": 1, "direction": "-", "cards": ["M2"]}


def position(holders: list, hands: list | None = None, players: int = 2):
    return position_from_json({"players": players, "to_move": 1, "hands": hands or HANDS,
                               "holders": holders})


OPEN = position([THEIRS, None, None])
"""The position of docs/tempus.md's examples: player 1 to move, holder 1 in front of player 2,
+ from R5."""


def french(text: str, where: str = "") -> None:
    """French words only, and French spacing: a narrow no-break space before : ; and no word
    stuck to them (P1.4 notation and rule numbers excepted, which have no such marks)."""
    assert_in_language(text, "fr", where)
    assert not re.search(r"[\w)»][;:]", text), text
    assert not re.search(r" [;:]", text), text


def test_a_solution_in_french_and_its_moves_read_back():
    solution = solve(OPEN, load_deck(), all_moves=True)
    text = solution.to_text("fr")
    lines = text.splitlines()
    assert lines[0] == "le joueur 1 joue, 4 coups restants dans la manche"
    assert lines[1] == f"meilleur coup\u202f: {WORDS('fr')('move.open')} - R3"
    assert lines[2].startswith("valeur\u202f: -3 (sabliers devant le joueur 1 moins ceux de")
    assert lines[3].startswith("prouvé\u202f: oui\u202f; ") and lines[3].endswith(" nœuds")
    listed = [parse_move(line.strip().rsplit(" ", 1)[0]) for line in lines[4:]]
    assert listed == [move for move, _ in solution.moves]
    french(text)
    assert solution.to_text() == solution.to_text("en")


def test_a_long_search_and_a_finished_round_in_french():
    """3 players, stopped before the end (not proven, value for the player to move against
    opponents minimising it), node counts grouped; and a round already over (P4.1)."""
    start3 = position([None, None, None], [["R1", "R4", "R9", "M2", "J7", "J11"],
                                           ["R3", "R8", "M11", "M20", "J1", "J19"],
                                           ["R13", "R22", "M5", "M9", "M14", "J25"]], 3)
    bounded = solve(start3, load_deck(), max_nodes=20_000)
    text = bounded.to_text("fr")
    assert "prouvé\u202f: non (recherche à" in text and "adversaires qui les minimisent" in text
    assert re.search(r"\d\u202f\d{3} nœuds", text), text
    french(text)
    over = position([THEIRS, MINE, None], [["R3", "M7"], ["M1", "R25"]])
    done = solve(over, load_deck()).to_text("fr")
    assert done.splitlines()[1].startswith("la manche est finie\u202f: valeur ")
    french(done)


def test_the_legal_moves_in_french_are_the_commands_list_and_read_back():
    listing = LegalMoves.of(OPEN)
    text = listing.to_text("fr")
    head, *moves = text.splitlines()
    assert head == "le joueur 1 joue, 14 coups possibles\u202f:"
    assert [parse_move(m) for m in moves] == legal_moves(OPEN)
    assert {m.split()[0] for m in moves} == {"ouvrir", "prendre", "déposer"}
    french(text)
    over = LegalMoves.of(position([THEIRS, MINE, None], [["R3", "M7"], ["M1", "R25"]]))
    french(over.to_text("fr"))
    shown = CliRunner().invoke(cli.main, ["tempus", "moves", "--position",
                                          '{"players": 2, "to_move": 1, "hands": [["R3", "M7", '
                                          '"J9", "R20"], ["M1", "R25", "M12", "J5"]], '
                                          '"holders": [{"owner": 2, "direction": "+", '
                                          '"cards": ["R2", "R5"]}, null, null]}'])
    assert shown.output == listing.to_text() + "\n"


ALL_MINE = [{"owner": 1, "direction": "+", "cards": ["R2", "R5"]}, MINE,
            {"owner": 1, "direction": "+", "cards": ["J1"]}]
FULL = [THEIRS, MINE, {"owner": 2, "direction": "-", "cards": ["J1"]}]
CASES = {
    "round-over": (position([THEIRS, MINE, None], [["R3", "M7"], ["M1", "R25"]]), "open + R3"),
    "not-in-hand": (OPEN, "capture 1 M1"),
    "must-bury": (position(ALL_MINE), "open + R3"),
    "no-free-holder": (position(FULL), "open + R3"),
    "no-such-series": (OPEN, "capture 2 R20"),
    "own-series": (position([THEIRS, MINE, None]), "dump 2 R3"),
    "wrong-direction": (OPEN, "capture 1 R3"),
    "wrong-colour": (OPEN, "capture 1 M7"),
    "cannot-bury": (OPEN, "bury R3"),
}
"""A position and a move for each reason the checker gives (rules.REASONS)."""


def test_every_reason_has_its_case():
    assert set(CASES) == set(REASONS)


@pytest.mark.parametrize("reason", REASONS)
def test_every_verdict_in_french(reason):
    """The checker's verdict in French: the reason said and what the rule asks; English
    unchanged."""
    pos, move = CASES[reason]
    say = WORDS("fr")
    verdict = check(pos, parse_move(move))
    assert verdict.reason == reason
    text = verdict.to_text("fr")
    assert text.startswith(f"invalide\u202f: {say(f'reason.{reason}')} (P")
    assert say(f"why.{reason}") in text
    french(text)
    assert verdict.to_text() == verdict.to_text("en") == str(verdict)


def test_a_valid_move_in_french():
    text = check(OPEN, parse_move("capture 1 R20")).to_text("fr")
    assert text == "valide\u202f: prendre 1 R20"


@pytest.mark.parametrize("typed, move", [
    ("ouvrir + R12", "open + R12"), ("OUVRIR -r12", "open - R12"),
    ("prendre 3 J9", "capture 3 J9"), ("Déposer 1 M4", "dump 1 M4"),
    ("deposer 1 M4", "dump 1 M4"), ("enterrer M4", "bury M4"),
])
def test_french_players_may_type_the_french_verbs(typed, move):
    assert str(parse_move(typed)) == move


def test_a_french_move_is_checked_and_played_as_typed():
    shown = CliRunner().invoke(cli.main, ["tempus", "check", "--move", "prendre 1 R20",
                                          "--position", '{"players": 2, "to_move": 1, "hands": '
                                          '[["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", '
                                          '"J5"]], "holders": [{"owner": 2, "direction": "+", '
                                          '"cards": ["R2", "R5"]}, null, null]}'])
    assert shown.exit_code == 0 and shown.output == "valid: capture 1 R20\n"
    game = start(load_deck(), 2, 7, {}, True)
    first = game.legal_actions()[0]
    game.apply(game.parse_action(WORDS("fr")("move", verb="ouvrir", rest=str(first)[5:])))
    assert game.events[-1]["action"] == str(first)


def test_the_move_verbs_are_the_puzzle_sheets():
    for lang in ("en", "fr"):
        for kind in MOVE_KINDS:
            assert WORDS(lang)(f"move.{kind}") == SHEET_WORDS[lang][f"move.{kind}"]


def test_a_dealt_position_and_a_deck_in_french():
    deck = load_deck()
    text = Dealt(7, position([THEIRS, MINE, None]), deck).to_text("fr")
    assert text.splitlines()[0].startswith("graine 7\u202f: 2 joueurs, le joueur 1 joue, ")
    assert "  porte-cartes 3\u202f: libre" in text and "  main 2\u202f: R25[" in text
    french(text)
    summary = Deck("classe", deck.hourglasses).summary().to_text("fr")
    assert summary.startswith("paquet classe\u202f: 63 cartes, 89 sabliers (")
    french(summary)


@pytest.mark.parametrize("reason", REASONS)
def test_every_refusal_of_a_whole_game_in_french(reason):
    """The whole game refuses the checker's cases with the same reason, in French: the seat as
    "joueur N", the move with its French verb, what the rule asks, the rule; English unchanged."""
    pos, move = CASES[reason]
    say = WORDS("fr")
    game = start(load_deck(), 2, 0, {}, False)
    game.position = pos
    with pytest.raises(IllegalMove) as refused:
        game.apply(parse_move(move))
    said = refused.value.text("fr")
    verb, rest = move.split(" ", 1)
    assert said.startswith(f"le joueur 1 ne peut pas jouer «\u202f{say(f'move.{verb}')} {rest}"
                           "\u202f»\u202f: ")
    assert said.endswith(f"{say(f'why.{reason}')} ({refused.value.rule})")
    french(said)
    assert refused.value.text() == str(refused.value)


def test_the_other_refusals_in_french():
    """A game over (P5.1) and an action that is no move (P3)."""
    game = start(load_deck(), 2, 3, {}, False)
    with pytest.raises(IllegalMove) as refused:
        game.apply("open + R3")
    french(refused.value.text("fr"))
    assert "n'est pas un coup" in refused.value.text("fr")
    bot = FACE.bots["greedy"].make(None, random.Random(0), {})
    while not game.over:
        game.apply(bot.decide(game.view(game.to_move())))
    with pytest.raises(IllegalMove) as refused:
        game.apply(parse_move("open + R3"))
    assert refused.value.rule == "P5.1" and "la partie est finie" in refused.value.text("fr")
    french(refused.value.text("fr"))


def _seen_in_french(players: int, bots: list[str], seed: int) -> list[tuple[str, str]]:
    """Every view and refusal seat 1 meets in a seeded game with these bots in seats 1..n,
    then every event as seat 1 reads it: (French, English) pairs."""
    game = start(load_deck(), players, seed, {}, True)
    made = [FACE.bots[kind].make(None, random.Random(seed + s), {}) for s, kind in
            enumerate(bots)]
    seen = []
    while not game.over:
        seat = game.to_move()
        if seat == 1:
            view = game.view(1)
            seen.append((FACE.describe(view, "fr"), FACE.describe(view)))
            for card in view.hand[:1]:
                for typed in (f"enterrer {card}", f"prendre 1 {card}"):
                    try:
                        game.clone().apply(game.parse_action(typed))
                    except IllegalMove as refused:
                        seen.append((refused.text("fr"), refused.text()))
        game.apply(made[seat - 1].decide(game.view(seat)))
    seen.append((FACE.describe(game.view(1), "fr"), FACE.describe(game.view(1))))
    seen += [(FACE.describe_event(e, 1, "fr") or "", FACE.describe_event(e, 1) or "")
             for e in game.events]
    return seen


@pytest.mark.parametrize("players, bots, seed", [
    (2, ["solver", "greedy"], 11), (2, ["greedy", "solver"], 12),
    (3, ["random", "solver", "greedy"], 5),
    (5, ["random", "greedy", "random", "random", "greedy"], 2),
])
def test_whole_games_seen_in_french(players, bots, seed):
    """Seeded games with every bot, as seat 1 reads them: views, refusals, every event (the
    new deal of five players, P6.5, and buried cards among them), all in French; the cards
    shown are those of the English text, so no seat is written as a card (`J1`)."""
    seen = _seen_in_french(players, bots, seed)
    for fr, en in seen:
        french(fr)
        assert sorted(CARD.findall(fr)) == sorted(CARD.findall(en)), (fr, en)
    text = "\n".join(fr for fr, _ in seen)
    assert "le joueur 2" in text and "pioche" in text and "fin de la manche 1" in text
    if players == 5:
        assert "distribuées à nouveau" in text


def test_the_help_for_typing_a_move_in_french():
    help_fr = WORDS("fr")("action_help")
    french(help_fr)
    for kind in MOVE_KINDS:
        assert f"`{WORDS('fr')(f'move.{kind}')} " in help_fr
    assert FACE.action_help == WORDS("en")("action_help")
