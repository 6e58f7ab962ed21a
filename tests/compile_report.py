"""A pytest plugin that says where the suite spends its time compiling with numba.

With ``QXS_COMPILE_REPORT=1`` (CI sets it), a numba ``numba:compile`` listener times every
outermost compile (one not nested in another; numba fires the event only on a cache miss, never
when it loads from the cache) and charges it to the test running then and to the compiled
function's module and name. The terminal summary lists the tests that compiled longest and the
functions compiled most often: a function compiled in many tests means its cache entry does not
hold (a changed type, a stamp that moves), and a test compiling an engine variant the rest of
the suite does not need shows in the first table. pytest's ``--durations`` gives the wall time;
this gives the part of it that is compiling.
"""

from __future__ import annotations

import os
import time
from collections import Counter, defaultdict
from typing import Any

import pytest
from numba.core import event as numba_event

ENABLED = os.environ.get("QXS_COMPILE_REPORT") == "1"
TOP = 25
"""Rows per table in the summary."""


class CompileTimes(numba_event.Listener):
    """Outermost compile times per test and per function (seconds of wall time)."""

    def __init__(self) -> None:
        self.depth = 0
        self.started = 0.0
        self.function = ""
        self.test = "(collection)"
        self.per_test: defaultdict[str, float] = defaultdict(float)
        self.per_function: defaultdict[str, float] = defaultdict(float)
        self.count: Counter[str] = Counter()

    def on_start(self, event: Any) -> None:
        """A compile starts: time it when it is the outermost one."""
        self.depth += 1
        if self.depth > 1:
            return
        dispatcher = (getattr(event, "data", None) or {}).get("dispatcher")
        fn = getattr(dispatcher, "py_func", None)
        self.function = f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', '?')}"
        self.started = time.perf_counter()

    def on_end(self, event: Any) -> None:
        """A compile ends: charge an outermost one to the test and the function."""
        self.depth = max(0, self.depth - 1)
        if self.depth:
            return
        took = time.perf_counter() - self.started
        self.per_test[self.test] += took
        self.per_function[self.function] += took
        self.count[self.function] += 1


_times = CompileTimes()


def pytest_configure(config: pytest.Config) -> None:
    """Listen to numba's compiles when the report is asked for."""
    if ENABLED:
        numba_event.register("numba:compile", _times)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Any:
    """Charge the compiles during a test (setup, call, teardown) to it."""
    _times.test = item.nodeid
    yield
    _times.test = "(between tests)"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The two tables: tests by compile time, functions by compile time and count."""
    if not ENABLED or not _times.per_test:
        return
    tr = terminalreporter
    total = sum(_times.per_test.values())
    tr.write_sep("=", f"numba compile time (outermost compiles): {total:.0f} s in all")
    for name, secs in sorted(_times.per_test.items(), key=lambda kv: -kv[1])[:TOP]:
        tr.write_line(f"{secs:8.1f}s  {name}")
    tr.write_sep("-", "by compiled function (seconds, times compiled)")
    for name, secs in sorted(_times.per_function.items(), key=lambda kv: -kv[1])[:TOP]:
        tr.write_line(f"{secs:8.1f}s  x{_times.count[name]:<4d} {name}")
