"""Hero skill ``lose_hp_draw`` (游坦之 搏命): its scenario tests.

搏命: In your play phase you may lose 1 HP to draw 2 cards.
"""

from __future__ import annotations

from ..helpers import sc5


def test_youtanzhi_boming_lose_hp_draw():
    """游坦之 搏命: in the play phase lose 1 HP to draw 2 cards; the play decision goes on."""
    sc = sc5()
    sc.set_hero(0, "youtanzhi", partial=True)
    hp = sc.hp(0)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.hp(0) == hp - 1 and sc.hand_size(0) == 3
    assert sc.decision().kind == "play" and sc.decision().actor == 0
