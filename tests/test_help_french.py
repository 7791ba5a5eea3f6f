"""Every `--help` of the command line in the language asked, over the whole click tree from
`deckmath` (every game's commands, the shared whole-game, census and generate commands, the
top-level ones), so that a new command or option without its French fails here: with
`--lang fr` (typed before or after `--help`, or before the command) or a French locale, the
help exits 0, is French free of English words (the commands of its examples, option names,
choices and defaults, which stay as typed, left out) and still names every option; with
`--lang en` it is click's own rendering of the English, unchanged."""
from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import registry
from vocabulary import assert_in_language

ENGLISH_ENV = {"LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "COLUMNS": "100"}
FRENCH_ENV = {**ENGLISH_ENV, "LANG": "fr_FR.UTF-8"}
COMMAND_LINE = re.compile(r"\s*(deckmath|echo|printf) ")
"""A line of an example that is a command, as typed in any language."""


def _tree(command: click.Command, path: tuple[str, ...]):
    yield path, command
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            yield from _tree(command.get_command(ctx, name), path + (name,))


TREE = dict(_tree(cli.main, ()))
PATHS = list(TREE)
IDS = [" ".join(path) or "deckmath" for path in PATHS]


def helped(args: list[str], env: dict[str, str]) -> str:
    done = CliRunner().invoke(cli.main, args, env=env)
    assert done.exit_code == 0, (args, done.output)
    return done.output


def prose(text: str) -> str:
    """The help's words a person reads as prose: the usage line, the lines of examples that
    are commands, the option names, the commands listed, choice lists, defaults and typed
    values in quotes left out (they stay as typed in every language), and the games' names."""
    lines = [line for line in text.splitlines()[1:] if not COMMAND_LINE.match(line)]
    plain = "\n".join(lines)
    plain = re.sub(r"^  [\w-]+(?=  )", " ", plain, flags=re.M)
    plain = re.sub(r"(?<![\w])--?[\w][\w-]*", " ", plain)
    plain = re.sub(r"\[[^\[\]]*\|[^\[\]]*\]", " ", plain)
    plain = re.sub(r"par défaut\u202f: [^\];]*", " ", plain)
    plain = re.sub(r'"[^"]{0,80}"', " ", plain)
    for name in registry.names():
        plain = plain.replace(registry.game(name).title, " ")
    return plain


def options_named(command: click.Command, text: str) -> None:
    ctx = click.Context(command)
    for param in command.get_params(ctx):
        if isinstance(param, click.Option) and not param.hidden:
            for name in param.opts + param.secondary_opts:
                assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), name


@pytest.mark.parametrize("path", PATHS, ids=IDS)
@pytest.mark.parametrize("asked", ["--lang fr", "locale"])
def test_every_help_is_french_when_french_is_asked(path, asked):
    if asked == "locale":
        text = helped([*path, "--help"], FRENCH_ENV)
    else:
        text = helped([*path, "--help", "--lang", "fr"], ENGLISH_ENV)
    assert_in_language(prose(text), "fr", " ".join(path) or "deckmath")
    assert text.startswith("Utilisation\u202f: ")
    options_named(TREE[path], text)


@pytest.mark.parametrize("path", [path for path in PATHS if len(path) == 2],
                         ids=lambda path: " ".join(path))
def test_lang_before_the_command_counts_as_well(path):
    """`deckmath --lang fr celsius solve --help`: the language is read from the whole line."""
    assert helped(["--lang", "fr", *path, "--help"], ENGLISH_ENV) == \
        helped([*path, "--help", "--lang", "fr"], ENGLISH_ENV)


def _english(path: tuple[str, ...]) -> str:
    """click's own rendering of a command's English help, outside deckmath's contexts (at the
    80 columns CliRunner sets)."""
    ctx = click.Context(cli.main, info_name="main", terminal_width=80,
                        **cli.main.context_settings)
    command: click.Command = cli.main
    for name in path:
        command = command.get_command(ctx, name)
        ctx = click.Context(command, info_name=name, parent=ctx)
    return command.get_help(ctx) + "\n"


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_english_help_is_clicks_own(path):
    assert helped([*path, "--help", "--lang", "en"], ENGLISH_ENV) == _english(path)
    assert helped([*path, "--help"], ENGLISH_ENV) == _english(path)


def test_a_spot_check_of_the_french():
    text = helped(["celsius", "solve", "--help", "--lang", "fr"], ENGLISH_ENV)
    assert "Options\u202f:" in text and "Exemples\u202f:" in text
    assert "carte froide" in text and "Affiche cette aide et s'arrête." in text
    assert '--hand "+1 x2 x? -3 /2 +5 x4"' in text
