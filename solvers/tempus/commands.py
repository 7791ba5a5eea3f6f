"""`deckmath tempus ...`: the Professor Tempus commands (rules P1-P6). The core verbs (moves,
check, solve, generate, deck) are the shared driver's (core/commands.py), from the declarations
below, and the whole-game commands are play/'s; this module writes only Tempus's own verb,
`position`. The API is imported inside the commands, so that `deckmath --help` imports no
numba."""
from __future__ import annotations

import sys
from typing import Any

import click

from deckmath.conventions import (
    DeckmathGroup, FiniteFloat, emit, json_option, output_lang, run_batch, seed_option,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Verb, VerbOption, lazy

LONG_SEARCH = 12
"""Moves left beyond which an exact search of 3 to 5 players gets a note on stderr: a whole
3-player round (12 moves) takes half a minute, one of 4 players (16) hours."""


@click.group(name="tempus", cls=DeckmathGroup)
def group() -> None:
    """Professor Tempus: legal moves, checker, exact round solver, whole games (rules P1-P6).

    \b
    A position is a JSON object (a file, or inline when it starts with "{") or one line,
    "PLAYERS | TO_MOVE | HANDS / ... | HOLDERS / ...":
      {"players": 2, "to_move": 1,
       "hands": [["R3", "M7", "J9", "R20"], ["M1", "R25", "M12", "J5"]],
       "holders": [{"owner": 2, "direction": "+", "cards": ["R2", "R5"]}, null, null]}
    Moves: "open + R12", "capture 3 J9", "dump 1 M4", "bury M4" (P3.1-P3.4).
    """


def deck_option(func):
    return click.option("--deck", type=click.Path(dir_okay=False),
                        help="A deck TOML file with the cards' hourglasses (default: reference deck).")(func)


def _check_values(values: Any, batch: bool) -> None:
    """A single check needs the claimed move (P3)."""
    if not batch and values["move"] is None:
        from deckmath.solvers.tempus.words import ERRORS

        raise InputError(ERRORS.said("give.move"))


def _solve(position: Any, values: Any) -> Any:
    """Solve the rest of the round (P4.1), with a note on stderr before a search of hours and
    its depth shown live on a terminal."""
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.words import WORDS

    say = WORDS(output_lang())

    def shown(depth: int, plies: int, nodes: int) -> None:
        click.echo("\r" + say("searched", depth=depth, plies=plies, nodes=nodes), err=True,
                   nl=depth >= plies)

    time_limit = values["time_limit"]
    if time_limit is None and position.players > 2 and position.plies_left > LONG_SEARCH:
        click.echo("deckmath: note: " + say("long_search", left=position.plies_left,
                                            players=position.players), err=True)
    live = sys.stderr.isatty()
    solution = tempus.solve(position, values["deck"], all_moves=values["all_moves"],
                            time_limit=time_limit, progress=shown if live else None)
    if live and solution.depth < position.plies_left:
        click.echo("", err=True)
    return solution


def _solve_batch(source: str, values: Any) -> tuple[int, int]:
    from deckmath.solvers import tempus

    def answer(position: Any) -> Any:
        return tempus.solve(position, values["deck"], all_moves=values["all_moves"],
                            time_limit=values["time_limit"])

    return run_batch(source, tempus.position_from_json,
                     lambda ps: (answer(p).to_json() for p in ps))


def _grading() -> str:
    from deckmath.generators.labels import grading_help

    return grading_help("tempus")


_POSITION = ("position", "batch", "json",
             VerbOption("deck", "A deck TOML file with the cards' hourglasses (default: reference "
                                "deck).", type=click.Path(dir_okay=False)))
"""The options every position verb of Tempus takes, in the order its help lists them."""

VERBS = {
    "moves": Verb(help="""Every legal move of the player to move, once each, in canonical order (P3).

    \b
    Examples:
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus moves --position pos.json
      deckmath tempus position --moves-left 6 --seed 8 --json | deckmath tempus moves --batch - --json
    """, options=_POSITION),
    "check": Verb(help="""Check a claimed move: valid, or the first rule it breaks; exit 1 when invalid.

    \b
    Reasons: round-over (P4.1), not-in-hand, must-bury (P3.4), no-free-holder (P3.1),
    no-such-series, own-series (P3.2/P3.3), wrong-direction, wrong-colour (P3.2),
    cannot-bury (P3.4).
    Examples:
      deckmath tempus position --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus check --position pos.json --move "capture 3 R2"
      echo '{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null],"move":"dump 1 R3"}' | deckmath tempus check --batch - --json
    Batch lines add "move" to a position line.
    """, options=(*_POSITION, VerbOption("move", 'The claimed move, e.g. "capture 3 J9" (P3).',
                                         key="move")),
        read_answer=lazy("deckmath.solvers.tempus.model", "parse_move"),
        check_values=_check_values),
    "solve": Verb(help="""Solve the rest of the round (P3, P4.1, P4.2), hands open: the best move and its value.

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
    """, options=(*_POSITION,
                  VerbOption("all", "Give every legal move with its value.", flag=True,
                             attribute="all_moves"),
                  VerbOption("time-limit", "Stop after about S seconds with the best move found "
                                           "so far (not proven).", metavar="S",
                             type=FiniteFloat(0, 86_400, low_open=True))),
        answer=_solve, batch=_solve_batch),
    "generate": Verb(help="""Generate graded "best move" puzzles (2 players, hands open, P3-P4), with answers, as
    text, Markdown, JSON or PDF.

    \b
    Every puzzle's best move beats every other by at least one hourglass, so --unique keeps
    them all.
    Examples:
      deckmath tempus generate --count 12 --grade 3 --seed 7 --format pdf -o tempus-g3.pdf
      deckmath tempus generate --count 4 --grade 2 --lang fr
      deckmath tempus generate --count 10 --grades 2-4 --seed 3
    """, epilog=_grading),
    "deck": Verb(cites="P1.2"),
}
"""The core verbs as Professor Tempus declares them (solvers/game.py Verb)."""


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
