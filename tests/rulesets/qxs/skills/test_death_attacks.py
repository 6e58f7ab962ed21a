"""Hero skill ``death_attacks`` (乔峰 亢龙有悔): its scenario tests.

亢龙有悔: When you die you may name up to three characters and attack each with a yellow move of
power 2 (亢龙有悔).
"""

from __future__ import annotations

from qxs_env.constants import COLOUR_NAMES
from qxs_env.content.skills import SKILL_DEATH_ATTACKS
from qxs_env.scenario import Scenario

from ..helpers import _slot, ok, sc5_wide


def _qiaofeng_names(colour: str) -> Scenario:
    """乔峰 (seat 1, 1 HP, no cards) is killed by seat 0 and names 张三丰 (seat 2) for 亢龙有悔,
    whose move has ``colour`` (the printed yellow, or a designer's variant of the parameter)."""
    sc = sc5_wide()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.set_hero(2, "zhangsanfeng")
    k = _slot(sc, 1, SKILL_DEATH_ATTACKS)
    sc.state["sk_param"][1, k, 1] = COLOUR_NAMES.index(colour)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.draw_pile_top(["kanpo", "kanpo", "kanpo", "liaoshang"])  # seat 0's reward, then 借力's
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 1
    sc.target(2)
    sc.pass_()
    return sc


# with 张三丰 借力 (draw_when_targeted_by_colour): the card-less move is a use
def test_qiaofeng_kanglongyouhui_red_variant_is_a_use_for_jieli():
    """With the move's colour set to red, 借力 draws when the card-less 亢龙有悔 move is aimed at
    张三丰: the move is used (without TP_CARD_USED his hand would stay empty)."""
    sc = _qiaofeng_names("red")
    assert not sc.alive(1)
    assert sc.hp(2) == 3  # hit by the power-2 move (his card is no move: no defence)
    assert sc.hand_faces(2) == ["liaoshang"]
    ok(sc)


# with 张三丰 借力 (draw_when_targeted_by_colour): the card-less move is a use
def test_qiaofeng_kanglongyouhui_printed_yellow_draws_nothing_for_jieli():
    """The printed move is yellow: 借力 (red cards) draws nothing."""
    sc = _qiaofeng_names("yellow")
    assert not sc.alive(1) and sc.hp(2) == 3 and sc.hand_size(2) == 0
    ok(sc)
