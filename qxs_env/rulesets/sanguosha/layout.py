"""三国杀's integer codes: card faces, categories, identities, config slots, procedures,
decisions, what a request asks, cancel kinds and events. Plain module-level ints, so numba folds
them into compiled code; numbered apart from the framework's codes of the same family
(``qxs_env.engine.layout``).

The face codes are the positions of the faces in ``configs/sanguosha/cards.yaml``
(:data:`FACE_IDS`), the effect codes those of its distinct effects (:data:`EFFECT_IDS`);
:mod:`.tables` refuses to load when the file and these lists disagree.
"""

from __future__ import annotations

# --- card faces (the order of configs/sanguosha/cards.yaml) -------------------------------------
FACE_IDS = (
    "sha",
    "shan",
    "tao",
    "juedou",
    "guohe",
    "shunshou",
    "wanjian",
    "nanman",
    "wuzhong",
    "wugu",
    "taoyuan",
    "jiedao",
    "wuxie",
    "lebu",
    "shandian",
    "zhuge",
    "qinggang",
    "cixiong",
    "guanshi",
    "qinglong",
    "zhangba",
    "fangtian",
    "qilin",
    "bagua",
    "renwang",
    "jueying",
    "dilu",
    "zhuahuang",
    "chitu",
    "dawan",
    "zixing",
)
N_FACES = len(FACE_IDS)
F_SHA = 0
F_SHAN = 1
F_TAO = 2
F_JUEDOU = 3
F_GUOHE = 4
F_SHUNSHOU = 5
F_WANJIAN = 6
F_NANMAN = 7
F_WUZHONG = 8
F_WUGU = 9
F_TAOYUAN = 10
F_JIEDAO = 11
F_WUXIE = 12
F_LEBU = 13
F_SHANDIAN = 14
F_ZHUGE = 15
F_QINGGANG = 16
F_CIXIONG = 17
F_GUANSHI = 18
F_QINGLONG = 19
F_ZHANGBA = 20
F_FANGTIAN = 21
F_QILIN = 22
F_BAGUA = 23
F_RENWANG = 24
F_JUEYING = 25
F_DILU = 26
F_ZHUAHUANG = 27
F_CHITU = 28
F_DAWAN = 29
F_ZIXING = 30

# --- card effects (tb.face_effect; the distinct ``effect`` ids of cards.yaml, in order of first
# appearance): every face has its own effect but the +1 and the -1 horses, which share one each.
# The card modules (cards/<effect id>.py) are dispatched by effect code ------------------------
EFFECT_IDS = (*FACE_IDS[:25], "horse_plus", "horse_minus")
EFFECT_SHA = 0
EFFECT_SHAN = 1
EFFECT_TAO = 2
EFFECT_JUEDOU = 3
EFFECT_GUOHE = 4
EFFECT_SHUNSHOU = 5
EFFECT_WANJIAN = 6
EFFECT_NANMAN = 7
EFFECT_WUZHONG = 8
EFFECT_WUGU = 9
EFFECT_TAOYUAN = 10
EFFECT_JIEDAO = 11
EFFECT_WUXIE = 12
EFFECT_LEBU = 13
EFFECT_SHANDIAN = 14
EFFECT_ZHUGE = 15
EFFECT_QINGGANG = 16
EFFECT_CIXIONG = 17
EFFECT_GUANSHI = 18
EFFECT_QINGLONG = 19
EFFECT_ZHANGBA = 20
EFFECT_FANGTIAN = 21
EFFECT_QILIN = 22
EFFECT_BAGUA = 23
EFFECT_RENWANG = 24
EFFECT_HORSE_PLUS = 25
EFFECT_HORSE_MINUS = 26

# --- equipment slots (g.equip[p, slot]; S-DIST-4) and the slot of each subtype ------------------
SLOT_WEAPON = 0
SLOT_ARMOUR = 1
SLOT_PLUS = 2  # the +1 horse
SLOT_MINUS = 3  # the -1 horse
SLOT_OF_SUBTYPE = {"weapon": SLOT_WEAPON, "armour": SLOT_ARMOUR, "horse_plus": SLOT_PLUS}
SLOT_OF_SUBTYPE["horse_minus"] = SLOT_MINUS

