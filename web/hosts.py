"""Which Host names the page answers: those of the address it is served on, so that another
site's page cannot reach it through a name of its own that resolves to this machine (DNS
rebinding). An ASGI middleware, as Starlette's TrustedHostMiddleware, that also reads an IPv6
Host (`[::1]:8000`). The refusal is said in the query's `lang`, else the Accept-Language's
(no body is read here)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import parse_qs

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
                await PlainTextResponse(refusal(scope), status_code=400)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def refusal(scope: dict) -> str:
    """Why the request is refused, in the language its query (`?lang=fr`) or its
    Accept-Language asks, English by default."""
    from deckmath.solvers.words import LANGS
    from deckmath.web.words import WORDS, accepted_lang

    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    asked = next((lang for lang in query.get("lang", []) if lang in LANGS), None)
    header = dict(scope["headers"]).get(b"accept-language", b"").decode("latin-1")
    return WORDS(asked or accepted_lang(header) or "en")("host.invalid")
