"""The page's API under load: `deckmath serve` in a process of its own on 127.0.0.1, and K
client threads (8, then 32) each making M requests over one kept-alive connection, a seeded mix
of every game: solves of dealt positions (the worker processes; latency per game), games
against the bots started at level easy and a few of the person's actions in them (the
server's threads), and the light GET /api/games. Latency per request kind (p50, p90, p99, max), requests a second and
errors (a 5xx, a broken connection, an answer of the wrong shape; a refused action, 400, is an
answer) go to the benchmark's extra_info; bounded in count and in time (DEADLINE).

Run: python -m pytest benchmarks/test_web_load.py --benchmark-only
Figures are recorded in benchmarks/README.md ("The page's API under load"); nothing here
asserts a wall-clock time. The clients share the machine's cores with the server.
"""
from __future__ import annotations

import http.client
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import defaultdict

import orjson
import pytest

from deckmath.solvers import registry

GAMES = registry.names()
PLAY_GAMES = [name for name in GAMES if registry.game(name).play is not None]

MIX = (("solve", 0.40), ("table", 0.20), ("action", 0.35), ("games", 0.05))
"""Request kinds and their shares (an action without a game going on starts one instead)."""

DEALS = 8
"""Positions dealt per game before the clock starts; the solves draw from them."""

DEADLINE = 120.0
"""Seconds after which a client sends nothing more (the run stays bounded on a busy machine)."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    """`deckmath serve --port N` until the module ends: its port."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "deckmath.cli", "serve", "--port",
                                str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while True:
        try:
            status, _ = Client(port).call("GET", "/api/games")
            if status == 200:
                break
        except OSError:
            pass
        assert process.poll() is None and time.monotonic() < deadline, "serve did not start"
        time.sleep(0.1)
    yield port
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class Client:
    """One kept-alive connection (opened again after a failure)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connection: http.client.HTTPConnection | None = None

    def call(self, method: str, path: str, body: object = None) -> tuple[int, object]:
        if self.connection is None:
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        data = None if body is None else orjson.dumps(body)
        headers = {} if data is None else {"Content-Type": "application/json"}
        try:
            self.connection.request(method, path, data, headers)
            response = self.connection.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = None
            raise
        return response.status, orjson.loads(raw) if raw else None


def dealt_positions(port: int) -> dict[str, list[dict]]:
    client = Client(port)
    out = {}
    for name in GAMES:
        out[name] = []
        for seed in range(DEALS):
            status, body = client.call("POST", f"/api/games/{name}/deal", {"seed": seed})
            assert status == 200, body
            out[name].append(body["position"])
    return out


def warm(port: int, positions: dict[str, list[dict]]) -> None:
    """One request of every kind in every game, so that the workers have started and loaded
    their kernels before the clock starts."""
    client = Client(port)
    for name in GAMES:
        status, body = client.call("POST", f"/api/games/{name}/solve",
                                   {"position": positions[name][0]})
        assert status == 200, body
    for name in PLAY_GAMES:
        status, body = client.call("POST", f"/api/games/{name}/tables",
                                   {"level": "easy", "seed": 0})
        assert status == 200, body


class Tally:
    """Latencies by request kind, and the errors."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seconds: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.refused: dict[str, int] = defaultdict(int)
        self.examples: list[str] = []

    def add(self, kind: str, seconds: float, error: str | None = None,
            refused: bool = False) -> None:
        with self.lock:
            self.seconds[kind].append(seconds)
            if error is not None:
                self.errors[kind] += 1
                if len(self.examples) < 5:
                    self.examples.append(f"{kind}: {error}"[:200])
            if refused:
                self.refused[kind] += 1


def action_of(table: dict, rng: random.Random) -> str:
    """One of the listed moves; `pass` where actions are free-form (Celsius's claims, a
    Totaux bid: the rules take it, or refuse it with a 400 that counts as an answer)."""
    return rng.choice(table["moves"]) if table.get("moves") else "pass"


def client_run(port: int, seed: int, requests: int, positions: dict[str, list[dict]],
               tally: Tally, stop_at: float) -> None:
    rng = random.Random(seed)
    client = Client(port)
    table: dict | None = None
    kinds, weights = zip(*MIX)
    for _ in range(requests):
        if time.monotonic() > stop_at:
            return
        kind = rng.choices(kinds, weights)[0]
        if kind == "action" and (table is None or table["over"]):
            kind = "table"
        name = rng.choice(PLAY_GAMES if kind == "table" else GAMES)
        if kind == "solve":
            call = ("POST", f"/api/games/{name}/solve", {"position": rng.choice(positions[name])})
        elif kind == "table":
            call = ("POST", f"/api/games/{name}/tables",
                    {"level": "easy", "seed": rng.randrange(10**6)})
        elif kind == "action":
            call = ("POST", f"/api/tables/{table['id']}/actions",
                    {"action": action_of(table, rng)})
        else:
            call = ("GET", "/api/games", None)
        label = f"solve {name}" if kind == "solve" else kind
        start = time.perf_counter()
        try:
            status, body = client.call(*call)
        except (OSError, http.client.HTTPException) as err:
            tally.add(label, time.perf_counter() - start, f"{type(err).__name__}: {err}")
            continue
        took = time.perf_counter() - start
        if kind == "action" and status == 400 and isinstance(body, dict) and "error" in body:
            tally.add(kind, took, refused=True)
            if "over" in body["error"] or "turn" in body["error"]:
                table = None
            continue
        wanted = {"solve": "solution", "table": "id", "action": "id", "games": "games"}[kind]
        if status != 200 or not isinstance(body, dict) or wanted not in body:
            tally.add(label, took, f"{status} {str(body)[:120]}")
            continue
        tally.add(label, took)
        if kind in ("table", "action"):
            table = body


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(tally: Tally, seconds: float) -> dict:
    out: dict = {"seconds": round(seconds, 2), "load_average": os.getloadavg()[0]}
    total = sum(len(v) for v in tally.seconds.values())
    out["requests"] = total
    out["requests_per_second"] = round(total / seconds, 1)
    out["errors"] = sum(tally.errors.values())
    out["error_examples"] = tally.examples
    solves = [t for kind, values in tally.seconds.items() if kind.startswith("solve")
              for t in values]
    for kind, values in sorted({**tally.seconds, "solve (every game)": solves}.items()):
        out[kind] = {
            "count": len(values), "per_second": round(len(values) / seconds, 1),
            "p50_ms": round(1000 * percentile(values, 0.50), 1),
            "p90_ms": round(1000 * percentile(values, 0.90), 1),
            "p99_ms": round(1000 * percentile(values, 0.99), 1),
            "max_ms": round(1000 * max(values), 1),
            "errors": tally.errors.get(kind, 0), "refused": tally.refused.get(kind, 0)}
    return out


@pytest.mark.parametrize("clients, requests", [(8, 100), (32, 30)])
def test_api_under_load(benchmark, server, clients, requests):
    positions = dealt_positions(server)
    warm(server, positions)
    result: dict = {}

    def run() -> None:
        tally = Tally()
        stop_at = time.monotonic() + DEADLINE
        threads = [threading.Thread(target=client_run,
                                    args=(server, 1000 * clients + k, requests, positions,
                                          tally, stop_at)) for k in range(clients)]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        result.update(summary(tally, time.perf_counter() - start))

    benchmark.pedantic(run, rounds=1, iterations=1)
    benchmark.extra_info.update(clients=clients, requests_each=requests, **result)
