"""Card effect ``judgement_damage_bonus`` (qxs_env/rulesets/qxs/cards/judgement_damage_bonus.py):
分筋错骨手 (``fenjincuogushou``).

Effect: Attacking: when about to deal damage, judge; a result in `success` adds `amount` damage.

分筋错骨手 (configs/cards.yaml): Just before it deals damage, judge: a red result adds 1 damage.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_fenjincuogushou_judgement_red_adds_one() -> None:
    """分筋错骨手 (red 2): when about to deal damage, judge: red gives +1 damage."""
    red = attacker_scenario(["fenjincuogushou"])
    red.draw_pile_top([("li_1x1", "red")])
    red.play_phase(0)
    attack(red, "fenjincuogushou", 1)
    assert red.hp(1) == 2
    blue = attacker_scenario(["fenjincuogushou"])
    blue.draw_pile_top([("ji_1x1", "blue")])
    blue.play_phase(0)
    attack(blue, "fenjincuogushou", 1)
    assert blue.hp(1) == 3
    assert len(blue.logged(L.EV_JUDGE)) == 1
