"""Small fixes of issues 4/5 (helper "fix4"), one scenario each.

- 碧海潮生曲's forced attack and 亢龙有悔's card-less attacks are *uses* of their move
  (trigger point TP_CARD_USED, docs/rulings.md "Follow-up attacks are uses"), so 借力 and
  少林方丈 hear them;
- ``Scenario.game_start`` gives a hero pulled into a scenario its setup at the start of the game
  (六合童子's page boys).

Five players, seat 0 the leader (5 HP), the others 4 HP; turn order 0 -> 1 -> ... -> 4; seat 1
is at distance 1 from seats 0 and 2.
"""

from __future__ import annotations

from qxs_env.constants import COLOUR_NAMES
from qxs_env.content.skills import SKILL_DEATH_ATTACKS, SKILL_PAGE_BOYS
from qxs_env.engine import layout as L
from qxs_env.invariants import violations
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(**kw) -> Scenario:
    return Scenario(players=5, seed=0, identities=IDS5, deck="wide", **kw)


def ok(sc: Scenario) -> None:
    assert violations(sc.eng, 0) == []


def _slot(sc: Scenario, seat: int, code: int) -> int:
    return [int(x) for x in sc.state["skills"][seat]].index(code)


def _bihai(sc: Scenario, a: int, b: int, move: str) -> None:
    """黄药师 (seat 0) uses 碧海潮生曲 on A = ``a``; A names B = ``b`` and attacks with ``move``
    (no other decision comes between)."""
    sc.play_phase(0)
    sc.hero_skill(0)
    sc.target(a)
    assert sc.decision().kind == "target" and sc.decision().actor == a
    sc.target(b)
    assert sc.decision().kind == "respond" and sc.decision().actor == a
    sc.respond(move)


# ====================================================== 碧海潮生曲: the forced attack is a use


