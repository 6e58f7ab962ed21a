"""Heroes (issue 4), the last base skills: cards made by a skill that the rules then place or
resolve like the printed card (阴阳合和散, 三尸脑神丹, 悲酥清风), 白衣仙女's recolouring and
六合童子's page boys. One scenario per rule; each would fail without the skill's code (the
docstring says what the game would do instead).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine import layout as L
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader (it plays first; turn order 0 -> 1 -> ... -> 4)."""
    return Scenario(players=5, seed=seed, identities=IDS5, **kw)


def hand_card(sc: Scenario, face: str) -> None:
    """Give the hand card a skill asks for (the engine takes it itself when it is the only one
    that fits: auto_forced)."""
    if sc.decision().kind == "hand card":
        sc.hand_card(face)


# ====================================================== 蓝凤凰 阴阳合和散


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
    assert int((sc.state["vcard"][:, L.V_NPHYS] > 0).sum()) == 0


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


# ====================================================== 洪安通 三尸脑神丹, 慕容复 悲酥清风


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
    from qxs_env.engine.obs import SEAT_BASE
    from qxs_env.invariants import violations

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
    from qxs_env.invariants import E_JFACE, violations

    sc = sc5()
    c = sc.hand(0, ["su_1x2"])[0]
    sc.state["jface"][c] = sc._face("sanshinaoshendan") + 1
    assert violations(sc.eng)[0].startswith(f"E{E_JFACE}:")


# ====================================================== 小龙女 白衣仙女


def test_xiaolongnv_baiyi_red_move_counts_white_in_a_clash():
    """小龙女 白衣仙女: her red move counts as white: against a red defending move it counters
    (white → red, R-M4) and wins 2 to 1, dealing white damage (R-M6). Without the skill the two
    red moves tie 1 to 1 and the attack is blocked."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    if sc.decision().kind == "respond":
        sc.respond("li_1x1")
    assert sc.clashes()[-1][2:] == (2, 1)
    dmg = sc.logged(L.EV_DAMAGE)
    assert dmg and dmg[-1][1] == 1 and dmg[-1][3] == 3  # 1 damage to seat 1, white


def test_xiaolongnv_baiyi_her_red_judgement_counts_white():
    """白衣仙女 on judgement (ruling, Sanguosha's 红颜): in her own judgement a red card counts
    as white, so 三尸脑神丹 (safe on white) does not skip her draw phase. Without the skill the
    red judgement would skip it."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv")
    sc.judgement(0, ["sanshinaoshendan"])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_while("cancel")
    assert not any(r[0] == 0 and r[1] == L.PH_DRAW for r in sc.logged(L.EV_PHASE_SKIP))


