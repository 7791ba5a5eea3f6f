"""Where a kernel's CPU time goes: perf's samples of a numba kernel at work on one of the
anchor's sets, given to the compiled functions they fell in and, in the busiest of those, to
single instructions with their machine code around them.

numba's compiled code has no symbols perf can read, so a child process compiles the kernel
afresh (an empty NUMBA_CACHE_DIR, so that its code can be inspected), prints the address of
every function of the entry point's library and copies out their machine code, then solves
the set over and over while `perf record -p` samples it. Samples are given to the function
whose code holds them; a function inlined into another counts as that other. Needs perf and
objdump, and ../shared/anchor beside the checkout (its gen.py deals the sets, as
anchor_compare.py does).

    NUMBA_NUM_THREADS=1 .venv/bin/python benchmarks/kernel_profile.py celsius7
    NUMBA_NUM_THREADS=1 .venv/bin/python benchmarks/kernel_profile.py totaux8 --seconds 10 --top 30
"""
from __future__ import annotations

import argparse
import bisect
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anchor_compare

_CHILD = """
import ctypes, json, re, sys, time
sys.path.insert(0, sys.argv[1])
import anchor_compare as ac
from pathlib import Path
name, data_dir, out_dir = sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4])
seconds = float(sys.argv[5])
program, stem = ac.SETS[name]
rows = ac.read_lines(data_dir / f"{stem}.txt")
if program == "celsius":
    from deckmath.solvers.celsius import kernel
    data = ac.celsius_arrays(rows)
    work = lambda: kernel.solve_many(*data)
    entry = kernel.solve_chunk
else:
    from deckmath.solvers.totaux import kernel
    from deckmath.solvers.totaux.solve import MAX_STATES
    tables = ac.totaux_tables(rows)
    def work():
        for fa, fb, totals in tables:
            kernel.solve_table(fa, fb, totals, 0, MAX_STATES)
    entry = kernel.count_chunk
work()
maps = []
for line in open("/proc/self/maps"):
    lo, hi = (int(x, 16) for x in line.split()[0].split("-"))
    maps.append((lo, hi))
functions = {}
for cres in entry.overloads.values():
    lib = cres.library
    for symbol in re.findall(r'define [^@]*@"?([^"( ]+)"?\\(', lib.get_llvm_str()):
        if symbol.startswith("cfunc.") or "cpython" in symbol:
            continue
        try:
            functions[symbol] = lib.get_pointer_to_function(symbol)
        except Exception:
            pass
starts = sorted(functions.values())
code = {}
for symbol, at in functions.items():
    end = next((lo_hi[1] for lo_hi in maps if lo_hi[0] <= at < lo_hi[1]), at)
    later = [s for s in starts if s > at]
    size = min(end, later[0] if later else end, at + (1 << 18)) - at
    path = out_dir / f"{len(code)}.bin"
    path.write_bytes(ctypes.string_at(at, size))
    code[symbol] = {"at": at, "size": size, "bytes": str(path)}
(out_dir / "functions.json").write_text(json.dumps(code))
(out_dir / "ready").write_text("")
start = time.process_time()
while time.process_time() - start < seconds:
    work()
"""


def short(symbol: str) -> str:
    """A function's Python name from numba's mangled symbol (_ZN<len>name...)."""
    parts = []
    rest = symbol[3:] if symbol.startswith("_ZN") else symbol
    while (found := re.match(r"\d+", rest)) is not None:
        digits = found.group()
        size = int(digits)
        parts.append(rest[len(digits):len(digits) + size])
        rest = rest[len(digits) + size:]
    return ".".join(parts) or symbol


def samples(pid: int, seconds: float, work: Path) -> list[tuple[int, str]]:
    """(instruction address, symbol) of each perf sample of process pid over `seconds`."""
    data = work / "perf.data"
    subprocess.run(["perf", "record", "-q", "-F", "4999", "-p", str(pid), "-o", str(data), "--",
                    "sleep", str(seconds)], check=True, capture_output=True)
    out = subprocess.run(["perf", "script", "-i", str(data), "-F", "ip,sym"], check=True,
                         capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        parts = line.split(None, 1)
        if parts:
            found.append((int(parts[0], 16), parts[1].strip() if len(parts) > 1 else "?"))
    return found


def disassembly(path: str) -> list[tuple[int, str]]:
    """(offset, instruction) of a function's machine code copied from the child."""
    out = subprocess.run(["objdump", "-D", "-b", "binary", "-m", "i386:x86-64", path],
                         check=True, capture_output=True, text=True).stdout
    lines = []
    for line in out.splitlines():
        found = re.match(r"\s*([0-9a-f]+):\t(?:[0-9a-f]{2} )+\s*\t?(.*)", line)
        if found and found.group(2):
            lines.append((int(found.group(1), 16), found.group(2).strip()))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", choices=list(anchor_compare.SETS))
    parser.add_argument("--seconds", type=float, default=8.0, help="how long perf samples")
    parser.add_argument("--top", type=int, default=20, help="instructions listed")
    parser.add_argument("--anchor", type=Path, default=anchor_compare.ANCHOR)
    args = parser.parse_args()
    for tool in ("perf", "objdump"):
        if shutil.which(tool) is None:
            raise SystemExit(f"kernel_profile: {tool} is not installed")
    if not args.anchor.is_dir():
        raise SystemExit(f"kernel_profile: no anchor at {args.anchor}")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        copy = anchor_compare.build(args.anchor, work)
        (work / "code").mkdir()
        env = {**os.environ, "NUMBA_CACHE_DIR": str(work / "cache")}
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(Path(__file__).parent), args.set,
             str(copy / "data"), str(work / "code"), str(args.seconds + 30)], env=env)
        try:
            while not (work / "code" / "ready").exists():
                if child.poll() is not None:
                    raise SystemExit("kernel_profile: the child process failed")
                time.sleep(0.2)
            taken = samples(child.pid, args.seconds, work)
        finally:
            child.kill()
        functions = json.loads((work / "code" / "functions.json").read_text())
        spans = sorted((f["at"], f["at"] + f["size"], symbol) for symbol, f in functions.items())
        starts = [span[0] for span in spans]
        where: collections.Counter[str] = collections.Counter()
        offsets: dict[str, collections.Counter[int]] = collections.defaultdict(
            collections.Counter)
        for ip, symbol in taken:
            k = bisect.bisect_right(starts, ip) - 1
            if symbol in ("[unknown]", "?") and k >= 0 and ip < spans[k][1]:
                where[spans[k][2]] += 1
                offsets[spans[k][2]][ip - spans[k][0]] += 1
            else:
                where[symbol] += 1
        total = sum(where.values())
        print(f"{args.set}: {total} samples over {args.seconds:.0f} s, load average "
              f"{os.getloadavg()[0]:.1f}")
        for symbol, count in where.most_common(12):
            print(f"{100 * count / total:6.1f}%  {short(symbol)}")
        busiest = next((s for s, _ in where.most_common() if s in functions), None)
        if busiest is None:
            return
        code = disassembly(functions[busiest]["bytes"])
        index = {offset: k for k, (offset, _) in enumerate(code)}
        print(f"\nbusiest compiled function {short(busiest)}: its hottest instructions (a "
              "sample is charged to the instruction after the one that stalled)")
        for offset, count in offsets[busiest].most_common(args.top):
            at = index.get(offset)
            before = [] if at is None else code[max(0, at - 2):at + 1]
            around = " | ".join(text for _, text in before) or "?"
            print(f"{100 * count / total:6.2f}%  +{offset:#06x}  {around}")


if __name__ == "__main__":
    main()
