"""Hero skill ``lose_hp_rescue`` (``SKILL_LOSE_HP_RESCUE``).

Printed as:

- 南僧 (一灯禅师, ``yidengchanshi``; triggered): When another character is dying, you
  may lose 1 HP to give it 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_P,
    OP_DYING,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    EV_HP_LOSS,
    H_RESCUE,
    ROLE_ANY,
    TP_DYING,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_DYING, ROLE_ANY | TRIG_OPTIONAL),  # 南僧
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[ctx, FR_P]
    if sub == 0:
        g.hp[p] -= g.sk_param[p, k, 0]
        log(g, EV_HP_LOSS, p, g.sk_param[p, k, 0], 0, 0, 0)
        heal(g, t, g.sk_param[p, k, 1], p)
        g.hist[p, t, H_RESCUE] += 1
        if g.hp[t] > 0:
            g.dying[t] = False  # rescued (its window closes when it resumes)
        if g.hp[p] <= 0:
            push(g, OP_DYING, p, -1, -1, 0, 0, 0)
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_P]  # the dying character (the OP_DYING frame); ruling: 南僧 may
    # not bring its owner to dying (a second dying window inside the first)
    return p != t and g.hp[p] > g.sk_param[p, k, 0] and g.dying[t] and g.hp[t] <= 0


from qxs_env.rulesets.qxs.skill_roles import SR_RESCUE_HP  # noqa: E402

HEURISTIC_ROLE = SR_RESCUE_HP
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
