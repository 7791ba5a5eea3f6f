"""Compiling the numba kernels, said aloud.

numba caches compiled kernels on disk (`cache=True`); the first use after an install, or after
the kernel's source changed, compiles them, which takes tens of seconds. A game loads its
kernel module through `kernels(...)`: when the cache does not hold the module's entry points,
a listener (the CLI installs one; library use gets a warning on the `deckmath` logger, in the
locale's language, as no caller's lang= reaches this deep) is told
before the module's `warm()` compiles them all, and told again when it is done. `deckmath
warmup` compiles every game's ahead of time (compile_module, one process a core).

A kernel module declares ENTRY_POINTS (the njit functions the game calls), COMPILE_SECONDS (the
measured time to compile them on the reference machine, for the estimate) and warm() (calls each
entry point once on a tiny input). Importing this module imports no numba.
"""
from __future__ import annotations

import importlib
import logging
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
    module.warm()
    taken = time.perf_counter() - start
    if _listener:
        _listener(title, estimate, taken)
    _ready.add(module.__name__)
    return taken


def compile_module(module_name: str) -> float:
    """Fill numba's cache for one kernel module, in whatever process calls it (`deckmath warmup`
    runs one per core); returns the seconds taken."""
    module = importlib.import_module(module_name)
    start = time.perf_counter()
    module.warm()
    return time.perf_counter() - start
