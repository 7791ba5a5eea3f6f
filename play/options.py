"""The options every whole-game command shares (deal, play, simulate, replay, ladder), made from
a game's play face: players, the game's own options, a deck file, the bots, and the rules a
help text cites."""
from __future__ import annotations

from typing import Any

import click

from deckmath.solvers.game import Game, PlayOption

def players_option(game: Game, help_text: str):
    face = game.play_face()
    low, high = face.players
    return click.option("--players", type=click.IntRange(low, high),
                        default=face.default_players, show_default=True, help=help_text)


def game_options(game: Game):
    """The game's own options (PlayFace.options) as click options, recorded in every log."""
    def add(func):
        for option in reversed(game.play_face().options):
            func = click_option(option)(func)
        return func
    return add


def click_option(option: PlayOption):
    flag = "--" + option.name.replace("_", "-")
    if option.choices is not None:
        kind: Any = click.Choice(option.choices)
    elif option.bounds is None:
        raise ValueError(f"game option {option.name} has neither choices nor bounds")
    elif isinstance(option.default, int):
        kind = click.IntRange(int(option.bounds[0]), int(option.bounds[1]))
    else:
        from deckmath.conventions import FiniteFloat

        kind = FiniteFloat(*option.bounds)
    return click.option(flag, option.name, type=kind, default=option.default, show_default=True,
                        help=option.help)


def deck_option(func):
    return click.option("--deck", type=click.Path(dir_okay=False),
                        help="A deck TOML file (default: the reference deck; `deck` prints it).")(func)


def options_of(game: Game, values: dict[str, Any]) -> dict[str, Any]:
    return {option.name: values[option.name] for option in game.play_face().options}


def rules_cited(game: Game) -> str:
    """`(rules C6, C7: deckmath rules celsius)` for a help text."""
    rules = game.play_face().rules
    cited = f"rules {rules}: " if rules else ""
    return f"({cited}`deckmath rules {game.name}`)"


def bots_help(game: Game, what: str) -> str:
    from deckmath.play.seats import bot_kinds, kinds_phrase

    face = game.play_face()
    kinds = "; ".join(f"{kind.name}: {kind.summary}" for kind in bot_kinds(face).values())
    return (f"{kinds_phrase(face)}: one for {what}, or one per seat separated by commas "
            f"({kinds}).")
