"""Hero skill ``judge_on_hand_loss`` (``SKILL_JUDGE_ON_HAND_LOSS``).

Printed as:

- 多灾多难 (九难, ``jiunan``; triggered): Each time you lose a hand card outside your
  turn, you may judge once.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_HAND_LOST,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_HAND_LOST, ROLE_SUBJECT | TRIG_OPTIONAL),  # 多灾多难
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.cur != p
