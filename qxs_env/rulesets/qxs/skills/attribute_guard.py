"""Hero skill ``attribute_guard`` (``SKILL_ATTRIBUTE_GUARD``).

Printed as:

- 闭穴功 (公孙止, ``gongsunzhi``; locked): The first red or blue damage you would take each turn is
  prevented.
- 移宫易穴 (阳顶天, ``yangdingtian``; locked): The first yellow or white damage you would take each
  turn is prevented.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A1,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_PREVENT,
    EV_SKILL,
    PT_GUARD,
    ROLE_SUBJECT,
    TP_BEFORE_DAMAGE,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT),  # 闭穴功 (hero)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_BEFORE_DAMAGE:
        amt = g.stk[ctx, FR_A0]
        if amt <= 0:
            return
        col = g.stk[ctx, FR_A1]
        if col >= 0 and (g.sk_param[p, k, 0] & (1 << col)) != 0:
            if g.pt[p, PT_GUARD] < g.sk_param[p, k, 1]:
                g.pt[p, PT_GUARD] += 1
                g.stk[ctx, FR_A0] = 0
                log(g, EV_PREVENT, p, amt, -1, 0, 0)
                log(g, EV_SKILL, p, code, k, -1, 0)


from qxs_env.rulesets.qxs.skill_roles import SR_GUARD  # noqa: E402

HEURISTIC_ROLE = SR_GUARD
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
