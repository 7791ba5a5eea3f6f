"""The page in a browser: headless Chromium driven by Playwright through every registered game's
Solve, Play and Print flows, clicks included, with what the page shows held against the command
line's answers (its `solve --batch --json`) and the library's; a cited rule's link lands on the
rule; the French page says its words; a phone's width needs no sideways scroll.

The server is the page's own app (deckmath.web.app.make_app) on uvicorn in a thread, so that a
test can read a game's state on the server and ask the game's own bot for a legal action where
the moves are free-form. Skipped when Playwright or Chromium is missing (CI installs both)."""
from __future__ import annotations

import contextlib
import json
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright")

CHROMIUM = os.environ.get("DECKMATH_CHROMIUM", "/usr/bin/chromium")
if not Path(CHROMIUM).exists():
    pytest.skip(f"the browser tests need Chromium at {CHROMIUM} (DECKMATH_CHROMIUM names another)",
                allow_module_level=True)

from deckmath.generators import svg  # noqa: E402
from deckmath.solvers import registry  # noqa: E402
from deckmath.solvers.errors import InputError  # noqa: E402
from deckmath.solvers.game import IllegalMove  # noqa: E402
from deckmath.web.app import STATIC, make_app  # noqa: E402
from deckmath.web.server import running  # noqa: E402

GAMES = registry.names()
PLAY_GAMES = [name for name in GAMES if registry.game(name).play is not None]
PRINT_GAMES = [name for name in GAMES if registry.game(name).puzzle_kinds]

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WAIT = 30_000
"""Longest wait for the page, in ms (a sheet or a bot's move on a busy machine)."""


# ---------------------------------------------------------------- the server and the browser

@pytest.fixture(scope="module")
def server():
    """The page's app on uvicorn in a thread: (base URL, app)."""
    app = make_app()
    with running(app) as url:
        yield url, app


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def _open(browser, server, width: int, height: int):
    context = browser.new_context(viewport={"width": width, "height": height},
                                  accept_downloads=True, locale="en-US")
    context.set_default_timeout(WAIT)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(f"page error: {err}"))
    # A 400 the page shows (a bad position, a refused move) is logged by Chromium as a failed
    # resource; any other console error is the page's own.
    page.on("console", lambda msg: errors.append(f"console: {msg.text}")
            if msg.type == "error" and "Failed to load resource" not in msg.text else None)
    page.goto(server[0])
    page.wait_for_selector("body[data-ready]")
    return context, page, errors


@pytest.fixture
def page(browser, server):
    """A desktop-sized page, fresh (no remembered language); no script error allowed."""
    context, page, errors = _open(browser, server, 1280, 800)
    yield page
    context.close()
    assert not errors, errors


@pytest.fixture
def phone(browser, server):
    context, page, errors = _open(browser, server, 390, 844)
    yield page
    context.close()
    assert not errors, errors


def go(page, address: str) -> None:
    page.evaluate("address => { location.hash = address; }", address)


