"""Hero skill ``lifesteal_near`` (``SKILL_LIFESTEAL_NEAR``).

Printed as:

- 吸血功 (韦一笑, ``weiyixiao``; locked): Each time you damage a character at distance 1 from
  you, you recover 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.geometry import (
    distance,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    ROLE_SOURCE,
    TP_AFTER_DAMAGE,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SOURCE),  # 吸血功
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_AFTER_DAMAGE:
        dealt = g.stk[ctx, FR_A5]
        t = g.stk[ctx, FR_Q]
        if dealt <= 0:
            return
        if g.alive[t] and t != p and distance(g, tb, cfg, p, t) <= g.sk_param[p, k, 0]:
            if g.hp[p] < g.maxhp[p]:
                heal(g, p, g.sk_param[p, k, 1], p)
                log(g, EV_SKILL, p, code, k, t, 0)
