"""``qxs simulate --ray HOST:PORT --ray-ship`` end to end on a real local Ray cluster whose
nodes have Ray and the dependencies but **not the project**: the tasks can only run the copy
that ``--ray-ship`` uploads (its ``runtime_env``), and the numbers equal the run without Ray.

The cluster's processes start with a ``sitecustomize`` (on their ``PYTHONPATH``) that refuses to
import ``qxs_env`` and ``agents`` from anywhere but Ray's ``runtime_resources`` folder, where a
shipped working_dir is unpacked; so the installed (editable) copy of this machine is invisible to
the Ray workers, as on a node where it was never installed. Without ``--ray-ship`` the same run
fails (the control); with it, it completes.

The workers run the shipped engine uncompiled (``NUMBA_DISABLE_JIT=1`` on the nodes): the shipped
copy has a new source path, so compiled it would pay the engine's whole cold compile (numba's
cache is keyed on the source folder's absolute path, which holds the Ray session's folder: no
cache can be warmed for it beforehand); docs/ray.md gives that cost, measured by hand. The
uncompiled engine gives the same records as the compiled one (the coverage runs rely on it), so
the comparison with the compiled run without Ray still holds bit for bit.

Needs the ``ray`` extra (one head node with two CPUs, started and killed by the module).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.extras
ray = pytest.importorskip("ray")

from test_lab_ray_cluster import _local_cluster, _same  # noqa: E402

from qxs_env.cli.main import main  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
AGENTS = "cult=agents.base:RandomPolicy,*=random"
RUN = ["--players", "5", "--games", "24", "--seed", "7", "--num-envs", "6", "--chunk", "6"]

ONLY_SHIPPED = '''"""Test cluster node: qxs_env and agents import only from a copy Ray unpacked."""
import importlib.machinery
import sys


class _OnlyShipped:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in ("qxs_env", "agents"):
            return None
        shipped = [p for p in sys.path if "runtime_resources" in p]
        spec = importlib.machinery.PathFinder.find_spec(name, shipped)
        if spec is None:
            raise ModuleNotFoundError(f"No module named {name!r} (not shipped)", name=name)
        return spec


sys.meta_path.insert(0, _OnlyShipped)
'''


@pytest.fixture(scope="module")
def node_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of the cluster's processes: the project cannot be imported."""
    site = tmp_path_factory.mktemp("site")
    (site / "sitecustomize.py").write_text(ONLY_SHIPPED, encoding="utf-8")
    return {"PYTHONPATH": str(site), "NUMBA_DISABLE_JIT": "1"}


@pytest.fixture(scope="module")
def cluster(node_env: dict[str, str]) -> Iterator[tuple[str, str]]:
    """``(address, temp_dir)`` of a one-node cluster (two CPUs) without the project."""
    with _local_cluster(second_node=False, head_cpus=2, node_env=node_env) as where:
        yield where


def _simulate(address: str, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """``qxs simulate --ray address`` as a user runs it (a process of this machine, where the
    project is installed)."""
    env = {k: v for k, v in os.environ.items() if k != "RAY_AUTH_MODE"}
    argv = [sys.executable, "-m", "qxs_env.cli.main", "simulate", "--quiet", *RUN]
    argv += ["--agents", AGENTS, "--ray", address, "--json", str(out), *extra]
    return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def test_nodes_cannot_import_the_installed_project(
    node_env: dict[str, str], cluster: tuple[str, str], tmp_path: Path
) -> None:
    """The control: with the nodes' environment the project does not import (Ray and numba
    do), and a run without ``--ray-ship`` plays no chunk."""
    env = {**os.environ, **node_env}
    code = "import ray, numba\ntry:\n import qxs_env\nexcept ImportError:\n print('blocked')"
    probe = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert probe.stdout.strip() == "blocked", probe.stderr[-2000:]
    out = tmp_path / "unshipped.json"
    proc = _simulate(cluster[0], out)
    assert proc.returncode == 1, proc.stderr[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["incomplete"] is True and report["games"] == 0
    assert "No module named 'qxs_env'" in report["failures"][0]
    assert "--ray-ship" in report["failures"][0]


def test_ray_ship_runs_the_shipped_copy_with_the_same_numbers(
    cluster: tuple[str, str], tmp_path: Path
) -> None:
    """``--ray-ship``: every chunk is played by the shipped copy (the only one the nodes can
    import), exit 0, and exactly the numbers of the run without Ray; the node is warmed first
    (one game, so that its workers do not all compile the shipped engine at once)."""
    base = tmp_path / "base.json"
    assert main(["simulate", "--quiet", *RUN, "--agents", AGENTS, "--json", str(base)]) == 0
    out = tmp_path / "shipped.json"
    proc = _simulate(cluster[0], out, "--ray-ship")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "a warm-up game on each of 1 node(s)" in proc.stderr
    report: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    assert report["ray"] == cluster[0] and not report.get("incomplete")
    assert _same(report, json.loads(base.read_text(encoding="utf-8")))
