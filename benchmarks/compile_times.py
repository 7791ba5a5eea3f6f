"""Cold compile time of kernel modules, each in a fresh process with an empty
numba cache.

Each module's warm() (solvers/compiling.py: it calls every entry point once) runs in a new
Python process whose NUMBA_CACHE_DIR is a new empty folder, so nothing is loaded from a cache
and no one's cache is touched; the figure is the process's CPU time for warm() (and the wall
time beside it), the least of --rounds rounds. The machine is shared: CPU time measures the
compile, wall time the neighbours as well.

    .venv/bin/python benchmarks/compile_times.py deckmath.solvers.celsius.kernel --rounds 2
    .venv/bin/python benchmarks/compile_times.py            # every registered game's modules
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

_CHILD = """
import importlib, sys, time
module = importlib.import_module(sys.argv[1])
cpu, wall = time.process_time(), time.perf_counter()
module.warm()
print(time.process_time() - cpu, time.perf_counter() - wall)
"""


def cold_warm(module_name: str) -> tuple[float, float]:
    """(CPU s, wall s) of one warm() of a module in a fresh process with an empty cache."""
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache)
        out = subprocess.run([sys.executable, "-c", _CHILD, module_name], env=env, check=True,
                             capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1])


def registered_modules() -> list[str]:
    """Every kernel module of every registered game (what `deckmath warmup` compiles)."""
    from deckmath.solvers import registry

    return [m for name in registry.names() for m in registry.game(name).kernels]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="kernel modules (default: all registered)")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    for module_name in args.modules or registered_modules():
        runs = [cold_warm(module_name) for _ in range(args.rounds)]
        cpu = min(c for c, _ in runs)
        wall = min(w for _, w in runs)
        print(f"{module_name:40} cold warm(): cpu {cpu:6.1f} s  wall {wall:6.1f} s "
              f"(least of {args.rounds})", flush=True)


if __name__ == "__main__":
    main()
