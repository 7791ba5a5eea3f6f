"""Who plays in a whole game: the bots named by `--bots` (one parser for every game), the seat
each takes in each game of a run, and each bot's own random generator. Seats count from 1."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deckmath.play.input_words import WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Bot, BotKind, PlayFace
from deckmath.solvers.notation import describe, normalize, parse_int, show
from deckmath.solvers.words import Said

HUMAN = "human"
"""The player label of a person's seat in logs and summaries."""

SPEC_MAX_CHARS = 200
"""Longest `--bots` text read: a few names per seat."""


@dataclass(frozen=True)
class BotSpec:
    """One bot as `--bots` names it: the kind and, for a kind that takes one, its whole number
    (`bounded:2`)."""

    kind: str
    arg: int | None = None
    seconds: float | None = None
    """A search bot's time budget a decision (`ismcts:2s`), instead of its whole number."""

    @property
    def label(self) -> str:
        """The spec as written: `perfect`, `bounded:2`, `ismcts:0.5s`."""
        if self.seconds is not None:
            return f"{self.kind}:{self.seconds:g}s"
        return self.kind if self.arg is None else f"{self.kind}:{self.arg}"

    def __str__(self) -> str:
        return self.label


_SEARCH_KINDS: dict[int, tuple[PlayFace, tuple[BotKind, ...]]] = {}
"""The search bots' kinds of each play face seen, by the face's id (the face is kept alive)."""


def bot_kinds(face: PlayFace) -> dict[str, BotKind]:
    """The bots a game offers, weakest first: its own (PlayFace.bots), then the search bot every
    game with a playout bot gets (play/ismcts.py), and the sampling search every game with a
    rollout bot gets (play/sampling.py)."""
    kinds = dict(face.bots)
    kept = _SEARCH_KINDS.get(id(face))
    if kept is None or kept[0] is not face:
        from deckmath.play import ismcts, sampling

        made = []
        if face.playout_bot is not None:
            made.append(ismcts.kind(face))
        if face.rollout_bot is not None:
            made.append(sampling.kind(face))
        kept = _SEARCH_KINDS[id(face)] = (face, tuple(made))
    for kind in kept[1]:
        kinds[kind.name] = kind
    return kinds


def kinds_phrase(face: PlayFace) -> str:
    """The bots a game offers, as a help text or an error message lists them."""
    return ", ".join(kind.name if kind.arg_range is None else f"{kind.name}:{kind.arg_name}"
                     for kind in bot_kinds(face).values())


def parse_bot(text: object, face: PlayFace, what: str | Said | None = None) -> BotSpec:
    """One bot spec (`greedy`, `bounded:3`) of the game's kinds; InputError, one line, else.
    `what` names where the spec was given (None: `--bots`; a Said is said in the reader's
    language)."""
    if what is None:
        what = WORDS.said("bots")
    if not isinstance(text, str):
        raise InputError(WORDS.said("not_text", what=what, value=show(text)))
    token = normalize(text).strip().lower()
    if not token:
        raise InputError(WORDS.said("empty_bot", what=what, kinds=kinds_phrase(face)))
    name, colon, arg_text = token.partition(":")
    name = name.strip()
    kind = bot_kinds(face).get(name)
    if kind is None:
        raise InputError(WORDS.said("unknown_bot", what=what, name=show(name),
                                    kinds=kinds_phrase(face)))
    if kind.arg_range is None:
        if colon:
            raise InputError(WORDS.said("no_arg", what=what, name=name, arg=kind.arg_name))
        return BotSpec(name)
    low, high = kind.arg_range
    if name == SEARCH and arg_text.strip().endswith("s"):
        return BotSpec(name, seconds=_seconds(arg_text.strip()[:-1], what, name))
    if not colon or not arg_text.strip():
        raise InputError(WORDS.said("needs_arg", what=what, name=name, arg=kind.arg_name,
                                    low=low, high=high))
    arg = parse_int(arg_text, f"{what}: the {kind.arg_name} of {name}")
    if not low <= arg <= high:
        raise InputError(WORDS.said("arg_range", what=what, name=name, value=arg,
                                    arg=kind.arg_name, low=low, high=high))
    return BotSpec(name, arg)


SEARCH = "ismcts"
"""The search bot's name (play/ismcts.py NAME), whose budget may be a time: `ismcts:2s`."""


def _seconds(text: str, what: str | Said, name: str) -> float:
    """A search bot's time budget in seconds, a decimal number above 0 and at most SECONDS_MAX."""
    from deckmath.play.ismcts import SECONDS_MAX

    plain = text.strip()
    if not plain or len(plain) > 12 or not all(c.isdigit() or c == "." for c in plain) or \
            plain.count(".") > 1 or plain == ".":
        raise InputError(WORDS.said("seconds_form", what=what, name=name,
                                    value=show(text + "s")))
    seconds = float(plain)
    if not 0 < seconds <= SECONDS_MAX:
        raise InputError(WORDS.said("seconds_range", what=what, name=name, value=plain,
                                    most=f"{SECONDS_MAX:g}"))
    return seconds


def parse_bots(text: object, face: PlayFace, seats: int) -> tuple[BotSpec, ...]:
    """The bots of `seats` seats from `--bots`: one spec for every seat, or exactly one per seat,
    separated by commas. InputError, one line naming the bad part, for anything else."""
    if not isinstance(text, str):
        raise InputError(WORDS.said("not_text", what="--bots", value=show(text)))
    plain = normalize(text).strip()
    if not plain:
        raise InputError(WORDS.said("bots_empty", kinds=kinds_phrase(face)))
    if len(plain) > SPEC_MAX_CHARS:
        raise InputError(WORDS.said("too_long", what="--bots", length=len(plain),
                                    most=SPEC_MAX_CHARS))
    for char in plain:
        if not (char.isascii() and (char.isalnum() or char in ":,. -_")):
            raise InputError(WORDS.said("bots_char", char=describe(char)))
    specs = tuple(parse_bot(token, face) for token in plain.split(","))
    if len(specs) == 1:
        return specs * seats
    if len(specs) != seats:
        raise InputError(WORDS.said("bots_count", count=len(specs), seats=seats))
    return specs


def rotated(specs: Sequence[BotSpec], game_index: int) -> tuple[BotSpec, ...]:
    """The bots by seat in game `game_index` (from 0) of a run: the list turned one seat per
    game, so that over any len(specs) games each bot sits in each seat once."""
    n = len(specs)
    shift = game_index % n
    return tuple(specs[(seat - shift) % n] for seat in range(n))


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` (from 0) of a run started with `seed`: seed + index, so any
    game of a run can be played again alone from its own seed."""
    return (seed + index) % 2**63


def bot_rng(game: str, seed: int, seat: int) -> random.Random:
    """The generator of the bot in `seat` (from 1) of the game dealt from `seed`: apart from the
    deal's, so that a replay deals alike and re-derives each bot's choices."""
    return random.Random(f"{game}:bot:{seed}:{seat}")


def make_bot(face: PlayFace, game: str, spec: BotSpec, seed: int, seat: int,
             options: Mapping[str, Any]) -> Bot:
    """The bot `spec` for `seat` (from 1) of the game dealt from `seed`."""
    rng = bot_rng(game, seed, seat)
    if spec.seconds is not None:
        from deckmath.play import ismcts

        return ismcts.timed(face, rng, options, spec.seconds)
    return bot_kinds(face)[spec.kind].make(spec.arg, rng, options)
