"""Whole games of every game, through its play face (solvers/game.py: PlayFace, PlayState):
who sits where (seats), the game log (log), playing games between bots (runner), their tally
(tally), replaying a log through the rules (replay), a person at the terminal (session) and the
commands every game gets from them (commands). Nothing here names a game: a game supplies its
rules' state machine and its bots, and gets deal, play, simulate and replay."""
