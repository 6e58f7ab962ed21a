"""The wheel holds every package: pyproject.toml lists its packages by hand, and a package left
out is missing from a non-editable install (``pip install .``) although every test passes in an
editable one. Found when ``qxs_env.lab.audit`` (now ``agents.audit``) and ``agents.heuristic``
were missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")


def test_every_package_directory_is_listed_in_pyproject() -> None:
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("qxs_env", "agents")
        for init in (ROOT / top).rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    missing = sorted(found - listed)
    assert not missing, (
        f"add these packages to [tool.setuptools] packages in pyproject.toml: {missing}"
    )
