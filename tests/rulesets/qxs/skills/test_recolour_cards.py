"""Hero skill ``recolour_cards`` (小龙女 白衣仙女, 李莫愁 赤练仙子): its scenario tests.

白衣仙女

Rules: R-M4, R-M6.
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


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
    assert not any(r[0] == 0 and r[1] == FL.PH_DRAW for r in sc.logged(FL.EV_PHASE_SKIP))


def test_baiyi_does_not_recolour_other_characters_cards():
    """The same red judgement for a character without the skill skips its draw phase."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv")
    sc.judgement(1, ["sanshinaoshendan"])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(1)
    sc.pass_while("cancel")
    assert any(r[0] == 1 and r[1] == FL.PH_DRAW for r in sc.logged(FL.EV_PHASE_SKIP))
