"""Hero skill ``immune_move_skills_no_mental`` (欧阳锋 逆行经脉): its scenario tests.

逆行经脉: While you have no mental art equipped, the skills printed on opponents' moves do not apply
to you.
"""

from __future__ import annotations

from ..helpers import sc5


def test_ouyangfeng_nixingjingmai_strips_move_skills():
    """欧阳锋 逆行经脉: without a mental art, the skill of a move aimed at him does not apply
    (大力金刚掌 would counter his red defence: 4 against 1)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "ouyangfeng", partial=True)
    sc.hand(0, ["dalijingangzhang"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("dalijingangzhang").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 3, 1)]
