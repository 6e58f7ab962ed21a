"""Hero skill ``convert_delayed_card`` (洪安通 三尸脑神丹, 慕容复 悲酥清风): its scenario tests.

Play phase: use a hand card of `colours` as the delayed card `face`.

Rules: R-K2.
"""

from __future__ import annotations

from qxs_env.engine import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import hand_card, sc5


def _jface(sc: Scenario, card: int) -> int:
    return int(sc.state["jface"][card]) - 1


def test_hongantong_sanshi_white_card_placed_and_judged():
    """洪安通 三尸脑神丹: a white hand card is placed in another character's judgement area as
    三尸脑神丹 (the physical white card sits there); at that character's judgement phase it is
    judged like the printed card: a red judgement skips the draw phase, then the white card is
    discarded. Without the skill the card could only be used as what it is."""
    sc = sc5()
    sc.set_hero(0, "hongantong")
    white = sc.hand(0, ["su_1x2", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "su_1x2")
    assert set(sc.targets()) == {1, 4}  # its reach is 1, like the printed card
    sc.target(1)
    assert sc.zone_of(white) == ("judgement", 1)
    assert _jface(sc, white) == sc._face("sanshinaoshendan")
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert int((sc.state["vcard"][:, L.V_NPHYS] > 0).sum()) == 0
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(1)
    sc.pass_while("cancel")
    assert any(r[0] == 1 and r[1] == L.PH_DRAW for r in sc.logged(L.EV_PHASE_SKIP))
    assert sc.zone_of(white)[0] == "discard"
    assert int(sc.state["jface"][white]) == 0


def test_hongantong_sanshi_safe_colour_and_same_name():
    """The converted card keeps the printed card's safe colour (white: no skip) and its name:
    a character already holding 三尸脑神丹 cannot receive a second one."""
    sc = sc5()
    sc.set_hero(0, "hongantong")
    sc.hand(0, ["su_1x2", "zhangmenxinwu"])
    sc.judgement(4, ["sanshinaoshendan"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "su_1x2")
    # seat 4 (also at distance 1) holds one already: seat 1 is the only target (taken at once)
    assert sc.decision().kind == "play"
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert sc.judgement_faces(4) == ["sanshinaoshendan"]
    sc.draw_pile_top(["su_1x2"])
    sc.start_turn(1)
    sc.pass_while("cancel")
    assert not any(r[0] == 1 and r[1] == L.PH_DRAW for r in sc.logged(L.EV_PHASE_SKIP))


def test_murongfu_beisu_yellow_card_skips_play_phase():
    """慕容复 悲酥清风: a yellow hand card goes to a judgement area as 悲酥清风 (any distance);
    a non-yellow judgement skips that character's play phase."""
    sc = sc5()
    sc.set_hero(0, "murongfu")
    yellow = sc.hand(0, ["qi_1x1", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "qi_1x1")
    assert set(sc.targets()) == {1, 2, 3, 4}
    sc.target(2)
    assert sc.zone_of(yellow) == ("judgement", 2)
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(2)
    sc.pass_while("cancel")
    assert any(r[0] == 2 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))
    assert sc.zone_of(yellow)[0] == "discard"


def test_murongfu_beisu_cancelled_by_wuchangdan():
    """无常丹 cancels the converted 悲酥清风 at its judgement (R-K2): it is discarded unjudged
    and the play phase takes place."""
    sc = sc5()
    sc.set_hero(0, "murongfu")
    yellow = sc.hand(0, ["qi_1x1", "zhangmenxinwu"])[0]
    sc.hand(2, ["wuchangdan"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "qi_1x1")
    sc.target(2)
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(2)
    while sc.decision().kind == "cancel" and sc.decision().actor != 2:
        sc.pass_()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 2
    sc.cancel("wuchangdan")
    sc.pass_while("cancel")
    assert not any(r[0] == 2 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))
    assert sc.zone_of(yellow)[0] == "discard"
    assert "li_2x1" not in sc.discard_faces()  # no judgement card was turned over


def test_murongfu_beisu_taken_from_judgement_area_is_the_plain_card():
    """A converted delayed card taken out of a judgement area (吸星) is just its physical card
    again: in hand it is the yellow move, not 悲酥清风."""
    sc = sc5()
    sc.set_hero(0, "murongfu")
    yellow = sc.hand(0, ["qi_1x1", "zhangmenxinwu"])[0]
    sc.hand(1, ["xixing"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "qi_1x1")
    sc.target(2)
    sc.play_phase(1)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(2)
    sc.pass_while("cancel")
    if sc.decision().kind == "pick":  # (its only card: taken at once)
        sc.pick_judgement(0)
    assert sc.zone_of(yellow) == ("hand", 1)
    assert int(sc.state["jface"][yellow]) == 0


def test_converted_delayed_card_is_public_as_that_card():
    """The observation's judgement-area counts show the placed card as 三尸脑神丹 (a white move
    would count as no delayed card at all), and the invariant checker accepts it."""
    from qxs_env.rulesets.qxs.invariants import violations
    from qxs_env.rulesets.qxs.obs import SEAT_BASE

    sc = sc5()
    sc.set_hero(0, "hongantong")
    sc.hand(0, ["su_1x2", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "su_1x2")
    sc.target(1)
    eng = sc.eng
    lay = eng.layout
    di = int(lay.maps.dl_index[sc._face("sanshinaoshendan")])
    obs = eng.observe(3)
    seat1 = lay.seat_slice((1 - 3) % 5)
    assert obs[seat1][SEAT_BASE + lay.n_equip + di] == 1.0
    assert violations(eng) == []


def test_invariants_catch_a_stray_jface():
    """E_JFACE: a card outside a judgement area must not count as a delayed card."""
    from qxs_env.rulesets.qxs.invariants import E_JFACE, violations

    sc = sc5()
    c = sc.hand(0, ["su_1x2"])[0]
    sc.state["jface"][c] = sc._face("sanshinaoshendan") + 1
    assert violations(sc.eng)[0].startswith(f"E{E_JFACE}:")
