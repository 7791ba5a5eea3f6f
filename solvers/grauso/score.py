"""Scoring (rules G6): a round's points under the signs its owner fixes as it is scored (G6.5:
RoundSigns, round_points, sign_choices), and the scoring helper of `grauso score`: the sign
choices that end on exactly 0, or else as far from 0 as possible (G6.4, G6.5), either for the
last round from the running total or, as an analysis in hindsight, over all the rounds given;
and the winners of a game.

Each round counts +1 per heat card and -1 per cold card left in hand and in the collected pile,
and +1 or -1 per neutral card at the owner's choice (G6.1); a bonus of 10, 7, 5 or 0 by how the
round ended, its sign chosen each round (G6.2); in the last round, +1 or -1 per penguin held
(G6.3). Only how many neutral cards (or penguins) count +1 matters, not which, so the choices
are: a sign per non-zero bonus, how many of all the neutral cards count +1, how many penguins
count +1. For each of the at most 2**4 bonus sign choices (4 rounds, G5.2) the best count of
+1s follows by arithmetic (best_score), so the helper is cheap enough for the planner bot to
ask it on every turn. Among the totals equal to 0, or failing that the farthest from 0, the
helper keeps the one with the most cold points (the first tie-break, G6.4).
"""
from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso.model import (
    CARD_MAX, NEUTRAL_MAX, format_card, parse_cards, parse_penguins, validate_copies,
)
from deckmath.solvers.grauso.words import ERRORS, WORDS
from deckmath.solvers.notation import field, normalize, parse_int, show

ROUNDS = 4
"""A game is 4 rounds (G5.2)."""

PILE_MAX = 2 * CARD_MAX + NEUTRAL_MAX
"""Most cards a round's hand and collected pile hold together: the whole deck, every card once
but five 0 (G1.1)."""

TOTAL_MAX = ROUNDS * (PILE_MAX + 10) + 6
"""The farthest a game's total can be from 0: every card and the largest bonus each round, and
the six penguins (G6.1-G6.3)."""

ROUND_PARTS = ("hand", "pile")
"""The parts of a round as written: `hand: +3 -5 0; pile: +12 -7`."""


@dataclass(frozen=True)
class RoundCards:
    """What a player holds when a round ends: the hand (empty: they went out, G5.1) and the
    collected pile (G4.2)."""

    hand: tuple[int, ...]
    pile: tuple[int, ...]
    heat: int = dc_field(init=False, compare=False, repr=False)
    cold: int = dc_field(init=False, compare=False, repr=False)
    neutral: int = dc_field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        """The heat, cold and neutral cards held (G6.1), counted once."""
        cards = self.hand + self.pile
        object.__setattr__(self, "heat", sum(v > 0 for v in cards))
        object.__setattr__(self, "cold", sum(v < 0 for v in cards))
        object.__setattr__(self, "neutral", cards.count(0))

    @property
    def went_out(self) -> bool:
        return not self.hand

    @property
    def bonus(self) -> int:
        """G6.2: went out without a collected pile 10, with one 7; ended with only a hand 5,
        with a hand and a collected pile 0."""
        if self.went_out:
            return 7 if self.pile else 10
        return 0 if self.pile else 5

    @property
    def how_key(self) -> str:
        """How the round ended for the player (G6.2), as a key of the words: `how.out_pile`,
        `how.out`, `how.hand_pile`, `how.hand`."""
        if self.went_out:
            return "how.out_pile" if self.pile else "how.out"
        return "how.hand_pile" if self.pile else "how.hand"

    @property
    def how(self) -> str:
        """How the round ended for the player, in English: `went out, no collected pile`."""
        return self.how_text()

    def how_text(self, lang: str | None = None) -> str:
        return WORDS(lang)(self.how_key)

    @property
    def cards(self) -> tuple[int, ...]:
        return self.hand + self.pile

    def to_json(self) -> dict:
        return {"hand": [format_card(v) for v in self.hand], "pile": [format_card(v) for v in self.pile]}


