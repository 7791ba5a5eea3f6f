"""`deckmath serve`: the page on a local address, by uvicorn. It binds to 127.0.0.1 unless
another host is asked for, and then says on stderr who can reach it."""
from __future__ import annotations

import ipaddress
import socket
import sys
import threading
import webbrowser

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

    sock = None
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port,
                                                             type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as err:
        if sock is not None:
            sock.close()
        raise InputError(f"cannot serve on {host}:{port}: {err.strerror or err}") from None
    return sock


def serve(host: str, port: int, open_page: bool) -> None:
    """Serve the page until interrupted (Ctrl-C)."""
    import uvicorn

    from deckmath.web.app import make_app

    sock = bound(host, port)
    hosts = ["127.0.0.1", "localhost", "::1"] if is_loopback(host) else ["*"]
    url = url_of("127.0.0.1" if host in ("0.0.0.0", "::") else host, port)
    if not is_loopback(host):
        print(f"deckmath: serving on {host}:{port}: anyone who can reach this machine on port "
              f"{port} can use the page (and start work on it)", file=sys.stderr)
    print(f"deckmath: the page is at {url} (Ctrl-C stops it)", file=sys.stderr)
    if open_page:
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    config = uvicorn.Config(make_app(hosts), host=host, port=port, log_level="warning",
                            limit_concurrency=200, timeout_keep_alive=5)
    uvicorn.Server(config).run(sockets=[sock])
