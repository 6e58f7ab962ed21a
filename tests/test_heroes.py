"""Heroes (issue 4): the draft (R-S4), hero HP (R-S5) and the hero skills, one scenario each.

Each skill test names the hero and the skill and would fail without the skill's code (the
comment or assertion says what the game would do without it). Heroes with skills the engine does
not implement yet are placed with ``set_hero(..., partial=True)``: only the skill under test
matters there.
"""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.config import GameConfig
from qxs_env.content.skills import SKILL_IMMUNE_COLOUR_FROM_OTHERS, SKILL_JUDGEMENT_REPLACE
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine, hero_catalogue, implemented_heroes
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


def hero_index(hero_id: str) -> int:
    return hero_catalogue().index[hero_id]


# ====================================================== the draft


def _draft_engine(players: int = 5, **kw) -> Engine:
    cfg = GameConfig(players=players, heroes="implemented", hero_assign="draft", **kw)
    eng = Engine(cfg)
    eng.reset_one(0, 3)
    return eng


def _page_boys(hero) -> bool:
    return "page_boys" in {x.id for x in hero.skills}


def test_draft_leader_chooses_from_five_then_others_from_three_in_secret():
    """R-S4: the leader sees 5 heroes and its choice is public at once; every other seat then
    chooses among 3 in secret; all are revealed together, with HP per R-S5."""
    eng = _draft_engine(5)
    st = eng.state[0]
    leader = int(np.flatnonzero(st["ident"] == 0)[0])
    assert int(st["actor"]) == leader
    assert int(st["stk"][st["sp"] - 1, L.FR_OP]) == L.DEC_HERO
    pick = eng.offsets["pick"]
    assert eng.legal_actions(0) == [pick + k for k in range(5)]
    assert int(st["hand_n"].sum()) == 0  # no cards are dealt before the heroes are known
    offered = [int(h) for h in st["offer"][leader]]
    npool = len(implemented_heroes())
    eng.step([pick + 2])
    assert int(st["hero"][leader]) == offered[2] and st["hero_up"][leader] == 1
    seen = set(offered)
    for k in range(1, 5):
        p = (leader + k) % 5
        assert int(st["actor"]) == p
        assert eng.legal_actions(0) == [pick, pick + 1, pick + 2]
        mine = [int(h) for h in st["offer"][p] if h >= 0]
        assert len(set(mine)) == 3
        if len(seen) + 3 <= npool:  # from the rest of the pool while it lasts
            assert not seen & set(mine)
        seen |= set(mine)
        # (an offer without a setup skill: 六合童子 would stop the game start at its own decision)
        hs = hero_catalogue().heroes
        eng.step([pick + next(j for j, h in enumerate(mine) if not _page_boys(hs[h]))])
        if k < 4:  # chosen in secret: not public yet
            assert st["hero_up"][p] == 0
    hcat = hero_catalogue()
    for p in range(5):
        assert st["hero_up"][p] == 1
        h = int(st["hero"][p])
        bonus = 1 if p == leader else 0
        assert int(st["maxhp"][p]) == hcat.heroes[h].hp + bonus == int(st["hp"][p])
        # dealt 5 each; the leader's first turn has begun (its draw phase: 3 more)
        assert int(st["hand_n"][p]) == (8 if p == leader else 5)
    assert int(st["cur"]) == leader


def test_draft_offers_two_each_at_ten_players():
    eng = _draft_engine(10, hero_pool=None)
    st = eng.state[0]
    eng.step([eng.offsets["pick"]])
    assert len([h for h in st["offer"][int(st["actor"])] if h >= 0]) == 2


def test_draft_observation_shows_offers_only_to_the_chooser():
    from qxs_env.engine.obs import DR_ACTIVE, DR_OFFER, DR_TO_CHOOSE

    eng = _draft_engine(5)
    st = eng.state[0]
    leader = int(st["actor"])
    o_draft = eng.layout.slices["draft"].start
    mine = eng.observe(leader)
    other = eng.observe((leader + 1) % 5)
    assert mine[o_draft + DR_ACTIVE] == 1 and mine[o_draft + DR_TO_CHOOSE] == 1
    for k in range(5):
        h = int(st["offer"][leader, k])
        assert mine[o_draft + DR_OFFER + k * L.MAX_HEROES + h] == 1
    # another seat sees a draft in progress and its own offers (dealt at once), never the
    # leader's
    p = (leader + 1) % 5
    assert other[o_draft + DR_ACTIVE] == 1 and other[o_draft + DR_TO_CHOOSE] == 1
    want = np.zeros(L.DRAFT_OFFER * L.MAX_HEROES, np.float32)
    for k in range(L.DRAFT_OFFER):
        h = int(st["offer"][p, k])
        if h >= 0:
            want[k * L.MAX_HEROES + h] = 1
    assert (other[o_draft + DR_OFFER : o_draft + DR_ACTIVE] == want).all()


def test_hero_assign_fixed_and_random():
    ids = ["aobai", "yangguo", "hufei", "qiuqianren", "jiumozhi"]
    eng = Engine(GameConfig(players=5, heroes="implemented", hero_assign=ids))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert [int(h) for h in st["hero"][:5]] == [hero_index(h) for h in ids]
    assert int(st["hand_n"][:5].sum()) == 25 + 3  # dealt, and the leader's first draw
    eng = Engine(GameConfig(players=6, heroes="implemented", hero_assign="random"))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert all(int(h) >= 0 for h in st["hero"][:6]) and st["hero_up"][:6].all()


