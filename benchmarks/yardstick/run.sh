#!/bin/sh
# Build the C yardstick (gcc -O3 -march=native) and compare it with the numba kernels on the
# same inputs: answers checked field by field, then CPU times in interleaved rounds.
# Usage, from the repository root: sh benchmarks/yardstick/run.sh [--rounds N] [--sets ...]
set -e
cd "$(dirname "$0")/../.."
exec .venv/bin/python benchmarks/yardstick/compare.py "$@"
