"""Cold-compile benchmark: what a first run costs, in CPU seconds, per configuration.

Compile time is a product figure like speed (a newcomer's first ``qxs simulate`` waits for it),
so it is measured like speed, by a benchmark and never by a timed test. Each measurement runs a
command of the ``qxs`` CLI in a fresh process whose numba cache (``NUMBA_CACHE_DIR``) is a new
empty directory, and reports the CPU seconds (user + system) of that process, its wall time and
how many compiled functions (numba cache entries) it left behind:

==================  ====================================================================
``default``         ``qxs simulate`` as a newcomer runs it (complete game: standard deck,
                    the 40 base heroes drafted; random agents), from an empty cache
``warm``            the same command again on the cache ``default`` filled (a later start)
``heuristic``       ``qxs simulate --agents heuristic`` on that cache: what the reference
                    agents add
``heroes_off``      ``qxs simulate --heroes off`` (the rulebook's first game), empty cache
``heroes_all``      ``qxs simulate --heroes all`` (the 80 heroes), empty cache
==================  ====================================================================

Each command plays a few short games (``--games``, 5 players), so the figure is the compile
plus a second or two of Python start and play; ``warm`` shows that part alone.

Usage: ``qxs bench --compile`` (a table; ``--json`` for one JSON object) or
``python -m qxs_env.devtools.compile_bench [--only default,warm] [--json]``. A full run takes
several minutes of CPU per cold configuration on a 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

#: name -> (extra ``qxs simulate`` arguments, cache: "fresh" or the name whose cache it reuses)
CONFIGURATIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "default": ((), "fresh"),
    "warm": ((), "default"),
    "heuristic": (("--agents", "heuristic"), "default"),
    "heroes_off": (("--heroes", "off"), "fresh"),
    "heroes_all": (("--heroes", "all"), "fresh"),
}


def _cache_entries(cache: Path) -> int:
    """Compiled functions (one ``.nbc`` file per compiled signature) under *cache*."""
    return sum(1 for _ in cache.rglob("*.nbc"))


def measure(args: Sequence[str], cache: Path, games: int = 4) -> dict[str, Any]:
    """Run ``qxs simulate <args>`` in a child process with numba's cache in *cache*.

    Returns the child's CPU seconds (user, system, total), wall seconds, exit code and the number
    of compiled functions added to *cache*. The compile notice is silenced (it would print).
    """
    cmd = [sys.executable, "-m", "qxs_env.cli.main", "simulate", "--players", "5"]
    cmd += ["--games", str(games), "--num-envs", str(games), "--quiet", *args]
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), QXS_COMPILE_NOTICE="0")
    env.pop("NUMBA_DISABLE_JIT", None)
    before_entries = _cache_entries(cache)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user = after.ru_utime - before.ru_utime
    system = after.ru_stime - before.ru_stime
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return {
        "command": "qxs " + " ".join(cmd[3:]),
        "cpu_s": round(user + system, 1),
        "user_s": round(user, 1),
        "system_s": round(system, 1),
        "wall_s": round(wall, 1),
        "compiled_functions": _cache_entries(cache) - before_entries,
    }


def run(only: Sequence[str] | None = None, games: int = 4, log: Any = None) -> dict[str, Any]:
    """Measure the configurations named in *only* (default: all of :data:`CONFIGURATIONS`).

    A configuration that reuses another's cache runs that one first if it was not asked for.
    *log* (a writable text stream or None) receives a line per measurement as it starts.
    """
    names = list(CONFIGURATIONS) if not only else list(only)
    unknown = [n for n in names if n not in CONFIGURATIONS]
    if unknown:
        raise ValueError(f"unknown configuration(s) {unknown}; known: {list(CONFIGURATIONS)}")
    results: dict[str, Any] = {}
    caches: dict[str, Path] = {}
    with tempfile.TemporaryDirectory(prefix="qxs-compile-bench-") as tmp:
        for name in names:
            extra, base = CONFIGURATIONS[name]
            if base != "fresh" and base not in caches:
                caches[base] = Path(tmp) / base
                if log:
                    print(f"compile bench: {base} (to fill the cache {name} needs)", file=log)
                results.setdefault(base, measure(CONFIGURATIONS[base][0], caches[base], games))
            cache = caches[base] if base != "fresh" else Path(tmp) / name
            caches.setdefault(name, cache)
            if log:
                where = "fresh cache" if base == "fresh" else f"cache of {base}"
                print(f"compile bench: {name} ({where})", file=log)
            results[name] = measure(extra, cache, games)
            results[name]["cache"] = "fresh" if base == "fresh" else f"after {base}"
    from qxs_env.lab.versions import machine_info, version_info

    return {
        "games": games,
        "configurations": results,
        "machine": machine_info(),
        "versions": version_info(),
    }


def format_table(report: dict[str, Any]) -> str:
    """A readable table of :func:`run`'s report."""
    lines = [f"{'configuration':14s} {'cache':16s} {'CPU s':>8s} {'wall s':>8s} {'functions':>10s}"]
    for name, r in report["configurations"].items():
        lines.append(
            f"{name:14s} {r['cache']:16s} {r['cpu_s']:8.1f} {r['wall_s']:8.1f} "
            f"{r['compiled_functions']:10d}"
        )
    lines.append(f"(each: qxs simulate --players 5 --games {report['games']}; CPU = user + system)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m qxs_env.devtools.compile_bench``."""
    p = argparse.ArgumentParser(
        prog="python -m qxs_env.devtools.compile_bench", description=__doc__.split("\n")[0]
    )
    p.add_argument(
        "--only", default=None, help=f"comma-separated subset of {','.join(CONFIGURATIONS)}"
    )
    p.add_argument("--games", type=int, default=4, help="games each command plays (default 4)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    a = p.parse_args(argv)
    only = [x.strip() for x in a.only.split(",") if x.strip()] if a.only else None
    try:
        report = run(only, a.games, log=sys.stderr)
    except (ValueError, RuntimeError) as e:
        print(f"compile bench: {e}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if a.json else format_table(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
