"""Professor Tempus for Python callers: the game's own API (deckmath.solvers.tempus) with the verbs
every game shares, `position`, `solve`, `check` and `generate` (deckmath.solvers.library).
The game's own check, solve stay in deckmath.solvers.tempus."""
from deckmath.solvers.library import GameLibrary, PuzzleSheet
from deckmath.solvers.tempus import (
    ALL_CARDS, GAME, REASONS, RULES, Card, Deck, Move, Position, Series, Solution, Verdict,
    apply_move, best_answer, deal_round, format_move, hourglasses_in_front, legal_moves,
    load_deck, move_reason, parse_card, parse_move, play_randomly, position_from_json,
    random_position, reference_hourglasses, round_value, solve_many,
)

position, solve, check, generate = GameLibrary("tempus").verbs()

__all__ = [
    'ALL_CARDS', 'Card', 'Deck', 'GAME', 'Move', 'Position', 'PuzzleSheet', 'REASONS',
    'RULES', 'Series', 'Solution', 'Verdict', 'apply_move', 'best_answer', 'check',
    'deal_round', 'format_move', 'generate', 'hourglasses_in_front', 'legal_moves',
    'load_deck', 'move_reason', 'parse_card', 'parse_move', 'play_randomly', 'position',
    'position_from_json', 'random_position', 'reference_hourglasses', 'round_value',
    'solve', 'solve_many',
]
