"""The strengths a person picks, the same names in every game: `easy`, `medium` and `hard`, each
a bot the game names (PlayFace.levels), ordered by measured strength (docs/strength/ rates
them against each other and against every other bot of the game), and a whole number N, the
search bot at N iterations a decision. A game that names no levels gets its playout bot and the
search bot at two budgets."""
from __future__ import annotations

from typing import Any

from deckmath.play.input_words import WORDS
from deckmath.play.ismcts import ITERATIONS_MAX, NAME
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import PlayFace
from deckmath.solvers.notation import normalize, show

MEDIUM, HARD = 100, 1000
"""Iterations a decision of `medium` and `hard` in a game that names no levels."""

NAMES = ("easy", "medium", "hard")

DEFAULT = "medium"
"""The level `play` seats when neither --level nor --bots is given."""

TEXT_MAX = 20
"""Longest --level read."""


def levels_of(face: PlayFace) -> dict[str, str]:
    """The bot spec of each level, weakest first; {} for a game without a search bot."""
    if face.levels:
        return {name: face.levels[name] for name in NAMES}
    if face.playout_bot is None:
        return {}
    return {"easy": face.playout_bot, "medium": f"{NAME}:{MEDIUM}", "hard": f"{NAME}:{HARD}"}


def level_of(label: str, face: PlayFace) -> str | None:
    """The level whose bot is written `label` (a seat's player in a log), or None."""
    for name, spec in levels_of(face).items():
        if spec == label:
            return name
    return None


def level_bots(text: object, face: PlayFace) -> str:
    """The `--bots` spec of a level (`easy`, `medium`, `hard` or N iterations); InputError, one
    line, for anything else."""
    if not isinstance(text, str):
        raise InputError(WORDS.said("not_text", what=WORDS.said("flag_level"), value=show(text)))
    plain = normalize(text).strip().lower()
    if len(plain) > TEXT_MAX:
        raise InputError(WORDS.said("too_long", what=WORDS.said("flag_level"), length=len(plain),
                                    most=TEXT_MAX))
    levels = levels_of(face)
    if not levels or face.playout_bot is None:
        raise InputError(WORDS.said("level_none"))
    if plain in levels:
        return levels[plain]
    if plain.isascii() and plain.isdigit() and 1 <= int(plain) <= ITERATIONS_MAX:
        return f"{NAME}:{int(plain)}"
    raise InputError(WORDS.said("level_choose", names=", ".join(NAMES),
                                most=f"{ITERATIONS_MAX:,}", value=show(text)))


def seated(face: PlayFace, players: int, seat: int, level: object, bots: object) -> list[Any]:
    """The seats of a game a person plays, in order: the person (seats.HUMAN) at `seat`, from
    1, and at the others the bots `bots` names, or a level's (`level`, else DEFAULT); one of
    the two at most. `play` and the page's tables seat a person by it; InputError, one line."""
    from deckmath.play.seats import HUMAN, parse_bots

    if not 1 <= seat <= players:
        raise InputError(WORDS.said("seat_range", seat=seat, players=players))
    if level is not None and bots is not None:
        raise InputError(WORDS.said("level_and_bots"))
    if bots is None:
        bots = level_bots(DEFAULT if level is None else level, face)
    specs: list[Any] = list(parse_bots(bots, face, players - 1))
    return specs[:seat - 1] + [HUMAN] + specs[seat - 1:]
