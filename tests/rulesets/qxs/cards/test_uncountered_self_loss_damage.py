"""Card effect ``uncountered_self_loss_damage``
(qxs_env/rulesets/qxs/cards/uncountered_self_loss_damage.py): 七伤拳 (``qishangquan``).

Effect: Attacking: if not countered, you lose `hp_loss` HP and the target takes `damage` damage.

七伤拳 (configs/cards.yaml): If it was not countered, afterwards you lose 1 HP and the target
takes 1 damage.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_qishangquan_costs_one_hp_and_deals_one_more() -> None:
    """七伤拳 (yellow 2): if not countered, after the attack its user loses 1 HP and the target
    takes 1 more damage: undefended, the target takes 1 + 1 and the user drops from 5 to 4."""
    sc = attacker_scenario(["qishangquan"])
    sc.play_phase(0)
    attack(sc, "qishangquan", 1)
    assert sc.hp(1) == 2
    assert sc.hp(0) == 4
    assert sc.logged(L.EV_HP_LOSS) == [(0, 1, 0, 0, 0)]
