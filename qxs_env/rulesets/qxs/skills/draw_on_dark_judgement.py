"""Hero skill ``draw_on_dark_judgement`` (``SKILL_DRAW_ON_DARK_JUDGEMENT``).

Printed as:

- 神功自成 (九难, ``jiunan``; triggered): Whenever a judgement of yours comes out red
  or blue, you may draw a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_OP,
    OP_JUDGEMENT,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_JUDGED,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_JUDGED, ROLE_SUBJECT | TRIG_OPTIONAL),  # 神功自成
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, 1)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    col = g.stk[ctx, FR_A2]
    return g.stk[ctx, FR_OP] == OP_JUDGEMENT and (col == 0 or col == 1)  # (red, blue)
