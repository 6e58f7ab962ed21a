"""Hero skill ``take_own_judgement_card`` (``SKILL_TAKE_OWN_JUDGEMENT_CARD``).

Printed as:

- 反清 (陈近南, ``chenjinnan``; triggered): Once one of your own judgements is
  settled, you may keep its judgement card in your hand.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A1,
    FR_OP,
    OP_JUDGEMENT,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    EV_TAKE,
    ROLE_SUBJECT,
    TP_JUDGED,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_JUDGED, ROLE_SUBJECT | TRIG_OPTIONAL),  # 反清
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    c = g.stk[ctx, FR_A1]
    to_hand(g, c, p)
    log(g, EV_TAKE, p, c, -1, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = g.stk[ctx, FR_A1]
    return g.stk[ctx, FR_OP] == OP_JUDGEMENT and c >= 0 and g.zone[c] == Z_PROC
