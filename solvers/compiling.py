"""Compiling the numba kernels, said aloud.

numba caches compiled kernels on disk (`cache=True`); the first use after an install, or after
the kernel's source changed, compiles them, which takes tens of seconds. A game loads its
kernel module through `kernels(...)`: when the cache does not hold the module's entry points,
a listener (the CLI installs one; library use gets a warning on the `deckmath` logger, in the
locale's language, as no caller's lang= reaches this deep) is told
before the module's `warm()` compiles them all, and told again when it is done. `deckmath
warmup` compiles every game's ahead of time (compile_modules, a game's modules in one
process, one process a core).

A kernel module declares ENTRY_POINTS (the njit functions the game calls), COMPILE_SECONDS (the
measured time to compile them on the reference machine, for the estimate) and warm() (calls each
entry point once on a tiny input). Importing this module imports no numba.

A module is compiled on a thread of its own (`_on_own_thread`): CPython 3.11 keeps a thread's
frames in 16 KB chunks that it maps and unmaps each time the call stack crosses a chunk's edge,
and numba's compile goes deep and back all the time. Deep in the CLI's worker thread, an 8-card
Totaux compile crossed an edge 575,000 times (2.9 s of system time, 23 s of CPU in all); from
the bottom of a thread, 140,000 (1.2 s; benchmarks/README.md, "First run").
"""
from __future__ import annotations

import importlib
import logging
import threading
import time
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckmath.solvers.words import Said

Listener = Callable[["Said | str", int, float | None], None]
"""listener(title, estimated seconds, None) before compiling; (title, estimate, seconds taken)
after. The title is said in the listener's language (`title`)."""

_listener: Listener | None = None
_log = logging.getLogger("deckmath")
"""Where library use (no listener installed) hears that a kernel is being compiled."""
_ready: set[str] = set()


def title(kernels: str) -> Said:
    """What a family of kernels is called where its compiling is said (the shared words'
    `kernels.<kernels>`: "Celsius backward search", "la recherche à rebours de Celsius")."""
    from deckmath.solvers.shared_words import WORDS

    return WORDS.said(f"kernels.{kernels}")


def compiling_line(title: Said | str, estimate: int, lang: str | None) -> str:
    """The line that says a family of kernels is being compiled, in `lang`."""
    from deckmath.solvers.shared_words import WORDS

    return WORDS.said("kernels.compiling", title=title, estimate=estimate).text(lang)


def set_listener(listener: Listener | None) -> None:
    """Who is told that kernels are being compiled (the CLI: a line on stderr)."""
    global _listener
    _listener = listener


def cached(module: ModuleType) -> bool:
    """Whether numba's on-disk cache holds every entry point of a kernel module for its current
    source. Reads numba's cache index (not a public API: any surprise counts as not cached)."""
    try:
        return all(bool(getattr(module, name)._cache._cache_file._load_index())
                   for name in module.ENTRY_POINTS)
    except Exception:
        return False


def kernels(module_name: str, title: Said | str) -> ModuleType:
    """A game's kernel module, compiled if it has to be (with the listener told)."""
    module = importlib.import_module(module_name)
    if module_name not in _ready:
        if not cached(module):
            warm_up(module, title)
        _ready.add(module_name)
    return module


def warm_up(module: ModuleType, title: Said | str) -> float:
    """Compile (or load) every entry point of a kernel module; returns the seconds taken."""
    estimate = getattr(module, "COMPILE_SECONDS", 30)
    if _listener:
        _listener(title, estimate, None)
    else:
        from deckmath.solvers.shared_words import WORDS
        from deckmath.solvers.words import locale_lang

        lang = locale_lang()
        _log.warning("%s", WORDS(lang)("kernels.logged",
                                       message=compiling_line(title, estimate, lang)))
    start = time.perf_counter()
    _on_own_thread(module.warm)
    taken = time.perf_counter() - start
    if _listener:
        _listener(title, estimate, taken)
    _ready.add(module.__name__)
    return taken


def compile_modules(module_names: list[str]) -> list[float]:
    """Fill numba's cache for kernel modules, one after the other in whatever process calls it;
    returns the seconds each took. `deckmath warmup` gives each process one game's modules,
    which share helpers: a helper compiled for the first is loaded from the cache by the next,
    where two processes would each compile it."""
    taken = []
    for module_name in module_names:
        module = importlib.import_module(module_name)
        start = time.perf_counter()
        _on_own_thread(module.warm)
        taken.append(time.perf_counter() - start)
    return taken


def _on_own_thread(work: Callable[[], None]) -> None:
    """Run `work` from the bottom of a new thread and wait for it; what it raises is raised here.
    Compiling there maps and unmaps fewer frame chunks than deep in a caller's stack (above)."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as err:  # handed to the waiting thread, which raises it
            failed.append(err)

    thread = threading.Thread(target=run, name="deckmath-compile", daemon=True)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]
