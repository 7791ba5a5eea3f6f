"""The face every game shows the rest of deckmath, after Simon Tatham's `struct game` and
python-chess's variants: the CLI, the generators, the printers and the generic tests reach a
game through this object (found in the registry) and never by its name.

A game package `deckmath.solvers.<name>` exposes `GAME`, a `Game`, from its `__init__.py`,
and its click group as `group` in `<package>.commands` (loaded lazily, so that
`deckmath --help` imports no numba). The registry line is in `registry.py`.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from deckmath.solvers.words import Said

SEED_MAX = 2**63 - 1
"""The largest seed a deal, a game or a census takes, wherever a person gives one (--seed, the
page, the library): a signed 64-bit integer, which numpy, Dask and JSON readers keep exactly."""


class DeckLoader(Protocol):
    """A game's `load_deck`: called with no path (or None) it gives the reference deck."""

    def __call__(self, path: str | Path | None = None) -> Any: ...


@dataclass(frozen=True)
class Game:
    """One game's faces. Positions and answers are the game's own model objects; what is said
    of each field is the contract the generic tests (tests/test_games.py) hold every game to."""

    name: str
    """Registry key, CLI group name and the `game` of a puzzle set: `celsius`."""
    title: str
    """The game's name as printed: `Celsius`."""
    rules: str
    """Prefix of the game's numbered rules in ../shared/rules/: `C` for C1..C6."""
    summary: str
    """One line saying what the toolkit does for this game."""
    load_deck: DeckLoader
    """The reference deck (None) or a user's deck file, validated; InputError if bad."""
    random_position: Callable[[Any, random.Random], Any]
    """A position dealt from a deck with a seeded random.Random, as in play."""
    parse_position: Callable[[Mapping[str, Any]], Any]
    """A position from its JSON object (a batch line); InputError naming the bad part."""
    format_position: Callable[[Any], dict]
    """A position as its JSON object: parse_position(format_position(p)) == p."""
    parse_answer: Callable[[Any], Any]
    """A claimed answer (a play, a calculation, a move) from whatever a person or a program
    gives: its text in the game's notation, a line of a sheet's answer key as printed (any
    language), the answer fields of a `check --batch` line (a mapping, a JSON list), or an
    answer object, returned as it is; InputError, the command line's one line, for anything
    else. The one reader of answers: the library's check and the page use it."""
    format_answer: Callable[[Any], str]
    """An answer in canonical notation: parse_answer(format_answer(a)) == a."""
    solve: Callable[[Any], Any]
    """Solve one position; the solution has to_json() and to_text()."""
    solve_many: Callable[[list], list]
    """Solve many positions at once (the batch kernel), in order."""
    best_answer: Callable[[Any], Any]
    """The solver's own answer in a solution, as a claim `check` accepts; None if none."""
    check: Callable[[Any, Any], Any]
    """Check a claimed answer (as parse_answer gives it) on a position: a verdict with
    `valid`, to_json() and to_text()."""
    solve_telling: Callable[..., Any] | None = None
    """solve_telling(position, progress, lang=None): solve, telling `progress(phase)` in `lang`
    what a long search is doing (a big Totaux table counts, then searches); None where every
    position answers at once."""
    puzzle_kinds: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    """Puzzle kinds by name: kind(deck, **options) -> a generators.puzzle_set.Kind."""
    draw_question: Callable[..., float] | None = None
    """PDF hook: draw_question(canvas, question, x, top, width, words=None) draws a puzzle's
    question in a box whose top-left corner is (x, top), naming things in `words` (the sheet's
    language, English when None), and returns the y below the drawing. It draws on a reportlab
    Canvas or on generators/svg.SvgCanvas, which takes the same calls. Given `answer=` (only
    then: a notebook's drawing of a Solution, the Printed mixin), a game's own hook marks the
    cards of the answer's best play (generators/drawing.py mark)."""
    per_page_max: int = 12
    """Most puzzles a printed page holds with the drawing's smallest text at 7 pt or more
    (generators/render_pdf.py MIN_TEXT) on the smallest page, Letter with the pupil's line:
    `generate --per-page` offers no more (tests/generators/test_sheet_layout.py holds it)."""
    question: Callable[[Any, Any], Any] | None = None
    """question(position, deck) -> the question a sheet shows for a position (what
    draw_question draws, with its `text(words)` line), the cards' faces from `deck` (the
    reference deck when None): how a position draws itself in a notebook (Pictured)."""
    words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Printed words of this game's puzzles per language (`en`, `fr`): each kind's title
    (key: the kind's name), task (`<kind>.task`) and two-line legend of its notation
    (`<kind>.legend.question`, `<kind>.legend.answer`), and the words its questions use."""
    kernels: tuple[str, ...] = ()
    """Module names of the game's numba kernels (solvers/compiling.py: ENTRY_POINTS,
    COMPILE_SECONDS, warm()), which `deckmath warmup` compiles ahead of time."""
    play: PlayFace | None = None
    """Whole games (deal, play, simulate, replay), or None for a game of puzzles only."""
    census: CensusFace | str | None = None
    """The deck census (census/ runs it on Dask), or the name of the module whose `CENSUS` it
    is (imported when first asked for, so that a one-position command does not pay for it),
    or None for a game without one."""
    answer_pieces: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None
    """The pieces an answer to a position is built from by clicking, given the position's JSON
    (format_position): {"rows": [{"name", "pieces": [{"text", "kind", ...}]}], "keys"}, each
    piece's text what it adds to the answer, `keys` the keypad's symbols the notation needs.
    None: the card tokens of the position's lists and the whole keypad (web/pieces.py)."""
    card_svg: Callable[[str], str] | None = None
    """One card token drawn as the game's sheets draw a card, an SVG document: the pieces the
    page offers to click. None: the shared card (generators/svg.py card_svg)."""
    position_options: tuple[FieldOption, ...] = ()
    """The position's parts as the command line spells them (`--cold`, `--hot`, `--hand`), in
    order: each fills one key of the position's JSON, which parse_position reads, so that an
    option, a batch line and the page read a part alike. They are also the parts, in order,
    of the position's one-line text (position_line)."""
    position_missing: Callable[[], Said] | None = None
    """The refusal when a required part of the position is not given (the command line names
    its options); None: the shared one, which names --position."""
    position_line: Callable[[Any], str] | None = None
    """A position as one line of text, as FEN is for chess: what `--position` reads. None: the
    parts of position_options in order, joined by ` | ` (line_of)."""
    read_position_line: Callable[[str], Any] | None = None
    """The position a one-line text gives; InputError naming the bad part. None: the line cut
    at `|` into the parts of position_options, read by parse_position (position_from_line)."""
    moves: Callable[[Any], Any] | None = None
    """Every legal move of a position, an answer with to_json() and to_text(); None: the game
    has no `moves` verb."""
    verbs: Mapping[str, Verb] | str = field(default_factory=dict)
    """The core verbs' declarations on the command line (their help, own options and where
    they differ from the shared driver, core/commands.py), by verb name, or the name of the
    module whose `VERBS` they are (imported when the command line is built). A verb not
    declared gets the shared driver's defaults."""

    def verb(self, name: str) -> Verb | None:
        """The declaration of a core verb (solve, check, moves, generate, deck), if any."""
        verbs = self.verbs
        if isinstance(verbs, str):
            verbs = importlib.import_module(verbs).VERBS
        return verbs.get(name)

    def play_face(self) -> PlayFace:
        """The play face, for the drivers of whole games; ValueError if the game has none."""
        if self.play is None:
            raise ValueError(f"{self.title} has no whole games (no play face)")
        return self.play

    def census_face(self) -> CensusFace:
        """The census face, for the census driver; ValueError if the game has none."""
        if self.census is None:
            raise ValueError(f"{self.title} has no census (no census face)")
        if isinstance(self.census, str):
            return importlib.import_module(self.census).CENSUS
        return self.census


