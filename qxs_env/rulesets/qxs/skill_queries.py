"""Rule-number queries of the hero skills (power, counters, distance, targets, answers, tokens):
the small functions the rules call where those numbers are computed; each asks the skills of
the seats concerned.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    EV_DRAW,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A6,
    FR_OP,
    FR_P,
    FR_ST,
    NV,
    OP_DYING,
    OP_JUDGEMENT,
    OP_PLAY_PHASE,
    OP_TURN,
    V_CAT,
    V_EFFECT,
    V_NPHYS,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
    judge_face,
    stored_card_of_type,
    top_card,
)
from qxs_env.rulesets.qxs.card_model import (
    V_POWER,
    V_RANGE,
    scratch_card,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
    CAT_POISON,
    SLOT_EITHER_LIGHTNESS,
    SLOT_MENTAL,
    SLOT_MINUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_ANY_MEDICINE_LIGHT,
    SKILL_CHANGE_HERO_COLOUR,
    SKILL_CONVERT_CARD,
    SKILL_DAMAGE_TOKENS,
    SKILL_DISCARD_HEALER_CARD,
    SKILL_EXTRA_TURN_AFTER_KILL,
    SKILL_FULL_HEAL_ON_KILL,
    SKILL_HEAL_BY_HERO_COLOUR,
    SKILL_IMMUNE_COLOUR_FROM_OTHERS,
    SKILL_IMMUNE_OTHERS_STRATEGY,
    SKILL_JUDGE_ALIGNMENT_TAKE,
    SKILL_KUANGFENG_KUAIDAO,
    SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW,
    SKILL_TREASURE_CARDS,
    SKILL_UNTARGETABLE_SMALL_HAND,
    SKILL_VIRTUAL_EQUIPMENT,
)
from qxs_env.rulesets.qxs.layout import (
    C_DRAW,
    CF_LOOKED,
    EV_HP_LOSS,
    HERO_SKILLS,
    OP_SKILL,
    SKT_ATTACK,
    SKT_HAS_CARDS,
    SKT_SELF,
    SKT_WOUNDED,
    TP_DYING,
    TP_HEALED,
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
        if framework.fire_holding(g, tb, cfg, TP_HEALED, a, a, -1):
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
    k = skill_slot(g, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS)
    return k >= 0 and immune_colour_from_others_skill.colour_immune(g, tb, t, k, p, c)


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
        if g.skills[q, k] == SKILL_HEAL_BY_HERO_COLOUR and skill_heal_ok(g, tb, q, op, x):
            return True  # 见死不救
        if g.skills[q, k] == SKILL_ANY_MEDICINE_LIGHT:  # 药王神篇
            if any_medicine_light_skill.can_answer(g, tb, q, k, op):
                return True
    return False


@njit_cached
def skill_answer_ok(g, tb, p, k, op, x):
    """convert_card in an answer window (see skill_can_answer)."""
    return convert_card_skill.answer_ok(g, tb, p, k, op, x)


@njit_cached
def skill_on_use(g, tb, cfg, p, c):
    """p uses card c in its play phase: each of p's skills that reacts does so (幕后黑手 and 打力
    draw, 易筋 notes a move, 草上飞 counts a white card: the status query ``skills_on_use``)."""
    skill_sets.skills_on_use(g, tb, cfg, p, c, c_cat(g, tb, c), colour_of(g, tb, c, p))


@njit_cached
def skill_counters(g, tb, p, col, other_col):
    """Does p's skill make its move of colour ``col`` counter one of ``other_col``? (折梅手,
    鹰爪王, 太极剑, 大力金刚: a named colour; 降龙: the same colour; 独孤九剑: his colour counters
    any: the status query ``skills_counters``)."""
    if p < 0 or col < 0 or other_col < 0:
        return False
    return skill_sets.skills_counters(g, tb, p, col, other_col)


@njit_cached
def skill_tokens(g, p):
    """The slot holding p's tokens of 坑蒙拐骗 / 无恶不作 (damage_tokens), -1 when none."""
    return skill_slot(g, p, SKILL_DAMAGE_TOKENS)


@njit_cached
def skill_untargetable(g, t, is_attack):
    """万里独行: t cannot be chosen as the target of an attack while holding few cards."""
    if is_attack:
        k = skill_slot(g, t, SKILL_UNTARGETABLE_SMALL_HAND)
        if k >= 0 and untargetable_small_hand_skill.untargetable(g, t, k):
            return True
    return False


@njit_cached
def skill_on_kill(g, tb, cfg, p, killer):
    """After ``killer`` killed p: 铁尸 (recover to full); 暴走 remembers a kill in its turn."""
    if killer >= 0 and skill_slot(g, killer, SKILL_FULL_HEAL_ON_KILL) >= 0:
        full_heal_on_kill_skill.on_kill(g, killer)
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


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework, skill_sets
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    to_hand,
)
from qxs_env.rulesets.qxs.legality import (
    can_use,
    ignores_mental,
    internal_reach,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    skill_heal_ok,
)
from qxs_env.rulesets.qxs.skills import any_medicine_light as any_medicine_light_skill
from qxs_env.rulesets.qxs.skills import convert_card as convert_card_skill
from qxs_env.rulesets.qxs.skills import full_heal_on_kill as full_heal_on_kill_skill
from qxs_env.rulesets.qxs.skills import immune_colour_from_others as immune_colour_from_others_skill
from qxs_env.rulesets.qxs.skills import untargetable_small_hand as untargetable_small_hand_skill
