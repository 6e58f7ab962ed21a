"""Hero skill ``reduce_big_damage`` (``SKILL_REDUCE_BIG_DAMAGE``).

Printed as:

- 金蝉宝甲 (韦小宝, ``weixiaobao``; locked): Damage of 2 or more you are about to take is 1 less.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
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
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT),  # 金蝉宝甲
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_BEFORE_DAMAGE:
        amt = g.stk[ctx, FR_A0]
        if amt >= g.sk_param[p, k, 0]:  # 金蝉宝甲
            g.stk[ctx, FR_A0] = amt - 1
            log(g, EV_PREVENT, p, 1, -1, 0, 0)
            log(g, EV_SKILL, p, code, k, -1, 0)
