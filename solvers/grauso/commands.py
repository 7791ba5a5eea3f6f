"""`deckmath grauso ...`: the Grauso commands (rules G1-G7). The core verbs (moves, check,
solve, generate, deck) are the shared driver's (core/commands.py), from the declarations below,
and the whole-game commands are play/'s; this module writes only Grauso's own verb, `score`.
The API is imported inside the commands, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import sys
from typing import Any

import click

from deckmath.conventions import (
    EXIT_USAGE, DeckmathGroup, batch_alone, emit, json_option, run_batch,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Verb, VerbOption
from deckmath.solvers.notation import field


@click.group(name="grauso", cls=DeckmathGroup)
def group() -> None:
    """Grauso: shed your hand onto the point pile (rules G1-G7): legal plays, checks, going out
    in the fewest plays, scoring, whole games (deal, play, simulate, replay), puzzles."""


_CARDS = click.IntRange(3, 10)
"""Cards in a puzzle's hand."""


def _check_values(values: Any, batch: bool) -> None:
    """A single check takes one play or one way out, not both (G3)."""
    from deckmath.solvers.grauso.words import ERRORS

    if not batch and (values["play"] is None) == (values["sequence"] is None):
        raise InputError(ERRORS.said("give.play"))


def _check(pos: Any, values: Any) -> Any:
    from deckmath.solvers import grauso

    if values["play"] is not None:
        claim = grauso.parse_claim(values["play"])
        return grauso.check_collect(pos) if claim is None else grauso.check(pos, claim)
    return grauso.check_sequence(pos, grauso.parse_sequence(values["sequence"]))


def _check_batch(source: str, values: Any) -> tuple[int, int, int]:
    """A check batch's line holds a position and "play" or "sequence", one of them."""
    from deckmath.solvers import grauso
    from deckmath.solvers.grauso.words import ERRORS

    invalid = 0

    def parse(obj: dict) -> tuple[Any, Any, Any]:
        pos = grauso.position_from_json(obj)
        has_play, has_sequence = "play" in obj, "sequence" in obj
        if has_play == has_sequence:
            raise InputError(ERRORS.said("answer.one_of"))
        if has_play:
            return pos, grauso.parse_claim(field(obj, "play")), None
        return pos, None, grauso.parse_sequence(field(obj, "sequence"))

    def answer(items: list) -> Any:
        nonlocal invalid
        for pos, one, several in items:
            verdict = (grauso.check_sequence(pos, several) if several is not None
                       else grauso.check_collect(pos) if one is None else grauso.check(pos, one))
            invalid += not verdict.valid
            yield verdict.to_json()

    bad, done = run_batch(source, parse, answer)
    return bad, done, invalid


def _puzzle(deck: Any, values: Any) -> tuple[Any, dict[str, Any]]:
    from deckmath.solvers import grauso
    from deckmath.solvers.grauso.words import ERRORS

    cards = values["cards"]
    if len(deck.cards) < cards + 1:
        raise InputError(ERRORS.said("give.deck", deck=deck.name, n=len(deck.cards),
                                     cards=cards))
    return grauso.GAME.puzzle_kinds["goout"](deck, cards), {"cards": cards}


def _grading() -> str:
    from deckmath.generators.labels import grading_help

    return grading_help("grauso")


