"""Hero skill ``arrange_top_cards`` (``SKILL_ARRANGE_TOP_CARDS``).

Printed as:

- 通天 (陈近南, ``chenjinnan``; triggered): At the start of your turn you may look at
  as many top cards of the draw pile as there are living players (at least 2, at
  most 5) and put each back on top or at the bottom, in the order you like.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_TURN_START,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_steps import (
    arrange_top_step,
)

TRIGGERS = (
    (TP_TURN_START, ROLE_SUBJECT | TRIG_OPTIONAL),  # 通天
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    return arrange_top_step(g, tb, cfg, i, p, k, sub, r)


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.n_draw + g.n_disc > 0
