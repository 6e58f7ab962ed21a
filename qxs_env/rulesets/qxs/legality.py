"""Legality of card use, shared by the play mask and the target mask: whether a card can be used
now, on which targets, whether an art is on or ignored, linking, placing delayed cards.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    c_effect,
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A2,
    FR_A3,
    FR_OP,
    FR_P,
    JUDGE_AREA,
    MAX_CARDS,
    N_JUDGE_ACTIONS,
    OP_DAMAGE,
    Z_EQUIP,
    Z_JUDGE,
    Z_STORE,
)
from qxs_env.engine.stack import (
    next_alive,
)
from qxs_env.engine.zones import (
    count_cards,
    judge_face,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MENTAL,
    CAT_MOVE,
    CAT_STRATEGY,
    SLOT_EITHER_LIGHTNESS,
    SLOT_INTERNAL,
    SLOT_MENTAL,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DEFENCE_MOVE_SKILLS,
    EFFECT_FIX_DISTANCE,
    EFFECT_IGNORE_TARGET_MENTAL,
    EFFECT_UNLIMITED_ATTACKS,
    EFFECT_VIRTUAL_MOVE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_IMMUNE_INTERNAL_SKILLS,
)
from qxs_env.rulesets.qxs.layout import (
    C_ATTACKS_PER_TURN,
    CF_REVEALED_NOW,
    GENDER_NONE,
    OP_ATTACK,
    PT_ATTACKS,
    PT_EXTRA_ATTACKS,
)

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
    return cards_dispatch.card_valid_second(g, tb, cfg, c, first, x, c_effect(g, tb, c))


@njit_cached
def harmful(g, tb, c):
    """Does card c count as aimed against its target (history H_HARM)? (Its effect may say
    not: a card that helps.)"""
    return cards_dispatch.card_harmful(g, tb, c, c_effect(g, tb, c))


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
    if g.hero[t] >= 0 and poison_immune_convert_skill.skill_face_immune(
        g, tb, t, c
    ):  # 十香软筋散 (hero): that card never
        return False  # affects it
    f = c_face(g, tb, c)  # (virtual: a card a hero skill makes)
    e = c_effect(g, tb, c)
    if t != p and c_cat(g, tb, c) == CAT_STRATEGY and skill_immune_strategy(g, t):
        return False  # 蒙面
    if (
        t != p
        and c_cat(g, tb, c) == CAT_STRATEGY
        and g.hero[t] >= 0
        and strategy_immune_costly_skill.skill_strategy_deaf(g, t)
    ):
        return False  # 装聋作哑
    return cards_dispatch.card_valid_target(
        g, tb, cfg, p, c, f, t, dist, e
    )  # the effect's own rule


@njit_cached
def needs_target(g, tb, c):
    """Is card c used on a target the user chooses (a move, or an effect with the ordinary
    target prompt)?"""
    if c_cat(g, tb, c) == CAT_MOVE:
        return True
    return cards_dispatch.card_needs_target(g, tb, c, c_effect(g, tb, c))


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
        if (
            g.hero[p] >= 0
            and (untargetable_by_colour_skill.skill_banned_colours(g, p) >> colour_of(g, tb, c, p))
            & 1
            != 0
        ):
            return False  # 弃剑: p may not use moves of that colour
        if not may_attack(g, tb, cfg, p) and not unlimited_attacks_skill.skill_free_attack(
            g, p, colour_of(g, tb, c, p)
        ):
            if not (c < MAX_CARDS and g.zone[c] == Z_STORE):  # (狂风快刀: stored, free)
                if not tokens_for_skills_skill.skill_token_free_attack(
                    g, p, colour_of(g, tb, c, p)
                ):  # 铁掌水上漂
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
    return cards_dispatch.card_usable(
        g, tb, cfg, p, c, f, e
    )  # a card without a target: its own rule


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
    if (
        a >= 0 and g.hero[a] >= 0 and ignore_mental_no_internal_skill.skill_ignores_mental(g, a)
    ):  # 八荒六合 (hero)
        return True
    if a < 0 or internal_shielded(g, a, t):
        return False
    return equipped_effect(g, tb, a, SLOT_INTERNAL, EFFECT_IGNORE_TARGET_MENTAL) >= 0


@njit_cached
def internal_shielded(g, a, t):
    """绣花针: skills of a's internal art cannot take t as their target (t is another hero with
    the skill)."""
    if t < 0 or g.hero[t] < 0:
        return False
    return skill_slot(
        g, t, SKILL_IMMUNE_INTERNAL_SKILLS
    ) >= 0 and immune_internal_skills_skill.shields(a, t)


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
        return fix_distance_card.skill_usable(g, tb, p, f, attacking)
    if tb.face_effect[f] == EFFECT_VIRTUAL_MOVE:  # 无极功, 杂阿含功: hand cards as a move
        return virtual_move_card.skill_usable(g, tb, cfg, p, f, attacking, dist)
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


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.cards import dispatch as cards_dispatch
from qxs_env.rulesets.qxs.cards import fix_distance as fix_distance_card
from qxs_env.rulesets.qxs.cards import virtual_move as virtual_move_card
from qxs_env.rulesets.qxs.geometry import (
    attack_range,
    distance,
    equipped_effect,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_colour_immune,
    skill_immune_strategy,
    skill_slot,
    skill_untargetable,
    skill_virtual_equip,
)
from qxs_env.rulesets.qxs.skills import ignore_mental_no_internal as ignore_mental_no_internal_skill
from qxs_env.rulesets.qxs.skills import immune_internal_skills as immune_internal_skills_skill
from qxs_env.rulesets.qxs.skills import poison_immune_convert as poison_immune_convert_skill
from qxs_env.rulesets.qxs.skills import strategy_immune_costly as strategy_immune_costly_skill
from qxs_env.rulesets.qxs.skills import tokens_for_skills as tokens_for_skills_skill
from qxs_env.rulesets.qxs.skills import unlimited_attacks as unlimited_attacks_skill
from qxs_env.rulesets.qxs.skills import untargetable_by_colour as untargetable_by_colour_skill