VERBS = {
    "moves": Verb(help="""List every legal play of a position (G2.2, G3.1-G3.6), penguin flips included when you
    hold one, lowest top first, with the rule that allows each. Collecting the pile is always
    allowed as well (G4.2) and is not listed.

    \b
    Examples:
      deckmath grauso moves --top -5 --hand "+20 -3 7 0 -14 +14" --penguins 1
      deckmath grauso moves --hand "+20 +10 -1" --json
    Batch lines read {"top": -5, "hand": ["+20", "-3"], "penguins": 1} and answer with
    "moves" added.
    """),
    "check": Verb(help="""Check a claimed play (G2, G3): valid, with the top it leaves, or the first rule it
    breaks (`collect`, G4.2, is always valid); or check a claimed way to go out played alone
    (--sequence). Exit 1 when invalid.

    \b
    Examples:
      deckmath grauso check --top -5 --hand "+20 -3 7 0 -14 +14" --penguins 1 --play "+20~"
      deckmath grauso check --top -5 --hand "+20 -3 7 0 -14 +14" --play "-14&+7" --json
      deckmath grauso check --top 12 --hand "+20 -3 7 0 -14 +14" --penguins 1 --sequence "+14&+20~ -14&+7 0 -3"
    Batch lines add "play" (or "sequence") to a position line.
    Reasons, in the order a play is examined: not-in-hand, neutral-in-pair (G3.4),
    neutral-flipped (G3.5), no-penguin (G3.5), pair-out-of-range (G3.3), not-lower (G3.1-G3.3),
    cannot-go-out (G3.6); a way out may also leave cards in hand: hand-not-empty.
    """, options=("position", "batch", "json",
                  VerbOption("play", 'One claimed play, e.g. "-3&+5", "+20~" or "-3~&+5" (G3.3, '
                                     'G3.5), or "collect" (G4.2, always allowed).', key="play"),
                  VerbOption("sequence", 'A claimed way out, plays in order: "+3&+12~ 0 -7".',
                             key="sequence")),
        answer=_check, batch=_check_batch, check_values=_check_values),
    "solve": Verb(help="""Go out in the fewest plays, playing alone on the pile (G2, G3; G3.6 on the last play):
    one optimal sequence (keeping the most penguins), how many there are, and how many legal
    first plays begin one. JSON: "plays" and "sequence", both null when the hand cannot be
    emptied.

    \b
    Examples:
      deckmath grauso solve --top 12 --hand "+20 -3 7 0 -14 +14" --penguins 1
      deckmath grauso solve --hand "+3 -7 0 +12 -20 +25 +1" --json
      echo '{"top": 12, "hand": ["+20", "-3", "+7"], "penguins": 1}' | deckmath grauso solve --batch - --json
    Batch lines (a file, or - for stdin) read {"top": 12, "hand": ["+20", "-3", "+7"],
    "penguins": 1}; each gets one JSON line back, in order.
    """),
    "generate": Verb(help="""Generate graded "go out in N plays" puzzles (G2, G3) with answers, as text, Markdown,
    JSON or PDF.

    \b
    Examples:
      deckmath grauso generate --count 12 --grade 3 --seed 7 --format pdf -o grauso-g3.pdf
      deckmath grauso generate --count 4 --grade 4 --unique --lang fr
      deckmath grauso generate --count 12 --grades 1-4 --seed 3 --format pdf -o climb.pdf
    """, options=(VerbOption("cards", "Cards in each puzzle's hand.", type=_CARDS, default=6,
                             show_default=True),),
        puzzle=_puzzle, epilog=_grading),
    "deck": Verb(cites="G1.1, G1.2"),
}
"""The core verbs as Grauso declares them (solvers/game.py Verb)."""


@group.command("score")
@click.option("--round", "rounds", multiple=True, metavar='"hand: CARDS; pile: CARDS"',
              help='A round\'s end for one player, in order, 1 to 4 of them (one with --total): '
                   'the cards left in hand and those in the collected pile, e.g. "hand: +3 -5 0; '
                   'pile: +12 -7"; an empty hand went out: "hand: ; pile: ".')
@click.option("--total", help="The running total before the last round, its earlier rounds' "
                              "signs fixed as each was scored (G6.5): the signs are chosen for "
                              "the one --round given, the last, from that total.")
@click.option("--penguins",
              help="Penguins held after the last round, 0..6 (they count in the last round only, "
                   "G6.3); default 0.")
@click.option("--batch", metavar="FILE",
              help='JSON Lines input: {"rounds": [{"hand": [...], "pile": [...]}, ...], '
                   '"penguins": 1} and, for the last round alone, "total": -3.')
@json_option
def score(rounds, total, penguins, batch, as_json) -> None:
    """Choose a player's signs (G6.1-G6.3): each neutral card, each round's bonus, the
    penguins, to end on exactly 0, or else as far from 0 as possible, then with the most cold
    points (G6.4); shows the choices. In a game the signs are fixed as each round is scored
    (G6.5): with --total, the last round is signed from the running total; without it, every
    round given is signed at once, an analysis in hindsight.

    \b
    Examples:
      deckmath grauso score --total -8 --round "hand: +1 +2" --penguins 1
      deckmath grauso score --round "hand: +3 -5 0; pile: +12 -7" --round "hand: ; pile: " --round "hand: -2; pile: -7 -8" --round "hand: ; pile: +4 0" --penguins 2
      deckmath grauso score --round "hand: +1 +2" --json
    """
    from deckmath.solvers.grauso import model, score as scoring
    from deckmath.solvers.grauso.words import ERRORS
    from deckmath.solvers.notation import parse_int

    if batch:
        batch_alone(batch, round=rounds or None, total=total, penguins=penguins)
        bad, _ = run_batch(batch, scoring.rounds_from_json,
                           lambda items: (scoring.best_score(*item).to_json() for item in items))
        sys.exit(EXIT_USAGE if bad else 0)
    if not rounds:
        raise InputError(ERRORS.said("give.round"))
    parsed = tuple(scoring.parse_round(r) for r in rounds)
    before = None if total is None else parse_int(total, "--total")
    emit(scoring.best_score(parsed, model.parse_penguins(penguins or 0), before), as_json)
