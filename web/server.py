"""`deckmath serve`: the page on a local address, by uvicorn. It binds to 127.0.0.1 unless
another host is asked for, and then says on stderr who can reach it."""
from __future__ import annotations

import contextlib
import ipaddress
import socket
import sys
import threading
import time
import webbrowser
from collections.abc import Iterator
from typing import Any

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def is_loopback(host: str) -> bool:
    """Whether only this machine can reach an address bound on `host`."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def url_of(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def bound(host: str, port: int) -> socket.socket:
    """A socket bound on host:port, for uvicorn to listen on; InputError, one line, when it
    cannot be had (the port is taken, the host is not one of this machine's), so that the
    page's address is said only once it is served."""
    from deckmath.solvers.errors import InputError
    from deckmath.solvers.notation import show
    from deckmath.solvers.shared_words import reason
    from deckmath.web.words import WORDS

    sock = None
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port,
                                                             type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except (OSError, UnicodeError) as err:  # UnicodeError: a name no resolver can encode
        if sock is not None:
            sock.close()
        why = (reason(err) if isinstance(err, OSError) and err.strerror
               else WORDS.said("serve.not_host"))
        raise InputError(WORDS.said("serve.cannot", host=show(host), port=port,
                                    why=why)) from None
    return sock


def serve(host: str, port: int, open_page: bool) -> None:
    """Serve the page until interrupted (Ctrl-C)."""
    import uvicorn

    from deckmath.conventions import output_lang
    from deckmath.web.app import make_app
    from deckmath.web.words import WORDS

    sock = bound(host, port)
    local = is_loopback(str(sock.getsockname()[0]))  # the address bound, however it was written
    hosts = ["127.0.0.1", "localhost", "::1"] if local else ["*"]
    url = url_of("127.0.0.1" if host in ("0.0.0.0", "::") else host, port)
    words = WORDS(output_lang())
    if not local:
        print(words("serve.open", host=host, port=port), file=sys.stderr)
    print(words("serve.at", url=url), file=sys.stderr)
    if open_page:
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    config = uvicorn.Config(make_app(hosts), host=host, port=port, log_level="warning",
                            limit_concurrency=200, timeout_keep_alive=5)
    uvicorn.Server(config).run(sockets=[sock])


@contextlib.contextmanager
def running(app: Any = None, host: str = "127.0.0.1") -> Iterator[str]:
    """The page served in a thread of this process on a free port, for a notebook or a test:
    yields its base URL (`http://127.0.0.1:PORT/`) and stops it, jobs and workers included, on
    leaving. `app` is make_app()'s by default."""
    import uvicorn

    from deckmath.web.app import make_app

    app = app if app is not None else make_app()
    sock = bound(host, 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_keep_alive=5))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True,
                              name="deckmath-serve")
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the page's server did not start")
        time.sleep(0.02)
    try:
        yield url_of(host, sock.getsockname()[1])
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
        app.state.jobs.shutdown()
        app.state.tables.shutdown()
        app.state.workers.close()