def test_unimplemented_pool_is_refused_naming_the_skills(monkeypatch):
    # (names a hero, its skill and the skill id). Every skill is implemented now (heroes="all"
    # is accepted), so one is taken out of the engine's list to show the refusal.
    from qxs_env.engine import core

    kept = tuple(c for c in core.IMPLEMENTED_SKILLS if c != core.SKILL_GIVE_PHASE)
    with monkeypatch.context() as m:
        m.setattr(core, "IMPLEMENTED_SKILLS", kept)
        with pytest.raises(NotImplementedError, match=r"does not implement yet: daiqisi 紫衫龙王"):
            Engine(GameConfig(players=5, heroes="all"))
    Engine(GameConfig(players=5, heroes="all"))
    with pytest.raises(ValueError, match="unknown heroes"):
        Engine(GameConfig(players=5, heroes="implemented", hero_pool=("nobody",)))
    with pytest.raises(ValueError, match="at least 5"):
        Engine(GameConfig(players=5, heroes="implemented", hero_pool=("aobai", "hufei")))
    assert set(implemented_heroes()) >= {"aobai", "hufei", "yangguo"}


def test_heroes_off_has_no_heroes():
    eng = Engine(GameConfig(players=5))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert (st["hero"][:5] == -1).all() and (st["maxhp"][:5] >= 4).all()
    assert GameConfig(heroes="none").heroes == "off"


# ====================================================== power and counters


@pytest.mark.parametrize(
    "hero, skill, face",
    [
        ("guojing", "北侠", "qi_1x1"),
        ("jinlunfawang", "龙象般若功", "li_1x1"),
        ("yintianzheng", "天鹰教主", "ji_1x1"),
        ("yubuqun", "辟邪剑法", "su_1x2"),
    ],
)
def test_power_floor(hero, skill, face):
    """郭靖 北侠, 金轮法王 龙象般若功, 殷天正 天鹰教主, 岳不群 辟邪剑法: a power-1 move of the
    named colour counts as power 2 (without the skill the clash would be 1 against 0)."""
    sc = sc5()
    sc.set_hero(0, hero, partial=True)
    sc.hand(0, [face])
    sc.play_phase(0)
    sc.use(face).target(1)
    assert sc.clashes() == [(0, 1, 2, 0)], skill


def test_yangguo_anran_xiaohun_low_hp_power():
    """杨过 黯然销魂: with 3 HP or less every move gets +1 power."""
    sc = sc5()
    sc.set_hero(0, "yangguo")
    sc.hp(0, 3)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    sc2 = sc5()
    sc2.set_hero(0, "yangguo")  # full HP (5 + 1 as leader): no bonus
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    sc2.use("li_1x1").target(1)
    assert sc2.clashes() == [(0, 1, 1, 0)]


def test_xuzhu_zhemeishou_counters_blue():
    """虚竹 折梅手: a white move counters a blue defence (normally a 1-1 block)."""
    sc = sc5()
    sc.set_hero(0, "xuzhu", partial=True)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


def test_yintianzheng_yingzhuawang_counters_white():
    """殷天正 鹰爪王: a red move counters a white defence (white counters red anyway)."""
    sc = sc5()
    sc.set_hero(0, "yintianzheng")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    assert sc.clashes() == [(0, 1, 2, 2)]


def test_hongqigong_xianglong_counters_same_colour():
    """洪七公 降龙: a red move counters a red defence."""
    sc = sc5()
    sc.set_hero(0, "hongqigong", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


@pytest.mark.parametrize("hero", ["duanyu", "yidengchanshi"])
def test_yiyangzhi_blue_defence_always_blocks(hero):
    """段誉 / 一灯禅师 一阳指: a blue defence blocks even a stronger attack (3 against 1 would
    deal 1 damage)."""
    sc = sc5()
    sc.set_hero(1, hero, partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 3, 1)]
    assert sc.hp(1) == hp


# ====================================================== attacks and distance


def test_qiuqianren_wujinzhili_unlimited_red_attacks():
    """裘千仞 无尽之力: red moves do not use up the attack opportunity; others still do."""
    sc = sc5()
    sc.set_hero(0, "qiuqianren")
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.can_use("li_2x1")
    assert not sc.can_use("ji_1x1")


def test_zhoubotong_zuoyouhubo_unlimited_attacks():
    """周伯通 左右互搏: any number of attacks in the play phase."""
    sc = sc5()
    sc.set_hero(0, "zhoubotong", partial=True)
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.can_use("ji_1x1")


def test_qiuqianren_shuishangpiao_attack_distance():
    """裘千仞 水上飘: 1 closer to everyone: a range-1 move reaches seats 2 and 3 of 5."""
    sc = sc5()
    sc.set_hero(0, "qiuqianren")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]


def test_hufei_sixiangbufa_defend_distance():
    """胡斐 四象步法: others are 1 farther from him: seat 0's range-1 move cannot reach seat 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "hufei")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [4]


def test_tianboguang_wanliduxing_not_attackable_with_small_hand():
    """田伯光 万里独行: with 2 cards or fewer he cannot be attacked."""
    sc = sc5()
    sc.set_hero(1, "tianboguang", partial=True)
    sc.hand(1, ["li_1x1", "li_1x1"])
    sc.hand(0, ["ji_1x6"])
    sc.play_phase(0)
    sc.use("ji_1x6")
    assert 1 not in sc.targets()
    sc2 = sc5()
    sc2.set_hero(1, "tianboguang", partial=True)
    sc2.hand(1, ["li_1x1", "li_1x1", "li_2x1"])
    sc2.hand(0, ["ji_1x6"])
    sc2.play_phase(0)
    sc2.use("ji_1x6")
    assert 1 in sc2.targets()


# ====================================================== phases and cards


def test_dingchunqiu_xingxiulaoguai_hand_limit_max_hp():
    """丁春秋 星宿老怪: the hand limit is the max HP (5), not the HP (2): no discard."""
    sc = sc5()
    sc.set_hero(1, "dingchunqiu", partial=True)
    sc.hp(1, 2)
    sc.hand(1, ["li_1x1", "li_1x1", "li_2x1", "ji_1x1"])
    sc.discard_phase(1)
    assert sc.hand_size(1) == 4
    assert sc.decision().kind != "discard" or sc.decision().actor != 1


@pytest.mark.parametrize("take", [True, False])
def test_xiaxueyi_jinshelangjun_extra_draw(take):
    """夏雪宜 金蛇郎君: in the draw phase he may draw one more card (asked; 3 + 1)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xiaxueyi", partial=True)
    sc.start_turn(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    if take:
        sc.yes()
    else:
        sc.pass_()
    assert sc.hand_size(1) == (4 if take else 3)


def test_meichaofeng_sharenliangong_draws_per_damage():
    """梅超风 杀人练功: a card for each point of damage she deals."""
    sc = sc5()
    sc.set_hero(0, "meichaofeng", partial=True)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)  # 2 against 0: 1 damage
    assert sc.hp(1) == 3
    assert sc.hand_size(0) == 1


