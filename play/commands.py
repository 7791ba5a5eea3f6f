"""The whole-game commands every game with a play face gets, the same options, output shapes
and exit codes in each: `deal`, `play`, `simulate`, `replay`, and `ladder`
(play/ladder_commands.py), their options play/options.py's. cli.py attaches them to each game's
command group (attach); they reach the game through the registry and its faces only."""
from __future__ import annotations

import os
import sys

import click

from deckmath.conventions import LangCommand, json_option, lang_option, seed_option
from deckmath.play.levels import DEFAULT, levels_of
from deckmath.play.options import (
    bots_help, deck_option, game_options, options_of, players_option, rules_cited,
)
from deckmath.solvers.game import Game

VERBS = ("deal", "play", "simulate", "replay", "ladder")


def attach(group: click.Group, game: Game) -> None:
    """Add the whole-game commands to a game's group, unless the game has no play face."""
    if game.play is None:
        return
    from deckmath.play.ladder_commands import ladder_command

    for make in (_deal, _play, _simulate, _replay, ladder_command):
        command = make(game)
        group.add_command(command)


# -- deal ----------------------------------------------------------------------------------------

def _deal(game: Game) -> click.Command:
    name = game.name

    @click.command("deal", cls=LangCommand,
                   help=f"""Deal the start of a game of {game.title} {rules_cited(game)}: what
    each seat holds and the table, as `play` and game 0 of `simulate` deal it from the same
    seed, and the solver's answer for each position dealt.

    \b
    Examples:
      deckmath {name} deal --seed 7
      deckmath {name} deal --players {game.play_face().players[1]} --seed 7 --json
    """)
    @players_option(game, "Players.")
    @seed_option
    @deck_option
    @game_options(game)
    @json_option
    def deal(players, seed, deck, as_json, **options) -> None:
        from deckmath import conventions
        from deckmath.conventions import emit_json, fresh_seed
        from deckmath.play.log import deck_identity

        face = game.play_face()
        chosen = game.load_deck(deck)
        seed = fresh_seed(seed)
        options = options_of(game, options)
        state = face.start(chosen, players, seed, options, True)
        positions = face.dealt_positions(state) if face.dealt_positions else []
        solved = game.solve_many([p for _, p in positions]) if positions else []
        if as_json:
            emit_json({"game": name, "seed": seed, "players": players,
                       "deck": deck_identity(chosen), "options": options,
                       "events": state.events,
                       "positions": [{"label": label, "position": game.format_position(p),
                                      "solution": s.to_json()}
                                     for (label, p), s in zip(positions, solved)]})
            return
        from deckmath.play.session_words import WORDS

        lang = conventions.output_lang()
        say = WORDS(lang)
        click.echo(say("deal.head", title=game.title, players=say.count(players, "players"),
                       seed=seed))
        for seat in range(1, players + 1):
            click.echo(say("deal.seat", seat=seat, view=face.describe(state.view(seat), lang)))
        labels = face.dealt_positions(state, lang) if positions and face.dealt_positions else []
        for (label, _), solution in zip(labels, solved):
            click.echo(say("deal.solution", label=label, solution=solution.to_text(lang)))

    return deal


# -- simulate ------------------------------------------------------------------------------------

