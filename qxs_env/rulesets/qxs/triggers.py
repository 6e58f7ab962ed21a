"""Trigger points: ``fire`` asks every listener of a point (equipment effects, hero skills) in seat
order, ``op_trigger`` runs an optional trigger's frame, and the announcements the driver makes
between steps (equipment lost).
"""

from __future__ import annotations

from qxs_env.constants import (
    SLOT_MENTAL,
)
from qxs_env.content.effects import (
    EFFECT_DAMAGE_ONCE_PER_TURN_DRAW,
    EFFECT_DAMAGED_DISCARD_TO_RETALIATE,
    EFFECT_DAMAGED_MOVE_TABLE_CARD,
    EFFECT_DAMAGED_TAKE_FROM_SOURCE,
    EFFECT_JUDGEMENT_BLOCK,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_BASE,
    FR_A0,
    FR_A1,
    FR_A6,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_HELD,
    OP_JUDGEMENT,
    Z_EQUIP,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    OP_TRIGGER,
    ROLE_SOURCE,
    ROLE_SUBJECT,
    TP_EQUIP_LOST,
    TRIG_OPTIONAL,
)


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
            damaged_discard_to_retaliate_card.offer(g, tb, i, p, q, c, f)
            return
        if e == EFFECT_DAMAGED_MOVE_TABLE_CARD:  # 乾坤大挪移: choosing a seat is the answer
            damaged_move_table_card_card.offer(g, tb, cfg, i, p, c)
            return
        if e == EFFECT_DAMAGED_TAKE_FROM_SOURCE:  # 北冥神功: a source with cards
            if not damaged_take_from_source_card.source_has_cards(g, q):
                pop(g)
                return
        g.stk[i, FR_ST] = 1
        push(g, DEC_CONFIRM, p, q, c, -1, 0, 0)
    elif st == 1:
        if g.stk[i, FR_R] != 1:
            pop(g)
            return
        if e == EFFECT_DAMAGE_ONCE_PER_TURN_DRAW:  # 少林易筋经: draw
            damage_once_per_turn_draw_card.draw(g, tb, p, f)
            pop(g)
        elif e == EFFECT_DAMAGED_TAKE_FROM_SOURCE:  # 北冥神功
            damaged_take_from_source_card.accept(g, tb, i, f)
        else:
            g.stk[i, FR_ST] = 2
            push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    elif st == 2:
        col = g.stk[i, FR_R]
        if e == EFFECT_JUDGEMENT_BLOCK:  # 混元气
            judgement_block_card.judged(g, tb, p, f, ctx, col)
        pop(g)
    elif st == 10:  # 地火功: a card paid (-1: declined); the source takes the damage
        damaged_discard_to_retaliate_card.paid(g, tb, i, p, q, c, f)
    elif st >= 20 and st <= 22:  # 乾坤大挪移: whose card, which card, where
        damaged_move_table_card_card.move_step(g, tb, i, p, c, st)
    elif st == 30 or st == 31:  # 北冥神功: take cards of the source
        damaged_take_from_source_card.take_step(g, i, p, q, c, st)
    else:
        pop(g)


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


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_rules import (
    locked_effect,
)
from qxs_env.rulesets.qxs.cards import damage_once_per_turn_draw as damage_once_per_turn_draw_card
from qxs_env.rulesets.qxs.cards import (
    damaged_discard_to_retaliate as damaged_discard_to_retaliate_card,
)
from qxs_env.rulesets.qxs.cards import damaged_move_table_card as damaged_move_table_card_card
from qxs_env.rulesets.qxs.cards import damaged_take_from_source as damaged_take_from_source_card
from qxs_env.rulesets.qxs.cards import judgement_block as judgement_block_card
from qxs_env.rulesets.qxs.legality import (
    mental_ignored,
)
from qxs_env.rulesets.qxs.skill_firing import (
    fire_skills_locked,
    fire_skills_optional,
)
from qxs_env.rulesets.qxs.tables import (
    EQUIP_POINTS,
    TRIGGERS,
)
