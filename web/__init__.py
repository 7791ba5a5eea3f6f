"""The page in the browser (`deckmath serve`): solve, play, print and read the rules of every
registered game, a front end on the games' faces with a JSON API under /api/."""
