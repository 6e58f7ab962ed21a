"""Determinism: a game is a function of (config, seed, actions) and nothing else.

- the same seed and policy give the same trajectory and the same final state, byte for byte;
- a game played in a batch of 64 is the game played alone (no cross-talk between games);
- compiled and uncompiled (NUMBA_DISABLE_JIT=1) code give the same actions and final states;
- Engine.replay(config, seed, actions) rebuilds the state, at the end and midway.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import numpy as np
import pytest

from qxs_env.devtools.fuzz import random_game
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig

CONFIGS = {
    "4p": GameConfig(players=4),
    "8p-melee": GameConfig(players=8, mode="melee"),
    "10p-manual": GameConfig(players=10, auto_forced=False),
    "6p-heroes-draft": GameConfig(players=6, heroes="implemented", deck="wide"),
    "9p-heroes-random": GameConfig(players=9, heroes="implemented", hero_assign="random"),
}


def _choose(eng: Engine, b: int, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(eng.mask[b])
    return int(legal[rng.integers(len(legal))])


def play_alone(config: GameConfig, seed: int) -> tuple[list[int], Engine]:
    """One game in a one-game engine, actions from a numpy generator seeded by the game seed."""
    eng = Engine(config, batch=1)
    eng.reset(np.array([seed]))
    rng = np.random.default_rng(seed)
    actions: list[int] = []
    while not eng.done[0]:
        a = _choose(eng, 0, rng)
        actions.append(a)
        eng.step([a])
    return actions, eng


def play_batch(config: GameConfig, seeds: list[int]) -> tuple[list[list[int]], Engine]:
    """The same games side by side in one engine, each with its own generator."""
    eng = Engine(config, batch=len(seeds))
    eng.reset(np.array(seeds, dtype=np.int64))
    rngs = [np.random.default_rng(s) for s in seeds]
    actions: list[list[int]] = [[] for _ in seeds]
    step = np.zeros(len(seeds), dtype=np.int64)
    while not eng.done.all():
        for b in range(len(seeds)):
            if eng.done[b]:
                step[b] = 0  # ignored by step() for a finished game
            else:
                step[b] = _choose(eng, b, rngs[b])
                actions[b].append(int(step[b]))
        eng.step(step)
    return actions, eng


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_same_seed_same_trajectory(name: str) -> None:
    config = CONFIGS[name]
    for seed in (0, 1234567):
        a1, e1 = play_alone(config, seed)
        a2, e2 = play_alone(config, seed)
        assert a1 == a2
        assert e1.to_bytes() == e2.to_bytes()
        assert len(a1) > 10
    # and the seed matters
    a3, _ = play_alone(config, 99)
    assert a3 != a1
    # the compiled fuzz policy is deterministic too
    g1 = random_game(config, 5)
    g2 = random_game(config, 5)
    assert g1.actions == g2.actions and g1.state_hash() == g2.state_hash()


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_batch_of_one_equals_batch_of_64(name: str) -> None:
    config = CONFIGS[name]
    seeds = [int(s) for s in np.random.default_rng(len(name)).integers(0, 2**40, size=64)]
    batch_actions, big = play_batch(config, seeds)
    for b in (0, 1, 17, 38, 63):
        actions, alone = play_alone(config, seeds[b])
        assert actions == batch_actions[b], f"game {b} (seed {seeds[b]})"
        assert alone.state[0].tobytes() == big.state[b].tobytes(), f"game {b} (seed {seeds[b]})"
    # a scalar seed s gives game b the seed s + b
    eng = Engine(config, batch=3)
    eng.reset(seeds[0])
    for b in range(3):
        one = Engine(config, batch=1)
        one.reset_one(0, seeds[0] + b)
        assert one.state[0].tobytes() == eng.state[b].tobytes()


def _uncompiled_trajectories(config: GameConfig, seed: int, n: int) -> list[dict]:
    env = dict(os.environ)
    env["NUMBA_DISABLE_JIT"] = "1"
    args = [
        "--players",
        str(config.players),
        "--mode",
        config.mode,
        "--deck",
        config.deck,
        "--heroes",
        config.heroes,
        "--seed",
        str(seed),
        "--trajectories",
        str(n),
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "qxs_env.devtools.fuzz", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize(
    ("config", "seed", "n"),
    [(GameConfig(players=4), 21, 2), (GameConfig(players=8, mode="melee"), 27, 1)],
    ids=["4p", "8p-melee"],
)
def test_compiled_equals_uncompiled(config: GameConfig, seed: int, n: int) -> None:
    slow = _uncompiled_trajectories(config, seed, n)
    assert len(slow) == n
    for k, game in enumerate(slow):
        fast = random_game(config, seed + k)
        assert game["seed"] == seed + k
        assert game["code"] == fast.code == 0
        assert game["actions"] == fast.actions
        assert game["hash"] == fast.state_hash()


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_replay_reproduces_state(name: str) -> None:
    config = CONFIGS[name]
    seed = 4242
    actions, eng = play_alone(config, seed)
    replayed = Engine.replay(config, seed, actions)
    assert replayed.state[0].tobytes() == eng.state[0].tobytes()
    assert replayed.to_bytes() == eng.to_bytes()
    # midway: replaying a prefix gives the state the game had after that many decisions
    rng = np.random.default_rng(seed)
    live = Engine(config, batch=1)
    live.reset(np.array([seed]))
    checkpoints = {1, len(actions) // 3, len(actions) // 2, len(actions) - 1}
    digests = {}
    for k, a in enumerate(actions):
        assert _choose(live, 0, rng) == a
        live.step([a])
        if k + 1 in checkpoints:
            digests[k + 1] = hashlib.sha256(live.state[0].tobytes()).hexdigest()
    for k, digest in digests.items():
        part = Engine.replay(config, seed, actions[:k])
        assert hashlib.sha256(part.state[0].tobytes()).hexdigest() == digest, k
