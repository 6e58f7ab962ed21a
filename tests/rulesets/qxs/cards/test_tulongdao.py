"""Card effect ``tulongdao`` (qxs_env/rulesets/qxs/cards/tulongdao.py): 屠龙刀 (``tulongdao``).

Effect: Won by killing the first cult member; discard for an extra turn, `damage` damage of
`damage_colour`, or summoning 玄铁剑.

屠龙刀 (configs/cards.yaml): Goes to whoever kills the first cult member. Discard it in your
play phase for an extra turn, 1 red (力) damage to any character, or to summon the Dark Iron
Sword.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import specials_scenario, zone_name_of


def test_tulongdao_goes_to_the_killer_of_the_first_cult_member() -> None:
    """屠龙刀: killing the first cult member puts it in the killer's hand (with the R-D3 draw)."""
    sc = specials_scenario()
    sc.hp(2, 1)
    sc.hand(0, ["tiezhang", "zhangmenxinwu"])
    sc.equip(0, "jiuyangshengong")  # range 4
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(2)
    sc.pass_while("rescue")
    assert not sc.alive(2)
    assert "tulongdao" in sc.hand_faces(0)
    # the sabre's holder is public: every living observer sees it in seat 0's hand, nowhere else
    from qxs_env.rulesets.qxs.obs import S_TULONG, S_XUANTIE

    for me in (0, 1, 3, 4):
        obs = sc.eng.observe(me)
        held = [obs[sc.eng.layout.seat_slice(r).start + S_TULONG] for r in range(5)]
        assert held == [1.0 if (me + r) % 5 == 0 else 0.0 for r in range(5)]
        assert all(obs[sc.eng.layout.seat_slice(r).start + S_XUANTIE] == 0.0 for r in range(5))


def test_tulongdao_is_lost_when_the_first_cult_member_dies_without_killer() -> None:
    """屠龙刀: the first cult member dying with no killer loses it for the game."""
    sc = specials_scenario()
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hp(2, 1)
    sc.resume()
    sc.inject_damage(2, 1)
    sc.pass_while("rescue")
    assert not sc.alive(2)
    sc.hp(3, 1)
    sc.resume()
    sc.inject_damage(3, 1, source=0)
    sc.pass_while("rescue")
    assert "tulongdao" not in sc.hand_faces(0)
    assert zone_name_of(sc, "tulongdao") == "out"


def test_tulongdao_damage_option() -> None:
    """屠龙刀 option 1: 1 red damage to another character; the card leaves the game."""
    sc = specials_scenario()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    assert sc.decision().kind == "colour"
    sc.name_colour(1)
    sc.target(3)
    assert sc.hp(3) == 3
    assert sc.logged(L.EV_DAMAGE)[-1][3] == 0  # red
    assert zone_name_of(sc, "tulongdao") == "out"


def test_tulongdao_extra_turn_option() -> None:
    """屠龙刀 option 0: the turn ends at once and the same seat takes another turn."""
    sc = specials_scenario()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    sc.name_colour(0)
    turns = [r[0] for r in sc.logged(L.EV_TURN)]
    assert turns[-1] == 0
    assert sc.current() == 0


def test_tulongdao_summons_xuantiejian() -> None:
    """屠龙刀 option 2: 玄铁剑 comes into its user's judgement area."""
    sc = specials_scenario()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    sc.name_colour(2)
    assert sc.judgement_faces(0) == ["xuantiejian"]