@dataclass(frozen=True)
class FieldOption:
    """One part of a request as the command line spells it: `--name TEXT` puts TEXT under `key`
    of the JSON object the core face reads (a position's part: parse_position; an answer's:
    parse_answer), as a batch line or the page would give it."""

    name: str
    """The option, without its dashes: `cold` for --cold."""
    help: str
    key: str = ""
    """The JSON key it fills; empty: `name`."""
    required: bool = False
    """Whether a position needs it (else the position's JSON goes without the key)."""
    separator: str = " "
    """How the items of a list value are joined in the one-line text (`22,40` for hot values)."""
    metavar: str | None = None
    choices: tuple[str, ...] | None = None
    """The values allowed, where the part is one of a few words (a Totaux variant)."""

    @property
    def json_key(self) -> str:
        return self.key or self.name


@dataclass(frozen=True)
class VerbOption:
    """An option of one core verb beyond the position (`--play`, `--list`, `--time-limit`):
    `--name` on the command line; its value is given to the verb's hooks under `name`. With a
    `key`, it is a part of the claimed answer a check reads (the JSON key of parse_answer),
    which a batch line gives instead: --batch refuses it. Without one it applies to every
    line of a batch (Tempus's --all), unless the verb's check_values refuses it there."""

    name: str
    help: str
    key: str | None = None
    flag: bool = False
    metavar: str | None = None
    choices: tuple[str, ...] | None = None
    default: Any = None
    type: Any = None
    """A click parameter type for a value that is not text (FiniteFloat, IntRange)."""
    show_default: bool = False
    attribute: str = ""
    """The keyword the hooks get the value under; empty: `name` with dashes as underscores."""

    @property
    def keyword(self) -> str:
        return self.attribute or self.name.replace("-", "_")


