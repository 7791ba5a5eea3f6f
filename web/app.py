"""The page's web application (Starlette, an ASGI app): the page and its assets from the
package's static/ folder, and one JSON API under /api/ on the faces of every registered game
(web/api.py, web/sheets.py, web/tables.py). Bad input is a 400 whose "error" is the one line the
command line prints; work runs in threads, never on the event loop; request bodies are bounded;
nothing but the package's own assets is served from disk; a request that changes something
must be JSON from the page's own origin (web/origins.py)."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

import anyio
import orjson
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from deckmath.solvers.errors import InputError
from deckmath.solvers.game import IllegalMove
from deckmath.solvers.notation import show
from deckmath.solvers.shared_words import json_reason
from deckmath.solvers.words import LANGS, say
from deckmath.web import api, tasks
from deckmath.web.hosts import HostCheck
from deckmath.web.jobs import Jobs
from deckmath.web.origins import SameOrigin
from deckmath.web.sheets import Sheet, sheet_request
from deckmath.web.tables import Tables, flag_of, refusal
from deckmath.web.words import WORDS, accepted_lang
from deckmath.web.workers import Busy, Cancelled, Workers

STATIC = Path(__file__).parent / "static"
"""The page: index.html, its script, style and the words of each language."""

BODY_MAX = 256 * 1024
"""Largest request body read, in bytes (a game log of a long game fits; a solve needs far
less); a larger one is refused with 413 before it is read whole."""

HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' "
                               "'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
"""Sent with every answer: the page loads nothing from elsewhere and runs no inline script."""


class JsonResponse(JSONResponse):
    """JSON by orjson, as the command line prints it."""

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)


def error(message: str, status: int = 400, **more: Any) -> JsonResponse:
    return JsonResponse({"error": message, **more}, status_code=status, headers=HEADERS)


async def body_of(request: Request) -> Mapping[str, Any]:
    """The request's JSON object, at most BODY_MAX bytes; an empty body is {}."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > BODY_MAX:
        raise HTTPException(413, WORDS.said("body.large", n=BODY_MAX))  # type: ignore[arg-type]
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > BODY_MAX:
            raise HTTPException(413, WORDS.said("body.large", n=BODY_MAX))  # type: ignore[arg-type]
        chunks.append(chunk)
    data = b"".join(chunks)
    if not data.strip():
        return {}
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError as err:
        raise InputError(WORDS.said("body.json", detail=json_reason(err, whole=True))) from None
    if not isinstance(value, dict):
        raise InputError(WORDS.said("body.object"))
    if value.get("lang") in LANGS:
        request.state.lang = value["lang"]
    return value


Handler = Callable[[Request], Awaitable[Response]]


def request_lang(request: Request) -> str:
    """The language a request's refusal is said in: its body's `lang`, else its query's, else
    the first of its Accept-Language header deckmath speaks, else English."""
    chosen = getattr(request.state, "lang", None)
    if chosen is None and request.query_params.get("lang") in LANGS:
        chosen = request.query_params["lang"]
    return chosen or accepted_lang(request.headers.get("accept-language")) or "en"


def answering(handler: Handler) -> Handler:
    """A handler whose bad input is a 400 with its one line, a refused action a 400 with its
    rule, an unknown id a 404, and a bug a 500 that names it (the server goes on)."""
    async def wrapped(request: Request) -> Response:
        try:
            return await handler(request)
        except InputError as err:
            return error(err.text(request_lang(request)))
        except IllegalMove as err:
            return JsonResponse(refusal(err), status_code=400, headers=HEADERS)
        except LookupError as err:
            found = err.args[0] if err.args else WORDS.said("not_found")
            return error(str(say(found, request_lang(request))), 404)
        except Busy as err:
            found = err.args[0] if err.args else str(err)
            return error(str(say(found, request_lang(request))), 429)
        except Cancelled:
            return error(WORDS(request_lang(request))("cancelled"), 499)
        except HTTPException as err:
            return error(str(say(err.detail, request_lang(request))), err.status_code)
        except Exception as err:
            return error(WORDS(request_lang(request))("internal", kind=type(err).__name__,
                                                      detail=err), 500)

    return wrapped


