"""Hero skill ``invite_attack`` (曲阳刘正风 金盆洗手): its scenario tests.

金盆洗手: Once in your play phase you may name a character of your alignment whose attack range
reaches you: it attacks you or you throw away one of its cards.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import sc5


def _jinpen(sc: Scenario) -> None:
    sc.set_hero(0, "quyangliuzhengfeng")
    for seat, al in ((1, "good"), (2, "good"), (3, "evil"), (4, "evil")):
        sc.set_alignment(seat, al)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)  # seat 1 is the only good character whose reach (1) includes him


def test_quyangliuzhengfeng_jinpenxishou_ally_attacks_him():
    """金盆洗手: he names seat 1 (his alignment, within its reach): it attacks him."""
    sc = sc5()
    sc.hand(1, ["li_1x1"])
    _jinpen(sc)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.respond("li_1x1")
    assert sc.clashes() == [(1, 0, 1, 0)] and sc.hp(0) == 4


def test_quyangliuzhengfeng_jinpenxishou_refusal_costs_a_card():
    """金盆洗手: seat 1 declines to attack: he throws away one of its cards."""
    sc = sc5()
    mv = sc.hand(1, ["li_1x1"])[0]
    _jinpen(sc)
    sc.pass_()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert sc.zone_of(mv) == ("discard", -1) and sc.hp(0) == 5
    assert not sc.can_hero_skill(1)
