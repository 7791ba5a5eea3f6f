"""The rules ship with the game (house convention): solvers/grauso/rules.md is package data and
is the shared rules file, word for word, when that file is at hand."""
from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "grauso.md"


def _shipped() -> str:
    return resources.files("deckmath.solvers.grauso").joinpath("rules.md").read_text(encoding="utf-8")


def test_rules_are_package_data_numbered_g1_to_g6():
    text = _shipped()
    for number in range(1, 7):
        assert f"## G{number} " in text


@pytest.mark.skipif(not SHARED.exists(), reason="the shared rules folder is not beside this checkout")
def test_rules_equal_the_shared_file():
    assert _shipped() == SHARED.read_text(encoding="utf-8")
