"""The special cards as an optional module (GameConfig.specials=True): 屠龙刀, 倚天剑 and 玄铁剑
are in the game but set aside, out of the draw pile, from the start.

What each special card does is tested with its effect: tests/rulesets/qxs/cards/test_tulongdao.py,
test_yitianjian.py and test_delayed_passing_damage.py (玄铁剑).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine import layout as L
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig


def test_specials_are_set_aside_at_the_start() -> None:
    """With specials the 3 cards are in the game but out of the draw pile; without, absent.
    Heroes off: the deal (and the setting aside) happens at the reset, not after a draft."""
    eng = Engine(GameConfig(players=5, deck="standard", heroes="off", specials=True))
    eng.reset_one(0, 3)
    assert eng.n_cards == 203
    zone = eng.state.zone[0]
    assert all(zone[c] == L.Z_OUT for c in range(200, 203))
    assert Engine(GameConfig(players=5, deck="standard")).n_cards == 200


def test_specials_are_set_aside_after_the_draft() -> None:
    """With heroes drafted (the default game) the deal waits for the draft; by the first turn
    the 3 special cards are out of the draw pile all the same."""
    eng = Engine(GameConfig(players=5, deck="standard", specials=True))
    eng.reset_one(0, 3)
    rng = np.random.default_rng(0)
    while int(eng.state["turn"][0]) < 1:
        eng.step([int(rng.choice(eng.legal_actions(0)))])
    zone = eng.state.zone[0]
    assert all(zone[c] == L.Z_OUT for c in range(200, 203))