# --- categories (tb.face_category) ---------------------------------------------------------------
CAT_BASIC = 0
CAT_TRICK = 1
CAT_EQUIPMENT = 2
CATEGORY_NAMES = ("basic", "trick", "equipment")

# --- identities (the record's ``ident``; configs/sanguosha/identities.yaml's roles) -------------
LORD = 0
LOYALIST = 1
REBEL = 2
RENEGADE = 3
IDENTITY_NAMES = ("lord", "loyalist", "rebel", "renegade")
IDENTITY_LABELS = ("主公", "忠臣", "反賊", "內奸")
N_IDENTITIES = 4

# --- config slots (cfg, int64): C_PLAYERS = 0 and C_AUTO_FORCED = 6 are the framework's --------
C_MAX_TURNS = 1  # truncate after this many turns (0: never; S-OPEN-11)
C_LORD_BONUS_MIN = 2  # the lord gets +1 max HP at this many players or more (S-OPEN-06)
C_N_LOYALIST = 3
C_N_REBEL = 4
C_N_RENEGADE = 5
C_BASE_HP = 7  # every seat's max HP without heroes (S-SETUP-5: 4)

# --- numbers of the rules ------------------------------------------------------------------------
START_CARDS = 4  # S-SETUP-4
DRAW_PER_TURN = 2  # S-TURN-3
BASE_HP = 4  # S-SETUP-5
SHA_PER_TURN = 1  # S-CARD-SHA-3
REBEL_REWARD = 3  # S-DEATH-5
N_EQUIP_SLOTS = 4  # weapon, armour, +1 horse, -1 horse (S-DIST-4)
N_JUDGE_PICKS = 4  # the judgement-area block of actions (a card there, by position)
N_SHOWN = 10  # the shown block of actions: one of the cards shown on the table (五穀豐登)
SHANDIAN_DAMAGE = 3  # S-CARD-SHANDIAN-2

# --- procedures (numbered apart from the framework's: 1-4, 8, 9, 11, 12, 23, 27-31) ------------
OP_DISCARD_PHASE = 5  # FR_P discards down to its HP (S-TURN-5)
OP_EFFECT = 6  # a card's effect on one target: FR_P user, FR_Q target, FR_A0 card, FR_A1 face
OP_BAGUA = 7  # 八卦陣 stands in for a 閃 asked of FR_P (FR_A0 the armour): ask, then judge
OP_WEAPON = 10  # a weapon's power during a 殺 (FR_P the owner, FR_Q the target, FR_A0 the
# weapon, FR_A1 the 殺): the weapon module's stages (``power_step``); result 1: the 殺 hits anyway
OP_ZHANGBA = 13  # FR_P makes a 殺 of two hand cards (丈八蛇矛, FR_A0 the weapon; FR_A1 1: to
# answer a request, its parent; 0: to use it, aimed next)

# --- decisions (the framework keeps 32..63: 35 cancel, 36 rescue, 44 request, ...; ours from 64)
DEC_PLAY = 64  # the current seat uses a card or passes (ends its play phase)
DEC_TARGET = 65  # ... chooses the target of its card FR_A0 (face FR_A1)
DEC_DISCARD = 66  # the current seat discards a card (down to its HP)
DEC_PICK = 67  # FR_P picks a card of seat FR_Q for its card FR_A0 (face FR_A1)
# 68 was 五穀豐登's own decision: it takes a shown card through the framework's DEC_SHOWN now
DEC_ARMOUR = 69  # FR_P may judge with its armour FR_A0 (八卦陣) for the 閃 FR_Q asks: yes or pass
DEC_VICTIM = 75  # FR_P names the victim of its 借刀殺人 FR_A0 aimed at FR_Q (in FR_Q's range)
DEC_BORROWED_SHA = 76  # FR_P uses a 殺 on FR_Q for 借刀殺人 FR_A0 (of seat FR_A1), or passes
DEC_WEAPON = 70  # FR_P answers what the power of weapon FR_A0 asks (FR_A1: the weapon's own code;
# FR_Q the other seat): the weapon module's mask (``power_mask``), pass where it allows one
DEC_MORE_TARGETS = 71  # FR_P may aim its 殺 FR_A0 (use record FR_A1) at one more seat (FR_A2 more
# at most): 方天畫戟; a seat, or pass