SHARED_OPTIONS = ("position", "batch", "json", "deck")
"""The shared options a verb's `options` may name, in the place where its help lists them:
the position (its spellings and --position), --batch, --json and --deck."""


@dataclass(frozen=True)
class Verb:
    """How one core verb of a game reads and answers on the command line, where it differs
    from the shared driver (core/commands.py): its help (what it does, with examples), its
    options in the order the help lists them (a VerbOption, or the name of a shared option,
    SHARED_OPTIONS), and hooks that replace the driver's default answer."""

    help: str = ""
    options: tuple[VerbOption | str, ...] = ("position", "batch", "json")
    answer: Callable[..., Any] | None = None
    """answer(position, values) -> the answer to print (to_json(), to_text(), and `valid`
    for a check), `values` the verb's own options by keyword; None: the core face's own."""
    batch: Callable[..., tuple[int, ...]] | None = None
    """batch(source, values) -> (bad lines, answers, invalid claims): the verb's batch run by
    the game's own engine (a chunked kernel); None: run_batch over parse_position."""
    read_answer: Callable[[Any], Any] | None = None
    """check: how the claimed answer's option is read, where the command line reads it more
    strictly than parse_answer (which also takes an answer key's line as printed); None:
    parse_answer."""
    check_values: Callable[[Mapping[str, Any], bool], None] | None = None
    """check_values(values, batch): refuse options that do not go together (InputError)."""
    puzzle: Callable[..., tuple[Any, dict[str, Any]]] | None = None
    """generate: puzzle(deck, values) -> (the puzzle kind, the options a set records)."""
    epilog: Callable[[], str] | None = None
    batch_help: str = "JSON Lines input, one position per line ('-' for stdin); JSON Lines out."
    """What --batch reads, for the help."""
    cites: str = ""
    """deck: the rules the help cites for a deck file."""


def lazy(module: str, name: str) -> Callable[..., Any]:
    """A function that imports `module` on its first call and calls its `name`: keeps heavy
    imports (numba, reportlab) out of a game's `__init__`."""
    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__name__ = name
    call.__qualname__ = f"lazy({module}.{name})"
    return call


