"""Professor Tempus (rules P1-P6): legal moves, a move checker, an exact round solver, whole
games with bots through the play face (face.py), "best move" puzzles, and the census of first
rounds (census.py).

Importing this package does not import numba; the kernel is loaded by the first solve.
`GAME` is the game's entry for the registry (solvers/game.py, solvers/registry.py).
"""
import functools

from deckmath.solvers.game import Game, lazy
from deckmath.solvers.tempus.answers import read_answer
from deckmath.solvers.tempus.check import RULES, Verdict, check
from deckmath.solvers.tempus.deck import (
    Deck, deal_round, load_deck, play_randomly, random_position, reference_hourglasses,
)
from deckmath.solvers.tempus.face import PLAY
from deckmath.solvers.tempus.model import (
    ALL_CARDS, Card, Move, Position, Series, format_move, parse_card, parse_move,
    position_from_json, position_from_line, position_line,
)
from deckmath.solvers.tempus.moves import LegalMoves
from deckmath.solvers.tempus.puzzles import KINDS, WORDS, BestQuestion
from deckmath.solvers.tempus.rules import (
    REASONS, apply_move, hourglasses_in_front, legal_moves, move_reason, round_value,
)
from deckmath.solvers.tempus.solve import Solution, solve, solve_many
from deckmath.solvers.words import Said


@functools.cache
def _reference_deck() -> Deck:
    return load_deck()


def question(position: Position, deck: Deck | None = None) -> BestQuestion:
    """What a sheet shows of a position (P1.2): the position and the hourglasses of its cards
    in `deck`, the reference deck when None (read once)."""
    return BestQuestion.of(position, (deck or _reference_deck()).hourglasses)


def best_answer(solution: Solution) -> Move | None:
    """The solver's best move as a claim `check` reads, or None when the round is over."""
    return solution.best_move


def position_missing() -> Said:
    """The command line's refusal of a command without its position."""
    from deckmath.solvers.tempus.words import ERRORS

    return ERRORS.said("give.position")


GAME = Game(
    name="tempus",
    title="Professor Tempus",
    rules="P",
    summary="legal moves, checker, exact round solver, whole games with bots (rules P1-P6)",
    load_deck=load_deck,
    random_position=random_position,
    parse_position=position_from_json,
    format_position=Position.to_json,
    parse_answer=read_answer,
    format_answer=format_move,
    solve=solve,
    solve_many=solve_many,
    best_answer=best_answer,
    check=check,
    puzzle_kinds=KINDS,
    draw_question=lazy("deckmath.solvers.tempus.drawing", "draw_question"),
    per_page_max=6,
    question=question,
    words=WORDS,
    kernels=("deckmath.solvers.tempus.kernel",),
    play=PLAY,
    census="deckmath.solvers.tempus.census",
    answer_pieces=lazy("deckmath.solvers.tempus.pieces", "answer_pieces"),
    card_svg=lazy("deckmath.solvers.tempus.pieces", "card_svg"),
    position_missing=position_missing,
    position_line=position_line,
    read_position_line=position_from_line,
    moves=LegalMoves.of,
    verbs="deckmath.solvers.tempus.commands",
)

__all__ = [
    "ALL_CARDS", "GAME", "REASONS", "RULES", "Card", "Deck", "LegalMoves", "Move", "Position",
    "Series", "Solution", "Verdict", "apply_move", "best_answer", "check", "deal_round",
    "format_move", "hourglasses_in_front", "legal_moves", "load_deck", "move_reason", "parse_card",
    "parse_move", "play_randomly", "position_from_json", "question", "random_position",
    "read_answer", "reference_hourglasses", "round_value", "solve", "solve_many",
]
