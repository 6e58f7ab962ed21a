"""The compiled rules engine: zones, the decision stack, the rules of identity mode, the mask.

Rule functions take ``g`` (one game's record of the batch state, see ``state.py``), ``tb`` (the
content tables as one record, ``state.TABLES_DTYPE``) and ``cfg`` (int32 rule switches, indices
``layout.C_*``). They are plain Python compiled with ``jit.njit_cached`` (numba, with a cache that
cannot go stale); with ``NUMBA_DISABLE_JIT=1`` the same code runs as Python, for tracebacks and
coverage.

The framework parts (zones, decision stack, judgement, cancel windows, dying and death) know
nothing of particular cards: cards act through their effect code (``tb.face_effect``) and the
numbers in ``tb.face_param``. Rule ids (R-…) refer to ../shared/qxs/RULES.md.

Entry points: :func:`reset_game`, :func:`apply_action` (one decision of one game),
:func:`one_game` (either, for one game of a batch: ``Engine``, the AEC env), :func:`step_batch` (a
whole batch in one call), and ``batch.vec_step`` (``BatchEnv``). Every compiled function that
reaches :func:`run` is a library numba optimises whole (a few CPU-seconds of a cold compile
each), so the entry points spell out :func:`apply_action`'s and :func:`reset_game`'s steps rather
than call them, and there are few of them.
"""

from __future__ import annotations

import warnings

import numpy as np

from qxs_env.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MEDICINE,
    CAT_MENTAL,
    CAT_MOVE,
    CAT_POISON,
    CAT_SPECIAL,
    CAT_STRATEGY,
    LEADER,
    SLOT_EITHER_LIGHTNESS,
    SLOT_INTERNAL,
    SLOT_MENTAL,
    SLOT_MINUS,
    SLOT_PLUS,
    WHITE,
)
from qxs_env.content.effects import (
    EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS,
    EFFECT_AFTER_DAMAGE_DISCARD_OR_DAMAGE,
    EFFECT_AFTER_DAMAGE_DRAW,
    EFFECT_AFTER_DAMAGE_FACE_DOWN,
    EFFECT_AFTER_DAMAGE_FOLLOW_UP,
    EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE,
    EFFECT_AFTER_DAMAGE_NEXT_SEAT_DISCARDS,
    EFFECT_AFTER_DAMAGE_OTHER_DRAWS,
    EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD,
    EFFECT_ALL_PLAY_MOVE_OR_DAMAGE,
    EFFECT_ATTRIBUTE_GUARD,
    EFFECT_CANCEL_POISON,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_CLEANSE_HEAL,
    EFFECT_COLOUR_POWER_BONUS,
    EFFECT_COPY_ATTACKER_MOVE,
    EFFECT_COUNTER_COLOUR,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD,
    EFFECT_DAMAGE_ONCE_PER_TURN_DRAW,
    EFFECT_DAMAGED_DISCARD_TO_RETALIATE,
    EFFECT_DAMAGED_MOVE_TABLE_CARD,
    EFFECT_DAMAGED_TAKE_FROM_SOURCE,
    EFFECT_DEFENCE_MOVE_SKILLS,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_DELAYED_PASSING_DAMAGE,
    EFFECT_DELAYED_SKIP_PHASE,
    EFFECT_DISCARD_INSTEAD_OF_DAMAGE,
    EFFECT_DISCARD_TARGET_CARD,
    EFFECT_DRAW,
    EFFECT_DUEL,
    EFFECT_DUGUJIUJIAN,
    EFFECT_EMPTY_HAND_DAMAGE_BONUS,
    EFFECT_FACE_DOWN,
    EFFECT_FEMALE_POWER_BONUS,
    EFFECT_FIX_DISTANCE,
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
    EFFECT_HAMAGONG,
    EFFECT_HEAL,
    EFFECT_IGNORE_TARGET_MENTAL,
    EFFECT_JUDGEMENT_BLOCK,
    EFFECT_JUDGEMENT_DAMAGE_BONUS,
    EFFECT_LIFESTEAL,
    EFFECT_LINK_PAIR,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_MAOMINGDINGTI,
    EFFECT_NEAR_TARGET_POWER_SET,
    EFFECT_NEGATE_ATTACKER_MOVE_SKILL,
    EFFECT_NEXT_MOVE_COUNTERS,
    EFFECT_NO_MOVE_DAMAGE_BONUS,
    EFFECT_NONE,
    EFFECT_OPPOSITE_GENDER_POWER_BONUS,
    EFFECT_PAY_TO_FORCE_DAMAGE,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_RETRY_UNTIL_DAMAGE,
    EFFECT_SET_ALIGNMENT_EVIL,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
    EFFECT_TAKE_TARGET_CARD,
    EFFECT_TULONGDAO,
    EFFECT_TWO_ADJACENT_TARGETS,
    EFFECT_UNCOUNTERED_DISCARD_TARGET,
    EFFECT_UNCOUNTERED_FOLLOW_UP,
    EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE,
    EFFECT_UNLIMITED_ATTACKS,
    EFFECT_VIRTUAL_MOVE,
    EFFECT_YITIANJIAN,
)
from qxs_env.content.skills import (
    SKILL_AFTER_ATTACK_DAMAGE_DISCARD,
    SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE,
    SKILL_ALLY_PLAYS_MOVE,
    SKILL_ALWAYS_COUNTER_COLOUR,
    SKILL_ANY_CARD_AS_MOVE,
    SKILL_ANY_MEDICINE_LIGHT,
    SKILL_ANY_POISON_DARK,
    SKILL_ANY_STRATEGY_LIGHT,
    SKILL_AOXING_TIANXIA,
    SKILL_ARRANGE_TOP_CARDS,
    SKILL_ATTACK_DISTANCE,
    SKILL_ATTRIBUTE_GUARD,
    SKILL_BLOCKED_DISCARD_TARGET,
    SKILL_BORROWED_KNIFE,
    SKILL_CHANGE_HERO_COLOUR,
    SKILL_CHARGE_MOVE,
    SKILL_COLOUR_ALWAYS_COUNTERS,
    SKILL_COLOUR_POWER_BONUS,
    SKILL_CONVERT_CARD,
    SKILL_CONVERT_DELAYED_CARD,
    SKILL_CONVERT_PAIR_CARD,
    SKILL_COUNTER_JUDGEMENT_DAMAGE,
    SKILL_COUNTER_SAME_COLOUR,
    SKILL_COUNTER_TAKE_HAND_CARD,
    SKILL_DAMAGE_ONCE_PER_TURN,
    SKILL_DAMAGE_TO_HP_LOSS,
    SKILL_DAMAGE_TO_LOSS_DRAW,
    SKILL_DAMAGE_TOKENS,
    SKILL_DAMAGED_SOURCE_CHOICE,
    SKILL_DEATH_ATTACKS,
    SKILL_DEFEND_COLOUR_AUTO_BLOCK,
    SKILL_DEFEND_DISTANCE,
    SKILL_DEMAND_COLOUR_CARD,
    SKILL_DISCARD_COLOUR_NULLIFY_ATTACK,
    SKILL_DISCARD_DRAW,
    SKILL_DISCARD_FLIP_OTHER,
    SKILL_DISCARD_FOR_POWER,
    SKILL_DISCARD_HEALER_CARD,
    SKILL_DISCARD_RESCUE,
    SKILL_DISCARD_TABLE_CARD_IN_RANGE,
    SKILL_DRAW_GIVE_ON_COUNTER,
    SKILL_DRAW_ON_COLOUR_PLAYED,
    SKILL_DRAW_ON_DARK_JUDGEMENT,
    SKILL_DRAW_ON_EQUIPMENT_LOST,
    SKILL_DRAW_ON_HEAL_SKILL,
    SKILL_DRAW_ON_LEADER_DAMAGE,
    SKILL_DRAW_ON_LEADER_DAMAGED,
    SKILL_DRAW_ON_POISONED,
    SKILL_DRAW_ON_STRATEGY_USE,
    SKILL_DRAW_PER_DAMAGE_DEALT,
    SKILL_DRAW_PER_DAMAGE_TAKEN,
    SKILL_DRAW_VS_EVIL,
    SKILL_DRAW_WHEN_TARGETED_BY_COLOUR,
    SKILL_EQUIPMENT_AS_MOVE,
    SKILL_EXTRA_DRAW,
    SKILL_EXTRA_TURN_AFTER_KILL,
    SKILL_FEMALE_POWER_AND_DAMAGE,
    SKILL_FIXED_ATTACK_RANGE,
    SKILL_FLIP_HEAL,
    SKILL_FLIP_MULTI_TARGET,
    SKILL_FORCE_ATTACK_NEAREST_OR_DAMAGE,
    SKILL_FREE_VIRTUAL_MOVE,
    SKILL_FULL_HEAL_ON_KILL,
    SKILL_GIVE_EQUIPMENT,
    SKILL_GIVE_HAND_CARDS,
    SKILL_GIVE_MOVE_ORDER_ATTACK,
    SKILL_GIVE_PHASE,
    SKILL_HANBING_ZHENQI,
    SKILL_HAND_LIMIT_MAX_HP,
    SKILL_HEAL_BY_HERO_COLOUR,
    SKILL_HEAL_IF_NO_MOVE_PLAYED,
    SKILL_HEAL_ON_SHAOLIN_CARD,
    SKILL_HEAL_TWO_BY_COLOUR,
    SKILL_HIDDEN_IDENTITY,
    SKILL_HP_DISTANCE,
    SKILL_HP_GATED_SKILL,
    SKILL_HUAGONG_DAFA,
    SKILL_IGNORE_MENTAL_NO_INTERNAL,
    SKILL_IMMUNE_COLOUR_DAMAGE,
    SKILL_IMMUNE_COLOUR_FROM_OTHERS,
    SKILL_IMMUNE_INTERNAL_SKILLS,
    SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL,
    SKILL_IMMUNE_OTHERS_STRATEGY,
    SKILL_INVITE_ATTACK,
    SKILL_JIANMO,
    SKILL_JUDGE_ALIGNMENT_TAKE,
    SKILL_JUDGE_CONVERT_OR_DAMAGE,
    SKILL_JUDGE_ON_HAND_LOSS,
    SKILL_JUDGEMENT_REPLACE,
    SKILL_KILLER_LOSES_SKILL,
    SKILL_KUANGFENG_KUAIDAO,
    SKILL_LIFESTEAL_NEAR,
    SKILL_LOSE_HP_DRAW,
    SKILL_LOSE_HP_POWER_TURN,
    SKILL_LOSE_HP_RESCUE,
    SKILL_LOW_HP_POWER,
    SKILL_MALE_ATTACKER_PAYS,
    SKILL_MEDICINE_AS_MOVE,
    SKILL_MIRROR_ATTACK_MOVE,
    SKILL_MOVE_AS_COLOUR,
    SKILL_MOVE_TABLE_CARD,
    SKILL_NEAR_DAMAGE_HEAL,
    SKILL_NEAR_POWER_FLOOR,
    SKILL_NO_COUNTERS,
    SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW,
    SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL,
    SKILL_OUT_OF_RANGE_POWER_FLOOR,
    SKILL_PAGE_BOYS,
    SKILL_PAY_FOR_ATTACK,
    SKILL_POISON_IMMUNE_CONVERT,
    SKILL_POISON_IMMUNITY_DRAW,
    SKILL_POISONED_POWER_BONUS,
    SKILL_POWER_FLOOR,
    SKILL_QINGXIN_POWER,
    SKILL_QINGXIN_TOKENS,
    SKILL_REBORN,
    SKILL_RECOLOUR_CARDS,
    SKILL_REDIRECT_STRATEGY,
    SKILL_REDUCE_BIG_DAMAGE,
    SKILL_REVEAL_TAKE_COLOURS,
    SKILL_REVEAL_TAKE_EQUIPMENT,
    SKILL_SKILL_AS_CARD,
    SKILL_STORE_MOVE_REATTACK,
    SKILL_STORE_PILE_PREVENT,
    SKILL_STRATEGY_AS_MOVE,
    SKILL_STRATEGY_FORCES_DISCARD,
    SKILL_STRATEGY_IMMUNE_COSTLY,
    SKILL_SWITCH_DAMAGE_COLOUR,
    SKILL_SWITCH_GENDER,
    SKILL_TAKE_DAMAGING_MOVE,
    SKILL_TAKE_DISCARDED_COLOUR,
    SKILL_TAKE_OWN_JUDGEMENT_CARD,
    SKILL_TAKE_PER_DAMAGE,
    SKILL_TAKE_RESOLVED_STRATEGY,
    SKILL_THORNS,
    SKILL_THUNDER_PALM,
    SKILL_TIE_BREAK_LOW_HP,
    SKILL_TOKEN_PREVENT,
    SKILL_TOKENS_DAMAGE_GOOD,
    SKILL_TOKENS_FOR_SKILLS,
    SKILL_TRADE_CARDS,
    SKILL_TREASURE_CARDS,
    SKILL_TREASURE_DUEL,
    SKILL_TWO_CARDS_AS_MOVE,
    SKILL_UNBLOCKABLE_SAME_GENDER,
    SKILL_UNLIMITED_ATTACKS,
    SKILL_UNTARGETABLE_BY_COLOUR,
    SKILL_UNTARGETABLE_SMALL_HAND,
    SKILL_VIRTUAL_EQUIPMENT,
    SKILL_VIRTUAL_MOVE,
    SKILL_WHITE_CARD_DISTANCE,
)
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    ALIGN_GOOD,
    C_ATTACKS_PER_TURN,
    C_AUTO_FORCED,
    C_BASE_HP,
    C_BLUE_IDS,
    C_DRAW,
    C_HAND_START,
    C_HERO_ASSIGN,
    C_HEROES,
    C_ID_COUNTS,
    C_LEADER_BONUS,
    C_LINGBO_BOTH,
    C_MAX_DECISIONS,
    C_MAX_TURNS,
    C_PLAYERS,
    C_SPECIALS,
    CANCEL_POISON,
    CANCEL_STRATEGY,
    CF_AWARDED,
    CF_FREE,
    CF_LOOKED,
    CF_REVEALED,
    CF_REVEALED_NOW,
    CF_SPECIAL,
    CF_STORED_UP,
    CF_THROWN,
    DEC_BASE,
    DEC_CANCEL,
    DEC_COLOUR,
    DEC_CONFIRM,
    DEC_DISCARD,
    DEC_HAND,
    DEC_HERO,
    DEC_PICK,
    DEC_PLAY,
    DEC_RESCUE,
    DEC_RESPOND,
    DEC_SKILL,
    DEC_TARGET,
    DRAFT_OFFER,
    EV_BLOCK,
    EV_CANCEL,
    EV_CLASH,
    EV_CONVERT,
    EV_DAMAGE,
    EV_DEATH,
    EV_DISCARD,
    EV_DRAW,
    EV_DYING,
    EV_EQUIP,
    EV_FACE_DOWN,
    EV_GAME_OVER,
    EV_HEAL,
    EV_HERO,
    EV_HP_LOSS,
    EV_JUDGE,
    EV_MAX,
    EV_PASS,
    EV_PHASE_SKIP,
    EV_PLACE,
    EV_PREVENT,
    EV_RESHUFFLE,
    EV_RESPOND,
    EV_REVEAL,
    EV_SKILL,
    EV_SKIP_TURN,
    EV_STATUS,
    EV_TAKE,
    EV_TURN,
    EV_USE,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_LEND,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_SKILL,
    FR_ST,
    GENDER_FEMALE,
    GENDER_MALE,
    GENDER_NONE,
    H_ATTACK,
    H_DAMAGE,
    H_HARM,
    H_RESCUE,
    H_TAKE,
    HA_DRAFT,
    HA_FIXED,
    HA_RANDOM,
    HERO_SKILLS,
    JUDGE_AREA,
    MAX_CARDS,
    MAX_FACES,
    MAX_SKILLS,
    N_COLOUR_ACTIONS,
    N_JUDGE_ACTIONS,
    N_PICK_ACTIONS,
    N_SEAT_ACTIONS,
    N_SKILL_ACTIONS,
    N_TP,
    NV,
    OP_ATTACK,
    OP_CANCEL,
    OP_CONVERT,
    OP_DAMAGE,
    OP_DELAYED,
    OP_DISCARD_PHASE,
    OP_DRAFT,
    OP_DUEL,
    OP_DYING,
    OP_EQUIP_SKILL,
    OP_GAME,
    OP_HELD,
    OP_HELP,
    OP_JUDGE_PHASE,
    OP_JUDGEMENT,
    OP_LENT_PHASE,
    OP_PLAY_PHASE,
    OP_SKILL,
    OP_TRIGGER,
    OP_TURN,
    OP_USE,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PT_ATTACKS,
    PT_BOOST,
    PT_COUNTER_NEXT,
    PT_DAMAGED,
    PT_EXTRA_ATTACKS,
    PT_FIX_DIST,
    PT_FIX_USES,
    PT_GUARD,
    PUR_ADJACENT,
    PUR_ARRANGE,
    PUR_ATTACK,
    PUR_CARD,
    PUR_CONVERT,
    PUR_DUEL,
    PUR_FOLLOW,
    PUR_FOLLOW_TARGET,
    PUR_HELP,
    PUR_HERO,
    PUR_LIGHTNESS,
    PUR_MASS,
    PUR_MOVE,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
    PUR_NAME_FACE,
    PUR_OTHER,
    PUR_PAY,
    PUR_RETRY,
    PUR_SECOND,
    PUR_SKILL_CARD,
    PUR_SKILL_EQUIP,
    PUR_SKILL_NEAREST,
    PUR_SKILL_ORDER,
    PUR_SKILL_TARGET,
    PUR_STORED,
    PUR_TAKE,
    PUR_TULONG,
    ROLE_SOURCE,
    ROLE_SUBJECT,
    SKT_ATTACK,
    SKT_HAS_CARDS,
    SKT_PASS,
    SKT_SELF,
    SKT_WOUNDED,
    ST_BOOST,
    ST_COUNTER,
    ST_LINKED,
    ST_SKIP,
    STACK_DEPTH,
    TP_AFTER_DAMAGE,
    TP_ATTACKED,
    TP_BEFORE_DAMAGE,
    TP_CARD_PLAYED,
    TP_CARD_USED,
    TP_CLASH,
    TP_DIES,
    TP_DYING,
    TP_EQUIP_LOST,
    TP_GAME_START,
    TP_HAND_LOST,
    TP_HEALED,
    TP_JUDGED,
    TP_JUDGEMENT,
    TP_MOVE_RESOLVED,
    TP_PHASE_DISCARD,
    TP_PHASE_DRAW,
    TP_PHASE_JUDGE,
    TP_PHASE_PLAY,
    TP_THROWN,
    TP_TURN_END,
    TP_TURN_START,
    TRIG_OPTIONAL,
    V_CAT,
    V_COLOUR,
    V_EFFECT,
    V_FACE,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_POWER,
    V_RANGE,
    V_RESERVED,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_OUT,
    Z_PROC,
    Z_STORE,
)
from qxs_env.engine.nrt import borrow, stack_i64

# Uncompiled (NUMBA_DISABLE_JIT=1), numpy warns on the generator's intended uint64 wrap-around.
warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning, r"qxs_env\.")

# errors returned by apply_action / step_batch
ERR_OK = 0
ERR_ILLEGAL = 1
ERR_DONE = 2
ERR_BROKEN = 3  # the game is broken (an earlier call raised inside the rules): reset it

# The effect codes this engine implements. A deck holding any other effect is refused at build
# time (qxs_env.engine.api), so that no card silently does nothing.
IMPLEMENTED_EFFECTS = (
    EFFECT_NONE,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_COLOUR_POWER_BONUS,
    EFFECT_JUDGEMENT_BLOCK,
    EFFECT_ATTRIBUTE_GUARD,
    EFFECT_HEAL,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_CANCEL_POISON,
    EFFECT_DRAW,
    EFFECT_ALL_PLAY_MOVE_OR_DAMAGE,
    EFFECT_DELAYED_SKIP_PHASE,
    EFFECT_DISCARD_TARGET_CARD,
    EFFECT_TAKE_TARGET_CARD,
    EFFECT_FACE_DOWN,
    EFFECT_VIRTUAL_MOVE,
    EFFECT_DUEL,
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
    EFFECT_CLEANSE_HEAL,
    EFFECT_NEXT_MOVE_COUNTERS,
    EFFECT_SET_ALIGNMENT_EVIL,
    EFFECT_LINK_PAIR,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    # move skills (and the internal arts that share them)
    EFFECT_COUNTER_COLOUR,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_FEMALE_POWER_BONUS,
    EFFECT_NEAR_TARGET_POWER_SET,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_NO_MOVE_DAMAGE_BONUS,
    EFFECT_EMPTY_HAND_DAMAGE_BONUS,
    EFFECT_JUDGEMENT_DAMAGE_BONUS,
    EFFECT_AFTER_DAMAGE_DRAW,
    EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD,
    EFFECT_AFTER_DAMAGE_FACE_DOWN,
    EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
    EFFECT_UNCOUNTERED_DISCARD_TARGET,
    EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE,
    EFFECT_DISCARD_INSTEAD_OF_DAMAGE,
    # the last moves, internal, mental and lightness arts of the standard edition
    EFFECT_AFTER_DAMAGE_DISCARD_OR_DAMAGE,
    EFFECT_UNCOUNTERED_FOLLOW_UP,
    EFFECT_TWO_ADJACENT_TARGETS,
    EFFECT_HAMAGONG,
    EFFECT_AFTER_DAMAGE_NEXT_SEAT_DISCARDS,
    EFFECT_AFTER_DAMAGE_OTHER_DRAWS,
    EFFECT_DUGUJIUJIAN,
    EFFECT_AFTER_DAMAGE_FOLLOW_UP,
    EFFECT_IGNORE_TARGET_MENTAL,
    EFFECT_PAY_TO_FORCE_DAMAGE,
    EFFECT_RETRY_UNTIL_DAMAGE,
    EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS,
    EFFECT_LIFESTEAL,
    EFFECT_OPPOSITE_GENDER_POWER_BONUS,
    EFFECT_UNLIMITED_ATTACKS,
    EFFECT_DAMAGED_TAKE_FROM_SOURCE,
    EFFECT_DAMAGED_DISCARD_TO_RETALIATE,
    EFFECT_COPY_ATTACKER_MOVE,
    EFFECT_NEGATE_ATTACKER_MOVE_SKILL,
    EFFECT_DAMAGED_MOVE_TABLE_CARD,
    EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD,
    EFFECT_DAMAGE_ONCE_PER_TURN_DRAW,
    EFFECT_DEFENCE_MOVE_SKILLS,
    EFFECT_FIX_DISTANCE,
    # 冒名顶替 swaps hero skills: with heroes off there is none to swap, so it cannot be used
    # (ruling, docs/rulings.md); its effect with heroes on belongs to the heroes code
    EFFECT_MAOMINGDINGTI,
    # the special cards (GameConfig.specials)
    EFFECT_TULONGDAO,
    EFFECT_YITIANJIAN,
    EFFECT_DELAYED_PASSING_DAMAGE,
)

# attack flags (OP_ATTACK's FR_A3)
F_NO_DEFENCE = 1  # the target played no move
F_COUNTERED = 2  # the defending move countered the attacking one (R-M4)
F_SILENCED = 4  # 如来千手式 took part: no after-damage skill of this clash
F_KEEP_CARD = 8  # 天山六阳掌's first attack: the move stays on the table for the second one
F_FOLLOW = 16  # a follow-up attack is offered when the attack is over (少林罗汉拳, 万花剑法)
F_DUGU = 32  # 独孤九剑's payments were asked for this clash
F_NEAR = 64  # 吸血功: the target was within its distance when the damage was dealt
F_PERSIST = F_KEEP_CARD | F_DUGU  # flags that survive the clash stage's reset

# Which trigger points each effect listens to, and how (layout.ROLE_* | TRIG_OPTIONAL).
TRIGGERS = np.zeros((128, N_TP), dtype=np.int8)
TRIGGERS[EFFECT_JUDGEMENT_BLOCK, TP_ATTACKED] = ROLE_SUBJECT | TRIG_OPTIONAL  # 混元气
TRIGGERS[EFFECT_ATTRIBUTE_GUARD, TP_BEFORE_DAMAGE] = ROLE_SUBJECT  # 闭穴功 / 移宫易穴 (locked)
TRIGGERS[EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD, TP_BEFORE_DAMAGE] = ROLE_SUBJECT  # 少林洗髓经
TRIGGERS[EFFECT_DAMAGE_ONCE_PER_TURN_DRAW, TP_BEFORE_DAMAGE] = ROLE_SUBJECT  # 少林易筋经
TRIGGERS[EFFECT_DAMAGE_ONCE_PER_TURN_DRAW, TP_AFTER_DAMAGE] = ROLE_SUBJECT | TRIG_OPTIONAL
TRIGGERS[EFFECT_DAMAGED_TAKE_FROM_SOURCE, TP_AFTER_DAMAGE] = ROLE_SUBJECT | TRIG_OPTIONAL  # 北冥
TRIGGERS[EFFECT_DAMAGED_DISCARD_TO_RETALIATE, TP_AFTER_DAMAGE] = ROLE_SUBJECT | TRIG_OPTIONAL
TRIGGERS[EFFECT_DAMAGED_MOVE_TABLE_CARD, TP_AFTER_DAMAGE] = ROLE_SUBJECT | TRIG_OPTIONAL  # 乾坤
# Trigger points some equipment effect listens to (1) or none does (0): fire() skips the equipment
# scan at the others (most points). Derived from TRIGGERS, so it stays below its last entry
# (tests/test_perf_paths.py checks that it matches).
EQUIP_POINTS = ((TRIGGERS != 0).sum(axis=0) > 0).astype(np.int8)

# =============================================================================================
# action id layout helpers (offsets depend on the catalogue size; see layout.action_offsets)
# =============================================================================================


@njit_cached
def n_types(tb):
    """Number of card types (faces x 4 colours): the size of the card block of actions."""
    return tb.n_faces * 4


@njit_cached
def a_seat(tb):
    return n_types(tb)


@njit_cached
def a_pick(tb):
    return n_types(tb) + N_SEAT_ACTIONS


@njit_cached
def a_judge(tb):
    return a_pick(tb) + N_PICK_ACTIONS


