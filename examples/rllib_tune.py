"""Tune the RLlib example's PPO with Ray Tune, then measure the best checkpoint in the lab.

Run (after ``pip install torch==2.13.0`` for the CPU build, then ``pip install -e ".[ray]"``)::

    python examples/rllib_tune.py --players 5 --lrs 1e-4,3e-4,1e-3 --iterations 20
    python examples/rllib_tune.py --address auto --lrs 1e-4,3e-4 --entropy 0.0,0.01 \\
        --iterations 50 --storage ~/qxs-tune

Every combination of ``--lrs`` and ``--entropy`` is one Tune trial of the PPO configuration that
examples/rllib_train.py builds (same env, masking and policies: one per identity, or one shared
with ``--shared``); trials run in parallel on the Ray instance (``--address``: a cluster;
default a local instance with ``--cpus`` CPUs). Each trial is checkpointed at the end. The best
trial by ``--metric`` (the mean episode return of one module, default ``cult``) is printed with
the ``qxs simulate`` command that plays its checkpoint against random opponents:
``--agents cult=rllib:CHECKPOINT@cult,*=random`` (see docs/rllib.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import ray
from ray import tune

sys.path.insert(0, str(Path(__file__).resolve().parent))
import rllib_train  # noqa: E402  (the sibling example: env, module, PPO configuration)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options (``--help`` lists them); wrong values exit with code 2."""
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--players", type=int, default=5, help="player count 4-10 (default 5)")
    p.add_argument("--mode", default="standard", help="standard or melee (8 players)")
    p.add_argument("--shared", action="store_true", help="one policy for every identity")
    p.add_argument("--iterations", type=int, default=10, help="iterations per trial (10)")
    p.add_argument("--lrs", default="3e-4", help="learning rates to try, comma-separated")
    p.add_argument("--entropy", default="0.01", help="entropy coefficients to try (0.01)")
    p.add_argument("--batch-size", type=int, default=4000, help="env steps per iteration")
    p.add_argument("--minibatch-size", type=int, default=256, help="SGD minibatch size")
    p.add_argument("--fragment", type=int, default=200, help="rollout fragment length")
    p.add_argument("--hidden", default="256,256", help="hidden layer widths (default 256,256)")
    p.add_argument("--metric", default="cult", help="module whose mean return picks the best")
    p.add_argument("--address", default=None, help="a Ray cluster (auto, HOST:PORT)")
    p.add_argument("--cpus", type=int, default=2, help="CPUs of the local Ray instance (2)")
    p.add_argument("--storage", default="out/rllib_tune", help="Tune's results folder")
    p.add_argument("--json", metavar="FILE", help="also write every trial's result to FILE")
    args = p.parse_args(argv)
    try:
        args.lr_values = [float(x) for x in args.lrs.split(",") if x.strip()]
        args.entropy_values = [float(x) for x in args.entropy.split(",") if x.strip()]
    except ValueError:
        p.error("--lrs and --entropy take comma-separated numbers")
    problem = (
        "--lrs needs positive numbers"
        if not args.lr_values or min(args.lr_values) <= 0
        else "--entropy needs numbers >= 0"
        if not args.entropy_values or min(args.entropy_values) < 0
        else "--cpus must be at least 1"
        if args.cpus < 1
        else None
    )
    if problem:
        p.error(problem)
    # the training options are checked by the training example's parser (exit code 2 there)
    train_args(args)
    return args


def train_args(args: argparse.Namespace) -> argparse.Namespace:
    """The options of examples/rllib_train.py that one trial uses (checked by its parser)."""
    argv = ["--players", str(args.players), "--mode", args.mode]
    argv += ["--iterations", str(args.iterations), "--batch-size", str(args.batch_size)]
    argv += ["--minibatch-size", str(args.minibatch_size), "--fragment", str(args.fragment)]
    argv += ["--hidden", args.hidden] + (["--shared"] if args.shared else [])
    return rllib_train.parse_args(argv)


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Run the trials; returns ``{"best": {...}, "trials": [...]}``."""
    config = rllib_train.build_config(train_args(args)).training(
        lr=tune.grid_search(args.lr_values), entropy_coeff=tune.grid_search(args.entropy_values)
    )
    started = False
    if not ray.is_initialized():
        if args.address:
            ray.init(address=args.address, logging_level="warning")
        else:
            ray.init(num_cpus=args.cpus, include_dashboard=False, logging_level="warning")
        started = True
    metric = f"env_runners/module_episode_returns_mean/{args.metric}"
    try:
        tuner = tune.Tuner(
            "PPO",
            param_space=config,
            # short trial folders: the default names hold ',' and '=', which an agents spec
            # (cult=rllib:PATH,*=random) cannot carry
            tune_config=tune.TuneConfig(trial_dirname_creator=lambda t: f"trial_{t.trial_id}"),
            run_config=tune.RunConfig(
                storage_path=str(Path(args.storage).expanduser().resolve()),
                stop={"training_iteration": args.iterations},
                checkpoint_config=tune.CheckpointConfig(checkpoint_at_end=True),
                verbose=0,
            ),
        )
        grid = tuner.fit()
    finally:
        if started:
            ray.shutdown()
    trials = []
    for result in grid:
        value = _lookup(result.metrics or {}, metric)
        trials.append(
            {
                "lr": result.config.get("lr"),
                "entropy_coeff": result.config.get("entropy_coeff"),
                "metric": value,
                "checkpoint": result.checkpoint.path if result.checkpoint else None,
                "error": str(result.error).splitlines()[0] if result.error else None,
            }
        )
    scored = [t for t in trials if t["metric"] is not None and t["checkpoint"]]
    best = max(scored, key=lambda t: t["metric"]) if scored else None
    if best is None:  # no episode finished yet (tiny runs): take the first checkpoint
        best = next((t for t in trials if t["checkpoint"]), None)
    return {"metric": metric, "best": best, "trials": trials}


def _lookup(metrics: dict[str, Any], path: str) -> float | None:
    node: Any = metrics
    for part in path.split("/"):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return float(node) if isinstance(node, int | float) else None


def main(argv: list[str] | None = None) -> int:
    """Tune from the command line; returns the exit code (1 when no trial left a checkpoint)."""
    args = parse_args(argv)
    out = run(args)
    for t in out["trials"]:
        print(json.dumps(t))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    best = out["best"]
    if best is None:
        print("no trial left a checkpoint", file=sys.stderr)
        return 1
    module = "shared" if args.shared else args.metric
    print(
        f"best: lr {best['lr']}, entropy {best['entropy_coeff']}, {out['metric']} {best['metric']}"
    )
    print(
        f"measure it: qxs simulate --players {args.players} --mode {args.mode} "
        f"--agents '{args.metric}=rllib:{best['checkpoint']}@{module},*=random'"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
