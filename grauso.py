"""Grauso for Python callers: the game's own API (deckmath.solvers.grauso) with the verbs
every game shares, `position`, `solve`, `check` and `generate` (deckmath.solvers.library).
The game's own check, position, solve stay in deckmath.solvers.grauso."""
from deckmath.solvers.library import GameLibrary, PuzzleSheet
from deckmath.solvers.grauso import (
    GAME, REASONS, Deck, Play, Position, SequenceVerdict, Solution, Verdict, best_answer,
    check_collect, check_sequence, deal_position, format_answer, format_card, format_hand,
    format_sequence, legal_plays, load_deck, parse_card, parse_claim, parse_hand,
    parse_penguins, parse_play, parse_sequence, parse_top, position_from_json, refusal,
    rule_used, solve_many,
)

position, solve, check, generate = GameLibrary("grauso").verbs()

__all__ = [
    'Deck', 'GAME', 'Play', 'Position', 'PuzzleSheet', 'REASONS', 'SequenceVerdict',
    'Solution', 'Verdict', 'best_answer', 'check', 'check_collect', 'check_sequence',
    'deal_position', 'format_answer', 'format_card', 'format_hand', 'format_sequence',
    'generate', 'legal_plays', 'load_deck', 'parse_card', 'parse_claim', 'parse_hand',
    'parse_penguins', 'parse_play', 'parse_sequence', 'parse_top', 'position',
    'position_from_json', 'refusal', 'rule_used', 'solve', 'solve_many',
]
