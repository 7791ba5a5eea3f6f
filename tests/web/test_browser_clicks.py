"""The page for a player who only clicks, in headless Chromium (the fixtures and helpers of
test_browser.py): a new game after a finished one is playable; hands of any size are drawn
legibly; Grauso's and Tempus's moves are built by clicking cards, holders and words with only
the legal ones offered; in every game the solver's best answer is built by clicks alone from
the pieces the game declares and checks valid; a malformed answer shows the Invalid badge with
its rule linked; each game shows an example of an answer. Both languages, phone and desktop."""
from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright")

from test_browser import (  # noqa: E402,F401  (fixtures are used by name)
    GAMES, _open, browser, deal_seeded, go, page, phone, server, spaced,
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


def bots_done(page, name: str, table, timeout: float = 60) -> None:
    """Wait until the server's table is idle (the bots that move first have played) and the
    page shows no bot thinking, whatever the page's language."""
    deadline = time.monotonic() + timeout
    while not (table.idle.is_set() and page.locator(f"#{name}-thinking").is_hidden()):
        assert time.monotonic() < deadline, "the bots are still thinking"
        time.sleep(0.1)


def renders(page, name: str) -> str | None:
    return page.get_attribute(f"#{name}-table", "data-renders")


def wait_render(page, name: str, before: str | None) -> None:
    page.wait_for_function(
        "([id, before]) => document.getElementById(id).getAttribute('data-renders') !== before",
        arg=[f"{name}-table", before])


# ---------------------------------------------------------------- Play: a new game

def test_new_game_after_a_finished_one_is_playable(page):
    """Celsius easy, seed 5, `pass` (its word clicked) until the game ends, New game: the new
    game's move box, Play button and keypad take clicks (they stayed disabled until a
    reload)."""
    name = "celsius"
    start_game(page, name, 5)
    for _ in range(40):
        if page.is_visible(f"#{name}-outcome-badge"):
            break
        before = renders(page, name)
        page.click(f'#{name}-panel-play .move-area .chip[data-text="pass"]')
        assert page.input_value(f"#{name}-action") == "pass"
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


# ---------------------------------------------------------------- Solve by clicks alone

SOLVE_SEEDS = (3, 8)
"""Deals whose best answer is built by clicks (a deal without one is passed over)."""


@pytest.mark.parametrize("lang_code", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES)
def test_the_best_answer_is_built_by_clicks_alone(page, name, lang_code):
    """Deal, solve, then build the solver's best answer with the game's pieces and keys only
    (nothing typed): the checker says valid, as the library does. Totaux offers its cards'
    faces (no digit keys), Tempus its move words, holders and the mover's hand (no keypad)."""
    from test_browser import click_answer

    game = registry.game(name)
    lang(page, lang_code)
    scope = f"#{name}-panel-solve"
    built = 0
    for seed in SOLVE_SEEDS:
        deal_seeded(page, name, seed)
        page.click(f"#{name}-solve")
        page.wait_for_selector(f"#{name}-best")
        best = page.inner_text(f"#{name}-best")
        position = game.random_position(game.load_deck(), random.Random(seed))
        expected = game.best_answer(game.solve(position))
        if expected is None:
            continue
        assert best == game.format_answer(expected)
        page.click(f'{scope} .key[data-key="clear"]')
        click_answer(page, scope, f"#{name}-answer", best)
        assert spaced(page.input_value(f"#{name}-answer")) == spaced(best)
        page.click(f"#{name}-check")
        badge = page.wait_for_selector(f"#{name}-verdict-badge")
        assert badge.get_attribute("data-valid") == "true"
        assert game.check(position, game.parse_answer(best)).valid
        built += 1
        shot(page, f"solve-{name}-{lang_code}-{seed}")
    assert built, f"no {name} deal of {SOLVE_SEEDS} has a best answer"
    if name == "totaux":
        digits = page.locator(f"{scope} .key:not([hidden])").evaluate_all(
            "keys => keys.map(k => k.dataset.key).filter(k => /^[0-9]$/.test(k))")
        assert digits == []
    if name == "tempus":
        assert page.locator(f"{scope} .key:not([hidden]):not(.wide)").count() == 0
        words = page.locator(f'{scope} .row-move .chip').all_inner_texts()
        assert words == (["ouvrir", "prendre", "déposer", "enterrer"] if lang_code == "fr"
                         else ["open", "capture", "dump", "bury"])


MALFORMED = {"totaux": None, "celsius": "+1 +", "grauso": "&&", "tempus": "open"}
"""A malformed answer per game (Totaux's is clicked: a face, +, a face; no `= total`, T4.1)."""


@pytest.mark.parametrize("name", GAMES)
def test_a_malformed_answer_is_invalid_with_its_rule_linked(page, name):
    """An answer the checker cannot read shows the Invalid badge, the reader's line and a
    rule linked that lands on the rule."""
    game = registry.game(name)
    deal_seeded(page, name, SOLVE_SEEDS[0])
    scope = f"#{name}-panel-solve"
    text = MALFORMED.get(name, "@@")
    if text is None:
        page.locator(f'{scope} .chip[data-kind="face"]').first.click()
        page.click(f'{scope} .key[data-key="+"]')
        page.locator(f'{scope} .chip[data-kind="face"]').nth(2).click()
        text = page.input_value(f"#{name}-answer")
    else:
        page.fill(f"#{name}-answer", text)
    position = game.random_position(game.load_deck(), random.Random(SOLVE_SEEDS[0]))
    from deckmath.solvers.errors import InputError

    with pytest.raises(InputError) as raised:
        game.check(position, game.parse_answer(text))
    page.click(f"#{name}-check")
    badge = page.wait_for_selector(f"#{name}-verdict-badge")
    assert badge.get_attribute("data-valid") == "false"
    assert badge.get_attribute("data-malformed") == "true"
    assert str(raised.value) in page.inner_text(f"#{name}-verdict-error")
    link = page.locator(f"#{name}-verdict-rules a.rule-link").first
    rule = link.inner_text()
    if name == "totaux":
        assert rule == "T4.1"
    shot(page, f"malformed-{name}")
    link.click()
    page.locator(f'[id="rule-{rule}"]').wait_for(state="visible")
    assert page.evaluate("() => location.hash") == f"#{name}/rules/{rule}"


@pytest.mark.parametrize("lang_code", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES)
def test_the_pieces_fit_a_phone(phone, name, lang_code):
    """At 390 px the pieces of an answer (and Tempus's holders) wrap: nothing scrolls
    sideways, and every piece is a button a thumb can hit (at least 28 px each way)."""
    lang(phone, lang_code)
    deal_seeded(phone, name, SOLVE_SEEDS[0])
    pieces = phone.locator(f"#{name}-panel-solve .chip")
    assert pieces.count()
    for i in range(pieces.count()):
        box = pieces.nth(i).bounding_box()
        assert box["width"] >= 28 and box["height"] >= 28, pieces.nth(i).inner_text()
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= 390
    shot(phone, f"phone-solve-{name}-{lang_code}")


@pytest.mark.parametrize("name", GAMES)
def test_each_game_shows_an_example_answer(page, name):
    """Under the answer, one line of the game's own words says what an answer looks like, in
    the page's language."""
    game = registry.game(name)
    kind = next(iter(game.puzzle_kinds))
    go(page, f"{name}/solve")
    page.wait_for_selector(f"#{name}-drawing img")
    for code in ("en", "fr"):
        lang(page, code)
        expected = game.words[code][f"{kind}.legend.answer"]
        assert spaced(page.inner_text(f"#{name}-answer-example")) == spaced(expected)


# ---------------------------------------------------------------- Play: moves by clicks

def table_of(page, server, name: str):
    table_id = page.get_attribute(f"#{name}-log", "href").split("/")[3]
    return server[1].state.tables.get(table_id)


def atoms(move: str) -> list[str]:
    import re

    return [a for a in re.split(r"[\s&]+", move) if a]


def holds(move: str, picked: list[str]) -> bool:
    left = atoms(move)
    for atom in picked:
        if atom not in left:
            return False
        left.remove(atom)
    return True


def assert_only_legal_offered(page, server, name: str) -> list[str]:
    """Every move offered is legal now, and every card left disabled is in no legal move
    together with the pieces pressed."""
    state = table_of(page, server, name).match.state
    legal = [state.action_text(a) for a in state.legal_actions()]
    offered = page.locator(f"#{name}-moves button.move").evaluate_all(
        "bs => bs.map(b => b.dataset.move)")
    assert set(offered) <= set(legal)
    chips = page.locator(f"#{name}-picker .chip").evaluate_all(
        "cs => cs.map(c => [c.dataset.text, c.dataset.kind, c.disabled, c.getAttribute('aria-pressed')])")
    pressed_cards = [text for text, kind, _, on in chips if kind == "card" and on == "true"]
    for text, kind, disabled, _ in chips:
        if kind == "card" and disabled:
            assert not any(holds(m.replace("~", ""), [*pressed_cards, text]) for m in legal), text
    return legal


@pytest.mark.parametrize(("lang_code", "width"), [("en", 1280), ("fr", 390)])
def test_grauso_moves_are_built_by_clicking_the_hand(browser, server, lang_code, width):
    """Grauso's 100-odd legal moves are not listed: a pair, the penguin's flip and `draw` are
    clicked on the hand and the words, only moves that stay legal are offered, and the move
    built is played."""
    context, page, errors = _open(browser, server, width, 844 if width < 500 else 800)
    try:
        grauso_by_clicks(page, server, f"play-grauso-{lang_code}-{width}", lang_code)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    finally:
        context.close()
    assert not errors, errors


def grauso_by_clicks(page, server, picture: str, lang_code: str) -> None:
    name = "grauso"
    lang(page, lang_code)
    start_game(page, name, 11)
    table = table_of(page, server, name)
    bots_done(page, name, table)
    state = table.match.state
    legal = [state.action_text(a) for a in state.legal_actions()]
    assert len(legal) > 12
    assert page.locator(f"#{name}-moves button.move").count() == 0
    drawn = page.locator(f"#{name}-picker .row-hand .chip.drawn img")
    drawn.nth(len(state.view(1).hand) - 1).wait_for()  # the hand's cards once drawn
    assert drawn.count() == len(
        state.view(1).position.hand)
    move = next(m for m in legal if "&" in m and "~" in m and m.endswith(" draw"))
    from test_browser import pick_move

    picker = f"#{name}-picker"
    first = atoms(move)[0].rstrip("~")
    page.locator(f'{picker} .chip[data-text="{first}"]').first.click()
    assert_only_legal_offered(page, server, name)
    page.locator(f'{picker} .chip[data-text="{first}"]').first.click()  # taken out again
    assert page.locator(f'{picker} .chip[aria-pressed="true"]').count() == 0
    before = renders(page, name)
    events = len(state.events)
    pick_move(page, name, move)
    wait_render(page, name, before)
    assert page.inner_text(f"#{name}-refusal").strip() == ""
    played = [e for e in state.events[events:] if e.get("seat") == 1 and "action" in e]
    assert played and played[0]["action"] == move
    shot(page, picture)


@pytest.mark.parametrize("width", [390, 1280])
def test_tempus_is_drawn_and_played_by_clicking_cards_and_holders(browser, server, width):
    """Tempus's table is drawn as the sheets draw it (holders and the seat's hand, in French
    here), its hand and holders are pieces to click, and moves built from them are played:
    opens, then a capture or dump onto a holder when there is one."""
    from test_browser import pick_move

    context, page, errors = _open(browser, server, width, 844 if width < 500 else 800)
    try:
        name = "tempus"
        lang(page, "fr")
        start_game(page, name, 11)
        picker = f"#{name}-picker"
        assert page.get_attribute(f"#{name}-table-drawing img", "src").startswith("data:image/svg+xml")
        assert page.locator(f"{picker} .row-holder .chip").count() == 3
        assert page.locator(f"{picker} .row-move .chip").all_inner_texts() == [
            "ouvrir", "prendre", "déposer", "enterrer"]
        rng = random.Random(4)
        for turn in range(4):
            table = table_of(page, server, name)
            state = table.match.state
            if state.over or state.to_move() != table.human:
                break
            legal = assert_only_legal_offered(page, server, name)
            onto = [m for m in legal if m.split()[0] in ("capture", "dump")]
            move = rng.choice(onto or legal)
            hand = page.locator(f"{picker} .row-hand .chip.drawn img")
            assert hand.count() == len(state.view(table.human).hand)
            before = renders(page, name)
            events = len(state.events)
            pick_move(page, name, move)
            wait_render(page, name, before)
            assert page.inner_text(f"#{name}-refusal").strip() == ""
            assert state.events[events]["action"] == move
            shot(page, f"play-tempus-{width}-{turn}")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang_code", ["en", "fr"])
def test_a_long_hand_is_drawn_legibly_on_a_phone(phone, lang_code):
    """Celsius easy, seed 5, passing until the hand holds 19 cards: at 390 px its cards wrap
    into rows, each drawn at least 28 px wide, nothing scrolls sideways."""
    name = "celsius"
    lang(phone, lang_code)
    start_game(phone, name, 5)
    for _ in range(12):
        before = renders(phone, name)
        phone.click(f'#{name}-panel-play .move-area .chip[data-text="pass"]')
        phone.click(f"#{name}-play-action")
        wait_render(phone, name, before)
    cards = phone.locator(f"#{name}-panel-play .move-area .row-hand .chip.drawn img")
    assert cards.count() == 19
    boxes = [cards.nth(i).bounding_box() for i in range(cards.count())]
    assert min(b["width"] for b in boxes) >= 28
    assert len({round(b["y"]) for b in boxes}) >= 2
    drawn = phone.locator(f"#{name}-table-drawing img")
    if drawn.count() and drawn.is_visible():
        assert drawn.bounding_box()["width"] / 19 >= 28
    else:
        assert phone.is_visible(f"#{name}-hand-note")
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= 390
    shot(phone, f"play-celsius-19-{lang_code}")
