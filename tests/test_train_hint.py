"""The shipped trained agents keep the hint they were trained with (issue 20 changed the
heuristic; their hint input must still come from the heuristic as it was, agents.heuristic_v1)."""

from __future__ import annotations

import numpy as np
import pytest

pytestmark = pytest.mark.extras  # needs torch (the train extra)
pytest.importorskip("torch")

from qxs_env.envs.batch import BatchEnv  # noqa: E402
from qxs_env.rulesets.qxs.config import GameConfig  # noqa: E402
from qxs_env.train.policy import TrainedPolicy, hint_heuristic  # noqa: E402
from qxs_env.train.trainer import HINT_HEURISTIC  # noqa: E402


def test_shipped_agents_get_the_v1_hint() -> None:
    pol = TrainedPolicy(config=GameConfig(players=5, deck="starter", heroes="off"))
    pol.net(2)  # cult
    assert hint_heuristic(pol.headers[2]) == "v1"
    assert hint_heuristic({"meta": {"hint_heuristic": "v2"}}) == "v2"
    assert hint_heuristic({}) == HINT_HEURISTIC == "v2"  # a network in memory: today's
    venv = BatchEnv(8, players=5, deck="starter", heroes="off")
    obs, _ = venv.reset(seed=3)
    assert pol.hints[2]  # the shipped cult agent reads the heuristic's choice
    x = pol._input(2, obs["observation"], obs["action_mask"])
    assert x.shape[0] == 8
    assert set(pol._heur) == {"v1"}  # its hints came from the v1 heuristic only
    assert type(pol._heur["v1"]).__module__ == "agents.heuristic_v1"
    out = np.zeros(8, np.int64)
    pol.act(obs["observation"], obs["action_mask"], np.arange(8, dtype=np.int64), out)
    assert all(obs["action_mask"][b, out[b]] for b in range(8))