def test_bihai_forced_attack_is_a_use_for_jieli():
    """A (seat 1) attacks 张三丰 (seat 2, nearest to A) with a red move under 碧海潮生曲: his 借力
    draws, as for any red card aimed at him (without TP_CARD_USED his hand would stay empty)."""
    sc = sc5()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(2, "zhangsanfeng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["li_2x1"])
    sc.hand(2, [])
    sc.draw_pile_top(["liaoshang", "liaoshang"])
    _bihai(sc, 1, 2, "li_2x1")
    if not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == 2:
        sc.pass_()
    assert sc.hp(2) == 3  # the attack hit (power 2 undefended: 1 damage)
    assert sc.hand_faces(2) == ["liaoshang"]  # 借力's card
    ok(sc)


def test_bihai_forced_attack_white_move_draws_nothing_for_jieli():
    """The same with a white move: 借力 reacts to red cards only, so nothing is drawn (the
    forced attack is heard, and the colour decides)."""
    sc = sc5()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(2, "zhangsanfeng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.hand(2, [])
    sc.draw_pile_top(["liaoshang", "liaoshang"])
    _bihai(sc, 1, 2, "su_1x2")
    assert sc.hp(2) == 3 and sc.hand_size(2) == 0
    ok(sc)


def test_bihai_forced_attack_with_a_shaolin_move_lets_fangzheng_heal():
    """A = 方证大师 (seat 1, wounded) is made to attack seat 2 and uses 少林罗汉拳: his 少林方丈
    offers the heal (without TP_CARD_USED for the forced attack nothing would be asked)."""
    sc = sc5()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(1, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["luohanquan"])
    sc.hand(2, [])
    _bihai(sc, 1, 2, "luohanquan")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()  # (the only wounded character within his reach is himself: taken at once)
    assert sc.hp(1) == 3
    assert sc.hp(2) == 3  # the attack went on and hit
    ok(sc)


# ====================================================== 亢龙有悔: the card-less moves are uses


def _qiaofeng_names(colour: str) -> Scenario:
    """乔峰 (seat 1, 1 HP, no cards) is killed by seat 0 and names 张三丰 (seat 2) for 亢龙有悔,
    whose move has ``colour`` (the printed yellow, or a designer's variant of the parameter)."""
    sc = sc5()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.set_hero(2, "zhangsanfeng")
    k = _slot(sc, 1, SKILL_DEATH_ATTACKS)
    sc.state["sk_param"][1, k, 1] = COLOUR_NAMES.index(colour)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.draw_pile_top(["kanpo", "kanpo", "kanpo", "liaoshang"])  # seat 0's reward, then 借力's
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 1
    sc.target(2)
    sc.pass_()
    return sc


def test_qiaofeng_kanglongyouhui_red_variant_is_a_use_for_jieli():
    """With the move's colour set to red, 借力 draws when the card-less 亢龙有悔 move is aimed at
    张三丰: the move is used (without TP_CARD_USED his hand would stay empty)."""
    sc = _qiaofeng_names("red")
    assert not sc.alive(1)
    assert sc.hp(2) == 3  # hit by the power-2 move (his card is no move: no defence)
    assert sc.hand_faces(2) == ["liaoshang"]
    ok(sc)


def test_qiaofeng_kanglongyouhui_printed_yellow_draws_nothing_for_jieli():
    """The printed move is yellow: 借力 (red cards) draws nothing."""
    sc = _qiaofeng_names("yellow")
    assert not sc.alive(1) and sc.hp(2) == 3 and sc.hand_size(2) == 0
    ok(sc)


# ====================================================== Scenario.game_start: 六合童子


def test_game_start_gives_fengxifan_his_page_boys():
    """冯锡范 pulled into a scenario by ``set_hero`` has no page boys; ``game_start`` runs the
    setup of the start of a game: he takes 6 more cards (11 with his 5) and sets 6 aside one
    at a time, then the leader's first turn begins."""
    sc = sc5()
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


def test_game_start_without_setup_skills_starts_the_leaders_turn():
    """With no hero holding a game-start skill, ``game_start`` just begins the leader's turn."""
    sc = sc5()
    sc.hand(0, [])
    sc.draw_pile_top(["li_1x1", "li_2x1", "ji_1x1"])
    sc.game_start(0)
    assert sc.current() == 0 and sc.decision().actor == 0
    assert sorted(sc.hand_faces(0)) == ["ji_1x1", "li_1x1", "li_2x1"]  # its draw phase
    ok(sc)


# ====================================================== 藏经阁 after the current player's death


def test_cangjingge_waits_until_the_dead_current_players_turn_is_over():
    """The leader 方证大师 (seat 0) kills the current player (seat 2, righteous) in a duel seat 2
    started: R-D4 makes him throw away his equipment, and 藏经阁 offers its draw only once the
    dead player's turn has been skipped (the next seat is current). Before the fix the offer
    came while the dead seat 2 was still the current player (invariant E34; found by the fuzz:
    9 players seed 3350, 8 melee seed 1521, heroes standard)."""
    sc = sc5()
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["li_1x1"])
    sc.hand(2, ["dantiao"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.use("dantiao").target(0)
    sc.pass_while("cancel")
    if sc.decision().kind == "respond" and sc.decision().actor == 0:
        sc.respond("li_1x1")
    sc.pass_while("rescue")
    assert not sc.alive(2)
    assert sc.equipment(0) == {}  # R-D4: the leader killed a righteous
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # 藏经阁, for the thrown-away 混元气
    assert sc.current() == 3  # seat 2's turn is over
    ok(sc)
    sc.yes()
    assert sc.hand_size(0) == 1
    ok(sc)


# ------------------------------------------- card-less virtual cards leave the table (audit)


def test_cardless_xixing_on_murongfu_takes_nothing_and_frees_its_row():
    """任我行's card-less 吸星 (吸星大法) aimed at 慕容复: 复国大任 has no card to take, so he
    gets nothing, and the virtual card's row is freed when it leaves the table (``in_proc`` counts
    a card-less virtual card as on the table; ``proc_has_cards`` says it has no cards)."""
    sc = Scenario(players=5, seed=0, identities=IDS5, deck="wide", auto_forced=False)
    sc.set_hero(0, "renwoxing")
    sc.set_hero(1, "murongfu")
    sc.hand(0, ["qi_1x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)  # 吸星大法: 吸星 without a card
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_hand()
    assert "ji_1x1" in sc.hand_faces(0)
    assert sc.hand_faces(1) == []  # 复国大任: no card to take
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()
    assert sc.decision().kind == "play"
    assert violations(sc.eng, 0) == []
