"""Every example in every `--help` runs. The examples of
one command run in order, in a fresh folder, through a shell, as a user would paste them; each
must end with exit 0 and no traceback. A server's examples (`deckmath serve`) run until they
answer on the port they name, and are then stopped."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request

import click
import pytest

from deckmath import cli


def _commands(group: click.Group, ctx: click.Context, path: tuple[str, ...]):
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        yield path + (name,), command
        if isinstance(command, click.Group):
            yield from _commands(command, ctx, path + (name,))


def _examples(command: click.Command, path: tuple[str, ...]) -> list[str]:
    """The example lines of a command's help: the indented lines under 'Example(s):' that run
    deckmath."""
    with click.Context(command, info_name=" ".join(("deckmath",) + path)) as ctx:
        text = command.get_help(ctx)
    lines, inside = [], False
    for line in text.splitlines():
        if line.strip() in ("Example:", "Examples:"):
            inside = True
            continue
        if inside and line.startswith("    ") and "deckmath " in line:
            lines.append(line.strip())
        elif inside and line.strip() and not line.startswith("    "):
            inside = False
    return lines


with click.Context(cli.main) as _root:
    COMMANDS = [(("",), cli.main)] + list(_commands(cli.main, _root, ()))
EXAMPLES = [(path, _examples(command, path if path != ("",) else ())) for path, command in COMMANDS]


def test_every_command_has_examples():
    missing = [" ".join(path) for path, lines in EXAMPLES if not lines
               and not isinstance(dict(COMMANDS)[path], click.Group)]
    assert not missing


@pytest.mark.parametrize("path, lines", [e for e in EXAMPLES if e[1]],
                         ids=[" ".join(e[0]) or "deckmath" for e in EXAMPLES if e[1]])
def test_help_examples_run(path, lines, tmp_path):
    env = {**os.environ, "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"]}
    if path in SERVERS:
        for line in lines:
            _serves(line, tmp_path, env)
        return
    for line in lines:
        done = subprocess.run(["bash", "-c", f"set -o pipefail; {line}"], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, (line, done.stderr[-500:])
        assert "Traceback" not in done.stderr


SERVERS = {("serve",)}
"""Commands that run until stopped: their examples must start answering, not end."""


def _serves(line: str, cwd, env: dict) -> None:
    """The example serves the page: its API answers on the example's port (8000 unless
    --port says) within a minute; then it is stopped."""
    found = re.search(r"--port (\d+)", line)
    port = int(found.group(1)) if found else 8000
    server = subprocess.Popen(["bash", "-c", f"exec {line}"], cwd=cwd,
                              env={**env, "BROWSER": "true"}, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None, (line, server.stderr.read()[-500:])
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=2) as got:
                    assert got.status == 200
                break
            except OSError:
                assert time.monotonic() < deadline, f"{line}: nothing answers on port {port}"
                time.sleep(0.2)
    finally:
        server.terminate()
        _, err = server.communicate(timeout=30)
    assert "Traceback" not in err, err[-500:]
