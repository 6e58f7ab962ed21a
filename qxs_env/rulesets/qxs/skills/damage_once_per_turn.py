"""Hero skill ``damage_once_per_turn`` (``SKILL_DAMAGE_ONCE_PER_TURN``).

Printed as:

- 古墓派 (小龙女, ``xiaolongnv``; locked): You can be damaged only once in each turn: later
  damage in the same turn is prevented.

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
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT),  # 古墓派
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_BEFORE_DAMAGE:
        amt = g.stk[ctx, FR_A0]
        amt = g.stk[ctx, FR_A0]
        if amt > 0:
            if g.sk_used[p, k] > 0:
                g.stk[ctx, FR_A0] = 0
                log(g, EV_PREVENT, p, amt, -1, 0, 0)
                log(g, EV_SKILL, p, code, k, -1, 0)
            else:
                g.sk_used[p, k] = 1
