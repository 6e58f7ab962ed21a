"""Hero skill ``reborn`` (慕容博萧远山 立地成佛): its scenario tests.

立地成佛: When dying you may throw away all your cards, draw 5 and recover to full HP, losing all
your skills for good.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_murongbo_lidi_chengfo_reborn_without_skills():
    """慕容博萧远山 立地成佛: dying, he throws away all his cards, draws 5, recovers to full HP
    and loses all his skills for good (without it he would die: nobody can rescue)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "murongboxiaoyuanshan")
    sc.hand(1, ["li_1x1"])
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    full = sc.max_hp(1)
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.alive(1) and sc.hp(1) == full
    assert sc.hand_size(1) == 5 and sc.equipment(1) == {}
    assert (sc.state["skills"][1] == 0).all()
    ok(sc)