def parse_round(text: str) -> RoundCards:
    """A round's end for one player: `hand: +3 -5 0; pile: +12 -7`, the cards left in
    hand and those in the collected pile (G4.2), space-separated. An empty hand went out (G5.1):
    `hand: ; pile: +12 -7`; `hand: ; pile: ` went out without a pile. A part left out is
    empty; each part at most once, in either order."""
    if not isinstance(text, str):
        raise InputError(ERRORS.said("round.not_text", value=show(text)))
    shown = show(text)
    found: dict[str, tuple[int, ...]] = {}
    for part in normalize(text).split(";"):
        if not part.strip():
            continue
        name, colon, cards = part.partition(":")
        key = name.strip().lower()
        if not colon or key not in ROUND_PARTS:
            raise InputError(ERRORS.said("round.part", round=shown, part=show(part.strip())))
        if key in found:
            raise InputError(ERRORS.said("round.twice", round=shown, key=key))
        found[key] = parse_cards(cards, ERRORS.said("what.pile" if key == "pile" else "what.hand"),
                                 PILE_MAX)
    if not found:
        raise InputError(ERRORS.said("round.empty", round=shown))
    return _checked(RoundCards(found.get("hand", ()), found.get("pile", ())))


def round_from_json(obj: object) -> RoundCards:
    """A round from `{"hand": [...], "pile": [...]}` (either may be missing: empty)."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("round.not_object"))
    return _checked(RoundCards(
        parse_cards(field(obj, "hand", []), ERRORS.said("what.hand"), PILE_MAX),
        parse_cards(field(obj, "pile", []), ERRORS.said("what.pile"), PILE_MAX)))


def _checked(cards: RoundCards) -> RoundCards:
    """A round's cards are the deck's: each card once but 0, at most five 0 (G1.1)."""
    if len(cards.cards) > PILE_MAX:
        raise InputError(ERRORS.said("round.too_many", n=len(cards.cards), limit=PILE_MAX))
    validate_copies(cards.cards, ERRORS.said("where.round"))
    return cards


def rounds_from_json(obj: Mapping[str, Any]) -> tuple[tuple[RoundCards, ...], int, int | None]:
    """A batch line `{"rounds": [{"hand": [...], "pile": [...]}, ...], "penguins": 1}`, with
    `"total": -3` for the last round alone from that running total (G6.5): the rounds, the
    penguins and the running total (None: every round given, in hindsight)."""
    if not isinstance(obj, Mapping):
        raise InputError(ERRORS.said("score.not_object"))
    rounds = field(obj, "rounds")
    if not isinstance(rounds, list):
        raise InputError(ERRORS.said("score.rounds_not_list"))
    parsed = tuple(round_from_json(r) for r in rounds)
    penguins = parse_penguins(field(obj, "penguins", 0))
    total = field(obj, "total", None)
    before = None if total is None else parse_int(total, "total")
    validate(parsed, penguins, before)
    return parsed, penguins, before


def validate(rounds: tuple[RoundCards, ...], penguins: int, before: int | None = None) -> None:
    """1 to 4 rounds (G5.2), penguins only with the last round (G6.3); with a running total
    `before`, exactly one round: the last, its signs chosen from that total (G6.5)."""
    if before is not None:
        if len(rounds) != 1:
            raise InputError(ERRORS.said("score.running", n=len(rounds)))
        if abs(before) > TOTAL_MAX:
            raise InputError(ERRORS.said("score.total", total=before, limit=TOTAL_MAX))
        return
    if not 1 <= len(rounds) <= ROUNDS:
        raise InputError(ERRORS.said("score.rounds", n=len(rounds), rounds=ROUNDS))
    if penguins and len(rounds) < ROUNDS:
        raise InputError(ERRORS.said("score.penguins", rounds=ROUNDS))


@dataclass(frozen=True)
class Choice:
    """The owner's signs: per round the bonus's sign (G6.2) and how many neutral cards count +1
    (G6.1); how many penguins count +1 (G6.3)."""

    bonus_signs: tuple[int, ...]
    neutral_plus: tuple[int, ...]
    penguin_plus: int


@dataclass(frozen=True)
class Score:
    """A player's signs as the helper chooses them: the total, the cold points (the sum of every
    negative count, G6.4's tie-break), per round the points, and the choice. `before` is the
    running total the last round was signed from (G6.5), or None for the analysis in hindsight
    over every round given."""

    rounds: tuple[RoundCards, ...]
    penguins: int
    choice: Choice
    round_points: tuple[int, ...]
    total: int
    cold_points: int
    before: int | None = None

    @property
    def reaches_zero(self) -> bool:
        return self.total == 0

    def to_json(self, lang: str | None = None) -> dict:
        """The choice as JSON; `how` each round ended is said in `lang`."""
        c = self.choice
        return {
            "before": self.before, "total": self.total, "reaches_zero": self.reaches_zero,
            "cold_points": self.cold_points,
            "rounds": [
                {**r.to_json(), "how": r.how_text(lang), "bonus": r.bonus * sign,
                 "neutral_plus": plus, "neutral_minus": r.neutral - plus, "points": points}
                for r, sign, plus, points in zip(self.rounds, c.bonus_signs, c.neutral_plus,
                                                 self.round_points)
            ],
            "penguins": self.penguins, "penguins_plus": c.penguin_plus,
            "penguins_minus": self.penguins - c.penguin_plus,
        }

    def to_text(self, lang: str | None = None) -> str:
        say = WORDS(lang)
        c = self.choice
        if self.before is None:
            lines = [say("score.hindsight", rounds=say.count(len(self.rounds), "rounds_given"))]
        else:
            lines = [say("score.last", total=format_card(self.before))]
        for number, (r, sign, plus, points) in enumerate(
            zip(self.rounds, c.bonus_signs, c.neutral_plus, self.round_points), 1
        ):
            parts = [say("score.bonus", bonus=format_card(r.bonus * sign))]
            if r.heat:
                parts.append(say("score.heat", n=r.heat))
            if r.cold:
                parts.append(say("score.cold", n=r.cold))
            if r.neutral:
                parts.append(say("score.neutral", signs=" ".join(
                    ["+1"] * plus + ["-1"] * (r.neutral - plus))))
            facts = {"number": number, "how": r.how_text(lang), "parts": ", ".join(parts),
                     "points": format_card(points)}
            lines.append(say("score.round" if self.before is None else "score.last_round",
                             **facts))
        if self.penguins:
            signs = " ".join(["+1"] * c.penguin_plus + ["-1"] * (self.penguins - c.penguin_plus))
            lines.append(say("score.penguins", signs=signs))
        lines.append(say("score.total", total=format_card(self.total),
                         verdict=say("score.zero" if self.reaches_zero else "score.farthest"),
                         cold=say("score.cold_points" if self.before is None
                                  else "score.cold_points_round"),
                         points=self.cold_points))
        return "\n".join(lines)


def _spread(total_plus: int, sizes: list[int]) -> tuple[int, ...]:
    """`total_plus` neutral +1s spread over rounds holding `sizes` neutral cards, earliest first."""
    out = []
    for size in sizes:
        take = min(size, total_plus)
        out.append(take)
        total_plus -= take
    return tuple(out)


def best_score(rounds: tuple[RoundCards, ...], penguins: int = 0,
               before: int | None = None) -> Score:
    """The helper (G6.5): a total of exactly 0 first, else the farthest from 0; then the most
    cold points; then the first tried (bonuses +, more neutral cards and penguins +, first).
    With `before`, the one round given is the last, signed from that running total; without,
    every round given is signed at once, in hindsight.

    Every choice is weighed, by sums: for a choice of bonus signs the total is
    T + 2u - N, where T is the cards' and bonuses' sum, N the neutral cards and penguins, and u
    how many of those count +1 (0..N), with cold points falling by one per u. So 0 is reached
    by u = (N - T) / 2 when that is a whole number in 0..N, and otherwise the farthest total is
    u = 0 or u = N. The u counting +1 go to neutral cards first, earliest rounds first."""
    validate(rounds, penguins, before)
    base = (before or 0) + sum(r.heat - r.cold for r in rounds)
    base_cold = sum(r.cold for r in rounds)
    neutral = sum(r.neutral for r in rounds)
    flexible = neutral + penguins
    signed = [i for i, r in enumerate(rounds) if r.bonus]
    best: tuple[tuple[bool, int, int], tuple[int, ...], int] | None = None
    for signs in itertools.product((1, -1), repeat=len(signed)):
        fixed = base + sum(s * rounds[i].bonus for s, i in zip(signs, signed))
        cold = base_cold + sum(rounds[i].bonus for s, i in zip(signs, signed) if s < 0)
        half, odd = divmod(flexible - fixed, 2)
        if not odd and 0 <= half <= flexible:
            plus = [half]
        else:
            plus = [flexible, 0]  # tried in this order, as the loop over counts would
        for u in plus:
            total = fixed + 2 * u - flexible
            rank = (total == 0, abs(total), cold + flexible - u)
            if best is None or rank > best[0]:
                best = (rank, signs, u)
    if best is None:
        raise ValueError("no choice of signs was tried")
    _, signs, u = best
    every = [1] * len(rounds)
    for s, i in zip(signs, signed):
        every[i] = s
    neutral_plus = min(neutral, u)
    choice = Choice(tuple(every), _spread(neutral_plus, [r.neutral for r in rounds]),
                    u - neutral_plus)
    return score_with(rounds, penguins, choice, before)


def score_with(rounds: tuple[RoundCards, ...], penguins: int, choice: Choice,
               before: int | None = None) -> Score:
    """A player's score under a given choice of signs (G6.1-G6.3); InputError for a choice
    that does not fit the rounds (a sign other than +1 or -1, more +1 neutral cards or
    penguins than held)."""
    validate(rounds, penguins, before)
    if len(choice.bonus_signs) != len(rounds) or len(choice.neutral_plus) != len(rounds):
        raise InputError(ERRORS.said("choice.size", n=len(rounds)))
    if any(sign not in (1, -1) for sign in choice.bonus_signs):
        raise InputError(ERRORS.said("choice.bonus"))
    if any(not 0 <= plus <= r.neutral for plus, r in zip(choice.neutral_plus, rounds)):
        raise InputError(ERRORS.said("choice.neutral"))
    if not 0 <= choice.penguin_plus <= penguins:
        raise InputError(ERRORS.said("choice.penguins"))
    points = []
    cold = 0
    for r, sign, plus in zip(rounds, choice.bonus_signs, choice.neutral_plus):
        points.append(r.heat - r.cold + plus - (r.neutral - plus) + sign * r.bonus)
        cold += r.cold + (r.neutral - plus) + (r.bonus if sign < 0 else 0)
    total = (before or 0) + sum(points) + choice.penguin_plus - (penguins - choice.penguin_plus)
    cold += penguins - choice.penguin_plus
    return Score(rounds, penguins, choice, tuple(points), total, cold, before)


@dataclass(frozen=True)
class RoundSigns:
    """The signs a player fixes as a round is scored (G6.5): the bonus's sign, +1 or -1 (None
    when the round gives no bonus, G6.2), how many neutral cards count +1 and how many -1
    (G6.1), and in the last round how many penguins count +1 and how many -1 (G6.3)."""

    bonus: int | None = None
    neutral_plus: int = 0
    neutral_minus: int = 0
    penguin_plus: int = 0
    penguin_minus: int = 0


NO_SIGNS = RoundSigns()
"""The signs of a round that leaves its owner nothing to choose."""


def round_points(cards: RoundCards, signs: RoundSigns) -> tuple[int, int]:
    """A round's points under the signs (G6.1-G6.3) and its cold points (every negative count,
    G6.4's tie-break); the signs are assumed to fit the cards (sign_choices)."""
    bonus = cards.bonus if signs.bonus == 1 else -cards.bonus if signs.bonus == -1 else 0
    points = (cards.heat - cards.cold + signs.neutral_plus - signs.neutral_minus + bonus
              + signs.penguin_plus - signs.penguin_minus)
    cold = cards.cold + signs.neutral_minus + signs.penguin_minus + (-bonus if bonus < 0 else 0)
    return points, cold


