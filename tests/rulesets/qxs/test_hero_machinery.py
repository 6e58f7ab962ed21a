"""Hero machinery that belongs to no one skill: several skills firing at one moment (the owner
chooses their order) and ``Scenario.game_start`` with no setup skill.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.content.skills import SKILL_JUDGEMENT_REPLACE

from .helpers import hand_card, ok, sc5, sc5_wide


def test_several_skills_at_once_owner_chooses_order():
    """A player whose skills fire at the same moment chooses their order (DEC_SKILL); here seat 2
    holds two judgement replacements (段誉's 凌波微步 and a second one put in slot 3 for the
    test), chooses the second first, then declines the first."""
    sc = sc5()
    sc.set_hero(2, "duanyu", partial=True)
    sc.state["skills"][2, 3] = SKILL_JUDGEMENT_REPLACE
    sc.state["sk_param"][2, 3, 0] = 1 << 3  # white
    sc.hand(2, ["ji_1x1", "su_1x2"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    assert sc.decision().kind == "skill order" and sc.decision().actor == 2
    assert sc.can_hero_skill(2) and sc.can_hero_skill(3)
    sc.hero_skill(3)
    hand_card(sc, "su_1x2")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2  # 凌波微步 still open
    sc.pass_()
    assert sc.logged(L.EV_JUDGE)[-1][2] == 3  # white
    assert sc.hand_faces(2) == ["ji_1x1"]


def test_game_start_without_setup_skills_starts_the_leaders_turn():
    """With no hero holding a game-start skill, ``game_start`` just begins the leader's turn."""
    sc = sc5_wide()
    sc.hand(0, [])
    sc.draw_pile_top(["li_1x1", "li_2x1", "ji_1x1"])
    sc.game_start(0)
    assert sc.current() == 0 and sc.decision().actor == 0
    assert sorted(sc.hand_faces(0)) == ["ji_1x1", "li_1x1", "li_2x1"]  # its draw phase
    ok(sc)
