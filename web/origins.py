"""Which requests may change something: a page of any other website a teacher visits can make
the browser send a POST to this local server without asking first, if its body is text/plain
or a form; it cannot send JSON to another origin without the browser asking the server first
(a CORS preflight, which this server never grants). So a request that starts work or changes
a game must carry its body as application/json and, when the browser names the page that
sent it (Origin), come from the page's own origin; anything else is refused with 403 before
it is read. GET and HEAD, which change nothing and whose answers the browser keeps from
other sites, are answered. An ASGI middleware, beside hosts.HostCheck."""
from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse

SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods that change nothing."""

WITH_BODY = frozenset({"POST", "PUT", "PATCH"})
"""Methods whose body must be JSON (a DELETE has none)."""

JSON = "application/json"

DEFAULT_PORTS = {"http": "80", "https": "443"}


def media_type(header: str) -> str:
    """The media type of a Content-Type header, without its parameters, in lower case."""
    return header.split(";", 1)[0].strip().lower()


def origin_of(scheme: str, host: str) -> str:
    """`scheme://host[:port]` as a browser writes an Origin, the scheme's default port left
    out, in lower case."""
    host = host.strip().lower()
    name, _, port = host.rpartition(":") if not host.endswith("]") else (host, "", "")
    if port and port == DEFAULT_PORTS.get(scheme) and name:
        host = name
    return f"{scheme}://{host}"


class SameOrigin:
    """Refuses with 403 a state-changing request whose Origin is another site's, or whose body
    is not JSON (module docstring)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] not in SAFE:
            refusal = self.refusal(scope)
            if refusal is not None:
                await JSONResponse({"error": refusal}, status_code=403)(scope, receive, send)
                return
        await self.app(scope, receive, send)

    @staticmethod
    def refusal(scope: dict) -> str | None:
        """Why the request is refused, in its Accept-Language (no body is read here); None
        when it is not."""
        from deckmath.web.words import WORDS, accepted_lang

        headers = {name.lower(): value.decode("latin-1") for name, value in scope["headers"]}
        words = WORDS(accepted_lang(headers.get(b"accept-language")) or "en")
        origin = headers.get(b"origin")
        if origin is not None:
            own = origin_of(scope.get("scheme", "http"), headers.get(b"host", ""))
            if origin_of(*_split_origin(origin)) != own:
                shown = origin if len(origin) <= 60 else origin[:57] + "..."
                return words("origin.other", origin=shown)
        if scope["method"] in WITH_BODY and media_type(headers.get(b"content-type", "")) != JSON:
            return words("origin.json")
        return None


def _split_origin(origin: str) -> tuple[str, str]:
    """(scheme, host[:port]) of an Origin header; ("", origin) when it has none (`null`)."""
    scheme, sep, rest = origin.strip().partition("://")
    return (scheme.lower(), rest) if sep else ("", origin)
