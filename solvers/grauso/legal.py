"""The rules of a play (G2, G3), in one place: why a play is illegal, which rule makes it legal,
the top it leaves, and the legal-move generator. The checker, the solver's twin and the game
engine all judge plays here; the numba kernel is tested against them."""
from __future__ import annotations

from collections import Counter
from operator import attrgetter
from dataclasses import dataclass
from functools import lru_cache

from deckmath.solvers.grauso.model import (
    PAIR_MAX, PAIR_MIN, Play, Position, make_play,
)
from deckmath.solvers.grauso.words import WORDS
from deckmath.solvers.words import Said

REASONS = (
    "not-in-hand", "not-lower", "pair-out-of-range", "neutral-in-pair", "no-penguin",
    "cannot-go-out", "neutral-flipped",
)
"""The checker's reason codes: `not-in-hand` (a card the hand does not hold,
G3), `not-lower` (G3.1-G3.3: a card neither lower than the top nor its opposite, or a pair not
lower), `pair-out-of-range` (G3.3), `neutral-in-pair` (G3.4), `no-penguin` (G3.5: a flip
without a penguin), `cannot-go-out` (G3.6: going out on a neutral card or a flip),
`neutral-flipped` (G3.5). A Refusal's `rule` and `detail` keep the finer distinction (which of
G3.1-G3.3, which half of G3.6).

The first rule a play breaks is found in this order (CHECK_ORDER): the cards are in the hand;
the play's form, which must hold before it has a value to judge (a neutral card alone and
never flipped, G3.4, G3.5; a flip needs a penguin, G3.5; a pair within -25..25, G3.3); the
play against the top (G3.1-G3.3); going out (G3.6)."""

CHECK_ORDER = (
    "not-in-hand", "neutral-in-pair", "neutral-flipped", "no-penguin", "pair-out-of-range",
    "not-lower", "cannot-go-out",
)
"""The order in which `check` examines a play; the first failure is the reason."""


@dataclass(frozen=True)
class Refusal:
    """Why a play is illegal: a reason code (REASONS), the rule it breaks, and a sentence
    naming the cards and values (`said`, in the reader's language; `detail` in English)."""

    reason: str
    rule: str
    said: Said

    @property
    def detail(self) -> str:
        """The sentence in English, citing the rule."""
        return self.said.text()


def missing_cards(hand: tuple[int, ...], play: Play) -> list[int]:
    """The play's cards the hand does not hold (copies counted)."""
    return list((Counter(play.cards) - Counter(hand)).elements())


def on_top(top: int | None, value: int, is_pair: bool) -> bool:
    """Whether a play of this value may go on `top` (a neutral card aside, G3.4): anything on an
    empty pile (G2.2); a card lower than the top (G3.1) or its exact opposite (G3.2, top not
    0); a pair lower than the top (G3.3)."""
    if top is None:
        return True
    if is_pair:
        return value < top
    return value < top or (top != 0 and value == -top)


def pair_in_range(value: int) -> bool:
    """A pair's combined value stays within -25..25 (G3.3)."""
    return PAIR_MIN <= value <= PAIR_MAX


def refusal(top: int | None, penguins: int, hand_size: int, play: Play) -> Refusal | None:
    """Why `play` may not be played on `top` by a player holding `penguins` penguins and
    `hand_size` cards (the cards themselves assumed held), or None when it is legal; the
    checks run in CHECK_ORDER."""
    if play.is_pair and 0 in play.cards:
        return Refusal("neutral-in-pair", "G3.4", WORDS.said("neutral_in_pair", cite=" (G3.4)"))
    for card, flipped in zip(play.cards, play.flips):
        if flipped and card == 0:
            return Refusal("neutral-flipped", "G3.5",
                           WORDS.said("neutral_flipped", cite=" (G3.5)"))
    if play.uses_penguin and penguins < 1:
        return Refusal("no-penguin", "G3.5", WORDS.said("no_penguin", cite=" (G3.5)"))
    value = play.value
    if play.is_pair and not pair_in_range(value):
        return Refusal("pair-out-of-range", "G3.3",
                       WORDS.said("pair_out_of_range", value=value, cite=" (G3.3)"))
    if not play.is_neutral and not on_top(top, value, play.is_pair):
        if play.is_pair:
            return Refusal("not-lower", "G3.3",
                           WORDS.said("pair_not_lower", value=value, top=top, cite=" (G3.3)"))
        return Refusal("not-lower", "G3.1, G3.2",
                       WORDS.said("card_not_lower", value=value, top=top, cite_lower=" (G3.1)",
                                  cite_opposite=" (G3.2)"))
    if len(play.cards) == hand_size:
        if play.is_neutral:
            return Refusal("cannot-go-out", "G3.6", WORDS.said("out_on_neutral", cite=" (G3.6)"))
        if play.uses_penguin:
            return Refusal("cannot-go-out", "G3.6", WORDS.said("out_on_flip", cite=" (G3.6)"))
    return None


