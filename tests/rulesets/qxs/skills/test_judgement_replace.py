"""Hero skill ``judgement_replace`` (成昆 霹雳手, 陈近南 复明, 段誉 凌波微步, 左冷禅 五岳盟主): its
scenario tests.

When any judgement card is revealed you may replace it with a hand card of `colours`.
"""

from __future__ import annotations

import pytest

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L

from ..helpers import hand_card, sc5


@pytest.mark.parametrize(
    "hero, colour",
    [("zuolengchan", "yellow"), ("chengkun", "red"), ("chenjinnan", "white"), ("duanyu", "blue")],
)
def test_judgement_replace(hero, colour):
    """左冷禅 五岳盟主 / 成昆 霹雳手 / 陈近南 复明 / 段誉 凌波微步: replace anyone's judgement card
    with a hand card of the skill's colour. 悲酥清风 is judged on a red card (skip the play
    phase); seat 2 puts a yellow card in its place, so seat 0 keeps its play phase (or, with a
    card of another colour, the result follows that card)."""
    sc = sc5()
    sc.set_hero(2, hero, partial=True)
    face = {"yellow": "qi_1x1", "red": "li_1x1", "white": "su_1x2", "blue": "ji_1x1"}[colour]
    sc.hand(2, [face])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, face)
    judged = [row for row in sc.logged(L.EV_JUDGE)]
    assert judged[-1][2] == {"red": 0, "blue": 1, "yellow": 2, "white": 3}[colour]
    skipped = any(r[0] == 0 and r[1] == FL.PH_PLAY for r in sc.logged(FL.EV_PHASE_SKIP))
    assert skipped == (colour != "yellow")
