"""Cold compile time of kernel modules, each in a fresh process with an empty
numba cache.

Each module's warm() (solvers/compiling.py: it calls every entry point once) runs in a new
Python process whose NUMBA_CACHE_DIR is a new empty folder, so nothing is loaded from a cache
and no one's cache is touched; the figure is the process's CPU time for warm() (and the wall
time beside it), the least of --rounds rounds. The machine is shared: CPU time measures the
compile, wall time the neighbours as well.

    .venv/bin/python benchmarks/compile_times.py deckmath.solvers.celsius.kernel --rounds 2
    .venv/bin/python benchmarks/compile_times.py            # every registered game's modules

Under each module it lists the functions compiled for more than one signature, with the
literal arguments that made each one: a Python int constant passed to a kernel function is
typed as its own literal and compiles the function again (pass a numpy int64 instead).
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
from numba.core.registry import CPUDispatcher
seen = set()
for name, loaded in sorted(sys.modules.items()):
    for attr, f in sorted(vars(loaded).items()) if name.startswith("deckmath") else ():
        if isinstance(f, CPUDispatcher) and id(f) not in seen and len(f.signatures) > 1:
            seen.add(id(f))
            print(f"{name}.{attr}:", " | ".join(
                ", ".join(str(t) for t in sig if "Literal" in str(t)) or "no literal"
                for sig in f.signatures))
"""


def cold_warm(module_name: str) -> tuple[float, float, list[str]]:
    """(CPU s, wall s, functions compiled more than once) of one warm() of a module in a
    fresh process with an empty cache. A function compiled for several signatures is
    compiled once for each: a literal argument (a Python int constant, numba's Literal[int])
    is a compile of its own, and a flag's literal bool is one on purpose."""
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache)
        out = subprocess.run([sys.executable, "-c", _CHILD, module_name], env=env, check=True,
                             capture_output=True, text=True).stdout.splitlines()
    cpu, wall = out[0].split()
    return float(cpu), float(wall), out[1:]


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
        cpu = min(c for c, _, _ in runs)
        wall = min(w for _, w, _ in runs)
        print(f"{module_name:40} cold warm(): cpu {cpu:6.1f} s  wall {wall:6.1f} s "
              f"(least of {args.rounds})", flush=True)
        for line in runs[0][2]:
            print(f"    compiled more than once: {line}")


if __name__ == "__main__":
    main()
