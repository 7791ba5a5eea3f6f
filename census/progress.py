"""What a census shows while it runs: the share done, the rate and the time left, said the same
way on a terminal (census/commands.py Printer, on stderr) and in a notebook (NotebookBar, an
HTML progress bar redrawn in place through IPython's display). IPython is never imported here
unless the census runs inside a Jupyter kernel, which has it loaded already: no dependency is
added for it (tqdm.auto's way of telling a notebook from a terminal)."""
from __future__ import annotations

import html
import sys
import time
from typing import Any


def clock(seconds: float) -> str:
    """Seconds as h:mm:ss."""
    seconds = int(seconds + 0.5)
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class Counter:
    """The figures of a run in progress: units done (those already counted before it started
    included), the rate from its start and the time left."""

    def begin(self, unit: str, todo: int, already: int) -> None:
        self.unit = unit
        self.todo = todo
        self.already = already
        self.total = todo + already
        self.count = 0
        self.begun = time.monotonic()

    def add(self, units: int) -> None:
        self.count += units

    @property
    def done(self) -> int:
        return self.already + self.count

    def figures(self, now: float, lang: str = "en") -> str:
        """`45.0% (4,500 of 10,000 deals), 1,234 deals/s, ETA 0:00:04`, in `lang`."""
        from deckmath.census.words import WORDS, unit_name

        say = WORDS(lang)
        rate = self.count / max(now - self.begun, 1e-9)
        left = (self.todo - self.count) / rate if rate else 0
        share = self.done / self.total if self.total else 1.0
        shown = (f"{share:6.1%}" if lang == "en"
                 else f"{share * 100:5.1f}".replace(".", ",") + "\u202f%")
        return say("progress.figures", share=shown, done=say.number(self.done),
                   total=say.number(self.total), unit=unit_name(say, self.unit),
                   rate=say.number(round(rate)), eta=clock(left))


def in_notebook() -> bool:
    """Whether this runs in a Jupyter kernel (an IPython shell of the kernel's kind)."""
    ipython = sys.modules.get("IPython")
    shell = getattr(ipython, "get_ipython", lambda: None)()
    if shell is None:
        return False
    return type(shell).__name__ == "ZMQInteractiveShell" or "IPKernelApp" in getattr(
        shell, "config", {})


class NotebookBar:
    """A census's progress in a notebook (census/cluster.py Progress): one output area with a
    <progress> bar, the figures and where it runs, redrawn at most every EVERY seconds, said
    in `lang` (the library's lang=, else the locale's)."""

    EVERY = 0.5

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.counter = Counter()
        self.handle: Any = None
        self.last = 0.0
        self.title = ""
        self.where = ""
        self.dashboard: str | None = None

    def start(self, job: Any, todo: int, already: int, chunks: int, where: Any,
              dashboard: str | None) -> None:
        from IPython.display import HTML, display  # type: ignore[import-not-found]

        from deckmath.census.words import WORDS
        from deckmath.solvers.words import say as said

        self.counter.begin(job.unit, todo, already)
        say = WORDS(self.lang)
        count = say(f"progress.chunks.{'one' if chunks == 1 else 'many'}", n=say.number(chunks))
        self.title = said(getattr(job, "said_title", None), self.lang) or job.title
        self.where = say("progress.where", title=self.title, chunks=count,
                         where=said(where, self.lang))
        self.dashboard = dashboard
        self.handle = display(HTML(self.html(time.monotonic())), display_id=True)

    def chunk_done(self, units: int) -> None:
        self.counter.add(units)
        now = time.monotonic()
        if now - self.last >= self.EVERY:
            self.last = now
            self._show(now)

    def finish(self) -> None:
        from deckmath.census.words import WORDS

        now = time.monotonic()
        self._show(now, WORDS(self.lang)("progress.done", time=clock(now - self.counter.begun)))

    def _show(self, now: float, end: str = "") -> None:
        from IPython.display import HTML

        if self.handle is not None:
            self.handle.update(HTML(self.html(now, end)))

    def html(self, now: float, end: str = "") -> str:
        """The bar, the figures, then the run and its dashboard's link."""
        from deckmath.census.words import WORDS

        c = self.counter
        say = WORDS(self.lang)
        said = html.escape(say.items([c.figures(now, self.lang).strip(), *([end] if end else [])]))
        link = (f' &middot; <a href="{html.escape(self.dashboard, quote=True)}" '
                f'target="_blank">{html.escape(say("progress.dashboard.link"))}</a>'
                if self.dashboard else "")
        return (f'<div class="deckmath-progress"><progress value="{c.done}" '
                f'max="{max(c.total, 1)}" style="width: 24em"></progress> {said}<br>'
                f"<small>{html.escape(self.where)}{link}</small></div>")


def default(lang: str = "en") -> NotebookBar | None:
    """The progress a census shows when its caller names none: the bar in a notebook, in
    `lang`, nothing elsewhere (a script prints only what it asks for)."""
    return NotebookBar(lang) if in_notebook() else None
