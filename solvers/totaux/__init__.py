"""Totaux (rules T1-T7): solve a table, list its combinations, check an announcement or a
calculation, deal from a deck.

Importing this package does not import numba; the kernel is loaded by the first solve.
"""
from deckmath.solvers.totaux.check import Verdict, check_announce, check_calc
from deckmath.solvers.totaux.deck import Deck, deal, load_deck
from deckmath.solvers.totaux.model import (
    Calc, Card, parse_announce, parse_calc, parse_card, parse_positions, parse_table,
    parse_variant,
)
from deckmath.solvers.totaux.solve import (
    CardResult, Combination, Solution, TooLarge, combinations, search, solve, solve_many,
)

__all__ = [
    "Calc", "Card", "CardResult", "Combination", "Deck", "Solution", "TooLarge", "Verdict",
    "check_announce", "check_calc", "combinations", "deal", "load_deck", "parse_announce",
    "parse_calc", "parse_card", "parse_positions", "parse_table", "parse_variant", "search",
    "solve", "solve_many",
]
