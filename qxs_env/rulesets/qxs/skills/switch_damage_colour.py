"""Hero skill ``switch_damage_colour`` (``SKILL_SWITCH_DAMAGE_COLOUR``).

Printed as:

- 铁剑门 (九难, ``jiunan``; active): Damage from your red or white moves may be made
  red or white, as you choose.
- 摧心掌 (余沧海, ``yucanghai``; active): Damage from your yellow or blue moves may be
  made yellow or blue, as you choose.

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
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_COLOUR,
    FR_SKILL,
    PUR_CONVERT,
    ROLE_SOURCE,
    TP_BEFORE_DAMAGE,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SOURCE | TRIG_NO_ASK),  # 铁剑门
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(
            g,
            DEC_COLOUR,
            p,
            g.stk[ctx, FR_Q],
            g.stk[ctx, FR_A2],
            PUR_CONVERT,
            g.sk_param[p, k, 0],
            0,
        )
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        g.stk[ctx, FR_A1] = r
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = g.stk[ctx, FR_A2]
    if g.stk[ctx, FR_A0] <= 0 or c < 0 or g.stk[ctx, FR_A3] != 0:
        return False
    if c_cat(g, tb, c) != CAT_MOVE or not g.alive[g.stk[ctx, FR_Q]]:
        return False
    return (g.sk_param[p, k, 0] & (1 << colour_of(g, tb, c, p))) != 0
