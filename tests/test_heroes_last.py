"""Heroes (issue 4): the last base skills of 方证大师, 乔峰, 陈近南 and 田伯光, one scenario each.

Each test names the hero and the skill and would fail without the skill's code (the docstring
or an assertion says what the game would do without it). Stacked decks (``draw_pile_top``) and
scripted replies make every outcome certain.
"""

from __future__ import annotations

import numpy as np

from qxs_env.config import GameConfig
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine
from qxs_env.invariants import violations
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader (it plays first; turn order 0 -> 1 -> ... -> 4)."""
    return Scenario(players=5, seed=seed, identities=IDS5, **kw)


def ok(sc: Scenario) -> None:
    """The engine's invariants hold (card conservation included)."""
    assert violations(sc.eng, 0) == []


# ====================================================== 方证大师 藏经阁


def test_fangzheng_cangjingge_draws_when_equipment_is_thrown_away():
    """方证大师 藏经阁: 十香软筋散 throws away his equipped 混元气; he may draw a card for it
    (without the skill nothing is offered and his hand stays empty)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.equip(1, "hunyuanqi")
    sc.hand(1, [])
    sc.hand(0, ["shixiangruanjinsan", "li_1x1"])
    sc.draw_pile_top(["qi_2x2"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")  # (its only target, card and answers are taken at once)
    assert sc.equipment(1) == {}
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hand_faces(1) == ["qi_2x2"]
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    ok(sc)


def test_fangzheng_cangjingge_replaced_equipment_and_declining():
    """方证大师 藏经阁: equipping a second mental art throws the first away (it leaves him): he is
    asked; passing draws nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["shaolinyijinjing", "li_1x1"])
    sc.draw_pile_top(["qi_2x2"])
    sc.play_phase(0)
    sc.use("shaolinyijinjing")
    if sc.decision().kind == "confirm" and sc.decision().face is not None:
        sc.pass_()  # (少林方丈 for the Shaolin card: not this test)
    assert sc.equipment(0) == {"mental": "shaolinyijinjing"}
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    assert sc.describe().endswith("藏经阁?")
    sc.pass_()
    assert sc.hand_faces(0) == ["li_1x1"]
    assert sc.decision().kind == "play"
    ok(sc)


# ====================================================== 方证大师 少林方丈