# --- what a card request asks (OP_REQUEST's FR_A0) ----------------------------------------------
ASK_SHAN = 0
ASK_SHA = 1
ANSWER_RESCUE = 2  # not a request: the rescue window's answer (skills' answer patterns: 急救)

# --- cancel kinds (OP_CANCEL's FR_A1) ------------------------------------------------------------
CANCEL_TRICK = 0  # a trick aimed at one seat, cancelled by 無懈可擊 (S-USE-4)

# --- events (numbered apart from the framework's 2, 3, 18) --------------------------------------
EV_TURN = 40  # seat
EV_USE = 41  # seat, card
EV_TARGET = 42  # seat, target, card
EV_PLAYED = 43  # seat, card (given to a request)
EV_DAMAGE = 44  # target, amount, source (-1 none), HP left
EV_HEAL = 45  # seat, amount, HP now
EV_DYING = 46  # seat
EV_DEATH = 47  # seat, identity, killer (-1 none)
EV_DISCARD = 48  # seat, card
EV_CANCELLED = 49  # target, card (a trick cancelled for that target)
EV_WUXIE = 50  # seat, its 無懈可擊, the target of the trick it answers
EV_RESCUE = 51  # seat, dying seat, card
EV_TAKEN = 52  # user, target, card, from the hand (1) or not (0)
EV_DISMANTLED = 53  # user, target, card
EV_REWARD = 54  # killer, cards drawn
EV_PENALTY = 55  # lord, cards discarded
EV_DRAWN_GAME = 56  # both piles empty when a card was needed (S-OPEN-10)
EV_SHOWN = 57  # seat, card (shown on the table from the draw pile)
EV_TAKES_SHOWN = 58  # seat, card (taken from the cards shown)
EV_EQUIP = 59  # seat, card (equipped)
EV_JUDGE = 60  # seat, judgement card
EV_ARMOUR_DODGE = 61  # seat (八卦陣's red judgement stands in for a 閃)
EV_SHIELDED = 62  # seat, card (a black 殺 stopped by 仁王盾)

