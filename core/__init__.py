"""The core verbs of every game (solve, check, moves, generate, deck), driven from the core
face as play/ drives whole games and census/ the census."""
