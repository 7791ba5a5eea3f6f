"""The documents' console examples are real: each `$ deckmath ...` line of README.md and of the
pages under docs/ is run and must print what the page shows (and exit as shown by a following
`echo "exit $?"`); each ```pycon block runs as a doctest."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").rglob("*.md"))]
"""Where the examples live: the README and every page it links under docs/."""


def _blocks(kind: str) -> list[tuple[str, str]]:
    """(page, block) for every fenced block of `kind` (console, pycon) in the pages."""
    return [(page.relative_to(ROOT).as_posix(), block) for page in PAGES
            for block in re.findall(rf"```{kind}\n(.*?)```", page.read_text(encoding="utf-8"),
                                    re.S)]


def _examples() -> list[tuple[str, str, list[str], dict[str, str]]]:
    """(page, command line, expected output lines, files the block shows with `cat`) per
    example."""
    found = []
    for page, block in _blocks("console"):
        files: dict[str, str] = {}
        command, output = None, []
        for line in block.splitlines() + ["$ "]:
            if not line.startswith("$ "):
                output.append(line)
                continue
            if command and command.startswith("cat "):
                files[command.split()[1]] = "\n".join(output) + "\n"
            elif command:
                found.append((page, command, output, dict(files)))
            command, output = line[2:].strip(), []
    return found


EXAMPLES = _examples()

MEASURED = re.compile(r"  decision times of ")
"""Lines that measure the machine (a ladder's CPU time a decision), never the same twice: the
README leaves them out of its examples and says so."""


def test_readme_has_examples():
    assert len(EXAMPLES) >= 6
    pages = {page for page, *_ in EXAMPLES}
    assert {"docs/celsius.md", "docs/totaux.md", "docs/grauso.md", "docs/tempus.md"} <= pages, pages


@pytest.mark.parametrize("page,command,expected,files", EXAMPLES,
                         ids=[f"{e[0]}: {e[1][:60]}" for e in EXAMPLES])
def test_readme_example_output(page, command, expected, files, tmp_path, monkeypatch):
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
    """Every ```pycon block of the pages runs, in a fresh folder, and prints what it shows."""
    import doctest

    blocks = _blocks("pycon")
    assert "docs/library.md" in {page for page, _ in blocks}
    monkeypatch.chdir(tmp_path)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for number, (page, block) in enumerate(blocks, 1):
        test = parser.get_doctest(block, {}, f"{page} pycon block {number}", page, 0)
        runner.run(test)
    assert runner.failures == 0


def test_readme_test_command_is_what_ci_runs():
    """The README's second command (install, compile the kernels, run the tests) is the line
    `.ci/run` runs after installing Chromium, character for character, and the first installs
    and runs the main job: the README's promise that CI runs what a reader types."""
    first, second = re.findall(r"```sh\n(.*?)\n```", README.read_text(encoding="utf-8"), re.S)[:2]
    ci = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
          if line.strip()]
    assert ci[-1] == second
    assert first.startswith("python3 -m venv .venv && .venv/bin/pip install") and "deal" in first
