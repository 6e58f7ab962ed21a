"""Hero skill ``killer_loses_skill`` (空见神僧 回头是岸): its scenario tests.

回头是岸: When you are killed, your killer loses one of its skills of your choice.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_kongjian_huitou_shi_an_killer_loses_a_skill():
    """空见神僧 回头是岸: killed by 莫大 (seat 0), he names one of 莫大's skills (潇湘夜雨, slot 1),
    which 莫大 loses for good."""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.set_hero(1, "kongjianshenseng")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    sc.pass_()  # (金刚不坏体 declined)
    while sc.decision().kind == "rescue":
        sc.pass_()
    d = sc.decision()
    assert d.kind == "skill order" and d.actor == 1
    sc.act(sc.eng.offsets["skill"] + 4 + 1)
    assert not sc.alive(1)
    assert int(sc.state["skills"][0, 1]) == 0 and int(sc.state["skills"][0, 0]) != 0
    ok(sc)