def spaced(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------- what the command line says

def cli_solution(name: str, position: dict) -> dict:
    """`deckmath NAME solve --batch - --json` on one position: its JSON line."""
    done = subprocess.run([sys.executable, "-m", "deckmath", name, "solve", "--batch", "-", "--json"],
                          input=json.dumps(position) + "\n", capture_output=True, text=True,
                          timeout=120, check=True)
    return json.loads(done.stdout.splitlines()[0])


def solvable_seed(game) -> int:
    """The first deal seed whose position has a best answer (so that there is one to click)."""
    deck = game.load_deck()
    for seed in range(1, 200):
        position = game.random_position(deck, random.Random(seed))
        if game.best_answer(game.solve(position)) is not None:
            return seed
    raise AssertionError(f"no {game.name} deal with an answer in 200 seeds")


# ---------------------------------------------------------------- clicking an answer

def click_answer(page, scope: str, field: str, answer: str, type_words: bool = False) -> int:
    """Build `answer` by clicks alone: the pieces the game offers (its cards, a Totaux card's
    dice faces and total, Tempus's move words and holders) and the keypad's visible keys
    (test_pieces.click_plan); with `type_words`, a word no piece offers (`pass`) is typed,
    else it fails the test. Returns how many cards were clicked."""
    from test_pieces import click_plan

    offered = [tuple(p) for p in page.locator(f"{scope} .chip").evaluate_all(
        "cs => cs.map(c => [c.dataset.text, c.dataset.kind, c.disabled])")]
    keys = "".join(page.locator(f"{scope} .key:not([hidden])").evaluate_all(
        "keys => keys.map(k => k.dataset.key).filter(k => k.length === 1)"))
    plan = click_plan(answer, offered, keys, type_words)
    assert plan is not None, f"no pieces or keys give {answer!r}"
    cards = 0
    for step, what in plan:
        if step == "piece":
            page.locator(f"{scope} .chip").nth(what).click()
            cards += offered[what][1] == "card"
        elif step == "key":
            page.locator(f'{scope} .key[data-key="{what}"]').click()
        else:
            word, spaced_before = what
            box = page.locator(field)
            value = box.input_value()
            box.press("End")
            box.type((" " if spaced_before and value and not value.endswith(" ") else "") + word)
    return cards


def deal_seeded(page, name: str, seed: int) -> None:
    """Solve's Deal with a seed, waited for until the page says it dealt that seed."""
    go(page, f"{name}/solve")
    page.wait_for_selector(f"#{name}-drawing img")
    page.fill(f"#{name}-deal-seed", str(seed))
    page.click(f"#{name}-deal")
    page.wait_for_function(
        "([id, seed]) => document.getElementById(id).textContent.trim().split(' ').pop() === seed",
        arg=[f"{name}-deal-seed-shown", str(seed)])


# ---------------------------------------------------------------- Solve

@pytest.mark.parametrize("name", GAMES)
def test_solve_deal_click_check_and_solve_as_the_cli(page, name):
    """Deal a seeded position, build the solver's best answer by clicking its cards (a chip
    clicked twice is taken out again), check it (valid, as the library says), then solve:
    the best answer, the text and the solution JSON are the command line's."""
    game = registry.game(name)
    seed = solvable_seed(game)
    position = game.random_position(game.load_deck(), random.Random(seed))
    shown = game.format_position(position)
    solution = game.solve(position)
    best = game.format_answer(game.best_answer(solution))
    scope = f"#{name}-panel-solve"

    deal_seeded(page, name, seed)
    assert page.inner_text(f"#{name}-notation") == svg.notation(name, position)
    assert page.locator(f"#{name}-drawing img").get_attribute("src").startswith("data:image/svg+xml")
    for key, value in shown.items():
        box = page.locator(f"#{name}-field-{key}")
        text = box.input_value()
        if isinstance(value, list) and all(isinstance(v, (str, int)) for v in value):
            assert text.split() == [str(v) for v in value], key
        elif isinstance(value, (list, dict)):
            assert json.loads(text) == value, key
        else:
            assert text == ("" if value is None else str(value)), key

    answer = page.locator(f"#{name}-answer")
    chips = page.locator(f"{scope} .chip[data-token]")
    if chips.count():
        first = chips.first
        first.click()
        assert first.get_attribute("aria-pressed") == "true"
        assert spaced(answer.input_value()) == first.get_attribute("data-token")
        first.click()
        assert first.get_attribute("aria-pressed") == "false"
        assert answer.input_value().strip() == ""

    clicked = click_answer(page, scope, f"#{name}-answer", best)
    assert spaced(answer.input_value()) == spaced(best)
    assert page.locator(f'{scope} .chip[aria-pressed="true"]').count() == clicked
    page.click(f"#{name}-check")
    badge = page.wait_for_selector(f"#{name}-verdict-badge")
    verdict = game.check(position, game.parse_answer(best))
    assert badge.get_attribute("data-valid") == "true" and verdict.valid
    assert page.inner_text(f"#{name}-verdict-text").strip() == verdict.to_text().strip()

    page.click(f"#{name}-solve")
    page.wait_for_selector(f"#{name}-best")
    assert page.inner_text(f"#{name}-best") == best
    assert page.inner_text(f"#{name}-solve-text").strip() == solution.to_text().strip()
    page_json = json.loads(page.locator(f"#{name}-solve-json").text_content())
    assert page_json == cli_solution(name, shown)
    tables = page.locator(f"#{name}-solution .solution-table table")
    expected = [k for k, v in page_json.items()
                if (isinstance(v, list) and v and all(isinstance(x, dict) for x in v))
                or (isinstance(v, dict) and v and all(isinstance(x, dict) for x in v.values()))]
    assert tables.count() == len(expected)
    for number, key in enumerate(expected):
        rows = page_json[key]
        assert tables.nth(number).locator("tbody tr").count() == len(rows)

    # A solve that takes long shows its spinner and a Cancel button that stops waiting.
    held: list = []
    page.route(f"**/api/games/{name}/solve", lambda route: held.append(route))
    page.click(f"#{name}-solve")
    cancel = page.locator(f"#{name}-panel-solve .busy button")
    cancel.wait_for(state="visible")
    cancel.click()
    page.wait_for_selector(f'#{name}-solution [data-i18n="solve.cancelled"]')
    assert page.is_enabled(f"#{name}-solve")
    page.unroute(f"**/api/games/{name}/solve")
    for route in held:
        with contextlib.suppress(Exception):
            route.abort()

    # A typed position is drawn again; a bad one shows the parser's line beside the fields.
    first_list = next((k for k, v in shown.items()
                       if isinstance(v, list) and v and all(isinstance(x, str) for x in v)), None)
    if first_list is not None:
        box = page.locator(f"#{name}-field-{first_list}")
        box.fill(box.input_value() + " @@")
        error = page.locator(f"#{name}-field-error")
        error.wait_for(state="visible")
        with pytest.raises(InputError) as raised:
            game.parse_position({**shown, first_list: shown[first_list] + ["@@"]})
        assert error.inner_text() == str(raised.value)


# ---------------------------------------------------------------- Play

def refused_text(game, state) -> tuple[str, IllegalMove]:
    """An action the rules refuse here, found among actions played in other deals."""
    face = game.play
    deck = game.load_deck()
    options = {o.name: o.default for o in face.options}
    from deckmath.play.seats import BotSpec, make_bot

    kind = next(iter(face.bots.values()))
    spec = BotSpec(kind.name, None if kind.arg_range is None else kind.arg_range[0])
    for seed in range(500, 520):
        other = face.start(deck, state.players, seed, options, False)
        bots = {}
        for _ in range(30):
            if other.over:
                break
            seat = other.to_move()
            bots.setdefault(seat, make_bot(face, game.name, spec, seed, seat, options))
            action = bots[seat].decide(other.view(seat))
            text = other.action_text(action)
            try:
                mine = state.parse_action(text)
                state.clone().apply(mine)
            except InputError:
                pass
            except IllegalMove as err:
                return text, err
            other.apply(action)
    raise AssertionError(f"no refused {game.name} action found")


def legal_text(game, table) -> str:
    """A legal action of the person's seat: the first listed, or the game's own bot's claim
    where the moves are free-form."""
    from deckmath.play.seats import make_bot, parse_bot

    state = table.match.state
    actions = state.legal_actions()
    if actions is not None:
        return state.action_text(actions[0])
    face = game.play
    bot = make_bot(face, game.name, parse_bot(face.playout_bot, face), state.seed, table.human,
                   table.options)
    return state.action_text(bot.decide(state.view(table.human)))


def pick_move(page, name: str, move: str) -> None:
    """Choose a listed move by clicks: each of its cards, holders and words in the picker (a
    card's flip `~` with the flip piece), then the one offered move that is `move`."""
    picker = f"#{name}-picker"
    for atom in re.split(r"[\s&]+", move):
        text = atom.rstrip("~")
        chip = page.locator(f'{picker} .chip[data-text="{text}"]:not([aria-pressed="true"])'
                            f':not([data-kind="flip"])').first
        assert chip.is_enabled(), f"{text} of {move} is not offered"
        kind = chip.get_attribute("data-kind")
        chip.click()
        if kind == "card":
            flip = page.locator(f'{picker} .chip[data-kind="flip"]')
            if flip.count() and (flip.get_attribute("aria-pressed") == "true") != atom.endswith("~"):
                flip.click()
    page.locator(f'#{name}-moves button.move[data-move="{move}"]').click()


def event_lines(game, table, lang: str | None = None) -> list[str]:
    lines = []
    for event in table.match.state.events:
        line = game.play.describe_event(event, table.human, lang)
        if line:
            lines.append(line.lstrip("\n").strip())
    return lines


def page_events(page, name: str) -> list[str]:
    return [line.strip() for line in page.locator(f"#{name}-events li").all_inner_texts()]


def settled(page, name: str, game, table, timeout: float = 60, lang: str | None = None) -> None:
    """Wait for the bots to finish thinking (the page answers at once and shows them think),
    then the page's view and events are the server's game as the person's seat sees it, in
    the page's language `lang`."""
    deadline = time.monotonic() + timeout
    while True:
        done = table.idle.is_set() and page.locator(f"#{name}-thinking").is_hidden()
        view = game.play.describe(table.match.state.view(table.human), lang).strip()
        if done and page_events(page, name) == event_lines(game, table, lang) and \
                page.inner_text(f"#{name}-view").strip() == view:
            return
        if time.monotonic() > deadline:
            assert page_events(page, name) == event_lines(game, table, lang)
            assert page.inner_text(f"#{name}-view").strip() == view
            return
        time.sleep(0.1)


def wait_render(page, name: str, attribute: str, before: str | None) -> None:
    page.wait_for_function(
        "([id, attribute, before]) => document.getElementById(id).getAttribute(attribute) !== before",
        arg=[f"{name}-table", attribute, before])


SEEN_AS = (("en", 1280), ("fr", 390))
"""The language and width each test of a whole tab takes in turn over the registry's games, so
that every tab is looked at in both languages on a desktop and on a phone without running each
game four times."""

PLAY_CASES = [(name, *SEEN_AS[i % 2]) for i, name in enumerate(PLAY_GAMES)]
PRINT_CASES = [(name, *SEEN_AS[(i + 1) % 2]) for i, name in enumerate(PRINT_GAMES)]


@contextlib.contextmanager
def seen_as(browser, server, lang_code: str, width: int):
    """A fresh page `width` px wide (a phone's height below 500 px) in `lang_code`; no script
    error allowed, and no sideways scroll once the test is done."""
    context, page, errors = _open(browser, server, width, 844 if width < 500 else 800)
    try:
        if lang_code != "en":
            page.click(f'[data-lang="{lang_code}"]')
            page.wait_for_function("code => document.documentElement.lang === code",
                                   arg=lang_code)
        yield page
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    finally:
        context.close()
    assert not errors, errors


def assert_panel_in_language(page, panel: str, lang_code: str) -> None:
    """The panel's visible text has no word of the other language (tests/vocabulary.py)."""
    from vocabulary import assert_in_language

    assert_in_language(page.inner_text(panel), lang_code, panel)


@pytest.mark.parametrize(("name", "lang_code", "width"), PLAY_CASES)
def test_play_against_the_easy_bots(browser, server, name, lang_code, width):
    """Start an easy game; an illegal move is refused with its rule linked, and the link lands
    on that rule (and Back returns to the game); then legal moves, a move button clicked where
    the game lists them, and where they are free-form the claim built by clicking the hand's
    cards and the keypad (typing only words such as `pass`), the bots answering: the page shows
    the seat's view and every event the server's game has, in the page's language, and its log
    downloads and replays. Each game in one of SEEN_AS, the tab's words all in that language."""
    with seen_as(browser, server, lang_code, width) as page:
        _play_against_the_easy_bots(page, server, name, lang_code)


def _play_against_the_easy_bots(page, server, name: str, lang_code: str) -> None:
    game = registry.game(name)
    app = server[1]
    go(page, f"{name}/play")
    page.select_option(f"#{name}-level", "easy")
    page.fill(f"#{name}-seed", "11")
    page.click(f"#{name}-start")
    page.wait_for_selector(f"#{name}-table:not([hidden])")
    table_id = page.get_attribute(f"#{name}-log", "href").split("/")[3]
    table = app.state.tables.get(table_id)
    state = table.match.state
    settled(page, name, game, table, lang=lang_code)

    text, err = refused_text(game, state)
    events_before = len(state.events)
    page.fill(f"#{name}-action", text)
    refusals = page.get_attribute(f"#{name}-table", "data-refusals")
    page.click(f"#{name}-play-action")
    wait_render(page, name, "data-refusals", refusals)
    refusal = page.locator(f"#{name}-refusal")
    assert err.reason_in(lang_code) in refusal.inner_text()
    assert len(state.events) == events_before
    link = refusal.locator("a.rule-link")
    rule = re.split(r"[,\s]+", err.rule)[0]
    assert link.inner_text() == rule
    link.click()
    target = page.locator(f'[id="rule-{rule}"]')
    target.wait_for(state="visible")
    page.wait_for_function("id => document.getElementById(id).classList.contains('highlight')",
                           arg=f"rule-{rule}")
    assert page.evaluate("() => location.hash") == f"#{name}/rules/{rule}"
    page.go_back()
    page.wait_for_selector(f"#{name}-table:not([hidden])")
    settled(page, name, game, table, lang=lang_code)
    assert_panel_in_language(page, f"#{name}-panel-play", lang_code)

    for _ in range(3):
        if state.over or state.to_move() != table.human:
            break
        move = legal_text(game, table)
        renders = page.get_attribute(f"#{name}-table", "data-renders")
        listed = state.legal_actions() is not None
        if listed:
            pick_move(page, name, move)
        else:
            page.fill(f"#{name}-action", "")
            click_answer(page, f"#{name}-panel-play .move-area", f"#{name}-action", move,
                         type_words=True)
            assert spaced(page.input_value(f"#{name}-action")) == spaced(move)
            page.click(f"#{name}-play-action")
        wait_render(page, name, "data-renders", renders)
        assert page.inner_text(f"#{name}-refusal").strip() == ""
        settled(page, name, game, table, lang=lang_code)
    assert len(state.events) > events_before
    assert_panel_in_language(page, f"#{name}-panel-play", lang_code)

    with page.expect_download() as download:
        page.click(f"#{name}-log")
    log_path = download.value.path()
    log = json.loads(Path(log_path).read_text())
    assert log["game"] == name and log["seed"] == 11
    page.click(f"#{name}-panel-play details.replay > summary")
    page.set_input_files(f"#{name}-replay-file", log_path)
    page.wait_for_selector(f"#{name}-replay-text")
    from deckmath.web import api

    expected = api.replay(game, {"log": log, "lang": lang_code})
    assert page.inner_text(f"#{name}-replay-text").strip() == expected["text"].strip()
    assert page.get_attribute(f"#{name}-replay-badge", "data-valid") == str(
        expected["valid"]).lower()
    assert page.get_attribute(f"#{name}-replay-badge", "data-verdict") == expected["verdict"]
    assert expected["verdict"] == ("valid" if state.over else "incomplete")


# ---------------------------------------------------------------- Print

@pytest.mark.parametrize(("name", "lang_code", "width"), PRINT_CASES)
def test_print_a_sheet_of_four(browser, server, name, lang_code, width):
    """A sheet of 4 puzzles: the progress, then 4 questions drawn in the preview and a PDF
    that downloads; a big sheet cancelled says so. Each game in one of SEEN_AS (the other
    than its Play test's), the tab's words and the sheet's all in that language."""
    with seen_as(browser, server, lang_code, width) as page:
        _print_a_sheet_of_four(page, name, lang_code)


def _print_a_sheet_of_four(page, name: str, lang_code: str) -> None:
    go(page, f"{name}/print")
    if lang_code == "fr":  # French spacing reaches the grade's meaning: "3 : deux cartes..."
        assert "\u202f:" in page.inner_text(f"#{name}-grade-meaning")
    page.fill(f"#{name}-count", "4")
    page.fill(f"#{name}-sheet-seed", "1")
    page.click(f"#{name}-make")
    page.wait_for_selector(f"#{name}-sheet-ready", timeout=60_000)
    previews = page.locator(f"#{name}-preview figure img")
    assert previews.count() == 4
    for src in previews.evaluate_all("imgs => imgs.map(i => i.src)"):
        assert src.startswith("data:image/svg+xml")
        assert "%3Csvg" in src
    assert_panel_in_language(page, f"#{name}-panel-print", lang_code)
    assert page.evaluate(
        "id => [...document.querySelectorAll(`#${id} img`)].every(i => i.naturalWidth > 0)",
        f"{name}-preview")
    with page.expect_download() as download:
        page.click(f"#{name}-pdf")
    assert Path(download.value.path()).read_bytes()[:4] == b"%PDF"

    page.fill(f"#{name}-count", "500")
    page.click(f"#{name}-make")
    page.wait_for_selector(f"#{name}-cancel:visible")
    page.click(f"#{name}-cancel")
    page.wait_for_selector(f"#{name}-sheet-cancelled", timeout=60_000)


def test_paper_follows_the_sheets_language_until_chosen(page):
    """On a US English browser an English sheet is Letter; in French (the page's language or
    the sheet's) it is A4; a paper the person picks stays picked. Each game's per-page field
    stops at the most its cards print legibly."""
    from deckmath.generators.render_pdf import per_page_max

    name = PRINT_GAMES[0]
    go(page, f"{name}/print")
    page.wait_for_selector(f"#{name}-paper")
    assert page.input_value(f"#{name}-paper") == "letter"
    page.click('[data-lang="fr"]')
    page.wait_for_function("id => document.getElementById(id).value === 'a4'", arg=f"{name}-paper")
    assert page.input_value(f"#{name}-sheet-lang") == "fr"
    page.select_option(f"#{name}-sheet-lang", "en")
    assert page.input_value(f"#{name}-paper") == "letter"
    page.select_option(f"#{name}-paper", "a4")
    page.select_option(f"#{name}-sheet-lang", "fr")
    page.select_option(f"#{name}-sheet-lang", "en")
    assert page.input_value(f"#{name}-paper") == "a4"
    for other in PRINT_GAMES:
        go(page, f"{other}/print")
        field = page.locator(f"#{other}-per-page")
        field.wait_for()
        assert field.get_attribute("max") == str(per_page_max(other))


def test_print_offers_the_kinds_grades_and_a_climb(page):
    """Totaux "highest" has three grades: the grade list shows 1 to 3, "up to" offers only the
    grades above the one chosen, the hint says what the chosen grades mean, and a sheet from
    grade 1 up to 3 downloads as a PDF titled "Grades 1-3" whose key climbs."""
    from pypdf import PdfReader

    go(page, "totaux/print")
    page.select_option("#totaux-kind", "highest")
    grades = page.locator("#totaux-grade option").evaluate_all("os => os.map(o => o.value)")
    assert grades == ["1", "2", "3"]
    page.select_option("#totaux-grade", "2")
    ups = page.locator("#totaux-grade-to option").evaluate_all("os => os.map(o => o.value)")
    assert ups == ["", "3"]
    page.select_option("#totaux-grade", "1")
    page.select_option("#totaux-grade-to", "3")
    hint = page.inner_text("#totaux-grade-meaning")
    assert "three cards make the highest total" in hint and "more than 28" in hint
    page.select_option("#totaux-kind", "make")
    assert page.locator("#totaux-grade option").count() == 4
    page.select_option("#totaux-kind", "highest")
    page.fill("#totaux-count", "3")
    page.fill("#totaux-sheet-seed", "1")
    page.select_option("#totaux-grade", "1")
    page.select_option("#totaux-grade-to", "3")
    page.click("#totaux-make")
    page.wait_for_selector("#totaux-sheet-ready", timeout=120_000)
    with page.expect_download() as download:
        page.click("#totaux-pdf")
    text = " ".join(p.extract_text() for p in PdfReader(download.value.path()).pages)
    assert "Grades 1-3" in text
    key = text.split("Answers", 1)[1]
    assert [int(part.split(";")[0]) for part in key.split("[Grade ")[1:]] == [1, 2, 3]


# ---------------------------------------------------------------- Rules, words and widths

@pytest.mark.parametrize("name", GAMES)
def test_a_rule_number_in_the_address_lands_on_the_rule(page, name):
    from deckmath.web import api

    numbers = list(api.rules(registry.game(name))["rules"])
    rule = numbers[len(numbers) * 2 // 3]
    go(page, f"rules/{rule}")
    target = page.locator(f'[id="rule-{rule}"]')
    target.wait_for(state="visible")
    page.wait_for_function("id => document.getElementById(id).classList.contains('highlight')",
                           arg=f"rule-{rule}")
    assert page.input_value("#game") == name
    assert page.get_attribute("#tab-rules", "aria-current") == "page"
    box = target.bounding_box()
    assert 0 <= box["y"] < 800
    assert page.locator(f"#{name}-rules li[data-rule]").count() == len(numbers)


def test_the_page_speaks_french_and_remembers_it(page):
    fr = json.loads((STATIC / "fr.json").read_text(encoding="utf-8"))
    en = json.loads((STATIC / "en.json").read_text(encoding="utf-8"))
    name = GAMES[0]
    go(page, f"{name}/solve")
    page.wait_for_selector(f"#{name}-drawing img")
    assert page.inner_text("#tab-solve") == en["tab.solve"]
    page.click('[data-lang="fr"]')
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    for tab in ("solve", "play", "print", "rules"):
        assert page.inner_text(f"#tab-{tab}") == fr[f"tab.{tab}"]
    assert page.inner_text(f"#{name}-deal") == fr["solve.deal"]
    assert page.get_attribute('[data-lang="fr"]', "aria-pressed") == "true"
    page.reload()
    page.wait_for_selector("body[data-ready]")
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    assert page.inner_text("#tab-play") == fr["tab.play"]
    page.click('[data-lang="en"]')
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.inner_text("#tab-play") == en["tab.play"]


def rule_headings(text: str) -> list[str]:
    """The section headings of a rules text as the Rules tab shows them (`## C1 Cards`)."""
    return [spaced(line.lstrip("#")) for line in text.splitlines() if re.match(r"##+ [A-Z]\d", line)]


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_tab_speaks_the_pages_language(page, name):
    """Français chosen, the Rules tab shows the French rules (rules.fr.md), every numbered rule
    anchored under the same number, a cited rule still landing; English again, the English."""
    english, french = (registry.rules(name, lang) for lang in ("en", "fr"))
    numbers = [n for n in re.findall(r"^- ([A-Z]\d+(?:\.\d+)+) ", english, re.M)]
    shown = lambda: [spaced(t) for t in page.locator(f"#{name}-rules .rules-h").all_inner_texts()  # noqa: E731
                     if re.match(r"[A-Z]\d", t)]
    go(page, f"{name}/rules")
    page.wait_for_selector(f"#{name}-rules li[data-rule]")
    assert shown() == rule_headings(english)
    page.click('[data-lang="fr"]')
    page.wait_for_function("([id, heading]) => [...document.querySelectorAll(`#${id} .rules-h`)]"
                           ".some(h => h.textContent.replace(/\\s+/g, ' ').trim() === heading)",
                           arg=[f"{name}-rules", rule_headings(french)[0]])
    assert shown() == rule_headings(french)
    assert page.locator(f"#{name}-rules li[data-rule]").evaluate_all(
        "items => items.map(li => li.dataset.rule)") == numbers
    first = re.search(rf"^- {re.escape(numbers[0])} (.*)$", french, re.M).group(1).replace("`", "")
    assert spaced(page.inner_text(f'[id="rule-{numbers[0]}"]')).startswith(
        spaced(f"{numbers[0]} {first}"))
    assert page.get_attribute(f"#{name}-rules", "lang") == "fr"
    assert "\u202f:" in page.inner_text(f"#{name}-rules")  # French spacing reaches the page
    rule = numbers[len(numbers) // 2]
    go(page, f"rules/{rule}")
    page.wait_for_function("id => document.getElementById(id).classList.contains('highlight')",
                           arg=f"rule-{rule}")
    page.click('[data-lang="en"]')
    page.wait_for_function("([id, heading]) => [...document.querySelectorAll(`#${id} .rules-h`)]"
                           ".some(h => h.textContent.replace(/\\s+/g, ' ').trim() === heading)",
                           arg=[f"{name}-rules", rule_headings(english)[0]])
    assert shown() == rule_headings(english)


def test_the_french_rules_fit_a_phone(phone):
    """The longest French rules (Celsius C6.2) need no sideways scroll at 390 px."""
    phone.click('[data-lang="fr"]')
    phone.wait_for_function("() => document.documentElement.lang === 'fr'")
    for name in GAMES:
        go(phone, f"{name}/rules")
        phone.wait_for_selector(f'#{name}-rules[lang="fr"] li[data-rule]')
        assert phone.evaluate("() => document.documentElement.scrollWidth") <= 390, name


@pytest.mark.parametrize("name", GAMES)
def test_no_sideways_scroll_on_a_phone(phone, name):
    width = lambda: phone.evaluate("() => document.documentElement.scrollWidth")  # noqa: E731
    go(phone, f"{name}/solve")
    phone.wait_for_selector(f"#{name}-drawing img")
    phone.click(f"#{name}-solve")
    phone.wait_for_selector(f"#{name}-best")
    assert width() <= 390
    if registry.game(name).play is not None:
        go(phone, f"{name}/play")
        phone.select_option(f"#{name}-level", "easy")
        phone.click(f"#{name}-start")
        phone.wait_for_selector(f"#{name}-table:not([hidden])")
        assert width() <= 390
    go(phone, f"{name}/print")
    phone.wait_for_selector(f"#{name}-make")
    assert width() <= 390
    go(phone, f"{name}/rules")
    phone.wait_for_selector(f"#{name}-rules li")
    assert width() <= 390
    unlabelled = phone.evaluate("""() => [...document.querySelectorAll('input, select, textarea')]
        .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label'))
        .map(el => el.id || el.outerHTML)""")
    assert not unlabelled, unlabelled


# ---------------------------------------------------------------- another site's page

ELSEWHERE = """<!doctype html><html><head><title>another site</title></head><body>
<p>A page of another website, on another origin.</p></body></html>"""


@pytest.fixture(scope="module")
def elsewhere():
    """A second origin: another website's page, served on a port of its own."""
    import http.server
    import threading

    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = ELSEWHERE.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
    thread = threading.Thread(target=site.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{site.server_address[1]}/"
    site.shutdown()
    site.server_close()


def test_another_sites_page_cannot_make_the_server_work(browser, server, elsewhere):
    """A page from another origin tries what the browser lets any site do without asking: a
    text/plain POST (sent, its answer hidden from it) and a form posted to the server; and a
    JSON POST (the browser asks the server first; it is not granted). No sheet job, solve or
    game starts, and the form lands on the server's 403."""
    url, app = server
    jobs, tables = len(app.state.jobs._jobs), len(app.state.tables._tables)
    context = browser.new_context()
    context.set_default_timeout(WAIT)
    page = context.new_page()
    page.goto(elsewhere)
    tried = page.evaluate("""async (base) => {
      const out = {};
      try {
        await fetch(base + "api/games/celsius/sheets", {method: "POST", mode: "no-cors",
          headers: {"Content-Type": "text/plain"}, body: JSON.stringify({count: 2})});
        out.plain = "sent";
      } catch (err) { out.plain = "not sent"; }
      try {
        const answer = await fetch(base + "api/games/grauso/tables", {method: "POST",
          headers: {"Content-Type": "application/json"}, body: JSON.stringify({level: "easy"})});
        out.json = answer.status;
      } catch (err) { out.json = "not sent"; }
      return out;
    }""", url)
    assert tried == {"plain": "sent", "json": "not sent"}, tried
    assert (len(app.state.jobs._jobs), len(app.state.tables._tables)) == (jobs, tables)
    with page.expect_navigation():
        page.evaluate("""(base) => {
          const form = document.createElement("form");
          form.method = "POST";
          form.action = base + "api/games/totaux/solve";
          const field = document.createElement("input");
          field.name = "position";
          field.value = '{"table": ["35:24", "16:7", "22:13"]}';
          form.append(field);
          document.body.append(form);
          form.submit();
        }""", url)
    assert "another site" in page.inner_text("body")
    assert (len(app.state.jobs._jobs), len(app.state.tables._tables)) == (jobs, tables)
    context.close()