def json(value: Any) -> JsonResponse:
    return JsonResponse(value, headers=HEADERS)


async def until_disconnected(request: Request, stop: threading.Event) -> None:
    """Sets `stop` when the client goes away (it closed the page, or its Cancel aborted the
    request), so that the work it asked for is stopped rather than finished for nobody."""
    while not stop.is_set():
        if await request.is_disconnected():
            stop.set()
            return
        await anyio.sleep(0.1)


def make_app(allowed_hosts: list[str] | None = None, workers: int | None = None) -> Starlette:
    """The application; `allowed_hosts` are the Host headers answered (the names of the
    address it is served on), which keeps other sites' pages from reaching it through a name
    of their own (DNS rebinding); `workers` the processes of the heavy work (web/workers.py;
    one per core by default)."""
    pool = Workers(workers)
    jobs, tables = Jobs(), Tables()

    @answering
    async def solve(request: Request) -> Response:
        body = await body_of(request)
        game = api.game_of(request.path_params["game"])
        task = tasks.as_task(tasks.solve, game.name, body)
        if body.get("job", False) is not False:
            if body["job"] is not True:
                raise InputError(WORDS.said("field.flag", what="job", value=show(body["job"])))
            job = jobs.submit(f"{game.title} solve", 1,
                              lambda job: pool.run(task, job.progress, job.cancel.is_set),
                              request_lang(request))
            return JsonResponse(job.to_json(), status_code=202, headers=HEADERS)
        stop = threading.Event()
        answer: list[Any] = []
        failure: list[BaseException] = []

        async def work() -> None:
            try:
                answer.append(await run_in_threadpool(pool.run, task, None, stop.is_set))
            except Exception as err:
                failure.append(err)
            finally:
                stop.set()

        async with anyio.create_task_group() as group:
            group.start_soon(until_disconnected, request, stop)
            await work()
            group.cancel_scope.cancel()  # the answer need not wait out the watcher's sleep
        if failure:
            raise failure[0]
        return json(answer[0])

    def game_route(verb: Callable[[Any, Mapping[str, Any]], dict[str, Any]]) -> Handler:
        @answering
        async def handler(request: Request) -> Response:
            body = await body_of(request)
            game = api.game_of(request.path_params["game"])
            return json(await run_in_threadpool(verb, game, body))
        return handler

    @answering
    async def games(request: Request) -> Response:
        return json(api.games())

    @answering
    async def rules(request: Request) -> Response:
        game = api.game_of(request.path_params["game"])
        return json(api.rules(game, dict(request.query_params)))

    @answering
    async def new_sheet(request: Request) -> Response:
        body = await body_of(request)
        game = api.game_of(request.path_params["game"])
        wanted = sheet_request(game, body)
        task = tasks.as_task(tasks.sheet, game.name, asdict(wanted))
        job = jobs.submit(f"{game.title} sheet", wanted.count,
                          lambda job: pool.run(task, job.progress, job.cancel.is_set),
                          request_lang(request))
        return JsonResponse(job.to_json(), status_code=202, headers=HEADERS)

    @answering
    async def job_state(request: Request) -> Response:
        job = jobs.get(request.path_params["job"])
        if request.method == "DELETE":
            job = jobs.cancel(job.id)
        out = job.to_json()
        if job.state == "done" and isinstance(job.result, Sheet):
            sheet = job.result
            out.update(preview=sheet.preview, numbers=sheet.numbers,
                       pdf=f"/api/jobs/{job.id}/sheet.pdf",
                       key=None if sheet.key_pdf is None else f"/api/jobs/{job.id}/key.pdf")
        elif job.state == "done":
            out["result"] = job.result
        return json(out)

    @answering
    async def job_pdf(request: Request) -> Response:
        job = jobs.get(request.path_params["job"])
        if not isinstance(job.result, Sheet):
            raise InputError(WORDS.said("job.no_sheet", id=job.id, state=job.state))
        part = request.path_params["part"]
        if part not in ("sheet", "key"):
            raise LookupError(WORDS.said("pdf.none", part=show(part)))
        data = job.result.pdf if part == "sheet" else job.result.key_pdf
        if data is None:
            raise LookupError(WORDS.said("pdf.no_key"))
        return Response(data, media_type="application/pdf", headers={
            **HEADERS, "Content-Disposition": f'attachment; filename="deckmath-{part}.pdf"'})

    @answering
    async def new_table(request: Request) -> Response:
        body = await body_of(request)
        game = api.game_of(request.path_params["game"])
        table = await run_in_threadpool(tables.start, game, body)
        return json(table.to_json())

    @answering
    async def table_state(request: Request) -> Response:
        table = tables.get(request.path_params["table"])
        return json(table.to_json())

    @answering
    async def table_action(request: Request) -> Response:
        table = tables.get(request.path_params["table"])
        body = await body_of(request)
        api.only(body, ("action", "lang", "wait"), WORDS.said("request.action"))
        text = api.text_of(body.get("action"), "action", 200)
        wait = flag_of(body.get("wait", True), "wait")
        if "lang" in body:
            table.lang = api.lang_of(body)

        def act() -> dict[str, Any]:
            if not table.lock.acquire(timeout=30):
                raise InputError(WORDS.said("busy_game"))
            try:
                table.act(text, None if wait else tables.pool)
                return table.to_json()
            finally:
                table.lock.release()
        return json(await run_in_threadpool(act))

    @answering
    async def table_now(request: Request) -> Response:
        """The bot thinking plays the best move it has found so far ("play now")."""
        table = tables.get(request.path_params["table"])
        body = await body_of(request)
        api.only(body, ("lang",), WORDS.said("request.now"))
        if "lang" in body:
            table.lang = api.lang_of(body)
        table.play_now()
        return json(await run_in_threadpool(table.to_json))

    @answering
    async def table_log(request: Request) -> Response:
        table = tables.get(request.path_params["table"])

        def taken() -> dict[str, Any]:
            """The log between two steps of the game, never in the middle of the bots' answer
            to an action (a replay would find it cut, not left)."""
            if not table.lock.acquire(timeout=30):
                raise InputError(WORDS.said("busy_game"))
            try:
                return table.log()
            finally:
                table.lock.release()
        log = await run_in_threadpool(taken)
        return Response(orjson.dumps(log) + b"\n", media_type="application/json",
                        headers={**HEADERS, "Content-Disposition":
                                 f'attachment; filename="{table.game.name}-{table.id}.json"'})

    @answering
    async def not_found(request: Request) -> Response:
        return error(WORDS(request_lang(request))("address.none",
                                                  path=show(request.url.path, 100)), 404)

    async def page(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=HEADERS)

    api_routes = [
        Route("/games", games),
        Route("/games/{game}/rules", rules),
        Route("/games/{game}/deal", game_route(api.deal), methods=["POST"]),
        Route("/games/{game}/draw", game_route(api.draw), methods=["POST"]),
        Route("/games/{game}/solve", solve, methods=["POST"]),
        Route("/games/{game}/check", game_route(api.check), methods=["POST"]),
        Route("/games/{game}/replay", game_route(api.replay), methods=["POST"]),
        Route("/games/{game}/sheets", new_sheet, methods=["POST"]),
        Route("/jobs/{job}", job_state, methods=["GET", "DELETE"]),
        Route("/jobs/{job}/{part:str}.pdf", job_pdf),
        Route("/games/{game}/tables", new_table, methods=["POST"]),
        Route("/tables/{table}", table_state),
        Route("/tables/{table}/actions", table_action, methods=["POST"]),
        Route("/tables/{table}/now", table_now, methods=["POST"]),
        Route("/tables/{table}/log", table_log),
        Route("/{rest:path}", not_found, methods=["GET", "POST", "PUT", "DELETE", "PATCH"]),
    ]
    hosts = allowed_hosts or ["127.0.0.1", "localhost", "testserver"]
    # follow_symlink: an editable install links each asset from the checkout; the files
    # served are still only those under static/.
    app = Starlette(routes=[
        Route("/", page),
        Mount("/api", routes=api_routes),
        Mount("/static", StaticFiles(directory=STATIC, follow_symlink=True), name="static"),
    ], middleware=[Middleware(HostCheck, allowed=hosts), Middleware(SameOrigin)])
    app.state.jobs, app.state.tables, app.state.workers = jobs, tables, pool
    return app
