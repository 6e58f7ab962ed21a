"""Hero skill ``switch_gender`` (东方不败 阴阳颠倒): its scenario tests.

阴阳颠倒: At the start of your turn you may change your gender (male to female or back).
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_dongfangbubai_yinyangdiandao_switch_gender():
    """东方不败 阴阳颠倒: at the start of his turn he may change gender."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "dongfangbubai", partial=True)
    assert sc.state["gender"][1] == L.GENDER_MALE
    sc.start_turn(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.state["gender"][1] == L.GENDER_FEMALE
