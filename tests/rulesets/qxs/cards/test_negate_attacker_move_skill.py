"""Card effect ``negate_attacker_move_skill``
(qxs_env/rulesets/qxs/cards/negate_attacker_move_skill.py): 逆行经脉 (``nixingjingmai``).

Effect: Defending: the attacking move's skill has no effect.

逆行经脉 (configs/cards.yaml): When you defend, the attacking move's skill does nothing.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_nixingjingmai_negates_the_attacking_move_skill() -> None:
    """逆行经脉: 奔雷掌's "counters red" has no effect on its holder: 1 against 1 blocks (2 against
    1 without it)."""
    sc = attacker_scenario(["benleizhang"])
    sc.equip(1, "nixingjingmai")
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    attack(sc, "benleizhang", 1, "li_1x1")
    assert sc.clashes() == [(0, 1, 1, 1)]
    assert sc.hp(1) == 4
    assert "benleizhang" in sc.discard_faces()


def test_nixingjingmai_lifts_liumaishenjian_restriction() -> None:
    """逆行经脉 against 六脉神剑: with the skill negated the holder may block with any colour."""
    sc = attacker_scenario(["liumaishenjian"])
    sc.equip(1, "nixingjingmai")
    sc.hand(1, ["qi_2x2"])
    sc.play_phase(0)
    sc.use("liumaishenjian")
    sc.target(1)
    sc.respond("qi_2x2")  # a yellow move is accepted
    assert sc.clashes()[0][3] == 2
