"""Hero skill ``treasure_duel`` (向问天 投其所好): its scenario tests.

投其所好: Once in your play phase you may give a treasure to a character whose hero colour matches
it; that character then duels (单挑) a character you name, which 看破 cannot stop.
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_xiangwentian_touqisuohao_treasure_given_and_duel():
    """投其所好: he gives his yellow treasure to seat 1 (a yellow hero, 扫地僧); seat 1 then
    duels seat 2, whom he names (no 看破 window): seat 2, with no move, takes 1 damage from
    seat 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiangwentian")
    sc.set_hero(1, "saodiseng")
    t = sc.stored(0, [("qi_1x1", "yellow")])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.act(sc.eng.offsets["card"] + sc._face("qi_1x1") * 4 + 2)  # the yellow treasure
    assert sc.targets() == [1]
    sc.target(1)
    assert sc.zone_of(t) == ("hand", 1)
    assert 1 not in sc.targets() and 2 in sc.targets()
    sc.target(2)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.pass_()
    assert sc.hp(2) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(1, 2, 1)]
    assert int((sc.state["vcard"][:, FL.V_PHYS0] == FL.V_RESERVED).sum()) == 0
