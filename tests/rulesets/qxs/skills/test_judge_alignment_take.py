"""Hero skill ``judge_alignment_take`` (曲阳刘正风 笑傲江湖): its scenario tests.

笑傲江湖: At the start and at the end of your turn you judge: red or blue makes you evil (恶),
yellow or white good (善); you keep the judgement card.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_quyangliuzhengfeng_xiaoaojianghu_judges_alignment_and_keeps_card():
    """曲阳刘正风 笑傲江湖: at his turn start he judges: red (dark) makes him evil and he keeps
    the judgement card; at his turn end a yellow (light) one makes him good again."""
    sc = sc5()
    sc.set_hero(0, "quyangliuzhengfeng")
    red, d1, d2 = sc.draw_pile_top([("li_1x1", "red"), "qi_2x2", "su_2x2"])
    sc.start_turn(0)
    assert sc.state["align"][0] == L.ALIGN_EVIL
    assert sc.zone_of(red) == ("hand", 0)
    assert sc.decision().kind == "play"
    yellow = sc.draw_pile_top([("qi_1x1", "yellow")])[0]
    sc.resume()
    sc.end_phase()
    while sc.current() == 0 and sc.decision().kind == "discard":
        sc.act(sc.legal()[0])
    assert sc.zone_of(yellow) == ("hand", 0)
    assert sc.state["align"][0] == L.ALIGN_GOOD
