"""Card effect ``two_adjacent_targets`` (qxs_env/rulesets/qxs/cards/two_adjacent_targets.py):
天山六阳掌 (``tianshanliuyangzhang``).

Effect: Attacking: you may attack `targets` neighbouring characters in range, one after another.

天山六阳掌 (configs/cards.yaml): You may attack two neighbouring characters in your range with
it; the two attacks resolve one after the other, counter-clockwise.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attacker_scenario, pass_defence, seat_zhangsanfeng


def test_tianshanliuyangzhang_two_neighbouring_targets_in_turn_order() -> None:
    """天山六阳掌 (red 2x1) with a range-2 internal art: after target 2, seat 1 or 3 (sitting next
    to it) may be added; the attacks resolve in turn order from the attacker, 1 before 2."""
    sc = attacker_scenario(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(2)
    assert sc.decision().kind == "target" and sc.targets() == [1, 3]
    sc.target(1)
    assert sc.clashes() == [(0, 1, 2, 0), (0, 2, 2, 0)]
    assert sc.hp(1) == 3 and sc.hp(2) == 3
    assert "tianshanliuyangzhang" in sc.discard_faces()
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_tianshanliuyangzhang_second_target_is_optional() -> None:
    """天山六阳掌: passing on the second target attacks only the first."""
    sc = attacker_scenario(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 0)]
    assert sc.hp(2) == 4


def test_tianshanliuyangzhang_second_attack_after_the_first_target_dies() -> None:
    """天山六阳掌: the first target dying does not stop the attack on the second."""
    sc = attacker_scenario(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.target(2)
    assert not sc.alive(1)
    assert sc.hp(2) == 3


def test_second_target_of_tianshanliuyangzhang_is_a_use_for_jieli() -> None:
    """天山六阳掌 (red) on seat 1 and then 张三丰 (seat 2): his 借力 draws when the move reaches
    him as the second target."""
    sc = attacker_scenario(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    seat_zhangsanfeng(sc, 2)
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.target(2)
    pass_defence(sc, 1)
    pass_defence(sc, 2)
    assert sc.hp(1) == 3 and sc.hp(2) == 3
    assert sc.hand_size(2) == 1
