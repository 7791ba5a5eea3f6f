"""Totaux for Python callers: the game's own API (deckmath.solvers.totaux) with the verbs
every game shares, `position`, `solve`, `check` and `generate` (deckmath.solvers.library).
The game's own solve stays in deckmath.solvers.totaux."""
from deckmath.solvers.library import GameLibrary, PuzzleSheet
from deckmath.solvers.totaux import (
    DEAL_SIZE, SEQUENTIAL_FROM, GAME, VARIANTS, Calc, Card, CardResult, Claim, Combination,
    Deck, Position, Solution, TooLarge, Verdict, best_answer, check_announce, check_answer,
    check_calc, check_claim, claim_from_json, combinations, deal, draw_table, format_table,
    is_prime, list_combinations, load_deck, parse_announce, parse_calc, parse_card,
    parse_positions, parse_table, parse_variant, position_from_json, random_position,
    search, solve_many, solve_position, solve_positions,
)

position, solve, check, generate = GameLibrary("totaux").verbs()

__all__ = [
    'Calc', 'Card', 'CardResult', 'Claim', 'Combination', 'DEAL_SIZE', 'Deck', 'GAME',
    'Position', 'PuzzleSheet', 'SEQUENTIAL_FROM', 'Solution', 'TooLarge', 'VARIANTS',
    'Verdict', 'best_answer', 'check', 'check_announce', 'check_answer', 'check_calc',
    'check_claim', 'claim_from_json', 'combinations', 'deal', 'draw_table', 'format_table',
    'generate', 'is_prime', 'list_combinations', 'load_deck', 'parse_announce',
    'parse_calc', 'parse_card', 'parse_positions', 'parse_table', 'parse_variant',
    'position', 'position_from_json', 'random_position', 'search', 'solve', 'solve_many',
    'solve_position', 'solve_positions',
]
