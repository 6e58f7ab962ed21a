"""Heroes (issue 4, item 5): the last expansion hero, 黛绮丝 (daiqisi): 绝色倾城, 紫衫龙王 and
金花婆婆, and ``heroes="all"``. One scenario per rule; each would fail without the skill's code
(the docstring says what the game would do instead). Rulings: docs/rulings.md "Expansion
heroes, 黛绮丝".
"""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.config import GameConfig
from qxs_env.engine import core
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine, hero_tables_for
from qxs_env.invariants import violations
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]
HER = 1  # 黛绮丝's seat in these scenarios (a cult member)


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader; 黛绮丝 at seat 1."""
    sc = Scenario(players=5, seed=seed, identities=IDS5, **kw)
    sc.set_hero(HER, "daiqisi")
    return sc


def skill_events(sc: Scenario, seat: int, code: int) -> list[tuple[int, ...]]:
    return [r for r in sc.logged(L.EV_SKILL) if r[0] == seat and r[1] == code]


# ====================================================== 绝色倾城 (R-M1: the attack)


def test_daiqisi_jueseqingcheng_male_attacker_who_does_not_pay_has_no_effect():
    """绝色倾城: a male attacker is asked for one more hand card (a "pay" hand-card decision);
    passing, his attack does nothing to her (no defence asked, no clash, no damage) and his
    move is spent. Without the skill the undefended attack would hurt her."""
    sc = sc5()
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
    assert len(skill_events(sc, HER, core.SKILL_MALE_ATTACKER_PAYS)) == 1


def test_daiqisi_jueseqingcheng_paid_attack_goes_on():
    """Paying the extra hand card (any card), the attack proceeds as usual: she is asked to
    defend, the clash and damage follow."""
    sc = sc5(auto_forced=False)
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
    sc = sc5(auto_forced=False)
    sc.set_gender(0, "male")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    assert sc.decision().kind == "play" and sc.hp(HER) == 4 and sc.clashes() == []


@pytest.mark.parametrize("gender", ["female", None])
def test_daiqisi_jueseqingcheng_only_male_attackers_pay(gender):
    """A female or skill-less (no gender) attacker pays nothing: she is asked to defend at
    once."""
    sc = sc5(auto_forced=False)
    sc.set_gender(0, gender)
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(HER)
    d = sc.decision()
    assert (d.kind, d.actor) == ("respond", HER)


# ====================================================== 紫衫龙王 (R-T3, R-T4, R-T5)


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
    sc = sc5()
    sc.hand(HER, ["li_1x1", "ji_1x1"])
    sc.hand(3, [])
    sc.start_turn(HER)
    _give_phase(sc, 3)
    assert sc.hand_size(3) == 3
    assert sc.hand_faces(HER) == ["ji_1x1"] and "li_1x1" in sc.discard_faces()
    assert (HER, L.PH_DRAW) in [r[:2] for r in sc.logged(L.EV_PHASE_SKIP)]
    # no red card left: not offered again; her own play phase follows
    assert sc.decision().kind == "play" and sc.decision().actor == HER


def test_daiqisi_zishanlongwang_play_phase_is_the_others_own_with_fresh_counters():
    """Before her play phase she hands it to seat 2: seat 2 takes a play phase of its own inside
    her turn (it is the current player; its attack opportunity this turn was used, but the
    borrowed phase starts with fresh per-turn counters), attacks once, and when it ends the
    counters it had are put back and her turn goes on (discard phase, next seat). Without the
    skill she would play her own play phase."""
    sc = sc5(auto_forced=False)
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
    assert (HER, L.PH_PLAY) in [r[:2] for r in sc.logged(L.EV_PHASE_SKIP)]


def test_daiqisi_zishanlongwang_counters_restored_after_borrowed_play_phase():
    """The carrier's own counters of this turn come back when the borrowed phase ends."""
    sc = sc5(auto_forced=False)
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
    sc = sc5()
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
    sc = sc5()
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


# ====================================================== 金花婆婆 (R-D2, R-D3)


