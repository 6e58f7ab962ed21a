"""Hero skill ``page_boys`` (冯锡范 六合童子): its scenario tests.

六合童子: At setup you take 11 cards and keep 6 of them face down as your page boys; in your own
turn you may swap cards between them and your hand, and any judgement may use one of them as its
card.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.content.skills import SKILL_PAGE_BOYS
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import _slot, ok, sc5, sc5_wide


def _page_boy_slot(sc: Scenario, seat: int) -> int:
    from qxs_env.rulesets.qxs.content.skills import SKILL_PAGE_BOYS  # noqa: F811

    return [int(x) for x in sc.state["skills"][seat]].index(SKILL_PAGE_BOYS)


def test_game_start_gives_fengxifan_his_page_boys():
    """冯锡范 pulled into a scenario by ``set_hero`` has no page boys; ``game_start`` runs the
    setup of the start of a game: he takes 6 more cards (11 with his 5) and sets 6 aside one
    at a time, then the leader's first turn begins."""
    sc = sc5_wide()
    sc.set_hero(2, "fengxifan")
    k = _slot(sc, 2, SKILL_PAGE_BOYS)
    sc.hand(2, ["li_1x1", "li_2x1", "ji_1x1", "qi_1x1", "su_1x2"])
    assert sc.stored_faces(2) == [] and int(sc.state["sk_tok"][2, k]) == 0
    sc.game_start(0)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 2
    assert sc.hand_size(2) == 11
    for _ in range(6):
        assert sc.decision().actor == 2
        sc.act(int(sc.legal()[0]))
    assert len(sc.stored_faces(2)) == 6 and sc.hand_size(2) == 5
    assert int(sc.state["sk_tok"][2, k]) == 6
    assert sc.current() == 0 and sc.decision().actor == 0  # the leader's first turn
    assert sc.logged(L.EV_TURN)[-1][0] == 0
    ok(sc)


def test_fengxifan_liuhe_setup_takes_eleven_keeps_six():
    """冯锡范 六合童子 at setup: dealt his 5 like everyone, he takes 6 more (11 in all) and sets 6
    of them aside face down, one choice at a time; he keeps 5 in hand. The page-boy count is
    public (his skill slot's tokens); the faces are not. Without the skill he would start with 5
    cards and nothing set aside."""
    from qxs_env.rulesets.qxs.api import Engine
    from qxs_env.rulesets.qxs.config import GameConfig
    from qxs_env.rulesets.qxs.invariants import violations

    ids = ["aobai", "yangguo", "fengxifan", "qiuqianren", "jiumozhi"]
    eng = Engine(GameConfig(players=5, heroes="implemented", hero_assign=ids))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert int(st["actor"]) == 2 and int(st["stk"][st["sp"] - 1, FL.FR_OP]) == L.DEC_HAND
    assert int(st["hand_n"][2]) == 11
    for _ in range(6):
        assert int(st["actor"]) == 2
        eng.step([eng.legal_actions(0)[0]])
        assert violations(eng) == []
    stored = [c for c in range(eng.n_cards) if st["zone"][c] == FL.Z_STORE]
    assert len(stored) == 6 and all(int(st["owner"][c]) == 2 for c in stored)
    assert int(st["hand_n"][2]) == 5 + (3 if int(st["cur"]) == 2 else 0)
    from qxs_env.rulesets.qxs.content.skills import SKILL_PAGE_BOYS  # noqa: F811
    from qxs_env.rulesets.qxs.obs import HS_SKILL, HS_SKILL_W

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
    assert not any(r[0] == 0 and r[1] == FL.PH_PLAY for r in sc.logged(FL.EV_PHASE_SKIP))
    assert sc.stored_faces(1) == ["li_1x1"]
    assert "li_2x1" in sc.discard_faces() and "qi_1x1" in sc.discard_faces()
    assert int(sc.state["sk_tok"][1, _page_boy_slot(sc, 1)]) == 1


def test_fengxifan_liuhe_page_boys_discarded_at_death():
    """His page boys go to the discard pile when he dies (cards are conserved)."""
    from qxs_env.rulesets.qxs.invariants import violations

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
    from qxs_env.rulesets.qxs.invariants import E_STORE, violations

    sc = sc5()
    sc.stored(3, ["qi_1x1"])
    sc.state["alive"][3] = 0
    assert any(v.startswith(f"E{E_STORE}:") for v in violations(sc.eng))


def test_fengxifan_page_boys_faces_are_hidden():
    """A page boy exchanged with a card of the draw pile changes no other seat's observation
    (only their number is public); his own changes only in its ``stored`` slice (he knows the
    faces of his page boys: he chose them)."""
    from qxs_env.rulesets.qxs.invariants import violations

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
    g["zone"][boy], g["owner"][boy] = FL.Z_DRAW, -1
    g["zone"][d], g["owner"][d] = FL.Z_STORE, 2
    assert violations(eng) == []
    assert sc.stored_faces(2) == ["li_1x1", "su_1x2"]
    for s in (0, 1, 3, 4):
        assert (eng.observe(s) == before[s]).all()
    changed = np.flatnonzero(eng.observe(2) != before[2])
    sl = eng.layout.slices["stored"]
    assert len(changed) > 0 and all(sl.start <= k < sl.stop for k in changed)
