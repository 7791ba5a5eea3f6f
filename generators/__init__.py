"""Puzzle generation, grading and printing built on the solvers' public API."""
