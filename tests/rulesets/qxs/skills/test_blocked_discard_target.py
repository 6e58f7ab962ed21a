"""Hero skill ``blocked_discard_target`` (瑛姑 七绝针): its scenario tests.

七绝针: When your attack is blocked, you may throw away one of the defender's cards.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yinggu_qijuezhen_blocked_attack_discards_defender_card():
    """七绝针: her attack blocked by seat 1's stronger move, she throws away seat 1's equipped
    art. Without the skill a block ends the attack."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yinggu", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["qi_2x2"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    if sc.decision().kind == "confirm" and sc.decision().actor == 1:
        sc.pass_()  # (混元气's judgement declined)
    sc.respond("qi_2x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("discard", -1) and sc.hp(1) == 4


def test_yinggu_qijuezhen_before_the_internal_arts_retry():
    """七绝针 with 九阴真经 equipped: after the block she is asked first (the art's further
    attack waits, held), then the art offers its further attack as usual."""
    sc = sc5(auto_forced=False, deck="wide")
    sc.set_hero(0, "yinggu", partial=True)
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(0, ["ji_1x1", "li_1x1"])
    sc.hand(1, ["qi_2x2"])
    art = sc.equip(1, "bixuegong")
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    sc.respond("qi_2x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("discard", -1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0  # 九阴真经: attack again, or pass
    sc.pass_()
    assert sc.decision().kind == "play"
