"""Hero skill ``female_power_and_damage`` (``SKILL_FEMALE_POWER_AND_DAMAGE``).

Printed as:

- 阴阳倒乱刃 (公孙止, ``gongsunzhi``; locked): Your moves against a female character get +1 power;
  damage a female character deals you is at least 2.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_P,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    GENDER_FEMALE,
    ROLE_SUBJECT,
    TP_BEFORE_DAMAGE,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT),  # 阴阳倒乱刃
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
        src = g.stk[ctx, FR_P]
        if src >= 0 and g.gender[src] == GENDER_FEMALE and amt < g.sk_param[p, k, 1]:
            g.stk[ctx, FR_A0] = g.sk_param[p, k, 1]
            log(g, EV_SKILL, p, code, k, src, 0)
