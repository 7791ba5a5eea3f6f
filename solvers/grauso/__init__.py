"""Grauso (rules G1-G7): the legal plays of a position, checking a play or a way out, going out
in the fewest plays, the scoring helper, whole games through the play face (face.py), "go
out" puzzles, and the deck census (census.py).

Importing this package does not import numba; the kernel is loaded by the first solve.
`GAME` is the game's entry for the registry (solvers/game.py, solvers/registry.py).
"""
from deckmath.solvers.game import FieldOption, Game, lazy
from deckmath.solvers.grauso.answers import check_answer, format_answer, read_answer
from deckmath.solvers.grauso.check import (
    SequenceVerdict, Verdict, check, check_collect, check_sequence,
)
from deckmath.solvers.grauso.deck import Deck, deal_position, load_deck
from deckmath.solvers.grauso.face import PLAY
from deckmath.solvers.grauso.legal import REASONS, legal_plays, refusal, rule_used
from deckmath.solvers.grauso.model import (
    Play, Position, format_card, format_hand, format_sequence, parse_card, parse_claim,
    parse_hand, parse_penguins, parse_play, parse_sequence, parse_top, position, position_from_json,
)
from deckmath.solvers.grauso.puzzles import KINDS, WORDS, GoOutQuestion
from deckmath.solvers.grauso.solve import Solution, solve, solve_many
from deckmath.solvers.words import Said


def question(position: Position, deck: Deck | None = None) -> GoOutQuestion:
    """What a sheet shows of a position (G1.1, G1.2): the top of the pile, the hand and the
    penguins held, the same whatever the deck."""
    return GoOutQuestion(position.top, position.hand, position.penguins)


def best_answer(solution: Solution) -> Play | None:
    """The first play of the solver's way out, or None when the hand cannot be emptied."""
    return None if solution.sequence is None else solution.sequence[0]


def position_missing() -> Said:
    """The command line's refusal of a position without its hand (G1.1)."""
    from deckmath.solvers.grauso.words import ERRORS

    return ERRORS.said("give.hand")


POSITION_OPTIONS = (
    FieldOption("top", "Value on top of the point pile, -25..25; leave it out for an empty "
                       "pile (G2.1, G2.2)."),
    FieldOption("hand", 'Your cards, space-separated, e.g. "+20 -3 7 0 -14 +14"; only 0 '
                        'may repeat, up to five times (G1.1, G1.4).', required=True),
    FieldOption("penguins", "Penguins you hold, 0..6 (G1.2); default 0."),
)
"""A position's parts as the command line spells them, and the order of its one-line text:
`-5 | +20 -3 7 0 -14 +14 | 1` (`-` for an empty pile's top)."""


GAME = Game(
    name="grauso",
    title="Grauso",
    rules="G",
    summary="shed your hand onto the point pile: legal plays, going out in the fewest plays, "
            "scoring, whole games (rules G1-G7)",
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
    draw_question=lazy("deckmath.solvers.grauso.drawing", "draw_question"),
    question=question,
    words=WORDS,
    kernels=("deckmath.solvers.grauso.kernel",),
    play=PLAY,
    census="deckmath.solvers.grauso.census",
    card_svg=lazy("deckmath.solvers.grauso.pieces", "card_svg"),
    position_options=POSITION_OPTIONS,
    position_missing=position_missing,
    moves=lazy("deckmath.solvers.grauso.moves", "moves"),
    verbs="deckmath.solvers.grauso.commands",
)

__all__ = [
    "GAME", "REASONS", "Deck", "Play", "Position", "SequenceVerdict", "Solution", "Verdict",
    "best_answer", "check", "check_answer", "check_collect", "check_sequence", "deal_position", "format_answer",
    "format_card", "format_hand", "format_sequence", "legal_plays", "load_deck", "parse_card",
    "parse_claim", "parse_hand", "parse_penguins", "parse_play", "parse_sequence", "parse_top",
    "position", "position_from_json", "question", "read_answer", "refusal", "rule_used", "solve", "solve_many",
]
