"""Hero skill ``free_virtual_move`` (李秋水 无相神功): its scenario tests.

无相神功: Once per turn, when you need a move, you may put out a blue move of power 2 and range 2
without a card.

Rules: R-M5.
"""

from __future__ import annotations

from qxs_env.engine import layout as L

from ..helpers import ok, sc5


def test_liqiushui_wuxiang_shengong_move_without_a_card():
    """李秋水 无相神功: once per turn a blue power-2 range-2 move made of no card; with no hand
    card at all she still attacks (without the skill she could not)."""
    sc = sc5(attacks_per_turn=2)
    sc.set_hero(0, "liqiushui")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
    assert not sc.can_hero_skill(0)  # once per turn
    # the card-less move leaves the table with its attack: no virtual-card row stays reserved
    # (they used to pile up until the engine ran out of rows)
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()
    ok(sc)


def test_liqiushui_wuxiang_shengong_defends():
    """无相神功 answers an attack: a blue power-2 move blocks a red power-1 attack... red counters
    blue: 2 against 2 blocks (R-M5)."""
    sc = sc5()
    sc.set_hero(1, "liqiushui")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, [])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    sc.hero_skill(0)
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == hp
