"""Hero skill ``death_attacks`` (乔峰 亢龙有悔): its scenario tests.

亢龙有悔: When you die you may name up to three characters and attack each with a yellow move of
power 2 (亢龙有悔).
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.constants import COLOUR_NAMES
from qxs_env.rulesets.qxs.content.skills import SKILL_DEATH_ATTACKS
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import _slot, ok, sc5, sc5_wide


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


def _qiaofeng_dies(names: list[int]) -> Scenario:
    """Seat 1 (乔峰, 1 HP, no cards) is killed by seat 0's attack; nobody can rescue him; he names
    ``names`` (then passes if fewer than three)."""
    sc = sc5()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    for x in names:
        d = sc.decision()
        assert d.kind == "target" and d.actor == 1
        sc.target(x)
    if len(names) < 3:
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


def test_qiaofeng_kanglongyouhui_attacks_three_when_he_dies():
    """乔峰 亢龙有悔: his rescue failed, he names three characters; once he is dead each is
    attacked by a yellow power-2 move (no defence here: each takes damage). Without the skill
    nobody but him is hurt."""
    sc = _qiaofeng_dies([2, 3, 4])
    assert not sc.alive(1)
    assert [sc.hp(p) for p in (2, 3, 4)] == [3, 3, 3]
    uses = [r for r in sc.logged(L.EV_USE) if r[0] == 1]
    assert [r[2] for r in uses] == [2, 3, 4]  # in turn order from him
    assert [c[2] for c in sc.clashes()[1:]] == [2, 2, 2]  # power 2
    ok(sc)


def test_qiaofeng_kanglongyouhui_names_fewer_and_the_move_can_be_defended():
    """乔峰 亢龙有悔: he may stop naming (pass); the named character defends as against any
    yellow power-2 move (a power-2 red move does not counter it, power decides: a tie blocks)."""
    sc = sc5()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.hand(3, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert 1 not in sc.targets() and 0 in sc.targets()
    sc.target(3)
    assert 3 not in sc.targets()  # each character once
    sc.pass_()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 3
    sc.pass_()
    assert sc.hp(3) == 3 and [sc.hp(p) for p in (0, 2, 4)] == [5, 4, 4]
    ok(sc)


def test_qiaofeng_kanglongyouhui_declined():
    """乔峰 亢龙有悔: passing at once names nobody: no attack follows his death."""
    sc = _qiaofeng_dies([])
    assert not sc.alive(1) and [sc.hp(p) for p in (0, 2, 3, 4)] == [5, 4, 4, 4]
    ok(sc)


def test_qiaofeng_kanglongyouhui_in_his_own_turn_attacks_before_dying():
    """乔峰 亢龙有悔 in his own turn: the attacks come before his death (no turn goes on with its
    player dead), then he dies and the next seat plays."""
    sc = sc5()
    sc.set_hero(2, "qiaofeng", partial=True)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(2, ["li_1x1"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.inject_damage(2, 1, source=4)
    assert sc.decision().kind == "target" and sc.decision().actor == 2
    sc.target(4)
    sc.pass_()
    assert not sc.alive(2) and sc.hp(4) == 3
    rows = sc.raw_log
    hit = next(j for j, r in enumerate(rows) if r[0] == L.EV_DAMAGE and r[2] == 4)
    died = next(j for j, r in enumerate(rows) if r[0] == L.EV_DEATH and r[1] == 2)
    assert hit < died
    assert sc.current() == 3
    ok(sc)


def test_qiaofeng_kanglongyouhui_no_recovery_before_his_death():
    """乔峰 亢龙有悔 in his own turn: while his attacks come before his death he cannot recover
    HP — his 吸血功 (recover on damaging a neighbour) gives nothing, and he still dies."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "qiaofeng", partial=True)
    for p in range(5):
        sc.hand(p, [])
    sc.equip(2, "xixiegong")
    sc.hand(2, ["li_1x1"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.inject_damage(2, 1, source=4)
    sc.target(3)  # next to him: 吸血功 would heal him
    sc.pass_()
    assert sc.hp(3) == 3
    assert not sc.alive(2)
    assert not [r for r in sc.logged(L.EV_HEAL) if r[0] == 2 and r[1] > 0]
    ok(sc)
