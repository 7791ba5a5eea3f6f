"""A game of Celsius in the terminal against bots (issue 12, item 5). The human sits in seat 1
and types plays in the notation of `celsius check --play` (C2.1, C2.2), or `pass`; a claim the
checker refuses (C5.3) is explained and may be typed again. Bots' plays are shown with their
calculations. End of input or `quit` ends the game cleanly."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from deckmath.solvers.celsius.bots import decide
from deckmath.solvers.celsius.check import check
from deckmath.solvers.celsius.engine import CelsiusGame
from deckmath.solvers.celsius.model import PlayToken, Position, format_hand, parse_claimed_play
from deckmath.solvers.celsius.round import PASS, RoundResult
from deckmath.solvers.celsius.simulate import bot_rng
from deckmath.solvers.celsius.solve import Solution, cards_phrase, solve_many
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import normalize
from deckmath.solvers.simulation import BotSpec

HUMAN = "you"
QUIT = "quit"


class Session:
    """One terminal game: `read()` returns a line typed by the human ('' at end of input),
    `say(text)` prints."""

    def __init__(self, seed: int, players: int, bots: Sequence[BotSpec],
                 read: Callable[[], str], say: Callable[[str], None]) -> None:
        self.bots = tuple(bots)
        names = [HUMAN] + [f"bot {seat + 1}" for seat in range(1, players)]
        self.game = CelsiusGame(seed, players, names=names)
        self.rng = bot_rng(seed)
        self.read = read
        self.say = say
        self.ended_early = False

    def run(self) -> bool:
        """Play to the end; False if the human left early (end of input or `quit`)."""
        game = self.game
        bots = ", ".join(f"{name} ({bot.label})" for name, bot in zip(game.names[1:], self.bots))
        self.say(f"Celsius, {game.players} players: you (seat 1), {bots}; seed {game.seed}.\n"
                 f"Type your play as `deckmath celsius check --play` reads it (+1 x2, x?=7, "
                 f"optionally = 22 to name the hot card), `pass`, or `quit`.")
        while not game.finished:
            if not self.play_round():
                self.ended_early = True
                self.say(f"game ended in round {game.round} of {game.rounds}")
                break
        self.say(self.ranking())
        return not self.ended_early

    def play_round(self) -> bool:
        game = self.game
        cold, hot = game.deal_table()
        solutions = solve_many(game.positions())
        self.say(f"\nround {game.round} of {game.rounds}: cold {cold}, hot "
                 f"{' '.join(map(str, hot))}   (cold cards: {self.scores()})")
        self.say(f"your hand: {format_hand(game.position(0).hand)}")
        answer = self.ask(game.position(0), solutions[0])
        if answer is False:
            return False
        claims = [game.claim(0, *answer)]
        for seat, bot in enumerate(self.bots, start=1):
            claims.append(game.claim(seat, *decide(bot, solutions[seat], self.rng)))
        result = game.settle(claims, solutions)
        self.say(self.result_text(result, solutions[0]))
        return True

    def ask(self, position: Position, solution: Solution
            ) -> tuple[tuple[PlayToken, ...] | None, int | None] | bool:
        """The human's claim, asked again until the checker accepts it or they pass; False at
        end of input or `quit`."""
        while True:
            self.say("your play> ")
            line = self.read()
            if not line:
                return False
            text = normalize(line).strip()
            if text.lower() == QUIT:
                return False
            if text.lower() == PASS:
                return None, None
            if not text:
                continue
            try:
                play, target = parse_claimed_play(text)
            except InputError as err:
                self.say(f"not understood: {err}; try again, or pass")
                continue
            verdict = check(position, play, target, solution)
            if verdict.valid:
                return play, target
            self.say(verdict.to_text() + "\ntry again, or pass")

    def result_text(self, result: RoundResult, mine: Solution) -> str:
        lines = [result.to_text()]
        you = next(c for c in result.claims if c.claim.player == HUMAN)
        if mine.play is not None and (not you.valid or you.cards > mine.min_cards):
            lines.append(f"your best play was {cards_phrase(mine.min_cards)} to {mine.target}: "
                         f"{' '.join(map(str, mine.play))}")
        return "\n".join(lines)

    def scores(self) -> str:
        return ", ".join(f"{name} {len(won)}" for name, won in zip(self.game.names, self.game.won))

    def ranking(self) -> str:
        head = "ranking so far" if self.ended_early else "final ranking (C6.5)"
        return f"{head}: " + ", ".join(
            f"{s.rank}. {s.name} ({cards_phrase(len(s.cold_cards)).replace('card', 'cold card')})"
            for s in self.game.standings())
