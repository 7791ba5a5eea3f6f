"""The --out folder of a census: `manifest.json` holds the run's parameters,
`chunks/<index>.json` one finished chunk each, written atomically (a temporary file renamed
into place) as chunks arrive, so an interrupted census leaves only whole chunks and `--resume`
redoes exactly the missing ones. A folder whose manifest differs from the run asked for is
refused: chunks of two different censuses never mix."""
from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from deckmath.census.words import WORDS, system_reason
from deckmath.solvers.errors import InputError
from deckmath.solvers.shared_words import json_reason
from deckmath.solvers.words import Said

MANIFEST = "manifest.json"
CHUNKS = "chunks"


def _dumps(obj: object) -> bytes:
    import orjson

    return orjson.dumps(obj) + b"\n"


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to `path` through a temporary file in the same folder and a rename: a
    reader (or a resumed run) sees the whole file or none."""
    handle, temporary = tempfile.mkstemp(prefix=".part-", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)


class Store:
    """A census folder: its manifest and its finished chunks."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.chunks = folder / CHUNKS

    @classmethod
    def open(cls, folder: str | Path, manifest: dict, resume: bool) -> Store:
        """The folder for a run with `manifest`: created (with its manifest) when new or empty;
        with --resume, an existing census of the same manifest. Bad input otherwise."""
        import orjson

        store = cls(Path(folder))
        where = str(folder)
        if store.folder.exists() and not store.folder.is_dir():
            raise InputError(WORDS.said("store_file", where=where))
        existing = store.folder / MANIFEST
        if existing.is_file():
            if not resume:
                raise InputError(WORDS.said("store_held", where=where))
            try:
                old = orjson.loads(existing.read_bytes())
            except OSError as err:
                raise InputError(WORDS.said("store_unread", where=where, manifest=MANIFEST,
                                            error=err)) from None
            except orjson.JSONDecodeError as err:
                raise InputError(WORDS.said("store_unread", where=where, manifest=MANIFEST,
                                            error=json_reason(err, whole=True))) from None
            if old != manifest:
                raise InputError(WORDS.said("store_other", where=where,
                                            difference=_difference(old, manifest)))
            return store
        if store.folder.is_dir() and any(store.folder.iterdir()):
            raise InputError(WORDS.said("store_not_empty", where=where, manifest=MANIFEST))
        try:
            store.chunks.mkdir(parents=True, exist_ok=True)
            write_atomic(existing, _dumps(manifest))
        except OSError as err:
            raise InputError(WORDS.said("store_write", where=where,
                                        error=system_reason(err))) from None
        return store

    def path(self, index: int) -> Path:
        return self.chunks / f"{index:07d}.json"

    def finished(self) -> set[int]:
        """The indexes of the chunks whose files are whole (a file that cannot be read is
        treated as missing: the chunk is redone)."""
        out = set()
        for path in self.chunks.glob("*.json"):
            if path.stem.isdigit() and self.get(int(path.stem)) is not None:
                out.add(int(path.stem))
        return out

    def get(self, index: int) -> dict | None:
        """A finished chunk's result, or None when its file is missing or not whole."""
        import orjson

        try:
            return orjson.loads(self.path(index).read_bytes())
        except (FileNotFoundError, orjson.JSONDecodeError):
            return None

    def put(self, index: int, result: dict) -> None:
        write_atomic(self.path(index), _dumps(result))

    def write(self, name: str, data: bytes) -> Path:
        """Write a report file (report.json, a plot) into the folder, atomically."""
        path = self.folder / name
        write_atomic(path, data)
        return path


def _difference(old: dict, new: dict) -> Said:
    """'variant is chain there, pair here' for the first parameter that differs."""
    for key in sorted(set(old) | set(new)):
        if old.get(key) != new.get(key):
            return WORDS.said("store_differs", key=key, there=_short(old.get(key)),
                              here=_short(new.get(key)))
    return WORDS.said("store_same")


def _short(value: object) -> str:
    text = "absent" if value is None else str(value)
    return text if len(text) <= 40 else text[:37] + "..."
