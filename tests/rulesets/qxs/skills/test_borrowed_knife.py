"""Hero skill ``borrowed_knife`` (慕容博萧远山 借刀杀人): its scenario tests.

借刀杀人: Once in your play phase you may take a hand card of any character; if it is a move and you
attack with it at once, its damage counts as that character's.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import damage_rows, ok, sc5


def test_murongbo_jiedao_sharen_borrowed_move_damage_is_the_owners():
    """慕容博萧远山 借刀杀人: he takes seat 1's hand card (a move) and attacks seat 4 with it at
    once: the damage has seat 1 as its source (without the skill he could not take it)."""
    sc = sc5()
    sc.set_hero(0, "murongboxiaoyuanshan")
    sc.hand(0, ["zhangmenxinwu"])
    card = sc.hand(1, ["li_2x1"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.target(4)
    assert sc.clashes() == [(0, 4, 2, 0)]
    assert damage_rows(sc) == [(1, 4, 1)]
    assert sc.zone_of(card)[0] == "discard"
    assert int(sc.state["hist"][1, 4, L.H_DAMAGE]) == 1
    assert not sc.can_hero_skill(0)  # once per turn
    ok(sc)


def test_murongbo_jiedao_sharen_kept_when_not_a_move():
    """借刀杀人: a card that is not a move is simply kept (nothing else is asked)."""
    sc = sc5()
    sc.set_hero(0, "murongboxiaoyuanshan")
    sc.hand(0, ["zhangmenxinwu"])
    card = sc.hand(1, ["xixing"])[0]
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.zone_of(card) == ("hand", 0)
    assert sc.decision().kind == "play"
