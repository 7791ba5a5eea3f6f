"""The page for a player who only clicks, in headless Chromium (the fixtures and helpers of
test_browser.py): a new game after a finished one is playable; hands of any size are drawn
legibly; Grauso's and Tempus's moves are built by clicking cards, holders and words with only
the legal ones offered; in every game the solver's best answer is built by clicks alone from
the pieces the game declares and checks valid; a malformed answer shows the Invalid badge with
its rule linked; each game shows an example of an answer. Both languages, phone and desktop."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright")

from test_browser import (  # noqa: E402,F401  (fixtures are used by name)
    GAMES, PLAY_GAMES, _open, browser, go, page, phone, server, spaced,
)

from deckmath.solvers import registry  # noqa: E402

SHOTS = os.environ.get("DECKMATH_SHOTS")
"""A folder to save screenshots in (to look at them); none are taken when unset."""


def shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def lang(page, code: str) -> None:
    page.click(f'[data-lang="{code}"]')
    page.wait_for_function("code => document.documentElement.lang === code", arg=code)


def start_game(page, name: str, seed: int, level: str = "easy") -> None:
    go(page, f"{name}/play")
    page.select_option(f"#{name}-level", level)
    page.fill(f"#{name}-seed", str(seed))
    page.click(f"#{name}-start")
    page.wait_for_selector(f"#{name}-table:not([hidden])")


def renders(page, name: str) -> str | None:
    return page.get_attribute(f"#{name}-table", "data-renders")


def wait_render(page, name: str, before: str | None) -> None:
    page.wait_for_function(
        "([id, before]) => document.getElementById(id).getAttribute('data-renders') !== before",
        arg=[f"{name}-table", before])


# ---------------------------------------------------------------- Play: a new game

def test_new_game_after_a_finished_one_is_playable(page):
    """Celsius easy, seed 5, `pass` until the game ends, New game: the new game's move box,
    Play button and keypad take clicks (they stayed disabled until a reload)."""
    name = "celsius"
    start_game(page, name, 5)
    for _ in range(40):
        if page.is_visible(f"#{name}-outcome-badge"):
            break
        before = renders(page, name)
        page.fill(f"#{name}-action", "pass")
        page.click(f"#{name}-play-action")
        wait_render(page, name, before)
    assert page.is_visible(f"#{name}-outcome-badge")
    page.click(f"#{name}-new-game")
    page.wait_for_selector(f"#{name}-setup:not([hidden])")
    page.click(f"#{name}-start")
    page.wait_for_function("id => !document.getElementById(id).querySelector('.badge')",
                           arg=f"{name}-outcome")
    assert page.is_enabled(f"#{name}-action")
    assert page.is_enabled(f"#{name}-play-action")
    keys = page.locator(f"#{name}-panel-play .move-area .key")
    assert keys.count() and all(keys.nth(i).is_enabled() for i in range(keys.count()))
    chips = page.locator(f"#{name}-panel-play .move-area .chip")
    assert chips.count() and chips.first.is_enabled()
    before = renders(page, name)
    chips.first.click()
    assert page.input_value(f"#{name}-action").strip() == chips.first.get_attribute("data-token")
    page.fill(f"#{name}-action", "pass")
    page.click(f"#{name}-play-action")
    wait_render(page, name, before)
    assert page.inner_text(f"#{name}-refusal").strip() == ""
