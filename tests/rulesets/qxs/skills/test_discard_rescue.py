"""Hero skill ``discard_rescue`` (平一指 重接筋脉): its scenario tests.

重接筋脉: When another character is dying you may throw away a yellow or white hand card to give it
1 HP.
"""

from __future__ import annotations

from ..helpers import hand_card, ok, sc5


def test_pingyizhi_chongjie_jinmai_light_card_rescues():
    """平一指 重接筋脉: another character is dying; he throws away a yellow hand card and it
    recovers 1 HP (without the skill nobody holds a rescue card: it dies)."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["qi_1x1"])
    sc.hp(1, 1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, "qi_1x1")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sc.hand_faces(2) == []
    ok(sc)
