"""Hero skill ``male_attacker_pays`` (黛绮丝 绝色倾城): its scenario tests.

绝色倾城: A male character attacking you must also throw away a hand card, or its attack does
nothing to you.

Rules: R-M1.
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs import rules

from ..helpers import HER, sc5_daiqisi, skill_events_by_code


def test_daiqisi_jueseqingcheng_male_attacker_who_does_not_pay_has_no_effect():
    """绝色倾城: a male attacker is asked for one more hand card (a "pay" hand-card decision);
    passing, his attack does nothing to her (no defence asked, no clash, no damage) and his
    move is spent. Without the skill the undefended attack would hurt her."""
    sc = sc5_daiqisi()
    sc.set_gender(0, "male")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.hand(HER, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    d = sc.decision()
    assert (d.kind, d.actor, d.other, d.face) == ("hand card", 0, HER, "li_1x1")
    sc.pass_()
    assert sc.hp(HER) == 4 and sc.clashes() == []
    assert sc.hand_faces(0) == ["ji_1x1"] and "li_1x1" in sc.discard_faces()
    assert len(skill_events_by_code(sc, HER, rules.SKILL_MALE_ATTACKER_PAYS)) == 1


def test_daiqisi_jueseqingcheng_paid_attack_goes_on():
    """Paying the extra hand card (any card), the attack proceeds as usual: she is asked to
    defend, the clash and damage follow."""
    sc = sc5_daiqisi(auto_forced=False)
    sc.set_gender(0, "male")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    sc.hand_card("ji_1x1")
    assert "ji_1x1" in sc.discard_faces() and sc.hand_size(0) == 0
    d = sc.decision()
    assert (d.kind, d.actor) == ("respond", HER)
    sc.pass_()
    assert sc.clashes() == [(0, HER, 1, 0)] and sc.hp(HER) == 3


def test_daiqisi_jueseqingcheng_attacker_who_cannot_pay_has_no_effect():
    """A male attacker with no other hand card cannot pay: the attack does nothing, without
    asking him."""
    sc = sc5_daiqisi(auto_forced=False)
    sc.set_gender(0, "male")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    assert sc.decision().kind == "play" and sc.hp(HER) == 4 and sc.clashes() == []


@pytest.mark.parametrize("gender", ["female", None])
def test_daiqisi_jueseqingcheng_only_male_attackers_pay(gender):
    """A female or skill-less (no gender) attacker pays nothing: she is asked to defend at
    once."""
    sc = sc5_daiqisi(auto_forced=False)
    sc.set_gender(0, gender)
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    d = sc.decision()
    assert (d.kind, d.actor) == ("respond", HER)
