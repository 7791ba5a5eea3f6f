"""A game of Totaux in the terminal against bots (issue 12, item 5). The human sits in seat 1:
in the auction they type a total to announce or `pass` (T7.1); when their bid is the highest
they type the combination in the notation of `totaux check --calc` (T4), optionally followed
by `@ positions`, and a refused one is explained with the checker's reason (T6.3) and may be
typed again, or `give up` fails the bid (T7.2). Bots' announcements and combinations are shown.
End of input or `quit` ends the game cleanly, with the ranking so far."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import normalize
from deckmath.solvers.simulation import BotSpec
from deckmath.solvers.totaux.bots import Bot, bot_rng, run_auction
from deckmath.solvers.totaux.check import check_calc
from deckmath.solvers.totaux.deck import Deck, load_deck
from deckmath.solvers.totaux.engine import TotauxGame, default_give_back
from deckmath.solvers.totaux.model import Calc, parse_announce, parse_calc, parse_positions
from deckmath.solvers.totaux.reach import TableReach

QUIT, PASS, GIVE_UP = "quit", "pass", "give up"


class _Left(Exception):
    """The human left (end of input or `quit`)."""


class Session:
    """One terminal game: `read()` returns a line typed by the human ('' at end of input),
    `say(text)` prints."""

    def __init__(self, seed: int, players: int, bots: Sequence[BotSpec],
                 read: Callable[[], str], say: Callable[[str], None], variant: str = "chain",
                 bluff: float = 0.0, deck: Deck | None = None) -> None:
        self.game = TotauxGame(seed, players, deck or load_deck(), variant, record=True)
        self.specs = tuple(bots)
        self.bots = [Bot(spec, seat, bot_rng(seed, seat), bluff)
                     for seat, spec in enumerate(bots, start=1)]
        self.read = read
        self.say = say
        self.ended_early = False

    def name(self, seat: int) -> str:
        return "you" if seat == 0 else f"bot {seat + 1}"

    def run(self) -> bool:
        """Play to the end; False if the human left early."""
        game = self.game
        bots = ", ".join(f"{self.name(b.seat)} ({b.spec.label})" for b in self.bots)
        self.say(f"Totaux, {game.players} players: you (seat 1), {bots}; seed {game.seed}, "
                 f"{game.variant}.\nAnnounce a total or pass; to show, type a calculation as "
                 f"`deckmath totaux check --calc` reads it (5 x1 x6 +1 = 31), optionally "
                 f"`@ 1,2,5` for the cards' positions; `quit` ends.")
        try:
            while not game.finished:
                self.play_round()
        except _Left:
            self.ended_early = True
            self.say(f"game ended in round {game.rounds}")
        self.say(self.ranking())
        return not self.ended_early

    def play_round(self) -> None:
        game = self.game
        game.deal()
        reach = TableReach(game.table_cards(), game.variant, arrays=game.table_arrays())
        table = "  ".join(f"{i}) {card}" for i, card in enumerate(game.table_cards(), start=1))
        self.say(f"\nround {game.rounds}, {self.name(game.dealer)} dealt, {len(game.pile)} cards "
                 f"left to turn   (tricks: {self.scores()})\ntable: {table}")
        if not game.may_announce(0):
            why = ("you failed the last bid (T7.2)" if game.round.excluded == 0 else
                   "you have made 5 combinations (T7.3)")
            self.say(f"you may not announce this round: {why}")
        for bot in self.bots:
            bot.bluffed = None
        speakers: dict[int, object] = {b.seat: _Told(self, b) for b in self.bots}
        speakers[0] = _Human(self)
        run_auction(game, reach, speakers)
        bid = game.round.bid
        if bid is None:
            game.no_announcement()
            self.say("no announcement: the cards go back, the pile is shuffled (T7.2)")
            return
        seat, total = bid
        if seat == 0:
            calc, positions = self.ask_show(total)
        else:
            calc, positions = self.bots[seat - 1].show(reach, total)
        result = game.show(seat, calc, positions)
        if result["valid"]:
            self.say(f"{self.name(seat)} {'show' if seat == 0 else 'shows'} {calc} (cards "
                     f"{','.join(map(str, result['positions']))}) and "
                     f"{'take' if seat == 0 else 'takes'} the trick")
            return
        self.say(f"{self.name(seat)} cannot show {total}: the bid fails (T7.2)"
                 + (f" [{calc}]" if calc is not None else ""))
        if game.round.phase == "give-back":
            index = self.ask_give_back() if seat == 0 else default_give_back(game.tricks[seat])
            trick = game.tricks[seat][index]
            game.give_back(seat, index)
            self.say(f"{self.name(seat)} {'give' if seat == 0 else 'gives'} back the trick "
                     f"{trick.calc} (T7.2)")

    def line(self, prompt: str) -> str:
        self.say(prompt)
        line = self.read()
        if not line:
            raise _Left
        text = " ".join(normalize(line).split())
        if text.lower() == QUIT:
            raise _Left
        return text

    def ask_announce(self) -> int | None:
        game = self.game
        bid = game.round.bid
        now = "no bid yet" if bid is None else f"bid: {self.name(bid[0])} {bid[1]}"
        while True:
            text = self.line(f"{now}; your announcement (a total, or pass)> ")
            if not text:
                continue
            if text.lower() == PASS:
                return None
            try:
                total = parse_announce(text)
            except InputError as err:
                self.say(f"not understood: {err}; try again, or pass")
                continue
            why = game.allowed(0, total)
            if why is None:
                return total
            self.say(f"not allowed: {why}; try again, or pass")

    def ask_show(self, total: int) -> tuple[Calc | None, tuple[int, ...] | None]:
        cards = self.game.table_cards()
        while True:
            text = self.line(f"show your combination for {total} (or give up)> ")
            if text.lower() == GIVE_UP:
                return None, None
            calc_text, _, where = text.partition("@")
            try:
                calc = parse_calc(calc_text)
                positions = parse_positions(where, len(cards)) if where.strip() else None
                verdict = check_calc(cards, calc, positions)
            except InputError as err:
                self.say(f"not understood: {err}; try again, or give up")
                continue
            if not verdict.valid:
                self.say(f"{verdict.to_text()}; try again, or give up")
            elif calc.total != total:
                self.say(f"valid, but it reaches {calc.total}: you announced {total}; try "
                         f"again, or give up")
            else:
                return calc, verdict.example.positions

    def ask_give_back(self) -> int:
        held = self.game.tricks[0]
        listed = "  ".join(f"{i}) {t.calc} ({len(t.cards)} cards)"
                           for i, t in enumerate(held, start=1))
        while True:
            text = self.line(f"your tricks: {listed}\nwhich trick do you give back (T7.2)> ")
            if text.isdigit() and 1 <= int(text) <= len(held):
                return int(text) - 1
            self.say(f"give a trick number from 1 to {len(held)}")

    def scores(self) -> str:
        return ", ".join(f"{self.name(s)} {len(t)} ({sum(len(x.cards) for x in t)} cards)"
                         for s, t in enumerate(self.game.tricks))

    def ranking(self) -> str:
        head = "ranking so far" if self.ended_early else (
            f"final ranking (T7.4, game over: {self.game.end_reason})")
        return f"{head}: " + ", ".join(
            f"{s.rank}. {self.name(s.seat)} ({s.cards} cards"
            + ("" if s.prime else ", no prime trick") + ")"
            for s in sorted(self.game.standings(), key=lambda s: (s.rank, s.seat)))


class _Human:
    """The human's turn in the auction."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def announce(self, game: TotauxGame, reach: TableReach) -> int | None:
        return self.session.ask_announce()


class _Told:
    """A bot's turn in the auction, said aloud."""

    def __init__(self, session: Session, bot: Bot) -> None:
        self.session = session
        self.bot = bot

    def announce(self, game: TotauxGame, reach: TableReach) -> int | None:
        total = self.bot.announce(game, reach)
        if total is not None:
            self.session.say(f"{self.session.name(self.bot.seat)} announces {total}")
        return total

