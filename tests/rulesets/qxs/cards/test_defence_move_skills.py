"""Card effect ``defence_move_skills`` (qxs_env/rulesets/qxs/cards/defence_move_skills.py): 先天功
(``xiantiangong``).

Effect: Defending: your move's skill may fire too.

先天功 (configs/cards.yaml): When you defend, the skill of your move card may fire too.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_xiantiangong_defending_move_skill_acts() -> None:
    """先天功: defending, 奔雷掌's "counters red" acts: 1 + 1 blocks a red 2 (without it the
    defence has power 1 and takes 1 damage)."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(1, "xiantiangong")
    sc.hand(1, ["benleizhang"])
    sc.play_phase(0)
    attack(sc, "li_2x1", 1, "benleizhang")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4
    plain = attacker_scenario(["li_2x1"])
    plain.hand(1, ["benleizhang"])
    plain.play_phase(0)
    attack(plain, "li_2x1", 1, "benleizhang")
    assert plain.clashes() == [(0, 1, 2, 1)]
