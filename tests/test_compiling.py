"""Compiling said aloud: a kernel module missing from numba's cache is warmed
with the listener told before and after; `deckmath warmup` compiles or loads every game's."""
from __future__ import annotations

import re
import sys
import types

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import compiling, registry


@pytest.fixture
def fake_kernel(monkeypatch):
    """A kernel module whose entry point numba never cached (a plain function)."""
    module = types.ModuleType("deckmath_fake_kernel")
    module.ENTRY_POINTS = ("search",)
    module.COMPILE_SECONDS = 7
    module.calls = []
    module.search = lambda: None
    module.warm = lambda: module.calls.append("warm")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    yield module
    compiling._ready.discard(module.__name__)


def test_uncached_kernels_are_warmed_once_with_the_listener_told(fake_kernel):
    heard = []
    compiling.set_listener(lambda title, estimate, taken: heard.append((title, estimate, taken)))
    try:
        assert not compiling.cached(fake_kernel)
        assert compiling.kernels(fake_kernel.__name__, "Fake") is fake_kernel
        compiling.kernels(fake_kernel.__name__, "Fake")
    finally:
        compiling.set_listener(None)
    assert fake_kernel.calls == ["warm"]
    assert [(title, estimate) for title, estimate, _ in heard] == [("Fake", 7), ("Fake", 7)]
    assert heard[0][2] is None and heard[1][2] >= 0


def test_a_compile_that_fails_raises_its_error_to_the_caller_and_is_tried_again(fake_kernel):
    """A module compiles on a thread of its own; what its warm() raises reaches the command
    that needed it, and the module is not taken as ready."""
    def broken() -> None:
        raise MemoryError("out of memory while compiling")

    fake_kernel.warm = broken
    compiling.set_listener(None)
    for _ in range(2):
        with pytest.raises(MemoryError, match="while compiling"):
            compiling.kernels(fake_kernel.__name__, "Fake")
    assert fake_kernel.__name__ not in compiling._ready


def test_compile_modules_compiles_each_in_order_and_times_each(fake_kernel, monkeypatch):
    second = types.ModuleType("deckmath_fake_kernel_two")
    second.warm = lambda: fake_kernel.calls.append("second")
    monkeypatch.setitem(sys.modules, second.__name__, second)
    taken = compiling.compile_modules([fake_kernel.__name__, second.__name__])
    assert fake_kernel.calls == ["warm", "second"]
    assert len(taken) == 2 and all(t >= 0 for t in taken)


def test_warmup_hands_each_game_to_one_process(fake_kernel, monkeypatch):
    """On several cores warmup submits one task per game, holding all of the game's uncached
    modules in order (they share helpers, which the first compiles into the cache for the
    next), and says each module's time."""
    import concurrent.futures

    second = types.ModuleType("deckmath_fake_kernel_two")
    second.warm = lambda: fake_kernel.calls.append("second")
    monkeypatch.setitem(sys.modules, second.__name__, second)
    submitted = []

    class InProcess:
        """A process pool that runs each task at once, here, and records it."""

        def __init__(self, workers, mp_context=None):
            self.workers = workers

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def submit(self, fn, *args):
            submitted.append(args)
            future = concurrent.futures.Future()
            future.set_result(fn(*args))
            return future

    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", InProcess)
    done = list(cli._compiled([(30, "long", [fake_kernel.__name__, second.__name__]),
                               (10, "short", [second.__name__])]))
    assert submitted == [([fake_kernel.__name__, second.__name__],), ([second.__name__],)]
    assert sorted((game, module) for game, module, _ in done) == [
        ("long", fake_kernel.__name__), ("long", second.__name__), ("short", second.__name__)]


def test_every_registered_kernel_module_declares_what_warmup_needs():
    import importlib

    for name in registry.names():
        for module_name in registry.game(name).kernels:
            module = importlib.import_module(module_name)
            assert module.ENTRY_POINTS and all(callable(getattr(module, e)) for e in module.ENTRY_POINTS)
            assert module.COMPILE_SECONDS > 0 and callable(module.warm)


