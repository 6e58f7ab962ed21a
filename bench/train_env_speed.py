"""Time per learner decision of the training environment (``QxsVecEnv``), split into its parts.

    python bench/train_env_speed.py collaborator        # 8-player melee
    python bench/train_env_speed.py cult --steps 400    # 8-player standard + melee

72 slots, hint on, shaping 0.5, every 6th column of the full input kept (so ``dropped_rows`` is
counted), learner actions uniformly random among the legal ones (the network's time is not
included). Prints µs per learner decision of: the compiled step (``LearnerGames.step``: the
opponents, played by the heuristic inside the compiled loop), the inputs (``QxsVecEnv._gather``:
hint, kept columns, ``dropped_rows``), ``potential()`` and ``env_method("action_masks")``; then
``env_seconds`` per decision of whole ``step_wait`` calls, the figure of ``qxs train``'s env
share. Figures move with the machine's load: compare versions interleaved
(docs/training.md, "Speed").
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.train.vec_env import QxsVecEnv


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("identity", nargs="?", default="collaborator")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--num-envs", type=int, default=72)
    args = ap.parse_args()
    # the shipped agents' game (starter deck, heroes off), so figures compare with docs/training.md
    game = {"deck": "starter", "heroes": "off"}
    melee = GameConfig(players=8, mode="melee", **game)
    eight = GameConfig(players=8, **game)
    configs = [melee] if args.identity in ("collaborator", "foreign") else [eight, melee]
    n = args.num_envs
    venv = QxsVecEnv(
        args.identity, configs, n, hint=True, shaping=0.5,
        inputs=np.arange(0, venv_full_size(configs, args.identity), 6),
    )  # fmt: skip
    venv.reset()
    rng = np.random.default_rng(0)

    def pick(m: np.ndarray) -> np.ndarray:
        return (rng.random(m.shape) * m).argmax(1)

    for _ in range(50):  # warm up (compiles on a fresh checkout)
        venv.step_async(pick(np.array(venv.env_method("action_masks"))))
        venv.step_wait()
    parts: dict[str, float] = {}

    def add(key: str, t0: float) -> None:
        parts[key] = parts.get(key, 0.0) + time.perf_counter() - t0

    t_all = time.perf_counter()
    for _ in range(args.steps):
        t0 = time.perf_counter()
        masks = np.array(venv.env_method("action_masks"))
        add("masks (env_method)", t0)
        a = pick(masks)
        for g, lo in zip(venv.groups, venv.bounds[:-1], strict=True):
            t0 = time.perf_counter()
            g.step(a[lo : lo + g.num_envs])
            add("compiled step", t0)
        t0 = time.perf_counter()
        venv._gather()
        add("inputs (hint, columns, dropped)", t0)
        t0 = time.perf_counter()
        venv.potential()
        add("potential", t0)
    total = time.perf_counter() - t_all
    dec = args.steps * n
    print(f"{args.identity}: {dec} learner decisions, {total / dec * 1e6:.2f} µs per decision")
    for key, v in sorted(parts.items(), key=lambda x: -x[1]):
        print(f"  {key:34s} {v / dec * 1e6:7.2f}")
    venv.env_seconds = 0.0
    for _ in range(args.steps):
        m = np.array(venv.env_method("action_masks"))
        venv.step_async(pick(m))
        venv.step_wait()
    print(f"  whole step_wait, env_seconds      {venv.env_seconds / dec * 1e6:7.2f}")


def venv_full_size(configs: list[GameConfig], identity: str) -> int:
    """Columns of the hinted full input (observation + one-hot of the actions)."""
    probe = QxsVecEnv(identity, configs[:1], 1, hint=True)
    return probe.full_size


if __name__ == "__main__":
    main()
