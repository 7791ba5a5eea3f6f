"""`deckmath GAME solve|check|moves|generate|deck`: the core verbs, written once and built for
every game from its core face (solvers/game.py): the position's parts as the game spells them
(FieldOption) and its one-line text (`--position`), and each verb's declaration (Verb: its
help, its own options, and hooks where a game answers otherwise). One shape for all: a
position from the options, or `--batch` lines (every other option refused beside it), an
answer printed as text or `--json`, exit 0, 1 for an invalid claim, 2 for bad input. The
game's API is imported when a command runs, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

import click

from deckmath.conventions import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, LangCommand, batch_alone, deck_command, emit,
    generate_options, output_lang, run_batch,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import FieldOption, Game, Verb, VerbOption
from deckmath.solvers.notation import field
from deckmath.solvers.words import json_in

VERBS = ("solve", "check", "moves", "generate", "deck")
"""The core verbs the driver builds for a game that has not written them itself."""

POSITION_HELP = ("The position as one line, its parts separated by | (e.g. {example}), its "
                 "JSON, or a file holding either ('-' for stdin).")

POSITION_SHOWN = ("The position: its one-line text or its JSON (the game's --help shows both), "
                  "or a file holding either ('-' for stdin).")

DECK_HELP = "A deck TOML file with the game's cards (default: reference deck)."


def group_of(game: Game) -> click.Group:
    """A game's command group made from its core face alone (a game without a verb of its
    own): its title and summary as help, every core verb its face offers."""
    group = DeckmathGroup(name=game.name, help=f"{game.title}: {game.summary}.")
    attach(group, game)
    return group


def attach(group: click.Group, game: Game) -> None:
    """Add to a game's group every core verb it has not written itself: solve and check,
    moves where the face lists moves, generate where it has puzzles, and deck."""
    for name in VERBS:
        if name in group.commands:
            continue
        verb = game.verb(name) or Verb()
        if name == "deck":
            deck_command(group, game.name, verb.cites or f"{game.rules}1")
            continue
        command = _make(game, name, verb)
        if command is not None:
            group.add_command(command)


def _make(game: Game, name: str, verb: Verb) -> click.Command | None:
    """One core verb of a game, or None where its face offers none (no puzzles, no moves)."""
    if name == "generate":
        return _generate(game, verb) if game.puzzle_kinds else None
    if name == "moves" and game.moves is None:
        return None
    return _position_verb(game, name, verb)


DEFAULT_HELP = {
    "solve": "Solve a position of {title}: the solver's best answer.",
    "check": "Check a claimed answer on a position of {title}; exit 1 when invalid.",
    "moves": "Every legal move of a position of {title}.",
    "generate": "Generate graded puzzles of {title} with answers, as text, Markdown, JSON or PDF.",
}
"""What a verb does, for a game that does not say it itself (help_words.py has the French)."""


def _default_help(game: Game, name: str) -> str:
    """A verb's help for a game that declares none: what it does, and an example on the
    position the game deals from seed 7."""
    import random

    from deckmath.solvers.requests import line_of

    if name == "generate":
        example = f"deckmath {game.name} generate --count 4 --seed 3"
    else:
        dealt = game.random_position(game.load_deck(), random.Random(7))
        example = f"deckmath {game.name} {name} --position '{line_of(game, dealt)}'"
        if name == "check":
            answer = game.best_answer(game.solve(dealt))
            example += f" --answer '{game.format_answer(answer)}'" if answer is not None else ""
    return (DEFAULT_HELP[name].format(title=game.title) + "\n\n\b\nExample:\n  " + example)


def _position_verb(game: Game, name: str, verb: Verb) -> click.Command:
    """solve, check or moves of one game, from its declaration."""
    options = verb.options
    if name == "check" and verb.options == Verb().options:
        options = (*options, VerbOption("answer", "The claimed answer, in the game's notation.",
                                        key="answer"))

    def run(**values: Any) -> None:
        from deckmath.solvers import registry

        _answer(registry.game(game.name), name, replace(verb, options=options), values)

    params = [param for option in options for param in _params(game, option, verb)]
    return LangCommand(name, callback=run, params=params,
                       help=verb.help or _default_help(game, name))


def _params(game: Game, option: VerbOption | str, verb: Verb) -> list[click.Parameter]:
    """The click options of one entry of a verb's options."""
    if isinstance(option, VerbOption):
        return [_option(option)]
    if option == "position":
        spelt = [_spelling(part) for part in game.position_options]
        said = (POSITION_HELP.format(example=_example(game)) if game.position_options
                else POSITION_SHOWN)
        return [*spelt, click.Option(["--position", "position_line"], metavar="LINE",
                                     help=said)]
    if option == "batch":
        return [click.Option(["--batch"], metavar="FILE", help=verb.batch_help)]
    if option == "json":
        return [click.Option(["--json", "as_json"], is_flag=True,
                             help="Print JSON instead of text.")]
    if option == "deck":
        return [click.Option(["--deck"], type=click.Path(dir_okay=False), help=DECK_HELP)]
    raise ValueError(f"no shared option {option!r}")


def _example(game: Game) -> str:
    """The parts of a position's one-line text, for --position's help: "COLD | HOT | HAND"."""
    return '"' + " | ".join(part.name.upper() for part in game.position_options) + '"'