# --- heroes (configs/sanguosha/heroes.yaml; issue 36, scope 3) -----------------------------------
# The order of the heroes and of their skills in heroes.yaml (:mod:`.tables` refuses to load when
# the file and these lists disagree). A seat's hero is ``g.hero[p]`` (-1: none, the game without
# heroes), its skills the bits of ``g.skills[p]`` (bit k: SKILL_IDS[k]; a lord skill only for
# the lord).
HERO_IDS = (
    "caocao",
    "simayi",
    "xiahoudun",
    "zhangliao",
    "xuchu",
    "guojia",
    "zhenji",
    "liubei",
    "guanyu",
    "zhangfei",
    "zhugeliang",
    "zhaoyun",
    "machao",
    "huangyueying",
    "sunquan",
    "ganning",
    "lvmeng",
    "huanggai",
    "zhouyu",
    "daqiao",
    "luxun",
    "sunshangxiang",
    "huatuo",
    "lvbu",
    "diaochan",
)
N_HEROES = len(HERO_IDS)
SKILL_IDS = (
    "jianxiong",
    "hujia",
    "fankui",
    "guicai",
    "ganglie",
    "tuxi",
    "luoyi",
    "tiandu",
    "yiji",
    "luoshen",
    "qingguo",
    "rende",
    "jijiang",
    "wusheng",
    "feijiang",
    "guanxing",
    "kongcheng",
    "longdan",
    "mashu",
    "jizhi",
    "qicai",
    "zhiheng",
    "jiuyuan",
    "qixi",
    "keji",
    "kurou",
    "yingzi",
    "fanjian",
    "guose",
    "liuli",
    "qianxun",
    "lianying",
    "jieyin",
    "xiaoji",
    "jijiu",
    "qingnang",
    "wushuang",
    "biyue",
    "lijian",
)
N_SKILLS = len(SKILL_IDS)
SKILL_JIANXIONG = 0
SKILL_HUJIA = 1
SKILL_FANKUI = 2
SKILL_GUICAI = 3
SKILL_GANGLIE = 4
SKILL_TUXI = 5
SKILL_LUOYI = 6
SKILL_TIANDU = 7
SKILL_YIJI = 8
SKILL_LUOSHEN = 9
SKILL_QINGGUO = 10
SKILL_RENDE = 11
SKILL_JIJIANG = 12
SKILL_WUSHENG = 13
SKILL_FEIJIANG = 14
SKILL_GUANXING = 15
SKILL_KONGCHENG = 16
SKILL_LONGDAN = 17
SKILL_MASHU = 18
SKILL_JIZHI = 19
SKILL_QICAI = 20
SKILL_ZHIHENG = 21
SKILL_JIUYUAN = 22
SKILL_QIXI = 23
SKILL_KEJI = 24
SKILL_KUROU = 25
SKILL_YINGZI = 26
SKILL_FANJIAN = 27
SKILL_GUOSE = 28
SKILL_LIULI = 29
SKILL_QIANXUN = 30
SKILL_LIANYING = 31
SKILL_JIEYIN = 32
SKILL_XIAOJI = 33
SKILL_JIJIU = 34
SKILL_QINGNANG = 35
SKILL_WUSHUANG = 36
SKILL_BIYUE = 37
SKILL_LIJIAN = 38
KINGDOM_IDS = ("wei", "shu", "wu", "qun")  # g.kingdom[p]: the index, -1 none
N_KINGDOMS = 4
KINGDOM_WU = 2
GENDER_NONE = -1  # g.gender[p]: -1 no hero, 0 male, 1 female
GENDER_MALE = 0
GENDER_FEMALE = 1
HEROES_OFF = 0  # cfg[C_HEROES]: the game of S-SETUP-5, skill-less characters
HEROES_STANDARD = 1  # the 25 heroes of heroes.yaml, drafted (S-SETUP-2)
HERO_MODES = ("off", "standard")
LORD_OFFER = 5  # the lord is offered 曹操, 劉備, 孫權 and 2 at random (S-SETUP-2)
OTHERS_OFFER = 3  # every other seat 3 ...
OTHERS_OFFER_AT_10 = 2  # ... 2 at 10 players

C_HEROES = 20  # HEROES_OFF or HEROES_STANDARD

# procedures of the heroes (reserved: 17-22, 24-26)
OP_DRAFT = 17  # the draft (S-SETUP-2): FR_ST the seat count offered so far
OP_SKILL = 18  # a skill acting in steps: FR_P its owner, FR_A0 the skill, FR_A1.. its own

# decisions of the heroes (reserved: 80-99)
DEC_HERO = 80  # FR_P picks one of its offered heroes (the shown block: the k-th offered)
DEC_SKILL_YES = 81  # FR_P may use its skill FR_A0 now: yes or pass (FR_Q the other seat)
DEC_SKILL_TARGET = 82  # FR_P chooses a seat for its skill FR_A0 (the seat block), or pass

# events of the heroes (reserved: 80-140)
EV_HERO = 80  # seat, hero (picked; public once shown)
EV_SKILL = 81  # seat, skill (used or acting)
EV_LOSE_HP = 82  # seat, amount, HP left (not damage: 苦肉)
EV_GIVEN = 83  # giver, receiver, card (仁德, 遺計; the card seen by the two seats only)
SKILL_SLOTS = 2  # g.skill_slot[p, k]: a hero has at most 2 skills (a lord skill included)

# trigger points of the skills' scan (skill_steps.scan; the ``hears`` status)
PT_TURN_START = 0  # subject: the current seat (the turn-start moment); + stage = the moment
PT_JUDGE_PHASE = 1
PT_DRAW_PHASE = 2  # before the draw (觀星, 裸衣, 突襲)
PT_PLAY_PHASE = 3
PT_DISCARD_PHASE = 4
PT_TURN_END = 5  # after the discard phase (閉月)
PT_DAMAGED = 6  # subject: the damaged seat (alive), source: the damage's; ctx: the OP_DAMAGE frame
PT_HAND_EMPTIED = 7  # subject: the seat whose last hand card left (連營)
PT_EQUIP_LOST = 8  # subject: the seat that lost an equipped card (梟姬); ctx: how many
PT_TRICK_USED = 9  # subject: the user of a trick (集智); ctx: the card

