"""Hero skill ``discard_colour_nullify_attack`` (鳌拜 金钟罩): its scenario tests.

金钟罩: When attacked, you may throw away a red card from your hand; the attack then does nothing to
you.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import hand_card, sc5


def test_aobai_jinzhongzhao_red_card_nullifies_attack():
    """鳌拜 金钟罩: attacked, he may discard a red hand card and the attack does nothing."""
    sc = sc5()
    sc.set_hero(1, "aobai")
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    hand_card(sc, "li_1x1")
    assert sc.hp(1) == hp
    assert any(r[0] == 1 and sc.card_name(r[1]) == "li_1x1" for r in sc.logged(L.EV_DISCARD))
