"""Which Host names the page answers: those of the address it is served on, so that another
site's page cannot reach it through a name of its own that resolves to this machine (DNS
rebinding). An ASGI middleware, as Starlette's TrustedHostMiddleware, that also reads an IPv6
Host (`[::1]:8000`)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from starlette.responses import PlainTextResponse


def host_name(header: str) -> str:
    """The name of a Host header without its port: `[::1]:8000` -> `::1`, `a.b:80` -> `a.b`."""
    header = header.strip().lower()
    if header.startswith("["):
        end = header.find("]")
        return header[1:end] if end > 0 else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


class HostCheck:
    """Answers 400 to a request whose Host is not one of `allowed` ("*" allows every one)."""

    def __init__(self, app: Any, allowed: Iterable[str]) -> None:
        self.app = app
        self.allowed = {name.lower() for name in allowed}

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] in ("http", "websocket") and "*" not in self.allowed:
            header = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if host_name(header) not in self.allowed:
                await PlainTextResponse("Invalid host header", status_code=400)(scope, receive,
                                                                                send)
                return
        await self.app(scope, receive, send)
