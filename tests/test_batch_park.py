"""``BatchEnv.step(actions, active)``: parked slots are left as they are (``qxs simulate`` parks
the slots that have no game left to record), and the active ones step as without parking."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env import GameConfig
from qxs_env.envs.batch import PARKED, BatchEnv

CONFIG = GameConfig(players=5)


def _first_legal(obs: dict[str, np.ndarray]) -> np.ndarray:
    return np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]], dtype=np.int64)


def test_parked_slots_stay_and_the_others_step_as_without_parking() -> None:
    parked, free = BatchEnv(4, config=CONFIG), BatchEnv(4, config=CONFIG)
    obs_p, _ = parked.reset(seed=5)
    obs_f, _ = free.reset(seed=5)
    active = np.array([True, False, True, False])
    kept = {b: parked.engine.state[b].copy() for b in (1, 3)}
    kept_out = {k: v[~active].copy() for k, v in obs_p.items()}
    ended = 0
    for _ in range(400):  # long enough for some games to end and restart in the active slots
        acts = _first_legal(obs_f)
        acts_p = acts.copy()
        acts_p[~active] = 12345  # ignored: not even checked
        _, rew_p, term_p, trunc_p, info_p = parked.step(acts_p, active)
        _, rew_f, term_f, trunc_f, info_f = free.step(acts)
        for k in obs_p:  # the active slots as without parking
            assert np.array_equal(obs_p[k][active], obs_f[k][active]), k
        assert np.array_equal(rew_p[active], rew_f[active])
        assert np.array_equal(term_p[active], term_f[active])
        assert np.array_equal(trunc_p[active], trunc_f[active])
        assert not rew_p[~active].any() and not (term_p | trunc_p)[~active].any()
        assert ("final" in info_p) == bool((term_f | trunc_f)[active].any())
        ended += int((term_f | trunc_f)[active].sum())
    assert ended > 0
    for b, state in kept.items():  # the parked games did not move
        got = parked.engine.state[b]
        assert all(np.array_equal(state[f], got[f]) for f in state.dtype.names)
    for k, v in kept_out.items():
        assert np.array_equal(obs_p[k][~active], v), k


def test_negative_actions_and_bad_active_are_refused() -> None:
    venv = BatchEnv(2, config=CONFIG)
    obs, _ = venv.reset(seed=1)
    acts = _first_legal(obs)
    acts[1] = PARKED  # only ``active`` parks a slot
    with pytest.raises(ValueError, match="slot 1"):
        venv.step(acts)
    for bad in (np.array([1, 0]), np.array([True]), np.ones((2, 1), dtype=bool)):
        with pytest.raises(ValueError, match="active"):
            venv.step(_first_legal(obs), bad)
    venv.step(_first_legal(obs), np.array([True, True]))  # nothing was applied before
