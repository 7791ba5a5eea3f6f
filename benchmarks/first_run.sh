#!/usr/bin/env bash
# The first commands after a fresh install (figures in benchmarks/README.md, "First run"): a new
# virtual environment, deckmath installed from this checkout (not editable, as a user gets it),
# then each command timed once, cold, in a fresh directory. Usage: benchmarks/first_run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q "$root"
cd "$work"
TIMEFORMAT='%R s'
for command in \
    "celsius solve --cold 10 --hot 22,40 --hand '+1 x2 x? -3 /2 +5 x4'" \
    "totaux solve --table '33:13 45:55 56:79 25:26 16:82 34:62'" \
    "celsius solve --cold 10 --hot 22,40 --hand '+1 x2 x? -3 /2 +5 x4'" \
    "totaux solve --table '33:13 45:55 56:79 25:26 16:82 34:62'" \
    "warmup" \
    "totaux solve --table '33:13 45:55 56:79 25:26 16:82 34:62 44:74'"; do
    printf '%-80s ' "deckmath $command"
    { time eval "$work/venv/bin/deckmath $command" >/dev/null 2>"$work/err"; } 2>&1
done
