"""Hero skill ``switch_damage_colour`` (九难 铁剑门, 余沧海 摧心掌): its scenario tests.

铁剑门 / 摧心掌
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_jiunan_tiejianmen_names_the_damage_colour():
    """九难 铁剑门: damage from her red move may be made white (red or white offered only);
    without the skill it is red."""
    sc = sc5()
    sc.set_hero(0, "jiunan")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "colour" and d.actor == 0
    assert sorted(a - sc.eng.offsets["colour"] for a in sc.legal()) == [0, 3]
    sc.name_colour("white")
    rows = sc.logged(L.EV_DAMAGE)
    assert [(r[0], r[1], r[3]) for r in rows] == [(0, 1, 3)]
