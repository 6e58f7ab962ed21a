"""Small card rules shared by several procedures: equipment slots and equipping, heals, cleansing
poisons, whether an art's move skill is on, locked equipment effects at a trigger point.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_ATTRIBUTE_GUARD,
    EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD,
    EFFECT_DAMAGE_ONCE_PER_TURN_DRAW,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_NONE,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
)
from qxs_env.rulesets.qxs.layout import (
    EV_EQUIP,
    EV_FACE_DOWN,
    EV_HEAL,
    EV_STATUS,
    ST_LINKED,
    ST_SKIP,
    TP_BEFORE_DAMAGE,
)

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
    if g.dying[p] and death_attacks_skill.skill_death_decided(g, p):
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
def locked_effect(g, tb, cfg, point, owner, c, subject, source, ctx):
    """Apply a locked (non-optional) triggered effect of card c owned by ``owner`` at once."""
    f = tb.card_face[c]
    e = tb.face_effect[f]
    if e == EFFECT_ATTRIBUTE_GUARD and point == TP_BEFORE_DAMAGE:
        # 闭穴功 / 移宫易穴: the first damage of the named attributes each turn is prevented
        attribute_guard_card.guard_damage(g, tb, owner, f, ctx)
    elif e == EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD and point == TP_BEFORE_DAMAGE:
        # 少林洗髓经: at most `cap` damage at a time
        damage_cap_heal_on_discard_card.cap_damage(g, tb, owner, f, ctx)
    elif e == EFFECT_DAMAGE_ONCE_PER_TURN_DRAW and point == TP_BEFORE_DAMAGE:
        # 少林易筋经: damaged at most `events` times per turn (whoever's turn it is)
        damage_once_per_turn_draw_card.limit_damage(g, tb, owner, f, ctx)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
    to_equip,
)
from qxs_env.rulesets.qxs.cards import attribute_guard as attribute_guard_card
from qxs_env.rulesets.qxs.cards import damage_cap_heal_on_discard as damage_cap_heal_on_discard_card
from qxs_env.rulesets.qxs.cards import damage_once_per_turn_draw as damage_once_per_turn_draw_card
from qxs_env.rulesets.qxs.help_history import note_heal
from qxs_env.rulesets.qxs.skill_queries import (
    heal_watched,
)
from qxs_env.rulesets.qxs.skills import death_attacks as death_attacks_skill
