"""Hero skill ``unblockable_same_gender`` (东方不败 葵花宝典): its scenario tests.

葵花宝典: In your play phase, your first white or blue attack on a character of your own gender
cannot be blocked.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_dongfangbubai_kuihuabaodian_first_attack_on_same_gender_unblockable():
    """东方不败 葵花宝典: in his play phase his first white or blue attack on a character of his own
    gender cannot be answered: seat 1 (male) holds a move that would block (1 against 1) but is
    never asked, and takes the damage."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "dongfangbubai", partial=True)
    sc.set_hero(1, "guojing", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    assert sc.decision().kind == "play"
    assert sc.hp(1) == hp - 1
    assert sc.hand_faces(1) == ["su_1x2"]


def test_dongfangbubai_kuihuabaodian_not_against_the_other_gender():
    """东方不败 葵花宝典: against a character of the other gender the attack is answered as usual
    (here she blocks with an equal move)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "dongfangbubai", partial=True)
    sc.set_hero(1, "guojing", partial=True)
    sc.state["gender"][1] = L.GENDER_FEMALE
    hp = sc.hp(1)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.respond("su_1x2")
    assert sc.hp(1) == hp
