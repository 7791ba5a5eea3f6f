"""Puzzle sheets: a whole set to PDF, with a warm numba cache, as the command runs it.

Run: python -m pytest benchmarks/test_generators_bench.py --benchmark-only
Figures are recorded in benchmarks/README.md; nothing here asserts a wall-clock time.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _generate(tmp_path: Path, *args: str) -> None:
    subprocess.run([sys.executable, "-m", "deckmath.cli", *args, "--format", "pdf",
                    "-o", str(tmp_path / "set.pdf")], check=True, cwd=ROOT,
                   stderr=subprocess.DEVNULL)


def test_celsius_24_grade_3_pdf(benchmark, tmp_path):
    """deckmath celsius generate --count 24 --grade 3 --seed 7 --format pdf (process start included)."""
    args = ("celsius", "generate", "--count", "24", "--grade", "3", "--seed", "7")
    _generate(tmp_path, *args)
    benchmark.pedantic(_generate, args=(tmp_path, *args), rounds=3, iterations=1)


def test_totaux_12_highest_grade_4_pdf(benchmark, tmp_path):
    """deckmath totaux generate --kind highest --count 12 --grade 4 --seed 1 --format pdf."""
    args = ("totaux", "generate", "--kind", "highest", "--count", "12", "--grade", "4", "--seed", "1")
    _generate(tmp_path, *args)
    benchmark.pedantic(_generate, args=(tmp_path, *args), rounds=3, iterations=1)
