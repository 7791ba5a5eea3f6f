"""Fixtures shared by the benchmark suites."""
from __future__ import annotations

import numba
import pytest


@pytest.fixture
def one_core():
    """Pin numba's kernels to one thread for the benchmark (parallel=True ones, and the
    solve_many of Celsius and Totaux, which read numba.get_num_threads()), then restore."""
    before = numba.get_num_threads()
    numba.set_num_threads(1)
    yield
    numba.set_num_threads(before)