class IllegalMove(Exception):
    """An action the rules refuse where it was made: `reason` says why in one line (in English;
    `text(lang)` says it in the reader's language when the engine gave it as words) and `rule`
    is the number of the rule it breaks (C5.2, T7.1, G3.1, P3.2...), or several (`G3.1,
    G3.2`). `apply` raises it and changes nothing. Whoever shows it cites the rule once, after
    the reason: a citation of the rule inside the reason (a checker's sentence, `... (G3.5)`)
    is taken out of it, so that no refusal reads `(G3.5) (G3.5)`."""

    lang: str | None = None
    """The language of whoever it is shown to, where that is known where it is caught (a
    table of the page sets its own); None: English."""

    def __init__(self, reason: str | Said, rule: str) -> None:
        self.said = reason if isinstance(reason, Said) else None
        reason = self._uncited(str(reason), rule)
        super().__init__(f"{reason} ({rule})")
        self.reason = reason
        self.rule = rule

    @staticmethod
    def _uncited(reason: str, rule: str) -> str:
        """The reason without its own citation of `rule`, which is cited once after it."""
        for cited in rule.split(", "):
            reason = reason.replace(f" ({cited})", "")
        return reason

    def reason_in(self, lang: str | None = None) -> str:
        """Why, in `lang`, without the rule (cited once after it by whoever shows it)."""
        return self.reason if self.said is None else self._uncited(self.said.text(lang), self.rule)

    def text(self, lang: str | None = None) -> str:
        """Why, with the rule, in `lang`: `not-a-hot-card: ends on 40, not a hot value (C5.3)`."""
        return f"{self.reason_in(lang)} ({self.rule})"


