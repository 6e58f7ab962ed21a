"""The conformance suite every registered game passes (issue 32, scopes 1 and 7), through the
registry's entry points only: ``qxs_env.env(game=...)``, ``qxs_env.BatchEnv(n, game=...)`` and
``qxs_env.make_engine(game=...)``, on the game's small configuration (``Ruleset.small_config``).
A game registered later is tested here without a line of its own: PettingZoo's API and seed
tests, determinism, copies and pickles of the environments continuing like the originals, the
engine's saved bytes, and whole random games whose per-seat rewards agree with the per-seat
results."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import qxs_env
from qxs_env.rulesets import registry

GAMES = registry.names()
API_WARNINGS = [
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:.*observation space value is .*infinity:UserWarning",
    "ignore:Action mask numpy array is all zeros:UserWarning",
]


def _env(game: str) -> Any:
    return qxs_env.env(game=game, **registry.get(game).small_config)


def _step_random(env: Any, rng: np.random.Generator, steps: int) -> None:
    for _ in range(steps):
        if not env.agents:
            return
        obs, _r, term, trunc, _i = env.last()
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)


def _observed(env: Any) -> tuple:
    if not env.agents:
        return ("over",)
    obs = env.observe(env.agent_selection)
    return (env.agent_selection, obs["observation"].tobytes(), obs["action_mask"].tobytes())


@pytest.mark.filterwarnings(*API_WARNINGS)
@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_and_seed(game: str) -> None:
    api_test(_env(game), num_cycles=200, verbose_progress=False)
    seed_test(lambda: _env(game), num_cycles=50)


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_and_actions_same_game(game: str) -> None:
    a, b = _env(game), _env(game)
    a.reset(seed=12)
    b.reset(seed=12)
    rng_a, rng_b = np.random.default_rng(5), np.random.default_rng(5)
    for _ in range(80):
        assert _observed(a) == _observed(b)
        _step_random(a, rng_a, 1)
        _step_random(b, rng_b, 1)


@pytest.mark.parametrize("how", ["deepcopy", "pickle"])
@pytest.mark.parametrize("game", GAMES)
def test_copies_continue_like_the_originals(game: str, how: str) -> None:
    clone = copy.deepcopy if how == "deepcopy" else (lambda x: pickle.loads(pickle.dumps(x)))
    env = _env(game)
    env.reset(seed=3)
    _step_random(env, np.random.default_rng(0), 25)
    other = clone(env)
    rng_a, rng_b = np.random.default_rng(9), np.random.default_rng(9)
    for _ in range(40):
        assert _observed(other) == _observed(env)
        _step_random(env, rng_a, 1)
        _step_random(other, rng_b, 1)
    small = registry.get(game).small_config
    batch = qxs_env.BatchEnv(3, game=game, **small)
    obs, _ = batch.reset(seed=4)
    twin = clone(batch)
    rng = np.random.default_rng(2)
    for _ in range(30):
        acts = np.array([int(rng.choice(np.flatnonzero(m))) for m in obs["action_mask"]])
        obs, rew, _t, _tr, _ = batch.step(acts)
        obs2, rew2, _t2, _tr2, _ = twin.step(acts)
        assert np.array_equal(obs["observation"], obs2["observation"])
        assert np.array_equal(rew, rew2)


@pytest.mark.parametrize("game", GAMES)
def test_engine_bytes_round_trip(game: str) -> None:
    small = registry.get(game).small_config
    eng = qxs_env.make_engine(game=game, batch=2, **small)
    eng.reset(8)
    for _ in range(20):
        eng.step([eng.legal_actions(b)[0] if not eng.done[b] else 0 for b in range(2)])
    other = qxs_env.make_engine(game=game, batch=2, **small)
    other.load_bytes(eng.to_bytes())
    assert other.to_bytes() == eng.to_bytes()
    assert [other.legal_actions(b) for b in range(2)] == [eng.legal_actions(b) for b in range(2)]


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_with_rewards_of_their_results(game: str) -> None:
    small = registry.get(game).small_config
    eng = qxs_env.make_engine(game=game, batch=4, **small)
    eng.reset(21)
    rng = np.random.default_rng(6)
    for _ in range(20_000):
        if eng.done.all():
            break
        acts = []
        for b in range(eng.batch):
            if eng.done[b]:
                acts.append(0)
                continue
            legal = eng.legal_actions(b)
            assert legal, f"game {b} waits on a decision with no legal action"
            acts.append(int(rng.choice(legal)))
        eng.step(acts)
    assert eng.done.all()
    won = eng.state["won"][:, : eng.players]
    for b in range(eng.batch):
        rewards = eng.returns(b)
        if eng.state["truncated"][b]:
            assert not won[b].any()
        else:
            assert won[b].any() and list(rewards > 0) == [bool(w) for w in won[b]]
