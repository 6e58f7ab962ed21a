"""``copy.copy``, ``copy.deepcopy`` and ``pickle`` of the raw batch engine (issue 32): a copy
is an independent game that continues exactly like the original. Before, a deep copy kept the
original's views of the state: after one step its legal actions were stale, a masked-out
action returned without error and without moving, and a legal one was refused."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig

CONFIG = GameConfig(players=5, deck="starter", heroes="off")


def _snapshot(eng: Engine) -> tuple:
    seat = int(eng.actor[0])
    obs = eng.observe(seat, 0) if seat >= 0 else np.zeros(0)
    return (seat, tuple(eng.legal_actions(0)), obs.tobytes(), eng.returns(0).tobytes())


@pytest.mark.parametrize(
    "make_copy",
    [copy.copy, copy.deepcopy, lambda e: pickle.loads(pickle.dumps(e))],
    ids=["copy", "deepcopy", "pickle"],
)
def test_a_copy_continues_like_the_original_and_apart_from_it(make_copy) -> None:
    eng = Engine(CONFIG, batch=1)
    eng.reset(7)
    for _ in range(5):
        eng.step([eng.legal_actions(0)[-1]])
    other = make_copy(eng)
    assert other is not eng and other.state is not eng.state
    assert _snapshot(other) == _snapshot(eng)
    rng = np.random.default_rng(1)
    for _ in range(60):
        if eng.done[0]:
            break
        action = int(rng.choice(eng.legal_actions(0)))
        eng.step([action])
        other.step([action])
        assert _snapshot(other) == _snapshot(eng)
    # apart: stepping the copy leaves the original where it is
    if not other.done[0]:
        before = _snapshot(eng)
        other.step([other.legal_actions(0)[0]])
        assert _snapshot(eng) == before
        masked = [a for a in range(other.n_actions) if not other.mask[0, a]]
        with pytest.raises(ValueError):
            other.step([masked[0]])
