"""Hero skill ``counter_judgement_damage`` (``SKILL_COUNTER_JUDGEMENT_DAMAGE``).

Printed as:

- 霹雳掌 (文泰来, ``wentailai``; triggered): When your yellow move counters the
  opposing move, judge: on red the opponent takes 1 more yellow damage.

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
    FR_A1,
    FR_P,
    FR_Q,
    OP_DAMAGE,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_ANY,
    TP_CLASH,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    clash_counters,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_CLASH, ROLE_ANY | TRIG_NO_ASK),  # 霹雳掌
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    a = g.stk[ctx, FR_P]
    opp = g.stk[ctx, FR_Q] if p == a else a
    if sub == 0:
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    if sub == 1 and r == g.sk_param[p, k, 1] and g.alive[opp]:
        push(g, OP_DAMAGE, p, opp, g.sk_param[p, k, 2], g.sk_param[p, k, 0], -1, 0)
        return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if not clash_counters(g, tb, ctx, p):
        return False
    own = g.stk[ctx, FR_A0] if p == g.stk[ctx, FR_P] else g.stk[ctx, FR_A1]
    return colour_of(g, tb, own, p) == g.sk_param[p, k, 0]
