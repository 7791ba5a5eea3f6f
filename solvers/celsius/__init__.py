"""Celsius (rules C1-C6): solve a dealt position, check a claimed play, settle a round.

Importing this package does not import numba; the kernel is loaded by the first solve.
"""
from deckmath.solvers.celsius.check import Verdict, check
from deckmath.solvers.celsius.deck import Deal, Deck, deal, load_deck
from deckmath.solvers.celsius.model import Position, parse_hand, parse_play, position
from deckmath.solvers.celsius.round import Claim, RoundResult, adjudicate, parse_claim
from deckmath.solvers.celsius.solve import Solution, TargetResult, solve, solve_many

__all__ = [
    "Claim", "Deal", "Deck", "Position", "RoundResult", "Solution", "TargetResult", "Verdict",
    "adjudicate", "check", "deal", "load_deck", "parse_claim", "parse_hand", "parse_play",
    "position", "solve", "solve_many",
]
