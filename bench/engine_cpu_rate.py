"""The bare engine's decisions per CPU-second (``play_random_games``), for comparing two
checkouts on a shared machine.

``qxs bench`` times wall seconds, which swing twofold when other processes share the cores; this
script times the process's own CPU seconds (``time.process_time``), which the other processes
change far less. It plays the same games in every checkout (the same seeds and random streams),
so the printed number of decisions must agree between two byte-identical checkouts.

    PYTHONPATH=<checkout> python bench/engine_cpu_rate.py standard 768

prints ``heroes=... decisions=... best_decisions_per_cpu_s=...`` (best of three runs of
``games`` games on 256 slots at 8 players, after a warm-up). Interleave the checkouts and take
medians.
"""

from __future__ import annotations

import sys
import time

import numpy as np

from qxs_env.rulesets import registry
from qxs_env.rulesets.qxs.config import GameConfig


def cpu_rate(heroes: str, games: int, slots: int = 256) -> tuple[int, float]:
    """(decisions summed over three runs, the best run's decisions per CPU-second)."""
    config = GameConfig(players=8, heroes=heroes)
    ruleset = registry.ruleset_of(config)
    eng = ruleset.engine_class(config, batch=slots)
    rng = np.arange(1, slots + 1, dtype=np.uint64)
    ruleset.play_random_games(eng.state, eng.tba, eng.cfg, 999, slots, rng)  # warm-up
    rng = np.arange(1, slots + 1, dtype=np.uint64)
    best = 0.0
    total = 0
    for run in range(3):
        c0 = time.process_time()
        decisions, _, _ = ruleset.play_random_games(eng.state, eng.tba, eng.cfg, run, games, rng)
        spent = time.process_time() - c0
        total += int(decisions)
        best = max(best, int(decisions) / spent)
    return total, best


if __name__ == "__main__":
    heroes_arg = sys.argv[1] if len(sys.argv) > 1 else "standard"
    games_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 768
    total, best = cpu_rate(heroes_arg, games_arg)
    print(f"heroes={heroes_arg} decisions={total} best_decisions_per_cpu_s={best:,.0f}")
