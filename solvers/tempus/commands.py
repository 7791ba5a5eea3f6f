"""`deckmath tempus ...`: the Professor Tempus commands (rules P1-P5). Thin: parse options, call
the public API (deckmath.solvers.tempus), print; the conventions are cli.py's. The API is
imported inside the commands, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import json
import sys

import click

from deckmath.cli import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, batch_alone, deck_command, emit, emit_json, fail,
    generate_options, json_option, run_batch, run_generate, seed_option,
)
from deckmath.solvers.notation import field

LONG_SEARCH = 12
"""Moves left beyond which an exact search of 3 to 5 players gets a note on stderr: a whole
3-player round (12 moves) takes half a minute, one of 4 players (16) hours."""


@click.group(name="tempus", cls=DeckmathGroup)
def group() -> None:
    """Professor Tempus: legal moves, checker, exact round solver, whole games (rules P1-P5).

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
    """The --position given: a file, stdin or inline JSON; one clear line when it is bad."""
    from deckmath.solvers import tempus

    if source is None:
        fail("give --position FILE (or --batch FILE)")
    text = source
    if not source.lstrip().startswith("{"):
        try:
            text = sys.stdin.read() if source == "-" else open(source, encoding="utf-8").read()
        except OSError as err:
            fail(f"cannot read position file {source}: {err.strerror}")
        except UnicodeDecodeError:
            fail(f"position file {source} is not UTF-8 text")
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as err:
        fail(f"position is not JSON: {err.msg} at line {err.lineno} column {err.colno}")
    except ValueError as err:
        fail(f"position is not usable JSON: {str(err).split(';')[0]}")
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
      deckmath tempus deal --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus moves --position pos.json
      deckmath tempus deal --moves-left 6 --seed 8 --json | deckmath tempus moves --batch - --json
    """
    from deckmath.solvers import tempus

    tempus.load_deck(deck)
    batch_alone(batch, position=position_source)
    if batch:
        bad, _ = run_batch(batch, tempus.position_from_json,
                           lambda ps: (_moves_json(p) for p in ps))
        sys.exit(EXIT_USAGE if bad else 0)
    position = read_position(position_source)
    found = tempus.legal_moves(position)
    if as_json:
        emit_json(_moves_json(position))
        return
    if not found:
        click.echo("the round is over: every player holds 2 cards (P4.1)")
        return
    click.echo(f"player {position.to_move} to move, {len(found)} legal moves:")
    for move in found:
        click.echo(str(move))


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
      deckmath tempus deal --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus check --position pos.json --move "capture 3 R2"
      echo '{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null],"move":"dump 1 R3"}' | deckmath tempus check --batch - --json
    Batch lines add "move" to a position line.
    """
    from deckmath.solvers import tempus

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
        fail('give --move, e.g. --move "capture 3 J9"')
    position = read_position(position_source)
    verdict = tempus.check(position, tempus.parse_move(move))
    emit(verdict, as_json)
    sys.exit(0 if verdict.valid else EXIT_INVALID)


@group.command("solve")
@position_options
@click.option("--all", "all_moves", is_flag=True, help="Give every legal move with its value.")
@click.option("--time-limit", type=click.FloatRange(0, 86_400, min_open=True), metavar="S",
              help="Stop after about S seconds with the best move found so far (not proven).")
def solve(position_source, batch, as_json, deck, all_moves, time_limit) -> None:
    """Solve the rest of the round (P3, P4.1, P4.2), hands open: the best move and its value.

    \b
    2 players: value = hourglasses in front of the player to move minus those in front of
    the opponent when the round ends, both playing perfectly. 3-5 players: hourglasses in
    front of the player to move, against opponents who minimise them (paranoid).
    Examples:
      deckmath tempus deal --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus solve --position pos.json
      deckmath tempus solve --position pos.json --all --json
      deckmath tempus deal --players 3 --seed 7 --json | deckmath tempus solve --position - --time-limit 1
      echo '{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null]}' | deckmath tempus solve --batch - --json
    """
    from deckmath.solvers import tempus

    chosen = tempus.load_deck(deck)

    def answer(position):
        return tempus.solve(position, chosen, all_moves=all_moves, time_limit=time_limit)

    def shown(depth: int, plies: int, nodes: int) -> None:
        click.echo(f"\rsearched {depth} of {plies} moves deep, {nodes} nodes", err=True,
                   nl=depth >= plies)

    batch_alone(batch, position=position_source)
    if batch:
        bad, _ = run_batch(batch, tempus.position_from_json,
                           lambda ps: (answer(p).to_json() for p in ps))
        sys.exit(EXIT_USAGE if bad else 0)
    position = read_position(position_source)
    if time_limit is None and position.players > 2 and position.plies_left > LONG_SEARCH:
        click.echo(f"deckmath: note: an exact search of {position.plies_left} moves for "
                   f"{position.players} players can take hours; Ctrl-C stops it, --time-limit S "
                   "bounds it", err=True)
    live = sys.stderr.isatty()
    solution = tempus.solve(position, chosen, all_moves=all_moves, time_limit=time_limit,
                            progress=shown if live else None)
    if live and solution.depth < position.plies_left:
        click.echo("", err=True)
    emit(solution, as_json)


@group.command("deal")
@click.option("--players", type=click.IntRange(2, 5), default=2, show_default=True)
@click.option("--moves-left", type=click.IntRange(0, 20), metavar="N",
              help="Play random legal moves until N moves are left in the round (default: none "
                   "played, a fresh deal).")
