"""The decisions of a whole game of Grauso and their notation (G1.4): a play, with the optional
draw after it or not (G3, G4.1), a collect (G4.2), and the signs a player fixes as a round is
scored (G6.5).

    -3&+5          a play (model.parse_play's notation)
    -3&+5 draw     the same play, then the optional draw (G4.1)
    collect        G4.2
    bonus + neutral +- penguins -
                   the signs of a round: the bonus's sign (when the round gives one, G6.2), one
                   sign per neutral card held (G6.1), and in the last round one per penguin
                   held (G6.3); only how many are + counts, and the canonical text writes the
                   + first. A part the round does not have is left out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.model import COLLECT, Play, joined, parse_play, read
from deckmath.solvers.grauso.score import RoundSigns
from deckmath.solvers.grauso.words import ERRORS
from deckmath.solvers.notation import show

DRAW = "draw"
"""The word after a play that takes the optional draw (G4.1)."""

SIGN_PARTS = ("bonus", "neutral", "penguins")
"""The parts of a sign choice, in their canonical order."""

ACTION_MAX_CHARS = 200
"""Longest action text read: the longest sign choice is some 40 characters."""

_SIGNS = re.compile(r"[+-]+")


@dataclass(frozen=True)
class PlayAction:
    """A play (G3) and whether the player then draws one card (G4.1)."""

    play: Play
    draw: bool = False

    def __str__(self) -> str:
        return f"{self.play.text} {DRAW}" if self.draw else self.play.text


@dataclass(frozen=True)
class CollectAction:
    """G4.2: draw back to the initial hand size, take the point pile and the centre's penguins."""

    def __str__(self) -> str:
        return COLLECT


COLLECT_ACTION = CollectAction()


def signs_text(signs: RoundSigns) -> str:
    """A sign choice in canonical notation: `bonus - neutral ++- penguins +`."""
    parts = []
    if signs.bonus is not None:
        parts.append(f"bonus {'+' if signs.bonus > 0 else '-'}")
    if signs.neutral_plus or signs.neutral_minus:
        parts.append("neutral " + "+" * signs.neutral_plus + "-" * signs.neutral_minus)
    if signs.penguin_plus or signs.penguin_minus:
        parts.append("penguins " + "+" * signs.penguin_plus + "-" * signs.penguin_minus)
    return " ".join(parts)


Action = PlayAction | CollectAction | RoundSigns


def action_text(action: Action) -> str:
    """Any decision in canonical notation: parse_action(action_text(a)) == a."""
    if isinstance(action, RoundSigns):
        return signs_text(action)
    return str(action)


def parse_action(text: object) -> Action:
    """A decision as typed (module docstring); InputError, one line naming the bad token, when
    it is malformed. Whether it is legal here is the engine's to say."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("action.not_text", value=show(text)))
    if len(text) > ACTION_MAX_CHARS:
        raise InputError(ERRORS.said("action.too_long", n=len(text), limit=ACTION_MAX_CHARS))
    words = joined(read(text)).split()
    if not words:
        raise InputError(ERRORS.said("action.empty"))
    first = words[0].lower()
    if first in SIGN_PARTS:
        return _parse_signs(words)
    if first == COLLECT:
        if len(words) > 1:
            raise InputError(ERRORS.said("action.after_collect", word=show(words[1]),
                                         collect=COLLECT))
        return COLLECT_ACTION
    if len(words) > 2 or (len(words) == 2 and words[1].lower() != DRAW):
        raise InputError(ERRORS.said("action.after_play", words=show(" ".join(words[1:])),
                                     play=show(words[0]), draw=DRAW))
    return PlayAction(parse_play(words[0]), len(words) == 2)


def _parse_signs(words: list[str]) -> RoundSigns:
    found: dict[str, tuple[int, int]] = {}
    if len(words) % 2:
        raise InputError(ERRORS.said("signs.missing", word=show(words[-1])))
    for name, signs in zip(words[::2], words[1::2]):
        key = name.lower()
        if key not in SIGN_PARTS:
            raise InputError(ERRORS.said("signs.unknown", word=show(name)))
        if key in found:
            raise InputError(ERRORS.said("signs.twice", key=key))
        if not _SIGNS.fullmatch(signs):
            raise InputError(ERRORS.said("signs.bad", key=key, value=show(signs)))
        found[key] = (signs.count("+"), signs.count("-"))
    bonus = found.get("bonus")
    if bonus is not None and sum(bonus) != 1:
        raise InputError(ERRORS.said("signs.bonus", signs="+" * bonus[0] + "-" * bonus[1]))
    neutral = found.get("neutral", (0, 0))
    penguins = found.get("penguins", (0, 0))
    return RoundSigns(None if bonus is None else 1 if bonus[0] else -1, *neutral, *penguins)
