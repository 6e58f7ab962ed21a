"""The clash arithmetic of an attack (R-M4): power of the attacking and defending moves with every
bonus and floor, and whether the defence counters the attack.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    MAX_CARDS,
)
from qxs_env.rulesets.qxs.card_model import (
    c_power,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_COLOUR_POWER_BONUS,
    EFFECT_COUNTER_COLOUR,
    EFFECT_FEMALE_POWER_BONUS,
    EFFECT_HAMAGONG,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_NEAR_TARGET_POWER_SET,
    EFFECT_NONE,
    EFFECT_OPPOSITE_GENDER_POWER_BONUS,
)
from qxs_env.rulesets.qxs.layout import (
    CF_REVEALED,
    PT_COUNTER_NEXT,
)


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
        return counter_colour_card.counters_colour(tb, c_face(g, tb, c), oc)
    return False


@njit_cached
def clash_power(g, tb, cfg, p, c, other_c, q, attacking):
    """Power of move c of seat p against move other_c (-1: none) of seat q (R-M4): printed power
    (or a power a skill sets), +1 when c counters the other move (colour cycle, a "counters X"
    skill, or 指点), + power skills of the move and the colour bonus of p's internal art."""
    if c < 0:
        return 0
    col = colour_of(g, tb, c, p)
    pw = power_floor_skill.skill_base_power(g, p, col, c_power(g, tb, c))  # 北侠 and other floors
    if g.hero[p] >= 0 and q >= 0:
        pw = skill_sets.skills_power_floor(g, tb, cfg, p, q, pw, attacking)  # 五毒神掌, 百变千幻剑
    e = c_effect(g, tb, c)
    f = c_face(g, tb, c)
    skill = move_skill_on(g, tb, c, attacking, other_c)
    # 先天功: the defending move's skill acts as if attacking
    xian = not attacking and defence_skills_on(g, tb, p, q)
    if xian and e != EFFECT_NONE:
        skill = True
    if c < MAX_CARDS and (g.cflag[c] & CF_REVEALED) != 0 and e != EFFECT_HAMAGONG:
        pw += charge_move_skill.skill_charge_bonus(
            g, p
        )  # 蛤蟆功 (hero): a move charged in an earlier turn
    if c < MAX_CARDS and (g.cflag[c] & CF_REVEALED) != 0 and e == EFFECT_HAMAGONG:
        pw += hamagong_card.charged_power_bonus(tb, f)  # 蛤蟆功 revealed earlier
    if skill and e == EFFECT_NEAR_TARGET_POWER_SET:  # 拈花指: power 2 at distance 1
        pw = near_target_power_set_card.set_power(g, tb, cfg, p, q, f, pw)
    if other_c >= 0 and not skill_no_counters(g, p, q):  # (百花错拳: no counter bonus)
        # R-M4 counter; 指点: the seat's next move counts as countering whatever the colours
        if counters(g, tb, c, p, other_c, q, attacking or xian) or g.pt[p, PT_COUNTER_NEXT] != 0:
            pw += 1
        elif skill_counters(g, tb, p, col, colour_of(g, tb, other_c, q)):  # 折梅手, 鹰爪王, 降龙
            pw += 1
    if skill:
        if e == EFFECT_LOW_HP_POWER_BONUS:  # 黯然销魂掌
            pw += low_hp_power_bonus_card.power_bonus(g, tb, p, f)
        elif e == EFFECT_FEMALE_POWER_BONUS:  # 越女剑法
            pw += female_power_bonus_card.power_bonus(g, tb, p, f)
    ic = equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_COLOUR_POWER_BONUS)
    if ic >= 0:  # 葵花宝典, 龙象般若功, 三花聚顶, 小无相功
        pw += colour_power_bonus_card.power_bonus(tb, tb.card_face[ic], col)
    ic = internal_on(g, tb, p, EFFECT_OPPOSITE_GENDER_POWER_BONUS, q)
    if ic >= 0:  # 玉女心经: attacking the other gender
        pw += opposite_gender_power_bonus_card.power_bonus(g, tb, p, q, tb.card_face[ic], attacking)
    if p >= 0 and g.hero[p] >= 0:  # 剑圣, 阴阳倒乱刃, 黯然销魂, 挥刀自宫, 服毒练功, 玉女心经
        pw += skill_sets.skills_power_bonus(g, tb, p, q, col, attacking)
    return pw


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import skill_sets
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.card_rules import (
    move_skill_on,
)
from qxs_env.rulesets.qxs.cards import colour_power_bonus as colour_power_bonus_card
from qxs_env.rulesets.qxs.cards import counter_colour as counter_colour_card
from qxs_env.rulesets.qxs.cards import female_power_bonus as female_power_bonus_card
from qxs_env.rulesets.qxs.cards import hamagong as hamagong_card
from qxs_env.rulesets.qxs.cards import low_hp_power_bonus as low_hp_power_bonus_card
from qxs_env.rulesets.qxs.cards import near_target_power_set as near_target_power_set_card
from qxs_env.rulesets.qxs.cards import (
    opposite_gender_power_bonus as opposite_gender_power_bonus_card,
)
from qxs_env.rulesets.qxs.geometry import (
    equipped_effect,
)
from qxs_env.rulesets.qxs.legality import (
    defence_skills_on,
    internal_on,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    skill_no_counters,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_counters,
)
from qxs_env.rulesets.qxs.skills import charge_move as charge_move_skill
from qxs_env.rulesets.qxs.skills import power_floor as power_floor_skill
