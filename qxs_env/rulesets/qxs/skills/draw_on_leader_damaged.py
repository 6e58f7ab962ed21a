"""Hero skill ``draw_on_leader_damaged`` (``SKILL_DRAW_ON_LEADER_DAMAGED``).

Printed as:

- 番邦国师 (鸠摩智, ``jiumozhi``; triggered): When the leader (武林盟主) takes damage, you
  may draw a card per point.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
    FR_Q,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.constants import (
    LEADER,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_ANY,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_ANY | TRIG_OPTIONAL),  # 番邦国师
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, g.stk[ctx, FR_A5] * g.sk_param[p, k, 0])
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_Q]
    return g.ident[t] == LEADER and g.stk[ctx, FR_A5] > 0
