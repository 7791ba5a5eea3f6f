"""Celsius for Python callers: the game's own API (deckmath.solvers.celsius) with the verbs
every game shares, `position`, `solve`, `check` and `generate` (deckmath.solvers.library).
The game's own check, position, solve stay in deckmath.solvers.celsius."""
from deckmath.solvers.library import GameLibrary, PuzzleSheet
from deckmath.solvers.celsius import (
    GAME, HAND_SIZE, Claim, Deal, Deck, OperatorCard, PlayToken, PlayedCard, Position,
    RoundResult, Solution, TargetResult, Verdict, adjudicate, best_answer, deal,
    deal_position, format_answer, format_hand, format_play, hot_count, load_deck,
    parse_card, parse_claim, parse_claimed_play, parse_cold, parse_hand, parse_hot,
    parse_play, parse_player_hand, parse_target, position_from_json, solve_many,
    split_target, trace,
)

position, solve, check, generate = GameLibrary("celsius").verbs()

__all__ = [
    'Claim', 'Deal', 'Deck', 'GAME', 'HAND_SIZE', 'OperatorCard', 'PlayToken', 'PlayedCard',
    'Position', 'PuzzleSheet', 'RoundResult', 'Solution', 'TargetResult', 'Verdict',
    'adjudicate', 'best_answer', 'check', 'deal', 'deal_position', 'format_answer',
    'format_hand', 'format_play', 'generate', 'hot_count', 'load_deck', 'parse_card',
    'parse_claim', 'parse_claimed_play', 'parse_cold', 'parse_hand', 'parse_hot',
    'parse_play', 'parse_player_hand', 'parse_target', 'position', 'position_from_json',
    'solve', 'solve_many', 'split_target', 'trace',
]