def test_daiqisi_jinhuapopo_identity_hidden_at_death_and_no_reward():
    """金花婆婆: killed while no other blue (cult) identity is revealed, her identity stays
    hidden (not revealed, the death event shows none) and the killer of this cult member draws
    no reward (R-D3). Without the skill: revealed, and 3 cards drawn."""
    sc = sc5()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    assert not sc.alive(HER)
    assert sc.state["revealed"][HER] == 0 and sc.state["concealed"][HER] == 1
    assert [r for r in sc.logged(L.EV_DEATH) if r[0] == HER][0][2] == -1
    assert sc.hand_size(2) == 1 and sc.logged(L.EV_REWARD) == []
    assert violations(sc.eng) == []
    for s in (0, 2, 3, 4):  # nobody's observation shows it
        o = sc.eng.observe(s)
        assert not _identity_known(sc.eng, o, s, HER)
    assert "it was cult" not in " ".join(sc.events())
    assert "seat 1 ?" in sc.table(viewer=0)


def test_daiqisi_jinhuapopo_revealed_when_another_blue_identity_is():
    """Once another cult member dies (its identity revealed), hers is revealed too (EV_REVEAL),
    with no reward settled for her afterwards; the second killer's reward is his own."""
    sc = sc5()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    sc.inject_damage(3, 4, source=2)
    sc.pass_while("rescue")
    assert sc.state["revealed"][HER] == 1 and sc.state["concealed"][HER] == 0
    assert (HER, 2) in [r[:2] for r in sc.logged(L.EV_REVEAL)]
    assert len(sc.logged(L.EV_REWARD)) == 1 and sc.hand_size(2) == 4
    assert _identity_known(sc.eng, sc.eng.observe(0), 0, HER)
    assert violations(sc.eng) == []


def test_daiqisi_jinhuapopo_no_effect_once_a_blue_identity_is_public():
    """A cult member already revealed: her death reveals her and pays the reward as usual."""
    sc = sc5()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(3, 4, source=2)
    sc.inject_damage(HER, 4, source=2)
    sc.pass_while("rescue")  # (seat 2's reward may hold a rescue card)
    assert sc.state["revealed"][HER] == 1 and len(sc.logged(L.EV_REWARD)) == 2


def test_daiqisi_jinhuapopo_blue_identities_switch():
    """The blue identities are a config switch (GameConfig.blue_identities, validated): with
    the righteous blue, a cult member's death no longer lifts her concealment, a righteous
    one's does."""
    with pytest.raises(ValueError, match="blue_identities"):
        GameConfig(blue_identities=("purple",))
    sc = sc5(blue_identities=("righteous",))
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    sc.inject_damage(3, 4, source=2)  # a cult member: not blue here
    assert sc.state["revealed"][HER] == 0
    sc.pass_while("play")
    sc.pass_while("rescue")
    sc.state["hp"][2] = 1
    sc.inject_damage(2, 1, source=0)  # the righteous seat 2
    sc.pass_while("rescue")
    assert sc.state["revealed"][HER] == 1


def _identity_known(eng: Engine, obs: np.ndarray, s: int, p: int) -> bool:
    """The observation's "identity known" flag of seat p for observer s."""
    lay = eng.layout
    r = (p - s) % eng.players
    return bool(obs[lay.slices["seats"].start + r * lay.seat_size + 11] != 0)


# ====================================================== heroes="all"


def test_heroes_all_is_accepted_and_deals_all_80():
    """With 黛绮丝 complete every hero is implemented: heroes="all" is accepted (it was refused
    naming her skills) and its pool is the 80 heroes."""
    config = GameConfig(players=8, heroes="all", hero_assign="random")
    tables = hero_tables_for(config)
    assert tables is not None and tables.pool.shape[0] == 80
    eng = Engine(config, batch=1)
    eng.reset_one(0, 3)
    seen = set()
    for seed in range(40):
        eng.reset_one(0, seed)
        seen.update(int(h) for h in eng.state["hero"][0, :8])
    assert max(seen) >= 40  # expansion heroes are dealt
    from qxs_env.engine.api import hero_catalogue, implemented_heroes

    assert len(hero_catalogue().ids("all")) == 80 == len(implemented_heroes())
