"""群侠杀's side of the trigger scan (the framework's ``fire``, :mod:`qxs_env.engine.triggers`,
whose hooks these functions implement; 群侠杀's copy is ``framework.fire``): the equipment and
its effects' trigger table (``tables.TRIGGERS``, scanned only at the points of
``EQUIP_POINTS``), the mental art ignored against 八荒六合神功, the locked equipment effects
(``card_rules.locked_effect``), the hero skills (``skill_firing``). Also ``op_trigger``, the frame
of an optional equipment effect, and the announcement of lost equipment that the driver makes
between steps (``announce_equip_lost``).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_JUDGEMENT,
    Z_EQUIP,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_MENTAL,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DAMAGE_ONCE_PER_TURN_DRAW,
    EFFECT_DAMAGED_DISCARD_TO_RETALIATE,
    EFFECT_DAMAGED_MOVE_TABLE_CARD,
    EFFECT_DAMAGED_TAKE_FROM_SOURCE,
    EFFECT_JUDGEMENT_BLOCK,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    OP_TRIGGER,
    TP_EQUIP_LOST,
)


# ---- the hooks of the framework's trigger scan (engine/triggers.py) ------------------------
@njit_inlined
def trigger_cards_listen(g, tb, cfg, point):
    """Some equipment effect listens to ``point`` (EQUIP_POINTS; most points: none)."""
    return EQUIP_POINTS[point] != 0


@njit_inlined
def trigger_cards(g, tb):
    """The equipment slots (SLOT_* order)."""
    return g.equip


@njit_inlined
def trigger_card_bits(g, tb, c, point):
    """What card c's effect listens to at ``point`` (TRIGGERS)."""
    return TRIGGERS[tb.face_effect[tb.card_face[c]], point]


@njit_inlined
def trigger_card_ignored(g, tb, p, slot, subject, source, ctx):
    """p's mental art is ignored against a holder of 八荒六合神功 (legality.mental_ignored)."""
    return slot == SLOT_MENTAL and mental_ignored(g, tb, p, subject, source, ctx)


@njit_inlined
def trigger_card_locked(g, tb, cfg, point, p, c, subject, source, ctx):
    """A locked equipment effect (card_rules.locked_effect)."""
    locked_effect(g, tb, cfg, point, p, c, subject, source, ctx)


@njit_inlined
def trigger_card_op(g, tb):
    """An optional equipment effect asks its owner in an OP_TRIGGER frame (op_trigger)."""
    return OP_TRIGGER


@njit_inlined
def trigger_seat_listens(g, p):
    """A seat with a hero has skills (its slots may be empty)."""
    return g.hero[p] >= 0


@njit_inlined
def trigger_seat_locked(g, tb, cfg, point, p, subject, source, ctx):
    """p's locked hero skills (skill_firing.fire_skills_locked)."""
    fire_skills_locked(g, tb, cfg, point, p, subject, source, ctx)


@njit_inlined
def trigger_seat_optional(g, tb, cfg, point, p, subject, source, ctx):
    """One OP_SKILL frame for p's optional hero skills (skill_firing.fire_skills_optional)."""
    return fire_skills_optional(g, tb, cfg, point, p, subject, source, ctx)


# ---- 群侠杀's own trigger procedures -----------------------------------------------------------
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
            g.eq_lost_n -= g.eq_lost[p]
            g.eq_lost[p] = 0
            continue
        g.eq_lost[p] -= 1
        g.eq_lost_n -= 1
        if framework.fire_holding(g, tb, cfg, TP_EQUIP_LOST, p, -1, -1):
            return True
    return False


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
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
