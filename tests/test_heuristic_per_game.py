"""The heuristic's per-game random streams (``HeuristicPolicy.begin_game``): the lab reseeds it
per game, as its ``random``, so that a game's tie breaks depend on that game's seed alone."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.config import GameConfig


def test_heuristic_rows_draw_from_their_own_streams() -> None:
    """After ``begin_game``, a row's decisions do not depend on the other rows decided with it
    (their number or order); ``reset`` goes back to the one shared stream."""
    heuristic = pytest.importorskip("agents.heuristic")
    config = GameConfig(players=5)
    venv = BatchEnv(4, config=config)
    obs, _ = venv.reset(seed=3)
    together, apart = (heuristic.HeuristicPolicy(deck=config.deck) for _ in range(2))
    for pol in (together, apart):
        for b in range(4):
            pol.begin_game(b, 100 + b)
    seeded = together._game_states.copy()
    a, b = np.zeros(4, np.int64), np.zeros(4, np.int64)
    for _ in range(300):
        together.act(obs["observation"], obs["action_mask"], np.arange(4), a)
        for row in (3, 2, 1, 0):
            apart.act(obs["observation"], obs["action_mask"], np.array([row]), b)
        assert np.array_equal(a, b)
        obs, *_ = venv.step(a)
    assert (together._game_states != seeded).all()  # every row drew random numbers
    together.reset(0)
    assert len(together._game_states) == 0
