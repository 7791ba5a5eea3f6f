"""deckmath solvers: one package per game (celsius, totaux, ...), each with model, kernel, reference."""
