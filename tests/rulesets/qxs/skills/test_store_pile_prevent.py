"""Hero skill ``store_pile_prevent`` (空见神僧 金刚不坏体): its scenario tests.

金刚不坏体: When about to take damage you may set up to that many top cards of the draw pile beside
you to prevent as many points; with 7 or more set aside you die.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_kongjian_jingang_buhuai_sets_cards_aside_to_prevent():
    """空见神僧 金刚不坏体: about to take 2 damage he sets the top card aside (1 prevented), then
    one more (yes): no damage, 2 cards beside him (his slot's tokens)."""
    sc = sc5()
    sc.set_hero(1, "kongjianshenseng")
    hp = sc.hp(1)
    top = sc.draw_pile_top(["li_1x1", "ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # one more point?
    sc.yes()
    assert sc.hp(1) == hp
    assert all(sc.zone_of(c) == ("stored", 1) for c in top)
    assert int(sc.state["sk_tok"][1, 0]) == 2
    ok(sc)


def test_kongjian_jingang_buhuai_stops_and_dies_at_seven():
    """金刚不坏体: he may stop after one card (the rest of the damage is taken); with 7 cards
    beside him he dies at once."""
    sc = sc5()
    sc.set_hero(1, "kongjianshenseng")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    sc.yes()
    sc.pass_()
    assert sc.hp(1) == hp - 1
    dead = sc5()
    dead.set_hero(1, "kongjianshenseng")
    dead.stored(1, ["li_1x1"] * 3 + ["ji_1x1"] * 3)
    dead.hand(0, ["li_1x1", "zhangmenxinwu"])
    dead.play_phase(0)
    dead.inject_damage(1, 1, source=0)
    dead.yes()
    assert not dead.alive(1)
    ok(dead)
