"""CPU time of a 12-puzzle sheet per game, kind and grade, as a person runs it: the whole
`deckmath GAME generate` command in a fresh process (import, kernel cache load, generation).

Run:  python docs/grades/timing.py                       # this checkout
      python docs/grades/timing.py --before /tmp/old     # interleaved with another tree
`--before DIR` names a folder holding an older `deckmath` package (run with PYTHONPATH=DIR):
each measurement runs the two sides one after the other, so that the machine's load falls on
both alike. Prints a Markdown table of median CPU seconds (user + system of the child) over
the seeds; a grade a kind does not offer (exit 2) is shown as "-".
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys

KINDS = (("celsius", "fewest"), ("totaux", "highest"), ("totaux", "make"),
         ("grauso", "goout"), ("tempus", "best"))


def cpu_seconds(args: list[str], pythonpath: str | None) -> float | None:
    """CPU seconds of one command run in a child process; None when it exits non-zero."""
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "deckmath.cli", *args], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        return None
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", help="folder holding the older deckmath package")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--count", type=int, default=12)
    parser.add_argument("--kinds", default=",".join(f"{g}:{k}" for g, k in KINDS))
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    sides = [("after", None)] if not args.before else [("before", args.before), ("after", None)]
    print(f"load: {os.getloadavg()[0]:.1f}", file=sys.stderr)
    print("| game | kind | grade | " + " | ".join(f"{name} (s)" for name, _ in sides) + " |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in sides) + " |")
    for spec in args.kinds.split(","):
        game, kind = spec.split(":")
        for grade in range(1, 6):
            times: dict[str, list[float | None]] = {name: [] for name, _ in sides}
            for seed in seeds:
                for name, path in sides:
                    times[name].append(cpu_seconds(
                        [game, "generate", "--kind", kind, "--count", str(args.count),
                         "--grade", str(grade), "--seed", str(seed), "--format", "json"]
                        if game == "totaux" else
                        [game, "generate", "--count", str(args.count), "--grade", str(grade),
                         "--seed", str(seed), "--format", "json"], path))
            shown = []
            for name, _ in sides:
                got = [t for t in times[name] if t is not None]
                shown.append(f"{statistics.median(got):.2f}" if len(got) == len(seeds) else "-")
            print(f"| {game} | {kind} | {grade} | " + " | ".join(shown) + " |", flush=True)
    print(f"load: {os.getloadavg()[0]:.1f}", file=sys.stderr)


if __name__ == "__main__":
    main()