def test_warmup_names_every_kernel_and_leaves_them_cached():
    result = CliRunner().invoke(cli.main, ["warmup"])
    assert result.exit_code == 0, result.output
    import importlib

    for name in registry.names():
        for module_name in registry.game(name).kernels:
            assert f"{name}: {module_name}" in result.output
            assert compiling.cached(importlib.import_module(module_name))
    assert "ahead of time" not in result.output


def test_library_use_hears_of_a_compile_through_logging_once(fake_kernel, caplog):
    """Without the CLI's listener, a kernel compiled on first use says so on the `deckmath`
    logger, once."""
    compiling.set_listener(None)
    with caplog.at_level("WARNING", logger="deckmath"):
        compiling.kernels(fake_kernel.__name__, "Fake")
        compiling.kernels(fake_kernel.__name__, "Fake")
    said = [r.getMessage() for r in caplog.records if r.name == "deckmath"]
    assert len(said) == 1 and "compiling the Fake kernels" in said[0]


@pytest.mark.parametrize("locale, said", [
    ("C", "deckmath: compiling the Fake kernels for this machine, once (about 7 s; "
          "`deckmath warmup` does it ahead of time)"),
    ("fr_FR.UTF-8", "deckmath\u202f: compilation des noyaux de Fake pour cette machine, une "
                    "fois pour toutes (environ 7 s\u202f; `deckmath warmup` le fait à "
                    "l'avance)")])
def test_library_use_hears_of_a_compile_in_the_locales_language(fake_kernel, caplog,
                                                                monkeypatch, locale, said):
    """The library's log line follows the locale, as the library's words do where no lang=
    reaches (a kernel compiles deep inside whichever call first needs it)."""
    from vocabulary import assert_in_language

    monkeypatch.setenv("LC_ALL", locale)
    compiling.set_listener(None)
    with caplog.at_level("WARNING", logger="deckmath"):
        compiling.kernels(fake_kernel.__name__, "Fake")
    heard = [r.getMessage() for r in caplog.records if r.name == "deckmath"]
    assert heard == [said]
    assert_in_language(heard[0], "fr" if locale != "C" else "en", "compile line")


_TITLES = sorted(key.split(".", 1)[1] for key in __import__(
    "deckmath.solvers.shared_words", fromlist=["WORDS"]).WORDS.en
    if key.startswith("kernels.") and key not in ("kernels.compiling", "kernels.logged"))


@pytest.mark.parametrize("kernels", _TITLES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_compile_line_names_its_kernels_in_the_readers_language(kernels, lang):
    """The line a first command prints while a kernel compiles names the kernels in the
    reader's language: a French reader does not meet "backward search" or "batch lines"."""
    from vocabulary import assert_in_language

    line = compiling.compiling_line(compiling.title(kernels), 10, lang)
    assert compiling.title(kernels).text(lang) in line
    assert_in_language(line, lang, f"compile line of {kernels}")
    if lang == "fr":
        # "des noyaux de {title}": a title starting with "le" or "les" would read "de le".
        assert not re.search(r"\bde (le|les) ", line), line


def test_every_kernel_family_is_named_from_the_words():
    """Every place that loads a kernel names it through `compiling.title`, so that its name has
    words in both languages (a plain string would be said in English to a French reader)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parent.parent
    calls = [(path, m.group(1)) for path in root.rglob("*.py")
             if not {".venv", "build", "tests", "benchmarks"} & set(path.relative_to(root).parts)
             for m in re.finditer(r"compiling\.kernels\(\s*\"[\w.]+\",\s*([^)]*\)?)",
                                  path.read_text())]
    assert len(calls) >= 8
    for path, title in calls:
        assert title.startswith("compiling.title("), (path, title)
        named = re.match(r'compiling\.title\("(\w+)"\)', title).group(1)
        assert named in _TITLES, (path, named)
