"""A person against bots at the terminal, for every game: the person's seat sees its view (its
hand and the table), types actions in the game's notation, and may ask for `help` (how to type
an action) or `moves` (the legal ones), in French `aide` and `coups`; an action the rules refuse
is explained with its rule and typed again. The bots play from their views; the person is shown
what their seat may see of each event. `quit` (`quitter`), end of input or Ctrl-C ends the game
early: the log so far is kept."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from deckmath.play import log as game_log
from deckmath.play.input_words import WORDS as INPUT
from deckmath.play.runner import Match, bot_move, new_match
from deckmath.play.seats import HUMAN, BotSpec
from deckmath.play.session_words import WORDS
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove, Outcome, PlayFace
from deckmath.solvers.notation import normalize
from deckmath.solvers.words import LANGS

QUIT, HELP, MOVES, ALL = "word.quit", "word.help", "word.moves", "word.all"
"""The words the person may type instead of an action (session_words.py): each in the
session's language or in English, as the prompt shows it in the session's language."""

MOVES_SHOWN = 60
"""Most legal actions `moves` lists (with how many more there are); `moves all` lists every
one."""


def typed(key: str) -> set[str]:
    """What the person may type for one of the session's words: it in either language."""
    return {WORDS(lang)(key) for lang in LANGS}


class Session:
    """One game at the terminal: `ask(prompt)` shows the prompt and returns the line the person
    typed ('' at end of input), `say(text)` prints."""

    def __init__(self, face: PlayFace, game: str, title: str, deck: Any, seed: int,
                 seated: Sequence[BotSpec | str], options: Mapping[str, Any],
                 ask: Callable[[str], str], say: Callable[[str], None], lang: str = "en") -> None:
        self.face, self.game, self.title, self.deck = face, game, title, deck
        self.options = dict(options)
        self.match: Match = new_match(face, game, deck, seed, seated, options, record=True)
        self.human = [str(s) for s in seated].index(HUMAN) + 1
        self.ask = ask
        self.say: Callable[[str], None] = lambda text: say(printable(text))
        self.shown = 0
        self.left_early = False
        self.lang = lang
        """The language of the players' names and lines (play/words.py)."""

    @property
    def state(self) -> Any:
        return self.match.state

    def run(self) -> bool:
        """Play to the end; False if the person left early (`quit` or end of input)."""
        say = WORDS(self.lang)
        self.say(say("greeting", title=self.title, players=say.count(self.state.players, "players"),
                     seed=self.state.seed, seat=self.human) + f"\n{self._players()}\n"
                 + say("invite", help=say(HELP), moves=say(MOVES), quit=say(QUIT)))
        self._show_events()
        last_view = None
        while not self.state.over:
            seat = self.state.to_move()
            if seat != self.human:
                bot_move(self.match, seat, self.state.view(seat))
                self._show_events()
                continue
            view = self.state.view(seat)
            if view != last_view:
                self.say(self.face.describe(view, self.lang))
                last_view = view
            if not self._turn():
                self.left_early = True
                self.say(say("left_early", where=self._where()))
                return False
            self._show_events()
        self.say(outcome_text(self.state.outcome(), self.human, self.lang))
        return True

    def _players(self) -> str:
        """Each other seat's player by name, with what it does, in the session's language."""
        from deckmath.play.words import player_line, words

        said = words(self.face, self.lang)
        return "\n".join(f"  {said['seat'].format(seat=seat)}{said['colon']} "
                         f"{player_line(self.face, label, self.lang)}"
                         for seat, label in enumerate(self.match.labels, start=1)
                         if seat != self.human)

    def _turn(self) -> bool:
        """The person's action, asked again until the rules take it; False to leave."""
        say = WORDS(self.lang)
        while True:
            line = self.ask(say("prompt", seat=self.human))
            if not line:
                return False
            text = normalize(line).strip()
            words = text.lower().split()
            if not words:
                continue
            if words[0] in typed(QUIT) and len(words) == 1:
                return False
            if words[0] in typed(HELP) and len(words) == 1:
                self.say(self.face.help_text(self.lang))
                continue
            if words[0] in typed(MOVES) and (
                    len(words) == 1 or (len(words) == 2 and words[1] in typed(ALL))):
                self.say(self._moves(every=len(words) == 2))
                continue
            try:
                action = self.state.parse_action(text)
            except InputError as err:
                self.say(say("not_understood", error=err.text(self.lang), help=say(HELP)))
                continue
            try:
                self.state.apply(action)
            except IllegalMove as err:
                self.say(say("try_again", refusal=refusal_text(err, self.lang)))
                continue
            return True

    def _moves(self, every: bool = False) -> str:
        """The legal actions: the first MOVES_SHOWN and how many more, or `every` one."""
        say = WORDS(self.lang)
        actions = self.state.legal_actions()
        if actions is None:
            return say("no_list", help=say(HELP))
        texts = [self.state.action_text(a) for a in actions]
        shown = len(texts) if every else MOVES_SHOWN
        more = len(texts) - shown
        listing = ", ".join(texts[:shown]) + (
            say("more", more=say.number(more), moves=say(MOVES), all=say(ALL)) if more > 0 else "")
        return say("legal", n=say.number(len(texts)), listing=listing)

    def _show_events(self) -> None:
        events = self.state.events
        while self.shown < len(events):
            line = self.face.describe_event(events[self.shown], self.human, self.lang)
            self.shown += 1
            if line:
                self.say(line)

    def _where(self) -> str:
        return WORDS(self.lang).count(self.state.length(), f"played.{self.face.unit}")

    def log(self) -> dict[str, Any]:
        """The game's log so far: complete with its result once the game is over."""
        state = self.state
        return game_log.envelope(self.game, self.deck, state.seed, state.players, self.options,
                                 self.match.labels, list(state.events), state.outcome(),
                                 self.match.cut)


