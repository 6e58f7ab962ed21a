"""Hero skill ``damage_to_loss_draw`` (``SKILL_DAMAGE_TO_LOSS_DRAW``).

Printed as:

- 灭绝人性 (灭绝师太, ``miejueshitai``; triggered): Once per turn, when you are about to
  deal or take damage, you may turn it into HP loss and draw that many cards.

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
    FR_A4,
    FR_P,
    FR_Q,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_ANY,
    TP_BEFORE_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_ANY | TRIG_OPTIONAL),  # 灭绝人性
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    amt = sub >> 3  # (the amount is kept in the stage field: 1 + 8 * amount)
    if sub == 0:
        g.sk_used[p, k] = 1
        amt = g.stk[ctx, FR_A0]
        g.stk[ctx, FR_A0] = 0
        g.stk[i, FR_A4] = 1 + 8 * amt
        if lose_hp(g, g.stk[ctx, FR_Q], amt):
            return False
    if g.alive[p]:
        draw_cards(g, p, amt)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    src = g.stk[ctx, FR_P]
    t = g.stk[ctx, FR_Q]
    return g.sk_used[p, k] == 0 and g.stk[ctx, FR_A0] > 0 and (p == src or p == t) and g.alive[t]
