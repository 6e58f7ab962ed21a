"""Hero skill ``convert_pair_card`` (蓝凤凰 阴阳合和散): its scenario tests.

阴阳合和散: In your play phase you may use a blue hand card as 阴阳和合散.

Rules: R-T7.
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import hand_card, sc5


def _lanfenghuang(sc: Scenario) -> None:
    sc.set_hero(0, "lanfenghuang")
    sc.set_gender(1, "male")  # she is female: a pair that differs


def test_lanfenghuang_yinyang_blue_card_links_two_characters():
    """蓝凤凰 阴阳合和散: in her play phase a blue hand card is used as 阴阳和合散; she links
    herself and a male character (和合). Without the skill she could only end her phase."""
    sc = sc5()
    _lanfenghuang(sc)
    sc.hand(0, ["ji_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.target(0)
    if sc.decision().kind == "target":  # (seat 1 is the only partner: may be taken at once)
        sc.target(1)
    while sc.decision().kind in ("cancel", "confirm"):  # (五仙教主 declined: she is linked)
        sc.pass_()
    assert sc.state["linked"][0] == 1 and sc.state["linked"][1] == 1
    assert "ji_1x1" in sc.discard_faces() and sc.hand_faces(0) == ["zhangmenxinwu"]
    # the virtual card is gone: no virtual row still holds a physical card
    assert int((sc.state["vcard"][:, FL.V_NPHYS] > 0).sum()) == 0


def test_lanfenghuang_yinyang_recast_draws():
    """阴阳合和散 recast: passing the confirm discards the blue card and draws one, as for the
    printed card (R-T7)."""
    sc = sc5()
    _lanfenghuang(sc)
    sc.hand(0, ["ji_1x1", "zhangmenxinwu"])
    sc.draw_pile_top(["li_2x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    sc.pass_()
    assert any(r[0] == 0 for r in sc.logged(L.EV_RECAST))
    assert sorted(sc.hand_faces(0)) == ["li_2x1", "zhangmenxinwu"]
    assert "ji_1x1" in sc.discard_faces()


def test_lanfenghuang_yinyang_no_pair_only_recast():
    """With nobody to link (everyone good and genderless but her), the made card can only be
    recast: the confirm offers pass alone (offering yes would ask for a target nobody is)."""
    sc = sc5()
    sc.set_hero(0, "lanfenghuang")
    sc.hand(0, ["ji_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    # pass (recast) was the only legal answer, so the engine took it (auto_forced)
    assert sc.decision().kind == "play"
    assert any(r[0] == 0 for r in sc.logged(L.EV_RECAST))
    assert sc.state["linked"].sum() == 0


def test_lanfenghuang_yinyang_needs_blue_card():
    """Only a blue hand card qualifies."""
    sc = sc5()
    _lanfenghuang(sc)
    sc.hand(0, ["li_1x1", "su_1x2"])
    sc.play_phase(0)
    assert not sc.can_hero_skill(1)
