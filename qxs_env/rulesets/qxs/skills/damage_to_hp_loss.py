"""Hero skill ``damage_to_hp_loss`` (``SKILL_DAMAGE_TO_HP_LOSS``).

Printed as:

- 一剑无血 (冯锡范, ``fengxifan``; triggered): When one of your yellow or white moves
  is about to deal damage, you may make the victim lose that much HP instead (no
  damage, so nothing that reacts to damage fires).

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
    FR_A2,
    FR_A3,
    FR_Q,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SOURCE,
    TP_BEFORE_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SOURCE | TRIG_OPTIONAL),  # 一剑无血
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        amt = g.stk[ctx, FR_A0]
        t = g.stk[ctx, FR_Q]
        g.stk[ctx, FR_A0] = 0
        if lose_hp(g, t, amt):
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = g.stk[ctx, FR_A2]
    if g.stk[ctx, FR_A0] <= 0 or c < 0 or g.stk[ctx, FR_A3] != 0:
        return False
    col = colour_of(g, tb, c, p)
    return c_cat(g, tb, c) == CAT_MOVE and (g.sk_param[p, k, 0] & (1 << col)) != 0


from qxs_env.rulesets.qxs.skill_roles import SR_VS_OTHER  # noqa: E402

HEURISTIC_ROLE = SR_VS_OTHER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
