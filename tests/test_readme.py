"""The README's console examples are real: each `$ deckmath ...` line is run and must print what
the README shows (and exit as shown by a following `echo "exit $?"`)."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli

README = Path(__file__).resolve().parent.parent / "README.md"


def _examples() -> list[tuple[str, list[str], dict[str, str]]]:
    """(command line, expected output lines, files the block shows with `cat`) per example."""
    found = []
    for block in re.findall(r"```console\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        files: dict[str, str] = {}
        command, output = None, []
        for line in block.splitlines() + ["$ "]:
            if not line.startswith("$ "):
                output.append(line)
                continue
            if command and command.startswith("cat "):
                files[command.split()[1]] = "\n".join(output) + "\n"
            elif command:
                found.append((command, output, dict(files)))
            command, output = line[2:].strip(), []
    return found


EXAMPLES = _examples()

MEASURED = re.compile(r"  decision times of ")
"""Lines that measure the machine (a ladder's CPU time a decision), never the same twice: the
README leaves them out of its examples and says so."""


def test_readme_has_examples():
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("command,expected,files", EXAMPLES, ids=[e[0][:60] for e in EXAMPLES])
def test_readme_example_output(command, expected, files, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    exit_code = 0
    shown = re.match(r'(.*?);\s*echo "exit \$\?"$', command)
    if shown:
        command = shown.group(1)
        exit_code = int(expected.pop()[len("exit "):])
    words = shlex.split(command)
    assert words[0] == "deckmath"
    result = CliRunner().invoke(cli.main, words[1:])
    assert [line for line in result.stdout.splitlines() if not MEASURED.match(line)] == expected
    assert result.exit_code == exit_code


def test_readme_python_examples_run_as_shown(tmp_path, monkeypatch):
    """Every ```pycon block of the README runs, in a fresh folder, and prints what it shows."""
    import doctest

    blocks = re.findall(r"```pycon\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks
    monkeypatch.chdir(tmp_path)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for number, block in enumerate(blocks, 1):
        test = parser.get_doctest(block, {}, f"README pycon block {number}", "README.md", 0)
        runner.run(test)
    assert runner.failures == 0
