"""`deckmath celsius ...`: the Celsius commands (rules C1-C7). Thin: parse options, call the
public API (deckmath.solvers.celsius), print; the conventions are conventions.py's. The API is imported
inside the commands, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import sys

import click

from deckmath.conventions import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, batch_alone, deck_command, emit, fail,
    generate_options, json_option, output_lang, run_chunks, run_generate,
)
from deckmath.generators.labels import grading_help


@click.group(name="celsius", cls=DeckmathGroup)
def group() -> None:
    """Celsius: reach a hot card from the cold card with the fewest operator cards (rules C1-C7)."""


_POSITION_OPTIONS = [
    click.option("--cold", help="Cold card value, 0..12 (C1.1)."),
    click.option("--hot", help="Hot values on the table, e.g. 22,40 (C4.1)."),
    click.option("--hand", help='Operator cards, e.g. "+1 x2 x? -3 /2 +5 x4" (C2.3).'),
    click.option("--batch", metavar="FILE",
                 help="JSON Lines input, one position per line ('-' for stdin); JSON Lines out."),
    click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text."),
]


def position_options(func):
    for option in reversed(_POSITION_OPTIONS):
        func = option(func)
    return func


def said(key: str, /, **facts: object) -> str:
    """A refusal of the command line's options, in the language it prints in."""
    from deckmath.solvers.celsius.words import ERRORS

    return ERRORS.said(key, **facts).text(output_lang())


def _position(cold, hot, hand):
    from deckmath.solvers import celsius

    if cold is None or hot is None or hand is None:
        fail(said("cli.position", cold="--cold", hot="--hot", hand="--hand", batch="--batch"))
    return celsius.position(cold, hot, hand)


@group.command("solve")
@position_options
def solve(cold, hot, hand, batch, as_json) -> None:
    """Find the fewest cards reaching a hot value (C4.3-C4.5), and the shortest play per hot value.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      echo '{"cold": 10, "hot": [22, 40], "hand": ["+1", "x2", "x?"]}' | deckmath celsius solve --batch -
    Batch lines (a file, or - for stdin) read {"cold": 10, "hot": [22, 40], "hand": [...]};
    each gets one JSON line back, in order; blank lines are skipped.
    """
    from deckmath.solvers import celsius

    batch_alone(batch, cold=cold, hot=hot, hand=hand)
    if batch:
        from deckmath.solvers.celsius import batch as lines

        bad, _ = run_chunks(batch, lines.solve_lines)
        sys.exit(EXIT_USAGE if bad else 0)
    solution = celsius.solve(_position(cold, hot, hand))
    emit(solution, as_json)


@group.command("check")
@position_options
@click.option("--play", help='The claimed play in order, e.g. "+1 x2", "+1 x?=2" (C2.2) or, naming '
                             'the hot value reached, "+1 x2 = 22".')
@click.option("--target", help="The hot value the player claims to reach (optional).")
def check(cold, hot, hand, batch, as_json, play, target) -> None:
    """Check a claimed play (C5): valid or the first reason it fails; exit 1 when invalid.

    \b
    Examples:
      deckmath celsius check --cold 10 --hot 22,40 --hand "+1 x2 x? -3" --play "+1 x2" --target 22
      deckmath celsius check --cold 10 --hot 22,40 --hand "+1 x2 x? -3" --play "+1 x2 = 22"
      echo '{"cold": 10, "hot": [22, 40], "hand": "+1 x2", "play": "+1 x2"}' | deckmath celsius check --batch -
    Batch lines add "play" (list or string) and optional "target" to a solve line.
    """
    from deckmath.solvers import celsius

    batch_alone(batch, cold=cold, hot=hot, hand=hand, play=play, target=target)
    if batch:
        from deckmath.solvers.celsius import batch as lines

        bad, _, invalid = run_chunks(batch, lines.check_lines, counts=3)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    if play is None:
        fail(said("cli.play", play="--play"))
    pos = _position(cold, hot, hand)
    verdict = celsius.check(pos, *celsius.parse_claimed_play(play, target))
    emit(verdict, as_json)
    sys.exit(0 if verdict.valid else EXIT_INVALID)


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


deck_command(group, "celsius", "C1.4")


@group.command("generate", epilog=grading_help("celsius"))
@generate_options
@click.option("--hot-cards", type=click.Choice(["2", "4"]), default="2", show_default=True,
              help="How many hot cards lie on the table: 2, or 4 as with four players (C4.1).")
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals,
             hot_cards,
             per_page, key, header) -> None:
    """Generate graded "fewest cards" puzzles (C4.3) with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath celsius generate --count 24 --grade 3 --seed 7 --format pdf -o celsius-g3.pdf
      deckmath celsius generate --count 6 --grade 5 --unique --lang fr
      deckmath celsius generate --count 6 --hot-cards 4 --format pdf -o - > four-hot.pdf
      deckmath celsius generate --count 15 --grades 1-5 --seed 3 --format pdf -o climb.pdf
    """
    from deckmath.solvers import celsius

    chosen = celsius.load_deck(deck)
    options = {"hot_cards": int(hot_cards), "paper": paper, "lang": lang}
    run_generate(celsius.GAME.puzzle_kinds["fewest"](chosen, int(hot_cards)), chosen.name,
                 options, count, grade, seed, unique, fmt, output, paper, lang, max_deals,
                 per_page, key, header)