def sign_choices(cards: RoundCards, penguins: int = 0) -> list[RoundSigns]:
    """Every choice of signs of a round (G6.1-G6.3), `penguins` held in the last round (0 in the
    others), in canonical order: the bonus + before -, then more neutral cards +, then more
    penguins +. A round with nothing to sign has the one choice NO_SIGNS."""
    bonuses = (1, -1) if cards.bonus else (None,)
    return [RoundSigns(b, n, cards.neutral - n, p, penguins - p)
            for b in bonuses for n in range(cards.neutral, -1, -1)
            for p in range(penguins, -1, -1)]


def has_choice(cards: RoundCards, penguins: int = 0) -> bool:
    """Whether the round leaves its owner a sign to choose: a bonus, a neutral card, or in the
    last round a penguin (G6.1-G6.3)."""
    return bool(cards.bonus or cards.neutral or penguins)


def zero_in_reach(cards: RoundCards, penguins: int, total: int) -> bool:
    """Whether some signs of the round (`penguins` held in the last round, else 0) bring the
    running total `total` to exactly 0 (G6.4): the neutral cards and penguins move the total by
    any step of 2 within their count, the bonus by its value either way."""
    fixed = total + cards.heat - cards.cold
    flexible = cards.neutral + penguins
    for bonus in ((cards.bonus, -cards.bonus) if cards.bonus else (0,)):
        gap = fixed + bonus
        if abs(gap) <= flexible and (gap + flexible) % 2 == 0:
            return True
    return False


def ranks(totals: list[int], cold_points: list[int]) -> tuple[int, ...]:
    """G6.4 as ranks (1 is first): exactly 0 first, then the farthest from 0; equal distances
    by the most cold points; still equal, the same rank (a first place shared, G7.6)."""
    keys = [(total != 0, -abs(total), -cold) for total, cold in zip(totals, cold_points)]
    return tuple(1 + sum(other < key for other in keys) for key in keys)
