"""The strengths `play --level` offers a person, the same names in every game: `easy` is the
game's playout bot (its greedy or solver bot, PlayFace.playout_bot), `medium` and `hard` the
search bot at two budgets (play/ismcts.py), and a whole number N the search bot at N iterations
a decision. docs/strength/ measures them against each other per game."""
from __future__ import annotations

from deckmath.play.ismcts import ITERATIONS_MAX, NAME
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import PlayFace
from deckmath.solvers.notation import normalize, show

MEDIUM, HARD = 100, 1000
"""Iterations a decision of `medium` and `hard`."""

NAMES = ("easy", "medium", "hard")

DEFAULT = "medium"
"""The level `play` seats when neither --level nor --bots is given."""

TEXT_MAX = 20
"""Longest --level read."""


def level_bots(text: object, face: PlayFace) -> str:
    """The `--bots` spec of a level (`easy`, `medium`, `hard` or N iterations); InputError, one
    line, for anything else."""
    if not isinstance(text, str):
        raise InputError(f"--level must be text, not {show(text)}")
    plain = normalize(text).strip().lower()
    if len(plain) > TEXT_MAX:
        raise InputError(f"--level is too long ({len(plain)} characters; at most {TEXT_MAX})")
    if face.playout_bot is None:
        raise InputError("--level: this game has no search bot; name the bots with --bots")
    if plain == "easy":
        return face.playout_bot
    if plain == "medium":
        return f"{NAME}:{MEDIUM}"
    if plain == "hard":
        return f"{NAME}:{HARD}"
    if plain.isascii() and plain.isdigit() and 1 <= int(plain) <= ITERATIONS_MAX:
        return f"{NAME}:{int(plain)}"
    raise InputError(f"--level: choose {', '.join(NAMES)} or a number of search iterations "
                     f"from 1 to {ITERATIONS_MAX:,}, not {show(text)}")