def _spelling(part: FieldOption) -> click.Option:
    """A position's part as its option (`--cold`), a choice where the part is one of a few."""
    kind = click.Choice(list(part.choices)) if part.choices else None
    return click.Option([f"--{part.name}", _keyword(part.name)], help=part.help, type=kind,
                        metavar=part.metavar)


def _option(option: VerbOption) -> click.Option:
    kind = option.type if option.type is not None else (
        click.Choice(list(option.choices)) if option.choices else None)
    return click.Option([f"--{option.name}", option.keyword], help=option.help,
                        is_flag=option.flag, type=kind, metavar=option.metavar,
                        default=option.default, show_default=option.show_default)


def _keyword(name: str) -> str:
    return "part_" + name.replace("-", "_")


def _answer(game: Game, name: str, verb: Verb, values: dict[str, Any]) -> None:
    """Run one verb: its options checked, then its batch or its one position, printed."""
    from deckmath.solvers.requests import position_from_parts

    as_json = bool(values.pop("as_json", False))
    batch = values.pop("batch", None)
    line = values.pop("position_line", None)
    parts = {part.name: values.pop(_keyword(part.name), None) for part in game.position_options}
    if "deck" in values:
        values["deck"] = game.load_deck(values["deck"])
    if verb.check_values is not None:
        verb.check_values({**parts, **values}, batch is not None)
    answered = {option.name: values[option.keyword] for option in _answer_options(verb)}
    batch_alone(batch, **parts, position=line, **answered)
    values = {**parts, **values}
    if batch is not None:
        counts = (verb.batch or _batch(game, name, verb))(batch, values)
        bad, invalid = counts[0], counts[2] if len(counts) > 2 else 0
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    position = position_from_parts(game, parts, line)
    values["as_json"] = as_json
    answer = (verb.answer or _default_answer(game, name, verb))(position, values)
    if answer is None:
        return
    emit(answer, as_json)
    if name == "check":
        sys.exit(0 if answer.valid else EXIT_INVALID)


def _default_answer(game: Game, name: str, verb: Verb) -> Callable[[Any, Mapping[str, Any]], Any]:
    if name == "solve":
        return lambda position, values: game.solve(position)
    if name == "moves":
        assert game.moves is not None
        return lambda position, values: game.moves(position)  # type: ignore[misc]

    def check(position: Any, values: Mapping[str, Any]) -> Any:
        claimed = {option.key: values[option.keyword] for option in _answer_options(verb)
                   if values.get(option.keyword) is not None}
        if not claimed:
            from deckmath.core.words import WORDS

            raise InputError(WORDS.said("answer.give"))
        return game.check(position, (verb.read_answer or game.parse_answer)(
            next(iter(claimed.values())) if len(claimed) == 1 else claimed))

    return check


def _answer_options(verb: Verb) -> list[VerbOption]:
    """The options of a check that are parts of the claimed answer (a `key`)."""
    return [option for option in verb.options if isinstance(option, VerbOption) and option.key]


def _batch(game: Game, name: str, verb: Verb) -> Callable[[str, Mapping[str, Any]], tuple]:
    """The shared batch of a verb: run_batch over the game's parse_position (and its
    parse_answer, for a check), every line answered in order."""
    answer_one = verb.answer or _default_answer(game, name, verb)
    keys = [str(option.key) for option in _answer_options(verb)]

    def run(source: str, values: Mapping[str, Any]) -> tuple[int, int, int]:
        invalid = 0
        lang = output_lang()
        if name == "solve" and verb.answer is None:
            bad, done = run_batch(source, game.parse_position,
                                  lambda ps: (json_in(s, lang) for s in game.solve_many(ps)))
            return bad, done, 0
        if name != "check":
            bad, done = run_batch(source, game.parse_position,
                                  lambda ps: (json_in(answer_one(p, values), lang) for p in ps))
            return bad, done, 0

        def parse(obj: dict) -> tuple[Any, Any]:
            position = game.parse_position(obj)
            read = verb.read_answer or game.parse_answer
            if len(keys) == 1:
                return position, read(field(obj, keys[0]))
            return position, read({key: obj[key] for key in keys if key in obj})

        def answers(items: list) -> Iterable[dict]:
            nonlocal invalid
            for position, claimed in items:
                verdict = game.check(position, claimed)
                invalid += not verdict.valid
                yield json_in(verdict, lang)

        bad, done = run_batch(source, parse, answers)
        return bad, done, invalid

    return run


def _generate(game: Game, verb: Verb) -> click.Command:
    """`generate` of one game: the shared options of every sheet, then the game's own."""
    from deckmath.conventions import run_generate
    from deckmath.generators.labels import grading_help

    @click.command("generate", cls=LangCommand, help=verb.help or _default_help(game, "generate"),
                   epilog=verb.epilog() if verb.epilog else grading_help(game.name))
    @generate_options
    def run(count: int, grade: tuple[int, int], seed: int, unique: bool, fmt: str | None,
            output: str | None, paper: str, lang: str, deck: str | None, max_deals: int,
            per_page: int, key: str, header: bool, **values: Any) -> None:
        chosen = game.load_deck(deck)
        if verb.puzzle is not None:
            kind, options = verb.puzzle(chosen, values)
        else:
            kind, options = next(iter(game.puzzle_kinds.values()))(chosen), {}
        run_generate(kind, chosen.name, {**options, "paper": paper, "lang": lang}, count, grade,
                     seed, unique, fmt, output, paper, lang, max_deals, per_page, key, header)

    for option in verb.options:
        if isinstance(option, VerbOption):
            run.params.append(_option(option))
    return run
