"""Hero skill ``immune_colour_damage`` (``SKILL_IMMUNE_COLOUR_DAMAGE``).

Printed as:

- 泥鳅功 (瑛姑, ``yinggu``; locked): Red (力) damage does nothing to you.

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
    ROLE_SUBJECT,
    TP_BEFORE_DAMAGE,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT),  # 泥鳅功
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_BEFORE_DAMAGE:
        amt = g.stk[ctx, FR_A0]
        if amt > 0:  # 泥鳅功: damage of the colour
            if g.stk[ctx, FR_A1] == g.sk_param[p, k, 0]:
                g.stk[ctx, FR_A0] = 0
                log(g, EV_PREVENT, p, amt, -1, 0, 0)
                log(g, EV_SKILL, p, code, k, -1, 0)


from qxs_env.rulesets.qxs.skill_roles import SR_IMMUNE_COL  # noqa: E402

HEURISTIC_ROLE = SR_IMMUNE_COL
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
