"""`deckmath serve` as a person runs it, in a process of its own: it binds 127.0.0.1 unless told
otherwise and says where the page is; another host makes it say on stderr that others can
reach it; a bad --port is one line and exit 2; the names of a loopback address are answered
and other Host headers refused (DNS rebinding)."""
from __future__ import annotations

import http.client
import signal
import socket
import subprocess
import sys
import time

import pytest

STARTUP_SECONDS = 60
"""Longest wait for the server's first line and first answer (a busy 2-core machine)."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def other_address() -> str | None:
    """An address of this machine other than loopback, if it has one (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


class Served:
    """`deckmath serve ARGS` running: its stderr lines so far and its port."""

    def __init__(self, *args: str, port: int | None = None) -> None:
        self.port = port or free_port()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "deckmath.cli", "serve", "--port", str(self.port), *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        self.lines: list[str] = []
        deadline = time.monotonic() + STARTUP_SECONDS
        while not any("the page is at" in line for line in self.lines):
            line = self.process.stderr.readline()
            assert line or self.process.poll() is None, f"serve ended: {self.lines}"
            assert time.monotonic() < deadline, self.lines
            self.lines.append(line.rstrip("\n"))
        while True:
            try:
                self.get("/api/games")
                return
            except OSError:
                assert time.monotonic() < deadline and self.process.poll() is None, self.lines
                time.sleep(0.1)

    def get(self, path: str, host: str = "127.0.0.1", headers: dict | None = None
            ) -> tuple[int, bytes]:
        connection = http.client.HTTPConnection(host, self.port, timeout=30)
        try:
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def stop(self) -> int:
        """Ctrl-C, as the page's line says: the server stops within seconds."""
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            pytest.fail("deckmath serve did not stop on Ctrl-C")


def test_serve_binds_loopback_by_default_and_names_its_address():
    """Default host: the stderr line names http://127.0.0.1:PORT/ and nothing says others can
    reach it; 127.0.0.1 answers (the page and the API), Host localhost:PORT too, another
    site's name is refused; the machine's other address is not listened on."""
    served = Served()
    try:
        assert f"deckmath: the page is at http://127.0.0.1:{served.port}/ (Ctrl-C stops it)" \
            in served.lines
        assert not any("anyone" in line for line in served.lines)
        status, body = served.get("/")
        assert status == 200 and b"<html" in body.lower()
        for host in (f"localhost:{served.port}", f"127.0.0.1:{served.port}"):
            status, body = served.get("/api/games", headers={"Host": host})
            assert status == 200 and b'"celsius"' in body, host
        status, _ = served.get("/api/games", headers={"Host": "evil.example"})
        assert status == 400
        address = other_address()
        if address is not None:
            with pytest.raises(OSError):
                socket.create_connection((address, served.port), timeout=2).close()
    finally:
        served.stop()


def test_serve_on_every_address_says_who_can_reach_it():
    """--host 0.0.0.0: one stderr line says anyone who can reach the machine on that port can
    use the page; the page is still named at 127.0.0.1 and answers there, whatever the Host."""
    served = Served("--host", "0.0.0.0")
    try:
        warning = [line for line in served.lines if "anyone who can reach" in line]
        assert len(warning) == 1 and f"0.0.0.0:{served.port}" in warning[0]
        assert f"http://127.0.0.1:{served.port}/" in served.lines[-1]
        assert served.get("/api/games")[0] == 200
        assert served.get("/api/games", headers={"Host": "pc.example:1"})[0] == 200
    finally:
        served.stop()


@pytest.mark.parametrize("port", ["0", "70000", "abc", "-1", "", "8000.5", "65536"])
def test_a_bad_port_is_one_line_and_exit_2(port):
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", "serve", "--port", port],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--port" in lines[0] and "Traceback" not in done.stderr, lines
    assert done.stdout == ""


def test_a_port_already_taken_is_one_line_and_exit_2():
    """Another program on the port, or a host that is not this machine's: serve says so in
    one line (exit 2) and ends, before claiming the page is anywhere."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for args in (["--port", str(port)], ["--host", "no-such-host.invalid"],
                     ["--host", "192.0.2.254", "--port", str(port)], ["--host", "h" * 5000],
                     ["--host", "a..b"], ["--host", "bad\x01host"]):
            done = subprocess.run([sys.executable, "-m", "deckmath.cli", "serve", *args],
                                  capture_output=True, text=True, timeout=60)
            assert done.returncode == 2, (args, done.returncode, done.stderr)
            lines = done.stderr.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith("deckmath: error: cannot serve on"), \
                lines
            assert len(lines[0]) < 300, lines