# what chosen or given cards are for (OP_SELECT / OP_GIVE's FR_A2, DEC_SELECT's FR_A0)
PURPOSE_ZHIHENG = 1  # 制衡: any hand cards, discarded, then as many drawn
PURPOSE_RENDE = 2  # 仁德: hand cards given to other seats
PURPOSE_YIJI = 3  # 遺計: the two cards drawn, given to any seats
PURPOSE_GANGLIE = 4  # 剛烈: two hand cards discarded instead of the damage

DEC_SKILL_PICK = 83  # FR_P takes a card of seat FR_Q for its skill FR_A0 (the pick block: 回饋)
EV_ARRANGED = 84  # seat, on top (0) or at the bottom (1) of the draw pile (觀星)
EV_TAKEN_BY_SKILL = 85  # seat, from seat, card, from the hand (1) or not, skill
PURPOSE_QINGNANG = 5  # 青囊: one hand card discarded
PURPOSE_JIEYIN = 6  # 結姻: two hand cards discarded
PURPOSE_GUICAI = 7  # 鬼才: at most one hand card played as the new judgement card
PT_JUDGEMENT_SHOWN = 10  # subject: the judged seat; ctx: the OP_JUDGEMENT frame (鬼才)
PT_JUDGEMENT_SETTLED = 11  # subject: the judged seat; ctx: the OP_JUDGEMENT frame (天妒)
KINGDOM_WEI = 0
KINGDOM_SHU = 1
DEC_SUIT = 84  # FR_P names a suit (the suit block) for seat FR_Q's skill FR_A0 (反間)
EV_SHOWS = 86  # seat, card (taken from a hand and shown: 反間)
PT_SHA_TARGETED = 12  # subject: a 殺's chosen target; source: its user; ctx: use * 16 + target k
PURPOSE_LIULI = 8  # 流離: one card (hand or equipped) discarded
PURPOSE_LIJIAN = 9  # 離間: one card (hand or equipped) discarded
PURPOSE_WUSHENG = 10  # 武聖: a red card (hand or equipped), used as a 殺
PURPOSE_LONGDAN = 11  # 龍膽: a 閃, used as a 殺
PURPOSE_QIXI = 12  # 奇襲: a black card (hand or equipped), used as a 過河拆橋
PURPOSE_GUOSE = 13  # 國色: a diamond card (hand or equipped), used as a 樂不思蜀
PICK_OWN_EQUIPMENT = 1  # DEC_SKILL_PICK's FR_A1: an equipped card of the seat's own, or pass (制衡)
EV_PLACED = 70  # user, holder, card (a delayed trick placed in the holder's judgement area)
EV_PASSED_ON = 71  # from, to, card (閃電 moves on to the next seat's judgement area)
EV_DELAYED_HIT = 72  # holder, card, judgement card (樂不思蜀 takes hold, 閃電 strikes)
EV_DELAYED_MISSED = 73  # holder, card, judgement card (the delayed trick's judgement spares it)
EV_VICTIM = 74  # user, victim, card (the seat a 借刀殺人 names)
EV_WEAPON_GIVEN = 75  # target, user, weapon (借刀殺人 refused: the weapon to the user's hand)
EV_WEAPON = 63  # seat, weapon card, the other seat (the weapon's power is used)
EV_CONVERTED = 64  # seat, the 殺 made, its first card, its second card (丈八蛇矛)

# the public history of acts (acts.py; ``g.acts[a, b, ACT_*]``: seat a towards seat b)
ACT_DAMAGE = 0  # HP of damage a dealt to b
ACT_AIMED = 1  # harmful cards and skills a aimed at b (殺 決鬥 過河拆橋 順手牽羊 樂不思蜀 ...)
ACT_RESCUE = 2  # 桃 a gave b while b was dying
ACT_PROTECT = 3  # 無懈可擊 a played against a harmful trick aimed at b
ACT_GIVE = 4  # cards a gave b by a skill (仁德, 遺計) and HP a gave b by a skill (青囊, 結姻)
ACT_STAND_IN = 5  # cards a played for lord b's 護駕 or 激將
N_ACTS = 6
