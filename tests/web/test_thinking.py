"""The page's bots thinking (web/tables.py): with `"wait": false` a request answers at once and
the bots think in a thread of their own, the table telling who thinks and how far its clock has
counted; "play now" (POST /api/tables/{id}/now) makes the bot thinking play the best move it has
found, the log lists that decision as cut and a replay checks it for legality only; the page
names the seats in its language and offers each level's name and line. No wall-clock time is
asserted: the tests wait for states, bounded only so that a broken server fails."""
from __future__ import annotations

import time

import pytest
from starlette.testclient import TestClient

from deckmath.play.levels import levels_of
from deckmath.solvers import registry
from deckmath.web.app import make_app

PLAY_GAMES = [name for name in registry.names() if registry.game(name).play is not None]

PATIENCE = 300.0
"""Seconds a test waits for the bots before it calls the server broken (a shared machine)."""


@pytest.fixture(scope="module")
def client():
    made = make_app()
    with TestClient(made, raise_server_exceptions=False) as test_client:
        yield test_client
    made.state.tables.shutdown()
    made.state.jobs.shutdown()
    made.state.workers.close()


def _until(client, table_id: str, done) -> dict:
    """The table's state, asked again until `done(state)`."""
    deadline = time.monotonic() + PATIENCE
    while True:
        state = client.get(f"/api/tables/{table_id}").json()
        if done(state):
            return state
        assert time.monotonic() < deadline, f"the bots never got there: {state.get('thinking')}"
        time.sleep(0.02)


def _settled(state: dict) -> bool:
    return state["thinking"] is None and (state["over"] or state["to_move"] == state["seat"])


@pytest.mark.parametrize("name", PLAY_GAMES)
def test_the_page_offers_each_level_by_name_and_line_in_both_languages(client, name):
    entry = next(g for g in client.get("/api/games").json()["games"] if g["name"] == name)
    play = entry["play"]
    assert play["levels"] == ["easy", "medium", "hard"]
    for lang, hard in (("en", "Hard"), ("fr", "Difficile")):
        lines = play["level_words"][lang]
        assert lines["hard"]["name"] == hard and lines["hard"]["about"]
        assert levels_of(registry.game(name).play)["hard"] not in lines["hard"]["about"]


def test_bots_think_apart_and_the_table_names_them(client):
    """A table whose bot moves first, not waited for: the answer comes at once, then the
    table says who thinks; once the bot has played the seat is the person's again, named in
    the table's language, with the spec only in `labels`."""
    face = registry.game("tempus").play
    started = client.post("/api/games/tempus/tables",
                          json={"level": "hard", "seat": 2, "seed": 3, "wait": False,
                                "lang": "fr"})
    assert started.status_code == 200, started.text
    table = started.json()
    assert "thinking" in table and table["labels"][0] == levels_of(face)["hard"]
    state = _until(client, table["id"], _settled)
    assert state["to_move"] == 2 and state["moves"]
    assert state["names"] == ["Difficile", "vous"] and state["abouts"][0]
    move = state["moves"][0]
    answer = client.post(f"/api/tables/{table['id']}/actions",
                         json={"action": move, "wait": False})
    assert answer.status_code == 200, answer.text
    _until(client, table["id"], _settled)


def test_play_now_takes_the_best_move_so_far_and_the_log_says_so(client):
    """A search whose budget would outlast the CPU cap: while it thinks the table shows its
    clock counting; "play now" stops it with a legal move; the log lists the decision in
    `cut`, and the replay finds every event as the rules give it up to the person's turn, that
    decision checked for legality only."""
    started = client.post("/api/games/grauso/tables",
                          json={"bots": "pimc:5000000", "players": 3, "seat": 3, "seed": 4,
                                "wait": False})
    assert started.status_code == 200, started.text
    table_id = started.json()["id"]
    state = _until(client, table_id,
                   lambda s: (s["thinking"] or {}).get("done", 0) > 0 or _settled(s))
    if not _settled(state):
        assert state["thinking"]["work"] == 5_000_000
        now = client.post(f"/api/tables/{table_id}/now", json={})
        assert now.status_code == 200, now.text
    state = _until(client, table_id, _settled)
    assert state["cut"], "a decision stopped early is listed"
    log = client.get(f"/api/tables/{table_id}/log").json()
    assert log["cut"] == state["cut"]
    replayed = client.post("/api/games/grauso/replay", json={"log": log}).json()["report"]
    # the game goes on (the person's turn), so the log is incomplete, valid up to there: every
    # event before it as the rules give it, the cut decisions checked for legality only
    assert replayed["verdict"] == "incomplete" and replayed["difference"] is None, replayed
    assert replayed["events_checked"] == len(log["events"])
    assert replayed["legality_only"] == len(log["cut"])


def test_a_person_cannot_act_while_the_bots_think(client):
    started = client.post("/api/games/grauso/tables",
                          json={"bots": "pimc:5000000", "players": 3, "seat": 3, "seed": 6,
                                "wait": False})
    table_id = started.json()["id"]
    state = client.get(f"/api/tables/{table_id}").json()
    if not _settled(state):
        refused = client.post(f"/api/tables/{table_id}/actions", json={"action": "collect"})
        assert refused.status_code == 400
        assert "\n" not in refused.json()["error"]
        client.post(f"/api/tables/{table_id}/now", json={})
    _until(client, table_id, _settled)


@pytest.mark.parametrize("body", [{"wait": "no"}, {"wait": 1}, {"wait": None}])
def test_wait_is_true_or_false(client, body):
    answer = client.post("/api/games/tempus/tables", json={"level": "easy", **body})
    assert answer.status_code == 400 and "wait" in answer.json()["error"]


def test_play_now_on_a_table_nobody_thinks_at_changes_nothing(client):
    table = client.post("/api/games/tempus/tables", json={"level": "easy", "seed": 2}).json()
    again = client.post(f"/api/tables/{table['id']}/now", json={})
    assert again.status_code == 200 and again.json()["events"] == table["events"]
    assert client.post(f"/api/tables/{table['id']}/now", json={"x": 1}).status_code == 400


class _HeldPool:
    """A pool that only records what it is given (nothing runs)."""

    def __init__(self) -> None:
        self.given: list = []

    def submit(self, run) -> None:
        self.given.append(run)


@pytest.mark.parametrize("name", [name for name in registry.names()
                                  if registry.game(name).play is not None])
def test_a_table_where_the_person_moves_first_offers_its_moves_at_once(name):
    """When the person is to move, no bot has anything to think about: the table stays idle and
    its first answer lists the person's legal moves (a bot thread started for nothing left the
    answer without them now and then, and the page then never offered a move to click)."""
    from deckmath.web.tables import Tables

    tables = Tables()
    real = tables.pool
    try:
        for seed in range(40):
            tables.pool = _HeldPool()
            table = tables.start(registry.game(name), {"level": "easy", "seed": seed,
                                                        "wait": False})
            state = table.match.state
            if state.to_move() == table.human and not state.over:
                assert not tables.pool.given and table.idle.is_set()
                if state.legal_actions() is not None:
                    assert table.to_json()["moves"], seed
                return
        pytest.skip(f"no seed of 0..39 has the person move first in {name}")
    finally:
        tables.pool = real
        tables.shutdown()
