"""Hero skill ``hanbing_zhenqi`` (``SKILL_HANBING_ZHENQI``).

Printed as:

- 寒冰真气 (左冷禅, ``zuolengchan``; triggered): For each point of damage you take you
  may judge; on yellow the source gives you a yellow card or takes 1 damage.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A4,
    FR_A5,
    FR_P,
    OP_DAMAGE,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    EV_TAKE,
    FR_SKILL,
    H_TAKE,
    PUR_PAY,
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),  # 寒冰真气
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    src = g.stk[ctx, FR_P]
    step = sub & 7
    left = sub >> 3
    if step == 0:
        left = g.stk[ctx, FR_A5]
    if step == 0 or step == 3:
        if left <= 0 or not g.alive[p]:
            return True
        g.stk[i, FR_A4] = 1 + 8 * (left - 1)
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    if step == 1:
        if r == g.sk_param[p, k, 0] and g.alive[src]:
            g.stk[i, FR_A4] = 2 + 8 * left
            j = push(g, DEC_HAND, src, p, -1, PUR_PAY, 1 << g.sk_param[p, k, 0], 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        g.stk[i, FR_A4] = 3 + 8 * left
        return False
    # step 2: the source gave a yellow card (r), or passed and takes the damage
    g.stk[i, FR_A4] = 3 + 8 * left
    if r >= 0:
        to_hand(g, r, p)
        g.hist[p, src, H_TAKE] += 1
        log(g, EV_TAKE, p, r, src, 0, 0)
    else:
        push(g, OP_DAMAGE, p, src, g.sk_param[p, k, 1], -1, -1, 0)
    return False


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    src = g.stk[ctx, FR_P]
    return g.stk[ctx, FR_A5] > 0 and src >= 0 and src != p and g.alive[src]


from qxs_env.rulesets.qxs.skill_roles import SR_VS_OTHER  # noqa: E402

HEURISTIC_ROLE = SR_VS_OTHER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