def _simulate(game: Game) -> click.Command:
    from deckmath.play.limits import SIMULATE_GAMES_MAX

    name = game.name
    face = game.play_face()

    @click.command("simulate", cls=LangCommand,
                   help=f"""Play many games of {game.title} between bots {rules_cited(game)}
    and tally them: win rate by bot and by seat (95% Wilson intervals; a first place shared by k players
    credits each 1/k of a win), shared first places, game length and the game's own figures.
    Game n (from 1) is dealt from seed + n - 1, and the bots move one seat a game, so that
    each sits in each seat in turn.

    \b
    Examples:
      deckmath {name} simulate --games 20 --seed 1
      deckmath {name} simulate --games 6 --bots {face.default_bots} --seed 1 --log games.jsonl --json
      deckmath {name} simulate --games 50 --seed 2 --csv games.csv
      deckmath {name} replay games.jsonl
    """)
    @players_option(game, "Players in each game.")
    @click.option("--games", type=click.IntRange(1, SIMULATE_GAMES_MAX), default=100, show_default=True,
                  help="How many games.")
    @click.option("--bots", default=face.default_bots, show_default=True,
                  help=bots_help(game, "every seat"))
    @seed_option
    @deck_option
    @game_options(game)
    @click.option("--log", "log_path", metavar="FILE",
                  help="Write every game's log to FILE, one JSON line a game (for `replay`); "
                       "written whole or not at all.")
    @click.option("--csv", "csv_path", metavar="FILE",
                  help="Write a row a game to FILE as CSV (game, seed, length, each seat's bot, "
                       "score and rank, winners), for a spreadsheet; written whole or not at "
                       "all.")
    @json_option
    def simulate(players, games, bots, seed, deck, log_path, csv_path, as_json, **options
                 ) -> None:
        from deckmath import conventions
        from deckmath.play.input_words import WORDS
        from deckmath.play.seats import parse_bots
        from deckmath.play.simulate import simulate as run
        from deckmath.play.report_words import WORDS as REPORTS
        from deckmath.play.tally import summary_text

        say = WORDS(conventions.output_lang())
        summary_words = REPORTS(say.lang)
        specs = parse_bots(bots, face, players)
        chosen = game.load_deck(deck)
        seed = conventions.fresh_seed(seed)
        options = options_of(game, options)
        for flag, path in (("--log", log_path), ("--csv", csv_path)):
            if path == "-":
                conventions.fail(say("stdout_mix", flag=flag))
            if path is not None:
                conventions.check_output(path)
        if log_path is not None and csv_path is not None and \
                os.path.realpath(log_path) == os.path.realpath(csv_path):
            conventions.fail(say("same_file"))
        result: dict = {}

        def summary(sink=None, rows=None) -> None:
            with conventions.progress_bar(games, summary_words("tally.playing")) as bar:
                result.update(run(game, players, specs, games, seed, chosen, options, sink,
                                  progress=bar.update, rows=rows))

        def with_log(rows=None) -> None:
            if log_path is None:
                summary(rows=rows)
                return

            def write(handle) -> None:
                from deckmath.play.log import encode

                summary(lambda log: handle.write(encode(log)), rows)

            conventions.write_output(log_path, write)

        if csv_path is None:
            with_log()
        else:
            from deckmath.play import rows as game_rows

            def write_rows(handle) -> None:
                with game_rows.writer(handle, players, face.unit) as add:
                    with_log(add)

            conventions.write_output(csv_path, write_rows)
        if as_json:
            conventions.emit_json(result)
        else:
            click.echo(summary_text(result, say.lang))

    return simulate


# -- replay --------------------------------------------------------------------------------------

