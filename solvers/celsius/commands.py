"""`deckmath celsius ...`: the Celsius commands (rules C1-C7). The core verbs (solve, check,
generate, deck) are the shared driver's (core/commands.py), from the declarations below; this
module writes only Celsius's own verb, `round`. The API is imported inside the commands, so
that `deckmath --help` imports no numba."""
from __future__ import annotations

from typing import Any

import click

from deckmath.conventions import DeckmathGroup, emit, fail, json_option, output_lang, run_chunks
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Verb, VerbOption


@click.group(name="celsius", cls=DeckmathGroup)
def group() -> None:
    """Celsius: reach a hot card from the cold card with the fewest operator cards (rules C1-C7)."""


def said(key: str, /, **facts: object) -> str:
    """A refusal of the command line's options, in the language it prints in."""
    from deckmath.solvers.celsius.words import ERRORS

    return ERRORS.said(key, **facts).text(output_lang())


def _solve_batch(source: str, values: Any) -> tuple[int, int]:
    from deckmath.solvers.celsius import batch as lines

    bad, done = run_chunks(source, lines.solve_lines)
    return bad, done


def _check_batch(source: str, values: Any) -> tuple[int, int, int]:
    from deckmath.solvers.celsius import batch as lines

    bad, done, invalid = run_chunks(source, lines.check_lines, counts=3)
    return bad, done, invalid


def _check_values(values: Any, batch: bool) -> None:
    """A single check needs the claimed play (C5.1) before anything else is read."""
    if not batch and values["play"] is None:
        from deckmath.solvers.celsius.words import ERRORS

        raise InputError(ERRORS.said("cli.play", play="--play"))


def _check(position: Any, values: Any) -> Any:
    from deckmath.solvers import celsius

    return celsius.check(position, *celsius.parse_claimed_play(values["play"], values["target"]))


def _puzzle(deck: Any, values: Any) -> tuple[Any, dict[str, Any]]:
    from deckmath.solvers import celsius

    hot_cards = int(values["hot_cards"])
    return celsius.GAME.puzzle_kinds["fewest"](deck, hot_cards), {"hot_cards": hot_cards}


def _grading() -> str:
    from deckmath.generators.labels import grading_help

    return grading_help("celsius")


VERBS = {
    "solve": Verb(help="""Find the fewest cards reaching a hot value (C4.3-C4.5), and the shortest play per hot value.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      echo '{"cold": 10, "hot": [22, 40], "hand": ["+1", "x2", "x?"]}' | deckmath celsius solve --batch -
    Batch lines (a file, or - for stdin) read {"cold": 10, "hot": [22, 40], "hand": [...]};
    each gets one JSON line back, in order; blank lines are skipped.
    """, batch=_solve_batch),
    "check": Verb(help="""Check a claimed play (C5): valid or the first reason it fails; exit 1 when invalid.

    \b
    Examples:
      deckmath celsius check --cold 10 --hot 22,40 --hand "+1 x2 x? -3" --play "+1 x2" --target 22
      deckmath celsius check --cold 10 --hot 22,40 --hand "+1 x2 x? -3" --play "+1 x2 = 22"
      echo '{"cold": 10, "hot": [22, 40], "hand": "+1 x2", "play": "+1 x2"}' | deckmath celsius check --batch -
    Batch lines add "play" (list or string) and optional "target" to a solve line.
    """, options=("position", "batch", "json",
                  VerbOption("play", 'The claimed play in order, e.g. "+1 x2", "+1 x?=2" (C2.2) '
                                     'or, naming the hot value reached, "+1 x2 = 22".', key="play"),
                  VerbOption("target", "The hot value the player claims to reach (optional).",
                             key="target")),
        answer=_check, batch=_check_batch, check_values=_check_values),
    "generate": Verb(help="""Generate graded "fewest cards" puzzles (C4.3) with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath celsius generate --count 24 --grade 3 --seed 7 --format pdf -o celsius-g3.pdf
      deckmath celsius generate --count 6 --grade 5 --unique --lang fr
      deckmath celsius generate --count 6 --hot-cards 4 --format pdf -o - > four-hot.pdf
      deckmath celsius generate --count 15 --grades 1-5 --seed 3 --format pdf -o climb.pdf
    """, options=(VerbOption("hot-cards", "How many hot cards lie on the table: 2, or 4 as with "
                                          "four players (C4.1).", choices=("2", "4"), default="2",
                             show_default=True),),
        puzzle=_puzzle, epilog=_grading),
    "deck": Verb(cites="C1.4"),
}
"""The core verbs as Celsius declares them (solvers/game.py Verb)."""


@group.command("round")
@click.option("--cold", required=True, help="Cold card value, 0..12.")
@click.option("--hot", required=True, help="Hot values on the table, e.g. 22,40.")
@click.option("--claim", "claims", multiple=True, required=True,
              help='A claim in announcement order: "ana: +1 x2", "ana: +1 x2 = 22" or "bo: pass".')
@click.option("--hand", "hands", multiple=True,
              help='A player\'s hand, "ana: +1 x2 x? ..."; without it only arithmetic is checked.')
@json_option
def round_(cold, hot, claims, hands, as_json) -> None:
    """Settle a round (C6): hot cards are taken once; fewest cards wins, then the higher hot card.
    A player whose claim was hot-card-taken may give one more --claim, later in the list, on a
    hot card no first claim took; second claims are settled after every first claim, in the
    order given (C6.2).

    \b
    Examples:
      deckmath celsius round --cold 10 --hot 22,40 --claim "ana: +1 x2" --claim "bo: pass"
      deckmath celsius round --cold 10 --hot 22,40 --claim "ana: x4" --claim "bo: x4" --claim "bo: +1 x2"
    """
    from deckmath.solvers import celsius

    given: dict = {}
    for text in hands:
        name, cards = celsius.parse_player_hand(text)
        if name in given:
            fail(said("hand_twice", name=repr(name)))
        given[name] = cards
    result = celsius.adjudicate(celsius.parse_cold(cold), celsius.parse_hot(hot),
                                [celsius.parse_claim(c) for c in claims], given)
    emit(result, as_json)
