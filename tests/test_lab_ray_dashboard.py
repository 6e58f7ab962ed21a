"""``qxs simulate --ray local --ray-dashboard``: Ray's dashboard is off unless asked for; asked
for, it is turned on when ``ray[default]`` is installed and is one clear line (exit 2) when it is
not, before anything is played; it applies to ``--ray local`` only.

This machine has ``ray[rllib]`` without the dashboard's dependencies (aiohttp, opencensus, ...),
so a dashboard cannot really start here: the "installed" path is checked on what the lab asks
Ray for (``ray.init``'s arguments, with a stand-in for Ray), the "missing" path for real.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from qxs_env.cli.main import build_parser, main
from qxs_env.lab import ray_backend as lab_ray


class _FakeRay:
    """The part of the ``ray`` module :func:`lab_ray.ray_init` uses for ``local``."""

    def __init__(self) -> None:
        self.kwargs: dict[str, Any] = {}

    def is_initialized(self) -> bool:
        return False

    def init(self, **kwargs: Any) -> SimpleNamespace:
        self.kwargs = kwargs
        url = "127.0.0.1:8265" if kwargs["include_dashboard"] else None
        return SimpleNamespace(dashboard_url=url)


def test_dashboard_off_by_default_on_when_asked_and_installed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = _FakeRay()
    assert lab_ray.ray_init(fake, "local", 2)
    assert fake.kwargs["include_dashboard"] is False
    assert "dashboard" not in capsys.readouterr().err
    monkeypatch.setattr(lab_ray, "dashboard_missing", lambda: None)  # as with ray[default]
    assert lab_ray.ray_init(fake, "local", 2, dashboard=True)
    assert fake.kwargs["include_dashboard"] is True and fake.kwargs["num_cpus"] == 2
    assert "Ray dashboard: http://127.0.0.1:8265" in capsys.readouterr().err


def test_dashboard_missing_stops_before_ray_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``ray[default]`` the local instance is not started at all."""
    monkeypatch.setattr(lab_ray, "dashboard_missing", lambda: "No module named 'aiohttp'")
    fake = _FakeRay()
    with pytest.raises(lab_ray.LabError, match=r"ray\[default\]"):
        lab_ray.ray_init(fake, "local", 2, dashboard=True)
    assert fake.kwargs == {}


@pytest.mark.extras
def test_dashboard_missing_reads_rays_own_check() -> None:
    """Whether the dashboard can start is Ray's own import check of its optional deps."""
    pytest.importorskip("ray")
    from ray._private.utils import get_dashboard_dependency_error

    assert (lab_ray.dashboard_missing() is None) == (get_dashboard_dependency_error() is None)


@pytest.mark.extras
def test_cli_dashboard_without_ray_default_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """On this machine (no ``ray[default]``): exit 2 and one line saying what to install; where
    the dashboard's dependencies are installed, only the argument checks are run."""
    pytest.importorskip("ray")
    assert build_parser().parse_args(["simulate", "--ray-dashboard"]).ray_dashboard
    if lab_ray.dashboard_missing() is not None:
        assert main(["simulate", "--games", "10", "--ray", "local", "--ray-dashboard"]) == 2
        err = capsys.readouterr().err.strip()
        assert "pip install 'ray[default]'" in err and len(err.splitlines()) == 1
        assert "Traceback" not in err
    for argv, words in (
        (["--ray-dashboard"], "--ray-dashboard needs --ray local"),
        (["--ray", "auto", "--ray-dashboard"], "applies to --ray local"),
    ):
        assert main(["simulate", "--games", "10", *argv]) == 2
        err = capsys.readouterr().err.strip()
        assert words in err and len(err.splitlines()) == 1