def _replay(game: Game) -> click.Command:
    name = game.name

    @click.command("replay", cls=LangCommand,
                   help=f"""Check game logs of {game.title} (from `simulate --log` or
    `play --log`, one game a line) against the rules {rules_cited(game)}: each game is dealt again from its seed,
    every action applied again through the rules and every bot's choice derived again, every
    event and the result compared field for field. Exit 0 if every log is what the rules give,
    1 at the first difference (its event number and rule are printed), 2 if the file is not
    a log of {game.title}, 3 if a log marked incomplete (a game left early) is valid up to
    where it was left.

    \b
    Examples:
      deckmath {name} simulate --games 3 --seed 1 --log games.jsonl
      deckmath {name} replay games.jsonl
      deckmath {name} replay --json - < games.jsonl
    """)
    @click.argument("log_file", metavar="FILE")
    @click.option("--deck", type=click.Path(dir_okay=False),
                  help="The deck TOML file the games were played with (default: the reference "
                       "deck).")
    @json_option
    def replay(log_file, deck, as_json) -> None:
        from deckmath import conventions
        from deckmath.play.log import read_logs
        from deckmath.play.replay import replay as check
        from deckmath.play.report_words import WORDS

        say = WORDS(conventions.output_lang())
        reports = 0
        invalid = incomplete = 0
        for line, log in read_logs(log_file, name):
            report = check(game.play_face(), name, game.load_deck, log, line, deck)
            reports += 1
            invalid += report.verdict == "invalid"
            incomplete += report.verdict == "incomplete"
            if as_json:
                conventions.emit_json(report.to_json())
            else:
                click.echo(report.to_text(say.lang))
        if not reports:
            conventions.fail(say("replay.none", path=log_file))
        if not as_json and reports > 1:
            said = [say(f"replay.logs.{what}.{'one' if count == 1 else 'many'}", n=count)
                    for count, what in ((invalid, "invalid"), (incomplete, "incomplete")) if count]
            click.echo(say("replay.logs", reports=reports,
                           said=", ".join(said) or say("replay.logs.valid")))
        sys.exit(conventions.EXIT_INVALID if invalid
                 else conventions.EXIT_INCOMPLETE if incomplete else 0)

    return replay


# -- play ----------------------------------------------------------------------------------------

def _play(game: Game) -> click.Command:
    name = game.name
    face = game.play_face()

    @click.command("play", cls=LangCommand,
                   help=f"""Play a game of {game.title} at the terminal against bots
    {rules_cited(game)}.
    Type your action in the game's notation when your seat is to move, `help` for how to write
    one, `moves` for the legal ones, `quit` to stop; an action the rules refuse is explained
    with its rule and typed again. `quit`, end of input or Ctrl-C keep the log so far, marked
    incomplete.

    \b
    Examples:
      printf 'help\\nmoves\\nquit\\n' | deckmath {name} play --seed 7
      printf 'quit\\n' | deckmath {name} play --seat 2 --seed 7 --log game.jsonl
      printf 'quit\\n' | deckmath {name} play --level easy --seed 7

    To play, run `deckmath {name} play --seed 7` and type your actions.
    """)
    @players_option(game, "Players, you included.")
    @click.option("--seat", type=click.IntRange(1, game.play_face().players[1]), default=1,
                  show_default=True, help="Your seat (from 1).")
    @click.option("--level", metavar="LEVEL",
                  help="How strong the bots are: " + "; ".join(
                      f"{level} ({spec})" for level, spec in levels_of(face).items()) +
                       f"; or N search iterations a decision (ismcts:N); default {DEFAULT}, "
                       "unless --bots names them. docs/strength measures them.")
    @click.option("--bots", default=None,
                  help=bots_help(game, "every other seat") + " Instead of --level.")
    @seed_option
    @deck_option
    @game_options(game)
    @click.option("--log", "log_path", metavar="FILE",
                  help="Write the game's log to FILE at the end, or when you leave (for "
                       "`replay`).")
    @lang_option
    def play(players, seat, level, bots, seed, deck, log_path, lang, **options) -> None:
        from deckmath import conventions
        from deckmath.play.levels import seated
        from deckmath.play.log import write_logs
        from deckmath.play.input_words import WORDS
        from deckmath.play.session import Session, terminal_ask

        say = WORDS(lang)
        seats = seated(face, players, seat, level, bots)
        chosen = game.load_deck(deck)
        if log_path == "-":
            conventions.fail(say("log_stdout"))
        if log_path is not None:
            conventions.check_output(log_path)
        session = Session(face, name, game.title, chosen, conventions.fresh_seed(seed), seats,
                          options_of(game, options), terminal_ask, click.echo, lang)

        def save() -> None:
            if log_path is not None:
                write_logs(log_path, [session.log()])

        with conventions.on_interrupt(save):
            try:
                session.run()
            finally:
                save()

    return play


