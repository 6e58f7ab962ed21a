"""Hero skill ``extra_turn_after_kill`` (``SKILL_EXTRA_TURN_AFTER_KILL``).

Printed as:

- 暴走 (谢逊, ``xiexun``; triggered): If you killed someone during your turn, you
  may take another turn when it ends.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`on_kill`: a kill in the holder's own turn is remembered (the status query
  ``skills_on_kill``, generated in ``skills/dispatch*.py``)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_TURN_END,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_TURN_END, ROLE_SUBJECT | TRIG_OPTIONAL),  # 暴走
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.sk_used[p, k] = 0
    g.stk[0, FR_A0] = 1  # OP_GAME's extra-turn mark (as 屠龙刀's)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.sk_used[p, k] > 0


@njit_inlined
def on_kill(g, tb, cfg, p, victim, k):
    """暴走: p killed ``victim``; a kill in p's own turn is remembered (``sk_used`` of slot k)
    for the offer at the turn's end."""
    if g.cur == p:
        g.sk_used[p, k] = 1
