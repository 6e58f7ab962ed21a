"""Scenario tests of the special cards, an optional module (GameConfig.specials=True):
屠龙刀 (to whoever kills the first cult member; an extra turn, 1 red damage or summoning 玄铁剑),
倚天剑 (the leader's allies may play a move for it) and 玄铁剑 (delayed 4 red damage on a red
judgement, otherwise it passes on). Five players; seat 0 is the leader (5 HP), seats 2 and 3 the
cult members.
"""

from __future__ import annotations

import numpy as np

from qxs_env.config import GameConfig
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine
from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]


def _sc(**kw) -> Scenario:
    return Scenario(5, deck="wide", identities=FIVE, specials=True, **kw)


def _zone(sc: Scenario, face: str) -> str:
    (c,) = sc.cards_of(face)
    return sc.zone_of(c)[0]


def test_specials_are_set_aside_at_the_start() -> None:
    """With specials the 3 cards are in the game but out of the draw pile; without, absent.
    Heroes off: the deal (and the setting aside) happens at the reset, not after a draft."""
    eng = Engine(GameConfig(players=5, deck="standard", heroes="off", specials=True))
    eng.reset_one(0, 3)
    assert eng.n_cards == 203
    zone = eng.state.zone[0]
    assert all(zone[c] == L.Z_OUT for c in range(200, 203))
    assert Engine(GameConfig(players=5, deck="standard")).n_cards == 200


def test_specials_are_set_aside_after_the_draft() -> None:
    """With heroes drafted (the default game) the deal waits for the draft; by the first turn
    the 3 special cards are out of the draw pile all the same."""
    eng = Engine(GameConfig(players=5, deck="standard", specials=True))
    eng.reset_one(0, 3)
    rng = np.random.default_rng(0)
    while int(eng.state["turn"][0]) < 1:
        eng.step([int(rng.choice(eng.legal_actions(0)))])
    zone = eng.state.zone[0]
    assert all(zone[c] == L.Z_OUT for c in range(200, 203))


def test_tulongdao_goes_to_the_killer_of_the_first_cult_member() -> None:
    """屠龙刀: killing the first cult member puts it in the killer's hand (with the R-D3 draw)."""
    sc = _sc()
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
    from qxs_env.engine.obs import S_TULONG, S_XUANTIE

    for me in (0, 1, 3, 4):
        obs = sc.eng.observe(me)
        held = [obs[sc.eng.layout.seat_slice(r).start + S_TULONG] for r in range(5)]
        assert held == [1.0 if (me + r) % 5 == 0 else 0.0 for r in range(5)]
        assert all(obs[sc.eng.layout.seat_slice(r).start + S_XUANTIE] == 0.0 for r in range(5))


def test_tulongdao_is_lost_when_the_first_cult_member_dies_without_killer() -> None:
    """屠龙刀: the first cult member dying with no killer loses it for the game."""
    sc = _sc()
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
    assert _zone(sc, "tulongdao") == "out"


def test_tulongdao_damage_option() -> None:
    """屠龙刀 option 1: 1 red damage to another character; the card leaves the game."""
    sc = _sc()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    assert sc.decision().kind == "colour"
    sc.name_colour(1)
    sc.target(3)
    assert sc.hp(3) == 3
    assert sc.logged(L.EV_DAMAGE)[-1][3] == 0  # red
    assert _zone(sc, "tulongdao") == "out"


def test_tulongdao_extra_turn_option() -> None:
    """屠龙刀 option 0: the turn ends at once and the same seat takes another turn."""
    sc = _sc()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    sc.name_colour(0)
    turns = [r[0] for r in sc.logged(L.EV_TURN)]
    assert turns[-1] == 0
    assert sc.current() == 0


def test_tulongdao_summons_xuantiejian() -> None:
    """屠龙刀 option 2: 玄铁剑 comes into its user's judgement area."""
    sc = _sc()
    sc.hand(0, ["tulongdao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("tulongdao")
    sc.name_colour(2)
    assert sc.judgement_faces(0) == ["xuantiejian"]


def test_xuantiejian_red_deals_four_else_passes_on() -> None:
    """玄铁剑 judged red: 4 red damage to its holder (no source) and it leaves the game; any other
    colour: it moves to the next player's judgement area."""
    hit = _sc()
    hit.judgement(1, ["xuantiejian"])
    hit.hp(1, 4)
    hit.hand(1, ["zhangmenxinwu"])
    hit.draw_pile_top([("li_1x1", "red")])
    hit.start_turn(1)
    hit.pass_while("rescue")
    assert not hit.alive(1)
    assert _zone(hit, "xuantiejian") == "out"
    miss = _sc()
    miss.judgement(1, ["xuantiejian"])
    miss.hand(1, ["zhangmenxinwu"])
    miss.draw_pile_top([("ji_1x1", "blue")])
    miss.start_turn(1)
    assert miss.hp(1) == 4
    assert miss.judgement_faces(2) == ["xuantiejian"]


def test_yitianjian_an_ally_plays_a_move_for_the_leader() -> None:
    """倚天剑: attacked, the leader may ask its allies (same alignment; the attacker is not asked):
    seat 2 plays a 2-power move for it, which blocks a 1-power attack."""
    sc = _sc()
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.hand(2, ["li_2x1"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    sc.ask_allies()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.respond("li_2x1")
    assert sc.clashes() == [(1, 0, 1, 2)]
    assert sc.hp(0) == 5


def test_yitianjian_nobody_helps_then_the_leader_answers() -> None:
    """倚天剑: if no ally plays, the leader is asked again (without the option) and may pass."""
    sc = _sc(auto_forced=False)
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    sc.ask_allies()
    for _ in range(3):  # seats 2, 3, 4 (auto_forced off: every ally is asked)
        assert sc.decision().kind == "respond" and sc.decision().actor != 0
        sc.pass_()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    assert sc.eng.offsets["yes"] not in sc.legal()
    sc.pass_()
    assert sc.hp(0) == 4


def test_yitianjian_needs_the_specials_module() -> None:
    """Without specials the leader has no such option."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.hand(0, ["su_1x2"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    assert sc.eng.offsets["yes"] not in sc.legal()
