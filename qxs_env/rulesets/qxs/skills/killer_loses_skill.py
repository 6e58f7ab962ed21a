"""Hero skill ``killer_loses_skill`` (``SKILL_KILLER_LOSES_SKILL``).

Printed as:

- 回头是岸 (空见神僧, ``kongjianshenseng``; triggered): When you are killed, your killer
  loses one of its skills of your choice.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A3,
    FR_OP,
    FR_P,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_KILLER_LOSES_SKILL,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_SKILL,
    EV_SKILL,
    HERO_SKILLS,
    OP_SKILL,
    PUR_SKILL_ORDER,
    ROLE_SUBJECT,
    TP_DIES,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_DIES, ROLE_SUBJECT | TRIG_NO_ASK),  # 回头是岸
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    x = g.stk[ctx, FR_A0]
    if sub == 0:  # (not a skill of the killer being carried out now: rulings.md)
        m = 0
        for s_ in range(HERO_SKILLS):
            if g.skills[x, s_] != 0:
                m |= 1 << s_
        for j in range(g.sp):
            if g.stk[j, FR_OP] == OP_SKILL and g.stk[j, FR_P] == x and g.stk[j, FR_ST] >= 2:
                m &= ~(1 << g.stk[j, FR_A3])
        push(g, DEC_SKILL, p, x, m, PUR_SKILL_ORDER, 0, 0)  # (the killer's slots; pass:
        return False  # none)
    if r >= 0 and g.alive[x]:
        log(g, EV_SKILL, p, SKILL_KILLER_LOSES_SKILL, k, x, 0)
        g.skills[x, r] = 0
        g.sk_param[x, r, :] = 0
        g.sk_used[x, r] = 0
        g.sk_tok[x, r] = 0
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    x = g.stk[ctx, FR_A0]
    if x < 0 or x == p or not g.alive[x]:
        return False
    for s_ in range(HERO_SKILLS):
        if g.skills[x, s_] != 0:
            return True
    return False
