"""Hero skill ``death_attacks`` (``SKILL_DEATH_ATTACKS``).

Printed as:

- 亢龙有悔 (乔峰, ``qiaofeng``; triggered): When you die you may name up to three
  characters and attack each with a yellow move of power 2 (亢龙有悔).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    TRIG_NO_ASK,
    death_attacks_step,
    skill_untargetable,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    ROLE_SUBJECT,
    TP_DIES,
)

TRIGGERS = (
    (TP_DIES, ROLE_SUBJECT | TRIG_NO_ASK),  # 亢龙有悔 (pass: none)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    return death_attacks_step(g, tb, cfg, i, p, k, sub, ctx, r)


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if g.sk_tok[p, k] != 0:
        return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and not skill_untargetable(g, x, True):
            return True
    return False