def rule_used(top: int | None, play: Play) -> str:
    """The rule that makes a legal play legal: G2.2 on an empty pile, G3.4 for a neutral card,
    G3.2 for the exact opposite, G3.1 for a lower card, G3.3 for a pair."""
    if play.is_neutral:
        return "G3.4"
    if top is None:
        return "G2.2"
    if play.is_pair:
        return "G3.3"
    return "G3.2" if top != 0 and play.value == -top else "G3.1"


def top_after(play: Play) -> int:
    """The new top (G2.1): the play's value; 0 after a neutral card (G2.3)."""
    return play.value


def legal_plays(position: Position) -> list[Play]:
    """The legal-move generator (G2.2, G3.1-G3.6): every distinct legal play, in a fixed order
    the solver (kernel and twin) shares: by the top each play leaves, lowest first; among equal
    values in hand order: for each card (the first copy of equal cards), the card alone then
    flipped, then its pairs with the later cards (first copies), unflipped, first card flipped,
    second flipped, both flipped. Flips only with a penguin
    (G3.5), never of a neutral card; a neutral card never in a pair (G3.4); no going out with a
    neutral card or a flip (G3.6). The same rules as `refusal`, which tests hold it to."""
    return list(legal_plays_of(position.top, position.hand, position.penguins > 0))


@lru_cache(maxsize=1 << 16)
def legal_plays_of(top: int | None, hand: tuple[int, ...], penguin: bool) -> tuple[Play, ...]:
    """legal_plays of a top, a hand and whether a penguin is held, remembered (the game engine
    and its bots ask it on every turn); the hand is not validated. The tests of on_top and
    pair_in_range are written out inline here: this is the game engine's hottest loop."""
    plays: list[Play] = []
    size = len(hand)
    flips_allowed = penguin and size > 1  # G3.6: no going out on a flip
    pair_flips = penguin and size > 2  # a pair of two cards goes out: unflipped only (G3.6)
    opposite = None if top is None or top == 0 else -top
    seen: set[int] = set()
    for i, a in enumerate(hand):
        if a in seen:
            continue
        seen.add(a)
        if a == 0:  # G3.4: alone, on anything, never flipped (G3.5) nor going out (G3.6)
            if size > 1:
                plays.append(make_play((0,), (False,)))
            continue
        if top is None or a < top or a == opposite:  # G2.2, G3.1, G3.2
            plays.append(make_play((a,), (False,)))
        if flips_allowed and (top is None or -a < top or -a == opposite):  # G3.5
            plays.append(make_play((a,), (True,)))
        later: set[int] = set()
        for j in range(i + 1, size):
            b = hand[j]
            if b == 0 or b in later or (b != a and b in seen):
                continue
            later.add(b)
            value = a + b  # G3.3: within -25..25 and lower than the top
            if PAIR_MIN <= value <= PAIR_MAX and (top is None or value < top):
                plays.append(make_play((a, b), (False, False)))
            if not pair_flips:
                continue
            for value, flips in ((b - a, (True, False)), (a - b, (False, True)),
                                 (-a - b, (True, True))):
                if flips == (False, True) and a == b:
                    continue
                if PAIR_MIN <= value <= PAIR_MAX and (top is None or value < top):
                    plays.append(make_play((a, b), flips))
    plays.sort(key=_VALUE)
    return tuple(plays)


_VALUE = attrgetter("value")
"""top_after as a sort key: a play's value (G2.1)."""


def remove_cards(hand: tuple[int, ...], play: Play) -> tuple[int, ...]:
    """The hand without the play's cards (the first copies of each), order kept."""
    left = list(hand)
    for card in play.cards:
        left.remove(card)
    return tuple(left)


def describe_play(top: int | None, play: Play, lang: str | None = None) -> str:
    """A legal play as players say it: `+20~ = -20 on 5 (G3.1, penguin G3.5)`, in `lang`."""
    say = WORDS(lang)
    shown = str(play)
    if play.uses_penguin or play.is_pair:
        shown += f" = {play.value}"
    rule = rule_used(top, play) + (say("penguin_rule") if play.uses_penguin else "")
    if top is None:
        return say("on_empty", play=shown, rule=rule)
    return say("on", play=shown, top=top, rule=rule)
