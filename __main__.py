"""`python -m deckmath`: the deckmath command line."""
from deckmath.cli import main

main(prog_name="deckmath")
