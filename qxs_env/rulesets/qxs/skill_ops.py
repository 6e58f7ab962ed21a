"""Using an active skill and running a skill's OP_SKILL frame (``op_skill``), the shared steps of
skills that make a card.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_RESCUE,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MEDICINE,
    CAT_MOVE,
    CAT_POISON,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_HEAL,
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_ANY_CARD_AS_MOVE,
    SKILL_ANY_MEDICINE_LIGHT,
    SKILL_ANY_POISON_DARK,
    SKILL_EQUIPMENT_AS_MOVE,
    SKILL_HP_GATED_SKILL,
    SKILL_MIRROR_ATTACK_MOVE,
    SKILL_MOVE_AS_COLOUR,
    SKILL_SKILL_AS_CARD,
    SKILL_STRATEGY_AS_MOVE,
    SKILL_THUNDER_PALM,
    SKILL_VIRTUAL_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_COLOUR,
    DEC_CONFIRM,
    DEC_HAND,
    DEC_PLAY,
    DEC_SKILL,
    EV_CONVERT,
    EV_SKILL,
    FR_SKILL,
    HERO_SKILLS,
    OP_SKILL,
    PUR_CONVERT,
    PUR_NAME_FACE,
    PUR_SKILL_CARD,
    PUR_SKILL_ORDER,
)


@njit_cached
def skill_makes_card(code):
    """Active skills that hand a (virtual) card to the decision they were used in."""
    return (
        code == SKILL_MOVE_AS_COLOUR
        or code == SKILL_VIRTUAL_MOVE
        or converts_card(code)
        or code == SKILL_SKILL_AS_CARD
        or code == SKILL_MIRROR_ATTACK_MOVE
        or expansion_skill_makes_card(code)
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
    in R): its module's ``step`` (the skill set's generated skill_module_step;
    skill_shared_step for the skills that share their steps). Returns True when the skill is
    done (a card-making skill instead hands its card to the parent with ret and returns False).
    Inlined into op_skill: the dispatcher is then compiled and linked one level up the call
    chain, as when its chain was written here."""
    code = g.skills[p, k]
    sub = g.stk[i, FR_A4]
    ctx = g.stk[i, FR_A1]
    r = g.stk[i, FR_R]
    g.stk[i, FR_A4] = sub + 1
    # every number as int64: each skill set's dispatcher compiles once (skill_sets)
    return skill_sets.skill_module_step(
        g,
        tb,
        cfg,
        np.int64(i),
        np.int64(p),
        np.int64(k),
        np.int64(code),
        np.int64(sub),
        np.int64(ctx),
        np.int64(r),
    )


@njit_cached
def convert_step(g, tb, i, p, k, sub, r):
    """The step of a card-converting skill (``hero_rules.converts_card``) in OP_SKILL frame i
    (skill_step's contract): ask p for a hand card of the skill's colours (param 1), then hand
    the decision the card of the skill's face (param 0) made of it, in its colour. Shared by
    convert_card, poison_immune_convert and the modules of convert_delayed_card and
    convert_pair_card (their ``step``)."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, g.sk_param[p, k, 1], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    f = g.sk_param[p, k, 0]
    v = make_virtual(
        g,
        tb.face_category[f],
        f,
        colour_of(g, tb, r, p),
        tb.face_power[f],
        tb.face_range[f],
        tb.face_effect[f],
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False


@njit_inlined
def skill_shared_step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """The steps that several skills share (skill_step's arguments): the default of the
    skill set's generated skill_module_step, inlined into it, for the skills whose module has
    no ``step``.
    Returns True when the skill is done."""
    if code == SKILL_STRATEGY_AS_MOVE or code == SKILL_HP_GATED_SKILL:  # expansion heroes, part a
        return card_making_skill_step(g, tb, cfg, i, p, k, code, sub, ctx, r)
    if converts_card(code):  # a hand card of the colours becomes the card `face`
        return convert_step(g, tb, i, p, k, sub, r)
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
            g,
            tb.face_category[r],
            r,
            colour_of(g, tb, c, p),
            tb.face_power[r],
            tb.face_range[r],
            tb.face_effect[r],
            c,
            -1,
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
                g,
                CAT_MOVE,
                f,
                g.sk_param[p, k, 1],
                g.sk_param[p, k, 2],
                g.sk_param[p, k, 3],
                EFFECT_NONE,
                c,
                -1,
            )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    return True


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import skill_sets
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.hero_rules import (
    converts_card,
    first_face_with_effect,
    named_face_colours,
)
from qxs_env.rulesets.qxs.skill_firing import (
    skill_can_fire,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    card_making_skill_step,
    expansion_skill_makes_card,
)
from qxs_env.rulesets.qxs.tables import (
    SKILL_ASK,
    SKILL_PENDING_SHIFT,
    SKILL_SLOTS_MASK,
    SKILL_STARTED_SHIFT,
)
