"""Hero skill ``take_damaging_move`` (``SKILL_TAKE_DAMAGING_MOVE``).

Printed as:

- 武痴 (周伯通, ``zhoubotong``; triggered): When a move damages you, you may take
  that move card into your hand.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    proc_has_cards,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_A3,
    FR_A5,
)
from qxs_env.rulesets.qxs.card_moves import (
    take_used_card,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),  # 武痴
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    c = g.stk[ctx, FR_A2]
    take_used_card(g, c, p)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = g.stk[ctx, FR_A2]
    return (
        g.stk[ctx, FR_A5] > 0
        and g.stk[ctx, FR_A3] == 0
        and c >= 0
        and c_cat(g, tb, c) == CAT_MOVE
        and proc_has_cards(g, c)
    )
