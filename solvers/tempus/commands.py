"""`deckmath tempus ...`: the Professor Tempus commands (rules P1-P6). Thin: parse options, call
the public API (deckmath.solvers.tempus), print; the conventions are conventions.py's. The API is
imported inside the commands, so that `deckmath --help` imports no numba. The whole-game
commands (deal, play, simulate, replay) are the shared ones (play/commands.py), over the
game's play face (face.py)."""
from __future__ import annotations

import sys

import click

from deckmath.conventions import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, FiniteFloat, batch_alone, deck_command, emit,
    emit_json, generate_options, json_option, output_lang, run_batch, run_generate, seed_option,
)
from deckmath.generators.labels import grading_help
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field

LONG_SEARCH = 12
"""Moves left beyond which an exact search of 3 to 5 players gets a note on stderr: a whole
3-player round (12 moves) takes half a minute, one of 4 players (16) hours."""


@click.group(name="tempus", cls=DeckmathGroup)
def group() -> None:
    """Professor Tempus: legal moves, checker, exact round solver, whole games (rules P1-P6).

    \b
    A position is a JSON object (a file, or inline when it starts with "{"):
      {"players": 2, "to_move": 1,
       "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]],
       "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5"]}, null, null]}
    Moves: "open + R12", "capture 3 J9", "dump 1 M4", "bury M4" (P3.1-P3.4).
    """


def deck_option(func):
    return click.option("--deck", type=click.Path(dir_okay=False),
                        help="A deck TOML file with the cards' hourglasses (default: reference deck).")(func)


_POSITION_OPTIONS = [
    click.option("--position", "position_source", metavar="FILE|JSON",
                 help="The position: a JSON file ('-' for stdin), or the JSON itself."),
    click.option("--batch", metavar="FILE",
                 help="JSON Lines input, one position per line ('-' for stdin); JSON Lines out."),
    json_option,
    deck_option,
]


def position_options(func):
    for option in reversed(_POSITION_OPTIONS):
        func = option(func)
    return func


