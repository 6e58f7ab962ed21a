"""Hero skill ``female_power_and_damage`` (``SKILL_FEMALE_POWER_AND_DAMAGE``).

Printed as:

- 阴阳倒乱刃 (公孙止, ``gongsunzhi``; locked): Your moves against a female character get +1 power;
  damage a female character deals you is at least 2.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
- :func:`power_bonus`: the power added to the holder's moves against a female character,
  asked by the status query ``skills_power_bonus`` (generated in ``skills/dispatch*.py``)
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


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """阴阳倒乱刃: the power added to p's move against q (R-M4), attacking or defending: param 0
    of slot k when q is a female character, else 0."""
    if q >= 0 and g.gender[q] == GENDER_FEMALE:
        return g.sk_param[p, k, 0]
    return 0
