"""Many Totaux games between bots (issue 12, item 4): win rates, game length, the share of
failed bids and the share of games where the prime rule (T7.3) changed the outcome.

"The prime rule changed the outcome" is measured: the same game (same seed, same bots) is
played without the prime requirement (game.TotauxGame prime_rule=False: no player is held to a
prime 5th combination, nobody is ranked down for lacking a prime trick) and the winners are
compared. When the requirement never limited anyone's announcements (game.prime_pressed is
False) the game without it is move for move the same, so only its ranking is recomputed;
otherwise it is played again.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from deckmath.solvers.simulation import BotSpec, GameOutcome, Tally, game_log, seat_bots
from deckmath.solvers.totaux.bots import make_bots, play_round
from deckmath.solvers.totaux.deck import Deck, load_deck
from deckmath.solvers.totaux.engine import LOG_VERSION, TotauxGame

GAMES_MAX = 10_000_000
"""Most games one simulation may ask for."""

SEED_MODULUS = 2**63


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` (from 0) of a run with `seed`: seed + index, so any game of a
    run can be played again alone."""
    return (seed + index) % SEED_MODULUS


def play_game(seed: int, players: int, bots: Sequence[BotSpec], deck: Deck,
              variant: str = "chain", bluff: float = 0.0, prime_rule: bool = True,
              record: bool = False) -> TotauxGame:
    """One game to its end between `bots` (by seat)."""
    game = TotauxGame(seed, players, deck, variant, prime_rule, record)
    seated = make_bots(bots, seed, bluff)
    while not game.finished:
        play_round(game, seated)
    return game


def prime_changed(game: TotauxGame, bots: Sequence[BotSpec], bluff: float) -> bool:
    """Whether the winners would differ without the prime requirement (module docstring)."""
    if not game.prime_pressed:
        return game.winners(prime_rule=False) != game.winners()
    other = play_game(game.seed, game.players, bots, game.deck, game.variant, bluff,
                      prime_rule=False)
    return other.winners() != game.winners()


def outcome(game: TotauxGame, bots: Sequence[BotSpec], bluff: float) -> GameOutcome:
    """A finished game for the tally: winners, rounds, failed bids, and the prime rule."""
    return GameOutcome(tuple(bots), game.winners(), game.rounds, {
        "failed_bids": (game.failed_bids, game.shows),
        "prime_rule_changed_winner": (int(prime_changed(game, bots, bluff)), 1),
        "ended_stalled": (int(game.end_reason == "stalled"), 1),
    })


def simulate(players: int, specs: Sequence[BotSpec], games: int, seed: int,
             variant: str = "chain", bluff: float = 0.0, deck: Deck | None = None,
             progress: Callable[[int], None] | None = None, every: int = 100) -> Tally:
    """`games` games between `specs` (rotated over the seats, seat_bots), game i from
    game_seed(seed, i); `progress(n)` after every n games."""
    deck = deck or load_deck()
    tally = Tally("totaux", players, unit="rounds")
    done = 0
    for i in range(games):
        seated = seat_bots(specs, i)
        game = play_game(game_seed(seed, i), players, seated, deck, variant, bluff)
        tally.record(outcome(game, seated, bluff))
        done += 1
        if progress is not None and (done == every or i == games - 1):
            progress(done)
            done = 0
    return tally


def simulation_summary(tally: Tally, specs: Sequence[BotSpec], seed: int, variant: str,
                       bluff: float) -> dict[str, Any]:
    """The tally's summary with what the run was."""
    return {**tally.summary(), "bots": [spec.label for spec in specs], "seed": seed,
            "variant": variant, "bluff": bluff, "seeds": "game i (from 0) is dealt from seed + i"}


def game_record(game: TotauxGame, bots: Sequence[BotSpec | str], bluff: float = 0.0
                ) -> dict[str, Any]:
    """A game's JSON log: the shared envelope, plus the variant, the prime rule and the deck
    the replay needs; the end event (T7.4) when the game is over (a game left early stops
    without it)."""
    ending = [game.end_event()] if game.finished else []
    log = game_log("totaux", LOG_VERSION, game.seed, game.players, bots, [*game.events, *ending])
    log.update({"variant": game.variant, "prime_rule": game.prime_rule, "deck": game.deck.name})
    return log
