"""Hero skill ``thorns`` (``SKILL_THORNS``).

Printed as:

- 软猬甲 (黄蓉, ``huangrong``; locked): For each point of damage another character's
  move deals you, you deal it 1 damage back.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_P,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SUBJECT | TRIG_NO_ASK),  # 软猬甲
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    left = g.stk[ctx, FR_A5] if sub == 0 else sub >> 3
    src = g.stk[ctx, FR_P]
    if left <= 0 or not g.alive[p] or not g.alive[src]:
        return True
    g.stk[i, FR_A4] = 1 + 8 * (left - 1)
    push(g, OP_DAMAGE, p, src, 1, -1, -1, 0)
    return False


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    src = g.stk[ctx, FR_P]
    c = g.stk[ctx, FR_A2]
    return (
        g.stk[ctx, FR_A5] > 0
        and g.stk[ctx, FR_A3] == 0
        and src >= 0
        and src != p
        and g.alive[src]
        and c >= 0
        and c_cat(g, tb, c) == CAT_MOVE
    )
