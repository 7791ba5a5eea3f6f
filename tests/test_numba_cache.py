"""numba's on-disk cache stays right when processes save overloads of one function at once
(two xdist workers, `deckmath warmup`'s processes, Dask workers): an index never names another
signature's machine code."""
from __future__ import annotations

import importlib
import pathlib
import threading
import time

import pytest
from numba.core.caching import IndexDataCacheFile
from numba.core.dispatcher import Dispatcher

from deckmath.solvers.numba_cache import LockedIndexDataCacheFile

PACKAGE = pathlib.Path(__file__).resolve().parents[1]


def interleaved(base: type) -> type:
    """`base` with the two saves of a race forced: both read the index before either writes
    it (a barrier), then key "a" writes its index after key "b" and key "b" its data last."""
    barrier = threading.Barrier(2, timeout=0.5)

    class Interleaved(base):
        def _load_index(self):
            overloads = super()._load_index()
            try:
                barrier.wait()
            except threading.BrokenBarrierError:
                pass
            return overloads

        def _save_index(self, overloads):
            if threading.current_thread().name == "a":
                time.sleep(0.1)
            super()._save_index(overloads)

        def _save_data(self, name, data):
            if threading.current_thread().name == "b":
                time.sleep(0.2)
            super()._save_data(name, data)

    return Interleaved


def raced(base: type, folder: pathlib.Path) -> dict[str, str]:
    """What each key's index entry loads after two threads saved keys "a" and "b" at once."""
    cache = interleaved(base)
    savers = [threading.Thread(name=key, target=cache(str(folder), "kernel.f-1.py311",
                                                       ("stamp",)).save,
                               args=(key, f"machine code for {key}"))
              for key in ("a", "b")]
    for saver in savers:
        saver.start()
    for saver in savers:
        saver.join()
    reader = IndexDataCacheFile(str(folder), "kernel.f-1.py311", ("stamp",))
    return {key: reader.load(key) for key in reader._load_index()}


def test_two_processes_saving_two_signatures_leave_each_its_own_code(tmp_path):
    assert raced(LockedIndexDataCacheFile, tmp_path) == {"a": "machine code for a",
                                                         "b": "machine code for b"}


def test_numbas_own_cache_file_gives_one_signature_the_others_code(tmp_path):
    """The race the locked file closes, shown on numba's own: the test above can fail."""
    loaded = raced(IndexDataCacheFile, tmp_path)
    assert any(code != f"machine code for {key}" for key, code in loaded.items())


def kernel_modules() -> list[str]:
    """Every deckmath module that defines numba functions, found from the source."""
    return sorted(".".join(("deckmath",) + path.relative_to(PACKAGE).with_suffix("").parts)
                  for path in (PACKAGE / "solvers").rglob("*.py")
                  if "@njit" in path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", kernel_modules())
def test_every_cached_kernel_saves_under_the_lock(name):
    module = importlib.import_module(name)
    cached = [value for value in vars(module).values()
              if isinstance(value, Dispatcher) and value.py_func.__module__ == name
              and hasattr(value._cache, "_cache_file")]
    assert cached
    assert all(type(value._cache._cache_file) is LockedIndexDataCacheFile for value in cached)


def test_no_two_kernels_share_a_module_and_qualified_name():
    """numba names a compiled function's symbol by its module, qualified name, argument types
    and a counter of the process that compiled it, and its cache files by the qualified name.
    Two functions of one name (closures made by one factory) compiled in two processes
    (`deckmath warmup`'s, side by side) can come out with one symbol: a process that loads
    both from the cache then runs one's code for the other. After a warmup, loading Totaux's
    counting and searching families in one process crashed, and CI's counts came out wrong."""
    seen: dict[tuple[str, str], object] = {}
    for name in kernel_modules():
        for value in vars(importlib.import_module(name)).values():
            if not isinstance(value, Dispatcher):
                continue
            key = (value.py_func.__module__, value.py_func.__qualname__)
            assert seen.setdefault(key, value.py_func) is value.py_func, key
