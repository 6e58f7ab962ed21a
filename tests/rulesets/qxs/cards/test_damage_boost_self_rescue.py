"""Card effect ``damage_boost_self_rescue``
(qxs_env/rulesets/qxs/cards/damage_boost_self_rescue.py): 九转熊蛇丸 (``jiuzhuanxiongshedan``).

Effect: Play phase (`per_turn` per turn): your next damaging move this turn deals +`amount`; or,
when you are dying, recover `heal` HP.

九转熊蛇丸 (configs/cards.yaml): Once per turn in your play phase: your next damaging move this
turn deals 1 extra; or use it on yourself when dying to recover 1 HP.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import card_action_faces, wide_scenario


def test_jiuzhuan_next_damaging_move_deals_one_more() -> None:
    """九转熊蛇丸 in the play phase: the next move that deals damage deals +1; once per turn."""
    sc = wide_scenario()
    sc.hand(0, ["jiuzhuanxiongshedan", "jiuzhuanxiongshedan", "li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("jiuzhuanxiongshedan")
    assert not sc.can_use("jiuzhuanxiongshedan")  # at most once per turn
    sc.use("li_2x1")
    sc.target(1)  # seat 1 holds no move: 2 against 0 = 1 damage, +1
    assert sc.hp(1) == 2
    assert int(sc.state.pt[0, L.PT_BOOST]) == 0


def test_jiuzhuan_bonus_waits_for_a_move_that_deals_damage() -> None:
    """九转熊蛇丸: a blocked attack does not spend the bonus; the next attack that hits gets it
    (two attacks per turn here)."""
    sc = wide_scenario(attacks_per_turn=2)
    sc.hand(0, ["jiuzhuanxiongshedan", "li_2x1", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    sc.use("jiuzhuanxiongshedan")
    sc.use("li_2x1")
    sc.target(1)
    sc.respond("su_2x2")  # white counters red: 3 against 2, blocked
    assert sc.hp(1) == 4
    sc.use("li_2x1")
    sc.target(4)
    assert sc.hp(4) == 2  # 1 + 1


def test_jiuzhuan_rescues_only_its_owner() -> None:
    """九转熊蛇丸 as a rescue: the dying character may use it on itself (+1 HP), nobody else may
    use it on the dying character."""
    sc = wide_scenario(auto_forced=False)
    sc.hand(0, ["jiuzhuanxiongshedan", "zhangmenxinwu"])
    sc.hand(1, ["jiuzhuanxiongshedan"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 0, 1)
    assert sc.legal() == [sc.eng.offsets["pass"]]  # seat 0's pill is no rescue for seat 1
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor) == ("rescue", 1)
    assert card_action_faces(sc) == ["jiuzhuanxiongshedan"]
    sc.rescue("jiuzhuanxiongshedan")
    assert sc.hp(1) == 1 and sc.alive(1)


def test_jiuzhuan_self_rescue_with_auto_forced() -> None:
    """九转熊蛇丸: with forced decisions automatic, only the dying owner is asked."""
    sc = wide_scenario()
    sc.hand(0, ["jiuzhuanxiongshedan", "zhangmenxinwu"])
    sc.hand(2, ["jiuzhuanxiongshedan"])
    sc.hp(2, 1)
    sc.play_phase(0)
    sc.inject_damage(2, 1, source=0)
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 2, 2)
    sc.rescue("jiuzhuanxiongshedan")
    assert sc.hp(2) == 1