@njit_cached
def a_colour(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS


@njit_cached
def a_skill(tb):
    return a_colour(tb) + N_COLOUR_ACTIONS


@njit_cached
def a_pass(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS + N_COLOUR_ACTIONS + N_SKILL_ACTIONS


@njit_cached
def a_yes(tb):
    return a_pass(tb) + 1


@njit_cached
def card_type(tb, c):
    return tb.card_face[c] * 4 + tb.card_colour[c]


@njit_cached
def card_effect(tb, c):
    return tb.face_effect[tb.card_face[c]]


@njit_cached
def card_cat(tb, c):
    return tb.face_category[tb.card_face[c]]


@njit_cached
def card_param(tb, c, k):
    return tb.face_param[tb.card_face[c], k]


# Card properties through these accessors work for physical and virtual cards alike.


@njit_cached
def c_face(g, tb, c):
    """Face of card c (for a virtual card: the face of what made it)."""
    if c < MAX_CARDS:
        return tb.card_face[c]
    return g.vcard[c - MAX_CARDS, V_FACE]


@njit_cached
def c_colour(g, tb, c):
    if c < MAX_CARDS:
        return tb.card_colour[c]
    return g.vcard[c - MAX_CARDS, V_COLOUR]


@njit_cached
def colour_of(g, tb, c, p):
    """The colour card c counts as for seat p, who holds, uses or plays it (or whose judgement
    it is): its own colour (c_colour), which p's hero skills may change (skill_recolour:
    白衣仙女). p = -1: the card's own colour."""
    col = c_colour(g, tb, c)
    if p >= 0 and g.hero[p] >= 0:
        col = skill_recolour(g, p, col)
    return col


@njit_cached
def c_cat(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_category[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_CAT]


@njit_cached
def c_effect(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_effect[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_EFFECT]


@njit_cached
def c_power(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_power[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_POWER]


@njit_cached
def c_range(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_range[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_RANGE]


@njit_cached
def alloc_vrow(g):
    """A free virtual-card row (no cards on the table, not reserved by a card-less card), the
    next after the last one used; a RuntimeError when every row is busy."""
    k = g.vnext
    for _ in range(NV):
        if g.vcard[k, V_NPHYS] == 0 and g.vcard[k, V_PHYS0] != V_RESERVED:
            break
        k = (k + 1) % NV
    if g.vcard[k, V_NPHYS] != 0 or g.vcard[k, V_PHYS0] == V_RESERVED:
        raise RuntimeError("qxs engine: too many virtual cards at once")
    g.vnext = (k + 1) % NV
    return k


@njit_cached
def make_virtual(g, cat, face, colour, power, rng, effect, c0, c1):
    """A virtual card made of physical cards c0 (and c1, or -1), which must already be on the
    table; returns its id (>= MAX_CARDS). Rows are used round robin, so a row's last content
    stays readable (for rendering events) until NV newer virtual cards have been made."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = cat
    v[V_COLOUR] = colour
    v[V_POWER] = power
    v[V_RANGE] = rng
    v[V_EFFECT] = effect
    v[V_NPHYS] = 1 if c1 < 0 else 2
    v[V_PHYS0] = c0
    v[V_PHYS1] = c1
    return MAX_CARDS + k


@njit_cached
def in_proc(g, c):
    """Is card c (physical or virtual) still on the table? A card-less virtual card (made by a
    hero skill: V_PHYS0 = V_RESERVED) is, until it is discarded, so every "discard it if it is
    still on the table" frees its row too."""
    if c < MAX_CARDS:
        return g.zone[c] == Z_PROC
    return g.vcard[c - MAX_CARDS, V_NPHYS] > 0 or g.vcard[c - MAX_CARDS, V_PHYS0] == V_RESERVED


@njit_cached
def proc_has_cards(g, c):
    """Are physical cards of c on the table (c itself, or a virtual card's own cards)? False
    for a card-less virtual card: a skill taking "the card" takes nothing there."""
    if c < MAX_CARDS:
        return g.zone[c] == Z_PROC
    return g.vcard[c - MAX_CARDS, V_NPHYS] > 0


# =============================================================================================
# randomness: splitmix64 per game (R-S2, R-S6); the stream depends only on the game's seed
# =============================================================================================


@njit_cached
def seed_rng(g, seed):
    g.seed = seed
    g.rng = np.uint64(seed) ^ np.uint64(0x5DEECE66D2545F49)


@njit_cached
def rnd(g, n):
    """A uniform integer in [0, n) from game b's generator."""
    x = g.rng + np.uint64(0x9E3779B97F4A7C15)
    g.rng = x
    z = x
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return np.int64(z % np.uint64(n))


# =============================================================================================
# events
# =============================================================================================


@njit_cached
def log(g, kind, x0, x1, x2, x3, x4):
    i = g.ev_n
    if i < EV_MAX:
        g.ev[i, 0] = kind
        g.ev[i, 1] = x0
        g.ev[i, 2] = x1
        g.ev[i, 3] = x2
        g.ev[i, 4] = x3
        g.ev[i, 5] = x4
    g.ev_n = i + 1


# =============================================================================================
# zones: every card is in exactly one zone; these are the only functions that move cards
# =============================================================================================


@njit_cached
def take_out(g, c):
    """Remove card c from wherever it is (its zone entry is then stale until it is placed)."""
    z = g.zone[c]
    o = g.owner[c]
    if z == Z_HAND:
        n = g.hand_n[o]
        for i in range(n):
            if g.hand[o, i] == c:
                g.hand[o, i] = g.hand[o, n - 1]
                g.hand[o, n - 1] = -1
                g.hand_n[o] = n - 1
                break
        if o != g.cur and g.hero[o] >= 0 and expa_watches_hand(g, o):  # 多灾多难
            g.hand_lost[o] += 1  # announced by run() (TP_HAND_LOST) before the next step
            g.hand_lost_n += 1
    elif z == Z_EQUIP:
        for k in range(4):
            if g.equip[o, k] == c:
                g.equip[o, k] = -1
        if o >= 0:
            g.eq_lost[o] += 1  # announced by run() (TP_EQUIP_LOST) before the next step
    elif z == Z_JUDGE:
        n = g.judge_n[o]
        j = 0
        for i in range(n):
            if g.judge[o, i] != c:
                g.judge[o, j] = g.judge[o, i]
                j += 1
        for i in range(j, n):
            g.judge[o, i] = -1
        g.judge_n[o] = j
    elif z == Z_DRAW:
        n = g.n_draw
        j = 0
        for i in range(n):
            if g.draw[i] != c:
                g.draw[j] = g.draw[i]
                j += 1
        g.n_draw = j
    elif z == Z_DISCARD:
        n = g.n_disc
        j = 0
        for i in range(n):
            if g.disc[i] != c:
                g.disc[j] = g.disc[i]
                j += 1
        g.n_disc = j
    elif z == Z_STORE:
        g.cflag[c] &= ~CF_STORED_UP
    g.owner[c] = -1
    g.jface[c] = 0  # it no longer counts as another delayed card (see to_judge)


@njit_cached
def to_hand(g, c, p):
    take_out(g, c)
    g.cflag[c] = g.cflag[c] & (CF_SPECIAL | CF_AWARDED)  # no longer shown (蛤蟆功)
    g.hand[p, g.hand_n[p]] = c
    g.hand_n[p] += 1
    g.zone[c] = Z_HAND
    g.owner[c] = p


@njit_cached
def discard_physical(g, c):
    take_out(g, c)
    if (g.cflag[c] & CF_SPECIAL) != 0:  # a special card leaves the game instead
        g.cflag[c] = g.cflag[c] & (CF_SPECIAL | CF_AWARDED)
        g.zone[c] = Z_OUT
        return
    g.cflag[c] = 0
    g.disc[g.n_disc] = c
    g.n_disc += 1
    g.zone[c] = Z_DISCARD


@njit_cached
def to_discard(g, c):
    """Put card c face up on the discard pile (R-T7); a virtual card's physical cards go there
    and the virtual card ceases to exist."""
    if c < MAX_CARDS:
        discard_physical(g, c)
        return
    row = g.vcard[c - MAX_CARDS]
    if row[V_NPHYS] > 0:
        discard_physical(g, row[V_PHYS0])
        if row[V_NPHYS] > 1:
            discard_physical(g, row[V_PHYS1])
        row[V_NPHYS] = 0
    elif row[V_PHYS0] == V_RESERVED:  # a card-less virtual card (made by a hero skill) ends
        row[V_PHYS0] = -1


@njit_cached
def to_proc(g, c):
    """Put card c on the table while it resolves."""
    take_out(g, c)
    g.zone[c] = Z_PROC


@njit_cached
def to_equip(g, c, p, slot):
    if g.zone[c] == Z_EQUIP and g.owner[c] == p:
        g.eq_lost[p] -= 1  # moved within p's own equipment: it did not leave p
    take_out(g, c)
    g.equip[p, slot] = c
    g.zone[c] = Z_EQUIP
    g.owner[c] = p


@njit_cached
def to_judge(g, c, p):
    """Put physical card c in p's judgement area. A card moved from one judgement area to
    another (乾坤大挪移) keeps the delayed card it counts as (``jface``)."""
    jf = g.jface[c] if g.zone[c] == Z_JUDGE else 0
    take_out(g, c)
    g.judge[p, g.judge_n[p]] = c
    g.judge_n[p] += 1
    g.zone[c] = Z_JUDGE
    g.owner[c] = p
    g.jface[c] = jf


@njit_cached
def to_store(g, c, p, up):
    """Set physical card c aside under p's hero card (zone Z_STORE, owner p; a skill's stored
    cards, e.g. 六合童子's page boys). No container lists them: zone and owner do. ``up`` != 0:
    the card lies face up (cflag CF_STORED_UP: every seat sees its face, e.g. 狂风快刀's moves);
    otherwise only its owner does, and the others see how many there are."""
    take_out(g, c)
    g.zone[c] = Z_STORE
    g.owner[c] = p
    if up:
        g.cflag[c] |= CF_STORED_UP


@njit_cached
def stored_count(g, p):
    """Number of cards p has set aside (Z_STORE)."""
    n = 0
    for c in range(g.zone.shape[0]):
        if g.zone[c] == Z_STORE and g.owner[c] == p:
            n += 1
    return n


@njit_cached
def stored_card_of_type(g, tb, p, t):
    """One of p's stored cards of card type t (the lowest id), -1 when none."""
    for c in range(tb.n_cards):
        if g.zone[c] == Z_STORE and g.owner[c] == p and card_type(tb, c) == t:
            return c
    return -1


@njit_cached
def judge_face(g, tb, c):
    """The face physical card c counts as where it lies: in a judgement area, the delayed card
    a hero skill made of it (``jface``), else its printed face."""
    if g.jface[c] > 0:
        return g.jface[c] - 1
    return tb.card_face[c]


@njit_cached
def place_delayed(g, tb, c, t):
    """Card c (physical, or a virtual delayed card made of one hand card) goes into t's
    judgement area. A virtual card's physical card is what moves; it then counts as the
    virtual card's face (``jface``) until it leaves the judgement area, and the virtual row is
    freed."""
    was = expa_poisoned_before(g, tb, t)  # (王难姑)
    if c < MAX_CARDS:
        to_judge(g, c, t)
    else:
        row = g.vcard[c - MAX_CARDS]
        x = row[V_PHYS0]
        to_judge(g, x, t)
        g.jface[x] = row[V_FACE] + 1
        row[V_NPHYS] = 0
    expa_became_poisoned(g, tb, t, was)


@njit_cached
def to_draw_top(g, c):
    """Put card c face down on top of the draw pile (it is drawn next)."""
    take_out(g, c)
    g.draw[g.n_draw] = c
    g.n_draw += 1
    g.zone[c] = Z_DRAW


@njit_cached
def to_draw_bottom(g, c):
    """Put card c face down at the bottom of the draw pile (it is drawn last)."""
    take_out(g, c)
    for j in range(g.n_draw, 0, -1):
        g.draw[j] = g.draw[j - 1]
    g.draw[0] = c
    g.n_draw += 1
    g.zone[c] = Z_DRAW


@njit_cached
def reshuffle(g):
    """Shuffle the discard pile into a new draw pile (R-T6)."""
    n = g.n_disc
    base = g.n_draw
    for i in range(n):
        c = g.disc[i]
        g.draw[base + i] = c
        g.zone[c] = Z_DRAW
    g.n_disc = 0
    m = base + n
    for i in range(m - 1, 0, -1):
        j = rnd(g, i + 1)
        t = g.draw[i]
        g.draw[i] = g.draw[j]
        g.draw[j] = t
    g.n_draw = m
    log(g, EV_RESHUFFLE, m, 0, 0, 0, 0)


@njit_cached
def top_card(g):
    """Remove and return the top card of the draw pile, reshuffling when empty; -1 when both
    piles are empty (ruling on R-T6: the draw or judgement simply gets fewer cards)."""
    if g.n_draw == 0:
        if g.n_disc == 0:
            return -1
        reshuffle(g)
    n = g.n_draw - 1
    c = g.draw[n]
    g.n_draw = n
    g.zone[c] = Z_PROC
    return c


@njit_cached
def draw_cards(g, p, n):
    got = 0
    for _ in range(n):
        c = top_card(g)
        if c < 0:
            break
        g.hand[p, g.hand_n[p]] = c
        g.hand_n[p] += 1
        g.zone[c] = Z_HAND
        g.owner[c] = p
        got += 1
    if got > 0:
        log(g, EV_DRAW, p, got, 0, 0, 0)
    return got


@njit_cached
def discard_logged(g, c, p):
    """p throws card c away (a cost, its discard phase, an effect): to the discard pile."""
    to_discard(g, c)
    log(g, EV_DISCARD, p, c, 0, 0, 0)
    if c < MAX_CARDS:
        expa_note_thrown(g, c, p)  # (自宫练剑)


@njit_cached
def discard_card(g, tb, c, p):
    """discard_logged, plus 少林洗髓经's heal when that card is discarded from the equipment of
    a living owner (ruling: replacing it by another mental art discards it too)."""
    o = g.owner[c] if c < MAX_CARDS else -1
    xisui = (
        c < MAX_CARDS
        and g.zone[c] == Z_EQUIP
        and o >= 0
        and g.alive[o]
        and tb.face_effect[tb.card_face[c]] == EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD
    )
    discard_logged(g, c, p)
    if xisui:
        heal(g, o, tb.face_param[tb.card_face[c], 1], o)


@njit_cached
def count_cards(g, p):
    """Cards a seat holds in hand, equipment and judgement area."""
    n = g.hand_n[p] + g.judge_n[p]
    for k in range(4):
        if g.equip[p, k] >= 0:
            n += 1
    return n


@njit_cached
def discard_all(g, p, judgement_too):
    while g.hand_n[p] > 0:
        discard_logged(g, g.hand[p, 0], p)
    for k in range(4):
        c = g.equip[p, k]
        if c >= 0:
            discard_logged(g, c, p)
    if judgement_too:  # (a death: the stored cards go too)
        while g.judge_n[p] > 0:
            discard_logged(g, g.judge[p, 0], p)
        for c in range(g.zone.shape[0]):
            if g.zone[c] == Z_STORE and g.owner[c] == p:
                discard_logged(g, c, p)
        sync_stored(g, p)


@njit_cached
def flush_proc(g):
    """Discard every card left on the table (used when a turn is cut short by death)."""
    for c in range(g.zone.shape[0]):
        if g.zone[c] == Z_PROC:
            discard_physical(g, c)
    for k in range(NV):
        g.vcard[k, V_NPHYS] = 0
        if g.vcard[k, V_PHYS0] == V_RESERVED:
            g.vcard[k, V_PHYS0] = -1


# =============================================================================================
# the stack
# =============================================================================================


@njit_cached
def push(g, op, p, q, a0, a1, a2, a3):
    i = g.sp
    if i >= STACK_DEPTH:
        raise RuntimeError("qxs engine: decision stack overflow")
    g.stk[i, :] = 0
    g.stk[i, FR_OP] = op
    g.stk[i, FR_P] = p
    g.stk[i, FR_Q] = q
    g.stk[i, FR_A0] = a0
    g.stk[i, FR_A1] = a1
    g.stk[i, FR_A2] = a2
    g.stk[i, FR_A3] = a3
    g.sp = i + 1
    return i


@njit_cached
def pop(g):
    g.sp -= 1


@njit_cached
def ret(g, value):
    """Pop the top frame and hand ``value`` to its parent's result field."""
    i = g.sp - 1
    g.stk[i - 1, FR_R] = value
    g.sp = i


# =============================================================================================
# geometry: distance and range (R-M1, R-M2)
# =============================================================================================


@njit_cached
def n_players(cfg):
    return cfg[C_PLAYERS]


@njit_cached
def seat_after(cfg, p, k):
    return (p + k) % cfg[C_PLAYERS]


@njit_cached
def lightness_mods(g, tb, cfg, p):
    """(attack modifier, defence modifier) from p's lightness slots."""
    att = 0
    dfn = 0
    both = cfg[C_LINGBO_BOTH] != 0
    c = g.equip[p, SLOT_MINUS]
    if c >= 0:
        f = tb.card_face[c]
        att += tb.face_dist_attack[f]
        if both:
            dfn += tb.face_dist_defend[f]
    c = g.equip[p, SLOT_PLUS]
    if c >= 0:
        f = tb.card_face[c]
        dfn += tb.face_dist_defend[f]
        if both:
            att += tb.face_dist_attack[f]
    if g.hero[p] >= 0:  # 水上飘, 四象步法
        sa, sd = skill_distance_mods(g, p)
        att += sa
        dfn += sd
        f = skill_virtual_equip(g, tb, p, EFFECT_FIX_DISTANCE, -1)  # 神行百变 (hero)
        if f >= 0:
            att += tb.face_dist_attack[f]
            dfn += tb.face_dist_defend[f]
    return att, dfn


@njit_cached
def distance(g, tb, cfg, a, t):
    """Distance from a to t among the living: fewer seats either way, +1 lightness of t, -1
    lightness of a, never below 1 (R-M2)."""
    if a == t:
        return 0
    if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变: distance 1 to the chosen seat this turn
        return 1
    if (g.sk_mark[a] >> t) & 1:  # 傲行天下: a seat the hero attacked this turn
        return 1
    n = cfg[C_PLAYERS]
    alive = g.alive
    alive_n = 0
    cw = 0
    q = a
    for _ in range(n):  # the seats after a in turn order, a itself last (no modulo: hot path)
        q += 1
        if q == n:
            q = 0
        if alive[q]:
            alive_n += 1
            if cw == 0 and q == t:
                cw = alive_n
    ccw = alive_n - cw
    d = cw if cw < ccw else ccw
    att, _ = lightness_mods(g, tb, cfg, a)
    _, dfn = lightness_mods(g, tb, cfg, t)
    d = d + att + dfn
    if d < 1:
        d = 1
    return d


@njit_cached
def distances_from(g, tb, cfg, a):
    """Distances from a to every seat (R-M2) in one pass: int64[players], 0 for a itself and
    for the dead. (A new array: hot paths use distances_into with a stack_i64 table.)"""
    out = np.zeros(cfg[C_PLAYERS], np.int64)
    distances_into(g, tb, cfg, a, out)
    return out


@njit_cached
def distances_to(g, tb, cfg, t, out):
    """``out[a] = distance(g, tb, cfg, a, t)`` for every seat a, in one pass over the seats
    (``out`` at least players long). The same arithmetic as distance(): cw counts the living
    seats after a up to t (0 when t is dead), the shorter way round, the lightness and skill
    modifiers, never below 1."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    upto = stack_i64()  # upto[q]: living seats among 0..q
    alive_n = 0
    for q in range(n):
        if alive[q]:
            alive_n += 1
        upto[q] = alive_n
    _, dfn = lightness_mods(g, tb, cfg, t)
    for a in range(n):
        if a == t:
            out[a] = 0
            continue
        if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变
            out[a] = 1
            continue
        if (g.sk_mark[a] >> t) & 1:  # 傲行天下
            out[a] = 1
            continue
        cw = 0
        if alive[t]:
            cw = upto[t] - upto[a] if t > a else alive_n - upto[a] + upto[t]
        ccw = alive_n - cw
        d = cw if cw < ccw else ccw
        att, _ = lightness_mods(g, tb, cfg, a)
        d = d + att + dfn
        out[a] = d if d > 1 else 1


@njit_cached
def distances_into(g, tb, cfg, a, out):
    """distances_from written into ``out`` (at least players long, zeroed by the caller)."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    rank = stack_i64()
    n_alive = 0
    for q in range(n):
        rank[q] = n_alive
        if alive[q]:
            n_alive += 1
    att, _ = lightness_mods(g, tb, cfg, a)
    for t in range(n):
        if t == a or not alive[t]:
            continue
        gap = abs(rank[t] - rank[a])
        d = min(gap, n_alive - gap)
        _, dfn = lightness_mods(g, tb, cfg, t)
        out[t] = max(d + att + dfn, 1)
        if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变
            out[t] = 1
        if (g.sk_mark[a] >> t) & 1:  # 傲行天下
            out[t] = 1


@njit_cached
def attack_range(g, tb, p, c):
    """The larger of the move's range and the internal art's range (R-M1)."""
    r = c_range(g, tb, c)
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0:
        ir = tb.face_attack_range[tb.card_face[ic]]
        if ir > r:
            r = ir
    if g.hero[p] >= 0:
        r = skill_fixed_range(g, p, r)  # 顶天立地
        r += skill_range_bonus(g, tb, p, c)  # 傲行天下
    return r


@njit_cached
def equipped_effect(g, tb, p, slot, effect):
    """The card in p's slot when its effect is ``effect``, else -1."""
    c = g.equip[p, slot]
    if c >= 0 and tb.face_effect[tb.card_face[c]] == effect:
        return c
    return -1


# =============================================================================================
# legality of card use (shared by the play mask and the target mask)
# =============================================================================================


@njit_cached
def has_same_name_in_judge(g, tb, t, c):
    f = c_face(g, tb, c) if c >= MAX_CARDS or g.zone[c] != Z_JUDGE else judge_face(g, tb, c)
    for i in range(g.judge_n[t]):
        if judge_face(g, tb, g.judge[t, i]) == f:
            return True
    return False


@njit_cached
def internal_reach(g, tb, p):
    """Attack range of p's equipped internal art; 0 when p has none."""
    ic = g.equip[p, SLOT_INTERNAL]
    if ic < 0:
        return 0
    return tb.face_attack_range[tb.card_face[ic]]


@njit_cached
def can_force_attack(g, tb, cfg, t, v):
    """暗器: may t be ordered to attack v? v must be another living character within the attack
    range of t's internal art (ruling: the art's range, whatever moves t holds)."""
    if v == t or not g.alive[v] or not g.alive[t]:
        return False
    r = internal_reach(g, tb, t)
    return r > 0 and distance(g, tb, cfg, t, v) <= r


@njit_cached
def can_link(g, a, b):
    """阴阳和合散: may a and b be linked together? Two different living characters who differ in
    alignment, or in gender when both have one (ruling: a skill-less character has none)."""
    if a == b or not g.alive[a] or not g.alive[b]:
        return False
    if g.align[a] != g.align[b]:
        return True
    ga = g.gender[a]
    gb = g.gender[b]
    return ga != GENDER_NONE and gb != GENDER_NONE and ga != gb


@njit_cached
def has_link_partner(g, cfg, t):
    """Is there a character that may be linked with t?"""
    for u in range(cfg[C_PLAYERS]):
        if can_link(g, t, u):
            return True
    return False


@njit_cached
def link_possible(g, cfg):
    """Can 阴阳和合散 be used on some pair of characters now?"""
    for t in range(cfg[C_PLAYERS]):
        if has_link_partner(g, cfg, t):
            return True
    return False


@njit_cached
def valid_second(g, tb, cfg, c, first, x):
    """Can seat x be the second target of two-target card c whose first target is ``first``?"""
    return card_valid_second(g, tb, cfg, c, first, x, c_effect(g, tb, c))


@njit_cached
def harmful(g, tb, c):
    """Does card c count as aimed against its target (history H_HARM)? (Its effect may say
    not: a card that helps.)"""
    return card_harmful(g, tb, c, c_effect(g, tb, c))


@njit_cached
def valid_target(g, tb, cfg, p, c, t, dist):
    """Can p aim card c at seat t? ``dist``: distances_from(p)."""
    if not g.alive[t]:
        return False
    if c_cat(g, tb, c) == CAT_MOVE:  # (九阳护体: a move may be aimed, and does nothing)
        if t == p or skill_untargetable(g, t, True):  # 万里独行
            return False
        return dist[t] <= attack_range(g, tb, p, c)
    if skill_colour_immune(g, tb, t, p, c):  # 九阳护体: other cards of the colour
        return False
    if g.hero[t] >= 0 and skill_face_immune(g, tb, t, c):  # 十香软筋散 (hero): that card never
        return False  # affects it
    f = c_face(g, tb, c)  # (virtual: a card a hero skill makes)
    e = c_effect(g, tb, c)
    if t != p and c_cat(g, tb, c) == CAT_STRATEGY and skill_immune_strategy(g, t):
        return False  # 蒙面
    if t != p and c_cat(g, tb, c) == CAT_STRATEGY and g.hero[t] >= 0 and skill_strategy_deaf(g, t):
        return False  # 装聋作哑
    return card_valid_target(g, tb, cfg, p, c, f, t, dist, e)  # the effect's own rule


@njit_cached
def needs_target(g, tb, c):
    """Is card c used on a target the user chooses (a move, or an effect with the ordinary
    target prompt)?"""
    if c_cat(g, tb, c) == CAT_MOVE:
        return True
    return card_needs_target(g, tb, c, c_effect(g, tb, c))


@njit_cached
def has_card_within(g, p, t, md, dist):
    """Is t another character with a card, at distance at most md from p (md <= 0: any)?"""
    if t == p or count_cards(g, t) == 0:
        return False
    return md <= 0 or dist[t] <= md


@njit_cached
def can_use(g, tb, cfg, p, c, dist):
    """May p use card c now, in its play phase (R-T4)? ``dist``: distances_from(p). (c may be
    virtual: a hero skill checks a card it would make.)"""
    f = c_face(g, tb, c)
    cat = c_cat(g, tb, c)
    if cat == CAT_MOVE:
        if g.hero[p] >= 0 and (skill_banned_colours(g, p) >> colour_of(g, tb, c, p)) & 1 != 0:
            return False  # 弃剑: p may not use moves of that colour
        if not may_attack(g, tb, cfg, p) and not skill_free_attack(g, p, colour_of(g, tb, c, p)):
            if not (c < MAX_CARDS and g.zone[c] == Z_STORE):  # (狂风快刀: stored, free)
                if not skill_token_free_attack(g, p, colour_of(g, tb, c, p)):  # 铁掌水上漂
                    return False
        if c < MAX_CARDS and (g.cflag[c] & CF_REVEALED_NOW) != 0:  # 蛤蟆功 revealed this turn
            return False
    elif cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
        return True
    e = tb.face_effect[f]
    if needs_target(g, tb, c):
        n = cfg[C_PLAYERS]
        for k in range(n):
            if valid_target(g, tb, cfg, p, c, (p + k) % n, dist):
                return True
        return False
    return card_usable(g, tb, cfg, p, c, f, e)  # a card without a target: its own rule


@njit_cached
def attacks_left(g, cfg, p):
    return g.pt[p, PT_ATTACKS] < cfg[C_ATTACKS_PER_TURN] + g.pt[p, PT_EXTRA_ATTACKS]


@njit_cached
def may_attack(g, tb, cfg, p):
    """May p attack again this play phase? An attack opportunity is left, or p's internal art
    lifts the limit (左右互搏)."""
    if attacks_left(g, cfg, p):
        return True
    if equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_UNLIMITED_ATTACKS) >= 0:
        return True  # 左右互搏
    return False


@njit_cached
def ignores_mental(g, tb, a, t):
    """八荒六合神功: does attacker a ignore target t's mental art? (The art's skill is not aimed
    at a holder of 绣花针; the hero skill 八荒六合 is not an art's skill.)"""
    if a >= 0 and g.hero[a] >= 0 and skill_ignores_mental(g, a):  # 八荒六合 (hero)
        return True
    if a < 0 or internal_shielded(g, a, t):
        return False
    return equipped_effect(g, tb, a, SLOT_INTERNAL, EFFECT_IGNORE_TARGET_MENTAL) >= 0


@njit_cached
def internal_shielded(g, a, t):
    """绣花针: skills of a's internal art cannot take t as their target (t is another hero with
    the skill)."""
    if t < 0 or t == a or g.hero[t] < 0:
        return False
    return skill_slot(g, t, SKILL_IMMUNE_INTERNAL_SKILLS) >= 0


@njit_cached
def internal_on(g, tb, a, effect, t):
    """a's internal art when its effect is ``effect`` and its skill may aim at t, else -1."""
    if internal_shielded(g, a, t):
        return -1
    return equipped_effect(g, tb, a, SLOT_INTERNAL, effect)


@njit_cached
def mental_on(g, tb, p, effect, attacker):
    """p's mental art when its effect is ``effect`` and the attacker (-1: none) does not
    ignore it (八荒六合神功), else -1."""
    c = equipped_effect(g, tb, p, SLOT_MENTAL, effect)
    if c < 0 or attacker < 0:
        return c
    if ignores_mental(g, tb, attacker, p):
        return -1  # 八荒六合神功 (or the hero skill 八荒六合)
    return c


@njit_cached
def defence_skills_on(g, tb, p, attacker):
    """先天功: do p's defending moves use their skills against ``attacker``? Its mental art, or
    the hero skill counting as that art (virtual_equipment)."""
    if mental_on(g, tb, p, EFFECT_DEFENCE_MOVE_SKILLS, attacker) >= 0:
        return True
    if g.hero[p] < 0:
        return False
    return skill_virtual_equip(g, tb, p, EFFECT_DEFENCE_MOVE_SKILLS, attacker) >= 0


@njit_cached
def mental_ignored(g, tb, owner, subject, source, ctx):
    """At a trigger fired from frame ctx, is owner's mental art ignored? Yes when owner is the
    target of an attack by a holder of 八荒六合神功: the attack frame itself, or damage dealt to
    that target by the attacking move (not damage passed on by the 和合 link)."""
    if owner != subject or not ignores_mental(g, tb, source, owner):
        return False
    if ctx < 0 or ctx >= g.sp:
        return False
    op = g.stk[ctx, FR_OP]
    if op == OP_ATTACK:
        return g.stk[ctx, FR_P] == source
    if op == OP_DAMAGE:
        c = g.stk[ctx, FR_A2]
        return c >= 0 and g.stk[ctx, FR_A3] == 0 and c_cat(g, tb, c) == CAT_MOVE
    return False


@njit_cached
def has_colour_in_hand(g, tb, p, colours):
    """Does p hold a hand card whose colour is in the bitmask ``colours``?"""
    for k in range(g.hand_n[p]):
        if (colours & (1 << colour_of(g, tb, g.hand[p, k], p))) != 0:
            return True
    return False


@njit_cached
def count_colour_in_hand(g, tb, p, colours):
    """How many of p's hand cards have a colour in the bitmask ``colours``?"""
    n = 0
    for k in range(g.hand_n[p]):
        if (colours & (1 << colour_of(g, tb, g.hand[p, k], p))) != 0:
            n += 1
    return n


@njit_cached
def next_alive(g, cfg, p, step):
    """The next living seat after p (step 1) or before p (step -1); p itself if none."""
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        q = (p + step * k) % n
        if g.alive[q]:
            return q
    return p


@njit_cached
def adjacent_target(g, tb, cfg, p, c, first, x, dist):
    """天山六阳掌: may x be attacked together with ``first``? x sits next to ``first`` among the
    living (ruling: next to each other, not to the attacker), is not the attacker and is in
    range of the move."""
    if x == p or x == first or not g.alive[x] or dist[x] > attack_range(g, tb, p, c):
        return False
    return next_alive(g, cfg, first, 1) == x or next_alive(g, cfg, first, -1) == x


@njit_cached
def follow_target_ok(g, tb, cfg, p, c, excluded, dist):
    """万花剑法: has move c a target other than p and ``excluded``?"""
    for x in range(cfg[C_PLAYERS]):
        if x != excluded and valid_target(g, tb, cfg, p, c, x, dist):
            return True
    return False


@njit_cached
def can_place(g, tb, k, y):
    """乾坤大挪移: may table card k (equipped or in a judgement area) move to seat y? Ruling:
    equipment only into a free slot of its kind, a delayed card only into a judgement area
    without a card of the same name, never to its own holder."""
    if not g.alive[y] or g.owner[k] == y:
        return False
    if g.zone[k] == Z_EQUIP:
        slot = tb.face_slot[tb.card_face[k]]
        if slot == SLOT_EITHER_LIGHTNESS:
            return g.equip[y, SLOT_MINUS] < 0 or g.equip[y, SLOT_PLUS] < 0
        return g.equip[y, slot] < 0
    if g.zone[k] == Z_JUDGE:
        return g.judge_n[y] < JUDGE_AREA and not has_same_name_in_judge(g, tb, y, k)
    return False


@njit_cached
def movable(g, tb, cfg, k):
    """Can table card k move somewhere (乾坤大挪移)?"""
    for y in range(cfg[C_PLAYERS]):
        if can_place(g, tb, k, y):
            return True
    return False


@njit_cached
def seat_movable(g, tb, cfg, x):
    """Does seat x have an equipped card, or one of its first N_JUDGE_ACTIONS judgement-area
    cards, that can move?"""
    if not g.alive[x]:
        return False
    for s in range(4):
        k = g.equip[x, s]
        if k >= 0 and movable(g, tb, cfg, k):
            return True
    for j in range(min(g.judge_n[x], N_JUDGE_ACTIONS)):
        if movable(g, tb, cfg, g.judge[x, j]):
            return True
    return False


@njit_cached
def slot_skill_usable(g, tb, cfg, p, slot, attacking, dist):
    """Can p activate the skill of its equipped card in ``slot`` now? ``attacking``: in its play
    phase, to attack; otherwise when it must answer with a move."""
    c = g.equip[p, slot]
    if c < 0:
        return False
    f = tb.card_face[c]
    if tb.face_effect[f] == EFFECT_FIX_DISTANCE:  # 神行百变: once per turn, in the play phase
        return attacking and g.pt[p, PT_FIX_USES] < tb.face_param[f, 1]  # its per_turn
    if tb.face_effect[f] != EFFECT_VIRTUAL_MOVE:
        return False
    if g.hand_n[p] < tb.face_param[f, 0]:  # virtual_move(cards, power, range, choose_colour)
        return False
    if not attacking:
        return True
    if not may_attack(g, tb, cfg, p):
        return False
    reach = tb.face_param[f, 2]
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0 and tb.face_attack_range[tb.card_face[ic]] > reach:
        reach = tb.face_attack_range[tb.card_face[ic]]
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        t = (p + k) % n
        if g.alive[t] and dist[t] <= reach and not skill_untargetable(g, t, True):  # 万里独行
            return True
    return False


@njit_cached
def has_effect_in_hand(g, tb, p, effect):
    hand = g.hand
    card_face = tb.card_face
    face_effect = tb.face_effect
    for i in range(g.hand_n[p]):
        if face_effect[card_face[hand[p, i]]] == effect:
            return True
    return False


@njit_cached
def compute_mask(g, tb, cfg):
    """Fill g.mask (and the list g.legal) for the decision on top of the stack; return the number
    of legal actions."""
    m = g.mask
    m[:] = 0
    stk = g.stk
    i = g.sp - 1
    op = stk[i, FR_OP]
    p = stk[i, FR_P]
    q = stk[i, FR_Q]
    a0 = stk[i, FR_A0]
    a1 = stk[i, FR_A1]
    n = cfg[C_PLAYERS]
    PASS = a_pass(tb)
    hand = g.hand
    nh = g.hand_n[p]
    card_face = tb.card_face
    card_colour = tb.card_colour
    face_effect = tb.face_effect
    face_category = tb.face_category
    lg = g.legal
    cnt = 0
    if op == DEC_PLAY:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        dist = stack_i64()
        distances_into(g, tb, cfg, p, dist)
        for k in range(nh):
            c = hand[p, k]
            t = card_face[c] * 4 + card_colour[c]
            if m[t] == 0 and can_use(g, tb, cfg, p, c, dist):
                m[t] = 1
                lg[cnt] = t
                cnt += 1
        if g.hero[p] >= 0 and skill_slot(g, p, SKILL_KUANGFENG_KUAIDAO) >= 0:
            for c in range(tb.n_cards):  # 狂风快刀: moves set aside, usable as from hand
                if g.zone[c] == Z_STORE and g.owner[c] == p:
                    t = card_face[c] * 4 + card_colour[c]
                    if m[t] == 0 and can_use(g, tb, cfg, p, c, dist):
                        m[t] = 1
                        lg[cnt] = t
                        cnt += 1
        sb = a_skill(tb)
        for k in range(4):
            if slot_skill_usable(g, tb, cfg, p, k, True, dist):
                m[sb + k] = 1
                lg[cnt] = sb + k
                cnt += 1
        if g.hero[p] >= 0:  # hero skills usable in the play phase
            for k in range(HERO_SKILLS):
                if skill_active_ok(g, tb, cfg, p, k, DEC_PLAY, -1, dist):
                    m[sb + 4 + k] = 1
                    lg[cnt] = sb + 4 + k
                    cnt += 1
    elif op == DEC_HERO:  # the draft: one of the heroes offered
        base = a_pick(tb)
        for k in range(DRAFT_OFFER):
            if g.offer[p, k] >= 0:
                m[base + k] = 1
                lg[cnt] = base + k
                cnt += 1
    elif op == DEC_SKILL:  # which of several skills first (FR_A0: slot bitmask), or none
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        sb = a_skill(tb)
        for k in range(HERO_SKILLS):
            if (a0 & (1 << k)) != 0:
                m[sb + 4 + k] = 1
                lg[cnt] = sb + 4 + k
                cnt += 1
    elif op == DEC_TARGET:
        base = a_seat(tb)
        dist = stack_i64()
        distances_into(g, tb, cfg, p, dist)
        if a1 == PUR_ADJACENT or a1 == PUR_MOVE_FROM or (
            a1 == PUR_SKILL_TARGET and (stk[i, FR_A3] & SKT_PASS) != 0
        ):  # optional choices
            m[PASS] = 1
            lg[0] = PASS
            cnt = 1
        for k in range(n):
            x = (p + k) % n
            if a1 == PUR_SECOND:
                ok = valid_second(g, tb, cfg, a0, q, x)
            elif a1 == PUR_OTHER:
                ok = x != p and g.alive[x] != 0
            elif a1 == PUR_FOLLOW_TARGET:
                ok = x != q and valid_target(g, tb, cfg, p, a0, x, dist)
            elif a1 == PUR_ADJACENT:
                ok = adjacent_target(g, tb, cfg, p, a0, q, x, dist)
            elif a1 == PUR_MOVE_FROM:
                ok = seat_movable(g, tb, cfg, x)
            elif a1 == PUR_MOVE_TO:
                ok = can_place(g, tb, a0, x)
            elif a1 == PUR_SKILL_TARGET:  # a hero skill: another character within FR_A2
                ok = skill_target_ok(g, i, p, x, dist)
            elif a1 == PUR_SKILL_NEAREST:  # a hero skill: a character nearest the chooser
                ok = x != p and g.alive[x] != 0 and dist[x] == nearest_distance(g, cfg, p, dist)
            else:
                ok = valid_target(g, tb, cfg, p, a0, x, dist)
            if ok:
                m[base + k] = 1
                lg[cnt] = base + k
                cnt += 1
    elif op == DEC_RESPOND or op == DEC_CANCEL or op == DEC_RESCUE:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        eff = -1
        if op == DEC_CANCEL:
            eff = EFFECT_CANCEL_STRATEGY if a1 == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
        elif op == DEC_RESCUE:
            eff = EFFECT_HEAL
        # a duel asks for a printed power of at least FR_A2; 九转熊蛇丸 rescues only its owner
        # 倚天剑: an ally answering for the leader answers the leader's question (FR_A3)
        pur = stk[i, FR_A3] if (op == DEC_RESPOND and a1 == PUR_HELP) else a1
        need = stk[i, FR_A2] if (op == DEC_RESPOND and pur == PUR_DUEL) else -1
        self_rescue = op == DEC_RESCUE and p == q
        # 六脉神剑: only moves of the allowed colours may answer this attack (ruling: printed
        # move cards only, no conversion)
        allowed = 15
        if op == DEC_RESPOND and pur == PUR_ATTACK and a0 >= 0:
            if c_effect(g, tb, a0) == EFFECT_RESTRICT_DEFENCE_COLOUR:
                allowed = tb.face_param[c_face(g, tb, a0), 0]
        # a follow-up attack: moves of the allowed colours from hand (no conversion); 万花剑法
        # (FR_A3 = 1) only those that can reach a target other than the one just hurt
        follow = op == DEC_RESPOND and a1 == PUR_FOLLOW
        fdist = stack_i64()
        if follow:
            distances_into(g, tb, cfg, p, fdist)
        if follow:
            allowed = stk[i, FR_A2]
        banned = skill_banned_colours(g, p) if g.hero[p] >= 0 else 0  # 弃剑
        for k in range(nh):
            c = hand[p, k]
            f = card_face[c]
            if eff < 0:
                ok = face_category[f] == CAT_MOVE and tb.face_power[f] >= need
                ok = ok and (allowed & ~banned & (1 << colour_of(g, tb, c, p))) != 0
                if ok and follow and stk[i, FR_A3] == 1:
                    ok = follow_target_ok(g, tb, cfg, p, c, q, fdist)
            else:
                ok = face_effect[f] == eff or (
                    self_rescue and face_effect[f] == EFFECT_DAMAGE_BOOST_SELF_RESCUE
                )
            if ok:
                t = f * 4 + card_colour[c]
                if m[t] == 0:
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
        if eff < 0 and g.hero[p] >= 0 and skill_slot(g, p, SKILL_KUANGFENG_KUAIDAO) >= 0:
            for c in range(tb.n_cards):  # 狂风快刀: stored moves answer as from hand
                if g.zone[c] != Z_STORE or g.owner[c] != p:
                    continue
                f = card_face[c]
                ok = face_category[f] == CAT_MOVE and tb.face_power[f] >= need
                ok = ok and (allowed & (1 << card_colour[c])) != 0
                if ok and follow and stk[i, FR_A3] == 1:
                    ok = follow_target_ok(g, tb, cfg, p, c, q, fdist)
                t = f * 4 + card_colour[c]
                if ok and m[t] == 0:
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
        if op == DEC_RESPOND and allowed == 15 and not follow and a1 != PUR_HELP:
            dist = stack_i64()  # not needed when not attacking
            sb = a_skill(tb)
            for k in range(4):
                if slot_skill_usable(g, tb, cfg, p, k, False, dist):
                    if need >= 0 and tb.face_param[card_face[g.equip[p, k]], 1] < need:
                        continue  # the virtual move's power is too low for the duel
                    m[sb + k] = 1
                    lg[cnt] = sb + k
                    cnt += 1
            if g.hero[p] >= 0 and need < 0:  # hero skills that answer with a move
                for k in range(HERO_SKILLS):
                    if skill_active_ok(g, tb, cfg, p, k, DEC_RESPOND, a1, dist):
                        m[sb + 4 + k] = 1
                        lg[cnt] = sb + 4 + k
                        cnt += 1
            # 斗转星移: defending, a hand card of its colour may copy the attacking move (below)
            if a1 == PUR_ATTACK and a0 >= 0:
                mc = mental_on(g, tb, p, EFFECT_COPY_ATTACKER_MOVE, q)
                if mc >= 0 and has_colour_in_hand(g, tb, p, 1 << tb.face_param[card_face[mc], 0]):
                    m[sb + SLOT_MENTAL] = 1
                    lg[cnt] = sb + SLOT_MENTAL
                    cnt += 1
        # 倚天剑 (specials): the leader may have its allies answer for it, once per question
        if op == DEC_RESPOND and (a1 == PUR_ATTACK or a1 == PUR_MASS or a1 == PUR_DUEL):
            if stk[i, FR_A6] == 0 and can_call_allies(g, tb, cfg, p, q):
                m[a_yes(tb)] = 1
                lg[cnt] = a_yes(tb)
                cnt += 1
        if (op == DEC_CANCEL or op == DEC_RESCUE) and g.hero[p] >= 0:  # skills making the card
            sb = a_skill(tb)
            for k in range(HERO_SKILLS):
                if skill_active_ok(g, tb, cfg, p, k, op, a1, stack_i64()):
                    m[sb + 4 + k] = 1
                    lg[cnt] = sb + 4 + k
                    cnt += 1
    elif op == DEC_HAND and a1 == PUR_ARRANGE:  # 通天: which looked-at card goes back next
        for c in range(tb.n_cards):
            if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0:
                t = card_face[c] * 4 + card_colour[c]
                if m[t] == 0:
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
    elif op == DEC_HAND and a1 == PUR_NAME_FACE:  # name a face: card types of colour FR_A3
        col = stk[i, FR_A3]
        sdist = stack_i64()
        distances_into(g, tb, cfg, p, sdist)
        for c in range(tb.n_cards):
            f = card_face[c]
            t = f * 4 + col
            if m[t] != 0 or ((stk[i, FR_A2] >> face_category[f]) & 1) == 0:
                continue
            if stk[i, FR_A4] != 0 and not face_usable(g, tb, cfg, p, f, col, sdist):
                continue
            m[t] = 1
            lg[cnt] = t
            cnt += 1
    elif op == DEC_HAND and a1 == PUR_STORED:  # one of p's stored cards (a page boy), by type
        for c in range(tb.n_cards):  # (of the colours in the bitmask FR_A2: 投其所好)
            if g.zone[c] == Z_STORE and g.owner[c] == p and (stk[i, FR_A2] >> card_colour[c]) & 1:
                t = card_face[c] * 4 + card_colour[c]
                if m[t] == 0:
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
    elif op == DEC_DISCARD or op == DEC_HAND:
        # a cost (PUR_PAY, which may be declined) or a conversion may ask for given colours
        colours = stk[i, FR_A2] if (op == DEC_HAND and stk[i, FR_A2] > 0) else 15
        if op == DEC_HAND and a1 == PUR_PAY:
            m[PASS] = 1
            lg[0] = PASS
            cnt = 1
        # a hero skill's card (PUR_SKILL_CARD; PUR_PAY: 1 only): FR_A3 = 1 moves only, 2 moves
        # usable now,
        # 4 any card whose skill-less move (power, range: the skill's params 0, 1) is usable,
        # 5 equipment cards, 6 equipment cards whose skill-less move (as for 4) is usable,
        # 8 cards of the categories in the bitmask FR_A4
        skp = a1 == PUR_SKILL_CARD or a1 == PUR_PAY
        only = stk[i, FR_A3] if (op == DEC_HAND and skp) else 0
        sdist = stack_i64()
        if only == 2 or only == 4 or only == 6:
            distances_into(g, tb, cfg, p, sdist)
        for k in range(nh):
            c = hand[p, k]
            t = card_face[c] * 4 + card_colour[c]
            if (colours & (1 << colour_of(g, tb, c, p))) == 0:
                continue
            if 0 < only < 4 and face_category[card_face[c]] != CAT_MOVE:
                continue
            if (only == 5 or only == 6) and not is_equipment(tb, c):  # 金蛇锥: equipment cards
                continue
            if only == 8 and ((stk[i, FR_A4] >> face_category[card_face[c]]) & 1) == 0:
                continue  # (书生剑法, 苦海无边: categories in the bitmask FR_A4 only)
            if only == 3 and tb.face_name[card_face[c]] != tb.face_name[c_face(g, tb, a0)]:
                continue  # (狂风快刀: a move of the same name as card FR_A0)
            if only == 2 and not can_use(g, tb, cfg, p, c, sdist):
                continue
            if only == 4 or only == 6:  # 杂阿含功, 金蛇锥: its skill's move could attack now
                ks = stk[i, FR_SKILL] - 1
                if not virtual_move_usable(
                    g, tb, cfg, p, card_face[c], colour_of(g, tb, c, p), g.sk_param[p, ks, 0],
                    g.sk_param[p, ks, 1], sdist,
                ):
                    continue
            if m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    elif op == DEC_PICK and a1 == PUR_SKILL_EQUIP:  # a hero skill: an equipped card of FR_Q
        m[PASS] = 1  # (one's own as a cost, or 珍珑棋局's victim's), or pass
        lg[0] = PASS
        cnt = 1
        base = a_pick(tb)
        for k in range(4):
            if g.equip[q, k] >= 0:
                m[base + 1 + k] = 1
                lg[cnt] = base + 1 + k
                cnt += 1
    elif op == DEC_PICK and (a1 == PUR_LIGHTNESS or a1 == PUR_MOVE):
        # 天罗地网势: one of q's lightness cards, or pass; 乾坤大挪移: a table card of q that
        # can move
        base = a_pick(tb)
        if a1 == PUR_LIGHTNESS:
            m[PASS] = 1
            lg[0] = PASS
            cnt = 1
        for k in range(4):
            e = g.equip[q, k]
            if e < 0:
                continue
            if a1 == PUR_LIGHTNESS:
                ok = k == SLOT_MINUS or k == SLOT_PLUS
            else:
                ok = movable(g, tb, cfg, e)
            if ok:
                m[base + 1 + k] = 1
                lg[cnt] = base + 1 + k
                cnt += 1
        if a1 == PUR_MOVE:
            jb = a_judge(tb)
            for k in range(min(g.judge_n[q], N_JUDGE_ACTIONS)):
                if movable(g, tb, cfg, g.judge[q, k]):
                    m[jb + k] = 1
                    lg[cnt] = jb + k
                    cnt += 1
    elif op == DEC_PICK:
        base = a_pick(tb)
        if g.hand_n[q] > 0:
            m[base] = 1
            lg[cnt] = base
            cnt += 1
        for k in range(4):
            if g.equip[q, k] >= 0:
                m[base + 1 + k] = 1
                lg[cnt] = base + 1 + k
                cnt += 1
        jb = a_judge(tb)
        for k in range(min(g.judge_n[q], N_JUDGE_ACTIONS)):
            m[jb + k] = 1
            lg[cnt] = jb + k
            cnt += 1
    elif op == DEC_CONFIRM:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        # 阴阳和合散: yes = use it on two characters (if a pair exists), pass = recast it
        # (a0 may be a virtual card: 阴阳合和散 makes one)
        linking = 0 <= a0 < MAX_CARDS + NV and c_effect(g, tb, a0) == EFFECT_LINK_PAIR
        linking = linking and a1 != PUR_ARRANGE  # (通天 asks top or bottom for any card)
        if not linking or link_possible(g, cfg):
            m[a_yes(tb)] = 1
            lg[1] = a_yes(tb)
            cnt = 2
    elif op == DEC_COLOUR and a1 == PUR_TULONG:
        # 屠龙刀: 0 an extra turn, 1 damage to another character, 2 summon 玄铁剑 (if set aside
        # and p's judgement area can take it)
        cb = a_colour(tb)
        for k in range(3):
            if k == 2:
                x = special_card(g, tb, EFFECT_DELAYED_PASSING_DAMAGE)
                if x < 0 or g.zone[x] != Z_OUT or g.judge_n[p] >= JUDGE_AREA:
                    continue
            m[cb + k] = 1
            lg[cnt] = cb + k
            cnt += 1
    elif op == DEC_COLOUR:
        cb = a_colour(tb)
        cols = stk[i, FR_A2] if stk[i, FR_A2] > 0 else 15  # (FR_A2: a skill offers fewer)
        for k in range(4):
            if ((cols >> k) & 1) != 0:
                m[cb + k] = 1
                lg[cnt] = cb + k
                cnt += 1
    g.n_legal = cnt
    return cnt


@njit_cached
def special_card(g, tb, effect):
    """The physical card of a special card's effect (specials module), else -1."""
    for c in range(tb.n_cards - 1, -1, -1):
        f = tb.card_face[c]
        if tb.face_category[f] != CAT_SPECIAL:
            return -1  # the special cards come last
        if tb.face_effect[f] == effect:
            return c
    return -1


@njit_cached
def can_call_allies(g, tb, cfg, p, q):
    """倚天剑: with the specials module, may the leader p ask an ally of its alignment (other
    than q, who asks the leader)?"""
    if not expa_ally_helps(g, p):  # (the hero skill 倚天剑 of 灭绝师太 works the same way)
        if cfg[C_SPECIALS] == 0 or g.ident[p] != LEADER:
            return False
        if special_card(g, tb, EFFECT_YITIANJIAN) < 0:
            return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and x != q and g.alive[x] and g.align[x] == g.align[p]:
            return True
    return False


@njit_cached
def hand_card_of_type(g, tb, p, t):
    hand = g.hand
    for k in range(g.hand_n[p]):
        c = hand[p, k]
        if card_type(tb, c) == t:
            return c
    return -1


@njit_cached
def resolve_decision(g, tb, cfg, a):
    """Apply legal action a to the decision on top of the stack: translate it into a card or a
    seat, hand the result to the parent frame and pop. Cards chosen from hand are put on the
    table (processing) here; the parent decides where they go next."""
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    PASS = a_pass(tb)
    sb = a_skill(tb)
    if op == DEC_HERO:  # the draft: the hero at offer position a - a_pick
        ret(g, g.offer[p, a - a_pick(tb)])
        return
    if op == DEC_SKILL:  # the skill to resolve first among several (pass: none of them)
        ret(g, -1 if a == PASS else a - sb - 4)
        return
    yitian = special_card(g, tb, EFFECT_YITIANJIAN)
    # 倚天剑 (the card, or 灭绝师太's hero skill that works as it): allies asked instead
    if op == DEC_RESPOND and a == a_yes(tb) and (yitian >= 0 or expa_ally_helps(g, p)):
        g.stk[i, FR_OP] = OP_HELP
        g.stk[i, FR_ST] = 0
        g.stk[i, FR_A3] = 1
        k = skill_slot(g, p, SKILL_ALLY_PLAYS_MOVE)
        if k >= 0:
            log(g, EV_SKILL, p, SKILL_ALLY_PLAYS_MOVE, k, -1, 0)
        else:
            log(g, EV_USE, p, yitian, -1, -1, 0)
        return
    if sb + 4 <= a < sb + 4 + HERO_SKILLS:  # a hero's active skill
        use_active_skill(g, tb, cfg, a - sb - 4)
        return
    if sb <= a < sb + 4:
        # an equipment skill: this frame becomes the conversion, which will hand the parent
        # the virtual card as if it had been chosen from hand
        src = g.equip[p, a - sb]
        if tb.face_effect[tb.card_face[src]] == EFFECT_FIX_DISTANCE:  # 神行百变
            g.stk[i, FR_OP] = OP_EQUIP_SKILL
            g.stk[i, FR_ST] = 0
            g.stk[i, FR_A0] = src
            return
        g.stk[i, FR_A4] = g.stk[i, FR_A0]  # the card being answered (斗转星移 copies it)
        g.stk[i, FR_OP] = OP_CONVERT
        g.stk[i, FR_ST] = 0
        g.stk[i, FR_A0] = src
        g.stk[i, FR_A1] = PUR_CONVERT
        g.stk[i, FR_A2] = -1
        g.stk[i, FR_A3] = -1
        return
    if op == DEC_COLOUR:
        ret(g, a - a_colour(tb))
        return
    if a == PASS and (op == DEC_TARGET or op == DEC_PICK):  # an optional choice declined
        log(g, EV_PASS, p, op, 0, 0, 0)
        ret(g, -1)
        return
    if op == DEC_TARGET:
        ret(g, (p + (a - a_seat(tb))) % cfg[C_PLAYERS])
    elif op == DEC_HAND and g.stk[i, FR_A1] == PUR_ARRANGE:  # 通天: a looked-at card
        for c in range(tb.n_cards):
            if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0 and card_type(tb, c) == a:
                ret(g, c)
                return
        raise RuntimeError("qxs engine: no looked-at card of the chosen type")
    elif op == DEC_HAND and g.stk[i, FR_A1] == PUR_NAME_FACE:  # a face named (card-type action)
        ret(g, a // 4)
    elif op == DEC_CONFIRM:
        ret(g, 1 if a == a_yes(tb) else 0)
    elif op == DEC_PICK:
        base = a_pick(tb)
        jb = a_judge(tb)
        if a == base:
            c = g.hand[q, rnd(g, g.hand_n[q])]
        elif a < jb:
            c = g.equip[q, a - base - 1]
        else:
            c = g.judge[q, a - jb]
        ret(g, c)
    else:
        if a == PASS:
            if op != DEC_PLAY:
                log(g, EV_PASS, p, op, 0, 0, 0)
            ret(g, -1)
        else:
            if op == DEC_HAND and g.stk[i, FR_A1] == PUR_STORED:  # one of one's stored cards
                c = stored_card_of_type(g, tb, p, a)
                to_proc(g, c)
                ret(g, c)
                return
            if (op == DEC_PLAY or op == DEC_RESPOND) and g.hero[p] >= 0:
                x = stored_move_of_type(g, tb, p, a)
                if x >= 0:  # 狂风快刀: a type also set aside is taken from there, free
                    to_proc(g, x)
                    g.cflag[x] = g.cflag[x] | CF_FREE
                    sync_stored(g, p)
                    ret(g, x)
                    return
            c = hand_card_of_type(g, tb, p, a)
            if op == DEC_PLAY or (op == DEC_RESPOND and (g.cflag[c] & CF_REVEALED) == 0):
                # 蛤蟆功: of two cards of one type, play the one usable now and answer with the
                # charged one
                for k in range(g.hand_n[p]):
                    x = g.hand[p, k]
                    if card_type(tb, x) != a or x == c:
                        continue
                    if op == DEC_PLAY and (g.cflag[c] & CF_REVEALED_NOW) != 0:
                        c = x
                    elif op != DEC_PLAY and (g.cflag[x] & CF_REVEALED) != 0:
                        c = x
            to_proc(g, c)
            ret(g, c)


# =============================================================================================
# end of game (R-W)
# =============================================================================================


@njit_cached
def finish(g, winners, truncated):
    g.done = True
    g.truncated = truncated
    g.winners = winners
    g.actor = -1
    g.mask[:] = 0
    g.n_legal = 0
    log(g, EV_GAME_OVER, winners, 1 if truncated else 0, 0, 0, 0)


@njit_cached
def die(g, cfg, p, killer):
    """p dies: its identity is revealed (R-D2) unless a skill keeps it hidden (金花婆婆: then
    state.concealed, and the death event shows no identity); a blue identity revealed here
    ends every other concealment (reveal_concealed)."""
    hide = not g.revealed[p] and identity_concealed(g, cfg, p)
    g.alive[p] = False
    g.dying[p] = False
    g.hp[p] = 0
    g.face_down[p] = False
    g.linked[p] = False
    g.skip[p] = 0
    if hide:
        g.concealed[p] = 1  # covers: hidden_identity
        log(g, EV_DEATH, p, killer, -1, 0, 0)
        return
    g.revealed[p] = True
    log(g, EV_DEATH, p, killer, g.ident[p], 0, 0)
    reveal_concealed(g, cfg, p)


@njit_cached
def blue_revealed(g, cfg, p):
    """Is the identity of a seat other than p revealed and blue (cfg C_BLUE_IDS)?"""
    for q in range(cfg[C_PLAYERS]):
        if q != p and g.revealed[q] and (cfg[C_BLUE_IDS] >> g.ident[q]) & 1 != 0:
            return True
    return False


@njit_cached
def identity_concealed(g, cfg, p):
    """金花婆婆: while no other blue identity is revealed, p's identity stays hidden."""
    return skill_slot(g, p, SKILL_HIDDEN_IDENTITY) >= 0 and not blue_revealed(g, cfg, p)


@njit_cached
def reveal_concealed(g, cfg, p):
    """Seat p's identity was just revealed: if it is blue, the identities kept hidden after
    death (state.concealed) are revealed now (EV_REVEAL), with no reward or penalty."""
    if (cfg[C_BLUE_IDS] >> g.ident[p]) & 1 == 0:
        return
    for q in range(cfg[C_PLAYERS]):
        if g.concealed[q] != 0 and q != p:
            g.concealed[q] = 0
            g.revealed[q] = True  # covers: hidden_identity
            log(g, EV_REVEAL, q, g.ident[q], 0, 0, 0)


@njit_cached
def unwind_turn(g):
    """The current player died: cut its turn short (everything above the turn frame goes, cards
    on the table are discarded, the turn frame jumps to its end). When the current player was
    carrying out another seat's play phase (OP_LENT_PHASE), only that phase is cut short.

    A living character left at 0 HP or less by what was cut short (its rescue window went
    with the turn: 玄冥寒毒 ending the turn while 亢龙有悔's owner is dying, the current
    player dying while another character is) is still dying: its window opens again above
    the turn's end, with the same killer (R-D1)."""
    top = -1
    for i in range(g.sp):
        op = g.stk[i, FR_OP]
        if (op == OP_TURN and top < 0) or (op == OP_LENT_PHASE and g.stk[i, FR_ST] == 2):
            top = i
    n = g.alive.shape[0]  # (seats past the player count are never alive)
    killer = np.full(n, -1, np.int64)
    for i in range(max(top + 1, 0), g.sp):
        if g.stk[i, FR_OP] == OP_DYING:
            killer[g.stk[i, FR_P]] = g.stk[i, FR_A0]
    if top >= 0:
        g.sp = top + 1
        if g.stk[top, FR_OP] == OP_TURN:
            g.stk[top, FR_ST] = 5
            g.stk[top, FR_LEND] = 0
        else:  # (the turn's owner is the current player again at once)
            g.cur = g.stk[top, FR_A2]
    flush_proc(g)
    g.dying[:] = False
    g.skill_dec[:] = 0  # a decision set aside for a hero skill went with the turn
    for k in range(n - 1, -1, -1):  # pushed last = asked first: turn order from the current
        p = (g.cur + k) % n
        if g.alive[p] and g.hp[p] <= 0:
            push(g, OP_DYING, p, -1, killer[p], 0, 0, 0)


@njit_cached
def award_tulongdao(g, tb, killer):
    """The first cult member died: 屠龙刀 goes to its killer's hand (ruling: lost when there is
    no living killer). Only once per game."""
    c = special_card(g, tb, EFFECT_TULONGDAO)
    if c < 0 or (g.cflag[c] & CF_AWARDED) != 0:
        return
    g.cflag[c] = g.cflag[c] | CF_AWARDED
    if killer >= 0 and g.alive[killer] and g.zone[c] == Z_OUT:
        to_hand(g, c, killer)
        log(g, EV_TAKE, killer, c, -1, 0, 0)


@njit_cached
def kill(g, tb, cfg, p, killer):
    """Death and its consequences (R-D2..R-D6, R-W1): the ruleset's end check, deaths that
    follow and rewards or penalties (``qxs_env.rulesets.qxs.identities``). Returns True when the
    game ended."""
    die(g, cfg, p, killer)
    if check_end(g, cfg):
        return True
    discard_all(g, p, True)
    if deaths_that_follow(g, cfg, p):  # (R-D5)
        return True
    if g.concealed[p] != 0:  # 金花婆婆: no reward or penalty (nor 屠龙刀) for a hidden identity
        skill_on_kill(g, tb, cfg, p, killer)  # covers: hidden_identity
        return False
    reward_or_penalty(g, tb, cfg, p, killer)  # (R-D3, R-D4)
    skill_on_kill(g, tb, cfg, p, killer)  # 铁尸
    return False


# =============================================================================================
# procedures
# =============================================================================================


@njit_cached
def equip_slot_for(g, tb, p, c):
    f = tb.card_face[c]
    slot = tb.face_slot[f]
    if slot != SLOT_EITHER_LIGHTNESS:
        return slot
    for k in (SLOT_MINUS, SLOT_PLUS):
        e = g.equip[p, k]
        if e >= 0 and tb.card_face[e] == f:
            return k
    if g.equip[p, SLOT_PLUS] < 0:
        return SLOT_PLUS
    if g.equip[p, SLOT_MINUS] < 0:
        return SLOT_MINUS
    return SLOT_PLUS


@njit_cached
def do_equip(g, tb, p, c):
    """Equip c (R-E1): an occupied slot's old card is discarded. A card fitting either lightness
    slot goes to the +1 slot first (R-M2) and replaces an equipped card of its own name (R-T4b)."""
    slot = equip_slot_for(g, tb, p, c)
    old = g.equip[p, slot]
    if old >= 0:
        discard_card(g, tb, old, p)
    to_equip(g, c, p, slot)
    log(g, EV_EQUIP, p, c, slot, 0, 0)


@njit_cached
def heal(g, p, amount, by):
    if g.dying[p] and skill_death_decided(g, p):
        return  # (亢龙有悔 attacking before its owner's death: no recovery)
    h = g.hp[p] + amount
    if h > g.maxhp[p]:
        h = g.maxhp[p]
    got = h - g.hp[p]
    g.hp[p] = h
    log(g, EV_HEAL, p, got, by, 0, 0)
    note_heal(g, p, got, by)  # (help outside dying: state.helps)
    if got > 0 and by >= 0 and by != p and heal_watched(g):
        g.heal_by = g.heal_by | (1 << by)  # (寒阴箭: announced by run before the next step)


@njit_cached
def cleanse(g, t, by):
    """疗伤: remove t's adverse statuses (ruling: the 和合 link, being face down and pending
    phase skips; cards in the judgement area stay)."""
    if g.linked[t]:
        g.linked[t] = False
        log(g, EV_STATUS, t, ST_LINKED, 0, by, 0)
    if g.face_down[t]:
        g.face_down[t] = False
        log(g, EV_FACE_DOWN, t, 0, 0, 0, 0)
    if g.skip[t] != 0:
        g.skip[t] = 0
        log(g, EV_STATUS, t, ST_SKIP, 0, by, 0)


@njit_cached
def move_skill_on(g, tb, c, attacking, other_c):
    """Does the skill of move c act in this clash? Move skills act when attacking unless the card
    says defending or both (R-M7); a clash in which 如来千手式 takes part is not affected (its
    own skill only silences the after-damage skills)."""
    e = c_effect(g, tb, c)
    if e == EFFECT_NONE:
        return False
    if e == EFFECT_DEFEND_AUTO_BLOCK:
        return not attacking
    if e == EFFECT_LOW_HP_POWER_BONUS or e == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS:
        return True
    return attacking


@njit_cached
def counters(g, tb, c, p, other_c, q, attacking):
    """Does move c of seat p counter move other_c of seat q (R-M4: the colour cycle, or a
    "counters X" skill)? Colours as they count for their seats (colour_of)."""
    if c < 0 or other_c < 0:
        return False
    col = colour_of(g, tb, c, p)
    oc = colour_of(g, tb, other_c, q)
    if (col + 1) % 4 == oc:
        return True
    if c_effect(g, tb, c) == EFFECT_COUNTER_COLOUR and attacking:
        f = c_face(g, tb, c)
        return tb.face_param[f, 0] == oc
    return False


@njit_cached
def clash_power(g, tb, cfg, p, c, other_c, q, attacking):
    """Power of move c of seat p against move other_c (-1: none) of seat q (R-M4): printed power
    (or a power a skill sets), +1 when c counters the other move (colour cycle, a "counters X"
    skill, or 指点), + power skills of the move and the colour bonus of p's internal art."""
    if c < 0:
        return 0
    col = colour_of(g, tb, c, p)
    pw = skill_base_power(g, p, col, c_power(g, tb, c))  # 北侠 and other floors
    if g.hero[p] >= 0:
        pw = expa_power_floor(g, tb, cfg, p, q, pw, attacking)  # 五毒神掌, 百变千幻剑
    e = c_effect(g, tb, c)
    f = c_face(g, tb, c)
    skill = move_skill_on(g, tb, c, attacking, other_c)
    # 先天功: the defending move's skill acts as if attacking
    xian = not attacking and defence_skills_on(g, tb, p, q)
    if xian and e != EFFECT_NONE:
        skill = True
    if c < MAX_CARDS and (g.cflag[c] & CF_REVEALED) != 0 and e != EFFECT_HAMAGONG:
        pw += skill_charge_bonus(g, p)  # 蛤蟆功 (hero): a move charged in an earlier turn
    if c < MAX_CARDS and (g.cflag[c] & CF_REVEALED) != 0 and e == EFFECT_HAMAGONG:
        pw += tb.face_param[f, 0]  # 蛤蟆功 revealed earlier (attacking or defending)
    if skill and e == EFFECT_NEAR_TARGET_POWER_SET:  # 拈花指: power 2 at distance 1
        if distance(g, tb, cfg, p, q) <= tb.face_param[f, 0]:
            pw = tb.face_param[f, 1]
    if other_c >= 0 and not expa_no_counters(g, p, q):  # (百花错拳: no counter bonus)
        # R-M4 counter; 指点: the seat's next move counts as countering whatever the colours
        if counters(g, tb, c, p, other_c, q, attacking or xian) or g.pt[p, PT_COUNTER_NEXT] != 0:
            pw += 1
        elif skill_counters(g, p, col, colour_of(g, tb, other_c, q)):  # 折梅手, 鹰爪王, 降龙
            pw += 1
    if skill:
        if e == EFFECT_LOW_HP_POWER_BONUS and g.hp[p] <= tb.face_param[f, 0]:  # 黯然销魂掌
            pw += tb.face_param[f, 1]
        elif e == EFFECT_FEMALE_POWER_BONUS and g.gender[p] == GENDER_FEMALE:  # 越女剑法
            pw += tb.face_param[f, 0]
    ic = equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_COLOUR_POWER_BONUS)
    if ic >= 0:
        fi = tb.card_face[ic]
        if tb.face_param[fi, 0] == col:
            pw += tb.face_param[fi, 1]
    ic = internal_on(g, tb, p, EFFECT_OPPOSITE_GENDER_POWER_BONUS, q)
    gp = g.gender[p]
    gq = g.gender[q] if q >= 0 else GENDER_NONE
    if ic >= 0 and attacking and gp != GENDER_NONE and gq != GENDER_NONE and gp != gq:
        pw += tb.face_param[tb.card_face[ic], 0]  # 玉女心经: attacking the other gender
    if g.hero[p] >= 0:
        pw += expa_power_bonus(g, p, q, col)  # 剑圣, 阴阳倒乱刃
    return pw + skill_power_bonus(g, tb, p, q, attacking)


@njit_cached
def locked_effect(g, tb, cfg, point, owner, c, subject, source, ctx):
    """Apply a locked (non-optional) triggered effect of card c owned by ``owner`` at once."""
    f = tb.card_face[c]
    e = tb.face_effect[f]
    if e == EFFECT_ATTRIBUTE_GUARD and point == TP_BEFORE_DAMAGE:
        # 闭穴功 / 移宫易穴: the first damage of the named attributes each turn is prevented
        amt = g.stk[ctx, FR_A0]
        col = g.stk[ctx, FR_A1]
        if amt > 0 and col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
            if g.pt[owner, PT_GUARD] < tb.face_param[f, 1]:
                g.pt[owner, PT_GUARD] += 1
                g.stk[ctx, FR_A0] = 0
                log(g, EV_PREVENT, owner, amt, f, 0, 0)
    elif e == EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD and point == TP_BEFORE_DAMAGE:
        # 少林洗髓经: at most `cap` damage at a time
        amt = g.stk[ctx, FR_A0]
        cap = tb.face_param[f, 0]
        if amt > cap:
            g.stk[ctx, FR_A0] = cap
            log(g, EV_PREVENT, owner, amt - cap, f, 0, 0)
    elif e == EFFECT_DAMAGE_ONCE_PER_TURN_DRAW and point == TP_BEFORE_DAMAGE:
        # 少林易筋经: damaged at most `events` times per turn (whoever's turn it is)
        amt = g.stk[ctx, FR_A0]
        if amt > 0 and g.pt[owner, PT_DAMAGED] >= tb.face_param[f, 0]:
            g.stk[ctx, FR_A0] = 0
            log(g, EV_PREVENT, owner, amt, f, 0, 0)


@njit_cached
def fire(g, tb, cfg, point, subject, source, ctx):
    """Trigger point ``point``: apply the locked effects that listen to it and push a frame for
    each optional one, so that they resolve in turn order from the current player. Returns the
    number of frames pushed (the caller returns to the driver when it is not 0).

    Hot path (about two calls per decision): seats are walked without modulo, equipment is
    scanned only at points some equipment effect listens to (EQUIP_POINTS), and the second
    pass (optional effects) runs only when the first met a listening card or a hero: when it
    met neither, nothing changed and the second pass could push nothing."""
    n = cfg[C_PLAYERS]
    cur = g.cur
    alive = g.alive
    equip = g.equip
    hero = g.hero
    card_face = tb.card_face
    face_effect = tb.face_effect
    listened = False
    equip_listens = EQUIP_POINTS[point] != 0
    p = cur % n  # seats from the current player in turn order (R-S6)
    for _ in range(n):
        if alive[p]:
            for slot in range(4 if equip_listens else 0):
                c = equip[p, slot]
                if c < 0:
                    continue
                v = TRIGGERS[face_effect[card_face[c]], point]
                if v == 0:
                    continue
                listened = True
                if (v & TRIG_OPTIONAL) != 0:
                    continue
                role = v & 3
                if role == ROLE_SUBJECT and p != subject:
                    continue
                if role == ROLE_SOURCE and p != source:
                    continue
                if slot == SLOT_MENTAL and mental_ignored(g, tb, p, subject, source, ctx):
                    continue
                locked_effect(g, tb, cfg, point, p, c, subject, source, ctx)
            if hero[p] >= 0:  # hero skills (locked ones at once, after the equipment's)
                listened = True
                fire_skills_locked(g, tb, cfg, point, p, subject, source, ctx)
        p += 1
        if p == n:
            p = 0
    if not listened:
        return 0
    pushed = 0
    for k in range(n - 1, -1, -1):
        p = (cur + k) % n
        if not alive[p]:
            continue
        if g.hero[p] >= 0:  # hero skills: one frame per player (resolved after its equipment's)
            pushed += fire_skills_optional(g, tb, cfg, point, p, subject, source, ctx)
        for slot in range(3, -1, -1):
            c = equip[p, slot]
            if c < 0:
                continue
            v = TRIGGERS[tb.face_effect[tb.card_face[c]], point]
            if (v & TRIG_OPTIONAL) == 0:
                continue
            role = v & 3
            if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
                continue
            if slot == SLOT_MENTAL and mental_ignored(g, tb, p, subject, source, ctx):
                continue
            other = source if p == subject else subject
            push(g, OP_TRIGGER, p, other, c, ctx, point, 0)
            pushed += 1
    return pushed


@njit_cached
def stage_fire(g, tb, cfg, i, point, subject, source):
    """Fire ``point`` once for the current stage of frame i (FR_A6 remembers the stage it fired
    for). True when frames were pushed: the caller returns and is re-entered at the same stage."""
    st = g.stk[i, FR_ST]
    if g.stk[i, FR_A6] == st + 1:
        return False
    g.stk[i, FR_A6] = st + 1
    return fire(g, tb, cfg, point, subject, source, i) > 0


@njit_cached
def op_game(g, tb, cfg, i):
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
    elif g.stk[i, FR_A0] == 1 and g.alive[g.cur]:  # 屠龙刀: an extra turn for the same seat
        g.stk[i, FR_A0] = 0
    else:
        g.stk[i, FR_A0] = 0
        n = cfg[C_PLAYERS]
        p = g.cur
        for k in range(1, n + 1):
            q = (p + k) % n
            if g.alive[q]:
                g.cur = q
                break
    push(g, OP_TURN, g.cur, -1, 0, 0, 0, 0)


@njit_cached
def op_turn(g, tb, cfg, i):
    """One turn of P (R-T1). Stages: 0 start, 1 judgement, 2 draw, 3 play, 4 discard, 5 end.
    Each phase that is not skipped fires its trigger point first."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st != 0 and not g.alive[p]:
        pop(g)
        return
    if st == 0:
        if g.stk[i, FR_A6] == 0:
            g.turn += 1
            mt = cfg[C_MAX_TURNS]
            if mt > 0 and g.turn > mt:
                finish(g, 0, True)
                return
            g.pt[:, :] = 0
            restore_lent_skills(g, tb, cfg)  # 冒名顶替 lasts until the turn ends
            g.sk_used[:, :] = 0  # per-turn uses of hero skills
            g.sk_mark[:] = 0
            for k in range(tb.n_cards):  # 蛤蟆功 revealed in an earlier turn may be used now
                g.cflag[k] = g.cflag[k] & (CF_REVEALED | CF_SPECIAL | CF_AWARDED | CF_STORED_UP)
            log(g, EV_TURN, p, g.turn, 0, 0, 0)
            if g.face_down[p]:  # ruling: a face-down character skips its turn, then turns up
                g.face_down[p] = False
                log(g, EV_SKIP_TURN, p, 0, 0, 0, 0)
                log(g, EV_FACE_DOWN, p, 0, 0, 0, 0)
                pop(g)
                return
        if stage_fire(g, tb, cfg, i, TP_TURN_START, p, p):
            return
        g.stk[i, FR_ST] = 1
    elif st == 1:  # judgement phase (R-T2)
        if g.judge_n[p] > 0:
            if stage_fire(g, tb, cfg, i, TP_PHASE_JUDGE, p, p):
                return
            push(g, OP_JUDGE_PHASE, p, -1, g.judge_n[p], 0, 0, 0)
        g.stk[i, FR_ST] = 2
    elif st == 2:  # draw phase (R-T3)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_DRAW):
            g.skip[p] &= ~np.int8(1 << PH_DRAW)
            log(g, EV_PHASE_SKIP, p, PH_DRAW, 0, 0, 0)
            g.stk[i, FR_ST] = 3
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_DRAW, p, p):
            return
        g.stk[i, FR_ST] = 3
        if lend_phase(g, cfg, i, p, PH_DRAW):  # carried out by another seat (紫衫龙王)
            return
        if not skill_draw_replaced(g, p) and not skill_drew_itself(g, p):  # (五轮大转, 变脸)
            draw_cards(g, p, cfg[C_DRAW])
    elif st == 3:  # play phase (R-T4)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_PLAY):
            g.skip[p] &= ~np.int8(1 << PH_PLAY)
            log(g, EV_PHASE_SKIP, p, PH_PLAY, 0, 0, 0)
            g.stk[i, FR_ST] = 4
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_PLAY, p, p):
            return
        g.stk[i, FR_ST] = 4
        if lend_phase(g, cfg, i, p, PH_PLAY):
            return
        push(g, OP_PLAY_PHASE, p, -1, 0, 0, 0, 0)
    elif st == 4:  # discard phase (R-T5)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_DISCARD):
            g.skip[p] &= ~np.int8(1 << PH_DISCARD)
            log(g, EV_PHASE_SKIP, p, PH_DISCARD, 0, 0, 0)
            g.stk[i, FR_ST] = 5
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_DISCARD, p, p):
            return
        g.stk[i, FR_ST] = 5
        if lend_phase(g, cfg, i, p, PH_DISCARD):
            return
        if g.hand_n[p] > hand_limit(g, p):
            push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)
    else:  # turn end
        if g.stk[i, FR_ST] == 5 and stage_fire(g, tb, cfg, i, TP_TURN_END, p, p):
            return
        g.pt[:, PT_COUNTER_NEXT] = 0  # 指点 and 九转熊蛇丸 last until the end of the turn
        g.pt[:, PT_BOOST] = 0
        pop(g)


@njit_cached
def lend_phase(g, cfg, i, p, ph):
    """The phase ``ph`` of P's turn (frame i) is about to begin: if a skill chose a seat to carry
    it out instead (the turn frame's FR_LEND = 1 + that seat), P skips it and that seat's
    OP_LENT_PHASE is pushed. True when so (the caller has already moved past the phase)."""
    q = g.stk[i, FR_LEND] - 1
    if q < 0:
        return False
    g.stk[i, FR_LEND] = 0
    log(g, EV_PHASE_SKIP, p, ph, 0, 0, 0)
    if g.alive[q]:
        push(g, OP_LENT_PHASE, p, q, ph, cfg[C_DRAW], 0, 0)
    return True


@njit_cached
def op_lent_phase(g, tb, cfg, i):
    """Seat Q carries out P's phase A0 inside P's turn (a framework piece: "a phase carried out by
    another seat"). Draw: Q draws A1 cards (what P's draw phase gives). Discard: Q discards down
    to its own hand limit. Play: Q takes a play phase of its own: for its duration Q is the
    current player (state.cur; P's seat is in A2) and Q's per-turn counters (pt, sk_used,
    sk_mark) start from zero as in a turn of its own; Q's counters from before are set aside in
    state.lent_pt / lent_sku / lent_mark and put back afterwards (stage 2). If Q dies during it,
    unwind_turn cuts short only this phase (stage 2 then runs). The phase-start moments of Q
    (TP_PHASE_*) do not occur: it is not Q's turn."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    ph = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        if not g.alive[q] or not g.alive[p]:
            pop(g)
            return
        if ph == PH_DRAW:
            draw_cards(g, q, g.stk[i, FR_A1])  # covers: give_phase
            pop(g)
        elif ph == PH_DISCARD:
            pop(g)  # covers: give_phase
            if g.hand_n[q] > hand_limit(g, q):
                push(g, OP_DISCARD_PHASE, q, -1, 0, 0, 0, 0)
        else:
            g.stk[i, FR_ST] = 2
            g.stk[i, FR_A2] = g.cur  # covers: give_phase
            g.lent_pt[:] = g.pt[q, :]
            g.lent_sku[:] = g.sk_used[q, :]
            g.lent_mark = g.sk_mark[q]
            g.pt[q, :] = 0
            g.sk_used[q, :] = 0
            g.sk_mark[q] = 0
            g.cur = q
            push(g, OP_PLAY_PHASE, q, -1, 0, 0, 0, 0)
        return
    g.pt[q, :] = g.lent_pt[:]  # stage 2: the play phase is over (or cut short) # covers: give_phase
    g.sk_used[q, :] = g.lent_sku[:]
    g.sk_mark[q] = g.lent_mark
    g.lent_pt[:] = 0
    g.lent_sku[:] = 0
    g.lent_mark = 0
    g.cur = g.stk[i, FR_A2]
    pop(g)


@njit_cached
def op_judge_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    left = g.stk[i, FR_A0]
    if not g.alive[p] or left <= 0 or g.judge_n[p] == 0:
        pop(g)
        return
    g.stk[i, FR_A0] = left - 1
    c = g.judge[p, g.judge_n[p] - 1]  # the last placed is judged first (R-T2)
    jf = g.jface[c]
    to_proc(g, c)
    if jf > 0:  # a delayed card made by a hero skill: judged as that card (virtual again)
        f = jf - 1
        c = make_virtual(
            g, tb.face_category[f], f, tb.card_colour[c], tb.face_power[f], tb.face_range[f],
            tb.face_effect[f], c, -1,
        )
    push(g, OP_DELAYED, p, -1, c, 0, 0, 0)


@njit_cached
def op_delayed(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        cat = c_cat(g, tb, c)
        if cat == CAT_POISON:
            push(g, OP_CANCEL, -1, p, c, CANCEL_POISON, 0, 0)
        elif cat == CAT_STRATEGY:
            push(g, OP_CANCEL, -1, p, c, CANCEL_STRATEGY, 0, 0)
        else:
            g.stk[i, FR_R] = 0
    elif st == 1:
        if g.stk[i, FR_R] == 1 or not g.alive[p]:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_ST] = 2
        push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    elif st == 3:
        pop(g)
    else:
        col = g.stk[i, FR_R]
        f = c_face(g, tb, c)
        if tb.face_effect[f] == EFFECT_DELAYED_PASSING_DAMAGE:  # 玄铁剑
            if col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
                to_discard(g, c)  # hit: it leaves the game, its holder takes the damage
                g.stk[i, FR_ST] = 3
                push(g, OP_DAMAGE, -1, p, tb.face_param[f, 1], tb.face_param[f, 2], c, 0)
                return
            # missed: on to the next living player whose judgement area can take it
            n = cfg[C_PLAYERS]
            y = p
            for k in range(1, n):
                x = (p + k) % n
                if g.alive[x] and g.judge_n[x] < JUDGE_AREA:
                    y = x
                    break
            place_delayed(g, tb, c, y)
            log(g, EV_PLACE, y, c, p, 0, 0)
            pop(g)
            return
        if tb.face_effect[f] == EFFECT_DELAYED_SKIP_PHASE:
            safe = tb.face_param[f, 1]
            if col < 0 or (safe & (1 << col)) == 0:
                g.skip[p] |= np.int8(1 << tb.face_param[f, 0])
        to_discard(g, c)
        pop(g)


@njit_cached
def op_judgement(g, tb, cfg, i):
    """Turn over the top card of the draw pile; its colour is the result (R-K3). Stage 0 reveals
    it into A1 and fires JUDGEMENT (where skills may replace it); stage 1 settles its colour
    (kept in A2) and fires JUDGED (反清 may take the card); stage 2 discards the card if it is
    still on the table and hands the colour to the parent."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 0:
        c = top_card(g)
        if c < 0:
            log(g, EV_JUDGE, p, -1, -1, g.stk[i, FR_A0], 0)
            ret(g, -1)
            return
        log(g, EV_JUDGE, p, c, tb.card_colour[c], g.stk[i, FR_A0], 0)
        g.stk[i, FR_A1] = c
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_JUDGEMENT, p, p, i)
    elif g.stk[i, FR_ST] == 1:
        g.stk[i, FR_A2] = colour_of(g, tb, g.stk[i, FR_A1], p)  # (白衣仙女: her judgements)
        g.stk[i, FR_ST] = 2
        fire(g, tb, cfg, TP_JUDGED, p, p, i)
    else:
        c = g.stk[i, FR_A1]
        if g.zone[c] == Z_PROC:
            to_discard(g, c)
        ret(g, g.stk[i, FR_A2])


@njit_cached
def op_play_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 0:
        if not g.alive[p]:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_PLAY, p, -1, -1, -1, 0, 0)
    else:
        c = g.stk[i, FR_R]
        if c == -2:  # an active equipment skill was used (神行百变): ask again
            g.stk[i, FR_ST] = 0
            return
        if c < 0:
            pop(g)
            return
        g.stk[i, FR_ST] = 0
        push(g, OP_USE, p, -1, c, 0, 0, 0)


@njit_cached
def op_discard_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 1:
        discard_logged(g, g.stk[i, FR_R], p)
    if g.hand_n[p] > hand_limit(g, p):
        g.stk[i, FR_ST] = 1
        push(g, DEC_DISCARD, p, -1, -1, -1, 0, 0)
    else:
        pop(g)


@njit_cached
def strategy_done(g, tb, p, t, c):
    """Card c that p used on t has taken effect and leaves the table: to the discard pile, or,
    for a strategy another character aimed at a holder of 复国大任, into the target's hand."""
    k = skill_slot(g, t, SKILL_TAKE_RESOLVED_STRATEGY) if t != p and g.hero[t] >= 0 else -1
    if k >= 0 and c_cat(g, tb, c) == CAT_STRATEGY and proc_has_cards(g, c):
        log(g, EV_SKILL, t, SKILL_TAKE_RESOLVED_STRATEGY, k, p, 0)
        if c < MAX_CARDS:
            to_hand(g, c, t)
            log(g, EV_TAKE, t, c, -1, 0, 0)
        else:
            row = g.vcard[c - MAX_CARDS]
            for j in range(row[V_NPHYS]):
                x = row[V_PHYS0 + j]
                to_hand(g, x, t)
                log(g, EV_TAKE, t, x, -1, 0, 0)
            row[V_NPHYS] = 0
        return
    to_discard(g, c)


@njit_cached
def op_use(g, tb, cfg, i):
    """Resolve card A0 used by P in its play phase. Stages: 0 take the card and ask for a
    target; 1 attack; 2 target chosen; 3 open the cancel window; 4 apply; 5-7 loop over the
    targets of a multi-target card; 8 apply a picked card; 9 done; 10 discard the card after a
    child procedure (duel, forced attack) and finish; 11 阴阳和合散: use or recast; 12 second
    target chosen (A4); 13 暗器: the first target attacked or passed; 14-15 阴阳和合散: cancel
    window and link, per target (A2 counts the targets done); 16 蛤蟆功: reveal or attack; 17-18
    天山六阳掌's second target and second attack (A4); 19-20 屠龙刀's option and damage."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    f = c_face(g, tb, c)
    cat = c_cat(g, tb, c)
    e = c_effect(g, tb, c)
    if st == 0:
        if g.hero[p] >= 0:
            skill_on_use(g, tb, cfg, p, c)  # hero skills that react to a card used
        if cat == CAT_MOVE and c < MAX_CARDS and card_use_move(g, tb, cfg, i, p, c, f, e):
            return  # (蛤蟆功: reveal it, or attack now)
        if cat == CAT_MOVE:
            g.stk[i, FR_ST] = 1
            push(g, DEC_TARGET, p, -1, c, PUR_ATTACK, 0, 0)
        elif cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
            log(g, EV_USE, p, c, p, -1, 0)
            do_equip(g, tb, p, c)
            g.stk[i, FR_ST] = 9
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif card_use(g, tb, cfg, i, p, c, f, e):  # a card that starts on its own
            return
        elif needs_target(g, tb, c):
            g.stk[i, FR_ST] = 2
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:  # self-targeted (e.g. 掌门信物)
            log(g, EV_USE, p, c, p, -1, 0)
            g.stk[i, FR_Q] = p
            g.stk[i, FR_ST] = 3
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
    elif st == 1:
        t = g.stk[i, FR_R]
        if c >= MAX_CARDS or (g.cflag[c] & CF_FREE) == 0:  # (狂风快刀's stored moves: free)
            g.pt[p, PT_ATTACKS] += 1
        if card_second_target(g, tb, cfg, i, p, c, t, e):  # (天山六阳掌: next to the first)
            return
        if g.hero[p] >= 0 and skill_multi_target_armed(g, tb, p, c):  # 一剑化三清: more
            g.stk[i, FR_Q] = t  # targets may follow (stage 30), then the attacks (31)
            g.stk[i, FR_A4] = 1 << t
            g.stk[i, FR_ST] = 30
            multi_target_step(g, tb, cfg, i, p, c, -1, True)
            return
        log(g, EV_USE, p, c, t, -1, 0)
        g.stk[i, FR_ST] = 9
        push(g, OP_ATTACK, p, t, c, -1, 0, 0)
        fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 30 or st == 31:  # 一剑化三清: a further target chosen; the attacks in turn
        multi_target_step(g, tb, cfg, i, p, c, g.stk[i, FR_R], False)
    elif st == 2:
        t = g.stk[i, FR_R]
        g.stk[i, FR_Q] = t
        if e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL or e == EFFECT_LINK_PAIR:
            g.stk[i, FR_ST] = 12
            push(g, DEC_TARGET, p, t, c, PUR_SECOND, 0, 0)
            return
        log(g, EV_USE, p, c, t, -1, 0)
        if t != p and harmful(g, tb, c):
            g.hist[p, t, H_HARM] += 1
        if tb.face_delayed[f]:
            place_delayed(g, tb, c, t)
            log(g, EV_PLACE, t, c, p, 0, 0)
            g.stk[i, FR_ST] = 9
        else:
            g.stk[i, FR_ST] = 3
        fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 3:
        t = g.stk[i, FR_Q]
        g.stk[i, FR_ST] = 4
        if cat == CAT_STRATEGY:
            push(g, OP_CANCEL, -1, t, c, CANCEL_STRATEGY, 0, 0)
        elif cat == CAT_POISON:
            push(g, OP_CANCEL, -1, t, c, CANCEL_POISON, 0, 0)
        else:
            g.stk[i, FR_R] = 0
    elif st == 4:
        t = g.stk[i, FR_Q]
        if g.stk[i, FR_R] == 1 or not g.alive[t]:
            to_discard(g, c)
            pop(g)
            return
        if card_resolve(g, tb, cfg, i, p, t, c, f, e):
            strategy_done(g, tb, p, t, c)
            pop(g)
    elif st == 10:
        if in_proc(g, c):  # (a card-less virtual card, a hero skill's 单挑, ends here too)
            strategy_done(g, tb, p, g.stk[i, FR_Q], c)
        pop(g)
    elif st == 9:
        pop(g)
    elif not card_step(g, tb, cfg, i, p, c, f, st, e):  # the card's own stages
        pop(g)


@njit_cached
def op_attack(g, tb, cfg, i):
    """One attack of P on Q with move A0 (R-M1..R-M6). A1 defending card (-1 none), A2 blocked by
    an effect, A3 flags (F_*), A4 the damage to deal, A5 after-damage cursor.

    Stages: 0 declared (trigger ATTACKED); 1 ask for a defence; 2 defence known (triggers
    CARD_PLAYED, CLASH); 3 clash; 4 pre-damage judgement of the move (分筋错骨手); 5 its result;
    6 deal the damage (寒冰掌 may replace it: 15 confirm, 16-17 discards); 7 damage dealt (R:
    amount): after-damage skill of the move; 8 its decision or judgement; 9 after-damage skill of
    the internal art; 10 its judgement; 11 skills of an attack the defence did not counter
    (化功大法, 七伤拳), damage or not; 12-13 their steps; 14 done (a follow-up attack of
    少林罗汉拳 / 万花剑法 is offered there: 24 the move, 25 万花剑法's target).
    18 九阳神功's payment after a block, 20 九阴真经's further move, 21-22 独孤九剑's
    payments (attacker, defender) before the clash, 23 天罗地网势's pick. After-damage skills
    need damage actually dealt and are silenced when 如来千手式 took part. A further attack
    restarts this frame at stage 0 with the new move (restart_attack)."""
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0 or st == 41:
        if st == 41:  # 绝色倾城: the male attacker's extra hand card (-1: none, no effect)
            if not attacker_paid(g, tb, i, p, t):
                g.stk[i, FR_ST] = 14
                return
        else:
            g.hist[p, t, H_ATTACK] += 1
            if skill_colour_immune(g, tb, t, p, c):  # 九阳护体: the attack does nothing
                k = skill_slot(g, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS)
                log(g, EV_SKILL, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS, k, p, 0)
                g.stk[i, FR_ST] = 14
                return
            if expa_untargetable(g, tb, t, p, c):  # 剑家: a move of that colour does nothing
                k = skill_slot(g, t, SKILL_UNTARGETABLE_BY_COLOUR)
                log(g, EV_SKILL, t, SKILL_UNTARGETABLE_BY_COLOUR, k, p, 0)
                g.stk[i, FR_ST] = 14
                return
            if attacker_must_pay(g, p, t):  # 绝色倾城: a male attacker pays a hand card
                g.stk[i, FR_ST] = 41
                if g.hand_n[p] > 0:
                    push(g, DEC_HAND, p, t, c, PUR_PAY, 15, 0)
                else:
                    g.stk[i, FR_R] = -1  # he cannot pay
                return
        g.stk[i, FR_ST] = 1
        # 逆行经脉: the target's mental art strips the attacking move of its skill (the move
        # goes on as a skill-less copy of itself, made of the same card)
        if c < MAX_CARDS and c_effect(g, tb, c) != EFFECT_NONE:
            neg = mental_on(g, tb, t, EFFECT_NEGATE_ATTACKER_MOVE_SKILL, p) >= 0
            if neg or skill_negates_move_skills(g, t):  # (or the hero skill 逆行经脉)
                g.stk[i, FR_A0] = make_virtual(
                    g, CAT_MOVE, tb.card_face[c], colour_of(g, tb, c, p), c_power(g, tb, c),
                    c_range(g, tb, c), EFFECT_NONE, c, -1,
                )
        fire(g, tb, cfg, TP_ATTACKED, t, p, i)
    elif st == 1:
        if not g.alive[t]:
            g.stk[i, FR_ST] = 14
            return
        if g.stk[i, FR_A2] != 0:  # blocked by an effect (混元气): not countered
            g.stk[i, FR_ST] = 11
            blocked_options(g, tb, cfg, i, p, t)
            return
        g.stk[i, FR_ST] = 2
        if skill_unblockable(g, tb, p, t, c):  # 葵花宝典 (hero): no defence may be played
            g.stk[i, FR_R] = -1
            return
        push(g, DEC_RESPOND, t, p, c, PUR_ATTACK, 0, 0)
    elif st == 2:
        d = g.stk[i, FR_R]
        g.stk[i, FR_A1] = d
        g.stk[i, FR_ST] = 3
        g.stk[i, FR_A4] = 0  # power added to the attacking (A4) and defending (A5) moves by
        g.stk[i, FR_A5] = 0  # skills at TP_CLASH (素心剑法) or by 独孤九剑's payments
        if d >= 0:
            log(g, EV_RESPOND, t, d, p, 0, 0)
            fire(g, tb, cfg, TP_CARD_PLAYED, t, p, i)
        fire(g, tb, cfg, TP_CLASH, t, p, i)
    elif st == 3:
        d = g.stk[i, FR_A1]
        if (g.stk[i, FR_A3] & F_DUGU) == 0:
            # 独孤九剑 (attacking or defending): pay hand cards of the other move's colour first
            g.stk[i, FR_A3] |= F_DUGU
            if d >= 0 and g.stk[i, FR_A2] == 0:
                if c_effect(g, tb, c) == EFFECT_DUGUJIUJIAN or skill_dugu(g, p):  # (九式剑诀)
                    g.stk[i, FR_ST] = 21
                    push(g, DEC_HAND, p, t, c, PUR_PAY, 1 << colour_of(g, tb, d, t), 0)
                    return
                if c_effect(g, tb, d) == EFFECT_DUGUJIUJIAN or skill_dugu(g, t):
                    g.stk[i, FR_ST] = 22
                    push(g, DEC_HAND, t, p, d, PUR_PAY, 1 << colour_of(g, tb, c, p), 0)
                    return
        g.stk[i, FR_ST] = 11
        flags = g.stk[i, FR_A3] & F_PERSIST
        if d < 0:
            flags |= F_NO_DEFENCE
        elif counters(g, tb, d, t, c, p, defence_skills_on(g, tb, t, p)):
            flags |= F_COUNTERED
        if c_effect(g, tb, c) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS or (
            d >= 0 and c_effect(g, tb, d) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS
        ):
            flags |= F_SILENCED  # 如来千手式
        g.stk[i, FR_A3] = flags
        if g.stk[i, FR_A2] != 0:  # blocked by an effect during the clash
            if d >= 0:
                to_discard(g, d)
            blocked_options(g, tb, cfg, i, p, t)
            return
        pa = clash_power(g, tb, cfg, p, c, d, t, True) + g.stk[i, FR_A4]  # + 独孤九剑
        pb = clash_power(g, tb, cfg, t, d, c, p, False) + g.stk[i, FR_A5]
        if d >= 0:
            pa, pb = expa_tie_break(g, p, t, pa, pb)  # 金面佛
        log(g, EV_CLASH, p, t, pa, pb, 0)
        # 指点 is spent by the first clash in which its holder puts out a move
        if g.pt[p, PT_COUNTER_NEXT] != 0:
            g.pt[p, PT_COUNTER_NEXT] = 0
            log(g, EV_STATUS, p, ST_COUNTER, 0, -1, 0)
        if d >= 0 and g.pt[t, PT_COUNTER_NEXT] != 0:
            g.pt[t, PT_COUNTER_NEXT] = 0
            log(g, EV_STATUS, t, ST_COUNTER, 0, -1, 0)
        auto_block = d >= 0 and (  # 一阳指 (the move, or the hero skill)
            c_effect(g, tb, d) == EFFECT_DEFEND_AUTO_BLOCK
            or skill_auto_block(g, t, colour_of(g, tb, d, t))
        )
        if d >= 0:
            to_discard(g, d)
        if pb >= pa or auto_block:
            log(g, EV_BLOCK, t, -1, 0, 0, 0)  # R-M5: B >= A blocks
            if auto_block and skill_after_auto_block(g, t, p, i):  # 六脉神剑 (hero) first,
                g.stk[i, FR_ST] = 40  # then the attacker's options (stage 40)
                return
            blocked_options(g, tb, cfg, i, p, t)
            return
        dmg = (pa - pb + 1) // 2  # ceil((A - B) / 2)
        if c_effect(g, tb, c) == EFFECT_NO_MOVE_DAMAGE_BONUS and d < 0:  # 百变千幻剑
            dmg += tb.face_param[c_face(g, tb, c), 0]
        g.stk[i, FR_A4] = attack_damage(g, tb, p, t, c, dmg)
        g.stk[i, FR_ST] = 4
    elif st == 4:
        if not card_before_damage(g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)):
            g.stk[i, FR_ST] = 6  # (分筋错骨手 judges first)
    elif st == 5 or st == 12 or st == 13 or (st >= 15 and st <= 17):  # a move's own stages
        f = c_face(g, tb, c)
        if not card_attack_step(g, tb, cfg, i, p, t, c, f, st, c_effect(g, tb, c)):
            g.stk[i, FR_ST] = 14
    elif st == 6:
        ic = internal_on(g, tb, p, EFFECT_LIFESTEAL, t)
        if ic >= 0 and g.alive[t]:  # 吸血功: distance when the damage is dealt
            if distance(g, tb, cfg, p, t) <= tb.face_param[tb.card_face[ic], 0]:
                g.stk[i, FR_A3] |= F_NEAR
        if card_replace_damage(g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)):
            return  # (寒冰掌: discard the target's cards instead?)
        g.stk[i, FR_ST] = 7
        src = expa_attack_source(g, p, c)  # (借刀杀人: the seat the move was taken from)
        push(g, OP_DAMAGE, src, t, g.stk[i, FR_A4], colour_of(g, tb, c, p), c, 0)  # R-M6
    elif st == 7:
        dealt = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 11
        if dealt <= 0 or (g.stk[i, FR_A3] & F_SILENCED) != 0 or not g.alive[p]:
            return
        g.stk[i, FR_ST] = 9
        if (g.stk[i, FR_A3] & F_NEAR) != 0:  # 吸血功: recover the damage dealt
            heal(g, p, dealt, p)
        card_after_damage(g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c))
    elif st == 8:  # the answer to what a move's after-damage effect asked
        r = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 9
        card_after_damage_answer(g, tb, cfg, i, p, t, c, c_face(g, tb, c), r, c_effect(g, tb, c))
    elif st == 9:
        g.stk[i, FR_ST] = 11
        ic = internal_on(g, tb, p, EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE, t)
        if ic >= 0 and g.alive[t]:  # 透骨打穴
            after_damage_judgement_skip_phase.internal_after_damage(g, tb, cfg, i, p, t, ic)
        ic = internal_on(g, tb, p, EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS, t)
        if ic >= 0 and g.alive[t]:  # 天罗地网势: discard one of the target's lightness cards?
            after_damage_discard_lightness.internal_after_damage(g, tb, cfg, i, p, t, ic)
    elif st == 10:
        after_damage_judgement_skip_phase.internal_judged(g, tb, cfg, i, p, t)
    elif st == 11:
        g.stk[i, FR_ST] = 14
        if (g.stk[i, FR_A3] & F_COUNTERED) != 0 or not g.alive[p]:
            return
        card_uncountered(g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c))
    elif st == 18:  # 九阳神功: paid to deal the damage of the blocked attack anyway
        r = g.stk[i, FR_R]
        if r < 0:  # stopped (ruling: cards already paid stay discarded, no damage)
            g.stk[i, FR_ST] = 11
            return
        discard_logged(g, r, p)
        g.stk[i, FR_A4] -= 1
        if g.stk[i, FR_A4] > 0:  # the face's n: more cards of the colour owed
            ic = g.equip[p, SLOT_INTERNAL]
            if ic >= 0:
                colours = 1 << tb.face_param[tb.card_face[ic], 0]
                if has_colour_in_hand(g, tb, p, colours):
                    push(g, DEC_HAND, p, t, ic, PUR_PAY, colours, 0)
                    return
            g.stk[i, FR_ST] = 11
            return
        # ruling: the damage of the same move had the defender not answered, ceil(A / 2)
        pa = clash_power(g, tb, cfg, p, c, -1, t, True)
        g.stk[i, FR_A4] = attack_damage(g, tb, p, t, c, (pa + 1) // 2)
        g.stk[i, FR_ST] = 4
    elif st == 20:  # 九阴真经: another move against the same target, or stop
        r = g.stk[i, FR_R]
        if r < 0 or not g.alive[t]:
            if r >= 0:
                to_discard(g, r)
            g.stk[i, FR_ST] = 11
            return
        restart_attack(g, tb, cfg, i, t, r)
    elif st == 40:  # after 六脉神剑 (hero): the attacker's options on a blocked attack
        g.stk[i, FR_ST] = 11
        blocked_options(g, tb, cfg, i, p, t)
    elif st == 21 or st == 22:  # 独孤九剑: one more card paid (21 attacker, 22 defender)
        r = g.stk[i, FR_R]
        d = g.stk[i, FR_A1]
        atk = st == 21
        payer = p if atk else t
        own = c if atk else d
        other = d if atk else c
        if r >= 0:
            discard_logged(g, r, payer)
            field = FR_A4 if atk else FR_A5
            if c_effect(g, tb, own) == EFFECT_DUGUJIUJIAN:
                g.stk[i, field] += tb.face_param[c_face(g, tb, own), 0]
            else:
                g.stk[i, field] += 1  # 九式剑诀 (hero): +1 per card
            oc = colour_of(g, tb, other, t if atk else p)
            push(g, DEC_HAND, payer, t if atk else p, own, PUR_PAY, 1 << oc, 0)
            return
        if atk and (c_effect(g, tb, d) == EFFECT_DUGUJIUJIAN or skill_dugu(g, t)):
            g.stk[i, FR_ST] = 22
            push(g, DEC_HAND, t, p, d, PUR_PAY, 1 << colour_of(g, tb, c, p), 0)
            return
        g.stk[i, FR_ST] = 3
    elif st == 23:  # 天罗地网势: the lightness card picked (-1: none); A4 picks left
        after_damage_discard_lightness.internal_picked(g, tb, cfg, i, p, t)
    elif st == 24:  # follow-up move chosen (-1: none)
        r = g.stk[i, FR_R]
        if r < 0:
            g.stk[i, FR_ST] = 14
            return
        f = c_face(g, tb, c)
        if tb.face_param[f, 1] != 0:  # counts_as_attack
            g.pt[p, PT_ATTACKS] += 1
        if c_effect(g, tb, c) == EFFECT_AFTER_DAMAGE_FOLLOW_UP:  # 万花剑法: another target
            g.stk[i, FR_A1] = r
            g.stk[i, FR_ST] = 25
            push(g, DEC_TARGET, p, t, r, PUR_FOLLOW_TARGET, 0, 0)
            return
        restart_attack(g, tb, cfg, i, t, r)
    elif st == 25:
        restart_attack(g, tb, cfg, i, g.stk[i, FR_R], g.stk[i, FR_A1])
    else:
        fl = g.stk[i, FR_A3]
        if (fl & F_FOLLOW) != 0:  # 少林罗汉拳 (same target) / 万花剑法 (another target)
            g.stk[i, FR_A3] = fl & ~F_FOLLOW
            f = c_face(g, tb, c)
            other = 1 if c_effect(g, tb, c) == EFFECT_AFTER_DAMAGE_FOLLOW_UP else 0
            counts = tb.face_param[f, 1] != 0
            if g.alive[p] and (other == 1 or g.alive[t]):
                if not counts or may_attack(g, tb, cfg, p):
                    g.stk[i, FR_ST] = 24
                    push(g, DEC_RESPOND, p, t, c, PUR_FOLLOW, tb.face_param[f, 0], other)
                    return
        if st != 26:
            keep = (g.stk[i, FR_A3] & F_KEEP_CARD) != 0
            release_attack_card(g, i)
            g.stk[i, FR_ST] = 26  # the move has resolved (狂风快刀 may answer it)
            if not keep and fire(g, tb, cfg, TP_MOVE_RESOLVED, t, p, i) > 0:
                return
        pop(g)


@njit_cached
def attacker_must_pay(g, p, t):
    """绝色倾城: does t's skill make attacker p (a male character, not t) pay a hand card?"""
    if p == t or g.gender[p] != GENDER_MALE:
        return False
    return skill_slot(g, t, SKILL_MALE_ATTACKER_PAYS) >= 0


@njit_cached
def attacker_paid(g, tb, i, p, t):
    """绝色倾城: the answer of attacker p in attack frame i (FR_R: the hand card thrown away, -1
    none). False (logged as t's skill) when he did not pay: the attack has no effect on t."""
    r = g.stk[i, FR_R]
    if r >= 0:
        discard_logged(g, r, p)  # covers: male_attacker_pays
        return True
    k = skill_slot(g, t, SKILL_MALE_ATTACKER_PAYS)
    log(g, EV_SKILL, t, SKILL_MALE_ATTACKER_PAYS, k, p, 0)
    return False


@njit_cached
def attack_damage(g, tb, p, t, c, dmg):
    """Damage of p's move c on t before prevention: ``dmg`` from the clash plus the bonuses that
    do not depend on the defence (五毒掌, 五毒功, 九转熊蛇丸, which is spent)."""
    f = c_face(g, tb, c)
    if c_effect(g, tb, c) == EFFECT_EMPTY_HAND_DAMAGE_BONUS and g.hand_n[t] == 0:  # 五毒掌
        dmg += tb.face_param[f, 0]
    ic = internal_on(g, tb, p, EFFECT_EMPTY_HAND_DAMAGE_BONUS, t)
    if ic >= 0 and g.hand_n[t] == 0:  # 五毒功
        dmg += tb.face_param[tb.card_face[ic], 0]
    boost = g.pt[p, PT_BOOST]
    if boost > 0:  # 九转熊蛇丸: the first move of the turn that deals damage
        dmg += boost
        g.pt[p, PT_BOOST] = 0
        log(g, EV_STATUS, p, ST_BOOST, 0, -1, 0)
    return dmg


@njit_cached
def blocked_options(g, tb, cfg, i, p, t):
    """p's attack of frame i on t was blocked (in the clash or by an effect such as 混元气): the
    attacker's internal art may carry it on (blocked_art_options). Then p's hero skill 七绝针
    may act: its frame goes on top (the art's decision held below it, OP_HELD), so that it
    resolves first and the art's decision, asked afterwards, still answers the attack frame."""
    if not g.alive[p] or not g.alive[t]:
        return
    if expa_offer_reattack(g, tb, cfg, i):  # 九阴神功 (黄裳) first; the options below come
        g.stk[i, FR_ST] = 40  # afterwards (stage 40) if he does not attack again
        return
    blocked_art_options(g, tb, cfg, i, p, t)
    if g.hero[p] >= 0:
        skill_after_block(g, p, t, i)  # 七绝针


@njit_cached
def blocked_art_options(g, tb, cfg, i, p, t):
    """A blocked attack (blocked_options): 九阳神功: pay a card of its colour to deal the damage
    anyway (stage 18); 九阴真经: attack again with another move (stage 20). Otherwise nothing
    happens and the attack goes on at stage 11."""
    ic = g.equip[p, SLOT_INTERNAL]
    if ic < 0 or internal_shielded(g, p, t):  # (绣花针)
        return
    fi = tb.card_face[ic]
    e = tb.face_effect[fi]
    if e == EFFECT_PAY_TO_FORCE_DAMAGE:  # pay_to_force_damage(colour, n)
        colours = 1 << tb.face_param[fi, 0]
        need = max(tb.face_param[fi, 1], 1)
        if count_colour_in_hand(g, tb, p, colours) >= need:
            g.stk[i, FR_A4] = need  # payments still owed (the damage is set once all are paid)
            g.stk[i, FR_ST] = 18
            push(g, DEC_HAND, p, t, ic, PUR_PAY, colours, 0)
    elif e == EFFECT_RETRY_UNTIL_DAMAGE:
        for k in range(g.hand_n[p]):
            if card_cat(tb, g.hand[p, k]) == CAT_MOVE:
                g.stk[i, FR_ST] = 20
                push(g, DEC_RESPOND, p, t, ic, PUR_RETRY, 0, 0)
                return


@njit_cached
def release_attack_card(g, i):
    """The move of attack frame i leaves the table, unless 天山六阳掌 keeps it for its second
    target (then only a skill-less copy made by 逆行经脉 goes)."""
    c = g.stk[i, FR_A0]
    if (g.stk[i, FR_A3] & F_KEEP_CARD) != 0:
        # (a virtual move the using frame itself holds, e.g. made by a hero skill, stays)
        if c >= MAX_CARDS and g.stk[i - 1, FR_A0] != c:
            g.vcard[c - MAX_CARDS, V_NPHYS] = 0
        return
    if in_proc(g, c):  # (a card-less virtual move, 无相神功 and the like, too: row freed)
        to_discard(g, c)


@njit_cached
def restart_attack(g, tb, cfg, i, t, r):
    """Attack frame i goes on against t with move r (九阴真经, 少林罗汉拳, 万花剑法): the old move
    leaves the table and the attack starts again from its declaration; the new attack uses no
    attack opportunity unless the card says so (the caller counts it). The new move is aimed at
    t as a first attack's is, so TP_CARD_USED fires with the attack frame as its context
    (借力, 少林方丈; docs/rulings.md "Follow-up attacks are uses")."""
    release_attack_card(g, i)
    p = g.stk[i, FR_P]
    g.stk[i, FR_Q] = t
    g.stk[i, FR_A0] = r
    g.stk[i, FR_A1] = -1
    for k in (FR_A2, FR_A3, FR_A4, FR_A5, FR_A6, FR_R, FR_ST):
        g.stk[i, k] = 0
    log(g, EV_USE, p, r, t, -1, 0)
    fire(g, tb, cfg, TP_CARD_USED, t, p, i)


@njit_cached
def op_duel(g, tb, cfg, i):
    """单挑 (card A0) of user P against Q. A1: the seat to play now (the target first); A2: the
    printed power the next move needs (0 for the first). Each duellist in turn plays a move of at
    least that power (ruling: printed power only, no counter or skill bonus) or takes A0's damage
    from the other. Stages: 0 ask; 1 answer known; 2 done."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    x = g.stk[i, FR_A1]
    o = q if x == p else p
    if st == 0:
        if not g.alive[p] or not g.alive[q]:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_RESPOND, x, o, g.stk[i, FR_A0], PUR_DUEL, g.stk[i, FR_A2], 0)
    elif st == 1:
        r = g.stk[i, FR_R]
        if r < 0:
            g.stk[i, FR_ST] = 2
            dmg = tb.face_param[c_face(g, tb, g.stk[i, FR_A0]), 0]  # (virtual: a skill's)
            push(g, OP_DAMAGE, o, x, dmg, -1, g.stk[i, FR_A0], 0)
            return
        log(g, EV_RESPOND, x, r, o, 0, 0)
        g.stk[i, FR_A2] = c_power(g, tb, r)
        to_discard(g, r)
        g.stk[i, FR_A1] = o
        g.stk[i, FR_ST] = 0
        fire(g, tb, cfg, TP_CARD_PLAYED, x, o, i)
    else:
        pop(g)


@njit_cached
def op_trigger(g, tb, cfg, i):
    """An optional triggered effect of card A0 owned by P at point A2, fired from frame A1; Q is
    the other party (the attacker, the damage source). Stage 0 asks the owner."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    ctx = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    f = tb.card_face[c]
    e = tb.face_effect[f]
    if st == 0:
        if not g.alive[p] or g.zone[c] != Z_EQUIP or g.owner[c] != p:
            pop(g)  # the owner died or the card left play before its turn to resolve
            return
        if e == EFFECT_DAMAGED_DISCARD_TO_RETALIATE:  # 地火功: paying is the answer
            colours = 1 << tb.face_param[f, 0]
            if q < 0 or not g.alive[q] or not has_colour_in_hand(g, tb, p, colours):
                pop(g)
                return
            g.stk[i, FR_ST] = 10
            push(g, DEC_HAND, p, q, c, PUR_PAY, colours, 0)
            return
        if e == EFFECT_DAMAGED_MOVE_TABLE_CARD:  # 乾坤大挪移: choosing a seat is the answer
            for x in range(cfg[C_PLAYERS]):
                if seat_movable(g, tb, cfg, x):
                    g.stk[i, FR_ST] = 20
                    push(g, DEC_TARGET, p, -1, c, PUR_MOVE_FROM, 0, 0)
                    return
            pop(g)
            return
        if e == EFFECT_DAMAGED_TAKE_FROM_SOURCE:  # 北冥神功: a source with cards
            if q < 0 or not g.alive[q] or count_cards(g, q) == 0:
                pop(g)
                return
        g.stk[i, FR_ST] = 1
        push(g, DEC_CONFIRM, p, q, c, -1, 0, 0)
    elif st == 1:
        if g.stk[i, FR_R] != 1:
            pop(g)
            return
        if e == EFFECT_DAMAGE_ONCE_PER_TURN_DRAW:  # 少林易筋经: draw
            draw_cards(g, p, tb.face_param[f, 1])
            pop(g)
        elif e == EFFECT_DAMAGED_TAKE_FROM_SOURCE:
            g.stk[i, FR_A3] = tb.face_param[f, 0]
            g.stk[i, FR_ST] = 30
        else:
            g.stk[i, FR_ST] = 2
            push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    elif st == 2:
        col = g.stk[i, FR_R]
        if e == EFFECT_JUDGEMENT_BLOCK and col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
            g.stk[ctx, FR_A2] = 1  # 混元气: the attack counts as blocked
            log(g, EV_BLOCK, p, f, 0, 0, 0)
        pop(g)
    elif st == 10:  # 地火功: a card paid (-1: declined); the source takes the damage
        r = g.stk[i, FR_R]
        if r < 0:
            pop(g)
            return
        discard_logged(g, r, p)
        g.stk[i, FR_ST] = 11
        if g.alive[q]:  # ruling: colourless damage, its source the owner
            push(g, OP_DAMAGE, p, q, tb.face_param[f, 2], -1, c, 0)
    elif st == 20:  # 乾坤大挪移: whose card (-1: none)
        x = g.stk[i, FR_R]
        if x < 0:
            pop(g)
            return
        g.stk[i, FR_A4] = x
        g.stk[i, FR_ST] = 21
        push(g, DEC_PICK, p, x, c, PUR_MOVE, 0, 0)
    elif st == 21:  # the card; now where
        k = g.stk[i, FR_R]
        g.stk[i, FR_A3] = k
        g.stk[i, FR_ST] = 22
        push(g, DEC_TARGET, p, g.stk[i, FR_A4], k, PUR_MOVE_TO, 0, 0)
    elif st == 22:
        k = g.stk[i, FR_A3]
        y = g.stk[i, FR_R]
        if g.zone[k] == Z_EQUIP:
            slot = tb.face_slot[tb.card_face[k]]
            if slot == SLOT_EITHER_LIGHTNESS:
                slot = SLOT_PLUS if g.equip[y, SLOT_PLUS] < 0 else SLOT_MINUS
            to_equip(g, k, y, slot)
            log(g, EV_EQUIP, y, k, slot, 0, 0)
        else:
            was = expa_poisoned_before(g, tb, y)  # (王难姑)
            note_clear(g, p, g.stk[i, FR_A4], k)  # (out of that seat's judgement area)
            to_judge(g, k, y)
            log(g, EV_PLACE, y, k, p, 0, 0)
            expa_became_poisoned(g, tb, y, was)
        pop(g)
    elif st == 30:  # 北冥神功: take a card of the source (hand blind, equipment, judgement)
        if g.stk[i, FR_A3] > 0 and g.alive[q] and count_cards(g, q) > 0:
            g.stk[i, FR_A3] -= 1
            g.stk[i, FR_ST] = 31
            push(g, DEC_PICK, p, q, c, PUR_TAKE, 0, 0)
        else:
            pop(g)
    elif st == 31:
        k = g.stk[i, FR_R]
        note_clear(g, p, q, k)  # (a delayed card taken out of q's judgement area: help)
        to_hand(g, k, p)
        g.hist[p, q, H_TAKE] += 1
        log(g, EV_TAKE, p, k, q, 0, 0)
        g.stk[i, FR_ST] = 30
    else:
        pop(g)


@njit_cached
def op_help(g, tb, cfg, i):
    """倚天剑: the leader P answers Q's card A0 (purpose A1, duel power A2) through its allies.
    Each other living character of the leader's alignment, in turn order from the leader (A3
    the cursor), may play a move card from its hand, which counts as played by the leader; if
    nobody does, the leader is asked again without this option. Stages: 0 ask the next ally;
    1 its answer; 2 the leader's own answer."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 1:
        r = g.stk[i, FR_R]
        if r >= 0:
            note_protect(g, (p + g.stk[i, FR_A3] - 1) % n, p)  # (the ally's help: state.helps)
            ret(g, r)
            return
    elif st == 2:
        ret(g, g.stk[i, FR_R])
        return
    ask_all = cfg[C_AUTO_FORCED] == 0
    while g.stk[i, FR_A3] < n:
        k = g.stk[i, FR_A3]
        g.stk[i, FR_A3] = k + 1
        x = (p + k) % n
        if x == p or x == q or not g.alive[x] or g.align[x] != g.align[p]:
            continue  # (the one asking the leader is not asked to answer itself)
        has_move = False
        for j in range(g.hand_n[x]):
            if card_cat(tb, g.hand[x, j]) == CAT_MOVE:
                has_move = True
        if ask_all or has_move:
            g.stk[i, FR_ST] = 1
            push(g, DEC_RESPOND, x, q, g.stk[i, FR_A0], PUR_HELP, g.stk[i, FR_A2],
                 g.stk[i, FR_A1])
            return
    g.stk[i, FR_ST] = 2
    j = push(g, DEC_RESPOND, p, q, g.stk[i, FR_A0], g.stk[i, FR_A1], g.stk[i, FR_A2], 0)
    g.stk[j, FR_A6] = 1


@njit_cached
def op_equip_skill(g, tb, cfg, i):
    """An active skill of P's equipped card A0 used in the play phase (神行百变: choose another
    character; the distance from P to it is 1 for the rest of the turn). Hands -2 to the play
    phase, which then asks again."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_TARGET, p, -1, c, PUR_OTHER, 0, 0)
        return
    t = g.stk[i, FR_R]
    g.pt[p, PT_FIX_DIST] = t + 1  # ruling: a later use this turn moves the fix to the new seat
    g.pt[p, PT_FIX_USES] += 1
    log(g, EV_USE, p, c, t, -1, 0)
    ret(g, -2)


@njit_cached
def op_convert(g, tb, cfg, i):
    """Build a virtual move from hand cards with the skill of P's equipped card A0 (effect
    virtual_move: cards, power, range, choose_colour), then hand it to the parent frame as if it
    had been chosen. A2, A3: the hand cards taken. Stages: 0/1 choose cards, 2 choose a colour,
    3 make the card."""
    p = g.stk[i, FR_P]
    src = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    f = tb.card_face[src]
    need = tb.face_param[f, 0]
    if tb.face_effect[f] == EFFECT_COPY_ATTACKER_MOVE:
        # 斗转星移: one hand card of its colour becomes a copy of the attacking move A4 (same
        # name, colour, power, range and skill; ruling: the skill comes with the copy)
        if st == 0:
            g.stk[i, FR_ST] = 1
            push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 1 << tb.face_param[f, 0], 0)
            return
        atk = g.stk[i, FR_A4]
        c0 = g.stk[i, FR_R]
        v = make_virtual(
            g, CAT_MOVE, c_face(g, tb, atk), colour_of(g, tb, atk, g.stk[i, FR_Q]),
            c_power(g, tb, atk),
            c_range(g, tb, atk), c_effect(g, tb, atk), c0, -1,
        )
        log(g, EV_CONVERT, p, v, src, 1, 0)
        ret(g, v)
        return
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
    elif st == 1:
        if g.stk[i, FR_A2] < 0:
            g.stk[i, FR_A2] = g.stk[i, FR_R]
            if need >= 2:
                push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
                return
        else:
            g.stk[i, FR_A3] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        if tb.face_param[f, 3] != 0:
            push(g, DEC_COLOUR, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
        else:
            g.stk[i, FR_R] = colour_of(g, tb, g.stk[i, FR_A2], p)
    else:
        c0 = g.stk[i, FR_A2]
        c1 = g.stk[i, FR_A3]
        col = g.stk[i, FR_R]
        v = make_virtual(
            g, CAT_MOVE, f, col, tb.face_param[f, 1], tb.face_param[f, 2], EFFECT_NONE, c0, c1
        )
        log(g, EV_CONVERT, p, v, src, 1 if c1 < 0 else 2, 0)
        ret(g, v)


@njit_cached
def op_damage(g, tb, cfg, i):
    """Damage A0 of colour A1 (-1 none) from P (-1 none) to Q, by card A2; A3 = 1 when it is
    passed on by the 和合 link. Stages: 0 trigger BEFORE_DAMAGE (effects may lower A0); 1 apply,
    open a dying window; 2 trigger AFTER_DAMAGE; 3 pass the damage dealt (A4) on to the other
    linked characters, then hand the amount dealt (A5) to the parent.

    和合 (阴阳和合散, Sanguosha's 铁索连环 convention): damage dealt to a linked character unlinks
    it and is then dealt, with the same amount, attribute and source, to every other linked
    character, who are unlinked in turn; damage passed on this way is not passed on again."""
    src = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        if not g.alive[t] or g.stk[i, FR_A0] <= 0:
            g.stk[i, FR_ST] = 3
            return
        fire(g, tb, cfg, TP_BEFORE_DAMAGE, t, src, i)
    elif st == 1:
        amt = g.stk[i, FR_A0]
        col = g.stk[i, FR_A1]
        g.stk[i, FR_ST] = 3
        if not g.alive[t] or amt <= 0:
            return
        if g.face_down[t]:  # 西湖底牢: a face-down character takes no damage
            log(g, EV_PREVENT, t, amt, -1, 0, 0)
            return
        g.hp[t] -= amt
        g.stk[i, FR_A5] = amt  # dealt: handed to the parent at the end
        if g.pt[t, PT_DAMAGED] < 100:
            g.pt[t, PT_DAMAGED] += 1
        if src >= 0:
            g.hist[src, t, H_DAMAGE] += amt
        log(g, EV_DAMAGE, src, t, amt, col, g.stk[i, FR_A3])
        if g.linked[t] and g.stk[i, FR_A3] == 0:
            g.linked[t] = False
            log(g, EV_STATUS, t, ST_LINKED, 0, -1, 0)
            g.stk[i, FR_A4] = amt
        g.stk[i, FR_ST] = 2
        if g.hp[t] <= 0:
            push(g, OP_DYING, t, -1, src, 0, 0, 0)
    elif st == 2:
        g.stk[i, FR_ST] = 3
        if g.alive[t]:
            fire(g, tb, cfg, TP_AFTER_DAMAGE, t, src, i)
    else:
        amt = g.stk[i, FR_A4]
        if amt <= 0:
            ret(g, g.stk[i, FR_A5])  # the parent learns how much damage was dealt
            return
        g.stk[i, FR_A4] = 0
        n = cfg[C_PLAYERS]
        # pushed last-first so that the others are hurt in turn order from the current player
        for k in range(n - 1, -1, -1):
            q = (g.cur + k) % n
            if q != t and g.alive[q] and g.linked[q]:
                g.linked[q] = False
                log(g, EV_STATUS, q, ST_LINKED, 0, -1, 0)
                push(g, OP_DAMAGE, src, q, amt, g.stk[i, FR_A1], g.stk[i, FR_A2], 1)


@njit_cached
def dying_fails(g, tb, cfg, p, killer, named):
    """The rescue of p failed: pop its dying frame, p dies (kill), a turn whose player died is
    cut short, then what follows a death: 铜尸, and 亢龙有悔's attacks on the seats ``named``."""
    pop(g)
    if kill(g, tb, cfg, p, killer):
        return
    if not g.alive[g.cur]:  # the current player died (itself, or with the foreign player)
        unwind_turn(g)
    skill_after_death(g, p)  # 铜尸
    if named != 0 and g.alive[g.cur]:  # (lost when the turn ended with the death, R-D5)
        skill_death_attacks(g, tb, cfg, p, named)  # 亢龙有悔


@njit_cached
def op_dying(g, tb, cfg, i):
    """Rescue window for P (R-D1): from the current player in turn order, each living player may
    use rescue cards until P is back to 1 HP; the same player is asked again after a rescue.
    Stage 3: the rescue failed and TP_DIES fired (skills acting before the death); 4: 亢龙有悔
    attacked first (in P's own turn), P now dies. A0 the killer, A1 the seat offset asked,
    A2 the characters 亢龙有悔 named (seat bitmask)."""
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 0:
        g.dying[p] = True
        log(g, EV_DYING, p, 0, 0, 0, 0)
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_DYING, p, killer, i)
        return
    if st == 4:  # (亢龙有悔's attacks made in p's own turn:) the death stands, whatever its HP
        if g.alive[p]:
            dying_fails(g, tb, cfg, p, killer, 0)
        else:
            pop(g)
        return
    if st == 2:
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A1]
        if r >= 0:
            q = (g.cur + k) % n
            to_discard(g, r)
            rf = c_face(g, tb, r)  # (virtual: made by a hero skill)
            if c_effect(g, tb, r) == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
                heal(g, p, tb.face_param[rf, 2], q)  # 九转熊蛇丸 on oneself
            else:
                heal(g, p, tb.face_param[rf, 0], q)
            g.hist[q, p, H_RESCUE] += 1
        else:
            g.stk[i, FR_A1] = k + 1
        g.stk[i, FR_ST] = 1
    if not g.alive[p]:
        pop(g)
        return
    if g.hp[p] > 0:
        g.dying[p] = False
        pop(g)
        return
    if st < 3 and g.hero[p] >= 0 and skill_death_decided(g, p):
        g.stk[i, FR_A1] = n  # (dying again while 亢龙有悔 attacks before its death: no rescue)
    while True:
        k = g.stk[i, FR_A1]
        if k >= n:
            if st < 3 and g.hero[p] >= 0:  # the rescue failed: skills acting before death
                g.stk[i, FR_ST] = 3
                g.stk[i, FR_A2] = 0  # (亢龙有悔: the characters named, a seat bitmask)
                if fire(g, tb, cfg, TP_DIES, p, killer, i) > 0:
                    return
            named = g.stk[i, FR_A2]
            if named != 0 and p == g.cur:  # in its own turn, 亢龙有悔 attacks before the
                g.stk[i, FR_ST] = 4  # death (no turn goes on with its player dead)
                skill_death_attacks(g, tb, cfg, p, named)  # (its HP can no longer rise)
                return
            dying_fails(g, tb, cfg, p, killer, named)
            return
        q = (g.cur + k) % n
        # with auto_forced off every living seat is asked, so who is asked reveals nothing
        ask_all = cfg[C_AUTO_FORCED] == 0
        can = has_effect_in_hand(g, tb, q, EFFECT_HEAL) or (
            q == p and has_effect_in_hand(g, tb, q, EFFECT_DAMAGE_BOOST_SELF_RESCUE)
        )
        if not can and g.hero[q] >= 0:  # a hero skill that makes a rescue card
            can = skill_can_answer(g, tb, q, DEC_RESCUE, p)
        if g.alive[q] and (ask_all or can):
            g.stk[i, FR_ST] = 2
            push(g, DEC_RESCUE, q, p, -1, -1, 0, 0)
            return
        g.stk[i, FR_A1] = k + 1


@njit_cached
def op_cancel(g, tb, cfg, i):
    """Cancel window (R-K1, R-K2) against card A0 aimed at Q, kind A1. From the current player in
    turn order each living player holding a cancel card may play one; a played cancel opens a
    window of its own; if that cancel stands the card is cancelled (result 1), if it is itself
    cancelled the asking starts again. Result 0: not cancelled."""
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    kind = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    eff = EFFECT_CANCEL_STRATEGY if kind == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
    if st == 0 and kind == CANCEL_POISON and skill_poison_guard(g, tb, t, c):
        g.stk[i, FR_ST] = 4  # 五仙教主 (hero): the poisoned seat may first draw and cancel it
        g.stk[i, FR_R] = 0
        k = skill_slot(g, t, SKILL_POISON_IMMUNITY_DRAW)
        j = push(g, OP_SKILL, t, -1, 1 << k, i, TP_CARD_USED, -1)
        g.stk[j, FR_A6] = 1
        return
    if st == 4:
        if g.stk[i, FR_R] == 1:
            ret(g, 1)
            return
        g.stk[i, FR_ST] = 1
    if st == 2:  # a seat answered
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A2]
        if r < 0:
            g.stk[i, FR_A2] = k + 1
            g.stk[i, FR_ST] = 1
        else:
            q = (g.cur + k) % n
            log(g, EV_CANCEL, q, r, c, t, 0)
            note_cancel(g, tb, i, q)  # (whom the cancel helps or hurts: state.helps)
            g.stk[i, FR_A3] = r
            g.stk[i, FR_ST] = 3
            push(g, OP_CANCEL, -1, t, r, kind, 0, 0)
            return
    elif st == 3:  # the played cancel's own window closed
        to_discard(g, g.stk[i, FR_A3])
        if g.stk[i, FR_R] == 0:
            ret(g, 1)
            return
        g.stk[i, FR_A2] = 0
        g.stk[i, FR_ST] = 1
    while True:
        k = g.stk[i, FR_A2]
        if k >= n:
            ret(g, 0)
            return
        q = (g.cur + k) % n
        # with auto_forced off every living seat is asked, so who is asked reveals nothing
        ask_all = cfg[C_AUTO_FORCED] == 0
        can = has_effect_in_hand(g, tb, q, eff)
        if not can and g.alive[q] and g.hero[q] >= 0:  # a hero skill that makes a cancel card
            can = skill_can_answer(g, tb, q, DEC_CANCEL, kind)
        if g.alive[q] and (ask_all or can):
            g.stk[i, FR_ST] = 2
            push(g, DEC_CANCEL, q, t, c, kind, 0, 0)
            return
        g.stk[i, FR_A2] = k + 1


# =============================================================================================
# the driver
# =============================================================================================


@njit_cached
def fire_holding(g, tb, cfg, tp, subject, source, ctx):
    """Fire trigger point ``tp`` between steps (the announcements made by ``run``): a decision
    waiting on top is held (OP_HELD) under what fires and asked afresh once that has resolved.
    True when frames were pushed; otherwise the waiting decision is restored as it was."""
    i = g.sp - 1
    held = g.stk[i, FR_OP] >= DEC_BASE
    if held:
        g.stk[i, FR_ST] = g.stk[i, FR_OP]
        g.stk[i, FR_OP] = OP_HELD
    if fire(g, tb, cfg, tp, subject, source, ctx) > 0:
        return True
    if held:
        g.stk[i, FR_OP] = g.stk[i, FR_ST]
        g.stk[i, FR_ST] = 0
    return False


@njit_cached
def announce_equip_lost(g, tb, cfg):
    """Fire TP_EQUIP_LOST for one equipped card that left a living seat since the last step
    (state.eq_lost; seats in turn order from the current player). A decision waiting on top is
    held (OP_HELD) under what fires and asked afresh afterwards. True when frames were pushed.
    Nothing fires while the current player is dead (its turn is being skipped): the losses wait
    until the next living seat is current (no decision is asked in a dead player's turn)."""
    n = cfg[C_PLAYERS]
    if not g.alive[g.cur % n]:
        return False
    for k in range(n):
        p = (g.cur + k) % n
        if g.eq_lost[p] <= 0:
            continue
        if not g.alive[p]:
            g.eq_lost[p] = 0
            continue
        g.eq_lost[p] -= 1
        if fire_holding(g, tb, cfg, TP_EQUIP_LOST, p, -1, -1):
            return True
    return False


@njit_cached
def run(g, tb, cfg):
    """Resolve until a player must decide (then compute its mask) or the game ends."""
    auto = cfg[C_AUTO_FORCED] != 0
    n_seats = cfg[C_PLAYERS]
    while True:
        if g.done:
            g.actor = -1
            g.n_legal = 0
            return
        i = g.sp - 1
        if i < 0:
            raise RuntimeError("qxs engine: empty decision stack")
        op = g.stk[i, FR_OP]
        lost = False  # looked at here, not in the call: almost every pass has nothing to announce
        for p in range(n_seats):
            if g.eq_lost[p] > 0:
                lost = True
                break
        if lost and announce_equip_lost(g, tb, cfg):
            continue  # something fired for an equipped card that left its owner
        if g.hand_lost_n > 0 and announce_hand_lost(g, tb, cfg):
            continue  # something fired for a hand card lost outside its owner's turn
        if g.thrown_n > 0 and announce_thrown(g, tb, cfg):
            continue  # something fired for cards thrown away (自宫练剑)
        if g.heal_by != 0 and announce_heals(g, tb, cfg):
            continue  # something fired for a character who gave another HP (寒阴箭)
        if op >= DEC_BASE:
            cnt = compute_mask(g, tb, cfg)
            if cnt == 0:
                raise RuntimeError("qxs engine: a decision with no legal action")
            if cnt == 1 and auto:
                resolve_decision(g, tb, cfg, g.legal[0])
                continue
            g.actor = g.stk[i, FR_P]
            return
        if op == OP_GAME:
            op_game(g, tb, cfg, i)
        elif op == OP_TURN:
            op_turn(g, tb, cfg, i)
        elif op == OP_JUDGE_PHASE:
            op_judge_phase(g, tb, cfg, i)
        elif op == OP_PLAY_PHASE:
            op_play_phase(g, tb, cfg, i)
        elif op == OP_DISCARD_PHASE:
            op_discard_phase(g, tb, cfg, i)
        elif op == OP_USE:
            op_use(g, tb, cfg, i)
        elif op == OP_ATTACK:
            op_attack(g, tb, cfg, i)
        elif op == OP_DAMAGE:
            op_damage(g, tb, cfg, i)
        elif op == OP_DYING:
            op_dying(g, tb, cfg, i)
        elif op == OP_CANCEL:
            op_cancel(g, tb, cfg, i)
        elif op == OP_JUDGEMENT:
            op_judgement(g, tb, cfg, i)
        elif op == OP_DELAYED:
            op_delayed(g, tb, cfg, i)
        elif op == OP_TRIGGER:
            op_trigger(g, tb, cfg, i)
        elif op == OP_CONVERT:
            op_convert(g, tb, cfg, i)
        elif op == OP_DUEL:
            op_duel(g, tb, cfg, i)
        elif op == OP_EQUIP_SKILL:
            op_equip_skill(g, tb, cfg, i)
        elif op == OP_HELP:
            op_help(g, tb, cfg, i)
        elif op == OP_LENT_PHASE:
            op_lent_phase(g, tb, cfg, i)
        elif op == OP_SKILL:
            op_skill(g, tb, cfg, i)
        elif op == OP_DRAFT:
            op_draft(g, tb, cfg, i)
        elif op == OP_HELD:  # a held decision is asked afresh
            g.stk[i, FR_OP] = g.stk[i, FR_ST]
            g.stk[i, FR_ST] = 0
        else:
            raise RuntimeError("qxs engine: unknown operation on the stack")


@njit_cached
def clear_game(g):
    g.done = False
    g.truncated = False
    g.winners = 0
    g.actor = -1
    g.turn = 0
    g.ndec = 0
    g.n_draw = 0
    g.n_disc = 0
    g.draw[:] = -1
    g.disc[:] = -1
    g.zone[:] = Z_DRAW
    g.owner[:] = -1
    g.hand[:, :] = -1
    g.hand_n[:] = 0
    g.equip[:, :] = -1
    g.judge[:, :] = -1
    g.judge_n[:] = 0
    g.hp[:] = 0
    g.maxhp[:] = 0
    g.alive[:] = False
    g.ident[:] = -1
    g.revealed[:] = False
    g.dying[:] = False
    g.face_down[:] = False
    g.linked[:] = False
    g.align[:] = 0  # ruling: with heroes off every character is 善 (good)
    g.gender[:] = 0  # and has no gender
    g.hero[:] = -1  # heroes: none until dealt or drafted
    g.hero_up[:] = 0
    g.skills[:, :] = 0
    g.sk_used[:, :] = 0
    g.sk_tok[:, :] = 0
    g.borrow[:] = -1
    g.offer[:, :] = -1
    g.sk_param[:, :, :] = 0
    g.skill_dec[:] = 0
    g.sk_mark[:] = 0
    g.skip[:] = 0
    g.pt[:, :] = 0
    g.hist[:, :, :] = 0
    g.helps[:, :, :] = 0
    g.stk[:, :] = 0
    g.sp = 0
    g.mask[:] = False
    g.n_legal = 0
    g.ev_n = 0
    g.vcard[:, :] = 0
    g.vnext = 0
    g.cflag[:] = 0
    g.jface[:] = 0
    g.eq_lost[:] = 0
    g.hand_lost[:] = 0
    g.hand_lost_n = 0
    g.qingxin[:] = 0
    g.thrown_n = 0
    g.knife_card = 0
    g.heal_by = 0
    g.concealed[:] = 0
    g.lent_pt[:] = 0
    g.lent_sku[:] = 0
    g.lent_mark = 0


@njit_cached
def reset_game(g, tb, cfg, seed):
    """Set up game b from ``seed`` (R-S1, R-S2, R-S4 heroes off, R-S5, R-S6) and run to the
    first decision. The game is marked broken (state.broken) until this returns normally, so a
    reset that raises inside the rules leaves a game that refuses every action. (The compiled
    entry points spell out its steps, :func:`setup_game`, :func:`run`, ``g.broken = 0``: see
    :func:`apply_action`.)"""
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    setup_game(g, tb, cfg, seed)
    run(g, tb, cfg)
    g.broken = 0


@njit_cached
def setup_game(g, tb, cfg, seed):
    """:func:`reset_game` up to the run to the first decision: the game is marked broken, set
    up from ``seed``, and its stack holds OP_GAME (and, with heroes, the draft)."""
    g.broken = 1
    clear_game(g)
    seed_rng(g, seed)
    n = cfg[C_PLAYERS]
    k = 0
    for idn in range(6):
        for _ in range(cfg[C_ID_COUNTS + idn]):
            g.ident[k] = idn
            k += 1
    for j in range(n - 1, 0, -1):  # identities dealt at random (R-S2)
        r = rnd(g, j + 1)
        t = g.ident[j]
        g.ident[j] = g.ident[r]
        g.ident[r] = t
    leader = 0
    for p in range(n):
        g.alive[p] = True
        hp = cfg[C_BASE_HP]
        if g.ident[p] == LEADER:
            leader = p
            g.revealed[p] = True
            hp += cfg[C_LEADER_BONUS]
        g.hp[p] = hp
        g.maxhp[p] = hp
    g.cur = leader
    if cfg[C_HEROES] != 0:  # heroes (R-S4, R-S5): the draft, then the starting hands
        for c in range(tb.n_cards):  # the deck waits in the draw pile (shuffled after)
            g.draw[c] = c
        g.n_draw = tb.n_cards
        g.ev_n = 0
        push(g, OP_GAME, -1, -1, 0, 0, 0, 0)
        push(g, OP_DRAFT, leader, -1, 0, 0, 0, 0)
        return
    deal_start(g, tb, cfg, leader)
    g.ev_n = 0
    push(g, OP_GAME, -1, -1, 0, 0, 0, 0)


@njit_cached
def apply_action(g, tb, cfg, a):
    """Apply action a of the pending decision of game b and run to the next decision. Returns
    ERR_OK, ERR_ILLEGAL (nothing changed), ERR_DONE (game over; nothing changed) or ERR_BROKEN
    (nothing changed: the game is broken). The game is marked broken (state.broken) from entry
    until a normal return: if the rules raise (a RuntimeError("qxs engine: ...")), the half-done
    game stays marked and refuses every later action until reset_game.

    The compiled entry points (:func:`one_game`, ``batch.vec_step``) spell out its three steps
    (:func:`begin_action`, :func:`run`, :func:`end_action`) instead of calling it: every
    function that reaches ``run`` is a library numba optimises whole, a few CPU-seconds of a
    cold compile each, so the engine keeps their number small."""
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    err = begin_action(g, tb, cfg, a)
    if err != ERR_OK:
        return err
    run(g, tb, cfg)
    end_action(g, cfg)
    return ERR_OK


@njit_cached
def begin_action(g, tb, cfg, a):
    """The first step of :func:`apply_action`: check action a and resolve the pending decision
    with it (the game marked broken until :func:`end_action`). Returns ERR_OK or why not."""
    if g.broken != 0:
        return ERR_BROKEN
    if g.done:
        return ERR_DONE
    if a < 0 or a > a_yes(tb) or not g.mask[a]:
        return ERR_ILLEGAL
    g.broken = 1
    g.ev_n = 0
    g.ndec += 1
    resolve_decision(g, tb, cfg, a)
    return ERR_OK


@njit_cached
def end_action(g, cfg):
    """The last step of :func:`apply_action`, after :func:`run`: the decision limit
    (``C_MAX_DECISIONS``), and the game is whole again."""
    md = cfg[C_MAX_DECISIONS]
    if not g.done and md > 0 and g.ndec >= md:
        finish(g, 0, True)
    g.broken = 0


@njit_cached
def one_game(s, tba, cfg, b, value, reset):
    """The compiled entry for one game b of state array s (``Engine``, the AEC env): with
    ``reset`` non-zero, set it up from seed ``value`` and run to its first decision (returns
    ERR_OK); otherwise :func:`apply_action` of action ``value`` (returns its ERR_*). One entry
    for both, the steps spelled out: see :func:`apply_action`."""
    g = s[b]
    tb = tba[0]
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    if reset != 0:
        setup_game(g, tb, cfg, value)
        run(g, tb, cfg)
        g.broken = 0
        return ERR_OK
    err = begin_action(g, tb, cfg, value)
    if err != ERR_OK:
        return err
    run(g, tb, cfg)
    end_action(g, cfg)
    return ERR_OK


@njit_cached
def step_batch(s, tba, cfg, actions, err):
    """Apply actions[b] to every game b that is not over; err[b] receives the ERR_* code. Games
    whose action is illegal are left unchanged. Returns the number of ERR_BROKEN games (so the
    caller need not scan err). If the rules raise in game b, the exception propagates: games
    before b have moved (err set), game b is marked broken, the games after it did not move."""
    tb = tba[0]
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    broken = 0
    for b in range(actions.shape[0]):
        g = s[b]
        e = begin_action(g, tb, cfg, actions[b])  # apply_action's steps (see there)
        if e == ERR_OK:
            run(g, tb, cfg)
            end_action(g, cfg)
        err[b] = e
        if e == ERR_BROKEN:
            broken += 1
    return broken


# =============================================================================================
# heroes: the draft and the hero skills (issue 4)
# =============================================================================================
# Every hero skill is one SKILL_* code (qxs_env/content/skills.py) held in a seat's skill slot
# (state.skills[p, k]) with its numbers in state.sk_param[p, k]. The engine meets a skill at
# four kinds of places, and every skill's code sits in the functions of this section:
#   - trigger points: SKILL_TRIGGERS[code, point] (ROLE_* | TRIG_OPTIONAL | TRIG_NO_ASK), built
#     at the end of this file from each skill module's TRIGGERS, read by fire(); locked ones run
#     their module's locked() at once, the others push one OP_SKILL frame per player (the owner
#     confirms, or with several skills at once chooses their order, DEC_SKILL);
#   - active skills: skill_active_ok() offers them (action a_skill + 4 + slot) in the play phase
#     and where a card is asked for (each module's active_ok()); use_active_skill() / op_skill()
#     carry them out (each module's step(), through skill_step());
#   - rule numbers (power, counters, distance, attack limits, hand limit, targets): the small
#     skill_* query functions below, called from the rules where those numbers are computed;
#   - the draft and the hero's HP, alignment and gender: op_draft(), give_hero().

TRIG_NO_ASK = 8  # flag: a locked skill that needs decisions (pushes OP_SKILL without asking)
# fields packed in a triggered OP_SKILL frame's A6 (op_skill)
SKILL_ASK = 1  # the owner is asked (optional skills); 0: locked, in slot order
SKILL_PENDING_SHIFT = 4  # the slots still pending while one of them runs
SKILL_STARTED_SHIFT = 8  # the slots already started in this frame
SKILL_SLOTS_MASK = (1 << HERO_SKILLS) - 1

SKILL_TRIGGERS = np.zeros((MAX_SKILLS, N_TP), dtype=np.int8)  # filled at the end of this file

# The skill codes this engine implements. A hero pool holding a hero with any other skill is
# refused (qxs_env.engine.api), so that no skill silently does nothing.
IMPLEMENTED_SKILLS = (
    SKILL_POWER_FLOOR,
    SKILL_ALWAYS_COUNTER_COLOUR,
    SKILL_COUNTER_SAME_COLOUR,
    SKILL_LOW_HP_POWER,
    SKILL_DEFEND_COLOUR_AUTO_BLOCK,
    SKILL_UNLIMITED_ATTACKS,
    SKILL_ATTACK_DISTANCE,
    SKILL_DEFEND_DISTANCE,
    SKILL_EXTRA_DRAW,
    SKILL_HAND_LIMIT_MAX_HP,
    SKILL_LOSE_HP_DRAW,
    SKILL_FLIP_HEAL,
    SKILL_DRAW_PER_DAMAGE_DEALT,
    SKILL_DRAW_ON_LEADER_DAMAGED,
    SKILL_LIFESTEAL_NEAR,
    SKILL_DAMAGE_ONCE_PER_TURN,
    SKILL_LOSE_HP_POWER_TURN,
    SKILL_FULL_HEAL_ON_KILL,
    SKILL_MOVE_AS_COLOUR,
    SKILL_VIRTUAL_MOVE,
    SKILL_JUDGEMENT_REPLACE,
    SKILL_DISCARD_COLOUR_NULLIFY_ATTACK,
    SKILL_SWITCH_GENDER,
    SKILL_UNTARGETABLE_SMALL_HAND,
    SKILL_LOSE_HP_RESCUE,
    SKILL_IGNORE_MENTAL_NO_INTERNAL,
    SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL,
    SKILL_DRAW_ON_STRATEGY_USE,
    SKILL_DRAW_ON_COLOUR_PLAYED,
    SKILL_DRAW_WHEN_TARGETED_BY_COLOUR,
    SKILL_HEAL_IF_NO_MOVE_PLAYED,
    SKILL_WHITE_CARD_DISTANCE,
    SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL,
    SKILL_DISCARD_FOR_POWER,
    SKILL_TAKE_DAMAGING_MOVE,
    SKILL_COUNTER_TAKE_HAND_CARD,
    SKILL_PAY_FOR_ATTACK,
    SKILL_EXTRA_TURN_AFTER_KILL,
    SKILL_AFTER_ATTACK_DAMAGE_DISCARD,
    SKILL_HANBING_ZHENQI,
    SKILL_DAMAGE_TO_HP_LOSS,
    SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE,
    SKILL_CONVERT_CARD,
    SKILL_HUAGONG_DAFA,
    SKILL_DISCARD_DRAW,
    SKILL_IMMUNE_OTHERS_STRATEGY,
    SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW,
    SKILL_POISONED_POWER_BONUS,
    SKILL_REVEAL_TAKE_COLOURS,
    SKILL_FORCE_ATTACK_NEAREST_OR_DAMAGE,
    SKILL_CHARGE_MOVE,
    SKILL_POISON_IMMUNITY_DRAW,
    SKILL_SKILL_AS_CARD,
    SKILL_AOXING_TIANXIA,
    SKILL_TAKE_OWN_JUDGEMENT_CARD,
    SKILL_TAKE_RESOLVED_STRATEGY,
    SKILL_IMMUNE_COLOUR_FROM_OTHERS,
    SKILL_UNBLOCKABLE_SAME_GENDER,
    SKILL_IMMUNE_INTERNAL_SKILLS,
    SKILL_MOVE_TABLE_CARD,
    SKILL_MIRROR_ATTACK_MOVE,
    SKILL_DRAW_ON_EQUIPMENT_LOST,  # 藏经阁
    SKILL_HEAL_ON_SHAOLIN_CARD,  # 少林方丈
    SKILL_DEATH_ATTACKS,  # 亢龙有悔
    SKILL_ARRANGE_TOP_CARDS,  # 通天
    SKILL_KUANGFENG_KUAIDAO,  # 狂风快刀
    SKILL_CONVERT_DELAYED_CARD,
    SKILL_CONVERT_PAIR_CARD,
    SKILL_RECOLOUR_CARDS,
    SKILL_PAGE_BOYS,
    # expansion heroes, part a (heroes4a)
    SKILL_NO_COUNTERS,  # 百花错拳
    SKILL_STRATEGY_AS_MOVE,  # 书生剑法
    SKILL_UNTARGETABLE_BY_COLOUR,  # 剑家
    SKILL_COLOUR_POWER_BONUS,  # 剑圣
    SKILL_JIANMO,  # 剑魔
    SKILL_COLOUR_ALWAYS_COUNTERS,  # 独孤九剑 (风清扬)
    SKILL_DRAW_GIVE_ON_COUNTER,  # 剑宗传人
    SKILL_ATTRIBUTE_GUARD,  # 闭穴功 (hero)
    SKILL_FEMALE_POWER_AND_DAMAGE,  # 阴阳倒乱刃
    SKILL_HP_GATED_SKILL,  # 辽东大侠
    SKILL_TIE_BREAK_LOW_HP,  # 金面佛
    SKILL_NEAR_POWER_FLOOR,  # 五毒神掌
    SKILL_ALLY_PLAYS_MOVE,  # 倚天剑 (hero)
    SKILL_DAMAGE_TO_LOSS_DRAW,  # 灭绝人性
    SKILL_OUT_OF_RANGE_POWER_FLOOR,  # 百变千幻剑 (hero)
    SKILL_HP_DISTANCE,  # 潇湘夜雨
    SKILL_NEAR_DAMAGE_HEAL,  # 杀人名医
    SKILL_DISCARD_RESCUE,  # 重接筋脉
    SKILL_TWO_CARDS_AS_MOVE,  # 纯阳无极功
    SKILL_FREE_VIRTUAL_MOVE,  # 无相神功
    SKILL_DISCARD_FLIP_OTHER,  # 寒袖拂穴
    SKILL_MALE_ATTACKER_PAYS,  # 绝色倾城
    SKILL_GIVE_PHASE,  # 紫衫龙王
    SKILL_HIDDEN_IDENTITY,  # 金花婆婆
    SKILL_THORNS,  # 软猬甲
    SKILL_ANY_STRATEGY_LIGHT,  # 智计百出
    SKILL_SWITCH_DAMAGE_COLOUR,  # 铁剑门
    SKILL_JUDGE_ON_HAND_LOSS,  # 多灾多难
    SKILL_DRAW_ON_DARK_JUDGEMENT,  # 神功自成
    SKILL_HEAL_BY_HERO_COLOUR,  # 见死不救
    SKILL_DRAW_ON_HEAL_SKILL,  # 蝶谷医仙
    SKILL_DRAW_ON_POISONED,  # 王难姑
    SKILL_QINGXIN_TOKENS,  # 玉女倾心
    SKILL_QINGXIN_POWER,  # 素心剑法
    SKILL_TAKE_DISCARDED_COLOUR,  # 自宫练剑
    SKILL_BORROWED_KNIFE,  # 借刀杀人
    SKILL_REBORN,  # 立地成佛
    SKILL_STORE_PILE_PREVENT,  # 金刚不坏体
    SKILL_MEDICINE_AS_MOVE,  # 苦海无边
    SKILL_KILLER_LOSES_SKILL,  # 回头是岸
    SKILL_GIVE_EQUIPMENT,  # 神功传世
    SKILL_STORE_MOVE_REATTACK,  # 九阴神功
    # expansion heroes, part b (heroes4b)
    SKILL_ANY_CARD_AS_MOVE,  # 杂阿含功
    SKILL_FIXED_ATTACK_RANGE,  # 顶天立地
    SKILL_DAMAGE_TOKENS,  # 坑蒙拐骗 / 无恶不作
    SKILL_TOKENS_FOR_SKILLS,  # 铁掌水上漂
    SKILL_TOKEN_PREVENT,  # 脚底抹油
    SKILL_JUDGE_CONVERT_OR_DAMAGE,  # 穷凶极恶
    SKILL_TOKENS_DAMAGE_GOOD,  # 恶贯满盈
    SKILL_STRATEGY_FORCES_DISCARD,  # 一言止杀
    SKILL_DRAW_VS_EVIL,  # 嫉恶如仇
    SKILL_STRATEGY_IMMUNE_COSTLY,  # 装聋作哑
    SKILL_DISCARD_TABLE_CARD_IN_RANGE,  # 珍珑棋局
    SKILL_TRADE_CARDS,  # 干戈玉帛
    SKILL_DRAW_PER_DAMAGE_TAKEN,  # 易筋经
    SKILL_TAKE_PER_DAMAGE,  # 北冥神功
    SKILL_GIVE_HAND_CARDS,  # 神功相赠
    SKILL_IMMUNE_COLOUR_DAMAGE,  # 泥鳅功
    SKILL_BLOCKED_DISCARD_TARGET,  # 七绝针
    SKILL_REDUCE_BIG_DAMAGE,  # 金蝉宝甲
    SKILL_DRAW_ON_LEADER_DAMAGE,  # 七省盟主
    SKILL_REVEAL_TAKE_EQUIPMENT,  # 阎王敌
    SKILL_HEAL_TWO_BY_COLOUR,  # 神医
    SKILL_ANY_POISON_DARK,  # 使毒圣手
    SKILL_ANY_MEDICINE_LIGHT,  # 药王神篇
    SKILL_POISON_IMMUNE_CONVERT,  # 十香软筋散 (hero)
    SKILL_DAMAGED_SOURCE_CHOICE,  # 玄冥寒毒
    SKILL_JUDGE_ALIGNMENT_TAKE,  # 笑傲江湖
    SKILL_INVITE_ATTACK,  # 金盆洗手
    SKILL_GIVE_MOVE_ORDER_ATTACK,  # 苦头陀
    SKILL_THUNDER_PALM,  # 奔雷手
    SKILL_COUNTER_JUDGEMENT_DAMAGE,  # 霹雳掌
    SKILL_CHANGE_HERO_COLOUR,  # 变脸
    SKILL_DEMAND_COLOUR_CARD,  # 巧取豪夺
    SKILL_DISCARD_HEALER_CARD,  # 寒阴箭
    SKILL_VIRTUAL_EQUIPMENT,  # 先天功 / 神行百变 / 混元功
    SKILL_EQUIPMENT_AS_MOVE,  # 金蛇锥
    SKILL_REDIRECT_STRATEGY,  # 巧舌如簧
    SKILL_TREASURE_CARDS,  # 搜罗至宝
    SKILL_TREASURE_DUEL,  # 投其所好
    SKILL_FLIP_MULTI_TARGET,  # 一剑化三清
)


@njit_cached
def skill_slot(g, p, code):
    """The slot of p's skill ``code`` (-1 when p lacks it; skills of the dead do nothing)."""
    if p < 0 or not g.alive[p]:
        return -1
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == code:
            return k
    return -1


@njit_cached
def lose_hp(g, p, amount):
    """p loses HP (not damage: no source, nothing that reacts to damage fires); opens a dying
    window (no killer) when it reaches 0. Returns True when a frame was pushed."""
    g.hp[p] -= amount
    log(g, EV_HP_LOSS, p, amount, 0, 0, 0)
    if g.hp[p] <= 0:
        push(g, OP_DYING, p, -1, -1, 0, 0, 0)
        return True
    return False


# ---- rule numbers -----------------------------------------------------------------------------


@njit_cached
def skill_power_bonus(g, tb, p, q, attacking):
    """Power added to a move p puts out against q (黯然销魂 at low HP, 挥刀自宫 this turn, 玉女心经
    attacking the other gender without an internal art)."""
    if p < 0 or g.hero[p] < 0:
        return 0
    b = 0
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_LOW_HP_POWER and g.hp[p] <= g.sk_param[p, k, 0]:
            b += g.sk_param[p, k, 1]
        elif code == SKILL_LOSE_HP_POWER_TURN and g.sk_used[p, k] > 0:
            b += g.sk_param[p, k, 1] * g.sk_used[p, k]
        elif code == SKILL_POISONED_POWER_BONUS and g.cur != p and poisoned(g, tb, p):
            b += g.sk_param[p, k, 0]
        elif code == SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL and attacking and q >= 0:
            gp = g.gender[p]
            gq = g.gender[q]
            if g.equip[p, SLOT_INTERNAL] < 0 and gp != 0 and gq != 0 and gp != gq:
                b += g.sk_param[p, k, 0]
    return b


@njit_cached
def make_cardless_virtual(g, tb, face):
    """A virtual card of ``face`` made of no card (吸星大法, 单挑 as skills): its row is reserved
    (V_PHYS0 = V_RESERVED, V_NPHYS = 0) until it is discarded or the table is flushed."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = tb.face_category[face]
    v[V_COLOUR] = tb.face_colour[face]
    v[V_POWER] = tb.face_power[face]
    v[V_RANGE] = tb.face_range[face]
    v[V_EFFECT] = tb.face_effect[face]
    v[V_NPHYS] = 0
    v[V_PHYS0] = V_RESERVED
    return MAX_CARDS + k


@njit_cached
def heal_watched(g):
    """Does a living character hold 寒阴箭 (so that heals given to others are announced)?"""
    for p in range(g.alive.shape[0]):
        if g.hero[p] >= 0 and skill_slot(g, p, SKILL_DISCARD_HEALER_CARD) >= 0:
            return True
    return False


@njit_cached
def announce_heals(g, tb, cfg):
    """Fire TP_HEALED for one seat that gave another character HP since the last step
    (state.heal_by; seats in turn order from the current player), as announce_equip_lost does
    for equipment: a decision waiting on top is held (OP_HELD). True when frames were pushed.
    Nothing is offered while the current player is dead (its turn is being cut short), as for
    the other announcements."""
    if not g.alive[g.cur]:
        g.heal_by = 0
        return False
    n = cfg[C_PLAYERS]
    for k in range(n):
        a = (g.cur + k) % n
        if (g.heal_by >> a) & 1 == 0:
            continue
        g.heal_by = g.heal_by & ~(1 << a)
        if not g.alive[a]:
            continue
        if fire_holding(g, tb, cfg, TP_HEALED, a, a, -1):
            return True
    return False


@njit_cached
def skill_drew_itself(g, p):
    """变脸 or 搜罗至宝 drew this draw phase's cards itself (to choose the one set aside)."""
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_CHANGE_HERO_COLOUR or code == SKILL_TREASURE_CARDS:
            if g.sk_used[p, k] > 0:
                return True
    return False


@njit_cached
def draw_to_look(g, cfg, p):
    """A skill draws the draw phase's cards itself (skill_drew_itself) onto the table, marked
    CF_LOOKED (seen by p only), to choose one (DEC_HAND, purpose PUR_ARRANGE); returns how
    many (the draw is logged)."""
    got = 0
    for _ in range(cfg[C_DRAW]):
        c = top_card(g)
        if c < 0:
            break
        g.cflag[c] = g.cflag[c] | CF_LOOKED
        got += 1
    if got > 0:
        log(g, EV_DRAW, p, got, 0, 0, 0)
    return got


@njit_cached
def looked_to_hand(g, tb, p):
    """The cards draw_to_look drew and p did not choose go to its hand."""
    for c in range(tb.n_cards):
        if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0:
            g.cflag[c] = g.cflag[c] & ~CF_LOOKED
            to_hand(g, c, p)


@njit_cached
def nearest_distance(g, cfg, p, dist):
    """The smallest distance from p to another living character (``dist``: from p)."""
    best = 1 << 20
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and dist[x] < best:
            best = dist[x]
    return best


@njit_cached
def skill_reach(g, tb, p):
    """A hero's attack range without a card: its internal art's, at least 1 (碧海潮生曲)."""
    return max(1, internal_reach(g, tb, p))


@njit_cached
def skill_colour_immune(g, tb, t, p, c):
    """九阳护体: cards of the skill's colour that another character p puts out do nothing to t
    (t cannot be the target of such a strategy or poison; such an attack on t fizzles)."""
    if t == p or p < 0 or g.hero[t] < 0:
        return False
    k = skill_slot(g, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS)
    return k >= 0 and colour_of(g, tb, c, p) == g.sk_param[t, k, 0]


@njit_cached
def skill_immune_strategy(g, t):
    """蒙面: other characters' strategy cards do nothing to t (it cannot be their target)."""
    return skill_slot(g, t, SKILL_IMMUNE_OTHERS_STRATEGY) >= 0


@njit_cached
def turn_in_progress(g):
    """Is a turn being played (an OP_TURN frame on the stack)?"""
    for j in range(g.sp):
        if g.stk[j, FR_OP] == OP_TURN:
            return True
    return False


@njit_cached
def xiaoao_judgement(g, p, ctx):
    """Is judgement frame ctx the one p's 笑傲江湖 asked for (its parent an OP_SKILL frame of p
    resolving that skill)?"""
    if ctx < 1 or g.stk[ctx, FR_OP] != OP_JUDGEMENT:
        return False
    j = ctx - 1
    if g.stk[j, FR_OP] != OP_SKILL or g.stk[j, FR_P] != p or g.stk[j, FR_ST] < 2:
        return False
    k = g.stk[j, FR_A3]
    return 0 <= k < HERO_SKILLS and g.skills[p, k] == SKILL_JUDGE_ALIGNMENT_TAKE


@njit_cached
def skill_virtual_equip(g, tb, p, effect, attacker):
    """先天功 / 神行百变 / 混元功 (virtual_equipment, param face): the face of the equipment card
    p counts as having equipped when its effect is ``effect`` and p's slot for it is empty; -1
    otherwise. A mental art counted so is ignored like a real one by ``attacker``'s 八荒六合
    (-1: no attacker)."""
    k = skill_slot(g, p, SKILL_VIRTUAL_EQUIPMENT)
    if k < 0:
        return -1
    f = g.sk_param[p, k, 0]
    if tb.face_effect[f] != effect:
        return -1
    slot = tb.face_slot[f]
    if slot == SLOT_EITHER_LIGHTNESS:
        slot = SLOT_MINUS
    if g.equip[p, slot] >= 0:
        return -1
    if attacker >= 0 and slot == SLOT_MENTAL and ignores_mental(g, tb, attacker, p):
        return -1
    return f


@njit_cached
def in_own_play_phase(g, p):
    """Is p the current player, in its play phase (an OP_PLAY_PHASE frame of p on the stack)?"""
    if g.cur != p:
        return False
    for j in range(g.sp):
        if g.stk[j, FR_OP] == OP_PLAY_PHASE and g.stk[j, FR_P] == p:
            return True
    return False


@njit_cached
def poisoned(g, tb, p):
    """服毒练功's "poisoned": 和合 linked, or a poison card in p's judgement area."""
    if g.linked[p]:
        return True
    for j in range(g.judge_n[p]):
        if tb.face_category[judge_face(g, tb, g.judge[p, j])] == CAT_POISON:
            return True
    return False


@njit_cached
def skill_after_death(g, p):
    """Another character died (its dying window closed): 铜尸 holders choose 1 HP or 2 cards."""
    n = g.alive.shape[0]
    for q in range(n - 1, -1, -1):
        if q == p or not g.alive[q] or g.hero[q] < 0:
            continue
        k = skill_slot(g, q, SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW)
        if k < 0:
            continue
        if g.alive[g.cur]:
            j = push(g, OP_SKILL, q, p, 1 << k, -1, TP_DYING, -1)
            g.stk[j, FR_A6] = 0  # locked: no asking, the choice is inside
        elif g.sk_tok[q, k] < 100:  # the turn ended with the death: at the next turn start
            g.sk_tok[q, k] += 1


@njit_cached
def scratch_card(g, tb, face, colour):
    """Write a free virtual-card row as a card of ``face`` (not on the table: V_NPHYS stays 0)
    to test whether such a card could be used; returns its id, or -1 when no row is free. The
    caller restores the row (``restore_scratch``), so the state is left unchanged."""
    for k in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            v = g.vcard[k]
            v[V_FACE] = face
            v[V_CAT] = tb.face_category[face]
            v[V_COLOUR] = colour
            v[V_POWER] = tb.face_power[face]
            v[V_RANGE] = tb.face_range[face]
            v[V_EFFECT] = tb.face_effect[face]
            return MAX_CARDS + k
    return -1


@njit_cached
def face_usable(g, tb, cfg, p, face, colour, dist):
    """Could p use a card of ``face`` (made by a skill) in its play phase now?"""
    saved = np.empty(g.vcard.shape[1], np.int16)
    for k in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            saved[:] = g.vcard[k, :]
            v = scratch_card(g, tb, face, colour)
            ok = can_use(g, tb, cfg, p, v, dist)
            g.vcard[k, :] = saved[:]
            return ok
    return False


@njit_cached
def virtual_move_usable(g, tb, cfg, p, face, colour, power, rng, dist):
    """Could p attack now with a skill-less virtual move of ``face`` shown, ``colour``, ``power``
    and ``rng`` (a card a skill would make; the state is left unchanged)?"""
    saved = np.empty(g.vcard.shape[1], np.int16)
    for k in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            saved[:] = g.vcard[k, :]
            v = scratch_card(g, tb, face, colour)
            row = g.vcard[k]
            row[V_CAT] = CAT_MOVE
            row[V_POWER] = power
            row[V_RANGE] = rng
            row[V_EFFECT] = EFFECT_NONE
            ok = can_use(g, tb, cfg, p, v, dist)
            g.vcard[k, :] = saved[:]
            return ok
    return False


@njit_cached
def skill_can_answer(g, tb, q, op, x):
    """Does q hold a skill that makes the card asked for in an answer window: a cancel card of
    kind x (DEC_CANCEL), or a rescue card for the dying seat x (DEC_RESCUE)?"""
    for k in range(HERO_SKILLS):
        if g.skills[q, k] == SKILL_CONVERT_CARD and skill_answer_ok(g, tb, q, k, op, x):
            return True
        if g.skills[q, k] == SKILL_HEAL_BY_HERO_COLOUR and expa_heal_ok(g, tb, q, op, x):
            return True  # 见死不救
        if g.skills[q, k] == SKILL_ANY_MEDICINE_LIGHT and op == DEC_RESCUE:  # 药王神篇
            if g.sk_used[q, k] == 0 and hero_has_colour_in_hand(g, tb, q, g.sk_param[q, k, 0],
                                                                False):
                return True
    return False


@njit_cached
def skill_answer_ok(g, tb, p, k, op, x):
    """convert_card in an answer window (see skill_can_answer)."""
    if g.sk_param[p, k, 2] != 0:  # play phase only
        return False
    per = g.sk_param[p, k, 3]
    if per > 0 and g.sk_used[p, k] >= per:
        return False
    f = g.sk_param[p, k, 0]
    e = tb.face_effect[f]
    if op == DEC_CANCEL:
        want = EFFECT_CANCEL_STRATEGY if x == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
        if e != want:
            return False
    elif op == DEC_RESCUE:
        if not (e == EFFECT_HEAL or (e == EFFECT_DAMAGE_BOOST_SELF_RESCUE and x == p)):
            return False
    else:
        return False
    return hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 1], False)


@njit_cached
def skill_on_use(g, tb, cfg, p, c):
    """p uses card c in its play phase: 幕后黑手 and 打力 draw, 易筋 notes a move, 草上飞 counts a
    white card (its distance bonus lasts for the rest of the turn)."""
    cat = c_cat(g, tb, c)
    col = colour_of(g, tb, c, p)
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_DRAW_ON_STRATEGY_USE and cat == CAT_STRATEGY:
            draw_cards(g, p, g.sk_param[p, k, 0])
            log(g, EV_SKILL, p, code, k, -1, 0)
        elif code == SKILL_DRAW_ON_COLOUR_PLAYED and col == g.sk_param[p, k, 0]:
            draw_cards(g, p, g.sk_param[p, k, 1])
            log(g, EV_SKILL, p, code, k, -1, 0)
        elif code == SKILL_HEAL_IF_NO_MOVE_PLAYED and cat == CAT_MOVE:
            g.sk_used[p, k] = 1
        elif code == SKILL_WHITE_CARD_DISTANCE and col == g.sk_param[p, k, 0]:
            if g.sk_used[p, k] < 100:
                g.sk_used[p, k] += 1


@njit_cached
def skill_counters(g, p, col, other_col):
    """Does p's skill make its move of colour ``col`` counter one of ``other_col``? (折梅手,
    鹰爪王: a named colour; 降龙: the same colour)."""
    if p < 0 or col < 0 or other_col < 0:
        return False
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_ALWAYS_COUNTER_COLOUR and g.sk_param[p, k, 0] == other_col:
            return True
        if code == SKILL_COUNTER_SAME_COLOUR and col == other_col:
            return True
        if code == SKILL_COLOUR_ALWAYS_COUNTERS and col == g.sk_param[p, k, 0]:
            return True  # 独孤九剑 (风清扬): his moves of the colour counter any move
    return False


@njit_cached
def skill_tokens(g, p):
    """The slot holding p's tokens of 坑蒙拐骗 / 无恶不作 (damage_tokens), -1 when none."""
    return skill_slot(g, p, SKILL_DAMAGE_TOKENS)


@njit_cached
def skill_distance_mods(g, p):
    """(attack, defence) distance modifiers of p's skills (水上飘 -1 from p, 四象步法 +1 to p;
    ruling: they act like lightness arts, for every distance, never below 1 in total)."""
    att = 0
    dfn = 0
    if p < 0 or g.hero[p] < 0:
        return att, dfn
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_ATTACK_DISTANCE:
            att += g.sk_param[p, k, 0]
        elif code == SKILL_DEFEND_DISTANCE:
            dfn += g.sk_param[p, k, 0]
        elif code == SKILL_WHITE_CARD_DISTANCE and g.cur == p:
            att += g.sk_param[p, k, 1] * g.sk_used[p, k]  # 草上飞: this turn's white cards
        elif code == SKILL_HP_DISTANCE:  # 潇湘夜雨: -1 attacking at high HP, else +1 defending
            if g.hp[p] >= g.sk_param[p, k, 0]:
                att -= 1
            else:
                dfn += 1
        elif code == SKILL_TOKENS_FOR_SKILLS and g.sk_used[p, k] > 0:
            att += g.sk_param[p, k, 1]  # 铁掌水上漂 (its 水上飘 part), for the rest of the turn
    return att, dfn


@njit_cached
def skill_untargetable(g, t, is_attack):
    """万里独行: t cannot be chosen as the target of an attack while holding few cards."""
    if is_attack:
        k = skill_slot(g, t, SKILL_UNTARGETABLE_SMALL_HAND)
        if k >= 0 and g.hand_n[t] <= g.sk_param[t, k, 0]:
            return True
    return False


@njit_cached
def skill_on_kill(g, tb, cfg, p, killer):
    """After ``killer`` killed p: 铁尸 (recover to full); 暴走 remembers a kill in its turn."""
    if killer >= 0 and skill_slot(g, killer, SKILL_FULL_HEAL_ON_KILL) >= 0:
        if g.hp[killer] < g.maxhp[killer]:
            heal(g, killer, g.maxhp[killer] - g.hp[killer], killer)
    k = skill_slot(g, killer, SKILL_EXTRA_TURN_AFTER_KILL)
    if k >= 0 and g.cur == killer:
        g.sk_used[killer, k] = 1


# ---- the draft (R-S4) ---------------------------------------------------------------------------
@njit_cached
def skill_target_ok(g, i, p, x, dist):
    """DEC_TARGET frame i with purpose PUR_SKILL_TARGET: may its chooser p name seat x? A living
    character within distance FR_A2 of p, not in the FR_A4 bitmask, other than p unless
    SKT_SELF, wounded if SKT_WOUNDED, attackable if SKT_ATTACK (flags in FR_A3)."""
    fl = g.stk[i, FR_A3]
    if not g.alive[x] or ((g.stk[i, FR_A4] >> x) & 1) != 0:
        return False
    if x == p:
        if (fl & SKT_SELF) == 0:
            return False
    elif dist[x] > g.stk[i, FR_A2]:
        return False
    if (fl & SKT_WOUNDED) != 0 and g.hp[x] >= g.maxhp[x]:
        return False
    if (fl & SKT_ATTACK) != 0 and skill_untargetable(g, x, True):
        return False
    if (fl & SKT_HAS_CARDS) != 0 and count_cards(g, x) == 0:
        return False
    return True


@njit_cached
def stored_move_of_type(g, tb, p, t):
    """狂风快刀: one of p's stored moves of card type t (-1 when none, or p lacks the skill)."""
    if skill_slot(g, p, SKILL_KUANGFENG_KUAIDAO) < 0:
        return -1
    return stored_card_of_type(g, tb, p, t)


@njit_cached
def fired_card(g, point, p, ctx):
    """The card p just used (TP_CARD_USED, ctx an OP_USE frame, or the OP_ATTACK frame of a
    follow-up attack: its new move) or played in answer (TP_CARD_PLAYED: an attack's defence,
    an answer to a mass card or to an equipment's demand); -1 when there is none."""
    if ctx < 0:
        return -1
    if point == TP_CARD_PLAYED:
        if g.stk[ctx, FR_OP] == OP_ATTACK:
            return g.stk[ctx, FR_A1]
        return g.stk[ctx, FR_R]
    if point == TP_CARD_USED and g.stk[ctx, FR_OP] == OP_USE:
        if g.stk[ctx, FR_P] != p:  # 暗器: its target attacks with a move of its own
            return g.stk[ctx, FR_R]
        return g.stk[ctx, FR_A0]
    if point == TP_CARD_USED and g.stk[ctx, FR_OP] == OP_ATTACK:  # a follow-up attack
        return g.stk[ctx, FR_A0]
    return -1


@njit_cached
def death_attacks_step(g, tb, cfg, i, p, k, sub, ctx, r):
    """亢龙有悔, one step (skill_step). Stages 0-7 while p is dying and its rescue failed: name up
    to ``targets`` characters one by one (pass: no more), kept as a seat bitmask in the dying
    frame's FR_A2 (ctx). Stage 8 (pushed by skill_death_attacks once p is dead, the characters
    still to attack in A4 >> 4): attack the next one in turn order from p with a card-less
    virtual move (A0 holds it while its attack resolves), which is used (TP_CARD_USED with the
    attack frame as context, as a follow-up attack's move)."""
    st = sub & 15
    if st < 8:
        g.sk_tok[p, k] = 1  # used (a second dying window of the same death asks nothing)
        named = g.stk[ctx, FR_A2]
        if st > 0:
            if r < 0:
                return True
            named |= 1 << r
            g.stk[ctx, FR_A2] = named
        if st >= g.sk_param[p, k, 0]:
            return True
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_PASS | SKT_ATTACK)
        g.stk[j, FR_A4] = named
        g.stk[j, FR_SKILL] = k + 1
        return False
    v = g.stk[i, FR_A0]
    if v >= MAX_CARDS:  # the last attack's move leaves the table
        to_discard(g, v)
        g.stk[i, FR_A0] = 0
    left = sub >> 4
    n = cfg[C_PLAYERS]
    for off in range(1, n):
        t = (p + off) % n
        if ((left >> t) & 1) == 0:
            continue
        left &= ~(1 << t)
        if not g.alive[t]:
            continue
        v = make_cardless_virtual(g, tb, g.sk_param[p, k, 3])
        row = g.vcard[v - MAX_CARDS]
        row[V_CAT] = CAT_MOVE
        row[V_COLOUR] = g.sk_param[p, k, 1]
        row[V_POWER] = g.sk_param[p, k, 2]
        row[V_EFFECT] = EFFECT_NONE
        g.stk[i, FR_A0] = v
        g.stk[i, FR_A4] = 8 + 16 * left
        log(g, EV_USE, p, v, t, -1, 0)
        j = push(g, OP_ATTACK, p, t, v, -1, 0, 0)
        fire(g, tb, cfg, TP_CARD_USED, t, p, j)  # the card-less move is used too (rulings.md)
        return False
    return True


@njit_cached
def arrange_top_step(g, tb, cfg, i, p, k, sub, r):
    """通天, one step (skill_step). Stage 0: take N top cards of the draw pile (N = living
    players clamped to the skill's min..max), marked CF_LOOKED, on the table where only p sees
    them (through its decisions). Then, until none is left: stage 1 p chooses the next card
    (DEC_HAND, purpose PUR_ARRANGE; its types are the mask), stage 2 top (yes) or bottom
    (pass) for it (DEC_CONFIRM showing the card). A card put on top goes above those put there
    before (the last one put on top is drawn first); one put at the bottom goes below those
    already there. A4 = stage + 16 * (1 + the card being placed)."""
    st = sub & 15
    if st == 0:
        living = 0
        for x in range(cfg[C_PLAYERS]):
            if g.alive[x]:
                living += 1
        nlook = min(max(living, g.sk_param[p, k, 0]), g.sk_param[p, k, 1])
        for _ in range(nlook):
            c = top_card(g)  # (reshuffles when the pile runs out)
            if c < 0:
                break
            g.cflag[c] = g.cflag[c] | CF_LOOKED
    elif st == 1:  # the card chosen: top or bottom?
        g.stk[i, FR_A4] = 2 + 16 * (r + 1)
        j = push(g, DEC_CONFIRM, p, -1, r, PUR_ARRANGE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    else:
        c = (sub >> 4) - 1
        g.cflag[c] = g.cflag[c] & ~CF_LOOKED
        if r == 1:
            to_draw_top(g, c)
        else:
            to_draw_bottom(g, c)
    for c in range(tb.n_cards):
        if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0:
            g.stk[i, FR_A4] = 1
            j = push(g, DEC_HAND, p, -1, -1, PUR_ARRANGE, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
    return True


@njit_cached
def give_hero(g, tb, cfg, p, h):
    """Seat p becomes hero h: printed HP (+ the leader's bonus, R-S5), alignment, gender, the
    skills with their numbers and starting tokens."""
    g.hero[p] = h
    hp = tb.hero_hp[h]
    if g.ident[p] == LEADER:
        hp += cfg[C_LEADER_BONUS]
    g.hp[p] = hp
    g.maxhp[p] = hp
    g.align[p] = tb.hero_align[h]
    g.gender[p] = tb.hero_gender[h]
    for k in range(HERO_SKILLS):
        g.skills[p, k] = tb.hero_skill[h, k]
        g.sk_param[p, k, :] = tb.hero_param[h, k, :]
        g.sk_used[p, k] = 0
        g.sk_tok[p, k] = 0
        if g.skills[p, k] == SKILL_DAMAGE_TOKENS:  # 无恶不作: tokens at the start
            g.sk_tok[p, k] = g.sk_param[p, k, 0]
        if g.skills[p, k] == SKILL_QINGXIN_TOKENS:  # 玉女倾心: her 倾心 tokens at the start
            g.sk_tok[p, k] = g.sk_param[p, k, 0]


@njit_cached
def lend_skills(g, tb, cfg, t, h):
    """冒名顶替: t loses its own hero skills and has those of hero h until the turn ends. The lent
    skills start unused this turn; t's tokens stay with its slots (ruling). ``borrow[t]`` is the
    seat playing hero h, or t itself when h is not at the table."""
    src = t
    for q in range(cfg[C_PLAYERS]):
        if g.hero[q] == h:
            src = q
    g.borrow[t] = src
    for k in range(HERO_SKILLS):
        g.skills[t, k] = tb.hero_skill[h, k]
        g.sk_param[t, k, :] = tb.hero_param[h, k, :]
        g.sk_used[t, k] = 0


@njit_cached
def restore_lent_skills(g, tb, cfg):
    """The end of a turn: every character impersonating (冒名顶替) gets its own hero's skills and
    numbers back (skills are set only from the hero, so they can be rebuilt from it)."""
    for p in range(cfg[C_PLAYERS]):
        if g.borrow[p] < 0:
            continue
        g.borrow[p] = -1
        h = g.hero[p]
        for k in range(HERO_SKILLS):
            g.skills[p, k] = tb.hero_skill[h, k] if h >= 0 else 0
            if h >= 0:
                g.sk_param[p, k, :] = tb.hero_param[h, k, :]


@njit_cached
def deal_start(g, tb, cfg, leader):
    """Shuffle the deck and deal the starting hands from the leader on (R-S6)."""
    n = cfg[C_PLAYERS]
    m = 0
    for c in range(tb.n_cards):
        if tb.face_category[tb.card_face[c]] == CAT_SPECIAL:  # set aside (specials module)
            g.zone[c] = Z_OUT
            g.owner[c] = -1
            g.cflag[c] = CF_SPECIAL
        else:
            g.draw[m] = c
            m += 1
    for j in range(m - 1, 0, -1):  # shuffle (R-S6)
        r = rnd(g, j + 1)
        t = g.draw[j]
        g.draw[j] = g.draw[r]
        g.draw[r] = t
    g.n_draw = m
    for k in range(n):
        draw_cards(g, (leader + k) % n, cfg[C_HAND_START])


@njit_cached
def op_draft(g, tb, cfg, i):
    """Heroes reach the seats (R-S4), then the starting hands are dealt. P: the leader.

    Fixed: hero_fixed per seat. Random: one hero each from the shuffled pool. Draft: the leader
    chooses among 5 (its choice is public at once), then every other seat in turn order among 3
    (2 at 10 players) of the rest, in secret; all are revealed together. Offers come from one
    shuffled pool, without repeats while it lasts (ruling: a pool too small for everyone is
    shuffled again, so only then may two seats see the same hero). A0: the seat offset being
    asked; stages: 0 deal offers, 1 the leader chose, 2 ask the next seat, 3 it chose."""
    n = cfg[C_PLAYERS]
    leader = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 0:
        mode = cfg[C_HERO_ASSIGN]
        if mode == HA_FIXED:
            for p in range(n):
                g.hero[p] = tb.hero_fixed[p]
            draft_reveal(g, tb, cfg, leader)
            return
        npool = tb.n_pool
        order = np.empty(npool, np.int16)
        for j in range(npool):
            order[j] = tb.hero_pool[j]
        nxt = 0
        for j in range(npool - 1, 0, -1):
            r = rnd(g, j + 1)
            t = order[j]
            order[j] = order[r]
            order[r] = t
        for k in range(n):
            p = (leader + k) % n
            want = 1
            if mode == HA_DRAFT:
                want = DRAFT_OFFER if k == 0 else (2 if n >= 10 else 3)
                if want > npool:
                    want = npool
            got = 0
            while got < want:
                if nxt >= npool:  # ruling: the pool ran out, shuffle it again
                    for j in range(npool - 1, 0, -1):
                        r = rnd(g, j + 1)
                        t = order[j]
                        order[j] = order[r]
                        order[r] = t
                    nxt = 0
                h = order[nxt]
                nxt += 1
                dup = False
                for j in range(got):
                    if g.offer[p, j] == h:
                        dup = True
                if not dup:
                    g.offer[p, got] = h
                    got += 1
            if mode == HA_RANDOM:
                g.hero[p] = g.offer[p, 0]
                g.offer[p, 0] = -1
        if mode == HA_RANDOM:
            draft_reveal(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_HERO, leader, -1, -1, PUR_HERO, 0, 0)
    elif st == 1:
        h = g.stk[i, FR_R]
        give_hero(g, tb, cfg, leader, h)
        g.hero_up[leader] = 1
        log(g, EV_HERO, leader, h, 1, 0, 0)
        g.stk[i, FR_A0] = 1
        g.stk[i, FR_ST] = 2
    elif st == 2:
        k = g.stk[i, FR_A0]
        if k >= n:
            draft_reveal(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 3
        push(g, DEC_HERO, (leader + k) % n, -1, -1, PUR_HERO, 0, 0)
    else:
        k = g.stk[i, FR_A0]
        g.hero[(leader + k) % n] = g.stk[i, FR_R]  # secret until the reveal
        g.stk[i, FR_A0] = k + 1
        g.stk[i, FR_ST] = 2


@njit_cached
def draft_reveal(g, tb, cfg, leader):
    """Reveal every hero, give each seat its hero, deal the starting hands, end the draft."""
    n = cfg[C_PLAYERS]
    for p in range(n):
        if p != leader or g.hero_up[p] == 0:
            give_hero(g, tb, cfg, p, g.hero[p])
            g.hero_up[p] = 1
            log(g, EV_HERO, p, g.hero[p], 1, 0, 0)
    g.offer[:, :] = -1
    deal_start(g, tb, cfg, leader)
    pop(g)
    fire(g, tb, cfg, TP_GAME_START, leader, leader, g.sp - 1)  # (六合童子 sets cards aside)


# ---- triggered skills ---------------------------------------------------------------------------
@njit_inlined
def skill_can_fire(g, tb, cfg, point, p, k, subject, source, ctx):
    """Is p's optional skill in slot k worth asking about at this moment (its conditions and
    costs can be met)?"""
    code = g.skills[p, k]
    return skill_module_can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx)


@njit_cached
def fire_skills_locked(g, tb, cfg, point, p, subject, source, ctx):
    """fire(): p's locked skills listening to ``point``."""
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == 0:
            continue
        v = SKILL_TRIGGERS[code, point]
        if v == 0 or (v & (TRIG_OPTIONAL | TRIG_NO_ASK)) != 0:
            continue
        role = v & 3
        if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
            continue
        skill_module_locked(g, tb, cfg, point, p, k, code, subject, source, ctx)


@njit_cached
def fire_skills_optional(g, tb, cfg, point, p, subject, source, ctx):
    """fire(): push one OP_SKILL frame for p's optional skills at ``point`` (a bitmask of the
    slots; with several, p chooses their order). Returns the number of frames pushed."""
    mask = 0
    ask = 1
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == 0:
            continue
        v = SKILL_TRIGGERS[code, point]
        if (v & (TRIG_OPTIONAL | TRIG_NO_ASK)) == 0:
            continue
        role = v & 3
        if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
            continue
        if not skill_can_fire(g, tb, cfg, point, p, k, subject, source, ctx):
            continue
        mask |= 1 << k
        if (v & TRIG_NO_ASK) != 0:
            ask = 0
    if mask == 0:
        return 0
    other = source if p == subject else subject
    j = push(g, OP_SKILL, p, other, mask, ctx, point, -1)
    g.stk[j, FR_A6] = ask
    return 1


# ---- active skills ---------------------------------------------------------------------------
@njit_cached
def hero_has_colour_in_hand(g, tb, p, cols, moves_only):
    for j in range(g.hand_n[p]):
        c = g.hand[p, j]
        if (cols & (1 << colour_of(g, tb, c, p))) == 0:
            continue
        if moves_only and tb.face_category[tb.card_face[c]] != CAT_MOVE:
            continue
        return True
    return False


@njit_inlined
def skill_active_ok(g, tb, cfg, p, k, op, pur, dist):
    """May p use its active skill in slot k for the pending decision ``op`` (purpose ``pur``)?
    ``dist``: distances from p (play phase). Its module's ``active_ok`` (the generated
    skill_module_active_ok; skill_shared_active_ok for the skills that share their test)."""
    code = g.skills[p, k]
    if code == 0 or not g.alive[p]:
        return False
    if g.skill_dec[FR_OP] != 0 and not skill_makes_card(code):
        return False  # another decision is already set aside for a skill
    return skill_module_active_ok(g, tb, cfg, p, k, code, op, pur, dist)


@njit_inlined
def skill_shared_active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """The tests that several active skills share (skill_active_ok's arguments): the default
    of the generated skill_module_active_ok, inlined into it, for the skills whose module has no
    ``active_ok``."""
    if op == DEC_PLAY:  # skills sharing their rules (the rest: in their modules, active_ok)
        if converts_card(code):
            if g.sk_param[p, k, 4] != 0:  # answers only
                return False
            per = g.sk_param[p, k, 3]
            if per > 0 and g.sk_used[p, k] >= per:
                return False
            cols = g.sk_param[p, k, 1]
            for j in range(g.hand_n[p]):
                col = colour_of(g, tb, g.hand[p, j], p)
                if (cols & (1 << col)) != 0:
                    return face_usable(g, tb, cfg, p, g.sk_param[p, k, 0], col, dist)
            return False
        if code == SKILL_TOKENS_FOR_SKILLS or code == SKILL_TOKENS_DAMAGE_GOOD:
            kt = skill_tokens(g, p)  # 铁掌水上漂 (once: a second use adds nothing), 恶贯满盈
            if kt < 0 or g.sk_tok[p, kt] < g.sk_param[p, k, 0]:
                return False
            if code == SKILL_TOKENS_FOR_SKILLS:
                return g.sk_used[p, k] == 0
            for x in range(cfg[C_PLAYERS]):
                if g.alive[x] and g.align[x] == ALIGN_GOOD:
                    return True
            return False
        if code == SKILL_ANY_POISON_DARK or code == SKILL_ANY_MEDICINE_LIGHT:  # 使毒圣手, 药王神篇
            if g.sk_used[p, k] > 0:
                return False
            cat = CAT_POISON if code == SKILL_ANY_POISON_DARK else CAT_MEDICINE
            return named_face_colours(g, tb, cfg, p, g.sk_param[p, k, 0], cat, dist) != 0
    if op == DEC_CANCEL or op == DEC_RESCUE:
        if code == SKILL_ANY_MEDICINE_LIGHT and op == DEC_RESCUE:  # 药王神篇: once per turn
            return g.sk_used[p, k] == 0 and hero_has_colour_in_hand(
                g, tb, p, g.sk_param[p, k, 0], False
            )
        if code == SKILL_CONVERT_CARD:
            x = pur if op == DEC_CANCEL else g.stk[g.sp - 1, FR_Q]
            return skill_answer_ok(g, tb, p, k, op, x)
    return False


@njit_cached
def equipped_in_reach(g, tb, cfg, p, dist):
    """珍珑棋局: bitmask of the other living characters within p's reach holding equipment."""
    m = 0
    reach = skill_reach(g, tb, p)
    for x in range(cfg[C_PLAYERS]):
        if x == p or not g.alive[x] or dist[x] > reach:
            continue
        for s_ in range(4):
            if g.equip[x, s_] >= 0:
                m |= 1 << x
                break
    return m


@njit_cached
def named_face_colours(g, tb, cfg, p, cols, cat, dist):
    """Bitmask of the colours in ``cols`` of p's hand cards for which some card face of the
    game of category ``cat`` could be used now in that colour (a skill making "any card of the
    category you name" from one hand card; ``dist``: distances from p)."""
    m = 0
    seen = np.zeros(MAX_FACES, np.bool_)
    usable = np.zeros(MAX_FACES * 4, np.int8)  # face * 4 + colour: 0 unknown, 1 no, 2 yes
    for j in range(g.hand_n[p]):
        col = colour_of(g, tb, g.hand[p, j], p)
        if (cols & (1 << col)) == 0 or (m & (1 << col)) != 0:
            continue
        seen[:] = False
        for c in range(tb.n_cards):
            f = tb.card_face[c]
            if seen[f] or tb.face_category[f] != cat:
                continue
            seen[f] = True
            if usable[f * 4 + col] == 0:
                usable[f * 4 + col] = 2 if face_usable(g, tb, cfg, p, f, col, dist) else 1
            if usable[f * 4 + col] == 2:
                m |= 1 << col
                break
    return m


@njit_cached
def first_face_with_effect(g, tb, cat, effect):
    """The first card face of the game (by card id) of category ``cat`` and ``effect``; -1."""
    for c in range(tb.n_cards):
        f = tb.card_face[c]
        if tb.face_category[f] == cat and tb.face_effect[f] == effect:
            return f
    return -1


@njit_cached
def hero_colour_of(g, tb, p):
    """The colour of p's hero card (-1: no hero). 变脸: the colour of the card placed on it
    (p's stored card), when there is one."""
    h = g.hero[p]
    if h < 0:
        return -1
    if skill_slot(g, p, SKILL_CHANGE_HERO_COLOUR) >= 0:
        for c in range(tb.n_cards):
            if g.zone[c] == Z_STORE and g.owner[c] == p:
                return tb.card_colour[c]
    return tb.hero_colour[h]


@njit_cached
def shenyi_colours(g, tb, cfg, p, first):
    """神医: bitmask of the colours a card may have to start (first < 0) or complete (first =
    the first card's colour) a pair of p's hand cards matching the hero colours of two different
    wounded characters one-to-one."""
    wc = np.zeros(4, np.int64)
    hc = np.zeros(4, np.int64)
    for x in range(cfg[C_PLAYERS]):
        if g.alive[x] and g.hp[x] < g.maxhp[x]:
            col = hero_colour_of(g, tb, x)
            if col >= 0:
                wc[col] += 1
    for j in range(g.hand_n[p]):
        hc[colour_of(g, tb, g.hand[p, j], p)] += 1
    if first >= 0:
        hc[first] += 1  # (the first card, on the table now, still counts)
    m = 0
    for a in range(4):
        if first >= 0 and a != first:
            continue
        for b in range(4):
            if a == b:
                ok = wc[a] >= 2 and hc[a] >= 2
            else:
                ok = wc[a] >= 1 and wc[b] >= 1 and hc[a] >= 1 and hc[b] >= 1
            if ok:
                m |= 1 << (b if first >= 0 else a)
    return m


@njit_cached
def invite_candidates(g, tb, cfg, p):
    """金盆洗手: bitmask of the other living characters of p's alignment whose reach (skill_reach:
    their internal art's, at least 1) includes p."""
    m = 0
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and g.align[x] == g.align[p]:
            if distance(g, tb, cfg, x, p) <= skill_reach(g, tb, x):
                m |= 1 << x
    return m


@njit_cached
def kutoutuo_targets(g, tb, cfg, x, c, p):
    """苦头陀: bitmask of the characters x could attack with move c: the giver p (whatever the
    distance) and those within the move's reach from x."""
    dist = distances_from(g, tb, cfg, x)
    dist[p] = 1
    m = 0
    for t in range(cfg[C_PLAYERS]):
        if t != x and valid_target(g, tb, cfg, x, c, t, dist):
            m |= 1 << t
    return m


@njit_cached
def redirect_targets(g, tb, cfg, p, ctx):
    """巧舌如簧: when OP_USE frame ctx aims another character's one-target strategy card at p
    (about to open its cancel window), the bitmask of the characters within distance 1 of p,
    other than p and the user, at whom the card could be aimed (ruling: its own distance limit
    from the user does not apply); else 0."""
    if ctx < 0 or g.stk[ctx, FR_OP] != OP_USE or g.stk[ctx, FR_ST] != 3:
        return 0
    u = g.stk[ctx, FR_P]
    c = g.stk[ctx, FR_A0]
    if g.stk[ctx, FR_Q] != p or u == p or c_cat(g, tb, c) != CAT_STRATEGY:
        return 0
    if c_effect(g, tb, c) == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL:  # (暗器: two characters)
        return 0
    dist = distances_from(g, tb, cfg, u)
    m = 0
    for x in range(cfg[C_PLAYERS]):
        if x == p or x == u or not g.alive[x] or distance(g, tb, cfg, p, x) > 1:
            continue
        dist[x] = 1
        if valid_target(g, tb, cfg, u, c, x, dist):
            m |= 1 << x
    return m


@njit_cached
def treasure_duel_colours(g, tb, cfg, p):
    """投其所好: bitmask of the colours of p's treasures (stored cards) that match the hero
    colour of another living character (who could then duel someone else)."""
    m = 0
    living = 0
    for x in range(cfg[C_PLAYERS]):
        if g.alive[x]:
            living += 1
    if living < 2:
        return 0
    for c in range(tb.n_cards):
        if g.zone[c] == Z_STORE and g.owner[c] == p:
            for x in range(cfg[C_PLAYERS]):
                if x != p and g.alive[x] and hero_colour_of(g, tb, x) == tb.card_colour[c]:
                    m |= 1 << tb.card_colour[c]
    return m


@njit_cached
def multi_target_step(g, tb, cfg, i, p, c, r, first):
    """一剑化三清 in OP_USE frame i (move c, targets so far in the bitmask FR_A4). Stage 30: add
    target r (-1: no more) and ask for another while fewer than the skill's ``targets`` are
    chosen and one can be (DEC_TARGET, purpose PUR_SKILL_TARGET, pass: no more); stage 31:
    attack them one by one in turn order from p, the move kept on the table until the last."""
    n = cfg[C_PLAYERS]
    k = skill_slot(g, p, SKILL_FLIP_MULTI_TARGET)
    if g.stk[i, FR_ST] == 30:
        chosen = g.stk[i, FR_A4]
        more = first or r >= 0  # (first: the attack's own target only, so far)
        if r >= 0:
            chosen |= 1 << r
            g.stk[i, FR_A4] = chosen
        g.stk[i, FR_R] = -1
        cnt = 0
        for x in range(n):
            if (chosen >> x) & 1:
                cnt += 1
        if more and k >= 0 and cnt < g.sk_param[p, k, 0]:
            dist = distances_from(g, tb, cfg, p)
            ex = chosen | (1 << p)
            for x in range(n):
                if not valid_target(g, tb, cfg, p, c, x, dist):
                    ex |= 1 << x
            if (~ex & ((1 << n) - 1)) != 0:
                j = push(g, DEC_TARGET, p, -1, c, PUR_SKILL_TARGET, 99, SKT_PASS)
                g.stk[j, FR_A4] = ex
                g.stk[j, FR_SKILL] = k + 1
                return
        g.stk[i, FR_ST] = 31
    left = g.stk[i, FR_A4]
    for off in range(n):
        x = (p + off) % n
        if ((left >> x) & 1) == 0:
            continue
        left &= ~(1 << x)
        if not g.alive[x] or not g.alive[p] or not in_proc(g, c):
            continue
        g.stk[i, FR_A4] = left
        others = False
        for y in range(n):
            if ((left >> y) & 1) != 0 and g.alive[y]:
                others = True
        log(g, EV_USE, p, c, x, -1, 0)
        push(g, OP_ATTACK, p, x, c, -1, 0, F_KEEP_CARD if others else 0)
        fire(g, tb, cfg, TP_CARD_USED, x, p, i)
        return
    if in_proc(g, c):
        to_discard(g, c)
    pop(g)


@njit_cached
def is_equipment(tb, c):
    """Is physical card c an equipment card (internal, mental or lightness art)?"""
    cat = tb.face_category[tb.card_face[c]]
    return cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS


@njit_cached
def pair_colours(g, tb, p):
    """Bitmask of the colours of which p holds at least two hand cards."""
    cnt = np.zeros(4, np.int64)
    for j in range(g.hand_n[p]):
        cnt[colour_of(g, tb, g.hand[p, j], p)] += 1
    m = 0
    for col in range(4):
        if cnt[col] >= 2:
            m |= 1 << col
    return m


@njit_cached
def converts_card(code):
    """Skills that turn one hand card of their colours into the card ``face`` (params face,
    colours, play_phase_only, per_turn, responses_only; the last two are 0 for the delayed and
    two-character cards, which the rules place or resolve like the printed card: op_use)."""
    return (
        code == SKILL_CONVERT_CARD
        or code == SKILL_CONVERT_DELAYED_CARD
        or code == SKILL_CONVERT_PAIR_CARD
        or code == SKILL_POISON_IMMUNE_CONVERT  # (十香软筋散: params face, colours)
    )


@njit_cached
def sync_stored(g, p):
    """六合童子's slot shows the number of page boys p has (its tokens, public)."""
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_PAGE_BOYS or code == SKILL_KUANGFENG_KUAIDAO:
            g.sk_tok[p, k] = stored_count(g, p)  # (狂风快刀: the moves set aside)
        elif code == SKILL_TREASURE_CARDS:
            g.sk_tok[p, k] = stored_count(g, p)  # (搜罗至宝: the treasures)


@njit_cached
def page_boys_step(g, tb, cfg, i, p, k, sub, r):
    """六合童子 (params draw, keep), one step of OP_SKILL frame i; True when done.

    At TP_GAME_START (locked): he takes cards until he has had ``draw`` in all (the starting
    hand counts), then sets ``keep`` of his hand aside one by one (DEC_HAND). At TP_JUDGEMENT
    (optional, any judgement): one of his page boys (DEC_HAND, purpose PUR_STORED) becomes the
    judgement card; the revealed card is discarded. Active, in his own turn: a hand card is set
    aside (A0 keeps it) and a page boy of his choice goes to his hand in its place."""
    point = g.stk[i, FR_A2]
    if point == TP_GAME_START:
        if sub == 0:
            extra = g.sk_param[p, k, 0] - cfg[C_HAND_START]
            if extra > 0:
                draw_cards(g, p, extra)
        else:
            to_store(g, r, p, 0)
        sync_stored(g, p)
        if stored_count(g, p) < g.sk_param[p, k, 1] and g.hand_n[p] > 0:
            j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        return True
    if point == TP_JUDGEMENT:
        ctx = g.stk[i, FR_A1]
        if sub == 0:
            j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_STORED, 15, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        to_discard(g, g.stk[ctx, FR_A1])  # the revealed card goes, the page boy judges
        g.stk[ctx, FR_A1] = r
        log(g, EV_JUDGE, g.stk[ctx, FR_P], r, tb.card_colour[r], g.stk[ctx, FR_A0], 0)
        sync_stored(g, p)
        return True
    # active: swap one hand card with one page boy
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_A0] = r  # the hand card, on the table until the swap
        j = push(g, DEC_HAND, p, -1, -1, PUR_STORED, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    to_hand(g, r, p)
    to_store(g, g.stk[i, FR_A0], p, 0)
    return True


@njit_cached
def skill_makes_card(code):
    """Active skills that hand a (virtual) card to the decision they were used in."""
    return (
        code == SKILL_MOVE_AS_COLOUR
        or code == SKILL_VIRTUAL_MOVE
        or converts_card(code)
        or code == SKILL_SKILL_AS_CARD
        or code == SKILL_MIRROR_ATTACK_MOVE
        or expa_makes_card(code)
        or code == SKILL_ANY_CARD_AS_MOVE
        or code == SKILL_ANY_POISON_DARK
        or code == SKILL_ANY_MEDICINE_LIGHT
        or code == SKILL_THUNDER_PALM
        or code == SKILL_EQUIPMENT_AS_MOVE
    )


@njit_cached
def use_active_skill(g, tb, cfg, k):
    """The pending decision's actor chose its hero skill in slot k (action a_skill + 4 + k). The
    decision frame becomes the skill's OP_SKILL frame. A skill that makes a card then hands it
    to the decision's parent as if chosen from hand; for any other skill the decision frame is
    set aside (state.skill_dec) and put back when the skill is done, so it is asked again."""
    i = g.sp - 1
    p = g.stk[i, FR_P]
    op = g.stk[i, FR_OP]
    code = g.skills[p, k]
    g.sk_used[p, k] += 1
    log(g, EV_SKILL, p, code, k, -1, 0)
    if skill_makes_card(code):
        g.stk[i, FR_OP] = OP_SKILL
        g.stk[i, FR_ST] = 2
        g.stk[i, FR_A0] = 0
        g.stk[i, FR_A1] = op  # the decision it replaces (DEC_PLAY: the card must be usable)
        g.stk[i, FR_A2] = -1
        g.stk[i, FR_A3] = k
        g.stk[i, FR_A4] = 0
        g.stk[i, FR_A5] = k + 1
        g.stk[i, FR_A6] = 1  # hands a card to the parent
        return
    g.skill_dec[:] = g.stk[i, :]
    g.stk[i, :] = 0
    g.stk[i, FR_OP] = OP_SKILL
    g.stk[i, FR_P] = p
    g.stk[i, FR_Q] = -1
    g.stk[i, FR_ST] = 2
    g.stk[i, FR_A1] = i
    g.stk[i, FR_A2] = -1
    g.stk[i, FR_A3] = k
    g.stk[i, FR_A5] = k + 1
    g.stk[i, FR_A6] = 0


@njit_cached
def op_skill(g, tb, cfg, i):
    """A hero skill of P being carried out. Triggered: A0 bitmask of the slots still to offer,
    A1 the firing frame, A2 the trigger point, A6 = 0 when the skill is locked (no asking).
    Active: A2 = -1, A1 the decision frame it runs above (or, when it hands a card to the
    parent (A6 = 1), the kind of decision it replaced).
    A3 the slot in progress, A4 its own stage, A5 = 1 + A3 (shown in the observation).

    Stages: 0 offer the pending skills (DEC_CONFIRM for one, DEC_SKILL to choose the order of
    several; pass declines); 1 the answer; 2+ the skill itself (skill_step).

    A triggered frame's A6 packs three fields: bit 0 ask (SKILL_ASK), the slots still pending
    while one runs (SKILL_PENDING_SHIFT; a skill's own steps use A0 as scratch, so the pending
    bitmask is kept out of their way and put back in A0 when the skill is done) and the slots
    already started in this frame (SKILL_STARTED_SHIFT). A slot resolves at most once per
    frame, that is per trigger event and seat: starting one a second time raises (an engine
    bug, found by the fuzz)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 0:
        mask = g.stk[i, FR_A0]
        ctx = g.stk[i, FR_A1]
        point = g.stk[i, FR_A2]
        # drop the skills that can no longer fire (the owner died, the cost is gone ...)
        for k in range(HERO_SKILLS):
            if (mask & (1 << k)) != 0 and (
                not g.alive[p] or not skill_can_fire(g, tb, cfg, point, p, k, -1, -1, ctx)
            ):
                mask &= ~(1 << k)
        g.stk[i, FR_A0] = mask
        if mask == 0:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        nbits = 0
        first = -1
        for k in range(HERO_SKILLS):
            if (mask & (1 << k)) != 0:
                nbits += 1
                if first < 0:
                    first = k
        if (g.stk[i, FR_A6] & SKILL_ASK) == 0:  # locked: no asking, in slot order
            g.stk[i, FR_R] = first
            return
        if nbits == 1:
            j = push(g, DEC_CONFIRM, p, g.stk[i, FR_Q], -1, -1, 0, 0)
            g.stk[j, FR_SKILL] = first + 1
            g.stk[i, FR_A3] = first
        else:
            push(g, DEC_SKILL, p, g.stk[i, FR_Q], mask, PUR_SKILL_ORDER, 0, 0)
            g.stk[i, FR_A3] = -1
    elif st == 1:
        r = g.stk[i, FR_R]
        if g.stk[i, FR_A3] >= 0 and (g.stk[i, FR_A6] & SKILL_ASK) != 0:  # a confirm: 1 yes
            k = g.stk[i, FR_A3] if r == 1 else -1
        else:
            k = r
        if k < 0:
            pop(g)  # declined (ruling: declining one of several declines the rest too)
            return
        a6 = g.stk[i, FR_A6]
        started = (a6 >> SKILL_STARTED_SHIFT) & SKILL_SLOTS_MASK
        if (started & (1 << k)) != 0:
            raise RuntimeError("qxs engine: a triggered skill resolved twice for one trigger event")
        pending = g.stk[i, FR_A0] & ~(1 << k) & SKILL_SLOTS_MASK
        g.stk[i, FR_A6] = (
            (a6 & SKILL_ASK)
            | (pending << SKILL_PENDING_SHIFT)
            | ((started | (1 << k)) << SKILL_STARTED_SHIFT)
        )
        g.stk[i, FR_A0] = pending
        g.stk[i, FR_A3] = k
        g.stk[i, FR_A4] = 0
        g.stk[i, FR_A5] = k + 1
        g.stk[i, FR_ST] = 2
        log(g, EV_SKILL, p, g.skills[p, k], k, g.stk[i, FR_Q], 0)
    else:
        if skill_step(g, tb, cfg, i, p, g.stk[i, FR_A3]):
            if g.stk[i, FR_A2] < 0:
                if g.stk[i, FR_A6] == 0:  # an active skill without a card: the decision is
                    g.stk[i, :] = g.skill_dec[:]  # put back, to be asked again
                    g.skill_dec[:] = 0
                    if not g.alive[p]:  # ... unless its actor died meanwhile: it passes
                        ret(g, -1)
            else:  # the next pending skill of this moment, if any (A0 back from A6)
                a6 = g.stk[i, FR_A6]
                g.stk[i, FR_A0] = (a6 >> SKILL_PENDING_SHIFT) & SKILL_SLOTS_MASK
                g.stk[i, FR_A6] = a6 & ~(SKILL_SLOTS_MASK << SKILL_PENDING_SHIFT)
                g.stk[i, FR_ST] = 0


@njit_inlined
def skill_step(g, tb, cfg, i, p, k):
    """One step of p's skill in slot k inside OP_SKILL frame i (its stage in A4, a child's result
    in R): its module's ``step`` (the generated skill_module_step; skill_shared_step for the
    skills that share their steps). Returns True when the skill is done (a card-making skill
    instead hands its card to the parent with ret and returns False). Inlined into op_skill: the
    dispatcher is then compiled and linked one level up the call chain, as when its chain was
    written here."""
    code = g.skills[p, k]
    sub = g.stk[i, FR_A4]
    ctx = g.stk[i, FR_A1]
    r = g.stk[i, FR_R]
    g.stk[i, FR_A4] = sub + 1
    return skill_module_step(g, tb, cfg, i, p, k, code, sub, ctx, r)


@njit_inlined
def skill_shared_step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """The steps that several skills share (skill_step's arguments): the default of the
    generated skill_module_step, inlined into it, for the skills whose module has no ``step``.
    Returns True when the skill is done."""
    if code == SKILL_STRATEGY_AS_MOVE or code == SKILL_HP_GATED_SKILL:  # expansion heroes, part a
        return expa_step(g, tb, cfg, i, p, k, code, sub, ctx, r)
    if converts_card(code):  # a hand card of the colours becomes the card `face`
        if sub == 0:
            j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, g.sk_param[p, k, 1], 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        f = g.sk_param[p, k, 0]
        v = make_virtual(
            g, tb.face_category[f], f, colour_of(g, tb, r, p), tb.face_power[f], tb.face_range[f],
            tb.face_effect[f], r, -1,
        )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    if code == SKILL_ANY_POISON_DARK or code == SKILL_ANY_MEDICINE_LIGHT:  # 使毒圣手, 药王神篇:
        cat = CAT_POISON if code == SKILL_ANY_POISON_DARK else CAT_MEDICINE  # a hand card as
        if sub == 0:  # any card of the category, named
            cols = g.sk_param[p, k, 0]
            if ctx == DEC_PLAY:
                dist = distances_from(g, tb, cfg, p)
                cols = named_face_colours(g, tb, cfg, p, cols, cat, dist)
            j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, cols, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        if sub == 1:
            g.stk[i, FR_A0] = r
            x = g.stk[i, FR_Q]
            if ctx == DEC_RESCUE and x != p:  # another's rescue: only a healing card will do
                r = first_face_with_effect(g, tb, cat, EFFECT_HEAL)
            else:  # (one's own rescue: any medicine; the play phase: one usable now)
                j = push(g, DEC_HAND, p, -1, r, PUR_NAME_FACE, 1 << cat, colour_of(g, tb, r, p))
                g.stk[j, FR_A4] = 1 if ctx == DEC_PLAY else 0
                g.stk[j, FR_SKILL] = k + 1
                return False
        c = g.stk[i, FR_A0]
        v = make_virtual(
            g, tb.face_category[r], r, colour_of(g, tb, c, p), tb.face_power[r], tb.face_range[r],
            tb.face_effect[r], c, -1,
        )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    if code == SKILL_MOVE_AS_COLOUR or code == SKILL_VIRTUAL_MOVE:
        if sub == 0:
            moves = 0
            if code == SKILL_MOVE_AS_COLOUR:
                moves = 2 if ctx == DEC_PLAY else 1
            cols = 15 if code == SKILL_MOVE_AS_COLOUR else g.sk_param[p, k, 0]
            j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, cols, moves)
            g.stk[j, FR_SKILL] = k + 1
            return False
        if sub == 1:
            g.stk[i, FR_A0] = r  # the hand card (on the table now)
            cols = g.sk_param[p, k, 0]
            if code == SKILL_MOVE_AS_COLOUR and (cols & (cols - 1)) != 0:
                j = push(g, DEC_COLOUR, p, g.stk[i, FR_Q], -1, PUR_CONVERT, 0, 0)
                g.stk[j, FR_SKILL] = k + 1
                return False
            g.stk[i, FR_R] = -1
            g.stk[i, FR_A4] = 2
            r = -1
        c = g.stk[i, FR_A0]
        f = tb.card_face[c]
        if code == SKILL_MOVE_AS_COLOUR:
            col = r
            if col < 0:
                cols = g.sk_param[p, k, 0]
                col = 0
                while (cols & (1 << col)) == 0:
                    col += 1
            v = make_virtual(
                g, CAT_MOVE, f, col, tb.face_power[f], tb.face_range[f], tb.face_effect[f], c, -1
            )
        else:
            v = make_virtual(
                g, CAT_MOVE, f, g.sk_param[p, k, 1], g.sk_param[p, k, 2], g.sk_param[p, k, 3],
                EFFECT_NONE, c, -1,
            )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    return True


# =============================================================================================
# expansion heroes, part a (issue 4 item 5): the skills of 陈家洛 ... 平一指 (docs/heroes.md)
# =============================================================================================
# These skills sit in the same four kinds of places as the base ones; their own code is in their
# modules (qxs_env/rulesets/qxs/skills/), what is left here: the card-making branch of expa_step
# that two skills share (reached from skill_step), expa_makes_card, and the rule-number queries
# below, called where the rules compute that number.

F_REATTACK_ASKED = 128  # attack frame flag (FR_A3): 九阴神功 was offered for this block


@njit_cached
def expa_offer_reattack(g, tb, cfg, i):
    """九阴神功: the attack of frame i was just blocked; the first living holder (in turn order
    from the current player) with moves set aside is offered to attack the same target again
    for the attacker (an OP_SKILL frame that asks first). Once per block (F_REATTACK_ASKED).
    True when the frame was pushed."""
    if (g.stk[i, FR_A3] & F_REATTACK_ASKED) != 0:
        return False
    n = cfg[C_PLAYERS]
    for d in range(n):
        x = (g.cur + d) % n
        k = skill_slot(g, x, SKILL_STORE_MOVE_REATTACK)
        if k >= 0 and stored_count(g, x) > 0:
            g.stk[i, FR_A3] |= F_REATTACK_ASKED
            j = push(g, OP_SKILL, x, g.stk[i, FR_P], 1 << k, i, TP_CLASH, -1)
            g.stk[j, FR_A6] = 1
            return True
    return False


@njit_cached
def expa_attack_source(g, p, c):
    """The source of the damage of p's attack with move c: p, or (借刀杀人) the living seat
    p took that move from to attack with it at once."""
    if g.knife_card == 0:
        return p
    m = g.knife_card - 1
    if c >= MAX_CARDS and g.vcard[c - MAX_CARDS, V_NPHYS] > 0:
        c = g.vcard[c - MAX_CARDS, V_PHYS0]  # (a copy of the move made of it: 逆行经脉)
    a = g.knife_src
    if c == m and g.alive[a]:
        return a
    return p


@njit_cached
def expa_note_thrown(g, c, p):
    """自宫练剑: p threw card c away; while another character holds the skill, c is marked
    (CF_THROWN) for the announcement before the next step. Marks left from an earlier offer
    (declined) are cleared first."""
    watched = False
    for x in range(g.alive.shape[0]):
        if x != p and skill_slot(g, x, SKILL_TAKE_DISCARDED_COLOUR) >= 0:
            watched = True
    if not watched:
        return
    if g.thrown_n == 0:
        expa_clear_thrown(g)
    g.cflag[c] = g.cflag[c] | CF_THROWN
    if g.thrown_n < 1000:
        g.thrown_n += 1


@njit_cached
def expa_clear_thrown(g):
    for x in range(g.cflag.shape[0]):
        if (g.cflag[x] & CF_THROWN) != 0:
            g.cflag[x] = g.cflag[x] & ~CF_THROWN


@njit_cached
def expa_thrown_card(g, tb, p, k, c):
    """自宫练剑: may p take card c (thrown away by another character since the last
    announcement, still in the discard pile, of the skill's colour)?"""
    return (
        (g.cflag[c] & CF_THROWN) != 0 and g.zone[c] == Z_DISCARD
        and tb.card_colour[c] == g.sk_param[p, k, 0]
    )


@njit_cached
def announce_thrown(g, tb, cfg):
    """Fire TP_THROWN once for the cards thrown away since the last step (marked CF_THROWN),
    holding a waiting decision as announce_equip_lost does. True when frames were pushed.
    Nothing is offered while the current player is dead (its turn is being cut short)."""
    g.thrown_n = 0
    if not g.alive[g.cur]:
        expa_clear_thrown(g)
        return False
    if fire_holding(g, tb, cfg, TP_THROWN, -1, -1, -1):
        return True
    expa_clear_thrown(g)
    return False


@njit_cached
def expa_qingxin_seats(g, tb, ctx):
    """素心剑法: bitmask of the clash's seats (OP_ATTACK frame ctx, not blocked) that hold a
    倾心 token and put out a white move in it."""
    m = 0
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return m
    for side in range(2):
        x = g.stk[ctx, FR_P] if side == 0 else g.stk[ctx, FR_Q]
        c = g.stk[ctx, FR_A0] if side == 0 else g.stk[ctx, FR_A1]
        if c >= 0 and g.qingxin[x] > 0 and colour_of(g, tb, c, x) == WHITE:
            m |= 1 << x
    return m


@njit_cached
def expa_poisoned_before(g, tb, p):
    """王难姑: is p, a holder of the skill, poisoned now (before something may poison it)?
    True for everyone else, so that expa_became_poisoned does nothing for them."""
    if g.hero[p] < 0 or skill_slot(g, p, SKILL_DRAW_ON_POISONED) < 0:
        return True
    return poisoned(g, tb, p)


@njit_cached
def expa_became_poisoned(g, tb, p, was):
    """王难姑: p was not poisoned (``was``) and is now: it draws (locked)."""
    if was or not poisoned(g, tb, p):
        return
    k = skill_slot(g, p, SKILL_DRAW_ON_POISONED)
    if k >= 0:
        draw_cards(g, p, g.sk_param[p, k, 0])
        log(g, EV_SKILL, p, SKILL_DRAW_ON_POISONED, k, -1, 0)


@njit_cached
def expa_heal_ok(g, tb, p, op, x):
    """见死不救: may p make 黑玉断续膏 for seat x (the dying seat of a rescue window, or p
    itself in its play phase)? It needs a hand card of x's hero colour."""
    if op != DEC_RESCUE and op != DEC_PLAY:
        return False
    if x < 0 or not g.alive[x] or g.hero[x] < 0:
        return False
    return hero_has_colour_in_hand(g, tb, p, 1 << tb.hero_colour[g.hero[x]], False)


@njit_cached
def expa_watches_hand(g, p):
    """多灾多难: does p note the hand cards it loses outside its turn (take_out)?"""
    return skill_slot(g, p, SKILL_JUDGE_ON_HAND_LOSS) >= 0


@njit_cached
def announce_hand_lost(g, tb, cfg):
    """Fire TP_HAND_LOST for one hand card a living seat lost outside its turn since the last
    step (state.hand_lost), as announce_equip_lost does for equipment: a decision waiting on
    top is held (OP_HELD) and asked afresh afterwards. True when frames were pushed. Nothing
    is offered while the current player is dead (its turn is being cut short)."""
    if not g.alive[g.cur]:
        g.hand_lost[:] = 0
        g.hand_lost_n = 0
        return False
    n = cfg[C_PLAYERS]
    for k in range(n):
        p = (g.cur + k) % n
        if g.hand_lost[p] <= 0:
            continue
        g.hand_lost[p] -= 1
        g.hand_lost_n -= 1
        if not g.alive[p]:
            continue
        if fire_holding(g, tb, cfg, TP_HAND_LOST, p, -1, -1):
            return True
    return False


# ---- rule numbers ------------------------------------------------------------------------------
@njit_cached
def expa_power_floor(g, tb, cfg, p, q, pw, attacking):
    """Printed power of p's move against q after the floors of 五毒神掌 (q within the skill's
    distance) and 百变千幻剑 (attacking q whose own attack range does not reach p). Like the
    base floors they raise the printed power, before any bonus."""
    if q < 0:
        return pw
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_NEAR_POWER_FLOOR:  # 五毒神掌
            if distance(g, tb, cfg, p, q) <= g.sk_param[p, k, 0] and pw < g.sk_param[p, k, 1]:
                pw = g.sk_param[p, k, 1]
        elif code == SKILL_OUT_OF_RANGE_POWER_FLOOR and attacking:  # 百变千幻剑 (莫大)
            if distance(g, tb, cfg, q, p) > skill_reach(g, tb, q) and pw < g.sk_param[p, k, 0]:
                pw = g.sk_param[p, k, 0]
    return pw


@njit_cached
def expa_power_bonus(g, p, q, col):
    """Power added to p's move of colour ``col`` against q: 剑圣 (moves of the skill's colour),
    阴阳倒乱刃 (against a female character, attacking or defending)."""
    b = 0
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_COLOUR_POWER_BONUS and col == g.sk_param[p, k, 0]:  # 剑圣
            b += g.sk_param[p, k, 1]
        elif code == SKILL_FEMALE_POWER_AND_DAMAGE:  # 阴阳倒乱刃
            if q >= 0 and g.gender[q] == GENDER_FEMALE:
                b += g.sk_param[p, k, 0]
    return b


@njit_cached
def expa_no_counters(g, p, q):
    """百花错拳: no counter bonus in a clash where p or q holds the skill (either side)."""
    return skill_slot(g, p, SKILL_NO_COUNTERS) >= 0 or skill_slot(g, q, SKILL_NO_COUNTERS) >= 0


@njit_cached
def expa_untargetable(g, tb, t, p, c):
    """剑家: a move of the skill's colour (as p puts it out) attacking t does nothing (it may
    be aimed, as for 九阳护体, so that a colour chosen late never leaves no target)."""
    if t == p or p < 0:
        return False
    k = skill_slot(g, t, SKILL_UNTARGETABLE_BY_COLOUR)
    return k >= 0 and colour_of(g, tb, c, p) == g.sk_param[t, k, 0]


@njit_cached
def expa_jianmo_immune(g, t):
    """剑魔: 剑魔下凡 does nothing to t."""
    return skill_slot(g, t, SKILL_JIANMO) >= 0


@njit_cached
def expa_jianmo_source(g, cfg, p):
    """剑魔: the source of the damage a 剑魔下凡 used by p deals (the living holder of 剑魔,
    else p)."""
    for x in range(cfg[C_PLAYERS]):
        if skill_slot(g, x, SKILL_JIANMO) >= 0:
            return x
    return p


@njit_cached
def expa_tie_break(g, a, t, pa, pb):
    """金面佛: in a clash tied on power, a holder at or below the skill's HP gets +1."""
    if pa != pb:
        return pa, pb
    k = skill_slot(g, a, SKILL_TIE_BREAK_LOW_HP)
    if k >= 0 and g.hp[a] <= g.sk_param[a, k, 0]:
        return pa + 1, pb
    k = skill_slot(g, t, SKILL_TIE_BREAK_LOW_HP)
    if k >= 0 and g.hp[t] <= g.sk_param[t, k, 0]:
        return pa, pb + 1
    return pa, pb


@njit_cached
def expa_ally_helps(g, p):
    """倚天剑 (灭绝师太): p may have characters of its alignment answer with a move for it."""
    return skill_slot(g, p, SKILL_ALLY_PLAYS_MOVE) >= 0


@njit_cached
def expa_clash_counters(g, tb, ctx, p):
    """In the clash of OP_ATTACK frame ctx (not blocked), does the move p put out counter the
    other one (the colour cycle, a counters-X move or skill)? (剑宗传人)"""
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return False
    a = g.stk[ctx, FR_P]
    t = g.stk[ctx, FR_Q]
    c = g.stk[ctx, FR_A0]
    d = g.stk[ctx, FR_A1]
    if c < 0 or d < 0 or (p != a and p != t):
        return False
    own = c if p == a else d
    other = d if p == a else c
    opp = t if p == a else a
    if counters(g, tb, own, p, other, opp, p == a):
        return True
    return skill_counters(g, p, colour_of(g, tb, own, p), colour_of(g, tb, other, opp))


@njit_cached
def expa_has_category(g, tb, p, cat):
    """Does p hold a hand card of category ``cat``? Returns one such card (-1: none)."""
    for j in range(g.hand_n[p]):
        c = g.hand[p, j]
        if tb.face_category[tb.card_face[c]] == cat:
            return c
    return -1


# ---- triggered skills --------------------------------------------------------------------------
@njit_cached
def expa_step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """skill_step for the skills of this block (same contract)."""
    if code == SKILL_STRATEGY_AS_MOVE or code == SKILL_HP_GATED_SKILL:
        # 书生剑法: a strategy card as a skill-less move (colour, power, range); 辽东大侠: while
        # his HP allows, 胡家刀法 (a hand card of the colours as a skill-less move)
        if sub == 0:
            if code == SKILL_STRATEGY_AS_MOVE:
                j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 8)
                g.stk[j, FR_A4] = 1 << CAT_STRATEGY
            else:
                j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD,
                         g.sk_param[p, k, 0], 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        o = 0 if code == SKILL_STRATEGY_AS_MOVE else 1  # where colour, power, range start
        v = make_virtual(
            g, CAT_MOVE, tb.card_face[r], g.sk_param[p, k, o], g.sk_param[p, k, o + 1],
            g.sk_param[p, k, o + 2], EFFECT_NONE, r, -1,
        )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    return True


# ---- active skills -----------------------------------------------------------------------------
@njit_cached
def expa_makes_card(code):
    """Active skills of this block that hand a (virtual) card to the decision they were used in."""
    return (
        code == SKILL_STRATEGY_AS_MOVE
        or code == SKILL_HP_GATED_SKILL
        or code == SKILL_TWO_CARDS_AS_MOVE
        or code == SKILL_FREE_VIRTUAL_MOVE
        or code == SKILL_ANY_STRATEGY_LIGHT
        or code == SKILL_HEAL_BY_HERO_COLOUR
        or code == SKILL_MEDICINE_AS_MOVE
    )


@njit_cached
def expa_strategy_colours(g, tb, cfg, p, k):
    """智计百出: bitmask of the skill's colours (params 0) of p's hand cards for which some
    strategy face of the game could be used now in that colour."""
    dist = distances_from(g, tb, cfg, p)
    m = 0
    for j in range(g.hand_n[p]):
        col = colour_of(g, tb, g.hand[p, j], p)
        if (g.sk_param[p, k, 0] & (1 << col)) == 0 or (m & (1 << col)) != 0:
            continue
        seen = np.zeros(MAX_FACES, np.bool_)
        for c in range(tb.n_cards):
            f = tb.card_face[c]
            if seen[f] or tb.face_category[f] != CAT_STRATEGY:
                continue
            seen[f] = True
            if face_usable(g, tb, cfg, p, f, col, dist):
                m |= 1 << col
                break
    return m


@njit_cached
def expa_usable_colours(g, tb, cfg, p, face, power, rng):
    """Bitmask of the colours in which a skill-less virtual move (``face`` shown, ``power``,
    ``rng``) could attack now."""
    dist = distances_from(g, tb, cfg, p)
    m = 0
    for col in range(4):
        if virtual_move_usable(g, tb, cfg, p, face, col, power, rng, dist):
            m |= 1 << col
    return m


# Each card effect's and each hero skill's own code lives in its module
# (qxs_env/rulesets/qxs/cards/<effect id>.py, qxs_env/rulesets/qxs/skills/<skill id>.py); the
# dispatchers above call it. Imported last: the modules import this one's functions.
from qxs_env.engine.help_history import (  # noqa: E402
    note_cancel,
    note_clear,
    note_heal,
    note_protect,
)
from qxs_env.rulesets.qxs.cards import (  # noqa: E402
    after_damage_discard_lightness,
    after_damage_judgement_skip_phase,
)
from qxs_env.rulesets.qxs.cards.dispatch import (  # noqa: E402
    card_after_damage,
    card_after_damage_answer,
    card_attack_step,
    card_before_damage,
    card_harmful,
    card_needs_target,
    card_replace_damage,
    card_resolve,
    card_second_target,
    card_step,
    card_uncountered,
    card_usable,
    card_use,
    card_use_move,
    card_valid_second,
    card_valid_target,
)
from qxs_env.rulesets.qxs.identities import (  # noqa: E402
    check_end,
    deaths_that_follow,
    reward_or_penalty,
)

# The rule-number queries that serve one skill live in its module (imported back here, so
# that the rules above call them by their names).
from qxs_env.rulesets.qxs.skills.after_auto_block_judgement_damage import (  # noqa: E402
    skill_after_auto_block,
)
from qxs_env.rulesets.qxs.skills.aoxing_tianxia import (  # noqa: E402
    skill_range_bonus,
)
from qxs_env.rulesets.qxs.skills.blocked_discard_target import (  # noqa: E402
    skill_after_block,
)
from qxs_env.rulesets.qxs.skills.charge_move import (  # noqa: E402
    skill_charge_bonus,
)
from qxs_env.rulesets.qxs.skills.death_attacks import (  # noqa: E402
    skill_death_attacks,
    skill_death_decided,
)
from qxs_env.rulesets.qxs.skills.defend_colour_auto_block import (  # noqa: E402
    skill_auto_block,
)
from qxs_env.rulesets.qxs.skills.discard_for_power import (  # noqa: E402
    skill_dugu,
)
from qxs_env.rulesets.qxs.skills.dispatch import (  # noqa: E402
    MODULE_TRIGGERS,
    skill_module_active_ok,
    skill_module_can_fire,
    skill_module_locked,
    skill_module_step,
)
from qxs_env.rulesets.qxs.skills.fixed_attack_range import (  # noqa: E402
    skill_fixed_range,
)
from qxs_env.rulesets.qxs.skills.flip_multi_target import (  # noqa: E402
    skill_multi_target_armed,
)
from qxs_env.rulesets.qxs.skills.hand_limit_max_hp import (  # noqa: E402
    hand_limit,
)
from qxs_env.rulesets.qxs.skills.ignore_mental_no_internal import (  # noqa: E402
    skill_ignores_mental,
)
from qxs_env.rulesets.qxs.skills.immune_move_skills_no_mental import (  # noqa: E402
    skill_negates_move_skills,
)
from qxs_env.rulesets.qxs.skills.poison_immune_convert import (  # noqa: E402
    skill_face_immune,
)
from qxs_env.rulesets.qxs.skills.poison_immunity_draw import (  # noqa: E402
    skill_poison_guard,
)
from qxs_env.rulesets.qxs.skills.power_floor import (  # noqa: E402
    skill_base_power,
)
from qxs_env.rulesets.qxs.skills.recolour_cards import (  # noqa: E402
    skill_recolour,
)
from qxs_env.rulesets.qxs.skills.reveal_take_colours import (  # noqa: E402
    skill_draw_replaced,
)
from qxs_env.rulesets.qxs.skills.strategy_immune_costly import (  # noqa: E402
    skill_strategy_deaf,
)
from qxs_env.rulesets.qxs.skills.tokens_for_skills import (  # noqa: E402
    skill_token_free_attack,
)
from qxs_env.rulesets.qxs.skills.unblockable_same_gender import (  # noqa: E402
    skill_unblockable,
)
from qxs_env.rulesets.qxs.skills.unlimited_attacks import (  # noqa: E402
    skill_free_attack,
)
from qxs_env.rulesets.qxs.skills.untargetable_by_colour import (  # noqa: E402
    skill_banned_colours,
)

for _code, _rows in MODULE_TRIGGERS:  # every skill's trigger points, from its module's TRIGGERS
    for _point, _role in _rows:
        SKILL_TRIGGERS[_code, _point] = _role
