"""``BatchEnv.start_games``: new games in chosen slots from chosen seeds, through the batch's one
compiled entry (``qxs simulate`` numbers its games itself and starts each from its own seed)."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env import GameConfig
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.api import Engine

CONFIG = GameConfig(players=5)


def _fresh_game(seed: int) -> tuple[np.ndarray, int, np.ndarray]:
    """State, acting seat and observation of a game reset from ``seed`` by the ``Engine``."""
    eng = Engine(CONFIG, batch=1)
    eng.reset_one(0, seed)
    seat = int(eng.actor[0])
    return eng.state[0].copy(), seat, eng.observe(seat, 0)


def test_started_slots_hold_the_seeded_game_and_the_others_go_on() -> None:
    venv = BatchEnv(3, config=CONFIG)
    obs, _ = venv.reset(seed=11)
    before = venv.engine.state[1].copy()
    seat_before = int(obs["seat"][1])
    venv.start_games([2, 0], [1234, 99])
    for slot, seed in ((2, 1234), (0, 99)):
        state, seat, view = _fresh_game(seed)
        got = venv.engine.state[slot]
        for field in ("seed", "ident", "hp", "hand", "hand_n", "stk", "sp", "mask", "rng"):
            assert np.array_equal(got[field], state[field]), (slot, field)
        assert int(obs["seat"][slot]) == seat
        assert np.array_equal(obs["action_mask"][slot], state["mask"][: venv.n_actions])
        assert np.array_equal(obs["observation"][slot], view)
    after = venv.engine.state[1]  # slot 1 untouched
    assert all(np.array_equal(before[f], after[f]) for f in before.dtype.names)
    assert int(obs["seat"][1]) == seat_before
    # and the batch steps on from there
    acts = np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]])
    venv.step(acts)


def test_start_games_refuses_bad_input() -> None:
    venv = BatchEnv(2, config=CONFIG)
    with pytest.raises(RuntimeError, match="reset"):
        venv.start_games([0], [1])
    venv.reset(seed=1)
    with pytest.raises(ValueError, match="twice"):
        venv.start_games([1, 1], [5, 6])
    with pytest.raises(IndexError):
        venv.start_games([2], [5])
    with pytest.raises(ValueError):
        venv.start_games([0], [-1])
    with pytest.raises(ValueError, match="one length"):
        venv.start_games([0, 1], [5])
    with pytest.raises(ValueError, match="ints"):
        venv.start_games([0], [1.5])
