"""Totaux (rules T1-T8): solve a table, list its combinations, check an announcement or a
calculation, deal from a deck, play whole games (face.py).

Importing this package does not import numba; the kernel is loaded by the first solve.
`GAME` is the game's entry for the registry (solvers/game.py, solvers/registry.py).
"""
import random

from deckmath.solvers.game import FieldOption, Game, lazy
from deckmath.solvers.totaux.answers import check_answer, format_answer, read_answer
from deckmath.solvers.totaux.check import (
    Claim, Verdict, check_announce, check_calc, check_claim, claim_from_json,
)
from deckmath.solvers.totaux.deck import DEAL_SIZE, Deck, deal, draw_table, load_deck
from deckmath.solvers.totaux.face import PLAY
from deckmath.solvers.totaux.model import (
    VARIANTS, Calc, Card, Position, Show, format_table, is_prime, parse_announce, parse_calc,
    parse_card, parse_placed_calc, parse_positions, parse_table, parse_variant,
    position_from_json,
)
from deckmath.solvers.totaux.puzzles import KINDS, WORDS, TableQuestion
from deckmath.solvers.totaux.solve import (
    SEQUENTIAL_FROM, CardResult, Combination, Solution, TooLarge, combinations,
    list_combinations, search, solve, solve_many, solve_position, solve_positions,
)
from deckmath.solvers.words import Said


def random_position(deck: Deck, rng: random.Random) -> Position:
    """Six cards turned from the deck (T7.1), chain variant."""
    return Position(draw_table(deck, rng))


def question(position: Position, deck: Deck | None = None) -> TableQuestion:
    """What a sheet shows of a position (T2.1): its table, in its variant, the same whatever
    the deck."""
    return TableQuestion(position.table, position.variant)


def best_answer(solution: Solution) -> Calc | None:
    """The calculation of the best announcement (T5.2) with the fewest cards, or None."""
    best = solution.best_total
    if best is None:
        return None
    result = solution.example_for(best)
    if result is None or result.example is None:
        raise ValueError(f"the best total {best} is reached by no card")
    return result.example.calc


def position_missing() -> Said:
    """The command line's refusal of a position without its table (T2.1)."""
    from deckmath.solvers.totaux.words import ERRORS

    return ERRORS.said("cli.table", table="--table", batch="--batch")


POSITION_OPTIONS = (
    FieldOption("table", 'Table cards "faces:total", e.g. "35:24 16:7 22:13 44:50 15:31 26:12" '
                         '(T1.3).', required=True),
    FieldOption("variant", "chain (default, T3.3) or pair (T3.4).", choices=("chain", "pair")),
)
"""A position's parts as the command line spells them, and the order of its one-line text:
`35:24 16:7 22:13 44:50 15:31 26:12 | chain` (the variant may be left out: chain)."""


GAME = Game(
    name="totaux",
    title="Totaux",
    rules="T",
    summary="reach a card's total from other table cards' faces (rules T1-T8)",
    load_deck=load_deck,
    random_position=random_position,
    parse_position=position_from_json,
    format_position=Position.to_json,
    parse_answer=read_answer,
    format_answer=format_answer,
    solve=solve_position,
    solve_many=solve_positions,
    solve_telling=lazy("deckmath.solvers.totaux.solve", "solve_telling"),
    best_answer=best_answer,
    check=check_answer,
    puzzle_kinds=KINDS,
    draw_question=lazy("deckmath.solvers.totaux.drawing", "draw_question"),
    question=question,
    words=WORDS,
    kernels=("deckmath.solvers.totaux.kernel", "deckmath.solvers.totaux.search_kernel",
             "deckmath.solvers.totaux.reach_kernel"),
    play=PLAY,
    census="deckmath.solvers.totaux.census",
    answer_pieces=lazy("deckmath.solvers.totaux.pieces", "answer_pieces"),
    position_options=POSITION_OPTIONS,
    position_missing=position_missing,
    verbs="deckmath.solvers.totaux.commands",
)

__all__ = [
    "DEAL_SIZE", "GAME", "SEQUENTIAL_FROM", "VARIANTS", "Calc", "Card", "CardResult", "Claim",
    "Combination", "Deck", "Position", "Show", "Solution", "TooLarge", "Verdict", "best_answer",
    "check_announce", "check_answer", "check_calc", "check_claim", "claim_from_json",
    "combinations", "deal", "draw_table", "format_answer", "format_table", "is_prime",
    "list_combinations", "load_deck", "parse_announce", "parse_calc", "parse_card",
    "parse_placed_calc", "parse_positions", "parse_table", "parse_variant", "position_from_json",
    "question", "random_position", "read_answer", "search", "solve", "solve_many",
    "solve_position", "solve_positions",
]
