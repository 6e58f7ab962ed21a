"""Run ``qxs bench --json`` for several player counts and save the results.

Usage (from the repository root)::

    python bench/run_bench.py                      # players 4 6 8 10, 5 s per figure
    python bench/run_bench.py --players 5 8 --seconds 2 --out bench/results

Writes ``<out>/<YYYY-MM-DD>.json`` (``<YYYY-MM-DD>-2.json``, ... if that file exists): the date,
the git commit of the working tree (if any) and one ``qxs bench`` object per player count.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def git_commit() -> str | None:
    """The commit of the repository (with ``+dirty`` when there are local changes), or None."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return head + ("+dirty" if dirty else "")


def run_one(players: int, mode: str, seconds: float, num_envs: int) -> dict[str, Any]:
    """One ``qxs bench --json`` run in a fresh process (the interpreter running this script)."""
    cmd = [
        sys.executable,
        "-m",
        "qxs_env.cli.main",
        "bench",
        "--json",
        "--quiet",
        "--players",
        str(players),
        "--mode",
        mode,
        "--seconds",
        str(seconds),
        "--num-envs",
        str(num_envs),
    ]
    print(f"running: {' '.join(cmd[1:])}", file=sys.stderr, flush=True)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"qxs bench failed (exit {proc.returncode}): {proc.stderr.strip()}")
    return json.loads(proc.stdout)


def output_path(out_dir: Path, date: str) -> Path:
    """``out_dir/<date>.json``, or ``<date>-2.json``, ... when it already exists."""
    path = out_dir / f"{date}.json"
    k = 2
    while path.exists():
        path = out_dir / f"{date}-{k}.json"
        k += 1
    return path


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, run the benchmarks and write the results file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[4, 6, 8, 10])
    parser.add_argument("--melee", action="store_true", help="also run 8 players, melee mode")
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds per figure")
    parser.add_argument("--num-envs", type=int, default=256)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    args = parser.parse_args(argv)

    configs = [(p, "standard") for p in args.players]
    if args.melee:
        configs.append((8, "melee"))
    runs = [run_one(p, mode, args.seconds, args.num_envs) for p, mode in configs]
    now = dt.datetime.now(dt.timezone.utc)
    report = {
        "date": now.isoformat(timespec="seconds"),
        "commit": git_commit(),
        "runs": runs,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    path = output_path(args.out, now.date().isoformat())
    path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    for r in runs:
        aec = r["aec_steps_per_s"]
        print(
            f"players {r['players']:>2} {r['mode']:<8} vector {r['vector_decisions_per_s']:>12,.0f}"
            f"  no-obs {r['vector_decisions_per_s_no_obs']:>12,.0f}"
            f"  engine {r['engine_decisions_per_s']:>12,.0f}"
            f"  aec {'n/a' if aec is None else f'{aec:,.0f}':>9}  decisions/s"
        )
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
