"""What the census's PNG plots are drawn with: matplotlib's Agg backend
(imported here only, so that nothing else pays for it), a bar panel and the PNG bytes. Each
game draws its own figure (`plot` in solvers/<game>/census.py), a few panels, small enough to
commit."""
from __future__ import annotations

import io
import struct


def pyplot():
    """matplotlib.pyplot on the Agg backend (no screen needed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def bars(ax, hist: dict, total: int, title: str, xlabel: str, null: str = "none") -> None:
    """One panel: a histogram's bars as percentages of `total`."""
    keys = list(hist)
    labels = [null if k == "null" else k for k in keys]
    ax.bar(range(len(keys)), [100 * hist[k] / total for k in keys], color="#4477aa")
    ax.set_xticks(range(len(keys)), labels, fontsize=7 if len(keys) > 12 else 9)
    ax.set_title(title, fontsize=10)
    ax.set_xlabel(xlabel, fontsize=9)
    ax.set_ylabel("%", fontsize=9)


class Png(bytes):
    """A figure as PNG bytes that a notebook shows as the picture (`_repr_png_`) and a repr
    names in one line; it is bytes still, to write to a file (`open(p, "wb").write(fig)`),
    and `bytes(fig)` gives them plain."""

    SIGNATURE = b"\x89PNG\r\n\x1a\n"

    def _repr_png_(self) -> bytes:
        return bytes(self)

    @property
    def size(self) -> tuple[int, int]:
        """Width and height in pixels (the PNG's IHDR)."""
        if not self.startswith(self.SIGNATURE) or len(self) < 24:
            raise ValueError("not a PNG")
        width, height = struct.unpack(">II", self[16:24])
        return width, height

    def __repr__(self) -> str:
        width, height = self.size
        return f"<PNG figure {width}x{height}, {len(self):,} bytes>"


def png(fig) -> Png:
    """The figure as PNG bytes, without a timestamp or version (same report, same file)."""
    return Png(picture(fig, "png"))


FORMATS = {".png": "png", ".svg": "svg", ".pdf": "pdf"}
"""The formats a figure is written in, by the file's suffix (matplotlib's own writers)."""

_NO_STAMP = {"png": {"Software": None}, "svg": {"Date": None, "Creator": None},
             "pdf": {"CreationDate": None, "Creator": None, "Producer": None}}
"""Metadata left out of each format, so that the same report gives the same file."""


def picture(fig, fmt: str) -> bytes:
    """The figure as bytes of `fmt` (png, svg or pdf), without a timestamp or version."""
    import matplotlib

    buffer = io.BytesIO()
    with matplotlib.rc_context({"svg.hashsalt": "deckmath"}):
        fig.savefig(buffer, format=fmt, dpi=80, metadata=_NO_STAMP[fmt])
    pyplot().close(fig)
    return Png(buffer.getvalue())
