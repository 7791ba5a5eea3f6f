"""numba's on-disk cache, made safe for several processes compiling at once.

numba saves a compiled overload by reading the function's cache index, taking the first free
data-file number, writing the index, then the data file, with no lock. Two processes saving two
different signatures of one function at the same moment (`deckmath warmup` runs one process a
core, pytest-xdist and Dask workers run several, and the shared kernels of solvers/kernel.py
are compiled by every game) both take number 1: the index one of them leaves can then name the
data file the other wrote, and the next process to load that signature runs machine code built
for other argument types (wrong answers, or a segmentation fault). `lock_caches` gives every
cached dispatcher of a kernel module a cache file whose save holds an exclusive lock on a file
beside the index from reading the index to writing it, and writes the data before the index, so
that an index never names data that is missing or another signature's.
"""
from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Iterator, Mapping
from typing import Any

from numba.core.caching import IndexDataCacheFile
from numba.core.dispatcher import Dispatcher

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]


@contextlib.contextmanager
def exclusive(path: str) -> Iterator[None]:
    """Hold an exclusive lock on `path` (created if missing) between processes and between
    threads of one process (each open() is its own lock holder); where the file cannot be
    opened or the platform has no lock, go on unlocked, as numba itself does."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield
        return
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        else:
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
        yield
    finally:
        os.close(fd)


class LockedIndexDataCacheFile(IndexDataCacheFile):
    """numba's index-and-data cache file with a save that other processes cannot interleave."""

    def save(self, key: Any, data: Any) -> None:
        with exclusive(self._index_path + ".lock"):
            overloads = self._load_index()
            data_name = overloads.get(key)
            if data_name is not None:
                self._save_data(data_name, data)
                return
            taken = set(overloads.values())
            data_name = next(name for name in map(self._data_name, itertools.count(1))
                             if name not in taken)
            self._save_data(data_name, data)
            self._save_index({**overloads, key: data_name})


def lock_caches(namespace: Mapping[str, Any]) -> None:
    """Give every cached numba dispatcher in a module's namespace the locked cache file (a
    kernel module calls this on its own globals() once its functions are defined)."""
    for value in namespace.values():
        if isinstance(value, Dispatcher):
            cache_file = getattr(getattr(value, "_cache", None), "_cache_file", None)
            if type(cache_file) is IndexDataCacheFile:
                cache_file.__class__ = LockedIndexDataCacheFile
