"""Hero skill ``give_phase`` (黛绮丝 紫衫龙王): its scenario tests.

紫衫龙王: Just before your draw, play or discard phase you may throw away a red hand card: you skip
that phase and another character you name carries it out instead (draws the cards your draw phase
would give, takes a play phase of its own inside your turn, or discards down to its own hand limit).

Rules: R-T3, R-T4, R-T4a, R-T5.
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.invariants import violations
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import HER, sc5_daiqisi


def _give_phase(sc: Scenario, to: int) -> None:
    """Accept 紫衫龙王 at the pending phase start, pay the red card, name ``to``."""
    d = sc.decision()
    assert (d.kind, d.actor) == ("confirm", HER)
    sc.yes()
    if sc.decision().kind == "hand card":
        sc.act(sc.legal()[0])
    d = sc.decision()
    assert (d.kind, d.actor) == ("target", HER)
    assert sc.targets() == [0, 2, 3, 4]  # any other living character, at any distance
    sc.target(to)


def test_daiqisi_zishanlongwang_draw_phase_carried_out_by_another():
    """紫衫龙王 before her draw phase: a red hand card thrown away, she draws nothing and seat 3
    draws the 3 cards her draw phase would give (R-T3). Without the skill she would draw 3."""
    sc = sc5_daiqisi()
    sc.hand(HER, ["li_1x1", "ji_1x1"])
    sc.hand(3, [])
    sc.start_turn(HER)
    _give_phase(sc, 3)
    assert sc.hand_size(3) == 3
    assert sc.hand_faces(HER) == ["ji_1x1"] and "li_1x1" in sc.discard_faces()
    assert (HER, FL.PH_DRAW) in [r[:2] for r in sc.logged(FL.EV_PHASE_SKIP)]
    # no red card left: not offered again; her own play phase follows
    assert sc.decision().kind == "play" and sc.decision().actor == HER


def test_daiqisi_zishanlongwang_play_phase_is_the_others_own_with_fresh_counters():
    """Before her play phase she hands it to seat 2: seat 2 takes a play phase of its own inside
    her turn (it is the current player; its attack opportunity this turn was used, but the
    borrowed phase starts with fresh per-turn counters), attacks once, and when it ends the
    counters it had are put back and her turn goes on (discard phase, next seat). Without the
    skill she would play her own play phase."""
    sc = sc5_daiqisi(auto_forced=False)
    sc.hand(HER, ["li_2x1"])
    sc.hand(2, ["li_1x1", "li_2x1"])
    sc.start_turn(HER)
    sc.pass_()  # not before the draw phase
    sc.state["pt"][2, L.PT_ATTACKS] = 1  # (as if seat 2 had already attacked this turn)
    sc.state["sk_used"][2, 0] = 1
    _give_phase(sc, 2)
    d = sc.decision()
    assert (d.kind, d.actor) == ("play", 2) and sc.current() == 2
    assert sc.state["pt"][2, L.PT_ATTACKS] == 0 and sc.state["sk_used"][2, 0] == 0
    sc.use("li_1x1").target(3)
    sc.pass_()  # seat 3 does not defend
    assert sc.hp(3) == 3  # (undefended: 1 damage)
    assert sc.state["pt"][2, L.PT_ATTACKS] == 1  # one attack per play phase (R-T4a)
    assert not sc.can_use("li_2x1")
    sc.end_phase()
    # her turn ends (no red card: no discard phase offer); the next seat is seat 2 (real turn)
    assert sc.current() == 2 and [r for r in sc.logged(L.EV_TURN)][-1][0] == 2
    assert (HER, FL.PH_PLAY) in [r[:2] for r in sc.logged(FL.EV_PHASE_SKIP)]


def test_daiqisi_zishanlongwang_counters_restored_after_borrowed_play_phase():
    """The carrier's own counters of this turn come back when the borrowed phase ends."""
    sc = sc5_daiqisi(auto_forced=False)
    sc.hand(HER, ["li_2x1", "li_1x1"])
    sc.hand(2, ["ji_1x1"])
    sc.start_turn(HER)
    sc.pass_()
    sc.state["pt"][2, L.PT_ATTACKS] = 1
    sc.state["pt"][2, L.PT_DAMAGED] = 2
    _give_phase(sc, 2)
    sc.end_phase()  # (seat 2's play phase: nothing done)
    d = sc.decision()  # her discard phase is next: 紫衫龙王 offered again (a red card left)
    assert (d.kind, d.actor) == ("confirm", HER) and sc.current() == HER
    assert sc.state["pt"][2, L.PT_ATTACKS] == 1 and sc.state["pt"][2, L.PT_DAMAGED] == 2


def test_daiqisi_zishanlongwang_discard_phase_to_the_others_hand_limit():
    """Before her discard phase she hands it on: seat 2 (6 cards, 4 HP) discards down to its
    own hand limit (R-T5) while she keeps her hand over hers. Without the skill she would
    discard and seat 2 would keep 6."""
    sc = sc5_daiqisi()
    sc.hand(HER, ["li_2x1", "ji_1x1", "ji_2x2", "su_1x2", "shuishangpiao", "zhangmenxinwu"])
    sc.hand(2, ["ji_1x1", "ji_2x2", "su_1x2", "shuishangpiao", "zhangmenxinwu", "li_1x1"])
    sc.hp(HER, 2)
    sc.discard_phase(HER)
    _give_phase(sc, 2)
    for _ in range(2):
        d = sc.decision()
        assert (d.kind, d.actor) == ("discard", 2)
        sc.act(sc.legal()[0])
    assert len([r for r in sc.logged(L.EV_DISCARD) if r[0] == 2]) == 2
    assert sc.hand_size(HER) == 5  # (then her turn ends: seat 2's own turn draws 3)
    assert [r for r in sc.logged(L.EV_TURN)][-1][0] == 2 and sc.hand_size(2) == 4 + 3


def test_daiqisi_zishanlongwang_carrier_death_cuts_only_the_borrowed_phase():
    """The carrier dies during the borrowed play phase (he is the current player): only that
    phase is cut short (unwind_turn stops at the OP_LENT_PHASE frame), the current player is
    her again and her turn goes on to its end."""
    sc = sc5_daiqisi()
    sc.hand(HER, ["li_2x1"])
    sc.hand(2, ["li_1x1"])
    sc.start_turn(HER)
    sc.pass_()
    _give_phase(sc, 2)
    assert sc.current() == 2
    sc.state["hp"][2] = 1
    sc.inject_damage(2, 1, source=0)
    sc.pass_while("rescue")
    assert not sc.alive(2)
    assert sc.decision().actor != 2 and violations(sc.eng) == []
    assert sc.current() != 2
    assert [r for r in sc.logged(L.EV_TURN)][-1][0] == 3  # her turn ended, seat 3 plays
