"""Static tools resolve every deckmath import and the package type-checks: mypy, run on the
installed package from a folder outside the checkout (so that it finds `deckmath` the way an
editor or a user's own checker does, through the strict editable install), reports no error
with the settings of pyproject.toml's [tool.mypy]."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error(tmp_path):
    """`mypy -p deckmath` exits 0; on failure its report is the assertion message."""
    outside = tmp_path / "outside"
    outside.mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "--cache-dir", str(tmp_path / "mypy-cache"), "-p", "deckmath"],
        cwd=outside, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