def read_position(source: str | None):
    """The --position given: a file, stdin (`-`) or inline JSON, read by orjson (no recursion
    error on deeply nested input) and at most conventions.LINE_MAX bytes; one clear line when bad."""
    import orjson

    from deckmath.conventions import LINE_MAX
    from deckmath.solvers import tempus
    from deckmath.solvers.shared_words import json_reason
    from deckmath.solvers.tempus.words import ERRORS, os_reason

    if source is None:
        raise InputError(ERRORS.said("give.position"))
    if source.lstrip().startswith("{"):
        data = source.encode("utf-8", "replace")
    else:
        try:
            if source == "-":
                data = sys.stdin.buffer.read(LINE_MAX + 1)
            else:
                with open(source, "rb") as handle:
                    data = handle.read(LINE_MAX + 1)
        except OSError as err:
            raise InputError(ERRORS.said("file.unreadable", source=source,
                                         why=os_reason(err))) from None
        if len(data) > LINE_MAX:
            raise InputError(ERRORS.said("file.too_large", source=source, mb=LINE_MAX // 2**20))
    try:
        obj = orjson.loads(data)
    except orjson.JSONDecodeError as err:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(ERRORS.said("file.not_utf8", source=source)) from None
        raise InputError(ERRORS.said("file.not_json", what=json_reason(err),
                                     line=err.lineno, column=err.colno)) from None
    return tempus.position_from_json(obj)


def _moves_json(position) -> dict:
    from deckmath.solvers import tempus

    return {"moves": [str(m) for m in tempus.legal_moves(position)]}


@group.command("moves")
@position_options
def moves(position_source, batch, as_json, deck) -> None:
    """Every legal move of the player to move, once each, in canonical order (P3).

    \b
    Examples:
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus moves --position pos.json
      deckmath tempus position --moves-left 6 --seed 8 --json | deckmath tempus moves --batch - --json
    """
    from deckmath.solvers import tempus

    tempus.load_deck(deck)
    batch_alone(batch, position=position_source)
    if batch:
        bad, _ = run_batch(batch, tempus.position_from_json,
                           lambda ps: (_moves_json(p) for p in ps))
        sys.exit(EXIT_USAGE if bad else 0)
    position = read_position(position_source)
    if as_json:
        emit_json(_moves_json(position))
        return
    from deckmath.solvers.tempus.moves import LegalMoves

    emit(LegalMoves.of(position), False)


@group.command("check")
@position_options
@click.option("--move", help='The claimed move, e.g. "capture 3 J9" (P3).')
def check(position_source, batch, as_json, deck, move) -> None:
    """Check a claimed move: valid, or the first rule it breaks; exit 1 when invalid.

    \b
    Reasons: round-over (P4.1), not-in-hand, must-bury (P3.4), no-free-holder (P3.1),
    no-such-series, own-series (P3.2/P3.3), wrong-direction, wrong-colour (P3.2),
    cannot-bury (P3.4).
    Examples:
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus check --position pos.json --move "capture 3 R2"
      echo '{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null],"move":"dump 1 R3"}' | deckmath tempus check --batch - --json
    Batch lines add "move" to a position line.
    """
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.words import ERRORS

    tempus.load_deck(deck)
    batch_alone(batch, position=position_source, move=move)
    if batch:
        invalid = 0

        def parse(obj: dict):
            return tempus.position_from_json(obj), tempus.parse_move(field(obj, "move"))

        def answer(items):
            nonlocal invalid
            for position, claimed in items:
                verdict = tempus.check(position, claimed)
                invalid += not verdict.valid
                yield verdict.to_json()

        bad, _ = run_batch(batch, parse, answer)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    if move is None:
        raise InputError(ERRORS.said("give.move"))
    position = read_position(position_source)
    verdict = tempus.check(position, tempus.parse_move(move))
    emit(verdict, as_json)
    sys.exit(0 if verdict.valid else EXIT_INVALID)


@group.command("solve")
@position_options
@click.option("--all", "all_moves", is_flag=True, help="Give every legal move with its value.")
@click.option("--time-limit", type=FiniteFloat(0, 86_400, low_open=True), metavar="S",
              help="Stop after about S seconds with the best move found so far (not proven).")
def solve(position_source, batch, as_json, deck, all_moves, time_limit) -> None:
    """Solve the rest of the round (P3, P4.1, P4.2), hands open: the best move and its value.

    \b
    2 players: value = hourglasses in front of the player to move minus those in front of
    the opponent when the round ends, both playing perfectly. 3-5 players: hourglasses in
    front of the player to move, against opponents who minimise them (paranoid).
    Examples:
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus solve --position pos.json
      deckmath tempus solve --position pos.json --all --json
      deckmath tempus position --players 3 --seed 7 --json | deckmath tempus solve --position - --time-limit 1
      echo '{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null]}' | deckmath tempus solve --batch - --json
    """
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.words import WORDS

    chosen = tempus.load_deck(deck)
    say = WORDS(output_lang())

    def answer(position):
        return tempus.solve(position, chosen, all_moves=all_moves, time_limit=time_limit)

    def shown(depth: int, plies: int, nodes: int) -> None:
        click.echo("\r" + say("searched", depth=depth, plies=plies, nodes=nodes), err=True,
                   nl=depth >= plies)

    batch_alone(batch, position=position_source)
    if batch:
        bad, _ = run_batch(batch, tempus.position_from_json,
                           lambda ps: (answer(p).to_json() for p in ps))
        sys.exit(EXIT_USAGE if bad else 0)
    position = read_position(position_source)
    if time_limit is None and position.players > 2 and position.plies_left > LONG_SEARCH:
        click.echo("deckmath: note: " + say("long_search", left=position.plies_left,
                                            players=position.players), err=True)
    live = sys.stderr.isatty()
    solution = tempus.solve(position, chosen, all_moves=all_moves, time_limit=time_limit,
                            progress=shown if live else None)
    if live and solution.depth < position.plies_left:
        click.echo("", err=True)
    emit(solution, as_json)


@group.command("position")
@click.option("--players", type=click.IntRange(2, 5), default=2, show_default=True)
@click.option("--moves-left", type=click.IntRange(0, 20), metavar="N",
              help="Play random legal moves until N moves are left in the round (default: none "
                   "played, a fresh deal).")
@seed_option
@deck_option
@json_option
def position(players, moves_left, seed, deck, as_json) -> None:
    """A position to study: a round dealt from the 63 cards (P2.1, P6.1), optionally played
    at random until N moves are left (P4.1); --json prints it as a position file (with its
    seed) that moves, check and solve read.

    \b
    Without --moves-left it is the first round of the game that `deal`, `play` and `simulate`
    deal from the same seed, hands open.
    Examples:
      deckmath tempus position --seed 7
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus position --moves-left 6 --seed 7 --json | deckmath tempus solve --position -
    """
    import random

    from deckmath.conventions import fresh_seed
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.deck import Dealt

    chosen = tempus.load_deck(deck)
    seed = fresh_seed(seed)
    rng = random.Random(seed)
    if moves_left is None:
        found = tempus.deal_round(rng, players)
    else:
        found = tempus.random_position(chosen, rng, players, moves_left)
    emit(Dealt(seed, found, chosen), as_json)


deck_command(group, "tempus", "P1.2")


@group.command("generate", epilog=grading_help("tempus"))
@generate_options
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals,
             per_page, key, header) -> None:
    """Generate graded "best move" puzzles (2 players, hands open, P3-P4), with answers, as
    text, Markdown, JSON or PDF.

    \b
    Every puzzle's best move beats every other by at least one hourglass, so --unique keeps
    them all.
    Examples:
      deckmath tempus generate --count 12 --grade 3 --seed 7 --format pdf -o tempus-g3.pdf
      deckmath tempus generate --count 4 --grade 2 --lang fr
      deckmath tempus generate --count 10 --grades 2-4 --seed 3
    """
    from deckmath.solvers import tempus

    chosen = tempus.load_deck(deck)
    run_generate(tempus.GAME.puzzle_kinds["best"](chosen), chosen.name, {"paper": paper, "lang": lang},
                 count, grade, seed, unique, fmt, output, paper, lang, max_deals,
                 per_page, key, header)