def terminal_ask(prompt: str) -> str:
    """The prompt, then a line read from stdin; when stdin is not a terminal (a script pipes the
    moves) the line read is shown after the prompt, so the transcript reads as typed."""
    import sys

    import click

    click.echo(prompt, nl=False)
    try:
        line = sys.stdin.readline()
    except OSError as err:
        click.echo("")
        raise InputError(INPUT.said("stdin_error", error=err.strerror)) from None
    if not sys.stdin.isatty():
        click.echo(printable(line.rstrip("\r\n")) if line else "")
    return line


_ESCAPED = {code: f"\\x{code:02x}" for code in [*range(0x20), *range(0x7f, 0xa0)]
            if code != 0x0a}
_ESCAPED.update({code: f"\\u{code:04x}" for code in [*range(0x202a, 0x202f),
                                                        *range(0x2066, 0x206a)]})
"""Characters never sent to the terminal as they are: the C0 and C1 controls but the newline
(ESC starts a sequence that recolours, moves or retitles the terminal) and the bidirectional
overrides, each written as its escape (`\x1b`)."""


def printable(text: str) -> str:
    """Text as the terminal may show it: every control character written as its escape."""
    return text.translate(_ESCAPED)


def refusal_text(err: IllegalMove, lang: str | None = None) -> str:
    """An action the rules refuse, as a person reads it: `refused: REASON (RULE)`."""
    return WORDS(lang)("refused", reason=err.reason_in(lang), rule=err.rule)


def outcome_text(outcome: Outcome, human: int | None = None, lang: str | None = None) -> str:
    """The final ranking in words: `1. seat 2 score 7, 2. seat 1 (you) score 5, ...`."""
    say = WORDS(lang)
    rows = sorted(zip(range(1, len(outcome.ranks) + 1), outcome.ranks, outcome.scores),
                  key=lambda row: (row[1], row[0]))
    shared = say("ranking.shared") if len(outcome.winners) > 1 else ""
    return say("ranking", rows=", ".join(
        say("ranking.row_you" if seat == human else "ranking.row", rank=rank, seat=seat,
            score=score)
        for seat, rank, score in rows)) + shared
