"""Hero skill ``qingxin_power`` (``SKILL_QINGXIN_POWER``).

Printed as:

- 素心剑法 (林朝英, ``linchaoying``; triggered): When a character holding a 倾心 token
  puts out a white move, you may remove one of its tokens to give that move +1
  power.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A4,
    FR_A5,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    FR_SKILL,
    PUR_SKILL_TARGET,
    ROLE_ANY,
    SKT_SELF,
    TP_CLASH,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    qingxin_clash_seats,
)

TRIGGERS = (
    (TP_CLASH, ROLE_ANY | TRIG_OPTIONAL),  # 素心剑法
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        m = qingxin_clash_seats(g, tb, ctx)
        if (m & (m - 1)) == 0:  # one seat: no choice
            r = g.stk[ctx, FR_P] if (m >> g.stk[ctx, FR_P]) & 1 else g.stk[ctx, FR_Q]
        else:
            j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF)
            g.stk[j, FR_A4] = ~m & ((1 << cfg[C_PLAYERS]) - 1)
            g.stk[j, FR_SKILL] = k + 1
            return False
    if r >= 0 and g.qingxin[r] > 0:
        g.qingxin[r] -= 1
        if r == g.stk[ctx, FR_P]:
            g.stk[ctx, FR_A4] += 1  # (added to the attacking power, as 独孤九剑's)
        else:
            g.stk[ctx, FR_A5] += 1
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return qingxin_clash_seats(g, tb, ctx) != 0
