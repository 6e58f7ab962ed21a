"""Test-suite settings: the compile notice off, and the ``extras`` marker kept honest.

- ``QXS_COMPILE_NOTICE=0``: on a cold cache the first test to step a game compiles the engine,
  and the notice on stderr (qxs_env.engine.compile_notice) would land in tests that read stderr.
- ``QXS_SKILL_SET=base``: an engine compiles at least the base heroes' skills
  (``rulesets.qxs.skill_sets``), so the suite compiles two engines (the base set, the one the
  README's main job compiles first, and every skill for the tests of expansion heroes) rather
  than three: heroes-off games run on the base set here. That the heroes-off set plays the same
  games is shown by ``tests/rulesets/qxs/test_skill_sets.py`` (uncompiled) and the slow golden
  test (compiled); a test of the sets themselves removes the variable.
- ``@pytest.mark.extras`` marks a test that needs an optional extra (torch, stable-baselines3,
  sb3-contrib, Ray) and skips without it. CI runs the README's path (``pip install -e
  ".[test]"``, no extras) over the whole suite, then only ``-m extras`` in a venv with every
  extra. With ``QXS_CHECK_EXTRAS_MARK=1`` (CI's no-extras run), a test that skips for a missing
  extra but is not marked fails, since the with-extras run would never select it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QXS_COMPILE_NOTICE", "0")
os.environ.setdefault("QXS_SKILL_SET", "base")

pytest_plugins = ["compile_report"]
"""With ``QXS_COMPILE_REPORT=1``, the summary says which tests compile with numba and for how
long (tests/compile_report.py; CI sets it)."""

EXTRA_MODULES = ("torch", "stable_baselines3", "sb3_contrib", "ray", "tensorboard")
"""Modules of the optional extras (train, ray); matplotlib comes with the test extra."""


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``extras`` marker."""
    config.addinivalue_line(
        "markers",
        "extras: needs an optional extra (train or ray) and skips without it; CI runs these "
        "in a venv with every extra (pytest -m extras)",
    )


def _checking() -> bool:
    return os.environ.get("QXS_CHECK_EXTRAS_MARK") == "1"


def _skip_reason(longrepr: Any) -> str:
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


def missing_extra(reason: str) -> str | None:
    """The extra module a skip reason says is missing (pytest.importorskip's wording), or None."""
    for name in EXTRA_MODULES:
        if f"could not import '{name}" in reason:
            return name
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Any:
    """With ``QXS_CHECK_EXTRAS_MARK=1``: an unmarked test skipped for a missing extra fails."""
    outcome = yield
    report = outcome.get_result()
    if not (_checking() and report.skipped and item.get_closest_marker("extras") is None):
        return
    name = missing_extra(_skip_reason(report.longrepr))
    if name is not None:
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid} skips without {name} (an optional extra) but is not marked "
            "@pytest.mark.extras, so CI's run with the extras (pytest -m extras) never runs it"
        )


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """With ``QXS_CHECK_EXTRAS_MARK=1``: a test module skipped at import for a missing extra
    must say ``pytestmark = pytest.mark.extras`` before its importorskip."""
    if not (_checking() and report.skipped):
        return
    name = missing_extra(_skip_reason(report.longrepr))
    path = Path(str(report.fspath))
    if name is None or not path.is_file():
        return
    if "pytestmark = pytest.mark.extras" not in path.read_text(encoding="utf-8"):
        report.outcome = "failed"
        report.longrepr = (
            f"{path.name} skips without {name} (an optional extra) but has no "
            "'pytestmark = pytest.mark.extras', so CI's run with the extras never runs it"
        )