def test_baiyi_does_not_recolour_other_characters_cards():
    """The same red judgement for a character without the skill skips its draw phase."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv")
    sc.judgement(1, ["sanshinaoshendan"])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(1)
    sc.pass_while("cancel")
    assert any(r[0] == 1 and r[1] == L.PH_DRAW for r in sc.logged(L.EV_PHASE_SKIP))


# ====================================================== 冯锡范 六合童子


def _page_boy_slot(sc: Scenario, seat: int) -> int:
    from qxs_env.content.skills import SKILL_PAGE_BOYS

    return [int(x) for x in sc.state["skills"][seat]].index(SKILL_PAGE_BOYS)


def test_fengxifan_liuhe_setup_takes_eleven_keeps_six():
    """冯锡范 六合童子 at setup: dealt his 5 like everyone, he takes 6 more (11 in all) and sets 6
    of them aside face down, one choice at a time; he keeps 5 in hand. The page-boy count is
    public (his skill slot's tokens); the faces are not. Without the skill he would start with 5
    cards and nothing set aside."""
    from qxs_env.config import GameConfig
    from qxs_env.engine.api import Engine
    from qxs_env.invariants import violations

    ids = ["aobai", "yangguo", "fengxifan", "qiuqianren", "jiumozhi"]
    eng = Engine(GameConfig(players=5, heroes="implemented", hero_assign=ids))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert int(st["actor"]) == 2 and int(st["stk"][st["sp"] - 1, L.FR_OP]) == L.DEC_HAND
    assert int(st["hand_n"][2]) == 11
    for _ in range(6):
        assert int(st["actor"]) == 2
        eng.step([eng.legal_actions(0)[0]])
        assert violations(eng) == []
    stored = [c for c in range(eng.n_cards) if st["zone"][c] == L.Z_STORE]
    assert len(stored) == 6 and all(int(st["owner"][c]) == 2 for c in stored)
    assert int(st["hand_n"][2]) == 5 + (3 if int(st["cur"]) == 2 else 0)
    from qxs_env.content.skills import SKILL_PAGE_BOYS
    from qxs_env.engine.obs import HS_SKILL, HS_SKILL_W

    slot = [int(x) for x in st["skills"][2]].index(SKILL_PAGE_BOYS)
    assert int(st["sk_tok"][2, slot]) == 6
    # the count is public (his skill slot's tokens / 10 in every seat's view of him); his own
    # hand block does not show the page boys
    lay = eng.layout
    for viewer in (0, 2):
        obs = eng.observe(viewer)
        hs = lay.hero_slice((2 - viewer) % 5)
        assert abs(obs[hs][HS_SKILL + slot * HS_SKILL_W + 2] - 0.6) < 1e-6
    assert eng.observe(2)[lay.slices["hand"]].sum() == int(st["hand_n"][2])


def test_fengxifan_liuhe_swap_in_his_turn():
    """In his play phase he swaps a hand card with a page boy of his choice (the page boys stay
    6); the skill is not offered in another character's turn."""
    sc = sc5()
    sc.set_hero(0, "fengxifan")
    sc.stored(0, ["li_2x1", "qi_1x1"])
    sc.hand(0, ["su_1x2", "zhangmenxinwu"])
    sc.play_phase(0)
    slot = _page_boy_slot(sc, 0)
    assert sc.can_hero_skill(slot)
    sc.hero_skill(slot)
    sc.hand_card("su_1x2")
    sc.hand_card("qi_1x1")  # the page boy to take (by card type)
    assert sc.hand_faces(0) == ["qi_1x1", "zhangmenxinwu"]
    assert sc.stored_faces(0) == ["li_2x1", "su_1x2"]
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    sc.set_hero(1, "fengxifan")
    sc.stored(1, ["li_1x1"])
    sc.hand(1, ["ji_1x1"])
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    d = sc.decision()
    assert d.kind == "play" and d.actor == 0


def test_fengxifan_liuhe_page_boy_as_judgement_card():
    """Any judgement may use one of his page boys: 悲酥清风 judged for seat 0 turns over a red
    card; 冯锡范 (seat 1) puts his yellow page boy in its place, so the play phase is not
    skipped; the red card is discarded. Without the skill the red card would skip it."""
    sc = sc5()
    sc.set_hero(1, "fengxifan")
    sc.stored(1, ["qi_1x1", "li_1x1"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_while("cancel")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    sc.hand_card("qi_1x1")
    assert not any(r[0] == 0 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))
    assert sc.stored_faces(1) == ["li_1x1"]
    assert "li_2x1" in sc.discard_faces() and "qi_1x1" in sc.discard_faces()
    assert int(sc.state["sk_tok"][1, _page_boy_slot(sc, 1)]) == 1


def test_fengxifan_liuhe_page_boys_discarded_at_death():
    """His page boys go to the discard pile when he dies (cards are conserved)."""
    from qxs_env.invariants import violations

    sc = sc5()
    sc.set_hero(1, "fengxifan")
    sc.stored(1, ["qi_1x1", "li_1x1"])
    sc.hand(0, ["zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    sc.pass_while("rescue")
    assert not sc.alive(1)
    assert sc.stored_faces(1) == []
    assert "qi_1x1" in sc.discard_faces() and "li_1x1" in sc.discard_faces()
    assert violations(sc.eng) == []


def test_invariants_catch_a_stored_card_of_a_dead_seat():
    from qxs_env.invariants import E_STORE, violations

    sc = sc5()
    sc.stored(3, ["qi_1x1"])
    sc.state["alive"][3] = 0
    assert any(v.startswith(f"E{E_STORE}:") for v in violations(sc.eng))


def test_fengxifan_page_boys_faces_are_hidden():
    """A page boy exchanged with a card of the draw pile changes no other seat's observation
    (only their number is public); his own changes only in its ``stored`` slice (he knows the
    faces of his page boys: he chose them)."""
    from qxs_env.invariants import violations

    sc = sc5()
    sc.set_hero(2, "fengxifan")
    boy = sc.stored(2, ["qi_1x1", "li_1x1"])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    eng = sc.eng
    before = [eng.observe(s).copy() for s in range(5)]
    g = sc.state
    n = int(g["n_draw"])
    j = next(k for k in range(n) if sc.card_name(int(g["draw"][k])) == "su_1x2")
    d = int(g["draw"][j])
    g["draw"][j] = boy
    g["zone"][boy], g["owner"][boy] = L.Z_DRAW, -1
    g["zone"][d], g["owner"][d] = L.Z_STORE, 2
    assert violations(eng) == []
    assert sc.stored_faces(2) == ["li_1x1", "su_1x2"]
    for s in (0, 1, 3, 4):
        assert (eng.observe(s) == before[s]).all()
    changed = np.flatnonzero(eng.observe(2) != before[2])
    sl = eng.layout.slices["stored"]
    assert len(changed) > 0 and all(sl.start <= k < sl.stop for k in changed)
