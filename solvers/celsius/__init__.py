"""Celsius (rules C1-C7): solve a dealt position, check a claimed play, settle a round, play
whole games (the play face, face.py).

Importing this package does not import numba; the kernel is loaded by the first solve.
`GAME` is the game's entry for the registry (solvers/game.py, solvers/registry.py).
"""
from deckmath.solvers.celsius.answers import NamedPlay, check_answer, format_answer, read_answer
from deckmath.solvers.celsius.check import Verdict, check
from deckmath.solvers.celsius.deck import (
    HAND_SIZE, Deal, Deck, deal, deal_position, hot_count, load_deck,
)
from deckmath.solvers.celsius.face import PLAY
from deckmath.solvers.celsius.model import (
    OperatorCard, PlayedCard, PlayToken, Position, format_hand, format_play, parse_card,
    parse_claimed_play, parse_cold, parse_hand, parse_hot, parse_play, parse_target, position,
    position_from_json, split_target, trace,
)
from deckmath.solvers.celsius.puzzles import KINDS, WORDS, FewestQuestion
from deckmath.solvers.celsius.round import (
    Claim, RoundResult, adjudicate, parse_claim, parse_player_hand,
)
from deckmath.solvers.celsius.solve import (
    Solution, TargetResult, solve, solve_many,
)
from deckmath.solvers.game import FieldOption, Game, lazy
from deckmath.solvers.words import Said


def question(position: Position, deck: Deck | None = None) -> FewestQuestion:
    """What a sheet shows of a position (C4.1): its cold and hot cards and its hand, the
    same whatever the deck."""
    return FewestQuestion(position.cold, position.hot, position.hand)


def position_missing() -> Said:
    """The command line's refusal of a position without its three parts (C4.1)."""
    from deckmath.solvers.celsius.words import ERRORS

    return ERRORS.said("cli.position", cold="--cold", hot="--hot", hand="--hand",
                       batch="--batch")


POSITION_OPTIONS = (
    FieldOption("cold", "Cold card value, 0..12 (C1.1).", required=True),
    FieldOption("hot", "Hot values on the table, e.g. 22,40 (C4.1).", required=True,
                separator=","),
    FieldOption("hand", 'Operator cards, e.g. "+1 x2 x? -3 /2 +5 x4" (C2.3).', required=True),
)
"""A position's parts (C4.1) as the command line spells them, and the order of its one-line
text: `10 | 22,40 | +1 x2 x? -3 /2 +5 x4`."""


def best_answer(solution: Solution) -> tuple[PlayToken, ...] | None:
    """The solver's best play (C4.3) as a claim `check` reads, or None."""
    return None if solution.play is None else parse_play(format_play(solution.play))


GAME = Game(
    name="celsius",
    title="Celsius",
    rules="C",
    summary="reach a hot card from the cold card with the fewest operator cards (rules C1-C7)",
    load_deck=load_deck,
    random_position=deal_position,
    parse_position=position_from_json,
    format_position=Position.to_json,
    parse_answer=read_answer,
    format_answer=format_answer,
    solve=solve,
    solve_many=solve_many,
    best_answer=best_answer,
    check=check_answer,
    puzzle_kinds=KINDS,
    draw_question=lazy("deckmath.solvers.celsius.drawing", "draw_question"),
    per_page_max=8,
    question=question,
    words=WORDS,
    kernels=("deckmath.solvers.celsius.kernel", "deckmath.solvers.celsius.back_kernel",
             "deckmath.solvers.celsius.rough_kernel", "deckmath.solvers.celsius.lines"),
    play=PLAY,
    census="deckmath.solvers.celsius.census",
    position_options=POSITION_OPTIONS,
    position_missing=position_missing,
    verbs="deckmath.solvers.celsius.commands",
)

__all__ = [
    "GAME", "HAND_SIZE", "Claim", "Deal", "Deck", "NamedPlay", "OperatorCard", "PlayToken",
    "PlayedCard", "Position", "RoundResult", "Solution", "TargetResult", "Verdict",
    "adjudicate", "best_answer", "check", "check_answer", "deal", "deal_position", "format_answer",
    "format_hand", "format_play", "hot_count", "load_deck", "parse_card", "parse_claim", "parse_claimed_play",
    "parse_cold", "parse_hand", "parse_hot", "parse_play", "parse_player_hand", "parse_target",
    "position", "position_from_json", "question", "read_answer", "solve", "solve_many",
    "split_target",
    "trace",
]
