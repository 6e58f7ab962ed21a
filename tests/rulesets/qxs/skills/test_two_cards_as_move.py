"""Hero skill ``two_cards_as_move`` (冲虚道长 纯阳无极功): its scenario tests.

纯阳无极功: Whenever you need a move, you may put out two hand cards together as one move of power 2
and range 2 in a colour you name.

Rules: R-M4.
"""

from __future__ import annotations

from ..helpers import hand_card, ok, sc5


def test_chongxudaozhang_chunyang_two_cards_as_one_move():
    """冲虚道长 纯阳无极功: two hand cards (any kind) are put out together as one skill-less move
    of power 2, range 2 and a named colour (white here): both cards go to the discard pile.
    Without the skill a strategy and a medicine card could not attack at all."""
    sc = sc5()
    sc.set_hero(0, "chongxudaozhang")
    a, b = sc.hand(0, ["zhangmenxinwu", "heiyuduanxugao"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("zhangmenxinwu")
    hand_card(sc, "heiyuduanxugao")
    sc.name_colour("white")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    assert sc.zone_of(a)[0] == "discard" and sc.zone_of(b)[0] == "discard"
    ok(sc)


# also 太极剑 (always_counter_colour), 冲虚道长's other skill
def test_chongxudaozhang_chunyang_defends_and_taiji_counters_yellow():
    """纯阳无极功 in a defence (named blue, power 2) against a yellow move: 太极剑 makes it
    counter yellow anyway (blue counters yellow by the cycle too: one +1 only, R-M4)."""
    sc = sc5()
    sc.set_hero(1, "chongxudaozhang")
    sc.hand(0, ["qi_2x2", "zhangmenxinwu"])
    sc.hand(1, ["zhangmenxinwu", "xixing"])
    sc.play_phase(0)
    sc.use("qi_2x2").target(1)
    sc.hero_skill(0)
    sc.hand_card("zhangmenxinwu")
    hand_card(sc, "xixing")
    sc.name_colour("red")  # red does not counter yellow by the cycle: 太极剑 gives the +1
    assert sc.clashes() == [(0, 1, 2, 3)]
