"""Registry of hero skills: skill id -> stable integer code and typed parameter list.

A skill is engine code, picked per hero skill by its id in ``configs/heroes.yaml``::

    skills:
      - {id: power_floor, name: 北侠, kind: locked, params: {colour: yellow, floor: 2}, text: ...}

As with card effects (:mod:`qxs_env.rulesets.qxs.content.effects`) the numbers a skill uses come
from its
``params``, encoded into one int32 row of ``skill_param[code, 6]`` in declaration order. The
parameter types are those of card effects (``int``, ``colour``, ``colour_set``, ``phase``,
``bool``) plus ``face``: a card face id of ``configs/cards.yaml`` (encoded as the face index by
:mod:`qxs_env.rulesets.qxs.content.heroes`, which knows the catalogue).

One skill id may serve several heroes and several slots of one hero, each with its own params
(北侠, 龙象般若功, 天鹰教主 and 辟邪剑法 are all ``power_floor`` with different colours): the
parameter row belongs to the hero's skill slot (``tables.hero_param``, copied to the seat's
``state.sk_param`` when it gets its hero).

Skills peculiar to one printed skill have the Chinese skill name as their summary; the hero
file's ``text`` describes them. Code 0 is ``none`` (an empty skill slot). Codes are stable: new
skills are appended at the end, never renumbered. The engine imports the ``SKILL_<ID>`` ints
(plain module constants, numba folds them); which of them it implements is
``qxs_env.rulesets.qxs.tables.IMPLEMENTED_SKILLS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from qxs_env.rulesets.qxs.content.effects import MAX_PARAMS, Param, _encode_value

PARAM_TYPES = ("int", "colour", "colour_set", "phase", "bool", "face")
_REQUIRED = Param("x", "int").default


@dataclass(frozen=True)
class Skill:
    """A registered skill: id, stable integer code, ordered parameters and a one-line summary."""

    id: str
    code: int
    params: tuple[Param, ...]
    summary: str

    def param_names(self) -> tuple[str, ...]:
        """Names of the parameters, in encoding order."""
        return tuple(p.name for p in self.params)


def _p(name: str, type_: str, default: Any = _REQUIRED) -> Param:
    return Param(name, type_, default)


# (id, params, summary). The position in this list IS the code: append only.
_SPECS: tuple[tuple[str, tuple[Param, ...], str], ...] = (
    ("none", (), "No skill (an empty slot)."),
    # --- numbers of one's own moves ------------------------------------------------------------
    (
        "power_floor",
        (_p("colour", "colour"), _p("floor", "int", 2)),
        "Your moves of `colour` have a printed power of at least `floor`.",
    ),
    (
        "always_counter_colour",
        (_p("colour", "colour"),),
        "Every move you put out counters a move of `colour`, besides its own counter.",
    ),
    ("counter_same_colour", (), "Your moves counter opposing moves of their own colour."),
    (
        "low_hp_power",
        (_p("max_hp", "int", 3), _p("amount", "int", 1)),
        "While your HP is at most `max_hp`, your moves have +`amount` power.",
    ),
    (
        "defend_colour_auto_block",
        (_p("colours", "colour_set"),),
        "A move of `colours` you play to defend always blocks.",
    ),
    (
        "unlimited_attacks",
        (_p("colours", "colour_set"),),
        "Attacks with moves of `colours` do not use up your attack opportunities.",
    ),
    # --- distance -------------------------------------------------------------------------------
    (
        "attack_distance",
        (_p("amount", "int", -1),),
        "Your distance to others is changed by `amount` when you attack (never below 1).",
    ),
    (
        "defend_distance",
        (_p("amount", "int", 1),),
        "Others' distance to you is changed by `amount`.",
    ),
    # --- phases and cards -----------------------------------------------------------------------
    ("extra_draw", (_p("n", "int", 1),), "In your draw phase you may draw `n` more cards."),
    ("hand_limit_max_hp", (), "Your hand limit is your max HP instead of your HP."),
    (
        "lose_hp_draw",
        (_p("hp", "int", 1), _p("n", "int", 2)),
        "Play phase: lose `hp` HP to draw `n` cards (repeatable).",
    ),
    (
        "flip_heal",
        (_p("heal", "int", 1),),
        "Play phase: turn your hero face down, then recover `heal` HP.",
    ),
    (
        "draw_per_damage_dealt",
        (_p("n", "int", 1),),
        "Draw `n` cards for each point of damage you deal.",
    ),
    (
        "draw_on_strategy_use",
        (_p("n", "int", 1),),
        "Each time you use a strategy card, draw `n` cards.",
    ),
    (
        "draw_on_leader_damaged",
        (_p("n", "int", 1),),
        "When the leader takes damage you may draw `n` cards per point.",
    ),
    (
        "lifesteal_near",
        (_p("distance", "int", 1), _p("heal", "int", 1)),
        "When you damage a character within `distance`, recover `heal` HP.",
    ),
    (
        "damage_once_per_turn",
        (),
        "After your first damage in a turn, further damage to you that turn is prevented.",
    ),
    (
        "lose_hp_power_turn",
        (_p("hp", "int", 1), _p("amount", "int", 1)),
        "Any time: lose `hp` HP; your moves have +`amount` power for the rest of the turn.",
    ),
    (
        "full_heal_on_kill",
        (),
        "After you kill a character, recover up to your max HP.",
    ),
    (
        "on_other_death_heal_or_draw",
        (_p("heal", "int", 1), _p("n", "int", 2)),
        "When another character dies, recover `heal` HP or draw `n` cards.",
    ),
    # --- skills that make or copy cards -----------------------------------------------------------
    (
        "convert_card",
        (
            _p("face", "face"),
            _p("colours", "colour_set"),
            _p("play_phase_only", "bool", False),
            _p("per_turn", "int", 0),
            _p("responses_only", "bool", False),
        ),
        "Use or play a card of `colours` from hand as the card `face` (`per_turn` 0: no limit;"
        " `play_phase_only`: not in answer windows; `responses_only`: only in answer windows).",
    ),
    (
        "skill_as_card",
        (_p("face", "face"), _p("per_turn", "int", 1)),
        "Play phase, `per_turn` times: act as if using the card `face`, spending no card.",
    ),
    (
        "move_as_colour",
        (_p("colours", "colour_set"),),
        "A move you put out may count as a colour of `colours` (your choice); it keeps its skill.",
    ),
    (
        "virtual_move",
        (
            _p("colours", "colour_set"),
            _p("move_colour", "colour"),
            _p("power", "int", 1),
            _p("range", "int", 1),
        ),
        "Put out a card of `colours` as a skill-less move of `move_colour`, `power` x `range`.",
    ),
    (
        "judgement_replace",
        (_p("colours", "colour_set"),),
        "When any judgement card is revealed you may replace it with a hand card of `colours`.",
    ),
    # --- everything else: one id per printed skill (base heroes) --------------------------------
    ("discard_colour_nullify_attack", (_p("colour", "colour"),), "金钟罩"),
    ("immune_others_strategy", (), "蒙面"),
    ("arrange_top_cards", (_p("min", "int", 2), _p("max", "int", 5)), "通天"),
    ("take_own_judgement_card", (), "反清"),
    ("huagong_dafa", (_p("damage", "int", 1),), "化功大法 (hero)"),
    ("immune_internal_skills", (), "绣花针"),
    ("switch_gender", (), "阴阳颠倒"),
    ("unblockable_same_gender", (_p("colours", "colour_set"),), "葵花宝典 (hero)"),
    (
        "after_auto_block_judgement_damage",
        (_p("colour", "colour"), _p("damage", "int", 2)),
        "六脉神剑 (hero)",
    ),
    ("draw_on_equipment_lost", (_p("n", "int", 1),), "藏经阁"),
    ("heal_on_shaolin_card", (_p("heal", "int", 1),), "少林方丈"),
    ("damage_to_hp_loss", (_p("colours", "colour_set"),), "一剑无血"),
    ("page_boys", (_p("draw", "int", 11), _p("keep", "int", 6)), "六合童子"),
    ("poisoned_power_bonus", (_p("amount", "int", 1),), "服毒练功"),
    ("discard_draw", (_p("max", "int", 5), _p("per_turn", "int", 1)), "逍遥神丐"),
    ("force_attack_nearest_or_damage", (_p("damage", "int", 1),), "碧海潮生曲"),
    ("reveal_take_colours", (_p("n", "int", 5),), "五轮大转"),
    ("poison_immunity_draw", (_p("n", "int", 1),), "五仙教主"),
    ("discard_for_power", (), "九式剑诀"),
    ("mirror_attack_move", (_p("colours", "colour_set"),), "还施彼身"),
    ("take_resolved_strategy", (), "复国大任"),
    ("immune_move_skills_no_mental", (), "逆行经脉 (hero)"),
    ("charge_move", (_p("bonus", "int", 1),), "蛤蟆功 (hero)"),
    (
        "death_attacks",
        (
            _p("targets", "int", 3),
            _p("colour", "colour"),
            _p("power", "int", 2),
            _p("face", "face"),
        ),
        "亢龙有悔 (`face`: the card face its card-less moves show)",
    ),
    ("aoxing_tianxia", (_p("colour", "colour"), _p("range", "int", 2)), "傲行天下"),
    ("untargetable_small_hand", (_p("max_hand", "int", 2),), "万里独行"),
    ("kuangfeng_kuaidao", (), "狂风快刀"),
    ("ignore_mental_no_internal", (), "八荒六合 (hero)"),
    ("white_card_distance", (_p("colour", "colour"), _p("amount", "int", -1)), "草上飞"),
    ("opposite_gender_power_no_internal", (_p("amount", "int", 1),), "玉女心经 (hero)"),
    ("recolour_cards", (_p("from_colour", "colour"), _p("to_colour", "colour")), "白衣仙女"),
    ("counter_take_hand_card", (), "缠丝手"),
    ("pay_for_attack", (_p("hp", "int", 1),), "连击"),
    ("extra_turn_after_kill", (), "暴走"),
    ("lose_hp_rescue", (_p("hp", "int", 1), _p("heal", "int", 1)), "南僧"),
    ("heal_if_no_move_played", (_p("heal", "int", 1),), "易筋"),
    ("draw_when_targeted_by_colour", (_p("colour", "colour"), _p("n", "int", 1)), "借力"),
    ("draw_on_colour_played", (_p("colour", "colour"), _p("n", "int", 1)), "打力"),
    ("immune_colour_from_others", (_p("colour", "colour"),), "九阳护体"),
    ("move_table_card", (_p("colour", "colour"),), "乾坤大挪移 (hero)"),
    ("take_damaging_move", (), "武痴"),
    ("after_attack_damage_discard", (), "寒冰掌 (hero)"),
    ("hanbing_zhenqi", (_p("colour", "colour"), _p("damage", "int", 1)), "寒冰真气"),
    # --- expansion heroes -----------------------------------------------------------------------
    ("no_counters", (), "百花错拳"),
    (
        "strategy_as_move",
        (_p("colour", "colour"), _p("power", "int", 2), _p("range", "int", 2)),
        "书生剑法",
    ),
    ("two_cards_as_move", (_p("power", "int", 2), _p("range", "int", 2)), "纯阳无极功"),
    ("male_attacker_pays", (), "绝色倾城"),
    ("give_phase", (_p("colour", "colour"),), "紫衫龙王"),
    ("hidden_identity", (), "金花婆婆"),
    (
        "untargetable_by_colour",
        (_p("colour", "colour"), _p("self_too", "bool", False)),
        "剑家 / 弃剑 (`self_too`: nor may you use moves of `colour`)",
    ),
    ("colour_power_bonus", (_p("colour", "colour"), _p("amount", "int", 1)), "剑圣"),
    ("jianmo", (), "剑魔"),
    ("colour_always_counters", (_p("colour", "colour"),), "独孤九剑 (风清扬)"),
    ("draw_give_on_counter", (), "剑宗传人"),
    (
        "attribute_guard",
        (_p("colours", "colour_set"), _p("per_turn", "int", 1)),
        "闭穴功 / 移宫易穴",
    ),
    ("female_power_and_damage", (_p("amount", "int", 1), _p("min_damage", "int", 2)), "阴阳倒乱刃"),
    ("any_strategy_light", (_p("colours", "colour_set"),), "智计百出"),
    ("thorns", (), "软猬甲"),
    ("give_equipment", (), "神功传世"),
    ("store_move_reattack", (), "九阴神功"),
    ("heal_by_hero_colour", (_p("face", "face"),), "见死不救 (`face`: the medicine it makes)"),
    ("draw_on_heal_skill", (_p("n", "int", 1),), "蝶谷医仙"),
    ("draw_on_poisoned", (_p("n", "int", 1),), "王难姑"),
    (
        "hp_gated_skill",
        (
            _p("colours", "colour_set"),
            _p("move_colour", "colour"),
            _p("power", "int", 1),
            _p("range", "int", 1),
            _p("min_hp", "int", 3),
        ),
        "辽东大侠: while HP >= `min_hp`, 胡家刀法 (as virtual_move, same params)",
    ),
    ("tie_break_low_hp", (_p("max_hp", "int", 2),), "金面佛"),
    ("switch_damage_colour", (_p("colours", "colour_set"),), "铁剑门 / 摧心掌"),
    ("judge_on_hand_loss", (), "多灾多难"),
    ("draw_on_dark_judgement", (), "神功自成"),
    ("store_pile_prevent", (_p("limit", "int", 7),), "金刚不坏体"),
    ("medicine_as_move", (_p("power", "int", 2), _p("range", "int", 2)), "苦海无边"),
    ("killer_loses_skill", (), "回头是岸"),
    ("near_power_floor", (_p("distance", "int", 1), _p("floor", "int", 2)), "五毒神掌"),
    ("qingxin_tokens", (_p("tokens", "int", 4),), "玉女倾心"),
    ("qingxin_power", (), "素心剑法"),
    ("take_discarded_colour", (_p("colour", "colour"),), "自宫练剑"),
    (
        "free_virtual_move",
        (
            _p("colour", "colour"),
            _p("power", "int", 2),
            _p("range", "int", 2),
            _p("face", "face"),
        ),
        "无相神功 (`face`: the move face shown for the card-less move)",
    ),
    ("discard_flip_other", (_p("colour", "colour"),), "寒袖拂穴"),
    ("ally_plays_move", (), "倚天剑 (hero)"),
    ("damage_to_loss_draw", (), "灭绝人性"),
    ("out_of_range_power_floor", (_p("floor", "int", 2),), "百变千幻剑 (hero)"),
    ("hp_distance", (_p("min_hp", "int", 3),), "潇湘夜雨"),
    ("borrowed_knife", (), "借刀杀人"),
    ("reborn", (_p("draw", "int", 5),), "立地成佛"),
    ("near_damage_heal", (_p("colour", "colour"),), "杀人名医"),
    ("discard_rescue", (_p("colours", "colour_set"),), "重接筋脉"),
    ("strategy_forces_discard", (_p("distance", "int", 1), _p("damage", "int", 1)), "一言止杀"),
    ("draw_vs_evil", (_p("n", "int", 1),), "嫉恶如仇"),
    ("damage_tokens", (_p("start", "int", 0),), "坑蒙拐骗 / 无恶不作"),
    (
        "tokens_for_skills",
        (_p("cost", "int", 2), _p("amount", "int", -1), _p("colours", "colour_set")),
        "铁掌水上漂 (for the turn: attack distance `amount`, free attacks with `colours`)",
    ),
    ("token_prevent", (_p("amount", "int", 1),), "脚底抹油"),
    ("judge_alignment_take", (), "笑傲江湖"),
    ("invite_attack", (), "金盆洗手"),
    ("trade_cards", (_p("colour", "colour"),), "干戈玉帛"),
    ("draw_per_damage_taken", (_p("n", "int", 1),), "易筋经"),
    ("judge_convert_or_damage", (_p("cost", "int", 1), _p("damage", "int", 1)), "穷凶极恶"),
    ("tokens_damage_good", (_p("cost", "int", 4), _p("damage", "int", 1)), "恶贯满盈"),
    ("discard_table_card_in_range", (), "珍珑棋局"),
    ("strategy_immune_costly", (_p("hp", "int", 1),), "装聋作哑"),
    ("virtual_equipment", (_p("face", "face"),), "先天功 / 神行百变 / 混元功"),
    ("flip_multi_target", (_p("targets", "int", 3), _p("colour", "colour")), "一剑化三清"),
    ("redirect_strategy", (), "巧舌如簧"),
    ("reduce_big_damage", (_p("min", "int", 2),), "金蝉宝甲"),
    ("thunder_palm", (_p("face", "face"),), "奔雷手 (a move as the move `face`)"),
    (
        "counter_judgement_damage",
        (_p("colour", "colour"), _p("judge", "colour"), _p("damage", "int", 1)),
        "霹雳掌",
    ),
    ("any_poison_dark", (_p("colours", "colour_set"),), "使毒圣手"),
    ("any_medicine_light", (_p("colours", "colour_set"),), "药王神篇"),
    ("take_per_damage", (), "北冥神功 (hero)"),
    ("give_hand_cards", (), "神功相赠"),
    ("treasure_cards", (), "搜罗至宝"),
    ("treasure_duel", (_p("face", "face"),), "投其所好 (`face`: the duel card it counts as)"),
    ("give_move_order_attack", (_p("damage", "int", 1),), "苦头陀"),
    ("any_card_as_move", (_p("power", "int", 1), _p("range", "int", 1)), "杂阿含功 (hero)"),
    ("poison_immune_convert", (_p("face", "face"), _p("colours", "colour_set")), "十香软筋散"),
    ("damaged_source_choice", (_p("hp", "int", 1),), "玄冥寒毒"),
    ("reveal_take_equipment", (_p("heal", "int", 1),), "阎王敌"),
    ("heal_two_by_colour", (_p("heal", "int", 1),), "神医"),
    ("fixed_attack_range", (_p("range", "int", 6),), "顶天立地"),
    ("immune_colour_damage", (_p("colour", "colour"),), "泥鳅功"),
    ("blocked_discard_target", (), "七绝针"),
    ("discard_healer_card", (), "寒阴箭"),
    ("equipment_as_move", (_p("power", "int", 2), _p("range", "int", 2)), "金蛇锥"),
    ("draw_on_leader_damage", (_p("n", "int", 1),), "七省盟主"),
    ("change_hero_colour", (), "变脸"),
    ("demand_colour_card", (_p("damage", "int", 1),), "巧取豪夺"),
    (
        "convert_delayed_card",
        (_p("face", "face"), _p("colours", "colour_set"), _p("play_phase_only", "bool", True)),
        "Play phase: use a hand card of `colours` as the delayed card `face`.",
    ),
    (
        "convert_pair_card",
        (_p("face", "face"), _p("colours", "colour_set"), _p("play_phase_only", "bool", True)),
        "Play phase: use a hand card of `colours` as the two-character card `face`.",
    ),
)

SKILLS: dict[str, Skill] = {}
for _code, (_id, _params, _summary) in enumerate(_SPECS):
    if _id in SKILLS:  # pragma: no cover - registry sanity
        raise RuntimeError(f"duplicate skill id {_id!r}")
    for _par in _params:
        if _par.type not in PARAM_TYPES:  # pragma: no cover - registry sanity
            raise RuntimeError(f"skill {_id!r}: unknown parameter type {_par.type!r}")
    if len(_params) > MAX_PARAMS:  # pragma: no cover - registry sanity
        raise RuntimeError(f"skill {_id!r} declares more than {MAX_PARAMS} parameters")
    SKILLS[_id] = Skill(_id, _code, _params, _summary)

SKILL_IDS: tuple[str, ...] = tuple(SKILLS)
"""Skill ids by code."""

# Integer codes for the engine (numba folds module-level ints): SKILL_<ID upper-cased>.
SKILL_NONE = 0
SKILL_POWER_FLOOR = 1
SKILL_ALWAYS_COUNTER_COLOUR = 2
SKILL_COUNTER_SAME_COLOUR = 3
SKILL_LOW_HP_POWER = 4
SKILL_DEFEND_COLOUR_AUTO_BLOCK = 5
SKILL_UNLIMITED_ATTACKS = 6
SKILL_ATTACK_DISTANCE = 7
SKILL_DEFEND_DISTANCE = 8
SKILL_EXTRA_DRAW = 9
SKILL_HAND_LIMIT_MAX_HP = 10
SKILL_LOSE_HP_DRAW = 11
SKILL_FLIP_HEAL = 12
SKILL_DRAW_PER_DAMAGE_DEALT = 13
SKILL_DRAW_ON_STRATEGY_USE = 14
SKILL_DRAW_ON_LEADER_DAMAGED = 15
SKILL_LIFESTEAL_NEAR = 16
SKILL_DAMAGE_ONCE_PER_TURN = 17
SKILL_LOSE_HP_POWER_TURN = 18
SKILL_FULL_HEAL_ON_KILL = 19
SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW = 20
SKILL_CONVERT_CARD = 21
SKILL_SKILL_AS_CARD = 22
SKILL_MOVE_AS_COLOUR = 23
SKILL_VIRTUAL_MOVE = 24
SKILL_JUDGEMENT_REPLACE = 25
SKILL_DISCARD_COLOUR_NULLIFY_ATTACK = 26
SKILL_IMMUNE_OTHERS_STRATEGY = 27
SKILL_ARRANGE_TOP_CARDS = 28
SKILL_TAKE_OWN_JUDGEMENT_CARD = 29
SKILL_HUAGONG_DAFA = 30
SKILL_IMMUNE_INTERNAL_SKILLS = 31
SKILL_SWITCH_GENDER = 32
SKILL_UNBLOCKABLE_SAME_GENDER = 33
SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE = 34
SKILL_DRAW_ON_EQUIPMENT_LOST = 35
SKILL_HEAL_ON_SHAOLIN_CARD = 36
SKILL_DAMAGE_TO_HP_LOSS = 37
SKILL_PAGE_BOYS = 38
SKILL_POISONED_POWER_BONUS = 39
SKILL_DISCARD_DRAW = 40
SKILL_FORCE_ATTACK_NEAREST_OR_DAMAGE = 41
SKILL_REVEAL_TAKE_COLOURS = 42
SKILL_POISON_IMMUNITY_DRAW = 43
SKILL_DISCARD_FOR_POWER = 44
SKILL_MIRROR_ATTACK_MOVE = 45
SKILL_TAKE_RESOLVED_STRATEGY = 46
SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL = 47
SKILL_CHARGE_MOVE = 48
SKILL_DEATH_ATTACKS = 49
SKILL_AOXING_TIANXIA = 50
SKILL_UNTARGETABLE_SMALL_HAND = 51
SKILL_KUANGFENG_KUAIDAO = 52
SKILL_IGNORE_MENTAL_NO_INTERNAL = 53
SKILL_WHITE_CARD_DISTANCE = 54
SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL = 55
SKILL_RECOLOUR_CARDS = 56
SKILL_COUNTER_TAKE_HAND_CARD = 57
SKILL_PAY_FOR_ATTACK = 58
SKILL_EXTRA_TURN_AFTER_KILL = 59
SKILL_LOSE_HP_RESCUE = 60
SKILL_HEAL_IF_NO_MOVE_PLAYED = 61
SKILL_DRAW_WHEN_TARGETED_BY_COLOUR = 62
SKILL_DRAW_ON_COLOUR_PLAYED = 63
SKILL_IMMUNE_COLOUR_FROM_OTHERS = 64
SKILL_MOVE_TABLE_CARD = 65
SKILL_TAKE_DAMAGING_MOVE = 66
SKILL_AFTER_ATTACK_DAMAGE_DISCARD = 67
SKILL_HANBING_ZHENQI = 68
SKILL_NO_COUNTERS = 69
SKILL_STRATEGY_AS_MOVE = 70
SKILL_TWO_CARDS_AS_MOVE = 71
SKILL_MALE_ATTACKER_PAYS = 72
SKILL_GIVE_PHASE = 73
SKILL_HIDDEN_IDENTITY = 74
SKILL_UNTARGETABLE_BY_COLOUR = 75
SKILL_COLOUR_POWER_BONUS = 76
SKILL_JIANMO = 77
SKILL_COLOUR_ALWAYS_COUNTERS = 78
SKILL_DRAW_GIVE_ON_COUNTER = 79
SKILL_ATTRIBUTE_GUARD = 80
SKILL_FEMALE_POWER_AND_DAMAGE = 81
SKILL_ANY_STRATEGY_LIGHT = 82
SKILL_THORNS = 83
SKILL_GIVE_EQUIPMENT = 84
SKILL_STORE_MOVE_REATTACK = 85
SKILL_HEAL_BY_HERO_COLOUR = 86
SKILL_DRAW_ON_HEAL_SKILL = 87
SKILL_DRAW_ON_POISONED = 88
SKILL_HP_GATED_SKILL = 89
SKILL_TIE_BREAK_LOW_HP = 90
SKILL_SWITCH_DAMAGE_COLOUR = 91
SKILL_JUDGE_ON_HAND_LOSS = 92
SKILL_DRAW_ON_DARK_JUDGEMENT = 93
SKILL_STORE_PILE_PREVENT = 94
SKILL_MEDICINE_AS_MOVE = 95
SKILL_KILLER_LOSES_SKILL = 96
SKILL_NEAR_POWER_FLOOR = 97
SKILL_QINGXIN_TOKENS = 98
SKILL_QINGXIN_POWER = 99
SKILL_TAKE_DISCARDED_COLOUR = 100
SKILL_FREE_VIRTUAL_MOVE = 101
SKILL_DISCARD_FLIP_OTHER = 102
SKILL_ALLY_PLAYS_MOVE = 103
SKILL_DAMAGE_TO_LOSS_DRAW = 104
SKILL_OUT_OF_RANGE_POWER_FLOOR = 105
SKILL_HP_DISTANCE = 106
SKILL_BORROWED_KNIFE = 107
SKILL_REBORN = 108
SKILL_NEAR_DAMAGE_HEAL = 109
SKILL_DISCARD_RESCUE = 110
SKILL_STRATEGY_FORCES_DISCARD = 111
SKILL_DRAW_VS_EVIL = 112
SKILL_DAMAGE_TOKENS = 113
SKILL_TOKENS_FOR_SKILLS = 114
SKILL_TOKEN_PREVENT = 115
SKILL_JUDGE_ALIGNMENT_TAKE = 116
SKILL_INVITE_ATTACK = 117
SKILL_TRADE_CARDS = 118
SKILL_DRAW_PER_DAMAGE_TAKEN = 119
SKILL_JUDGE_CONVERT_OR_DAMAGE = 120
SKILL_TOKENS_DAMAGE_GOOD = 121
SKILL_DISCARD_TABLE_CARD_IN_RANGE = 122
SKILL_STRATEGY_IMMUNE_COSTLY = 123
SKILL_VIRTUAL_EQUIPMENT = 124
SKILL_FLIP_MULTI_TARGET = 125
SKILL_REDIRECT_STRATEGY = 126
SKILL_REDUCE_BIG_DAMAGE = 127
SKILL_THUNDER_PALM = 128
SKILL_COUNTER_JUDGEMENT_DAMAGE = 129
SKILL_ANY_POISON_DARK = 130
SKILL_ANY_MEDICINE_LIGHT = 131
SKILL_TAKE_PER_DAMAGE = 132
SKILL_GIVE_HAND_CARDS = 133
SKILL_TREASURE_CARDS = 134
SKILL_TREASURE_DUEL = 135
SKILL_GIVE_MOVE_ORDER_ATTACK = 136
SKILL_ANY_CARD_AS_MOVE = 137
SKILL_POISON_IMMUNE_CONVERT = 138
SKILL_DAMAGED_SOURCE_CHOICE = 139
SKILL_REVEAL_TAKE_EQUIPMENT = 140
SKILL_HEAL_TWO_BY_COLOUR = 141
SKILL_FIXED_ATTACK_RANGE = 142
SKILL_IMMUNE_COLOUR_DAMAGE = 143
SKILL_BLOCKED_DISCARD_TARGET = 144
SKILL_DISCARD_HEALER_CARD = 145
SKILL_EQUIPMENT_AS_MOVE = 146
SKILL_DRAW_ON_LEADER_DAMAGE = 147
SKILL_CHANGE_HERO_COLOUR = 148
SKILL_DEMAND_COLOUR_CARD = 149
SKILL_CONVERT_DELAYED_CARD = 150
SKILL_CONVERT_PAIR_CARD = 151

_CONSTANTS = {n: v for n, v in globals().items() if re.fullmatch(r"SKILL_[A-Z0-9_]+", n)}
_CONSTANTS.pop("SKILL_IDS")
for _n, _v in _CONSTANTS.items():  # pragma: no cover - registry sanity
    if SKILL_IDS[_v].upper() != _n.removeprefix("SKILL_"):
        raise RuntimeError(f"{_n} = {_v} does not name skill {SKILL_IDS[_v]!r}")
del _CONSTANTS


def encode_skill_params(
    skill_id: str, params: dict[str, Any] | None, face_index: dict[str, int]
) -> list[int]:
    """Validate ``params`` for ``skill_id`` and encode them as ``MAX_PARAMS`` ints.

    ``face_index`` maps card face ids to face indices (for ``face`` parameters). Raises
    ValueError naming the problem (unknown skill, unknown / missing parameter, bad value).
    """
    if skill_id not in SKILLS:
        raise ValueError(f"unknown skill id {skill_id!r}")
    spec = SKILLS[skill_id]
    params = dict(params or {})
    unknown = sorted(set(params) - set(spec.param_names()))
    if unknown:
        expected = ", ".join(spec.param_names()) or "none"
        raise ValueError(
            f"skill {skill_id!r}: unknown param(s) {', '.join(unknown)} (expected: {expected})"
        )
    row = [0] * MAX_PARAMS
    for i, p in enumerate(spec.params):
        if p.name in params:
            value = params[p.name]
        elif p.required:
            raise ValueError(f"skill {skill_id!r}: missing required param {p.name!r} ({p.type})")
        else:
            value = p.default
        try:
            if p.type == "face":
                if value not in face_index:
                    raise ValueError(f"unknown card face {value!r}")
                row[i] = face_index[value]
            else:
                row[i] = _encode_value(p.type, value)
        except ValueError as exc:
            raise ValueError(f"skill {skill_id!r}: param {p.name!r} ({p.type}): {exc}") from None
    return row