@seed_option
@deck_option
@json_option
def deal(players, moves_left, seed, deck, as_json) -> None:
    """Deal a round from the 63 cards (P2.1), optionally played at random until N moves are
    left; --json prints it as a position file (with its seed) that the other commands read.

    \b
    Examples:
      deckmath tempus deal --seed 7
      deckmath tempus deal --moves-left 6 --seed 7 --json > pos.json
      deckmath tempus deal --moves-left 6 --seed 7 --json | deckmath tempus solve --position -
    """
    import random

    from deckmath.cli import fresh_seed
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.deck import Dealt

    chosen = tempus.load_deck(deck)
    seed = fresh_seed(seed)
    rng = random.Random(seed)
    if moves_left is None:
        position = tempus.deal_round(rng, players)
    else:
        position = tempus.random_position(chosen, rng, players, moves_left)
    emit(Dealt(seed, position, chosen), as_json)


deck_command(group, "tempus", "P1.2")


def _bots(text: str, players: int) -> list[str]:
    from deckmath.solvers.tempus.bots import parse_bots

    bots = parse_bots(text)
    if len(bots) > players:
        fail(f"--bots names {len(bots)} bots for {players} players")
    return bots


@group.command("simulate")
@click.option("--players", type=click.IntRange(2, 5), default=2, show_default=True)
@click.option("--games", type=click.IntRange(1, 10_000_000), default=1000, show_default=True)
@click.option("--bots", "bot_names", default="solver,greedy", show_default=True,
              help="Bots, comma-separated (random, greedy, solver); they rotate over the seats.")
@seed_option
@deck_option
@json_option
def simulate(players, games, bot_names, seed, deck, as_json) -> None:
    """Play many whole games between bots (P1-P5): win rates by bot and seat, 95% intervals.

    \b
    Seats rotate game by game; game g is played with seed S + g (replay one alone with
    `deckmath tempus play --seed`). Progress goes to stderr.
    Examples:
      deckmath tempus simulate --players 3 --games 30 --bots solver,greedy,random --seed 1
      deckmath tempus simulate --games 200 --bots greedy,random --seed 7 --json
    """
    from deckmath.cli import fresh_seed, progress_bar
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.simulate import simulate as run

    chosen = tempus.load_deck(deck)
    bots = _bots(bot_names, players)
    seed = fresh_seed(seed)
    with progress_bar(games, "playing") as bar:
        result = run(chosen, players, bots, games, seed,
                     progress=lambda done: bar.update(done - bar.pos))
    emit(result, as_json)


@group.command("play")
@click.option("--players", type=click.IntRange(2, 5), default=2, show_default=True)
@click.option("--bots", "bot_names", default="solver,greedy", show_default=True,
              help="Bot of each seat, comma-separated, repeated to fill the seats.")
@seed_option
@deck_option
@click.option("--log", "log_file", type=click.Path(dir_okay=False),
              help="Write the game's JSON log here (deckmath tempus replay reads it).")
@json_option
def play(players, bot_names, seed, deck, log_file, as_json) -> None:
    """Play one whole game between bots (P1-P5, 5 players: P5.3) and print the result.

    \b
    Example:
      deckmath tempus play --players 3 --bots solver,greedy,random --seed 4 --log game.json
    """
    from deckmath.cli import check_output, fresh_seed, write_output
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.bots import make_bot
    from deckmath.solvers.tempus.engine import play as run

    chosen = tempus.load_deck(deck)
    bots = _bots(bot_names, players)
    if log_file:
        check_output(log_file)
    seats = [bots[s % len(bots)] for s in range(players)]
    result = run(chosen, players, seats, fresh_seed(seed), make_bot)
    if log_file:
        text = json.dumps(result.log, indent=1) + "\n"
        write_output(log_file, lambda handle: handle.write(text.encode("utf-8")))
    emit(result, as_json)


@group.command("replay")
@click.argument("log_file", metavar="FILE")
@deck_option
@json_option
def replay(log_file, deck, as_json) -> None:
    """Replay a game log: every move re-checked by the rules (P3), the result recomputed (P5);
    exit 1 when a move is illegal or the log disagrees with the game.

    \b
    With --deck, the log must have been played with that deck.
    Examples:
      deckmath tempus play --players 3 --bots greedy,random --seed 4 --log game.json
      deckmath tempus replay game.json
    """
    from deckmath.solvers import tempus
    from deckmath.solvers.tempus.engine import Replay, replay as run

    try:
        with open(log_file, encoding="utf-8") as handle:
            log = json.load(handle)
    except OSError as err:
        fail(f"cannot read log {log_file}: {err.strerror}")
    except (UnicodeDecodeError, ValueError) as err:
        fail(f"log {log_file} is not JSON: {str(err).splitlines()[0][:80]}")
    result = run(log)
    if deck is not None and result.valid:
        wanted = tempus.load_deck(deck)
        recorded = log["deck"]["hourglasses"]
        if any(recorded.get(str(c)) != wanted.of(c) for c in tempus.ALL_CARDS):
            result = Replay(result.moves, False, f"the log was not played with deck {deck}",
                            result.hourglasses)
    emit(result, as_json)
    sys.exit(0 if result.valid else EXIT_INVALID)


@group.command("generate")
@generate_options
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals) -> None:
    """Generate graded "best move" puzzles (2 players, hands open, P3-P4), with answers, as
    text, Markdown, JSON or PDF.

    \b
    Every puzzle's best move beats every other by at least one hourglass, so --unique keeps
    them all.
    Examples:
      deckmath tempus generate --count 12 --grade 3 --seed 7 --format pdf -o tempus-g3.pdf
      deckmath tempus generate --count 4 --grade 2 --lang fr
    """
    from deckmath.solvers import tempus

    chosen = tempus.load_deck(deck)
    run_generate(tempus.GAME.puzzle_kinds["best"](chosen), chosen.name, {"paper": paper, "lang": lang},
                 count, grade, seed, unique, fmt, output, paper, lang, max_deals)

