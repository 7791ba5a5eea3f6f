"""`deckmath GAME ladder`, the same command for every game with a play face: a round
robin between bots on Dask, Bradley-Terry ratings with 95% intervals, the win-rate matrix and
skill against luck (play/ladder.py). play/commands.py attaches it beside simulate."""
from __future__ import annotations

import os

import click

from deckmath.conventions import LangCommand, json_option, seed_option
from deckmath.solvers.game import Game, PlayFace

WORKERS_MAX = 256


def default_bots(face: PlayFace) -> str:
    """Every kind of bot the game offers, in its order (weakest first), `random` first (the
    ladder's anchor), a kind that takes a number at its smallest."""
    kinds = sorted(face.bots.values(), key=lambda kind: kind.name != "random")
    return ",".join(kind.name if kind.arg_range is None else f"{kind.name}:{kind.arg_range[0]}"
                    for kind in kinds)


def _quick_bots(face: PlayFace) -> str:
    """Two cheap bots for the help's examples (the first two of the default list)."""
    return ",".join(default_bots(face).split(",")[:2])


def ladder_command(game: Game) -> click.Command:
    from deckmath.play.options import deck_option, game_options, options_of, rules_cited
    from deckmath.play.limits import LADDER_CHUNK, LADDER_GAMES_MAX, default_players
    from deckmath.play.seats import kinds_phrase

    name = game.name
    face = game.play_face()
    low, high = face.players
    quick = _quick_bots(face)
    alone = ("" if default_players(face) == 2 else
             f" ({game.title} is played by {default_players(face)}: a pair seats one bot "
             f"alone against {default_players(face) - 1} of the other, each in turn)")

    @click.command("ladder", cls=LangCommand,
                   help=f"""Rate bots of {game.title} against each other
    {rules_cited(game)}: every two bots play --games games (the same deals for every pair, seats
    turned so that each bot holds each seat equally often){alone}, and a Bradley-Terry fit
    gives ratings on the Elo scale, the first bot listed at 0, with 95% intervals by bootstrap
    over games. Then the win rate of every bot against every other (95% Wilson intervals; a
    first place shared by k credits 1/k of a win), and skill against luck: the strongest bot
    against random, against itself (what a seat is worth between equals), and the share of
    games the better bot wins at each step of the ladder. The games run on Dask: a
    LocalCluster on this machine's cores, or --scheduler; --workers 0 plays them in this
    process. Progress goes to stderr.

    \b
    Examples:
      deckmath {name} ladder --bots {quick} --games 20 --seed 1 --workers 0
      deckmath {name} ladder --bots {quick} --games 10 --seed 1 --workers 0 --json
      deckmath {name} ladder --bots {quick} --games 10 --seed 1 --workers 0 --plot ladder.png
    """)
    @click.option("--bots", default=default_bots(face), show_default=True,
                  help=f"Two or more distinct bots separated by commas, the anchor (rating 0) "
                       f"first: {kinds_phrase(face)}.")
    @click.option("--games", type=click.IntRange(1, LADDER_GAMES_MAX), default=200, show_default=True,
                  help="Games of every pair (and of the strongest bot against itself).")
    @click.option("--players", type=click.IntRange(low, high), default=default_players(face),
                  show_default=True, help="Players at the table.")
    @seed_option
    @deck_option
    @game_options(game)
    @click.option("--scheduler", metavar="ADDRESS",
                  help="A running Dask scheduler, e.g. tcp://host:8786 (default: "
                       "DASK_SCHEDULER_ADDRESS, else a LocalCluster).")
    @click.option("--workers", metavar="N",
                  help="Worker processes of the LocalCluster (default: one per core); 0 plays "
                       "every game in this process.")
    @click.option("--chunk-size", type=click.IntRange(1, LADDER_GAMES_MAX),
                  help=f"Games of one pair in a task (default: a quarter of --games, 10 to "
                       f"{LADDER_CHUNK}); the results do not depend on it.")
    @click.option("--pairs", metavar="A/B,...",
                  help="Play only these pairs of the bots of --bots (each written as --bots "
                       "writes it), e.g. random/greedy,greedy/planner; default every two.")
    @click.option("--mirror/--no-mirror", default=True, show_default=True,
                  help="Whether the strongest bot then plays --games games against itself "
                       "(what a seat is worth between equals).")
    @click.option("--plot", "plot_path", metavar="FILE",
                  help="Draw the ratings with their intervals into FILE, in the format its "
                       "suffix names: .png, .svg or .pdf (written whole or not at all).")
    @json_option
    def ladder(bots, games, players, seed, deck, scheduler, workers, chunk_size, pairs, mirror,
               plot_path, as_json, **options) -> None:
        from deckmath import conventions
        from deckmath.census.commands import InFlags
        from deckmath.play import ladder as rounds
        from deckmath.play.input_words import WORDS
        from deckmath.solvers.errors import InputError

        say = WORDS(conventions.output_lang())
        size = _workers(workers, scheduler)
        if plot_path == "-":
            conventions.fail(say("plot_stdout"))
        plot_format = None
        if plot_path is not None:
            from deckmath.census.plots import FORMATS

            conventions.check_output(plot_path)
            plot_format = FORMATS.get(os.path.splitext(plot_path)[1].lower())
            if plot_format is None:
                conventions.fail(say("plot_suffix", path=plot_path))
        chosen = game.load_deck(deck)
        made = rounds.plan(game, bots, games, conventions.fresh_seed(seed), chosen,
                           options_of(game, options), players, chunk_size, pairs=pairs,
                           mirror=mirror)
        try:
            data = rounds.run(made, workers=size, scheduler=scheduler, progress=_Printer())
        except InputError as err:
            raise InputError(InFlags(err, {"scheduler": "--scheduler",
                                           "workers": "--workers"})) from None
        if plot_path is not None:
            picture = rounds.figure(data, plot_format or "png", say.lang)
            conventions.write_output(plot_path, lambda handle: handle.write(picture))
        if as_json:
            conventions.emit_json(data)
        else:
            click.echo(rounds.text(data, conventions.output_lang()))

    return ladder


class _Printer:
    """The census's progress lines (census/commands.Printer), the dashboard's link said once
    for the ladder's two jobs on one cluster."""

    def __init__(self) -> None:
        from deckmath.census.commands import Printer

        self.inner = Printer()
        self.dashboard_said = False

    def start(self, job, todo, already, chunks, where, dashboard) -> None:
        if self.dashboard_said:
            dashboard = None
        self.dashboard_said = self.dashboard_said or dashboard is not None
        self.inner.start(job, todo, already, chunks, where, dashboard)

    def chunk_done(self, units: int) -> None:
        self.inner.chunk_done(units)

    def finish(self) -> None:
        self.inner.finish()


def _workers(text: str | None, scheduler: str | None) -> int | None:
    """--workers N: 0 (this process) to WORKERS_MAX, not with --scheduler."""
    from deckmath import conventions
    from deckmath.play.input_words import WORDS
    from deckmath.solvers.notation import parse_int

    if text is None:
        return None
    say = WORDS(conventions.output_lang())
    if scheduler:
        conventions.fail(say("workers_scheduler"))
    size = parse_int(text, "--workers")
    if not 0 <= size <= WORKERS_MAX:
        conventions.fail(say("workers_range", size=size, most=WORKERS_MAX))
    return size
