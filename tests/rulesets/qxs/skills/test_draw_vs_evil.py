"""Hero skill ``draw_vs_evil`` (丘处机 嫉恶如仇): its scenario tests.

嫉恶如仇: You draw a card per point of damage you deal to an evil (恶) character, and per point an
evil character deals you.
"""

from __future__ import annotations

from ..helpers import sc5


def test_qiuchuji_jierouchou_draws_against_the_evil():
    """嫉恶如仇: he draws a card per point he deals to an evil character and per point an evil
    source deals him; damage from a good source draws nothing."""
    sc = sc5()
    sc.set_hero(0, "qiuchuji")
    sc.set_alignment(1, "evil")
    sc.set_alignment(2, "good")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.hp(1) == 3 and sc.hand_size(0) == 1
    sc.inject_damage(0, 1, source=1)
    assert sc.hand_size(0) == 2
    sc.inject_damage(0, 1, source=2)
    assert sc.hand_size(0) == 2
