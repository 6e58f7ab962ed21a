"""``qxs simulate --ray HOST:PORT`` on a real multi-process Ray cluster on this machine (a head
started with ``ray start --head`` on 127.0.0.1 and a second worker node): a Ray worker killed
with SIGKILL in the middle of the run costs nothing (its chunk is played again, exit 0, the
numbers of the run without Ray); with retries off the run ends incomplete, keeps the finished
chunks, and ``--resume`` completes it to the same numbers. The cluster is token-authenticated
when this machine has a Ray token (Ray 2.60's default), which the lab must pick up by itself.

Needs the ``ray`` extra; the cluster (two CPUs) is started once for the module and every process
it started is killed at the end (by its temp folder, never ``ray stop``, which would stop other
clusters of this machine too).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.extras
ray = pytest.importorskip("ray")

from qxs_env.cli.main import main  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
AGENTS = "cult=agents.base:RandomPolicy,*=random"  # one shared random stream: chunks must match
RUN = ["--players", "5,6", "--games", "1600", "--seed", "11", "--num-envs", "16", "--chunk", "80"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _procs() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, command line) of every process (from /proc)."""
    out: dict[int, tuple[int, str]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        out[int(d.name)] = (ppid, cmd.strip())
    return out


def _cluster_pids(temp_dir: str) -> set[int]:
    """The processes of the cluster living in ``temp_dir`` and all their descendants."""
    procs = _procs()
    pids = {pid for pid, (_, cmd) in procs.items() if temp_dir in cmd}
    grew = True
    while grew:
        more = {pid for pid, (ppid, _) in procs.items() if ppid in pids} - pids
        pids |= more
        grew = bool(more)
    return pids


def _running_chunk_worker(temp_dir: str) -> int | None:
    """A Ray worker of this cluster that is playing a chunk right now."""
    procs = _procs()
    for pid in sorted(_cluster_pids(temp_dir)):
        if "_worker_task" in procs.get(pid, (0, ""))[1]:
            return pid
    return None


def _has_token() -> bool:
    try:
        from ray._raylet import AuthenticationTokenLoader

        return bool(AuthenticationTokenLoader.instance().has_token(ignore_auth_mode=True))
    except ImportError:
        return False


@contextlib.contextmanager
def _local_cluster(
    second_node: bool = True, head_cpus: int = 1, node_env: dict[str, str] | None = None
) -> Iterator[tuple[str, str]]:
    """``(address, temp_dir)`` of a local Ray cluster: a head with ``head_cpus`` CPUs and, with
    ``second_node``, a second node with one CPU, their processes started with ``node_env`` added
    to the environment; everything it started is killed at the end."""
    # the ray command of this interpreter's environment (a venv's bin need not be on PATH)
    ray_cmd = shutil.which("ray", path=str(Path(sys.executable).parent)) or shutil.which("ray")
    if ray_cmd is None:
        pytest.skip("the ray command is not on PATH")
    port = _free_port()
    temp_dir = tempfile.mkdtemp(prefix="rqxs", dir="/tmp")  # short: socket paths are limited
    env = {k: v for k, v in os.environ.items() if k != "RAY_AUTH_MODE"}
    env.update(node_env or {})
    env["RAY_USAGE_STATS_ENABLED"] = "0"
    node_env = dict(env)
    if _has_token():  # the head turns token auth on by itself; a joining node must be told
        node_env["RAY_AUTH_MODE"] = "token"
    address = f"127.0.0.1:{port}"
    try:
        subprocess.run(
            [ray_cmd, "start", "--head", "--port", str(port), "--num-cpus", str(head_cpus)]
            + ["--temp-dir", temp_dir, "--include-dashboard", "false", "--disable-usage-stats"],
            env=env,
            check=True,
            capture_output=True,
            timeout=120,
        )
        if second_node:
            subprocess.run(
                [
                    ray_cmd,
                    "start",
                    "--address",
                    address,
                    "--num-cpus",
                    "1",
                    "--disable-usage-stats",
                ],
                env=node_env,
                check=True,
                capture_output=True,
                timeout=120,
            )
        yield address, temp_dir
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pid in _cluster_pids(temp_dir):
                try:
                    os.kill(pid, sig)
                except OSError:
                    pass
            time.sleep(1.0)
        shutil.rmtree(temp_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def cluster() -> Iterator[tuple[str, str]]:
    """``(address, temp_dir)`` of a local two-node Ray cluster (one CPU per node)."""
    with _local_cluster() as where:
        yield where


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The run's report without Ray (one process)."""
    out = tmp_path_factory.mktemp("base") / "base.json"
    assert main(["simulate", "--quiet", *RUN, "--agents", AGENTS, "--json", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    how = ("wall_time_s", "workers", "ray", "versions", "resumed_from")
    strip = [{k: v for k, v in r.items() if k not in how} for r in (a, b)]
    return strip[0] == strip[1]


def _run_and_kill(address: str, temp_dir: str, out: Path, *extra: str) -> tuple[int, str, bool]:
    """Run ``qxs simulate --ray address`` in a subprocess, SIGKILL one Ray worker while it
    plays a chunk; returns (exit code, stderr, whether a worker was killed mid-run)."""
    env = {k: v for k, v in os.environ.items() if k != "RAY_AUTH_MODE"}  # as a user has it
    argv = [sys.executable, "-m", "qxs_env.cli.main", "simulate", "--quiet", *RUN]
    argv += ["--agents", AGENTS, "--ray", address, "--json", str(out), *extra]
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    killed = False
    deadline = time.monotonic() + 90
    try:
        while proc.poll() is None and not killed and time.monotonic() < deadline:
            pid = _running_chunk_worker(temp_dir)
            if pid is not None:
                time.sleep(0.5)  # well into its chunk
                if proc.poll() is None:
                    os.kill(pid, signal.SIGKILL)
                    killed = proc.poll() is None
            time.sleep(0.1)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return proc.returncode, err.decode(errors="replace"), killed


def test_worker_killed_mid_run_same_numbers(
    cluster: tuple[str, str], baseline: dict[str, Any], tmp_path: Path
) -> None:
    """The issue's bar: exit 0 and the numbers of the run without Ray."""
    address, temp_dir = cluster
    out = tmp_path / "ray.json"
    code, err, killed = _run_and_kill(address, temp_dir, out)
    assert killed, "no Ray worker was killed while the run went on"
    assert code == 0, err[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["ray"] == address and not report.get("incomplete")
    assert _same(report, baseline)


def test_unretried_failure_kept_and_resumed(
    cluster: tuple[str, str], baseline: dict[str, Any], tmp_path: Path
) -> None:
    """``--ray-retries 0``: the killed worker's chunk is missing, the rest is written (exit 1,
    ``incomplete``, ``missing_chunks``); ``--resume`` plays only that chunk, to the same
    numbers."""
    address, temp_dir = cluster
    out = tmp_path / "partial.json"
    code, err, killed = _run_and_kill(address, temp_dir, out, "--ray-retries", "0")
    assert killed
    assert code == 1, err[-2000:]
    assert "--resume" in err and "Traceback" not in err
    partial = json.loads(out.read_text(encoding="utf-8"))
    assert partial["incomplete"] is True and partial["missing_chunks"]
    assert partial["failures"] and partial["games"] < baseline["games"]
    done = tmp_path / "done.json"
    argv = ["simulate", "--quiet", "--resume", str(out), "--json", str(done)]
    assert main(argv) == 0
    final = json.loads(done.read_text(encoding="utf-8"))
    assert final["resumed_from"] == str(out) and "incomplete" not in final
    assert _same(final, baseline)


def test_node_died_mid_run_same_numbers(
    cluster: tuple[str, str], baseline: dict[str, Any], tmp_path: Path
) -> None:
    """The second node's raylet killed while its worker plays a chunk: Ray plays the lost chunks
    again on the head (exit 0, the numbers of the run without Ray). The module's cluster has
    one node left afterwards, so this runs after the tests that need both."""
    address, temp_dir = cluster
    procs = _procs()
    raylets = sorted(p for p in _cluster_pids(temp_dir) if "raylet/raylet" in procs[p][1])
    assert len(raylets) == 2
    second = raylets[-1]  # started last: the joining node
    env = {k: v for k, v in os.environ.items() if k != "RAY_AUTH_MODE"}
    out = tmp_path / "node.json"
    argv = [sys.executable, "-m", "qxs_env.cli.main", "simulate", "--quiet", *RUN]
    argv += ["--agents", AGENTS, "--ray", address, "--json", str(out)]
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stderr=subprocess.PIPE)
    killed = False
    try:
        deadline = time.monotonic() + 90
        while proc.poll() is None and time.monotonic() < deadline:
            procs = _procs()
            if any(pp == second and "_worker_task" in cmd for pp, cmd in procs.values()):
                time.sleep(0.5)
                killed = proc.poll() is None
                os.kill(second, signal.SIGKILL)
                break
            time.sleep(0.1)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert killed, "the second node played no chunk while the run went on"
    assert proc.returncode == 0, err.decode(errors="replace")[-2000:]
    assert _same(json.loads(out.read_text(encoding="utf-8")), baseline)


def test_head_lost_ends_incomplete_then_resumed(baseline: dict[str, Any], tmp_path: Path) -> None:
    """The head's GCS killed mid-run: the run stops waiting within seconds (not Ray's 60-s wait
    and exit), writes what it has as an incomplete JSON (exit 1), and ``--resume`` without Ray
    completes it to the numbers of the run without Ray."""
    out = tmp_path / "lost.json"
    with _local_cluster(second_node=False) as (address, temp_dir):
        env = {k: v for k, v in os.environ.items() if k != "RAY_AUTH_MODE"}
        argv = [sys.executable, "-m", "qxs_env.cli.main", "simulate", "--quiet", *RUN]
        argv += ["--agents", AGENTS, "--ray", address, "--json", str(out)]
        t0 = time.monotonic()
        proc = subprocess.Popen(argv, cwd=ROOT, env=env, stderr=subprocess.PIPE)
        try:
            while proc.poll() is None and _running_chunk_worker(temp_dir) is None:
                time.sleep(0.1)
            procs = _procs()
            gcs = [p for p in _cluster_pids(temp_dir) if "gcs_server" in procs[p][1]]
            assert gcs and proc.poll() is None
            os.kill(gcs[0], signal.SIGKILL)
            _, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
        assert time.monotonic() - t0 < 55  # well before Ray's own 60-s exit
    assert proc.returncode == 1, err.decode(errors="replace")[-2000:]
    partial = json.loads(out.read_text(encoding="utf-8"))
    assert partial["incomplete"] is True and "stopped answering" in partial["failures"][-1]
    done = tmp_path / "done.json"
    assert main(["simulate", "--quiet", "--resume", str(out), "--json", str(done)]) == 0
    assert _same(json.loads(done.read_text(encoding="utf-8")), baseline)
