"""Two processes compiling into one empty numba cache at the same time (two Ray workers of one
node on their first chunk, two ``qxs`` runs started together) both succeed with the same results,
and a later process loads what they wrote instead of compiling.

The compiled target is small (a temporary package of functions decorated with the engine's own
:func:`qxs_env.engine.jit.njit_cached`, so the engine's cache locator, stamps and widened
signatures are the ones exercised) so the test takes seconds; the same with the whole engine
(two ``qxs simulate`` on a fresh cache) is measured in docs/ray.md. The two processes import
first and then wait at a barrier, so that they compile at the same moment.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

KERNELS = """
import numpy as np

from qxs_env.engine.jit import njit_cached


@njit_cached
def mix(x, k):
    for _ in range(k):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2147483647
    return x


@njit_cached
def table(n):
    out = np.zeros(n, dtype=np.int64)
    for i in range(n):
        out[i] = mix(i, 3) % 1000
    return out


@njit_cached
def total(n):
    return int(table(n).sum()) + mix(n, 5)
"""

RUNNER = """
import json, os, sys, time
from pathlib import Path

import coldpkg.kernels as k

go = Path(sys.argv[1])
if go.name != "none":
    (go.parent / f"ready-{os.getpid()}").touch()
    while not go.exists():
        time.sleep(0.01)
result = [k.total(n) for n in (10, 1000)] + k.table(20).tolist()
fns = (k.mix, k.table, k.total)
hits = sum(sum(f.stats.cache_hits.values()) for f in fns)
misses = sum(sum(f.stats.cache_misses.values()) for f in fns)
print(json.dumps({"result": result, "hits": hits, "misses": misses}))
"""


def _env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        NUMBA_CACHE_DIR=str(root / "cache"),
        PYTHONPATH=os.pathsep.join([str(root / "src"), env.get("PYTHONPATH", "")]),
        QXS_COMPILE_NOTICE="0",
    )
    env.pop("NUMBA_DISABLE_JIT", None)
    return env


def _start(root: Path, go: Path) -> subprocess.Popen[str]:
    argv = [sys.executable, str(root / "runner.py"), str(go)]
    return subprocess.Popen(
        argv, env=_env(root), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _finish(proc: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out.strip().splitlines()[-1])


def test_two_processes_compile_into_one_cold_cache(tmp_path: Path) -> None:
    (tmp_path / "src" / "coldpkg").mkdir(parents=True)
    (tmp_path / "src" / "coldpkg" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "src" / "coldpkg" / "kernels.py").write_text(KERNELS, encoding="utf-8")
    (tmp_path / "runner.py").write_text(RUNNER, encoding="utf-8")
    cache = tmp_path / "cache"
    go = tmp_path / "go"
    procs = [_start(tmp_path, go) for _ in range(2)]
    deadline = time.monotonic() + 240
    while len(list(tmp_path.glob("ready-*"))) < 2 and time.monotonic() < deadline:
        assert all(p.poll() is None for p in procs), procs[0].communicate()[1][-2000:]
        time.sleep(0.05)
    go.touch()  # both have imported: they compile now, together
    first, second = (_finish(p) for p in procs)
    assert first["result"] == second["result"]
    assert first["misses"] + second["misses"] > 0  # at least one compiled (the cache was cold)
    assert list(cache.rglob("*.nbi")) and list(cache.rglob("*.nbc"))
    later = _finish(_start(tmp_path, tmp_path / "none"))
    assert later["result"] == first["result"]
    assert later["misses"] == 0 and later["hits"] > 0  # loaded, nothing compiled