@dataclass(frozen=True)
class Outcome:
    """A finished game's result: by seat (index 0 is seat 1) its score, as the game counts it
    (a JSON value), and its rank (1 is first; equal players share a rank); `details` holds the
    game's own figures of the end (why it ended, totals), a JSON object."""

    scores: tuple[Any, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats (from 1) ranked first: more than one is a shared first place."""
        return tuple(seat for seat, rank in enumerate(self.ranks, start=1) if rank == 1)

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "ranks": list(self.ranks),
                "winners": list(self.winners), **self.details}


class PlayState(Protocol):
    """One game in progress, after OpenSpiel's `State` and Tatham's `game_state`: what a game's
    `PlayFace.start` returns. Seats are numbered from 1 in every method. Chance comes only from
    the seed given to `start`: the same seed and the same actions give the same game, event for
    event (that is what a replay checks)."""

    players: int
    seed: int
    events: list[dict[str, Any]]
    """Every event so far, in order, when the state was started with record=True (else empty).
    An event is a JSON object with a "type". The event an action makes is the first one its
    `apply` appends and carries "seat" and "action" (the action's canonical text) as its first
    keys; what the rules then do by themselves (a deal, a round settled, the end) follows as
    events without "action". `start` leaves the opening deal in it."""

    @property
    def over(self) -> bool:
        """Whether the game has ended."""

    def to_move(self) -> int | None:
        """The seat whose decision it is (1..players); None once the game is over."""

    def legal_actions(self) -> list[Any] | None:
        """Every legal action of the seat to move, in a fixed canonical order; None when its
        actions are free-form (a Celsius claim, a Totaux calculation), which `apply` checks."""

    def parse_action(self, text: str) -> Any:
        """An action of the seat to move from text in the game's notation, as a person types it;
        InputError, one line naming the bad token, when it is malformed (legality is `apply`'s)."""

    def action_text(self, action: Any) -> str:
        """An action in canonical notation: parse_action(action_text(a)) == a."""

    def apply(self, action: Any) -> None:
        """Play the action of the seat to move; IllegalMove(reason, rule) if the rules refuse
        it, and then nothing has changed."""

    def view(self, seat: int) -> Any:
        """What `seat` may see now, its information set: a frozen, comparable value. Bots see
        nothing else; two states a seat cannot tell apart give equal views."""

    def clone(self) -> PlayState:
        """An independent copy (for search)."""

    def determinize(self, seat: int, rng: random.Random) -> PlayState:
        """A copy in which everything `seat` cannot see (other hands, the order of face-down
        piles) is dealt again at random, consistently with what it has seen: view(seat) is
        unchanged. Search bots sample worlds with it; tests check bots see no more than this."""

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    def length(self) -> int:
        """The game's length so far, in `PlayFace.unit`."""

    def figures(self) -> Mapping[str, tuple[int, int]]:
        """Counts this game adds to a simulation's summary, as shares: name -> (count, of)."""


def seat_to_move(state: PlayState) -> int:
    """The seat whose decision it is in a game still going; ValueError once it is over."""
    seat = state.to_move()
    if seat is None:
        raise ValueError("the game is over: no seat is to move")
    return seat


def final_outcome(state: PlayState) -> Outcome:
    """The result of a game that is over; ValueError while it is still going."""
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("the game is not over: it has no result yet")
    return outcome


class Bot(Protocol):
    """A player the computer plays: it decides from its seat's view alone."""

    def decide(self, view: Any) -> Any:
        """A legal action for the seat whose view it is (that seat is to move)."""


class DecisionClock(Protocol):
    """A decision's clock as a bot that keeps one sees it (play/clock.py makes it): `begin`
    gives the bot's budget in units of work it counts, `more(done)` after each unit says
    whether to go on (False once the budget is spent, the CPU cap reached or a person asked
    for the move now). Such a bot decides with `decide_within(view, clock)`, or searches
    with `search(world, seat, clock)`, and plays the best it has found when told to stop."""

    def begin(self, work: int) -> None: ...

    def more(self, done: int) -> bool: ...


@dataclass(frozen=True)
class BotKind:
    """One kind of bot a game offers: `make(arg, rng, options)` builds the bot of one seat;
    `arg` is None or, for a kind that takes one (`bounded:K`), the whole number K within
    `arg_range`. `rng` is the seat's own generator, apart from the deal's."""

    name: str
    summary: str
    make: Callable[[int | None, random.Random, Mapping[str, Any]], Bot]
    arg_range: tuple[int, int] | None = None
    arg_name: str = "K"


@dataclass(frozen=True)
class PlayOption:
    """A game option of whole games (the Totaux variant): a CLI option `--name`, recorded in
    every log's `options` and given to `start` and to the bots."""

    name: str
    help: str
    default: Any
    choices: tuple[str, ...] | None = None
    """The values allowed, for a text option; None for a number in `bounds`."""
    bounds: tuple[float, float] | None = None

    def read(self, value: Any) -> Any:
        """The option's value from JSON or a log: one of `choices`, a whole number in `bounds`
        (when the default is one), a finite number in `bounds`, or true or false (a flag);
        InputError naming the option otherwise (NaN and the infinities included)."""
        from deckmath.solvers.errors import InputError
        from deckmath.solvers.notation import parse_number, show
        from deckmath.solvers.shared_words import WORDS

        if self.choices is not None:
            if value not in self.choices:
                raise InputError(WORDS.said("option.choose", name=self.name, value=show(value),
                                            choices=", ".join(self.choices)))
            return value
        if self.bounds is not None:
            low, high = self.bounds
            if isinstance(value, bool) or not isinstance(value, (int, float)) or (
                    isinstance(self.default, int) and not isinstance(value, int)):
                key = "option.whole" if isinstance(self.default, int) else "option.number"
                raise InputError(WORDS.said(key, name=self.name, low=f"{low:g}",
                                            high=f"{high:g}", value=show(value)))
            return parse_number(value, WORDS.said("option.named", name=self.name), low, high)
        if isinstance(self.default, bool) and not isinstance(value, bool):
            raise InputError(WORDS.said("option.flag", name=self.name, value=show(value)))
        return value


@dataclass(frozen=True)
class PlayFace:
    """A game's whole games, driven by the shared layer (play/): deal, play, simulate, replay
    and the log. The game supplies the rules' state machine (its engine) and its bots."""

    players: tuple[int, int]
    """Fewest and most players."""
    default_players: int
    start: Callable[[Any, int, int, Mapping[str, Any], bool], PlayState]
    """start(deck, players, seed, options, record): a new game, dealt from `seed`; InputError
    if the deck cannot serve that many players."""
    bots: Mapping[str, BotKind]
    """The game's bots by name, weakest first."""
    default_bots: str
    """The bot spec used when none is given (`perfect`, `greedy,random`)."""
    describe: Callable[..., str]
    """describe(view, lang=None): a seat's view as a person reads it at the table (hand,
    table, scores), in `lang`."""
    describe_event: Callable[..., str | None]
    """describe_event(event, seat, lang=None): an event as one or more lines for the person in
    `seat` (None: nothing to show), in `lang`; it says only what that seat may see."""
    action_help: str
    """How to type an action at the prompt, with an example, rules cited (in English; `texts`
    says it in every language)."""
    unit: str = "rounds"
    """What PlayState.length counts."""
    rules: str = ""
    """The rules of a whole game, as help cites them: `C6, C7`."""
    options: tuple[PlayOption, ...] = ()
    event_rules: Mapping[str, str] = field(default_factory=dict)
    """The rule each event type follows (event "type" -> rule number), cited by a replay that
    finds a logged event the rules do not give."""
    prefetch: Callable[[list[Any]], None] | None = None
    """Batch hook: called with the views about to be decided together (many games advanced in
    step), so that the game can solve their positions in one kernel call before the bots
    decide one by one."""
    dealt_positions: Callable[..., list[tuple[str, Any]]] | None = None
    """dealt_positions(state, lang=None): the positions of the core face that a fresh deal
    holds, labelled in `lang` (`seat 1`, `table`): what `deal` solves. It is given the game's
    own state, as its `start` made it."""
    playout_bot: str | None = None
    """The bot (a key of `bots`) that plays a search's playouts (play/ismcts.py): fast and
    sensible, as a greedy bot is; None: the game offers no search bot."""
    view_position: Callable[[Any], Any] | None = None
    """The position of the core face that a seat's view faces now (its hand and the table),
    drawn by the page as a sheet draws it; None where the view holds none (or where drawing it
    would show cards the seat cannot see)."""
    search_actions: Callable[[Any], list[Any]] | None = None
    """The actions worth a search's trying, from the view of the seat to move, where the rules'
    actions are free-form (legal_actions is None): a few claims or totals, each legal, and a
    pass where the rules allow one. Where the rules list the actions, the most promising of
    them first, for a search that weighs only a few (play/sampling.py)."""
    rollout_bot: str | None = None
    """The bot (a key of `bots`) that plays out the deals of the sampling search (`pimc:N`,
    play/sampling.py): the game's strongest fast bot; None: the game offers no such search."""
    anchor_bot: str | None = None
    """The bot (a key of `bots`) whose choice the sampling search plays unless another action
    beats it in the deals sampled: a stronger bot than the rollout bot, too slow to play every
    playout; None: the rollout bot."""
    levels: Mapping[str, str] = field(default_factory=dict)
    """The bot spec of each level a person picks (`easy`, `medium`, `hard`), ordered by measured
    strength (docs/strength); empty: the playout bot and the search bot at two budgets
    (play/levels.py)."""
    words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Per language (`en`, `fr`), the words a person reads of the game's bots and levels:
    `bot.KIND` names a kind of bot, `bot.KIND.about` says what it does in one line, and
    `level.LEVEL.about` what a level's bot does (play/words.py adds the words every game
    shares)."""
    action_words: tuple[str, ...] = ()
    """Words a free-form action may be or begin with (`pass`, `give up`, `trick`), in the
    notation: the page offers them to click beside the cards, each shown as the reader's
    language writes it (`word.<word>` in `texts`, which the game's parser reads too)."""
    texts: Any = None
    """The game's words table (solvers/words.py Table), whose `action_help` says how to type an
    action in each language; None: `action_help` alone."""

    def help_text(self, lang: str | None = None) -> str:
        """How to type an action, in `lang`."""
        if self.texts is None:
            return self.action_help
        return self.texts(lang)("action_help")

    def word_in(self, word: str, lang: str | None = None) -> str:
        """An action word of the notation (`pass`) as `lang` writes it (`passe`): the key
        `word.<word>` of `texts`, else the word itself."""
        if self.texts is None:
            return word
        return self.texts(lang).templates.get(f"word.{word}", word)


@dataclass(frozen=True)
class CensusOption:
    """A game's own census option: a keyword of its `CensusFace.plan` and, on the command
    line, `--name` (underscores as dashes). A flag is True or False; otherwise the value is
    the text given (None when absent), which `plan` reads and checks."""

    name: str
    help: str
    flag: bool = False
    choices: tuple[str, ...] | None = None
    metavar: str = "N"


class CensusPlan(Protocol):
    """One census to run, as a game's `CensusFace.plan` makes it: the chunks of work, what a
    worker needs, and the parameters that name the run (a store's manifest)."""

    @property
    def title(self) -> str:
        """What the progress line calls the run: `Grauso census (hands of 8)`."""

    @property
    def said_title(self) -> Any:
        """The title in the reader's language (a words.Said whose English is `title`): what the
        command line's progress says in its --lang."""

    @property
    def unit(self) -> str:
        """What the chunks count: `deals`, `positions`, `rounds`."""

    @property
    def sampled(self) -> bool:
        """Whether the units are a seeded sample (shares get 95% intervals) or every one."""

    def manifest(self) -> dict[str, Any]:
        """The run's parameters as JSON: two runs with equal manifests count the same units."""

    def chunks(self) -> list[dict[str, Any]]:
        """The independent chunks of work, each a JSON object with its `index` (0, 1, ...)
        and a `size` (units in it)."""

    def params(self) -> dict[str, Any]:
        """What every worker needs to tally any chunk (JSON), beside the chunk itself."""

    def keywords(self) -> dict[str, Any]:
        """The keywords of the face's `plan` that make this census again, of any deck (the
        same sample, seed, chunks and options): how two decks are compared."""


def census_line(title: str, unit: str, sampled: bool, manifest: Mapping[str, Any],
                units: int | None = None) -> str:
    """A census in a few words, for a repr: `Totaux census (chain): a sample of 100,000 deals,
    seed 1, deck deckmath reference Totaux deck`."""
    sample = manifest.get("sample")
    if sampled and isinstance(sample, int):
        what = f"a sample of {sample:,} {unit}, seed {manifest.get('seed')}"
    elif units is not None:
        what = f"all {units:,} {unit}"
    else:
        what = f"all {unit}"
    return f"{title}: {what}, deck {manifest.get('deck')}"


class Planned:
    """A census plan's repr (a CensusPlan's title, unit, sampled and manifest): one line
    saying what it counts (census_line), not its deck's every card. Plan dataclasses that use
    it say repr=False."""

    def __repr__(self) -> str:
        plan: Any = self
        line = census_line(plan.title, plan.unit, bool(plan.sampled), plan.manifest())
        return f"<{line} (plan)>"


@dataclass(frozen=True)
class CensusFace:
    """A game's deck census: which units (deals, hands, rounds) a run counts and how, driven
    by census/ on Dask. A tally is a tree of exact whole numbers (census/stats.py merge adds
    them), so chunks can be counted anywhere, in any order, and merged into one report."""

    plan: Callable[..., CensusPlan]
    """plan(deck, sample=None, seed=None, chunk_size=None, **options): the census asked for,
    checked; InputError naming the bad keyword as `name=value` (never a command-line flag)."""
    tally: Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]
    """tally(params, chunk) -> the chunk's exact counts; what a worker runs (a module-level
    function, so that Dask pickles it by name)."""
    report: Callable[[Any, dict[str, Any], int], dict[str, Any]]
    """report(plan, merged tally, chunks) -> the report: the manifest's fields, then every
    figure, as JSON (byte-identical for equal tallies)."""
    text: Callable[[dict[str, Any]], str]
    """The report's headline figures, for people."""
    figure: Callable[[dict[str, Any]], bytes]
    """The report's figure, a PNG."""
    tables: Callable[[dict[str, Any]], dict[str, list[dict[str, Any]]]]
    """The report's tables for a spreadsheet: name -> rows, every row with the same keys."""
    shares: Callable[[dict[str, Any]], dict[str, tuple[int, int]]]
    """The report's shares as (count, of) by name: what a comparison of two decks differences."""
    options: tuple[CensusOption, ...] = ()
    examples: tuple[str, ...] = ()
    """Command lines after `deckmath GAME census`, for the help."""
    help: str = ""
    """What the census counts, one paragraph with its rules, for the help."""
    chunk_help: str = "Units per task."