def test_fangzheng_shaolinfangzhang_heals_on_using_a_shaolin_move():
    """方证大师 少林方丈: attacking with 少林罗汉拳 (a Shaolin card) he lets himself recover 1 HP
    (without the skill his HP stays at 2)."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["luohanquan", "li_1x1"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("luohanquan").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()  # the only wounded character is himself (taken at once): seat 1 is at full HP
    assert sc.hp(0) == 3 and sc.hp(1) == 3  # (the attack went on and hit)
    ok(sc)


def test_fangzheng_shaolinfangzhang_heals_another_when_playing_in_defence():
    """方证大师 少林方丈: defending with 少林般若掌 (played, not used) he may heal a wounded
    character in his attack range: the attacker next to him (he is at full HP himself)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(0, 3)
    sc.hand(0, ["li_1x1", "li_1x1"])
    sc.hand(1, ["shaolinbanruozhang", "su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("shaolinbanruozhang")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()  # (seat 0 is the only choice: taken at once)
    assert sc.hp(0) == 4
    ok(sc)


def test_fangzheng_shaolinfangzhang_not_for_other_cards():
    """方证大师 少林方丈: a plain move played in defence asks nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(0, 3)
    sc.hp(1, 3)
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("su_1x2")
    assert sc.hp(0) == 3
    assert not any(r[1] == 1 for r in sc.logged(L.EV_SKILL))


def test_shaolin_flag_comes_from_the_card_name():
    """The Shaolin school flag (少林方丈) is derived from 少林 in a face's name."""
    eng = Engine(GameConfig(players=5, deck="wide"))
    faces = eng.catalogue.faces
    flagged = {faces[k].id for k in np.flatnonzero(eng.tables.face_shaolin[: len(faces)])}
    assert flagged == {
        "luohanquan", "shaolinbanruozhang", "shaolinlongzhuashou", "shaolinxisuijing",
        "shaolinyijinjing", "shaolinyanxingjin",
    }


# ====================================================== 乔峰 亢龙有悔


def _qiaofeng_dies(names: list[int]) -> Scenario:
    """Seat 1 (乔峰, 1 HP, no cards) is killed by seat 0's attack; nobody can rescue him; he names
    ``names`` (then passes if fewer than three)."""
    sc = sc5()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    for x in names:
        d = sc.decision()
        assert d.kind == "target" and d.actor == 1
        sc.target(x)
    if len(names) < 3:
        sc.pass_()
    return sc


def test_qiaofeng_kanglongyouhui_attacks_three_when_he_dies():
    """乔峰 亢龙有悔: his rescue failed, he names three characters; once he is dead each is
    attacked by a yellow power-2 move (no defence here: each takes damage). Without the skill
    nobody but him is hurt."""
    sc = _qiaofeng_dies([2, 3, 4])
    assert not sc.alive(1)
    assert [sc.hp(p) for p in (2, 3, 4)] == [3, 3, 3]
    uses = [r for r in sc.logged(L.EV_USE) if r[0] == 1]
    assert [r[2] for r in uses] == [2, 3, 4]  # in turn order from him
    assert [c[2] for c in sc.clashes()[1:]] == [2, 2, 2]  # power 2
    ok(sc)


def test_qiaofeng_kanglongyouhui_names_fewer_and_the_move_can_be_defended():
    """乔峰 亢龙有悔: he may stop naming (pass); the named character defends as against any
    yellow power-2 move (a power-2 red move does not counter it, power decides: a tie blocks)."""
    sc = sc5()
    sc.set_hero(1, "qiaofeng", partial=True)
    sc.hp(1, 1)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.hand(3, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert 1 not in sc.targets() and 0 in sc.targets()
    sc.target(3)
    assert 3 not in sc.targets()  # each character once
    sc.pass_()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 3
    sc.pass_()
    assert sc.hp(3) == 3 and [sc.hp(p) for p in (0, 2, 4)] == [5, 4, 4]
    ok(sc)


def test_qiaofeng_kanglongyouhui_declined():
    """乔峰 亢龙有悔: passing at once names nobody: no attack follows his death."""
    sc = _qiaofeng_dies([])
    assert not sc.alive(1) and [sc.hp(p) for p in (0, 2, 3, 4)] == [5, 4, 4, 4]
    ok(sc)


# ====================================================== 陈近南 通天


def test_chenjinnan_tongtian_rearranges_the_top_cards():
    """陈近南 通天: at his turn start he looks at 5 cards (5 living players) and puts 气 then 力 on
    top (力 drawn first) and the rest at the bottom; his draw phase then draws 力 and 气 first
    (without the skill he would draw 技 1x1 and 技 2x2, the original top cards)."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "chenjinnan", partial=True)
    sc.hand(0, [])
    sc.draw_pile_top(["ji_1x1", "ji_2x2", "qi_2x2", "li_2x1", "su_1x2"])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 0
    assert sc.draw_pile_size() > 0
    for face, top in [("qi_2x2", True), ("li_2x1", True), ("ji_1x1", False), ("ji_2x2", False)]:
        sc.hand_card(face)
        d = sc.decision()
        assert d.kind == "confirm" and d.face == face
        sc.yes() if top else sc.pass_()
    assert sc.decision().face == "su_1x2"  # the last card (chosen at once: the only one)
    sc.pass_()
    hand = sc.hand_faces(0)  # (the draw phase draws 3: the third lay under the five)
    assert "li_2x1" in hand and "qi_2x2" in hand and len(hand) == 3
    assert not {"ji_1x1", "ji_2x2", "su_1x2"} & set(hand)
    s = sc.state
    bottom = [sc.card_name(int(c)) for c in s["draw"][:3]]
    assert bottom == ["su_1x2", "ji_2x2", "ji_1x1"]  # the last put at the bottom lies lowest
    ok(sc)


def test_chenjinnan_tongtian_cards_seen_only_by_him():
    """陈近南 通天: the card he is placing shows in his own observation's decision block, never
    in another seat's."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "chenjinnan", partial=True)
    sc.draw_pile_top(["ji_1x1", "ji_2x2", "qi_2x2", "li_2x1", "su_1x2"])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("qi_2x2")
    eng = sc.eng
    dec = eng.layout.slices["decision"]
    nf = eng.layout.n_faces
    from qxs_env.engine.obs import D_FACE

    f = eng.catalogue.index["qi_2x2"]
    mine = eng.observe(0)[dec]
    assert mine[D_FACE + f] == 1.0
    for p in range(1, 5):
        other = eng.observe(p)[dec]
        assert not np.any(other[D_FACE : D_FACE + nf + 4])


def test_qiaofeng_kanglongyouhui_in_his_own_turn_attacks_before_dying():
    """乔峰 亢龙有悔 in his own turn: the attacks come before his death (no turn goes on with its
    player dead), then he dies and the next seat plays."""
    sc = sc5()
    sc.set_hero(2, "qiaofeng", partial=True)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(2, ["li_1x1"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.inject_damage(2, 1, source=4)
    assert sc.decision().kind == "target" and sc.decision().actor == 2
    sc.target(4)
    sc.pass_()
    assert not sc.alive(2) and sc.hp(4) == 3
    rows = sc.raw_log
    hit = next(j for j, r in enumerate(rows) if r[0] == L.EV_DAMAGE and r[2] == 4)
    died = next(j for j, r in enumerate(rows) if r[0] == L.EV_DEATH and r[1] == 2)
    assert hit < died
    assert sc.current() == 3
    ok(sc)


# ====================================================== 田伯光 狂风快刀


def _kuangfeng_stores() -> Scenario:
    """Seat 0 attacks seat 1 with 力 1x1; 田伯光 (seat 2) sets aside his 力 2x1 (same name 力) and
    throws away seat 3's only card."""
    sc = sc5()
    sc.set_hero(2, "tianboguang")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.hand(1, [])
    sc.hand(2, ["li_2x1", "qi_1x1", "qi_1x2", "su_1x2"])
    sc.hand(3, ["ji_2x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()  # (his only 力 is set aside at once)
    assert "li_2x1" not in sc.hand_faces(2)
    assert any(sc.zone_of(c) == ("stored", 2) for c in sc.cards_of("li_2x1"))
    assert sc.decision().kind == "target" and sc.decision().actor == 2
    sc.target(3)  # (his hand card is taken at once: the only one)
    assert sc.hand_size(3) == 0 and "ji_2x2" in sc.discard_faces()
    ok(sc)
    return sc


def test_tianboguang_kuangfeng_sets_aside_a_same_name_move_and_discards():
    """田伯光 狂风快刀: after another's 力 attack resolves he sets aside his own 力 and throws away
    a card of any character (without the skill: nothing is asked, both cards stay)."""
    sc = _kuangfeng_stores()
    s = sc.state
    assert int(s["sk_tok"][2].max()) == 1  # the count of moves set aside, public


def test_tianboguang_kuangfeng_stored_move_ignores_the_attack_limit():
    """田伯光 狂风快刀: in his play phase, after his one attack, the move set aside can still be
    used (it counts against no limit); a hand move cannot."""
    sc = _kuangfeng_stores()
    sc.play_phase(2)
    sc.use("qi_1x1").target(3)
    while sc.decision().actor != 2 or sc.decision().kind != "play":
        sc.pass_()
    assert not sc.can_use("qi_1x2")  # his attack opportunity is used
    assert sc.can_use("li_2x1")  # the stored 力: free
    sc.use("li_2x1")
    if sc.decision().kind == "target":
        sc.target(3)
    assert all(sc.zone_of(c)[0] != "stored" for c in sc.cards_of("li_2x1"))
    assert len([r for r in sc.logged(L.EV_USE) if r[0] == 2]) == 2  # two attacks, limit one
    ok(sc)


def test_tianboguang_kuangfeng_stored_move_defends():
    """田伯光 狂风快刀: a move set aside may be played in defence as from hand."""
    sc = _kuangfeng_stores()
    sc.hand(2, ["heiyuduanxugao", "zhangmenxinwu", "kanpo"])  # no move in hand (3 cards: he
    sc.hand(3, ["li_1x1"])  # can be attacked despite 万里独行)
    sc.play_phase(3)
    sc.use("li_1x1").target(2)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.respond("li_2x1")
    assert sc.clashes()[-1][3] == 2  # his stored 力 2x1 defended
    ok(sc)


def test_qiaofeng_kanglongyouhui_no_recovery_before_his_death():
    """乔峰 亢龙有悔 in his own turn: while his attacks come before his death he cannot recover
    HP — his 吸血功 (recover on damaging a neighbour) gives nothing, and he still dies."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "qiaofeng", partial=True)
    for p in range(5):
        sc.hand(p, [])
    sc.equip(2, "xixiegong")
    sc.hand(2, ["li_1x1"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.inject_damage(2, 1, source=4)
    sc.target(3)  # next to him: 吸血功 would heal him
    sc.pass_()
    assert sc.hp(3) == 3
    assert not sc.alive(2)
    assert not [r for r in sc.logged(L.EV_HEAL) if r[0] == 2 and r[1] > 0]
    ok(sc)
