"""Card effect ``heal`` (qxs_env/rulesets/qxs/cards/heal.py): 黑玉断续膏 (``heiyuduanxugao``).

Effect: Play phase: recover `amount` HP; or use on any dying character to restore `amount` HP.

黑玉断续膏 (configs/cards.yaml): In your play phase recover 1 HP; or use it on any dying
character to give back 1 HP.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_heiyuduanxugao_heals_in_play_phase_not_at_full_hp() -> None:
    """黑玉断续膏 in the play phase restores 1 HP; at full HP it cannot be used (ruling), unless
    heal_at_full is on."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    assert not sc.can_use("heiyuduanxugao")
    sc.hp(0, 3)
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 4

    sc = Scenario(5, identities=FIVE, heal_at_full=True)
    sc.hand(0, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 5