def test_meichaofeng_tieshi_full_heal_on_kill():
    """梅超风 铁尸: after a kill her HP goes back to her max HP."""
    sc = sc5()
    sc.set_hero(0, "meichaofeng", partial=True)
    sc.hp(0, 2)
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    assert sc.hp(0) == sc.max_hp(0)


def test_youtanzhi_boming_lose_hp_draw():
    """游坦之 搏命: in the play phase lose 1 HP to draw 2 cards; the play decision goes on."""
    sc = sc5()
    sc.set_hero(0, "youtanzhi", partial=True)
    hp = sc.hp(0)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.hp(0) == hp - 1 and sc.hand_size(0) == 3
    assert sc.decision().kind == "play" and sc.decision().actor == 0


def test_tianshantonglao_fanlaohuantong_flip_heal():
    """天山童姥 返老还童: turn face down and recover 1 HP; not again while face down."""
    sc = sc5()
    sc.set_hero(0, "tianshantonglao", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    assert sc.hp(0) == 3 and sc.state["face_down"][0] == 1
    assert not sc.can_hero_skill(0)


def test_yubuqun_huidaozigong_lose_hp_for_power():
    """岳不群 挥刀自宫: lose 1 HP; his moves get +1 power for the rest of the turn."""
    sc = sc5()
    sc.set_hero(0, "yubuqun")
    hp = sc.hp(0)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    assert sc.hp(0) == hp - 1
    sc.use("li_2x1").target(1)
    assert sc.clashes() == [(0, 1, 3, 0)]


def test_weiyixiao_xixuegong_heals_on_near_damage():
    """韦一笑 吸血功: damaging a character at distance 1 heals him 1 HP."""
    sc = sc5()
    sc.set_hero(0, "weiyixiao", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.hp(1) == 3 and sc.hp(0) == 3


def test_xiaolongnv_gumupai_damaged_once_per_turn():
    """小龙女 古墓派: after her first damage in a turn, further damage that turn is prevented."""
    sc = sc5()
    sc.set_hero(1, "xiaolongnv", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    hp = sc.hp(1)
    sc.inject_damage(1, 1, source=0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == hp - 1


def test_jiumozhi_fanbangguoshi_draws_when_leader_damaged():
    """鸠摩智 番邦国师: when the leader takes damage he may draw a card per point."""
    sc = sc5()
    sc.set_hero(2, "jiumozhi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.hand_size(2) == 2


def test_dongfangbubai_yinyangdiandao_switch_gender():
    """东方不败 阴阳颠倒: at the start of his turn he may change gender."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "dongfangbubai", partial=True)
    assert sc.state["gender"][1] == L.GENDER_MALE
    sc.start_turn(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.state["gender"][1] == L.GENDER_FEMALE


# ====================================================== judgement, defence


@pytest.mark.parametrize(
    "hero, colour",
    [("zuolengchan", "yellow"), ("chengkun", "red"), ("chenjinnan", "white"), ("duanyu", "blue")],
)
def test_judgement_replace(hero, colour):
    """左冷禅 五岳盟主 / 成昆 霹雳手 / 陈近南 复明 / 段誉 凌波微步: replace anyone's judgement card
    with a hand card of the skill's colour. 悲酥清风 is judged on a red card (skip the play
    phase); seat 2 puts a yellow card in its place, so seat 0 keeps its play phase (or, with a
    card of another colour, the result follows that card)."""
    sc = sc5()
    sc.set_hero(2, hero, partial=True)
    face = {"yellow": "qi_1x1", "red": "li_1x1", "white": "su_1x2", "blue": "ji_1x1"}[colour]
    sc.hand(2, [face])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, face)
    judged = [row for row in sc.logged(L.EV_JUDGE)]
    assert judged[-1][2] == {"red": 0, "blue": 1, "yellow": 2, "white": 3}[colour]
    skipped = any(r[0] == 0 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))
    assert skipped == (colour != "yellow")


def test_several_skills_at_once_owner_chooses_order():
    """A player whose skills fire at the same moment chooses their order (DEC_SKILL); here seat 2
    holds two judgement replacements (段誉's 凌波微步 and a second one put in slot 3 for the
    test), chooses the second first, then declines the first."""
    sc = sc5()
    sc.set_hero(2, "duanyu", partial=True)
    sc.state["skills"][2, 3] = SKILL_JUDGEMENT_REPLACE
    sc.state["sk_param"][2, 3, 0] = 1 << 3  # white
    sc.hand(2, ["ji_1x1", "su_1x2"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    assert sc.decision().kind == "skill order" and sc.decision().actor == 2
    assert sc.can_hero_skill(2) and sc.can_hero_skill(3)
    sc.hero_skill(3)
    hand_card(sc, "su_1x2")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2  # 凌波微步 still open
    sc.pass_()
    assert sc.logged(L.EV_JUDGE)[-1][2] == 3  # white
    assert sc.hand_faces(2) == ["ji_1x1"]


def test_aobai_jinzhongzhao_red_card_nullifies_attack():
    """鳌拜 金钟罩: attacked, he may discard a red hand card and the attack does nothing."""
    sc = sc5()
    sc.set_hero(1, "aobai")
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    hand_card(sc, "li_1x1")
    assert sc.hp(1) == hp
    assert any(r[0] == 1 and sc.card_name(r[1]) == "li_1x1" for r in sc.logged(L.EV_DISCARD))


def test_aobai_tianshengshenli_move_counts_as_red():
    """鳌拜 天生神力: his blue move counts as red (keeping power and range), so it counters the
    blue defence: 2 against 1 instead of a 1-1 block."""
    sc = sc5()
    sc.set_hero(0, "aobai")
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    sc.target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


@pytest.mark.parametrize(
    "hero, slot, face, defence, clash",
    [
        ("jiumozhi", 1, "li_1x1", "qi_1x1", (0, 1, 2, 1)),  # 神乎其技: red counts as blue
        ("linghuchong", 1, "ji_1x1", "li_1x1", (0, 1, 2, 1)),  # 独孤九剑: blue counts as white
        ("qiaofeng", 1, "li_1x1", "su_1x2", (0, 1, 2, 1)),  # 豪气干云: red counts as yellow
    ],
)
def test_move_counts_as_a_colour(hero, slot, face, defence, clash):
    """鸠摩智 神乎其技, 令狐冲 独孤九剑, 乔峰 豪气干云: the move put out counts as the skill's
    colour, so it counters a defence it would not counter otherwise."""
    sc = sc5()
    sc.set_hero(0, hero, partial=True)
    sc.hand(0, [face])
    sc.hand(1, [defence])
    sc.play_phase(0)
    sc.hero_skill(slot)
    hand_card(sc, face)
    sc.target(1).respond(defence)
    assert sc.clashes() == [clash]


def test_yangguo_xikuang_names_the_colour():
    """杨过 西狂: his move takes the colour he names (white here, countering a red defence)."""
    sc = sc5()
    sc.set_hero(0, "yangguo")
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    sc.name_colour("white")
    sc.target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


def test_hufei_hujiadaofa_light_card_as_white_move():
    """胡斐 胡家刀法: a yellow or white card (here 掌门信物) serves as a white 1x2 move."""
    sc = sc5()
    sc.set_hero(0, "hufei")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "zhangmenxinwu")
    assert sc.targets() == [1, 2, 3, 4]  # range 2
    sc.target(2)
    assert sc.clashes() == [(0, 2, 1, 0)]


def test_yidengchanshi_nanseng_lose_hp_to_rescue():
    """一灯禅师 南僧: when another character is dying he may lose 1 HP to give it 1 HP."""
    sc = sc5()
    sc.set_hero(2, "yidengchanshi", partial=True)
    hp2 = sc.hp(2)
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.alive(1) and sc.hp(1) == 1 and sc.hp(2) == hp2 - 1


def test_hero_observation_hidden_until_known():
    """The heroes slice shows a seat's hero and skill states only once it is known."""
    from qxs_env.engine.obs import HS_ID, HS_KNOWN, HS_SKILL

    sc = sc5()
    sc.set_hero(0, "yubuqun")
    sc.set_hero(1, "yangguo")
    sc.state["hero_up"][1] = 0
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.hero_skill(1)  # 挥刀自宫: one use this turn
    lay = sc.eng.layout
    o = sc.eng.observe(0)
    me = o[lay.hero_slice(0)]
    assert me[HS_KNOWN] == 1 and me[HS_ID + hero_index("yubuqun")] == 1
    assert me[HS_SKILL + 1 * 4 + 1] == 1  # slot 1: used once this turn
    assert o[lay.hero_slice(1)].sum() == 0  # seat 1's hero is not public
    assert sc.eng.observe(1)[lay.hero_slice(0)][HS_KNOWN] == 1


# ====================================================== mental arts, cards used, clashes


def test_tianshantonglao_bahuangliuhe_ignores_mental_art():
    """天山童姥 八荒六合: without an internal art her attacks ignore the target's mental art
    (混元气 would otherwise let the target judge for a block: a confirm decision)."""
    for with_skill in (True, False):
        sc = sc5(deck="wide")
        if with_skill:
            sc.set_hero(0, "tianshantonglao", partial=True)
        sc.equip(1, "hunyuanqi")
        sc.hand(0, ["li_2x1"])
        sc.hand(1, ["ji_1x1"])
        sc.play_phase(0)
        sc.use("li_2x1").target(1)
        assert sc.decision().kind == ("respond" if with_skill else "confirm")


def test_ouyangfeng_nixingjingmai_strips_move_skills():
    """欧阳锋 逆行经脉: without a mental art, the skill of a move aimed at him does not apply
    (大力金刚掌 would counter his red defence: 4 against 1)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "ouyangfeng", partial=True)
    sc.hand(0, ["dalijingangzhang"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("dalijingangzhang").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 3, 1)]


def test_chengkun_muhouheishou_draws_on_strategy():
    """成昆 幕后黑手: each strategy card he uses draws him a card (掌门信物: 2 + 1)."""
    sc = sc5()
    sc.set_hero(0, "chengkun", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hand_size(0) == 3


def test_zhangsanfeng_dali_and_jieli():
    """张三丰 打力: a red card he puts out draws a card (attacking and defending); 借力: another
    character's red card aimed at him draws a card."""
    sc = sc5()
    sc.set_hero(0, "zhangsanfeng")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.hand_size(0) == 2  # ji_1x1 and the card drawn
    sc2 = sc5()
    sc2.set_hero(1, "zhangsanfeng")
    sc2.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc2.hand(1, ["li_1x1"])
    sc2.play_phase(0)
    sc2.use("li_2x1").target(1)  # 借力: +1
    assert sc2.hand_size(1) == 2
    sc2.respond("li_1x1")  # 打力 on a red defence: +1
    assert sc2.hand_size(1) == 2


@pytest.mark.parametrize("attack", [False, True])
def test_youtanzhi_yijin_heals_without_moves(attack):
    """游坦之 易筋: no move put out in his play phase: +1 HP when the turn ends."""
    sc = sc5()
    sc.set_hero(1, "youtanzhi", partial=True)
    sc.hp(1, 2)
    sc.hand(1, ["li_1x1"])
    sc.draw_pile_top(["kanpo", "kanpo", "wuchangdan"])
    sc.start_turn(1)
    assert sc.decision().kind == "play" and sc.decision().actor == 1
    if attack:
        sc.use("li_1x1").target(2)
    sc.pass_while("play")
    while sc.decision().actor == 1:
        sc.act(sc.legal()[0])
    assert sc.hp(1) == (2 if attack else 3)


def test_weiyixiao_caoshangfei_white_cards_shorten_distance():
    """韦一笑 草上飞: each white card he puts out in his play phase brings him 1 closer."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "weiyixiao", partial=True)
    sc.hand(0, ["zhangmenxinwu", "li_1x1"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    sc.pass_while("cancel")
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]


def test_xiaolongnv_yunvxinjing_opposite_gender_power():
    """小龙女 玉女心经: without an internal art, +1 power attacking a male character."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv", partial=True)
    sc.set_gender(1, "male")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]


def test_linghuchong_jiushijianjue_discards_for_power():
    """令狐冲 九式剑诀: in the clash he throws away cards of the defence's colour, +1 each."""
    sc = sc5()
    sc.set_hero(0, "linghuchong")
    sc.hand(0, ["li_1x1", "su_1x2", "su_2x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    sc.hand_card("su_1x2")
    sc.hand_card("su_2x2")
    assert sc.clashes() == [(0, 1, 3, 2)]  # 1 + 2 against white's 1 + 1 (it counters red)


def test_zhoubotong_wuchi_takes_the_damaging_move():
    """周伯通 武痴: the move that damaged him goes to his hand."""
    sc = sc5()
    sc.set_hero(1, "zhoubotong")
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert "li_2x1" in sc.hand_faces(1)


def test_xiaxueyi_chansishou_takes_a_card_when_countering():
    """夏雪宜 缠丝手: his red move counters the blue defence: he takes a hand card of it."""
    sc = sc5()
    sc.set_hero(0, "xiaxueyi")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["ji_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("ji_1x1")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 0
    sc.yes()
    assert sc.hand_faces(0) == ["zhangmenxinwu"]


def test_xiexun_lianji_pays_for_an_extra_attack():
    """谢逊 连击: give up an equipped card (or 1 HP) for one more attack this turn."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "xiexun")
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["li_1x1", "li_2x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert not sc.can_use("li_2x1")
    hp = sc.hp(0)
    sc.hero_skill(0)
    sc.pick_equip("mental")
    assert sc.equipment(0) == {} and sc.hp(0) == hp
    assert sc.can_use("li_2x1")
    sc.hero_skill(0)  # nothing equipped now: pays 1 HP
    assert sc.hp(0) == hp - 1


def test_xiexun_baozou_extra_turn_after_a_kill():
    """谢逊 暴走: after killing in his turn he may take another turn when it ends."""
    sc = sc5()
    sc.set_hero(0, "xiexun")
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    turn = int(sc.state["turn"])
    while sc.decision().kind != "confirm":
        sc.pass_()
    assert sc.decision().actor == 0
    sc.yes()
    assert int(sc.state["turn"]) == turn + 1 and sc.current() == 0


def test_zuolengchan_hanbingzhang_discards_after_damage():
    """左冷禅 寒冰掌: after his attack damages, he throws away one of the target's cards."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "zuolengchan")
    sc.hand(0, ["li_2x1"])
    sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    if sc.decision().kind == "confirm":  # 混元气's judgement: decline
        sc.pass_()
    if sc.decision().kind == "pick":  # (taken at once when it is the only card)
        sc.pick_equip("mental")
    assert sc.equipment(1) == {} and sc.hp(1) == 3


@pytest.mark.parametrize("give", [True, False])
def test_zuolengchan_hanbingzhenqi(give):
    """左冷禅 寒冰真气: hurt, he judges per point; on yellow the source gives him a yellow card
    or takes 1 damage."""
    sc = sc5()
    sc.set_hero(1, "zuolengchan")
    sc.hand(0, ["li_2x1", "qi_1x1"])
    sc.draw_pile_top(["qi_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    hp0 = sc.hp(0)
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    if give:
        sc.hand_card("qi_1x1")
        assert "qi_1x1" in sc.hand_faces(1) and sc.hp(0) == hp0
    else:
        sc.pass_()
        assert sc.hp(0) == hp0 - 1


def test_fengxifan_yijianwuxue_damage_becomes_hp_loss():
    """冯锡范 一剑无血: his yellow move's damage becomes HP loss (no damage event)."""
    sc = sc5()
    sc.set_hero(0, "fengxifan", partial=True)
    sc.hand(0, ["qi_2x1"])
    sc.play_phase(0)
    sc.use("qi_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 0
    sc.yes()
    assert sc.hp(1) == 3
    assert not sc.logged(L.EV_DAMAGE) and sc.logged(L.EV_HP_LOSS)


def test_duanyu_liumaishenjian_after_yiyangzhi():
    """段誉 六脉神剑: after 一阳指 blocks, he names a character and judges: blue deals 2."""
    sc = sc5()
    sc.set_hero(1, "duanyu")
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.draw_pile_top(["ji_2x2"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.decision().kind == "target"
    sc.target(3)
    assert sc.hp(3) == 2


# ====================================================== cards made by skills, costs, deaths


def test_guojing_bulibuqi_white_card_as_kanpo():
    """郭靖 不离不弃: a white hand card serves as 看破 (he is asked in the window without one)."""
    sc = sc5()
    sc.set_hero(2, "guojing")
    sc.hand(2, ["su_1x2"])
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi").target(1)
    d = sc.decision()
    assert d.kind == "cancel" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "su_1x2")
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["face_down"][1] == 0  # 西湖底牢 cancelled
    assert sc.hand_size(2) == 0


def test_huangyaoshi_zhiyao_white_card_rescues():
    """黄药师 制药: a white hand card serves as 黑玉断续膏 for a dying character."""
    sc = sc5()
    sc.set_hero(2, "huangyaoshi", partial=True)
    sc.hand(2, ["su_1x2"])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "su_1x2")
    assert sc.alive(1) and sc.hp(1) == 1


def test_huangyaoshi_dongxie_blue_card_as_wuchangdan():
    """黄药师 东邪: a blue hand card serves as 无常丹 against a poison."""
    sc = sc5()
    sc.set_hero(0, "huangyaoshi", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0
    sc.hero_skill(2)
    hand_card(sc, "ji_1x1")
    assert not any(r[0] == 0 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))


def test_hongantong_jiuzhuan_red_card_self_rescue():
    """洪安通 九转熊蛇丸: dying, a red hand card serves as 九转熊蛇丸 to rescue himself."""
    sc = sc5()
    sc.set_hero(1, "hongantong", partial=True)
    sc.hand(1, ["li_1x1"])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "rescue" and sc.decision().actor == 1
    sc.hero_skill(1)
    hand_card(sc, "li_1x1")
    assert sc.alive(1) and sc.hp(1) == 1


def test_haidafu_zhidian_yellow_card_as_zhidian():
    """海大富 指点: in his play phase a yellow hand card is used as 指点."""
    sc = sc5()
    sc.set_hero(0, "haidafu")
    sc.hand(0, ["qi_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "qi_1x1")
    sc.target(0)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["pt"][0, L.PT_COUNTER_NEXT] != 0


def test_haidafu_fuduliangong_poisoned_power():
    """海大富 服毒练功: outside his turn, while linked (和合), his moves get +1 power."""
    sc = sc5()
    sc.set_hero(1, "haidafu")
    sc.set_linked(1)
    sc.set_linked(2)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 3, 2)]


def test_yidengchanshi_putixinfa_yellow_card_as_liaoshang():
    """一灯禅师 菩提心法: once per turn a yellow hand card is used as 疗伤."""
    sc = sc5()
    sc.set_hero(0, "yidengchanshi")
    sc.hp(0, 2)
    sc.hand(0, ["qi_1x1", "qi_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "qi_1x1")
    if sc.decision().kind == "target":
        sc.target(0)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.hp(0) == 3
    assert not sc.can_hero_skill(1)  # once per turn


def test_tianshantonglao_shengsifu_blue_card_as_anqi():
    """天山童姥 生死符: a blue hand card is used as 暗器."""
    sc = sc5()
    sc.set_hero(0, "tianshantonglao")
    sc.hand(0, ["ji_1x1", "zhangmenxinwu"])
    sc.equip(1, "zaahangong")
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    # 暗器's first target (seat 1, the only one with an internal art) was taken at once; now
    # its victim
    d = sc.decision()
    assert d.kind == "target" and d.other == 1 and d.face == "anqi"


def test_dingchunqiu_huagongdafa():
    """丁春秋 化功大法: two cards of one colour; every other character gives up an equipped card
    or takes 1 damage from him."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "dingchunqiu")
    sc.hand(0, ["li_1x1", "li_2x1", "zhangmenxinwu"])
    sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    hps = [sc.hp(s) for s in range(5)]
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    hand_card(sc, "li_2x1")
    assert sc.decision().kind == "pick" and sc.decision().actor == 1
    sc.pick_equip("mental")
    assert sc.equipment(1) == {} and sc.hp(1) == hps[1]
    for s in (2, 3, 4):
        assert sc.hp(s) == hps[s] - 1


def test_hongqigong_xiaoyaoshengai_discard_and_draw():
    """洪七公 逍遥神丐: once per turn, throw away 1 to 5 cards and draw as many."""
    sc = sc5()
    sc.set_hero(0, "hongqigong")
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.hand_card("li_2x1")
    sc.pass_()
    assert sc.hand_size(0) == 3 and "li_1x1" not in sc.hand_faces(0)
    assert not sc.can_hero_skill(1)


def test_chengkun_mengmian_strategy_cannot_target_him():
    """成昆 蒙面: others' strategy cards cannot be aimed at him (nor hit him by 剑魔下凡)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "chengkun")
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets() and 2 in sc.targets()


def test_meichaofeng_tongshi_heal_or_draw_on_death():
    """梅超风 铜尸: when another character dies she recovers 1 HP (yes) or draws 2 (pass)."""
    sc = sc5()
    sc.set_hero(2, "meichaofeng")
    sc.hp(2, 2)
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.hp(2) == 3


def test_jinlunfawang_wulundazhuan_reveals_five_keeps_one_per_colour():
    """金轮法王 五轮大转: instead of drawing he turns over 5 cards and keeps at most one of each
    colour; the rest are discarded."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "jinlunfawang")
    top = ["li_1x1", "li_2x1", "ji_1x1", "qi_1x1", "su_1x2"]  # drawn in this order
    sc.draw_pile_top(top)
    sc.start_turn(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    kept = []
    while sc.decision().kind == "confirm" and sc.decision().actor == 1:
        face = sc.decision().face
        if face != "ji_1x1":
            kept.append(face)
            sc.yes()
        else:
            sc.pass_()
    assert sorted(sc.hand_faces(1)) == sorted(kept)
    assert len(kept) == 3 and len({f.split("_")[0] for f in kept}) == 3  # one red, yellow, white


def test_huangyaoshi_bihaichaoshengqu():
    """黄药师 碧海潮生曲: a character in his range must attack one nearest to it, or take 1
    damage from him."""
    for attack in (True, False):
        sc = sc5(auto_forced=False)
        sc.set_hero(0, "huangyaoshi")
        sc.hand(0, ["zhangmenxinwu"])
        sc.hand(1, ["li_2x1"])
        sc.play_phase(0)
        hp1, hp2 = sc.hp(1), sc.hp(2)
        sc.hero_skill(0)
        sc.target(1)
        assert sc.decision().kind == "target" and sc.decision().actor == 1
        assert sc.targets() == [0, 2]  # the characters nearest seat 1
        sc.target(2)
        assert sc.decision().kind == "respond" and sc.decision().actor == 1
        if attack:
            sc.respond("li_2x1")
            sc.pass_while("respond")
            assert sc.hp(2) == hp2 - 1 and sc.hp(1) == hp1
        else:
            sc.pass_()
            assert sc.hp(1) == hp1 - 1
        assert not sc.can_hero_skill(0)  # once per turn



def test_ouyangfeng_hamagong_charges_a_move():
    """欧阳锋 蛤蟆功: once a turn he shows a move from his hand; it cannot be used this turn,
    and from a later turn on it has +1 power."""
    sc = sc5()
    sc.set_hero(0, "ouyangfeng")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "li_1x1")
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]
    assert not sc.can_use("li_1x1") and not sc.can_hero_skill(1)
    sc.play_phase(0)  # a later turn: the charged move attacks with +1
    sc.state["cflag"][sc.cards_of("li_1x1")] &= ~L.CF_REVEALED_NOW
    sc.resume()
    sc.use("li_1x1").target(1)
    assert sc.clashes()[-1] == (0, 1, 2, 0)


def test_xuzhu_dantiao_duel_without_a_card():
    """虚竹 单挑: once a turn he acts as if he used 单挑, spending no card."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "xuzhu")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.decision().kind == "target"
    sc.target(1)
    sc.pass_while("cancel")
    sc.pass_while("respond")  # seat 1 has no move: it takes the duel's damage
    assert sc.hp(1) == 3 and sc.hand_faces(0) == ["zhangmenxinwu"]
    assert not sc.can_hero_skill(1)
    # the card-less 单挑 leaves the table with its duel: no virtual-card row stays reserved
    # (they used to pile up until the engine ran out of rows, 16 uses later)
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()


def test_renwoxing_xixingdafa_and_aoxingtianxia():
    """任我行 吸星大法: once a turn, 吸星 without a card; 傲行天下: his yellow attacks reach 2
    further, and a seat he attacked is at distance 1 for the rest of the turn."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "renwoxing")
    sc.hand(0, ["qi_1x1", "li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    assert sc.decision().kind == "target"
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_hand()
    assert "ji_1x1" in sc.hand_faces(0)
    sc.use("qi_1x1")
    assert sc.targets() == [1, 2, 3, 4]  # range 1 + 2
    sc.target(2)
    sc.pass_while("respond")
    sc.pass_while("cancel")
    assert sc.state["sk_mark"][0] == 1 << 2
    from qxs_env.engine import core

    assert core.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, 0, 2) == 1

# ====================================================== the lab


def test_lab_reports_win_rates_per_hero():
    """qxs simulate --heroes implemented: a win-rate table per hero (with intervals)."""
    from qxs_env import lab

    config = GameConfig(players=5, heroes="implemented", max_turns=200)
    res = lab.simulate(config, 24, "random", seed=3)
    rep = res.config_report(0)
    heroes = rep["heroes"]
    assert heroes and set(heroes) <= set(implemented_heroes())
    assert sum(row["games"] for row in heroes.values()) == 5 * rep["games"]
    for row in heroes.values():
        assert 0.0 <= row["ci_low"] <= row["ci_high"] <= 1.0


def test_cli_simulate_heroes(capsys):
    from qxs_env.cli import main

    assert main(["simulate", "--players", "5", "--games", "12", "--heroes", "implemented",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "hero" in out
    assert main(["simulate", "--players", "5", "--games", "4", "--heroes", "all", "--quiet"]) == 0


@pytest.mark.parametrize("take", [True, False])
def test_lanfenghuang_wuxianjiaozhu_poison_does_nothing(take):
    """蓝凤凰 五仙教主: a poison aimed at her: she may draw a card and it does nothing to her
    (十香软筋散 would discard one of her cards)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "lanfenghuang", partial=True)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    if take:
        sc.yes()
        assert sc.equipment(1) == {"mental": "hunyuanqi"} and sc.hand_size(1) == 1
    else:
        sc.pass_()
        while sc.decision().kind in ("cancel", "pick"):
            sc.act(sc.legal()[-1])
        assert sc.equipment(1) == {} and sc.hand_size(1) == 0


# ====================================================== heroes2: the remaining base skills


def test_chenjinnan_fanqing_keeps_own_judgement_card():
    """陈近南 反清: once his own judgement is settled he may keep the judgement card. 悲酥清风 is
    judged on a red card (his play phase is skipped, the result stands); he takes that red card
    into his hand instead of it going to the discard pile."""
    sc = sc5()
    sc.set_hero(0, "chenjinnan")
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_()  # (通天 at his turn start: declined)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert "li_2x1" in sc.hand_faces(0)
    assert any(r[0] == 0 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))


def test_chenjinnan_fanqing_declined_card_is_discarded():
    """陈近南 反清 declined: the judgement card goes to the discard pile as usual."""
    sc = sc5()
    sc.set_hero(0, "chenjinnan")
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_()  # (通天 at his turn start: declined)
    sc.pass_()
    assert "li_2x1" not in sc.hand_faces(0)
    assert "li_2x1" in sc.discard_faces()


def test_murongfu_fuguodaren_takes_strategy_used_on_him():
    """慕容复 复国大任: a strategy another character aimed at him goes to his hand once it has
    taken effect (吸星 takes his card, then he holds the 吸星); without the skill it would be on
    the discard pile."""
    sc = sc5()
    sc.set_hero(1, "murongfu", partial=True)
    sc.hand(1, ["li_1x1"])
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_while("cancel")
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert "li_1x1" in sc.hand_faces(0)
    assert sc.hand_faces(1) == ["xixing"]
    assert "xixing" not in sc.discard_faces()


def test_murongfu_fuguodaren_not_for_his_own_strategy():
    """慕容复 复国大任: a strategy he uses on himself (掌门信物) is discarded as usual."""
    sc = sc5()
    sc.set_hero(0, "murongfu", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    sc.pass_while("cancel")
    assert "zhangmenxinwu" in sc.discard_faces()


def test_zhangwuji_jiuyanghuti_yellow_cards_of_others_do_nothing():
    """张无忌 九阳护体: another character's yellow attack on him does nothing: he is not asked for
    a defence, there is no clash and no damage, and the move is spent. Without the skill the
    undefended 1-power move would deal 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "zhangwuji", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["qi_1x1", "li_1x1"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("qi_1x1").target(1)
    assert sc.decision().kind == "play"
    assert sc.clashes() == [] and sc.hp(1) == hp
    assert "qi_1x1" in sc.discard_faces()


def test_zhangwuji_jiuyanghuti_passes_over_him_in_a_yellow_jianmoxiafan():
    """张无忌 九阳护体: 剑魔下凡 (everyone plays a move or takes 1) of the skill's colour skips
    him: he is never asked and keeps his HP, while the others are asked in turn. (The decks
    print 剑魔下凡 in red only, so the skill's colour parameter is set to red here.)"""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "zhangwuji", partial=True)
    assert sc.state["skills"][1, 0] == SKILL_IMMUNE_COLOUR_FROM_OTHERS
    sc.state["sk_param"][1, 0, 0] = 0  # red
    hp = sc.hp(1)
    sc.hand(0, ["jianmoxiafan"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    asked = []
    for _ in range(40):
        d = sc.decision()
        if d.kind == "play":
            break
        asked.append((d.kind, d.actor if d.kind == "respond" else d.other))
        sc.pass_()
    concerned = {seat for _, seat in asked}
    assert 1 not in concerned and concerned == {2, 3, 4}
    assert sc.hp(1) == hp


def test_zhangwuji_jiuyanghuti_attack_ordered_by_anqi_fizzles():
    """张无忌 九阳护体 against an attack not aimed through a target choice: seat 0's 暗器 makes
    seat 1 attack him; the move has the skill's colour (red here, set on the skill), so the
    attack does nothing (no clash, no damage) instead of hitting him."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "zhangwuji", partial=True)
    sc.state["sk_param"][2, 0, 0] = 0  # red
    hp = sc.hp(2)
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    sc.pass_while("cancel")
    sc.respond("li_2x1")
    assert sc.clashes() == []
    assert sc.hp(2) == hp
    assert any(r[0] == 2 for r in sc.logged(L.EV_SKILL))


def test_dongfangbubai_kuihuabaodian_first_attack_on_same_gender_unblockable():
    """东方不败 葵花宝典: in his play phase his first white or blue attack on a character of his own
    gender cannot be answered: seat 1 (male) holds a move that would block (1 against 1) but is
    never asked, and takes the damage."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "dongfangbubai", partial=True)
    sc.set_hero(1, "guojing", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    assert sc.decision().kind == "play"
    assert sc.hp(1) == hp - 1
    assert sc.hand_faces(1) == ["su_1x2"]


def test_dongfangbubai_kuihuabaodian_not_against_the_other_gender():
    """东方不败 葵花宝典: against a character of the other gender the attack is answered as usual
    (here she blocks with an equal move)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "dongfangbubai", partial=True)
    sc.set_hero(1, "guojing", partial=True)
    sc.state["gender"][1] = L.GENDER_FEMALE
    hp = sc.hp(1)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.respond("su_1x2")
    assert sc.hp(1) == hp


@pytest.mark.parametrize("shielded", [True, False])
def test_dongfangbubai_xiuhuazhen_internal_art_skills_not_aimed_at_him(shielded):
    """东方不败 绣花针: the skill of seat 0's internal art 五毒功 (+1 damage against an empty hand)
    does not apply to him: a 1-power move deals 1, not 2 (the same hero without the skill, its
    slot emptied, takes 2)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "dongfangbubai", partial=True)
    if not shielded:
        sc.state["skills"][1, 0] = 0
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, [])
    sc.equip(0, "wudugong")
    sc.play_phase(0)
    sc.use("li_1x1")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.hp(1) == hp - (1 if shielded else 2)


def test_zhangwuji_qiankundanuoyi_moves_a_table_card():
    """张无忌 乾坤大挪移 (hero): once in his play phase he throws away a red hand card and moves
    seat 1's internal art to seat 2's internal slot; the skill is not offered again that turn."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "zhangwuji", partial=True)
    sc.hand(0, ["li_1x1", "li_2x1"])
    sc.equip(1, "wudugong")
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.target(1)
    sc.pick_equip("internal")
    assert sc.targets() == [0, 2, 3, 4]  # anyone but its holder, himself included
    sc.target(2)
    assert sc.equipment(1) == {}
    assert sc.equipment(2) == {"internal": "wudugong"}
    assert sc.hand_faces(0) == ["li_2x1"]
    assert "li_1x1" in sc.discard_faces()
    assert sc.decision().kind == "play" and not sc.can_hero_skill(1)


def test_zhangwuji_qiankundanuoyi_needs_a_red_card_and_a_movable_card():
    """张无忌 乾坤大挪移 (hero): not offered without a red hand card, nor with nothing to move."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "zhangwuji", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.equip(1, "wudugong")
    sc.play_phase(0)
    assert not sc.can_hero_skill(1)
    sc2 = sc5(deck="wide", auto_forced=False)
    sc2.set_hero(0, "zhangwuji", partial=True)
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    assert not sc2.can_hero_skill(1)


def test_cli_bench_with_heroes(capsys: pytest.CaptureFixture[str]) -> None:
    """`qxs bench --heroes implemented` measures games with drafted heroes."""
    import json

    from qxs_env.cli import main

    argv = ["bench", "--json", "--seconds", "0.3", "--quiet", "--num-envs", "16"]
    assert main([*argv, "--heroes", "implemented"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["heroes"] == "implemented"
    assert r["engine_decisions_per_s"] > 0 and r["decisions_per_game"] > 0


def test_murongfu_huanshibishen_defends_with_a_copy_of_the_attack():
    """慕容复 还施彼身: attacked by a red 2-power move he plays a blue hand card as an exact copy
    of it (red, power 2): 2 against 2 blocks. Without the skill his blue 1 would be countered by
    the red move (3 against 1)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "murongfu", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "respond" and sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == hp
    assert "ji_1x1" in sc.discard_faces()


def test_murongfu_huanshibishen_needs_red_or_blue():
    """慕容复 还施彼身: not offered with only a yellow or white hand card."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "murongfu", partial=True)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["qi_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "respond" and not sc.can_hero_skill(1)
