"""Hero skill ``token_prevent`` (``SKILL_TOKEN_PREVENT``).

Printed as:

- 脚底抹油 (裘千丈, ``qiuqianzhang``; triggered): When about to take damage, you may
  spend a 脸皮 token to prevent 1 point.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
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
    ROLE_SUBJECT,
    TP_BEFORE_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_tokens,
)

TRIGGERS = (
    (TP_BEFORE_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),  # 脚底抹油
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    kt = skill_tokens(g, p)
    g.sk_tok[p, kt] -= 1
    amt = min(g.sk_param[p, k, 0], g.stk[ctx, FR_A0])
    g.stk[ctx, FR_A0] -= amt
    log(g, EV_PREVENT, p, amt, -1, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    kt = skill_tokens(g, p)
    return kt >= 0 and g.sk_tok[p, kt] > 0 and g.stk[ctx, FR_A0] > 0
