"""Hero skill ``damage_tokens`` (``SKILL_DAMAGE_TOKENS``).

Printed as:

- 坑蒙拐骗 (裘千丈, ``qiuqianzhang``; locked): You gain a 脸皮 token for every point of damage
  you take.
- 无恶不作 (四大恶人, ``sidaeren``; locked): You start with 4 恶 tokens and gain one for every
  point of damage you take.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SUBJECT),  # 坑蒙拐骗 / 无恶不作
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_AFTER_DAMAGE:
        dealt = g.stk[ctx, FR_A5]
        if dealt <= 0:
            return
        g.sk_tok[p, k] = min(g.sk_tok[p, k] + dealt, 99)
        log(g, EV_SKILL, p, code, k, -1, 0)
