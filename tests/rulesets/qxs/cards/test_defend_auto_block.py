"""Card effect ``defend_auto_block`` (qxs_env/rulesets/qxs/cards/defend_auto_block.py): 一阳指
(``yiyangzhi``).

Effect: Defending: the block succeeds whatever the powers.

一阳指 (configs/cards.yaml): When you defend with it the block succeeds, whatever the powers.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_yiyangzhi_blocks_whatever_the_power() -> None:
    """一阳指 defending: the block succeeds although 铁掌 (red 3, countering blue) has power 4
    against 2."""
    sc = attacker_scenario(["tiezhang"])
    sc.hand(1, ["yiyangzhi"])
    sc.play_phase(0)
    attack(sc, "tiezhang", 1, "yiyangzhi")
    assert sc.clashes() == [(0, 1, 4, 2)]
    assert sc.hp(1) == 4
    assert sc.logged(L.EV_BLOCK)
