"""Hero skill ``any_strategy_light`` (黄蓉 智计百出): its scenario tests.

智计百出: Once per turn you may use a yellow or white hand card as any strategy card you name.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_huangrong_zhiji_baichu_light_card_as_a_named_strategy():
    """黄蓉 智计百出: in her play phase a yellow hand card is used as the strategy she names
    (掌门信物: she draws 2); once per turn. Without the skill a move could not draw cards."""
    sc = sc5()
    sc.set_hero(0, "huangrong")
    card = sc.hand(0, ["qi_1x1", "qi_2x2"])[0]
    top = sc.draw_pile_top(["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("qi_1x1")
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 0
    names = {sc.eng.catalogue.faces[a // 4].id for a in sc.legal()}
    assert "zhangmenxinwu" in names and "li_1x1" not in names  # strategies only
    assert all(a % 4 == 2 for a in sc.legal())  # the card's colour (yellow)
    sc.hand_card("zhangmenxinwu")
    sc.pass_while("cancel")
    assert sc.zone_of(card)[0] == "discard"
    assert all(sc.zone_of(c) == ("hand", 0) for c in top)
    assert not sc.can_hero_skill(0)
    ok(sc)
